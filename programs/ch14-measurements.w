@*1 Measurements of chapter 14.
\.{bench14} measures what the chapter claims of islands and sleep: what a
heap of a thousand boxes costs a step while it falls and after it has lain
still for half a minute, with sleeping off and on, counted as work (bodies
integrated, contacts solved) as well as time; what finding the islands
costs a step when nothing may sleep; how fast the boxes of a heap at rest
still move when nothing sleeps, against $v_s$; how a woken heap answers a
ball beside a heap that never slept; and when the boxes fall asleep. It
also steps the small scene of the chapter's figure of islands and writes
what the engine says of each body there. It writes the table, the macros
the chapter's sentences read and the data of two figures, and claims
each relation a sentence states. Speed is printed, never tested, but for
two relations that hold by a wide margin: sleeping makes the heap at rest
several times cheaper, and the islands take a small share of a step.
@^bench14@>

@(bench14.c@>=
#include "testing.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
@<Chapter 14 benchmark helpers@>@;
@<Run the chapter 14 measurements@>@;

@ A clock in milliseconds, the ordering of |qsort| for medians, the
median of |n| numbers (which it sorts in place), and a number as a table
prints it, read back, so that a ratio a sentence gives is the ratio of the
printed numbers: chapter~13's helpers, but for the clock. This one counts
the processor time of this program, not the time on the wall: the
table compares steps taken half a minute apart, and other programs
running on the machine in between must not make one window look
dearer than the other.

@<Chapter 14 benchmark helpers@>=
static double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return 1e3 * (double) t.tv_sec + 1e-6 * (double) t.tv_nsec;
}

static int by_value(const void *p, const void *q)
{
  double a = *(const double *) p, b = *(const double *) q;
  return (a > b) - (a < b);
}

@ @<Chapter 14 benchmark helpers@>+=
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

@ The speed of a body's fastest point, $\vert\vec v\vert+R\vert\omega\vert$,
which the chapter holds below $v_s$; and a world that has failed stops the
program, which then writes nothing.

@<Chapter 14 benchmark helpers@>+=
static double fastest_point(const ph_body *b)
{
  return ph_length(b->velocity) + b->radius * fabs(b->angular_velocity);
}

static void stop_if_failed(const ph_world *w)
{
  if (ph_world_failure(w)) {
    fprintf(stderr, "bench14: %s\n", ph_world_failure(w));
    exit(1);
  }
}

@*2 The heap.
The pile of a thousand boxes is chapter~10's \.{rain1000}, exactly: a
floor of half extents $(50,1)$ at $(0,-1)$, two walls of half extents
$(0.5,41)$ at $x=\pm50.5$, $y=39$, and unit boxes of density 1, friction
0.6 and no restitution on a grid of pitch 1.2 from $(-47.4,1)$, 80 a row,
odd rows shifted by 0.6, box $k$ turned by $0.15\sin(1.7k)$. They fall
through about a metre to fifteen and come to rest in a heap some ten
boxes deep, many of them on a corner or a slope of their neighbours: an
untidy pile, as a game's piles are. The settings are stage~14's (the soft
step), with |sleep| and |sleep_time| as given. The walls are bodies 0 to
2; the boxes follow.

@<Chapter 14 benchmark helpers@>+=
enum { BOXES = 1000, FIRST_BOX = 3 };

static void add_static_box(ph_world *w, double x, double y, double hw, double hh)
{
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(2.0 * hw, 2.0 * hh), d.position = ph_v(x, y), d.is_static = true;
  d.material.density = 1.0, d.material.friction = 0.6, d.material.restitution = 0.0;
  ph_world_create_body(w, &d);
}

@ @<Chapter 14 benchmark helpers@>+=
static ph_world *heap(bool sleep, double sleep_time)
{
  ph_settings s = ph_stage_settings(14);
  s.sleep = sleep, s.sleep_time = sleep_time;
  ph_world *w = ph_world_create(&s);
  add_static_box(w, 0.0, -1.0, 50.0, 1.0);
  add_static_box(w, -50.5, 39.0, 0.5, 41.0), add_static_box(w, 50.5, 39.0, 0.5, 41.0);
  for (int k = 0; k < BOXES; k++) {
    ph_body_def d = ph_default_body_def();
    int row = k / 80, column = k % 80;
    d.shape = ph_box(1.0, 1.0), d.angle = 0.15 * sin(1.7 * k);
    d.position = ph_v(-47.4 + 1.2 * column + (row % 2 ? 0.6 : 0.0), 1.0 + 1.2 * row);
    d.material.density = 1.0, d.material.friction = 0.6, d.material.restitution = 0.0;
    ph_world_create_body(w, &d);
  }
  return w;
}

@*2 Three heaps stepped side by side.
Three copies of the heap (and the fourth of the mostly sleeping world,
below) are stepped together, one step of each in turn,
so that whatever else the machine does in a moment falls on all three
alike: sleeping off; sleeping on; and sleeping on with a time to sleep
of $10^9\,$s, so that the islands are found and the still times kept in
every step but nothing ever sleeps. Each is stepped |STEPS| times, 48
seconds at 60\thinspace Hz. The heap falls during the first |FALL| steps
(4\thinspace s; a lone box at its edge may sleep a little after); it is at rest, and with sleeping on asleep, before
10\thinspace s (claimed below), so the last |REST| steps, from 40 to
48\thinspace s, are a heap that has lain still for thirty seconds and
more.

@<Chapter 14 benchmark helpers@>+=
enum { STEPS = 2880, FALL = 240, REST = 480, SETTLED = 600, SAMPLE = 15, SAMPLES = 49 };
enum { OFF, ON, NEVER, MOVER, HEAPS };

@ What each step of each heap leaves: its time, the bodies it integrated
and the contacts it solved (the search leaves out the pairs held still,
so every contact it finds is solved), the bodies asleep at its end, and
from chapter~10's record of its phases (|ph_world_profile|) the times of
phase~1, the search, and of phase~7, where the islands are found.

@<Chapter 14 benchmark helpers@>+=
typedef struct {
  double ms[STEPS], search[STEPS], correct[STEPS];
  int integrated[STEPS], contacts[STEPS], asleep[STEPS];
} heap_run;

