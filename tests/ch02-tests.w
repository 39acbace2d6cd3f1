@* Tests of chapter 2.
The tests of chapter~2 are the program \.{test\_ch02}. The table in
chapter~2's section ``What the tests check'' says, for each of them, the
law or the documented behaviour it checks, its tolerance and why; here is
the code, with the argument for each tolerance in full. First come the two
small worlds the tests share with the measurement program \.{bench02}; then
the tests of the integrators, of the clock and the drawing, and of the
collisions, scene files and demo of the chapter.

@*1 Worlds for tests and measurements.
The tests and the benchmark share two small worlds, which belong to the
test support of appendix~D, like chapter~1's settling world. The projectile is chapter~1's: a
particle thrown from $(1,2)$ with velocity $(3,12)$ in the default gravity.
The spring world has no gravity and one particle of mass 1\thinspace kg at
rest at $(1,0)$; the spring |test_spring(omega)|, of stiffness $\omega^2$
to the origin, gives it the angular frequency $\omega$.

@<Test support functions@>+=
ph_world *test_projectile_world(ph_integrator integrator)
{
  ph_settings s = ph_stage_settings(2);
  ph_particle_def d = ph_default_particle_def();
  ph_world *w;
  s.integrator = integrator;
  w = ph_world_create(&s);
  if (!w) return NULL;
  d.position = ph_v(1.0, 2.0);
  d.velocity = ph_v(3.0, 12.0);
  ph_world_create_particle(w, &d);
  return w;
}

@ The spring world's spring is |test_spring(omega)|, and
|test_spring_step| applies it and takes a step, as every program that keeps
a spring must.

@<Test support functions@>+=
ph_spring test_spring(double omega)
{
  ph_spring sp = {{0.0, 0.0}, omega * omega};
  return sp;
}

void test_spring_step(ph_world *w, const ph_spring *sp, double h)
{
  ph_world_apply_spring(w, sp);
  ph_world_step(w, h);
}

ph_world *test_spring_world(ph_integrator integrator)
{
  ph_settings s = ph_stage_settings(2);
  ph_particle_def d = ph_default_particle_def();
  ph_world *w;
  s.integrator = integrator;
  s.gravity = ph_v(0.0, 0.0);
  w = ph_world_create(&s);
  if (!w) return NULL;
  d.position = ph_v(1.0, 0.0);
  ph_world_create_particle(w, &d);
  return w;
}

@ @<Test function declarations@>+=
ph_world *test_projectile_world(ph_integrator integrator);
ph_world *test_spring_world(ph_integrator integrator);
ph_spring test_spring(double omega);
void test_spring_step(ph_world *w, const ph_spring *sp, double h);

@*1 The integrators.
The chapter's tests are the program \.{test\_ch02}, run by
\.{ctest -L ch02}, on this stage and every later one. The first three check
what chapter~2 derived about its integrators: the error on a projectile, and
the energy on a spring.

@(test_ch02.c@>=
#include "testing.h"
@<Chapter 2 test functions@>@;
static const test_case chapter_2_tests[] = {
  @<Chapter 2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_2_tests,
    sizeof chapter_2_tests / sizeof chapter_2_tests[0]);
}

@ The projectile's error, for each integrator at every one of 600 steps:
the height is off by exactly $+{1\over2}ght$, $-{1\over2}ght$ or nothing,
the horizontal position is exact, and the vertical velocity is
$v_{0y}-gt$ for the Euler integrators and, for Verlet, the middle-of-step
$v_{0y}-g(t-{1\over2}h)$. What is left is rounding. An Euler
step adds $h\vec v$ to a position of size up to $X\approx400\,$m, erring
by about $\epsilon X$ with $\epsilon=2^{-53}\approx1.1\times10^{-16}$; an
error in a position is not carried forward as a velocity, as it is by
Verlet, so after $n$ steps the position errs by about $n\epsilon X$, plus
the effect of the velocity's own rounding, at most $n\epsilon V$ for speeds
$V\le90\,$m/s, carried over the time $t$. Both together are below
$10^{-10}\,$m for 600 steps; the test allows $10^{-9}\,$m, and
$10^{-10}\,$m/s for the velocity. Verlet gets chapter~1's argued $10^{-7}$
for the position. Its velocity is a difference of two consecutive positions
divided by $h$, and the recurrence carries each step's rounding of a
position, about $\epsilon X\approx4\times10^{-14}\,$m, forward as a change
of that difference: $\epsilon X/h\approx3\times10^{-12}\,$m/s a step, at
most $600$ times that, $1.6\times10^{-9}\,$m/s, if every rounding went the
same way (the build measures $7\times10^{-11}$); the test allows
$10^{-8}\,$m/s. The errors
being tested reach $0.83\,$m; swapping the two lines of either Euler step
makes this test fail by that much, and a Verlet velocity that belonged to
the end of the step would miss by ${1\over2}gh\approx0.083\,$m/s.

