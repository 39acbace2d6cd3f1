@* Programs of chapter 4: contacts in files, the demo, the measurements.
This part holds the code around chapter~4's engine, which the chapter itself
only uses: the file of contacts that every program from this stage on can
write, the scene key that chooses the method for polygons, the demo scene
\.{collide} with its grabbing, turning and drawing of separating lines, the
exact cases as data shared by the tests and the measurements, and the
measurement program \.{bench04}, which writes the table of exact cases,
the table of costs and the figure of clipping that chapter~4 reads. The
geometry, the manifold and the contacts of the world, which these programs
call, are explained in chapter~4; its tests are in the part that follows,
in |@<Chapter 4 test cases@>| and the sections around it.

@*1 The file of contacts.
From this stage on, every chapter's program accepts \.{--contacts
FILE.csv}, which writes every contact point of every step, with the header
$$\hbox{\tt step,a,b,nx,ny,depth,px,py,id}$$
and a row per point: the step (0 for the contacts of the scene as loaded,
$k$ for those after step $k$, as in the dump), the two bodies' indices as
in the dump, the normal from \.{a} to \.{b}, the point's own depth, the
point, and its id. Like the dump it is written to a temporary file and
renamed at the end of a run that succeeded; a run that fails leaves
nothing. It reuses the dump's record, |scene_output_open| and |scene_dump_finish|.
@^contacts file@>
@.cannot write contacts@>

@<Writing dumps@>+=
bool scene_contacts_open(scene_dump *d, const char *path)
{
  return scene_output_open(d, path, "contacts", "step,a,b,nx,ny,depth,px,py,id");
}

void scene_contacts_step(scene_dump *d, const scene *s)
{
  const ph_world *w = s->world;
  for (int k = 0; k < w->contact_count; k++) {
    const ph_contact *c = &w->contacts[k];
    for (int i = 0; i < c->manifold.count; i++)
      fprintf(d->file, "%ld,%d,%d,%.17g,%.17g,%.17g,%.17g,%.17g,%d\n", s->step, c->a, c->b,
        c->manifold.normal.x, c->manifold.normal.y, c->manifold.points[i].depth,
        c->manifold.points[i].point.x, c->manifold.points[i].point.y,
        c->manifold.points[i].id);
  }
}

@ @<Scene function declarations@>+=
bool scene_contacts_open(scene_dump *d, const char *path);
void scene_contacts_step(scene_dump *d, const scene *s);

@ The option, and the file in the demo's state.

@<Option fields of the chapters@>+=
const char *contacts;

@ @<Parse the options of the chapters@>+=
else if (strcmp(a, "--contacts") == 0) o.contacts = text_value(a, next), i++;

@ @<Demo state fields of the chapters@>+=
scene_dump contact_file;
int grabbed, selected;
ph_vec2 grab_offset;

@ Starting the scene finds its contacts at once, so that a picture taken
before any step shows them, and opens the file afresh, with the rows of
step~0. If the file cannot be opened the run ends with status~1, and the
dump, already opened, is thrown away with it: the harness keeps the outputs
of its list, to which the file is added, all together or none.

@<Start the chapters' part of the demo@>+=
ph_world_find_contacts(demo->current.world);
demo->grabbed = -1;
demo->selected = demo->current.world->body_count - 1;
if (demo->options.contacts) {
  scene_dump_finish(&demo->contact_file, false);
  if (!scene_contacts_open(&demo->contact_file, demo->options.contacts)) return 1;
  scene_contacts_step(&demo->contact_file, &demo->current);
}

@ After each step the demo finds the contacts of the state the step left
(the step itself found those of the state before it), so that the picture
and the file show the contacts of the bodies as they are drawn and dumped.

@<Take the chapters' part of a demo step@>+=
ph_world_find_contacts(demo->current.world);
if (demo->contact_file.file) scene_contacts_step(&demo->contact_file, &demo->current);

@ @<List the chapters' outputs in |list|, counting them in |n|@>+=
list[n++] = (demo_output){"--contacts", demo->options.contacts, &demo->contact_file};

@*1 Scenes and the demo.
A \.{world} line may choose the method for polygons,
\.{contacts=clipped} (the default) or \.{contacts=vertices}.
@.unknown contact method@>

@<Read the later world keys into |settings|@>+=
{
  const char *method = scene_word(r, "contacts", NULL);
  if (method && strcmp(method, "clipped") == 0) settings.contact_method = PH_CLIPPED_CONTACTS;
  else if (method && strcmp(method, "vertices") == 0)
    settings.contact_method = PH_VERTEX_CONTACTS;
  else if (method) scene_error(r, "unknown contact method '%s' (clipped or vertices)", method);
}

@ The demo scene, \.{collide}: no gravity, and pairs that show each case,
in two rows. The lower row, from left to right: a small box on a long one
(two points, face to face), a box turned $45^\circ$ standing on its corner
in a plank (one point; bodies cannot be turned in a scene file before
chapter~6, so it is written as a polygon), and a ball on a box. The upper
row, from left to right: two balls; one plank, pierced by both a bar and a
wedge; and a hexagon and a pentagon that do not touch, whose separating
line is drawn because the pentagon, the last body, starts as the selected
one. The two longest lines of the scene are split into two strings each,
which C joins.

