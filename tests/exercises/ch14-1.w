@* Exercise 14.1: a body that never sleeps.
The test of exercise~1 of chapter~14. The exercise asks for
$$\hbox{|bool ph_body_set_sleep_allowed(ph_world *w, ph_body_id id, bool allowed);|}$$
which returns |false| for a handle that names no body, and otherwise
|true|. A body not allowed to sleep keeps its whole island awake: its
still time never counts, so the island's least still time stays zero.
Allowed again, it is still from the next step on, and its island sleeps
at the end of the step in which its still time, summed as the chapter
sums it, reaches $T_s$. The function is declared weak, so that this
test links against the unmodified stage, where it is missing, and fails
there with the note ``not implemented''.

@s ph_world int
@s ph_body_id int

@(exercise_ch14_1.c@>=
#include "testing.h"
#include <math.h>
bool ph_body_set_sleep_allowed(ph_world *w, ph_body_id id, bool allowed) __attribute__((weak));
@<Exercise 14.1 test helpers@>@;
@<Exercise 14.1 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 14.1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The scene: a static ground whose top is $y=0$, and two columns of three
boxes $0.5\,$m square, each box just touching the one below, at $x=-2$
(bodies 1 to~3) and $x=2$ (bodies 4 to~6), far enough apart to be two
islands. Columns like these come to rest, and sleep, within a second.

@<Exercise 14.1 test helpers@>=
static const double dt = 1.0 / 60.0;

static ph_world *two_columns(test_context *t)
{
  ph_settings s = ph_default_settings();
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return NULL;
  for (int i = 0; i < 7; i++) {
    ph_body_def d = ph_default_body_def();
    d.shape = i == 0 ? ph_box(20.0, 1.0) : ph_box(0.5, 0.5);
    d.position = i == 0 ? ph_v(0.0, -0.5) : ph_v(i <= 3 ? -2.0 : 2.0, 0.25 + 0.5 * ((i - 1) % 3));
    d.is_static = i == 0;
    CHECK(t, !ph_body_id_is_null(ph_world_create_body(w, &d)));
  }
  return w;
}

static int asleep_of(const ph_world *w, int first, int n)
{
  int k = 0;
  for (int i = first; i < first + n; i++) k += ph_body_is_asleep(w, ph_body_id_of(i));
  return k;
}

@ {\it Kept awake.} The middle box of the left column, body~2, is not
allowed to sleep. For three seconds the left column must never have a
body asleep, though its other two boxes are as still as any: the island
sleeps whole or not at all. The right column, the twin that nothing
holds, must be asleep within two seconds and stay so.

{\it Allowed again.} Then body~2 is allowed again. Its still time starts
from nothing, so its island must sleep in step $k$ after the call, where
$k$ is the least number of steps whose $h$'s, added one by one as the
engine adds them, reach $T_s-h/2$ (30 at $h={1\over60}$, $T_s={1\over2}$,
the sum of thirty being a hair below ${1\over2}$ but far above
$T_s-h/2$), and not a step earlier. A
function that only kept the body awake while its still time ran on would
let the island sleep in the first step after the call; one that woke the
body in every step would never let its island's other bodies rest, but
would not stop the island from sleeping in the step's end either.

{\it A bad handle} gives |false|.

@<Exercise 14.1 test functions@>=
static void test_sleep_allowed(test_context *t)
{
  if (!CHECK(t, ph_body_set_sleep_allowed != NULL)) {
    test_note(t, "ph_body_set_sleep_allowed is not implemented");
    return;
  }
  ph_world *w = two_columns(t);
  if (!w) return;
  CHECK(t, ph_body_set_sleep_allowed(w, ph_body_id_of(2), false));
  int left = 0, right_slept_at = 0, right_woke = 0;
  @<Step three seconds with body 2 held awake, watching both columns@>@;
  @<Allow body 2 again, and count the steps until its island sleeps@>@;
  test_note(t, "left column asleep %d body-steps while held; right column asleep after "@|
    "step %d (then awake %d body-steps); allowed again, the left slept after %d steps "@|
    "(%d expected)", left, right_slept_at, right_woke, slept_after, expected);
  CHECK(t, left == 0);
  CHECK(t, right_slept_at > 0 && right_slept_at <= 120 && right_woke == 0);
  CHECK(t, slept_after == expected);
  CHECK(t, !ph_body_set_sleep_allowed(w, ph_body_id_of(99), false));
  ph_world_destroy(w);
}

@ The left column's body-steps asleep, the step in which the right one
slept, and its body-steps awake after that.

@<Step three seconds with body 2 held awake, watching both columns@>=
for (int n = 1; n <= 180; n++) {
  ph_world_step(w, dt);
  left += asleep_of(w, 1, 3);
  if (!right_slept_at && asleep_of(w, 4, 3) == 3) right_slept_at = n;
  else if (right_slept_at) right_woke += 3 - asleep_of(w, 4, 3);
}

@ @<Allow body 2 again, and count the steps until its island sleeps@>=
int expected = 0;
for (double still = 0.0; still < w->settings.sleep_time - 0.5 * dt; still += dt) expected++;
CHECK(t, ph_body_set_sleep_allowed(w, ph_body_id_of(2), true));
int slept_after = 0;
for (int n = 1; n <= 120 && !slept_after; n++) {
  ph_world_step(w, dt);
  if (asleep_of(w, 1, 3) == 3) slept_after = n;
}

@ @<Exercise 14.1 test cases@>=
{"sleep_allowed", "unit", "a body not allowed to sleep keeps its island awake; allowed again, it sleeps T_s later", test_sleep_allowed},
