@* Appendix C: The demo harness.
Every chapter's program, \.{build/bin/ch01} to the last, is this one
harness compiled with the chapters of its stage. It reads the command line,
loads a scene, and then either opens a window and runs the scene for a
person to watch, or runs it headless, with no window, for a test or a
script. Either way it can write a dump of every step and a screenshot of the
last frame. The chapters add their own keys, their own lines in the window's
panel of facts and their own drawing; everything else is here, written once.

The engine does not know SDL, and SDL appears nowhere but in this appendix
(|@<Draw with SDL's renderer@>| implements the engine's drawing
interface with it).
@^SDL2@>

@(demo.c@>=
#include "scene.h"
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>
@<Demo types@>@;
@<Command-line parsing@>@;
@<Checking the outputs@>@;
@<Draw with SDL's renderer@>@;
@<The panel@>@;
@<Screenshots@>@;
@<Timing the steps@>@;
@<Demo steps and frames@>@;
@<The window loop@>@;
@<Finishing the outputs@>@;
@<The main program@>@;

@*1 The command line.
Every chapter's program takes the same options:

\smallskip
{\tt\obeylines\parindent=2em
chNN [--headless] [--scene NAME\char124 FILE] [--steps N] [--dt SECONDS]
\ \ \ \ \ [--dump FILE.csv] [--screenshot FILE] [--panel] [--frames N] [--fps F]
\ \ \ \ \ [--press FRAME:KEY,...] [--output-limit BYTES] [--view X,Y,WIDTH]
\ \ \ \ \ [--time] [--list-scenes] [--help]
}
\smallskip

\noindent \.{--headless} runs with no window; \.{--steps N} takes $N$ fixed
steps and exits with status 0; \.{--dt} sets the step, $1/60$ of a second by
default; \.{--dump} writes the dump of appendix~B; \.{--screenshot} draws the
last frame into an image file, PNG or, if the name ends in \.{.bmp}, BMP,
and \.{--panel} puts the window's panel of facts into it, in a column
beside the scene. A headless run
with no \.{--steps} takes 600 steps. \.{--frames N} runs the window for $N$
frames and exits; \.{--fps F} sets how many frames a second the window
draws, 60 by default; \.{--press} is an aid for tests, described with the
window loop, and \.{--output-limit} bounds what a run may write.
\.{--time} measures every step and prints, at the end, the median and the
mean time of a step in milliseconds (chapter~9's table of what each
chapter buys is made with it).
\.{--view X,Y,WIDTH} shows the scene centred on $(X,Y)$, \.{WIDTH} metres
across, whatever its own \.{view} line says: the book's figures zoom on a
built-in scene this way, so that a figure never needs a copy of the scene
that could drift from it. A chapter
may add options of its own. A key that \.{--press} pushes is a |demo_press|:
the frame, counted from 0, at whose start it is pressed, and SDL's code for
the key.
@^command line@>

@<Demo types@>=
typedef struct {
  long frame;
  SDL_Keycode key;
} demo_press;

typedef struct {
  bool headless, help, list, panel, time;
  const char *scene_name;
  long steps, frames;
  double dt, fps;
  long long output_limit;
  bool has_view; /* was \.{--view} given? */
  ph_vec2 view_center;
  double view_width;
  const char *dump, *screenshot;
  int press_count;
  demo_press presses[64];
  @<Option fields of the chapters@>@;
} demo_options;

@ A chapter that adds an option adds the field that holds it here; the
fields of the harness come first, and a chapter never reads another's.
Chapter~4's \.{--contacts}, the file of contacts, is one.

@<Option fields of the chapters@>=
@;

@ Every refusal of the command line, and of the outputs it names
(|@<Checking the outputs@>|), ends the program through one function,
|demo_exit|, with status~2. It is one door so that a program other than
the demo can stand at it: the fuzzer of the command line (appendix~F)
runs this parsing thousands of times a second in one process, where a
refusal must end one run, not the fuzzer. A program may set
|demo_exit_hook|, and |demo_exit| calls it first; the demo sets none. The
fuzzer's hook jumps back to the start of its run with |longjmp| and never
returns; a hook that did return would still end the program here, so that
no caller of |demo_exit| ever goes on with a value it has just refused.
Nothing has been allocated or opened when the door is used: the options
are read, and the outputs checked, before the scene is loaded.
@^fuzzing@>
@^exit status@>

@<Command-line parsing@>=
static void (*demo_exit_hook)(int status); /* null in the demo */

static void demo_exit(int status)
{
  if (demo_exit_hook) demo_exit_hook(status);
  exit(status);
}

@ Any mistake on the command line names the option, says what it needs,
and ends the program with status 2 before anything is written.
@.needs a whole number@>
@.unknown option@>

@<Command-line parsing@>+=
static char program_name[16];

static void bad_argument(const char *option, const char *what, const char *got)
{
  fprintf(stderr, "%s: %s %s (got '%s'); see --help\n", program_name, option, what,
    got ? got : "nothing");
  demo_exit(2);
}

@ Values are read whole: \.{--steps 10x} is as wrong as \.{--steps x}. A
count of steps or frames is at most ten million, about two days of
simulated time at 60 steps a second: a larger one is almost surely a typing
mistake, and its dump would fill a disk. The bound is also what keeps a
count of steps, multiplied by anything a chapter likes, inside a |long|.
@.needs a whole number@>

@<Command-line parsing@>+=
enum { most_steps = 10000000 };

static long steps_value(const char *option, const char *text)
{
  char *end = NULL;
  errno = 0;
  long n = text ? strtol(text, &end, 10) : 0;
  if (!text || end == text || *end || errno || n < 0 || n > most_steps)
    bad_argument(option, "needs a whole number from 0 to 10000000", text);
  return n;
}

@ A number of the other kind is read by |strtod|, whole, finite and inside
the range the caller gives; the message names both ends of the range.

@<Command-line parsing@>+=
static double number_value(const char *option, const char *text, double low, double high,
  const char *what)
{
  char *end = NULL;
  double x = text ? strtod(text, &end) : 0.0;
  if (!text || end == text || *end || !isfinite(x) || x < low || x > high)
    bad_argument(option, what, text);
  return x;
}

@ A step is bounded below as well as above. The clock of chapter~2 counts
$1/h$ steps a second in an |int|, and a step of $10^{-300}$\thinspace s
would overflow it, which in C is undefined behaviour, not merely a wrong
number. A step of $10^{-5}$\thinspace s, a hundred thousand a second, is
already far below anything a demo needs. The frame rate is bounded for the
same reasons, from 1 to 1000 frames a second.

@<Command-line parsing@>+=
static double seconds_value(const char *option, const char *text)
{
  return number_value(option, text, 1e-5, 1.0,
    "needs a time step in seconds, from 0.00001 to 1");
}

static double rate_value(const char *option, const char *text)
{
  return number_value(option, text, 1.0, 1000.0,
    "needs a number of frames a second, from 1 to 1000");
}

@ A limit on what a run may write is a whole number of bytes, at least 1.

@<Command-line parsing@>+=
static long long bytes_value(const char *option, const char *text)
{
  char *end = NULL;
  errno = 0;
  long long n = text ? strtoll(text, &end, 10) : 0;
  if (!text || end == text || *end || errno || n < 1)
    bad_argument(option, "needs a whole number of bytes, at least 1", text);
  return n;
}

@ An option that takes a file or a name must have one, and it must not look
like another option.

@<Command-line parsing@>+=
static const char *text_value(const char *option, const char *text)
{
  if (!text || !*text || strncmp(text, "--", 2) == 0)
    bad_argument(option, "needs a value", text);
  return text;
}

@ \.{--view} takes three numbers separated by commas. The centre is
bounded by the size of a world, $10^6$\thinspace m, and the width by the
bounds of a scene's \.{view} line, so that the option can show nothing the
scene files could not.
@.needs X,Y,WIDTH@>

@<Command-line parsing@>+=
static void view_value(demo_options *o, const char *option, const char *text)
{
  char part[3][64];
  const char *p = text ? text : "";
  for (int k = 0; k < 3; k++) {
    size_t n = strcspn(p, ",");
    if (n == 0 || n >= sizeof part[k] || (k < 2 ? p[n] != ',' : p[n] != '\0'))
      bad_argument(option, "needs X,Y,WIDTH in metres, like 0,-5,20", text);
    memcpy(part[k], p, n);
    part[k][n] = '\0';
    p += n + (k < 2);
  }
  const char *centre = "needs X,Y,WIDTH with X and Y from -1e6 to 1e6 metres";
  o->view_center = ph_v(number_value(option, part[0], -1e6, 1e6, centre),
    number_value(option, part[1], -1e6, 1e6, centre));
  o->view_width = number_value(option, part[2], 1e-3, 1e6,
    "needs X,Y,WIDTH with WIDTH from 0.001 to 1e6 metres");
  o->has_view = true;
}

@ \.{--press 3:space,10:i} presses the space bar at the start of frame 3 and
\.{I} at the start of frame 10. A key is a letter or a digit, \.{space}, or
\.{esc}; that is every key the demo knows.
@.needs FRAME:KEY@>

@<Command-line parsing@>+=
static SDL_Keycode key_of_name(const char *name, size_t length)
{
  if (length == 5 && strncmp(name, "space", 5) == 0) return SDLK_SPACE;
  if (length == 3 && strncmp(name, "esc", 3) == 0) return SDLK_ESCAPE;
  if (length == 1 && name[0] >= 'a' && name[0] <= 'z') return SDLK_a + (name[0] - 'a');
  if (length == 1 && name[0] >= 'A' && name[0] <= 'Z') return SDLK_a + (name[0] - 'A');
  if (length == 1 && name[0] >= '0' && name[0] <= '9') return SDLK_0 + (name[0] - '0');
  return SDLK_UNKNOWN;
}

@ The list is read one \.{FRAME:KEY} at a time, up to the comma after it.

@<Command-line parsing@>+=
static void press_value(demo_options *o, const char *option, const char *text)
{
  static const char *what = "needs FRAME:KEY[,FRAME:KEY...], "@/
    "a key being a letter, a digit, space or esc, at most 64 of them";
  for (const char *p = text_value(option, text); *p; ) {
    char *end = NULL;
    errno = 0;
    long frame = strtol(p, &end, 10);
    if (end == p || *end != ':' || errno || frame < 0 || o->press_count == 64)
      bad_argument(option, what, text);
    size_t length = strcspn(end + 1, ",");
    SDL_Keycode key = key_of_name(end + 1, length);
    if (key == SDLK_UNKNOWN) bad_argument(option, what, text);
    o->presses[o->press_count++] = (demo_press){frame, key};
    p = end + 1 + length;
    if (*p == ',') p++;
  }
}

@ The options are read in one pass; a chapter's options are tried after the
harness's.

@<Command-line parsing@>+=
static demo_options parse_options(int argc, char **argv)
{
  demo_options o;
  memset(&o, 0, sizeof o);
  o.steps = o.frames = -1;
  o.dt = 1.0 / 60.0;
  o.fps = 60.0;
  o.output_limit = 1LL << 30;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    @<Try the options of the harness, then the chapters', on |a|@>@;
    else bad_argument("unknown option", "is not an option of this program", a);
  }
  if (o.frames >= 0 && o.headless)
    bad_argument("--frames", "runs the window, so it cannot go with --headless", "--headless");
  return o;
}

