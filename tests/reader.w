@* Appendix F: Tests of the scene reader.
The scene reader of appendix~B is shared by every chapter; its tests check
what it promises for any file, good or bad: a mistake is reported as
\.{FILE:LINE: what is wrong}, the program exits with status~2, and nothing
is written. They run against the program of every stage, under the label
\.{reader}.

@(test_reader.c@>=
#include "testing.h"
#include <sys/stat.h>
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


@ Most of the tests below need a line that makes one body, and the words for
it differ by stage: chapter~3 brings \.{circle}, before it there are only
particles. The scene \.{ok} of these tests is a world, a circle and a static
box from chapter~3 on, and a world and two particles before.

@<Reader test functions@>+=
static const char *one_body(void)
{
  return PH_STAGE >= 3 ? "circle x=0 y=2 r=0.5" : "particle x=0 y=2 r=0.5";
}

static const char *ok_scene(void)
{
  return PH_STAGE >= 3
    ? "world gravity=0,-10\ncircle x=0 y=2 "@|
      "r=0.5\nbox x=0 y=0 w=4 h=1 static\n"
    : "world gravity=0,-10\nparticle x=0 "@|
      "y=2 r=0.5\nparticle x=0 y=0 r=0.5\n";
}

@ A directory named as the scene is a file that opens and cannot be read. It
is refused at line~1, where reading stopped, and not loaded as an empty
scene.

@<Reader test functions@>+=
static void test_directory_scene(test_context *t)
{
  char out[2048], where[1100], csv[1024];
  test_scratch(t, "bad.csv", csv, sizeof csv);
  snprintf(where, sizeof where, "%s:1: cannot read scene file", t->scratch);
  int status = test_run(t, out, sizeof out, "--headless --scene %s --steps 5 --dump %s",
    t->scratch, csv);
  CHECK(t, status == 2);
  CHECK(t, strstr(out, where) != NULL);
  CHECK(t, !test_file_exists(csv));
}

@ @<Reader test cases@>+=
{"directory_scene", "cli", "a directory as the scene is FILE:1: cannot read, exit 2", test_directory_scene},

@ A null byte is refused at its line, here the second, rather than ending
the scene there.

@<Reader test functions@>+=
static void test_null_byte(test_context *t)
{
  char text[256];
  int n = snprintf(text, sizeof text, "%s\n", one_body());
  memcpy(text + n, "\0junk\n", 6);
  n += 6;
  n += snprintf(text + n, sizeof text - n, "%s\n", one_body());
  test_bad_scene_bytes(t, text, (size_t) n, 2, "null byte");
}

@ @<Reader test cases@>+=
{"null_byte", "cli", "a null byte is refused at its line", test_null_byte},

@ A file of more than a mebibyte is refused at the line that holds its first
byte past the limit; \.{/dev/zero}, which has no end, is refused at once.
Here the file is lines of ten bytes, comments, so that the byte past the limit,
number $2^{20}=1048576$ counting from 0, is on line $104858$.

@<Reader test functions@>+=
static void test_too_large(test_context *t)
{
  size_t size = (size_t) SCENE_MAX_BYTES + 4;
  char *text = malloc(size);
  if (!CHECK(t, text != NULL)) return;
  for (size_t i = 0; i < size; i++) text[i] = i % 10 == 9 ? '\n' : i % 10 == 0 ? '#' : 'x';
  test_bad_scene_bytes(t, text, size, 104858, "larger than 1048576 bytes");
  free(text);
  char out[2048];
  if (test_file_exists("/dev/zero")) {
    CHECK(t, test_run(t, out, sizeof out, "--headless --scene /dev/zero --steps 1") == 2);
    CHECK(t, strstr(out, "/dev/zero:1: scene file larger than") != NULL);
  }
}

@ @<Reader test cases@>+=
{"too_large", "cli", "a scene of more than 1 MiB, and /dev/zero, are refused", test_too_large},

@ The limit is exact: |scene_load_bytes|, the door of files and of the
fuzzer, takes a scene of exactly |SCENE_MAX_BYTES| bytes and refuses one
byte more.

@<Reader test functions@>+=
static void test_size_boundary(test_context *t)
{
  size_t size = (size_t) SCENE_MAX_BYTES + 1;
  char *text = malloc(size);
  if (!CHECK(t, text != NULL)) return;
  for (size_t i = 0; i < size; i++) text[i] = i % 10 == 9 ? '\n' : i % 10 == 0 ? '#' : 'x';
  scene s;
  CHECK(t, scene_load_bytes(&s, "exact.scene", text, size - 1));
  scene_destroy(&s);
  CHECK(t, !scene_load_bytes(&s, "over.scene", text, size));
  CHECK(t, s.world == NULL);
  free(text);
}

@ @<Reader test cases@>+=
{"size_boundary", "unit", "scene_load_bytes takes exactly 1 MiB and refuses a byte more", test_size_boundary},

@ Numbers are decimal: hexadecimal, a vertical tab before the digits, and
not-a-number are refused, each with its own message, and a number too small
for a |double| is called too small, not ``not finite''.

@<Reader test functions@>+=
static void test_number_grammar(test_context *t)
{
  test_bad_scene(t, "particle x=0x10\n", "'x' is not a number (got '0x10')");
  test_bad_scene(t, "particle x=\v1\n", "'x' is not a number");
  test_bad_scene(t, "particle x=1e-320\n", "'x' is too small (got '1e-320')");
  test_bad_scene(t, "particle y=1e-400\n", "'y' is too small");
  test_bad_scene(t, "particle x=1e400\n", "'x' is too large");
  test_bad_scene(t, "particle x=NaN\n", "'x' must be finite");
  test_bad_scene(t, "grid nx=\v5\n", "'nx' must be a whole number");
}

@ @<Reader test cases@>+=
{"number_grammar", "cli", "numbers are decimal; hex, nan and subnormals are refused by name", test_number_grammar},

@ A byte order mark at the start of a file is skipped and the scene loads;
anywhere else it, and any byte that is not printable, is shown in the
message as \.{\\x} and two hexadecimal digits.

@<Reader test functions@>+=
static void test_byte_order_mark(test_context *t)
{
  char path[1024], csv[1024], out[2048], text[512];
  test_scratch(t, "bom.scene", path, sizeof path);
  test_scratch(t, "bom.csv", csv, sizeof csv);
  snprintf(text, sizeof text, "\xEF\xBB\xBF%s", ok_scene());
  FILE *f = fopen(path, "wb");
  if (!CHECK(t, f != NULL)) return;
  fputs(text, f);
  fclose(f);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 5 --dump %s", path,
    csv) == 0);
  CHECK(t, test_count_lines(csv) == 1 + 6 * 2);
  test_bad_scene(t, "# a mark in the middle\n\xEF\xBB\xBFworld\n",
    "unknown keyword '\\xEF\\xBB\\xBFworld'");
  test_bad_scene(t, "wor\x01ld x=1\n", "unknown keyword 'wor\\x01ld'");
}

