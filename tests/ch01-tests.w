@* Tests of chapter 1.
These are the tests of chapter~1, whose table in the chapter's section
``What the tests check'' lists what each one checks, its tolerance and why.
Here is the code, and beside each test the full argument for its tolerance.
The tests check physical facts first (free fall, momentum, the container,
the settled pile), then what the engine refuses, then the chapter's program
\.{ch01} as a command-line tool: its \.{--dump} files, determinism, bad
input, a golden file and a screenshot. They are compiled into one program,
\.{test\_ch01}, that uses the test support of appendix~D; CTest runs it once
for each kind of test, for this stage and for every later one, under the
label \.{ch01}: \.{ctest -L ch01} runs them all.

@(test_ch01.c@>=
#include "testing.h"
@<Chapter 1 test functions@>@;
static const test_case chapter_1_tests[] = {
  @<Chapter 1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_1_tests,
    sizeof chapter_1_tests / sizeof chapter_1_tests[0]);
}

@*1 Laws of motion.
Every test and measurement of this chapter names the integrator it is
about, Verlet, rather than relying on the default, which a later chapter may
change; so do the chapter's built-in scenes.

Free fall: a particle thrown from $\vec x_0$ with velocity $\vec v_0$ in
gravity $\vec g$ must be at $\vec x_0+\vec v_0t+{1\over2}\vec gt^2$ after
every step, since the method is exact for constant acceleration when
it is started right, as |@<Take a Verlet step...@>| does. What is left is
rounding, and it is worth counting once, since later tests reuse the count.
A step computes $\vec x_n+\bigl((\vec x_n-\vec x_{n-1})+h^2\vec a\bigr)$.
The difference of two neighbouring positions is exact when they are
within a factor of two of each other (IEEE~754 then subtracts without
error) and is otherwise off by at most $\epsilon$ times itself; it and the
inner sum are the size of one step's travel, under $1.5\,$m here, so
their roundings are below $10^{-15}\,$m. The outer addition gives a coordinate of
size up to $X$, the largest reached, and errs by at most $\epsilon X$ with
$\epsilon=2^{-53}\approx1.1\times10^{-16}$. Call the error of step $k$
$z_k$ and the position's total error $e_k$. The recurrence gives
$e_{k+1}=2e_k-e_{k-1}+z_{k+1}$, that is,
$e_{k+1}-e_k=(e_k-e_{k-1})+z_{k+1}$: the difference of consecutive
positions, $h$ times the velocity, is off by the sum
$z_1+\cdots+z_k$ of the errors made so far, at most $k\epsilon
X$, and the position, the sum of those differences, by at most
$\sum_{k\le n}k\epsilon X\approx{1\over2}n^2\epsilon X$. For 600 steps
and $X\approx 400\,$m (the particle falls 378\thinspace m in ten seconds)
that is $8\times10^{-9}\,$m; the test allows $10^{-7}\,$m. Started naively, the error would be ${1\over2}gth=0.83\,$m at
$t=10\,$s, so the test tells the right start from the wrong one by seven
orders of magnitude.
@^free fall@>

@<Chapter 1 test functions@>=
static void test_free_fall(test_context *t)
{
  ph_settings s = ph_stage_settings(1);
  s.integrator = PH_VERLET;
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  ph_vec2 x0 = ph_v(1.0, 2.0), v0 = ph_v(3.0, 12.0), g = s.gravity;
  d.position = x0;
  d.velocity = v0;
  ph_body_id id = ph_world_create_particle(w, &d);
  double h = 1.0 / 60.0;
  for (int n = 1; n <= 600; n++) {
    ph_world_step(w, h);
    double time = n * h;
    ph_vec2 exact = ph_add(x0, ph_add(ph_mul(time, v0), ph_mul(0.5 * time * time, g)));
    ph_vec2 got = ph_world_body(w, id)->position;
    if (!CHECK_NEAR(t, got.x, exact.x, 1e-7) || !CHECK_NEAR(t, got.y, exact.y, 1e-7)) break;
  }
  ph_world_destroy(w);
}

@ @<Chapter 1 test cases@>=
{"free_fall", "unit", "Verlet free fall matches x0+v0t+gt^2/2 to rounding", test_free_fall},

