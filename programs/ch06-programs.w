@* Programs of chapter 6: scenes, the demo and the measurements.
Chapter~6's additions to the scene files and the dumps, its scenes and its
demo key, and its measurement program \.{bench06}, which makes the
chapter's tables, the sentences that read them, and the data of its
figures.

@ {\it Scene keys.} From this stage on a body line's \.{angle=} (radians)
and \.{omega=} (radians per second) are copied into the definition, and
chapter~3's refusal of them is lifted by setting |rotation_modelled|. Their
values are checked where every definition is, by |ph_body_def_check|
(chapter~6): an angle that is not finite, or a static body asked to spin,
stops the load with \.{FILE:LINE:} before the message, as every refusal of
the reader does.

@<Give |d| the scene's |angle| and |omega|@>+=
d.angle = angle;
d.angular_velocity = omega;
rotation_modelled = true;

@ The dumps write the angle and the angular velocity in the columns that
appendix~B has kept at 0 until now.

@<Find the angle and angular velocity of body |b|@>+=
angle = b->angle;
omega = b->angular_velocity;

@ @<Chapter titles@>+=
{6, "Rotation"},

@ {\it Scenes.} Three built-in scenes, all with chapter~5's response on
and symplectic Euler. \.{tumble}, the demo's default, drops five bodies
turned at angles onto a stone floor so that each lands on a corner: a
wooden box, a metal plank, a hexagon of rock, a wedge and a pillow.
\.{seesaw} lays a wooden plank across the tip of a static wedge and drops
a metal box on its left end, which goes down while the right end goes up;
with no friction yet, the plank then slides off its pivot.
\.{wheel} sends a rubber wheel spinning at rolling speed, and a spinning
wooden box, at a wall: the box's spin changes when it hits, the wheel's
does not, since a frictionless push on a circle goes through its centre
(chapter~7 gives it a grip).

@<Built-in scenes@>+=
{"tumble", 6, "bodies dropped at angles land on corners and fall onto a face",@/
  "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
  "view x=0 y=2.5 width=14\n"@/
  "box x=0 y=-0.5 w=14 h=1 static material=static\n"@/
  "box x=-5 y=2 w=1 h=1 angle=0.7 material=wood\n"@/
  "box x=-2.5 y=3 w=2 h=0.4 angle=1.1 material=metal\n"@/
  "polygon x=0 y=2.5 "@|
  "verts=0.5,0;0.25,0.433;-0.25,0.433;-0.5,0;-0.25,"@|
  "-0.433;0.25,-0.433 angle=0.2 material=rock\n"@/
  "polygon x=2.5 y=2 verts=-0.6,-0.4;0.6,-0.4;0,0.6 angle=2.6 material=wood\n"@/
  "box x=5 y=3.5 w=1.2 h=0.6 angle=-0.9 material=pillow\n"},
{"seesaw", 6, "a box dropped on one end of a plank lying across a wedge",@/
  "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
  "view x=0 y=2 width=12\n"@/
  "box x=0 y=-0.5 w=12 h=1 static material=static\n"@/
  "polygon x=0 y=0 verts=-0.6,0;0.6,0;0,1 static material=static\n"@/
  "box x=0 y=1.1 w=6 h=0.2 material=wood\n"@/
  "box x=-2.6 y=3.5 w=0.6 h=0.6 material=metal restitution=0\n"},
{"wheel", 6, "a spinning wheel and a spinning box hit a wall",@/
  "world defaults=6 gravity=0,0 integrator=symplectic solver=single\n"@/
  "view x=0 y=0 width=12\n"@/
  "box x=5 y=0 w=1 h=8 static material=static restitution=1\n"@/
  "circle x=-3 y=1.5 r=0.6 material=bouncy vx=4 omega=-6.67\n"@/
  "box x=-3 y=-1.5 w=1 h=1 material=wood restitution=1 vx=4 omega=-3\n"},

@ {\it The demo.} \.{U} switches turning off and on. Off, every body that
can turn is given an inverse inertia of zero, an infinite moment of
inertia, and its angular velocity is set to zero: every term this chapter
added is then multiplied by zero, so the world moves exactly as it would in
stage~5, with the bodies frozen at the angles they had. On, each gets
$1/I$ back. The panel says which, and shows the total kinetic energy,
linear plus rotational, and the angular momentum about the origin.

@<Handle a key of the chapters@>+=
case SDLK_u:
  {
    ph_world *w = demo->current.world;
    bool off = false;
    @<Set |off| if turning is off in world |w|@>@;
    for (int i = 0; i < w->body_count; i++) {
      ph_body *b = &w->bodies[i];
      if (b->inertia <= 0.0 || b->inverse_mass == 0.0) continue;
      b->inverse_inertia = off ? 1.0 / b->inertia : 0.0;
      if (!off) ph_body_set_angular_velocity(w, ph_body_id_of(i), 0.0);
    }
  }
  break;

@ Turning is off when some body that has a moment of inertia and can move
has no inverse inertia.

