@* Exercise 2.5: a time scale for the clock.
The test of exercise~5 of chapter~2. The exercise asks for
$$\hbox{|bool ph_clock_set_scale(ph_clock *c, int p, int q);|}$$
which makes the clock count real time multiplied by $p/q$, exactly: a frame
of $f$ ticks adds $f\cdot|rate|\cdot p$ to the accumulator and a step is
worth $|ticks_per_second|\cdot q$ of it. A scale that is not a fraction of
positive integers is refused through the error handler, and the function
returns |false|. It is declared weak, so that this test links against the
unmodified stage, where it is missing, and fails there with the note ``not
implemented''.

@(exercise_ch02_5.c@>=
#include "testing.h"
bool ph_clock_set_scale(ph_clock *c, int p, int q) __attribute__((weak));
@<Exercise 2.5 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 2.5 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The count. The frames are those of chapter~2's |test_clock_count|,
irregular, from 1 to 120 milliseconds, 5000 of them; the clock runs at 60
steps a second on a millisecond tick. With the scale ${1\over4}$, frames of
total length $T$ must take exactly $\lfloor15T\rfloor$ steps, and after each
frame $\alpha$ must be exactly the fractional part of $15T$, the
accumulator's integer over the step's; integers have no rounding, so the
test allows none. With the scale 3 and a cap of 8 (a frame of 120
milliseconds is due 21.6 steps), the steps taken and dropped must add up to
exactly $\lfloor180T\rfloor$, some must be dropped, and $\alpha$ is still
the fractional part of $180T$, since the cap drops whole steps. A clock
that scaled the step $h$ instead, or rounded the scale to a double, fails.

@<Exercise 2.5 test functions@>=
static int64_t scale_frame(uint32_t *seed, int f)
{
  *seed = *seed * 1664525u + 1013904223u;
  return f < 4 ? 50 : 1 + (int64_t) ((*seed >> 8) % 120);
}

@ The test runs the two clocks, scale $p/q={1\over4}$ with a cap of 100
steps, which drops none, and scale 3 with a cap of 8, which must drop
some. |scale_frame| gives the length of frame |f| in milliseconds.

@<Exercise 2.5 test functions@>+=
static void test_scale_count(test_context *t)
{
  if (!CHECK(t, ph_clock_set_scale != NULL)) {
    test_note(t, "ph_clock_set_scale is not implemented");
    return;
  }
  static const int ps[2] = {1, 3}, qs[2] = {4, 1}, caps[2] = {100, 8};
  for (int k = 0; k < 2; k++) {
    ph_clock c;
    int64_t p = ps[k], q = qs[k];
    CHECK(t, ph_clock_init(&c, 60, 1000, caps[k]));
    CHECK(t, ph_clock_set_scale(&c, ps[k], qs[k]));
    uint32_t seed = 2024;
    int64_t total = 0;
    @<Advance the clock by the 5000 frames, checking $\alpha$ after each@>@;
    test_note(t, "scale %d/%d: %.3f s in %ld steps, %ld dropped", ps[k], qs[k], total / 1000.0,
      c.steps, c.dropped);
    CHECK(t, c.steps + c.dropped == total * 60 * p / (1000 * q));
    CHECK(t, k == 0 ? c.dropped == 0 : c.dropped > 0);
  }
}

@ After frames of total length $T$ milliseconds, $60Tp/1000q$ steps are
due, so $\alpha$ must be the fraction $(60Tp\bmod1000q)/1000q$, computed
from integers and divided once, in |double|. The first frame whose
$\alpha$ differs is reported and ends the loop.

@<Advance the clock by the 5000 frames...@>=
for (int f = 0; f < 5000; f++) {
  int64_t frame = scale_frame(&seed, f);
  total += frame;
  ph_clock_advance(&c, frame);
  double alpha = (double) (total * 60 * p % (1000 * q)) / (double) (1000 * q);
  if (!CHECK(t, ph_clock_alpha(&c) == alpha)) {
    test_note(t, "frame %d: alpha %.17g, expected %.17g", f, ph_clock_alpha(&c), alpha);
    break;
  }
}

@ @<Exercise 2.5 test cases@>=
{"scale_count", "unit", "a clock scaled by p/q takes exactly floor(60 T p/q) steps", test_scale_count},

@ A scale of zero, or a negative one, is refused, and leaves the clock as
it was: a frame of 100 milliseconds still takes 6 steps.

@<Exercise 2.5 test functions@>+=
static void test_scale_refused(test_context *t)
{
  if (!CHECK(t, ph_clock_set_scale != NULL)) {
    test_note(t, "ph_clock_set_scale is not implemented");
    return;
  }
  ph_clock c;
  CHECK(t, ph_clock_init(&c, 60, 1000, 8));
  test_expect_refusal(t);
  CHECK(t, !ph_clock_set_scale(&c, 0, 1));
  test_check_refused(t, "scale", __FILE__, __LINE__);
  test_expect_refusal(t);
  CHECK(t, !ph_clock_set_scale(&c, 1, -2));
  test_check_refused(t, "scale", __FILE__, __LINE__);
  CHECK(t, ph_clock_advance(&c, 100) == 6);
}

@ @<Exercise 2.5 test cases@>+=
{"scale_refused", "unit", "a scale that is not a fraction of positive integers is refused", test_scale_refused},
