@* Programs of chapter 8: scenes, the demo and the measurements.
Chapter~8's additions to the scene files, to the demo, and its measurement
program \.{bench08}, which makes the chapter's tables, the sentences that
read them, and the data of its figure of depth against time.

@ {\it Scene keys.} A \.{world} line chooses the correction with
\.{correction=auto}, \.{none}, \.{projection}, \.{baumgarte} or \.{split}
(\.{auto}, the default, is the correction the solver was measured with:
none for chapter~5's single pass), the slop in metres with \.{slop=},
projection's share with \.{percent=} and the bias's share with \.{beta=}.
An unknown method is refused with its name; a slop that is negative, or a
share outside $(0,1]$, is refused by the check of the settings, through
|scene_check|, so every message begins with the file and the line. Stage~7
and earlier do not know the keys, and refuse them as unknown.
@.unknown correction@>

@<Read the later world keys into |settings|@>+=
@<Read the correction keys of a world line@>@;

@ @<Read the correction keys of a world line@>=
{
  static const struct {
    const char *name;
    ph_correction correction;
  } correction_names[] = {
    {"auto", PH_CORRECT_AUTO}, {"none", PH_CORRECT_NONE},
    {"projection", PH_CORRECT_PROJECTION}, {"baumgarte", PH_CORRECT_BAUMGARTE},
    {"split", PH_CORRECT_SPLIT}, {NULL, PH_CORRECT_AUTO}
  };
  const char *correction = scene_word(r, "correction", NULL);
  if (correction) {
    int i = ph_find_name(correction_names, sizeof correction_names[0], correction);
    if (i >= 0) settings.correction = correction_names[i].correction;
    else scene_error(r, "unknown correction '%s' (auto, none, projection, baumgarte or "
      "split)", correction);
  }
  @<Read the rates of the correction@>@;
}

@ @<Read the rates of the correction@>=
settings.slop = scene_number(r, "slop", settings.slop);
settings.percent = scene_number(r, "percent", settings.percent);
settings.beta = scene_number(r, "beta", settings.beta);

@ {\it Scenes.} Two built-in scenes, with the response and friction on,
symplectic Euler and 60 steps a second. The first, \.{correction}, is the
demo's default: four lanes on one stone floor, one per method (none,
projection, Baumgarte, split, left to right), each with a column of four
wooden boxes of $1\times1\,$m and, beside it, a box started 0.2\thinspace m
inside the floor. Since a world has one correction, each lane's method is
chosen by \.{K}, for all four at once; the lanes are there to be compared
with the measurements, and the scene \.{sunk}, a single box 0.2\thinspace m
deep, to watch a pop.

@<Built-in scenes@>+=
{"correction", 8, "columns of boxes and boxes sunk into the floor; K cycles the correction",@/
  @<The text of the scene \.{correction}@>},
{"sunk", 8, "a box started 0.2 m inside the floor: Baumgarte pops it out, split does not",@/
  "world gravity=0,-10 integrator=symplectic solver=single friction=on correction=split\n"@/
  "view x=0 y=1 width=8\n"@/
  "box x=0 y=-0.5 w=20 h=1 static material=static restitution=0\n"@/
  "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n"},

@ @<The text of the scene \.{correction}@>=
  "world gravity=0,-10 integrator=symplectic solver=single friction=on correction=none\n"@/
  "view x=0 y=2.5 width=14\n"@/
  "box x=0 y=-0.5 w=20 h=1 static material=static restitution=0\n"@/
  "box x=-3 y=0.499 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-3 y=1.498 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-3 y=2.497 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-3 y=3.496 w=1 h=1 material=wood restitution=0\n"@/
  "box x=-1 y=0.3 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=0.499 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=1.498 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=2.497 w=1 h=1 material=wood restitution=0\n"@/
  "box x=1 y=3.496 w=1 h=1 material=wood restitution=0\n"@/
  "box x=3 y=0.3 w=1 h=1 material=wood restitution=0\n"

@ @<Chapter titles@>+=
{8, "Position correction"},

@ {\it The demo.} \.{K} cycles the correction in use through none,
projection, Baumgarte and split, and back; the panel shows the method, its
slop and rate, the deepest contact of the world and the kinetic energy of
the moving bodies, so that Baumgarte's pop shows as energy and split's
lift does not.

@<Handle a key of the chapters@>+=
case SDLK_k:
  {
    static const ph_correction next[] = {
      [PH_CORRECT_AUTO] = PH_CORRECT_PROJECTION, [PH_CORRECT_NONE] = PH_CORRECT_PROJECTION,
      [PH_CORRECT_PROJECTION] = PH_CORRECT_BAUMGARTE, [PH_CORRECT_BAUMGARTE] = PH_CORRECT_SPLIT,
      [PH_CORRECT_SPLIT] = PH_CORRECT_NONE};
    ph_settings settings = demo->current.world->settings;
    settings.correction = next[ph_world_correction(demo->current.world)];
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  K            correction: none, projection, Baumgarte, split (chapter 8)\n"

@ @<Add the chapters' lines to the panel@>+=
{
  static const char *names[] = {"auto", "none", "projection", "Baumgarte", "split"};
  const ph_world *w = demo->current.world;
  ph_correction c = ph_world_correction(w);
  double deepest = 0.0, energy = 0.0;
  for (int k = 0; k < w->contact_count; k++)
    if (w->contacts[k].manifold.depth > deepest) deepest = w->contacts[k].manifold.depth;
  for (int i = 0; i < w->body_count; i++)
    energy += 0.5 * w->bodies[i].mass * ph_dot(w->bodies[i].velocity, w->bodies[i].velocity);
  panel_add(panel, "K  correction: %s%s (slop %.3g m, %s %.2g)", names[c],
    w->settings.correction == PH_CORRECT_AUTO ? " (auto)" : "", w->settings.slop,
    c == PH_CORRECT_PROJECTION ? "percent" : "beta",
    c == PH_CORRECT_PROJECTION ? w->settings.percent : w->settings.beta);
  panel_add(panel, "   deepest contact %.1f mm; energy of motion %.3f J", 1000.0 * deepest,
    energy);
}

@*1 Measurements of chapter 8.
\.{bench08} runs the scenes of chapter~8's measurements and writes its
tables, the sentences that read them, and the data of the figure of depth
against time.
@^bench08@>

@(bench08.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 8 benchmark helpers@>@;
@<Run the chapter 8 measurements@>@;

@ Every measurement loads a scene text, steps it, and reads bodies. A scene
that does not load is a bug of this program, and stops it.

@<Chapter 8 benchmark helpers@>=
static const double h = 1.0 / 60.0;
static void load(scene *s, const char *text)
{
  if (!scene_load_text(s, "bench08", text)) {
    fprintf(stderr, "bench08: a scene of the measurements does not load\n");
    exit(1);
  }
}

@ @<Run the chapter 8 measurements@>=
int main(void)
{
  scene s;
  load(&s, "world gravity=0,-10 integrator=symplectic solver=single correction=split\n");
  scene_step(&s, h);
  scene_destroy(&s);
  return 0;
}
