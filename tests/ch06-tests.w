@* Tests of chapter 6.
The program \.{test\_ch06}, run by CTest under the label \.{ch06} on stage~6
and every later one. Each test states a law of chapter~6 and checks it with
the tolerance the chapter's table of tests argues. Most worlds are made
from scene texts, the way a reader would write them.

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

@ Helpers: the totals of the moving bodies, computed here from their
fields, independently of the engine. First the linear momentum,
$\sum m\vec v$.

@<Chapter 6 test helpers@>=
static void test_boundary(test_context *t);
static ph_vec2 momentum_of(const ph_world *w)
{
  ph_vec2 p = ph_v(0.0, 0.0);
  for (int i = 0; i < w->body_count; i++)
    p = ph_add(p, ph_mul(w->bodies[i].mass, w->bodies[i].velocity));
  return p;
}

@ The angular momentum about the origin, $L=\sum m\,\vec x\times\vec
v+I\omega$: each body's motion along its path, plus its spin about its
centre.

@<Chapter 6 test helpers@>=
static double angular_momentum_of(const ph_world *w)
{
  double L = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    L += b->mass * ph_cross(b->position, b->velocity) + b->inertia * b->angular_velocity;
  }
  return L;
}

@ The kinetic energy, linear plus rotational, $\sum{1\over2}mv^2+
{1\over2}I\omega^2$.

@<Chapter 6 test helpers@>=
static double energy_of(const ph_world *w)
{
  double e = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    e += 0.5 * b->mass * ph_dot(b->velocity, b->velocity)
      + 0.5 * b->inertia * b->angular_velocity * b->angular_velocity;
  }
  return e;
}

@ The table of cases starts with the test of the interface's boundary,
which must run before any test that loads a scene, for chapter~5's reason.

@<Chapter 6 test cases@>=
{"boundary", "unit", "bad arguments to the new functions are refused", test_boundary},

