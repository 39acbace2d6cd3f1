@* Exercise 10.1: the size of the grid's cells.
The test of exercise~1 of chapter~10. The exercise asks for the world key
$$\hbox{\.{grid\_scale=}$q_g$, $0.5\le q_g\le8$,}$$
the factor by which the grid's side is the mean size of the moving
bodies (chapter~10's |grid_scale|, 1 by default). The test loads scenes
with |scene_load_text|, so on the unmodified stage, where the key is
unknown, the scenes with the key do not load and the checks fail.

@(exercise_ch10_1.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Exercise 10.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 10.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A pile of 12 rows, each box 1\thinspace mm into its neighbours, searched once, with |keys| on its world line: its
contacts (pair and first point's id) and its box tests per body. The
contacts must be the same for every factor, since the grid finds every
pair whatever its cells (with $q_g=0.5$ a box covers up to nine cells,
still below |grid_most_cells|, so it is entered in the grid); the box
tests with $q_g=8$ must be more than twice those with $q_g=1$, since a coarse
grid puts many boxes in a cell; $q_g=9$ and $q_g=0.4$ are refused with a
message that names \.{grid\_scale}.

@<Exercise 10.1 test functions@>=
static bool pile_contacts(const char *keys, int pairs[][3], int *count, double *tests)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=sequential "
    "friction=on %s\nbox x=0 y=-0.5 w=40 h=1 static\n"
    "pile rows=12 pitch=0.999 x=-5.4945 y=0.4995 size=1\n", keys);
  scene s;
  if (!scene_load_text(&s, "pile.scene", text)) return false;
  ph_world_find_contacts(s.world);
  *count = s.world->contact_count;
  for (int k = 0; k < *count && k < 400; k++) {
    pairs[k][0] = s.world->contacts[k].a;
    pairs[k][1] = s.world->contacts[k].b;
    pairs[k][2] = s.world->contacts[k].manifold.points[0].id;
  }
  *tests = (double) s.world->box_tests / s.world->body_count;
  scene_destroy(&s);
  return true;
}

@ The test searches the pile with $q_g=0.5$, with no key ($q_g=1$) and with
$q_g=8$; it requires between 100 and 400 contacts, the same in number and,
pair by pair, the same as with no key, and more than twice the box tests
with $q_g=8$ as with $q_g=1$.

@<Exercise 10.1 test functions@>+=
static void test_grid_scale(test_context *t)
{
  static int fine[400][3], plain[400][3], coarse[400][3];
  int n[3];
  double tests[3];
  bool loaded = pile_contacts("grid_scale=0.5", fine, &n[0], &tests[0]);
  if (!CHECK(t, loaded)) {
    test_note(t, "the key grid_scale is not implemented");
    return;
  }
  CHECK(t, pile_contacts("", plain, &n[1], &tests[1])
    && pile_contacts("grid_scale=8", coarse, &n[2], &tests[2]));
  test_note(t, "%d, %d and %d contacts; %.1f, %.1f and %.1f box tests a body", n[0], n[1],
    n[2], tests[0], tests[1], tests[2]);
  CHECK(t, n[0] == n[1] && n[1] == n[2] && n[1] > 100 && n[1] <= 400);
  CHECK(t, memcmp(fine, plain, sizeof fine) == 0 && memcmp(coarse, plain, sizeof fine) == 0);
  CHECK(t, tests[2] > 2.0 * tests[1]);
  test_bad_scene(t, "world grid_scale=9\n", "grid_scale");
  test_bad_scene(t, "world grid_scale=0.4\n", "grid_scale");
}

@ @<Exercise 10.1 test cases@>=
{"grid_scale", "scene", "grid_scale changes the box tests, never the contacts; 9 is refused", test_grid_scale},

@ The factor multiplies the mean size; it does not divide it. A row of 50
unit boxes with no floor and no gravity, their centres $1.6\,$m apart,
leaves gaps of $0.6\,$m: with $q_g=0.5$ the cells are $0.5\,$m wide and no
two boxes share one, so the search makes no box test at all; with $q_g=2$ the
cells are $2\,$m wide and neighbours share them. A solution that divides
the mean size by $q_g$ makes the cells of $q_g=0.5$ two metres wide, and passes
the pile's checks above (its $q_g=8$ makes cells so small that every box is
large, which costs as many tests as coarse cells), but not this one.

@<Exercise 10.1 test functions@>+=
static double row_tests(const char *keys)
{
  char text[4096];
  int n = snprintf(text, sizeof text, "world gravity=0,0 broad=grid %s\n", keys);
  for (int i = 0; i < 50; i++)
    n += snprintf(text + n, sizeof text - (size_t) n, "box x=%.1f y=0 w=1 h=1\n", 1.6 * i);
  scene s;
  if (!scene_load_text(&s, "row.scene", text)) return NAN;
  ph_world_find_contacts(s.world);
  double tests = (double) s.world->box_tests;
  scene_destroy(&s);
  return tests;
}

@ With $q_g=0.5$ the search must make no box test, and with $q_g=2$ at least one.

@<Exercise 10.1 test functions@>+=
static void test_scale_direction(test_context *t)
{
  double fine = row_tests("grid_scale=0.5"), coarse = row_tests("grid_scale=2");
  if (!CHECK(t, !isnan(fine))) {
    test_note(t, "the key grid_scale is not implemented");
    return;
  }
  test_note(t, "a row with gaps of 0.6 m: %.0f box tests with F = 0.5, %.0f with F = 2", fine,
    coarse);
  CHECK(t, fine == 0.0);
  CHECK(t, coarse > 0.0);
}

