@* Exercise 4.2: the distance between polygons.
The test of exercise~2 of chapter~4. The exercise asks for
$$\vbox{\hbox{|double ph_distance(const ph_shape *a, ph_transform xa,|}
\hbox{\quad|const ph_shape *b, ph_transform xb, ph_vec2 *pa, ph_vec2 *pb);|}}$$
for two polygons placed by their transforms: when they do not touch, the
distance between them, with a closest pair of points, |*pa| on the
boundary of $A$ and |*pb| on that of $B$; when they touch or overlap
(|ph_collide|'s depth is not negative), 0, and the points are then not
specified.

The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch04_2.c@>=
#include "testing.h"
double ph_distance(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb,
  ph_vec2 *pa, ph_vec2 *pb) __attribute__((weak));
@<Exercise 4.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 4.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ Corner to corner. $2\times2$ boxes centred at the origin and at $(3,3)$
are $\sqrt2$ apart, between the corners $(1,1)$ and $(2,2)$, while
|ph_collide| reports the depth $-1$: its best separating axis, a face
normal, sees a gap of 1, less than the distance, which runs along the
diagonal, a direction that no face has. The answer is the square root of
2 and the corners are exact, so everything is checked to $10^{-12}$.
The same pair in the other order gives the same distance and the points
swapped.

@<Exercise 4.2 test functions@>=
static bool implemented(test_context *t)
{
  if (CHECK(t, ph_distance != NULL)) return true;
  test_note(t, "ph_distance is not implemented");
  return false;
}

@ The test proper: the distance and the two points, then |ph_collide|'s depth
of $-1$, whose gap must be less than the distance, then the pair swapped.

@<Exercise 4.2 test functions@>+=
static void test_corners(test_context *t)
{
  if (!implemented(t)) return;
  ph_shape box = ph_box(2.0, 2.0);
  ph_transform here = ph_transform_of(ph_v(0.0, 0.0), 0.0);
  ph_transform there = ph_transform_of(ph_v(3.0, 3.0), 0.0);
  ph_vec2 pa = {0.0, 0.0}, pb = {0.0, 0.0};
  double d = ph_distance(&box, here, &box, there, &pa, &pb);
  test_note(t, "distance %.17g, points (%g, %g) and (%g, %g)", d, pa.x, pa.y, pb.x, pb.y);
  CHECK_NEAR(t, d, sqrt(2.0), 1e-12);
  CHECK_NEAR(t, pa.x, 1.0, 1e-12);
  CHECK_NEAR(t, pa.y, 1.0, 1e-12);
  CHECK_NEAR(t, pb.x, 2.0, 1e-12);
  CHECK_NEAR(t, pb.y, 2.0, 1e-12);
  double depth = ph_collide(&box, here, &box, there).depth;
  CHECK_NEAR(t, depth, -1.0, 1e-12);
  CHECK(t, -depth < d);
  d = ph_distance(&box, there, &box, here, &pa, &pb);
  CHECK_NEAR(t, d, sqrt(2.0), 1e-12);
  CHECK_NEAR(t, pa.x, 2.0, 1e-12);
  CHECK_NEAR(t, pb.x, 1.0, 1e-12);
}

@ @<Exercise 4.2 test cases@>=
{"corners", "unit", "boxes corner to corner are sqrt 2 apart; ph_collide says 1", test_corners},

@ Other placements. Face to face, the box at $(3.5,0.5)$ is 1.5 from the
one at the origin, and the closest points are not unique: any pair level
with each other on the facing sides, with $y$ between $-0.5$ and 1,
will do, so the test checks that the points are on those sides, level,
and 1.5 apart. A box turned by $45^\circ$ (a diamond whose corners are
$\sqrt2$ from its centre) at $(4,0)$ points its left corner, at
$(4-\sqrt2,0)$, at the face $x=1$ of the box at the origin: the distance
is $3-\sqrt2$, between $(1,0)$ and that corner. The turn rounds the corner
by an ulp or two of 4, so $10^{-12}$ is still ample. Last, overlapping
boxes are at distance 0.

@<Exercise 4.2 test functions@>+=
static void test_placements(test_context *t)
{
  if (!implemented(t)) return;
  ph_shape box = ph_box(2.0, 2.0);
  ph_transform here = ph_transform_of(ph_v(0.0, 0.0), 0.0);
  ph_vec2 pa = {0.0, 0.0}, pb = {0.0, 0.0};
  double d = ph_distance(&box, here, &box, ph_transform_of(ph_v(3.5, 0.5), 0.0), &pa, &pb);
  CHECK_NEAR(t, d, 1.5, 1e-12);
  CHECK_NEAR(t, pa.x, 1.0, 1e-12);
  CHECK_NEAR(t, pb.x, 2.5, 1e-12);
  CHECK_NEAR(t, pa.y, pb.y, 1e-12);
  CHECK(t, pa.y >= -0.5 - 1e-12 && pa.y <= 1.0 + 1e-12);
  double quarter = 3.14159265358979323846 / 4.0;
  d = ph_distance(&box, here, &box, ph_transform_of(ph_v(4.0, 0.0), quarter), &pa, &pb);
  CHECK_NEAR(t, d, 3.0 - sqrt(2.0), 1e-12);
  CHECK_NEAR(t, pa.x, 1.0, 1e-12);
  CHECK_NEAR(t, pa.y, 0.0, 1e-12);
  CHECK_NEAR(t, pb.x, 4.0 - sqrt(2.0), 1e-12);
  CHECK_NEAR(t, pb.y, 0.0, 1e-12);
  d = ph_distance(&box, here, &box, ph_transform_of(ph_v(1.5, 0.2), 0.3), &pa, &pb);
  CHECK(t, d == 0.0);
}

@ @<Exercise 4.2 test cases@>+=
{"placements", "unit", "face to face, a turned corner, and an overlap", test_placements},