@<Chapter 2 test functions@>=
static void test_projectile(test_context *t)
{
  static const ph_integrator integrators[3] = {PH_EXPLICIT_EULER, PH_SYMPLECTIC_EULER,
    PH_VERLET};
  static const double signs[3] = {1.0, -1.0, 0.0}, tolerances[3] = {1e-9, 1e-9, 1e-7};
  double h = 1.0 / 60.0;
  for (int k = 0; k < 3; k++) {
    ph_world *w = test_projectile_world(integrators[k]);
    ph_vec2 x0 = ph_v(1.0, 2.0), v0 = ph_v(3.0, 12.0), g = w->settings.gravity;
    for (int n = 1; n <= 600; n++) {
      ph_world_step(w, h);
      @<Check the throw of integrator |k| after step |n| against the exact parabola@>@;
    }
    ph_world_destroy(w);
  }
}

@ After each step the height must differ from the exact parabola's by the
integrator's own error, |lift|, and the horizontal position must be the
parabola's. The Euler velocities must be exact, and Verlet's must be the exact
velocity half a step back. The first failure stops that integrator's run,
with a note of where.

@<Check the throw of integrator |k| after step |n| against the exact parabola@>=
double time = n * h;
ph_vec2 exact = ph_add(x0, ph_add(ph_mul(time, v0), ph_mul(0.5 * time * time, g)));
const ph_body *b = &w->bodies[0];
double lift = signs[k] * 0.5 * 10.0 * h * time;
bool ok = CHECK_NEAR(t, b->position.y - exact.y, lift, tolerances[k])
  && CHECK_NEAR(t, b->position.x, exact.x, tolerances[k]);
if (ok && k < 2) ok = CHECK_NEAR(t, b->velocity.y, v0.y + g.y * time, 1e-10);
if (ok && k == 2) ok = CHECK_NEAR(t, b->velocity.y, v0.y + g.y * (time - 0.5 * h), 1e-8);
if (!ok) {
  test_note(t, "integrator %d, step %d", k, n);
  break;
}

@ @<Chapter 2 test cases@>=
{"projectile", "unit", "each integrator's height error is +ght/2, -ght/2 or 0", test_projectile},

@ Explicit Euler's energy on the spring of period 2\thinspace s: every
step multiplies it by $1+\omega^2h^2$, and after 1200 steps (20 seconds)
it is $(1+\omega^2h^2)^{1200}\approx27$ times $E_0$. The energy is computed
from the state with a relative rounding error of a few $\epsilon$, so a
ratio of two consecutive energies is good to about $10^{-15}$; the test
allows $10^{-12}$. The state's own relative error grows by a few
$\epsilon$ a step, since the step scales state and error alike, so after
1200 steps the energy is good to about $2\cdot1200\cdot4\epsilon\approx
10^{-12}$; the test allows $10^{-9}$. Symplectic Euler in this test, or a
step of the wrong length, fails it at the first step.

@<Chapter 2 test functions@>+=
static void test_euler_energy(test_context *t)
{
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  double factor = 1.0 + omega * omega * h * h;
  ph_world *w = test_spring_world(PH_EXPLICIT_EULER);
  ph_spring sp = test_spring(omega);
  double e0 = ph_world_energy(w, &sp), last = e0;
  for (int n = 1; n <= 1200; n++) {
    test_spring_step(w, &sp, h);
    double e = ph_world_energy(w, &sp);
    if (!CHECK_NEAR(t, e / last, factor, 1e-12)) {
      test_note(t, "step %d", n);
      break;
    }
    last = e;
  }
  CHECK_NEAR(t, last / e0 / pow(factor, 1200), 1.0, 1e-9);
  test_note(t, "E/E0 after 20 s: %.6f", last / e0);
  ph_world_destroy(w);
}

