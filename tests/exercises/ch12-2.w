@* Exercise 12.2: the pulley.
The test of exercise~2 of chapter~12. The exercise asks for the joint
kind |PH_PULLEY_JOINT| and the scene line
$$\hbox{\.{joint pulley a=}$I$ \.{b=}$J$ \.{ax= ay= bx= by= gax= gay= gbx= gby=}
[\.{ratio=}$r$]}$$
($r>0$, 1 by default): two ropes, from the fixed points $\vec g_A$ and
$\vec g_B$ to the anchors $\vec p_A$ on body $A$ and $\vec p_B$ on
body~$B$ (world points as the scene is loaded), whose lengths
$\ell_A=\vert\vec p_A-\vec g_A\vert$ and $\ell_B=\vert\vec p_B-\vec g_B\vert$ keep
$\ell_A+r\ell_B$ at its first value. The test loads scenes with
|scene_load_text|, so on the unmodified stage, where the reader does not
know the kind \.{pulley}, the scenes do not load and the checks fail.

@(exercise_ch12_2.c@>=
#include "testing.h"
#include <math.h>
@<Exercise 12.2 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 12.2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ The row. With $\vec u=(\vec p-\vec g)/\ell$ the unit vector along a rope
from its fixed point, $\dot\ell=\vec u\cdot\dot{\vec p}$, and
$\dot{\vec p}=\vec v+\omega\times\vec r$ (chapter~6), so the constraint
$C=\ell_A+r\ell_B-(\ell_{A0}+r\ell_{B0})$ has
$$\dot C=\vec u_A\cdot(\vec v_A+\omega_A\times\vec r_A)
+r\,\vec u_B\cdot(\vec v_B+\omega_B\times\vec r_B),\qquad
J=\bigl(\vec u_A^{\rm T},\ \vec r_A\times\vec u_A,\ r\,\vec u_B^{\rm T},\
r\,\vec r_B\times\vec u_B\bigr),$$
using $\vec u\cdot(\omega\times\vec r)=\omega\,(\vec r\times\vec u)$. One
row, like the rod's, but both bodies' parts have the same sign: each rope
pulls its body toward its own fixed point, not toward the other body. Its
effective mass is $1/JM^{-1}J^{\rm T}$:
$$m={1\over m_A^{-1}+I_A^{-1}(\vec r_A\times\vec u_A)^2
+r^2\bigl(m_B^{-1}+I_B^{-1}(\vec r_B\times\vec u_B)^2\bigr)},$$
the $r^2$ because $B$'s part of $J$ is $r$ times a rope's, and $J$ enters
$K=JM^{-1}J^{\rm T}$ twice. The impulse $\lambda$ of the row is $\lambda\vec
u_A$ at $\vec p_A$ and $r\lambda\vec u_B$ at $\vec p_B$; a taut rope pulls,
$\lambda<0$. The chapter's text says nothing of a rope that goes slack
(its rope, the distance joint with a limit, is a separate joint), so the
row is an equality, a rigid row of the soft step as the rod is: pushed at
the world's joint frequency and relaxed without it, warm started from its
total, its reaction on $B$ the force $r\lambda\vec u_B/h$.

@ Atwood's machine. Two unit boxes hang 4\thinspace m below their fixed
points, each rope straight up from the box's centre: box~1 of density~3,
mass $m_1=3\,$kg, on rope~$B$, the rope that $r$ weighs, and box~2 of
density~1, $m_2=1\,$kg, on rope~$A$; 6\thinspace m apart, so they never
touch, under $g=10\,$m/s$^2$, and the pulley has no mass of its own.
With $s$ the distance box~1 has gone down, rope $B$ is longer by $s$ and
rope $A$ shorter by $rs$, so box~2 goes up by $rs$: the energy
${1\over2}(m_1+r^2m_2)\dot s^2+(rm_2-m_1)gs$ gives box~1 the acceleration
$$a_1=g\,{m_1-rm_2\over m_1+r^2m_2}$$
down, 5\thinspace m/s$^2$ at $r=1$ and $10/7\,$m/s$^2$ at $r=2$, and box~2
$ra_1$ up. (The formula is for the box on the rope that $r$ weighs: on
rope~$A$, box~1 would go at $g(m_1-m_2/r)/(m_1+m_2/r^2)$, which at $r=1$ is
the same.) The run is 1\thinspace s from rest in the chapter's soft step
(four sub-steps, one relax pass, 60\thinspace Hz and a damping ratio of~2
for the joints' push); $r=1$ is the line with no \.{ratio=}, so that the
default is checked too.

{\it The acceleration is exact.} The row's impulses, $\lambda$ down on
box~2 and $r\lambda$ down on box~1 (the ropes are vertical, $\vec u=(0,-1)$,
and stay so: no force has a level part), never change
$Q=m_1\dot y_1^{\downarrow}-rm_2\dot y_2^{\downarrow}$, the momentum of the
machine's one free motion, which gravity changes at $(m_1-rm_2)g$ exactly;
and the relax pass, a rigid row with its exact effective mass, leaves
$\dot C=0$ exactly after every sub-step, so $\dot y_2^{\downarrow}=-r\dot
y_1^{\downarrow}$ and $\dot y_1^{\downarrow}=Q/(m_1+r^2m_2)$. Symplectic
Euler's velocity under a constant force is exact, $at$; so after
1\thinspace s box~1's speed is $a_1\cdot1\,$s and box~2's $ra_1\cdot1\,$s,
to rounding: the test allows $10^{-9}$ of them. The rope's pull on box~1,
the joint's force, is then $m_1(g-a_1)$ up, to the same (the total is the
pass's fixed point, $K\lambda=-(1+r)gh$, below).

{\it The rope stretches by a constant.} Chapter~12's rigid row is a spring
of the joint frequency, and holds its load at an opening; here the load is
gravity's, which every sub-step opens the pulley at the rate
$J\vec g h=(1+r)gh$ (each box's fall lengthens its rope, weighted $1$ and
$r$). At the fixed point the warm start's $K\lambda$ takes that rate back
exactly, the pass with the push adds nothing,
$0=-m\,q_m\eta\,C-q_i\lambda$, and
$$C={q_i\over q_m\eta}\,K\vert\lambda\vert={K\vert\lambda\vert\over h\,\omega_j^2}
={(1+r)\,g\over\omega_j^2},$$
$141\,\mu$m at $r=1$ and $211\,\mu$m at $r=2$, whatever the masses, for
the effective mass cancels. (Chapter~12's joint opens by $K_FF/\omega^2$; the
force is $\vert\lambda\vert/h$.) The ropes' sum $\ell_A+r\ell_B$ must stay within
$1.01$ times that of its first value over the whole run (the soft row comes
to it from below, damped at twice critical), and end at it to 1\%, the
transient being gone in a few hundredths of a second.

{\it What fails.} A solution that weighed the other rope by~$r$,
$r\ell_A+\ell_B$, moves box~1 at $g(m_1-m_2/r)/(m_1+m_2/r^2)=7.7\,$m/s$^2$ at
$r=2$; one that left $r^2$ out of the effective mass, writing $1$ or $r$
for it, solves the same row with the wrong mass: its relax pass no longer
leaves $\dot C=0$, which puts the speeds off by parts in $10^8$, and its
fixed point is $K'/K$ of the model, $4/7$ or $5/7$ at $r=2$ (and it
overshoots on the way); one that reported the tension of rope~$A$ for the force on $B$,
not $r$ times it, is half the force at $r=2$. A ratio of 0 or $-1$ is
refused with a message that names \.{ratio}, and a line with no \.{gby}
names the key that is missing.

@<Exercise 12.2 test functions@>=
typedef struct {
  double a1, a2; /* box 1's acceleration down, box 2's up, from their speeds */
  double stretch, most; /* $\ell_A+r\ell_B$ less its first value, at the end and at most */
  double pull; /* the joint's force on $B$, up */
} atwood_run;

static double ropes(const scene *s, ph_joint_id id, double r)
{
  ph_vec2 pa = ph_joint_point_a(s->world, id), pb = ph_joint_point_b(s->world, id);
  return ph_length(ph_sub(pa, ph_v(-3.0, 10.0))) + r * ph_length(ph_sub(pb, ph_v(3.0, 10.0)));
}

@ |atwood| builds the machine with the joint's keys |ratio|, box~2 (density 1)
on rope~$A$ at the left and box~1 (density 3) on rope~$B$ at the right,
each under its pulley 4\thinspace m above it, and runs it for 1\thinspace s. Each
box starts at rest, so its speed after 1\thinspace s is its acceleration, in
m/s$^2$; box~1's is measured down and box~2's up.

@<Exercise 12.2 test functions@>+=
static bool atwood(test_context *t, const char *ratio, double r, atwood_run *out)
{
  char text[1024];
  snprintf(text, sizeof text, "world solver=soft substeps=4 relax=1 contact_hertz=30 "
    "damping_ratio=10 joint_hertz=60 joint_damping_ratio=2 gravity=0,-10\n"
    "box x=-3 y=6 w=1 h=1 density=1 friction=0 restitution=0\n"
    "box x=3 y=6 w=1 h=1 density=3 friction=0 restitution=0\n"
    "joint pulley a=0 b=1 ax=-3 ay=6 bx=3 by=6 gax=-3 gay=10 gbx=3 gby=10 %s\n", ratio);
  scene s;
  if (!scene_load_text(&s, "atwood.scene", text)) {
    test_note(t, "the pulley scene does not load: the joint kind pulley is not implemented");
    return false;
  }
  ph_joint_id id = ph_joint_id_of(0);
  double first = ropes(&s, id, r);
  out->most = 0.0;
  @<Run the machine for 60 steps, keeping the stretch of the ropes at the end and at most@>@;
  out->a1 = -s.world->bodies[1].velocity.y / 1.0;
  out->a2 = s.world->bodies[0].velocity.y / 1.0;
  out->pull = ph_joint_force(s.world, id).y;
  scene_destroy(&s);
  return true;
}

@ The stretch is $\ell_A+r\ell_B$ less its value at the start, $\ell$ being the
distance of each joint point from its fixed pulley; |ropes| computes the sum.

@<Run the machine for 60 steps...@>=
for (int n = 0; n < 60; n++) {
  scene_step(&s, 1.0 / 60.0);
  out->stretch = ropes(&s, id, r) - first;
  out->most = fmax(out->most, fabs(out->stretch));
}

@ @<Exercise 12.2 test functions@>+=
static void test_atwood(test_context *t)
{
  static const char *keys[2] = {"", "ratio=2"};
  const double g = 10.0, m1 = 3.0, m2 = 1.0, w = 2.0 * 3.14159265358979323846 * 60.0;
  for (int k = 0; k < 2; k++) {
    double r = k + 1.0;
    atwood_run run;
    if (!CHECK(t, atwood(t, keys[k], r, &run))) return;
    double a1 = g * (m1 - r * m2) / (m1 + r * r * m2), model = (1.0 + r) * g / (w * w);
    test_note(t, "r = %g: box 1 goes down at %.12f m/s^2 (model %.12f), box 2 up at %.12f "
      "(model %.12f)", r, run.a1, a1, run.a2, r * a1);
    test_note(t, "r = %g: l_A + r l_B stretched %.4f um at the end, %.4f um at most (model "
      "%.4f um); the pull on box 1 %.9f N (model %.9f)", r, 1e6 * run.stretch, 1e6 * run.most,
      1e6 * model, run.pull, m1 * (g - a1));
    CHECK(t, fabs(run.a1 - a1) <= 1e-9 * a1);
    CHECK(t, fabs(run.a2 - r * a1) <= 1e-9 * r * a1);
    CHECK(t, fabs(run.pull - m1 * (g - a1)) <= 1e-9 * m1 * g);
    CHECK(t, fabs(run.stretch - model) <= 0.01 * model);
    CHECK(t, run.most <= 1.01 * model);
  }
}

@ @<Exercise 12.2 test cases@>=
{"atwood", "scene", "Atwood's machine on a pulley of ratio 1 and 2 accelerates by the law", test_atwood},

@ Anchors off the centres. In Atwood's machine above the ropes hang
straight through the boxes' centres, so $\vec r\times\vec u=0$ and a
Jacobian without its turning terms passes every check. Here the same two
boxes hang by their top inner corners: box~2 (density~1, on rope~$A$) by
$\vec p_A=(-2.5,6.5)$, $\vec r_A=(0.5,0.5)$, box~1 (density~3, on
rope~$B$) by $\vec p_B=(2.5,6.5)$, $\vec r_B=(-0.5,0.5)$, each rope going
straight up to its fixed point at $y=10$, with $r=2$. The ropes point down
from the fixed points, $\vec u=(0,-1)$, so $\vec r_A\times\vec u_A=-{1\over2}$
and $\vec r_B\times\vec u_B={1\over2}$; with $I={1\over6}\,$kg\thinspace
m$^2$ and ${1\over2}\,$kg\thinspace m$^2$ for the unit boxes of 1 and
3\thinspace kg,
$$K=1+6\cdot{1\over4}+4\Bigl({1\over3}+2\cdot{1\over4}\Bigr)={35\over6}.$$
From rest the centripetal terms vanish, so the accelerations are those
of the row with $\dot C=0$: gravity opens it at $J\vec g=(1+r)g$ per
second, which the row's force $\dot\lambda=-(1+r)g/K=-{36\over7}\,$N takes
back. Box~2 goes down at $g+\dot\lambda/m_2={34\over7}$ and turns at
$\dot\lambda(\vec r_A\times\vec u_A)/I_A={108\over7}\,$rad/s$^2$; box~1
goes down at $g+r\dot\lambda/m_1={46\over7}$ and turns at
$r\dot\lambda(\vec r_B\times\vec u_B)/I_B=-{72\over7}\,$rad/s$^2$ (python3
gives the same). A Jacobian without the turning terms has $K={7\over3}$
and no turning: box~2 would go {\it up\/} at $20/7$ and box~1 down at
$10/7$, the speeds of the anchors, not of the centres.

@ The test runs one step of $h=1/600\,$s from rest and asks each box's
speed to be its acceleration times $h$, and its turning speed likewise,
to $10^{-3}$ of each. The row's direction and arms change while the step runs,
by the angle the boxes turn, about $\alpha h^2/2\approx2\cdot10^{-5}$, and
the anchors' sideways motion over the 3.5\thinspace m ropes, less still;
the centripetal terms, with $\omega=\alpha h\approx0.026\,$s$^{-1}$, are
$\omega^2\vert\vec r\vert<10^{-3}\,$m/s$^2$ against accelerations of~5; the soft push acts on an opening of order
$h^2$. Each is well below $10^{-3}$ (the reference solution is within
$2\cdot10^{-5}$), while the turning terms' absence is off by
the whole value (no turning at all) or by the wrong sign.

@<Exercise 12.2 test functions@>+=
static void test_offset_anchors(test_context *t)
{
  char text[1024];
  snprintf(text, sizeof text, "world solver=soft substeps=4 relax=1 contact_hertz=30 "
    "damping_ratio=10 joint_hertz=60 joint_damping_ratio=2 gravity=0,-10\n"
    "box x=-3 y=6 w=1 h=1 density=1 friction=0 restitution=0\n"
    "box x=3 y=6 w=1 h=1 density=3 friction=0 restitution=0\n"
    "joint pulley a=0 b=1 ax=-2.5 ay=6.5 bx=2.5 by=6.5 gax=-2.5 gay=10 gbx=2.5 gby=10 "
    "ratio=2\n");
  scene s;
  if (!CHECK(t, scene_load_text(&s, "offset.scene", text))) {
    test_note(t, "the pulley scene does not load: the joint kind pulley is not implemented");
    return;
  }
  const double h = 1.0 / 600.0;
  scene_step(&s, h);
  @<Compare the boxes' speeds after the step with the accelerations from rest@>@;
  scene_destroy(&s);
}

@ Box~2 is body~0, box~1 body~1; down is $-y$, and counterclockwise turning positive.

@<Compare the boxes' speeds after the step...@>=
const double K = 1.0 + 6.0 * 0.25 + 4.0 * (1.0 / 3.0 + 2.0 * 0.25), rate = -3.0 * 10.0 / K;
const double want[4] = {-(10.0 + rate / 1.0), rate * -0.5 / (1.0 / 6.0),
  -(10.0 + 2.0 * rate / 3.0), 2.0 * rate * 0.5 / 0.5}; /* $-{34\over7}$, ${108\over7}$, $-{46\over7}$, $-{72\over7}$ */
const ph_body *b = s.world->bodies;
const double got[4] = {b[0].velocity.y / h, b[0].angular_velocity / h, b[1].velocity.y / h,
  b[1].angular_velocity / h};
test_note(t, "offset anchors, r = 2, after %g s: box 2 %.6f m/s^2 and %.6f rad/s^2 (model %.6f "
  "and %.6f); box 1 %.6f and %.6f (model %.6f and %.6f)", h, got[0], got[1], want[0],
  want[1], got[2], got[3], want[2], want[3]);
for (int k = 0; k < 4; k++) CHECK(t, fabs(got[k] - want[k]) <= 1e-3 * fabs(want[k]));

@ @<Exercise 12.2 test cases@>+=
{"offset_anchors", "scene", "ropes tied off the centres turn the boxes as the Jacobian's arms say", test_offset_anchors},

@ The bad lines: the ratio not positive, and a ground point missing.

@<Exercise 12.2 test functions@>+=
static void test_bad_pulleys(test_context *t)
{
  const char *bodies = "world solver=soft\nbox x=-3 y=6 w=1 h=1\nbox x=3 y=6 w=1 h=1\n";
  char text[512];
  snprintf(text, sizeof text, "%sjoint pulley a=0 b=1 ax=-3 ay=6 bx=3 by=6 gax=-3 gay=10 "
    "gbx=3 gby=10 ratio=0\n", bodies);
  test_bad_scene(t, text, "ratio");
  snprintf(text, sizeof text, "%sjoint pulley a=0 b=1 ax=-3 ay=6 bx=3 by=6 gax=-3 gay=10 "
    "gbx=3 gby=10 ratio=-1\n", bodies);
  test_bad_scene(t, text, "ratio");
  snprintf(text, sizeof text, "%sjoint pulley a=0 b=1 ax=-3 ay=6 bx=3 by=6 gax=-3 gay=10 "
    "gbx=3\n", bodies);
  test_bad_scene(t, text, "'gby'");
}

@ @<Exercise 12.2 test cases@>+=
{"bad_pulleys", "cli", "bad pulley lines are refused, naming the key", test_bad_pulleys},
