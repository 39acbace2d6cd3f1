@* Exercise 5.1: rules for mixing restitution.
The test of exercise~1 of chapter~5. The exercise asks for the world key
$$\hbox{\.{mixing=}$r$, with $r$ one of \.{max}, \.{min}, \.{product}, \.{mean},}$$
which chooses how the restitutions of two materials combine (\.{max}, the
chapter's rule, is the default); an unknown rule is refused with a message
that contains ``mixing''. The test loads scenes with |scene_load_text|, so
on the unmodified stage, where the key is unknown, no scene loads and the
checks fail.

@(exercise_ch05_1.c@>=
#include "testing.h"
@<Exercise 5.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 5.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A super ball ($e=0.95$) just inside a static floor of \.{material=static} ($e=0.1$),
moving down at 3\thinspace m/s, at 60 steps a second: in one step it gains
$gh$ and leaves at $e(3+gh)$, where $e$ is $0.95$, $0.1$, $0.095$ and
$0.525$ for the four rules. The arithmetic is a few roundings, so
$10^{-9}\,$m/s is ample, and any two rules differ by far more.

@<Exercise 5.1 test functions@>=
static void test_rules(test_context *t)
{
  static const char *rules[4] = {"max", "min", "product", "mean"};
  static const double want[4] = {0.95, 0.1, 0.095, 0.525};
  for (int k = 0; k < 4; k++) {
    char text[512];
    scene s;
    snprintf(text, sizeof text,
      "world gravity=0,-10 integrator=symplectic solver=single mixing=%s\n"
      "box x=0 y=-0.5 w=8 h=1 static material=static\n"
      "circle x=0 y=0.249 r=0.25 material=superball vy=-3\n", rules[k]);
    if (!CHECK(t, scene_load_text(&s, "mixing.scene", text))) {
      test_note(t, "the scene with mixing=%s does not load", rules[k]);
      continue;
    }
    scene_step(&s, 1.0 / 60.0);
    CHECK_NEAR(t, s.world->bodies[1].velocity.y, want[k] * (3.0 + 10.0 / 60.0), 1e-9);
    scene_destroy(&s);
  }
  test_bad_scene(t, "world solver=single mixing=sometimes\n", "mixing");
}

@ @<Exercise 5.1 test cases@>=
{"rules", "cli", "the four mixing rules give their restitution; an unknown one is refused", test_rules},
