@* Exercise 6.2: the velocity of a point of a body.
The test of exercise~2 of chapter~6. The exercise asks for
$$\hbox{|ph_vec2 ph_body_point_velocity(const ph_world *w, ph_body_id id, ph_vec2 point);|}$$
the velocity $\vec v+\omega\times(\vec p-\vec x)$ of the material point
of the body at the world point $\vec p$; a handle that names no body, or a
point that is not finite, is reported to the error handler and gives the
zero vector. The function is declared weak, so that this test links
against the unmodified stage, where it is missing, and fails there.

@(exercise_ch06_2.c@>=
#include "testing.h"
#include <math.h>
ph_vec2 ph_body_point_velocity(const ph_world *w, ph_body_id id, ph_vec2 point)
  __attribute__((weak));
@<Exercise 6.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 6.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A wheel of radius 0.5\thinspace m at $(1,2)$ rolling to the right at
2\thinspace m/s, so turning at $\omega=-4\,$rad/s: the point touching the
ground, $(1,1.5)$, is at rest, the top, $(1,2.5)$, moves at $(4,0)$, and
the front, $(1.5,2)$, at $(2,-2)$; exact, since every number is a small
binary fraction. The null handle and a point that is not finite are
refused.

@<Exercise 6.2 test functions@>=
static void test_point(test_context *t)
{
  if (!CHECK(t, ph_body_point_velocity != NULL)) {
    test_note(t, "ph_body_point_velocity is not implemented");
    return;
  }
  ph_settings settings = ph_default_settings();
  ph_world *w = ph_world_create(&settings);
  if (!CHECK(t, w != NULL)) return;
  ph_body_def d = ph_default_body_def();
  d.position = ph_v(1.0, 2.0);
  d.velocity = ph_v(2.0, 0.0);
  d.angular_velocity = -4.0;
  ph_body_id id = ph_world_create_body(w, &d), none = {0};
  ph_vec2 bottom = ph_body_point_velocity(w, id, ph_v(1.0, 1.5));
  ph_vec2 top = ph_body_point_velocity(w, id, ph_v(1.0, 2.5));
  ph_vec2 front = ph_body_point_velocity(w, id, ph_v(1.5, 2.0));
  CHECK(t, bottom.x == 0.0 && bottom.y == 0.0);
  CHECK(t, top.x == 4.0 && top.y == 0.0);
  CHECK(t, front.x == 2.0 && front.y == -2.0);
  CHECK_REFUSED(t, ph_body_point_velocity(w, none, ph_v(0.0, 0.0)), "");
  CHECK_REFUSED(t, ph_body_point_velocity(w, id, ph_v(NAN, 0.0)), "finite");
  ph_world_destroy(w);
}

@ @<Exercise 6.2 test cases@>=
{"point", "unit", "the velocity of a point of a rolling wheel", test_point},
