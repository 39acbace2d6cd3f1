@* Tests of chapter 14.
The program \.{test\_ch14}, run by CTest under the label \.{ch14} on
stage~14 and every later one. Chapter~14 lets the world stop paying for
rest, and every test here asks one of two questions: does sleeping save
what it promises, and does it change nothing else? The second is asked
mostly by twins: the same scene with sleeping on and off, or woken and
never put to sleep, compared bit for bit where the chapter says nothing
may differ, and within a bound derived from the threshold where it says
a little may. The tests of bodies of several shapes ask the laws of
mass and momentum that the chapter derives, and that a body's parts answer
every question a shape answers.
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
\item{$\bullet$} \.{compound\_mass}: glued shapes have the mass, centre of
mass and inertia of the parallel-axis sums, to $10^{-12}$; they stay where
they were put; the body's motion is kept as a rigid motion.
\item{$\bullet$} \.{split\_momentum}: parts split off a moving, spinning
body leave at their points' velocities, and keep momentum and angular
momentum to $10^{-12}$.
\item{$\bullet$} \.{break\_threshold}: an impact $m_nv$ 10\% above the
break impulse breaks the part struck, 10\% below nothing; a steady load
ten times the threshold breaks nothing.
\item{$\bullet$} \.{wall\_momentum}: balls break bricks out of a wall,
and the momentum of all the bodies stays within a bound of rounding.
\item{$\bullet$} \.{parts\_contacts}: an L on a ground of two parts has
one contact for each two parts that touch, tagged by the parts, all warm
started; it rests where its geometry says, begins one touch, and sleeps.
\item{$\bullet$} \.{parts\_queries}: rays and points find the parts of
a body, and a fast ball is swept against them.
\item{$\bullet$} \.{determinism\_parts}: a wall broken twice, run twice,
gives the same bits.

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
no impulse: in each sub-step gravity adds $g\hs$ of downward speed that
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
friction in $n$ sub-steps of $\hs=h/n$ by symplectic Euler, which
moves the box a half sub-step's slip less,
$${v^2\over2\mu g}-{v\,\hs\over2}:$$
the test asks for that to 1\% of the slip, a normal force that
differs from $mg$ by 1\% during the slip (the box sits in the soft
contact as it sat at rest). After $2T$ the box must ride: its velocity
within $v_s/100$ of the platform's (a hundredth of what the chapter calls
still), and over the last second its place on the platform must not
change by more than a micrometre. It must stay awake all the while,
since a body touching a moving kinematic body is never still.

The platform must move exactly as told, whatever rests on it: $x_0+vt$
to $10^{-12}\,$m (the rounding of adding $\hs v$ 480 times), no change of
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

@*1 Bodies of several shapes.
{\it The mass of the parts.} A body of several shapes is made through
the interface as the chapter says a program makes one: a body of one
shape, then |ph_body_add_shape| for each other, its place given in the
world. The tests of this part work in a world without gravity, so that
a body's motion changes only when the test or a contact changes it.

@<Chapter 14 test helpers@>+=
static ph_world *weightless(test_context *t, bool sleep)
{
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0), s.sleep = sleep;
  ph_world *w = ph_world_create(&s);
  CHECK(t, w != NULL);
  return w;
}

static void glue(test_context *t, ph_world *w, ph_body_id id, ph_shape s, double x, double y)
{
  CHECK(t, ph_body_add_shape(w, id, s, ph_v(x, y)));
}

@ The momentum of the moving bodies of a world, $\vec P=\sum_i m_i\vec
v_i$, and their angular momentum about the origin, $L=\sum_i(I_i\omega_i
+m_i\,\vec x_i\times\vec v_i)$, all read through the interface; and how
far a number is from another, relative to the other.

@<Chapter 14 test helpers@>+=
static ph_vec2 momentum(const ph_world *w, double *L)
{
  ph_vec2 P = ph_v(0.0, 0.0);
  *L = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    ph_body_id id = ph_body_id_of(i);
    if (ph_body_is_static(w, id)) continue;
    double m = ph_body_mass(w, id);
    ph_vec2 x = ph_body_position(w, id), v = ph_body_velocity(w, id);
    P = ph_add(P, ph_mul(m, v));
    *L += ph_body_inertia(w, id) * ph_body_angular_velocity(w, id) + m * ph_cross(x, v);
  }
  return P;
}

static double relative(double got, double want)
{
  return fabs(got - want) / fabs(want);
}

@ The table prints the small numbers of these tests as powers of ten, to
one figure: $3\times10^{-16}$, or 0.

@<Chapter 14 test helpers@>+=
static const char *small(char text[40], double x)
{
  int mantissa = 0, exponent = 0;
  char e[16];
  snprintf(e, sizeof e, "%.0e", x);
  if (x == 0.0 || sscanf(e, "%de%d", &mantissa, &exponent) != 2) snprintf(text, 40, "%.1g", x);
  else snprintf(text, 40, "$%d\\times10^{%d}$", mantissa, exponent);
  return text;
}

