@* Exercise 3.1: drag.
The test of exercise~1 of chapter~3. The exercise asks for a key of every
body line of a scene (\.{circle}, \.{box}, \.{polygon}):
$$\hbox{\.{drag=}$c$}$$
in newton-seconds per metre, finite and not negative (0, the default, is
no drag), with which the scene applies to that body, before every step,
the force $-c\,\vec v$, where $\vec v$ is the body's velocity as
|ph_body_velocity| reports it; a negative $c$ is refused with a message
that contains ``drag''. The test loads scenes with |scene_load_text| and
steps them with |scene_step|, so on the unmodified stage, where the key is
unknown, the scene does not load and every check after that is not made.

@(exercise_ch03_1.c@>=
#include "testing.h"
@<Exercise 3.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 3.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ Terminal velocity. Under gravity $g$ and drag, $m\dot v=mg-cv$, so
$v(t)=v_\infty(1-e^{-t/\tau})$ with $v_\infty=mg/c$ and $\tau=m/c$. The
scene has a wooden box of 60\thinspace kg with $c=30$ ($v_\infty=20\,$m/s,
$\tau=2\,$s), a pillow box $2\times2\,$m of 20\thinspace kg with $c=5$
($v_\infty=40\,$m/s, $\tau=4\,$s), and a wooden box with no drag. After
60\thinspace s, 15 time constants of the pillow, what is left of the
approach is $40e^{-15}=1.2\times10^{-5}\,$m/s. The steps do not spoil the
limit: the velocity the engine reports lags the position by half a step,
but at the terminal velocity nothing changes from step to step, the force
balance $mg=cv$ holds exactly, and each step moves the velocity toward it
by the factor $1-ch/m$. So the test asks for $v_\infty$ to $10^{-3}\,$m/s,
far more than rounding and the remaining transient, and far less than what
a drag applied with the wrong sign, twice, or divided by the mass would
give. The box with no drag must still fall freely: after a minute it is
faster than $590\,$m/s (exactly, $g$ times a minute less half a step).

At $t=\tau=2\,$s the wooden box must be at $v_\infty(1-e^{-1})=12.64\,$m/s.
Here the steps show: the drag is computed from a velocity half a step old,
and the engine reports the velocity of the middle of the last step. Each
alone would be worth about $v_\infty e^{-1}h/(2\tau)=0.03\,$m/s at this
time; they pull opposite ways, and the difference measured is
$2\times10^{-5}\,$m/s. The test allows $0.1\,$m/s, which covers either
alone. A quadratic drag with the same $c$ would have the terminal velocity
$\sqrt{mg/c}=4.5\,$m/s and fails both checks.

The key belongs to every body line, so a wooden circle of radius
$0.5\,$m with $c=20$ falls too, at $mg/c$ with its own mass (about
$23.6\,$m/s): a solution that reads the key on \.{box} lines alone does not
load the scene.

@<Exercise 3.1 test functions@>=
static void test_terminal(test_context *t)
{
  scene s;
  const char *text =
    "world gravity=0,-10 integrator=verlet\n"
    "box x=0 y=0 w=1 h=1 material=wood drag=30\n"
    "box x=5 y=0 w=2 h=2 material=pillow drag=5\n"
    "box x=10 y=0 w=1 h=1 material=wood\n"
    "circle x=15 y=0 r=0.5 material=wood drag=20\n";
  if (!CHECK(t, scene_load_text(&s, "drag.scene", text))) {
    test_note(t, "the scene with drag= does not load");
    return;
  }
  double h = 1.0 / 60.0;
  @<Step the scene for a minute, checking the wooden box at $t=\tau$@>@;
  @<Check the four velocities after a minute@>@;
  scene_destroy(&s);
}

@ The step at 2\thinspace s is the 120th; there the first wooden box must
fall at $v_\infty(1-e^{-1})$, to $0.1\,$m/s.

@<Step the scene for a minute...@>=
for (int n = 1; n <= 3600; n++) {
  scene_step(&s, h);
  if (n == 120) {
    double v = ph_body_velocity(s.world, ph_body_id_of(0)).y;
    test_note(t, "wooden box at t = 2 s: %.6f m/s", v);
    CHECK_NEAR(t, v, -20.0 * (1.0 - exp(-1.0)), 0.1);
  }
}

@ After 3600 steps the two boxes with drag must fall at $v_\infty$, $20$
and $40\,$m/s, to $10^{-3}\,$m/s; the box with no drag faster than
$590\,$m/s; and the circle at $mg/c$ with $c=20$ and its own mass $m$.

@<Check the four velocities...@>=
double v0 = ph_body_velocity(s.world, ph_body_id_of(0)).y;
double v1 = ph_body_velocity(s.world, ph_body_id_of(1)).y;
double v2 = ph_body_velocity(s.world, ph_body_id_of(2)).y;
double v3 = ph_body_velocity(s.world, ph_body_id_of(3)).y;
double m3 = s.world->bodies[3].mass;
test_note(t, "after a minute: %.9f, %.9f, %.6f and %.9f m/s", v0, v1, v2, v3);
CHECK_NEAR(t, v0, -20.0, 1e-3);
CHECK_NEAR(t, v1, -40.0, 1e-3);
CHECK(t, v2 < -590.0);
CHECK_NEAR(t, v3, -m3 * 10.0 / 20.0, 1e-3);

@ Refusals, as a student's scene file meets them: the demo is run on a scene
with a negative drag, on a box and on a circle, and must stop with status~2
and a message at that line that contains ``drag'', as the statement asks. A
solution that refuses the value with a message that does not name the key
(``must not be negative'') leaves the reader of a long scene to guess which
number was wrong, and fails; so does one that loads the scene.

@<Exercise 3.1 test functions@>+=
static void test_refused(test_context *t)
{
  test_bad_scene(t, "world gravity=0,-10\nbox x=0 y=0 w=1 h=1 drag=-1\n", "drag");
  test_bad_scene(t, "world gravity=0,-10\ncircle x=0 y=0 r=1 drag=-0.5\n", "drag");
}

@ @<Exercise 3.1 test cases@>=
{"terminal", "scene", "drag brings a falling box or circle to mg/c", test_terminal},
{"refused", "cli", "a negative drag is refused with a message that names drag", test_refused},
