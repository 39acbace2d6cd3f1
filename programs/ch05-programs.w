@* Programs of chapter 5: scenes, the demo and the measurements.
Chapter~5's additions to the scene files, to the demo, and its measurement
program \.{bench05}, which makes the chapter's tables, the sentences that
read them, and the data of its bounce figure.

@ {\it Scene keys.} A \.{world} line may choose the response with
\.{solver=none} (the default: stage~4's behaviour) or \.{solver=single}
(this chapter's single pass), and the restitution threshold in metres per
second with \.{threshold=}. A solver the engine does not know is refused
with its name; a threshold that is negative is refused by the check of the
settings, through |scene_check|, so both messages begin with the file and
the line, as every message of the reader does.
@.unknown solver@>

@<Read the later world keys into |settings|@>+=
@<Read the solver keys of a world line@>@;

@ @<Read the solver keys of a world line@>=
{
  static const struct {
    const char *name;
    ph_contact_solver solver;
  } solver_names[] = {
    {"none", PH_NO_RESPONSE}, {"single", PH_SINGLE_PASS},
    @<Names of other solvers@>@;
    {NULL, PH_NO_RESPONSE}
  };
  const char *solver = scene_word(r, "solver", NULL);
  if (solver) {
    int i = ph_find_name(solver_names, sizeof solver_names[0], solver);
    if (i >= 0) settings.solver = solver_names[i].solver;
    else scene_error(r, "unknown solver '%s' (none or single)", solver);
  }
  settings.restitution_threshold = scene_number(r, "threshold",
    settings.restitution_threshold);
}

@ @<Names of other solvers@>=
@;

@ {\it Scenes.} Three built-in scenes, all with the response on and
symplectic Euler. The first, \.{bounce}, is the demo's default: a ball of
radius 0.25\thinspace m of each preset, bottoms 5\thinspace m above a stone
floor, left to right rock, wood, metal, bouncy, super ball, pillow.
\.{cradle} is Newton's cradle without strings: five balls of $e=1$ in a row
on a floor with no friction, touching, and a sixth rolling into them;
listed left to right, so that the single pass, meeting the pairs in that
order, passes the blow along the whole row in one step. \.{headon} is a
metal ball of 0.5\thinspace m radius at 3\thinspace m/s and a bouncy one of
0.7\thinspace m at $-2\,$m/s, no gravity: the panel shows their momenta.

@<Built-in scenes@>+=
{"bounce", 5, "balls of every material dropped on a stone floor",@/
  "world gravity=0,-10 integrator=symplectic solver=single\n"@/
  "view x=0 y=2.5 width=9\n"@/
  "box x=0 y=-0.5 w=9 h=1 static material=static\n"@/
  "circle x=-3.125 y=5.25 r=0.25 material=rock\n"@/
  "circle x=-1.875 y=5.25 r=0.25 material=wood\n"@/
  "circle x=-0.625 y=5.25 r=0.25 material=metal\n"@/
  "circle x=0.625 y=5.25 r=0.25 material=bouncy\n"@/
  "circle x=1.875 y=5.25 r=0.25 material=superball\n"@/
  "circle x=3.125 y=5.25 r=0.25 material=pillow\n"},
{"cradle", 5, "a blow passed along a row of balls",@/
  "world gravity=0,-10 integrator=symplectic solver=single\n"@/
  "view x=1 y=1 width=12\n"@/
  "box x=0 y=-0.5 w=14 h=1 static material=static restitution=1\n"@/
  "circle x=-4 y=0.499 r=0.5 restitution=1 vx=4\n"@/
  "circle x=0 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=0.999 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=1.998 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=2.997 y=0.499 r=0.5 restitution=1\n"@/
  "circle x=3.996 y=0.499 r=0.5 restitution=1\n"},
{"headon", 5, "two bodies collide head on; their momenta are shown",@/
  "world gravity=0,0 integrator=symplectic solver=single\n"@/
  "view x=0 y=0 width=10\n"@/
  "circle x=-3 y=0 r=0.5 material=metal vx=3\n"@/
  "circle x=3 y=0 r=0.7 material=bouncy vx=-2\n"},

@ @<Chapter titles@>+=
{5, "Impulses and restitution"},

@ {\it The demo.} \.{B} switches the restitution threshold between 0 and
the default 1\thinspace m/s, to see the buzz of Table~\tabref{buzz} appear
and vanish; \.{O} switches the response off and on. The panel shows the
switches, the total momentum and kinetic energy of the moving bodies, and,
when the scene has at most two of them, each one's momentum.

@<Handle a key of the chapters@>+=
case SDLK_b: case SDLK_o:
  {
    ph_settings settings = demo->current.world->settings;
    if (event.key.keysym.sym == SDLK_b)
      settings.restitution_threshold = settings.restitution_threshold > 0.0 ? 0.0 : 1.0;
    else settings.solver = settings.solver == PH_NO_RESPONSE ? PH_SINGLE_PASS : PH_NO_RESPONSE;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  B            restitution threshold 0 or 1 m/s (slow contacts bounce, or not)\n"
"  O            contact response on (single pass) or off (as in chapter 4)\n"

@ @<Add the chapters' lines to the panel@>+=
{
  const ph_world *w = demo->current.world;
  ph_vec2 p = ph_v(0.0, 0.0);
  double energy = 0.0;
  int moving = 0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0) continue;
    p = ph_add(p, ph_mul(b->mass, b->velocity));
    energy += 0.5 * b->mass * ph_dot(b->velocity, b->velocity);
    moving++;
  }
  panel_add(panel, "O  response: %s", w->settings.solver == PH_NO_RESPONSE ? "off"
    : "single pass");
  panel_add(panel, "B  restitution threshold: %g m/s", w->settings.restitution_threshold);
  panel_add(panel, "momentum %.3f, %.3f kg m/s; energy %.2f J", p.x, p.y, energy);
  for (int i = 0; moving <= 2 && i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0) continue;
    panel_add(panel, "   body %d: m v = %.3f, %.3f kg m/s", i, b->mass * b->velocity.x,
      b->mass * b->velocity.y);
  }
}

