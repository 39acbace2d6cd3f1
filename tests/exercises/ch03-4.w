@* Exercise 3.4: the mass of a compound body.
The test of exercise~4 of chapter~3. The exercise asks for
$$\vbox{\hbox{|ph_mass_data ph_compound_mass(const ph_shape *shapes,|}
\hbox{\quad|const ph_vec2 *offsets, const double *densities, int count);|}}$$
the mass data of a body made of |count| shapes: shape |shapes[i]|, of
density |densities[i]|, is placed with its own origin at |offsets[i]| in
the body's coordinates. The result's |mass| is the sum of the shapes'
masses, its |center| the mass-weighted average of their centres of mass
(each its own centroid plus its offset), in the body's coordinates, and its
|inertia| zero, as for every shape of chapter~3. With no mass at all the
centre is the origin.

The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch03_4.c@>=
#include "testing.h"
ph_mass_data ph_compound_mass(const ph_shape *shapes, const ph_vec2 *offsets,
  const double *densities, int count) __attribute__((weak));
@<Exercise 3.4 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 3.4 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The hammer of the statement: a wooden handle $0.1\times1\,$m centred at
$(0,0.5)$ and a steel head $0.4\times0.2\,$m centred at $(0,1.1)$. By
hand it weighs $6+62.8=68.8\,$kg with its centre of mass at
$(0,\,72.08/68.8)$. The numbers are a few products and sums of decimals,
each rounded to within an ulp, so the answer is good to a few units of
$10^{-16}$ relative; the test allows $10^{-12}$ relative, which a centre
weighted by area instead of mass (at $y=(0.1\cdot0.5+0.08\cdot1.1)/0.18
=0.138/0.18=0.767$) or an offset forgotten (at
$y=0$) misses by far. The order of the parts must not matter, to the same
tolerance.

@<Exercise 3.4 test functions@>=
static bool implemented(test_context *t)
{
  if (CHECK(t, ph_compound_mass != NULL)) return true;
  test_note(t, "ph_compound_mass is not implemented");
  return false;
}

static void test_hammer(test_context *t)
{
  if (!implemented(t)) return;
  ph_shape parts[2] = {ph_box(0.1, 1.0), ph_box(0.4, 0.2)}, swapped[2] = {parts[1], parts[0]};
  ph_vec2 offsets[2] = {{0.0, 0.5}, {0.0, 1.1}}, swapped_offsets[2] = {offsets[1], offsets[0]};
  double densities[2] = {60.0, 785.0}, swapped_densities[2] = {785.0, 60.0};
  double y = 72.08 / 68.8;
  ph_mass_data m = ph_compound_mass(parts, offsets, densities, 2);
  test_note(t, "mass %.15g kg, centre (%.3g, %.15g)", m.mass, m.center.x, m.center.y);
  CHECK_NEAR(t, m.mass, 68.8, 1e-12 * 68.8);
  CHECK_NEAR(t, m.center.x, 0.0, 1e-12);
  CHECK_NEAR(t, m.center.y, y, 1e-12 * y);
  CHECK(t, m.inertia == 0.0);
  m = ph_compound_mass(swapped, swapped_offsets, swapped_densities, 2);
  CHECK_NEAR(t, m.mass, 68.8, 1e-12 * 68.8);
  CHECK_NEAR(t, m.center.y, y, 1e-12 * y);
}

@ @<Exercise 3.4 test cases@>=
{"hammer", "unit", "the hammer weighs 68.8 kg with its centre at 72.08/68.8 m", test_hammer},

@ Other checks, each against |ph_shape_mass|, which chapter~3 tested: a
single part is that shape's mass data moved by its offset (the worked
quadrilateral at $(10,5)$, centre $(10+{19\over9},5+{11\over9})$); two
wooden balls of radius $0.5\,$m at $(-1,0)$ and $(3,0)$, and a third of
steel at $(1,2)$, have the masses' sum and the weighted centre worked out
here from the balls' masses; and no parts make no mass, centred at the
origin. The same tolerance, $10^{-12}$ relative, for the same reason.

@<Exercise 3.4 test functions@>+=
static void test_parts(test_context *t)
{
  if (!implemented(t)) return;
  ph_vec2 quad[4] = {{0.0, 0.0}, {4.0, 0.0}, {4.0, 2.0}, {1.0, 3.0}};
  ph_shape one = ph_polygon(quad, 4);
  ph_vec2 at = {10.0, 5.0};
  double wood = 60.0;
  ph_mass_data m = ph_compound_mass(&one, &at, &wood, 1);
  CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
  CHECK_NEAR(t, m.center.x, 10.0 + 19.0 / 9.0, 1e-12 * 12.0);
  CHECK_NEAR(t, m.center.y, 5.0 + 11.0 / 9.0, 1e-12 * 12.0);
  ph_shape balls[3] = {ph_circle(0.5), ph_circle(0.5), ph_circle(0.5)};
  ph_vec2 places[3] = {{-1.0, 0.0}, {3.0, 0.0}, {1.0, 2.0}};
  double densities[3] = {60.0, 60.0, 785.0};
  double light = ph_shape_mass(&balls[0], 60.0).mass, heavy = ph_shape_mass(&balls[2], 785.0).mass;
  double total = 2.0 * light + heavy;
  m = ph_compound_mass(balls, places, densities, 3);
  CHECK_NEAR(t, m.mass, total, 1e-12 * total);
  CHECK_NEAR(t, m.center.x, (2.0 * light + heavy) / total, 1e-12);
  CHECK_NEAR(t, m.center.y, 2.0 * heavy / total, 1e-12);
  m = ph_compound_mass(balls, places, densities, 0);
  CHECK(t, m.mass == 0.0 && m.center.x == 0.0 && m.center.y == 0.0);
}

@ @<Exercise 3.4 test cases@>+=
{"parts", "unit", "one part, three balls and none give the sums and weighted centres", test_parts},