@ One option at a time: the harness's are tried first, then the chapters',
and an argument that none of them takes falls through to the message that
names it. An option that takes a value takes the next argument, checked by
the |..._value| function of its kind, and |i| steps over it.

@<Try the options of the harness, then the chapters', on |a|@>=
if (strcmp(a, "--headless") == 0) o.headless = true;
else if (strcmp(a, "--help") == 0) o.help = true;
else if (strcmp(a, "--list-scenes") == 0) o.list = true;
else if (strcmp(a, "--panel") == 0) o.panel = true;
else if (strcmp(a, "--time") == 0) o.time = true;
else if (strcmp(a, "--steps") == 0) o.steps = steps_value(a, next), i++;
else if (strcmp(a, "--frames") == 0) o.frames = steps_value(a, next), i++;
else if (strcmp(a, "--dt") == 0) o.dt = seconds_value(a, next), i++;
else if (strcmp(a, "--fps") == 0) o.fps = rate_value(a, next), i++;
else if (strcmp(a, "--output-limit") == 0) o.output_limit = bytes_value(a, next), i++;
else if (strcmp(a, "--view") == 0) view_value(&o, a, next), i++;
else if (strcmp(a, "--press") == 0) press_value(&o, a, next), i++;
else if (strcmp(a, "--scene") == 0) o.scene_name = text_value(a, next), i++;
else if (strcmp(a, "--dump") == 0) o.dump = text_value(a, next), i++;
else if (strcmp(a, "--screenshot") == 0) o.screenshot = text_value(a, next), i++;
@<Parse the options of the chapters@>@;

@ Each chapter's options continue the chain of |else if|s with tests of
its own, in the chapters' order; this empty piece is where they join it.

@<Parse the options of the chapters@>=
@;

@ The keys of the window are listed once, here, for the help text and for
the list that \.{H} shows in the window; each chapter appends its own to
|@<Help lines of the chapters@>|.

@<Command-line parsing@>+=
static const char key_list[] =
  "  space        pause or run\n"@/
  "  S            take one step (when paused)\n"@/
  "  R            start the scene again\n"@/
  "  N, P         the next or the previous built-in scene\n"@/
  "  H            show or hide this list of keys\n"@/
  "  A            show or hide the other chapters' lines in the panel\n"@/
  "  Esc, Q       quit\n"
  @<Help lines of the chapters@>@;
  "";

@ The help text gives the options, the keys, and the exit statuses: 0 for
success, 2 for bad input (the options, the scene, an output path refused
before the run, or a scene whose numbers overflow while it runs), and 1 for
an output that failed while it was being written. A script can tell its own
mistakes, status~2, from trouble with the disk, status~1.
@.exit status@>

@<Command-line parsing@>+=
static void print_help(void)
{
  printf("usage: %s [--headless] [--scene NAME|FILE] [--steps N] [--dt SECONDS]\n"@/
    "       [--dump FILE.csv] [--screenshot FILE.png|FILE.bmp] [--panel]\n"@/
    "       [--frames N] [--fps F] [--press FRAME:KEY,...] [--output-limit BYTES]\n"@/
    "       [--view X,Y,WIDTH] [--time] [--list-scenes] [--help]\n\n"@/
    "  --frames N     run the window for N frames, then exit "@/
    "(SDL_VIDEODRIVER=dummy works)\n"@/
    "  --fps F        frames a second in the window, 1 to 1000 (default 60)\n"@/
    "  --press LIST   testing aid: press keys at frames, e.g. 3:space,10:i\n"@/
    "  --panel        draw the panel of facts beside the screenshot's scene\n"@/
    "  --output-limit BYTES  stop, keeping nothing, if the outputs pass it (1 GiB)\n"@/
    "  --view X,Y,WIDTH  show WIDTH metres around (X,Y), whatever the scene says\n"@/
    "  --time         print the median and mean milliseconds of a step at the end\n\n"@/
    "exit status: 0 success; 1 an output failed while being written;\n"@/
    "  2 bad input: options, scene, output paths refused before the run,\n"@/
    "  or a scene whose numbers stop being finite\n\n"@/
    "keys in the window:\n%s"@/
    "\nscenes: see --list-scenes; default '%s'\n", program_name, key_list,
    scene_default_name());
  @<Print the defaults a plain world line gets@>@;
}

@ Last, the help says what a \.{world} line that names nothing gets on this
stage: the engine's own defaults (chapter~1's |ph_default_settings|), read
back as the keys that would set them, so that the help cannot drift from the
engine. Each chapter adds its keys to |@<Print the defaults of the chapters'
settings in |d|@>|.

@<Print the defaults a plain world line gets@>=
{
  ph_settings d = ph_default_settings();
  const char *integrator = "?";
  for (int i = 0; ph_integrator_names[i].name; i++)
    if (ph_integrator_names[i].integrator == d.integrator) integrator = ph_integrator_names[i].name;
  printf("\na world line that names nothing "@|
    "gets stage %d's defaults:\n"@|
    "  gravity=%g,%g iterations=%d integrator=%s", PH_STAGE, d.gravity.x, d.gravity.y,
    d.iterations, integrator);
  @<Print the defaults of the chapters' settings in |d|@>@;
  printf("\n  (defaults=K on the world line takes those of stage K instead)\n");
}

@ @<Print the defaults of the chapters' settings in |d|@>=
@;

@*1 Checking the outputs.
A run may write a dump, a screenshot, and whatever files the chapters add;
each is named by an option. Every one of them is checked before the scene is
even loaded, so that a mistake in a path costs nothing and destroys
nothing: a run that would end by failing to write its output should not
first compute it for an hour. A path is refused, with status~2, if it is a
folder or anything else but a regular file, if its folder does not exist
or cannot be written, if it is the scene file itself (which the output
would overwrite), or if it names the same file as another output (one of
the two would be lost).
@^output files@>

@<Demo types@>+=
typedef struct {
  const char *flag, *path;
  scene_dump *file;
} demo_output;

@ The outputs of a run, in one list: the harness's two, then the
chapters'. The list is what gets checked at the start and what gets kept or
thrown away, all together, at the end.

@<Checking the outputs@>=
static int list_outputs(demo_state *demo, demo_output *list)
{
  int n = 0;
  list[n++] = (demo_output){"--dump", demo->options.dump, &demo->dump};
  list[n++] = (demo_output){"--screenshot", demo->options.screenshot, &demo->shot};
  @<List the chapters' outputs in |list|, counting them in |n|@>@;
  return n;
}

@ A chapter that writes a file of its own, such as chapter~4's contacts,
adds it to the list here, and it is then checked, written to a temporary
file and kept or discarded with the others, with no code of its own for
any of that.

@<List the chapters' outputs in |list|, counting them in |n|@>=
@;

@ A path is cut into its folder and its last part; \.{out.csv} is in the
folder~\.{.}.

@<Checking the outputs@>+=
static const char *split_path(const char *path, char *folder, size_t size)
{
  const char *slash = strrchr(path, '/');
  if (!slash) snprintf(folder, size, ".");
  else if (slash == path) snprintf(folder, size, "/");
  else snprintf(folder, size, "%.*s", (int) (slash - path), path);
  return slash ? slash + 1 : path;
}

