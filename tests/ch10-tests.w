@* Tests of chapter 10.
The program \.{test\_ch10}, run by CTest under the label \.{ch10} on stage~10
and every later one. Each test states a promise of chapter~10 and checks it;
the pair sets and the contacts are compared exactly, bit for bit, since the
chapter promises exactly that.

@(test_ch10.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 10 test helpers@>@;
@<Chapter 10 test functions@>@;
static const test_case chapter_10_tests[] = {
  @<Chapter 10 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_10_tests,
    sizeof chapter_10_tests / sizeof chapter_10_tests[0]);
}

@ A world of |n| random rigid bodies: boxes, circles and polygons (random
triangles and pentagons) whose sizes spread over three decades, from
5\thinspace cm to 50\thinspace m, log-uniformly, placed in a square of
side |spread| and turned at random; one in ten is static. With |layers|,
each body gets a category of one of three bits and a mask of a random
subset of them. The numbers come from a fixed linear congruential
generator, so the world is the same on every machine.

@<Chapter 10 test helpers@>=
@<Random numbers for the tests, the same on every machine@>@;

@ The generator itself, which the tests of chapters 13 and~14 draw from
too: a state of 64 bits, multiplied and added to by Knuth's constants
for the multiplier of MMIX, and a number in $[0,1)$ from its top 53 bits.

@<Random numbers for the tests, the same on every machine@>=
static uint64_t seed_state;
static double uniform(void)
{
  seed_state = seed_state * 6364136223846793005u + 1442695040888963407u;
  return (double) (seed_state >> 11) / 9007199254740992.0;
}

@ @<Chapter 10 test helpers@>+=

static ph_shape random_shape(double size)
{
  int kind = (int) (3.0 * uniform());
  if (kind == 0) return ph_circle(0.5 * size);
  if (kind == 1) return ph_box(size, size * (0.2 + uniform()));
  ph_vec2 v[5];
  int count = uniform() < 0.5 ? 3 : 5;
  for (int k = 0; k < count; k++) {
    double a = 6.283185307179586 * (k + 0.3 * uniform()) / count;
    v[k] = ph_v(0.5 * size * cos(a), 0.5 * size * sin(a));
  }
  return ph_polygon(v, count);
}

@ The world: |n| bodies of sizes spread over three orders of magnitude,
from 5\thinspace cm to 50\thinspace m, placed and turned at random.

@<Chapter 10 test helpers@>=
static ph_world *random_world(test_context *t, int n, double spread, bool layers,
  uint64_t seed)
{
  ph_settings s = ph_default_settings();
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return NULL;
  seed_state = seed;
  for (int i = 0; i < n; i++) {
    ph_body_def d = ph_default_body_def();
    d.shape = random_shape(0.05 * pow(1000.0, uniform()));
    d.position = ph_v(spread * (uniform() - 0.5), spread * (uniform() - 0.5));
    d.angle = 6.283185307179586 * uniform();
    d.is_static = uniform() < 0.1;
    if (layers) {
      d.category = 1u << (int) (3.0 * uniform());
      d.mask = (uint32_t) (8.0 * uniform());
    }
    if (!CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &d)))) break;
  }
  return w;
}

@ The pairs all pairs would give, by brute force, checked against what
the broad phase left in the world's scratch arrays after a search: the
same pairs, in the same order. The rule is written out here again, from
the chapter's words, not taken from the engine: two rigid bodies, not both
static, whose boxes overlap, and each one's category in the other's mask.

@<Chapter 10 test helpers@>=
static bool meet(const ph_body *a, const ph_body *b)
{
  bool both_static = a->inverse_mass == 0.0 && b->inverse_mass == 0.0;
  return !both_static && (a->category & b->mask) && (b->category & a->mask);
}

static long check_pairs(test_context *t, ph_world *w, ph_broad_phase broad)
{
  w->settings.broad = broad;
  ph_world_find_contacts(w);
  const ph_broad_scratch *g = &w->broad_scratch;
  long k = 0, wrong = 0;
  for (int i = 0; i < w->body_count; i++)
    for (int j = i + 1; j < w->body_count; j++) {
      const ph_body *a = &w->bodies[i], *b = &w->bodies[j];
      if (!ph_aabb_overlap(ph_shape_aabb(&a->shape, ph_body_transform(w, (ph_body_id){i + 1})),
          ph_shape_aabb(&b->shape, ph_body_transform(w, (ph_body_id){j + 1}))) || !meet(a, b))
        continue;
      if (k >= g->pair_count || g->pairs[k].a != i || g->pairs[k].b != j) wrong++;
      k++;
    }
  CHECK(t, wrong == 0);
  CHECK(t, k == g->pair_count);
  return k;
}

