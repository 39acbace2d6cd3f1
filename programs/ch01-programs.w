@* Programs of chapter 1: particles in scenes, the demo, the measurements.
These are the programs around the engine of chapter~1, which are not part
of it: nothing here is compiled into \.{physics.c}. First the scene keys that
make the chapter's worlds from a few lines of text, \.{world},
\.{container}, \.{particle}, \.{grid} and \.{stream}, read by the loader
of appendix~B, and the chapter's built-in scenes, \.{pour} among them; then
the key, the click and the panel line that the chapter adds to the demo of
appendix~C; then the benchmark \.{bench01}, which measured Tables 1 and~2
of chapter~1 when this book was built; and last the settling world and the
measurements on it, which that benchmark shares with the chapter's tests.
The chapter's section ``Measurements'' reads the tables; this part says how
they were made. What the measurements measure is chiefly the chapter's
relaxation, |@<Relax the constraints@>|: its cost over all pairs, and the
overlap it leaves in a pile.

@*1 Particles in scene files.\seclabel{ch1-worldline}
The scene format of appendix~B is shared by every chapter; each chapter
teaches it its own entities. This chapter's are the world's settings, the
container, single particles, and two ways to make many particles at once: a
rectangular grid and a stream that emits particles one after another while
the simulation runs.