@ Two paths name the same file if both files exist and have the same device
and inode; or, when they do not exist yet, if their last parts are the same
and their folders are one folder, by the same test (which sees through
links and \.{..}).

@<Checking the outputs@>+=
static bool same_inode(const char *a, const char *b)
{
  struct stat sa, sb;
  return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev
    && sa.st_ino == sb.st_ino;
}

static bool same_file(const char *a, const char *b)
{
  struct stat s;
  if (stat(a, &s) == 0 && stat(b, &s) == 0) return same_inode(a, b);
  char fa[1024], fb[1024];
  const char *na = split_path(a, fa, sizeof fa), *nb = split_path(b, fb, sizeof fb);
  return strcmp(na, nb) == 0 && same_inode(fa, fb);
}

@ The checks of one output; |earlier| are the outputs before it in the list.
The message names the option and the path.
@.is a folder@>
@.is the scene file itself@>
@.names the same file as@>

@<Checking the outputs@>+=
static void refuse_output(const demo_output *o, const char *why)
{
  fprintf(stderr, "%s: %s '%s' %s; nothing was run or written\n", program_name, o->flag,
    o->path, why);
  demo_exit(2);
}

static void check_output(demo_state *demo, const demo_output *o, const demo_output *earlier,
  int count)
{
  char folder[1024];
  struct stat s;
  const char *name = split_path(o->path, folder, sizeof folder);
  @<Refuse a folder, or anything but a regular file, or the scene file@>@;
  @<Refuse a path whose folder is missing or cannot be written@>@;
  for (int k = 0; k < count; k++)
    if (earlier[k].path && same_file(o->path, earlier[k].path)) {
      char why[64];
      snprintf(why, sizeof why, "names the same file as %s", earlier[k].flag);
      refuse_output(o, why);
    }
}

@ What an output may not be. A path that ends in a slash names a folder;
a path that exists must be a regular file, since a rename onto a folder, a
device or a pipe would not do what the user meant; and writing a dump over
the scene it was made from would destroy the input.

@<Refuse a folder, or anything but a regular file, or the scene file@>=
if (!*name) refuse_output(o, "names a folder, not a file");
if (stat(o->path, &s) == 0) {
  if (S_ISDIR(s.st_mode)) refuse_output(o, "is a folder");
  if (!S_ISREG(s.st_mode)) refuse_output(o, "is not a regular file");
  if (same_file(o->path, demo->options.scene_name))
    refuse_output(o, "is the scene file itself");
}

@ Where an output may not go: a folder that is missing, or one this
program may not write in (the temporary file is made there, next to the
output, so that keeping it is a rename on one file system).

@<Refuse a path whose folder is missing or cannot be written@>=
if (stat(folder, &s) != 0 || !S_ISDIR(s.st_mode))
  refuse_output(o, "is in a folder that does not exist");
if (access(folder, W_OK | X_OK) != 0)
  refuse_output(o, "is in a folder this program cannot write in");

@ Every output of the list is checked before the run begins, so that a
mistake in the last option is found before the first step, not after an
hour of simulation.

@<Checking the outputs@>+=
static void check_outputs(demo_state *demo)
{
  demo_output list[8];
  int n = list_outputs(demo, list);
  for (int i = 0; i < n; i++)
    if (list[i].path) check_output(demo, &list[i], list, i);
}

@*1 Drawing.
The engine describes the world in metres with $y$ up; the screen is in
pixels with $y$ down. A {\it canvas\/} holds SDL's renderer and the camera
that maps one to the other: the world point at the view's centre goes to the
middle of the scene's area, a rectangle $W$ pixels wide and $H$ high whose
left edge is |left| pixels from the window's (the panel's column is to its
left, |@<The panel@>|), and |scale| pixels make a metre. A point $(x,y)$
goes to
$$p_x={W\over2}+s(x-c_x),\qquad p_y={H\over2}-s(y-c_y)$$
in the area, which SDL's renderer, given the area as its {\it viewport},
moves |left| pixels right and clips to the area: nothing the world draws
can fall in the panel's column.
@^camera@>
@^viewport@>

@<Demo types@>+=
typedef struct {
  SDL_Renderer *renderer;
  int width, height;
  ph_vec2 center;
  double scale;
  int left;
  struct demo_layout *layout; /* where the window's last frame was drawn, or null */
  bool recording; /* is the world being drawn into |layout|? */
} sdl_canvas;

@ For a test, the window remembers where its last frame put things, in
window pixels: the panel's column, the scene's area, and the box of every
point the world's drawing mapped, from its least $x$ and $y$ to its
greatest, cut to the area (|any| says whether there was such a point).

@<Demo types@>+=
typedef struct demo_layout {
  SDL_Rect panel, scene;
  float x0, y0, x1, y1;
  bool any;
} demo_layout;

@ SDL takes coordinates as |float|. Converting a |double| that a |float|
cannot hold is undefined behaviour in C, and a particle of radius $10^9$\thinspace m
or a view a nanometre wide gives such numbers. So a coordinate is clamped,
in |double|, to a million pixels either side, far outside any window but
well inside a |float|; a NaN, which fails every comparison, goes to the
lower end.
@^undefined behaviour@>

@<Draw with SDL's renderer@>=
static float screen_coordinate(double v)
{
  return !(v > -1e6) ? -1e6f : v > 1e6 ? 1e6f : (float) v;
}

static SDL_FPoint to_screen(const sdl_canvas *c, ph_vec2 p)
{
  SDL_FPoint q = {screen_coordinate(0.5 * c->width + c->scale * (p.x - c->center.x)),
    screen_coordinate(0.5 * c->height - c->scale * (p.y - c->center.y))};
  if (c->recording) @<Widen the box of the world drawn to take |q| in@>@;
  return q;
}

@ The box of the world drawn grows to take in each point the world's
drawing maps, moved into window pixels.

@<Widen the box of the world drawn to take |q| in@>=
{
  demo_layout *l = c->layout;
  float x = q.x + (float) c->left, y = q.y;
  if (!l->any) l->x0 = l->x1 = x, l->y0 = l->y1 = y, l->any = true;
  if (x < l->x0) l->x0 = x;
  if (x > l->x1) l->x1 = x;
  if (y < l->y0) l->y0 = y;
  if (y > l->y1) l->y1 = y;
}

@ @<Draw with SDL's renderer@>+=
static void set_color(const sdl_canvas *c, ph_color color)
{
  SDL_SetRenderDrawColor(c->renderer, color.r, color.g, color.b, color.a);
}

@ SDL's renderer draws lines and triangles, not circles, so a circle becomes a
polygon with enough sides that its corners cannot be seen: three sides for
every two pixels of radius, between 12 and 64. The count is bounded while
it is still a |double|, for the reason above: $1.5sr$ can be far larger
than any |int|.

@<Draw with SDL's renderer@>+=
static int circle_sides(const sdl_canvas *c, double radius)
{
  double n = 1.5 * c->scale * radius;
  return !(n > 12.0) ? 12 : n > 64.0 ? 64 : (int) n;
}

@ An outline is a closed line through the polygon's corners.

@<Draw with SDL's renderer@>+=
static void draw_circle(void *context, ph_vec2 center, double radius, ph_color color)
{
  const sdl_canvas *c = context;
  SDL_FPoint points[65];
  int n = circle_sides(c, radius);
  for (int k = 0; k <= n; k++) {
    double angle = 2.0 * 3.14159265358979323846 * k / n;
    points[k] = to_screen(c, ph_add(center, ph_v(radius * cos(angle), radius * sin(angle))));
  }
  set_color(c, color);
  SDL_RenderDrawLinesF(c->renderer, points, n + 1);
}

@ A filled convex shape is a fan of triangles from its first corner, given to
|SDL_RenderGeometry| all at once.

@<Draw with SDL's renderer@>+=
static void draw_solid_polygon(void *context, const ph_vec2 *v, int count, ph_color color)
{
  const sdl_canvas *c = context;
  SDL_Vertex corners[66];
  int indices[3 * 64];
  if (count < 3 || count > 66) return;
  for (int k = 0; k < count; k++) {
    corners[k].position = to_screen(c, v[k]);
    corners[k].color = (SDL_Color){color.r, color.g, color.b, color.a};
    corners[k].tex_coord = (SDL_FPoint){0.0f, 0.0f};
  }
  for (int k = 1; k + 1 < count; k++) {
    indices[3 * (k - 1)] = 0;
    indices[3 * (k - 1) + 1] = k;
    indices[3 * (k - 1) + 2] = k + 1;
  }
  SDL_RenderGeometry(c->renderer, NULL, corners, count, indices, 3 * (count - 2));
}

@ A filled circle is a filled polygon, with as many sides as its outline.

@<Draw with SDL's renderer@>+=
static void draw_solid_circle(void *context, ph_vec2 center, double radius, ph_color color)
{
  ph_vec2 corners[64];
  int n = circle_sides(context, radius);
  for (int k = 0; k < n; k++) {
    double angle = 2.0 * 3.14159265358979323846 * k / n;
    corners[k] = ph_add(center, ph_v(radius * cos(angle), radius * sin(angle)));
  }
  draw_solid_polygon(context, corners, n, color);
}

