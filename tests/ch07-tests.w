@* Tests of chapter 7.
The program \.{test\_ch07}, run by CTest under the label \.{ch07} on stage~7
and every later one. Each test states a law of chapter~7 and checks it with
the tolerance the chapter's table of tests argues. The worlds are made from
scene texts, the way a reader would write them.

@(test_ch07.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 7 test helpers@>@;
@<Chapter 7 test functions@>@;
static const test_case chapter_7_tests[] = {
  @<Chapter 7 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_7_tests,
    sizeof chapter_7_tests / sizeof chapter_7_tests[0]);
}

@ The ramp of the tests: a static box 40\thinspace m long and 1\thinspace m
thick turned by $\theta$ (rising to the right), and on it a box of
$1\times1\,$m of wood turned the same way, its face 1\thinspace mm into the
ramp's, 5\thinspace m up the slope from the ramp's centre. Both have $\mu$
set by \.{friction=}, so that the mixed coefficient is $\sqrt{\mu\mu}=\mu$,
and restitution 0, so that the box's first contact does not bounce. The
helper writes the scene's text; |world_keys| is added to the \.{world} line.

@<Chapter 7 test helpers@>=
static void test_boundary(test_context *t);
static void ramp_text(char *text, size_t size, double theta, double mu, const char *world_keys)
{
  double c = cos(theta), s = sin(theta), along = 5.0, out = 0.999;
  snprintf(text, size, "world gravity=0,-10 integrator=symplectic solver=single%s\n"
    "box x=0 y=0 w=40 h=1 angle=%.17g static material=static friction=%.17g "
    "restitution=0\n"
    "box x=%.17g y=%.17g w=1 h=1 angle=%.17g material=wood friction=%.17g restitution=0\n",
    world_keys, ANGLE_IN_SCENE(theta), mu, along * c - out * s, along * s + out * c,
    ANGLE_IN_SCENE(theta), mu);
}

@ How far the box has gone down the slope, and how fast, measured along
the ramp's direction $(-\cos\theta,-\sin\theta)$.

@<Chapter 7 test helpers@>=
static double down_slope(ph_vec2 v, double theta)
{
  return -v.x * cos(theta) - v.y * sin(theta);
}

@ Sticking. A box on a ramp with $\tan\theta<\mu$ must stay put: over
5\thinspace s at 60 steps a second its centre may move at most 1\thinspace mm
along the slope. The exact answer is 0: each step, gravity gives the box
$gh\sin\theta$ along the slope, which is less than the $\mu gh\cos\theta$
friction can take. The single pass does not take it exactly (chapter~7's
measurements show the box rocking on its two points, a step's slip of
about $10^{-5}\,$m at a time); 1\thinspace mm is a hundredth of what a
slide at the smallest acceleration tried here would cover in one second
(below), and more than ten times the creep measured. Three angles are
tried, with $\tan\theta$ at $0.2$, $0.6$ and $0.9$ of $\mu=0.5$, and a
friction that is off must let the same box slide (so the test is about
friction, not about a box wedged in the ramp).

@<Chapter 7 test functions@>=
static double ramp_travel(test_context *t, double theta, double mu, const char *keys,
  double seconds, double *speed)
{
  char text[1024];
  scene s;
  ramp_text(text, sizeof text, theta, mu, keys);
  if (!CHECK(t, scene_load_text(&s, "ramp.scene", text))) return NAN;
  ph_vec2 start = s.world->bodies[1].position;
  long steps = lround(seconds * 60.0);
  for (long n = 0; n < steps; n++) scene_step(&s, 1.0 / 60.0);
  double travel = down_slope(ph_sub(s.world->bodies[1].position, start), theta);
  if (speed) *speed = down_slope(s.world->bodies[1].velocity, theta);
  scene_destroy(&s);
  return travel;
}

static void test_ramp_stick(test_context *t)
{
  static const double share[3] = {0.2, 0.6, 0.9};
  double mu = 0.5;
  for (int k = 0; k < 3; k++) {
    double theta = atan(share[k] * mu);
    double travel = ramp_travel(t, theta, mu, " friction=on", 5.0, NULL);
    test_note(t, "tan theta = %.2f mu: moved %.3g m in 5 s", share[k], travel);
    CHECK(t, fabs(travel) <= 1e-3);
  }
  CHECK(t, ramp_travel(t, atan(0.9 * mu), mu, " friction=off", 1.0, NULL) > 0.1);
}

