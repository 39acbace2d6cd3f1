@* Programs of chapter 7: scenes, the demo and the measurements.
Chapter~7's additions to the scene files, to the demo, and its measurement
program \.{bench07}, which makes the chapter's tables, the sentences that
read them, and the data of its figure of a disk that starts to roll.

@ {\it Scene keys.} A \.{world} line turns friction on with \.{friction=on}
and off with \.{friction=off}, the default. Anything else is refused with
\.{FILE:LINE:} and the word that was given. (On a body line, \.{friction=}
is chapter~3's key, a number, the material's $\mu$; the two never meet,
since a key belongs to its line's keyword.) One coefficient per material
is kept (chapter~7 says why), so the material presets and the body keys
are chapter~3's, unchanged.
@.friction must be on or off@>

@<Read the later world keys into |settings|@>+=
@<Read the friction key of a world line@>@;

@ @<Read the friction key of a world line@>=
{
  const char *friction = scene_word(r, "friction", NULL);
  if (friction && strcmp(friction, "on") == 0) settings.friction = true;
  else if (friction && strcmp(friction, "off") == 0) settings.friction = false;
  else if (friction) scene_error(r, "friction must be on or off (got '%s')", friction);
}

@ {\it Scenes.} Three built-in scenes, all with the response and friction
on, symplectic Euler and 60 steps a second. The first, \.{ramp}, is the
demo's default: a ramp of the \.{static} material turned $30^\circ$, whose
$\tan30^\circ=0.577$ lies between the mixed coefficients of the presets
(chapter~7's Table~\tabref{critical}), and on it, from the top, boxes of
$0.6\times0.6\,$m of rubber (the \.{bouncy} preset, mixed $\mu=0.79$),
rock ($0.65$), wood and metal ($0.53$ each), and wood greased to
$\mu=0.05$: the first two stay, the others slide, the greased one fastest.
\.{rolling} launches four disks sliding along a floor at 2, 4, 6 and
8\thinspace m/s with no spin; each ends rolling at two thirds of its
speed. \.{grip} sets a wheel spinning at $20\,$rad/s onto the floor with no
speed; it ends rolling at $\omega_0r/3$.

@<Built-in scenes@>+=
{"ramp", 7, "boxes of five materials on a ramp of 30 degrees: some stick, some slide",@/
  @<The text of the scene \.{ramp}@>},
{"rolling", 7, "disks launched sliding with no spin start to roll at 2/3 of their speed",@/
  @<The text of the scene \.{rolling}@>},
{"grip", 7, "a spinning wheel set down on the floor grips and rolls away",@/
  @<The text of the scene \.{grip}@>},

@ @<The text of the scene \.{ramp}@>=
  "world defaults=7 gravity=0,-10 integrator=symplectic solver=single friction=on\n"@/
  "view x=0 y=1.5 width=22\n"@/
  "box x=0 y=0 w=20 h=1 angle=0.523599 static material=static\n"@/
  "box x=0 y=-5.4 w=40 h=1 static material=static\n"@/
  "box x=6.5287 y=4.6920 w=0.6 h=0.6 angle=0.523599 material=bouncy\n"@/
  "box x=4.2770 y=3.3920 w=0.6 h=0.6 angle=0.523599 material=rock\n"@/
  "box x=2.0254 y=2.0920 w=0.6 h=0.6 angle=0.523599 material=wood\n"@/
  "box x=-0.2263 y=0.7920 w=0.6 h=0.6 angle=0.523599 material=metal\n"@/
  "box x=-2.4780 y=-0.5080 w=0.6 h=0.6 angle=0.523599 material=wood friction=0.05\n"

@ The disks of \.{rolling} run on shelves, one above the other, so that they
do not meet; each shelf is a static box 0.2\thinspace m thick.

@<The text of the scene \.{rolling}@>=
  "world defaults=7 gravity=0,-10 integrator=symplectic solver=single friction=on\n"@/
  "view x=10 y=3 width=30\n"@/
  "box x=10 y=-0.5 w=60 h=1 static material=static\n"@/
  "circle x=-4 y=0.499 r=0.5 material=wood vx=2\n"@/
  "box x=10 y=1.500 w=60 h=0.2 static material=static\n"@/
  "circle x=-4 y=2.099 r=0.5 material=wood vx=4\n"@/
  "box x=10 y=3.100 w=60 h=0.2 static material=static\n"@/
  "circle x=-4 y=3.699 r=0.5 material=wood vx=6\n"@/
  "box x=10 y=4.700 w=60 h=0.2 static material=static\n"@/
  "circle x=-4 y=5.299 r=0.5 material=wood vx=8\n"

@ @<The text of the scene \.{grip}@>=
  "world defaults=7 gravity=0,-10 integrator=symplectic solver=single friction=on\n"@/
  "view x=3 y=2 width=14\n"@/
  "box x=3 y=-0.5 w=30 h=1 static material=static\n"@/
  "circle x=-2 y=0.499 r=0.5 material=bouncy omega=-20\n"

@ @<Chapter titles@>+=
{7, "Friction"},

@ {\it The demo.} \.{G} (for grip) switches friction on and off; the panel
shows the switch, and, for each moving body, its speed and, for a circle,
the speed $\omega r$ of its rim, so that the moment a disk starts to roll,
the two agree.

@<Handle a key of the chapters@>+=
case SDLK_g:
  {
    ph_settings settings = demo->current.world->settings;
    settings.friction = !settings.friction;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  G            friction on or off (Coulomb, chapter 7)\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 7);
{
  const ph_world *w = demo->current.world;
  panel_add(panel, "G  friction: %s", w->settings.friction ? "on" : "off");
  int shown = 0;
  for (int i = 0; i < w->body_count && shown < 6; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0 || b->kind != PH_RIGID) continue;
    shown++;
    if (b->shape.kind == PH_CIRCLE)
      panel_add(panel, "   body %d: v %.3f m/s, rim %.3f m/s", i, ph_length(b->velocity),
        fabs(b->angular_velocity) * b->shape.radius);
    else panel_add(panel, "   body %d: v %.3f m/s", i, ph_length(b->velocity));
  }
}

@*1 Measurements of chapter 7.
\.{bench07} runs the scenes of chapter~7's measurements and writes, given
nine file names, its three tables and the paragraphs that read them, the
data of the rolling figure, the paragraph on what stage~6 did, and the
macro of the screenshot's caption; with no names it prints them all.
@^bench07@>

@(bench07.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 7 benchmark helpers@>@;
@<Run the chapter 7 measurements@>@;

@ Every measurement loads a scene text, steps it, and reads bodies. A scene
that does not load is a bug of this program, and stops it.

@<Chapter 7 benchmark helpers@>=
static const double g = 10.0, h = 1.0 / 60.0, pi = 3.14159265358979323846;
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench07", text)) {
    fprintf(stderr, "bench07: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ {\it The ramp.} A static ramp of |ramp_material| turned by $\theta$ and on
it a box of $1\times1\,$m of |material| (with $\mu$ overridden when
|mu| is not negative), as in the tests. |ramp_run| steps it for |seconds|
and gives the travel down the slope, the speed down the slope at 1 and
3\thinspace s (for the acceleration between them, as the test measures it),
the largest speed in the last second, and how far the box's centre went
into the ramp, perpendicular to it.

@<Chapter 7 benchmark helpers@>+=
typedef struct {
  double travel, sunk, v1, v3, fastest;
} ramp_result;
static bool ramp_turning = true;

static ramp_result ramp_run(const char *material, double mu, double theta, bool friction,
  double seconds)
{
  @<Write the scene of the ramp into |text|@>@;
  scene sc;
  load(&sc, text);
  ramp_result r = {0.0, 0.0, 0.0, 0.0, 0.0};
  if (!ramp_turning) sc.world->bodies[1].inverse_inertia = 0.0;
  ph_vec2 start = sc.world->bodies[1].position;
  long steps = lround(seconds / h);
  @<Step the box on the ramp, noting its speeds down the slope@>@;
  ph_vec2 d = ph_sub(sc.world->bodies[1].position, start);
  r.travel = -d.x * c - d.y * s;
  r.sunk = d.x * s - d.y * c;
  scene_destroy(&sc);
  return r;
}

@ The ramp's centre is at the origin; the box starts 5\thinspace m up
the slope, its bottom a millimetre into the ramp, and both are turned by
$\theta$.

@<Write the scene of the ramp into |text|@>=
char text[1024], override[64] = "";
double c = cos(theta), s = sin(theta);
if (mu >= 0.0) snprintf(override, sizeof override, " friction=%.17g", mu);
snprintf(text, sizeof text, "world defaults=7 gravity=0,-10 integrator=symplectic solver=single "@/
  "friction=%s\nbox x=0 y=0 w=40 h=1 angle=%.17g static material=static%s restitution=0\n"@/
  "box x=%.17g y=%.17g w=1 h=1 angle=%.17g material=%s%s restitution=0\n",
  friction ? "on" : "off", theta, override, 5.0 * c - 0.999 * s, 5.0 * s + 0.999 * c,
  theta, material, override);

@ The speed down the slope at 1 and 3\thinspace s, and the fastest speed
of the last second.

@<Step the box on the ramp, noting its speeds down the slope@>=
for (long n = 1; n <= steps; n++) {
  scene_step(&sc, h);
  const ph_body *b = &sc.world->bodies[1];
  double v = -b->velocity.x * c - b->velocity.y * s;
  if (n == 60) r.v1 = v;
  if (n == 180) r.v3 = v;
  if (n > steps - 60 && ph_length(b->velocity) > r.fastest) r.fastest = ph_length(b->velocity);
}

@ The table of the presets on the stone ramp at $30^\circ$: each one's
$\mu$, mixed with the ramp's $0.7$, its critical angle, the acceleration
the law predicts and the one measured, with friction on and off. The
paragraph reads the largest error and the materials that stay, and the largest error is also written as
\.{\\ChSevenCriticalWorst}, in percent, for the chapter's paragraph on the
tests, which compares it with theirs.

@<Chapter 7 benchmark helpers@>+=
static void write_critical(FILE *table, FILE *text)
{
  static const char *names[] = {"rock", "wood", "metal", "bouncy", "superball", "pillow"};
  double theta = pi / 6.0, worst = 0.0, off_low = 1e9, off_high = 0.0, still = 0.0;
  double slid = 0.0, law = 0.0; /* the farthest slide in 5\thinspace s, and the law's for it */
  double lead = 0.0; /* that box's speed at 1\thinspace s above the law's $a\cdot1\,$s */
  char stay[256] = "", slide[256] = "";
  for (int k = 0; k < 6; k++) {
    @<Run preset |k| on the ramp with friction and without, and write its row@>@;
  }
  @<Write the paragraph on the presets@>@;
}

@ Each preset: its $\mu$ mixed with the ramp's, the acceleration the law
predicts, and the measured one between 1 and 3\thinspace s, with
friction for 5\thinspace s and without for 3\thinspace s. A preset
slides when the law predicts it does.

@<Run preset |k| on the ramp with friction and without, and write its row@>=
ph_material m = ph_material_names[ph_find_name(ph_material_names,
  sizeof ph_material_names[0], names[k])].material;
double mu = ph_mix_friction(m.friction, 0.7);
double want = fmax(0.0, g * (sin(theta) - mu * cos(theta)));
ramp_result on = ramp_run(names[k], -1.0, theta, true, 5.0);
ramp_result off = ramp_run(names[k], -1.0, theta, false, 3.0);
double a_on = (on.v3 - on.v1) / 2.0, a_off = (off.v3 - off.v1) / 2.0;
fprintf(table, "%s&%.2f&%.3f&%.1f&%.3f&%.3f&%.3f&%.0f\\cr\n", names[k], m.friction, mu,
  atan(mu) * 180.0 / pi, want, a_on, a_off, 1000.0 * on.travel);
if (want > 0.0) {
  worst = fmax(worst, fabs(a_on - want) / want);
  if (on.travel > slid) slid = on.travel, law = 0.5 * want * 25.0, lead = on.v1 - want;
  snprintf(slide + strlen(slide), sizeof slide - strlen(slide), "%s%s",
    slide[0] ? ", " : "", names[k]);
} else {
  still = fmax(still, fabs(on.travel));
  snprintf(stay + strlen(stay), sizeof stay - strlen(stay), "%s%s",
    stay[0] ? ", " : "", names[k]);
}
off_low = fmin(off_low, a_off);
off_high = fmax(off_high, a_off);

@ The paragraph: which presets stay and how far they creep, the largest
error of those that slide, and the acceleration with friction off, one
number when all agree to the digits printed.

@<Write the paragraph on the presets@>=
char range[96]; /* one number when the two agree to the four digits printed */
if (off_high - off_low < 5e-5) snprintf(range, sizeof range, "%.4f", off_high);
else snprintf(range, sizeof range, "between %.4f and %.4f", off_low, off_high);
fprintf(text, "\\gdef\\ChSevenCriticalWorst{%.1f}%%\n", 100.0 * worst);
fprintf(text, "On the ramp of $30^\\circ$, $\\tan\\theta=0.577$: the presets whose "@/
  "mixed $\\mu$ is larger (%s) do not slide. They creep: though the law says they stay, "@/
  "they move slowly down the slope, by up to %.0f\\thinspace mm in "@/
  "5\\thinspace s (the column ``travel''). The next paragraph explains the creep. "@|
  "The others (%s) slide, at "@/
  "accelerations within %.1f\\%% of $g(\\sin\\theta-\\mu\\cos\\theta)$. With friction "@/
  "off every one of them slides at %s\\thinspace m/s$^2$, which is "@/
  "$g\\sin\\theta=5$: on stage~6 the material does not matter.\n", stay, 1000.0 * still,
  slide, 100.0 * worst, range);
@<Say why the slide goes farther than its acceleration@>@;

@ A sliding box goes farther in 5\thinspace s than ${1\over2}at^2$ with
the law's $a$, though its acceleration between the first and the third
second is the law's. It is not faster later; it is ahead from the start.
In its first steps the single pass gives it a speed down the slope beyond
the law's, as it gives the boxes that stay their creep, and the box keeps
that lead. So at 1\thinspace s its speed is the law's $a\cdot1\,$s plus a
lead, and the lead times 5\thinspace s is the extra travel. The claims: it
goes farther, by less than twice the farthest creep, and the extra is the
lead times 5\thinspace s to a tenth.

@<Say why the slide goes farther than its acceleration@>=
claim("the slide goes farther than the law's half a t squared", slid, CLAIM_ABOVE, law, 0.0);
claim("the slide's extra is less than twice the farthest creep", slid - law, CLAIM_BELOW,
  2.0 * still, 0.0);
claim("the slide's extra is its lead at 1 s times 5 s, to a tenth", slid - law,
  CLAIM_WITHIN, 5.0 * lead, 0.5 * lead);
fprintf(text, "The sliding boxes go %.0f\\thinspace mm in 5\\thinspace s, more than "@/
  "${1\\over2}at^2=%.0f\\,$mm with the law's $a$. Their acceleration is the law's, "@/
  "but they are ahead of the law from the first steps on: the single pass gives them "@/
  "a speed down the slope beyond the law's, as it gives the boxes that stay their "@/
  "creep. At 1\\thinspace s that lead is %.0f\\thinspace mm/s, and it lasts, so in "@/
  "5\\thinspace s it adds %.0f\\thinspace mm, most of the %.0f\\thinspace mm more.\n",
  1000.0 * slid, 1000.0 * law, 1000.0 * lead, 5000.0 * lead, 1000.0 * (slid - law));

@ {\it Creeping.} The box of the tests, $\mu=0.5$ on box and ramp, at angles
whose tangent is a share of $\mu$ from 0 to $0.99$: in 5\thinspace s, its
travel along the slope and how far it sank into the ramp, for a box that
turns, and the travel of the same box with its turning switched off (its
inverse inertia written 0, as the tests do). |ramp_run| is given the
switch through |ramp_turning|.

@<Chapter 7 benchmark helpers@>+=
static void write_creep(FILE *table, FILE *text)
{
  static const double share[7] = {0.0, 0.2, 0.5, 0.8, 0.9, 0.95, 0.99};
  double most = 0.0, fastest = 0.0, held = 0.0, deepest = 0.0, ratio = 0.0, flat = 0.0;
  for (int k = 0; k < 7; k++) {
    @<Run the box that turns and the box that cannot at the angle of share |k|@>@;
  }
  @<Measure the level box's sinking, with friction and without@>@;
  ramp_result over = ramp_run("wood", 0.5, atan(1.01 * 0.5), true, 5.0);
  ramp_turning = false;
  ramp_result over_fixed = ramp_run("wood", 0.5, atan(1.01 * 0.5), true, 5.0);
  ramp_turning = true;
  @<Write the paragraph on creeping@>@;
}

@ The chapter asks why the level box, the table's first row, sinks about
two and a half times as fast as chapter~6's resting box. Chapter~6's box is measured here
on this stage, as the same box with friction off, which is stage~6's
behaviour (the test \.{switch\_off} holds the two to the bit). The sentence
reads how far the box with friction sank in 5\thinspace s and its mean
rate, \.{\\ChSevenLevelSunk} and \.{\\ChSevenLevelRate} (mm and mm/s), and
the rate of the box without friction, \.{\\ChSevenLevelOffRate}; it says
that the first is about two and a half times the second and chapter~6's
derived $gh/8$ (between two and three times each, as the derived
${5\over16}gh$ is ${5\over2}$ times $gh/8$), and that the second is close to $gh/8$
(within a tenth of it). The chapter also derives the steady sinking
with friction, ${5\over16}gh$, and says the measured means fall somewhat
short of the two derived rates: each is claimed below its rate, and the
first within a fifth of ${5\over16}gh$. All are claimed before the macros
are written.

@<Measure the level box's sinking, with friction and without@>=
{
  ramp_result with = ramp_run("wood", 0.5, 0.0, true, 5.0);
  ramp_result without = ramp_run("wood", 0.5, 0.0, false, 5.0);
  double rate = with.sunk / 5.0, rate_off = without.sunk / 5.0;
  claim("the level box sinks about 2.5 times as fast with friction as without", rate,
    CLAIM_WITHIN, 2.5 * rate_off, 0.5 * rate_off);
  claim("the level box sinks about 2.5 times as fast as chapter 6's gh/8", rate, CLAIM_WITHIN,
    2.5 * g * h / 8.0, 0.5 * g * h / 8.0);
  claim("without friction the level box sinks at chapter 6's gh/8", rate_off, CLAIM_WITHIN,
    g * h / 8.0, 0.1 * g * h / 8.0);
  claim("with friction the level box sinks more slowly than the steady 5gh/16", rate,
    CLAIM_BELOW, 5.0 * g * h / 16.0, 0.0);
  claim("with friction the level box sinks within a fifth of 5gh/16", rate, CLAIM_WITHIN,
    5.0 * g * h / 16.0, 0.2 * 5.0 * g * h / 16.0);
  claim("without friction the level box sinks more slowly than gh/8", rate_off, CLAIM_BELOW,
    g * h / 8.0, 0.0);
  fprintf(text, "\\gdef\\ChSevenLevelSunk{%.0f}\\gdef\\ChSevenLevelRate{%.0f}"@/
    "\\gdef\\ChSevenLevelOffRate{%.0f}%%\n", 1000.0 * with.sunk, 1000.0 * rate,
    1000.0 * rate_off);
}

@ At each angle the box is run turning and with its turning switched
off; the row gives both travels, the sinking and the fastest speed, all in
millimetres (and millimetres a second) to a fixed decimal, the travel of
the box that cannot turn as a plain 0 when it did not move at all, and
the paragraph keeps the largest of each, the creep on the level ramp,
and the largest travel as a share of the slide without friction,
${1\over2}g\sin\theta\,t^2$.

@<Run the box that turns and the box that cannot at the angle of share |k|@>=
double theta = atan(share[k] * 0.5);
ramp_turning = true;
ramp_result r = ramp_run("wood", 0.5, theta, true, 5.0);
ramp_turning = false;
ramp_result fixed = ramp_run("wood", 0.5, theta, true, 5.0);
ramp_turning = true;
fprintf(table, "%.2f&%.2f&%.1f&%.1f&%.1f&", share[k], theta * 180.0 / pi,
  1000.0 * r.travel, 1000.0 * r.sunk, 1000.0 * r.fastest);
if (fixed.travel == 0.0) fprintf(table, "0\\cr\n");
else fprintf(table, "%.4f\\cr\n", 1000.0 * fabs(fixed.travel));
if (k == 0) flat = fabs(r.travel);
most = fmax(most, fabs(r.travel));
fastest = fmax(fastest, r.fastest);
held = fmax(held, fabs(fixed.travel));
deepest = fmax(deepest, r.sunk);
if (k > 0) ratio = fmax(ratio, fabs(r.travel) / (0.5 * g * sin(theta) * 25.0));

@ The paragraph: the box that cannot turn held still below the critical
angle, and sliding as the law says just above it; the box that turns
creeping, and how far it sank.

@<Write the paragraph on creeping@>=
fprintf(text, "A box that cannot turn does what Coulomb's law says: below the "@/
  "critical angle it moves %s in 5\\thinspace s, and just "@/
  "above it, at $\\tan\\theta=1.01\\mu$, it slides %.0f\\thinspace mm, the "@/
  "${1\\over2}at^2=%.0f\\,$mm of the law. A box that turns creeps: by up to "@/
  "%.0f\\thinspace mm in 5\\thinspace s below the critical angle, at most %.2f\\%% "@/
  "of what it would slide without friction, at speeds up to %.2f\\thinspace m/s, and "@/
  "it sinks into the ramp by up to %.0f\\thinspace mm; even on a level ramp it creeps "@/
  "%.0f\\thinspace mm. Just above the critical angle it slides %.0f\\thinspace mm.\n",
  held == 0.0 ? "not at all, to the last bit" : "by less than a micrometre",
  1000.0 * over_fixed.travel,
  1000.0 * 0.5 * g * (sin(atan(0.505)) - 0.5 * cos(atan(0.505))) * 25.0, 1000.0 * most,
  100.0 * ratio, fastest, 1000.0 * deepest, 1000.0 * flat, 1000.0 * over.travel);

@ {\it Rolling.} A disk of radius 0.5\thinspace m launched at $v_0$ with
no spin, $1\,\mu$m into the floor, $\mu$ on disk and floor: the step at which its bottom stops
sliding, its speed then as a share of $v_0$, and the continuous law's time
$v_0/3\mu g$. If |out| is not |NULL|, the speed and the rim's speed of
every step of the first 1.5\thinspace s are written as MetaPost pairs.

@<Chapter 7 benchmark helpers@>+=
static int roll(double v0, double mu, double omega0, double *v_end, FILE *out)
{
  char text[512];
  snprintf(text, sizeof text, "world defaults=7 gravity=0,-10 integrator=symplectic solver=single "@/
    "friction=on\nbox x=0 y=-0.5 w=400 h=1 static material=static friction=%.17g "@/
    "restitution=0\ncircle x=-150 y=0.499999 r=0.5 "@|
    "material=wood friction=%.17g restitution=0 "@/
    "vx=%.17g omega=%.17g\n", mu, mu, v0, omega0);
  scene s;
  load(&s, text);
  const ph_body *b = &s.world->bodies[1];
  int rolled = 0;
  double rho = 0.5 - 0.5e-6;
  if (out) fprintf(out, "rv[0]:=(0,%.5f); rw[0]:=(0,%.5f);\n", v0, -omega0 * 0.5);
  @<Step the disk, noting when its bottom stops sliding@>@;
  if (out) fprintf(out, "rn:=90; rstar:=%.5f;\n", v0 / (3.0 * mu * g));
  *v_end = b->velocity.x;
  scene_destroy(&s);
  return rolled;
}

@ The radius of the contact point, $r_p$ (|rho|), is read at the first step from
the contact itself; the bottom has stopped sliding when the rim's speed
there matches the centre's to a trillionth of the speeds. The first
1.5\thinspace s go to the figure.

@<Step the disk, noting when its bottom stops sliding@>=
for (int n = 1; n <= 600; n++) {
  scene_step(&s, h);
  if (n == 1 && s.world->contact_count == 1)
    rho = b->position.y - s.world->contacts[0].manifold.points[0].point.y;
  if (!rolled && fabs(b->velocity.x + b->angular_velocity * rho) <= 1e-12 * (1.0 + fabs(v0)))
    rolled = n;
  if (out && n <= 90)
    fprintf(out, "rv[%d]:=(%.5f,%.5f); rw[%d]:=(%.5f,%.5f);\n", n, n * h, b->velocity.x, n,
      n * h, -b->angular_velocity * 0.5);
}

@ {\it The wheel.} The built-in scene \.{grip} of this chapter, loaded
from its text, so that the sentence about it describes that wheel: its
friction, mixed from its two materials, its spin and its overlap with the
floor are read from the loaded world, not typed here. |wheel_run| steps it
until the rim's speed matches the centre's, as |roll| does, and gives that
step, the speed then, the mixed $\mu$, $\omega_0$, $r$, and the radius
$r_p$ of the contact point, half the overlap inside the rim.

@<Chapter 7 benchmark helpers@>+=
typedef struct {
  int rolled; /* the step at which the bottom stops sliding; 0 if never */
  double v, mu, omega0, r, rho;
} wheel_result;

static wheel_result wheel_run(void)
{
  wheel_result o = {0, 0.0, 0.0, 0.0, 0.0, 0.0};
  scene s;
  load(&s, @<The text of the scene \.{grip}@>);
  const ph_body *ground = &s.world->bodies[0], *b = &s.world->bodies[1];
  @<Read the wheel's mixed $\mu$, its spin and its radius from the loaded world@>@;
  @<Step the wheel until the bottom of its rim stops sliding@>@;
  o.v = b->velocity.x;
  scene_destroy(&s);
  return o;
}

@ The coefficient is mixed from the two bodies' materials as the engine
mixes it. Until the first step has found the contact, the contact
point's radius is taken to be the rim's.

@<Read the wheel's mixed $\mu$, its spin and its radius from the loaded world@>=
o.mu = ph_mix_friction(ground->material.friction, b->material.friction);
o.omega0 = fabs(b->angular_velocity);
o.r = b->shape.radius;
o.rho = o.r;

@ The first step's contact gives $r_p$ (the code's |rho|); the wheel then rolls when the
speed of its bottom point, $v+\omega r_p$, is within rounding of zero.
Ten seconds is the most it is given.

@<Step the wheel until the bottom of its rim stops sliding@>=
for (int n = 1; n <= 600 && !o.rolled; n++) {
  scene_step(&s, h);
  if (n == 1 && s.world->contact_count == 1)
    o.rho = b->position.y - s.world->contacts[0].manifold.points[0].point.y;
  if (fabs(b->velocity.x + b->angular_velocity * o.rho) <= 1e-12 * (1.0 + o.omega0 * o.r))
    o.rolled = n;
}

@ The table of rolling: disks launched at four speeds on two
coefficients, each row with the law's $t^\star$, the time measured and
how far the speed it ends with, as a share of $v_0$, departs from the
law's ${2\over3}$ (the share itself would print the same twelve digits
on every row); the departure is claimed to be what rolling on the
contact point's radius $r_p=r-{1\over2}\delta$ gives,
$r_p^2/(r_p^2+{1\over2}r^2)-{2\over3}$. Then the wheel of \.{grip}.

@<Chapter 7 benchmark helpers@>+=
static void write_rolling(FILE *table, FILE *text)
{
  static const double speeds[4] = {2.0, 4.0, 6.0, 8.0}, mus[2] = {0.5, 0.1};
  double worst = 0.0;
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < 2; j++) {
      double v;
      int n = roll(speeds[k], mus[j], 0.0, &v, NULL);
      double dep = v / speeds[k] - 2.0 / 3.0, rp = 0.5 - 0.5e-6;
      claim("a disk's v/v0 departs from 2/3 as rolling on r_p says, to 1e-9", dep,
        CLAIM_WITHIN, rp * rp / (rp * rp + 0.5 * 0.5 * 0.5) - 2.0 / 3.0, 1e-9);
      int de = (int) floor(log10(fabs(dep)));
      fprintf(table, "%.0f&%.1f&%.3f&%.3f&$%.1f\\times10^{%d}$\\cr\n", speeds[k], mus[j],
        speeds[k] / (3.0 * mus[j] * g), n * h, dep / pow(10.0, de), de);
      worst = fmax(worst, fabs(dep));
    }
  wheel_result wh = wheel_run();
  double law_v = wh.omega0 * wh.rho * 0.5 * wh.r * wh.r / (wh.rho * wh.rho + 0.5 * wh.r * wh.r);
  int e = (int) floor(log10(worst));
  @<Write the paragraph on rolling@>@;
}

