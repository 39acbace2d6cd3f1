@* Exercise 13.2: a shape cast.
The test of exercise~2 of chapter~13. The exercise asks for
$$\vbox{\hbox{|ph_ray_hit ph_world_shape_cast(ph_world *w, const ph_shape *shape,|}
\hbox{\qquad|ph_vec2 x0, ph_vec2 x1, double angle, uint32_t mask);|}}$$
which moves |shape|, turned to |angle| and not turning, from |x0| to |x1|,
and returns the first rigid body of the mask that it touches: |body|, the
fraction $t$ of the path at which it does, |point|, the shape's position
then, $\vec x_0+t(\vec x_1-\vec x_0)$, and |normal|, the unit normal of
their manifold there, pointing from the body to the shape. A tie of $t$
goes to the lower body. Nothing touched: |body| null and fraction~1. A
shape that touches or overlaps a body where it starts hits it at
fraction~0. It is made of |ph_world_query_box| over the box the path
sweeps and |ph_shape_time_of_impact| against each body found, with the
target~0, the touch, and the tolerance $\epsilon=10^{-9}\,$m: the cast
reports the first time at which the separation is at most~$\epsilon$.

What that tolerance promises. Conservative advancement never passes the
touch, so the $t$ reported is no later than the true time $t^\star$ of the
first touch, and at $t$ the separation $\phi$ is at most $\epsilon$. With
the shape translated, $\phi$ against a convex body is a convex function of
$t$ (the distance from a point moving on a line to a convex set, or the
largest of the separating axes' linear separations), so
$\phi(t)\ge\phi(t^\star)+r\,(t^\star-t)=r\,(t^\star-t)$, with $r=-\phi'(t^\star)=
\vert(\vec x_1-\vec x_0)\cdot\vec n\vert$ the rate at which the path closes
on the body along the normal at the touch. So
$$t^\star-{\epsilon\over r}\le t\le t^\star,$$
which the tests below check, widened by $10^{-12}$ for rounding (the
coordinates are of metres, their rounding some $10^{-15}$\thinspace m).

The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@s ph_ray_hit int
@s ph_world int
@s ph_vec2 int
@s ph_shape int
@s uint32_t int

@(exercise_ch13_2.c@>=
#include "testing.h"
#include <math.h>
ph_ray_hit ph_world_shape_cast(ph_world *w, const ph_shape *shape, ph_vec2 x0, ph_vec2 x1,
  double angle, uint32_t mask) __attribute__((weak));
@<Exercise 13.2 test helpers@>@;
@<Exercise 13.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 13.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The tolerance of the exercise, the allowance for rounding, and small
worlds of static bodies with no gravity, which are never stepped.

@<Exercise 13.2 test helpers@>=
static const double pi = 3.14159265358979323846;
static const double epsilon = 1e-9, rounding = 1e-12;

@ A test that finds the function missing says so and stops; the worlds
have no gravity.

@<Exercise 13.2 test helpers@>=
static bool missing(test_context *t)
{
  if (ph_world_shape_cast != NULL) return false;
  CHECK(t, ph_world_shape_cast != NULL);
  test_note(t, "ph_world_shape_cast is not implemented");
  return true;
}

static ph_world *empty_world(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  CHECK(t, w != NULL);
  return w;
}

static void add(test_context *t, ph_world *w, ph_shape shape, double x, double y, double angle,
  uint32_t category)
{
  ph_body_def d = ph_default_body_def();
  d.shape = shape, d.position = ph_v(x, y), d.angle = angle, d.is_static = true;
  d.category = category;
  CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &d)));
}

@ One cast checked against the known answer: the body (|body| $-1$: none),
the fraction in $[t^\star-\epsilon/r-10^{-12},\,t^\star+10^{-12}]$, the
position at that fraction, and the normal to |normal_tol|.

