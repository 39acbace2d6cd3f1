@* Exercise 2.1: velocity Verlet.
The test of exercise~1 of chapter~2. The exercise asks for a fourth
integrator, velocity Verlet, known by the name \.{velocity} in the table
|ph_integrator_names| (and so in scene files, \.{integrator=velocity}).
The test finds it by that name; on the unmodified stage there is no such
name, and the test says that it is not implemented.

@(exercise_ch02_1.c@>=
#include "testing.h"
@<Exercise 2.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 2.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ @<Exercise 2.1 test functions@>=
static bool velocity_verlet(test_context *t, ph_integrator *integrator)
{
  int i = ph_find_name(ph_integrator_names, sizeof ph_integrator_names[0], "velocity");
  if (!CHECK(t, i >= 0)) {
    test_note(t, "velocity Verlet is not implemented: no integrator is named 'velocity'");
    return false;
  }
  *integrator = ph_integrator_names[i].integrator;
  return true;
}

@ The projectile. Velocity Verlet's first step is
$\vec x_1=\vec x_0+h\vec v_0+{1\over2}h^2\vec a_0$, the exact start of
chapter~1, and its later positions obey Verlet's recurrence (the statement's
derivation), so its error is rounding: chapter~1 bounds it by
$2.4\times10^{-8}$\thinspace m over 600 steps, and the test allows
$10^{-7}$\thinspace m at every step, as chapter~2's projectile test does for
Verlet. A velocity Verlet that started with a full step of acceleration
would be off by ${1\over2}ght=0.83$\thinspace m at 10\thinspace s.

@<Exercise 2.1 test functions@>+=
static void test_projectile(test_context *t)
{
  ph_integrator vv;
  if (!velocity_verlet(t, &vv)) return;
  ph_world *w = test_projectile_world(vv);
  double h = 1.0 / 60.0;
  for (int n = 1; n <= 600; n++) {
    ph_world_step(w, h);
    double time = n * h;
    const ph_body *b = &w->bodies[0];
    if (!CHECK_NEAR(t, b->position.y, 2.0 + 12.0 * time - 5.0 * time * time, 1e-7)
        || !CHECK_NEAR(t, b->position.x, 1.0 + 3.0 * time, 1e-7)) {
      test_note(t, "step %d", n);
      break;
    }
  }
  ph_world_destroy(w);
}

@ @<Exercise 2.1 test cases@>=
{"projectile", "unit", "velocity Verlet's projectile is exact to rounding", test_projectile},

@ The spring. On chapter~2's spring world ($\omega=\pi$, $h=1/60$) velocity
Verlet and position Verlet are stepped side by side for 600 steps, and
their positions must agree at every step. They compute the same numbers by
different operations, so they differ by rounding, about $\epsilon$ of the
amplitude, 1\thinspace m, a step. An error $\delta$ made in one step is
carried into the next ones as an error $\delta/h$ of the velocity, which the
spring turns round rather than lets grow: it moves the body by at most
$\delta/(\omega h)$, about $20\epsilon$. Over $n=600$ steps that is at most
$n\cdot20\epsilon\approx1.3\times10^{-12}$\thinspace m if every rounding
went the same way, and about $\sqrt n$ times $20\epsilon$, $5\times10^{-14}$,
if they do not; the test allows $10^{-11}$\thinspace m. An integrator that is
not Verlet in disguise differs by much more: symplectic Euler, whose naive
start gives the body a velocity off by ${1\over2}h\omega^2=0.08$\thinspace
m/s, by about $0.08/\omega\approx0.03$\thinspace m.

@<Exercise 2.1 test functions@>+=
static void test_on_spring(test_context *t)
{
  ph_integrator vv;
  if (!velocity_verlet(t, &vv)) return;
  ph_world *a = test_spring_world(vv), *b = test_spring_world(PH_VERLET);
  ph_spring sp = test_spring(3.14159265358979323846);
  double h = 1.0 / 60.0, largest = 0.0;
  for (int n = 1; n <= 600; n++) {
    test_spring_step(a, &sp, h);
    test_spring_step(b, &sp, h);
    double d = ph_length(ph_sub(a->bodies[0].position, b->bodies[0].position));
    if (d > largest) largest = d;
  }
  test_note(t, "largest difference of the positions: %.3g m", largest);
  CHECK(t, largest <= 1e-11);
  ph_world_destroy(a);
  ph_world_destroy(b);
}

@ @<Exercise 2.1 test cases@>+=
{"spring", "unit", "on a spring, velocity Verlet's positions are position Verlet's", test_on_spring},
