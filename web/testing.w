@* Appendix D: Test support.
Each chapter's tests are one program, \.{test\_chNN}, made of test functions
and a table that names each one, says what kind of test it is (\.{unit},
\.{scene}, \.{cli}, \.{golden} or \.{window}) and states the fact it checks. This
appendix is what those programs share: a handful of checking macros, a
recording error handler, helpers that run the chapter's program and read
what it wrote, and the main program that runs the table.

A test function receives a |test_context| and reports each failed check
into it; it never stops the program, so one run shows every failure. A check
that fails prints the file and line of the check, which thanks to the
\.{\#line} directives of \.{ctangle} is a line of the chapter's \.{.w} file.
@^tests@>

@(testing.h@>=
#ifndef TESTING_H
#define TESTING_H
#include "scene.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
@<Test types@>@;
@<Checking macros@>@;
@<Test function declarations@>@;
#endif

@ The functions live in \.{testing.c}, compiled once per stage into a
library that every test program of the stage links, and the benchmarks too.
The headers it adds to \.{testing.h}'s are for what only the functions need:
|va_list| for the formatted notes, |stat| and |mkdir| for the scratch folder,
and the macros that decode a child's exit status.

@(testing.c@>=
#include "testing.h"
#include <errno.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <sys/wait.h>
@<Test support functions@>@;

@ A test is a function of one argument, its context: the test's name, the
three paths the command line gave (see |@<Read the test program's
options@>|), and two counters that the checks keep. A test case is a row of
a chapter's table: the function with its name, its kind, and the fact it
checks in words, which the program prints beside \.{ok} or \.{FAIL}.
@^test case@>

@<Test types@>=
typedef struct test_context {
  const char *name; /* the test's name, for its scratch files */
  const char *program, *data, *scratch; /* the chapter's program; \.{tests/}; a scratch folder */
  int checks, failures; /* checks made, and how many of them failed */
} test_context;

typedef void test_function(test_context *t);

typedef struct {
  const char *name, *kind, *fact; /* \.{unit}, \.{scene}, \.{cli}, \.{golden} or \.{window} */
  test_function *run;
} test_case;

@ The checks. |CHECK| takes any condition; |CHECK_NEAR| compares two numbers
within a tolerance and prints both when they differ. Each returns whether it
passed, so that a test can stop looking once something is wrong.

@<Checking macros@>=
#define CHECK(t, condition) test_check((t), (condition), #condition, __FILE__, __LINE__)
#define CHECK_NEAR(t, got, want, tolerance) \
  test_check_near((t), (got), (want), (tolerance), #got, __FILE__, __LINE__)

@ Both checks count themselves and, when they fail, print where. A failed
|CHECK_NEAR| prints the two numbers to seventeen digits, enough to tell any
two |double|s apart, and the difference beside the tolerance, so that a
failure says not only that a law was broken but by how much.

@<Test support functions@>=
bool test_check(test_context *t, bool ok, const char *what, const char *file, int line_number)
{
  t->checks++;
  if (!ok) {
    t->failures++;
    printf("  %s:%d: check failed: %s\n", file, line_number, what);
  }
  return ok;
}

bool test_check_near(test_context *t, double got, double want, double tolerance,
  const char *what, const char *file, int line_number)
{
  bool ok = fabs(got - want) <= tolerance;
  if (!test_check(t, ok, what, file, line_number))
    printf("    got %.17g, want %.17g, difference %.3g, tolerance %.3g\n", got, want,
      got - want, tolerance);
  return ok;
}

@ A note is printed under the test's name whether it passes or not: the
measured numbers of a test are worth seeing.

@<Test support functions@>+=
void test_note(test_context *t, const char *format, ...)
{
  (void) t;
  va_list args;
  va_start(args, format);
  printf("  note: ");
  vprintf(format, args);
  printf("\n");
  va_end(args);
}

@ Refusals. The test program installs an error handler that records the
engine's last message instead of printing it. A test says it expects a
refusal, makes the call, and then checks that a message came and contains
the expected words. |CHECK_REFUSED| does the three in one.

@<Checking macros@>+=
#define CHECK_REFUSED(t, call, fragment) \
  (test_expect_refusal(t), (void) (call), \
   test_check_refused((t), (fragment), __FILE__, __LINE__))

@ The recorder keeps the last message and counts the messages since the
test said it expects one. A message that came before the call under test
is forgotten by |test_expect_refusal|, so an earlier refusal cannot make a
later call look refused.

@<Test support functions@>+=
static char last_refusal[512]; /* the engine's last message */
static int refusals; /* messages since |test_expect_refusal| */

static void record_refusal(const char *message)
{
  snprintf(last_refusal, sizeof last_refusal, "%s", message);
  refusals++;
}

void test_expect_refusal(test_context *t)
{
  (void) t;
  refusals = 0;
  last_refusal[0] = '\0';
}

bool test_check_refused(test_context *t, const char *fragment, const char *file, int line_number)
{
  bool ok = refusals > 0 && strstr(last_refusal, fragment) != NULL;
  if (!test_check(t, ok, "refused", file, line_number))
    printf("    expected a refusal containing '%s', got '%s'\n", fragment, last_refusal);
  return ok;
}

@*1 Files and programs.
Tests that run the chapter's program need its path, a folder of scratch
space, and the folder \.{tests/} of the source tree, where scene files and
golden files are kept. All three come from the command line that CTest
gives. These helpers make paths in them; a scratch path is cleared first so
that a test never sees an old run's file.

@<Test support functions@>+=
void test_scratch(test_context *t, const char *name, char *path, size_t size)
{
  snprintf(path, size, "%s/%s", t->scratch, name);
  remove(path);
}

void test_data(test_context *t, const char *name, char *path, size_t size)
{
  snprintf(path, size, "%s/%s", t->data, name);
}

bool test_file_exists(const char *path)
{
  struct stat s;
  return stat(path, &s) == 0;
}

@ Running the program: the arguments are formatted like |printf|'s, the
standard output and standard error go together into a file that is read back
into |out|, and the result is the exit status, or $-1$ if the program did
not exit normally. A crash is therefore a failure of any test that expects a
status, which is every test.

@<Test support functions@>+=
int test_run(test_context *t, char *out, size_t size, const char *format, ...)
{
  char arguments[2048], command[4096], log[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(arguments, sizeof arguments, format, args);
  va_end(args);
  snprintf(log, sizeof log, "%s/%s.log", t->scratch, t->name);
  snprintf(command, sizeof command, "'%s' %s >'%s' 2>&1", t->program, arguments, log);
  int status = system(command);
  out[0] = '\0';
  FILE *f = fopen(log, "r");
  if (f) {
    size_t n = fread(out, 1, size - 1, f);
    out[n] = '\0';
    fclose(f);
  }
  if (status == -1 || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

@ A bad scene is a text written to a scratch file. Running the program on
it must give status 2, an output that contains \.{FILE:LINE:} for the
text's last line (where each bad scene of the tests puts its mistake) and
the expected words, and no dump.

@<Test support functions@>+=
void test_bad_scene(test_context *t, const char *text, const char *fragment)
{
  int lines = 0;
  for (const char *p = text; *p; p++) lines += *p == '\n';
  test_bad_scene_bytes(t, text, strlen(text), lines, fragment);
}

@ A bad scene that cannot be written as a C string, because it holds a null
byte or is very long, is given as bytes and a length, with the line of the
mistake, since that need not be the last. The checks are the four above.

@<Test support functions@>+=
void test_bad_scene_bytes(test_context *t, const char *data, size_t size, int line_number,
  const char *fragment)
{
  char path[1024], csv[1024], out[4096], where[1100];
  test_scratch(t, "bad.scene", path, sizeof path);
  test_scratch(t, "bad.csv", csv, sizeof csv);
  FILE *f = fopen(path, "wb");
  if (!CHECK(t, f != NULL)) return;
  fwrite(data, 1, size, f);
  fclose(f);
  snprintf(where, sizeof where, "%s:%d: ", path, line_number);
  int status = test_run(t, out, sizeof out, "--headless --scene %s --steps 5 --dump %s",
    path, csv);
  bool ok = CHECK(t, status == 2) & CHECK(t, strstr(out, where) != NULL)
    & CHECK(t, strstr(out, fragment) != NULL) & CHECK(t, !test_file_exists(csv));
  if (!ok) test_note(t, "scene '%.*s' gave status %d and: %s", size < 200 ? (int) size : 200,
    data, status, out);
}

@ A test that needs a file of its own, a scene most often, writes it to the
scratch folder with this; the path is returned in |path|.

@<Test support functions@>+=
bool test_write_file(test_context *t, const char *name, const char *text, char *path,
  size_t size)
{
  test_scratch(t, name, path, size);
  FILE *f = fopen(path, "w");
  if (!f) return false;
  bool ok = fputs(text, f) >= 0;
  return (fclose(f) == 0) && ok;
}

@ Tests of the window run the real window loop with SDL's dummy video
driver, which needs no display (appendix~C). The program inherits the
setting from the test.

@<Test support functions@>+=
void test_use_dummy_video(test_context *t)
{
  (void) t;
  setenv("SDL_VIDEODRIVER", "dummy", 1);
}

@ Reading text files: the number of lines, whether the first line is a given
one, and the numbers of one comma-separated line.

@<Test support functions@>+=
int test_count_lines(const char *path)
{
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  int lines = 0, c;
  while ((c = getc(f)) != EOF) lines += c == '\n';
  fclose(f);
  return lines;
}

static bool read_line_number(const char *path, int number, char *text, size_t size)
{
  FILE *f = fopen(path, "r");
  bool found = false;
  for (int n = 1; f && fgets(text, (int) size, f); n++)
    if (n == number) {
      found = true;
      break;
    }
  if (f) fclose(f);
  return found;
}

@ The first line is compared without its line ending, so that a file
written on a system that ends lines with \.{\\r\\n} reads the same. A row of
numbers is read with |strtod|, which takes every number the dumps write,
and a row with fewer numbers than asked for is a failure, not zeros.

@<Test support functions@>+=
bool test_first_line_is(test_context *t, const char *path, const char *expected)
{
  char text[1024];
  (void) t;
  if (!read_line_number(path, 1, text, sizeof text)) return false;
  text[strcspn(text, "\r\n")] = '\0';
  return strcmp(text, expected) == 0;
}

bool test_csv_row(const char *path, int number, double *values, int count)
{
  char text[4096];
  if (!read_line_number(path, number, text, sizeof text)) return false;
  char *p = text;
  for (int i = 0; i < count; i++) {
    char *end;
    values[i] = strtod(p, &end);
    if (end == p) return false;
    p = *end == ',' ? end + 1 : end;
  }
  return true;
}

@ Two files are compared line by line; at the first difference both lines
are printed, so that a failing golden test shows what changed.

@<Test support functions@>+=
bool test_files_equal(test_context *t, const char *a, const char *b)
{
  FILE *f = fopen(a, "r"), *g = fopen(b, "r");
  char x[4096], y[4096];
  bool same = f && g;
  for (int n = 1; same; n++) {
    char *p = fgets(x, sizeof x, f), *q = fgets(y, sizeof y, g);
    if (!p && !q) break;
    if (!p || !q || strcmp(x, y) != 0) {
      same = false;
      test_note(t, "%s and %s differ at line %d:\n    %s    %s", a, b, n, p ? x : "(end)\n",
        q ? y : "(end)\n");
    }
  }
  if (f) fclose(f);
  if (g) fclose(g);
  return same;
}

@ A golden test runs the chapter's program on a scene file from
\.{tests/scenes} for a number of steps and compares its dump, byte for byte,
with a file from \.{tests/golden}. Every chapter has one; they differ only
in the files and the number of steps.

@<Test support functions@>+=
void test_dump_equals_golden(test_context *t, const char *scene_file,
  const char *golden_file, int steps)
{
  char out[1024], csv[1024], scene_path[1024], golden[1024];
  test_data(t, scene_file, scene_path, sizeof scene_path);
  test_data(t, golden_file, golden, sizeof golden);
  test_scratch(t, "golden.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps %d --dump %s",
    scene_path, steps, csv) == 0);
  CHECK(t, test_files_equal(t, golden, csv));
}

@ A determinism test runs the chapter's program twice on one of its built-in
scenes for a number of steps and compares the two dumps, byte for byte:
the engine promises bit-identical results for the same scene and steps.
Every chapter from the first has one, on the scene that exercises what it
added.
@^determinism@>

@<Test support functions@>+=
void test_dump_repeats(test_context *t, const char *scene, int steps)
{
  char out[1024], a[1024], b[1024];
  test_scratch(t, "repeat-a.csv", a, sizeof a);
  test_scratch(t, "repeat-b.csv", b, sizeof b);
  for (int k = 0; k < 2; k++)
    CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps %d --dump %s",
      scene, steps, k == 0 ? a : b) == 0);
  CHECK(t, test_files_equal(t, a, b));
}

@ A pixel of a BMP file as SDL writes it: a 54-byte header or longer, whose
bytes 10 to 13 give where the pixels start, 18 to 25 the width and height,
28 and 29 the bits per pixel; rows are stored bottom up, each padded to a
multiple of four bytes, and each pixel is blue, green, red (and alpha, if
there are 32 bits). All numbers are little-endian.
@^BMP files@>

@<Test support functions@>+=
static long little_endian(const uint8_t *p, int bytes)
{
  long v = 0;
  for (int i = bytes - 1; i >= 0; i--) v = v * 256 + p[i];
  return v;
}

bool test_bmp_pixel(test_context *t, const char *path, int x, int y, uint8_t rgb[3])
{
  uint8_t header[64], pixel[4];
  FILE *f = fopen(path, "rb");
  bool ok = f && fread(header, 1, 30, f) == 30 && header[0] == 'B' && header[1] == 'M';
  if (ok) {
    long start = little_endian(header + 10, 4), width = little_endian(header + 18, 4);
    long height = little_endian(header + 22, 4), bytes = little_endian(header + 28, 2) / 8;
    long row = (width * bytes + 3) / 4 * 4;
    ok = (bytes == 3 || bytes == 4) && x >= 0 && x < width && y >= 0 && y < height
      && fseek(f, start + (height - 1 - y) * row + x * bytes, SEEK_SET) == 0
      && fread(pixel, 1, (size_t) bytes, f) == (size_t) bytes;
    if (ok) rgb[0] = pixel[2], rgb[1] = pixel[1], rgb[2] = pixel[0];
  }
  if (f) fclose(f);
  if (!ok) test_note(t, "cannot read pixel (%d,%d) of %s", x, y, path);
  return ok;
}

@ The declarations, for \.{testing.h}. The two that take a format string
are marked for the compiler, which then checks every call's arguments
against the format as it does for |printf|.

@<Test function declarations@>=
bool test_check(test_context *t, bool ok, const char *what, const char *file, int line_number);
bool test_check_near(test_context *t, double got, double want, double tolerance,
  const char *what, const char *file, int line_number);
void test_note(test_context *t, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
void test_expect_refusal(test_context *t);
bool test_check_refused(test_context *t, const char *fragment, const char *file, int line_number);
void test_scratch(test_context *t, const char *name, char *path, size_t size);
void test_data(test_context *t, const char *name, char *path, size_t size);
bool test_file_exists(const char *path);
int test_run(test_context *t, char *out, size_t size, const char *format, ...)
  __attribute__((format(printf, 4, 5)));

@ Then the helpers for scene files, other files and the images the demo
saves.

@<Test function declarations@>+=
void test_bad_scene(test_context *t, const char *text, const char *fragment);
void test_bad_scene_bytes(test_context *t, const char *data, size_t size, int line_number,
  const char *fragment);
bool test_write_file(test_context *t, const char *name, const char *text, char *path,
  size_t size);
void test_use_dummy_video(test_context *t);
int test_count_lines(const char *path);
bool test_first_line_is(test_context *t, const char *path, const char *expected);
bool test_csv_row(const char *path, int number, double *values, int count);
bool test_files_equal(test_context *t, const char *a, const char *b);
void test_dump_equals_golden(test_context *t, const char *scene_file,
  const char *golden_file, int steps);
void test_dump_repeats(test_context *t, const char *scene, int steps);
bool test_bmp_pixel(test_context *t, const char *path, int x, int y, uint8_t rgb[3]);

@ Last, the main program of a test program, and the three functions of
the measurement programs: their outputs and their claims.

@<Test function declarations@>+=
int test_main(int argc, char **argv, const test_case *cases, int count);
FILE *bench_open(const char *path);
bool bench_close(bool ok);
const char *bench_figures(char text[32], double v);
const char *bench_small(char text[32], double v);
typedef enum { CLAIM_BELOW, CLAIM_ABOVE, CLAIM_WITHIN, CLAIM_EQUAL } claim_relation;
bool claim(const char *sentence, double measured, claim_relation relation, double bound,
  double tolerance);

@*1 Outputs of the measurement programs.
A chapter's benchmark writes the tables, sentences and figure data that the
book reads, several files in one run. Like the demo's dumps (appendix~B), none
of them may be left half written: a measurement that stops part way, or a
disk that fills, must leave the files of the last good run or none, never a
table cut short that \TeX\ would print without a word. So a benchmark opens
each output with |bench_open|, which writes to a temporary file beside it,
\.{NAME.part}, and ends with |bench_close|, which closes them all and, only if
every one was written and closed and the program says its run succeeded,
renames each into place; otherwise it removes them all. A claim found
false (below) counts as a failed run. Standard output, which
a benchmark uses when it is given no names, passes through untouched.
@^benchmark outputs@>

Each output begins with a comment that names the stage whose engine made
it,
$$\hbox{\.{\% Made by the measurement program of stage N.}}$$
a comment alike to \TeX\ and to MetaPost. Chapter~$N$ is measured by
stage~$N$, chapters 1 to~$N$ and nothing later; the test
\.{book/measured\_by\_own\_stage} reads these lines in every file of the
book's figures and fails when a file of chapter~$N$ was made by another
stage.

@<Test support functions@>+=
enum { BENCH_MAX_OUTPUTS = 16 };
static struct { FILE *file; char path[1024], temporary[1040]; } bench_outputs[BENCH_MAX_OUTPUTS];
static int bench_output_count;
static int claims_false; /* claims found false, below */

FILE *bench_open(const char *path)
{
  if (bench_output_count == BENCH_MAX_OUTPUTS || strlen(path) >= sizeof bench_outputs[0].path) {
    fprintf(stderr, "%s: too many outputs, or too long a name\n", path);
    return NULL;
  }
  int k = bench_output_count;
  snprintf(bench_outputs[k].path, sizeof bench_outputs[k].path, "%s", path);
  snprintf(bench_outputs[k].temporary, sizeof bench_outputs[k].temporary, "%s.part", path);
  FILE *f = fopen(bench_outputs[k].temporary, "w");
  if (!f) {
    perror(bench_outputs[k].temporary);
    return NULL;
  }
  bench_outputs[k].file = f;
  bench_output_count++;
  fprintf(f, "%% Made by the measurement program of stage %d.\n", PH_STAGE);
  return f;
}

@ Closing: a file whose writes failed shows it in |ferror| or in |fclose|.
The renames happen only when all closes succeeded, so that a failure in the
last file does not leave the first ones new and the rest old. The result
says whether the outputs are in place.

@<Test support functions@>+=
bool bench_close(bool ok)
{
  ok &= claims_false == 0;
  for (int k = 0; k < bench_output_count; k++) {
    ok &= !ferror(bench_outputs[k].file);
    ok &= fclose(bench_outputs[k].file) == 0;
  }
  for (int k = 0; k < bench_output_count; k++) {
    if (ok && rename(bench_outputs[k].temporary, bench_outputs[k].path) != 0) {
      perror(bench_outputs[k].path);
      ok = false;
    }
    if (!ok) remove(bench_outputs[k].temporary);
  }
  bench_output_count = 0;
  claims_false = 0;
  return ok;
}

@ A time that a table prints is given to three significant figures, its
trailing zeros kept ($0.0150$, $14.0$, $215$), so that every time of a
column is read to the same precision; a ratio that a sentence gives is
computed from the times as printed, so that a reader who divides two
numbers of the table finds it.

@<Test support functions@>+=
const char *bench_figures(char text[32], double v)
{
  int decimals = v > 0.0 ? 2 - (int) floor(log10(v)) : 0;
  snprintf(text, 32, "%.*f", decimals < 0 ? 0 : decimals > 6 ? 6 : decimals, v);
  return text;
}

@ A small length that a sentence gives in millimetres to two decimals
(a depth the sweep left, a gap between resting heights) is not printed
as $0.00$, which says nothing of how small it is: it is printed as 0
when it is nothing, and as ``under 0.005'' when it is less than half
the last place printed.

@<Test support functions@>+=
const char *bench_small(char text[32], double v)
{
  if (v == 0.0) snprintf(text, 32, "0");
  else if (v < 0.005) snprintf(text, 32, "under 0.005");
  else snprintf(text, 32, "%.2f", v);
  return text;
}

@ Claims. A sentence of the book that reads a measurement, ``they sank
330.6\thinspace mm, against the 333.3 of the model'', or ``both lie still'',
states a relation between a measured number and a bound or a prediction.
Printing the number is not enough: the sentence around it was written once,
and a later change to the engine could make the number contradict it while
the book still printed it. So a benchmark states each such relation with
|claim| before it writes the sentence: the measured value, the relation
(below the bound, above it, within |tolerance| of a prediction, or equal to
it), and the sentence's gist. A false claim is printed to the standard error
with the stage, the sentence and both numbers, and it makes |bench_close|
fail, so that no output is written and the book's build stops. (The
chapter's own text says why each tolerance is what it is.)
@^claims@>

@<Test support functions@>+=
bool claim(const char *sentence, double measured, claim_relation relation, double bound,
  double tolerance)
{
  bool ok = relation == CLAIM_BELOW ? measured < bound
    : relation == CLAIM_ABOVE ? measured > bound
    : relation == CLAIM_WITHIN ? fabs(measured - bound) <= tolerance
    : measured == bound;
  if (!ok) {
    static const char *words[4] = {"below", "above", "within the tolerance of", "equal to"};
    fprintf(stderr, "chapter %d: the claim \"%s\" is false: measured %.9g, not %s %.9g",
      PH_STAGE, sentence, measured, words[relation], bound);
    if (relation == CLAIM_WITHIN) fprintf(stderr, " (tolerance %.9g)", tolerance);
    fprintf(stderr, "\n");
    claims_false++;
  }
  return ok;
}

@*1 Running the tests.
The test program's options: \.{--kind K} runs the tests of one kind (CTest
runs each kind as a separate test), \.{--list} lists them, and names run
just those tests. \.{--program}, \.{--data} and \.{--scratch} give the three
paths. Every test prints one line, \.{ok} or \.{FAIL}, its name and the fact
it checks, and the program exits with status 0 only if every check passed.
A selection that matches no test is a failure too: a kind with no tests
must not pass by doing nothing. So is a test that made no check at all: it
has not tested anything. The error handler is the recorder of
|@<Test support functions@>|, installed once for the whole program.

@<Test support functions@>+=
int test_main(int argc, char **argv, const test_case *cases, int count)
{
  const char *kind = NULL, *names[64];
  int named = 0, ran = 0, failed = 0;
  test_context base = {"", "", ".", ".", 0, 0};
  @<Read the test program's options@>@;
  mkdir(base.scratch, 0777);
  ph_set_error_handler(record_refusal);
  for (int i = 0; i < count; i++) {
    bool chosen = kind ? strcmp(cases[i].kind, kind) == 0 : named == 0;
    for (int k = 0; k < named; k++) chosen = chosen || strcmp(names[k], cases[i].name) == 0;
    if (!chosen) continue;
    test_context t = base;
    t.name = cases[i].name;
    cases[i].run(&t);
    ran++;
    if (t.failures || !t.checks) failed++;
    printf("%s %s: %s (%d checks)\n", t.failures || !t.checks ? "FAIL" : "ok", t.name,
      cases[i].fact, t.checks);
  }
  if (ran == 0) printf("no test matched\n");
  return ran == 0 || failed ? 1 : 0;
}

@ Options are read in any order; a word that is not an option is the name
of a test to run. Up to 64 names are kept, more than any chapter has tests.

@<Read the test program's options@>=
for (int i = 1; i < argc; i++) {
  const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : "";
  if (strcmp(a, "--kind") == 0) kind = next, i++;
  else if (strcmp(a, "--program") == 0) base.program = next, i++;
  else if (strcmp(a, "--data") == 0) base.data = next, i++;
  else if (strcmp(a, "--scratch") == 0) base.scratch = next, i++;
  else if (strcmp(a, "--list") == 0) {
    for (int k = 0; k < count; k++)
      printf("%-16s %-7s %s\n", cases[k].name, cases[k].kind, cases[k].fact);
    return 0;
  } else if (named < 64) names[named++] = a;
}
