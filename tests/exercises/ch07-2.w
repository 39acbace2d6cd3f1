@* Exercise 7.2: a static coefficient.
The test of exercise~2 of chapter~7. The exercise asks for the body key
$$\hbox{\.{static\_friction=}$\mu_s$,}$$
a field of |ph_material| behind it, mixed by the geometric mean: a point
whose impulse that stops the sliding is within $\mu_sj$ gets it, one
beyond is cut to the dynamic $\mu j$; $\mu_s=0$ (the default) means
$\mu_s=\mu$, and a $\mu_s$ below $\mu$ is refused with a message that
contains ``static friction''. The test loads scenes with
|scene_load_text|, so on the unmodified stage, where the key is unknown,
no scene loads and the checks fail.

@(exercise_ch07_2.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 7.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 7.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A ramp with $\tan\theta=0.5$ and a box of $1\times1\,$m on it, $\mu=0.3$
and $\mu_s=0.6$ on both, the box's turning switched off as in the
chapter's tests (so that Coulomb's law is seen without the single pass's
creep). At rest, each step's $mgh\sin\theta$ is within the static cap
$0.6\,mgh\cos\theta$: the box must not move in 2\thinspace s, to
$10^{-9}\,$m. Launched down the slope at 1\thinspace m/s, the impulse that
would stop it is far beyond the static cap, so the dynamic one holds, and
the box must speed up at exactly $g(\sin\theta-0.3\cos\theta)$, to
$10^{-6}$ of it (over 2\thinspace s of steps). With one coefficient,
$0.3$, the resting box slides; with $0.6$, the launched one stops.

Each body's $\mu_s$ is completed from its own $\mu$ before the two are
mixed: a ramp with $\mu=0.3$ and no \.{static\_friction} has $\mu_s=0.3$,
and a box with $\mu=0.3$, $\mu_s=1.2$ on it mixes to $\sqrt{0.3\cdot1.2}=0.6$,
which holds it. A solution that mixes first, $\sqrt{0\cdot1.2}=0$, and then
falls back to the mixed $\mu=0.3$ lets the box slide, and fails.

@<Exercise 7.2 test functions@>=
static double speed_after(test_context *t, double v0, double *travel, const char *ramp,
  const char *box)
{
  char text[1024];
  scene s;
  double theta = atan(0.5), c = cos(theta), sn = sin(theta);
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=on\nbox x=0 y=0 w=40 h=1 angle=%.17g static material=static %s "
    "restitution=0\nbox x=%.17g y=%.17g w=1 h=1 angle=%.17g "
    "material=wood %s restitution=0 vx=%.17g vy=%.17g\n",
    theta, ramp, 5.0 * c - 0.999 * sn, 5.0 * sn + 0.999 * c, theta, box, -v0 * c, -v0 * sn);
  *travel = NAN;
  if (!CHECK(t, scene_load_text(&s, "static.scene", text))) return NAN;
  s.world->bodies[1].inverse_inertia = 0.0;
  ph_vec2 start = s.world->bodies[1].position;
  for (int n = 0; n < 120; n++) scene_step(&s, 1.0 / 60.0);
  ph_vec2 d = ph_sub(s.world->bodies[1].position, start);
  *travel = -d.x * c - d.y * sn;
  double v = -s.world->bodies[1].velocity.x * c - s.world->bodies[1].velocity.y * sn;
  scene_destroy(&s);
  return v;
}

@ The three runs: at rest and launched with $\mu=0.3$, $\mu_s=0.6$ on both
bodies, and at rest with $\mu_s$ given on the box alone. The two resting
boxes must not move, to $10^{-9}\,$m, and the launched one must reach
$v_0+at$ with $a=g(\sin\theta-0.3\cos\theta)$ at $t=2\,$s. A static
coefficient below the dynamic one must be refused.

@<Exercise 7.2 test functions@>+=
static void test_static(test_context *t)
{
  double travel, moved, completed;
  const char *both = "friction=0.3 static_friction=0.6";
  speed_after(t, 0.0, &travel, both, both);
  double v = speed_after(t, 1.0, &moved, both, both);
  speed_after(t, 0.0, &completed, "friction=0.3", "friction=0.3 static_friction=1.2");
  double a = 10.0 * (sin(atan(0.5)) - 0.3 * cos(atan(0.5)));
  test_note(t, "at rest: moved %.3g m; launched: %.9f m/s after 2 s, law %.9f", travel, v,
    1.0 + 2.0 * a);
  test_note(t, "at rest, mu_s 1.2 on the box alone (mixed 0.6): moved %.3g m", completed);
  CHECK(t, fabs(travel) <= 1e-9);
  CHECK_NEAR(t, v, 1.0 + 2.0 * a, 1e-6 * 2.0 * a);
  CHECK(t, fabs(completed) <= 1e-9);
  test_bad_scene(t, "circle r=1 friction=0.3 static_friction=0.1\n", "static friction");
}

@ @<Exercise 7.2 test cases@>=
{"static", "scene", "a resting box is held by mu_s, a sliding one slowed by mu", test_static},
