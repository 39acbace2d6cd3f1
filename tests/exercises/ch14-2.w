@* Exercise 14.2: gravity that wakes.
The test of exercise~2 of chapter~14. The exercise asks that
|ph_world_set_settings| (chapter~1) with a gravity different from the
world's wake every sleeping island at once, before it returns: a
sleeping body feels no force, so a pile asleep when gravity turns would
hang where it was. Settings that leave the gravity as it was wake
nothing. The test calls only functions every stage~14 has, so on the
unmodified stage it runs and fails its checks.

@s ph_world int
@s ph_settings int

@(exercise_ch14_2.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 14.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 14.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The scene: a static ground whose top is $y=0$ and a column of three
boxes $0.5\,$m square standing on it (bodies 1 to~3), which sleeps within
a second under the default gravity $(0,-10)$.

@<Exercise 14.2 test functions@>=
static const double dt = 1.0 / 60.0;

static int column_asleep(const ph_world *w)
{
  int k = 0;
  for (int i = 1; i <= 3; i++) k += ph_body_is_asleep(w, ph_body_id_of(i));
  return k;
}

@ {\it The same gravity wakes nothing.} Once the column sleeps, the same
settings, and then the same gravity with another iteration count, are
set: the column must sleep on, right after each call and after a step.

{\it A turned gravity wakes at once.} Then gravity $(10,0)$: right after
the call every box must be awake. The ground gives no push along $x$, so
the boxes fall sideways as free bodies, and in half a second each must
have gone more than a metre along~$x$ (free fall gives
${1\over2}\,g\,t^2=1.25\,$m; the soft step's sub-steps add a little).
An engine that waited for the next step's wake would fail the first
check; one that never woke would leave the pile hanging, and fail both.

@<Exercise 14.2 test functions@>=
static void test_gravity_wakes(test_context *t)
{
  ph_settings s = ph_default_settings();
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  for (int i = 0; i < 4; i++) {
    ph_body_def d = ph_default_body_def();
    d.shape = i == 0 ? ph_box(20.0, 1.0) : ph_box(0.5, 0.5);
    d.position = i == 0 ? ph_v(0.0, -0.5) : ph_v(0.0, 0.25 + 0.5 * (i - 1));
    d.is_static = i == 0;
    CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &d)));
  }
  int n = 0;
  while (n < 120 && column_asleep(w) < 3) ph_world_step(w, dt), n++;
  CHECK(t, column_asleep(w) == 3);
  @<Set the same gravity twice, and check that the column sleeps on@>@;
  @<Turn gravity sideways, and check that the column wakes and falls@>@;
  ph_world_destroy(w);
}

@ @<Set the same gravity twice, and check that the column sleeps on@>=
CHECK(t, ph_world_set_settings(w, &s));
int same = column_asleep(w);
s.iterations += 1;
CHECK(t, ph_world_set_settings(w, &s));
same += column_asleep(w);
ph_world_step(w, dt);
same += column_asleep(w);
CHECK(t, same == 9);

@ @<Turn gravity sideways, and check that the column wakes and falls@>=
double x0[4];
for (int i = 1; i <= 3; i++) x0[i] = ph_body_position(w, ph_body_id_of(i)).x;
s.gravity = ph_v(10.0, 0.0);
CHECK(t, ph_world_set_settings(w, &s));
int at_once = column_asleep(w);
for (int k = 0; k < 30; k++) ph_world_step(w, dt);
double least = INFINITY;
for (int i = 1; i <= 3; i++)
  least = fmin(least, ph_body_position(w, ph_body_id_of(i)).x - x0[i]);
test_note(t, "asleep after the same gravity: %d of 9; right after the turn %d; in half a "@|
  "second the boxes went at least %.4f m along x", same, at_once, least);
CHECK(t, at_once == 0);
CHECK(t, least > 1.0);

@ @<Exercise 14.2 test cases@>=
{"gravity_wakes", "unit", "a new gravity wakes every sleeping island at once; the same gravity wakes none", test_gravity_wakes},