@*1 Measurements of chapter 5.
\.{bench05} runs the scenes of chapter~5's measurements and writes, given
seven file names, its three tables, three paragraphs that read them, and
the data of the bounce figure; with no names it prints them all.
@^bench05@>

@(bench05.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 5 benchmark helpers@>@;
@<Run the chapter 5 measurements@>@;

@ Every measurement loads a scene text, steps it, and reads bodies. A scene
that does not load is a bug of this program, and stops it.

@<Chapter 5 benchmark helpers@>=
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench05", text)) {
    fprintf(stderr, "bench05: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ {\it Bounces.} A ball of the material |name| dropped from 5\thinspace m
with step |h|; the heights of the first three apexes of its bottom above
the floor's top, $y=0$, are put in |apex| (0 where there is none). An apex
is a step whose upward velocity turns downward; apexes below 1\thinspace
cm are not counted. If |out| is not |NULL|, every step's time and height
are written as MetaPost pairs |name[k]|.

@<Chapter 5 benchmark helpers@>+=
static int bounce(const char *material, double h, double seconds, double apex[3],
  FILE *out, const char *array)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single\n"
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"
    "circle x=0 y=5.25 r=0.25 material=%s\n", material);
  scene s;
  load(&s, text);
  int found = 0;
  double last_vy = 0.0;
  long steps = lround(seconds / h);
  apex[0] = apex[1] = apex[2] = 0.0;
  for (long n = 1; n <= steps; n++) {
    scene_step(&s, h);
    const ph_body *b = &s.world->bodies[1];
    double y = b->position.y - 0.25;
    if (last_vy > 0.0 && b->velocity.y <= 0.0 && y > 0.01 && found < 3) apex[found++] = y;
    last_vy = b->velocity.y;
    if (out && n % 2 == 0)
      fprintf(out, "%s[%ld]:=(%.4f,%.4f);\n", array, n / 2, n * h, y);
  }
  if (out) fprintf(out, "%sn:=%ld;\n", array, steps / 2);
  scene_destroy(&s);
  return found;
}

@ The table of bounces, and the sentence that reads it: the largest
difference between a measured ratio and $e^2$, relative to $e^2$, at each
step length.

