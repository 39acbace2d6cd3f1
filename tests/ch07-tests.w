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
static void test_impulse_read(test_context *t);
static void ramp_text(char *text, size_t size, double theta, double mu, const char *world_keys)
{
  double c = cos(theta), s = sin(theta), along = 5.0, out = 0.999;
  snprintf(text, size, "world gravity=0,-10 integrator=symplectic solver=single%s\n"@/
    "box x=0 y=0 w=40 h=1 angle=%.17g static material=static friction=%.17g "@/
    "restitution=0\n"@/
    "box x=%.17g y=%.17g w=1 h=1 angle=%.17g material=wood friction=%.17g restitution=0\n",
    world_keys, theta, mu, along * c - out * s, along * s + out * c,
    theta, mu);
}

@ The notes the book reads write small numbers as \TeX: |tex_small| gives
\.{\$2\\times10\^\{-16\}\$} for $2\times10^{-16}$, one digit, \.{0} for 0,
and a number from $10^{-3}$ to $10^4$ plainly, to two digits.

@<Chapter 7 test helpers@>=
static const char *tex_small(char *out, size_t size, double x)
{
  if (x == 0.0 || (fabs(x) >= 1e-3 && fabs(x) < 1e4)) {
    snprintf(out, size, "%.2g", x);
    return out;
  }
  int e = (int) floor(log10(fabs(x)));
  double m = x / pow(10.0, e);
  if (fabs(m) >= 9.5) m /= 10.0, e++;
  snprintf(out, size, "$%.0f\\times10^{%d}$", m, e);
  return out;
}

@ And how far a box that must not move went: \.{still to the bit} when
not at all, \.{moved} and the distance otherwise.

@<Chapter 7 test helpers@>=
static const char *held_text(char *out, size_t size, double moved)
{
  char small[48];
  if (moved == 0.0) snprintf(out, size, "still to the bit");
  else snprintf(out, size, "moved %s\\,m", tex_small(small, sizeof small, moved));
  return out;
}

@ How far the box has gone down the slope, and how fast, measured along
the ramp's direction $(-\cos\theta,-\sin\theta)$.

@<Chapter 7 test helpers@>=
static double down_slope(ph_vec2 v, double theta)
{
  return -v.x * cos(theta) - v.y * sin(theta);
}

@ Sticking. A box on a ramp with $\tan\theta<\mu$ must stay put. Two
boxes are tried, because chapter~7 measures two effects that add up. A box
whose turning the test switches off, by writing 0 into its inverse inertia
after the scene is loaded (as chapter~5's tests move bodies by writing
their positions), isolates Coulomb's law: its first point takes the whole
normal impulse $mgh\cos\theta$ and its friction, capped at $\mu$ times
that, takes all of $mgh\sin\theta$, so the box must not move at all; the
test allows $10^{-9}\,$m in 5\thinspace s, for rounding. A box that turns
is held by the single pass, which solves its two points one after the
other; chapter~7 measures (Table~\tabref{creep}) that it creeps, turning
and sinking into the ramp as a resting box of chapter~6 does on a flat
floor, by a fraction of a percent of the distance the same box slides in
the same 5\thinspace s without friction. The test allows $1\,\%$ of that
distance, and prints the creep at each angle and how many times the
largest the tolerance is. Three angles are tried, with $\tan\theta$ at
$0.2$, $0.6$ and $0.9$ of $\mu=0.5$.

The test also runs the two mistakes it must catch, at $\tan\theta=0.9\mu$,
and checks that each moves the turning box by more than the tolerance:
no friction, which by the law slides all of the frictionless distance, and
a friction at half its $\mu$, which by the law slides
$1-{1\over2}\mu/\tan\theta=44\,\%$ of it; it prints how far they went, as a
share of the frictionless distance in percent, which with a tolerance of
$1\,\%$ is also how many times the tolerance each misses by.

The notes that begin \.{def:} and \.{table:} are read by the book: the
first give the numbers chapter~7's text cites, the second the test's cell
in the chapter's table of tests (\.{book/figures/tests-measured.cmake}).

