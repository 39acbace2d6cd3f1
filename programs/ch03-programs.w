@* Programs of chapter 3: bodies in scenes, the demo, the measurements.
Chapter~3 made the rigid body: a shape, a material, a mass that follows
from the two, on which chapter~2's forces act in proportion, and
impulses beside them.
This part holds the programs around it. First the scene files learn the
three keywords that make rigid bodies, \.{circle}, \.{box} and
\.{polygon}, with the keys every body shares, a spring of its own for any
body, and a wind; the built-in scene \.{tethers} of the chapter's demo is
written in them. Then the demo draws the springs, the point where each body
would rest and the wind, and answers the key \.{W} and the mouse. Last,
the measurement program \.{bench03} makes Table~\tabref{materials} of the
chapter. The physics they show is told in the chapter, in its sections on
forces and impulses and on the demo's springs; nothing here adds to the
engine, and everything here goes through its public interface.

@*1 Bodies in scene files.
Three new keywords make rigid bodies, one per shape:
$$\vbox{\tt\obeylines
circle x=0 y=2 r=0.5
box x=0 y=0 w=2 h=0.5
polygon x=3 y=1 verts=0,0;4,0;4,2;1,3
}$$
A box's \.{w} and \.{h} are its full width and height. A polygon's
\.{verts} are its vertices in its own coordinates, counter-clockwise, as
\.{X,Y} pairs separated by semicolons; \.{x} and \.{y} say where its origin
goes, so the body's centre of mass, which the dumps report, is there plus
the centroid. The radius, the sizes and the vertices are required.
@^scene files@>

Every shape also takes the body's keys: \.{vx} and \.{vy} for its velocity;
\.{material=} one of \.{rock}, \.{wood}, \.{metal}, \.{bouncy},
\.{superball}, \.{pillow}, \.{static} (wood if not given), and then
\.{density=}, \.{restitution=} and \.{friction=} to change single numbers of
it; \.{gravity\_scale=}; and the bare flag \.{static}. Bodies are numbered
in the dumps in the order of the file, from 0, after any particles made
before them. All of them are checked by |ph_body_def_check|, so a bad line
gets the engine's own sentence after its file name and line number.

@<Scene entities@>+=
{"circle", 3, parse_circle},
{"box", 3, parse_box},
{"polygon", 3, parse_polygon},

@ A circle's radius must be there and be positive; the engine would say
so too, but the loader can name the key.

@<Scene entity parsers@>+=
static bool parse_circle(scene *s, scene_reader *r)
{
  double radius = scene_required_number(r, "r");
  if (r->failed) return false;
  if (!(radius > 0.0)) {
    scene_error(r, "circle radius 'r' must be positive (got %g)", radius);
    return false;
  }
  return make_scene_body(s, r, ph_circle(radius));
}

@ A box's width and height are checked here too, though the engine
would refuse a bad one, so that the message can name the keys \.{w} and
\.{h} of the line.
@.box width and height must be...@>

@<Scene entity parsers@>+=
static bool parse_box(scene *s, scene_reader *r)
{
  double width = scene_required_number(r, "w");
  double height = scene_required_number(r, "h");
  if (r->failed) return false;
  if (!(width > 0.0 && height > 0.0)) {
    scene_error(r, "box width 'w' and height 'h' must be positive (got %g and %g)",
      width, height);
    return false;
  }
  return make_scene_body(s, r, ph_box(width, height));
}

@ A polygon reads its list of vertices, up to 32 of them so that a list
that is too long is reported with its real length by the engine's check.

@<Scene entity parsers@>+=
static bool parse_polygon(scene *s, scene_reader *r)
{
  ph_vec2 v[32];
  int n = read_vertices(r, v, 32);
  if (r->failed) return false;
  return make_scene_body(s, r, ph_polygon(v, n));
}

@ The list is cut at the semicolons, and each piece at its comma, in a copy
of the value; each number is read by the loader's own number reader, which
refuses what is not a number or not finite.
@.'verts' must be points X,Y...@>

@<Scene helpers@>+=
static int read_vertices(scene_reader *r, ph_vec2 *v, int most)
{
  const char *text = scene_word(r, "verts", NULL);
  if (!text) {
    if (!r->failed) scene_error(r, "missing 'verts' for polygon");
    return 0;
  }
  char buffer[1024];
  snprintf(buffer, sizeof buffer, "%s", text);
  int n = 0;
  for (char *p = buffer; p && !r->failed; n++) {
    @<Read the point |p| that runs to the next semicolon@>@;
  }
  return n;
}

