@*1 Measurements of chapter 13.
\.{bench13} measures what the chapter claims of its questions and of its
sweeps: how much the query grid saves a ray, a point and a box against
testing every body; where a fast ball goes through a wall, against the
condition the chapter derives, with continuous collision off and on; what
the sweeps cost a step; and the iterates of conservative advancement for
the chapter's figure. It writes four tables, the macros the chapter's
sentences read and the figure's data, and claims each relation a sentence
states. Speed is printed, never tested: the one claim on a time says only
that the grid is faster at ten thousand bodies, where the counts of shape
tests say why by two orders of magnitude.
@^bench13@>

@(bench13.c@>=
#include "testing.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
@<Chapter 13 benchmark helpers@>@;
@<Run the chapter 13 measurements@>@;

@ A monotonic clock in milliseconds, the ordering of |qsort| for medians,
and a random number generator of our own (xorshift), so that the worlds
are the same on every machine and in every run.

@<Chapter 13 benchmark helpers@>=
static double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return 1e3 * (double) t.tv_sec + 1e-6 * (double) t.tv_nsec;
}

static int by_value(const void *p, const void *q)
{
  double a = *(const double *) p, b = *(const double *) q;
  return (a > b) - (a < b);
}

static uint64_t random_state = 88172645463325252u;
static double uniform(double lo, double hi) /* in $[lo,hi)$ */
{
  random_state ^= random_state << 13, random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return lo + (hi - lo) * (double) (random_state >> 11) * (1.0 / 9007199254740992.0);
}

@ The median of |n| times, which it sorts in place; and a number as a
table prints it, to three significant figures, read back, so that a ratio a
sentence gives is the ratio of the printed numbers.

@<Chapter 13 benchmark helpers@>+=
static double median(double *v, int n)
{
  qsort(v, (size_t) n, sizeof *v, by_value);
  return v[n / 2];
}

static double printed(double v)
{
  char text[32];
  return strtod(bench_figures(text, v), NULL);
}

@*2 Queries against the grid and against every body.
A world of $N$ bodies strewn over a square of side $3\sqrt N$ metres, so
that the bodies are as dense for every $N$, about one to nine square
metres: half of them boxes with sides from 0.4 to 1.6\thinspace m, half
circles of radius 0.2 to 0.8\thinspace m, at random angles. They may
overlap; nothing is stepped, so it does not matter. |broad| chooses the
grid or the brute force, which the queries follow. The seed is set first,
so two worlds made with the same |N| hold the same bodies.

@<Chapter 13 benchmark helpers@>+=
static ph_world *strewn_world(int N, ph_broad_phase broad)
{
  ph_settings s = ph_stage_settings(13);
  s.broad = broad;
  ph_world *w = ph_world_create(&s);
  random_state = 88172645463325252u ^ (uint64_t) N;
  double side = 3.0 * sqrt((double) N);
  for (int i = 0; i < N; i++) {
    ph_body_def d = ph_default_body_def();
    d.shape = i % 2 ? ph_circle(uniform(0.2, 0.8)) : ph_box(uniform(0.4, 1.6), uniform(0.4, 1.6));
    d.position = ph_v(uniform(0.0, side), uniform(0.0, side));
    d.angle = uniform(0.0, 6.283185307179586);
    ph_world_create_body(w, &d);
  }
  return w;
}

@ The questions: |Q| rays of 20\thinspace m from random points in random
directions, |Q| random points, and |Q| boxes of 4\thinspace m square at
random. They are drawn once for each $N$ and asked of both worlds, so the
two answer the same questions.

@<Chapter 13 benchmark helpers@>+=
enum { Q = 2000 };
typedef struct {
  ph_vec2 p1[Q], p2[Q], point[Q];
  ph_aabb box[Q];
} questions;

static void draw_questions(questions *q, int N)
{
  double side = 3.0 * sqrt((double) N);
  for (int k = 0; k < Q; k++) {
    q->p1[k] = ph_v(uniform(0.0, side), uniform(0.0, side));
    double a = uniform(0.0, 6.283185307179586);
    q->p2[k] = ph_add(q->p1[k], ph_v(20.0 * cos(a), 20.0 * sin(a)));
    q->point[k] = ph_v(uniform(0.0, side), uniform(0.0, side));
    ph_vec2 lo = ph_v(uniform(-2.0, side), uniform(-2.0, side));
    q->box[k] = (ph_aabb){lo, ph_add(lo, ph_v(4.0, 4.0))};
  }
}