@ Inertia against hand values (chapter~6's worked numbers), for shapes made
with the interface and passed through |ph_shape_mass| with the density of
wood, 60\thinspace kg/m$^2$: a circle of radius 0.5\thinspace m,
${1\over2}mR^2$; a box $2\times1\,$m, ${m\over12}(w^2+h^2)$; chapter~3's
quadrilateral, ${130\over9}\rho$; a right triangle with legs 3 and~1,
${m\over18}(a^2+b^2)$; and the same triangle moved 100\thinspace m away,
which must give the same moment (the fan is spun from $\vec v_0$). Then a
body made of the quadrilateral must carry the moment and its inverse, and
a static one an inverse of zero. Each is a handful of roundings of numbers
of the size of the result, so $10^{-12}$ of it is ample; a formula with a
wrong factor (${m\over12}$ for a circle, or the moment about $\vec v_0$
without the parallel-axis shift) misses by far more.

@<Chapter 6 test functions@>=
static void check_inertia(test_context *t, ph_shape s, double want)
{
  double got = ph_shape_mass(&s, 60.0).inertia;
  CHECK_NEAR(t, got, want, 1e-12 * want);
}

@ The test checks the five shapes against their hand values, then the
moments a world gives its bodies.

@<Chapter 6 test functions@>=
static void test_inertia(test_context *t)
{
  const double pi = 3.14159265358979323846, rho = 60.0;
  double m = rho * pi * 0.25;
  check_inertia(t, ph_circle(0.5), 0.5 * m * 0.25);
  check_inertia(t, ph_box(2.0, 1.0), rho * 2.0 / 12.0 * (4.0 + 1.0));
  ph_vec2 quad[4] = {{0, 0}, {4, 0}, {4, 2}, {1, 3}};
  check_inertia(t, ph_polygon(quad, 4), 130.0 / 9.0 * rho);
  ph_vec2 tri[3] = {{0, 0}, {3, 0}, {0, 1}}, far[3] = {{100, 100}, {103, 100}, {100, 101}};
  check_inertia(t, ph_polygon(tri, 3), rho * 1.5 / 18.0 * 10.0);
  check_inertia(t, ph_polygon(far, 3), rho * 1.5 / 18.0 * 10.0);
  @<Check that a body of the quadrilateral carries its moment, and a static one none@>@;
}

@ A moving body of the quadrilateral, in the default material, wood, must
carry the moment the shape gives and exactly its inverse; the same shape
made static must have neither, so that no torque can turn it.

@<Check that a body of the quadrilateral carries its moment, and a static one none@>=
ph_settings settings = ph_stage_settings(6);
ph_world *w = ph_world_create(&settings);
if (!CHECK(t, w != NULL)) return;
ph_body_def d = ph_default_body_def();
d.shape = ph_polygon(quad, 4);
ph_body_id id = ph_world_create_body(w, &d);
CHECK_NEAR(t, ph_body_inertia(w, id), 130.0 / 9.0 * rho, 1e-12 * 130.0 / 9.0 * rho);
CHECK(t, w->bodies[0].inverse_inertia == 1.0 / w->bodies[0].inertia);
d.is_static = true;
d.material = ph_material_preset(PH_STATIC_MATERIAL);
ph_world_create_body(w, &d);
CHECK(t, w->bodies[1].inverse_inertia == 0.0 && w->bodies[1].inertia == 0.0);
ph_world_destroy(w);

@ @<Chapter 6 test cases@>+=
{"inertia", "unit", "inertia of a circle, a box and irregular polygons equals the hand values", test_inertia},

@ A free body keeps $\omega$. A box spinning at 3\thinspace rad/s with no
gravity and no torque, for 600 steps of ${1\over60}\,$s, under each of the
three integrators. With symplectic and explicit Euler $\omega$ is never
changed by anything but $h\alpha=0$, so it must keep its bits, and the
angle after $n$ steps is $n$ additions of $3h$, within $n$ roundings of
the angle, $10^{-12}$ relative. Verlet reads $\omega$ back from the
difference of two angles near 30\thinspace rad, so it keeps it only to
about $30\epsilon/h\approx4\times10^{-13}$; we ask $10^{-9}$. A zero
torque and a zero force at a far point, applied before the first step,
must change nothing. A Verlet angle without its exact first step (which
would start from $\theta_{-1}=\theta_0$ and never turn) fails, and so
does any integrator that turns by the wrong $\omega$; torques that are
not cleared are caught by \.{off\_centre}.

@<Chapter 6 test functions@>=
static void test_free_spin(test_context *t)
{
  static const char *integrators[] = {"symplectic", "euler", "verlet"};
  for (int k = 0; k < 3; k++) {
    char text[256];
    snprintf(text, sizeof text, "world defaults=6 gravity=0,0 integrator=%s\n"@/
      "box x=1 y=2 w=2 h=1 omega=3 material=metal\n", integrators[k]);
    scene s;
    if (!CHECK(t, scene_load_text(&s, "spin.scene", text))) return;
    ph_body_id id = ph_body_id_of(0);
    ph_body_apply_torque(s.world, id, 0.0);
    ph_body_apply_force_at(s.world, id, ph_v(0.0, 0.0), ph_v(5.0, 5.0));
    for (int n = 0; n < 600; n++) scene_step(&s, 1.0 / 60.0);
    double omega = ph_body_angular_velocity(s.world, id);
    if (k < 2) CHECK(t, omega == 3.0);
    else CHECK_NEAR(t, omega, 3.0, 1e-9);
    CHECK_NEAR(t, ph_body_angle(s.world, id), 30.0, 1e-12 * 30.0 * 600);
    scene_destroy(&s);
  }
}

@ @<Chapter 6 test cases@>+=
{"free_spin", "unit", "a free body with no torque keeps its angular velocity", test_free_spin},

@ An off-centre impulse. A box $2\times1\,$m of metal at rest, turned by
0.3\thinspace rad, given the impulse $\vec J=(3,-7)\,$N\,s at a point
$\vec r=(0.4,0.9)$ from its centre: the velocity must change by $\vec J/m$
and the angular velocity by $(\vec r\times\vec J)/I$, with $m$ and $I$ the
body's own, each to one rounding of the result ($4\times10^{-16}$ of it,
asked as $10^{-15}$). A torque of 5\thinspace N\,m applied for one step of
symplectic Euler must then add $5h/I$; and a force at a point, $\vec F$
at $\vec r$, the same as $\vec F$ at the centre plus the torque $\vec
r\times\vec F$. A sign error in the cross product, or an impulse turned
about the shape's origin rather than the centre of mass, fails.

