@* Exercise 10.1: the size of the grid's cells.
The test of exercise~1 of chapter~10. The exercise asks for the world key
$$\hbox{\.{grid\_scale=}$F$, $0.5\le F\le8$,}$$
the factor by which the grid's side is the mean size of the moving
bodies (chapter~10's |grid_scale|, 1 by default). The test loads scenes
with |scene_load_text|, so on the unmodified stage, where the key is
unknown, the scenes with the key do not load and the checks fail.

@(exercise_ch10_1.c@>=
#include "testing.h"
#include <math.h>
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
pair whatever its cells (with $F=0.5$ a box covers up to nine cells,
still below |grid_most_cells|, so it is entered in the grid); the box
tests with $F=8$ must be more than twice those with $F=1$, since a coarse
grid puts many boxes in a cell; $F=9$ and $F=0.4$ are refused with a
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

@ The test searches the pile with $F=0.5$, with no key ($F=1$) and with
$F=8$; it requires between 100 and 400 contacts, the same in number and,
pair by pair, the same as with no key, and more than twice the box tests
with $F=8$ as with $F=1$.

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
leaves gaps of $0.6\,$m: with $F=0.5$ the cells are $0.5\,$m wide and no
two boxes share one, so the search makes no box test at all; with $F=2$ the
cells are $2\,$m wide and neighbours share them. A solution that divides
the mean size by $F$ makes the cells of $F=0.5$ two metres wide, and passes
the pile's checks above (its $F=8$ makes cells so small that every box is
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

@ With $F=0.5$ the search must make no box test, and with $F=2$ at least one.

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
