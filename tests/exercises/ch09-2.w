@* Exercise 9.2: the residual of a step.
The test of exercise~2 of chapter~9. The exercise asks for
$$\hbox{|double ph_world_residual(const ph_world *w);|}$$
the largest residual of the normal velocity constraints that the last
step's passes left. The function is declared weak, so that this test
links against the unmodified stage, where it is missing, and fails there
with the note ``not implemented''.

@(exercise_ch09_2.c@>=
#include "testing.h"
#include <math.h>
double ph_world_residual(const ph_world *w) __attribute__((weak));
@<Exercise 9.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 9.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The stack of ten of chapter~9, 300 steps, with |keys| on its world line;
the residual of the last step, in units of $gh={1\over6}\,$m/s. Chapter~9
measures about $10^{-3}$ of $gh$ in a step of the standing stack warm
started, with any number of passes (Figure~\figref{converge}); with one
pass started cold the stack has fallen by the 300th step, and its contacts,
met anew each step, are far from solved: the reference solution finds
more than $gh$. The test requires below $0.01$ and above $0.1$, and a
world with nothing in it to give 0.

@<Exercise 9.2 test functions@>=
static double stack_residual(test_context *t, const char *keys)
{
  char text[2048];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=sequential "
    "friction=on %s\nbox x=0 y=-0.5 w=40 h=1 static material=static\n", keys);
  for (int i = 0; i < 10; i++)
    snprintf(text + strlen(text), sizeof text - strlen(text),
      "box x=%.3f y=%.3f w=1 h=1 material=wood\n", 0.005 * (i % 3 - 1), 0.499 + 0.999 * i);
  scene s;
  if (!CHECK(t, scene_load_text(&s, "stack.scene", text))) return NAN;
  for (int n = 0; n < 300; n++) scene_step(&s, 1.0 / 60.0);
  double r = ph_world_residual(s.world) / (10.0 / 60.0);
  scene_destroy(&s);
  return r;
}

@ The test: the residual must be below $0.01\,gh$ warm started with ten
passes and above $0.1\,gh$ cold with one, and a world with no bodies,
stepped once, must report exactly 0.

@<Exercise 9.2 test functions@>+=
static void test_residual(test_context *t)
{
  if (!CHECK(t, ph_world_residual != NULL)) {
    test_note(t, "ph_world_residual is not implemented");
    return;
  }
  double warm = stack_residual(t, "iterations=10");
  double cold = stack_residual(t, "iterations=1 warm_start=off");
  test_note(t, "residual / gh: %.3g warm started with 10 passes, %.3g cold with one", warm, cold);
  CHECK(t, warm < 0.01);
  CHECK(t, cold > 0.1);
  ph_settings settings = ph_default_settings();
  settings.solver = PH_SEQUENTIAL;
  ph_world *w = ph_world_create(&settings);
  if (!CHECK(t, w != NULL)) return;
  ph_world_step(w, 1.0 / 60.0);
  CHECK(t, ph_world_residual(w) == 0.0);
  ph_world_destroy(w);
}

@ Two cases the stack does not reach, with numbers the test works out
itself. The residual is a velocity, in metres per second, as the
statement says; its ratio to $gh$ is what the checks above compare, which
they compute themselves. On a stack of three boxes that cannot turn (the
test writes 0 into their |inverse_inertia|, as chapter~7's measurements
do), run cold with one pass, the velocity of a point is that of its bodies,
and the test computes the residual from the last step's contacts, targets
and totals, with $u$ the bodies' velocities after the step (phase~6 moves
positions, not velocities, and with no turning the point's place does not
matter): the function must give that, to $10^{-9}\,$m/s. A function that
reports the ratio to $gh$ gives six times it and fails.

Then a point that does not push: a ball of rock $1\,$mm into a static
floor, rising at $2\,$m/s with no gravity. Phase~1 finds the contact, the
target asks for no approach, and the ball already leaves faster than that:
the total stays 0 and the residual is $\max(v^\star-u,0)=0$, exactly. A
residual that takes $\vert u-v^\star\vert$ at every point reports about
$2\,$m/s and fails.