@<Built-in scenes@>+=
{"collide", 4, "shapes to drag and turn; their contacts are drawn",@/
  "world defaults=4 gravity=0,0 integrator=verlet\n"@/
  "view x=-0.5 y=0 width=18\n"@/
  "box x=-6.5 y=-4 w=4 h=1\n"@/
  "box x=-6 y=-3 w=1.2 h=1\n"@/
  "box x=-0.5 y=-4 w=4 h=0.6\n"@/
  "polygon x=-0.5 y=-2.9 verts=0,-1;1,0;0,1;-1,0\n"@/
  "box x=5.5 y=-4 w=3 h=1\n"@/
  "circle x=6 y=-3 r=0.7\n"@/
  "circle x=-7 y=2.5 r=1\n"@/
  "circle x=-5.4 y=2.9 r=0.8\n"@/
  "box x=-1.5 y=1.5 w=4 h=0.3\n"@/
  "box x=-2.5 y=2.35 w=0.3 h=2.5\n"@/
  "polygon x=-0.6 y=1.15 verts=0,0;0.25,2.4;-0.25,2.4\n"@/
  "polygon x=3.8 y=2.5 verts=1,0;0.5,0.866;-0.5,0.866;"@/
  "-1,0;-0.5,-0.866;0.5,-0.866\n"@/
  "polygon x=6.1 y=2.8 verts=0.9,0;0.278,0.856;-0.728,0.529;"@/
  "-0.728,-0.529;0.278,-0.856\n"},

@ @<Chapter titles@>+=
{4, "Collision detection"},

@ Drawing: the contacts, through the engine's switch, and the
demo's own part. The grabbed or last grabbed body is outlined in white; every
other body that it does not touch and whose bounding box, grown by a
metre, meets its own, is outlined in light blue, and the separating line
between the two is drawn dashed in the same blue, halfway across the gap
along the normal of their manifold. Outlines and dashes are strokes a few
centimetres wide, so that they show in print.

@<Set the chapters' drawing options in |d|@>+=
d.show_contacts = true;

@ @<Draw the chapters' extras@>+=
{
  const ph_world *w = demo->current.world;
  if (demo->selected >= 0 && demo->selected < w->body_count
      && w->bodies[demo->selected].kind == PH_RIGID)
    @<Outline the selected body and draw its separating lines@>@;
}

@ The separating line is the set of points $\vec x$ with $\vec
n\cdot\vec x=h_A+g/2$, where $h_A$ is the selected shape's extent along
$\vec n$ and $g=-d$ is the separation the manifold reports. When a circle
is one of the pair, $g$ is the gap itself, the distance between the
shapes. For two polygons it is the best separation over the edge normals
of both, which is a lower bound on the gap and can be less (exercise~2
finds a pair of boxes where it is); but it is still the width of a strip
along $\vec n$ that neither shape enters, so the line through the middle
of that strip separates them. It is drawn as twelve dashes over six
metres, centred on the pair: on the foot of the perpendicular from the
midpoint of the two centres to the line.

@<Outline the selected body and draw its separating lines@>=
{
  const ph_body *a = &w->bodies[demo->selected];
  ph_transform xa = ph_body_transform(w, ph_body_id_of(demo->selected));
  ph_aabb box = ph_shape_aabb(&a->shape, xa);
  box.lower = ph_sub(box.lower, ph_v(1.0, 1.0));
  box.upper = ph_add(box.upper, ph_v(1.0, 1.0));
  draw_outline(&d, &a->shape, xa, (ph_color){255, 255, 255, 255});
  for (int j = 0; j < w->body_count; j++) {
    const ph_body *b = &w->bodies[j];
    if (j == demo->selected || b->kind != PH_RIGID) continue;
    ph_transform xb = ph_body_transform(w, ph_body_id_of(j));
    if (!ph_aabb_overlap(box, ph_shape_aabb(&b->shape, xb))) continue;
    ph_manifold m = ph_collide_with(w->settings.contact_method, &a->shape, xa, &b->shape, xb);
    if (m.count > 0) continue;
    ph_color blue = {150, 200, 255, 255};
    draw_outline(&d, &b->shape, xb, blue);
    double h = shape_extent(&a->shape, xa, m.normal) - 0.5 * m.depth;
    ph_vec2 mid = ph_mul(0.5, ph_add(xa.position, xb.position)), t = ph_perp(m.normal);
    ph_vec2 on = ph_add(mid, ph_mul(h - ph_dot(m.normal, mid), m.normal));
    for (int k = -6; k < 6; k++)
      ph_draw_stroke(&d, ph_add(on, ph_mul(0.5 * k + 0.1, t)),
        ph_add(on, ph_mul(0.5 * k + 0.4, t)), 0.05, blue);
  }
}

@ Two helpers of the demo: the outline of a placed shape, and its extent
along a direction, $\max\vec n\cdot\vec x$ over the shape. The outline is
a stroke $0.06\,$m wide along each edge, a circle's taken as a polygon of
48 sides.

@<Draw with SDL's renderer@>+=
static void draw_outline(const ph_draw *d, const ph_shape *s, ph_transform xf, ph_color color)
{
  ph_vec2 v[48];
  int n = s->kind == PH_CIRCLE ? 48 : s->kind == PH_POLYGON ? s->count : 0;
  for (int i = 0; i < n; i++) {
    double angle = 2.0 * 3.14159265358979323846 * i / 48.0;
    v[i] = s->kind == PH_CIRCLE ? ph_add(xf.position, ph_mul(s->radius, ph_v(cos(angle),
      sin(angle)))) : ph_transform_point(xf, s->vertices[i]);
  }
  for (int i = 0; i < n; i++) ph_draw_stroke(d, v[i], v[(i + 1) % n], 0.06, color);
}

static double shape_extent(const ph_shape *s, ph_transform xf, ph_vec2 n)
{
  double h = ph_dot(n, xf.position) + (s->kind == PH_CIRCLE ? s->radius : -INFINITY);
  for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++)
    h = fmax(h, ph_dot(n, ph_transform_point(xf, s->vertices[i])));
  return h;
}

