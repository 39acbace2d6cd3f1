@* Tests of chapter 11.
The program \.{test\_ch11}, run by CTest under the label \.{ch11} on
stage~11 and every later one. Each test states a law of chapter~11 and
checks it with the tolerance the chapter's table of tests argues. Every
scene names \.{solver=soft}, so that a later stage's default cannot change
what is tested.

@(test_ch11.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 11 test helpers@>@;
@<Chapter 11 test functions@>@;
static const test_case chapter_11_tests[] = {
  @<Chapter 11 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_11_tests,
    sizeof chapter_11_tests / sizeof chapter_11_tests[0]);
}

@ |run_text| loads a scene text and steps it |steps| times at 60 steps a
second; the caller reads the world and destroys the scene.

@<Chapter 11 test helpers@>=
static bool run_text(test_context *t, scene *s, const char *text, int steps)
{
  if (!CHECK(t, scene_load_text(s, "soft.scene", text))) return false;
  for (int n = 0; n < steps && !ph_world_failure(s->world); n++) scene_step(s, 1.0 / 60.0);
  return CHECK(t, ph_world_failure(s->world) == NULL);
}

@ {\it The depth at rest.} A unit box resting flat on a static floor
holds its weight on two points, each of effective mass $m_n=m/2.5$, so
the chapter predicts it rests at $d=1.25\,g/\omega^2$, with $\omega$ the
floor contact's doubled frequency, $2\pi\min(2f,1/4\hs)$ for the sub-step
$\hs$. The prediction is the exact fixed point of the passes, not an
approximation, and after 3\thinspace s the slowest of the overdamped
spring's motions, which decays at about $\omega/2\zeta$, has fallen by a
factor $e^{-19}$ or more at the frequencies tried; the test allows
$10^{-3}$ of the depth. It tries the default 30\thinspace Hz and 10\thinspace Hz,
whose depths differ ninefold, so that a depth that did not follow the
frequency (a bias rate with $\omega$ where $\omega^2$ belongs) fails.
The world asks for stage~11's defaults, \.{defaults=11}: from chapter~14
on a plain world sleeps, and a box that creeps toward its depth slower
than the sleep speed is frozen where it is, up to a slop short of the
fixed point, when this test wants $10^{-3}$ of the depth.

@<Chapter 11 test functions@>=
static void rest_depth(test_context *t, double hertz, double *depth, double *model)
{
  char text[512];
  snprintf(text, sizeof text, "world defaults=11 gravity=0,-10 solver=soft contact_hertz=%g\n"@|
    "box x=0 y=-0.5 w=20 h=1 static material=static\n"@|
    "box x=0 y=0.5 w=1 h=1 material=wood friction=0\n", hertz);
  scene s;
  *depth = *model = NAN;
  if (!run_text(t, &s, text, 180)) return;
  double h = 1.0 / 60.0 / s.world->settings.substeps;
  double omega = 2.0 * 3.14159265358979323846 * fmin(2.0 * hertz, 0.25 / h);
  *depth = 0.5 - s.world->bodies[1].position.y;
  *model = 1.25 * 10.0 / (omega * omega);
  scene_destroy(&s);
}

@ |rest_depth| runs the box for 180 steps, 3\thinspace s, at |hertz| and returns
the depth it rests at and the model's; the test requires each of the two
frequencies' depths within $10^{-3}$ of its model.

@<Chapter 11 test functions@>=
static void test_rest_depth(test_context *t)
{
  double hz[2] = {30.0, 10.0};
  for (int k = 0; k < 2; k++) {
    double depth, model;
    rest_depth(t, hz[k], &depth, &model);
    test_note(t, "%g Hz: the box rests %.6f mm deep; the model says %.6f mm", hz[k],
      1000.0 * depth, 1000.0 * model);
    CHECK(t, fabs(depth - model) <= 1e-3 * model);
  }
}

@ @<Chapter 11 test cases@>=
{"rest_depth", "scene", "a resting box overlaps the floor by 1.25 g/omega^2", test_rest_depth},

