@* Tests of chapter 3.
The tests of chapter~3 are the program \.{test\_ch03}, run by CTest
under the label \.{ch03} on this stage and every later one. They check the
masses and centroids of the chapter's worked examples, Newton's second law
for forces and impulses, static bodies and the gravity scale, the period of
a body on a spring, every refusal of the body definition's check, and the
scene keywords, the demo scene and the drawing of shapes. The chapter's
section ``What the tests check'' gives each test in one line, with its
tolerance and the reason for it; here are the code and the longer
arguments behind those tolerances.

@*1 The test program.
Like chapter~1's, every test names the Verlet integrator rather than
trusting the default.

@(test_ch03.c@>=
#include "testing.h"
@<Chapter 3 test functions@>@;
static const test_case chapter_3_tests[] = {
  @<Chapter 3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_3_tests,
    sizeof chapter_3_tests / sizeof chapter_3_tests[0]);
}

@ A world for the tests, with gravity as given.

@<Chapter 3 test functions@>=
static ph_world *test_world(ph_vec2 gravity)
{
  ph_settings s = ph_stage_settings(3);
  s.integrator = PH_VERLET;
  s.gravity = gravity;
  return ph_world_create(&s);
}

@*1 Mass and the laws of motion.
Masses and centroids against the hand computations of this chapter: a
wooden ball of radius 0.5 (mass $60\pi/4$), a rock box $2\times1$ (540\thinspace
kg, centred), and the worked quadrilateral in wood (540\thinspace kg, centroid
$({19\over9},{11\over9})$). Every number involved is below 10 and goes
through a handful of roundings, so the results are good to a few units of
$10^{-15}$ relative; the test allows $10^{-12}$ relative, which a wrong
formula (a missing ${1\over2}$ or ${1\over3}$, the wrong reference point)
misses by many orders. The same quadrilateral moved a kilometre from the
origin must give the same mass and a centroid moved by the same kilometre:
since the fan is spun from $\vec v_0$ its edge vectors are computed from
coordinates near 1000 that are exact in binary, so the answer is as good as
near the origin. Last, a body made of it through the interface must sit
with its centre of mass at its position plus the centroid, have the mass
and inverse mass, and carry a shape whose own centroid is now at its origin.
@^centroid@>

@<Chapter 3 test functions@>+=
static void test_mass_properties(test_context *t)
{
  double pi = 3.14159265358979323846;
  ph_shape ball = ph_circle(0.5), box = ph_box(2.0, 1.0);
  ph_mass_data m = ph_shape_mass(&ball, 60.0);
  CHECK_NEAR(t, m.mass, 60.0 * pi * 0.25, 1e-12 * 47.0);
  CHECK(t, m.center.x == 0.0 && m.center.y == 0.0);
  m = ph_shape_mass(&box, 270.0);
  CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
  CHECK_NEAR(t, m.center.x, 0.0, 1e-15);
  CHECK_NEAR(t, m.center.y, 0.0, 1e-15);
  @<Check the worked quadrilateral, near and far@>@;
}

@ The quadrilateral far away is the same one moved by
$(1000,-1000)$: its mass must not change, and its centroid must move by
just that much.

@<Check the worked quadrilateral, near and far@>=
ph_vec2 v[4] = {{0.0, 0.0}, {4.0, 0.0}, {4.0, 2.0}, {1.0, 3.0}}, far[4];
for (int k = 0; k < 4; k++) far[k] = ph_add(v[k], ph_v(1000.0, -1000.0));
ph_shape quad = ph_polygon(v, 4), far_quad = ph_polygon(far, 4);
m = ph_shape_mass(&quad, 60.0);
CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
CHECK_NEAR(t, m.center.x, 19.0 / 9.0, 1e-12 * 2.0);
CHECK_NEAR(t, m.center.y, 11.0 / 9.0, 1e-12 * 2.0);
m = ph_shape_mass(&far_quad, 60.0);
CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
CHECK_NEAR(t, m.center.x, 1000.0 + 19.0 / 9.0, 1e-12 * 1000.0);
CHECK_NEAR(t, m.center.y, -1000.0 + 11.0 / 9.0, 1e-12 * 1000.0);
@<Check a body made of the quadrilateral: its place, its mass and its shape's centroid@>@;

@ The body is placed at $(10,5)$ in the default material, wood. Its
position is its centre of mass, so it must be the centroid's place; and
the shape it carries has been moved so that its own centroid is at its
origin.

