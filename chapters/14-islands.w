@* Chapter 14: Islands, sleeping, and bodies of several shapes.
A pile of a thousand boxes that has come to rest costs as much to step as
one that is still falling.
Every box is integrated, and every contact is found again, prepared, warm started and
solved in every sub-step.
All that work only confirms, sixty times a second, that nothing moves. A game world
is mostly at rest, so an engine that pays full price for rest pays it for
most of its bodies. This chapter teaches the world to notice rest and to
stop paying for it. The bodies that touch one another, or are joined, form {\it islands\/}.
An island whose every body has been nearly still for a while goes to {\it sleep\/}.
Its bodies are not integrated, and its contacts are neither searched for nor solved.
What the solver had learnt of
them, the impulses that warm start the next step, is put away. The island {\it
wakes\/} the moment anything could change it: a moving body touches it, a
joint pulls it, or the program pushes, turns or moves one of its bodies.
@^islands@>
@^sleeping@>

The chapter then closes the list of ideas the book set out with by
giving a body more than one shape. A hammer, a table or a brick wall is
one rigid body whose outline is not convex.
It is made of convex {\it parts}. Their masses, centres and moments of inertia add up
by chapter~6's parallel-axis theorem, and each part collides as a shape of its own.
A body of parts can also {\it break}. When an impact on a
part is harder than the body's mortar can take, the part leaves as a
body of its own, at the velocity its point had.

Run \.{build/bin/ch14}: the default scene, \.{sleepers}, has two
pyramids of boxes on one ground and a pendulum between them. Within a few
seconds both pyramids are drawn dimmed, asleep, while the pendulum swings
on; the panel counts the islands, the sleepers and the bodies the step
integrates. The key \.{5} drops a heavy ball onto the left pyramid, which
wakes it and only it; the key \.{4} turns sleeping off and on. The scene
\.{pile1000} rains a thousand boxes into bins and shows sleep spreading
bin by bin, and \.{platform} has a kinematic platform and a lift that
carry boxes. The scene \.{wall} has a brick wall built as one body of
many parts, and a heavy ball that knocks a hole in it.

@ The plan begins with why rest costs as much as motion.
Then come islands, found in each step by union and find over the touching contacts
and the joints.
Next are when an island may sleep, with thresholds derived from the slop and the time
it must stay still, and what sleeping keeps and what it skips.
Then come the rules that wake an island and why the wake must come before the contacts
are used, the contact events of a sleeping pair, and kinematic bodies.
Then come bodies of several shapes: their mass from their parts, their contacts part
by part, and how one breaks apart with its momentum kept.
Last come the measurements,
what the tests check, what the chapter cannot do yet, and exercises.
\overviewpage

@*1 The algorithm on one page.
\input fig/ch14-text.tex
{\it After this chapter you can:}
\smallskip
\item{$\bullet$} split a world into islands by union and find, and say why
a static body joins no two of them;
\item{$\bullet$} derive a sleep threshold from the slop and the time to
sleep, and say what a sleeping island may leave wrong;
\item{$\bullet$} list what must wake an island, and say why waking a
body wakes its whole island;
\item{$\bullet$} measure what sleeping saves, as work rather than time;
\item{$\bullet$} find the mass, centre and inertia of a body of several
shapes, and show that breaking it keeps its momentum.
\smallskip
\noindent Two moving bodies $i$ and $j$ are in one island when a chain of
touching contacts or live joints leads from one to the other, static
bodies left out. A body is {\it still\/} when the fastest point of its
shape moves slower than $v_s$,
$$\vert\vec v\vert+R\,\vert\omega\vert<v_s,\qquad v_s={s\over T_s},$$
with $R$ its reach (the farthest a point of its shape lies from the centre of mass), $s$ chapter~8's slop and $T_s$ the time to sleep.
A body that creeps at $v_s$ for $T_s$ moves one
slop, a length the engine treats as nothing. Each body keeps the time $t_i$ it has been still.
An island sleeps when, to within half a step $h$,
$$\min_{i\in\rm island}t_i\ge T_s-{h\over2}.$$
A sleeping island wakes when a moving body touches it, a joint ties it to
a moving body, or one of its bodies is given a velocity, a force, a
torque, a position or an angle. A body of several shapes, parts $k$ of
mass $m_k$, centroid $\vec c_k$ and inertia $I_k$, has
$$m=\sum_k m_k,\qquad \vec c={1\over m}\sum_k m_k\vec c_k,\qquad
I=\sum_k\bigl(I_k+m_k\vert\vec c_k-\vec c\,\vert^2\bigr),$$
and a part breaks off when an impact on it, $J=m_n\max(0,-v_n)$, is
above the body's break impulse $J_b$. The step of stage~14:
\smallskip
\item{1.} find the contacts, leaving out pairs of which neither body
moves (static or asleep); wake every island that a contact or joint ties
to a moving body, and the islands of bodies the program has pushed; if
any woke, find the contacts again; break off every part whose impact is
above its body's break impulse, and if any broke, find the contacts
again; note the events;
\item{2--6.} as in chapter~13, for the bodies that are awake; a
kinematic body moves by its velocity in phase~6;
\item{7.} correct and sweep as in chapter~13; then find the islands of
this step's contacts and joints, advance each body's still time, and put
every island that has been still for $T_s$ to sleep.
\smallskip
\noindent Figure~\figref{step-14} is the step of stage~14. The bar marks
every line whose code this chapter wrote or reaches into.
These are: the search, which ends at once when nothing moves; the events of chapter~13,
before which the wake runs and parts break off; and the sections that skip the sleepers.
Also marked are the soft step, whose sub-steps pass them by, the motion of kinematic
bodies, and the islands
at the end of phase~7.
\input fig/ch14-step.tex

@*1 What rest costs.
This section says why a body at rest costs as much to step as a moving one.
A box lying on the ground under the soft step of chapter~11 is not
motionless. In each sub-step gravity gives it $g\hs$ of downward speed, with $\hs=h/n$ the sub-step of a step $h$ cut into $n$, and
the contact takes that speed away again. The velocity the step leaves is a small
remainder of two large terms. Chapter~9's warm starting makes the
remainder small by starting each step with the last step's impulses. None
of this work is wasted while the body might be hit, but it buys nothing
while nothing happens. Table~\tabref{sleep-cost} (at the end of the
chapter) measures it: a pile of boxes at rest costs, step for step, about
what it cost while falling.

The remedy is old. Box2D has slept bodies since its first releases, and
its current release, 3.x, keeps islands in a persistent graph
\cite{box2d}. The remedy
rests on two observations. First, a body at rest can only be set moving
by something that touches it or is joined to it, or by the program.
Second, a body that touches a moving body may move at once: a box in a
pile cannot sleep while the box on top of it slides. So the unit of
sleep is not the body but the {\it island}, the set of bodies that can
pass an impulse to one another within one step.
@^cost of rest@>

@*1 Islands.
This section defines the islands, the groups of bodies that sleep and wake together, and finds them in every step.
In this chapter a {\it moving\/} body is a rigid body with mass, one
that is not static. Kinematic bodies (below) have no mass, and count as
static to the islands. A body {\it held still\/} is one the step will
not move: a static body, a sleeper, or a kinematic body at rest. Think of
the world as a graph: the moving bodies are its vertices, and
every touching contact and every live joint between two moving bodies is
an edge. An island is a connected component of this graph
(Figure~\figref{islands}). A static body is not a vertex: the ground
touches every pile in the world, and if it joined them, the whole world
would be one island that could sleep only when everything in it was
still. Nothing passes through the ground from one pile to another:
the ground's infinite mass takes every impulse and passes none on. So leaving the ground
out is not an approximation but the truth of the solver. A contact
between a moving body and a static one ties nothing.

\mpfigure{fig/ch14-islands-1.mps}{}{Islands. The moving bodies are the
vertices of a graph whose edges are touching contacts and joints (thick);
contacts with the static ground (thin) are not edges. The two piles are
two islands although both touch the ground, and the pendulum of two
bodies, hung from a static gallows that ties nothing, is a third. The
left pile was set down with the boxes of each row touching, so neighbours in a row are edges too.
The right pile's rows were dropped,
and its boxes landed a little apart, each held only by the rows above
and below. The left pile is still and sleeps (dimmed); a ball dropped onto
it would wake it, and only it.}\figlabel{islands}

There are two ways to find the components. Box2D~3.x keeps
the graph from step to step: it adds an edge when a contact begins to
touch. When a contact ends, Box2D marks the island and splits it later, lazily,
only when the island wants to sleep \cite{box2d}. That is the fast way
for a world of many thousands of bodies, but it needs a data structure with
many cases. The simple way finds the components again in every step from
that step's contacts, by {\it union and find\/} \cite{tarjan1975}.
Every body starts as its own set, and each edge joins the sets of its two ends.
At the end, two bodies are in one island exactly when their sets are one.
With the smaller tree hung under the larger and paths halved on each
find, a step costs $O((n+n_e)\,\alpha(n))$ for $n$ bodies and $n_e$ edges.
Here $\alpha$ is the inverse of Ackermann's function, which is below 5 for any $n$ that fits in
a computer. That is a small constant beside the search and the solver,
which visit the same contacts many times a step. The measurements below
put the islands' cost at about \ChFourteenIslandShare\ per cent of a step. We take the simple way, and rebuild
the islands in every step. Then nothing needs to be kept right as contacts
come and go, and a sleeping island needs no edges at all, since it is
woken whole.
@^union and find@>
@^Ackermann's function@>

@ The sets are kept as an array of parents, one per body: a body whose
parent is itself is the root of its set, the set's name. Finding the
root walks up the parents, and on the way makes every other body point
to its grandparent ({\it path halving\/}), so that the walks of later
finds are shorter. The union hangs the smaller tree under the root of the
larger ({\it union by size\/}), so that no tree is deeper than $\log_2 n$
even before the halving; on a tie the lower index stays the root. Both
rules are needed for the bound above \cite{tarjan1984}: a union that
always kept the lower index as the root would build a chain as long as
the row of bodies from edges that arrive in decreasing order
(problem~P3). Every choice depends
only on the order of the contacts and joints, which is the same in every
run: the islands, and so the whole step, stay deterministic.

@<Engine functions@>+=
static int island_find(int *parent, int i)
{
  while (parent[i] != i) {
    parent[i] = parent[parent[i]]; /* path halving */
    i = parent[i];
  }
  return i;
}

static void island_union(int *parent, int *size, int i, int j)
{
  int a = island_find(parent, i), b = island_find(parent, j);
  if (a == b) return;
  if (size[a] < size[b] || (size[a] == size[b] && b < a)) {
    int t = a;
    a = b, b = t;
  }
  parent[b] = a; /* the smaller tree under the larger root */
  size[a] += size[b];
}

@ A body takes part when it is rigid and moves; particles and static
bodies are left out, each its own root. An edge joins two such bodies.

@<Engine functions@>+=
static bool takes_part(const ph_body *b)
{
  return b->kind == PH_RIGID && !is_static(b);
}

@ @<Private declarations@>+=
static int island_find(int *parent, int i);
static void island_union(int *parent, int *size, int i, int j);
static bool takes_part(const ph_body *b);

@ Finding the islands of a step: every body its own set, then an edge
for every contact of the step between two moving bodies, and one for
every live joint between two moving bodies. A joint to the ground, or a
mouse joint, which has no first body, ties nothing, for the same reason
as a contact with the ground. The contacts are this step's, found in
phase~1 from the poses at the step's start; a contact that was not
touching then ties nothing until the next step, which is one step late
at most. The bodies asleep already are in no contact of the step (the
search leaves their pairs out, and the wake below sees to the rest);
their joints are skipped, and they stay in their old islands.

@<Find the islands of this step's contacts and joints@>=
for (int i = 0; i < w->body_count; i++) w->island_parent[i] = i, w->island_size[i] = 1;
for (int k = 0; k < w->contact_count; k++) {
  const ph_contact *c = &w->contacts[k];
  if (takes_part(&w->bodies[c->a]) && takes_part(&w->bodies[c->b]))
    island_union(w->island_parent, w->island_size, c->a, c->b);
}
for (int k = 0; k < w->joint_count; k++) {
  const ph_joint *j = &w->joints[k];
  if (j->alive && !j->broken && j->a >= 0 && takes_part(&w->bodies[j->a])
      && takes_part(&w->bodies[j->b]))
    island_union(w->island_parent, w->island_size, j->a, j->b);
}

@ The world keeps the parents, and for each island the least still time
of its bodies, both in arrays as long as the body array, grown with it.

@<World fields@>+=
int *island_parent, *island_size; /* union and find over the bodies (chapter 14) */
double *island_still; /* the least still time of each island, by its root */
size_t island_room, island_size_room, island_still_room;
ph_sleep_stats sleep_record; /* what the last step found */

@ @<Initialise the later world fields@>+=
w->island_parent = w->island_size = NULL, w->island_still = NULL;
w->island_room = w->island_size_room = w->island_still_room = 0;
w->sleep_record = (ph_sleep_stats){0, 0, 0, 0, 0};

@ @<Free the later world fields@>+=
free(w->island_parent);
free(w->island_size);
free(w->island_still);

