@* Programs of chapter 9: scenes, the demo and the measurements.
Chapter~9's additions to the scene files, to the demo, and its measurement
program \.{bench09}, which makes the chapter's tables, the sentences that
read them, the data of its figures, and the scene files of the table of
what each chapter buys.

@ {\it Scene keys.} A \.{world} line chooses the sequential solver with
\.{solver=sequential}, and switches its two ideas with \.{accumulate=on}
or \.{off} and \.{warm\_start=on} or \.{off} (both on by default). The
number of passes is chapter~1's \.{iterations=}, 0 to 100, as chapter~9
explains; \.{split\_iterations=}, 0 to 100, gives the split impulses a
count of their own (0, the default: as many as \.{iterations=}). A stage before this one refuses \.{accumulate=} and
\.{warm\_start=} as keys it does not know, and \.{solver=sequential} as a
solver it does not know; it reads \.{iterations=} as the relaxation passes
of its particles, which is all the key meant there.
@.must be on or off@>

@<Names of other solvers@>+=
{"sequential", PH_SEQUENTIAL},

@ @<Read the later world keys into |settings|@>+=
settings.accumulate = scene_switch(r, "accumulate", settings.accumulate);
settings.warm_start = scene_switch(r, "warm_start", settings.warm_start);
settings.split_iterations = scene_integer(r, "split_iterations", settings.split_iterations,
  0, 100);

@ A switch is \.{on} or \.{off}; anything else is refused with the key's
name and the word that was given.

@<Scene helpers@>+=
static bool scene_switch(scene_reader *r, const char *key, bool value)
{
  const char *word = scene_word(r, key, NULL);
  if (!word) return value;
  if (strcmp(word, "on") == 0) return true;
  if (strcmp(word, "off") == 0) return false;
  scene_error(r, "%s must be on or off (got '%s')", key, word);
  return value;
}

@ {\it A pyramid.} The line \.{pyramid rows=}$n$ makes a pyramid of
square boxes: $n$ in the bottom row, one fewer in each row above, $n(n+1)/2$
in all. \.{size=} is the side of a box (1\thinspace m by default),
\.{gap=} the space between two boxes of a row (0.1\thinspace m), and \.{x=}
and \.{y=} the middle of the bottom row's bottom; a row rests on the one
below, 1\thinspace mm into it, so that its contacts are found in the first
step. Every other key is a body key of chapter~3 (\.{material=},
\.{friction=} and the rest), given to every box. A pyramid of more than
100 rows is refused, as is a size that is not positive or a gap that is
negative.
@.pyramid size must be positive...@>

@<Scene entities@>+=
{"pyramid", 9, parse_pyramid},

@ @<Scene entity parsers@>+=
static bool parse_pyramid(scene *s, scene_reader *r)
{
  int rows = scene_integer(r, "rows", 20, 1, 100);
  double size = scene_number(r, "size", 1.0), gap = scene_number(r, "gap", 0.1);
  if (r->failed) return false;
  if (!(size > 0.0 && gap >= 0.0 && isfinite(size + gap))) {
    scene_error(r, "pyramid size must be positive and gap not negative (got %g and %g)",
      size, gap);
    return false;
  }
  ph_body_def d = read_body_def(r, ph_box(size, size));
  if (r->failed || !scene_check(r, ph_body_def_check(&d))
      || !scene_claim_bodies(s, r, (long) rows * (rows + 1) / 2)) return false;
  @<Make the boxes of the pyramid of |rows| rows@>@;
  return true;
}

@ Row $k$, counted from 0 at the bottom, has $n-k$ boxes, spaced by the
side and the gap and centred on $x$; its centres are at height
$y+s/2+k(s-0.001)$.

@<Make the boxes of the pyramid of |rows| rows@>=
ph_vec2 base = d.position;
for (int k = 0; k < rows; k++)
  for (int i = 0; i < rows - k; i++) {
    d.position = ph_add(base, ph_v((i - 0.5 * (rows - k - 1)) * (size + gap),
      0.5 * size + k * (size - 0.001)));
    if (ph_body_id_is_null(ph_world_create_body(s->world, &d))) return false;
  }

@ {\it Scenes.} Four built-in scenes, with the sequential solver, friction,
symplectic Euler, ten passes and 60 steps a second. \.{stack}, the demo's
default, is ten boxes of wood $1\times1\,$m on a stone floor, each set up
to 1\thinspace cm to the side of the one below and 1\thinspace mm into
it; \.{pyramid} is 20 rows of boxes of wood, 210 in all; \.{ledge} slides
a box along a step and off its edge, to watch its contact points change
their ids; \.{incremental} is the stack with the accumulation off, which
falls.

@<Built-in scenes@>+=
{"stack", 9, "ten boxes stacked on the floor stand, solved by sequential impulses",@/
  "world gravity=0,-10 integrator=symplectic "@|
  "solver=sequential friction=on iterations=10\n"@/
  "view x=0 y=5 width=16\n"@/
  @<The floor and the ten boxes of the stack@>},
{"pyramid", 9, "a pyramid of 20 rows, 210 boxes",@/
  "world gravity=0,-10 integrator=symplectic "@|
  "solver=sequential friction=on iterations=10\n"@/
  "view x=0 y=10 width=32\n"@/
  "box x=0 y=-0.5 w=60 h=1 static material=static\n"@/
  "pyramid rows=20 x=0 y=-0.001 material=wood\n"},
{"ledge", 9, "a box slides off a step: its contact points change their ids",@/
  "world gravity=0,-10 integrator=symplectic "@|
  "solver=sequential friction=on iterations=10\n"@/
  "view x=1 y=0 width=10\n"@/
  "box x=-2 y=-0.5 w=6 h=1 static material=static\n"@/
  "box x=2 y=-2.5 w=8 h=1 static material=static\n"@/
  "box x=-2 y=0.499 w=1 h=1 material=wood friction=0.05 vx=4\n"},
{"incremental", 9, "the stack with each increment clamped, not the total: it falls",@/
  "world gravity=0,-10 integrator=symplectic "@|
  "solver=sequential friction=on "@|
  "iterations=10 accumulate=off\n"@/
  "view x=0 y=5 width=16\n"@/
  @<The floor and the ten boxes of the stack@>},

