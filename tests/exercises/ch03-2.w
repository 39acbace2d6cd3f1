@* Exercise 3.2: the stiffest spring.
The test of exercise~2 of chapter~3. The exercise asks for
$$\hbox{|double ph_body_stiffness_limit(const ph_world *w, ph_body_id id, double h);|}$$
the largest stiffness $k$ of a zero-length spring to a fixed point for which
body |id|, integrated by the world's integrator with steps of length $h$,
swings without growing: $4m/h^2$ for Verlet and symplectic Euler, where
$m$ is the body's mass; 0 for explicit Euler, which gains energy at every
stiffness; and $+\infty$ for a static body, which never moves. A handle of
no body is refused like every body function, and the result is then 0.

The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch03_2.c@>=
#include "testing.h"
double ph_body_stiffness_limit(const ph_world *w, ph_body_id id, double h)
  __attribute__((weak));
@<Exercise 3.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 3.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A world for the test, and a box of the given mass in it, $1\times1\,$m
with that density, 1\thinspace m above the origin.

@<Exercise 3.2 test functions@>=
static bool implemented(test_context *t)
{
  if (CHECK(t, ph_body_stiffness_limit != NULL)) return true;
  test_note(t, "ph_body_stiffness_limit is not implemented");
  return false;
}

static ph_world *spring_world(ph_integrator integrator)
{
  ph_settings s = ph_default_settings();
  s.integrator = integrator;
  s.gravity = ph_v(0.0, 0.0);
  return ph_world_create(&s);
}

static ph_body_id spring_box(ph_world *w, double mass, bool is_static)
{
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  d.material.density = mass;
  d.position = ph_v(0.0, 1.0);
  d.is_static = is_static;
  return ph_world_create_body(w, &d);
}

@ The values. With $h={1\over60}\,$s the limit is $4\cdot8\cdot3600=115200\,$N/m
for the 8\thinspace kg pillow of chapter~3's demo and ten times that for
80\thinspace kg, under Verlet and symplectic Euler alike; a product and a
division, so to $10^{-12}$ relative. A function that used $2m/h^2$, or the
inverse mass, or ignored the integrator, fails here.

@<Exercise 3.2 test functions@>+=
static void test_values(test_context *t)
{
  if (!implemented(t)) return;
  double h = 1.0 / 60.0;
  ph_integrator kinds[2] = {PH_VERLET, PH_SYMPLECTIC_EULER};
  for (int i = 0; i < 2; i++) {
    ph_world *w = spring_world(kinds[i]);
    ph_body_id light = spring_box(w, 8.0, false), heavy = spring_box(w, 80.0, false);
    ph_body_id fixed = spring_box(w, 8.0, true);
    CHECK_NEAR(t, ph_body_stiffness_limit(w, light, h), 115200.0, 1e-12 * 115200.0);
    CHECK_NEAR(t, ph_body_stiffness_limit(w, heavy, h), 1152000.0, 1e-12 * 1152000.0);
    CHECK(t, ph_body_stiffness_limit(w, fixed, h) == INFINITY);
    ph_world_destroy(w);
  }
  ph_world *w = spring_world(PH_EXPLICIT_EULER);
  CHECK(t, ph_body_stiffness_limit(w, spring_box(w, 8.0, false), h) == 0.0);
  ph_body_id none = {7};
  CHECK_REFUSED(t, ph_body_stiffness_limit(w, none, h), "no body");
  ph_world_destroy(w);
}

@ @<Exercise 3.2 test cases@>=
{"values", "unit", "the limit is 4m/h^2, 0 for explicit Euler, infinite for a static body", test_values},

@ The limit is real. The 8\thinspace kg box is let go at rest 1\thinspace m
from the anchor, under Verlet, and the spring's force $-k\vec x$ is applied
before each of 1000 steps, at $k$ 0.99 and 1.01 times the limit the
function gives, that is at $\omega h=1.990$ and $2.010$. Below the limit,
chapter~3's test of the spring's period showed that Verlet's positions are
exactly $x_n=\cos(\tilde\omega nh)$ with $\sin(\tilde\omega h/2)=\omega
h/2$, so the body never goes further than 1\thinspace m from the anchor;
near the limit the recurrence amplifies rounding by about
$1/\sin\tilde\omega h\approx5$ per step, to far below the $10^{-9}\,$m the
test allows over the swing. Above it the recurrence
$x_{n+1}=(2-\omega^2h^2)x_n-x_{n-1}$ has the root $-1.22$, so the swing
grows by that factor every step, and the test asks that it pass
10\thinspace m in the 1000 steps (it passes $10^{80}$). This is what the
exercise asks to compare with $4m/h^2$: the limit the function gives is
the edge.

@<Exercise 3.2 test functions@>+=
static double widest_swing(double fraction)
{
  ph_world *w = spring_world(PH_VERLET);
  ph_body_id id = spring_box(w, 8.0, false);
  double h = 1.0 / 60.0, k = fraction * ph_body_stiffness_limit(w, id, h), widest = 0.0;
  for (int n = 0; n < 1000; n++) {
    ph_body_apply_force(w, id, ph_mul(-k, ph_body_position(w, id)));
    ph_world_step(w, h);
    if (ph_world_failure(w)) break;
    widest = fmax(widest, ph_length(ph_body_position(w, id)));
  }
  ph_world_destroy(w);
  return widest;
}

static void test_edge(test_context *t)
{
  if (!implemented(t)) return;
  double below = widest_swing(0.99), above = widest_swing(1.01);
  test_note(t, "widest swing %.12f m below the limit, %.3g m above it", below, above);
  CHECK(t, below <= 1.0 + 1e-9);
  CHECK(t, above > 10.0);
}

@ @<Exercise 3.2 test cases@>+=
{"edge", "unit", "below the limit the swing stays within 1 m; above it, it grows without bound", test_edge},
