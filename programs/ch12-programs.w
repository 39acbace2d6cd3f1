@* Programs of chapter 12: joints in scenes, and the demo.
Chapter~12's additions to the scene files and the demo. A scene file
learns the line \.{joint}, which pins, ties, rails or welds two of its
bodies, and a \.{world} line the two settings with which the joints'
rigid rows remove their drift; eight built-in scenes show the joints at
work. The demo drags with the chapter's mouse joint instead of putting a
body where the mouse is, draws every joint, shows the force each one
carries, and drives the motors from the keyboard. Everything here goes
through the engine's public interface of joints.

@ {\it World keys.} On a \.{world} line, \.{joint\_hertz=} sets the
frequency in hertz with which the joints' rigid rows remove their drift
(0 makes them rigid, with no push), and \.{joint\_damping\_ratio=} the
damping ratio of that push. The engine's check refuses a negative value
or one that is not finite, with the key's name, and the reader reports it
with the line. Stages before this one refuse both keys as unknown.

@<Read the later world keys into |settings|@>+=
settings.joint_hertz = scene_number(r, "joint_hertz", settings.joint_hertz);
settings.joint_damping_ratio = scene_number(r, "joint_damping_ratio",
  settings.joint_damping_ratio);

@ @<Print the defaults of the chapters' settings in |d|@>+=
printf(" joint_hertz=%g joint_damping_ratio=%g", d.joint_hertz, d.joint_damping_ratio);

@*1 Joints in scene files.
A joint line names its kind, then its two bodies by their numbers, which
count from 0 in the order of the file, as the dumps count them, and then
its points, in world coordinates, as the bodies stand when the scene is
loaded; the engine fixes each point in its body from there. Angles are in
radians.
$$\vbox{\tt\obeylines
joint distance a=I b=J ax= ay= bx= by= [length=] [min= max=] [hertz= damping=]
joint revolute a=I b=J x= y= [lower= upper=] [hertz= damping=] [MOTOR]
joint prismatic a=I b=J x= y= axis=DX,DY [lower= upper=] [MOTOR]
joint weld a=I b=J x= y= [hertz= damping=]
}$$
where a motor, \.{MOTOR}, is \.{motor\_speed=} with \.{max\_torque=} for a
revolute joint and with \.{max\_force=} for a prismatic one. Every kind also takes \.{break=}, the force in newtons above which the
joint breaks (never, if not given), and \.{collide=on} or \.{off}, whether
its two bodies may touch (\.{off} if not given). A key that the kind does
not take, such as an \.{axis} for a revolute joint, is reported as unknown
by the reader, as every key that no parser asks for is.
@^joints in scene files@>

@<Scene entities@>+=
{"joint", 12, parse_joint},

