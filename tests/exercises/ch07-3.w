@* Exercise 7.3: rolling resistance.
The test of exercise~3 of chapter~7. The exercise asks for the world key
$$\hbox{\.{rolling=}$c$, $c\ge0$,}$$
and, at each point that has friction, after its friction impulse, an
angular impulse on the two bodies that opposes their relative spin, cut
to at most $c\rho j$; a negative $c$ is refused with a message that
contains ``rolling''. The test loads scenes with |scene_load_text|, so on
the unmodified stage, where the key is unknown, the scene with the key
does not load and the checks fail.

@(exercise_ch07_3.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 7.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 7.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A disk of radius 0.5\thinspace m rolling at 2\thinspace m/s on a floor,
$1\,\mu$m into it, $\mu=0.5$, with $c=0.02$. Each step the rolling
resistance takes $c\rho\,mgh$ from the angular momentum about the contact
point, ${3\over2}mv\rho$ for a rolling disk, and friction keeps it
rolling, so $v$ falls by ${2\over3}cgh$ a step: the disk stops after
$3v^2/4cg=15\,$m. Counting distance by steps adds at most
$vh=2/60=0.033\,$m, $2.2\times10^{-3}$ of that, about a fifth of a per
cent; the test allows $2\,\%$, and a torque that forgets the
lever $\rho$ (stopping after $7.5\,$m) or acts on the centre's speed
instead ($a=cg$, $10\,$m) fails. With no key the disk rolls on at
2\thinspace m/s.

@<Exercise 7.3 test functions@>=
static double rolled(test_context *t, const char *key, double *speed)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=on%s\nbox x=0 y=-0.5 w=400 h=1 static material=static friction=0.5\n"
    "circle x=-150 y=0.499999 r=0.5 material=wood friction=0.5 vx=2 omega=-4\n", key);
  if (!CHECK(t, scene_load_text(&s, "rolling.scene", text))) return NAN;
  double x0 = s.world->bodies[1].position.x;
  for (int n = 0; n < 1800; n++) scene_step(&s, 1.0 / 60.0);
  double d = s.world->bodies[1].position.x - x0;
  *speed = s.world->bodies[1].velocity.x;
  scene_destroy(&s);
  return d;
}

@ |rolled| runs the disk for 1800 steps, 30\thinspace s, with |key| on the world
line, and returns how far it went and its final speed. With $c=0.02$ the
distance must be $15\,$m to $0.3\,$m and the disk at rest; with no key
it must still roll at 2\thinspace m/s, to $10^{-3}$; a negative $c$ is
refused.

@<Exercise 7.3 test functions@>+=
static void test_rolling(test_context *t)
{
  double v, free_v;
  double d = rolled(t, " rolling=0.02", &v);
  rolled(t, "", &free_v);
  test_note(t, "with c = 0.02 the disk stopped after %.4f m (law 15 m), speed %.3g m/s; "
    "without, it rolls at %.6f m/s", d, v, free_v);
  CHECK_NEAR(t, d, 15.0, 0.3);
  CHECK(t, fabs(v) < 1e-6);
  CHECK_NEAR(t, free_v, 2.0, 1e-3);
  test_bad_scene(t, "world solver=single friction=on rolling=-1\n", "rolling");
}

@ @<Exercise 7.3 test cases@>=
{"rolling", "scene", "rolling resistance c stops a rolling disk after 3 v^2 / 4 c g", test_rolling},
