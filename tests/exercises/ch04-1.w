@* Exercise 4.1: a capsule and a circle.
The test of exercise~1 of chapter~4. The exercise asks for
$$\hbox{|ph_manifold ph_collide_capsule_circle(ph_vec2 p0, ph_vec2 p1, double ra, ph_vec2 c, double rb);|}$$
the manifold of a capsule $A$, the segment from |p0| to |p1| with the
radius |ra|, and a circle $B$ of radius |rb| at |c|, with the normal from
$A$ to $B$, found by the closest-feature regions of the segment: its
inside (id 30) or an end $e$ (id $100e+31$). The function is declared
weak, so that this test links against the unmodified stage, where it is
missing, and fails there with the note ``not implemented''.

@(exercise_ch04_1.c@>=
#include "testing.h"
ph_manifold ph_collide_capsule_circle(ph_vec2 p0, ph_vec2 p1, double ra, ph_vec2 c,
  double rb) __attribute__((weak));
@<Exercise 4.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 4.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The cases, worked by hand. The capsule of radius $0.5$ from $(-1,0)$ to
$(1,0)$ and circles of radius $0.5$:
\item{$\bullet$} at $(1.6,0.8)$, in the wedge of the end $(1,0)$, one
unit from it: touching, $\vec n=(0.6,0.8)$, depth 0, id 131, the point
$(1.3,0.4)$;
\item{$\bullet$} at $(-1.6,-0.8)$, the same at the other end: $\vec
n=(-0.6,-0.8)$, id 31;
\item{$\bullet$} at $(0.3,0.9)$, in the strip of the inside: $\vec
n=(0,1)$, depth $0.1$, id 30, the point $(0.3,0.45)$ halfway between the
surfaces at heights $0.5$ and $0.4$; an answer from the ends alone
would put it $1.14$ from $(1,0)$ and find no contact;
\item{$\bullet$} at $(0,1.2)$: apart by $0.2$, no point.

\noindent And a capsule standing from $(0,0)$ to $(0,2)$ with a circle at
$(0.8,1)$: $\vec n=(1,0)$, depth $0.2$, id 30, the point $(0.4,1)$. Every number is a few
operations on decimals below 3, so the test allows $10^{-12}$ (the
rounding of $0.6$ and $0.8$ and of a square root).

@<Exercise 4.1 test functions@>=
static void check_capsule(test_context *t, ph_vec2 p0, ph_vec2 p1, ph_vec2 c, ph_vec2 n,
  double depth, int count, int id, ph_vec2 point)
{
  ph_manifold m = ph_collide_capsule_circle(p0, p1, 0.5, c, 0.5);
  test_note(t, "circle at (%g,%g): n (%.15g,%.15g) depth %.15g, %d points, id %d", c.x, c.y,
    m.normal.x, m.normal.y, m.depth, m.count, m.count ? m.points[0].id : -1);
  CHECK_NEAR(t, m.normal.x, n.x, 1e-12);
  CHECK_NEAR(t, m.normal.y, n.y, 1e-12);
  CHECK_NEAR(t, m.depth, depth, 1e-12);
  if (!CHECK(t, m.count == count) || count == 0) return;
  CHECK(t, m.points[0].id == id);
  CHECK_NEAR(t, m.points[0].depth, depth, 1e-12);
  CHECK_NEAR(t, m.points[0].point.x, point.x, 1e-12);
  CHECK_NEAR(t, m.points[0].point.y, point.y, 1e-12);
}

@ The five cases of the list above, each with the capsule's segment and a
circle, both of radius $0.5$.

@<Exercise 4.1 test functions@>+=
static void test_capsule_circle(test_context *t)
{
  if (!CHECK(t, ph_collide_capsule_circle != NULL)) {
    test_note(t, "ph_collide_capsule_circle is not implemented");
    return;
  }
  ph_vec2 p0 = ph_v(-1.0, 0.0), p1 = ph_v(1.0, 0.0);
  check_capsule(t, p0, p1, ph_v(1.6, 0.8), ph_v(0.6, 0.8), 0.0, 1, 131, ph_v(1.3, 0.4));
  check_capsule(t, p0, p1, ph_v(-1.6, -0.8), ph_v(-0.6, -0.8), 0.0, 1, 31, ph_v(-1.3, -0.4));
  check_capsule(t, p0, p1, ph_v(0.3, 0.9), ph_v(0.0, 1.0), 0.1, 1, 30, ph_v(0.3, 0.45));
  check_capsule(t, p0, p1, ph_v(0.0, 1.2), ph_v(0.0, 1.0), -0.2, 0, 0, ph_v(0.0, 0.0));
  check_capsule(t, ph_v(0.0, 0.0), ph_v(0.0, 2.0), ph_v(0.8, 1.0), ph_v(1.0, 0.0), 0.2, 1, 30,
    ph_v(0.4, 1.0));
}

@ @<Exercise 4.1 test cases@>=
{"capsule_circle", "unit", "a capsule and a circle by the regions of a segment", test_capsule_circle},
