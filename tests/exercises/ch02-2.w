@* Exercise 2.2: the energy with the central velocity.
The test of exercise~2 of chapter~2. The exercise asks for
$$\hbox{|double ph_world_central_energy(const ph_world *w, const ph_spring *sp);|}$$
the energy of chapter~2's |ph_world_energy|, but with each Verlet body's
velocity taken as the central difference $(\vec x_{n+1}-\vec x_{n-1})/2h$
at $\vec x_n$ rather than the velocity of the middle of the last step. The
function is declared weak, so that this test links against the unmodified
stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch02_2.c@>=
#include "testing.h"
double ph_world_central_energy(const ph_world *w, const ph_spring *sp) __attribute__((weak));
@<Exercise 2.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 2.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The band, derived. Verlet started exactly on the spring world of
chapter~2 (a body of 1\thinspace kg released at rest at $x=1$, $\omega=\pi$)
gives $x_n=\cos n\theta$ with $\cos\theta=1-{1\over2}\omega^2h^2$. The
central velocity is then $-\sin n\theta\,\sin\theta/h$, and
$\sin^2\theta/h^2=\omega^2(1-{1\over4}\omega^2h^2)$, so
$$E_n={1\over2}\omega^2\Bigl(1-{\omega^2h^2\over4}\sin^2n\theta\Bigr):$$
it never exceeds $E_0={1\over2}\omega^2$ and never falls below
$(1-{1\over4}\omega^2h^2)E_0$, a band of $6.9\times10^{-4}$ at $h=1/60$.
Over 100{,}000 steps rounding moves the amplitude by some $10^5$ roundings,
$10^{-11}$ of it; the test allows $10^{-8}$ of $E_0$ on either side of the
band, and asks that the band be used (its lower edge approached to a tenth
of its width), so that an energy that does not move cannot pass. The
energy with the reported velocity wobbles by about $\omega h$, more than
ten times the band, which the test checks too: the two functions must
differ.

@<Exercise 2.2 test functions@>=
static void test_central_band(test_context *t)
{
  if (!CHECK(t, ph_world_central_energy != NULL)) {
    test_note(t, "ph_world_central_energy is not implemented");
    return;
  }
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  double band = omega * omega * h * h / 4.0, e0 = 0.5 * omega * omega;
  ph_spring sp = test_spring(omega);
  ph_world *w = test_spring_world(PH_VERLET);
  double low = 1.0, high = 1.0, plain_low = 1.0, plain_high = 1.0;
  @<Step the spring 100{,}000 times, keeping the least and greatest of either energy over $E_0$@>@;
  test_note(t, "central: E/E0 in [1 - %.4g, 1 + %.3g] (band %.4g); reported: [1 - %.4g, 1 + %.4g]",
    1.0 - low, high - 1.0, band, 1.0 - plain_low, plain_high - 1.0);
  CHECK(t, high <= 1.0 + 1e-8);
  CHECK(t, low >= 1.0 - band - 1e-8);
  CHECK(t, low <= 1.0 - 0.9 * band);
  CHECK(t, plain_high - plain_low > 10.0 * band);
  ph_world_destroy(w);
}

@ After every step the test divides both energies, with the central
velocity and with the reported one, by $E_0$ and keeps the extremes of
each.

@<Step the spring 100{,}000 times...@>=
for (int n = 0; n < 100000; n++) {
  test_spring_step(w, &sp, h);
  double e = ph_world_central_energy(w, &sp) / e0, p = ph_world_energy(w, &sp) / e0;
  if (e < low) low = e;
  if (e > high) high = e;
  if (p < plain_low) plain_low = p;
  if (p > plain_high) plain_high = p;
}

@ @<Exercise 2.2 test cases@>=
{"central_band", "unit", "the energy with the central velocity stays in a band of (omega h)^2/4", test_central_band},
