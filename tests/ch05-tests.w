@* Tests of chapter 5.
The program \.{test\_ch05}, run by CTest under the label \.{ch05} on stage~5
and every later one. Each test states a law of chapter~5 and checks it with
the tolerance the chapter's table of tests argues. The worlds are made from
scene texts, the way a reader would write them.

@(test_ch05.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 5 test helpers@>@;
@<Chapter 5 test functions@>@;
static const test_case chapter_5_tests[] = {
  @<Chapter 5 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_5_tests,
    sizeof chapter_5_tests / sizeof chapter_5_tests[0]);
}

@ Two helpers: the total momentum and kinetic energy of the bodies that
move, computed here from the bodies' fields, independently of the engine.

@<Chapter 5 test helpers@>=
static void test_boundary(test_context *t);
static ph_vec2 momentum_of(const ph_world *w)
{
  ph_vec2 p = ph_v(0.0, 0.0);
  for (int i = 0; i < w->body_count; i++)
    p = ph_add(p, ph_mul(w->bodies[i].mass, w->bodies[i].velocity));
  return p;
}

static double energy_of(const ph_world *w)
{
  double e = 0.0;
  for (int i = 0; i < w->body_count; i++)
    e += 0.5 * w->bodies[i].mass * ph_dot(w->bodies[i].velocity, w->bodies[i].velocity);
  return e;
}

@ Head on. Two balls of the same size and material, overlapping by
1\thinspace cm, no gravity: the left one at 2\thinspace m/s, the right one
at rest. One step with $e=1$ must leave the left one at rest and the right
one at 2\thinspace m/s; with $e=0$ both at 1\thinspace m/s. The effective
mass is $m/2$ and the impulse $(1+e)\,m$, computed with a few roundings of
numbers near 1, so $10^{-12}\,$m/s is ample; a missing restitution (the
impulse $m_n\vert v_n\vert$ for every $e$) leaves both at 1\thinspace m/s
and fails the first half, a restitution applied twice fails both.

@<Chapter 5 test functions@>=
static void head_on(test_context *t, double e, double want_a, double want_b)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world defaults=5 gravity=0,0 integrator=symplectic solver=single\n"@/
    "circle x=0 y=0 r=0.5 material=wood restitution=%g vx=2\n"@/
    "circle x=0.99 y=0 r=0.5 material=wood restitution=%g\n", e, e);
  if (!CHECK(t, scene_load_text(&s, "headon.scene", text))) return;
  scene_step(&s, 1.0 / 60.0);
  CHECK_NEAR(t, s.world->bodies[0].velocity.x, want_a, 1e-12);
  CHECK_NEAR(t, s.world->bodies[1].velocity.x, want_b, 1e-12);
  CHECK(t, s.world->bodies[0].velocity.y == 0.0 && s.world->bodies[1].velocity.y == 0.0);
  scene_destroy(&s);
}

static void test_head_on(test_context *t)
{
  head_on(t, 1.0, 0.0, 2.0);
  head_on(t, 0.0, 1.0, 1.0);
}

@ The table of cases starts with the test of the interface's boundary,
|test_boundary| below: it must run before any test that loads a scene, since
appendix~B's loader leaves no error handler installed when it is done, and
the recorder of refusals (appendix~D) would then hear nothing.

@<Chapter 5 test cases@>=
{"boundary", "unit", "bad arguments to the new functions and settings are refused", test_boundary},
{"impulse_read", "unit", "the impulse of a point is read back; a contact "@|
  "the last step did not prepare is refused", test_impulse_read},
{"head_on", "unit", "equal masses: e = 1 exchanges the velocities, e = 0 leaves them together", test_head_on},