static void step_heap(ph_world *w, heap_run *r, int n)
{
  double start = now_ms();
  ph_world_step(w, 1.0 / 60.0);
  r->ms[n] = now_ms() - start;
  r->search[n] = ph_world_profile(w).search, r->correct[n] = ph_world_profile(w).correct;
  ph_sleep_stats s = ph_world_sleep_stats(w);
  r->integrated[n] = s.integrated, r->contacts[n] = w->contact_count, r->asleep[n] = s.asleep;
}

@ The speeds at rest. With sleeping off, from |SETTLED| steps (10\thinspace
s) to the end, each box's greatest $\vert\vec v\vert+R\vert\omega\vert$ is
kept; the median of these over the boxes, their greatest, and how many
boxes ever exceeded $v_s$ are what the chapter reads.

@<Keep each box's greatest speed at rest@>=
if (n >= SETTLED)
  for (int i = 0; i < BOXES; i++)
    resting[i] = fmax(resting[i], fastest_point(&w[OFF]->bodies[FIRST_BOX + i]));

@ The run. The heap with sleeping on also gives, every |SAMPLE| steps
(a quarter second) for its first twelve seconds, the bodies asleep and
the contacts solved beside those of the heap that does not sleep, for the
figure of how it falls asleep.

@<Step the heaps side by side@>=
ph_world *w[HEAPS] = {heap(false, 0.5), heap(true, 0.5), heap(true, 1e9), heap(true, 0.5)};
add_mover(w[MOVER]);
static heap_run run[HEAPS];
static double resting[BOXES];
for (int n = 0; n < STEPS; n++) {
  for (int k = 0; k < HEAPS; k++) step_heap(w[k], &run[k], n);
  @<Keep each box's greatest speed at rest@>@;
}
for (int k = 0; k < HEAPS; k++) stop_if_failed(w[k]);
ph_world_destroy(w[NEVER]);
ph_world_destroy(w[MOVER]);

@ A fourth heap is a world mostly asleep, as a game's is: the same heap
with sleeping on, and one kinematic box 70\thinspace m up, between the
walls and far above the heap, moving sideways at 0.5\thinspace m/s, so
that it touches nothing in the 48\thinspace s and the heap sleeps as the
other does. Something moves, so the search cannot end at once: it builds
its grid over every body, sleepers included, in every step.

@<Chapter 14 benchmark helpers@>+=
static void add_mover(ph_world *w)
{
  add_static_box(w, 0.0, 70.0, 1.0, 0.25);
  ph_body_id id = ph_body_id_of(w->body_count - 1);
  ph_body_set_kinematic(w, id, true);
  ph_body_set_velocity(w, id, ph_v(0.5, 0.0));
}

@ A window of the run: its median time a step, and its mean bodies
integrated and contacts solved a step.

@<Chapter 14 benchmark helpers@>+=
typedef struct { double ms, integrated, contacts; } window_cost;

static window_cost window(const heap_run *r, int from, int to)
{
  static double t[STEPS];
  window_cost c = {0.0, 0.0, 0.0};
  for (int n = from; n < to; n++) {
    t[n - from] = r->ms[n];
    c.integrated += r->integrated[n], c.contacts += r->contacts[n];
  }
  c.ms = median(t, to - from);
  c.integrated /= to - from, c.contacts /= to - from;
  return c;
}

@ The table: a row for each window and setting, the median milliseconds
a step, the bodies integrated and contacts solved a step, and on each
row with sleeping on the ratio of the times off and on, from the printed
times.

@<Write the table of what rest costs@>=
window_cost cost[2][2] = {{window(&run[OFF], 0, FALL), window(&run[ON], 0, FALL)},
  {window(&run[OFF], STEPS - REST, STEPS), window(&run[ON], STEPS - REST, STEPS)}};
static const char *phase_names[2] = {"falling, 0--4\\thinspace s", "at rest, 40--48\\thinspace s"};
for (int p = 0; p < 2; p++)
  for (int on = 0; on < 2; on++) {
    char t[32], ratio[32] = "";
    if (on) snprintf(ratio, sizeof ratio, "%.1f", printed(cost[p][0].ms) / printed(cost[p][1].ms));
    fprintf(table, "%s&%s&%s&%.0f&%.0f&%s\\cr\n", on ? "" : phase_names[p], on ? "on" : "off",
      bench_figures(t, cost[p][on].ms), cost[p][on].integrated, cost[p][on].contacts, ratio);
  }
window_cost moving = window(&run[MOVER], STEPS - REST, STEPS);
{
  char t[32];
  fprintf(table, "one body moving, 40--48\\thinspace s&on&%s&%.0f&%.0f&%.1f\\cr\n",
    bench_figures(t, moving.ms), moving.integrated, moving.contacts,
    printed(cost[1][0].ms) / printed(moving.ms));
}

@ When the heap fell asleep: the first step from which every box is
asleep to the end of the run, in seconds.

@<Find when the heap fell asleep@>=
int all_asleep = STEPS;
while (all_asleep > 0 && run[ON].asleep[all_asleep - 1] == BOXES) all_asleep--;
double asleep_at = (all_asleep + 1) / 60.0;

@ The claims of the table. While the heap falls nothing is still, so
nothing sleeps: both settings integrate as many bodies, and their steps
take about as long (within half as much again either way, the heaps
stepped in turn). The heap with sleeping on is all asleep before
10\thinspace s and stays so, and at rest it integrates no body and solves
no contact. With sleeping off, rest costs what falling cost: as many
bodies integrated, at least as many contacts solved (a heap has more of
them than rows in the air), and a time a step within a factor of two of
the falling one's (the sentence says ``about''). Sleeping makes the step
at rest more than three times cheaper, a relation on times that holds by
a wide margin (it is measured at about six).

@<Claim what the table shows@>=
claim("falling, both settings integrate as many bodies", cost[0][1].integrated, CLAIM_EQUAL,
  cost[0][0].integrated, 0);
claim("falling, both settings take about as long (above 2/3)", cost[0][1].ms / cost[0][0].ms,
  CLAIM_ABOVE, 2.0 / 3.0, 0);