@ What one world answered: for each kind of question the median
microseconds a question and the shape tests a question; for the rays,
the cells a ray visited and the answers themselves (the closest body and
its fraction), for the points and boxes the number of bodies found, so
that the two worlds can be compared answer by answer.

@<Chapter 13 benchmark helpers@>+=
typedef struct {
  double us[3], tests[3], cells; /* rays, points, boxes */
  int body[Q], found[2][Q];
  double fraction[Q];
  long rebuilds; /* builds of the grid while the questions were asked */
} answers;

@ The brute force at ten thousand bodies tests ten thousand shapes a
question; it is timed on fewer questions, |count|, the first of the |Q|,
so that the whole program stays within a minute. The counts of tests and
the answers are compared over those. A round times |count| questions of
each kind; the median of |rounds| rounds is kept.

@<Chapter 13 benchmark helpers@>+=
static void ask(ph_world *w, const questions *q, int count, int rounds, answers *a)
{
  double times[3][8];
  ph_query_stats before = ph_world_query_stats(w);
  for (int r = 0; r < rounds; r++) {
    @<Ask the |count| rays of |q| and note the answers@>@;
    @<Ask the |count| points and boxes of |q| and note the answers@>@;
  }
  ph_query_stats after = ph_world_query_stats(w);
  for (int k = 0; k < 3; k++) a->us[k] = 1e3 * median(times[k], rounds) / count;
  a->rebuilds = after.rebuilds - before.rebuilds;
}

@ The tests and cells are counted in the first round, which every round
repeats exactly.

@<Ask the |count| rays of |q| and note the answers@>=
{
  ph_query_stats s0 = ph_world_query_stats(w);
  double start = now_ms();
  for (int k = 0; k < count; k++) {
    ph_ray_hit h = ph_world_ray_cast_closest(w, q->p1[k], q->p2[k], UINT32_MAX);
    a->body[k] = h.body.index1, a->fraction[k] = h.fraction;
  }
  times[0][r] = now_ms() - start;
  ph_query_stats s1 = ph_world_query_stats(w);
  if (r == 0) {
    a->tests[0] = (double) (s1.shape_tests - s0.shape_tests) / count;
    a->cells = (double) (s1.cells - s0.cells) / count;
  }
}

@ @<Ask the |count| points and boxes of |q| and note the answers@>=
for (int kind = 1; kind <= 2; kind++) {
  ph_query_stats s0 = ph_world_query_stats(w);
  double start = now_ms();
  for (int k = 0; k < count; k++)
    a->found[kind - 1][k] = kind == 1 ? ph_world_query_point(w, q->point[k], UINT32_MAX, NULL, NULL)
      : ph_world_query_box(w, q->box[k], UINT32_MAX, NULL, NULL);
  times[kind][r] = now_ms() - start;
  ph_query_stats s1 = ph_world_query_stats(w);
  if (r == 0) a->tests[kind] = (double) (s1.shape_tests - s0.shape_tests) / count;
}

@ The cost of building the grid: a body is set where it already is, which
marks the grid old, and the next question, a point far outside the world
that finds nothing, builds it again. The median of |times| such builds
is kept, in milliseconds, and the grid's own count of its builds says
whether each question built it once.

@<Chapter 13 benchmark helpers@>+=
static double rebuild_ms(ph_world *w, int times, long *builds)
{
  double t[16];
  ph_query_stats before = ph_world_query_stats(w);
  for (int k = 0; k < times; k++) {
    ph_body_id b = ph_body_id_of(k);
    ph_body_set_position(w, b, ph_body_position(w, b));
    double start = now_ms();
    ph_world_query_point(w, ph_v(-1e4, -1e4), UINT32_MAX, NULL, NULL);
    t[k] = now_ms() - start;
  }
  *builds = ph_world_query_stats(w).rebuilds - before.rebuilds;
  return median(t, times);
}

@ One size measured: the two worlds, the questions, the answers of each,
the grid's builds, and the disagreements between the two worlds' answers,
which should be none: the grid only chooses which bodies to test.

@<Chapter 13 benchmark helpers@>+=
typedef struct {
  int N, count;
  answers grid, all;
  double rebuild;
  long builds;
  int disagreements;
} query_run;

