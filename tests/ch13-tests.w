@* Tests of chapter 13.
The program \.{test\_ch13}, run by CTest under the label \.{ch13} on
stage~13 and every later one. Chapter~13 asks the world questions, and
most of its answers can be had a second, slow way that needs none of the
chapter's machinery: every body tried in turn, a segment sampled point by
point. So most of these tests are comparisons with such a judge.
\smallskip
\item{$\bullet$} \.{ray\_judge}: on random convex polygons and circles a
ray's hit from |ph_shape_ray_cast| is where a dense sampling of the segment
first finds the shape (to one step of the sampling), lies on the shape's
boundary (to $10^{-9}$ of its size), and carries the outward normal of the
face hit (to $10^{-9}$); a ray that starts inside hits nothing.
\item{$\bullet$} \.{ray\_documented}: the spec's own answers, exact: a
grazed vertex and a tangent circle are hit at the touch, a ray from inside
or from the boundary and a ray of no length hit nothing.
\item{$\bullet$} \.{world\_rays}: on a random world of 300 bodies the query
grid's closest hit and set of all hits are the brute force's, body for body,
fractions to $10^{-12}$, with and without a layer mask, and through
\.{broad=all}.
\item{$\bullet$} \.{ray\_callback}: what the callback's answer means:
$-1$ filters, 0 stops, a fraction clips; the mask; a sensor is hit.
\item{$\bullet$} \.{box\_overlap}: |ph_shape_overlaps_box| agrees with a
separating-axis judge written here, touching included.
\item{$\bullet$} \.{queries}: point and box queries give exactly the brute
force's sets, in increasing order, with the grid and with \.{broad=all}, also
after a body moved; bad input gives $-1$.
\item{$\bullet$} \.{time\_of\_impact}: |ph_shape_time_of_impact| against
answers known in closed form, for a translation and a rotation.
\item{$\bullet$} \.{bullet\_wall}: a ball of 5\thinspace cm at 300\thinspace
m/s never passes a static wall 10\thinspace cm thick, at any angle, nor a
dynamic box as a bullet; without the sweep it passes both.
\item{$\bullet$} \.{bullet\_moving}: a bullet is stopped by a box that
moves across its path in the step, with or without a query before it.
\item{$\bullet$} \.{impact\_energy}: the stop keeps the velocity, puts the
ball at the target separation, and the bounce gives back $e\,v_0$, no more.
\item{$\bullet$} \.{events\_pairs}: a busy scene's events are exactly the
changes of its set of touching pairs, in pair order, alternating per pair.
\item{$\bullet$} \.{sensor\_no\_push}: a sensor changes no bit of a body's
free flight, moving or still, fast or slow.
\item{$\bullet$} \.{sensor\_events}: a falling ball's begin and end with a
sensor come in the steps free fall predicts.
\item{$\bullet$} \.{events\_repeat}: two runs give the same events and bits.
\item{$\bullet$} \.{query\_options}, \.{events\_file}, \.{bad\_options}:
the program's \.{--ray}, \.{--point}, \.{--box} and \.{--events}, their known
answers and their refusals.

@(test_ch13.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 13 test helpers@>@;
@<Chapter 13 test functions@>@;
static const test_case chapter_13_tests[] = {
  @<Chapter 13 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_13_tests,
    sizeof chapter_13_tests / sizeof chapter_13_tests[0]);
}

@ The step of 1/60\thinspace s, and random numbers from chapter~10's
linear congruential generator, so that every machine draws the same shapes
and rays.

@<Chapter 13 test helpers@>=
static const double pi = 3.14159265358979323846, dt = 1.0 / 60.0;
@<Random numbers for the tests, the same on every machine@>@;
@<A random number between two bounds@>@;

@ A number drawn evenly between |low| and |high|; chapter~14's tests draw
with it too.

@<A random number between two bounds@>=
static double between(double low, double high)
{
  return low + (high - low) * uniform();
}

@ A random convex shape about |size| across: a circle, or three to eight
points at increasing angles on an ellipse. Points taken in order round an
ellipse are the vertices of a convex polygon, counter-clockwise, since an
ellipse is the image of a circle under a stretch, and a stretch keeps
convexity; the least gap between angles keeps chapter~3's check happy.

@<Chapter 13 test helpers@>+=
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

@ Bodies are made through the engine's interface, not the scene reader, so
that these tests need none of the reader's new keys. A world here has no
gravity unless asked, and its bodies a material of density~1, restitution
$e={1\over2}$ and no friction.

@<Chapter 13 test helpers@>+=
static ph_world *new_world(test_context *t, bool gravity, bool continuous)
{
  ph_settings s = ph_default_settings();
  if (!gravity) s.gravity = ph_v(0.0, 0.0);
  s.continuous = continuous;
  ph_world *w = ph_world_create(&s);
  CHECK(t, w != NULL);
  return w;
}

static ph_body_def body_def(ph_shape shape, double x, double y, bool is_static)
{
  ph_body_def d = ph_default_body_def();
  d.shape = shape, d.position = ph_v(x, y), d.is_static = is_static;
  d.material = (ph_material){.density = 1.0, .restitution = 0.5, .friction = 0.0};
  return d;
}

@<Make body |d| in world |w|, checking that the engine took it@>@;

@ Making a body, and checking that the engine did not refuse it; the
tests of chapter~14 make theirs the same way.

@<Make body |d| in world |w|, checking that the engine took it@>=
static ph_body_id make(test_context *t, ph_world *w, ph_body_def d)
{
  ph_body_id id = ph_world_create_body(w, &d);
  CHECK(t, !ph_body_id_is_null(id));
  return id;
}

@ The transform of body |i|, by index, and a world of |n| random bodies:
sizes from 10\thinspace cm to 5\thinspace m, log-uniformly, and one in
thirty a large one, 15 to 40\thinspace m, which chapter~10's grid keeps
apart; placed in a square of side |spread|, turned at random, one in five
static, each in one of three layers.

@<Chapter 13 test helpers@>+=
static ph_transform xf_of(ph_world *w, int i)
{
  return ph_body_transform(w, ph_body_id_of(i));
}

static ph_world *random_world(test_context *t, int n, double spread, uint64_t seed)
{
  ph_world *w = new_world(t, false, true);
  seed_state = seed;
  for (int i = 0; w && i < n; i++) {
    double size = uniform() < 1.0 / 30.0 ? between(15.0, 40.0) : 0.1 * pow(50.0, uniform());
    ph_body_def d = body_def(random_convex(size), between(-0.5, 0.5) * spread,
      between(-0.5, 0.5) * spread, uniform() < 0.2);
    d.angle = 2.0 * pi * uniform();
    d.category = 1u << (int) (3.0 * uniform());
    if (ph_body_id_is_null(make(t, w, d))) break;
  }
  return w;
}

@*1 Rays against one shape.
{\it The judge.} A segment from $\vec p_1$ to $\vec p_2$ is sampled at
$N+1$ points $\vec p_1+t_k(\vec p_2-\vec p_1)$, $t_k=k/N$, and each is put
to chapter~4's |ph_shape_contains|. A convex shape meets a segment in one
interval $[f,g]$ of fractions, or not at all; if $t_k$ is the first sample
inside, then $t_{k-1}$ was outside and before the interval, so
$$t_{k-1}<f\le t_k:$$
the ray's fraction must lie within one step, $1/N$, below the first sample
inside. (Rounding moves a sample by $10^{-16}$ of the segment, far less
than the $10^{-12}$ the test allows on both ends.) If no sample is inside,
the segment either misses or crosses a corner in less than a step; there
the hit is judged by the next check alone.

@<Chapter 13 test helpers@>+=
static int first_inside(const ph_shape *s, ph_transform xf, ph_vec2 p1, ph_vec2 p2, int n)
{
  for (int k = 0; k <= n; k++)
    if (ph_shape_contains(s, xf, ph_add(p1, ph_mul((double) k / n, ph_sub(p2, p1)))))
      return k;
  return -1;
}

@ The sampling places the hit to $1/N$; its point is placed far better. The
centre of mass $\vec c$ of a convex shape is inside it, so for a point
$\vec x$ of the boundary every point $\vec x+\epsilon(\vec c-\vec x)$ with
$\epsilon>0$ is inside, and every point $\vec x-\epsilon(\vec c-\vec x)$
outside. With $\epsilon=10^{-9}$, a hit that is off the boundary by more
than $10^{-9}$ of its distance from the centre fails one of the two, while
rounding, $10^{-15}\,$m on coordinates of a few metres, cannot.

@<Chapter 13 test helpers@>+=
static bool on_boundary(const ph_shape *s, ph_transform xf, ph_vec2 x)
{
  ph_vec2 in = ph_mul(1e-9, ph_sub(xf.position, x));
  return ph_shape_contains(s, xf, ph_add(x, in)) && !ph_shape_contains(s, xf, ph_sub(x, in));
}

@ The normal. For a circle it is radial, $(\vec x-\vec c)/r$; for a polygon
it must be one of its faces' outward normals, $\vec n_i$ turned with the
body, and $\vec x$ must lie on that face's line, $\vec n_i\cdot(\vec x-\vec
v_i)=0$; both to $10^{-9}$, the rounding of a unit vector being
$10^{-16}$.

@<Chapter 13 test helpers@>+=
static bool is_face_normal(const ph_shape *s, ph_transform xf, ph_vec2 x, ph_vec2 n)
{
  if (s->kind == PH_CIRCLE)
    return ph_length(ph_sub(n, ph_mul(1.0 / s->radius, ph_sub(x, xf.position)))) <= 1e-9;
  for (int i = 0; i < s->count; i++) {
    ph_vec2 ni = ph_rotate(xf.rotation, s->normals[i]);
    ph_vec2 vi = ph_transform_point(xf, s->vertices[i]);
    if (ph_length(ph_sub(n, ni)) <= 1e-9 && fabs(ph_dot(ni, ph_sub(x, vi))) <= 1e-9)
      return true;
  }
  return false;
}

@ One ray judged. A ray from inside must hit nothing; a miss must have no
sample inside; a hit must be within the step, on the boundary, at
|p1+f*(p2-p1)|, faced against the ray, with a face's normal, and its
body left null. The tally counts each case, so that the test can show it
saw them all.

@<Chapter 13 test helpers@>+=
typedef struct { int inside, hits, misses, between, wrong; } ray_tally;

