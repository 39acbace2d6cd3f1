@* Tests of chapter 12.
The program \.{test\_ch12}, run by CTest under the label \.{ch12} on
stage~12 and every later one. Each test states a law of chapter~12, a
pendulum's period, a chain's stretch, a motor's cap, Newton's third law in
a weld, and checks it with a tolerance its text derives. Every world line
names the soft step and its numbers (\.{solver=soft substeps=4 relax=1
joint\_hertz=60 joint\_damping\_ratio=2}), so that a later stage's defaults
cannot change what is tested. The bodies are made from scene texts; the
joints most often through the engine's interface, |ph_world_create_joint|,
so that a test of the physics does not depend on the scene reader, which
the tests of the \.{joint} lines check on their own.

@(test_ch12.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 12 test helpers@>@;
@<Chapter 12 test functions@>@;
static const test_case chapter_12_tests[] = {
  @<Chapter 12 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_12_tests,
    sizeof chapter_12_tests / sizeof chapter_12_tests[0]);
}

@ The numbers every test uses: the step of 1/60\thinspace s, the sub-step
$\hs$ of a quarter of it, $g=10\,$m/s$^2$, and the joints' push frequency
$\omega_j=2\pi\cdot60\,$s$^{-1}$ (60\thinspace Hz is also the cap of a
quarter of the sub-step rate, $1/4\hs$, so the cap does not change it). A
rigid row of effective mass $m$ that carries a force $F$ at rest does so,
by chapter~11's derivation of the depth at rest, at the error
$C=F/(m\,\omega_j^2)$, and a block of two rows at $\vec C=K\vec F/\omega_j^2$
with chapter~12's matrix~$K$: at $\omega_j^2=142122\,$s$^{-2}$ a load of
$g$ per unit of effective mass is $70\,\mu$m.

@<Chapter 12 test helpers@>=
static const double pi = 3.14159265358979323846;
static const double dt = 1.0 / 60.0, sub = 1.0 / 240.0; /* the step and the sub-step */
static const double g = 10.0;
static double omega_j(void)
{
  return 2.0 * pi * 60.0;
}

@ |load| makes a world from the fixed world line with |keys| added to it,
and the body lines |bodies|, numbered from~0. The reader refuses a key
given twice, so the line's gravity and joint frequency are left out when
|keys| gives its own. |join| makes a joint and checks that it was made;
|joint_def| fills a definition's kind, bodies and point.

@<Chapter 12 test helpers@>+=
static bool load(test_context *t, scene *s, const char *keys, const char *bodies)
{
  char text[8192];
  const char *gravity = strstr(keys, "gravity=") ? "" : "gravity=0,-10 ";
  const char *hertz = strstr(keys, "joint_hertz=") ? "" : "joint_hertz=60 ";
  snprintf(text, sizeof text, "world solver=soft substeps=4 relax=1 contact_hertz=30 "@|
    "damping_ratio=10 joint_damping_ratio=2 %s%s%s\n%s", gravity, hertz, keys, bodies);
  return CHECK(t, scene_load_text(s, "joints.scene", text));
}

static ph_joint_def joint_def(ph_joint_kind kind, int a, int b, double x, double y)
{
  ph_joint_def d = ph_default_joint_def(kind);
  d.a = ph_body_id_of(a);
  d.b = ph_body_id_of(b);
  d.anchor_a = ph_v(x, y);
  return d;
}

static ph_joint_id join(test_context *t, scene *s, ph_joint_def d)
{
  ph_joint_id id = ph_world_create_joint(s->world, &d);
  CHECK(t, !ph_joint_id_is_null(id));
  return id;
}

@ Periods are measured from the zero crossings of a signal sampled once a
step: each crossing's time is found by a straight line between the two
samples around it, and the period is twice the time from the first
crossing to the last over the number of half periods between them. Near a
crossing a sine is straight to third order, so the line's error is of
order $(\omega\,\Delta t)^2\Delta t/6$ per crossing, $10^{-5}\,$s at
the most in these tests, and the first and last crossings' errors are
divided by the whole time measured.

@<Chapter 12 test helpers@>+=
typedef struct {
  bool started;
  double t, x; /* the last sample */
  int count; /* crossings so far */
  double first, last; /* the times of the first and the last */
} crossings;

static void sample(crossings *c, double t, double x)
{
  if (c->started && (c->x < 0.0) != (x < 0.0)) {
    double at = c->t + (t - c->t) * c->x / (c->x - x);
    if (c->count == 0) c->first = at;
    c->last = at;
    c->count++;
  }
  c->started = true;
  c->t = t, c->x = x;
}

static double period_of(const crossings *c)
{
  return c->count < 3 ? NAN : 2.0 * (c->last - c->first) / (c->count - 1);
}

@ {\it The pendulum's period.} A disc of radius $r=0.2\,$m hangs
$L=2\,$m below a static pivot and starts $\theta_0=0.05\,$rad to the side.
On a distance joint to its centre the disc does not turn (the rod pulls
through its centre), and it is a simple pendulum; on a revolute joint at
the pivot it turns with the rod, and it is a physical pendulum whose
moment about the pivot is $m(L^2+r^2/2)$. Their periods are
$$T_s=2\pi\sqrt{L\over g}\Bigl(1+{\theta_0^2\over16}\Bigr),\qquad
T_p=2\pi\sqrt{L^2+r^2/2\over gL}\Bigl(1+{\theta_0^2\over16}\Bigr),$$
the factor being the finite amplitude's first correction ($1.6\cdot10^{-4}$
here; the next, $11\theta_0^4/3072$, is $2\cdot10^{-8}$). What the
formulas leave out: symplectic Euler's phase error, which makes the
discrete frequency $\omega(1+(\omega h)^2/24)$ with $\omega=\sqrt{g/L}$,
$4\cdot10^{-6}$; the rod's stretch at rest, $g/\omega_j^2=70\,\mu$m on
2\thinspace m, which lengthens the period by half of $3.5\cdot10^{-5}$; the
crossings' timing, $10^{-6}$ over ten periods. The sum is under
$5\cdot10^{-5}$; the test allows $2\cdot10^{-4}$ of each period, and the
two formulas differ by $r^2/4L^2=2.5\cdot10^{-3}$, twelve times that: a
revolute joint that let the disc turn freely, or a distance joint that
turned it, fails.

@<Chapter 12 test functions@>=
static double measured_period(test_context *t, ph_joint_kind kind, double r)
{
  double L = 2.0, theta0 = 0.05;
  char bodies[512];
  snprintf(bodies, sizeof bodies, "circle x=0 y=0 r=0.05 static\n"@|
    "circle x=%.17g y=%.17g r=%g density=1 friction=0 restitution=0\n",
    L * sin(theta0), -L * cos(theta0), r);
  scene s;
  if (!load(t, &s, "", bodies)) return NAN;
  ph_joint_def d = joint_def(kind, 0, 1, 0.0, 0.0);
  d.anchor_b = s.world->bodies[1].position;
  join(t, &s, d);
  crossings c = {0};
  for (int n = 0; n <= 1700 && !ph_world_failure(s.world); n++) {
    if (n > 0) scene_step(&s, dt);
    ph_vec2 p = s.world->bodies[1].position;
    sample(&c, n * dt, atan2(p.x, -p.y));
  }
  scene_destroy(&s);
  return period_of(&c);
}

@ The test times both pendulums against their two models.