@ The paragraph: how near every disk ends to ${2\over3}$ of its speed,
and the wheel of \.{grip} against the law, at the rim and at the contact
point the engine uses.

@<Write the paragraph on rolling@>=
fprintf(text, "Every disk ends rolling at $v/v_0$ within $%.1f\\times10^{%d}$ of "@/
  "${2\\over3}$, no more than one step after the law's $t^\\star$ (the sliding stops in "@/
  "the first step whose friction could reverse it); the end does not depend on $\\mu$, "@/
  "which only sets how long the sliding lasts. The wheel of the scene \\.{grip}, of "@/
  "radius $r=%.2g\\,$m, set down spinning at $\\omega_0=%.0f\\,$rad/s with no speed, "@/
  "%.1f\\thinspace mm into the floor, with $\\mu=%.3f$ mixed from its material and "@/
  "the floor's, grips and rolls away after %d steps, where the law's "@/
  "$t^\\star=\\omega_0r/3\\mu g$ is %.1f steps, at %.6f\\thinspace m/s; the law says "@/
  "$\\omega_0r/3=%.6f$ for a contact at the rim, and $\\omega_0r_p\\,{1\\over2}r^2"@/
  "/(r_p^2+{1\\over2}r^2)=%.6f$ for the contact point the engine uses, half the "@/
  "overlap inside the rim.\n", worst / pow(10.0, e), e, wh.r, wh.omega0,
  2000.0 * (wh.r - wh.rho), wh.mu, wh.rolled,
  wh.omega0 * wh.r / (3.0 * wh.mu * g) / h, wh.v, wh.omega0 * wh.r / 3.0, law_v);