@ @<The floor and the ten boxes of the stack@>=
  "box x=0 y=-0.5 w=40 h=1 static material=static\n"@/
  "box x=-0.01 y=0.499 w=1 h=1 material=wood\n"@/
  "box x=0 y=1.498 w=1 h=1 material=wood\n"@/
  "box x=0.01 y=2.497 w=1 h=1 material=wood\n"@/
  "box x=-0.005 y=3.496 w=1 h=1 material=wood\n"@/
  "box x=0.005 y=4.495 w=1 h=1 material=wood\n"@/
  "box x=-0.01 y=5.494 w=1 h=1 material=wood\n"@/
  "box x=0 y=6.493 w=1 h=1 material=wood\n"@/
  "box x=0.01 y=7.492 w=1 h=1 material=wood\n"@/
  "box x=-0.005 y=8.491 w=1 h=1 material=wood\n"@/
  "box x=0.005 y=9.49 w=1 h=1 material=wood\n"

@ @<Chapter titles@>+=
{9, "Sequential impulses"},

@ {\it The demo.} As in Box2D Lite's demo \cite{catto2006}, each idea of
the chapter is a key: \.{J} switches the accumulation, \.{E} the warm
starting, \.{Y} the solver between the single pass and the sequential one,
and \.{+} and \.{-} double and halve the passes (1 to 64). Chapter~8's
\.{K} cycles the correction. The panel shows them all in two lines, with
the number of contact points warm started in the last step.