@ Segments, outlines of polygons, and points, which are small squares of a
given size in pixels.

@<Draw with SDL's renderer@>+=
static void draw_segment(void *context, ph_vec2 a, ph_vec2 b, ph_color color)
{
  const sdl_canvas *c = context;
  SDL_FPoint p = to_screen(c, a), q = to_screen(c, b);
  set_color(c, color);
  SDL_RenderDrawLineF(c->renderer, p.x, p.y, q.x, q.y);
}

static void draw_polygon(void *context, const ph_vec2 *v, int count, ph_color color)
{
  for (int k = 0; k < count; k++) draw_segment(context, v[k], v[(k + 1) % count], color);
}

static void draw_point(void *context, ph_vec2 p, double pixels, ph_color color)
{
  const sdl_canvas *c = context;
  SDL_FPoint q = to_screen(c, p);
  float size = screen_coordinate(pixels);
  SDL_FRect r = {q.x - size / 2, q.y - size / 2, size, size};
  set_color(c, color);
  SDL_RenderFillRectF(c->renderer, &r);
}

@ The camera of a scene: its \.{view} line if it has one; otherwise the
container, with a margin, if there is one; otherwise twenty metres around
the origin. The view's width is that of the scene's area, |c->width|
pixels, not the window's, which holds the panel too. The scale is kept between $10^{-6}$ and $10^9$ pixels a metre,
so that a view of $10^{-300}$\thinspace m, which the scene reader accepts,
cannot make it infinite.

@<Draw with SDL's renderer@>+=
static void aim_camera(sdl_canvas *c, const scene *s)
{
  const ph_world *w = s->world;
  double width = 20.0;
  c->center = ph_v(0.0, 0.0);
  if (s->has_view) c->center = s->view_center, width = s->view_width;
  else if (w->container.active) {
    c->center = w->container.center;
    width = 2.2 * w->container.radius * c->width / c->height;
  }
  c->scale = c->width / width;
  if (!(c->scale > 1e-6)) c->scale = 1e-6;
  if (c->scale > 1e9) c->scale = 1e9;
}

@ The demo's state: the options, the scene, the outputs, the switches of
the window, and the numbers the panel shows.

@<Demo types@>+=
typedef struct demo_state {
  demo_options options;
  scene current;
  scene_dump dump, shot;
  bool paused, step_once, running, show_keys, show_all;
  bool particle_clicks;
  int status;
  long steps_done;
  double step_ms, fps, steps_per_second;
  double *times; /* every step's milliseconds, with \.{--time} */
  long time_count, time_capacity;
  int64_t ticks_per_second, frame_ticks, second_ticks;
  long second_steps;
  Uint64 last_frame;
  TTF_Font *font;
  bool font_tried;
  char names[64][32];
  int name_count;
  demo_layout layout; /* where the window's last frame put things */
  @<Demo state fields of the chapters@>@;
} demo_state;

@ A click adds particles (chapter~1) unless a chapter's scene turns
|particle_clicks| off, in |@<Start the chapters' part of the demo@>|, to
give the click another meaning. |status| is the exit status a failure
during the run has decided, 0 while all is well.

@<Demo state fields of the chapters@>=
@;

@ A frame is the background, the world, and whatever the chapters draw on
top, all inside the scene's area, which is made the renderer's viewport.
(Clearing ignores the viewport and paints the whole window; the panel then
covers its own column.) In the window, the box of the world drawn is
measured afresh in every frame.

@<Draw with SDL's renderer@>+=
static void draw_frame(demo_state *demo, sdl_canvas *c)
{
  aim_camera(c, &demo->current);
  SDL_RenderSetViewport(c->renderer, &(SDL_Rect){c->left, 0, c->width, c->height});
  SDL_SetRenderDrawColor(c->renderer, 24, 26, 33, 255);
  SDL_RenderClear(c->renderer);
  SDL_SetRenderDrawBlendMode(c->renderer, SDL_BLENDMODE_BLEND);
  ph_draw d;
  memset(&d, 0, sizeof d);
  d.circle = draw_circle;
  d.solid_circle = draw_solid_circle;
  d.segment = draw_segment;
  d.polygon = draw_polygon;
  d.solid_polygon = draw_solid_polygon;
  d.point = draw_point;
  d.context = c;
  @<Set the chapters' drawing options in |d|@>@;
  if (c->layout) c->layout->any = false, c->recording = true;
  ph_world_draw(demo->current.world, &d);
  c->recording = false;
  @<Draw the chapters' extras@>@;
}

@ A chapter that draws something of its own sets its options in |d|
before the world is drawn (chapter~2, the interpolation factor) or draws
over it afterwards (chapter~4, the contacts).

@<Set the chapters' drawing options in |d|@>=
@;
@ @<Draw the chapters' extras@>=
@;

@*1 The panel.
The window shows, in a column of its own at its left, a panel of facts: the
scene, the number of bodies, the time a step takes and how many steps a
second the demo is taking, and then the switches of the chapters, one a
line, with its key and its state, such as ``\.{I  relaxation passes: 8}''.
A reader can then press a key and see at once what it changed, without
knowing the keys by heart; and \.{H} shows the list of all the keys. The scene is drawn in the rest of the window, beside the panel and
never under it. The window's title, which some desktops hide, says only
which program and which scene.
@^panel@>

@ Each chapter's lines stand in a group under a heading with the chapter's
number and title. Only the group of the program's own chapter is open: the
others show their heading alone, so that the few lines a reader of
chapter~9 is looking for are not lost among forty. \.{A} opens every group,
and closes them again.

@<Demo types@>+=
typedef struct {
  char text[128][100];
  bool heading[128];
  int count;
  bool open_all; /* are all the groups open? */
  bool hiding; /* are the lines of a closed group being left out? */
} demo_panel;

@ Lines are added like |printf|'s output; a line of a closed group is left
out, and a panel that is full keeps its first 128 lines (the last stage's
panel, with every group open, has about fifty, and its list of keys about
thirty).

@<The panel@>=
static void panel_add(demo_panel *panel, const char *format, ...)
{
  if (panel->count == 128 || panel->hiding) return;
  va_list args;
  va_start(args, format);
  panel->heading[panel->count] = false;
  vsnprintf(panel->text[panel->count++], sizeof panel->text[0], format, args);
  va_end(args);
}

@ A chapter opens its group with |panel_group|, which adds the heading:
the chapter's number and title after \.{[-]} if the group is open, after
\.{[+]} if it is closed, as in ``\.{[+] 7  Friction}''. The lines of a
closed group are then left out.

@<The panel@>+=
static void panel_heading(demo_panel *panel, const char *format, const char *name)
{
  int n = panel->count;
  panel->hiding = false;
  panel_add(panel, format, name);
  if (panel->count > n) panel->heading[n] = true;
}

static void panel_group(demo_panel *panel, int chapter)
{
  bool open = panel->open_all || chapter == PH_STAGE;
  char name[80];
  snprintf(name, sizeof name, "[%c] %d  %s", open ? '-' : '+', chapter,
    title_of_chapter(chapter));
  panel_heading(panel, "%s", name);
  panel->hiding = !open;
}

@ The harness's lines, then the chapters' groups, then the harness's two
switches of the panel itself. Steps a second are counted over each second
of the window's frames, so they show what the clock or the frame rate
allows; a headless run has no frames and shows none. With |all| every
group is open, whatever \.{A} says.

@<The panel@>+=
static void fill_panel(demo_state *demo, demo_panel *panel, bool all)
{
  const ph_world *w = demo->current.world;
  panel->count = 0;
  panel->open_all = all || demo->show_all;
  panel->hiding = false;
  panel_add(panel, "%s %s", program_name, chapter_title());
  panel_add(panel, "N P  scene: %.60s", demo->current.name);
  panel_add(panel, "bodies: %d", w->body_count);
  if (demo->steps_per_second > 0.0)
    panel_add(panel, "step: %.3f ms, %.0f steps a second", demo->step_ms,
      demo->steps_per_second);
  else panel_add(panel, "step: %.3f ms", demo->step_ms);
  panel_add(panel, "Space  paused: %s", demo->paused ? "yes" : "no");
  @<Add the chapters' lines to the panel@>@;
  panel->hiding = false;
  panel_add(panel, "H  list of keys: %s", demo->show_keys ? "shown" : "hidden");
  panel_add(panel, "A  other chapters' lines: %s", demo->show_all ? "shown" : "hidden");
}

@ Each chapter opens its group with |panel_group(panel, N)|, $N$ being its
number, and then adds a line for each switch it brings, with |panel_add|,
in the form \.{K  name: state}.

@<Add the chapters' lines to the panel@>=
@;

@ The list of keys is the help text's, a line for each key under a heading
of its own, with the spaces that align it in a terminal cut down so that
it fits the panel. A key such as \.{Esc, Q} or \.{press, drag} has single
spaces inside; the description starts after the first run of two or more.