static void measure_queries(int N, query_run *m)
{
  static questions q;
  ph_world *g = strewn_world(N, PH_BROAD_GRID), *b = strewn_world(N, PH_BROAD_ALL);
  draw_questions(&q, N);
  m->N = N, m->count = N >= 10000 ? 200 : Q;
  ph_world_query_point(g, ph_v(-1e4, -1e4), UINT32_MAX, NULL, NULL); /* the first build */
  ask(g, &q, Q, 5, &m->grid);
  ask(b, &q, m->count, 3, &m->all);
  @<Count the answers on which the two worlds disagree@>@;
  m->rebuild = rebuild_ms(g, 9, &m->builds);
  ph_world_destroy(g), ph_world_destroy(b);
}

@ @<Count the answers on which the two worlds disagree@>=
m->disagreements = 0;
for (int k = 0; k < m->count; k++)
  m->disagreements += m->grid.body[k] != m->all.body[k]
    || (m->grid.body[k] && m->grid.fraction[k] != m->all.fraction[k])
    || m->grid.found[0][k] != m->all.found[0][k] || m->grid.found[1][k] != m->all.found[1][k];

@ The tables: for rays, a row per $N$: microseconds a ray with the grid
and with every body tested, their ratio, shape tests a ray each way,
cells a ray visited, and milliseconds to build the grid; for points and
boxes, microseconds and shape tests a question each way.

@<Chapter 13 benchmark helpers@>+=
static void write_query_rows(FILE *rays, FILE *regions, const query_run *m)
{
  char t[8][32];
  double ratio = printed(m->all.us[0]) / printed(m->grid.us[0]);
  fprintf(rays, "%d&%s&%s&%.1f&%.1f&%.0f&%.1f&%s\\cr\n", m->N,
    bench_figures(t[0], m->grid.us[0]), bench_figures(t[1], m->all.us[0]), ratio,
    m->grid.tests[0], m->all.tests[0], m->grid.cells, bench_figures(t[2], m->rebuild));
  fprintf(regions, "%d&%s&%s&%.2f&%.0f&%s&%s&%.1f&%.0f\\cr\n", m->N,
    bench_figures(t[3], m->grid.us[1]), bench_figures(t[4], m->all.us[1]), m->grid.tests[1],
    m->all.tests[1], bench_figures(t[5], m->grid.us[2]), bench_figures(t[6], m->all.us[2]),
    m->grid.tests[2], m->all.tests[2]);
}

@ The claims of the queries. The brute force tests every body, so its
tests a question are exactly $N$; the grid tests fewer than a tenth of
them at ten thousand bodies, and finds the same answers everywhere, to
the bit; each marking of the grid as old costs one build, and asking
questions of a grid that is new builds nothing. The one claim on time:
at ten thousand bodies the grid answers a ray faster than the brute
force.

@<Claim what the queries show@>=
for (int i = 0; i < 3; i++) {
  for (int k = 0; k < 3; k++)
    claim("the brute force tests every body", qr[i].all.tests[k], CLAIM_EQUAL, qr[i].N, 0);
  claim("the grid and the brute force give the same answers", qr[i].disagreements,
    CLAIM_EQUAL, 0, 0);
  claim("each move of a body costs the grid one build", (double) qr[i].builds, CLAIM_EQUAL, 9, 0);
  claim("questions asked of a new grid build nothing", (double) qr[i].grid.rebuilds,
    CLAIM_EQUAL, 0, 0);
}
claim("at 10000 bodies the grid tests under a tenth of the bodies a ray", qr[2].grid.tests[0],
  CLAIM_BELOW, 0.1 * qr[2].N, 0);
claim("at 10000 bodies the grid casts a ray faster than the brute force",
  qr[2].all.us[0] / qr[2].grid.us[0], CLAIM_ABOVE, 1.0, 0);

@ The macros: the speedup of a ray at each size, the tests a ray with the
grid at the largest, the cells it walks, and the cost of a build there,
against the time of a ray.

@<Write the macros of the queries@>=
fprintf(text, "\\def\\ChThirteenRaySpeedupSmall{%.1f}\\def\\ChThirteenRaySpeedupLarge{%.0f}\n",
  printed(qr[0].all.us[0]) / printed(qr[0].grid.us[0]),
  printed(qr[2].all.us[0]) / printed(qr[2].grid.us[0]));
{
  char t[3][32];
  fprintf(text, "\\def\\ChThirteenRayTests{%.1f}\\def\\ChThirteenRayCells{%.1f}"
    "\\def\\ChThirteenRebuild{%s}\\def\\ChThirteenRayMicro{%s}\\def\\ChThirteenRebuildRays{%.0f}\n",
    qr[2].grid.tests[0], qr[2].grid.cells, bench_figures(t[0], qr[2].rebuild),
    bench_figures(t[1], qr[2].grid.us[0]), 1e3 * printed(qr[2].rebuild) / printed(qr[2].grid.us[0]));
}