@ The pair sets. Three worlds of 3000 bodies, dense, middling and sparse,
each searched by the grid and by sort and sweep: every pair all pairs
would give is there, in pair order, and nothing else.

@<Chapter 10 test functions@>=
static void test_random_pairs(test_context *t)
{
  static const double spread[3] = {150.0, 600.0, 3000.0};
  for (int k = 0; k < 3; k++) {
    ph_world *w = random_world(t, 3000, spread[k], false, 11 + k);
    if (!w) return;
    long grid = check_pairs(t, w, PH_BROAD_GRID), sweep = check_pairs(t, w, PH_BROAD_SWEEP);
    test_note(t, "3000 bodies in a square of %.0f m: %ld pairs by the grid, %ld by the sweep",
      spread[k], grid, sweep);
    CHECK(t, grid > 0);
    ph_world_destroy(w);
  }
}

@ @<Chapter 10 test cases@>=
{"random_pairs", "unit", "on 3000 random bodies the broad phases give exactly all pairs' pairs, in order", test_random_pairs},

@ Layers filter exactly as defined: the same check of the pairs on a
world whose bodies have random categories and masks (and so many pairs
refused), for the grid and the sweep; then the contacts that the three
searches find on that world, chapter~4's loop with its own filter among
them, must be the same contacts in the same order, none of them between
bodies the rule keeps apart, and the world must have pairs whose boxes
overlap but whose layers refuse them, so that the filter has work to do.
Last a scene: a box whose layer the box below it does not meet falls
through it onto the floor, and rests at the floor's height, not on top.

@ The scene of the last check: a box of layer~2 on the floor, and a box
dropped onto it with the keys given; where the upper box rests after
three seconds.

@<Chapter 10 test functions@>=
static double resting_height(test_context *t, const char *keys)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 "@|
    "integrator=symplectic solver=sequential "@/
    "friction=on iterations=10\nbox x=0 y=-0.5 w=10 h=1 static material=static\n"@/
    "box x=0 y=0.5 w=1 h=1 material=wood layer=2 mask=3\n"@/
    "box x=0 y=3 w=1 h=1 material=wood %s\n", keys);
  scene s;
  if (!CHECK(t, scene_load_text(&s, "layers.scene", text))) return NAN;
  for (int n = 0; n < 180; n++) scene_step(&s, 1.0 / 60.0);
  double y = s.world->bodies[2].position.y;
  scene_destroy(&s);
  return y;
}

@ The contacts that one search finds on a world, copied out, so that the
three searches can be compared.

@<Chapter 10 test functions@>=
static ph_contact *contacts_by(ph_world *w, ph_broad_phase broad, int *count)
{
  w->settings.broad = broad;
  ph_world_find_contacts(w);
  *count = w->contact_count;
  ph_contact *c = malloc(sizeof *c * (size_t) (w->contact_count + 1));
  if (c) memcpy(c, w->contacts, sizeof *c * (size_t) w->contact_count);
  return c;
}

@ The world is searched by all pairs, the grid and the sweep in turn, and
the three lists of contacts are compared. The layers must have kept some
overlapping pairs apart, or the world would not test them.

@<Chapter 10 test functions@>=
static void layered_contacts_alike(test_context *t, ph_world *w)
{
  int n[3];
  ph_contact *c[3];
  static const ph_broad_phase broad[3] = {PH_BROAD_ALL, PH_BROAD_GRID, PH_BROAD_SWEEP};
  for (int k = 0; k < 3; k++) c[k] = contacts_by(w, broad[k], &n[k]);
  if (CHECK(t, c[0] && c[1] && c[2])) {
    long differ = 0, refused = 0, kept_apart = 0;
    @<Count the contacts that differ, those the layers keep apart, and the pairs refused@>@;
    @<Check that the three searches agree and the layers kept pairs apart@>@;
  }
  for (int k = 0; k < 3; k++) free(c[k]);
}

@ No contact may differ between the searches, and none may join two
bodies whose layers keep them apart; and the world must have contacts,
and overlapping pairs that the layers kept apart.

@<Check that the three searches agree and the layers kept pairs apart@>=
test_note(t, "layered world: %d, %d and %d contacts by all pairs, the grid and the sweep; "@/
  "%ld differ, %ld between bodies the layers keep apart; %ld overlapping pairs refused",
  n[0], n[1], n[2], differ, refused, kept_apart);