@ {\it No pop.} The scene \.{deep}, a box of wood started 20\thinspace cm
into the floor with no gravity, run for 2\thinspace s, with the relax pass
and without it (\.{relax=0}). Both must have left the floor (the box's
bottom above the floor's top, to the $10^{-9}\,$m of rounding). Without
the relax pass the box keeps the push's speed, up to the 3\thinspace m/s
cap and a little more, from the turning the two points give it; the
relax pass must take back at least nine tenths of that kinetic energy.
It cannot take back all of it in one pass: the pass solves the box's two
points one after the other, and the second undoes part of what the
first did (chapter~6), and more relax passes take back more. A
soft step with no relax pass, or one whose relax pass still pushed,
fails the test.

@<Chapter 11 test functions@>=
static bool deep_speed(test_context *t, const char *keys, double *bottom, double *speed)
{
  char text[512];
  snprintf(text, sizeof text, "world gravity=0,0 solver=soft %s\n"@|
    "box x=0 y=-0.5 w=20 h=1 static material=static\n"@|
    "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n", keys);
  scene s;
  if (!run_text(t, &s, text, 120)) return false;
  *bottom = s.world->bodies[1].position.y - 0.5;
  *speed = ph_length(s.world->bodies[1].velocity);
  scene_destroy(&s);
  return true;
}

static void test_no_pop(test_context *t)
{
  double bottom, speed, bottom0, speed0;
  if (!deep_speed(t, "", &bottom, &speed) || !deep_speed(t, "relax=0", &bottom0, &speed0))
    return;
  test_note(t, "relaxed: the box left at %.3g m/s; without the relax pass at %.3g m/s",
    speed, speed0);
  test_note(t, "table: %.3f (%.2f against %.2f\\thinspace m/s)", speed / speed0, speed, speed0);
  CHECK(t, bottom >= -1e-9 && bottom0 >= -1e-9);
  CHECK(t, speed * speed <= 0.1 * speed0 * speed0);
}

@ @<Chapter 11 test cases@>+=
{"no_pop", "scene", "a box 20 cm into the floor leaves it without flying off", test_no_pop},

@ {\it The heavy box stands.} A box of density 100 on a box of
density~1, both $1\times1\,$m, for 5\thinspace s. The chapter predicts
each contact's depth from its load and its point's effective mass: the
heavy box's weight $W=1000\,$N on two points whose $m_n=1/(1+0.01+
0.25\cdot(6+0.06))$, at 30\thinspace Hz, and both boxes' weight on the
floor's two points, $m_n=1/(1+1.5)$, at 60\thinspace Hz. The top box
must sink by the sum of the two, within 1\% (the fixed point is exact; the
1\% is for the approach, slower here, since the light box is squeezed
between the two springs), and stand by the definition the chapter's
measurements use, chapters 9 and~10's: less than 10\thinspace cm to the
side. The passes solve the two points of a face one after the other, so
even a symmetric pair is pushed a little to one side; the chapter's table
gives how far. Chapter~9's solver, on the same scene, is measured beside it in
the chapter's table.

@<Chapter 11 test functions@>=
static void test_heavy_stands(test_context *t)
{
  scene s;
  if (!run_text(t, &s, "world gravity=0,-10 solver=soft\n"@|
      "box x=0 y=-10 w=100 h=20 static density=1 friction=0.6 restitution=0\n"@|
      "box x=0 y=0.5 w=1 h=1 density=1 friction=0.6 restitution=0\n"@|
      "box x=0 y=1.5 w=1 h=1 density=100 friction=0.6 restitution=0\n", 300)) return;
  const ph_body *top = &s.world->bodies[2];
  double sink = 1.5 - top->position.y, drift = fabs(top->position.x);
  double w30 = 2.0 * 3.14159265358979323846 * 30.0, w60 = 2.0 * w30;
  double between = 500.0 / (1.0 / (1.01 + 0.25 * 6.06)) / (w30 * w30);
  double floor = 505.0 / (1.0 / 2.5) / (w60 * w60);
  test_note(t, "the heavy box sank %.3f mm (model %.3f) and drifted %.3g mm",
    1000.0 * sink, 1000.0 * (between + floor), 1000.0 * drift);
  CHECK(t, fabs(sink - (between + floor)) <= 0.01 * (between + floor));
  CHECK(t, drift < 0.1);
  scene_destroy(&s);
}