@<Exercise 9.2 test functions@>+=
static double residual_by_hand(const ph_world *w, bool every_point_absolute)
{
  double worst = 0.0;
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    ph_vec2 dv = ph_sub(w->bodies[c->b].velocity, w->bodies[c->a].velocity);
    double u = ph_dot(dv, c->manifold.normal);
    for (int i = 0; i < w->impulses[k].count; i++) {
      double target = w->impulses[k].points[i].target;
      double r = w->impulses[k].points[i].impulse > 0.0 || every_point_absolute
        ? fabs(u - target) : fmax(target - u, 0.0);
      if (r > worst) worst = r;
    }
  }
  return worst;
}

@ |residual_by_hand| is the residual as the statement defines it, over every
point of the last step's contacts: $\vert u-v^\star\vert$ where the total
pushes, and $\max(v^\star-u,0)$ where it is 0, unless
|every_point_absolute| asks for the first at every point, the wrong
residual of the second case. The test runs the two cases one after the
other, on the same |scene|.

@<Exercise 9.2 test functions@>+=
static void test_residual_cases(test_context *t)
{
  if (!CHECK(t, ph_world_residual != NULL)) {
    test_note(t, "ph_world_residual is not implemented");
    return;
  }
  scene s;
  @<Check the residual on three boxes that cannot turn, run cold with one pass@>@;
  @<Check the residual of a ball that leaves the floor at 2\thinspace m/s@>@;
}

@ The boxes settle for 30 steps; |want| must be above $10^{-3}$\thinspace m/s, so
that the comparison means something, and |ph_world_residual| must agree
with it to $10^{-9}$\thinspace m/s.

@<Check the residual on three boxes...@>=
if (!CHECK(t, scene_load_text(&s, "three.scene",
      "world gravity=0,-10 integrator=symplectic solver=sequential iterations=1 "
      "warm_start=off friction=off\n"
      "box x=0 y=-0.5 w=40 h=1 static material=static\n"
      "box x=0 y=0.499 w=1 h=1 material=wood\n"
      "box x=0 y=1.498 w=1 h=1 material=wood\n"
    "box x=0 y=2.497 w=1 h=1 material=wood\n"))) return;
for (int i = 0; i < s.world->body_count; i++) s.world->bodies[i].inverse_inertia = 0.0;
for (int n = 0; n < 30; n++) scene_step(&s, 1.0 / 60.0);
double got = ph_world_residual(s.world), want = residual_by_hand(s.world, false);
test_note(t, "three boxes, one cold pass: residual %.9g, by hand %.9g m/s (gh = %.4g m/s)",
  got, want, 10.0 / 60.0);
CHECK(t, want > 1e-3);
CHECK_NEAR(t, got, want, 1e-9);
scene_destroy(&s);

@ One step is enough: phase~1 must find exactly one contact, and the
residual must be 0 exactly. The note prints what $\vert u-v^\star\vert$ would
give. The variable |got| is the one the first case declared.

@<Check the residual of a ball...@>=
if (!CHECK(t, scene_load_text(&s, "rising.scene",
    "world gravity=0,0 integrator=symplectic solver=sequential\n"
    "box x=0 y=-0.5 w=40 h=1 static material=static\n"
    "circle x=0 y=0.499 r=0.5 vy=2 material=rock\n"))) return;
scene_step(&s, 1.0 / 60.0);
got = ph_world_residual(s.world);
test_note(t, "a ball leaving a floor at 2 m/s: %d contact, residual %.9g m/s "
  "(|u - v*| would be %.9g)", s.world->impulse_count, got, residual_by_hand(s.world, true));
CHECK(t, s.world->impulse_count == 1);
CHECK(t, got == 0.0);
scene_destroy(&s);

@ @<Exercise 9.2 test cases@>=
{"residual", "scene", "the residual is small warm started, large cold with one pass, 0 with no contacts", test_residual},
{"residual_cases", "scene", "the residual is in m/s, and 0 at a point that does not push and leaves", test_residual_cases},