@<Exercise 13.2 test helpers@>=
static void expect(test_context *t, const char *what, ph_world *w, ph_shape shape, ph_vec2 x0,
  ph_vec2 x1, double angle, uint32_t mask, int body, double t_star, double rate,
  ph_vec2 normal, double normal_tol)
{
  ph_ray_hit h = ph_world_shape_cast(w, &shape, x0, x1, angle, mask);
  test_note(t, "%s: body %d at t = %.15f (wanted body %d at %.15f), normal (%.12f, %.12f)",
    what, h.body.index1 - 1, h.fraction, body, t_star, h.normal.x, h.normal.y);
  if (body < 0) {
    CHECK(t, ph_body_id_is_null(h.body));
    CHECK(t, h.fraction == 1.0);
    return;
  }
  CHECK(t, h.body.index1 - 1 == body);
  double low = rate > 0.0 ? t_star - epsilon / rate - rounding : t_star - rounding;
  CHECK(t, h.fraction >= low && h.fraction <= t_star + rounding);
  ph_vec2 at = ph_add(x0, ph_mul(h.fraction, ph_sub(x1, x0)));
  CHECK(t, ph_length(ph_sub(h.point, at)) <= rounding);
  CHECK(t, ph_length(ph_sub(h.normal, normal)) <= normal_tol);
}

@ Walls. A static wall 1\thinspace m thick and 20\thinspace m tall with its
near face on $x=5$, and shapes cast at it along $y=0.3$ from $x=0$ to
$x=10$, so $\vert\vec x_1-\vec x_0\vert=10\,$m straight at the face,
$r=10$:
\smallskip
\item{$\bullet$} a circle of radius $0.5$ touches at
$t^\star=(5-0.5)/10=0.45$;
\item{$\bullet$} a unit box, square on, touches at the same $t^\star$, its face
on the wall's;
\item{$\bullet$} the unit box turned by $\pi/4$ leads with its corner,
$\sqrt2/2$ from its centre: $t^\star=(5-\sqrt2/2)/10$;
\item{$\bullet$} the circle cast at $60^\circ$ to the wall's normal, from
$(0,0)$ to $(5,5\sqrt3)$, closes on it at $r=5$ and touches at
$t^\star=4.5/5=0.9$.
\smallskip
\noindent Each time the normal is the wall's, $(-1,0)$, to $10^{-12}$. A cast
that takes the chapter's sweep as it stands, with the target $-\delta$ of
half the slop, stops $\delta/r=2.5\cdot10^{-4}$ late and fails; one that
casts the centre as a ray, forgetting the shape, stops at $0.5$. The last
cast needs one advance more than the 32 that |ph_shape_time_of_impact| takes
at most, since each closes only half of the gap: after 32 it is
$4.5\cdot2^{-32}\,{\rm m}\approx1.05\epsilon$ from the wall. A cast that
trusts the |hit| it answers then is $2.1\cdot10^{-10}$ short, beyond the
$\epsilon/r=2\cdot10^{-10}$ allowed, and fails (see the graze below).

@<Exercise 13.2 test functions@>=
static void test_walls(test_context *t)
{
  if (missing(t)) return;
  ph_world *w = empty_world(t);
  if (!w) return;
  add(t, w, ph_box(1.0, 20.0), 5.5, 0.0, 0.0, 1);
  ph_vec2 x0 = ph_v(0.0, 0.3), x1 = ph_v(10.0, 0.3), left = ph_v(-1.0, 0.0);
  expect(t, "circle", w, ph_circle(0.5), x0, x1, 0.0, UINT32_MAX, 0, 0.45, 10.0, left,
    rounding);
  expect(t, "box", w, ph_box(1.0, 1.0), x0, x1, 0.0, UINT32_MAX, 0, 0.45, 10.0, left,
    rounding);
  expect(t, "box turned", w, ph_box(1.0, 1.0), x0, x1, pi / 4, UINT32_MAX, 0,
    (5.0 - sqrt(0.5)) / 10.0, 10.0, left, rounding);
  expect(t, "circle at 60 degrees", w, ph_circle(0.5), ph_v(0.0, 0.0),
    ph_v(5.0, 5.0 * sqrt(3.0)), 0.0, UINT32_MAX, 0, 0.9, 5.0, left, rounding);
  ph_world_destroy(w);
}

