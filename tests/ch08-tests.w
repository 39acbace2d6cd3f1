@* Tests of chapter 8.
The program \.{test\_ch08}, run by CTest under the label \.{ch08} on stage~8
and every later one. Each test states a law of chapter~8 and checks it with
the tolerance the chapter's table of tests argues. The worlds are made from
scene texts, the way a reader would write them.

@(test_ch08.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 8 test helpers@>@;
@<Chapter 8 test functions@>@;
static const test_case chapter_8_tests[] = {
  @<Chapter 8 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_8_tests,
    sizeof chapter_8_tests / sizeof chapter_8_tests[0]);
}

@ The floor of the tests: a static stone box 20\thinspace m wide whose top
is at $y=0$, under wooden boxes of $1\times1\,$m (60\thinspace kg) with
restitution 0, with gravity, symplectic Euler, friction, the single pass,
and the correction |method|; |keys| are added to the \.{world} line. A box
whose turning the test switches off (its inverse inertia written 0 after
loading, as chapter~7's tests do) isolates the correction from the single
pass's sharing between two points; a box that turns is the case a reader
meets.

@<Chapter 8 test helpers@>=
static bool floor_scene(test_context *t, scene *s, const char *method, const char *keys,
  const char *bodies)
{
  char text[2048];
  snprintf(text, sizeof text, "world defaults=8 gravity=0,-10 integrator=symplectic solver=single "@/
    "friction=on correction=%s%s\nbox x=0 y=-0.5 w=20 h=1 static material=static "@/
    "restitution=0\n%s", method, keys, bodies);
  return CHECK(t, scene_load_text(s, "floor.scene", text));
}

@ The depth of a box of $1\times1\,$m: how far its lowest corner is below
the floor's top.

@<Chapter 8 test helpers@>+=
static double box_depth(const ph_body *b)
{
  return 0.5 * (fabs(cos(b->angle)) + fabs(sin(b->angle))) - b->position.y;
}

@ Settling. A box resting on the floor, stepped for 10\thinspace s,
under each method. A box that cannot turn, started 50\thinspace mm deep, is solved exactly by the single
pass (its first point takes the whole impulse), so nothing sinks it and
the excess over the slop shrinks by the factor $1-r$ every step, $r$ the
method's rate: after 600 steps it must be at most the slop, to
$10^{-9}\,$m of rounding. A box that turns, started 1\thinspace mm deep, sinks by some $\sigma$ per step
that the pass leaves, and settles at the fixed point $s+\sigma/r$ of
chapter~8. How large $\sigma$ can be is not derived: gravity adds $gh$
of approach in each step, which would sink a box $gh^2=2.8\,$mm if
nothing pushed, but the pass can push a point back in (a box's second
point does, chapter~8's sink), and the corner measured can sink faster
than the centre by turning. So the bound is empirical: we take
$\sigma\le gh^2$, one step's free fall, and require a depth of at most
$s+gh^2/r$, which is $8.5\,$mm for projection ($r=0.8$) and
$18.9\,$mm for the others ($r=0.2$). Chapter~8 measures $\sigma$ between
1.04 and 1.12\thinspace mm, a margin of 2.5 below the assumed $gh^2$, and
depths of 6.3 and 10.4\thinspace mm; a change that made the pass leave a
resting box more than a step's free fall would fail. With no correction the same box
is some 0.47\thinspace m deep after 10\thinspace s.

@<Chapter 8 test functions@>=
static double settled(test_context *t, const char *method, bool turning)
{
  scene s;
  if (!floor_scene(t, &s, method, "", turning
      ? "box x=0 y=0.499 w=1 h=1 material=wood restitution=0\n"
      : "box x=0 y=0.45 w=1 h=1 material=wood restitution=0\n")) return NAN;
  if (!turning) s.world->bodies[1].inverse_inertia = 0.0;
  for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
  double d = box_depth(&s.world->bodies[1]);
  scene_destroy(&s);
  return d;
}

@ The test settles both boxes under each of the three methods and holds
each depth to its bound; with no correction at all, the box that turns
must have sunk far deeper, or the test would not show what correction
does.

@<Chapter 8 test functions@>=
static void test_settle(test_context *t)
{
  static const char *methods[3] = {"projection", "baumgarte", "split"};
  static const double rates[3] = {0.8, 0.2, 0.2};
  double g = 10.0, h = 1.0 / 60.0, s = 0.005;
  for (int k = 0; k < 3; k++) {
    double fixed = settled(t, methods[k], false), turning = settled(t, methods[k], true);
    test_note(t, "%s: %.6f m deep (cannot turn), %.6f m (turns); bound %.6f m", methods[k],
      fixed, turning, s + g * h * h / rates[k]);
    CHECK(t, fixed <= s + 1e-9);
    CHECK(t, turning <= s + g * h * h / rates[k]);
  }
  CHECK(t, settled(t, "none", true) > 0.1);
}

@ @<Chapter 8 test cases@>=
{"settle", "scene", "a resting box settles within the slop plus g h^2 / rate", test_settle},

@ Growth with no correction. A box that cannot turn keeps the depth its
contact was found at, to the last bit, for 10\thinspace s: nothing undoes
it, and nothing adds to it. Two such boxes in a column sink as chapter~5
derived: the bottom box ends each pass moving down at $u_{k+1}=(u_k+gh)/2$,
which tends to $gh$, and phase~6 moves it by $hu_{k+1}$, so after $n$
steps its depth is
$$d_0+h\sum_{k=1}^n gh(1-2^{-k})=d_0+gh\,t-gh^2(1-2^{-n}),$$
with $t=nh$: linear in time, at $gh$. The test checks it after
1\thinspace s to $10^{-9}\,$m, the rounding of 60 steps of numbers near 1.
A box that turns sinks too, faster than $0.02\,$m/s (chapter~8 measures
some 44\thinspace mm/s).

@<Chapter 8 test functions@>=
static void test_none_grows(test_context *t)
{
  scene s;
  double g = 10.0, h = 1.0 / 60.0;
  if (!floor_scene(t, &s, "none", "", "box x=0 y=0.499 w=1 h=1 material=wood restitution=0\n"@/
      "box x=3 y=0.499 w=1 h=1 material=wood restitution=0\n"@/
      "box x=3 y=1.498 w=1 h=1 material=wood restitution=0\n")) return;
  for (int i = 1; i <= 3; i++) s.world->bodies[i].inverse_inertia = 0.0;
  double d0 = box_depth(&s.world->bodies[1]);
  for (int n = 0; n < 60; n++) scene_step(&s, h);
  double pair = box_depth(&s.world->bodies[2]), want = 0.001 + g * h * 1.0 - g * h * h * (1.0 - ldexp(1.0, -60));
  for (int n = 0; n < 540; n++) scene_step(&s, h);
  double alone = box_depth(&s.world->bodies[1]);
  test_note(t, "alone: %.17g m then %.17g m; the pair after 1 s: %.9f m, derived %.9f m", d0,
    alone, pair, want);
  CHECK(t, memcmp(&alone, &d0, sizeof d0) == 0);
  CHECK_NEAR(t, pair, want, 1e-9);
  scene_destroy(&s);
  double early = settled(t, "none", true) ;
  CHECK(t, early > 0.001 + 0.02 * 10.0);
}

@ @<Chapter 8 test cases@>+=
{"none_grows", "scene", "with no correction a depth is kept, and a column sinks at g h", test_none_grows},

@ The pop. A box started 0.2\thinspace m inside the floor. Under
Baumgarte's method a box that cannot turn leaves its first step moving up
at exactly the bias $b=\beta(d-s)/h$ (its first point's target; the
second point, already separating at $b$, gets nothing), to
$10^{-9}\,$m/s, and so with the kinetic energy ${1\over2}mb^2=164\,$J
that no force gave it. Under split impulses the same box, and one that
turns, must have essentially none: the real solve's targets are all 0
(restitution 0, approaches below the threshold), and the bias goes only
into the pseudo velocity, which is thrown away; what upward velocity the
real solve can leave comes from the sharing between two points of a box
that turns. The test asserts that the largest upward kinetic energy
${1\over2}mv_y^2$ over 2\thinspace s under split is exactly 0, as the
chapter measures: with all real targets 0 the pass gives a box that
cannot turn no upward velocity, and the measured 0 for one that turns is
kept as a regression bound. And split must lift the box: after
1\thinspace s it is less than 20\thinspace mm deep. The argued depth is
the settle test's $s+gh^2/\beta=18.9\,$mm (the excess left after 60
steps, at most $0.848^{60}$ of 0.195\thinspace m with the two-corner rate
$0.76\beta$ of chapter~8, is about 0.01\thinspace mm), which fits under
20\thinspace mm with little room; the chapter measures 10.5\thinspace mm.

@<Chapter 8 test functions@>=
static double popped(test_context *t, const char *method, bool turning, double *first,
  double *after)
{
  scene s;
  if (!floor_scene(t, &s, method, "", "box x=0 y=0.3 w=1 h=1 material=wood restitution=0\n"))
    return NAN;
  const ph_body *b = &s.world->bodies[1];
  if (!turning) s.world->bodies[1].inverse_inertia = 0.0;
  double most = 0.0;
  for (int n = 1; n <= 120; n++) {
    scene_step(&s, 1.0 / 60.0);
    if (n == 1) *first = b->velocity.y;
    if (n == 60) *after = box_depth(b);
    if (b->velocity.y > 0.0) most = fmax(most, 0.5 * b->mass * b->velocity.y * b->velocity.y);
  }
  scene_destroy(&s);
  return most;
}

@ @<Chapter 8 test functions@>=
static void test_pop(test_context *t)
{
  double h = 1.0 / 60.0, b = 0.2 / h * (0.2 - 0.005), v, d, v_split, d_split;
  double baumgarte = popped(t, "baumgarte", false, &v, &d);
  double split = popped(t, "split", false, &v_split, &d_split);
  test_note(t, "cannot turn: first step %.9f m/s (b = %.9f), energy %.3f J; split %.3g J, "@/
    "%.4f m deep after 1 s", v, b, baumgarte, split, d_split);
  CHECK_NEAR(t, v, b, 1e-9);
  CHECK(t, split == 0.0 && d_split < 0.02);
  baumgarte = popped(t, "baumgarte", true, &v, &d);
  split = popped(t, "split", true, &v_split, &d_split);
  test_note(t, "turns: Baumgarte %.3f J, split %.3g J, %.4f m deep after 1 s", baumgarte,
    split, d_split);
  CHECK(t, baumgarte > 10.0 && split == 0.0 && d_split < 0.02);
}

@ @<Chapter 8 test cases@>+=
{"pop", "scene", "a box 0.2 m deep pops out under Baumgarte, not under split impulses", test_pop},

@ Static bodies. Under each method, the demo's scene (a floor, columns,
boxes sunk into the floor) for 300 steps, and a box pressed 0.1\thinspace m
into a static ceiling with no gravity, the ceiling listed second so that
it is the contact's body $B$: no static body's position or angle may
change by a single bit, and the box under the ceiling, 0.1\thinspace m
deep, must be pushed down in the first step, by at least half of
$\beta(d-s)=19\,$mm (the smaller share of the two rates; the two-corner
pass gives 0.88 of it at the centre, projection 0.8 of the excess), so
that its centre is below $y=0.0905$. After 60 steps projection and split
must have left it within the slop (its centre at most $0.005\,$m above 0,
and $10^{-4}\,$m for the single pass's turning); Baumgarte's bias leaves
it moving down, with no gravity to stop it, so there it must have moved
on below 0 with a downward velocity, and the slop is no test.

@<Chapter 8 test functions@>=
static void test_static_fixed(test_context *t)
{
  static const char *methods[3] = {"projection", "baumgarte", "split"};
  for (int k = 0; k < 3; k++) {
    char text[512];
    scene s;
    @<Run the demo's scene under method |k|, and check that its floor keeps every bit@>@;
    @<Load a box pressed 0.1\thinspace m into a static ceiling, under method |k|@>@;
    @<Step the box under the ceiling for a second, and check the ceiling and the box@>@;
  }
}

@ The demo's scene is loaded as it is and switched to method |k|; the
floor is copied before the steps, so that after them its position and
angle can be compared bit for bit.

@<Run the demo's scene under method |k|, and check that its floor keeps every bit@>=
if (!CHECK(t, scene_load(&s, "correction"))) return;
ph_settings settings = s.world->settings;
settings.correction = k == 0 ? PH_CORRECT_PROJECTION : k == 1 ? PH_CORRECT_BAUMGARTE
  : PH_CORRECT_SPLIT;
ph_world_set_settings(s.world, &settings);
ph_body floor = s.world->bodies[0];
for (int n = 0; n < 300; n++) scene_step(&s, 1.0 / 60.0);
CHECK(t, memcmp(&floor.position, &s.world->bodies[0].position, sizeof floor.position) == 0);
CHECK(t, memcmp(&floor.angle, &s.world->bodies[0].angle, sizeof floor.angle) == 0);
scene_destroy(&s);

@ The ceiling comes second in the scene, so that it is the contact's
body~$B$, where the demo's floor is body~$A$: a static body must stay put
on either side of a contact.

@<Load a box pressed 0.1\thinspace m into a static ceiling, under method |k|@>=
snprintf(text, sizeof text, "world defaults=8 gravity=0,0 integrator=symplectic solver=single "@/
  "friction=off correction=%s\nbox x=0 y=0.1 w=1 h=1 material=wood restitution=0\n"@/
  "box x=0 y=1 w=4 h=1 static material=static restitution=0\n", methods[k]);
if (!CHECK(t, scene_load_text(&s, "ceiling.scene", text))) return;

@ The box's height after the first step shows the first push; after a
second, projection and split must have left it within the slop, while
Baumgarte's bias has left it still moving down.

@<Step the box under the ceiling for a second, and check the ceiling and the box@>=
ph_body ceiling = s.world->bodies[1];
scene_step(&s, 1.0 / 60.0);
double first = s.world->bodies[0].position.y;
for (int n = 1; n < 60; n++) scene_step(&s, 1.0 / 60.0);
test_note(t, "%s: the box under the ceiling is now at y = %.6f", methods[k],
  s.world->bodies[0].position.y);
CHECK(t, memcmp(&ceiling.position, &s.world->bodies[1].position, sizeof ceiling.position) == 0);
CHECK(t, first < 0.1 - 0.5 * 0.2 * (0.1 - 0.005));
if (k == 1) CHECK(t, s.world->bodies[0].position.y < 0.0 && s.world->bodies[0].velocity.y < 0.0);
else CHECK(t, s.world->bodies[0].position.y < 0.0051);
scene_destroy(&s);

@ @<Chapter 8 test cases@>+=
{"static_fixed", "scene", "no correction ever moves a static body", test_static_fixed},

@ No velocity from projection and split. Two boxes of different masses
(wood, and wood of twice the density), overlapping by 0.1\thinspace m,
at rest, with no gravity: the solver has nothing to do (the approach is 0,
the target 0), so whatever the step changes is the correction's. Under
projection and split impulses every velocity must stay exactly 0, with
each of chapter~2's integrators, after one step and after a second one
(a Verlet body reads its velocity off its last two positions, which
|shift_body| moves together); and the pseudo velocities must be 0 again
when the step is over. Projection must separate them by exactly
$z(d-s)$ along the normal, shared two to one, with their centre of mass
where it was, to $10^{-12}\,$m (a few roundings of numbers near 1).
Under Baumgarte's method they must move apart with velocity: that is
its cost, and a test that passed it would test nothing.

@<Chapter 8 test functions@>=
static bool pair_step(test_context *t, const char *method, const char *integrator,
  int steps, ph_body out[2])
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world defaults=8 gravity=0,0 integrator=%s solver=single "@/
    "friction=off correction=%s\nbox x=0 y=0 w=1 h=1 material=wood\n"@/
    "box x=0 y=0.9 w=1 h=1 material=wood density=%.17g\n", integrator, method,
    2.0 * ph_material_preset(PH_WOOD).density);
  if (!CHECK(t, scene_load_text(&s, "pair.scene", text))) return false;
  for (int n = 0; n < steps; n++) scene_step(&s, 1.0 / 60.0);
  out[0] = s.world->bodies[0];
  out[1] = s.world->bodies[1];
  scene_destroy(&s);
  return true;
}