@*1 When an island may sleep.
This section derives how slowly a body must move to count as still, and how long it must stay still before it sleeps.
Sleeping freezes a body where it stands and sets its velocity to zero.
What does the freeze throw away? A body at rest under the solver is not
perfectly still. It {\it creeps\/}: it moves slowly, at a speed the solver has not quite removed,
and an engine that let it go on would carry it, slowly, somewhere else.
Real boxes resting on one another under static friction do not creep. So
the creep is the solver's error, and stopping it is no loss. The
question is how much motion may be taken for creep and stopped. The
engine already has a length it treats as nothing: the slop $s$ of
chapter~8, the overlap a body may sink into the ground without anything
being done about it. Since chapter~11 the default solver, the soft step,
corrects every overlap and does not use the slop; chapter~13's sweeps
and this chapter's sleeping do. The setting is kept as
a length scale, small beside any body of the book's scenes, and
we choose the scale of the threshold from it.
A body counts as still if, at its speed, it moves less than one slop in the
time $T_s$ it must stay still before it sleeps,
$$v_s={s\over T_s}.$$
With Box2D's slop, $s=5\,$mm, and its time to sleep, $T_s=0.5\,$s, this gives $v_s=1\,$cm/s.
That is the linear sleep tolerance of Box2D~2.4,
the release chapter~10 measures \cite{box2d}. A turning body moves its farthest point at $R\vert
\omega\vert$, with $R$ the body's {\it reach}: the farthest a point of its
shape lies from the centre of mass.
For a body of one polygon, $R$ equals chapter~13's turning reach $R_s$ (\S\secref{ch13-tunnel}).
For a circle $R$ is its radius, because every rim point of a turning ball moves.
Chapter~13's $R_s$ is 0 for a circle, because its sweep asks only where the rim lies, not how its points move.
The engine keeps the reach in the body's |radius|, which chapter~3 sets for every rigid body.
The body's fastest point moves at most at $\vert\vec
v\vert+R\vert\omega\vert$, and this sum is what is held below $v_s$. A
box 1\thinspace m across, $R\approx0.7\,$m, is then still below
$0.8^\circ$ a second.
@^sleep threshold@>

This is a choice of scale, not a bound on what sleeping throws away.
The slop bounds how far a still body moves in the $T_s$ before it sleeps,
and that motion was simulated. What the freeze loses is all the motion the body
would have had afterwards. For creep, losing that motion is the point. But a body
that starts from rest and speeds up slowly, at an acceleration $a$,
reaches $v_s$ only after a time $v_s/a$. If that time is longer than $T_s$,
$$a<{v_s\over T_s}={s\over T_s^2}=0.02\,{\rm m/s}^2,$$
the body falls asleep before it counts as moving, and nothing ever wakes it. A
box on a slope slides at $a=g(\sin\theta-\mu\cos\theta)$. Past the angle of friction this
acceleration grows by about $g\sqrt{1+\mu^2}$ a radian. So with
$\mu=0.6$ a box within about $0.1^\circ$ of that angle sleeps where it
should creep away. Every engine that sleeps by a speed has this blind
spot. A program that must not miss such motion keeps the bodies it cares
about from sleeping (exercise~1).

$T_s$ must be long beside the step, so that a body that is only passing through a turning point is not taken for still.
Such a body is a ball at the top of its throw, or a pendulum at the end of its swing.
A ball thrown up is slower than $v_s$ for $2v_s/g=2\,$ms, less than one step at 60\thinspace Hz.
A pendulum swinging through an angle $\theta_0$ is slower
than $v_s$ for a time of order $2v_s/(g\sin\theta_0)$ at each end. Half a
second is thirty steps: nothing that moves visibly stays that slow for
so long. And $v_s$ must be above what the solver leaves at rest, or
nothing would ever sleep. In the heap of a thousand boxes measured below,
with sleeping off, the median box's greatest speed from 10 to 48\thinspace s is
\ChFourteenRestMedian\thinspace mm/s, \ChFourteenRestShare\ of $v_s$
(Table~\tabref{restspeed}).
A few boxes perched on corners tremble faster at moments.
But an island needs its bodies still together only for $T_s$,
and the heap sleeps. The slop bounds what a body moves in the $T_s$
before it sleeps, not what an awake heap would have crept in all the time the island sleeps.
The measurements find the second larger, and
there the sleeping heap is the truer of the two.

@<Settings fields@>+=
bool sleep; /* islands that stay still go to sleep (chapter 14) */
double sleep_time; /* $T_s$, seconds an island must be still */
double sleep_speed; /* $v_s$, in m/s; $s/T_s$ by default */

@ On by default from stage 14. The default speed is derived from the
slop and the time, as above, once: a program that changes $T_s$ and
wants the speed to follow sets both.

@<Set the default values of later settings@>+=
s.sleep = stage >= 14;
s.sleep_time = 0.5;
s.sleep_speed = s.slop / s.sleep_time;

@ The settings are checked where they enter, as every chapter's are: a
time to sleep must be positive and finite, and so must the speed.
@.sleep\_time must be...@>
@.sleep\_speed must be...@>

@<Check the later settings@>+=
if (!(isfinite(s->sleep_time) && s->sleep_time > 0.0))
  return "sleep_time must be positive and finite";
if (!(isfinite(s->sleep_speed) && s->sleep_speed > 0.0))
  return "sleep_speed must be positive and finite";

@ Each body carries the flag, its still time $t_i$, the island it sleeps
in, and the pose it was frozen at, so that a pose set by the program
while it sleeps can be seen (below).

@<Body fields@>+=
bool asleep; /* frozen with its island (chapter 14) */
double still_time; /* $t_i$: seconds its fastest point has moved slower than $v_s$ */
int island; /* the root of its island at the last step's end; $-1$ before */
ph_vec2 rest_position; /* where it fell asleep */
double rest_angle;

@ @<Initialise the later body fields@>+=
b->asleep = false;
b->still_time = 0.0;
b->island = -1;
b->rest_position = ph_v(0.0, 0.0);
b->rest_angle = 0.0;

@ The still time of every awake moving body advances by the step, or
starts again at zero if the body is faster than $v_s$. Each island then
gets the least still time of its bodies, gathered at its root.

@<Advance each body's still time, and gather each island's least@>=
double v_s = w->settings.sleep_speed;
for (int i = 0; i < w->body_count; i++) w->island_still[i] = INFINITY;
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  if (!takes_part(b) || b->asleep) continue;
  double fastest = ph_length(b->velocity) + b->radius * fabs(b->angular_velocity);
  b->still_time = fastest < v_s ? b->still_time + h : 0.0;
  int root = island_find(w->island_parent, i);
  w->island_still[root] = fmin(w->island_still[root], b->still_time);
}
@<Hold at zero the islands that a moving kinematic body touches or pulls@>@;

@ A body that touches a kinematic body while it moves, or is joined to
one, cannot be still, whatever its own speed: the kinematic body will
push it. Its island's least still time is held at zero (the kinematic
bodies of the part below).

@<Hold at zero the islands that a moving kinematic body touches or pulls@>=
for (int k = 0; k < w->contact_count; k++) {
  const ph_contact *c = &w->contacts[k];
  const ph_body *a = &w->bodies[c->a], *b = &w->bodies[c->b];
  if (a->kinematic && moving_by_hand(a) && takes_part(b))
    w->island_still[island_find(w->island_parent, c->b)] = 0.0;
  if (b->kinematic && moving_by_hand(b) && takes_part(a))
    w->island_still[island_find(w->island_parent, c->a)] = 0.0;
}
for (int k = 0; k < w->joint_count; k++) {
  const ph_joint *j = &w->joints[k];
  if (!j->alive || j->broken || j->a < 0) continue;
  const ph_body *a = &w->bodies[j->a], *b = &w->bodies[j->b];
  if (moving_by_hand(a) && takes_part(b))
    w->island_still[island_find(w->island_parent, j->b)] = 0.0;
  if (moving_by_hand(b) && takes_part(a))
    w->island_still[island_find(w->island_parent, j->a)] = 0.0;
}

@ Every island whose least still time has reached $T_s$ goes to sleep,
the whole island or nothing. ``Reached'' is taken to within half a step,
$t\ge T_s-h/2$.
The still time is a sum of steps, and in floating point
thirty steps of ${1\over60}\,$s add up to $0.49999999999999994$, a hair short of ${1\over2}$.
Without the half step, half a second would take
thirty-one steps, and a still body could drift a little more than one
slop. An island goes to sleep whole or not at all: a still box under a sliding one must stay
awake to hold it. Its bodies are frozen: velocities zero, forces zero,
and the pose noted. For Verlet, whose velocity is read from two
positions, the previous position is set to the present one, so that a
body woken later starts from rest.

@<Put every island that has been still for $T_s$ to sleep@>=
int fell = 0;
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  if (!takes_part(b) || b->asleep) continue;
  int root = island_find(w->island_parent, i);
  if (w->island_still[root] < w->settings.sleep_time - 0.5 * h) continue;
  b->asleep = true, b->island = root, fell++;
  b->velocity = ph_v(0.0, 0.0), b->angular_velocity = 0.0;
  b->force = ph_v(0.0, 0.0), b->torque = 0.0;
  b->pseudo_velocity = ph_v(0.0, 0.0), b->pseudo_angular_velocity = 0.0;
  b->previous = b->rest_position = b->position;
  b->previous_angle = b->rest_angle = b->angle;
}
w->sleep_record.fell_asleep = fell;

@*1 Sleeping, in the step.
This section says where in the step the islands are found and how the step then passes the sleepers by.
The islands are found at the end of phase~7, when the velocities are the
ones the step leaves. Three hooks of earlier chapters then keep the
sleepers out of the work. First, chapter~1's list of bodies that do not move
gains the sleepers. So phases 2 and~6 pass them by, in chapter~11's sub-steps as everywhere.
Second, the searches of chapters 4 and~10 leave out a
pair of which neither body moves, as they already left out a pair of two static bodies.
Third, chapter~12's joints between bodies of which neither moves are
neither prepared nor solved.
@^sleeping@>

@<Skip bodies that do not move@>+=
if (b->asleep) continue;

@ Which bodies cannot move this step: sleepers, and static ones, but not
the kinematic bodies of the next part that are given a velocity.

@<Engine functions@>+=
static bool held_still(const ph_body *b)
{
  if (b->asleep) return true;
  if (b->kinematic) return !moving_by_hand(b);
  return is_static(b);
}

@ @<Private declarations@>+=
static bool held_still(const ph_body *b);
static bool moving_by_hand(const ph_body *b);

@ @<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>+=
if (held_still(bi) && held_still(bj)) continue;

@ @<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>+=
if (held_still(bi) && held_still(bj)) return false;

@ When nothing moves at all, every body static, asleep or a kinematic
body at rest, no pair can be wanted.
So the search ends before it builds its grid.
A world entirely asleep steps at the cost of the loops
that pass its bodies by.

@<End the search at once if a later chapter knows that no pair can touch@>+=
if (!anything_moves(w)) {
  w->box_tests = 0;
  return;
}

@ @<Engine functions@>+=
static bool anything_moves(const ph_world *w)
{
  for (int i = 0; i < w->body_count; i++)
    if (w->bodies[i].kind == PH_RIGID && !held_still(&w->bodies[i])) return true;
  return false;
}

@ @<Private declarations@>+=
static bool anything_moves(const ph_world *w);

@ Chapter~11's sub-steps copy every body into their own array and back,
several times a step; a sleeper is in no contact and no joint they solve,
so it is passed by both ways.

@<Pass by body |b| in the sub-steps if a later chapter holds it still@>+=
if (b->asleep) continue;

@ A joint of which neither end moves is skipped like a broken one. A
mouse joint has no first body, and is skipped when its body sleeps: a
body held still at a mouse's target may sleep there, as in Box2D, and a
new target wakes it (below).

@<Skip joint |j| if a later chapter holds both its bodies still@>+=
if ((j->a < 0 || held_still(&w->bodies[j->a])) && held_still(&w->bodies[j->b]))
  continue;

@ At the end of phase~7 the islands are found and the still ones put to
sleep, when the setting is on. When it is off, every body is awake and
counted so.

@<Correct the positions@>+=
find_islands_and_sleep(w, h);

@ @<Engine functions@>+=
static void find_islands_and_sleep(ph_world *w, double h)
{
  if (!w->settings.sleep) {
    count_islands_awake(w);
    return;
  }
  if (!make_room(&w->island_parent, &w->island_room, (size_t) w->body_count + 1,
        sizeof *w->island_parent)
      || !make_room(&w->island_size, &w->island_size_room, (size_t) w->body_count + 1,
        sizeof *w->island_size)
      || !make_room(&w->island_still, &w->island_still_room, (size_t) w->body_count + 1,
        sizeof *w->island_still)) {
    ph_report("out of memory finding islands; nothing sleeps this step");
    return;
  }
  @<Find the islands of this step's contacts and joints@>@;
  @<Advance each body's still time, and gather each island's least@>@;
  @<Put every island that has been still for $T_s$ to sleep@>@;
  if (fell > 0) put_away_sleeping_pairs(w);
  for (int i = 0; i < w->body_count; i++)
    if (takes_part(&w->bodies[i]) && !w->bodies[i].asleep)
      w->bodies[i].island = island_find(w->island_parent, i);
  count_islands(w);
}

@ @<Private declarations@>+=
static void find_islands_and_sleep(ph_world *w, double h);
static void count_islands_awake(ph_world *w);
static void count_islands(ph_world *w);
static void put_away_sleeping_pairs(ph_world *w);
static bool wake_islands(ph_world *w);

@ The numbers a program can ask for: the islands of the last step
(awake and asleep), the bodies asleep at its end, the moving bodies the
step integrated, and how many woke and fell asleep in it.

@<Collision types@>+=
typedef struct {
  int islands; /* islands of moving bodies at the step's end, asleep or awake */
  int asleep; /* moving bodies asleep at the step's end */
  int integrated; /* moving bodies the step integrated */
  int woke, fell_asleep; /* bodies woken at its start, and put to sleep at its end */
} ph_sleep_stats;

@ Counting. An awake island is a root among the awake moving bodies; a
sleeping island is a root noted by its sleepers, counted once each since
its bodies share it.

@<Engine functions@>+=
static void count_islands(ph_world *w)
{
  int islands = 0, asleep = 0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (!takes_part(b)) continue;
    if (b->asleep) {
      asleep++;
      if (b->island == i) islands++; /* the root sleeps too */
    } else if (b->island == i) islands++;
  }
  w->sleep_record.islands = islands;
  w->sleep_record.asleep = asleep;
}

@ With sleeping off no body sleeps, and the islands are not found, so
the island counts are zero. The count of bodies integrated is still
kept: |count_bodies_to_integrate| (\S\secref{ch14-asksleep}) counts
every awake moving body, which is what the measurements compare.

@<Engine functions@>+=
static void count_islands_awake(ph_world *w)
{
  w->sleep_record.islands = 0;
  w->sleep_record.asleep = 0;
  w->sleep_record.fell_asleep = 0;
}