@ A circle of radius 0.5 cast along $y=0$ from $x=0$ to $x=10$ past a
static circle of radius~1 at $(5,0.6)$: they touch when their centres are
1.5 apart, at $x^\star=5-\sqrt{1.5^2-0.6^2}=5-\sqrt{1.89}$, so
$t^\star=x^\star/10$; the normal from the body to the shape is then
$\vec n=(x^\star-5,-0.6)/1.5$, and $r=10\sqrt{1.89}/1.5$. The reported pose
is at most $\epsilon\,\vert\vec x_1-\vec x_0\vert/r\approx1.1\cdot10^{-9}\,$m
short of the touch, which turns the normal by no more than that over the
1.5\thinspace m between the centres; the test asks for $10^{-8}$. A normal
turned the other way, from the shape to the body (the manifold's own, as
|ph_collide| of the shape against the body gives it), fails.

@<Exercise 13.2 test functions@>=
static void test_circles(test_context *t)
{
  if (missing(t)) return;
  ph_world *w = empty_world(t);
  if (!w) return;
  add(t, w, ph_circle(1.0), 5.0, 0.6, 0.0, 1);
  double x_star = 5.0 - sqrt(1.89);
  expect(t, "circle past a circle", w, ph_circle(0.5), ph_v(0.0, 0.0), ph_v(10.0, 0.0), 0.0,
    UINT32_MAX, 0, x_star / 10.0, 10.0 * sqrt(1.89) / 1.5,
    ph_v((x_star - 5.0) / 1.5, -0.6 / 1.5), 1e-8);
  ph_world_destroy(w);
}

@ The first of several, layers, and a miss. Two walls, the far one
(body~0, layer 1) with its face on $x=5$ and the near one (body~1, layer
2) on $x=3$: the circle of radius 0.5 cast as above touches body~1 at
$t^\star=(3-0.5)/10=0.25$; with the mask 1 it passes body~1 and touches
body~0 at 0.45; cast along $y=10.6$, above both walls' tops at $y=10$, it
touches nothing. Body~0 comes first in every list of candidates, so a cast
that takes the first body touched, not the first touch, fails here, and so
does one that forgets the mask. A wall far below, body~2, whose box meets
no path here, must never be reported.

@<Exercise 13.2 test functions@>=
static void test_first_and_layers(test_context *t)
{
  if (missing(t)) return;
  ph_world *w = empty_world(t);
  if (!w) return;
  add(t, w, ph_box(1.0, 20.0), 5.5, 0.0, 0.0, 1);
  add(t, w, ph_box(1.0, 20.0), 3.5, 0.0, 0.0, 2);
  add(t, w, ph_box(20.0, 1.0), 5.0, -30.0, 0.0, 3);
  ph_vec2 x0 = ph_v(0.0, 0.3), x1 = ph_v(10.0, 0.3), left = ph_v(-1.0, 0.0);
  expect(t, "two walls", w, ph_circle(0.5), x0, x1, 0.0, UINT32_MAX, 1, 0.25, 10.0, left,
    rounding);
  expect(t, "two walls, mask 1", w, ph_circle(0.5), x0, x1, 0.0, 1, 0, 0.45, 10.0, left,
    rounding);
  expect(t, "over the walls", w, ph_circle(0.5), ph_v(0.0, 10.6), ph_v(10.0, 10.6), 0.0,
    UINT32_MAX, -1, 1.0, 0.0, left, rounding);
  ph_world_destroy(w);
}

@ A start in touch. The circle of radius 0.5 starting with its centre at
$x=4.5$ touches the wall's face, and at $x=4.8$ overlaps it: both hit at
fraction~0, with the wall's normal (the manifold's, at an overlap, is the
face's too).

@<Exercise 13.2 test functions@>=
static void test_start_in_touch(test_context *t)
{
  if (missing(t)) return;
  ph_world *w = empty_world(t);
  if (!w) return;
  add(t, w, ph_box(1.0, 20.0), 5.5, 0.0, 0.0, 1);
  ph_vec2 left = ph_v(-1.0, 0.0);
  expect(t, "start touching", w, ph_circle(0.5), ph_v(4.5, 0.3), ph_v(9.5, 0.3), 0.0,
    UINT32_MAX, 0, 0.0, 0.0, left, rounding);
  expect(t, "start overlapping", w, ph_circle(0.5), ph_v(4.8, 0.3), ph_v(9.8, 0.3), 0.0,
    UINT32_MAX, 0, 0.0, 0.0, left, rounding);
  ph_world_destroy(w);
}