@<The panel@>+=
static void add_key_lines(demo_panel *panel)
{
  panel_heading(panel, "%s", "keys in the window");
  for (const char *p = key_list; *p; ) {
    size_t length = strcspn(p, "\n");
    if (strncmp(p, "  ", 2) == 0) {
      size_t key = strcspn(p + 2, " ");
      while (key + 3 < length && p[2 + key + 1] != ' ') key += 1 + strcspn(p + 3 + key, " ");
      const char *what = p + 2 + key;
      while (*what == ' ') what++;
      panel_add(panel, "%-11.*s %.*s", (int) key, p + 2, (int) (p + length - what), what);
    }
    p += length + (p[length] == '\n');
  }
}

@ The text is drawn with SDL\_ttf in the DejaVu font that the build found
(its path is the macro |DEMO_FONT|). Text is a nicety: if the library or the
font cannot be opened the demo says so once and runs without it.
@^SDL2\_ttf@>

@<The panel@>+=
#ifndef DEMO_FONT
#define DEMO_FONT ""
#endif
static TTF_Font *panel_font(demo_state *demo)
{
  if (!demo->font_tried) {
    demo->font_tried = true;
    if (TTF_Init() != 0 || !(demo->font = TTF_OpenFont(DEMO_FONT, 14)))
      fprintf(stderr, "%s: no text on screen (%s); the demo runs without it\n",
        program_name, TTF_GetError());
  }
  return demo->font;
}

@ The panel's column is |PANEL_CHARACTERS| characters of the font wide
(the font is DejaVu Sans Mono, whose characters are all as wide): enough
for nearly every line, and fixed, so that the scene beside it does not move
when a number on the panel grows a digit. A longer line is broken at its
last space that fits, or where it must if there is none in its second
half, and goes on in the next row, indented to where the text after its
key begins (after the first run of two spaces, if that is near its start:
``\.{K  }'' or a key of the list of keys), or by three spaces. A row is a
piece of a line: where it starts, how long it is, how far it is indented.

@<The panel@>+=
#define PANEL_CHARACTERS 46
typedef struct {
  const char *text;
  int length, indent;
  bool heading;
} panel_row;

@ |panel_rows| cuts the lines of a panel into rows, keeps at most
|capacity| of them, and gives their number. Each row after a
line's first is indented by |hang|; the spaces at a break are dropped.

@<The panel@>+=
static int panel_rows(const demo_panel *panel, panel_row *rows, int capacity)
{
  int n = 0;
  for (int i = 0; i < panel->count; i++) {
    const char *p = panel->text[i];
    int indent = 0, hang = 3;
    @<Find the indent |hang| of the rows that continue line |p|@>@;
    do {
      int room = PANEL_CHARACTERS - indent, length = (int) strlen(p);
      @<Shorten the row at |p| to fit in |room|, at its last space if there is one@>@;
      if (n < capacity) rows[n++] = (panel_row){p, length, indent, panel->heading[i]};
      p += length;
      while (*p == ' ') p++;
      indent = hang;
    } while (*p);
  }
  return n;
}

@ A space is looked for only in the second half of the room, so that a
row is never much shorter than the column; a line with no space there is
cut where the room ends.

@<Shorten the row at |p| to fit in |room|, at its last space if there is one@>=
if (length > room) {
  length = room;
  while (length > room / 2 && p[length] != ' ') length--;
  if (p[length] != ' ') length = room;
}

@ The text after a key begins after the line's first run of two spaces or
more, if that run starts within its first 14 characters (the key of the
list of keys has 11).

@<Find the indent |hang| of the rows that continue line |p|@>=
const char *gap = strstr(p, "  ");
if (gap && gap - p < 14) {
  hang = (int) (gap - p);
  while (p[hang] == ' ') hang++;
}

@ The panel is laid out afresh for every frame: its lines, its rows, and
its columns. A column holds as many rows as fit in the window's height,
and a panel with more rows takes a second column, the scene's area
narrowing to make room (the last stage's panel does, with every group
open). For a window $H$ pixels high, lines $\ell$ pixels apart, $n$ rows
and columns $w$ pixels wide (46 characters and 12 pixels of margin), a
column holds $r$ rows and the panel is |width| pixels wide:
$$r=\max\Bigl(1,\Bigl\lfloor{H-8\over\ell}\Bigr\rfloor\Bigr),\qquad
\hbox{|width|}=\Bigl\lceil{n\over r}\Bigr\rceil w.$$
With no font there is no panel, and the scene has the whole window.

@<The panel@>+=
typedef struct {
  demo_panel lines, keys;
  panel_row rows[384], key_rows[192];
  int count, key_count, per_column, line_height, column_width, width;
} panel_layout;

static void lay_out_panel(demo_state *demo, panel_layout *p, int height)
{
  TTF_Font *font = panel_font(demo);
  int advance = 0;
  p->count = p->key_count = p->width = 0;
  if (!font || TTF_SizeUTF8(font, "M", &advance, NULL) != 0) return;
  fill_panel(demo, &p->lines, false);
  p->count = panel_rows(&p->lines, p->rows, 384);
  p->line_height = TTF_FontLineSkip(font);
  p->per_column = p->line_height > 0 ? (height - 8) / p->line_height : p->count;
  if (p->per_column < 1) p->per_column = 1;
  p->column_width = PANEL_CHARACTERS * advance + 12;
  if (demo->show_keys) @<Lay out the list of keys@>@;
  p->width = (p->count + p->per_column - 1) / p->per_column * p->column_width;
}

@ The list of keys that \.{H} shows goes under the panel's lines, in its
column, if it fits there. If not (the list of the last stage is some fifty
rows), it is shown over the scene's top left corner, on a dark box
that lets the scene show faintly through, until \.{H} hides it again: taking columns of its own, it
would leave the scene too narrow to watch.

@<Lay out the list of keys@>=
{
  p->keys.count = 0;
  p->keys.hiding = false;
  add_key_lines(&p->keys);
  p->key_count = panel_rows(&p->keys, p->key_rows, 192);
  if (p->count + p->key_count <= p->per_column) {
    for (int i = 0; i < p->key_count; i++) p->rows[p->count++] = p->key_rows[i];
    p->key_count = 0;
  }
}

@ |draw_rows| draws |count| rows in columns that start at |x|, filling
each column from the top before it starts the next.

@<The panel@>+=
static void draw_rows(const sdl_canvas *c, TTF_Font *font, const panel_layout *p,
  const panel_row *rows, int count, int x)
{
  for (int i = 0; i < count; i++) {
    int left = x + 6 + i / p->per_column * p->column_width;
    int top = 4 + i % p->per_column * p->line_height;
    @<Draw the panel's row |rows[i]| at |left|, |top|@>@;
  }
}

@ The panel is drawn over its column, on a background of its own, darker
than the scene's, with a line between them; the list of keys, if it is
not in the column, is drawn last, over the scene.

@<The panel@>+=
static void draw_panel(demo_state *demo, const sdl_canvas *c, const panel_layout *p)
{
  if (p->width == 0) return;
  SDL_RenderSetViewport(c->renderer, NULL);
  SDL_SetRenderDrawColor(c->renderer, 12, 13, 17, 255);
  SDL_RenderFillRect(c->renderer, &(SDL_Rect){0, 0, p->width, c->height});
  SDL_SetRenderDrawColor(c->renderer, 70, 74, 90, 255);
  SDL_RenderDrawLine(c->renderer, p->width - 1, 0, p->width - 1, c->height);
  draw_rows(c, demo->font, p, p->rows, p->count, 0);
  if (p->key_count > 0) {
    @<Draw the list of keys over the scene's left edge, on a dark ground of its own@>@;
  }
}

@ The keys' ground is black and nearly opaque, and only as large as the
columns of keys need, so that the rest of the scene stays in view.

@<Draw the list of keys over the scene's left edge, on a dark ground of its own@>=
int columns = (p->key_count + p->per_column - 1) / p->per_column;
int rows = p->key_count < p->per_column ? p->key_count : p->per_column;
SDL_SetRenderDrawBlendMode(c->renderer, SDL_BLENDMODE_BLEND);
SDL_SetRenderDrawColor(c->renderer, 0, 0, 0, 220);
SDL_RenderFillRect(c->renderer, &(SDL_Rect){c->left, 0, columns * p->column_width,
  rows * p->line_height + 8});
draw_rows(c, demo->font, p, p->key_rows, p->key_count, c->left);

@ A row is rendered by SDL2\_ttf into a surface, made a texture and copied
into place, headings in blue; a row that cannot be rendered, or an empty
one, is left out rather than stopping the demo, since the panel only
informs.

@<Draw the panel's row |rows[i]| at |left|, |top|@>=
{
  const panel_row *r = &rows[i];
  char text[PANEL_CHARACTERS + 1];
  snprintf(text, sizeof text, "%*s%.*s", r->indent, "", r->length, r->text);
  SDL_Color color = r->heading ? (SDL_Color){140, 180, 255, 255}
    : (SDL_Color){230, 232, 240, 255};
  SDL_Surface *s = text[0] ? TTF_RenderUTF8_Blended(font, text, color) : NULL;
  SDL_Texture *texture = s ? SDL_CreateTextureFromSurface(c->renderer, s) : NULL;
  if (texture) {
    SDL_Rect where = {left, top, s->w, s->h};
    SDL_RenderCopy(c->renderer, texture, NULL, &where);
    SDL_DestroyTexture(texture);
  }
  SDL_FreeSurface(s);
}