@ @<Chapter 7 test cases@>=
{"boundary", "unit", "bad arguments to the new functions and settings are refused", test_boundary},
{"ramp_stick", "scene", "a box on a ramp with tan theta < mu stays put for 5 s", test_ramp_stick},

@ Sliding. With $\tan\theta>\mu$ the box must slide with
$a=g(\sin\theta-\mu\cos\theta)$. The acceleration is measured between the
end of the first second (when the box has long left its starting
position, and the single pass's first rocking has died) and the end of the
third, from the speed along the slope. In each step the exact law holds
when the box's two points share the normal impulse; the single pass, with
its turning, shares it a little unevenly from step to step, which changes
the friction of that step by the cap $\mu$ times the error of the normal
impulse. Chapter~7 measures the error at under $1\,\%$; the test allows
$3\,\%$ of $a$, and a friction missing ($a=g\sin\theta$, 30\thinspace\% to
$150\,\%$ above) or capped at twice $\mu j$ fails by far. Three pairs are
tried, with $\mu$ at $0.2$, $0.5$ and $0.8$ of $\tan\theta$.

@<Chapter 7 test functions@>=
static void test_ramp_slide(test_context *t)
{
  static const double thetas[3] = {0.5235987755982988, 0.4, 0.7};
  static const double share[3] = {0.5, 0.8, 0.2};
  for (int k = 0; k < 3; k++) {
    double theta = thetas[k], mu = share[k] * tan(theta), v1, v3;
    ramp_travel(t, theta, mu, " friction=on", 1.0, &v1);
    ramp_travel(t, theta, mu, " friction=on", 3.0, &v3);
    double a = (v3 - v1) / 2.0, want = 10.0 * (sin(theta) - mu * cos(theta));
    test_note(t, "theta %.3f, mu %.3f: a = %.5f m/s^2, g(sin - mu cos) = %.5f", theta, mu,
      a, want);
    CHECK_NEAR(t, a, want, 0.03 * want);
  }
}

@ @<Chapter 7 test cases@>+=
{"ramp_slide", "scene", "a box on a ramp with tan theta > mu slides at g(sin theta - mu cos theta)", test_ramp_slide},

@ Rolling. A solid disk of radius 0.5\thinspace m, launched at $v_0$ along
a floor with no spin, its bottom 1\thinspace mm into the floor, with
$\mu=0.5$ on both: it must end rolling, $v=\omega r$, at $v={2\over3}v_0$.
Every impulse of its contact acts at the contact point, straight below the
centre, so the angular momentum about that point is kept in every step to
rounding, and the rolling speed is exact but for a few hundred steps'
roundings of numbers near $v_0$: the test allows $10^{-9}$ of $v_0$. The
time it takes is $v_0/(3\mu g)$ in the continuous law; the engine stops
the sliding at the end of a step, so it must start rolling within one
step of that. Three speeds are tried, and a friction of $\mu=0.1$ once,
which must give the same end later.

@<Chapter 7 test functions@>=
static void roll(test_context *t, double v0, double mu)
{
  char text[512];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
    "friction=on\n"
    "box x=0 y=-0.5 w=400 h=1 static material=static friction=%.17g restitution=0\n"
    "circle x=-150 y=0.499 r=0.5 material=wood friction=%.17g restitution=0 vx=%.17g\n",
    mu, mu, v0);
  if (!CHECK(t, scene_load_text(&s, "roll.scene", text))) return;
  const ph_body *b = &s.world->bodies[1];
  int n = 0;
  while (n < 6000 && fabs(b->velocity.x + b->angular_velocity * 0.5) > 1e-9 * v0) {
    scene_step(&s, 1.0 / 60.0);
    n++;
  }
  test_note(t, "v0 %.1f, mu %.1f: rolls after %d steps at v = %.12f, omega r = %.12f, "
    "2 v0 / 3 = %.12f", v0, mu, n, b->velocity.x, -b->angular_velocity * 0.5, 2.0 * v0 / 3.0);
  CHECK_NEAR(t, b->velocity.x, 2.0 * v0 / 3.0, 1e-9 * v0);
  CHECK_NEAR(t, n / 60.0, v0 / (3.0 * mu * 10.0), 1.0 / 60.0);
  for (int k = 0; k < 60; k++) scene_step(&s, 1.0 / 60.0);
  CHECK_NEAR(t, b->velocity.x, 2.0 * v0 / 3.0, 1e-9 * v0);
  scene_destroy(&s);
}