static bool ray_agrees(const ph_shape *s, ph_transform xf, ph_vec2 p1, ph_vec2 p2,
  ray_tally *tally)
{
  enum { N = 2000 };
  ph_ray_hit hit;
  memset(&hit, 0, sizeof hit);
  bool got = ph_shape_ray_cast(s, xf, p1, p2, &hit);
  if (ph_shape_contains(s, xf, p1)) return tally->inside++, !got;
  int k = first_inside(s, xf, p1, p2, N);
  if (!got) return tally->misses++, k < 0;
  if (k < 0) tally->between++;
  else tally->hits++;
  double f = hit.fraction;
  ph_vec2 d = ph_sub(p2, p1), at = ph_add(p1, ph_mul(f, d));
  return f >= 0.0 && f <= 1.0
    && (k < 0 || (f > (k - 1.0) / N - 1e-12 && f <= (double) k / N + 1e-12))
    && ph_length(ph_sub(hit.point, at)) <= 1e-12 * (1.0 + ph_length(at))
    && on_boundary(s, xf, hit.point) && is_face_normal(s, xf, hit.point, hit.normal)
    && ph_dot(hit.normal, d) <= 1e-12 * ph_length(d) && ph_body_id_is_null(hit.body);
}

@ {\it Rays against the judge.} Eighty random shapes, from 20\thinspace cm to
2\thinspace m, each made a body so that it has its normals and its centre of
mass at the origin, and ten rays each: half between random points of a
square about the shape, half aimed through its centre from outside and
ending before it, inside or beyond, so that the segment's end takes every
place. With $N=2000$ the fraction is judged to $5\cdot10^{-4}$ and its
point to $10^{-9}$. A slab test that took the leaving face for the
entering one, or a circle's far root for its near one, gives a point on the
boundary but past the first sample inside; a normal of the wrong face is
off its line.

@<Chapter 13 test functions@>=
static void test_ray_judge(test_context *t)
{
  ph_world *w = new_world(t, false, true);
  ray_tally tally = {0};
  seed_state = 1301;
  for (int i = 0; w && i < 80; i++) {
    ph_body_def d = body_def(random_convex(between(0.2, 2.0)), between(-1.0, 1.0),
      between(-1.0, 1.0), true);
    d.angle = 2.0 * pi * uniform();
    if (ph_body_id_is_null(make(t, w, d))) break;
    @<Cast ten rays at body |i| and judge them@>@;
  }
  test_note(t, "%d rays hit (%d between samples), %d missed, %d started inside; %d wrong",
    tally.hits + tally.between, tally.between, tally.misses, tally.inside, tally.wrong);
  test_note(t, "table: %d hits, %d misses, %d wrong", tally.hits + tally.between, tally.misses,
    tally.wrong);
  CHECK(t, tally.wrong == 0);
  CHECK(t, tally.hits >= 200 && tally.misses >= 100 && tally.inside >= 10);
  if (w) ph_world_destroy(w);
}

@ @<Cast ten rays at body |i| and judge them@>=
const ph_body *b = &w->bodies[i];
ph_transform xf = xf_of(w, i);
for (int r = 0; r < 10; r++) {
  ph_vec2 p1 = ph_add(xf.position, ph_v(between(-3.0, 3.0), between(-3.0, 3.0)));
  ph_vec2 p2 = r % 2 ? ph_add(xf.position, ph_v(between(-3.0, 3.0), between(-3.0, 3.0)))
    : ph_add(xf.position, ph_mul(between(-1.5, 0.8), ph_sub(p1, xf.position)));
  if (!ray_agrees(&b->shape, xf, p1, p2, &tally) && tally.wrong++ < 5)
    test_note(t, "body %d (%s): ray (%.17g,%.17g) to (%.17g,%.17g) judged wrong", i,
      b->shape.kind == PH_CIRCLE ? "circle" : "polygon", p1.x, p1.y, p2.x, p2.y);
}

@ @<Chapter 13 test cases@>=
{"ray_judge", "unit", "a ray's hit is the first point of the segment in the shape, with the face's normal", test_ray_judge},

@ {\it The documented answers}, on a unit box and a unit circle at the
origin, numbers chosen so that the exact answer is a machine number: the
ray from $(0,1)$ to $(1,0)$ grazes the box's corner $({1\over2},{1\over2})$
at $f={1\over2}$, where it crosses the lines of two faces at once, so
either normal is the face's; moved up by $10^{-6}$ it misses. The ray
along $y=1$ from $x=-2$ to~2 is tangent to the circle at $(0,1)$, $f={1\over
2}$, normal $(0,1)$ (its discriminant is exactly 0); a micrometre higher, a
miss. Head on: the box at $f={3\over8}$, the circle at $f={1\over2}$, and a
ray that ends on the box's face at $f=1$. No hit for a ray that starts
inside, or on the boundary going in or out, nor for $\vec p_1=\vec p_2$.
The box is taken straight from |ph_box| and turned by the identity, which
fills in its normals and leaves its corners exact.

@<Chapter 13 test functions@>=
static bool cast_is(test_context *t, const ph_shape *s, double x1, double y1, double x2,
  double y2, double f, double px, double py, double nx, double ny)
{
  ph_ray_hit h;
  memset(&h, 0, sizeof h);
  ph_transform xf = ph_transform_of(ph_v(0.0, 0.0), 0.0);
  bool got = ph_shape_ray_cast(s, xf, ph_v(x1, y1), ph_v(x2, y2), &h);
  if (isnan(f)) return CHECK(t, !got);
  bool normal = fabs(h.normal.x - nx) <= 1e-12 && fabs(h.normal.y - ny) <= 1e-12;
  if (nx == 1.0 && ny == 1.0) normal = (fabs(h.normal.x - 1.0) <= 1e-12
      && fabs(h.normal.y) <= 1e-12) || (fabs(h.normal.x) <= 1e-12 && fabs(h.normal.y - 1.0) <= 1e-12);
  bool ok = CHECK(t, got) && CHECK_NEAR(t, h.fraction, f, 1e-12)
    && CHECK_NEAR(t, h.point.x, px, 1e-12) && CHECK_NEAR(t, h.point.y, py, 1e-12)
    && CHECK(t, normal);
  if (!ok) test_note(t, "ray (%g,%g) to (%g,%g): normal (%.17g,%.17g)", x1, y1, x2, y2,
    h.normal.x, h.normal.y);
  return ok;
}

@ The cases; a normal written $(1,1)$ means ``either face of the corner''.

@<Chapter 13 test functions@>=
static void test_ray_documented(test_context *t)
{
  ph_shape square = ph_box(1.0, 1.0), box = ph_shape_turned(&square, ph_rotation_of(0.0));
  ph_shape disc = ph_circle(1.0);
  cast_is(t, &box, 0.0, 1.0, 1.0, 0.0, 0.5, 0.5, 0.5, 1.0, 1.0);
  cast_is(t, &box, 0.0, 1.000001, 1.0, 0.000001, NAN, 0, 0, 0, 0);
  cast_is(t, &disc, -2.0, 1.0, 2.0, 1.0, 0.5, 0.0, 1.0, 0.0, 1.0);
  cast_is(t, &disc, -2.0, 1.000001, 2.0, 1.000001, NAN, 0, 0, 0, 0);
  cast_is(t, &box, -2.0, 0.0, 2.0, 0.0, 0.375, -0.5, 0.0, -1.0, 0.0);
  cast_is(t, &disc, -3.0, 0.0, 1.0, 0.0, 0.5, -1.0, 0.0, -1.0, 0.0);
  cast_is(t, &box, -2.0, 0.25, -0.5, 0.25, 1.0, -0.5, 0.25, -1.0, 0.0);
  cast_is(t, &box, 0.0, 0.0, 3.0, 0.0, NAN, 0, 0, 0, 0);
  cast_is(t, &disc, 0.5, 0.0, -3.0, 0.0, NAN, 0, 0, 0, 0);
  cast_is(t, &box, -0.5, 0.0, 3.0, 0.0, NAN, 0, 0, 0, 0);
  cast_is(t, &box, -0.5, 0.0, -3.0, 0.0, NAN, 0, 0, 0, 0);
  cast_is(t, &disc, 0.0, -1.0, 0.0, 3.0, NAN, 0, 0, 0, 0);
  cast_is(t, &box, 3.0, 0.0, 3.0, 0.0, NAN, 0, 0, 0, 0);
  cast_is(t, &disc, 1.0, 0.0, 1.0, 0.0, NAN, 0, 0, 0, 0);
}

@ @<Chapter 13 test cases@>+=
{"ray_documented", "unit", "grazes and tangents hit at the touch; rays from inside or of no length do not", test_ray_documented},

@*1 Rays through the world.
{\it The brute force.} Every body whose category meets the mask, cast at
one by one with |ph_shape_ray_cast|; the closest is the least fraction, the
lower index on a tie, as the chapter promises. The query grid asks the
same function of fewer bodies, so the fractions should be the same
numbers; the test allows $10^{-12}$, rounding, in case a body's transform is
taken a different way, and asks for the same body exactly.

@<Chapter 13 test helpers@>+=
enum { MAX_HITS = 400 };
static int brute_hits(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask, ph_ray_hit *hits,
  int *closest)
{
  int n = 0;
  *closest = -1;
  for (int i = 0; i < w->body_count && n < MAX_HITS; i++) {
    ph_ray_hit h;
    memset(&h, 0, sizeof h);
    if (!(w->bodies[i].category & mask)
        || !ph_shape_ray_cast(&w->bodies[i].shape, xf_of(w, i), p1, p2, &h)) continue;
    h.body = ph_body_id_of(i);
    if (*closest < 0 || h.fraction < hits[*closest].fraction) *closest = n;
    hits[n++] = h;
  }
  return n;
}

@ The callback that keeps every hit it is given and answers |answer|.

@<Chapter 13 test helpers@>+=
typedef struct {
  int count;
  ph_ray_hit hits[MAX_HITS];
  double answer;
} ray_log;

static double log_hit(void *context, ph_ray_hit hit)
{
  ray_log *log = context;
  if (log->count < MAX_HITS) log->hits[log->count] = hit;
  log->count++;
  return log->answer;
}

@ The world's hits are the brute force's when there are as many, and each
of the brute force's bodies is among them once with the same fraction (so
that a body that spans many cells and was reported twice leaves another
missing).

@<Chapter 13 test helpers@>+=
static bool same_hits(const ph_ray_hit *brute, int n, const ray_log *log)
{
  if (log->count != n) return false;
  for (int i = 0; i < n; i++) {
    int found = 0;
    for (int j = 0; j < n; j++)
      if (log->hits[j].body.index1 == brute[i].body.index1) {
        found++;
        if (fabs(log->hits[j].fraction - brute[i].fraction) > 1e-12) return false;
      }
    if (found != 1) return false;
  }
  return true;
}

@ One ray, both ways: the closest, and every hit (the callback answers~1),
with the given mask. The result counts the disagreements, 0 or more.

