@* Exercise 6.3: inertia about any point.
The test of exercise~3 of chapter~6. The exercise asks for
$$\hbox{|double ph_shape_inertia_about(const ph_shape *s, double density, ph_vec2 point);|}$$
the moment of inertia of the shape, of the given density, about |point|
in the shape's own coordinates, by the parallel-axis theorem from the
moment about the centroid that |ph_shape_mass| gives. The function is
declared weak, so that this test links against the unmodified stage,
where it is missing, and fails there.

@(exercise_ch06_3.c@>=
#include "testing.h"
double ph_shape_inertia_about(const ph_shape *s, double density, ph_vec2 point)
  __attribute__((weak));
@<Exercise 6.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 6.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ Chapter~6's quadrilateral of density 1 about its vertex $\vec v_0$, the
origin: $68$; about its centroid $({19\over9},{11\over9})$: ${130\over9}$.
A circle of radius 1 and density 1 about a point of its rim:
${1\over2}mr^2+mr^2={3\over2}\pi$. Each to $10^{-12}$ of it.

@<Exercise 6.3 test functions@>=
static void test_about(test_context *t)
{
  if (!CHECK(t, ph_shape_inertia_about != NULL)) {
    test_note(t, "ph_shape_inertia_about is not implemented");
    return;
  }
  ph_vec2 quad[4] = {{0, 0}, {4, 0}, {4, 2}, {1, 3}};
  ph_shape q = ph_polygon(quad, 4), c = ph_circle(1.0);
  CHECK_NEAR(t, ph_shape_inertia_about(&q, 1.0, ph_v(0.0, 0.0)), 68.0, 68e-12);
  CHECK_NEAR(t, ph_shape_inertia_about(&q, 1.0, ph_v(19.0 / 9.0, 11.0 / 9.0)), 130.0 / 9.0,
    15e-12);
  double want = 1.5 * 3.14159265358979323846;
  CHECK_NEAR(t, ph_shape_inertia_about(&c, 1.0, ph_v(0.0, 1.0)), want, 1e-12 * want);
}

@ @<Exercise 6.3 test cases@>=
{"about", "unit", "the moment of inertia about a vertex, the centroid and a rim point", test_about},
