@* Exercise 1.3: the naive start.
The test of exercise~3 of chapter~1. The exercise asks for a setting,
|naive_start|, read from the key \.{start=naive} (or \.{start=exact}, the
default) of a scene's \.{world} line, with which a Verlet particle's first
step is the naive $\vec x_1=\vec x_0+h\vec v_0+h^2\vec a$, the recurrence
started from $\vec x_{-1}=\vec x_0-h\vec v_0$. On the unmodified stage the
scene reader refuses the key, and the test says that it is not
implemented.

@(exercise_ch01_3.c@>=
#include "testing.h"
@<Exercise 1.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 1.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The scene is chapter~1's \.{fall}, a particle thrown from the origin at
$(3,12)$\thinspace m/s with no container, with the start chosen by |start|.
It is stepped to $t=10$\thinspace s with the step |h|, and the function
returns the error of the position, measured minus exact.

@<Exercise 1.3 test functions@>=
static bool fall_error(test_context *t, const char *start, double h, ph_vec2 *error)
{
  char text[256];
  scene s;
  snprintf(text, sizeof text, "world gravity=0,-10 integrator=verlet start=%s\n"
    "particle x=0 y=0 vx=3 vy=12 r=0.25 mass=1\n", start);
  if (!CHECK(t, scene_load_text(&s, "fall", text))) {
    test_note(t, "start=%s is not implemented: the world line refuses the key", start);
    return false;
  }
  int steps = (int) lround(10.0 / h);
  for (int n = 0; n < steps; n++) scene_step(&s, h);
  double time = steps * h;
  ph_vec2 exact = ph_v(3.0 * time, 12.0 * time - 5.0 * time * time);
  *error = ph_sub(s.world->bodies[0].position, exact);
  scene_destroy(&s);
  return true;
}

@ The derivation the exercise asks for: the naive first step is
${1\over2}h^2\vec a$ further along $\vec a$ than the parabola, and from
there the recurrence follows exactly the parabola through $\vec x_0$ and
$\vec x_1$, whose initial velocity is $\vec v_0+{1\over2}h\vec a$. So at
every step the error is exactly ${1\over2}\vec a\,h\,t$: at $t=10$\thinspace
s, $-{1\over2}\cdot10\cdot h\cdot10$\thinspace m vertically, $-0.8\overline3$\thinspace m
at $h=1/60$ and half that at $h=1/120$ (first order in $h$), and nothing
horizontally. What is left is rounding, which chapter~1's free-fall test
bounds by $2.4\times10^{-8}$\thinspace m for 600 steps and four times
that, $10^{-7}$\thinspace m, for 1200; the test allows $10^{-6}$\thinspace m.
It checks too that \.{start=exact} keeps chapter~1's exact start, whose
error is rounding alone, within the same $10^{-6}$\thinspace m.

@<Exercise 1.3 test functions@>+=
static void test_naive_error(test_context *t)
{
  static const double steps[2] = {1.0 / 60.0, 1.0 / 120.0};
  for (int k = 0; k < 2; k++) {
    double h = steps[k];
    ph_vec2 naive, exact;
    if (!fall_error(t, "naive", h, &naive) || !fall_error(t, "exact", h, &exact)) return;
    test_note(t, "h=%.5f: naive error (%.3g, %.12f), exact error (%.3g, %.3g)", h, naive.x,
      naive.y, exact.x, exact.y);
    CHECK_NEAR(t, naive.y, -0.5 * 10.0 * h * 10.0, 1e-6);
    CHECK_NEAR(t, naive.x, 0.0, 1e-6);
    CHECK_NEAR(t, exact.y, 0.0, 1e-6);
    CHECK_NEAR(t, exact.x, 0.0, 1e-6);
  }
}

@ @<Exercise 1.3 test cases@>=
{"naive_error", "unit", "the naive start errs by exactly a h t / 2, the exact start not at all", test_naive_error},