A \.{world} line sets gravity, the number of passes and the integrator, for
example
$$\hbox{\.{world gravity=0,-10 iterations=8 integrator=verlet}}$$
It may
appear once, before any body, since the settings must be known before the
world is made. The keys it does not name keep the defaults of the stage that
reads it, or, with \.{defaults=}$k$, the defaults that stage~$k$ gave a plain
world (chapter~1's |ph_stage_settings|): a scene written to show chapter~5's
single pass says \.{defaults=5}, and stays the scene it was in every later
stage. The key is read first, wherever it stands on the line, since the other
keys change what it gives.
@.world line must come before...@>

@<Scene entities@>=
{"world", 1, parse_world},
{"container", 1, parse_container},
{"particle", 1, parse_particle},
{"grid", 1, parse_grid},
{"stream", 1, parse_stream},

@ @<Scene entity parsers@>=
static bool parse_world(scene *s, scene_reader *r)
{
  if (s->world->body_count > 0 || s->saw_world) {
    scene_error(r, "a world line must come once, before any body");
    return false;
  }
  s->saw_world = true;
  ph_settings settings = s->world->settings;
  int stage = scene_integer(r, "defaults", 0, 1, PH_STAGE);
  if (stage > 0 && !r->failed) settings = ph_stage_settings(stage);
  settings.gravity = scene_vector(r, "gravity", settings.gravity);
  settings.iterations = scene_integer(r, "iterations", settings.iterations, 0, 100);
  const char *name = scene_word(r, "integrator", NULL);
  if (name) @<Look up the integrator called |name|@>@;
  @<Read the later world keys into |settings|@>@;
  if (r->failed) return false;
  return scene_check(r, ph_settings_check(&settings))
    && ph_world_set_settings(s->world, &settings);
}

@ @<Look up the integrator called |name|@>=
{
  int i = ph_find_name(ph_integrator_names, sizeof ph_integrator_names[0], name);
  if (i >= 0) settings.integrator = ph_integrator_names[i].integrator;
  else scene_error(r, "unknown integrator '%s'", name);
}

@ @<Read the later world keys into |settings|@>=
@;

@ @<Scene fields@>=
bool saw_world;

@ A container line, \.{container circle x=0 y=0 r=10}, names its shape
first, because a later chapter may bring other shapes of container. Its
numbers are required. A world has one container, so a second container line
is refused, as a second world line is; taking the last one would quietly
throw the first away. A container too small for the particles already made
is refused by the engine, whose message the loader prints with the file and
line, as it does every message of the engine while it reads a line
(appendix~B). A particle or a stream's nozzle that an earlier line placed
outside the new container is refused too, for the reason given below for
particles.
@.a scene has one container@>

@<Scene entity parsers@>+=
static bool parse_container(scene *s, scene_reader *r)
{
  if (!scene_flag(r, "circle")) {
    scene_error(r, "a container must be a circle: container circle x= y= r=");
    return false;
  }
  double x = scene_required_number(r, "x");
  double y = scene_required_number(r, "y");
  double radius = scene_required_number(r, "r");
  if (r->failed) return false;
  if (s->world->container.active) {
    scene_error(r, "a scene has one container, and this is the second");
    return false;
  }
  if (!(radius > 0.0)) {
    scene_error(r, "container radius must be positive (got %g)", radius);
    return false;
  }
  if (!ph_world_set_container(s->world, ph_v(x, y), radius)) return false;
  @<Refuse the container if an earlier particle or nozzle is outside it@>@;
  return true;
}

@ @<Refuse the container if an earlier particle or nozzle is outside it@>=
for (int i = 0; i < s->world->body_count; i++) {
  const ph_body *b = &s->world->bodies[i];
  if (b->kind == PH_PARTICLE && !check_inside_container(r, s->world, b->position, b->radius))
    return false;
}
for (int i = 0; i < s->emitter_count; i++)
  if (!check_inside_container(r, s->world, s->emitters[i].def.position,
      s->emitters[i].radius_max)) return false;

@ A particle line reads every field of a particle definition, all optional:
$$\hbox{\.{particle x=0 y=5 r=0.25 vx=1 vy=0 mass=1}}$$
The definition is checked by
the engine's own check, and then against the container, before the
particle is made: it must fit, and it must be inside. The engine would
accept a particle outside and move it in at the end of the first step, so
the scene would start somewhere other than where its file says, with no
word of it. Every particle claims its place in the scene's count of bodies
(appendix~B) before it is made.

@<Scene entity parsers@>+=
static bool parse_particle(scene *s, scene_reader *r)
{
  ph_particle_def d = read_particle_def(r);
  if (r->failed) return false;
  return scene_check(r, ph_particle_def_check(&d))
    && scene_check(r, ph_world_fit_check(s->world, d.radius))
    && check_inside_container(r, s->world, d.position, d.radius)
    && scene_claim_bodies(s, r, 1)
    && !ph_body_id_is_null(ph_world_create_particle(s->world, &d));
}

@ Inside means what the engine's container rule means,
$\vert\vec x-\vec c\vert\le R_{\rm c}-r$ (|keep_in_container|), computed the same
way, so that a particle the loader accepts is one the step leaves where it is.
@.lies outside the container@>

@<Scene helpers@>+=
static bool check_inside_container(scene_reader *r, const ph_world *w, ph_vec2 p,
  double radius)
{
  if (!w->container.active) return true;
  double R_minus_r = w->container.radius - radius;
  if (ph_length(ph_sub(p, w->container.center)) <= R_minus_r) return true;
  scene_error(r, "a particle of radius %g at (%g,%g) lies outside the container", radius,
    p.x, p.y);
  return false;
}

@ The grid and the stream read the same keys for the particles they make, so
one function reads them for all three.

@<Scene helpers@>+=
static ph_particle_def read_particle_def(scene_reader *r)
{
  ph_particle_def d = ph_default_particle_def();
  d.position = ph_v(scene_number(r, "x", 0.0), scene_number(r, "y", 0.0));
  d.velocity = ph_v(scene_number(r, "vx", 0.0), scene_number(r, "vy", 0.0));
  d.radius = scene_number(r, "r", d.radius);
  d.mass = scene_number(r, "mass", d.mass);
  return d;
}


@ A grid makes |nx| by |ny| particles whose first centre is at $(x,y)$ and
whose centres are |spacing| apart, row by row from the bottom:
$$\hbox{\.{grid x=-4 y=0 nx=20 ny=10 spacing=0.5 r=0.2}}$$ The spacing defaults to one diameter.
Its particles count towards the scene's limit of bodies, all of them
claimed before the first is made, and each must lie inside the container.

@<Scene entity parsers@>+=
static bool parse_grid(scene *s, scene_reader *r)
{
  ph_particle_def d = read_particle_def(r);
  int nx = scene_integer(r, "nx", 10, 1, 1000000);
  int ny = scene_integer(r, "ny", 10, 1, 1000000);
  double spacing = scene_number(r, "spacing", 2.0 * d.radius);
  if (r->failed) return false;
  if (!(spacing > 0.0)) {
    scene_error(r, "grid spacing must be positive (got %g)", spacing);
    return false;
  }
  if (!scene_check(r, ph_particle_def_check(&d))
      || !scene_check(r, ph_world_fit_check(s->world, d.radius))
      || !scene_claim_bodies(s, r, (long) nx * ny)) return false;
  ph_vec2 origin = d.position;
  @<Check that every particle of the grid lies inside the container@>@;
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) {
      d.position = ph_add(origin, ph_v(i * spacing, j * spacing));
      if (ph_body_id_is_null(ph_world_create_particle(s->world, &d))) return false;
    }
  return true;
}

