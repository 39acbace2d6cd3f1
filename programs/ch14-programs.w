@* Programs of chapter 14: sleep, kinematic bodies, movers and parts in scenes and the demo.
Chapter~14's additions to the programs around the engine. The \.{world}
line learns the three settings of sleeping; a body line learns the word
\.{kinematic}, which makes a body that moves at the velocity the line
gives it, whatever pushes it; and a new line, \.{mover}, turns such a body
back every half period, so that it goes to and fro like a platform or up
and down like a lift. A \.{circle}, \.{box} or \.{polygon} line with the
word \.{part} glues its shape to the body before it, so that one body has
several shapes, and a body line's key \.{breaks=} gives the impact that
breaks a part off. Four built-in scenes show the chapter: two piles
and a pendulum, three islands, of which the piles fall asleep
(\.{sleepers}, the default); a thousand boxes that rain into ten bins and
fall asleep bin by bin (\.{pile1000}); a platform and a lift that
carry boxes (\.{platform}); and a wall of bricks that is one body, beside
a table, a dumbbell and a hammer of several shapes each (\.{wall}). The
demo switches sleeping, drops a heavy ball onto a sleeping island, throws
one at the first body that can break, and shows in its panel what the
last step found: the islands, the sleepers, the bodies integrated, and
the bodies that woke and fell asleep, and the parts broken off.
Everything here goes through the engine's public interface of
chapter~14.

@*1 Sleeping in scene files.
{\it World keys.} \.{sleep=on} or \.{off} switches sleeping (on by
default from this stage); \.{sleep\_time=}$T_s$ is the time in seconds
an island must stay still before it sleeps, and \.{sleep\_speed=}$v_s$
the speed in metres a second below which a body counts as still
(chapter~14, $\vert\vec v\vert+R\vert\omega\vert<v_s$):
$$\vbox{\tt\obeylines
world sleep=on sleep\_time=0.5 sleep\_speed=0.01
}$$
Each key sets its own setting and nothing else: the engine's default
speed is $s/T_s$, derived from the slop and the time, but a line that
changes \.{sleep\_time} alone keeps the speed it had, since a file that
wants another speed says so. A switch that is neither \.{on} nor
\.{off}, or a number that is not one, is refused by the reader; a time or
a speed that is not positive and finite by the engine's check of the
settings, with its own sentence (chapter~14), after the file's name and
line. Stages before this one refuse the three keys as unknown.
@^sleep settings@>

@<Read the later world keys into |settings|@>+=
settings.sleep = scene_switch(r, "sleep", settings.sleep);
settings.sleep_time = scene_number(r, "sleep_time", settings.sleep_time);
settings.sleep_speed = scene_number(r, "sleep_speed", settings.sleep_speed);

@ The help prints them with the stage's defaults, as keys that give them
back: the speed with all its digits, since it is a quotient and the test
of the help reads it back into the very |double|.

@<Print the defaults of the chapters' settings in |d|@>+=
printf(" sleep=%s sleep_time=%.17g sleep_speed=%.17g", d.sleep ? "on" : "off",
  d.sleep_time, d.sleep_speed);

@*1 Kinematic bodies in scene files.
A body line takes one more word, \.{kinematic}: the body is made static,
of infinite mass, and then moves at the velocity its line gives, \.{vx=}
and \.{vy=} in metres a second and \.{omega=} in radians a second, which
no contact and no force changes (chapter~14). Like \.{sensor} and
\.{bullet} of chapter~13 it is a bare word, or \.{kinematic=on} or
\.{off}:
$$\vbox{\tt\obeylines
box x=-6 y=2 w=4 h=0.3 kinematic vx=1
box x=6 y=0.45 w=2.4 h=0.3 kinematic=on vy=1 friction=0.8
}$$
A kinematic body is static, so the word makes the body static whether or
not the line also says \.{static}; a line could not mean a kinematic body
with mass, which the engine refuses, and refusing the word without
\.{static} would only make every such line one word longer. Its material
gives it friction and restitution; its density counts for nothing, as a
static body's does. A kinematic body that the line gives no velocity
stands still until a program (or a \.{mover}, below) gives it one. The
word belongs to a line that makes one body, \.{circle}, \.{box} or
\.{polygon}; on the lines that make many (\.{pyramid}, \.{pile},
\.{rain}, \.{column}, \.{arch}) it is refused, since a row of platforms
moving as one is not what such a line is for.
@^kinematic bodies@>
@.'kinematic' is for one body@>

@<Read the rotation keys of body definition |d|@>+=
if (scene_flag_or_switch(r, "kinematic", false))
  @<Make |d| static, or refuse the word on a line of many bodies@>@;

@ The engine refuses a static body with a velocity (chapter~3's check),
so the velocity is taken out of the definition here, and given back to
the body once it is kinematic (below). A body that the line does not
colour is drawn in a blue grey of its own, between the grey of the
static bodies and the colours of the moving ones, so that a reader sees
which bodies will move without being pushed.

@<Make |d| static, or refuse the word on a line of many bodies@>=
{
  if (strcmp(r->keyword, "circle") != 0 && strcmp(r->keyword, "box") != 0
      && strcmp(r->keyword, "polygon") != 0)
    scene_error(r, "'kinematic' is for one body: a circle, box or polygon line (this is "
      "a %s line)", r->keyword);
  d.is_static = true;
  d.velocity = ph_v(0.0, 0.0), d.angular_velocity = 0.0;
  if (d.color.a == 0) d.color = kinematic_color;
}

@ @<Scene reader functions@>+=
static const ph_color kinematic_color = {120, 150, 200, 255};

@ The body becomes kinematic after it is made: |ph_body_set_kinematic|
acts on a body of the world, not on a definition. Chapter~3's maker of a
body leaves a place for that, and there the body is switched to
kinematic and given the line's velocity, read again from the line (the
reader keeps its pairs until the line is done). The engine cannot refuse
here: the body is static and rigid, and the numbers were checked as the
line was read.