@ The mass-weighted push keeps momentum. Two particles of masses 1 and 3
fly at each other in empty space, with no gravity. Momentum
$m_1\vec v_1+m_2\vec v_2$ is computed from the velocities the engine
reports, before and after the collision. Each velocity is a difference of
positions of size about 1\thinspace m divided by $h$, good to about
$\epsilon/h\approx10^{-14}$; the test allows $10^{-9}$.

It also checks that the collision is inelastic, as the chapter claims: in
the step after they first touch, the particles' speed apart along the line
of centres, $s=(\vec v_1-\vec v_2)\cdot\vec n$, is near zero, where an
elastic bounce would give the approach speed, about 3\thinspace m/s. It is
not exactly zero, because the particles also slide past each other at a
speed $v_t\approx0.6\,$m/s, and the line of centres turns by about
$v_th/d$ in a step, which turns some of that sliding into separation:
$v_t^2h/d\approx0.012\,$m/s for $d=0.5\,$m. The test allows 5\% of the
approach speed, 0.15\thinspace m/s, and demands $s\ge0$: they must not go
on approaching.
@^momentum, conservation of@>

@<Chapter 1 test functions@>+=
static void test_momentum(test_context *t)
{
  ph_settings s = ph_stage_settings(1);
  s.integrator = PH_VERLET;
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  d.position = ph_v(-1.0, 0.1);
  d.velocity = ph_v(2.0, 0.0);
  d.mass = 1.0;
  ph_body_id a = ph_world_create_particle(w, &d);
  d.position = ph_v(1.0, -0.1);
  d.velocity = ph_v(-1.0, 0.5);
  d.mass = 3.0;
  ph_body_id b = ph_world_create_particle(w, &d);
  const ph_body *A = ph_world_body(w, a), *B = ph_world_body(w, b);
  @<Step until the two particles touch, then check their speed apart@>@;
  for (int n = 0; n < 60; n++) ph_world_step(w, 1.0 / 60.0);
  ph_vec2 p = ph_add(ph_mul(A->mass, A->velocity), ph_mul(B->mass, B->velocity));
  CHECK_NEAR(t, p.x, 1.0 * 2.0 + 3.0 * -1.0, 1e-9);
  CHECK_NEAR(t, p.y, 3.0 * 0.5, 1e-9);
  ph_world_destroy(w);
}

@ The particles touch when the engine has had to push them apart, that is
when their distance is the sum of their radii (to rounding) after a step.

@<Step until the two particles touch, then check their speed apart@>=
{
  int n = 0;
  double reach = A->radius + B->radius;
  while (n < 120 && ph_length(ph_sub(A->position, B->position)) > reach * (1.0 + 1e-12))
    ph_world_step(w, 1.0 / 60.0), n++;
  CHECK(t, n < 120);
  ph_world_step(w, 1.0 / 60.0);
  ph_vec2 normal = ph_sub(A->position, B->position);
  double apart = ph_dot(ph_sub(A->velocity, B->velocity), normal) / ph_length(normal);
  test_note(t, "touch at step %d, speed apart afterwards %.4f m/s", n, apart);
  CHECK(t, apart >= 0.0 && apart <= 0.15);
}

@ @<Chapter 1 test cases@>+=
{"momentum", "unit", "pushing particles apart keeps total momentum", test_momentum},

@ The container holds. During a long pour (1800 steps: the streams run for
1000 of them, and the pile then settles), after every step, every
particle's centre must be within $R_{\rm c}-r$ of the container's centre. Because
the container is the last constraint of every pass
(|@<Relax the constraints@>|), this holds up to the rounding of the
projection, a few units in the last place of $R_{\rm c}$; the test allows
$10^{-12}R_{\rm c}$, a thousand times that. It also checks that no particle is
lost: the world holds exactly the 1000 particles the scene's streams make,
all at finite positions.

