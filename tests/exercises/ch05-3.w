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

@ A bouncy ball ($e=0.8$) dropped from 5\thinspace m hits at 10\thinspace
m/s; bounce $k$ leaves at about $0.8^k\cdot10$, and bounces go on while the
approach is above the threshold of 1\thinspace m/s: $0.8^k\cdot10>1$ for
$k=0,\ldots,10$, eleven impacts. Each contact step adds $gh$ to the
approach, which raises every rebound, so the ball bounces more often (the
reference solution counts 14); the slow last approaches lie near the
threshold, where the moment a step ends shifts them by up to $gh$, so the
test takes 8 to 16 after 10\thinspace s. With
\.{solver=none} nothing bounces: 0.

@<Exercise 5.3 test functions@>=
static int bounces(test_context *t, const char *solver)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=%s\n"
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"
    "circle x=0 y=5.25 r=0.25 material=bouncy\n", solver);
  if (!CHECK(t, scene_load_text(&s, "count.scene", text))) return -1;
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  int count = ph_world_bounce_count(s.world);
  scene_destroy(&s);
  return count;
}

static void test_count(test_context *t)
{
  if (!CHECK(t, ph_world_bounce_count != NULL)) {
    test_note(t, "ph_world_bounce_count is not implemented");
    return;
  }
  int single = bounces(t, "single");
  test_note(t, "%d bounces", single);
  CHECK(t, single >= 8 && single <= 16);
  CHECK(t, bounces(t, "none") == 0);
}

@ @<Exercise 5.3 test cases@>=
{"count", "scene", "a bouncy ball dropped from 5 m bounces about eleven times", test_count},