@<Set |off| if turning is off in world |w|@>=
for (int i = 0; i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->inertia > 0.0 && b->inverse_mass != 0.0 && b->inverse_inertia == 0.0) off = true;
}

@ @<Help lines of the chapters@>+=
"  U            turning on or off (off: infinite inertia, as in chapter 5)\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 6);
{
  const ph_world *w = demo->current.world;
  double linear = 0.0, turning = 0.0, L = 0.0;
  bool off = false;
  @<Set |off| if turning is off in world |w|@>@;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    linear += 0.5 * b->mass * ph_dot(b->velocity, b->velocity);
    turning += 0.5 * b->inertia * b->angular_velocity * b->angular_velocity;
    L += b->mass * ph_cross(b->position, b->velocity) + b->inertia * b->angular_velocity;
  }
  panel_add(panel, "U  turning: %s", off ? "off (as in chapter 5)" : "on");
  panel_add(panel, "energy %.2f J moving + %.2f J turning", linear, turning);
  panel_add(panel, "angular momentum about 0: %.3f kg m^2/s", L);
}

@*1 Measurements of chapter 6.
\.{bench06} runs the scenes of chapter~6's measurements and writes, given
seven file names, its two tables, three paragraphs that read them (the
first after the macros with the numbers of the test \.{corner} that the
chapter's table of tests reads) and the data of the landing figure, and
the sentence on the energy at two points; with no names it prints them all.
@^bench06@>

@(bench06.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 6 benchmark helpers@>@;
@<Run the chapter 6 measurements@>@;

@ Every measurement loads a scene text and steps it. A scene that does not
load is a bug of this program, and stops it. ``As in stage~5'' means what
the demo's \.{U} does: every body's inverse inertia set to zero, so that
every term chapter~6 adds is multiplied by zero.

@<Chapter 6 benchmark helpers@>=
static void load(scene *s, const char *text, bool turning)
{
  if (!scene_load_text(s, "bench06", text)) {
    fprintf(stderr, "bench06: a scene of the measurements does not load\n");
    exit(1);
  }
  for (int i = 0; !turning && i < s->world->body_count; i++)
    s->world->bodies[i].inverse_inertia = 0.0;
}

@ The tilt of a polygon: how far it is turned from lying on a face, the
smallest angle between a turned outward edge normal and straight down.

@<Chapter 6 benchmark helpers@>+=
static double tilt_of(const ph_body *b)
{
  double best = 4.0;
  ph_rotation q = ph_rotation_of(b->angle);
  for (int i = 0; b->shape.kind == PH_POLYGON && i < b->shape.count; i++) {
    ph_vec2 n = ph_rotate(q, b->shape.normals[i]);
    double a = fabs(atan2(n.x, -n.y));
    if (a < best) best = a;
  }
  return best * 57.29577951308232;
}

@ {\it Landing on a corner.} Each shape is dropped turned, its lowest
point about 0.6\thinspace m above the floor, and run for 8\thinspace s, as
in stage~5 and with turning; the tilt at the end, the time at which the
tilt first fell below 2~degrees, and the tilt one second after that, are
recorded, and so is the tilt it was dropped at, by the same measure
(from the nearest face), whatever the |angle=| of its vertices. If |out| is not |NULL|, the corners of the first body are
written every fourth step of the first 1.2\thinspace s, as MetaPost pairs,
for the figure, whose label says the last of them lies on a face: that is
claimed, as a tilt below the table's 2~degrees.

@<Chapter 6 benchmark helpers@>+=
static void land(const char *shape, bool turning, double *start, double *tilt,
  double *when, double *after, FILE *out)
{
  char text[512];
  snprintf(text, sizeof text, "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
    "box x=0 y=-0.5 w=10 h=1 static material=static\n%s\n", shape);
  scene s;
  load(&s, text, turning);
  const ph_body *b = &s.world->bodies[1];
  *start = tilt_of(b), *when = -1.0;
  for (int n = 1; n <= 480; n++) {
    scene_step(&s, 1.0 / 60.0);
    if (*when < 0.0 && tilt_of(b) < 2.0) *when = n / 60.0;
    if (*when > 0.0 && n == lround(*when * 60.0) + 60) *after = tilt_of(b);
    @<Write the corners of the body at step |n| for the figure@>@;
  }
  if (out) fprintf(out, "landn:=%d; landk:=%d;\n", 72 / 4, b->shape.count);
  *tilt = tilt_of(b);
  scene_destroy(&s);
}

@ Every fourth step of the first 1.2\thinspace s, the body's corners in
world coordinates.

@<Write the corners of the body at step |n| for the figure@>=
if (out && n % 4 == 0 && n <= 72) {
  ph_transform xf = ph_body_transform(s.world, ph_body_id_of(1));
  for (int i = 0; i < b->shape.count; i++) {
    ph_vec2 c = ph_transform_point(xf, b->shape.vertices[i]);
    fprintf(out, "land[%d][%d]:=(%.4f,%.4f);\n", n / 4, i, c.x, c.y);
  }
  if (n == 72) claim("the figure's last outline lies on a face, tilted below 2 degrees",
    tilt_of(b), CLAIM_BELOW, 2.0, 0.0);
}

@ The table of landings and the paragraph that reads it.

@<Chapter 6 benchmark helpers@>+=
static void write_corners(FILE *table, FILE *text, FILE *figure)
{
  static const char *const shapes[][2] = {
    {"wooden box $1\\times1$", "box x=0 y=1.27 w=1 h=1 angle=0.7 material=wood"},
    {"wooden box $1\\times1$ at $45^\\circ$", "box x=0 y=1.307 w=1 h=1 angle=0.7853981633974483 material=wood"},
    {"metal plank $2\\times0.4$", "box x=0 y=1.6 w=2 h=0.4 angle=1.1 material=metal"},
    {"rock hexagon", "polygon x=0 y=1.1 verts=0.5,0;0.25,0.433;-0.25,0.433;-0.5,0;-0.25,-0.433;"@/
      "0.25,-0.433 angle=0.2 material=rock"},
    {"wooden wedge", "polygon x=0 y=1.2 verts=-0.6,-0.4;0.6,-0.4;0,0.6 angle=2.6 material=wood"},
  };
  double stood = 0.0, slowest = 0.0, balanced_when = 0.0, worst_after = 0.0, worst_end = 0.0;
  for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
    @<Drop shape |k| as in stage 5 and with turning, and write its row@>@;
  }
  @<Claim and write the paragraph on landings@>@;
}

@ {\it The test \.{corner}.} The chapter's paragraph on its tests reads
four numbers of the scene of the test \.{corner} (the first box of
Table~\tabref{corner}, as the test loads it), stepped as the test steps
it for 1.5\thinspace s: its smallest angle and the time of that step; how
far its centre and its two lowest corners are then from where a box lying
flat on the floor has them, which is the overlap the single pass leaves;
and its angle at the end, 1.5\thinspace s after the drop, which the slump
has carried away from 0 again. They are written as \TeX\ macros, and the
relations the paragraph states are claimed first: the smallest angle is
below one step's slump, $gh^2/4$\thinspace rad, which bounds it; the
test's 5\thinspace cm is at least the preface's margin of five times the
overlap; and the angle at the end is below 2~degrees but more than half of
it, so that 2~degrees would hold it with a margin below two, no real
margin.

@<Chapter 6 benchmark helpers@>+=
static void write_corner_test(FILE *text)
{
  scene s;
  load(&s, "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
    "box x=0 y=-0.5 w=10 h=1 static material=static\n"@/
    "box x=0 y=1.27 w=1 h=1 angle=0.7 material=wood\n", true);
  const ph_body *b = &s.world->bodies[1];
  double best = 1.0, overlap = 0.0, degrees = 57.29577951308232, h = 1.0 / 60.0;
  int best_n = 0;
  for (int n = 1; n <= 90; n++) {
    scene_step(&s, h);
    if (fabs(b->angle) < best) {
      @<Keep the corner box's flattest angle, and the overlap at that step@>@;
    }
  }
  double late = fabs(b->angle) * degrees;
  scene_destroy(&s);
  @<Claim the relations the paragraph on the test \.{corner} states@>@;
  @<Write the numbers of the test \.{corner} as \TeX\ macros@>@;
}

@ The overlap at the flattest step is the largest of three distances
from where a box lying flat has them: its centre's from half a metre
above the floor's top, and each of its two lowest corners' from the
floor's top. The corners are placed with the box's transform, and the two
lowest of the four kept.

@<Keep the corner box's flattest angle, and the overlap at that step@>=
best = fabs(b->angle), best_n = n;
overlap = fabs(b->position.y - 0.5);
ph_transform xf = ph_body_transform(s.world, ph_body_id_of(1));
double low[2] = {1e9, 1e9};
for (int i = 0; i < 4; i++) {
  double y = ph_transform_point(xf, b->shape.vertices[i]).y;
  if (y < low[0]) low[1] = low[0], low[0] = y;
  else if (y < low[1]) low[1] = y;
}
overlap = fmax(overlap, fmax(fabs(low[0]), fabs(low[1])));

@ The claims, in the order the paragraph makes them: the smallest angle
below one step's slump $gh^2/4$, the test's 5\thinspace cm at least five
times the overlap, and the angle at the end below 2~degrees but by less
than a factor of two.

@<Claim the relations the paragraph on the test \.{corner} states@>=
claim("the corner box's smallest angle is below one step's slump", best, CLAIM_BELOW,
  10.0 * h * h / 4.0, 0.0);
claim("the corner test's 5 cm is at least five times the overlap", 0.05 / overlap,
  CLAIM_ABOVE, 5.0, 0.0);
claim("the corner box's angle at 1.5 s is below 2 degrees", late, CLAIM_BELOW, 2.0, 0.0);
claim("a bound of 2 degrees at 1.5 s has a margin below two", 2.0 / late, CLAIM_BELOW, 2.0,
  0.0);

@ The smallest angle, in degrees, is far below 1, so it is written as a
mantissa of one decimal and a power of ten; the overlap is written in
millimetres.

@<Write the numbers of the test \.{corner} as \TeX\ macros@>=
int exponent = (int) floor(log10(best * degrees));
double mantissa = best * degrees / pow(10.0, exponent);
if (mantissa >= 9.95) mantissa /= 10.0, exponent++; /* so that 9.96 is not printed as 10.0 */
fprintf(text, "\\gdef\\ChSixCornerFlattest{$%.1f\\times10^{%d}$}"@/
  "\\gdef\\ChSixCornerFlattestTime{%.2f}%%\n", mantissa, exponent, best_n * h);
fprintf(text, "\\gdef\\ChSixCornerOverlap{%.0f}\\gdef\\ChSixCornerOverlapTimes{%.0f}%%\n",
  1000.0 * overlap, 0.05 / overlap);
fprintf(text, "\\gdef\\ChSixCornerLate{%.1f}\\gdef\\ChSixCornerLateMargin{%.1f}%%\n",
  late, 2.0 / late);

@ Each shape is dropped twice, as in stage~5 and with turning, and its
row written; the first box's run with turning gives the figure. As in
stage~5 nothing turns, so the shape ends at the tilt it was dropped at.
That is claimed, and the row gives the one tilt once. The
paragraph keeps the worst of each column, and the time at which the box
at 45 degrees lay down, apart from the latest of the others.

@<Drop shape |k| as in stage 5 and with turning, and write its row@>=
double d5, t5, w5, a5 = 0.0, d6, t6, w6, a6 = 0.0;
land(shapes[k][1], false, &d5, &t5, &w5, &a5, NULL);
land(shapes[k][1], true, &d6, &t6, &w6, &a6, k == 0 ? figure : NULL);
claim("as in stage 5 a shape ends at the tilt it was dropped at", t5, CLAIM_WITHIN, d6, 0.05);
fprintf(table, "%s&%.1f&%.2f&%.1f&%.1f\\cr\n", shapes[k][0], d6, w6, a6, t6);
if (t5 > stood) stood = t5;
if (a6 > worst_after) worst_after = a6;
if (t6 > worst_end) worst_end = t6;
if (k == 1) balanced_when = w6;
else if (w6 > slowest) slowest = w6;

@ The paragraph, its two relations claimed first: the box dropped at 45
degrees lies down later than every other shape, and the shapes have
turned farther from their faces after 8\thinspace s than one second
after they lay down.

@<Claim and write the paragraph on landings@>=
claim("the symmetric box lies down later than every other shape", balanced_when,
  CLAIM_ABOVE, slowest, 0.0);
claim("the shapes turn farther from their faces after 8 s than after 1", worst_end,
  CLAIM_ABOVE, worst_after, 0.0);
fprintf(text, "As in stage~5 every shape ends standing on a corner or an edge at the "@/
  "angle it was dropped at, up to %.0f degrees from a face. With turning, each "@/
  "falls onto a face, all but the box at 45 degrees within %.2f\\thinspace s of its "@/
  "release. The box dropped at exactly 45 degrees lands on its corner with its "@/
  "centre straight above it, a balance that is exact only in exact arithmetic: it "@/
  "stands until roundings tip it, and lies down after %.2f\\thinspace s. Lying "@/
  "down is not the end: a second later each shape has turned up to %.1f degrees "@/
  "away from its face again, and after 8\\thinspace s up to %.0f, by the slump of "@/
  "Table~\\tabref{drift}.\n", stood, slowest, balanced_when, worst_after, worst_end);

@ {\it Resting and stacks.} A column of |count| wooden boxes $1\times1\,$m
resting on the floor, bottom first, for |seconds|; the largest tilt of any
box and how far the top box's centre has sunk, as in stage~5 or with
turning; and the top box's angular velocity at the end.

@<Chapter 6 benchmark helpers@>+=
static double top_omega; /* the top box's angular velocity at the end */
static double top_aside; /* how far the top box's centre has moved sideways */
static void column(int count, bool turning, double seconds, double *tilt, double *sink)
{
  char text[4096];
  int used = snprintf(text, sizeof text,
    "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
    "box x=0 y=-0.5 w=10 h=1 static material=static\n");
  for (int i = 0; i < count; i++)
    used += snprintf(text + used, sizeof text - (size_t) used,
      "box x=0 y=%d.5 w=1 h=1 material=wood\n", i);
  scene s;
  load(&s, text, turning);
  long steps = lround(seconds * 60.0);
  for (long n = 0; n < steps; n++) scene_step(&s, 1.0 / 60.0);
  *tilt = 0.0;
  for (int i = 1; i <= count; i++)
    if (tilt_of(&s.world->bodies[i]) > *tilt) *tilt = tilt_of(&s.world->bodies[i]);
  *sink = count - 0.5 - s.world->bodies[count].position.y;
  top_omega = s.world->bodies[count].angular_velocity;
  top_aside = fabs(s.world->bodies[count].position.x);
  scene_destroy(&s);
}

@ {\it The resting box, and where it sinks.} One box resting on the floor
for 10\thinspace s, written as chapter~9 writes its resting box for
Table~\tabref{across} (a floor 60\thinspace m wide), its centre started at
height |y0|: how far its centre has gone down from there (its {\it sink},
the measure of that table), its tilt, and how deep into the floor its two
lowest corners end, the corner it turns about and the lowest.

@<Chapter 6 benchmark helpers@>+=
typedef struct {
  double sink, tilt, pivot, lowest;
} resting_result;
static resting_result resting(double y0)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single\n"@/
    "box x=0 y=-0.5 w=60 h=1 static material=static\n"@/
    "box x=0 y=%.4f w=1 h=1 material=wood\n", y0);
  scene s;
  load(&s, text, true);
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  const ph_body *b = &s.world->bodies[1];
  ph_transform xf = ph_body_transform(s.world, ph_body_id_of(1));
  resting_result r = {y0 - b->position.y, tilt_of(b), -INFINITY, -INFINITY};
  for (int i = 0; i < b->shape.count; i++) {
    double depth = -ph_transform_point(xf, b->shape.vertices[i]).y;
    if (depth > r.lowest) r.pivot = r.lowest, r.lowest = depth;
    else if (depth > r.pivot) r.pivot = depth;
  }
  scene_destroy(&s);
  return r;
}

