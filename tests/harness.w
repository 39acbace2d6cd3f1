@* Appendix E: Tests of the demo harness.
The demo harness of appendix~C belongs to no chapter, and neither do its
tests: they check what every chapter's program promises about its command
line, its output files and its window, and they run against the program of
every stage. They are one program, \.{test\_harness}, built like a chapter's
tests (appendix~D), and CTest runs it under the label \.{harness}.

@(test_harness.c@>=
#include "testing.h"
#include <sys/stat.h>
#include <unistd.h>
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

@ \.{--help} ends with the defaults a plain \.{world} line gets. Read back
as keys on a world line that starts from stage~1's defaults, they must
give this stage's defaults exactly: a key the help left out, or printed
wrong, would leave a field at stage~1's value.

@<Harness test functions@>+=
static void test_help_defaults(test_context *t)
{
  char out[16384], text[2048];
  CHECK(t, test_run(t, out, sizeof out, "--help") == 0);
  const char *at = strstr(out, "defaults:\n  ");
  if (!CHECK(t, at != NULL)) return;
  at += strlen("defaults:\n  ");
  size_t n = strcspn(at, "\n");
  snprintf(text, sizeof text, "world defaults=1 %.*s\n", (int) n, at);
  test_note(t, "%s", text);
  scene s;
  if (!CHECK(t, scene_load_text(&s, "help.scene", text))) return;
  ph_settings want = ph_default_settings();
  CHECK(t, memcmp(&s.world->settings, &want, sizeof want) == 0);
  scene_destroy(&s);
}

@ @<Harness test cases@>+=
{"help_defaults", "cli", "--help prints the stage's defaults as keys that give them back", test_help_defaults},

@ A claim (appendix~D) that holds lets a benchmark's outputs into place; one
that is false keeps them all out, so that the book's build stops rather than
print a sentence its number contradicts.

@<Harness test functions@>+=
static void test_claims(test_context *t)
{
  char path[1024];
  snprintf(path, sizeof path, "%s/claimed.tex", t->scratch);
  remove(path);
  FILE *f = bench_open(path);
  if (!CHECK(t, f != NULL)) return;
  fprintf(f, "true\n");
  CHECK(t, claim("3 is below 4", 3.0, CLAIM_BELOW, 4.0, 0.0));
  CHECK(t, claim("2.95 is within 0.1 of 3", 2.95, CLAIM_WITHIN, 3.0, 0.1));
  CHECK(t, bench_close(true));
  CHECK(t, test_count_lines(path) == 2);
  remove(path);
  f = bench_open(path);
  if (!CHECK(t, f != NULL)) return;
  fprintf(f, "false\n");
  CHECK(t, !claim("5 is below 4", 5.0, CLAIM_BELOW, 4.0, 0.0));
  CHECK(t, !bench_close(true));
  CHECK(t, access(path, F_OK) != 0);
}

@ @<Harness test cases@>+=
{"claims", "unit", "a false claim keeps a benchmark's outputs out; true ones let them in", test_claims},

@*1 The window, driven by keys.
These tests run the real window loop for a few frames with SDL's dummy
video driver and read what it did: the dump counts the steps, and the
panel, which \.{--frames} prints at the end, shows the state of every
switch. The scene is one particle, which every stage can read.

@<Harness test functions@>+=
static const char *one_particle = "world gravity=0,-10 iterations=8\n"@/
  "particle x=0 y=2 r=0.5\n";

static int window_steps(test_context *t, const char *options, char *out, size_t size)
{
  char scene_path[1024], csv[1024];
  test_use_dummy_video(t);
  if (!test_write_file(t, "one.scene", one_particle, scene_path, sizeof scene_path))
    return -1;
  test_scratch(t, "window.csv", csv, sizeof csv);
  int status = test_run(t, out, size, "--scene %s --dump %s %s", scene_path, csv, options);
  if (!CHECK(t, status == 0)) test_note(t, "status %d: %s", status, out);
  return test_count_lines(csv) - 2;
}

@ From chapter~2 on, a clock decides how many steps a frame takes: at 30
frames a second and a step of $1/60$\thinspace s, two a frame, so ten
frames take twenty steps; with the clock switched off by chapter~2's key
\.{C}, pressed before the first frame, ten. Chapter~1 has no clock, and
takes one a frame.
This is the test of the section order of |@<Decide how many steps this
frame takes@>|.

@<Harness test functions@>+=
static void test_clock_steps_per_frame(test_context *t)
{
  char out[4096];
  int per_frame = PH_STAGE >= 2 ? 2 : 1;
  int steps = window_steps(t, "--frames 10 --fps 30 --dt 0.016666666666666666", out,
    sizeof out);
  if (!CHECK(t, steps == 10 * per_frame)) test_note(t, "took %d steps", steps);
  CHECK(t, window_steps(t, "--frames 10 --fps 60", out, sizeof out) == 10);
  if (PH_STAGE >= 2) {
    steps = window_steps(t, "--frames 10 --fps 30 --press 0:c", out, sizeof out);
    CHECK(t, steps == 10 && strstr(out, "C  fixed-step clock: off") != NULL);
  }
}

@ The space bar, pressed at the start of frame 3, pauses the demo: three
frames, three steps, and then no more; the panel says so.

@<Harness test functions@>+=
static void test_space_pauses(test_context *t)
{
  char out[4096];
  int steps = window_steps(t, "--frames 10 --press 3:space", out, sizeof out);
  if (!CHECK(t, steps == 3)) test_note(t, "took %d steps", steps);
  CHECK(t, strstr(out, "Space  paused: yes") != NULL);
}

@ A chapter's key reaches the chapter: chapter~1's \.{I} switches from 8
relaxation passes to 1, as the panel shows; \.{H} shows the list of keys.

@<Harness test functions@>+=
static void test_keys_change_panel(test_context *t)
{
  char out[4096];
  window_steps(t, "--frames 3", out, sizeof out);
  CHECK(t, strstr(out, "I  relaxation passes: 8") != NULL);
  CHECK(t, strstr(out, "H  list of keys: hidden") != NULL);
  window_steps(t, "--frames 3 --press 1:i,2:h", out, sizeof out);
  CHECK(t, strstr(out, "I  relaxation passes: 1") != NULL);
  CHECK(t, strstr(out, "H  list of keys: shown") != NULL);
}

@ \.{N} and \.{P} browse the built-in scenes in the order of
\.{--list-scenes}: from the first, \.{N} goes to the second and \.{P} to
the last. The names are the first words of the list's lines.

@<Harness test functions@>+=
static void scene_name_at(const char *list, int index, char *name, size_t size)
{
  const char *p = list;
  for (int i = 0; i < index && strchr(p, '\n'); i++) p = strchr(p, '\n') + 1;
  snprintf(name, size, "%.*s", (int) strcspn(p, " \n"), p);
}

@ @<Harness test functions@>+=
static void test_scene_browser(test_context *t)
{
  char list[8192], out[4096], first[64], second[64], last[64], want[128];
  test_use_dummy_video(t);
  CHECK(t, test_run(t, list, sizeof list, "--list-scenes") == 0);
  int count = 0;
  for (const char *p = list; *p; p++) count += *p == '\n';
  scene_name_at(list, 0, first, sizeof first);
  scene_name_at(list, count > 1 ? 1 : 0, second, sizeof second);
  scene_name_at(list, count - 1, last, sizeof last);
  CHECK(t, test_run(t, out, sizeof out, "--scene %s --frames 3 --press 1:n", first) == 0);
  snprintf(want, sizeof want, "scene: %s\n", second);
  if (!CHECK(t, strstr(out, want) != NULL)) test_note(t, "wanted '%s' in: %s", want, out);
  CHECK(t, test_run(t, out, sizeof out, "--scene %s --frames 3 --press 1:p", first) == 0);
  snprintf(want, sizeof want, "scene: %s\n", last);
  if (!CHECK(t, strstr(out, want) != NULL)) test_note(t, "wanted '%s' in: %s", want, out);
}

@ A screenshot with \.{--panel} has the panel's dark column at its left,
where the scene's background is otherwise.

@<Harness test functions@>+=
static void test_panel_screenshot(test_context *t)
{
  char out[4096], scene_path[1024], plain[1024], with[1024];
  uint8_t a[3] = {0, 0, 0}, b[3] = {0, 0, 0};
  test_write_file(t, "one.scene", one_particle, scene_path, sizeof scene_path);
  test_scratch(t, "plain.bmp", plain, sizeof plain);
  test_scratch(t, "panel.bmp", with, sizeof with);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 1 --screenshot %s",
    scene_path, plain) == 0);
  CHECK(t, test_run(t, out, sizeof out,
    "--headless --scene %s --steps 1 --screenshot %s --panel", scene_path, with) == 0);
  if (CHECK(t, test_bmp_pixel(t, plain, 8, 8, a)) && CHECK(t, test_bmp_pixel(t, with, 8, 8, b)))
    CHECK(t, b[0] < a[0] && b[1] < a[1] && b[2] < a[2]);
}

