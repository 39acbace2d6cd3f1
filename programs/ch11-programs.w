@* Programs of chapter 11: scenes, the demo and the measurements.
Chapter~11's additions to the scene files and the demo, and its
measurement program \.{bench11}, which makes the table of the solvers side
by side and the lines of the targets.

@ {\it Scene keys.} A \.{world} line chooses the soft step with
\.{solver=soft} (the default of this stage), and sets its six settings
with \.{substeps=} (1 to 64), \.{relax=} (0 to 100), \.{contact\_hertz=},
\.{damping\_ratio=}, \.{push\_speed=} and \.{alternate=on} or \.{off}; the engine's check refuses a
value out of range with the key's message, and the reader reports it with
the line. Stages before this one refuse the six keys as unknown, and
\.{solver=soft} as a solver they do not know.

@<Names of other solvers@>+=
{"soft", PH_SOFT},

@ @<Read the later world keys into |settings|@>+=
settings.substeps = scene_integer(r, "substeps", settings.substeps, 1, 64);
settings.relax = scene_integer(r, "relax", settings.relax, 0, 100);
settings.contact_hertz = scene_number(r, "contact_hertz", settings.contact_hertz);
settings.damping_ratio = scene_number(r, "damping_ratio", settings.damping_ratio);
settings.push_speed = scene_number(r, "push_speed", settings.push_speed);
settings.alternate = scene_switch(r, "alternate", settings.alternate);

@ @<The names of the later solvers of |d|@>+=
d.solver == PH_SOFT ? "soft" :

@ @<Print the defaults of the chapters' settings in |d|@>+=
printf(" substeps=%d relax=%d contact_hertz=%g damping_ratio=%g push_speed=%g alternate=%s",
  d.substeps, d.relax, d.contact_hertz, d.damping_ratio, d.push_speed,
  d.alternate ? "on" : "off");

@ @<Name the response of the later solvers@>+=
if (w->settings.solver == PH_SOFT) response = "the soft step";

@ {\it A column.} The line \.{column count=}$n$ makes a column of $n$
square boxes of side \.{size=} (1\thinspace m by default), each resting
on the one below, the lowest with its bottom at \.{y=} and all centred on
\.{x=}; every other key is a body key of chapter~3, given to every box.
More than 1000 boxes, or a size that is not positive, is refused.
@.column size must be positive@>

@<Scene entities@>+=
{"column", 11, parse_column},

@ @<Scene entity parsers@>+=
static bool parse_column(scene *s, scene_reader *r)
{
  int count = scene_integer(r, "count", 10, 1, 1000);
  double size = scene_number(r, "size", 1.0);
  if (r->failed) return false;
  if (!(size > 0.0 && isfinite(size))) {
    scene_error(r, "column size must be positive (got %g)", size);
    return false;
  }
  ph_body_def d = read_body_def(r, ph_box(size, size));
  if (r->failed || !scene_check(r, ph_body_def_check(&d))
      || !scene_claim_bodies(s, r, count)) return false;
  ph_vec2 base = d.position;
  for (int k = 0; k < count; k++) {
    d.position = ph_add(base, ph_v(0.0, (k + 0.5) * size));
    if (ph_body_id_is_null(ph_world_create_body(s->world, &d))) return false;
  }
  return true;
}

@ {\it An arch.} The line \.{arch count=}$n$ \.{inner=}$r$
\.{outer=}$R$ makes a semicircular arch of $n$ blocks standing on the
line $y=$\.{y=}, its centre at \.{x=}: block $k$ is the quadrilateral
between the radii at angles $k\pi/n$ and $(k+1)\pi/n$ and the circles
of radius $r$ and~$R$, so that neighbours meet on a whole radial face
and the two end blocks stand on theirs. The blocks are made from the
right, the one at the crown last, so that the last body is the top of
the arch. Every other key is a body key of chapter~3, given to every
block. A count outside 2 to 101 (one block would be a half ring, which
is not convex), or radii that are not $0<r<R$, is
refused.
@.arch radii must be...@>

@<Scene entities@>+=
{"arch", 11, parse_arch},

@ The crown is block $\lfloor n/2\rfloor$; the loop makes every other
block in order and then it. Each block's corners are given about the
arch's centre, counter-clockwise (inner, outer, outer, inner), and the
engine moves its origin to the block's centroid, as it does for every
polygon.

@<Scene entity parsers@>+=
static bool parse_arch(scene *s, scene_reader *r)
{
  int count = scene_integer(r, "count", 9, 2, 101);
  double inner = scene_number(r, "inner", 4.0), outer = scene_number(r, "outer", 4.5);
  if (r->failed) return false;
  if (!(inner > 0.0 && outer > inner && isfinite(outer))) {
    scene_error(r, "arch radii must be 0 < inner < outer (got %g and %g)", inner, outer);
    return false;
  }
  ph_body_def d = read_body_def(r, ph_box(1.0, 1.0));
  if (r->failed || !scene_check(r, ph_body_def_check(&d))
      || !scene_claim_bodies(s, r, count)) return false;
  for (int j = 0; j < count; j++) {
    int k = j < count / 2 ? j : j == count - 1 ? count / 2 : j + 1;
    @<Make |d|'s shape block |k| of the arch@>@;
    if (ph_body_id_is_null(ph_world_create_body(s->world, &d))) return false;
  }
  return true;
}

@ Block $k$ spans the angles $a=k\pi/n$ to $b=(k+1)\pi/n$; its corners
are the points at those angles on the inner and the outer circle.

@<Make |d|'s shape block |k| of the arch@>=
double a = 3.14159265358979323846 * k / count, b = 3.14159265358979323846 * (k + 1) / count;
ph_vec2 corner[4] = {{inner * cos(a), inner * sin(a)}, {outer * cos(a), outer * sin(a)},
  {outer * cos(b), outer * sin(b)}, {inner * cos(b), inner * sin(b)}};
d.shape = ph_polygon(corner, 4);

@ {\it Scenes.} Five built-in scenes, under a plain \.{world} line, so
with this stage's soft step. \.{heavy}, the demo's default, is a box of
density 100 on one of density~1, of the comparison's friction, which
chapter~9's solver cannot hold (\.{M} shows it); \.{stack40} a column of
forty boxes of the comparison's material, too tall for a contact of
30\thinspace Hz, which falls (the chapter derives why; \.{,} and \.{]}
show what holds it); \.{deep} a box of wood started 20\thinspace cm into
the floor, with no gravity, to watch it leave; \.{arch} an arch of 17
blocks of the comparison's material, 8\thinspace m inside and 1.6\thinspace
m thick, whose blocks hold each other up only by their contacts'
pressure and friction; and \.{confined} twenty boxes in a pit 5\thinspace
m wide, onto which a lid that fills the pit, 480 times a box's mass, is
driven down at 5\thinspace m/s, so that the boxes have nowhere to go.

@<Built-in scenes@>+=
{"heavy", 11, "a box a hundred times heavier rests on a light one",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=1 width=8\n"@/
  "box x=0 y=-10 w=100 h=20 static" @<The material of the comparison@> "\n"@/
  "box x=0 y=0.5 w=1 h=1 density=1 friction=0.6 restitution=0\n"@/
  "box x=0 y=1.5 w=1 h=1 density=100 friction=0.6 restitution=0\n"},
{"stack40", 11, "forty boxes in a column: too tall for a contact of 30 Hz",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=20 width=48\n"@/
  "box x=0 y=-10 w=100 h=20 static" @<The material of the comparison@> "\n"@/
  "column count=40 x=0 y=0 size=1" @<The material of the comparison@> "\n"},
{"deep", 11, "a box started 20 cm into the floor leaves it without popping",@/
  "world gravity=0,0\n"@/
  "view x=0 y=0 width=6\n"@/
  "box x=0 y=-0.5 w=20 h=1 static material=static\n"@/
  "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n"},

