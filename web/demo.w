@* Appendix C: The demo harness.
Every chapter's program, \.{build/bin/ch01} to the last, is this one
harness compiled with the chapters of its stage. It reads the command line,
loads a scene, and then either opens a window and runs the scene for a
person to watch, or runs it headless, with no window, for a test or a
script. Either way it can write a dump of every step and a screenshot of the
last frame. The chapters add their own keys, their own facts in the window
title and their own drawing; everything else is here, written once.

The engine does not know SDL, and SDL appears nowhere but in this appendix
(|@<Draw with SDL's renderer@>| implements the engine's drawing
interface with it).
@^SDL2@>

@(demo.c@>=
#include "scene.h"
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
@<Demo types@>@;
@<Command-line parsing@>@;
@<Draw with SDL's renderer@>@;
@<Screenshots@>@;
@<Demo steps and frames@>@;
@<The window loop@>@;
@<The main program@>@;

@*1 The command line.
Every chapter's program takes the same options:

\smallskip
{\tt\obeylines\parindent=2em
chNN [--headless] [--scene NAME\char124 FILE] [--steps N] [--dt SECONDS]
\ \ \ \ \ [--dump FILE.csv] [--screenshot FILE] [--list-scenes] [--help]
}
\smallskip

\noindent \.{--headless} runs with no window; \.{--steps N} takes $N$ fixed
steps and exits with status 0; \.{--dt} sets the step, $1/60$ of a second by
default; \.{--dump} writes the dump of appendix~B; \.{--screenshot} draws the
last frame into an image file, PNG or, if the name ends in \.{.bmp}, BMP. A
headless run with no \.{--steps} takes 600 steps. A chapter may add options
of its own.
@^command line@>

@<Demo types@>=
typedef struct {
  bool headless, help, list;
  const char *scene_name;
  long steps;
  double dt;
  const char *dump, *screenshot;
  @<Option fields of the chapters@>@;
} demo_options;

@ @<Option fields of the chapters@>=
@;

@ Any mistake on the command line names the option, says what it needs,
and ends the program with status 2 before anything is written.
@.needs a whole number@>
@.unknown option@>

@<Command-line parsing@>=
static char program_name[16];

static void bad_argument(const char *option, const char *what, const char *got)
{
  fprintf(stderr, "%s: %s %s (got '%s'); see --help\n", program_name, option, what,
    got ? got : "nothing");
  exit(2);
}

@ Values are read whole: \.{--steps 10x} is as wrong as \.{--steps x}.

@<Command-line parsing@>+=
static long steps_value(const char *option, const char *text)
{
  char *end = NULL;
  errno = 0;
  long n = text ? strtol(text, &end, 10) : 0;
  if (!text || end == text || *end || errno || n < 0)
    bad_argument(option, "needs a whole number of at least 0", text);
  return n;
}

static double seconds_value(const char *option, const char *text)
{
  char *end = NULL;
  double x = text ? strtod(text, &end) : 0.0;
  if (!text || end == text || *end || !isfinite(x) || x <= 0.0 || x > 1.0)
    bad_argument(option, "needs a time step in seconds, more than 0 and at most 1", text);
  return x;
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

@ @<Command-line parsing@>+=
static demo_options parse_options(int argc, char **argv)
{
  demo_options o;
  memset(&o, 0, sizeof o);
  o.steps = -1;
  o.dt = 1.0 / 60.0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(a, "--headless") == 0) o.headless = true;
    else if (strcmp(a, "--help") == 0) o.help = true;
    else if (strcmp(a, "--list-scenes") == 0) o.list = true;
    else if (strcmp(a, "--steps") == 0) o.steps = steps_value(a, next), i++;
    else if (strcmp(a, "--dt") == 0) o.dt = seconds_value(a, next), i++;
    else if (strcmp(a, "--scene") == 0) o.scene_name = text_value(a, next), i++;
    else if (strcmp(a, "--dump") == 0) o.dump = text_value(a, next), i++;
    else if (strcmp(a, "--screenshot") == 0) o.screenshot = text_value(a, next), i++;
    @<Parse the options of the chapters@>@;
    else bad_argument("unknown option", "is not an option of this program", a);
  }
  return o;
}

