@* Tests of chapter 8.
The program \.{test\_ch08}, run by CTest under the label \.{ch08} on stage~8
and every later one. Each test states a law of chapter~8 and checks it with
the tolerance the chapter's table of tests argues. The worlds are made from
scene texts, the way a reader would write them.

@(test_ch08.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 8 test helpers@>@;
@<Chapter 8 test functions@>@;
static const test_case chapter_8_tests[] = {
  @<Chapter 8 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_8_tests,
    sizeof chapter_8_tests / sizeof chapter_8_tests[0]);
}

@ @<Chapter 8 test helpers@>=
@;

@ Determinism: the demo's default scene run twice for 300 steps must write
the same dump, byte for byte; and the scene \.{sunk}, whose split impulses
run the second solve.

@<Chapter 8 test functions@>=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "correction", 300);
  test_dump_repeats(t, "sunk", 300);
}

@ @<Chapter 8 test cases@>=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