claim("falling, both settings take about as long (below 3/2)", cost[0][1].ms / cost[0][0].ms,
  CLAIM_BELOW, 1.5, 0);
claim("the heap is all asleep before 10 s", asleep_at, CLAIM_BELOW, 10.0, 0);
claim("asleep, the heap at rest integrates no body", cost[1][1].integrated, CLAIM_EQUAL, 0, 0);
claim("asleep, the heap at rest solves no contact", cost[1][1].contacts, CLAIM_EQUAL, 0, 0);
claim("awake, the heap at rest integrates as many bodies as falling", cost[1][0].integrated,
  CLAIM_EQUAL, cost[0][0].integrated, 0);
claim("awake, the heap at rest solves as many contacts as falling, or more",
  cost[1][0].contacts, CLAIM_ABOVE, cost[0][0].contacts, 0);
claim("awake, a step at rest costs about a step falling (above half)",
  cost[1][0].ms / cost[0][0].ms, CLAIM_ABOVE, 0.5, 0);
claim("awake, a step at rest costs about a step falling (below twice)",
  cost[1][0].ms / cost[0][0].ms, CLAIM_BELOW, 2.0, 0);
claim("sleeping makes the heap at rest over three times cheaper",
  printed(cost[1][0].ms) / printed(cost[1][1].ms), CLAIM_ABOVE, 3.0, 0);
@<Claim what the mostly sleeping heap shows@>@;

@ The heap with one body moving: it integrates no box and solves no
contact, as the heap wholly asleep does, but the search builds its grid,
so its step costs more than that heap's; and sleeping still saves more
than half of the awake heap's step (the measurement finds five to seven
times).

@<Claim what the mostly sleeping heap shows@>=
claim("with one body moving, the sleeping heap integrates no box", moving.integrated,
  CLAIM_EQUAL, 0, 0);
claim("with one body moving, the sleeping heap solves no contact", moving.contacts,
  CLAIM_EQUAL, 0, 0);
claim("with one body moving, the search builds its grid: the step costs more",
  printed(moving.ms) / printed(cost[1][1].ms), CLAIM_ABOVE, 1.0, 0);
claim("with one body moving, sleeping still saves over twice",
  printed(cost[1][0].ms) / printed(moving.ms), CLAIM_ABOVE, 2.0, 0);
fprintf(text, "\\def\\ChFourteenRestMover{%.3g}\\def\\ChFourteenMoverSaving{%.1f}\n",
  printed(moving.ms), printed(cost[1][0].ms) / printed(moving.ms));

@ The macros of the table: the times and their ratios, the work a step,
when the heap fell asleep, and the median time of the search a step of
the sleeping heap at rest, the part of its step that still visits every
body to build the grid.

@<Write the macros of the table@>=
{
  char t[4][32];
  fprintf(text, "\\def\\ChFourteenBoxes{%d}\\def\\ChFourteenFallOff{%s}\\def\\ChFourteenFallOn{%s}"
    "\\def\\ChFourteenRestOff{%s}\\def\\ChFourteenRestOn{%s}\n", BOXES,
    bench_figures(t[0], cost[0][0].ms), bench_figures(t[1], cost[0][1].ms),
    bench_figures(t[2], cost[1][0].ms), bench_figures(t[3], cost[1][1].ms));
  fprintf(text, "\\def\\ChFourteenRestSaving{%.1f}\\def\\ChFourteenRestOverFall{%.2f}"
    "\\def\\ChFourteenContactsFall{%.0f}\\def\\ChFourteenContactsRest{%.0f}"
    "\\def\\ChFourteenAsleepAt{%.1f}\n", printed(cost[1][0].ms) / printed(cost[1][1].ms),
    printed(cost[1][0].ms) / printed(cost[0][0].ms), cost[0][0].contacts, cost[1][0].contacts,
    asleep_at);
  static double search[REST];
  for (int n = 0; n < REST; n++) search[n] = run[ON].search[STEPS - REST + n];
  fprintf(text, "\\def\\ChFourteenRestOnSearch{%s}\n", bench_figures(t[0], median(search, REST)));
}

@*2 What the islands cost.
The heap with the huge time to sleep does all of sleeping's work but
sleep: it finds the islands and keeps the still times in every step. Over
the steps from 10\thinspace s to the end, when both heaps are at rest and
awake, its phase~7 is compared with that of the heap with sleeping off,
whose phase~7 does the rest of that phase's work alike; the difference of
the medians, in microseconds, is the islands' cost, and its share of the
median step of the heap that does not sleep is what the chapter calls a
few per cent. The phase's time is read from the step's own clock of its
phases, which reads the wall, not the processor; a median over some two
thousand steps, the two heaps stepped in turn, leaves out the steps in
which the machine's other work broke in. The whole steps, in processor
time, are compared too, and printed; their difference is within what
the noise moves a median, and finding a cost of a per cent in it would
need a quieter machine than a build shares.

@<Measure what the islands cost@>=
static double t_off[STEPS], t_huge[STEPS], c_off[STEPS], c_huge[STEPS];
int m = STEPS - SETTLED;
for (int n = SETTLED; n < STEPS; n++) {
  t_off[n - SETTLED] = run[OFF].ms[n], t_huge[n - SETTLED] = run[NEVER].ms[n];
  c_off[n - SETTLED] = run[OFF].correct[n], c_huge[n - SETTLED] = run[NEVER].correct[n];
}
double step_off = median(t_off, m), step_huge = median(t_huge, m);
double islands_ms = median(c_huge, m) - median(c_off, m);
double share = 100.0 * islands_ms / step_off;

@ The claims: the islands cost something (the phase that finds them is
slower), and under five per cent of a step, which is what ``a few per
cent'' can mean; the measurement finds about one. The huge time kept
every box awake, so the two heaps did the same work: as many bodies
integrated in every step.

@<Claim what the islands cost, and write the macros@>=
claim("finding the islands takes time", islands_ms, CLAIM_ABOVE, 0.0, 0);
claim("finding the islands takes under five per cent of a step", share, CLAIM_BELOW, 5.0, 0);
claim("with a huge time to sleep, nothing sleeps", window(&run[NEVER], 0, STEPS).integrated,
  CLAIM_EQUAL, BOXES, 0);
{
  char t[2][32];
  fprintf(text, "\\def\\ChFourteenIslandMicro{%.0f}\\def\\ChFourteenIslandShare{%.1f}"
    "\\def\\ChFourteenStepAwake{%s}\\def\\ChFourteenStepIslands{%s}\n", 1e3 * islands_ms, share,
    bench_figures(t[0], step_off), bench_figures(t[1], step_huge));
}