@ A sleeping body is drawn dimmed: its colour is mixed half and half with
a dark grey, so that a reader sees at a glance which parts of a scene the
step passes by.

@<Let a later chapter change the colour |c| of body |b|@>+=
if (b->asleep)
  c = (ph_color){(uint8_t) ((c.r + 56) / 2), (uint8_t) ((c.g + 56) / 2),
    (uint8_t) ((c.b + 64) / 2), c.a};

@*1 What a sleeping island keeps.
This section asks what a sleeping island must keep so that it wakes as it fell asleep.
Two things of its contacts must outlast its sleep. One
is the solver's memory. Chapter~9's warm start begins each step
with each contact's impulses of the last step, matched by feature. A pile
that woke without them would start cold.
For a step or two its boxes
would sink into one another by about $gh^2$,
before the solver found again the impulses that hold them.
Here $gh$ is the velocity gravity adds in one step, and $gh^2$ is how far that velocity carries a box in one step:
$10/60^2\approx2.8\,$mm, with $g=10\,$m/s$^2$ and 60 steps a second.
Such a sink is a visible jolt, and not what the pile would have done awake. The other thing is the
list of touching pairs from which chapter~13 makes its events. A pair that falls asleep
has not stopped touching. So it must not be reported as ended when it falls asleep, nor as
begun when its island wakes.

So when an island falls asleep, the memory of each of its contacts, and
each of its touching pairs, is moved into a list of its own, sorted as the
memory and the pairs are, by $(a,b)$.
When it wakes they are merged back.
Both moves are merges of sorted lists, linear in their lengths.
@^warm starting@>

@<World fields@>+=
ph_contact_memory *sleeping_memory; /* the memory of sleeping contacts (chapter 14) */
int sleeping_memory_count;
size_t sleeping_memory_room;
ph_pair *sleeping_pairs; /* touching pairs, as in |touching|, both held still */
int sleeping_pair_count;
size_t sleeping_pair_room;
ph_contact_memory *memory_scratch; /* for the merges */
size_t memory_scratch_room;

@ @<Initialise the later world fields@>+=
w->sleeping_memory = NULL, w->sleeping_memory_count = 0, w->sleeping_memory_room = 0;
w->sleeping_pairs = NULL, w->sleeping_pair_count = 0, w->sleeping_pair_room = 0;
w->memory_scratch = NULL, w->memory_scratch_room = 0;

@ @<Free the later world fields@>+=
free(w->sleeping_memory);
free(w->sleeping_pairs);
free(w->memory_scratch);

@ Putting away. A pair belongs to the sleepers when neither of its
bodies moves now; its other body is then static or in the same island,
since a contact between two moving bodies joins them. The memory of the
step's contacts (|w->memory|, written by the solver in this step) is
split: the sleepers' entries are merged into |sleeping_memory|, the rest
stay. The touching pairs of this step already hold the old sleeping
pairs (the events merged them in, below), so the sleeping pairs are
taken afresh from them.

@<Engine functions@>+=
static bool pair_held_still(const ph_world *w, int a, int b)
{
  return held_still(&w->bodies[a]) && held_still(&w->bodies[b]);
}

static void put_away_sleeping_pairs(ph_world *w)
{
  size_t total = (size_t) w->sleeping_memory_count + (size_t) w->memory_count;
  if (!make_room(&w->memory_scratch, &w->memory_scratch_room, 2 * total + 1,
        sizeof *w->memory_scratch)
      || !make_room(&w->sleeping_memory, &w->sleeping_memory_room, total + 1,
        sizeof *w->sleeping_memory)
      || !make_room(&w->sleeping_pairs, &w->sleeping_pair_room,
        (size_t) w->touching_count + 1, sizeof *w->sleeping_pairs)) {
    ph_report("out of memory putting contacts to sleep; they will start cold");
    return;
  }
  @<Move the memory of the sleepers' contacts into |sleeping_memory|@>@;
  @<Take the sleeping pairs from this step's touching pairs@>@;
}

@ One pass over the step's memory sends each entry to one of two places;
a merge then joins the sleepers' entries with those already asleep.

@<Move the memory of the sleepers' contacts...@>=
{
  int kept = 0, sleeping = 0;
  ph_contact_memory *s = w->memory_scratch;
  for (int k = 0; k < w->memory_count; k++) {
    const ph_contact_memory *m = &w->memory[k];
    if (pair_held_still(w, m->a, m->b)) s[sleeping++] = *m;
    else w->memory[kept++] = *m;
  }
  w->memory_count = kept;
  w->sleeping_memory_count = merge_memory(w->sleeping_memory, w->sleeping_memory_count,
    s, sleeping, s + sleeping);
  memcpy(w->sleeping_memory, s + sleeping,
    (size_t) w->sleeping_memory_count * sizeof *s);
}

@ The merge of two sorted lists of memory into |out|, which must have
room for both; it returns the length.

@<Engine functions@>+=
static int merge_memory(const ph_contact_memory *p, int np, const ph_contact_memory *q,
  int nq, ph_contact_memory *out)
{
  int i = 0, j = 0, n = 0;
  while (i < np || j < nq) {
    bool take_p = j >= nq || (i < np && pair_before((ph_pair){p[i].a, p[i].b},
      (ph_pair){q[j].a, q[j].b}));
    out[n++] = take_p ? p[i++] : q[j++];
  }
  return n;
}

@ @<Private declarations@>+=
static bool pair_held_still(const ph_world *w, int a, int b);
static int merge_memory(const ph_contact_memory *p, int np, const ph_contact_memory *q,
  int nq, ph_contact_memory *out);

@ @<Take the sleeping pairs from this step's touching pairs@>=
{
  int n = 0;
  for (int k = 0; k < w->touching_count; k++) {
    ph_pair r = real_pair(w->touching[k]);
    if (pair_held_still(w, r.a, r.b)) w->sleeping_pairs[n++] = w->touching[k];
  }
  w->sleeping_pair_count = n;
}

@ The events. Chapter~13 merges the contacts and the sensors' overlaps
into the list of pairs touching now.
The sleeping pairs, which the search
no longer finds, are merged into it too, so that to the events a pair
that sleeps is still touching.

@<Add the pairs that a later chapter keeps out of the search...@>+=
if (w->sleeping_pair_count > 0) {
  size_t n = (size_t) w->touching_now_count + (size_t) w->sleeping_pair_count;
  if (!make_room(&w->touching_now, &w->touching_now_room, 2 * n + 1,
        sizeof *w->touching_now)
      || !make_room(&w->events, &w->event_room, n + (size_t) w->touching_count + 1,
        sizeof *w->events)) {
    ph_report("out of memory noting the contact events");
    return;
  }
  ph_pair *p = w->touching_now, *q = w->sleeping_pairs, *out = w->touching_now + n;
  int i = 0, j = 0, k = 0;
  while (i < w->touching_now_count || j < w->sleeping_pair_count) {
    bool take_p = j >= w->sleeping_pair_count || (i < w->touching_now_count
      && pair_before(real_pair(p[i]), real_pair(q[j])));
    out[k++] = take_p ? p[i++] : q[j++];
  }
  memmove(w->touching_now, out, (size_t) k * sizeof *out);
  w->touching_now_count = k;
}

@*1 Waking.
This section says what wakes a sleeping island, and where in the step it wakes.
An island must wake before anything uses the contacts of the step that
could have moved it. So the wake comes in phase~1, right after the
search. Three things wake an island:
\smallskip
\item{$\bullet$} a contact between one of its bodies and a body that
moves (awake and not static): something has run into it;
\item{$\bullet$} a live joint between one of its bodies and a body that
moves: something pulls it; and a joint made, destroyed, or given a new
motor or a new target;
\item{$\bullet$} one of its bodies with a force, a torque or a velocity
that is not zero, or a pose that differs from the one it fell asleep at:
the program has pushed, thrown, moved or turned it.
\smallskip
\noindent For a sleeper the last rule needs no hook in the functions of
the body API. A sleeper's velocity and forces are zero and its pose is noted, so
anything the program changes shows at the next step's start. A static
body that the program moves is another matter (below). The check
costs a few comparisons for each sleeping body, nothing beside the
integration it saves.

Why wake the whole island, and not only the body touched? Because the
body touched will push its neighbours within the step.
A ball landing on the top box of a pile loads every box below it.
If only the top box woke, it would sink into a bottom row that holds nothing
up.
@^waking@>

@<Let a later chapter wake the bodies that the contacts touch@>+=
if (wake_islands(w)) ph_world_find_contacts(w);
count_bodies_to_integrate(w);

@ Marking and waking. The islands to wake are marked at their roots in
|island_still|, used here as a flag (it is rebuilt at the step's end);
then every sleeper of a marked island wakes. If any did, the search ran
without the pairs inside their islands, so the caller searches again: a
second search only in the steps in which something woke.

@<Engine functions@>+=
static bool wake_islands(ph_world *w)
{
  w->sleep_record.woke = 0;
  if (!any_asleep(w)) return false;
  if (!make_room(&w->island_still, &w->island_still_room, (size_t) w->body_count + 1,
        sizeof *w->island_still)) {
    ph_report("out of memory waking islands; all wake");
    for (int i = 0; i < w->body_count; i++) w->bodies[i].asleep = false;
    return true;
  }
  for (int i = 0; i < w->body_count; i++) w->island_still[i] = 0.0;
  bool marked = false;
  @<Mark the islands of sleepers the program has pushed or moved@>@;
  @<Mark the islands that a contact or a joint ties to a moving body@>@;
  if (!marked) return false;
  @<Wake every sleeper of a marked island@>@;
  restore_sleeping_pairs(w);
  return true;
}

@ @<Engine functions@>+=
static bool any_asleep(const ph_world *w)
{
  for (int i = 0; i < w->body_count; i++)
    if (w->bodies[i].asleep) return true;
  return false;
}

@ @<Private declarations@>+=
static bool any_asleep(const ph_world *w);
static void restore_sleeping_pairs(ph_world *w);

@ Also woken: every sleeper when sleeping has been turned off, so that a
world whose setting changes wakes entirely.

@<Mark the islands of sleepers the program has pushed or moved@>=
for (int i = 0; i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->asleep && (!w->settings.sleep || disturbed(b)))
    w->island_still[b->island] = 1.0, marked = true;
}

@ A sleeper is disturbed when anything of its motion is no longer the
zero it was given, or its pose is not the one it fell asleep at. The
comparisons are exact: a sleeper's numbers are never touched by the step,
so any change is the program's.

@<Engine functions@>+=
static bool disturbed(const ph_body *b)
{
  bool pushed = b->velocity.x != 0.0 || b->velocity.y != 0.0 || b->angular_velocity != 0.0
    || b->force.x != 0.0 || b->force.y != 0.0 || b->torque != 0.0;
  bool moved = b->position.x != b->rest_position.x || b->position.y != b->rest_position.y
    || b->angle != b->rest_angle;
  return pushed || moved;
}

@ @<Private declarations@>+=
static bool disturbed(const ph_body *b);

@ A contact between a sleeper and a body that moves marks the sleeper's
island. The search left out pairs of two held-still bodies, so a contact
with a sleeper has a moving body on its other side. A sensor's overlap
is not a contact and wakes nothing: a trigger does not disturb what lies
in it.

@<Mark the islands that a contact or a joint ties to a moving body@>=
for (int k = 0; k < w->contact_count; k++) {
  const ph_body *a = &w->bodies[w->contacts[k].a], *b = &w->bodies[w->contacts[k].b];
  if (a->asleep && !held_still(b)) w->island_still[a->island] = 1.0, marked = true;
  if (b->asleep && !held_still(a)) w->island_still[b->island] = 1.0, marked = true;
}
for (int k = 0; k < w->joint_count; k++) {
  const ph_joint *j = &w->joints[k];
  if (!j->alive || j->broken) continue;
  const ph_body *a = j->a >= 0 ? &w->bodies[j->a] : NULL, *b = &w->bodies[j->b];
  bool a_moves = a && !held_still(a), b_moves = !held_still(b);
  if (b->asleep && a_moves) w->island_still[b->island] = 1.0, marked = true;
  if (a && a->asleep && b_moves) w->island_still[a->island] = 1.0, marked = true;
}

@ The program can also change a joint: make one, destroy one, switch its
motor or move a mouse joint's target. Any of these may set its bodies
moving, so chapter~12's functions wake both bodies' islands at once, as
|ph_body_wake| does (below).

@<Tell the later chapters that joint |j| has changed@>+=
if (j->a >= 0) ph_body_wake(w, ph_body_id_of(j->a));
ph_body_wake(w, ph_body_id_of(j->b));

@ The program can move, turn or reshape a body through chapters 1, 4
and~6, and change its layers through chapter~10, and all of them tell
the later chapters so. A sleeper so changed is seen at the next step (its
pose or motion differs), and an awake moving body finds its new contacts
in the next search. But a static body, or a kinematic one at rest, is
held still, and the search leaves out its pairs with sleepers.
Moved out from under a sleeping pile, it would leave the pile hanging;
moved into one, it would overlap it unseen. Such a change is rare, so it wakes
every sleeper of the world at once; a layer changed on a sleeper wakes
its island.

@<Tell the later chapters that body |b| has moved@>+=
if (b->kind == PH_RIGID && !takes_part(b)) {
  for (int k = 0; k < w->body_count; k++)
    if (w->bodies[k].asleep) ph_body_wake(w, ph_body_id_of(k));
} else if (b->asleep) ph_body_wake(w, ph_body_id_of((int) (b - w->bodies)));

@ A woken body starts its still time again, so that it stays awake at
least $T_s$.

@<Wake every sleeper of a marked island@>=
int woke = 0;
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  if (!b->asleep || w->island_still[b->island] == 0.0) continue;
  b->asleep = false, b->still_time = 0.0;
  woke++;
}
w->sleep_record.woke = woke;
w->sleep_record.asleep -= woke;

@ Bringing back what the woken islands kept.
The memory of a pair that
is no longer held still goes back into the solver's memory, merged by
pair order, ready for the warm start of this step.
Its touching pair is
dropped from the sleeping list, since the second search finds it again.