@*2 Tunnelling.
A ball of radius $r=5$\thinspace cm flies at |speed| straight at a static
wall of thickness |thickness|, 2\thinspace m tall, whose near face is at
$x=0$, with no gravity and no restitution, so that a ball the wall stops
comes to rest against it. It moves $d=v\,h$ a step. It starts at
$x=-r-2d+(j+{1\over2})d/P$ for the phase $j=0,\ldots,P-1$: after one step
it is still short of the wall, and after two its centre lands in
$(-r,-r+d]$, at $P$ points spread evenly over that window. The chapter
shows why that landing decides everything: past $w+r$ the ball never
touched the wall; past $w/2$ the contact's normal points out of the far
face and pushes it through; short of $w/2$ the wall stops it.

@<Chapter 13 benchmark helpers@>+=
enum { PHASES = 16, TUNNEL_STEPS = 40 };
static const double ball_r = 0.05;

static double landing(double speed, int j) /* the centre after two steps */
{
  double d = speed / 60.0;
  return -ball_r + (j + 0.5) * d / PHASES;
}

@ One flight: the ball is stepped |TUNNEL_STEPS| times; the result says
whether it ended past the wall's middle, whether any step ended with it
touching the wall, and its depth into the wall after the step it first
reached it and at the end (0 if it is not in the wall).

@<Chapter 13 benchmark helpers@>+=
typedef struct { bool beyond, touched; double first_depth, end_depth; } flight;

static flight fly(double speed, double thickness, int j, bool continuous)
{
  ph_settings s = ph_stage_settings(13);
  s.gravity = ph_v(0.0, 0.0), s.continuous = continuous;
  ph_world *w = ph_world_create(&s);
  @<Put the wall and the ball in |w|@>@;
  flight f = {false, false, -1.0, 0.0};
  for (int n = 0; n < TUNNEL_STEPS; n++) {
    ph_world_step(w, 1.0 / 60.0);
    double x = ph_body_position(w, ball).x;
    bool in = x > -ball_r && x < thickness + ball_r;
    f.touched |= in;
    if (x > -ball_r && f.first_depth < 0.0) f.first_depth = in ? fmin(x + ball_r, thickness) : 0.0;
  }
  double x = ph_body_position(w, ball).x;
  f.beyond = x > 0.5 * thickness;
  f.end_depth = x > -ball_r && x < 0.5 * thickness ? x + ball_r : 0.0;
  if (ph_world_failure(w)) { fprintf(stderr, "bench13: %s\n", ph_world_failure(w)); exit(1); }
  ph_world_destroy(w);
  return f;
}

@ @<Put the wall and the ball in |w|@>=
ph_body_def d = ph_default_body_def();
d.shape = ph_box(thickness, 2.0);
d.position = ph_v(0.5 * thickness, 0.0);
d.is_static = true;
ph_world_create_body(w, &d);
d = ph_default_body_def();
d.shape = ph_circle(ball_r);
d.material.restitution = 0.0;
double step = speed / 60.0;
d.position = ph_v(-ball_r - 2.0 * step + (j + 0.5) * step / PHASES, 0.0);
d.velocity = ph_v(speed, 0.0);
ph_body_id ball = ph_world_create_body(w, &d);

@ The table: a row per speed, with the motion a step, and for each
thickness the flights that ended beyond the wall without continuous
collision (of |PHASES|), how many of them never touched it in brackets,
and with continuous collision; then, over the row, the greatest depth at
which the sweep left the ball in the step it reached the wall, and the
greatest depth at rest, in millimetres.

@<Chapter 13 benchmark helpers@>+=
static const double speeds[] = {2, 5, 10, 20, 50, 100, 300};
static const double thicknesses[] = {0.01, 0.05, 0.1, 0.2};
enum { SPEEDS = sizeof speeds / sizeof speeds[0],
  THICKNESSES = sizeof thicknesses / sizeof thicknesses[0] };
typedef struct { int beyond[2], clean[2]; double first_depth, first_least, end_depth; } tunnel_cell;

@ A cell of the table: the |PHASES| flights each way, and the counts the
chapter's condition predicts from the landings, kept beside them for the
claims.

