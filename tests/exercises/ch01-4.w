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

@ |deepest_after_settling| steps that world for 20\thinspace s, 1200 steps, and
returns the deepest overlap of two particles, or a NaN when the world line
refuses the key; the note gives chapter~1's estimate and the fastest speed
beside it.

@<Exercise 1.4 test functions@>+=
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
order: the contact with $D$ particles above it must do the work
$S_D=2Dgh^2$ in every step whatever the order, shared among the $n_{\rm pass}$ passes,
so the overlap it is left with stays of the order of $S_D/n_{\rm pass}$. The order can
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

@ The settling pile cannot tell lowest first from highest first: either
order carries a push further than the index order of a settled pile, and a
pass that visits the particles highest first also leaves less overlap than
the index order, though not as much. So the order itself is checked, on a
column the test works out by hand: three particles of radius $0.5\,$m and
equal mass, each $\delta=1\,$cm into the one below, with no gravity and no
container, made top first so that the index order is highest first, and
stepped once with one pass. Lowest first, the pass pushes the bottom pair
apart, $\delta/2$ each, which leaves the top pair $3\delta/2$ deep, and
pushes it apart by $3\delta/4$ each: the top particle rises by
$3\delta/4=7.5\,$mm. Highest first (the index order here), the top pair
goes first and the top rises by $\delta/2=5\,$mm. Both to $10^{-12}\,$m,
the rounding of numbers near 2.

@<Exercise 1.4 test functions@>+=
static double top_rise(test_context *t, const char *order)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,0 iterations=1 integrator=verlet order=%s\n"
    "particle x=0 y=1.98 r=0.5 mass=1\nparticle x=0 y=0.99 r=0.5 mass=1\n"
    "particle x=0 y=0 r=0.5 mass=1\n", order);
  if (!CHECK(t, scene_load_text(&s, "column", text))) {
    test_note(t, "order=%s is not implemented: the world line refuses the key", order);
    return NAN;
  }
  scene_step(&s, 1.0 / 60.0);
  double rise = s.world->bodies[0].position.y - 1.98;
  scene_destroy(&s);
  return rise;
}

@ |top_rise| is the top particle's rise in the one step; the test requires
$7.5\,$mm by height and $5\,$mm by index, each to $10^{-12}\,$m.

@<Exercise 1.4 test functions@>+=
static void test_column(test_context *t)
{
  double sorted = top_rise(t, "height");
  if (isnan(sorted)) return;
  double unsorted = top_rise(t, "index");
  test_note(t, "the top particle rises %.12f m by height, %.12f m by index", sorted, unsorted);
  CHECK_NEAR(t, sorted, 0.0075, 1e-12);
  CHECK_NEAR(t, unsorted, 0.005, 1e-12);
}

@ @<Exercise 1.4 test cases@>+=
{"column", "unit", "a pass by height visits a column lowest first", test_column},