CHECK(t, differ == 0);
CHECK(t, refused == 0);
CHECK(t, n[0] > 0);
CHECK(t, kept_apart > 0);

@ The test: the pairs of the grid and the sweep on a random world of
layers, its contacts by the three searches, then the box that rests on
the lower box, at $y=1.5$, or falls through it to the floor, at $y=0.5$.

@<Chapter 10 test functions@>=
static void test_layers(test_context *t)
{
  ph_world *w = random_world(t, 3000, 300.0, true, 5);
  if (!w) return;
  long grid = check_pairs(t, w, PH_BROAD_GRID);
  check_pairs(t, w, PH_BROAD_SWEEP);
  layered_contacts_alike(t, w);
  ph_world_destroy(w);
  double on_top = resting_height(t, ""), through = resting_height(t, "layer=4 mask=5");
  test_note(t, "%ld pairs pass the layers; the upper box rests at %.3f m, or %.3f m when "@/
    "its layer does not meet the lower box's", grid, on_top, through);
  CHECK(t, fabs(on_top - 1.5) < 0.02);
  CHECK(t, fabs(through - 0.5) < 0.02);
}

@ The grid's and the sweep's contacts are compared one by one with all
pairs', in order; the contacts of all pairs are checked against the
rule; and every pair of bodies that could move, whose boxes overlap but
whose layers do not meet, is counted as refused.

@<Count the contacts that differ, those the layers keep apart, and the pairs refused@>=
for (int k = 1; k < 3; k++) {
  differ += n[k] != n[0];
  for (int i = 0; i < n[0] && i < n[k]; i++) differ += !same_contact(&c[0][i], &c[k][i]);
}
for (int i = 0; i < n[0]; i++)
  refused += !meet(&w->bodies[c[0][i].a], &w->bodies[c[0][i].b]);
for (int i = 0; i < w->body_count; i++)
  for (int j = i + 1; j < w->body_count; j++) {
    const ph_body *a = &w->bodies[i], *b = &w->bodies[j];
    kept_apart += !(a->inverse_mass == 0.0 && b->inverse_mass == 0.0) && !meet(a, b)
      && ph_aabb_overlap(ph_shape_aabb(&a->shape, ph_body_transform(w, (ph_body_id){i + 1})),
        ph_shape_aabb(&b->shape, ph_body_transform(w, (ph_body_id){j + 1})));
  }

@ @<Chapter 10 test cases@>+=
{"layers", "scene", "pairs pass only when each category is in the "@|
  "other's mask; a box falls through another layer", test_layers},

@ The same contacts. Worlds stepped side by side, one with all pairs and
one with a broad phase, keep every body's state and every contact equal to
the bit, step after step: the pyramid of chapter~9 as it settles, the
rain of 1000 boxes as it falls into its container and piles up, and
chapter~1's pour of particles, whose passes use the broad phase with its
margin.

@<Chapter 10 test helpers@>=
static bool same_contact(const ph_contact *c, const ph_contact *d)
{
  if (c->a != d->a || c->b != d->b || c->manifold.count != d->manifold.count) return false;
  for (int i = 0; i < c->manifold.count; i++)
    if (c->manifold.points[i].id != d->manifold.points[i].id
        || memcmp(&c->manifold.points[i].point, &d->manifold.points[i].point,
          sizeof c->manifold.points[i].point)) return false;
  return true;
}

@ Two worlds are the same when every body's position, velocity, angle
and spin, and every contact, are equal to the bit.

@<Chapter 10 test helpers@>=
static bool same_world(const ph_world *a, const ph_world *b)
{
  if (a->body_count != b->body_count || a->contact_count != b->contact_count) return false;
  for (int i = 0; i < a->body_count; i++) {
    const ph_body *p = &a->bodies[i], *q = &b->bodies[i];
    if (memcmp(&p->position, &q->position, sizeof p->position)
        || memcmp(&p->velocity, &q->velocity, sizeof p->velocity)
        || memcmp(&p->angle, &q->angle, sizeof p->angle)
        || memcmp(&p->angular_velocity, &q->angular_velocity, sizeof p->angular_velocity))
      return false;
  }
  for (int k = 0; k < a->contact_count; k++)
    if (!same_contact(&a->contacts[k], &b->contacts[k])) return false;
  return true;
}