@ @<Parse the options of the chapters@>=
@;

@ The help text lists the options, the keys of the window, and what each
chapter adds.

@<Command-line parsing@>+=
static void print_help(void)
{
  printf("usage: %s [--headless] [--scene NAME|FILE] [--steps N] [--dt SECONDS]\n"
    "       [--dump FILE.csv] [--screenshot FILE.png|FILE.bmp] [--list-scenes] [--help]\n\n"
    "keys in the window:\n"
    "  space        pause or run\n"
    "  S            take one step (when paused)\n"
    "  R            start the scene again\n"
    "  Esc, Q       quit\n"
    @<Help lines of the chapters@>@;
    "\nscenes: see --list-scenes; default '%s'\n", program_name, scene_default_name());
}

@*1 Drawing.
The engine describes the world in metres with $y$ up; the screen is in
pixels with $y$ down. A {\it canvas\/} holds SDL's renderer and the camera
that maps one to the other: the world point at the view's centre goes to the
middle of the image, and |scale| pixels make a metre. A point $(x,y)$ goes
to
$$p_x={W\over2}+s(x-c_x),\qquad p_y={H\over2}-s(y-c_y).$$
@^camera@>

@<Demo types@>+=
typedef struct {
  SDL_Renderer *renderer;
  int width, height;
  ph_vec2 center;
  double scale;
} sdl_canvas;

@ @<Draw with SDL's renderer@>=
static SDL_FPoint to_screen(const sdl_canvas *c, ph_vec2 p)
{
  SDL_FPoint q = {(float) (0.5 * c->width + c->scale * (p.x - c->center.x)),
    (float) (0.5 * c->height - c->scale * (p.y - c->center.y))};
  return q;
}

static void set_color(const sdl_canvas *c, ph_color color)
{
  SDL_SetRenderDrawColor(c->renderer, color.r, color.g, color.b, color.a);
}

@ SDL's renderer draws lines and triangles, not circles, so a circle becomes a
polygon with enough sides that its corners cannot be seen: three sides for
every two pixels of radius, between 12 and 64. An outline is a closed line through the
polygon's corners.

@<Draw with SDL's renderer@>+=
static int circle_sides(const sdl_canvas *c, double radius)
{
  int n = (int) (1.5 * c->scale * radius);
  return n < 12 ? 12 : n > 64 ? 64 : n;
}

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
|SDL_RenderGeometry| all at once. A filled circle is a filled polygon.

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
  SDL_FRect r = {q.x - (float) (pixels / 2), q.y - (float) (pixels / 2), (float) pixels,
    (float) pixels};
  set_color(c, color);
  SDL_RenderFillRectF(c->renderer, &r);
}

@ The camera of a scene: its \.{view} line if it has one; otherwise the
container, with a margin, if there is one; otherwise twenty metres around
the origin. A frame is the background, the world, and whatever the chapters
draw on top.

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
}

@ @<Demo types@>+=
typedef struct demo_state {
  demo_options options;
  scene current;
  scene_dump dump;
  bool paused, step_once, running;
  bool particle_clicks;
  long steps_done;
  double step_ms;
  @<Demo state fields of the chapters@>@;
} demo_state;

@ A click adds particles (chapter~1) unless a chapter's scene turns
|particle_clicks| off, in |@<Start the chapters' part of the demo@>|, to
give the click another meaning.

@<Demo state fields of the chapters@>=
@;

@ @<Draw with SDL's renderer@>+=
static void draw_frame(demo_state *demo, sdl_canvas *c)
{
  aim_camera(c, &demo->current);
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
  ph_world_draw(demo->current.world, &d);
  @<Draw the chapters' extras@>@;
}

@ @<Set the chapters' drawing options in |d|@>=
@;
@ @<Draw the chapters' extras@>=
@;