@ A graze. A circle of radius 0.5 cast from $(0,0)$ to $(10,10)$ past a
static circle of radius 0.5 whose centre is $D$ from the path's midpoint
$\vec m=(5,5)$, square to the path. With $D=1+10^{-4}$ the two pass
$10^{-4}\,$m apart, a hundred thousand times the tolerance: no touch. With
$D=1-10^{-4}$ they touch, at
$t^\star=\bigl(5\sqrt2-\sqrt{1-D^2}\bigr)/10\sqrt2$, closing at
$r=10\sqrt2\cdot\sqrt{1-D^2}\approx0.2$, so that the tolerance allows
$\epsilon/r\approx5\cdot10^{-9}$ early; the normal is then
$(\vec c'-\vec c)$, from the body's centre to the shape's, to $10^{-6}$
(the pose is at most $\epsilon\vert\vec x_1-\vec x_0\vert/r\approx7\cdot10^{-8}\,$m
early, and the centres are 1\thinspace m apart).

A path that passes so close closes the gap slowly, by a little each step
of the advancement: some 450 steps here, more than the 32 after which
|ph_shape_time_of_impact| gives up and answers |hit| with a time short of
any touch, as the sweep of the step wants (a body stopped short is safe).
A cast must not take that for a touch: it must look at the separation at
the time it was given, and go on from there if the shape is not yet within
$\epsilon$.

@<Exercise 13.2 test functions@>=
static void test_graze(test_context *t)
{
  if (missing(t)) return;
  for (int k = 0; k < 2; k++) {
    ph_world *w = empty_world(t);
    if (!w) return;
    double D = k == 0 ? 1.0 + 1e-4 : 1.0 - 1e-4, s = sqrt(0.5);
    ph_vec2 c = ph_v(5.0 - D * s, 5.0 + D * s);
    add(t, w, ph_circle(0.5), c.x, c.y, 0.0, 1);
    double back = D < 1.0 ? sqrt(1.0 - D * D) : 0.0, L = 10.0 * sqrt(2.0);
    double t_star = D < 1.0 ? (5.0 * sqrt(2.0) - back) / L : 1.0;
    ph_vec2 touch = ph_v(10.0 * t_star, 10.0 * t_star);
    expect(t, k == 0 ? "graze, 1e-4 m apart" : "graze, 1e-4 m in", w, ph_circle(0.5),
      ph_v(0.0, 0.0), ph_v(10.0, 10.0), 0.0, UINT32_MAX, k == 0 ? -1 : 0, t_star,
      L * back, ph_sub(touch, c), 1e-6);
    ph_world_destroy(w);
  }
}

@ Bad input is reported, and gives no hit: no shape, and a path that is
not finite.

@<Exercise 13.2 test functions@>=
static void test_bad_input(test_context *t)
{
  if (missing(t)) return;
  ph_world *w = empty_world(t);
  if (!w) return;
  add(t, w, ph_box(1.0, 20.0), 5.5, 0.0, 0.0, 1);
  ph_shape circle = ph_circle(0.5);
  ph_ray_hit h;
  CHECK_REFUSED(t, h = ph_world_shape_cast(w, NULL, ph_v(0.0, 0.0), ph_v(10.0, 0.0), 0.0,
    UINT32_MAX), "");
  CHECK(t, ph_body_id_is_null(h.body));
  CHECK_REFUSED(t, h = ph_world_shape_cast(w, &circle, ph_v(0.0, 0.0), ph_v(NAN, 0.0), 0.0,
    UINT32_MAX), "");
  CHECK(t, ph_body_id_is_null(h.body));
  ph_world_destroy(w);
}

@ Random numbers from a linear congruential generator, so that every
machine builds the same world, and a random convex shape about |size|
across: a circle, or three to eight points at increasing angles on an
ellipse, which are the corners of a convex polygon in counter-clockwise
order.

@<Exercise 13.2 test helpers@>=
static uint64_t seed_state = 1302;
static double uniform(void)
{
  seed_state = seed_state * 6364136223846793005u + 1442695040888963407u;
  return (double) (seed_state >> 11) / 9007199254740992.0;
}
static double between(double low, double high)
{
  return low + (high - low) * uniform();
}
static ph_shape random_convex(double size)
{
  if (uniform() < 0.3) return ph_circle(0.5 * size * between(0.4, 1.0));
  int count = 3 + (int) (6.0 * uniform());
  double ax = 0.5 * size, ay = 0.5 * size * between(0.25, 1.0);
  ph_vec2 v[PH_MAX_POLYGON_VERTICES];
  for (int k = 0; k < count; k++) {
    double a = 2.0 * pi * (k + 0.6 * uniform()) / count;
    v[k] = ph_v(ax * cos(a), ay * sin(a));
  }
  return ph_polygon(v, count);
}

@ The judge of a random cast: the deepest overlap of the shape at
position |x| with any rigid body of the mask, by chapter~4's |ph_collide|
(its depth is the overlap when positive and minus the separation when
not), a body whose box misses the shape's skipped.

@<Exercise 13.2 test helpers@>=
static double deepest(ph_world *w, const ph_shape *shape, ph_vec2 x, double angle,
  uint32_t mask)
{
  ph_transform xf = {x, ph_rotation_of(angle)};
  ph_aabb box = ph_shape_aabb(shape, xf);
  double most = -INFINITY;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->kind != PH_RIGID || (b->category & mask) == 0) continue;
    ph_transform xb = ph_body_transform(w, ph_body_id_of(i));
    if (!ph_aabb_overlap(box, ph_shape_aabb(&b->shape, xb))) continue;
    most = fmax(most, ph_collide(shape, xf, &b->shape, xb).depth);
  }
  return most;
}

