@*1 Tests of chapter 14.
(A first test; the chapter's tests are being written.)

@(test_ch14.c@>=
#include "testing.h"
#include <math.h>
#include <string.h>
@<Chapter 14 test functions@>@;
static const test_case chapter_14_tests[] = {
  @<Chapter 14 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_14_tests,
    sizeof chapter_14_tests / sizeof chapter_14_tests[0]);
}

@ The defaults: sleeping on from stage 14, and $v_s=s/T_s$.

@<Chapter 14 test functions@>=
static void test_sleep_defaults(test_context *t)
{
  ph_settings s = ph_default_settings();
  CHECK(t, s.sleep);
  CHECK_NEAR(t, s.sleep_speed, s.slop / s.sleep_time, 1e-15);
}

@ @<Chapter 14 test cases@>=
{"sleep_defaults", "unit", "sleeping is on, with the speed derived from the slop", test_sleep_defaults},