@ {\it Stage 6.} What chapter~7 starts from, measured with friction off:
the box of wood on the stone ramp, and the spinning wheel after
2\thinspace s.

@<Chapter 7 benchmark helpers@>+=
static void write_stage6(FILE *text)
{
  ramp_result wood = ramp_run("wood", -1.0, pi / 6.0, false, 3.0);
  ramp_result rubber = ramp_run("bouncy", -1.0, pi / 6.0, false, 3.0);
  scene s;
  load(&s, "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
    "box x=0 y=-0.5 w=400 h=1 static material=static\n"@/
    "circle x=0 y=0.499 r=0.5 material=bouncy omega=-20\n");
  for (int n = 0; n < 120; n++) scene_step(&s, h);
  fprintf(text, "Measured on this stage with friction off, which is stage~6: a box of "@/
    "wood on a stone ramp of $30^\\circ$ accelerates at %.4f\\thinspace m/s$^2$, and a "@/
    "box of rubber (the preset \\.{bouncy}) at "@|
    "%.4f, both $g\\sin\\theta$; a wheel of the same "@/
    "preset set down spinning at "@/
    "$20\\,$rad/s is, two seconds later, still spinning at %.4f\\thinspace rad/s and "@/
    "moving at %.4f\\thinspace m/s.\n", (wood.v3 - wood.v1) / 2.0,
    (rubber.v3 - rubber.v1) / 2.0, -s.world->bodies[1].angular_velocity,
    s.world->bodies[1].velocity.x);
  scene_destroy(&s);
}

