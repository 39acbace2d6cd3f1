@* Exercise 6.1: the kinetic energy of a body.
The test of exercise~1 of chapter~6. The exercise asks for
$$\hbox{|double ph_body_kinetic_energy(const ph_world *w, ph_body_id id);|}$$
the body's kinetic energy, linear plus rotational,
${1\over2}m\vert\vec v\vert^2+{1\over2}I\omega^2$; a handle that names no
body is reported to the error handler and gives 0. The function is
declared weak, so that this test links against the unmodified stage, where
it is missing, and fails there with the note ``not implemented''.

@(exercise_ch06_1.c@>=
#include "testing.h"
double ph_body_kinetic_energy(const ph_world *w, ph_body_id id) __attribute__((weak));
@<Exercise 6.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 6.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A box $2\times1\,$m of density 6\thinspace kg/m$^2$, so $m=12\,$kg and
$I={12\over12}(4+1)=5\,$kg\,m$^2$, moving at $(3,4)\,$m/s and turning at
2\thinspace rad/s: ${1\over2}\cdot12\cdot25+{1\over2}\cdot5\cdot4=160\,$J,
to $10^{-12}$ of it (a few roundings). A static body must give exactly
0. That check catches less than it seems: a static body's mass and
moment of inertia are stored as 0 and its velocity and angular velocity
are 0, so the formula applied to it gives 0 as well, and a solution that
makes no exception for static bodies is right. What the check catches is
a solution that takes the mass as $1/w$ from the inverse mass, or the
moment of inertia from its inverse: $1/0=\infty$, and $\infty\cdot0$ is a
NaN, which is not 0. The null handle is refused.

@<Exercise 6.1 test functions@>=
static void test_energy(test_context *t)
{
  if (!CHECK(t, ph_body_kinetic_energy != NULL)) {
    test_note(t, "ph_body_kinetic_energy is not implemented");
    return;
  }
  ph_settings settings = ph_default_settings();
  ph_world *w = ph_world_create(&settings);
  if (!CHECK(t, w != NULL)) return;
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(2.0, 1.0);
  d.material.density = 6.0;
  d.velocity = ph_v(3.0, 4.0);
  d.angular_velocity = 2.0;
  ph_body_id box = ph_world_create_body(w, &d), none = {0};
  d = ph_default_body_def();
  d.is_static = true;
  d.material = ph_material_preset(PH_STATIC_MATERIAL);
  ph_body_id wall = ph_world_create_body(w, &d);
  CHECK_NEAR(t, ph_body_kinetic_energy(w, box), 160.0, 1e-12 * 160.0);
  CHECK(t, ph_body_kinetic_energy(w, wall) == 0.0);
  CHECK_REFUSED(t, ph_body_kinetic_energy(w, none), "");
  ph_world_destroy(w);
}

@ @<Exercise 6.1 test cases@>=
{"energy", "unit", "a body's kinetic energy is m v^2 / 2 + I omega^2 / 2", test_energy},