@ The panel is beside the scene, never over it. Each chapter's default
scene, the first of its scenes in \.{--list-scenes}, is run in the window
for one frame; the program then prints where that frame put the panel's
column and the box of all the world drew, cut to the scene's area
(appendix~C, |print_panel|). The box must be there, and must not reach
into the panel. A box around the whole drawing covers each body's box, so
no body is under the panel if it is not. (With the panel drawn over the
scene, as it once was, the pyramid of chapter~10 is half under it, and so
is some of every chapter's default scene: this test then fails.)

@<Harness test functions@>+=
static void check_panel_beside(test_context *t, const char *name)
{
  char out[16384];
  int panel[4], world[4];
  if (!CHECK(t, test_run(t, out, sizeof out, "--scene %s --frames 1", name) == 0)) return;
  const char *at = strstr(out, "layout: panel ");
  if (!CHECK(t, at && sscanf(at, "layout: panel %d %d %d %d; scene %*d %*d %*d %*d; "
      "world %d %d %d %d", &panel[0], &panel[1], &panel[2], &panel[3], &world[0],
      &world[1], &world[2], &world[3]) == 8)) {
    test_note(t, "%s: no panel, or nothing of the world drawn: %s", name, at ? at : out);
    return;
  }
  bool apart = world[0] >= panel[0] + panel[2] || world[0] + world[2] <= panel[0]
    || world[1] >= panel[1] + panel[3] || world[1] + world[3] <= panel[1];
  if (!CHECK(t, panel[2] > 0 && apart)) test_note(t, "%s: %s", name, at);
}

@ A chapter's default scene is the first line of \.{--list-scenes} that
names the chapter; every chapter of the stage has one.

@<Harness test functions@>+=
static void test_panel_beside_world(test_context *t)
{
  char list[8192], name[64];
  test_use_dummy_video(t);
  if (!CHECK(t, test_run(t, list, sizeof list, "--list-scenes") == 0)) return;
  int last = 0, checked = 0;
  for (const char *p = list; *p; p += strcspn(p, "\n") + (p[strcspn(p, "\n")] == '\n')) {
    int chapter = 0;
    if (sscanf(p, "%63s chapter %d:", name, &chapter) == 2 && chapter > last) {
      check_panel_beside(t, name);
      last = chapter, checked++;
    }
  }
  CHECK(t, checked == PH_STAGE);
}

@ @<Harness test cases@>+=
{"clock_steps_per_frame", "window", "10 frames at 30 fps take 20 steps with the clock, 10 without", test_clock_steps_per_frame},
{"space_pauses", "window", "a space pressed at frame 3 stops the steps after 3", test_space_pauses},
{"keys_change_panel", "window", "I and H pressed in the window change what the panel shows", test_keys_change_panel},
{"scene_browser", "window", "N and P start the next and the previous built-in scene", test_scene_browser},
{"panel_screenshot", "window", "--panel draws the panel into the screenshot", test_panel_screenshot},
{"panel_beside_world", "window", "no body of a chapter's default scene is drawn under the panel", test_panel_beside_world},

@*1 Outputs that never hurt.
An output of the program must never destroy anything: not the scene it
reads, not a folder, not another output. Every path is checked before the
run, and a refused path ends the program with status~2 having touched
nothing. These tests use the one-particle scene too.

@<Harness test functions@>+=
static bool scene_file(test_context *t, char *path, size_t size)
{
  return CHECK(t, test_write_file(t, "s.scene", one_particle, path, size));
}

static bool file_has(const char *path, const char *text)
{
  char got[256] = "";
  FILE *f = fopen(path, "r");
  size_t n = f ? fread(got, 1, sizeof got - 1, f) : 0;
  got[n] = '\0';
  if (f) fclose(f);
  return strcmp(got, text) == 0;
}

@ \.{--dump} or \.{--screenshot} naming the scene file is refused, and the
scene is left as it was.

@<Harness test functions@>+=
static void test_output_is_scene(test_context *t)
{
  char out[4096], s[1024];
  if (!scene_file(t, s, sizeof s)) return;
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 10 --dump %s", s, s)
    == 2);
  CHECK(t, strstr(out, "--dump") != NULL);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 10 --screenshot %s",
    s, s) == 2);
  CHECK(t, strstr(out, "--screenshot") != NULL);
  CHECK(t, file_has(s, one_particle));
}