@ {\it The screenshot.} Figure~\figref{rampshot} is the built-in scene
\.{ramp} after 120 steps, drawn by the demo; its caption says how far the
boxes went. |write_shot| loads the same scene from its text and steps it
as the demo does, 120 steps of $1/60\,$s, and reads how far each box
moved: the boxes of rubber and rock (bodies 2 and~3), of wood and metal (4
and~5), and the greased box (6), in the order the scene makes them. The
demo's paragraph beside the figure reads the distance of wood and metal
as \.{\\ChSevenShotSlid}, in metres to a decimal, and the larger creep of
rubber and rock as \.{\\ChSevenShotCrept}, in metres to a hundredth. That
paragraph and the caption say that wood and metal each slid the printed
distance, to within a tenth of it; that rubber and rock stayed but for
their creep; and that the greased box went fast, nearly to the foot of
the ramp. Each is claimed: wood and metal within a tenth of the
printed distance, rubber and rock by less than a quarter of it, and the
greased box more than three times as far as either, to within a metre of
the ramp's foot, which is 10\thinspace m down the slope from the ramp's
centre.

@<Chapter 7 benchmark helpers@>+=
static void write_shot(FILE *text)
{
  @<Step the scene \.{ramp} for two seconds, and measure how far each box went@>@;
  double slid = round(10.0 * 0.5 * (moved[4] + moved[5])) / 10.0;
  @<Claim what the screenshot's caption says of each box@>@;
  fprintf(text, "\\gdef\\ChSevenShotSlid{%.1f}\\gdef\\ChSevenShotCrept{%.2f}%%\n", slid,
    crept);
}

