@* Exercise 14.3: breaking by the solver's impulse.
The test of exercise~3 of chapter~14. The exercise asks for
$$\hbox{|bool ph_world_set_break_by_solver(ph_world *w, bool on);|}$$
which returns |false|, with a report, for a null world, and otherwise
|true|. While it is on, a part of a breakable body also breaks off at
the start of a step if the normal impulse that the solver delivered to
one of its contacts in the last step, summed over the contact's points
(and times the sub-steps under chapter~11's soft step), was above the
body's $J_b$. It is off when a world is made. The function is declared
weak, so that this test links against the unmodified stage, where it is
missing, and fails there with the note ``not implemented''.

@s ph_world int
@s ph_body_id int
@s ph_settings int
@s ph_body_def int

@(exercise_ch14_3.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
bool ph_world_set_break_by_solver(ph_world *w, bool on) __attribute__((weak));
@<Exercise 14.3 test helpers@>@;
@<Exercise 14.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 14.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The wall of the chapter's table of a struck wall, as {\tt bench14}
builds it: six
courses of four bricks $0.5\times0.25\,$m in running bond, one body of 24
parts of the default wood, its lowest course's bottom on the line
$y=y_0$, with the break impulse |J_b|. Course $r$ is centred at height
$y_0+0.25r+0.125$; the even courses run from $x=0$ to~2, the odd ones from
0.25 to~2.25.

@<Exercise 14.3 test helpers@>=
static const double dt = 1.0 / 60.0;
enum { COURSES = 6, BRICKS = 4 };

static ph_body_id build_wall(test_context *t, ph_world *w, double y0, double J_b)
{
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(0.5, 0.25), d.position = ph_v(0.25, y0 + 0.125);
  ph_body_id wall = ph_world_create_body(w, &d);
  for (int r = 0; r < COURSES; r++)
    for (int c = 0; c < BRICKS; c++)
      if (r || c)
        CHECK(t, ph_body_add_shape(w, wall, ph_box(0.5, 0.25),
          ph_v(0.5 * c + 0.25 * (r % 2 + 1), y0 + 0.25 * r + 0.125)));
  CHECK(t, ph_body_set_break_impulse(w, wall, J_b));
  return wall;
}

@ Whether the switch exists, with the note that says why not.

@<Exercise 14.3 test helpers@>+=
static bool implemented(test_context *t)
{
  if (CHECK(t, ph_world_set_break_by_solver != NULL)) return true;
  test_note(t, "ph_world_set_break_by_solver is not implemented");
  return false;
}

@ The total momentum of the world's bodies, read through the interface
(a static body's mass is zero).

@<Exercise 14.3 test helpers@>+=
static ph_vec2 momentum(const ph_world *w)
{
  ph_vec2 p = ph_v(0.0, 0.0);
  for (int i = 0; i < w->body_count; i++) {
    ph_body_id id = ph_body_id_of(i);
    p = ph_add(p, ph_mul(ph_body_mass(w, id), ph_body_velocity(w, id)));
  }
  return p;
}

@ The struck wall, as the bench strikes it: no gravity, $J_b=20\,$N$\,$s,
and a ball (body~1) of radius 0.2\thinspace m, ten times as dense as the
wall, thrown at $u=8\,$m/s from 10\thinspace cm to the wall's left along
the middle of its third course, $y=0.625$.

@<Exercise 14.3 test helpers@>+=
static ph_world *struck_wall(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return NULL;
  build_wall(t, w, 0.0, 20.0);
  ph_body_def d = ph_default_body_def();
  d.shape = ph_circle(0.2), d.position = ph_v(-0.3, 0.625);
  d.material.density *= 10.0, d.velocity = ph_v(8.0, 0.0);
  CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &d)));
  return w;
}

@ A run of two seconds, with the switch set to |on|, or never called if
|on| is negative. It gives the bricks broken; how many of them were born
within half a course, 0.125\thinspace m, of the ball's line (the bricks
of the struck course: the next courses' centres are 0.25\thinspace m
away); the largest change of the total momentum over the ball's; and the
ball's place at the end. The world is kept for the caller, who destroys
it.

@<Exercise 14.3 test helpers@>+=
typedef struct {
  ph_world *w;
  int broken, struck_course;
  double drift;
  ph_vec2 ball;
} strike;