@ Momentum and energy, on 500 random collisions of two balls of random
radii, materials, restitutions and velocities, overlapping by a millimetre
along a random direction, no gravity and no threshold; the velocities lean
toward each other, so that most pairs approach (and the test requires more
than half). The momentum after
the step must equal the momentum before to $10^{-12}$ of $\sum
m\vert\vec v\vert$: each velocity change is rounded once, relative error
$10^{-16}$, and the masses reach a few hundred kilograms. The energy lost
must be ${1\over2}m_n(1-e^2)(v_n^-)^2$ when the balls approach and 0 when
they separate, with $\vec n$, $m_n$ and $v_n^-$ computed here from the
centres, masses and velocities, not read from the engine, and $e$ the
larger restitution; to $10^{-9}$ of the energy, since a difference of
energies near each other loses digits. A box against a ball is tried too,
for momentum only.

@<Chapter 5 test functions@>=
static double uniform(unsigned *state, double low, double high)
{
  *state = *state * 1103515245u + 12345u;
  return low + (high - low) * ((*state >> 8) & 0xffff) / 65535.0;
}

@ The test draws 500 pairs; every fifth is a box and a ball.

@<Chapter 5 test functions@>=
static void test_momentum_energy(test_context *t)
{
  static const char *materials[] = {"rock", "wood", "metal", "bouncy", "superball", "pillow"};
  unsigned state = 5;
  int approaching = 0, bad_p = 0, bad_e = 0;
  for (int k = 0; k < 500; k++) {
    @<Write the scene of pair |k| into |text|@>@;
    @<Load pair |k|, and take its momentum and energy before the step@>@;
    @<Compute the normal, the approach and the normal mass of pair |k| here@>@;
    scene_step(&s, 1.0 / 60.0);
    @<Fail a pair whose step found no contact, and go on to the next@>@;
    @<Check the momentum and the energy after the step of pair |k|@>@;
    scene_destroy(&s);
  }
  test_note(t, "%d of 400 ball pairs approached", approaching);
  CHECK(t, bad_p == 0);
  CHECK(t, bad_e == 0);
  CHECK(t, approaching > 200);
}