@*1 Screenshots.
A screenshot is the last frame drawn again by SDL's software renderer into
an $800\times600$ image in memory, then saved. The software renderer needs
no display and no graphics card, so a screenshot taken by a test on a
server is the same picture as one taken on a desk; and since the drawing
code is the one the window uses, it shows what a person would see.
\.{.bmp} names get a BMP, which SDL writes by itself and the tests read
without a library; other names get a PNG, through SDL\_image, which the
book's figures need.
@^screenshots@>
@^software renderer@>

@<Screenshots@>=
static bool save_screenshot(demo_state *demo, const char *path)
{
  SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 800, 600, 32,
    SDL_PIXELFORMAT_RGB888);
  SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
  bool ok = false;
  if (renderer) {
    sdl_canvas c = {renderer, 800, 600, {0.0, 0.0}, 1.0};
    draw_frame(demo, &c);
    SDL_RenderPresent(renderer);
    @<Save |surface| to |path|@>@;
    SDL_DestroyRenderer(renderer);
  }
  if (!ok) fprintf(stderr, "%s: cannot write screenshot: %s\n", path, SDL_GetError());
  SDL_FreeSurface(surface);
  return ok;
}

@ The format follows the file's name. A failed save leaves no file behind.

@<Save |surface| to |path|@>=
{
  size_t n = strlen(path);
  bool bmp = n >= 4 && (strcmp(path + n - 4, ".bmp") == 0 || strcmp(path + n - 4, ".BMP") == 0);
  ok = (bmp ? SDL_SaveBMP(surface, path) : IMG_SavePNG(surface, path)) == 0;
  if (!ok) remove(path);
}

@*1 Steps and frames.
Taking a step of the demo steps the scene, times it, and adds its rows to
the dump. The step time shown in the window title is smoothed: each new
measurement moves it a tenth of the way, so that it can be read.

@<Demo steps and frames@>=
static void demo_step(demo_state *demo)
{
  Uint64 start = SDL_GetPerformanceCounter();
  scene_step(&demo->current, demo->options.dt);
  double ms = 1e3 * (double) (SDL_GetPerformanceCounter() - start)
    / (double) SDL_GetPerformanceFrequency();
  demo->step_ms = demo->steps_done ? demo->step_ms + 0.1 * (ms - demo->step_ms) : ms;
  @<Take the chapters' part of a demo step@>@;
  demo->steps_done++;
  if (demo->dump.file) scene_dump_step(&demo->dump, &demo->current);
}

@ A chapter that keeps worlds of its own in the demo steps them here, with
the scene, so that they keep pace with it headless or not.

@<Take the chapters' part of a demo step@>=
@;

@ Headless, the demo takes its steps one after another as fast as it can.

@<Demo steps and frames@>+=
static void run_headless(demo_state *demo)
{
  long steps = demo->options.steps >= 0 ? demo->options.steps : 600;
  while (demo->steps_done < steps) demo_step(demo);
}

@ In a window, a frame takes one step, unless the demo is paused; a paused
demo takes one step when asked. Chapter~2 replaces this rule by a clock.

@<Decide how many steps this frame takes@>=
steps = demo->paused ? 0 : 1;
if (demo->step_once) steps = 1, demo->step_once = false;

@ Starting again reloads the scene from where it came; a dump starts again
too, so that it always describes one run. The result is the exit status the
program should end with if starting failed: 2 for a scene that cannot be
loaded (bad input), 1 for a dump that cannot be written, 0 for success.

@<Demo steps and frames@>+=
static int start_scene(demo_state *demo)
{
  if (demo->current.world) scene_destroy(&demo->current);
  if (!scene_load(&demo->current, demo->options.scene_name)) return 2;
  demo->steps_done = 0;
  demo->particle_clicks = true;
  if (demo->options.dump) {
    scene_dump_finish(&demo->dump, false);
    if (!scene_dump_open(&demo->dump, demo->options.dump)) return 1;
    scene_dump_step(&demo->dump, &demo->current);
  }
  @<Start the chapters' part of the demo@>@;
  return 0;
}