@ {\it Mass, centre, inertia.} Two unit squares glued side by side are a
$2\times1$ box, and must have its mass, centre and moment of inertia. A
$2\times1$ box with a circle of radius ${1\over2}$ glued at $(2,1)$ must
have the chapter's sums, written out here with chapter~6's moments of a
box, $m(w^2+h^2)/12$, and of a disk, $mr^2/2$:
$$m=\sum_k m_k,\qquad \vec c={1\over m}\sum_k m_k\vec c_k,\qquad
I=\sum_k\bigl(I_k+m_k\vert\vec c_k-\vec c\,\vert^2\bigr).$$
Each is a sum of a few terms of order one, computed in another order
than the engine's; the rounding of either is a few units in the last
place, $10^{-16}$, so $10^{-12}$, relative, is wide for rounding and
narrow for anything else (the parallel-axis terms are three fifths of the
inertia of the two squares, and about three quarters of the box and
circle's).

@<Chapter 14 test functions@>+=
static void test_compound_mass(test_context *t)
{
  ph_world *w = weightless(t, false);
  if (!w) return;
  double worst = 0.0, turning = 0.0;
  @<Glue two unit squares and compare them with a $2\times1$ box@>@;
  @<Glue a circle to a box and compare it with the sums@>@;
  double placed = 0.0;
  @<Glue a triangle to a turned box, and find every vertex where it was put@>@;
  double kept = 0.0;
  @<Glue a box to a moving, spinning body, and compare the momenta@>@;
  test_note(t, "mass and centre within %.3g of the sums, inertia within %.3g, relative; "@|
    "vertices within %.3g m of their places; momenta within %.3g", worst, turning, placed,
    kept);
  char s1[40], s2[40], s3[40];
  test_note(t, "table: sums %s relative; vertices %s\\thinspace m; momenta %s",
    small(s1, fmax(worst, turning)), small(s2, placed), small(s3, kept));
  CHECK(t, worst <= 1e-12 && turning <= 1e-12);
  CHECK(t, placed <= 1e-12 && kept <= 1e-12);
  ph_world_destroy(w);
}

@ @<Glue two unit squares and compare them with a $2\times1$ box@>=
ph_body_id two = make(t, w, body_def(ph_box(1.0, 1.0), 0.0, 0.0, false));
glue(t, w, two, ph_box(1.0, 1.0), 1.0, 0.0);
ph_body_id one = make(t, w, body_def(ph_box(2.0, 1.0), 0.5, 0.0, false));
CHECK(t, ph_body_shape_count(w, two) == 2 && ph_body_shape_count(w, one) == 1);
worst = relative(ph_body_mass(w, two), ph_body_mass(w, one));
turning = relative(ph_body_inertia(w, two), ph_body_inertia(w, one));
worst = fmax(worst, ph_length(ph_sub(ph_body_position(w, two), ph_body_position(w, one))));

@ The box is $2\times1$ at the origin, mass $m_b=2$; the circle's centre
is at $\vec c_c=(2,1)$, mass $m_c=\pi/4$.

@<Glue a circle to a box and compare it with the sums@>=
ph_body_id mixed = make(t, w, body_def(ph_box(2.0, 1.0), 0.0, 0.0, false));
glue(t, w, mixed, ph_circle(0.5), 2.0, 1.0);
double m_b = 2.0, m_c = pi / 4.0, m = m_b + m_c;
ph_vec2 c_c = ph_v(2.0, 1.0), c = ph_mul(m_c / m, c_c);
double I = m_b * (4.0 + 1.0) / 12.0 + m_b * ph_dot(c, c)
  + m_c * 0.25 / 2.0 + m_c * ph_dot(ph_sub(c_c, c), ph_sub(c_c, c));
worst = fmax(worst, relative(ph_body_mass(w, mixed), m));
turning = fmax(turning, relative(ph_body_inertia(w, mixed), I));
worst = fmax(worst, ph_length(ph_sub(ph_body_position(w, mixed), c)) / ph_length(c));

@ {\it In place.} A shape glued to a body must stay where the program put
it: its own origin at |at| and its axes the body's. So a triangle, whose
vertices are not about its centroid (the engine moves them there, and its
offset with them), is glued with its origin at $\vec a=(6,5.5)$ to a box
at $(5,5)$ turned by $\theta=0.3$: its vertex $\vec u_k$ must be found at
$\vec a+R_\theta\vec u_k$, and the box's where a body of the box alone at
that angle has them. At angle zero the chapter says more: the glued
shape is placed exactly as a body of its own at $\vec a$ would be; so the
triangle is glued at $(6,-4.5)$ to a box at $(5,-5)$ not turned too, and
a body of the triangle alone is its judge. The vertices of each part,
placed by |ph_body_part|'s transform, must be the judge's, in the same
order, to $10^{-12}\,$m (the rounding of a few products and sums of
numbers about 6); and the circle glued above must be centred at $(2,1)$.

@<Chapter 14 test helpers@>+=
static double part_gap(const ph_world *w, ph_body_id a, int ka, ph_body_id b, int kb)
{
  ph_transform xa, xb;
  ph_shape sa = ph_body_part(w, a, ka, &xa), sb = ph_body_part(w, b, kb, &xb);
  double gap = ph_length(ph_sub(xa.position, xb.position));
  if (sa.kind != PH_POLYGON) return sa.kind == sb.kind ? gap : INFINITY;
  if (sb.kind != PH_POLYGON || sa.count != sb.count) return INFINITY;
  for (int v = 0; v < sa.count; v++) gap = fmax(gap, ph_length(ph_sub(
    ph_transform_point(xa, sa.vertices[v]), ph_transform_point(xb, sb.vertices[v]))));
  return gap;
}

@ @<Glue a triangle to a turned box, and find every vertex where it was put@>=
const ph_vec2 corner[3] = {{0.0, 0.0}, {0.8, 0.1}, {0.2, 0.6}};
ph_shape triangle = ph_polygon(corner, 3);
ph_body_def box = body_def(ph_box(1.0, 0.5), 5.0, 5.0, false);
box.angle = 0.3;
ph_body_id lone_box = make(t, w, box), turned = make(t, w, box);
glue(t, w, turned, triangle, 6.0, 5.5);
placed = part_gap(w, turned, 0, lone_box, 0);
ph_transform xf;
ph_shape got = ph_body_part(w, turned, 1, &xf);
for (int v = 0; v < 3; v++) placed = fmax(placed, ph_length(ph_sub(ph_transform_point(xf,
  got.vertices[v]), ph_add(ph_v(6.0, 5.5), ph_rotate(ph_rotation_of(0.3), corner[v])))));
@<Glue the triangle to a body not turned, and judge it by the triangle alone@>@;

@ @<Glue the triangle to a body not turned, and judge it by the triangle alone@>=
ph_body_id flat = make(t, w, body_def(ph_box(1.0, 0.5), 5.0, -5.0, false));
ph_body_id lone_tri = make(t, w, body_def(triangle, 6.0, -4.5, false));
glue(t, w, flat, triangle, 6.0, -4.5);
placed = fmax(placed, part_gap(w, flat, 1, lone_tri, 0));
ph_body_id lone_circle = make(t, w, body_def(ph_circle(0.5), 2.0, 1.0, false));
placed = fmax(placed, part_gap(w, mixed, 1, lone_circle, 0));

@ {\it The motion kept.} The chapter keeps a body's motion, when a shape
is glued on, as the rigid motion it was: the angular velocity is the
same, and the new centre moves as its point did. The new part then moves
as if it had always been carried along, at $\vec v_s=\vec v+\omega\times
(\vec c_s-\vec x)$, its centroid $\vec c_s$; and since momentum and
angular momentum add over the parts of a rigid motion, the body's after
the glue must be its own before plus the part's:
$$\vec P'=m\vec v+m_s\vec v_s,\qquad L'=I\omega+m\,\vec x\times\vec v
+I_s\omega+m_s\,\vec c_s\times\vec v_s,$$
to $10^{-12}$ of each, relative, for the rounding argued above. A body
whose new centre kept the old centre's velocity would be off by
$m'\omega\times(\vec x'-\vec x)$, $\vec x'$ the new centre, which here is
of the size of $\vec P$ itself.