@ A piece is a point only if it has a comma; its two numbers are read in
turn, and a point past the |most| the caller has room for is counted but
not kept.

@<Read the point |p| that runs to the next semicolon@>=
char *next = strchr(p, ';');
if (next) *next++ = '\0';
char *comma = strchr(p, ',');
if (!comma) {
  scene_error(r, "'verts' must be points X,Y separated by ';' (got '%s')", p);
  break;
}
*comma = '\0';
ph_vec2 point = ph_v(0.0, 0.0);
if (parse_number(r, "verts", p, &point.x)) parse_number(r, "verts", comma + 1, &point.y);
if (n < most) v[n] = point;
p = next;

@ The keys every shape shares are read into a body definition by one
function. The material comes first, so that \.{density=} and the others
change the preset rather than being overwritten by it.

@<Scene helpers@>+=
static ph_body_def read_body_def(scene_reader *r, ph_shape shape)
{
  ph_body_def d = ph_default_body_def();
  d.shape = shape;
  d.position = ph_v(scene_number(r, "x", 0.0), scene_number(r, "y", 0.0));
  d.velocity = ph_v(scene_number(r, "vx", 0.0), scene_number(r, "vy", 0.0));
  const char *name = scene_word(r, "material", NULL);
  if (name) @<Look up the material called |name| for |d|@>@;
  d.material.density = scene_number(r, "density", d.material.density);
  d.material.restitution = scene_number(r, "restitution", d.material.restitution);
  d.material.friction = scene_number(r, "friction", d.material.friction);
  d.gravity_scale = scene_number(r, "gravity_scale", d.gravity_scale);
  d.is_static = scene_flag(r, "static");
  @<Read the rotation keys of body definition |d|@>@;
  return d;
}

@ @.unknown material@>
@<Look up the material called |name| for |d|@>=
{
  int i = ph_find_name(ph_material_names, sizeof ph_material_names[0], name);
  if (i >= 0) d.material = ph_material_names[i].material;
  else scene_error(r, "unknown material '%s' "@/
    "(rock, wood, metal, bouncy, superball, pillow or static)", name);
}

@ The keys \.{angle} and \.{omega} (the angular velocity) belong to every
body line of the book, but nothing turns until chapter~6. This stage could
ignore them, or refuse them; it refuses any value but 0. Ignoring them would
let a scene written for chapter~6, with a plank tilted at 30 degrees, load
here without a word and show a level plank, and whoever reads the dump would
be misled. Accepting 0 costs nothing and lets a file spell out the default.

Chapter~6 makes this stage's refusal go away without editing it: it
appends to |@<Give |d| the scene's |angle| and |omega|@>| code that copies
the two numbers into the definition and sets |rotation_modelled|.
@.do not rotate until chapter 6@>

@<Read the rotation keys of body definition |d|@>=
{
  double angle = scene_number(r, "angle", 0.0), omega = scene_number(r, "omega", 0.0);
  bool rotation_modelled = false;
  @<Give |d| the scene's |angle| and |omega|@>@;
  if (!rotation_modelled && (angle != 0.0 || omega != 0.0))
    scene_error(r, "bodies do not rotate until chapter 6: "@/
      "'angle' and 'omega' must be 0 on stage %d (got %g and %g)", PH_STAGE, angle, omega);
}

@ @<Give |d| the scene's |angle| and |omega|@>=
@;

@ A body line may also hang its body on a spring of its own, with the
same two keys that chapter~2's \.{world} line uses for the world's spring:
\.{spring=}$k$, the stiffness in newtons per metre, and \.{anchor=X,Y},
the fixed point $\vec p$ it is tied to, which is where the body's centre
of mass starts if not given. The spring has rest length zero and pulls with
the force
$$\vec F=k\,(\vec p-\vec x)$$
toward $\vec p$ from the body's position $\vec x$. It is not part of the
engine; it is the scene applying a force through the public interface
before every step, which is exactly what a game does, and it is how this
chapter's demo keeps its bodies in view without any contact.
@^spring@>

@s scene_spring int

@<Scene types@>+=
typedef struct {
  int body;
  ph_vec2 anchor; /* the fixed end $\vec p$ */
  double stiffness;
} scene_spring;

@ The wind is a force the same for every moving rigid body; the demo
switches it on and off. Both start empty when a scene is loaded.

