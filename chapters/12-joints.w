@* Chapter 12: Joints.
This chapter asks how the contact solver can also hold bodies together:
by pins, rods, rails and welds. Chapter~9 wrote a contact as a row of a
Jacobian $J$, solved the rows one at a time, and kept each row's total
from one step to the next. Chapter~11 made the rows soft, each a spring
with a damper integrated implicitly, and cut the step into sub-steps.
Every row so far has been a contact: a rule that two surfaces may not
overlap, which pushes and never pulls. But nothing in the solver depends
on that. To the solver a row is three things: a function of the two
bodies' positions that we want held at zero, its time derivative, and
the one number the solver divides by, its effective mass. This chapter
writes other functions in the same form, and they are {\it joints}.
They are a rod that keeps two points
at a distance, a pin that keeps two points together, a rail that lets a
body slide along a line and not across it, a weld that lets it do nothing at all, and the mouse joint.
The demo now drags a body with the mouse joint, which pulls the body by a spring rather than putting it where the mouse is. Each joint can be limited, as a knee bends only one way. It can be driven by a motor with a target speed and a cap on its torque, as a car's wheel is. Or it can be made soft by a frequency and a damping ratio, as a suspension is.
Each joint reports the force it carries, so
that a bridge can break where its load is too great.
@^joints@>

Run \.{build/bin/ch12}: the default scene, \.{bridge}, is a rope bridge of
thirty planks pinned end to end between two posts, with boxes dropped on
it; drag a plank, or a box, and watch the pull go through the pins. The
scenes \.{pendulum}, \.{double\_pendulum}, \.{chain}, \.{ragdoll},
\.{car}, \.{newton} (Newton's cradle) and \.{breakable} show the other joints.
The key \.{1} draws every joint's force as an arrow, and the
arrow keys drive the car's motors faster, slower and to a stop.

@ The plan: the constraint as a function, its Jacobian and its effective mass, for one row and for a block of two.
Then the soft row of chapter~11, written once for every joint.
Then the joint's definition and how it is made;
bodies a joint holds, which must not also collide; preparing a joint for the step and one pass over the joints.
Then the joints one by one, each
with its rows: distance, revolute, prismatic, weld and mouse, with their limits, motors and springs.
Then the warm start, the reaction and breaking;
why a chain stretches under a load, and by how much; the measurements;
what the tests check; what the chapter cannot do; exercises.
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}
\smallskip
\item{$\bullet$} write a joint as a function $C$ of the bodies' positions,
differentiate it into its Jacobian, and find its effective mass;
\item{$\bullet$} solve a joint's rows in chapter~11's soft step: a block of
two rows at once, one-sided rows for limits, clamped rows for motors;
\item{$\bullet$} explain why a chain of rigid joints still stretches under a
heavy load, and estimate how much;
\item{$\bullet$} read a joint's reaction force and break it above a threshold.
\smallskip
\noindent
A joint is a function $C(\vec x_A,\theta_A,\vec x_B,\theta_B)$ that
must be zero (an equality) or not negative (a limit). Its velocity is
$\dot C=J\vec v$ with $\vec v=(\vec v_A,\omega_A,\vec v_B,\omega_B)$, its effective mass $m_c=(JM^{-1}J^{\rm T})^{-1}$.
The subscript is for the constraint: $m$, $m_A$, $m_B$ are always bodies' masses.
Chapter~11's soft row solves it with the bias rate $\eta$, the mass scale $q_m$ and the impulse
scale $q_i$ of the row's own frequency $f$, with $\omega=2\pi f$ as in chapter~11.
The bodies' spins are $\omega_A$ and $\omega_B$.
The row's increment is $$\Delta\lambda=-m_c\,q_m\,(\dot C+\eta\,C)-q_i\,\lambda .$$
For a point held at a point, $C=\vec p_B-\vec p_A$ has two rows and $m_c$ is a
$2\times2$ matrix, $K^{-1}$:
$$K=(m_A^{-1}+m_B^{-1})\,{\bf 1}+I_A^{-1}\,\vec r_A^{\,\perp}\vec r_A^{\,\perp\rm T}
+I_B^{-1}\,\vec r_B^{\,\perp}\vec r_B^{\,\perp\rm T}.$$
A limit's row keeps its total $\lambda\ge0$.
A motor's row aims at its
speed $\Omega$ with $\Delta\lambda=m_c(\Omega-\dot C)$, its total held to $\vert\lambda\vert\le
\hs\,\tau_{\max}$. The reaction force is the total over the sub-step,
$\vec F=\vec\lambda/\hs$. In the soft step, every sub-step:
\smallskip
\item{1.} Integrate forces; warm start the contacts and then the joints.
\item{2.} Solve every joint's rows with the push (springs, motors, limits, the
point or the axis), then the contacts with theirs.
\item{3.} Move the bodies.
\item{4.} Relax: the joints' rows again without the push, then the contacts.
\smallskip
\noindent After the last sub-step each joint's reaction is read off its
totals and a joint whose force passes its threshold breaks.
Figure~\figref{step-12} is the step of stage~12. Its two barred lines
are those whose functions this chapter extends: chapter~4's search for
contacts, which now skips two bodies a joint holds together, and
chapter~11's soft step, in phase~5, whose sub-steps now solve the joints.
{\def\stepnote{ In this listing |h| is the whole
step $h$, the parameter of |ph_world_step|. Phase~5 cuts it into
$n$ sub-steps of length |hs|${}=h/n$.}
\input fig/ch12-step.tex
}

@*1 A constraint as a function.
Take two bodies, $A$ and~$B$, and a point fixed in each: $\vec p_A=\vec
x_A+\vec r_A$, where $\vec r_A$ turns with $A$, and $\vec p_B=\vec
x_B+\vec r_B$. A pin through both, a revolute joint, asks that they be the
same point:
$$C=\vec p_B-\vec p_A=\vec x_B+\vec r_B-\vec x_A-\vec r_A=\vec0.$$
$C$ is a function of the positions alone, and it is what the joint wants
to be zero; Figure~\figref{jointfunction} draws it. Its time derivative
follows from $\dot{\vec r}=\omega\times\vec r$ (chapter~6):
$$\dot C=\vec v_B+\omega_B\times\vec r_B-\vec v_A-\omega_A\times\vec r_A,$$
the relative velocity of the two points, which is linear in the bodies'
velocities. Written as a matrix times the vector
$\vec v=(\vec v_A,\omega_A,\vec v_B,\omega_B)$, $\dot C=J\vec v$, and
since $\omega\times\vec r=\omega\,\vec r^{\,\perp}$ with $\vec
r^{\,\perp}=(-r_y,r_x)$,
$$J=\bigl(-{\bf 1}\quad -\vec r_A^{\,\perp}\quad {\bf 1}\quad \vec r_B^{\,\perp}\bigr),$$
two rows, one for each component of~$C$ (${\bf 1}$ is the $2\times2$
identity, kept apart from the moment of inertia~$I$). That is all a joint is to the
solver: a $C$, the $J$ of its $\dot C$, and what the rows are allowed to
push. A contact (chapter~9) is one row, $\vec n\cdot(\vec p_B-\vec p_A)$,
with $J=(-\vec n^{\rm T}, -\vec r_A\times\vec n, \vec n^{\rm T}, \vec
r_B\times\vec n)$, allowed to push only.
@^constraint function@>
@^Jacobian@>

\mpfigure{fig/ch12-joints-1.mps}{}{A joint as a function. The point
$\vec p_A$ is fixed in body $A$ at the lever arm $\vec r_A$ from its centre
$\vec x_A$, and $\vec p_B$ in $B$ at $\vec r_B$.
A revolute joint asks that
$C=\vec p_B-\vec p_A$ be zero, and the solver's impulses act at both
points, equal and opposite.}\figlabel{jointfunction}

@ An impulse along the rows. A row may only push along its own direction.
The impulse it applies is $J^{\rm T}\lambda$, which for the pin is
$-\vec\lambda$ at $\vec p_A$ on $A$ and $\vec\lambda$ at $\vec p_B$ on $B$:
equal and opposite, at the two points, as Newton's third law wants. (This
is why the force a joint applies does no work in the joint's allowed
motion: $J^{\rm T}\lambda$ is at right angles to every velocity with
$J\vec v=0$.) The impulse changes the velocities by $M^{-1}J^{\rm
T}\lambda$, and so $\dot C$ by $JM^{-1}J^{\rm T}\lambda=K\lambda$. To
bring $\dot C$ to a target, the impulse is $\lambda=K^{-1}(\hbox{target}-\dot
C)$: $K^{-1}$ is the rows' {\it effective mass}, as $m_n$ was a contact's.
For the pin, with $m_A^{-1}$, $I_A^{-1}$ the inverse mass and inertia,
$$K=JM^{-1}J^{\rm T}=(m_A^{-1}+m_B^{-1})\,{\bf 1}+I_A^{-1}\,\vec r_A^{\,\perp}
\vec r_A^{\,\perp\rm T}+I_B^{-1}\,\vec r_B^{\,\perp}\vec r_B^{\,\perp\rm T},$$
a symmetric $2\times2$ matrix; written out, with $\vec r^{\,\perp}\vec
r^{\,\perp\rm T}=\pmatrix{r_y^2&-r_xr_y\cr-r_xr_y&r_x^2}$,
$$K=\pmatrix{m_A^{-1}+m_B^{-1}+I_A^{-1}r_{Ay}^2+I_B^{-1}r_{By}^2&
-I_A^{-1}r_{Ax}r_{Ay}-I_B^{-1}r_{Bx}r_{By}\cr
-I_A^{-1}r_{Ax}r_{Ay}-I_B^{-1}r_{Bx}r_{By}&
m_A^{-1}+m_B^{-1}+I_A^{-1}r_{Ax}^2+I_B^{-1}r_{Bx}^2\cr}.$$
The two rows are solved together, as a block, by inverting $K$.
Solved one after the other, as Gauss--Seidel would, each would undo part of the
other through the body's turning, as a box's two contact points do
(chapter~6), and a pin would need many passes to hold. A block of two
costs one $2\times2$ solve. (Chapter~9's $K$ was the matrix of all the
contacts' rows; this $K$ is one joint's block of it.)
@^effective mass, of a block@>

@ The $2\times2$ solve, by Cramer's rule: $K\vec x=\vec b$ with
$\det K=K_{11}K_{22}-K_{12}^2$ gives $x_1=(K_{22}b_1-K_{12}b_2)/\det K$ and
$x_2=(K_{11}b_2-K_{12}b_1)/\det K$. $K$ is singular only when both bodies
have no mass, which the joint's check refuses; a zero determinant gives
zero rather than a division by zero.

@<Engine functions@>+=
static ph_vec2 solve_block(double k11, double k12, double k22, ph_vec2 b)
{
  double det = k11 * k22 - k12 * k12;
  if (det != 0.0) det = 1.0 / det;
  return ph_v(det * (k22 * b.x - k12 * b.y), det * (k11 * b.y - k12 * b.x));
}

@ @<Private declarations@>+=
static ph_vec2 solve_block(double k11, double k12, double k22, ph_vec2 b);

@ {\it The soft row.} Take a row of effective mass $m_c$ held by a spring of frequency $\omega$ and damping ratio $\zeta$ over a sub-step $\hs$.
For it chapter~11 derived the increment
$$\Delta\lambda=-m_c\,q_m\,(\dot C+\eta\,C)-q_i\,\lambda,\qquad
\eta={\omega\over2\zeta+\hs\omega},\quad q_m={a\over1+a},\quad
q_i={1\over1+a},\quad a=\hs\omega(2\zeta+\hs\omega).$$
Nothing in the derivation used that the row was a contact: only that $C$
is a position error, $\dot C$ its rate and $m_c$ the row's effective mass.
So every joint row is solved by this one formula; what differs from row
to row is only which coefficients $\eta$, $q_m$, $q_i$ it uses in each of
the sub-step's two passes. There are three kinds of row:
$$\vbox{\halign{#\hfil\quad&\vtop{\hsize=2.1in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.7in\raggedright\noindent\strut#\strut}\cr
row&pass with the push&relax pass\cr
\noalign{\smallskip\hrule\smallskip}
rigid (pin, rod, rail)&the world's |joint_hertz| (60\thinspace Hz),
capped at $1/4\hs$ as a contact's frequency is, and
|joint_damping_ratio| (2)&rigid: $\eta=0$, $q_m=1$, $q_i=0$\cr
spring (suspension, soft weld, mouse)&its own frequency and damping
ratio&the same\cr
one-sided (a limit)&apart ($C>0$): close at $C/\hs$, rigidly; violated
($C<0$): as the rigid row&apart: as in the push pass; violated: rigid\cr}}$$
A {\it rigid\/} row has no spring of its own. Like a contact, it must
still remove the error that the step leaves, and it does so the soft
step's way: pushed in the first pass, and the push's velocity taken back
in the relax pass. A {\it spring\/} row is a force, not a correction, so
it is the same spring in every pass. A limit's row is {\it one-sided\/}
because it constrains only one way, $C\ge0$, as a contact keeps its
bodies from overlapping but never holds them together: its total is kept
$\lambda\ge0$, so it can push the joint back into its range but never
pull it. Inside the range it does nothing but stop the joint from
crossing the edge within the sub-step, which is why, apart, it lets $C$
close at $C/\hs$ and no faster, exactly as a contact's point that has come
apart.

