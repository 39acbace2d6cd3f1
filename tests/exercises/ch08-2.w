@* Exercise 8.2: a cap on the bias.
The test of exercise~2 of chapter~8. The exercise asks for the world key
$$\hbox{\.{max\_bias=}$V$,}$$
in metres per second, a setting behind it that caps the bias velocity $b$
of Baumgarte's method and of split impulses at $V$ (no cap without the
key), and a refusal, with a message that contains ``max\_bias'', of a $V$
that is not above 0. The test loads scenes with |scene_load_text|, so on
the unmodified stage, where the key is unknown, no scene with it loads and
the checks fail.

@(exercise_ch08_2.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 8.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 8.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A box of $1\times1\,$m started 0.2\thinspace m inside a static floor,
with restitution 0 and its turning switched off, so that its first contact
point takes the whole impulse (chapter~8's test \.{pop} does the same). Its
bias is $b=\beta(d-s)/h=0.2\cdot0.195\cdot60=2.34\,$m/s. Under Baumgarte's
method the box leaves its first step moving up at the bias, capped:
$1\,$m/s with \.{max\_bias=1}, $2.34$ without; under split impulses its
velocity is untouched and it is lifted by $h$ times the capped bias,
$1/60\,$m. Both to $10^{-9}$, a few roundings. A cap of 0 is refused.

@<Exercise 8.2 test functions@>=
static bool first_step(test_context *t, const char *keys, double *vy, double *lift)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "%s\nbox x=0 y=-0.5 w=20 h=1 static material=static restitution=0\n"
    "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n", keys);
  if (!CHECK(t, scene_load_text(&s, "bias.scene", text))) return false;
  s.world->bodies[1].inverse_inertia = 0.0;
  scene_step(&s, 1.0 / 60.0);
  *vy = s.world->bodies[1].velocity.y;
  *lift = s.world->bodies[1].position.y - 0.3;
  scene_destroy(&s);
  return true;
}

@ |first_step| runs the box for one step with |keys| on the world line and
returns its vertical velocity and how far it rose. The test's three runs:
Baumgarte capped at 1 and not capped, and split impulses capped at 1,
whose lift must be $h\cdot1\,$m/s and whose velocity 0.

@<Exercise 8.2 test functions@>+=
static void test_max_bias(test_context *t)
{
  double vy, lift, b = 0.2 * 60.0 * (0.2 - 0.005);
  if (first_step(t, "correction=baumgarte max_bias=1", &vy, &lift))
    CHECK_NEAR(t, vy, 1.0, 1e-9);
  if (first_step(t, "correction=baumgarte", &vy, &lift)) CHECK_NEAR(t, vy, b, 1e-9);
  if (first_step(t, "correction=split max_bias=1", &vy, &lift)) {
    test_note(t, "split with max_bias=1 lifted the box %.12f m; velocity %.3g m/s", lift, vy);
    CHECK_NEAR(t, lift, 1.0 / 60.0, 1e-9);
    CHECK(t, fabs(vy) <= 1e-9);
  }
  test_bad_scene(t, "world correction=split max_bias=0\n", "max_bias");
}

@ @<Exercise 8.2 test cases@>=
{"max_bias", "cli", "max_bias caps Baumgarte's bias and the pseudo velocity", test_max_bias},