@ The options come in pairs, and a pair is given whole or not at all:
\.{min} and \.{max} (or \.{lower} and \.{upper}) switch the limit on,
\.{motor\_speed} with \.{max\_torque} (a revolute joint's cap, in newton
metres) or \.{max\_force} (a prismatic joint's, in newtons) the motor.
\.{hertz=} makes the joint a spring: a distance joint's length, a
revolute joint's angle (toward the angle it was made at), a weld whole;
its damping ratio is \.{damping=}, 0 if not given, so that a spring
written with a frequency alone rings as the spring of a textbook does.
A \.{damping} with no \.{hertz} belongs to no spring and is refused. A
distance joint with \.{min} and \.{max} and no \.{hertz} is a spring of
0\thinspace Hz, which pulls not at all, held between its two lengths:
with \.{min=0}, a rope.
@.go together: give both or neither@>
@.'damping' needs 'hertz'@>

@<Scene entity parsers@>+=
static bool parse_joint(scene *s, scene_reader *r)
{
  ph_joint_def d = ph_default_joint_def(PH_DISTANCE_JOINT);
  if (!read_joint_kind(r, &d)) return false;
  d.a = read_joint_body(s, r, "a");
  d.b = read_joint_body(s, r, "b");
  if (r->failed) return false;
  @<Read the points of joint |d|@>@;
  @<Read the limit, the spring and the motor of joint |d|@>@;
  d.break_force = scene_number(r, "break", d.break_force);
  d.collide = scene_switch(r, "collide", d.collide);
  if (r->failed || !scene_check(r, ph_joint_def_check(s->world, &d))) return false;
  return !ph_joint_id_is_null(ph_world_create_joint(s->world, &d));
}

@ The kind is a flag, the word after \.{joint}; a line must name exactly
one, and gets the definition's defaults for it. The demo's mouse joint is
not among them: a scene has no mouse.
@.a joint line names its kind@>

@<Scene helpers@>+=
static bool read_joint_kind(scene_reader *r, ph_joint_def *d)
{
  static const struct {
    const char *name;
    ph_joint_kind kind;
  } kinds[] = {{"distance", PH_DISTANCE_JOINT}, {"revolute", PH_REVOLUTE_JOINT},
    {"prismatic", PH_PRISMATIC_JOINT}, {"weld", PH_WELD_JOINT}};
  int named = 0;
  for (int k = 0; k < 4; k++)
    if (scene_flag(r, kinds[k].name)) *d = ph_default_joint_def(kinds[k].kind), named++;
  if (named != 1)
    scene_error(r, "a joint line names its kind, once: joint distance, revolute, prismatic "
      "or weld (this line names %d)", named);
  return named == 1 && !r->failed;
}

@ A body is named by its number. A number that is missing, or names no
body the lines before have made, is refused here with the key, so that
the reader hears which of the two is wrong and how many bodies there are;
the engine's check would refuse it too, without the line's words.
@.missing 'a' for joint@>
@.names no body@>

@<Scene helpers@>+=
static ph_body_id read_joint_body(scene *s, scene_reader *r, const char *key)
{
  ph_body_id none = {0};
  bool present;
  find_value(r, key, &present);
  if (!present) {
    scene_error(r, "missing '%s' for joint: the number of a body, counted from 0 in the "
      "order of the file", key);
    return none;
  }
  int i = scene_integer(r, key, -1, 0, SCENE_MAX_BODIES - 1), n = s->world->body_count;
  if (r->failed) return none;
  if (i >= n) @<Refuse body |i| of the joint, which no line before has made@>@;
  return ph_body_id_of(i);
}

@ @<Refuse body |i| of the joint, which no line before has made@>=
{
  if (n == 0) scene_error(r, "'%s=%d' names no body: no line before this one makes a body",
    key, i);
  else scene_error(r, "'%s=%d' names no body: the bodies before this line are 0 to %d", key,
    i, n - 1);
  return none;
}

@ The points. A distance joint has an end on each body, \.{ax}, \.{ay}
and \.{bx}, \.{by}, and a rest length, the ends' distance unless
\.{length=} gives it; the others have one point, \.{x}, \.{y}, which a
prismatic joint's rail goes through, along \.{axis=}. Each number is read
in a statement of its own, so that a line missing two of them is told of
the first, whatever order the compiler would compute a call's arguments in.
@.missing 'axis' for a prismatic joint@>

@<Read the points of joint |d|@>=
if (d.kind == PH_DISTANCE_JOINT) {
  d.anchor_a.x = scene_required_number(r, "ax");
  d.anchor_a.y = scene_required_number(r, "ay");
  d.anchor_b.x = scene_required_number(r, "bx");
  d.anchor_b.y = scene_required_number(r, "by");
  d.length = scene_number(r, "length", d.length);
} else {
  d.anchor_a.x = scene_required_number(r, "x");
  d.anchor_a.y = scene_required_number(r, "y");
}
if (d.kind == PH_PRISMATIC_JOINT) @<Read the axis of prismatic joint |d|@>@;

@ The axis has no default: a rail that the file does not lay has no
direction a reader could guess.

@<Read the axis of prismatic joint |d|@>=
{
  bool present;
  find_value(r, "axis", &present);
  if (!present) scene_error(r, "missing 'axis' for a prismatic joint: the rail's "
    "direction DX,DY");
  d.axis = scene_vector(r, "axis", d.axis);
}

@ The limit is the pair of lengths \.{min} and \.{max} of a distance
joint, or the pair \.{lower} and \.{upper}, an angle of a revolute joint
and a distance along the rail of a prismatic one; a weld has none. The
motor is a revolute or a prismatic joint's; the spring is every kind's
but the prismatic joint's.

@<Read the limit, the spring and the motor of joint |d|@>=
{
  bool distance = d.kind == PH_DISTANCE_JOINT, revolute = d.kind == PH_REVOLUTE_JOINT;
  bool prismatic = d.kind == PH_PRISMATIC_JOINT;
  if (distance || revolute || prismatic)
    d.limit = read_pair(r, distance ? "min" : "lower", distance ? "max" : "upper", &d.lower,
      &d.upper);
  if (!prismatic) @<Read the spring of joint |d|@>@;
  if (revolute || prismatic)
    d.motor = read_pair(r, "motor_speed", revolute ? "max_torque" : "max_force",
      &d.motor_speed, &d.max_motor);
}

@ A pair of keys is read whole: both numbers, or neither, in which case
the definition's defaults stay. The result says whether the pair was
given.

@<Scene helpers@>+=
static bool read_pair(scene_reader *r, const char *first, const char *second, double *x,
  double *y)
{
  bool has_first, has_second;
  find_value(r, first, &has_first);
  find_value(r, second, &has_second);
  if (has_first != has_second) {
    scene_error(r, "'%s' and '%s' go together: give both or neither", first, second);
    return false;
  }
  *x = scene_number(r, first, *x);
  *y = scene_number(r, second, *y);
  return has_first;
}

@ The spring: \.{hertz} makes one, \.{damping} damps it, and a distance
joint with a limit and no \.{hertz} is the rope of 0\thinspace Hz.

@<Read the spring of joint |d|@>=
{
  bool has_hertz, has_damping;
  find_value(r, "hertz", &has_hertz);
  find_value(r, "damping", &has_damping);
  if (has_damping && !has_hertz)
    scene_error(r, "'damping' needs 'hertz': a damping ratio belongs to a spring");
  d.spring = has_hertz || (distance && d.limit);
  d.hertz = scene_number(r, "hertz", 0.0);
  d.damping_ratio = scene_number(r, "damping", 0.0);
}

@*1 Scenes.
Eight built-in scenes, each under a plain \.{world} line, so on the soft
step that joints need. In each the bodies come first, numbered from 0 in
the order of their lines, and the joints after them, naming the bodies
by those numbers.

{\it The bridge}, the demo's default: thirty planks of 20\thinspace
kg/m$^2$, each pinned to the next by a revolute joint, hang between two
posts 15\thinspace m apart, and two boxes and a ball fall on them. The
planks are not laid straight. A straight chain pinned at both ends has no
length to spare, and a load on it could only be held by a tension
$T\approx wL^2/8s$ for a sag~$s$ that is zero: no joint could give it, and
the rows would stretch until they did. So the planks are laid on a circle
that sags 1\thinspace m in the middle, each 0.5059\thinspace m long, and
their angles are given in radians; the pins are the planks' shared ends.
Body~0 is the ground, 1 and 2 the posts, 3 to 32 the planks from the left,
33 to 35 what falls.
@^bridge@>

@<Built-in scenes@>+=
{"bridge", 12, "a bridge of thirty planks on revolute joints, with boxes dropped on it",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=3 width=20\n"@/
  "box x=0 y=-0.5 w=40 h=1 static" @<The material of the comparison@> "\n"@/
  "box x=-8 y=2 w=1 h=4 static" @<The material of the comparison@> "\n"@/
  "box x=8 y=2 w=1 h=4 static" @<The material of the comparison@> "\n"@/
  @<The thirty planks of the bridge@>@/
  "box x=-3 y=6 w=0.8 h=0.8 density=5 friction=0.6 restitution=0\n"@/
  "box x=2 y=7 w=0.8 h=0.8 density=5 friction=0.6 restitution=0\n"@/
  "circle x=4.5 y=6 r=0.4 density=5 friction=0.6 restitution=0\n"@/
  @<The thirty-one pins of the bridge@>},

@ A plank is 0.125\thinspace m thick, of density 20, with the
comparison's friction. Its centre and its angle are those of its chord of
the circle, written to four places.

@<The material of a plank@>=
" density=20 friction=0.6 restitution=0"

@ @<The thirty planks of the bridge@>=
  "box x=-7.2553 y=3.9359 w=0.5059 h=0.125 angle=-0.2563" @<The material of a plank@> "\n"@/
  "box x=-6.7648 y=3.812 w=0.5059 h=0.125 angle=-0.2386" @<The material of a plank@> "\n"@/
  "box x=-6.2723 y=3.6968 w=0.5059 h=0.125 angle=-0.2209" @<The material of a plank@> "\n"@/
  "box x=-5.7777 y=3.5903 w=0.5059 h=0.125 angle=-0.2032" @<The material of a plank@> "\n"@/
  "box x=-5.2814 y=3.4926 w=0.5059 h=0.125 angle=-0.1856" @<The material of a plank@> "\n"@/
  "box x=-4.7834 y=3.4036 w=0.5059 h=0.125 angle=-0.1679" @<The material of a plank@> "\n"@/
  "box x=-4.2839 y=3.3235 w=0.5059 h=0.125 angle=-0.1502" @<The material of a plank@> "\n"@/
  "box x=-3.783 y=3.2522 w=0.5059 h=0.125 angle=-0.1326" @<The material of a plank@> "\n"@/
  "box x=-3.281 y=3.1898 w=0.5059 h=0.125 angle=-0.1149" @<The material of a plank@> "\n"@/
  "box x=-2.778 y=3.1362 w=0.5059 h=0.125 angle=-0.0972" @<The material of a plank@> "\n"@/
  "box x=-2.2741 y=3.0916 w=0.5059 h=0.125 angle=-0.0795" @<The material of a plank@> "\n"@/
  "box x=-1.7695 y=3.0559 w=0.5059 h=0.125 angle=-0.0619" @<The material of a plank@> "\n"@/
  "box x=-1.2643 y=3.0291 w=0.5059 h=0.125 angle=-0.0442" @<The material of a plank@> "\n"@/
  "box x=-0.7587 y=3.0112 w=0.5059 h=0.125 angle=-0.0265" @<The material of a plank@> "\n"@/
  "box x=-0.2529 y=3.0022 w=0.5059 h=0.125 angle=-0.0088" @<The material of a plank@> "\n"@/
  "box x=0.2529 y=3.0022 w=0.5059 h=0.125 angle=0.0088" @<The material of a plank@> "\n"@/
  "box x=0.7587 y=3.0112 w=0.5059 h=0.125 angle=0.0265" @<The material of a plank@> "\n"@/
  "box x=1.2643 y=3.0291 w=0.5059 h=0.125 angle=0.0442" @<The material of a plank@> "\n"@/
  "box x=1.7695 y=3.0559 w=0.5059 h=0.125 angle=0.0619" @<The material of a plank@> "\n"@/
  "box x=2.2741 y=3.0916 w=0.5059 h=0.125 angle=0.0795" @<The material of a plank@> "\n"@/
  "box x=2.778 y=3.1362 w=0.5059 h=0.125 angle=0.0972" @<The material of a plank@> "\n"@/
  "box x=3.281 y=3.1898 w=0.5059 h=0.125 angle=0.1149" @<The material of a plank@> "\n"@/
  "box x=3.783 y=3.2522 w=0.5059 h=0.125 angle=0.1326" @<The material of a plank@> "\n"@/
  "box x=4.2839 y=3.3235 w=0.5059 h=0.125 angle=0.1502" @<The material of a plank@> "\n"@/
  "box x=4.7834 y=3.4036 w=0.5059 h=0.125 angle=0.1679" @<The material of a plank@> "\n"@/
  "box x=5.2814 y=3.4926 w=0.5059 h=0.125 angle=0.1856" @<The material of a plank@> "\n"@/
  "box x=5.7777 y=3.5903 w=0.5059 h=0.125 angle=0.2032" @<The material of a plank@> "\n"@/
  "box x=6.2723 y=3.6968 w=0.5059 h=0.125 angle=0.2209" @<The material of a plank@> "\n"@/
  "box x=6.7648 y=3.812 w=0.5059 h=0.125 angle=0.2386" @<The material of a plank@> "\n"@/
  "box x=7.2553 y=3.9359 w=0.5059 h=0.125 angle=0.2563" @<The material of a plank@> "\n"

@ The pins: the left post (body~1) to the first plank at the post's
corner, each plank to the next at their shared end, the last plank to the
right post (body~2).

@<The thirty-one pins of the bridge@>=
  "joint revolute a=1 b=3 x=-7.5 y=4\njoint revolute a=3 b=4 x=-7.0106 y=3.8718\n"@/
  "joint revolute a=4 b=5 x=-6.5191 y=3.7522\njoint revolute a=5 b=6 x=-6.0255 y=3.6414\n"@/
  "joint revolute a=6 b=7 x=-5.53 y=3.5392\njoint revolute a=7 b=8 x=-5.0328 y=3.4459\n"@/
  "joint revolute a=8 b=9 x=-4.534 y=3.3614\njoint revolute a=9 b=10 x=-4.0338 y=3.2856\n"@/
  "joint revolute a=10 b=11 x=-3.5323 y=3.2188\njoint revolute a=11 b=12 x=-3.0297 y=3.1608\n"@/
  "joint revolute a=12 b=13 x=-2.5262 y=3.1117\njoint revolute a=13 b=14 x=-2.0219 y=3.0715\n"@/
  "joint revolute a=14 b=15 x=-1.517 y=3.0402\njoint revolute a=15 b=16 x=-1.0116 y=3.0179\n"@/
  "joint revolute a=16 b=17 x=-0.5059 y=3.0045\njoint revolute a=17 b=18 x=0 y=3\n"@/
  "joint revolute a=18 b=19 x=0.5059 y=3.0045\njoint revolute a=19 b=20 x=1.0116 y=3.0179\n"@/
  "joint revolute a=20 b=21 x=1.517 y=3.0402\njoint revolute a=21 b=22 x=2.0219 y=3.0715\n"@/
  "joint revolute a=22 b=23 x=2.5262 y=3.1117\njoint revolute a=23 b=24 x=3.0297 y=3.1608\n"@/
  "joint revolute a=24 b=25 x=3.5323 y=3.2188\njoint revolute a=25 b=26 x=4.0338 y=3.2856\n"@/
  "joint revolute a=26 b=27 x=4.534 y=3.3614\njoint revolute a=27 b=28 x=5.0328 y=3.4459\n"@/
  "joint revolute a=28 b=29 x=5.53 y=3.5392\njoint revolute a=29 b=30 x=6.0255 y=3.6414\n"@/
  "joint revolute a=30 b=31 x=6.5191 y=3.7522\njoint revolute a=31 b=32 x=7.0106 y=3.8718\n"@/
  "joint revolute a=32 b=2 x=7.5 y=4\n"

@ {\it Pendulums.} \.{pendulum} hangs a ball on a string, a distance
joint 2\thinspace m long from a pin under a static block, and lets it go
0.2\thinspace rad from the vertical. The string pulls through the ball's
centre and leaves its spin alone, so the ball swings as a point mass
does, with the period $T=2\pi\sqrt{L/g}=2.81\,$s of the small swing
(2.82\thinspace s at this angle). \.{double\_pendulum} hangs a second ball
from the first, both strings 1.5\thinspace m long, and starts both
level with the pin: the motion that follows is chaotic, and two runs of
slightly different scenes part within seconds.
@^pendulum@>

@<Built-in scenes@>+=
{"pendulum", 12, "a ball on a 2 m string swings with the period 2 pi sqrt(L/g)",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=1 width=6\n"@/
  "box x=0 y=2.1 w=0.4 h=0.2 static material=static\n"@/
  "circle x=0.397339 y=0.039867 r=0.2 material=wood\n"@/
  "joint distance a=0 b=1 ax=0 ay=2 bx=0.397339 by=0.039867\n"},
{"double_pendulum", 12, "a ball hung from a ball: a chaotic swing",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=1.5 width=10\n"@/
  "box x=0 y=3.1 w=0.4 h=0.2 static material=static\n"@/
  "circle x=1.5 y=3 r=0.2 material=wood\n"@/
  "circle x=3 y=3 r=0.2 material=wood\n"@/
  "joint distance a=0 b=1 ax=0 ay=3 bx=1.5 by=3\n"@/
  "joint distance a=1 b=2 ax=1.5 ay=3 bx=3 by=3\n"},

@ {\it A chain} of twenty links, each 0.5\thinspace m by 0.125\thinspace m
of density 20, pinned end to end, the first to a static block (body~0),
laid out level to the right and let go: it falls, swings through under
its pin and hangs, 10\thinspace m long. How far it stretches at rest, with
the weight of the links below each pin pulling on it, is the chapter's
measure of the soft rows.
@^chain@>

@<Built-in scenes@>+=
{"chain", 12, "twenty links on revolute joints fall from level and hang",@/
  "world gravity=0,-10\n"@/
  "view x=-5 y=0 width=22\n"@/
  "box x=-5 y=6 w=0.3 h=0.3 static material=static\n"@/
  @<The twenty links of the chain@>@/
  @<The twenty pins of the chain@>},

@ @<The twenty links of the chain@>=
  "box x=-4.75 y=6 w=0.5 h=0.125 density=20\nbox x=-4.25 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=-3.75 y=6 w=0.5 h=0.125 density=20\nbox x=-3.25 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=-2.75 y=6 w=0.5 h=0.125 density=20\nbox x=-2.25 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=-1.75 y=6 w=0.5 h=0.125 density=20\nbox x=-1.25 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=-0.75 y=6 w=0.5 h=0.125 density=20\nbox x=-0.25 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=0.25 y=6 w=0.5 h=0.125 density=20\nbox x=0.75 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=1.25 y=6 w=0.5 h=0.125 density=20\nbox x=1.75 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=2.25 y=6 w=0.5 h=0.125 density=20\nbox x=2.75 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=3.25 y=6 w=0.5 h=0.125 density=20\nbox x=3.75 y=6 w=0.5 h=0.125 density=20\n"@/
  "box x=4.25 y=6 w=0.5 h=0.125 density=20\nbox x=4.75 y=6 w=0.5 h=0.125 density=20\n"

@ @<The twenty pins of the chain@>=
  "joint revolute a=0 b=1 x=-5 y=6\njoint revolute a=1 b=2 x=-4.5 y=6\n"@/
  "joint revolute a=2 b=3 x=-4 y=6\njoint revolute a=3 b=4 x=-3.5 y=6\n"@/
  "joint revolute a=4 b=5 x=-3 y=6\njoint revolute a=5 b=6 x=-2.5 y=6\n"@/
  "joint revolute a=6 b=7 x=-2 y=6\njoint revolute a=7 b=8 x=-1.5 y=6\n"@/
  "joint revolute a=8 b=9 x=-1 y=6\njoint revolute a=9 b=10 x=-0.5 y=6\n"@/
  "joint revolute a=10 b=11 x=0 y=6\njoint revolute a=11 b=12 x=0.5 y=6\n"@/
  "joint revolute a=12 b=13 x=1 y=6\njoint revolute a=13 b=14 x=1.5 y=6\n"@/
  "joint revolute a=14 b=15 x=2 y=6\njoint revolute a=15 b=16 x=2.5 y=6\n"@/
  "joint revolute a=16 b=17 x=3 y=6\njoint revolute a=17 b=18 x=3.5 y=6\n"@/
  "joint revolute a=18 b=19 x=4 y=6\njoint revolute a=19 b=20 x=4.5 y=6\n"

@ {\it A ragdoll}, seen from the front: a torso, a head, two arms and two
legs of two parts each, ten bodies on nine revolute joints, each with a
limit that a body's joint has: the neck turns half a radian either way,
a shoulder lifts its arm out and up to 2.8 radians and across the chest
by 0.3, an elbow and a knee bend one way only, a hip spreads its leg out
by 1.2. Each limit is an angle of the outer part relative to the inner
one (a positive angle turns it counter-clockwise), so the left limb's
limits are the right one's with their signs turned. The parts are of the
comparison's material, in layer~2 with a mask of~1: they meet the stairs
and the ground, of layer~1, and not one another, so that an arm can fall
across the torso. The doll is dropped, moving right at 2\thinspace m/s,
onto the top of three steps, and tumbles down them.
@^ragdoll@>

@<Built-in scenes@>+=
{"ragdoll", 12, "a ragdoll of ten parts with limited joints tumbles down steps",@/
  "world gravity=0,-10\n"@/
  "view x=-1 y=3 width=12\n"@/
  "box x=0 y=-0.5 w=30 h=1 static" @<The material of the comparison@> "\n"@/
  "box x=-4 y=1.5 w=4 h=3 static" @<The material of the comparison@> "\n"@/
  "box x=-1 y=1 w=2 h=2 static" @<The material of the comparison@> "\n"@/
  "box x=1 y=0.5 w=2 h=1 static" @<The material of the comparison@> "\n"@/
  @<The parts of the ragdoll@>@/
  @<The joints of the ragdoll@>},

@ The parts, bodies 4 to~13: the torso, the head, the left arm above and
below the elbow, the right arm, the left leg above and below the knee,
the right leg.

@<The material of a part of the ragdoll@>=
@<The material of the comparison@> " layer=2 mask=1 vx=2"

@ @<The parts of the ragdoll@>=
  "box x=-4.5 y=6.3 w=0.5 h=1" @<The material of a part of the ragdoll@> "\n"@/
  "circle x=-4.5 y=7.1 r=0.25" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.86 y=6.5 w=0.16 h=0.55" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.86 y=5.95 w=0.14 h=0.55" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.14 y=6.5 w=0.16 h=0.55" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.14 y=5.95 w=0.14 h=0.55" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.63 y=5.45 w=0.2 h=0.7" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.63 y=4.75 w=0.18 h=0.7" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.37 y=5.45 w=0.2 h=0.7" @<The material of a part of the ragdoll@> "\n"@/
  "box x=-4.37 y=4.75 w=0.18 h=0.7" @<The material of a part of the ragdoll@> "\n"

@ The joints: the neck; the left shoulder and elbow, the right ones; the
left hip and knee, the right ones. Each pin is where the two parts meet.

@<The joints of the ragdoll@>=
  "joint revolute a=4 b=5 x=-4.5 y=6.8 lower=-0.5 upper=0.5\n"@/
  "joint revolute a=4 b=6 x=-4.86 y=6.75 lower=-2.8 upper=0.3\n"@/
  "joint revolute a=6 b=7 x=-4.86 y=6.225 lower=0 upper=2.4\n"@/
  "joint revolute a=4 b=8 x=-4.14 y=6.75 lower=-0.3 upper=2.8\n"@/
  "joint revolute a=8 b=9 x=-4.14 y=6.225 lower=-2.4 upper=0\n"@/
  "joint revolute a=4 b=10 x=-4.63 y=5.8 lower=-1.2 upper=0.3\n"@/
  "joint revolute a=10 b=11 x=-4.63 y=5.1 lower=0 upper=2.2\n"@/
  "joint revolute a=4 b=12 x=-4.37 y=5.8 lower=-0.3 upper=1.2\n"@/
  "joint revolute a=12 b=13 x=-4.37 y=5.1 lower=-2.2 upper=0\n"

@ {\it A car}: a chassis 3\thinspace m by 0.4\thinspace m of density~5
(6\thinspace kg), and two wheels of radius 0.45\thinspace m, 2.4\thinspace m
apart, each pinned at its centre by a revolute joint with a motor that
turns it at $-8$\thinspace rad/s relative to the chassis (clockwise,
which drives the car to the right at 3.6\thinspace m/s) with at most
15\thinspace N\,m. The wheels grip with a friction of 0.9. The car starts
at the left of a ground of four bumps and drives over them to the wall at
the right, where its motors stall; the arrow keys drive it back (see the
demo's keys). A motor's torque turns the chassis the other way, and a car
that speeds up tips back: a long, low chassis and a modest cap keep its
front wheel down.
@^car@>

@<Built-in scenes@>+=
{"car", 12, "a car with motors in its wheels drives over bumps",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=2 width=22\n"@/
  "box x=0 y=-0.5 w=24 h=1 static material=static friction=0.9\n"@/
  "box x=-10.5 y=2 w=1 h=4 static material=static\n"@/
  "box x=10.5 y=2 w=1 h=4 static material=static\n"@/
  "polygon x=-4 y=0 verts=-1.2,0;1.2,0;0.4,0.3;-0.4,0.3 static material=static friction=0.9\n"@/
  "polygon x=0 y=0 verts=-1,0;1,0;0,0.25 static material=static friction=0.9\n"@/
  "box x=3 y=0.075 w=0.6 h=0.15 static material=static friction=0.9\n"@/
  "polygon x=6.5 y=0 verts=-1.5,0;1.5,0;0.5,0.45;-0.5,0.45 static material=static friction=0.9\n"@/
  "box x=-7 y=0.8 w=3 h=0.4 density=5 friction=0.6 restitution=0\n"@/
  "circle x=-8.2 y=0.45 r=0.45 density=2 friction=0.9 restitution=0\n"@/
  "circle x=-5.8 y=0.45 r=0.45 density=2 friction=0.9 restitution=0\n"@/
  "joint revolute a=7 b=8 x=-8.2 y=0.45 motor_speed=-8 max_torque=15\n"@/
  "joint revolute a=7 b=9 x=-5.8 y=0.45 motor_speed=-8 max_torque=15\n"},

@ {\it Newton's cradle} on strings: five balls of radius 0.5\thinspace m,
each hung from a bar by a distance joint 3\thinspace m long, with
restitution~1 and no friction; the first is pulled aside by
0.6\thinspace rad and let go. Chapter~5's \.{cradle} had no strings, and
its balls stood on a floor; here the strings bring each ball back, and
the blow goes through the row and back again. The balls hang a
millimetre apart, not touching. Balls that touch are at rest against one
another when the blow comes, and the soft step's restitution acts only on
a pair that was closing at the step's start (chapter~11): the three at the
far end would then leave together, slowly, and the blow would not be
passed on whole, as chapter~5's single pass did not pass it. A millimetre apart, the pairs close one after another and each
passes the blow on whole. The name \.{cradle} being chapter~5's, this
one is \.{newton}.
@^Newton's cradle@>

@<Built-in scenes@>+=
{"newton", 12, "Newton's cradle: five balls on strings, the first let go",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=2 width=11\n"@/
  "box x=0 y=4.1 w=6 h=0.2 static material=static\n"@/
  "circle x=-3.695928 y=1.523991 r=0.5" @<The material of the cradle@> "\n"@/
  "circle x=-1.001 y=1 r=0.5" @<The material of the cradle@> "\n"@/
  "circle x=0 y=1 r=0.5" @<The material of the cradle@> "\n"@/
  "circle x=1.001 y=1 r=0.5" @<The material of the cradle@> "\n"@/
  "circle x=2.002 y=1 r=0.5" @<The material of the cradle@> "\n"@/
  "joint distance a=0 b=1 ax=-2.002 ay=4 bx=-3.695928 by=1.523991\n"@/
  "joint distance a=0 b=2 ax=-1.001 ay=4 bx=-1.001 by=1\n"@/
  "joint distance a=0 b=3 ax=0 ay=4 bx=0 by=1\n"@/
  "joint distance a=0 b=4 ax=1.001 ay=4 bx=1.001 by=1\n"@/
  "joint distance a=0 b=5 ax=2.002 ay=4 bx=2.002 by=1\n"},

@ @<The material of the cradle@>=
" density=1 friction=0 restitution=1"

@ {\it A bridge that breaks}: twelve planks, the bridge's kind, between
posts 8\thinspace m apart, sagging 0.6\thinspace m, with every joint
set to break above 1500\thinspace N. The bridge holds its own weight and
a box of 2\thinspace kg dropped on it, well below that; the box of
60\thinspace kg that follows, falling 4\thinspace m, pulls a pin past
its strength, and the bridge parts there, and its halves fall and hang
from the posts.
@^breaking a joint@>

@<Built-in scenes@>+=
{"breakable", 12, "a heavy box breaks a bridge whose joints break above 1500 N",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=3 width=14\n"@/
  "box x=0 y=-0.5 w=30 h=1 static" @<The material of the comparison@> "\n"@/
  "box x=-4.5 y=2 w=1 h=4 static" @<The material of the comparison@> "\n"@/
  "box x=4.5 y=2 w=1 h=4 static" @<The material of the comparison@> "\n"@/
  @<The twelve planks of the breakable bridge@>@/
  "box x=-1 y=5 w=0.6 h=0.6 density=5.5 friction=0.6 restitution=0\n"@/
  "box x=0.5 y=8 w=1 h=1 density=60 friction=0.6 restitution=0\n"@/
  @<The thirteen pins of the breakable bridge@>},

@ The planks, bodies 3 to 14, 0.6766\thinspace m long.

@<The twelve planks of the breakable bridge@>=
  "box x=-3.6742 y=3.9088 w=0.6766 h=0.125 angle=-0.273" @<The material of a plank@> "\n"@/
  "box x=-3.0186 y=3.7427 w=0.6766 h=0.125 angle=-0.2233" @<The material of a plank@> "\n"@/
  "box x=-2.3556 y=3.6093 w=0.6766 h=0.125 angle=-0.1737" @<The material of a plank@> "\n"@/
  "box x=-1.6867 y=3.509 w=0.6766 h=0.125 angle=-0.1241" @<The material of a plank@> "\n"@/
  "box x=-1.0137 y=3.4419 w=0.6766 h=0.125 angle=-0.0744" @<The material of a plank@> "\n"@/
  "box x=-0.3382 y=3.4084 w=0.6766 h=0.125 angle=-0.0248" @<The material of a plank@> "\n"@/
  "box x=0.3382 y=3.4084 w=0.6766 h=0.125 angle=0.0248" @<The material of a plank@> "\n"@/
  "box x=1.0137 y=3.4419 w=0.6766 h=0.125 angle=0.0744" @<The material of a plank@> "\n"@/
  "box x=1.6867 y=3.509 w=0.6766 h=0.125 angle=0.1241" @<The material of a plank@> "\n"@/
  "box x=2.3556 y=3.6093 w=0.6766 h=0.125 angle=0.1737" @<The material of a plank@> "\n"@/
  "box x=3.0186 y=3.7427 w=0.6766 h=0.125 angle=0.2233" @<The material of a plank@> "\n"@/
  "box x=3.6742 y=3.9088 w=0.6766 h=0.125 angle=0.273" @<The material of a plank@> "\n"

@ Each pin ends with the force at which it breaks.

@<The breaking force of the breakable bridge@>=
" break=1500\n"

@ @<The thirteen pins of the breakable bridge@>=
  "joint revolute a=1 b=3 x=-4 y=4" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=3 b=4 x=-3.3485 y=3.8176" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=4 b=5 x=-2.6887 y=3.6678" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=5 b=6 x=-2.0224 y=3.5508" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=6 b=7 x=-1.351 y=3.4671" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=7 b=8 x=-0.6763 y=3.4168" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=8 b=9 x=0 y=3.4" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=9 b=10 x=0.6763 y=3.4168" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=10 b=11 x=1.351 y=3.4671" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=11 b=12 x=2.0224 y=3.5508" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=12 b=13 x=2.6887 y=3.6678" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=13 b=14 x=3.3485 y=3.8176" @<The breaking force of the breakable bridge@>@/
  "joint revolute a=14 b=2 x=4 y=4" @<The breaking force of the breakable bridge@>

@ @<Chapter titles@>+=
{12, "Joints"},

@*1 The demo.
From this stage on a drag pulls. A press on a body that moves makes a
mouse joint (chapter~12) whose grip is the point pressed and whose target
follows the mouse; the body is pulled there by the joint's spring of
5\thinspace Hz, with at most a thousand times its weight, $F_{\max}=1000\,
m\vert\vec g\vert$ (with $\vert\vec g\vert$ taken as 10\thinspace m/s$^2$ in a world with
no gravity, where the rule would give no force at all). A body pulled
into a wall is stopped by the wall, where chapter~4's drag, which put it
where the mouse was, pushed it through. Letting go destroys the joint.
While the demo is paused nothing moves, since only a step pulls. A static
body cannot be pulled; a press on one is chapter~4's, and so is every
press in a world whose solver is not the soft step, where the engine
makes no joint (an earlier chapter's scene): there the drag stays
chapter~4's. The demo keeps the joint's handle, null when there is none.
@^mouse joint@>

@<Demo state fields of the chapters@>+=
ph_joint_id mouse; /* the drag's mouse joint, or the null handle */
bool show_forces; /* draw the joints' reaction forces? */
double motor_speed; /* the revolute motors' speed that the arrow keys set, rad/s */

@ A scene starts with no drag, and with the motors' speed its first
revolute motor was given, so that the first arrow key changes it from
there. A scene with joints starts with no body selected: chapter~4's
separating lines, drawn from the selected body to its near neighbours,
would cross a bridge's every plank. A press selects a body as before.

@<Start the chapters' part of the demo@>+=
demo->mouse = (ph_joint_id){0};
if (demo->current.world->live_joints > 0) demo->selected = -1;
demo->motor_speed = 0.0;
for (int k = demo->current.world->joint_count - 1; k >= 0; k--) {
  const ph_joint *j = &demo->current.world->joints[k];
  if (j->alive && j->def.kind == PH_REVOLUTE_JOINT && j->def.motor)
    demo->motor_speed = j->def.motor_speed;
}

@ The press: chapter~4 has grabbed the body under the mouse, if any, and
taken the press. The mouse joint is made for it, after any joint of a
drag whose release the window never saw; a definition the engine would
refuse (a static body, a world not on the soft step) makes none, and is
not reported, since the drag then falls back on chapter~4's.

@<Let a chapter take a press at world point |p|, setting |taken|@>+=
if (taken && demo->grabbed >= 0 && demo->grabbed < demo->current.world->body_count) {
  ph_world *w = demo->current.world;
  ph_joint_def d = ph_default_joint_def(PH_MOUSE_JOINT);
  double g = ph_length(w->settings.gravity);
  let_go_of_mouse_joint(demo);
  d.b = ph_body_id_of(demo->grabbed);
  d.anchor_a = p;
  d.max_force = 1000.0 * w->bodies[demo->grabbed].mass * (g > 0.0 ? g : 10.0);
  if (!ph_joint_def_check(w, &d)) demo->mouse = ph_world_create_joint(w, &d);
}

@ Letting go of the mouse joint, if it is still there, and forgetting its
handle.

@<Draw with SDL's renderer@>+=
static void let_go_of_mouse_joint(demo_state *demo)
{
  if (ph_world_joint(demo->current.world, demo->mouse))
    ph_world_destroy_joint(demo->current.world, demo->mouse);
  demo->mouse = (ph_joint_id){0};
}

@ The drag. While the mouse joint lives, a move of the mouse moves its
target, and the body is pulled, not put: chapter~4's setting of the
position is skipped. The release lets go of the joint.

@<Let a later chapter pull the grabbed body to |p|, setting |pulled|@>+=
if (ph_world_joint(demo->current.world, demo->mouse))
  pulled = ph_joint_set_target(demo->current.world, demo->mouse, p);
if (released) let_go_of_mouse_joint(demo);

@ {\it Drawing the joints.} Every live joint that has not broken is drawn
after the world, in yellow: a stroke from its point on $A$ to its point on
$B$ (for a pin the two are one point, and the stroke's length is the
joint's error), a small ring at each, and a thin line from each moving
body's centre to its point, which shows what the joint holds; the mouse joint is
drawn in white, from its grip to its target, with the target a dot. The
points are where the bodies are drawn: between their last two states when
chapter~2's clock draws between them, by the same rule the bodies are
drawn with, so that a pin stays on its plank however the frames fall.
@^drawing joints@>

@<Draw the chapters' extras@>+=
draw_joints(demo->current.world, &d, demo->show_forces);

@ A point fixed in body |i|, at |p| in the world now, where the body is
drawn: its place in the body's frame, $R(-\theta)(\vec p-\vec x)$, put
back with the drawn position and angle. The world ($i<0$), and every
point when nothing is drawn between states, stays where it is.

@<Draw with SDL's renderer@>+=
static ph_vec2 drawn_point(const ph_world *w, int i, ph_vec2 p, const ph_draw *d)
{
  if (i < 0 || !d->interpolate) return p;
  const ph_body *b = &w->bodies[i];
  ph_vec2 local = ph_rotate(ph_rotation_of(-b->angle), ph_sub(p, b->position));
  double theta = b->previous_angle + d->alpha * (b->angle - b->previous_angle);
  return ph_add(ph_lerp(b->previous, b->position, d->alpha),
    ph_rotate(ph_rotation_of(theta), local));
}

@ The largest reaction force of the live joints, in newtons, and the
joint that carries it ($-1$ if there is no joint).

@<Draw with SDL's renderer@>+=
static double largest_joint_force(const ph_world *w, int *which)
{
  double largest = 0.0;
  *which = -1;
  for (int k = 0; k < w->joint_count; k++) {
    const ph_joint *j = &w->joints[k];
    if (!j->alive || j->broken) continue;
    double f = ph_length(ph_joint_force(w, ph_joint_id_of(k)));
    if (*which < 0 || f > largest) largest = f, *which = k;
  }
  return largest;
}

@ The joints are drawn in the order the world keeps them, each from its
two points as drawn, with its force's arrow over it when \.{1} asks;
the arrows are scaled by the largest force, found first.

@<Draw with SDL's renderer@>+=
static void draw_joints(const ph_world *w, const ph_draw *d, bool forces)
{
  int strongest;
  double largest = largest_joint_force(w, &strongest);
  for (int k = 0; k < w->joint_count; k++) {
    const ph_joint *j = &w->joints[k];
    if (!j->alive || j->broken) continue;
    ph_joint_id id = ph_joint_id_of(k);
    ph_vec2 pa = drawn_point(w, j->a, ph_joint_point_a(w, id), d);
    ph_vec2 pb = drawn_point(w, j->b, ph_joint_point_b(w, id), d);
    @<Draw joint |j| from |pa| to |pb|@>@;
    if (forces && largest > 0.0) @<Draw the reaction force of joint |id| at |pb|@>@;
  }
}

@ A joint of two bodies: the thin lines from the moving bodies' centres
first, the stroke and the rings over them. A static body's centre is left
out: a post's line would only cross the post.

@<Draw joint |j| from |pa| to |pb|@>=
if (j->def.kind == PH_MOUSE_JOINT) {
  ph_draw_stroke(d, pb, pa, 0.03, (ph_color){255, 255, 255, 255});
  d->point(d->context, pa, 7.0, (ph_color){255, 255, 255, 255});
} else {
  ph_color yellow = {250, 215, 90, 255}, dim = {250, 215, 90, 140};
  if (j->a >= 0 && !ph_body_is_static(w, ph_body_id_of(j->a)))
    d->segment(d->context, drawn_point(w, j->a, w->bodies[j->a].position, d), pa, dim);
  if (!ph_body_is_static(w, ph_body_id_of(j->b)))
    d->segment(d->context, drawn_point(w, j->b, w->bodies[j->b].position, d), pb, dim);
  ph_draw_stroke(d, pa, pb, 0.04, yellow);
  d->circle(d->context, pa, 0.07, yellow);
  d->circle(d->context, pb, 0.07, yellow);
}

@ {\it The forces.} \.{1} shows, at each joint's point on~$B$, the force
the joint put on $B$ over the last step, as an orange arrow: the largest
of them 2\thinspace m long and the others in proportion, so that the
arrows compare the joints of one frame (a bridge's end pins carry the
most); the panel gives the largest in newtons. The arrow's head is two
strokes a quarter of its length, at $\pm30^\circ$ to it.
@^reaction force@>

@<Draw the reaction force of joint |id| at |pb|@>=
{
  ph_vec2 f = ph_mul(2.0 / largest, ph_joint_force(w, id)), tip = ph_add(pb, f);
  ph_color orange = {255, 150, 60, 255};
  if (ph_length(f) > 1e-3) {
    ph_vec2 back = ph_mul(-0.25, f);
    ph_draw_stroke(d, pb, tip, 0.04, orange);
    ph_draw_stroke(d, tip, ph_add(tip, ph_rotate(ph_rotation_of(0.5236), back)), 0.04, orange);
    ph_draw_stroke(d, tip, ph_add(tip, ph_rotate(ph_rotation_of(-0.5236), back)), 0.04,
      orange);
  }
}

@ {\it The keys.} \.{1} switches the arrows of the forces. The arrow keys
drive the motors of the revolute joints, all of them together, as a
car's pedal drives both its wheels: $\leftarrow$ adds 5\thinspace rad/s
to their speed, $\rightarrow$ takes 5 away (a wheel turning clockwise,
at a negative speed, rolls to the right), and $\downarrow$ sets it to 0,
which with the motor's torque is a brake. The speed stays within
30\thinspace rad/s either way; each motor keeps its own cap. A joint with
no motor is left alone. (Every letter is some chapter's key by now; the
digits and the arrows are free.)

@<Handle a key of the chapters@>+=
case SDLK_1: demo->show_forces = !demo->show_forces; break;
case SDLK_LEFT: case SDLK_RIGHT: case SDLK_DOWN:
  {
    SDL_Keycode key = event.key.keysym.sym;
    double v = key == SDLK_DOWN ? 0.0 : demo->motor_speed + (key == SDLK_LEFT ? 5.0 : -5.0);
    demo->motor_speed = fmax(-30.0, fmin(30.0, v));
    drive_motors(demo->current.world, demo->motor_speed);
  }
  break;

@ Driving the motors: every live revolute joint that has not broken and
whose motor is on gets the new speed, and keeps its own cap. The result
is how many were driven.

@<Draw with SDL's renderer@>+=
static int drive_motors(ph_world *w, double speed)
{
  int driven = 0;
  for (int k = 0; k < w->joint_count; k++) {
    const ph_joint *j = &w->joints[k];
    if (j->alive && !j->broken && j->def.kind == PH_REVOLUTE_JOINT && j->def.motor)
      driven += ph_joint_set_motor(w, ph_joint_id_of(k), true, speed, j->def.max_motor);
  }
  return driven;
}

@ @<Help lines of the chapters@>+=
"  drag         a mouse joint pulls the body, with at most 1000 times its weight\n"@/
"  1            show the force each joint carries, as arrows\n"@/
"  Left, Right  the revolute motors: 5 rad/s more counter-clockwise, or clockwise\n"@/
"  Down         the revolute motors' speed to 0: a brake\n"

@ The panel: the joints there are and how many have broken, the softness
of their rigid rows, the largest force and which joint carries it when
\.{1} shows the forces, the motors' speed when the scene has motors, and
the drag.

@<Add the chapters' lines to the panel@>+=
panel_group(panel, 12);
{
  const ph_world *w = demo->current.world;
  int live = 0, broken = 0, motors = 0, strongest;
  double largest = largest_joint_force(w, &strongest);
  for (int k = 0; k < w->joint_count; k++) {
    const ph_joint *j = &w->joints[k];
    live += j->alive, broken += j->alive && j->broken;
    motors += j->alive && j->def.kind == PH_REVOLUTE_JOINT && j->def.motor;
  }
  @<Add the lines of the joints to the panel@>@;
}

@ The lines, one a fact. The motors' line is there only in a scene with
motors, whose keys it names.

@<Add the lines of the joints to the panel@>=
panel_add(panel, "joints: %d, broken: %d", live, broken);
panel_add(panel, "rigid rows: joint_hertz %g, ratio %g", w->settings.joint_hertz,
  w->settings.joint_damping_ratio);
if (demo->show_forces && strongest >= 0)
  panel_add(panel, "1  forces: shown, largest %.0f N (joint %d)", largest, strongest);
else panel_add(panel, "1  forces: %s", demo->show_forces ? "shown" : "hidden");
if (motors > 0) panel_add(panel, "arrows  motors: %.3g rad/s", demo->motor_speed);
panel_add(panel, "drag: %s", ph_world_joint(w, demo->mouse) ? "a mouse joint pulls"
  : "nothing pulled");

@*1 A look at the scenes.
\.{bench12} runs each of the chapter's scenes for ten seconds, 600 steps of $1/60$\thinspace s,
and prints, a line each, what its joints did: how many there are and how
many broke, the largest force one of them carried at the end, and how far
the worst of them has come apart, the chapter's measure of a soft row's
give: for a pin, the distance between its two points; for a distance
joint, how far its length has left its rest length or its limit. The
line also gives the period of the first moving body's swing, timed from
the moments its velocity's $x$ turns back to the sense it first had, and the
farthest any moving body went. With scene names as arguments it runs
those instead. It reads only the public interface, and writes to the
terminal.
@^bench12@>

@(bench12.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 12 look helpers@>@;
@<Look at the chapter 12 scenes@>@;

@ How far joint |k| has come apart: a pin's two points' distance, a
distance joint's departure from its length, or from the nearer end of its
limit when it has one and is outside it. A mouse joint is a spring, and
is left out.

@<Chapter 12 look helpers@>=
static double joint_error(const ph_world *w, int k)
{
  const ph_joint *j = &w->joints[k];
  ph_joint_id id = ph_joint_id_of(k);
  if (j->def.kind == PH_MOUSE_JOINT) return 0.0;
  if (j->def.kind != PH_DISTANCE_JOINT)
    return ph_length(ph_sub(ph_joint_point_b(w, id), ph_joint_point_a(w, id)));
  double length = ph_joint_length(w, id);
  if (j->def.limit)
    return length < j->def.lower ? j->def.lower - length
      : length > j->def.upper ? length - j->def.upper : 0.0;
  return j->def.spring ? 0.0 : fabs(length - j->length);
}

@ One scene: the run, the swing's turns, and the line.

@<Chapter 12 look helpers@>=
static bool look_at(const char *name)
{
  scene s;
  if (!scene_load(&s, name)) return false;
  ph_world *w = s.world;
  int first = -1, crossings = 0;
  double sense = 0.0, first_cross = 0.0, last_cross = 0.0, farthest = 0.0;
  for (int i = w->body_count - 1; i >= 0; i--)
    if (!ph_body_is_static(w, ph_body_id_of(i))) first = i;
  ph_vec2 *start = malloc((size_t) (w->body_count + 1) * sizeof *start);
  if (!start) return false;
  for (int i = 0; i < w->body_count; i++) start[i] = w->bodies[i].position;
  for (int n = 0; n < 600 && !ph_world_failure(w); n++) {
    double before = first >= 0 ? w->bodies[first].velocity.x : 0.0;
    scene_step(&s, 1.0 / 60.0);
    @<Note a turn of the first moving body's velocity@>@;
  }
  @<Print the line of the scene |name|@>@;
  free(start);
  scene_destroy(&s);
  return true;
}

@ The sense of the swing is the sign of the first step's velocity along
$x$; a turn is a step whose velocity goes from the other sense to this
one, timed by linear interpolation within the step. A swing started at
rest at one end turns back to its first sense once a period.

@<Note a turn of the first moving body's velocity@>=
if (first >= 0) {
  double after = w->bodies[first].velocity.x;
  if (sense == 0.0 && after != 0.0) sense = after > 0.0 ? 1.0 : -1.0;
  else if (sense != 0.0 && sense * before < 0.0 && sense * after >= 0.0) {
    double t = w->time - 1.0 / 60.0 + (1.0 / 60.0) * before / (before - after);
    if (crossings++ == 0) first_cross = t;
    last_cross = t;
  }
}

@ The line: the joints, the worst error in millimetres, the largest force,
the period (a dash if the body crossed fewer than twice), and the farthest
any moving body went.

@<Print the line of the scene |name|@>=
int live = 0, broken = 0;
double worst = 0.0, largest = 0.0;
for (int k = 0; k < w->joint_count; k++) {
  const ph_joint *j = &w->joints[k];
  if (!j->alive) continue;
  live++, broken += j->broken;
  if (j->broken) continue;
  worst = fmax(worst, joint_error(w, k));
  largest = fmax(largest, ph_length(ph_joint_force(w, ph_joint_id_of(k))));
}
for (int i = 0; i < w->body_count; i++)
  if (!ph_body_is_static(w, ph_body_id_of(i)))
    farthest = fmax(farthest, ph_length(ph_sub(w->bodies[i].position, start[i])));
printf("%-16s joints %3d broken %2d  worst %7.2f mm  largest %8.1f N  ", name, live, broken,
  1e3 * worst, largest);
if (crossings >= 2) printf("period %.3f s  ", (last_cross - first_cross) / (crossings - 1));
else printf("period   -      ");
printf("farthest %.2f m%s\n", farthest, ph_world_failure(w) ? "  NOT FINITE" : "");

@ The program: the chapter's scenes, or those named.
@.usage: bench12...@>

@<Look at the chapter 12 scenes@>=
int main(int argc, char **argv)
{
  static const char *scenes[] = {"bridge", "pendulum", "double_pendulum", "chain",
    "ragdoll", "car", "newton", "breakable"};
  bool ok = true;
  if (argc > 1)
    for (int i = 1; i < argc; i++) ok = look_at(argv[i]) && ok;
  else
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) ok = look_at(scenes[i]) && ok;
  return ok ? 0 : 1;
}