@<Chapter 12 test functions@>=
static void test_pendulum_period(test_context *t)
{
  double L = 2.0, r = 0.2, theta0 = 0.05, amplitude = 1.0 + theta0 * theta0 / 16.0;
  double simple = 2.0 * pi * sqrt(L / g) * amplitude;
  double physical = 2.0 * pi * sqrt((L * L + r * r / 2.0) / (g * L)) * amplitude;
  double on_rod = measured_period(t, PH_DISTANCE_JOINT, r);
  double on_pin = measured_period(t, PH_REVOLUTE_JOINT, r);
  test_note(t, "distance joint: T = %.6f s, simple pendulum %.6f (%+.2g)", on_rod, simple,
    on_rod / simple - 1.0);
  test_note(t, "revolute joint: T = %.6f s, physical pendulum %.6f (%+.2g)", on_pin, physical,
    on_pin / physical - 1.0);
  CHECK(t, fabs(on_rod / simple - 1.0) <= 2e-4);
  CHECK(t, fabs(on_pin / physical - 1.0) <= 2e-4);
}

@ @<Chapter 12 test cases@>=
{"pendulum_period", "scene", "a pendulum's period is 2 pi sqrt(L/g), or the physical pendulum's on a pin", test_pendulum_period},

@ {\it The chain's stretch.} Twenty links, boxes $0.1\times0.5\,$m of
density~1, hang straight down from a static block, pinned end to end by
revolute joints, and are left 5\thinspace s. Hanging straight, every
link's lever arms lie along the pull, so the rotational terms of $K$
vanish and a pin carries its load $F$ at the gap
$$\vert\vec p_B-\vec p_A\vert={F\,(m_A^{-1}+m_B^{-1})\over\omega_j^2}:$$
the top pin, to the static block, holds all twenty links, $F=20mg$, at
$20g/\omega_j^2=1.4\,$mm, and the $j$-th below it holds $20-j$ links at
$2(20-j)g/\omega_j^2$, 2.7\thinspace mm for the second and $141\,\mu$m for
the last. The mass cancels. As for chapter~11's contacts the gap is the
exact fixed point of the passes, not an approximation; the chain starts
unstretched and at rest, and its slowest motion along its length, a
standing wave whose frequency is about $\omega_j/\sqrt2\cdot\pi/40$, is
damped by the relax pass within a second, so after 5\thinspace s the test
allows $10^{-3}$ of each gap, and every position must be finite.

@<Chapter 12 test functions@>=
static bool hang_chain(test_context *t, const char *keys, double gaps[20], double want[20])
{
  char bodies[4096];
  int used = snprintf(bodies, sizeof bodies, "box x=0 y=0.25 w=0.5 h=0.5 static\n");
  for (int k = 0; k < 20; k++)
    used += snprintf(bodies + used, sizeof bodies - (size_t) used,
      "box x=0 y=%g w=0.1 h=0.5 density=1 friction=0 restitution=0\n", -0.25 - 0.5 * k);
  scene s;
  if (!load(t, &s, keys, bodies)) return false;
  ph_joint_id id[20];
  for (int k = 0; k < 20; k++) id[k] = join(t, &s, joint_def(PH_REVOLUTE_JOINT, k, k + 1,
    0.0, -0.5 * k));
  for (int n = 0; n < 300; n++) scene_step(&s, dt);
  bool finite = true;
  for (int i = 0; i < s.world->body_count; i++)
    finite = finite && ph_is_finite_vec(s.world->bodies[i].position)
      && isfinite(s.world->bodies[i].angle);
  CHECK(t, finite);
  @<Read each pin's opening and its model, $(20-k)mg(m_A^{-1}+m_B^{-1})/\omega_j^2$@>@;
  scene_destroy(&s);
  return true;
}

@ Pin $k$ holds the $20-k$ links below it, and its model opening is that load over the
joint's stiffness, as the test's paragraph derives.

@<Read each pin's opening and its model...@>=
for (int k = 0; k < 20; k++) {
  const ph_body *A = &s.world->bodies[k], *B = &s.world->bodies[k + 1];
  gaps[k] = ph_length(ph_sub(ph_joint_point_b(s.world, id[k]),
    ph_joint_point_a(s.world, id[k])));
  want[k] = (20 - k) * B->mass * g * (A->inverse_mass + B->inverse_mass)
    / (omega_j() * omega_j());
}

@ The test compares every pin's opening with its model. Its world asks for
stage~12's defaults, \.{defaults=12}: from chapter~14 on a plain world
sleeps, and a chain that creeps toward its stretch slower than the sleep
speed is frozen up to a slop short of it, when the test wants $10^{-3}$ of
each opening.

@<Chapter 12 test functions@>=
static void test_chain_stretch(test_context *t)
{
  double gaps[20], want[20], worst = 0.0, stretch = 0.0;
  if (!hang_chain(t, "defaults=12", gaps, want)) return;
  for (int k = 0; k < 20; k++) {
    worst = fmax(worst, fabs(gaps[k] / want[k] - 1.0));
    stretch += gaps[k];
  }
  test_note(t, "top pin %.4f mm (model %.4f), second %.4f mm (%.4f), last %.4f mm (%.4f)",
    1000.0 * gaps[0], 1000.0 * want[0], 1000.0 * gaps[1], 1000.0 * want[1],
    1000.0 * gaps[19], 1000.0 * want[19]);
  test_note(t, "worst relative error %.2g; the chain stretched %.3f mm", worst,
    1000.0 * stretch);
  test_note(t, "table: top joint %.4f\\thinspace mm, worst error %.1e", 1000.0 * gaps[0],
    worst);
  CHECK(t, worst <= 1e-3);
}

@ @<Chapter 12 test cases@>+=
{"chain_stretch", "scene", "a hanging chain's pins open by F K / omega^2, the load over the stiffness", test_chain_stretch},

@ {\it The motor.} A disc of radius $0.5\,$m and density~1 ($I=mr^2/2=
0.0982\,$kg$\,$m$^2$) turns on a revolute joint at its centre to a static
block, driven at $s=10\,$rad/s with at most $\tau_{\max}=5\,$N$\,$m. The
motor's row is rigid and its total over a sub-step is held to
$\hs\tau_{\max}$, so until the speed is reached the disc gains exactly
$\hs\tau_{\max}/I$ a sub-step, $\omega(t)=\tau_{\max}t/I$, which reaches
$s$ at $t=Is/\tau_{\max}=0.196\,$s; after 0.1\thinspace s the test
requires that law, and after 1\thinspace s the speed $s$, both to
$10^{-9}$ of the speed (a rigid row meets its target in one pass, up to
rounding). Then a load torque $\tau_L$ is applied against it: below the
cap ($\tau_L=2\,$N$\,$m) the speed holds and the motor's effort is
$\tau_L$; above it ($\tau_L=10\,$N$\,$m) the motor gives its cap and no
more, and the disc slows at $(\tau_L-\tau_{\max})/I$, which the test
checks after 0.5\thinspace s, to $10^{-9}$ of the change. In every step
the effort must not pass the cap by more than rounding, $10^{-12}$ of it.

@<Chapter 12 test functions@>=
static void test_motor(test_context *t)
{
  scene s;
  if (!load(t, &s, "", "box x=0 y=0 w=0.2 h=0.2 static\n"@|
      "circle x=0 y=0 r=0.5 density=1 friction=0 restitution=0\n")) return;
  ph_joint_def d = joint_def(PH_REVOLUTE_JOINT, 0, 1, 0.0, 0.0);
  d.motor = true, d.motor_speed = 10.0, d.max_motor = 5.0;
  ph_joint_id id = join(t, &s, d);
  ph_body_id wheel = ph_body_id_of(1);
  double I = s.world->bodies[1].inertia, cap = 5.0, over = 0.0;
  double ramp = NAN, free_speed = NAN, loaded = NAN, loaded_effort = NAN, start = NAN;
  @<Run the motor for 3.5 s under its three loads, noting what it reaches@>@;
  double slowed = ph_body_angular_velocity(s.world, wheel), last_effort =
    ph_joint_motor_effort(s.world, id);
  double change = (10.0 - cap) * 60 * dt / I;
  @<Check the motor against its laws: the ramp, the speed held, the cap@>@;
  scene_destroy(&s);
}

@ Each law of the paragraph above, to $10^{-9}$ of the speed or of the change, and
the cap to rounding: the ramp $\tau_{\max}t/I$ after six steps, the target speed
free and under the small load, the load's torque as the effort, the slowing
$(\tau_L-\tau_{\max})/I$ over 60 steps under the large load.

@<Check the motor against its laws...@>=
test_note(t, "after 0.1 s %.9f rad/s (law %.9f); after 1 s %.12f; under 2 N m %.12f, "@|
  "effort %.9f", ramp, cap * 6 * dt / I, free_speed, loaded, loaded_effort);
test_note(t, "under 10 N m it slowed by %.9f rad/s in 0.5 s (law %.9f), effort %.12f",
  start - slowed, change, last_effort);
CHECK(t, fabs(ramp - cap * 6 * dt / I) <= 1e-9 * 10.0);
CHECK(t, fabs(free_speed - 10.0) <= 1e-9 * 10.0);
CHECK(t, fabs(loaded - 10.0) <= 1e-9 * 10.0);
CHECK(t, fabs(loaded_effort - 2.0) <= 1e-9 * 2.0);
CHECK(t, fabs((start - slowed) - change) <= 1e-9 * change);
CHECK(t, fabs(last_effort - cap) <= 1e-12 * cap);
CHECK(t, over <= 1e-12 * cap);

@ The run: no load for 1.5\thinspace s, then 2\thinspace N$\,$m for 1, then
10\thinspace N$\,$m for 1, read after 6, 60 and 150 steps and at the end.

@<Run the motor for 3.5 s under its three loads, noting what it reaches@>=
for (int n = 1; n <= 210; n++) {
  double load_torque = n > 150 ? 10.0 : n > 90 ? 2.0 : 0.0;
  if (n == 151) start = ph_body_angular_velocity(s.world, wheel);
  ph_body_apply_torque(s.world, wheel, -load_torque);
  scene_step(&s, dt);
  double omega = ph_body_angular_velocity(s.world, wheel);
  double effort = ph_joint_motor_effort(s.world, id);
  over = fmax(over, fabs(effort) - cap);
  if (n == 6) ramp = omega;
  if (n == 60) free_speed = omega;
  if (n == 150) loaded = omega, loaded_effort = effort;
}

@ @<Chapter 12 test cases@>+=
{"motor", "scene", "a motor reaches its speed at its capped torque and never passes the cap", test_motor},

@ {\it The limits.} A revolute arm, a box $1\times0.1\,$m pinned at its
right end and reaching to the left, is let go level with a limit of
$\pm0.4\,$rad; gravity turns it up to the upper limit, where it must
rest. A limit that is violated is a rigid row with the push, so it holds
its torque $\tau$ at the angle $\tau/(I\,\omega_j^2)$ past the limit,
with $I$ the arm's moment about its centre, the row's effective mass being
$1/(I_A^{-1}+I_B^{-1})$ with $A$ static. The pin carries the arm's weight,
so the limit carries all of the weight's torque about the pin,
$\tau=mg\,{1\over2}\cos0.4$, and with $I=m(1+0.01)/12$ the arm rests
$3.85\cdot10^{-4}\,$rad past the limit. A prismatic slider, a box on a
vertical rail with a limit of $\pm1\,$m, falls to its lower limit and
must rest $g/\omega_j^2=70\,\mu$m below it (its anchor is its centre, so
the row's effective mass is its mass). After 3\thinspace s both are at rest
and at their fixed points; the test allows 1\% of each offset. A limit
that was not held would leave the arm hanging straight down, 1.2\thinspace
rad away; a limit solved with no push would not come back to its fixed
point, nor hold it at the predicted offset.

@<Chapter 12 test functions@>=
static void test_limit(test_context *t)
{
  scene s;
  if (!load(t, &s, "", "box x=0 y=0 w=0.1 h=0.1 static\n"@|
      "box x=-0.5 y=0 w=1 h=0.1 density=1 friction=0 restitution=0\n"@|
      "box x=5 y=0 w=0.2 h=0.2 static\n"@|
      "box x=5 y=0 w=0.5 h=0.5 density=1 friction=0 restitution=0\n")) return;
  ph_joint_def arm = joint_def(PH_REVOLUTE_JOINT, 0, 1, 0.0, 0.0);
  arm.limit = true, arm.lower = -0.4, arm.upper = 0.4;
  ph_joint_def rail = joint_def(PH_PRISMATIC_JOINT, 2, 3, 5.0, 0.0);
  rail.axis = ph_v(0.0, 1.0);
  rail.limit = true, rail.lower = -1.0, rail.upper = 1.0;
  ph_joint_id pin = join(t, &s, arm), slider = join(t, &s, rail);
  for (int n = 0; n < 180; n++) scene_step(&s, dt);
  const ph_body *b = &s.world->bodies[1];
  double w2 = omega_j() * omega_j();
  double past = 0.5 * b->mass * g * cos(0.4) / (b->inertia * w2);
  double angle = ph_joint_angle(s.world, pin), slide = ph_joint_translation(s.world, slider);
  test_note(t, "the arm rests %.4g rad past its upper limit (model %.4g)", angle - 0.4, past);
  test_note(t, "the slider rests %.4g m below its lower limit (model %.4g)", -1.0 - slide,
    g / w2);
  CHECK(t, fabs((angle - 0.4) - past) <= 0.01 * past);
  CHECK(t, fabs((-1.0 - slide) - g / w2) <= 0.01 * g / w2);
  scene_destroy(&s);
}

@ @<Chapter 12 test cases@>+=
{"limit", "scene", "a revolute and a prismatic limit hold their load at F / (m omega^2) past the limit", test_limit},

@ {\it The rail.} A box slides on a prismatic joint whose axis points
down at $45^\circ$, $\vec a=(1,-1)/\sqrt2$, its anchor at the box's
centre, from a static block. Along the axis nothing holds it, and it
slides as a body on a frictionless slope, with $g/\sqrt2$: symplectic
Euler with the sub-step $\hs$ moves it, after $n$ sub-steps, by
$\sum_{k=1}^n k\,a\hs\cdot\hs$, that is
$${\textstyle{1\over2}}\,a\,t\,(t+\hs),\qquad a={g\over\sqrt2},$$
exactly; the rail's rows push across the axis and in angle only, so the
test requires this law after 2\thinspace s to $10^{-9}$ of the distance,
which is rounding. Across the axis the rail carries $mg/\sqrt2$ at the
offset $g/(\sqrt2\,\omega_j^2)=50\,\mu$m (the lever arm is zero, the
effective mass $m$); the test requires that offset to 1\%. No row carries
a torque, so the box must not turn: $10^{-9}\,$rad.

@<Chapter 12 test functions@>=
static void test_prismatic_axis(test_context *t)
{
  scene s;
  if (!load(t, &s, "", "box x=0 y=0 w=0.2 h=0.2 static\n"@|
      "box x=0 y=0 w=0.5 h=0.5 density=1 friction=0 restitution=0\n")) return;
  ph_joint_def d = joint_def(PH_PRISMATIC_JOINT, 0, 1, 0.0, 0.0);
  d.axis = ph_v(1.0, -1.0);
  ph_joint_id id = join(t, &s, d);
  double turned = 0.0;
  for (int n = 0; n < 120; n++) {
    scene_step(&s, dt);
    turned = fmax(turned, fabs(ph_joint_angle(s.world, id)));
  }
  double time = 120 * dt, a = g / sqrt(2.0), want = 0.5 * a * time * (time + sub);
  ph_vec2 axis = ph_mul(1.0 / sqrt(2.0), ph_v(1.0, -1.0));
  ph_vec2 gap = ph_sub(ph_joint_point_b(s.world, id), ph_joint_point_a(s.world, id));
  double across = ph_cross(axis, gap), model = g / sqrt(2.0) / (omega_j() * omega_j());
  double slid = ph_joint_translation(s.world, id);
  test_note(t, "slid %.12f m in 2 s (law %.12f); %.4g m off the axis (model %.4g); "@|
    "turned %.3g rad", slid, want, across, model, turned);
  CHECK(t, fabs(slid - want) <= 1e-9 * want);
  CHECK(t, fabs(fabs(across) - model) <= 0.01 * model);
  CHECK(t, turned <= 1e-9);
  scene_destroy(&s);
}

@ @<Chapter 12 test cases@>+=
{"prismatic_axis", "scene", "a body on a tilted rail slides at g sin 45 and stays on the axis", test_prismatic_axis},

@ {\it The weld.} Two unit boxes of density~1, side by side and welded
where they meet, are thrown spinning at $\omega_0=2\,$rad/s about their
common centre and fall for 2\thinspace s. Whatever the weld does, its
impulses are equal and opposite, so their common centre falls as a free
body does under symplectic Euler, $y_0-{1\over2}gt(t+h)$, and stays at
$x=0$, to rounding ($10^{-9}\,$m). The boxes keep their relative angle:
no torque is needed to spin a rigid pair at a constant rate, so the angle
row's fixed point is zero; the test allows $10^{-6}\,$rad.

The weld carries the centripetal pull $F=m\omega_0^2\cdot{1\over2}=2\,$N
along the line of the centres, where the lever arms give no turning
($K_F=2/m$ along it). This load is not a force that the sub-step adds
before its pass, as a weight is: it comes from the move. For a sub-step
the boxes go on straight lines while the pair turns, so the move opens
the two points by ${1\over2}a\hs^2$, with $a=\omega_0^2\cdot1\,$m$=4\,$m/s$^2$
their relative centripetal acceleration, and leaves them opening at
$a\hs$. Chapter~12's fixed point, redone with this: the relax pass takes
back the opening velocity the move left; for $C$ to stay as it is, the
pass with the push must leave the points closing at $a\hs/2$, so the relax
pass gives half of the sub-step's impulse $F\hs$ and the pass with the push
the other half, and its equation, $mq_m\eta C=F\hs(q_m+q_i-{1\over2})=F\hs/2$,
gives
$$C={1+a_s\over2}\,{K_FF\over\omega_j^2},\qquad a_s=\hs\omega_j(2\zeta+\hs\omega_j)=8.75,$$
4.9 times the opening under a steady force of the same size,
$137\,\mu$m; the test requires it to 2\% (the gap turns with the pair,
at $\omega_0$, beside the push's rate $\eta=68\,$s$^{-1}$, which tilts
it by 3\% and shortens it by $5\cdot10^{-4}$). The two points the weld
pushes at are that far apart, so its impulses may turn the pair by at most
$CFT$ over the time $T$; the angular momentum about the centre must be
kept to that, $5.5\cdot10^{-4}$, a third of a thousandth of it.

With |joint_hertz=0|, rigid rows with no push, nothing takes back the
move's ${1\over2}a\hs^2$ a sub-step: the rigid rows hold the points'
relative velocity at zero, so what has opened stays where it is, in the
world's frame, while each sub-step adds its ${1\over2}a\hs^2$ along the line
of the centres as it stands, which turns at $\omega_0$. The error is the
sum of those vectors, which goes round a circle of diameter $a\hs/\omega_0$:
$$\vert C\vert={a\hs\over\omega_0}\Bigl\vert\sin{\omega_0t\over2}\Bigr\vert,$$
7.6\thinspace mm after 2\thinspace s, never taken back. The test requires
it to 5\% (the pair's arm is longer by that error, and its spin 1\%
slower).

Last, a weld that carries a torque: a beam $1\times0.1\,$m welded by its
end to a static block, level, under gravity. The weld's point carries
the weight $mg$ at the lever arm ${1\over2}\,$m, so its angle row must
carry the torque ${1\over2}mg$, which a rigid row with the push holds at
the angle $\tau/(I\omega_j^2)$, $I=m(1+0.01)/12$ the beam's own moment
(the block is static): the beam droops by $4.2\cdot10^{-4}\,$rad, which the
test requires to 1\% after 3\thinspace s. A weld whose angle row pushed
the wrong way, or not at all, lets the beam swing down.

@<Chapter 12 test functions@>=
static double spin_of(const ph_world *w, ph_vec2 centre, ph_vec2 velocity)
{
  double L = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    L += b->inertia * b->angular_velocity
      + b->mass * ph_cross(ph_sub(b->position, centre), ph_sub(b->velocity, velocity));
  }
  return L;
}

@ |spin_weld| welds two unit boxes side by side, spinning at 2\thinspace rad/s
about their common centre and falling, steps them for 2\thinspace s and
reports how far the weld opened and bent, how far their centre left free
fall, and how much their spin changed.

@<Chapter 12 test functions@>=
static bool spin_weld(test_context *t, const char *keys, double *gap, double *bent,
  double *fall_error, double *spin_change)
{
  scene s;
  if (!load(t, &s, keys, "box x=-0.5 y=10 w=1 h=1 density=1 vy=-1 omega=2\n"@|
      "box x=0.5 y=10 w=1 h=1 density=1 vy=1 omega=2\n")) return false;
  ph_joint_id id = join(t, &s, joint_def(PH_WELD_JOINT, 0, 1, 0.0, 10.0));
  const ph_body *A = &s.world->bodies[0], *B = &s.world->bodies[1];
  double L0 = spin_of(s.world, ph_v(0.0, 10.0), ph_v(0.0, 0.0));
  *bent = 0.0;
  for (int n = 0; n < 120; n++) {
    scene_step(&s, dt);
    *bent = fmax(*bent, fabs(ph_joint_angle(s.world, id)));
  }
  double time = 120 * dt;
  ph_vec2 centre = ph_mul(0.5, ph_add(A->position, B->position));
  ph_vec2 velocity = ph_mul(0.5, ph_add(A->velocity, B->velocity));
  *fall_error = fmax(fabs(centre.x), fabs(centre.y - (10.0 - 0.5 * g * time * (time + sub))));
  *spin_change = fabs(spin_of(s.world, centre, velocity) - L0);
  *gap = ph_length(ph_sub(ph_joint_point_b(s.world, id), ph_joint_point_a(s.world, id)));
  scene_destroy(&s);
  return true;
}

@ The test: the spinning pair with the default push and with none, then
the welded beam.

@<Chapter 12 test functions@>=
static void test_weld(test_context *t)
{
  double gap, bent, fall, spun, drift, unused;
  if (!spin_weld(t, "", &gap, &bent, &fall, &spun)
      || !spin_weld(t, "joint_hertz=0", &drift, &unused, &unused, &unused)) return;
  double w = omega_j(), a_s = sub * w * (4.0 + sub * w), F = 2.0, K = 2.0, T = 2.0;
  double model = 0.5 * (1.0 + a_s) * K * F / (w * w), spin = 2.0 * 2.0 * (1.0 / 6.0 + 0.25);
  double rigid = 4.0 * sub / 2.0 * fabs(sin(2.0 * T / 2.0));
  test_note(t, "the centre fell within %.3g m of the law; the spin changed by %.3g of %.4f",
    fall, spun, spin);
  test_note(t, "the weld opened %.4g m (model %.4g) and bent %.3g rad; with no push %.5f m "@|
    "(model %.5f)", gap, model, bent, drift, rigid);
  test_note(t, "table: opened %.1f\\thinspace$\\mu$m, %.1f\\thinspace mm with no push",
    1e6 * gap, 1000.0 * drift);
  CHECK(t, fall <= 1e-9);
  CHECK(t, spun <= model * F * T);
  CHECK(t, fabs(gap - model) <= 0.02 * model);
  CHECK(t, bent <= 1e-6);
  CHECK(t, fabs(drift - rigid) <= 0.05 * rigid);
  @<Weld a beam to a block and check its droop@>@;
}

@ @<Weld a beam to a block and check its droop@>=
scene s;
if (!load(t, &s, "", "box x=0 y=0 w=0.2 h=0.2 static\n"@|
    "box x=0.5 y=0 w=1 h=0.1 density=1 friction=0 restitution=0\n")) return;
ph_joint_id beam = join(t, &s, joint_def(PH_WELD_JOINT, 0, 1, 0.0, 0.0));
for (int n = 0; n < 180; n++) scene_step(&s, dt);
const ph_body *b = &s.world->bodies[1];
double droop = -ph_joint_angle(s.world, beam);
double want = 0.5 * b->mass * g / (b->inertia * w * w);
test_note(t, "the welded beam droops %.4g rad (model %.4g)", droop, want);
CHECK(t, fabs(droop - want) <= 0.01 * want);
scene_destroy(&s);

@ @<Chapter 12 test cases@>+=
{"weld", "scene", "a welded spinning pair falls as one body, keeps its spin and does not bend", test_weld},

@ {\it The rope.} A ball hangs from a static pivot on a \.{joint
distance} line with \.{min=0 max=3}, started 1\thinspace m below it: a
rope, slack until it is 3\thinspace m long. While it is slack the ball
falls freely, $y=-1-{1\over2}gt(t+h)$, which the test requires, to
$10^{-12}\,$m, for the first 0.6\thinspace s (the rope is taut after
$\sqrt{2\cdot2/g}=0.63\,$s, and at 0.6\thinspace s it is still more than
a sub-step's fall short). Then the maximum holds it. Its row is the
chapter's one-sided row: while apart it lets the ball close the gap at
$C/\hs$ and no faster, so the ball, at 6.3\thinspace m/s, arrives at the
rope's length within a sub-step and does not pass it there; held, the row
is rigid with the push and the ball rests $g/\omega_j^2=70\,\mu$m past
the maximum, approached from below, since the push's damping ratio of~2
does not overshoot. The test requires the length never to pass the
maximum by more than twice the rest offset, $141\,\mu$m, in 3\thinspace s,
and to rest at the offset within 1\%; a rope with no one-sided rule, which
saw the ball only after it had passed the maximum, would have let it pass
by up to a sub-step's fall, 2.6\thinspace cm, and a spring pushed back at
60\thinspace Hz from 6.3\thinspace m/s would stretch by about $v/\omega_j$,
1.7\thinspace cm.

@<Chapter 12 test functions@>=
static void test_rope(test_context *t)
{
  scene s;
  if (!load(t, &s, "", "circle x=0 y=0 r=0.05 static\n"@|
      "circle x=0 y=-1 r=0.1 density=1 friction=0 restitution=0\n"@|
      "joint distance a=0 b=1 ax=0 ay=0 bx=0 by=-1 min=0 max=3\n")) return;
  if (!CHECK(t, s.world->joint_count == 1)) {
    scene_destroy(&s);
    return;
  }
  ph_joint_id id = ph_joint_id_of(0);
  double worst_fall = 0.0, longest = 0.0;
  @<Drop the ball for 3 s, noting its worst departure from free fall and the rope's
    longest@>@;
  double rest = g / (omega_j() * omega_j()), length = ph_joint_length(s.world, id);
  test_note(t, "free fall within %.3g m; the rope reached %.4g m past its maximum and rests "@|
    "%.4g m past it (model %.4g)", worst_fall, longest - 3.0, length - 3.0, rest);
  CHECK(t, worst_fall <= 1e-12);
  CHECK(t, longest - 3.0 <= 2.0 * rest);
  CHECK(t, fabs((length - 3.0) - rest) <= 0.01 * rest);
  scene_destroy(&s);
}

@ While the rope is slack, for the first 0.6\thinspace s, the ball falls as
symplectic Euler's sub-steps drop it, $y=-1-{1\over2}gt(t+\hs)$ with $\hs$ the sub-step.

@<Drop the ball for 3 s...@>=
for (int n = 1; n <= 180; n++) {
  scene_step(&s, dt);
  double time = n * dt;
  if (time <= 0.6) worst_fall = fmax(worst_fall,
    fabs(s.world->bodies[1].position.y - (-1.0 - 0.5 * g * time * (time + sub))));
  longest = fmax(longest, ph_joint_length(s.world, id));
}

@ @<Chapter 12 test cases@>+=
{"rope", "scene", "a rope is slack inside its range and holds at its maximum", test_rope},

@ {\it The pendulum's energy.} A ball of radius 0.1\thinspace m on a
distance joint 2\thinspace m below a static pivot swings from
$\theta_0=0.5\,$rad for 20\thinspace s, with no friction. Symplectic Euler
does not keep the energy $H$ but a nearby one, $\tilde H=H+{h\over2}H_pH_q
+O(h^2)$; at the start $\dot\theta=0$, so $\tilde H=H_0$, and
afterwards $H-H_0=-{h\over2}H_pH_q$, whose size is at most
${h\over2}\,mgL\max\vert\dot\theta\sin\theta\vert$ over the swing, with
$\dot\theta^2=(2g/L)(\cos\theta-\cos\theta_0)$; over $H_0=mgL(1-\cos\theta_0)$
that is $4.6\cdot10^{-3}$, which the test computes. The joint can only
take energy away: its rows are inelastic, and the push's velocity is
taken back by the relax pass. So the energy must never pass $H_0$ by
more than that bound: a joint that fed the swing fails. Downward, the
most a sub-step can lose is the opening velocity the move leaves, at most
$a_ch$ with $a_c=v^2/L$ the centripetal acceleration, removed
inelastically, $ {1\over2}m(a_ch)^2$; over $T$ that is at most
${1\over2}ma_{\max}^2hT$, a tenth of $H_0$ here, and the test requires
the energy to stay above $H_0$ less that and the oscillation's bound.

@<Chapter 12 test functions@>=
static void test_pendulum_energy(test_context *t)
{
  double L = 2.0, theta0 = 0.5;
  char bodies[512];
  snprintf(bodies, sizeof bodies, "circle x=0 y=0 r=0.05 static\n"@|
    "circle x=%.17g y=%.17g r=0.1 density=1 friction=0 restitution=0\n",
    L * sin(theta0), -L * cos(theta0));
  scene s;
  if (!load(t, &s, "", bodies)) return;
  ph_joint_def d = joint_def(PH_DISTANCE_JOINT, 0, 1, 0.0, 0.0);
  d.anchor_b = s.world->bodies[1].position;
  join(t, &s, d);
  const ph_body *b = &s.world->bodies[1];
  double E0 = b->mass * g * (b->position.y + L), high = 0.0, low = 0.0, E = E0, bound, loss;
  @<Swing the pendulum for 20 s, noting its energy's highest and lowest over $E_0$@>@;
  test_note(t, "energy: highest %+.3g, lowest %+.3g, after 20 s %+.3g of the start", high, low,
    E / E0 - 1.0);
  @<Compute the integrator's bound and the most the joint can lose, over $H_0$@>@;
  test_note(t, "the integrator's bound %.3g, the most the joint can lose %.3g", bound, loss);
  test_note(t, "table: rise %+.2g $\\le$ %.2g, fall %.2g $\\le$ %.2g of $H_0$", high, bound,
    -low, bound + loss);
  CHECK(t, high <= bound);
  CHECK(t, low >= -(bound + loss));
  scene_destroy(&s);
}

@ The energy is counted from the pivot's height, $E={1\over2}mv^2+{1\over2}I\omega^2
+mg(y+L)$, so that it starts at $H_0$ and is zero at the bottom at rest.

@<Swing the pendulum for 20 s...@>=
for (int n = 0; n < 1200; n++) {
  scene_step(&s, dt);
  E = 0.5 * b->mass * ph_length_squared(b->velocity)
    + 0.5 * b->inertia * b->angular_velocity * b->angular_velocity
    + b->mass * g * (b->position.y + L);
  high = fmax(high, E / E0 - 1.0);
  low = fmin(low, E / E0 - 1.0);
}

@ The bound is ${h\over2}gL\max\vert\dot\theta\sin\theta\vert$ over $H_0$, per unit
mass, with the maximum found on a thousand angles of the swing; the loss is
${1\over2}a_{\max}^2hT$ with $a_{\max}=2H_0/L$, the centripetal acceleration at
the bottom, $v^2/L$ with ${1\over2}v^2=H_0$.

@<Compute the integrator's bound...@>=
double swing = 0.0, H0 = g * L * (1.0 - cos(theta0)); /* per unit mass */
for (int k = 0; k <= 1000; k++) {
  double th = theta0 * k / 1000.0;
  swing = fmax(swing, sqrt(2.0 * g / L * fmax(cos(th) - cos(theta0), 0.0)) * sin(th));
}
bound = 0.5 * sub * g * L * swing / H0;
double a_max = 2.0 * H0 / L;
loss = 0.5 * a_max * a_max * sub * 20.0 / H0;

@ @<Chapter 12 test cases@>+=
{"pendulum_energy", "scene", "a frictionless pendulum's energy does not grow", test_pendulum_energy},

@ {\it The spring.} Two balls of radius 0.1\thinspace m and density~1,
2\thinspace m apart with no gravity, are joined by a distance joint made a
spring of $f=1\,$Hz with no damping and a rest length of 1.5\thinspace m.
The chapter defines a joint's spring by the row's effective mass, here
$m/2$, so the separation rings at $f$ itself, not at $\sqrt2f$, as it
would with the stiffness $m\omega^2$ of one ball. The spring is
integrated implicitly in each of the two passes of a sub-step; implicit
Euler turns a frequency $\omega$ into $\arctan(\hs\omega)/\hs$, $(\hs\omega)^2/3
=2.3\cdot10^{-4}$ slower, and its damping, about $\hs\omega/2$ of critical
a pass, slows it by half that damping's square, $3\cdot10^{-4}$ for both
passes. The test measures five periods and allows $2\cdot10^{-3}$, which
is $3\cdot10^{-1}$ of the difference $\sqrt2$ would make many times over.

@<Chapter 12 test functions@>=
static void test_spring_rate(test_context *t)
{
  scene s;
  if (!load(t, &s, "gravity=0,0", "circle x=-1 y=0 r=0.1 density=1 friction=0 restitution=0\n"@|
      "circle x=1 y=0 r=0.1 density=1 friction=0 restitution=0\n")) return;
  ph_joint_def d = joint_def(PH_DISTANCE_JOINT, 0, 1, -1.0, 0.0);
  d.anchor_b = ph_v(1.0, 0.0);
  d.length = 1.5, d.spring = true, d.hertz = 1.0, d.damping_ratio = 0.0;
  ph_joint_id id = join(t, &s, d);
  crossings c = {0};
  for (int n = 0; n <= 330; n++) {
    if (n > 0) scene_step(&s, dt);
    sample(&c, n * dt, ph_joint_length(s.world, id) - 1.5);
  }
  double T = period_of(&c);
  test_note(t, "the spring rang with period %.6f s over %d crossings", T, c.count);
  CHECK(t, fabs(T - 1.0) <= 2e-3);
  scene_destroy(&s);
}

@ @<Chapter 12 test cases@>+=
{"spring", "scene", "a distance spring of f hertz between two balls rings at f", test_spring_rate},

@ {\it The car.} A chassis, a box $2\times0.4\,$m of density~1, on two
wheels of radius $r=0.4\,$m pinned at its ends by revolute joints with
motors, on a static floor, with friction 1 everywhere: joints and
contacts in one scene. For its first second the motors are brakes (speed
0, at most 1\thinspace N$\,$m) and the car stands: a wheel carries its
own weight and half the chassis's, $W=(m_w+m_c/2)g$, on one point of
effective mass $m_w$ (the normal passes through its centre), at twice
the contact frequency, 60\thinspace Hz, so chapter~11 puts it at the
depth $d=W/(m_w\omega^2)=0.126\,$mm, which the test requires to 1\%
(chapter~11's fixed point, exact). Then the motors aim at $-5\,$rad/s
(clockwise: forward) with at most 1\thinspace N$\,$m each, which asks of
the floor at most $2.5\,$N, a third of what friction can give, so the
wheels roll without slipping. A wheel that rolls without slipping on a
floor it has sunk into by $\delta$ rolls on a radius between $r-\delta$
and $r$: after 3\thinspace s, at its speed, the test requires the ratio of
the wheel's speed to $r$ times its turning rate to lie between
$1-\delta/r$ and~1, with $10^{-3}$ more either way for the passes, which
solve the motor before the contacts. A wheel that slipped, or spun in
place, fails. Last, the law of chapter~11 once more: rolling, a wheel
carries the same load as standing, so it should rest at the same depth;
the test allows 10\% more.

@<Chapter 12 test helpers@>+=
static const char car_scene[] =
  "box x=0 y=-0.5 w=60 h=1 static density=1 friction=1 restitution=0\n"@/
  "box x=0 y=0.7 w=2 h=0.4 density=1 friction=1 restitution=0\n"@/
  "circle x=-0.8 y=0.4 r=0.4 density=1 friction=1 restitution=0\n"@/
  "circle x=0.8 y=0.4 r=0.4 density=1 friction=1 restitution=0\n"@/
  "joint revolute a=1 b=2 x=-0.8 y=0.4 motor_speed=0 max_torque=1\n"@/
  "joint revolute a=1 b=3 x=0.8 y=0.4 motor_speed=0 max_torque=1\n";

@ |drive_car| loads the car, brakes it for a second, notes how deep its
wheels stand, and drives it for |seconds|.

@<Chapter 12 test helpers@>+=
static bool drive_car(test_context *t, scene *s, double standing[2], double seconds)
{
  if (!load(t, s, "friction=on", car_scene)) return false;
  if (!CHECK(t, s->world->joint_count == 2)) {
    scene_destroy(s);
    return false;
  }
  for (int n = 0; n < 60; n++) scene_step(s, dt);
  for (int k = 0; k < 2; k++) {
    standing[k] = 0.4 - s->world->bodies[2 + k].position.y;
    CHECK(t, ph_joint_set_motor(s->world, ph_joint_id_of(k), true, -5.0, 1.0));
  }
  for (long n = lround(seconds * 60.0); n > 0; n--) scene_step(s, dt);
  return true;
}

@ @<Chapter 12 test functions@>=
static void test_car(test_context *t)
{
  scene s;
  double standing[2];
  if (!drive_car(t, &s, standing, 3.0)) return;
  const ph_body *c = &s.world->bodies[1];
  double w2 = pow(2.0 * pi * 60.0, 2.0);
  for (int k = 0; k < 2; k++) {
    const ph_body *wheel = &s.world->bodies[2 + k];
    double d = (wheel->mass + c->mass / 2.0) * g / (wheel->mass * w2);
    double depth = 0.4 - wheel->position.y, travel = wheel->position.x - (k ? 0.8 : -0.8);
    double ratio = wheel->velocity.x / (-0.4 * wheel->angular_velocity);
    test_note(t, "wheel %d: stood %.4f mm deep (model %.4f); drove %.3f m at %.4f m/s, "@|
      "%.5f of r omega; rolling, %.4f mm deep", k, 1000.0 * standing[k], 1000.0 * d, travel,
      wheel->velocity.x, ratio, 1000.0 * depth);
    if (k == 0) test_note(t, "table: stood %.3f\\thinspace mm deep, rolled %.3f\\thinspace "@|
      "mm deep at %.4f of $r\\omega$", 1000.0 * standing[k], 1000.0 * depth, ratio);
    CHECK(t, fabs(standing[k] - d) <= 0.01 * d);
    CHECK(t, travel > 4.0);
    CHECK(t, ratio >= 1.0 - depth / 0.4 - 1e-3 && ratio <= 1.0 + 1e-3);
    CHECK(t, depth <= 1.1 * standing[k]);
  }
  scene_destroy(&s);
}

@ @<Chapter 12 test cases@>+=
{"car", "scene", "a car on motor-driven wheels rolls without slipping and rests at the contact depth", test_car},

@ {\it Joined bodies do not collide.} Two unit boxes overlapping by half
their width, with no gravity, pinned where they overlap. With the
default, |collide| off, the step finds no contact between them and
neither moves; once the joint is destroyed the same step finds their
contact. With |collide| on it finds it at once.

@<Chapter 12 test functions@>=
static int contacts_after_a_step(test_context *t, bool collide, bool destroy, bool *moved)
{
  scene s;
  if (!load(t, &s, "gravity=0,0", "box x=0 y=0 w=1 h=1 density=1\n"@|
      "box x=0.5 y=0 w=1 h=1 density=1\n")) return -1;
  ph_joint_def d = joint_def(PH_REVOLUTE_JOINT, 0, 1, 0.25, 0.0);
  d.collide = collide;
  ph_joint_id id = join(t, &s, d);
  if (destroy) CHECK(t, ph_world_destroy_joint(s.world, id) && !ph_world_joint(s.world, id));
  scene_step(&s, dt);
  int count = s.world->contact_count;
  *moved = s.world->bodies[0].position.x != 0.0 || s.world->bodies[1].position.x != 0.5;
  scene_destroy(&s);
  return count;
}

@ The test: a joint that keeps the pair apart, the same joint destroyed,
and a joint that lets them collide.

@<Chapter 12 test functions@>=
static void test_joined_no_contact(test_context *t)
{
  bool moved, moved_free, moved_on;
  int off = contacts_after_a_step(t, false, false, &moved);
  int gone = contacts_after_a_step(t, false, true, &moved_free);
  int on = contacts_after_a_step(t, true, false, &moved_on);
  test_note(t, "contacts: joined %d, joint destroyed %d, collide on %d", off, gone, on);
  CHECK(t, off == 0 && !moved);
  CHECK(t, gone == 1 && moved_free);
  CHECK(t, on == 1);
}

@ @<Chapter 12 test cases@>+=
{"joined_no_contact", "scene", "two bodies a joint holds do not collide unless it says so", test_joined_no_contact},

@ {\it Breaking.} A ball hangs from a static pivot on a distance joint
and carries its weight $mg$; the joint's force is read from its last
sub-step's totals. Held with a break force of $1.02\,mg$ it must hold
for 3\thinspace s, and its force be $mg$ to $10^{-3}$ at the end; with
$0.98\,mg$ it must break in the first step. Then a load that grows, a
force $kt$ with $k=mg/1.01$ per second pulling the ball down, against a
break force of $2.5\,mg$: the joint carries $mg+kt$, so it must break in
the step in which that first passes $2.5\,mg$, at $t=1.515\,$s, or the one
after (the soft row's lag behind a growing load, $2\zeta/\omega_j$ times
its rate, is 11\thinspace ms, less than a step). A broken joint is no
longer solved: in the half second after it breaks, with the load taken
away, the ball falls freely, its speed growing by $g\cdot0.5\,$s to
rounding.

@<Chapter 12 test functions@>=
static bool hang_ball(test_context *t, scene *s, double break_force, ph_joint_id *id)
{
  if (!load(t, s, "", "circle x=0 y=0 r=0.05 static\n"@|
      "circle x=0 y=-1 r=0.1 density=1 friction=0 restitution=0\n")) return false;
  ph_joint_def d = joint_def(PH_DISTANCE_JOINT, 0, 1, 0.0, 0.0);
  d.anchor_b = ph_v(0.0, -1.0);
  d.break_force = break_force * s->world->bodies[1].mass * g;
  *id = join(t, s, d);
  return true;
}

@ The test: a break force just above the load, one just below, and a
load that grows past a third.

@<Chapter 12 test functions@>=
static void test_break(test_context *t)
{
  scene s;
  ph_joint_id id;
  if (!hang_ball(t, &s, 1.02, &id)) return;
  double mg = s.world->bodies[1].mass * g, peak = 0.0;
  bool broke = false;
  for (int n = 0; n < 180; n++) {
    scene_step(&s, dt);
    broke = broke || ph_joint_is_broken(s.world, id);
    peak = fmax(peak, ph_length(ph_joint_force(s.world, id)));
  }
  double held = ph_joint_force(s.world, id).y;
  test_note(t, "held at 1.02 m g: force %.9f m g, highest %.9f m g", held / mg, peak / mg);
  CHECK(t, !broke && fabs(held / mg - 1.0) <= 1e-3);
  scene_destroy(&s);
  if (!hang_ball(t, &s, 0.98, &id)) return;
  scene_step(&s, dt);
  CHECK(t, ph_joint_is_broken(s.world, id));
  scene_destroy(&s);
  @<Hang the ball under a growing load, and check the step it breaks in@>@;
}

@ @<Hang the ball under a growing load, and check the step it breaks in@>=
if (!hang_ball(t, &s, 2.5, &id)) return;
mg = s.world->bodies[1].mass * g;
double k = mg / 1.01;
int expected = 0, broken_at = 0;
for (int n = 1; n <= 200 && !broken_at; n++) {
  double pull = k * (n - 1) * dt; /* the load of step |n|, from its start */
  if (!expected && mg + pull > 2.5 * mg) expected = n;
  ph_body_apply_force(s.world, ph_body_id_of(1), ph_v(0.0, -pull));
  scene_step(&s, dt);
  if (ph_joint_is_broken(s.world, id)) broken_at = n;
}
double v0 = s.world->bodies[1].velocity.y;
for (int n = 0; n < 30; n++) scene_step(&s, dt);
double dv = s.world->bodies[1].velocity.y - v0;
test_note(t, "broke in step %d, the load passed the break force in step %d; then its speed "@|
  "changed by %.12f m/s in 0.5 s", broken_at, expected, dv);
CHECK(t, broken_at >= expected && broken_at <= expected + 1);
CHECK(t, fabs(dv + g * 0.5) <= 1e-9);
scene_destroy(&s);

@ @<Chapter 12 test cases@>+=
{"break", "scene", "a joint breaks in the step its load passes its break force, not before", test_break},

@ {\it Determinism.} The car, with joints and contacts, stepped twice
from the same text for 5\thinspace s: every body's position, angle and
velocities, and every joint's force, must be the same bits.

@<Chapter 12 test functions@>=
static bool car_after(test_context *t, scene *s)
{
  double standing[2];
  return drive_car(t, s, standing, 4.0);
}

@ The test runs the car twice and compares the bits.

@<Chapter 12 test functions@>=
static void test_repeatable(test_context *t)
{
  scene a, b;
  if (!car_after(t, &a)) return;
  if (car_after(t, &b)) {
    bool same = a.world->body_count == b.world->body_count
      && a.world->joint_count == b.world->joint_count;
    for (int i = 0; same && i < a.world->body_count; i++) {
      const ph_body *p = &a.world->bodies[i], *q = &b.world->bodies[i];
      same = memcmp(&p->position, &q->position, sizeof p->position) == 0
        && memcmp(&p->velocity, &q->velocity, sizeof p->velocity) == 0
        && memcmp(&p->angle, &q->angle, sizeof p->angle) == 0
        && memcmp(&p->angular_velocity, &q->angular_velocity, sizeof p->angular_velocity) == 0;
    }
    for (int k = 0; same && k < a.world->joint_count; k++) {
      ph_vec2 f = ph_joint_force(a.world, ph_joint_id_of(k)),
        e = ph_joint_force(b.world, ph_joint_id_of(k));
      same = memcmp(&f, &e, sizeof f) == 0;
    }
    CHECK(t, same);
    scene_destroy(&b);
  }
  scene_destroy(&a);
}

@ @<Chapter 12 test cases@>+=
{"repeatable", "scene", "the same joint scene stepped twice gives the same bits", test_repeatable},

@ {\it Bad joint lines} are refused with the file and line and a message
that names what is wrong: a body that does not exist, a body joined to
itself, two static bodies, a rail with no axis, limits in the wrong order,
a kind the reader does not know, and a joint in a world whose solver is
not the soft step.

@<Chapter 12 test functions@>=
static void test_bad_joints(test_context *t)
{
  test_bad_scene(t, "world solver=soft\ncircle x=0 y=0 r=1\n"@|
    "joint revolute a=0 b=5 x=0 y=0\n", "'b=5' names no body");
  test_bad_scene(t, "world solver=soft\ncircle x=0 y=0 r=1\n"@|
    "joint weld a=0 b=0 x=0 y=0\n", "cannot join a body to itself");
  test_bad_scene(t, "world solver=soft\ncircle x=0 y=0 r=1 static\n"@|
    "circle x=3 y=0 r=1 static\njoint revolute a=0 b=1 x=0 y=0\n", "two static bodies");
  test_bad_scene(t, "world solver=soft\ncircle x=0 y=0 r=1 static\ncircle x=3 y=0 r=1\n"@|
    "joint prismatic a=0 b=1 x=3 y=0 axis=0,0\n", "axis must not be zero");
  test_bad_scene(t, "world solver=soft\ncircle x=0 y=0 r=1 static\ncircle x=3 y=0 r=1\n"@|
    "joint revolute a=0 b=1 x=3 y=0 lower=1 upper=0.5\n", "lower must not exceed upper");
  test_bad_scene(t, "world solver=soft\ncircle x=0 y=0 r=1 static\ncircle x=3 y=0 r=1\n"@|
    "joint hinge a=0 b=1 x=3 y=0\n", "unknown joint kind 'hinge'");
  test_bad_scene(t, "world solver=sequential\ncircle x=0 y=0 r=1 static\n"@|
    "circle x=3 y=0 r=1\njoint revolute a=0 b=1 x=3 y=0\n", "joints need solver=soft");
}

@ @<Chapter 12 test cases@>+=
{"bad_joints", "cli", "bad joint lines are refused with the line", test_bad_joints},

@ The engine refuses the same definitions, and more, through its
interface: |ph_joint_def_check| gives a sentence that names what is wrong,
and |ph_world_create_joint| reports it, gives the null handle and leaves
the world's joints as they were. A good definition passes, so that a
check that refused everything would fail; and a world with a joint will
not leave the soft step until the joint is destroyed.

@<Chapter 12 test functions@>=
static void refused_def(test_context *t, ph_world *w, ph_joint_def d, const char *fragment)
{
  const char *problem = ph_joint_def_check(w, &d);
  int before = w->joint_count;
  ph_joint_id id = {0};
  if (!CHECK(t, problem != NULL && strstr(problem, fragment) != NULL))
    test_note(t, "expected '%s', got '%s'", fragment, problem ? problem : "(none)");
  CHECK_REFUSED(t, id = ph_world_create_joint(w, &d), fragment);
  CHECK(t, ph_joint_id_is_null(id) && w->joint_count == before);
}

static void test_bad_joint_defs(test_context *t)
{
  scene s;
  if (!load(t, &s, "", "circle x=0 y=0 r=1 static\ncircle x=3 y=0 r=1\n"@|
      "circle x=6 y=0 r=1 static\n")) return;
  ph_world *w = s.world;
  ph_joint_def good = joint_def(PH_REVOLUTE_JOINT, 0, 1, 3.0, 0.0), d;
  CHECK(t, ph_joint_def_check(w, &good) == NULL);
  @<Refuse each bad joint definition in turn@>@;
  @<Check that a world with a joint keeps the soft step@>@;
  scene_destroy(&s);
}

@ Each definition is the good one with one thing wrong; the fragment is
what the sentence must name.

@<Refuse each bad joint definition in turn@>=
d = good, d.b = ph_body_id_of(7);
  refused_def(t, w, d, "does not exist");
  d = good, d.a = d.b;
  refused_def(t, w, d, "itself");
  d = good, d.b = ph_body_id_of(2);
  refused_def(t, w, d, "two static bodies");
  d = joint_def(PH_PRISMATIC_JOINT, 0, 1, 3.0, 0.0), d.axis = ph_v(0.0, 0.0);
  refused_def(t, w, d, "axis must not be zero");
  d = good, d.limit = true, d.lower = 1.0, d.upper = 0.5;
  refused_def(t, w, d, "lower must not exceed upper");
  d = good, d.kind = (ph_joint_kind) 17;
  refused_def(t, w, d, "unknown joint kind");
  d = good, d.anchor_a = ph_v(NAN, 0.0);
  refused_def(t, w, d, "anchors must be finite");
  d = good, d.max_motor = -1.0;
  refused_def(t, w, d, "max_motor");
  d = good, d.break_force = 0.0;
  refused_def(t, w, d, "break force");
  d = joint_def(PH_DISTANCE_JOINT, 0, 1, 0.0, 0.0), d.anchor_b = ph_v(3.0, 0.0);
  d.limit = true, d.lower = -1.0, d.upper = 4.0;
  refused_def(t, w, d, "min must not be negative");
  d = good, d.spring = true, d.hertz = -1.0;
  refused_def(t, w, d, "hertz");

@ @<Check that a world with a joint keeps the soft step@>=
ph_joint_id id = join(t, &s, good);
ph_settings rigid = w->settings;
rigid.solver = PH_SEQUENTIAL;
CHECK_REFUSED(t, ph_world_set_settings(w, &rigid), "joints need solver=soft");
CHECK(t, w->settings.solver == PH_SOFT);
CHECK(t, ph_world_destroy_joint(w, id));
CHECK(t, ph_world_set_settings(w, &rigid) && w->settings.solver == PH_SEQUENTIAL);
refused_def(t, w, good, "joints need solver=soft");

@ @<Chapter 12 test cases@>+=
{"bad_joint_defs", "unit", "the engine refuses bad joint definitions with a sentence and makes nothing", test_bad_joint_defs},
