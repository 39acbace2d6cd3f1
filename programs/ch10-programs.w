@* Programs of chapter 10: scenes, the demo, the measurements and the comparison.
Chapter~10's additions to the scene files and the demo, its measurement
program \.{bench10}, and the comparison of the last stage with Box2D and
Chipmunk2D on the same scenes.

@ {\it Scene keys.} A \.{world} line chooses the search for contacts with
\.{broad=grid} (the default), \.{broad=sweep} or \.{broad=all}. Stages
before this one refuse the key as unknown.
@.unknown broad phase@>

@<Read the later world keys into |settings|@>+=
{
  static const struct {
    const char *name;
    ph_broad_phase broad;
  } broad_names[] = {
    {"grid", PH_BROAD_GRID}, {"sweep", PH_BROAD_SWEEP}, {"all", PH_BROAD_ALL},
    {NULL, PH_BROAD_GRID}
  };
  const char *broad = scene_word(r, "broad", NULL);
  if (broad) {
    int i = ph_find_name(broad_names, sizeof broad_names[0], broad);
    if (i >= 0) settings.broad = broad_names[i].broad;
    else scene_error(r, "unknown broad phase '%s' (grid, sweep or all)", broad);
  }
}

@ Every body line (and every line that makes bodies from a body
definition, such as chapter~9's \.{pyramid}) takes \.{layer=}, the
category, and \.{mask=}, both bit masks written in decimal: \.{layer=2
mask=5} puts the body in layer~2 (bit~1) and lets it meet layers 1 and~4
(bits 0 and~2). The keys are read beside chapter~6's angle, the last of
the keys every body shares. A value that is not a whole number from 0 to
$2^{32}-1$ is refused with the line, and so is a category of 0 (by the
definition's check).
@.must be a bit mask...@>

@<Read the rotation keys of body definition |d|@>+=
d.category = scene_bits(r, "layer", d.category);
d.mask = scene_bits(r, "mask", d.mask);

@ The reader of a bit mask sits with the scene reader's functions for
numbers, which come before every parser.

@<Scene reader functions@>+=
static uint32_t scene_bits(scene_reader *r, const char *key, uint32_t value)
{
  const char *text = scene_word(r, key, NULL);
  if (!text) return value;
  bool digits = text[0] && text[strspn(text, "0123456789")] == '\0';
  errno = 0;
  unsigned long long n = digits ? strtoull(text, NULL, 10) : 0;
  if (!digits || errno == ERANGE || n > UINT32_MAX) {
    scene_error(r, "'%s' must be a bit mask, a whole number from 0 to 4294967295 (got '%s')",
      key, text);
    return value;
  }
  return (uint32_t) n;
}

@ {\it Two lines that make many boxes.} The scenes of the comparison are
laid out by formulas (the plan of the book gave them), which two
entities write. \.{pile rows=}$R$ \.{pitch=}$p$ \.{size=}$s$ makes $R$
rows of square boxes of side $s$: row $r$, counted from 0 at the bottom,
holds $R-r$ boxes $p$ apart, its first at $(x+rp/2,\;y+rp)$, with $(x,y)$
the line's \.{x=} and \.{y=}; the boxes are made row by row, so the last is
the top. \.{rain count=}$N$ \.{columns=}$C$ \.{pitch=}$p$ \.{shift=}$\sigma$
\.{turn=}$\tau$ \.{size=}$s$ makes $N$ boxes in rows of $C$: box $k$ is
in row $\lfloor k/C\rfloor$ and column $k\bmod C$, at $x+p\cdot{\rm
column}$ ($+\sigma$ in odd rows) and $y+p\cdot{\rm row}$, turned by
$\tau\sin(1.7k)$. Every other key is a body key. A pile of more than 150
rows is refused, and counts past the scene's cap of bodies, as are a size
or pitch that is not positive.
@.pile size and pitch must be...@>

@<Scene entities@>+=
{"pile", 10, parse_pile},
{"rain", 10, parse_rain},

@ @<Scene entity parsers@>+=
static bool parse_pile(scene *s, scene_reader *r)
{
  int rows = scene_integer(r, "rows", 20, 1, 150);
  double pitch = scene_number(r, "pitch", 1.0), size = scene_number(r, "size", 1.0);
  if (r->failed) return false;
  if (!(size > 0.0 && pitch > 0.0 && isfinite(size + pitch))) {
    scene_error(r, "pile size and pitch must be positive (got %g and %g)", size, pitch);
    return false;
  }
  ph_body_def d = read_body_def(r, ph_box(size, size));
  if (r->failed || !scene_check(r, ph_body_def_check(&d))
      || !scene_claim_bodies(s, r, (long) rows * (rows + 1) / 2)) return false;
  ph_vec2 base = d.position;
  for (int k = 0; k < rows; k++)
    for (int i = 0; i < rows - k; i++) {
      d.position = ph_add(base, ph_v(0.5 * k * pitch + i * pitch, k * pitch));
      if (ph_body_id_is_null(ph_world_create_body(s->world, &d))) return false;
    }
  return true;
}

@ @<Scene entity parsers@>+=
static bool parse_rain(scene *s, scene_reader *r)
{
  int count = scene_integer(r, "count", 1000, 1, SCENE_MAX_BODIES);
  int columns = scene_integer(r, "columns", 80, 1, 10000);
  double pitch = scene_number(r, "pitch", 1.2), shift = scene_number(r, "shift", 0.0);
  double turn = scene_number(r, "turn", 0.0), size = scene_number(r, "size", 1.0);
  if (r->failed) return false;
  if (!(size > 0.0 && pitch > 0.0 && isfinite(size + pitch + shift + turn))) {
    scene_error(r, "rain size and pitch must be positive, shift and turn finite");
    return false;
  }
  ph_body_def d = read_body_def(r, ph_box(size, size));
  if (r->failed || !scene_check(r, ph_body_def_check(&d))
      || !scene_claim_bodies(s, r, count)) return false;
  ph_vec2 base = d.position;
  for (int k = 0; k < count; k++) {
    int row = k / columns, column = k % columns;
    d.position = ph_add(base, ph_v(pitch * column + (row % 2 ? shift : 0.0), pitch * row));
    d.angle = turn * sin(1.7 * k);
    if (ph_body_id_is_null(ph_world_create_body(s->world, &d))) return false;
  }
  return true;
}

@ {\it Scenes.} The four scenes of the comparison, and \.{rain1000}, the
rain with a quarter of the boxes, exactly as the book's plan defines
them: boxes of density 1 (the pyramid's 10), friction 0.6, restitution 0,
gravity $-10\,{\rm m/s^2}$, chapter~9's sequential solver with ten
passes, warm starting and split impulses, and chapter~2's symplectic
Euler; the demo steps them 60 times a second. The first is the demo's
default.

@<Built-in scenes@>+=
{"pyramid20", 10, "20 rows of boxes fall a little into a pyramid (the comparison's)",@/
  @<The world line of the comparison@> "view x=0 y=10 width=32\n"@/
  "box x=0 y=-10 w=100 h=20 static" @<The material of the comparison@> "\n"@/
  "pile rows=20 pitch=1.125 x=-10.6875 y=0.75 "@|
  "size=1 density=10 friction=0.6 restitution=0\n"},
{"stack10", 10, "ten boxes in a column on the ground (the comparison's)",@/
  @<The world line of the comparison@> "view x=0 y=5 width=16\n"@/
  "box x=0 y=-10 w=100 h=20 static" @<The material of the comparison@> "\n"@/
  "pile rows=1 x=0 y=0.5 size=1" @<The material of the comparison@> "\n"@/
  @<The nine boxes above the first of \.{stack10}@>},
{"large_pyramid", 10, "a pyramid of 100 rows, 5050 boxes",@/
  @<The world line of the comparison@> "view x=0 y=45 width=120\n"@/
  "box x=0 y=-1 w=200 h=2 static" @<The material of the comparison@> "\n"@/
  "pile rows=100 pitch=1 x=-49.5 y=0.5 size=1" @<The material of the comparison@> "\n"},
{"rain4000", 10, "4000 boxes poured into a container",@/
  @<The world line of the comparison@> "view x=0 y=35 width=120\n"@/
  @<The container of the rain@>@/
  "rain count=4000 columns=80 pitch=1.2 shift=0.6 turn=0.15 x=-47.4 y=1 size=1"
  @<The material of the comparison@> "\n"},

@ The smaller rain, \.{rain1000}, falls into the same container as
\.{rain4000}, and \.{layers} shows the categories and masks: two small
piles in two layers that do not meet, so that the upper falls through the
lower and both come to rest on the floor.

@<Built-in scenes@>+=
{"rain1000", 10, "1000 boxes poured into the container of rain4000",@/
  @<The world line of the comparison@> "view x=0 y=20 width=120\n"@/
  @<The container of the rain@>@/
  "rain count=1000 columns=80 pitch=1.2 shift=0.6 turn=0.15 x=-47.4 y=1 size=1"
  @<The material of the comparison@> "\n"},
{"layers", 10, "three layers: red boxes fall through the blue, both land on the floor",@/
  @<The world line of the comparison@> "view x=0 y=4 width=16\n"@/
  "box x=0 y=-0.5 w=14 h=1 static" @<The material of the comparison@> "\n"@/
  "pile rows=4 pitch=1.2 x=-4.8 y=0.5 size=1 layer=2 mask=3"
  @<The material of the comparison@> "\n"@/
  "pile rows=4 pitch=1.2 x=-2.4 y=6 size=1 layer=4 mask=5"
  @<The material of the comparison@> "\n"},

@ @<The world line of the comparison@>=
"world gravity=0,-10 integrator=symplectic "@|
"solver=sequential friction=on iterations=10\n"

@ @<The material of the comparison@>=
" density=1 friction=0.6 restitution=0"

@ @<The nine boxes above the first of \.{stack10}@>=
  "box x=0 y=1.5 w=1 h=1" @<The material of the comparison@> "\nbox x=0 y=2.5 w=1 h=1" @<The material of the comparison@> "\n"@/
  "box x=0 y=3.5 w=1 h=1" @<The material of the comparison@> "\nbox x=0 y=4.5 w=1 h=1" @<The material of the comparison@> "\n"@/
  "box x=0 y=5.5 w=1 h=1" @<The material of the comparison@> "\nbox x=0 y=6.5 w=1 h=1" @<The material of the comparison@> "\n"@/
  "box x=0 y=7.5 w=1 h=1" @<The material of the comparison@> "\nbox x=0 y=8.5 w=1 h=1" @<The material of the comparison@> "\n"@/
  "box x=0 y=9.5 w=1 h=1" @<The material of the comparison@> "\n"

@ @<The container of the rain@>=
  "box x=0 y=-1 w=100 h=2 static" @<The material of the comparison@> "\n"@/
  "box x=-50.5 y=39 w=1 h=82 static" @<The material of the comparison@> "\n"@/
  "box x=50.5 y=39 w=1 h=82 static" @<The material of the comparison@> "\n"

@ @<Chapter titles@>+=
{10, "Broad phase and collision layers"},

@ {\it The demo.} \.{D} cycles the search for contacts: the grid, sort and
sweep, all pairs. The panel shows which, the bounding boxes compared in
the last search per body, and the layers in use: how many distinct
categories the bodies have, and how many bodies are not in layer~1 or do
not meet every layer; and the last step's own record of its time
(|ph_world_profile|): the whole step, the search, the velocity passes and
the split passes, in milliseconds. The \.{layers} scene colours its
layers.

@<Handle a key of the chapters@>+=
case SDLK_d:
  {
    ph_settings settings = demo->current.world->settings;
    settings.broad = settings.broad == PH_BROAD_GRID ? PH_BROAD_SWEEP
      : settings.broad == PH_BROAD_SWEEP ? PH_BROAD_ALL : PH_BROAD_GRID;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  D            search for contacts: grid, sort and sweep, or all pairs\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 10);
{
  const ph_world *w = demo->current.world;
  int layered = 0, categories = 0;
  uint32_t seen[8];
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->kind != PH_RIGID) continue;
    layered += b->category != 1 || b->mask != UINT32_MAX;
    bool known = false;
    for (int k = 0; k < categories && !known; k++) known = seen[k] == b->category;
    if (!known && categories < 8) seen[categories++] = b->category;
  }
  panel_add(panel, "D  search: %s, %.1f box tests a body", w->settings.broad == PH_BROAD_GRID
    ? "grid" : w->settings.broad == PH_BROAD_SWEEP ? "sort and sweep" : "all pairs",
    w->body_count ? (double) w->box_tests / w->body_count : 0.0);
  panel_add(panel, "layers: %d categor%s, %d bodies filtered", categories,
    categories == 1 ? "y" : "ies", layered);
  ph_profile p = ph_world_profile(w);
  panel_add(panel, "last step %.2f ms: search %.2f, passes %.2f, split %.2f", p.step, p.search,
    p.velocity, p.split);
}

@*1 Measurements of chapter 10.
\.{bench10} measures the three searches on piles of growing size, and
chapter~1's pour with and without the grid. Given four file names it
writes the table of the searches, the data of the figure of their cost,
the sentences that read them, and the sentence on the pour; given none,
it prints them.
@^bench10@>

@(bench10.c@>=
#include "testing.h"
#include <math.h>
#include <time.h>
@<Chapter 10 benchmark helpers@>@;
@<Run the chapter 10 measurements@>@;

@ Every measurement loads a scene text and steps it; a scene that does not
load is a bug of this program, and stops it. |now_ms| is a monotonic clock
in milliseconds.

@<Chapter 10 benchmark helpers@>=
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench10", text)) {
    fprintf(stderr, "bench10: a scene of the measurements does not load\n");
    exit(1);
  }
}

static double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return 1e3 * (double) t.tv_sec + 1e-6 * (double) t.tv_nsec;
}

@ The piles are those of \.{large\_pyramid}, with $R$ rows for
$R=10,20,\ldots,100$: $n=R(R+1)/2+1$ bodies, all touching from the first
step. Each pile is loaded three times, once per search, and each copy is
stepped 22 times, so that the three hold the same bodies at the same
bits, and so the same contacts. Then the search for contacts alone,
|ph_world_find_contacts|, is timed on each copy in five rounds, the three
searches interleaved within a round so that a slow moment of a shared
machine falls on all three; a round times one search for all pairs and
the mean of ten for the others (whose searches take well under a
millisecond on the small piles). The search includes the narrow phase,
which does the same work for the three, since they give the same pairs;
the differences between the columns are the broad phases'. The table
keeps the median of the five rounds, the median time of a whole step with
the grid over the 22 steps, for scale, and the box tests per body of the
last search.

@<Chapter 10 benchmark helpers@>+=
static const char *broad_names[3] = {"all", "sweep", "grid"};
typedef struct {
  int n;
  double ms[3], tests[3]; /* a search, by |broad_names| */
  double step_ms; /* a whole step with the grid */
} pile_cost;

static int by_value(const void *p, const void *q)
{
  double a = *(const double *) p, b = *(const double *) q;
  return (a > b) - (a < b);
}

static const char *ms_text(char text[32], double v) /* three significant figures */
{
  return bench_figures(text, v);
}
static double printed2(double v)
{
  char text[32];
  return strtod(ms_text(text, v), NULL);
}

@ The measurement of one pile of |rows| rows: its three copies are loaded
and stepped, their searches timed, and the medians kept.

@<Chapter 10 benchmark helpers@>+=
static pile_cost measure_pile(int rows)
{
  enum { rounds = 5, steps = 22 };
  pile_cost c;
  memset(&c, 0, sizeof c);
  scene s[3];
  double step_ms[steps], search_ms[3][rounds];
  @<Load the three copies of the pile and step each |steps| times@>@;
  @<Time the three searches in |rounds| interleaved rounds@>@;
  @<Keep the medians and the box tests of the pile in |c|@>@;
  return c;
}

@ Each copy is the same scene but for its \.{broad=} key; the whole steps
of the copy with the grid are timed as they go.

@<Load the three copies of the pile and step each |steps| times@>=
for (int k = 0; k < 3; k++) {
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic "@|
    "solver=sequential friction=on iterations=10 "@|
    "broad=%s\nbox x=0 y=-1 w=200 h=2 static friction=0.6\n"@|
    "pile rows=%d pitch=1 x=%g y=0.5 size=1 "@|
    "density=1 friction=0.6 restitution=0\n",
    broad_names[k], rows, 0.5 - 0.5 * rows);
  load(&s[k], text);
  for (int i = 0; i < steps; i++) {
    double start = now_ms();
    scene_step(&s[k], 1.0 / 60.0);
    if (k == 2) step_ms[i] = now_ms() - start;
  }
}