@ A run of \.{--frames} prints the panel when it ends, every group open, so
that a test, or a person at a terminal, can read what the keys it pressed
changed. It then prints where the last frame put the panel, the scene and
the world, in window pixels, each as its left and top edges, its width and
its height: the world's box is cut to the scene's area, outside which
nothing is drawn, and is printed as \.{none} if nothing of the world is in
the area.

@<The panel@>+=
static void print_panel(demo_state *demo)
{
  demo_panel panel;
  fill_panel(demo, &panel, true);
  for (int i = 0; i < panel.count; i++) printf("%s\n", panel.text[i]);
  const demo_layout *l = &demo->layout;
  printf("layout: panel %d %d %d %d; scene %d %d %d %d; world ", l->panel.x, l->panel.y,
    l->panel.w, l->panel.h, l->scene.x, l->scene.y, l->scene.w, l->scene.h);
  @<Print the world's box, cut to the scene's area@>@;
}

@ @<Print the world's box, cut to the scene's area@>=
{
  float x0 = l->x0 > l->scene.x ? l->x0 : (float) l->scene.x;
  float y0 = l->y0 > l->scene.y ? l->y0 : (float) l->scene.y;
  float x1 = l->x1 < l->scene.x + l->scene.w ? l->x1 : (float) (l->scene.x + l->scene.w);
  float y1 = l->y1 < l->scene.y + l->scene.h ? l->y1 : (float) (l->scene.y + l->scene.h);
  if (l->any && x0 < x1 && y0 < y1) printf("%.0f %.0f %.0f %.0f\n", floor(x0), floor(y0),
    ceil(x1) - floor(x0), ceil(y1) - floor(y0));
  else printf("none\n");
}

@*1 Screenshots.
A screenshot is the last frame drawn again by SDL's software renderer into
an image in memory, then saved. The software renderer needs no display and
no graphics card, so a screenshot taken by a test on a server is the same
picture as one taken on a desk; and since the drawing code is the one the
window uses, it shows what a person would see. The scene's area is always
$800\times600$ pixels; if \.{--panel} asks for the panel, its column is
added at the left, as in the window, so that the scene is framed the same
with the panel or without it.
\.{.bmp} names get a BMP, which SDL writes by itself and the tests read
without a library; other names get a PNG, through SDL\_image, which the
book's figures need.
@^screenshots@>
@^software renderer@>

@<Screenshots@>=
static bool save_screenshot(demo_state *demo, const char *path)
{
  static panel_layout panel;
  panel.width = 0;
  if (demo->options.panel) lay_out_panel(demo, &panel, 600);
  SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, panel.width + 800, 600, 32,
    SDL_PIXELFORMAT_RGB888);
  SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
  bool ok = false;
  if (renderer && scene_output_temporary(&demo->shot, path, "screenshot")) {
    sdl_canvas c = {renderer, 800, 600, {0.0, 0.0}, 1.0, panel.width, NULL, false};
    draw_frame(demo, &c);
    draw_panel(demo, &c, &panel);
    SDL_RenderPresent(renderer);
    @<Save |surface| to the temporary file of |demo->shot|@>@;
    if (!ok) fprintf(stderr, "%s: cannot write screenshot: %s\n", path, SDL_GetError());
  }
  if (renderer) SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return ok;
}

@ The format follows the name the user gave. The image is saved into the
temporary file beside it, which becomes the screenshot only when every
output of the run has been written (|@<The main program@>|): a failed save
leaves the path as it was, whatever was there.

@<Save |surface| to the temporary file of |demo->shot|@>=
{
  size_t n = strlen(path);
  bool bmp = n >= 4 && (strcmp(path + n - 4, ".bmp") == 0 || strcmp(path + n - 4, ".BMP") == 0);
  const char *to = demo->shot.temporary;
  ok = (bmp ? SDL_SaveBMP(surface, to) : IMG_SavePNG(surface, to)) == 0;
}

@*1 Timing the steps.
With \.{--time} the demo keeps the time of every step, in an array that
grows by doubling, and prints at the end the median and the mean, in
milliseconds: the mean is what a run costs, the median what a typical step
costs when a few are slowed by the machine. If the array cannot grow the
timing stops with a message, and the run goes on.
@.cannot keep the step times@>
@^timing@>

@<Timing the steps@>=
static void keep_step_time(demo_state *demo, double ms)
{
  if (demo->time_count == demo->time_capacity) {
    long capacity = demo->time_capacity ? 2 * demo->time_capacity : 1024;
    double *grown = realloc(demo->times, (size_t) capacity * sizeof *grown);
    if (!grown) {
      fprintf(stderr, "%s: cannot keep the step times; --time stops\n", program_name);
      demo->options.time = false;
      return;
    }
    demo->times = grown, demo->time_capacity = capacity;
  }
  demo->times[demo->time_count++] = ms;
}

@ The median is found by sorting the times; a run of no steps prints
nothing but says so.

@<Timing the steps@>+=
static int compare_times(const void *x, const void *y)
{
  double a = *(const double *) x, b = *(const double *) y;
  return (a > b) - (a < b);
}

static void print_step_times(demo_state *demo)
{
  long n = demo->time_count;
  if (n == 0) {
    printf("%s: no steps were timed\n", program_name);
    return;
  }
  double sum = 0.0;
  for (long i = 0; i < n; i++) sum += demo->times[i];
  qsort(demo->times, (size_t) n, sizeof demo->times[0], compare_times);
  double median = n % 2 ? demo->times[n / 2] : 0.5 * (demo->times[n / 2 - 1] + demo->times[n / 2]);
  printf("%s: %ld steps, median %.4f ms, mean %.4f ms per step\n", program_name, n, median,
    sum / (double) n);
}

@*1 Steps and frames.
Taking a step of the demo steps the scene, times it, and adds its rows to
the dump. The step time shown in the panel is smoothed: each new
measurement moves it a tenth of the way, so that it can be read.

After the step the demo asks the engine whether the world is still finite
(chapter~1's |ph_world_failure|). If it is not, the run stops with
status~2, since the fault is in the scene's numbers, and the step's rows are
not written: a dump of infinities and NaNs would only hide the moment it
went wrong, which the engine's message names. The engine says it through
its error handler, which |start_scene| (below) points at the scene's name,
so that it reads like a mistake in a scene file:
\.{s.scene: body 0 is no longer finite after step 109: ...}.

@<Demo steps and frames@>=
static void demo_step(demo_state *demo)
{
  Uint64 start = SDL_GetPerformanceCounter();
  scene_step(&demo->current, demo->options.dt);
  double ms = 1e3 * (double) (SDL_GetPerformanceCounter() - start)
    / (double) SDL_GetPerformanceFrequency();
  demo->step_ms = demo->steps_done ? demo->step_ms + 0.1 * (ms - demo->step_ms) : ms;
  if (demo->options.time) keep_step_time(demo, ms);
  if (ph_world_failure(demo->current.world)) {
    demo->status = 2, demo->running = false;
    return;
  }
  @<Take the chapters' part of a demo step@>@;
  demo->steps_done++;
  if (demo->dump.file) scene_dump_step(&demo->dump, &demo->current);
  @<Stop if the outputs have grown past the limit@>@;
}

@ A chapter that keeps worlds of its own in the demo steps them here, with
the scene, so that they keep pace with it headless or not; a chapter that
writes a file of its own writes its rows here.

@<Take the chapters' part of a demo step@>=
@;

@ Even ten million steps of a large scene would fill a disk: a thousand
bodies make about 150\thinspace kB of dump a step. So a run may write at
most \.{--output-limit} bytes, 1\thinspace GiB unless told otherwise, all
outputs together. Past it the run stops with status~1 and keeps nothing,
like any output that fails while it is written. Asking each open file
where it is costs one system call a step.
@.would pass the output limit@>

@<Stop if the outputs have grown past the limit@>=
{
  demo_output list[8];
  long long total = 0;
  int n = list_outputs(demo, list);
  for (int i = 0; i < n; i++) total += scene_output_size(list[i].file);
  if (total > demo->options.output_limit) {
    fprintf(stderr, "%s: the outputs would pass the output limit of %lld bytes "@/
      "(--output-limit); stopped after step %ld, nothing kept\n", program_name,
      demo->options.output_limit, demo->steps_done);
    demo->status = 1, demo->running = false;
  }
}

@ Headless, the demo takes its steps one after another as fast as it can.

@<Demo steps and frames@>+=
static void run_headless(demo_state *demo)
{
  long steps = demo->options.steps >= 0 ? demo->options.steps : 600;
  demo->running = true;
  while (demo->running && demo->steps_done < steps) demo_step(demo);
}

@ In a window, a frame takes one step, unless the demo is paused; a paused
demo takes one step when asked. A chapter may choose another number, as
chapter~2's clock does, in a section of its own that comes after the
harness's default and before the rule for a single step.

That order is written out here on purpose. The master web of a stage puts
the chapters before the appendices, and the pieces of a section written
with \.{+=} are joined in the order of the file: had the harness's default
been a piece of the same section as the chapters' code, it would have come
after the clock and undone it, and every frame would have taken one step.
So no section that the chapters add to holds code of the harness.
@^section order@>

@<Decide how many steps this frame takes@>=
steps = demo->paused ? 0 : 1;
@<Let the chapters choose how many steps this frame takes@>@;
if (demo->step_once) steps = 1, demo->step_once = false;

@ Chapter~2's clock replaces the one step a frame with as many fixed
steps as the time of the frame holds; it does so here. A step asked for
with the space bar is always exactly one.

@<Let the chapters choose how many steps this frame takes@>=
@;

@ Starting again reloads the scene from where it came; a dump starts again
too, so that it always describes one run. The result is the exit status the
program should end with if starting failed: 2 for a scene that cannot be
loaded (bad input), 1 for a dump that cannot be written, 0 for success.
Once the scene is loaded, the engine's messages, such as a world that
stopped being finite, are said after the scene's name.

@<Demo steps and frames@>+=
static const char *reporting_scene = "";

static void report_with_scene(const char *message)
{
  fprintf(stderr, "%s: %s\n", reporting_scene, message);
}

static int start_scene(demo_state *demo)
{
  if (demo->current.world) scene_destroy(&demo->current);
  if (!scene_load(&demo->current, demo->options.scene_name)) return 2;
  @<Give the scene the view asked for on the command line@>@;
  demo->steps_done = 0;
  demo->particle_clicks = true;
  if (demo->options.dump) {
    scene_dump_finish(&demo->dump, false);
    if (!scene_dump_open(&demo->dump, demo->options.dump)) return 1;
    scene_dump_step(&demo->dump, &demo->current);
  }
  @<Start the chapters' part of the demo@>@;
  reporting_scene = demo->current.name;
  ph_set_error_handler(report_with_scene);
  return 0;
}

@ A view given on the command line, \.{--view}, replaces the scene's
own.

@<Give the scene the view asked for on the command line@>=
if (demo->options.has_view) {
  demo->current.has_view = true;
  demo->current.view_center = demo->options.view_center;
  demo->current.view_width = demo->options.view_width;
}

@ A chapter that keeps state of its own in the demo (chapter~2 keeps its
clock and its worlds side by side) sets it up here, after the scene is
loaded, each time the scene starts.

@<Start the chapters' part of the demo@>=
@;

@ The built-in scenes can be browsed in the window: \.{N} starts the next
one, \.{P} the previous one, in the order of \.{--list-scenes}, so that the
last stage's program shows every scene of the book in one window. Their
names are read from that very list, the first word of each line, so that
the browser and the list cannot disagree. A scene from a file is not in the
list; from it \.{N} goes to the first built-in scene and \.{P} to the last.
@^scene browser@>

@<Demo steps and frames@>+=
static void read_scene_names(demo_state *demo)
{
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&text, &size);
  if (!f) return;
  scene_list(f);
  fclose(f);
  demo->name_count = 0;
  for (const char *p = text; p && *p && demo->name_count < 64; ) {
    size_t length = strcspn(p, " \n");
    snprintf(demo->names[demo->name_count++], sizeof demo->names[0], "%.*s", (int) length, p);
    p += strcspn(p, "\n");
    if (*p) p++;
  }
  free(text);
}