\noindent At the defaults, four sub-steps of a $1/60\,$s step, the cap
$1/4\hs$ is 60\thinspace Hz, so the rigid rows' default frequency sits
exactly at the cap.
With $q_m=1$, $q_i=0$, $\eta=0$ the increment is
$-m_c\dot C$, the rigid row of chapter~9. As for the contacts, a
frequency of 0 in |joint_hertz| means the rigid row with no push at all:
the rows then hold the velocities, but an error once made is never taken
back. A pair of boxes welded and spinning (the test \.{weld}) makes one in every step: each sub-step's straight move leaves the circle its anchor should keep to.
With no push the pair carries the error round and round, millimetres of it.
The push takes it back within a few sub-steps.
@^soft row@>

@*1 Joints in the engine.
A joint is made from a definition, as a body is: its kind, its two
bodies, its anchor points given in world coordinates as the bodies stand
when it is made, and the options of its kind. The engine turns the anchors
into points fixed in the bodies, so a scene file can say where the pin is
without computing where it is on each body. The kinds:
\smallskip
\item{$\bullet$} {\it distance}: the two anchors at a fixed
|length| (rigid), or joined by a spring of |hertz| and |damping_ratio|
toward it, with, if |limit|, a minimum |lower| and a maximum |upper|.
A spring of 0\thinspace Hz with a limit is a rope;
\item{$\bullet$} {\it revolute}: one point shared.
If |limit|, the angle of $B$ relative to $A$ (zero as made) stays between |lower| and |upper|.
If |motor|, it is driven at |motor_speed| with at most |max_motor| of torque.
If |spring|, a torsional spring pulls toward the angle as made;
\item{$\bullet$} {\it prismatic}: $B$ slides along an |axis| fixed in
$A$ through the anchor and may not turn relative to~$A$.
A limit and a motor act on the distance along the axis, the motor with at most
|max_motor| of force;
\item{$\bullet$} {\it weld}: $B$ fixed to $A$ at the anchor, point and angle.
With |spring|, it is a soft weld;
\item{$\bullet$} {\it mouse}: a point of $B$ pulled toward a target by a
spring of |hertz| and |damping_ratio|, with at most |max_force|.
Body $A$ is the world (the null handle).
\smallskip
\noindent Every joint may |break| when the force it carries passes
|break_force|, and its two bodies do not collide unless |collide| says
so.
@^joint definition@>

@<Collision types@>+=
typedef enum {
  PH_DISTANCE_JOINT, PH_REVOLUTE_JOINT, PH_PRISMATIC_JOINT, PH_WELD_JOINT, PH_MOUSE_JOINT
} ph_joint_kind;

typedef struct {
  int index1; /* the joint's index plus one; 0 is the null handle */
} ph_joint_id;

@ @s ph_joint_kind int
@s ph_joint_id int
@s ph_joint_def int
@s ph_joint int

@<Collision types@>+=
typedef struct {
  ph_joint_kind kind;
  ph_body_id a, b; /* the bodies; a mouse joint's |a| is the null handle */
  ph_vec2 anchor_a; /* the joint's point, or a distance joint's end on $A$ */
  ph_vec2 anchor_b; /* a distance joint's end on $B$ */
  ph_vec2 axis; /* a prismatic joint's axis, fixed in $A$; not zero */
  double length; /* a distance joint's length; negative: as made */
  bool spring; /* is it a spring of |hertz| and |damping_ratio|? */
  double hertz, damping_ratio;
  bool limit; /* hold the length, angle or translation in |lower|..|upper| */
  double lower, upper;
  bool motor; /* drive at |motor_speed| with at most |max_motor| */
  double motor_speed, max_motor;
  double max_force; /* the mouse joint's cap on its pull */
  double break_force; /* break above this force; |INFINITY|: never */
  bool collide; /* may the two bodies collide? */
} ph_joint_def;

@ The defaults: a rigid joint with no limit, no motor, no spring, that
never breaks and whose bodies do not collide. A mouse joint is a spring of
5\thinspace Hz, damped at 0.7 of critical, Box2D's choice for a drag \cite{box2d}.
It is soft enough that a body follows the hand without a jolt,
stiff enough to follow it within a fifth of a second.

@<Engine functions@>+=
ph_joint_def ph_default_joint_def(ph_joint_kind kind)
{
  ph_joint_def d;
  memset(&d, 0, sizeof d);
  d.kind = kind;
  d.axis = ph_v(1.0, 0.0);
  d.length = -1.0;
  d.max_motor = d.max_force = d.break_force = INFINITY;
  if (kind == PH_MOUSE_JOINT) {
    d.spring = true;
    d.hertz = 5.0;
    d.damping_ratio = 0.7;
  }
  return d;
}

@ A joint in the world keeps its definition, and what the engine made of it.
These are the bodies' indices, the anchors in each body's own frame (so that
they turn with it), the axis in $A$'s frame, and the angle of $B$
relative to $A$ when it was made, from which the revolute joint's angle is
measured. Then what a step needs: first the lever arms, the centres' offset and the relative angle at the step's start.
The sub-steps bring them up to date as chapter~11's contacts do.
Then the coefficients of its rows, and the
totals of its rows' impulses, which are the joint's warm start and its
reaction.

@<Collision types@>+=
typedef struct ph_joint {
  ph_joint_def def; /* as made */
  int a, b; /* the bodies' indices; $-1$ for the world */
  bool alive; /* not destroyed */
  bool broken; /* its force passed |break_force|: no longer solved */
  ph_vec2 local_a, local_b; /* the anchors in $A$'s and $B$'s frames */
  ph_vec2 local_axis; /* the unit axis in $A$'s frame */
  double reference; /* $\theta_B-\theta_A$ as made */
  double length; /* the distance joint's length */
  ph_vec2 target; /* the mouse joint's target */
  int next_a, next_b; /* the next joint of body $a$'s list and of $b$'s */
  @<Fields of a joint for the step@>@;
} ph_joint;

@ The step's fields. The totals are per sub-step, like the contacts'
(chapter~11): each is the impulse of one sub-step, and the next sub-step
warm starts from it.

@<Fields of a joint for the step@>=
ph_vec2 arm_a, arm_b; /* $\vec r_A$, $\vec r_B$ at the step's start */
ph_vec2 offset; /* $\vec x_B-\vec x_A$ at the step's start (mouse: $\vec x_B-$target) */
double angle; /* $\theta_B-\theta_A-\theta_0$ at the step's start */
ph_vec2 axis; /* the prismatic axis at the step's start */
ph_softness rigid; /* the push of the rigid rows, for the sub-step */
ph_softness soft; /* the joint's own spring, for the sub-step */
ph_vec2 point; /* the total of the point's two rows (prismatic: across, angle) */
double axial; /* the distance row's total */
double angular; /* the weld's angle row, or the revolute's spring */
double lower, upper, motor; /* the limits' and the motor's totals */
ph_vec2 force; /* the reaction on $B$ over the last sub-step, N */
double torque; /* and its torque, N$\,$m */
double motor_effort; /* the motor's torque or force over the last sub-step */

@ The world keeps its joints in one array that grows, as it keeps its bodies.
A destroyed joint's slot stays, marked dead, so that every other handle keeps its meaning.
Only the last slots, once dead, are given back, so a stale handle to one of them may name the next joint made. Each body heads a list of its joints, threaded
through |next_a| and |next_b|, so that the collision search can ask of a
pair whether a joint holds them, without looking at every joint.

@<World fields@>+=
ph_joint *joints; /* chapter 12 */
int joint_count; /* slots used, the dead included */
size_t joint_room;
int live_joints; /* joints alive */

@ @<Initialise the later world fields@>+=
w->joints = NULL;
w->joint_count = w->live_joints = 0;
w->joint_room = 0;

@ @<Free the later world fields@>+=
free(w->joints);

@ @<Body fields@>+=
int first_joint; /* the first joint of the body's list, or $-1$ (chapter 12) */

@ @<Initialise the later body fields@>+=
b->first_joint = -1;

@ Two settings: the frequency and damping ratio with which the rigid rows
of every joint remove their error, as |contact_hertz| and |damping_ratio|
do for contacts. Box2D uses twice the contact's frequency for joints
\cite{box2d}, 60\thinspace Hz, with a damping ratio of~2; so do we. The
frequency is capped, as the contacts' is, at a quarter of the sub-step
rate.
@.joint\_hertz must be...@>

@<Settings fields@>+=
double joint_hertz; /* the rigid rows' push frequency (chapter 12) */
double joint_damping_ratio; /* and its damping ratio */

@ @<Set the default values of later settings@>+=
s.joint_hertz = 60.0;
s.joint_damping_ratio = 2.0;

@ @<Check the later settings@>+=
if (!(isfinite(s->joint_hertz) && s->joint_hertz >= 0.0))
  return "joint_hertz must be finite and not negative";
if (!(isfinite(s->joint_damping_ratio) && s->joint_damping_ratio >= 0.0))
  return "joint_damping_ratio must be finite and not negative";

@ The joints are solved in chapter~11's sub-steps and nowhere else, so a
world with a joint keeps that solver: settings that would leave it are
refused while a joint is alive.
@.joints need solver=soft@>

@<Ask whether the world's later parts can take |settings|, in |problem|@>+=
if (!problem && w->live_joints > 0 && settings->solver != PH_SOFT)
  problem = "joints need solver=soft";

@*1 Making a joint.
The check, as every check of the book (chapter~1's rules): |NULL| for a
good definition, a sentence naming the key for a bad one. Both bodies must
be the world's rigid bodies, and different; at least one must move, for a
joint between two static bodies has nothing to do; a mouse joint has no
$A$ and a $B$ that moves. Every number must be finite, but the caps and
the break force may be infinite, which means no cap.
@.a joint's body...@>
@.a joint cannot join...@>

@<Engine functions@>+=
const char *ph_joint_def_check(const ph_world *w, const ph_joint_def *d)
{
  if (!(d->kind >= PH_DISTANCE_JOINT && d->kind <= PH_MOUSE_JOINT)) return "unknown joint kind";
  const char *problem = joint_body_check(w, d->b, "b");
  if (problem) return problem;
  if (d->kind == PH_MOUSE_JOINT) {
    if (!ph_body_id_is_null(d->a)) return "a mouse joint's body a must be the null handle";
    if (is_static(&w->bodies[d->b.index1 - 1])) return "a mouse joint cannot pull a static body";
  } else {
    if ((problem = joint_body_check(w, d->a, "a")) != NULL) return problem;
    if (d->a.index1 == d->b.index1) return "a joint cannot join a body to itself";
    if (is_static(&w->bodies[d->a.index1 - 1]) && is_static(&w->bodies[d->b.index1 - 1]))
      return "a joint cannot join two static bodies";
  }
  if (w->settings.solver != PH_SOFT) return "joints need solver=soft";
  @<Check the numbers of joint definition |d|@>@;
  return NULL;
}

@ A body handle must name one of the world's rigid bodies.

@<Engine functions@>+=
static const char *joint_body_check(const ph_world *w, ph_body_id id, const char *which)
{
  if (id.index1 < 1 || id.index1 > w->body_count) {
    snprintf(check_message, sizeof check_message,
      "a joint's body %s=%d does not exist (the world has %d bodies)", which, id.index1 - 1,
      w->body_count);
    return check_message;
  }
  if (w->bodies[id.index1 - 1].kind != PH_RIGID) return "a joint joins rigid bodies only";
  return NULL;
}

@ @<Private declarations@>+=
static const char *joint_body_check(const ph_world *w, ph_body_id id, const char *which);

@ The numbers. A limit's lower end may not pass its upper (they may be
equal: a limit of zero width is a joint held at one value).
A distance joint's lengths are not negative.
A frequency and a damping ratio are not negative.
A mouse joint's frequency is positive, since a spring of
0\thinspace Hz would not pull, and so is a soft weld's, which at 0\thinspace Hz
would hold nothing.
The caps and the break force are positive.
@.joint lower must not exceed upper@>
@.prismatic axis must not be zero@>

