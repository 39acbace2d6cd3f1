@* Exercise 3.3: the area of a simple polygon.
The test of exercise~3 of chapter~3. The exercise asks for
$$\hbox{|double ph_polygon_area_centroid(const ph_vec2 *vertices, int count, ph_vec2 *centroid);|}$$
which returns the signed area of the simple polygon with the |count|
vertices given, in order (positive when they go counter-clockwise), and
stores its centroid in |*centroid| when the area is not zero. It takes any
number of vertices, not only the eight a shape can hold, and a polygon that
is not convex. With fewer than three vertices the area is 0 and
|*centroid| is left alone.

The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch03_3.c@>=
#include "testing.h"
double ph_polygon_area_centroid(const ph_vec2 *vertices, int count, ph_vec2 *centroid)
  __attribute__((weak));
@<Exercise 3.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 3.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The L of the statement, made of a $2\times1$ and a $1\times1$
rectangle, has area $2+1=3$ and centroid
$\bigl((2\cdot1+1\cdot{1\over2})/3,\,(2\cdot{1\over2}+1\cdot{3\over2})/3\bigr)
=({5\over6},{5\over6})$. Every coordinate is a small integer, so the edge
vectors, the cross products and their sums are exact in binary; only the
final division rounds, by an ulp or two of ${5\over6}$, about
$2\times10^{-16}$. The test allows $10^{-14}$, fifty times that, and a
formula that assumed convexity (a fan whose triangles were all counted
positive, say) misses by more than a tenth. The same L listed clockwise
must give the area $-3$ and the same centroid.

@<Exercise 3.3 test functions@>=
static bool implemented(test_context *t)
{
  if (CHECK(t, ph_polygon_area_centroid != NULL)) return true;
  test_note(t, "ph_polygon_area_centroid is not implemented");
  return false;
}

static void test_l_shape(test_context *t)
{
  if (!implemented(t)) return;
  ph_vec2 L[6] = {{0.0, 0.0}, {2.0, 0.0}, {2.0, 1.0}, {1.0, 1.0}, {1.0, 2.0}, {0.0, 2.0}};
  ph_vec2 reversed[6], c = {-1.0, -1.0};
  for (int i = 0; i < 6; i++) reversed[i] = L[5 - i];
  CHECK_NEAR(t, ph_polygon_area_centroid(L, 6, &c), 3.0, 1e-14);
  CHECK_NEAR(t, c.x, 5.0 / 6.0, 1e-14);
  CHECK_NEAR(t, c.y, 5.0 / 6.0, 1e-14);
  c = ph_v(-1.0, -1.0);
  CHECK_NEAR(t, ph_polygon_area_centroid(reversed, 6, &c), -3.0, 1e-14);
  CHECK_NEAR(t, c.x, 5.0 / 6.0, 1e-14);
  CHECK_NEAR(t, c.y, 5.0 / 6.0, 1e-14);
}

@ @<Exercise 3.3 test cases@>=
{"l_shape", "unit", "the L has area 3 and centroid (5/6, 5/6), either way round", test_l_shape},

@ More vertices than a shape holds: a plus sign of twelve vertices, five
unit squares, centred at $(10,20)$, has area 5 and centroid $(10,20)$. Its
coordinates are exact in binary too, but near 20 an ulp is
$3.6\times10^{-15}$, and the centroid goes through a few roundings of that
size; the test allows $10^{-12}$. Then the convex case, where the answer
must agree with chapter~3's |ph_shape_mass| at density 1 on the worked
quadrilateral: area 9, centroid $({19\over9},{11\over9})$, to $10^{-14}$.
Last, two vertices make no polygon: the area is 0 and the centroid is not
touched.

@<Exercise 3.3 test functions@>+=
static void test_more_vertices(test_context *t)
{
  if (!implemented(t)) return;
  static const double plus[12][2] = {{-0.5, -1.5}, {0.5, -1.5}, {0.5, -0.5}, {1.5, -0.5},
    {1.5, 0.5}, {0.5, 0.5}, {0.5, 1.5}, {-0.5, 1.5}, {-0.5, 0.5}, {-1.5, 0.5}, {-1.5, -0.5},
    {-0.5, -0.5}};
  ph_vec2 v[12], c = {0.0, 0.0};
  for (int i = 0; i < 12; i++) v[i] = ph_v(10.0 + plus[i][0], 20.0 + plus[i][1]);
  CHECK_NEAR(t, ph_polygon_area_centroid(v, 12, &c), 5.0, 1e-12);
  CHECK_NEAR(t, c.x, 10.0, 1e-12);
  CHECK_NEAR(t, c.y, 20.0, 1e-12);
  ph_vec2 quad[4] = {{0.0, 0.0}, {4.0, 0.0}, {4.0, 2.0}, {1.0, 3.0}};
  ph_shape s = ph_polygon(quad, 4);
  ph_mass_data m = ph_shape_mass(&s, 1.0);
  CHECK_NEAR(t, ph_polygon_area_centroid(quad, 4, &c), m.mass, 1e-14 * 9.0);
  CHECK_NEAR(t, c.x, 19.0 / 9.0, 1e-14);
  CHECK_NEAR(t, c.y, 11.0 / 9.0, 1e-14);
  c = ph_v(7.0, 7.0);
  CHECK(t, ph_polygon_area_centroid(quad, 2, &c) == 0.0 && c.x == 7.0 && c.y == 7.0);
}

@ @<Exercise 3.3 test cases@>+=
{"more_vertices", "unit", "twelve vertices, a convex case and a degenerate one", test_more_vertices},