@<Let a later chapter finish body |id| of line |r|@>+=
if (scene_flag_or_switch(r, "kinematic", false)) {
  ph_vec2 v = ph_v(scene_number(r, "vx", 0.0), scene_number(r, "vy", 0.0));
  double omega = scene_number(r, "omega", 0.0);
  if (!(ph_body_set_kinematic(s->world, id, true) && ph_body_set_velocity(s->world, id, v)
      && ph_body_set_angular_velocity(s->world, id, omega)))
    return false;
}

@*1 Movers in scene files.
A kinematic body moves in a straight line for ever, or turns for ever,
unless something turns it back. A \.{mover} line does: it names a
kinematic body by its number, counted from 0 in the order of the file as
the dumps and the joints count them, and a period $T$ in seconds,
$$\vbox{\tt\obeylines
mover body=1 period=6
}$$
and reverses the body's velocity and angular velocity every half period:
for the first $T/2$ the body moves as its line says, for the next $T/2$
backwards, and so on. A platform with \.{vx=1} and a period of
6\thinspace s goes 3\thinspace m to the right and back again; a lift with
\.{vy=1}, 3\thinspace m up and down. The body must be kinematic, made so
by its own line, and must be given a velocity or an angular velocity
there: a mover of a body that stands still would turn nothing. A body has
one mover, and a scene at most 64. The period must be positive, and at
most $10^6$\thinspace s, the bound of chapter~1 on a world's size taken
as a bound on its times too. Stages before this one refuse the line.
@^mover@>
@^moving platform@>
@^lift@>
@.a mover needs a kinematic body@>
@.mover period must be...@>

@<Scene entities@>+=
{"mover", 14, parse_mover},

@ A mover keeps its body, the velocity and angular velocity of its first
half period, and the period.

@s scene_mover int

@<Scene types@>+=
typedef struct {
  int body; /* counted from 0 */
  ph_vec2 velocity; /* of the first half period */
  double omega; /* the same */
  double period; /* seconds */
} scene_mover;

@ @<Scene fields@>+=
scene_mover movers[64]; /* in the order of the file */
int mover_count;

@ Reading the line: the body, with the joints' reader of a body's number
(chapter~12), which refuses a number that names no body with the
numbers there are; then the period; then the checks that need the body.
That reader's own sentence for a missing key speaks of a joint, so the
key is looked for here first, with a sentence of the mover's.
@.missing 'body' for mover@>

@<Scene entity parsers@>+=
static bool parse_mover(scene *s, scene_reader *r)
{
  bool present;
  find_value(r, "body", &present);
  if (!present) scene_error(r, "missing 'body' for mover: the number of a kinematic body, "
    "counted from 0 in the order of the file");
  ph_body_id id = r->failed ? (ph_body_id){0} : read_joint_body(s, r, "body");
  double period = scene_required_number(r, "period");
  if (r->failed) return false;
  @<Refuse a period out of bounds, a body that is not kinematic or does not move, or a
    second mover@>@;
  const ph_body *b = ph_world_body(s->world, id);
  s->movers[s->mover_count++] = (scene_mover){id.index1 - 1, b->velocity,
    b->angular_velocity, period};
  return true;
}

@ @<Refuse a period out of bounds...@>=
if (!(period > 0.0 && period <= 1e6)) {
  scene_error(r, "mover period must be more than 0 and at most 1e6 seconds (got %g)",
    period);
  return false;
}
if (!ph_body_is_kinematic(s->world, id)) {
  scene_error(r, "a mover needs a kinematic body: body %d is not (write 'kinematic' on "
    "its line)", id.index1 - 1);
  return false;
}
@<Refuse a mover of a body with no velocity, a second one, or a 65th@>@;

@ @<Refuse a mover of a body with no velocity, a second one, or a 65th@>=
{
  const ph_body *b = ph_world_body(s->world, id);
  if (b->velocity.x == 0.0 && b->velocity.y == 0.0 && b->angular_velocity == 0.0) {
    scene_error(r, "a mover turns back a body that moves: give body %d vx=, vy= or "
      "omega= on its line", id.index1 - 1);
    return false;
  }
  for (int k = 0; k < s->mover_count; k++)
    if (s->movers[k].body == id.index1 - 1) {
      scene_error(r, "body %d has a mover already; a body has one", id.index1 - 1);
      return false;
    }
  if (s->mover_count == 64) {
    scene_error(r, "a scene may have at most 64 movers");
    return false;
  }
}

@ Before each step, every mover sets its body's velocity for the step:
forward in even half periods, backward in odd ones. The half period is
counted in whole steps, $n=\max(1,{\rm round}(T/2h))$ for the step $h$,
and the half period of step $k$ (counted from 0, the scene's |step|
before it) is $\lfloor k/n\rfloor$. Counting steps rather than adding up
time makes every half period exactly $n$ steps, so that a platform comes
back to where it started, to rounding, after each period, however long
the scene runs; time added up step by step would now and then give one
half period a step more than the other, and the platform would creep.
The velocity is set in every step, not only at a turn, which costs two
calls and lets nothing else change it for long. It is turned back by
subtracting it from zero rather than by multiplying it by $-1$, so that a
part that is zero stays $+0$ and the dump never prints \.{-0}.

