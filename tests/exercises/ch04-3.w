@* Exercise 4.3: sort and sweep.
The test of exercise~3 of chapter~4. The exercise asks for a new
|ph_world_find_contacts| that sorts the bounding boxes of the rigid bodies
along $x$ and sweeps, instead of trying every pair, and that adds one to
$$\hbox{|w->stats.pair_tests|}$$
(chapter~1's count of the pairs tested in the last step) for every pair of
bounding boxes it compares. A pair of static bodies, which the world
skips, need not be compared or counted. The contacts must come out exactly
as the all-pairs loop makes them: the same pairs, in the order of the
first body and then the second, with the same manifolds.

Nothing new is declared, so this test compiles against the unmodified
stage; there the all-pairs loop counts nothing, and the test fails on a
count of zero tests. A loop that counted all its pairs would fail on the
number.

@(exercise_ch04_3.c@>=
#include "testing.h"
@<Exercise 4.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 4.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The world: 2000 boxes with sides between 0.2 and 1.2\thinspace m, turned
by random angles, at random places in a square 100\thinspace m wide; one
in twenty is static. The random numbers come from a generator of the
test's own, so that the world is the same on every machine.

@<Exercise 4.3 test functions@>=
static unsigned long long random_state = 12345;
static double random_unit(void)
{
  random_state = random_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double) (random_state >> 11) / 9007199254740992.0;
}

static ph_world *random_boxes(int n)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  for (int i = 0; i < n; i++) {
    ph_body_def d = ph_default_body_def();
    d.shape = ph_box(0.2 + random_unit(), 0.2 + random_unit());
    d.position = ph_v(100.0 * random_unit(), 100.0 * random_unit());
    d.is_static = i % 20 == 0;
    if (d.is_static) d.material.density = 0.0;
    ph_body_id id = ph_world_create_body(w, &d);
    ph_body_turn_shape(w, id, 6.283185307179586 * random_unit());
  }
  return w;
}

@ The contacts the all-pairs loop of chapter~4 would find, made again here
from the public functions it uses, in its order. Each is compared with the
world's field by field: the manifolds are computed by the same function on
the same shapes and transforms, so they must be equal to the last bit.

@<Exercise 4.3 test functions@>+=
static bool same_manifold(const ph_manifold *a, const ph_manifold *b)
{
  bool same = a->normal.x == b->normal.x && a->normal.y == b->normal.y
    && a->depth == b->depth && a->count == b->count;
  for (int k = 0; same && k < a->count; k++)
    same = a->points[k].point.x == b->points[k].point.x
      && a->points[k].point.y == b->points[k].point.y
      && a->points[k].depth == b->points[k].depth && a->points[k].id == b->points[k].id;
  return same;
}

@ |compare_all_pairs| visits the pairs $i<j$ as the loop does, skips those of
two static bodies, those whose bounding boxes do not overlap and those
whose manifold has no point, and compares the |found|th contact it makes
with the world's |found|th. It returns the number of contacts it made,
and requires that number to be the world's, with none of them different.

@<Exercise 4.3 test functions@>+=
static int compare_all_pairs(test_context *t, const ph_world *w)
{
  int found = 0, wrong = 0;
  for (int i = 0; i < w->body_count; i++)
    for (int j = i + 1; j < w->body_count; j++) {
      ph_body_id a = ph_body_id_of(i), b = ph_body_id_of(j);
      if (ph_body_is_static(w, a) && ph_body_is_static(w, b)) continue;
      ph_transform xa = ph_body_transform(w, a), xb = ph_body_transform(w, b);
      const ph_shape *sa = &w->bodies[i].shape, *sb = &w->bodies[j].shape;
      if (!ph_aabb_overlap(ph_shape_aabb(sa, xa), ph_shape_aabb(sb, xb))) continue;
      ph_manifold m = ph_collide_with(w->settings.contact_method, sa, xa, sb, xb);
      if (m.count == 0) continue;
      if (found < w->contact_count) {
        const ph_contact *c = &w->contacts[found];
        wrong += !(c->a == i && c->b == j && same_manifold(&c->manifold, &m));
      }
      found++;
    }
  if (!CHECK(t, found == w->contact_count && wrong == 0))
    test_note(t, "all pairs give %d contacts, the world %d, %d of them different", found,
      w->contact_count, wrong);
  return found;
}

@ The test takes one step, with nothing moving (no gravity, no velocity), so
that the contacts the step finds at its start are those of the bodies as
made, and the step's |stats| count its bounding-box tests. Of the
$n(n-1)/2=1{,}999{,}000$ pairs, a sweep compares those whose boxes overlap
along $x$. A box with sides $a$ and $b$ turned by a random angle is on
average $(a+b)\cdot2/\pi$ wide, and $a+b$ averages 1.4\thinspace m here, so
about $0.9\,$m; two random boxes overlap along $x$ with a chance of about
$2\cdot0.9/100$, and a sweep makes about $1.8\%$ of the pairs' tests, some
36{,}000 (35{,}361 were counted). The test allows a tenth of all pairs,
$199{,}900$, more than five times that: a loose bound that no all-pairs loop
can meet, whatever it skips by the static rule (which removes only
$0.25\%$ of the pairs). It also asks for at least as many tests as
contacts, since every contact passed a box test, which the unmodified stage, counting
nothing, does not meet.

@<Exercise 4.3 test functions@>+=
static void test_sweep(test_context *t)
{
  int n = 2000;
  ph_world *w = random_boxes(n);
  if (!CHECK(t, w->body_count == n)) {
    ph_world_destroy(w);
    return;
  }
  ph_world_step(w, 1.0 / 60.0);
  long tests = w->stats.pair_tests, pairs = (long) n * (n - 1) / 2;
  int found = compare_all_pairs(t, w);
  test_note(t, "%d contacts; %ld box tests of %ld pairs (%.2f%%)", found, tests, pairs,
    100.0 * tests / pairs);
  if (!CHECK(t, tests > 0 && tests >= found))
    test_note(t, tests == 0 ? "no box test is counted: the sweep, which counts them, is not implemented"
      : "fewer box tests than contacts: some box tests are not counted");
  CHECK(t, tests < pairs / 10);
  ph_world_find_contacts(w);
  compare_all_pairs(t, w);
  ph_world_destroy(w);
}

@ @<Exercise 4.3 test cases@>=
{"sweep", "unit", "2000 random boxes: the all-pairs contacts, with under a tenth of the box tests", test_sweep},
