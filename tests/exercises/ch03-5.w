@* Exercise 3.5: an attractor.
The test of exercise~5 of chapter~3. The exercise asks for a scene line
$$\hbox{\.{attractor x=}$X$ \.{y=}$Y$ \.{strength=}$G$}$$
at most one per scene, with $G>0$ in ${\rm m^3/s^2}$ (\.{x} and \.{y}
default to 0, \.{strength} is required; a strength that is not positive is
refused with a message containing ``strength''), with which the scene pulls
every moving rigid body, before every step, with the force $G\,m/r^2$
toward the point $\vec p=(X,Y)$, where $m$ is the body's mass and $r$ its
distance from $\vec p$. Static bodies and particles are not pulled, nor is
a body exactly at $\vec p$. The test loads scenes with |scene_load_text|
and steps them with |scene_step|, so on the unmodified stage, where the
keyword is unknown, the scene does not load and no other check is made.

@(exercise_ch03_5.c@>=
#include "testing.h"
@<Exercise 3.5 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 3.5 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ Why all bodies move alike: the acceleration is the force divided by the
mass, $G/r^2$ toward $\vec p$, and the mass has gone, as under gravity,
whose force is also proportional to the mass. So a wooden box and a steel
ball released at the same point with the same velocity follow the same
path. In the engine the mass does not cancel exactly: the force
$G\,m/r^3\,(\vec p-\vec x)$ and its division by $m$ round differently for
the two masses, by an ulp or two of the acceleration in each step. Over 600
steps those differences add up to $2\times10^{-14}\,$m at positions of a
few metres (measured; the test prints it); the test allows $10^{-12}\,$m,
fifty times that, at every step. A force that forgot the mass, $G/r^2$, makes
the two paths part by metres.

The same test checks the law itself. With $G=100$ and the bodies starting
at $r=4\,$m with the speed $\sqrt{G/r}=5\,$m/s across the line to the
point, the orbit is a circle, run with $\omega=v/r=1.25\,$rad/s, and
after ten seconds the bodies have turned by $12.5\,$rad. Verlet's errors
are of order $(\omega h)^2=4.3\times10^{-4}$ relative: the radius was
measured off by at most $9\times10^{-4}\,$m, and the angle, in which the
radius error and the first step accumulate, by $2\times10^{-3}\,$rad. The
test asks for the radius to $10^{-2}\,$m and the angle to $10^{-2}\,$rad,
five times or more what was measured. A pull of the wrong strength or the wrong law of distance
leaves the circle by much more; a push instead of a pull sends the bodies
away. A static body in the scene must not move.

@<Exercise 3.5 test functions@>=
static void test_same_path(test_context *t)
{
  scene s;
  const char *text =
    "world gravity=0,0 integrator=verlet\n"
    "attractor x=0 y=0 strength=100\n"
    "box x=4 y=0 w=0.5 h=0.5 material=wood vy=5\n"
    "circle x=4 y=0 r=0.3 material=metal vy=5\n"
    "box x=0 y=-8 w=2 h=1 material=static static\n";
  if (!CHECK(t, scene_load_text(&s, "attractor.scene", text))) {
    test_note(t, "the scene with an attractor does not load");
    return;
  }
  double apart = 0.0, radius_error = 0.0, h = 1.0 / 60.0;
  @<Step the orbit for 10\thinspace s, keeping how far apart the two bodies and how far from the circle@>@;
  @<Check the paths, the radius and the angle turned, and that the static body stayed@>@;
  scene_destroy(&s);
}

@ The box's angle about the point must be $12.5\,$rad, compared modulo $2\pi$,
to $10^{-2}\,$rad; the two bodies' paths must agree to $10^{-12}\,$m and the
radius to $10^{-2}\,$m; and the static box must be exactly where it
started.

@<Check the paths, the radius...@>=
ph_vec2 a = s.world->bodies[0].position;
double turned = 12.5, angle = atan2(a.y, a.x);
double angle_error = remainder(angle - turned, 2.0 * 3.14159265358979323846);
test_note(t, "paths apart by at most %.3g m; radius off by %.3g m; angle off by %.3g rad",
  apart, radius_error, angle_error);
CHECK(t, apart <= 1e-12);
CHECK(t, radius_error <= 1e-2);
CHECK(t, fabs(angle_error) <= 1e-2);
CHECK(t, s.world->bodies[2].position.x == 0.0 && s.world->bodies[2].position.y == -8.0);

@ After each of the 600 steps the test keeps the largest distance between
the box and the circle, which must stay 0 but for rounding, and the
largest difference between the box's distance from the point and the
radius $r=4\,$m.

@<Step the orbit for 10\thinspace s...@>=
for (int n = 1; n <= 600; n++) {
  scene_step(&s, h);
  ph_vec2 a = s.world->bodies[0].position, b = s.world->bodies[1].position;
  apart = fmax(apart, ph_length(ph_sub(a, b)));
  radius_error = fmax(radius_error, fabs(ph_length(a) - 4.0));
}

@ @<Exercise 3.5 test cases@>=
{"same_path", "scene", "bodies of any mass follow the same circular orbit", test_same_path},

@ Bad lines: a strength that is not positive, and a second attractor.

@<Exercise 3.5 test functions@>+=
static void test_bad_attractors(test_context *t)
{
  scene s;
  bool good = scene_load_text(&s, "one.scene", "attractor x=1 y=2 strength=3\n");
  if (!CHECK(t, good)) return;
  scene_destroy(&s);
  CHECK(t, !scene_load_text(&s, "zero.scene", "attractor x=0 y=0 strength=0\n"));
  CHECK(t, !scene_load_text(&s, "none.scene", "attractor x=0 y=0\n"));
  CHECK(t, !scene_load_text(&s, "two.scene",
    "attractor x=0 y=0 strength=1\nattractor x=1 y=0 strength=1\n"));
}

@ @<Exercise 3.5 test cases@>+=
{"bad_attractors", "scene", "a strength that is not positive, or a second attractor, is refused", test_bad_attractors},