@ Pair $k$: two balls, or for every fifth a box and a ball, with random
radii, restitutions and materials; $B$ is placed along a random
direction a millimetre into $A$ (with a box, its centre $0.25+0.99r_B$
from the box's), and the velocities lean toward each other by
2\thinspace m/s.

@<Write the scene of pair |k| into |text|@>=
double ra = uniform(&state, 0.2, 1.0), rb = uniform(&state, 0.2, 1.0);
double angle = uniform(&state, 0.0, 6.283185307179586);
double d = k % 5 == 4 ? 0.25 + 0.99 * rb : ra + rb - 0.001;
double cx = cos(angle), cy = sin(angle);
double ea = uniform(&state, 0.0, 1.0), eb = uniform(&state, 0.0, 1.0);
int ma = (int) uniform(&state, 0.0, 5.99), mb = (int) uniform(&state, 0.0, 5.99);
char text[1024], radius[64];
if (k % 5 == 4) snprintf(radius, sizeof radius, "w=1 h=0.6");
else snprintf(radius, sizeof radius, "r=%.17g", ra);
snprintf(text, sizeof text,
  "world defaults=5 gravity=0,0 integrator=symplectic solver=single threshold=0\n"@/
  "%s x=0 y=0 %s material=%s restitution=%.17g vx=%.17g vy=%.17g\n"@/
  "circle x=%.17g y=%.17g r=%.17g material=%s restitution=%.17g vx=%.17g vy=%.17g\n",
  k % 5 == 4 ? "box" : "circle", radius, materials[ma], ea,
  uniform(&state, -4, 4) + 2.0 * cx, uniform(&state, -4, 4) + 2.0 * cy,
  d * cx, d * cy, rb, materials[mb], eb,
  uniform(&state, -4, 4) - 2.0 * cx, uniform(&state, -4, 4) - 2.0 * cy);

@ Before the step the test takes the pair's momentum and energy, and the
sum of the sizes of the two momenta, |scale|: the two momenta may nearly
cancel, so the rounding of their sum is measured against that sum of sizes,
not against the total.

@<Load pair |k|, and take its momentum and energy before the step@>=
scene s;
if (!CHECK(t, scene_load_text(&s, "random.scene", text))) return;
const ph_body *A = &s.world->bodies[0], *B = &s.world->bodies[1];
ph_vec2 p0 = momentum_of(s.world);
double e0 = energy_of(s.world);
double scale = A->mass * ph_length(A->velocity) + B->mass * ph_length(B->velocity);

@ The law's quantities, from the centres, masses and velocities before
the step: the normal from $A$ to $B$, the approach speed along it, the
normal mass, and the larger restitution.

@<Compute the normal, the approach and the normal mass of pair |k| here@>=
ph_vec2 dAB = ph_sub(B->position, A->position);
ph_vec2 n = ph_mul(1.0 / ph_length(dAB), dAB);
double vn = ph_dot(ph_sub(B->velocity, A->velocity), n);
double mn = 1.0 / (A->inverse_mass + B->inverse_mass);
double e = fmax(ea, eb);

@ Every pair is placed overlapping, so a step that found no contact is a
failure of the test's own setup; the pair is counted as
one and left out of the checks that follow.

@<Fail a pair whose step found no contact, and go on to the next@>=
if (s.world->contact_count != 1) {
  CHECK(t, s.world->contact_count == 1);
  scene_destroy(&s);
  continue;
}

@ After the step: the momentum to $10^{-12}$ of $\sum m\vert\vec
v\vert$, and, for two balls, the energy lost against the law to
$10^{-9}$ of the energy.

@<Check the momentum and the energy after the step of pair |k|@>=
ph_vec2 p1 = momentum_of(s.world);
bad_p += !(ph_length(ph_sub(p1, p0)) <= 1e-12 * scale);
if (k % 5 != 4) {
  double lost = e0 - energy_of(s.world);
  double want = vn < 0.0 ? 0.5 * mn * (1.0 - e * e) * vn * vn : 0.0;
  approaching += vn < 0.0;
  bad_e += !(fabs(lost - want) <= 1e-9 * e0);
}

@ Reading the impulses. Two wooden balls of radius 0.5\thinspace m with
$e=1$, no gravity, overlapping by 1\thinspace cm, the left at 2\thinspace
m/s: the one impulse of the step is $j=(1+e)\,m_n\vert v_n^-\vert=2\cdot
{m\over2}\cdot2=2m$, and |ph_world_contact_impulse| must give it to
rounding ($10^{-12}$ of it). Two more pairs of balls lie far away. Then,
as the demo does, the program moves them into touch and calls
|ph_world_find_contacts|, and switches the solver off: the list of
contacts now has entries the last step never prepared, and asking for one
must be refused, not read past the end of the array or read stale; the
step's own contact~0 still gives its impulse. The world is made with the
interface rather than a scene, since the scene loader leaves no recorder
of refusals installed (|test_boundary| below). An engine that checks the
index against the current list of contacts, not against what the last
step prepared, returns whatever lies in the array there and fails.

@<Chapter 5 test functions@>=
static void test_impulse_read(test_context *t)
{
  @<Make a world of stage~5 with no gravity and the single pass@>@;
  @<Add six elastic balls, the first two overlapping and the first moving@>@;
  ph_world_step(w, 1.0 / 60.0);
  double m = w->bodies[0].mass;
  CHECK(t, w->contact_count == 1);
  CHECK_NEAR(t, ph_world_contact_impulse(w, 0, 0), 2.0 * m, 1e-12 * m);
  test_note(t, "impulse %.15g N s, 2m = %.15g", ph_world_contact_impulse(w, 0, 0), 2.0 * m);
  @<Move two far pairs into touch, and check that their new contact is refused@>@;
  @<Switch the solver off, and check that the step's contact still gives its impulse@>@;
  ph_world_destroy(w);
}

@ The world has stage~5's settings with gravity taken away, so that the
only impulse of the step is the collision's.

@<Make a world of stage~5 with no gravity and the single pass@>=
ph_settings settings = ph_stage_settings(5);
settings.gravity = ph_v(0.0, 0.0);
settings.integrator = PH_SYMPLECTIC_EULER;
settings.solver = PH_SINGLE_PASS;
ph_world *w = ph_world_create(&settings);
if (!CHECK(t, w != NULL)) return;

@ The balls have the default radius, 0.5\thinspace m, so the first two,
0.99\thinspace m apart, overlap by a centimetre; the other four lie
10\thinspace m apart, out of each other's reach.

@<Add six elastic balls, the first two overlapping and the first moving@>=
static const double xs[6] = {0.0, 0.99, 10.0, 20.0, 30.0, 40.0};
for (int i = 0; i < 6; i++) {
  ph_body_def d = ph_default_body_def();
  d.material.restitution = 1.0;
  d.position = ph_v(xs[i], 0.0);
  if (i == 0) d.velocity = ph_v(2.0, 0.0);
  ph_world_create_body(w, &d);
}

@ Moving balls 3 and~5 into their neighbours and finding contacts, as
the demo does, lengthens the list of contacts beyond what the last step
prepared: its last entry must be refused.

@<Move two far pairs into touch, and check that their new contact is refused@>=
w->bodies[3].position = ph_v(10.9, 0.0);
w->bodies[5].position = ph_v(30.9, 0.0);
ph_world_find_contacts(w);
CHECK(t, w->contact_count >= 2);
CHECK_REFUSED(t, ph_world_contact_impulse(w, w->contact_count - 1, 0),
  "no such contact point");

@ Switching the solver off does not take back the impulse the last step
gave; but a step taken with no response prepares no impulses, so after it
even contact~0 is refused.

@<Switch the solver off, and check that the step's contact still gives its impulse@>=
ph_settings off = w->settings;
off.solver = PH_NO_RESPONSE;
ph_world_set_settings(w, &off);
CHECK_NEAR(t, ph_world_contact_impulse(w, 0, 0), 2.0 * m, 1e-12 * m);
ph_world_step(w, 1.0 / 60.0);
CHECK_REFUSED(t, ph_world_contact_impulse(w, 0, 0), "no such contact point");

@ @<Chapter 5 test cases@>+=
{"momentum_energy", "unit", "collisions keep momentum and lose (1 - e^2) m_n v_n^2 / 2", test_momentum_energy},

@ A ball dropped on static ground. A super ball ($e=0.95$, mixed with the
floor's $0.1$) falls from 5\thinspace m at 60 steps a second. In the step
that finds its contact, phase~2 adds $gh$ to its downward speed $v$ and
phase~5 reverses it with the factor $e$, so it must leave at exactly
$e(v+gh)$, to rounding ($10^{-12}\,$m/s), where $v$ is its speed at the
end of the step before; and that differs from $e$ times the exact impact
speed $\sqrt{2g\cdot5}=10\,$m/s by at most the steps' own error: the
symplectic fall reaches the floor up to one step late, worth $gh$, plus the
extra $gh$ of the contact step, so by at most $2egh$. Then the heights: the
bounces' apexes must have the ratio $e^2$. Each bounce leaves at
$e(v+gh)$ rather than $ev$, and its apex is seen only at a step, so a ratio
is off by about $2gh/v$ for each of the two bounces it compares, with
$v\ge6\,$m/s for the first three bounces here; the test allows $4gh/v_{\min}
=11\%$ of $e^2$, and a restitution left out (ratio 1) or applied twice
(ratio $e^4$, $0.81$) fails it.

@<Chapter 5 test functions@>=
static void test_rebound(test_context *t)
{
  scene s;
  double h = 1.0 / 60.0, e = 0.95, g = 10.0;
  @<Load a super ball 5\thinspace m above a static floor@>@;
  double last_v = 0.0, apex[3] = {0.0, 0.0, 0.0}, prev_vy = 0.0;
  int bounces = 0, found = 0;
  for (int n = 0; n < 600; n++) {
    scene_step(&s, h);
    const ph_body *b = &s.world->bodies[1];
    if (b->velocity.y > 0.0 && last_v < 0.0 && bounces++ == 0) {
      @<Check the speed the ball leaves the floor at, the first time@>@;
    }
    if (prev_vy > 0.0 && b->velocity.y <= 0.0 && found < 3) apex[found++] = b->position.y - 0.25;
    prev_vy = last_v = b->velocity.y;
  }
  @<Check that each bounce's apex is $e^2$ times the last@>@;
  scene_destroy(&s);
}

@ The ball's bottom starts 5\thinspace m above the floor's top, so that it
meets the floor at $\sqrt{2g\cdot5}=10\,$m/s.

@<Load a super ball 5\thinspace m above a static floor@>=
if (!CHECK(t, scene_load_text(&s, "drop.scene",
    "world defaults=5 gravity=0,-10 "@|
    "integrator=symplectic solver=single\n"@/
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"@/
    "circle x=0 y=5.25 r=0.25 material=superball\n"))) return;

@ The first step in which the ball moves up is the step of its first
bounce: its speed must be $e(v+gh)$ to rounding, and near $e$ times the
exact impact speed to within the fall's own error.

@<Check the speed the ball leaves the floor at, the first time@>=
CHECK_NEAR(t, b->velocity.y, e * (-last_v + g * h), 1e-12);
CHECK_NEAR(t, b->velocity.y, e * 10.0, 2.0 * e * g * h);
test_note(t, "first rebound %.6f m/s; e times the exact impact speed %.6f", b->velocity.y,
  e * 10.0);

@ An apex is the first step at which the ball, rising, stops rising; its
height is that of the ball's bottom above the floor. Three apexes give two
ratios, each held to $4gh/v_{\min}$ of $e^2$.

@<Check that each bounce's apex is $e^2$ times the last@>=
if (CHECK(t, found == 3)) {
  test_note(t, "apexes %.4f %.4f %.4f: ratios %.4f %.4f, e^2 = %.4f", apex[0], apex[1],
    apex[2], apex[1] / apex[0], apex[2] / apex[1], e * e);
  CHECK_NEAR(t, apex[1] / apex[0], e * e, 4.0 * g * h / 6.0 * e * e);
  CHECK_NEAR(t, apex[2] / apex[1], e * e, 4.0 * g * h / 6.0 * e * e);
}

@ @<Chapter 5 test cases@>+=
{"rebound", "scene", "a ball leaves the ground at e(v + gh); bounce heights have ratio e^2", test_rebound},

@ A static body is never moved. Twenty metal balls, side by side, rain on a static box
for five seconds; its position and velocity must keep their bits exactly,
and the balls must have been stopped by it (none below its top).

@<Chapter 5 test functions@>=
static void test_static_fixed(test_context *t)
{
  char text[4096];
  int used = snprintf(text, sizeof text,
    "world defaults=5 gravity=0,-10 "@|
    "integrator=symplectic solver=single\n"@/
    "box x=0.125 y=-0.5 w=8 h=1 static material=static\n");
  for (int i = 0; i < 20; i++)
    used += snprintf(text + used, sizeof text - (size_t) used,
      "circle x=%g y=%g r=0.15 material=metal vy=-4\n", -3.4 + 0.35 * i, 1.0 + 0.5 * (i % 3));
  scene s;
  if (!CHECK(t, scene_load_text(&s, "rain.scene", text))) return;
  ph_body before = s.world->bodies[0];
  for (int n = 0; n < 300; n++) scene_step(&s, 1.0 / 60.0);
  const ph_body *after = &s.world->bodies[0];
  CHECK(t, memcmp(&before.position, &after->position, sizeof before.position) == 0);
  CHECK(t, memcmp(&before.velocity, &after->velocity, sizeof before.velocity) == 0);
  double lowest = 1e9;
  for (int i = 1; i < s.world->body_count; i++)
    lowest = fmin(lowest, s.world->bodies[i].position.y);
  CHECK(t, lowest > 0.0);
  scene_destroy(&s);
}

@ @<Chapter 5 test cases@>+=
{"static_fixed", "scene", "a static body hit by many bodies keeps its bits", test_static_fixed},

@ The threshold. A bouncy ball ($e=0.8$) just inside the floor, moving
down at $0.5\,$m/s: with phase~2's $gh$ its approach is $0.67\,$m/s, below
the threshold of 1\thinspace m/s, so it must stop, its vertical velocity
within rounding of 0 ($10^{-12}$). At $3\,$m/s it must leave at
$0.8(3+gh)$. With \.{threshold=0} the slow one bounces too, at
$0.8(0.5+gh)$.

@<Chapter 5 test functions@>=
static double rebound_of(test_context *t, double speed, double threshold)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text,
    "world defaults=5 gravity=0,-10 "@|
    "integrator=symplectic solver=single threshold=%g\n"@/
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"@/
    "circle x=0 y=0.249 r=0.25 material=bouncy vy=%g\n", threshold, -speed);
  if (!CHECK(t, scene_load_text(&s, "slow.scene", text))) return NAN;
  scene_step(&s, 1.0 / 60.0);
  double v = s.world->bodies[1].velocity.y;
  scene_destroy(&s);
  return v;
}