@<Handle a key of the chapters@>+=
case SDLK_j: case SDLK_e: case SDLK_y: case SDLK_PLUS: case SDLK_EQUALS: case SDLK_KP_PLUS:
case SDLK_MINUS: case SDLK_KP_MINUS:
  {
    ph_settings settings = demo->current.world->settings;
    SDL_Keycode key = event.key.keysym.sym;
    if (key == SDLK_j) settings.accumulate = !settings.accumulate;
    else if (key == SDLK_e) settings.warm_start = !settings.warm_start;
    else if (key == SDLK_y)
      settings.solver = settings.solver == PH_SEQUENTIAL ? PH_SINGLE_PASS : PH_SEQUENTIAL;
    else if (key == SDLK_MINUS || key == SDLK_KP_MINUS)
      settings.iterations = settings.iterations > 1 ? settings.iterations / 2 : 1;
    else settings.iterations = settings.iterations < 64 ? 2 * settings.iterations : 64;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ Chapter~5's \.{O} line names the response; with this chapter's solver it is
no longer the single pass.

@<Name the response of the later solvers@>+=
if (w->settings.solver == PH_SEQUENTIAL) response = "sequential impulses";

@ @<Help lines of the chapters@>+=
"  J            accumulated impulses on or off (off: each increment clamped)\n"@/
"  E            warm starting on or off\n"@/
"  Y            solver: sequential impulses or the single pass of chapter 5\n"@/
"  +, -         double or halve the passes of the solver (1 to 64)\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 9);
{
  const ph_world *w = demo->current.world;
  panel_add(panel, "Y  solver: %s, +- %d passes", w->settings.solver == PH_SEQUENTIAL
    ? "sequential" : w->settings.solver == PH_SINGLE_PASS ? "single pass" : "none",
    w->settings.iterations);
  panel_add(panel, "J  accumulate: %s; E  warm start: %s (%d points)",
    w->settings.accumulate ? "on" : "off", w->settings.warm_start ? "on" : "off",
    w->warm_points);
}

@*1 Measurements of chapter 9.
\.{bench09} runs the scenes of chapter~9's measurements. Given file names
it writes the paragraph on what the single pass leaves, the table of the
passes and its paragraph, the data of the two figures of the passes, the
paragraph on the ledge; with \.{--scenes DIR} it writes the scene files of
the table of what each chapter buys, one per stage and scene, and lists
them; with \.{--across DIR} it reads what the stages' programs made of
them and writes that table and its paragraph.
@^bench09@>

@(bench09.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 9 benchmark helpers@>@;
@<Run the chapter 9 measurements@>@;

@ Every measurement loads a scene text and steps it. A scene that does
not load is a bug of this program, and stops it.

@<Chapter 9 benchmark helpers@>=
static const double h = 1.0 / 60.0;
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench09", text)) {
    fprintf(stderr, "bench09: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ A residual in the sentences is printed to two digits, as a decimal when
it is at least $10^{-3}$ and below 100, and otherwise as $m\times10^{e}$ in
\TeX, never in C's \.{3.5e-06}.

@<Chapter 9 benchmark helpers@>+=
static const char *two_digits(char buf[48], double x)
{
  if (x == 0.0 || (fabs(x) >= 1e-3 && fabs(x) < 99.5)) snprintf(buf, 48, "%.2g", x);
  else {
    int e = (int) floor(log10(fabs(x)));
    double m = x / pow(10.0, e);
    if (fabs(m) >= 9.95) m /= 10.0, e++;
    snprintf(buf, 48, "$%.1f\\times10^{%d}$", m, e);
  }
  return buf;
}

@ The scenes of the measurements, written from the world line's keys: a
box resting on the floor, the stack of ten of the demo, and the pyramid of
20 rows, the last written box by box, so that stages before this one,
which have no \.{pyramid} line, can load it. |kind| is 0, 1 or~2.

@<Chapter 9 benchmark helpers@>+=
static const char *scene_names[3] = {"box", "stack", "pyramid"};
static void scene_text(char *text, size_t size, int kind, const char *keys)
{
  static const double offsets[5] = {-0.01, 0.0, 0.01, -0.005, 0.005};
  size_t n = (size_t) snprintf(text, size, "world gravity=0,-10 integrator=symplectic %s\n"@/
    "box x=0 y=-0.5 w=60 h=1 static material=static\n", keys);
  int rows = kind == 2 ? 20 : 1, high = kind == 1 ? 10 : 1;
  for (int k = 0; k < rows; k++)
    for (int i = 0; i < rows - k; i++)
      for (int m = 0; m < high; m++)
        n += (size_t) snprintf(text + n, size - n, "box x=%.4f y=%.4f w=1 h=1 material=wood\n",
          kind == 1 ? offsets[m % 5] : (i - 0.5 * (rows - k - 1)) * 1.1,
          0.499 + 0.999 * (k + m));
}

@ A run: the scene stepped for |steps| steps; the sink and the drift of
its top box (the last, which starts highest), its tilt, and whether the
run stood, which we define as the top box less than 10\thinspace cm below
and to the side of where it started and turned by less than 5 degrees.

@<Chapter 9 benchmark helpers@>+=
typedef struct {
  double sink, drift, tilt;
  bool stands;
} run_result;

static run_result measure(const scene *s, ph_vec2 start)
{
  const ph_body *top = &s->world->bodies[s->world->body_count - 1];
  run_result r;
  r.sink = start.y - top->position.y;
  r.drift = fabs(top->position.x - start.x);
  r.tilt = fabs(remainder(top->angle, 3.14159265358979323846 / 2.0)) * 180.0
    / 3.14159265358979323846;
  r.stands = fabs(r.sink) < 0.1 && r.drift < 0.1 && r.tilt < 5.0;
  return r;
}

@ |run| writes the scene of |kind| with |keys|, steps it and measures its
top box against where it started; |run_fell| keeps the time of the first
step at which it no longer stood (11\thinspace s if it stood to the end).

@<Chapter 9 benchmark helpers@>+=
static double run_fell;
static run_result run(int kind, const char *keys, long steps)
{
  static char text[65536];
  scene_text(text, sizeof text, kind, keys);
  scene s;
  load(&s, text);
  ph_vec2 start = s.world->bodies[s.world->body_count - 1].position;
  run_fell = 11.0;
  for (long n = 1; n <= steps; n++) {
    scene_step(&s, h);
    if (run_fell > 10.5 && !measure(&s, start).stands) run_fell = n * h;
  }
  run_result r = measure(&s, start);
  scene_destroy(&s);
  return r;
}

@ A number the tables print to |places| decimals is first passed through
|shown|, which makes it exactly zero when it would print as zero: a sink of
$-0.01\,$mm, printed to a tenth, is 0.0 and not $-0.0$, whose sign says
nothing the reader could use.

@<Chapter 9 benchmark helpers@>+=
static double shown(double x, int places)
{
  return fabs(x) < 0.5 * pow(10.0, -places) ? 0.0 : x;
}

@ {\it What the single pass leaves.} The stack of ten on this stage with
\.{solver=single}, which runs exactly as on stage~8, with each of
chapter~8's corrections, for 10\thinspace s: the sink and the drift of the
top box's centre at the end, their sum (how far the top box ended from where it
started), and, for the sentence, the latest time at which one of the
four runs stopped standing by |measure|'s rule (10\thinspace cm, 5
degrees). The best of them
by the sum is the stage~8 row of the table of what each chapter buys;
|best_correction| keeps its name. The table's rows are written as the
macro \.{\\ChNineSingleRows}, and the sentences under the table, which
name the measure and say by when every column gave way, as
\.{\\ChNineSingleText}; the chapter places both.

@<Chapter 9 benchmark helpers@>+=
static const char *corrections[4] = {"none", "projection", "baumgarte", "split"};
static const char *correction_names[4] = {"none", "projection", "Baumgarte", "split"};
static const char *best_correction = "split";
static void write_single(FILE *text)
{
  double least = INFINITY, fell = 0.0;
  int best = 0;
  fprintf(text, "\\gdef\\ChNineSingleRows{");
  for (int c = 0; c < 4; c++) {
    char keys[128];
    snprintf(keys, sizeof keys, "solver=single friction=on correction=%s", corrections[c]);
    run_result r = run(1, keys, 600);
    fell = fmax(fell, run_fell);
    fprintf(text, "%s&%.0f&%.0f&%.0f\\cr ", correction_names[c], 1000.0 * r.sink,
      1000.0 * r.drift, 1000.0 * (fabs(r.sink) + r.drift));
    if (fabs(r.sink) + r.drift < least)
      least = fabs(r.sink) + r.drift, best = c, best_correction = corrections[c];
  }
  claim("every column falls under one pass", fell, CLAIM_BELOW, 10.5, 0.0);
  fprintf(text, "}%%\n\\gdef\\ChNineSingleText{By the sum, the distance at which the top "@/
    "box ended from where it started, the smallest is %s's: that is the measure that picks "@/
    "the correction of the stage~8 rows of Table~\\tabref{across}. By the chapter's rule "@/
    "(10\\thinspace cm, 5 degrees) every column had given way by %.2f\\thinspace s "@/
    "(%.0f steps).}%%\n", correction_names[best], fell, fell / h);
}

@ {\it The correction for this solver.} Chapter~8's four corrections
under the sequential solver: the stack and the pyramid after
10\thinspace s (the sink of the top box), and a box of wood started
0.2\thinspace m inside the floor with restitution 0: how high its bottom
rose above the floor in 2\thinspace s (a pop is energy the correction
gave it) and how deep it still was after one second. The sentence names
the methods that leave both structures standing and lift the box out
without a pop above a millimetre.

@<Chapter 9 benchmark helpers@>+=
static void deep_box(const char *correction, double *pop, double *depth)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 "@|
    "integrator=symplectic solver=sequential "@/
    "friction=on correction=%s\nbox x=0 y=-0.5 "@|
    "w=40 h=1 static material=static restitution=0\n"@/
    "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n", correction);
  scene s;
  load(&s, text);
  *pop = -INFINITY;
  for (int n = 1; n <= 120; n++) {
    scene_step(&s, h);
    double bottom = s.world->bodies[1].position.y - 0.5;
    *pop = fmax(*pop, bottom);
    if (n == 60) *depth = -bottom;
  }
  scene_destroy(&s);
}

@ A row of the table for each correction: the stack's sink and whether
it stood, the pyramid's, and the deep box's pop and depth; the sentence
lists the corrections that pass all four.

@<Chapter 9 benchmark helpers@>+=
static void write_choice(FILE *table, FILE *text)
{
  char good[256] = "";
  for (int c = 0; c < 4; c++) {
    char keys[128];
    double pop, depth;
    snprintf(keys, sizeof keys, "solver=sequential friction=on correction=%s", corrections[c]);
    run_result stack = run(1, keys, 600), pyramid = run(2, keys, 600);
    deep_box(corrections[c], &pop, &depth);
    fprintf(table, "%s&%.1f&%s&%.1f&%s&%.1f&%.1f\\cr\n", correction_names[c],
      shown(1000.0 * stack.sink, 1), stack.stands ? "yes" : "no",
      shown(1000.0 * pyramid.sink, 1), pyramid.stands ? "yes" : "no",
      shown(1000.0 * pop, 1), shown(1000.0 * depth, 1));
    if (stack.stands && pyramid.stands && pop <= 0.001 && depth < 0.01)
      snprintf(good + strlen(good), sizeof good - strlen(good), "%s%s", good[0] ? ", " : "",
        correction_names[c]);
  }
  fprintf(text, "The methods that keep both standing, lift the deep box out within a second "@/
    "and do not pop it more than a millimetre above the floor: %s.\n", good[0] ? good : "none");
}