@<Chapter 13 benchmark helpers@>+=
static tunnel_cell measure_cell(double speed, double thickness, int predicted[2])
{
  tunnel_cell c = {{0, 0}, {0, 0}, 0.0, 1.0, 0.0};
  predicted[0] = predicted[1] = 0;
  for (int j = 0; j < PHASES; j++) {
    for (int on = 0; on < 2; on++) {
      flight f = fly(speed, thickness, j, on);
      c.beyond[on] += f.beyond, c.clean[on] += f.beyond && !f.touched;
      if (on) c.first_depth = fmax(c.first_depth, f.first_depth),
        c.first_least = landing(speed, j) + ball_r > 0.3 * ph_stage_settings(13).slop
          ? fmin(c.first_least, f.first_depth) : c.first_least,
        c.end_depth = fmax(c.end_depth, f.end_depth);
    }
    double x = landing(speed, j);
    predicted[0] += x > 0.5 * thickness, predicted[1] += x > thickness + ball_r;
  }
  return c;
}

@ The whole table, measured row by row, each cell's claims made as it is
measured. The chapter's condition: a ball can pass a wall untouched when
$d>2r+w$, and be pushed out of its far face when $d>r+w/2$. Over the
|PHASES| landings it predicts exactly how many flights end beyond and how
many of them cleanly, and the claims hold the engine to those counts;
where $d$ is farther from a threshold than the spacing of the landings,
$d/P$, they also hold the table's yes and no to the threshold itself.
With continuous collision no flight ends beyond, and the sweep leaves the
ball no more than half the slop deep, and at least a quarter of it deep
where its landing would have been deeper than that (a slow ball that
lands less than a quarter of the slop into the wall is not stopped: the
contact takes it from there).

@<Measure the flights and write their table@>=
double slop = ph_stage_settings(13).slop, deepest_stop = 0.0, least_stop = 1.0, deepest_rest = 0.0;
int through_off = 0, through_on = 0, flights = 0;
for (int i = 0; i < SPEEDS; i++) {
  double d = speeds[i] / 60.0, first = 0.0, rest = 0.0;
  fprintf(tunnel, "%g&%.3f", speeds[i], d);
  for (int k = 0; k < THICKNESSES; k++) {
    int predicted[2];
    tunnel_cell c = measure_cell(speeds[i], thicknesses[k], predicted);
    @<Claim what the cell shows@>@;
    fprintf(tunnel, "&%d (%d)&%d", c.beyond[0], c.clean[0], c.beyond[1]);
    first = fmax(first, c.first_depth), rest = fmax(rest, c.end_depth);
    through_off += c.beyond[0], through_on += c.beyond[1], flights += PHASES;
  }
  fprintf(tunnel, "&%.2f&%.2f\\cr\n", 1e3 * first, 1e3 * rest);
  deepest_stop = fmax(deepest_stop, first), deepest_rest = fmax(deepest_rest, rest);
}

@ @<Claim what the cell shows@>=
claim("a ball ends beyond the wall when it lands past the middle", c.beyond[0], CLAIM_EQUAL,
  predicted[0], 0);
claim("a ball passes untouched when it lands past the wall", c.clean[0], CLAIM_EQUAL,
  predicted[1], 0);
claim("with continuous collision no ball ends beyond the wall", c.beyond[1], CLAIM_EQUAL, 0, 0);
claim("the sweep stops a ball no more than half the slop deep", c.first_depth,
  CLAIM_BELOW, 0.5 * slop + 1e-9, 0);
claim("the sweep stops a ball at least a quarter of the slop deep", c.first_least,
  CLAIM_ABOVE, 0.25 * slop - 1e-9, 0);
least_stop = fmin(least_stop, c.first_least);
{
  double w = thicknesses[k], pass = 2.0 * ball_r + w, push = ball_r + 0.5 * w;
  if (fabs(d - pass) > d / PHASES)
    claim("a ball can pass a wall untouched exactly when d > 2r + w",
      (c.clean[0] > 0) == (d > pass), CLAIM_EQUAL, 1, 0);
  if (fabs(d - push) > d / PHASES)
    claim("a ball can end beyond a wall exactly when d > r + w/2",
      (c.beyond[0] > 0) == (d > push), CLAIM_EQUAL, 1, 0);
}

@ The macros of the flights: how many of them went through with
continuous collision off, of how many flights without it, and the
depths the sweep left: the least and the most in the step it stopped a
ball, and the most at the end, which the chapter says the next step's
contact brings back within the slop. The same numbers, with the flights
that went through with it on, are also the rows of the chapter's small
table of the stops, \.{\\ChThirteenStopRows}: a label, then the number.

@<Write the macros of the flights@>=
claim("the next step's contact pushes a stopped ball back out to within the slop", deepest_rest,
  CLAIM_BELOW, slop, 0);