@<Scene fields@>+=
scene_spring springs[64]; /* in the order of the file */
int spring_count;
ph_vec2 wind;

@ Making the body: read the definition and the spring, check both, and
only then make the body, so that a line that fails leaves no half-made body
behind it.
@.at most 64 springs@>
@.spring stiffness must be...@>

@<Scene helpers@>+=
static bool make_scene_body(scene *s, scene_reader *r, ph_shape shape)
{
  ph_body_def d = read_body_def(r, shape);
  bool has_spring = false, has_anchor = false;
  find_value(r, "spring", &has_spring);
  find_value(r, "anchor", &has_anchor);
  scene_spring spring = {s->world->body_count, scene_vector(r, "anchor", ph_v(0.0, 0.0)),
    scene_number(r, "spring", 0.0)};
  if (r->failed || !scene_check(r, ph_body_def_check(&d))) return false;
  if (has_anchor && !has_spring) {
    scene_error(r, "'anchor' needs a spring: spring=K");
    return false;
  }
  if (has_spring) @<Check the scene's |spring|@>@;
  if (!scene_claim_bodies(s, r, 1)) return false;
  ph_body_id id = ph_world_create_body(s->world, &d);
  if (ph_body_id_is_null(id)) return false;
  if (!has_anchor) spring.anchor = ph_world_body(s->world, id)->position;
  if (has_spring) s->springs[s->spring_count++] = spring;
  @<Let a later chapter finish body |id| of line |r|@>@;
  return true;
}

@ What a definition cannot say, a later chapter says to the body once it
is made: chapter~14 makes it kinematic.

@<Let a later chapter finish body |id| of line |r|@>=
@; /* chapter 14 */

@ @<Check the scene's |spring|@>=
{
  if (s->spring_count == 64) {
    scene_error(r, "a scene may have at most 64 springs");
    return false;
  }
  if (!(spring.stiffness > 0.0)) {
    scene_error(r, "spring stiffness must be positive (got %g)", spring.stiffness);
    return false;
  }
}

@ Before every step the scene applies each spring's force and the wind,
through the same public calls any program would use.

@<Before each step of the scene@>+=
@<Apply the springs and the wind of the scene@>@;

@ @<Apply the springs and the wind of the scene@>=
for (int k = 0; k < s->spring_count; k++) {
  ph_body_id id = ph_body_id_of(s->springs[k].body);
  ph_vec2 x = ph_world_body(s->world, id)->position;
  ph_body_apply_force(s->world, id, ph_mul(s->springs[k].stiffness,
    ph_sub(s->springs[k].anchor, x)));
}
if (s->wind.x != 0.0 || s->wind.y != 0.0)
  for (int i = 0; i < s->world->body_count; i++)
    if (s->world->bodies[i].kind == PH_RIGID && !ph_body_is_static(s->world, ph_body_id_of(i))) {
      ph_body_id id = ph_body_id_of(i);
      ph_body_apply_force(s->world, id, s->wind);
    }

@ The demo scene, \.{tethers}: six bodies hang from a static bar on six
springs of stiffness $k=120\,$N/m, and are let go at rest at their anchor
points. A body of mass $m$ on such a spring under gravity settles where the
spring holds its weight, $mg/k$ below the anchor, and swings about that
point with the period
$$T=2\pi\sqrt{m/k},$$
from the anchor down to twice that depth and back. Both grow with the mass;
neither depends on size or shape. The bodies were chosen so that size and
mass disagree: the largest, the pillow ($1.6\times1\,$m, 8\thinspace kg),
hangs $0.67\,$m deep and swings in 1.6\thinspace s, while the small metal
box ($0.3\times0.3\,$m, 71\thinspace kg) hangs 5.9\thinspace m deep and
takes 4.8\thinspace s. The rock is the worked example's quadrilateral,
scaled by 0.2, with area 0.36\thinspace m$^2$ and mass 97\thinspace kg,
the heaviest; the balls and the wooden box lie between. The deepest
swing, the rock's, reaches $2\cdot97\cdot10/120=16$\thinspace m below its
anchor. So the anchors are at 7.5\thinspace m and the view is 26 metres
wide, which on the demo's $800\times600$ window makes it 19.5\thinspace m
high: centred at $-0.5\,$m, it reaches from 9.25\thinspace m down to
$-10.25\,$m, below the rock's lowest point at $7.5-16.2=-8.7\,$m.
@^period of a spring@>