static void test_rolling(test_context *t)
{
  roll(t, 3.0, 0.5);
  roll(t, 6.0, 0.5);
  roll(t, 9.0, 0.5);
  roll(t, 6.0, 0.1);
}

@ @<Chapter 7 test cases@>+=
{"rolling", "scene", "a disk launched sliding with no spin rolls at v = omega r = 2 v0 / 3", test_rolling},

@ Friction never reverses the sliding within a step, and never adds
energy. Boxes and disks of random sizes, materials and $\mu$ are launched
along a floor at random speeds (and the disks with random spins), one at a
time, and stepped 120 times. The sliding velocity of the contact is
measured here from the body's fields: for a disk, the velocity of its
bottom point, $v_x+\omega r$; for a box resting on a face, its centre's
$v_x$ (a box's points also turn, but only by its rocking, which the test
keeps small by starting it flat). After each step the sliding must have
the sign it had before, or be within $10^{-12}$ of 0 ($-m_tv_t/m_t$
rounded), and the kinetic energy, linear plus turning, must not have
grown by more than $10^{-12}$ of itself: phase~2 adds the speed $gh$ down
and the normal impulse takes it away again, and friction only takes
energy.

@<Chapter 7 test functions@>=
static double uniform7(unsigned *state, double low, double high)
{
  *state = *state * 1103515245u + 12345u;
  return low + (high - low) * ((*state >> 8) & 0xffff) / 65535.0;
}

static double slip_of(const ph_body *b)
{
  return b->shape.kind == PH_CIRCLE ? b->velocity.x + b->angular_velocity * b->shape.radius
    : b->velocity.x;
}

static double kinetic(const ph_body *b)
{
  return 0.5 * b->mass * ph_dot(b->velocity, b->velocity)
    + 0.5 * b->inertia * b->angular_velocity * b->angular_velocity;
}

static void test_no_reversal(test_context *t)
{
  unsigned state = 7;
  int reversed = 0, gained = 0, slid = 0;
  for (int k = 0; k < 60; k++) {
    char text[1024], shape[128];
    double size = uniform7(&state, 0.2, 1.0), mu = uniform7(&state, 0.05, 1.0);
    if (k % 2) snprintf(shape, sizeof shape, "box x=0 y=%.17g w=%.17g h=%.17g",
      0.5 * size - 0.001, 2.0 * size, size);
    else snprintf(shape, sizeof shape, "circle x=0 y=%.17g r=%.17g omega=%.17g",
      size - 0.001, size, uniform7(&state, -10.0, 10.0));
    snprintf(text, sizeof text, "world gravity=0,-10 integrator=symplectic solver=single "
      "friction=on\nbox x=0 y=-0.5 w=400 h=1 static material=static restitution=0\n"
      "%s material=wood friction=%.17g restitution=0 vx=%.17g\n", shape, mu,
      uniform7(&state, -8.0, 8.0));
    scene s;
    if (!CHECK(t, scene_load_text(&s, "slide.scene", text))) return;
    const ph_body *b = &s.world->bodies[1];
    for (int n = 0; n < 120; n++) {
      double before = slip_of(b), energy = kinetic(b);
      scene_step(&s, 1.0 / 60.0);
      double after = slip_of(b);
      slid += before != 0.0;
      reversed += before * after < 0.0 && fabs(after) > 1e-12;
      gained += kinetic(b) > energy * (1.0 + 1e-12) + 1e-300;
    }
    scene_destroy(&s);
  }
  test_note(t, "%d sliding steps checked", slid);
  CHECK(t, reversed == 0);
  CHECK(t, gained == 0);
  CHECK(t, slid > 1000);
}

@ @<Chapter 7 test cases@>+=
{"no_reversal", "unit", "friction never reverses the sliding within a step, nor adds energy", test_no_reversal},

