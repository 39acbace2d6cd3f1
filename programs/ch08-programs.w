@* Programs of chapter 8: scenes, the demo and the measurements.
Chapter~8's additions to the scene files, to the demo, and its measurement
program \.{bench08}, which makes the chapter's tables, the sentences that
read them, and the data of its figure of depth against time.

@ {\it Scene keys.} A \.{world} line chooses the correction with
\.{correction=auto}, \.{none}, \.{projection}, \.{baumgarte} or \.{split}
(\.{auto}, the default, is the correction the solver was measured with:
none for chapter~5's single pass), the slop in metres with \.{slop=},
projection's share with \.{percent=} and the bias's share with \.{beta=}.
An unknown method is refused with its name; a slop that is negative, or a
share outside $(0,1]$, is refused by the check of the settings, through
|scene_check|, so every message begins with the file and the line. Stage~7
and earlier do not know the keys, and refuse them as unknown.
@.unknown correction@>

@<Read the later world keys into |settings|@>+=
@<Read the correction keys of a world line@>@;

@ @<Read the correction keys of a world line@>=
{
  static const struct {
    const char *name;
    ph_correction correction;
  } correction_names[] = {
    {"auto", PH_CORRECT_AUTO}, {"none", PH_CORRECT_NONE},
    {"projection", PH_CORRECT_PROJECTION}, {"baumgarte", PH_CORRECT_BAUMGARTE},
    {"split", PH_CORRECT_SPLIT}, {NULL, PH_CORRECT_AUTO}
  };
  const char *correction = scene_word(r, "correction", NULL);
  if (correction) {
    int i = ph_find_name(correction_names, sizeof correction_names[0], correction);
    if (i >= 0) settings.correction = correction_names[i].correction;
    else scene_error(r, "unknown correction '%s' (auto, none, projection, baumgarte or "@/
      "split)", correction);
  }
  @<Read the rates of the correction@>@;
}

@ @<Read the rates of the correction@>=
settings.slop = scene_number(r, "slop", settings.slop);
settings.percent = scene_number(r, "percent", settings.percent);
settings.beta = scene_number(r, "beta", settings.beta);

@ {\it Scenes.} Two built-in scenes, with the response and friction on,
symplectic Euler and 60 steps a second. The first, \.{correction}, is the
demo's default: one stone floor with two columns of four wooden boxes
of $1\times1\,$m and, beside each, a box started 0.2\thinspace m inside
the floor. A world has one correction, so there are no lanes per method:
\.{K} switches the whole world through none, projection, Baumgarte and
split, for the boxes to be compared with the measurements; the scene
\.{sunk}, a single box 0.2\thinspace m deep, is there to watch a pop.

@<Built-in scenes@>+=
{"correction", 8, "columns of boxes and boxes sunk into the floor; K cycles the correction",@/
  @<The text of the scene \.{correction}@>},
{"sunk", 8, "a box started 0.2 m inside the floor: Baumgarte pops it out, split does not",@/
  "world defaults=8 gravity=0,-10 integrator=symplectic "@|
  "solver=single friction=on correction=split\n"@/
  "view x=0 y=1 width=8\n"@/
  "box x=0 y=-0.5 w=20 h=1 static material=static restitution=0\n"@/
  "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n"},

@ @<The text of the scene \.{correction}@>=
  "world defaults=8 gravity=0,-10 integrator=symplectic "@|
  "solver=single friction=on correction=none\n"@/
  "view x=0 y=2.5 width=14\n"@/
  "box x=0 y=-0.5 w=20 h=1 static material=static restitution=0\n"@/
  "box x=-3 y=0.499 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-3 y=1.498 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-3 y=2.497 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-3 y=3.496 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-1 y=0.3 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=0.499 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=1.498 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=2.497 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=3.496 w=1 h=1 material=wood restitution=0\n"@/
  "box x=3 y=0.3 w=1 h=1 material=wood restitution=0\n"

@ @<Chapter titles@>+=
{8, "Position correction"},

@ {\it The demo.} \.{K} cycles the correction in use through none,
projection, Baumgarte and split, and back; the panel shows the method, its
slop and rate, the deepest contact of the world and the kinetic energy of
the moving bodies, so that Baumgarte's pop shows as energy and split's
lift does not.

@<Handle a key of the chapters@>+=
case SDLK_k:
  {
    static const ph_correction next[] = {
      [PH_CORRECT_AUTO] = PH_CORRECT_PROJECTION, [PH_CORRECT_NONE] = PH_CORRECT_PROJECTION,
      [PH_CORRECT_PROJECTION] = PH_CORRECT_BAUMGARTE, [PH_CORRECT_BAUMGARTE] = PH_CORRECT_SPLIT,
      [PH_CORRECT_SPLIT] = PH_CORRECT_NONE};
    ph_settings settings = demo->current.world->settings;
    settings.correction = next[ph_world_correction(demo->current.world)];
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  K            correction: none, projection, Baumgarte, split (chapter 8)\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 8);
{
  static const char *names[] = {"auto", "none", "projection", "Baumgarte", "split"};
  const ph_world *w = demo->current.world;
  ph_correction c = ph_world_correction(w);
  double deepest = 0.0, energy = 0.0;
  for (int k = 0; k < w->contact_count; k++)
    if (w->contacts[k].manifold.depth > deepest) deepest = w->contacts[k].manifold.depth;
  for (int i = 0; i < w->body_count; i++)
    energy += 0.5 * w->bodies[i].mass * ph_dot(w->bodies[i].velocity, w->bodies[i].velocity);
  panel_add(panel, "K  correction: %s%s (slop %.3g m, %s %.2g)", names[c],
    w->settings.correction == PH_CORRECT_AUTO ? " (auto)" : "", w->settings.slop,
    c == PH_CORRECT_PROJECTION ? "percent" : "beta",
    c == PH_CORRECT_PROJECTION ? w->settings.percent : w->settings.beta);
  panel_add(panel, "   deepest contact %.1f mm; energy of motion %.3f J", 1000.0 * deepest,
    energy);
}

@*1 Measurements of chapter 8.
\.{bench08} runs the scenes of chapter~8's measurements and writes, given
six file names, the paragraph on what stage~7 leaves, the table of the
four methods and its paragraph, the data of Figure~\figref{sunkplot}, the
paragraph on the methods' rates, and the table of a bounce under each
method; with no names it prints them all.
@^bench08@>

@(bench08.c@>=
#include "testing.h"
#include <math.h>
#include <time.h>
@<Chapter 8 benchmark helpers@>@;
@<Run the chapter 8 measurements@>@;

@ Every measurement loads a scene text, steps it, and reads bodies. A scene
that does not load is a bug of this program, and stops it. The scenes are
those of the tests: a static stone floor whose top is at $y=0$, and on it
wooden boxes of $1\times1\,$m (60\thinspace kg) with restitution 0, so that
nothing bounces, symplectic Euler, friction on, the single pass, and the
correction named; |keys| are added to the \.{world} line.

@<Chapter 8 benchmark helpers@>=
static const double h = 1.0 / 60.0;
static const char *methods[4] = {"none", "projection", "baumgarte", "split"};
static const char *method_titles[4] = {"none", "projection", "Baumgarte", "split"};
static void load(scene *s, const char *method, const char *keys, const char *bodies)
{
  char text[2048];
  snprintf(text, sizeof text, "world defaults=8 gravity=0,-10 integrator=symplectic solver=single "@/
    "friction=on correction=%s%s\nbox x=0 y=-0.5 w=20 h=1 static material=static "@/
    "restitution=0\n%s", method, keys, bodies);
  if (!scene_load_text(s, "bench08", text)) {
    fprintf(stderr, "bench08: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ How deep a box of $1\times1\,$m is in the floor: the depth of its lowest
corner below $y=0$, $0.5(\vert\cos\theta\vert+\vert\sin\theta\vert)-y$
(negative when it is above the floor). A column's $N$ boxes are listed bottom first,
the bottom one 1\thinspace mm into the floor and each 1\thinspace mm into
the one below.

@<Chapter 8 benchmark helpers@>+=
static double depth_of(const ph_body *b)
{
  return 0.5 * (fabs(cos(b->angle)) + fabs(sin(b->angle))) - b->position.y;
}

static const char *column(int n)
{
  static char text[1024];
  text[0] = 0;
  for (int k = 0; k < n; k++)
    snprintf(text + strlen(text), sizeof text - strlen(text),
      "box x=0 y=%.3f w=1 h=1 material=wood restitution=0\n", 0.499 + 0.999 * k);
  return text;
}

@ {\it Stage 7.} With the correction off, which is stage~7 (a test of the
chapter checks it to the bit): a box dropped from $H$, its depth at the
end of the step whose contact stopped its fall, and 10\thinspace s later,
and how far its centre went down in those 10\thinspace s;
the same box with its turning switched off; and a column of four after
1 and 2\thinspace s.

@<Chapter 8 benchmark helpers@>+=
static void dropped(double H, bool turning, double *landed, double *later,
  double *centre)
{
  char bodies[256];
  snprintf(bodies, sizeof bodies, "box x=0 y=%.17g w=1 h=1 material=wood restitution=0\n",
    0.5 + H);
  scene s;
  load(&s, "none", "", bodies);
  if (!turning) s.world->bodies[1].inverse_inertia = 0.0;
  long touched = -1;
  for (long n = 1; n <= 2400; n++) {
    scene_step(&s, h);
    if (touched < 0 && s.world->contact_count > 0) touched = n;
    const ph_body *b = &s.world->bodies[1];
    if (touched >= 0 && n == touched) *landed = depth_of(b), *centre = b->position.y;
    if (touched >= 0 && n == touched + 600)
      *later = depth_of(b), *centre -= b->position.y;
  }
  scene_destroy(&s);
}

@ @<Chapter 8 benchmark helpers@>+=
static void write_stage7(FILE *text)
{
  double l[3], e[3], c[3], fixed_l, fixed_e, fixed_c, H[3] = {0.5, 1.0, 2.0};
  for (int k = 0; k < 3; k++) dropped(H[k], true, &l[k], &e[k], &c[k]);
  dropped(1.0, false, &fixed_l, &fixed_e, &fixed_c);
  scene s;
  load(&s, "none", "", column(4));
  double mu = ph_mix_friction(s.world->bodies[0].material.friction,
    s.world->bodies[1].material.friction); /* wood on stone */
  double sink1 = 0.0;
  for (int n = 1; n <= 120; n++) {
    scene_step(&s, h);
    if (n == 60) sink1 = 3.496 - s.world->bodies[4].position.y;
  }
  double sink2 = 3.496 - s.world->bodies[4].position.y;
  scene_destroy(&s);
  @<Write the paragraph on stage 7@>@;
}

@ The paragraph says the dropped boxes go on sinking, and the column sinks
more in two seconds than in one; the chapter's text after it says that the
box that cannot turn lands less than $vh$ deep for the impact speed
$v=\sqrt{2gH}$, and that the box that turns sinks at about twice
chapter~6's $gh/8$ (between one and a half and two and a half times it).
All are claimed before the paragraph is written, with the paragraph's
own reading that a box dropped from higher lands deeper; the two numbers the
text reads are written as \.{\\ChEightFixedLanded} and
\.{\\ChEightSinkRate}, and the rows of Table~\tabref{drops} under the
paragraph (the height, the depth landed, the depth ten seconds later) as
\.{\\ChEightDropRows}.

@<Write the paragraph on stage 7@>=
for (int k = 0; k < 3; k++)
  claim("a dropped box is deeper ten seconds after landing", e[k], CLAIM_ABOVE, l[k], 0.0);
claim("the column has sunk more after two seconds than after one", sink2, CLAIM_ABOVE, sink1,
  0.0);
claim("the box that cannot turn lands less than vh deep", fixed_l, CLAIM_BELOW,
  sqrt(2.0 * 10.0 * 1.0) * h, 0.0);
claim("friction about doubles chapter 6's sink rate gh/8", (e[1] - l[1]) / 10.0, CLAIM_WITHIN,
  2.0 * 10.0 * h / 8.0, 0.5 * 10.0 * h / 8.0);
fprintf(text, "\\gdef\\ChEightFixedLanded{%.0f}\\gdef\\ChEightSinkRate{%.0f}%%\n",
  1000.0 * fixed_l, 100.0 * (e[1] - l[1]));
@<Claim and write the centre's rate of the box dropped from 1\thinspace m@>@;
claim("a box dropped from higher lands deeper", l[1], CLAIM_ABOVE, l[0], 0.0);
claim("a box dropped from higher lands deeper", l[2], CLAIM_ABOVE, l[1], 0.0);
fprintf(text, "\\gdef\\ChEightDropRows{%.1f&%.1f&%.1f\\cr %.1f&%.1f&%.1f\\cr "@/
  "%.1f&%.1f&%.1f\\cr}%%\n", H[0], 1000.0 * l[0], 1000.0 * e[0], H[1], 1000.0 * l[1],
  1000.0 * e[1], H[2], 1000.0 * l[2], 1000.0 * e[2]);
fprintf(text, "A box of wood lands the deeper the higher it fell, and then its lowest corner goes on sinking, "@/
  "at about %.1f\\thinspace mm/s (Table~\\tabref{drops}). The "@/
  "same box dropped from 1\\thinspace m with its "@|
  "turning switched off lands %.1f\\thinspace "@/
  "mm deep and is %s ten seconds later. A column of four boxes, resting on the floor "@/
  "from the start, has sunk by %.0f\\thinspace mm after one second and by %.0f\\thinspace "@/
  "mm after two (its top box's centre, from where it started).\n",
  100.0 * (e[1] - l[1]), 1000.0 * fixed_l, fixed_e == fixed_l ? "exactly as deep, to the last bit"
  : "nearly as deep", 1000.0 * sink1, 1000.0 * sink2);

@ Table~\tabref{sinkrates}'s last row: the centre of the box dropped from
1\thinspace m, over the 10\thinspace s after it lands, sinks slower than
chapter~7's steady $(1+3\mu)gh/8$, for the mixed $\mu$ of wood on stone,
but within a quarter of it.

@<Claim and write the centre's rate of the box dropped from 1\thinspace m@>=
claim("the dropped box's centre sinks slower than (1+3 mu)gh/8", c[1] / 10.0, CLAIM_BELOW,
  (1.0 + 3.0 * mu) * 10.0 * h / 8.0, 0.0);
claim("the dropped box's centre sinks within a quarter of (1+3 mu)gh/8", c[1] / 10.0,
  CLAIM_WITHIN, (1.0 + 3.0 * mu) * 10.0 * h / 8.0, 0.25 * (1.0 + 3.0 * mu) * 10.0 * h / 8.0);
fprintf(text, "\\gdef\\ChEightCentreRate{%.0f}%%\n", 100.0 * c[1]);

@ {\it The four methods.} For each: the box dropped from 1\thinspace m,
its depth after 3\thinspace s; a box resting 1\thinspace mm deep, its
depth after 10\thinspace s; a box started 0.2\thinspace m deep, its depth
after 1\thinspace s, the largest upward kinetic energy
${1\over2}mv_y^2$ it had, and how high its lowest corner rose above the
floor, and the number of steps until nine tenths of its overlap were gone (a depth of 20\thinspace mm); a
column of four, how far its top sank in 2\thinspace s; and
the time of a step of a row of ten boxes resting apart on the floor, in
microseconds on the machine that built the book, the median of 15 timings
of 600 steps, with the spread of their middle half, since one timing on a
shared machine says little (a row, not a column, so
that every method times the same contacts: a column that falls has
others). If |plot| is not |NULL|, the sunk box's depth at every step
of its first 1.5\thinspace s is written as MetaPost pairs.

@<Chapter 8 benchmark helpers@>+=
typedef struct {
  double drop, rest, sunk, energy, rise, column, step_time, step_spread;
  int out;
} method_result;

static double run_depth(const char *method, const char *bodies, int steps)
{
  scene s;
  load(&s, method, "", bodies);
  for (int n = 0; n < steps; n++) scene_step(&s, h);
  double d = depth_of(&s.world->bodies[1]);
  scene_destroy(&s);
  return d;
}

@ @<Chapter 8 benchmark helpers@>+=
static void run_sunk(const char *method, method_result *r, FILE *plot, char tag)
{
  scene s;
  load(&s, method, "", "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n");
  const ph_body *b = &s.world->bodies[1];
  r->energy = 0.0;
  r->rise = -depth_of(b);
  r->out = 0;
  if (plot) fprintf(plot, "c%c[0]:=(0,%.3f);\n", tag, 1000.0 * depth_of(b));
  for (int n = 1; n <= 120; n++) {
    scene_step(&s, h);
    double up = b->velocity.y > 0.0 ? 0.5 * b->mass * b->velocity.y * b->velocity.y : 0.0;
    r->energy = fmax(r->energy, up);
    r->rise = fmax(r->rise, -depth_of(b));
    if (n == 60) r->sunk = depth_of(b);
    if (!r->out && depth_of(b) <= 0.02) r->out = n;
    if (plot && n <= 90) fprintf(plot, "c%c[%d]:=(%.5f,%.3f);\n", tag, n, n * h,
      1000.0 * depth_of(b));
  }
  scene_destroy(&s);
}

@ The column of four and the row of ten under one method: how far the
column's top box drops in two seconds, and what a step of the row costs,
timed with a monotonic clock in seconds.

@<Chapter 8 benchmark helpers@>+=
static double clock_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

static void run_column(const char *method, method_result *r)
{
  scene s;
  load(&s, method, "", column(4));
  for (int n = 0; n < 120; n++) scene_step(&s, h);
  r->column = 3.496 - s.world->bodies[4].position.y;
  scene_destroy(&s);
@<Time a step of the row of ten, keeping the median and the spread@>@;

@ The row of ten boxes is run for 600 steps 15 times over; the times of
a step, in microseconds, are sorted by insertion, and the median is kept
with the spread of the middle half, from the fourth to the twelfth.

@<Time a step of the row of ten, keeping the median and the spread@>=
  char row[1024] = "";
  for (int k = 0; k < 10; k++)
    snprintf(row + strlen(row), sizeof row - strlen(row),
      "box x=%d y=0.499 w=1 h=1 material=wood restitution=0\n", 2 * k - 9);
  double times[15];
  for (int run = 0; run < 15; run++) {
    load(&s, method, "", row);
    double start = clock_now();
    for (int n = 0; n < 600; n++) scene_step(&s, h);
    times[run] = (clock_now() - start) / 600.0 * 1e6;
    scene_destroy(&s);
  }
  for (int i = 1; i < 15; i++)
    for (int j = i; j > 0 && times[j - 1] > times[j]; j--) {
      double swap = times[j];
      times[j] = times[j - 1];
      times[j - 1] = swap;
    }
  r->step_time = times[7];
  r->step_spread = times[11] - times[3];
}

@ The table, and the paragraph that reads it: the bias velocity and its
energy as chapter~8 derives them, against Baumgarte's measured energy and
split's; and the time of a step with split impulses against one with
Baumgarte's method, which solves as often as the single pass alone.

@<Chapter 8 benchmark helpers@>+=
static double none_rest; /* the resting box's depth after 10\thinspace s with no correction */
static void write_methods(FILE *table, FILE *text, FILE *plot)
{
  method_result r[4];
  static const char tags[4] = {'n', 'p', 'b', 's'};
  for (int k = 0; k < 4; k++) {
    r[k].drop = run_depth(methods[k], "box x=0 y=1.5 w=1 h=1 material=wood restitution=0\n", 180);
    r[k].rest = run_depth(methods[k], "box x=0 y=0.499 w=1 h=1 material=wood restitution=0\n", 600);
    run_sunk(methods[k], &r[k], plot, tags[k]);
    run_column(methods[k], &r[k]);
    char out[16] = "--";
    if (r[k].out) snprintf(out, sizeof out, "%d", r[k].out);
    fprintf(table, "%s&%.1f&%.1f&%.1f&%.1f&%.0f&%s&%.0f&%.1f\\cr\n", method_titles[k],
      1000.0 * r[k].drop, 1000.0 * r[k].rest, 1000.0 * r[k].sunk, r[k].energy,
      1000.0 * r[k].rise, out, 1000.0 * r[k].column, r[k].step_time);
  }
  none_rest = r[0].rest;
  @<Write what the paragraph on two corners reads@>@;
  @<Write the paragraph on the four methods@>@;
}

@ The paragraph on the four methods, written once its relations have
been claimed; |b| is Baumgarte's bias in the first step of the box
started 0.2\thinspace m deep, and |m| that box's mass.

@<Write the paragraph on the four methods@>=
{
  double b = 0.2 / h * (0.2 - 0.005), m = 60.0;
  @<Claim what the paragraph on the four methods says@>@;
  fprintf(text, "Every method brings the resting box to within %.1f\\thinspace mm of the "@/
    "slop's 5, where without one it has sunk to %.0f\\thinspace mm in 10\\thinspace s. "@/
    "The box started 0.2\\thinspace m deep shows what separates them. Projection takes "@/
    "nine tenths of the overlap away in %d steps and gives "@|
    "it no velocity. Baumgarte's bias, $b=%.2f\\,$m/s in its "@/
    "first step, gives it up to %.0f\\thinspace J of upward kinetic energy "@/
    "(${1\\over2}mb^2=%.0f\\,$J for a box that could not turn), and its lowest corner "@/
    "flies %.0f\\thinspace mm above the floor before it falls back: the overlap pops "@/
    "apart. Split impulses take %d steps "@/
    "to do as much, against Baumgarte's %d, since no velocity carries the lift on from "@/
    "one step to the next, and its upward energy is %s. ",
    1000.0 * fmax(fmax(r[1].rest, r[2].rest), r[3].rest) - 5.0, 1000.0 * r[0].rest,
    r[1].out, b, r[2].energy, 0.5 * m * b * b, 1000.0 * r[2].rise, r[3].out, r[2].out,
    r[3].energy == 0.0 ? "exactly 0" : "not 0, but small");
  @<Write the sentences on the column of four and on the time of a step@>@;
}

@ The paragraph on two corners, after the rates, reads two numbers of the
table as macros, split's steps, \.{\\ChEightSplitSteps}, and Baumgarte's
upward energy, \.{\\ChEightPopEnergy}, beside values it derives. Lifted at
its two corners one after the other, the box started 0.2\thinspace m deep
gets $u=0.88\,b$, and its lower corner rises at $0.76\,b$. A lift of a
share $\beta$ of the excess $d-s$ a step, and one of only $0.76\,\beta$,
would bring the depth from 0.2\thinspace m to the table's 20\thinspace mm
in |fifth| and in |share| steps, counted here and written too; the
paragraph's ``is why'' is claimed: split's count is more than |fifth| and
at least |share|, the sink $\sigma$ adding the rest. Under Baumgarte's
method the same $u$ goes into the velocity, with the energy
${1\over2}m(0.88\,b)^2$: the energy measured is claimed below it
(friction and gravity take the rest) and near it, within a fifth; and the
box is claimed to rise past the floor's top, but by less than the
$b^2/2g-0.2\,$m of a box that cannot turn.

@<Write what the paragraph on two corners reads@>=
{
  double b = 0.2 / h * (0.2 - 0.005), m = 60.0, g = 10.0;
  int fifth = 0, share = 0;
  for (double d = 0.2; d > 0.02; fifth++) d -= 0.2 * (d - 0.005);
  for (double d = 0.2; d > 0.02; share++) d -= 0.76 * 0.2 * (d - 0.005);
  claim("split needs more steps than a fifth a step would take", r[3].out, CLAIM_ABOVE, fifth,
    0.0);
  claim("split needs at least the steps of the share 0.76", r[3].out, CLAIM_ABOVE, share - 0.5,
    0.0);
  claim("Baumgarte's upward energy is below 1/2 m (0.88 b)^2", r[2].energy, CLAIM_BELOW,
    0.5 * m * 0.88 * b * 0.88 * b, 0.0);
  claim("Baumgarte's upward energy is near 1/2 m (0.88 b)^2", r[2].energy, CLAIM_WITHIN,
    0.5 * m * 0.88 * b * 0.88 * b, 0.2 * 0.5 * m * 0.88 * b * 0.88 * b);
  claim("Baumgarte's box rises past the floor's top", r[2].rise, CLAIM_ABOVE, 0.0, 0.0);
  claim("Baumgarte's box rises less than one that cannot turn", r[2].rise, CLAIM_BELOW,
    b * b / (2.0 * g) - 0.2, 0.0);
  fprintf(text, "\\gdef\\ChEightSplitSteps{%d}\\gdef\\ChEightFifthSteps{%d}"@/
    "\\gdef\\ChEightShareSteps{%d}\\gdef\\ChEightPopEnergy{%.0f}%%\n", r[3].out, fifth,
    share, r[2].energy);
}

@ The last sentences: how far the top box of the column of four dropped
under each method, and the median time of a step of the row of ten, with
the spread below which a difference says nothing.

@<Write the sentences on the column of four and on the time of a step@>=
fprintf(text, "The top box of a column of four drops under every method, by sinking and, once "@/
  "the column leans, by falling over: by %.0f, %.0f and %.0f\\thinspace "@/
  "mm in 2\\thinspace s with projection, Baumgarte and split, against %.0f with none. "@/
  "A step of the row of ten took, as the median of 15 timings, %.1f\\thinspace$\\mu$s "@/
  "with split impulses, %.1f with Baumgarte's method, %.1f with projection and %.1f "@/
  "with no correction; the middle half of one method's timings spans up to "@/
  "%.1f\\thinspace$\\mu$s, so a smaller difference says nothing.\n",
  1000.0 * r[1].column, 1000.0 * r[2].column, 1000.0 * r[3].column,
  1000.0 * r[0].column, r[3].step_time, r[2].step_time, r[1].step_time, r[0].step_time,
  fmax(fmax(r[0].step_spread, r[1].step_spread), fmax(r[2].step_spread, r[3].step_spread)));

@ The paragraph's relations, claimed: without a correction the resting box
sinks deeper than under any method, and split impulses take more steps than
Baumgarte's bias to lift the sunk box out. Whether split impulses give it
no upward energy decides what the sentence says: ``exactly 0'' only when
it is.

@<Claim what the paragraph on the four methods says@>=
claim("without a correction the resting box sinks deepest", r[0].rest, CLAIM_ABOVE,
  fmax(fmax(r[1].rest, r[2].rest), r[3].rest), 0.0);
claim("split impulses take more steps than Baumgarte's bias to lift the box out",
  r[3].out, CLAIM_ABOVE, r[2].out, 0.0);

@ {\it The rates.} The resting box that turns, after 10\thinspace s, under
each method with its rate at $0.1$, $0.2$, $0.4$ and $0.8$: chapter~8's
fixed point says the depth beyond the slop shrinks as the rate grows, as
$\sigma/z$ for a sink $\sigma$ per step.

@<Chapter 8 benchmark helpers@>+=
static void write_rates(FILE *text)
{
  static const double rates[4] = {0.1, 0.2, 0.4, 0.8};
  double d[3][4], low = 1.0, high = 0.0, gh2 = 0.0; /* $gh^2$, from the scene's gravity */
  for (int m = 1; m < 4; m++)
    for (int k = 0; k < 4; k++) {
      char keys[64];
      scene s;
      snprintf(keys, sizeof keys, " %s=%.2f", m == 1 ? "percent" : "beta", rates[k]);
      load(&s, methods[m], keys, "box x=0 y=0.499 w=1 h=1 material=wood restitution=0\n");
      for (int n = 0; n < 600; n++) scene_step(&s, h);
      d[m - 1][k] = depth_of(&s.world->bodies[1]);
      gh2 = ph_length(s.world->settings.gravity) * h * h;
      low = fmin(low, rates[k] * (d[m - 1][k] - 0.005));
      high = fmax(high, rates[k] * (d[m - 1][k] - 0.005));
      scene_destroy(&s);
    }
  @<Write what the chapter says of $\sigma$@>@;
  @<Write the paragraph on the rates@>@;
}

@ The paragraph says that every depth is beyond the slop and falls as the
rate grows, under each method; that is claimed first. The twelve depths,
with the sink $\sigma=z(d-s)$ each implies, go to the chapter's table as
the rows \.{\\ChEightRatesRows}: the rate, then depth and $\sigma$ under
projection, Baumgarte's method and split impulses. The range of $\sigma$
is also written as \.{\\ChEightSigmaLow} and \.{\\ChEightSigmaHigh}, for
the chapter's table of tests, which argues a tolerance from it; the
tolerance assumes $\sigma\le gh^2$, and that is claimed too.

@<Write the paragraph on the rates@>=
for (int m = 0; m < 3; m++)
  for (int k = 0; k < 4; k++) {
    claim("a resting box ends beyond the slop", d[m][k], CLAIM_ABOVE, 0.005, 0.0);
    if (k > 0) claim("the depth falls as the rate grows", d[m][k], CLAIM_BELOW, d[m][k - 1], 0.0);
  }
claim("the sink per step is at most gh^2", high, CLAIM_BELOW, 10.0 * h * h, 0.0);
fprintf(text, "\\gdef\\ChEightSigmaLow{%.2f}\\gdef\\ChEightSigmaHigh{%.2f}"@|
  "\\gdef\\ChEightSigmaMargin{%.1f}%%\n", 1000.0 * low, 1000.0 * high, 10.0 * h * h / high);
fprintf(text, "\\gdef\\ChEightRatesRows{");
for (int k = 0; k < 4; k++) {
  fprintf(text, "%.1f", rates[k]);
  for (int m = 0; m < 3; m++)
    fprintf(text, "&%.1f&%.2f", 1000.0 * d[m][k], 1000.0 * rates[k] * (d[m][k] - 0.005));
  fprintf(text, "\\cr ");
}
fprintf(text, "}%%\n");
fprintf(text, "After 10\\thinspace s a resting box that turns is, under every method and "@/
  "rate, beyond the slop's 5\\thinspace mm, at a depth that falls as the rate grows, as the "@/
  "fixed point $s+\\sigma/z$ says; $z(d-s)$ gives a sink $\\sigma$ between %.3f and "@/
  "%.3f\\thinspace mm per step in all twelve runs, %.2f to %.2f of one step's free "@/
  "fall $gh^2$, the bound the test \\.{settle} assumes.\n",
  1000.0 * low, 1000.0 * high, low / gh2, high / gh2);

@ What the chapter says of $\sigma$ after the paragraph on the rates,
and in the teacher's note of its exercise~4, is written as macros and
claimed here. The sink $\sigma$ is nearly the same under the three
methods: at each rate, the three differ by less than 5\thinspace\% of
the smallest. It is more than the sink a step of the same box with no
correction, its depth after 10\thinspace s in the first row of
Table~\tabref{methods8} less the 1\thinspace mm it started at, over the
600 steps; by how much, as a range in percent, is written as
\.{\\ChEightSigmaMoreLow} and \.{\\ChEightSigmaMoreHigh}. The depths
of the twelve runs, which hold the box deeper than that box started,
range from \.{\\ChEightRatesDepthLow} to \.{\\ChEightRatesDepthHigh}
millimetres. For the exercise: $\sigma$ varies by
\.{\\ChEightSigmaSpread} percent across the runs, and the fixed point
$s+\sigma/z$, with $\sigma$ taken from the rate 0.2 under each method as
the exercise's test takes it, predicts the depths at the other rates
within \.{\\ChEightPredicted} percent of their excess $d-s$ (the worst
error, rounded up); that is claimed to be less than a tenth, the test's
tolerance.

@<Write what the chapter says of $\sigma$@>=
{
  double none_step = (none_rest - 0.001) / 600.0, deepest = 0.0, shallowest = 1.0, worst = 0.0;
  for (int k = 0; k < 4; k++) {
    double lo = 1.0, hi = 0.0;
    for (int m = 0; m < 3; m++) {
      double sigma = rates[k] * (d[m][k] - 0.005), sigma_02 = 0.2 * (d[m][1] - 0.005);
      lo = fmin(lo, sigma), hi = fmax(hi, sigma);
      deepest = fmax(deepest, d[m][k]), shallowest = fmin(shallowest, d[m][k]);
      worst = fmax(worst, fabs(0.005 + sigma_02 / rates[k] - d[m][k]) / (d[m][k] - 0.005));
    }
    claim("the sink is nearly the same under the three methods", hi, CLAIM_BELOW, 1.05 * lo, 0.0);
  }
  claim("the sink under a correction is more than with none", low, CLAIM_ABOVE, none_step, 0.0);
  claim("the box is held deeper than the 1 mm it started at", shallowest, CLAIM_ABOVE, 0.001, 0.0);
  claim("the fixed point predicts the depths within a tenth of the excess", worst, CLAIM_BELOW,
    0.1, 0.0);
  fprintf(text, "\\gdef\\ChEightNoneSinkStep{%.3f}\\gdef\\ChEightSigmaMoreLow{%.0f}"@/
    "\\gdef\\ChEightSigmaMoreHigh{%.0f}%%\n", 1000.0 * none_step,
    100.0 * (low / none_step - 1.0), 100.0 * (high / none_step - 1.0));
  fprintf(text, "\\gdef\\ChEightRatesDepthLow{%.0f}\\gdef\\ChEightRatesDepthHigh{%.0f}"@/
    "\\gdef\\ChEightSigmaSpread{%.0f}\\gdef\\ChEightPredicted{%.0f}%%\n",
    1000.0 * shallowest, 1000.0 * deepest, 100.0 * (high - low) / low, ceil(100.0 * worst));
}

@ {\it A bounce.} Restitution and a correction together: a box of wood
with restitution ${1\over2}$ (the larger of its own and the floor's 0, by
chapter~5's mixing) dropped flat from 1\thinspace m, with its turning
switched off as in the measurements of stage~7 (so that the single pass's
two corners do not turn the bounce into a rocking), under each method:
how deep it is at the end of the step that stopped its fall, and how high
its lowest corner then rises above the floor's top, the highest in the
2\thinspace s after that step, against the $e^2H=250\,$mm of a bounce
that kept exactly the share $e$ of its speed and no more. One row a
method, for the table of the bounce. What the chapter reads in the table is
claimed: Baumgarte's row is the row of no correction, to the bit;
projection's box rises highest; and split's bounce starts nearer the
floor's top than the others'.

@<Chapter 8 benchmark helpers@>+=
static void write_bounce(FILE *table)
{
  double landed_at[4], rose[4];
  for (int m = 0; m < 4; m++) {
    @<Drop the box under method |m|, and write its landing and its rise as a row@>@;
  }
  @<Claim what the chapter reads in the table of the bounce@>@;
}

@ The step that stopped the fall is the first with a contact, and its
depth is the landing; the rise is the highest the lowest corner comes
above the floor's top in the 120 steps after it.

@<Drop the box under method |m|, and write its landing and its rise as a row@>=
scene s;
load(&s, methods[m], "", "box x=0 y=1.5 w=1 h=1 material=wood restitution=0.5\n");
s.world->bodies[1].inverse_inertia = 0.0;
long touched = -1;
double landed = 0.0, rise = -INFINITY;
for (long n = 1; n <= 300; n++) {
  scene_step(&s, h);
  if (touched < 0 && s.world->contact_count > 0) touched = n, landed = depth_of(&s.world->bodies[1]);
  else if (touched >= 0 && n <= touched + 120) rise = fmax(rise, -depth_of(&s.world->bodies[1]));
}
scene_destroy(&s);
fprintf(table, "%s&%.1f&%.0f&%.2f\\cr\n", method_titles[m], 1000.0 * landed, 1000.0 * rise,
  rise / 0.25);
landed_at[m] = landed, rose[m] = rise;

@ The rows are in the order of |methods|: no correction, projection,
Baumgarte, split impulses; the claims name them by that index.

@<Claim what the chapter reads in the table of the bounce@>=
claim("Baumgarte's bias does not change the landing of a bounce", landed_at[2], CLAIM_EQUAL,
  landed_at[0], 0.0);
claim("Baumgarte's bias does not change the height of a bounce", rose[2], CLAIM_EQUAL, rose[0],
  0.0);
claim("projection's box rises highest", rose[1], CLAIM_ABOVE, fmax(rose[0], rose[3]), 0.0);
claim("split's bounce starts nearer the floor's top", fabs(landed_at[3]), CLAIM_BELOW,
  fmin(fabs(landed_at[0]), fabs(landed_at[1])), 0.0);

@ The main program. Without arguments it prints everything to the
terminal; with six file names it writes, in order, the paragraph on
stage~7, the table of the methods and its paragraph, the MetaPost data of
Figure~\figref{sunkplot}, the paragraph on the rates, and the rows of the
table of the bounce.

@<Run the chapter 8 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 7) {
    fprintf(stderr, "usage: bench08 [STAGE7.tex METHODS.tex TEXT.tex DATA.mp RATES.tex "@/
      "BOUNCE.tex]\n");
    return 2;
  }
  FILE *f[6];
  for (int i = 0; i < 6; i++) {
    f[i] = argc == 7 ? bench_open(argv[i + 1]) : stdout;
    if (!f[i]) {
      bench_close(false);
      return 1;
    }
  }
  write_stage7(f[0]);
  write_methods(f[1], f[2], f[3]);
  write_rates(f[4]);
  write_bounce(f[5]);
  return bench_close(true) ? 0 : 1;
}


@ @<Print the defaults of the chapters' settings in |d|@>+=
{
  static const char *names[5] = {"auto", "none", "projection", "baumgarte", "split"};
  printf(" correction=%s slop=%g", names[d.correction], d.slop);
}