@ Every particle's place is checked before any is made, so that a grid
that does not fit makes nothing.

@<Check that every particle of the grid lies inside the container@>=
for (int j = 0; j < ny; j++)
  for (int i = 0; i < nx; i++)
    if (!check_inside_container(r, s->world,
        ph_add(origin, ph_v(i * spacing, j * spacing)), d.radius)) return false;

@ A stream is a nozzle. Every |every| steps it makes a particle at $(x,y)$
with velocity $(v_x,v_y)$, until it has made |count| of them:
$$\hbox{\.{stream x=-6 y=6 vx=4 vy=0 r=0.15 rmax=0.25 count=600 every=2}}$$
If |rmax| is given,
the radii vary between |r| and |rmax|; the $k$th particle gets
$r+(r_{\max}-r)\,\{k\varphi\}$, where $\{\,\}$ is the fractional part and
$\varphi=(\sqrt5-1)/2$. Multiples of the golden ratio spread evenly over
the interval and never repeat, so the sizes look random but are the same in
every run. (Strictly, $\varphi$ here is the reciprocal of the golden ratio,
$0.618\ldots$; its multiples have the same fractional parts as those of the
golden ratio itself, $1.618\ldots$.)
@^golden ratio@>

@<Scene types@>=
typedef struct {
  ph_particle_def def;
  double radius_max;
  int count, every, made;
} scene_emitter;

@ @<Scene fields@>+=
scene_emitter emitters[16];
int emitter_count;

@ @<Scene entity parsers@>+=
static bool parse_stream(scene *s, scene_reader *r)
{
  scene_emitter e;
  e.def = read_particle_def(r);
  e.radius_max = scene_number(r, "rmax", e.def.radius);
  e.count = scene_integer(r, "count", 100, 1, 1000000);
  e.every = scene_integer(r, "every", 1, 1, 1000000);
  e.made = 0;
  if (r->failed) return false;
  if (s->emitter_count == 16) {
    scene_error(r, "a scene may have at most 16 streams");
    return false;
  }
  if (!(e.radius_max >= e.def.radius)) {
    scene_error(r, "rmax must be at least r");
    return false;
  }
  if (!scene_check(r, ph_particle_def_check(&e.def))
      || !scene_check(r, ph_world_fit_check(s->world, e.radius_max))
      || !check_inside_container(r, s->world, e.def.position, e.radius_max)
      || !scene_claim_bodies(s, r, e.count)) return false;
  s->emitters[s->emitter_count++] = e;
  return true;
}

@ Before every step, each stream whose turn it is makes its next particle.
Streams take turns in the order of the file, so the numbering of bodies in a
dump is the same in every run. A stream changes colour every fifty particles,
so that a picture of the pile shows how far the particles of one moment
travel, and how thoroughly the pile mixes them as it grows.