@<Glue a box to a moving, spinning body, and compare the momenta@>=
ph_body_def d = body_def(ph_box(1.0, 1.0), 0.5, 1.0, false);
d.angle = 0.4, d.velocity = ph_v(1.0, -2.0), d.angular_velocity = 3.0;
ph_body_id spun = make(t, w, d);
double m0 = ph_body_mass(w, spun), I0 = ph_body_inertia(w, spun), omega = d.angular_velocity;
double m_s = 0.5, I_s = m_s * (0.25 + 1.0) / 12.0;
ph_vec2 c_s = ph_v(1.5, 1.2), r = ph_sub(c_s, d.position);
ph_vec2 v_s = ph_add(d.velocity, ph_v(-omega * r.y, omega * r.x));
ph_vec2 P = ph_add(ph_mul(m0, d.velocity), ph_mul(m_s, v_s));
double L = I0 * omega + m0 * ph_cross(d.position, d.velocity) + I_s * omega
  + m_s * ph_cross(c_s, v_s);
glue(t, w, spun, ph_box(0.5, 1.0), c_s.x, c_s.y);
@<Compare the glued body's momenta with |P| and |L|, into |kept|@>@;

@ @<Compare the glued body's momenta with |P| and |L|, into |kept|@>=
double m1 = ph_body_mass(w, spun);
ph_vec2 x1 = ph_body_position(w, spun), v1 = ph_body_velocity(w, spun);
double L1 = ph_body_inertia(w, spun) * ph_body_angular_velocity(w, spun) + m1 * ph_cross(x1, v1);
kept = fmax(ph_length(ph_sub(ph_mul(m1, v1), P)) / ph_length(P), relative(L1, L));
kept = fmax(kept, relative(ph_body_angular_velocity(w, spun), omega));

@ @<Chapter 14 test cases@>+=
{"compound_mass", "unit", "glued shapes have the mass, centre and inertia of the parallel-axis sums, stay in place, keep the motion", test_compound_mass},

@ {\it Splitting keeps the motion.} A body of four parts, a unit square
with a tall box, a circle and a small square glued round it, none
overlapping, is turned by 0.7 and set moving at $(1.5,-0.7)\,$m/s and
spinning at 2.5\thinspace rad/s; then |ph_body_split_part| breaks off
one part after another until one is left. The chapter derives that a
split changes nothing that moves: the part leaves with the velocity of
its point, $\vec v+\omega\times(\vec p-\vec x)$, $\vec p$ its centroid,
and the body's angular velocity, and the sums of momentum and angular
momentum over the pieces are the whole's. The test asks, of each split,
that the new body be at $\vec p$, with that velocity and the same
$\omega$, and with the mass of its part alone; and, after every split,
that $\vec P$ and $L$ of all the pieces be what they were, to
$10^{-12}$ relative: a few sums of terms of order one, rounded, as above.
A part that left with the velocity of the body's centre would take
$m_k\,\omega\times\vec r_k$ of momentum with it that is not its own.

@<Chapter 14 test functions@>=
static void test_split_momentum(test_context *t)
{
  ph_world *w = weightless(t, false);
  if (!w) return;
  @<Make the body of four parts, turned, moving and spinning@>@;
  double L0, L, worst = 0.0, turning = 0.0, moved = 0.0;
  ph_vec2 P0 = momentum(w, &L0);
  int splits = 0;
  while (ph_body_shape_count(w, body) > 1 && splits < 3) {
    @<Split the body's second part from the end, and judge the new body@>@;
    ph_vec2 P = momentum(w, &L);
    worst = fmax(worst, ph_length(ph_sub(P, P0)) / ph_length(P0));
    turning = fmax(turning, relative(L, L0));
  }
  @<Refuse to split a body of one shape, or a part it does not have@>@;
  test_note(t, "%d splits: momentum within %.3g and angular momentum within %.3g, "@|
    "relative; each new body within %.3g of its point's place and motion", splits, worst,
    turning, moved);
  char s1[40], s2[40];
  test_note(t, "table: %d splits; momenta %s; parts' motion %s", splits,
    small(s1, fmax(worst, turning)), small(s2, moved));
  CHECK(t, splits == 3);
  CHECK(t, worst <= 1e-12 && turning <= 1e-12 && moved <= 1e-12);
  ph_world_destroy(w);
}

@ @<Make the body of four parts, turned, moving and spinning@>=
ph_body_id body = make(t, w, body_def(ph_box(1.0, 1.0), 0.0, 0.0, false));
glue(t, w, body, ph_box(0.5, 2.0), 0.75, 0.5);
glue(t, w, body, ph_circle(0.4), -0.9, 0.0);
glue(t, w, body, ph_box(0.6, 0.6), 0.0, -0.8);
CHECK(t, ph_body_shape_count(w, body) == 4);
CHECK(t, ph_body_set_angle(w, body, 0.7));
CHECK(t, ph_body_set_velocity(w, body, ph_v(1.5, -0.7)));
CHECK(t, ph_body_set_angular_velocity(w, body, 2.5));

@ The part second from the end leaves first: part 2, then 1, then 0, so
that a part from the middle and the first are split off, and the last
one left becomes a body of one shape.