@<Check a body made of the quadrilateral: its place, its mass and its shape's centroid@>=
ph_world *w = test_world(ph_v(0.0, -10.0));
ph_body_def d = ph_default_body_def();
d.shape = quad;
d.position = ph_v(10.0, 5.0);
const ph_body *b = ph_world_body(w, ph_world_create_body(w, &d));
if (CHECK(t, b != NULL)) {
  CHECK_NEAR(t, b->position.x, 10.0 + 19.0 / 9.0, 1e-12 * 10.0);
  CHECK_NEAR(t, b->position.y, 5.0 + 11.0 / 9.0, 1e-12 * 10.0);
  CHECK_NEAR(t, b->mass, 540.0, 1e-12 * 540.0);
  CHECK_NEAR(t, b->inverse_mass * b->mass, 1.0, 1e-15);
  ph_mass_data own = ph_shape_mass(&b->shape, 60.0);
  CHECK_NEAR(t, own.center.x, 0.0, 1e-12 * 2.0);
  CHECK_NEAR(t, own.center.y, 0.0, 1e-12 * 2.0);
}
ph_world_destroy(w);

@ @<Chapter 3 test cases@>=
{"mass_properties", "unit", "masses and centroids of circle, box and polygon match hand values", test_mass_properties},

@ Newton's second law. Two boxes of the same size, one wooden (60\thinspace
kg) and one steel (785\thinspace kg), are given the same force
$\vec F=(120,300)\,$N before every one of 600 steps, under gravity. Each
must follow the parabola of the constant acceleration $\vec g+\vec F/m$,
$$\vec x(t)=\vec x_0+{\textstyle{1\over2}}(\vec g+\vec F/m)\,t^2,$$
which Verlet integration, started right, reproduces to rounding
(chapter~1). The rounding argument of chapter~1's free-fall test applies
unchanged: at most ${1\over2}n^2\epsilon X$ for $n=600$ steps, where $X$ is
the largest coordinate reached. That is the steel box's height: the upward
300\thinspace N takes less off its weight than off the wooden box's, so it
falls ${1\over2}(10-300/785)\cdot10^2\approx481\,$m in the 10\thinspace s,
against the wooden box's 250\thinspace m, and the bound is
${1\over2}\cdot600^2\cdot1.1\times10^{-16}\cdot481\approx1.0\times
10^{-8}\,$m; the test allows $10^{-7}\,$m. Had the engine used the mass of the wrong body, or forgotten
to divide by the mass, the wooden box would be off by metres; a mass wrong by
one part in a million would already be off by $10^{-4}\,$m at the end.
The test also checks that the
steel box's horizontal displacement is the wooden one's times
$60/785$: equal forces, accelerations in inverse proportion to mass.
@^Newton's second law@>

@<Chapter 3 test functions@>+=
static void test_newton(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  ph_body_id wood = ph_world_create_body(w, &d);
  d.material = ph_material_preset(PH_METAL);
  d.position = ph_v(3.0, 0.0);
  ph_body_id steel = ph_world_create_body(w, &d);
  ph_vec2 F = ph_v(120.0, 300.0), g = w->settings.gravity;
  double h = 1.0 / 60.0;
  for (int n = 1; n <= 600; n++) {
    ph_body_apply_force(w, wood, F);
    ph_body_apply_force(w, steel, F);
    ph_world_step(w, h);
    double time = n * h;
    @<Check that each box is on its parabola at |time|@>@;
  }
  double dx_wood = ph_world_body(w, wood)->position.x;
  double dx_steel = ph_world_body(w, steel)->position.x - 3.0;
  CHECK_NEAR(t, dx_steel, dx_wood * 60.0 / 785.0, 1e-7);
  ph_world_destroy(w);
}

@ @<Check that each box is on its parabola at |time|@>=
{
  ph_body_id ids[2] = {wood, steel};
  ph_vec2 x0[2] = {{0.0, 0.0}, {3.0, 0.0}};
  bool ok = true;
  for (int k = 0; k < 2; k++) {
    const ph_body *b = ph_world_body(w, ids[k]);
    ph_vec2 a = ph_add(g, ph_mul(1.0 / b->mass, F));
    ph_vec2 exact = ph_add(x0[k], ph_mul(0.5 * time * time, a));
    ok = ok && CHECK_NEAR(t, b->position.x, exact.x, 1e-7)
      && CHECK_NEAR(t, b->position.y, exact.y, 1e-7);
  }
  if (!ok) break;
}

@ @<Chapter 3 test cases@>+=
{"newton", "unit", "an applied force gives the acceleration F/m, to rounding", test_newton},

@ Forces do not leak from one step into the next. A body in a world
without gravity gets a force before the first step only. After that step
its accumulator must be exactly zero, and the second step must add nothing
to its velocity: the velocity after the second step equals the one after
the first, to the rounding of a difference of positions near 1\thinspace m
divided by $h$, about $10^{-14}\,$m/s (the test allows $10^{-12}$). A
second body that was never pushed must not have moved at all. If the
accumulator were not cleared, the second step would add another
$h\,\vec F/m=0.5\,$m/s.