@ A round times each search in turn: one search for all pairs, whose
search is slow enough to time alone, and the mean of ten for the others.

@<Time the three searches in |rounds| interleaved rounds@>=
for (int r = 0; r < rounds; r++)
  for (int k = 0; k < 3; k++) {
    int times = k == 0 ? 1 : 10;
    double start = now_ms();
    for (int i = 0; i < times; i++) ph_world_find_contacts(s[k].world);
    search_ms[k][r] = (now_ms() - start) / times;
  }

@ The median of the five rounds for each search, the box tests of its
last search per body, and the median of the 22 whole steps; the copies
are then done with.

@<Keep the medians and the box tests of the pile in |c|@>=
c.n = s[2].world->body_count;
for (int k = 0; k < 3; k++) {
  qsort(search_ms[k], rounds, sizeof(double), by_value);
  c.ms[k] = search_ms[k][rounds / 2];
  c.tests[k] = (double) s[k].world->box_tests / c.n;
  scene_destroy(&s[k]);
}
qsort(step_ms, steps, sizeof(double), by_value);
c.step_ms = step_ms[steps / 2];

@ The table: one row per pile, milliseconds a search for each search,
the grid's time over the sweep's (from the times as printed),
milliseconds a step with the grid, and box tests per body for each
search.

@<Chapter 10 benchmark helpers@>+=
static void write_cost_table(FILE *f, const pile_cost *c, int count)
{
  fprintf(f, "\\begintable{rrrrrrrrr}\n"@|
    "$n$&\\multispan3\\hfil ms a search\\hfil&grid over&ms "@|
    "a&\\multispan3\\hfil box tests a body\\hfil\\cr\n"@|
    "&all&sweep&grid&sweep&step&all&sweep&"@|
    "grid\\cr\\noalign{\\smallskip\\hrule\\smallskip}\n");
  for (int r = 0; r < count; r++)
  {
    char t[4][32];
    fprintf(f, "%d&%s&%s&%s&%.2f&%s&%.0f&%.1f&%.1f\\cr\n", c[r].n, ms_text(t[0], c[r].ms[0]),
      ms_text(t[1], c[r].ms[1]), ms_text(t[2], c[r].ms[2]),
      printed2(c[r].ms[2]) / printed2(c[r].ms[1]), ms_text(t[3], c[r].step_ms),
      c[r].tests[0], c[r].tests[1], c[r].tests[2]);
  }
  fprintf(f, "\\endtable\n");
}

@ The figure's data, for MetaPost: three arrays of points $(\log_{10}n,
\log_{10}{\rm ms})$ and their count. (MetaPost's numbers stop at 4096,
short of the largest pile; their logarithms do not.)

@<Chapter 10 benchmark helpers@>+=
static void write_cost_data(FILE *f, const pile_cost *c, int count)
{
  fprintf(f, "costs := %d;\n", count);
  for (int k = 0; k < 3; k++)
    for (int r = 0; r < count; r++)
      fprintf(f, "%s[%d] := (%.4f, %.4f);\n", k == 0 ? "costall" : k == 1 ? "costsweep"
        : "costgrid", r, log10(c[r].n), log10(fmax(c[r].ms[k], 0.001)));
}

@ The sentences that read the table: the ratios at the largest pile, and
how the grid's time grows from the smallest pile to the largest compared
with $n$. Every ratio is computed from the times as the table prints
them (three significant figures), so that the reader who divides finds the same
number, and a ratio below one is said as the other way round: ``slower'',
not ``0.8 times faster''. A sentence counts the piles on which the grid's
search was faster than the sweep's by more than a tenth, slower by more
than a tenth, or level within a tenth. Another is what all pairs cost beyond
the grid, per pair of the $n(n-1)/2$, in nanoseconds; the last, how the
grid's time against the sweep's moves from the smallest pile to the
largest, and what the sweep's extra box tests would cost each if they
made the difference at the largest.

@<Chapter 10 benchmark helpers@>+=
static const char *how_many(char text[16], int n)
{
  if (n == 0) snprintf(text, 16, "none");
  else snprintf(text, 16, "%d", n);
  return text;
}

static void write_cost_text(FILE *f, const pile_cost *c, int count)
{
  const pile_cost *a = &c[0], *z = &c[count - 1];
  double all = printed2(z->ms[0]), sweep = printed2(z->ms[1]), grid = printed2(z->ms[2]);
  @<Say what the searches cost at the largest pile, and how they grow@>@;
  @<Count the piles on which the grid beat the sweep, and say so@>@;
  @<Say how the grid's time over the sweep's moves@>@;
}

@ The first sentences: the grid's factor over all pairs at the largest
pile, and how the two times grow from the smallest pile to the largest,
beside $n$ and $n^2$; then what all pairs cost beyond the grid for each
of its pairs. The table's last row holds the times themselves, which the
sentence does not repeat. Both sentences say that at the largest pile
the grid is faster than all pairs, which is claimed first, on the times
as printed.

@<Say what the searches cost at the largest pile, and how they grow@>=
claim("at the largest pile the grid's search is faster than all pairs'", all, CLAIM_ABOVE,
  grid, 0.0);
double grow = (double) z->n / a->n;
fprintf(f, "At the largest pile the grid's search is %.0f times "@|
  "faster than all pairs'. From the smallest pile to the largest, "@|
  "%.0f times the bodies ($n^2$: %.0f times), the grid's search "@|
  "grows %.0f times and all pairs' %.0f times. ", all / grid, grow, grow * grow,
  grid / printed2(a->ms[2]), all / printed2(a->ms[0]));
double pairs = 0.5 * z->n * (z->n - 1.0);
fprintf(f, "All pairs' search costs %.0f\\thinspace ns more than "@|
  "the grid's for each of its %.0f pairs. ", 1e6 * (all - grid) / pairs, pairs);

@ A pile counts for the grid or for the sweep when the other's search,
as printed, costs more than a tenth more; the rest are level.

@<Count the piles on which the grid beat the sweep, and say so@>=
int faster = 0, slower = 0;
for (int r = 0; r < count; r++) {
  double ratio = printed2(c[r].ms[1]) / printed2(c[r].ms[2]);
  faster += ratio > 1.1, slower += ratio < 1.0 / 1.1;
}
char n[3][16];
fprintf(f, "Against the sweep, the grid's search was faster by "@|
  "more than a tenth on %s of the %d piles, slower by more "@|
  "than a tenth on %s, and level on %s. ",
  how_many(n[0], faster), count, how_many(n[1], slower),
  how_many(n[2], count - faster - slower));

@ The last sentence: the grid's time over the sweep's on the smallest
pile and on the largest, and, where the sweep is the slower at the
largest, what each of its extra box tests would cost if they made the
whole difference. The chapter reads it as the grid's time against the
sweep's falling from the smallest pile to the largest, as the sweep's
extra tests grow; both are claimed.

@<Say how the grid's time over the sweep's moves@>=
claim("the grid's time against the sweep's falls from the smallest pile to the largest",
  grid / sweep, CLAIM_BELOW, printed2(a->ms[2]) / printed2(a->ms[1]), 0.0);
claim("the sweep's extra box tests a body grow from the smallest pile to the largest",
  z->tests[1] - z->tests[2], CLAIM_ABOVE, a->tests[1] - a->tests[2], 0.0);
double extra = (z->tests[1] - z->tests[2]) * z->n;
fprintf(f, "Its time over the sweep's (the table's fifth column) "@|
  "is %.2f on the smallest pile and %.2f on the largest",
  printed2(a->ms[2]) / printed2(a->ms[1]), grid / sweep);
if (extra > 0.0 && sweep > grid)
  fprintf(f, "; there the sweep compares %.0f more boxes "@|
    "a body than the grid, and if they made the "@|
    "whole difference, each cost %.1f\\thinspace ns", z->tests[1] - z->tests[2],
    1e6 * (sweep - grid) / extra);
fprintf(f, ".\n");

@ Chapter~1's pour, 600 steps, with all pairs and with the grid: the time
of a step, whether the two runs end with every particle at the same
bits, and how many of the grid's passes fell back on chapter~1's loop.
The pour is small, and the two times can be close: the sentence calls
the grid faster or slower only when the other run took more than a tenth
longer, and level with all pairs otherwise, and claims the word it
chose.

@<Chapter 10 benchmark helpers@>+=
static void write_pour_text(FILE *f)
{
  double ms[2];
  scene s[2];
  @<Time chapter 1's pour with all pairs and with the grid@>@;
  bool same = s[0].world->body_count == s[1].world->body_count;
  for (int i = 0; same && i < s[0].world->body_count; i++)
    same = memcmp(&s[0].world->bodies[i].position, &s[1].world->bodies[i].position,
      sizeof(ph_vec2)) == 0;
  @<Say in |how| how the grid's time on the pour compares, and claim it@>@;
  fprintf(f, "Chapter~1's \\.{pour}, %d particles and 600 "@|
    "steps, costs %.2f\\thinspace ms a step with all "@|
    "pairs and %.2f with the grid, %s, "@|
    "and the two runs end with every particle %s.\n",
    s[0].world->body_count, ms[0], ms[1], how,
    same ? "at the same bits" : "{\\it not\\/} at the same bits (a fault)");
  const ph_world *g = s[1].world;
  fprintf(f, "Of the grid's %ld passes, %ld fell back on chapter~1's loop", g->particle_passes,
    g->particle_fallbacks);
  if (g->particle_fallbacks > 0)
    fprintf(f, ", one in %.0f", (double) g->particle_passes / (double) g->particle_fallbacks);
  fprintf(f, ".\n");
  scene_destroy(&s[0]);
  scene_destroy(&s[1]);
}

@ The ratio of the two times chooses the words, faster or slower by more
than a tenth, or level within one, and the claim that goes with them.

@<Say in |how| how the grid's time on the pour compares, and claim it@>=
double q = ms[0] / ms[1];
char how[64];
if (q > 1.1) {
  claim("on the pour the grid is faster than all pairs", q, CLAIM_ABOVE, 1.1, 0.0);
  snprintf(how, sizeof how, "%.1f times faster", q);
} else if (q < 1.0 / 1.1) {
  claim("on the pour the grid is slower than all pairs", q, CLAIM_BELOW, 1.0 / 1.1, 0.0);
  snprintf(how, sizeof how, "%.1f times slower", 1.0 / q);
} else {
  claim("on the pour the grid is level with all pairs", q, CLAIM_WITHIN, 1.0, 0.1);
  snprintf(how, sizeof how, "level within a tenth");
}

@ The pour is loaded twice, the search of the first copy set to all
pairs, and each copy is run for 600 steps; |ms| keeps the mean time of a
step of each.

@<Time chapter 1's pour with all pairs and with the grid@>=
for (int k = 0; k < 2; k++) {
  if (!scene_load(&s[k], "pour")) exit(1);
  s[k].world->settings.broad = k == 0 ? PH_BROAD_ALL : PH_BROAD_GRID;
  double start = now_ms();
  for (int i = 0; i < 600; i++) scene_step(&s[k], 1.0 / 60.0);
  ms[k] = (now_ms() - start) / 600.0;
}

@ @<Run the chapter 10 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 5) {
    fprintf(stderr, "usage: bench10 [TABLE.tex DATA.mp TEXT.tex POUR.tex]\n");
    return 2;
  }
  pile_cost c[10];
  for (int r = 0; r < 10; r++) c[r] = measure_pile(10 * (r + 1));
  FILE *f[4] = {stdout, stdout, stdout, stdout};
  for (int k = 0; argc == 5 && k < 4; k++)
    if (!(f[k] = bench_open(argv[k + 1]))) return bench_close(false), 1;
  write_cost_table(f[0], c, 10);
  write_cost_data(f[1], c, 10);
  write_cost_text(f[2], c, 10);
  write_pour_text(f[3]);
  return argc == 5 && !bench_close(true) ? 1 : 0;
}

@*1 The engine beside Box2D and Chipmunk.
Three drivers run the four scenes of the comparison, one through this
book's last stage, one through Box2D~2.4 \cite{box2d} and one through
Chipmunk2D~7 \cite{chipmunk}, each a small program that takes a
scene's name and prints one line: the engine, the scene, the bodies, the
median and mean milliseconds of a step, the sink and the drift of the top
box (the last made, which starts highest), the boxes outside the
container, and whether the scene stands. A fourth program runs whichever
drivers were built and writes the table of chapter~10, with the machine
that measured it. The drivers share one scene builder, a header of plain
C that the C++ of Box2D's driver includes too, so that the three engines
meet the same boxes to the bit.
@^Box2D@>
@^Chipmunk2D@>