@ {\it The passes.} The stack of ten for 10\thinspace s with 1 to 32
passes, warm started or not: the sink and drift of the top box, and
whether it stood.

@<Chapter 9 benchmark helpers@>+=
static void write_passes(FILE *table, FILE *text)
{
  static const int passes[7] = {1, 2, 4, 8, 10, 16, 32};
  int first_warm = 0, first_cold = 0;
  bool stood[2][7]; /* cold and warm, by count of passes */
  for (int k = 0; k < 7; k++) {
    char keys[160];
    run_result r[2];
    for (int warm = 0; warm < 2; warm++) {
      snprintf(keys, sizeof keys, "solver=sequential friction=on iterations=%d warm_start=%s",
        passes[k], warm ? "on" : "off");
      r[warm] = run(1, keys, 600);
    }
    @<Write the row of |passes[k]| passes, and keep what the sentence reads@>@;
  }
  @<Claim what the sentence on the passes says@>@;
  @<Write the sentence on the passes@>@;
}

@ The row: sink, drift and standing, warm started and then cold; the
sentence keeps whether each stood and the fewest passes with which each
stands.

@<Write the row of |passes[k]| passes, and keep what the sentence reads@>=
fprintf(table, "%d", passes[k]);
for (int warm = 1; warm >= 0; warm--)
  if (fabs(r[warm].sink) > 0.5 || r[warm].drift > 0.5)
    fprintf(table, "&\\multispan2\\hfil fell\\hfil&%s", r[warm].stands ? "yes" : "no");
  else fprintf(table, "&%.1f&%.1f&%s", shown(1000.0 * r[warm].sink, 1),
    shown(1000.0 * r[warm].drift, 1), r[warm].stands ? "yes" : "no");
fprintf(table, "\\cr\n");
stood[0][k] = r[0].stands, stood[1][k] = r[1].stands;
if (r[1].stands && !first_warm) first_warm = passes[k];
if (r[0].stands && !first_cold) first_cold = passes[k];

@ The sentence says that warm started the stack stands from some count
of the table on, which claims that it stands with that count and with
every larger one, and, where it names the count that a cold start
needs, the same of that count. The chapter calls 8 passes the default,
which the engine's default settings are claimed to say.

@<Claim what the sentence on the passes says@>=
claim("warm started, the stack stands with some count of passes in the table", first_warm,
  CLAIM_ABOVE, 0.0, 0.0);
for (int k = 0; k < 7; k++) {
  if (first_warm && passes[k] >= first_warm)
    claim("warm started, the stack stands from that count of passes on", stood[1][k],
      CLAIM_EQUAL, 1.0, 0.0);
  if (first_cold && passes[k] >= first_cold)
    claim("started cold, the stack stands from the count it needs on", stood[0][k],
      CLAIM_EQUAL, 1.0, 0.0);
}
claim("8 passes are the default", ph_default_settings().iterations, CLAIM_EQUAL, 8.0, 0.0);

@ The sentence gives the lesson of the table, not its numbers: the
fewest passes with which the stack stands, warm started and cold. The
chapter's text after it says what that means.

@<Write the sentence on the passes@>=
fprintf(text, "Warm started, the stack stands from %d pass%s a step on; started cold, ",
  first_warm, first_warm == 1 ? "" : "es");
if (first_cold) fprintf(text, "it needs %d.\n", first_cold);
else fprintf(text, "it does not stand with any number of passes in the table.\n");

@ {\it Convergence.} To see what each pass does within one step, the
state a scene reaches before its 300th step is kept (the bodies and the
kept contacts, which is all a step starts from), and that one step is
taken again and again from it, with $N$ passes, warm started or cold.
What is measured is how far the velocities the passes leave are from
solving the problem of chapter~9: for each point, with $v_n$ its normal
velocity after the passes and $v^\star$ its target, the residual is
$\vert v_n-v^\star\vert$ if the point pushes ($\lambda>0$: it should hold
$v_n=v^\star$ exactly) and $\max(v^\star-v_n,0)$ if it does not (it may
separate, not approach). The largest over the points, in units of the
speed gravity adds in a step, $gh$, is the error of the step. (The totals
themselves are no measure: with more rows than the bodies have
velocities, as a face's two points give, the same velocities come from
more than one set of totals, with friction or without; chapter~9, the
section on iterating.)

@<Chapter 9 benchmark helpers@>+=
typedef struct {
  ph_body *bodies;
  ph_contact_memory *memory;
  int memory_count;
  ph_settings settings;
} kept_state;

static kept_state keep_state(const ph_world *w)
{
  kept_state k = {malloc((size_t) w->body_count * sizeof(ph_body)),
    malloc((size_t) (w->memory_count + 1) * sizeof(ph_contact_memory)), w->memory_count,
    w->settings};
  if (!k.bodies || !k.memory) exit(1);
  memcpy(k.bodies, w->bodies, (size_t) w->body_count * sizeof(ph_body));
  memcpy(k.memory, w->memory, (size_t) w->memory_count * sizeof(ph_contact_memory));
  return k;
}

@ The residual of the step just taken: the velocities are the step's, the
lever arms are taken from the bodies as they were before it (|before|),
where phase~5 read them.

@<Chapter 9 benchmark helpers@>+=
static double residual(const ph_world *w, const ph_body *before)
{
  double most = 0.0;
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    const ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    for (int i = 0; i < w->impulses[k].count; i++) {
      ph_vec2 p = c->manifold.points[i].point;
      ph_vec2 ra = ph_sub(p, before[c->a].position), rb = ph_sub(p, before[c->b].position);
      ph_vec2 va = ph_add(A->velocity, ph_v(-A->angular_velocity * ra.y, A->angular_velocity * ra.x));
      ph_vec2 vb = ph_add(B->velocity, ph_v(-B->angular_velocity * rb.y, B->angular_velocity * rb.x));
      double u = ph_dot(ph_sub(vb, va), c->manifold.normal), target = w->impulses[k].points[i].target;
      most = fmax(most, w->impulses[k].points[i].impulse > 0.0 ? fabs(u - target)
        : fmax(target - u, 0.0));
    }
  }
  return most;
}