@ @<Start the chapters' part of the demo@>=
@;

@*1 The window loop.
A window needs a display. Where there is none, SDL quietly picks a driver
that draws nowhere (\.{offscreen} or \.{dummy}); a window made with it would
run unseen for ever, so we treat those drivers as no display at all.
@^headless fallback@>

@<The window loop@>=
static bool open_window(SDL_Window **window, SDL_Renderer **renderer)
{
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) return false;
  const char *driver = SDL_GetCurrentVideoDriver();
  if (!driver || strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0)
    return false;
  *window = SDL_CreateWindow(program_name, SDL_WINDOWPOS_CENTERED,
    SDL_WINDOWPOS_CENTERED, 800, 600, SDL_WINDOW_RESIZABLE);
  if (!*window) return false;
  *renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_PRESENTVSYNC);
  if (!*renderer) *renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_SOFTWARE);
  return *renderer != NULL;
}

@ Each frame handles the events, takes its steps, draws, and waits for the
next frame. Updating and drawing are separate phases: nothing in the drawing
changes the world, and nothing in the update draws. The frame is held to at
least 16 milliseconds, about $1/60$ of a second (SDL's millisecond clock
cannot say $16{2\over3}$), even where the display does not synchronise, so
that the demo runs at nearly the same speed everywhere; chapter~2 replaces
this by a clock that keeps simulated time exactly.

@<The window loop@>+=
static void run_window(demo_state *demo, SDL_Window *window, SDL_Renderer *renderer)
{
  sdl_canvas c = {renderer, 800, 600, {0.0, 0.0}, 1.0};
  demo->running = true;
  for (long frame = 0; demo->running; frame++) {
    Uint64 frame_start = SDL_GetTicks64();
    @<Handle the window's events@>@;
    int steps = 0;
    @<Decide how many steps this frame takes@>@;
    for (int k = 0; k < steps && demo->running; k++) {
      demo_step(demo);
      if (demo->options.steps >= 0 && demo->steps_done >= demo->options.steps)
        demo->running = false;
    }
    SDL_GetRendererOutputSize(renderer, &c.width, &c.height);
    draw_frame(demo, &c);
    SDL_RenderPresent(renderer);
    if (frame % 15 == 0) @<Show the facts in the window title@>@;
    Uint64 spent = SDL_GetTicks64() - frame_start;
    if (spent < 16) SDL_Delay((Uint32) (16 - spent));
  }
}