@*2 The speed at rest.
The chapter needs $v_s$ above what the solver leaves in a pile at rest,
or nothing would sleep. The heap with sleeping off, from 10 to
48\thinspace s, gives each box's greatest $\vert\vec v\vert+R\vert\omega
\vert$ (kept during the run). Most boxes settle to a speed that the warm
start drives down toward rounding; a box perched on a corner may keep
trembling, and over half a minute a few reach $v_s$ now and then. The
claims: the median box's greatest speed stays under half of $v_s$ (and
so under a tenth of $g\hs$, the speed a sub-step's gravity gives), and
fewer than one box in twenty ever reaches $v_s$ in those thirty-eight
seconds. The greatest of all is printed, not claimed, and so are the
median's share of $v_s$, which the text quotes in place of the claim's
looser half, and the share of the boxes that reached $v_s$, in per cent. The
same numbers are the rows of the chapter's
small table of the speeds at rest, \.{\\ChFourteenRestRows}.

@<Measure the speed at rest, and claim it@>=
double v_s = ph_stage_settings(14).sleep_speed, most = 0.0;
int above = 0;
for (int i = 0; i < BOXES; i++) most = fmax(most, resting[i]), above += resting[i] >= v_s;
double typical = median(resting, BOXES);
claim("the median box of a heap at rest moves under half of v_s", typical, CLAIM_BELOW,
  0.5 * v_s, 0);
claim("fewer than one box in twenty ever reaches v_s at rest", above, CLAIM_BELOW,
  0.05 * BOXES, 0);
claim("the median box of a heap at rest moves under a tenth of g hs", typical, CLAIM_BELOW,
  0.1 * 10.0 / 60.0 / ph_stage_settings(14).substeps, 0);
fprintf(text, "\\def\\ChFourteenSleepSpeed{%g}\\def\\ChFourteenRestMedian{%.2f}"
  "\\def\\ChFourteenRestMost{%.1f}\\def\\ChFourteenRestAbove{%d}\\def\\ChFourteenGhn{%.1f}"
  "\\def\\ChFourteenRestAboveShare{%.1f}\\def\\ChFourteenRestShare{%.2f}\n", 1e3 * v_s,
  1e3 * typical, 1e3 * most, above, 1e3 * 10.0 / 60.0 / ph_stage_settings(14).substeps,
  100.0 * above / BOXES, typical / v_s);
fprintf(text, "\\def\\ChFourteenRestRows{the sleep speed $v_s$, mm/s&%g\\cr\n"
  "the velocity gravity adds in a sub-step, $g\\hs$, mm/s&%.1f\\cr\n"
  "the median box's greatest speed, mm/s&%.2f\\cr\n"
  "the fastest box's greatest speed, mm/s&%.1f\\cr\n"
  "boxes that ever reached $v_s$, of %d&%d\\cr}\n", 1e3 * v_s,
  1e3 * 10.0 / 60.0 / ph_stage_settings(14).substeps, 1e3 * typical, 1e3 * most, BOXES, above);

@*2 Waking.
At 48\thinspace s a ball of radius 0.5\thinspace m and density 4 is
dropped from 2.5\thinspace m above the top of the heap at $x=-30$, onto
the heap that sleeps and onto the one that never slept, and both are
stepped |AFTER| steps (4\thinspace s) more, by when what the ball
moved has come to rest again. The ball must wake the
sleeping heap, and the woken heap must answer as the awake one does.
They cannot agree to the bit: the heap that never slept kept creeping
while the other slept, which the difference of their positions at the
drop measures. So the answer compared is each box's displacement since
the drop, in each heap: the largest difference between the two, against
the largest displacement the ball caused; and the height at which the
ball comes to rest on each.

@<Chapter 14 benchmark helpers@>+=
enum { AFTER = 240 };

static ph_body_id drop_ball(ph_world *w, double x, double top)
{
  ph_body_def d = ph_default_body_def();
  d.shape = ph_circle(0.5), d.position = ph_v(x, top + 2.5);
  d.material.density = 4.0, d.material.friction = 0.6, d.material.restitution = 0.0;
  return ph_world_create_body(w, &d);
}

@ The top of the heap at the drop is the highest centre of a box within a
metre of $x=-30$, plus half a box; the same in both heaps within the
creep, and taken from the sleeping one for both, so that both balls fall
from one point. That box's island, and its size, are noted: it is the
island the ball must wake.

@<Drop the ball on both heaps@>=
static ph_vec2 at_drop[2][BOXES];
double top = -1e9, crept = 0.0;
int under = FIRST_BOX;
for (int i = 0; i < BOXES; i++) {
  for (int k = 0; k < 2; k++) at_drop[k][i] = w[k]->bodies[FIRST_BOX + i].position;
  crept = fmax(crept, ph_length(ph_sub(at_drop[ON][i], at_drop[OFF][i])));
  if (fabs(at_drop[ON][i].x + 30.0) < 1.0 && at_drop[ON][i].y + 0.5 > top)
    top = at_drop[ON][i].y + 0.5, under = FIRST_BOX + i;
}
int was_asleep = ph_world_sleep_stats(w[ON]).asleep, island_size = 0;
for (int i = 0; i < BOXES; i++)
  island_size += ph_body_island(w[ON], ph_body_id_of(FIRST_BOX + i))
    == ph_body_island(w[ON], ph_body_id_of(under));
ph_body_id ball[2] = {drop_ball(w[OFF], -30.0, top), drop_ball(w[ON], -30.0, top)};

@ @<Step both heaps after the drop, and compare@>=
int woke = 0;
for (int n = 0; n < AFTER; n++)
  for (int k = 0; k < 2; k++) {
    ph_world_step(w[k], 1.0 / 60.0);
    if (k == ON && woke == 0) woke = ph_world_sleep_stats(w[ON]).woke;
  }