The settings are the same where the engines let them be: a step of
$1/60\,$s, gravity $-10\,{\rm m/s^2}$, a friction of 0.6 at every
contact, restitution 0, one thread. The friction of a contact is mixed
from its two shapes' coefficients by each engine's own rule: this engine
and Box2D take the geometric mean, $\sqrt{\mu_A\mu_B}$, and are given
0.6 on every shape; Chipmunk takes the product, $\mu_A\mu_B$, and is
given $\sqrt{0.6}\approx0.775$ on every shape, which 0.6 there would
have made 0.36. Each driver reads the mixed values back from its
engine's contacts, and \.{compare10} fails if any is not 0.6. Box2D runs 8 velocity and 3 position iterations, its usual
values; Chipmunk 10 iterations; this engine 10 passes of chapter~9, with
warm starting and split impulses. Sleeping, which lets Box2D stop
simulating bodies at rest, is off in Box2D (Chipmunk's is off by default):
a benchmark of bodies that sleep measures nothing. Chapter~14 runs the same drivers again
with each engine's sleeping off and on, on scenes that have come to rest,
to measure what sleeping saves. The build makes each
driver only where its engine is installed (Debian's \.{libbox2d-dev} and
\.{libchipmunk-dev}, which \.{tools/install-deps.sh} installs), and
Box2D's only where a C++ compiler is.

@ The scene builder. A scene is a list of boxes, each with its centre,
half extents, angle, density and whether it is static; |compare_scene|
fills the list for a name, with the number of steps, the fall
expected of the top box before it rests and the contacts it rests on
down to the ground (one a row), and returns
the count, or $-1$ for a name it does not know. The layouts are those of
the built-in scenes \.{stack10}, \.{pyramid20}, \.{large\_pyramid},
\.{rain4000} and \.{rain1000} (|@<Built-in scenes@>|). \.{pyramid20}'s
bottom row starts with its centres at 0.75\thinspace m, a quarter of a
metre above where a unit box rests on the floor's top at 0, and each row
above starts 12.5\thinspace cm farther from the row below than it rests
(a pitch of 1.125 for boxes of side~1): the top box falls
$0.25+19\times0.125=2.625\,$m before it rests.

@s compare_box int
@s compare_list int
@s compare_row int
@s b2World int
@s b2Body int
@s b2BodyDef int
@s b2PolygonShape int
@s b2FixtureDef int
@s b2Contact int
@s b2Vec2 int
@s cpSpace int
@s cpBody int
@s cpShape int
@s cpVect int

@(compare_scenes.h@>=
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct {
  double x, y, hw, hh, angle, density;
  int fixed; /* static */
} compare_box;
enum { COMPARE_MOST = 6000 };
typedef struct {
  compare_box box[COMPARE_MOST];
  int count, steps;
  double settle; /* how far the top box falls before it rests, in metres */
  int chain; /* the contacts from the top box down to the ground (0 in a rain) */
} compare_list;
@<Compare: add a box@>@;
@<Compare: build a scene by name@>@;
@<Compare: time the steps and report@>@;
@<Compare: the sleep switch of chapter~14@>@;

@ @<Compare: add a box@>=
static void compare_add(compare_list *l, double x, double y, double hw, double hh, double angle,
  double density, int fixed)
{
  compare_box *b = &l->box[l->count++];
  b->x = x, b->y = y, b->hw = hw, b->hh = hh, b->angle = angle, b->density = density;
  b->fixed = fixed;
}

@ @<Compare: build a scene by name@>=
static int compare_scene(const char *name, compare_list *l)
{
  l->count = 0, l->steps = 600, l->settle = 0.0, l->chain = 0;
  if (strcmp(name, "stack10") == 0) {
    l->chain = 10;
    compare_add(l, 0, -10, 50, 10, 0, 1, 1);
    for (int i = 0; i < 10; i++) compare_add(l, 0, 0.5 + i, 0.5, 0.5, 0, 1, 0);
  } else if (strcmp(name, "pyramid20") == 0) {
    compare_add(l, 0, -10, 50, 10, 0, 1, 1);
    for (int r = 0; r < 20; r++)
      for (int c = 0; c < 20 - r; c++)
        compare_add(l, -10.6875 + 0.5625 * r + 1.125 * c, 0.75 + 1.125 * r, 0.5, 0.5, 0, 10, 0);
    l->settle = 0.25 + 19 * 0.125, l->chain = 20;
  } else if (strcmp(name, "large_pyramid") == 0) {
    @<Compare: the large pyramid@>@;
  } else if (strcmp(name, "rain4000") == 0 || strcmp(name, "rain1000") == 0) {
    @<Compare: the rain@>@;
  } else return -1;
  return l->count;
}

@ Box $(i,j)$, $0\le i\le j<100$, of half size $a=0.5$, at
$x=(i+1)a+2(j-i)a-100a$, $y=(2i+1)a$, on a ground of half extents
$(100,1)$ at $(0,-1)$; 500 steps.

@<Compare: the large pyramid@>=
double a = 0.5;
compare_add(l, 0, -1, 100, 1, 0, 1, 1);
for (int i = 0; i < 100; i++)
  for (int j = i; j < 100; j++)
    compare_add(l, (i + 1) * a + 2 * (j - i) * a - 100 * a, (2 * i + 1) * a, a, a, 0, 1, 0);
l->steps = 500, l->chain = 100;

@ A floor of half extents $(50,1)$ at $(0,-1)$, two walls of half
extents $(0.5,41)$ at $x=\pm50.5$, $y=39$, and unit boxes on a grid of
pitch 1.2 from $(-47.4,1)$, 80 a row, odd rows shifted by 0.6, box $k$
turned by $0.15\sin(1.7k)$.

@<Compare: the rain@>=
int count = name[4] == '4' ? 4000 : 1000;
compare_add(l, 0, -1, 50, 1, 0, 1, 1);
compare_add(l, -50.5, 39, 0.5, 41, 0, 1, 1);
compare_add(l, 50.5, 39, 0.5, 41, 0, 1, 1);
for (int k = 0; k < count; k++) {
  int row = k / 80, column = k % 80;
  compare_add(l, -47.4 + 1.2 * column + (row % 2 ? 0.6 : 0.0), 1.0 + 1.2 * row, 0.5, 0.5,
    0.15 * sin(1.7 * k), 1, 0);
}

@ The report. Each driver times every step with a monotonic clock, in
milliseconds, and gives the times, the final centres of the boxes, the
number of touching pairs at the end ($-1$ where the engine does not tell
it simply) and its engine's {\it rest a contact}, to |compare_report|,
which sorts the times for the median and prints the line.

@<Compare: time the steps and report@>=
static double compare_now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return 1e3 * (double) t.tv_sec + 1e-6 * (double) t.tv_nsec;
}

static int compare_by_value(const void *p, const void *q)
{
  double a = *(const double *) p, b = *(const double *) q;
  return (a > b) - (a < b);
}

@ The {\it sink\/} is measured from the geometric rest, where every box
just touches its neighbours. But no engine rests there: each lets two
touching shapes settle at a depth of its own, and a top box on $c$
contacts sits $c$ times that depth low (or high, for a negative depth).
That depth is the rest a contact, read by each driver from its engine's
own settings: this engine's slop and Chipmunk's collision slop, the
overlap each leaves alone; for Box2D its slop less the skins of two
polygons, negative, since its boxes rest apart. The sink less $c$ times
the rest a contact is the sink from the engine's {\it own rest}, and one
rule, the same for every engine, reads it: a pile {\it stands\/} when
its top box has come to rest less than a box (1\thinspace m) below its
own rest and less than two boxes sideways, where a pile that fell would
leave it metres away; a rain stands when no box is outside: below the
floor's top, $y<0$, or beyond the walls' inner faces, $\vert x\vert>50$.

@<Compare: time the steps and report@>+=
static void compare_report(const char *engine, const char *name, const compare_list *l,
  double *ms, const double *x, const double *y, int contacts, double rest)
{
  double sum = 0.0;
  for (int k = 0; k < l->steps; k++) sum += ms[k];
  qsort(ms, (size_t) l->steps, sizeof *ms, compare_by_value);
  int outside = 0, top = l->count - 1;
  for (int i = 0; i < l->count; i++)
    if (!l->box[i].fixed) outside += y[i] < 0.0 || fabs(x[i]) > 50.0;
  double sink = l->box[top].y - l->settle - y[top], drift = x[top] - l->box[top].x;
  double own = sink - l->chain * rest; /* the sink from the engine's own rest */
  int rain = strncmp(name, "rain", 4) == 0;
  int stands = rain ? outside == 0 : own < 1.0 && fabs(drift) < 2.0;
  printf("%s %s bodies=%d median=%.4f mean=%.4f "@|
    "sink=%.4f rest=%.4f own=%.4f drift=%.4f "@|
    "outside=%d stands=%s contacts=%d\n", engine, name, l->count, ms[l->steps / 2],
    sum / l->steps, sink, rest, own, drift, outside, stands ? "yes" : "no", contacts);
}

@ Each driver also prints the friction: the coefficient it gave every
shape, and the least and the most of the mixed coefficients its engine
holds in the contacts at the end, read from the contacts themselves, so
that the line says what the engine did, not what the driver meant. The
engines mix two shapes' coefficients by different rules, and each shape's
value is chosen so that the mix is 0.6 in every engine's own rule.

@<Compare: time the steps and report@>+=
static void compare_friction(const char *engine, const char *name, double shape,
  double least, double most, const char *rule)
{
  printf("friction %s %s shape=%.6f least=%.6f most=%.6f rule=%s\n", engine, name, shape,
    least, most, rule);
}

@ The sleep switch. Chapter~14 runs the same drivers again, with each
engine's sleeping off and on, to time a step of a scene that has come
to rest. A driver given a second argument, \.{awake} or \.{sleep}, runs
the scene's own steps (600, ten seconds, for both scenes of chapter~14's
table), in which the scene settles, and then a {\it window\/} of
|COMPARE_WINDOW| steps more, five seconds, with its engine's sleeping
off or on; the window's median step is what
chapter~14 compares. The window is counted here, once for all three
engines, so that each times the same steps of the same scene. Without
the argument a driver runs chapter~10's comparison as above, sleeping
off. |compare_switch| reads the arguments, builds the scene and
lengthens its run; it returns the mode, or $-1$ for arguments it does
not know.

@<Compare: the sleep switch of chapter~14@>=
enum { COMPARE_WINDOW = 300, COMPARE_MOST_STEPS = 600 + COMPARE_WINDOW };
enum { compare_chapter10, compare_awake, compare_asleep }; /* the modes of a run */
static int compare_switch(int argc, char **argv, compare_list *l)
{
  int mode = -1;
  if (argc == 2) mode = compare_chapter10;
  else if (argc == 3 && strcmp(argv[2], "awake") == 0) mode = compare_awake;
  else if (argc == 3 && strcmp(argv[2], "sleep") == 0) mode = compare_asleep;
  if (mode < 0 || compare_scene(argv[1], l) < 0) return -1;
  if (mode != compare_chapter10) l->steps += COMPARE_WINDOW;
  return mode;
}

@ After every step of a run of chapter~14, outside the timed span, a
driver counts its engine's moving bodies that sleep and hands the count
to |compare_tally|, which keeps it and the last step that ended with a
moving body awake. In a run with sleeping off the count must stay 0, and
chapter~14's table checks that it does.

@<Compare: the sleep switch of chapter~14@>+=
static struct {
  int asleep; /* the moving bodies asleep after the last step */
  int last_awake; /* the last step after which a moving body was awake */
} compare_sleepers;
static void compare_tally(const compare_list *l, int step, int asleep)
{
  int moving = 0;
  for (int i = 0; i < l->count; i++) moving += !l->box[i].fixed;
  compare_sleepers.asleep = asleep;
  if (asleep < moving) compare_sleepers.last_awake = step;
}

@ The line of a run of chapter~14: the engine, the scene, the switch,
the window's steps (counted from 1), its median step in milliseconds,
the moving bodies asleep at the end and how many there are, and the step
from which every one of them slept to the end of the run (0 if that
never came). The window's times are sorted in a copy, since
|compare_report| sorts |ms| itself.

@<Compare: the sleep switch of chapter~14@>+=
static void compare_sleep_report(const char *engine, const char *name, const compare_list *l,
  int mode, const double *ms)
{
  static double window[COMPARE_WINDOW];
  int from = l->steps - COMPARE_WINDOW, moving = 0, last = compare_sleepers.last_awake;
  for (int i = 0; i < l->count; i++) moving += !l->box[i].fixed;
  memcpy(window, ms + from, sizeof window);
  qsort(window, COMPARE_WINDOW, sizeof *window, compare_by_value);
  printf("sleeping %s %s sleep=%s window=%d-%d window_median=%.6f "@|
    "asleep=%d moving=%d asleep_from=%d\n", engine, name,
    mode == compare_asleep ? "on" : "off", from + 1, l->steps, window[COMPARE_WINDOW / 2],
    compare_sleepers.asleep, moving, last < l->steps ? last + 1 : 0);
}

@ This book's engine. The world is this stage's defaults with the keys
of the built-in scenes: symplectic Euler, chapter~9's sequential solver
(with its split impulses), friction, ten passes, and the grid. Its step is
timed the same way. The same program is built twice more:
as \.{compare\_ours3} with |COMPARE_SPLIT_PASSES| defined as 3, which sets
chapter~9's |split_iterations| to 3, Box2D's count of position passes (it
calls itself \.{ours3}, and its rows of the table say ``ours, 3 split''),
and as \.{compare\_ours8} with |COMPARE_VELOCITY_PASSES| 8 as well,
Box2D's two counts (\.{ours8}, ``ours, 8 and 3''). This engine mixes two
bodies' friction by the geometric mean (chapter~7's |ph_mix_friction|),
so 0.6 on each body mixes to 0.6. Its rest a contact is its slop.
The build's compiler and flags, which CMake knows, come in a header that
the build writes, \.{compare\_build.h}, and the driver prints them.