char rest_mm[32];
fprintf(text, "\\def\\ChThirteenThroughOff{%d}\\def\\ChThirteenFlights{%d}"
  "\\def\\ChThirteenPhases{%d}\\def\\ChThirteenStopLeast{%.2f}\\def\\ChThirteenStopMost{%.2f}"
  "\\def\\ChThirteenRestMost{%s}\\def\\ChThirteenSlop{%g}\n", through_off, flights,
  PHASES, 1e3 * least_stop, 1e3 * deepest_stop, bench_small(rest_mm, 1e3 * deepest_rest), 1e3 * slop);
fprintf(text, "\\def\\ChThirteenStopRows{flights in all&%d\\cr\n"
  "ending beyond the wall, continuous collision off&%d\\cr\n"
  "ending beyond the wall, continuous collision on&%d\\cr\n"
  "the slop $s$, mm&%g\\cr\n"
  "the target depth of a stop, mm&%.2f to %.2f\\cr\n"
  "the shallowest stop, mm&%.2f\\cr\n"
  "the deepest stop, mm&%.2f\\cr\n"
  "the deepest overlap at the end, mm&%s\\cr}\n", flights, through_off, through_on,
  1e3 * slop, 250.0 * slop, 500.0 * slop, 1e3 * least_stop, 1e3 * deepest_stop, rest_mm);

@*2 The cost of continuous collision.
Two scenes, each stepped with continuous collision off and on. The first
is a gas: 500 balls of radius 10\thinspace cm in a closed box of
10\thinspace m square inside, its walls 20\thinspace cm thick, flying at
50\thinspace m/s in random directions with no gravity; a step moves each
0.83\thinspace m, more than twice its size and a wall's thickness, so
without sweeps they leave through the walls. The second is an ordinary
pile: chapter~10's pyramid of 20 rows of unit boxes under gravity, which
has no fast body once it has settled.

@<Chapter 13 benchmark helpers@>+=
static ph_world *gas(bool continuous)
{
  ph_settings s = ph_stage_settings(13);
  s.gravity = ph_v(0.0, 0.0), s.continuous = continuous;
  ph_world *w = ph_world_create(&s);
  static const double walls[4][4] = {{0, -5.1, 10.4, 0.2}, {0, 5.1, 10.4, 0.2},
    {-5.1, 0, 0.2, 10.4}, {5.1, 0, 0.2, 10.4}};
  for (int k = 0; k < 4; k++) {
    ph_body_def d = ph_default_body_def();
    d.shape = ph_box(walls[k][2], walls[k][3]);
    d.position = ph_v(walls[k][0], walls[k][1]);
    d.is_static = true;
    ph_world_create_body(w, &d);
  }
  @<Put the gas's 500 balls in |w|@>@;
  return w;
}

@ The balls stand on a grid of 25 by 20, 0.38\thinspace m apart, with
velocities of 50\thinspace m/s in directions drawn at random; they bounce
with restitution 0.9 and no friction.

@<Put the gas's 500 balls in |w|@>=
random_state = 2463534242u;
for (int i = 0; i < 500; i++) {
  ph_body_def d = ph_default_body_def();
  d.shape = ph_circle(0.1);
  d.position = ph_v(-4.56 + 0.38 * (i % 25), -3.61 + 0.38 * (i / 25));
  double a = uniform(0.0, 6.283185307179586);
  d.velocity = ph_v(50.0 * cos(a), 50.0 * sin(a));
  d.material.restitution = 0.9, d.material.friction = 0.0;
  ph_world_create_body(w, &d);
}

@ The pyramid: row $k$ of $20-k$ unit boxes, resting on a static floor.

@<Chapter 13 benchmark helpers@>+=
static ph_world *pile(bool continuous)
{
  ph_settings s = ph_stage_settings(13);
  s.continuous = continuous;
  ph_world *w = ph_world_create(&s);
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(40.0, 1.0), d.position = ph_v(0.0, -0.5), d.is_static = true;
  ph_world_create_body(w, &d);
  for (int row = 0; row < 20; row++)
    for (int k = 0; k < 20 - row; k++) {
      d = ph_default_body_def();
      d.shape = ph_box(1.0, 1.0);
      d.position = ph_v(-0.5 * (19 - row) + k, 0.5 + row);
      ph_world_create_body(w, &d);
    }
  return w;
}

@ A scene run: |steps| steps, each timed, and the sweeps' record of each
step summed; for the gas, the balls whose centres end outside the box's
inside.