@ A folder named as the screenshot or the dump is refused before the run,
and is still there afterwards; so is a path whose folder does not exist.
Nothing is made beside the folder either.

@<Harness test functions@>+=
static void test_output_folder_refused(test_context *t)
{
  char out[4096], s[1024], folder[1024], partial[1100], nowhere[1100];
  struct stat st;
  if (!scene_file(t, s, sizeof s)) return;
  test_scratch(t, "d", folder, sizeof folder);
  mkdir(folder, 0777);
  snprintf(partial, sizeof partial, "%s.partial", folder);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 10 --screenshot %s",
    s, folder) == 2);
  CHECK(t, strstr(out, "--screenshot") != NULL && strstr(out, folder) != NULL);
  CHECK(t, stat(folder, &st) == 0 && S_ISDIR(st.st_mode));
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 10 --dump %s", s,
    folder) == 2);
  CHECK(t, strstr(out, "--dump") != NULL && !test_file_exists(partial));
  snprintf(nowhere, sizeof nowhere, "%s/no/such/x.csv", t->scratch);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 10 --dump %s", s,
    nowhere) == 2);
  CHECK(t, strstr(out, "--dump") != NULL && strstr(out, "does not exist") != NULL);
}

@ Two outputs naming one file are refused, whether the names are equal or
only the files (\.{x} and \.{./x}); chapter~4's \.{--contacts} is an output
like the others.