@<Split the body's second part from the end, and judge the new body@>=
int k = ph_body_shape_count(w, body) - 2;
ph_transform at;
ph_shape part = ph_body_part(w, body, k, &at);
ph_vec2 x = ph_body_position(w, body), v = ph_body_velocity(w, body), r = ph_sub(at.position, x);
double omega = ph_body_angular_velocity(w, body);
ph_vec2 v_p = ph_add(v, ph_v(-omega * r.y, omega * r.x));
ph_body_id piece = ph_body_split_part(w, body, k);
if (!CHECK(t, !ph_body_id_is_null(piece))) break;
splits++;
moved = fmax(moved, ph_length(ph_sub(ph_body_position(w, piece), at.position))
  + ph_length(ph_sub(ph_body_velocity(w, piece), v_p)) / ph_length(v_p)
  + fabs(ph_body_angular_velocity(w, piece) - omega) / omega
  + relative(ph_body_mass(w, piece), ph_shape_mass(&part, 1.0).mass));
CHECK(t, ph_body_shape_count(w, piece) == 1);

@ @<Refuse to split a body of one shape, or a part it does not have@>=
ph_body_id none = {1};
CHECK_REFUSED(t, none = ph_body_split_part(w, body, 0), "only a moving body of several shapes");
CHECK(t, ph_body_id_is_null(none));
ph_body_id pair = make(t, w, body_def(ph_box(1.0, 1.0), 10.0, 0.0, false));
glue(t, w, pair, ph_box(1.0, 1.0), 11.0, 0.0);
CHECK_REFUSED(t, none = ph_body_split_part(w, pair, 2), "no such part");
CHECK(t, ph_body_id_is_null(none) && ph_body_shape_count(w, pair) == 2);

@ @<Chapter 14 test cases@>+=
{"split_momentum", "unit", "parts split off a moving, spinning body keep its momentum and angular momentum, each at its point's velocity", test_split_momentum},

@*1 Breaking apart.
{\it The threshold.} Two unit squares glued side by side, at rest
without gravity, centre $(0.5,0)$, are struck on the right face of the
right square by a ball of radius ${1\over4}\,$m and density~5 flying
left at $v=2\,$m/s, its centre at height $y$. The normal is along $x$,
so $\vec r\times\vec n$ is $\pm$ the height of the point above a body's
centre: $y$ for the squares, 0 for the ball. The chapter's impact is
$$J=m_nv,\qquad{1\over m_n}={1\over m_A}+{1\over m_B}+{y^2\over I_A},$$
computed here from the masses and inertia the engine reports. The body's
break impulse is set to $J/1.1$, so that the impact is 10\% above it,
and then to $J/0.9$, 10\% below; each at $y=0$, struck centrally, and
at $y=0.45$, near the corner, where the term of the turning is about a
seventh of $1/m_n$: an engine that forgot it would find the impact some
16\% larger, and break at $J/0.9$ too. The
10\% is far more than any rounding and any error in where the point is
taken; it is small enough that a break at any other impulse than $J$,
by ten percent either way, shows.

Above the threshold exactly the struck part must break: one part broken
by the world's count, the body left with one shape, and the new body
found where the right square was and the rest where the left square was
(each within 0.1\thinspace m: the step moves them a few centimetres at
most). Below it, nothing breaks, then or later, since the ball only
slows.

@<Chapter 14 test helpers@>+=
static int strike(test_context *t, double ratio, double y, double *at)
{
  ph_world *w = weightless(t, false);
  if (!w) return -1;
  ph_body_id body = make(t, w, body_def(ph_box(1.0, 1.0), 0.0, 0.0, false));
  glue(t, w, body, ph_box(1.0, 1.0), 1.0, 0.0);
  ph_body_def d = body_def(ph_circle(0.25), 2.5, y, false);
  d.material.density = 5.0, d.velocity = ph_v(-2.0, 0.0);
  ph_body_id ball = make(t, w, d);
  double k = 1.0 / ph_body_mass(w, body) + 1.0 / ph_body_mass(w, ball)
    + y * y / ph_body_inertia(w, body);
  CHECK(t, ph_body_set_break_impulse(w, body, 2.0 / k / ratio));
  @<Step until the part breaks or a second has passed, and find the pieces@>@;
  int broken = ph_world_parts_broken(w);
  CHECK(t, ph_body_shape_count(w, body) == (broken ? 1 : 2));
  ph_world_destroy(w);
  return broken;
}

@ |at| is how far the pieces are, when it breaks, from the places of
their squares, $(1,0)$ and $(0,0)$; the new body is the third.

@<Step until the part breaks or a second has passed, and find the pieces@>=
*at = 0.0;
for (int n = 1; n <= 60; n++) {
  ph_world_step(w, dt);
  if (ph_world_parts_broken(w) == 0) continue;
  CHECK(t, w->body_count == 3);
  *at = ph_length(ph_sub(ph_body_position(w, body), ph_v(0.0, 0.0)))
    + ph_length(ph_sub(ph_body_position(w, ph_body_id_of(2)), ph_v(1.0, 0.0)));
  break;
}

@ {\it Impact, not load.} The chapter breaks by impact alone. So the two
squares rest on the ground under gravity with a box of density~10, of
mass $M=10\,$kg, resting on them, all placed just touching and let go:
each step the contacts under the box carry its weight's impulse,
$Mgh={5\over3}\,$N\thinspace s, and the break impulse is set to a tenth of
that. No part may break in two seconds: the load presses, but nothing
strikes. (An engine that broke by the impulses its solver passes, by
stress, would break at once.) That the body could break at that
threshold is shown by the same box let fall from 5\thinspace cm onto the
squares: it meets them at $\sqrt{2g\cdot0.05}=1\,$m/s, an impact some
ten times the threshold, and a part must break.

@<Chapter 14 test helpers@>+=
static int under_load(test_context *t, double drop, int *shapes)
{
  ph_world *w = new_world(t, true);
  if (!w) return -1;
  ground(t, w, 20.0);
  ph_body_id body = make(t, w, body_def(ph_box(1.0, 1.0), 0.0, 0.5, false));
  glue(t, w, body, ph_box(1.0, 1.0), 1.0, 0.5);
  ph_body_def d = body_def(ph_box(1.0, 1.0), 0.5, 1.5 + drop, false);
  d.material.density = 10.0;
  make(t, w, d);
  double g = 10.0, M = 10.0;
  CHECK(t, ph_body_set_break_impulse(w, body, 0.1 * M * g * dt));
  for (int n = 1; n <= 120; n++) ph_world_step(w, dt);
  *shapes = ph_body_shape_count(w, body);
  int broken = ph_world_parts_broken(w);
  ph_world_destroy(w);
  return broken;
}