@ @<Reader test cases@>+=
{"byte_order_mark", "cli", "a BOM at the start is skipped; unprintable bytes are shown as \\xHH", test_byte_order_mark},

@ A world has one container, so a second container line is refused.

@<Reader test functions@>+=
static void test_two_containers(test_context *t)
{
  test_bad_scene(t, "container circle x=0 y=0 r=5\n"@|
    "container circle x=0 y=0 r=6\n",
    "a scene has one container");
}

@ @<Reader test cases@>+=
{"two_containers", "cli", "a second container line is refused", test_two_containers},

@ The limit of 20000 bodies counts what streams will make and what grids
make; the line that passes it is refused, and a scene just at the limit
loads.

@<Reader test functions@>+=
static void test_body_limit(test_context *t)
{
  char text[256], out[2048], path[1024];
  snprintf(text, sizeof text, "stream x=0 y=0 count=20000\n%s\n", one_body());
  test_bad_scene(t, text, "this line would bring the scene to 20001 bodies");
  test_bad_scene(t, "stream count=19000\ngrid nx=100 ny=11\n", "at most 20000");
  test_bad_scene(t, "grid x=0 y=0 nx=1000000 ny=1000000 r=0.1\n", "at most 20000");
  test_scratch(t, "limit.scene", path, sizeof path);
  FILE *f = fopen(path, "w");
  if (!CHECK(t, f != NULL)) return;
  fputs("stream count=19999\nstream count=1\n", f);
  fclose(f);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 2", path) == 0);
}