@ @<Chapter 6 benchmark helpers@>+=
static void write_slump(FILE *table, FILE *text)
{
  static const int counts[4] = {1, 2, 3, 5};
  double one_tilt = 0.0, one_omega = 0.0;
  double aside[4] = {0.0}, tilt_at_1[4] = {0.0}, sink_at_1[4] = {0.0};
  for (int k = 0; k < 4; k++) {
    double t5, s5, t6a, s6a, t6b, s6b;
    column(counts[k], false, 2.0, &t5, &s5);
    column(counts[k], true, 1.0, &t6a, &s6a);
    tilt_at_1[k] = t6a, sink_at_1[k] = s6a;
    if (counts[k] == 1) one_tilt = t6a, one_omega = top_omega;
    column(counts[k], true, 2.0, &t6b, &s6b);
    aside[k] = top_aside;
    fprintf(table, "%d&%.1f&%.0f&%.1f&%.0f&", counts[k], t5, 1000.0 * s5, t6a,
      1000.0 * s6a);
    if (top_aside > 0.5) fprintf(table, "\\multispan2\\hfil fell\\hfil\\cr\n");
    else fprintf(table, "%.1f&%.0f\\cr\n", t6b, 1000.0 * s6b);
  }
  resting_result touching = resting(0.5), deep = resting(0.499);
  @<Claim what the paragraphs on the slump say@>@;
  @<Write the paragraphs on the slump@>@;
}

