@* Exercise 6.4: the effective mass at a contact point.
The test of exercise~4 of chapter~6. The exercise asks for
$$\hbox{|double ph_contact_effective_mass(const ph_world *w, ph_body_id a,|}$$
$$\hbox{|ph_body_id b, ph_vec2 point, ph_vec2 normal);|}$$
the effective mass $m_n=1/k$ of an impulse along the unit vector |normal|
at the world point |point|, given to body |b| and its opposite to body |a|,
with chapter~6's lever-arm terms:
$k=w_A+w_B+I_A^{-1}(\vec r_A\times\vec n)^2+I_B^{-1}(\vec r_B\times\vec n)^2$.
Two bodies that cannot move ($k=0$) give 0; a handle that names no body,
or a point or normal that is not finite, is reported and gives 0. The
function is declared weak, so that this test links against the unmodified
stage, where it is missing, and fails there.

@(exercise_ch06_4.c@>=
#include "testing.h"
#include <math.h>
double ph_contact_effective_mass(const ph_world *w, ph_body_id a, ph_body_id b,
  ph_vec2 point, ph_vec2 normal) __attribute__((weak));
@<Exercise 6.4 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 6.4 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The worked example of chapter~6: a wooden box $2\times0.5\,$m (60\thinspace
kg, $I=21.25\,$kg\thinspace m$^2$) with its centre at $(0,0.25)$ above a
static floor. At its lower right corner $(1,0)$, $\vec r=(1,-0.25)$:
along $\vec n=(0,1)$ the arm is 1 and $m_n={204\over13}\,$kg; along
$(1,0)$ the arm is $0.25$, and $k={1\over60}+{0.0625\over21.25}$; along
the line through the centre, the arm is 0 and $m_n=60\,$kg, the box's own
mass. A ball of rock of radius 0.3\thinspace m ($m=270\cdot0.09\pi$) at
$(5,0.3)$, struck by the box at its left point $(4.7,0.3)$ along $(1,0)$:
the ball's arm is 0, the box's $\vec r=(4.7,0.05)$ gives $-0.05$, and
$k={1\over60}+{1\over24.3\pi}+{0.0025\over21.25}$. Each to $10^{-12}$ of it,
relative (a handful of roundings). Two static bodies give 0; a null handle
and a point that is not a number are refused.

@<Exercise 6.4 test functions@>=
static void test_mass(test_context *t)
{
  if (!CHECK(t, ph_contact_effective_mass != NULL)) {
    test_note(t, "ph_contact_effective_mass is not implemented");
    return;
  }
  ph_settings settings = ph_default_settings();
  ph_world *w = ph_world_create(&settings);
  if (!CHECK(t, w != NULL)) return;
  @<Create the floor, the wall, the box and the ball of the worked example@>@;
  @<Check the effective masses of the example, and the refusals@>@;
  ph_world_destroy(w);
}

@ The floor and the wall are static, so a contact between them has no
effective mass. The box has density 60\thinspace kg/m$^2$ over its
1\thinspace m$^2$, and the ball 270\thinspace kg/m$^2$, the mass $270\cdot0.09\pi$
of the paragraph above. The handle |none| is the null handle, for the
refusal.

@<Create the floor, the wall...@>=
ph_body_def d = ph_default_body_def();
d.is_static = true;
d.material = ph_material_preset(PH_STATIC_MATERIAL);
d.shape = ph_box(40.0, 1.0);
d.position = ph_v(0.0, -0.5);
ph_body_id floor = ph_world_create_body(w, &d);
d.shape = ph_box(1.0, 8.0);
d.position = ph_v(-10.0, 4.0);
ph_body_id wall = ph_world_create_body(w, &d);
d = ph_default_body_def();
d.shape = ph_box(2.0, 0.5);
d.material.density = 60.0;
d.position = ph_v(0.0, 0.25);
ph_body_id box = ph_world_create_body(w, &d);
d.shape = ph_circle(0.3);
d.material.density = 270.0;
d.position = ph_v(5.0, 0.3);
ph_body_id ball = ph_world_create_body(w, &d), none = {0};

@ The four masses of the paragraph above, each to $10^{-12}$ of it: at the
corner along $(0,1)$, ${204\over13}$; along $(1,0)$, $1/k$; along the
line through the centre, the box's 60\thinspace kg; and the box against the
ball. Then the two static bodies, and the two refusals.

@<Check the effective masses...@>=
double m = ph_contact_effective_mass(w, floor, box, ph_v(1.0, 0.0), ph_v(0.0, 1.0));
test_note(t, "at the corner along (0,1): %.15g kg, want 204/13 = %.15g", m, 204.0 / 13.0);
CHECK_NEAR(t, m, 204.0 / 13.0, 1e-12 * 204.0 / 13.0);
double want = 1.0 / (1.0 / 60.0 + 0.0625 / 21.25);
CHECK_NEAR(t, ph_contact_effective_mass(w, floor, box, ph_v(1.0, 0.0), ph_v(1.0, 0.0)),
  want, 1e-12 * want);
ph_vec2 along = ph_mul(1.0 / sqrt(1.0625), ph_v(1.0, -0.25));
CHECK_NEAR(t, ph_contact_effective_mass(w, floor, box, ph_v(1.0, 0.0), along), 60.0,
  1e-12 * 60.0);
want = 1.0 / (1.0 / 60.0 + 1.0 / (24.3 * 3.14159265358979323846) + 0.0025 / 21.25);
CHECK_NEAR(t, ph_contact_effective_mass(w, box, ball, ph_v(4.7, 0.3), ph_v(1.0, 0.0)),
  want, 1e-12 * want);
CHECK(t, ph_contact_effective_mass(w, floor, wall, ph_v(-9.5, 0.0), ph_v(1.0, 0.0)) == 0.0);
CHECK_REFUSED(t, ph_contact_effective_mass(w, none, box, ph_v(1.0, 0.0), ph_v(0.0, 1.0)), "");
CHECK_REFUSED(t, ph_contact_effective_mass(w, floor, box, ph_v(NAN, 0.0), ph_v(0.0, 1.0)),
  "finite");

@ @<Exercise 6.4 test cases@>=
{"effective_mass", "unit", "the effective mass at a point, with the lever-arm terms", test_mass},