@ The scene |name| is loaded twice, once with all pairs and once with
|broad|, and the two are stepped side by side while they stay the same;
the count of steps comes back negative if they parted.

@<Chapter 10 test helpers@>=
static int steps_alike(test_context *t, const char *name, ph_broad_phase broad, int steps)
{
  scene a, b;
  if (!CHECK(t, scene_load(&a, name))) return -1;
  if (!CHECK(t, scene_load(&b, name))) {
    scene_destroy(&a);
    return -1;
  }
  a.world->settings.broad = PH_BROAD_ALL;
  b.world->settings.broad = broad;
  int n = 0;
  while (n < steps && same_world(a.world, b.world)) {
    scene_step(&a, 1.0 / 60.0);
    scene_step(&b, 1.0 / 60.0);
    n++;
  }
  if (!same_world(a.world, b.world)) n = -n;
  scene_destroy(&a);
  scene_destroy(&b);
  return n;
}

@ @<Chapter 10 test functions@>=
static void test_same_contacts(test_context *t)
{
  static const char *names[3] = {"pyramid", "rain1000", "pour"};
  static const int steps[3] = {300, 240, 300};
  for (int k = 0; k < 3; k++) {
    int grid = steps_alike(t, names[k], PH_BROAD_GRID, steps[k]);
    int sweep = steps_alike(t, names[k], PH_BROAD_SWEEP, steps[k]);
    test_note(t, "%s: alike for %d steps with the grid, %d with the sweep (of %d)", names[k],
      grid, sweep, steps[k]);
    CHECK(t, grid == steps[k]);
    CHECK(t, sweep == steps[k]);
  }
}

@ @<Chapter 10 test cases@>+=
{"same_contacts", "scene", "bodies and contacts equal to the bit with and without the broad phase", test_same_contacts},

@ The same dumps, through the program: the pyramid's scene file with
\.{broad=all} and with \.{broad=grid} writes the same bytes, dump and
contacts.

@<Chapter 10 test functions@>=
static void test_same_dumps(test_context *t)
{
  static const char *broad[2] = {"all", "grid"};
  char scene_path[2][1024], dump[2][1024], contacts[2][1024], out[1024], text[512], name[64];
  for (int k = 0; k < 2; k++) {
    snprintf(text, sizeof text, "world gravity=0,-10 "@|
      "integrator=symplectic solver=sequential "@/
      "friction=on iterations=10 broad=%s\nbox "@|
      "x=0 y=-0.5 w=60 h=1 static material=static\n"@/
      "pile rows=12 pitch=1.05 x=-5.775 y=0.52 size=1 material=wood\n", broad[k]);
    snprintf(name, sizeof name, "pile-%s.scene", broad[k]);
    if (!test_write_file(t, name, text, scene_path[k], sizeof scene_path[k])) return;
    snprintf(name, sizeof name, "pile-%s.csv", broad[k]);
    test_scratch(t, name, dump[k], sizeof dump[k]);
    snprintf(name, sizeof name, "pile-%s-contacts.csv", broad[k]);
    test_scratch(t, name, contacts[k], sizeof contacts[k]);
    CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 200 --dump %s "@/
      "--contacts %s", scene_path[k], dump[k], contacts[k]) == 0);
  }
  CHECK(t, test_files_equal(t, dump[0], dump[1]));
  CHECK(t, test_files_equal(t, contacts[0], contacts[1]));
}

@ @<Chapter 10 test cases@>+=
{"same_dumps", "cli", "a scene's dump and contacts are the same bytes with broad=all and broad=grid", test_same_dumps},

@ The rain of 4000 boxes stays in its container: after 10\thinspace s
every box's centre is above the floor's top, $y>0$, and between the
walls' inner faces, $\vert x\vert<50$.

@<Chapter 10 test functions@>=
static void test_rain_inside(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load(&s, "rain4000"))) return;
  CHECK(t, s.world->body_count == 4003);
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  int outside = 0;
  double top = 0.0;
  for (int i = 3; i < s.world->body_count; i++) {
    ph_vec2 p = s.world->bodies[i].position;
    outside += !(p.y > 0.0 && fabs(p.x) < 50.0);
    top = fmax(top, p.y);
  }
  test_note(t, "after 10 s: %d of 4000 boxes outside; the highest at %.2f m", outside, top);
  CHECK(t, outside == 0);
  scene_destroy(&s);
}

@ @<Chapter 10 test cases@>+=
{"rain_inside", "scene", "4000 boxes poured into the container stay inside for 10 s", test_rain_inside},