@ The arch and the confined pile, the two scenes that the table of solvers
adds to chapter~10's.

@<Built-in scenes@>+=
{"arch", 11, "an arch of 17 blocks held up by its contacts alone",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=5 width=24\n"@/
  "box x=0 y=-10 w=100 h=20 static" @<The material of the comparison@> "\n"@/
  "arch count=17 inner=8 outer=9.6 x=0 y=0" @<The material of the comparison@> "\n"},
{"confined", 11, "a heavy lid driven into twenty boxes in a pit",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=4 width=12\n"@/
  "box x=0 y=-10 w=100 h=20 static" @<The material of the comparison@> "\n"@/
  "box x=-3 y=5 w=1 h=10 static" @<The material of the comparison@> "\n"@/
  "box x=3 y=5 w=1 h=10 static" @<The material of the comparison@> "\n"@/
  "rain count=20 columns=4 pitch=1.2 x=-1.8 y=0.6 turn=0.2 size=1"@|
  @<The material of the comparison@> "\n"@/
  "box x=0 y=7.5 w=4.8 h=1 vy=-5 density=100 friction=0.6 restitution=0\n"},

@ @<Chapter titles@>+=
{11, "The soft step"},

@ {\it The demo.} \.{M} switches the solver between the soft step and
chapter~9's sequential impulses; \.{[} and \.{]} halve and double the
sub-steps (1 to 64); \.{,} halves the contact's frequency, down to a fifth
of a hertz and then back to 30; \.{/} switches the relax pass on and off.
The panel shows the solver and all four.

@<Handle a key of the chapters@>+=
case SDLK_m: case SDLK_LEFTBRACKET: case SDLK_RIGHTBRACKET: case SDLK_COMMA: case SDLK_SLASH:
  {
    ph_settings settings = demo->current.world->settings;
    SDL_Keycode key = event.key.keysym.sym;
    if (key == SDLK_m) {
      settings.solver = settings.solver == PH_SOFT ? PH_SEQUENTIAL : PH_SOFT;
      settings.correction = PH_CORRECT_AUTO;
    } else if (key == SDLK_LEFTBRACKET) settings.substeps = settings.substeps > 1 ? settings.substeps / 2 : 1;
    else if (key == SDLK_RIGHTBRACKET)
      settings.substeps = settings.substeps < 64 ? 2 * settings.substeps : 64;
    else if (key == SDLK_COMMA)
      settings.contact_hertz = settings.contact_hertz > 0.2 ? settings.contact_hertz / 2.0 : 30.0;
    else settings.relax = settings.relax > 0 ? 0 : 1;
    if (settings.solver == PH_SOFT) settings.integrator = PH_SYMPLECTIC_EULER;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  M            solver: the soft step or chapter 9's sequential impulses\n"@/
"  [, ]         halve or double the sub-steps of the soft step (1 to 64)\n"@/
"  ,            halve the soft contact's frequency (below 0.2 Hz: back to 30)\n"@/
"  /            the relax pass on or off\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 11);
{
  const ph_world *w = demo->current.world;
  panel_add(panel, "M  solver: %s; [] %d sub-steps", w->settings.solver == PH_SOFT
    ? "soft step" : w->settings.solver == PH_SEQUENTIAL ? "sequential" : "other",
    w->settings.substeps);
  panel_add(panel, ",  contact %.3g Hz, ratio %.3g; /  relax: %d", w->settings.contact_hertz,
    w->settings.damping_ratio, w->settings.relax);
}

@*1 Measurements of chapter 11.
\.{bench11} runs the scenes of the table of solvers, each under three
solvers: the single pass with its correction (the defaults of stage~8),
sequential impulses with split impulses (the defaults of stage~10), and
the soft step (the defaults of this stage), each on the scene's own
bodies with the scene's gravity. It writes the table's rows, the lines
of the chapter's targets and the sentences that read them.
@^bench11@>

@(bench11.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
#include <time.h>
@<Chapter 11 benchmark helpers@>@;
@<Run the chapter 11 measurements@>@;

@ What one run measures: whether the last body (the top of a stack or
pyramid) stood, how far it sank and drifted, the deepest overlap of any
contact at the end, the change of the world's energy (kinetic and
potential, in joules), and the mean time of a step.

@<Chapter 11 benchmark helpers@>=
typedef struct {
  bool stands;
  double sink, drift, deepest, energy, ms;
  double lowest; /* the lowest corner of any moving body */
  double moved; /* the most any body moved after step 120 */
  double moved_late; /* the most any body moved in the second half of the run */
  double bob; /* how far the top's height ranged over the last second */
  int outside; /* moving bodies outside $\vert x\vert<50$ */
} solver_run;

static double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return 1e3 * (double) t.tv_sec + 1e-6 * (double) t.tv_nsec;
}

@ The energy of the world: $\sum{1\over2}mv^2+{1\over2}I\omega^2-m\,\vec g
\cdot\vec x$ over the moving bodies.

@<Chapter 11 benchmark helpers@>+=
static double world_energy(const ph_world *w)
{
  double e = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0) continue;
    double m = 1.0 / b->inverse_mass, I = b->inverse_inertia > 0.0 ? 1.0 / b->inverse_inertia : 0.0;
    e += 0.5 * m * ph_dot(b->velocity, b->velocity) + 0.5 * I * b->angular_velocity
      * b->angular_velocity - m * ph_dot(w->settings.gravity, b->position);
  }
  return e;
}

@ The lowest corner of a moving body, for the rain: its shape's vertices
turned and moved as the body is (every body of the rain is a box).

@<Chapter 11 benchmark helpers@>+=
static double lowest_corner(const ph_body *b)
{
  double c = cos(b->angle), s = sin(b->angle), low = INFINITY;
  for (int k = 0; k < b->shape.count; k++) {
    ph_vec2 v = b->shape.vertices[k];
    low = fmin(low, b->position.y + s * v.x + c * v.y);
  }
  return b->shape.count > 0 ? low : b->position.y - b->shape.radius;
}

@ A run: the scene as built in, with the settings of stage |stage| and
the scene's gravity, for |steps| steps of $1/60\,$s; |alternate| is the
soft step's switch of the order of points (it matters to no other
solver). |rest| is the height at which the top body's centre would rest
with no overlap: the sink is measured from there, so that a pile whose
rows start apart and fall together is not said to sink.

@<Chapter 11 benchmark helpers@>+=
static solver_run run_with(const char *name, ph_settings settings, double rest, int steps)
{
  solver_run r = {false, 0, 0, 0, 0, 0, INFINITY, 0, 0, 0, 0};
  scene s;
  if (!scene_load(&s, name)) exit(1);
  ph_world *w = s.world;
  settings.gravity = w->settings.gravity;
  if (!ph_world_set_settings(w, &settings)) exit(1);
  const ph_body *top = &w->bodies[w->body_count - 1];
  ph_vec2 start = top->position, *mark = malloc(2 * (size_t) w->body_count * sizeof *mark);
  ph_vec2 *half = mark + w->body_count;
  if (!isnan(rest)) start.y = rest;
  double e0 = world_energy(w), t0 = now_ms(), high = -INFINITY, low = INFINITY;
  if (!mark) exit(1);
  @<Step the run, marking every body at step 120 and halfway, and the top's highest and
    lowest in the last second@>@;
  r.bob = high - low;
  r.ms = (now_ms() - t0) / steps;
  @<Measure the end of the run into |r|@>@;
  free(mark);
  scene_destroy(&s);
  return r;
}

