@* Programs of chapter 2: the spring in scenes, the lanes of the demo, the measurements.
These are the programs around chapter~2's engine: what the chapter adds to
the scene files and to the demo, and the measurement program \.{bench02},
which writes the tables and the energy plot of chapter~2 when the book is
built. The chapter itself shows only the engine and the results; where it
reads a table or a figure it names the section here that made it.

First the spring's two keys of the \.{world} line, and how a scene applies
the spring before each step. Then the demo's part: the keyword \.{lanes},
the built-in scenes \.{orbits} and \.{projectile}, the clock that decides
how many steps a frame takes, the keys \.{F}, \.{T}, \.{C} and \.{L}, and the
drawing of three lanes side by side, which is how Figure~\figref{orbits} was
made. Last \.{bench02}: its measurements of the projectile's error and of
the energy on a spring (Tables \tabref{projectile}, \tabref{growth} and
\tabref{bounded}), and the plot of Figure~\figref{energy}, which it draws
with nothing but \TeX\ and pdf\TeX's path operators.

@*1 The spring in scene files.
In a scene file the spring is two keys of the \.{world} line, and the
scene applies it before every step (appendix~B's |@<Before each step of
the scene@>|):
$$\hbox{\.{world gravity=0,0 integrator=symplectic spring=9.87 anchor=0,0}}$$
A spring the engine refuses while the scene runs (a force that overflows)
ends the run with the scene's file and the line of the \.{world}, which is
where the spring came from.

@<Read the later world keys into |settings|@>+=
@<Read the spring's keys of the \.{world} line@>@;

@ @<Read the spring's keys of the \.{world} line@>=
s->spring.stiffness = scene_number(r, "spring", s->spring.stiffness);
s->spring.anchor = scene_vector(r, "anchor", s->spring.anchor);
if (!r->failed && !scene_check(r, ph_spring_check(&s->spring))) return false;
s->spring_line = r->line_number;

@ @<Scene fields@>+=
ph_spring spring; /* stiffness zero: no spring */
int spring_line; /* the \.{world} line it came from, for messages */

@ If the spring's force overflows, the scene stops the world (chapter~1's
|ph_world_fail|), naming the line the spring came from, and the program
that runs the scene reports it as it reports any world that stopped.

@<Before each step of the scene@>+=
if (s->spring.stiffness > 0.0 && !ph_world_failure(s->world)
    && !ph_world_apply_spring(s->world, &s->spring)) {
  char message[160];
  snprintf(message, sizeof message, "line %d: the spring's force is not finite at step %ld",
    s->spring_line, s->step);
  ph_world_fail(s->world, message);
}

@*1 Scenes and the demo.
A scene may ask to be shown in {\it lanes}: three copies of its world side
by side, one per integrator, stepped together. The line is the bare keyword
\.{lanes}. It changes nothing in the world, and a dump still describes the
scene's own world alone; the copies are the demo's.

@<Scene entities@>+=
{"lanes", 2, parse_lanes},

@ @<Scene fields@>+=
bool lanes;

@ @<Scene entity parsers@>+=
static bool parse_lanes(scene *s, scene_reader *r)
{
  (void) r;
  s->lanes = true;
  return true;
}

@ The chapter's built-in scenes. \.{orbits} is the demo: no gravity, a
spring of stiffness $\pi^2$ (period 2\thinspace s for a body of 1\thinspace
kg), one body thrown sideways at the speed $4\omega$ that makes a circle of
radius 4\thinspace m, and one released at rest 2\thinspace m out, which
swings along a line through the anchor. \.{projectile} is the throw of the
projectile test in three lanes; the three balls part by centimetres, which
the panel's energies show better than the eye.

@<Built-in scenes@>+=
{"orbits", 2, "bodies on springs, one lane per integrator",@/
  "world defaults=2 gravity=0,0 integrator=verlet spring=9.869604401089358 anchor=0,0\n"@/
  "view x=0 y=0 width=14\n"@/
  "lanes\n"@/
  "particle x=4 y=0 vx=0 vy=12.566370614359172 r=0.4 mass=1\n"@/
  "particle x=2 y=0 r=0.3 mass=1\n"},@/
{"projectile", 2, "a ball thrown in each lane",@/
  "world defaults=2 gravity=0,-10 integrator=verlet\n"@/
  "view x=3 y=4 width=10\n"@/
  "lanes\n"@/
  "particle x=1 y=2 vx=3 vy=12 r=0.2 mass=1\n"},

@ @<Chapter titles@>+=
{2, "Time"},

@ The demo keeps, besides the harness's scene, the clock, the switches of
this chapter's keys, and the lanes. Lane $k$ shows integrator $k$ in the
order explicit Euler, symplectic Euler, Verlet; the scene's own world fills
the lane of its own integrator, and the other two lanes hold copies loaded
from the same scene with the integrator changed; |shown| points to the
scene of each lane. The trails remember the
last 240 positions of up to four bodies per lane.

