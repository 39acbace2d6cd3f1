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
of numbers near 1. The box may also be started elsewhere, at |y0|, and
moving sideways at |vx|; friction is off, so that nothing changes that
motion (with |vx=0| it makes no difference).

@<Exercise 8.3 test functions@>=
static bool bounced(test_context *t, const char *reproject, double y0, double vx, double *y)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=off correction=projection%s\nbox x=0 y=-0.5 w=20 h=1 static material=static "
    "restitution=1\nbox x=0 y=%g w=1 h=1 material=wood restitution=1 vx=%g vy=-3\n",
    reproject, y0, vx);
  if (!CHECK(t, scene_load_text(&s, "bounce.scene", text))) return false;
  s.world->bodies[1].inverse_inertia = 0.0;
  scene_step(&s, 1.0 / 60.0);
  *y = s.world->bodies[1].position.y;
  scene_destroy(&s);
  return true;
}

@ |bounced| runs the box, started at |y0| with |vx|, for one step with |reproject| on the world line and
returns its height. The test requires the height of the bounce alone with
\.{reproject=on}, that height plus the push from phase~1's depth with
\.{reproject=off} and with no key, and refuses a value that is neither.

@<Exercise 8.3 test functions@>+=
static void test_reproject(test_context *t)
{
  double h = 1.0 / 60.0, y, moved = 0.45 + h * (3.0 + 10.0 * h);
  if (bounced(t, " reproject=on", 0.45, 0.0, &y)) {
    test_note(t, "reproject=on: y = %.12f m, bounce alone %.12f m", y, moved);
    CHECK_NEAR(t, y, moved, 1e-12);
  }
  if (bounced(t, " reproject=off", 0.45, 0.0, &y))
    CHECK_NEAR(t, y, moved + 0.8 * (0.05 - 0.005), 1e-12);
  if (bounced(t, "", 0.45, 0.0, &y)) CHECK_NEAR(t, y, moved + 0.8 * (0.05 - 0.005), 1e-12);
  test_bad_scene(t, "world correction=projection reproject=maybe\n", "reproject");
}

@ @<Exercise 8.3 test cases@>=
{"reproject", "cli", "projection with the depth carried forward does not push a bounce twice", test_reproject},

@ Deeper, and sideways. Above, the carried depth is below the slop, so a
solution that skipped projection altogether when the switch is on would
pass; and the box moves along the normal only, so one that subtracted the
length of each body's motion, not its part along the normal, would pass
too. Here the box starts 0.2\thinspace m deep, at $y_0=0.3\,$m. It
bounces out by $m=h(3+gh)=52.8\,$mm as before, so the carried depth is
$d'=0.2-m=147.2\,$mm, above the slop, and projection must push it
$0.8(d'-0.005)=113.8\,$mm further: it ends at $y_0+m+0.8(d'-0.005)
=0.46656\,$m. Skipping projection leaves it at $y_0+m=0.35278\,$m. Started
again with $v_x=4\,$m/s as well, it must end at the same height, since
only the motion along the normal counts; a solution that used the motion's
length, $h\sqrt{4^2+(3+gh)^2}=85.0\,$mm, pushes $0.8\cdot32.2=25.8\,$mm less.
Both to $10^{-12}\,$m, as above (python3 gives the same numbers).

@<Exercise 8.3 test functions@>+=
static void test_reproject_deep(test_context *t)
{
  double h = 1.0 / 60.0, m = h * (3.0 + 10.0 * h), y;
  double want = 0.3 + m + 0.8 * (0.2 - m - 0.005);
  if (bounced(t, " reproject=on", 0.3, 0.0, &y)) {
    test_note(t, "0.2 m deep: y = %.12f m; carried forward %.12f m, not projected %.12f m",
      y, want, 0.3 + m);
    CHECK_NEAR(t, y, want, 1e-12);
  }
  if (bounced(t, " reproject=on", 0.3, 4.0, &y)) {
    test_note(t, "0.2 m deep, moving sideways at 4 m/s: y = %.12f m", y);
    CHECK_NEAR(t, y, want, 1e-12);
  }
}

@ @<Exercise 8.3 test cases@>+=
{"reproject_deep", "scene", "the carried depth above the slop is pushed, along the normal only", test_reproject_deep},