@ Bodies 2 to~6 are the five boxes, the greased one last. How far each
went is measured as a straight distance; the greased box's place is also
measured along the slope from the ramp's centre, negative down the slope,
to compare with the ramp's foot.

@<Step the scene \.{ramp} for two seconds, and measure how far each box went@>=
scene s;
load(&s, @<The text of the scene \.{ramp}@>);
ph_vec2 start[7];
for (int i = 2; i < 7; i++) start[i] = s.world->bodies[i].position;
for (int n = 0; n < 120; n++) scene_step(&s, h);
double moved[7] = {0.0};
for (int i = 2; i < 7; i++) moved[i] = ph_length(ph_sub(s.world->bodies[i].position, start[i]));
ph_vec2 ramp = s.world->bodies[0].position, greased = s.world->bodies[6].position;
double along = (greased.x - ramp.x) * cos(pi / 6.0) + (greased.y - ramp.y) * sin(pi / 6.0);
scene_destroy(&s);

@ The printed distance |slid| is the mean of wood's and metal's, to a
tenth of a metre, and the printed creep |crept| the larger of rubber's and
rock's. Each of the caption's words is claimed against the printed
distance.

@<Claim what the screenshot's caption says of each box@>=
for (int i = 4; i <= 5; i++)
  claim("wood and metal have slid about the printed distance in the screenshot", moved[i],
    CLAIM_WITHIN, slid, 0.1 * slid);