@ Taking the kept step again with |passes| passes writes the normal totals
of all points into |totals| and gives their number. The count is written
into the world's settings directly, not through |ph_world_set_settings|,
so that a measurement may go past the setting's bound of 100 passes.

@<Chapter 9 benchmark helpers@>+=
enum { many_passes = 20000 };
static int step_again(scene *s, const kept_state *k, int passes, bool warm, bool accumulate,
  double *totals)
{
  ph_world *w = s->world;
  memcpy(w->bodies, k->bodies, (size_t) w->body_count * sizeof(ph_body));
  memcpy(w->memory, k->memory, (size_t) k->memory_count * sizeof(ph_contact_memory));
  w->memory_count = k->memory_count;
  ph_settings settings = k->settings;
  settings.warm_start = warm, settings.accumulate = accumulate;
  ph_world_set_settings(w, &settings);
  w->settings.iterations = passes; /* past the bound of 100, for |many_passes| */
  ph_world_step(w, h);
  int n = 0;
  for (int c = 0; c < w->impulse_count; c++)
    for (int i = 0; i < w->impulses[c].count; i++) totals[n++] = w->impulses[c].points[i].impulse;
  return n;
}

@ The residual after $N$ passes, for $N$ from 1 to 64, warm and cold, on
the stack and on the pyramid, as MetaPost pairs $(N,\log_{10}(r/gh))$:
arrays |sw|, |sc| (stack, warm and cold) and |pw|, |pc| (pyramid).

@<Chapter 9 benchmark helpers@>+=
static const int trial_passes[12] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};
static void write_convergence(FILE *data, FILE *text)
{
  static double got[8192];
  static char scene_buffer[65536];
  double r8[2][2] = {{0.0, 0.0}, {0.0, 0.0}}, r64[2][2] = {{0.0, 0.0}, {0.0, 0.0}};
  int tall[2] = {0, 0}; /* boxes in the stack; rows of the pyramid */
  for (int kind = 1; kind <= 2; kind++) {
    scene s;
    scene_text(scene_buffer, sizeof scene_buffer, kind, "solver=sequential friction=on "@/
      "iterations=10");
    load(&s, scene_buffer);
    @<Count how tall scene |kind| is@>@;
    for (int n = 0; n < 299; n++) scene_step(&s, h);
    kept_state k = keep_state(s.world);
    @<Step the kept state again with each count of passes, warm and cold@>@;
    free(k.bodies), free(k.memory);
    scene_destroy(&s);
  }
  fprintf(data, "trials:=12;\n");
  @<Write the sentences on convergence@>@;
}

@ How tall the scene is: the boxes of the stack, and the rows of the
pyramid, whose $n$ rows hold $n(n+1)/2$ boxes.

@<Count how tall scene |kind| is@>=
int moving = 0;
for (int i = 0; i < s.world->body_count; i++)
  if (s.world->bodies[i].inverse_mass > 0.0) moving++;
tall[kind - 1] = kind == 1 ? moving
  : (int) floor((sqrt(8.0 * moving + 1.0) - 1.0) / 2.0 + 0.5);

@ From the kept state the step is taken again with each count of passes
of |trial_passes|, warm started and cold, and its residual written as a
point of the figure; the residuals after 8 and 64 passes are kept for
the sentences.

@<Step the kept state again with each count of passes, warm and cold@>=
for (int warm = 0; warm < 2; warm++)
  for (int t = 0; t < 12; t++) {
    step_again(&s, &k, trial_passes[t], warm, true, got);
    double r = residual(s.world, k.bodies) / (10.0 * h);
    if (trial_passes[t] == 8) r8[kind - 1][warm] = r;
    if (trial_passes[t] == 64) r64[kind - 1][warm] = r;
    fprintf(data, "%c%c[%d]:=(%d,%.4f);\n", kind == 1 ? 's' : 'p', warm ? 'w' : 'c', t,
      trial_passes[t], log10(fmax(r, 1e-12)));
  }

@ The table and the sentence: the residuals after 8 and 64 passes, then
the factor by which the cold residual falls a pass between them, against
the fall $\cos^2(\pi/2n)$ of a column of $n$ boxes that cannot turn, the
model of chapter~9, go to the rows \.{\\ChNineConvergeRows} of the
chapter's table; the sentence compares the rates. A rate counts as the
model's when the passes it takes to gain a factor of ten are within a
fifth of the model's.

@<Write the sentences on convergence@>=
char n[8][48];
double rate[2], model[2];
const char *against[2];
for (int i = 0; i < 2; i++) {
  rate[i] = pow(r64[i][0] / r8[i][0], 1.0 / 56.0);
  model[i] = pow(cos(acos(-1.0) / (2.0 * tall[i])), 2.0);
  double passes = log(10.0) / -log(rate[i]), modelled = log(10.0) / -log(model[i]);
  against[i] = !(rate[i] < 1.0) ? "not at all"
    : fabs(passes / modelled - 1.0) <= 0.2 ? "at about that rate"
    : passes < modelled ? "faster" : "more slowly";
  @<Claim what the sentence on convergence says of scene |i|@>@;
}
claim("the stack's warm residual falls least", r64[0][1] / r8[0][1], CLAIM_ABOVE,
  r64[1][1] / r8[1][1], 0.0);
fprintf(text, "\\gdef\\ChNineConvergeRows{stack, %d boxes&%s&%s&%s&%s&%.4f&%.4f\\cr\n"@/
  "pyramid, %d rows&%s&%s&%s&%s&%.4f&%.4f\\cr}%%\n", tall[0], two_digits(n[0], r8[0][1]),
  two_digits(n[1], r8[0][0]), two_digits(n[2], r64[0][1]), two_digits(n[3], r64[0][0]),
  rate[0], model[0], tall[1], two_digits(n[4], r8[1][1]), two_digits(n[5], r8[1][0]),
  two_digits(n[6], r64[1][1]), two_digits(n[7], r64[1][0]), rate[1], model[1]);
