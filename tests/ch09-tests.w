@* Tests of chapter 9.
The program \.{test\_ch09}, run by CTest under the label \.{ch09} on stage~9
and every later one.

@(test_ch09.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 9 test helpers@>@;
@<Chapter 9 test functions@>@;
static const test_case chapter_9_tests[] = {
  @<Chapter 9 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_9_tests,
    sizeof chapter_9_tests / sizeof chapter_9_tests[0]);
}

@ @<Chapter 9 test helpers@>=

@ @<Chapter 9 test functions@>=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "stack", 300);
}

@ @<Chapter 9 test cases@>=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
