@* Exercise 2.4: the stability limit.
The test of exercise~4 of chapter~2. The exercise asks for
$$\hbox{|double ph_world_stable_step(const ph_world *w, const ph_spring *sp);|}$$
the longest step $h$ with which the world's integrator keeps a body on the
spring |sp| bounded: $2/\omega_{\max}$ for symplectic Euler and Verlet, where
$\omega_{\max}=\sqrt{k\,w_{\max}}$ with $w_{\max}$ the largest inverse mass of
the world's bodies; zero for explicit Euler, which gains energy at every
step length.

The function is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch02_4.c@>=
#include "testing.h"
double ph_world_stable_step(const ph_world *w, const ph_spring *sp) __attribute__((weak));
@<Exercise 2.4 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 2.4 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The value. On the spring world of chapter~2 (a body of 1\thinspace kg)
with $\omega=\pi$, the limit is $2/\pi$ for symplectic Euler and for
Verlet, computed with a square root and a division, so good to a few
units of $\epsilon$: the test allows $10^{-12}$. Explicit Euler's is zero.
A second body of half the mass raises $\omega_{\max}$ by
$\sqrt2$, so the limit becomes $2/(\sqrt2\pi)$.

@<Exercise 2.4 test functions@>=
static void test_value(test_context *t)
{
  if (!CHECK(t, ph_world_stable_step != NULL)) {
    test_note(t, "ph_world_stable_step is not implemented");
    return;
  }
  double omega = 3.14159265358979323846;
  ph_spring sp = test_spring(omega);
  ph_world *w = test_spring_world(PH_SYMPLECTIC_EULER);
  CHECK_NEAR(t, ph_world_stable_step(w, &sp), 2.0 / omega, 1e-12);
  ph_particle_def d = ph_default_particle_def();
  d.position = ph_v(0.0, 1.0);
  d.mass = 0.5;
  ph_world_create_particle(w, &d);
  CHECK_NEAR(t, ph_world_stable_step(w, &sp), 2.0 / (sqrt(2.0) * omega), 1e-12);
  ph_world_destroy(w);
  w = test_spring_world(PH_VERLET);
  CHECK_NEAR(t, ph_world_stable_step(w, &sp), 2.0 / omega, 1e-12);
  ph_world_destroy(w);
  w = test_spring_world(PH_EXPLICIT_EULER);
  CHECK(t, ph_world_stable_step(w, &sp) == 0.0);
  ph_world_destroy(w);
}

@ @<Exercise 2.4 test cases@>=
{"value", "unit", "the stable step is 2/omega_max, or 0 for explicit Euler", test_value},

@ The limit is real. Symplectic Euler is run for 10{,}000 steps at $0.95$
and $0.995$ times the step the function gives, $\omega h=1.9$ and $1.99$,
and at $1.005$ and $1.05$ times it, $\omega h=2.01$ and $2.1$. Below the
limit the modified energy of chapter~2 bounds the energy: a body released
at rest has $\tilde E=E_0$, and $E_n\le\tilde E/(1-\omega h/2)$, which is
$20E_0$ at $\omega h=1.9$ and $200E_0$ at $1.99$; the test allows that bound
plus $10^{-6}$ of it for rounding (each step rounds $\tilde E$ by a few
$\epsilon$, $10^4$ steps by at most $10^{-11}$ of it). Above the limit an
eigenvalue of the step, the root of $\lambda^2-(2-\omega^2h^2)\lambda+1=0$
of larger size, is $-1.22$ at $\omega h=2.01$ and $-1.56$ at $2.1$, so the
energy grows as $\lambda^{2n}$ and passes $10^6E_0$ within 40 steps at
$2.01$; the test asks it to pass $10^6E_0$ within the 10{,}000 steps. A
function that answered $2/\omega$ for a world whose bodies were not all of
1\thinspace kg, or $1/\omega$, fails one side or the other. The world
stops itself (chapter~1) if the numbers overflow; the energy is checked
before that can happen.

@<Exercise 2.4 test functions@>+=
static void test_limit(test_context *t)
{
  if (!CHECK(t, ph_world_stable_step != NULL)) {
    test_note(t, "ph_world_stable_step is not implemented");
    return;
  }
  static const double fractions[4] = {0.95, 0.995, 1.005, 1.05};
  double omega = 3.14159265358979323846;
  ph_spring sp = test_spring(omega);
  for (int k = 0; k < 4; k++) {
    ph_world *w = test_spring_world(PH_SYMPLECTIC_EULER);
    double h = fractions[k] * ph_world_stable_step(w, &sp), e0 = ph_world_energy(w, &sp);
    double bound = 1.0 / (1.0 - omega * h / 2.0), largest = 1.0;
    for (int n = 0; n < 10000 && largest < 1e6; n++) {
      test_spring_step(w, &sp, h);
      double e = ph_world_energy(w, &sp) / e0;
      if (e > largest) largest = e;
    }
    test_note(t, "omega h = %.3f: largest E/E0 %.4g", omega * h, largest);
    if (k < 2) CHECK(t, largest <= bound * (1.0 + 1e-6));
    else CHECK(t, largest >= 1e6);
    ph_world_destroy(w);
  }
}

@ @<Exercise 2.4 test cases@>+=
{"limit", "unit", "below the stable step the energy is bounded; above it, it explodes", test_limit},