static strike strike_wall(test_context *t, int on)
{
  strike r = {struck_wall(t), 0, 0, 0.0, ph_v(0.0, 0.0)};
  ph_world *w = r.w;
  if (!w) return r;
  if (on >= 0) CHECK(t, ph_world_set_break_by_solver(w, on));
  ph_vec2 p0 = momentum(w);
  @<Step two seconds, noting where each loose brick is born and how the momentum drifts@>@;
  r.broken = ph_world_parts_broken(w), r.ball = ph_body_position(w, ph_body_id_of(1));
  return r;
}

@ A loose brick is a new body, made in the step that broke it; its place
right after that step tells its course.

@<Step two seconds, noting where each loose brick is born...@>=
int seen = w->body_count;
for (int n = 0; n < 120; n++) {
  ph_world_step(w, dt);
  for (; seen < w->body_count; seen++)
    r.struck_course += fabs(ph_body_position(w, ph_body_id_of(seen)).y - 0.625) < 0.125;
  r.drift = fmax(r.drift, ph_length(ph_sub(momentum(w), p0)) / ph_length(p0));
}

@ {\it The wall is holed.} The ball, of mass $m=75.4\,$kg, carries
$mu$, and a blow without bounce leaves the wall, of $M=180\,$kg, the
share $M/(M+m)$ of it, some 420\thinspace N$\,$s, more than twenty times
$J_b$; all of it passes through the contacts in front of the ball,
within the few steps in which
the soft contacts stop the ball's approach. The impact rule breaks a
brick only while the ball still approaches it fast; once the struck brick
is loose, ball, brick and wall are pushed together, and the table's run
loses two bricks. The solver's impulse, read again at each step's start,
breaks the brick in front of the ball as long as the ball still pushes
the wall through it by more than $J_b$ a step. So with the switch on every
brick of the struck course must break, four, and more bricks in all than
with it off.

The momentum must be kept through every break as the chapter keeps it:
the split moves nothing, and the impulses come in equal and opposite
pairs, so the total changes only by rounding. Each application of an
impulse rounds the two velocities it changes by half a unit in their
last place, $2^{-53}\approx1.1\times10^{-16}$ of momenta no larger than
$mu$; some $10^5$ applications in two seconds (four sub-steps of a few
passes over some ten contacts of two points, 120 times) err either way,
and add up as the square root of their number, to some $3\times10^{-14}$
of~$mu$. The bound $10^{-12}$ is thirty times that, and a real loss is far
above it: a brick that left without the turning part of its point's
velocity, $\omega\times\vec r_k$, would change the total by its own
mass times that, some $10^{-3}$ of~$mu$.

@<Exercise 14.3 test functions@>=
static void test_wall_holed(test_context *t)
{
  if (!implemented(t)) return;
  strike off = strike_wall(t, false), on = strike_wall(t, true);
  if (!off.w || !on.w) {
    ph_world_destroy(off.w), ph_world_destroy(on.w);
    return;
  }
  test_note(t, "switch off: %d bricks broken, %d of the struck course; switch on: %d "@|
    "broken, %d of the struck course; the ball ends at (%.3f, %.3f); momentum kept to "@|
    "%.2g", off.broken, off.struck_course, on.broken, on.struck_course, on.ball.x, on.ball.y,
    on.drift);
  CHECK(t, on.struck_course == BRICKS);
  CHECK(t, on.broken > off.broken);
  CHECK(t, on.drift < 1e-12 && off.drift < 1e-12);
  ph_world_destroy(off.w), ph_world_destroy(on.w);
}

@ {\it A steady load.} The same wall stands on a static ground, whose top
is $y=0$, under gravity $g=10\,$m/s$^2$, with sleeping off, so that the
solver works on it in every step (a sleeping wall's contacts are solved
by nothing, and would prove nothing). At rest, the ground's contacts with
the four bricks of the lowest course give back in each step what gravity
takes, the impulse $Wh$ of the wall's weight $W=Mg$. No contact's
impulse is negative, so no one of them takes more than $Wh$, and in each
step one of them at least takes $Wh/4$. Hence two facts, each over three
seconds with the switch on. With $J_b={5\over4}Wh$ nothing breaks; the
quarter is room for the first steps, in which the wall settles onto its
contacts. With $J_b=Wh/8$ a brick breaks: were none to break, the run
would be the run with the switch off, since the switch only marks parts
to break, and in it some contact takes at least $Wh/4$, twice $J_b$, in
every step at rest. With the switch off the same light wall stands
whole, since its bricks rest on the ground and strike nothing: breaking
by the solver's impulse breaks by load, and a steady load is no longer
safe.

