@* Exercise 10.2: sweeping along the better axis.
The test of exercise~2 of chapter~10. The exercise asks the sort and
sweep of chapter~10 (\.{broad=sweep}) to sweep along the axis on which
the centres of the boxes spread the most, $x$ or~$y$, rather than always
along~$x$.

@(exercise_ch10_2.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 10.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 10.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A column of 200 boxes, each 1\thinspace mm into the one below, on a
floor, searched once with the sweep and once with all pairs. Along $x$
every box's range overlaps every other's, and the sweep compares about
100 boxes a body; along $y$ a box meets the box above and the floor,
whose range is first in the list: the test requires fewer than five a
body, and the same contacts as all pairs (some 200).

@<Exercise 10.2 test functions@>=
static int column(test_context *t, const char *broad, int pairs[][2], double *tests)
{
  char text[16384];
  int n = snprintf(text, sizeof text, "world broad=%s\nbox x=0 y=-0.5 w=40 h=1 static\n",
    broad);
  for (int i = 0; i < 200; i++)
    n += snprintf(text + n, sizeof text - (size_t) n, "box x=%.3f y=%.3f w=1 h=1\n",
      0.01 * (i % 3 - 1), 0.4995 + 0.999 * i);
  scene s;
  if (!CHECK(t, scene_load_text(&s, "column.scene", text))) return -1;
  ph_world_find_contacts(s.world);
  int count = s.world->contact_count;
  for (int k = 0; k < count && k < 300; k++) {
    pairs[k][0] = s.world->contacts[k].a;
    pairs[k][1] = s.world->contacts[k].b;
  }
  *tests = (double) s.world->box_tests / s.world->body_count;
  scene_destroy(&s);
  return count;
}

static void test_sweep_axis(test_context *t)
{
  static int swept[300][2], all[300][2];
  double tests, all_tests;
  int n = column(t, "sweep", swept, &tests), m = column(t, "all", all, &all_tests);
  test_note(t, "%d contacts swept, %d by all pairs; %.1f box tests a body swept", n, m, tests);
  CHECK(t, n == m && n > 150);
  CHECK(t, memcmp(swept, all, sizeof swept) == 0);
  CHECK(t, tests < 5.0);
}

@ @<Exercise 10.2 test cases@>=
{"sweep_axis", "unit", "a column swept along y: few box tests, the contacts of all pairs", test_sweep_axis},