@<Demo state fields of the chapters@>+=
ph_clock clock;
bool clock_off, smooth_off, lanes_flipped; /* the keys \.{C}, \.{T}, \.{L} */
bool lanes; /* are the lanes shown? */
int main_lane; /* the lane of the scene's own world */
scene lane[3], *shown[3]; /* the copies, and the scene each lane shows */
double lane_energy[3]; /* each lane's energy at the start */
ph_vec2 trail[3][4][240]; /* lane, body, step modulo 240 */

@ Starting the scene starts the clock, with one step every |options.dt|
rounded to a whole number of steps a second (a \.{--dt} that is not the
inverse of a whole number makes the window's clock run a little off real
time; the steps themselves are still of length \.{--dt}). The clock counts
in the ticks the harness measures frames in, |demo->ticks_per_second|. A
frame may take
a quarter of a second's worth of steps; at 7 frames a second a frame needs
about 9 of the 15 this allows at 60 steps a second.

@<Start the chapters' part of the demo@>+=
{
  int rate = (int) (1.0 / demo->options.dt + 0.5);
  ph_clock_init(&demo->clock, rate, demo->ticks_per_second, rate / 4 > 1 ? rate / 4 : 1);
  @<Make the lanes of the other integrators@>@;
}

@ Lanes are shown when the scene asks for them, unless \.{L} was pressed.
The copies are loaded by the name the scene was loaded by; that load
succeeded once, so it succeeds again. A click would add particles to one lane only
and spoil the comparison, so with lanes a click does nothing.

@<Make the lanes of the other integrators@>=
scene *own = &demo->current;
for (int k = 0; k < 3; k++) scene_destroy(&demo->lane[k]);
demo->lanes = own->lanes != demo->lanes_flipped;
demo->particle_clicks = !demo->lanes;
switch (own->world->settings.integrator) {
case PH_EXPLICIT_EULER: demo->main_lane = 0; break;
case PH_SYMPLECTIC_EULER: demo->main_lane = 1; break;
default: demo->main_lane = 2; break;
}
static const ph_integrator lane_integrators[3] = {PH_EXPLICIT_EULER, PH_SYMPLECTIC_EULER,
  PH_VERLET};
for (int k = 0; demo->lanes && k < 3; k++) {
  if (k != demo->main_lane && scene_load(&demo->lane[k], own->name)) {
    ph_settings settings = demo->lane[k].world->settings;
    settings.integrator = lane_integrators[k];
    ph_world_set_settings(demo->lane[k].world, &settings);
  }
  demo->shown[k] = k == demo->main_lane ? own : &demo->lane[k];
  demo->lane_energy[k] = demo->shown[k]->world
    ? ph_world_energy(demo->shown[k]->world, &own->spring) : 0.0;
}

@ The copies take each step with the scene, headless or not, and every
lane's trail records where its first four bodies are.

@<Take the chapters' part of a demo step@>+=
for (int k = 0; demo->lanes && k < 3; k++) {
  scene *s = demo->shown[k];
  if (k != demo->main_lane && s->world) scene_step(s, demo->options.dt);
  for (int i = 0; s->world && i < s->world->body_count && i < 4; i++)
    demo->trail[k][i][demo->steps_done % 240] = s->world->bodies[i].position;
}