@<Chapter 3 test functions@>+=
static void test_forces_clear(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, 0.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  ph_body_id pushed = ph_world_create_body(w, &d);
  d.position = ph_v(5.0, 0.0);
  ph_body_id other = ph_world_create_body(w, &d);
  ph_body_apply_force(w, pushed, ph_v(1800.0, 0.0));
  ph_world_step(w, 1.0 / 60.0);
  const ph_body *b = ph_world_body(w, pushed);
  CHECK(t, b->force.x == 0.0 && b->force.y == 0.0);
  double v1 = b->velocity.x;
  ph_world_step(w, 1.0 / 60.0);
  CHECK(t, v1 > 0.2);
  CHECK_NEAR(t, ph_world_body(w, pushed)->velocity.x, v1, 1e-12);
  const ph_body *o = ph_world_body(w, other);
  CHECK(t, o->position.x == 5.0 && o->position.y == 0.0);
  ph_world_destroy(w);
}

@ @<Chapter 3 test cases@>+=
{"forces_clear", "unit", "a force acts for one step only and on its own body only", test_forces_clear},

@ A static body never moves, whatever is done to it. One is made in a world
with gravity, given forces and impulses (large ones) before each of 600
steps, and must be, bit for bit, where it was made, with zero velocity.
It has zero mass and inverse mass. A moving body made of the static
material, density 0, is refused.

@<Chapter 3 test functions@>+=
static void test_static(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(10.0, 1.0);
  d.material = ph_material_preset(PH_STATIC_MATERIAL);
  d.is_static = true;
  d.position = ph_v(1.5, -2.0);
  ph_body_id id = ph_world_create_body(w, &d);
  for (int n = 0; n < 600; n++) {
    ph_body_apply_force(w, id, ph_v(1e6, -1e6));
    ph_body_apply_impulse(w, id, ph_v(-1e5, 1e5));
    ph_world_step(w, 1.0 / 60.0);
  }
  const ph_body *b = ph_world_body(w, id);
  CHECK(t, b->position.x == 1.5 && b->position.y == -2.0);
  CHECK(t, b->velocity.x == 0.0 && b->velocity.y == 0.0);
  CHECK(t, b->mass == 0.0 && b->inverse_mass == 0.0 && ph_body_is_static(w, id));
  d.is_static = false;
  CHECK_REFUSED(t, ph_world_create_body(w, &d), "needs a positive density");
  CHECK(t, w->body_count == 1);
  ph_world_destroy(w);
}

@ @<Chapter 3 test cases@>+=
{"static", "unit", "a static body never moves whatever is applied", test_static},

@ Gravity scale. A body with scale 0 in a world with gravity must stay
exactly where it is: its acceleration is exactly zero, as
|@<Add the other accelerations of body |b| to |a|@>| promises, so its position
does not change by a single bit in 600 steps. A body with scale $-{1\over2}$
must rise along the parabola of acceleration $-{1\over2}\vec g$, within the
free-fall tolerance of $10^{-7}\,$m.

@<Chapter 3 test functions@>+=
static void test_gravity_scale(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def d = ph_default_body_def();
  d.gravity_scale = 0.0;
  d.position = ph_v(0.25, 3.0);
  ph_body_id floating = ph_world_create_body(w, &d);
  d.gravity_scale = -0.5;
  d.position = ph_v(4.0, 0.0);
  ph_body_id rising = ph_world_create_body(w, &d);
  for (int n = 0; n < 600; n++) ph_world_step(w, 1.0 / 60.0);
  const ph_body *f = ph_world_body(w, floating), *r = ph_world_body(w, rising);
  CHECK(t, f->position.x == 0.25 && f->position.y == 3.0);
  CHECK_NEAR(t, r->position.y, 0.5 * 5.0 * 10.0 * 10.0, 1e-7);
  CHECK(t, r->position.x == 4.0);
  ph_world_destroy(w);
}

@ @<Chapter 3 test cases@>+=
{"gravity_scale", "unit", "gravity scale 0 floats exactly, -1/2 rises at g/2", test_gravity_scale},

@ Impulses. A body of mass $m$ at rest, with no gravity, is given an
impulse $\vec J$ in two situations: before its first step, and after it
has taken a step. In both the velocity it reports at once, and the velocity
it has after the next step, must be $\vec J/m$; the displacement over the
next step must be $h\vec J/m$. For the started body this is what moving
|previous| back does; if the impulse only changed |velocity|, which a
started Verlet body ignores, the body would not move at all. The numbers
are a few metres per second and the tolerance, $10^{-12}$, is again the
rounding of a difference of positions divided by $h$.

