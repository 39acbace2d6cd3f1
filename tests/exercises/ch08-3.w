@* Exercise 8.3: projection with the depth carried forward.
The test of exercise~3 of chapter~8. The exercise asks for the world key
$$\hbox{\.{reproject=on} or \.{off},}$$
a setting behind it (off by default), and, when it is on, projection with
each contact's depth less what phase~6 moved its bodies apart along the
normal; anything but \.{on} or \.{off} is refused with a message that
contains ``reproject''. The test loads scenes with |scene_load_text|, so on
the unmodified stage, where the key is unknown, the scene with \.{on} does
not load and the checks fail.

@(exercise_ch08_3.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 8.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 8.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A box of $1\times1\,$m, its turning switched off, restitution 1 on box and
floor, 50\thinspace mm deep in a static floor and falling at 3\thinspace
m/s, under projection. Phase~1 finds it 0.05\thinspace m deep; phase~2
makes its speed $3+gh$; phase~5 bounces it at $e=1$ (the approach is above
the threshold), up at $3+gh$; phase~6 lifts it by $h(3+gh)=52.8\,$mm,
more than the depth. Carried forward, the depth is then below the slop,
and projection does nothing: the box ends the step at
$y_0+h(3+gh)$. With phase~1's depth, projection pushes it
$0.8(0.05-0.005)=36\,$mm further. Both to $10^{-12}\,$m, a few roundings
of numbers near 1.

@<Exercise 8.3 test functions@>=
static bool bounced(test_context *t, const char *reproject, double *y)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "correction=projection%s\nbox x=0 y=-0.5 w=20 h=1 static material=static restitution=1\n"
    "box x=0 y=0.45 w=1 h=1 material=wood restitution=1 vy=-3\n", reproject);
  if (!CHECK(t, scene_load_text(&s, "bounce.scene", text))) return false;
  s.world->bodies[1].inverse_inertia = 0.0;
  scene_step(&s, 1.0 / 60.0);
  *y = s.world->bodies[1].position.y;
  scene_destroy(&s);
  return true;
}

@ |bounced| runs the box for one step with |reproject| on the world line and
returns its height. The test requires the height of the bounce alone with
\.{reproject=on}, that height plus the push from phase~1's depth with
\.{reproject=off} and with no key, and refuses a value that is neither.

@<Exercise 8.3 test functions@>+=
static void test_reproject(test_context *t)
{
  double h = 1.0 / 60.0, y, moved = 0.45 + h * (3.0 + 10.0 * h);
  if (bounced(t, " reproject=on", &y)) {
    test_note(t, "reproject=on: y = %.12f m, bounce alone %.12f m", y, moved);
    CHECK_NEAR(t, y, moved, 1e-12);
  }
  if (bounced(t, " reproject=off", &y)) CHECK_NEAR(t, y, moved + 0.8 * (0.05 - 0.005), 1e-12);
  if (bounced(t, "", &y)) CHECK_NEAR(t, y, moved + 0.8 * (0.05 - 0.005), 1e-12);
  test_bad_scene(t, "world correction=projection reproject=maybe\n", "reproject");
}

@ @<Exercise 8.3 test cases@>=
{"reproject", "cli", "projection with the depth carried forward does not push a bounce twice", test_reproject},
