@* Tests of chapter 14.
The program \.{test\_ch14}, run by CTest under the label \.{ch14} on
stage~14 and every later one. Chapter~14 lets the world stop paying for
rest, and every test here asks one of two questions: does sleeping save
what it promises, and does it change nothing else? The second is asked
mostly by twins: the same scene with sleeping on and off, or woken and
never put to sleep, compared bit for bit where the chapter says nothing
may differ, and within a bound derived from the threshold where it says
a little may.
\smallskip
\item{$\bullet$} \.{pile\_sleeps}: a thousand boxes, a hundred columns of
ten, come to rest and sleep; over the last 25 seconds of 30 the step
integrates at most a fifth of what it integrates with sleeping off.
\item{$\bullet$} \.{wake\_response}: with sleeping on a pile is the same
bits as with it off until it falls asleep; a ball dropped onto it wakes
it, and it answers as the awake pile does, within one slop and what the
awake pile crept meanwhile.
\item{$\bullet$} \.{still\_threshold}: a body at $v_s/2$ sleeps in exactly
the step at which its still time, summed as the engine sums it, reaches
$T_s$; one at $v_s$, or turning so that $\vert\vec v\vert+R\vert\omega
\vert>v_s$, or sliding at $2v_s$ on the ground, or a pendulum, never does.
\item{$\bullet$} \.{islands\_brute\_force}: in a random scene with joints,
the islands are the connected components that a breadth-first search
finds over the step's contacts and joints, each named by one of its bodies;
static bodies are in none.
\item{$\bullet$} \.{separate\_piles}: two piles on one ground are two
islands, and a ball that wakes one leaves the other asleep.
\item{$\bullet$} \.{wake\_rules}: each way of pushing, moving or turning a
sleeper, a joint to a moving body and a mouse joint wake its island at
the next step, and only it; |ph_body_wake| at once; a sensor does not
wake; turning sleeping off wakes everything.
\item{$\bullet$} \.{events\_asleep}: a pair that falls asleep reports no
end, nor a begin when it wakes.
\item{$\bullet$} \.{warm\_memory}: a pile woken by hand moves less in its
first step than a still body may, $v_s h$; started cold it moves more.
\item{$\bullet$} \.{determinism}: a scene that sleeps and wakes, run
twice, gives the same bits, counts and events.
\item{$\bullet$} \.{kinematic}: a platform carries a box after a slip of
$v^2/(2\mu g)$, a lift raises one, both move exactly as told, and a body
with mass cannot be made kinematic.
\item{$\bullet$} \.{settings}: the defaults, and the refusal of a time or
a speed that is not positive and finite.

@(test_ch14.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 14 test helpers@>@;
@<Chapter 14 test functions@>@;
static const test_case chapter_14_tests[] = {
  @<Chapter 14 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_14_tests,
    sizeof chapter_14_tests / sizeof chapter_14_tests[0]);
}

@ The step of 1/60\thinspace s, and chapter~10's linear congruential
generator with chapter~13's draw between bounds, so that every machine
draws the same random scene.

@<Chapter 14 test helpers@>=
static const double pi = 3.14159265358979323846, dt = 1.0 / 60.0;
@<Random numbers for the tests, the same on every machine@>@;
@<A random number between two bounds@>@;

@ Worlds and bodies are made through the engine's interface, so that the
tests need none of the scene reader's keys. A world has the default
settings, sleeping on or off; a body has density~1, no restitution and
friction 0.6, unless a test says otherwise.

@<Chapter 14 test helpers@>+=
static ph_world *new_world(test_context *t, bool sleep)
{
  ph_settings s = ph_default_settings();
  s.sleep = sleep;
  ph_world *w = ph_world_create(&s);
  CHECK(t, w != NULL);
  return w;
}

static ph_body_def body_def(ph_shape shape, double x, double y, bool is_static)
{
  ph_body_def d = ph_default_body_def();
  d.shape = shape, d.position = ph_v(x, y), d.is_static = is_static;
  d.material = (ph_material){.density = 1.0, .restitution = 0.0, .friction = 0.6};
  return d;
}

@<Make body |d| in world |w|, checking that the engine took it@>@;

@ The scenes are built of a static ground, whose top is the line $y=0$,
columns of boxes $0.5\,$m square standing on it, each box just touching
the one below, and balls dropped onto them. |column| returns the index of
its lowest box; the boxes of a column are consecutive.

@<Chapter 14 test helpers@>+=
static void ground(test_context *t, ph_world *w, double width)
{
  make(t, w, body_def(ph_box(width, 1.0), 0.0, -0.5, true));
}

static int column(test_context *t, ph_world *w, double x, int n)
{
  int first = w->body_count;
  for (int k = 0; k < n; k++) make(t, w, body_def(ph_box(0.5, 0.5), x, 0.25 + 0.5 * k, false));
  return first;
}

static ph_body_id ball(test_context *t, ph_world *w, double x, double y)
{
  ph_body_def d = body_def(ph_circle(0.2), x, y, false);
  d.material.density = 5.0;
  return make(t, w, d);
}

@ How many of the bodies |first| to |first+n-1| sleep, and stepping a
world until the bodies asleep are at least |n|, for at most |most| steps;
the result is the number of steps taken, or $-1$ if they never were.

@<Chapter 14 test helpers@>+=
static int asleep_of(const ph_world *w, int first, int n)
{
  int k = 0;
  for (int i = first; i < first + n; i++) k += ph_body_is_asleep(w, ph_body_id_of(i));
  return k;
}

static int step_until_asleep(ph_world *w, int n, int most)
{
  for (int k = 1; k <= most; k++) {
    ph_world_step(w, dt);
    if (ph_world_sleep_stats(w).asleep >= n) return k;
  }
  return -1;
}

@ Two worlds' bodies are the same when every body's position, angle and
velocities are the same bits; and the largest distance between the
places of their bodies from |first| on.

@<Chapter 14 test helpers@>+=
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

static double farthest_apart(const ph_world *a, const ph_world *b, int first)
{
  double d = 0.0;
  for (int i = first; i < a->body_count && i < b->body_count; i++)
    d = fmax(d, ph_length(ph_sub(a->bodies[i].position, b->bodies[i].position)));
  return d;
}

@*1 What sleeping saves.
{\it A thousand boxes.} A hundred columns of ten boxes, $0.5\,$m square,
2\thinspace cm apart, on a static ground 60\thinspace m long: each column
is an island of its own, since the ground joins nothing. Stepped for
30\thinspace s, the pile must settle and sleep within the first
5\thinspace s (it sleeps, in fact, after about one), and over the last
25\thinspace s the bodies integrated, summed over the steps from
|ph_world_sleep_stats|, must be at most a fifth of what the same pile
costs with sleeping off. The count is work, not time, so the test cannot
fail on a slow machine; and the fifth leaves wide room, since a pile that
sleeps integrates nothing at all.