double moved = 0.0, differ = 0.0;
for (int i = 0; i < BOXES; i++) {
  ph_vec2 d[2];
  for (int k = 0; k < 2; k++)
    d[k] = ph_sub(w[k]->bodies[FIRST_BOX + i].position, at_drop[k][i]);
  moved = fmax(moved, fmax(ph_length(d[0]), ph_length(d[1])));
  differ = fmax(differ, ph_length(ph_sub(d[ON], d[OFF])));
}
double ball_gap = fabs(ph_body_position(w[ON], ball[ON]).y - ph_body_position(w[OFF], ball[OFF]).y);

@ The claims: the heap that never slept crept, while the other slept,
farther than the slop, though on average slower than $v_s$; the heap was asleep when the ball fell, and the ball woke
the island it fell on, every body of it and no other (a heap this wide
rests as a few islands: a box or two at its edges touches no other box);
the displacements the ball caused agree in the two heaps to under a
quarter of the largest of them (a heap is not a machine: a box that slid
a few centimetres in one slid a little more or less in the other, and a
small change anywhere in the engine moves the measured share between a
half and several per cent; chapter~14's test \.{wake\_response} makes
the comparison where a tolerance can be derived, on a column); the two
balls come to rest at
heights that differ by less than the slop, the overlap the engine
forgives. The macros give the creep at the drop, the largest
displacement, the largest difference, the balls' gap and the slop, all
but the largest displacement in millimetres.

@<Claim what the wake shows, and write its macros@>=
double slop = ph_stage_settings(14).slop;
claim("the awake heap crept farther than the slop while the other slept", crept, CLAIM_ABOVE,
  slop, 0);
claim("the awake heap crept slower than v_s on average", crept / (STEPS / 60.0 - asleep_at),
  CLAIM_BELOW, ph_stage_settings(14).sleep_speed, 0);
claim("the heap was all asleep when the ball fell", was_asleep, CLAIM_EQUAL, BOXES, 0);
claim("the ball woke the island it fell on, all of it and only it", woke, CLAIM_EQUAL,
  island_size, 0);
claim("the woken heap moves as the awake one, to under a quarter of the motion", differ,
  CLAIM_BELOW, 0.25 * moved, 0);
claim("the ball comes to rest on both heaps at heights within the slop", ball_gap,
  CLAIM_BELOW, slop, 0);
char gap_mm[32];
fprintf(text, "\\def\\ChFourteenCrept{%.1f}\\def\\ChFourteenWakeMoved{%.2f}"
  "\\def\\ChFourteenWakeDiffer{%.1f}\\def\\ChFourteenBallGap{%s}\\def\\ChFourteenSlop{%g}\n"
  "\\def\\ChFourteenWakeShare{%.1f}\n",
  1e3 * crept, moved, 1e3 * differ, bench_small(gap_mm, 1e3 * ball_gap), 1e3 * slop,
  100.0 * differ / moved);

@*2 Falling asleep.
The figure of how the heap falls asleep: every |SAMPLE| steps of its
first |SAMPLES|$-1$ samples (twelve seconds), the time, the boxes asleep
and the contacts solved with sleeping on, and the contacts solved with
it off.

@<Write the samples of the heap falling asleep@>=
fprintf(data, "as_n := %d; as_boxes := %d; as_asleep_at := %.4f;\n", SAMPLES - 1, BOXES,
  asleep_at);
for (int k = 0; k < SAMPLES; k++) {
  int n = k * SAMPLE > 0 ? k * SAMPLE - 1 : 0;
  fprintf(data, "as_t%d := %.4f; as_asleep%d := %d; as_on%d := %d; as_off%d := %d;\n", k,
    (n + 1) / 60.0, k, run[ON].asleep[n], k, run[ON].contacts[n], k, run[OFF].contacts[n]);
}

@*2 The scene of the figure of islands.
A static ground 16\thinspace m long, and on it a gallows: a post left of
the middle and a beam from its top; on the left a pile of six unit boxes,
three, two and one, set down at rest; on the right the same pile with its
rows held apart, 2\thinspace m and more above the ground, so that it
lands later; and from the end of the beam a pendulum of two bodies, a
small box on a revolute joint to the beam and a ball on a revolute joint
to the box, let go level. It reaches neither the post nor the right pile.
The ground, the post and the beam are bodies 0, 1 and~2.

@<Chapter 14 benchmark helpers@>+=
static ph_body_id scene_body(ph_world *w, ph_shape shape, double x, double y, bool fixed)
{
  ph_body_def d = ph_default_body_def();
  d.shape = shape, d.position = ph_v(x, y), d.is_static = fixed;
  d.material.friction = 0.6, d.material.restitution = 0.0;
  return ph_world_create_body(w, &d);
}

static void pin(ph_world *w, ph_body_id a, ph_body_id b, ph_vec2 at)
{
  ph_joint_def j = ph_default_joint_def(PH_REVOLUTE_JOINT);
  j.a = a, j.b = b, j.anchor_a = at;
  ph_world_create_joint(w, &j);
}

@ The piles' boxes are made in turn, one of the left pile and one of the
right, so that the rows of the two are alike; the pendulum's box and
ball are bodies 15 and~16.

@<Chapter 14 benchmark helpers@>+=
static ph_world *islands_scene(void)
{
  ph_settings s = ph_stage_settings(14);
  ph_world *w = ph_world_create(&s);
  scene_body(w, ph_box(16.0, 0.5), 0.0, -0.25, true);
  scene_body(w, ph_box(0.3, 5.2), -1.5, 2.6, true);
  ph_body_id beam = scene_body(w, ph_box(2.8, 0.2), -0.25, 5.1, true);
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3 - r; c++) {
      scene_body(w, ph_box(1.0, 1.0), -6.0 + c + 0.5 * r, 0.5 + r, false);
      scene_body(w, ph_box(1.0, 1.0), 4.0 + c + 0.5 * r, 2.5 + 1.6 * r, false);
    }
  ph_body_id bob = scene_body(w, ph_box(0.3, 0.3), 1.9, 5.0, false);
  ph_body_id ball = scene_body(w, ph_circle(0.3), 2.7, 5.0, false);
  pin(w, beam, bob, ph_v(1.0, 5.0)), pin(w, bob, ball, ph_v(1.9, 5.0));
  return w;
}

