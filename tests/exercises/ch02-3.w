@* Exercise 2.3: the period of the simulated spring.
The test of exercise~3 of chapter~2. The exercise asks for
$$\hbox{|double ph_symplectic_period(double omega, double h);|}$$
the period, in seconds, of a body on a spring of angular frequency
|omega| stepped by symplectic Euler with the step |h|: $2\pi h/\theta$,
where $\cos\theta=1-{1\over2}\omega^2h^2$. The function is declared weak, so
that this test links against the unmodified stage, where it is missing, and
fails there with the note ``not implemented''.

@(exercise_ch02_3.c@>=
#include "testing.h"
double ph_symplectic_period(double omega, double h) __attribute__((weak));
@<Exercise 2.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 2.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The measurement. The spring world of chapter~2 (a body of 1\thinspace kg
released at rest at $x=1$) is stepped by symplectic Euler, and the times at
which $x$ changes sign from negative to positive are found by linear
interpolation between the two steps that bracket the change:
$t=t_{n-1}+h\,x_{n-1}/(x_{n-1}-x_n)$. The period is the time between the
first and the thousand-and-first such crossing, over a thousand.

Why interpolate: counting steps between sign changes knows each crossing
only to a step, so a thousand periods measure the period only to $h/1000$,
$8\times10^{-6}$ of a period of 2\thinspace s at $h=1/60$, too coarse for the
test. The positions of symplectic Euler are exactly
$x_n=A\cos(n\theta+\varphi)$ (the step is a rotation seen through a fixed
distortion), and a straight line through two samples of a cosine near its
zero misses the zero by at most about ${1\over8}\theta^2$ of a step (the
cosine's curvature over one step), about $10^{-3}$ of a step at
$\omega h=\pi/60$. Over a thousand periods of 120 steps that is $10^{-8}$ of
a period. Rounding of the positions, a few $\epsilon$ of the amplitude, moves
a crossing by a few $\epsilon/\theta$ steps, nothing beside it.

@<Exercise 2.3 test functions@>=
static double measured_period(double omega, double h)
{
  ph_world *w = test_spring_world(PH_SYMPLECTIC_EULER);
  ph_spring sp = test_spring(omega);
  double first = NAN, last = NAN, x_before = w->bodies[0].position.x;
  int crossings = 0;
  for (long n = 1; crossings < 1001; n++) {
    test_spring_step(w, &sp, h);
    double x = w->bodies[0].position.x;
    if (x_before < 0.0 && x >= 0.0) {
      double time = (n - 1) * h + h * x_before / (x_before - x);
      if (crossings == 0) first = time;
      last = time;
      crossings++;
    }
    x_before = x;
  }
  ph_world_destroy(w);
  return (last - first) / 1000.0;
}

@ The test: at $\omega=\pi$ and two steps, $h=1/60$ and $h=1/30$, the
function must give the measured period to $10^{-6}$ of a period, a
hundred times the measurement's own error. The true period
$2\pi/\omega=2$\thinspace s is not the answer: the simulated spring runs
fast by about ${1\over24}\omega^2h^2$, $1.1\times10^{-4}$ of a period at
$h=1/60$, a hundred times the tolerance, and the test checks that the
measurement sees that difference.

@<Exercise 2.3 test functions@>+=
static void test_period(test_context *t)
{
  if (!CHECK(t, ph_symplectic_period != NULL)) {
    test_note(t, "ph_symplectic_period is not implemented");
    return;
  }
  static const double steps[2] = {1.0 / 60.0, 1.0 / 30.0};
  double omega = 3.14159265358979323846;
  for (int k = 0; k < 2; k++) {
    double h = steps[k], measured = measured_period(omega, h);
    double derived = ph_symplectic_period(omega, h), truth = 2.0 * 3.14159265358979323846 / omega;
    test_note(t, "h=%.5f: measured %.10f s, derived %.10f s, true 2 pi/omega %.10f s", h,
      measured, derived, truth);
    CHECK_NEAR(t, derived / measured, 1.0, 1e-6);
    CHECK(t, (truth - measured) / truth > 0.5 * omega * omega * h * h / 24.0);
  }
}

@ @<Exercise 2.3 test cases@>=
{"period", "unit", "the derived period of symplectic Euler is the measured one", test_period},
