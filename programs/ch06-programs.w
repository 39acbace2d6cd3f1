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
a metal box on its left end, which goes down while the right end goes up.
\.{wheel} sends a rubber wheel spinning at rolling speed, and a spinning
wooden box, at a wall: the box's spin changes when it hits, the wheel's
does not, since a frictionless push on a circle goes through its centre
(chapter~7 gives it a grip).

@<Built-in scenes@>+=
{"tumble", 6, "bodies dropped at angles land on corners and fall onto a face",@/
  "world gravity=0,-10 integrator=symplectic solver=single\n"@/
  "view x=0 y=2.5 width=14\n"@/
  "box x=0 y=-0.5 w=14 h=1 static material=static\n"@/
  "box x=-5 y=2 w=1 h=1 angle=0.7 material=wood\n"@/
  "box x=-2.5 y=3 w=2 h=0.4 angle=1.1 material=metal\n"@/
  "polygon x=0 y=2.5 verts=0.5,0;0.25,0.433;-0.25,0.433;-0.5,0;-0.25,-0.433;0.25,-0.433 "
  "angle=0.2 material=rock\n"@/
  "polygon x=2.5 y=2 verts=-0.6,-0.4;0.6,-0.4;0,0.6 angle=2.6 material=wood\n"@/
  "box x=5 y=3.5 w=1.2 h=0.6 angle=-0.9 material=pillow\n"},
{"seesaw", 6, "a box dropped on one end of a plank lying across a wedge",@/
  "world gravity=0,-10 integrator=symplectic solver=single\n"@/
  "view x=0 y=2 width=12\n"@/
  "box x=0 y=-0.5 w=12 h=1 static material=static\n"@/
  "polygon x=0 y=0 verts=-0.6,0;0.6,0;0,1 static material=static\n"@/
  "box x=0 y=1.1 w=6 h=0.2 material=wood\n"@/
  "box x=-2.6 y=3.5 w=0.6 h=0.6 material=metal restitution=0\n"},
{"wheel", 6, "a spinning wheel and a spinning box hit a wall",@/
  "world gravity=0,0 integrator=symplectic solver=single\n"@/
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
file names, its tables, the paragraphs that read them and the data of the
figures; with no names it prints them all.
@^bench06@>

@(bench06.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 6 benchmark helpers@>@;
@<Run the chapter 6 measurements@>@;

@ @<Chapter 6 benchmark helpers@>=
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench06", text)) {
    fprintf(stderr, "bench06: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ @<Run the chapter 6 measurements@>=
int main(int argc, char **argv)
{
  (void) argc, (void) argv;
  scene s;
  load(&s, "world gravity=0,-10\n");
  scene_destroy(&s);
  return 0;
}