@ @<Chapter 2 test cases@>+=
{"euler_energy", "unit", "explicit Euler multiplies a spring's energy by 1+w^2h^2 a step", test_euler_energy},

@ Symplectic Euler and Verlet on the same spring for 100{,}000 steps, 28
minutes of simulated time. Three facts are checked. The modified energy
$\tilde E$ stays at its value after the first step: each step rounds it by
a few $\epsilon$, and even if every rounding went the same way the drift
would be $10^5\cdot4\epsilon\approx4\times10^{-11}$; the test allows
$10^{-9}$. The energy stays within the derived band
$[\tilde E/(1+\omega h/2),\tilde E/(1-\omega h/2)]$, widened by the same
$10^{-9}$. And the band is not loose: the largest and smallest energies come
within $10^{-4}$ of its edges, about $0.4\%$ of its half-width. (The
extremes lie where $\omega x=\pm v$; steps advance the phase by about
$\omega h$, and since that is not a rational fraction of a turn, over
thousands of periods some step falls as close as we like to each extreme.)
An explicit Euler step leaves the band within 30 steps; a symplectic step
computed with the old velocity is explicit Euler, and fails.

@<Chapter 2 test functions@>+=
static void test_bounded_energy(test_context *t)
{
  static const ph_integrator integrators[2] = {PH_SYMPLECTIC_EULER, PH_VERLET};
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  double upper = 1.0 / (1.0 - omega * h / 2.0), lower = 1.0 / (1.0 + omega * h / 2.0);
  for (int k = 0; k < 2; k++) {
    ph_world *w = test_spring_world(integrators[k]);
    ph_spring sp = test_spring(omega);
    test_spring_step(w, &sp, h);
    double reference = ph_world_modified_energy(w, &sp, h), low = 1.0, high = 1.0;
    bool ok = true;
    for (int n = 2; ok && n <= 100000; n++) {
      @<Step the spring once more, check $\tilde E$ and the band, and widen |low| and |high|@>@;
    }
    test_note(t, "integrator %d: E/E~ from %.8f to %.8f; bounds %.8f, %.8f", k, low, high,
      lower, upper);
    CHECK(t, high >= upper - 1e-4 && low <= lower + 1e-4);
    ph_world_destroy(w);
  }
}

@ Energies are taken as fractions of $\tilde E$ after the first step.
Each step must keep $\tilde E$ and stay in the band; |low| and |high|
record how near the band's edges the energy came.

@<Step the spring once more, check $\tilde E$ and the band, and widen |low| and |high|@>=
test_spring_step(w, &sp, h);
double r = ph_world_energy(w, &sp) / reference;
ok = CHECK_NEAR(t, ph_world_modified_energy(w, &sp, h) / reference, 1.0, 1e-9)
  && CHECK(t, r >= lower - 1e-9 && r <= upper + 1e-9);
if (!ok) test_note(t, "integrator %d, step %d: E/E~ = %.12f", k, n, r);
if (r < low) low = r;
if (r > high) high = r;

@ @<Chapter 2 test cases@>+=
{"bounded_energy", "unit", "symplectic Euler and Verlet keep E~ and stay in its band", test_bounded_energy},

@*1 The clock and the drawing.
The clock's count. Frames of irregular lengths, from 1 to 120
milliseconds drawn from a fixed pseudo-random sequence (the first four
exactly 50\thinspace ms, three steps each, with nothing left over), are fed
to a clock of 60 steps a second with ticks of a millisecond and a cap of 8
steps. No frame can go over the cap (120\thinspace ms and a leftover of less
than a step make at most 8 steps), so after frames of total
length $T$ the clock must have taken exactly $\lfloor 60T\rfloor$ steps,
and after each frame its $\alpha$ must be exactly the fractional part of
$60T$: integers have no rounding, so the test allows none. Then the same,
with a stall of half a second every hundredth frame: no frame may take more
than 8 steps, the steps taken and dropped must add up to $\lfloor
60T\rfloor$, and the frame after a stall must take no more than the cap.
Without the cap, or with a remainder that is not kept, the test fails.
@^spiral of death@>

@<Chapter 2 test functions@>+=
static int64_t irregular_frame(uint32_t *seed, int f)
{
  *seed = *seed * 1664525u + 1013904223u;
  return f < 4 ? 50 : 1 + (int64_t) ((*seed >> 8) % 120);
}