@<Chapter 7 test functions@>=
static double ramp_travel(test_context *t, double theta, double mu, const char *keys,
  bool turning, double seconds, double *speed)
{
  char text[1024];
  scene s;
  ramp_text(text, sizeof text, theta, mu, keys);
  if (!CHECK(t, scene_load_text(&s, "ramp.scene", text))) return NAN;
  if (!turning) s.world->bodies[1].inverse_inertia = 0.0;
  ph_vec2 start = s.world->bodies[1].position;
  long steps = lround(seconds * 60.0);
  for (long n = 0; n < steps; n++) scene_step(&s, 1.0 / 60.0);
  double travel = down_slope(ph_sub(s.world->bodies[1].position, start), theta);
  if (speed) *speed = down_slope(s.world->bodies[1].velocity, theta);
  scene_destroy(&s);
  return travel;
}

@ The test tries the three angles in turn, then the two mistakes, and
last writes the numbers the book cites. The smallest and largest creep,
as shares of the frictionless slide, and the farthest the box that
cannot turn moved, are kept across the angles for the book's sentence.

@<Chapter 7 test functions@>=
static void test_ramp_stick(test_context *t)
{
  static const double share[3] = {0.2, 0.6, 0.9};
  double mu = 0.5, low = INFINITY, high = 0.0, still = 0.0;
  for (int k = 0; k < 3; k++) {
    @<Set both boxes on the ramp at |share[k]| of $\mu$ and check that they stay@>@;
  }
  @<Run the two mistakes on the ramp at $0.9\,\mu$ and check that each slides@>@;
  @<Write the sticking test's numbers for the book@>@;
}

@ At each angle both boxes rest on the ramp for 5\thinspace s. The
box that cannot turn must not have moved beyond rounding; the one that
turns may creep, but by no more than $1\,\%$ of |slide|, the distance
the same box would slide in that time with no friction at all.

@<Set both boxes on the ramp at |share[k]| of $\mu$ and check that they stay@>=
double theta = atan(share[k] * mu), slide = 0.5 * 10.0 * sin(theta) * 25.0;
double held = ramp_travel(t, theta, mu, " friction=on", false, 5.0, NULL);
double turning = ramp_travel(t, theta, mu, " friction=on", true, 5.0, NULL);
test_note(t, "tan theta = %.1f mu: in 5 s the box that cannot turn moved %.3g m, "@/
  "the turning box %.3g m (%.2f%% of %.1f m)", share[k], held, turning,
  100.0 * turning / slide, slide);
CHECK(t, fabs(held) <= 1e-9);
CHECK(t, fabs(turning) <= 0.01 * slide);
low = fmin(low, fabs(turning) / slide), high = fmax(high, fabs(turning) / slide);
still = fmax(still, fabs(held));

@ A test that passes a broken engine proves nothing, so the turning box
is also run with friction off and with half its $\mu$, at the steepest
angle; each must slide farther than the tolerance.

@<Run the two mistakes on the ramp at $0.9\,\mu$ and check that each slides@>=
double theta = atan(0.9 * mu), slide = 0.5 * 10.0 * sin(theta) * 25.0;
double off = ramp_travel(t, theta, mu, " friction=off", true, 5.0, NULL) / slide;
double half = ramp_travel(t, theta, 0.5 * mu, " friction=on", true, 5.0, NULL) / slide;
test_note(t, "the mistakes at tan theta = 0.9 mu: with no friction the turning box slid "@/
  "%.1f%% of %.1f m, with half its mu %.1f%%", 100.0 * off, slide, 100.0 * half);
CHECK(t, off > 0.01 && half > 0.01);

@ The notes the book reads: the creep's range in percent, how many
times the tolerance is the largest creep, how far the two mistakes slid,
and the test's cell in the table of tests.

@<Write the sticking test's numbers for the book@>=
test_note(t, "def: \\ChSevenStickLow{%.2f}", 100.0 * low);
test_note(t, "def: \\ChSevenStickHigh{%.2f}", 100.0 * high);
test_note(t, "def: \\ChSevenStickMargin{%.1f}", 0.01 / high);
test_note(t, "def: \\ChSevenStickOff{%.0f}", 100.0 * off);
test_note(t, "def: \\ChSevenStickHalf{%.0f}", 100.0 * half);
char small[64];
test_note(t, "table: %s if it cannot turn; a creep of %.2f to %.2f\\,\\%% if it "@/
  "turns, the tolerance %.1f times the largest", held_text(small, sizeof small, still),
  100.0 * low, 100.0 * high, 0.01 / high);