@ @<Chapter 8 test functions@>=
static void test_no_velocity(test_context *t)
{
  static const char *integrators[3] = {"symplectic", "euler", "verlet"};
  ph_body b[2];
  for (int k = 0; k < 3; k++)
    for (int m = 0; m < 2; m++)
      for (int steps = 1; steps <= 2; steps++) {
        if (!pair_step(t, m == 0 ? "projection" : "split", integrators[k], steps, b)) return;
        for (int i = 0; i < 2; i++)
          CHECK(t, b[i].velocity.x == 0.0 && b[i].velocity.y == 0.0
            && b[i].angular_velocity == 0.0 && b[i].pseudo_velocity.x == 0.0
            && b[i].pseudo_velocity.y == 0.0 && b[i].pseudo_angular_velocity == 0.0);
        CHECK(t, b[1].position.y - b[0].position.y > 0.9);
      }
  if (!pair_step(t, "projection", "symplectic", 1, b)) return;
  double c = 0.8 * (0.1 - 0.005), com = (b[0].mass * b[0].position.y + b[1].mass
    * b[1].position.y) / (b[0].mass + b[1].mass);
  test_note(t, "projection moved them %.12f and %.12f m", b[0].position.y, b[1].position.y - 0.9);
  CHECK_NEAR(t, b[1].position.y - b[0].position.y, 0.9 + c, 1e-12);
  CHECK_NEAR(t, b[0].position.y, -2.0 * c / 3.0, 1e-12);
  CHECK_NEAR(t, com, 0.9 * 2.0 / 3.0, 1e-12);
  if (!pair_step(t, "baumgarte", "symplectic", 1, b)) return;
  CHECK(t, b[1].velocity.y - b[0].velocity.y > 1.0);
}