@ The test runs the clock twice, without stalls and with them, each time
for 5000 frames, then checks the counts; last, a clock of no steps a
second must be refused.

@<Chapter 2 test functions@>+=
static void test_clock_count(test_context *t)
{
  for (int stalls = 0; stalls < 2; stalls++) {
    ph_clock c;
    CHECK(t, ph_clock_init(&c, 60, 1000, 8));
    uint32_t seed = 2024;
    int64_t total = 0;
    int most = 0;
    for (int f = 0; f < 5000; f++) {
      @<Feed the clock frame |f|, and check its $\alpha$ when there are no stalls@>@;
    }
    @<Check the steps the clock took and dropped, and the most in one frame@>@;
  }
  ph_clock c;
  test_expect_refusal(t);
  CHECK(t, !ph_clock_init(&c, 0, 1000, 8));
  test_check_refused(t, "positive rate", __FILE__, __LINE__);
}

@ Every hundredth frame is a stall of half a second in the second run.
|total| is the time fed so far, in milliseconds, and |most| the most
steps any frame took. Without stalls, $\alpha$ must be the fractional
part of $60T$ exactly.

@<Feed the clock frame |f|, and check its $\alpha$ when there are no stalls@>=
int64_t frame = stalls && f % 100 == 99 ? 500 : irregular_frame(&seed, f);
total += frame;
int steps = ph_clock_advance(&c, frame);
if (steps > most) most = steps;
if (!stalls && !CHECK(t, ph_clock_alpha(&c) == (double) (total * 60 % 1000) / 1000.0))
  break;

@ No frame may take more than the cap; the steps taken and dropped
together must be $\lfloor60T\rfloor$; and steps are dropped only when
there were stalls.

@<Check the steps the clock took and dropped, and the most in one frame@>=
test_note(t, "%s: %.1f s in %ld steps, %ld dropped, at most %d a frame",
  stalls ? "with stalls" : "irregular", total / 1000.0, c.steps, c.dropped, most);
CHECK(t, most <= 8);
CHECK(t, c.steps + c.dropped == total * 60 / 1000);
CHECK(t, stalls ? c.dropped > 0 : c.dropped == 0);

@ @<Chapter 2 test cases@>+=
{"clock_count", "unit", "irregular frames take floor(T/h) steps, never more than the cap", test_clock_count},

@ The same states. A world with a container, twelve particles, gravity and
a spring, under symplectic Euler, is run twice: once driven by the clock
with irregular frames, and once by plain steps. After every frame of the
first, the second is brought to the same number of steps, and every
position and velocity of the two must be equal, bit for bit: the fixed step
makes the states a function of the step count alone. A clock that handed the
world its frame's length instead of $h$ would fail at the first frame.
@^determinism@>

@<Chapter 2 test functions@>+=
static ph_world *clock_test_world(void)
{
  ph_settings s = ph_stage_settings(2);
  s.integrator = PH_SYMPLECTIC_EULER;
  ph_world *w = ph_world_create(&s);
  ph_world_set_container(w, ph_v(0.0, 0.0), 3.0);
  ph_particle_def d = ph_default_particle_def();
  for (int i = 0; i < 12; i++) {
    double angle = i * 0.5235987755982988;
    d.position = ph_v(1.5 * cos(angle), 1.5 * sin(angle));
    d.velocity = ph_v(-2.0 * sin(angle), 2.0 * cos(angle) + 0.1 * i);
    d.mass = 1.0 + 0.25 * (i % 3);
    ph_world_create_particle(w, &d);
  }
  return w;
}

@ The test: a thousand irregular frames of the clock at 60 steps a
second, with at most 8 steps a frame, and after each the plain world
caught up and compared body by body.