@<Harness test functions@>+=
static void test_same_output_twice(test_context *t)
{
  char out[4096], s[1024], x[1024], y[1024];
  if (!scene_file(t, s, sizeof s)) return;
  test_scratch(t, "x.bmp", x, sizeof x);
  CHECK(t, test_run(t, out, sizeof out,
    "--headless --scene %s --steps 10 --dump %s --screenshot %s", s, x, x) == 2);
  CHECK(t, !test_file_exists(x));
  test_scratch(t, "y.csv", y, sizeof y);
  if (PH_STAGE >= 4) {
    CHECK(t, test_run(t, out, sizeof out,
      "--headless --scene %s --steps 10 --dump %s --contacts %s/./y.csv", s, y, t->scratch)
      == 2);
    CHECK(t, strstr(out, "--contacts") != NULL && !test_file_exists(y));
  }
}

@ Outputs are kept together or not at all: a dump asked for with a
contacts file that cannot be written is not kept, and the message names
the contacts file, not the dump. Before chapter~4 there is no
\.{--contacts}, and it is refused as an unknown option.

@<Harness test functions@>+=
static void test_outputs_kept_together(test_context *t)
{
  char out[4096], s[1024], dump[1024], folder[1024];
  if (!scene_file(t, s, sizeof s)) return;
  test_scratch(t, "kept.csv", dump, sizeof dump);
  test_scratch(t, "cfolder", folder, sizeof folder);
  mkdir(folder, 0777);
  int status = test_run(t, out, sizeof out,
    "--headless --scene %s --steps 10 --dump %s --contacts %s", s, dump, folder);
  CHECK(t, status == 2);
  CHECK(t, !test_file_exists(dump));
  if (PH_STAGE >= 4) CHECK(t, strstr(out, "--contacts") != NULL
    && strstr(out, "cannot write dump") == NULL);
}