@<Chapter 1 test functions@>+=
static void test_containment(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_builtin(&s, "pour"))) return;
  const ph_container *c = &s.world->container;
  for (int n = 0; n < 1800; n++) {
    scene_step(&s, 1.0 / 60.0);
    for (int i = 0; i < s.world->body_count; i++) {
      const ph_body *b = &s.world->bodies[i];
      double d = ph_length(ph_sub(b->position, c->center));
      if (!CHECK(t, d <= c->radius - b->radius + 1e-12 * c->radius)) {
        test_note(t, "step %d, particle %d is %g outside", n, i,
          d - (c->radius - b->radius));
        scene_destroy(&s);
        return;
      }
    }
  }
  CHECK(t, s.world->body_count == 1000);
  for (int i = 0; i < s.world->body_count; i++)
    if (!CHECK(t, ph_is_finite_vec(s.world->bodies[i].position))) break;
  scene_destroy(&s);
}

@ @<Chapter 1 test cases@>+=
{"containment", "scene", "no particle leaves the container at any step of a pour", test_containment},

@ Test that a settled pile has only small overlaps. The settling world
|test_settle_world|, with eight passes, is stepped for twenty seconds.
|test_overlap_estimate| estimated the deepest overlap of a column as
$2Dgh^2/n_{\rm pass}$ for a pile $D$ particles deep, and force chains, close rows and
unequal masses make the deepest overlap of a real pile 2.0 to 2.6 times
that (table~2); the test allows four times the estimate. It runs the same world with two
passes too, and checks that eight passes leave less than half the overlap of
two, as the estimate says they should (it predicts a quarter; table~2
shows that the real fall is slower than $1/n_{\rm pass}$), so that the
test would notice if the passes stopped doing anything. It also checks that
the pile is at rest: the fastest particle moves at less than 0.2\thinspace
m/s, a tenth of the speed a particle gains falling one radius,
$\sqrt{2gr}=2\,$m/s.

@<Chapter 1 test functions@>+=
static void test_settle(test_context *t)
{
  double worst[2];
  int passes[2] = {8, 2};
  for (int i = 0; i < 2; i++) {
    ph_world *w = test_settle_world(passes[i]);
    for (int n = 0; n < 1200; n++) ph_world_step(w, 1.0 / 60.0);
    worst[i] = test_deepest_overlap(w);
    double estimate = test_overlap_estimate(w, 1.0 / 60.0);
    test_note(t, "%d passes: deepest overlap %.4f m, column estimate %.4f m", passes[i],
      worst[i], estimate);
    CHECK(t, w->body_count == 600);
    if (i == 0) {
      CHECK(t, worst[i] <= 4.0 * estimate);
      CHECK(t, test_fastest_speed(w) < 0.2);
    }
    ph_world_destroy(w);
  }
  CHECK(t, worst[0] < 0.5 * worst[1]);
}

@ @<Chapter 1 test cases@>+=
{"settle", "scene", "a settled pile's deepest overlap is within the derived bound", test_settle},

@*1 Refusals.
The engine refuses what it cannot simulate, creates nothing, and says why
(chapter~1, ``Errors at the boundary'').
The test installs a recording error handler (appendix~D) and hands the
engine one bad value of each kind.

@<Chapter 1 test functions@>+=
static void test_validation(test_context *t)
{
  ph_settings s = ph_stage_settings(1);
  s.integrator = PH_VERLET;
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  d.radius = -1.0;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "radius must be positive");
  d = ph_default_particle_def();
  d.mass = 0.0;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "mass must be positive");
  d = ph_default_particle_def();
  d.position.x = NAN;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "position must be finite");
  d = ph_default_particle_def();
  d.velocity.y = INFINITY;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "velocity must be finite");
  ph_world_set_container(w, ph_v(0.0, 0.0), 1.0);
  d = ph_default_particle_def();
  d.radius = 2.0;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "does not fit");
  CHECK(t, w->body_count == 0);
  @<Check that bad settings and steps are refused@>@;
  ph_world_destroy(w);
}

@ Bad settings make no world; a bad step length changes nothing.

@<Check that bad settings and steps are refused@>=
s.gravity.y = NAN;
test_expect_refusal(t);
CHECK(t, ph_world_create(&s) == NULL);
test_check_refused(t, "gravity must be finite", __FILE__, __LINE__);
d = ph_default_particle_def();
d.radius = 0.5;
ph_world_create_particle(w, &d);
test_expect_refusal(t);
ph_world_step(w, -1.0);
test_check_refused(t, "time step must be positive", __FILE__, __LINE__);
CHECK(t, w->step_count == 0 && w->bodies[0].position.y == 0.0);