@<Chapter 2 test functions@>+=
static void test_clock_states(test_context *t)
{
  ph_world *driven = clock_test_world(), *plain = clock_test_world();
  ph_spring sp = {{0.0, 0.0}, 3.0};
  ph_clock c;
  ph_clock_init(&c, 60, 1000, 8);
  uint32_t seed = 7;
  bool same = true;
  for (int f = 0; same && f < 1000; f++) {
    int steps = ph_clock_advance(&c, irregular_frame(&seed, f));
    for (int k = 0; k < steps; k++) test_spring_step(driven, &sp, ph_clock_dt(&c));
    while (plain->step_count < driven->step_count) test_spring_step(plain, &sp, 1.0 / 60.0);
    for (int i = 0; same && i < driven->body_count; i++) {
      const ph_body *a = &driven->bodies[i], *b = &plain->bodies[i];
      same = a->position.x == b->position.x && a->position.y == b->position.y
        && a->velocity.x == b->velocity.x && a->velocity.y == b->velocity.y;
    }
  }
  CHECK(t, same);
  CHECK(t, driven->step_count == c.steps && c.steps > 1000);
  ph_world_destroy(driven);
  ph_world_destroy(plain);
}

@ @<Chapter 2 test cases@>+=
{"clock_states", "scene", "a run with irregular frames has the states of a regular one", test_clock_states},

@ Interpolated drawing. A thrown particle is stepped once and drawn
through a drawing interface that records where the disc went. Without
interpolation it is drawn at its position; with $\alpha=0$ at the previous
position, with $\alpha={1\over4}$ a quarter of the way, which |ph_lerp|
computes with three roundings of numbers below 10, so the test allows
$10^{-14}$. Reversing the direction of the interpolation fails it.

@<Chapter 2 test functions@>+=
static ph_vec2 drawn_disc;
static void record_disc(void *context, ph_vec2 center, double radius, ph_color color)
{
  (void) context, (void) radius, (void) color;
  drawn_disc = center;
}

@ The particle is thrown and stepped once, so that its previous position
and its position differ, then drawn three times: plainly, interpolated
with $\alpha=0$, and interpolated with $\alpha={1\over4}$.

@<Chapter 2 test functions@>+=
static void test_interpolation(test_context *t)
{
  ph_world *w = test_projectile_world(PH_SYMPLECTIC_EULER);
  ph_world_step(w, 1.0 / 60.0);
  const ph_body *b = &w->bodies[0];
  ph_draw d;
  memset(&d, 0, sizeof d);
  d.solid_circle = record_disc;
  ph_world_draw(w, &d);
  CHECK(t, drawn_disc.x == b->position.x && drawn_disc.y == b->position.y);
  d.interpolate = true;
  ph_world_draw(w, &d);
  CHECK(t, drawn_disc.x == b->previous.x && drawn_disc.y == b->previous.y);
  @<Draw the particle with $\alpha={1\over4}$, and check that it is a quarter of the way@>@;
  ph_world_destroy(w);
}

@ A quarter of the way from the previous position to the present one. The
last check makes sure the two differ, or the test would prove nothing.

@<Draw the particle with $\alpha={1\over4}$, and check that it is a quarter of the way@>=
d.alpha = 0.25;
ph_world_draw(w, &d);
ph_vec2 quarter = ph_add(ph_mul(0.75, b->previous), ph_mul(0.25, b->position));
CHECK_NEAR(t, drawn_disc.x, quarter.x, 1e-14);
CHECK_NEAR(t, drawn_disc.y, quarter.y, 1e-14);
CHECK(t, b->previous.y != b->position.y);

@ @<Chapter 2 test cases@>+=
{"interpolation", "unit", "drawing with alpha puts bodies between the last two states", test_interpolation},

@*1 Collisions, scene files and the lanes.
Constraints and Euler velocities
(|@<Find the velocities the corrections leave@>|). A particle dropped from the
centre of a container comes to rest on its floor. After two seconds,
long after it landed, a symplectic Euler particle must have velocity zero,
to $10^{-12}\,$m/s (each step's correction cancels the $gh$ gained in it,
up to the rounding of $h^2g/h$); an explicit Euler one must report exactly
the $gh$ downward that was derived, to the same tolerance, and both must
lie on the floor to $10^{-12}\,$m. Then two particles fly into each other
with no gravity, as in chapter~1's momentum test, under each Euler
integrator: afterwards they must not approach each other, and their
momentum must be what it was, to $10^{-9}$ (the velocity changes are the
mass-weighted pushes divided by $h$, which cancel in the sum up to
rounding of about $\epsilon/h$). Without the correction the resting
particle's velocity grows to 20\thinspace m/s and the pair keeps
approaching, and the test fails on both counts.