With sleeping off, the pile needs no 30 seconds of stepping to be
counted: no body is made or destroyed, and a world with sleeping off puts
no body to sleep (the islands are not even sought), so every step
integrates every moving body, 1000. The test steps that world for one
second, through the landing, and checks that every step says so; the
25 seconds then cost $1000\times1500$. The pile must also still stand:
every box within a centimetre of the column it started in, and below the
height of ten boxes. Last, the hundred columns are a hundred islands.

@<Chapter 14 test functions@>=
static void thousand_boxes(test_context *t, ph_world *w, ph_vec2 *start)
{
  ground(t, w, 60.0);
  for (int c = 0; c < 100; c++) {
    int first = column(t, w, (c - 49.5) * 0.52, 10);
    for (int k = 0; start && k < 10; k++) start[first + k] = w->bodies[first + k].position;
  }
}

@ @<Chapter 14 test functions@>=
static void test_pile_sleeps(test_context *t)
{
  static ph_vec2 start[1001];
  ph_world *on = new_world(t, true), *off = new_world(t, false);
  if (!on || !off) return;
  thousand_boxes(t, on, start);
  thousand_boxes(t, off, NULL);
  enum { STEPS = 1800, SETTLED = 300 };
  long work = 0;
  int slept_at = 0;
  for (int n = 1; n <= STEPS; n++) {
    ph_world_step(on, dt);
    ph_sleep_stats s = ph_world_sleep_stats(on);
    if (!slept_at && s.asleep == 1000) slept_at = n;
    if (n > SETTLED) work += s.integrated;
  }
  @<Count the pile's work with sleeping off, one second of it@>@;
  @<Check that the thousand boxes still stand where they were put@>@;
  @<Check the pile's work against a fifth of it with sleeping off@>@;
  ph_world_destroy(on);
  ph_world_destroy(off);
}

@ @<Count the pile's work with sleeping off, one second of it@>=
int off_wrong = 0;
for (int n = 1; n <= 60; n++) {
  ph_world_step(off, dt);
  off_wrong += ph_world_sleep_stats(off).integrated != 1000;
}
CHECK(t, off_wrong == 0);

@ @<Check the pile's work against a fifth of it with sleeping off@>=
long off_work = 1000L * (STEPS - SETTLED);
test_note(t, "all asleep after step %d; steps %d to %d integrated %ld bodies, against "@|
  "%ld with sleeping off; %d islands", slept_at, SETTLED + 1, STEPS, work, off_work,
  ph_world_sleep_stats(on).islands);
test_note(t, "table: asleep at step %d; %ld of %ld integrations", slept_at, work, off_work);
CHECK(t, slept_at > 0 && slept_at <= SETTLED);
CHECK(t, 5 * work <= off_work);
CHECK(t, ph_world_sleep_stats(on).islands == 100);

@ @<Check that the thousand boxes still stand where they were put@>=
int strayed = 0;
for (int i = 1; i <= 1000; i++) {
  ph_vec2 p = on->bodies[i].position;
  strayed += fabs(p.x - start[i].x) > 0.01 || p.y < 0.0 || p.y > 5.0;
}
CHECK(t, strayed == 0);

@ @<Chapter 14 test cases@>=
{"pile_sleeps", "unit", "a pile of 1000 boxes at rest integrates at most a fifth of its bodies' steps", test_pile_sleeps},

@*1 What sleeping may change.
{\it Twins.} A column of three boxes stands on the ground in two worlds,
one with sleeping on and one with it off. The islands change nothing of a
step until a body falls asleep, so until the step in which the column
sleeps the two must hold the same bits, every step. Then the sleeping
column is frozen, while the awake one creeps on; by the time, two
seconds in, when a heavy ball (radius 0.2\thinspace m, density~5) is
dropped from $y=3$ onto both columns, 2\thinspace cm off their axis, the
two columns stand a distance $D$ apart, measured.