@<Chapter 6 test functions@>=
static void test_off_centre(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_text(&s, "kick.scene", "world defaults=6 gravity=0,0 integrator=symplectic\n"@/
    "box x=1 y=2 w=2 h=1 angle=0.3 material=metal\n"))) return;
  ph_world *w = s.world;
  ph_body_id id = ph_body_id_of(0);
  const ph_body *b = &w->bodies[0];
  ph_vec2 J = ph_v(3.0, -7.0), r = ph_v(0.4, 0.9);
  @<Apply the impulse $\vec J$ at $\vec r$, and check the changes of $\vec v$ and $\omega$@>@;
  ph_body_apply_torque(w, id, 5.0);
  scene_step(&s, 1.0 / 60.0);
  CHECK_NEAR(t, b->angular_velocity, want + 5.0 / 60.0 / b->inertia, 1e-14 * fabs(want));
  @<Apply a force at $\vec r$, and check that it acts as the force at the centre and a torque@>@;
  scene_destroy(&s);
}

@ An impulse changes the velocities at once, with no step: $\Delta\vec
v=\vec J/m$ and $\Delta\omega=(\vec r\times\vec J)/I$.

@<Apply the impulse $\vec J$ at $\vec r$, and check the changes of $\vec v$ and $\omega$@>=
ph_body_apply_impulse_at(w, id, J, ph_add(b->position, r));
CHECK_NEAR(t, b->velocity.x, J.x / b->mass, 1e-15 * fabs(J.x / b->mass));
CHECK_NEAR(t, b->velocity.y, J.y / b->mass, 1e-15 * fabs(J.y / b->mass));
double want = ph_cross(r, J) / b->inertia;
CHECK_NEAR(t, b->angular_velocity, want, 1e-15 * fabs(want));

@ A force, unlike an impulse, waits for the step: it is first stored as
the force and the torque $\vec r\times\vec F$ it makes, and after the
step it has turned the body by $h(\vec r\times\vec F)/I$ and is cleared.

@<Apply a force at $\vec r$, and check that it acts as the force at the centre and a torque@>=
double before = b->angular_velocity;
ph_vec2 F = ph_v(-2.0, 4.0);
ph_body_apply_force_at(w, id, F, ph_add(b->position, r));
CHECK(t, b->force.x == F.x && b->force.y == F.y && b->torque == ph_cross(r, F));
scene_step(&s, 1.0 / 60.0);
CHECK(t, b->torque == 0.0);
CHECK_NEAR(t, b->angular_velocity - before, ph_cross(r, F) / 60.0 / b->inertia, 1e-12);

@ @<Chapter 6 test cases@>+=
{"off_centre", "unit", "an impulse at a point changes v by J/m and omega by (r x J)/I", test_off_centre},

@ The same blow under Verlet, which keeps no angular velocity: after ten
free steps the box is struck, and the next step must turn it by
$h\,\Delta\omega$ and read back $\omega=\Delta\omega$, to $10^{-9}$ of it
(the angle is a difference of numbers near 1, read back over $h$). A
|turn_body| that changed |angular_velocity| but not |previous_angle| would
leave the Verlet box unturned and fail.

