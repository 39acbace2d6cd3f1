@* Exercise 9.1: a factor on the warm start.
The test of exercise~1 of chapter~9. The exercise asks for the world key
$$\hbox{\.{warm\_factor=}$q_w$, $0\le q_w\le1$,}$$
by which phase~4 scales the totals it carries into a step. The test loads
scenes with |scene_load_text|, so on the unmodified stage, where the key
is unknown, the scenes with the key do not load and the checks fail.

@(exercise_ch09_1.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 9.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 9.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The stack of ten of chapter~9 for 2\thinspace s with |keys| on its world
line; its bodies' positions, angles and velocities are kept in |out|.
With $q_w=0$ every carried total is 0, so the step is the cold step of
\.{warm\_start=off}, and with $q_w=1$ it is the default: the test requires
every kept number to be equal (with |==|, since a zero may differ in
sign), and a factor of 1.5 to be refused.

@<Exercise 9.1 test functions@>=
static bool stack_steps(const char *keys, int steps, bool halve_kept, double out[11][6],
  int *rubbing)
{
  char text[2048];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=sequential "
    "friction=on iterations=10 %s\nbox x=0 y=-0.5 w=40 h=1 static material=static\n", keys);
  for (int i = 0; i < 10; i++)
    snprintf(text + strlen(text), sizeof text - strlen(text),
      "box x=%.3f y=%.3f w=1 h=1 material=wood\n", 0.005 * (i % 3 - 1), 0.499 + 0.999 * i);
  scene s;
  if (!scene_load_text(&s, "stack.scene", text)) return false;
  for (int n = 0; n < steps; n++) {
    if (n == steps - 1 && halve_kept) @<Halve the totals the world kept, counting in
      |*rubbing| the points with friction@>@;
    scene_step(&s, 1.0 / 60.0);
  }
  @<Copy each body's position, angle and velocities into its row of |out|@>@;
  scene_destroy(&s);
  return true;
}

@ Before the last step, when |halve_kept| asks for it, the test does by hand
what \.{warm\_factor=0.5} asks of phase~4: it halves the normal and the
tangent total of every point the world kept from the step before. It counts
the points whose tangent total is not 0, so that the check can make sure
friction was at work.

@<Halve the totals the world kept...@>=
{
  *rubbing = 0;
  for (int k = 0; k < s.world->memory_count; k++)
    for (int p = 0; p < s.world->memory[k].count; p++) {
      s.world->memory[k].points[p].impulse *= 0.5;
      s.world->memory[k].points[p].friction_impulse *= 0.5;
      *rubbing += s.world->memory[k].points[p].friction_impulse != 0.0;
    }
}

@ The eleven bodies, the ground first, each give six numbers: $x$, $y$, the
angle, the two components of the velocity and the angular velocity.

@<Copy each body's position...@>=
for (int i = 0; i < 11; i++) {
  const ph_body *b = &s.world->bodies[i];
  double row[6] = {b->position.x, b->position.y, b->angle, b->velocity.x, b->velocity.y,
    b->angular_velocity};
  memcpy(out[i], row, sizeof row);
}

@ |stack_after| runs the stack for 120 steps, 2\thinspace s, with |keys| and
nothing halved; |differences| counts the kept numbers in which two runs
differ. A NaN counts as a difference, since |==| is false for it.

@<Exercise 9.1 test functions@>+=
static bool stack_after(const char *keys, double out[11][6])
{
  return stack_steps(keys, 120, false, out, NULL);
}

static int differences(double a[11][6], double b[11][6])
{
  int n = 0;
  for (int i = 0; i < 11; i++)
    for (int k = 0; k < 6; k++) n += !(a[i][k] == b[i][k]);
  return n;
}

@ The test proper: $q_w=0$ against \.{warm\_start=off}, $q_w=1$ against no key,
and, so that the comparisons cannot pass by showing nothing, $q_w=0$ against
no key, which must differ. A factor above 1 must be refused.

@<Exercise 9.1 test functions@>+=
static void test_warm_factor(test_context *t)
{
  static double zero[11][6], cold[11][6], one[11][6], plain[11][6];
  bool loaded = stack_after("warm_factor=0", zero);
  if (!CHECK(t, loaded)) {
    test_note(t, "the key warm_factor is not implemented");
    return;
  }
  CHECK(t, stack_after("warm_start=off", cold) && stack_after("warm_factor=1", one)
    && stack_after("", plain));
  test_note(t, "%d numbers differ between F = 0 and warm_start=off, %d between F = 1 and the "
    "default", differences(zero, cold), differences(one, plain));
  CHECK(t, differences(zero, cold) == 0);
  CHECK(t, differences(one, plain) == 0);
  CHECK(t, differences(zero, plain) > 0);
  test_bad_scene(t, "world solver=sequential warm_factor=1.5\n", "warm_factor");
}

@ A factor between 0 and 1. The comparisons above cannot see a solution
that scales the normal totals only: at $q_w=0$ the cap $\mu q_w\lambda$ is 0
and cuts the unscaled tangent total to 0 anyway, and at $q_w=1$ nothing is
scaled. So the stack is stepped twice, with \.{warm\_factor=0.5}, and
twice without the key, the totals that the first step kept halved by the
test before the second; the first step warm starts nothing, so both reach
the second with the same state, and $0.5$ times the totals is the same
number whichever multiplies it. Every position and velocity must be equal
after the second step. Scaling the normal totals alone leaves the tangent
ones twice as large wherever the cap does not cut them, and fails.

@<Exercise 9.1 test functions@>+=
static void test_half_factor(test_context *t)
{
  static double half[11][6], halved[11][6];
  int rubbing = 0;
  bool loaded = stack_steps("warm_factor=0.5", 2, false, half, NULL);
  if (!CHECK(t, loaded)) {
    test_note(t, "the key warm_factor is not implemented");
    return;
  }
  CHECK(t, stack_steps("", 2, true, halved, &rubbing));
  test_note(t, "%d kept points with friction; %d numbers differ between F = 0.5 and the "
    "totals halved by hand", rubbing, differences(half, halved));
  CHECK(t, rubbing > 0);
  CHECK(t, differences(half, halved) == 0);
}

@ @<Exercise 9.1 test cases@>=
{"warm_factor", "scene", "warm_factor=0 is a cold start and 1 the default; 1.5 is refused", test_warm_factor},
{"half_factor", "scene", "warm_factor=0.5 starts from half the kept totals, normal and tangent", test_half_factor},