@ @<Chapter 8 test cases@>+=
{"no_velocity", "unit", "projection and split move bodies and give them no velocity", test_no_velocity},

@ The switch. A scene that does not say \.{correction=}, one that says
\.{auto}, and one that says \.{none} must run exactly alike with the
single pass, which is stage~7's behaviour: the demo's scene of boxes
sunk and stacked, every bit of every body after 300 steps. And
|ph_world_correction| reports what \.{auto} means there: none.

@<Chapter 8 test functions@>=
static void test_switch_off(test_context *t)
{
  static const char *keys[3] = {"", " correction=auto", " correction=none"};
  scene s[3];
  for (int k = 0; k < 3; k++) {
    char text[256];
    snprintf(text, sizeof text, "world defaults=8 gravity=0,-10 integrator=symplectic solver=single "@/
      "friction=on%s\nbox x=0 y=-0.5 w=20 h=1 static material=static\n", keys[k]);
    if (!CHECK(t, scene_load_text(&s[k], "switch.scene", text))) return;
    @<Stack four boxes on the floor of scene |k|, sunk into each other and into it@>@;
    for (int n = 0; n < 300; n++) scene_step(&s[k], 1.0 / 60.0);
  }
  @<Check that every body of the three runs agrees with the first, bit for bit@>@;
  CHECK(t, ph_world_correction(s[0].world) == PH_CORRECT_NONE);
  for (int k = 0; k < 3; k++) scene_destroy(&s[k]);
}