@ A press on a rigid body grabs it: the press is taken, so chapter~3's push
does not happen, and the body becomes the selected one. A press elsewhere
is an ordinary click; in \.{collide}, where there is no gravity, chapter~3's
push then sends every body drifting toward the mouse and through the others,
which shows what this chapter lacks. The last body in the list is drawn on
top, so it is searched first.

@<Let a chapter take a press at world point |p|, setting |taken|@>+=
{
  ph_world *w = demo->current.world;
  @<Let a later chapter grab the body under |p|, setting |taken|@>@;
  for (int i = w->body_count - 1; i >= 0 && !taken; i--)
    if (w->bodies[i].kind == PH_RIGID
        && ph_shape_contains(&w->bodies[i].shape, ph_body_transform(w, ph_body_id_of(i)), p)) {
      demo->grabbed = demo->selected = i;
      demo->grab_offset = ph_sub(w->bodies[i].position, p);
      taken = true;
    }
}

@ A later chapter may find the body under the press its own way (chapter~13
asks the world with a point query); it grabs that body here, as the loop
above would, and sets |taken|, and the loop then looks no further. Until
then the section is empty.

@<Let a later chapter grab the body under |p|, setting |taken|@>=
@;

@ While held, the body follows the mouse. It is put there, not pushed: its
position is set and its velocity set to zero, through the engine's setters
(chapter~1), which keep Verlet's two positions consistent. The contacts are
found again at once, so that they follow the drag even while the demo is
paused.

@<Handle the mouse moved to or released at world point |p|@>+=
if (demo->grabbed >= 0 && demo->grabbed < demo->current.world->body_count) {
  ph_body_id id = ph_body_id_of(demo->grabbed);
  bool pulled = false;
  @<Let a later chapter pull the grabbed body to |p|, setting |pulled|@>@;
  if (!pulled) {
    ph_body_set_position(demo->current.world, id, ph_add(p, demo->grab_offset));
    ph_body_set_velocity(demo->current.world, id, ph_v(0.0, 0.0));
  }
  ph_world_find_contacts(demo->current.world);
  if (released) demo->grabbed = -1;
}

@ Putting a body where the mouse is teleports it, and a later chapter
(chapter~12, with its mouse joint) may pull it there instead: it does so
here, and sets |pulled|, and the body is then not put. Until then the
section is empty.

@<Let a later chapter pull the grabbed body to |p|, setting |pulled|@>=
@;

@ The keys. \.{Z} and \.{X} turn the selected body by $7.5^\circ$ one way or
the other. Bodies have no angle before chapter~6, so the demo turns the
body's shape instead, about its centre of mass, with |ph_shape_turned|,
which for a shape that only the collision code looks at is the same thing.
\.{V} switches between clipping and the method of vertices inside: on the
pierced plank and the wedge, watch the points vanish.

@<Handle a key of the chapters@>+=
case SDLK_z: case SDLK_x:
  if (demo->selected >= 0 && demo->selected < demo->current.world->body_count) {
    double turn = (event.key.keysym.sym == SDLK_z ? 1.0 : -1.0) * 3.14159265358979323846 / 24.0;
    ph_body_turn_shape(demo->current.world, ph_body_id_of(demo->selected), turn);
    ph_world_find_contacts(demo->current.world);
  }
  break;
case SDLK_v:
  {
    ph_settings settings = demo->current.world->settings;
    settings.contact_method = settings.contact_method == PH_CLIPPED_CONTACTS
      ? PH_VERTEX_CONTACTS : PH_CLIPPED_CONTACTS;
    ph_world_set_settings(demo->current.world, &settings);
    ph_world_find_contacts(demo->current.world);
  }
  break;

@ @<Help lines of the chapters@>+=
"  press, drag  grab a body and move it; a press elsewhere is a click\n"@/
"  Z, X         turn the selected body by 7.5 degrees either way\n"@/
"  V            contact points by clipping, or by vertices inside\n"@/
"option: --contacts FILE.csv  write every contact point of every step\n"

@ The panel gives the number of touching pairs, the method, and the ids of
the selected body's contacts, which the colours only hint at.

@<Add the chapters' lines to the panel@>+=
panel_group(panel, 4);
{
  const ph_world *w = demo->current.world;
  char ids[80] = "";
  panel_add(panel, "contacts: %d touching pairs", w->contact_count);
  panel_add(panel, "V  contact points: %s", w->settings.contact_method == PH_CLIPPED_CONTACTS
    ? "clipping" : "vertices inside");
  for (int k = 0; k < w->contact_count; k++)
    for (int i = 0; i < w->contacts[k].manifold.count; i++)
      if ((w->contacts[k].a == demo->selected || w->contacts[k].b == demo->selected)
          && strlen(ids) + 12 < sizeof ids)
        snprintf(ids + strlen(ids), sizeof ids - strlen(ids), " %d",
          w->contacts[k].manifold.points[i].id);
  panel_add(panel, "   contact ids of the selected body:%s", ids[0] ? ids : " none");
}

@*1 The exact cases as data.
The cases worked out by hand in chapter~4, under ``The exact cases,'' as
data, shared by the tests and the measurement program. Each
has its two shapes and transforms, and the expected normal, depth, number of
points, points and ids, in the order the engine produces them. Shapes are
given by a kind and numbers: a circle's radius; a box's width and height; a
polygon's vertices.

@s exact_case int

@<The exact collision cases@>=
typedef struct {
  const char *name;
  int kind_a, count_a, kind_b, count_b;
  double a[16], b[16];
  double xa, ya, angle_a, xb, yb, angle_b;
  double nx, ny, depth;
  int count;
  double px[2], py[2], pd[2];
  int ids[2];
} exact_case;