@<Before each step of the scene@>+=
for (int k = 0; k < s->mover_count; k++) {
  const scene_mover *m = &s->movers[k];
  long n = lround(m->period / (2.0 * dt));
  bool back = (s->step / (n > 1 ? n : 1)) % 2 == 1;
  ph_body_id id = ph_body_id_of(m->body);
  ph_body_set_velocity(s->world, id, back ? ph_sub(ph_v(0.0, 0.0), m->velocity)
    : m->velocity);
  ph_body_set_angular_velocity(s->world, id, back ? 0.0 - m->omega : m->omega);
}

@*1 Bodies of several shapes in scene files.
A body of several shapes (chapter~14) is written as its first shape's
line, which makes the body and says everything about it, followed by one
line for each further shape, a \.{circle}, \.{box} or \.{polygon} line
with the word \.{part}. A hammer, a handle with a head:
$$\vbox{\tt\obeylines
box x=-6.5 y=0.2 w=1.2 h=0.08 material=wood
box x=-5.95 y=0.2 w=0.14 h=0.4 part
}$$
A part line glues its shape to the body made last, through
|ph_body_add_shape|, and makes no body of its own. Its \.{x} and \.{y}
are the point of the world where the shape's own origin goes (the
centre of a circle or a box, the origin of a polygon's \.{verts}),
exactly as they would place a body of that shape; both are required,
since a part's place is the whole of what its line says beside its
shape. The shape has the body's axes: glued to a body whose line says
\.{angle=}, it is turned by that angle about its own origin. Everything
else belongs to the body and is said once, on the body's own line: the
material and density (every part has the body's density, so the mass
and the inertia come from the parts by chapter~14's sums), the motion,
the words \.{static}, \.{kinematic}, \.{sensor} and \.{bullet}, the
layers, a spring, and the break impulse below. So a part line takes
\.{x}, \.{y}, its shape's own keys (\.{r}; \.{w} and \.{h}; \.{verts})
and \.{part}, and any other key is refused with the line, whether it is
a key of the body's line or a misspelling. The refusals are the
engine's, checked here first so that the message can name the line's
body: a part needs a body made by a \.{circle}, \.{box} or \.{polygon}
line with no body made after it (a \.{pile} line between, say, would
leave the part no body it plainly belongs to); a sensor or a bullet has
one shape; a body has at most 64. A static body takes parts too, a
ground of several shapes, and so does a kinematic one; a particle does
not. Stages before this one refuse the word \.{part} as a key they do
not know.
@^bodies of several shapes@>
@^part@>
@.a part needs a body to glue to@>
@.a part line takes only...@>

@ A body line takes one more key, \.{breaks=}$J_b$, the break impulse of
chapter~14 in newton seconds: an impact on one of the body's parts
above it breaks the part off. A wall of bricks, one body:
$$\vbox{\tt\obeylines
box x=1.25 y=0.125 w=0.5 h=0.25 material=wood friction=0.8 breaks=300
box x=1.75 y=0.125 w=0.5 h=0.25 part
box x=1.125 y=0.375 w=0.25 h=0.25 part
}$$
It must be positive and finite (a body that never breaks has no
\.{breaks} key), and only a moving body breaks, so the key is refused on
a static or kinematic body. It is read when the body is made, before its
parts, and counts once there are parts to break off.
@.'breaks' is for a moving body@>
@.'breaks' must be a positive impulse@>

@ A line with the word \.{part} is not read by the parser of its
keyword, which makes a body, but by one of this chapter, which makes a
part; appendix~B's reader asks each line which parser it wants. The
word is looked for, not yet taken: the part's parser takes it.

@<Let a later chapter read line |r| with a parser of its own, |parse|@>+=
if (strcmp(r.keyword, "circle") == 0 || strcmp(r.keyword, "box") == 0
    || strcmp(r.keyword, "polygon") == 0)
  for (int i = 0; i < r.pair_count; i++)
    if (strcmp(r.pairs[i].key, "part") == 0) parse = parse_part;

@ The scene keeps the body that part lines glue to: the last body made
by a line of one body, counted from 1 (0: none yet). It is written by
chapter~3's maker of a body, when it finishes the body (below).

@<Scene fields@>+=
int part_body; /* the body of the last circle, box or polygon line, from 1; 0: none */

@ Reading a part: the word, the shape, the place; then the checks, in
the order of the line (its keys, its shape, its body); then the part.
A part may break off and become a body of its own, so it claims one
body of the scene's 20000, as a line that makes one does.

@<Scene entity parsers@>+=
static bool parse_part(scene *s, scene_reader *r)
{
  scene_flag(r, "part");
  ph_shape shape = read_part_shape(r);
  double x = scene_required_number(r, "x");
  double y = scene_required_number(r, "y");
  @<Refuse a key of the body's line on the part line |r|@>@;
  if (r->failed || !scene_check(r, ph_shape_check(&shape))) return false;
  @<Refuse a part with no body to glue to, or one its body cannot take@>@;
  if (!scene_claim_bodies(s, r, 1)) return false;
  return ph_body_add_shape(s->world, ph_body_id_of(s->part_body - 1), shape, ph_v(x, y));
}

@ The shape of a part line, by its keyword, from the same keys as
chapter~3's lines; its sizes are checked with the rest of the shape by
the engine's |ph_shape_check|, whose sentence names them.

@<Scene helpers@>+=
static ph_shape read_part_shape(scene_reader *r)
{
  if (strcmp(r->keyword, "circle") == 0) return ph_circle(scene_required_number(r, "r"));
  if (strcmp(r->keyword, "box") == 0) {
    double width = scene_required_number(r, "w");
    return ph_box(width, scene_required_number(r, "h"));
  }
  ph_vec2 v[32];
  int n = read_vertices(r, v, 32);
  return ph_polygon(v, n);
}

@ Every key the part's parser asked for is marked used; any other is
the body's, or a mistake, and is refused here with what a part line
takes, before the reader's general sentence of an unknown key.

@<Refuse a key of the body's line on the part line |r|@>=
for (int i = 0; i < r->pair_count; i++)
  if (!r->pairs[i].used)
    scene_error(r, "a part line takes only x=, y=, its shape's keys and 'part' (got '%s'; "
      "the body's keys go on its own line)", r->pairs[i].key);

@ The body must be the last one made, and made by a line of one body;
then the engine's own refusals, said with the body's number.

@<Refuse a part with no body to glue to...@>=
if (s->part_body == 0 || s->part_body != s->world->body_count) {
  scene_error(r, "a part needs a body to glue to: a circle, box or polygon line before it, "
    "with no other body made after that line");
  return false;
}
{
  const ph_body *b = ph_world_body(s->world, ph_body_id_of(s->part_body - 1));
  if (b->sensor || b->bullet) {
    scene_error(r, "a sensor or a bullet has one shape: body %d takes no part",
      s->part_body - 1);
    return false;
  }
  if (ph_body_shape_count(s->world, ph_body_id_of(s->part_body - 1)) >= PH_MAX_PARTS) {
    scene_error(r, "a body has at most %d shapes: body %d has them already", PH_MAX_PARTS,
      s->part_body - 1);
    return false;
  }
}

@ When chapter~3's maker finishes a body, the body becomes the one that
part lines glue to, and takes its break impulse. The body is the last
of the world, since it was just made.

@<Let a later chapter finish body |id| of line |r|@>+=
s->part_body = id.index1;
{
  bool breaks;
  find_value(r, "breaks", &breaks);
  if (breaks) @<Give body |id| the break impulse of line |r|, or refuse it@>@;
}

@ @<Give body |id| the break impulse of line |r|, or refuse it@>=
{
  double impulse = scene_number(r, "breaks", INFINITY);
  if (r->failed) return false;
  if (ph_body_is_static(s->world, id)) {
    scene_error(r, "'breaks' is for a moving body: a static or kinematic body does not "
      "break");
    return false;
  }
  if (!(impulse > 0.0)) {
    scene_error(r, "'breaks' must be a positive impulse in N s (got %g)", impulse);
    return false;
  }
  if (!ph_body_set_break_impulse(s->world, id, impulse)) return false;
}

@*1 A heavy ball.
The demo's key drops a heavy ball, to wake a sleeping island and watch
it wake whole. It is a scene helper, as chapter~13's gun is, so that a
test can drop the same ball with no window. The ball falls on the island
of the scene's first moving body (the lowest number, not static and not a
particle), which in \.{sleepers} is the left pile: over the middle of the
island's bodies, or 0.3\thinspace m to the right of it, so that a ball
that lands on a box's flat top rolls off rather than balancing there for
ever, and three metres above the highest point of any moving body under
it. It is a rock of radius 0.5\thinspace m, 212\thinspace kg,
three and a half times a wooden box of a metre: heavy enough to scatter a
pile, not so heavy that the solver sinks it in. The island is the one the
last step found, so a ball dropped before the first step falls on the
first body alone.
@^heavy ball@>