@<Before each step of the scene@>=
for (int i = 0; i < s->emitter_count; i++) {
  scene_emitter *e = &s->emitters[i];
  if (e->made < e->count && s->step % e->every == 0) {
    ph_particle_def d = e->def;
    double phi = (sqrt(5.0) - 1.0) / 2.0;
    double f = e->made * phi - floor(e->made * phi);
    d.radius = e->def.radius + (e->radius_max - e->def.radius) * f;
    if (!d.color.a) d.color = ph_palette(i + e->made / 50);
    ph_world_create_particle(s->world, &d);
    e->made++;
  }
}

@ The chapter's built-in scenes are scene files kept inside the program.
\.{pour} is the demo: two streams of 500 particles each into a bowl of
radius 10\thinspace m. The streams differ in height and speed on purpose: a
scene that is exactly symmetric stays exactly symmetric in a deterministic
engine, and its two halves never mix. \.{fall} is a single particle thrown upward with no
container, the subject of the free-fall test. \.{drop} is a grid of 150
particles falling into a small bowl, for a quick look at the relaxation.

@<Built-in scenes@>=
{"pour", 1, "1000 particles pour into a circular bowl",
  "world defaults=1 gravity=0,-10 "@|
  "iterations=8 integrator=verlet\n"@|
  "container circle x=0 y=0 r=10\n"@|
  "stream x=-7 y=6 vx=5 vy=1 r=0.15 "@|
  "rmax=0.24 count=500 every=2\n"@|
  "stream x=6.5 y=3 vx=-7 vy=3 r=0.15 "@|
  "rmax=0.24 count=500 every=2\n"},
{"fall", 1, "one particle thrown upward, no container",
  "world defaults=1 gravity=0,-10 integrator=verlet\n"@|
  "particle x=0 y=0 vx=3 vy=12 r=0.25 mass=1\n"},
{"drop", 1, "150 particles fall as a block into a small bowl",
  "world defaults=1 gravity=0,-10 "@|
  "iterations=8 integrator=verlet\n"@|
  "container circle x=0 y=0 r=5\n"@|
  "grid x=-2.8 y=-1 nx=15 ny=10 spacing=0.4 r=0.18\n"},

@*1 The demo's keys and clicks.
The demo of appendix~C runs every chapter's scenes; chapter~1 gives it one
key, a click and a line of its panel. The key \.{I} switches between one and eight
relaxation passes, so that the pile can be seen going soft and firm again.