@<Built-in scenes@>+=
{"tethers", 3, "six materials on six equal springs under gravity",@/
  "world defaults=3 gravity=0,-10 integrator=verlet\n"@/
  "view x=0 y=-0.5 width=26\n"@/
  "box x=0 y=8.3 w=22 h=0.4 material=static static\n"@/
  "box x=-8.75 y=7.5 w=1.6 h=1 material=pillow spring=120\n"@/
  "box x=-5.25 y=7.5 w=0.8 h=0.8 material=wood spring=120\n"@/
  "circle x=-1.75 y=7.5 r=0.35 material=bouncy spring=120\n"@/
  "circle x=1.75 y=7.5 r=0.2 material=superball spring=120\n"@/
  "polygon x=4.8278 y=7.2556 verts=0,0;0.8,0;0.8,0.4;0.2,0.6 "@/
  "material=rock spring=120 anchor=5.25,7.5\n"@/
  "box x=8.75 y=7.5 w=0.3 h=0.3 material=metal spring=120\n"},

@*1 The demo.
The demo shows the springs as zigzags from their anchors to their bodies,
and on each spring, as a square ringed in white with the body's colour at
its centre, the point where that body would rest: where the spring's pull $k(\vec p-\vec x)$ balances the body's
weight $m s\vec g$ and the wind $\vec F_w$, that is
$$\vec x_{\rm rest}=\vec p+{m s\vec g+\vec F_w\over k}.$$
Each body swings about its own point, and the points lie at depths
proportional to the masses. While the wind blows, every moving body also
carries an arrow of the same length: the same force on each. The demo's
part of a frame is drawn after the world.

@<Draw the chapters' extras@>+=
{
  const scene *s = &demo->current;
  for (int k = 0; k < s->spring_count; k++) {
    const scene_spring *sp = &s->springs[k];
    const ph_body *b = &s->world->bodies[sp->body];
    ph_vec2 rest = ph_add(sp->anchor, ph_mul(1.0 / sp->stiffness,
      ph_add(ph_mul(b->mass * b->gravity_scale, s->world->settings.gravity), s->wind)));
    @<Draw spring |sp| as a zigzag from its anchor to body |b|@>@;
    if (!ph_body_is_static(s->world, ph_body_id_of(sp->body))) {
      d.point(d.context, rest, 15.0, (ph_color){255, 255, 255, 255});
      d.point(d.context, rest, 11.0, (ph_color){24, 26, 33, 255});
      d.point(d.context, rest, 7.0, b->color);
    }
  }
  if (s->wind.x != 0.0 || s->wind.y != 0.0)
    for (int i = 0; i < s->world->body_count; i++) {
      const ph_body *b = &s->world->bodies[i];
      if (b->kind != PH_RIGID || ph_body_is_static(s->world, ph_body_id_of(i))) continue;
      ph_vec2 tip = ph_add(b->position, ph_mul(1.0 / 60.0, s->wind));
      d.segment(d.context, b->position, tip, (ph_color){255, 255, 255, 255});
      d.point(d.context, tip, 6.0, (ph_color){255, 255, 255, 255});
    }
}

@ A spring is drawn as a zigzag, so that at the size of a printed figure it
is still a spring and still joins its anchor to its own body: a straight
tenth at each end, and between them twelve coils 0.24\thinspace m wide,
however far the spring is stretched.

@<Draw spring |sp| as a zigzag from its anchor to body |b|@>=
{
  ph_vec2 along = ph_sub(b->position, sp->anchor);
  double length = ph_length(along);
  ph_color grey = {215, 215, 215, 255};
  if (length > 1e-9) {
    ph_vec2 u = ph_mul(1.0 / length, along), across = ph_v(-u.y, u.x);
    ph_vec2 last = ph_add(sp->anchor, ph_mul(0.1 * length, u));
    d.segment(d.context, sp->anchor, last, grey);
    for (int i = 1; i < 24; i++) {
      ph_vec2 next = ph_add(ph_add(sp->anchor, ph_mul((0.1 + 0.8 * i / 24.0) * length, u)),
        ph_mul(i % 2 ? 0.12 : -0.12, across));
      d.segment(d.context, last, next, grey);
      last = next;
    }
    ph_vec2 lead = ph_add(sp->anchor, ph_mul(0.9 * length, u));
    d.segment(d.context, last, lead, grey);
    d.segment(d.context, lead, b->position, grey);
  }
}