@<Engine functions@>+=
static void restore_sleeping_pairs(ph_world *w)
{
  size_t total = (size_t) w->sleeping_memory_count + (size_t) w->memory_count;
  if (!make_room(&w->memory_scratch, &w->memory_scratch_room, 2 * total + 1,
        sizeof *w->memory_scratch)
      || (total > (size_t) w->memory_capacity && !grow_memory(w, total))) {
    ph_report("out of memory waking contacts; they start cold");
    w->sleeping_memory_count = 0;
    return;
  }
  @<Split the sleeping memory into what stays asleep and what wakes@>@;
  @<Drop the woken pairs from the sleeping pairs@>@;
}

@ @<Split the sleeping memory...@>=
{
  int kept = 0, woken = 0;
  ph_contact_memory *s = w->memory_scratch;
  for (int k = 0; k < w->sleeping_memory_count; k++) {
    const ph_contact_memory *m = &w->sleeping_memory[k];
    if (pair_held_still(w, m->a, m->b)) w->sleeping_memory[kept++] = *m;
    else s[woken++] = *m;
  }
  w->sleeping_memory_count = kept;
  int n = merge_memory(w->memory, w->memory_count, s, woken, s + woken);
  if (n > 0) memcpy(w->memory, s + woken, (size_t) n * sizeof *s); /* |memory| may be null */
  w->memory_count = n;
}

@ @<Drop the woken pairs...@>=
{
  int kept = 0;
  for (int k = 0; k < w->sleeping_pair_count; k++) {
    ph_pair r = real_pair(w->sleeping_pairs[k]);
    if (pair_held_still(w, r.a, r.b)) w->sleeping_pairs[kept++] = w->sleeping_pairs[k];
  }
  w->sleeping_pair_count = kept;
}

@ The solver's memory grows here as chapter~9's |remember_contacts| grows
it, to the room asked for.

@<Engine functions@>+=
static bool grow_memory(ph_world *w, size_t needed)
{
  ph_contact_memory *grown = realloc(w->memory, needed * sizeof *grown);
  if (!grown) return false;
  w->memory = grown;
  w->memory_capacity = (int) needed;
  return true;
}

@ @<Private declarations@>+=
static bool grow_memory(ph_world *w, size_t needed);


@*1 Kinematic bodies.
This section adds bodies that move as the program says, whatever pushes
them: a moving platform, a lift, a door that slides open. Such a body is {\it kinematic}.
It moves at the velocity and angular velocity the program gives it, and no
force or contact changes them. To every contact it is a body of
infinite mass, as a static body is. So everything of a static body serves it
already. Its inverse mass and inverse inertia are zero, so the solvers
of chapters 5 to~11 never change its velocity, and a contact with it is
one with ``the ground''. But the solvers read its velocity, as they read every body's.
The relative velocity at a contact between a box~$B$ and a platform~$K$ moving
at $\vec v_K$ is $\vec v_B+\vec\omega_B\times\vec r_B-\vec v_K
-\vec\omega_K\times\vec r_K$.
So friction carries a box on the platform, up to Coulomb's cap, as a moving floor would
(Figure~\figref{platform}).
@^kinematic bodies@>
@^moving platform@>

\mpfigure{fig/ch14-islands-2.mps}{}{A kinematic platform moving at $\vec
v_K$ carries a box: friction at the contact pushes the box until its
velocity there is the platform's. The platform is not a vertex of the
graph of islands, and its contacts are not edges, since it takes every
impulse and gives none back.
But a box on it is never still while it moves, so the box's island stays awake.}%
\figlabel{platform}

A kinematic body is made from a static one by the function
|ph_body_set_kinematic|. The program then moves it with the functions
|ph_body_set_velocity| and |ph_body_set_angular_velocity| of
chapters 1 and~6. A kinematic body is in no island: to the graph it is static,
since a lift touching two piles must not tie them into one.
But a body that touches a kinematic body while it moves cannot be still.
Such a body is woken
if it sleeps, and its island's still time is held at zero. So a box
riding a slow lift does not fall asleep on it and wake at once.

@<Body fields@>+=
bool kinematic; /* moved by the program at its velocity (chapter 14) */

@ @<Initialise the later body fields@>+=
b->kinematic = false;

@ Moving, for a kinematic body, is having a velocity or an angular
velocity that is not zero; a kinematic body at rest is held still like a
static one.

@<Engine functions@>+=
static bool moving_by_hand(const ph_body *b)
{
  return b->kinematic && (b->velocity.x != 0.0 || b->velocity.y != 0.0
    || b->angular_velocity != 0.0);
}

@ A kinematic body moves in phase~6 by its velocity alone: no gravity, no
force, $\vec x\gets\vec x+h\vec v$ and $\theta\gets\theta+h\omega$, exact
for a constant velocity under every integrator. Under chapter~11's soft
step it moves in each sub-step, so that the separations the sub-steps keep
up to date from the bodies' motion (chapter~11) see it move. Its previous
pose is the one before the move, so that chapter~1's velocity of a Verlet
body, read off two positions, is its own.
Its |integrated| position is the one after, so that chapter~2's correction of the velocity adds
nothing.

@<Integrate velocities into positions@>+=
move_kinematic_bodies(w, h);

@ @<Engine functions@>+=
static void move_kinematic_bodies(ph_world *w, double h)
{
  if (w->settings.solver == PH_SOFT && !w->substepping) return; /* moved in the sub-steps */
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    if (!b->kinematic) continue;
    b->previous = b->position, b->previous_angle = b->angle;
    b->position = ph_add(b->position, ph_mul(h, b->velocity));
    b->angle += h * b->angular_velocity;
    b->integrated = b->position;
  }
}

@ @<Private declarations@>+=
static void move_kinematic_bodies(ph_world *w, double h);

@ Making a body kinematic, or static again. Only a static rigid body can
be made kinematic: a body with mass would have to give it up, and the
world would have to decide what its momentum became. Made static again,
it stops where it stands.
@.only a static rigid body can be kinematic@>

@<Engine functions@>+=
bool ph_body_set_kinematic(ph_world *w, ph_body_id id, bool kinematic)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (b->kind != PH_RIGID || !is_static(b)) {
    ph_report("only a static rigid body can be kinematic");
    return false;
  }
  b->kinematic = kinematic;
  if (!kinematic) b->velocity = ph_v(0.0, 0.0), b->angular_velocity = 0.0;
  b->previous = b->position, b->previous_angle = b->angle;
  return true;
}

bool ph_body_is_kinematic(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b && b->kinematic;
}

@ Chapter~6 refuses an angular velocity to a body that cannot turn; a
kinematic body takes it.

@<Let a later chapter turn a body that it moves by hand at |omega|@>+=
if (b->kinematic) {
  b->angular_velocity = omega;
  b->previous_angle = b->angle;
  return true;
}

@ @<World functions@>+=
bool ph_body_set_kinematic(ph_world *w, ph_body_id id, bool kinematic);
bool ph_body_is_kinematic(const ph_world *w, ph_body_id id);

@*1 Asking about sleep.\seclabel{ch14-asksleep}
A program asks whether a body sleeps, wakes one (and so its island) by
hand, and reads the counts of the last step. The count of bodies
integrated is taken in phase~1, once the wake is done: every awake moving
rigid body.

@<Engine functions@>+=
static void count_bodies_to_integrate(ph_world *w)
{
  int n = 0;
  for (int i = 0; i < w->body_count; i++)
    if (takes_part(&w->bodies[i]) && !w->bodies[i].asleep) n++;
  w->sleep_record.integrated = n;
}

@ @<Private declarations@>+=
static void count_bodies_to_integrate(ph_world *w);

@ Waking by hand sets the body's still time to zero and clears its
flag at once, with all of its island; the pairs come back at the next
step, as for any wake.

@<Engine functions@>+=
bool ph_body_is_asleep(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b && b->asleep;
}

bool ph_body_wake(ph_world *w, ph_body_id id)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!b->asleep) return true;
  int root = b->island;
  for (int i = 0; i < w->body_count; i++) {
    ph_body *c = &w->bodies[i];
    if (c->asleep && c->island == root) c->asleep = false, c->still_time = 0.0;
  }
  restore_sleeping_pairs(w);
  return true;
}

@ The counts of the last step; a null world is reported and gives zeros.

@<Engine functions@>+=
ph_sleep_stats ph_world_sleep_stats(const ph_world *w)
{
  if (!w) {
    ph_report("no world");
    return (ph_sleep_stats){0, 0, 0, 0, 0};
  }
  return w->sleep_record;
}

@ The island of a body, for tests and drawing.
Its name is the index of one of its bodies, the root of its set, as the last step found it.
A body the last step did not see is its own island.
The answer is $-1$ for a static or kinematic body or a particle.

@<Engine functions@>+=
int ph_body_island(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  if (!b || !takes_part(b)) return -1;
  return b->island >= 0 ? b->island : id.index1 - 1;
}

@ @<World functions@>+=
bool ph_body_is_asleep(const ph_world *w, ph_body_id id);
bool ph_body_wake(ph_world *w, ph_body_id id);
int ph_body_island(const ph_world *w, ph_body_id id);
ph_sleep_stats ph_world_sleep_stats(const ph_world *w);

@*1 Bodies of several shapes.
Every body so far has had one convex shape. Most things are not convex: a
hammer is a heavy head on a light handle, a table is a top on two legs, a
wall is bricks held by mortar. A body of several shapes, a {\it compound
body}, is one rigid body whose outline is the union of several convex {\it parts}.
It has one position, one angle, one velocity and one mass,
and each of its parts collides as a shape of its own. Box2D calls the
parts fixtures (version~2.4) or shapes (version~3) \cite{box2d}; Chipmunk
lets any number of shapes share a body \cite{chipmunk}.
@^compound body@>
@^bodies of several shapes@>

The engine needs three things of a compound body. Its mass data must come
from its parts. Its contacts must be one for each two parts that touch, each
with feature ids of its own. And every question asked of a body's shape
(its box, a ray, a region, a sweep, the drawing) must be answered over its parts.

@ {\it The mass from the parts.} Part $k$ has mass $m_k$, the body's density times its area.
Its centroid is at $\vec c_k$, and its moment of inertia about that centroid is $I_k$,
as chapters 3 and~6 computed them for
a body of one shape. Mass adds, and the centre of mass is the
mass-weighted mean of the parts' centroids:
$$m=\sum_k m_k,\qquad \vec c={1\over m}\sum_k m_k\,\vec c_k.$$
Moments of inertia add only about a common point. Chapter~6's
parallel-axis theorem moves each part's moment from its own centroid to $\vec c$.
Over part $k$, write $\vec x-\vec c=(\vec x-\vec c_k)+(\vec c_k-\vec c)$
and square: $\int\rho\vert\vec x-\vec c\,\vert^2dA=I_k+2(\vec c_k-\vec
c)\cdot\int\rho(\vec x-\vec c_k)\,dA+m_k\vert\vec c_k-\vec c\,\vert^2$,
and the middle integral is zero because $\vec c_k$ is the part's own
centroid. So
$$I=\sum_k\bigl(I_k+m_k\,\vert\vec c_k-\vec c\,\vert^2\bigr).$$
Nothing else is needed: the integral $\int\rho\,\vert\vec x-\vec
c\,\vert^2\,dA$ over the union is the sum of the integrals over the parts,
since they are not meant to overlap. Parts that do overlap are counted
twice, as Box2D counts them, and the body is then heavier than its outline.
The test of the mass therefore uses parts that only share edges.
Figure~\figref{hammer} draws the sums for a hammer.
@^parallel-axis theorem@>

\mpfigure{fig/ch14-islands-4.mps}{}{A hammer as a body of two shapes, a
handle and a head of one density. Each part has its own centroid $\vec
c_k$, mass $m_k$ and moment of inertia $I_k$ about $\vec c_k$.
The body's centre of mass $\vec c$ is their mean weighted by mass.
Each part's inertia moves to $\vec c$ by the square of its offset $\vec o_k=\vec
c_k-\vec c$. Most of the hammer's $I$ about $\vec c$ is in the
offsets' terms, not in the parts' own moments (problem~P4).}\figlabel{hammer}

@ The parts are kept in the body's own frame: each part's shape with its
vertices about its own centroid, and the offset $\vec o_k=\vec c_k-\vec
c$ of that centroid from the body's centre of mass, both along the body's
axes. A part is placed in the world by the body's transform followed by
its offset: at $\vec x+R\,\vec o_k$, turned by $R$. A body of one shape
keeps its shape where it always has, in |shape|, and has no parts.
A body of several has them all in |parts|, its first shape among them.
Its |shape| becomes a kind of its own, |PH_COMPOUND|.
Every function of the earlier chapters that meets it by mistake treats it as an empty shape: it touches nothing and has no mass.
@^parts of a body@>

The tag that names two parts in a feature id is $10^5(100p+q)$, for part
$p$ of the first body and part $q$ of the second. Chapter~4's ids are
below $2\times10^4$, so the tag never overlaps them, and the largest id,
with $p,q<100$, is about $10^9$, within an |int|. The limit of parts must therefore be under a hundred.
It is 64, which leaves the demo's wall of 60 bricks room.
It also keeps the pairs of parts of two bodies, which the
search tries one by one, to a few thousand.

@<Types that bodies are made of@>+=
enum { PH_MAX_PARTS = 64 };

typedef struct ph_part {
  ph_shape shape; /* about its own centroid, along the body's axes */
  ph_vec2 offset; /* $\vec o_k$: its centroid from the body's centre of mass */
  bool struck; /* an impact of this step breaks it off (below) */
} ph_part;

@ @<Other kinds of shape@>+=
, PH_COMPOUND /* a body of several shapes (chapter 14): see its parts */

@ @<Body fields@>+=
ph_part *parts; /* all its shapes, if it has several (chapter 14) */
int part_count; /* 0 for a body of one shape, which is |shape| */
double break_impulse; /* the impact that breaks a part off; $\infty$: none does */

@ @<Initialise the later body fields@>+=
b->parts = NULL, b->part_count = 0, b->break_impulse = INFINITY;

