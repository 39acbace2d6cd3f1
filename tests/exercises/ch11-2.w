@* Exercise 11.2: sub-steps enough for a frequency.
The test of exercise~2 of chapter~11. The exercise asks for
$$\hbox{|int ph_soft_substeps(double hertz, double h);|}$$
the fewest sub-steps, at least~1, with which a step of length |h| lets a
contact of frequency |hertz| escape the cap $f\le1/4h'$ of its sub-step
$h'=h/n$; or $-1$, with a message to the error handler, for a frequency
that is negative or not finite, or a step that is not positive and finite.
The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and says so.

@(exercise_ch11_2.c@>=
#include "testing.h"
#include <math.h>
int ph_soft_substeps(double hertz, double h) __attribute__((weak));
@<Exercise 11.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 11.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The cap is $f\le n/4h$, so $n$ is the least whole number with
$n\ge4fh$. At $h=1/60\,$s: 30\thinspace Hz needs 2, 60\thinspace Hz
needs~4 (exactly at the cap, which is allowed), 61\thinspace Hz needs~5,
and 0\thinspace Hz, a rigid contact, needs~1, as does 1\thinspace Hz. At
$h=1/30\,$s, 60\thinspace Hz needs~8. A solution that rounds $4fh$ to
the nearest rather than up fails at 61\thinspace Hz; one that forgets the
least of one fails at 0; one that uses $2\pi f$ fails everywhere. The
answers are checked with the soft step itself too: at the number found the
contact is not capped, and the rest depth of a unit box on a floor of
(static) frequency $f$ is the model's $1.25\,g/(2\pi f)^2$ with $f$
uncapped.

@<Exercise 11.2 test functions@>=
static void test_counts(test_context *t)
{
  if (!CHECK(t, ph_soft_substeps != NULL)) {
    test_note(t, "ph_soft_substeps is not implemented");
    return;
  }
  static const struct { double hertz, h; int n; } cases[] = {
    {30.0, 1.0 / 60.0, 2}, {60.0, 1.0 / 60.0, 4}, {61.0, 1.0 / 60.0, 5},
    {0.0, 1.0 / 60.0, 1}, {1.0, 1.0 / 60.0, 1}, {60.0, 1.0 / 30.0, 8}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    int n = ph_soft_substeps(cases[k].hertz, cases[k].h);
    test_note(t, "%g Hz at h = %.4f s: %d sub-steps (expected %d)", cases[k].hertz,
      cases[k].h, n, cases[k].n);
    CHECK(t, n == cases[k].n);
  }
}

@ @<Exercise 11.2 test cases@>=
{"counts", "unit", "the fewest sub-steps that escape the cap f <= 1/4h'", test_counts},

@ Bad arguments give $-1$ and a message that names the frequency or the
step, and never crash.

@<Exercise 11.2 test functions@>+=
static void test_refusals(test_context *t)
{
  if (!CHECK(t, ph_soft_substeps != NULL)) return;
  int r[4];
  CHECK_REFUSED(t, r[0] = ph_soft_substeps(-1.0, 1.0 / 60.0), "frequency");
  CHECK_REFUSED(t, r[1] = ph_soft_substeps(NAN, 1.0 / 60.0), "frequency");
  CHECK_REFUSED(t, r[2] = ph_soft_substeps(30.0, 0.0), "step");
  CHECK_REFUSED(t, r[3] = ph_soft_substeps(30.0, INFINITY), "step");
  CHECK(t, r[0] == -1 && r[1] == -1 && r[2] == -1 && r[3] == -1);
}

@ @<Exercise 11.2 test cases@>+=
{"refusals", "unit", "a negative frequency or a bad step gives -1", test_refusals},

@ The count, used: a unit box on a static floor at $f$ (the scene's
\.{contact\_hertz=}$f/2$, since a static contact doubles it), with the
sub-steps the function gives, rests at the uncapped model's depth.

@<Exercise 11.2 test functions@>+=
static void test_uncapped(test_context *t)
{
  if (!CHECK(t, ph_soft_substeps != NULL)) return;
  int n = ph_soft_substeps(120.0, 1.0 / 60.0);
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 solver=soft contact_hertz=60 substeps=%d\n"
    "box x=0 y=-0.5 w=20 h=1 static material=static\n"
    "box x=0 y=0.5 w=1 h=1 material=wood friction=0\n", n > 0 && n <= 64 ? n : 1);
  scene s;
  if (!CHECK(t, scene_load_text(&s, "rest.scene", text))) return;
  for (int k = 0; k < 180; k++) scene_step(&s, 1.0 / 60.0);
  double omega = 2.0 * 3.14159265358979323846 * 120.0;
  double depth = 0.5 - s.world->bodies[1].position.y, model = 1.25 * 10.0 / (omega * omega);
  test_note(t, "%d sub-steps: the box rests %.5f mm deep; uncapped, the model says %.5f mm",
    n, 1000.0 * depth, 1000.0 * model);
  CHECK(t, fabs(depth - model) <= 1e-3 * model);
  scene_destroy(&s);
}

@ @<Exercise 11.2 test cases@>+=
{"uncapped", "scene", "with that many sub-steps a 120 Hz static contact rests at its model depth", test_uncapped},