@ A body moves if it is rigid and not static; the first such, or $-1$.

@<Scene helpers@>+=
static bool body_moves(const ph_world *w, int i)
{
  return w->bodies[i].kind == PH_RIGID && !ph_body_is_static(w, ph_body_id_of(i));
}

static int first_moving_body(const ph_world *w)
{
  for (int i = 0; i < w->body_count; i++)
    if (body_moves(w, i)) return i;
  return -1;
}

@ The middle of an island, in $x$: the mean of its bodies' centres, the
bodies whose island (chapter~14's |ph_body_island|) is that of body |i|.

@<Scene helpers@>+=
static double island_middle(const ph_world *w, int i)
{
  int island = ph_body_island(w, ph_body_id_of(i)), n = 0;
  double sum = 0.0;
  for (int k = 0; k < w->body_count; k++)
    if (body_moves(w, k) && ph_body_island(w, ph_body_id_of(k)) == island)
      sum += w->bodies[k].position.x, n++;
  return sum / n;
}

@ A body is under the ball if its reach, its centre $\pm R$, meets the
ball's width; the highest point of the pile is taken as its centre plus
$R$, which is above every point of it.

@<Find |top|, the highest point of a moving body under the ball@>=
for (int k = 0; k < w->body_count; k++) {
  const ph_body *b = &w->bodies[k];
  if (body_moves(w, k) && fabs(b->position.x - x) < b->radius + 0.5)
    top = fmax(top, b->position.y + b->radius);
}

@ The ball, placed by the helpers and the search above, and made.

@<Scene helpers@>+=
ph_body_id scene_drop_ball(scene *s)
{
  ph_world *w = s->world;
  ph_body_id none = {0};
  int first = first_moving_body(w);
  if (first < 0 || w->body_count >= SCENE_MAX_BODIES) return none;
  double x = island_middle(w, first) + 0.3, top = -INFINITY;
  @<Find |top|, the highest point of a moving body under the ball@>@;
  ph_body_def d = ph_default_body_def();
  d.shape = ph_circle(0.5);
  d.material = ph_material_preset(PH_ROCK);
  d.position = ph_v(x, top + 3.0);
  return ph_world_create_body(w, &d);
}

@ @<Scene function declarations@>+=
ph_body_id scene_drop_ball(scene *s);

@*1 A ball thrown at a wall.
The demo's second ball is thrown, not dropped: at the scene's first body
that can break (a moving body of several shapes with a break impulse),
or, in a scene with none, at its first moving body. It is a rock ball of
radius 0.25\thinspace m with ten times the density of the body it is
thrown at, so that against a wall of wooden bricks it weighs
118\thinspace kg, as much as sixteen bricks. It is aimed at the point
$A$ 0.5\thinspace m below the target's top (the highest point of its
parts), at the left edge of its reach (the circle of chapter~14 about
its centre that holds every part), so that it strikes the face a course
or two below the top, and it leaves from $d=4\,$m to the left of $A$,
at $A$'s height, with $u=12\,$m/s across. Gravity would take it down by
${1\over2}gt^2$ in the flight of $t=d/u=1/3\,$s, so it is thrown up a
little, at $v_y={1\over2}gt$ for the world's gravity~$g$, which brings it
back to $A$'s height at $A$:
$$y(t)=y_0+v_yt-{1\over2}gt^2=y_0,$$
with $v_y=1.67\,$m/s under $g=10\,{\rm m/s^2}$. It is a scene helper
too, so that a test can throw it with no window.
@^thrown ball@>