@<Chapter 6 test functions@>=
static void test_verlet_blow(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_text(&s, "verlet.scene", "world defaults=6 gravity=0,0 integrator=verlet\n"@/
    "box x=0 y=0 w=2 h=1 angle=1 material=wood\n"))) return;
  const ph_body *b = &s.world->bodies[0];
  for (int n = 0; n < 10; n++) scene_step(&s, 1.0 / 60.0);
  ph_vec2 J = ph_v(0.0, 10.0), r = ph_v(0.8, 0.0);
  ph_body_apply_impulse_at(s.world, ph_body_id_of(0), J, ph_add(b->position, r));
  double domega = ph_cross(r, J) / b->inertia, before = b->angle;
  scene_step(&s, 1.0 / 60.0);
  CHECK_NEAR(t, b->angle - before, domega / 60.0, 1e-9 * domega / 60.0);
  CHECK_NEAR(t, b->angular_velocity, domega, 1e-9 * domega);
  scene_destroy(&s);
}

@ @<Chapter 6 test cases@>+=
{"verlet_blow", "unit", "under Verlet, a blow at a point turns the body in the next step", test_verlet_blow},

@ Momentum, angular momentum and energy, on 400 random collisions of two
free bodies: boxes, circles and a wedge of random size, material,
restitution, angle, velocity and spin, the second placed just touching the
first along a random direction, no gravity and no threshold. The step's
pass changes the linear momentum by nothing and the angular momentum about
the origin by nothing (chapter~6's derivation), so both must be kept to
$10^{-12}$ of the sum of the magnitudes $\sum m\vert\vec v\vert$, and of
$\sum(m\vert\vec x\times\vec v\vert+I\vert\omega\vert)$: each change is a
handful of roundings. The energy, linear plus rotational, must not grow
by more than $10^{-9}$ of itself, a difference of nearly equal sums. At
least a quarter of the pairs must touch and approach, so that the law is
tested. The step also moves the bodies, and $m\,\vec x\times\vec v$ changes
with $\vec x$, by $m\,h\vec v\times\vec v=0$ for symplectic Euler, which
moves each body along its own velocity: nothing in exact arithmetic, and
roundings of the size of $\vert\vec x\vert$ in floating point, which the
tolerance covers. An engine that turns a body about the wrong point, or leaves out
a turning term of the effective mass, or adds the turning to the relative
velocity with the wrong sign, fails at least one of the three.

@<Chapter 6 test functions@>=
static double uniform(unsigned *state, double low, double high)
{
  *state = *state * 1103515245u + 12345u;
  return low + (high - low) * ((*state >> 8) & 0xffff) / 65535.0;
}

static void random_body(unsigned *state, char *text, size_t size, double x, double y)
{
  static const char *materials[] = {"rock", "wood", "metal", "bouncy", "superball", "pillow"};
  static const char *shapes[] = {"box w=%.17g h=0.6", "circle r=%.17g",
    "polygon verts=-%.17g,-0.3;0.5,-0.3;0,0.4"};
  char shape[128];
  int k = (int) uniform(state, 0.0, 2.99);
  snprintf(shape, sizeof shape, shapes[k], uniform(state, 0.3, 0.6));
  snprintf(text, size, "%s x=%.17g y=%.17g material=%s restitution=%.17g angle=%.17g "@/
    "vx=%.17g vy=%.17g omega=%.17g\n", shape, x, y,
    materials[(int) uniform(state, 0.0, 5.99)], uniform(state, 0.0, 1.0),
    uniform(state, -3.0, 3.0), uniform(state, -4, 4), uniform(state, -4, 4),
    uniform(state, -6, 6));
}

@ @<Chapter 6 test functions@>=
static void test_collisions(test_context *t)
{
  unsigned state = 11;
  int hit = 0, bad_p = 0, bad_L = 0, bad_e = 0, doubles = 0, gained = 0;
  double worst = 0.0;
  for (int k = 0; k < 400; k++) {
    double a = uniform(&state, 0.0, 6.283185307179586), d = uniform(&state, 0.5, 1.0);
    char text[2048], one[512], two[512];
    random_body(&state, one, sizeof one, 0.0, 0.0);
    random_body(&state, two, sizeof two, d * cos(a), d * sin(a));
    snprintf(text, sizeof text, "world defaults=6 gravity=0,0 integrator=symplectic solver=single "@/
      "threshold=0\n%s%s", one, two);
    scene s;
    if (!CHECK(t, scene_load_text(&s, "random.scene", text))) return;
    @<Step the random pair once, and count what broke a law@>@;
    scene_destroy(&s);
  }
  test_note(t, "%d of 400 pairs touched and were pushed, %d at two points", hit, doubles);
  test_note(t, "%d of those gained energy, at most %.3g of it", gained, worst);
  CHECK(t, bad_p == 0);
  CHECK(t, bad_L == 0);
  CHECK(t, bad_e == 0);
  CHECK(t, hit > 100);
}

@ @<Step the random pair once...@>=
{
  const ph_world *w = s.world;
  ph_vec2 p0 = momentum_of(w);
  double L0 = angular_momentum_of(w), e0 = energy_of(w), scale_p = 0.0, scale_L = 0.0;
  for (int i = 0; i < 2; i++) {
    const ph_body *b = &w->bodies[i];
    scale_p += b->mass * ph_length(b->velocity);
    scale_L += b->mass * fabs(ph_cross(b->position, b->velocity))
      + b->inertia * fabs(b->angular_velocity);
  }
  scene_step(&s, 1.0 / 60.0);
  bool pushed = w->contact_count == 1 && w->impulse_count == 1
    && (w->impulses[0].points[0].impulse > 0.0
      || (w->impulses[0].count == 2 && w->impulses[0].points[1].impulse > 0.0));
  hit += pushed;
  bad_p += !(ph_length(ph_sub(momentum_of(w), p0)) <= 1e-12 * scale_p);
  bad_L += !(fabs(angular_momentum_of(w) - L0) <= 1e-12 * scale_L);
  if (pushed && w->impulses[0].count == 2) {
    doubles++;
    if (energy_of(w) - e0 > 1e-9 * e0) gained++, worst = fmax(worst, (energy_of(w) - e0) / e0);
  } else bad_e += !(energy_of(w) - e0 <= 1e-9 * e0);
}

@ @<Chapter 6 test cases@>+=
{"collisions", "unit", "two-body collisions keep momentum and angular "@|
  "momentum; one-point ones never gain energy", test_collisions},

@ A box dropped on its corner falls onto the face nearest it. A wooden box
$1\times1\,$m (60\thinspace kg), turned by 0.7\thinspace rad (40 degrees), its
lowest corner 0.59\thinspace m above a static floor, symplectic Euler at 60
steps a second. Stage~5 would leave it standing on its corner at 40 degrees
for ever (chapter~6 measures it). Here it lands on its lowest corner, turns
about it and falls flat, onto the face that was nearest the floor: within
1.5\thinspace s of the drop its angle must come within 0.5~degrees of 0,
and at that step its centre must be within 5\thinspace cm of half a metre
and its two lowest corners within 5\thinspace cm of the floor's top.

Why these numbers, and why the smallest angle rather than the angle at the
end. After the box lies down, the single pass of chapter~5 leaves it turning
at about $gh/4=0.04\,$rad/s (the chapter derives and measures this {\it slump}), so
the angle at any fixed time after the landing measures the slump, not the
landing: at 1.5\thinspace s it is \ChSixCornerLate~degrees, and a bound of
2~degrees there would have a margin of barely \ChSixCornerLateMargin. The
slump carries the angle through 0 steadily, so its smallest value over the
steps is at most one step's turn, $0.04\,h$\thinspace rad$\,=0.04$~degrees
(measured by {\tt bench06}: \ChSixCornerFlattest\ degrees at the step
\ChSixCornerFlattestTime\thinspace s after the drop); 0.5~degrees is
twelve times that, and the mistakes the test is there to catch are 80 to 100 times larger: an engine
that does not turn the box at the contact leaves it at 40 degrees, one that
turns it the wrong way sends it towards the face at 90 degrees. The centre
and the corners, at that step, are off by the overlap the single pass
leaves, \ChSixCornerOverlap\thinspace mm measured; 5\thinspace cm is
\ChSixCornerOverlapTimes\ times that, and a box left on its corner has its
centre 20\thinspace cm too high. The test
prints the numbers it measured.

@<Chapter 6 test functions@>=
static void test_corner(test_context *t)
{
  scene s;
  @<Load a box of wood turned by 0.7\thinspace rad above a static floor@>@;
  const ph_body *b = &s.world->bodies[1];
  double best = 1.0, best_y = 0.0, low[2] = {1e9, 1e9};
  int best_n = 0;
  for (int n = 1; n <= 90; n++) {
    scene_step(&s, 1.0 / 60.0);
    if (fabs(b->angle) < best) {
      @<Keep the flattest step's angle, the height of its centre and its two lowest corners@>@;
    }
  }
  test_note(t, "flattest at %.3f s: angle %.3g degrees, centre at %.4f m, corners at %.4f, %.4f m",
    best_n / 60.0, best * 57.29577951308232, best_y, low[0], low[1]);
  CHECK(t, best < 0.5 / 57.29577951308232);
  CHECK_NEAR(t, best_y, 0.5, 0.05);
  CHECK(t, fabs(low[0]) < 0.05 && fabs(low[1]) < 0.05);
  scene_destroy(&s);
}

@ The floor's top is at $y=0$, and the box's centre starts 1.27\thinspace m
above it, so that the box falls some way before its lowest corner lands.

@<Load a box of wood turned by 0.7\thinspace rad above a static floor@>=
if (!CHECK(t, scene_load_text(&s, "corner.scene",
  "world defaults=6 gravity=0,-10 integrator=symplectic solver=single\n"@/
  "box x=0 y=-0.5 w=10 h=1 static material=static\n"@/
  "box x=0 y=1.27 w=1 h=1 angle=0.7 material=wood\n"))) return;

@ At a step flatter than any before, the test keeps the step, the
height of the centre, and the heights of the two lowest of the four
corners, found by placing each corner with the box's transform and
keeping the two smallest.

@<Keep the flattest step's angle, the height of its centre and its two lowest corners@>=
best = fabs(b->angle), best_y = b->position.y, best_n = n;
ph_transform xf = ph_body_transform(s.world, ph_body_id_of(1));
low[0] = low[1] = 1e9;
for (int i = 0; i < 4; i++) {
  double y = ph_transform_point(xf, b->shape.vertices[i]).y;
  if (y < low[0]) low[1] = low[0], low[0] = y;
  else if (y < low[1]) low[1] = y;
}

@ @<Chapter 6 test cases@>+=
{"corner", "scene", "a box dropped on its corner falls onto its nearest face", test_corner},

@ Scene keys. On this stage \.{angle=} and \.{omega=} load, and the dump's
first row carries them; bad values stop the load with \.{FILE:LINE:}: a
word, a number that overflows to infinity, and a static body asked to
spin.

@<Chapter 6 test functions@>=
static void test_scene_keys(test_context *t)
{
  char path[1024], csv[1024], out[1024];
  if (!test_write_file(t, "keys.scene", "world defaults=6 gravity=0,0\n"@/
    "box x=0 y=0 w=1 h=1 angle=0.5 omega=-2\n", path, sizeof path)) return;
  test_scratch(t, "keys.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 1 --dump %s", path,
    csv) == 0);
  double row[9];
  if (CHECK(t, test_csv_row(csv, 2, row, 9))) CHECK(t, row[5] == 0.5 && row[8] == -2.0);
  test_bad_scene(t, "box w=1 h=1 angle=steep\n", "'angle' is not a number");
  test_bad_scene(t, "# spin\nbox w=1 h=1 omega=1e999\n", "omega");
  test_bad_scene(t, "box w=1 h=1 static material=static omega=1\n", "a static body cannot turn");
}