@<Check the numbers of joint definition |d|@>=
if (!ph_is_finite_vec(d->anchor_a) || !ph_is_finite_vec(d->anchor_b))
  return "joint anchors must be finite";
if (!ph_is_finite_vec(d->axis)) return "prismatic axis must be finite";
if (d->kind == PH_PRISMATIC_JOINT && ph_length(d->axis) < 1e-9)
  return "prismatic axis must not be zero";
if (!isfinite(d->length)) return "distance length must be finite";
if (!(isfinite(d->hertz) && d->hertz >= 0.0)) return "joint hertz must be finite and not negative";
if (!(isfinite(d->damping_ratio) && d->damping_ratio >= 0.0))
  return "joint damping must be finite and not negative";
if (d->kind == PH_MOUSE_JOINT && !(d->hertz > 0.0)) return "a mouse joint's hertz must be positive";
if (d->kind == PH_WELD_JOINT && d->spring && !(d->hertz > 0.0))
  return "a soft weld's hertz must be positive";
if (d->limit && !(isfinite(d->lower) && isfinite(d->upper)))
  return "joint lower and upper must be finite";
if (d->limit && d->lower > d->upper) {
  snprintf(check_message, sizeof check_message,
    "joint lower must not exceed upper (got %g and %g)", d->lower, d->upper);
  return check_message;
}
if (d->limit && d->kind == PH_DISTANCE_JOINT && d->lower < 0.0)
  return "distance joint min must not be negative";
if (!isfinite(d->motor_speed)) return "motor speed must be finite";
if (!(d->max_motor >= 0.0)) return "joint max_motor must not be negative";
if (!(d->max_force > 0.0)) return "joint max_force must be positive";
if (!(d->break_force > 0.0)) return "joint break force must be positive";

@ Making the joint: the check, room, and the anchors moved into the
bodies' frames, $\vec r=R(-\theta)(\vec p-\vec x)$. A distance joint
whose length is not given takes the anchors' distance; a length below a
millimetre is refused, for the rod's direction is the unit vector between
its ends, which a length near zero does not have. The joint goes to the
head of both its bodies' lists.
@.distance joint length must be...@>

@<Engine functions@>+=
ph_joint_id ph_world_create_joint(ph_world *w, const ph_joint_def *d)
{
  ph_joint_id none = {0};
  const char *problem = ph_joint_def_check(w, d);
  double length = d->length < 0.0 ? ph_length(ph_sub(d->anchor_b, d->anchor_a)) : d->length;
  if (!problem && d->kind == PH_DISTANCE_JOINT && length < 1e-3)
    problem = "distance joint length must be at least 1 mm";
  if (!problem && !make_room(&w->joints, &w->joint_room, (size_t) w->joint_count + 1,
      sizeof *w->joints)) problem = "out of memory for a joint";
  if (problem) {
    ph_report(problem);
    return none;
  }
  ph_joint *j = &w->joints[w->joint_count];
  memset(j, 0, sizeof *j);
  j->def = *d;
  j->length = length;
  @<Fix the anchors and the axis of joint |j| in its bodies@>@;
  @<Put joint |j| at the head of its bodies' lists@>@;
  j->alive = true;
  w->live_joints++;
  @<Tell the later chapters that joint |j| has changed@>@;
  return (ph_joint_id){++w->joint_count};
}

@ @<Fix the anchors and the axis of joint |j| in its bodies@>=
{
  j->a = d->a.index1 - 1, j->b = d->b.index1 - 1;
  const ph_body *A = j->a >= 0 ? &w->bodies[j->a] : NULL, *B = &w->bodies[j->b];
  ph_rotation qa = ph_rotation_of(A ? A->angle : 0.0), qb = ph_rotation_of(B->angle);
  ph_vec2 xa = A ? A->position : ph_v(0.0, 0.0);
  ph_vec2 end_b = d->kind == PH_DISTANCE_JOINT ? d->anchor_b : d->anchor_a;
  j->local_a = ph_rotate_back(qa, ph_sub(d->anchor_a, xa));
  j->local_b = ph_rotate_back(qb, ph_sub(end_b, B->position));
  j->local_axis = ph_rotate_back(qa, ph_mul(1.0 / ph_length(d->axis), d->axis));
  j->reference = B->angle - (A ? A->angle : 0.0);
  j->target = d->anchor_a;
}

@ @<Put joint |j| at the head of its bodies' lists@>=
int k = w->joint_count;
j->next_b = w->bodies[j->b].first_joint;
w->bodies[j->b].first_joint = k;
j->next_a = -1;
if (j->a >= 0) {
  j->next_a = w->bodies[j->a].first_joint;
  w->bodies[j->a].first_joint = k;
}

@ @<World functions@>+=
ph_joint_def ph_default_joint_def(ph_joint_kind kind);
const char *ph_joint_def_check(const ph_world *w, const ph_joint_def *d);
ph_joint_id ph_world_create_joint(ph_world *w, const ph_joint_def *d);
bool ph_world_destroy_joint(ph_world *w, ph_joint_id id);
const ph_joint *ph_world_joint(const ph_world *w, ph_joint_id id);

@ Handles, as for bodies: the index plus one, so that the zero handle is
null.

@<World functions@>+=
static inline bool ph_joint_id_is_null(ph_joint_id id)
{
  return id.index1 == 0;
}
static inline ph_joint_id ph_joint_id_of(int index)
{
  ph_joint_id id = {index + 1};
  return id;
}

@ A handle is good if it names a live joint. Destroying one takes it out
of its bodies' lists and marks it dead; when it was the last slot, as the
demo's mouse joint usually is, the slot is given back.

@<Engine functions@>+=
const ph_joint *ph_world_joint(const ph_world *w, ph_joint_id id)
{
  if (id.index1 < 1 || id.index1 > w->joint_count || !w->joints[id.index1 - 1].alive) return NULL;
  return &w->joints[id.index1 - 1];
}

bool ph_world_destroy_joint(ph_world *w, ph_joint_id id)
{
  if (!ph_world_joint(w, id)) {
    ph_report("no such joint");
    return false;
  }
  int k = id.index1 - 1;
  ph_joint *j = &w->joints[k];
  unlink_joint(w, j->b, k);
  if (j->a >= 0) unlink_joint(w, j->a, k);
  j->alive = false;
  w->live_joints--;
  @<Tell the later chapters that joint |j| has changed@>@;
  while (w->joint_count > 0 && !w->joints[w->joint_count - 1].alive) w->joint_count--;
  return true;
}

@ Taking joint |k| out of body |i|'s list: walk the list, keeping where
the link to the next joint is stored, and cut it there.

@<Engine functions@>+=
static void unlink_joint(ph_world *w, int i, int k)
{
  int *link = &w->bodies[i].first_joint;
  while (*link >= 0) {
    ph_joint *j = &w->joints[*link];
    if (*link == k) {
      *link = j->a == i ? j->next_a : j->next_b;
      return;
    }
    link = j->a == i ? &j->next_a : &j->next_b;
  }
}

@ @<Private declarations@>+=
static void unlink_joint(ph_world *w, int i, int k);

@*1 Bodies that a joint holds do not collide.
A chain's links overlap where they are pinned, and a ragdoll's thigh
overlaps its hip: if the contacts saw those overlaps, they would push the
bodies apart while the joint holds them together, and the two would fight
for ever. So two bodies held by a live joint that does not allow it are
not a pair, in chapter~4's search and in chapter~10's; Box2D does the
same by default \cite{box2d}. The test walks the first body's list; a body has few joints.
@^collide connected@>

@<Engine functions@>+=
static bool joined(const ph_world *w, int i, int k)
{
  for (int n = w->bodies[i].first_joint; n >= 0;) {
    const ph_joint *j = &w->joints[n];
    if (!j->broken && !j->def.collide && (j->a == k || j->b == k)) return true;
    n = j->a == i ? j->next_a : j->next_b;
  }
  return false;
}

@ @<Private declarations@>+=
static bool joined(const ph_world *w, int i, int k);

@ @<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>+=
if (w->live_joints > 0 && joined(w, i, j)) continue;

@ @<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>+=
if (w->live_joints > 0 && joined(w, i, j)) return false;

@*1 Preparing a joint for the step.
Once per step, before the sub-steps, each live joint notes its lever arms,
$\vec r=R(\theta)\,\vec r_{\rm local}$, its bodies' offset and their
relative angle, as the bodies stand at the step's start, and finds the
coefficients of its rows for the sub-step. In the sub-steps these are
brought up to date from the bodies' motion since the step began, as chapter~11 did for the contacts, but exactly.
A joint's lever arm turns
with its body by $R(\Delta\theta)$, the cosine and sine that chapter~11 already keeps for each body.
The point is then $\vec x+\Delta\vec x+
R(\Delta\theta)\vec r$. With warm starting off (chapter~9's switch) the
totals start from zero.

@<Engine functions@>+=
static void prepare_joints(ph_world *w, double hs)
{
  ph_softness rigid = soft_coefficients(fmin(w->settings.joint_hertz, 0.25 / hs),
    w->settings.joint_damping_ratio, hs);
  for (int k = 0; k < w->joint_count; k++) {
    ph_joint *j = &w->joints[k];
    if (!j->alive || j->broken) continue;
    @<Skip joint |j| if a later chapter holds both its bodies still@>@;
    const ph_body *A = j->a >= 0 ? &w->bodies[j->a] : NULL, *B = &w->bodies[j->b];
    double ta = A ? A->angle : 0.0;
    ph_vec2 xa = A ? A->position : j->target;
    j->arm_a = A ? ph_rotate(ph_rotation_of(ta), j->local_a) : ph_v(0.0, 0.0);
    j->arm_b = ph_rotate(ph_rotation_of(B->angle), j->local_b);
    j->offset = ph_sub(B->position, xa);
    j->angle = B->angle - ta - j->reference;
    j->axis = ph_rotate(ph_rotation_of(ta), j->local_axis);
    j->rigid = rigid;
    j->soft = soft_coefficients(j->def.hertz, j->def.damping_ratio, hs);
    if (!w->settings.warm_start) @<Forget the totals of joint |j|@>@;
  }
}

@ Every loop over the joints passes by a broken one, and, from
chapter~14 on, one whose bodies both sleep or stand.

@<Skip joint |j| if a later chapter holds both its bodies still@>=
@; /* chapter 14 */

@ A joint made, broken by hand, or given a new motor or target may set its
bodies moving; chapter~14 wakes them here.

@<Tell the later chapters that joint |j| has changed@>=
@; /* chapter 14 */

@ @<Forget the totals of joint |j|@>=
{
  j->point = ph_v(0.0, 0.0);
  j->axial = j->angular = j->lower = j->upper = j->motor = 0.0;
}

@ The joint's geometry now, in a sub-step, from the passes' copies of its
bodies (chapter~11): the lever arms turned by each body's turn since the
step's start, and the vector $\vec d=\vec p_B-\vec p_A$ from $A$'s anchor
to $B$'s, which is $C$ for a pin. The world has no copy of its own: a
mouse joint's $A$ is a body that never moves, |still|.

@<Collision types@>+=
typedef struct {
  ph_soft_body *A, *B; /* the copies of the joint's bodies */
  ph_vec2 ra, rb; /* $\vec r_A$, $\vec r_B$ now */
  ph_vec2 d; /* $\vec p_B-\vec p_A$ now */
  double angle; /* $\theta_B-\theta_A-\theta_0$ now */
} ph_joint_frame;

@ @s ph_joint_frame int

@<Engine functions@>+=
static ph_joint_frame joint_frame(ph_world *w, ph_joint *j, ph_soft_body *still)
{
  ph_joint_frame f;
  f.A = j->a >= 0 ? &w->soft_bodies[j->a] : still;
  f.B = &w->soft_bodies[j->b];
  f.ra = ph_rotate_by(f.A->turned, j->arm_a);
  f.rb = ph_rotate_by(f.B->turned, j->arm_b);
  f.d = ph_add(ph_sub(ph_add(j->offset, f.B->moved), f.A->moved), ph_sub(f.rb, f.ra));
  f.angle = j->angle + turn_since_start(w, j->b) - turn_since_start(w, j->a);
  return f;
}

@ A body's turn since the step's start; the world's is none.

@<Engine functions@>+=
static double turn_since_start(const ph_world *w, int i)
{
  return i >= 0 ? w->bodies[i].angle - w->bodies[i].step_start_angle : 0.0;
}

@ @<Private declarations@>+=
static void prepare_joints(ph_world *w, double hs);
static ph_joint_frame joint_frame(ph_world *w, ph_joint *j, ph_soft_body *still);
static double turn_since_start(const ph_world *w, int i);

@ A body that never moves: both inverse masses zero, no motion.

@<Engine functions@>+=
static ph_soft_body still_body(void)
{
  return (ph_soft_body){ph_v(0.0, 0.0), 0.0, 0.0, 0.0, ph_v(0.0, 0.0), ph_v(1.0, 0.0)};
}

@ @<Private declarations@>+=
static ph_soft_body still_body(void);

@ Two ways to apply an impulse, on the copies. Chapter~11's |push_soft|
applies $\vec P$ at the lever arms, $-\vec P$ to $A$ and $\vec P$ to
$B$. A row whose turning is not the lever arm's (an angle, or the
prismatic rows below) gives the two angular impulses $L_A$ and $L_B$
itself; a pure angle row has $\vec P=\vec0$ and $L_A=L_B$.