@ The marks let the end of the run say how far each body moved after the
first two seconds and in the second half; the top's range of heights in
the last 60 steps says whether it is still there.

@<Step the run, marking...@>=
for (int n = 0; n < steps; n++) {
  if (n == 120) for (int i = 0; i < w->body_count; i++) mark[i] = w->bodies[i].position;
  if (n == steps / 2) for (int i = 0; i < w->body_count; i++) half[i] = w->bodies[i].position;
  ph_world_step(w, 1.0 / 60.0);
  if (n >= steps - 60) high = fmax(high, top->position.y), low = fmin(low, top->position.y);
}

@ A run at a stage's defaults, with the soft step's order of points set.

@<Chapter 11 benchmark helpers@>+=
static solver_run run(const char *name, int stage, bool alternate, double rest, int steps)
{
  ph_settings settings = ph_stage_settings(stage);
  settings.alternate = alternate;
  return run_with(name, settings, rest, steps);
}

@ A run whose world stopped on a number that is not finite measures
nothing, and stops the program.

@<Measure the end of the run into |r|@>=
if (ph_world_failure(w)) { fprintf(stderr, "%s: %s\n", name, ph_world_failure(w)); exit(1); }
r.sink = start.y - top->position.y;
r.drift = fabs(top->position.x - start.x);
r.stands = r.sink < 0.1 && r.drift < 0.1;
r.energy = world_energy(w) - e0;
for (int k = 0; k < w->contact_count; k++)
  for (int i = 0; i < w->contacts[k].manifold.count; i++)
    r.deepest = fmax(r.deepest, w->contacts[k].manifold.points[i].depth);
for (int i = 0; i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->inverse_mass == 0.0) continue;
  r.lowest = fmin(r.lowest, lowest_corner(b));
  r.moved = fmax(r.moved, ph_length(ph_sub(b->position, mark[i])));
  r.moved_late = fmax(r.moved_late, ph_length(ph_sub(b->position, half[i])));
  r.outside += fabs(b->position.x) >= 50.0;
}

@ The tables: each scene under the four solvers, one row per scene and
solver: the single pass, sequential impulses, and the soft step with
Box2D's order of points and with the alternating order. The scenes are
run in one order and printed in two tables: the piles (|pile_rows|) and
the hard cases (|hard_rows|), each by its index in |table_scenes|. For
the rain, the deep box and the confined pile, whose last body is not the
top of anything, the columns of standing are left empty; the arch's
crown starts where it rests with no overlap, so its sink is measured
from its start.

@<Chapter 11 benchmark helpers@>+=
enum { SOLVERS = 4, SCENES = 9, PILES = 4, HARD = 5 };
static const char *solver_names[SOLVERS] = {"single pass", "sequential, stage 10's defaults",
  "soft, one order", "soft, alternating"};
static const int solver_stages[SOLVERS] = {8, 10, 11, 11};
static const bool solver_alternate[SOLVERS] = {false, false, false, true};
static const struct {
  const char *name;
  double rest; /* the top's height at rest, or NAN: where it starts */
  bool tops; /* whether its last body is the top of a pile */
} table_scenes[SCENES] = {
  {"stack10", 9.5, true}, {"stack40", 39.5, true}, {"heavy", 1.5, true},
  {"pyramid20", 19.5, true}, {"large_pyramid", 99.5, true}, {"rain4000", NAN, false},
  {"deep", NAN, false}, {"arch", NAN, true}, {"confined", NAN, false}
};
static const int pile_rows[PILES] = {0, 3, 4, 7}, hard_rows[HARD] = {2, 6, 8, 1, 5};
static solver_run results[SCENES][SOLVERS];

@ A number as the tables print it: to three significant figures, always
in plain decimals, so that a column reads one way from top to bottom.
Below a hundred it keeps its decimals, trailing zeros too; from a hundred
up it is a whole number, its digits grouped by thousands from ten thousand
up. A scene's name is printed in type, its underscores escaped.

@<Chapter 11 benchmark helpers@>+=
static void tex_number(FILE *f, double x)
{
  char buf[48];
  double r = strtod((snprintf(buf, sizeof buf, "%.3g", x), buf), NULL);
  if (r == 0.0) { fputs("$0$", f); return; }
  if (fabs(r) < 100.0) { fprintf(f, "$%#.3g$", r); return; }
  int n = snprintf(buf, sizeof buf, "%.0f", fabs(r));
  fprintf(f, "$%s", r < 0.0 ? "-" : "");
  for (int k = 0; k < n; k++)
    fprintf(f, "%s%c", k > 0 && n > 4 && (n - k) % 3 == 0 ? "\\," : "", buf[k]);
  fputs("$", f);
}

static void tex_name(FILE *f, const char *name)
{
  fputs("{\\tt ", f);
  for (; *name; name++)
    if (*name == '_') fputs("\\_", f);
    else fputc(*name, f);
  fputs("}", f);
}