@<Chapter 2 test functions@>+=
static void test_constraint_velocity(test_context *t)
{
  static const ph_integrator integrators[2] = {PH_SYMPLECTIC_EULER, PH_EXPLICIT_EULER};
  double h = 1.0 / 60.0;
  for (int k = 0; k < 2; k++) {
    ph_settings s = ph_stage_settings(2);
    s.integrator = integrators[k];
    ph_world *w = ph_world_create(&s);
    ph_world_set_container(w, ph_v(0.0, 0.0), 2.0);
    ph_particle_def d = ph_default_particle_def();
    ph_world_create_particle(w, &d);
    for (int n = 0; n < 120; n++) ph_world_step(w, h);
    const ph_body *b = &w->bodies[0];
    CHECK_NEAR(t, b->position.y, -(2.0 - d.radius), 1e-12);
    CHECK_NEAR(t, b->velocity.y, k ? -10.0 * h : 0.0, 1e-12);
    CHECK_NEAR(t, b->velocity.x, 0.0, 1e-12);
    ph_world_destroy(w);
    @<Collide two particles under integrator |k|@>@;
  }
}

@ @<Collide two particles under integrator |k|@>=
s.gravity = ph_v(0.0, 0.0);
w = ph_world_create(&s);
d.position = ph_v(-1.0, 0.1), d.velocity = ph_v(2.0, 0.0), d.mass = 1.0;
ph_world_create_particle(w, &d);
d.position = ph_v(1.0, -0.1), d.velocity = ph_v(-1.0, 0.5), d.mass = 3.0;
ph_world_create_particle(w, &d);
for (int n = 0; n < 120; n++) ph_world_step(w, h);
const ph_body *A = &w->bodies[0], *B = &w->bodies[1];
ph_vec2 p = ph_add(ph_mul(A->mass, A->velocity), ph_mul(B->mass, B->velocity));
CHECK_NEAR(t, p.x, -1.0, 1e-9);
CHECK_NEAR(t, p.y, 1.5, 1e-9);
ph_vec2 n = ph_sub(A->position, B->position);
CHECK(t, ph_dot(ph_sub(A->velocity, B->velocity), n) / ph_length(n) >= -1e-9);
ph_world_destroy(w);

@ @<Chapter 2 test cases@>+=
{"constraint_velocity", "unit", "Euler bodies rest on floors and collide like Verlet ones", test_constraint_velocity},

@ A refused spring changes nothing (rule~4 of chapter~1's validation, and
|ph_world_apply_spring|'s promise). Three particles with no gravity each
carry a force of their own; the third is $10^{300}\,$m from the anchor, so
that a spring of stiffness $10^{10}\,$N/m overflows on it alone. The call
must return |false| with its sentence, and every body's force must be
bit for bit what it was: the first two bodies, whose forces are finite and
come first in the loop, are where an engine that adds as it checks would
have changed them. Then a spring that fits is applied, and each force must
be its own plus $-k(\vec x-\vec p)$ exactly, since one addition of two
numbers rounds the same however it is reached.

@<Chapter 2 test functions@>+=
static void test_spring_refused(test_context *t)
{
  ph_settings s = ph_stage_settings(2);
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  static const double xs[3] = {1.0, -2.0, 1e300};
  ph_vec2 before[3];
  for (int i = 0; i < 3; i++) {
    d.position = ph_v(xs[i], 0.5);
    ph_body_id id = ph_world_create_particle(w, &d);
    ph_body_apply_force(w, id, ph_v(0.25 * (i + 1), -1.0));
    before[i] = w->bodies[i].force;
  }
  ph_spring sp = {{0.0, 0.0}, 1e10};
  CHECK_REFUSED(t, CHECK(t, !ph_world_apply_spring(w, &sp)), "spring's force on a body is not finite");
  for (int i = 0; i < 3; i++)
    CHECK(t, w->bodies[i].force.x == before[i].x && w->bodies[i].force.y == before[i].y);
  sp.stiffness = 2.0;
  CHECK(t, ph_world_apply_spring(w, &sp));
  for (int i = 0; i < 2; i++)
    CHECK(t, w->bodies[i].force.x == before[i].x - 2.0 * xs[i]
      && w->bodies[i].force.y == before[i].y - 2.0 * 0.5);
  ph_world_destroy(w);
}

@ @<Chapter 2 test cases@>+=
{"spring_refused", "unit", "a spring refused for one body adds no force to any", test_spring_refused},

@ Scene files name the integrators. For each name a scene file with the
projectile is run for 600 steps by \.{ch02}, and the height in the last row
of the dump must be off by the derived amount; the dump prints 17 digits,
so it carries the engine's numbers exactly, and the tolerance is the
loosest of the projectile test's, Verlet's $10^{-7}$\thinspace m, for all
three; the wrong integrator's answer would miss by ${1\over2}ght\approx
0.83$\thinspace m. Misspelt and bad values are refused with the file's
line.

@<Chapter 2 test functions@>+=
static void test_scene_integrators(test_context *t)
{
  static const char *const names[3] = {"euler", "symplectic", "verlet"};
  static const double signs[3] = {1.0, -1.0, 0.0};
  char path[1024], csv[1024], out[2048];
  test_scratch(t, "integrator.scene", path, sizeof path);
  test_scratch(t, "integrator.csv", csv, sizeof csv);
  double h = 1.0 / 60.0, time = 600 * h, row[9];
  for (int k = 0; k < 3; k++) {
    FILE *f = fopen(path, "w");
    if (!CHECK(t, f != NULL)) return;
    fprintf(f, "world defaults=2 gravity=0,-10 integrator=%s\nparticle x=1 y=2 vx=3 vy=12\n", names[k]);
    fclose(f);
    CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 600 --dump %s",
      path, csv) == 0);
    if (CHECK(t, test_csv_row(csv, 602, row, 9)))
      CHECK_NEAR(t, row[4] - (2.0 + 12.0 * time - 5.0 * time * time),
        signs[k] * 0.5 * 10.0 * h * time, 1e-7);
  }
  test_bad_scene(t, "world integrator=Euler\n", "unknown integrator 'Euler'");
  test_bad_scene(t, "world spring=-1\n", "spring stiffness must be");
  test_bad_scene(t, "world anchor=1\n", "'anchor' must be two numbers");
  test_bad_scene(t, "world spring=nan\n", "'spring' must be finite");
}