@ The target: the first moving body of several shapes with a finite
break impulse, else the first moving body, else none ($-1$).

@<Scene helpers@>+=
static int throw_target(const ph_world *w)
{
  for (int i = 0; i < w->body_count; i++)
    if (body_moves(w, i) && ph_body_shape_count(w, ph_body_id_of(i)) > 1
        && ph_body_break_impulse(w, ph_body_id_of(i)) < INFINITY) return i;
  return first_moving_body(w);
}

@ The top of a body: the highest point of the boxes of its parts.

@<Scene helpers@>+=
static double body_top(const ph_world *w, int i)
{
  double top = -INFINITY;
  for (int k = 0; k < ph_body_shape_count(w, ph_body_id_of(i)); k++) {
    ph_transform xf;
    ph_shape part = ph_body_part(w, ph_body_id_of(i), k, &xf);
    top = fmax(top, ph_shape_aabb(&part, xf).upper.y);
  }
  return top;
}

@ The ball, made at its start with the velocity derived above.

@<Scene helpers@>+=
ph_body_id scene_throw_ball(scene *s)
{
  ph_world *w = s->world;
  ph_body_id none = {0};
  int target = throw_target(w);
  if (target < 0 || w->body_count >= SCENE_MAX_BODIES) return none;
  const ph_body *b = &w->bodies[target];
  double d = 4.0, u = 12.0, t = d / u;
  ph_vec2 aim = ph_v(b->position.x - b->radius, body_top(w, target) - 0.5);
  ph_body_def def = ph_default_body_def();
  def.shape = ph_circle(0.25);
  def.material = ph_material_preset(PH_ROCK);
  def.material.density = 10.0 * b->material.density;
  def.position = ph_v(aim.x - d, aim.y);
  def.velocity = ph_sub(ph_v(u, 0.0), ph_mul(0.5 * t, w->settings.gravity));
  return ph_world_create_body(w, &def);
}

@ @<Scene function declarations@>+=
ph_body_id scene_throw_ball(scene *s);

@*1 The demo's part.
Three keys, and a group of lines in the panel. The letters were all taken
by chapter~11, and the digits are the later chapters': \.{1} is
chapter~12's, \.{2} and \.{3} chapter~13's; this chapter takes the next
three. \.{4} switches sleeping off and on: off, every sleeper wakes at the
next step (chapter~14) and the panel's count of bodies integrated jumps
to every moving body; on again, the still islands fall asleep after
$T_s$. \.{5} drops the heavy ball, \.{6} throws the other (above); the
panel counts both, and the parts that impacts have broken off.

@<Help lines of the chapters@>+=
"  4            sleeping on or off (sleeping bodies are drawn dimmed)\n"@/
"  5            drop a heavy ball on the island of the first moving body\n"@/
"  6            throw a heavy ball at the first body that can break\n"

@ @<Demo state fields of the chapters@>+=
int balls; /* heavy balls dropped since the scene started */
int thrown; /* heavy balls thrown since the scene started */

@ A scene starts with no balls, and, if it has a kinematic body or more
than 500 bodies, with no body selected, as a scene with joints does
(chapter~12): chapter~4's outline and separating lines, drawn from the
last body to its neighbours, would cross a platform's load, and among a
thousand boxes would show one box's neighbours and nothing of the
islands. A press selects a body as before.

@<Start the chapters' part of the demo@>+=
demo->balls = 0, demo->thrown = 0;
{
  const ph_world *w = demo->current.world;
  bool crowded = w->body_count > 500;
  for (int i = 0; i < w->body_count; i++)
    crowded = crowded || ph_body_is_kinematic(w, ph_body_id_of(i));
  if (crowded) demo->selected = -1;
}