static void test_threshold(test_context *t)
{
  double gh = 10.0 / 60.0;
  CHECK_NEAR(t, rebound_of(t, 0.5, 1.0), 0.0, 1e-12);
  CHECK_NEAR(t, rebound_of(t, 3.0, 1.0), 0.8 * (3.0 + gh), 1e-12);
  CHECK_NEAR(t, rebound_of(t, 0.5, 0.0), 0.8 * (0.5 + gh), 1e-12);
}

@ @<Chapter 5 test cases@>+=
{"threshold", "unit", "approaches slower than the threshold stop, faster ones bounce", test_threshold},

@ The switch, and the defaults of a stage. A scene that asks for stage~4's
defaults and names no solver must run exactly as with \.{solver=none},
stage~4's behaviour: the ball falls through the floor (below $y=-1$ after a
second) and every bit of its state agrees with the explicit \.{none}. One
that asks for stage~5's must run exactly as with \.{solver=single}, and
on every stage, since it names the stage whose method it shows. A scene
that says nothing at all gets the best its stage offers, whatever that is
on a later stage: the ball stays above the floor's middle.

@<Chapter 5 test functions@>=
static ph_body fall_with(test_context *t, const char *keys)
{
  char text[512];
  scene s;
  ph_body b;
  memset(&b, 0, sizeof b);
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic%s\n"@/
    "box x=0 y=-0.5 w=8 h=1 static material=static\n"@/
    "circle x=0 y=2 r=0.25 material=wood\n", keys);
  if (!CHECK(t, scene_load_text(&s, "fall.scene", text))) return b;
  for (int n = 0; n < 60; n++) scene_step(&s, 1.0 / 60.0);
  b = s.world->bodies[1];
  scene_destroy(&s);
  return b;
}