@<Handle a key of the chapters@>=
case SDLK_i:
  {
    ph_settings settings = demo->current.world->settings;
    settings.iterations = settings.iterations == 1 ? 8 : 1;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>=
"  I            switch between 1 and 8 relaxation passes\n"@/
"  click        add seven particles at the mouse (scenes of particles)\n"

@ A click adds seven particles: one at the mouse and six around it, like a
flower, so that the click is seen. A particle that would not fit is
refused by the engine, through the error handler, and the demo goes on.
Clicks obey the limit a scene file obeys, |SCENE_MAX_BODIES| bodies in all
(appendix~B): a click that would pass it adds nothing, so that no amount of
clicking can make a step too slow to draw.

@<Handle a click at world point |p|@>=
if (demo->particle_clicks && demo->current.world->body_count + 7 <= SCENE_MAX_BODIES) {
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  d.position = p;
  ph_world_create_particle(demo->current.world, &d);
  for (int k = 0; k < 6; k++) {
    double angle = k * 3.14159265358979323846 / 3.0;
    d.position = ph_add(p, ph_v(0.42 * cos(angle), 0.42 * sin(angle)));
    ph_world_create_particle(demo->current.world, &d);
  }
}

@ The panel of the window shows the number of passes, beside what every
chapter's panel shows (the count of bodies and the time a step takes).

@<Add the chapters' lines to the panel@>=
panel_group(panel, 1);
panel_add(panel, "I  relaxation passes: %d", demo->current.world->settings.iterations);

@ @<Chapter titles@>=
{1, "Verlet particles"},

@*1 The measurements: \.{bench01}.
The chapter's claims about cost and accuracy are measured by a small program,
\.{bench01}, which the build runs to make Tables 1, 2 and~3 of chapter~1. It links only
the engine and the test support of appendix~D. The first measurement fills a container with $n$ particles
placed on a grid, so that they start overlapping nothing, and times a
hundred steps.

@(bench01.c@>=
#include "testing.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
@<Benchmark helpers@>@;
@<Measure the cost of all pairs@>@;
@<Measure what the passes buy@>@;
@<Measure the energy the method loses@>@;
@<The benchmark's main program@>@;

@ Times are taken from the monotonic clock, which never jumps.
@^monotonic clock@>

@<Benchmark helpers@>=
static double seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

@ The world for the cost measurement is a container just large enough for
$n$ particles of radius $r=0.1\,$m in a square grid of pitch $2.2r$; the
container's radius $R_{\rm c}$ is chosen so that the grid of $\lceil\sqrt
n\rceil^2$ places fits in its inscribed square, $R_{\rm c}=\sqrt2\cdot{1\over2}
\lceil\sqrt n\rceil\cdot2.2r+2r$.

@<Benchmark helpers@>+=
static ph_world *grid_world(int n, int iterations)
{
  ph_settings s = ph_stage_settings(1);
  s.integrator = PH_VERLET;
  s.iterations = iterations;
  ph_world *w = ph_world_create(&s);
  int side = (int) ceil(sqrt((double) n));
  double r = 0.1, pitch = 2.2 * r;
  double R = sqrt(2.0) * 0.5 * side * pitch + 2.0 * r;
  ph_world_set_container(w, ph_v(0.0, 0.0), R);
  @<Place the $n$ particles row by row on a square grid about the centre@>@;
  return w;
}

@ Particle $k$ goes to column $k\bmod s$ and row $\lfloor k/s\rfloor$ of
the grid of side $s$, the grid centred on the container's centre; the
last row may be only partly filled.

@<Place the $n$ particles row by row on a square grid about the centre@>=
ph_particle_def d = ph_default_particle_def();
d.radius = r;
for (int k = 0; k < n; k++) {
  d.position = ph_v((k % side - 0.5 * (side - 1)) * pitch,
    (k / side - 0.5 * (side - 1)) * pitch);
  ph_world_create_particle(w, &d);
}

@ For each $n$ the benchmark prints the number of pair tests in one pass,
which must be $n(n-1)/2$, and the measured time of a step with eight passes,
in milliseconds. If the cost is quadratic, doubling $n$ multiplies the time
by four; the fourth column shows the ratio to the previous row, and the
last the share of a frame of $1/60$\thinspace s that the step takes. The table is
written as \TeX\ so that the book shows the numbers of the build that made
it. (A time measured on a busy machine varies by some percent from run to
run; the pair counts do not vary at all.)

@<Measure the cost of all pairs@>=
static void measure_cost(FILE *out, int steps)
{
  static const int sizes[] = {250, 500, 1000, 2000};
  double last = 0.0, frame_ms = 1e3 / 60.0, share_thousand = 0.0;
  int largest_free = 0;
  for (int i = 0; i < 4; i++) {
    int n = sizes[i];
    ph_world *w = grid_world(n, 8);
    double t0 = seconds();
    for (int s = 0; s < steps; s++) ph_world_step(w, 1.0 / 60.0);
    double ms = 1e3 * (seconds() - t0) / steps;
    claim("the pair tests of a pass are exactly n(n-1)/2", (double) (w->stats.pair_tests / 8),
      CLAIM_EQUAL, 0.5 * n * (n - 1.0), 0.0);
    fprintf(out, "%d&%ld&%.3f&", n, w->stats.pair_tests / 8, ms);
    if (last > 0.0) fprintf(out, "%.2f&", ms / last);
    else fprintf(out, "---&");
    fprintf(out, "%.0f\\%%\\cr\n", 100.0 * ms / frame_ms);
    if (ms <= 0.5 * frame_ms) largest_free = n;
    if (n == 1000) share_thousand = 100.0 * ms / frame_ms;
    last = ms;
    ph_world_destroy(w);
  }
  @<Write the facts of the cost table as macros@>@;
}

@ The chapter reasons about the table after it, from two facts of this
build that it takes from the table file as macros, so that the sentence
always agrees with the numbers printed: \.{\\ChOneShareThousand}, the
thousand particles' share of the frame in percent, and
\.{\\ChOneLargestFree}, the largest $n$ of the table whose step takes at
most half the frame, or ``none of them''. They are defined globally from
inside the alignment, between its rows, where \TeX\ allows only
\.{\\noalign}.

@<Write the facts of the cost table as macros@>=
fprintf(out, "\\noalign{\\gdef\\ChOneShareThousand{%.0f}", share_thousand);
if (largest_free > 0) fprintf(out, "\\gdef\\ChOneLargestFree{$n=%d$}}\n", largest_free);
else fprintf(out, "\\gdef\\ChOneLargestFree{none of them}}\n");

@ The second measurement drops 600 particles of radius $0.2$\thinspace m into
a container of radius 8\thinspace m, lets them settle for 20 seconds, and
then measures the deepest overlap between any two of them, for 1, 2, 4 and
8 passes. It also measures the height $H$ of the pile, from which the depth
$D\approx H/(2r)$ in particles and the estimate |test_overlap_estimate| follow. The chapter's settling test
uses the same world.

@<Measure what the passes buy@>=
static void measure_passes(FILE *out, FILE *macros)
{
  static const int passes[] = {1, 2, 4, 8};
  double low = 1e300, high = 0.0, deepest[4];
  for (int i = 0; i < 4; i++) {
    int n_pass = passes[i];
    ph_world *w = test_settle_world(n_pass);
    for (int s = 0; s < 1200; s++) ph_world_step(w, 1.0 / 60.0);
    double worst = test_deepest_overlap(w);
    double m = test_pile_height(w) / (2.0 * 0.2);
    double estimate = test_overlap_estimate(w, 1.0 / 60.0);
    fprintf(out, "%d&%.1f&%.2f&%.1f&%.1f&%.2f\\cr\n", n_pass, 1e3 * worst, m, 1e3 * estimate,
      worst / estimate, test_fastest_speed(w));
    @<Claim that the estimate follows from the depth as printed@>@;
    deepest[i] = worst;
    if (n_pass >= 2) low = fmin(low, worst / estimate), high = fmax(high, worst / estimate);
    ph_world_destroy(w);
  }
  @<Define the range of the passes' ratios, and claim it is inside the test's bound@>@;
}

@ A reader checks a row by computing $2Dgh^2/n_{\rm pass}$ from the printed depth,
so the depth is printed to hundredths of a particle and the estimate
computed from it, rounded as the table rounds, is claimed to be the one
printed.

@<Claim that the estimate follows from the depth as printed@>=
{
  double g = ph_length(w->settings.gravity), h = 1.0 / 60.0;
  double from_printed = 2.0 * (round(100.0 * m) / 100.0) * g * h * h / n_pass;
  claim("the estimate from the printed depth rounds to the printed estimate",
    round(1e4 * from_printed), CLAIM_EQUAL, round(1e4 * estimate), 0.0);
}

@ The chapter reads this table twice: in the paragraph before it (from two
passes on, the deepest overlap falls as the passes grow, more slowly than
$1/n_{\rm pass}$, and stays between two ratios to the estimate) and in its table of
tests, which argues the settling test's tolerance, four times the estimate,
from those ratios. The ratios from two passes on, the lowest and the
highest, are written as \.{\\ChOneRatioLow} and \.{\\ChOneRatioHigh}
into the file of Table~\tabref{cost1} (|macros|), which the book reads first; the
paragraph's relations are claimed, and so is the highest ratio's being
below the test's bound, so that the table of tests cannot call a bound
``physical'' that this table breaks.

@<Define the range of the passes' ratios...@>=
claim("from two passes on the overlap falls as the passes grow", deepest[2], CLAIM_BELOW,
  deepest[1], 0.0);
claim("from two passes on the overlap falls as the passes grow", deepest[3], CLAIM_BELOW,
  deepest[2], 0.0);
claim("the overlap falls more slowly than 1/n_pass", deepest[3] / deepest[1], CLAIM_ABOVE,
  2.0 / 8.0, 0.0);
claim("the passes' ratios to the estimate are below the settling test's 4", high, CLAIM_BELOW,
  4.0, 0.0);
fprintf(macros, "\\noalign{\\gdef\\ChOneRatioLow{%.1f}\\gdef\\ChOneRatioHigh{%.1f}}\n",
  low, high);

@ The third measurement is of the energy the method loses, for the
steps $h=1/30$, $1/60$ and $1/120$\thinspace s. A particle of radius
$0.2\,$m is dropped from rest at the centre of a container of radius
$10\,$m, $9.8\,$m above the floor; the benchmark lets it fall, hit and do
what it will for 4 seconds, and writes the highest it rises after 2
seconds (it lands after $\sqrt{2\cdot9.8/10}=1.4\,$s) as a fraction of the
drop: for a ball, the energy kept by the bounce. Then a particle is
released at rest on the wall of the same container, $60^\circ$ from the
bottom, and slides on the frictionless wall like a pendulum of length
$R_{\rm c}-r=9.8\,$m. Its energy should stay $mg(R_{\rm c}-r)(1-\cos60^\circ)$, so it should
swing back to its starting height forever; the benchmark writes the
highest it reaches in its last 10 of 60 seconds, as a fraction of the
start's.

@<Measure the energy the method loses@>=
static double highest_after(double h, ph_vec2 start, double from, double to)
{
  ph_settings s = ph_stage_settings(1);
  s.integrator = PH_VERLET;
  ph_world *w = ph_world_create(&s);
  ph_world_set_container(w, ph_v(0.0, 0.0), 10.0);
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  d.position = start;
  ph_body_id id = ph_world_create_particle(w, &d);
  double top = -1e300;
  long steps = lround(to / h);
  for (long n = 1; n <= steps; n++) {
    ph_world_step(w, h);
    if (n * h >= from) top = fmax(top, ph_body_position(w, id).y);
  }
  ph_world_destroy(w);
  return top + 9.8; /* height above the bottom of the bowl */
}

@ The table: a row for each step, the bounce's height as a share of the
drop and the swing's as a share of its start.

@<Measure the energy the method loses@>+=
static void measure_energy(FILE *out)
{
  static const int rates[] = {30, 60, 120};
  double a = 60.0 * acos(-1.0) / 180.0;
  ph_vec2 wall = ph_v(9.8 * sin(a), -9.8 * cos(a));
  double wall_height = 9.8 * (1.0 - cos(a));
  for (int i = 0; i < 3; i++) {
    double h = 1.0 / rates[i];
    double bounce = highest_after(h, ph_v(0.0, 0.0), 2.0, 4.0) / 9.8;
    double swing = highest_after(h, wall, 50.0, 60.0) / wall_height;
    fprintf(out, "$1/%d$&%.1f\\%%&%.1f\\%%\\cr\n", rates[i], 100.0 * bounce, 100.0 * swing);
  }
}

@ The benchmark's main program writes the three tables as \TeX\ rows to the
files named on its command line, or to the standard output if none are
given, and the cost table's step count can be lowered for a quick look.
@.usage: bench01...@>

@<The benchmark's main program@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 4) {
    fprintf(stderr, "usage: bench01 [COST.tex PASSES.tex ENERGY.tex]\n");
    return 2;
  }
  FILE *cost = argc == 4 ? bench_open(argv[1]) : stdout;
  FILE *passes = argc == 4 ? bench_open(argv[2]) : stdout;
  FILE *energy = argc == 4 ? bench_open(argv[3]) : stdout;
  if (!cost || !passes || !energy) {
    bench_close(false);
    return 1;
  }
  measure_cost(cost, 100);
  measure_passes(passes, cost);
  measure_energy(energy);
  return bench_close(true) ? 0 : 1;
}