@ @<Handle a key of the chapters@>+=
case SDLK_4:
  {
    ph_settings settings = demo->current.world->settings;
    settings.sleep = !settings.sleep;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;
case SDLK_5:
  if (!ph_body_id_is_null(scene_drop_ball(&demo->current))) demo->balls++;
  break;
case SDLK_6:
  if (!ph_body_id_is_null(scene_throw_ball(&demo->current))) demo->thrown++;
  break;

@ {\it The panel.} The switch, then what the last step found
(|ph_world_sleep_stats|): the islands of moving bodies, awake and
asleep; the bodies asleep; the bodies the step integrated, the count
that sleeping brings down; and the bodies woken at its start and put to
sleep at its end. Then the kinematic bodies, in a scene with any, and
the balls, and the parts broken off (|ph_world_parts_broken|). The
sleepers themselves need nothing here: the engine draws them dimmed.

@<Add the chapters' lines to the panel@>+=
panel_group(panel, 14);
{
  const ph_world *w = demo->current.world;
  ph_sleep_stats st = ph_world_sleep_stats(w);
  int kinematic = 0;
  for (int i = 0; i < w->body_count; i++)
    kinematic += ph_body_is_kinematic(w, ph_body_id_of(i));
  panel_add(panel, "4  sleeping: %s", w->settings.sleep ? "on" : "off");
  panel_add(panel, "islands: %d; bodies asleep: %d", st.islands, st.asleep);
  panel_add(panel, "bodies integrated: %d", st.integrated);
  panel_add(panel, "last step: %d woke, %d fell asleep", st.woke, st.fell_asleep);
  if (kinematic > 0) panel_add(panel, "kinematic bodies: %d, movers: %d", kinematic,
    demo->current.mover_count);
  panel_add(panel, "5  heavy balls dropped: %d", demo->balls);
  panel_add(panel, "6  balls thrown: %d; parts broken: %d", demo->thrown,
    ph_world_parts_broken(w));
}

@ @<Chapter titles@>+=
{14, "Islands, sleep and parts"},

@*1 Scenes.
Four built-in scenes, under plain \.{world} lines, so with sleeping on,
this stage's default.

{\it Sleepers}, the demo's default: two pyramids of wooden boxes, five
rows each, fifteen boxes, stand on one ground with their middles 12\thinspace m apart, each
row let go 0.1\thinspace m above the one below; between them, a ball of
radius 0.4\thinspace m swings on a revolute joint 2\thinspace m below a
static pin, let go 0.6\thinspace rad from the vertical. The ground joins
nothing, so there are three islands: the piles come to rest and fall
asleep, drawn dimmed, while the pendulum, which loses less than a
hundredth of its swing a minute (chapter~12), stays awake. The ball's
lowest point, 4.6\thinspace m above the ground, is below the piles' tops
at 5.45\thinspace m, but it swings no farther than
$2\sin0.6+0.4=1.53\,$m either side of the middle, and the piles begin
3.3\thinspace m from it. Two low walls at the ground's ends, in view,
keep what rolls off a pile (the demo's heavy ball, below) from rolling
out of the scene. Bodies: 0 the ground, 1 and 2 the walls, 3 to 17 the
left pile from its bottom row, 18 to 32 the right pile, 33 the pin, 34
the ball.
@^sleepers@>

@<Built-in scenes@>+=
{"sleepers", 14, "two piles and a pendulum: three islands, two of which fall asleep",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=3.5 width=22\n"@/
  "box x=0 y=-0.5 w=30 h=1 static material=static\n"@/
  "box x=-10.5 y=1 w=0.5 h=2 static material=static\n"@/
  "box x=10.5 y=1 w=0.5 h=2 static material=static\n"@/
  "pile rows=5 pitch=1.1 size=1 x=-8.2 y=0.55 material=wood friction=0.6\n"@/
  "pile rows=5 pitch=1.1 size=1 x=3.8 y=0.55 material=wood friction=0.6\n"@/
  "box x=0 y=7.15 w=0.6 h=0.3 static material=static\n"@/
  "circle x=1.1293 y=5.3493 r=0.4 material=wood\n"@/
  "joint revolute a=33 b=34 x=0 y=7\n"},

@ {\it A thousand boxes.} A rain of 1000 boxes, 0.5\thinspace m across,
falls from above them into ten bins between eleven static posts
5\thinspace m apart and 10\thinspace m high: 80 columns 0.625\thinspace m
apart, each row shifted by 0.3\thinspace m from the one below and every
box turned a little, so that the heaps they make are jumbled, about a
hundred boxes to a bin. The
posts are static and join nothing, so each bin is an island of its own,
or a few, and each falls asleep when its own heap is still: sleep
spreads over the scene bin by bin, in an order the heaps decide. A box
that lands on a post's top falls to one side or the other, and the few
that fall beyond the end posts lie on the ground outside. Bodies: 0 the
ground, 1 to 11 the posts from the left, 12 to 1011 the boxes, row by
row from the bottom.
@^pile1000@>

@<Built-in scenes@>+=
{"pile1000", 14, "1000 boxes rain into ten bins, which fall asleep one by one",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=9 width=54\n"@/
  "box x=0 y=-0.5 w=60 h=1 static material=static\n"@/
  @<The eleven posts of the bins@>@/
  "rain count=1000 columns=80 pitch=0.625 shift=0.3 turn=0.3 size=0.5 x=-24.8 "@|
  "y=11 material=wood friction=0.6\n"},

@ @<The eleven posts of the bins@>=
  "box x=-25 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=-20 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=-15 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=-10 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=-5 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=0 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=5 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=10 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=15 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=20 y=5 w=0.2 h=10 static material=static\n"@/
  "box x=25 y=5 w=0.2 h=10 static material=static\n"

@ {\it A platform and a lift.} A kinematic platform 4\thinspace m long
moves at 1\thinspace m/s, to the right for 3\thinspace s and back for 3,
with two boxes on it; a kinematic lift 2.4\thinspace m wide rises at
1\thinspace m/s for 3\thinspace s and comes down again, with a box on it;
between them, three boxes stand in a stack on the ground. Friction
carries the platform's boxes: at each turn the platform's velocity jumps
by 2\thinspace m/s, and the boxes slide on it until friction has taken
that away: with $\mu=0.8$, the geometric mean of chapter~7 of the two
frictions of 0.8, it slows the slip by $\mu g=8\,$m/s$^2$, so a box
slides $(2\,{\rm m/s})^2/(2\cdot8\,{\rm m/s^2})=0.25\,$m on the
platform, and rides again. The boxes
on the moving bodies never sleep, since a body that touches a moving
kinematic body cannot be still (chapter~14), while the stack, which
nothing touches, falls asleep and is drawn dimmed. The platform never
touches the ground and the lift's lowest point is 0.3\thinspace m above
it. Bodies: 0 the ground, 1 the platform, 2 and 3 its boxes, 4 the lift,
5 its box, 6 to 8 the stack.
@^moving platform@>
@^lift@>

@<Built-in scenes@>+=
{"platform", 14, "a kinematic platform and a lift carry boxes; a stack beside them sleeps",@/
  "world gravity=0,-10\n"@/
  "view x=0 y=3 width=22\n"@/
  "box x=0 y=-0.5 w=30 h=1 static material=static\n"@/
  "box x=-7 y=2 w=4 h=0.3 kinematic vx=1 friction=0.8\n"@/
  "box x=-7.8 y=2.46 w=0.6 h=0.6 material=wood friction=0.8\n"@/
  "box x=-6.2 y=2.46 w=0.6 h=0.6 material=wood friction=0.8\n"@/
  "box x=6 y=0.45 w=2.4 h=0.3 kinematic vy=1 friction=0.8\n"@/
  "box x=6 y=1.01 w=0.8 h=0.8 material=wood friction=0.8\n"@/
  "box x=0.5 y=0.4 w=0.8 h=0.8 material=wood friction=0.6\n"@/
  "box x=0.5 y=1.21 w=0.8 h=0.8 material=wood friction=0.6\n"@/
  "box x=0.5 y=2.02 w=0.8 h=0.8 material=wood friction=0.6\n"@/
  "mover body=1 period=6\n"@/
  "mover body=4 period=6\n"},

@ {\it A wall.} A wall of wooden bricks 0.5\thinspace m long and
0.25\thinspace m high, eight courses in running bond, 3.5\thinspace m
long and 2\thinspace m high: the odd courses seven bricks, the even ones
six between two half bricks, so that every joint stands over the middle
of a brick. It is one body of sixty shapes, the first brick's line and
59 part lines, of $7\,{\rm m^2}\times60\,{\rm kg/m^3}=420\,$kg, each
brick 7.5\thinspace kg, and it breaks at an impact of $J_b=300\,$N\thinspace
s. Standing, it has nothing to break it: its contacts with the ground
have $v_n=0$, so $J=0$ (chapter~14), and it falls asleep whole. The
demo's key \.{6} throws the heavy ball at it (above): 118\thinspace kg at
12\thinspace m/s across, striking the face 0.5\thinspace m below the
top, half a metre above the wall's centre of mass. There, with the
normal across, $(\vec r\times\vec n)^2=0.5^2\,{\rm m^2}$, the wall's
moment of inertia is $420\,(3.5^2+2^2)/12=569\,$kg\thinspace m$^2$, and
$$m_n=\Bigl({1\over118}+{1\over420}+{0.25\over569}\Bigr)^{-1}\,{\rm kg}
=89\,{\rm kg},\qquad J=m_n\cdot12\,{\rm m/s}=1060\,{\rm N\,s},$$
three and a half times $J_b$: the struck bricks break off. A loose
brick driven on into its neighbour meets it with $m_n$ about its own
7.5\thinspace kg, and would break it only faster than
$300/7.5=40\,$m/s, more than three times the ball's speed; so only the
bricks the ball itself strikes break off, and the ball knocks a hole in
the face rather than the wall coming down all at once. A much lower
$J_b$ lets the breaking spread beyond the ball: the blow also rocks the
wall on its base, and its landing back on the ground, with the wall's
whole mass behind it, is an impact too. What is
left stays one body, which the blow's momentum slides a little along
the ground (the bricks' friction, 0.8, is raised from wood's 0.4 so that
it slides less). At the left, two bodies of several shapes at rest: a
table, a top on two legs, with a metal dumbbell on it, two balls and a
bar; and a hammer, a handle and a head, which settles on its head and the
end of its handle. Bodies: 0 the ground, 1 the wall, 2 the table, 3 the
dumbbell, 4 the hammer; a thrown ball is the next, and each brick broken
off a body after it.
@^wall of bricks@>

@<Built-in scenes@>+=
{"wall", 14, "a wall of 60 bricks, one body; key 6 throws a ball that knocks a hole in it",@/
  "world gravity=0,-10\n"@/
  "view x=-0.75 y=3.5 width=13.5\n"@/
  "box x=0 y=-0.5 w=30 h=1 static material=static\n"@/
  "box x=1.25 y=0.125 w=0.5 h=0.25 material=wood friction=0.8 breaks=300\n"@/
  @<The other 59 bricks of the wall, course by course@>@/
  "box x=-4.5 y=0.85 w=1.6 h=0.1 material=wood\n"@/
  "box x=-5.15 y=0.4 w=0.1 h=0.8 part\n"@/
  "box x=-3.85 y=0.4 w=0.1 h=0.8 part\n"@/
  "circle x=-4.8 y=1.05 r=0.15 material=metal\n"@/
  "circle x=-4.2 y=1.05 r=0.15 part\n"@/
  "box x=-4.5 y=1.05 w=0.6 h=0.08 part\n"@/
  "box x=-6.5 y=0.2 w=1.2 h=0.08 material=wood\n"@/
  "box x=-5.95 y=0.2 w=0.14 h=0.4 part\n"},

@ The courses from the bottom, two bricks to a line of the web; the
first brick of the bottom course is the body's own line, above.

@<The other 59 bricks of the wall, course by course@>=
  "box x=1.75 y=0.125 w=0.5 h=0.25 part\n" "box x=2.25 y=0.125 w=0.5 h=0.25 part\n"@/
  "box x=2.75 y=0.125 w=0.5 h=0.25 part\n" "box x=3.25 y=0.125 w=0.5 h=0.25 part\n"@/
  "box x=3.75 y=0.125 w=0.5 h=0.25 part\n" "box x=4.25 y=0.125 w=0.5 h=0.25 part\n"@/
  "box x=1.125 y=0.375 w=0.25 h=0.25 part\n" "box x=1.5 y=0.375 w=0.5 h=0.25 part\n"@/
  "box x=2 y=0.375 w=0.5 h=0.25 part\n" "box x=2.5 y=0.375 w=0.5 h=0.25 part\n"@/
  "box x=3 y=0.375 w=0.5 h=0.25 part\n" "box x=3.5 y=0.375 w=0.5 h=0.25 part\n"@/
  "box x=4 y=0.375 w=0.5 h=0.25 part\n" "box x=4.375 y=0.375 w=0.25 h=0.25 part\n"@/
  "box x=1.25 y=0.625 w=0.5 h=0.25 part\n" "box x=1.75 y=0.625 w=0.5 h=0.25 part\n"@/
  "box x=2.25 y=0.625 w=0.5 h=0.25 part\n" "box x=2.75 y=0.625 w=0.5 h=0.25 part\n"@/
  "box x=3.25 y=0.625 w=0.5 h=0.25 part\n" "box x=3.75 y=0.625 w=0.5 h=0.25 part\n"@/
  "box x=4.25 y=0.625 w=0.5 h=0.25 part\n"@/
  "box x=1.125 y=0.875 w=0.25 h=0.25 part\n" "box x=1.5 y=0.875 w=0.5 h=0.25 part\n"@/
  "box x=2 y=0.875 w=0.5 h=0.25 part\n" "box x=2.5 y=0.875 w=0.5 h=0.25 part\n"@/
  "box x=3 y=0.875 w=0.5 h=0.25 part\n" "box x=3.5 y=0.875 w=0.5 h=0.25 part\n"@/
  "box x=4 y=0.875 w=0.5 h=0.25 part\n" "box x=4.375 y=0.875 w=0.25 h=0.25 part\n"@/
  @<The top four courses of the wall@>

@ The top four courses, laid as the bottom four.

@<The top four courses of the wall@>=
  "box x=1.25 y=1.125 w=0.5 h=0.25 part\n" "box x=1.75 y=1.125 w=0.5 h=0.25 part\n"@/
  "box x=2.25 y=1.125 w=0.5 h=0.25 part\n" "box x=2.75 y=1.125 w=0.5 h=0.25 part\n"@/
  "box x=3.25 y=1.125 w=0.5 h=0.25 part\n" "box x=3.75 y=1.125 w=0.5 h=0.25 part\n"@/
  "box x=4.25 y=1.125 w=0.5 h=0.25 part\n"@/
  "box x=1.125 y=1.375 w=0.25 h=0.25 part\n" "box x=1.5 y=1.375 w=0.5 h=0.25 part\n"@/
  "box x=2 y=1.375 w=0.5 h=0.25 part\n" "box x=2.5 y=1.375 w=0.5 h=0.25 part\n"@/
  "box x=3 y=1.375 w=0.5 h=0.25 part\n" "box x=3.5 y=1.375 w=0.5 h=0.25 part\n"@/
  "box x=4 y=1.375 w=0.5 h=0.25 part\n" "box x=4.375 y=1.375 w=0.25 h=0.25 part\n"@/
  "box x=1.25 y=1.625 w=0.5 h=0.25 part\n" "box x=1.75 y=1.625 w=0.5 h=0.25 part\n"@/
  "box x=2.25 y=1.625 w=0.5 h=0.25 part\n" "box x=2.75 y=1.625 w=0.5 h=0.25 part\n"@/
  "box x=3.25 y=1.625 w=0.5 h=0.25 part\n" "box x=3.75 y=1.625 w=0.5 h=0.25 part\n"@/
  "box x=4.25 y=1.625 w=0.5 h=0.25 part\n"@/
  "box x=1.125 y=1.875 w=0.25 h=0.25 part\n" "box x=1.5 y=1.875 w=0.5 h=0.25 part\n"@/
  "box x=2 y=1.875 w=0.5 h=0.25 part\n" "box x=2.5 y=1.875 w=0.5 h=0.25 part\n"@/
  "box x=3 y=1.875 w=0.5 h=0.25 part\n" "box x=3.5 y=1.875 w=0.5 h=0.25 part\n"@/
  "box x=4 y=1.875 w=0.5 h=0.25 part\n" "box x=4.375 y=1.875 w=0.25 h=0.25 part\n"
