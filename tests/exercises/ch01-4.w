@* Exercise 1.4: sorted passes.
The test of exercise~4 of chapter~1. The exercise asks for a setting,
|sort_by_height|, read from the key \.{order=height} (or \.{order=index},
the default) of a scene's \.{world} line, with which every relaxation pass
visits the particles by height, lowest first. On the unmodified stage the
scene reader refuses the key, and the test says that it is not
implemented.

@(exercise_ch01_4.c@>=
#include "testing.h"
@<Exercise 1.4 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 1.4 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The world is chapter~1's settling world, |test_settle_world|, made from a
scene so that the order can be chosen: a container of radius 8\thinspace m
and 600 particles of radius $0.2$\thinspace m on the same grid, with the
same masses.

@<Exercise 1.4 test functions@>=
static bool settle_world(test_context *t, scene *s, int passes, const char *order)
{
  char text[256];
  snprintf(text, sizeof text, "world gravity=0,-10 iterations=%d integrator=verlet order=%s\n"
    "container circle x=0 y=0 r=8\n", passes, order);
  if (!CHECK(t, scene_load_text(s, "settle", text))) {
    test_note(t, "order=%s is not implemented: the world line refuses the key", order);
    return false;
  }
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  for (int k = 0; k < 600; k++) {
    d.position = ph_v(-5.945 + 0.41 * (k % 30), -3.0 + 0.41 * (k / 30));
    d.mass = 1.0 + (k % 3) * 0.5;
    ph_world_create_particle(s->world, &d);
  }
  return true;
}

static double deepest_after_settling(test_context *t, int passes, const char *order)
{
  scene s;
  if (!settle_world(t, &s, passes, order)) return NAN;
  for (int n = 0; n < 1200; n++) ph_world_step(s.world, 1.0 / 60.0);
  double worst = test_deepest_overlap(s.world);
  test_note(t, "%d passes, order=%s: deepest overlap %.4f m, estimate %.4f m, fastest %.3f m/s",
    passes, order, worst, test_overlap_estimate(s.world, 1.0 / 60.0),
    test_fastest_speed(s.world));
  scene_destroy(&s);
  return worst;
}

@ What the test expects, and why. A pass ends with the container, so the
floor's push on the lowest particles reaches their neighbours only in the
next pass, and in the unsorted order a contact high in the pile may be
visited before the one below it has moved: a push travels up the pile at
some contacts a pass. Visited lowest first, each pass carries the floor's
push of the pass before all the way up, so the deepest overlap should fall.
But the argument behind |test_overlap_estimate| does not depend on the
order: the contact with $m$ particles above it must do the work
$S_m=2mgh^2$ in every step whatever the order, shared among the $k$ passes,
so the overlap it is left with stays of the order of $S_m/k$. The order can
at best change how evenly the passes share the work, not how much there is:
a factor below two (Gauss--Seidel against Jacobi on a chain), not the factor
$m$ a push that crossed the whole pile would suggest. The test settles the
world for 20\thinspace s with two and with eight passes, in both orders, and
checks that the sorted deepest overlap is smaller than the unsorted one,
but more than half of it.

@<Exercise 1.4 test functions@>+=
static void test_sorted(test_context *t)
{
  static const int passes[2] = {2, 8};
  for (int k = 0; k < 2; k++) {
    double unsorted = deepest_after_settling(t, passes[k], "index");
    if (isnan(unsorted)) return;
    double sorted = deepest_after_settling(t, passes[k], "height");
    test_note(t, "%d passes: sorted over unsorted %.3f", passes[k], sorted / unsorted);
    CHECK(t, sorted < unsorted);
    CHECK(t, sorted > 0.5 * unsorted);
  }
}

@ @<Exercise 1.4 test cases@>=
{"sorted", "scene", "passes lowest first leave less overlap, but not half as much", test_sorted},
