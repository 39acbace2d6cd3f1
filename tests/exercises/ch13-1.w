@* Exercise 13.1: all hits, sorted.
The test of exercise~1 of chapter~13. The exercise asks for
$$\vbox{\hbox{|int ph_world_ray_cast_all(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask,|}
\hbox{\qquad|ph_ray_hit *hits, int most);|}}$$
which fills |hits[0]|, \dots, |hits[k-1]|, $k=\min(n,|most|)$, with the
first $k$ of the $n$ hits of the segment from |p1| to |p2| on the bodies
whose category has a bit of |mask|, in increasing fraction, a tie going to
the lower body, and returns $n$, all the hits, however many |most| lets it
keep. It writes nothing beyond |hits[most-1]|, and |hits| may be null when
|most| is 0: then it only counts. It is to be made with
|ph_world_ray_cast| and a callback that returns~1, so that the ray is never
clipped and every hit is heard. The function is declared weak, so that
this test links against the unmodified stage, where it is missing, and
fails there with the note ``not implemented''.

@s ph_ray_hit int
@s ph_world int
@s ph_vec2 int
@s uint32_t int

@(exercise_ch13_1.c@>=
#include "testing.h"
#include <math.h>
#include <stdlib.h>
int ph_world_ray_cast_all(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask, ph_ray_hit *hits,
  int most) __attribute__((weak));
@<Exercise 13.1 test helpers@>@;
@<Exercise 13.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 13.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The judge is the brute force: every rigid body of the mask tried with
|ph_shape_ray_cast| at its own transform, the hits sorted by fraction and
then by body. It needs nothing of the query grid, so it cannot share a
mistake with it. The engine casts each shape against the whole segment
whichever way it finds the body, with the transform that
|ph_body_transform| gives, so the fractions must agree to the last bit;
the test allows $10^{-12}$, far below any difference a wrong answer makes
and far above the rounding of the transform's rotation (a few units in
the 16th figure of coordinates of tens of metres).

@<Exercise 13.1 test helpers@>=
static int hit_order(const void *p, const void *q)
{
  const ph_ray_hit *a = p, *b = q;
  if (a->fraction != b->fraction) return a->fraction < b->fraction ? -1 : 1;
  return (a->body.index1 > b->body.index1) - (a->body.index1 < b->body.index1);
}

static int brute_force_hits(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask, ph_ray_hit *out)
{
  int n = 0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->kind != PH_RIGID || (b->category & mask) == 0) continue;
    ph_ray_hit h;
    if (!ph_shape_ray_cast(&b->shape, ph_body_transform(w, ph_body_id_of(i)), p1, p2, &h))
      continue;
    h.body = ph_body_id_of(i);
    out[n++] = h;
  }
  qsort(out, (size_t) n, sizeof *out, hit_order);
  return n;
}

@ Random numbers from a linear congruential generator, so that every
machine builds the same world, and a random convex shape about |size|
across: a circle, or three to eight points at increasing angles on an
ellipse, which are the corners of a convex polygon in counter-clockwise
order.

@<Exercise 13.1 test helpers@>=
static const double pi = 3.14159265358979323846;
static uint64_t seed_state = 13;
static double uniform(void)
{
  seed_state = seed_state * 6364136223846793005u + 1442695040888963407u;
  return (double) (seed_state >> 11) / 9007199254740992.0;
}
static double between(double low, double high)
{
  return low + (high - low) * uniform();
}
static ph_shape random_convex(double size)
{
  if (uniform() < 0.3) return ph_circle(0.5 * size * between(0.4, 1.0));
  int count = 3 + (int) (6.0 * uniform());
  double ax = 0.5 * size, ay = 0.5 * size * between(0.25, 1.0);
  ph_vec2 v[PH_MAX_POLYGON_VERTICES];
  for (int k = 0; k < count; k++) {
    double a = 2.0 * pi * (k + 0.6 * uniform()) / count;
    v[k] = ph_v(ax * cos(a), ay * sin(a));
  }
  return ph_polygon(v, count);
}

@ The world: 250 bodies of sizes from 20\thinspace cm to 3\thinspace m in a
square of 40\thinspace m, turned at random, one in five static, one in
ten a sensor, each in one of three layers, and four long static walls
across it, 30\thinspace m by 0.4\thinspace m, which the query grid keeps in
its list of large bodies (tested before any cell). No gravity and no step:
the bodies stand where they are made.

@<Exercise 13.1 test helpers@>=
static ph_world *random_world(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return NULL;
  for (int i = 0; i < 254; i++) {
    @<Draw the definition of body |i|: its shape, place, angle and layer@>@;
    if (ph_body_id_is_null(ph_world_create_body(w, &d))) {
      CHECK(t, false);
      break;
    }
  }
  return w;
}