@ A run that would write more than \.{--output-limit} bytes stops with
status~1 and keeps nothing.

@<Harness test functions@>+=
static void test_output_limit(test_context *t)
{
  char out[4096], s[1024], dump[1024];
  if (!scene_file(t, s, sizeof s)) return;
  test_scratch(t, "limit.csv", dump, sizeof dump);
  CHECK(t, test_run(t, out, sizeof out,
    "--headless --scene %s --steps 1000 --dump %s --output-limit 10000", s, dump) == 1);
  CHECK(t, strstr(out, "output limit") != NULL && !test_file_exists(dump));
  CHECK(t, test_run(t, out, sizeof out,
    "--headless --scene %s --steps 10 --dump %s --output-limit 10000", s, dump) == 0);
  CHECK(t, test_count_lines(dump) == 12);
}

@ The numbers of the command line are bounded, and a number out of bounds
is refused with status~2 and its option named: a step of $10^{-300}$
seconds, $10^{12}$ steps or frames, a frame rate of 0, a key that no
keyboard has, \.{--frames} with \.{--headless}, and views with too few
numbers, too many, a centre beyond a world's size, a width of zero, or a
word for a number.

@<Harness test functions@>+=
static void test_numbers_bounded(test_context *t)
{
  static const char *runs[][2] = {{"--headless --dt 1e-300 --steps 1", "--dt"},
    {"--headless --steps 1000000000000", "--steps"}, {"--frames 1000000000000", "--frames"},
    {"--fps 0 --frames 1", "--fps"}, {"--press 3:nokey --frames 1", "--press"},
    {"--press x:i --frames 1", "--press"}, {"--headless --frames 1", "--frames"},
    {"--headless --output-limit 0", "--output-limit"}, {"--headless --view 0,0", "--view"},
    {"--headless --view 0,0,10,5", "--view"}, {"--headless --view 2e6,0,10", "--view"},
    {"--headless --view 0,0,0", "--view"}, {"--headless --view a,0,10", "--view"}};
  char out[4096];
  for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
    int status = test_run(t, out, sizeof out, "%s", runs[i][0]);
    if (!CHECK(t, status == 2 && strstr(out, runs[i][1]) != NULL))
      test_note(t, "'%s' gave status %d and: %s", runs[i][0], status, out);
  }
}

@ \.{--view} moves the camera whatever the scene says. The particle of
radius 0.5\thinspace m at $(0,2)$ fills the middle of the picture when the
view is 2\thinspace m wide around it, so the middle pixel is the particle's
colour and not the corner's background; 50\thinspace m to the side, the
middle pixel is background like the corner.