@ @<Chapter 6 test cases@>+=
{"scene_keys", "cli", "angle= and omega= load and are dumped; bad ones stop with FILE:LINE:", test_scene_keys},

@ The boundary: every new function refuses a handle that names no body and
numbers that are not finite, reports it to the error handler and changes
nothing; a body that cannot turn refuses an angular velocity.

@<Chapter 6 test functions@>=
static void test_boundary(test_context *t)
{
  ph_settings settings = ph_stage_settings(6);
  ph_world *w = ph_world_create(&settings);
  if (!CHECK(t, w != NULL)) return;
  ph_body_def d = ph_default_body_def();
  ph_body_id id = ph_world_create_body(w, &d), none = {0};
  @<Check that a body with an angle that is not finite, or a static one that spins, is refused@>@;
  @<Check that each new function refuses a handle of no body and numbers that are not finite@>@;
  const ph_body *b = &w->bodies[0];
  CHECK(t, b->angle == 0.0 && b->angular_velocity == 0.0 && b->torque == 0.0);
  CHECK(t, b->velocity.x == 0.0 && b->force.x == 0.0 && w->body_count == 2);
  ph_world_destroy(w);
}

@ The refusals are checked at the body's creation first. A static body
that does not spin is then made, |wall|, for the check below that a body
that cannot turn refuses an angular velocity.