@ So the left pile is the odd bodies from 3 to 13 and the right the even
ones from 4 to 14; a body's pile is told by its index.

@<Chapter 14 benchmark helpers@>+=
enum { SCENE_BODIES = 17 };
static int pile_of(int i) /* 0 left, 1 right, $-1$ neither */
{
  return i >= 3 && i <= 14 ? (i - 3) % 2 : -1;
}

@ The moment drawn: the first step at which every box of the left pile
sleeps, while the right pile is awake and one island, and the pendulum is
awake. The engine's own |ph_body_island| and |ph_body_is_asleep| say so.

@<Chapter 14 benchmark helpers@>+=
static bool moment_to_draw(const ph_world *w)
{
  int right_island = ph_body_island(w, ph_body_id_of(4));
  for (int i = 3; i < SCENE_BODIES; i++) {
    bool asleep = ph_body_is_asleep(w, ph_body_id_of(i));
    if (pile_of(i) == 0 && !asleep) return false;
    if (pile_of(i) != 0 && asleep) return false;
    if (pile_of(i) == 1 && ph_body_island(w, ph_body_id_of(i)) != right_island) return false;
  }
  return true;
}

@ The bodies as drawn: for each, whether it is static, a circle or a
polygon with its vertices in the world, its centre, and for the moving
ones the island, numbered 1, 2, 3 in the order of their lowest bodies,
and whether it sleeps.

@<Write the bodies of the figure of islands@>=
int number[SCENE_BODIES], islands = 0;
for (int i = 0; i < w->body_count; i++) number[i] = 0;
for (int i = 0; i < w->body_count; i++) {
  int root = ph_body_island(w, ph_body_id_of(i));
  if (root >= 0 && number[root] == 0) number[root] = ++islands;
}
fprintf(data, "fi_n := %d; fi_islands := %d;\n", w->body_count, islands);
for (int i = 0; i < w->body_count; i++) {
  @<Write body |i| of the figure@>@;
}

@ @<Write body |i| of the figure@>=
const ph_body *b = &w->bodies[i];
ph_transform xf = ph_body_transform(w, ph_body_id_of(i));
int root = ph_body_island(w, ph_body_id_of(i));
fprintf(data, "fi_c%d := (%.4f, %.4f); fi_static%d := %d; fi_island%d := %d; fi_asleep%d := %d;\n",
  i, b->position.x, b->position.y, i, ph_body_is_static(w, ph_body_id_of(i)), i,
  root >= 0 ? number[root] : 0, i, ph_body_is_asleep(w, ph_body_id_of(i)));
if (b->shape.kind == PH_CIRCLE) fprintf(data, "fi_nv%d := 0; fi_r%d := %.4f;\n", i, i,
  b->shape.radius);
else {
  fprintf(data, "fi_nv%d := %d;", i, b->shape.count);
  for (int k = 0; k < b->shape.count; k++) {
    ph_vec2 v = ph_transform_point(xf, b->shape.vertices[k]);
    fprintf(data, " fi_v[%d][%d] := (%.4f, %.4f);", i, k, v.x, v.y);
  }
  fprintf(data, "\n");
}

@ The edges as drawn. A contact is every pair of bodies, one of them at
least moving, whose shapes the engine's narrow phase (|ph_collide|)
finds touching, whether or not the search of the step found it: the
sleeping pile's pairs are not searched, but they touch. Between two
moving bodies it is an edge of the graph, drawn from centre to centre;
with a static body it is not, and is drawn from the moving body's centre
to the middle of its contact points. A joint is an edge when both its
bodies move, drawn from centre to centre; a joint to the post is drawn
from the pivot. Each edge of the graph is claimed to join two bodies of
one island.

@<Write the edges of the figure of islands@>=
int edges = 0;
for (int i = 0; i < w->body_count; i++)
  for (int j = i + 1; j < w->body_count; j++) {
    @<Write the contact of bodies |i| and |j|, if they touch@>@;
  }
for (int k = 0; k < w->joint_count; k++) {
  @<Write joint |k| of the figure@>@;
}
fprintf(data, "fi_en := %d;\n", edges);

@ An edge as drawn: its ends, the number of its island (0 for a line to
a static body, which is no edge), whether that island sleeps, and
whether it is a joint.

@<Chapter 14 benchmark helpers@>+=
static void write_edge(FILE *data, int e, ph_vec2 p, ph_vec2 q, int island, bool asleep,
  bool joint)
{
  fprintf(data, "fi_p%d := (%.4f, %.4f); fi_q%d := (%.4f, %.4f); fi_edge_island%d := %d;"
    " fi_edge_asleep%d := %d; fi_joint%d := %d;\n", e, p.x, p.y, e, q.x, q.y, e, island, e,
    asleep, e, joint);
}

@ @<Write the contact of bodies |i| and |j|, if they touch@>=
bool fixed_i = ph_body_is_static(w, ph_body_id_of(i)), fixed_j = ph_body_is_static(w, ph_body_id_of(j));
if (fixed_i && fixed_j) continue;
ph_manifold m = ph_collide(&w->bodies[i].shape, ph_body_transform(w, ph_body_id_of(i)),
  &w->bodies[j].shape, ph_body_transform(w, ph_body_id_of(j)));
if (m.count == 0) continue;
ph_vec2 at = m.count == 2 ? ph_lerp(m.points[0].point, m.points[1].point, 0.5) : m.points[0].point;
ph_vec2 p = fixed_i ? at : w->bodies[i].position, q = fixed_j ? at : w->bodies[j].position;
bool graph = !fixed_i && !fixed_j;
if (graph) claim("two touching moving bodies are in one island",
  ph_body_island(w, ph_body_id_of(i)), CLAIM_EQUAL, ph_body_island(w, ph_body_id_of(j)), 0);
write_edge(data, edges++, p, q, graph ? number[ph_body_island(w, ph_body_id_of(i))] : 0,
  graph && ph_body_is_asleep(w, ph_body_id_of(i)), false);

