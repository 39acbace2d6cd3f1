@* Exercise 9.3: passes that stop early.
The test of exercise~3 of chapter~9. The exercise asks for the world key
\.{tolerance=}$V$ (metres per second, default 0) and for
$$\hbox{|int ph_world_passes_used(const ph_world *w);|}$$
the passes the last step made, which stop after the first pass in which
no normal impulse changed its point's normal velocity by more than $V$.
The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note
``not implemented''.

@(exercise_ch09_3.c@>=
#include "testing.h"
#include <math.h>
int ph_world_passes_used(const ph_world *w) __attribute__((weak));
@<Exercise 9.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 9.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The stack of ten of chapter~9 with 100 passes a step and |keys| on its
world line, for 10\thinspace s: the passes of its last step, and how far
its top box sank. Warm started and at rest, a stack's passes change its
velocities by little after the first, so with $V=1\,$mm/s the step stops
early: the test requires fewer than 50 passes and at least one; with no
tolerance all 100; and the stack must stand as in chapter~9's test, its
top box less than 40\thinspace mm below where it started.

@<Exercise 9.3 test functions@>=
static int stack_passes(test_context *t, const char *keys, double *sink)
{
  char text[2048];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=sequential "
    "friction=on iterations=100 %s\nbox x=0 y=-0.5 w=40 h=1 static material=static\n", keys);
  for (int i = 0; i < 10; i++)
    snprintf(text + strlen(text), sizeof text - strlen(text),
      "box x=%.3f y=%.3f w=1 h=1 material=wood\n", 0.005 * (i % 3 - 1), 0.499 + 0.999 * i);
  scene s;
  if (!CHECK(t, scene_load_text(&s, "stack.scene", text))) return -1;
  double start = s.world->bodies[10].position.y;
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  *sink = start - s.world->bodies[10].position.y;
  int passes = ph_world_passes_used(s.world);
  scene_destroy(&s);
  return passes;
}

@ The test runs the stack with $V=10^{-3}\,$m/s and with no tolerance, and a
negative tolerance must be refused.

@<Exercise 9.3 test functions@>+=
static void test_tolerance(test_context *t)
{
  if (!CHECK(t, ph_world_passes_used != NULL)) {
    test_note(t, "ph_world_passes_used is not implemented");
    return;
  }
  double sink, sink_all;
  int early = stack_passes(t, "tolerance=0.001", &sink);
  int all = stack_passes(t, "", &sink_all);
  test_note(t, "passes of the last step: %d with tolerance 1 mm/s (sink %.1f mm), %d without",
    early, 1000.0 * sink, all);
  CHECK(t, early >= 1 && early < 50);
  CHECK(t, all == 100);
  CHECK(t, fabs(sink) < 0.040);
  test_bad_scene(t, "world solver=sequential tolerance=-1\n", "tolerance");
}

@ @<Exercise 9.3 test cases@>=
{"tolerance", "scene", "passes stop early once they change little; the stack still stands", test_tolerance},