@ The scenes of the comparison stand. \.{stack10}'s boxes start exactly
touching, and chapter~8's split impulses let each of its ten contacts
rest up to the slop, 5\thinspace mm, deep: the top box may sink 50\thinspace mm,
and the test allows a fifth more for the creep chapter~9 measured; a box
that slid off would move half a metre sideways, and the test allows
5\thinspace cm. \.{pyramid20}'s boxes start apart and fall into place:
its bottom row starts 0.25\thinspace m above the floor, and each row
12.5\thinspace cm farther from the one below than it rests, so its top
box falls $0.25+19\times0.125=2.625\,$m before it rests. Below that
resting place its top box stands on twenty contacts (nineteen boxes and
the floor), each up to the slop deep: 10\thinspace cm, and the test
allows a fifth more, 12\thinspace cm, as for \.{stack10}. Sideways it
allows 0.1\thinspace m; a pyramid that came apart would drop its top box
by metres. (A test that took the fall as $19\times0.125$, forgetting the
bottom row's quarter metre, would find every sink 25\thinspace cm too
deep, and fail.) The comparison of chapter~10 shows where Box2D and
Chipmunk leave it.

@<Chapter 10 test functions@>=
static void test_stands(test_context *t)
{
  static const char *names[2] = {"stack10", "pyramid20"};
  static const double fall[2] = {0.0, 0.25 + 19 * 0.125}, most_sink[2] = {0.06, 0.12},
    most_drift[2] = {0.05, 0.1};
  for (int k = 0; k < 2; k++) {
    scene s;
    if (!CHECK(t, scene_load(&s, names[k]))) return;
    const ph_body *top = &s.world->bodies[s.world->body_count - 1];
    ph_vec2 start = top->position;
    for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
    double sink = start.y - fall[k] - top->position.y, drift = fabs(top->position.x - start.x);
    test_note(t, "%s: the top box sank %.1f mm below its resting place and drifted %.1f mm",
      names[k], 1000.0 * sink, 1000.0 * drift);
    CHECK(t, fabs(sink) < most_sink[k]);
    CHECK(t, drift < most_drift[k]);
    scene_destroy(&s);
  }
}

@ @<Chapter 10 test cases@>+=
{"stands", "scene", "stack10 and pyramid20 stand for 10 s", test_stands},

@ The step's clock. A test must not fail on time, so this one checks what
the record promises, not what it measured: after steps of \.{pyramid20}
every phase is at least 0, the phases add up to the whole step to within
a nanosecond (each is a whole number of nanoseconds rounded once to
milliseconds), and the broad phase is no more than the search. Under
chapter~5's single pass the split passes take nothing; with all pairs
the broad phase takes nothing; a search called from outside a step
leaves the record as it was; and a null world is refused and reads as
zeros. A record whose phases were read in the wrong places, or one
phase missed, would not add up.

@<Chapter 10 test functions@>=
static double profile_sum(ph_profile p)
{
  return p.search + p.forces + p.prepare + p.warm_start + p.velocity + p.split + p.integrate
    + p.correct;
}

static void test_profile(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load(&s, "pyramid20"))) return;
  for (int n = 0; n < 60; n++) scene_step(&s, 1.0 / 60.0);
  ph_profile p = ph_world_profile(s.world);
  @<Check that the record of a step of \.{pyramid20} adds up@>@;
  ph_world_find_contacts(s.world);
  ph_profile q = ph_world_profile(s.world);
  CHECK(t, memcmp(&p, &q, sizeof p) == 0);
  @<Step once with the single pass and all pairs, and check the phases they skip@>@;
  scene_destroy(&s);
  ph_profile z;
  CHECK_REFUSED(t, z = ph_world_profile(NULL), "no world");
  CHECK(t, z.step == 0.0 && z.search == 0.0);
}

@ No phase may have taken a negative time, the phases must add up to the
step, and the broad phase, which is a part of the search, cannot have
taken longer than the search.

@<Check that the record of a step of \.{pyramid20} adds up@>=
test_note(t, "a step of pyramid20: %.4f ms, %.4f in the velocity passes, %.4f in the split "@/
  "passes, %.4f in the search", p.step, p.velocity, p.split, p.search);
CHECK(t, p.search >= 0 && p.broad >= 0 && p.forces >= 0 && p.prepare >= 0
  && p.warm_start >= 0 && p.velocity >= 0 && p.split >= 0 && p.integrate >= 0
  && p.correct >= 0);
