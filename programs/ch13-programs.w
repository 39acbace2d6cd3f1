@* Programs of chapter 13: asking the world from scenes, the command line and the demo.
Chapter~13's additions to the programs around the engine. Scene files
learn two properties of a body, \.{sensor} and \.{bullet}, the \.{world}
key that switches continuous collision, and a line that sets up a gun,
which casts a ray every so many steps and pushes what it hits. The
command line learns to ask the world questions after a run: what a
segment hits first (\.{--ray}), what contains a point (\.{--point}), what
overlaps a box (\.{--box}); and to write every begin and end of touch of
every step to a file (\.{--events}). Three built-in scenes show the
chapter's three ideas: a shooting gallery (rays), a sensor zone that
counts what passes (events), and lanes of bullets against thin walls
(continuous collision). The demo picks the body under the mouse with the
point query, draws sensors, rays and the gun, fires the gun, and switches
continuous collision. Everything here goes through the engine's public
interface of chapter~13.

@*1 Sensors, bullets and continuous collision in scene files.
A body line takes two more words. \.{sensor} makes the body a sensor
(chapter~13): it reports the bodies it overlaps, as events, and pushes
none of them. \.{bullet} makes it a bullet: continuous collision sweeps
it against moving bodies too, not only against static ones. Both are
written as chapter~3's \.{static} is, as a bare word that a body has or
has not:
$$\vbox{\tt\obeylines
box x=2 y=1.5 w=4 h=3 static sensor
circle x=-9 y=0.6 r=0.1 vx=300 bullet
}$$
A program that writes scene files may find it easier to write every
property out, so \.{sensor=on}, \.{sensor=off}, \.{bullet=on} and
\.{bullet=off} are read too, as the \.{world} line's switches are; any
other value is refused with the key. Stages before this one refuse both
words as keys they do not know.
@^sensor@>
@^bullet@>
@.is a flag, or on or off@>

@<Read the rotation keys of body definition |d|@>+=
d.sensor = scene_flag_or_switch(r, "sensor", d.sensor);
d.bullet = scene_flag_or_switch(r, "bullet", d.bullet);
if (d.sensor && d.color.a == 0) d.color = sensor_color;

@ The reader of such a word: absent, the value stays; bare, it is on;
with a value, that value must be \.{on} or \.{off}. It sits with the
reader's functions for numbers and words, which come before every
parser, and before the reader's own |find_value|, which it declares.

@<Scene reader functions@>+=
static const char *find_value(scene_reader *r, const char *key, bool *present);

static bool scene_flag_or_switch(scene_reader *r, const char *key, bool value)
{
  bool present;
  const char *text = find_value(r, key, &present);
  if (!present) return value;
  if (!text) return true;
  if (strcmp(text, "on") == 0) return true;
  if (strcmp(text, "off") == 0) return false;
  scene_error(r, "'%s' is a flag, or on or off (got '%s')", key, text);
  return value;
}

@ A sensor pushes nothing, so it should not look like something that
would. A sensor that the line gives no colour of its own is drawn in a
green that lets what is behind it show, a quarter opaque; the engine
draws its outline opaque, in the lighter shade it gives every body.
Only the colour changes: the dump, the contacts and the events are the
same whatever a body looks like.

@<Scene reader functions@>+=
static const ph_color sensor_color = {70, 210, 130, 64};

@ {\it World key.} \.{continuous=on} or \.{off} switches continuous
collision (on by default from this stage). Stages before this one refuse
the key as unknown.
@^continuous collision@>

@<Read the later world keys into |settings|@>+=
settings.continuous = scene_switch(r, "continuous", settings.continuous);

@ @<Print the defaults of the chapters' settings in |d|@>+=
printf(" continuous=%s", d.continuous ? "on" : "off");