How far apart may their answers to the ball be? The freeze threw away
velocities below $v_s$, which the chapter chose so that over $T_s$ they
move a body by less than one slop, $v_sT_s=s$, the error the engine
forgives anyway; and it left the column where it was $D$ ago. So the
test asks that, over the two seconds after the drop, no box and not the
ball be farther from its twin than
$$s+D.$$
The column must answer: it must wake, and its boxes must move, in the
awake world, by more than four times that bound, so that the test can
see a column that does not answer as the awake one does. (The ball lands
near the axis of a column, which it presses into the ground and which
springs back, a motion that depends smoothly on where the boxes were. A
ball that landed on the corner of a box and toppled a pile would make a
knife's edge of the outcome, on which no bound of this kind can hold.)

@<Chapter 14 test functions@>=
static void test_wake_response(test_context *t)
{
  ph_world *on = new_world(t, true), *off = new_world(t, false);
  if (!on || !off) return;
  ground(t, on, 20.0), ground(t, off, 20.0);
  int first = column(t, on, 0.0, 3);
  column(t, off, 0.0, 3);
  int froze = 0, differ_before = 0;
  for (int n = 1; n <= 120; n++) {
    ph_world_step(on, dt);
    ph_world_step(off, dt);
    if (!froze && ph_world_sleep_stats(on).fell_asleep > 0) froze = n;
    if (!froze) differ_before += bodies_differ(on, off);
  }
  double s = on->settings.slop, D = farthest_apart(on, off, first);
  double bound = s + D;
  bool slept = asleep_of(on, first, 3) == 3;
  @<Drop the ball onto both columns, and watch them answer@>@;
  @<Check the twins before the freeze, and their answers within the bound@>@;
  ph_world_destroy(on);
  ph_world_destroy(off);
}

@ Each step after the drop, the largest distance between twins (the ball
included), and the farthest a box of the awake column has gone from
where it stood at the drop.

@<Drop the ball onto both columns, and watch them answer@>=
ball(t, on, 0.02, 3.0), ball(t, off, 0.02, 3.0);
ph_vec2 stood[3];
for (int k = 0; k < 3; k++) stood[k] = off->bodies[first + k].position;
double worst = 0.0, answer = 0.0;
bool woke = false;
for (int n = 1; n <= 120; n++) {
  ph_world_step(on, dt);
  ph_world_step(off, dt);
  woke = woke || asleep_of(on, first, 3) == 0;
  worst = fmax(worst, farthest_apart(on, off, first));
  for (int k = 0; k < 3; k++)
    answer = fmax(answer, ph_length(ph_sub(off->bodies[first + k].position, stood[k])));
}

@ @<Check the twins before the freeze, and their answers within the bound@>=
test_note(t, "the same bits until step %d, when the column fell asleep (%d steps "@|
  "differed); at the drop the columns were D = %.3g m apart", froze, differ_before, D);
test_note(t, "after the drop: twins at most %.3g m apart (bound s + D = %.4g m); "@|
  "the awake column moved %.3g m", worst, bound, answer);
test_note(t, "table: the same bits until step %d; %.2f\\thinspace mm apart at most, "@|
  "bound %.2f\\thinspace mm", froze, 1000.0 * worst, 1000.0 * bound);
CHECK(t, froze > 0 && differ_before == 0 && slept);
CHECK(t, woke);
CHECK(t, worst <= bound);
CHECK(t, answer > 4.0 * bound);

@ @<Chapter 14 test cases@>+=
{"wake_response", "unit", "a woken pile answers a ball as the awake pile does, within s plus what it crept", test_wake_response},

@*1 The threshold.
{\it Still, and not.} In a world with no gravity, five boxes $0.5\,$m
square, far apart, move at constant velocities that nothing changes
(symplectic Euler adds nothing to a velocity with no force, so they are
exact): $\vert\vec v\vert=v_s/2$; $\vert\vec v\vert=v_s$, which is not
below $v_s$; $2v_s$; no velocity but turning at $R\vert\omega\vert=2v_s$,
$R$ the box's reach, $\sqrt2/4\,$m; and $\vert\vec v\vert=R\vert\omega
\vert=0.6\,v_s$, each below $v_s$ but their sum above. Only the first
may sleep. The rule says its still time grows by $h$ in each step, from
the first, and its island sleeps at the end of the step in which the time
reaches $T_s-h/2$. In floating point the sum of thirty $h={1\over60}$ is
$0.49999999999999994$, one unit in the last place short of ${1\over2}$;
with the half step the box sleeps in step~30, as half a second at
60\thinspace Hz should be (without it, in step~31). The test sums $h$ as
the engine does to find the step, and asks that the box be awake after
the step before and asleep after that step. The others must not sleep in five seconds.

On the ground, under gravity, a box slid at $2v_s$ over a frictionless
floor keeps its speed and must not sleep in five seconds either; nor must
a pendulum, a ball on a revolute joint 1\thinspace m below a static pin,
let go at $30^\circ$, whose speed passes below $v_s$ at each end of its
swing for a few milliseconds only.

@<Chapter 14 test functions@>=
static void test_still_threshold(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  double vs = s.sleep_speed, r = sqrt(2.0) / 4.0;
  @<Make the five boxes of constant motion, the slow one first@>@;
  int expected = 0;
  for (double still = 0.0; still < s.sleep_time - 0.5 * dt; still += dt) expected++;
  int slept_at = 0, others = 0;
  for (int n = 1; n <= 300; n++) {
    ph_world_step(w, dt);
    if (!slept_at && ph_body_is_asleep(w, ph_body_id_of(0))) slept_at = n;
    for (int k = 1; k < 5; k++) others += ph_body_is_asleep(w, ph_body_id_of(k));
  }
  @<Slide a box at $2v_s$ and swing a pendulum, counting the steps either sleeps@>@;
  @<Check that the slow box slept in the step predicted, and nothing else@>@;
  ph_world_destroy(w);
}

@ @<Check that the slow box slept in the step predicted, and nothing else@>=
test_note(t, "the slow box slept in step %d (the summed still time reaches T_s in step "@|
  "%d); the others slept %d steps, the sliding box %d, the pendulum %d", slept_at,
  expected, others, slid, swung);
test_note(t, "table: asleep in step %d of %d predicted; others %d", slept_at, expected,
  others + slid + swung);
CHECK(t, expected == 30 && slept_at == expected);
CHECK(t, others == 0 && slid == 0 && swung == 0);

@ The velocities are along $x$, so that $\vert\vec v\vert$ is the
speed to the bit.

@<Make the five boxes of constant motion, the slow one first@>=
const double speed[5] = {0.5 * vs, vs, 2.0 * vs, 0.0, 0.6 * vs};
const double spin[5] = {0.0, 0.0, 0.0, 2.0 * vs / r, 0.6 * vs / r};
for (int k = 0; k < 5; k++) {
  ph_body_def d = body_def(ph_box(0.5, 0.5), 10.0 * k, 0.0, false);
  d.velocity = ph_v(speed[k], 0.0), d.angular_velocity = spin[k];
  make(t, w, d);
}
CHECK_NEAR(t, w->bodies[0].radius, r, 1e-15);

@ The floor and the box have no friction; the pendulum's ball, of radius
0.1\thinspace m, hangs from a pin on a static body at $(20,5)$.

@<Slide a box at $2v_s$ and swing a pendulum...@>=
ph_world *g = new_world(t, true);
if (!g) return;
ph_body_def floor = body_def(ph_box(40.0, 1.0), 0.0, -0.5, true);
floor.material.friction = 0.0;
make(t, g, floor);
ph_body_def slider = body_def(ph_box(0.5, 0.5), -10.0, 0.25, false);
slider.material.friction = 0.0, slider.velocity = ph_v(2.0 * vs, 0.0);
ph_body_id box = make(t, g, slider);
ph_body_id pin = make(t, g, body_def(ph_box(0.2, 0.2), 20.0, 5.0, true));
ph_body_id bob = make(t, g, body_def(ph_circle(0.1), 20.0 + sin(pi / 6.0),
  5.0 - cos(pi / 6.0), false));
ph_joint_def j = ph_default_joint_def(PH_REVOLUTE_JOINT);
j.a = pin, j.b = bob, j.anchor_a = ph_v(20.0, 5.0);
CHECK(t, ph_world_create_joint(g, &j).index1 > 0);
int slid = 0, swung = 0;
for (int n = 1; n <= 300; n++) {
  ph_world_step(g, dt);
  slid += ph_body_is_asleep(g, box);
  swung += ph_body_is_asleep(g, bob);
}
ph_world_destroy(g);

@ @<Chapter 14 test cases@>+=
{"still_threshold", "unit", "a body below v_s sleeps in the step its still time reaches T_s; faster ones never", test_still_threshold},

@*1 Islands.
{\it The brute force.} The judge of islands is a breadth-first search
over a graph it builds itself after each step: the vertices are the
moving rigid bodies that are awake, and the edges are the step's
contacts (|w->contacts|, as chapter~13's judge of events reads them) and
live joints between two of them. Each component must be one of the
engine's islands, exactly: its bodies share one island, named by one of
them, which no body outside it has. A static body must be in island
$-1$; a contact or a joint between an awake moving body and a sleeper
must not exist (it would have woken it); and the sleepers that share an
island must be named by one of them.

The scene: a box of static walls 8\thinspace m wide, with sixty random
boxes and balls, 0.2 to 0.6\thinspace m across, dropped into it, a
distance joint between each of eight random pairs of neighbours, a weld
joint to a wall for two, and a mouse joint on one. Six seconds, so that
the pile forms, moves and sleeps. (Not every random pile sleeps so soon:
a ball may roll on for many seconds down a slope of boxes, and about
half of the seeds tried give such a pile. The seed here gives one that
sleeps, since the test must see sleepers to judge them.) Union and find that forgot a joint, or
let the walls join piles, or kept last step's islands, disagrees with
the judge.

@<Chapter 14 test helpers@>+=
static bool moving_rigid(const ph_world *w, int i)
{
  return w->bodies[i].kind == PH_RIGID && w->bodies[i].inverse_mass > 0.0;
}

@ The search, from each awake moving body not yet reached, marks its
component with the lowest body in it (the judge's name for it), which is
where the search starts, since the bodies are taken in increasing order. Edges are kept as a
list of pairs and scanned whole for each body taken from the queue:
quadratic, and plain.

@<Chapter 14 test helpers@>+=
enum { MOST_BODIES = 128, MOST_EDGES = 2048 };
static int judge_islands(const ph_world *w, const int (*edge)[2], int edges, int *name)
{
  int queue[MOST_BODIES], components = 0;
  for (int i = 0; i < w->body_count; i++) name[i] = -1;
  for (int i = 0; i < w->body_count; i++) {
    if (!moving_rigid(w, i) || w->bodies[i].asleep || name[i] >= 0) continue;
    int head = 0, tail = 0;
    name[i] = i, queue[tail++] = i, components++;
    while (head < tail) {
      int v = queue[head++];
      for (int e = 0; e < edges; e++) {
        int u = edge[e][0] == v ? edge[e][1] : edge[e][1] == v ? edge[e][0] : -1;
        if (u >= 0 && name[u] < 0) name[u] = i, queue[tail++] = u;
      }
    }
  }
  return components;
}

@ The edges of a step; an edge with a sleeper on one side and an awake
moving body on the other is counted as wrong and left out.

@<Chapter 14 test helpers@>+=
static int step_edges(const ph_world *w, int (*edge)[2], int *wrong)
{
  int n = 0;
  for (int k = 0; k < w->contact_count + w->joint_count && n < MOST_EDGES; k++) {
    int a, b;
    if (k < w->contact_count) a = w->contacts[k].a, b = w->contacts[k].b;
    else {
      const ph_joint *j = &w->joints[k - w->contact_count];
      if (!j->alive || j->broken || j->a < 0) continue;
      a = j->a, b = j->b;
    }
    if (!moving_rigid(w, a) || !moving_rigid(w, b)) continue;
    if (w->bodies[a].asleep != w->bodies[b].asleep) {
      (*wrong)++;
      continue;
    }
    if (!w->bodies[a].asleep) edge[n][0] = a, edge[n][1] = b, n++;
  }
  return n;
}

@ The scene.

@<Chapter 14 test helpers@>+=
static ph_world *random_box(test_context *t, uint64_t seed)
{
  ph_world *w = new_world(t, true);
  if (!w) return NULL;
  make(t, w, body_def(ph_box(9.0, 1.0), 0.0, -0.5, true));
  make(t, w, body_def(ph_box(0.5, 8.0), -4.25, 4.0, true));
  make(t, w, body_def(ph_box(0.5, 8.0), 4.25, 4.0, true));
  seed_state = seed;
  for (int i = 0; i < 60; i++) {
    double size = between(0.2, 0.6);
    ph_body_def d = body_def(uniform() < 0.2 ? ph_circle(0.5 * size) : ph_box(size,
      between(0.2, 0.6)), -3.5 + 0.7 * (i % 10), 0.5 + 0.8 * (i / 10), false);
    d.angle = between(0.0, pi), d.velocity = ph_v(between(-1.0, 1.0), between(-1.0, 1.0));
    make(t, w, d);
  }
  @<Join random pairs, two bodies to a wall, and pull one with a mouse@>@;
  return w;
}

@ Eight distance joints, each between a random body and the next, its
neighbour in the row it starts in, as long as the two are apart; two weld joints, each holding a random body to a wall (body 1
or~2); a mouse joint that lifts a random body of the top row by its
centre to a target
at the height of the walls' top, where it hangs in an island of its own,
free to turn about its centre.

@<Join random pairs, two bodies to a wall, and pull one with a mouse@>=
for (int k = 0; k < 11; k++) {
  int a = 3 + (int) (59.0 * uniform()), b = a + 1;
  if (k >= 8) a = k < 10 ? k - 7 : -1;
  if (k == 10) b = 53 + b % 10; /* a body of the top row, lifted clear of the rest */
  ph_joint_def j = ph_default_joint_def(k < 8 ? PH_DISTANCE_JOINT : k < 10
    ? PH_WELD_JOINT : PH_MOUSE_JOINT);
  j.a = ph_body_id_of(a), j.b = ph_body_id_of(b);
  j.anchor_a = k < 8 ? w->bodies[a].position : w->bodies[b].position;
  j.anchor_b = w->bodies[b].position;
  ph_joint_id made = ph_world_create_joint(w, &j);
  CHECK(t, made.index1 > 0);
  if (k == 10) CHECK(t, ph_joint_set_target(w, made, ph_v(j.anchor_a.x, 7.5)));
}

@ Each step is judged; the test counts the steps whose islands differ
from the judge's, and keeps how many islands of more than one body it
saw and how many sleepers, so that it shows the scene was worth judging.

@<Chapter 14 test functions@>=
static void test_islands_brute_force(test_context *t)
{
  ph_world *w = random_box(t, 1405);
  if (!w) return;
  static int edge[MOST_EDGES][2], name[MOST_BODIES];
  int wrong_steps = 0, touching_sleepers = 0, shared = 0, most_asleep = 0;
  for (int n = 1; n <= 360; n++) {
    ph_world_step(w, dt);
    int edges = step_edges(w, edge, &touching_sleepers);
    judge_islands(w, edge, edges, name);
    int wrong = 0;
    @<Compare every body's island with the judge's@>@;
    if (wrong && wrong_steps++ < 3) test_note(t, "step %d: %d bodies in the wrong island", n,
      wrong);
    most_asleep = most_asleep > ph_world_sleep_stats(w).asleep ? most_asleep
      : ph_world_sleep_stats(w).asleep;
  }
  @<Check that no step differed, and that the scene was worth judging@>@;
  ph_world_destroy(w);
}

@ @<Check that no step differed, and that the scene was worth judging@>=
test_note(t, "360 steps: %d steps differ from the judge, %d contacts or joints between "@|
  "a sleeper and a moving body; %d body-steps in shared islands, up to %d asleep",
  wrong_steps, touching_sleepers, shared, most_asleep);
test_note(t, "table: %d of 360 steps differ; up to %d bodies asleep", wrong_steps,
  most_asleep);
CHECK(t, wrong_steps == 0 && touching_sleepers == 0);
CHECK(t, shared > 1000 && most_asleep >= 10);

@ A static body is in island $-1$. The bodies of a component must share
one island, named by one of them: the island of the component's lowest
body must be a body of the component, and every body of the component
must have that island. (Two components then cannot share a name, since a
name is a body of its own component.) A sleeper's island must be named by
a sleeper whose island is itself.

@<Compare every body's island with the judge's@>=
for (int i = 0; i < w->body_count; i++) {
  int island = ph_body_island(w, ph_body_id_of(i));
  if (!moving_rigid(w, i)) wrong += island != -1;
  else if (!w->bodies[i].asleep) {
    int named = ph_body_island(w, ph_body_id_of(name[i]));
    wrong += island != named || named < 0 || named >= w->body_count || name[named] != name[i];
    shared += name[i] != i || island != i;
  } else wrong += island < 0 || island >= w->body_count || !w->bodies[island].asleep
    || ph_body_island(w, ph_body_id_of(island)) != island;
}

@ @<Chapter 14 test cases@>+=
{"islands_brute_force", "unit", "the islands are the components a breadth-first search finds over contacts and joints", test_islands_brute_force},

@ {\it Two piles, one ground.} Columns of three boxes at $x=-3$ and
$x=3$ on one ground sleep as two islands, each named by one of its own
boxes, and the world counts two. A ball dropped onto the left one wakes its
three boxes in one step, and the right one sleeps through every step of
the two seconds after. A world whose ground joined islands would have
one island, and wake both.

@<Chapter 14 test functions@>=
static void test_separate_piles(test_context *t)
{
  ph_world *w = new_world(t, true);
  if (!w) return;
  ground(t, w, 20.0);
  int left = column(t, w, -3.0, 3), right = column(t, w, 3.0, 3);
  int took = step_until_asleep(w, 6, 120);
  CHECK(t, took > 0 && ph_world_sleep_stats(w).islands == 2);
  int l = ph_body_island(w, ph_body_id_of(left)), r = ph_body_island(w, ph_body_id_of(right));
  CHECK(t, l >= left && l < left + 3 && r >= right && r < right + 3);
  for (int k = 0; k < 3; k++)
    CHECK(t, ph_body_island(w, ph_body_id_of(left + k)) == l
      && ph_body_island(w, ph_body_id_of(right + k)) == r);
  @<Drop a ball onto the left pile, and watch both@>@;
  test_note(t, "asleep after %d steps as %d islands; the left pile woke in step %d "@|
    "(%d bodies); the right pile's boxes were awake %d box-steps", took,
    ph_world_sleep_stats(w).islands, woke_at, woke, right_awake);
  test_note(t, "table: left woke in step %d, %d bodies; right awake %d box-steps", woke_at,
    woke, right_awake);
  CHECK(t, woke_at > 0 && woke == 3 && right_awake == 0);
  ph_world_destroy(w);
}

@ The step in which the left pile woke, how many bodies woke in it, and
how many steps the right pile's boxes were awake, summed over its boxes.

@<Drop a ball onto the left pile, and watch both@>=
ball(t, w, -3.02, 3.0);
int woke = 0, woke_at = 0, right_awake = 0;
for (int n = 1; n <= 120; n++) {
  ph_world_step(w, dt);
  if (!woke_at && asleep_of(w, left, 3) == 0) woke_at = n, woke = ph_world_sleep_stats(w).woke;
  right_awake += 3 - asleep_of(w, right, 3);
}

@ @<Chapter 14 test cases@>+=
{"separate_piles", "unit", "two piles on one ground are two islands; waking one leaves the other asleep", test_separate_piles},

@*1 Waking.
{\it Every rule.} A scene of two columns of two boxes, at $x=-2$ (bodies
1 and~2) and $x=2$ (bodies 3 and~4), is built afresh and stepped until
all four sleep; then one thing is done to body~2, the top of the left
column. Most of the program's changes are seen at the next step's start, so the
left column must still sleep right after the call, be awake (both boxes,
and the step's count of woken bodies two) after one step, and the right
column must sleep on. These changes: a velocity of 1\thinspace mm/s
(below $v_s$: any velocity a program gives is a push), a force, an
impulse, a torque, an angular velocity; and a joint from the top box to a
body that starts to move. Then the changes that wake the column at once,
before any step: a position a millimetre up, an angle of 0.01, a new
distance joint to a ball flying past, a new mouse joint, and
|ph_body_wake|. Moving the static ground by a millimetre wakes both
columns at once, and turning sleeping off wakes both at the next step;
and a sensor ball thrown through the left column must wake nothing,
though it overlaps both boxes (its begin events say it does).

@<Chapter 14 test helpers@>+=
enum { BY_VELOCITY, BY_FORCE, BY_IMPULSE, BY_POSITION, BY_ANGLE, BY_TORQUE, BY_SPIN,
  BY_JOINT, BY_NEW_JOINT, BY_MOUSE, BY_WAKE, BY_GROUND, BY_SLEEP_OFF, BY_SENSOR, RULES };
static const char *rule_name[RULES] = {"velocity", "force", "impulse", "position", "angle",
  "torque", "angular velocity", "joint to a moving body", "new joint", "new mouse joint",
  "ph_body_wake", "the ground moved", "sleep off", "sensor"};

@ The scene, built and put to sleep.

@<Chapter 14 test helpers@>+=
static ph_world *sleeping_columns(test_context *t)
{
  ph_world *w = new_world(t, true);
  if (!w) return NULL;
  ground(t, w, 12.0);
  column(t, w, -2.0, 2), column(t, w, 2.0, 2);
  if (!CHECK(t, step_until_asleep(w, 4, 120) > 0)) {
    ph_world_destroy(w);
    return NULL;
  }
  return w;
}

@ One rule applied to body~2 of a fresh, sleeping scene.

@<Chapter 14 test helpers@>+=
static void apply_rule(test_context *t, ph_world *w, int rule)
{
  ph_body_id top = ph_body_id_of(2);
  ph_vec2 p = ph_body_position(w, top);
  ph_settings s = w->settings;
  ph_joint_def j = ph_default_joint_def(rule == BY_MOUSE ? PH_MOUSE_JOINT : PH_DISTANCE_JOINT);
  ph_body_def d = body_def(ph_circle(0.1), -2.0, 3.0, false);
  d.velocity = ph_v(1.0, 0.0), d.gravity_scale = 0.0;
  switch (rule) {
  case BY_VELOCITY: ph_body_set_velocity(w, top, ph_v(0.001, 0.0)); break;
  case BY_FORCE: ph_body_apply_force(w, top, ph_v(0.1, 0.0)); break;
  case BY_IMPULSE: ph_body_apply_impulse(w, top, ph_v(0.001, 0.0)); break;
  case BY_POSITION: ph_body_set_position(w, top, ph_add(p, ph_v(0.0, 0.001))); break;
  case BY_ANGLE: ph_body_set_angle(w, top, 0.01); break;
  case BY_TORQUE: ph_body_apply_torque(w, top, 0.1); break;
  case BY_SPIN: ph_body_set_angular_velocity(w, top, 0.001); break;
  @<Apply the rules that join, wake, switch or pass through@>@;
  }
}

@ The joint to a moving body: a kinematic body at rest, $1.25\,$m above
the top box, is joined to it by a distance joint as long as they are
apart; making the joint wakes the column, which falls asleep again, the
kinematic body being held still; then the kinematic body is set moving at
1\thinspace mm/s. The new joint ties the column to a ball that flies
without gravity, past and above it. The sensor ball flies at
3\thinspace m/s through both boxes, without gravity, so it crosses the
column in about a tenth of a second.

@<Apply the rules that join, wake, switch or pass through@>=
case BY_JOINT:
  j.a = make(t, w, body_def(ph_box(0.2, 0.2), -2.0, 2.0, true)), j.b = top;
  j.anchor_a = ph_v(-2.0, 2.0), j.anchor_b = p;
  CHECK(t, ph_body_set_kinematic(w, j.a, true) && ph_world_create_joint(w, &j).index1 > 0);
  CHECK(t, step_until_asleep(w, 4, 120) > 0);
  ph_body_set_velocity(w, j.a, ph_v(0.001, 0.0));
  break;
case BY_NEW_JOINT:
  j.a = make(t, w, d), j.b = top, j.anchor_a = d.position, j.anchor_b = p;
  CHECK(t, ph_world_create_joint(w, &j).index1 > 0);
  break;
case BY_MOUSE:
  j.b = top, j.anchor_a = p;
  CHECK(t, ph_world_create_joint(w, &j).index1 > 0);
  break;
case BY_WAKE: CHECK(t, ph_body_wake(w, top)); break;
case BY_GROUND: CHECK(t, ph_body_set_position(w, ph_body_id_of(0), ph_v(0.0, -0.501))); break;
case BY_SLEEP_OFF: s.sleep = false, CHECK(t, ph_world_set_settings(w, &s)); break;
case BY_SENSOR:
  d.position = ph_v(-3.0, 0.5), d.velocity = ph_v(3.0, 0.0), d.sensor = true;
  make(t, w, d);
  break;

@ For each rule: the left column before and after one step, the right
column after it, and the count of the woken; the sensor's case is
followed for a whole second instead. A wake by hand, a new joint, and a
pose set through chapters 1 and~6 (which tell the later chapters that the
body has moved) wake the island at once; the others at the next step's
start.

@<Chapter 14 test functions@>=
static void test_wake_rules(test_context *t)
{
  int failed = 0;
  for (int rule = 0; rule < RULES; rule++) {
    ph_world *w = sleeping_columns(t);
    if (!w) return;
    apply_rule(t, w, rule);
    int before = asleep_of(w, 1, 2), left = 2, right = 2, sensed = 0;
    @<Step once, or a second for the sensor, and read both columns@>@;
    int woke = ph_world_sleep_stats(w).woke;
    bool ok;
    @<Judge the rule by the columns asleep before and after, setting |ok|@>@;
    if (!CHECK(t, ok)) {
      failed++;
      test_note(t, "%s: left asleep %d before the step, %d after; right %d; %d woke",
        rule_name[rule], before, left, right, woke);
    }
    ph_world_destroy(w);
  }
  test_note(t, "table: %d rules, %d wrong", RULES, failed);
}

@ What each rule must leave: the sensor, both columns asleep and its
begins seen; the wakes at once, the left column awake already before the
step and the right asleep; sleeping turned off, both awake after the step
and four woken by it; the ground moved, both awake at once; every other
rule, the left column asleep before the step and awake after it, two
woken, the right asleep.

@<Judge the rule by the columns asleep before and after, setting |ok|@>=
ok = rule == BY_SENSOR ? left == 2 && right == 2 && sensed >= 2
  : rule == BY_WAKE || rule == BY_NEW_JOINT || rule == BY_MOUSE || rule == BY_POSITION
    || rule == BY_ANGLE
  ? before == 0 && left == 0 && right == 2
  : rule == BY_SLEEP_OFF ? before == 2 && left == 0 && right == 0 && woke == 4
  : rule == BY_GROUND ? before == 0 && left == 0 && right == 0
  : before == 2 && left == 0 && right == 2 && woke == 2;

@ The fewest of each column asleep after each step.

@<Step once, or a second for the sensor, and read both columns@>=
for (int n = 1; n <= (rule == BY_SENSOR ? 60 : 1); n++) {
  ph_world_step(w, dt);
  for (int k = 0; k < ph_world_event_count(w); k++)
    sensed += ph_world_event(w, k).sensor && ph_world_event(w, k).kind == PH_BEGIN_TOUCH;
  if (asleep_of(w, 1, 2) < left) left = asleep_of(w, 1, 2);
  if (asleep_of(w, 3, 2) < right) right = asleep_of(w, 3, 2);
}

@ @<Chapter 14 test cases@>+=
{"wake_rules", "unit", "every push, move, turn, joint and mouse wakes the island, at once or at the next step, and only it", test_wake_rules},

@ {\it Events.} A column of three boxes touches the ground and itself in
three pairs from the first step: three begins. It falls asleep; no pair
stopped touching, so no end may come, then or later. Woken by hand, the
pairs have not begun again: no begin. Asleep again, a ball dropped onto
it wakes it and begins one pair, ball and top box. So over the whole
run: exactly four begins, no end. An engine that let the pairs of a
sleeping island drop out of the touching list would report three ends
when it fell asleep, and three begins when it woke.

@<Chapter 14 test functions@>=
static void test_events_asleep(test_context *t)
{
  ph_world *w = new_world(t, true);
  if (!w) return;
  ground(t, w, 20.0);
  column(t, w, 0.0, 3);
  int begins = 0, ends = 0, slept = 0, first_begins = 0;
  for (int phase = 0; phase < 3; phase++) {
    if (phase == 1) CHECK(t, ph_body_wake(w, ph_body_id_of(2)));
    if (phase == 2) make(t, w, body_def(ph_circle(0.2), 0.02, 2.0, false));
    @<Step for two and a half seconds, counting begins and ends@>@;
    slept += asleep_of(w, 1, 3) == 3;
  }
  test_note(t, "%d begins in the first step; %d begins and %d ends in all; asleep at the "@|
    "end of %d of the 3 phases", first_begins, begins, ends, slept);
  test_note(t, "table: %d begins, %d ends", begins, ends);
  CHECK(t, first_begins == 3 && begins == 4 && ends == 0);
  CHECK(t, slept == 3);
  ph_world_destroy(w);
}

@ @<Step for two and a half seconds, counting begins and ends@>=
for (int n = 1; n <= 150; n++) {
  ph_world_step(w, dt);
  for (int k = 0; k < ph_world_event_count(w); k++) {
    ph_event e = ph_world_event(w, k);
    begins += e.kind == PH_BEGIN_TOUCH, ends += e.kind == PH_END_TOUCH;
  }
  if (phase == 0 && n == 1) first_begins = begins;
}

@ @<Chapter 14 test cases@>+=
{"events_asleep", "unit", "a pair that falls asleep reports no end, and no begin when it wakes", test_events_asleep},

@ {\it The memory.} A column of five boxes sleeps; woken by |ph_body_wake|,
nothing else changed, it must take its first step as if it had never
slept. How far may a box move in that step? A still body moves slower
than $v_s$, so less than $v_sh=0.17\,$mm a step: the test asks that no box
of the woken column move more. Without the memory the solver starts from
no impulse: in each sub-step gravity adds $gh/n$ of downward speed that
the contacts below must take back, and a column must push it down five
boxes before the bottom one holds; the boxes sink by a fraction of
$gh^2=2.8\,$mm before the impulses are found again. The test measures
that too, on a twin column woken the same way whose first step has
chapter~9's warm start turned off, and asks that it move more than $v_sh$,
so that the test can tell the two apart.

@<Chapter 14 test functions@>=
static double first_step_after_waking(test_context *t, bool warm)
{
  ph_world *w = new_world(t, true);
  if (!w) return NAN;
  ground(t, w, 20.0);
  column(t, w, 0.0, 5);
  bool slept = step_until_asleep(w, 5, 120) > 0;
  CHECK(t, slept && ph_body_wake(w, ph_body_id_of(3)) && asleep_of(w, 1, 5) == 0);
  ph_vec2 before[6];
  for (int i = 1; i <= 5; i++) before[i] = w->bodies[i].position;
  w->settings.warm_start = warm;
  ph_world_step(w, dt);
  double moved = 0.0;
  for (int i = 1; i <= 5; i++)
    moved = fmax(moved, ph_length(ph_sub(w->bodies[i].position, before[i])));
  ph_world_destroy(w);
  return moved;
}

@ @<Chapter 14 test functions@>=
static void test_warm_memory(test_context *t)
{
  double vs = ph_default_settings().sleep_speed, g = 10.0;
  double warm = first_step_after_waking(t, true), cold = first_step_after_waking(t, false);
  test_note(t, "first step after the wake: %.3g m with the memory, %.3g m cold; v_s h = "@|
    "%.3g m, g h^2 = %.3g m", warm, cold, vs * dt, g * dt * dt);
  test_note(t, "table: %.1f\\thinspace$\\mu$m woken, %.0f\\thinspace$\\mu$m cold, "@|
    "$v_sh=%.0f\\thinspace\\mu$m", 1e6 * warm,
    1e6 * cold, 1e6 * vs * dt);
  CHECK(t, warm < vs * dt);
  CHECK(t, cold > vs * dt);
}

@ @<Chapter 14 test cases@>+=
{"warm_memory", "unit", "a pile woken by hand keeps its impulses: its first step moves less than v_s h", test_warm_memory},

@ {\it Determinism.} The random scene of the islands' test, with a ball
dropped onto it at four and a half seconds, when most of it sleeps, and
one body woken by hand at six, run twice for seven seconds: every step the same bits in every body, the same
counts of sleep and the same events. The run must have put bodies to
sleep and woken them.

@<Chapter 14 test functions@>=
static void test_determinism(test_context *t)
{
  ph_world *a = random_box(t, 1408), *b = random_box(t, 1408);
  if (!a || !b) return;
  int differ = 0, fell = 0, woke = 0;
  for (int n = 1; n <= 420; n++) {
    if (n == 270) ball(t, a, 0.0, 7.0), ball(t, b, 0.0, 7.0);
    if (n == 360) ph_body_wake(a, ph_body_id_of(10)), ph_body_wake(b, ph_body_id_of(10));
    ph_world_step(a, dt);
    ph_world_step(b, dt);
    @<Compare the two runs' bodies, counts and events after the step@>@;
  }
  test_note(t, "420 steps: %d bodies fell asleep and %d woke; %d differences", fell, woke,
    differ);
  test_note(t, "table: %d fell asleep, %d woke, %d differences", fell, woke, differ);
  CHECK(t, differ == 0 && fell > 0 && woke > 0);
  ph_world_destroy(a);
  ph_world_destroy(b);
}

@ @<Compare the two runs' bodies, counts and events after the step@>=
ph_sleep_stats p = ph_world_sleep_stats(a), q = ph_world_sleep_stats(b);
differ += bodies_differ(a, b) + (memcmp(&p, &q, sizeof p) != 0);
differ += ph_world_event_count(a) != ph_world_event_count(b);
for (int k = 0; k < ph_world_event_count(a) && k < ph_world_event_count(b); k++) {
  ph_event e = ph_world_event(a, k), f = ph_world_event(b, k);
  differ += e.kind != f.kind || e.a.index1 != f.a.index1 || e.b.index1 != f.b.index1;
}
fell += p.fell_asleep, woke += p.woke;

@ @<Chapter 14 test cases@>+=
{"determinism", "unit", "a scene that sleeps and wakes, run twice, gives the same bits and events", test_determinism},

@*1 Kinematic bodies.
{\it The platform.} A kinematic platform, 400\thinspace m long, carries
a box $0.5\,$m square, friction $\mu={1\over2}$ on both (mixed by the
geometric mean, so $\mu$), that has fallen asleep on it; then the
platform is set moving at $v=1\,$m/s along $x$. Its contact wakes the
box. Friction accelerates the box at $\mu g$ until it moves with the
platform, after $T=v/(\mu g)=0.2\,$s, having slipped back, relative to
the platform, by $v^2/(2\mu g)=10\,$cm. The soft step applies the
friction in $n$ sub-steps of $h_s=h/n$ by symplectic Euler, which
moves the box a half sub-step's slip less,
$${v^2\over2\mu g}-{v\,h_s\over2}:$$
the test asks for that to 1\% of the slip, a normal force that
differs from $mg$ by 1\% during the slip (the box sits in the soft
contact as it sat at rest). After $2T$ the box must ride: its velocity
within $v_s/100$ of the platform's (a hundredth of what the chapter calls
still), and over the last second its place on the platform must not
change by more than a micrometre. It must stay awake all the while,
since a body touching a moving kinematic body is never still.

The platform must move exactly as told, whatever rests on it: $x_0+vt$
to $10^{-12}\,$m (the rounding of adding $h_s v$ 480 times), no change of
height or angle; it is in no island, and it is not integrated.

@<Chapter 14 test functions@>=
static ph_body_id platform(test_context *t, ph_world *w, ph_body_id *box)
{
  ph_body_def floor = body_def(ph_box(400.0, 0.2), 0.0, -0.1, true);
  floor.material.friction = 0.5;
  ph_body_id p = make(t, w, floor);
  CHECK(t, ph_body_set_kinematic(w, p, true) && ph_body_is_kinematic(w, p));
  ph_body_def d = body_def(ph_box(0.5, 0.5), 0.0, 0.25, false);
  d.material.friction = 0.5;
  *box = make(t, w, d);
  CHECK(t, step_until_asleep(w, 1, 120) > 0);
  return p;
}

@ @<Chapter 14 test functions@>=
static void test_kinematic(test_context *t)
{
  ph_world *w = new_world(t, true);
  if (!w) return;
  ph_body_id box, p = platform(t, w, &box);
  double v = 1.0, mu = 0.5, g = 10.0, hs = dt / w->settings.substeps;
  double slip = v * v / (2.0 * mu * g) - 0.5 * v * hs;
  ph_vec2 x0 = ph_body_position(w, p), b0 = ph_body_position(w, box);
  ph_body_set_velocity(w, p, ph_v(v, 0.0));
  double off_course = 0.0, riding = 0.0, slipped = 0.0, at_one_second = 0.0;
  int slept = 0;
  for (int n = 1; n <= 120; n++) {
    ph_world_step(w, dt);
    ph_vec2 xp = ph_body_position(w, p);
    off_course = fmax(off_course, fabs(xp.x - (x0.x + v * n * dt)) + fabs(xp.y - x0.y)
      + fabs(ph_body_angle(w, p)));
    slipped = (ph_body_position(w, box).x - b0.x) - (xp.x - x0.x);
    if (n == 60) at_one_second = slipped;
    if (n >= 24) riding = fmax(riding, fabs(ph_body_velocity(w, box).x - v));
    slept += ph_body_is_asleep(w, box);
  }
  @<Check the slip, the ride and the platform's course@>@;
  @<Lift a box, and refuse to make a body with mass kinematic@>@;
  ph_world_destroy(w);
}

@ @<Check the slip, the ride and the platform's course@>=
double vs = w->settings.sleep_speed;
test_note(t, "slipped %.6f m (predicted %.6f); riding within %.3g m/s, moved on the "@|
  "platform %.3g m in the last second; platform off its course by %.3g", -slipped, slip,
  riding, fabs(slipped - at_one_second), off_course);
test_note(t, "table: slip %.5f\\thinspace m, predicted %.5f", -slipped, slip);
CHECK_NEAR(t, -slipped, slip, 0.01 * slip);
CHECK(t, riding <= 0.01 * vs && fabs(slipped - at_one_second) <= 1e-6 && slept == 0);
CHECK(t, off_course <= 1e-12);
CHECK(t, ph_body_island(w, p) == -1 && ph_world_sleep_stats(w).integrated == 1);

@ {\it The lift.} The same platform and box, the platform moving up at
0.5\thinspace m/s for two seconds: the box must rise with it, its upward
velocity within $v_s/100$ of the platform's and its height above the
platform the same to a micrometre over the last second; the platform's
height must be $y_0+vt$ to $10^{-12}$. Then the refusals: a dynamic body
cannot be made kinematic, with the chapter's message, and stays dynamic;
the platform made static again stops.

@<Lift a box, and refuse to make a body with mass kinematic@>=
ph_world *u = new_world(t, true);
if (!u) return;
ph_body_id lifted, lift = platform(t, u, &lifted);
double y0 = ph_body_position(u, lift).y, gap0 = 0.0, gap_moved = 0.0, late = 0.0, astray = 0.0;
ph_body_set_velocity(u, lift, ph_v(0.0, 0.5));
for (int n = 1; n <= 120; n++) {
  ph_world_step(u, dt);
  double gap = ph_body_position(u, lifted).y - ph_body_position(u, lift).y;
  astray = fmax(astray, fabs(ph_body_position(u, lift).y - (y0 + 0.5 * n * dt)));
  if (n == 60) gap0 = gap;
  if (n > 60) gap_moved = fmax(gap_moved, fabs(gap - gap0));
  if (n >= 24) late = fmax(late, fabs(ph_body_velocity(u, lifted).y - 0.5));
}
test_note(t, "the lift: box within %.3g m/s of it, its height above it changed %.3g m in "@|
  "the last second; the lift off its course by %.3g m", late, gap_moved, astray);
CHECK(t, late <= 0.01 * vs && gap_moved <= 1e-6 && astray <= 1e-12);
CHECK_REFUSED(t, ph_body_set_kinematic(u, lifted, true), "only a static rigid body");
CHECK(t, !ph_body_is_kinematic(u, lifted));
CHECK(t, ph_body_set_kinematic(u, lift, false) && ph_body_velocity(u, lift).y == 0.0);
ph_world_destroy(u);

@ @<Chapter 14 test cases@>+=
{"kinematic", "unit", "a kinematic platform carries a box after a slip of v^2/2 mu g, a lift raises one, both as told", test_kinematic},

@*1 Settings.
The defaults: sleeping on in stage~14, $T_s={1\over2}\,$s, $v_s=s/T_s$ to
the last bit but one. A time to sleep or a speed that is zero, negative,
infinite or not a number is refused, by |ph_settings_check| with the
chapter's message, by |ph_world_create|, which then makes no world, and
by |ph_world_set_settings|, which then leaves the world's settings as they
were.

@<Chapter 14 test functions@>=
static void test_settings(test_context *t)
{
  ph_settings s = ph_default_settings();
  CHECK(t, s.sleep && s.sleep_time == 0.5);
  CHECK_NEAR(t, s.sleep_speed, s.slop / s.sleep_time, 1e-17);
  ph_world *w = new_world(t, true);
  if (!w) return;
  const double bad[4] = {0.0, -0.5, INFINITY, NAN};
  int refused = 0;
  for (int k = 0; k < 8; k++) {
    @<Put bad value |k| to the check, the world's creation and its settings@>@;
  }
  test_note(t, "table: %d of 8 bad values refused", refused);
  CHECK(t, refused == 8);
  ph_world_destroy(w);
}

@ The first four values are times, the last four speeds; each is refused
the three ways, or the count of refusals falls short.

@<Put bad value |k| to the check, the world's creation and its settings@>=
ph_settings b = ph_default_settings();
const char *words = k < 4 ? "sleep_time must be positive and finite"
  : "sleep_speed must be positive and finite";
if (k < 4) b.sleep_time = bad[k];
else b.sleep_speed = bad[k - 4];
const char *problem = ph_settings_check(&b);
ph_world *made = NULL;
bool ok = CHECK(t, problem && strstr(problem, words))
  & CHECK_REFUSED(t, made = ph_world_create(&b), words) & CHECK(t, made == NULL)
  & CHECK_REFUSED(t, ph_world_set_settings(w, &b), words)
  & CHECK(t, w->settings.sleep_time == 0.5 && w->settings.sleep_speed == s.sleep_speed);
refused += ok;

@ @<Chapter 14 test cases@>+=
{"settings", "unit", "sleeping is on by default with v_s = s/T_s; bad times and speeds are refused", test_settings},