@<Engine functions@>+=
static void push_apart(ph_soft_body *A, ph_soft_body *B, ph_vec2 P, double LA, double LB)
{
  A->v = ph_sub(A->v, ph_mul(A->inverse_mass, P));
  B->v = ph_add(B->v, ph_mul(B->inverse_mass, P));
  A->omega -= A->inverse_inertia * LA;
  B->omega += B->inverse_inertia * LB;
}

@ @<Private declarations@>+=
static void push_apart(ph_soft_body *A, ph_soft_body *B, ph_vec2 P, double LA, double LB);

@ The hooks of chapter~11's soft step: prepare once, warm start and solve
in every sub-step, with the push and without, and finish after the last.

@<Prepare the later constraints for the step@>+=
if (w->live_joints > 0) prepare_joints(w, hs);

@ @<Warm start the later constraints on the copies@>+=
if (w->live_joints > 0) warm_start_joints(w);

@ @<Solve the later constraints on the copies, with the push@>+=
if (w->live_joints > 0) solve_joints(w, hs, true);

@ @<Solve the later constraints on the copies, without the push@>+=
if (w->live_joints > 0) solve_joints(w, hs, false);

@ @<Finish the later constraints' step@>+=
if (w->live_joints > 0) finish_joints(w, hs);

@*1 One pass over the joints.
A pass takes the joints in order and solves each one's rows, with the
push or without it. Each kind has its function.
The rows within a joint come in Box2D's order \cite{box2d}: springs and motors first, then the limits, then the joint's own rigid rows.
The distance joint is the exception: its one row along the rod, spring or rigid, comes before its limits.
So the rows that must hold
have the last word within the joint, as the contacts have it in the
sub-step.

@<Engine functions@>+=
static void solve_joints(ph_world *w, double hs, bool push)
{
  ph_soft_body still = still_body();
  for (int k = 0; k < w->joint_count; k++) {
    ph_joint *j = &w->joints[k];
    if (!j->alive || j->broken) continue;
    @<Skip joint |j| if a later chapter holds both its bodies still@>@;
    ph_joint_frame f = joint_frame(w, j, &still);
    switch (j->def.kind) {
    case PH_DISTANCE_JOINT: solve_distance(j, &f, hs, push); break;
    case PH_REVOLUTE_JOINT: solve_revolute(j, &f, hs, push); break;
    case PH_PRISMATIC_JOINT: solve_prismatic(j, &f, hs, push); break;
    case PH_WELD_JOINT: solve_weld(j, &f, push); break;
    case PH_MOUSE_JOINT: solve_mouse(j, &f, hs); break;
    }
  }
}

@ @<Private declarations@>+=
static void solve_joints(ph_world *w, double hs, bool push);
static void solve_distance(ph_joint *j, const ph_joint_frame *f, double hs, bool push);
static void solve_revolute(ph_joint *j, const ph_joint_frame *f, double hs, bool push);
static void solve_prismatic(ph_joint *j, const ph_joint_frame *f, double hs, bool push);
static void solve_weld(ph_joint *j, const ph_joint_frame *f, bool push);
static void solve_mouse(ph_joint *j, const ph_joint_frame *f, double hs);

@ The three choices of spring, as coefficients: a rigid row's are the
world's joint coefficients in the pass with the push and none in the
relax pass; a spring's are its own in every pass.

@<Engine functions@>+=
static ph_softness row_softness(const ph_joint *j, bool spring, bool push)
{
  if (spring) return j->soft;
  return push ? j->rigid : (ph_softness){0.0, 1.0, 0.0};
}

@ One scalar row, the formula of the soft row, on its total.
The increment $\Delta\lambda=-m_c\,q_m(\dot C+\eta C)-q_i\lambda$ (the effective
mass $m_c$ is the code's |m|) is added to the total, which is clamped to $[lo,hi]$.
What was added after the clamp is
returned for the caller to apply.

$$\Delta\lambda=-m_c\,q_m\,(\dot C+\eta\,C)-q_i\,\lambda$$

@<Engine functions@>+=
static double solve_row(double *total, double m, double C_dot, double C, ph_softness s,
  double lo, double hi)
{
  double old = *total;
  double d = -m * s.mass_scale * (C_dot + s.bias_rate * C) - s.impulse_scale * old;
  *total = fmin(fmax(old + d, lo), hi);
  return *total - old;
}

@ A one-sided row: $C\ge0$, its total $\ge0$. Apart, it closes at no more
than $C/\hs$, rigidly; violated, it is a rigid row. As a contact's point in
chapter~11, this is one formula with the bias $C/\hs$ in place of $\eta C$
when the row is apart.

@<Engine functions@>+=
static double solve_one_sided(const ph_joint *j, double *total, double m, double C_dot,
  double C, double hs, bool push)
{
  ph_softness s = row_softness(j, false, push);
  if (C > 0.0) s = (ph_softness){1.0 / hs, 1.0, 0.0};
  return solve_row(total, m, C_dot, C, s, 0.0, INFINITY);
}

@ @<Private declarations@>+=
static ph_softness row_softness(const ph_joint *j, bool spring, bool push);
static double solve_row(double *total, double m, double C_dot, double C, ph_softness s,
  double lo, double hi);
static double solve_one_sided(const ph_joint *j, double *total, double m, double C_dot,
  double C, double hs, bool push);

@*1 The distance joint.
This section derives the rod's one row, which turns out to be a
contact's row that may also pull. The rod keeps its two anchors at the
distance $L$: $C=\vert\vec d\vert-L$, with $\vec d=\vec p_B-\vec p_A$.
The derivative of $C$ is the relative velocity of the two ends along the
rod's unit direction $\vec n=\vec d/\vert\vec d\vert$,
$$\dot C=\vec n\cdot(\vec v_B+\omega_B\times\vec r_B-\vec v_A-\omega_A\times\vec r_A),$$
so its Jacobian is a contact's, with the rod's direction for the normal,
and so is its effective mass:
$$m_c={1\over m_A^{-1}+m_B^{-1}+I_A^{-1}(\vec r_A\times\vec n)^2+I_B^{-1}(\vec r_B\times\vec n)^2}.$$
Unlike a contact, the rod pulls as well as pushes: its total is not
clamped. A distance joint made a spring uses the same row with the
joint's own frequency and damping. A spring of 0\thinspace Hz pulls with
no force, and so has no row at all.
The distance joint's limits are two one-sided rows, $\vert\vec d\vert-L_{\min}\ge0$
and $L_{\max}-\vert\vec d\vert\ge0$, the second with $\dot C$ and the impulse
reversed. A rope is a spring of 0\thinspace Hz with a limit of $0$ to its
length: slack until it is taut, and then a rod that only pulls.
@^distance joint@>
@^rope@>

@<Engine functions@>+=
static void solve_distance(ph_joint *j, const ph_joint_frame *f, double hs, bool push)
{
  double length = ph_length(f->d);
  if (length < 1e-9) return; /* no direction: the rod's ends meet */
  ph_vec2 n = ph_mul(1.0 / length, f->d);
  double cra = ph_cross(f->ra, n), crb = ph_cross(f->rb, n);
  double k = f->A->inverse_mass + f->B->inverse_mass + f->A->inverse_inertia * cra * cra
    + f->B->inverse_inertia * crb * crb;
  double m = k > 0.0 ? 1.0 / k : 0.0;
  if (!j->def.spring || j->def.hertz > 0.0) {
    double C_dot = ph_dot(n, soft_relative_velocity(f->A, f->B, f->ra, f->rb));
    double d = solve_row(&j->axial, m, C_dot, length - j->length,
      row_softness(j, j->def.spring, push), -INFINITY, INFINITY);
    push_soft(f->A, f->B, f->ra, f->rb, ph_mul(d, n));
  }
  if (j->def.limit) @<Solve the distance joint's two limits@>@;
}

@ @<Solve the distance joint's two limits@>=
{
  double C_dot = ph_dot(n, soft_relative_velocity(f->A, f->B, f->ra, f->rb));
  double d = solve_one_sided(j, &j->lower, m, C_dot, length - j->def.lower, hs, push);
  push_soft(f->A, f->B, f->ra, f->rb, ph_mul(d, n));
  C_dot = ph_dot(n, soft_relative_velocity(f->A, f->B, f->ra, f->rb));
  d = solve_one_sided(j, &j->upper, m, -C_dot, j->def.upper - length, hs, push);
  push_soft(f->A, f->B, f->ra, f->rb, ph_mul(-d, n));
}

@*1 The revolute joint.
This section gives the pin's rows: a block of two that holds the point,
and rows on the angle for its limits, motor and spring. The pin asks
$C=\vec d=\vec p_B-\vec p_A=\vec0$: two rows, solved as a block with
the $2\times2$ matrix $K$ derived above. In the soft row's formula the
effective mass becomes $K^{-1}$ and the rows' velocity and error become
vectors:
$$\Delta\vec\lambda=-q_m\,K^{-1}(\dot C+\eta\,\vec d)-q_i\,\vec\lambda.$$
The pin's other rows all act on the angle $\theta=\theta_B-\theta_A-\theta_0$,
whose derivative is $\dot\theta=\omega_B-\omega_A$, with $J=(0,-1,0,1)$ and
effective mass $1/(I_A^{-1}+I_B^{-1})$. The motor aims $\dot\theta$ at its
speed $\Omega$ with $\Delta\lambda=m_c(\Omega-\dot\theta)$ and keeps its total within
$\pm \hs\,\tau_{\max}$: the most angular impulse its torque may give in a sub-step. The
limits are one-sided rows on $\theta-\theta_{\rm lower}$ and
$\theta_{\rm upper}-\theta$, each with its total $\ge0$. The upper row's
impulse is applied with its sign turned, so that on $\theta$ it is the
$\lambda\le0$ of Figure~\figref{limitmotor}.
The spring is a soft row on
$\theta$.
Figure~\figref{jointkinds} shows the joints and their rows.
@^revolute joint@>
@^motor@>

\mpfigure{fig/ch12-joints-2.mps}{}{Four of the five kinds of joint and their rows; the fifth, the
mouse joint, is Figure~\figref{mousejoint}.
The distance joint has one row along the rod (a spring, or with a minimum and maximum a rope).
The revolute joint has two rows that hold the
point, with its angle's limit, motor and spring.
The prismatic joint has a row across the axis and its angle row, with the translation's limit and motor.
The weld has three rows.}\figlabel{jointkinds}

@<Engine functions@>+=
static void solve_revolute(ph_joint *j, const ph_joint_frame *f, double hs, bool push)
{
  ph_soft_body *A = f->A, *B = f->B;
  double k = A->inverse_inertia + B->inverse_inertia, m = k > 0.0 ? 1.0 / k : 0.0;
  if (j->def.spring && j->def.hertz > 0.0) {
    double d = solve_row(&j->angular, m, B->omega - A->omega, f->angle, j->soft,
      -INFINITY, INFINITY);
    push_apart(A, B, ph_v(0.0, 0.0), d, d);
  }
  if (j->def.motor) @<Drive the revolute joint's motor@>@;
  if (j->def.limit) @<Solve the revolute joint's two limits@>@;
  @<Hold the revolute joint's point@>@;
}

@ The motor's row aims at its speed rigidly, and its total is capped. It
has no push, because a motor is not a correction.
It is a row clamped on both sides, as friction's is with Coulomb's cap, while a limit is a row clamped
on one side, as a contact's is. Figure~\figref{limitmotor} sets them side
by side.

\mpfigure{fig/ch12-joints-5.mps}{}{The revolute joint's extra rows as the impulses they allow.
(a) Each limit is a one-sided row, which may
push $\theta$ up only at $\theta_{\rm lower}$ ($\lambda\ge0$) and down
only at $\theta_{\rm upper}$ ($\lambda\le0$), and does nothing between.
(b) The motor is a capped row, like friction.
It holds $\dot\theta$ at
its speed $\Omega$ while its impulse stays within $\pm \hs\tau_{\max}$, and
otherwise pushes at the cap.}\figlabel{limitmotor}

$$\Delta\lambda=m_c\,(\Omega-\dot\theta),\qquad \vert\lambda\vert\le \hs\,\tau_{\max}$$

@<Drive the revolute joint's motor@>=
{
  double cap = hs * j->def.max_motor;
  double d = solve_row(&j->motor, m, B->omega - A->omega - j->def.motor_speed, 0.0,
    (ph_softness){0.0, 1.0, 0.0}, -cap, cap);
  push_apart(A, B, ph_v(0.0, 0.0), d, d);
}

@ @<Solve the revolute joint's two limits@>=
{
  double d = solve_one_sided(j, &j->lower, m, B->omega - A->omega,
    f->angle - j->def.lower, hs, push);
  push_apart(A, B, ph_v(0.0, 0.0), d, d);
  d = solve_one_sided(j, &j->upper, m, A->omega - B->omega, j->def.upper - f->angle, hs, push);
  push_apart(A, B, ph_v(0.0, 0.0), -d, -d);
}

@ The point's block, with $K$ written out as above.

$$\Delta\vec\lambda=-q_m\,K^{-1}(\dot C+\eta\,\vec d)-q_i\,\vec\lambda$$

@<Hold the revolute joint's point@>=
{
  ph_vec2 ra = f->ra, rb = f->rb;
  double mab = A->inverse_mass + B->inverse_mass, ia = A->inverse_inertia, ib = B->inverse_inertia;
  double k11 = mab + ia * ra.y * ra.y + ib * rb.y * rb.y;
  double k12 = -ia * ra.x * ra.y - ib * rb.x * rb.y;
  double k22 = mab + ia * ra.x * ra.x + ib * rb.x * rb.x;
  ph_softness s = row_softness(j, false, push);
  ph_vec2 C_dot = soft_relative_velocity(A, B, ra, rb);
  ph_vec2 x = solve_block(k11, k12, k22, ph_add(C_dot, ph_mul(s.bias_rate, f->d)));
  ph_vec2 d = ph_sub(ph_mul(-s.mass_scale, x), ph_mul(s.impulse_scale, j->point));
  j->point = ph_add(j->point, d);
  push_soft(A, B, ra, rb, d);
}

@*1 The prismatic joint.
This section derives the rail's rows, and finds that $A$'s lever arm is
not its anchor's but $B$'s. On a rail, $B$'s anchor may move along the
axis $\vec a$, fixed in $A$, but not across it, and $B$ may not turn
relative to $A$. With $\vec d=\vec
p_B-\vec p_A$ and $\vec a^\perp$ the axis turned a quarter, the rows are
$$C_1=\vec a^\perp\cdot\vec d=0,\qquad C_2=\theta=0,$$
and the translation along the rail, which the limit and the motor act on,
is $s=\vec a\cdot\vec d$. Here the derivative has a term that a pin's
did not have, because the axis turns with $A$: $\dot{\vec a}=\omega_A\times\vec a$, so
$$\dot C_1=\vec a^\perp\cdot(\vec v_B+\omega_B\times\vec r_B-\vec v_A-
\omega_A\times\vec r_A)+(\omega_A\times\vec a^\perp)\cdot\vec d.$$
In the plane $\omega\times\vec u=\omega\,\vec u^{\,\perp}$, and $\vec
u^{\,\perp}\cdot\vec w=\vec u\times\vec w$ for any two vectors, so $\vec
a^\perp\cdot(\omega\times\vec r)=\omega\,(\vec r\times\vec a^\perp)$ and
$(\omega_A\times\vec a^\perp)\cdot\vec d=\omega_A\,(\vec a^\perp\times\vec d)
=-\omega_A\,(\vec d\times\vec a^\perp)$. The two terms in $\omega_A$ are then
$-\omega_A\,(\vec r_A\times\vec a^\perp)-\omega_A\,(\vec d\times\vec a^\perp)
=-\omega_A\,(\vec r_A+\vec d)\times\vec a^\perp$, and, with $\vec r_A+\vec d$
the lever arm from $A$'s centre to $B$'s anchor, the row's Jacobian is
$J_1=(-\vec a^{\perp\rm T},\,-(\vec r_A+\vec d)\times\vec a^\perp,\,\vec
a^{\perp\rm T},\,\vec r_B\times\vec a^\perp)$: $A$ turns about its centre to
meet $B$'s anchor where it is, not where $A$'s anchor is. Write
$\rho^\perp_A=(\vec r_A+\vec d)\times\vec a^\perp$ and $\rho^\perp_B=\vec r_B\times\vec
a^\perp$; the angle row is $J_2=(0,-1,0,1)$, and the block is
$$K=\pmatrix{m_A^{-1}+m_B^{-1}+I_A^{-1}{\rho^\perp_A}^2+I_B^{-1}{\rho^\perp_B}^2&I_A^{-1}\rho^\perp_A+I_B^{-1}\rho^\perp_B\cr
I_A^{-1}\rho^\perp_A+I_B^{-1}\rho^\perp_B&I_A^{-1}+I_B^{-1}\cr}.$$
The row along the rail is the same with $\vec a$ for $\vec a^\perp$:
$\rho_A=(\vec r_A+\vec d)\times\vec a$, $\rho_B=\vec r_B\times\vec a$, and its
effective mass $1/(m_A^{-1}+m_B^{-1}+I_A^{-1}\rho_A^2+I_B^{-1}\rho_B^2)$.
@^prismatic joint@>

@ The rail's pass: the lever arms $\rho_A$, $\rho_B$ (the code's |a1|, |a2|) and the effective mass
along the rail, then the motor and the limits along it, then the block
that holds $B$ across the axis and in angle.