@ Two runs agree when the ball's position and velocity are the same to the
bit; the test compares stage~4's defaults with \.{solver=none}, stage~5's
with \.{solver=single}, and looks at where the plain scene's ball ends.

@<Chapter 5 test functions@>=
static bool same_state(const ph_body *a, const ph_body *b)
{
  return memcmp(&a->position, &b->position, sizeof a->position) == 0
    && memcmp(&a->velocity, &b->velocity, sizeof a->velocity) == 0;
}

static void test_switch_off(test_context *t)
{
  ph_body old = fall_with(t, " defaults=4"), none = fall_with(t, " solver=none");
  ph_body five = fall_with(t, " defaults=5");
  ph_body single = fall_with(t, " defaults=5 solver=single");
  ph_body plain = fall_with(t, "");
  CHECK(t, old.position.y < -1.0);
  CHECK(t, same_state(&old, &none));
  CHECK(t, same_state(&five, &single));
  CHECK(t, single.position.y > -0.5);
  CHECK(t, plain.position.y > -0.5);
}

@ @<Chapter 5 test cases@>+=
{"switch_off", "scene", "defaults=4 runs as stage 4, defaults=5 as the single pass, a plain scene responds", test_switch_off},

@ The plain world's promise, the one the preface makes: two equal balls of
restitution~1, one at rest and one coming at 2\thinspace m/s, in a scene
whose \.{world} line names nothing but gravity, exchange their velocities,
on this stage and on every later one. One contact between two equal masses
with $e=1$ has the exact answer $v_A^+=0$, $v_B^+=2\,$m/s; the solvers reach
it up to rounding, so the tolerance is $10^{-9}\,$m/s, far below any error
of method and far above rounding at these sizes.