@ @<Free the later world fields@>+=
for (int i = 0; i < w->body_count; i++) free(w->bodies[i].parts);

@ Three small functions hide the difference between the two kinds of
body from the loops below: how many shapes a body has, the shape of part
|k|, and where part |k| is when the body is at |xf|.

@<Engine functions@>+=
static int shapes_of(const ph_body *b)
{
  return b->part_count ? b->part_count : 1;
}

static const ph_shape *part_shape(const ph_body *b, int k)
{
  return b->part_count ? &b->parts[k].shape : &b->shape;
}

static ph_transform part_transform(const ph_body *b, int k, ph_transform xf)
{
  if (!b->part_count) return xf;
  return (ph_transform){ph_transform_point(xf, b->parts[k].offset), xf.rotation};
}

@ @<Private declarations@>+=
static int shapes_of(const ph_body *b);
static const ph_shape *part_shape(const ph_body *b, int k);
static ph_transform part_transform(const ph_body *b, int k, ph_transform xf);

@ The mass data, from the parts, by the formulas above with their
symbols. The sums run over the parts as they are, with offsets from the
old centre; the new centre $\vec c$ comes out in the same frame, and
|centre_parts| then moves the body onto it.

@<Engine functions@>+=
static void find_mass_of_parts(ph_world *w, ph_body *b)
{
  double m = 0.0, I = 0.0, rho = b->material.density;
  ph_vec2 moment = ph_v(0.0, 0.0), c = ph_v(0.0, 0.0);
  for (int k = 0; k < b->part_count; k++) {
    double m_k = ph_shape_mass(&b->parts[k].shape, rho).mass;
    m += m_k;
    moment = ph_add(moment, ph_mul(m_k, b->parts[k].offset));
  }
  if (m > 0.0) c = ph_mul(1.0 / m, moment);
  for (int k = 0; k < b->part_count; k++) {
    ph_mass_data md = ph_shape_mass(&b->parts[k].shape, rho);
    ph_vec2 d = ph_sub(b->parts[k].offset, c);
    I += md.inertia + md.mass * ph_dot(d, d);
  }
  if (!is_static(b)) {
    b->mass = m, b->inverse_mass = 1.0 / m;
    b->inertia = I, b->inverse_inertia = 1.0 / I;
    centre_parts(w, b, c);
  }
  @<Find the reach |b->radius| of the parts of body |b|@>@;
}

@ Moving the body onto its new centre $\vec c$, given in its own frame,
moves nothing in the world: the parts' offsets lose $\vec c$ and the
position gains $R\,\vec c$. The body's motion is kept as the rigid motion
it is, so the new centre takes the velocity its point had,
$\vec v+\omega\times R\,\vec c$. Chapter~12's joints hold their anchors in
the same frame, from the centre, and lose $\vec c$ too.

@<Engine functions@>+=
static void centre_parts(ph_world *w, ph_body *b, ph_vec2 c)
{
  int i = (int) (b - w->bodies);
  ph_vec2 r = ph_rotate(transform_of(b).rotation, c);
  for (int k = 0; k < b->part_count; k++)
    b->parts[k].offset = ph_sub(b->parts[k].offset, c);
  b->position = ph_add(b->position, r);
  b->previous = ph_add(b->previous, ph_rotate(ph_rotation_of(b->previous_angle), c));
  b->velocity = ph_add(b->velocity, ph_v(-b->angular_velocity * r.y,
    b->angular_velocity * r.x));
  for (int k = 0; k < w->joint_count; k++) {
    ph_joint *j = &w->joints[k];
    if (j->a == i) j->local_a = ph_sub(j->local_a, c);
    if (j->b == i) j->local_b = ph_sub(j->local_b, c);
  }
}

@ The reach, chapter~3's |radius| of a rigid body, is the radius of a
circle about the centre that holds every part: each part's offset plus
the part's own reach, a bound that need not be the smallest such circle. Chapter~10's grid
and this chapter's still speed $\vert\vec v\vert+R\vert\omega\vert$ read it.

@<Find the reach |b->radius| of the parts of body |b|@>=
b->radius = 0.0;
for (int k = 0; k < b->part_count; k++) {
  const ph_shape *s = &b->parts[k].shape;
  double reach = s->kind == PH_CIRCLE ? s->radius : shape_reach(s); /* chapter 13's */
  b->radius = fmax(b->radius, ph_length(b->parts[k].offset) + reach);
}

@ @<Private declarations@>+=
static void find_mass_of_parts(ph_world *w, ph_body *b);
static void centre_parts(ph_world *w, ph_body *b, ph_vec2 c);

@ Adding a shape to a body. The shape is given as it would be to a body
definition, in its own coordinates.
The argument |at| is the point of the world where its own origin goes.
Its axes are the body's, so a shape glued to a turned body turns with it.
One glued to a body at angle zero is
placed exactly as a body of its own would be. The body's first shape
becomes its first part. The mass data are then found again from all the
parts, and the body wakes, as it does when its pose is set.
@.only a rigid body takes...@>
@.a sensor or a bullet has one shape@>
@.a body has at most 64 shapes@>
@.out of memory adding a shape@>

@<Engine functions@>+=
bool ph_body_add_shape(ph_world *w, ph_body_id id, ph_shape shape, ph_vec2 at)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  @<Refuse a shape that body |b| cannot take at |at|@>@;
  if (b->part_count == 0) {
    ph_part *first = malloc(2 * sizeof *first);
    if (!first) goto out_of_memory;
    first[0] = (ph_part){b->shape, ph_v(0.0, 0.0), false};
    b->parts = first, b->part_count = 1;
  } else {
    ph_part *grown = realloc(b->parts, (size_t) (b->part_count + 1) * sizeof *grown);
    if (!grown) goto out_of_memory;
    b->parts = grown;
  }
  @<Make |shape| part |b->part_count| of body |b|, its origin at |at|@>@;
  memset(&b->shape, 0, sizeof b->shape);
  b->shape.kind = PH_COMPOUND;
  find_mass_of_parts(w, b);
  @<Tell the later chapters that body |b| has moved@>@;
  return true;
out_of_memory:
  ph_report("out of memory adding a shape");
  return false;
}

@ The new part: its vertices moved to its own centroid $\vec c_s$, its
edge normals made as chapter~4 makes them, and its offset, in the body's
frame, from where its origin goes, $R^{-1}(\vec a-\vec x)$, plus $\vec
c_s$.

@<Make |shape| part |b->part_count| of body |b|...@>=
{
  ph_part *p = &b->parts[b->part_count++];
  ph_vec2 c_s = ph_shape_mass(&shape, 1.0).center;
  p->shape = shape, p->struck = false;
  for (int v = 0; shape.kind == PH_POLYGON && v < shape.count; v++)
    p->shape.vertices[v] = ph_sub(shape.vertices[v], c_s);
  for (int v = 0; shape.kind == PH_POLYGON && v < shape.count; v++)
    p->shape.normals[v] = polygon_normal(&p->shape, v);
  p->offset = ph_add(ph_rotate_back(transform_of(b).rotation, ph_sub(at, b->position)), c_s);
}

@ What is refused, before anything changes, is a particle, a bad shape or place,
a sensor or a bullet, a body at its limit of parts, and a mass the arithmetic
cannot hold, as chapter~3 refuses one for a whole body.
A sensor or a bullet is refused because its tests of chapter~13 read one shape.
@.mass of the parts must be...@>

@<Refuse a shape that body |b| cannot take at |at|@>=
{
  const char *problem = ph_shape_check(&shape);
  if (b->kind != PH_RIGID) problem = "only a rigid body takes another shape";
  else if (!problem && !ph_is_finite_vec(at)) problem = "a shape's place must be finite";
  else if (!problem && (b->sensor || b->bullet)) problem = "a sensor or a bullet has one shape";
  else if (!problem && shapes_of(b) >= PH_MAX_PARTS) problem = "a body has at most 64 shapes";
  else if (!problem && !is_static(b)) {
    double m = b->mass + ph_shape_mass(&shape, b->material.density).mass;
    if (!(isfinite(m) && m > 0.0)) problem = "mass of the parts must be positive and finite";
  }
  if (problem) {
    ph_report(problem);
    return false;
  }
}

@ @<World functions@>+=
bool ph_body_add_shape(ph_world *w, ph_body_id id, ph_shape shape, ph_vec2 at);

@ Questions about the parts.
The first is how many shapes a body has: 1 for a body of one shape, 0 for a particle
or a bad handle.
The second is part |k|'s shape,
about its centroid along the body's axes, with the transform that places
it in the world now.
@.no such part@>

@<Engine functions@>+=
int ph_body_shape_count(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b && b->kind == PH_RIGID ? shapes_of(b) : 0;
}

ph_shape ph_body_part(const ph_world *w, ph_body_id id, int k, ph_transform *where)
{
  const ph_body *b = checked_body(w, id);
  if (!b || b->kind != PH_RIGID || k < 0 || k >= shapes_of(b)) {
    if (b) ph_report("no such part");
    return ph_circle(0.0);
  }
  if (where) *where = part_transform(b, k, transform_of(b));
  return *part_shape(b, k);
}

@ @<World functions@>+=
int ph_body_shape_count(const ph_world *w, ph_body_id id);
ph_shape ph_body_part(const ph_world *w, ph_body_id id, int k, ph_transform *where);

@ {\it Every question over the parts.} The box of a body is the union of
its parts' boxes; chapter~4's search and chapter~10's grid both read it.

@<Let a later chapter take the box |box| over all the parts of body |b|@>+=
for (int k = 0; k < b->part_count; k++) {
  ph_aabb p = ph_shape_aabb(&b->parts[k].shape, part_transform(b, k, xf));
  box = k == 0 ? p : (ph_aabb){ph_v(fmin(box.lower.x, p.lower.x), fmin(box.lower.y, p.lower.y)),
    ph_v(fmax(box.upper.x, p.upper.x), fmax(box.upper.y, p.upper.y))};
}

@ Contacts: each part of one body against each part of the other whose
boxes meet, in the order of the parts, so that the contacts of a pair of
bodies come out in one order in every run. Each pair of parts that
touches makes a contact of its own, with its own normal and its own two
points, and with the tag of its two parts in their ids.
Chapter~9's warm start looks through all the kept contacts of a pair for its ids, and
chapter~13's events count the pair once.

@<Let a later chapter collide bodies of several shapes part by part@>+=
if (w->bodies[i].part_count || w->bodies[j].part_count) return collide_parts(w, i, j, xi, xj);

@ @<Engine functions@>+=
static bool collide_parts(ph_world *w, int i, int j, ph_transform xi, ph_transform xj)
{
  const ph_body *A = &w->bodies[i], *B = &w->bodies[j];
  for (int p = 0; p < shapes_of(A); p++) {
    ph_transform xp = part_transform(A, p, xi);
    ph_aabb box = ph_shape_aabb(part_shape(A, p), xp);
    for (int q = 0; q < shapes_of(B); q++) {
      ph_transform xq = part_transform(B, q, xj);
      if (!ph_aabb_overlap(box, ph_shape_aabb(part_shape(B, q), xq))) continue;
      if (!collide_shapes(w, i, j, part_shape(A, p), xp, part_shape(B, q), xq,
          100000 * (100 * p + q))) return false;
    }
  }
  return true;
}

@ @<Private declarations@>+=
static bool collide_parts(ph_world *w, int i, int j, ph_transform xi, ph_transform xj);

@ A ray meets a body of several shapes at the nearest of its parts' hits.

@<Let a later chapter cast the ray against every part of body |b| instead@>+=
for (int k = 0; k < b->part_count; k++) {
  ph_ray_hit h;
  if (ph_shape_ray_cast(&b->parts[k].shape,
        part_transform(b, k, w->query_scratch.transforms[i]), p1, ph_add(p1, d), &h)
      && (!met || h.fraction < hit.fraction)) hit = h, met = true;
}

@ A region holds a body if it holds any of its parts.

@<Let a later chapter test every part of body |b| against the region...@>+=
for (int k = 0; k < b->part_count && !in; k++) {
  ph_transform xk = part_transform(b, k, xf);
  in = point ? ph_shape_contains(&b->parts[k].shape, xk, box.lower)
    : ph_shape_overlaps_box(&b->parts[k].shape, xk, box);
}

@ A fast body swept against a body of several shapes stops at the first
part it meets. (A body of several shapes is never swept itself: its
|PH_COMPOUND| shape has no inscribed circle to be fast against, and the
chapter's limits say so.)

@<Let a later chapter sweep body |b| against every part of body |j|...@>+=
if (w->bodies[j].part_count) {
  const ph_body *other = &w->bodies[j];
  ph_transform xj = transform_of(other);
  r = (ph_toi){1.0, false, 0};
  for (int k = 0; k < other->part_count; k++) {
    ph_toi rk = ph_shape_time_of_impact(&b->shape, b->previous, b->previous_angle,
      b->position, b->angle, &other->parts[k].shape, part_transform(other, k, xj),
      -delta, tol);
    r.iterations += rk.iterations;
    if (rk.hit && (!r.hit || rk.t < r.t)) r.t = rk.t, r.hit = true;
  }
}

@ Drawing: each part, turned by the body's angle (the one drawn, which
chapter~6 interpolates) and placed at its offset from |p|.

@<Let a later chapter draw each part of body |b| at |p| instead, and return@>+=
if (b->part_count) {
  ph_rotation q = ph_rotation_of(b->angle);
  for (int k = 0; k < b->part_count; k++) {
    ph_shape s = ph_shape_turned(&b->parts[k].shape, q);
    draw_shape(d, &s, ph_add(p, ph_rotate(q, b->parts[k].offset)), c, edge);
  }
  return;
}

@ Chapter~4's way of turning a body by its shape turns every part and
its offset.

@<Turn the other parts of body |b| by |angle|@>+=
for (int k = 0; k < b->part_count; k++) {
  b->parts[k].shape = ph_shape_turned(&b->parts[k].shape, ph_rotation_of(angle));
  b->parts[k].offset = ph_rotate(ph_rotation_of(angle), b->parts[k].offset);
}