@ @<Chapter 7 test cases@>=
{"boundary", "unit", "bad arguments to the new functions and settings are refused", test_boundary},
{"impulse_read", "unit", "a slipping point's friction is -mu j; a missing point is refused", test_impulse_read},
{"ramp_stick", "scene", "a box on a ramp with tan theta < mu stays put for 5 s", test_ramp_stick},

@ Sliding. With $\tan\theta>\mu$ the box must slide with
$a=g(\sin\theta-\mu\cos\theta)$. The acceleration is measured between the
end of the first second and the end of the third, from the speed along
the slope, on a box that turns. Each step the law holds exactly when the
box's two points together get the normal impulse $mgh\cos\theta$; the
single pass shares it a little unevenly from step to step (the box rocks),
which changes that step's friction by $\mu$ times the error. For the
three pairs below the result is within a fraction of a percent of the law;
the test allows $1\,\%$ of $a$, and prints the largest error and how many
times it the tolerance is. Three pairs are tried, with $\mu$ at $0.5$,
$0.8$ and $0.2$ of $\tan\theta$.

The test runs the mistakes it must catch, on the same three pairs, and
checks that each misses the law by more than the tolerance: no friction,
for which the law gives $a=g\sin\theta$, ${1\over4}$ too fast or more
here (the pair with $\mu$ at $0.2$ of $\tan\theta$ is the closest), and a
friction at half its $\mu$, at least ${1\over8}$ too fast; it prints the
least by which each was too fast, in percent.

@<Chapter 7 test functions@>=
static double ramp_acceleration(test_context *t, double theta, double mu, const char *keys)
{
  double v1, v3;
  ramp_travel(t, theta, mu, keys, true, 1.0, &v1);
  ramp_travel(t, theta, mu, keys, true, 3.0, &v3);
  return (v3 - v1) / 2.0;
}

@ The test measures the three pairs, keeping the largest error against
the law and, for each mistake, the least by which it was too fast: a
mistake must be caught on every pair, so its closest call is the one
that counts.

@<Chapter 7 test functions@>=
static void test_ramp_slide(test_context *t)
{
  static const double thetas[3] = {0.5235987755982988, 0.4, 0.7};
  static const double share[3] = {0.5, 0.8, 0.2};
  double worst = 0.0, off = INFINITY, half = INFINITY;
  for (int k = 0; k < 3; k++) {
    @<Slide the box down the ramp |thetas[k]| and check its acceleration@>@;
  }
  test_note(t, "the mistakes: with no friction at least %.1f%% too fast, with half its mu "@/
    "at least %.1f%%", 100.0 * off, 100.0 * half);
  CHECK(t, off > 0.01 && half > 0.01);
  @<Write the sliding test's numbers for the book@>@;
}

@ On each pair the box's measured acceleration must be within $1\,\%$
of $g(\sin\theta-\mu\cos\theta)$; the same pair is then run with
friction off and with half its $\mu$, to see how much too fast each
mistake makes the box.

@<Slide the box down the ramp |thetas[k]| and check its acceleration@>=
double theta = thetas[k], mu = share[k] * tan(theta);
double a = ramp_acceleration(t, theta, mu, " friction=on");
double want = 10.0 * (sin(theta) - mu * cos(theta));
test_note(t, "theta %.3f, mu %.3f: a = %.5f m/s^2, g(sin - mu cos) = %.5f", theta, mu,
  a, want);
CHECK_NEAR(t, a, want, 0.01 * want);
worst = fmax(worst, fabs(a - want) / want);
off = fmin(off, ramp_acceleration(t, theta, mu, " friction=off") / want - 1.0);
half = fmin(half, ramp_acceleration(t, theta, 0.5 * mu, " friction=on") / want - 1.0);

@ The notes the book reads: the largest error in percent, how many times
the tolerance is that error, how much too fast the two mistakes were,
and the test's cell in the table of tests.

