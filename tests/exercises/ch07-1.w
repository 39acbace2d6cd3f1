@* Exercise 7.1: the work of friction.
The test of exercise~1 of chapter~7. The exercise asks for
$$\hbox{|double ph_world_friction_work(const ph_world *w);|}$$
the energy that friction impulses have taken from the bodies since the
world was made. The function is declared weak, so that this test links
against the unmodified stage, where it is missing, and fails there with
the note ``not implemented''.

@(exercise_ch07_1.c@>=
#include "testing.h"
#include <math.h>
double ph_world_friction_work(const ph_world *w) __attribute__((weak));
@<Exercise 7.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 7.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A disk of radius 0.5\thinspace m, $1\,\mu$m into a floor, launched at
6\thinspace m/s with no spin, $\mu=0.5$: after 2\thinspace s it rolls, and
friction has taken what the disk lost of its kinetic energy, linear plus
turning. (Gravity's $gh$ of each step is given and taken back by the
normal impulse within the step, so between steps only friction changes
the energy.) The test requires the work to equal the energy lost, computed
here from the bodies' fields, to $10^{-9}$ of it (roundings of energies
near each other), and to equal the chapter's ${1\over6}mv_0^2$ to $10^{-4}$
(the rolling radius is short of $r$ by $0.5\,\mu$m). With friction off the
work is 0.

@<Exercise 7.1 test functions@>=
static double energy(const ph_body *b)
{
  return 0.5 * b->mass * ph_dot(b->velocity, b->velocity)
    + 0.5 * b->inertia * b->angular_velocity * b->angular_velocity;
}

static double work(test_context *t, const char *friction, double *lost, double *mass)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=%s\nbox x=0 y=-0.5 w=400 h=1 static material=static friction=0.5\n"
    "circle x=0 y=0.499999 r=0.5 material=wood friction=0.5 vx=6\n", friction);
  if (!CHECK(t, scene_load_text(&s, "work.scene", text))) return NAN;
  double e0 = energy(&s.world->bodies[1]);
  for (int n = 0; n < 120; n++) scene_step(&s, 1.0 / 60.0);
  *lost = e0 - energy(&s.world->bodies[1]);
  *mass = s.world->bodies[1].mass;
  double taken = ph_world_friction_work(s.world);
  scene_destroy(&s);
  return taken;
}

@ The test runs the disk with friction on, then off. The tolerance of the
second comparison is $10^{-4}mv_0^2/6$, written $10^{-4}\cdot6m$ since
$v_0^2/6=6\,$m$^2$/s$^2$.

@<Exercise 7.1 test functions@>+=
static void test_work(test_context *t)
{
  if (!CHECK(t, ph_world_friction_work != NULL)) {
    test_note(t, "ph_world_friction_work is not implemented");
    return;
  }
  double lost, m;
  double taken = work(t, "on", &lost, &m);
  test_note(t, "friction took %.9f J; the disk lost %.9f J; m v0^2 / 6 = %.9f J", taken, lost,
    m * 36.0 / 6.0);
  CHECK_NEAR(t, taken, lost, 1e-9 * lost);
  CHECK_NEAR(t, taken, m * 36.0 / 6.0, 1e-4 * m * 6.0);
  CHECK(t, work(t, "off", &lost, &m) == 0.0);
}

@ @<Exercise 7.1 test cases@>=
{"work", "scene", "friction's work is the energy a disk loses until it rolls, m v0^2 / 6", test_work},