@<Engine functions@>+=
static void solve_prismatic(ph_joint *j, const ph_joint_frame *f, double hs, bool push)
{
  ph_soft_body *A = f->A, *B = f->B;
  ph_vec2 axis = ph_rotate_by(A->turned, j->axis), across = ph_perp(axis);
  ph_vec2 reach = ph_add(f->ra, f->d); /* $\vec r_A+\vec d$ */
  double a1 = ph_cross(reach, axis), a2 = ph_cross(f->rb, axis);
  double mab = A->inverse_mass + B->inverse_mass, ia = A->inverse_inertia, ib = B->inverse_inertia;
  double k = mab + ia * a1 * a1 + ib * a2 * a2, m = k > 0.0 ? 1.0 / k : 0.0;
  double s = ph_dot(axis, f->d);
  if (j->def.motor) @<Drive the prismatic joint's motor@>@;
  if (j->def.limit) @<Solve the prismatic joint's two limits@>@;
  @<Hold the prismatic joint across its axis and in angle@>@;
}

@ The rate along the rail, $\dot s=\vec a\cdot(\vec v_B-\vec v_A)+\rho_B\omega_B-\rho_A\omega_A$,
for the motor and the limits.

@<Engine functions@>+=
static double rail_rate(const ph_soft_body *A, const ph_soft_body *B, ph_vec2 axis,
  double a1, double a2)
{
  return ph_dot(axis, ph_sub(B->v, A->v)) + a2 * B->omega - a1 * A->omega;
}

@ @<Private declarations@>+=
static double rail_rate(const ph_soft_body *A, const ph_soft_body *B, ph_vec2 axis,
  double a1, double a2);

@ @<Drive the prismatic joint's motor@>=
{
  double cap = hs * j->def.max_motor;
  double d = solve_row(&j->motor, m, rail_rate(A, B, axis, a1, a2) - j->def.motor_speed, 0.0,
    (ph_softness){0.0, 1.0, 0.0}, -cap, cap);
  push_apart(A, B, ph_mul(d, axis), d * a1, d * a2);
}

@ @<Solve the prismatic joint's two limits@>=
{
  double d = solve_one_sided(j, &j->lower, m, rail_rate(A, B, axis, a1, a2),
    s - j->def.lower, hs, push);
  push_apart(A, B, ph_mul(d, axis), d * a1, d * a2);
  d = solve_one_sided(j, &j->upper, m, -rail_rate(A, B, axis, a1, a2), j->def.upper - s, hs, push);
  push_apart(A, B, ph_mul(-d, axis), -d * a1, -d * a2);
}

@ The block across the rail and in angle. Its impulse $(\lambda_1,\lambda_2)$
is $\lambda_1\vec a^\perp$ on the bodies, with the angular impulses
$L_A=\rho^\perp_A\lambda_1+\lambda_2$ and $L_B=\rho^\perp_B\lambda_1+\lambda_2$; the code's |c1| and |c2| are $\rho^\perp_A$ and $\rho^\perp_B$. If neither
body could turn (both inverse inertias zero; the check's refusal of two
static bodies means it does not happen, but a guard costs nothing), the angle row would have nothing to act on.
Then $K_{22}$ is set to~1, so
that the block stays invertible and the row applies nothing.

@<Hold the prismatic joint across its axis and in angle@>=
{
  double c1 = ph_cross(reach, across), c2 = ph_cross(f->rb, across);
  double k11 = mab + ia * c1 * c1 + ib * c2 * c2, k12 = ia * c1 + ib * c2;
  double k22 = ia + ib > 0.0 ? ia + ib : 1.0;
  ph_softness sf = row_softness(j, false, push);
  ph_vec2 C_dot = ph_v(rail_rate(A, B, across, c1, c2), B->omega - A->omega);
  ph_vec2 C = ph_v(ph_dot(across, f->d), f->angle);
  ph_vec2 x = solve_block(k11, k12, k22, ph_add(C_dot, ph_mul(sf.bias_rate, C)));
  ph_vec2 d = ph_sub(ph_mul(-sf.mass_scale, x), ph_mul(sf.impulse_scale, j->point));
  j->point = ph_add(j->point, d);
  push_apart(A, B, ph_mul(d.x, across), c1 * d.x + d.y, c2 * d.x + d.y);
}

@*1 The weld joint.
A weld holds two bodies as one: it is a pin and an angle held together, the revolute joint's block
and the row $\theta=0$. Box2D solves the angle first and then the point
\cite{box2d}, and so do we. With |spring| the weld bends and gives, both
rows soft with the joint's own frequency; otherwise both are rigid rows.
The weld's three rows are solved as two blocks, not as one $3\times3$
block. The coupling between the angle and the point is left to the
passes, which the sub-steps repeat.
@^weld joint@>

@<Engine functions@>+=
static void solve_weld(ph_joint *j, const ph_joint_frame *f, bool push)
{
  ph_soft_body *A = f->A, *B = f->B;
  double k = A->inverse_inertia + B->inverse_inertia, m = k > 0.0 ? 1.0 / k : 0.0;
  ph_softness s = row_softness(j, j->def.spring, push);
  double d = solve_row(&j->angular, m, B->omega - A->omega, f->angle, s, -INFINITY, INFINITY);
  push_apart(A, B, ph_v(0.0, 0.0), d, d);
  ph_vec2 ra = f->ra, rb = f->rb;
  double mab = A->inverse_mass + B->inverse_mass, ia = A->inverse_inertia, ib = B->inverse_inertia;
  double k11 = mab + ia * ra.y * ra.y + ib * rb.y * rb.y;
  double k12 = -ia * ra.x * ra.y - ib * rb.x * rb.y;
  double k22 = mab + ia * ra.x * ra.x + ib * rb.x * rb.x;
  ph_vec2 x = solve_block(k11, k12, k22,
    ph_add(soft_relative_velocity(A, B, ra, rb), ph_mul(s.bias_rate, f->d)));
  ph_vec2 p = ph_sub(ph_mul(-s.mass_scale, x), ph_mul(s.impulse_scale, j->point));
  j->point = ph_add(j->point, p);
  push_soft(A, B, ra, rb, p);
}