@ Shape kinds in the table: 0 a circle, 1 a box, 2 a polygon.

@<The exact collision cases@>+=
static ph_shape exact_shape(int kind, int count, const double *v)
{
  ph_vec2 corners[8];
  if (kind == 0) return ph_circle(v[0]);
  if (kind == 1) return ph_box(v[0], v[1]);
  for (int i = 0; i < count && i < 8; i++) corners[i] = ph_v(v[2 * i], v[2 * i + 1]);
  return ph_polygon(corners, count);
}

@ The table. The numbers with many digits are the hand values written out
to 17 digits: $\sqrt2$ and $\sqrt3$ (as \.{R3}), the angles $\pi/4$ and
$\pi/6$ in radians, and, for the case apart by a turn, the centre of $B$,
$(0.9999+\cos0.002+\sin0.002,\,-1.5+\cos0.002-\sin0.002)$, which puts its
corner $R(-1,-1)$ at $(0.9999,-1.5)$, with the normal and the depth of the
text.

@<The exact collision cases@>+=
#define R3 1.7320508075688772
static const exact_case exact_cases[] = {
  @<The exact cases of two boxes@>
  @<The exact cases of balls, polygons, and boxes apart by a turn@>
};
static const int exact_case_count = sizeof exact_cases / sizeof exact_cases[0];
#undef R3

@ The cases of two boxes come first: apart, touching, deep, a small box
on a long one, a corner into a face, and two turned boxes.

@<The exact cases of two boxes@>=
{"gap", 1, 0, 1, 0, {2, 2}, {2, 2}, 0, 0, 0, 2.5, 0, 0, 1, 0, -0.5, 0, {0, 0}, {0, 0},
  {0, 0}, {0, 0}},
{"touching", 1, 0, 1, 0, {2, 2}, {2, 2}, 0, 0, 0, 2, 0, 0, 1, 0, 0, 2, {1, 1}, {1, -1},
  {0, 0}, {103, 100}},
{"deep", 1, 0, 1, 0, {2, 2}, {2, 2}, 0, 0, 0, 0.5, 0.25, 0, 1, 0, 1.5, 2, {0.25, 0.25},
  {-0.75, 1}, {1.5, 1.5}, {100, 123}},
{"small on long", 1, 0, 1, 0, {4, 1}, {1, 1}, 0, 0, 0, 0.5, 0.9, 0, 0, 1, 0.1, 2, {0, 1},
  {0.45, 0.45}, {0.1, 0.1}, {200, 201}},
{"corner into face", 1, 0, 1, 0, {2, 2}, {2, 2}, 0, 0, 0, 0, 0.9 + 1.4142135623730951,
  0.78539816339744831, 0, 1, 0.1, 1, {0, 0}, {0.95, 0}, {0.1, 0}, {200, 0}},
{"turned boxes", 1, 0, 1, 0, {2, 2}, {1.6, 1}, 0, 0, 0.52359877559829887, -0.7, 0.7 * R3,
  0.52359877559829887, -0.5, R3 / 2, 0.1, 2, {-0.4 * R3 - 0.475, 0.4 * R3 - 0.475},
  {-0.4 + 0.475 * R3, 0.4 + 0.475 * R3}, {0.1, 0.1}, {200, 201}},

@ Then the cases with a ball or a polygon: two concentric balls, two
identical quadrilaterals, a ball on a face and at a corner of a box, two
balls, a plank pierced by a thin box, a wedge on a plank; and last the
two boxes apart by a turn, which do not touch.

@<The exact cases of balls, polygons, and boxes apart by a turn@>=
{"concentric", 0, 0, 0, 0, {1}, {0.5}, 1, 2, 0, 1, 2, 0, 0, 1, 1.5, 1, {1, 0}, {2.25, 0},
  {1.5, 0}, {32, 0}},
{"identical", 2, 4, 2, 4, {0, 0, 4, 0, 3.5, 2, 1, 3}, {0, 0, 4, 0, 3.5, 2, 1, 3}, 0, 0, 0,
  0, 0, 0, 0, -1, 3, 2, {3.5, 1}, {1, 1.5}, {2, 3}, {2, 3}},
{"ball on face", 1, 0, 0, 0, {2, 2}, {0.5}, 0, 0, 0, 0.3, 1.4, 0, 0, 1, 0.1, 1, {0.3, 0},
  {0.95, 0}, {0.1, 0}, {230, 0}},
{"ball at corner", 1, 0, 0, 0, {2, 2}, {1.5}, 0, 0, 0, 1.75, 2, 0, 0.6, 0.8, 0.25, 1,
  {0.925, 0}, {0.9, 0}, {0.25, 0}, {231, 0}},
{"two balls", 0, 0, 0, 0, {1}, {0.5}, 0, 0, 0, 0.75, 1, 0, 0.6, 0.8, 0.25, 1, {0.525, 0},
  {0.7, 0}, {0.25, 0}, {32, 0}},
{"pierced plank", 1, 0, 1, 0, {4, 0.2}, {0.2, 2}, 0, 0, 0, 0, 0.7, 0, 0, 1, 0.4, 2,
  {-0.1, 0.1}, {-0.1, -0.1}, {0.4, 0.4}, {200, 201}},
{"wedge", 1, 0, 2, 3, {4, 0.2}, {0, -0.3, 0.1, 1, -0.1, 1}, 0, 0, 0, 0, 0, 0, 0, 1, 0.4, 1,
  {0, 0}, {-0.1, 0}, {0.4, 0}, {200, 0}},
{"apart by a turn", 1, 0, 1, 0, {2, 2}, {2, 2}, 0, 0, 0, 2.0018979986673336,
  -0.50200199866600027, -0.002, 0.99999800000066667, -0.0019999986666669333,
  -8.9999953333340000e-4, 0, {0, 0}, {0, 0}, {0, 0}, {0, 0}},