@ Random casts against a dense sampling of the path. A world of 40 bodies
of sizes from 30\thinspace cm to 3\thinspace m in a square of 24\thinspace
m, turned at random, each in one of two layers; 200 casts of random shapes
at random angles, 1 to 16\thinspace m long, with every layer or with one.
The path is sampled at 1001 evenly spaced fractions $s_k=k/1000$. Every
cast is checked for what the tolerance promises whatever the shapes:
\smallskip
\item{$\bullet$} a miss: no sample overlaps any body by more than the rounding
$10^{-12}$ (conservative advancement never passes a touch);
\item{$\bullet$} a hit at $t$: no sample before $t$ overlaps a body, and
unless $t=0$ neither does the shape at $t$ (the reported time is not past
the first touch); the body hit is within $\epsilon$ of the shape at $t$
(it is a touch, to the tolerance); the point is the shape's position at
$t$; the normal is of unit length and is the manifold's turned round,
$-$|ph_collide(shape, at t, body).normal|; and for $t>0$ it does not
point along the motion, $\vec n\cdot(\vec x_1-\vec x_0)\le0$ (up to
$10^{-9}$ of the path), for the separation was falling as the shape came
in, and the normal is the direction in which it grows.
\smallskip
\noindent The test asks for at least 40 hits after the start and 20 misses,
so that both cases are tried.

@<Exercise 13.2 test functions@>=
static void test_sampled(test_context *t)
{
  if (missing(t)) return;
  ph_world *w = empty_world(t);
  if (!w) return;
  for (int i = 0; i < 40; i++)
    add(t, w, random_convex(0.3 * pow(10.0, uniform())), between(-12.0, 12.0),
      between(-12.0, 12.0), between(-pi, pi), 1u << (int) (2.0 * uniform()));
  int hits = 0, at_start = 0, misses = 0, wrong = 0;
  for (int c = 0; c < 200; c++) {
    @<Choose cast |c|: its |shape|, |angle|, path from |x0| to |x1|, and |mask|@>@;
    ph_ray_hit h = ph_world_shape_cast(w, &shape, x0, x1, angle, mask);
    bool hit = !ph_body_id_is_null(h.body), ok = true;
    double t_hit = hit ? h.fraction : 2.0, first = 2.0;
    @<Find the first of 1001 samples of the path at which the shape overlaps, |first|@>@;
    @<Judge cast |c|: a miss against the samples, or its hit |h|, and note it if wrong@>@;
  }
  test_note(t, "200 casts: %d hits after the start, %d at the start, %d misses; %d wrong", hits,
    at_start, misses, wrong);
  CHECK(t, wrong == 0);
  CHECK(t, hits >= 40 && misses >= 20);
  ph_world_destroy(w);
}