@<Write the sentence that compares the rates with the column's@>@;

@ The sentence puts the word chosen against the model into a phrase.

@<Write the sentence that compares the rates with the column's@>=
const char *phrase[2];
for (int i = 0; i < 2; i++)
  phrase[i] = strcmp(against[i], "at about that rate") == 0 ? "at about the rate of"
    : strcmp(against[i], "faster") == 0 ? "faster than"
    : strcmp(against[i], "more slowly") == 0 ? "more slowly than" : "not at all, unlike";
fprintf(text, "Between 8 and 64 passes, started cold, the stack's residual falls %s "@/
  "a column of its %d boxes, and the pyramid's %s a column as tall as its %d rows.\n",
  phrase[0], tall[0], phrase[1], tall[1]);

@ The sentence says that the residual falls, started cold, on both
scenes, whatever it says after of the model; the chapter's text after
the table, that warm started it falls by less than half on both, the
stack's least; and the word it chooses
against the model is claimed with the rule that chose it: at about that
rate when the passes that gain a factor of ten are within a fifth of the
model's, faster when they are fewer, more slowly when they are more.

@<Claim what the sentence on convergence says of scene |i|@>=
claim("the cold residual falls between 8 and 64 passes", rate[i], CLAIM_BELOW, 1.0, 0.0);
claim("the warm residual falls by less than half between 8 and 64 passes", r64[i][1],
  CLAIM_ABOVE, 0.5 * r8[i][1], 0.0);
if (strcmp(against[i], "at about that rate") == 0)
  claim("the residual falls at about the rate of a column", passes / modelled, CLAIM_WITHIN,
    1.0, 0.2);
else if (strcmp(against[i], "faster") == 0)
  claim("the residual falls faster than a column's", passes, CLAIM_BELOW, modelled, 0.0);
else if (strcmp(against[i], "more slowly") == 0)
  claim("the residual falls more slowly than a column's", passes, CLAIM_ABOVE, modelled, 0.0);

@ {\it The clamp.} One point's total over the passes of one step, the
300th of the pyramid (kind 2 below), taken cold from the state that 299
warm-started steps of 10 passes left, after each number of passes from 1 to
24, with the total clamped (array |ca|) and with the increment clamped
(|ci|), and its total after many passes, |cstar|. The point shown is the
one whose total, clamped, is taken back the most: the largest fall from
its highest value on the way to its value after 24 passes.

@<Chapter 9 benchmark helpers@>+=
static void write_clamp(FILE *data, FILE *text)
{
  static double got[25][8192], incremental[25][8192], star[8192];
  static char scene_buffer[65536];
  scene s;
  scene_text(scene_buffer, sizeof scene_buffer, 2, "solver=sequential friction=on iterations=10");
  load(&s, scene_buffer);
  for (int n = 0; n < 299; n++) scene_step(&s, h);
  kept_state k = keep_state(s.world);
  int count = step_again(&s, &k, many_passes, false, true, star), best = 0;
  double fall = -1.0;
  for (int n = 1; n <= 24; n++) {
    step_again(&s, &k, n, false, true, got[n]);
    step_again(&s, &k, n, false, false, incremental[n]);
  }
  for (int i = 0; i < count; i++) {
    double most = 0.0;
    for (int n = 1; n <= 24; n++) most = fmax(most, got[n][i]);
    if (most - got[24][i] > fall) fall = most - got[24][i], best = i;
  }
  @<Write the totals of point |best| and the sentence that reads them@>@;
  free(k.bodies), free(k.memory);
  scene_destroy(&s);
}

@ The figure's data, and the sentence, whose two relations are claimed
first: the total after 24 passes is below the highest it rose to, and
nearer the total of many passes than that highest was.

@<Write the totals of point |best| and the sentence that reads them@>=
{
  double most = 0.0;
  fprintf(data, "cstar:=%.5f;\n", star[best]);
  for (int n = 1; n <= 24; n++) {
    fprintf(data, "ca[%d]:=(%d,%.5f); ci[%d]:=(%d,%.5f);\n", n, n, got[n][best], n, n,
      incremental[n][best]);
    most = fmax(most, got[n][best]);
  }
  int contact = 0, point = best;
  while (point >= s.world->impulses[contact].count) point -= s.world->impulses[contact++].count;
  claim("the clamped total is taken back after it rises", got[24][best], CLAIM_BELOW, most,
    0.0);
  claim("the clamped total is on its way to the total of many passes",
    fabs(got[24][best] - star[best]), CLAIM_BELOW, fabs(most - star[best]), 0.0);
  fprintf(text, "The point of Figure~\\figref{clampfig} is point %d of the contact between "@/
    "bodies %d and %d (the floor is body 0). "@|
    "Started cold, with the total clamped, its total "@/
    "rises to %.3f\\thinspace N\\thinspace s and is taken back to %.3f after 24 passes, "@/
    "on its way to the %.3f of many passes; with the increment clamped it ends at %.3f.\n",
    point, s.world->contacts[contact].a, s.world->contacts[contact].b, most, got[24][best],
    star[best], incremental[24][best]);
}

@ {\it The ledge.} The scene \.{ledge} for 2\thinspace s: in which steps
(counted from 1, the first step of the run) the box touches the upper
step, in how many of them the contact kept both its ids, and, at each step
where they changed, the new ids, read by chapter~4's rule
$10000f+100r+x$, and how many points that step warm started. The step is
body~0, the box body~2, so $f=0$ means that the reference edge is the
step's, $f=1$ the box's.

@<Chapter 9 benchmark helpers@>+=
static void describe_id(char *out, size_t size, int id)
{
  int f = id / 10000, r = id / 100 % 100, x = id % 100;
  const char *ref = f ? "the box" : "the step", *other = f ? "the step" : "the box";
  if (x < 10) snprintf(out, size, "edge~%d of %s, touched by corner~%d of %s", r, ref, x, other);
  else snprintf(out, size, "edge~%d of %s, where edge~%d of %s crosses the side line "@/
    "through the %s of that edge", r, ref, x % 10, other, x < 20 ? "start" : "end");
}

@ The run of the ledge, its sentence and its small table: the steps in
which the box touches the upper step, how many of them kept their ids,
and the first changes of ids, a row each: the step, the ids, what each
names, and the points warm started. That the box touches the step, and leaves it before the
two seconds are over, as the sentence's last words say, is claimed.