@<Chapter 13 benchmark helpers@>+=
typedef struct { double step_ms; ph_continuous_stats total; int escaped; } scene_cost;

static scene_cost run_cost(ph_world *w, int steps)
{
  scene_cost c = {0.0, {0, 0, 0, 0}, 0};
  double t[240];
  for (int n = 0; n < steps; n++) {
    double start = now_ms();
    ph_world_step(w, 1.0 / 60.0);
    t[n] = now_ms() - start;
    ph_continuous_stats s = ph_world_continuous_stats(w);
    c.total.fast += s.fast, c.total.sweeps += s.sweeps;
    c.total.stops += s.stops, c.total.iterations += s.iterations;
  }
  c.step_ms = median(t, steps);
  for (int i = 4; i < w->body_count; i++) { /* the gas's walls are its first four bodies */
    ph_vec2 x = w->bodies[i].position;
    if (fabs(x.x) > 5.0 || fabs(x.y) > 5.0) c.escaped++;
  }
  if (ph_world_failure(w)) { fprintf(stderr, "bench13: %s\n", ph_world_failure(w)); exit(1); }
  ph_world_destroy(w);
  return c;
}

@ The table: a row per scene and switch, with the median milliseconds a
step, and per step the fast bodies, the pairs swept, the bodies stopped
and the iterations of conservative advancement (a mean over the steps),
and the iterations a sweep; and the balls that escaped the box.

@<Time the sweeps in two scenes and write their table@>=
scene_cost cost[4] = {run_cost(gas(false), 120), run_cost(gas(true), 120),
  run_cost(pile(false), 120), run_cost(pile(true), 120)};
static const char *cost_names[4] = {"gas, off", "gas, on", "pyramid, off", "pyramid, on"};
for (int k = 0; k < 4; k++) {
  char t[32];
  const ph_continuous_stats *s = &cost[k].total;
  fprintf(ccd, "%s&%s&%.1f&%.1f&%.1f&%.1f&%.2f&%d\\cr\n", cost_names[k],
    bench_figures(t, cost[k].step_ms), s->fast / 120.0, s->sweeps / 120.0, s->stops / 120.0,
    s->iterations / 120.0, s->sweeps ? (double) s->iterations / (double) s->sweeps : 0.0,
    k < 2 ? cost[k].escaped : 0);
}
@<Claim what the cost shows, and write its macros@>@;

@ The claims: with the sweeps off, balls of the gas leave the box; with
them on, none does; switched off, the sweeps find no fast body at all (the
record is kept only when they run), and on the pyramid they find fewer
than one fast body a step.

@<Claim what the cost shows, and write its macros@>=
claim("without sweeps the gas leaves the box", cost[0].escaped, CLAIM_ABOVE, 0, 0);
claim("with sweeps no ball of the gas leaves the box", cost[1].escaped, CLAIM_EQUAL, 0, 0);
claim("switched off, the sweeps see no fast body", (double) cost[0].total.fast + cost[2].total.fast,
  CLAIM_EQUAL, 0, 0);
claim("the settled pyramid has under one fast body a step", cost[3].total.fast / 120.0,
  CLAIM_BELOW, 1.0, 0);
{
  char t[4][32];
  fprintf(text, "\\def\\ChThirteenEscaped{%d}\\def\\ChThirteenGasOff{%s}\\def\\ChThirteenGasOn{%s}"
    "\\def\\ChThirteenPileOff{%s}\\def\\ChThirteenPileOn{%s}\\def\\ChThirteenSweepIterations{%.1f}\n",
    cost[0].escaped, bench_figures(t[0], cost[0].step_ms), bench_figures(t[1], cost[1].step_ms),
    bench_figures(t[2], cost[2].step_ms), bench_figures(t[3], cost[3].step_ms),
    cost[1].total.sweeps ? (double) cost[1].total.iterations / (double) cost[1].total.sweeps : 0.0);
}

@*2 The iterates of conservative advancement.
The figure of the chapter shows the engine's own advancement for a ball
of radius 25\thinspace cm that crosses a wall 50\thinspace cm thick in one
step, at an angle: from $(0,1)$ to $(2.4,-0.8)$, against the box from
$(-0.6,-0.5)$ to $(3.2,0)$, with the target and tolerance the step gives
its sweeps. |ph_shape_time_of_impact| returns only its time and its
count; the iterates are recomputed here by the chapter's formula,
$t_{k+1}=t_k+(\phi(t_k)+\delta)/L$, with $\phi$ from the engine's own
narrow phase, and claimed to end where the engine's ended, after as many
steps. The file gives the poses, the iterates with $\phi$ at each, and
$\phi$ along the whole step, for the curve.