@<Chapter 3 test functions@>+=
static void test_impulse(test_context *t)
{
  double h = 1.0 / 60.0;
  for (int started = 0; started < 2; started++) {
    ph_world *w = test_world(ph_v(0.0, 0.0));
    ph_body_def d = ph_default_body_def();
    d.shape = ph_box(1.0, 1.0);
    ph_body_id id = ph_world_create_body(w, &d);
    if (started) ph_world_step(w, h);
    const ph_body *b = ph_world_body(w, id);
    ph_vec2 before = b->position;
    ph_body_apply_impulse(w, id, ph_v(120.0, -30.0));
    CHECK_NEAR(t, b->velocity.x, 2.0, 1e-12);
    ph_world_step(w, h);
    CHECK_NEAR(t, b->velocity.x, 2.0, 1e-12);
    CHECK_NEAR(t, b->velocity.y, -0.5, 1e-12);
    CHECK_NEAR(t, b->position.x - before.x, 2.0 * h, 1e-12);
    ph_world_destroy(w);
  }
}

@ @<Chapter 3 test cases@>+=
{"impulse", "unit", "an impulse J changes the velocity by J/m, before and after the start", test_impulse},

@ A spring's period, the demo's physics, measured. A body of mass $m$ on a
zero-length spring of stiffness $k$, with no gravity, let go at rest
1\thinspace m from the anchor, swings with the period $T=2\pi\sqrt{m/k}$.
The test applies the spring force itself, through the interface, before
every step, for two boxes of 8 and 80\thinspace kg, and measures the time
at which each first comes back to the top of its swing, where its velocity
turns from positive to negative.

The Verlet recurrence solves this oscillator {\it exactly}, only with a
slightly different frequency: with $\omega=\sqrt{k/m}$ and the exact first
step of chapter~1, the positions are $x_n=\cos(\tilde\omega nh)$ with
$\sin(\tilde\omega h/2)=\omega h/2$, as one checks by putting them into the
recurrence. So the period it shows is $\tilde T=2\pi/\tilde\omega$, a
little shorter than $T$, by about $(\omega h)^2/24$: with $k/m=15\,\rm
s^{-2}$ and $h=1/60\,$s that is $15/(3600\cdot24)=1.7\times10^{-4}$
relative for the light box. The velocities the engine reports are
differences of positions, the exact sine at the middle of each step, and the
test finds the zero crossing by a straight line between two of them. A
sine has no curvature at its zero, so that line errs only in the third
order. Let the two samples be $a$ before and $b$ after the crossing,
$a+b=h$, and write $u=\tilde\omega t$; with $\sin u=u-u^3/6$ the line
through $(-a,-\sin\tilde\omega a)$ and $(b,\sin\tilde\omega b)$ crosses zero
at $ab(b-a)\tilde\omega^2/6$, to the leading order. The largest value of
$ab(b-a)$ with $a+b=h$ is $h^3/(6\sqrt3)$, at $b-a=h/\sqrt3$, so the error
is at most $(\omega h)^2h/(36\sqrt3)\approx(\omega h)^2h/62$: for the light
box $1.1\times10^{-6}\,$s, or $7\times10^{-7}$ of the period. The test
demands $\tilde T$ to $10^{-5}$ relative, and $T$ to $10^{-3}$. A mass
wrong by one percent would change the period by half a percent.
@^period of a spring@>

