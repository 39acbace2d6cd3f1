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
@.unknown joint kind@>

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
  if (named == 0 && r->pair_count > 0 && r->pairs[0].value == NULL)
    scene_error(r, "unknown joint kind '%s': joint distance, revolute, prismatic or weld",
      r->pairs[0].key);
  else if (named != 1)
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
  @<The fifteen planks left of the middle@>@/
  @<The fifteen planks right of the middle@>

@ The planks are symmetric about the middle: the right half mirrors the
left, $x$ and the angle of opposite signs.

@<The fifteen planks left of the middle@>=
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
  "box x=-0.2529 y=3.0022 w=0.5059 h=0.125 angle=-0.0088" @<The material of a plank@> "\n"

@ @<The fifteen planks right of the middle@>=
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

@*1 Measurements of chapter 12.
\.{bench12} measures the two things the chapter predicts: how far a
hanging chain's joints open under a load, against the model $F\,K_{yy}/\omega^2$
of each joint, and how a pendulum on a joint keeps its period and its
energy. It writes the two tables and the macros the chapter's sentences
read, and claims each relation a sentence states.
@^bench12@>

@(bench12.c@>=
#include "testing.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
@<Chapter 12 benchmark helpers@>@;
@<Run the chapter 12 measurements@>@;

@ A hanging chain: |N| links, boxes 0.125\thinspace m wide and
0.5\thinspace m long, of the default material, hanging straight down from
a static block, each pinned to the one above at its top end; under the
last, if |ratio| is positive, a square load of side 0.5\thinspace m whose
mass is |ratio| times the whole chain's, pinned at its top. It starts at
rest and straight, so that what it does is settle, not swing. The
function makes the world with the joint frequency |hertz| and |substeps|
sub-steps and returns it; the joints are the world's first.

@<Chapter 12 benchmark helpers@>=
enum { CHAIN_LINKS = 20 };

static ph_world *hanging_chain(double ratio, double hertz, int substeps)
{
  ph_settings s = ph_stage_settings(12);
  s.joint_hertz = hertz;
  s.substeps = substeps;
  ph_world *w = ph_world_create(&s);
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 0.5);
  d.is_static = true;
  d.position = ph_v(0.0, 0.25);
  ph_body_id above = ph_world_create_body(w, &d);
  d = ph_default_body_def();
  double link_mass = 0.125 * 0.5 * d.material.density;
  for (int k = 0; k <= CHAIN_LINKS; k++) {
    if (k == CHAIN_LINKS && !(ratio > 0.0)) break;
    @<Hang link |k| of the chain below |above|@>@;
  }
  return w;
}

@ Link $k$'s top is at $y=-0.5k$; the load's density gives it |ratio|
times the chain's mass.

@<Hang link |k| of the chain below |above|@>=
ph_body_def link = ph_default_body_def();
link.shape = k < CHAIN_LINKS ? ph_box(0.125, 0.5) : ph_box(0.5, 0.5);
link.position = ph_v(0.0, -0.5 * k - (k < CHAIN_LINKS ? 0.25 : 0.25));
if (k == CHAIN_LINKS) link.material.density = ratio * CHAIN_LINKS * link_mass / 0.25;
ph_body_id b = ph_world_create_body(w, &link);
ph_joint_def j = ph_default_joint_def(PH_REVOLUTE_JOINT);
j.a = above, j.b = b;
j.anchor_a = ph_v(0.0, -0.5 * k);
ph_world_create_joint(w, &j);
above = b;

@ The model of each joint's opening. Joint $k$ (0 at the top) carries the
weight of everything below it, $F_k=g\,(m(N-k)+M)$; at rest its row's
fixed point opens it by $F_kK_{yy}/\omega^2$, where $K_{yy}$ is the
vertical entry of its block: both lever arms are vertical, so only the
masses count, $1/m$ at the top (the block above is static), $2/m$ between
two links, and $1/m+1/M$ above the load. $\omega=2\pi\min(f,1/4\hs)$.