CHECK(t, p.step > 0.0 && fabs(profile_sum(p) - p.step) < 1e-6);
CHECK(t, p.broad <= p.search);

@ The single pass has no split passes, and all pairs no broad phase, so
a step with both must record nothing for those two phases, some time for
the velocity pass, and still add up.

@<Step once with the single pass and all pairs, and check the phases they skip@>=
ph_settings set = s.world->settings;
set.solver = PH_SINGLE_PASS;
set.broad = PH_BROAD_ALL;
CHECK(t, ph_world_set_settings(s.world, &set));
scene_step(&s, 1.0 / 60.0);
p = ph_world_profile(s.world);
CHECK(t, p.split == 0.0 && p.broad == 0.0 && p.velocity > 0.0);
CHECK(t, fabs(profile_sum(p) - p.step) < 1e-6);

@ @<Chapter 10 test cases@>+=
{"profile", "unit", "the step's record of its phases adds up and keeps its promises", test_profile},

@ Bad input. A \.{world} line's \.{broad=} must name a broad phase; a body's
\.{layer=} and \.{mask=} must be whole numbers from 0 to $2^{32}-1$ and
the layer not 0; a \.{pile} needs 1 to 150 rows and a positive size and
pitch, a \.{rain} a count from 1 and a positive pitch. Each stops the
program with status~2 and \.{FILE:LINE:}.

@<Chapter 10 test functions@>=
static void test_scene_keys(test_context *t)
{
  test_bad_scene(t, "world broad=tree\n", "unknown broad phase 'tree'");
  test_bad_scene(t, "box w=1 h=1 layer=0\n", "category must have at least one bit");
  test_bad_scene(t, "box w=1 h=1 layer=-1\n", "'layer' must be a bit mask");
  test_bad_scene(t, "box w=1 h=1 mask=4294967296\n", "'mask' must be a bit mask");
  test_bad_scene(t, "box w=1 h=1 mask=0x10\n", "'mask' must be a bit mask");
  test_bad_scene(t, "circle r=1 layer=\n", "'layer' needs a value");
  test_bad_scene(t, "pile rows=0\n", "'rows' must be");
  test_bad_scene(t, "pile rows=151\n", "'rows' must be");
  test_bad_scene(t, "pile rows=3 size=0\n", "pile size and pitch must be positive");
  test_bad_scene(t, "rain count=0\n", "'count' must be");
  test_bad_scene(t, "rain count=10 pitch=-1\n", "rain size and pitch must be positive");
  test_bad_scene(t, "rain count=20001\n", "'count' must be");
}

@ @<Chapter 10 test cases@>+=
{"scene_keys", "cli", "bad keys of chapter 10 stop with FILE:LINE:", test_scene_keys},

@ The interface: the default is the grid, an unknown broad phase is
refused, a body's layers are 1 and every bit until set, a category of 0
and a handle that names no body are refused, and a good setting is kept.

@<Chapter 10 test functions@>=
static void test_boundary(test_context *t)
{
  ph_settings s = ph_default_settings();
  CHECK(t, s.broad == PH_BROAD_GRID);
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  s.broad = (ph_broad_phase) 9;
  CHECK_REFUSED(t, ph_world_set_settings(w, &s), "unknown broad phase");
  ph_body_def d = ph_default_body_def();
  ph_body_id id = ph_world_create_body(w, &d);
  CHECK(t, ph_body_category(w, id) == 1 && ph_body_mask(w, id) == UINT32_MAX);
  CHECK_REFUSED(t, ph_body_set_layers(w, id, 0, 1), "at least one bit");
  CHECK_REFUSED(t, ph_body_set_layers(w, (ph_body_id){7}, 1, 1), "no body has the handle 7");
  CHECK(t, ph_body_set_layers(w, id, 6, 9));
  CHECK(t, ph_body_category(w, id) == 6 && ph_body_mask(w, id) == 9);
  d.category = 0;
  CHECK_REFUSED(t, ph_world_create_body(w, &d), "at least one bit");
  ph_world_destroy(w);
}

@ @<Chapter 10 test cases@>+=
{"boundary", "unit", "the default is the grid; bad settings, categories and handles are refused", test_boundary},

@ Determinism: two of the demo's scenes, run twice, write the same dump,
byte for byte.

@<Chapter 10 test functions@>=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "pyramid20", 120);
  test_dump_repeats(t, "rain1000", 60);
}

@ @<Chapter 10 test cases@>+=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