@*1 A gun in scene files.
A scene may have one gun: a point from which a ray is cast every so many
steps, sweeping through a range of angles, and which gives what the ray
hits first a push along the ray. It is the shooting gallery's (below),
and it makes a ray cast happen in a scene with no person at the mouse,
headless, in a test, the same every run.
$$\vbox{\tt\obeylines
gun x=-8 y=3.5 from=-0.22 to=0.16 shots=15 every=12 impulse=4 reach=30
}$$
\.{x} and \.{y} place the gun. Its $k$th shot, $k=0,1,\ldots$, is fired
just before step $(k+1)N$, $N$ being \.{every=} (30 if not given; 0 fires
only when the demo's key asks), at the angle
$$\theta_k=\theta_{\rm from}+(\theta_{\rm to}-\theta_{\rm from})
{k\bmod S\over S-1}$$
in radians from the $x$ axis, $S$ being \.{shots=}, the shots of one
sweep (1 if not given: then every shot is at \.{from}). The ray runs
\.{reach=} metres (50 if not given). The body it hits first, if it
moves, gets the impulse \.{impulse=} newton seconds (1 if not given)
along the ray, at the point hit, so that a target hit high topples and
one hit in the middle slides. A static body hit stops the ray and
takes nothing.
@^gun@>
@^ray cast@>

@<Scene entities@>+=
{"gun", 13, parse_gun},

@ The gun and its last shots are kept in the scene: each shot as the ray's
start, where it stopped (the hit point, or its far end if it hit
nothing), the normal there, the body hit ($-1$ for none) and the step
before which it was fired. The last eight are kept, for the demo to draw.

@s scene_gun int
@s scene_shot int

@<Scene types@>+=
typedef struct {
  ph_vec2 from, to, normal; /* the ray's start, where it stopped, the normal there */
  int body; /* the body hit, counted from 0, or $-1$ */
  long step; /* the step before which it was fired */
} scene_shot;

typedef struct {
  bool active; /* has the scene a gun? */
  ph_vec2 position;
  double from, to; /* the sweep's first and last angle, radians */
  double reach, impulse; /* metres; newton seconds */
  int shots, every; /* shots in a sweep; steps between two shots (0: none) */
  long fired; /* shots fired since the scene was loaded */
} scene_gun;

@ @<Scene fields@>+=
scene_gun gun;
scene_shot shots[8]; /* the last shots; the latest is |shots[(gun.fired-1)%8]| */

@ Reading the line: each number in a statement of its own, so that a line
with two mistakes is told of the first. A second gun is refused: a scene
has one, so that the demo's key knows which to fire.
@.a scene has one gun@>
@.gun reach must be...@>

@<Scene entity parsers@>+=
static bool parse_gun(scene *s, scene_reader *r)
{
  scene_gun g = {0};
  g.position.x = scene_number(r, "x", 0.0);
  g.position.y = scene_number(r, "y", 0.0);
  g.from = scene_number(r, "from", 0.0);
  g.to = scene_number(r, "to", g.from);
  g.shots = scene_integer(r, "shots", 1, 1, 1000);
  g.every = scene_integer(r, "every", 30, 0, 1000000);
  g.reach = scene_number(r, "reach", 50.0);
  g.impulse = scene_number(r, "impulse", 1.0);
  if (r->failed) return false;
  @<Refuse a second gun, a reach that is not positive, or a pull@>@;
  g.active = true;
  s->gun = g;
  return true;
}

@ A reach must be positive, and no more than a world is wide ($10^6$\thinspace
m, chapter~1's bound on positions); the impulse pushes, so it cannot be
negative.

@<Refuse a second gun, a reach that is not positive, or a pull@>=
if (s->gun.active) {
  scene_error(r, "a scene has one gun; this is the second");
  return false;
}
if (!(g.reach > 0.0 && g.reach <= 1e6) || !(g.impulse >= 0.0)) {
  scene_error(r, "gun reach must be from 0 to 1e6 metres and impulse at least 0 (got %g "
    "and %g)", g.reach, g.impulse);
  return false;
}

@ Firing at angle |angle|: the closest hit of the segment from the gun to
its reach, through the engine's |ph_world_ray_cast_closest|, over every
body (mask |UINT32_MAX|); a moving body hit gets the push. The shot is
kept and returned. The demo fires with it too, at the mouse.

@<Scene helpers@>+=
scene_shot scene_fire(scene *s, double angle)
{
  scene_gun *g = &s->gun;
  ph_vec2 u = ph_v(cos(angle), sin(angle)), end = ph_add(g->position, ph_mul(g->reach, u));
  ph_ray_hit hit = ph_world_ray_cast_closest(s->world, g->position, end, UINT32_MAX);
  scene_shot shot = {g->position, end, ph_v(0.0, 0.0), -1, s->step};
  if (!ph_body_id_is_null(hit.body)) {
    shot.to = hit.point, shot.normal = hit.normal, shot.body = hit.body.index1 - 1;
    if (!ph_body_is_static(s->world, hit.body))
      ph_body_apply_impulse_at(s->world, hit.body, ph_mul(g->impulse, u), hit.point);
  }
  s->shots[g->fired++ % 8] = shot;
  return shot;
}

@ @<Scene function declarations@>+=
scene_shot scene_fire(scene *s, double angle);

@ The sweep. Before step $s+1$, if $s+1$ is a multiple of $N$, the gun
fires its shot $k=(s+1)/N-1$. The angle comes from the step alone, not
from a count of shots, so that the demo's own shots do not move the
sweep.

@<Before each step of the scene@>+=
if (s->gun.active && s->gun.every > 0 && (s->step + 1) % s->gun.every == 0) {
  const scene_gun *g = &s->gun;
  long k = (s->step + 1) / g->every - 1;
  double f = g->shots > 1 ? (double) (k % g->shots) / (g->shots - 1) : 0.0;
  scene_fire(s, g->from + (g->to - g->from) * f);
}

@*1 The file of events.
From this stage on, every program accepts \.{--events FILE.csv}, which
writes every event of every step (chapter~13), with the header
$$\hbox{\tt step,kind,a,b}$$
and a row per event: the step after which it was read (counted from 1,
as in the dump; the scene as loaded has had no step and has no events),
\.{begin} or \.{end}, and the two bodies' numbers as in the dump, \.{a}
the lower. The rows of a step are in the engine's order, by pair. It is
an output like chapter~4's file of contacts: checked before the run,
written to a temporary file, renamed at the end of a run that succeeded,
and counted in the output limit.
@^events file@>
@.cannot write events@>

@<Writing dumps@>+=
bool scene_events_open(scene_dump *d, const char *path)
{
  return scene_output_open(d, path, "events", "step,kind,a,b");
}

void scene_events_step(scene_dump *d, const scene *s)
{
  const ph_world *w = s->world;
  for (int k = 0; k < ph_world_event_count(w); k++) {
    ph_event e = ph_world_event(w, k);
    fprintf(d->file, "%ld,%s,%d,%d\n", s->step, e.kind == PH_BEGIN_TOUCH ? "begin" : "end",
      e.a.index1 - 1, e.b.index1 - 1);
  }
}

@ @<Scene function declarations@>+=
bool scene_events_open(scene_dump *d, const char *path);
void scene_events_step(scene_dump *d, const scene *s);

@*1 Questions on the command line.
Three options ask the world questions when the run is over, after its
last step, headless or in a window, and print the answers, one a line:
$$\vbox{\tt\obeylines
--ray X1,Y1,X2,Y2  \ ray body=I x=X y=Y nx=NX ny=NY fraction=T\quad or\quad ray none
--point X,Y  \ point body=I \quad (one line for each body that contains the point)
--box X1,Y1,X2,Y2  \ box body=I \quad (one line for each body that overlaps the box)
}$$
The ray is the segment from $(x_1,y_1)$ to $(x_2,y_2)$, and the answer
its closest hit, over every body (the mask |UINT32_MAX|): the body's
number as in the dump, the point, the shape's outward normal there and
the fraction of the segment, $\vec p=\vec p_1+t(\vec p_2-\vec p_1)$. The
point and the box list bodies in increasing number. A box is given by
its lower left and its upper right corner. Numbers are printed with 17
significant digits, as the dump prints them, so that a script reads back
the very |double|s. The answers come after everything else the run
prints, and only from a run that succeeded.
@^ray cast@>
@^point query@>
@^box query@>

@<Option fields of the chapters@>+=
const char *events; /* \.{--events}: the file of events, or null */
bool has_ray, has_point, has_box; /* were \.{--ray}, \.{--point}, \.{--box} given? */
ph_vec2 ray_from, ray_to, point;
ph_aabb box;

@ The coordinates are read as the harness reads the three numbers of
\.{--view}: cut at the commas, each number whole and finite, within a
million metres of the origin. A ray whose two ends are one point asks
nothing (the engine's cast hits nothing with it), and a box whose
corners are the wrong way round is empty: both are refused, as the
mistakes they almost surely are.
@.needs X1,Y1,X2,Y2@>
@.needs X,Y@>

@<Parse the options of the chapters@>+=
else if (strcmp(a, "--events") == 0) o.events = text_value(a, next), i++;
else if (strcmp(a, "--ray") == 0) {
  double v[4];
  coordinates_value(a, next, v, 4);
  o.ray_from = ph_v(v[0], v[1]), o.ray_to = ph_v(v[2], v[3]), o.has_ray = true, i++;
  if (v[0] == v[2] && v[1] == v[3])
    bad_argument(a, "needs two different points X1,Y1 and X2,Y2", next);
} else if (strcmp(a, "--point") == 0) {
  double v[2];
  coordinates_value(a, next, v, 2);
  o.point = ph_v(v[0], v[1]), o.has_point = true, i++;
} else if (strcmp(a, "--box") == 0) @<Read the box of \.{--box} from |next|@>@;

@ @<Read the box of \.{--box} from |next|@>=
{
  double v[4];
  coordinates_value(a, next, v, 4);
  if (v[0] > v[2] || v[1] > v[3])
    bad_argument(a, "needs X1,Y1,X2,Y2 with X1<=X2 and Y1<=Y2, the lower left corner first",
      next);
  o.box = (ph_aabb){ph_v(v[0], v[1]), ph_v(v[2], v[3])}, o.has_box = true, i++;
}

@ |coordinates_value| reads |count| numbers, 2 or 4, separated by commas,
into |v|, each by |strtod|, whole, finite and within the bounds; anything
else names the option and the whole value, and ends the program with
status~2, before anything is loaded or written. A chapter's part of the
command line comes before the harness's, so |bad_argument| is declared
first.

@<Command-line parsing@>+=
static void bad_argument(const char *option, const char *what, const char *got);

static void coordinates_value(const char *option, const char *text, double *v, int count)
{
  const char *what = count == 2 ? "needs X,Y in metres, from -1e6 to 1e6, like 0,1.5"
    : "needs X1,Y1,X2,Y2 in metres, from -1e6 to 1e6, like -5,1,5,1";
  const char *p = text ? text : "";
  for (int k = 0; k < count; k++) {
    char part[64], *end = NULL;
    size_t n = strcspn(p, ",");
    if (n == 0 || n >= sizeof part || (k + 1 < count ? p[n] != ',' : p[n] != '\0'))
      bad_argument(option, what, text);
    memcpy(part, p, n);
    part[n] = '\0';
    v[k] = strtod(part, &end);
    if (*end || !isfinite(v[k]) || v[k] < -1e6 || v[k] > 1e6) bad_argument(option, what, text);
    p += n + 1;
  }
}

@ The events' file is in the demo's list of outputs, so the harness checks
its path before the run, writes it through a temporary file, counts it
in the output limit, and keeps it or throws it away with the others.

@<List the chapters' outputs in |list|, counting them in |n|@>+=
list[n++] = (demo_output){"--events", demo->options.events, &demo->event_file};

@ The help lists the options with the keys of the window, as chapter~4's
\.{--contacts} is listed (the panel's list of keys leaves such lines out).

@<Help lines of the chapters@>+=
"  2            fire the scene's gun at the mouse (the gallery has one)\n"@/
"  3            continuous collision on or off\n"@/
"option: --events FILE.csv  write every begin and end of touch of every step\n"@/
"option: --ray X1,Y1,X2,Y2  after the run, print the closest body the segment hits\n"@/
"option: --point X,Y  after the run, print every body that contains the point\n"@/
"option: --box X1,Y1,X2,Y2  after the run, print every body that overlaps the box\n"

@*1 The demo's part.
The demo keeps the file of events, the sensors' counts, the answers to
the questions and the closest hit of \.{--ray}, which it draws.

@<Demo state fields of the chapters@>+=
scene_dump event_file;
long entered, left; /* begins and ends of touch with a sensor since the scene started */
char *findings; /* the answers to \.{--ray}, \.{--point} and \.{--box}, or null */
ph_ray_hit query_hit; /* the closest hit of \.{--ray} */

@ When is ``after the last step''? A run in a window may end by
\.{--frames}, by \.{--steps}, by the window's being closed, or after
\.{R} started the scene again; the harness has no moment after the run
at which a chapter could look at the world. So the questions are
answered after every step, and at the start, for a run of no steps, and
only the last answers are kept, as text; they are printed when the
demo lets go of everything, if the run succeeded. A question costs a
query of the grid that chapter~13 keeps for the purpose, small beside a
step, and is asked only when the command line asks it.

@<Start the chapters' part of the demo@>+=
demo->entered = demo->left = 0;
@<Select no body in a scene of this chapter@>@;
if (demo->options.events) {
  scene_dump_finish(&demo->event_file, false);
  if (!scene_events_open(&demo->event_file, demo->options.events)) return 1;
}
answer_questions(demo);

@ A scene with a gun, a sensor or a bullet starts with no body selected,
as a scene with joints does (chapter~12): chapter~4's outline and
separating lines, drawn from the last body, would cross the gun's rays
and the sensor's zone. A press selects a body as before.

@<Select no body in a scene of this chapter@>=
{
  ph_world *w = demo->current.world;
  bool ours = demo->current.gun.active;
  for (int i = 0; i < w->body_count; i++)
    ours = ours || ph_body_is_sensor(w, ph_body_id_of(i)) || ph_body_is_bullet(w,
      ph_body_id_of(i));
  if (ours) demo->selected = -1;
}

@ After each step: the sensors' counts, the step's rows of events, the
answers.

@<Take the chapters' part of a demo step@>+=
{
  const ph_world *w = demo->current.world;
  for (int k = 0; k < ph_world_event_count(w); k++) {
    ph_event e = ph_world_event(w, k);
    if (e.sensor && e.kind == PH_BEGIN_TOUCH) demo->entered++;
    else if (e.sensor) demo->left++;
  }
  if (demo->event_file.file) scene_events_step(&demo->event_file, &demo->current);
  answer_questions(demo);
}

@ The answers are printed last, by the main program, where |demo| is the
state itself and |status| the run's exit status: a run that failed has
no answers to give.

@<Let go of the chapters' part of the demo@>+=
if (status == 0 && demo.findings) fputs(demo.findings, stdout);
free(demo.findings);
demo.findings = NULL;

@ The point and the box report their bodies one at a time, in increasing
number, to a callback, which prints a line for each and asks for the
next.

@s query_answer int

@<Draw with SDL's renderer@>+=
typedef struct {
  FILE *file;
  const char *word; /* \.{point} or \.{box} */
} query_answer;

static bool print_answer(void *context, ph_body_id body)
{
  query_answer *q = context;
  fprintf(q->file, "%s body=%d\n", q->word, body.index1 - 1);
  return true;
}

@ Answering. The text is written into a stream in memory (POSIX's
|open_memstream|, which the harness uses for its list of scenes), and
replaces the last answers; if no stream can be made, there are no
answers, rather than stale ones.

@<Draw with SDL's renderer@>+=
static void answer_questions(demo_state *demo)
{
  const demo_options *o = &demo->options;
  if (!o->has_ray && !o->has_point && !o->has_box) return;
  ph_world *w = demo->current.world;
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&text, &size);
  free(demo->findings);
  demo->findings = NULL;
  if (!f) return;
  if (o->has_ray) @<Answer the question of \.{--ray} into |f|@>@;
  query_answer q = {f, "point"};
  if (o->has_point) ph_world_query_point(w, o->point, UINT32_MAX, print_answer, &q);
  q.word = "box";
  if (o->has_box) ph_world_query_box(w, o->box, UINT32_MAX, print_answer, &q);
  fclose(f);
  demo->findings = text;
}

@ @<Answer the question of \.{--ray} into |f|@>=
{
  ph_ray_hit hit = ph_world_ray_cast_closest(w, o->ray_from, o->ray_to, UINT32_MAX);
  demo->query_hit = hit;
  if (ph_body_id_is_null(hit.body)) fprintf(f, "ray none\n");
  else fprintf(f, "ray body=%d x=%.17g y=%.17g nx=%.17g ny=%.17g fraction=%.17g\n",
    hit.body.index1 - 1, hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.fraction);
}

@ {\it Picking.} From this stage the body under a press is found by
asking the world, |ph_world_query_point|, instead of chapter~4's loop
over every body: the query grid tests only the bodies near the point.
Chapter~4 grabbed the body drawn on top, the last in the list; the query
reports the bodies in increasing number, so the last one reported is
kept. A press on the panel is taken already and picks nothing.
@^picking@>

@<Let a later chapter grab the body under |p|, setting |taken|@>+=
if (!taken) {
  int under = -1;
  ph_world_query_point(w, p, UINT32_MAX, note_body, &under);
  if (under >= 0) {
    demo->grabbed = demo->selected = under;
    demo->grab_offset = ph_sub(w->bodies[under].position, p);
    taken = true;
  }
}

@ @<Draw with SDL's renderer@>+=
static bool note_body(void *context, ph_body_id body)
{
  *(int *) context = body.index1 - 1;
  return true;
}

@ {\it The keys.} \.{2} fires the scene's gun at the mouse, with the
gun's reach and impulse; when the mouse is not over the scene (or there
is none, as in a test that presses keys) it fires at the middle of the
gun's sweep. A scene with no gun has nothing to fire. \.{3} switches
continuous collision: in \.{bullets}, the ball of the first lane, which
the thin static wall stopped, goes through it.

@<Handle a key of the chapters@>+=
case SDLK_2:
  if (demo->current.gun.active) {
    const scene_gun *g = &demo->current.gun;
    double angle = 0.5 * (g->from + g->to);
    int x, y;
    SDL_GetMouseState(&x, &y);
    if (SDL_GetMouseFocus() && x >= c.left) @<Aim |angle| at the mouse's |x|, |y|@>@;
    scene_fire(&demo->current, angle);
  }
  break;
case SDLK_3:
  {
    ph_settings settings = demo->current.world->settings;
    settings.continuous = !settings.continuous;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ The mouse's pixel is turned into a world point as a press is
(|@<Handle a press of the mouse@>|), and the angle is that of the line
from the gun to it.

@<Aim |angle| at the mouse's |x|, |y|@>=
{
  ph_vec2 m = ph_v(c.center.x + (x - c.left - 0.5 * c.width) / c.scale,
    c.center.y - (y - 0.5 * c.height) / c.scale);
  ph_vec2 to = ph_sub(m, g->position);
  if (to.x != 0.0 || to.y != 0.0) angle = atan2(to.y, to.x);
}

@ {\it Drawing.} Over the world: the paths of the fast bodies, the gun
and its last shots, and the questions of the command line with their
answers. (The sensors need nothing here: their colour was given when the
scene was read.)

@<Draw the chapters' extras@>+=
draw_fast_paths(demo->current.world, &d);
draw_gun(&demo->current, &d);
draw_questions(demo, &d);

@ A body that moved more than a quarter of a metre in the last step gets
a faint streak from where the step began (chapter~11's |previous|) to
where it ended: the path continuous collision sweeps. A ball that
continuous collision stopped at a plate has its streak end at the plate;
one that went through has a streak that crosses it, with no step
between its two ends in which the two overlapped.
@^tunnelling@>

@<Draw with SDL's renderer@>+=
static void draw_fast_paths(const ph_world *w, const ph_draw *d)
{
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->kind == PH_RIGID && ph_length(ph_sub(b->position, b->previous)) > 0.25)
      ph_draw_stroke(d, b->previous, b->position, 0.06, (ph_color){255, 255, 255, 90});
  }
}

@ The gun is a grey dot with a barrel along its last shot. Each shot is a
line from the gun to where it stopped, yellow if it hit something and
grey if it hit nothing, fading with age; at a hit, a red dot and the
normal, half a metre of white, which shows the face the ray met.

@<Draw with SDL's renderer@>+=
static void draw_gun(const scene *s, const ph_draw *d)
{
  const scene_gun *g = &s->gun;
  if (!g->active) return;
  for (long k = g->fired > 8 ? g->fired - 8 : 0; k < g->fired; k++) {
    const scene_shot *shot = &s->shots[k % 8];
    uint8_t alpha = (uint8_t) (255 - 28 * (g->fired - 1 - k));
    ph_color line = shot->body >= 0 ? (ph_color){250, 215, 90, alpha}
      : (ph_color){160, 160, 170, alpha};
    ph_draw_stroke(d, shot->from, shot->to, 0.03, line);
    if (shot->body >= 0) {
      ph_draw_stroke(d, shot->to, ph_add(shot->to, ph_mul(0.5, shot->normal)), 0.03,
        (ph_color){255, 255, 255, alpha});
      d->point(d->context, shot->to, 6.0, (ph_color){240, 70, 60, alpha});
    }
  }
  @<Draw the gun itself, with its barrel along the last shot@>@;
}

@ @<Draw the gun itself, with its barrel along the last shot@>=
{
  ph_vec2 aim = ph_v(cos(g->from), sin(g->from));
  if (g->fired > 0) {
    const scene_shot *last = &s->shots[(g->fired - 1) % 8];
    ph_vec2 to = ph_sub(last->to, last->from);
    double n = ph_length(to);
    if (n > 0.0) aim = ph_mul(1.0 / n, to);
  }
  ph_draw_stroke(d, g->position, ph_add(g->position, ph_mul(0.7, aim)), 0.12,
    (ph_color){200, 200, 210, 255});
  d->point(d->context, g->position, 10.0, (ph_color){200, 200, 210, 255});
}

@ The questions are drawn in cyan: the ray from its start to its hit, or
whole if it hits nothing, with the hit's normal; the point as a small
cross; the box as its outline. A screenshot taken with them shows what
was asked and what the answer was.

@<Draw with SDL's renderer@>+=
static void draw_questions(const demo_state *demo, const ph_draw *d)
{
  const demo_options *o = &demo->options;
  ph_color cyan = {90, 220, 240, 255};
  if (o->has_ray) @<Draw the ray of \.{--ray} and its hit@>@;
  if (o->has_point) {
    ph_draw_stroke(d, ph_add(o->point, ph_v(-0.2, 0.0)), ph_add(o->point, ph_v(0.2, 0.0)),
      0.04, cyan);
    ph_draw_stroke(d, ph_add(o->point, ph_v(0.0, -0.2)), ph_add(o->point, ph_v(0.0, 0.2)),
      0.04, cyan);
  }
  if (o->has_box) {
    ph_vec2 lo = o->box.lower, hi = o->box.upper;
    ph_vec2 v[4] = {lo, ph_v(hi.x, lo.y), hi, ph_v(lo.x, hi.y)};
    for (int k = 0; k < 4; k++) ph_draw_stroke(d, v[k], v[(k + 1) % 4], 0.04, cyan);
  }
}

@ @<Draw the ray of \.{--ray} and its hit@>=
{
  const ph_ray_hit *h = &demo->query_hit;
  bool hit = !ph_body_id_is_null(h->body);
  ph_draw_stroke(d, o->ray_from, hit ? h->point : o->ray_to, 0.04, cyan);
  if (hit) {
    ph_draw_stroke(d, h->point, ph_add(h->point, ph_mul(0.5, h->normal)), 0.04,
      (ph_color){255, 255, 255, 255});
    d->point(d->context, h->point, 7.0, cyan);
  }
}

@ {\it The panel.} The events of the last step, begins and ends; the
sensors' counts, in a scene with sensors; continuous collision, with what
it did in the last step (|ph_world_continuous_stats|): the bodies fast
enough to be swept, the sweeps against other bodies, and the sweeps that
stopped their body; and the gun, in a scene with one.

@<Add the chapters' lines to the panel@>+=
panel_group(panel, 13);
{
  const ph_world *w = demo->current.world;
  int begins = 0, ends = 0, sensors = 0;
  for (int k = 0; k < ph_world_event_count(w); k++)
    if (ph_world_event(w, k).kind == PH_BEGIN_TOUCH) begins++;
    else ends++;
  for (int i = 0; i < w->body_count; i++)
    sensors += w->bodies[i].kind == PH_RIGID && ph_body_is_sensor(w, ph_body_id_of(i));
  panel_add(panel, "events of the last step: %d begin, %d end", begins, ends);
  if (sensors > 0) panel_add(panel, "sensors: %d; %ld bodies came in, %ld went out",
    sensors, demo->entered, demo->left);
  @<Add the lines of continuous collision and of the gun to the panel@>@;
}

@ @<Add the lines of continuous collision and of the gun to the panel@>=
{
  ph_continuous_stats cs = ph_world_continuous_stats(w);
  const scene_gun *g = &demo->current.gun;
  panel_add(panel, "3  continuous collision: %s", w->settings.continuous ? "on" : "off");
  panel_add(panel, "   last step: %ld fast, %ld sweeps, %ld stops", cs.fast, cs.sweeps,
    cs.stops);
  if (g->active && g->fired > 0) {
    const scene_shot *last = &demo->current.shots[(g->fired - 1) % 8];
    if (last->body >= 0) panel_add(panel, "2  gun: %ld shots, the last hit body %d", g->fired,
      last->body);
    else panel_add(panel, "2  gun: %ld shots, the last hit nothing", g->fired);
  } else if (g->active) panel_add(panel, "2  gun: no shot yet");
}

@ @<Chapter titles@>+=
{13, "Asking the world"},

@*1 Scenes.
Three built-in scenes, one for each idea of the chapter, under plain
\.{world} lines, so on the soft step, and with continuous collision on,
this stage's default.

{\it The shooting gallery}, the demo's default: a gun at the left, and at
the right two shelves of targets of density~5, short blocks on the lower
shelf, below the gun's height, and tall bottles on the upper one, above
it, and three crates on the ground, in front of a wall. The gun's sweep
climbs from the crates, under the lower shelf, to the bottles, in fifteen
shots, one every 12 steps, five a second, and starts again; each shot that
hits a target pushes it with 4\thinspace N\,s, and the targets topple and
fall. A ray that meets a shelf stops there: seen from below, a shelf hides
what stands on it but the tops of the tall things near its front, which is
why the bottles are tall and the upper shelf short. Bodies: 0 the ground,
1 and 2 the shelves, 3 the wall, 4 to 7 the blocks, 8 to 11 the bottles,
12 to 14 the crates.
@^shooting gallery@>

@<Built-in scenes@>+=
{"gallery", 13, "a gun sweeps shelves of targets with rays and knocks them down",@/
  "world gravity=0,-10\n"@/
  "view x=1.5 y=3 width=22\n"@/
  "box x=0 y=-0.5 w=30 h=1 static material=static\n"@/
  "box x=4 y=2 w=6 h=0.2 static material=static\n"@/
  "box x=3 y=4.5 w=4 h=0.2 static material=static\n"@/
  "box x=11 y=3 w=1 h=6 static material=static\n"@/
  @<The targets of the gallery@>@/
  "gun x=-8 y=3.5 from=-0.22 to=0.16 shots=15 every=12 impulse=4 reach=30\n"},

@ @<The material of a target@>=
" density=5 friction=0.6 restitution=0"

@ @<The targets of the gallery@>=
  "box x=1.8 y=2.4 w=0.4 h=0.6" @<The material of a target@> "\n"@/
  "box x=3.2 y=2.4 w=0.4 h=0.6" @<The material of a target@> "\n"@/
  "box x=4.6 y=2.4 w=0.4 h=0.6" @<The material of a target@> "\n"@/
  "box x=6 y=2.4 w=0.4 h=0.6" @<The material of a target@> "\n"@/
  "box x=1.5 y=5.05 w=0.3 h=0.9" @<The material of a target@> "\n"@/
  "box x=2.5 y=5.05 w=0.3 h=0.9" @<The material of a target@> "\n"@/
  "box x=3.5 y=5.05 w=0.3 h=0.9" @<The material of a target@> "\n"@/
  "box x=4.5 y=5.05 w=0.3 h=0.9" @<The material of a target@> "\n"@/
  "box x=7.6 y=0.4 w=0.8 h=0.8" @<The material of a target@> "\n"@/
  "box x=8.6 y=0.4 w=0.8 h=0.8" @<The material of a target@> "\n"@/
  "box x=8.1 y=1.2 w=0.8 h=0.8" @<The material of a target@> "\n"

@ {\it A trigger.} A static sensor, a zone 4\thinspace m wide and
3\thinspace m high standing on the ground, that pushes nothing: three
balls roll down a ramp at the left, through the zone, to the wall at the
right and back; two boxes fall into the zone from above and stay in it,
on the ground. Every body that comes into the zone begins a touch with
the sensor, and every one that leaves ends one; the demo counts them in
its panel, and \.{--events} writes them. Bodies: 0 the ground, 1 the
ramp, 2 the wall, 3 the zone, 4 to 6 the balls, 7 and 8 the boxes.
@^trigger@>

@<Built-in scenes@>+=
{"trigger", 13, "balls and boxes pass through a sensor zone, which counts them",@/
  "world gravity=0,-10\n"@/
  "view x=0.5 y=3.5 width=24\n"@/
  "box x=0 y=-0.5 w=24 h=1 static material=static\n"@/
  "polygon x=-10 y=0 verts=0,0;5,0;0,3 static material=static\n"@/
  "box x=11.5 y=2 w=1 h=4 static material=static\n"@/
  "box x=2 y=1.5 w=4 h=3 static sensor\n"@/
  "circle x=-9.3 y=3.02 r=0.3 material=wood\n"@/
  "circle x=-8.3 y=2.42 r=0.3 material=wood\n"@/
  "circle x=-7.3 y=1.82 r=0.3 material=wood\n"@/
  "circle x=0.5 y=8 r=0.25 vx=1.5 material=bouncy\n"@/
  "circle x=2 y=11 r=0.25 vx=1.5 material=bouncy\n"},

@ {\it Bullets.} Three lanes, one above another, each a floor with a
small ball fired along it at 300\thinspace m/s, 5\thinspace m a step at
60 steps a second, at a thin plate 10\thinspace cm thick: far more than
the ball's own diameter of 30\thinspace cm passes in a step, and no step
ends with the ball in the plate. In the lowest lane the plate is static,
and continuous collision, which sweeps every fast body against the
static ones, stops the ball at it. In the middle lane the plate is a
moving body, of metal so that it stands its ground, and the ball is an
ordinary body: it is swept against static bodies only, and goes through
the plate as though it were not there, to the wall at the end. In the
top lane the plate is the same and the ball is a \.{bullet}, swept
against moving bodies too: the plate stops it and is knocked over. The
demo's \.{3} switches continuous collision off, and the lowest ball goes
through its static plate too. Bodies, lane by lane from the bottom: the
floor, the plate, the ball (0 to 2, 3 to 5, 6 to 8); then the walls at
the two ends, 9 and 10.
@^bullets@>
@^tunnelling@>

@<Built-in scenes@>+=
{"bullets", 13, "balls at 300 m/s against thin plates: continuous collision stops some",@/
  "world gravity=0,-10 continuous=on\n"@/
  "view x=0 y=4.5 width=26\n"@/
  "box x=0 y=-0.1 w=23 h=0.2 static material=static\n"@/
  "box x=5 y=0.6 w=0.1 h=1.2 static material=static\n"@/
  "circle x=-9 y=0.6 r=0.15 vx=300 material=wood\n"@/
  "box x=0 y=3.4 w=23 h=0.2 static material=static\n"@/
  "box x=5 y=4.1 w=0.1 h=1.2 material=metal\n"@/
  "circle x=-9 y=4.1 r=0.15 vx=300 material=wood\n"@/
  "box x=0 y=6.9 w=23 h=0.2 static material=static\n"@/
  "box x=5 y=7.6 w=0.1 h=1.2 material=metal\n"@/
  "circle x=-9 y=7.6 r=0.15 vx=300 material=wood bullet\n"@/
  "box x=-11.75 y=4.5 w=0.5 h=10 static material=static\n"@/
  "box x=11.75 y=4.5 w=0.5 h=10 static material=static\n"},