@*1 The mouse joint.
This section says how the demo drags a body without breaking the
physics. Dragging a body by writing its position teleports it. The
contacts then see an overlap appear from nowhere, and a body dragged
into a pile sends the pile flying. The mouse joint pulls the body instead. It is a
revolute joint's block between $B$'s grip point and the target, with $A$ the world (no mass, no motion).
The mouse joint is a spring of its own frequency and damping, solved in every pass.
Its total is held to
$\vert\vec\lambda\vert\le \hs\,F_{\max}$, so that a body dragged into a wall is
stopped by the wall, not pushed through it. The definition's default
cap is infinite; the demo sets $F_{\max}$ to a thousand times the body's
weight. Figure~\figref{mousejoint}
draws the mouse joint.
@^mouse joint@>

\mpfigure{fig/ch12-joints-4.mps}{}{The mouse joint: the grip point on
the body is pulled toward the target, the cursor, by a spring of
frequency $f$ and damping ratio $\zeta$, whose force is capped at
$F_{\max}$.}\figlabel{mousejoint}

@<Engine functions@>+=
static void solve_mouse(ph_joint *j, const ph_joint_frame *f, double hs)
{
  ph_soft_body *B = f->B;
  ph_vec2 rb = f->rb;
  double mb = B->inverse_mass, ib = B->inverse_inertia;
  double k11 = mb + ib * rb.y * rb.y, k12 = -ib * rb.x * rb.y, k22 = mb + ib * rb.x * rb.x;
  ph_vec2 C_dot = ph_add(B->v, cross_scalar_vector(B->omega, rb));
  ph_vec2 x = solve_block(k11, k12, k22, ph_add(C_dot, ph_mul(j->soft.bias_rate, f->d)));
  ph_vec2 old = j->point;
  j->point = ph_sub(old, ph_add(ph_mul(j->soft.mass_scale, x),
    ph_mul(j->soft.impulse_scale, old)));
  double cap = hs * j->def.max_force, size = ph_length(j->point);
  if (size > cap) j->point = ph_mul(cap / size, j->point);
  push_soft(f->A, B, f->ra, rb, ph_sub(j->point, old));
}

@ The target moves with the mouse; the step reads it at its start.

@<Engine functions@>+=
bool ph_joint_set_target(ph_world *w, ph_joint_id id, ph_vec2 target)
{
  ph_joint *j = (ph_joint *) ph_world_joint(w, id);
  if (!j || j->def.kind != PH_MOUSE_JOINT || !ph_is_finite_vec(target)) {
    ph_report("ph_joint_set_target needs a mouse joint and a finite target");
    return false;
  }
  if (target.x != j->target.x || target.y != j->target.y) {
    j->target = target;
    @<Tell the later chapters that joint |j| has changed@>@;
  }
  return true;
}

@*1 The warm start, the reaction, and breaking.
Each sub-step begins by applying every joint's totals again, as
chapter~11 does for the contacts: the impulse of the last sub-step is
the best guess at this one's. Each kind applies what its rows hold, along
the directions they have now.

@<Engine functions@>+=
static void warm_start_joints(ph_world *w)
{
  ph_soft_body still = still_body();
  for (int k = 0; k < w->joint_count; k++) {
    ph_joint *j = &w->joints[k];
    if (!j->alive || j->broken) continue;
    @<Skip joint |j| if a later chapter holds both its bodies still@>@;
    ph_joint_frame f = joint_frame(w, j, &still);
    double turn = j->angular + j->motor + j->lower - j->upper;
    switch (j->def.kind) {
    case PH_DISTANCE_JOINT: @<Warm start a distance joint@>@; break;
    case PH_PRISMATIC_JOINT: @<Warm start a prismatic joint@>@; break;
    default: /* a point, and an angle */
      push_soft(f.A, f.B, f.ra, f.rb, j->point);
      push_apart(f.A, f.B, ph_v(0.0, 0.0), turn, turn);
    }
  }
}

@ @<Warm start a distance joint@>=
{
  double length = ph_length(f.d);
  if (length >= 1e-9)
    push_soft(f.A, f.B, f.ra, f.rb, ph_mul((j->axial + j->lower - j->upper) / length, f.d));
}

@ @<Warm start a prismatic joint@>=
{
  ph_vec2 axis = ph_rotate_by(f.A->turned, j->axis), across = ph_perp(axis);
  ph_vec2 reach = ph_add(f.ra, f.d);
  double along = j->motor + j->lower - j->upper;
  ph_vec2 P = ph_add(ph_mul(j->point.x, across), ph_mul(along, axis));
  push_apart(f.A, f.B, P, ph_cross(reach, P) + j->point.y, ph_cross(f.rb, P) + j->point.y);
}

@ The reaction. A row's total is the impulse it applied over one sub-step
$\hs$, so the force it carries is the total over $\hs$. The joint's force on
$B$ is the sum of its rows' forces along their directions, and its torque
the sum of its angle rows'. The motor's effort is its total over $\hs$: the
torque (or force) it applied, which never passes its cap. A joint whose
force passes |break_force| breaks: it is no longer solved, and its bodies
collide again.
@^reaction force@>
@^breaking a joint@>

$$\vec F={\vec\lambda\over \hs},\qquad \tau={\lambda_\theta\over \hs}$$

@<Engine functions@>+=
static void finish_joints(ph_world *w, double hs)
{
  ph_soft_body still = still_body();
  for (int k = 0; k < w->joint_count; k++) {
    ph_joint *j = &w->joints[k];
    if (!j->alive || j->broken) continue;
    @<Skip joint |j| if a later chapter holds both its bodies still@>@;
    ph_joint_frame f = joint_frame(w, j, &still);
    @<Find the force and torque of joint |j| over the last sub-step@>@;
    j->motor_effort = j->motor / hs;
    if (ph_length(j->force) > j->def.break_force) {
      j->broken = true;
      @<Forget the totals of joint |j|@>@;
    }
  }
}

@ @<Find the force and torque of joint |j| over the last sub-step@>=
j->torque = 0.0;
switch (j->def.kind) {
case PH_DISTANCE_JOINT: {
  double length = ph_length(f.d);
  j->force = length >= 1e-9 ? ph_mul((j->axial + j->lower - j->upper) / (hs * length), f.d)
    : ph_v(0.0, 0.0);
} break;
case PH_PRISMATIC_JOINT: {
  ph_vec2 axis = ph_rotate_by(f.A->turned, j->axis);
  j->force = ph_mul(1.0 / hs, ph_add(ph_mul(j->point.x, ph_perp(axis)),
    ph_mul(j->motor + j->lower - j->upper, axis)));
  j->torque = j->point.y / hs;
} break;
default:
  j->force = ph_mul(1.0 / hs, j->point);
  j->torque = (j->angular + j->motor + j->lower - j->upper) / hs;
}

@ @<Private declarations@>+=
static void warm_start_joints(ph_world *w);
static void finish_joints(ph_world *w, double hs);

@*1 Asking a joint.
The interface: its reaction, its motor's effort, the value its limit and
motor act on (the distance joint's length, the revolute joint's and the
weld's angle, the prismatic joint's translation), its two points now, and whether it broke.
And a motor can be switched and set. A bad handle is
reported and gives zero.

@<Engine functions@>+=
static const ph_joint *asked_joint(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = ph_world_joint(w, id);
  if (!j) ph_report("no such joint");
  return j;
}

@ The reaction, the motor's effort, and whether the joint broke.

@<Engine functions@>+=
ph_vec2 ph_joint_force(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  return j ? j->force : ph_v(0.0, 0.0);
}

double ph_joint_torque(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  return j ? j->torque : 0.0;
}

double ph_joint_motor_effort(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  return j ? j->motor_effort : 0.0;
}

bool ph_joint_is_broken(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  return j && j->broken;
}

@ The two points now, from the bodies as they stand: $\vec x+R(\theta)\vec
r_{\rm local}$; a mouse joint's first point is its target.

@<Engine functions@>+=
ph_vec2 ph_joint_point_a(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  if (!j) return ph_v(0.0, 0.0);
  if (j->a < 0) return j->target;
  const ph_body *A = &w->bodies[j->a];
  return ph_add(A->position, ph_rotate(ph_rotation_of(A->angle), j->local_a));
}

ph_vec2 ph_joint_point_b(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  if (!j) return ph_v(0.0, 0.0);
  const ph_body *B = &w->bodies[j->b];
  return ph_add(B->position, ph_rotate(ph_rotation_of(B->angle), j->local_b));
}

@ The values the limits and motors act on.

@<Engine functions@>+=
double ph_joint_length(const ph_world *w, ph_joint_id id)
{
  return ph_length(ph_sub(ph_joint_point_b(w, id), ph_joint_point_a(w, id)));
}

double ph_joint_angle(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  if (!j) return 0.0;
  return w->bodies[j->b].angle - (j->a >= 0 ? w->bodies[j->a].angle : 0.0) - j->reference;
}

double ph_joint_translation(const ph_world *w, ph_joint_id id)
{
  const ph_joint *j = asked_joint(w, id);
  if (!j) return 0.0;
  double ta = j->a >= 0 ? w->bodies[j->a].angle : 0.0;
  ph_vec2 axis = ph_rotate(ph_rotation_of(ta), j->local_axis);
  return ph_dot(axis, ph_sub(ph_joint_point_b(w, id), ph_joint_point_a(w, id)));
}

@ Switching a motor and setting its speed and cap, checked as the
definition is.

@<Engine functions@>+=
bool ph_joint_set_motor(ph_world *w, ph_joint_id id, bool on, double speed, double max_motor)
{
  ph_joint *j = (ph_joint *) ph_world_joint(w, id);
  if (!j || !(j->def.kind == PH_REVOLUTE_JOINT || j->def.kind == PH_PRISMATIC_JOINT)
      || !isfinite(speed) || !(max_motor >= 0.0)) {
    ph_report("ph_joint_set_motor needs a revolute or prismatic joint, "
      "a finite speed and a cap not negative");
    return false;
  }
  j->def.motor = on;
  j->def.motor_speed = speed;
  j->def.max_motor = max_motor;
  if (!on) j->motor = 0.0;
  @<Tell the later chapters that joint |j| has changed@>@;
  return true;
}

@ @<Private declarations@>+=
static const ph_joint *asked_joint(const ph_world *w, ph_joint_id id);

@ @<World functions@>+=
bool ph_joint_set_target(ph_world *w, ph_joint_id id, ph_vec2 target);
bool ph_joint_set_motor(ph_world *w, ph_joint_id id, bool on, double speed, double max_motor);
ph_vec2 ph_joint_force(const ph_world *w, ph_joint_id id);
double ph_joint_torque(const ph_world *w, ph_joint_id id);
double ph_joint_motor_effort(const ph_world *w, ph_joint_id id);
bool ph_joint_is_broken(const ph_world *w, ph_joint_id id);
ph_vec2 ph_joint_point_a(const ph_world *w, ph_joint_id id);
ph_vec2 ph_joint_point_b(const ph_world *w, ph_joint_id id);
double ph_joint_length(const ph_world *w, ph_joint_id id);
double ph_joint_angle(const ph_world *w, ph_joint_id id);
double ph_joint_translation(const ph_world *w, ph_joint_id id);