@ The four strikes, the load and the drop, and the refusals of a break
impulse that is not positive and of a static body.

@<Chapter 14 test functions@>=
static void test_break_threshold(test_context *t)
{
  double at[4], ys[4] = {0.0, 0.0, 0.45, 0.45}, ratio[4] = {1.1, 0.9, 1.1, 0.9};
  int broken[4], loaded_shapes = 0, dropped_shapes = 0;
  for (int k = 0; k < 4; k++) broken[k] = strike(t, ratio[k], ys[k], &at[k]);
  int loaded = under_load(t, 0.0, &loaded_shapes), dropped = under_load(t, 0.05, &dropped_shapes);
  test_note(t, "struck at 1.1 and 0.9 of the threshold: %d and %d parts broke at y = 0, "@|
    "%d and %d at y = 0.45 (pieces within %.3g m of their squares); under load %d "@|
    "broke, dropped %d", broken[0], broken[1], broken[2], broken[3], fmax(at[0], at[2]),
    loaded, dropped);
  test_note(t, "table: broke %d, %d, %d, %d; under load %d, dropped %d", broken[0],
    broken[1], broken[2], broken[3], loaded, dropped);
  CHECK(t, broken[0] == 1 && broken[1] == 0 && broken[2] == 1 && broken[3] == 0);
  CHECK(t, at[0] < 0.1 && at[2] < 0.1);
  CHECK(t, loaded == 0 && loaded_shapes == 2 && dropped >= 1 && dropped_shapes == 1);
  @<Refuse a break impulse that is not positive, or for a static body@>@;
}

@ @<Refuse a break impulse that is not positive, or for a static body@>=
ph_world *w = new_world(t, true);
if (!w) return;
ph_body_id wall = make(t, w, body_def(ph_box(1.0, 1.0), 0.0, 0.0, true));
ph_body_id body = make(t, w, body_def(ph_box(1.0, 1.0), 5.0, 0.0, false));
CHECK_REFUSED(t, ph_body_set_break_impulse(w, body, 0.0), "break impulse must be positive");
CHECK_REFUSED(t, ph_body_set_break_impulse(w, body, NAN), "break impulse must be positive");
CHECK_REFUSED(t, ph_body_set_break_impulse(w, wall, 1.0), "only a moving rigid body");
CHECK(t, ph_body_break_impulse(w, body) == INFINITY && ph_body_break_impulse(w, wall) == INFINITY);
ph_world_destroy(w);

@ @<Chapter 14 test cases@>+=
{"break_threshold", "unit", "a part breaks off when an impact's m_n v is 10% above the break impulse, not 10% below, nor under a steady load", test_break_threshold},

@ {\it A wall, broken.} A wall of sixteen bricks, $0.4\,$m squares in two
columns of eight, is one body; without gravity or ground a heavy ball,
of radius 0.2\thinspace m and density~20, is thrown at its middle at
8\thinspace m/s, and another as heavy at its foot, from the other side
at 6\thinspace m/s, to arrive a little later. The wall's break impulse, 1\thinspace N\thinspace s, is
some ten times less than the ball's impact, so the bricks it strikes fly
out, and they strike others. Sleeping is off, since it stops velocities
below $v_s$ by design, and momentum is the law asked for here.

@<Chapter 14 test helpers@>+=
static ph_world *brick_wall(test_context *t)
{
  ph_world *w = weightless(t, false);
  if (!w) return NULL;
  ph_body_id wall = make(t, w, body_def(ph_box(0.4, 0.4), 0.2, 0.2, false));
  for (int k = 1; k < 16; k++) glue(t, w, wall, ph_box(0.4, 0.4), 0.2 + 0.4 * (k % 2),
    0.2 + 0.4 * (k / 2));
  CHECK(t, ph_body_set_break_impulse(w, wall, 1.0));
  ph_body_def d = body_def(ph_circle(0.2), -2.0, 1.7, false);
  d.material.density = 20.0, d.velocity = ph_v(8.0, 0.0);
  make(t, w, d);
  d.position = ph_v(4.0, 0.5), d.velocity = ph_v(-6.0, 0.0);
  make(t, w, d);
  return w;
}

@ The total momentum of all the bodies must not change, step after step,
through the steps in which bricks break off: every impulse of the step is
applied to two bodies, equal and opposite, and a split keeps momentum, as
the chapter derives and |split_momentum| checks. Only rounding may change
$\vec P$, and its bound is derived as the run goes. Each application of
an impulse at a point rounds the momenta of two bodies, each by at most
$\epsilon=2^{-53}$ of its size, which is of the order of $S=\sum_i
m_i\vert\vec v_i\vert$, taken at the step's end. In each of the $n$ sub-steps a point is warm started once and
solved in $1+{\it relax}$ passes (one with the push, the others without),
each pass applying a normal impulse and a friction impulse; restitution
adds one more after the sub-steps. So a step with $p$ points may change
$\vec P$ by at most $2p\bigl(n(3+2\,{\it relax})+1\bigr)\epsilon S$,
and the test sums that bound over the steps. It is a bound, every rounding
going one way; the drift measured is far below it, and an engine that
lost a part's momentum in a split would exceed it by orders of magnitude.

Bricks must have broken, at least two, in more than one step, and not
all of them: the wall must keep at least two parts. Angular momentum is
not asked: the solver does not keep it to rounding even when nothing
breaks, so it would be no test of breaking.

@<Chapter 14 test functions@>=
static void test_wall_momentum(test_context *t)
{
  ph_world *w = brick_wall(t);
  if (!w) return;
  double L, drift = 0.0, bound = 0.0, worst = 0.0, eps = 0x1p-53;
  ph_vec2 P0 = momentum(w, &L);
  int broke_in = 0, passes = w->settings.substeps * (3 + 2 * w->settings.relax) + 1;
  for (int n = 1; n <= 60; n++) {
    int before = ph_world_parts_broken(w);
    ph_world_step(w, dt);
    @<Add the step's bound of rounding to |bound|, and measure the drift@>@;
    broke_in += ph_world_parts_broken(w) > before;
  }
  int broken = ph_world_parts_broken(w), left = ph_body_shape_count(w, ph_body_id_of(0));
  char s1[40], s2[40];
  test_note(t, "%d bricks broke off, in %d steps; the wall keeps %d; momentum drifted "@|
    "%.3g N s at most (%.3g of the bound %.3g)", broken, broke_in, left, drift,
    worst, bound);
  test_note(t, "table: %d of 16 broke, in %d steps; drift %s of its bound %s\\thinspace "@|
    "N\\thinspace s", broken, broke_in, small(s1, worst), small(s2, bound));
  CHECK(t, broken >= 2 && broke_in >= 2 && left >= 2 && broken + left == 16);
  CHECK(t, drift <= bound);
  ph_world_destroy(w);
}