@<Chapter 13 benchmark helpers@>+=
static double separation(const ph_shape *ball, ph_vec2 x, const ph_shape *wall, ph_transform xf)
{
  return -ph_collide(ball, ph_transform_of(x, 0.0), wall, xf).depth;
}

@ @<Write the iterates of conservative advancement@>=
{
  ph_shape ball = ph_circle(0.25), wall = ph_box(3.8, 0.5);
  ph_transform xf = ph_transform_of(ph_v(1.3, -0.25), 0.0);
  ph_vec2 x0 = ph_v(0.0, 1.0), x1 = ph_v(2.4, -0.8);
  double target = -0.5 * slop, tol = 0.25 * slop, L = ph_length(ph_sub(x1, x0));
  ph_toi toi = ph_shape_time_of_impact(&ball, x0, 0.0, x1, 0.0, &wall, xf, target, tol);
  fprintf(advance, "ca_r := 0.25; ca_start := (0, 1); ca_end := (2.4, -0.8);\n"
    "ca_lo := (-0.6, -0.5); ca_hi := (3.2, 0);\nca_L := %.6f; ca_target := %.6f; ca_tol := %.6f;\n",
    L, target, tol);
  @<Recompute the iterates, write them, and claim they are the engine's@>@;
  for (int k = 0; k <= 40; k++)
    fprintf(advance, "ca_curve%d := %.6f;\n", k,
      separation(&ball, ph_lerp(x0, x1, k / 40.0), &wall, xf));
}

@ @<Recompute the iterates, write them, and claim they are the engine's@>=
double t = 0.0, phi = separation(&ball, x0, &wall, xf), least = phi;
int n = 0;
fprintf(advance, "ca_t0 := 0; ca_phi0 := %.6f;\n", phi);
while (phi > target + tol && n < 32) {
  t += (phi - target) / L;
  phi = separation(&ball, ph_lerp(x0, x1, t), &wall, xf);
  n++;
  fprintf(advance, "ca_t%d := %.6f; ca_phi%d := %.6f;\n", n, t, n, phi);
  least = fmin(least, phi);
}
fprintf(advance, "ca_n := %d; ca_toi := %.6f;\n", n, t);
claim("the figure's iterates are as many as the engine's", n + 1, CLAIM_EQUAL, toi.iterations, 0);
claim("the figure's iterates end at the engine's time of impact", t, CLAIM_WITHIN, toi.t, 1e-12);
claim("no iterate passes the target", least, CLAIM_ABOVE, target, 0);
fprintf(text, "\\def\\ChThirteenAdvanceSteps{%d}\\def\\ChThirteenAdvanceTime{%.4f}\n",
  toi.iterations, toi.t);

@ The measurements, and what they write. With no arguments the tables
go to the standard output.

@<Run the chapter 13 measurements@>=
int main(int argc, char **argv)
{
  FILE *rays = stdout, *regions = stdout, *tunnel = stdout, *ccd = stdout, *text = stdout,
    *advance = stdout;
  if (argc == 7) {
    rays = bench_open(argv[1]), regions = bench_open(argv[2]), tunnel = bench_open(argv[3]);
    ccd = bench_open(argv[4]), text = bench_open(argv[5]), advance = bench_open(argv[6]);
    if (!rays || !regions || !tunnel || !ccd || !text || !advance) return bench_close(false) ? 1 : 1;
  } else if (argc != 1) {
    fprintf(stderr, "usage: bench13 [RAYS.tex REGIONS.tex TUNNEL.tex CCD.tex TEXT.tex "
      "ADVANCE.mp]\n");
    return 2;
  }
  @<Measure the queries and write their tables@>@;
  @<Measure the flights and write their table@>@;
  @<Write the macros of the flights@>@;
  @<Time the sweeps in two scenes and write their table@>@;
  @<Write the iterates of conservative advancement@>@;
  if (argc == 7) return bench_close(true) ? 0 : 1;
  return 0;
}

@ @<Measure the queries and write their tables@>=
static query_run qr[3];
static const int sizes[3] = {100, 1000, 10000};
for (int i = 0; i < 3; i++) {
  measure_queries(sizes[i], &qr[i]);
  write_query_rows(rays, regions, &qr[i]);
}
@<Claim what the queries show@>@;
@<Write the macros of the queries@>@;