@<Chapter 13 test helpers@>+=
static int ray_disagrees(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask, int *hits)
{
  static ph_ray_hit brute[MAX_HITS];
  static ray_log log;
  int closest, n = brute_hits(w, p1, p2, mask, brute, &closest), wrong = 0;
  ph_ray_hit c = ph_world_ray_cast_closest(w, p1, p2, mask);
  if (closest < 0) wrong += !ph_body_id_is_null(c.body);
  else wrong += c.body.index1 != brute[closest].body.index1
    || fabs(c.fraction - brute[closest].fraction) > 1e-12;
  log.count = 0, log.answer = 1.0;
  ph_world_ray_cast(w, p1, p2, mask, log_hit, &log);
  wrong += !same_hits(brute, n, &log);
  *hits += n;
  return wrong;
}

@ {\it The world's rays.} 300 random bodies in a square of 60\thinspace m,
one in thirty large and one in five static, and 300 rays, long (across the
square) and short (up to 3\thinspace m, within a cell or two), a third
with every layer and the rest with a random mask, through the grid and
then through \.{broad=all}: no disagreement at all. A grid walk that
skipped a cell, stopped a cell short or missed a large body gives a
missing hit. A walk that tried every body would answer rightly but
slowly, so the grid must also earn its keep: over its casts it may try
at most half the shapes the brute force does (it tries only those in the
cells the ray crosses; here it tries one in eighteen).

@<Chapter 13 test functions@>=
static void test_world_rays(test_context *t)
{
  ph_world *w = random_world(t, 300, 60.0, 13);
  if (!w) return;
  static const ph_broad_phase broad[2] = {PH_BROAD_GRID, PH_BROAD_ALL};
  for (int m = 0; m < 2; m++) {
    w->settings.broad = broad[m];
    int wrong = 0, hits = 0;
    long tried = ph_world_query_stats(w).shape_tests;
    seed_state = 1302;
    @<Cast 300 random rays at the world, counting disagreements@>@;
    tried = ph_world_query_stats(w).shape_tests - tried;
    test_note(t, "%s: 300 rays, %d hits in all, %d disagreements; %ld shapes tried",
      m == 0 ? "grid" : "all", hits, wrong, tried);
    test_note(t, "table: %s %d disagreements, %ld shapes tried", m == 0 ? "grid" : "all", wrong,
      tried);
    CHECK(t, wrong == 0);
    CHECK(t, hits > 300);
    if (m == 0) CHECK(t, tried < 300L * 2 * 300 / 2);
  }
  ph_world_destroy(w);
}

@ @<Cast 300 random rays at the world, counting disagreements@>=
for (int r = 0; r < 300; r++) {
  ph_vec2 p1 = ph_v(between(-35.0, 35.0), between(-35.0, 35.0));
  ph_vec2 p2 = r % 2 ? ph_v(between(-35.0, 35.0), between(-35.0, 35.0))
    : ph_add(p1, ph_v(between(-3.0, 3.0), between(-3.0, 3.0)));
  uint32_t mask = r % 3 == 0 ? UINT32_MAX : (uint32_t) (1 + (int) (7.0 * uniform()));
  int wrong_here = ray_disagrees(w, p1, p2, mask, &hits);
  if (wrong_here && wrong < 3) test_note(t, "ray (%.17g,%.17g) to (%.17g,%.17g) mask %u "@|
    "disagrees", p1.x, p1.y, p2.x, p2.y, (unsigned) mask);
  wrong += wrong_here;
}

@ @<Chapter 13 test cases@>+=
{"world_rays", "unit", "the query grid's closest hit and all hits are the brute force's, with layers", test_world_rays},

@ {\it The callback's answers.} Ten boxes $0.5\,$m wide in a row at
$x=1,\ldots,10$, cast at along the axis from $(0,0)$ to $(11,0)$: box~$i$ is
hit at $f_i=(i+0.75)/11$. Even boxes are in layer~2, odd ones in
layer~1, and the last is a sensor, which a ray must hit like any other.
The callback records each call, the fraction the ray had been clipped to
before it, and whether it was given a hit beyond that fraction; its mode
says what it answers.

@<Chapter 13 test helpers@>+=
enum { EVERY, STOP, FILTER, CLOSEST, HALF, ODD_CLOSEST };
typedef struct {
  int mode, calls, bodies[16];
  double fractions[16], clip;
  bool beyond;
} row_log;

static double row_callback(void *context, ph_ray_hit hit)
{
  row_log *log = context;
  int i = hit.body.index1 - 1;
  log->beyond = log->beyond || hit.fraction > log->clip + 1e-12;
  if (log->calls < 16) log->bodies[log->calls] = i, log->fractions[log->calls] = hit.fraction;
  log->calls++;
  double answer = log->mode == EVERY ? 1.0 : log->mode == STOP ? 0.0
    : log->mode == FILTER ? -1.0 : log->mode == CLOSEST ? hit.fraction
    : log->mode == HALF ? 0.5 : i % 2 == 0 ? -1.0 : hit.fraction;
  if (answer > 0.0 && answer < log->clip) log->clip = answer;
  return answer;
}

@ One cast of the row in a mode, with a mask.

@<Chapter 13 test helpers@>+=
static row_log cast_row(ph_world *w, int mode, uint32_t mask)
{
  row_log log;
  memset(&log, 0, sizeof log);
  log.mode = mode, log.clip = 1.0;
  ph_world_ray_cast(w, ph_v(0.0, 0.0), ph_v(11.0, 0.0), mask, row_callback, &log);
  return log;
}

static bool saw(const row_log *log, int body)
{
  for (int k = 0; k < log->calls && k < 16; k++)
    if (log->bodies[k] == body) return true;
  return false;
}

@ The row, built.

@<Chapter 13 test helpers@>+=
static ph_world *row_world(test_context *t)
{
  ph_world *w = new_world(t, false, true);
  for (int i = 0; w && i < 10; i++) {
    ph_body_def d = body_def(ph_box(0.5, 0.5), i + 1.0, 0.0, true);
    d.category = i % 2 == 0 ? 2u : 1u;
    d.sensor = i == 9;
    make(t, w, d);
  }
  return w;
}

@ The laws: answering~1, every box once, at its $f_i$ to $10^{-12}$
(the sensor too); answering~0, one call; answering $-1$, every box (a
filter neither stops nor clips); answering the hit's fraction, no call
after a clip beyond it and the closest, box~0, seen; answering
${1\over2}$, every box with $f_i\le{1\over2}$ (boxes 0 to~4) seen and
nothing beyond ${1\over2}$ after the first call; filtering the even boxes
and clipping at the odd ones, box~1 seen and nothing beyond its clip.

@<Chapter 13 test functions@>=
static void test_ray_callback(test_context *t)
{
  ph_world *w = row_world(t);
  if (!w) return;
  row_log every = cast_row(w, EVERY, UINT32_MAX), stop = cast_row(w, STOP, UINT32_MAX);
  row_log filter = cast_row(w, FILTER, UINT32_MAX), closest = cast_row(w, CLOSEST, UINT32_MAX);
  row_log half = cast_row(w, HALF, UINT32_MAX), odd = cast_row(w, ODD_CLOSEST, UINT32_MAX);
  row_log even = cast_row(w, EVERY, 2u);
  CHECK(t, every.calls == 10 && stop.calls == 1 && filter.calls == 10);
  for (int i = 0; i < 10; i++) {
    CHECK(t, saw(&every, i) && saw(&filter, i) && saw(&even, i) == (i % 2 == 0));
    for (int k = 0; k < every.calls && k < 16; k++)
      if (every.bodies[k] == i) CHECK_NEAR(t, every.fractions[k], (i + 0.75) / 11.0, 1e-12);
    if (i <= 4) CHECK(t, saw(&half, i));
  }
  CHECK(t, even.calls == 5);
  CHECK(t, !closest.beyond && saw(&closest, 0) && !half.beyond && !odd.beyond && saw(&odd, 1));
  @<Check the closest hit with a mask, and the refusals of bad casts@>@;
  test_note(t, "calls: every %d, stop %d, filter %d, clip at the hit %d, clip at 1/2 %d, "@|
    "layer 2 %d", every.calls, stop.calls, filter.calls, closest.calls, half.calls, even.calls);
  ph_world_destroy(w);
}

@ The closest hit through the mask of layer~1 is box~1, and with every layer
box~0. Three equal boxes in one place are hit at the same fraction, and
the closest is then the lowest body, as the chapter promises. A cast with
no callback, or from a point that is not finite, is refused and calls
nothing.

@<Check the closest hit with a mask, and the refusals of bad casts@>=
CHECK(t, ph_world_ray_cast_closest(w, ph_v(0.0, 0.0), ph_v(11.0, 0.0), 1u).body.index1 == 2);
CHECK(t, ph_world_ray_cast_closest(w, ph_v(0.0, 0.0), ph_v(11.0, 0.0), UINT32_MAX)
  .body.index1 == 1);
ph_world *same = new_world(t, false, true);
for (int k = 0; same && k < 3; k++) make(t, same, body_def(ph_box(0.5, 0.5), 5.0, 0.0, true));
if (same) CHECK(t, ph_world_ray_cast_closest(same, ph_v(11.0, 0.0), ph_v(0.0, 0.0), UINT32_MAX)
  .body.index1 == 1);
if (same) ph_world_destroy(same);
row_log bad;
memset(&bad, 0, sizeof bad);
bad.clip = 1.0;
CHECK_REFUSED(t, ph_world_ray_cast(w, ph_v(0.0, 0.0), ph_v(11.0, 0.0), UINT32_MAX, NULL,
  &bad), "");
CHECK_REFUSED(t, ph_world_ray_cast(w, ph_v(NAN, 0.0), ph_v(11.0, 0.0), UINT32_MAX,
  row_callback, &bad), "");
CHECK(t, bad.calls == 0);
ph_ray_hit none;
CHECK_REFUSED(t, none = ph_world_ray_cast_closest(w, ph_v(0.0, INFINITY), ph_v(11.0, 0.0),
  UINT32_MAX), "");
CHECK(t, ph_body_id_is_null(none.body));

@ @<Chapter 13 test cases@>+=
{"ray_callback", "unit", "a callback's -1 filters, 0 stops and a fraction clips; masks and sensors", test_ray_callback},

@*1 Points and boxes.
{\it A judge for a shape against a box}, written here by the separating
axis theorem of chapter~4: two convex shapes are apart exactly when some
axis separates them, and for a polygon and a box it is enough to try the
box's two axes and the polygon's normals; a circle meets a box exactly
when the point of the box nearest its centre is within its radius. Both
with closed inequalities, so that touching counts, as the chapter says.

@<Chapter 13 test helpers@>+=
static bool judge_overlap(const ph_shape *s, ph_transform xf, ph_aabb box)
{
  if (s->kind == PH_CIRCLE) {
    ph_vec2 c = xf.position;
    ph_vec2 q = ph_v(fmin(fmax(c.x, box.lower.x), box.upper.x),
      fmin(fmax(c.y, box.lower.y), box.upper.y));
    return ph_length_squared(ph_sub(c, q)) <= s->radius * s->radius;
  }
  if (!ph_aabb_overlap(ph_shape_aabb(s, xf), box)) return false;
  ph_vec2 corner[4] = {box.lower, {box.upper.x, box.lower.y}, box.upper,
    {box.lower.x, box.upper.y}};
  for (int i = 0; i < s->count; i++) {
    ph_vec2 n = ph_rotate(xf.rotation, s->normals[i]), v = ph_transform_point(xf, s->vertices[i]);
    double least = INFINITY;
    for (int k = 0; k < 4; k++) least = fmin(least, ph_dot(n, ph_sub(corner[k], v)));
    if (least > 0.0) return false;
  }
  return true;
}

@ {\it The box test against the judge}: 4000 random boxes, from a
millimetre to 3\thinspace m, centred within a metre of the bounding boxes
of a random world's bodies, many of them overlapping a body's bounding
box but not the body; then the exact
touches: a box whose side lies on a circle's extreme point or on a
polygon's face touches it, and $10^{-9}\,$m away does not. The judge and
the engine must agree every time.

@<Chapter 13 test functions@>=
static void test_box_overlap(test_context *t)
{
  ph_world *w = random_world(t, 100, 20.0, 17);
  if (!w) return;
  int wrong = 0, overlaps = 0, boxes_only = 0;
  seed_state = 1303;
  for (int k = 0; k < 4000; k++) {
    int i = (int) (w->body_count * uniform());
    @<Put a random box near body |i| to the judge and to the engine@>@;
  }
  test_note(t, "4000 boxes: %d overlap their body, %d only its bounding box; %d wrong",
    overlaps, boxes_only, wrong);
  CHECK(t, wrong == 0 && overlaps > 400 && boxes_only > 80);
  ph_world_destroy(w);
  @<Check the exact touches of a box with a circle and a square@>@;
}

@ The box's centre lies within a metre of the body's bounding box, and its
half sides run from half a millimetre to 1.5\thinspace m, log-uniformly.

@<Put a random box near body |i| to the judge and to the engine@>=
ph_transform xf = xf_of(w, i);
ph_aabb own = ph_shape_aabb(&w->bodies[i].shape, xf);
ph_vec2 c = ph_v(between(own.lower.x - 1.0, own.upper.x + 1.0),
  between(own.lower.y - 1.0, own.upper.y + 1.0));
ph_vec2 half = ph_v(0.0005 * pow(3000.0, uniform()), 0.0005 * pow(3000.0, uniform()));
ph_aabb box = {ph_sub(c, half), ph_add(c, half)};
bool judge = judge_overlap(&w->bodies[i].shape, xf, box);
wrong += judge != ph_shape_overlaps_box(&w->bodies[i].shape, xf, box);
overlaps += judge;
boxes_only += !judge && ph_aabb_overlap(own, box);

@ The unit circle and the unit square at the origin (the square turned by the
identity, to have its normals); boxes whose left side is at $x=1$ and
$x={1\over2}$, then a nanometre farther.

@<Check the exact touches of a box with a circle and a square@>=
ph_shape disc = ph_circle(1.0), square = ph_box(1.0, 1.0);
ph_shape box = ph_shape_turned(&square, ph_rotation_of(0.0));
ph_transform here = ph_transform_of(ph_v(0.0, 0.0), 0.0);
ph_aabb touch_disc = {{1.0, -0.1}, {2.0, 0.1}}, touch_box = {{0.5, 0.5}, {2.0, 2.0}};
ph_aabb near_disc = {{1.0 + 1e-9, -0.1}, {2.0, 0.1}}, near_box = {{0.5 + 1e-9, 0.5}, {2.0, 2.0}};
CHECK(t, ph_shape_overlaps_box(&disc, here, touch_disc));
CHECK(t, ph_shape_overlaps_box(&box, here, touch_box));
CHECK(t, !ph_shape_overlaps_box(&disc, here, near_disc));
CHECK(t, !ph_shape_overlaps_box(&box, here, near_box));

@ @<Chapter 13 test cases@>+=
{"box_overlap", "unit", "a shape overlaps a box exactly when no axis separates them, touching included", test_box_overlap},

@ The brute force of the queries: every body whose category meets the mask
and which contains the point, or overlaps the box, in increasing index;
and the callback that lists what the world reports, and can stop after
|stop_after| bodies.

@<Chapter 13 test helpers@>+=
typedef struct { int count, stop_after, bodies[MAX_HITS]; } body_list;

static bool list_body(void *context, ph_body_id body)
{
  body_list *list = context;
  if (list->count < MAX_HITS) list->bodies[list->count] = body.index1 - 1;
  list->count++;
  return list->stop_after == 0 || list->count < list->stop_after;
}

static void brute_query(ph_world *w, const ph_vec2 *p, const ph_aabb *box, uint32_t mask,
  body_list *list)
{
  list->count = 0;
  for (int i = 0; i < w->body_count && list->count < MAX_HITS; i++)
    if ((w->bodies[i].category & mask) && (p ? ph_shape_contains(&w->bodies[i].shape,
        xf_of(w, i), *p) : ph_shape_overlaps_box(&w->bodies[i].shape, xf_of(w, i), *box)))
      list->bodies[list->count++] = i;
}

@ One point or box, through the world: the list must be the brute force's,
in the same (increasing) order, the returned count its length, and the
count with no callback the same.

@<Chapter 13 test helpers@>+=
static int query_disagrees(ph_world *w, const ph_vec2 *p, const ph_aabb *box, uint32_t mask,
  int *found)
{
  static body_list brute, got;
  brute_query(w, p, box, mask, &brute);
  got.count = 0, got.stop_after = 0;
  int n = p ? ph_world_query_point(w, *p, mask, list_body, &got)
    : ph_world_query_box(w, *box, mask, list_body, &got);
  int counted = p ? ph_world_query_point(w, *p, mask, NULL, NULL)
    : ph_world_query_box(w, *box, mask, NULL, NULL);
  *found += brute.count;
  bool same = n == brute.count && counted == n && got.count == n;
  for (int k = 0; same && k < n; k++) same = got.bodies[k] == brute.bodies[k];
  return !same;
}

@ {\it The queries against the brute force.} The random world of 300
bodies, 600 points and 400 boxes (up to 10\thinspace m a side), masks as
for the rays, with the grid and with \.{broad=all}; then the grid is shown
to follow the world: a body moved by |ph_body_set_position|, and one
turned, and one made after a query, are found where they now are at once,
and so are the bodies a step moves. Any disagreement fails.

@<Chapter 13 test functions@>=
static void test_queries(test_context *t)
{
  ph_world *w = random_world(t, 300, 60.0, 19);
  if (!w) return;
  static const ph_broad_phase broad[2] = {PH_BROAD_GRID, PH_BROAD_ALL};
  for (int m = 0; m < 2; m++) {
    w->settings.broad = broad[m];
    int wrong = 0, found = 0;
    seed_state = 1304;
    @<Put 600 points and 400 boxes to the world, counting disagreements@>@;
    test_note(t, "%s: 1000 queries found %d bodies in all; %d disagreements",
      m == 0 ? "grid" : "all", found, wrong);
    CHECK(t, wrong == 0 && found > 500);
  }
  w->settings.broad = PH_BROAD_GRID;
  @<Move, turn and add bodies, and check that the queries follow@>@;
  @<Check the refusals of bad queries and that a callback can stop one@>@;
  ph_world_destroy(w);
}

@ @<Put 600 points and 400 boxes to the world, counting disagreements@>=
for (int q = 0; q < 1000; q++) {
  ph_vec2 p = ph_v(between(-32.0, 32.0), between(-32.0, 32.0));
  ph_vec2 size = ph_v(between(0.0, 10.0), between(0.0, 10.0));
  ph_aabb box = {p, ph_add(p, size)};
  uint32_t mask = q % 3 == 0 ? UINT32_MAX : (uint32_t) (1 + (int) (7.0 * uniform()));
  wrong += q < 600 ? query_disagrees(w, &p, NULL, mask, &found)
    : query_disagrees(w, NULL, &box, mask, &found);
}

@ Body 0 is moved 20\thinspace m, body~1 turned a quarter, a new body made
where the queries have already looked. After each change the same
question, at the body's new place, must get the brute force's answer.
Queries that did not change the world must not rebuild the grid:
between the changes, at most one rebuild each.

@<Move, turn and add bodies, and check that the queries follow@>=
int wrong[5] = {0}, found = 0;
ph_vec2 spot = ph_v(3.0, -4.0);
ph_aabb near = {ph_v(2.0, -5.0), ph_v(4.0, -3.0)};
wrong[0] += query_disagrees(w, &spot, NULL, UINT32_MAX, &found);
long rebuilds = ph_world_query_stats(w).rebuilds;
wrong[0] += query_disagrees(w, NULL, &near, UINT32_MAX, &found);
CHECK(t, ph_world_query_stats(w).rebuilds == rebuilds);
ph_body_set_position(w, ph_body_id_of(0), spot);
wrong[1] += query_disagrees(w, &spot, NULL, UINT32_MAX, &found);
ph_body_set_angle(w, ph_body_id_of(1), w->bodies[1].angle + 0.5 * pi);
ph_aabb turned = ph_shape_aabb(&w->bodies[1].shape, xf_of(w, 1));
wrong[2] += query_disagrees(w, NULL, &turned, UINT32_MAX, &found);
make(t, w, body_def(ph_circle(0.5), 3.2, -4.0, false));
wrong[3] += query_disagrees(w, &spot, NULL, UINT32_MAX, &found);
@<Ask the busy scene at every body's place as it falls@>@;
test_note(t, "disagreements: %d before any change, %d after a move, %d after a turn, %d "@|
  "after a new body, %d in the busy scene as it falls; %d bodies found", wrong[0], wrong[1], wrong[2],
  wrong[3], wrong[4], found);
CHECK(t, wrong[0] + wrong[1] + wrong[2] + wrong[3] + wrong[4] == 0 && found >= 3);

@ A step moves bodies too. The random world, whose bodies overlap deeply
where they were dropped, is no scene to step, so the busy scene of the
events' tests below is asked instead: at each body's place and in a box
about it, before the first step and after every twentieth of two
seconds' fall.

@<Ask the busy scene at every body's place as it falls@>=
ph_world *busy = busy_world(t, true);
for (int n = 0; busy && n <= 120; n++) {
  if (n > 0) ph_world_step(busy, dt);
  for (int i = 0; n % 20 == 0 && i < busy->body_count; i++) {
    ph_vec2 p = busy->bodies[i].position;
    ph_aabb around = {ph_sub(p, ph_v(0.3, 0.3)), ph_add(p, ph_v(0.3, 0.3))};
    wrong[4] += query_disagrees(busy, &p, NULL, UINT32_MAX, &found)
      + query_disagrees(busy, NULL, &around, UINT32_MAX, &found);
  }
}
if (busy) ph_world_destroy(busy);

@ Bad queries: a box whose lower corner is above or right of its upper
one, a point or a box that is not finite, and no world, each refused with
$-1$ and no call; and a callback that answers |false| at its first body
stops the query there.

@<Check the refusals of bad queries and that a callback can stop one@>=
body_list none = {0, 0, {0}}, first = {0, 1, {0}};
ph_aabb flipped_x = {ph_v(1.0, 0.0), ph_v(0.0, 1.0)}, flipped_y = {ph_v(0.0, 1.0), ph_v(1.0, 0.0)};
ph_aabb endless = {ph_v(0.0, 0.0), ph_v(INFINITY, 1.0)};
int r[5];
CHECK_REFUSED(t, r[0] = ph_world_query_box(w, flipped_x, UINT32_MAX, list_body, &none), "");
CHECK_REFUSED(t, r[1] = ph_world_query_box(w, flipped_y, UINT32_MAX, list_body, &none), "");
CHECK_REFUSED(t, r[2] = ph_world_query_box(w, endless, UINT32_MAX, list_body, &none), "");
CHECK_REFUSED(t, r[3] = ph_world_query_point(w, ph_v(NAN, 0.0), UINT32_MAX, list_body, &none),
  "");
CHECK_REFUSED(t, r[4] = ph_world_query_point(NULL, ph_v(0.0, 0.0), UINT32_MAX, NULL, NULL), "");
CHECK(t, r[0] == -1 && r[1] == -1 && r[2] == -1 && r[3] == -1 && r[4] == -1 && none.count == 0);
ph_aabb all = {ph_v(-100.0, -100.0), ph_v(100.0, 100.0)};
ph_world_query_box(w, all, UINT32_MAX, list_body, &first);
CHECK(t, first.count == 1);

@ @<Chapter 13 test cases@>+=
{"queries", "unit", "point and box queries give exactly the brute force's bodies, in order, as the world moves", test_queries},

@*1 Continuous collision.
{\it The time of impact, known answers.} Take the slop $s$ of the default
settings, the target $-s/2$ and the tolerance $s/4$ that the step uses. A
ball of radius $r=0.05$ moves straight from $(-1,0)$ to $(1,0)$,
$\vert\Delta x\vert=2$, at a static wall $0.1\,$m thick centred on the
origin, whose face is $d=0.95$ from the ball's start. Its separation is
$d-r-t\vert\Delta x\vert$, which reaches the target at
$$t^\star={d-r+s/2\over\vert\Delta x\vert}.$$
Conservative advancement steps towards the target from before it and
stops at the first separation below target plus tolerance, so the answer
lies in $[t^\star-{s/4\over\vert\Delta x\vert},\,t^\star]$, which the test
requires, with $10^{-12}$ for rounding. A method that stepped by twice the
safe advance would land past $t^\star$.

A turning case: a stick $2\times0.1\,$m at the origin turns a quarter turn,
angle $0\to\pi/2$, towards a fixed ball of radius 0.05 at $(0,0.8)$. At angle
$\theta$ the ball's centre is $0.8\cos\theta$ from the stick's line and
$0.8\sin\theta<1$ along it, within its long face, so the separation is
$0.8\cos\theta-0.1$, falling as $\theta$ grows: the answer must lie between
the angles where it equals the target plus the tolerance and the target,
$\cos\theta=(0.1-s/2+s/4)/0.8$ and $(0.1-s/2)/0.8$, over $\pi/2$. Last: the
ball that passes above the wall, or stops short of it, has no hit and
$t=1$; one that starts touching has $t=0$.

@<Chapter 13 test functions@>=
static ph_toi toi_is(test_context *t, const ph_shape *m, ph_vec2 x0, double a0, ph_vec2 x1,
  double a1, const ph_shape *fixed, ph_vec2 at, double low, double high, bool hit)
{
  double s = ph_default_settings().slop;
  ph_toi r = ph_shape_time_of_impact(m, x0, a0, x1, a1, fixed, ph_transform_of(at, 0.0),
    -0.5 * s, 0.25 * s);
  if (!(CHECK(t, r.hit == hit) & CHECK(t, r.t >= low - 1e-12 && r.t <= high + 1e-12)))
    test_note(t, "got t = %.17g (hit %d), want [%.17g, %.17g] (hit %d)", r.t, r.hit, low,
      high, hit);
  return r;
}

@ @<Chapter 13 test functions@>=
static void test_time_of_impact(test_context *t)
{
  double s = ph_default_settings().slop;
  ph_shape ball = ph_circle(0.05), plank = ph_box(0.1, 2.0), stick = ph_box(2.0, 0.1);
  ph_shape wall = ph_shape_turned(&plank, ph_rotation_of(0.0));
  ph_shape rod = ph_shape_turned(&stick, ph_rotation_of(0.0));
  ph_vec2 o = ph_v(0.0, 0.0);
  double t_star = (0.95 - 0.05 + 0.5 * s) / 2.0;
  ph_toi head_on = toi_is(t, &ball, ph_v(-1.0, 0.0), 0.0, ph_v(1.0, 0.0), 0.0, &wall, o,
    t_star - 0.25 * s / 2.0, t_star, true);
  double late = acos((0.1 - 0.5 * s) / 0.8), early = acos((0.1 - 0.25 * s) / 0.8);
  ph_toi turn = toi_is(t, &rod, o, 0.0, o, 0.5 * pi, &ball, ph_v(0.0, 0.8),
    early / (0.5 * pi), late / (0.5 * pi), true);
  toi_is(t, &ball, ph_v(-1.0, 3.0), 0.0, ph_v(1.0, 3.0), 0.0, &wall, o, 1.0, 1.0, false);
  toi_is(t, &ball, ph_v(-1.0, 0.0), 0.0, ph_v(-0.5, 0.0), 0.0, &wall, o, 1.0, 1.0, false);
  toi_is(t, &ball, ph_v(-0.09, 0.0), 0.0, ph_v(1.0, 0.0), 0.0, &wall, o, 0.0, 0.0, true);
  test_note(t, "head on: t = %.12f in [%.12f, %.12f] after %d iterations; turning: t = %.9f "@|
    "in [%.9f, %.9f] after %d", head_on.t, t_star - 0.125 * s, t_star, head_on.iterations,
    turn.t, early / (0.5 * pi), late / (0.5 * pi), turn.iterations);
  test_note(t, "table: head on %d steps, turning %d", head_on.iterations, turn.iterations);
}

@ @<Chapter 13 test cases@>+=
{"time_of_impact", "unit", "the time of impact of a moving and a turning shape is the known one", test_time_of_impact},

@ {\it The shot.} A ball of radius 0.05\thinspace m and density~1 at
$v_0=300\,$m/s, with no gravity, at a target centred on the origin: a
static wall $0.1\times4\,$m, or a dynamic box $0.2\times2\,$m. In a step
of $h={1\over60}\,$s the ball goes 5\thinspace m, $\Delta x=5\cos\alpha$
along $x$ at the angle $\alpha$ from the wall's normal. It starts so that
its path crosses the target's middle at $y=0$, and so that after two
steps its centre is a fraction $\phi$ of $\Delta x$ short of the distance
$\rho$ (half the target's width plus the radius) at which it would first
touch: the next step would put it $(1-\phi)\Delta x-\rho$ beyond, clear of
the target, for every $\alpha\le80^\circ$ and $\phi\le0.7$ ($0.06\,$m at
the least). So with no sweep a search never sees the ball touch, and it
passes. The result, over twelve steps: the greatest $x$ the ball's centre
reached in the target's own frame while alongside it (within its half
height and the radius, $\vert y\vert\le\eta+r$), and where the ball ended,
along $x$ from the target's centre (which a hit box may have turned):
back on its own side and going back, or beyond and going on.

@<Chapter 13 test helpers@>+=
typedef struct { bool continuous, bullet, dynamic; double angle, phase; } shot;
typedef struct { double deepest; bool back, beyond; } shot_result;

static bool shoot(test_context *t, shot s, shot_result *out)
{
  ph_world *w = new_world(t, false, s.continuous);
  if (!w) return false;
  double half = s.dynamic ? 0.1 : 0.05, tall = s.dynamic ? 1.0 : 2.0, reach = half + 0.05;
  double dx = 300.0 * dt * cos(s.angle), x0 = -reach - (2.0 + s.phase) * dx;
  ph_body_id target = make(t, w, body_def(ph_box(2.0 * half, 2.0 * tall), 0.0, 0.0,
    !s.dynamic));
  ph_body_def d = body_def(ph_circle(0.05), x0, x0 * tan(s.angle), false);
  d.velocity = ph_mul(300.0, ph_v(cos(s.angle), sin(s.angle)));
  d.bullet = s.bullet;
  ph_body_id ball = make(t, w, d);
  out->deepest = -INFINITY;
  for (int n = 0; n < 12; n++) {
    ph_world_step(w, dt);
    @<Note how deep the ball is in the target's frame, and where it is going@>@;
  }
  ph_world_destroy(w);
  return true;
}

@ @<Note how deep the ball is in the target's frame, and where it is going@>=
ph_transform xf = ph_body_transform(w, target);
ph_vec2 at = ph_rotate_back(xf.rotation, ph_sub(ph_body_position(w, ball), xf.position));
double ahead = ph_body_position(w, ball).x - xf.position.x, v = ph_body_velocity(w, ball).x;
if (fabs(at.y) <= tall + 0.05) out->deepest = fmax(out->deepest, at.x);
out->back = ahead < -reach && v < 0.0;
out->beyond = ahead > reach && v > 0.0;

@ {\it The wall and the box are never passed.} A ball whose centre passed
the target's middle, $x>0$ in its frame, would be pushed out of the far
side by the next contact, whose normal points the way of least overlap; so
the test asks that the centre never pass it while alongside, and that the
ball end back on its own side, going back. (Chapter~11's soft contact lets
the ball in farther than the stop puts it: in the first sub-step the
push's mass scale, 0.94 at 30\thinspace Hz, leaves 6\% of the
300\thinspace m/s, about 7\thinspace cm in a sub-step of 1/240\thinspace s,
before the relax pass stops it; the middle is $0.1\,$m in, so the test has
room.) Nine angles from $0$ to $80^\circ$ and three phases for the wall,
four angles to $60^\circ$ for the bullet and the box. The controls: the
same shots with \.{continuous} off all end beyond the wall, going on, and
the ball that is not a bullet passes the dynamic box, which only bullets
are swept against.

@<Chapter 13 test functions@>=
static void test_bullet_wall(test_context *t)
{
  int wall_held = 0, wall_passed = 0, box_held = 0, box_passed = 0, shots = 0;
  double worst = -INFINITY;
  static const double phases[3] = {0.3, 0.5, 0.7};
  for (int a = 0; a <= 8; a++)
    for (int k = 0; k < 3; k++) {
      double angle = a * 10.0 * pi / 180.0;
      shot_result on, off;
      if (!shoot(t, (shot){true, false, false, angle, phases[k]}, &on)
          || !shoot(t, (shot){false, false, false, angle, phases[k]}, &off)) return;
      shots++;
      worst = fmax(worst, on.deepest);
      wall_held += on.deepest < 0.0 && on.back;
      wall_passed += off.beyond;
      if (a % 2 || a > 6) continue;
      @<Shoot the ball at the dynamic box, as a bullet and not@>@;
    }
  @<Check that every shot was held, and every control passed@>@;
}

@ @<Check that every shot was held, and every control passed@>=
test_note(t, "static wall: %d of %d shots held (deepest centre at x = %.4f m), %d passed "@|
  "with continuous off", wall_held, shots, worst, wall_passed);
test_note(t, "dynamic box: %d of 12 held as a bullet, %d of 12 passed when not",
  box_held, box_passed);
test_note(t, "table: %d of %d shots held, %d of 12 bullets", wall_held, shots, box_held);
CHECK(t, wall_held == shots && wall_passed == shots);
CHECK(t, box_held == 12 && box_passed == 12);

@ @<Shoot the ball at the dynamic box, as a bullet and not@>=
if (!shoot(t, (shot){true, true, true, angle, phases[k]}, &on)
    || !shoot(t, (shot){true, false, true, angle, phases[k]}, &off)) return;
box_held += on.deepest < 0.0 && on.back;
box_passed += off.beyond;

@ @<Chapter 13 test cases@>+=
{"bullet_wall", "scene", "a 300 m/s ball never passes a thin wall, nor a box as a bullet; without the sweep it does", test_bullet_wall},

@ {\it A bullet against a moving body.} The chapter sweeps a bullet
against the other moving bodies at their poses at the step's end. A box
$0.2\times0.4\,$m comes down at 180\thinspace m/s from $y=3$, to end the
first step at the origin, while a bullet ball at 300\thinspace m/s crosses
$x=0$ along $y=0$ in the same step, from $x=-2.6$ to~2.4. At its start pose
the box is 3\thinspace m off the ball's path, at its end pose across it: the
ball must be stopped short of the box's near face, $x<-0.1$, and not be
beyond it. The same again after a point query between the world's
creation and the step, which builds the query grid with the box where it
was: the sweep must not trust that grid, whose box is 3\thinspace m
from where the body ends the step.

@<Chapter 13 test functions@>=
static double bullet_at_moving_box(test_context *t, bool query_first)
{
  ph_world *w = new_world(t, false, true);
  if (!w) return NAN;
  ph_body_def box = body_def(ph_box(0.2, 0.4), 0.0, 3.0, false);
  box.velocity = ph_v(0.0, -180.0);
  make(t, w, box);
  ph_body_def d = body_def(ph_circle(0.05), -2.6, 0.0, false);
  d.velocity = ph_v(300.0, 0.0);
  d.bullet = true;
  ph_body_id ball = make(t, w, d);
  if (query_first) ph_world_query_point(w, ph_v(50.0, 50.0), UINT32_MAX, NULL, NULL);
  ph_world_step(w, dt);
  double x = ph_body_position(w, ball).x;
  ph_world_destroy(w);
  return x;
}

static void test_bullet_moving(test_context *t)
{
  double plain = bullet_at_moving_box(t, false), queried = bullet_at_moving_box(t, true);
  test_note(t, "after the step the ball is at x = %.4f, or %.4f after a query", plain, queried);
  CHECK(t, plain < -0.1 && queried < -0.1);
}

@ @<Chapter 13 test cases@>+=
{"bullet_moving", "scene", "a bullet is stopped by a moving box at its end pose, even after a query", test_bullet_moving},

@ {\it No energy from the stop.} The head-on shot at the wall,
$\alpha=0$, $\phi={1\over2}$, step by step. In the step whose sweep stops
the ball (the record says a stop), nothing else acts on it, with no gravity
and no contact at the step's start, and the stop keeps the velocity: so
the velocity after that step must be the one before it, bit for bit, and
the kinetic energy with it. The stop must leave the ball at the target
separation $-s/2$ within $s/4$: its separation is
$-0.05-(x+0.05)$. Then the contact of the next step: one point, whose
relax pass takes back the push, and restitution's target $-e\,v_n^-$ with
$v_n^-=v_0$, the kept velocity. So the ball leaves at $e\,v_0=150\,$m/s;
the test allows $10^{-9}$ of it either way, for the rounding of a few
passes, and checks that no later step makes it faster.

@<Chapter 13 test functions@>=
static ph_body_id head_on_shot(test_context *t, ph_world *w, double v0)
{
  double dx = v0 * dt;
  make(t, w, body_def(ph_box(0.1, 4.0), 0.0, 0.0, true));
  ph_body_def d = body_def(ph_circle(0.05), -0.1 - 2.5 * dx, 0.0, false);
  d.velocity = ph_v(v0, 0.0);
  return make(t, w, d);
}

@ The shot, step by step, watched for the stop and after it.

@<Chapter 13 test functions@>=
static void test_impact_energy(test_context *t)
{
  ph_world *w = new_world(t, false, true);
  if (!w) return;
  double s = w->settings.slop, v0 = 300.0, e = 0.5;
  ph_body_id ball = head_on_shot(t, w, v0);
  int stopped_at = 0;
  double fastest_after = 0.0;
  for (int n = 1; n <= 12; n++) {
    ph_vec2 before = ph_body_velocity(w, ball);
    ph_world_step(w, dt);
    ph_vec2 after = ph_body_velocity(w, ball);
    if (stopped_at) fastest_after = fmax(fastest_after, ph_length(after));
    if (stopped_at || ph_world_continuous_stats(w).stops == 0) continue;
    @<Check the velocity and the place the stop left the ball@>@;
  }
  test_note(t, "stopped in step %d; then at most %.12f m/s (e v0 = %.1f); leaving at %.12f m/s",
    stopped_at, fastest_after, e * v0, ph_body_velocity(w, ball).x);
  test_note(t, "table: leaves at %.4f, $e\\,v_0=%.1f$\\thinspace m/s", -ph_body_velocity(w, ball).x,
    e * v0);
  CHECK(t, stopped_at == 3);
  CHECK(t, fastest_after <= e * v0 * (1.0 + 1e-9));
  CHECK_NEAR(t, ph_body_velocity(w, ball).x, -e * v0, 1e-9 * e * v0);
  ph_world_destroy(w);
}

@ @<Check the velocity and the place the stop left the ball@>=
stopped_at = n;
double separation = -0.1 - ph_body_position(w, ball).x;
test_note(t, "step %d: stopped at separation %.6f m (target %.6f), speed %.17g m/s", n,
  separation, -0.5 * s, after.x);
CHECK(t, memcmp(&before, &after, sizeof before) == 0);
CHECK_NEAR(t, 0.5 * ph_length_squared(after), 0.5 * v0 * v0, 0.0);
CHECK(t, separation >= -0.75 * s && separation <= -0.25 * s);

@ @<Chapter 13 test cases@>+=
{"impact_energy", "scene", "a time-of-impact stop keeps the velocity and the bounce gives back e v0, no more", test_impact_energy},

@*1 Events and sensors.
{\it The judge of events}: the pairs that touch, read from the contacts
a step's search made (chapter~4: a contact is a pair whose manifold has a
point), kept sorted as numbers $1024a+b$, which sorts them in pair order.
Between two steps, a pair in the new set only must have begun, a pair in
the old set only must have ended, and nothing else may be reported; the
events of a step come in pair order.

@<Chapter 13 test helpers@>+=
enum { MAX_PAIRS = 1024 };
typedef struct { int count, key[MAX_PAIRS]; } pair_set;

static int by_key(const void *x, const void *y)
{
  int a = *(const int *) x, b = *(const int *) y;
  return (a > b) - (a < b);
}

static void contact_pairs(const ph_world *w, pair_set *p)
{
  p->count = 0;
  for (int k = 0; k < w->contact_count && p->count < MAX_PAIRS; k++)
    p->key[p->count++] = 1024 * w->contacts[k].a + w->contacts[k].b;
  qsort(p->key, (size_t) p->count, sizeof p->key[0], by_key);
}

@ The events the judge expects, by merging the two sorted sets.

@<Chapter 13 test helpers@>+=
static int expected_events(const pair_set *before, const pair_set *now, ph_event *out)
{
  int i = 0, j = 0, n = 0;
  while ((i < before->count || j < now->count) && n < MAX_PAIRS) {
    int old = i < before->count ? before->key[i] : 1 << 30;
    int fresh = j < now->count ? now->key[j] : 1 << 30;
    if (old == fresh) {
      i++, j++;
      continue;
    }
    int key = old < fresh ? old : fresh;
    ph_event e = {old < fresh ? PH_END_TOUCH : PH_BEGIN_TOUCH, ph_body_id_of(key / 1024),
      ph_body_id_of(key % 1024), false};
    if (old < fresh) i++;
    else j++;
    out[n++] = e;
  }
  return n;
}

@ Two events are the same when kind, bodies and flag are.

@<Chapter 13 test helpers@>+=
static bool same_event(ph_event e, ph_event f)
{
  return e.kind == f.kind && e.a.index1 == f.a.index1 && e.b.index1 == f.b.index1
    && e.sensor == f.sensor;
}

@ The busy scene: a floor and two walls, and forty balls and boxes in four
rows, thrown at random speeds of up to 2\thinspace m/s with restitution
0.6, so that they fall, bounce, roll and pile up; with |sensor|, a static
sensor strip $8\times0.5\,$m across the second row, which the bodies
start in and fall through. The judge reads the contact list, so the
world keeps stage~13's defaults: from chapter~14 on, a pair that falls
asleep leaves the list though it still touches (chapter~14 tests the
events of sleeping pairs).

@<Chapter 13 test helpers@>+=
static ph_world *busy_world(test_context *t, bool sensor)
{
  ph_world *w = new_world(t, true, true);
  if (!w) return NULL;
  ph_settings stage_13 = ph_stage_settings(13);
  CHECK(t, ph_world_set_settings(w, &stage_13));
  make(t, w, body_def(ph_box(12.0, 1.0), 0.0, -0.5, true));
  make(t, w, body_def(ph_box(1.0, 10.0), -6.5, 5.0, true));
  make(t, w, body_def(ph_box(1.0, 10.0), 6.5, 5.0, true));
  ph_body_def strip = body_def(ph_box(8.0, 0.5), 0.0, 2.0, true);
  strip.sensor = true;
  if (sensor) make(t, w, strip);
  seed_state = 1305;
  for (int i = 0; i < 40; i++) {
    ph_body_def d = body_def(i % 2 ? ph_box(0.4, 0.4) : ph_circle(0.2), -4.5 + i % 10,
      1.0 + 0.8 * (i / 10), false);
    d.material.restitution = 0.6;
    d.velocity = ph_v(between(-2.0, 2.0), between(-2.0, 2.0));
    d.angle = between(0.0, pi);
    make(t, w, d);
  }
  return w;
}

@ {\it The events of a busy scene.} Five seconds of the busy scene with
no sensor: in every step the events must be exactly the judge's, in order;
and, read on their own, every end must follow a begin of the same pair
and begins and ends must alternate (which the judge implies, but a reader
of the chapter checks this first). The scene must be busy: at least a
hundred begins and as many ends, and some pair that began twice, after a
bounce. An engine that did not clear the last step's events, or compared
with the wrong step, or left a pair out, fails the judge.

@<Chapter 13 test functions@>=
static void test_events_pairs(test_context *t)
{
  ph_world *w = busy_world(t, false);
  if (!w) return;
  static pair_set before, now;
  static ph_event want[MAX_PAIRS];
  static signed char state[64][64]; /* 0 never, 1 touching, 2 apart again */
  memset(state, 0, sizeof state);
  before.count = 0;
  int wrong_steps = 0, unordered = 0, broken = 0, begins = 0, ends = 0, again = 0;
  for (int n = 1; n <= 300; n++) {
    ph_world_step(w, dt);
    contact_pairs(w, &now);
    int count = ph_world_event_count(w), expected = expected_events(&before, &now, want);
    bool same = count == expected;
    @<Go through the step's events, checking order and alternation@>@;
    if (!same && wrong_steps++ < 3)
      test_note(t, "step %d: %d events, the judge expects %d", n, count, expected);
    before = now;
  }
  @<Check the refusal of an event that does not exist@>@;
  @<Check that the events were the judge's, in order and in turn, and many@>@;
  ph_world_destroy(w);
}

@ @<Go through the step's events, checking order and alternation@>=
for (int k = 0; k < count; k++) {
  ph_event e = ph_world_event(w, k), p = k ? ph_world_event(w, k - 1) : e;
  int a = e.a.index1 - 1, b = e.b.index1 - 1;
  same = same && k < expected && same_event(e, want[k]);
  unordered += k > 0 && 1024 * (p.a.index1 - 1) + p.b.index1 - 1 >= 1024 * a + b;
  if (a < 0 || b <= a || b >= 64) {
    broken++;
    continue;
  }
  bool begin = e.kind == PH_BEGIN_TOUCH;
  broken += begin == (state[a][b] == 1);
  again += begin && state[a][b] == 2;
  begins += begin, ends += !begin;
  state[a][b] = begin ? 1 : 2;
}

@ @<Check that the events were the judge's, in order and in turn, and many@>=
test_note(t, "300 steps: %d begins, %d ends, %d pairs began again; %d steps differ from "@|
  "the judge, %d out of order, %d out of turn", begins, ends, again, wrong_steps, unordered,
  broken);
CHECK(t, wrong_steps == 0 && unordered == 0 && broken == 0);
CHECK(t, begins >= 100 && ends >= 100 && again > 0);

@ @<Check the refusal of an event that does not exist@>=
ph_event nothing;
CHECK_REFUSED(t, nothing = ph_world_event(w, ph_world_event_count(w)), "");
CHECK(t, ph_body_id_is_null(nothing.a) && ph_body_id_is_null(nothing.b));
CHECK_REFUSED(t, nothing = ph_world_event(w, -1), "");

@ @<Chapter 13 test cases@>+=
{"events_pairs", "scene", "a step's events are exactly the changes of its touching pairs, begin and end in turn", test_events_pairs},

@ {\it A sensor never pushes.} Four bodies fly through sensors: a fast
ball, at 20\thinspace m/s ($0.33\,$m a step, so the sweep finds it fast),
through a static sensor; a ball that is itself a sensor, as fast, through a
static floor; a slow ball, dropped from rest, through a static sensor; and
a sensor ball through a static sensor. Beside them a world with the four
balls alone, none a sensor. A sensor takes no contact and no sweep, so for
1.5\thinspace s each ball's position and velocity must be the same bits in
both worlds, and the world with sensors must hold no contact. It must
report the first three pairs' begins and ends, flagged as sensors', and
nothing of the fourth: two sensors meet nothing.

@<Chapter 13 test helpers@>+=
static void sensor_scene(test_context *t, ph_world *w, bool sensors)
{
  ph_body_def d[4] = {body_def(ph_circle(0.25), 0.0, 3.0, false),
    body_def(ph_circle(0.25), 10.0, 3.0, false), body_def(ph_circle(0.25), -10.0, 1.0, false),
    body_def(ph_circle(0.25), 20.0, 3.0, false)};
  d[0].velocity = d[1].velocity = d[3].velocity = ph_v(0.0, -20.0);
  d[1].sensor = d[3].sensor = sensors;
  for (int k = 0; k < 4; k++) {
    ph_body_def region = body_def(ph_box(4.0, 1.0), d[k].position.x, 0.0, true);
    region.sensor = k != 1;
    if (sensors) make(t, w, region);
    make(t, w, d[k]);
  }
}

@ The two worlds stepped side by side; the ball of pair $k$ is body $2k+1$
in the first and body $k$ in the second.

@<Chapter 13 test functions@>=
static void test_sensor_no_push(test_context *t)
{
  ph_world *a = new_world(t, true, true), *b = new_world(t, true, true);
  if (!a || !b) return;
  sensor_scene(t, a, true);
  sensor_scene(t, b, false);
  int differ = 0, contacts = 0, begins = 0, ends = 0, flagged = 0;
  for (int n = 0; n < 90; n++) {
    ph_world_step(a, dt);
    ph_world_step(b, dt);
    @<Compare the balls of the two worlds, and count the contacts and events of the first@>@;
  }
  test_note(t, "90 steps: %d differences from free flight, %d contacts; %d begins, %d ends, "@|
    "%d flagged", differ, contacts, begins, ends, flagged);
  CHECK(t, differ == 0 && contacts == 0);
  CHECK(t, begins == 3 && ends == 3 && flagged == 6);
  CHECK(t, a->bodies[3].position.y < -1.0 && a->bodies[5].position.y < -1.0
    && a->bodies[7].position.y < -1.0);
  ph_world_destroy(a);
  ph_world_destroy(b);
}

@ @<Compare the balls of the two worlds, and count the contacts and events of the first@>=
for (int k = 0; k < 4; k++) {
  const ph_body *p = &a->bodies[2 * k + 1], *q = &b->bodies[k];
  differ += memcmp(&p->position, &q->position, sizeof p->position) != 0
    || memcmp(&p->velocity, &q->velocity, sizeof p->velocity) != 0;
}
contacts += a->contact_count;
for (int k = 0; k < ph_world_event_count(a); k++) {
  ph_event e = ph_world_event(a, k);
  begins += e.kind == PH_BEGIN_TOUCH, ends += e.kind == PH_END_TOUCH, flagged += e.sensor;
}

@ @<Chapter 13 test cases@>+=
{"sensor_no_push", "scene", "bodies pass through sensors, and sensors through bodies, in free flight to the bit", test_sensor_no_push},

@ {\it A sensor's begin and end, when kinematics says.} A ball of radius
$r={1\over4}$ dropped from rest at $y_0=2$ through a static sensor
$4\times1\,$m centred on the origin, under $g=10\,$m/s$^2$. The soft step
moves a free body by symplectic Euler in sub-steps of $\hs=h/4$, which
puts it, after $k$ steps, at
$$y_k=y_0-{\textstyle{1\over2}}\,g\,t_k\,(t_k+\hs),\qquad t_k=kh,$$
exactly (chapter~12's rope test holds it to $10^{-12}$). Events are
gathered in the search, at the step's start, from the places after the
step before: step $k+1$ begins the touch if $y_k-r\le{1\over2}$ first
holds at $k$, and ends it if $y_k+r<-{1\over2}$ first holds at $k$; at
$k=30$ and $k=45$, a centimetre and 8\thinspace cm clear of the
thresholds, far more than any rounding. So the begin must come in step 31
and the end in step 46, the pair being (sensor, ball) $=(0,1)$ flagged as a
sensor's, and there must be no other event in two seconds.

@<Chapter 13 test functions@>=
static void test_sensor_events(test_context *t)
{
  ph_world *w = new_world(t, true, true);
  if (!w) return;
  ph_body_def region = body_def(ph_box(4.0, 1.0), 0.0, 0.0, true);
  region.sensor = true;
  make(t, w, region);
  make(t, w, body_def(ph_circle(0.25), 0.0, 2.0, false));
  double hs = dt / w->settings.substeps, r = 0.25, g = 10.0;
  int begin = 0, end = 0, events = 0, wrong = 0;
  for (int k = 0; k < 200 && (!begin || !end); k++) {
    double time = k * dt, y = 2.0 - 0.5 * g * time * (time + hs);
    if (!begin && y - r <= 0.5) begin = k + 1;
    if (!end && y + r < -0.5) end = k + 1;
  }
  @<Step the ball through the sensor for two seconds, checking each event@>@;
  test_note(t, "predicted begin in step %d and end in step %d; %d events, %d wrong", begin,
    end, events, wrong);
  test_note(t, "table: begin at step %d, end at %d, %d wrong", begin, end, wrong);
  CHECK(t, begin == 31 && end == 46);
  CHECK(t, events == 2 && wrong == 0);
  ph_world_destroy(w);
}

@ @<Step the ball through the sensor for two seconds, checking each event@>=
for (int n = 1; n <= 120; n++) {
  ph_world_step(w, dt);
  for (int k = 0; k < ph_world_event_count(w); k++) {
    ph_event e = ph_world_event(w, k);
    events++;
    wrong += !(e.sensor && e.a.index1 == 1 && e.b.index1 == 2
      && (e.kind == PH_BEGIN_TOUCH ? n == begin : n == end));
    if (wrong) test_note(t, "step %d: %s of (%d,%d)", n,
      e.kind == PH_BEGIN_TOUCH ? "begin" : "end", e.a.index1 - 1, e.b.index1 - 1);
  }
}

@ @<Chapter 13 test cases@>+=
{"sensor_events", "scene", "a falling ball begins and ends touching a sensor in the steps free fall predicts", test_sensor_events},

@ {\it Determinism.} The busy scene with its sensor strip, run twice for
three seconds: the same events in every step, and every body's position,
angle and velocities the same bits at the end.

@<Chapter 13 test functions@>=
static int bodies_differ(const ph_world *a, const ph_world *b)
{
  int differ = a->body_count != b->body_count;
  for (int i = 0; i < a->body_count && i < b->body_count; i++) {
    const ph_body *p = &a->bodies[i], *q = &b->bodies[i];
    differ += memcmp(&p->position, &q->position, sizeof p->position) != 0
      || memcmp(&p->velocity, &q->velocity, sizeof p->velocity) != 0
      || memcmp(&p->angle, &q->angle, sizeof p->angle) != 0
      || memcmp(&p->angular_velocity, &q->angular_velocity, sizeof p->angular_velocity) != 0;
  }
  return differ;
}

@ The test runs the busy scene twice and compares the events of each step.

@<Chapter 13 test functions@>=
static void test_events_repeat(test_context *t)
{
  ph_world *a = busy_world(t, true), *b = busy_world(t, true);
  if (!a || !b) return;
  int differ = 0, events = 0, sensed = 0;
  for (int n = 0; n < 180; n++) {
    ph_world_step(a, dt);
    ph_world_step(b, dt);
    int count = ph_world_event_count(a);
    differ += count != ph_world_event_count(b);
    for (int k = 0; k < count && k < ph_world_event_count(b); k++) {
      ph_event e = ph_world_event(a, k), f = ph_world_event(b, k);
      differ += !same_event(e, f);
      events++, sensed += e.sensor;
    }
  }
  differ += bodies_differ(a, b);
  test_note(t, "180 steps: %d events (%d of the sensor), %d differences", events, sensed,
    differ);
  CHECK(t, differ == 0 && events > 100 && sensed > 10);
  ph_world_destroy(a);
  ph_world_destroy(b);
}

@ @<Chapter 13 test cases@>+=
{"events_repeat", "scene", "the same scene run twice gives the same events and the same bits", test_events_repeat},

@*1 The program's questions.
The scene \.{tests/scenes/ch13-queries.scene} has no gravity and three
static bodies that never move: body~0 a box $2\times1$ at the origin,
body~1 a circle of radius~1 at $(5,0)$, body~2 a unit box at $(6,0)$ that
overlaps the circle. Its answers, worked by hand: the ray from $(-5,0)$ to
$(20,0)$ meets body~0's left face at $(-1,0)$, normal $(-1,0)$, fraction
$4/25$; the ray from $(3,0.6)$ to $(8,0.6)$ meets the circle at
$(5-\sqrt{1-0.36},0.6)=(4.2,0.6)$, normal $(-0.8,0.6)$, fraction
$1.2/5=0.24$, and passes above body~2, whose top is at 0.5; the ray along
$y=3$ meets nothing. The point $(5.75,0)$ is in bodies 1 and~2; $(3,0)$
in none. The box from $(-1.5,-0.2)$ to $(4.2,0.2)$ overlaps bodies 0
and~1; the box from $(4.1,0.9)$ to $(4.2,1)$ overlaps the circle's
bounding box but not the circle, whose nearest point is
$\sqrt{0.8^2+0.9^2}=1.2$ from its centre. Printed numbers are read back
with |sscanf| and compared to $10^{-9}$, well inside any format that
prints nine or more digits.

@<Chapter 13 test helpers@>+=
static int run_query(test_context *t, char *out, size_t size, const char *option,
  const char *value)
{
  char scene_path[1024];
  test_data(t, "scenes/ch13-queries.scene", scene_path, sizeof scene_path);
  return test_run(t, out, size, "--headless --scene %s --steps 2 %s %s", scene_path, option,
    value);
}

static bool ray_line_is(test_context *t, const char *out, int body, double x, double y,
  double nx, double ny, double f)
{
  const char *line = strstr(out, "ray body=");
  int i = -1;
  double v[5];
  bool ok = line && sscanf(line, "ray body=%d x=%lf y=%lf nx=%lf ny=%lf fraction=%lf", &i,
    &v[0], &v[1], &v[2], &v[3], &v[4]) == 6 && i == body && fabs(v[0] - x) <= 1e-9
    && fabs(v[1] - y) <= 1e-9 && fabs(v[2] - nx) <= 1e-9 && fabs(v[3] - ny) <= 1e-9
    && fabs(v[4] - f) <= 1e-9;
  if (!CHECK(t, ok)) test_note(t, "expected the hit of body %d at (%g,%g), got: %s", body, x,
    y, out);
  return ok;
}

@ The bodies a \.{--point} or \.{--box} run printed, one line each, in the
order printed, as a number whose decimal digits are the bodies: 12 for
bodies 1 and~2, $-1$ for none.

@<Chapter 13 test helpers@>+=
static long listed(const char *out, const char *prefix)
{
  long digits = -1;
  size_t n = strlen(prefix);
  for (const char *p = strstr(out, prefix); p; p = strstr(p + n, prefix)) {
    int i;
    if (sscanf(p + n, "%d", &i) != 1 || i < 0 || i > 9) return -2;
    digits = digits < 0 ? i : 10 * digits + i;
  }
  return digits;
}

@ {\it The answers}, each from one run: the three rays, the two points, the
two boxes. The status of each run must be~0. A program that printed the
first hit it found rather than the closest would name body~2 or~1 for the
first ray; one that took the bounding box for the body would list
body~1 for the last box.

@<Chapter 13 test functions@>=
static void test_query_options(test_context *t)
{
  char out[4096];
  CHECK(t, run_query(t, out, sizeof out, "--ray", "-5,0,20,0") == 0);
  ray_line_is(t, out, 0, -1.0, 0.0, -1.0, 0.0, 0.16);
  CHECK(t, run_query(t, out, sizeof out, "--ray", "3,0.6,8,0.6") == 0);
  ray_line_is(t, out, 1, 4.2, 0.6, -0.8, 0.6, 0.24);
  CHECK(t, run_query(t, out, sizeof out, "--ray", "0,3,10,3") == 0);
  CHECK(t, strstr(out, "ray none") != NULL && strstr(out, "ray body=") == NULL);
  CHECK(t, run_query(t, out, sizeof out, "--point", "5.75,0") == 0);
  CHECK(t, listed(out, "point body=") == 12);
  CHECK(t, run_query(t, out, sizeof out, "--point", "3,0") == 0);
  CHECK(t, listed(out, "point body=") == -1);
  CHECK(t, run_query(t, out, sizeof out, "--box", "-1.5,-0.2,4.2,0.2") == 0);
  CHECK(t, listed(out, "box body=") == 1);
  CHECK(t, run_query(t, out, sizeof out, "--box", "4.1,0.9,4.2,1") == 0);
  CHECK(t, listed(out, "box body=") == -1);
}

@ @<Chapter 13 test cases@>+=
{"query_options", "cli", "--ray, --point and --box print the answers worked by hand", test_query_options},

@ {\it The file of events.} \.{tests/scenes/ch13-events.scene} drops a
bouncing ball and a box onto a floor. Its file of events, for 120 steps,
must begin with the header \.{step,kind,a,b} and then hold, row for row,
the events the engine reports when the test loads the same file and steps
it itself, numbering steps from~1: the file must say what the world says.
The ball bounces, so there are begins and ends, at least four rows.

@<Chapter 13 test functions@>=
static void test_events_file(test_context *t)
{
  char out[4096], scene_path[1024], csv[1024], line[256];
  test_data(t, "scenes/ch13-events.scene", scene_path, sizeof scene_path);
  test_scratch(t, "events.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 120 --events %s",
    scene_path, csv) == 0);
  CHECK(t, test_first_line_is(t, csv, "step,kind,a,b"));
  scene s;
  FILE *f = fopen(csv, "r");
  if (!CHECK(t, f != NULL)) return;
  if (!CHECK(t, scene_load_file(&s, scene_path))) {
    fclose(f);
    return;
  }
  int rows = 0, wrong = 0;
  if (!fgets(line, sizeof line, f)) wrong++;
  @<Step the scene and compare each event with a row of the file@>@;
  wrong += fgets(line, sizeof line, f) != NULL;
  fclose(f);
  scene_destroy(&s);
  test_note(t, "%d rows, %d that differ from the engine's events", rows, wrong);
  CHECK(t, wrong == 0 && rows >= 4);
}

@ @<Step the scene and compare each event with a row of the file@>=
for (int n = 1; n <= 120; n++) {
  scene_step(&s, dt);
  for (int k = 0; k < ph_world_event_count(s.world); k++) {
    ph_event e = ph_world_event(s.world, k);
    int step, a, b;
    char kind[16];
    bool read = fgets(line, sizeof line, f) != NULL
      && sscanf(line, "%d,%15[a-z],%d,%d", &step, kind, &a, &b) == 4;
    rows++;
    if (!read || step != n || a != e.a.index1 - 1 || b != e.b.index1 - 1
        || strcmp(kind, e.kind == PH_BEGIN_TOUCH ? "begin" : "end") != 0) {
      if (wrong++ < 3) test_note(t, "step %d: row '%s' for %s of (%d,%d)", n, read ? line : "",
        e.kind == PH_BEGIN_TOUCH ? "begin" : "end", e.a.index1 - 1, e.b.index1 - 1);
    }
  }
}

@ @<Chapter 13 test cases@>+=
{"events_file", "cli", "--events writes the header and a row for every event the engine reports", test_events_file},

@ {\it Bad values.} A ray of three numbers, a point of one, a box whose
$X_1>X_2$ or $Y_1>Y_2$, a number that is not one, and a file of events that
is a folder: each run must stop with status~2, name its option, and write
nothing, neither the dump asked for beside it nor the file of events.

@<Chapter 13 test functions@>=
static void refused_option(test_context *t, const char *option, const char *value)
{
  char out[4096], scene_path[1024], dump[1024], csv[1024];
  test_data(t, "scenes/ch13-queries.scene", scene_path, sizeof scene_path);
  test_scratch(t, "refused-dump.csv", dump, sizeof dump);
  test_scratch(t, "refused-events.csv", csv, sizeof csv);
  bool events = strcmp(option, "--events") == 0;
  int status = test_run(t, out, sizeof out, "--headless --scene %s --steps 2 --dump %s "@|
    "%s %s%s%s", scene_path, dump, option, value, events ? "" : " --events ",
    events ? "" : csv);
  bool ok = CHECK(t, status == 2) & CHECK(t, strstr(out, option) != NULL)
    & CHECK(t, !test_file_exists(dump)) & CHECK(t, !test_file_exists(csv));
  if (!ok) test_note(t, "%s %s gave status %d and: %s", option, value, status, out);
}

static void test_bad_options(test_context *t)
{
  refused_option(t, "--ray", "1,2,3");
  refused_option(t, "--ray", "1,2,3,x");
  refused_option(t, "--point", "1");
  refused_option(t, "--box", "1,0,0,1");
  refused_option(t, "--box", "0,1,1,0");
  refused_option(t, "--events", t->scratch);
}

@ @<Chapter 13 test cases@>+=
{"bad_options", "cli", "bad --ray, --point, --box and --events values stop with status 2 and write nothing", test_bad_options},