@ @<Reader test cases@>+=
{"body_limit", "cli", "a scene may have 20000 bodies, counting grids and streams", test_body_limit},

@ A particle, a particle of a grid, or a stream's nozzle outside the
container is refused, whether the container comes before it or after.

@<Reader test functions@>+=
static void test_outside_container(test_context *t)
{
  test_bad_scene(t, "container circle x=0 y=0 r=5\nparticle x=10 y=0 r=0.5\n",
    "lies outside the container");
  test_bad_scene(t, "container circle x=0 y=0 r=5\nparticle x=4.6 y=0 r=0.5\n",
    "lies outside the container");
  test_bad_scene(t, "container circle x=0 y=0 r=5\ngrid "@|
    "x=0 y=0 nx=10 ny=1 spacing=1 r=0.4\n",
    "lies outside the container");
  test_bad_scene(t, "container circle x=0 y=0 r=5\nstream x=0 y=6 r=0.2\n",
    "lies outside the container");
  test_bad_scene(t, "particle x=10 y=0 r=0.5\ncontainer circle x=0 y=0 r=5\n",
    "lies outside the container");
}

@ @<Reader test cases@>+=
{"outside_container", "cli", "a particle, grid or nozzle outside the container is refused", test_outside_container},

@ A scene loaded by a path longer than 255 bytes keeps the whole path. From
chapter~2 on, a scene with lanes is loaded again by that name for the other
two lanes, which must find the same file. The path here goes through a
folder with a name of 250 bytes. (Chapter~2's demo does not yet destroy the
copies of its lanes at exit, a leak its own golden test shows under the
sanitizers; until that is mended, leak checking is turned off for this one
run, since this test is about the name.)

@<Reader test functions@>+=
static void test_long_path(test_context *t)
{
  char folder[1024], path[1400], out[2048], name[251];
  memset(name, 'd', 250);
  name[250] = '\0';
  snprintf(folder, sizeof folder, "%s/%s", t->scratch, name);
  mkdir(folder, 0777);
  snprintf(path, sizeof path, "%s/lanes.scene", folder);
  FILE *f = fopen(path, "w");
  if (!CHECK(t, f != NULL)) return;
  fprintf(f, "%s%s\n", PH_STAGE >= 2 ? "lanes\n" : "", one_body());
  fclose(f);
  CHECK(t, strlen(path) > 255);
  char options[1100], saved[1024];
  const char *old = getenv("ASAN_OPTIONS");
  snprintf(saved, sizeof saved, "%s", old ? old : "");
  snprintf(options, sizeof options, "%s%sdetect_leaks=0", saved, old ? ":" : "");
  setenv("ASAN_OPTIONS", options, 1);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 3", path) == 0);
  if (old) setenv("ASAN_OPTIONS", saved, 1);
  else unsetenv("ASAN_OPTIONS");
  CHECK(t, strstr(out, "cannot read") == NULL);
  if (t->failures) test_note(t, "output: %s", out);
}

@ @<Reader test cases@>+=
{"long_path", "cli", "a scene named by a path over 255 bytes keeps its name", test_long_path},