@*1 Breaking apart.
This section lets a body of several shapes break when it is struck hard.
A brick wall is one body while the mortar holds. A light push moves it
as a whole, and a box resting on it is carried by all of it. But a heavy
ball hitting the wall should not move the whole wall; it should knock out the
bricks it strikes. So a body of several shapes may be given a {\it break impulse\/} $J_b$.
When an impact on one of its parts is larger than $J_b$, the mortar
of that part gives way, and the part flies off as a body of its own. The
rest stays one body, with mass data found again from what is left.
@^breaking apart@>
@^fracture@>

What is an impact's impulse? Chapter~5 derived the impulse that stops the
approach of two bodies at a point $\vec p$ along the normal $\vec n$.
Let $v_n$ be the normal velocity of $B$ relative to $A$ there, negative while they
approach, and let the arms be $\vec r_A=\vec p-\vec x_A$ and $\vec r_B=\vec p-\vec x_B$.
Then
$$J=m_n\max(0,-v_n),\qquad
{1\over m_n}={1\over m_A}+{1\over m_B}+{(\vec r_A\times\vec n)^2\over I_A}
+{(\vec r_B\times\vec n)^2\over I_B}.$$
The engine reads $J$ at the step's start, before gravity and the solver have acted,
at the middle of the contact's points.
So for a flat face meeting flat at its centre, $J$ is exactly $m_n$ times the speed.
A part breaks off
when $J>J_b$. This $J$ is the impulse of the impact alone. A part under a
heavy but steady load has $v_n\approx0$ and does not break. So this is
fracture by impact, not by stress. Fracture by stress would need the forces between
the parts, which a rigid body does not have.

@ Where in the step should the break happen? Each choice has its
price. Box2D's sample of a
breakable body watches the solver's impulse at each contact point.
When one passes its threshold it breaks the body after the step.
It then gives both pieces the velocity the body had {\it before\/} the step, to
undo the impulse that the solver gave the whole body when it should have
gone to the part \cite{box2d}.
That throws away momentum. Here the break comes in
phase~1, right after the search and the wake, before anything is solved.
The struck part leaves at the velocity of its own point, and the search runs again.
The solver then meets the impact with the loose part in front of
the rest, which it still touches. Momentum is kept.
The price is that only blows arriving from outside at the step's start are seen.
A blow passed on through a loose part within the step breaks nothing more.
Table~\tabref{wall} measures this price, and exercise~3 makes the other choice.
The split itself keeps the momentum. Each part's momentum is its mass
times its point's velocity $\vec v+\omega\times\vec r_k$, and
$$\sum_k m_k(\vec v+\omega\times\vec r_k)=m\,\vec v
+\omega\times\sum_k m_k\vec r_k=m\,\vec v,$$
since $\sum_k m_k\vec r_k=0$ about the centre of mass. The angular
momentum about the centre is kept as well. Each part has its own
$I_k\omega$ and its point's $m_k\vec r_k\times(\vec v+\omega\times\vec
r_k)$. Summed over the parts, the terms in $\vec v$ are $(\sum_km_k\vec r_k)\times\vec v=0$,
and what is left is $\sum_k(I_k+m_k\vert\vec r_k\vert^2)\,\omega=I\omega$,
the parallel-axis sum that made $I$. The kinetic energy is kept the same
way (problem~P5). The tests check both momenta, to
rounding. Figure~\figref{split} draws the velocity a part leaves with.

\mpfigure{fig/ch14-islands-5.mps}{}{A part breaking off a body that
moves at $\vec v$ and turns at $\omega$. Its centroid, at the arm $\vec
r_3$ from the centre of mass, was moving at $\vec v+\omega\times\vec
r_3$, and the part leaves with exactly that velocity and the body's $\omega$.
What is left of the body takes the velocity of its own new
centre. Nothing is pushed: the split only draws a line between material
that was moving already.}\figlabel{split}

@<Let a later chapter wake the bodies that the contacts touch@>+=
if (break_bodies(w)) {
  ph_world_find_contacts(w);
  count_bodies_to_integrate(w);
}

@ The impulse of contact |c|'s impact, at the middle $\vec p$ of its
points, by the formula above.

@<Engine functions@>+=
static double impact_impulse(const ph_world *w, const ph_contact *c)
{
  const ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
  ph_vec2 p = ph_v(0.0, 0.0), n = c->manifold.normal;
  for (int i = 0; i < c->manifold.count; i++)
    p = ph_add(p, ph_mul(1.0 / c->manifold.count, c->manifold.points[i].point));
  ph_vec2 r_A = ph_sub(p, A->position), r_B = ph_sub(p, B->position);
  double v_n = ph_dot(ph_sub(ph_add(B->velocity, turning_velocity(B, p)),
    ph_add(A->velocity, turning_velocity(A, p))), n);
  double rA_n = ph_cross(r_A, n), rB_n = ph_cross(r_B, n);
  double one_over_m_n = A->inverse_mass + B->inverse_mass + rA_n * rA_n * A->inverse_inertia
    + rB_n * rB_n * B->inverse_inertia;
  return one_over_m_n > 0.0 && v_n < 0.0 ? -v_n / one_over_m_n : 0.0;
}

@ @<Private declarations@>+=
static double impact_impulse(const ph_world *w, const ph_contact *c);
static bool break_bodies(ph_world *w);

@ Breaking: every contact of a breakable body marks the part it
touches if its impact is above $J_b$; the part's number is in the tag of
the contact's ids. Then each body's marked parts leave, the last first so
that the numbers of the others stand. The function says whether anything
broke, so that the search runs again.

@<Engine functions@>+=
static bool break_bodies(ph_world *w)
{
  bool any = false;
  for (int k = 0; k < w->contact_count; k++) {
    const ph_contact *c = &w->contacts[k];
    ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    if (!(A->break_impulse < INFINITY) && !(B->break_impulse < INFINITY)) continue;
    double J = impact_impulse(w, c);
    int tag = c->manifold.points[0].id / 100000;
    if (A->part_count && J > A->break_impulse) A->parts[tag / 100].struck = any = true;
    if (B->part_count && J > B->break_impulse) B->parts[tag % 100].struck = any = true;
  }
  for (int i = 0; any && i < w->body_count; i++)
    for (int k = w->bodies[i].part_count - 1; k >= 0; k--)
      if (w->bodies[i].parts && w->bodies[i].parts[k].struck) {
        w->bodies[i].parts[k].struck = false;
        if (split_part(w, i, k).index1) w->parts_broken++;
      }
  return any;
}

@ @<World fields@>+=
int parts_broken; /* parts broken off by impacts since the world was made (chapter 14) */

@ @<Initialise the later world fields@>+=
w->parts_broken = 0;

@ Splitting part |k| off body |i|. The new body is made through
chapter~3's |ph_world_create_body|, so that it is checked and filled as any other.
It gets the part's shape, at the world position of its centroid, at the body's angle,
since the shape is along the body's axes.
It gets the velocity
of its point and the body's angular velocity, material, colour and
layers. Making it may move the array of bodies, so the body is found
again by its index afterwards. The part then leaves the body, whose mass
data are found again; a body left with one part becomes a body of one
shape. The warm-start memory of the body's contacts names its parts by
their old numbers, which the split has changed, so it is forgotten: the
body's contacts start cold for one step, as new contacts do.

@<Engine functions@>+=
static ph_body_id split_part(ph_world *w, int i, int k)
{
  ph_body_def d = ph_default_body_def();
  @<Describe part |k| of body |i| as the body definition |d|@>@;
  ph_body_id id = ph_world_create_body(w, &d);
  if (!id.index1) return id;
  ph_body *b = &w->bodies[i];
  w->bodies[id.index1 - 1].break_impulse = b->break_impulse;
  memmove(&b->parts[k], &b->parts[k + 1], (size_t) (b->part_count - k - 1) * sizeof *b->parts);
  b->part_count--;
  find_mass_of_parts(w, b);
  for (int m = 0; m < w->memory_count; m++)
    if (w->memory[m].a == i || w->memory[m].b == i) w->memory[m].count = 0;
  if (b->part_count == 1) {
    b->shape = b->parts[0].shape;
    free(b->parts);
    b->parts = NULL, b->part_count = 0;
  }
  @<Tell the later chapters that body |b| has moved@>@;
  return id;
}

@ @<Describe part |k| of body |i| as the body definition |d|@>=
{
  const ph_body *b = &w->bodies[i];
  ph_vec2 r = ph_rotate(transform_of(b).rotation, b->parts[k].offset);
  d.shape = b->parts[k].shape;
  d.position = ph_add(b->position, r);
  d.velocity = ph_add(b->velocity, ph_v(-b->angular_velocity * r.y,
    b->angular_velocity * r.x));
  d.angle = b->angle, d.angular_velocity = b->angular_velocity;
  d.material = b->material, d.gravity_scale = b->gravity_scale;
  d.color = b->color;
  d.category = b->category, d.mask = b->mask;
}

@ @<Private declarations@>+=
static ph_body_id split_part(ph_world *w, int i, int k);

@ The interface has two parts.
The first is the break impulse of a body, which must be positive; the default,
|INFINITY|, never breaks.
The second is a split the program asks for, which breaks part |k| off at once and returns the new body's handle
(a game's explosion splits every part). A break impulse may be given to
any moving rigid body, before its parts are added (the scene reader does
so), and matters once it has two.
The split takes only a moving body of several shapes.
It refuses a static or kinematic one, whose parts would
have to be given a motion of their own.
@.break impulse must be positive@>
@.only a moving rigid body...@>
@.only a moving body of several...@>

@<Engine functions@>+=
bool ph_body_set_break_impulse(ph_world *w, ph_body_id id, double impulse)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!(impulse > 0.0)) {
    ph_report("break impulse must be positive (INFINITY: never)");
    return false;
  }
  if (b->kind != PH_RIGID || is_static(b)) {
    ph_report("only a moving rigid body can be given a break impulse");
    return false;
  }
  b->break_impulse = impulse;
  return true;
}

double ph_body_break_impulse(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->break_impulse : INFINITY;
}

@ The split the program asks for, and the count of the parts that
impacts broke off, which the demo's panel shows.

@<Engine functions@>+=
ph_body_id ph_body_split_part(ph_world *w, ph_body_id id, int k)
{
  ph_body_id none = {0};
  ph_body *b = checked_body(w, id);
  if (!b) return none;
  if (b->part_count < 2 || is_static(b) || k < 0 || k >= b->part_count) {
    ph_report(b->part_count < 2 || is_static(b)
      ? "only a moving body of several shapes can break" : "no such part");
    return none;
  }
  return split_part(w, id.index1 - 1, k);
}

int ph_world_parts_broken(const ph_world *w)
{
  return w ? w->parts_broken : 0;
}

@ @<World functions@>+=
bool ph_body_set_break_impulse(ph_world *w, ph_body_id id, double impulse);
double ph_body_break_impulse(const ph_world *w, ph_body_id id);
ph_body_id ph_body_split_part(ph_world *w, ph_body_id id, int k);
int ph_world_parts_broken(const ph_world *w);

@*1 Measurements.
The program {\tt bench14} measures what this chapter claims.
It measures what a pile at rest costs with sleeping off and on, and what finding
the islands costs.
It measures how fast the boxes of a pile at rest still move, against $v_s$, and whether a woken pile answers a blow as a pile that never slept. Every relation a
sentence here states is claimed by the program, and the build stops if
one is false. The pile is the layout of chapter~10's \.{rain1000}: \ChFourteenBoxes\
unit boxes, turned a little, poured into a container 100\thinspace m
wide, where they come to rest in an untidy heap.
The world is this
stage's plain one, chapter~11's soft step with four sub-steps, not the
sequential solver the scene's own line asks for. Three copies of it (and a
fourth, below) are stepped side by side, one step of each in turn.
They have sleeping off, sleeping on, and sleeping on with a time to sleep of $10^9\,$s.
The last finds the
islands in every step but never lets one sleep. Times are the
processor's, so that other work on the machine does not make a window
of steps half a minute later look dearer.
@^bench14@>

What does a heap at rest cost, with sleeping off and on? Table~\tabref{sleep-cost} gives the answer.
The lesson: without sleeping, rest costs about as much as motion; with it, rest costs
a small fraction of that.

While the heap falls and lands,
in its first four seconds, both settings step in about the same time:
\ChFourteenFallOff\thinspace ms with sleeping off and
\ChFourteenFallOn\thinspace ms with it on.
Nothing is still yet, so
nothing sleeps, and the islands cost little (below). With sleeping on,
the last box falls asleep at \ChFourteenAsleepAt\thinspace s. From 40 to
48\thinspace s the heap has lain still for thirty seconds and more. With
sleeping off the step still integrates every box. It solves
\ChFourteenContactsRest\ contacts a step, more than the mean of
\ChFourteenContactsFall\ over the first four seconds, since in the first of
these the boxes were still in the air.
A step costs
\ChFourteenRestOff\thinspace ms, about what it cost while the heap fell; the ratio
is \ChFourteenRestOverFall. With sleeping
on, the same heap integrates no box and solves no contact. Its step
costs \ChFourteenRestOn\thinspace ms, \ChFourteenRestSaving\ times less.
Of that time the search takes \ChFourteenRestOnSearch\thinspace ms,
because with every box asleep it ends before it builds its grid. The rest is
spent in the loops of the phases and of the sub-steps, which still visit every
sleeper to pass it by. A world that is only mostly asleep costs more. In the table's
last row one kinematic box moves sideways far above the heap, touching nothing.
The search can no longer end at once and builds its grid over every body,
sleepers included.
A step costs \ChFourteenRestMover\thinspace
ms, still \ChFourteenMoverSaving\ times less than the awake heap's.

\midinsert
\tablecaption{What rest costs, by {\tt bench14}: the \ChFourteenBoxes\
boxes of \.{rain1000} while they fall and after they have lain still for
thirty seconds, with sleeping off and on.
The table gives the median milliseconds of a step (processor time), the bodies integrated and the contacts solved a
step (means over the window), and the ratio of the times off and on.
Last, it gives the same heap asleep while one kinematic body moves far above
it, against the awake heap at rest.}\tablabel{sleep-cost}
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
window&sleep&ms&integrated&contacts&off/on\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch14-sleep-cost.tex
}}$$
\endinsert