@<Check that a body with an angle that is not finite, or a static one that spins, is refused@>=
d.angle = NAN;
CHECK_REFUSED(t, ph_world_create_body(w, &d), "angle must be finite");
d.angle = 0.0;
d.is_static = true;
d.material = ph_material_preset(PH_STATIC_MATERIAL);
d.angular_velocity = 1.0;
CHECK_REFUSED(t, ph_world_create_body(w, &d), "a static body cannot turn");
d.angular_velocity = 0.0;
ph_body_id wall = ph_world_create_body(w, &d);

@ Then each of the chapter's functions is called once with what it must
refuse.
Afterwards the test checks that the moving body was left as it was made.

@<Check that each new function refuses a handle of no body and numbers that are not finite@>=
CHECK_REFUSED(t, ph_body_angle(w, none), "");
CHECK_REFUSED(t, ph_body_set_angle(w, id, INFINITY), "angle must be finite");
CHECK_REFUSED(t, ph_body_set_angular_velocity(w, id, NAN), "angular velocity must be finite");
CHECK_REFUSED(t, ph_body_set_angular_velocity(w, wall, 1.0), "cannot turn");
CHECK_REFUSED(t, ph_body_apply_torque(w, id, NAN), "torque must be finite");
CHECK_REFUSED(t, ph_body_apply_force_at(w, id, ph_v(1, 0), ph_v(NAN, 0)), "point must be finite");
CHECK_REFUSED(t, ph_body_apply_impulse_at(w, id, ph_v(INFINITY, 0), ph_v(0, 0)),
  "impulse must be finite");

@ Determinism: the demo's default scene, in which bodies tumble, run twice
for 300 steps must write the same dump, byte for byte.

@<Chapter 6 test functions@>=
static void test_determinism(test_context *t)
{
  test_dump_repeats(t, "tumble", 300);
}

@ @<Chapter 6 test cases@>+=
{"determinism", "cli", "the same scene and steps give the same bytes", test_determinism},