@*1 Why a chain of rigid joints stretches.
This section asks how far a hanging chain stretches under a load, and
why a heavy load stretches it so much. A rigid joint is not rigid in the
soft step. Its push is a spring, of the world's joint frequency $f$, with
$\omega=2\pi f$ as in chapter~11. Here $\omega$ is the spring's, and the
bodies' spins are $\omega_A$, $\omega_B$. At rest a spring holds its load
by being stretched, exactly as far as chapter~11's soft contact sinks,
and by the same argument. A joint at rest under a steady force $\vec F$,
its load in newtons, holds the total $\vec\lambda=\vec F\hs$ in every
sub-step. The warm start gives that total back, the bodies do not move,
so $\dot C=0$, and the pass must add nothing:
$0=-q_mK^{-1}\eta\,C-q_i\vec\lambda$, so
$$C=-{q_i\over q_m\eta}\,K\vec\lambda=-{K\vec F\hs\over a\,\eta}
=-{K\vec F\over\omega^2},$$
since $a\eta=\hs\omega^2$. The joint opens by $K\vec F/\omega^2$: it is a
spring of stiffness $\omega^2K^{-1}$, the row's effective mass times
$\omega^2$. Here is the trouble. The force is set by the load, but the
stiffness is set by the effective mass, which the {\it lighter\/} body
sets. A link of a chain that hangs straight down has both its lever arms
vertical. So the vertical entry of its block holds its masses only,
$K_{yy}=m_A^{-1}+m_B^{-1}$.
That is $1/m$ for the top link on its static block,
$2/m$ between two links, $1/m+1/M$ between the last link and a load of
mass~$M$. A chain of $N$ links of mass $m$ with a load at its end has
$N+1$ joints. Number them from $k=0$, the top one, at the block, to
$k=N$, the load's, between the last link and the load.
Joint $k$ carries
the $N-k$ links below it and the load, $F_k=g\bigl(m(N-k)+M\bigr)$, from
$F_0=g(Nm+M)$ at the top to $F_N=gM$ at the load.
It opens by $$d_k={F_kK_{yy}\over\omega^2}={2g\over\omega^2}\Bigl(N-k+{M\over m}\Bigr)
\qquad(0<k<N).$$ The top one, $k=0$, with $K_{yy}=1/m$, opens by half that, and the load's,
$k=N$, with $K_{yy}=1/m+1/M$, by $d_N=g(M/m+1)/\omega^2$. The chain
stretches by the sum, $d_0+d_1+\cdots+d_N$. A chain with no load, the
first row of Table~\tabref{chains}, has no load's joint. Its $N$ joints,
$k=0$ to $N-1$, open by the same formulas with $M=0$. Together they open by
$gN/\omega^2+(2g/\omega^2)\bigl(1+2+\cdots+(N-1)\bigr)=gN^2/\omega^2$. The ratio of the load's mass
to a link's multiplies every opening. A load ten times the mass of a
chain of twenty links, $M=200m$, opens every joint as much as a chain two
hundred links long would.
Figure~\figref{chainstretch} shows it.
@^chain, stretch of@>

\mpfigure{fig/ch12-joints-3.mps}{}{Why a hanging chain stretches,
drawn for four links, and so five joints, under a weight $M=2m$.
Each joint carries everything below it, from $Mg$ at the bottom to $Mg+4mg$ at the anchor.
It opens by that load times its block's $K_{yy}$ over $\omega^2$ (the gaps, in red,
drawn far larger than they are).
The chain's stretch is the sum of the
gaps, most of it near the top.}\figlabel{chainstretch}

@ The opening above is for a load that acts as a force does, added to
the velocities before the pass, as gravity is. This section finds the
opening under a load that arises in the move instead: the pull $\vec F$
that keeps a swinging or spinning body on its circle. The push meets
such a load only after the move, and the joint opens farther. Count
everything along the pull: write $F=\vert\vec F\vert$, and let $C_F$,
$\dot C_F$ and $\lambda$ be the components along $\vec F$ of the joint's
opening, of its rate of opening and of its total impulse. Let $K_F$ be
the scalar entry of the block $K$ in that direction, as $K_{yy}$ was the
vertical one; $1/K_F$ is the effective mass along the pull.
Picture the pull as an arrow from the pulled body's point toward the
circle's centre. $C_F$ is the distance, along that arrow, from the other
body's point to the pulled body's point. It is positive when the pulled
body's point lies ahead, nearer the centre, and negative when it trails
behind, farther out. An
impulse $\lambda$ changes $\dot C_F$ by $K_F\lambda$, so the pull gives the
joint's two points a relative acceleration toward the circle's centre,
the one the circle needs. Call it $a_c$, the {\it centripetal
acceleration\/} of the joint:
$$a_c=K_FF.$$
In a sub-step the bodies move on straight lines, not on the circle
(Figure~\figref{substepcircle}). A straight move lacks the relative
acceleration $a_c$ for the time $\hs$. So it falls outward, behind the
circle, by $\int_0^{\hs}a_ct\,dt={1\over2}a_c\hs^2$: $C_F$ changes by
$-{1\over2}a_c\hs^2$. The pull's direction turns with the circle, and
the straight move's rate along it falls behind by $a_c\hs$: $\dot C_F$
changes by $-a_c\hs$.

\mpfigure{fig/ch12-joints-6.mps}{}{One sub-step on the circle, for a
point pulled toward a fixed centre~$O$; the turn is drawn far larger than
a sub-step's. $C_F$ is measured along the pull, positive toward~$O$.
Moved along the tangent, with no rate toward~$O$, the point ends
${1\over2}a_c\hs^2$ outside the circle. Moved along the chord, with the
rate $a_c\hs/2$ that phase~3 leaves at the fixed point, it ends on the
circle, and $C_F$ comes back to itself.}\figlabel{substepcircle}

\noindent At the fixed point every sub-step ends as it began, with the
opening $C_F$ and the total $F\hs$, and goes through five phases. The
table sketches them: what each does to the joint, and the rate $\dot C_F$ it
leaves.
$$\vbox{\halign{#\hfil\quad&\vtop{\hsize=2.8in\raggedright\noindent\strut#\strut}\quad
&$#$\hfil\cr
phase&what it does to the joint&\hbox{$\dot C_F$ after it}\cr
\noalign{\smallskip\hrule\smallskip}
1. start&nothing: $\dot C_F$ as the last relax pass left it&0\cr
2. warm start&gives back the total $\lambda=F\hs$&K_FF\hs=a_c\hs\cr
3. push pass&adds $\Delta\lambda$, with the push $\eta C_F$&a_c\hs+K_F\Delta\lambda\cr
4. move&adds $\dot C_F\hs -{1\over2}a_c\hs^2$ to $C_F$; the straight move takes
$a_c\hs$ from $\dot C_F$&\dot C_F-a_c\hs\cr
5. relax pass&rigid: takes $\dot C_F$ back to 0&0\cr}}$$
\noindent For $C_F$ to come back to itself, phase~4 must add nothing to it.
So phase~3 must leave $\dot C_F=a_c\hs/2$, and so take back half the warm start,
$\Delta\lambda=-{1\over2}F\hs$. Phase~4 then leaves $\dot C_F=-a_c\hs/2$, and
phase~5 gives that half again, $+{1\over2}F\hs$, for the total $F\hs$. So
at the fixed point the rate and the total after each phase are
$$\vbox{\halign{#\hfil\quad&$#$\hfil\quad&$#$\hfil\cr
phase&\dot C_F&\lambda\cr
\noalign{\smallskip\hrule\smallskip}
1. start&0&F\hs\cr
2. warm start&a_c\hs&F\hs\cr
3. push pass&a_c\hs/2&F\hs/2\cr
4. move&-a_c\hs/2&F\hs/2\cr
5. relax pass&0&F\hs\cr}}$$
The opening $C_F$ follows from the increment of phase~3, the soft
row's formula along $\vec F$, with the scalar $1/K_F$ in the place of the
matrix $K^{-1}$:
$$\Delta\lambda=-{q_m\over K_F}\bigl(\dot C_F+\eta\,C_F\bigr)-q_i\lambda.$$
Before the pass $\dot C_F=a_c\hs$ and $\lambda=F\hs$, and $a_c/K_F=F$,
so $\dot C_F/K_F=F\hs$. With $\Delta\lambda=-{1\over2}F\hs$ the formula reads
$$-{1\over2}F\hs=-q_m\Bigl(F\hs+{\eta C_F\over K_F}\Bigr)-q_iF\hs,$$
and with $q_m+q_i=1$, $q_m=a/(1+a)$ and $a\eta=\hs\omega^2$,
$$C_F=-{F\hs\over2q_m\eta}\,K_F=-{1+a\over2}\,{K_FF\over\omega^2},$$
which is ${1\over2}(1+a)$ times the opening under a steady force of the
same size. $C_F$ is negative: the pulled body's point trails outward,
away from the circle's centre, as the straight moves carry it. At the defaults, four sub-steps of a step of $1/60\,$s and joints
of 60\thinspace Hz, $\hs\omega=\pi/2$, and with $\zeta=2$, $a=8.75$ and the
factor is 4.9; the test \.{weld} holds a spinning welded pair to it.

@ What can be done about the stretch, and why a heavy load also bounces.
The frequency cannot be raised past the cap, $\omega\le\pi/2\hs$
(chapter~11). So only more sub-steps help: the stretch falls as $\hs^2$,
and twice the sub-steps with twice the frequency quarter it. The heavy
load does worse than stretch the chain: it bounces on it, because under a
heavy load the chain's spring is barely damped. The chain is a spring of
stiffness about $m\omega^2/2N$.
Its $N+1$ joints are in series: $N-1$ of stiffness $m\omega^2/2$, and the two at its ends of about $m\omega^2$, which give as much as one more.
Its damping is of the same kind. Dampers in series add as springs in series do:
each carries the same force, and opens at a rate of that force over its coefficient,
so $N$ equal dampers open $N$ times as fast as one, and act as one of an $N$th of its coefficient.
A joint's damper has the coefficient $2\zeta(m/2)\omega$: $\zeta$ times the critical
damping $2(m/2)\omega$ of its effective mass $m/2$. So the chain's damper
has the coefficient $2\zeta(m/2)\omega/N$, and it holds the mass $M$.
The load's motion has the damping ratio
$$\zeta_M={2\zeta(m/2)\omega/N\over2\sqrt{(m\omega^2/2N)\,M}}
=\zeta\sqrt{m\over2NM}.$$ For a load of a hundred times the mass of a chain of twenty links,
$M=2000m$, it is $\zeta/283$: at the joints' $\zeta=2$, well under one per
cent of critical. So the load rings like a weight on a rubber band, for
minutes. Real engines meet the same limit.
Box2D's manual lists it among its limitations: a chain of light bodies holding a heavy one stretches, worse as the mass ratio passes ten to one \cite{box2d}.
Its sample of
a wrecking ball hangs the ball from the top by a rope as well.
The rope is a distance joint whose maximum is the chain's length, which carries the load the
links cannot. A solver that treats the chain as one system, as a direct
solve of all its rows at once would, does not stretch at all; problem~P2
asks what that would cost.

@*1 Measurements.
\input fig/ch12-text.tex
This section asks whether the chain's model holds: does a real chain
stretch as far as the sum of the openings $d_k$? Table~\tabref{chains}
measures the chain of the last section with {\tt bench12}.
The chain has twenty links 0.5\thinspace m long and 0.125\thinspace m
wide, of the default material, hanging straight down from a static block,
each pinned to the one above.
At its end hangs a square load whose mass
is a multiple of the chain's. The chain starts straight and at rest and
hangs for 30\thinspace s. Over the last 5\thinspace s the bench averages
the top joint's opening and the whole chain's stretch, which is the sum
of its joints' openings. It also keeps the stretch's range, because a
heavy load still bounces. Each average is set beside the model
$d_k=F_kK_{yy}/\omega^2$ summed over the joints.
@^chain, measured@>