@<Write the sliding test's numbers for the book@>=
test_note(t, "def: \\ChSevenSlideError{%.2f}", 100.0 * worst);
test_note(t, "def: \\ChSevenSlideMargin{%.1f}", 0.01 / worst);
test_note(t, "def: \\ChSevenSlideOff{%.0f}", 100.0 * off);
test_note(t, "def: \\ChSevenSlideHalf{%.0f}", 100.0 * half);
test_note(t, "table: within %.2f\\,\\%% of the law, the tolerance %.1f times that",
  100.0 * worst, 0.01 / worst);

@ @<Chapter 7 test cases@>+=
{"ramp_slide", "scene", "a box on a ramp with tan theta > mu slides at g(sin theta - mu cos theta)", test_ramp_slide},

@ Rolling. A solid disk of radius $r=0.5\,$m, launched at $v_0$ along
a floor with no spin, its bottom $1\,\mu$m into the floor, with $\mu=0.5$
on both: it must end rolling at $v={2\over3}v_0$. The engine's contact
point lies in the middle of the overlap, at $r_p=r-0.5\,\mu$m below the
centre, so ``rolling'' is $v=\omega r_p$ and the angular momentum about
that point, $mvr_p+I\omega$, is what every step keeps, to rounding: the
end is exactly $v=v_0r_p^2/(r_p^2+r^2/2)$, which the test requires to
$10^{-9}$ of $v_0$ (a few hundred steps' roundings of numbers near $v_0$),
and that differs from ${2\over3}v_0$ by ${1\over3}\delta/r$ of it for an
overlap $\delta$, here $7\times10^{-7}$: the test allows $10^{-5}$ of
$v_0$. The disk must start rolling within one step after the continuous
law's $v_0/(3\mu g)$, since the engine stops the sliding at the end of a
step, and keep rolling for another second. Three speeds are tried, and a
friction of $\mu=0.1$ once, which must reach the same end later.

@<Chapter 7 test functions@>=
static void roll(test_context *t, double v0, double mu, double *worst, int *first, int *last)
{
  char text[512];
  scene s;
  double r = 0.5;
  snprintf(text, sizeof text, "world defaults=7 gravity=0,-10 integrator=symplectic solver=single "@/
    "friction=on\n"@/
    "box x=0 y=-0.5 w=400 h=1 static material=static friction=%.17g restitution=0\n"@/
    "circle x=-150 y=0.499999 r=0.5 material=wood friction=%.17g restitution=0 vx=%.17g\n",
    mu, mu, v0);
  if (!CHECK(t, scene_load_text(&s, "roll.scene", text))) return;
  const ph_body *b = &s.world->bodies[1];
  scene_step(&s, 1.0 / 60.0);
  if (!CHECK(t, s.world->contact_count == 1)) {
    scene_destroy(&s);
    return;
  }
  @<Step the disk until its bottom stops sliding@>@;
  @<Check the speed the disk rolls at, when it began, and that it keeps rolling@>@;
  scene_destroy(&s);
}

@ The test: three speeds at $\mu={1\over2}$, and the middle one at
$\mu=0.1$.

@<Chapter 7 test functions@>=
static void test_rolling(test_context *t)
{
  double worst = 0.0;
  int first = 1000, last = 0;
  char small[64];
  roll(t, 3.0, 0.5, &worst, &first, &last);
  roll(t, 6.0, 0.5, &worst, &first, &last);
  roll(t, 9.0, 0.5, &worst, &first, &last);
  roll(t, 6.0, 0.1, &worst, &first, &last);
  test_note(t, "table: rolls after %d to %d steps, at $v_0r_p^2/(r_p^2+r^2/2)$ to %s "@/
    "of $v_0$", first, last, tex_small(small, sizeof small, worst));
}

@ The contact point's radius $r_p$, |rho| in the code, is read from the first step's
contact; the disk is stepped, for at most ten seconds, until the speed
of its bottom, $v+\omega r_p$, is below $10^{-12}$ of $v_0$.

@<Step the disk until its bottom stops sliding@>=
double rho = b->position.y - s.world->contacts[0].manifold.points[0].point.y;
int n = 1;
while (n < 600 && fabs(b->velocity.x + b->angular_velocity * rho) > 1e-12 * v0) {
  scene_step(&s, 1.0 / 60.0);
  n++;
}

@ The end speed against the exact law for the contact point and against
${2\over3}v_0$; the step it began rolling in against the law's time; and
a second later the same speed, still rolling.

@<Check the speed the disk rolls at, when it began, and that it keeps rolling@>=
double exact = v0 * rho * rho / (rho * rho + 0.5 * r * r);
test_note(t, "v0 %.1f, mu %.1f: rolls after %d steps at v = %.12f; v0 r_p^2 / (r_p^2 + "@/
  "r^2 / 2) = %.12f, 2 v0 / 3 = %.12f", v0, mu, n, b->velocity.x, exact, 2.0 * v0 / 3.0);
CHECK_NEAR(t, b->velocity.x, exact, 1e-9 * v0);
CHECK_NEAR(t, b->velocity.x, 2.0 * v0 / 3.0, 1e-5 * v0);
*worst = fmax(*worst, fabs(b->velocity.x - exact) / v0);
*first = n < *first ? n : *first, *last = n > *last ? n : *last;
CHECK(t, n / 60.0 >= v0 / (3.0 * mu * 10.0) - 1e-9 && n / 60.0 <= v0 / (3.0 * mu * 10.0) + 1.0 / 60.0);
for (int k = 0; k < 60; k++) scene_step(&s, 1.0 / 60.0);
CHECK_NEAR(t, b->velocity.x, exact, 1e-9 * v0);
CHECK(t, fabs(b->velocity.x + b->angular_velocity * rho) <= 1e-12 * v0);
*worst = fmax(*worst, fabs(b->velocity.x - exact) / v0);

@ @<Chapter 7 test cases@>+=
{"rolling", "scene", "a disk launched sliding with no spin rolls at v = omega r = 2 v0 / 3", test_rolling},

@ Friction never reverses the sliding within a step. Disks of random
sizes, materials and $\mu$ are launched along a floor at random speeds
and spins, one at a time, $1\,\mu$m into it, and stepped 120 times. A disk
has one contact point, so the sliding the step's friction acted on is the
sliding of its bottom point, $v_x+\omega r_p$, measured here from the
body's fields with $r_p$ the distance from its centre down to the
contact point. After each step the sliding must have the sign it had
before, or be within $10^{-12}\,$m/s of 0 (the rounding of $v_t-m_tv_t/m_t$).
Boxes that turn are left out: their second point's impulses change the
sliding of the first after its friction, which is the single pass's
weakness and not friction's law; the measurements show it. By the
argument of the chapter, the energy law (friction takes energy, never
gives it) is this same fact.

@<Chapter 7 test functions@>=
static double uniform7(unsigned *state, double low, double high)
{
  *state = *state * 1103515245u + 12345u;
  return low + (high - low) * ((*state >> 8) & 0xffff) / 65535.0;
}

@ The test launches its hundred disks one after the other, from a fixed
seed so that every run tries the same ones, and counts over all their
steps those in which a point slid, those in which the sliding stopped,
and those in which it reversed.

@<Chapter 7 test functions@>=
static void test_no_reversal(test_context *t)
{
  unsigned state = 7;
  int reversed = 0, slid = 0, stopped = 0;
  for (int k = 0; k < 100; k++) {
    @<Launch a disk of random size, $\mu$, speed and spin along the floor@>@;
    @<Step the disk 120 times, counting the steps that slid, stopped or reversed@>@;
    scene_destroy(&s);
  }
  test_note(t, "%d sliding steps checked; in %d of them the sliding stopped", slid, stopped);
  test_note(t, "table: %d of %d sliding steps reversed; in %d the sliding stopped", reversed,
    slid, stopped);
  CHECK(t, reversed == 0);
  CHECK(t, slid > 1500 && stopped >= 50);
}

@ The disk's size, $\mu$, spin and speed are drawn at random, and it is
set $1\,\mu$m into the floor. Its contact point then lies half that
overlap inside its rim, at |rho| below its centre.

@<Launch a disk of random size, $\mu$, speed and spin along the floor@>=
char text[1024];
double size = uniform7(&state, 0.2, 1.0), mu = uniform7(&state, 0.05, 1.0);
double omega = uniform7(&state, -10.0, 10.0), v = uniform7(&state, -8.0, 8.0);
snprintf(text, sizeof text, "world defaults=7 gravity=0,-10 integrator=symplectic solver=single "@/
  "friction=on\nbox x=0 y=-0.5 w=400 h=1 static material=static restitution=0\n"@/
  "circle x=0 y=%.17g r=%.17g omega=%.17g material=wood friction=%.17g restitution=0 "@/
  "vx=%.17g\n", size - 1e-6, size, omega, mu, v);
scene s;
if (!CHECK(t, scene_load_text(&s, "slide.scene", text))) return;
const ph_body *b = &s.world->bodies[1];
double rho = size - 0.5e-6;

@ The sliding of the bottom point, $v_x+\omega\rho$, is read before and
after each step. A step counts as sliding if it began with the point
moving, as stopped if the point ended within rounding of rest, and as
reversed if it ended moving the other way.

@<Step the disk 120 times, counting the steps that slid, stopped or reversed@>=
for (int n = 0; n < 120; n++) {
  double before = b->velocity.x + b->angular_velocity * rho;
  scene_step(&s, 1.0 / 60.0);
  double after = b->velocity.x + b->angular_velocity * rho;
  slid += fabs(before) > 1e-12;
  stopped += fabs(before) > 1e-12 && fabs(after) <= 1e-12;
  reversed += before * after < 0.0 && fabs(after) > 1e-12;
}

@ @<Chapter 7 test cases@>+=
{"no_reversal", "unit", "friction never reverses the sliding of a point within a step", test_no_reversal},

@ A push below $\mu mg$. A box of $1\times1\,$m of wood (60\thinspace kg),
$\mu=0.5$ on box and floor, resting on the floor, is pushed sideways at
its centre with a constant force for 2\thinspace s; the force goes in
through |ph_body_apply_force| before each step, as a program would push.
As on the ramp, two boxes: one whose turning is switched off, which with
$0.9\,\mu mg$ must not move at all (each step the push gives it $Fh/m$
sideways, less than the $\mu gh$ its friction can take away; $10^{-9}\,$m
for rounding), and one that turns, which the single pass lets creep a few
percent of the distance the push alone would move it,
${1\over2}(F/m)t^2=9\,$m; the test allows $5\,\%$ of that, and prints the
creep and how many times it the tolerance is. With $1.1\,\mu mg$
both must move: the box that cannot turn at exactly $F/m-\mu g=0.5\,$m/s$^2$,
a metre in 2\thinspace s, and the test asks at least $0.99\,$m of both.
It also pushes the box that turns at $0.9\,\mu mg$ with the two mistakes
it must catch, and checks that each moves it by more than the tolerance:
no friction, which by the law moves it the 9\thinspace m of the free push,
and a friction at half its $\mu$, which by the law leaves
$0.4\,\mu mg$ of the push, 4\thinspace m in 2\thinspace s; it prints how
far they went, and how many times the tolerance that is.

@<Chapter 7 test functions@>=
static double pushed(test_context *t, double share, bool turning, const char *keys, double mu)
{
  char text[512];
  scene s;
  @<Load a box resting on a long floor, both with friction |mu|@>@;
  if (!turning) s.world->bodies[1].inverse_inertia = 0.0;
  double m = s.world->bodies[1].mass, x0 = s.world->bodies[1].position.x;
  for (int n = 0; n < 120; n++) {
    ph_body_apply_force(s.world, ph_body_id_of(1), ph_v(share * 0.5 * m * 10.0, 0.0));
    scene_step(&s, 1.0 / 60.0);
  }
  double moved = s.world->bodies[1].position.x - x0;
  scene_destroy(&s);
  return moved;
}

@ The box rests on a floor 40\thinspace m long, 1\thinspace mm into it,
so that it touches from the first step; |keys| adds to the world line
the switch the test is trying.

@<Load a box resting on a long floor, both with friction |mu|@>=
snprintf(text, sizeof text, "world defaults=7 gravity=0,-10 integrator=symplectic "@/
  "solver=single %s\n"@/
  "box x=0 y=-0.5 w=40 h=1 static material=static friction=%.17g restitution=0\n"@/
  "box x=0 y=0.499 w=1 h=1 material=wood friction=%.17g restitution=0\n", keys, mu, mu);
if (!CHECK(t, scene_load_text(&s, "push.scene", text))) return NAN;

@ The test makes its six pushes first: below $\mu mg$ and above it, each
on the box that cannot turn and on the one that can, and the two mistakes
on the box that turns. |free| is how far the push alone would carry the
box in 2\thinspace s, and the tolerance is $5\,\%$ of it.

@<Chapter 7 test functions@>=
static void test_push(test_context *t)
{
  double held = pushed(t, 0.9, false, "friction=on", 0.5);
  double creep = pushed(t, 0.9, true, "friction=on", 0.5);
  double above = pushed(t, 1.1, false, "friction=on", 0.5);
  double above_turning = pushed(t, 1.1, true, "friction=on", 0.5);
  double off = pushed(t, 0.9, true, "friction=off", 0.5);
  double half = pushed(t, 0.9, true, "friction=on", 0.25);
  double free = 0.5 * 0.9 * 0.5 * 10.0 * 4.0, tolerance = 0.05 * free;
  @<Check that the push moved each box as the law says@>@;
  @<Write the push test's numbers for the book@>@;
}

@ Below $\mu mg$ the box that cannot turn must stay to rounding and the
turning one creep less than the tolerance; above it both must have gone
nearly the metre the law gives; and each mistake must move the box more
than the tolerance, or the test could not tell it from the law.

@<Check that the push moved each box as the law says@>=
test_note(t, "pushed with 0.9 mu m g: %.3g m, turning %.3f m; with 1.1 mu m g: %.3f m, "@/
  "turning %.3f m", held, creep, above, above_turning);
test_note(t, "the mistakes: with no friction the turning box moved %.3f m, with half its "@/
  "mu %.3f m", off, half);
CHECK(t, fabs(held) <= 1e-9);
CHECK(t, fabs(creep) <= tolerance);
CHECK(t, above >= 0.99 && above_turning >= 0.99);
CHECK(t, off > tolerance && half > tolerance);

@ The notes the book reads: the creep in millimetres and as a share of
the free push, the tolerance's margin over it, how far each mistake went
and how many tolerances that is, and the test's cell in the table of
tests.

@<Write the push test's numbers for the book@>=
test_note(t, "def: \\ChSevenPushCreep{%.0f}", 1000.0 * creep);
test_note(t, "def: \\ChSevenPushShare{%.1f}", 100.0 * creep / free);
test_note(t, "def: \\ChSevenPushMargin{%.1f}", tolerance / fabs(creep));
test_note(t, "def: \\ChSevenPushOff{%.1f}", off);
test_note(t, "def: \\ChSevenPushOffTimes{%.0f}", off / tolerance);
test_note(t, "def: \\ChSevenPushHalf{%.1f}", half);
test_note(t, "def: \\ChSevenPushHalfTimes{%.0f}", half / tolerance);
char small[64];
test_note(t, "table: %s if it cannot turn; a creep of %.0f\\thinspace mm, %.1f\\,\\%%, "@/
  "if it turns, the tolerance %.1f times that", held_text(small, sizeof small, fabs(held)),
  1000.0 * creep, 100.0 * creep / free, tolerance / fabs(creep));

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
  @<Make a world of stage~7 with friction on and the single pass@>@;
  @<Add a floor and a box sliding along it at 4\thinspace m/s, both with $\mu=0.5$@>@;
  ph_world_step(w, 1.0 / 60.0);
  double jn = 0.0, jt = 0.0;
  if (CHECK(t, w->contact_count == 1)) {
    @<Sum the box's normal and friction impulses and check that $j_t=-\mu j$@>@;
  }
  CHECK_REFUSED(t, ph_world_friction_impulse(w, 1, 0), "no such contact point");
  CHECK_REFUSED(t, ph_world_friction_impulse(w, 0, 2), "no such contact point");
  ph_world_destroy(w);
}