@ A miss is right when no sample overlaps and the fraction is 1; a hit is checked
by the next sections. The first five wrong casts are noted with all they need
to be run again by hand.

@<Judge cast |c|...@>=
if (!hit) {
  misses++;
  ok = first > 1.0 && h.fraction == 1.0;
} else {
  @<Check the hit |h| of cast |c| against the samples@>@;
}
if (!ok && wrong++ < 5)
  test_note(t, "cast %d from (%.4f,%.4f) to (%.4f,%.4f) at angle %.4f, mask %x: body %d "
    "at %.12f; the samples first overlap at %.3f", c, x0.x, x0.y, x1.x, x1.y, angle,
    (unsigned) mask, h.body.index1 - 1, h.fraction, first);

@ A random shape at a random angle, on a path of 1 to 16\thinspace m in a
random direction; every third cast sees one layer only.

@<Choose cast |c|...@>=
ph_shape shape = random_convex(between(0.2, 2.0));
double angle = between(-pi, pi), heading = between(-pi, pi), length = between(1.0, 16.0);
ph_vec2 x0 = ph_v(between(-14.0, 14.0), between(-14.0, 14.0));
ph_vec2 x1 = ph_add(x0, ph_v(length * cos(heading), length * sin(heading)));
uint32_t mask = c % 3 == 0 ? 1u << (c % 2) : UINT32_MAX;

@ The samples are the path's fractions $k/1000$; |first| stays 2 if none
overlaps any body of the mask by more than the rounding.

@<Find the first of 1001 samples of the path at which the shape overlaps, |first|@>=
for (int k = 0; k <= 1000 && first > 1.0; k++) {
  double s = k / 1000.0;
  if (deepest(w, &shape, ph_add(x0, ph_mul(s, ph_sub(x1, x0))), angle, mask) > rounding)
    first = s;
}

@ @<Check the hit |h| of cast |c| against the samples@>=
{
  int i = h.body.index1 - 1;
  ok = i >= 0 && i < w->body_count && (w->bodies[i].category & mask) != 0
    && t_hit >= 0.0 && t_hit <= 1.0 && t_hit <= first + rounding;
  if (ok) {
    const ph_body *b = &w->bodies[i];
    ph_vec2 d = ph_sub(x1, x0), x = ph_add(x0, ph_mul(t_hit, d));
    ph_transform xf = {x, ph_rotation_of(angle)}, xb = ph_body_transform(w, h.body);
    ph_manifold m = ph_collide(&shape, xf, &b->shape, xb);
    ok = -m.depth <= epsilon + rounding && ph_length(ph_sub(h.point, x)) <= rounding
      && fabs(ph_length(h.normal) - 1.0) <= rounding
      && ph_length(ph_add(h.normal, m.normal)) <= rounding;
    if (t_hit > 0.0) {
      hits++;
      ok = ok && deepest(w, &shape, x, angle, mask) <= rounding
        && ph_dot(h.normal, d) <= 1e-9 * ph_length(d);
    } else at_start++;
  }
}

@ @<Exercise 13.2 test cases@>=
{"shape_cast_walls", "unit", "circles and boxes cast at a wall touch it at (d - r)/|x1 - x0|", test_walls},
{"shape_cast_circles", "unit", "a circle cast past a circle touches where the centres are r1 + r2 apart", test_circles},
{"shape_cast_first", "unit", "the first body touched along the path, of the mask; a miss is no body", test_first_and_layers},
{"shape_cast_start", "unit", "a shape that starts touching or overlapping hits at fraction 0", test_start_in_touch},
{"shape_cast_graze", "unit", "a near miss is a miss, a shallow touch a touch", test_graze},
{"shape_cast_bad", "unit", "bad input is reported and hits nothing", test_bad_input},
{"shape_cast_sampled", "unit", "random casts agree with a dense sampling of the path", test_sampled},