@ \.{W} switches a wind of 60\thinspace N to the right on and off. Every
body then has a new place of rest, $F/k=0.5\,$m to the right of the old one,
the same for all, since a spring's pull does not care what it holds. How
fast a body gets there is another matter: the pillow starts off with an
acceleration of $60/8=7.5\,\rm m/s^2$, the rock with $0.6\,\rm m/s^2$.
Watching them get to the same place at such different speeds is the
difference between statics and dynamics.

@<Handle a key of the chapters@>+=
case SDLK_w:
  demo->current.wind = demo->current.wind.x != 0.0 ? ph_v(0.0, 0.0) : ph_v(60.0, 0.0);
  break;

@ A click gives every moving rigid body an impulse of 40\thinspace N\,s
toward the mouse. The pillow leaves at $40/8=5\,$m/s, the rock at
0.4\thinspace m/s. Chapter~1's click adds particles instead; this stage
turns that off when the demo starts, since particles would fall through
everything here.

@<Handle a click at world point |p|@>+=
{
  ph_world *world = demo->current.world;
  for (int i = 0; i < world->body_count; i++) {
    const ph_body *b = &world->bodies[i];
    ph_vec2 toward = ph_sub(p, b->position);
    double distance = ph_length(toward);
    if (b->kind != PH_RIGID || ph_body_is_static(world, ph_body_id_of(i)) || distance == 0.0) continue;
    ph_body_id id = ph_body_id_of(i);
    ph_body_apply_impulse(world, id, ph_mul(40.0 / distance, toward));
  }
}

@ @<Start the chapters' part of the demo@>+=
demo->particle_clicks = false;

@ @<Help lines of the chapters@>+=
"  W            switch a wind of 60 N on every body on and off\n"@/
"  click        push every rigid body toward the mouse, 40 N s each\n"

@ @<Add the chapters' lines to the panel@>+=
panel_group(panel, 3);
panel_add(panel, "W  wind: %s", demo->current.wind.x != 0.0 ? "on" : "off");

@ @<Chapter titles@>+=
{3, "Rigid bodies"},

@*1 Measurements.
The chapter's measurement program, \.{bench03}, makes
Table~\tabref{materials} of the chapter, the table of materials: for each preset it computes, with the engine's own
|ph_shape_mass|, the masses of a ball and a box, and it pushes the box with
100\thinspace N for one second, in 60 steps with no gravity, and reports
how far it went. It links only the engine.

@(bench03.c@>=
#include "testing.h"
#include <stdio.h>
@<Measure the materials@>@;
@<Run the chapter 3 measurements@>@;

@ @<Measure the materials@>=
static double pushed_distance(ph_material material)
{
  ph_settings s = ph_stage_settings(3);
  s.integrator = PH_VERLET;
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  d.material = material;
  ph_body_id id = ph_world_create_body(w, &d);
  for (int n = 0; n < 60; n++) {
    ph_body_apply_force(w, id, ph_v(100.0, 0.0));
    ph_world_step(w, 1.0 / 60.0);
  }
  double x = ph_world_body(w, id)->position.x;
  ph_world_destroy(w);
  return x;
}

@ Each row of the table is written as \TeX; the static material has no
mass to speak of, and its row says so.

@<Measure the materials@>+=
static void measure_materials(FILE *out)
{
  ph_shape ball = ph_circle(0.5), box = ph_box(1.0, 1.0);
  for (int k = 0; k < PH_MATERIAL_COUNT; k++) {
    ph_material m = ph_material_names[k].material;
    fprintf(out, "%s&%g&%g&%g&", ph_material_names[k].name, m.density, m.restitution,
      m.friction);
    if (m.density > 0.0)
      fprintf(out, "%.1f&%.1f&%.4f\\cr\n", ph_shape_mass(&ball, m.density).mass,
        ph_shape_mass(&box, m.density).mass, pushed_distance(m));
    else fprintf(out, "---&---&---\\cr\n");
  }
}

@ @.usage: bench03...@>
@<Run the chapter 3 measurements@>=
int main(int argc, char **argv)
{
  if (argc > 2) {
    fprintf(stderr, "usage: bench03 [MATERIALS.tex]\n");
    return 2;
  }
  FILE *out = argc == 2 ? bench_open(argv[1]) : stdout;
  if (!out) return 1;
  measure_materials(out);
  return bench_close(true) ? 0 : 1;
}