@ @<Write joint |k| of the figure@>=
const ph_joint *jt = &w->joints[k];
bool graph = !ph_body_is_static(w, ph_body_id_of(jt->a));
ph_vec2 p = graph ? w->bodies[jt->a].position : ph_joint_point_a(w, (ph_joint_id){k + 1});
if (graph) claim("two jointed moving bodies are in one island", ph_body_island(w, ph_body_id_of(jt->a)),
  CLAIM_EQUAL, ph_body_island(w, ph_body_id_of(jt->b)), 0);
write_edge(data, edges++, p, w->bodies[jt->b].position,
  graph ? number[ph_body_island(w, ph_body_id_of(jt->a))] : 0,
  graph && ph_body_is_asleep(w, ph_body_id_of(jt->a)), true);

@ The scene is stepped until the moment comes, at most ten seconds; the
claims: it comes, and there are three islands then, as the caption says.
The macros give the moment, in seconds.

@<Step the scene of the figure of islands, and write it@>=
{
  ph_world *w = islands_scene();
  int n = 0;
  while (n < 600 && !moment_to_draw(w)) ph_world_step(w, 1.0 / 60.0), n++;
  stop_if_failed(w);
  claim("the figure's moment comes within ten seconds", n, CLAIM_BELOW, 600, 0);
  @<Write the bodies of the figure of islands@>@;
  @<Write the edges of the figure of islands@>@;
  claim("the figure shows three islands", islands, CLAIM_EQUAL, 3, 0);
  fprintf(text, "\\def\\ChFourteenFigureTime{%.2f}\n", n / 60.0);
  ph_world_destroy(w);
}

@*2 A wall struck by a ball.
The wall of the section on breaking: six courses of four bricks
$0.5\times0.25\,$m in running bond, one body of 24 parts of wood, with a
break impulse of |WALL_BREAK|\thinspace N$\,$s, floating in a world
without gravity, so that nothing but the bodies themselves holds any
momentum. A ball of radius 0.2\thinspace m and density ten times the
wall's is thrown square at the middle of its third course, from 10\thinspace cm
away, at each of the speeds |wall_speeds|; each run lasts two seconds.
What is measured: how many bricks break off, the ball's velocity and the
wall's at the end as shares of the ball's speed at the start (negative if
it bounced back),
and the largest change of the world's total momentum over the run,
against the ball's momentum at the start. The speed at which the first
brick should break is predicted by the chapter's formula, $v_0^*=J_b/m_n$,
from the wall's mass and moment of inertia and the arm from its centre to
the point struck.
@^wall, breaking@>

@<Chapter 14 benchmark helpers@>+=
enum { WALL_COURSES = 6, WALL_BRICKS = 4, WALL_SPEEDS = 6, WALL_STEPS = 120 };
#define WALL_BREAK 20.0
static const double wall_speeds[WALL_SPEEDS] = {0.25, 0.5, 1.0, 2.0, 4.0, 8.0};

static ph_body_id build_wall(ph_world *w)
{
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(0.5, 0.25), d.position = ph_v(0.25, 0.125);
  ph_body_id wall = ph_world_create_body(w, &d);
  for (int r = 0; r < WALL_COURSES; r++)
    for (int c = 0; c < WALL_BRICKS; c++)
      if (r || c)
        ph_body_add_shape(w, wall, ph_box(0.5, 0.25), ph_v(0.5 * c + 0.25 * (r % 2 + 1),
          0.25 * r + 0.125));
  ph_body_set_break_impulse(w, wall, WALL_BREAK);
  return wall;
}

@ The total momentum of a world's moving bodies.

@<Chapter 14 benchmark helpers@>+=
static ph_vec2 total_momentum(const ph_world *w)
{
  ph_vec2 p = ph_v(0.0, 0.0);
  for (int i = 0; i < w->body_count; i++)
    p = ph_add(p, ph_mul(w->bodies[i].mass, w->bodies[i].velocity));
  return p;
}

@ The mass $m_n$ of the impact at the point |p| of the wall's left face,
along the normal $(-1,0)$ from the wall to the ball: the ball is struck at
its centre's height, so only the wall turns.

@<Chapter 14 benchmark helpers@>+=
static double wall_normal_mass(const ph_world *w, ph_body_id wall, ph_body_id ball, ph_vec2 p)
{
  ph_vec2 r_A = ph_sub(p, ph_body_position(w, wall)), n = ph_v(-1.0, 0.0);
  double rA_n = ph_cross(r_A, n);
  return 1.0 / (1.0 / ph_body_mass(w, wall) + 1.0 / ph_body_mass(w, ball)
    + rA_n * rA_n / ph_body_inertia(w, wall));
}

@ The ball: radius 0.2\thinspace m, ten times wood's density, its
centre at the height of the third course's middle.

@<Chapter 14 benchmark helpers@>+=
static ph_body_id throw_at_wall(ph_world *w, double u)
{
  ph_body_def d = ph_default_body_def();
  d.shape = ph_circle(0.2), d.position = ph_v(-0.3, 0.625);
  d.material.density *= 10.0, d.velocity = ph_v(u, 0.0);
  return ph_world_create_body(w, &d);
}

@ One run: the wall, the ball thrown at speed |u| from 10\thinspace cm
to the wall's left, and the step repeated while the momentum is
watched.

@<Chapter 14 benchmark helpers@>+=
typedef struct {
  int broken; /* bricks broken off */
  double kept; /* the ball's velocity at the end over its speed at the start */
  double wall_kept; /* the wall's, the same way */
  double share; /* $M/(M+m)$, the ball's share after a perfectly inelastic blow */
  double m_n, M, m; /* the masses of the formulas */
  double threshold; /* $v_0^*=J_b/m_n$, predicted */
  double drift; /* the largest change of the total momentum, over the ball's */
} wall_run;

@ The run itself: the wall and the ball, the masses of the formulas
read from the engine, and the steps with the momentum watched.