@<Chapter 12 benchmark helpers@>+=
static double model_gap(const ph_world *w, int k, double ratio)
{
  double g = -w->settings.gravity.y, m = w->bodies[1].mass;
  double M = ratio > 0.0 ? ratio * CHAIN_LINKS * m : 0.0;
  double h = 1.0 / 60.0 / w->settings.substeps;
  double omega = 2.0 * 3.14159265358979323846 * fmin(w->settings.joint_hertz, 0.25 / h);
  double kyy = k == 0 ? 1.0 / m : k < CHAIN_LINKS ? 2.0 / m : 1.0 / m + 1.0 / M;
  return g * (m * (CHAIN_LINKS - k) + M) * kyy / (omega * omega);
}

@ One chain measured: it hangs for 30\thinspace s, and over the last 5 the
top joint's opening and the whole chain's stretch (the sum of the
openings) are averaged, and the stretch's least and greatest are kept,
for a heavy load bounces on the chain for a long time (the chapter says
why); the model is the average's. The top joint's force, the check that
the chain carries its weight, is averaged with them.

@<Chapter 12 benchmark helpers@>+=
typedef struct {
  double force, top, top_model, stretch, stretch_model, least, most;
} chain_run;

static chain_run run_chain(double ratio, double hertz, int substeps)
{
  ph_world *w = hanging_chain(ratio, hertz, substeps);
  chain_run r = {0, 0, 0, 0, 0, INFINITY, 0};
  for (int n = 0; n < 1800; n++) {
    ph_world_step(w, 1.0 / 60.0);
    if (n >= 1500) @<Add the chain's openings now to |r|@>@;
  }
  if (ph_world_failure(w)) { fprintf(stderr, "chain: %s\n", ph_world_failure(w)); exit(1); }
  r.force /= 300.0, r.top /= 300.0, r.stretch /= 300.0;
  for (int k = 0; k < w->joint_count; k++) r.stretch_model += model_gap(w, k, ratio);
  r.top_model = model_gap(w, 0, ratio);
  ph_world_destroy(w);
  return r;
}

@ @<Add the chain's openings now to |r|@>=
{
  double stretch = 0.0;
  for (int k = 0; k < w->joint_count; k++) {
    ph_joint_id id = ph_joint_id_of(k);
    double gap = ph_length(ph_sub(ph_joint_point_b(w, id), ph_joint_point_a(w, id)));
    stretch += gap;
    if (k == 0) r.top += gap, r.force += ph_length(ph_joint_force(w, id));
  }
  r.stretch += stretch;
  r.least = fmin(r.least, stretch), r.most = fmax(r.most, stretch);
}

@ A pendulum: a ball of radius 5\thinspace cm on a joint to a static
block, its centre |length| below the pivot, let go at the angle
|theta0| from rest. |kind| is a revolute joint at the pivot, which turns
the ball with the arm (a physical pendulum, whose period counts the
ball's own inertia), or a distance joint from the pivot to the ball's
centre, which leaves it free to turn (a simple pendulum). It runs 60
seconds and measures the period, from the times at which the ball
crosses the vertical going the same way, each found by interpolating
between the steps, and the change of the energy, over the energy of the
swing, $mgL(1-\cos\theta_0)$.

@<Chapter 12 benchmark helpers@>+=
typedef struct {
  double period, model, energy;
} pendulum_run;

static pendulum_run run_pendulum(ph_joint_kind kind, double length, double theta0)
{
  ph_settings s = ph_stage_settings(12);
  ph_world *w = ph_world_create(&s);
  @<Hang the pendulum's ball in |w|@>@;
  const ph_body *ball = &w->bodies[1];
  double g = -s.gravity.y, m = ball->mass, r = 0.05;
  double e0 = m * g * ball->position.y, swing = m * g * length * (1.0 - cos(theta0));
  double first = -1.0, last = 0.0, before = ball->position.x;
  int crossings = 0;
  for (int n = 1; n <= 3600; n++) {
    ph_world_step(w, 1.0 / 60.0);
    double x = ball->position.x;
    if (before > 0.0 && x <= 0.0) @<Note a crossing between step |n-1| and step |n|@>@;
    before = x;
  }
  pendulum_run p;
  @<Measure the period and the energy, and compare with the model@>@;
  ph_world_destroy(w);
  return p;
}

@ The period is the mean time between the crossings. The model's period
is that of a pendulum of moment of inertia $I$ about the pivot,
$2\pi\sqrt{I/mgL}$, with the first correction for the amplitude,
$1+\theta_0^2/16$; $I$ counts the ball's own inertia $mr^2/2$ only when
the revolute joint turns it with the arm.

@<Measure the period and the energy, and compare with the model@>=
p.period = (last - first) / (crossings - 1);
double I = kind == PH_REVOLUTE_JOINT ? m * (length * length + 0.5 * r * r) : m * length * length;
p.model = 2.0 * 3.14159265358979323846 * sqrt(I / (m * g * length))
  * (1.0 + theta0 * theta0 / 16.0);
double e = 0.5 * m * ph_dot(ball->velocity, ball->velocity)
  + 0.5 * ball->inertia * ball->angular_velocity * ball->angular_velocity + m * g * ball->position.y;
p.energy = (e - e0) / swing;

@ @<Note a crossing between step |n-1| and step |n|@>=
{
  double t = (n - x / (x - before)) / 60.0;
  if (crossings++ == 0) first = t;
  last = t;
}

@ The pivot is at the origin; the ball's centre is at $(L\sin\theta_0,
-L\cos\theta_0)$.

