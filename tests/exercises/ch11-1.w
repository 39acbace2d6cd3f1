@* Exercise 11.1: the static contact's factor.
The test of exercise~1 of chapter~11. The exercise asks for the world key
$$\hbox{\.{static\_scale=}$F$, $1\le F\le8$,}$$
the factor by which a contact with a static body is stiffer than
|contact_hertz| (2 in the chapter, and by default). The test loads scenes
with |scene_load_text|, so on the unmodified stage, where the key is
unknown, the scenes with the key do not load and the checks fail.

@(exercise_ch11_1.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 11.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 11.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A unit box of wood rests flat on a static floor for 3\thinspace s, at
$f=10\,$Hz. Its depth must be the chapter's model,
$1.25\,g/\omega^2$ with $\omega=2\pi\min(Ff,1/4h)$, to $10^{-3}$ of it (the chapter's
test argues the tolerance), for $F=1$, 2, 4 and~8; so the depth at $F=1$ is
four times the depth at $F=2$. The cap $1/4h$ is 60\thinspace Hz for
four sub-steps of a step of $1/60\,$s, $h=1/240\,$s: $F=1$, 2 and~4 stay
below it, and $F=8$, the top of the range, meets it, since $8f=80\,$Hz.
There the depth is the model's at 60\thinspace Hz, 88.0\thinspace$\mu$m; a
solution that dropped the cap would rest at the model's 80\thinspace Hz,
$(60/80)^2=0.5625$ of that, 49.5\thinspace$\mu$m, far outside $10^{-3}$. A solution that multiplied the frequency of
every contact, not only the static ones, passes this and fails the next
test; one that divided by $F$ fails this one. $F=0.5$ and $F=9$ are refused
with a message that names the key.

@<Exercise 11.1 test functions@>=
static double rest_depth(const char *keys)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 solver=soft contact_hertz=10 %s\n"
    "box x=0 y=-0.5 w=20 h=1 static material=static\n"
    "box x=0 y=0.5 w=1 h=1 material=wood friction=0\n", keys);
  scene s;
  if (!scene_load_text(&s, "rest.scene", text)) return NAN;
  for (int n = 0; n < 180; n++) scene_step(&s, 1.0 / 60.0);
  double depth = 0.5 - s.world->bodies[1].position.y;
  scene_destroy(&s);
  return depth;
}

@ |rest_depth| gives the depth after 180 steps with |keys| on the world line,
or a NaN if the scene does not load. The test compares it, for each
factor, with $1.25\,g/\omega^2$, $\omega=2\pi\min(F\cdot10\,{\rm Hz},60\,{\rm Hz})$.

@<Exercise 11.1 test functions@>+=
static void test_static_scale(test_context *t)
{
  static const double factors[4] = {1.0, 2.0, 4.0, 8.0};
  for (int k = 0; k < 4; k++) {
    char keys[64];
    snprintf(keys, sizeof keys, "static_scale=%g", factors[k]);
    double depth = rest_depth(keys);
    if (!CHECK(t, !isnan(depth))) {
      test_note(t, "the key static_scale is not implemented");
      return;
    }
    double omega = 2.0 * 3.14159265358979323846 * fmin(factors[k] * 10.0, 60.0);
    double model = 1.25 * 10.0 / (omega * omega);
    test_note(t, "F = %g: the box rests %.5f mm deep; the model says %.5f mm", factors[k],
      1000.0 * depth, 1000.0 * model);
    CHECK(t, fabs(depth - model) <= 1e-3 * model);
  }
  test_bad_scene(t, "world static_scale=0.5\n", "static_scale");
  test_bad_scene(t, "world static_scale=9\n", "static_scale");
}

@ @<Exercise 11.1 test cases@>=
{"static_scale", "scene", "the depth on a static floor follows the factor F", test_static_scale},

@ The factor is for static contacts only. A box of density 100 on a box
of density~1, at 10\thinspace Hz: the heavy box's contact is between two
moving bodies, so its depth into the light box, the heavy box's sink less
the light box's, must not change with $F$. The test compares $F=1$ with
$F=4$ to $10^{-3}$ of the depth.

@<Exercise 11.1 test functions@>+=
static double between(const char *keys)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 solver=soft contact_hertz=10 %s\n"
    "box x=0 y=-10 w=100 h=20 static density=1 friction=0.6 restitution=0\n"
    "box x=0 y=0.5 w=1 h=1 density=1 friction=0.6 restitution=0\n"
    "box x=0 y=1.5 w=1 h=1 density=100 friction=0.6 restitution=0\n", keys);
  scene s;
  if (!scene_load_text(&s, "heavy.scene", text)) return NAN;
  for (int n = 0; n < 300; n++) scene_step(&s, 1.0 / 60.0);
  double d = (s.world->bodies[1].position.y + 1.0) - s.world->bodies[2].position.y;
  scene_destroy(&s);
  return d;
}

@ |between| gives that depth after 300 steps, 5\thinspace s, with |keys| on the
world line: the light box's top, its centre plus half a metre, less the
heavy box's bottom, its centre less half a metre.

@<Exercise 11.1 test functions@>+=
static void test_moving_unchanged(test_context *t)
{
  double one = between("static_scale=1"), four = between("static_scale=4");
  if (!CHECK(t, !isnan(one))) {
    test_note(t, "the key static_scale is not implemented");
    return;
  }
  test_note(t, "the heavy box's depth in the light one: %.4f mm at F = 1, %.4f mm at F = 4",
    1000.0 * one, 1000.0 * four);
  CHECK(t, fabs(one - four) <= 1e-3 * one);
}

@ @<Exercise 11.1 test cases@>+=
{"moving_unchanged", "scene", "a contact between two moving bodies does not feel F", test_moving_unchanged},
