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