@*1 The settling world and the column estimate.
Table~\tabref{passes1} of chapter~1 and the chapter's settling test look at the same pile:
600 particles settled in a bowl. The world, the measurements made on it,
and the column estimate $\delta_{\max}\approx2Dgh^2/n_{\rm pass}$ derived with
Figure~\figref{column} are functions of the test support, written here.

@ The function |test_overlap_estimate| computes the column estimate for a world whose particles have
settled, taking the depth $D$ as the height of the pile over the mean
diameter of its particles, and $g$ as the length of gravity.

@<Test support functions@>+=
@<Compute the column estimate of a settled pile@>@;

@ @<Compute the column estimate of a settled pile@>=
double test_overlap_estimate(const ph_world *w, double h)
{
  double diameters = 0.0;
  for (int i = 0; i < w->body_count; i++) diameters += 2.0 * w->bodies[i].radius;
  if (w->body_count == 0 || w->settings.iterations == 0) return INFINITY;
  double m = test_pile_height(w) / (diameters / w->body_count);
  double g = ph_length(w->settings.gravity);
  return 2.0 * m * g * h * h / w->settings.iterations;
}

@ @<Test function declarations@>+=
double test_overlap_estimate(const ph_world *w, double h);

@ The settling world and the measurements on it are used by both the
benchmark and the tests. They are not part of the engine, whose header a
program reads to learn what it may use, but of the test support of
appendix~D, which the tests and the benchmarks both link; their names begin
with |test_|. The world is a container of
radius $8$\thinspace m at the origin with 600 particles of radius
$0.2$\thinspace m on a grid above its floor, slightly apart, with masses
that vary between 1 and 2 kilograms so that the mass weighting is exercised.

