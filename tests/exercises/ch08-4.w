@* Exercise 8.4: the fixed point, measured.
The test of exercise~4 of chapter~8. The exercise asks for
$$\hbox{|double ph_world_settle_depth(const ph_world *w, double sigma);|}$$
the depth $d^\star=s+\sigma/z$ at which chapter~8's fixed point says a
resting contact settles under the world's correction in use, when the
solver leaves it sinking by $\sigma$ a step: $z$ is the share |percent|
under projection and $\beta$ under Baumgarte's method and split impulses,
$s$ the slop; with no correction nothing stops the sink, and the function
gives $+\infty$. A null world is reported with a message containing ``no
world'' and gives 0. The function is declared weak, so that this test
links against the unmodified stage, where it is missing, and fails there
with the note ``not implemented''.

@(exercise_ch08_4.c@>=
#include "testing.h"
#include <math.h>
double ph_world_settle_depth(const ph_world *w, double sigma) __attribute__((weak));
@<Exercise 8.4 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 8.4 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The measurement. A box of wood resting 1\thinspace mm deep on a stone
floor, free to turn, restitution 0, the single pass with friction, for
10\thinspace s under |method| with its rate |rate| (\.{percent=} for
projection, \.{beta=} for the others): the depth of its lowest corner
below the floor's top, as chapter~8's measurements take it. The world is
kept for the function to read its settings.

@<Exercise 8.4 test functions@>=
static double settled(test_context *t, scene *s, const char *method, double rate)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=on correction=%s %s=%.2f\nbox x=0 y=-0.5 w=20 h=1 static material=static "
    "restitution=0\nbox x=0 y=0.499 w=1 h=1 material=wood restitution=0\n", method,
    strcmp(method, "projection") == 0 ? "percent" : "beta", rate);
  if (!CHECK(t, scene_load_text(s, "rest.scene", text))) return NAN;
  for (int n = 0; n < 600; n++) scene_step(s, 1.0 / 60.0);
  const ph_body *b = &s->world->bodies[1];
  return 0.5 * (fabs(cos(b->angle)) + fabs(sin(b->angle))) - b->position.y;
}

@ The test. For each method, the sink $\sigma$ is measured once, from the
depth at the rate 0.2, as $\sigma=0.2\,(d-s)$; the function must then
predict the depths at the rates 0.1, 0.4 and~0.8 from that one $\sigma$,
each within a tenth of its excess $d-s$ (chapter~8 measures how little
$\sigma$ differs between its twelve runs, in the paragraph on the rates, and
claims that the fixed point predicts every depth within that tenth, so a
right formula passes with room, and $s+\sigma z$ or $s+(1-z)\sigma/z$ do
not). With no correction the function gives
$+\infty$; a null world is refused.

@<Exercise 8.4 test functions@>+=
static void test_settle_depth(test_context *t)
{
  if (!CHECK(t, ph_world_settle_depth != NULL)) {
    test_note(t, "ph_world_settle_depth is not implemented");
    return;
  }
  static const char *methods[3] = {"projection", "baumgarte", "split"};
  static const double rates[3] = {0.1, 0.4, 0.8};
  for (int m = 0; m < 3; m++) {
    scene s;
    double d = settled(t, &s, methods[m], 0.2);
    if (isnan(d)) return;
    double sigma = 0.2 * (d - 0.005);
    CHECK_NEAR(t, ph_world_settle_depth(s.world, sigma), d, 1e-12);
    scene_destroy(&s);
    @<Compare the depths at the rates 0.1, 0.4 and 0.8 with those predicted from |sigma|@>@;
  }
  scene s;
  if (!CHECK(t, scene_load_text(&s, "none.scene", "world correction=none\n"))) return;
  CHECK(t, ph_world_settle_depth(s.world, 0.001) == INFINITY);
  scene_destroy(&s);
  CHECK_REFUSED(t, ph_world_settle_depth(NULL, 0.001), "no world");
}

@ Each rate's scene settles for 10\thinspace s; the prediction, made from its
own world with the one $\sigma$ measured at 0.2, must be within a tenth of
the measured excess $d-s$, with $s=5\,$mm.

@<Compare the depths at the rates...@>=
for (int k = 0; k < 3; k++) {
  double got = settled(t, &s, methods[m], rates[k]);
  if (isnan(got)) return;
  double want = ph_world_settle_depth(s.world, sigma);
  test_note(t, "%s, rate %.1f: measured %.2f mm, predicted %.2f mm (sigma %.3f mm)",
    methods[m], rates[k], 1000.0 * got, 1000.0 * want, 1000.0 * sigma);
  CHECK(t, fabs(want - got) <= 0.1 * (got - 0.005));
  scene_destroy(&s);
}

@ @<Exercise 8.4 test cases@>=
{"settle_depth", "scene", "the fixed point s + sigma/p predicts where a resting box settles", test_settle_depth},