@ A push below $\mu mg$. A box of $1\times1\,$m of wood (60\thinspace kg),
$\mu=0.5$ on box and floor, resting on the floor, is pushed sideways at
its centre with a constant force for 2\thinspace s. With $0.9\,\mu mg$ it
must not move: each step the push gives it $Fh/m$ sideways, less than the
$\mu gh$ friction takes; the test allows $10^{-6}\,$m of travel, the
rounding of two seconds of steps that each undo a velocity of
$Fh/m\approx0.07\,$m/s. With $1.1\,\mu mg$ it must move, with acceleration
$F/m-\mu g=0.5\,$m/s$^2$, which covers a metre in 2\thinspace s: at least
half a metre. The force goes in through |ph_body_apply_force| before each
step, as a program would push.

@<Chapter 7 test functions@>=
static double pushed(test_context *t, double share)
{
  scene s;
  if (!CHECK(t, scene_load_text(&s, "push.scene",
      "world gravity=0,-10 integrator=symplectic solver=single friction=on\n"
      "box x=0 y=-0.5 w=40 h=1 static material=static friction=0.5 restitution=0\n"
      "box x=0 y=0.499 w=1 h=1 material=wood friction=0.5 restitution=0\n"))) return NAN;
  double m = s.world->bodies[1].mass, x0 = s.world->bodies[1].position.x;
  for (int n = 0; n < 120; n++) {
    ph_body_apply_force(s.world, ph_body_id_of(1), ph_v(share * 0.5 * m * 10.0, 0.0));
    scene_step(&s, 1.0 / 60.0);
  }
  double moved = s.world->bodies[1].position.x - x0;
  scene_destroy(&s);
  return moved;
}

static void test_push(test_context *t)
{
  double below = pushed(t, 0.9), above = pushed(t, 1.1);
  test_note(t, "pushed with 0.9 mu m g: %.3g m; with 1.1 mu m g: %.3f m", below, above);
  CHECK(t, fabs(below) <= 1e-6);
  CHECK(t, above >= 0.5);
}

@ @<Chapter 7 test cases@>+=
{"push", "scene", "a push below mu m g does not move a resting box; above it, it does", test_push},

@ The tangent impulse read back. A box sliding along the floor at
4\thinspace m/s with $\mu=0.5$ slips in its first steps, so the friction
of every point it pushed is exactly $-\mu j$: the sum over the points of
|ph_world_friction_impulse| must be $-\mu$ times the sum of
|ph_world_contact_impulse|, to $10^{-12}$ of it (one multiplication);
and a point that does not exist is refused.

@<Chapter 7 test functions@>=
static void test_impulse_read(test_context *t)
{
  ph_settings settings = ph_default_settings();
  settings.gravity = ph_v(0.0, -10.0);
  settings.integrator = PH_SYMPLECTIC_EULER;
  settings.solver = PH_SINGLE_PASS;
  settings.friction = true;
  ph_world *w = ph_world_create(&settings);
  if (!CHECK(t, w != NULL)) return;
  ph_body_def floor = ph_default_body_def(), box = ph_default_body_def();
  floor.is_static = true;
  floor.shape = ph_box(40.0, 1.0);
  floor.material = ph_material_preset(PH_STATIC_MATERIAL);
  floor.position = ph_v(0.0, -0.5);
  floor.material.friction = 0.5;
  box.shape = ph_box(1.0, 1.0);
  box.position = ph_v(0.0, 0.499);
  box.velocity = ph_v(4.0, 0.0);
  box.material.friction = 0.5;
  ph_world_create_body(w, &floor);
  ph_world_create_body(w, &box);
  ph_world_step(w, 1.0 / 60.0);
  double jn = 0.0, jt = 0.0;
  if (CHECK(t, w->contact_count == 1)) {
    for (int i = 0; i < w->contacts[0].manifold.count; i++) {
      jn += ph_world_contact_impulse(w, 0, i);
      jt += ph_world_friction_impulse(w, 0, i);
    }
    test_note(t, "normal %.9g N s, friction %.9g N s", jn, jt);
    CHECK(t, jn > 0.0);
    CHECK_NEAR(t, jt, -0.5 * jn, 1e-12 * jn);
  }
  CHECK_REFUSED(t, ph_world_friction_impulse(w, 1, 0), "no such contact point");
  CHECK_REFUSED(t, ph_world_friction_impulse(w, 0, 2), "no such contact point");
  ph_world_destroy(w);
}