@ @<Chapter 1 test cases@>+=
{"validation", "unit", "bad particles, settings and steps are refused with a message", test_validation},

@ The setters keep the rules of the state. A particle in empty space (no
gravity) moving at $(2,1)$ is moved by |ph_body_set_position| after ten
steps: the next step must carry it on at the same velocity from the new
place. Then |ph_body_set_velocity| gives it $(-1,3)$, and the next step
must move it by $h(-1,3)$. Each position is a sum of a few numbers of size
about 1, so the velocities read back agree to a few units of
$\epsilon/h\approx10^{-14}$; the test allows $10^{-12}$. A handle that
names no body, the null handle among them, is refused and changes nothing,
and a particle cannot be put outside its container.

@<Chapter 1 test functions@>+=
static void test_setters(test_context *t)
{
  @<Make a world with no gravity and one particle moving at $(2,1)$@>@;
  double h = 1.0 / 60.0;
  for (int n = 0; n < 10; n++) ph_world_step(w, h);
  @<Move the particle, and check that the next step keeps its velocity@>@;
  @<Set the particle's velocity, and check that the next step moves it so@>@;
  @<Check that the setters refuse a handle of no body, a bad velocity and a place outside@>@;
  ph_world_destroy(w);
}

@ The world uses Verlet, chapter~1's integrator, which keeps no velocity
of its own but reads it off the last two positions, so that a setter
must change both for the velocity to come out right.

@<Make a world with no gravity and one particle moving at $(2,1)$@>=
ph_settings s = ph_stage_settings(1);
s.integrator = PH_VERLET;
s.gravity = ph_v(0.0, 0.0);
ph_world *w = ph_world_create(&s);
ph_particle_def d = ph_default_particle_def();
d.velocity = ph_v(2.0, 1.0);
ph_body_id id = ph_world_create_particle(w, &d);

@ After the move, one step must carry the particle $2h$ to the right of
its new place, and its velocity must still be $(2,1)$.

@<Move the particle, and check that the next step keeps its velocity@>=
CHECK(t, ph_body_set_position(w, id, ph_v(5.0, -3.0)));
ph_world_step(w, h);
CHECK_NEAR(t, ph_body_position(w, id).x, 5.0 + 2.0 * h, 1e-12);
CHECK_NEAR(t, ph_body_velocity(w, id).y, 1.0, 1e-12);

@ After the new velocity $(-1,3)$, one step must move the particle $h$ to
the left, and its velocity read back must be the one set.

@<Set the particle's velocity, and check that the next step moves it so@>=
CHECK(t, ph_body_set_velocity(w, id, ph_v(-1.0, 3.0)));
ph_vec2 before = ph_body_position(w, id);
ph_world_step(w, h);
CHECK_NEAR(t, ph_body_position(w, id).x - before.x, -h, 1e-12);
CHECK_NEAR(t, ph_body_velocity(w, id).y, 3.0, 1e-12);

@ Each refusal must change nothing: after them all the particle still
moves at the velocity set above. The container is put around the
particle, 2\thinspace m in radius, so that a move of 1.9\thinspace m takes
the particle's disc partly outside it.

@<Check that the setters refuse a handle of no body, a bad velocity and a place outside@>=
ph_body_id none = {0};
CHECK(t, ph_body_id_is_null(none));
CHECK_REFUSED(t, ph_body_set_position(w, none, ph_v(0.0, 0.0)), "no body has the handle");
CHECK_REFUSED(t, ph_body_set_velocity(w, ph_body_id_of(7), ph_v(0.0, 0.0)), "no body");
CHECK_REFUSED(t, ph_body_set_velocity(w, id, ph_v(NAN, 0.0)), "velocity must be finite");
ph_world_set_container(w, ph_body_position(w, id), 2.0);
CHECK_REFUSED(t, ph_body_set_position(w, id, ph_add(ph_body_position(w, id), ph_v(1.9, 0.0))),
  "lies outside the container");
CHECK_NEAR(t, ph_body_velocity(w, id).x, -1.0, 1e-12);