@<Test support functions@>+=
ph_world *test_settle_world(int iterations)
{
  ph_settings s = ph_stage_settings(1);
  s.integrator = PH_VERLET;
  s.iterations = iterations;
  ph_world *w = ph_world_create(&s);
  if (!w) return NULL;
  ph_world_set_container(w, ph_v(0.0, 0.0), 8.0);
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  for (int k = 0; k < 600; k++) {
    d.position = ph_v(-5.945 + 0.41 * (k % 30), -3.0 + 0.41 * (k / 30));
    d.mass = 1.0 + (k % 3) * 0.5;
    ph_world_create_particle(w, &d);
  }
  return w;
}

@ The deepest overlap is the largest $r_i+r_j-d_{ij}$ over all pairs of
particles, or zero if none overlap; the fastest speed is the largest
$\vert\vec v_i\vert$.

@<Test support functions@>+=
double test_deepest_overlap(const ph_world *w)
{
  double worst = 0.0;
  for (int i = 0; i < w->body_count; i++)
    for (int j = i + 1; j < w->body_count; j++) {
      const ph_body *a = &w->bodies[i], *b = &w->bodies[j];
      double overlap = a->radius + b->radius - ph_length(ph_sub(a->position, b->position));
      if (overlap > worst) worst = overlap;
    }
  return worst;
}

double test_fastest_speed(const ph_world *w)
{
  double fastest = 0.0;
  for (int i = 0; i < w->body_count; i++)
    if (ph_length(w->bodies[i].velocity) > fastest) fastest = ph_length(w->bodies[i].velocity);
  return fastest;
}

@ The height of the pile is the distance from the container's lowest
point to the top of the highest particle.

@<Test support functions@>+=
double test_pile_height(const ph_world *w)
{
  double floor = w->container.center.y - w->container.radius, top = floor;
  for (int i = 0; i < w->body_count; i++) {
    double y = w->bodies[i].position.y + w->bodies[i].radius;
    if (y > top) top = y;
  }
  return top - floor;
}

@ @<Test function declarations@>+=
ph_world *test_settle_world(int iterations);
double test_deepest_overlap(const ph_world *w);
double test_fastest_speed(const ph_world *w);
double test_pile_height(const ph_world *w);

