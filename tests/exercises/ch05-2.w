@* Exercise 5.2: kinetic energy.
The test of exercise~2 of chapter~5. The exercise asks for
$$\hbox{|double ph_world_kinetic_energy(const ph_world *w);|}$$
the sum of ${1\over2}m\vert\vec v\vert^2$ over the bodies that are not
static. The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch05_2.c@>=
#include "testing.h"
double ph_world_kinetic_energy(const ph_world *w) __attribute__((weak));
@<Exercise 5.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 5.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A ball of 2\thinspace kg at 3\thinspace m/s hits a ball of 1\thinspace
kg at rest, head on, with $e=0.5$ and no gravity: $m_n={2\over3}\,$kg, so
the step of the impact must lose ${1\over2}m_n(1-e^2)v^2=2.25\,$J of the
$9\,$J, to $10^{-9}$ (a few roundings). The masses come from the density:
balls of radius $r$ with $\rho=2/\pi r^2$ and $1/\pi r^2$. The world
has a static floor as well, and what it can catch is less than it seems.
A static body's mass is stored as 0 (chapter~3), so a sum that counts the
floor with its stored mass adds ${1\over2}\cdot0\cdot\vert\vec v\vert^2=0$,
whatever the floor's velocity, and is exactly as right as one that skips
it: no check can tell the two apart, and none needs to. What the floor
does catch is a solution that takes the mass as $1/w$ from the inverse
mass: for the floor that is $1/0=\infty$, and $\infty\cdot0$ is a NaN,
which fails both checks.

@<Exercise 5.2 test functions@>=
static void test_energy(test_context *t)
{
  if (!CHECK(t, ph_world_kinetic_energy != NULL)) {
    test_note(t, "ph_world_kinetic_energy is not implemented");
    return;
  }
  scene s;
  double pi = 3.14159265358979323846;
  char text[1024];
  snprintf(text, sizeof text,
    "world gravity=0,0 integrator=symplectic solver=single\n"
    "box x=0 y=-3 w=8 h=1 static material=static\n"
    "circle x=0 y=0 r=0.5 density=%.17g restitution=0.5 vx=3\n"
    "circle x=0.99 y=0 r=0.5 density=%.17g restitution=0.5\n", 2.0 / (pi * 0.25),
    1.0 / (pi * 0.25));
  if (!CHECK(t, scene_load_text(&s, "energy.scene", text))) return;
  double before = ph_world_kinetic_energy(s.world);
  CHECK_NEAR(t, before, 9.0, 1e-9);
  scene_step(&s, 1.0 / 60.0);
  CHECK_NEAR(t, before - ph_world_kinetic_energy(s.world), 2.25, 1e-9);
  scene_destroy(&s);
}

@ @<Exercise 5.2 test cases@>=
{"energy", "unit", "the kinetic energy lost in a head-on impact is m_n (1 - e^2) v^2 / 2", test_energy},