@<Chapter 5 test functions@>=
static void test_plain_exchange(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_text(&s, "plain.scene", "world gravity=0,0\n"@|
      "circle x=-1 y=0 r=0.5 vx=2 restitution=1\n"@|
      "circle x=0.05 y=0 r=0.5 restitution=1\n"))) return;
  for (int n = 0; n < 30; n++) scene_step(&s, 1.0 / 60.0);
  ph_vec2 a = s.world->bodies[0].velocity, b = s.world->bodies[1].velocity;
  test_note(t, "after: %.12f and %.12f m/s", a.x, b.x);
  CHECK(t, fabs(a.x) < 1e-9 && fabs(a.y) < 1e-9);
  CHECK(t, fabs(b.x - 2.0) < 1e-9 && fabs(b.y) < 1e-9);
  scene_destroy(&s);
}

@ @<Chapter 5 test cases@>+=
{"plain_exchange", "scene", "a plain world line: two equal elastic balls exchange velocities", test_plain_exchange},

@ Bad input. In scene files: an unknown solver, a negative threshold and one
that is not a number each stop the program with status~2 and
\.{FILE:LINE:}.

@<Chapter 5 test functions@>=
static void test_scene_keys(test_context *t)
{
  test_bad_scene(t, "world solver=twice\n", "unknown solver 'twice'");
  test_bad_scene(t, "# slow\nworld threshold=-1\n", "restitution threshold must be");
  test_bad_scene(t, "world threshold=fast\n", "'threshold' is not a number");
}