@ @<Exercise 10.1 test cases@>+=
{"scale_direction", "unit", "cells of half the mean size keep boxes 0.6 m apart out of each other's cells", test_scale_direction},

@ Through the C interface. The exercise puts the range in the settings'
check, so that |ph_world_set_settings| and |ph_world_create| refuse a
factor the reader refuses; the checks above go through the reader only, and
a solution that checked the range there alone would pass them. The test
cannot name the new field, since it must compile against the unmodified
stage, which lacks it; it finds it instead, as the one |double| of
|ph_settings| that holds 0.5, 1 and~8 in worlds loaded with
\.{grid\_scale=0.5}, no key and \.{grid\_scale=8}. (Loading restores the
test's error handler, so the refusals below are still recorded.)
|scale_of_settings| reads the |double| at offset |o| of settings |s|.

@<Exercise 10.1 test functions@>+=
static double scale_of_settings(const ph_settings *s, long o)
{
  double f;
  memcpy(&f, (const char *) s + o, sizeof f);
  return f;
}

@ |grid_scale_offset| gives the field's offset in bytes, or $-1$ if the
scenes do not load or no single field fits.

@<Exercise 10.1 test functions@>+=
static long grid_scale_offset(void)
{
  static const char *keys[3] = {"grid_scale=0.5", "", "grid_scale=8"};
  static const double values[3] = {0.5, 1.0, 8.0};
  ph_settings held[3];
  for (int k = 0; k < 3; k++) {
    char text[64];
    snprintf(text, sizeof text, "world %s\n", keys[k]);
    scene s;
    if (!scene_load_text(&s, "scale.scene", text)) return -1;
    held[k] = s.world->settings;
    scene_destroy(&s);
  }
  long found = -1, fits = 0;
  for (size_t o = 0; o + sizeof(double) <= sizeof(ph_settings); o += _Alignof(double)) {
    int same = 0;
    for (int k = 0; k < 3; k++) same += scale_of_settings(&held[k], (long) o) == values[k];
    if (same == 3) found = (long) o, fits++;
  }
  return fits == 1 ? found : -1;
}

@ |with_scale| gives settings |s| with the factor |f| in the field at |o|,
and |scale_of| the factor a world holds.
The test requires |ph_world_set_settings| to take the ends of the range,
0.5 and~8, and to refuse 0.4, 8.5, 9 and a NaN with a message that names
\.{grid\_scale}, leaving the world's factor as it was; |ph_world_create|
refuses 9 too. Last, $q_g=8$ set through the interface must do what the key
does: the row of boxes above, loaded with no key and given $q_g=8$ by
|ph_world_set_settings|, makes exactly the box tests it makes when loaded
with \.{grid\_scale=8}.

@<Exercise 10.1 test functions@>+=
static ph_settings with_scale(ph_settings s, long o, double f)
{
  memcpy((char *) &s + o, &f, sizeof f);
  return s;
}

static double scale_of(const ph_world *w, long o)
{
  return scale_of_settings(&w->settings, o);
}

@ @<Exercise 10.1 test functions@>+=
static void test_set_settings(test_context *t)
{
  long o = grid_scale_offset();
  if (!CHECK(t, o >= 0)) {
    test_note(t, "the key grid_scale is not implemented, or no one setting holds it");
    return;
  }
  ph_settings s = ph_default_settings();
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  static const double good[2] = {0.5, 8.0}, bad[4] = {0.4, 8.5, 9.0, NAN};
  for (int k = 0; k < 2; k++) {
    ph_settings f = with_scale(s, o, good[k]);
    CHECK(t, ph_world_set_settings(w, &f) && scale_of(w, o) == good[k]);
  }
  @<Check that the interface refuses the factors |bad|, and |ph_world_create| 9@>@;
  ph_world_destroy(w);
  @<Check that $q_g=8$ set through the interface does what the key does@>@;
}

@ The world's factor is still 8, the last one taken, after each refusal.

@<Check that the interface refuses...@>=
for (int k = 0; k < 4; k++) {
  ph_settings f = with_scale(s, o, bad[k]);
  CHECK_REFUSED(t, ph_world_set_settings(w, &f), "grid_scale");
  CHECK(t, scale_of(w, o) == 8.0);
}
ph_settings nine = with_scale(s, o, 9.0);
ph_world *v = NULL;
CHECK_REFUSED(t, v = ph_world_create(&nine), "grid_scale");
if (!CHECK(t, v == NULL)) ph_world_destroy(v);

@ @<Check that $q_g=8$ set through the interface...@>=
{
  char text[4096];
  int n = snprintf(text, sizeof text, "world gravity=0,0 broad=grid\n");
  for (int i = 0; i < 50; i++)
    n += snprintf(text + n, sizeof text - (size_t) n, "box x=%.1f y=0 w=1 h=1\n", 1.6 * i);
  scene r;
  if (CHECK(t, scene_load_text(&r, "row.scene", text))) {
    ph_settings f = with_scale(r.world->settings, o, 8.0);
    CHECK(t, ph_world_set_settings(r.world, &f));
    ph_world_find_contacts(r.world);
    double by_key = row_tests("grid_scale=8"), by_call = (double) r.world->box_tests;
    test_note(t, "the row with F = 8: %.0f box tests by the key, %.0f by the call", by_key,
      by_call);
    CHECK(t, by_call == by_key && by_key > row_tests(""));
    scene_destroy(&r);
  }
}

@ @<Exercise 10.1 test cases@>+=
{"set_settings", "unit", "ph_world_set_settings takes F from 0.5 to 8 and refuses the rest", test_set_settings},