@ @<Chapter 11 test cases@>+=
{"heavy_stands", "scene", "a box of 100 on a box of 1 rests at the depth the springs predict", test_heavy_stands},

@ {\it One sub-step is chapter~9.} With one sub-step, no relax pass and a
frequency of 0 (the rigid contact: $\eta=0$, $q_m=1$, $q_i=0$), the soft step
does what chapter~9's solver does with one pass and no correction, in the
same order: forces, warm start, the pass, the move. Without friction
(chapter~9 solves a point's friction right after its normal impulse, the
soft step after both points' normal impulses), and where every point
overlaps (no point is apart, where the soft step would let the gap close
at $C/\hs$) and no bounce is due (the soft step bounces after its pass), it
is the same arithmetic, and the test requires the same bits. It steps
chapter~9's test stack of ten boxes, each started 1\thinspace mm into the
one below, under both solvers side by side; after every step whose
contacts met both conditions, every body's position, velocity, angle and
angular velocity must be equal. One pass a step does not hold the stack,
so the conditions fail once it falls; they must have held for at least
the first half second, 30 steps, in which every contact has been warm
started from its totals many times. The same run with a relax pass must
differ, so that a comparison that could not fail would be caught.

@<Chapter 11 test helpers@>+=
static const char soft_stack[] =
  "box x=0 y=-0.5 w=40 h=1 static material=static\n"@/
  "box x=-0.01 y=0.499 w=1 h=1 material=wood\nbox x=0 y=1.498 w=1 h=1 material=wood\n"@/
  "box x=0.01 y=2.497 w=1 h=1 material=wood\nbox x=-0.005 y=3.496 w=1 h=1 material=wood\n"@/
  "box x=0.005 y=4.495 w=1 h=1 material=wood\nbox x=-0.01 y=5.494 w=1 h=1 material=wood\n"@/
  "box x=0 y=6.493 w=1 h=1 material=wood\nbox x=0.01 y=7.492 w=1 h=1 material=wood\n"@/
  "box x=-0.005 y=8.491 w=1 h=1 material=wood\nbox x=0.005 y=9.49 w=1 h=1 material=wood\n";

static bool same_bits(const ph_world *a, const ph_world *b)
{
  if (a->body_count != b->body_count) return false;
  for (int i = 0; i < a->body_count; i++) {
    const ph_body *p = &a->bodies[i], *q = &b->bodies[i];
    if (memcmp(&p->position, &q->position, sizeof p->position) != 0
        || memcmp(&p->velocity, &q->velocity, sizeof p->velocity) != 0
        || memcmp(&p->angle, &q->angle, sizeof p->angle) != 0
        || memcmp(&p->angular_velocity, &q->angular_velocity, sizeof p->angular_velocity) != 0)
      return false;
  }
  return true;
}

@ The two conditions, read from the contacts the last step found and
prepared.

@<Chapter 11 test helpers@>+=
static bool all_overlap_none_bounce(const ph_world *w)
{
  for (int k = 0; k < w->contact_count; k++)
    for (int i = 0; i < w->contacts[k].manifold.count; i++)
      if (w->contacts[k].manifold.points[i].depth < 0.0
          || w->impulses[k].points[i].target > 0.0) return false;
  return true;
}

@ |stack_load| loads the test stack, frictionless, with |keys| on its world
line. |steps_alike| steps chapter~9's single pass and the soft step with
|soft_keys| side by side, for at most 300 steps. It stops at the first step
after which chapter~9's contacts break the conditions, returning the number
of steps before it, or at the first after which the two worlds' bits
differ, setting |*alike| to false.

@<Chapter 11 test functions@>=
static bool stack_load(test_context *t, scene *s, const char *keys)
{
  char text[2048];
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic friction=off %s\n%s",
    keys, soft_stack);
  return CHECK(t, scene_load_text(s, "stack.scene", text));
}

