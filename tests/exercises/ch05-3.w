@* Exercise 5.3: counting bounces.
The test of exercise~3 of chapter~5. The exercise asks for
$$\hbox{|int ph_world_bounce_count(const ph_world *w);|}$$
the number of contact points that, since the world was made, were given an
impulse with a target above zero: that bounced. The function is declared
weak, so that this test links against the unmodified stage, where it is
missing, and fails there with the note ``not implemented''.

@(exercise_ch05_3.c@>=
#include "testing.h"
int ph_world_bounce_count(const ph_world *w) __attribute__((weak));
@<Exercise 5.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 5.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A bouncy ball ($e=0.8$) dropped from 5\thinspace m hits at about
10\thinspace m/s, and goes on bouncing while its approach, read after
phase~2, is faster than the threshold of 1\thinspace m/s. The run is
20\thinspace s long, and the count at 15\thinspace s must equal the count
at 20\thinspace s: the threshold, not the end of the run, has ended the
bouncing (the last bounce comes near 10.5\thinspace s). Two predictions
bound the count. The exact law, an approach $0.8^k\cdot10$ at impact $k$,
gives the number of $k\ge0$ with $0.8^k\cdot10>1$: 11, a count with no
extra $gh$ at all. The recurrence of the chapter, an approach
$a_{k+1}=e\,a_k+gh$ after phase~2 (the rebound $e\,a_k$ returning at the
same speed, plus the contact step's $gh$) from an $a_0$ between 10 and
$10+gh$, gives the number of $k$ with $a_k>1$: since
$a_k-{gh\over1-e}=e^k(a_0-{gh\over1-e})$, that is the least $k$ with
$0.8^k(a_0-{5\over6})\le{1\over6}$, 18 for $a_0=10$ and 19 for $a_0=10+gh$. It counts the
whole $gh$ of every contact and forgets that a ball rebounds from inside
the floor with a flight short by $vh/2$ and its depth (the bounce table's
rule), which take part of it back, so the engine bounces fewer times; the
test takes the range 11 to 19 (the reference solution counts 16). With
\.{solver=none} nothing bounces: 0.

@<Exercise 5.3 test functions@>=
static int bounces(test_context *t, const char *solver, int *at_15)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=%s\n"
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"
    "circle x=0 y=5.25 r=0.25 material=bouncy\n", solver);
  *at_15 = -1;
  if (!CHECK(t, scene_load_text(&s, "count.scene", text))) return -1;
  for (int n = 1; n <= 1200; n++) {
    scene_step(&s, 1.0 / 60.0);
    if (n == 900) *at_15 = ph_world_bounce_count(s.world);
  }
  int count = ph_world_bounce_count(s.world);
  scene_destroy(&s);
  return count;
}

@ |bounces| drops the ball under |solver| for 1200 steps, 20\thinspace s, and
returns the count at the end, the count at 15\thinspace s in |*at_15|. The
test requires the single pass's count not to change after 15\thinspace s,
to lie between 11 and 19, and no bounce with no solver.

@<Exercise 5.3 test functions@>+=
static void test_count(test_context *t)
{
  if (!CHECK(t, ph_world_bounce_count != NULL)) {
    test_note(t, "ph_world_bounce_count is not implemented");
    return;
  }
  int at_15, single = bounces(t, "single", &at_15);
  test_note(t, "%d bounces after 15 s, %d after 20 s", at_15, single);
  CHECK(t, single == at_15);
  CHECK(t, single >= 11 && single <= 19);
  CHECK(t, bounces(t, "none", &at_15) == 0);
}

@ @<Exercise 5.3 test cases@>=
{"count", "scene", "a bouncy ball dropped from 5 m bounces 11 to 19 times before the threshold stops it", test_count},