\midinsert
\tablecaption{A hanging chain of twenty links under loads, by {\tt bench12}.
The columns are the joint frequency $f$ and the sub-steps $n$, the
load's mass over the chain's, the top joint's force as measured, its
opening measured and by the model, and the chain's stretch measured and by the model.
Last is the range of the stretch
over the last 5\thinspace s: how much the load still
bounces. The force, the top opening and the stretch are averages over those 5\thinspace s.
A row whose bounce is a millimetre or more is not at rest: its load, ten
or a hundred times the chain's mass, still rings on the chain's lightly
damped spring. They are in the table because a heavy load stretches a
chain most, the case Box2D's manual warns of. Their averages still follow
the model, to 5\%.}\tablabel{chains}
$$\vbox{\halign{\hfil#\quad&\hfil#\qquad&\hfil#\qquad&\hfil#\qquad&\hfil#\quad
&\hfil#\qquad&\hfil#\quad&\hfil#\qquad&\hfil#\cr
$f$&$n$&$M/Nm$&force (N)&\multispan2\hfil top opening (mm)\hfil\qquad
&\multispan2\hfil stretch (mm)\hfil\qquad&bounce\cr
(Hz)&&&measured&measured&model&measured&model&(mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch12-chains.tex
}}$$
\endinsert

@ What Table~\tabref{chains} shows. Its lesson is that the model holds
wherever the chain has come to rest, and that a heavy load keeps
bouncing. The model is the joints' exact fixed point: where the chain
lies still, the top opening is the model's to 1\%, and every stretch is
the model's to 5\%. Doubling the frequency and the sub-steps divides the
stretch under a load of ten by \ChTwelveTenRatio, the $\hs^2$ of the
model. A load of a hundred times the chain's mass is the case Box2D's
manual warns of. After half a minute it still bounces through about
\ChTwelveHeavySwing\thinspace m, as its damping ratio of under one per
cent predicts. That motion is up and down, not a swing. The load is let
go with the chain unstretched, so it drops onto the chain's spring and
bounces on it as a weight on a rubber band does. At first it bounces
from no stretch to twice the mean stretch. Sixteen sub-steps at
240\thinspace Hz bring the stretch down to \ChTwelveHeavyFine\thinspace
mm, at four times the sub-steps.

@ Do joints keep a pendulum's period and its energy?
Table~\tabref{pendulums} measures two pendulums for a minute. They are
like those of the test \.{pendulum\_period}, whose ball is larger,
0.2\thinspace m, so that its two models differ more.
Each pendulum here is a ball of radius 5\thinspace cm,
its centre 2\thinspace m below a pivot, let go at 0.1\thinspace rad.
One hangs on a revolute joint at the pivot. Its ball turns with the arm,
so it is a physical pendulum, whose period counts the ball's own inertia,
$I=m(L^2+r^2/2)$. The other hangs on a distance joint to its centre. Its
ball is free to turn, so it is a simple pendulum. The model is $T=2\pi\sqrt{I/mgL}\,(1+\theta_0^2/16)$, with the
first correction for the amplitude. The revolute pendulum keeps
\ChTwelvePeriodPhysical\thinspace s against the model's
\ChTwelvePeriodPhysicalModel\thinspace s, and the simple one is within
\ChTwelvePeriodSimpleError\ parts in a million of its own. Neither gains energy.
Symplectic Euler keeps the swing's energy bounded, and the joint's rows
take a little of it: at most \ChTwelveEnergyLoss\% of the swing's energy
in the minute.
Each sub-step's solve removes the velocity that would
carry the ball off its circle, and a velocity removed by an impulse is
energy lost, as in an inelastic collision.
@^pendulum, measured@>

\midinsert
\tablecaption{Two pendulums of length 2\thinspace m let go at 0.1\thinspace
rad, by {\tt bench12}, over 60\thinspace s.
The columns are the period measured and by
the model (seconds), their difference (parts per million), and the change
of the energy over the energy of the swing, $\Delta E/E$ (per cent; negative:
lost; preface \S\secref{measures}).}\tablabel{pendulums}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
joint&period (s)&model (s)&ppm&$\Delta E/E$ (\%)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch12-pendulums.tex
}}$$
\endinsert

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 12 test cases@>|), run by \.{ctest -L ch12} on this stage and
every later one. Table~\tabref{jointtests} lists them; each tolerance is
argued where the test is written, in the units of this chapter's scenes
($g=10\,$m/s$^2$, the default material, the joints at 60\thinspace Hz
with four sub-steps). The \.{joint} line of scene files, its keys and
the chapter's eight scenes are with the chapter's programs, as is
\.{bench12}, which makes Tables \tabref{chains} and~\tabref{pendulums}.

\input fig/ch12-measured.tex
\midinsert
\tablecaption{The tests of chapter~12: what each asserts, its tolerance
and why, and what it measured on the build of this book.}\tablabel{jointtests}
$$\vbox{\halign{\.{#}\hfil\quad&\vtop{\hsize=2.3in\noindent\strut#\strut}\quad
&\vtop{\hsize=1.4in\noindent\strut#\strut}\cr
\rm test&asserts&measured\cr
\noalign{\smallskip\hrule\smallskip}
pendulum\_period&a small-angle pendulum's period is $2\pi\sqrt{L/g}$ on a
distance joint and the physical pendulum's on a pin, times
$1+\theta_0^2/16$, to $2\times10^{-4}$: the two formulas differ by
$2.5\times10^{-3}$&\measuredpendulumperiod\cr
chain\_stretch&a straight hanging chain's pins open by $FK_{yy}/\omega^2$,
the passes' exact fixed point, to $10^{-3}$ of each&\measuredchainstretch\cr
motor&a motor speeds a wheel at its capped torque, $\dot\omega=\tau_{\max}/I$,
holds its speed, and under too great a load gives exactly its cap, to
$10^{-9}$ (the motor's row is rigid)&\measuredmotor\cr
limit&a revolute and a prismatic limit hold their loads at $F/m_c\omega^2$
past the limit, to 1\%&\measuredlimit\cr
prismatic\_axis&a body on a rail at $45^\circ$ accelerates at $g/\sqrt2$ to
$10^{-9}$, and rests across it at the rail's $F/m_c\omega^2$, to 1\%, never
turning&\measuredprismaticaxis\cr
weld&a spinning welded pair falls as one, keeps its spin and opens by the
fixed point of a load from the move, to 2\%; a welded beam droops by its
model&\measuredweld\cr
rope&a rope is slack inside its range (free fall to $10^{-12}$\thinspace m)
and stops the ball at its maximum&\measuredrope\cr
pendulum\_energy&a frictionless pendulum's energy never rises past
symplectic Euler's bound, nor falls past that and the joint's loss&\measuredpendulumenergy\cr
spring&a distance spring of 1\thinspace Hz between two balls rings at
1\thinspace Hz, to $2\times10^{-3}$&\measuredspring\cr
car&a car on motor-driven wheels stands and rolls at chapter~11's depth,
to 1\%, without slipping&\measuredcar\cr
joined\_no\_contact&bodies a joint holds do not collide, unless it says
so or is gone&\measuredjoinednocontact\cr
break&a joint breaks in the step its load passes its break force, not
before&\measuredbreak\cr
repeatable&the car stepped twice gives the same bits&\measuredrepeatable\cr
bad\_joints&bad \.{joint} lines are refused with the line&\measuredbadjoints\cr
bad\_joint\_defs&bad definitions are refused through the C interface, and
nothing is made&\measuredbadjointdefs\cr
}}$$
\endinsert

\noindent Not tested: the mouse joint's pull, which the demo exercises
by hand; the ragdoll, the bridges and Newton's cradle beyond their
loading; a closed loop of joints.

@ Debugging exercise 12.1 (``Debugging exercises'', at the end of the part
{\it The tests}) plants a bug in this chapter's code for these tests to catch.
\.{tools/grade bug 12.1} builds stage~12 with the bug and shows
what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
A rigid joint is a stiff spring. It stretches under its load by the
load over $m_c\omega^2$, where $m_c$ is the row's effective mass, which the light body sets.
So a heavy body hung from light ones stretches the chain and bounces on it. The
frequency is capped by the sub-step, so only more sub-steps make joints
stiffer, at their cost. A weld is solved as two blocks, not as one $3\times3$ block.
So a long cantilever of welded beams sags more than it should.
And a weld loaded all at once rings, its torque passing the load's for a few steps, before the passes settle the coupling.
The joints are solved one after another, so a closed loop of joints (a four-bar linkage) converges slowly.
Chapter~13's continuous collision protects a fast body on a joint only in part.
Its sweep skips the pair that a joint keeps apart, and it sweeps a body that is not a bullet against static bodies only.
It puts a swept body back alone, so the body joined to it is not moved back, and the joint begins the next step with that gap.
And the joints, like the contacts, are solved one at a time, not side by side as
Box2D's version~3 solves independent constraints in parallel. The joints
of a pass are solved before its contacts, so a motor whose wheel rolls
on the ground ends a step a little short of its speed, the contacts'
friction having the last word. There is no
wheel joint (a prismatic spring with a revolute motor, which a car's
suspension wants), no pulley, no gear and no motor joint that drives one
body toward another's pose; exercise~12.2 builds the pulley.

@*1 Summary.
A joint is a function of two bodies' positions held at zero, or at least zero.
Its derivative is its Jacobian times the velocities, and its
effective mass the inverse of $JM^{-1}J^{\rm T}$, a number for one row
and a $2\times2$ matrix for a point. Chapter~11's soft row solves every
joint: rigid rows are pushed with the world's joint frequency and relaxed
without it, springs use their own, limits are one-sided rows and motors
rows aimed at a speed with a capped total. The reaction is the total over
the sub-step, and a joint breaks when it passes its threshold. Bodies a
joint holds do not collide. At rest a joint opens by its load over its
stiffness $m_c\omega^2$, exactly, and a hanging chain measures it. A heavy
load on light links is the case that a joint cannot hold.

@*1 Exercises.
The rating scale is the preface's. Each exercise names the interface its
test calls; the tests are \.{tests/exercises/ch12-K.w} and the reference
solutions \.{tests/exercises/ch12-K.ch}.

\item{1.} [20] A shelf welded to a wall fails by its torque long before
its force. Add |break_torque| to |ph_joint_def| (default infinite; a value
that is not positive refused with a message that names it) and the key
\.{break\_torque=} to every \.{joint} line.
A joint breaks when the size
of its torque over the last step passes it, as with |break_force|. The
test welds a plank by its end to a static wall, its centre at a lever arm
$d$, and checks that it holds for two seconds when |break_torque| is above
$mgd$ and breaks at once when it is below. (A weld loaded all at once
rings before it settles, since its angle and its point are solved as two
blocks; the test gives the passes more sub-steps and relax passes, so
that the ring stays within its margin.)

\item{2.} [25] A pulley: two bodies hang from ropes over two fixed
points $\vec g_A$ and $\vec g_B$, and the ropes' lengths, $\ell_A=\vert\vec
p_A-\vec g_A\vert$ and $\ell_B=\vert\vec p_B-\vec g_B\vert$, keep $\ell_A+r\ell_B$
constant. Derive its Jacobian and effective mass, add the kind
|PH_PULLEY_JOINT| and the line
\.{joint pulley a=}$I$ \.{b=}$J$ \.{ax= ay= bx= by= gax= gay= gbx= gby=}
[\.{ratio=}$r$] ($r>0$, 1 by default).
Then check Atwood's machine: a box of mass $m_1$ on rope $B$ and one of mass $m_2$ on rope $A$, over a pulley of ratio~$r$.
The first box accelerates at
$g(m_1-rm_2)/(m_1+r^2m_2)$, which the test asks to $10^{-9}$ of
itself (the row cannot change the machine's free motion).
Meanwhile $\ell_A+r\ell_B$ stays constant but for the rope's stretch,
$(1+r)g/\omega^2$ at the joints' frequency, to 1\%.
The test also ties the ropes off the boxes' centres, so that the boxes
turn as they start, and asks the first step's accelerations of a
derivation by hand, to $10^{-3}$ of themselves.
Why does $r^2$ appear in the effective mass?

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] The top link of the hanging chain, 0.5\thinspace m long
and 0.125\thinspace m wide, of mass $m$, hangs from a static block by a pin
at its top. Write its block $K$, and its effective mass along the chain
and across it. By how much does the pin open under the weight of twenty
such links, each of 3.75\thinspace kg, at 60\thinspace Hz ($\omega=2\pi\cdot60\,{\rm s}^{-1}$,
$g=10\,$m/s$^2$)? Compare with
Table~\tabref{chains}. Why does a sideways kick move the link's end so
much more easily than a pull?

\item{P2.} [25] Solve the hanging chain as one system. Its $N+1$ joints (the
last holds the load) have two rows each, and the rows' matrix $JM^{-1}J^{\rm T}$ has a $2\times2$ block for every joint and one
for every pair of joints that share a link: which pairs are they, and
what is the matrix's shape? Show that it can be solved exactly with about
$N$ inversions of $2\times2$ blocks, and compare the cost with a pass of
the solver. Why does no engine solve a pile of boxes, or a bridge whose
two ends are pinned, the same way?

\item{P3.} [20] A plank $A$, 4\thinspace m by 0.2\thinspace m and of
4\thinspace kg, floats level with no gravity, its centre at the origin. A
box $B$, 1\thinspace m by 0.5\thinspace m and of 2\thinspace kg, sits on it with its centre at $(0,0.35)$.
A prismatic joint along $\vec a=(1,0)$
is made there, both anchors at $B$'s centre. $B$ is then carried along the
rail to $(1.5,0.35)$, and the two are at rest, neither turned. Write $\vec
r_A$, $\vec r_B$, $\vec d$, $\rho^\perp_A$, $\rho^\perp_B$, the block $K$ across the rail
and in angle, and the effective mass along the rail. A blow now gives $B$
the velocity $(0,1)\,$m/s: what velocities and spins does the block's
impulse, solved once with rigid rows, leave the two bodies? What would
an engine give that took $A$'s anchor, $\vec r_A$, for $A$'s lever arm,
and which law of motion would tell you it is wrong?