@(compare_ours.c@>=
#include "physics.h"
#include <time.h>
#include "compare_scenes.h"
#include "compare_build.h"
@<Compare: our counts of passes@>@;
static compare_list list;
static double ms[COMPARE_MOST_STEPS], x[COMPARE_MOST], y[COMPARE_MOST];
int main(int argc, char **argv)
{
  int mode = compare_switch(argc, argv, &list);
  if (mode < 0) {
    fprintf(stderr, "usage: compare_ours stack10|pyramid20|large_pyramid|rain4000|rain1000 "@|
      "[awake|sleep]\n");
    return 2;
  }
  ph_world *w;
  @<Compare: make our world of |list|@>@;
  ph_profile sum = {0};
  double points = 0.0;
  @<Compare: step our world, timing each step@>@;
  @<Compare: report our run@>@;
  return 0;
}

@ Unless the build defines them, the driver keeps the passes of the
built-in scenes: ten velocity passes, and as many split passes, which
chapter~9's count of 0 asks for.

@<Compare: our counts of passes@>=
#ifndef COMPARE_SPLIT_PASSES
#define COMPARE_SPLIT_PASSES 0
#endif
#ifndef COMPARE_VELOCITY_PASSES
#define COMPARE_VELOCITY_PASSES 10
#endif

@ Each step is timed alone, and its profile and points added up; in a
run of chapter~14 its sleepers are counted too.

@<Compare: step our world, timing each step@>=
for (int k = 0; k < list.steps; k++) {
  double start = compare_now_ms();
  ph_world_step(w, 1.0 / 60.0);
  ms[k] = compare_now_ms() - start;
  @<Compare: add the step's profile and points to |sum| and |points|@>@;
  if (mode != compare_chapter10) {
    @<Compare: count our sleepers as |asleep|@>@;
    compare_tally(&list, k + 1, asleep);
  }
}

@ The sleepers are chapter~14's, and the driver is built against the
stages from 10 on: before stage~14 (|PH_STAGE|, which the build defines
for every stage's engine) nothing sleeps. From stage~14 the world
counts them itself, after each step (|ph_world_sleep_stats|).

@<Compare: count our sleepers as |asleep|@>=
#if PH_STAGE >= 14
int asleep = ph_world_sleep_stats(w).asleep;
#else
int asleep = 0;
#endif

@ The report of our run: the centres of the boxes, the contacts and the
slop, which is this engine's rest a contact, then the mixed friction,
the build and the mean profile of a step; in a run of chapter~14 the
line of its window comes first. The driver names itself by its
counts of passes. Built for chapter~11's plain world (|COMPARE_PLAIN|),
it names itself \.{plain} and its rest a contact is nothing: the soft
step keeps no slop.

@<Compare: report our run@>=
for (int i = 0; i < list.count; i++)
  x[i] = w->bodies[i].position.x, y[i] = w->bodies[i].position.y;
#ifdef COMPARE_PLAIN
const char *name = "plain";
double rest = 0.0; /* the soft step, which a plain world gets on stage~11, keeps no slop */
#else
const char *name = COMPARE_VELOCITY_PASSES != 10 ? "ours8" : COMPARE_SPLIT_PASSES ? "ours3"
  : "ours";
double rest = w->settings.slop;
#endif
if (mode != compare_chapter10) compare_sleep_report(name, argv[1], &list, mode, ms);
compare_report(name, argv[1], &list, ms, x, y, w->contact_count, rest);
@<Compare: print the mixed friction of our contacts@>@;
printf("build %s %s\n", name, COMPARE_OURS_BUILD);
@<Compare: print the mean profile of a step@>@;
ph_world_destroy(w);

@ The step's own record of its phases (|ph_world_profile|, in chapter~10's
section on where a step's time goes) is summed over the run, and with it
the contact points the passes visited: those of the contacts the step
found, before it moved anything.

@<Compare: add the step's profile and points to |sum| and |points|@>=
{
  ph_profile p = ph_world_profile(w);
  sum.search += p.search, sum.broad += p.broad, sum.forces += p.forces;
  sum.prepare += p.prepare, sum.warm_start += p.warm_start, sum.velocity += p.velocity;
  sum.split += p.split, sum.integrate += p.integrate, sum.correct += p.correct;
  sum.step += p.step;
  for (int c = 0; c < w->contact_count; c++) points += w->contacts[c].manifold.count;
}

@ A second line gives the means a step: the passes of each kind, the
points, and the phases in milliseconds, the rest (phases 2, 6, 7 and~8)
summed.

@<Compare: print the mean profile of a step@>=
{
  double n = list.steps;
  printf("phases %s %s velocity_passes=%d split_passes=%d "@|
    "points=%.1f search=%.5f broad=%.5f prepare=%.5f "@|
    "velocity=%.5f split=%.5f rest=%.5f step=%.5f\n", name, argv[1],
    COMPARE_VELOCITY_PASSES, COMPARE_SPLIT_PASSES ? COMPARE_SPLIT_PASSES
    : COMPARE_VELOCITY_PASSES, points / n, sum.search / n, sum.broad / n,
    (sum.prepare + sum.warm_start) / n, sum.velocity / n, sum.split / n,
    (sum.forces + sum.integrate + sum.correct) / n, sum.step / n);
}

@ @<Compare: print the mixed friction of our contacts@>=
{
  double least = INFINITY, most = -INFINITY;
  for (int k = 0; k < w->impulse_count; k++) /* the contacts the last step solved */
    least = fmin(least, w->impulses[k].friction), most = fmax(most, w->impulses[k].friction);
  compare_friction(name, argv[1], 0.6, least, most, "geometric");
}

@ A build that defines |COMPARE_PLAIN| keeps what a plain world line gets
on its stage, all but gravity: chapter~11 builds the driver so against
stage~11, to time its soft step beside the other engines, and
chapter~14 against stage~14. Sleeping, which a plain world gets from
stage~14 on, is set by the switch, off unless the run asks for it.

@<Compare: make our world of |list|@>=
ph_settings s = ph_default_settings();
s.gravity = ph_v(0.0, -10.0);
#ifndef COMPARE_PLAIN
s.integrator = PH_SYMPLECTIC_EULER;
s.solver = PH_SEQUENTIAL;
s.friction = true;
s.iterations = COMPARE_VELOCITY_PASSES;
s.split_iterations = COMPARE_SPLIT_PASSES;
#endif
@<Compare: set our sleeping as |mode| asks@>@;
if (!(w = ph_world_create(&s))) return 1;
for (int i = 0; i < list.count; i++) {
  const compare_box *b = &list.box[i];
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(2.0 * b->hw, 2.0 * b->hh);
  d.position = ph_v(b->x, b->y);
  d.angle = b->angle;
  d.is_static = b->fixed;
  d.material.density = b->density;
  d.material.friction = 0.6;
  d.material.restitution = 0.0;
  if (ph_body_id_is_null(ph_world_create_body(w, &d))) return 1;
}

@ Before stage~14 there is no sleeping to turn on, and a run that asks
for it is refused.

@<Compare: set our sleeping as |mode| asks@>=
#if PH_STAGE >= 14
s.sleep = mode == compare_asleep;
#else
if (mode == compare_asleep) {
  fprintf(stderr, "compare_ours: nothing sleeps before stage 14\n");
  return 2;
}
#endif

@ Box2D~2.4. Its world takes gravity; each box is a body with one fixture,
a polygon made by |SetAsBox|. Box2D mixes two fixtures' friction by the
geometric mean, $\sqrt{\mu_A\mu_B}$ (|b2MixFriction|), so 0.6 on each
mixes to 0.6. It gives every polygon a skin, |b2_polygonRadius|
(1\thinspace cm), inside which shapes count as touching, and its
position passes push two boxes apart until their skins overlap by no
more than its slop, |b2_linearSlop| (5\thinspace mm): its rest a contact
is the slop less two skins, $-1.5\,$cm, boxes resting apart. Its world
sleeps when |SetAllowSleeping| says so, which only chapter~14's runs
with \.{sleep} do; an island then sleeps when each of its bodies has
moved slower than |b2_linearSleepTolerance| (1\thinspace cm/s) and
turned slower than |b2_angularSleepTolerance| ($2^\circ$/s) for
|b2_timeToSleep| (half a second), constants of Box2D's build, and its
position passes have left no overlap deeper than three slops.

@(compare_box2d.cc@>=
#include <box2d/box2d.h>
#include <time.h>
#include "compare_scenes.h"
#include "compare_build.h"
static compare_list list;
static double ms[COMPARE_MOST_STEPS], x[COMPARE_MOST], y[COMPARE_MOST];
static b2Body *body[COMPARE_MOST];
int main(int argc, char **argv)
{
  int mode = compare_switch(argc, argv, &list);
  if (mode < 0) return 2;
  b2World world(b2Vec2(0.0f, -10.0f));
  world.SetAllowSleeping(mode == compare_asleep);
  world.SetContinuousPhysics(false);
  for (int i = 0; i < list.count; i++) {
    const compare_box *b = &list.box[i];
    @<Compare: make a Box2D body of box |b|@>@;
  }
  b2Profile sum = {};
  double points = 0.0;
  @<Compare: step Box2D's world, timing each step@>@;
  @<Compare: report Box2D's run@>@;
  return 0;
}

@ Each step is timed alone, with the counts of passes the book's plan
gives Box2D, its usual 8 velocity and 3 position iterations, and its
profile and points are added up; in a run of chapter~14 its sleepers
are counted too, the moving bodies that Box2D does not call awake.

@<Compare: step Box2D's world, timing each step@>=
for (int k = 0; k < list.steps; k++) {
  double start = compare_now_ms();
  world.Step(1.0f / 60.0f, 8, 3);
  ms[k] = compare_now_ms() - start;
  @<Compare: add Box2D's profile of the step to |sum|, and its points@>@;
  if (mode != compare_chapter10) {
    int asleep = 0;
    for (int i = 0; i < list.count; i++) asleep += !list.box[i].fixed && !body[i]->IsAwake();
    compare_tally(&list, k + 1, asleep);
  }
}

@ The report: the line of the window in a run of chapter~14, the boxes'
centres, the touching contacts and the rest a
contact, the friction of those contacts, the build, the mean
profile of a step, and the version, Debian's package's where the build
knew it (2.4.1's |b2_version| still says 2.4.0).

@<Compare: report Box2D's run@>=
for (int i = 0; i < list.count; i++)
  x[i] = body[i]->GetPosition().x, y[i] = body[i]->GetPosition().y;
if (mode != compare_chapter10) compare_sleep_report("box2d", argv[1], &list, mode, ms);
int touching = 0;
for (const b2Contact *c = world.GetContactList(); c; c = c->GetNext())
  touching += c->IsTouching();
compare_report("box2d", argv[1], &list, ms, x, y, touching,
  (double) b2_linearSlop - 2.0 * (double) b2_polygonRadius);
double least = INFINITY, most = -INFINITY;
for (b2Contact *c = world.GetContactList(); c; c = c->GetNext())
  if (c->IsTouching())
    least = fmin(least, (double) c->GetFriction()), most = fmax(most, (double) c->GetFriction());
compare_friction("box2d", argv[1], (double) 0.6f, least, most, "geometric");
printf("build box2d %s\n", COMPARE_BOX2D_BUILD);
@<Compare: print Box2D's mean profile of a step@>@;
#ifdef BOX2D_PACKAGE
printf("version box2d %s\n", BOX2D_PACKAGE);
#else
printf("version box2d %d.%d.%d\n", b2_version.major, b2_version.minor, b2_version.revision);
#endif

@ Box2D keeps a profile of its last step, |b2Profile|, in milliseconds:
the narrow phase (|collide|, which updates the contacts it already has),
the broad phase (|broadphase|, moving its tree's boxes and finding new
pairs), and in its solver the start (|solveInit|: gravity into the
velocities, the contacts prepared and warm started), the velocity
passes (|solveVelocity|) and the position passes with the move
(|solvePosition|). The driver sums them over the run, and the points of
the touching contacts the step left, which the next step's passes visit.

@<Compare: add Box2D's profile of the step to |sum|, and its points@>=
{
  const b2Profile &p = world.GetProfile();
  sum.step += p.step, sum.collide += p.collide, sum.broadphase += p.broadphase;
  sum.solveInit += p.solveInit, sum.solveVelocity += p.solveVelocity;
  sum.solvePosition += p.solvePosition;
  for (b2Contact *c = world.GetContactList(); c; c = c->GetNext())
    if (c->IsTouching()) points += c->GetManifold()->pointCount;
}

@ The same line as this engine's drivers print, Box2D's parts put in this
engine's columns: the search is the narrow and the broad phase, the
preparation is |solveInit|, the split passes' column holds the position
passes (at most three: Box2D stops them early once no overlap is more
than three times its slop, so a count of passes is not printed), and the
rest is the step less those.

@<Compare: print Box2D's mean profile of a step@>=
{
  double n = list.steps, search = (sum.collide + sum.broadphase) / n;
  double parts = search + (sum.solveInit + sum.solveVelocity + sum.solvePosition) / n;
  printf("phases box2d %s velocity_passes=8 split_passes=0 "@|
    "points=%.1f search=%.5f broad=%.5f prepare=%.5f "@|
    "velocity=%.5f split=%.5f rest=%.5f step=%.5f\n", argv[1],
    points / n, search, sum.broadphase / n, sum.solveInit / n, sum.solveVelocity / n,
    sum.solvePosition / n, sum.step / n - parts, sum.step / n);
}

@ @<Compare: make a Box2D body of box |b|@>=
b2BodyDef def;
def.type = b->fixed ? b2_staticBody : b2_dynamicBody;
def.position.Set((float) b->x, (float) b->y);
def.angle = (float) b->angle;
body[i] = world.CreateBody(&def);
b2PolygonShape shape;
shape.SetAsBox((float) b->hw, (float) b->hh);
b2FixtureDef fixture;
fixture.shape = &shape;
fixture.density = (float) b->density;
fixture.friction = 0.6f;
fixture.restitution = 0.0f;
body[i]->CreateFixture(&fixture);

@ Chipmunk2D~7. Static boxes are shapes on the space's static body, their
corners given in world coordinates; a moving box is a body with the mass
and moment of a box, and a box shape. The space keeps its default index,
a tree of bounding boxes (Chipmunk's spatial hash, nearer this chapter's
grid, must be asked for); its {\it collision slop}, the overlap it
leaves alone, is set to 5\thinspace mm, this engine's and Box2D's, for
its default of 0.1 was chosen for lengths in pixels and would be
10\thinspace cm here; it is also its rest a contact. Chipmunk mixes two
shapes' friction by their product, $\mu_A\mu_B$, not by a mean: 0.6 on
each shape would give 0.36, so each shape gets $\sqrt{0.6}$, whose
product is 0.6. The driver reads the mixed values back from the
arbiters, Chipmunk's contacts, which keep them. Debian's build of
Chipmunk has its debug checks compiled in (it prints a banner saying so
when a space is made, and \.{compare10} reads the banner), which costs
it some speed, and Debian has no other build of it. Given Chipmunk's
source, Debian's source package unpacked (\.{apt-get source chipmunk},
where the system lists Debian's sources), as
\.{-DCHIPMUNK\_SOURCE\_DIR=}{\it dir\/} to CMake, the build compiles it
itself with Debian's flags and \.{-DNDEBUG} and links this driver with
that; the table is of whichever build the driver ran, and says which.
@^Chipmunk2D, debug build of@>
@^friction, mixing@>

@(compare_chipmunk.c@>=
#include <chipmunk/chipmunk.h>
#include <time.h>
#include "compare_scenes.h"
#include "compare_build.h"
static compare_list list;
static double ms[COMPARE_MOST_STEPS], x[COMPARE_MOST], y[COMPARE_MOST];
static cpBody *body[COMPARE_MOST];
@<Compare: Chipmunk's reader of the mixed friction@>@;
int main(int argc, char **argv)
{
  int mode = compare_switch(argc, argv, &list);
  if (mode < 0) return 2;
  @<Compare: make Chipmunk's space of |list|@>@;
  for (int k = 0; k < list.steps; k++) {
    double start = compare_now_ms();
    cpSpaceStep(space, 1.0 / 60.0);
    ms[k] = compare_now_ms() - start;
    if (mode != compare_chapter10) {
      @<Compare: count Chipmunk's sleepers as |asleep|@>@;
      compare_tally(&list, k + 1, asleep);
    }
  }
  @<Compare: report Chipmunk's run@>@;
  return 0;
}

@ A moving box of Chipmunk is a body of its own (a static one is a
shape on the space's static body), which says whether it sleeps.

@<Compare: count Chipmunk's sleepers as |asleep|@>=
int asleep = 0;
for (int i = 0; i < list.count; i++) asleep += !list.box[i].fixed && cpBodyIsSleeping(body[i]);

@ Chipmunk hands each arbiter of a body to a function, which keeps the
least and the most of the mixed friction it holds.

@<Compare: Chipmunk's reader of the mixed friction@>=
static double least = INFINITY, most = -INFINITY; /* the arbiters' mixed friction */
static void mixed_friction(cpBody *b, cpArbiter *arbiter, void *data)
{
  (void) b, (void) data;
  least = fmin(least, cpArbiterGetFriction(arbiter));
  most = fmax(most, cpArbiterGetFriction(arbiter));
}

@ The space: the gravity, ten passes, the collision slop of 5\thinspace
mm, and a body (or a static shape) for every box.

@<Compare: make Chipmunk's space of |list|@>=
cpSpace *space = cpSpaceNew();
cpSpaceSetGravity(space, cpv(0, -10));
cpSpaceSetIterations(space, 10);
cpSpaceSetCollisionSlop(space, 0.005);
@<Compare: turn Chipmunk's sleeping on if |mode| asks@>@;
for (int i = 0; i < list.count; i++) {
  const compare_box *b = &list.box[i];
  @<Compare: make a Chipmunk body of box |b|@>@;
}

@ Chipmunk sleeps when the space is given a time to sleep, its {\it
sleep time threshold\/} (infinite by default, which is off): half a
second, as in this engine and Box2D. A body counts as idle when $m\vert
\vec v\vert^2+I\omega^2\le m\,v_i^2$, with $v_i$ the space's {\it idle
speed threshold\/}, whose default of 0 asks Chipmunk to take the speed
that gravity gives in one step, $\vert\vec g\vert h$, here
17\thinspace cm/s; the driver sets it to 1\thinspace cm/s, this engine's
$v_s$ and Box2D's linear tolerance.

@<Compare: turn Chipmunk's sleeping on if |mode| asks@>=
if (mode == compare_asleep) {
  cpSpaceSetSleepTimeThreshold(space, 0.5);
  cpSpaceSetIdleSpeedThreshold(space, 0.01);
}

@ The report: the line of the window in a run of chapter~14, the boxes'
centres, no count of contacts ($-1$), the
collision slop as the rest a contact, the friction the arbiters hold,
read by walking each moving body's arbiters, the build and the version.

@<Compare: report Chipmunk's run@>=
for (int i = 0; i < list.count; i++)
  x[i] = cpBodyGetPosition(body[i]).x, y[i] = cpBodyGetPosition(body[i]).y;
if (mode != compare_chapter10) compare_sleep_report("chipmunk", argv[1], &list, mode, ms);
compare_report("chipmunk", argv[1], &list, ms, x, y, -1, cpSpaceGetCollisionSlop(space));
for (int i = 0; i < list.count; i++)
  if (!list.box[i].fixed) cpBodyEachArbiter(body[i], mixed_friction, NULL);
compare_friction("chipmunk", argv[1], sqrt(0.6), least, most, "product");
printf("build chipmunk %s\n", COMPARE_CHIPMUNK_BUILD);
printf("version chipmunk %s\n", cpVersionString);

@ @<Compare: make a Chipmunk body of box |b|@>=
cpShape *shape;
if (b->fixed) {
  cpVect corner[4] = {cpv(b->x - b->hw, b->y - b->hh), cpv(b->x + b->hw, b->y - b->hh),
    cpv(b->x + b->hw, b->y + b->hh), cpv(b->x - b->hw, b->y + b->hh)};
  body[i] = cpSpaceGetStaticBody(space);
  shape = cpPolyShapeNewRaw(body[i], 4, corner, 0.0);
} else {
  double m = b->density * 4.0 * b->hw * b->hh;
  body[i] = cpSpaceAddBody(space, cpBodyNew(m, cpMomentForBox(m, 2.0 * b->hw, 2.0 * b->hh)));
  cpBodySetPosition(body[i], cpv(b->x, b->y));
  cpBodySetAngle(body[i], b->angle);
  shape = cpBoxShapeNew(body[i], 2.0 * b->hw, 2.0 * b->hh, 0.0);
}
cpShapeSetFriction(shape, sqrt(0.6)); /* the product of two is 0.6 */
cpShapeSetElasticity(shape, 0.0);
cpSpaceAddShape(space, shape);

@ The table. \.{compare10} is given the drivers that were built and the
files for the table and its text; it runs every scene through every
driver, one at a time (one thread, the others idle), five times over,
interleaved (each round runs every scene through every driver before the
next begins), so that a slow minute of a shared machine falls on all the
engines alike. It prints each run's line, and writes the table, headed by
the machine: the number of processors the system reports, the model
named in \.{/proc/cpuinfo} and the system named in \.{/etc/os-release}.
A driver that fails or prints no line in any round leaves its cells
empty, and the table says so. Each driver's line is followed by lines of
its own: its friction, its build, its profile and its version; and
Chipmunk's library, built with its debug checks, prints a banner first.

@(compare10.c@>=
#include "testing.h"
#include <time.h>
#include <unistd.h>
@<Compare: run one driver on one scene@>@;
@<Compare: name the machine@>@;
@<Compare: numbers as printed@>@;
@<Compare: the table of chapter~14@>@;
@<Compare: the main program@>@;

@ A row of the comparison holds what a driver's lines said of one run:
the main line's numbers, the friction, the build, the phases of a step
and the version, each with whether the driver printed it, and in a run
of chapter~14 the line of its window.

@<Compare: run one driver on one scene@>=
enum { phase_points, phase_search, phase_broad, phase_prepare, phase_velocity, phase_split,
  phase_rest, phase_step, phase_count };
typedef struct {
  char engine[16], scene[24], stands[8];
  int bodies, outside, contacts;
  double median, mean, sink, drift;
  double rest, own; /* the rest a contact, and the sink from the engine's own rest */
  bool frictioned; /* did the driver print its friction line */
  double shape_friction, least_friction, most_friction; /* a shape's, and the contacts' */
  char rule[16]; /* how the engine mixes two shapes' friction */
  char build[400]; /* the compiler and flags, as the driver says them */
  bool debug; /* did the engine say it was built with its debug checks (Chipmunk) */
  double spread; /* the spread of the rounds' medians, leaving out the extremes */
  bool ok;
  bool profiled; /* did the driver print its step's phases (this engine's and Box2D's) */
  char version[24]; /* the engine's version, where the driver says it */
  int velocity_passes, split_passes;
  double phase[phase_count]; /* the means a step: points, then milliseconds */
  bool windowed; /* did the driver print the line of a run of chapter~14 */
  char sleep[4]; /* the engine's sleeping in that run, \.{on} or \.{off} */
  int window_from, window_to; /* the steps of the window */
  double window_median; /* its median step, in milliseconds */
  int asleep, moving, asleep_from; /* the sleepers at the end, and since when all slept */
} compare_row;

@ One run: the driver's lines, read through a pipe, parsed into a row. A
driver that exits with a failure leaves the row not |ok|. The switch of
chapter~14, \.{awake} or \.{sleep}, follows the scene's name; chapter~10's
runs give none (an empty string).

@<Compare: run one driver on one scene@>+=
static compare_row run_driver(const char *program, const char *scene_name, const char *mode)
{
  compare_row r;
  memset(&r, 0, sizeof r);
  char command[2048], text[512], who[16], where[24];
  snprintf(command, sizeof command, "'%s' %s %s 2>/dev/null", program, scene_name, mode);
  FILE *p = popen(command, "r");
  if (!p) return r;
  while (fgets(text, sizeof text, p))
    @<Compare: read the line |text| of a driver into |r|@>@;
  if (pclose(p) != 0) r.ok = false;
  return r;
}

@ Each kind of line begins with its word, except the main line, which
begins with the engine's name, and Chipmunk's banner, known by what it
says; a line that does not parse leaves its part of the row unset, and
the row is not |ok| without its main line.

@<Compare: read the line |text| of a driver into |r|@>=
if (strncmp(text, "version ", 8) == 0) sscanf(text, "version %*s %23s", r.version);
else if (strstr(text, "(Debug Enabled)")) r.debug = true;
else if (strncmp(text, "build ", 6) == 0 && sscanf(text, "build %15s", who) == 1) {
  snprintf(r.build, sizeof r.build, "%s", text + 7 + strlen(who));
  r.build[strcspn(r.build, "\n")] = '\0';
} else if (strncmp(text, "friction ", 9) == 0)
  r.frictioned = sscanf(text, "friction %15s %23s shape=%lf least=%lf most=%lf rule=%15s",
    who, where, &r.shape_friction, &r.least_friction, &r.most_friction, r.rule) == 6;
else if (strncmp(text, "sleeping ", 9) == 0)
  r.windowed = sscanf(text, "sleeping %15s %23s sleep=%3s window=%d-%d window_median=%lf "@|
    "asleep=%d moving=%d asleep_from=%d", who, where, r.sleep, &r.window_from, &r.window_to,
    &r.window_median, &r.asleep, &r.moving, &r.asleep_from) == 9;
else if (strncmp(text, "phases ", 7) == 0) {
  double *f = r.phase;
  r.profiled = sscanf(text, "phases %15s %23s velocity_passes=%d split_passes=%d "@|
    "points=%lf search=%lf broad=%lf prepare=%lf "@|
    "velocity=%lf split=%lf rest=%lf step=%lf",
    who, where, &r.velocity_passes, &r.split_passes, &f[phase_points],
    &f[phase_search], &f[phase_broad], &f[phase_prepare], &f[phase_velocity],
    &f[phase_split], &f[phase_rest], &f[phase_step]) == 12;
} else if (sscanf(text, "%15s %23s bodies=%d median=%lf mean=%lf "@|
    "sink=%lf rest=%lf own=%lf drift=%lf "@|
    "outside=%d stands=%7s contacts=%d", r.engine, r.scene, &r.bodies,
    &r.median, &r.mean, &r.sink, &r.rest, &r.own, &r.drift, &r.outside, r.stands,
    &r.contacts) == 12) r.ok = true;

@ The machine is named by the model of its processor in \.{/proc/cpuinfo}
and its system by \.{/etc/os-release}; what they say, and the drivers'
builds, are written for \TeX\ with its special characters escaped.

@<Compare: name the machine@>=
static void tex_escape(char *out, size_t size, const char *in)
{
  size_t n = 0;
  for (; *in && n + 12 < size; in++)
    if (strchr("#$%&_{}", *in)) out[n++] = '\\', out[n++] = *in;
    else if (strchr("\\^~", *in)) n += (size_t) snprintf(out + n, size - n, "{\\char%d}", *in);
    else out[n++] = *in;
  out[n] = '\0';
}

@ The model of the processor is the first line of \.{/proc/cpuinfo} that
names one; a system that has no such file, or whose file names no model,
has an unknown processor.

@<Compare: name the machine@>+=
static void machine_name(char *name, size_t size)
{
  snprintf(name, size, "an unknown processor");
  FILE *f = fopen("/proc/cpuinfo", "r");
  char text[512];
  while (f && fgets(text, sizeof text, f))
    if (strncmp(text, "model name", 10) == 0 && strchr(text, ':')) {
      char *v = strchr(text, ':') + 1;
      v += *v == ' ';
      v[strcspn(v, "\n")] = '\0';
      tex_escape(name, size, v);
      break;
    }
  if (f) fclose(f);
}

@ The system is the pretty name of \.{/etc/os-release}, its quotes taken
off.

@<Compare: name the machine@>+=
static void system_name(char *name, size_t size) /* from \.{/etc/os-release} */
{
  snprintf(name, size, "an unknown system");
  FILE *f = fopen("/etc/os-release", "r");
  char text[256];
  while (f && fgets(text, sizeof text, f))
    if (strncmp(text, "PRETTY_NAME=", 12) == 0) {
      char *v = text + 12 + (text[12] == '"');
      v[strcspn(v, "\"\n")] = '\0';
      tex_escape(name, size, v);
      break;
    }
  if (f) fclose(f);
}

@ Every time is printed with three significant figures, by the testing
library's |bench_figures|, and every ratio
the text gives is computed from the times {\it as printed}, so that a
reader who divides two numbers of the table finds the ratio of the text.
A ratio is printed as a factor of at least one, with one decimal.

@<Compare: numbers as printed@>=
static const char *ms_text(char text[32], double v)
{
  return bench_figures(text, v);
}

static double as_printed(double v)
{
  char text[32];
  return strtod(ms_text(text, v), NULL);
}

static double ratio_printed(double a, double b) /* $a/b$ of the printed values */
{
  double q = as_printed(b);
  return q > 0.0 ? as_printed(a) / q : 0.0;
}

static double mm(double metres) /* a length as the tables and sentences print it */
{
  return round(1000.0 * metres);
}

@ An engine is named by its driver's word (\.{ours}, \.{ours3},
\.{ours8}, \.{box2d}, \.{chipmunk}); a row of a table and a sentence name
it as a reader would.

@<Compare: numbers as printed@>+=
static const char *engine_label(const char *engine) /* the name a row of a table gives */
{
  return strcmp(engine, "ours3") == 0 ? "ours, 3 split" : strcmp(engine, "ours8") == 0
    ? "ours, 8 and 3" : engine;
}

static const char *engine_words(const char *engine) /* the name a sentence gives */
{
  return strcmp(engine, "ours") == 0 ? "ours" : strcmp(engine, "ours3") == 0
    ? "ours with 3 split passes" : strcmp(engine, "ours8") == 0 ? "ours with 8 and 3 passes"
    : strcmp(engine, "box2d") == 0 ? "Box2D" : strcmp(engine, "chipmunk") == 0 ? "Chipmunk"
    : engine;
}

@ The main program: \.{compare10 TABLE.tex TEXT.tex PHASES.tex DRIVER...},
the drivers in the order of the table's rows within each scene, this
engine's first. It runs them all, five rounds, then keeps for each
scene and driver the median of the five medians (and of the five
means), and their spread: the second largest over the second smallest,
so that one round slowed by the machine's other work does not make every
difference look like noise; the sink, the drift and the boxes
out do not change from one run to the next (each engine is
deterministic), and are those of the first round. The phases of a
profile are all taken from one round, the one whose mean step is the
middle of the five, so that they add up to that step. Then it writes the
tables and the sentences that read them.

@<Compare: the main program@>=
enum { compare_rounds = 5 };
static const char *scenes[5] = {"stack10", "pyramid20", "large_pyramid", "rain4000",
  "rain1000"};
static compare_row runs[compare_rounds][5][8], rows[5][8];
static bool fair = true; /* every run's friction and standing as the text says */
static int by_value(const void *p, const void *q)
{
  double a = *(const double *) p, b = *(const double *) q;
  return (a > b) - (a < b);
}

@ The program runs the rounds, keeps the middle of them, and writes the
tables and the sentences; it fails, and with it the build of the book,
when a file cannot be written or a run broke what the text says of it.
Given \.{sleep} first, it writes chapter~14's table instead.

@<Compare: the main program@>+=
int main(int argc, char **argv)
{
  if (argc > 1 && strcmp(argv[1], "sleep") == 0) return compare_sleeping(argc - 1, argv + 1);
  if (argc < 5 || argc > 4 + 8) {
    fprintf(stderr, "usage: compare10 TABLE.tex TEXT.tex PHASES.tex DRIVER... (at most 8)\n");
    return 2;
  }
  int drivers = argc - 4;
  char **driver = argv + 4;
  @<Compare: run every driver on every scene, round after round@>@;
  @<Compare: keep the middle of the rounds in |rows|@>@;
  FILE *table = bench_open(argv[1]), *text = bench_open(argv[2]), *phases = bench_open(argv[3]);
  if (!table || !text || !phases) return bench_close(false), 1;
  @<Compare: write the table@>@;
  @<Compare: the table of the phases@>@;
  @<Compare: write the sentences that read the table@>@;
  return bench_close(fair) ? 0 : 1;
}

@ A round runs every scene through every driver before the next round
begins; each run is printed as it ends, and checked.

@<Compare: run every driver on every scene, round after round@>=
for (int round = 0; round < compare_rounds; round++)
  for (int s = 0; s < 5; s++)
    for (int k = 0; k < drivers; k++) {
      runs[round][s][k] = run_driver(driver[k], scenes[s], "");
      @<Compare: print run |runs[round][s][k]|@>@;
      @<Compare: check the friction and the standing of run |runs[round][s][k]|@>@;
    }

@ The text says that every contact of every engine had a friction of
0.6, and that one rule decided whether a scene stands. Both are checked
here on every run, and a run that breaks either fails \.{compare10}, and
with it the book's build: the mixed friction must be 0.6 to a
millionth (Box2D's, in floats, is $0.6$ to about $2\cdot10^{-8}$),
and the driver's word {\it stands\/} must be the rule applied to the
numbers it printed.

@<Compare: check the friction and the standing of run |runs[round][s][k]|@>=
{
  const compare_row *r = &runs[round][s][k];
  if (r->ok) {
    bool rain = strncmp(scenes[s], "rain", 4) == 0;
    bool stands = rain ? r->outside == 0 : r->own < 1.0 && fabs(r->drift) < 2.0;
    if (!r->frictioned || !(fabs(r->least_friction - 0.6) <= 1e-6)
        || !(fabs(r->most_friction - 0.6) <= 1e-6)) {
      fprintf(stderr, "%s %s: the mixed friction is not 0.6 at every contact\n", driver[k],
        scenes[s]);
      fair = false;
    }
    if (stands != (strcmp(r->stands, "yes") == 0)) {
      fprintf(stderr, "%s %s: stands=%s breaks the rule of the caption\n", driver[k],
        scenes[s], r->stands);
      fair = false;
    }
  }
}

@ @<Compare: print run |runs[round][s][k]|@>=
{
  const compare_row *r = &runs[round][s][k];
  if (!r->ok) printf("%s %s: the driver failed\n", driver[k], scenes[s]);
  else printf("round %d  %-9s %-14s %5d bodies  median %8.3f ms  mean "@|
    "%8.3f ms  sink %8.4f m  own %8.4f m  drift %8.4f m  "@|
    "outside %d  stands %s  contacts %d  friction %.6f\n",
    round + 1, r->engine, r->scene, r->bodies, r->median, r->mean, r->sink, r->own, r->drift,
    r->outside, r->stands, r->contacts, r->least_friction);
  fflush(stdout);
}

@ @<Compare: keep the middle of the rounds in |rows|@>=
for (int s = 0; s < 5; s++)
  for (int k = 0; k < drivers; k++) {
    compare_row *r = &rows[s][k];
    double median[compare_rounds], mean[compare_rounds], phase[compare_rounds];
    *r = runs[0][s][k];
    for (int round = 0; round < compare_rounds; round++) {
      r->ok = r->ok && runs[round][s][k].ok;
      r->profiled = r->profiled && runs[round][s][k].profiled;
      median[round] = runs[round][s][k].median, mean[round] = runs[round][s][k].mean;
    }
    if (!r->ok) continue;
    qsort(median, compare_rounds, sizeof(double), by_value);
    qsort(mean, compare_rounds, sizeof(double), by_value);
    r->median = median[compare_rounds / 2], r->mean = mean[compare_rounds / 2];
    r->spread = median[1] > 0.0 ? median[compare_rounds - 2] / median[1] : 1.0;
    @<Compare: take the phases of |r| from the round of the middle step@>@;
  }

@ The phases come from one round, the one whose mean step is the median
of the five, so that they add up to that step.

@<Compare: take the phases of |r| from the round of the middle step@>=
if (r->profiled) {
  for (int round = 0; round < compare_rounds; round++)
    phase[round] = runs[round][s][k].phase[phase_step];
  qsort(phase, compare_rounds, sizeof(double), by_value);
  for (int round = 0; round < compare_rounds; round++)
    if (runs[round][s][k].phase[phase_step] == phase[compare_rounds / 2]) {
      memcpy(r->phase, runs[round][s][k].phase, sizeof r->phase);
      break;
    }
}

@ The table has a row for each scene and driver, the scenes in the order
of |scenes| and the drivers in the order they were given; the text
names the machine it was measured on.

@<Compare: write the table@>=
{
  @<Compare: say in the text which machine measured@>@;
  fprintf(table, "\\begintable{llrrrrrrrl}\n"@|
    "&&&&&below&below&&&in\\cr\n"@|
    "scene&engine&bodies&median&mean&"@|
    "rest&own rest&shift&out&place\\cr\n"@|
    "&&&ms&ms&m&m&m&&"@|
    "\\cr\\noalign{\\smallskip\\hrule\\smallskip}\n");
  for (int s = 0; s < 5; s++)
    for (int k = 0; k < drivers; k++) {
      @<Compare: write the row of |rows[s][k]|@>@;
    }
  fprintf(table, "\\endtable\n");
}

@ The text names the machine that measured: its processors, their model
and its system.

@<Compare: say in the text which machine measured@>=
char cpu[256];
machine_name(cpu, sizeof cpu);
char system[128];
system_name(system, sizeof system);
fprintf(text, "\\def\\comparemachine{%ld processors (%s) under %s}\n",
  sysconf(_SC_NPROCESSORS_ONLN), cpu, system);

@ A row: the scene's name, on its first row only, written in \TeX's
typewriter type with its underscore escaped; the engine, its bodies, its
median and mean step, the three lengths in metres (to the millimetre, as
|mm| rounds them), its boxes out and its word on standing. A failed
driver's row says so. The sink and the drift of a rain are left blank:
its last box is not the top of anything, and they would measure only its
fall.

@<Compare: write the row of |rows[s][k]|@>=
const compare_row *r = &rows[s][k];
char name[40] = "", t1[32], t2[32], cells[64];
if (k == 0) snprintf(name, sizeof name, "\\.{%s}", s == 2 ? "large\\_pyramid"
  : scenes[s]);
if (s >= 3) snprintf(cells, sizeof cells, "---&---&---");
else snprintf(cells, sizeof cells, "%.3f&%.3f&%.3f", mm(r->sink) / 1000.0,
  mm(r->own) / 1000.0, mm(r->drift) / 1000.0);
if (!r->ok) fprintf(table, "%s&%s&\\multispan8 the driver failed\\hfil\\cr\n", name,
  driver[k]);
else fprintf(table, "%s&%s&%d&%s&%s&%s&%d&%s\\cr\n", name,
  engine_label(r->engine), r->bodies,
  ms_text(t1, r->median), ms_text(t2, r->mean), cells, r->outside, r->stands);

@ The sentences, each a macro that the chapter places: one per scene,
this engine's median against each other engine's; the cost of
\.{rain4000} against \.{rain1000} for each engine; the targets of the
book's plan, each met or not; the contacts of the two rains; and the
measured values of the tests' scenes for the table of the tests. With
only this engine built, they say that the comparison was not run.

@<Compare: write the sentences that read the table@>=
{
  int box2d = -1, chipmunk = -1;
  for (int k = 1; k < drivers; k++) {
    if (rows[2][k].ok && strcmp(rows[2][k].engine, "box2d") == 0) box2d = k;
    if (rows[2][k].ok && strcmp(rows[2][k].engine, "chipmunk") == 0) chipmunk = k;
  }
  fprintf(text, "\\def\\comparetext{");
  if (box2d < 0 && chipmunk < 0)
    fprintf(text, "Neither Box2D nor Chipmunk was installed when "@|
      "this book was built, so the comparison was not "@|
      "run; the table has this engine's rows alone. ");
  fprintf(text, "}\n\\def\\comparespeedrows{");
  for (int s = 0; s < 5; s++) @<Compare: the row of scene |s| in the table of speed@>@;
  fprintf(text, "}\n");
  @<Compare: the ratios of the rains@>@;
  @<Compare: the targets of the plan@>@;
  @<Compare: the contacts of the rains, and the values of the tests@>@;
  @<Compare: the sentence on 3 split passes@>@;
  @<Compare: the sinks against each engine's rest@>@;
  @<Compare: the friction of the engines@>@;
  @<Compare: the builds of the engines@>@;
  @<Compare: the sentences on the phases@>@;
  @<Compare: the sentence on 8 and 3 passes@>@;
  @<Compare: the cost of a reading of the clock@>@;
}

@ A difference is read as noise when it is smaller than the spread of
either engine's medians, or than a tenth, whichever is larger. The row
of a scene gives this engine's median step, and for Box2D and Chipmunk
their median, this engine's over theirs, and the word the rule gives:
slower, faster, or level (not told apart by these runs).

@<Compare: the row of scene |s| in the table of speed@>=
{
  const compare_row *o = &rows[s][0];
  if (!o->ok) continue;
  char t[32];
  fprintf(text, "\\.{%s}&%s", s == 2 ? "large\\_pyramid" : scenes[s], ms_text(t, o->median));
  for (int e = 0; e < 2; e++) {
    int k = e == 0 ? box2d : chipmunk;
    if (k < 0 || !rows[s][k].ok) {
      fprintf(text, "&---&&");
      continue;
    }
    const compare_row *b = &rows[s][k];
    double r = ratio_printed(o->median, b->median);
    double noise = fmax(1.1, fmax(o->spread, b->spread));
    fprintf(text, "&%s&%.2f&%s", ms_text(t, b->median), r, r > noise ? "slower"
      : r > 0.0 && 1.0 / r > noise ? "faster" : "level");
  }
  fprintf(text, "\\cr\n");
}

@ @<Compare: the ratios of the rains@>=
fprintf(text, "\\def\\comparerains{");
for (int k = 0, said = 0; k < drivers; k++)
  if (rows[3][k].ok && rows[4][k].ok) {
    const char *who = strcmp(rows[3][k].engine, "ours") == 0 ? "this engine's"
      : strcmp(rows[3][k].engine, "ours3") == 0 ? "with 3 split passes"
      : strcmp(rows[3][k].engine, "ours8") == 0 ? "with 8 and 3 passes"
      : strcmp(rows[3][k].engine, "box2d") == 0 ? "Box2D's" : "Chipmunk's";
    fprintf(text, "%s%s %.1f", said++ ? ", " : "", who,
      ratio_printed(rows[3][k].median, rows[4][k].median));
  }
fprintf(text, "}\n");

@ The rows of \.{ours3}: for the two large scenes its median against
Box2D's, with the same rule for noise, and the scenes that do not stand
with 3 split passes, if any.

@<Compare: the sentence on 3 split passes@>=
{
  int three = -1;
  for (int k = 1; k < drivers; k++)
    if (rows[2][k].ok && strcmp(rows[2][k].engine, "ours3") == 0) three = k;
  fprintf(text, "\\def\\comparesplit{");
  if (three < 0) fprintf(text, "(the rows with 3 split passes were not run)");
  else {
    for (int s = 2; s <= 3; s++) {
      @<Compare: say what 3 split passes cost on scene |s|@>@;
    }
    @<Compare: name the scenes that do not stand with 3 split passes@>@;
  }
  fprintf(text, "}\n");
}

@ On each of the two large scenes: how the median step with 3 split
passes compares with Box2D's, by the rule for noise of the sentences on
the scenes. The times themselves are in the table's rows {\it ours, 3
split}; the sentence gives only the relation, which the table cannot.

@<Compare: say what 3 split passes cost on scene |s|@>=
const compare_row *o = &rows[s][three];
fprintf(text, "%s\\.{%s}", s == 2 ? "with 3 split passes a step of " : ", one of ",
  s == 2 ? "large\\_pyramid" : "rain4000");
if (box2d >= 0 && rows[s][box2d].ok) {
  double r = ratio_printed(o->median, rows[s][box2d].median);
  double noise = fmax(1.1, fmax(o->spread, rows[s][box2d].spread));
  fprintf(text, " %s", r > noise ? "is slower than Box2D's"
    : 1.0 / r > noise ? "is faster than Box2D's" : "is not told apart by these runs from Box2D's");
} else fprintf(text, " was not compared with Box2D's");

@ The sentence ends with the scenes that do not stand with 3 split
passes, or with the word that every scene stands.

@<Compare: name the scenes that do not stand with 3 split passes@>=
int fell = 0;
for (int s = 0; s < 5; s++)
  if (!rows[s][three].ok || strcmp(rows[s][three].stands, "yes") != 0) {
    fprintf(text, "%s\\.{%s}", fell++ ? ", " : "; but with them ",
      s == 2 ? "large\\_pyramid" : scenes[s]);
  }
fprintf(text, fell ? " did not stand." : "; and every scene stands.");

@ The targets that the plan of the book set: \.{stack10}, \.{pyramid20}
and \.{large\_pyramid} stand; \.{rain4000} keeps every box in; a step of
\.{large\_pyramid} and of \.{rain4000} costs no more than Box2D's on the
same machine; and \.{rain4000} costs less than five times \.{rain1000}.
A time within the noise of Box2D's counts as met, and the sentence says so.

@<Compare: the targets of the plan@>=
{
  fprintf(text, "\\def\\comparetargets{");
  for (int s = 0; s < 3; s++)
    fprintf(text, "\\.{%s} stands&%s\\cr\n", s == 2 ? "large\\_pyramid" : scenes[s],
      !rows[s][0].ok ? "not run" : strcmp(rows[s][0].stands, "yes") == 0 ? "stands&met"
      : "falls&{\\it not met}");
  fprintf(text, "\\.{rain4000} keeps every box in&%s\\cr\n", !rows[3][0].ok ? "not run"
    : rows[3][0].outside == 0 ? "every box in&met" : "loses boxes&{\\it not met}");
  @<Compare: the targets of a step no slower than Box2D's@>@;
  if (rows[3][0].ok && rows[4][0].ok) {
    double r = ratio_printed(rows[3][0].median, rows[4][0].median);
    fprintf(text, "\\.{rain4000} under five times \\.{rain1000}&%.1f times&%s\\cr\n", r,
      r < 5.0 ? "met" : "{\\it not met}");
  }
  fprintf(text, "}\n");
}

@ A step no slower than Box2D's is met when this engine's median, as
printed, is no more than Box2D's, and met within the noise when the
ratio is no more than the noise of the two (the rule of the table of
speed).

@<Compare: the targets of a step no slower than Box2D's@>=
for (int s = 2; s <= 3; s++) {
  fprintf(text, "a step of \\.{%s} no slower than Box2D's&", s == 2 ? "large\\_pyramid"
    : "rain4000");
  if (box2d < 0 || !rows[s][box2d].ok || !rows[s][0].ok) fprintf(text, "not measured&\\cr\n");
  else {
    double r = ratio_printed(rows[s][0].median, rows[s][box2d].median);
    double noise = fmax(1.1, fmax(rows[s][0].spread, rows[s][box2d].spread));
    fprintf(text, "%.2f times&%s\\cr\n", r, r <= 1.0 ? "met" : r <= noise
      ? "met within the noise" : "{\\it not met}");
  }
}

@ The contacts are this engine's at the end of each rain (the pairs that
touch), and the values of the tests' scenes are this engine's rows of
\.{stack10}, \.{pyramid20} and \.{rain4000}: the same scenes as the test
\.{stands} and \.{rain\_inside} load, measured the same way after the
same 600 steps.

@<Compare: the contacts of the rains, and the values of the tests@>=
{
  const compare_row *big = &rows[3][0], *small = &rows[4][0];
  if (big->ok && small->ok && big->contacts > 0 && small->contacts > 0) {
    double a = (double) big->contacts / (big->bodies - 3),
      b = (double) small->contacts / (small->bodies - 3);
    fprintf(text, "\\def\\comparecontacts{%d boxes lie "@|
      "in %d contacts, %.1f a box, and %d in "@|
      "%d, %.1f a box: %.1f times as many}\n", big->bodies - 3, big->contacts, a,
      small->bodies - 3, small->contacts, b, (double) big->contacts / small->contacts);
  } else fprintf(text, "\\def\\comparecontacts{(the rains were not run)}\n");
  fprintf(text, "\\def\\comparebodybytes{%zu}\n", sizeof(ph_body));
  for (int s = 0; s < 2; s++) {
    const compare_row *r = &rows[s][0];
    if (r->ok) fprintf(text, "\\def\\measured%s{below rest %.0f, drift %.0f\\thinspace mm}\n",
      s == 0 ? "stack" : "pyramid", mm(r->sink), fabs(mm(r->drift)));
    else fprintf(text, "\\def\\measured%s{not run}\n", s == 0 ? "stack" : "pyramid");
  }
  if (big->ok) fprintf(text, "\\def\\measuredrain{%d out}\n", big->outside);
  else fprintf(text, "\\def\\measuredrain{not run}\n");
}

@ The table of the phases has a row for each scene and each driver that
printed its profile (this engine's and Box2D's), with the mean
milliseconds of a step, the share of each phase in per cent (the broad
phase's share is part of the search's), the mean of contact points a
step, and what one point costs in one pass of each kind, in nanoseconds:
the passes' milliseconds over the points and the passes. Box2D's
position passes stop early, so their count, and their cost a point, are
not known, and the cell says so.

@<Compare: the table of the phases@>=
fprintf(phases, "\\begintable{llrrrrrrrrr}\n"@|
  "scene&engine&step&search&(broad)&prepare&"@|
  "velocity&split&rest&points&ns a point\\cr\n"@|
  "&&ms&\\%%&\\%%&\\%%&\\%%&\\%%&\\%%&&vel., "@|
  "split\\cr\\noalign{\\smallskip\\hrule\\smallskip}\n");
for (int s = 0; s < 5; s++)
  for (int k = 0, first = 1; k < drivers; k++) {
    const compare_row *r = &rows[s][k];
    if (!r->ok || !r->profiled) continue;
    char t[32], split[32] = "---";
    const double *f = r->phase;
    if (r->split_passes > 0) snprintf(split, sizeof split, "%.0f", ns_a_point(r, phase_split));
    fprintf(phases, "%s%s%s&%s&%s&%.0f&%.0f&%.0f&%.0f&%.0f&%.0f&%.0f&%.0f, %s\\cr\n",
      first ? "\\.{" : "", !first ? "" : s == 2 ? "large\\_pyramid" : scenes[s],
      first ? "}" : "", engine_label(r->engine), ms_text(t, f[phase_step]),
      share(r, phase_search), share(r, phase_broad), share(r, phase_prepare),
      share(r, phase_velocity), share(r, phase_split), share(r, phase_rest), f[phase_points],
      ns_a_point(r, phase_velocity), split);
    first = 0;
  }
fprintf(phases, "\\endtable\n");

@ @<Compare: numbers as printed@>+=
static double ns_a_point(const compare_row *r, int phase)
{
  double visits = r->phase[phase_points] * (phase == phase_velocity ? r->velocity_passes
    : r->split_passes);
  return visits > 0.0 ? 1e6 * r->phase[phase] / visits : 0.0;
}

static double share(const compare_row *r, int phase) /* per cent of the step */
{
  return r->phase[phase_step] > 0.0 ? 100.0 * r->phase[phase] / r->phase[phase_step] : 0.0;
}

@ Each engine's rest: a top box that rests on $c$ contacts (10, 20 and 100
in the three piles) sits $c$ times its engine's rest a contact low, as the
drivers printed it. The table's column {\it below own rest\/} gives how far
each engine's top box ended below its own rest; the sentence names the engine nearest it on the
tallest pile.

@<Compare: the sinks against each engine's rest@>=
{
  fprintf(text, "\\def\\comparerest{");
  @<Compare: the engine nearest its own rest on the tallest pile@>@;
  fprintf(text, "}\n");
}

@ Of the three engines at their defaults (this engine's other rows left
out), the one whose top box of \.{large\_pyramid} ended nearest its own
rest, if any of them stood.

@<Compare: the engine nearest its own rest on the tallest pile@>=
{
  int best = -1;
  double nearest = 0.0;
  for (int k = 0; k < drivers; k++) {
    const compare_row *r = &rows[2][k];
    if (!r->ok || strcmp(r->stands, "yes") != 0 || strcmp(r->engine, "ours3") == 0
        || strcmp(r->engine, "ours8") == 0) continue;
    double off = fabs(r->own);
    if (best < 0 || off < nearest) best = k, nearest = off;
  }
  if (best >= 0)
    fprintf(text, "On the tallest pile, of the three engines at their "@|
      "own settings, %s top box ended nearest its own rest.",
      strcmp(rows[2][best].engine, "ours") == 0
      ? "this engine's" : strcmp(rows[2][best].engine, "box2d") == 0 ? "Box2D's"
      : "Chipmunk's");
}

@ The friction, as the drivers of this engine, Box2D and Chipmunk read it
from their contacts in the first round of \.{stack10} (every run was
checked above): each engine's rule, the coefficient each shape was given,
and the mixed value. Then the rest a contact of each.

@<Compare: the friction of the engines@>=
{
  fprintf(text, "\\def\\comparefriction{");
  int said = 0;
  for (int k = 0; k < drivers; k++) {
    const compare_row *r = &rows[0][k];
    if (!r->ok || !r->frictioned || strcmp(r->engine, "ours3") == 0
        || strcmp(r->engine, "ours8") == 0) continue;
    fprintf(text, "%s%s mixes by %s, and was given %.4g on every shape, which mixed to "
      "%.6g", said++ ? "; " : "", strcmp(r->engine, "ours") == 0 ? "this engine"
      : engine_words(r->engine), strcmp(r->rule, "product") == 0
      ? "the product $\\mu_A\\mu_B$" : "the geometric mean $\\sqrt{\\mu_A\\mu_B}$",
      r->shape_friction, r->least_friction);
  }
  fprintf(text, "%s%s}\n", said ? "" : "the friction was not measured", fair ? ""
    : " ({\\it but in some run some contact's friction was not 0.6})");
  @<Compare: the rest a contact of the engines@>@;
}

@ The rest a contact of each engine, in millimetres, low for an overlap
and high for a gap.

@<Compare: the rest a contact of the engines@>=
fprintf(text, "\\def\\comparerests{");
said = 0;
for (int k = 0; k < drivers; k++) {
  const compare_row *r = &rows[0][k];
  if (!r->ok || strcmp(r->engine, "ours3") == 0 || strcmp(r->engine, "ours8") == 0)
    continue;
  fprintf(text, "%s%s %.3g\\thinspace mm %s", said++ ? ", " : "", strcmp(r->engine, "ours")
    == 0 ? "this engine" : engine_words(r->engine), fabs(1000.0 * r->rest), r->rest >= 0.0
    ? "low" : "high");
}
fprintf(text, "}\n");

@ The builds: this engine's compiler and flags, from CMake, and the
flags with which Debian built its packages of Box2D and Chipmunk, each as
its driver printed it, the words before a bar and the flags after it;
and whether Chipmunk said it was a debug build.

@<Compare: the builds of the engines@>=
{
  fprintf(text, "\\def\\comparebuilds{");
  int said = 0;
  for (int k = 0; k < drivers; k++) {
    @<Compare: say how the engine of |rows[0][k]| was built@>@;
  }
  fprintf(text, "%s}\n", said ? "" : "(not known)");
  @<Compare: say which build of Chipmunk ran@>@;
}

@ One engine's build: its words before the bar, escaped for \TeX, then
its flags. The rows of \.{ours3} and \.{ours8} are builds of this engine
and are left out.

@<Compare: say how the engine of |rows[0][k]| was built@>=
const compare_row *r = &rows[0][k];
if (!r->ok || !r->build[0] || strcmp(r->engine, "ours3") == 0
    || strcmp(r->engine, "ours8") == 0) continue;
char words[400], escaped[600], flag[100];
const char *bar = strchr(r->build, '|');
snprintf(words, sizeof words, "%.*s", bar ? (int) (bar - r->build) : (int) strlen(r->build),
  r->build);
tex_escape(escaped, sizeof escaped, words);
fprintf(text, "%s%s: %s", said++ ? "; " : "", strcmp(r->engine, "ours") == 0
  ? "this engine" : engine_words(r->engine), escaped);
@<Compare: write the flags after |bar|, each in a box@>@;

@ The flags follow the bar, separated by spaces; each is written in
typewriter type in a box of its own, so that a line of the paragraph
breaks between flags, never inside one. A flag of 60 characters or more,
which no line could hold, is left out.

@<Compare: write the flags after |bar|, each in a box@>=
for (const char *f = bar ? bar + 1 : "", *sep = ": "; *f; ) { /* a flag a box */
  size_t n = strcspn(f, " ");
  if (n > 0 && n < 60) {
    snprintf(words, sizeof words, "%.*s", (int) n, f);
    tex_escape(flag, sizeof flag, words);
    fprintf(text, "%s\\.{%s}", sep, flag);
    sep = " ";
  }
  f += n + (f[n] == ' ');
}

@ Chipmunk's build is said apart, since its times depend on it: whose
library it was, by the first word of its driver's line, and whether it
said it kept its debug checks. The short form, \.{\\comparechipmunkbuild},
goes where the library is named (the caption, the targets); the reason a
debug build matters, \.{\\comparechipmunkdebug}, is said once, with the
builds.

@<Compare: say which build of Chipmunk ran@>=
int chipmunk_row = -1;
for (int k = 0; k < drivers; k++)
  if (rows[0][k].ok && strcmp(rows[0][k].engine, "chipmunk") == 0) chipmunk_row = k;
fprintf(text, "\\def\\comparechipmunkbuild{");
if (chipmunk_row < 0) fprintf(text, "not measured");
else fprintf(text, "%s, %s", strncmp(rows[0][chipmunk_row].build, "Debian's", 8) == 0
  ? "Debian's library" : "a library built from Chipmunk's source",
  rows[0][chipmunk_row].debug ? "a debug build" : "without its debug checks");
fprintf(text, "}\n\\def\\comparechipmunkdebug{");
if (chipmunk_row >= 0 && rows[0][chipmunk_row].debug)
  fprintf(text, " Chipmunk's library is a debug build: it prints ``Compile with "@|
    "-DNDEBUG defined to disable debug mode and runtime "@|
    "assertion checks'' when a space is made, and its "@|
    "checks cost it time, so that its times are a bound "@|
    "from above on what Chipmunk can do.");
fprintf(text, "}\n");

@ The sentences on the phases: the shares of a step of \.{large\_pyramid}
and of \.{rain4000} in this engine's default (ten and ten), and what a
point costs in a pass, here and in Box2D; then the versions of the
engines; then the cost of \.{rain4000} against \.{rain1000} per contact
point; then the sinks with three split passes against ten.

@<Compare: the sentences on the phases@>=
{
  fprintf(text, "\\def\\comparephases{");
  @<Compare: the range of each phase's share over the scenes@>@;
  @<Compare: what a point costs, here and in Box2D@>@;
  fprintf(text, ".}\n");
  @<Compare: the versions of the engines@>@;
  @<Compare: each rain's cost a contact point@>@;
  @<Compare: the sinks with 3 split passes@>@;
}

@ Rather than each scene's shares, which the table gives, the sentence
gives the least and the most share of each phase over the five scenes,
in this engine's default (ten and ten), and of the two kinds of pass
together.

@<Compare: the range of each phase's share over the scenes@>=
{
  static const int phase_said[] = {phase_velocity, phase_split, phase_search, phase_prepare};
  double lo[5] = {0}, hi[5] = {0};
  int profiled = 0;
  for (int s = 0; s < 5; s++) {
    const compare_row *r = &rows[s][0];
    if (!r->ok || !r->profiled) continue;
    for (int p = 0; p < 5; p++) {
      double f = p < 4 ? share(r, phase_said[p])
        : share(r, phase_velocity) + share(r, phase_split);
      if (!profiled || f < lo[p]) lo[p] = f;
      if (!profiled || f > hi[p]) hi[p] = f;
    }
    profiled++;
  }
  if (!profiled) fprintf(text, "(the profiles were not measured) ");
  else {
    claim("the two kinds of pass take more than half of every scene's step",
      lo[4], CLAIM_ABOVE, 50.0, 0.0);
    fprintf(text, "Scene by scene, the two kinds of pass together take %.0f "@|
      "to %.0f\\%% of this engine's step, the velocity passes alone %.0f to "@|
      "%.0f\\%%: the passes, not the search, are where its time goes. ",
      lo[4], hi[4], lo[0], hi[0]);
  }
}

@ On \.{rain4000}: a point's cost in a velocity pass and the points a
step, this engine's against Box2D's, as two ratios; the table gives the
values.

@<Compare: what a point costs, here and in Box2D@>=
{
  const compare_row *r = &rows[3][0];
  if (r->ok && r->profiled && box2d >= 0 && rows[3][box2d].profiled
      && ns_a_point(&rows[3][box2d], phase_velocity) > 0.0 && rows[3][box2d].phase[phase_points] > 0.0) {
    const compare_row *b = &rows[3][box2d];
    fprintf(text, "On \\.{rain4000} a point costs this engine %.1f times "@|
      "what it costs Box2D in a velocity pass, and this engine's passes visit "@|
      "%.1f times as many points a step (the last columns of Table~\\tabref{phases})",
      ns_a_point(r, phase_velocity) / ns_a_point(b, phase_velocity),
      r->phase[phase_points] / b->phase[phase_points]);
  } else fprintf(text, "Box2D's passes were not profiled");
}

@ The versions, as the drivers printed them, or a word that none was
installed.

@<Compare: the versions of the engines@>=
{
  fprintf(text, "\\def\\compareversions{");
  int said = 0;
  for (int k = 0; k < drivers; k++)
    if (rows[2][k].ok && rows[2][k].version[0])
      fprintf(text, "%s%s~%s", said++ ? " and " : "", engine_words(rows[2][k].engine),
        rows[2][k].version);
  fprintf(text, "%s}\n", said ? "" : "neither Box2D nor Chipmunk");
}

@ The two rains over the whole run, as Table~\tabref{phases} counts them:
the ratio of their mean steps, of their contact points a step, and so of
what a point costs.

@<Compare: each rain's cost a contact point@>=
{
  const compare_row *big = &rows[3][0], *small = &rows[4][0];
  fprintf(text, "\\def\\compareperpoint{");
  if (big->ok && small->ok && big->profiled && small->profiled
      && small->phase[phase_points] > 0.0 && small->phase[phase_step] > 0.0) {
    double steps = big->phase[phase_step] / small->phase[phase_step],
      points = big->phase[phase_points] / small->phase[phase_points];
    fprintf(text, "a step of \\.{rain4000} costs %.1f times one of "@|
      "\\.{rain1000} (mean against mean) and visits %.1f "@|
      "times the contact points, so that a point costs %.2f "@|
      "times as much in the larger rain (a solver whose "@|
      "cost grows as its points would give 1%s). A target "@|
      "of five times for four times the boxes can hold only "@|
      "while the points grow not much faster than the boxes; "@|
      "here the boxes grew 4 times and the points %.1f.",
      steps, points, steps / points, steps / points > 1.1
      ? "; so in this build a point cost more in "@|
      "the larger rain, by more than a tenth, "@|
      "which the count of points does not explain" : "", points);
  } else fprintf(text, "(the rains were not profiled)");
  fprintf(text, "}\n");
}

@ With 3 split passes the piles rest deeper than with ten, and the
chapter says so: each pile's top box is claimed to sink more, and the
sentence names the piles and points to the column that gives the sinks.

@<Compare: the sinks with 3 split passes@>=
{
  int three = -1, said = 0;
  for (int k = 1; k < drivers; k++)
    if (rows[0][k].ok && strcmp(rows[0][k].engine, "ours3") == 0) three = k;
  fprintf(text, "\\def\\comparesplitsink{");
  if (three < 0) fprintf(text, "(not measured)");
  else for (int s = 0; s < 3; s++) {
    const compare_row *a = &rows[s][three], *b = &rows[s][0];
    if (!a->ok || !b->ok) continue;
    claim("with 3 split passes each pile's top box sinks deeper than with ten",
      mm(a->sink), CLAIM_ABOVE, mm(b->sink), 0.0);
    fprintf(text, "%s\\.{%s}", said++ == 0 ? "the top boxes of " : s == 2 ? " and " : ", ",
      s == 2 ? "large\\_pyramid" : scenes[s]);
  }
  if (three >= 0) fprintf(text, " all end lower than with ten (the column {\\it below rest\\/} "@|
    "of the rows {\\it ours, 3 split\\/} of Table~\\tabref{engines})");
  fprintf(text, "}\n");
}

@ The rows of \.{ours8}: which scenes stand, and whether \.{rain4000}'s
step is told apart from Box2D's; the numbers are in the table's rows.

@<Compare: the sentence on 8 and 3 passes@>=
{
  int eight = -1;
  for (int k = 1; k < drivers; k++)
    if (rows[0][k].ok && strcmp(rows[0][k].engine, "ours8") == 0) eight = k;
  fprintf(text, "\\def\\compareeight{");
  if (eight < 0) fprintf(text, "(the rows with 8 and 3 passes were not run).");
  else {
    @<Compare: name the scenes that fall with 8 and 3 passes@>@;
    if (box2d >= 0 && rows[3][eight].ok && rows[3][box2d].ok) {
      double r = ratio_printed(rows[3][eight].median, rows[3][box2d].median);
      double noise = fmax(1.1, fmax(rows[3][eight].spread, rows[3][box2d].spread));
      fprintf(text, ", and a step of \\.{rain4000} %s", r > noise ? "is slower than Box2D's"
        : 1.0 / r > noise ? "is faster than Box2D's" : "is not told apart by these runs from Box2D's");
    }
    fprintf(text, " (the rows {\\it ours, 8 and 3\\/} of Table~\\tabref{engines}).");
  }
  fprintf(text, "}\n");
  @<Compare: Box2D's eight passes and ours on the large pyramid@>@;
}

@ The scenes that do not stand with 8 and 3 passes are named.

@<Compare: name the scenes that fall with 8 and 3 passes@>=
int fell = 0;
for (int s = 0; s < 5; s++)
  if (rows[s][eight].ok && strcmp(rows[s][eight].stands, "yes") != 0)
    fprintf(text, "%s\\.{%s}", fell++ ? " and " : "with them ", s == 2 ? "large\\_pyramid"
      : scenes[s]);
if (fell) fprintf(text, " %s not stand", fell > 1 ? "do" : "does");
else fprintf(text, "with them every scene stands");

@ The chapter gives a likely reason why Box2D's eight velocity passes do
better on \.{large\_pyramid} than this engine's eight, and this sentence
says first whether they do, by the rule of the table and then by the sink
from each engine's own rest; the reason is given only where Box2D's top
box ended nearer its own rest.

@<Compare: Box2D's eight passes and ours on the large pyramid@>=
{
  int eight = -1;
  for (int k = 1; k < drivers; k++)
    if (rows[2][k].ok && strcmp(rows[2][k].engine, "ours8") == 0) eight = k;
  fprintf(text, "\\def\\compareeightbox{");
  if (eight >= 0 && box2d >= 0 && rows[2][box2d].ok) {
    const compare_row *o = &rows[2][eight], *b = &rows[2][box2d];
    bool ours = strcmp(o->stands, "yes") == 0, theirs = strcmp(b->stands, "yes") == 0;
    fprintf(text, "On \\.{large\\_pyramid}, with eight velocity passes "@|
      "each, %s, and Box2D's top box ends %s its own rest than this engine's "@|
      "(the column {\\it below own rest\\/} of their rows in Table~\\tabref{engines})",
      theirs && !ours
      ? "Box2D's pile stands and this engine's does not" : theirs && ours ? "both piles stand"
      : ours ? "this engine's pile stands and Box2D's does not" : "neither pile stands",
      fabs(b->own) < fabs(o->own) ? "nearer" : "no nearer");
    if (fabs(b->own) < fabs(o->own)) fprintf(text, "; Box2D's nonlinear correction is the "@|
      "likeliest reason that its top box ends "@|
      "nearer its rest, but we have not measured it.");
    else fprintf(text, ".");
  } else fprintf(text, "(Box2D's eight passes and ours were not both measured.)");
  fprintf(text, "}\n");
}

@ Under the last stage's defaults (the sequential solver, the grid) the
step's clock is read ten times a step: once at the start; seven times at
the ends of the phases, since phases 7 and~8 share one reading (the
record's |correct|); once between the two kinds of pass; and once when
the pairs are found. What a reading costs is measured here, with the same
call, a million times over, and said against the step of \.{stack10}, the
smallest, and of \.{large\_pyramid}.

@<Compare: the cost of a reading of the clock@>=
{
  struct timespec first, t;
  enum { readings = 1000000, per_step = 10 };
  timespec_get(&first, TIME_UTC);
  for (int k = 0; k < readings; k++) timespec_get(&t, TIME_UTC);
  double ns = (1e9 * (double) (t.tv_sec - first.tv_sec) + (double) (t.tv_nsec - first.tv_nsec))
    / readings;
  fprintf(text, "\\def\\compareclock{%.0f\\thinspace ns on this machine", ns);
  if (rows[0][0].ok && rows[2][0].ok && rows[0][0].mean > 0.0 && rows[2][0].mean > 0.0)
    fprintf(text, ", and the ten a step are %.1f\\%% of \\.{stack10}'s "@|
      "step and %.4f\\%% of \\.{large\\_pyramid}'s",
      100.0 * per_step * ns * 1e-6 / rows[0][0].mean,
      100.0 * per_step * ns * 1e-6 / rows[2][0].mean);
  fprintf(text, "}\n");
}

@ Chapter~14's table. The same program, built against stage~14 as
\.{compare14}, so that what it writes says it was made by stage~14, as
chapter~14's outputs must, writes chapter~14's comparison of the three
engines with sleeping off and on: \.{compare14 sleep TABLE.tex TEXT.tex
OURS BOX2D CHIPMUNK}, the drivers in that order, \.{-} for one that the
build could not make. It runs each driver on \.{pyramid20} and
\.{rain1000}, chapter~10's scenes that come to rest within their ten
seconds in all three engines, with the switch \.{awake} and then
\.{sleep}, five rounds interleaved as chapter~10's are, and keeps for each
scene, engine and switch the median of the rounds' window medians, and
their spread, read as chapter~10 reads it. The other numbers of a run do
not change from round to round (each engine is deterministic) and are
those of the first round. The drivers step $1/60\,$s, so step $k$ ends
at $k/60\,$s.

@<Compare: the table of chapter~14@>=
enum { sleeping_rounds = 5, sleeping_scenes = 2, sleeping_engines = 3, steps_a_second = 60 };
static const char *sleeping_scene[sleeping_scenes] = {"pyramid20", "rain1000"};
static const char *sleeping_label[sleeping_engines] = {"ours, stage 14", "Box2D 2.4",
  "Chipmunk 7"}; /* a row's */
static const char *sleeping_name[sleeping_engines] = {"ours", "Box2D", "Chipmunk"};
static compare_row sleeping_runs[sleeping_rounds][sleeping_scenes][sleeping_engines][2];
static compare_row sleeping_rows[sleeping_scenes][sleeping_engines][2]; /* off, on */
static int sleeping_window[2]; /* the window's first and last steps, as the first run gave */
static bool sleeping_sound = true; /* every run as the text says */
static int sleeping_by_value(const void *p, const void *q)
{
  double a = *(const double *) p, b = *(const double *) q;
  return (a > b) - (a < b);
}
@<Compare with sleeping: numbers as the text gives them@>@;
@<Compare with sleeping: the main program@>@;

@ The main program of chapter~14's table: its arguments, here after
the word \.{sleep}, are the two files and the three drivers. It fails,
and with it the book's build, when a file cannot be written, a run broke
what the text says of every run, or a claim of the text is false.

@<Compare with sleeping: the main program@>=
static int compare_sleeping(int argc, char **argv)
{
  if (argc != 6) {
    fprintf(stderr, "usage: compare14 sleep TABLE.tex TEXT.tex OURS|- BOX2D|- CHIPMUNK|-\n");
    return 2;
  }
  const char *driver[sleeping_engines];
  for (int k = 0; k < sleeping_engines; k++)
    driver[k] = strcmp(argv[3 + k], "-") != 0 ? argv[3 + k] : NULL;
  @<Compare with sleeping: run every driver, off and on, round after round@>@;
  @<Compare with sleeping: keep the middle of the rounds@>@;
  FILE *table = bench_open(argv[1]), *text = bench_open(argv[2]);
  if (!table || !text) return bench_close(false), 1;
  @<Compare with sleeping: write the table@>@;
  @<Compare with sleeping: write the sentences@>@;
  return bench_close(sleeping_sound) ? 0 : 1;
}

@ A round runs every scene through every driver, sleeping off and then
on, before the next round begins; a run is |ok| only with its line of
the window, and it is printed and checked as it ends.

@<Compare with sleeping: run every driver, off and on, round after round@>=
for (int round = 0; round < sleeping_rounds; round++)
  for (int s = 0; s < sleeping_scenes; s++)
    for (int k = 0; k < sleeping_engines; k++)
      for (int on = 0; on < 2 && driver[k]; on++) {
        compare_row *r = &sleeping_runs[round][s][k][on];
        const char *mode = on ? "sleep" : "awake";
        *r = run_driver(driver[k], sleeping_scene[s], mode);
        r->ok = r->ok && r->windowed;
        @<Compare with sleeping: print run |r|@>@;
        @<Compare with sleeping: check run |r|@>@;
      }

@ @<Compare with sleeping: print run |r|@>=
if (!r->ok) printf("%s %s %s: the driver failed\n", driver[k], sleeping_scene[s], mode);
else printf("round %d  %-9s %-10s sleep %-3s  window %d-%d  median %10.6f ms  "@|
  "asleep %d of %d from step %d  stands %s\n", round + 1, r->engine, r->scene, r->sleep,
  r->window_from, r->window_to, r->window_median, r->asleep, r->moving, r->asleep_from,
  r->stands);
fflush(stdout);

@ What the text says of every run, checked on every run: the engine's
sleeping was as asked, and with sleeping off no body slept; the window is
the same steps in every run (the first run's); the word on standing is
chapter~10's rule applied to the numbers the driver printed; and the
friction of the contacts the driver read is 0.6 to a millionth, as in
chapter~10. A driver may read no contacts at all: ours reads those its
engine's last step solved, and when every body sleeps it solved none.

@<Compare with sleeping: check run |r|@>=
if (r->ok) {
  if (sleeping_window[0] == 0)
    sleeping_window[0] = r->window_from, sleeping_window[1] = r->window_to;
  bool rain = strncmp(sleeping_scene[s], "rain", 4) == 0;
  bool stands = rain ? r->outside == 0 : r->own < 1.0 && fabs(r->drift) < 2.0;
  bool read = r->frictioned && r->least_friction <= r->most_friction;
  const char *wrong = strcmp(r->sleep, on ? "on" : "off") != 0 ? "its sleeping is not as asked"
    : !on && r->asleep != 0 ? "a body slept with sleeping off"
    : r->window_from != sleeping_window[0] || r->window_to != sleeping_window[1]
    ? "its window is not the first run's"
    : stands != (strcmp(r->stands, "yes") == 0) ? "its word on standing breaks chapter 10's rule"
    : read && !(fabs(r->least_friction - 0.6) <= 1e-6 && fabs(r->most_friction - 0.6) <= 1e-6)
    ? "the mixed friction is not 0.6 at every contact" : NULL;
  if (wrong) {
    fprintf(stderr, "%s %s %s: %s\n", driver[k], sleeping_scene[s], mode, wrong);
    sleeping_sound = false;
  }
}

@ The middle of the rounds: a driver that failed in any round has no
result for that scene and switch.

@<Compare with sleeping: keep the middle of the rounds@>=
for (int s = 0; s < sleeping_scenes; s++)
  for (int k = 0; k < sleeping_engines; k++)
    for (int on = 0; on < 2; on++) {
      compare_row *r = &sleeping_rows[s][k][on];
      double median[sleeping_rounds];
      *r = sleeping_runs[0][s][k][on];
      for (int round = 0; round < sleeping_rounds; round++) {
        r->ok = r->ok && sleeping_runs[round][s][k][on].ok;
        median[round] = sleeping_runs[round][s][k][on].window_median;
      }
      if (!r->ok) continue;
      qsort(median, sleeping_rounds, sizeof *median, sleeping_by_value);
      r->window_median = median[sleeping_rounds / 2];
      r->spread = median[1] > 0.0 ? median[sleeping_rounds - 2] / median[1] : 1.0;
    }

@ The numbers as the table and the text give them: a time to three
figures, as chapter~10's table gives it; a factor, always the ratio of
two times as printed, to one decimal below ten and to the unit above; a
moment, the end of a step, in seconds to the hundredth. A claim that one
time is above another holds only when their ratio is above the larger of
1.1 and the spreads of both, chapter~10's rule for noise.

@<Compare with sleeping: numbers as the text gives them@>=
static const char *factor_text(char text[32], double f)
{
  snprintf(text, 32, f < 10.0 ? "%.1f" : "%.0f", f);
  return text;
}

static double noise_of(const compare_row *a, const compare_row *b)
{
  return fmax(1.1, fmax(a->spread, b->spread));
}

static const char *seconds_text(char text[32], int step)
{
  snprintf(text, 32, "%.2f", (double) step / steps_a_second);
  return text;
}

@ The table: a row for each scene and engine, the scene named on its
first row; the median step of the window with sleeping off and on, their
ratio, the bodies asleep at the end of the run with sleeping on and the
moment from which all of them slept (a dash if that never came), and
the word on standing with sleeping off and on. The chapter gives the
table its heading.

@<Compare with sleeping: write the table@>=
for (int s = 0; s < sleeping_scenes; s++)
  for (int k = 0; k < sleeping_engines; k++) {
    const compare_row *off = &sleeping_rows[s][k][0], *on = &sleeping_rows[s][k][1];
    char t1[32], t2[32], t3[32], since[32] = "---";
    fprintf(table, "%s%s%s&%s&", k == 0 ? "{\\tt " : "", k == 0 ? sleeping_scene[s] : "",
      k == 0 ? "}" : "", sleeping_label[k]);
    if (!off->ok || !on->ok) {
      fprintf(table, "\\multispan7 not measured: %s\\hfil\\cr\n",
        driver[k] ? "the driver failed" : "no driver");
      continue;
    }
    if (on->asleep_from > 0) seconds_text(since, on->asleep_from);
    fprintf(table, "%s&%s&%s&%d of %d&%s&%s&%s\\cr\n", ms_text(t1, off->window_median),
      ms_text(t2, on->window_median),
      factor_text(t3, ratio_printed(off->window_median, on->window_median)), on->asleep,
      on->moving, since, off->stands, on->stands);
  }

@ The sentences: the window and the rounds, the machine, then the
macros that the section of chapter~14 reads, each naming the engines
that were measured, with the claims of its words.

@<Compare with sleeping: write the sentences@>=
fprintf(text, "\\def\\ChFourteenCompareRounds{%d}%%\n", sleeping_rounds);
fprintf(text, "\\def\\ChFourteenCompareSettle{%d}\\def\\ChFourteenCompareWindow{%d}%%\n",
  sleeping_window[0] - 1, sleeping_window[1] - sleeping_window[0] + 1);
fprintf(text, "\\def\\ChFourteenCompareSettleTime{%g}"@|
  "\\def\\ChFourteenCompareWindowTime{%g}%%\n",
  (double) (sleeping_window[0] - 1) / steps_a_second,
  (double) (sleeping_window[1] - sleeping_window[0] + 1) / steps_a_second);
{
  char cpu[256], system[128];
  machine_name(cpu, sizeof cpu), system_name(system, sizeof system);
  fprintf(text, "\\def\\ChFourteenCompareMachine{%ld processors (%s) under %s}%%\n",
    sysconf(_SC_NPROCESSORS_ONLN), cpu, system);
}
@<Compare with sleeping: when every body slept@>@;
@<Compare with sleeping: what sleeping saved@>@;
@<Compare with sleeping: ours against the others@>@;
@<Compare with sleeping: the standing@>@;

@ The engines named in a sentence are those measured on both scenes
with both switches, joined as a sentence joins them; |sleeping_count|
counts them and |sleeping_joiner| gives what goes before the |said|-th
of |count|.

@<Compare with sleeping: numbers as the text gives them@>+=
static bool sleeping_measured(int k)
{
  for (int s = 0; s < sleeping_scenes; s++)
    if (!sleeping_rows[s][k][0].ok || !sleeping_rows[s][k][1].ok) return false;
  return true;
}

static int sleeping_count(void)
{
  int n = 0;
  for (int k = 0; k < sleeping_engines; k++) n += sleeping_measured(k);
  return n;
}

static const char *sleeping_joiner(int said, int count)
{
  return said == 0 ? "" : said == count - 1 ? " and " : ", ";
}

@ When every body slept, for each engine and scene. The text says that in
every engine measured every moving body of both scenes slept before the
window began, and stayed asleep to the end, and the claim checks it.

@<Compare with sleeping: when every body slept@>=
{
  int count = sleeping_count(), said = 0;
  fprintf(text, "\\def\\ChFourteenCompareAsleep{");
  for (int k = 0; k < sleeping_engines; k++) {
    if (!sleeping_measured(k)) continue;
    const compare_row *p = &sleeping_rows[0][k][1], *q = &sleeping_rows[1][k][1];
    char t1[32], t2[32];
    fprintf(text, "%s%s after %s\\thinspace s on {\\tt %s} and %s\\thinspace s on {\\tt %s}",
      sleeping_joiner(said++, count), sleeping_name[k], seconds_text(t1, p->asleep_from),
      sleeping_scene[0], seconds_text(t2, q->asleep_from), sleeping_scene[1]);
    for (int s = 0; s < sleeping_scenes; s++) {
      const compare_row *o = &sleeping_rows[s][k][1];
      claim("every moving body slept from before the window to the end of the run",
        o->asleep_from > 0 ? o->asleep_from : INFINITY, CLAIM_BELOW, sleeping_window[0], 0.0);
    }
  }
  fprintf(text, "%s}%%\n", said ? "" : "(not measured: no driver ran)");
}

@ What sleeping saved: for each engine, on each scene, its median step
of the window with sleeping off over the one with sleeping on. The text
says that sleeping made every engine's step at rest cheaper, and that it
saved the least in ours; the claims check that each factor is above the
noise, and that ours is below each other engine's on the same scene (by
more than the noise of the four times, |noise_of| squared).

@<Compare with sleeping: what sleeping saved@>=
{
  int count = sleeping_count(), said = 0;
  fprintf(text, "\\def\\ChFourteenCompareSaved{");
  for (int k = 0; k < sleeping_engines; k++) {
    if (!sleeping_measured(k)) continue;
    fprintf(text, "%s", sleeping_joiner(said++, count));
    for (int s = 0; s < sleeping_scenes; s++) {
      const compare_row *off = &sleeping_rows[s][k][0], *on = &sleeping_rows[s][k][1];
      double f = ratio_printed(off->window_median, on->window_median);
      char t[32];
      fprintf(text, "%s%s", s ? " and " : "", factor_text(t, f));
      claim("sleeping made the step at rest cheaper", f, CLAIM_ABOVE, noise_of(off, on), 0.0);
      @<Compare with sleeping: claim that ours saved less than engine |k| on scene |s|@>@;
    }
    fprintf(text, " in %s", sleeping_name[k]);
  }
  fprintf(text, "%s}%%\n", said ? "" : "(not measured: no driver ran)");
}

@ Ours saved less than engine |k| when our factor, times the noise of
our two times and of its two, is still below its factor.

@<Compare with sleeping: claim that ours saved less than engine |k| on scene |s|@>=
if (k > 0 && sleeping_measured(0)) {
  const compare_row *o = sleeping_rows[s][0];
  double ours = ratio_printed(o[0].window_median, o[1].window_median);
  claim("sleeping saved less in ours than in the other engine",
    ours * noise_of(&o[0], &o[1]) * noise_of(off, on), CLAIM_BELOW, f, 0.0);
}

@ Ours against the others, as a small table that the chapter sets
below its sentences: a row for each scene and switch, with the median
step of the window in each engine and ours over Box2D's and over
Chipmunk's. The rows are a macro, \.{\\ChFourteenCompareRatios}, which
the chapter's alignment reads. The text says that asleep a step of ours
costs more than either's, and the claim checks it beyond the noise;
awake it says only the factors.

@<Compare with sleeping: ours against the others@>=
fprintf(text, "\\def\\ChFourteenCompareRatios{%%\n");
for (int s = 0; s < sleeping_scenes; s++)
  for (int on = 0; on < 2; on++) {
    fprintf(text, "%s%s%s&%s", on ? "" : "{\\tt ", on ? "" : sleeping_scene[s], on ? "" : "}",
      on ? "on" : "off");
    for (int k = 0; k < sleeping_engines; k++) {
      char t[32];
      const compare_row *r = &sleeping_rows[s][k][on];
      fprintf(text, "&%s", sleeping_measured(k) ? ms_text(t, r->window_median) : "---");
    }
    @<Compare with sleeping: ours over engine |k|, for scene |s| and switch |on|@>@;
    fprintf(text, "\\cr\n");
  }
fprintf(text, "}%%\n");

@ @<Compare with sleeping: ours over engine |k|, for scene |s| and switch |on|@>=
for (int k = 1; k < sleeping_engines; k++) {
  const compare_row *o = &sleeping_rows[s][0][on], *b = &sleeping_rows[s][k][on];
  char t[32] = "---";
  if (sleeping_measured(0) && sleeping_measured(k)) {
    double f = ratio_printed(o->window_median, b->window_median);
    factor_text(t, f);
    if (on) claim("asleep, a step of ours costs more than the other engine's", f,
      CLAIM_ABOVE, noise_of(o, b), 0.0);
  }
  fprintf(text, "&%s", t);
}

@ The standing, in words chosen by what the runs did: whether both scenes
stood in every engine with sleeping off and on, and if not, whether
sleeping changed any engine's word on any scene.

@<Compare with sleeping: the standing@>=
{
  int stood = 0, changed = 0, runs = 0;
  for (int s = 0; s < sleeping_scenes; s++)
    for (int k = 0; k < sleeping_engines; k++) {
      if (!sleeping_measured(k)) continue;
      const compare_row *off = &sleeping_rows[s][k][0], *on = &sleeping_rows[s][k][1];
      runs++, changed += strcmp(off->stands, on->stands) != 0;
      stood += strcmp(off->stands, "yes") == 0 && strcmp(on->stands, "yes") == 0;
    }
  fprintf(text, "\\def\\ChFourteenCompareStands{%s}%%\n", runs == 0 ? "(not measured)"
    : stood == runs ? "both scenes stood in every engine, with sleeping off and on"
    : changed == 0 ? "sleeping changed no engine's standing on either scene"
    : "sleeping changed the standing of a scene (the table says which)");
}

@ @<Print the defaults of the chapters' settings in |d|@>+=
{
  static const char *names[3] = {"all", "grid", "sweep"};
  printf(" broad=%s", names[d.broad]);
}