@ This test builds its world through the interface rather than from a
scene's text, since it reads the impulses back through the interface too:
stage~7's settings, with the gravity, integrator and solver the other
tests' scenes ask for.

@<Make a world of stage~7 with friction on and the single pass@>=
ph_settings settings = ph_stage_settings(7);
settings.gravity = ph_v(0.0, -10.0);
settings.integrator = PH_SYMPLECTIC_EULER;
settings.solver = PH_SINGLE_PASS;
settings.friction = true;
ph_world *w = ph_world_create(&settings);
if (!CHECK(t, w != NULL)) return;

@ The floor is static, 40\thinspace m long; the box sits 1\thinspace mm
into it, so that the first step already has a contact, and slides fast
enough that its friction cannot stop it within that step.

@<Add a floor and a box sliding along it at 4\thinspace m/s, both with $\mu=0.5$@>=
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

@ The impulses of all the box's points are added up, since the law holds
for each slipping point and so for their sum; the table's cell says
whether the two agreed to the bit or how far apart they were.

@<Sum the box's normal and friction impulses and check that $j_t=-\mu j$@>=
for (int i = 0; i < w->contacts[0].manifold.count; i++) {
  jn += ph_world_contact_impulse(w, 0, i);
  jt += ph_world_friction_impulse(w, 0, i);
}
char small[64];
test_note(t, "normal %.9g N s, friction %.9g N s", jn, jt);
if (jt == -0.5 * jn) test_note(t, "table: $j_t=-\\mu j$ to the bit");
else test_note(t, "table: $j_t=-\\mu j$ to %s of $j$",
  tex_small(small, sizeof small, fabs(jt + 0.5 * jn) / jn));