@<Chapter 5 benchmark helpers@>+=
static void write_bounces(FILE *table, FILE *text)
{
  static const char *names[] = {"rock", "wood", "metal", "bouncy", "superball", "pillow"};
  double worst[2] = {0.0, 0.0};
  for (int k = 0; k < 6; k++) {
    ph_material m = ph_material_names[ph_find_name(ph_material_names,
      sizeof ph_material_names[0], names[k])].material;
    double e = ph_mix_restitution(m.restitution, 0.1);
    fprintf(table, "%s&%.2f&%.4f", names[k], e, e * e);
    for (int j = 0; j < 2; j++) {
      double apex[3];
      int found = bounce(names[k], j == 0 ? 1.0 / 60.0 : 1.0 / 600.0, 10.0, apex, NULL, "");
      fprintf(table, "&%.3f", apex[0]);
      for (int i = 1; i < 3; i++)
        if (i < found) {
          double ratio = apex[i] / apex[i - 1];
          fprintf(table, "&%.4f", ratio);
          if (fabs(ratio - e * e) / (e * e) > worst[j]) worst[j] = fabs(ratio - e * e) / (e * e);
        } else fprintf(table, "&--");
    }
    fprintf(table, "\\cr\n");
  }
  fprintf(text, "In Table~\\tabref{bounces} the ratios of successive heights "
    "differ from $e^2$ by at most %.1f\\%% at 60 steps a second and %.2f\\%% at 600: "
    "the law holds up to errors of the size $gh/v$, which shrink with the step. "
    "Where a column shows a dash, the ball did not rise 1\\thinspace cm again: its "
    "approach speed fell below the threshold, and the contact stopped it.\n",
    100.0 * worst[0], 100.0 * worst[1]);
}

@ {\it Sinking.} The depth at rest of a wooden box dropped from $H$, with
the restitution of box and floor set to 0 so that the first contact is the
last, and
the sinking of columns of $N$ boxes in both orders.

@<Chapter 5 benchmark helpers@>+=
static double rest_depth(double height)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single\n"
    "box x=0 y=-0.5 w=8 h=1 static material=static restitution=0\n"
    "box x=0 y=%.17g w=1 h=1 material=wood restitution=0\n", height + 0.5);
  scene s;
  load(&s, text);
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  double depth = -(s.world->bodies[1].position.y - 0.5);
  scene_destroy(&s);
  return depth;
}

static double column_sink(int count, bool top_first, double *speed)
{
  char text[4096];
  int used = snprintf(text, sizeof text,
    "world gravity=0,-10 integrator=symplectic solver=single\n"
    "box x=0 y=-0.5 w=8 h=1 static material=static\n");
  for (int i = 0; i < count; i++) {
    int level = top_first ? count - 1 - i : i;
    used += snprintf(text + used, sizeof text - (size_t) used,
      "box x=0 y=%d.5 w=1 h=1 material=wood\n", level);
  }
  scene s;
  load(&s, text);
  int top = top_first ? 1 : count;
  *speed = 0.0;
  for (int n = 1; n <= 120; n++) {
    scene_step(&s, 1.0 / 60.0);
    for (int i = 1; n > 60 && i <= count; i++) {
      double v = ph_length(s.world->bodies[i].velocity);
      if (v > *speed) *speed = v;
    }
  }
  double sink = count - (s.world->bodies[top].position.y + 0.5);
  scene_destroy(&s);
  return sink;
}

static void write_sink(FILE *table, FILE *text)
{
  static const double heights[4] = {0.5, 1.0, 2.0, 5.0};
  static const int counts[4] = {1, 2, 4, 8};
  double deepest = 0.0, order_gap = 0.0, sink8 = 0.0;
  for (int k = 0; k < 4; k++) {
    double depth = rest_depth(heights[k]), speed_b, speed_t;
    double bottom = column_sink(counts[k], false, &speed_b);
    double topf = column_sink(counts[k], true, &speed_t);
    fprintf(table, "%.1f&%.1f&%d&%.1f&%.1f&%.3f\\cr\n", heights[k], 1000.0 * depth,
      counts[k], 1000.0 * bottom, 1000.0 * topf, fmax(speed_b, speed_t));
    if (depth > deepest) deepest = depth;
    if (fabs(bottom - topf) > order_gap) order_gap = fabs(bottom - topf);
    if (counts[k] == 8) sink8 = fmax(bottom, topf);
  }
  fprintf(text, "A box dropped from 5\\thinspace m rests %.0f\\thinspace mm deep in the "
    "floor, somewhere between 0 and one step of its impact speed, $\\sqrt{2gH}\\,h="
    "167\\,$mm, according to where the last step before the floor happened to end; "
    "had it bounced, only the depth of its last, slow contact would remain. A column of eight "
    "boxes has sunk %.0f\\thinspace mm in two seconds. The two orders differ by up to "
    "%.1f\\thinspace mm: the same scene, listed differently, is a different simulation.\n",
    1000.0 * deepest, 1000.0 * sink8, 1000.0 * order_gap);
}