@ The paragraphs, written once their claims have held: the single box,
the columns, and chapter~9's resting box.

@<Write the paragraphs on the slump@>=
fprintf(text, "A single box resting flat, which stage~5 holds still, turns at "@/
  "%.4f\\thinspace rad/s after one second, against the steady $gh/(4\\ell)=%.4f\\thinspace$rad/s derived "@/
  "above (a little less once the box has tilted); it turns %.1f degrees in the first "@/
  "second and %.0f in ten. Where it has gone in those ten seconds is the first row of "@/
  "Table~\\tabref{resting}: it turns about its second corner, which stays near the "@/
  "floor's surface, while its first corner, the lowest, goes deep into the floor, "@/
  "and the centre goes down with it.\n", one_omega, 10.0 / 60.0 / 4.0, one_tilt,
  touching.tilt);
fprintf(text, "After two seconds the columns of two, three and five have fallen apart: "@/
  "their top boxes are %.1f, %.1f and %.1f\\thinspace m to the side of the column, "@/
  "more than half a box, tumbling down, and the table says ``fell'' rather than give "@/
  "the tilt and sinking of a box caught in mid-fall. Nor does the tilt grow with $N$ at one "@/
  "second: each box's turn depends on the load above it and on the order of its "@/
  "points, and the column of five, heavier on its lower boxes, has tilted less "@/
  "than the column of three and sunk more.\n", aside[1], aside[2], aside[3]);