@ The view's width must be drawable, from a millimetre to a thousand
kilometres.

@<Reader test functions@>+=
static void test_view_width(test_context *t)
{
  test_bad_scene(t, "view x=0 y=0 width=1e-300\n", "view width must be from 0.001 to 1e6");
  test_bad_scene(t, "view x=0 y=0 width=1e300\n", "view width must be from 0.001 to 1e6");
}

@ @<Reader test cases@>+=
{"view_width", "cli", "the view's width is from 1e-3 to 1e6 m", test_view_width},

@ While the reader reads, the engine's refusals go to its own handler, which
puts the file and line before them; when it is done, the handler the
program had before is back. A test that installed its recorder and then
loaded a scene must still hear the world refuse a particle of negative
radius: on a reader that left no handler behind, the refusal would go to the
standard error stream and the check below would fail.

@<Reader test functions@>+=
static void test_handler_restored(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_text(&s, "handler.scene", "world gravity=0,-10\n"))) return;
  ph_particle_def d = ph_default_particle_def();
  d.radius = -1.0;
  CHECK_REFUSED(t, ph_world_create_particle(s.world, &d), "particle radius must be positive");
  scene_destroy(&s);
}

@ @<Reader test cases@>+=
{"handler_restored", "unit", "loading a scene puts back the error handler the program had", test_handler_restored},

@*1 Fuzzing the reader.
The tests above check the mistakes we thought of. A fuzzer finds the ones we
did not: it feeds the reader millions of inputs, each a small change of an
input that reached new code before, and reports any input that crashes it
or that the sanitizers catch doing something undefined. This is the target
for libFuzzer, the fuzzer built into clang: a function that receives bytes
and does with them what the program does with a scene file. It goes through
|scene_load_bytes|, the same door a file goes through, so that it meets the
same limit of size and the same refusal of null characters. A scene that
loads and is small is then stepped a few times, since the reader's job is to
hand the engine only worlds it can step; a large one is not, or a
20000-body grid would make each input take seconds. The build of this file
is in \.{cmake/fuzz.cmake}; the messages of refused scenes go to the
standard error, which the fuzzer is told to close (\.{-close\_fd\_mask=2}).
@^fuzzing@>

@(fuzz_scene.c@>=
#include "scene.h"
#include <stdint.h>
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static scene s;
  if (scene_load_bytes(&s, "fuzz.scene", (const char *) data, size)) {
    for (int k = 0; k < 5 && s.bodies_claimed <= 200; k++) scene_step(&s, 1.0 / 60.0);
    scene_destroy(&s);
  }
  return 0;
}

@ A built-in scene is found by its name alone, so two of the same name
would leave the second unreachable: the first would load where the reader
asked for the second. On every stage the names listed by |scene_list| are
different, and there is at least one.

@<Reader test functions@>+=
static void test_builtin_names(test_context *t)
{
  FILE *f = tmpfile();
  if (!CHECK(t, f != NULL)) return;
  scene_list(f);
  rewind(f);
  char names[256][32], line[512];
  int count = 0, repeats = 0;
  while (count < 256 && fgets(line, sizeof line, f)) {
    if (sscanf(line, "%31s", names[count]) != 1) continue;
    for (int i = 0; i < count; i++)
      if (strcmp(names[i], names[count]) == 0) {
        test_note(t, "two built-in scenes are named '%s'", names[count]);
        repeats++;
      }
    count++;
  }
  fclose(f);
  test_note(t, "%d built-in scenes", count);
  CHECK(t, count > 0);
  CHECK(t, repeats == 0);
}

@ @<Reader test cases@>+=
{"builtin_names", "unit", "no two built-in scenes share a name", test_builtin_names},