@<Chapter 14 benchmark helpers@>+=
static wall_run strike_wall(double u)
{
  ph_settings s = ph_stage_settings(14);
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_body_id wall = build_wall(w), ball = throw_at_wall(w, u);
  double m_n = wall_normal_mass(w, wall, ball, ph_v(0.0, 0.625));
  double M = ph_body_mass(w, ball), m = ph_body_mass(w, wall);
  ph_vec2 p0 = total_momentum(w);
  double p_ball = ph_length(p0), drift = 0.0;
  for (int n = 0; n < WALL_STEPS; n++) {
    ph_world_step(w, 1.0 / 60.0);
    drift = fmax(drift, ph_length(ph_sub(total_momentum(w), p0)) / p_ball);
  }
  wall_run r = {ph_world_parts_broken(w), ph_body_velocity(w, ball).x / u,
    ph_body_velocity(w, wall).x / u, M / (M + m), m_n, M, m, WALL_BREAK / m_n, drift};
  ph_world_destroy(w);
  return r;
}

@ The claims: a ball slower than $v_0^*$ breaks nothing and one faster
breaks at least one brick; the fastest breaks some bricks but not the
wall whole; more speed never breaks fewer; and
the momentum is kept, through every break, to within $10^{-12}$ of the
ball's, which is rounding. The rows go to the text as one macro, which
the chapter's table sets, with the largest change as a power of ten that
bounds it.

@<Strike the wall at each speed, and claim it@>=
{
  wall_run run[WALL_SPEEDS];
  double worst = 0.0;
  fprintf(text, "\\def\\ChFourteenWallRows{");
  @<Run the wall at each speed, writing its row and claiming it@>@;
  @<Write the wall's macros and claim what the runs show together@>@;
}

@ Each speed's run gives a row, and the claims that its ball is on the
right side of $v_0^*$: below it, nothing breaks and the ball keeps the
share $M/(M+m)$ of its speed that a perfectly inelastic blow on the
whole wall leaves (within 0.02, for the wall's small turn and the soft
contact's give); above it, a brick breaks and the wall leaves faster than
the ball.

@<Run the wall at each speed, writing its row and claiming it@>=
  for (int k = 0; k < WALL_SPEEDS; k++) {
    run[k] = strike_wall(wall_speeds[k]);
    worst = fmax(worst, run[k].drift);
    fprintf(text, "%.2f&%d&%.2f&%.2f\\cr", wall_speeds[k], run[k].broken, run[k].kept,
      run[k].wall_kept);
    if (wall_speeds[k] < run[k].threshold)
      claim("below u*, the ball keeps the share M/(M+m) of an inelastic blow, to 0.02",
        run[k].kept, CLAIM_WITHIN, run[k].share, 0.02);
    else claim("above u*, the wall leaves faster than the ball", run[k].wall_kept, CLAIM_ABOVE,
      run[k].kept, 0);
    claim(wall_speeds[k] < run[k].threshold ? "a ball slower than u* breaks nothing"
      : "a ball faster than u* breaks a brick", run[k].broken,
      wall_speeds[k] < run[k].threshold ? CLAIM_EQUAL : CLAIM_ABOVE,
      wall_speeds[k] < run[k].threshold ? 0.0 : 0.5, 0);
    if (k > 0)
      claim("a faster ball never breaks fewer bricks", run[k].broken, CLAIM_ABOVE,
        run[k - 1].broken - 0.5, 0);
  }

@ Then the macros, and the claims over all the runs.

@<Write the wall's macros and claim what the runs show together@>=
  int exponent = (int) ceil(log10(fmax(worst, 1e-17)));
  fprintf(text, "}\\def\\ChFourteenWallBreak{%.0f}\\def\\ChFourteenWallDrift{10^{%d}}"
    "\\def\\ChFourteenWallThreshold{%.2f}\\def\\ChFourteenWallMn{%.1f}"
    "\\def\\ChFourteenWallBall{%.1f}\\def\\ChFourteenWallMass{%.0f}"
    "\\def\\ChFourteenWallShare{%.2f}\n", WALL_BREAK, exponent, run[0].threshold, run[0].m_n,
    run[0].M, run[0].m, run[0].share);
  claim("the slowest ball is slower than u*", wall_speeds[0], CLAIM_BELOW, run[0].threshold, 0);
  claim("the second ball is faster than u*", wall_speeds[1], CLAIM_ABOVE, run[0].threshold, 0);
  claim("the momentum's change is under the power of ten printed", worst, CLAIM_BELOW,
    pow(10.0, exponent) * (1.0 + 1e-9), 0);
  claim("the fastest ball breaks bricks", run[WALL_SPEEDS - 1].broken, CLAIM_ABOVE, 0.5, 0);
  claim("the fastest ball does not break the whole wall", run[WALL_SPEEDS - 1].broken,
    CLAIM_BELOW, WALL_COURSES * WALL_BRICKS - 1.5, 0);
  claim("breaking keeps the momentum to rounding", worst, CLAIM_BELOW, 1e-12, 0);

@ The measurements, and what they write: the rows of the table, the
macros, and the data of the figures. With no arguments all go to the
standard output.

@<Run the chapter 14 measurements@>=
int main(int argc, char **argv)
{
  FILE *table = stdout, *text = stdout, *data = stdout;
  if (argc == 4) {
    table = bench_open(argv[1]), text = bench_open(argv[2]), data = bench_open(argv[3]);
    if (!table || !text || !data) return bench_close(false) ? 1 : 1;
  } else if (argc != 1) {
    fprintf(stderr, "usage: bench14 [SLEEP-COST.tex TEXT.tex DATA.mp]\n");
    return 2;
  }
  @<Measure the heaps@>@;
  @<Step the scene of the figure of islands, and write it@>@;
  @<Strike the wall at each speed, and claim it@>@;
  if (argc == 4) return bench_close(true) ? 0 : 1;
  return 0;
}

@ @<Measure the heaps@>=
@<Step the heaps side by side@>@;
@<Write the table of what rest costs@>@;
@<Find when the heap fell asleep@>@;
@<Claim what the table shows@>@;
@<Write the macros of the table@>@;
@<Measure what the islands cost@>@;
@<Claim what the islands cost, and write the macros@>@;
@<Measure the speed at rest, and claim it@>@;
@<Write the samples of the heap falling asleep@>@;
@<Drop the ball on both heaps@>@;
@<Step both heaps after the drop, and compare@>@;
@<Claim what the wake shows, and write its macros@>@;
ph_world_destroy(w[OFF]), ph_world_destroy(w[ON]);
