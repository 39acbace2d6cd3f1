@* Appendix F: Tests of the scene reader.
The scene reader of appendix~B is shared by every chapter; its tests check
what it promises for any file, good or bad: a mistake is reported as
\.{FILE:LINE: what is wrong}, the program exits with status~2, and nothing
is written. They run against the program of every stage, under the label
\.{reader}.

@(test_reader.c@>=
#include "testing.h"
@<Reader test functions@>@;
static const test_case reader_tests[] = {
  @<Reader test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, reader_tests,
    sizeof reader_tests / sizeof reader_tests[0]);
}

@ A line with a keyword no chapter knows is refused with the keyword named.

@<Reader test functions@>=
static void test_unknown_keyword(test_context *t)
{
  test_bad_scene(t, "frobnicate x=1\n", "unknown keyword 'frobnicate'");
}

@ @<Reader test cases@>=
{"unknown_keyword", "cli", "an unknown keyword is named with FILE:LINE:", test_unknown_keyword},