@<Write the sentence on chapter~9's resting box@>@;

@ What the two paragraphs say, claimed before they are written: the single
box turns a little slower than the steady $gh/(4\ell)$ (within a tenth of it,
below); the columns of two, three and five have fallen apart, their top
boxes more than half a box to the side, which is also when the table
prints ``fell''; and at one
second the column of five has tilted less than the column of three and sunk
more; and, for the resting box of the next sentence, what it says of
chapter~9's.

@<Claim what the paragraphs on the slump say@>=
claim("the single box turns a little slower than gh/(4 ell)", one_omega, CLAIM_WITHIN,
  0.95 * 10.0 / 60.0 / 4.0, 0.05 * 10.0 / 60.0 / 4.0);
claim("the column of two has fallen apart", aside[1], CLAIM_ABOVE, 0.5, 0.0);
claim("the column of three has fallen apart", aside[2], CLAIM_ABOVE, 0.5, 0.0);
claim("the column of five has fallen apart", aside[3], CLAIM_ABOVE, 0.5, 0.0);
claim("at 1 s the column of five has tilted less than the column of three", tilt_at_1[3],
  CLAIM_BELOW, tilt_at_1[2], 0.0);
claim("at 1 s the column of five has sunk more than the column of three", sink_at_1[3],
  CLAIM_ABOVE, sink_at_1[2], 0.0);