@ The ball cases put the box first, as chapter~4 does; the swap test of the tests
collides them the other way round too, and then the normal points from the
ball into the box and the ids carry $f=1$. The helper that collides a case,
optionally swapped or moved a little, is shared by the tests and the
measurements.

@<The exact collision cases@>+=
static ph_manifold collide_case(const exact_case *c, bool swap, ph_vec2 shift, double turn)
{
  ph_shape a = exact_shape(c->kind_a, c->count_a, c->a);
  ph_shape b = exact_shape(c->kind_b, c->count_b, c->b);
  ph_transform xa = ph_transform_of(ph_v(c->xa, c->ya), c->angle_a);
  ph_transform xb = ph_transform_of(ph_add(ph_v(c->xb, c->yb), shift), c->angle_b + turn);
  return swap ? ph_collide(&b, xb, &a, xa) : ph_collide(&a, xa, &b, xb);
}

@*1 The measurement program.
The measurement program \.{bench04} writes three \TeX\ files: the table of
exact cases of chapter~4 (Table~\tabref{cases}), computed by the engine; the
costs and the blind spot measured on random pairs (Table~\tabref{costs}); and Figure~\figref{clip}, the picture of
clipping, drawn from a manifold the engine computes. It links only the
engine.

@(bench04.c@>=
#include "testing.h"
#include <stdio.h>
#include <string.h>
#include <time.h>
@<The exact collision cases@>@;
@<Random convex shapes@>@;
@<Chapter 4 measurements@>@;
@<Draw the clipping figure@>@;
@<Run the chapter 4 measurements@>@;

@ Random shapes for the tests and the measurements, from a generator that
is the same everywhere: the 64-bit linear congruential generator of
Knuth's MMIX constants, whose top 53 bits make a |double| in $[0,1)$. A
random convex polygon has 3 to 8 vertices on an ellipse with random
half-axes between 0.3 and 1.5, at random directions sorted by angle:
points on an ellipse are always in convex position. Two directions very
close together would make two vertices the same point, which chapter~3's
check refuses; the generator then simply tries again, so every shape it
returns is one the engine accepts. One shape in four is a circle.
@^random numbers@>

The shapes, and the pairs below, are made without the library's $\cos$
and $\sin$, whose last bit C does not fix, and which may differ between
two machines' libraries. A random direction is a random point of the
square $[-1,1]^2$, tried again until it falls in the ring $0.1<r\le1$, and
divided by its length; its direction is uniform, since the ring is round.
Directions are sorted by angle with comparisons and a cross product, with
no angle computed. Everything is then additions, multiplications, divisions
and square roots, which IEEE~754 rounds the same way everywhere, so the
same seed gives the same shapes, to the last bit, on every machine that
compiles them without fused multiply-adds (the build forbids those, with
\.{-ffp-contract=off}).

@<Random convex shapes@>=
static uint64_t random_state = 1;
static double random_unit(void)
{
  random_state = random_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double) (random_state >> 11) / 9007199254740992.0;
}

static ph_vec2 random_direction(void)
{
  for (;;) {
    double x = 2.0 * random_unit() - 1.0;
    double y = 2.0 * random_unit() - 1.0;
    double r = sqrt(x * x + y * y);
    if (r > 0.1 && r <= 1.0) return ph_v(x / r, y / r);
  }
}

@ Direction $\vec a$ comes before $\vec b$, counter-clockwise from the
positive $x$ axis, if it is in the upper half of the circle (angles in
$[0,\pi)$) and $\vec b$ is not, or if both are in the same half and $\vec
b$ is to the left of $\vec a$, $\vec a\times\vec b>0$.

@<Random convex shapes@>+=
static bool comes_before(ph_vec2 a, ph_vec2 b)
{
  bool upper_a = a.y > 0.0 || (a.y == 0.0 && a.x > 0.0);
  bool upper_b = b.y > 0.0 || (b.y == 0.0 && b.x > 0.0);
  return upper_a != upper_b ? upper_a : ph_cross(a, b) > 0.0;
}

@ A random shape is a circle a quarter of the time, unless only polygons
are asked for. A polygon has 3 to 8 vertices, at random directions from
its centre, in counter-clockwise order, on an ellipse with random
half-axes $r_x$ and $r_y$, so that it is convex. One that the engine's own
check refuses is thrown away and another drawn.

@<Random convex shapes@>+=
static ph_shape random_shape(bool polygons_only)
{
  if (!polygons_only && random_unit() < 0.25) return ph_circle(0.3 + 1.2 * random_unit());
  for (;;) {
    int n = 3 + (int) (6.0 * random_unit());
    double rx = 0.3 + 1.2 * random_unit();
    double ry = 0.3 + 1.2 * random_unit();
    ph_vec2 u[8], v[8];
    for (int i = 0; i < n; i++) u[i] = random_direction();
    @<Sort the |n| directions |u| counter-clockwise, by insertion@>@;
    for (int i = 0; i < n; i++) v[i] = ph_v(rx * u[i].x, ry * u[i].y);
    ph_shape s = ph_polygon(v, n);
    if (!ph_shape_check(&s)) return s;
  }
}

@ At most eight directions, so a sort by insertion is the simplest that
will do: each direction is moved back past those it comes before.

@<Sort the |n| directions |u| counter-clockwise, by insertion@>=
for (int i = 1; i < n; i++)
  for (int j = i; j > 0 && comes_before(u[j], u[j - 1]); j--) {
    ph_vec2 x = u[j];
    u[j] = u[j - 1], u[j - 1] = x;
  }