@<Chapter 3 test functions@>+=
static double measured_period(double mass, double k, double h)
{
  ph_world *w = test_world(ph_v(0.0, 0.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  d.material.density = mass;
  d.position = ph_v(0.0, 1.0);
  ph_body_id id = ph_world_create_body(w, &d);
  const ph_body *b = ph_world_body(w, id);
  double last = 0.0, period = -1.0;
  int turns = 0;
  for (int n = 1; n < 100000 && period < 0.0; n++) {
    ph_body_apply_force(w, id, ph_mul(-k, b->position));
    ph_world_step(w, h);
    double v = b->velocity.y;
    if (last > 0.0 && v <= 0.0 && ++turns == 1)
      period = (n - 1.5) * h + h * last / (last - v);
    last = v;
  }
  ph_world_destroy(w);
  return period;
}

@ @<Chapter 3 test functions@>+=
static void test_spring_period(test_context *t)
{
  double h = 1.0 / 60.0, k = 120.0, masses[2] = {8.0, 80.0};
  for (int i = 0; i < 2; i++) {
    double m = masses[i], omega = sqrt(k / m);
    double T = 2.0 * 3.14159265358979323846 / omega;
    double T_verlet = h * 3.14159265358979323846 / asin(omega * h / 2.0);
    double got = measured_period(m, k, h);
    test_note(t, "m = %g kg: period %.6f s, Verlet's %.6f s, exact %.6f s", m, got,
      T_verlet, T);
    CHECK_NEAR(t, got, T_verlet, 1e-5 * T);
    CHECK_NEAR(t, got, T, 1e-3 * T);
  }
}

@ @<Chapter 3 test cases@>+=
{"spring_period", "unit", "a mass on a spring swings with period 2 pi sqrt(m/k)", test_spring_period},

@*1 Validation.
Each rule of |ph_body_def_check| and |ph_shape_check|, and
the checks of the force and impulse calls, must refuse its bad input with its own
sentence and make nothing. The test starts from a good definition each
time, spoils one thing, and expects the refusal; at the end the world must
still hold no body. The star is the pentagram of the polygon rules: every
corner turns left and its area is positive, and it is refused as not convex.
The boxes asked for with a width or height that is zero, negative or not a
number are refused by name, |ph_box(-1,-1)| among them, whose corners
would otherwise make a good square.
@^validation@>

@<Chapter 3 test functions@>+=
static void refuse_def(test_context *t, ph_world *w, ph_body_def d, const char *fragment)
{
  test_expect_refusal(t);
  ph_body_id id = ph_world_create_body(w, &d);
  if (!test_check_refused(t, fragment, __FILE__, __LINE__) || !CHECK(t, ph_body_id_is_null(id)))
    test_note(t, "expected a refusal with '%s'", fragment);
}

static ph_body_def with_polygon(ph_body_def d, const double *xy, int n)
{
  ph_vec2 v[16];
  for (int i = 0; i < n; i++) v[i] = ph_v(xy[2 * i], xy[2 * i + 1]);
  d.shape = ph_polygon(v, n);
  return d;
}

@ @<Chapter 3 test functions@>+=
static void test_body_validation(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def good = ph_default_body_def(), d;
  d = good; d.position.x = NAN; refuse_def(t, w, d, "position must be finite");
  d = good; d.velocity.y = INFINITY; refuse_def(t, w, d, "velocity must be finite");
  d = good; d.is_static = true; d.velocity.x = 1.0; refuse_def(t, w, d, "static body cannot move");
  d = good; d.gravity_scale = NAN; refuse_def(t, w, d, "gravity scale must be finite");
  d = good; d.shape = ph_circle(0.0); refuse_def(t, w, d, "radius must be positive");
  d = good; d.shape = ph_circle(INFINITY); refuse_def(t, w, d, "radius must be positive");
  d = good; d.shape.kind = (ph_shape_kind) 77; refuse_def(t, w, d, "unknown kind of shape");
  @<Refuse each kind of bad polygon@>@;
  @<Refuse each kind of bad material and mass@>@;
  CHECK(t, w->body_count == 0);
  @<Refuse bad forces and impulses@>@;
  ph_world_destroy(w);
}

@ A shape is refused for its vertices, for its size, or for its form.
The vertices of the bad polygons come first, each polygon as a flat list
of coordinates $x_0,y_0,x_1,y_1,\ldots$ for |with_polygon|.

@<Refuse each kind of bad polygon@>=
{
  @<The vertices of the bad polygons@>@;
  @<Refuse polygons for their vertices, and shapes too large@>@;
  @<Refuse polygons that are clockwise or not convex, and boxes with no area@>@;
}

@ Too few vertices and too many; one that is not finite; two the same;
three on a line; a square listed clockwise; a square with a dent; one
with a vertex in the middle of an edge; and a five-pointed star.

@<The vertices of the bad polygons@>=
static const double two[] = {0, 0, 1, 0};
static const double nine[] = {1, 0, .8, .6, .3, .95, -.3, .95, -.8, .6, -1, 0, -.8, -.6, 0, -1,
  .8, -.6};
static const double infinite[] = {0, 0, 1, 0, INFINITY, 1};
static const double twice[] = {0, 0, 1, 0, 1, 0, 0, 1};
static const double collinear[] = {0, 0, 1, 1, 2, 2};
static const double clockwise[] = {0, 0, 0, 1, 1, 1, 1, 0};
static const double dent[] = {0, 0, 2, 0, 1, 0.5, 2, 2, 0, 2};
static const double middle[] = {0, 0, 1, 0, 2, 0, 1, 1};
static const double star[] = {1, 0, -0.809, 0.588, 0.309, -0.951, 0.309, 0.951, -0.809,
  -0.588};

@ Each message names what is wrong, and for a vertex which one, counted
from 0. Two more polygons are listed where they are used: a bow tie,
whose edges cross, and one with a vertex too far away. A box or a circle
that reaches farther than the engine allows is refused as well.

@<Refuse polygons for their vertices, and shapes too large@>=
refuse_def(t, w, with_polygon(good, two, 2), "needs 3 to 8 vertices (got 2)");
refuse_def(t, w, with_polygon(good, nine, 9), "needs 3 to 8 vertices (got 9)");
refuse_def(t, w, with_polygon(good, infinite, 3), "vertex 2 must be finite");
refuse_def(t, w, with_polygon(good, twice, 4), "vertices 1 and 2 are the same point");
static const double bow_tie[] = {0, 0, 1, 1, 1, 0, 0, 1};
static const double far[] = {0, 0, 1, 0, 0, 1e300};
refuse_def(t, w, with_polygon(good, collinear, 3), "no area: its vertices lie on one line");
refuse_def(t, w, with_polygon(good, bow_tie, 4), "polygon crosses itself");
refuse_def(t, w, with_polygon(good, far, 3), "vertex 2 is more than 1e+06 m");
d = good; d.shape = ph_box(1e300, 1.0); refuse_def(t, w, d, "at most 2e+06 m");
d = good; d.shape = ph_circle(1e300); refuse_def(t, w, d, "circle radius must be");

@ The form: vertices must go counter-clockwise and make a convex
polygon, and a box needs a positive width and height.

@<Refuse polygons that are clockwise or not convex, and boxes with no area@>=
refuse_def(t, w, with_polygon(good, clockwise, 4), "counter-clockwise");
refuse_def(t, w, with_polygon(good, dent, 5), "must be convex");
refuse_def(t, w, with_polygon(good, middle, 4), "must be convex");
refuse_def(t, w, with_polygon(good, star, 5), "must be convex");
d = good; d.shape = ph_box(-1.0, -1.0); refuse_def(t, w, d, "box width and height");
d = good; d.shape = ph_box(2.0, 0.0); refuse_def(t, w, d, "box width and height");
d = good; d.shape = ph_box(NAN, 1.0); refuse_def(t, w, d, "box width and height");

@ @<Refuse each kind of bad material and mass@>=
d = good; d.material.density = -1.0; refuse_def(t, w, d, "density must be finite");
d = good; d.material.density = NAN; refuse_def(t, w, d, "density must be finite");
d = good; d.material.density = 0.0; refuse_def(t, w, d, "needs a positive density");
d = good; d.material.restitution = 1.5; refuse_def(t, w, d, "restitution must be between");
d = good; d.material.restitution = NAN; refuse_def(t, w, d, "restitution must be between");
d = good; d.material.friction = -0.1; refuse_def(t, w, d, "friction must be finite");
d = good; d.material.density = 1e300; d.shape = ph_box(1e5, 1e5);
refuse_def(t, w, d, "mass (density times area) must be positive and finite");
d = good; d.material.density = 1e-300; d.shape = ph_circle(1e-30);
refuse_def(t, w, d, "mass (density times area) must be positive and finite");

@ A force or impulse on a handle that names no body, or one that is not
finite, is refused and changes nothing.

@<Refuse bad forces and impulses@>=
{
  ph_body_id id = ph_world_create_body(w, &good), nobody = {5};
  CHECK_REFUSED(t, ph_body_apply_force(w, nobody, ph_v(1.0, 0.0)), "no body has the handle 5");
  CHECK_REFUSED(t, ph_body_apply_impulse(w, nobody, ph_v(1.0, 0.0)), "no body has the handle");
  CHECK_REFUSED(t, ph_body_apply_force(w, id, ph_v(NAN, 0.0)), "force must be finite");
  CHECK_REFUSED(t, ph_body_apply_impulse(w, id, ph_v(0.0, INFINITY)), "impulse must be finite");
  const ph_body *b = ph_world_body(w, id);
  CHECK(t, b->force.x == 0.0 && b->velocity.x == 0.0 && b->velocity.y == 0.0);
}

@ @<Chapter 3 test cases@>+=
{"body_validation", "unit", "every bad body definition is refused with its message", test_body_validation},

@*1 Scene files, the demo and drawing.
Scene files make the bodies they describe, in the order of the file:
particles and rigid bodies numbered together from 0; a polygon placed
with its centre of mass at its origin plus its centroid; a material's
numbers changed by \.{density=}; \.{angle=0} accepted; a static body with
zero inverse mass; springs attached to the right bodies, anchored where
the line says or, without \.{anchor=}, where the body starts.

@<Chapter 3 test functions@>+=
static void test_scene_bodies(test_context *t)
{
  scene s;
  const char *text =
    "world defaults=3 gravity=0,-10 integrator=verlet\n"@/
    "particle x=-3 y=0\n"@/
    "circle x=1 y=2 r=0.5 material=metal vx=1 angle=0 omega=0\n"@/
    "box x=0 y=-1 w=4 h=1 static material=static\n"@/
    "polygon x=10 y=5 verts=0,0;4,0;4,2;1,3 density=2 spring=50 anchor=0,0\n"@/
    "circle r=1 x=3 y=4 spring=20\n";
  if (!CHECK(t, scene_load_text(&s, "test.scene", text))) return;
  const ph_world *w = s.world;
  if (CHECK(t, w->body_count == 5)) {
    @<Check the bodies and springs the scene text describes, one by one@>@;
  }
  scene_destroy(&s);
}

@ The metal circle's mass is its density, 785\thinspace kg/m$^2$, times its
area; the polygon, chapter~3's quadrilateral of area 9 at a density of
2\thinspace kg/m$^2$, has mass 18 and its centre of mass at its centroid,
$({19\over9},{11\over9})$ from its first vertex.

@<Check the bodies and springs the scene text describes, one by one@>=
CHECK(t, w->bodies[0].kind == PH_PARTICLE && w->bodies[1].kind == PH_RIGID);
CHECK_NEAR(t, w->bodies[1].mass, 785.0 * 3.14159265358979323846 * 0.25, 1e-9);
CHECK(t, w->bodies[1].velocity.x == 1.0 && w->bodies[1].position.y == 2.0);
CHECK(t, ph_body_is_static(w, ph_body_id_of(2)));
CHECK_NEAR(t, w->bodies[3].position.x, 10.0 + 19.0 / 9.0, 1e-12);
CHECK_NEAR(t, w->bodies[3].position.y, 5.0 + 11.0 / 9.0, 1e-12);
CHECK_NEAR(t, w->bodies[3].mass, 18.0, 1e-12);
CHECK(t, s.spring_count == 2 && s.springs[0].body == 3 && s.springs[0].stiffness == 50.0);
CHECK(t, s.springs[0].anchor.x == 0.0 && s.springs[0].anchor.y == 0.0);
CHECK(t, s.springs[1].anchor.x == 3.0 && s.springs[1].anchor.y == 4.0);

@ @<Chapter 3 test cases@>+=
{"scene_bodies", "scene", "circle, box and polygon lines make the bodies they say, in order", test_scene_bodies},

@ The demo's promise: in the \.{tethers} scene every body stays inside the
view for a whole minute. By the argument of the scene's section, each body
swings between its anchor and twice its resting depth below it, at most
16.2\thinspace m for the rock, and Verlet integration does not let the
swing grow (the recurrence's solution above is a pure cosine). The test
checks every body at every step against the view, whose lower edge is at
$-0.5-{26\over2}\cdot{600\over800}=-10.25\,$m, and checks that the rock,
the heaviest, did reach below $-8\,$m, so that the test would notice
springs that had stopped pulling or a gravity that had stopped acting.

@<Chapter 3 test functions@>+=
static void test_tethers(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_builtin(&s, "tethers"))) return;
  double lowest = 0.0;
  for (int n = 0; n < 3600; n++) {
    scene_step(&s, 1.0 / 60.0);
    for (int i = 0; i < s.world->body_count; i++) {
      const ph_body *b = &s.world->bodies[i];
      if (!CHECK(t, fabs(b->position.x) < 13.0 - b->radius
          && b->position.y - b->radius > -10.25 && b->position.y < 9.25)) {
        test_note(t, "step %d: body %d left the view at (%g, %g)", n, i, b->position.x,
          b->position.y);
        scene_destroy(&s);
        return;
      }
    }
    if (s.world->bodies[5].position.y < lowest) lowest = s.world->bodies[5].position.y;
  }
  test_note(t, "the rock reached y = %.3f m", lowest);
  CHECK(t, lowest < -8.0);
  scene_destroy(&s);
}

@ @<Chapter 3 test cases@>+=
{"tethers", "scene", "the demo's bodies stay in view for a minute", test_tethers},

@ Bad scene lines for the new keywords: each must stop the program with
status 2, a message that starts with the file name and line number, and no
dump (appendix~D's |test_bad_scene| checks all four).

@<Chapter 3 test functions@>+=
static void test_bad_body_scenes(test_context *t)
{
  static const char *const cases[][2] = {
    @<Bad shapes, each with the message it must give@>@;
    @<Bad materials, motions, springs and keys, each with the message it must give@>@;
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    test_bad_scene(t, cases[i][0], cases[i][1]);
  if (PH_STAGE < 6) { /* from stage 6 on these load: chapter 6's test \.{scene\_keys} */
    test_bad_scene(t, "circle r=1 angle=0.5\n", "do not rotate until chapter 6");
    test_bad_scene(t, "circle r=1 omega=2\n", "do not rotate until chapter 6");
  }
}

@ A shape's line can be wrong in its size, in a missing key, or, for a
polygon, in its vertices: too few, badly written, clockwise, not convex,
or two of them the same point (that one on the third line of its file,
to check that the line number is counted right).

@<Bad shapes, each with the message it must give@>=
{"circle x=0 y=0\n", "missing 'r'"},@/
{"circle r=-1\n", "radius 'r' must be positive"},@/
{"box w=0 h=1\n", "width 'w' and height 'h' must be positive"},@/
{"box w=1\n", "missing 'h'"},@/
{"polygon x=0\n", "missing 'verts'"},@/
{"polygon verts=0,0;1,0\n", "needs 3 to 8 vertices (got 2)"},@/
{"polygon verts=0,0;1;0,1\n", "must be points X,Y"},@/
{"polygon verts=0,0;1,x;0,1\n", "'verts' is not a number"},@/
{"polygon verts=0,0;0,1;1,1;1,0\n", "counter-clockwise"},@/
{"polygon verts=0,0;2,0;1,0.5;2,2;0,2\n", "must be convex"},@/
{"world defaults=3 gravity=0,-10\n\npolygon verts=0,0;1,0;1,0;0,1\n", "are the same point"},@/

@ The other keys of a body's line: a material that does not exist or has
no density, a static body asked to move, numbers out of their range, an
anchor with no spring, a flag given a value, and a key no line knows.

@<Bad materials, motions, springs and keys, each with the message it must give@>=
{"circle r=1 material=jelly\n", "unknown material 'jelly'"},@/
{"circle r=1 density=0\n", "needs a positive density"},@/
{"box w=1 h=1 material=static\n", "only a static body may have density 0"},@/
{"circle r=1 static vx=1\n", "static body cannot move"},@/
{"circle r=1 friction=-1\n", "friction must be"},@/
{"circle r=1 restitution=2\n", "restitution must be between 0 and 1"},@/
{"circle r=1 spring=0 anchor=0,0\n", "stiffness must be positive"},@/
{"circle r=1 anchor=0,0\n", "'anchor' needs a spring"},@/
{"circle r=1 static=yes\n", "'static' is a flag"},@/
{"box w=1 h=1 colour=red\n", "unknown key 'colour'"},@/

@ @<Chapter 3 test cases@>+=
{"bad_body_scenes", "cli", "bad circle, box and polygon lines give FILE:LINE: and exit 2", test_bad_body_scenes},

@ A golden dump: twenty steps of \.{tests/scenes/ch03-bodies.scene}, which
has a body of each shape, a static one, a spring, a gravity scale and a
velocity, compared byte for byte with \.{tests/golden/ch03-bodies.csv}.
The circle's mass involves $\pi$, a constant, and the rest is additions,
multiplications, divisions and square roots, so the file is the same on
every machine (chapter~1's golden test says why).
@^golden files@>

@<Chapter 3 test functions@>+=
static void test_golden_bodies(test_context *t)
{
  test_dump_equals_golden(t, "scenes/ch03-bodies.scene", "golden/ch03-bodies.csv", 20);
}

@ @<Chapter 3 test cases@>+=
{"golden_bodies", "golden", "the dump of a scene of every shape equals the golden file", test_golden_bodies},

@ Rigid bodies are drawn as their shapes. The scene
\.{tests/scenes/ch03-shapes.scene} has a view 20\thinspace m wide, so
40 pixels make a metre and the origin is at the image's centre, $(400,300)$.
It holds a static box $4\times2\,$m centred at $(-5,0)$ and a static circle
of radius 2\thinspace m at $(5,0)$, both grey. The box's corner region,
$(-6.8,0.8)$, pixel $(128,268)$, must be grey: a box drawn as a circle of
its bounding radius would cover it too, so a second point,
$(-5,1.5)$, pixel $(200,240)$, must be the background, outside the box but
inside its bounding circle. For the circle, its centre $(5,0)$, pixel
$(600,300)$, must be grey, and $(6.6,1.6)$, pixel $(664,236)$, inside the
circle's bounding square but outside the circle, must be the background.

@<Chapter 3 test functions@>+=
static void test_shapes_drawn(test_context *t)
{
  char out[1024], scene_path[1024], image[1024];
  test_data(t, "scenes/ch03-shapes.scene", scene_path, sizeof scene_path);
  test_scratch(t, "ch03-shapes.bmp", image, sizeof image);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 0 --screenshot %s",
    scene_path, image) == 0);
  static const int points[4][3] = {{128, 268, 1}, {200, 240, 0}, {600, 300, 1}, {664, 236, 0}};
  for (int k = 0; k < 4; k++) {
    uint8_t rgb[3];
    if (!CHECK(t, test_bmp_pixel(t, image, points[k][0], points[k][1], rgb))) continue;
    bool grey = rgb[0] == 150 && rgb[1] == 150 && rgb[2] == 160;
    bool background = rgb[0] == 24 && rgb[1] == 26 && rgb[2] == 33;
    if (!CHECK(t, points[k][2] ? grey : background))
      test_note(t, "pixel (%d,%d) is %d,%d,%d", points[k][0], points[k][1], rgb[0], rgb[1],
        rgb[2]);
  }
}

@ @<Chapter 3 test cases@>+=
{"shapes_drawn", "golden", "boxes and circles are drawn as their shapes", test_shapes_drawn},

