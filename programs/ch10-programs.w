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
laid out by formulas (issue~11 of the book's plan gives them), which two
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
@.pile size and pitch must be positive@>

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
  "pile rows=20 pitch=1.125 x=-10.6875 y=0.75 size=1 density=10 friction=0.6 restitution=0\n"},
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
"world gravity=0,-10 integrator=symplectic solver=sequential friction=on iterations=10\n"

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
not meet every layer. The \.{layers} scene colours its layers.

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
step. A run steps a pile 5 times to fill the world's arrays, then times 20
steps, and gives their mean and the box tests per body of the last.

@<Chapter 10 benchmark helpers@>+=
static const char *broad_names[3] = {"all", "sweep", "grid"};
typedef struct {
  int n;
  double ms[3], tests[3]; /* by |broad_names| */
} pile_cost;

static pile_cost measure_pile(int rows)
{
  pile_cost c = {0, {0}, {0}};
  for (int k = 0; k < 3; k++) {
    char text[512];
    snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=sequential "
      "friction=on iterations=10 broad=%s\nbox x=0 y=-1 w=200 h=2 static friction=0.6\n"
      "pile rows=%d pitch=1 x=%g y=0.5 size=1 density=1 friction=0.6 restitution=0\n",
      broad_names[k], rows, 0.5 - 0.5 * rows);
    scene s;
    load(&s, text);
    for (int i = 0; i < 5; i++) scene_step(&s, 1.0 / 60.0);
    double start = now_ms();
    for (int i = 0; i < 20; i++) scene_step(&s, 1.0 / 60.0);
    c.ms[k] = (now_ms() - start) / 20.0;
    c.n = s.world->body_count;
    c.tests[k] = (double) s.world->box_tests / c.n;
    scene_destroy(&s);
  }
  return c;
}

@ The table: one row per pile, milliseconds a step and box tests per body
for each search.

@<Chapter 10 benchmark helpers@>+=
static void write_cost_table(FILE *f, const pile_cost *c, int count)
{
  fprintf(f, "\\begintable{rrrrrrr}\n"
    "$n$&\\multispan3\\hfil ms a step\\hfil&\\multispan3\\hfil box tests a body\\hfil\\cr\n"
    "&all&sweep&grid&all&sweep&grid\\cr\\noalign{\\hrule}\n");
  for (int r = 0; r < count; r++)
    fprintf(f, "%d&%.2f&%.2f&%.2f&%.0f&%.1f&%.1f\\cr\n", c[r].n, c[r].ms[0], c[r].ms[1],
      c[r].ms[2], c[r].tests[0], c[r].tests[1], c[r].tests[2]);
  fprintf(f, "\\endtable\n");
}

@ The figure's data, for MetaPost: three arrays of points $(n,{\rm ms})$
and their count.

@<Chapter 10 benchmark helpers@>+=
static void write_cost_data(FILE *f, const pile_cost *c, int count)
{
  fprintf(f, "costs := %d;\n", count);
  for (int k = 0; k < 3; k++)
    for (int r = 0; r < count; r++)
      fprintf(f, "%s[%d] := (%d, %.4f);\n", k == 0 ? "costall" : k == 1 ? "costsweep"
        : "costgrid", r, c[r].n, c[r].ms[k]);
}

@ The sentences that read the table: the ratios at the largest pile, and
how the grid's time grows from the smallest pile to the largest compared
with $n$.

@<Chapter 10 benchmark helpers@>+=
static void write_cost_text(FILE *f, const pile_cost *c, int count)
{
  const pile_cost *a = &c[0], *z = &c[count - 1];
  fprintf(f, "At $n=%d$ all pairs cost %.1f\\thinspace ms a step, sort and sweep %.1f, "
    "and the grid %.1f: the grid is %.0f times faster than all pairs and %.1f times "
    "faster than the sweep, which compares %.0f boxes a body where the grid compares "
    "%.1f. From $n=%d$ to $n=%d$, %.0f times as many bodies, the grid's step costs "
    "%.1f times as much, and all pairs' %.0f times.\n", z->n, z->ms[0], z->ms[1], z->ms[2],
    z->ms[0] / z->ms[2], z->ms[1] / z->ms[2], z->tests[1], z->tests[2], a->n, z->n,
    (double) z->n / a->n, z->ms[2] / a->ms[2], z->ms[0] / a->ms[0]);
}

@ Chapter~1's pour, 600 steps, with all pairs and with the grid: the time
of a step, and whether the two runs end with every particle at the same
bits.

@<Chapter 10 benchmark helpers@>+=
static void write_pour_text(FILE *f)
{
  double ms[2];
  scene s[2];
  for (int k = 0; k < 2; k++) {
    if (!scene_load(&s[k], "pour")) exit(1);
    s[k].world->settings.broad = k == 0 ? PH_BROAD_ALL : PH_BROAD_GRID;
    double start = now_ms();
    for (int i = 0; i < 600; i++) scene_step(&s[k], 1.0 / 60.0);
    ms[k] = (now_ms() - start) / 600.0;
  }
  bool same = s[0].world->body_count == s[1].world->body_count;
  for (int i = 0; same && i < s[0].world->body_count; i++)
    same = memcmp(&s[0].world->bodies[i].position, &s[1].world->bodies[i].position,
      sizeof(ph_vec2)) == 0;
  fprintf(f, "Chapter~1's \\.{pour}, %d particles and 600 steps, costs %.2f\\thinspace ms "
    "a step with all pairs and %.2f with the grid, %.1f times less, and the two runs end "
    "with every particle %s.\n", s[0].world->body_count, ms[0], ms[1], ms[0] / ms[1],
    same ? "at the same bits" : "{\\it not\\/} at the same bits (a fault)");
  scene_destroy(&s[0]);
  scene_destroy(&s[1]);
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