@ The size of a shape, the distance from its centre to its farthest
point, and a random rotation: a random direction, the pair $(c,s)$.

@<Random convex shapes@>+=
static double shape_size(const ph_shape *s)
{
  double r = s->kind == PH_CIRCLE ? s->radius : 0.0;
  for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++)
    r = fmax(r, ph_length(s->vertices[i]));
  return r;
}

static ph_rotation random_rotation(void)
{
  ph_vec2 u = random_direction();
  ph_rotation q = {u.x, u.y};
  return q;
}

@ A random pair: $A$ near the origin, $B$ placed at a random distance up to
the sum of the two sizes, each turned at random, so that between a half
and two thirds of the pairs overlap. Each random number is drawn in a
statement of its own, because C leaves the order in which a function's
arguments are computed to the compiler.

@<Random convex shapes@>+=
static void random_pair(ph_shape *a, ph_transform *xa, ph_shape *b, ph_transform *xb,
  bool polygons_only)
{
  *a = random_shape(polygons_only);
  *b = random_shape(polygons_only);
  double reach = shape_size(a) + shape_size(b);
  ph_vec2 toward = random_direction();
  double distance = reach * random_unit();
  xa->position.x = random_unit() - 0.5;
  xa->position.y = random_unit() - 0.5;
  xa->rotation = random_rotation();
  xb->position = ph_add(xa->position, ph_mul(distance, toward));
  xb->rotation = random_rotation();
}

@ The table of exact cases, one row per case, with \TeX's math for the
numbers. The last column counts the points of the method of vertices
inside, computed through the public |ph_collide_with|, for pairs of
polygons; for a pair with a circle, |ph_collide_with| uses the circle
routines whatever the method, so the column shows a dash.

@<Chapter 4 measurements@>=
static double shown(double x)
{
  return fabs(x) < 5e-4 ? 0.0 : x;
}

static void write_cases(FILE *out)
{
  for (int k = 0; k < exact_case_count; k++) {
    const exact_case *c = &exact_cases[k];
    @<Collide case |c| by clipping and by the method of vertices inside@>@;
    @<Write the row of case |c|@>@;
  }
}

@ Clipping's manifold |m| is the engine's, as the tests see it; the
method of vertices inside gives |v|, of which only the count of points
is shown.

@<Collide case |c| by clipping and by the method of vertices inside@>=
ph_manifold m = collide_case(c, false, ph_v(0.0, 0.0), 0.0);
ph_shape a = exact_shape(c->kind_a, c->count_a, c->a);
ph_shape b = exact_shape(c->kind_b, c->count_b, c->b);
ph_manifold v = ph_collide_with(PH_VERTEX_CONTACTS, &a,
  ph_transform_of(ph_v(c->xa, c->ya), c->angle_a), &b,
  ph_transform_of(ph_v(c->xb, c->yb), c->angle_b));

@ A row gives the case's name, clipping's normal and depth, and each of
its points with its id; the last column is the vertices' count, in bold
when they see an overlap but find no point. Numbers that would print as
$-0.000$ are shown as 0.

@<Write the row of case |c|@>=
fprintf(out, "%s&$(%.3f,%.3f)$&$%.3f$&", c->name, shown(m.normal.x), shown(m.normal.y),
  shown(m.depth));
for (int i = 0; i < m.count; i++)
  fprintf(out, "%s$(%.3f,%.3f)$ %d", i ? ", " : "", shown(m.points[i].point.x),
    shown(m.points[i].point.y), m.points[i].id);
if (m.count == 0) fprintf(out, "none");
if (c->kind_a == 0 || c->kind_b == 0) fprintf(out, "&---\\cr\n");
else if (v.count == 0 && v.depth >= 0.0) fprintf(out, "&{\\bf 0}\\cr\n");
else fprintf(out, "&%d\\cr\n", v.count);

@ The costs. For each kind of pair, 20\,000 random pairs are made first and
then collided 50 times over, and the time per call is the total divided by
the calls; making the pairs is not timed. Each polygon gets its normals
first, as a body's shape has them, by a turn through no angle. The same program counts, over
100\,000 random pairs of polygons, how often they overlap and how often the
method of vertices inside then finds no point. (The sum of the depths
is printed too, so that the compiler cannot leave out the work.)

@<Chapter 4 measurements@>+=
static double seconds_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

@ |time_pairs| gives the time of one call of |ph_collide| on pairs of
the two kinds asked for, a circle being kind~0, and adds their depths to
|*sum|. Only the loop of calls is timed.

@<Chapter 4 measurements@>+=
static ph_shape shapes_a[20000], shapes_b[20000];
static ph_transform places_a[20000], places_b[20000];

static double time_pairs(int kind_a, int kind_b, double *sum)
{
  int n = 0;
  @<Draw random pairs until 20\,000 are of the two kinds asked for@>@;
  double start = seconds_now();
  for (int r = 0; r < 50; r++)
    for (int i = 0; i < n; i++)
      *sum += ph_collide(&shapes_a[i], places_a[i], &shapes_b[i], places_b[i]).depth;
  return (seconds_now() - start) / (50.0 * n);
}

@ A pair of other kinds is drawn over in the same place of the arrays;
the turn through no angle gives each polygon its normals.

@<Draw random pairs until 20\,000 are of the two kinds asked for@>=
while (n < 20000) {
  random_pair(&shapes_a[n], &places_a[n], &shapes_b[n], &places_b[n], false);
  ph_rotation none = {1.0, 0.0};
  shapes_a[n] = ph_shape_turned(&shapes_a[n], none);
  shapes_b[n] = ph_shape_turned(&shapes_b[n], none);
  if ((int) shapes_a[n].kind == kind_a && (int) shapes_b[n].kind == kind_b) n++;
}