claim("the box started 1 mm deep ends higher than the box started touching", deep.sink,
  CLAIM_BELOW, touching.sink - 0.001, 0.0);
claim("the box started 1 mm deep turns about a shallower corner", deep.pivot, CLAIM_BELOW,
  touching.pivot, 0.0);

@ Chapter~9's Table~\tabref{across} gives the sink of the same box on
stage~6, but started 1\thinspace mm inside the floor, as every box of its
scenes is; the chapter's paragraph after Table~\tabref{resting} says why its
number is not this one. The two boxes are the rows of that table, written as
a macro the chapter's table reads. The claims above hold what the paragraph
says: the box started 1\thinspace mm lower ends higher (its sink less than
the other's by more than the millimetre), and the corner it turns about
ends less deep.

@<Write the sentence on chapter~9's resting box@>=
fprintf(text, "\\gdef\\ChSixRestingRows{"@/
  "just touching the floor&%.1f&%.0f&%.1f&%.0f\\cr\n"@/
  "1\\thinspace mm inside it (chapter~9)&%.1f&%.0f&%.1f&%.0f\\cr}%%\n",
  1000.0 * touching.sink, touching.tilt, 1000.0 * touching.pivot, 1000.0 * touching.lowest,
  1000.0 * deep.sink, deep.tilt, 1000.0 * deep.pivot, 1000.0 * deep.lowest);
@<Write the arithmetic of the two resting boxes@>@;

@ The chapter's paragraph does the arithmetic of the two rows: the box
started 1\thinspace mm lower ends higher by the touching box's sink less
its own less the millimetre. The difference is computed from the printed
(rounded) sinks, so that the sum on the page adds up, and claimed to be
the true difference to the rounding, and positive.

@<Write the arithmetic of the two resting boxes@>=
{
  double x = round(1.0e4 * touching.sink) / 10.0, y = round(1.0e4 * deep.sink) / 10.0;
  double higher = x - y - 1.0;
  claim("the printed difference of the resting boxes is the true one to 0.1 mm", higher,
    CLAIM_WITHIN, 1000.0 * (touching.sink - deep.sink) - 1.0, 0.1);
  claim("the box started 1 mm deep ends higher, on the page too", higher, CLAIM_ABOVE, 0.0,
    0.0);
  fprintf(text, "\\gdef\\ChSixRestingHigher{$%.1f-%.1f-1.0=%.1f$}%%\n", x, y, higher);
}

@ {\it Spin at a wall, and an off-centre hit.} The \.{wheel} scene for
2\thinspace s: the angular velocity of the wheel and of the box before and
after they hit the wall. Then a ball of rock at 5\thinspace m/s hits a
resting wooden box $0.5\times2\,$m (standing: 0.5\thinspace m wide, 2\thinspace m
tall) 0.7\thinspace m above its centre, with no gravity: the box's
velocity and angular velocity just after the first hit (the step in which
the box first moves; later the ball, faster than the box, may hit it
again), as in stage~5 and with turning.

@<Chapter 6 benchmark helpers@>+=
static double off_centre_hit(bool turning, double *vx, double *ball)
{
  scene s;
  load(&s, "world defaults=6 gravity=0,0 integrator=symplectic solver=single\n"@/
    "box x=0 y=0 w=0.5 h=2 material=wood\n"@/
    "circle x=-1.2 y=0.7 r=0.3 material=rock vx=5\n", turning);
  const ph_body *box = &s.world->bodies[0];
  for (int n = 0; n < 60 && box->velocity.x == 0.0 && box->angular_velocity == 0.0; n++)
    scene_step(&s, 1.0 / 60.0); /* up to the step of the first hit, and no further */
  double omega = box->angular_velocity;
  *vx = s.world->bodies[0].velocity.x;
  *ball = 1.0 / s.world->bodies[1].inverse_mass;
  scene_destroy(&s);
  return omega;
}

@ The box of the \.{wheel} scene, |box| in world |w|, is stepped until the
step that reverses its velocity; the wall's contact with it is found at
that step's start (phase~1), and that step is the row of
Table~\tabref{wheeltab}. The helper gives the time of that start, the box's
angle there, and the lever arm: how far above or below the box's centre
the contact point lies, $r_y$, so that $\vec r\times\vec n=\mp r_y$ for the
normal along~$x$.

@<Chapter 6 benchmark helpers@>+=
static int step_to_wall_hit(scene *s, int box, double *angle, double *arm)
{
  for (int n = 0; n < 120; n++) {
    const ph_body *b = &s->world->bodies[box];
    double a = b->angle, y = b->position.y;
    scene_step(s, 1.0 / 60.0);
    if (s->world->bodies[box].velocity.x >= 0.0) continue;
    for (int k = 0; k < s->world->contact_count; k++)
      if (s->world->contacts[k].b == box)
        *arm = s->world->contacts[k].manifold.points[0].point.y - y;
    *angle = a;
    return n + 1;
  }
  return 0;
}

@ The wheel is run for two seconds and compared before and after; the
off-centre hit is run as in stage~5 and with turning.

@<Chapter 6 benchmark helpers@>+=
static void write_wheel(FILE *text)
{
  scene s;
  if (!scene_load(&s, "wheel")) exit(1);
  double w0 = s.world->bodies[1].angular_velocity, b0 = s.world->bodies[2].angular_velocity;
  double v0 = s.world->bodies[1].velocity.x, bv0 = s.world->bodies[2].velocity.x;
  double hit_angle = 0.0, arm = 0.0;
  int hit = step_to_wall_hit(&s, 2, &hit_angle, &arm);
  for (int n = hit; n < 120; n++) scene_step(&s, 1.0 / 60.0);
  double w1 = s.world->bodies[1].angular_velocity, b1 = s.world->bodies[2].angular_velocity;
  double v1 = s.world->bodies[1].velocity.x;
  double bv1 = s.world->bodies[2].velocity.x;
  scene_destroy(&s);
  double vx5, vx6, ball, o5 = off_centre_hit(false, &vx5, &ball),
    o6 = off_centre_hit(true, &vx6, &ball);
  @<Claim what the paragraph on the wheel says@>@;
  @<Write the paragraph on the wheel and the off-centre hit@>@;
}

@ What the paragraph says, claimed first: the wheel's spin is untouched
and it leaves as fast as it came, to half a centimetre a second; the
box's spin is reversed, and it keeps its energy; and the off-centre blow turns nothing in stage~5
and, with turning, moves the box slower, since part of it goes into
turning. The box's row is also checked against one corner's impulse at
the printed arm $r_y$. The box has $I/m={1\over6}\,$m$^2$, so per unit
of mass, with the normal along $x$, the corner approaches at
$u=v-\omega r_y$, and restitution 1 gives
$$j={2u\over1+6r_y^2},\qquad v'=v-j,\qquad \omega'=\omega+6r_y\,j,$$
which must give the row's $v'$ and $\omega'$ to 0.005.

@<Claim what the paragraph on the wheel says@>=
claim("the wheel's spin is untouched by the wall", w1, CLAIM_EQUAL, w0, 0.0);
claim("the wheel leaves the wall as fast as it came", fabs(v1), CLAIM_WITHIN, fabs(v0),
  0.005);
claim("the box's spin is reversed by its corner's hit", b1 * b0, CLAIM_BELOW, 0.0, 0.0);
claim("the box, with restitution 1, keeps its energy v^2+omega^2/6 to 0.001",
  bv1 * bv1 + b1 * b1 / 6.0, CLAIM_WITHIN, bv0 * bv0 + b0 * b0 / 6.0, 0.001);
{
  double u = bv0 - b0 * arm, j = 2.0 * u / (1.0 + 6.0 * arm * arm);
  claim("the box hits the wall in its first 2 s", (double)hit, CLAIM_ABOVE, 0.0, 0.0);
  claim("one corner's impulse at the printed arm gives the box's row, v",
    bv0 - j, CLAIM_WITHIN, bv1, 0.005);
  claim("one corner's impulse at the printed arm gives the box's row, omega",
    b0 + 6.0 * arm * j, CLAIM_WITHIN, b1, 0.005);
}
claim("in stage 5 the off-centre blow turns nothing", o5, CLAIM_EQUAL, 0.0, 0.0);
claim("with turning the off-centre blow moves the box slower", vx6, CLAIM_BELOW, vx5, 0.0);

@ The rows of Table~\tabref{wheeltab}, written once its claims have held,
as a macro the chapter's table reads, then the paragraph. A row gives the
velocity along $x$, towards the wall, and the angular velocity before the hit,
after it, and after it in stage~5, where that was run.

@<Write the paragraph on the wheel and the off-centre hit@>=
fprintf(text, "\\gdef\\ChSixWheelRows{"@/
  "wheel at the wall&%.3f&%.3f&%.3f&%.3f&&\\cr\n"@/
  "box at the wall&%.3f&%.3f&%.3f&%.3f&&\\cr\n"@/
  "box hit by the ball&0&0&%.2f&%.2f&%.2f&%.0f\\cr}%%\n", v0, w0, v1, w1,
  bv0, b0, bv1, b1, vx6, o6, vx5, fabs(o5));
double quarter = 0.5 * 3.14159265358979323846; /* a quarter turn, $\pi/2$ */
fprintf(text, "\\gdef\\ChSixWheelHitTime{%.3f}%%\n\\gdef\\ChSixWheelHitAngle{%.2f}%%\n"@/
  "\\gdef\\ChSixWheelHitTilt{%.0f}%%\n\\gdef\\ChSixWheelHitArm{%.3f}%%\n",
  (hit - 1) / 60.0, hit_angle, fabs(remainder(hit_angle, quarter)) * 90.0 / quarter,
  fabs(arm));
fprintf(text, "The wheel leaves the wall with its spin untouched, since the normal "@/
  "at a circle's contact passes through its centre and the lever arm "@/
  "$\\vec r\\times\\vec n$ is zero. The box, hitting with a corner, leaves "@/
  "spinning the other way. With restitution~1 it keeps its kinetic energy. "@/
  "Twice the kinetic energy per kilogram is $v^2+\\omega^2/6$ in m$^2$/s$^2$, "@/
  "since $I=m/6$ for a box $1\\times1\\,$m, and it is %.2f before the hit "@/
  "and %.2f after. The ball of rock (%.1f\\thinspace kg) sets the "@/
  "box moving slower than it does in stage~5, since part of the blow goes "@/
  "into turning; in stage~5 all of it goes into motion.\n",
  bv0 * bv0 + b0 * b0 / 6.0, bv1 * bv1 + b1 * b1 / 6.0, ball);

@ The kinetic energy of a world, linear plus rotational.

@<Chapter 6 benchmark helpers@>+=
static double energy(const ph_world *w)
{
  double e = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    e += 0.5 * b->mass * ph_dot(b->velocity, b->velocity)
      + 0.5 * b->inertia * b->angular_velocity * b->angular_velocity;
  }
  return e;
}