@<Chapter 9 benchmark helpers@>+=
static void write_ledge(FILE *text)
{
  scene s;
  if (!scene_load(&s, "ledge")) exit(1);
  int old[2] = {-1, -1}, kept = 0, changes = 0, touching = 0, first = 0, last = 0;
  char said[2048] = "";
  for (int n = 1; n <= 120; n++) {
    scene_step(&s, h);
    const ph_world *w = s.world;
    @<Note the contact of the box with the upper step at step |n|@>@;
  }
  claim("the box touches the upper step", touching, CLAIM_ABOVE, 0.0, 0.0);
  claim("then the box leaves the step, before the run ends", last, CLAIM_BELOW, 120.0, 0.0);
  fprintf(text, "In the scene \\.{ledge} the box touches the upper step in %d of the steps "@/
    "from step~%d to step~%d (steps counted from "@|
    "the start of the run, 60 a second). In %d of "@/
    "them its points have the ids they had in the step before, and are warm started; "@/
    "the ids change at these steps, and then the box leaves the step:\n"@/
    "$$\\vbox{\\halign{\\hfil#\\quad&\\hfil#\\quad&\\vtop{\\hsize=3.3in\\raggedright"@/
    "\\noindent\\strut#\\strut}\\quad&\\hfil#\\cr\n"@/
    "step&id&what it names&warm started\\cr\\noalign{\\smallskip\\hrule\\smallskip}\n"@/
    "%s}}$$\n", touching, first, last, kept, said);
  scene_destroy(&s);
}

@ Only the contact of the upper step, body~0, with the box, body~2,
counts: the steps in which it touches, the first and the last, and
whether its two ids are those of the step before; the first three
changes are described.

@<Note the contact of the box with the upper step at step |n|@>=
for (int c = 0; c < w->contact_count; c++) {
  const ph_contact *k = &w->contacts[c];
  if (k->a != 0 || k->b != 2) continue;
  int id[2] = {k->manifold.points[0].id, k->manifold.count > 1 ? k->manifold.points[1].id : -1};
  touching++;
  if (!first) first = n;
  last = n;
  if (id[0] == old[0] && id[1] == old[1]) kept++;
  else if (old[0] >= 0 && changes++ < 3) @<Say how the ledge's ids changed at step |n|@>@;
  old[0] = id[0], old[1] = id[1];
}

@ @<Say how the ledge's ids changed at step |n|@>=
{
  char one[160], two[160];
  size_t at = strlen(said);
  describe_id(one, sizeof one, id[0]);
  snprintf(said + at, sizeof said - at, "%d&%d&%s&%d\\cr\n", n, id[0], one, w->warm_points);
  if (id[1] >= 0) {
    at = strlen(said);
    describe_id(two, sizeof two, id[1]);
    snprintf(said + at, sizeof said - at, "&%d&%s&\\cr\n", id[1], two);
  }
}

@*1 The table of what each chapter buys.
The same three scenes run through the programs of stages 5 to~9, each
with the \.{world} line its stage understands, and on stage~9 with each of
the chapter's ideas switched off in turn. |configs| lists the rows: the
stage, the keys of the world line (\.{BEST} stands for the best correction
of the single pass, found as above) and the row's label in the table.

@<Chapter 9 benchmark helpers@>+=
static const struct {
  int stage;
  const char *keys, *label;
} configs[] = {
  {5, "solver=single", "5: one pass"},
  {6, "solver=single", "6: with turning"},
  {7, "solver=single friction=on", "7: with friction"},
  {8, "solver=single friction=on correction=BEST", "8: with correction"},
  {9, "solver=sequential friction=on", "9: sequential impulses"},
  {9, "solver=sequential friction=on warm_start=off", "9, warm start off"},
  {9, "solver=sequential friction=on accumulate=off", "9, accumulate off"},
  {9, "solver=sequential friction=on iterations=1", "9, one pass"},
  {9, "solver=sequential friction=on correction=baumgarte", "9, Baumgarte"},
  {9, "solver=sequential friction=on correction=none", "9, no correction"},
};
enum { config_count = sizeof configs / sizeof configs[0] };

@ With \.{--scenes DIR} the program writes, for each row and scene, the
file \.{DIR/R-S.scene} ($R$ the row, $S$ the scene) and prints a line
``stage file'' for the script that runs them (\.{book/figures/ch09-across.cmake}).

@<Chapter 9 benchmark helpers@>+=
static int write_scenes(const char *dir)
{
  static char text[65536];
  FILE *quiet = fopen("/dev/null", "w");
  if (!quiet) return 1;
  write_single(quiet);
  fclose(quiet);
  for (int r = 0; r < config_count; r++)
    for (int k = 0; k < 3; k++) {
      char keys[256], path[4096];
      const char *best = strstr(configs[r].keys, "BEST");
      if (best) snprintf(keys, sizeof keys, "%.*s%s", (int) (best - configs[r].keys),
        configs[r].keys, best_correction);
      else snprintf(keys, sizeof keys, "%s", configs[r].keys);
      scene_text(text, sizeof text, k, keys);
      snprintf(path, sizeof path, "%s/%d-%s.scene", dir, r, scene_names[k]);
      FILE *f = fopen(path, "w");
      if (!f || fputs(text, f) == EOF || fclose(f) != 0) return 1;
      printf("%02d %s\n", configs[r].stage, path);
    }
  return 0;
}

@ Given \.{--across DIR TABLE TEXT}, the program reads, for each row
and scene, the dump \.{DIR/R-S.csv} and the time \.{DIR/R-S.time} that the
stage's program wrote (\.{--dump}, \.{--time}), and measures the top box
as |measure| does: the last body of the dump, at its first step and its
last. A run that failed left no dump, and its row says so.

@<Chapter 9 benchmark helpers@>+=
typedef struct {
  bool ok;
  run_result r;
  double ms;
} across_cell;

static across_cell read_run(const char *dir, int row, int kind)
{
  across_cell cell = {false, {0.0, 0.0, 0.0, false}, 0.0};
  char path[4096], buffer[512];
  snprintf(path, sizeof path, "%s/%d-%s.time", dir, row, scene_names[kind]);
  FILE *f = fopen(path, "r");
  if (!f) return cell;
  while (fgets(buffer, sizeof buffer, f)) {
    char *m = strstr(buffer, "median ");
    if (m) cell.ms = strtod(m + 7, NULL);
  }
  fclose(f);
  snprintf(path, sizeof path, "%s/%d-%s.csv", dir, row, scene_names[kind]);
  if (!(f = fopen(path, "r"))) return cell;
  @<Read the top body's first and last rows from the dump |f| into |cell|@>@;
  fclose(f);
  return cell;
}

