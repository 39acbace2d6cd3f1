@* Exercise 1.2: a uniform grid.
The test of exercise~2 of chapter~1. The exercise asks for a setting,
|broad_grid|, read from the key \.{broad=grid} (or \.{broad=all}, the
default) of a scene's \.{world} line, with which the relaxation passes
test only the particles in neighbouring cells of a uniform grid whose cells
are the size of the largest particle, counting each pair tested in
|stats.pair_tests| as the all-pairs loop does. On the unmodified stage the
scene reader refuses the key, and the test says that it is not
implemented.

@(exercise_ch01_2.c@>=
#include "testing.h"
@<Exercise 1.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 1.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A world is made from a scene's \.{world} line, so that the key is read
as a student's scene would have it, and filled with particles by the
engine's functions: |rows| rows of 30 particles of radius $0.2$\thinspace m,
$0.41$\thinspace m apart, as in |test_settle_world|, with its masses.
With |container| the container of radius 8\thinspace m at the origin holds
them; without, they may spread as far as they like.

@<Exercise 1.2 test functions@>=
static bool grid_world(test_context *t, scene *s, const char *broad, int iterations,
  int rows, bool container)
{
  char text[128];
  snprintf(text, sizeof text, "world integrator=verlet iterations=%d broad=%s\n", iterations,
    broad);
  if (!CHECK(t, scene_load_text(s, "grid", text))) {
    test_note(t, "broad=%s is not implemented: the world line refuses the key", broad);
    return false;
  }
  if (container) ph_world_set_container(s->world, ph_v(0.0, 0.0), 8.0);
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  for (int k = 0; k < 30 * rows; k++) {
    d.position = ph_v(-5.945 + 0.41 * (k % 30), -3.0 + 0.41 * (k / 30));
    d.mass = 1.0 + (k % 3) * 0.5;
    ph_world_create_particle(s->world, &d);
  }
  return true;
}

@ The cost. One step of one pass on 20 rows, and on 40: all pairs tests
$n(n-1)/2$ pairs, 179{,}700 and 719{,}400, four times as many for twice
the particles. On the grid, with the particles equally dense, each is
tested against the few in the nine cells around it, so twice the
particles make about twice the tests: the test asks for less than $2.5$
times, far from the 4 of all pairs, and for fewer tests than a tenth of
$n(n-1)/2$ (a particle's nine cells, of side $0.6$\thinspace m for the
solution's cells of one and a half diameters, hold some twenty particles
$0.41$\thinspace m apart, half of them later in the order, so the count is
some $8n$, under a twentieth of it at these sizes). The particles do not touch, so nothing is
pushed, and no particle may be pushed.

@<Exercise 1.2 test functions@>+=
static void test_grid_cost(test_context *t)
{
  long tests[2];
  for (int k = 0; k < 2; k++) {
    scene s;
    int rows = 20 * (k + 1);
    if (!grid_world(t, &s, "grid", 1, rows, false)) return;
    scene_step(&s, 1.0 / 60.0);
    double n = 30.0 * rows;
    tests[k] = s.world->stats.pair_tests;
    test_note(t, "%d particles: %ld tests, all pairs %.0f", 30 * rows, tests[k],
      n * (n - 1.0) / 2.0);
    CHECK(t, tests[k] > 0);
    CHECK(t, (double) tests[k] < 0.1 * n * (n - 1.0) / 2.0);
    CHECK(t, s.world->stats.pair_contacts == 0);
    scene_destroy(&s);
  }
  CHECK(t, (double) tests[1] < 2.5 * (double) tests[0]);
}

@ @<Exercise 1.2 test cases@>=
{"grid_cost", "unit", "the grid tests about twice the pairs for twice the particles", test_grid_cost},

@ The result. The pile of |test_settle_world| (600 particles, 20 rows, in
the container) is dropped and stepped for 5\thinspace s with two passes,
by all pairs and by the grid. The grid visits the pairs in another order,
or misses one that a push brought together, so the states are not the same
to the bit, and a soft pile is chaotic: which pair is deepest changes with
one push. Exercise~4 shows that the order of a pass alone moves the
deepest overlap by up to half; the test asks the grid's to be between half
and one and a half times all pairs'. A grid that misses pairs it should
offer (cells too small for what a pass moves, or only a particle's own
cell) lets particles sink into each other, and fails. Every particle must
stay inside the container (its centre at most $8-0.2$\thinspace m from the
container's, to $10^{-9}$\thinspace m of rounding), since the container
comes last in a pass whatever the broad phase.

@<Exercise 1.2 test functions@>+=
static void test_grid_pile(test_context *t)
{
  double worst[2];
  static const char *broad[2] = {"all", "grid"};
  for (int k = 0; k < 2; k++) {
    scene s;
    if (!grid_world(t, &s, broad[k], 2, 20, true)) return;
    for (int n = 0; n < 300; n++) scene_step(&s, 1.0 / 60.0);
    worst[k] = test_deepest_overlap(s.world);
    double farthest = 0.0;
    for (int i = 0; i < s.world->body_count; i++) {
      double d = ph_length(s.world->bodies[i].position);
      if (d > farthest) farthest = d;
    }
    test_note(t, "broad=%s: deepest overlap %.5f m, farthest centre %.9f m", broad[k], worst[k],
      farthest);
    CHECK(t, farthest <= 7.8 + 1e-9);
    scene_destroy(&s);
  }
  CHECK(t, worst[1] >= 0.5 * worst[0] && worst[1] <= 1.5 * worst[0]);
}

@ @<Exercise 1.2 test cases@>+=
{"grid_pile", "scene", "the grid's pile is as firm as all pairs', and stays in the container", test_grid_pile},