double crept = fmax(moved[2], moved[3]);
for (int i = 2; i <= 3; i++)
  claim("rubber and rock have stayed in the screenshot but for a creep", moved[i],
    CLAIM_BELOW, 0.25 * slid, 0.0);
claim("the greased box has slid fast, much farther than wood and metal", moved[6],
  CLAIM_ABOVE, 3.0 * fmax(moved[4], moved[5]), 0.0);
claim("the greased box has slid nearly to the foot of the ramp", along, CLAIM_BELOW,
  -10.0 + 1.0, 0.0);

@ The main program. Without arguments it prints everything to the
terminal; with nine file names it writes, in order, the ramp's table and
its paragraph, the creeping table and its paragraph, the rolling table and
its paragraph, the MetaPost data of Figure~\figref{rolling} (a disk at
$6\,$m/s with $\mu=0.3$), the paragraph on stage~6, and the macro of the
screenshot's caption.

@<Run the chapter 7 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 10) {
    fprintf(stderr, "usage: bench07 [RAMP.tex TEXT.tex CREEP.tex TEXT.tex ROLLING.tex "@/
      "TEXT.tex DATA.mp STAGE6.tex SHOT.tex]\n");
    return 2;
  }
  FILE *f[9];
  for (int i = 0; i < 9; i++) {
    f[i] = argc == 10 ? bench_open(argv[i + 1]) : stdout;
    if (!f[i]) {
      bench_close(false);
      return 1;
    }
  }
  write_critical(f[0], f[1]);
  write_creep(f[2], f[3]);
  write_rolling(f[4], f[5]);
  double v;
  roll(6.0, 0.3, 0.0, &v, f[6]);
  write_stage6(f[7]);
  write_shot(f[8]);
  return bench_close(true) ? 0 : 1;
}

@ @<Print the defaults of the chapters' settings in |d|@>+=
printf(" friction=%s", d.friction ? "on" : "off");