@ @<Add the step's bound of rounding to |bound|, and measure the drift@>=
double S = 0.0;
int points = 0;
for (int i = 0; i < w->body_count; i++)
  S += ph_body_mass(w, ph_body_id_of(i)) * ph_length(ph_body_velocity(w, ph_body_id_of(i)));
for (int k = 0; k < w->contact_count; k++) points += w->contacts[k].manifold.count;
bound += 2.0 * points * passes * eps * S;
drift = fmax(drift, ph_length(ph_sub(momentum(w, &L), P0)));
worst = bound > 0.0 ? drift / bound : 0.0;

@ @<Chapter 14 test cases@>+=
{"wall_momentum", "unit", "a ball breaks bricks out of a wall, and the momentum of all the bodies is kept to rounding", test_wall_momentum},

@*1 Parts in contact and in questions.
{\it An L at rest.} A ground of two static parts, $4\times1$ boxes meeting
at $x=0.1$, and on it an L of three $0.5\,$m squares, two side by side
with their bottoms at $x\in[-0.5,0]$ and $[0,0.5]$, the third on the left
one; the L is let go a centimetre up. Its parts touch the ground's in
three pairs: its part~0 the ground's part~0, and its part~1 both of the
ground's, across their seam. With the ground the lower-numbered body,
the chapter's tag $10^5(100p+q)$ names them $0$, $10^5$ and $101\times
10^5$ for $(p,q)=(0,0),(0,1),(1,1)$; so the step's contacts of the pair
must be three, with exactly these tags (every point of a contact carrying
its contact's), and all their ids distinct, so that chapter~9's warm
start can tell every point from every other. It must find them all:
every point of the step warm started from the last.

At rest the L must stand where its geometry puts it: its centre of mass
$(\sum_k m_k\vec c_k)/m$ at height ${1\over3}({1\over4}+{1\over4}
+{3\over4})={5\over12}\,$m, less the depth a soft contact rests at, which
chapter~11 keeps within the slop $s$; so within $s$ of ${5\over12}$, and
turned by at most $s$ radians, which would lift one end of its metre of
width by $s$.
The pair must have begun to touch once, in one event, though three of its
parts' pairs touch; and no end. The L must fall asleep within two
seconds, as a box does.

@<Chapter 14 test helpers@>+=
static ph_body_id l_on_two_grounds(test_context *t, ph_world *w)
{
  ph_body_id floor = make(t, w, body_def(ph_box(4.0, 1.0), -1.9, -0.5, true));
  glue(t, w, floor, ph_box(4.0, 1.0), 2.1, -0.5);
  ph_body_id l = make(t, w, body_def(ph_box(0.5, 0.5), -0.25, 0.26, false));
  glue(t, w, l, ph_box(0.5, 0.5), 0.25, 0.26);
  glue(t, w, l, ph_box(0.5, 0.5), -0.25, 0.76);
  return l;
}

@ The contacts are read at the end of the step after half a second, when the
L has landed and rests; the events over the whole two seconds.

@<Chapter 14 test functions@>=
static void test_parts_contacts(test_context *t)
{
  ph_world *w = new_world(t, true);
  if (!w) return;
  ph_body_id l = l_on_two_grounds(t, w);
  int begins = 0, ends = 0, contacts = 0, tags_right = 0, points = 0, same_ids = 0, warm = 0;
  double height = 0.0, angle = 0.0;
  int slept = 0;
  for (int n = 1; n <= 120; n++) {
    ph_world_step(w, dt);
    for (int k = 0; k < ph_world_event_count(w); k++) {
      ph_event e = ph_world_event(w, k);
      begins += e.kind == PH_BEGIN_TOUCH, ends += e.kind == PH_END_TOUCH;
    }
    if (n == 30) {
      @<Read the pair's contacts, their tags and ids, and the L's rest@>@;
    }
    if (!slept && ph_body_is_asleep(w, l)) slept = n;
  }
  @<Check the L's contacts, rest, events and sleep@>@;
  ph_world_destroy(w);
}

@ A contact's tag is its first point's id over $10^5$; it is right if it
is one of the three, is not another contact's, and every point of the
contact has it.

@<Read the pair's contacts, their tags and ids, and the L's rest@>=
const int tag[3] = {0, 1, 101};
int seen[3] = {0, 0, 0}, ids[16];
for (int k = 0; k < w->contact_count; k++) {
  const ph_contact *c = &w->contacts[k];
  if (c->a != 0 || c->b != 1) continue;
  contacts++;
  int mine = c->manifold.points[0].id / 100000, right = 0;
  for (int j = 0; j < 3; j++) if (mine == tag[j] && !seen[j]++) right = 1;
  for (int i = 0; i < c->manifold.count && points < 16; i++) {
    right &= c->manifold.points[i].id / 100000 == mine;
    for (int j = 0; j < points; j++) same_ids += ids[j] == c->manifold.points[i].id;
    ids[points++] = c->manifold.points[i].id;
  }
  tags_right += right;
}
warm = w->warm_points;
height = ph_body_position(w, l).y, angle = ph_body_angle(w, l);

@ @<Check the L's contacts, rest, events and sleep@>=
double s = w->settings.slop;
test_note(t, "%d contacts, %d with the right tag, %d points, %d ids shared, %d warm "@|
  "started; centre %.5f m up (5/12 = %.5f), angle %.3g; %d begins, %d ends; asleep "@|
  "in step %d", contacts, tags_right, points, same_ids, warm, height, 5.0 / 12.0, angle,
  begins, ends, slept);
test_note(t, "table: %d contacts, tags right; %d of %d points warm; %d begin; asleep in "@|
  "step %d", contacts, warm, points, begins, slept);
CHECK(t, contacts == 3 && tags_right == 3 && same_ids == 0 && warm == points);
CHECK(t, fabs(height - 5.0 / 12.0) <= s && fabs(angle) <= s);
CHECK(t, begins == 1 && ends == 0 && slept > 0);

@ @<Chapter 14 test cases@>+=
{"parts_contacts", "unit", "an L on a ground of two parts: one contact per touching pair of parts, tagged, warm started, one begin", test_parts_contacts},

@ {\it Questions over the parts.} A static body of two unit squares at
$(0,0)$ and $(3,0)$, a gap of two metres between them, is asked
chapter~13's questions. A ray along $y=0.2$ from $x=-5$ to 10 must hit
the first square's left face at $x=-0.5$, fraction ${4.5\over15}$; the
same ray backwards the second square's right face at $x=3.5$, fraction
${6.5\over15}$; a ray down through $x=3$ from $y=5$ to $-5$ the second's
top, fraction ${4.5\over10}$; and a ray down through the gap nothing. Each
fraction to $10^{-12}$, chapter~13's tolerance for a ray against one
shape, since the part is that shape, placed by one more sum. A point in
the second square finds the body; a point in the gap finds none.

Then the sweep. A second static body, a wall of two parts each
$0.1\times0.5\,$m, one above the other, at $x=20$, stands in the path of
a ball of radius 5\thinspace cm thrown at 300\thinspace m/s, which moves
5\thinspace m a step, fifty times the wall's thickness: the ball, a fast
body, is swept against the wall's parts, and its centre must never pass
the wall's middle, $x=20$; it must get there, past $x=19.5$.

@<Chapter 14 test functions@>=
static void test_parts_queries(test_context *t)
{
  ph_world *w = weightless(t, false);
  if (!w) return;
  ph_body_id pair = make(t, w, body_def(ph_box(1.0, 1.0), 0.0, 0.0, true));
  glue(t, w, pair, ph_box(1.0, 1.0), 3.0, 0.0);
  ph_body_id wall = make(t, w, body_def(ph_box(0.1, 0.5), 20.0, 9.75, true));
  glue(t, w, wall, ph_box(0.1, 0.5), 20.0, 10.25);
  ph_body_def d = body_def(ph_circle(0.05), 10.0, 10.2, false);
  d.velocity = ph_v(300.0, 0.0);
  ph_body_id ball = make(t, w, d);
  double off = 0.0;
  int wrong = 0;
  @<Cast the four rays, and ask the two points@>@;
  @<Throw the ball at the wall, and follow it@>@;
  test_note(t, "rays within %.3g of their fractions, %d answers wrong; the ball got to "@|
    "x = %.4f, never past %.4f", off, wrong, reached, farthest);
  char s1[40];
  test_note(t, "table: fractions within %s; %d wrong; the ball's centre at most at "@|
    "$x=%.3f$", small(s1, off), wrong, farthest);
  CHECK(t, off <= 1e-12 && wrong == 0);
  CHECK(t, farthest < 20.0 && reached > 19.5);
  ph_world_destroy(w);
}

@ @<Cast the four rays, and ask the two points@>=
const ph_vec2 from[4] = {{-5.0, 0.2}, {10.0, 0.2}, {3.0, 5.0}, {1.5, 5.0}};
const ph_vec2 to[4] = {{10.0, 0.2}, {-5.0, 0.2}, {3.0, -5.0}, {1.5, -5.0}};
const double fraction[4] = {4.5 / 15.0, 6.5 / 15.0, 4.5 / 10.0, 0.0};
for (int k = 0; k < 4; k++) {
  ph_ray_hit h = ph_world_ray_cast_closest(w, from[k], to[k], UINT32_MAX);
  if (k == 3) wrong += !ph_body_id_is_null(h.body);
  else {
    wrong += h.body.index1 != pair.index1;
    off = fmax(off, fabs(h.fraction - fraction[k]));
  }
}
wrong += ph_world_query_point(w, ph_v(3.1, 0.1), UINT32_MAX, NULL, NULL) != 1;
wrong += ph_world_query_point(w, ph_v(1.5, 0.0), UINT32_MAX, NULL, NULL) != 0;

@ @<Throw the ball at the wall, and follow it@>=
double farthest = 0.0, reached = 0.0;
for (int n = 1; n <= 30; n++) {
  ph_world_step(w, dt);
  farthest = fmax(farthest, ph_body_position(w, ball).x);
}
reached = ph_body_position(w, ball).x;

@ @<Chapter 14 test cases@>+=
{"parts_queries", "unit", "rays, points and a fast ball's sweep meet the parts of a body of several shapes", test_parts_queries},

@ {\it Determinism.} The wall of |wall_momentum|, broken twice by its
two balls, run twice for a second: every step the same bits in every
body, the same number of bodies and the same count of parts broken, and
parts must have broken, so that the splits are among what is compared.

@<Chapter 14 test functions@>=
static void test_determinism_parts(test_context *t)
{
  ph_world *a = brick_wall(t), *b = brick_wall(t);
  if (!a || !b) return;
  int differ = 0;
  for (int n = 1; n <= 60; n++) {
    ph_world_step(a, dt);
    ph_world_step(b, dt);
    differ += bodies_differ(a, b) + (ph_world_parts_broken(a) != ph_world_parts_broken(b));
  }
  test_note(t, "60 steps: %d parts broke, %d bodies; %d differences",
    ph_world_parts_broken(a), a->body_count, differ);
  test_note(t, "table: %d parts broke; %d differences", ph_world_parts_broken(a), differ);
  CHECK(t, differ == 0 && ph_world_parts_broken(a) > 0);
  ph_world_destroy(a);
  ph_world_destroy(b);
}

@ @<Chapter 14 test cases@>+=
{"determinism_parts", "unit", "a wall broken by two balls, run twice, gives the same bits and the same breaks", test_determinism_parts},

@*1 Parts in scene files.
The scene reader of chapter~14's programs makes bodies of several shapes from part lines.

@ {\it Bodies of several shapes in scene files.} The scene \.{wall}
(chapter~14's programs) makes its wall of one brick's line and 59 part
lines. Read back through the engine's interface, the wall is one body
with 60 shapes; every brick is where its line put it, since a part line's
\.{x} and \.{y} place the shape's origin, and a box's origin is its
centre; the mass is the bricks' area, $3.5\times2=7\,{\rm m^2}$, times
wood's $60\,{\rm kg/m^3}$, 420\thinspace kg; the centre of mass is the
middle of the rectangle the bricks fill, $(2.75,1)$, as the wall is
symmetric about it; and the break impulse is the line's 300\thinspace
N\thinspace s. The bricks' areas are sums of powers of two times the
density, so the mass is exact to rounding, $10^{-12}$ relative; the
places go through the centre's offset and back, rounding of a few units
of $10^{-16}$ times metres, so $10^{-12}\,$m. The hammer has two shapes.
A reader that placed a part at its body, or forgot the parts' density,
or read \.{breaks} from nowhere, fails one of these.

@<Chapter 14 test functions@>+=
static void test_scene_parts(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_builtin(&s, "wall"))) return;
  ph_world *w = s.world;
  ph_body_id wall = ph_body_id_of(1);
  ph_transform first, last;
  ph_body_part(w, wall, 0, &first);
  ph_body_part(w, wall, 59, &last);
  CHECK(t, ph_body_shape_count(w, wall) == 60);
  CHECK_NEAR(t, ph_world_body(w, wall)->mass, 420.0, 420e-12);
  CHECK_NEAR(t, ph_body_position(w, wall).x, 2.75, 1e-12);
  CHECK_NEAR(t, ph_body_position(w, wall).y, 1.0, 1e-12);
  CHECK_NEAR(t, first.position.x, 1.25, 1e-12), CHECK_NEAR(t, first.position.y, 0.125, 1e-12);
  CHECK_NEAR(t, last.position.x, 4.375, 1e-12), CHECK_NEAR(t, last.position.y, 1.875, 1e-12);
  CHECK(t, ph_body_break_impulse(w, wall) == 300.0);
  CHECK(t, ph_body_shape_count(w, ph_body_id_of(4)) == 2);
  scene_destroy(&s);
}