@ The tables themselves: every scene under every solver, a row each. A
pile that did not stand and whose top sank more than |FELL| (two unit
boxes' height) has collapsed, and its sink, tens of metres for a tall
pile, says only how tall it was: the tables print ``fell''. The scenes
are all run first, and printed after.

@<Chapter 11 benchmark helpers@>+=
enum { FELL = 2 }; /* metres */

static void write_solver_rows(FILE *table, const int *rows, int count, bool energy);
static void write_solvers(FILE *piles, FILE *hard)
{
  for (int k = 0; k < SCENES; k++)
    for (int j = 0; j < SOLVERS; j++)
      results[k][j] = run(table_scenes[k].name, solver_stages[j], solver_alternate[j],
        table_scenes[k].rest, 600);
  write_solver_rows(piles, pile_rows, PILES, false);
  write_solver_rows(hard, hard_rows, HARD, true);
}

@ A row: the scene's name on its first solver's row, whether the top stood,
its sink and drift, the deepest overlap, and, in the table of hard cases,
the change of the world's energy. The time of a step is not printed here:
the comparison rerun below times the scenes of chapter~10 in its drivers.

@<Chapter 11 benchmark helpers@>+=
static void write_solver_rows(FILE *table, const int *rows, int count, bool energy)
{
  for (int n = 0; n < count; n++)
    for (int j = 0; j < SOLVERS; j++) {
      int k = rows[n];
      solver_run r = results[k][j];
      if (j == 0) tex_name(table, table_scenes[k].name);
      fprintf(table, "&%s&", solver_names[j]);
      if (table_scenes[k].tops && !r.stands && r.sink > FELL)
        fprintf(table, "no&fell&%.1f&", 1000.0 * r.drift);
      else if (table_scenes[k].tops)
        fprintf(table, "%s&%.1f&%.1f&", r.stands ? "yes" : "no", 1000.0 * r.sink, 1000.0 * r.drift);
      else fprintf(table, "&&&");
      fprintf(table, "%.1f", 1000.0 * r.deepest);
      if (energy) fputs("&", table), tex_number(table, r.energy);
      fputs("\\cr\n", table);
    }
}

@ {\it What the sub-steps and the relax pass buy.} The soft step at
stage~11's defaults but for two settings: the count of sub-steps, 1, 2, 4
and~8, each with one relax pass, and four sub-steps with none. Each row
runs the stack of ten, the heavy box, the pyramid and the deep box, and
the claims check the relations the chapter's paragraphs state: one
sub-step holds the contact to $1/4\hs=15\,$Hz and sinks the stack deeper
than four, so deep that the stack falls (the table prints ``fell'', as
the tables of solvers do, and no drift), while with four it does not; eight sub-steps take longer a step than four, and leave the
pyramid moving less after step 120; without the relax pass the deep
box leaves with more energy, and a box of the pyramid moves metres; and
the deep box's energy rises with the sub-steps from one to four, as the
cap on the contact's frequency rises. The heavy box stands by the
10\thinspace cm rule and is at rest besides: a top whose height ranges
over more than |at_rest| in the last second is printed ``not at rest'',
wherever it stopped.

@<Chapter 11 benchmark helpers@>+=
static const double at_rest = 0.01; /* metres: the most a top at rest ranges in its last second */
static void write_substeps(FILE *f, FILE *text)
{
  static const int counts[5] = {1, 2, 4, 8, 4}, relaxes[5] = {1, 1, 1, 1, 0};
  solver_run stack[5], deep[5], pyramid[5], heavy[5];
  for (int k = 0; k < 5; k++) {
    ph_settings s = ph_stage_settings(11);
    s.substeps = counts[k], s.relax = relaxes[k];
    stack[k] = run_with("stack10", s, 9.5, 600);
    heavy[k] = run_with("heavy", s, 1.5, 600);
    pyramid[k] = run_with("pyramid20", s, 19.5, 600);
    deep[k] = run_with("deep", s, NAN, 600);
    fprintf(f, "%d&%d&", counts[k], relaxes[k]);
    if (stack[k].sink > FELL) fprintf(f, "fell&---&");
    else fprintf(f, "%.1f&%.2f&", 1000.0 * stack[k].sink, 1000.0 * stack[k].drift);
    fprintf(f, "%.1f&%s&", 1000.0 * heavy[k].sink, heavy[k].bob > at_rest ? "not at rest"
      : heavy[k].stands ? "yes" : "no");
    tex_number(f, 1000.0 * pyramid[k].moved);
    fprintf(f, "&");
    tex_number(f, deep[k].energy);
    fprintf(f, "&%.2f\\cr\n", pyramid[k].ms);
    fflush(f);
  }
  @<Claim what the table of sub-steps shows, and write its macros@>@;
}

@ The relations the chapter's paragraph states, each claimed, and the
numbers it quotes.

@<Claim what the table of sub-steps shows, and write its macros@>=
claim("one sub-step sinks the stack deeper than four", stack[0].sink, CLAIM_ABOVE,
  stack[2].sink, 0.0);
claim("with one sub-step the stack of ten falls", stack[0].sink, CLAIM_ABOVE, FELL, 0.0);
claim("with four sub-steps the stack of ten does not fall", stack[2].sink, CLAIM_BELOW,
  FELL, 0.0);
claim("eight sub-steps take longer a step than four", pyramid[3].ms, CLAIM_ABOVE,
  pyramid[2].ms, 0.0);
claim("with eight sub-steps the pyramid moves less after step 120 than with four",
  pyramid[3].moved, CLAIM_BELOW, pyramid[2].moved, 0.0);
claim("with eight sub-steps no box of the pyramid moves 1 mm after step 120",
  pyramid[3].moved, CLAIM_BELOW, 0.001, 0.0);
@<Claim what the run without the relax pass shows@>@;
claim("two sub-steps leave the deep box more energy than one", deep[1].energy, CLAIM_ABOVE,
  deep[0].energy, 0.0);
claim("four sub-steps leave the deep box more energy than two", deep[2].energy, CLAIM_ABOVE,
  deep[1].energy, 0.0);
fprintf(text, "\\gdef\\ChElevenOneSubSink{%.1f}\\gdef\\ChElevenFourSubSink{%.1f}%%\n",
  1000.0 * stack[0].sink, 1000.0 * stack[2].sink);
fprintf(text, "\\gdef\\ChElevenHeavyBob{%.0f}%%\n", 1000.0 * heavy[4].bob);
fprintf(text, "\\gdef\\ChElevenNoRelaxEnergy{%.1f}\\gdef\\ChElevenRelaxEnergy{%.1f}%%\n",
  deep[4].energy, deep[2].energy);

@ Without the relax pass (the last row, four sub-steps and none) the deep box
leaves with more energy than with it (the third row), a box of the pyramid
moves metres, and the heavy box never rests: over the last second its
height ranges over more than a centimetre, where with the pass it is still
to a tenth of a millimetre.

@<Claim what the run without the relax pass shows@>=
claim("without the relax pass the deep box leaves with more energy", deep[4].energy,
  CLAIM_ABOVE, deep[2].energy, 0.0);
claim("without the relax pass a box of the pyramid moves metres", pyramid[4].moved,
  CLAIM_ABOVE, 1.0, 0.0);
claim("without the relax pass the heavy box never rests: its height ranges over a centimetre "
  "in the last second", heavy[4].bob, CLAIM_ABOVE, at_rest, 0.0);
claim("with the relax pass the heavy box is still in the last second", heavy[2].bob,
  CLAIM_BELOW, 1e-4, 0.0);

@ The targets the chapter set, each read from the soft step's runs and
written as a line of a table: what was asked, what was measured, and
whether it was met.

@<Chapter 11 benchmark helpers@>+=
static int targets_met = 0, targets_all = 0;
static void target(FILE *f, const char *what, const char *format, double value, bool met)
{
  char measured[64];
  snprintf(measured, sizeof measured, format, value);
  fprintf(f, "%s&%s&%s\\cr\n", what, measured, met ? "met" : "not met");
  targets_met += met, targets_all++;
}

static void write_targets(FILE *f, FILE *text)
{
  const solver_run *stack = &results[0][3], *pyramid = &results[3][3], *rain = &results[5][3];
  target(f, "rain4000: no corner more than 1\\thinspace cm below the floor",
    "%.1f\\thinspace mm", -1000.0 * rain->lowest, rain->lowest >= -0.01);
  target(f, "rain4000: every box inside", "%.0f outside", rain->outside, rain->outside == 0);
  target(f, "pyramid20: no box moves 1\\thinspace mm after step 120", "%.2f\\thinspace mm",
    1000.0 * pyramid->moved, pyramid->moved <= 0.001);
  target(f, "stack10: top drift below 1\\thinspace mm", "%.2f\\thinspace mm",
    1000.0 * stack->drift, stack->drift < 0.001);
  target(f, "stack10: top less than 35\\thinspace mm below rest", "%.1f\\thinspace mm",
    1000.0 * stack->sink, stack->sink < 0.035);
  @<Say when the pyramid stops moving@>@;
}

@ The pyramid's movement after step 120 is a late settling, not a creep:
what moves, moves before step 300, and in the second half of the run no
box moves as far as the target's millimetre.

@<Say when the pyramid stops moving@>=
claim("in the second half of the run no box of the pyramid moves 1 mm", pyramid->moved_late,
  CLAIM_BELOW, 0.001, 0.0);
fprintf(text, "\\gdef\\ChElevenPyramidMoved{%.1f}\\gdef\\ChElevenPyramidLate{%.2f}%%\n",
  1000.0 * pyramid->moved, 1000.0 * pyramid->moved_late);

@ The numbers the chapter's paragraph on the table reads, as macros, and
a claim for every relation the paragraph states: on the stack of ten the
soft step sinks less than sequential impulses; the heavy box stands on the
soft step and not on sequential impulses; the deepest overlap of the rain
is smaller under the soft step; the deep box gains energy under the soft
step and none under split impulses; no solver holds the column of
forty at its defaults; and the column's top box comes down within two
metres of its start on the rigid solvers, over ten metres away on the
soft step, where the column topples whole.

@<Chapter 11 benchmark helpers@>+=
static void write_reading(FILE *f)
{
  const solver_run *stack = results[0], *tall = results[1], *heavy = results[2],
    *rain = results[5], *deep = results[6], *arch = results[7], *confined = results[8];
  claim("the soft step sinks the stack less than sequential impulses", stack[3].sink,
    CLAIM_BELOW, stack[1].sink, 0.0);
  claim("the heavy box stands on the soft step", heavy[3].stands, CLAIM_EQUAL, 1.0, 0.0);
  claim("the heavy box does not stand on sequential impulses", heavy[1].stands, CLAIM_EQUAL,
    0.0, 0.0);
  claim("the rain's deepest overlap is smaller under the soft step", rain[3].deepest,
    CLAIM_BELOW, rain[1].deepest, 0.0);
  claim("the deep box gains energy under the soft step", deep[3].energy, CLAIM_ABOVE, 0.0, 0.0);
  claim("split impulses give the deep box no energy", fabs(deep[1].energy), CLAIM_BELOW,
    1e-9, 0.0);
  @<Claim how the column of forty falls under each solver@>@;
  @<Claim what the arch and the confined pile show@>@;
  claim("alternating the order drifts the stack of ten less", stack[3].drift, CLAIM_BELOW,
    stack[2].drift, 0.0);
  claim("alternating the order drifts the heavy box more", heavy[3].drift, CLAIM_ABOVE,
    heavy[2].drift, 0.0);
  @<Write the macros the paragraph on the solvers reads@>@;
}

@ No solver holds the column of forty. The two rigid solvers (the single pass
and sequential impulses, the first two) let its top box come down within two
metres of where it started; the soft step's, which bends at every contact at
once, throws it more than ten metres to the side.

@<Claim how the column of forty falls...@>=
for (int j = 0; j < SOLVERS; j++)
  claim("no solver holds the column of forty", tall[j].stands, CLAIM_EQUAL, 0.0, 0.0);
for (int j = 0; j < 2; j++)
  claim("on a rigid solver the column of forty's top lands within two metres",
    tall[j].drift, CLAIM_BELOW, FELL, 0.0);
for (int j = 2; j < SOLVERS; j++)
  claim("on the soft step the column of forty's top lands over ten metres away",
    tall[j].drift, CLAIM_ABOVE, 10.0, 0.0);

@ The arch stands under both solvers that keep a contact's impulse from
pass to pass and falls under the single pass, and its crown sinks less on
the soft step; the lid drives the boxes of the confined pile less deep
into each other on the soft step than on sequential impulses, and those
less deep than the single pass.

@<Claim what the arch and the confined pile show@>=
claim("the arch falls under the single pass", arch[0].stands, CLAIM_EQUAL, 0.0, 0.0);
claim("the arch stands under sequential impulses", arch[1].stands, CLAIM_EQUAL, 1.0, 0.0);
claim("the arch stands under the soft step", arch[3].stands, CLAIM_EQUAL, 1.0, 0.0);
claim("the arch's crown sinks less on the soft step", arch[3].sink, CLAIM_BELOW, arch[1].sink,
  0.0);
claim("the confined pile's deepest overlap is smaller on the soft step", confined[3].deepest,
  CLAIM_BELOW, confined[1].deepest, 0.0);
claim("the confined pile's deepest overlap is smaller on sequential impulses than on the "
  "single pass", confined[1].deepest, CLAIM_BELOW, confined[0].deepest, 0.0);

@ The numbers that paragraph quotes, and the count of targets met.

@<Write the macros the paragraph on the solvers reads@>=
fprintf(f, "\\gdef\\ChElevenStackSinkSoft{%.1f}\\gdef\\ChElevenStackSinkSeq{%.1f}%%\n",
  1000.0 * stack[3].sink, 1000.0 * stack[1].sink);
fprintf(f, "\\gdef\\ChElevenHeavySinkSoft{%.1f}\\gdef\\ChElevenHeavySinkSeq{%.1f}%%\n",
  1000.0 * heavy[3].sink, 1000.0 * heavy[1].sink);
fprintf(f, "\\gdef\\ChElevenRainDeepSoft{%.1f}\\gdef\\ChElevenRainDeepSeq{%.1f}%%\n",
  1000.0 * rain[3].deepest, 1000.0 * rain[1].deepest);
fprintf(f, "\\gdef\\ChElevenDeepEnergy{%.1f}%%\n", deep[3].energy);
fprintf(f, "\\gdef\\ChElevenArchSinkSoft{%.1f}\\gdef\\ChElevenArchSinkSeq{%.1f}%%\n",
  1000.0 * arch[3].sink, 1000.0 * arch[1].sink);
fprintf(f, "\\gdef\\ChElevenConfinedDeepSoft{%.1f}\\gdef\\ChElevenConfinedDeepSeq{%.1f}"@|
  "\\gdef\\ChElevenConfinedDeepSingle{%.1f}%%\n", 1000.0 * confined[3].deepest,
  1000.0 * confined[1].deepest, 1000.0 * confined[0].deepest);
@<Write the model's depth of the confined pile's contacts@>@;
fprintf(f, "\\gdef\\ChElevenDriftOne{%.1f}\\gdef\\ChElevenDriftAlt{%.1f}"@|
  "\\gdef\\ChElevenHeavyDriftOne{%.1f}\\gdef\\ChElevenHeavyDriftAlt{%.1f}%%\n",
  1000.0 * stack[2].drift, 1000.0 * stack[3].drift, 1000.0 * heavy[2].drift,
  1000.0 * heavy[3].drift);
fprintf(f, "\\gdef\\ChElevenTargetsMet{%d}\\gdef\\ChElevenTargetsAll{%d}%%\n", targets_met,
  targets_all);

@ The model's depth of the contacts between the confined pile's boxes
(problem~P4 and its answer): a point of the lowest contact between two
boxes of a column carries $W=62\,mg$, the two light boxes set $m_n=m/5$,
and the depth is $W/(m_n\omega^2)=310\,g/\omega^2$ at the contacts'
frequency. The soft step's deepest contact is deeper than that. The
model shares the lid evenly among the columns and a contact's points;
how the load is really shared is not measured.

@<Write the model's depth of the confined pile's contacts@>=
{
  ph_settings s = ph_stage_settings(11);
  double omega = 2.0 * 3.14159265358979323846 * s.contact_hertz;
  double model = 310.0 * 10.0 / (omega * omega);
  claim("the confined pile's deepest contact is deeper than the model's", confined[3].deepest,
    CLAIM_ABOVE, model, 0.0);
  fprintf(f, "\\gdef\\ChElevenConfinedModel{%.1f}%%\n", 1000.0 * model);
}

@ {\it The tallest column.} For each contact frequency, the tallest
column of unit boxes (of the comparison's material, on its floor) that
still stands after 10\thinspace s: its top less than 10\thinspace cm to
the side of where it started. The sub-steps are as many as the frequency
needs to escape the cap $f\le1/4\hs$, and at least the default four. The
columns are tried from 2 boxes up, in twos, until one falls.

@<Chapter 11 benchmark helpers@>+=
static bool column_stands(double hertz, int substeps, int count)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 solver=soft contact_hertz=%g substeps=%d\n"@|
    "box x=0 y=-10 w=100 h=20 static density=1 friction=0.6 restitution=0\n"@|
    "column count=%d x=0 y=0 size=1 density=1 friction=0.6 restitution=0\n", hertz, substeps,
    count);
  scene s;
  if (!scene_load_text(&s, "column.scene", text)) exit(1);
  for (int n = 0; n < 600; n++) ph_world_step(s.world, 1.0 / 60.0);
  const ph_body *top = &s.world->bodies[s.world->body_count - 1];
  bool stands = fabs(top->position.x) < 0.1 && top->position.y > count - 2.0;
  scene_destroy(&s);
  return stands;
}