@ {\it Energy at two points.} A wooden post $0.4\times1.5\,$m standing upright, tilted by up to
3 degrees and spinning at up to 8\thinspace rad/s, hits a free metal slab
$3\times1\,$m at rest at 3\thinspace m/s with its lowest corner 5\thinspace mm inside it (the
other lower corner is up to $0.4\sin3^\circ\approx2\,$cm higher), with restitution
$e$ between 0.5 and 1 on both bodies and no threshold, 1000 times with random tilt, spin and
$e$; how many of these one-step collisions end with more energy, linear
plus rotational, than they began with, and the largest gain.

@<Measure the energy of two-point collisions into |out[6]|@>=
{
  unsigned state = 7;
  int gained = 0, two = 0;
  double worst = 0.0;
  for (int k = 0; k < 1000; k++) {
    @<Write the scene of impact |k| from three random numbers@>@;
    scene s;
    load(&s, text, true);
    double e0 = energy(s.world);
    scene_step(&s, 1.0 / 60.0);
    double e1 = energy(s.world);
    if (s.world->impulse_count == 1 && s.world->impulses[0].count == 2) two++;
    if (e1 > e0 * (1.0 + 1e-9)) gained++, worst = fmax(worst, (e1 - e0) / e0);
    scene_destroy(&s);
  }
  fprintf(out[6], "Of 1000 such impacts, %d touched at two points; %d of them ended "@/
    "with more energy than they began with, by up to %.1f\\%%.\n", two, gained,
    100.0 * worst);
}