@*1 Fuzzing the command line.
The command line is the demo's other input, and it grows with the chapters
(chapter~4's \.{--contacts}, chapter~13's \.{--ray}, \.{--point}, \.{--box}
and \.{--events}), so it has a fuzz target of its own, \.{fuzz\_args},
beside the reader's. Its input is a command line and a scene together: the
arguments one a line, then a line that holds only \.{\%\%}, then the text of
a scene file, which the target writes to \.{fuzz.scene} in a scratch folder
of its own, where the arguments can name it. So the seed
$$\vbox{\tt\obeylines
--steps
3
--ray
-5,1,5,1
--scene
fuzz.scene
\%\%
circle x=0 y=1 r=0.5
}$$
loads a ball, steps it and casts a ray at it. A line is one argument,
spaces and all; an input with no \.{\%\%} line is all arguments and has no
scene file. The arguments go through the demo's own |parse_options| and
|check_outputs|, and then the scene is loaded, stepped and its outputs
written by the demo's own functions, in the order of its |main|; the
fuzzer reports any input that crashes it, trips the sanitizers, leaks, or
leaves a file behind. A refusal, status~2, is an ordinary outcome.
The seeds are in \.{tests/fuzz/args-seeds}, the words of the options in
\.{tests/fuzz/args.dict}; the build is in \.{cmake/fuzz.cmake}.
@^fuzzing@>
@^command line@>

@s jmp_buf int
@s DIR int
@s demo_output int

@(fuzz_args.c@>=
#define main demo_main /* the demo's |main| is not this program's */
#include "demo.c"
#undef main
#include <dirent.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdint.h>
@<The fuzz target's way back from a refusal@>@;
@<The fuzz target's scratch folder@>@;
@<Run the demo on |argv| as its |main| does@>@;
@<Split the fuzzer's input into arguments and a scene@>@;
@<The entry points of the fuzz target@>@;

@ The demo is included whole, as C, so that its |static| functions are this
program's too: the target calls the very |parse_options| the demo calls,
not a copy. Its |main| is renamed, since libFuzzer brings the |main| of this
program.

A refusal of the command line ends the demo by |exit(2)|, which would end
the fuzzer; the demo's refusals all go through |demo_exit|, and the target
puts its hook there (appendix~C). The hook notes the status and jumps back
to where the run began. It is set only while the options are read and the
outputs checked, before anything is allocated or opened, so the jump leaves
nothing behind; a refusal any later would be a real exit, which libFuzzer
reports as a failing input.
@^exit status@>

@<The fuzz target's way back from a refusal@>=
static jmp_buf refused; /* the start of the run */
static int refusal; /* the status the refusal gave */

static void refuse_run(int status)
{
  refusal = status;
  longjmp(refused, 1);
}

@ The runs take place in a scratch folder made once, under \.{TMPDIR},
which holds the scene file and an empty folder named \.{folder}, so that an
output named \.{folder} is refused as a folder and one named
\.{folder/out.csv} is written in it. The target goes into the scratch
folder for each run and back to where it was started afterwards, with
|fchdir|, since libFuzzer reads and writes its corpus by the paths it was
given. (A crash is written where the run was, in the scratch folder, unless
\.{-artifact\_prefix} says where: the tests say.)

@<The fuzz target's scratch folder@>=
static char scratch[1024]; /* the scratch folder of the runs */
static int home = -1; /* the folder the fuzzer was started in */

static void remove_scratch(void)
{
  if (chdir(scratch) == 0) unlink("fuzz.scene"), rmdir("folder");
  if (home >= 0 && fchdir(home) == 0) rmdir(scratch);
}

static void make_scratch(void)
{
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp || strlen(tmp) > 900) tmp = "/tmp";
  snprintf(scratch, sizeof scratch, "%s/fuzz_args.XXXXXX", tmp);
  home = open(".", O_RDONLY);
  if (home < 0 || !mkdtemp(scratch)) {
    perror("fuzz_args: cannot make a scratch folder");
    abort();
  }
  atexit(remove_scratch);
}