@ @<Chapter 1 test cases@>+=
{"setters", "unit", "setting a position keeps the velocity; "@|
  "setting a velocity is what the next step does", test_setters},

@*1 The program \.{ch01}.
The chapter's command-line tests run \.{ch01} itself. The first checks the
\.{--dump} contract on the \.{fall} scene: the header is exactly the one
specified, \.{--steps 0} writes step 0 alone, and 600 steps write 601 rows
for one particle whose velocity column at step~$n$ is that of the exact
parabola in the middle of the last step: the column is a displacement over
one step divided by $h$, which for a parabola is exactly the velocity at
the step's midpoint, so at step $n$ it must read $v_0-g(t_n-h/2)$. As
counted for the free-fall test, the difference of two consecutive
positions is off by the sum of the roundings made so far, one of at most
$\epsilon X$ a step, so by at most $n\epsilon X$; the division by $h$ adds
only a relative $2\epsilon$. The velocity therefore errs by at most
$n\epsilon X/h\approx1.6\times10^{-9}\,$m/s for $n=600$ and $X\approx400\,$m;
the test allows $10^{-8}\,$m/s.

@<Chapter 1 test functions@>+=
static void test_dump_contract(test_context *t)
{
  char out[1024], csv[1024];
  test_scratch(t, "fall0.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene fall --steps 0 --dump %s", csv) == 0);
  CHECK(t, test_count_lines(csv) == 2);
  CHECK(t, test_first_line_is(t, csv, "step,time,body,x,y,angle,vx,vy,omega"));
  test_scratch(t, "fall600.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene fall --steps 600 --dump %s", csv) == 0);
  CHECK(t, test_count_lines(csv) == 602);
  double row[9];
  CHECK(t, test_csv_row(csv, 602, row, 9));
  double h = 1.0 / 60.0;
  CHECK(t, row[0] == 600.0 && row[2] == 0.0);
  CHECK_NEAR(t, row[7], 12.0 - 10.0 * (600 * h - h / 2), 1e-8);
  CHECK_NEAR(t, row[6], 3.0, 1e-8);
}

@ @<Chapter 1 test cases@>+=
{"dump_contract", "cli", "--dump writes the documented columns and rows", test_dump_contract},

@ Determinism: the same scene run twice gives byte-identical dumps. The
pour makes 1000 particles and many collisions, so any dependence on memory
addresses, uninitialised fields or timing would show.
@^determinism@>

@<Chapter 1 test functions@>+=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "pour", 400);
}

@ @<Chapter 1 test cases@>+=
{"determinism", "scene", "the same scene gives byte-identical dumps", test_determinism},

@ Bad input of every class gives exit status 2, a message that starts with
the file name and line number, and no output file. The scene files are made
by the test itself, one line each, in the scratch folder. The expected
message is a fragment of what the loader says (appendix~B).