@<Exercise 14.3 test functions@>=
static int stand_wall(test_context *t, bool on, double share, double *Wh)
{
  ph_settings s = ph_default_settings();
  s.sleep = false;
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return -1;
  ph_body_def g = ph_default_body_def();
  g.shape = ph_box(20.0, 1.0), g.position = ph_v(1.0, -0.5), g.is_static = true;
  CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &g)));
  ph_body_id wall = build_wall(t, w, 0.0, INFINITY);
  *Wh = ph_body_mass(w, wall) * -s.gravity.y * dt;
  CHECK(t, ph_body_set_break_impulse(w, wall, share * *Wh));
  CHECK(t, ph_world_set_break_by_solver(w, on));
  for (int n = 0; n < 180; n++) ph_world_step(w, dt);
  int broken = ph_world_parts_broken(w);
  ph_world_destroy(w);
  return broken;
}

@ |stand_wall| stands the light wall on a static ground, with sleep off,
gives every brick the break impulse |share| times $Wh$, turns the switch
|on| or off and returns the number of bricks broken in 180 steps; it
stores $Wh$ in |*Wh|. The test makes the three runs of the paragraph
above.

@<Exercise 14.3 test functions@>=
static void test_steady_load(test_context *t)
{
  if (!implemented(t)) return;
  double Wh = 0.0;
  int strong = stand_wall(t, true, 1.25, &Wh), weak = stand_wall(t, true, 0.125, &Wh);
  int impact = stand_wall(t, false, 0.125, &Wh);
  test_note(t, "Wh = %.4f N s; bricks broken in three seconds: %d with J_b = 5/4 Wh, %d "@|
    "with J_b = Wh/8, and %d with J_b = Wh/8 and the switch off", Wh, strong, weak, impact);
  CHECK(t, strong == 0);
  CHECK(t, weak > 0);
  CHECK(t, impact == 0);
}

@ {\it Off changes nothing.} A world in which the switch was turned on
and off again before the first step must run the struck wall to the
same bits as one in which it was never called: every body's position,
angle and velocities, and the count of bodies. And a null world is
refused, with a report.

@<Exercise 14.3 test functions@>=
static void test_switched_off(test_context *t)
{
  if (!implemented(t)) return;
  strike never = strike_wall(t, -1);
  if (!never.w) return;
  ph_world *w = struck_wall(t);
  if (!w) {
    ph_world_destroy(never.w);
    return;
  }
  CHECK(t, ph_world_set_break_by_solver(w, true));
  CHECK(t, ph_world_set_break_by_solver(w, false));
  for (int n = 0; n < 120; n++) ph_world_step(w, dt);
  int differ = bodies_differ(w, never.w);
  test_note(t, "%d bodies differ; the wall lost %d bricks", differ, never.broken);
  CHECK(t, differ == 0);
  bool taken = true;
  CHECK_REFUSED(t, taken = ph_world_set_break_by_solver(NULL, true), "no world");
  CHECK(t, !taken);
  ph_world_destroy(w), ph_world_destroy(never.w);
}

@ Two worlds' bodies are the same when there are as many and every
body's position, angle and velocities are the same bits.

@<Exercise 14.3 test helpers@>+=
static int bodies_differ(const ph_world *a, const ph_world *b)
{
  int differ = a->body_count != b->body_count;
  for (int i = 0; i < a->body_count && i < b->body_count; i++) {
    ph_body_id id = ph_body_id_of(i);
    ph_vec2 p = ph_body_position(a, id), q = ph_body_position(b, id);
    ph_vec2 u = ph_body_velocity(a, id), v = ph_body_velocity(b, id);
    double s[2] = {ph_body_angle(a, id), ph_body_angular_velocity(a, id)};
    double r[2] = {ph_body_angle(b, id), ph_body_angular_velocity(b, id)};
    differ += memcmp(&p, &q, sizeof p) != 0 || memcmp(&u, &v, sizeof u) != 0
      || memcmp(s, r, sizeof s) != 0;
  }
  return differ;
}

@ @<Exercise 14.3 test cases@>=
{"wall_holed", "unit", "with the switch on, the struck course of the table's wall breaks whole, more than with it off; momentum kept", test_wall_holed},
{"steady_load", "unit", "a wall standing under its weight breaks by the solver's impulse only if J_b is below its contacts' share of Wh", test_steady_load},
{"switched_off", "unit", "with the switch off a run is the same bits as one in which it was never called; a null world is refused", test_switched_off},