@ The keys every chapter shares, then the chapters' own; a click is turned
into a world point by inverting the camera's map
(|@<Draw with SDL's renderer@>|).

@<Handle the window's events@>=
SDL_Event event;
while (SDL_PollEvent(&event)) {
  if (event.type == SDL_QUIT) demo->running = false;
  else if (event.type == SDL_KEYDOWN) {
    switch (event.key.keysym.sym) {
    case SDLK_ESCAPE: case SDLK_q: demo->running = false; break;
    case SDLK_SPACE: demo->paused = !demo->paused; break;
    case SDLK_s: demo->step_once = true; break;
    case SDLK_r: if (start_scene(demo) != 0) demo->running = false; break;
    @<Handle a key of the chapters@>@;
    default: break;
    }
  } else if (event.type == SDL_MOUSEBUTTONDOWN) {
    ph_vec2 p = ph_v(c.center.x + (event.button.x - 0.5 * c.width) / c.scale,
      c.center.y - (event.button.y - 0.5 * c.height) / c.scale);
    bool taken = false;
    @<Let a chapter take a press at world point |p|, setting |taken|@>@;
    if (!taken) {
      @<Handle a click at world point |p|@>@;
    }
  } else if (event.type == SDL_MOUSEMOTION || event.type == SDL_MOUSEBUTTONUP) {
    bool released = event.type == SDL_MOUSEBUTTONUP;
    int x = released ? event.button.x : event.motion.x;
    int y = released ? event.button.y : event.motion.y;
    ph_vec2 p = ph_v(c.center.x + (x - 0.5 * c.width) / c.scale,
      c.center.y - (y - 0.5 * c.height) / c.scale);
    @<Handle the mouse moved to or released at world point |p|@>@;
  }
}

@ A chapter may take a press of the mouse for itself, to grab something:
it then sets |taken|, and the press is not a click. The mouse's moves and
its release go to the chapters too (|released| tells which), so that what
was grabbed can be dragged and let go.

@<Let a chapter take a press at world point |p|, setting |taken|@>=
@;
@ @<Handle the mouse moved to or released at world point |p|@>=
(void) p; (void) released;

@ The title says which chapter this is, how many bodies there are, how long
a step takes, and what the chapters add.

@<Show the facts in the window title@>=
{
  char text[512];
  size_t size = sizeof text;
  snprintf(text, size, "%s %s | %.100s | %d bodies | %.2f ms/step%s", program_name,
    chapter_title(), demo->current.name, demo->current.world->body_count, demo->step_ms,
    demo->paused ? " | paused" : "");
  @<Add the chapters' facts to the title |text|@>@;
  SDL_SetWindowTitle(window, text);
}

@ @<Demo types@>+=
static const struct {
  int chapter;
  const char *title;
} chapter_titles[] = {
  @<Chapter titles@>@;
};

static const char *chapter_title(void)
{
  for (size_t i = 0; i < sizeof chapter_titles / sizeof chapter_titles[0]; i++)
    if (chapter_titles[i].chapter == PH_STAGE) return chapter_titles[i].title;
  return "";
}

@*1 The main program.
The main program parses the options, answers \.{--help} and
\.{--list-scenes} at once, loads the scene, runs it in a window or headless,
and finishes the screenshot and the dump. Where a window was wanted but no
display exists, it says so and runs headless, taking a screenshot even if
none was asked for, so that someone trying the demo on a server sees what it
would have shown. Its exit status is 0 on success, 1 if an output could not
be written, and 2 for bad input.

@<The main program@>=
int main(int argc, char **argv)
{
  snprintf(program_name, sizeof program_name, "ch%02d", PH_STAGE);
  demo_state demo;
  memset(&demo, 0, sizeof demo);
  demo.options = parse_options(argc, argv);
  if (demo.options.help) return print_help(), 0;
  if (demo.options.list) return scene_list(stdout), 0;
  if (!demo.options.scene_name) demo.options.scene_name = scene_default_name();
  int status = start_scene(&demo);
  if (status != 0) return status;
  if (SDL_Init(0) != 0) return fprintf(stderr, "%s: %s\n", program_name, SDL_GetError()), 1;
  @<Run the scene in a window or headless@>@;
  bool ok = true;
  if (demo.options.screenshot) ok = save_screenshot(&demo, demo.options.screenshot);
  ok = scene_dump_finish(&demo.dump, ok) && ok;
  @<Finish the chapters' outputs, updating |ok|@>@;
  scene_destroy(&demo.current);
  SDL_Quit();
  return ok ? 0 : 1;
}

@ A chapter that writes an output file of its own, like the dump, keeps it
or throws it away here, by the same rule: kept only if everything so far
succeeded.

@<Finish the chapters' outputs, updating |ok|@>=
@;

@ @<Run the scene in a window or headless@>=
SDL_Window *window = NULL;
SDL_Renderer *renderer = NULL;
if (!demo.options.headless && !open_window(&window, &renderer)) {
  static char fallback[32];
  if (!demo.options.screenshot) {
    snprintf(fallback, sizeof fallback, "%s-headless.png", program_name);
    demo.options.screenshot = fallback;
  }
  printf("%s: no display found; running headless for %ld steps, "
    "screenshot in %s\n", program_name, demo.options.steps >= 0 ? demo.options.steps : 600L,
    demo.options.screenshot);
  demo.options.headless = true;
}
if (demo.options.headless) run_headless(&demo);
else run_window(&demo, window, renderer);
if (renderer) SDL_DestroyRenderer(renderer);
if (window) SDL_DestroyWindow(window);