@ The data of the figure: the points $(f,N)$, and the bound of the text,
$N<\omega\sqrt{\ell/5g}$ with $\ell=1\,$m, which every point must keep below (a claim), and
the share of the bound each point reaches, which the text quotes. The
figure's scales are fixed, so the data says where they end.

@<Chapter 11 benchmark helpers@>+=
static void write_columns(FILE *mp, FILE *text)
{
  static const double hertz[4] = {15.0, 30.0, 60.0, 120.0};
  int tallest[4], substeps[4];
  double bound[4], share[4]; /* the bound of one contact; the tallest column over it */
  fprintf(mp, "%% Made by bench11: the tallest column that stands, against the frequency.\n");
  for (int k = 0; k < 4; k++) {
    substeps[k] = (int) fmax(4.0, ceil(4.0 * hertz[k] / 60.0));
    int count = 2;
    while (count <= 80 && column_stands(hertz[k], substeps[k], count)) count += 2;
    tallest[k] = count - 2;
    bound[k] = 2.0 * 3.14159265358979323846 * hertz[k] / sqrt(5.0 * 10.0);
    claim("the tallest column is below the bound of one contact", tallest[k], CLAIM_BELOW,
      bound[k], 0.0);
    share[k] = tallest[k] / bound[k];
    fprintf(mp, "colf%d := %g; coln%d := %d;\n", k, hertz[k], k, tallest[k]);
  }
  claim("a stiffer contact holds a taller column", tallest[3], CLAIM_ABOVE, tallest[1], 0.0);
  @<Claim how the tallest column grows with the frequency@>@;
  @<Write the tallest columns and their shares of the bound@>@;
}