@ Browsing moves |direction| places in the list, wrapping at the ends; a
scene not in the list (one read from a file) browses to the first or the
last. The result is |start_scene|'s: the exit status the demo should end
with if the scene could not be started.

@<Demo steps and frames@>+=
static int browse_scenes(demo_state *demo, int direction)
{
  int n = demo->name_count, at = -1;
  if (n == 0) return 0;
  for (int i = 0; i < n; i++)
    if (strcmp(demo->names[i], demo->options.scene_name) == 0) at = i;
  at = at < 0 ? (direction > 0 ? 0 : n - 1) : (at + direction + n) % n;
  demo->options.scene_name = demo->names[at];
  return start_scene(demo);
}

@*1 The window loop.
A window needs a display. Where there is none, SDL quietly picks a driver
that draws nowhere (\.{offscreen} or \.{dummy}); a window made with it would
run unseen for ever, so without \.{--frames} we treat those drivers as no
display at all. With \.{--frames} the run ends by itself, and a window that
draws nowhere is exactly what a test wants: with \.{SDL\_VIDEODRIVER=dummy},
SDL makes the window and a software renderer, and the whole loop, keys and
all, runs on a machine with no screen.
@^headless fallback@>
@^dummy video driver@>

@<The window loop@>=
static bool open_window(demo_state *demo, SDL_Window **window, SDL_Renderer **renderer)
{
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) return false;
  const char *driver = SDL_GetCurrentVideoDriver();
  if (!driver || (demo->options.frames < 0
      && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0)))
    return false;
  static panel_layout panel;
  lay_out_panel(demo, &panel, 600);
  *window = SDL_CreateWindow(program_name, SDL_WINDOWPOS_CENTERED,
    SDL_WINDOWPOS_CENTERED, panel.width + 800, 600, SDL_WINDOW_RESIZABLE);
  if (!*window) return false;
  *renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_PRESENTVSYNC);
  if (!*renderer) *renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_SOFTWARE);
  return *renderer != NULL;
}

@ Each frame waits for its time, handles the events, takes its steps, and
draws. Updating and drawing are separate phases: nothing in the drawing
changes the world, and nothing in the update draws.

@<The window loop@>+=
static void run_window(demo_state *demo, SDL_Window *window, SDL_Renderer *renderer)
{
  sdl_canvas c = {renderer, 800, 600, {0.0, 0.0}, 1.0, 0, &demo->layout, false};
  long frames = demo->options.frames;
  demo->running = true;
  demo->last_frame = SDL_GetPerformanceCounter();
  for (long frame = 0; demo->running && demo->status == 0 && (frames < 0 || frame < frames); frame++) {
    @<Wait for the frame's time, and measure it in |demo->frame_ticks|@>@;
    @<Push the keys that \.{--press} gives for this |frame|@>@;
    @<Handle the window's events@>@;
    int steps = 0;
    @<Decide how many steps this frame takes@>@;
    @<Take the frame's |steps|@>@;
    @<Draw the frame, the panel, and the title@>@;
  }
}

@ A frame lasts $1/F$ of a second, $F$ being \.{--fps}: the loop waits until
that much time has passed since the last frame began, and measures what
really passed, in ticks of SDL's performance counter, for the chapters'
clocks. A run of \.{--frames} does not wait: it is a test or a script, and
should take no longer than its work. Its frames are taken to last exactly
$1/F$ of a second, counted in ticks of a millionth of a frame, so that a
clock fed with them gives the same steps on every machine and at every
load. (A clock at 60 steps a second and 30 frames then takes exactly two
steps a frame; with real time it might take one, then three.)
@^frame rate@>

@<Wait for the frame's time, and measure it in |demo->frame_ticks|@>=
if (demo->options.frames >= 0)
  demo->frame_ticks = llround((double) demo->ticks_per_second / demo->fps);
else {
  Uint64 period = (Uint64) ((double) SDL_GetPerformanceFrequency() / demo->fps);
  while (SDL_GetPerformanceCounter() - demo->last_frame < period) SDL_Delay(1);
  Uint64 now = SDL_GetPerformanceCounter();
  demo->frame_ticks = (int64_t) (now - demo->last_frame);
  demo->last_frame = now;
}

@ A test drives the real loop by pushing key presses into SDL's queue, as
though a person had pressed them, at the start of the frames that
\.{--press} names. They are then handled like any other key, by the very
code a person's key goes through.
@^testing the window@>

@<Push the keys that \.{--press} gives for this |frame|@>=
for (int i = 0; i < demo->options.press_count; i++)
  if (demo->options.presses[i].frame == frame) {
    SDL_Event press;
    memset(&press, 0, sizeof press);
    press.type = SDL_KEYDOWN;
    press.key.state = SDL_PRESSED;
    press.key.keysym.sym = demo->options.presses[i].key;
    SDL_PushEvent(&press);
  }

@ The steps stop early when \.{--steps} is reached or a step failed. The
steps taken are also counted over each second of frame time, for the
panel's steps a second.

@<Take the frame's |steps|@>=
for (int k = 0; k < steps && demo->running; k++) {
  demo_step(demo);
  demo->second_steps++;
  if (demo->options.steps >= 0 && demo->steps_done >= demo->options.steps)
    demo->running = false;
}
demo->second_ticks += demo->frame_ticks;
if (demo->second_ticks >= demo->ticks_per_second) {
  demo->steps_per_second = (double) demo->second_steps * (double) demo->ticks_per_second
    / (double) demo->second_ticks;
  demo->second_ticks = 0, demo->second_steps = 0;
}

@ The frame is drawn to the size of the window as it is now, so that a
window resized by the user is filled: the panel's column takes what it
needs at the left, and the scene's area is the rest, at least a pixel wide.
The title, which names the chapter,
the scene and the measured speed, is set every fifteenth frame: setting it
costs a call into the window system, and four times a second is enough to
read.

@<Draw the frame, the panel, and the title@>=
static panel_layout panel;
int window_width;
SDL_GetRendererOutputSize(renderer, &window_width, &c.height);
lay_out_panel(demo, &panel, c.height);
c.left = panel.width < window_width ? panel.width : window_width - 1;
c.width = window_width - c.left;
demo->layout.panel = (SDL_Rect){0, 0, panel.width, c.height};
demo->layout.scene = (SDL_Rect){c.left, 0, c.width, c.height};
draw_frame(demo, &c);
draw_panel(demo, &c, &panel);
SDL_RenderPresent(renderer);
if (frame % 15 == 0) {
  char title[400];
  snprintf(title, sizeof title, "%s %s | %.300s", program_name, chapter_title(),
    demo->current.name);
  SDL_SetWindowTitle(window, title);
}