@ The dump's rows are \.{step,time,body,x,y,angle,vx,vy,omega}; the top
box is the body with the largest number.

@<Read the top body's first and last rows from the dump |f| into |cell|@>=
{
  long step, top = -1;
  double t, x, y, angle, vx, vy, omega, x0 = 0.0, y0 = 0.0;
  int body;
  if (!fgets(buffer, sizeof buffer, f)) return cell;
  while (fgets(buffer, sizeof buffer, f))
    if (sscanf(buffer, "%ld,%lf,%d,%lf,%lf,%lf,%lf,%lf,%lf", &step, &t, &body, &x, &y, &angle,
        &vx, &vy, &omega) == 9) {
      if (body > top) top = body, x0 = x, y0 = y;
      if (body == top) {
        cell.r.sink = y0 - y, cell.r.drift = fabs(x - x0);
        cell.r.tilt = fabs(remainder(angle, 3.14159265358979323846 / 2.0)) * 180.0
          / 3.14159265358979323846;
        cell.ok = true;
      }
    }
  cell.r.stands = fabs(cell.r.sink) < 0.1 && cell.r.drift < 0.1 && cell.r.tilt < 5.0;
}

@ The table, and the sentences that read it.

@<Chapter 9 benchmark helpers@>+=
static void write_across(const char *dir, FILE *table, FILE *text)
{
  across_cell cells[config_count][3];
  for (int r = 0; r < config_count; r++) {
    fprintf(table, "%s", configs[r].label);
    for (int k = 0; k < 3; k++) {
      across_cell c = cells[r][k] = read_run(dir, r, k);
      if (!c.ok) fprintf(table, k == 0 ? "&\\hfil failed" : "&\\multispan3\\hfil failed\\hfil");
      else if (k == 0) fprintf(table, "&%.1f", shown(1000.0 * c.r.sink, 1));
      else fprintf(table, "&%.0f&%.0f&%s", shown(1000.0 * c.r.sink, 0),
        shown(1000.0 * c.r.drift, 0),
        c.r.stands ? "yes" : "no");
    }
    fprintf(table, "\\cr\n");
  }
  @<Write the sentences that read the table of what each chapter buys@>@;
}

@ Which rows stand, for the stack and the pyramid. Where the two
scenes stand in the same rows, one sentence says so, rather than two
with the same list.

@<Write the sentences that read the table of what each chapter buys@>=
{
  char rows[3][1024] = {"", "", ""};
  int n[3] = {0, 0, 0};
  for (int k = 1; k < 3; k++)
    for (int r = 0; r < config_count; r++)
      if (cells[r][k].ok && cells[r][k].r.stands)
        snprintf(rows[k] + strlen(rows[k]), sizeof rows[k] - strlen(rows[k]), "%s``%s''",
          n[k]++ ? ", " : "", configs[r].label);
  if (strcmp(rows[1], rows[2]) == 0 && n[1] == 0)
    fprintf(text, "Neither the stack of ten nor the pyramid of 20 rows stands in any row. ");
  else if (strcmp(rows[1], rows[2]) == 0)
    fprintf(text, "The stack of ten and the pyramid of 20 rows both stand in these rows "@|
      "only: %s. ", rows[1]);
  else
    for (int k = 1; k < 3; k++)
      fprintf(text, "The %s stands in %s%s. ", k == 1 ? "stack of ten" : "pyramid of 20 rows",
        n[k] ? "these rows only: " : "no row", rows[k]);
}
fprintf(text, "\n");

@ The main program. With ten file names it writes the paragraph of the
single pass, the table of the passes and its paragraph, the data of the
convergence figure and its paragraph, the data of the clamp figure and
its paragraph, the paragraph of the ledge, and the table of the
corrections under this solver and its sentence. With no argument it prints them
all; \.{--scenes} and \.{--across} are described above. Every file is
written with |bench_open| and |bench_close| (appendix~D), so a run that
fails leaves the last good outputs in place.

@<Run the chapter 9 measurements@>=
int main(int argc, char **argv)
{
  @<Write the scenes, or the table across the stages, if asked to@>@;
  if (argc != 1 && argc != 11) {
    fprintf(stderr, "usage: bench09 [SINGLE.tex PASSES.tex TEXT.tex CONVERGE.mp TEXT.tex "@/
      "CLAMP.mp TEXT.tex LEDGE.tex CHOICE.tex TEXT.tex] | --scenes DIR "@/
      "| --across DIR TABLE.tex TEXT.tex\n");
    return 2;
  }
  FILE *f[10];
  for (int i = 0; i < 10; i++)
    if (!(f[i] = argc == 11 ? bench_open(argv[i + 1]) : stdout)) return bench_close(false), 1;
  write_single(f[0]);
  write_passes(f[1], f[2]);
  write_convergence(f[3], f[4]);
  write_clamp(f[5], f[6]);
  write_ledge(f[7]);
  write_choice(f[8], f[9]);
  return argc == 11 ? (bench_close(true) ? 0 : 1) : 0;
}

@ With \.{--scenes} the program writes the scene files of the table
across the stages, and with \.{--across} it reads their runs and writes
the table and its text; either is all it does.

@<Write the scenes, or the table across the stages, if asked to@>=
if (argc == 3 && strcmp(argv[1], "--scenes") == 0) return write_scenes(argv[2]);
if (argc == 5 && strcmp(argv[1], "--across") == 0) {
  FILE *table = bench_open(argv[3]), *text = bench_open(argv[4]);
  if (!table || !text) return bench_close(false), 1;
  write_across(argv[2], table, text);
  return bench_close(true) ? 0 : 1;
}

@ @<The names of the later solvers of |d|@>+=
d.solver == PH_SEQUENTIAL ? "sequential" :

@ @<Print the defaults of the chapters' settings in |d|@>+=
printf(" accumulate=%s warm_start=%s split_iterations=%d", d.accumulate ? "on" : "off",
  d.warm_start ? "on" : "off", d.split_iterations);