@ The text's table gives, for each frequency, the sub-steps, the tallest
column, the bound at that frequency and the column's share of it, one row
each.

@<Write the tallest columns and their shares of the bound@>=
fprintf(text, "\\gdef\\ChElevenColumnRows{%%\n");
for (int k = 0; k < 4; k++)
  fprintf(text, "%g&%d&%d&%.1f&%.2f\\cr\n", hertz[k], substeps[k], tallest[k], bound[k],
    share[k]);
fprintf(text, "}%%\n");

@ What the chapter says of the points: from 15 to 30\thinspace Hz the
column doubles, as the proportion to the frequency asks; from 30 to
60\thinspace Hz it grows by less than half; and from 30 to 120\thinspace
Hz it grows more than twice and less than four times, the proportion's
factor.

@<Claim how the tallest column grows with the frequency@>=
claim("from 15 to 30 Hz the tallest column doubles", tallest[1], CLAIM_EQUAL,
  2.0 * tallest[0], 0.0);
claim("from 30 to 60 Hz the tallest column grows by less than half", tallest[2], CLAIM_BELOW,
  1.5 * tallest[1], 0.0);
claim("from 30 to 120 Hz the column grows more than twice", tallest[3], CLAIM_ABOVE,
  2.0 * tallest[1], 0.0);
claim("from 30 to 120 Hz the column grows less than four times", tallest[3], CLAIM_BELOW,
  4.0 * tallest[1], 0.0);

