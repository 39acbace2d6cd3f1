@* Programs of chapter 5: scenes, the demo and the measurements.
Chapter~5's additions to the scene files, to the demo, and its measurement
program \.{bench05}, which makes the chapter's tables, the sentences that
read them, and the data of its bounce figure.

@ {\it Scene keys.} A \.{world} line may choose the response with
\.{solver=none} (the default: stage~4's behaviour) or \.{solver=single}
(this chapter's single pass), and the restitution threshold in metres per
second with \.{threshold=}. A solver the engine does not know is refused
with its name; a threshold that is negative is refused by the check of the
settings, through |scene_check|, so both messages begin with the file and
the line, as every message of the reader does.
@.unknown solver@>

@<Read the later world keys into |settings|@>+=
@<Read the solver keys of a world line@>@;

@ @<Read the solver keys of a world line@>=
{
  static const struct {
    const char *name;
    ph_contact_solver solver;
  } solver_names[] = {
    {"none", PH_NO_RESPONSE}, {"single", PH_SINGLE_PASS},
    @<Names of other solvers@>@;
    {NULL, PH_NO_RESPONSE}
  };
  const char *solver = scene_word(r, "solver", NULL);
  if (solver) {
    int i = ph_find_name(solver_names, sizeof solver_names[0], solver);
    if (i >= 0) settings.solver = solver_names[i].solver;
    else scene_error(r, "unknown solver '%s' (none or single)", solver);
  }
  settings.restitution_threshold = scene_number(r, "threshold",
    settings.restitution_threshold);
}

@ @<Names of other solvers@>=
@;

@ {\it Scenes.} Three built-in scenes, all with the response on and
symplectic Euler. The first, \.{bounce}, is the demo's default: a ball of
radius 0.25\thinspace m of each preset, bottoms 5\thinspace m above a stone
floor, left to right rock, wood, metal, bouncy, super ball, pillow.
\.{cradle} and \.{headon} follow.

@<Built-in scenes@>+=
{"bounce", 5, "balls of every material dropped on a stone floor",@/
  "world defaults=5 gravity=0,-10 "@|
  "integrator=symplectic solver=single\n"@/
  "view x=0 y=2.5 width=9\n"@/
  "box x=0 y=-0.5 w=9 h=1 static material=static\n"@/
  "circle x=-3.125 y=5.25 r=0.25 material=rock\n"@/
  "circle x=-1.875 y=5.25 r=0.25 material=wood\n"@/
  "circle x=-0.625 y=5.25 r=0.25 material=metal\n"@/
  "circle x=0.625 y=5.25 r=0.25 material=bouncy\n"@/
  "circle x=1.875 y=5.25 r=0.25 material=superball\n"@/
  "circle x=3.125 y=5.25 r=0.25 material=pillow\n"},

@ \.{cradle} is Newton's cradle without strings: five balls of $e=1$ in a
row on a floor with no friction, touching, and a sixth rolling into
them, listed left to right so that the single pass meets the pairs in
that order. It shows what the single pass does {\it not\/} do: it does
not pass the blow along the row, as chapter~5 measures. \.{headon} is a
metal ball of 0.5\thinspace m radius at
3\thinspace m/s and a bouncy one of 0.7\thinspace m at $-2\,$m/s, no
gravity: the panel shows their momenta.

@<Built-in scenes@>+=
{"cradle", 5, "a blow passed along a row of balls",@/
  "world defaults=5 gravity=0,-10 "@|
  "integrator=symplectic solver=single\n"@/
  "view x=1 y=1 width=12\n"@/
  "box x=0 y=-0.5 w=14 h=1 static material=static restitution=1\n"@/
  "circle x=-4 y=0.499 r=0.5 restitution=1 vx=3.2\n"@/
  "circle x=0 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=0.999 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=1.998 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=2.997 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=3.996 y=0.499 r=0.5 restitution=1\n"},
{"headon", 5, "two bodies collide head on; their momenta are shown",@/
  "world defaults=5 gravity=0,0 integrator=symplectic solver=single\n"@/
  "view x=0 y=0 width=10\n"@/
  "circle x=-3 y=0 r=0.5 material=metal vx=3\n"@/
  "circle x=3 y=0 r=0.7 material=bouncy vx=-2\n"},

@ @<Chapter titles@>+=
{5, "Impulses and restitution"},

@ {\it The demo.} \.{B} switches the restitution threshold between 0 and
the default 1\thinspace m/s, to see the buzz of Table~\tabref{buzz} appear
and vanish; \.{O} switches the response off and on. The panel shows the
switches, the total momentum and kinetic energy of the moving bodies, and,
when the scene has at most two of them, each one's momentum.

@<Handle a key of the chapters@>+=
case SDLK_b: case SDLK_o:
  {
    ph_settings settings = demo->current.world->settings;
    if (event.key.keysym.sym == SDLK_b)
      settings.restitution_threshold = settings.restitution_threshold > 0.0 ? 0.0 : 1.0;
    else settings.solver = settings.solver == PH_NO_RESPONSE ? PH_SINGLE_PASS : PH_NO_RESPONSE;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  B            restitution threshold 0 "@|
"or 1 m/s (slow contacts bounce, or not)\n"@|
"  O            contact response on "@|
"(single pass) or off (as in chapter 4)\n"

@ Chapter~5's group on the panel: its two switches, and the totals a
collision keeps or loses, the momentum and the energy of the bodies that
move.

@<Add the chapters' lines to the panel@>+=
panel_group(panel, 5);
{
  const ph_world *w = demo->current.world;
  @<Add up the momentum and the energy of the bodies that move@>@;
  const char *response = "single pass";
  @<Name the response of the later solvers@>@;
  panel_add(panel, "O  response: %s", w->settings.solver == PH_NO_RESPONSE ? "off"
    : response);
  panel_add(panel, "B  restitution threshold: %g m/s", w->settings.restitution_threshold);
  panel_add(panel, "momentum %.3f, %.3f kg m/s; energy %.2f J", p.x, p.y, energy);
  @<List the momentum of each moving body, when there are at most two@>@;
}

@ Static bodies are left out: they never move, and the laws of a
collision are about the bodies that do.

@<Add up the momentum and the energy of the bodies that move@>=
ph_vec2 p = ph_v(0.0, 0.0);
double energy = 0.0;
int moving = 0;
for (int i = 0; i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->inverse_mass == 0.0) continue;
  p = ph_add(p, ph_mul(b->mass, b->velocity));
  energy += 0.5 * b->mass * ph_dot(b->velocity, b->velocity);
  moving++;
}

@ With one or two bodies, as in a collision of two, each body's momentum
is shown as well, so that the reader can watch it pass from one to the
other.

@<List the momentum of each moving body, when there are at most two@>=
for (int i = 0; moving <= 2 && i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->inverse_mass == 0.0) continue;
  panel_add(panel, "   body %d: m v = %.3f, %.3f kg m/s", i, b->mass * b->velocity.x,
    b->mass * b->velocity.y);
}


@ A later chapter's solver names itself on the \.{O} line here, in |response|
(chapter~9's sequential impulses); on this stage the only response is the
single pass.

@<Name the response of the later solvers@>=
@;

@*1 Measurements of chapter 5.
\.{bench05} runs the scenes of chapter~5's measurements and writes, given
eight file names, its three tables, four paragraphs that read them and
the cradle, and the data of the bounce figure; with no names it prints them all.
@^bench05@>

@(bench05.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 5 benchmark helpers@>@;
@<Run the chapter 5 measurements@>@;

@ Every measurement loads a scene text, steps it, and reads bodies. A scene
that does not load is a bug of this program, and stops it.

@<Chapter 5 benchmark helpers@>=
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench05", text)) {
    fprintf(stderr, "bench05: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ {\it Bounces.} A ball of the material |name| dropped from 5\thinspace m
with step |h|; the heights of the first three apexes of its bottom above
the floor's top, $y=0$, are put in |apex| (0 where there is none). An apex
is the height at the end of the last step that moved the ball up, the
step before its velocity turns downward; apexes below 1\thinspace
cm are not counted. The first four rebounds, steps whose downward velocity
turns upward, are recorded in |leave| (the upward speed) and |deep| (how
far the bottom is below the floor's top at the end of that step); a
rebound from a depth $d$ at a speed $v$ lifts the bottom to about
$v^2/2g-d$. If |out| is not |NULL|, every step's time and height
are written as MetaPost pairs |name[k]|, and the time of every rebound as
|namehit[k]|, so that the figure can draw each bounce's predicted height
over that bounce.

@<Chapter 5 benchmark helpers@>+=
static double leave[4], deep[4];
static int bounce(const char *material, double h, double seconds, double apex[3],
  FILE *out, const char *array)
{
  int rebounds = 0;
  for (int i = 0; i < 4; i++) leave[i] = deep[i] = 0.0;
  char text[512];
  snprintf(text, sizeof text, "world defaults=5 gravity=0,-10 "@|
    "integrator=symplectic solver=single\n"@|
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"@|
    "circle x=0 y=5.25 r=0.25 material=%s\n", material);
  scene s;
  load(&s, text);
  int found = 0, hits = 0;
  double last_vy = 0.0, last_y = 5.0;
  long steps = lround(seconds / h);
  apex[0] = apex[1] = apex[2] = 0.0;
  for (long n = 1; n <= steps; n++) {
    scene_step(&s, h);
    @<Note an apex or a rebound of the ball after step |n|@>@;
  }
  if (out) fprintf(out, "%sn:=%ld;\n%shitn:=%d;\n", array, steps, array, hits);
  scene_destroy(&s);
  return found;
}

@ After each step: an apex is noted when the ball, going up before the
step, goes down after it; a rebound when it turns upward, with its speed
and its depth in the floor for the first four, and its time for the
figure.

@<Note an apex or a rebound of the ball after step |n|@>=
const ph_body *b = &s.world->bodies[1];
double y = b->position.y - 0.25;
if (last_vy > 0.0 && b->velocity.y <= 0.0 && last_y > 0.01 && found < 3)
  apex[found++] = last_y;
if (last_vy <= 0.0 && b->velocity.y > 0.0) {
  if (rebounds < 4) {
    leave[rebounds] = b->velocity.y;
    deep[rebounds++] = -y;
  }
  if (out) fprintf(out, "%shit[%d]:=%.4f;\n", array, ++hits, n * h);
}
last_vy = b->velocity.y;
last_y = y;
if (out) fprintf(out, "%s[%ld]:=(%.4f,%.4f);\n", array, n, n * h, y);

@ The table of bounces, and the sentence that reads it: the largest
difference between a measured ratio and $e^2$, relative to $e^2$, at each
step length.

@<Chapter 5 benchmark helpers@>+=
static bool same_dash(const int found[], const double mixed[], const double v[],
  const double d[], int i, int k)
{
  return found[i] == found[k] && mixed[i] == mixed[k] && fabs(v[i] - v[k]) < 1e-9
    && fabs(d[i] - d[k]) < 1e-9;
}

static void write_bounces(FILE *table, FILE *text)
{
  static const char *names[] = {"rock", "wood", "metal", "bouncy", "superball", "pillow"};
  const double h = 1.0 / 60.0, g = 10.0;
  double worst[2] = {0.0, 0.0}, first[6] = {0}, rise[6] = {0}, v1[6] = {0}, d1[6] = {0};
  double mixed[6] = {0}, dash_v[6] = {0}, dash_d[6] = {0};
  int dash_found[6];
  char rows[2048] = "";
  int used = 0;
  for (int k = 0; k < 6; k++) {
    @<Mix material |k| with the floor, and begin its row@>@;
    @<Bounce material |k| at both step lengths, and write its cells@>@;
    fprintf(table, "\\cr\n");
  }
  @<Write the rows of the dashes of the bounce table@>@;
  @<Claim what the sentences on the bounce table say@>@;
  @<Write the paragraph on the bounce table@>@;
}

@ A row begins with the material's name, its restitution mixed with the
floor's, $e$, and $e^2$, the ratio the law predicts.

@<Mix material |k| with the floor, and begin its row@>=
ph_material m = ph_material_names[ph_find_name(ph_material_names,
  sizeof ph_material_names[0], names[k])].material;
double e = ph_mix_restitution(m.restitution, 0.1);
mixed[k] = e;
dash_found[k] = 3;
fprintf(table, "%s&%.2f&%.4f", names[k], e, e * e);

@ Each material is dropped at 60 steps a second and at 600; the first
run keeps its first apex and first rebound for the paragraph, and what
lies behind a dash, if its ball did not bounce three times. Each run
writes its first apex and the ratios of the next two to the one before,
and keeps the worst difference from $e^2$.

@<Bounce material |k| at both step lengths, and write its cells@>=
for (int j = 0; j < 2; j++) {
  double apex[3];
  int found = bounce(names[k], j == 0 ? h : 1.0 / 600.0, 10.0, apex, NULL, "");
  if (j == 0) {
    first[k] = apex[0];
    v1[k] = leave[0];
    d1[k] = deep[0];
    rise[k] = leave[0] * leave[0] / (2.0 * g) - leave[0] * h / 2.0 - deep[0];
    dash_found[k] = found;
    if (found < 3) dash_v[k] = leave[found], dash_d[k] = deep[found];
  }
  fprintf(table, "&%.3f", apex[0]);
  for (int i = 1; i < 3; i++)
    if (i < found) {
      double ratio = apex[i] / apex[i - 1];
      fprintf(table, "&%.4f", ratio);
      if (fabs(ratio - e * e) / (e * e) > worst[j]) worst[j] = fabs(ratio - e * e) / (e * e);
    } else fprintf(table, "&--");
}

@ The paragraph itself, written once its claims have held: the worst
ratios at the two step lengths, then a small table of rebounds against the
rule: those behind the dashes, and the first ones of the super ball and of
metal, which set $H_1$. The speeds and depths that go into the rule are
printed to five places and to a hundredth of a millimetre, so that a
reader who puts the printed numbers into the rule gets the printed value
again.

@<Write the paragraph on the bounce table@>=
for (int k = 4; k >= 2; k -= 2)
  used += snprintf(rows + used, sizeof rows - (size_t) used,
    "%s&first&%.5f&$%.2f$&$%.1f$&%.1f\\cr\n", k == 4 ? "super ball" : "metal", v1[k],
    1000.0 * d1[k], 1000.0 * rise[k], 1000.0 * first[k]);
fprintf(text, "In Table~\\tabref{bounces} the ratios of successive "@|
  "heights differ from $e^2$ by at most %.1f\\%% at 60 "@|
  "steps a second and %.2f\\%% at 600: the law holds "@|
  "up to errors of the size $gh/v$, which shrink with "@|
  "the step. Each rebound behind a dash came from an "@|
  "approach faster than the threshold (a slower one is "@|
  "not a rebound at all); what keeps it low is that it "@|
  "is slow and starts inside the floor, whose depth is "@|
  "never undone (below). By the rule derived above, a "@|
  "ball leaving at $v$ with its bottom $d$ deep lifts "@|
  "it to about $v^2/2g-vh/2-d$. The table below puts "@|
  "the rule to the rebounds at 60 steps a second that "@|
  "lie behind the dashes, and to the first rebounds of "@|
  "the super ball and of metal, which set $H_1$:\n", 100.0 * worst[0], 100.0 * worst[1]);
@<Write the small table of rebounds against the rule@>@;

@ The table's rows are those kept in |rows|; its apex is the measured one,
a dash where the ball never rose 1\thinspace cm.

@<Write the small table of rebounds against the rule@>=
fprintf(text, "$$\\vbox{\\halign{#\\hfil\\quad&#\\hfil\\quad&\\hfil#\\quad"@|
  "&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n"@|
  "ball&rebound&$v$ (m/s)&$d$ (mm)&$v^2/2g-vh/2-d$ (mm)&apex (mm)\\cr\n"@|
  "\\noalign{\\smallskip\\hrule\\smallskip}\n%s}}$$\n", rows);
fprintf(text, "\\noindent The rebounds behind the dashes rise under "@|
  "the 1\\thinspace cm that counts as a bounce. The super "@|
  "ball's first apex is above $5e^2$ because of the extra "@|
  "$gh$; metal's is below, because a depth of up to $vh$ "@|
  "weighs more against a low bounce. Each measured apex "@|
  "lies between the rule's value and $gh^2/8=%.2f\\,$mm "@|
  "above it.\n", 1000.0 * g * h * h / 8.0);

@ What the paragraph says, claimed before it is written (appendix~D's
|claim|): the error of the ratios shrinks with the step; the super ball's
first apex is above $5e^2$ and metal's below; and each measured apex lies
between the rule's value and $gh^2/8$ above it, the most that sampling the
flight at the ends of steps can add to the true apex of a parabola.

@<Claim what the sentences on the bounce table say@>=
claim("the ratios' error shrinks with the step", worst[1], CLAIM_BELOW, worst[0], 0.0);
claim("the super ball's first apex is above 5 e^2", first[4], CLAIM_ABOVE,
  5.0 * mixed[4] * mixed[4], 0.0);
claim("metal's first apex is below 5 e^2", first[2], CLAIM_BELOW, 5.0 * mixed[2] * mixed[2],
  0.0);
for (int k = 2; k <= 4; k += 2)
  claim("the measured apex is between the rule's value and gh^2/8 above it",
    first[k] - rise[k], CLAIM_WITHIN, g * h * h / 16.0, g * h * h / 16.0);

@ Materials whose dash has the same cause with the same numbers (rock and the
pillow, both mixed to $0.1$) share one row of the small table. Their masses differ, so
their velocities may differ in the last bits; ``the same'' is to
$10^{-9}$.

@<Write the rows of the dashes of the bounce table@>=
for (int k = 0; k < 6; k++) {
  bool done = false;
  for (int i = 0; i < k; i++)
    done |= same_dash(dash_found, mixed, dash_v, dash_d, i, k);
  if (dash_found[k] == 3 || done) continue;
  char who[256] = "";
  int n = 0, shown = 0;
  for (int i = k; i < 6; i++)
    if (same_dash(dash_found, mixed, dash_v, dash_d, i, k)) n++;
  for (int i = k; i < 6; i++)
    if (same_dash(dash_found, mixed, dash_v, dash_d, i, k))
      snprintf(who + strlen(who), sizeof who - strlen(who), "%s%s",
        shown++ == 0 ? "" : shown == n ? " and " : ", ", names[i]);
  double v = dash_v[k], d = dash_d[k], r = v * v / (2.0 * g) - v * h / 2.0 - d;
  claim("a rebound behind a dash rises under 1 cm", r, CLAIM_BELOW, 0.01, 0.0);
  if (used < 1500)
    used += snprintf(rows + used, sizeof rows - (size_t) used,
      "%s&%s&%.5f&$%.2f$&$%.1f$&--\\cr\n", who,
      dash_found[k] == 0 ? "first" : dash_found[k] == 1 ? "second" : "third", v,
      1000.0 * d, 1000.0 * r);
}

@ {\it Sinking.} The depth at rest of a box of wood dropped from $H$, with
the restitution of box and floor set to 0 so that the first contact is the
last, and
the sinking of columns of $N$ boxes in both orders. The two are unrelated
measurements, so the table file defines two macros, \.{\\sinkdepths} and
\.{\\sinkcolumns}, whose rows the chapter sets as two tables, one above the other.

@<Chapter 5 benchmark helpers@>+=
static double rest_depth(double height)
{
  char text[512];
  snprintf(text, sizeof text, "world defaults=5 gravity=0,-10 "@|
    "integrator=symplectic solver=single\n"@|
    "box x=0 y=-0.5 w=8 h=1 static "@|
    "material=static restitution=0\n"@|
    "box x=0 y=%.17g w=1 h=1 material=wood restitution=0\n", height + 0.5);
  scene s;
  load(&s, text);
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  double depth = -(s.world->bodies[1].position.y - 0.5);
  scene_destroy(&s);
  return depth;
}

@ A column of |count| wooden boxes, one on another on the floor, listed
from the bottom up or, with |top_first|, from the top down; it returns
how far the top box has sunk below where it started after two seconds.

@<Chapter 5 benchmark helpers@>+=
static double column_sink(int count, bool top_first, double *speed)
{
  char text[4096];
  int used = snprintf(text, sizeof text,
    "world defaults=5 gravity=0,-10 "@|
    "integrator=symplectic solver=single\n"@|
    "box x=0 y=-0.5 w=8 h=1 static material=static\n");
  for (int i = 0; i < count; i++) {
    int level = top_first ? count - 1 - i : i;
    used += snprintf(text + used, sizeof text - (size_t) used,
      "box x=0 y=%d.5 w=1 h=1 material=wood\n", level);
  }
  scene s;
  load(&s, text);
  int top = top_first ? 1 : count;
  *speed = 0.0;
  @<Step the column for two seconds, keeping its fastest speed in the second@>@;
  double sink = count - (s.world->bodies[top].position.y + 0.5);
  scene_destroy(&s);
  return sink;
}

@ The two tables, the depth at rest for four heights and the sink of
columns of one to eight boxes in both orders, and the paragraph that
reads them.

@<Chapter 5 benchmark helpers@>+=
static void write_sink(FILE *table, FILE *text)
{
  static const double heights[4] = {0.5, 1.0, 2.0, 5.0};
  static const int counts[4] = {1, 2, 4, 8};
  double deepest = 0.0, order_gap = 0.0, sink8 = 0.0, sink2 = 0.0, fast8 = 0.0;
  char columns[1024] = "";
  int used = 0;
  fprintf(table, "\\gdef\\sinkdepths{");
  for (int k = 0; k < 4; k++) {
    @<Measure the rest from |heights[k]| and the columns of |counts[k]| boxes@>@;
  }
  fprintf(table, "}\n\\gdef\\sinkcolumns{%s}\n", columns);
  @<Claim what the sentences on sinking say@>@;
  @<Write the comparisons of sinking@>@;
  @<Write the paragraph on sinking@>@;
}

@ The column is stepped for two seconds; |speed| keeps the fastest any
box moved in the second of them, when a column that rests would be
still.

@<Step the column for two seconds, keeping its fastest speed in the second@>=
for (int n = 1; n <= 120; n++) {
  scene_step(&s, 1.0 / 60.0);
  for (int i = 1; n > 60 && i <= count; i++) {
    double v = ph_length(s.world->bodies[i].velocity);
    if (v > *speed) *speed = v;
  }
}

@ Each row of the two tables: the depth at rest after a drop from
|heights[k]|, and the sinks of the column of |counts[k]| boxes in the
two orders, with the fastest speed of either; the paragraph keeps the
deepest rest, the largest difference between the orders, and the columns
of two and of eight.

@<Measure the rest from |heights[k]| and the columns of |counts[k]| boxes@>=
double depth = rest_depth(heights[k]), speed_b, speed_t;
double bottom = column_sink(counts[k], false, &speed_b);
double topf = column_sink(counts[k], true, &speed_t);
fprintf(table, "%.1f&%.1f\\cr\n", heights[k], 1000.0 * depth);
used += snprintf(columns + used, sizeof columns - (size_t) used,
  "%d&%.1f&%.1f&%.3f\\cr\n", counts[k], 1000.0 * bottom, 1000.0 * topf,
  fmax(speed_b, speed_t));
if (depth > deepest) deepest = depth;
if (fabs(bottom - topf) > order_gap) order_gap = fabs(bottom - topf);
if (counts[k] == 8) sink8 = fmax(bottom, topf), fast8 = fmax(speed_b, speed_t);
if (counts[k] == 2) sink2 = bottom;

@ The paragraph on sinking compares each measurement with what the chapter
predicts for it. The comparisons go into a third small table, the macro
\.{\\sinkrules}, so that the paragraph can state the reasons in words.

@<Write the comparisons of sinking@>=
fprintf(table, "\\gdef\\sinkrules{"@|
  "box dropped from 5\\thinspace m, depth at rest&0 to "@|
  "$\\sqrt{2gH}\\,h=%.1f$&%.1f\\cr\n"@|
  "two boxes, sink in 2\\thinspace s&$2\\,{\\rm s}\\cdot gh=%.1f$&%.1f\\cr\n"@|
  "eight boxes, sink in 2\\thinspace s&over the floor's %.0f&%.1f\\cr\n"@|
  "the two orders, largest difference&over 0&%.1f\\cr\n}\n",
  1000.0 * sqrt(2.0 * 10.0 * 5.0) / 60.0, 1000.0 * deepest,
  2000.0 * 10.0 / 60.0, 1000.0 * sink2, 1000.0, 1000.0 * sink8,
  1000.0 * order_gap);

@ The paragraph itself, written once its claims have held; of the
measurements it states only the fastest speed in the column of eight.

@<Write the paragraph on sinking@>=
fprintf(text, "Table~\\tabref{sink}(c) sets each measurement beside "@|
  "what the chapter predicts for it. A box that does not bounce "@|
  "keeps the depth of its first contact. That depth lies between 0 "@|
  "and the distance its impact speed covers in one step, "@|
  "$\\sqrt{2gH}\\,h$; where it falls depends on where the last "@|
  "step before the floor happened to end. Had the box bounced, only "@|
  "the depth of its last, slow contact would remain. Two boxes sink "@|
  "steadily at $gh$, as derived above, so in two seconds they "@|
  "should sink $2\\,{\\rm s}\\cdot gh$. They sink a little less, "@|
  "because in the first steps the speed is not yet steady. A column "@|
  "of eight boxes sinks further than the floor is thick, and its "@|
  "boxes still move at up to %.2f\\thinspace m/s in the last "@|
  "second. They are falling through the floor and through each "@|
  "other: a body that sinks deep enough is found on the far side of "@|
  "what it sank into (chapter~4). The two orders of the list give "@|
  "different sinks, so the same scene, listed differently, is a "@|
  "different simulation.\n", fast8);

@ The paragraph's relations, claimed before it is written. The deepest rest
lies between 0 and one step of the impact speed from 5\thinspace m,
$\sqrt{2gH}\,h$. Two boxes sink $2\,{\rm s}\cdot gh$ up to the first
steps, before the speed is steady; a step before that falls short of the
steady sink by at most one step's $gh\cdot h$, and the contact is steady
from the second step of contact, so the tolerance is two of them,
$2gh^2=5.6\,$mm; and below it, as the sentence says (``a little
less''). The column of eight sinks more than the floor's metre,
and the two orders differ at all.

@<Claim what the sentences on sinking say@>=
{
  const double g = 10.0, h = 1.0 / 60.0;
  claim("a box dropped from 5 m rests between 0 and sqrt(2gH) h deep", deepest,
    CLAIM_WITHIN, 0.5 * sqrt(2.0 * g * 5.0) * h, 0.5 * sqrt(2.0 * g * 5.0) * h);
  claim("two boxes sink 2 s times gh, up to the first steps", sink2, CLAIM_WITHIN,
    2.0 * g * h, 2.0 * g * h * h);
  claim("two boxes sink a little less than 2 s times gh", sink2, CLAIM_BELOW, 2.0 * g * h, 0.0);
  claim("a column of eight sinks more than the floor's 1 m", sink8, CLAIM_ABOVE, 1.0, 0.0);
  claim("the two orders differ", order_gap, CLAIM_ABOVE, 0.0, 0.0);
}

@ {\it Buzz.} Over the last second of 10\thinspace s, the largest rise of
any moving body above its lowest height in that second, and the number of
steps in which any moving body had a vertical speed above $10^{-9}\,$m/s.

@<Chapter 5 benchmark helpers@>+=
static void buzz(const char *text, double *hop, int *moving)
{
  scene s;
  load(&s, text);
  int count = s.world->body_count;
  double low[16], high[16];
  *moving = 0;
  for (int n = 1; n <= 600; n++) {
    scene_step(&s, 1.0 / 60.0);
    if (n <= 540) continue;
    bool any = false;
    for (int i = 1; i < count && i < 16; i++) {
      double y = s.world->bodies[i].position.y;
      if (n == 541 || y < low[i]) low[i] = y;
      if (n == 541 || y > high[i]) high[i] = y;
      any |= fabs(s.world->bodies[i].velocity.y) > 1e-9;
    }
    *moving += any;
  }
  *hop = 0.0;
  for (int i = 1; i < count && i < 16; i++) *hop = fmax(*hop, high[i] - low[i]);
  scene_destroy(&s);
}

@ The table of buzz: a super ball and a bouncy box placed resting on
the floor, each with no threshold (0) and with 1\thinspace m/s, and the
paragraph that reads it.

@<Chapter 5 benchmark helpers@>+=
static void write_buzz(FILE *table, FILE *text)
{
  static const char *ball = "world defaults=5 gravity=0,-10 integrator=symplectic "@|
    "solver=single threshold=%g\nbox x=0 "@|
    "y=-0.5 w=8 h=1 static material=static\n"@|
    "circle x=0 y=0.249 r=0.25 material=superball\n";
  static const char *column = "world defaults=5 gravity=0,-10 integrator=symplectic "@|
    "solver=single threshold=%g\nbox x=0 "@|
    "y=-0.5 w=8 h=1 static material=static\n"@|
    "box x=0 y=0.499 w=1 h=1 material=bouncy\n";
  double hops[4];
  int moves[4];
  for (int k = 0; k < 4; k++) {
    char scene_text[1024];
    double threshold = k % 2 == 0 ? 0.0 : 1.0;
    snprintf(scene_text, sizeof scene_text, k < 2 ? ball : column, threshold);
    buzz(scene_text, &hops[k], &moves[k]);
    fprintf(table, "%s&%g&%.2f&%d\\cr\n", k < 2 ? "super ball" : "bouncy box",
      threshold, 1000.0 * hops[k], moves[k]);
  }
  const double g = 10.0, h = 1.0 / 60.0;
  double ball_star = 0.95 * g * h / 0.05, box_star = 0.8 * g * h / 0.2;
  @<Claim what the sentences on buzz say@>@;
  @<Write the paragraph on buzz@>@;
}

@ The paragraph on buzz, written once its claims have held: the hops and
the steps moving, with and without the threshold, and the steady bounce
$v_\infty$ of the box and of the super ball with the hop it makes.

@<Write the paragraph on buzz@>=
fprintf(text, "The hops of Table~\\tabref{buzz} without the threshold "@|
  "are no small buzz. Placed at rest, each body is "@|
  "given $-gh$ by every step's gravity, and with no "@|
  "threshold each contact returns $e$ times its approach; "@|
  "the speeds of its successive contacts grow by "@|
  "$v_{k+1}=e(v_k+gh)$ from 0 toward the steady bounce "@|
  "$v_\\infty=egh/(1-e)$ derived above. The box, with "@|
  "$e=0.8$, has reached its own, $v_\\infty=%.3f\\,$m/s. "@|
  "Its hop is measured from its lowest point, one step's "@|
  "move $v_\\infty h$ below where the rule of the bounce "@|
  "table starts, so the model's hop is "@|
  "$v_\\infty^2/2g+v_\\infty h/2=%.2f\\,$mm, and the "@|
  "table's agrees to the hundredth of a millimetre. The "@|
  "super ball's $v_\\infty$ is %.2f\\thinspace m/s, "@|
  "a hop of %.0f\\thinspace mm; after 10\\thinspace s it is "@|
  "still on its way there. With the threshold of "@|
  "1\\thinspace m/s both lie still.\n", box_star,
  1000.0 * (box_star * box_star / (2.0 * g) + box_star * h / 2.0),
  ball_star, 1000.0 * (ball_star * ball_star / (2.0 * g) + ball_star * h / 2.0));

@ The claims of the paragraph on buzz: with the threshold both bodies lie
still, moving in no step; without it both hop by more than the centimetre
that counts as a bounce; the box's hop is the model's, to the
hundredth of a millimetre the sentence prints it to (half of it, each way);
the super ball's is still below its model's.

@<Claim what the sentences on buzz say@>=
claim("with the threshold the super ball lies still", moves[1], CLAIM_EQUAL, 0.0, 0.0);
claim("with the threshold the bouncy box lies still", moves[3], CLAIM_EQUAL, 0.0, 0.0);
claim("without it the super ball hops, no small buzz", hops[0], CLAIM_ABOVE, 0.01, 0.0);
claim("without it the box hops, no small buzz", hops[2], CLAIM_ABOVE, 0.01, 0.0);
claim("the box's hop is the model's", 1000.0 * hops[2], CLAIM_WITHIN,
  1000.0 * (box_star * box_star / (2.0 * g) + box_star * h / 2.0), 0.005);
claim("the super ball is still on its way to its model's hop", hops[0], CLAIM_BELOW,
  ball_star * ball_star / (2.0 * g) + ball_star * h / 2.0, 0.0);

@ {\it The cradle.} The built-in scene \.{cradle} is stepped until the
striker first changes its speed, and the horizontal velocities of the six
balls after that step, after one more step, and at step 150 are kept, with
the kinetic energy kept at the end as a fraction of the striker's. They
are written as the rows of a small table, the macro \.{\\cradlerows} that
the chapter's Table~\tabref{cradle} sets, and a paragraph reads them. Two
of its relations are claimed: the fastest approach in the row after the
hit is not faster than the threshold, and the energy kept is the fifth of
the chapter's momentum argument, to the half per cent the sentence prints
it to.

@<Chapter 5 benchmark helpers@>+=
static double cradle_energy(const ph_world *w)
{
  double e = 0.0;
  for (int i = 1; i < w->body_count; i++)
    e += 0.5 * w->bodies[i].mass * ph_dot(w->bodies[i].velocity, w->bodies[i].velocity);
  return e;
}

static void cradle_velocities(const ph_world *w, double v[6])
{
  for (int i = 0; i < 6; i++) v[i] = w->bodies[i + 1].velocity.x;
}

@ A row of the table is the step, a note, and the six velocities, striker
first.

@<Chapter 5 benchmark helpers@>+=
static void cradle_row(FILE *text, int step, const char *note, const double v[6])
{
  fprintf(text, "%d%s", step, note);
  for (int i = 0; i < 6; i++) fprintf(text, "&%.3f", v[i]);
  fprintf(text, "\\cr\n");
}

@ The striker is followed to the step in which its speed first changes,
the hit; the table gives the six velocities after it, after the next
step, and at step 150, the step that Appendix~G's answer to problem P3
reads too. The scene has the floor and six balls, which the table's six
columns assume.

@<Chapter 5 benchmark helpers@>+=
static void write_cradle(FILE *text)
{
  scene s;
  if (!scene_load_builtin(&s, "cradle") || s.world->body_count != 7) {
    fprintf(stderr, "bench05: the cradle scene does not load as a floor and six balls\n");
    exit(1);
  }
  double h = 1.0 / 60.0, v0 = s.world->bodies[1].velocity.x, rows[3][6];
  double e0 = cradle_energy(s.world);
  int n = 0;
  while (n < 600 && s.world->bodies[1].velocity.x == v0) {
    scene_step(&s, h);
    n++;
  }
  cradle_velocities(s.world, rows[0]);
  @<Find how fast the neighbours approach after the hit, and claim it@>@;
  scene_step(&s, h);
  cradle_velocities(s.world, rows[1]);
  @<Step the cradle to step 150, and claim what energy the row keeps@>@;
  @<Write the cradle's table and the paragraph that reads it@>@;
  scene_destroy(&s);
}

@ The fastest approach between two neighbours after the hit is claimed
to be slower than the threshold, so that no rounding decides it, and the
paragraph says what follows: every target of the next step is 0.

@<Find how fast the neighbours approach after the hit, and claim it@>=
double fastest = 0.0;
for (int i = 1; i + 1 < s.world->body_count; i++)
  fastest = fmax(fastest, s.world->bodies[i].velocity.x - s.world->bodies[i + 1].velocity.x);
claim("the fastest approach in the row is slower than the threshold", fastest,
  CLAIM_BELOW, s.world->settings.restitution_threshold, 0.0);

@ At step 150 the row has settled into what it keeps; the energy kept,
as a fraction of the striker's, is claimed to be the fifth of the
momentum argument before the paragraph gives it.

@<Step the cradle to step 150, and claim what energy the row keeps@>=
for (int k = n + 1; k < 150; k++) scene_step(&s, h);
cradle_velocities(s.world, rows[2]);
double kept = cradle_energy(s.world) / e0;
claim("the row keeps the momentum model's fifth of the energy", kept,
  CLAIM_WITHIN, 0.2, 0.005);

@ The table's rows come first, as a macro; then the paragraph, which
names the hit's step, the approach after it, the energy kept, and ends
with what steel would do.

@<Write the cradle's table and the paragraph that reads it@>=
fprintf(text, "\\gdef\\cradlerows{%%\n");
cradle_row(text, n, " (the hit)", rows[0]);
cradle_row(text, n + 1, "", rows[1]);
cradle_row(text, 150, "", rows[2]);
fprintf(text, "}%%\nIn the scene \\.{cradle} the striker, at "@|
  "%g\\thinspace m/s, meets the row in step %d. "@|
  "Table~\\tabref{cradle} gives the six balls' velocities after that "@|
  "step, after the next, and at step 150, %.2f\\thinspace s after the "@|
  "impact. After the hit the fastest approach between neighbours is "@|
  "%.3f\\thinspace m/s, which is slower than the threshold of "@|
  "%g\\thinspace m/s (the test is $v_n<-v_{\\rm th}$), so every target "@|
  "of the next step is 0 again. ", v0, n, (150 - n) * h, fastest,
  s.world->settings.restitution_threshold);
fprintf(text, "At step 150 the row keeps %.0f\\%% of the striker's "@|
  "kinetic energy, although every restitution in the scene is 1. "@|
  "A string of steel balls would leave the striker and the four in "@|
  "the middle at rest and send the last one off at "@|
  "%g\\thinspace m/s.\n", 100.0 * kept, v0);

@ The main program. Without arguments it prints everything to the
terminal; with eight file names it writes, in order, the bounce table and
its paragraph, the sinking table and its paragraph, the buzz table and its
paragraph, and the MetaPost data of Figure~\figref{bouncefig}: the heights of
a super ball and of a bouncy ball over 8\thinspace s at 60 steps a second,
every step, with the times of their rebounds; and the paragraph on the
cradle.

@<Run the chapter 5 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 9) {
    fprintf(stderr, "usage: bench05 [BOUNCES.tex TEXT.tex SINK.tex "@|
      "TEXT.tex BUZZ.tex TEXT.tex DATA.mp CRADLE.tex]\n");
    return 2;
  }
  FILE *f[8];
  for (int i = 0; i < 8; i++) {
    f[i] = argc == 9 ? bench_open(argv[i + 1]) : stdout;
    if (!f[i]) {
      bench_close(false);
      return 1;
    }
  }
  write_bounces(f[0], f[1]);
  write_sink(f[2], f[3]);
  write_buzz(f[4], f[5]);
  double apex[3];
  bounce("superball", 1.0 / 60.0, 8.0, apex, f[6], "sb");
  bounce("bouncy", 1.0 / 60.0, 8.0, apex, f[6], "bb");
  write_cradle(f[7]);
  return bench_close(true) ? 0 : 1;
}

@ The help's line of defaults (appendix~C) names the solver a plain world
gets; the sequential solver is chapter~9's.

@<Print the defaults of the chapters' settings in |d|@>+=
printf(" solver=%s threshold=%g", d.solver == PH_NO_RESPONSE ? "none"
  : d.solver == PH_SINGLE_PASS ? "single" : @<The names of the later solvers of |d|@> "?",
  d.restitution_threshold);

@ Each later solver puts its name in front of the question mark.

@<The names of the later solvers of |d|@>=
@;