@ At the interface: a restitution outside $[0,1]$ given to
|ph_mix_restitution|, a contact that does not exist, and settings with an
unknown solver or a negative threshold are reported to the error handler
and change nothing.

@<Chapter 5 test functions@>=
static void test_boundary(test_context *t)
{
  CHECK_REFUSED(t, ph_mix_restitution(1.5, 0.2), "restitution must be between");
  CHECK_REFUSED(t, ph_mix_restitution(0.2, NAN), "restitution must be between");
  CHECK(t, ph_mix_restitution(0.3, 0.8) == 0.8);
  ph_settings good = ph_stage_settings(5), bad = good;
  ph_world *w = ph_world_create(&good);
  if (!CHECK(t, w != NULL)) return;
  CHECK_REFUSED(t, ph_world_contact_impulse(w, 0, 0), "no such contact point");
  @<Check that an unknown solver or a negative threshold is refused and changes nothing@>@;
  CHECK_REFUSED(t, ph_stage_settings(0), "stage must be between 1 and");
  CHECK_REFUSED(t, ph_stage_settings(PH_STAGE + 1), "stage must be between 1 and");
  ph_world_destroy(w);
}

@ Each bad setting is tried on its own, from good settings; after both
were refused the world must still have the settings it was made with.

@<Check that an unknown solver or a negative threshold is refused and changes nothing@>=
bad.solver = (ph_contact_solver) 7;
CHECK_REFUSED(t, ph_world_set_settings(w, &bad), "unknown contact solver");
bad = good;
bad.restitution_threshold = -1.0;
CHECK_REFUSED(t, ph_world_set_settings(w, &bad), "restitution threshold must be");
CHECK(t, w->settings.solver == good.solver && w->settings.restitution_threshold == 1.0);

@ @<Chapter 5 test cases@>+=
{"scene_keys", "cli", "bad solver and threshold keys stop with FILE:LINE:", test_scene_keys},

@ Determinism: the demo's default scene run twice for 300 steps must write
the same dump, byte for byte.

@<Chapter 5 test functions@>=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "bounce", 300);
}

@ @<Chapter 5 test cases@>+=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