@ What does finding the islands cost? The heap whose time to sleep is $10^9\,$s does
all of sleeping's work but sleep: union and find over its contacts, and
the still times, in every step. The step's own clock of its phases
(chapter~10) puts the difference at \ChFourteenIslandMicro\thinspace
$\mu$s a step. The bench divides that by the median step of the heap
with sleeping off, from 10\thinspace s to the end,
\ChFourteenStepAwake\thinspace ms: the islands cost
\ChFourteenIslandShare\ per cent of it. With the islands the median step
takes \ChFourteenStepIslands\thinspace ms. A median of whole
steps cannot resolve a cost this small on a machine that is building
something else. That is why the phase's own clock is read.

@ How fast do the boxes of a heap at rest still move, against the sleep speed $v_s$?
With sleeping off, from 10 to 48\thinspace s, the program keeps each
box's greatest speed of its fastest point, $\vert\vec v\vert+R\vert\omega\vert$.
Table~\tabref{restspeed} gives the median and the greatest of these speeds, beside $v_s$
and beside $g\hs$, the velocity gravity adds in one sub-step, which the contact takes away again.
The lesson: the median box moves far slower than $v_s$, and under a tenth of $g\hs$, but a few boxes reach $v_s$.
A heap is not a stack: a box that rests on a corner, or on the slope of two
neighbours, keeps trembling.
The heap with sleeping on fell asleep all the same,
at \ChFourteenAsleepAt\thinspace s, because an island needs its bodies still
together for only $T_s$.

\midinsert
\tablecaption{The speed at rest, by {\tt bench14}: the heap of
\.{rain1000} with sleeping off, from 10 to 48\thinspace s. For each box
the program keeps the greatest speed of its fastest point; the table
gives the median box's and the fastest box's, and how many boxes ever
reached $v_s$.}\tablabel{restspeed}
$$\vbox{\halign{#\hfil\quad&\hfil#\cr
\ChFourteenRestRows
}}$$
\endinsert

Nor is a heap that does not sleep quite still. Some of its boxes creep:
they move on, slower than $v_s$, and do not stop.
At 48\thinspace s the two heaps,
the one asleep since \ChFourteenAsleepAt\thinspace s and the one awake,
differ by as much as \ChFourteenCrept\thinspace mm in the position of a
box. That is farther than the slop, though the box moved on average slower than $v_s$.
Sleep stopped that creep.
The slop bounds how far a box creeps in $T_s$, not in
all the time it sleeps.
@^creep@>

@ Does a heap that slept answer a blow as a heap that never slept? At 48\thinspace s a heavy ball is dropped onto the left of
both heaps. The ball wakes the island it falls on, every body of it and no
other, and both heaps are stepped four seconds more. The ball moves
some boxes by up to \ChFourteenWakeMoved\thinspace m. Each box's
displacement in the heap that slept and in the heap that did not agree
to \ChFourteenWakeDiffer\thinspace mm, \ChFourteenWakeShare\ per cent
of the largest. A heap is not a machine.
A box that slid a few
centimetres in one slid a little more or less in the other, and the
share moves between a half and several per cent with any small change of the engine.
The test \.{wake\_response} makes the comparison on a
column, where the tolerance can be derived. The ball comes to rest on
both at heights
\ChFourteenBallGap\thinspace mm apart, within the slop of
\ChFourteenSlop\thinspace mm. The woken heap answers the blow as the
awake one does, as closely as two heaps can.

@ Figure~\figref{asleep} shows the heap falling asleep. The contacts of
the two settings are the same until the islands fall asleep; then the
heap with sleeping on solves none.

\mpfigure{fig/ch14-islands-3.mps}{}{The \ChFourteenBoxes\ boxes of
\.{rain1000} falling asleep, by {\tt bench14}: the contacts solved a
step with sleeping off (grey) and on (blue, drawn over the grey until
the heap sleeps), and the boxes asleep (red), every quarter second. Most
of the heap is one island and falls asleep at once; a few boxes apart
from it, islands of their own, sleep later. The dashed line is the moment
from which every box sleeps.}\figlabel{asleep}

The scene of Figure~\figref{islands} is stepped by {\tt bench14} until
the left pile sleeps while the right pile, still landing, and the
pendulum are awake, which happens at \ChFourteenFigureTime\thinspace s.
Each body is drawn in the colour of the island |ph_body_island| gives it.
The program claims that every edge drawn joins two bodies of one
island.

@ Does a body of parts break where the section on breaking predicts, and keep its momentum?
The program {\tt bench14} builds a wall of six
courses of four wooden bricks, $0.5\times0.25\,$m each.
The wall is one body of mass $m=\ChFourteenWallMass\,$kg with $J_b=\ChFourteenWallBreak\,$N$\,$s,
floating without gravity.
At the end brick of its third course from the bottom the program throws a ball of radius 0.2\thinspace m and ten times wood's
density, of mass $M=\ChFourteenWallBall\,$kg, at six speeds $v_0$
(Table~\tabref{wall}). The point struck is an eighth of a metre below the
wall's centre, so the wall turns a little.
The formula of the section on breaking gives $m_n=\ChFourteenWallMn\,$kg, a little under $Mm/(M+m)$.
So the first brick should go at $v_0^*=J_b/m_n=
\ChFourteenWallThreshold\,$m/s. The build checks that the slower ball
breaks nothing and every faster one breaks a brick. Through every break
the total momentum changes by less than $\ChFourteenWallDrift$ of the
ball's, which is rounding.

Below $v_0^*$ the wall holds, and ball and wall go on together. The ball
keeps the share $M/(M+m)=\ChFourteenWallShare$ of its speed that a
perfectly inelastic blow leaves. Above $v_0^*$ the ball all but stops and the
wall leaves at about four tenths of $v_0$.
The loose brick between them,
held by two soft contacts of chapter~11 instead of by mortar, gives back
part of the blow, and the two part. At 4 and 8\thinspace m/s the loose
brick is driven into the next brick of its course hard enough to break it too.
But there the chain stops. The second loose brick, the
first and the wall are pushed on together within the step, and no brick
approaches the wall again. Breaking by the impact at a step's start sees
only the blows that arrive from outside. Exercise~3 breaks by the
impulse the solver delivers instead, and knocks out the whole course.

\midinsert
\tablecaption{A wall of 24 bricks, one body with $J_b=\ChFourteenWallBreak\,$N$\,$s,
struck by a ball at the speed $v_0$, by {\tt bench14}.
The table gives the bricks broken off
in two seconds, and the velocities of the ball and of what is left of
the wall at the end, as shares of $v_0$ (negative: back the way it came).
Predicted threshold: $v_0^*=\ChFourteenWallThreshold\,$m/s.}\tablabel{wall}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil$#$\quad&\hfil$#$\cr
$v_0$, m/s&bricks broken&\hbox{ball's $v/v_0$}&\hbox{wall's $v/v_0$}\cr
\noalign{\smallskip\hrule\smallskip}
\ChFourteenWallRows
}}$$
\endinsert

@*1 The comparison, with sleeping.
\input fig/ch14-compare-text.tex
This section asks what each engine pays for a scene that has come to
rest, which in a game is most of the scene most of the time.
Chapter~10 set this engine beside Box2D~2.4 and Chipmunk~7 with sleeping
off in all three, because a benchmark whose bodies sleep times nothing of
the solver. Here each engine runs the same scenes with its sleeping off
and then on. The ratio of the two times shows how much sleeping saves
each engine. Set side by side, the engines show that the saving depends
less on when bodies fall asleep than on whether the step still visits a
sleeping body.

Table~\tabref{sleepcompared} runs chapter~10's drivers again, with a
switch, \.{awake} or \.{sleep}. The drivers are Box2D's, Chipmunk's and
ours; ours is built against stage~14 with a plain world (chapter~11's
soft step, with this chapter's islands). A driver runs its scene for
\ChFourteenCompareSettle\ steps (\ChFourteenCompareSettleTime\thinspace
s), in which the scene settles. Then it runs a {\it window\/} of
\ChFourteenCompareWindow\ steps more (\ChFourteenCompareWindowTime\thinspace
s). The table gives the median step of the window, the middle of
\ChFourteenCompareRounds\ rounds interleaved as chapter~10's are. The
code that the three drivers share counts the window, so the window is
the same steps of the same scene in every engine. The scenes are
chapter~10's \.{pyramid20} and \.{rain1000}. In every engine, every body
of both scenes fell asleep before the window began and slept to the end
of the run; the table's column {\it all asleep from\/} gives the moment.
@^sleeping, in other engines@>
@^Box2D@>
@^Chipmunk2D@>

The three engines do not mean quite the same by {\it still}. All three wait half a second: Box2D by its own default, Chipmunk because the driver
sets it, since its own default is never.
All three put a whole island to sleep or none of it, leaving static bodies out of
the islands.
And all three find their
islands again in every step: Box2D~2.4 by a depth-first search over its
contacts, Chipmunk by a flood fill, this engine by union and find. They
differ in what a body must do meanwhile. This engine holds its fastest
point below $v_s=1\,$cm/s, $\vert\vec v\vert+R\vert\omega\vert<v_s$.
Box2D holds the speed and the turning apart, $\vert\vec v\vert<1\,$cm/s
and $\vert\omega\vert<2^\circ$/s, and wants its position passes to have
left no overlap deeper than three slops. Chipmunk bounds twice the
kinetic energy, $m\vert\vec v\vert^2+I\omega^2\le m\,v_i^2$, with $v_i$
its idle speed, which the driver sets to 1\thinspace cm/s; Chipmunk's
own default, the speed that gravity gives in one step, $\vert\vec
g\vert h$, would be 17\thinspace cm/s. A unit box lying still in place,
with $R=\sqrt2/2\,$m and $I/m=1/6\,{\rm m}^2$, may then turn at
$v_s/R=0.8^\circ$/s in this engine, $v_i/\sqrt{I/m}=1.4^\circ$/s in
Chipmunk and $2^\circ$/s in Box2D.
This engine's rule is the strictest
of the three, and a box that Box2D would let sleep may keep ours awake.
When each scene fell asleep mixes these rules with the way each solver
comes to rest, and the table does not tell the two apart.

\midinsert
\tablecaption{Chapter~10's comparison with sleeping off and on, by {\tt
compare14}: the median step of the window (milliseconds) with each
engine's sleeping off and on, and the first over the second.
With sleeping on, it gives the moving bodies asleep at the end of the run and the
moment (seconds) from which all of them slept.
Last, it gives whether the scene is {\it in place\/} by chapter~10's rule (preface, \S\secref{measures}), with sleeping off and on. The middle of
\ChFourteenCompareRounds\ rounds, on \ChFourteenCompareMachine.}%
\tablabel{sleepcompared}
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&#\hfil\quad&#\hfil\cr
&&sleeping&sleeping&&bodies&all asleep&in place&in place\cr
scene&engine&off (ms)&on (ms)&saved&asleep&from (s)&off&on\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch14-compare.tex
}}$$
\endinsert

\midinsert
\tablecaption{Our step against Box2D's and Chipmunk's, by {\tt compare14}:
for each scene, with sleeping off and on, the median step of the window
in each engine (milliseconds, as in Table~\tabref{sleepcompared}), and
the factor by which our step is longer than Box2D's and than Chipmunk's.}%
\tablabel{sleepratios}
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\cr
&&ours&Box2D&Chipmunk&ours over&ours over\cr
scene&sleeping&(ms)&(ms)&(ms)&Box2D&Chipmunk\cr
\noalign{\smallskip\hrule\smallskip}
\ChFourteenCompareRatios
}}$$
\endinsert

@ Sleeping made the step at rest cheaper in every engine, by the factor
in the column {\it saved\/} of Table~\tabref{sleepcompared}, and
\ChFourteenCompareStands. It saved the least in ours.
Table~\tabref{sleepratios} sets the three engines' steps side by side.
Its lesson: with sleeping on, a step of ours at rest costs more than
Box2D's and more than Chipmunk's, on both scenes. The rest of this
section says why.

The heap \.{rain1000} here is the heap of Table~\tabref{sleep-cost}, but
its times are another measurement. There {\tt bench14} steps the heap
alone and counts processor time. Here chapter~10's driver counts the
wall's clock, in the \ChFourteenCompareWindowTime\thinspace s after the
first \ChFourteenCompareSettleTime, and takes the middle of
\ChFourteenCompareRounds\ rounds interleaved with the other engines.
Read Table~\tabref{sleep-cost} for what sleeping saves this engine, and
these two tables for the engines against each other.

What sets the engines apart is what a sleeping body still costs a step.
Chipmunk takes a sleeping body out of its list of moving bodies, and its
shapes out of its index of moving shapes into the index of static ones;
until the body wakes, a step does not visit it.
Box2D~2.4 keeps a sleeper in its lists.
But it starts its search for islands only from the bodies awake, and moves in its
broad phase only the bodies it has solved.
So a sleeper costs Box2D the test of a flag or two. This
engine visits every sleeper in every step, and only then passes it by.
While anything moves, chapter~10's grid enters every body's box in its
cells, and finds the pairs of two sleepers only to leave them out.
When nothing moves, the grid's search for pairs ends before it builds the grid.
And the loops of the phases and
of every sub-step walk all the bodies and skip the sleepers one by one.
A sleeper is cheap here, but not free, and a world at rest costs in
proportion to its bodies. To make sleep cost nothing, an engine must keep
the sleepers out of the lists that a step walks, as Chipmunk does.
@^cost of rest@>

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 14 test cases@>|), run by \.{ctest -L ch14} on this stage.
Tables \tabref{sleeptests} and~\tabref{partstests} list them; each
tolerance is argued where the test is written. A breadth-first search over the step's contacts and
joints judges the islands.
A twin world with sleeping off judges what sleeping changes.
Until the first body falls asleep the two must
agree to the bit, and after it, within the slop and what the awake twin
crept. The bodies of several shapes are judged by what a body of one shape gives: two unit boxes glued are a $2\times1$ box, to rounding.
They are judged too by the formulas of the mass from the parts, and by the conservation laws
that a split must keep exactly. The scene keys \.{sleep},
\.{sleep\_time}, \.{sleep\_speed}, \.{kinematic}, \.{mover}, the
parts and \.{breaks}, and the scenes, are with the chapter's programs, as
are \.{bench14}, which makes Tables \tabref{sleep-cost}, \tabref{restspeed}
and~\tabref{wall} and the figures, and \.{compare14}, which makes
Tables \tabref{sleepcompared} and~\tabref{sleepratios}.