@ {\it Chapter~10's comparison, rerun.} The targets ask for the time of a
step against Box2D~2.4's on three of chapter~10's scenes, and the reader
wants this stage set beside the engines chapter~10 compared. Chapter~10's
drivers run each engine on a scene and print, among other things, the
median time of a step; this program runs four of them on the four scenes
of that comparison: chapter~10's own driver (stage~10, with the
comparison's settings), the same driver built against stage~11 with a
plain world (the soft step), Box2D's and Chipmunk's. It runs three
rounds, interleaved as chapter~10's are, so that a slow minute of the
machine falls on every engine alike, and keeps for each scene and driver
the run whose median is the middle of the three. (Chapter~10 runs five;
three is what this chapter's build can afford.) Where a driver was not
built, its rows say so.

What a driver's run gives: the median time of a step, how far the top
sank and whether it stood by chapter~10's rule, and, where the driver
prints it, the mean profile of a step.

@<Chapter 11 benchmark helpers@>+=
typedef struct {
  double median; /* ms a step, the middle of the run */
  double sink; /* how far the top sank from where it would rest with no overlap */
  double own, drift; /* the sink from the engine's own rest, and the top's drift */
  int outside; /* boxes out of the scene */
  bool stands; /* by chapter~10's rule */
  double points, search, broad, prepare, velocity, split, rest, step; /* means a step */
  bool profiled; /* the driver printed its phases */
} driver_run;

@ Reading a driver: its one line of results and its line of phases.

@<Chapter 11 benchmark helpers@>+=
static driver_run driver_read(const char *program, const char *scene_name)
{
  char command[1024], line[1024];
  driver_run d = {NAN, NAN, NAN, NAN, 0, false, 0, 0, 0, 0, 0, 0, 0, 0, false};
  snprintf(command, sizeof command, "'%s' %s 2>/dev/null", program, scene_name);
  FILE *p = popen(command, "r");
  if (!p) return d;
  while (fgets(line, sizeof line, p)) {
    const char *m = strstr(line, " median="), *q = strstr(line, " points=");
    if (m && strncmp(line, "friction", 8) != 0 && strncmp(line, "phases", 6) != 0) {
      sscanf(m, " median=%lf mean=%*f sink=%lf rest=%*f own=%lf drift=%lf outside=%d",
        &d.median, &d.sink, &d.own, &d.drift, &d.outside);
      d.stands = strstr(line, " stands=yes") != NULL;
    }
    if (q && strncmp(line, "phases", 6) == 0)
      d.profiled = sscanf(q, " points=%lf search=%lf broad=%lf prepare=%lf velocity=%lf "
        "split=%lf rest=%lf step=%lf", &d.points, &d.search, &d.broad, &d.prepare,
        &d.velocity, &d.split, &d.rest, &d.step) == 8;
  }
  if (pclose(p) != 0) d.median = NAN, d.profiled = false;
  return d;
}

@ {\it Where the time goes.} For the large pyramid, the driver's profile
of a step of stage~11 is written as the rows of a small table: the shares
of the search, the preparation (with the warm starts and the copies made
for the passes), the passes, and the rest (forces and moves, in the
sub-steps), and the time of one point in one pass, the passes being
|substeps| sub-steps of one pass with the push and |relax| without. The
shares are those of the profile's step; the step's time is the median of
the same run, as Tables \tabref{targets} and~\tabref{compared} print it
(to three figures), so that one run gives every number and the tables
agree. Each phase's milliseconds are its share of that median.

@<Chapter 11 benchmark helpers@>+=
static void write_profile(FILE *text, driver_run d)
{
  if (!d.profiled || !(d.step > 0.0) || !(d.points > 0.0) || isnan(d.median)) {
    fprintf(text, "\\gdef\\ChElevenProfileRows{\\multispan3 not measured: the drivers "
      "were not built\\hfil\\cr}%%\n");
    return;
  }
  ph_settings s = ph_stage_settings(11);
  int passes = s.substeps * (1 + s.relax);
  char ms[32];
  double step = strtod(bench_figures(ms, d.median), NULL);
  double share[4] = {d.search / d.step, d.prepare / d.step, d.velocity / d.step,
    d.rest / d.step};
  double ns = 1e6 * share[2] * step / (d.points * passes);
  claim("the shares of the step add up to at most the whole", d.search + d.prepare + d.velocity
    + d.split + d.rest, CLAIM_BELOW, 1.001 * d.step, 0.0);
  @<Write the rows of the large pyramid's profile@>@;
}

@ The rows: each phase with its share and its milliseconds, then the
whole step, and last the time of one point in one pass.

@<Write the rows of the large pyramid's profile@>=
static const char *phase[4] = {"the search for contacts",
  "preparing them (warm starts, copies)", "the passes", "the rest (forces, moves)"};
fprintf(text, "\\gdef\\ChElevenProfileRows{%%\n");
for (int k = 0; k < 4; k++)
  fprintf(text, "%s&%.0f\\%%&%.1f\\cr\n", phase[k], 100.0 * share[k], share[k] * step);
fprintf(text, "the whole step (median)&&%s\\cr\n", ms);
fprintf(text, "\\noalign{\\smallskip}a point in one pass (%.0f points, %d passes)"
  "&&%.0f\\thinspace ns\\cr\n", d.points, passes, ns);
fprintf(text, "}%%\n");

@ The large pyramid's own target: that it stands, by chapter~10's rule,
with its top sunk no further than Box2D~2.4's, in the same drivers' runs.

@<Chapter 11 benchmark helpers@>+=
static void write_tall_target(FILE *f, driver_run mine, driver_run theirs)
{
  const char *what = "{\\tt large\\_pyramid}: in place, below rest at most Box2D~2.4's";
  if (isnan(mine.sink) || isnan(theirs.sink)) {
    fprintf(f, "%s&not measured&no driver\\cr\n", what);
    targets_all++;
    return;
  }
  char format[96];
  snprintf(format, sizeof format, "%s, %%.0f against %.0f\\thinspace mm",
    mine.stands ? "in place" : "not in place", 1000.0 * theirs.sink);
  target(f, what, format, 1000.0 * mine.sink, mine.stands && mine.sink <= theirs.sink);
}

@ The drivers, the scenes and the rows' names; a driver that was not
built is a null pointer, and its runs are |no_run|.

@<Chapter 11 benchmark helpers@>+=
enum { COMPARED_SCENES = 4, COMPARED_DRIVERS = 4, COMPARED_ROUNDS = 3 };
static const char *compared_scenes[COMPARED_SCENES] = {"stack10", "pyramid20",
  "large_pyramid", "rain4000"};
static const char *compared_names[COMPARED_DRIVERS] = {"stage 10, comparison settings",
  "stage 11, plain", "Box2D 2.4", "Chipmunk 7"};
static const char *compared_words[COMPARED_DRIVERS] = {"stage~10", "stage~11", "Box2D~2.4",
  "Chipmunk~7"};
enum { stage10_driver, plain_driver, box2d_driver, chipmunk_driver };
static const driver_run no_run = {NAN, NAN, NAN, NAN, 0, false, 0, 0, 0, 0, 0, 0, 0, 0, false};
static driver_run compared[COMPARED_SCENES][COMPARED_DRIVERS];

@ The rounds, and the middle of them: a driver that failed in any round
has no result for that scene.

@<Chapter 11 benchmark helpers@>+=
static void run_comparison(const char *const driver[COMPARED_DRIVERS])
{
  static driver_run runs[COMPARED_ROUNDS][COMPARED_SCENES][COMPARED_DRIVERS];
  for (int round = 0; round < COMPARED_ROUNDS; round++)
    for (int s = 0; s < COMPARED_SCENES; s++)
      for (int k = 0; k < COMPARED_DRIVERS; k++)
        runs[round][s][k] = driver[k] ? driver_read(driver[k], compared_scenes[s]) : no_run;
  for (int s = 0; s < COMPARED_SCENES; s++)
    for (int k = 0; k < COMPARED_DRIVERS; k++) {
      int below[COMPARED_ROUNDS] = {0}, failed = 0;
      for (int a = 0; a < COMPARED_ROUNDS; a++) {
        failed += isnan(runs[a][s][k].median);
        for (int b = 0; b < COMPARED_ROUNDS; b++)
          below[a] += runs[b][s][k].median < runs[a][s][k].median
            || (runs[b][s][k].median == runs[a][s][k].median && b < a);
      }
      compared[s][k] = no_run;
      for (int a = 0; a < COMPARED_ROUNDS && !failed; a++)
        if (below[a] == COMPARED_ROUNDS / 2) compared[s][k] = runs[a][s][k];
    }
}

@ The table: a row for each scene and driver, the median step (to three
figures, by the testing library's |bench_figures|), its ratio
to Box2D's (of the numbers as printed), and chapter~10's columns of
standing in millimetres: the top's sink, its sink from the engine's own
rest, its drift, the boxes out and the word of chapter~10's rule. A rain
has no top, so its three lengths are dashes.

@<Chapter 11 benchmark helpers@>+=
static void write_comparison(FILE *f)
{
  for (int s = 0; s < COMPARED_SCENES; s++)
    for (int k = 0; k < COMPARED_DRIVERS; k++) {
      const driver_run *d = &compared[s][k], *b = &compared[s][box2d_driver];
      if (k == 0) tex_name(f, compared_scenes[s]);
      fprintf(f, "&%s&", compared_names[k]);
      if (isnan(d->median)) { fprintf(f, "\\multispan7 not measured: no driver\\hfil\\cr\n"); continue; }
      char ms[32], theirs[32];
      bench_figures(ms, d->median), bench_figures(theirs, b->median);
      fprintf(f, "%s&", ms);
      if (isnan(b->median)) fprintf(f, "&");
      else fprintf(f, "%.2f&", strtod(ms, NULL) / strtod(theirs, NULL));
      if (s == 3) fprintf(f, "---&---&---&");
      else fprintf(f, "%.0f&%.0f&%.0f&", round(1000.0 * d->sink) + 0.0,
        round(1000.0 * d->own) + 0.0, round(1000.0 * d->drift) + 0.0); /* no $-0$ */
      fprintf(f, "%d&%s\\cr\n", d->outside, d->stands ? "yes" : "no");
    }
}

@ The speed lines of the targets, one a scene: our step's median over
Box2D~2.4's, against the target's ratio; the large pyramid's run also
gives the profile and its own target. The medians and their ratio are
the numbers the comparison's table prints, to three figures, and the
ratio of those, so that the two tables agree.

@<Chapter 11 benchmark helpers@>+=
static double printed_ratio(double a, double b);
static void write_speed(FILE *f, FILE *text)
{
  static const double goal[3] = {0.5, 0.4, 0.4};
  for (int k = 0; k < 3; k++) {
    char what[128];
    snprintf(what, sizeof what, "{\\tt %s}: a step at most %.1f of Box2D~2.4's",
      k == 1 ? "large\\_pyramid" : compared_scenes[k + 1], goal[k]);
    driver_run mine = compared[k + 1][plain_driver], theirs = compared[k + 1][box2d_driver];
    if (k == 1) write_profile(text, mine), write_tall_target(f, mine, theirs);
    if (isnan(theirs.median) || isnan(mine.median)) {
      fprintf(f, "%s&not measured&no driver\\cr\n", what);
      targets_all++;
      continue;
    }
    char format[96], a[32], b[32];
    double ratio = printed_ratio(mine.median, theirs.median);
    snprintf(format, sizeof format, "%%.2f (%s against %s\\thinspace ms)",
      bench_figures(a, mine.median), bench_figures(b, theirs.median));
    target(f, what, format, ratio, ratio <= goal[k]);
  }
}

@ The sentences that read the comparison: for each scene, stage~11's
median step against stage~10's and Box2D's, as ratios of the numbers the
table prints; then the engines under which the large pyramid stands by
chapter~10's rule.

@<Chapter 11 benchmark helpers@>+=
static double printed_ratio(double a, double b)
{
  char x[32], y[32];
  return strtod(bench_figures(x, a), NULL) / strtod(bench_figures(y, b), NULL);
}
static void write_compared_stand(FILE *text);

@ The first sentence gives the ratios, scene by scene: to stage~10's step,
then to Box2D's.

@<Chapter 11 benchmark helpers@>+=
static void write_compared_text(FILE *text)
{
  fprintf(text, "\\gdef\\ChElevenCompared{");
  int said = 0;
  for (int s = 0; s < COMPARED_SCENES; s++) {
    const driver_run *r = compared[s];
    if (isnan(r[plain_driver].median) || isnan(r[stage10_driver].median)) continue;
    fprintf(text, "%s%.2f", said++ ? "; " : "",
      printed_ratio(r[plain_driver].median, r[stage10_driver].median));
    if (!isnan(r[box2d_driver].median))
      fprintf(text, " and %.2f", printed_ratio(r[plain_driver].median, r[box2d_driver].median));
    fprintf(text, " on {\\tt %s}", s == 2 ? "large\\_pyramid" : compared_scenes[s]);
  }
  fprintf(text, "%s}%%\n", said ? "" : "not measured: the drivers were not built");
  write_compared_stand(text);
}

@ The second names the engines under which the large pyramid stands,
joined as a sentence joins them.

@<Chapter 11 benchmark helpers@>+=
static void write_compared_stand(FILE *text)
{
  fprintf(text, "\\gdef\\ChElevenComparedStand{");
  int standing = 0, said = 0;
  for (int k = 0; k < COMPARED_DRIVERS; k++) standing += compared[2][k].stands;
  for (int k = 0; k < COMPARED_DRIVERS; k++)
    if (compared[2][k].stands)
      fprintf(text, "%s%s", !said++ ? "" : said == standing ? " and " : ", ",
        compared_words[k]);
  fprintf(text, "%s}%%\n", said ? "" : "none of the engines measured");
}

@ {\it The figure of two scenes at rest.} The arch on the soft step, and
the confined pile on sequential impulses and on the soft step, each
after 600 steps at its stage's defaults, drawn from the bodies' own
vertices: for each, the count of its moving bodies and each body's
outline as a MetaPost path, in metres, under the name given (the static
bodies are drawn by the figure, which knows the scene).

@<Chapter 11 benchmark helpers@>+=
static void write_state(FILE *mp, const char *name, int stage, const char *label)
{
  scene s;
  if (!scene_load(&s, name)) exit(1);
  ph_world *w = s.world;
  ph_settings settings = ph_stage_settings(stage);
  settings.gravity = w->settings.gravity;
  if (!ph_world_set_settings(w, &settings)) exit(1);
  for (int n = 0; n < 600; n++) ph_world_step(w, 1.0 / 60.0);
  int count = 0;
  fprintf(mp, "path %s[];\n", label);
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0) continue;
    @<Write the outline of body |b| as path |count++| of |label|@>@;
  }
  fprintf(mp, "%s.n := %d;\n", label, count);
  scene_destroy(&s);
}

@ A body's outline: its shape's vertices turned and moved as the body is.

@<Write the outline of body |b| as path |count++| of |label|@>=
double c = cos(b->angle), sn = sin(b->angle);
fprintf(mp, "%s%d := ", label, count++);
for (int k = 0; k < b->shape.count; k++) {
  ph_vec2 v = b->shape.vertices[k];
  fprintf(mp, "(%.4f,%.4f)--", b->position.x + c * v.x - sn * v.y,
    b->position.y + sn * v.x + c * v.y);
}
fprintf(mp, "cycle;\n");

@ The figure's three states, in the order of its panels: the arch on
stage~11, the pile on stage~10's sequential impulses and on stage~11.

@<Chapter 11 benchmark helpers@>+=
static void write_states(FILE *mp)
{
  fprintf(mp, "%% The arch on the soft step; the confined pile on sequential impulses "
    "and on the soft step; at 10 s.\n");
  write_state(mp, "arch", 11, "archsoft");
  write_state(mp, "confined", 10, "confinedseq");
  write_state(mp, "confined", 11, "confinedsoft");
}

@ The program takes the two tables of solvers' files (the piles and the
hard cases), the targets' file, the file of the macros its paragraphs
read, the figures' data, the table of sub-steps, the table of the
comparison, and four drivers: chapter~10's, ours of stage~11, Box2D's
and Chipmunk's (\.{-} for a driver that was not built).

