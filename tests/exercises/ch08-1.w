@* Exercise 8.1: the deepest contact.
The test of exercise~1 of chapter~8. The exercise asks for
$$\hbox{|double ph_world_deepest_contact(const ph_world *w);|}$$
the largest depth among the contacts the last step's phase~1 found, 0 when
there are none, and a refusal (``no world'') for a null world. The
function is declared weak, so that this test links against the unmodified
stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch08_1.c@>=
#include "testing.h"
#include <math.h>
double ph_world_deepest_contact(const ph_world *w) __attribute__((weak));
@<Exercise 8.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 8.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A box of $1\times1\,$m started 0.2\thinspace m inside a static floor,
with restitution 0. After one step the deepest contact is the one phase~1
found before anything moved, 0.2\thinspace m, to $10^{-12}$ (the
rounding of $0.5-0.3$). Under split impulses the box is lifted out, a
fifth of the excess each step, so after 60 steps the deepest contact is
below 20\thinspace mm (chapter~8 measures about 10); under no correction
it has sunk deeper than it started. A floor alone has no contact, and
gives 0.

@<Exercise 8.1 test functions@>=
static double deepest_after(test_context *t, const char *method, const char *bodies, int steps)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=on correction=%s\nbox x=0 y=-0.5 w=20 h=1 static material=static "
    "restitution=0\n%s", method, bodies);
  if (!CHECK(t, scene_load_text(&s, "deep.scene", text))) return NAN;
  for (int n = 0; n < steps; n++) scene_step(&s, 1.0 / 60.0);
  double d = ph_world_deepest_contact(s.world);
  scene_destroy(&s);
  return d;
}

@ |deepest_after| loads the floor and |bodies| under the correction |method|
and returns the deepest contact after |steps| steps. Besides the three
runs of the box and the floor alone, the test requires a null world to be
refused.

@<Exercise 8.1 test functions@>+=
static void test_deepest(test_context *t)
{
  if (!CHECK(t, ph_world_deepest_contact != NULL)) {
    test_note(t, "ph_world_deepest_contact is not implemented");
    return;
  }
  const char *box = "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n";
  double first = deepest_after(t, "split", box, 1), later = deepest_after(t, "split", box, 60);
  double none = deepest_after(t, "none", box, 60);
  test_note(t, "deepest: %.15f m after one step, %.6f m after 60 (split), %.6f m (none)",
    first, later, none);
  CHECK_NEAR(t, first, 0.2, 1e-12);
  CHECK(t, later < 0.02 && none > 0.2);
  CHECK(t, deepest_after(t, "split", "", 10) == 0.0);
  CHECK_REFUSED(t, ph_world_deepest_contact(NULL), "no world");
}

@ @<Exercise 8.1 test cases@>=
{"deepest", "scene", "the deepest contact of a box lifted out of the floor", test_deepest},

@ The largest, not the first. Each scene above has one contact, so a
solution that gave the first contact's depth, or the last one's, would
pass them. Three boxes stand on the floor 4\thinspace m apart, started
0.1, 0.2 and 0.05\thinspace m deep, in that order of bodies. Phase~1
meets the pairs in body order (chapter~4's loop takes body~0, the floor,
with each box in turn), so its contacts hold the depths 0.1, 0.2 and
0.05: the first is 0.1, the last 0.05, and the largest, 0.2, is in the
middle. After one step the function must give 0.2 to $10^{-12}$, as
above (each depth is the floor's top, 0, less a box's bottom, $y-0.5$,
one rounding of numbers below 1).

@<Exercise 8.1 test functions@>+=
static void test_deepest_of_three(test_context *t)
{
  if (!CHECK(t, ph_world_deepest_contact != NULL)) {
    test_note(t, "ph_world_deepest_contact is not implemented");
    return;
  }
  const char *boxes = "box x=-4 y=0.4 w=1 h=1 material=wood restitution=0\n"
    "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n"
    "box x=4 y=0.45 w=1 h=1 material=wood restitution=0\n";
  double d = deepest_after(t, "split", boxes, 1);
  test_note(t, "three boxes 0.1, 0.2 and 0.05 m deep: the deepest contact %.15f m", d);
  CHECK_NEAR(t, d, 0.2, 1e-12);
}

@ @<Exercise 8.1 test cases@>+=
{"deepest_of_three", "scene", "the deepest of three contacts, which is not the first", test_deepest_of_three},