@ Bodies 10, 74, 138 and 202 are the walls; every other body is a random
convex shape whose size $0.2\cdot15^u$, with $u$ uniform in $[0,1)$, runs from
20\thinspace cm to 3\thinspace m, static with probability ${1\over5}$ and a sensor
with probability ${1\over10}$. Each body's category is one of the three
bits 1, 2 and~4.

@<Draw the definition of body |i|...@>=
ph_body_def d = ph_default_body_def();
if (i % 64 == 10) {
  d.shape = ph_box(30.0, 0.4);
  d.is_static = true;
} else {
  d.shape = random_convex(0.2 * pow(15.0, uniform()));
  d.is_static = uniform() < 0.2;
  d.sensor = uniform() < 0.1;
}
d.position = ph_v(between(-20.0, 20.0), between(-20.0, 20.0));
d.angle = between(-pi, pi);
d.category = 1u << (int) (3.0 * uniform());

@ Three hundred rays across the world, from outside the square or inside
it, each cast with every layer and with one layer only, through the query
grid and through \.{broad=all}. For each the function must return the
number of hits the brute force finds and fill the array with exactly its
list: the same bodies in the same order, the fractions to $10^{-12}$.
That the array comes out sorted is checked on it directly, in the
exact order of fractions and bodies. A callback that clipped the ray at
each hit (the closest hit's way) would find too few.

@ Two lists of hits agree when they name the same bodies in the same
order, with fractions within $10^{-12}$ of each other, and the first is in
strict order of fraction and body; |worst| keeps the largest difference
of fractions seen.

@<Exercise 13.1 test functions@>=
static bool same_hits(const ph_ray_hit *got, const ph_ray_hit *want, int n, double *worst)
{
  bool ok = true;
  for (int k = 0; k < n; k++) {
    ok = ok && got[k].body.index1 == want[k].body.index1;
    double e = fabs(got[k].fraction - want[k].fraction);
    *worst = fmax(*worst, e);
    ok = ok && e <= 1e-12;
    if (k > 0) ok = ok && hit_order(&got[k - 1], &got[k]) < 0;
  }
  return ok;
}

@ @<Exercise 13.1 test functions@>=
static void test_all_hits(test_context *t)
{
  if (!CHECK(t, ph_world_ray_cast_all != NULL)) {
    test_note(t, "ph_world_ray_cast_all is not implemented");
    return;
  }
  ph_world *w = random_world(t);
  if (!w) return;
  enum { room = 300 };
  static ph_ray_hit want[room], got[room];
  int rays = 0, wrong = 0, hits = 0, most_hits = 0;
  double worst = 0.0;
  for (int r = 0; r < 300; r++) {
    ph_vec2 p1 = ph_v(between(-26.0, 26.0), between(-26.0, 26.0));
    ph_vec2 p2 = ph_v(between(-26.0, 26.0), between(-26.0, 26.0));
    for (int pass = 0; pass < 4; pass++)
      @<Cast the ray from |p1| to |p2| in the way of |pass|, counting a wrong answer@>@;
  }
  test_note(t, "%d casts, %d hits in all (at most %d on one ray), %d wrong; fractions within "
    "%.3g", rays, hits, most_hits, wrong, worst);
  CHECK(t, wrong == 0);
  CHECK(t, hits > 1000 && most_hits >= 8);
  ph_world_destroy(w);
}

@ Each ray is cast four ways: through the grid and by the brute force
(|broad| set to |PH_BROAD_ALL|), each with every layer and with one.

@<Cast the ray from |p1| to |p2| in the way of |pass|, counting a wrong answer@>=
{
  uint32_t mask = pass % 2 == 0 ? UINT32_MAX : 1u << (r % 3);
  w->settings.broad = pass < 2 ? PH_BROAD_GRID : PH_BROAD_ALL;
  int n = brute_force_hits(w, p1, p2, mask, want);
  int got_n = ph_world_ray_cast_all(w, p1, p2, mask, got, room);
  rays++, hits += n;
  if (n > most_hits) most_hits = n;
  if ((got_n != n || !same_hits(got, want, n, &worst)) && wrong++ < 3)
    test_note(t, "ray (%.3f,%.3f)-(%.3f,%.3f) mask %x %s: %d hits returned, %d wanted",
      p1.x, p1.y, p2.x, p2.y, (unsigned) mask, pass < 2 ? "grid" : "all", got_n, n);
}

@ Counting beyond |most|. For rays with at least three hits, |most| of 2
must give the first two of the sorted list and still return them all; a
guard in |hits[2]| must come back untouched; |most| of 0 with no array
must count them all and write nothing. A function that returned how many
it kept, $\min(n,|most|)$, fails here, and so does one that kept the first
two it heard of rather than the first two along the ray.

@<Exercise 13.1 test functions@>=
static void test_count_beyond_most(test_context *t)
{
  if (!CHECK(t, ph_world_ray_cast_all != NULL)) {
    test_note(t, "ph_world_ray_cast_all is not implemented");
    return;
  }
  ph_world *w = random_world(t);
  if (!w) return;
  static ph_ray_hit want[300];
  int tried = 0, wrong = 0;
  for (int r = 0; r < 300 && tried < 100; r++) {
    ph_vec2 p1 = ph_v(between(-26.0, 26.0), between(-26.0, 26.0));
    ph_vec2 p2 = ph_v(between(-26.0, 26.0), between(-26.0, 26.0));
    int n = brute_force_hits(w, p1, p2, UINT32_MAX, want);
    if (n < 3) continue;
    tried++;
    @<Cast the ray with |most| of 2 and of 0, counting a wrong answer@>@;
  }
  test_note(t, "%d rays of three hits or more, %d wrong", tried, wrong);
  CHECK(t, tried == 100);
  CHECK(t, wrong == 0);
  ph_world_destroy(w);
}

@ The guard in |got[2]| is a fraction and a body no hit can have.

@<Cast the ray with |most| of 2 and of 0, counting a wrong answer@>=
{
  ph_ray_hit got[3];
  got[2].fraction = -7.0, got[2].body = ph_body_id_of(999);
  double worst = 0.0;
  int two = ph_world_ray_cast_all(w, p1, p2, UINT32_MAX, got, 2);
  int none = ph_world_ray_cast_all(w, p1, p2, UINT32_MAX, NULL, 0);
  bool ok = two == n && none == n && same_hits(got, want, 2, &worst)
    && got[2].fraction == -7.0 && got[2].body.index1 == 1000;
  if (!ok && wrong++ < 3)
    test_note(t, "ray (%.3f,%.3f)-(%.3f,%.3f): %d hits; with most 2 it returned %d, with "
      "most 0 %d", p1.x, p1.y, p2.x, p2.y, n, two, none);
}

@ Ties go to the lower body. Three bodies have a face on the line $x=5$
exactly, so that a ray from the left meets all three at one fraction, to
the bit (the numbers are chosen so that every corner is exact in binary):
a box of 0.5\thinspace m at $(5.25,0)$, body~0; a circle behind it, body~1,
which the ray meets later; and a static wall 16\thinspace m square at
$(13,0)$, body~2, which the grid keeps as a large body and so hands to the
callback before body~0. Two boxes of 0.5\thinspace m, bodies 3 and~4,
stand at $(5.25,0)$ exactly where body~0 does. Forty small bodies far
away give the grid its cells. The hits in order must be bodies 0, 2, 3, 4
at the fraction of $x=5$, then body~1. A function that kept the hits in
the order it heard them, or sorted them by fraction alone with a sort
that need not keep that order, gives body~2 first.

@<Exercise 13.1 test functions@>=
static void test_ties(test_context *t)
{
  if (!CHECK(t, ph_world_ray_cast_all != NULL)) {
    test_note(t, "ph_world_ray_cast_all is not implemented");
    return;
  }
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  @<Make the five bodies of the tie, and forty far away@>@;
  ph_ray_hit got[8];
  ph_vec2 p1 = ph_v(0.0, 0.125), p2 = ph_v(8.0, 0.0625);
  int n = ph_world_ray_cast_all(w, p1, p2, UINT32_MAX, got, 8);
  const int order[5] = {0, 2, 3, 4, 1};
  test_note(t, "%d hits:", n);
  for (int k = 0; k < n && k < 8; k++)
    test_note(t, "  body %d at fraction %.17g", got[k].body.index1 - 1, got[k].fraction);
  if (CHECK(t, n == 5)) {
    for (int k = 0; k < 5; k++) CHECK(t, got[k].body.index1 - 1 == order[k]);
    CHECK(t, got[0].fraction == 5.0 / 8.0 && got[3].fraction == 5.0 / 8.0);
    CHECK(t, got[4].fraction > 5.0 / 8.0);
  }
  ph_world_destroy(w);
}

@ The bodies of the tie, as the test's text lists them.

@<Make the five bodies of the tie, and forty far away@>=
const struct { ph_shape shape; double x; bool is_static; } made[5] = {
  {ph_box(0.5, 0.5), 5.25, false}, {ph_circle(0.25), 6.0, false},
  {ph_box(16.0, 16.0), 13.0, true}, {ph_box(0.5, 0.5), 5.25, false},
  {ph_box(0.5, 0.5), 5.25, false}};
for (int i = 0; i < 45; i++) {
  ph_body_def d = ph_default_body_def();
  d.shape = i < 5 ? made[i].shape : ph_box(0.5, 0.5);
  d.position = i < 5 ? ph_v(made[i].x, 0.0) : ph_v(-40.0 + (i % 8), -40.0 + (i / 8));
  d.is_static = i < 5 && made[i].is_static;
  CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &d)));
}

@ @<Exercise 13.1 test cases@>=
{"all_hits", "unit", "every hit of a ray, sorted, as the brute force finds them, grid or not", test_all_hits},
{"count_beyond_most", "unit", "the count is of all hits; only the first most are written", test_count_beyond_most},
{"ties", "unit", "hits at one fraction come in the order of their bodies", test_ties},