@ @<Chapter 2 test cases@>+=
{"scene_integrators", "cli", "scene files choose each integrator by name", test_scene_integrators},

@ A golden dump: twenty steps of a small scene in \.{tests/scenes/ch02-bounce.scene},
symplectic Euler with a spring, a container and three particles of
different masses that collide, so that both Euler rules of this chapter,
the step and the correction of velocities, take part. Only additions,
multiplications, divisions and square roots are used, and chapter~1
explained why that makes the file the same on every machine.

@<Chapter 2 test functions@>+=
static void test_golden_bounce(test_context *t)
{
  test_dump_equals_golden(t, "scenes/ch02-bounce.scene", "golden/ch02-bounce.csv", 20);
}

@ @<Chapter 2 test cases@>+=
{"golden_bounce", "golden", "a symplectic scene's dump equals the golden file", test_golden_bounce},

@ The lanes. A headless screenshot of \.{orbits} at step 0 must show the
first body in each of the three lanes. Its view is 14\thinspace m wide, so
one lane, a third of the 800 pixels, shows those 14\thinspace m: $800/42$
pixels a metre. Lane $k$ has the anchor at $x=400+(k-1)\cdot800/3$, and the
body, 4\thinspace m to the right, at $209.5$, $476.2$ and $742.9$, on the
middle row 300; its radius is 7.6 pixels. The test looks 3 pixels below each
centre, off the line of the spring, for the body's colour, and in the
middle lane 7.9\thinspace m above the anchor, where nothing is, for the
background.

@<Chapter 2 test functions@>+=
static void test_lanes(test_context *t)
{
  char out[1024], image[1024];
  test_scratch(t, "orbits.bmp", image, sizeof image);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene orbits --steps 0 --screenshot %s",
    image) == 0);
  static const int columns[3] = {209, 476, 743};
  uint8_t rgb[3];
  ph_color first = ph_palette(0);
  for (int k = 0; k < 3; k++)
    if (CHECK(t, test_bmp_pixel(t, image, columns[k], 303, rgb)))
      CHECK(t, rgb[0] == first.r && rgb[1] == first.g && rgb[2] == first.b);
  if (CHECK(t, test_bmp_pixel(t, image, 400, 150, rgb)))
    CHECK(t, rgb[0] == 24 && rgb[1] == 26 && rgb[2] == 33);
}

@ @<Chapter 2 test cases@>+=
{"lanes", "golden", "the orbits scene is drawn in three lanes", test_lanes},