static int steps_alike(test_context *t, const char *soft_keys, bool *alike)
{
  scene nine, soft;
  int n = 0;
  *alike = true;
  if (!stack_load(t, &nine, "solver=sequential iterations=1 correction=none")) return 0;
  if (stack_load(t, &soft, soft_keys)) {
    for (; n < 300; n++) {
      scene_step(&nine, 1.0 / 60.0), scene_step(&soft, 1.0 / 60.0);
      if (!all_overlap_none_bounce(nine.world)) break;
      if (!same_bits(nine.world, soft.world)) { *alike = false; break; }
    }
    scene_destroy(&soft);
  }
  scene_destroy(&nine);
  return n;
}

@ The test runs the comparison twice: without a relax pass the bits must
agree for as long as the conditions hold, which must be at least 30 steps,
and with one they must differ.

@<Chapter 11 test functions@>=
static void test_one_substep(test_context *t)
{
  bool alike, relaxed_alike;
  int n = steps_alike(t, "solver=soft substeps=1 relax=0 contact_hertz=0", &alike);
  steps_alike(t, "solver=soft substeps=1 relax=1 contact_hertz=0", &relaxed_alike);
  test_note(t, "the same bits for %d steps, until a point came apart or bounced", n);
  CHECK(t, alike);
  CHECK(t, n >= 30);
  CHECK(t, !relaxed_alike);
}

@ @<Chapter 11 test cases@>+=
{"one_substep", "scene", "one rigid sub-step without relaxing is chapter 9's single pass, bit for bit", test_one_substep},

@ {\it Determinism}, on the default scene and the heavy box: two runs of
the program give the same dump, byte for byte.

@<Chapter 11 test functions@>=
static void test_repeatable(test_context *t)
{
  test_dump_repeats(t, "stack40", 120);
  test_dump_repeats(t, "heavy", 120);
  test_dump_repeats(t, "arch", 120);
  test_dump_repeats(t, "confined", 120);
}

@ @<Chapter 11 test cases@>+=
{"repeatable", "cli", "the same scene and steps give the same dump twice", test_repeatable},

@ {\it Bad settings} are refused with the key and the line: a sub-step
count out of range, a negative frequency, a push speed of zero, and the
two combinations the soft step does not take.

@<Chapter 11 test functions@>=
static void test_bad_soft_keys(test_context *t)
{
  test_bad_scene(t, "world substeps=0\n", "substeps");
  test_bad_scene(t, "world contact_hertz=-1\n", "contact_hertz must be finite and not negative");
  test_bad_scene(t, "world damping_ratio=nan\n", "damping_ratio");
  test_bad_scene(t, "world push_speed=0\n", "push_speed must be positive");
  test_bad_scene(t, "world solver=soft integrator=verlet\n", "needs integrator=symplectic");
  test_bad_scene(t, "world solver=soft correction=split\n", "correction must be auto");
}

@ {\it Bad lines of the chapter's entities} are refused with the line
and a message that names what is wrong: a column of no boxes or of boxes
of no size, and an arch of one block, of radii in the wrong order, or of
a radius that is not positive.

@<Chapter 11 test functions@>=
static void test_bad_shapes(test_context *t)
{
  test_bad_scene(t, "column count=0\n", "'count' must be");
  test_bad_scene(t, "column count=3 size=0\n", "column size must be positive");
  test_bad_scene(t, "arch count=1\n", "'count' must be");
  test_bad_scene(t, "arch inner=5 outer=4\n", "arch radii must be 0 < inner < outer");
  test_bad_scene(t, "arch inner=-1 outer=4\n", "arch radii must be 0 < inner < outer");
  test_bad_scene(t, "arch inner=4 outer=inf\n", "'outer' must be finite");
}

@ @<Chapter 11 test cases@>+=
{"bad_shapes", "cli", "bad column and arch lines are refused with the line", test_bad_shapes},

@ @<Chapter 11 test cases@>+=
{"bad_soft_keys", "cli", "bad soft-step settings are refused with the line", test_bad_soft_keys},