@ The first box is sunk 0.2\thinspace m into the floor and each of the
others a millimetre into the one below, each a tenth of a metre to the
side of it, so that the correction, if any, has work to do.

@<Stack four boxes on the floor of scene |k|, sunk into each other and into it@>=
for (int i = 0; i < 4; i++) {
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  d.position = ph_v(0.1 * i, 0.3 + 0.999 * i);
  ph_world_create_body(s[k].world, &d);
}

@ Position, velocity and angle are compared as bytes, so that not even
the last bit may differ.

@<Check that every body of the three runs agrees with the first, bit for bit@>=
for (int k = 1; k < 3; k++)
  for (int i = 0; i < s[0].world->body_count; i++) {
    const ph_body *a = &s[0].world->bodies[i], *b = &s[k].world->bodies[i];
    CHECK(t, memcmp(&a->position, &b->position, sizeof a->position) == 0
      && memcmp(&a->velocity, &b->velocity, sizeof a->velocity) == 0
      && memcmp(&a->angle, &b->angle, sizeof a->angle) == 0);
  }

@ @<Chapter 8 test cases@>+=
{"switch_off", "scene", "with no correction key, the single pass runs as in stage 7", test_switch_off},

@ Bad input. In a scene file, an unknown method, a negative slop and a
share outside $(0,1]$ stop the program with status~2 and \.{FILE:LINE:}.
At the interface: |ph_settings_check| refuses the same values and a
correction that is not one of the five; |ph_world_correction| refuses a
null world and gives none.