@ The table of costs: nanoseconds a pair for each pair of kinds, then
what the random pairs of polygons show of the method of vertices inside.

@<Chapter 4 measurements@>+=
static void write_costs(FILE *out)
{
  static const char *names[3] = {"circle and circle", "polygon and circle",
    "polygon and polygon"};
  static const int kinds[3][2] = {{PH_CIRCLE, PH_CIRCLE}, {PH_POLYGON, PH_CIRCLE},
    {PH_POLYGON, PH_POLYGON}};
  double sum = 0.0;
  for (int k = 0; k < 3; k++)
    fprintf(out, "%s&%.0f\\cr\n", names[k], 1e9 * time_pairs(kinds[k][0], kinds[k][1], &sum));
  @<Count the random polygon pairs that overlap with no vertex inside@>@;
  fprintf(out, "\\noalign{\\smallskip\\hrule\\smallskip}\n");
  fprintf(out, "\\omit\\span\\omit random polygon pairs that overlap: %d of 100000\\hfil\\cr\n",
    overlapping);
  fprintf(out, "\\omit\\span\\omit of those, with no vertex inside: %d (%.2f\\%%)\\hfil\\cr\n",
    blind, 100.0 * blind / overlapping);
  fprintf(stderr, "bench04: checksum %g\n", sum);
}

@ Of 100{,}000 random pairs of polygons, those that overlap, and those
among them in which the method of vertices inside finds no point.

@<Count the random polygon pairs that overlap with no vertex inside@>=
int overlapping = 0, blind = 0;
for (int i = 0; i < 100000; i++) {
  ph_shape a, b;
  ph_transform xa, xb;
  random_pair(&a, &xa, &b, &xb, true);
  ph_manifold m = ph_collide(&a, xa, &b, xb);
  ph_manifold v = ph_collide_with(PH_VERTEX_CONTACTS, &a, xa, &b, xb);
  overlapping += m.depth >= 0.0;
  blind += v.depth >= 0.0 && v.count == 0;
}

@ The program's arguments are the three files, or none, for all three on
the terminal.
@.usage: bench04...@>

@<Run the chapter 4 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 4) {
    fprintf(stderr, "usage: bench04 [CASES.tex COSTS.tex CLIP.tex]\n");
    return 2;
  }
  FILE *cases = argc == 4 ? bench_open(argv[1]) : stdout;
  FILE *costs = argc == 4 ? bench_open(argv[2]) : stdout;
  FILE *clip = argc == 4 ? bench_open(argv[3]) : stdout;
  if (!cases || !costs || !clip) {
    bench_close(false);
    return 1;
  }
  write_cases(cases);
  write_costs(costs);
  write_clip_figure(clip);
  return bench_close(true) ? 0 : 1;
}

@ {\it The clipping figure.} Figure~\figref{clip} is drawn the way
chapter~2 draws its plot, by pdf\TeX\ itself: the shapes and lines are PDF
path operators inside \.{\\pdfliteral}, in big points from the lower left
corner of an empty box, and the words are \TeX\ boxes put at the same
coordinates by a macro \.{\\clipat} that the file defines for itself. The
picture is the situation of chapter~4's section on clipping: a reference polygon $R$, a
$3\times1$ box at the origin, and an incident box $I$, $2.4\times1$,
turned so that its bottom edge rises from $(-0.4,0.05)$ to
$(-0.4+2.4\cos\alpha,\,0.37)$, $\tan\alpha=0.32/2.4$. Its left end is inside
$R$; its right end is out beyond $R$'s right side line, so the {\it first\/}
clip cuts it there, below the reference face: $R$'s top edge, edge~2, runs
from its vertex~2 at the right to its vertex~3 at the left, so $\vec r_1$ is
the right end and $\vec t$ points left, and the first clip, which keeps
$\vec t\cdot(\vec x-\vec r_1)\ge0$, is the one against the right side line.
The crossing it makes has code $10+0$, which is the id 210 of the figure. Only the numbers of the
picture are chosen here: the points, their depths and the contact points
are those of the manifold |ph_collide| returns.

@<Draw the clipping figure@>=
static double figure_x(double x)
{
  return 80.0 * (x + 2.1);
}

static double figure_y(double y)
{
  return 80.0 * (y + 0.75);
}

static void figure_path(FILE *out, const ph_vec2 *v, int n, const char *paint)
{
  for (int k = 0; k < n; k++)
    fprintf(out, "%.2f %.2f %s ", figure_x(v[k].x), figure_y(v[k].y), k ? "l" : "m");
  fprintf(out, "%s\n", paint);
}

static void figure_label(FILE *out, double x, double y, const char *text)
{
  fprintf(out, "\\clipat{%.2f}{%.2f}{%s}%%\n", figure_x(x), figure_y(y), text);
}

@ The layers, from the bottom: $R$ in grey, $I$ in light blue, their
overlap darker (the overlap is $I$ filled again inside a clip to $R$), and
both outlined; the side lines, dashed; the incident face, thin where the
clips cut it away and thick red where it is kept; the reference face,
thick black, with its normal; and for each point of the manifold, the
depth from the kept point $\vec x$ (a red dot) to its projection on the
face, and the contact point halfway (a small black square).