CHECK(t, jn > 0.0);
CHECK_NEAR(t, jt, -0.5 * jn, 1e-12 * jn);

@ The switch, and the defaults of a stage. A scene that asks for stage~6's
defaults and does not say \.{friction=} must run exactly as with
\.{friction=off}, which is stage~6's behaviour: the box on a ramp of
$30^\circ$ with $\mu=0.9$ slides at $g\sin\theta$, to $10^{-9}$ of it, and
every bit of its state agrees with the explicit \.{off}. One that asks for
stage~7's, or says nothing, has friction: it runs exactly as with
\.{friction=on}, and the same box, with its turning switched off, stays.

@<Chapter 7 test functions@>=
static void test_switch_off(test_context *t)
{
  double theta = 0.5235987755982988, v_quiet, v_off, v_on, v_seven, v_plain;
  double quiet = ramp_travel(t, theta, 0.9, " defaults=6", true, 2.0, &v_quiet);
  double off = ramp_travel(t, theta, 0.9, " defaults=7 friction=off", true, 2.0, &v_off);
  double on = ramp_travel(t, theta, 0.9, " defaults=7 friction=on", false, 2.0, &v_on);
  double seven = ramp_travel(t, theta, 0.9, " defaults=7", false, 2.0, &v_seven);
  double plain = ramp_travel(t, theta, 0.9, "", false, 2.0, &v_plain);
  test_note(t, "after 2 s: %.6f m/s with stage 6's defaults, %.6f with friction on",
    v_quiet, v_on);
  CHECK(t, memcmp(&quiet, &off, sizeof quiet) == 0 && memcmp(&v_quiet, &v_off, sizeof v_off) == 0);
  CHECK_NEAR(t, v_quiet, 2.0 * 10.0 * sin(theta), 1e-9 * v_quiet);
  CHECK(t, fabs(on) <= 1e-9);
  CHECK(t, memcmp(&seven, &on, sizeof on) == 0 && memcmp(&v_seven, &v_on, sizeof v_on) == 0);
  CHECK(t, fabs(plain) <= 1e-9);
}

@ @<Chapter 7 test cases@>+=
{"switch_off", "scene", "defaults=6 runs without friction as stage 6; defaults=7 and a plain scene have it", test_switch_off},

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
  ph_settings good = ph_stage_settings(6);
  ph_world *w = ph_world_create(&good);
  if (!CHECK(t, w != NULL)) return;
  CHECK(t, !w->settings.friction && ph_stage_settings(7).friction);
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
  test_dump_repeats(t, "ramp", 300);
}

@ @<Chapter 7 test cases@>+=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