@ The keys every chapter shares, then the chapters' own; a click is turned
into a world point by inverting the camera's map
(|@<Draw with SDL's renderer@>|).

@<Handle the window's events@>=
SDL_Event event;
while (demo->running && demo->status == 0 && SDL_PollEvent(&event)) {
  if (event.type == SDL_QUIT) demo->running = false;
  else if (event.type == SDL_KEYDOWN) {
    switch (event.key.keysym.sym) {
    @<Handle a key of the harness@>@;
    @<Handle a key of the chapters@>@;
    default: break;
    }
  } else if (event.type == SDL_MOUSEBUTTONDOWN) {
    @<Handle a press of the mouse@>@;
  } else if (event.type == SDL_MOUSEMOTION || event.type == SDL_MOUSEBUTTONUP) {
    @<Handle the mouse moving or let go@>@;
  }
}

@ Starting a scene can fail only for a scene file that has become bad since
the run began, or an output that can no longer be written; the run then
ends with the status that |start_scene| gives.

@<Handle a key of the harness@>=
case SDLK_ESCAPE: case SDLK_q: demo->running = false; break;
case SDLK_SPACE: demo->paused = !demo->paused; break;
case SDLK_s: demo->step_once = true; break;
case SDLK_h: demo->show_keys = !demo->show_keys; break;
case SDLK_a: demo->show_all = !demo->show_all; break;
case SDLK_r: demo->status = start_scene(demo); break;
case SDLK_n: demo->status = browse_scenes(demo, 1); break;
case SDLK_p: demo->status = browse_scenes(demo, -1); break;

@ A press of the mouse goes first to the chapters, which may take it to
grab something; a press no chapter took is a click. A press on the panel
is no press in the world, and does nothing. The window's pixel is moved
into the scene's area, |c.left| pixels to the left, before the camera's
map is inverted.

@<Handle a press of the mouse@>=
ph_vec2 p = ph_v(c.center.x + (event.button.x - c.left - 0.5 * c.width) / c.scale,
  c.center.y - (event.button.y - 0.5 * c.height) / c.scale);
bool taken = event.button.x < c.left;
@<Let a chapter take a press at world point |p|, setting |taken|@>@;
if (!taken) {
  @<Handle a click at world point |p|@>@;
}

@ The mouse's moves and its release go to the chapters too (|released|
tells which), so that what was grabbed can be dragged and let go. A stage
whose chapters have no use for them ignores them.

@<Handle the mouse moving or let go@>=
bool released = event.type == SDL_MOUSEBUTTONUP;
int x = released ? event.button.x : event.motion.x;
int y = released ? event.button.y : event.motion.y;
ph_vec2 p = ph_v(c.center.x + (x - c.left - 0.5 * c.width) / c.scale,
  c.center.y - (y - 0.5 * c.height) / c.scale);
(void) p, (void) released;
@<Handle the mouse moved to or released at world point |p|@>@;

@ A chapter may take a press of the mouse for itself, by setting |taken|.

@<Let a chapter take a press at world point |p|, setting |taken|@>=
@;
@ Dragging: a chapter that took a press follows the mouse here until the
button is released.

@<Handle the mouse moved to or released at world point |p|@>=
@;

@ The title of the window names the chapter of the stage. Each chapter
adds its row, and |chapter_title| takes the row whose chapter is the
stage's number, |PH_STAGE|; the panel's headings take the others' rows.

@<Demo types@>+=
static const struct {
  int chapter;
  const char *title;
} chapter_titles[] = {
  @<Chapter titles@>@;
};

static const char *title_of_chapter(int chapter)
{
  for (size_t i = 0; i < sizeof chapter_titles / sizeof chapter_titles[0]; i++)
    if (chapter_titles[i].chapter == chapter) return chapter_titles[i].title;
  return "";
}

static const char *chapter_title(void)
{
  return title_of_chapter(PH_STAGE);
}

@*1 The main program.
The main program parses the options, answers \.{--help} and
\.{--list-scenes} at once, checks the output paths, loads the scene, runs it
in a window or headless, and finishes the outputs. Where a window was wanted
but no display exists, it says so and runs headless, taking a screenshot
even if none was asked for, so that someone trying the demo on a server
sees what it would have shown. Every way out goes through the same end, so
that the world and every temporary file are let go on every path.

@<The main program@>=
int main(int argc, char **argv)
{
  snprintf(program_name, sizeof program_name, "ch%02d", PH_STAGE);
  static demo_state demo;
  demo.options = parse_options(argc, argv);
  if (demo.options.help) return print_help(), 0;
  if (demo.options.list) return scene_list(stdout), 0;
  if (!demo.options.scene_name) demo.options.scene_name = scene_default_name();
  check_outputs(&demo);
  @<Set the frame rate and the ticks of a frame@>@;
  read_scene_names(&demo);
  int status = start_scene(&demo);
  if (status == 0 && SDL_Init(0) != 0)
    status = 1, fprintf(stderr, "%s: %s\n", program_name, SDL_GetError());
  if (status == 0) @<Run the scene in a window or headless, updating |status|@>@;
  if (status == 0 && demo.options.time) print_step_times(&demo);
  status = finish_outputs(&demo, status);
  @<Let go of the scene, the font and SDL@>@;
  return status;
}

@ The frame rate starts as \.{--fps} (chapter~2's \.{F} changes it). The
ticks are SDL's performance counter's, or, for \.{--frames}, a millionth of
a frame each (|@<Wait for the frame's time...@>|).

@<Set the frame rate and the ticks of a frame@>=
demo.fps = demo.options.fps;
demo.ticks_per_second = demo.options.frames >= 0 ? llround(demo.options.fps * 1e6)
  : (int64_t) SDL_GetPerformanceFrequency();

@ At the end everything the demo took is given back, in the reverse order
of taking, so that a leak checker run on the demo (the sanitizer build of
the tests does) finds nothing left.

@<Let go of the scene, the font and SDL@>=
scene_destroy(&demo.current);
free(demo.times);
@<Let go of the chapters' part of the demo@>@;
if (demo.font) TTF_CloseFont(demo.font);
if (TTF_WasInit()) TTF_Quit();
SDL_Quit();

@ And a chapter that set up state of its own lets go of it here.

@<Let go of the chapters' part of the demo@>=
@;

@ Where no display is found, the screenshot of the fallback is written to
the current folder, unless that folder cannot be written, in which case the
demo only says so.

@<Run the scene in a window or headless, updating |status|@>=
{
  SDL_Window *window = NULL;
  SDL_Renderer *renderer = NULL;
  if (!demo.options.headless && !open_window(&demo, &window, &renderer)) {
    @<Fall back to a headless run, or fail a run of \.{--frames}@>@;
  }
  if (status == 0 && demo.options.headless) run_headless(&demo);
  else if (status == 0) run_window(&demo, window, renderer);
  if (status == 0) status = demo.status;
  if (demo.options.frames >= 0 && status == 0) print_panel(&demo);
  if (status == 0 && demo.options.screenshot && !save_screenshot(&demo, demo.options.screenshot))
    status = 1;
  if (renderer) SDL_DestroyRenderer(renderer);
  if (window) SDL_DestroyWindow(window);
}

@ Without a display, a run of the window loop for a counted number of
frames, which only tests ask for, fails with the reason SDL gave; an
ordinary run goes on headless and writes what a window would have shown
to a screenshot.

@<Fall back to a headless run, or fail a run of \.{--frames}@>=
if (demo.options.frames >= 0) {
  fprintf(stderr, "%s: cannot open a window for --frames: %s\n", program_name,
    SDL_GetError());
  status = 1;
} else {
  static char fallback[32];
  if (!demo.options.screenshot && access(".", W_OK) == 0) {
    snprintf(fallback, sizeof fallback, "%s-headless.png", program_name);
    demo.options.screenshot = fallback;
  }
  printf("%s: no display found; running headless for %ld steps, screenshot in %s\n",
    program_name, demo.options.steps >= 0 ? demo.options.steps : 600L,
    demo.options.screenshot ? demo.options.screenshot : "(none)");
  demo.options.headless = true;
}

@ All the outputs of a run are kept together or not at all. Each was
written to a temporary file beside its path; first every file is closed,
which is where a full disk shows; then, only if the run and every file
succeeded, each temporary file is renamed to its path, which replaces an old
file in one step. Otherwise every temporary file is removed, and nothing
else: the program never removes a file it did not make.
@^output files@>

@<Finishing the outputs@>=
static int finish_outputs(demo_state *demo, int status)
{
  demo_output list[8];
  int n = list_outputs(demo, list);
  bool ok = status == 0;
  for (int i = 0; i < n; i++) ok = scene_output_close(list[i].file) && ok;
  for (int i = 0; i < n && ok; i++) ok = scene_output_keep(list[i].file);
  for (int i = 0; i < n; i++) scene_output_discard(list[i].file);
  return status ? status : ok ? 0 : 1;
}