@ {\it Buzz.} Over the last second of 10\thinspace s, the largest rise of
any moving body above its lowest height in that second, and the number of
steps in which any moving body had a vertical speed above $10^{-9}\,$m/s.

@<Chapter 5 benchmark helpers@>+=
static void buzz(const char *text, double *hop, int *moving)
{
  scene s;
  load(&s, text);
  int count = s.world->body_count;
  double low[16], high[16];
  *moving = 0;
  for (int n = 1; n <= 600; n++) {
    scene_step(&s, 1.0 / 60.0);
    if (n <= 540) continue;
    bool any = false;
    for (int i = 1; i < count && i < 16; i++) {
      double y = s.world->bodies[i].position.y;
      if (n == 541 || y < low[i]) low[i] = y;
      if (n == 541 || y > high[i]) high[i] = y;
      any |= fabs(s.world->bodies[i].velocity.y) > 1e-9;
    }
    *moving += any;
  }
  *hop = 0.0;
  for (int i = 1; i < count && i < 16; i++) *hop = fmax(*hop, high[i] - low[i]);
  scene_destroy(&s);
}

static void write_buzz(FILE *table, FILE *text)
{
  static const char *ball = "world gravity=0,-10 integrator=symplectic solver=single "
    "threshold=%g\nbox x=0 y=-0.5 w=8 h=1 static material=static\n"
    "circle x=0 y=0.249 r=0.25 material=superball\n";
  static const char *column = "world gravity=0,-10 integrator=symplectic solver=single "
    "threshold=%g\nbox x=0 y=-0.5 w=8 h=1 static material=static\n"
    "box x=0 y=0.499 w=1 h=1 material=bouncy\n";
  double hops[4];
  int moves[4];
  for (int k = 0; k < 4; k++) {
    char scene_text[1024];
    double threshold = k % 2 == 0 ? 0.0 : 1.0;
    snprintf(scene_text, sizeof scene_text, k < 2 ? ball : column, threshold);
    buzz(scene_text, &hops[k], &moves[k]);
    fprintf(table, "%s&%g&%.2f&%d\\cr\n", k < 2 ? "super ball" : "bouncy box",
      threshold, 1000.0 * hops[k], moves[k]);
  }
  fprintf(text, "With no threshold the resting super ball still hops by "
    "%.2f\\thinspace mm and is moving in %d of the last 60 steps, and the bouncy box "
    "on its two contact points in %d; with the threshold of 1\\thinspace m/s both lie "
    "still (%d and %d steps moving). The ball's hop is no small buzz: with no threshold "
    "nothing stops the steady bounce $v^\\star=egh/(1-e)$ derived above, and the ball "
    "hops for ever to nearly its height.\n",
    1000.0 * hops[0], moves[0], moves[2], moves[1], moves[3]);
}

@ The main program. Without arguments it prints everything to the
terminal; with seven file names it writes, in order, the bounce table and
its paragraph, the sinking table and its paragraph, the buzz table and its
paragraph, and the MetaPost data of Figure~\figref{bouncefig}: the heights of
a super ball and of a bouncy ball over 8\thinspace s at 60 steps a second,
every second step (so that MetaPost's arrays stay small).

@<Run the chapter 5 measurements@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 8) {
    fprintf(stderr, "usage: bench05 [BOUNCES.tex TEXT.tex SINK.tex TEXT.tex BUZZ.tex "
      "TEXT.tex DATA.mp]\n");
    return 2;
  }
  FILE *f[7];
  for (int i = 0; i < 7; i++) {
    f[i] = argc == 8 ? fopen(argv[i + 1], "w") : stdout;
    if (!f[i]) {
      perror("bench05");
      return 1;
    }
  }
  write_bounces(f[0], f[1]);
  write_sink(f[2], f[3]);
  write_buzz(f[4], f[5]);
  double apex[3];
  bounce("superball", 1.0 / 60.0, 8.0, apex, f[6], "sb");
  bounce("bouncy", 1.0 / 60.0, 8.0, apex, f[6], "bb");
  bool ok = true;
  for (int i = 0; i < 7; i++)
    if (f[i] != stdout) ok &= fclose(f[i]) == 0;
  return ok ? 0 : 1;
}