@<Harness test functions@>+=
static void test_view_option(test_context *t)
{
  char out[4096], scene_path[1024], shot[1024];
  static const char *views[] = {"0,2,2", "50,2,2"};
  test_write_file(t, "one.scene", one_particle, scene_path, sizeof scene_path);
  for (int i = 0; i < 2; i++) {
    uint8_t middle[3] = {0, 0, 0}, corner[3] = {0, 0, 0};
    test_scratch(t, "view.bmp", shot, sizeof shot);
    if (!CHECK(t, test_run(t, out, sizeof out,
        "--headless --scene %s --steps 1 --view %s --screenshot %s", scene_path, views[i],
        shot) == 0)) continue;
    if (!CHECK(t, test_bmp_pixel(t, shot, 400, 300, middle))
      || !CHECK(t, test_bmp_pixel(t, shot, 2, 590, corner))) continue;
    bool same = memcmp(middle, corner, 3) == 0;
    if (!CHECK(t, i == 0 ? !same : same))
      test_note(t, "--view %s: middle %d,%d,%d, corner %d,%d,%d", views[i], middle[0],
        middle[1], middle[2], corner[0], corner[1], corner[2]);
  }
}

@ Numbers far too large to draw are drawn without undefined behaviour
(which only the sanitizer build's run sees): a particle of radius
$10^9$\thinspace m, and the narrowest view the reader allows, a millimetre wide (appendix~B), so that the particle is some $10^{15}$ pixels across.

@<Harness test functions@>+=
static void test_huge_numbers_drawn(test_context *t)
{
  static const char *scenes[] = {"world gravity=0,-10\nparticle x=0 y=0 r=1e9\n",
    "world gravity=0,-10\nview x=0 y=0 width=0.001\nparticle x=0 y=0 r=1\n"};
  char out[4096], s[1024], shot[1024];
  for (int i = 0; i < 2; i++) {
    if (!CHECK(t, test_write_file(t, "huge.scene", scenes[i], s, sizeof s))) continue;
    test_scratch(t, "huge.bmp", shot, sizeof shot);
    int status = test_run(t, out, sizeof out, "--headless --scene %s --steps 2 --screenshot %s",
      s, shot);
    if (!CHECK(t, status == 0 && test_file_exists(shot)))
      test_note(t, "status %d: %s", status, out);
  }
}

@ A world whose numbers overflow stops the run: status~2, the engine's
sentence after the scene's name, and no dump of infinities.

@<Harness test functions@>+=
static void test_overflow_stops(test_context *t)
{
  char out[4096], s[1024], dump[1024], want[1200];
  if (!CHECK(t, test_write_file(t, "overflow.scene",
      "world gravity=1e308,1e308\nparticle x=0 y=0\n", s, sizeof s))) return;
  test_scratch(t, "overflow.csv", dump, sizeof dump);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 300 --dump %s", s,
    dump) == 2);
  snprintf(want, sizeof want, "%s: body 0 is no longer finite", s);
  if (!CHECK(t, strstr(out, want) != NULL)) test_note(t, "got: %s", out);
  CHECK(t, !test_file_exists(dump));
}

@ @<Harness test cases@>+=
{"output_is_scene", "cli", "an output naming the scene file is refused, the scene untouched", test_output_is_scene},
{"output_folder_refused", "cli", "a folder or a missing folder as an output is refused before the run", test_output_folder_refused},
{"same_output_twice", "cli", "two outputs naming one file are refused", test_same_output_twice},
{"outputs_kept_together", "cli", "a dump is not kept when another output fails", test_outputs_kept_together},
{"output_limit", "cli", "a run past --output-limit stops with status 1 and keeps nothing", test_output_limit},
{"numbers_bounded", "cli", "--dt, --steps, --frames, --fps, --press, --view are bounded and named", test_numbers_bounded},
{"view_option", "cli", "--view shows the given place, whatever the scene says", test_view_option},
{"huge_numbers_drawn", "cli", "huge radii and narrow views are drawn without overflow", test_huge_numbers_drawn},
{"overflow_stops", "cli", "a world that stops being finite ends with status 2, no dump", test_overflow_stops},