@ Three numbers from a linear congruential generator, the same on every
machine, give the post's tilt (up to 0.05\thinspace rad, about 3
degrees), its spin and the restitution; the post's centre is placed so
that its lowest corner is 5\thinspace mm inside the slab.

@<Write the scene of impact |k| from three random numbers@>=
double r[3];
for (int i = 0; i < 3; i++) {
  state = state * 1103515245u + 12345u;
  r[i] = ((state >> 8) & 0xffff) / 65535.0;
}
double angle = (2.0 * r[0] - 1.0) * 0.05, e = 0.5 + 0.5 * r[2];
char text[512];
snprintf(text, sizeof text, "world defaults=6 gravity=0,0 integrator=symplectic solver=single "@/
  "threshold=0\nbox x=0 y=-0.5 w=3 h=1 material=metal restitution=%.17g\n"@/
  "box x=0 y=%.17g w=0.4 h=1.5 angle=%.17g omega=%.17g vy=-3 material=wood "@/
  "restitution=%.17g\n", e, 0.5 * (1.5 * cos(angle) + 0.4 * fabs(sin(angle))) - 0.005,
  angle,
  (2.0 * r[1] - 1.0) * 8.0, e);

@ The program opens its outputs, given as arguments or standard output for
all when there are none, and writes them.

@<Run the chapter 6 measurements@>=
int main(int argc, char **argv)
{
  FILE *out[7];
  if (argc != 1 && argc != 8) {
    fprintf(stderr, "usage: bench06 [corner.tex corner-text.tex drift.tex drift-text.tex "@/
      "wheel-text.tex landing-data.mp spare]\n");
    return 2;
  }
  for (int i = 0; i < 7; i++) {
    out[i] = argc == 8 ? bench_open(argv[i + 1]) : stdout;
    if (!out[i]) {
      bench_close(false);
      return 1;
    }
  }
  write_corner_test(out[1]);
  write_corners(out[0], out[1], out[5]);
  write_slump(out[2], out[3]);
  write_wheel(out[4]);
  @<Measure the energy of two-point collisions into |out[6]|@>@;
  return bench_close(true) ? 0 : 1;
}