\input fig/ch14-measured.tex
\midinsert
\tablecaption{The tests of chapter~14: what each asserts, its tolerance
and why, and what it measured on the build of this book.}\tablabel{sleeptests}
$$\vbox{\halign{\.{#}\hfil\quad&\vtop{\hsize=2.3in\noindent\strut#\strut}\quad
&\vtop{\hsize=1.4in\noindent\strut#\strut}\cr
\rm test&asserts&measured\cr
\noalign{\smallskip\hrule\smallskip}
pile\_sleeps&a thousand boxes in a hundred columns, at rest over their
last 25\thinspace s, integrate at most a fifth of the bodies with
sleeping on that they do with it off&\measuredpilesleeps\cr
wake\_response&a column woken by a ball moves as its awake twin does,
within the slop and the twin's creep since the freeze&\measuredwakeresponse\cr
still\_threshold&a body slower than $v_s$ sleeps in the step its still
time reaches $T_s$, exactly; nothing at $v_s$ or faster ever
does&\measuredstillthreshold\cr
islands\_brute\_force&every step's islands are the components a
breadth-first search finds; static bodies are in none&\measuredislandsbruteforce\cr
separate\_piles&two piles on one ground are two islands; a ball wakes
one alone&\measuredseparatepiles\cr
wake\_rules&fourteen changes (a push, a move, a turn, a joint, a wake by
hand, the ground moved, sleeping turned off, \dots) each wake the island,
and only it, at once or at the next step as documented; a sensor does
not&\measuredwakerules\cr
events\_asleep&falling asleep ends no touch, and waking begins
none&\measuredeventsasleep\cr
warm\_memory&a pile woken by hand moves less than $v_sh$ in its first
step; started cold it sinks more&\measuredwarmmemory\cr
determinism&a scene with sleeping, waking and events gives the same bits
twice&\measureddeterminism\cr
kinematic&a platform carries a box after a slip of $v^2/2\mu g$, to
1\%; its own path is $x_0+vt$ to $10^{-12}\,$m&\measuredkinematic\cr
settings&bad times and speeds to sleep are refused, and leave the world
as it was&\measuredsettings\cr
}}$$
\endinsert

\midinsert
\tablecaption{The tests of chapter~14's bodies of several shapes and
their breaking, as Table~\tabref{sleeptests}.}\tablabel{partstests}
$$\vbox{\halign{\.{#}\hfil\quad&\vtop{\hsize=2.3in\noindent\strut#\strut}\quad
&\vtop{\hsize=1.4in\noindent\strut#\strut}\cr
\rm test&asserts&measured\cr
\noalign{\smallskip\hrule\smallskip}
compound\_mass&two glued unit squares are a $2\times1$ box, and a box
with a circle has the parallel-axis sums, to $10^{-12}$; glued shapes
stay where put; the motion is kept as a rigid motion&\measuredcompoundmass\cr
split\_momentum&parts split off a moving, spinning body leave at their
points' velocities; momentum and angular momentum kept to
$10^{-12}$&\measuredsplitmomentum\cr
break\_threshold&an impact $m_nv$ 10\% above $J_b$ breaks the part
struck, 10\% below nothing; a load passing ten times $J_b$ a step breaks
nothing&\measuredbreakthreshold\cr
wall\_momentum&balls break bricks out of a wall; the momentum of all the
bodies stays within a derived bound of rounding&\measuredwallmomentum\cr
parts\_contacts&an L on a ground of two parts: one contact per touching
pair of parts, tagged $10^5(100p+q)$, all warm started; rests within
$s$; one begin; sleeps&\measuredpartscontacts\cr
parts\_queries&rays hit the nearest part to $10^{-12}$, points find
parts, a ball at 300\thinspace m/s is stopped by a static wall of
parts&\measuredpartsqueries\cr
determinism\_parts&a wall broken twice, run twice: the same bits and
breaks&\measureddeterminismparts\cr
scene\_parts&the scene \.{wall}'s part lines make one body of 60 shapes
of the right mass and centre, each brick where its line put it&\measuredsceneparts\cr
bad\_parts&bad part lines and \.{breaks} keys are refused with the file
and line&\measuredbadparts\cr
wall\_hole&the demo's ball breaks between one and six bricks off the
wall, which stood until it was hit&\measuredwallhole\cr
}}$$
\endinsert

\noindent Not tested: the demo's keys and drawing, which the window
tests run but do not judge; the time sleeping saves, which {\tt bench14}
and {\tt compare14} measure.

@ Debugging exercises 14.1 and 14.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's islands and
one in its bodies of several shapes for these tests to catch.
The command \.{tools/grade bug 14.2} builds stage~14 with the second and shows what
fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
The islands are found again in every step, from every contact.
That is a pass over all the awake bodies and contacts, which is cheap beside the solver
but not free.
A world of a hundred thousand bodies would
want Box2D's persistent graph, which splits an island only when it
wants to sleep \cite{box2d}. A sleeping island still sits in the grid of chapter~10.
While anything moves, the search enters every body into
the cells and only then leaves the pairs of sleepers out.
So sleeping saves the narrow phase and the solver, not the building of the grid.
And every loop of the step still visits each sleeper to pass it by. A world
at rest therefore costs in proportion to its bodies, more than Box2D
and Chipmunk pay, which keep their sleepers out of the lists a step
walks (Table~\tabref{sleepcompared}).
An island sleeps whole or not at all, so a long pile with one box still
sliding at its far end keeps every box awake. The threshold is a speed,
so a slow but steady motion is taken for rest and frozen. Two examples are a pendulum of very small swing and a
body drifting through space at one centimetre a second.
So is a body that starts from rest with an acceleration
below $s/T_s^2$, such as a box a tenth of a degree past its angle of friction.
Box2D's defaults make the same trade. A static body moved by
the program wakes every sleeper in the world, since the search cannot
see what it leaves or enters. A program that moves a body in every step
should make the body kinematic. A world entirely asleep ends its search at
once. A world mostly asleep with a few bodies moving pays for the grid
over all its bodies in every step, as the last row of
Table~\tabref{sleep-cost} measures. The particles of
chapter~1 never touch rigid bodies, and take no part in islands. A sleeper is woken
by the step's search and by the program, but not by a change of the
world's gravity or of its other settings. So a sleeping pile is left
hanging when gravity turns (exercise~2).
Nor is it woken by a ray, which does not
move anything. Kinematic bodies move at a constant velocity between the
program's changes. A path, or a target pose to be reached in a step, is the
program's business.

A body of several shapes has one material: its parts cannot differ in
density, friction or restitution, as Box2D's shapes can. Parts that
overlap are counted twice in its mass. Such a body is never swept by chapter~13's
continuous collision, only swept against, so a fast one can tunnel
through a thin wall. Chapter~11's care for rolling circles does not
reach its round parts. Breaking is by impact alone.
A part under a steady load, however heavy, never breaks, since a rigid body has no
forces between its parts to compare with a strength.
And the impact is read at the step's start, so a blow that builds up inside one step from
a chain of bodies is seen only in the next. What is left after a break
stays one body even when nothing connects its parts any more: a wall cut
in two by a hole through every course moves as one. Finding the
connected pieces of what is left, as the islands are found, is
problem~P6. Each contact is judged alone, so a ball that touches two parts
at once counts its whole impulse at each, and can break both. The
impulse of the impact leaves out restitution, which would add up to
$e$ times more. It is also the impulse on the whole body, not on the part against
the mortar. A joint anchored on a part that breaks off stays with what is
left of the body. A split forgets the warm-start memory of the body's
contacts for a step. A body has at most 64 shapes, and a static body of
several never breaks.

@*1 Summary.
Bodies that touch or are joined form islands. An island is a connected component
of a graph whose edges are the step's touching contacts and live joints
between moving bodies. Static and kinematic bodies are not vertices, so
the ground ties nothing together. Union and find builds the islands in
every step, in nearly linear time. An island sleeps when every body's
fastest point has moved slower than $v_s=s/T_s$ for the time $T_s$.
Asleep, it is not integrated, searched against other sleepers or
solved, and its warm-start memory and touching pairs are put away. The island
wakes whole when a moving body touches it, a joint ties it to motion,
or the program pushes, moves, turns or changes one of its bodies or
joints, and then the search runs again. A kinematic body moves at the
velocity the program gives it, with infinite mass at its contacts. A
body of several shapes adds its parts' masses, centres and moments of
inertia, the last moved to the common centre by the parallel-axis theorem.
Each of its parts collides on its own, with the two parts named
in the feature ids. Given a break impulse, the body loses any part that an
impact strikes harder. The part leaves at the velocity of its own
point, and so the break keeps the momentum, the angular momentum and the energy.

@*1 Exercises.
The rating scale is the preface's. Each exercise names the interface its
test calls; the tests are \.{tests/exercises/ch14-K.w} and the reference
solutions \.{tests/exercises/ch14-K.ch}.

\item{1.} [20] A body that never sleeps. Write
|ph_body_set_sleep_allowed(w, id, allowed)|, which returns |false| for a
bad handle and otherwise |true|: a body not allowed to sleep keeps its
whole island awake (its still time never counts), and once allowed
again its island sleeps $T_s$ later. A player's character, a body the
program moves with forces in every step, and a sensor's owner want it.
Why is it not enough to wake the body in every step? (The test: a pile
with one body not allowed stays awake while a twin pile beside it falls
asleep; allowed again, it sleeps at the step its still time reaches
$T_s$.)

\item{2.} [15] Gravity that wakes. Change the engine so that
|ph_world_set_settings| with a gravity different from the world's wakes
every sleeping island, at once. (The test: a pile asleep under gravity
$(0,-10)$, given $(10,0)$, slides; with the same gravity set again,
nothing wakes.)

\item{3.} [25] Break by the solver's impulse. The chapter breaks a part
by the impact at the step's start, and a wall struck hard loses only a
brick or two (Table~\tabref{wall}). Write
|ph_world_set_break_by_solver(w, on)|, which returns |false| with a report for a null world.
When on, a part also breaks off at the start of
a step if the normal impulse that the solver delivered in the last step
to one of its contacts, summed over the contact's points, was above
$J_b$. (Under chapter~11's soft step a point's total is the impulse of
one sub-step, so the step's is $n$ times it; chapter~9's memory holds
the last step's totals, with the parts in their ids.) Is a steady load
still safe? (The test: the table's wall struck at 8\thinspace m/s loses
its whole struck course, with the momentum kept.
A wall standing on the
ground under its own weight $W$ breaks when $J_b$ is well below a ground
contact's share of $Wh$, and not when it is above all of $Wh$.
With the switch off nothing changes.) Why is $n$ times one sub-step's total
right for a steady load, and only an estimate for a blow?

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [10] Ten boxes stand in a row on the ground, each touching its neighbours.
An eleventh lies on the ground apart from them.
A pendulum of two boxes hangs from a static pin by a revolute joint, the
second box tied to the first by a distance joint. Draw the graph of
islands and count the islands. Then a ball rests on the fifth box of
the row and on the eleventh at once: how many islands now? And if the
ground were counted as a vertex?

\item{P2.} [15] With $s=5\,$mm and $T_s=0.5\,$s, how far can a body
move, at most, while it is still and before it falls asleep? A wheel of
radius 0.5\thinspace m turns slowly at $\omega$ without its centre moving:
below what $\omega$, in degrees a second, is it still? A ball is thrown
straight up at 10\thinspace m/s: for how long near its top is it slower
than $v_s$, and how many steps is that at 60\thinspace Hz? Why can it
not fall asleep there?

\item{P3.} [20] Union and find, by hand. Eight bodies, 0 to 7, and the
edges of one step in this order: $(3,5)$, $(1,2)$, $(5,6)$, $(2,3)$,
$(6,7)$, $(0,4)$. Run |island_union| and |island_find| as the engine
writes them (union by size, a tie to the lower index, paths halved), and give the
array of parents after each edge and at the end. Which bodies' finds
walk more than one parent afterwards? Now drop the sizes, and let the union
always keep the lower index as the root.
Give an order of the edges of a
row of $n$ boxes that makes a tree $n-1$ deep.
Say what the first find
from its deepest body costs and does to the tree.

\item{P4.} [15] The hammer of Figure~\figref{hammer}: a handle
$3\times0.3\,$m centred at $(1.5,0)$ and a head $0.6\times1.2\,$m
centred at $(3.3,0)$, of density $\rho$. Find $m$, $\vec c$ and $I$.
What $I$ does an engine find that forgets the parallel-axis terms, and
how much too fast would it spin a hammer struck by a given angular
impulse? Which part's own $I_k$ could be left out with the smaller
error?

\item{P5.} [20] Show that a split keeps the kinetic energy,
${1\over2}m\vert\vec v\vert^2+{1\over2}I\omega^2=\sum_k\bigl({1\over2}
m_k\vert\vec v+\omega\times\vec r_k\vert^2+{1\over2}I_k\omega^2\bigr)$.
Then a ball of mass $M$ at speed $v_0$ hits a resting wall of mass $m$
head on, perfectly inelastically and without turning it. How much
energy is lost if the struck brick, of mass $m_k$, breaks off first, as
this chapter does it? How much is lost if the whole wall takes the blow? Which
is larger, and why does that suit a wall that breaks?

\item{P6.} [25] What is left after a break stays one body, even when
no part of it touches another. Design the repair: when may two parts be
called connected, how would you find the connected groups of what is
left (and in what time, for $k$ parts), when in the step would you split
the groups into bodies, and what velocity does each group leave with?
