@* Appendix E: Tests of the demo harness.
The demo harness of appendix~C belongs to no chapter, and neither do its
tests: they check what every chapter's program promises about its command
line, its output files and its window, and they run against the program of
every stage. They are one program, \.{test\_harness}, built like a chapter's
tests (appendix~D), and CTest runs it under the label \.{harness}.

@(test_harness.c@>=
#include "testing.h"
@<Harness test functions@>@;
static const test_case harness_tests[] = {
  @<Harness test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, harness_tests,
    sizeof harness_tests / sizeof harness_tests[0]);
}

@ The list of built-in scenes names the scene the program shows by default,
and \.{--help} names it too, so that a reader knows what will open.

@<Harness test functions@>=
static void test_default_scene_listed(test_context *t)
{
  char out[8192];
  CHECK(t, test_run(t, out, sizeof out, "--list-scenes") == 0);
  CHECK(t, strstr(out, scene_default_name()) != NULL);
  CHECK(t, test_run(t, out, sizeof out, "--help") == 0);
  CHECK(t, strstr(out, scene_default_name()) != NULL);
}

@ @<Harness test cases@>=
{"default_scene_listed", "cli", "--list-scenes and --help name the default scene", test_default_scene_listed},