@<Hang the pendulum's ball in |w|@>=
ph_body_def d = ph_default_body_def();
d.shape = ph_box(0.2, 0.2);
d.is_static = true;
ph_body_id pivot = ph_world_create_body(w, &d);
d = ph_default_body_def();
d.shape = ph_circle(0.05);
d.position = ph_v(length * sin(theta0), -length * cos(theta0));
ph_body_id bob = ph_world_create_body(w, &d);
ph_joint_def j = ph_default_joint_def(kind);
j.a = pivot, j.b = bob;
j.anchor_a = ph_v(0.0, 0.0);
j.anchor_b = d.position;
ph_world_create_joint(w, &j);

@ The measurements: the chains, the pendulums, and what they write. With
no arguments the tables go to the standard output.

@<Run the chapter 12 measurements@>=
int main(int argc, char **argv)
{
  FILE *chains = stdout, *pendulums = stdout, *text = stdout;
  if (argc == 4) {
    chains = bench_open(argv[1]), pendulums = bench_open(argv[2]), text = bench_open(argv[3]);
    if (!chains || !pendulums || !text) return bench_close(false) ? 1 : 1;
  } else if (argc != 1) {
    fprintf(stderr, "usage: bench12 [CHAINS.tex PENDULUMS.tex TEXT.tex]\n");
    return 2;
  }
  @<Measure the chains and write their table@>@;
  @<Measure the pendulums and write their table@>@;
  if (argc == 4) return bench_close(true) ? 0 : 1;
  return 0;
}

@ Seven chains: at the default joint frequency, loads of 0, 1, 10 and 100
times the chain's mass; then the heavier loads with the frequency doubled
and the sub-steps doubled with it (the cap $1/4\hs$ allows no more), and the
heaviest with both doubled again.

@<Measure the chains and write their table@>=
static const struct { double ratio, hertz; int substeps; } chain_rows[] = {
  {0, 60, 4}, {1, 60, 4}, {10, 60, 4}, {100, 60, 4}, {10, 120, 8}, {100, 120, 8}, {100, 240, 16}};
enum { CHAIN_ROWS = sizeof chain_rows / sizeof chain_rows[0] };
chain_run cr[CHAIN_ROWS];
for (int i = 0; i < CHAIN_ROWS; i++) {
  cr[i] = run_chain(chain_rows[i].ratio, chain_rows[i].hertz, chain_rows[i].substeps);
  fprintf(chains, "%g&%d&%g&%.0f&%.2f&%.2f&%.1f&%.1f&%.1f\\cr\n", chain_rows[i].hertz,
    chain_rows[i].substeps, chain_rows[i].ratio, cr[i].force, 1e3 * cr[i].top,
    1e3 * cr[i].top_model, 1e3 * cr[i].stretch, 1e3 * cr[i].stretch_model,
    1e3 * (cr[i].most - cr[i].least));
}
@<Claim what the chains show, and write their macros@>@;