@ The demo may write only where a run can be cleaned up: a scene or an
output named by an absolute path, or by a path that climbs out with
\.{..}, would reach the rest of the machine (\.{--dump /home/you/notes}),
so such a run stops after the options are read, with nothing checked or
written. Every other path is inside the scratch folder (which holds no
links).

@<The fuzz target's scratch folder@>+=
static bool stays_inside(const char *path)
{
  if (!path) return true;
  if (path[0] == '/') return false;
  for (const char *p = path; *p; ) {
    size_t n = strcspn(p, "/");
    if (n == 2 && strncmp(p, "..", 2) == 0) return false;
    p += n;
    if (*p) p++;
  }
  return true;
}

@ After the run the outputs it named are removed, and the scene file. The
demo writes nothing else: each output goes to a temporary file beside it,
which is either renamed or removed. So any other file left in the scratch
folder is a temporary file the demo forgot, and the target stops with
|abort|, which libFuzzer reports with the input. (Run again by hand, without
\.{-close\_fd\_mask}, the target names the file.)

@<The fuzz target's scratch folder@>+=
static void check_empty(const char *folder)
{
  DIR *d = opendir(folder);
  struct dirent *e;
  while (d && (e = readdir(d)) != NULL)
    if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0
        && !(strcmp(folder, ".") == 0 && strcmp(e->d_name, "folder") == 0)) {
      fprintf(stderr, "fuzz_args: the run left %s/%s behind\n", folder, e->d_name);
      abort();
    }
  if (d) closedir(d);
}

static void leave_scratch(demo_state *demo)
{
  demo_output list[8];
  int n = list_outputs(demo, list);
  for (int i = 0; i < n; i++)
    if (list[i].path && stays_inside(list[i].path)) unlink(list[i].path);
  unlink("fuzz.scene");
  check_empty(".");
  check_empty("folder");
  if (fchdir(home) != 0) abort();
}

@ One run is the demo's |main|, line by line, with the same functions and
the same sections, and three changes. The hook of |demo_exit| is set while
the options are read and checked. A run is kept inside the scratch folder
(above), headless, since a fuzzer has no one to watch a window, and short:
at most 5 steps, and one for a scene of more than 200 bodies, or a built-in
rain of four thousand would make every input take a second. And the
handler of the engine's messages, which |start_scene| points at the
scene's name, is put back to the engine's own at the end.

@<Run the demo on |argv| as its |main| does@>=
static demo_state demo; /* the demo's state, afresh for each run */

static int run_to_end(int argc, char **argv)
{
  snprintf(program_name, sizeof program_name, "ch%02d", PH_STAGE);
  memset(&demo, 0, sizeof demo);
  demo.options = parse_options(argc, argv);
  if (demo.options.help) return print_help(), 0;
  if (demo.options.list) return scene_list(stdout), 0;
  if (!demo.options.scene_name) demo.options.scene_name = scene_default_name();
  @<Keep the run inside the scratch folder, headless and short, or return 0@>@;
  check_outputs(&demo);
  demo_exit_hook = NULL;
  @<Set the frame rate and the ticks of a frame@>@;
  read_scene_names(&demo);
  @<Start the scene, cut a large one to one step, and start SDL, setting |status|@>@;
  if (status == 0) @<Run the scene in a window or headless, updating |status|@>@;
  if (status == 0 && demo.options.time) print_step_times(&demo);
  status = finish_outputs(&demo, status);
  @<Let go of the scene, the font and SDL@>@;
  ph_set_error_handler(NULL);
  return status;
}

@ @<Keep the run inside the scratch folder, headless and short, or return 0@>=
{
  demo_output list[8];
  int n = list_outputs(&demo, list);
  if (!stays_inside(demo.options.scene_name)) return 0;
  for (int i = 0; i < n; i++)
    if (!stays_inside(list[i].path)) return 0;
  demo.options.headless = true;
  demo.options.frames = -1;
  if (demo.options.steps < 0 || demo.options.steps > 5) demo.options.steps = 5;
}