@ In the window, the clock decides how many steps a frame takes, replacing
chapter~1's one step per frame unless \.{C} brought that back. The clock is
fed the time the frame lasted, which the harness measures
(|@<Wait for the frame's time...@>|). When the demo is paused the time still
passes but is not fed to the clock, so that running again does not bring a
burst of steps; chapter~1's rule then stands, and \.{S} still takes one
step.

@<Let the chapters choose how many steps this frame takes@>+=
if (!demo->clock_off && !demo->paused)
  steps = ph_clock_advance(&demo->clock, demo->frame_ticks);

@ When the demo ends, the lane worlds are let go with the scene's.

@<Let go of the chapters' part of the demo@>+=
for (int k = 0; k < 3; k++) scene_destroy(&demo.lane[k]);

@ The keys. \.{F} shows what a slow frame rate does: it takes the harness's
rate of frames down to the next of 60, 30, 15 and 7 a second, and from 7
back up to 60. \.{L} starts the scene again, since lanes are made when it
starts.

@<Handle a key of the chapters@>+=
case SDLK_f: demo->fps = demo->fps > 30 ? 30 : demo->fps > 15 ? 15 : demo->fps > 7 ? 7 : 60;
  break;
case SDLK_t: demo->smooth_off = !demo->smooth_off; break;
case SDLK_c: demo->clock_off = !demo->clock_off; break;
case SDLK_l:
  demo->lanes_flipped = !demo->lanes_flipped;
  demo->status = start_scene(demo);
  break;

@ @<Help lines of the chapters@>+=
"  F            draw 60, 30, 15 or 7 frames a second\n"@/
"  T            draw between the last two steps (interpolate) or not\n"@/
"  C            a fixed step with a clock, or chapter 1's one step per frame\n"@/
"  L            show the lanes (explicit Euler, symplectic Euler, Verlet) or not\n"

@ The panel shows the four switches, and, with lanes, each lane's energy as
a fraction of its energy at the start.

@<Add the chapters' lines to the panel@>+=
panel_group(panel, 2);
panel_add(panel, "C  fixed-step clock: %s", demo->clock_off ? "off" : "on");
panel_add(panel, "F  frames per second: %g", demo->fps);
panel_add(panel, "T  interpolation: %s", demo->smooth_off ? "off" : "on");
panel_add(panel, "L  integrator lanes: %s", demo->lanes ? "on" : "off");
if (demo->lanes) {
  double e[3] = {0.0, 0.0, 0.0};
  for (int k = 0; k < 3; k++)
    if (demo->shown[k]->world && demo->lane_energy[k] != 0.0)
      e[k] = ph_world_energy(demo->shown[k]->world, &demo->shown[k]->spring) / demo->lane_energy[k];
  panel_add(panel, "   energy / start: %.3f %.3f %.3f", e[0], e[1], e[2]);
}

@ Drawing. Interpolation needs the clock, so it is off in headless runs
(whose pictures show the last step exactly) and when \.{C} turned the clock
off. With lanes, the camera is zoomed out three times and moved so that
the scene's own world falls in its lane, and drawing is clipped to that
lane.
@s SDL_Rect int

@<Set the chapters' drawing options in |d|@>+=
d.interpolate = !demo->options.headless && !demo->clock_off && !demo->smooth_off;
d.alpha = ph_clock_alpha(&demo->clock);
if (demo->lanes) {
  c->scale /= 3.0;
  c->center.x -= (demo->main_lane - 1) * c->width / (3.0 * c->scale);
  SDL_Rect clip = {demo->main_lane * c->width / 3, 0, c->width / 3, c->height};
  SDL_RenderSetClipRect(c->renderer, &clip);
}

@ Then the other lanes, each with the camera moved by a lane's width and its
own clip, the trails of all three, and the lines between the lanes. A trail
is drawn from its oldest point to its newest.

@<Draw the chapters' extras@>+=
if (demo->current.spring.stiffness > 0.0)
  ph_draw_spring(demo->current.world, &demo->current.spring, &d);
if (demo->lanes) {
  double lane_width = c->width / (3.0 * c->scale);
  ph_vec2 center = c->center;
  for (int k = 0; k < 3; k++) {
    scene *s = demo->shown[k];
    c->center.x = center.x - (k - demo->main_lane) * lane_width;
    SDL_Rect clip = {k * c->width / 3, 0, c->width / 3, c->height};
    SDL_RenderSetClipRect(c->renderer, &clip);
    if (k != demo->main_lane && s->world) {
      ph_world_draw(s->world, &d);
      if (s->spring.stiffness > 0.0) ph_draw_spring(s->world, &s->spring, &d);
    }
    @<Draw the trails of lane |k|@>@;
  }
  c->center = center;
  SDL_RenderSetClipRect(c->renderer, NULL);
  for (int k = 1; k < 3; k++) {
    SDL_SetRenderDrawColor(c->renderer, 90, 94, 110, 255);
    SDL_RenderDrawLine(c->renderer, k * c->width / 3, 0, k * c->width / 3, c->height);
  }
}

@ A trail is drawn in its body's own colour, twice, the second time a
pixel higher, so that it is two pixels wide and can be seen at a glance,
in the window and in a printed screenshot alike.

@<Draw the trails of lane |k|@>=
{
  long have = demo->steps_done < 240 ? demo->steps_done : 240;
  ph_vec2 up = ph_v(0.0, 1.0 / c->scale);
  for (int i = 0; s->world && i < s->world->body_count && i < 4; i++) {
    ph_color color = s->world->bodies[i].color;
    ph_vec2 *trail = demo->trail[k][i];
    for (long j = demo->steps_done - have + 1; j < demo->steps_done; j++) {
      ph_vec2 a = trail[(j - 1) % 240], b = trail[j % 240];
      draw_segment(c, a, b, color);
      draw_segment(c, ph_add(a, up), ph_add(b, up), color);
    }
  }
}

@*1 The measurements of \.{bench02}.
The chapter's program \.{bench02} makes the three tables and the figure of
this chapter, written as \TeX\ when the book is built. It links only the
engine and the test support, whose two small worlds it shares with the
tests: the projectile, |test_projectile_world|, and the body on a spring,
|test_spring_world| with |test_spring|, both given with the tests of
chapter~2.

@(bench02.c@>=
#include "testing.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
@<Chapter 2 benchmark helpers@>@;
@<Measure the projectile's errors@>@;
@<Measure the energy growth of explicit Euler@>@;
@<Measure the bounded energy of symplectic Euler and Verlet@>@;
@<Plot the energy on a spring@>@;
@<Measure the clock at several frame rates@>@;
@<Write every measurement of bench02@>@;

@ Small numbers are printed in \TeX's scientific notation, $3.2\times10^{-14}$.

@<Chapter 2 benchmark helpers@>=
static const char *scientific(double x)
{
  static char buffers[8][64];
  static int next;
  char *s = buffers[next++ % 8];
  if (x == 0.0) {
    snprintf(s, 64, "$0$");
    return s;
  }
  int e = (int) floor(log10(fabs(x)));
  double m = x / pow(10.0, e);
  if (fabs(m) >= 9.95) m /= 10.0, e++;
  snprintf(s, 64, "$%.1f\\times10^{%d}$", m, e);
  return s;
}

@ Signed numbers of fixed length are printed in math mode too, so that a
negative one gets \TeX's minus sign, $-0.083$, and not a hyphen, and stands
level with its positive neighbours, $+0.083$.

@<Chapter 2 benchmark helpers@>+=
static const char *signed_fixed(double x)
{
  static char buffers[8][64];
  static int next;
  char *s = buffers[next++ % 8];
  snprintf(s, 64, "$%+.9f$", x);
  return s;
}

@ The projectile's height error is measured at every step for each
integrator, against the exact parabola, and compared with the derived
$\pm{1\over2}ght$; the table shows four times and the largest difference.
Verlet's derived error is zero, so for Verlet that difference is simply its
largest error, and the table gives it a row of its own under that name.
One run gives one integrator's column.

@<Measure the projectile's errors@>=
static const ph_integrator projectile_integrators[3] = {PH_EXPLICIT_EULER,
  PH_SYMPLECTIC_EULER, PH_VERLET};
static const double projectile_signs[3] = {1.0, -1.0, 0.0};
static const int projectile_shown[4] = {60, 120, 300, 600};

static void projectile_run(int k, double *measured, double *worst)
{
  double h = 1.0 / 60.0, g = 10.0;
  ph_world *w = test_projectile_world(projectile_integrators[k]);
  int row = 0;
  *worst = 0.0;
  for (int n = 1; n <= 600; n++) {
    double t = n * h, exact, e, difference;
    ph_world_step(w, h);
    exact = 2.0 + 12.0 * t - 0.5 * g * t * t;
    e = w->bodies[0].position.y - exact;
    difference = fabs(e - projectile_signs[k] * 0.5 * g * h * t);
    if (difference > *worst) *worst = difference;
    if (row < 4 && n == projectile_shown[row]) measured[row++] = e;
  }
  ph_world_destroy(w);
}

@ The table's rows: a time, the two Euler columns as measured and
derived, and Verlet's measured error; then the largest differences of the
Euler columns, and Verlet's largest error.

@<Measure the projectile's errors@>+=
static void measure_projectile(FILE *out)
{
  double h = 1.0 / 60.0, g = 10.0, measured[3][4], worst[3];
  for (int k = 0; k < 3; k++) projectile_run(k, measured[k], &worst[k]);
  for (int row = 0; row < 4; row++) {
    double t = projectile_shown[row] * h, lift = 0.5 * g * h * t;
    fprintf(out, "%g&%s&%s&", t, signed_fixed(measured[0][row]), signed_fixed(lift));
    fprintf(out, "%s&%s&%s\\cr\n", signed_fixed(measured[1][row]), signed_fixed(-lift),
      scientific(measured[2][row]));
  }
  fprintf(out, "\\noalign{\\smallskip}largest difference");
  for (int k = 0; k < 2; k++)
    fprintf(out, "&\\multispan2\\hfil%s\\hfil\\quad", scientific(worst[k]));
  fprintf(out, "&\\cr\nlargest error&&&&&%s\\cr\n", scientific(worst[2]));
}

@ Explicit Euler's energy on the spring of period 2\thinspace s, against
$(1+\omega^2h^2)^n$.

@<Measure the energy growth of explicit Euler@>=
static void measure_growth(FILE *out)
{
  static const int shown[5] = {60, 120, 300, 600, 1200};
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  ph_world *w = test_spring_world(PH_EXPLICIT_EULER);
  ph_spring sp = test_spring(omega);
  double e0 = ph_world_energy(w, &sp);
  for (int n = 1, row = 0; n <= 1200; n++) {
    test_spring_step(w, &sp, h);
    if (n == shown[row]) {
      double measured = ph_world_energy(w, &sp) / e0, derived = pow(1.0 + omega * omega * h * h, n);
      fprintf(out, "%g&%d&%.12f&%.12f&%s\\cr\n", n * h, n, measured, derived,
        scientific(measured / derived - 1.0));
      row++;
    }
  }
  ph_world_destroy(w);
}

@ For the bounded integrators the reference is the modified energy after
the first step, $\tilde E_1$: for symplectic Euler it equals $E_0$, for
Verlet it is what Verlet's exact first step makes it. Over 100{,}000 steps
the program records the largest drift of $\tilde E$ from $\tilde E_1$ and
the extremes of $E/\tilde E_1$.

@<Measure the bounded energy of symplectic Euler and Verlet@>=
static void measure_bounded(FILE *out)
{
  static const ph_integrator integrators[2] = {PH_SYMPLECTIC_EULER, PH_VERLET};
  static const char *const names[2] = {"symplectic Euler", "Verlet"};
  static const double steps[2] = {1.0 / 60.0, 1.0 / 30.0};
  double omega = 3.14159265358979323846;
  for (int j = 0; j < 2; j++)
    for (int k = 0; k < 2; k++) {
      double h = steps[j];
      ph_world *w = test_spring_world(integrators[k]);
      ph_spring sp = test_spring(omega);
      test_spring_step(w, &sp, h);
      double reference = ph_world_modified_energy(w, &sp, h), drift = 0.0, low = 1.0, high = 1.0;
      @<Step the spring 100,000 times, keeping the drift and the extremes of the energy@>@;
      fprintf(out, "%s&1/%d&%s&%.6f&%.6f&%.6f&%.6f\\cr\n", names[k], (int) (1.0 / h + 0.5),
        scientific(drift), low, 1.0 / (1.0 + omega * h / 2.0), high, 1.0 / (1.0 - omega * h / 2.0));
      ph_world_destroy(w);
    }
}

@ Each step after the first: the energy as a share of $\tilde E_1$, and
the drift of the modified energy from it.

@<Step the spring 100,000 times, keeping the drift and the extremes of the energy@>=
for (int n = 2; n <= 100000; n++) {
  test_spring_step(w, &sp, h);
  double r = ph_world_energy(w, &sp) / reference;
  double d = fabs(ph_world_modified_energy(w, &sp, h) / reference - 1.0);
  if (d > drift) drift = d;
  if (r < low) low = r;
  if (r > high) high = r;
}

@*1 A figure drawn by \TeX.
The energy plot is written as a \TeX\ file that draws itself with no
package: the curves, axes and grid are PDF path operators handed to
pdf\TeX's \.{\\pdfliteral}, whose origin is the point where it appears, in
big points ($1/72$ of an inch); the numbers and words are ordinary \TeX\
boxes placed at the same coordinates by a macro \.{\\at}. A panel is a box
of given width and height, with its origin at its lower left corner; a
|plot_frame| maps the data to it, on a linear or a logarithmic scale.
@^plots in \TeX@>
@s plot_frame int

@<Plot the energy on a spring@>=
typedef struct {
  double x0, x1, y0, y1;
  bool logarithmic;
  double width, height;
} plot_frame;

static double plot_x(const plot_frame *f, double x)
{
  return f->width * (x - f->x0) / (f->x1 - f->x0);
}

static double plot_y(const plot_frame *f, double y)
{
  if (f->logarithmic) return f->height * log(y / f->y0) / log(f->y1 / f->y0);
  return f->height * (y - f->y0) / (f->y1 - f->y0);
}

@ A panel opens a box with room below for the numbers of the time axis and
its title, draws a light grid at the ticks and a frame, and writes the
numbers. Every line of the file ends in a \.{\%} so that no stray space
moves the boxes that follow. The vertical axis is labelled above its top,
clear of the number at the top tick, and the title is centred at the same
height.

@<Plot the energy on a spring@>+=
static void plot_begin(FILE *out, const plot_frame *f, const double *xt, int nx,
  const double *yt, int ny, const char *ylabel, const char *title)
{
  fprintf(out, "\\hbox{\\kern46bp\\hbox to %.1fbp{\\vrule width0pt height%.1fbp depth30bp%%\n",
    f->width, f->height + 22.0);
  fprintf(out, "\\pdfliteral{q 0.85 G 0.4 w");
  for (int i = 0; i < nx; i++)
    fprintf(out, " %.2f 0 m %.2f %.2f l", plot_x(f, xt[i]), plot_x(f, xt[i]), f->height);
  for (int i = 0; i < ny; i++)
    fprintf(out, " 0 %.2f m %.2f %.2f l", plot_y(f, yt[i]), f->width, plot_y(f, yt[i]));
  fprintf(out, " S 0 G 0.6 w 0 0 %.2f %.2f re S Q}%%\n", f->width, f->height);
  for (int i = 0; i < nx; i++)
    fprintf(out, "\\at{%.2f}{-10}{\\plotc{%g}}%%\n", plot_x(f, xt[i]), xt[i]);
  for (int i = 0; i < ny; i++)
    fprintf(out, "\\at{-4}{%.2f}{\\plotr{%g}}%%\n", plot_y(f, yt[i]) - 2.5, yt[i]);
  fprintf(out, "\\at{%.2f}{-24}{\\plotc{time $t$ (s)}}%%\n", f->width / 2.0);
  fprintf(out, "\\at{-4}{%.2f}{\\plotr{%s}}%%\n", f->height + 12.0, ylabel);
  fprintf(out, "\\at{%.2f}{%.2f}{\\plotc{%s}}%%\n", f->width / 2.0, f->height + 12.0, title);
}

static void plot_end(FILE *out)
{
  fprintf(out, "\\hfil}}%%\n");
}

@ A curve is a polyline or a row of round dots (a path of zero length drawn
with round caps is a dot), in a colour given as three numbers, dashed or
not, clipped to the panel. Points are written a few to a line.

@<Plot the energy on a spring@>+=
static void plot_curve(FILE *out, const plot_frame *f, const double *x, const double *y,
  int n, const char *rgb, bool dots, bool dashed)
{
  fprintf(out, "\\pdfliteral{q 0 0 %.2f %.2f re W n %s RG %s %s\n", f->width, f->height, rgb,
    dots ? "1 J 2.2 w" : "0.9 w 1 j", dashed ? "[3 2] 0 d" : "");
  for (int i = 0; i < n; i++) {
    double px = plot_x(f, x[i]), py = plot_y(f, y[i]);
    if (dots) fprintf(out, "%.2f %.2f m %.2f %.2f l ", px, py, px, py);
    else fprintf(out, "%.2f %.2f %s ", px, py, i ? "l" : "m");
    if (i % 6 == 5) fprintf(out, "\n");
  }
  fprintf(out, "S Q}%%\n");
}

@ A legend entry is a short sample of the curve's line or dots and its name,
at a given place in the panel.

@<Plot the energy on a spring@>+=
static void plot_legend(FILE *out, double x, double y, const char *rgb, bool dots,
  bool dashed, const char *name)
{
  double left = x + 3.0, right = x + 11.0, middle = y + 2.5;
  if (dots) {
    fprintf(out, "\\pdfliteral{q %s RG 1 J 2.2 w ", rgb);
    fprintf(out, "%.2f %.2f m %.2f %.2f l %.2f %.2f m %.2f %.2f l S Q}%%\n", left, middle,
      left, middle, right, middle, right, middle);
  } else {
    fprintf(out, "\\pdfliteral{q %s RG 0.9 w %s %.2f %.2f m %.2f %.2f l S Q}%%\n", rgb,
      dashed ? "[3 2] 0 d" : "", x, middle, x + 14.0, middle);
  }
  fprintf(out, "\\at{%.2f}{%.2f}{%s}%%\n", x + 18.0, y, name);
}

@ The runs behind the figure: a body on the spring of period 2\thinspace s
at $h=1/60$, under each integrator, its energy as a fraction of $E_0$
recorded at every step for ten seconds; and the derived curves.

@<Plot the energy on a spring@>+=
static void energy_run(ph_integrator integrator, double *t, double *ratio, int n, double h)
{
  ph_world *w = test_spring_world(integrator);
  ph_spring sp = test_spring(3.14159265358979323846);
  double e0 = ph_world_energy(w, &sp);
  t[0] = 0.0, ratio[0] = 1.0;
  for (int i = 1; i < n; i++) {
    test_spring_step(w, &sp, h);
    t[i] = i * h;
    ratio[i] = ph_world_energy(w, &sp) / e0;
  }
  ph_world_destroy(w);
}

@ The upper panel shows ten seconds on a logarithmic scale, explicit
Euler's measurements as a dot every sixth step over its derived line; the
lower panel the first four seconds magnified, symplectic Euler as a line and
Verlet as a dot every other step, with the bounds. The words of the plot are
in eight-point type, and so are its formulas: the file sets eight-point
math fonts for itself, so that a legend's $(1+\omega^2h^2)^n$ is no larger
than the words beside it. The file ends with the
caption, numbered with the book's figures (the caption's text is the
macro \.{\\energycaption}, defined by the chapter where it \.{\\input}s the
file).

@<Plot the energy on a spring@>+=
static void write_energy_plot(FILE *out)
{
  enum { N = 601 };
  static double t[N], euler[N], symplectic[N], verlet[N], derived[N], x[N], y[N];
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  energy_run(PH_EXPLICIT_EULER, t, euler, N, h);
  energy_run(PH_SYMPLECTIC_EULER, t, symplectic, N, h);
  energy_run(PH_VERLET, t, verlet, N, h);
  for (int i = 0; i < N; i++) derived[i] = pow(1.0 + omega * omega * h * h, i);
  fprintf(out, "\\begingroup\\eightrm\\parindent=0pt%%\n");
  @<Set the eight-point fonts of the plot and its macros for placing words@>@;
  fprintf(out, "\\centerline{\\vbox{%%\n");
  @<Draw the upper panel of the energy plot@>@;
  fprintf(out, "\\kern10pt%%\n");
  @<Draw the lower panel of the energy plot@>@;
  fprintf(out, "}}\\medskip\\endgroup\n");
  fprintf(out, "{\\catcode`\\@@=11 \\global\\advance\\bk@@fignum by 1 ");
  fprintf(out, "\\bk@@caption{Figure \\the\\bk@@fignum.}{\\energycaption}}\n");
}

@ The plot's fonts, eight-point text and math with six-point scripts,
and three macros: \.{\\at} places a box at a point given in big points,
and \.{\\plotc} and \.{\\plotr} centre a word on a point or end it there.

@<Set the eight-point fonts of the plot and its macros for placing words@>=
fprintf(out, "\\font\\plotmi=cmmi8 \\font\\plotsy=cmsy8 \\font\\plotmis=cmmi6%%\n");
fprintf(out, "\\font\\plotsys=cmsy6 \\font\\plotrms=cmr6%%\n");
fprintf(out, "\\textfont0=\\eightrm \\scriptfont0=\\plotrms%%\n");
fprintf(out, "\\textfont1=\\plotmi \\scriptfont1=\\plotmis%%\n");
fprintf(out, "\\textfont2=\\plotsy \\scriptfont2=\\plotsys%%\n");
fprintf(out, "\\def\\at#1#2#3{\\rlap{\\kern#1bp\\raise#2bp\\hbox{#3}}}%%\n");
fprintf(out, "\\def\\plotc#1{\\hbox to 0pt{\\hss#1\\hss}}%%\n");
fprintf(out, "\\def\\plotr#1{\\hbox to 0pt{\\hss#1}}%%\n");

@ @<Draw the upper panel of the energy plot@>=
{
  static const double xt[6] = {0, 2, 4, 6, 8, 10}, yt[5] = {0.5, 1, 2, 5, 10};
  plot_frame f = {0.0, 10.0, 0.5, 10.0, true, 330.0, 120.0};
  plot_begin(out, &f, xt, 6, yt, 5, "$E/E_0$",
    "(a) all three integrators, logarithmic scale");
  plot_curve(out, &f, t, derived, N, "0 0 0", false, false);
  int m = 0;
  for (int i = 0; i < N; i += 6) x[m] = t[i], y[m++] = euler[i];
  plot_curve(out, &f, x, y, m, "0.85 0.15 0.1", true, false);
  plot_curve(out, &f, t, symplectic, N, "0.1 0.3 0.85", false, false);
  m = 0;
  for (int i = 3; i < N; i += 6) x[m] = t[i], y[m++] = verlet[i];
  plot_curve(out, &f, x, y, m, "0.1 0.6 0.2", true, false);
  plot_legend(out, 10.0, 104.0, "0.85 0.15 0.1", true, false, "explicit Euler");
  plot_legend(out, 10.0, 92.0, "0 0 0", false, false, "$(1+\\omega^2h^2)^n$");
  plot_legend(out, 10.0, 80.0, "0.1 0.3 0.85", false, false, "symplectic Euler");
  plot_legend(out, 10.0, 68.0, "0.1 0.6 0.2", true, false, "Verlet");
  plot_end(out);
}

@ The bounds of the lower panel are $1/(1\pm\omega h/2)$ for symplectic
Euler, whose $\tilde E$ is $E_0$, and the same times $\tilde E_1/E_0$ for
Verlet, computed from a run's first step. The panel reaches a little past
the outer ticks, leaving room above the bounds for a legend in one row.

@<Draw the lower panel of the energy plot@>=
{
  static const double xt[5] = {0, 1, 2, 3, 4}, yt[5] = {0.96, 0.98, 1, 1.02, 1.04};
  plot_frame f = {0.0, 4.0, 0.95, 1.05, false, 330.0, 130.0};
  int n = 241, m = 0;
  ph_world *w = test_spring_world(PH_VERLET);
  ph_spring sp = test_spring(omega);
  double e0 = ph_world_energy(w, &sp), shift, ends[2] = {0.0, 4.0}, bound[2];
  test_spring_step(w, &sp, h);
  shift = ph_world_modified_energy(w, &sp, h) / e0;
  ph_world_destroy(w);
  plot_begin(out, &f, xt, 5, yt, 5, "$E/E_0$",
    "(b) symplectic Euler and Verlet, magnified");
  for (int s = 0; s < 2; s++) {
    double b = 1.0 / (1.0 + (s ? -1.0 : 1.0) * omega * h / 2.0);
    bound[0] = bound[1] = b;
    plot_curve(out, &f, ends, bound, 2, "0.1 0.3 0.85", false, true);
    bound[0] = bound[1] = b * shift;
    plot_curve(out, &f, ends, bound, 2, "0.1 0.6 0.2", false, true);
  }
  plot_curve(out, &f, t, symplectic, n, "0.1 0.3 0.85", false, false);
  for (int i = 0; i < n; i += 2) x[m] = t[i], y[m++] = verlet[i];
  plot_curve(out, &f, x, y, m, "0.1 0.6 0.2", true, false);
  @<Draw the legend of the lower panel@>@;
  plot_end(out);
}

@ @<Draw the legend of the lower panel@>=
plot_legend(out, 8.0, 121.0, "0.1 0.3 0.85", false, false, "symplectic Euler");
plot_legend(out, 100.0, 121.0, "0.1 0.6 0.2", true, false, "Verlet");
plot_legend(out, 150.0, 121.0, "0.1 0.3 0.85", false, true, "bounds");
plot_legend(out, 218.0, 121.0, "0.1 0.6 0.2", false, true, "Verlet's bounds");

@ The clock and the drawing, measured for Table~\tabref{clocktab}. A particle
glides at 1\thinspace m/s with no gravity, stepped by the clock at 60 steps
a second with a cap of 6, for 10 seconds of frames of one length, $1/F$.
The timer counts 3600 ticks a second, so that every frame rate of the
table is a whole number of ticks and the clock's count is exact. After
each frame the program notes how many steps it took and how far the
particle advanced on the screen since the last frame, drawn where the last
step left it and drawn between the last two states; each advance is
divided by the true one, $1/F$\thinspace m, so that 1 is smooth motion.
The first frames, before the particle has taken a step, are left out.
The last row is one stall: at 60 frames a second, one frame of half a
second, which brings 30 steps against the cap of 6.

@<Measure the clock at several frame rates@>=
static void clock_row(FILE *out, int fps, int stall_frame, int64_t stall_ticks)
{
  ph_settings s = ph_stage_settings(2);
  ph_particle_def d = ph_default_particle_def();
  ph_clock c;
  ph_world *w;
  const int64_t tps = 3600;
  int fewest = 1 << 30, most = 0, frames = 10 * fps;
  double plain[2] = {1e300, -1e300}, smooth[2] = {1e300, -1e300}, last[2] = {0.0, 0.0};
  bool started = false;
  s.gravity = ph_v(0.0, 0.0);
  w = ph_world_create(&s);
  d.velocity = ph_v(1.0, 0.0);
  ph_world_create_particle(w, &d);
  ph_clock_init(&c, 60, tps, 6);
  for (int f = 0; f < frames; f++) {
    int n = ph_clock_advance(&c, f == stall_frame ? stall_ticks : tps / fps);
    for (int k = 0; k < n; k++) ph_world_step(w, ph_clock_dt(&c));
    if (n < fewest) fewest = n;
    if (n > most) most = n;
    @<Note how far the particle was drawn to advance in this frame@>@;
  }
  @<Write the clock's row of frame rate |fps|@>@;
  ph_world_destroy(w);
}

@ The particle is drawn where it is, |position|, or between its last two
states, as |drawn_position| of chapter~2 draws it, with the clock's
$\alpha$. A frame that follows a stall is left out of the advances, since
it shows the stall, not the clock's rhythm.

@<Note how far the particle was drawn to advance in this frame@>=
{
  const ph_body *b = &w->bodies[0];
  double now[2] = {b->position.x,
    ph_lerp(b->previous, b->position, ph_clock_alpha(&c)).x};
  if (started && f != stall_frame) {
    double a = (now[0] - last[0]) * fps, i = (now[1] - last[1]) * fps;
    plain[0] = fmin(plain[0], a), plain[1] = fmax(plain[1], a);
    smooth[0] = fmin(smooth[0], i), smooth[1] = fmax(smooth[1], i);
  }
  started = started || c.steps > 1;
  last[0] = now[0], last[1] = now[1];
}

@ @<Write the clock's row of frame rate |fps|@>=
if (stall_frame >= 0)
  fprintf(out, "%d, one frame of %.1f\\thinspace s", fps, (double) stall_ticks / tps);
else fprintf(out, "%d", fps);
fprintf(out, "&%d--%d&%ld&%ld&%.3f--%.3f&%.3f--%.3f\\cr\n", fewest, most, c.steps, c.dropped,
  plain[0], plain[1], smooth[0], smooth[1]);

@ @<Measure the clock at several frame rates@>+=
static void measure_clock(FILE *out)
{
  static const int rates[6] = {144, 75, 60, 50, 30, 15};
  for (int k = 0; k < 6; k++) clock_row(out, rates[k], -1, 0);
  clock_row(out, 60, 300, 1800);
}

@ The program writes the five files named on its command line, or
everything to the standard output.
@.usage: bench02...@>

@<Write every measurement of bench02@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 6) {
    fprintf(stderr,
      "usage: bench02 [PROJECTILE.tex GROWTH.tex BOUNDED.tex ENERGY.tex CLOCK.tex]\n");
    return 2;
  }
  FILE *files[5];
  for (int i = 0; i < 5; i++) {
    files[i] = argc == 6 ? bench_open(argv[i + 1]) : stdout;
    if (!files[i]) {
      bench_close(false);
      return 1;
    }
  }
  measure_projectile(files[0]);
  measure_growth(files[1]);
  measure_bounded(files[2]);
  write_energy_plot(files[3]);
  measure_clock(files[4]);
  return bench_close(true) ? 0 : 1;
}