@ @<Chapter 14 test cases@>+=
{"scene_parts", "unit", "part lines build the wall: 60 shapes, 420 kg, centred, bricks in place, breaks=300", test_scene_parts},

@ {\it Bad part lines} are refused with the file and line and a sentence
that names what is wrong: a part with no body before it, or after a line
of many bodies; a key of the body's own line on a part; a part on a
sensor; a 65th shape; a bad size; and \.{breaks} on a static body or not
positive.

@<Chapter 14 test functions@>+=
static void test_bad_parts(test_context *t)
{
  test_bad_scene(t, "world gravity=0,-10\nbox x=0 y=1 w=1 h=1 part\n",
    "a part needs a body to glue to");
  test_bad_scene(t, "box x=0 y=1 w=1 h=0.5\npile rows=2 size=0.5 x=3 y=0.3\n"@|
    "box x=0 y=1.5 w=1 h=0.5 part\n", "a part needs a body to glue to");
  test_bad_scene(t, "box x=0 y=1 w=1 h=0.5\ncircle x=0 y=1.5 r=0.2 part density=5\n",
    "a part line takes only x=, y=, its shape's keys and 'part' (got 'density'");
  test_bad_scene(t, "box x=0 y=1 w=1 h=0.5 static sensor\nbox x=0 y=1.5 w=1 h=0.5 part\n",
    "a sensor or a bullet has one shape");
  test_bad_scene(t, "box x=0 y=1 w=1 h=0.5\nbox x=0 y=1.5 w=-1 h=0.5 part\n",
    "box width and height must be positive");
  test_bad_scene(t, "box x=0 y=-0.5 w=20 h=1 static breaks=10\n", "'breaks' is for a moving body");
  test_bad_scene(t, "box x=0 y=1 w=1 h=0.5 breaks=0\n", "'breaks' must be a positive impulse");
  @<Refuse a 65th shape on a body@>@;
}