@<Draw the clipping figure@>+=
static void write_clip_figure(FILE *out)
{
  ph_shape r = ph_box(3.0, 1.0), i = ph_box(2.4, 1.0);
  ph_rotation q = ph_rotation_of(atan2(0.32, 2.4));
  ph_transform xr = ph_transform_of(ph_v(0.0, 0.0), 0.0);
  ph_transform xi = {ph_add(ph_v(-0.4, 0.05), ph_rotate(q, ph_v(1.2, 0.5))), q};
  ph_manifold m = ph_collide(&r, xr, &i, xi);
  @<Find the corners and the kept points of the clipping figure@>@;
  fprintf(out, "\\begingroup\\ninerm\\parindent=0pt%%\n");
  fprintf(out, "\\def\\clipat#1#2#3{\\rlap{\\kern#1bp\\raise#2bp\\hbox{#3}}}%%\n");
  fprintf(out, "\\centerline{\\hbox to %.0fbp{\\vrule width0pt height%.0fbp", figure_x(2.5),
    figure_y(2.0));
  fprintf(out, "\\pdfliteral{q 1 j\n");
  @<Draw the shapes of the clipping figure@>@;
  @<Draw the faces and the points of the clipping figure@>@;
  fprintf(out, "Q}%%\n");
  @<Label the clipping figure@>@;
  fprintf(out, "\\hfil}}\\medskip\\endgroup\n");
  fprintf(out, "{\\catcode`\\@@=11 \\global\\advance\\bk@@fignum by 1 ");
  fprintf(out, "\\bk@@caption{Figure \\the\\bk@@fignum.}{\\clipcaption}}\n");
}

@ The corners of the two boxes in world coordinates, and for each point
of the manifold the kept point $\vec x$, half the depth below the
contact point along the normal, and its projection on the reference
face, half the depth above.

@<Find the corners and the kept points of the clipping figure@>=
ph_vec2 rv[4], iv[4], x[2], y[2];
for (int k = 0; k < 4; k++) {
  rv[k] = ph_transform_point(xr, r.vertices[k]);
  iv[k] = ph_transform_point(xi, i.vertices[k]);
}
for (int k = 0; k < m.count; k++) {
  x[k] = ph_sub(m.points[k].point, ph_mul(0.5 * m.points[k].depth, m.normal));
  y[k] = ph_add(m.points[k].point, ph_mul(0.5 * m.points[k].depth, m.normal));
}

@ @<Draw the shapes of the clipping figure@>=
fprintf(out, "0.86 0.86 0.86 rg ");
figure_path(out, rv, 4, "h f");
fprintf(out, "0.80 0.88 1 rg ");
figure_path(out, iv, 4, "h f");
fprintf(out, "q ");
figure_path(out, rv, 4, "h W n");
fprintf(out, "0.55 0.68 0.85 rg ");
figure_path(out, iv, 4, "h f Q");
fprintf(out, "0.35 G 0.6 w ");
figure_path(out, rv, 4, "h S");
figure_path(out, iv, 4, "h S");
fprintf(out, "q 0.2 G 0.6 w [4 3] 0 d ");
for (int k = 0; k < 2; k++) {
  ph_vec2 side[2] = {ph_v(rv[k].x, -0.7), ph_v(rv[k].x, 1.75)};
  figure_path(out, side, 2, "S");
}
fprintf(out, "Q\n");

@ The incident face is $I$'s edge 0, from its vertex 0 to its vertex 1; the
kept part runs between the two kept points.

@<Draw the faces and the points of the clipping figure@>=
fprintf(out, "0.8 0.1 0.1 RG 0.8 w ");
figure_path(out, iv, 2, "S");
if (m.count == 2) {
  fprintf(out, "2.4 w ");
  figure_path(out, x, 2, "S");
}
fprintf(out, "0 G 2.4 w ");
figure_path(out, rv + 2, 2, "S");
{
  ph_vec2 base = ph_v(-1.0, 0.5), tip = ph_add(base, ph_mul(0.55, m.normal));
  ph_vec2 arrow[3] = {ph_add(tip, ph_v(-0.05, -0.1)), tip, ph_add(tip, ph_v(0.05, -0.1))};
  ph_vec2 shaft[2] = {base, tip};
  fprintf(out, "0.8 w ");
  figure_path(out, shaft, 2, "S");
  figure_path(out, arrow, 3, "S");
}
for (int k = 0; k < m.count; k++) {
  ph_vec2 depth[2] = {x[k], y[k]};
  fprintf(out, "0 G 1.6 w ");
  figure_path(out, depth, 2, "S");
  fprintf(out, "0.8 0.1 0.1 RG 1 J 5 w %.2f %.2f m %.2f %.2f l S 0 J\n", figure_x(x[k].x),
    figure_y(x[k].y), figure_x(x[k].x), figure_y(x[k].y));
  fprintf(out, "0 g %.2f %.2f 4 4 re f\n", figure_x(m.points[k].point.x) - 2.0,
    figure_y(m.points[k].point.y) - 2.0);
}

@ The words, placed by hand for this picture: each is an ordinary \TeX\
box, lifted and shifted by \.{\\clipat} (the numbers are metres in the
picture's coordinates). The ids are the manifold's.

@<Label the clipping figure@>=
figure_label(out, -1.25, -0.2, "$R$");
figure_label(out, 0.7, 0.95, "$I$");
figure_label(out, -1.45, 0.33, "reference face");
figure_label(out, -0.93, 0.95, "$\\vec n$");
figure_label(out, -1.95, 1.8, "side line");
figure_label(out, 1.1, 1.8, "side line");
figure_label(out, 0.45, 0.0, "incident face");
if (m.count == 2) {
  char text[40];
  snprintf(text, sizeof text, "vertex kept, id %d", m.points[0].id);
  figure_label(out, -0.36, -0.17, text);
  snprintf(text, sizeof text, "crossing, id %d", m.points[1].id);
  figure_label(out, 1.58, 0.14, text);
}
figure_label(out, -0.34, 0.22, "$-\\psi$");