@<Chapter 1 test functions@>+=
static void test_bad_scenes(test_context *t)
{
  static const char *const cases[][2] = {
    {"frobnicate x=1\n", "unknown keyword 'frobnicate'"},
    {"particle x=1 colour=red\n", "unknown key 'colour'"},
    {"particle x=1.5.2\n", "'x' is not a number"},
    {"particle x=\n", "'x' is not a number"},
    {"particle x=nan\n", "'x' must be finite"},
    {"particle y=inf\n", "'y' must be finite"},
    {"particle r=-0.5\n", "radius must be positive"},
    {"particle mass=0\n", "mass must be positive"},
    {"container circle x=0 y=0\n", "missing 'r'"},
    {"world iterations=1000\n", "'iterations' must be"},
    {"container circle x=0 y=0 r=1\nparticle r=2\n", "does not fit"},
    {"container circle x=0 y=0 r=1\nparticle x=5 r=0.1\n", "lies outside the container"},
    {"particle x=5 r=0.1\ncontainer circle x=0 y=0 r=1\n", "lies outside the container"},
    {"world integrator=magic\n", "unknown integrator"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    test_bad_scene(t, cases[i][0], cases[i][1]);
}

@ @<Chapter 1 test cases@>+=
{"bad_scenes", "cli", "each class of bad scene gives FILE:LINE: and exit 2", test_bad_scenes},

@ An entity of a later chapter is refused with the chapter it belongs to.
This test is for the stages that lack one; from stage~3 on, every entity
of the book is known, and the test checks only that the table of entities
agrees.

@<Chapter 1 test functions@>+=
static void test_later_entity(test_context *t)
{
  const char *later = scene_entity_after_stage(PH_STAGE);
  if (!later) {
    test_note(t, "stage %d knows every entity of the book", PH_STAGE);
    CHECK(t, PH_STAGE >= 3);
    return;
  }
  char text[64];
  snprintf(text, sizeof text, "%s x=0 y=0\n", later);
  test_bad_scene(t, text, "arrives in chapter");
}

@ @<Chapter 1 test cases@>+=
{"later_entity", "cli", "entities of later chapters are refused by this stage", test_later_entity},

@ Bad arguments name the argument and exit with status 2; a missing scene
file names the file.

@<Chapter 1 test functions@>+=
static void test_bad_arguments(test_context *t)
{
  static const char *const cases[][2] = {
    {"--frobnicate", "--frobnicate"},
    {"--headless --steps -1", "--steps"},
    {"--headless --steps many", "--steps"},
    {"--headless --dt 0", "--dt"},
    {"--headless --dt nan", "--dt"},
    {"--headless --scene", "--scene"},
    {"--headless --scene no-such-file.scene", "no-such-file.scene"},
  };
  char out[2048], csv[1024];
  test_scratch(t, "never.csv", csv, sizeof csv);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    int status = test_run(t, out, sizeof out, "%s --dump %s", cases[i][0], csv);
    if (!CHECK(t, status == 2) || !CHECK(t, strstr(out, cases[i][1]) != NULL))
      test_note(t, "arguments '%s' gave status %d and: %s", cases[i][0], status, out);
    CHECK(t, !test_file_exists(csv));
  }
  CHECK(t, test_run(t, out, sizeof out, "--help") == 0 && strstr(out, "--scene"));
  CHECK(t, test_run(t, out, sizeof out, "--list-scenes") == 0 && strstr(out, "pour"));
}

@ @<Chapter 1 test cases@>+=
{"bad_arguments", "cli", "bad flags are named, exit 2, write nothing", test_bad_arguments},

@ A golden file, in the manner of Knuth's Stanford GraphBase: the dump of
ten steps of a small scene is compared, byte for byte, with a file kept in
\.{tests/golden}. The scene drops three particles of different masses into a
container so that integration, the container and the mass-weighted push all
take part. Only additions, multiplications, divisions and square roots are
used, which IEEE~754 rounds exactly the same on every machine, and the build
forbids the compiler to fuse multiplications into additions
(\.{-ffp-contract=off}), so the file is the same everywhere. A difference is
printed as the first line that differs.
@^golden files@>
@^IEEE 754@>

@<Chapter 1 test functions@>+=
static void test_golden_dump(test_context *t)
{
  test_dump_equals_golden(t, "scenes/three.scene", "golden/ch01-three.csv", 10);
}

@ @<Chapter 1 test cases@>+=
{"golden_dump", "golden", "a small scene's dump equals the golden file", test_golden_dump},

@ The screenshot test draws the \.{fall} scene at step 0 and looks at known
pixels. The view of that scene puts the world origin, where the particle
is, at the centre of the $800\times600$ image; the particle's colour is the
palette's first, and a corner, far from anything, has the background
colour (appendix~C).

@<Chapter 1 test functions@>+=
static void test_screenshot(test_context *t)
{
  char out[1024], image[1024];
  test_scratch(t, "fall.bmp", image, sizeof image);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene fall --steps 0 --screenshot %s",
    image) == 0);
  uint8_t rgb[3];
  ph_color first = ph_palette(0);
  if (CHECK(t, test_bmp_pixel(t, image, 400, 300, rgb)))
    CHECK(t, rgb[0] == first.r && rgb[1] == first.g && rgb[2] == first.b);
  if (CHECK(t, test_bmp_pixel(t, image, 5, 5, rgb)))
    CHECK(t, rgb[0] == 24 && rgb[1] == 26 && rgb[2] == 33);
}

@ @<Chapter 1 test cases@>+=
{"screenshot", "golden", "a headless screenshot has the known pixels", test_screenshot},