@<Run the chapter 11 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 12) {
    fprintf(stderr, "usage: bench11 PILES.tex HARD.tex TARGETS.tex TEXT.tex COLUMNS.mp "
      "SUBSTEPS.tex COMPARE.tex STAGE10|- PLAIN|- BOX2D|- CHIPMUNK|-\n");
    return 2;
  }
  FILE *piles = bench_open(argv[1]), *hard = bench_open(argv[2]);
  FILE *targets = bench_open(argv[3]), *text = bench_open(argv[4]);
  FILE *columns = bench_open(argv[5]), *substeps = bench_open(argv[6]);
  FILE *comparison = bench_open(argv[7]);
  if (!piles || !hard || !targets || !text || !columns || !substeps || !comparison)
    return bench_close(false), 1;
  const char *driver[COMPARED_DRIVERS];
  for (int k = 0; k < COMPARED_DRIVERS; k++)
    driver[k] = strcmp(argv[8 + k], "-") ? argv[8 + k] : NULL;
  write_solvers(piles, hard), write_targets(targets, text);
  run_comparison(driver), write_comparison(comparison);
  write_speed(targets, text), write_compared_text(text);
  write_substeps(substeps, text), write_reading(text), write_columns(columns, text);
  write_states(columns);
  return bench_close(true) ? 0 : 1;
}