@ A scene of more than 200 bodies is run for one step at most, as said
above. SDL is started with no subsystem, |SDL_Init(0)|; if that fails,
the run ends with status~1 and SDL's message.

@<Start the scene, cut a large one...@>=
int status = start_scene(&demo);
if (status == 0 && demo.current.bodies_claimed > 200 && demo.options.steps > 1)
  demo.options.steps = 1;
if (status == 0 && SDL_Init(0) != 0)
  status = 1, fprintf(stderr, "%s: %s\n", program_name, SDL_GetError());

@ The run starts at |setjmp|, to which a refusal comes back with its
status.

@<Run the demo on |argv| as its |main| does@>+=
static int run_demo(int argc, char **argv)
{
  int status;
  demo_exit_hook = refuse_run;
  if (setjmp(refused)) status = refusal;
  else status = run_to_end(argc, argv);
  demo_exit_hook = NULL;
  return status;
}

@ The input is copied, since its lines are cut into strings in place, each
line break becoming the null character that ends an argument (a null byte
inside a line ends its argument there, as it would in a real one). The
first line that is exactly \.{\%\%} ends the arguments, and what follows it
is the scene. After the program's name come at most 64 arguments; more
lines are dropped.

@<Split the fuzzer's input into arguments and a scene@>=
enum { most_arguments = 64 };
static char program[] = "fuzz_args";

static int split_input(char *text, size_t size, char **argv, const char **scene,
  size_t *scene_size)
{
  int argc = 0;
  char *p = text, *end = text + size;
  argv[argc++] = program;
  *scene = NULL, *scene_size = 0;
  while (p < end) {
    char *line_end = memchr(p, '\n', (size_t) (end - p));
    char *stop = line_end ? line_end : end;
    if (stop - p == 2 && p[0] == '%' && p[1] == '%') {
      *scene = line_end ? line_end + 1 : end;
      *scene_size = (size_t) (end - *scene);
      break;
    }
    *stop = '\0';
    if (argc <= most_arguments) argv[argc++] = p;
    p = stop + 1;
  }
  argv[argc] = NULL;
  return argc;
}

@ libFuzzer calls |LLVMFuzzerInitialize| once, then |LLVMFuzzerTestOneInput|
for every input. The scene file is written in the scratch folder before the
run, and everything is cleaned up after it, whatever its status. Last, the
demo's state is cleared: memory the run took and did not give back, but
still pointed to from the state, would look in use to LeakSanitizer; with
the state cleared it is a leak, and reported as one.

@<The entry points of the fuzz target@>=
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  (void) argc, (void) argv;
  make_scratch();
  return 0;
}

@ For each input, |LLVMFuzzerTestOneInput| copies the bytes into a string
that ends in a null character, splits it into the arguments and the
scene's text, and runs the demo on them in the scratch folder.

@<The entry points of the fuzz target@>+=
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *text = malloc(size + 1), *argv[most_arguments + 2];
  const char *scene_text;
  size_t scene_size;
  if (!text) return 0;
  if (size) memcpy(text, data, size);
  text[size] = '\0';
  int argc = split_input(text, size, argv, &scene_text, &scene_size);
  if (chdir(scratch) != 0) abort();
  mkdir("folder", 0777);
  @<Write |scene_text| to \.{fuzz.scene}, if the input has a scene@>@;
  run_demo(argc, argv);
  leave_scratch(&demo);
  memset(&demo, 0, sizeof demo);
  free(text);
  return 0;
}

@ @<Write |scene_text| to \.{fuzz.scene}, if the input has a scene@>=
if (scene_text) {
  FILE *f = fopen("fuzz.scene", "wb");
  if (!f) abort();
  if (scene_size) fwrite(scene_text, 1, scene_size, f);
  fclose(f);
}