@<Chapter 8 test functions@>=
static void test_scene_keys(test_context *t)
{
  test_bad_scene(t, "world solver=single correction=sometimes\n", "unknown correction");
  test_bad_scene(t, "world solver=single correction=split slop=-0.01\n",
    "slop must be finite and not negative");
  test_bad_scene(t, "world correction=projection percent=0\n", "percent must be in (0, 1]");
  test_bad_scene(t, "world correction=projection percent=1.5\n", "percent must be in (0, 1]");
  test_bad_scene(t, "world correction=baumgarte beta=0\n", "beta must be in (0, 1]");
  test_bad_scene(t, "world correction=split beta=2\n", "beta must be in (0, 1]");
  test_bad_scene(t, "world slop=deep\n", "'slop' is not a number");
}

@ @<Chapter 8 test functions@>=
static void test_boundary(test_context *t)
{
  ph_settings s = ph_stage_settings(8), bad;
  CHECK(t, ph_settings_check(&s) == NULL);
  bad = s; bad.correction = (ph_correction) 9;
  CHECK(t, strstr(ph_settings_check(&bad), "unknown correction") != NULL);
  bad = s; bad.correction = (ph_correction) -1;
  CHECK(t, strstr(ph_settings_check(&bad), "unknown correction") != NULL);
  bad = s; bad.slop = NAN;
  CHECK(t, strstr(ph_settings_check(&bad), "slop") != NULL);
  bad = s; bad.percent = NAN;
  CHECK(t, strstr(ph_settings_check(&bad), "percent") != NULL);
  bad = s; bad.beta = -0.2;
  CHECK(t, strstr(ph_settings_check(&bad), "beta") != NULL);
  CHECK_REFUSED(t, ph_world_correction(NULL), "no world");
  CHECK(t, s.correction == PH_CORRECT_AUTO && s.slop == 0.005);
}

@ @<Chapter 8 test cases@>+=
{"scene_keys", "cli", "bad correction keys on a world line stop with FILE:LINE:", test_scene_keys},
{"boundary", "unit", "bad settings and a null world are refused", test_boundary},

@ Determinism: the demo's default scene run twice for 300 steps must write
the same dump, byte for byte; and the scene \.{sunk}, whose split impulses
run the second solve.

@<Chapter 8 test functions@>=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "correction", 300);
  test_dump_repeats(t, "sunk", 300);
}

@ @<Chapter 8 test cases@>+=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