@ Sixty-four boxes in a row, the body's and 63 parts, and one more.

@<Refuse a 65th shape on a body@>=
{
  char text[4096];
  int n = snprintf(text, sizeof text, "box x=0 y=0.125 w=0.5 h=0.25\n");
  for (int k = 1; k <= 64; k++)
    n += snprintf(text + n, sizeof text - (size_t) n, "box x=%g y=0.125 w=0.5 h=0.25 part\n",
      0.5 * k);
  test_bad_scene(t, text, "a body has at most 64 shapes");
}

@ @<Chapter 14 test cases@>+=
{"bad_parts", "cli", "bad part lines and breaks= are refused with FILE:LINE and a sentence", test_bad_parts},

@ {\it The ball knocks a hole.} The wall stands for a second (asleep:
its contacts have $v_n=0$, so no impact); then the demo's heavy ball is
thrown at it and the scene runs two seconds more. The chapter's
programs derive the blow's impulse, 1060\thinspace N\thinspace s,
three and a half times the wall's 300: so at least one brick breaks
off. And a loose brick would break its neighbour only faster than
$300/7.5=40\,$m/s, three times the ball's speed; so only bricks the
ball strikes break, and the ball, 0.5\thinspace m across, reaches at
most three courses of two bricks each near the face: at most 6. A wall
that never broke, or one that came apart, fails.

@<Chapter 14 test functions@>+=
static void test_wall_hole(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_builtin(&s, "wall"))) return;
  for (int k = 0; k < 60; k++) scene_step(&s, dt);
  int before = ph_world_parts_broken(s.world);
  CHECK(t, !ph_body_id_is_null(scene_throw_ball(&s)));
  for (int k = 0; k < 120; k++) scene_step(&s, dt);
  int broken = ph_world_parts_broken(s.world);
  test_note(t, "table: %d parts broken by the ball", broken);
  CHECK(t, before == 0);
  CHECK(t, broken >= 1 && broken <= 6);
  CHECK(t, ph_body_shape_count(s.world, ph_body_id_of(1)) == 60 - broken);
  scene_destroy(&s);
}

@ @<Chapter 14 test cases@>+=
{"wall_hole", "unit", "the thrown ball breaks 1 to 6 bricks off the wall, which stood until hit", test_wall_hole},