@ @<Measure the pendulums and write their table@>=
pendulum_run pr[2] = {run_pendulum(PH_REVOLUTE_JOINT, 2.0, 0.1),
  run_pendulum(PH_DISTANCE_JOINT, 2.0, 0.1)};
static const char *pendulum_names[2] = {"revolute (physical)", "distance (simple)"};
for (int i = 0; i < 2; i++)
  fprintf(pendulums, "%s&%.5f&%.5f&%+.2f&%+.4f\\cr\n", pendulum_names[i], pr[i].period,
    pr[i].model, 1e6 * (pr[i].period - pr[i].model) / pr[i].model, 100.0 * pr[i].energy);
@<Claim what the pendulums show, and write their macros@>@;

@ The claims the chapter's sentences make of the chains. Settled chains
(the light loads, and the load of 10 at 120\thinspace Hz) open at the top
by the model's amount, to 1\%; every chain's mean stretch is the model's
to 5\% (the heaviest, whose joints open by decimetres, bend the model's
straight line most); doubling the frequency quarters the stretch, to
within a twentieth; and the load of 100 at 60\thinspace Hz still bounces
by more than a metre after 30\thinspace s, while the light ones lie still
to a millimetre.

@<Claim what the chains show, and write their macros@>=
for (int i = 0; i < CHAIN_ROWS; i++) {
  claim("a chain's mean stretch is the model's", cr[i].stretch, CLAIM_WITHIN,
    cr[i].stretch_model, 0.05 * cr[i].stretch_model);
  if (cr[i].most - cr[i].least < 1e-3)
    claim("a settled chain opens at the top by the model's amount", cr[i].top, CLAIM_WITHIN,
      cr[i].top_model, 0.01 * cr[i].top_model);
}
claim("the light chains lie still", fmax(cr[0].most - cr[0].least, cr[1].most - cr[1].least),
  CLAIM_BELOW, 1e-3, 0);
claim("doubling the frequency quarters the stretch", cr[2].stretch / cr[4].stretch,
  CLAIM_WITHIN, 4.0, 0.2);
claim("the heavy load still bounces", cr[3].most - cr[3].least, CLAIM_ABOVE, 1.0, 0);
fprintf(text, "\\def\\ChTwelveLightGap{%.2f}\\def\\ChTwelveLightModel{%.2f}\n",
  1e3 * cr[1].top, 1e3 * cr[1].top_model);
fprintf(text, "\\def\\ChTwelveTenStretch{%.0f}\\def\\ChTwelveTenStretchDouble{%.0f}"
  "\\def\\ChTwelveTenRatio{%.2f}\n", 1e3 * cr[2].stretch, 1e3 * cr[4].stretch,
  cr[2].stretch / cr[4].stretch);
fprintf(text, "\\def\\ChTwelveHeavyStretch{%.1f}\\def\\ChTwelveHeavyModel{%.1f}"
  "\\def\\ChTwelveHeavySwing{%.1f}\\def\\ChTwelveHeavyFine{%.0f}\n", cr[3].stretch,
  cr[3].stretch_model, cr[3].most - cr[3].least, 1e3 * cr[6].stretch);

@ And of the pendulums: each period is its model's to $10^{-4}$ (the
chapter argues the size of what is left), and the swing loses energy,
never gains it, and less than 1\% of it in the minute.

@<Claim what the pendulums show, and write their macros@>=
for (int i = 0; i < 2; i++) {
  claim("a pendulum's period is its model's", pr[i].period, CLAIM_WITHIN, pr[i].model,
    1e-4 * pr[i].model);
  claim("a pendulum does not gain energy", pr[i].energy, CLAIM_BELOW, 0.0, 0);
  claim("a pendulum loses less than 1% of its swing in a minute", -pr[i].energy,
    CLAIM_BELOW, 0.01, 0);
}
fprintf(text, "\\def\\ChTwelvePeriodPhysical{%.5f}\\def\\ChTwelvePeriodPhysicalModel{%.5f}"
  "\\def\\ChTwelvePeriodSimpleError{%.0f}\\def\\ChTwelveEnergyLoss{%.2f}\n", pr[0].period,
  pr[0].model, 1e6 * fabs(pr[1].period - pr[1].model) / pr[1].model,
  -100.0 * fmin(pr[0].energy, pr[1].energy));