@ @<Chapter 7 test cases@>+=
{"impulse_read", "unit", "a slipping point's friction is -mu j; a missing point is refused", test_impulse_read},

@ The switch. A scene that does not say \.{friction=} must run exactly as
with \.{friction=off}, which is stage~6's behaviour: the box on a ramp of
$30^\circ$ with $\mu=0.9$ slides at $g\sin\theta$, to $10^{-9}$ of it, and
every bit of its state agrees with the explicit \.{off}; with
\.{friction=on} the same box stays.

@<Chapter 7 test functions@>=
static void test_switch_off(test_context *t)
{
  double theta = 0.5235987755982988, v_quiet, v_off, v_on;
  double quiet = ramp_travel(t, theta, 0.9, "", 2.0, &v_quiet);
  double off = ramp_travel(t, theta, 0.9, " friction=off", 2.0, &v_off);
  double on = ramp_travel(t, theta, 0.9, " friction=on", 2.0, &v_on);
  test_note(t, "after 2 s: %.6f m/s without the key, %.6f with friction on", v_quiet, v_on);
  CHECK(t, memcmp(&quiet, &off, sizeof quiet) == 0 && memcmp(&v_quiet, &v_off, sizeof v_off) == 0);
  CHECK_NEAR(t, v_quiet, 2.0 * 10.0 * sin(theta), 1e-9 * v_quiet);
  CHECK(t, fabs(on) < 1e-3);
}

@ @<Chapter 7 test cases@>+=
{"switch_off", "scene", "with no friction key, a scene runs as in stage 6", test_switch_off},

@ Bad input. In a scene file, a \.{friction=} on the world line that is
neither \.{on} nor \.{off} stops the program with status~2 and
\.{FILE:LINE:}. At the interface: |ph_mix_friction| refuses a negative
or NaN coefficient and gives 0, and computes the geometric mean otherwise;
|ph_world_friction_impulse| refuses a world that has stepped with no
response.

@<Chapter 7 test functions@>=
static void test_scene_keys(test_context *t)
{
  test_bad_scene(t, "world solver=single friction=sometimes\n", "friction must be on or off");
  test_bad_scene(t, "# on a body it is a number\ncircle r=1 friction=on\n",
    "'friction' is not a number");
}

static void test_boundary(test_context *t)
{
  CHECK_REFUSED(t, ph_mix_friction(-0.1, 0.5), "friction must be finite");
  CHECK_REFUSED(t, ph_mix_friction(0.5, NAN), "friction must be finite");
  CHECK_REFUSED(t, ph_mix_friction(INFINITY, 0.5), "friction must be finite");
  CHECK(t, ph_mix_friction(0.4, 0.9) == sqrt(0.4 * 0.9));
  CHECK(t, ph_mix_friction(0.0, 1.0) == 0.0);
  ph_settings good = ph_default_settings();
  ph_world *w = ph_world_create(&good);
  if (!CHECK(t, w != NULL)) return;
  CHECK(t, !w->settings.friction);
  ph_world_step(w, 1.0 / 60.0);
  CHECK_REFUSED(t, ph_world_friction_impulse(w, 0, 0), "no such contact point");
  CHECK_REFUSED(t, ph_world_friction_impulse(NULL, 0, 0), "no such contact point");
  ph_world_destroy(w);
}

@ @<Chapter 7 test cases@>+=
{"scene_keys", "cli", "a bad friction key on a world line stops with FILE:LINE:", test_scene_keys},

@ Determinism: the demo's default scene run twice for 300 steps must write
the same dump, byte for byte.

@<Chapter 7 test functions@>=
static void test_determinism(test_context *t)
{
  char out[1024], a[1024], b[1024];
  test_scratch(t, "ramp-a.csv", a, sizeof a);
  test_scratch(t, "ramp-b.csv", b, sizeof b);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene ramp --steps 300 --dump %s",
    a) == 0);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene ramp --steps 300 --dump %s",
    b) == 0);
  CHECK(t, test_files_equal(t, a, b));
}

@ @<Chapter 7 test cases@>+=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
