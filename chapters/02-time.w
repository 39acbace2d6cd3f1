@* Chapter 2: Time.
Chapter~1 built an engine that works, and this chapter is about two things
in it that work by accident. The first is velocity. A Verlet particle has
none of its own: it remembers two positions, and what the engine reports as
its velocity is their difference over the last step, a number that describes
the middle of that step and that nobody can set. That was the trick that
made collisions free, and it is a poor foundation for what comes later,
when collisions will be answered by changing velocities directly. So we
add two integrators that keep velocity as part of a body's state, explicit
and symplectic Euler, and set them beside Verlet as three settings of the
same world, so that the same scene can run under each.

The second is time. Chapter~1's demo takes one step of $1/60$ of a second
for every frame it draws. That ties the world's clock to the screen's: on
a monitor that shows 144 frames a second the particles fall more than twice
as fast as they should, and on a slow machine that manages 20 they fall in
slow motion. The obvious cure, a step as long as the frame that just
passed, is worse than the disease: the result then depends on the timing of
every frame, so that no two runs agree, and one slow frame makes one long
step, which (we shall see) can make a spring explode. The right cure is a
{\it fixed step\/} driven by a clock that counts real time and hands out
whole steps, with the drawing done between the last two states. This
chapter builds that clock, as a small piece of the engine that tests can
drive without a window. Both halves are well known in games: the three
integrators and why games prefer the symplectic one are the subject of
Fiedler's ``Integration Basics'' \cite{fiedler2004a}, and the clock with
its accumulator of Fiedler's ``Fix Your Timestep!'' \cite{fiedler2004b}
and of ``The Core Engine'' in Gaul's series \cite{gaul2012}, a reference
article of this book. The mathematics behind symplectic methods is told in
full by Hairer, Lubich and Wanner \cite{hairer2003,hairer2006}.
@!@^fixed time step@>
@^frame rate@>

Along the way we measure: how far each integrator's projectile strays from
the true parabola, and what each one does to the energy of a spring. Each
result is first derived, exactly, and then checked by the chapter's program,
which prints its measurements into this book.

Run \.{build/bin/ch02} to see the three integrators side by side. Two bodies
hang on springs from a point in the middle of each of three lanes: on the
left explicit Euler, in the middle symplectic Euler, on the right Verlet.
The left one spirals outward; the other two keep their orbits. \.{F}
changes the rate at which frames are drawn, 60, 30, 15 or 7 a second;
\.{T} switches the drawing between the last two states on and off, so
that the stutter of a low frame rate can be seen and then smoothed away;
\.{C} goes back to chapter~1's rule of one step per frame, so that the
slow motion can be seen too; \.{L} shows or hides the lanes.
Figure~\figref{orbits} is the same scene drawn by the same program, headless.

\figure{fig/ch02-orbits.png}{4.6in}{The scene {\tt orbits} after five
seconds, drawn by {\tt ch02 --headless --screenshot} when this book was built.
Left to right: explicit Euler, symplectic Euler, Verlet; the small rings are
the anchors. The trails are the last four seconds; explicit Euler's spirals
outward, the others close.}\figlabel{orbits}

@*1 Two integrators with velocity.
A body's state is now a position $\vec x$ and a velocity $\vec v$, and
Newton's law is two first-order equations,
$$\dot{\vec x}=\vec v,\qquad\dot{\vec v}=\vec a.$$
The simplest way to step them is to assume that each right-hand side stays
what it was at the start of the step. That is {\it explicit Euler}:
$$\vec x_{n+1}=\vec x_n+h\vec v_n,\qquad \vec v_{n+1}=\vec v_n+h\vec a_n.$$
Both updates read the old state. A small change makes a different method:
update the velocity first and move with the {\it new\/} velocity,
$$\vec v_{n+1}=\vec v_n+h\vec a_n,\qquad \vec x_{n+1}=\vec x_n+h\vec v_{n+1}.$$
This is {\it symplectic Euler\/} (also called semi-implicit Euler)
\cite{fiedler2004a,hairer2006}. The
two look like the same method with two lines swapped, and as code they
are. As methods they differ more than any other pair in this book:
one gains energy on every step of an oscillation and the other does not,
for reasons we derive below.
@!@^explicit Euler@>
@!@^symplectic Euler@>
@!@^semi-implicit Euler@>

Both are first order: each step errs by $O(h^2)$, and after $T/h$ steps the
error is $O(h)$. Halving the step halves the error, where Verlet's quarters.
The step from the one to the other needs an argument, for the errors of
the steps do not simply add: each is carried along by the motion, and two
nearby motions may draw apart. Let one step, applied to two states a
distance $E$ apart, give states at most $(1+Lh)E$ apart, where $L$ bounds
how fast nearby motions separate (for a spring, $L$ is about
$\omega$). If the step also errs by at most $Ch^2$, the error after $n$
steps obeys $E_{n+1}\le(1+Lh)E_n+Ch^2$, so
$$E_n\le Ch^2\,{(1+Lh)^n-1\over Lh}\le{Ch\over L}\bigl(e^{LT}-1\bigr),
\qquad T=nh,$$
first order in $h$, with a constant that grows like $e^{LT}$. The bound is
useful only while $Lh$ is small and $LT$ is not large: it assumes a
problem that is not {\it stiff}. A stiff spring, whose $\omega$ is close
to $1/h$, makes the constant astronomical, and then the order says nothing
about what a step of practical length does; what happens there is taken
up below, with the limit $\omega h<2$.
@^global error@>
@^stiffness@>
@^order of a method@>

@ Symplectic Euler has a closer relation to chapter~1 than it seems.
Subtract two consecutive position updates:
$\vec x_{n+1}-\vec x_n=h\vec v_{n+1}=h\vec v_n+h^2\vec a_n
=(\vec x_n-\vec x_{n-1})+h^2\vec a_n$. That is the Verlet recurrence,
$$\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n,$$
exactly. Symplectic Euler {\it is\/} position Verlet, and its velocity
$\vec v_{n+1}=(\vec x_{n+1}-\vec x_n)/h$ is exactly the velocity chapter~1
reports. The two differ only in how they start: symplectic Euler's first
step is $\vec x_1=\vec x_0+h\vec v_0+h^2\vec a_0$, which is the Verlet
recurrence started from $\vec x_{-1}=\vec x_0-h\vec v_0$, the naive start
that chapter~1 warned against. So everything we find about symplectic
Euler's long-term behaviour will hold for Verlet too, and the differences
we measure will all come from that first step.
@^Verlet integration@>

That settles a puzzle. Symplectic Euler was called first order above, and
Verlet is second order; how can one method be both? Because the order of
a method counts the error of its start as well as that of its recurrence.
The naive start puts $\vec x_{-1}$ off by ${1\over2}h^2\vec a_0$, an error
of $O(h^2)$ in a position; but the recurrence reads $\vec x_0-\vec x_{-1}$
as $h$ times a velocity, so what it inherits is a velocity off by
${1\over2}h\vec a_0$, an error of $O(h)$. For a steady acceleration that
offset is carried unchanged through every later step, and after a time
$t$ it has moved the body by ${1\over2}h\,\vec a\,t$: first order, from one
bad start and not from the steps. That is the $0.83\,$m of symplectic
Euler after 10\thinspace s in Table~\tabref{projectile} below, against
Verlet's $10^{-10}\,$m of rounding.
So keeping velocity as state costs accuracy only through the first step
(exercise~1 shows how to start it exactly); it costs nothing in the
long-term behaviour, and what it buys is a velocity that a program can read
and set, which chapter~5's collisions need.

@ The two new integrators join the switch of the world's settings. Their
names in scene files are \.{euler} for explicit Euler, which is what most
people mean by ``Euler'', and \.{symplectic}.

@<Other integrators@>+=
, PH_SYMPLECTIC_EULER, PH_EXPLICIT_EULER

@ @<Names of other integrators@>+=
{"symplectic", PH_SYMPLECTIC_EULER},
{"euler", PH_EXPLICIT_EULER},

@ The two Euler methods fit the phases of chapter~1's step differently.
Symplectic Euler changes the velocity first, $\vec v_{n+1}=\vec v_n+h\vec
a_n$, in phase~2, where every later chapter's impulses will change it
further, and then moves by the new velocity, $\vec x_{n+1}=\vec x_n+h\vec
v_{n+1}$, in phase~6. This is why it is the integrator of the impulse
solvers to come: what they do to a velocity in phases 3 to 5 is seen by the
move of phase~6 in the same step.

@<Change the velocity of body |b| by its acceleration |a|@>+=
case PH_SYMPLECTIC_EULER:
  b->velocity = ph_add(b->velocity, ph_mul(h, a));
  break;

@ Explicit Euler moves by the {\it old\/} velocity, so it cannot change the
velocity before it moves: it does both in phase~6, position first. An
impulse given to one of its bodies in phase~5 would therefore move it only
one step later; explicit Euler is here to be measured, not to carry the
later chapters. Each Euler step keeps the position before the step in
|previous|, as Verlet does, because the drawing of this chapter draws
between the last two positions (|@<Find where to draw body |b| in |p|@>|),
and notes where the integrator put the body, in |integrated|, for the
reason given in the next section but one.

@<Move body |b| by the chosen integrator@>+=
case PH_EXPLICIT_EULER:
  b->previous = b->position;
  b->position = ph_add(b->position, ph_mul(h, b->velocity));
  b->velocity = ph_add(b->velocity, ph_mul(h, a));
  b->integrated = b->position;
  break;
case PH_SYMPLECTIC_EULER:
  b->previous = b->position;
  b->position = ph_add(b->position, ph_mul(h, b->velocity));
  b->integrated = b->position;
  break;

@ @<Body fields@>+=
ph_vec2 integrated;

@ Constraints and velocity. After the integration, chapter~1's
relaxation moves bodies out of the container's wall and out of each other.
For Verlet that move {\it is\/} the collision response: the velocity is read
off the positions afterwards, so a particle pushed back by $\vec d$ has its
velocity changed by $\vec d/h$. An Euler body's velocity is its own state,
and the relaxation does not touch it. Left alone, a ball on the floor would
keep the downward velocity it gained in the step, gain more in the next, be
pushed back again, and so on: its velocity would grow by $gh$ every step
while it lies still, and the moment it rolled off an edge it would shoot
away.

We give Euler bodies the same response Verlet bodies get. If the
constraints moved a body from where the integrator put it, $\vec x^*$, to
$\vec x$, its velocity changes by
$$\Delta\vec v={\vec x-\vec x^*\over h}.$$
This is the least arbitrary choice: it is what Verlet does, it keeps the
momentum of a collision because the relaxation's pushes are weighted by
mass (chapter~1), and for a body that no constraint touched it changes
nothing at all, not even by rounding, because $\vec x-\vec x^*$ is then
exactly zero. So the formulas derived in this chapter hold to the last bit
for a body in free flight.
@^constraint@>

It is not perfect, and the imperfection is instructive. A symplectic Euler
ball resting on a floor comes out with velocity exactly zero: the step
moves it down by $h\cdot gh$ with velocity $gh$, the floor moves it back,
and the change $-gh$ cancels the velocity. An explicit Euler ball moves by
its {\it old\/} velocity, so the same bookkeeping leaves it with velocity
$gh$ downward, about $0.17\,$m/s at 60 steps a second, reported for as long
as it lies there. That is explicit Euler's nature, not a bug of the rule:
its velocity is always one step ahead of its position. The chapter's
test \.{constraint\_velocity} checks both facts.
@^explicit Euler@>

@<Find the velocities the corrections leave@>+=
if (w->settings.integrator != PH_VERLET)
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    b->velocity = ph_add(b->velocity, ph_mul(1.0 / h, ph_sub(b->position, b->integrated)));
  }

@ A body that the integration skips (chapter~3 brings bodies that never
move) must not see a correction made up from a stale |integrated|; so every
body's |integrated| is set to its position as phase~6 comes to it, before
it is moved or skipped.

@<Note where body |b| stands before it moves@>+=
b->integrated = b->position;

@*1 Forces, and a spring to measure with.
To study energy we need a force that stores it, and the simplest is a
spring. So this chapter gives every body a {\it force accumulator\/}
\cite{millington2010}: the sum $\vec F$ of the forces a program has applied
to it since the last step.
Phase~2 of the step (chapter~1) adds $w\vec F$ to the acceleration, where
$w=1/m$ is the inverse mass, and phase~8 sets $\vec F$ back to zero, so a
force acts for exactly one step; a program that wants a steady force, a
spring, a motor, a wind, applies it before every step. Chapter~3 makes the
accumulator the way to push any body, and adds impulses beside it.
@!@^force accumulator@>
@^spring@>
@^harmonic oscillator@>

@<Body fields@>+=
ph_vec2 force; /* $\vec F$, the sum of the forces applied since the last step */

@ @<Initialise the later body fields@>+=
b->force = ph_v(0.0, 0.0);

@ @<Add the other accelerations of body |b| to |a|@>+=
a = ph_add(a, ph_mul(b->inverse_mass, b->force));

@ @<Clear the forces@>+=
for (int i = 0; i < w->body_count; i++) w->bodies[i].force = ph_v(0.0, 0.0);

@ Applying a force checks the handle (chapter~1's |checked_body|) and the
force, and adds it to the accumulator. A force on a body that cannot move
(a static body, from chapter~3 on) is accepted and has no effect, which is
what a wall does when it is pushed; refusing it would make every program
that pushes ``all bodies'' ask first which ones can move.
@.force must be finite@>

@<Engine functions@>+=
static ph_body *body_to_push(ph_world *w, ph_body_id id, ph_vec2 push, const char *what)
{
  ph_body *b = checked_body(w, id);
  if (b && !ph_is_finite_vec(push)) {
    snprintf(check_message, sizeof check_message, "%s must be finite", what);
    ph_report(check_message);
    return NULL;
  }
  return b;
}

void ph_body_apply_force(ph_world *w, ph_body_id id, ph_vec2 force)
{
  ph_body *b = body_to_push(w, id, force, "force");
  if (b) b->force = ph_add(b->force, force);
}

@ @<Private declarations@>+=
static ph_body *body_to_push(ph_world *w, ph_body_id id, ph_vec2 push, const char *what);

@ @<Body functions@>+=
void ph_body_apply_force(ph_world *w, ph_body_id id, ph_vec2 force);

@ A spring of stiffness $k$, in newtons per metre, ties a body to an anchor
point $\vec p$. A body of mass $m$ at $\vec x$ feels the force
$-k(\vec x-\vec p)$, and its acceleration is
$$\vec a=-{k\over m}(\vec x-\vec p)=-\omega^2(\vec x-\vec p),\qquad
\omega=\sqrt{k/m}.$$
With gravity off, each coordinate of $\vec x-\vec p$ obeys
$\ddot x=-\omega^2x$, the equation whose solutions are $x=A\cos(\omega t+
\varphi)$, with period $2\pi/\omega$: the harmonic oscillator, whose exact
motion and energy we know, and so the yardstick of this chapter. A spring
is a value, |ph_spring|, that a program keeps; before each step it applies
the spring's force to the bodies it holds with |ph_world_apply_spring|,
which ties every body of the world to the one anchor. The engine keeps no
spring of its own.

@s ph_spring int

@<Types that bodies are made of@>+=
typedef struct {
  ph_vec2 anchor; /* $\vec p$ */
  double stiffness; /* $k$, in newtons per metre */
} ph_spring;

@ A stiffness must be finite and not negative (a negative one would push
bodies away from the anchor faster and faster), and the anchor finite. The
check is a function of its own so that the scene loader can put its
sentence after a file name and line. A force that overflows is refused by
|ph_body_apply_force|, and the spring then says so, and applies nothing.
@.spring stiffness must be...@>
@.spring anchor must be finite@>

@<Engine functions@>+=
const char *ph_spring_check(const ph_spring *sp)
{
  if (!(isfinite(sp->stiffness) && sp->stiffness >= 0.0))
    return "spring stiffness must be zero or positive and finite";
  if (!ph_is_finite_vec(sp->anchor)) return "spring anchor must be finite";
  return NULL;
}

bool ph_world_apply_spring(ph_world *w, const ph_spring *sp)
{
  const char *problem = ph_spring_check(sp);
  if (problem) {
    ph_report(problem);
    return false;
  }
  for (int i = 0; i < w->body_count; i++) {
    ph_vec2 f = ph_mul(-sp->stiffness, ph_sub(w->bodies[i].position, sp->anchor));
    if (!ph_is_finite_vec(f)) {
      ph_report("the spring's force on a body is not finite: the spring is too stiff or "
        "the body too far from its anchor");
      return false;
    }
    w->bodies[i].force = ph_add(w->bodies[i].force, f);
  }
  return true;
}

@ @<World functions@>+=
const char *ph_spring_check(const ph_spring *sp);
bool ph_world_apply_spring(ph_world *w, const ph_spring *sp);

@ In a scene file the spring is two keys of the \.{world} line, and the
scene applies it before every step (appendix~B's |@<Before each step of
the scene@>|):
$$\hbox{\.{world gravity=0,0 integrator=symplectic spring=9.87 anchor=0,0}}$$
A spring the engine refuses while the scene runs (a force that overflows)
ends the run with the scene's file and the line of the \.{world}, which is
where the spring came from.

@<Read the later world keys into |settings|@>+=
s->spring.stiffness = scene_number(r, "spring", s->spring.stiffness);
s->spring.anchor = scene_vector(r, "anchor", s->spring.anchor);
if (!r->failed && !scene_check(r, ph_spring_check(&s->spring))) return false;
s->spring_line = r->line_number;

@ @<Scene fields@>+=
ph_spring spring;
int spring_line;

@ If the spring's force overflows, the scene stops the world (chapter~1's
|ph_world_fail|), naming the line the spring came from, and the program
that runs the scene reports it as it reports any world that stopped.

@<Before each step of the scene@>+=
if (s->spring.stiffness > 0.0 && !ph_world_failure(s->world)
    && !ph_world_apply_spring(s->world, &s->spring)) {
  char message[160];
  snprintf(message, sizeof message, "line %d: the spring's force is not finite at step %ld",
    s->spring_line, s->step);
  ph_world_fail(s->world, message);
}

@ The energy of a world on a spring is the kinetic energy of its bodies, the
energy stored in the spring, and their potential energy in gravity:
$$E=\sum_i\Bigl({1\over2}m_i\vert\vec v_i\vert^2
+{1\over2}k\vert\vec x_i-\vec p\vert^2-m_i\,\vec g\cdot\vec x_i\Bigr).$$
For a Verlet world, $\vec v_i$ is the velocity the engine reports, the one
of the middle of the last step; we come back to what that does to the
measurement below. A world with no spring is measured with |NULL|.
@^energy@>

@<Engine functions@>+=
double ph_world_energy(const ph_world *w, const ph_spring *sp)
{
  double k = sp ? sp->stiffness : 0.0, e = 0.0;
  ph_vec2 anchor = sp ? sp->anchor : ph_v(0.0, 0.0);
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    ph_vec2 stretch = ph_sub(b->position, anchor);
    e += 0.5 * b->mass * ph_length_squared(b->velocity) + 0.5 * k * ph_length_squared(stretch)
      - b->mass * ph_dot(w->settings.gravity, b->position);
  }
  return e;
}

@ @<World functions@>+=
double ph_world_energy(const ph_world *w, const ph_spring *sp);

@ So chapter~1's step now reads as follows, with what this chapter added
marked:

\smallskip
\item{1.} Find the contacts (chapter~4).
\item{2.} Integrate forces into velocities: $\vec a=\vec g\,s+w\vec F$; symplectic Euler: $\vec v\gets\vec v+h\vec a$.\quad$\triangleleft$ {\it the force term; the velocity}
\item{3--5.} Prepare, warm start, solve (chapters 5 to 9).
\item{6.} Integrate velocities into positions: Verlet, or $\vec x\gets\vec x+h\vec v$.\quad$\triangleleft$ {\it the two Euler moves}
\item{7.} Correct the positions; then $\Delta\vec v=(\vec x-\vec x^*)/h$.\quad$\triangleleft$ {\it the Euler velocities}
\item{8.} Clear the forces.\quad$\triangleleft$ {\it new}\par
\smallskip
@^world step@>

@*1 The error on a projectile.
Under constant gravity $\vec g$ the truth is
$\vec x(t)=\vec x_0+\vec v_0t+{1\over2}\vec gt^2$ and
$\vec v(t)=\vec v_0+\vec gt$. Both Euler integrators get the velocity
right at every step, $\vec v_n=\vec v_0+n h\vec g$, since each adds
$h\vec g$ to the velocity it keeps. Verlet keeps none; the velocity it
reports, $(\vec x_n-\vec x_{n-1})/h$, is the true one of the middle of the
last step, $\vec v_0+(n-{1\over2})h\vec g$, because its positions are
exact. The three differ in the position, which is the sum of the
displacements.
For explicit Euler each displacement uses the velocity at the start of its
step:
$$\vec x_n=\vec x_0+h\sum_{j=0}^{n-1}\vec v_j
=\vec x_0+nh\vec v_0+h^2\vec g\sum_{j=0}^{n-1}j
=\vec x_0+\vec v_0t_n+{1\over2}\vec g\,t_n^2-{1\over2}\vec g\,h\,t_n,$$
using $\sum_{j=0}^{n-1}j=n(n-1)/2$ and $t_n=nh$. Symplectic Euler uses the
velocity at the end of each step:
$$\vec x_n=\vec x_0+h\sum_{j=1}^{n}\vec v_j
=\vec x_0+nh\vec v_0+h^2\vec g\,{n(n+1)\over2}
=\vec x_0+\vec v_0t_n+{1\over2}\vec g\,t_n^2+{1\over2}\vec g\,h\,t_n.$$
With gravity $g$ pointing down, the height is wrong by exactly
$$\Delta y_{\rm explicit}=+{1\over2}g\,h\,t,\qquad
\Delta y_{\rm symplectic}=-{1\over2}g\,h\,t,\qquad \Delta y_{\rm Verlet}=0,$$
the last from chapter~1. The reason is plain once said: over a step the
true velocity changes steadily from $\vec v_j$ to $\vec v_{j+1}$, so the
true displacement is $h$ times their average. Explicit Euler uses the
start and overshoots upward by ${1\over2}gh^2$ each step; symplectic Euler
uses the end and falls short by as much; Verlet, with its right start, uses
the average. The errors grow linearly in time, and halve when $h$ halves:
first order, as promised. At 60 steps a second and $g=10\,\rm m/s^2$ they
are $8.3$ centimetres after one second. The horizontal motion, with no
acceleration, is exact in all three.
@^free fall@>
@^projectile@>

Table~\tabref{projectile} is the chapter's program measuring it. The
measured and derived columns agree to every digit printed; the last row
gives the largest difference over all 600 steps, which is rounding, and
Verlet's column shows that its error is rounding too.

\midinsert
\tablecaption{Height error of a projectile, $y_n-y(t_n)$ in metres, at
$h=1/60$\thinspace s and $g=10\,\rm m/s^2$: measured, and derived as
$\pm{1\over2}ght$; the last row is the largest difference between the two
over 600 steps.}\tablabel{projectile}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&\multispan2\hfil explicit Euler\hfil\quad&\multispan2\hfil symplectic Euler\hfil\quad
&Verlet\cr
$t$ (s)&measured&$+{1\over2}ght$&measured&$-{1\over2}ght$&measured\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch02-projectile.tex
}}$$
\endinsert

@*1 Energy on a spring.
Take one coordinate of a body on the spring, with the anchor at the origin,
and write $E={1\over2}m(v^2+\omega^2x^2)$ for its energy, which the true
motion keeps constant. One explicit Euler step is
$x'=x+hv$, $v'=v-h\omega^2x$, and
$$\eqalign{v'^2+\omega^2x'^2&=v^2-2h\omega^2xv+h^2\omega^4x^2
 +\omega^2x^2+2h\omega^2xv+h^2\omega^2v^2\cr
&=(1+\omega^2h^2)(v^2+\omega^2x^2).\cr}$$
The cross terms cancel and what is left is exact: {\it every\/} step
multiplies the energy by $1+\omega^2h^2$, whatever the phase of the
oscillation. After $n$ steps the energy is $(1+\omega^2h^2)^n$ times what
it was, about $e^{\omega^2ht}$ after a time $t$. A smaller step slows the
growth but never stops it. For the demo's spring, with period 2\thinspace s
($\omega=\pi$) and $h=1/60$\thinspace s, the energy doubles every 4.2
seconds. Table~\tabref{growth} puts the measured energy beside the derived
factor; they agree to the twelfth digit.
@^energy growth@>
@^explicit Euler@>

\midinsert
\tablecaption{Explicit Euler on a spring of period 2\thinspace s,
$h=1/60$\thinspace s: the energy after $n$ steps measured, and derived as
$(1+\omega^2h^2)^n$, with their relative difference.}\tablabel{growth}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$t$ (s)&$n$&$E_n/E_0$ measured&$(1+\omega^2h^2)^n$&difference\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch02-growth.tex
}}$$
\endinsert

@ The step is a linear map of the state, and its matrix says everything.
For explicit Euler and for symplectic Euler (where $x'=x+hv'=
(1-\omega^2h^2)x+hv$) the maps are
$$\pmatrix{x'\cr v'\cr}=\pmatrix{1&h\cr-\omega^2h&1\cr}\pmatrix{x\cr v\cr},
\qquad
\pmatrix{x'\cr v'\cr}=\pmatrix{1-\omega^2h^2&h\cr-\omega^2h&1\cr}\pmatrix{x\cr v\cr}.$$
The determinant of a map is the factor by which it multiplies areas in the
$(x,v)$ plane. Explicit Euler's is $1+\omega^2h^2$: every step swells any
patch of states, so orbits must spiral outward. Symplectic Euler's is
$(1-\omega^2h^2)+\omega^2h^2=1$: it keeps areas, which for one degree of
freedom is what {\it symplectic\/} means \cite{hairer2006}, and an orbit
that keeps enclosing the same area cannot spiral (Figure~\figref{phase}).
@!@^symplectic@> Its trace is $2-\omega^2h^2$, so its
eigenvalues $\lambda$ solve $\lambda^2-(2-\omega^2h^2)\lambda+1=0$; while
$\omega h<2$ they are the complex pair $e^{\pm i\theta}$ with
$\cos\theta=1-{1\over2}\omega^2h^2$, of modulus~1, and the map is a rotation
seen through a fixed linear distortion. Each step advances the phase by
$\theta$, a little more than the true $\omega h$, so the simulated spring
runs slightly fast; its amplitude neither grows nor decays. Above
$\omega h=2$ one eigenvalue exceeds 1 in size and the motion explodes: a
stiff spring with $\omega=30\,\rm s^{-1}$ is fine at $h=1/60$
($\omega h={1\over2}$), but a frame of a tenth of a second taken as one step
($\omega h=3$, trace $-7$, eigenvalues $-6.85$ and $-0.15$) multiplies its
amplitude by almost seven, and a few such frames throw the body off the
screen. That is one reason not to let a slow frame make a long step.

\mpfigure{fig/ch02-time-2.mps}{}{Two methods on a spring, drawn in the plane
of the states $(x,v/\omega)$, where the true motion goes round the dashed
circle, with $\omega h={1\over4}$ so that the effects show. Dots are the
states of 24 steps from the start; each square patch of states is shown with
its image 8 steps later. (a) Explicit Euler multiplies areas by
$1+\omega^2h^2$ at every step: the patch grows and the orbit spirals out.
(b) Symplectic Euler keeps areas: the patch is sheared but keeps its area,
and the orbit closes on a slightly tilted ellipse.}\figlabel{phase}
@^symplectic Euler@>
@^stability limit@>

@ The distortion is a conserved quantity we can write down. Try
$\tilde E={1\over2}m(v^2+\omega^2x^2+c\,xv)$ and ask for $\tilde E'=\tilde E$
under symplectic Euler. It is enough to compare
$Q=v^2+\omega^2x^2+c\,xv$ before and after the step, since
$\tilde E={1\over2}mQ$. The step is $v'=v-h\omega^2x$, then $x'=x+hv'$, and
the algebra is shortest in the variables $x$ and $v'$, the position before
the step and the velocity after it: then $v=v'+h\omega^2x$ and $x'=x+hv'$,
and both $Q$ and $Q'$ are quadratics in $x$ and $v'$. Expanding each,
$$\eqalign{Q'&=v'^2+\omega^2(x+hv')^2+c\,(x+hv')\,v'\cr
&=v'^2+\omega^2x^2+2h\omega^2xv'+h^2\omega^2v'^2+c\,xv'+ch\,v'^2,\cr
Q&=(v'+h\omega^2x)^2+\omega^2x^2+c\,x\,(v'+h\omega^2x)\cr
&=v'^2+2h\omega^2xv'+h^2\omega^4x^2+\omega^2x^2+c\,xv'+ch\omega^2x^2.\cr}$$
In the difference the terms $v'^2$, $\omega^2x^2$, $2h\omega^2xv'$ and
$c\,xv'$ cancel, and what is left factors:
$$\eqalign{Q'-Q&=h^2\omega^2v'^2+ch\,v'^2-h^2\omega^4x^2-ch\omega^2x^2\cr
&=h\,v'^2(\omega^2h+c)-h\,\omega^2x^2(\omega^2h+c)
=h\,(\omega^2h+c)\,(v'^2-\omega^2x^2),\cr}$$
so that
$$\tilde E'-\tilde E={1\over2}m\,h\,(\omega^2h+c)\,(v'^2-\omega^2x^2).$$
The last factor changes with the state, so the difference vanishes for all
states only if the middle factor does, that is when $c=-\omega^2h$. So
symplectic Euler keeps
the {\it modified energy}
$$\tilde E={1\over2}m\bigl(v^2+\omega^2x^2-\omega^2h\,xv\bigr)$$
exactly, step after step, and the true energy differs from it by the last
term only. Since $\vert\omega x\,v\vert\le{1\over2}(v^2+\omega^2x^2)$,
$$\Bigl(1-{\omega h\over2}\Bigr)E\le\tilde E\le\Bigl(1+{\omega h\over2}\Bigr)E,
\qquad\hbox{so}\qquad
{\tilde E\over1+\omega h/2}\le E_n\le{\tilde E\over1-\omega h/2}$$
for every $n$. The energy wobbles, twice per period, within a band of
relative half-width about $\omega h/2$, and never leaves it. The bounds are
sharp: they are reached where $\omega x=\pm v$, which the orbit passes four
times a period. For the demo's spring $\omega h/2=0.026$, so the energy
stays within about $2.6\%$ of $\tilde E$ for ever. A body released at rest
has $\tilde E=E_0$. (That a symplectic method keeps such a modified energy
close to the true one, for long times and for any smooth force, not only
a spring, is the theory of backward error analysis
\cite{hairer2003}.)
@!@^modified energy@>

Since symplectic Euler is Verlet with another start, the same $\tilde E$,
computed from the velocity that chapter~1 reports, is conserved by Verlet
too, from its first step on; only its value differs, because Verlet's
first step is the exact Taylor step. This is also why the energy of a
Verlet world {\it seems\/} to wobble: the velocity it reports is that of the
middle of the last step, half a step out of phase with the position it is
paired with. Chapter~1's engine lost energy for another reason: its
relaxation, not its integrator.

The energy $E$ is computed by |ph_world_energy| above; the modified
energy $\tilde E$ by the function below, for a world with a spring and no
gravity. For a body with several coordinates the terms of the coordinates
add up, $xv$ becoming $(\vec x-\vec p)\cdot\vec v$, and $m\omega^2$ is the
stiffness $k$.

@<Engine functions@>+=
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h)
{
  double k = sp->stiffness, e = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    ph_vec2 stretch = ph_sub(b->position, sp->anchor);
    e += 0.5 * b->mass * ph_length_squared(b->velocity) + 0.5 * k * ph_length_squared(stretch)
      - 0.5 * k * h * ph_dot(stretch, b->velocity);
  }
  return e;
}

@ @<World functions@>+=
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);

@ The measurements. The chapter's program runs a body on a spring of period
2\thinspace s for 100{,}000 steps under symplectic Euler and under Verlet,
at two step lengths, and compares the extremes of $E_n$ with the bounds.
The modified energy stays constant to rounding, and the energy reaches the
bounds to six digits and never passes them (Table~\tabref{bounded}).
Doubling $h$ doubles the band, as $\omega h/2$ says.
Figure~\figref{energy} shows the same runs against time:
above, on a logarithmic scale, explicit Euler's energy growing exactly along
its derived line while the other two stay level; below, magnified, the
wobble of the two bounded integrators between their bounds. Their curves
nearly coincide: they are one method with two different first steps.

\midinsert
\tablecaption{Symplectic Euler and Verlet on a spring of period 2\thinspace
s over 100{,}000 steps: the largest drift of the modified energy
$\tilde E$, and the extremes of $E_n/\tilde E$ measured and derived.}%
\tablabel{bounded}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&$h$ (s)&drift of $\tilde E$&min $E/\tilde E$&${1/(1+\omega h/2)}$&max
$E/\tilde E$&${1/(1-\omega h/2)}$\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch02-bounded.tex
}}$$
\endinsert

\midinsert
\def\energycaption{Energy of a body on a spring of period 2\thinspace s, as a
fraction of its starting energy, at $h=1/60$\thinspace s, measured by {\tt
bench02} when this book was built. Measured: explicit Euler as a dot every
sixth step and Verlet as a dot every other step; symplectic Euler, below, as
a solid line through every step. Derived: the line under explicit Euler's
dots, $(1+\omega^2h^2)^n$, and, dashed, the bounds $1/(1\pm\omega h/2)$ (for
Verlet, times its own $\tilde E/E_0$).}
\input fig/ch02-energy.tex
\figlabel{energy}
\endinsert

@*1 The clock.
A {\it fixed step\/} means that the world is only ever stepped by the same
$h$, whatever the frames do. Three things follow. The simulation is {\it
deterministic\/}: its states are a function of the number of steps alone,
so a replay, a test, or a second machine gets the same bits, which a step
taken from the frame's duration can never promise. It is {\it frame-rate
independent\/}: at 15 frames a second or 144 the bodies are at the same
places at the same simulated times; only the number of pictures differs.
And it is {\it stable by design\/}: $h$ is chosen once, below the limit
that symplectic Euler and Verlet impose ($\omega h<2$ for a spring), and no
slow frame can push it over. (Explicit Euler has no such limit to stay
below: it gains energy on a spring at every $h$, and a fixed step only
fixes the rate.)
@^determinism@>
@^frame-rate independence@>

The price is that real time does not come in whole steps. A frame lasts
what it lasts; so the program keeps an {\it accumulator\/}, the real time
that has passed and has not yet been simulated \cite{fiedler2004b}. Each frame adds its
duration, then takes as many whole steps out of it as fit, and leaves the
remainder, always less than a step, for the next frame. After frames
lasting $T$ in total, exactly $\lfloor T/h\rfloor$ steps have come due.
All of them are taken, unless some frame brought more than a cap allows;
the excess is then thrown away and counted (two sections on), so that the
steps taken and the steps dropped always add up to $\lfloor T/h\rfloor$.
Figure~\figref{clock} follows five frames through the clock.

\midinsert
\mpfigure{fig/ch02-time-1.mps}{}{The clock. Frames of any length follow
one another in real time (above); steps come due every $h$ (dots). At the
end of each frame the clock takes the steps that came due during it (the
numbers) and carries the remainder, less than a step, to the next frame
(shaded). The slow fourth frame brings five steps and the cap allows three:
two are dropped, and the remainder is still carried. After the last frame
the remainder is $\alpha h$, and the bodies are drawn a fraction $\alpha$ of
the way from their previous state to their last one (below right).}%
\figlabel{clock}
\endinsert

@ That promise of exactly $\lfloor T/h\rfloor$ is easily broken by the
arithmetic. With $h=1/60$ and the accumulator kept in seconds as a
|double|, neither $h$ nor a typical frame time is exact in binary; after a
frame of exactly three steps' length the accumulator may hold a hair less
than $3h$, the program takes two steps, and a step is lost or gained at
random. So the clock counts in integers. A frame's duration is given in
{\it ticks}, the integer units of whatever timer the program reads
(SDL's performance counter, say, with |ticks_per_second| of them in a
second), and the step is given as a whole number of steps per second, the
|rate|. The accumulator is kept in units of $1/(|rate|\cdot
|ticks_per_second|)$ of a second: a frame of $f$ ticks adds $f\cdot|rate|$
of them, and a step is worth exactly |ticks_per_second| of them. Every
quantity is an integer and the count is exact. The price is that a step
must be a whole fraction of a second, $1/60$ or $1/120$, which is what
programs choose anyway.
@!@^accumulator@>
@^integer time@>
@s ph_clock int

@<Clock types@>+=
typedef struct {
  int64_t rate;
  int64_t ticks_per_second;
  int max_steps;
  int64_t accumulator;
  long steps, dropped;
} ph_clock;

@ The clock also caps the number of steps one frame may take, |max_steps|,
because of the {\it spiral of death\/} \cite{fiedler2004b,gaul2012}. Suppose a step costs $c$ seconds to
compute and drawing a frame costs $r$. A frame that takes $n$ steps lasts
$r+nc$, during which $(r+nc)/h$ new steps come due, so the next frame takes
$$n'={r+nc\over h}.$$
If $c<h$ this settles at $n^*=r/(h-c)$. If $c\ge h$, if a step costs more
real time than it simulates, $n'-n=(r+n(c-h))/h>0$ and every frame takes
more steps than the last, and lasts longer, until the program freezes. A
scene that is too heavy for the machine, or a single stall (a page fault, a
window being dragged), can start it. The cap breaks the loop: when more
than |max_steps| are due the clock takes |max_steps| and throws the rest
away, counting them in |dropped|. The simulation then runs slower than real
time, but it runs, and it stays deterministic, since it is still stepped by
$h$. We keep the fraction of a step that was due, so that the drawing goes
on smoothly.
@!@^spiral of death@>

A clock starts empty. A rate or tick rate that is zero or negative, or a
cap below one step, is refused.
@.a clock needs...@>

@<Engine functions@>+=
bool ph_clock_init(ph_clock *c, int rate, int64_t ticks_per_second, int max_steps)
{
  memset(c, 0, sizeof *c);
  if (rate <= 0 || ticks_per_second <= 0 || max_steps < 1) {
    ph_report("a clock needs a positive rate, a positive tick rate "@/
      "and a cap of at least 1");
    return false;
  }
  c->rate = rate;
  c->ticks_per_second = ticks_per_second;
  c->max_steps = max_steps;
  return true;
}

@ Advancing the clock by a frame returns the number of steps to take now.
The accumulator after adding the frame holds |due| whole steps and a
remainder; the cap moves the excess steps into |dropped|. A frame longer
than an hour is taken as an hour, which keeps the products far from
overflow ($3600\cdot10^9$ nanosecond ticks times a rate of a thousand is
$3.6\times10^{15}$, against $9.2\times10^{18}$); so much time is dropped by
the cap anyway. A negative duration, which a timer that went backwards
could produce, is refused.
@.a frame cannot last...@>

@<Engine functions@>+=
int ph_clock_advance(ph_clock *c, int64_t frame_ticks)
{
  int64_t hour, due, excess;
  if (frame_ticks < 0) {
    ph_report("a frame cannot last a negative time");
    return 0;
  }
  if (c->rate <= 0) return 0;
  hour = 3600 * c->ticks_per_second;
  if (frame_ticks > hour) frame_ticks = hour;
  c->accumulator += frame_ticks * c->rate;
  due = c->accumulator / c->ticks_per_second;
  excess = due > c->max_steps ? due - c->max_steps : 0;
  c->dropped += (long) excess;
  due -= excess;
  c->accumulator -= (due + excess) * c->ticks_per_second;
  c->steps += (long) due;
  return (int) due;
}

@ After the steps, what is left in the accumulator is the fraction of the
next step that has already passed in real time,
$$\alpha={\hbox{accumulator}\over\hbox{one step}},\qquad 0\le\alpha<1.$$
The world is at time $t_n$; the real present is $t_n+\alpha h$. The
drawing uses $\alpha$ (next section).

@<Engine functions@>+=
double ph_clock_alpha(const ph_clock *c)
{
  if (c->ticks_per_second <= 0) return 0.0;
  return (double) c->accumulator / (double) c->ticks_per_second;
}

@ The clock's step is $h=1/|rate|$.

@<Engine functions@>+=
double ph_clock_dt(const ph_clock *c)
{
  if (c->rate <= 0) return 0.0;
  return 1.0 / (double) c->rate;
}

@ @<Clock functions@>+=
bool ph_clock_init(ph_clock *c, int rate, int64_t ticks_per_second, int max_steps);
int ph_clock_advance(ph_clock *c, int64_t frame_ticks);
double ph_clock_alpha(const ph_clock *c);
double ph_clock_dt(const ph_clock *c);

@*1 Drawing between steps.
With a fixed step, frames and steps no longer line up. At 60 steps a second
and 50 frames a second, a frame takes one step except every fifth, which
takes two: a body moving steadily is drawn advancing by one step's
distance, one, one, one, one, then two at once. At 75 frames a second every
fifth frame takes no step and the body stands still for it. Either way it
stutters, and at low frame rates, where a frame takes several steps, the
jumps are large as well as uneven. The cure is to draw each body not
where the last step left it but where it would be at the real present,
$t_n+\alpha h$.

We do not know that place, since the next step has not been taken; we know
the last two states. So we draw between them:
$$\vec p=\vec x_{n-1}+\alpha\,(\vec x_n-\vec x_{n-1}).$$
This shows the world as it was one step ago, $t_{n-1}+\alpha h$, always
exactly $h$ behind the present: a constant delay of $1/60$ of a second is
invisible, while an irregular one is what the eye reads as stutter. One
could instead guess forward, $\vec x_n+\alpha h\vec v_n$, with no delay;
but a guess draws a ball inside the wall it is about to bounce off, and
then snaps it back, which is worse than a delay. Interpolation only ever
draws places that lie between real states. This is the interpolation of
Fiedler's article and of ``The Core Engine'' \cite{fiedler2004b,gaul2012}.
@!@^interpolation@>
@^stutter@>

Drawing is the program's business, so the $\alpha$ comes in through the
drawing interface, with a switch: a zeroed interface, as in every program
written for chapter~1, draws bodies where they are.

@<Drawing interface fields@>+=
bool interpolate;
double alpha;

@ The place to draw a body, used for the body and for its spring.

@<Private declarations@>+=
static ph_vec2 drawn_position(const ph_body *b, const ph_draw *d);

@ @<Engine functions@>+=
static ph_vec2 drawn_position(const ph_body *b, const ph_draw *d)
{
  if (!d->interpolate) return b->position;
  return ph_lerp(b->previous, b->position, d->alpha);
}

@ @<Find where to draw body |b| in |p|@>+=
p = drawn_position(b, d);

@ A spring is drawn as a thin grey line from its anchor to each body it
holds, where the body is drawn, and its anchor as a double ring, a quarter
of a metre across, in a light grey that stands out from the background and
from the lines. The engine keeps no spring, so a program that applies one
asks for it to be drawn, after the world.

@<Engine functions@>+=
void ph_draw_spring(const ph_world *w, const ph_spring *sp, const ph_draw *d)
{
  ph_color grey = {140, 144, 160, 255}, light = {225, 228, 240, 255};
  for (int i = 0; i < w->body_count; i++)
    d->segment(d->context, sp->anchor, drawn_position(&w->bodies[i], d), grey);
  d->circle(d->context, sp->anchor, 0.25, light);
  d->circle(d->context, sp->anchor, 0.18, light);
}

@ @<Drawing functions@>+=
void ph_draw_spring(const ph_world *w, const ph_spring *sp, const ph_draw *d);

@*1 Worlds for tests and measurements.
The tests and the benchmark share two small worlds, which belong to the
test support of appendix~D, like chapter~1's settling world. The projectile is chapter~1's: a
particle thrown from $(1,2)$ with velocity $(3,12)$ in the default gravity.
The spring world has no gravity and one particle of mass 1\thinspace kg at
rest at $(1,0)$; the spring |test_spring(omega)|, of stiffness $\omega^2$
to the origin, gives it the angular frequency $\omega$.

@<Test support functions@>+=
ph_world *test_projectile_world(ph_integrator integrator)
{
  ph_settings s = ph_default_settings();
  ph_particle_def d = ph_default_particle_def();
  ph_world *w;
  s.integrator = integrator;
  w = ph_world_create(&s);
  if (!w) return NULL;
  d.position = ph_v(1.0, 2.0);
  d.velocity = ph_v(3.0, 12.0);
  ph_world_create_particle(w, &d);
  return w;
}

@ The spring world's spring is |test_spring(omega)|, and
|test_spring_step| applies it and takes a step, as every program that keeps
a spring must.

@<Test support functions@>+=
ph_spring test_spring(double omega)
{
  ph_spring sp = {{0.0, 0.0}, omega * omega};
  return sp;
}

void test_spring_step(ph_world *w, const ph_spring *sp, double h)
{
  ph_world_apply_spring(w, sp);
  ph_world_step(w, h);
}

ph_world *test_spring_world(ph_integrator integrator)
{
  ph_settings s = ph_default_settings();
  ph_particle_def d = ph_default_particle_def();
  ph_world *w;
  s.integrator = integrator;
  s.gravity = ph_v(0.0, 0.0);
  w = ph_world_create(&s);
  if (!w) return NULL;
  d.position = ph_v(1.0, 0.0);
  ph_world_create_particle(w, &d);
  return w;
}

@ @<Test function declarations@>+=
ph_world *test_projectile_world(ph_integrator integrator);
ph_world *test_spring_world(ph_integrator integrator);
ph_spring test_spring(double omega);
void test_spring_step(ph_world *w, const ph_spring *sp, double h);

@*1 Scenes and the demo.
A scene may ask to be shown in {\it lanes}: three copies of its world side
by side, one per integrator, stepped together. The line is the bare keyword
\.{lanes}. It changes nothing in the world, and a dump still describes the
scene's own world alone; the copies are the demo's.

@<Scene entities@>+=
{"lanes", 2, parse_lanes},

@ @<Scene fields@>+=
bool lanes;

@ @<Scene entity parsers@>+=
static bool parse_lanes(scene *s, scene_reader *r)
{
  (void) r;
  s->lanes = true;
  return true;
}

@ The chapter's built-in scenes. \.{orbits} is the demo: no gravity, a
spring of stiffness $\pi^2$ (period 2\thinspace s for a body of 1\thinspace
kg), one body thrown sideways at the speed $4\omega$ that makes a circle of
radius 4\thinspace m, and one released at rest 2\thinspace m out, which
swings along a line through the anchor. \.{projectile} is the throw of the
projectile test in three lanes; the three balls part by centimetres, which
the panel's energies show better than the eye.

@<Built-in scenes@>+=
{"orbits", 2, "bodies on springs, one lane per integrator",@/
  "world gravity=0,0 integrator=verlet spring=9.869604401089358 anchor=0,0\n"@/
  "view x=0 y=0 width=14\n"@/
  "lanes\n"@/
  "particle x=4 y=0 vx=0 vy=12.566370614359172 r=0.4 mass=1\n"@/
  "particle x=2 y=0 r=0.3 mass=1\n"},@/
{"projectile", 2, "a ball thrown in each lane",@/
  "world gravity=0,-10 integrator=verlet\n"@/
  "view x=3 y=4 width=10\n"@/
  "lanes\n"@/
  "particle x=1 y=2 vx=3 vy=12 r=0.2 mass=1\n"},

@ @<Chapter titles@>+=
{2, "Time"},

@ The demo keeps, besides the harness's scene, the clock, the switches of
this chapter's keys, and the lanes. Lane $k$ shows integrator $k$ in the
order explicit Euler, symplectic Euler, Verlet; the scene's own world fills
the lane of its own integrator, and the other two lanes hold copies loaded
from the same scene with the integrator changed; |shown| points to the
scene of each lane. The trails remember the
last 240 positions of up to four bodies per lane.

@<Demo state fields of the chapters@>+=
ph_clock clock;
bool clock_off, smooth_off, lanes_flipped;
bool lanes;
int main_lane;
scene lane[3], *shown[3];
double lane_energy[3];
ph_vec2 trail[3][4][240];

@ Starting the scene starts the clock, with one step every |options.dt|
rounded to a whole number of steps a second (a \.{--dt} that is not the
inverse of a whole number makes the window's clock run a little off real
time; the steps themselves are still of length \.{--dt}). The clock counts
in the ticks the harness measures frames in, |demo->ticks_per_second|. A
frame may take
a quarter of a second's worth of steps; at 7 frames a second a frame needs
about 9 of the 15 this allows at 60 steps a second.

@<Start the chapters' part of the demo@>+=
{
  int rate = (int) (1.0 / demo->options.dt + 0.5);
  ph_clock_init(&demo->clock, rate, demo->ticks_per_second, rate / 4 > 1 ? rate / 4 : 1);
  @<Make the lanes of the other integrators@>@;
}

@ Lanes are shown when the scene asks for them, unless \.{L} was pressed.
The copies are loaded by the name the scene was loaded by; that load
succeeded once, so it succeeds again. A click would add particles to one lane only
and spoil the comparison, so with lanes a click does nothing.

@<Make the lanes of the other integrators@>=
scene *own = &demo->current;
for (int k = 0; k < 3; k++) scene_destroy(&demo->lane[k]);
demo->lanes = own->lanes != demo->lanes_flipped;
demo->particle_clicks = !demo->lanes;
switch (own->world->settings.integrator) {
case PH_EXPLICIT_EULER: demo->main_lane = 0; break;
case PH_SYMPLECTIC_EULER: demo->main_lane = 1; break;
default: demo->main_lane = 2; break;
}
static const ph_integrator lane_integrators[3] = {PH_EXPLICIT_EULER, PH_SYMPLECTIC_EULER,
  PH_VERLET};
for (int k = 0; demo->lanes && k < 3; k++) {
  if (k != demo->main_lane && scene_load(&demo->lane[k], own->name)) {
    ph_settings settings = demo->lane[k].world->settings;
    settings.integrator = lane_integrators[k];
    ph_world_set_settings(demo->lane[k].world, &settings);
  }
  demo->shown[k] = k == demo->main_lane ? own : &demo->lane[k];
  demo->lane_energy[k] = demo->shown[k]->world
    ? ph_world_energy(demo->shown[k]->world, &own->spring) : 0.0;
}

@ The copies take each step with the scene, headless or not, and every
lane's trail records where its first four bodies are.

@<Take the chapters' part of a demo step@>+=
for (int k = 0; demo->lanes && k < 3; k++) {
  scene *s = demo->shown[k];
  if (k != demo->main_lane && s->world) scene_step(s, demo->options.dt);
  for (int i = 0; s->world && i < s->world->body_count && i < 4; i++)
    demo->trail[k][i][demo->steps_done % 240] = s->world->bodies[i].position;
}

@ In the window, the clock decides how many steps a frame takes, replacing
chapter~1's one step per frame unless \.{C} brought that back. The clock is
fed the time the frame lasted, which the harness measures
(|@<Wait for the frame's time...@>|). When the demo is paused the time still
passes but is not fed to the clock, so that running again does not bring a
burst of steps; chapter~1's rule then stands, and \.{S} still takes one
step.

@<Let the chapters choose how many steps this frame takes@>+=
if (!demo->clock_off && !demo->paused)
  steps = ph_clock_advance(&demo->clock, demo->frame_ticks);

@ When the demo ends, the lane worlds are let go with the scene's.

@<Let go of the chapters' part of the demo@>+=
for (int k = 0; k < 3; k++) scene_destroy(&demo.lane[k]);

@ The keys. \.{F} shows what a slow frame rate does: it takes the harness's
rate of frames down to the next of 60, 30, 15 and 7 a second, and from 7
back up to 60. \.{L} starts the scene again, since lanes are made when it
starts.

@<Handle a key of the chapters@>+=
case SDLK_f: demo->fps = demo->fps > 30 ? 30 : demo->fps > 15 ? 15 : demo->fps > 7 ? 7 : 60;
  break;
case SDLK_t: demo->smooth_off = !demo->smooth_off; break;
case SDLK_c: demo->clock_off = !demo->clock_off; break;
case SDLK_l:
  demo->lanes_flipped = !demo->lanes_flipped;
  demo->status = start_scene(demo);
  break;

@ @<Help lines of the chapters@>+=
"  F            draw 60, 30, 15 or 7 frames a second\n"@/
"  T            draw between the last two steps (interpolate) or not\n"@/
"  C            a fixed step with a clock, or chapter 1's one step per frame\n"@/
"  L            show the lanes (explicit Euler, symplectic Euler, Verlet) or not\n"

@ The panel shows the four switches, and, with lanes, each lane's energy as
a fraction of its energy at the start.

@<Add the chapters' lines to the panel@>+=
panel_add(panel, "C  fixed-step clock: %s", demo->clock_off ? "off" : "on");
panel_add(panel, "F  frames per second: %g", demo->fps);
panel_add(panel, "T  interpolation: %s", demo->smooth_off ? "off" : "on");
panel_add(panel, "L  integrator lanes: %s", demo->lanes ? "on" : "off");
if (demo->lanes) {
  double e[3] = {0.0, 0.0, 0.0};
  for (int k = 0; k < 3; k++)
    if (demo->shown[k]->world && demo->lane_energy[k] != 0.0)
      e[k] = ph_world_energy(demo->shown[k]->world, &demo->shown[k]->spring) / demo->lane_energy[k];
  panel_add(panel, "   energy / start: %.3f %.3f %.3f", e[0], e[1], e[2]);
}

@ Drawing. Interpolation needs the clock, so it is off in headless runs
(whose pictures show the last step exactly) and when \.{C} turned the clock
off. With lanes, the camera is zoomed out three times and moved so that
the scene's own world falls in its lane, and drawing is clipped to that
lane.
@s SDL_Rect int

@<Set the chapters' drawing options in |d|@>+=
d.interpolate = !demo->options.headless && !demo->clock_off && !demo->smooth_off;
d.alpha = ph_clock_alpha(&demo->clock);
if (demo->lanes) {
  c->scale /= 3.0;
  c->center.x -= (demo->main_lane - 1) * c->width / (3.0 * c->scale);
  SDL_Rect clip = {demo->main_lane * c->width / 3, 0, c->width / 3, c->height};
  SDL_RenderSetClipRect(c->renderer, &clip);
}

@ Then the other lanes, each with the camera moved by a lane's width and its
own clip, the trails of all three, and the lines between the lanes. A trail
is drawn from its oldest point to its newest.

@<Draw the chapters' extras@>+=
if (demo->current.spring.stiffness > 0.0)
  ph_draw_spring(demo->current.world, &demo->current.spring, &d);
if (demo->lanes) {
  double lane_width = c->width / (3.0 * c->scale);
  ph_vec2 center = c->center;
  for (int k = 0; k < 3; k++) {
    scene *s = demo->shown[k];
    c->center.x = center.x - (k - demo->main_lane) * lane_width;
    SDL_Rect clip = {k * c->width / 3, 0, c->width / 3, c->height};
    SDL_RenderSetClipRect(c->renderer, &clip);
    if (k != demo->main_lane && s->world) {
      ph_world_draw(s->world, &d);
      if (s->spring.stiffness > 0.0) ph_draw_spring(s->world, &s->spring, &d);
    }
    @<Draw the trails of lane |k|@>@;
  }
  c->center = center;
  SDL_RenderSetClipRect(c->renderer, NULL);
  for (int k = 1; k < 3; k++) {
    SDL_SetRenderDrawColor(c->renderer, 90, 94, 110, 255);
    SDL_RenderDrawLine(c->renderer, k * c->width / 3, 0, k * c->width / 3, c->height);
  }
}

@ A trail is drawn in its body's own colour, twice, the second time a
pixel higher, so that it is two pixels wide and can be seen at a glance,
in the window and in a printed screenshot alike.

@<Draw the trails of lane |k|@>=
{
  long have = demo->steps_done < 240 ? demo->steps_done : 240;
  ph_vec2 up = ph_v(0.0, 1.0 / c->scale);
  for (int i = 0; s->world && i < s->world->body_count && i < 4; i++) {
    ph_color color = s->world->bodies[i].color;
    ph_vec2 *trail = demo->trail[k][i];
    for (long j = demo->steps_done - have + 1; j < demo->steps_done; j++) {
      ph_vec2 a = trail[(j - 1) % 240], b = trail[j % 240];
      draw_segment(c, a, b, color);
      draw_segment(c, ph_add(a, up), ph_add(b, up), color);
    }
  }
}

@*1 Measurements.
The chapter's program \.{bench02} makes the three tables and the figure of
this chapter, written as \TeX\ when the book is built. It links only the
engine.

@(bench02.c@>=
#include "testing.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
@<Chapter 2 benchmark helpers@>@;
@<Measure the projectile's errors@>@;
@<Measure the energy growth of explicit Euler@>@;
@<Measure the bounded energy of symplectic Euler and Verlet@>@;
@<Plot the energy on a spring@>@;
@<Write every measurement of bench02@>@;

@ Small numbers are printed in \TeX's scientific notation, $3.2\times10^{-14}$.

@<Chapter 2 benchmark helpers@>=
static const char *scientific(double x)
{
  static char buffers[8][64];
  static int next;
  char *s = buffers[next++ % 8];
  if (x == 0.0) {
    snprintf(s, 64, "$0$");
    return s;
  }
  int e = (int) floor(log10(fabs(x)));
  double m = x / pow(10.0, e);
  if (fabs(m) >= 9.95) m /= 10.0, e++;
  snprintf(s, 64, "$%.1f\\times10^{%d}$", m, e);
  return s;
}

@ Signed numbers of fixed length are printed in math mode too, so that a
negative one gets \TeX's minus sign, $-0.083$, and not a hyphen, and stands
level with its positive neighbours, $+0.083$.

@<Chapter 2 benchmark helpers@>+=
static const char *signed_fixed(double x)
{
  static char buffers[8][64];
  static int next;
  char *s = buffers[next++ % 8];
  snprintf(s, 64, "$%+.9f$", x);
  return s;
}

@ The projectile's height error is measured at every step for each
integrator, against the exact parabola, and compared with the derived
$\pm{1\over2}ght$; the table shows four times and the largest difference.
One run gives one integrator's column.

@<Measure the projectile's errors@>=
static const ph_integrator projectile_integrators[3] = {PH_EXPLICIT_EULER,
  PH_SYMPLECTIC_EULER, PH_VERLET};
static const double projectile_signs[3] = {1.0, -1.0, 0.0};
static const int projectile_shown[4] = {60, 120, 300, 600};

static void projectile_run(int k, double *measured, double *worst)
{
  double h = 1.0 / 60.0, g = 10.0;
  ph_world *w = test_projectile_world(projectile_integrators[k]);
  int row = 0;
  *worst = 0.0;
  for (int n = 1; n <= 600; n++) {
    double t = n * h, exact, e, difference;
    ph_world_step(w, h);
    exact = 2.0 + 12.0 * t - 0.5 * g * t * t;
    e = w->bodies[0].position.y - exact;
    difference = fabs(e - projectile_signs[k] * 0.5 * g * h * t);
    if (difference > *worst) *worst = difference;
    if (row < 4 && n == projectile_shown[row]) measured[row++] = e;
  }
  ph_world_destroy(w);
}

@ The table's rows: a time, the two Euler columns as measured and
derived, and Verlet's measured error; then the largest differences.

@<Measure the projectile's errors@>+=
static void measure_projectile(FILE *out)
{
  double h = 1.0 / 60.0, g = 10.0, measured[3][4], worst[3];
  for (int k = 0; k < 3; k++) projectile_run(k, measured[k], &worst[k]);
  for (int row = 0; row < 4; row++) {
    double t = projectile_shown[row] * h, lift = 0.5 * g * h * t;
    fprintf(out, "%g&%s&%s&", t, signed_fixed(measured[0][row]), signed_fixed(lift));
    fprintf(out, "%s&%s&%s\\cr\n", signed_fixed(measured[1][row]), signed_fixed(-lift),
      scientific(measured[2][row]));
  }
  fprintf(out, "\\noalign{\\smallskip}largest difference");
  for (int k = 0; k < 2; k++)
    fprintf(out, "&\\multispan2\\hfil%s\\hfil\\quad", scientific(worst[k]));
  fprintf(out, "&%s\\cr\n", scientific(worst[2]));
}

@ Explicit Euler's energy on the spring of period 2\thinspace s, against
$(1+\omega^2h^2)^n$.

@<Measure the energy growth of explicit Euler@>=
static void measure_growth(FILE *out)
{
  static const int shown[5] = {60, 120, 300, 600, 1200};
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  ph_world *w = test_spring_world(PH_EXPLICIT_EULER);
  ph_spring sp = test_spring(omega);
  double e0 = ph_world_energy(w, &sp);
  for (int n = 1, row = 0; n <= 1200; n++) {
    test_spring_step(w, &sp, h);
    if (n == shown[row]) {
      double measured = ph_world_energy(w, &sp) / e0, derived = pow(1.0 + omega * omega * h * h, n);
      fprintf(out, "%g&%d&%.12f&%.12f&%s\\cr\n", n * h, n, measured, derived,
        scientific(measured / derived - 1.0));
      row++;
    }
  }
  ph_world_destroy(w);
}

@ For the bounded integrators the reference is the modified energy after
the first step, $\tilde E_1$: for symplectic Euler it equals $E_0$, for
Verlet it is what Verlet's exact first step makes it. Over 100{,}000 steps
the program records the largest drift of $\tilde E$ from $\tilde E_1$ and
the extremes of $E/\tilde E_1$.

@<Measure the bounded energy of symplectic Euler and Verlet@>=
static void measure_bounded(FILE *out)
{
  static const ph_integrator integrators[2] = {PH_SYMPLECTIC_EULER, PH_VERLET};
  static const char *const names[2] = {"symplectic Euler", "Verlet"};
  static const double steps[2] = {1.0 / 60.0, 1.0 / 30.0};
  double omega = 3.14159265358979323846;
  for (int j = 0; j < 2; j++)
    for (int k = 0; k < 2; k++) {
      double h = steps[j];
      ph_world *w = test_spring_world(integrators[k]);
      ph_spring sp = test_spring(omega);
      test_spring_step(w, &sp, h);
      double reference = ph_world_modified_energy(w, &sp, h), drift = 0.0, low = 1.0, high = 1.0;
      for (int n = 2; n <= 100000; n++) {
        test_spring_step(w, &sp, h);
        double r = ph_world_energy(w, &sp) / reference;
        double d = fabs(ph_world_modified_energy(w, &sp, h) / reference - 1.0);
        if (d > drift) drift = d;
        if (r < low) low = r;
        if (r > high) high = r;
      }
      fprintf(out, "%s&1/%d&%s&%.6f&%.6f&%.6f&%.6f\\cr\n", names[k], (int) (1.0 / h + 0.5),
        scientific(drift), low, 1.0 / (1.0 + omega * h / 2.0), high, 1.0 / (1.0 - omega * h / 2.0));
      ph_world_destroy(w);
    }
}

@*1 A figure drawn by \TeX.
The energy plot is written as a \TeX\ file that draws itself with no
package: the curves, axes and grid are PDF path operators handed to
pdf\TeX's \.{\\pdfliteral}, whose origin is the point where it appears, in
big points ($1/72$ of an inch); the numbers and words are ordinary \TeX\
boxes placed at the same coordinates by a macro \.{\\at}. A panel is a box
of given width and height, with its origin at its lower left corner; a
|plot_frame| maps the data to it, on a linear or a logarithmic scale.
@^plots in \TeX@>
@s plot_frame int

@<Plot the energy on a spring@>=
typedef struct {
  double x0, x1, y0, y1;
  bool logarithmic;
  double width, height;
} plot_frame;

static double plot_x(const plot_frame *f, double x)
{
  return f->width * (x - f->x0) / (f->x1 - f->x0);
}

static double plot_y(const plot_frame *f, double y)
{
  if (f->logarithmic) return f->height * log(y / f->y0) / log(f->y1 / f->y0);
  return f->height * (y - f->y0) / (f->y1 - f->y0);
}

@ A panel opens a box with room below for the numbers of the time axis and
its title, draws a light grid at the ticks and a frame, and writes the
numbers. Every line of the file ends in a \.{\%} so that no stray space
moves the boxes that follow. The vertical axis is labelled above its top,
clear of the number at the top tick, and the title is centred at the same
height.

@<Plot the energy on a spring@>+=
static void plot_begin(FILE *out, const plot_frame *f, const double *xt, int nx,
  const double *yt, int ny, const char *ylabel, const char *title)
{
  fprintf(out, "\\hbox{\\kern46bp\\hbox to %.1fbp{\\vrule width0pt height%.1fbp depth30bp%%\n",
    f->width, f->height + 22.0);
  fprintf(out, "\\pdfliteral{q 0.85 G 0.4 w");
  for (int i = 0; i < nx; i++)
    fprintf(out, " %.2f 0 m %.2f %.2f l", plot_x(f, xt[i]), plot_x(f, xt[i]), f->height);
  for (int i = 0; i < ny; i++)
    fprintf(out, " 0 %.2f m %.2f %.2f l", plot_y(f, yt[i]), f->width, plot_y(f, yt[i]));
  fprintf(out, " S 0 G 0.6 w 0 0 %.2f %.2f re S Q}%%\n", f->width, f->height);
  for (int i = 0; i < nx; i++)
    fprintf(out, "\\at{%.2f}{-10}{\\plotc{%g}}%%\n", plot_x(f, xt[i]), xt[i]);
  for (int i = 0; i < ny; i++)
    fprintf(out, "\\at{-4}{%.2f}{\\plotr{%g}}%%\n", plot_y(f, yt[i]) - 2.5, yt[i]);
  fprintf(out, "\\at{%.2f}{-24}{\\plotc{time $t$ (s)}}%%\n", f->width / 2.0);
  fprintf(out, "\\at{-4}{%.2f}{\\plotr{%s}}%%\n", f->height + 12.0, ylabel);
  fprintf(out, "\\at{%.2f}{%.2f}{\\plotc{%s}}%%\n", f->width / 2.0, f->height + 12.0, title);
}

static void plot_end(FILE *out)
{
  fprintf(out, "\\hfil}}%%\n");
}

@ A curve is a polyline or a row of round dots (a path of zero length drawn
with round caps is a dot), in a colour given as three numbers, dashed or
not, clipped to the panel. Points are written a few to a line.

@<Plot the energy on a spring@>+=
static void plot_curve(FILE *out, const plot_frame *f, const double *x, const double *y,
  int n, const char *rgb, bool dots, bool dashed)
{
  fprintf(out, "\\pdfliteral{q 0 0 %.2f %.2f re W n %s RG %s %s\n", f->width, f->height, rgb,
    dots ? "1 J 2.2 w" : "0.9 w 1 j", dashed ? "[3 2] 0 d" : "");
  for (int i = 0; i < n; i++) {
    double px = plot_x(f, x[i]), py = plot_y(f, y[i]);
    if (dots) fprintf(out, "%.2f %.2f m %.2f %.2f l ", px, py, px, py);
    else fprintf(out, "%.2f %.2f %s ", px, py, i ? "l" : "m");
    if (i % 6 == 5) fprintf(out, "\n");
  }
  fprintf(out, "S Q}%%\n");
}

@ A legend entry is a short sample of the curve's line or dots and its name,
at a given place in the panel.

@<Plot the energy on a spring@>+=
static void plot_legend(FILE *out, double x, double y, const char *rgb, bool dots,
  bool dashed, const char *name)
{
  double left = x + 3.0, right = x + 11.0, middle = y + 2.5;
  if (dots) {
    fprintf(out, "\\pdfliteral{q %s RG 1 J 2.2 w ", rgb);
    fprintf(out, "%.2f %.2f m %.2f %.2f l %.2f %.2f m %.2f %.2f l S Q}%%\n", left, middle,
      left, middle, right, middle, right, middle);
  } else {
    fprintf(out, "\\pdfliteral{q %s RG 0.9 w %s %.2f %.2f m %.2f %.2f l S Q}%%\n", rgb,
      dashed ? "[3 2] 0 d" : "", x, middle, x + 14.0, middle);
  }
  fprintf(out, "\\at{%.2f}{%.2f}{%s}%%\n", x + 18.0, y, name);
}

@ The runs behind the figure: a body on the spring of period 2\thinspace s
at $h=1/60$, under each integrator, its energy as a fraction of $E_0$
recorded at every step for ten seconds; and the derived curves.

@<Plot the energy on a spring@>+=
static void energy_run(ph_integrator integrator, double *t, double *ratio, int n, double h)
{
  ph_world *w = test_spring_world(integrator);
  ph_spring sp = test_spring(3.14159265358979323846);
  double e0 = ph_world_energy(w, &sp);
  t[0] = 0.0, ratio[0] = 1.0;
  for (int i = 1; i < n; i++) {
    test_spring_step(w, &sp, h);
    t[i] = i * h;
    ratio[i] = ph_world_energy(w, &sp) / e0;
  }
  ph_world_destroy(w);
}

@ The upper panel shows ten seconds on a logarithmic scale, explicit
Euler's measurements as a dot every sixth step over its derived line; the
lower panel the first four seconds magnified, symplectic Euler as a line and
Verlet as a dot every other step, with the bounds. The words of the plot are
in eight-point type, and so are its formulas: the file sets eight-point
math fonts for itself, so that a legend's $(1+\omega^2h^2)^n$ is no larger
than the words beside it. The file ends with the
caption, numbered with the book's figures (the caption's text is the
macro \.{\\energycaption}, defined by the chapter where it \.{\\input}s the
file).

@<Plot the energy on a spring@>+=
static void write_energy_plot(FILE *out)
{
  enum { N = 601 };
  static double t[N], euler[N], symplectic[N], verlet[N], derived[N], x[N], y[N];
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  energy_run(PH_EXPLICIT_EULER, t, euler, N, h);
  energy_run(PH_SYMPLECTIC_EULER, t, symplectic, N, h);
  energy_run(PH_VERLET, t, verlet, N, h);
  for (int i = 0; i < N; i++) derived[i] = pow(1.0 + omega * omega * h * h, i);
  fprintf(out, "\\begingroup\\eightrm\\parindent=0pt%%\n");
  fprintf(out, "\\font\\plotmi=cmmi8 \\font\\plotsy=cmsy8 \\font\\plotmis=cmmi6%%\n");
  fprintf(out, "\\font\\plotsys=cmsy6 \\font\\plotrms=cmr6%%\n");
  fprintf(out, "\\textfont0=\\eightrm \\scriptfont0=\\plotrms%%\n");
  fprintf(out, "\\textfont1=\\plotmi \\scriptfont1=\\plotmis%%\n");
  fprintf(out, "\\textfont2=\\plotsy \\scriptfont2=\\plotsys%%\n");
  fprintf(out, "\\def\\at#1#2#3{\\rlap{\\kern#1bp\\raise#2bp\\hbox{#3}}}%%\n");
  fprintf(out, "\\def\\plotc#1{\\hbox to 0pt{\\hss#1\\hss}}%%\n");
  fprintf(out, "\\def\\plotr#1{\\hbox to 0pt{\\hss#1}}%%\n");
  fprintf(out, "\\centerline{\\vbox{%%\n");
  @<Draw the upper panel of the energy plot@>@;
  fprintf(out, "\\kern10pt%%\n");
  @<Draw the lower panel of the energy plot@>@;
  fprintf(out, "}}\\medskip\\endgroup\n");
  fprintf(out, "{\\catcode`\\@@=11 \\global\\advance\\bk@@fignum by 1 ");
  fprintf(out, "\\bk@@caption{Figure \\the\\bk@@fignum.}{\\energycaption}}\n");
}

@ @<Draw the upper panel of the energy plot@>=
{
  static const double xt[6] = {0, 2, 4, 6, 8, 10}, yt[5] = {0.5, 1, 2, 5, 10};
  plot_frame f = {0.0, 10.0, 0.5, 10.0, true, 330.0, 120.0};
  plot_begin(out, &f, xt, 6, yt, 5, "$E/E_0$",
    "(a) all three integrators, logarithmic scale");
  plot_curve(out, &f, t, derived, N, "0 0 0", false, false);
  int m = 0;
  for (int i = 0; i < N; i += 6) x[m] = t[i], y[m++] = euler[i];
  plot_curve(out, &f, x, y, m, "0.85 0.15 0.1", true, false);
  plot_curve(out, &f, t, symplectic, N, "0.1 0.3 0.85", false, false);
  m = 0;
  for (int i = 3; i < N; i += 6) x[m] = t[i], y[m++] = verlet[i];
  plot_curve(out, &f, x, y, m, "0.1 0.6 0.2", true, false);
  plot_legend(out, 10.0, 104.0, "0.85 0.15 0.1", true, false, "explicit Euler");
  plot_legend(out, 10.0, 92.0, "0 0 0", false, false, "$(1+\\omega^2h^2)^n$");
  plot_legend(out, 10.0, 80.0, "0.1 0.3 0.85", false, false, "symplectic Euler");
  plot_legend(out, 10.0, 68.0, "0.1 0.6 0.2", true, false, "Verlet");
  plot_end(out);
}

@ The bounds of the lower panel are $1/(1\pm\omega h/2)$ for symplectic
Euler, whose $\tilde E$ is $E_0$, and the same times $\tilde E_1/E_0$ for
Verlet, computed from a run's first step. The panel reaches a little past
the outer ticks, leaving room above the bounds for a legend in one row.

@<Draw the lower panel of the energy plot@>=
{
  static const double xt[5] = {0, 1, 2, 3, 4}, yt[5] = {0.96, 0.98, 1, 1.02, 1.04};
  plot_frame f = {0.0, 4.0, 0.95, 1.05, false, 330.0, 130.0};
  int n = 241, m = 0;
  ph_world *w = test_spring_world(PH_VERLET);
  ph_spring sp = test_spring(omega);
  double e0 = ph_world_energy(w, &sp), shift, ends[2] = {0.0, 4.0}, bound[2];
  test_spring_step(w, &sp, h);
  shift = ph_world_modified_energy(w, &sp, h) / e0;
  ph_world_destroy(w);
  plot_begin(out, &f, xt, 5, yt, 5, "$E/E_0$",
    "(b) symplectic Euler and Verlet, magnified");
  for (int s = 0; s < 2; s++) {
    double b = 1.0 / (1.0 + (s ? -1.0 : 1.0) * omega * h / 2.0);
    bound[0] = bound[1] = b;
    plot_curve(out, &f, ends, bound, 2, "0.1 0.3 0.85", false, true);
    bound[0] = bound[1] = b * shift;
    plot_curve(out, &f, ends, bound, 2, "0.1 0.6 0.2", false, true);
  }
  plot_curve(out, &f, t, symplectic, n, "0.1 0.3 0.85", false, false);
  for (int i = 0; i < n; i += 2) x[m] = t[i], y[m++] = verlet[i];
  plot_curve(out, &f, x, y, m, "0.1 0.6 0.2", true, false);
  @<Draw the legend of the lower panel@>@;
  plot_end(out);
}

@ @<Draw the legend of the lower panel@>=
plot_legend(out, 8.0, 121.0, "0.1 0.3 0.85", false, false, "symplectic Euler");
plot_legend(out, 100.0, 121.0, "0.1 0.6 0.2", true, false, "Verlet");
plot_legend(out, 150.0, 121.0, "0.1 0.3 0.85", false, true, "bounds");
plot_legend(out, 218.0, 121.0, "0.1 0.6 0.2", false, true, "Verlet's bounds");

@ The program writes the four files named on its command line, or
everything to the standard output.
@.usage: bench02...@>

@<Write every measurement of bench02@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 5) {
    fprintf(stderr, "usage: bench02 [PROJECTILE.tex GROWTH.tex BOUNDED.tex ENERGY.tex]\n");
    return 2;
  }
  FILE *files[4];
  for (int i = 0; i < 4; i++) {
    files[i] = argc == 5 ? fopen(argv[i + 1], "w") : stdout;
    if (!files[i]) {
      perror("bench02");
      return 1;
    }
  }
  measure_projectile(files[0]);
  measure_growth(files[1]);
  measure_bounded(files[2]);
  write_energy_plot(files[3]);
  for (int i = 0; i < 4; i++)
    if (files[i] != stdout) fclose(files[i]);
  return 0;
}

@*1 Tests.
The chapter's tests are the program \.{test\_ch02}, run by
\.{ctest -L ch02}, on this stage and every later one.

@(test_ch02.c@>=
#include "testing.h"
@<Chapter 2 test functions@>@;
static const test_case chapter_2_tests[] = {
  @<Chapter 2 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_2_tests,
    sizeof chapter_2_tests / sizeof chapter_2_tests[0]);
}

@ The projectile's error, for each integrator at every one of 600 steps:
the height is off by exactly $+{1\over2}ght$, $-{1\over2}ght$ or nothing,
the horizontal position is exact, and the vertical velocity is
$v_{0y}-gt$ for the Euler integrators and, for Verlet, the middle-of-step
$v_{0y}-g(t-{1\over2}h)$. What is left is rounding. An Euler
step adds $h\vec v$ to a position of size up to $X\approx400\,$m, erring
by about $\epsilon X$ with $\epsilon=2^{-53}\approx1.1\times10^{-16}$; an
error in a position is not carried forward as a velocity, as it is by
Verlet, so after $n$ steps the position errs by about $n\epsilon X$, plus
the effect of the velocity's own rounding, at most $n\epsilon V$ for speeds
$V\le90\,$m/s, carried over the time $t$. Both together are below
$10^{-10}\,$m for 600 steps; the test allows $10^{-9}\,$m, and
$10^{-10}\,$m/s for the velocity. Verlet gets chapter~1's argued $10^{-7}$
for the position. Its velocity is a difference of two consecutive positions
divided by $h$, and the recurrence carries each step's rounding of a
position, about $\epsilon X\approx4\times10^{-14}\,$m, forward as a change
of that difference: $\epsilon X/h\approx3\times10^{-12}\,$m/s a step, at
most $600$ times that, $1.6\times10^{-9}\,$m/s, if every rounding went the
same way (the build measures $7\times10^{-11}$); the test allows
$10^{-8}\,$m/s. The errors
being tested reach $0.83\,$m; swapping the two lines of either Euler step
makes this test fail by that much, and a Verlet velocity that belonged to
the end of the step would miss by ${1\over2}gh\approx0.083\,$m/s.

@<Chapter 2 test functions@>=
static void test_projectile(test_context *t)
{
  static const ph_integrator integrators[3] = {PH_EXPLICIT_EULER, PH_SYMPLECTIC_EULER,
    PH_VERLET};
  static const double signs[3] = {1.0, -1.0, 0.0}, tolerances[3] = {1e-9, 1e-9, 1e-7};
  double h = 1.0 / 60.0;
  for (int k = 0; k < 3; k++) {
    ph_world *w = test_projectile_world(integrators[k]);
    ph_vec2 x0 = ph_v(1.0, 2.0), v0 = ph_v(3.0, 12.0), g = w->settings.gravity;
    for (int n = 1; n <= 600; n++) {
      ph_world_step(w, h);
      double time = n * h;
      ph_vec2 exact = ph_add(x0, ph_add(ph_mul(time, v0), ph_mul(0.5 * time * time, g)));
      const ph_body *b = &w->bodies[0];
      double lift = signs[k] * 0.5 * 10.0 * h * time;
      bool ok = CHECK_NEAR(t, b->position.y - exact.y, lift, tolerances[k])
        && CHECK_NEAR(t, b->position.x, exact.x, tolerances[k]);
      if (ok && k < 2) ok = CHECK_NEAR(t, b->velocity.y, v0.y + g.y * time, 1e-10);
      if (ok && k == 2) ok = CHECK_NEAR(t, b->velocity.y, v0.y + g.y * (time - 0.5 * h), 1e-8);
      if (!ok) {
        test_note(t, "integrator %d, step %d", k, n);
        break;
      }
    }
    ph_world_destroy(w);
  }
}

@ @<Chapter 2 test cases@>=
{"projectile", "unit", "each integrator's height error is +ght/2, -ght/2 or 0", test_projectile},

@ Explicit Euler's energy on the spring of period 2\thinspace s: every
step multiplies it by $1+\omega^2h^2$, and after 1200 steps (20 seconds)
it is $(1+\omega^2h^2)^{1200}\approx27$ times $E_0$. The energy is computed
from the state with a relative rounding error of a few $\epsilon$, so a
ratio of two consecutive energies is good to about $10^{-15}$; the test
allows $10^{-12}$. The state's own relative error grows by a few
$\epsilon$ a step, since the step scales state and error alike, so after
1200 steps the energy is good to about $2\cdot1200\cdot4\epsilon\approx
10^{-12}$; the test allows $10^{-9}$. Symplectic Euler in this test, or a
step of the wrong length, fails it at the first step.

@<Chapter 2 test functions@>+=
static void test_euler_energy(test_context *t)
{
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  double factor = 1.0 + omega * omega * h * h;
  ph_world *w = test_spring_world(PH_EXPLICIT_EULER);
  ph_spring sp = test_spring(omega);
  double e0 = ph_world_energy(w, &sp), last = e0;
  for (int n = 1; n <= 1200; n++) {
    test_spring_step(w, &sp, h);
    double e = ph_world_energy(w, &sp);
    if (!CHECK_NEAR(t, e / last, factor, 1e-12)) {
      test_note(t, "step %d", n);
      break;
    }
    last = e;
  }
  CHECK_NEAR(t, last / e0 / pow(factor, 1200), 1.0, 1e-9);
  test_note(t, "E/E0 after 20 s: %.6f", last / e0);
  ph_world_destroy(w);
}

@ @<Chapter 2 test cases@>+=
{"euler_energy", "unit", "explicit Euler multiplies a spring's energy by 1+w^2h^2 a step", test_euler_energy},

@ Symplectic Euler and Verlet on the same spring for 100{,}000 steps, 28
minutes of simulated time. Three facts are checked. The modified energy
$\tilde E$ stays at its value after the first step: each step rounds it by
a few $\epsilon$, and even if every rounding went the same way the drift
would be $10^5\cdot4\epsilon\approx4\times10^{-11}$; the test allows
$10^{-9}$. The energy stays within the derived band
$[\tilde E/(1+\omega h/2),\tilde E/(1-\omega h/2)]$, widened by the same
$10^{-9}$. And the band is not loose: the largest and smallest energies come
within $10^{-4}$ of its edges, about $0.4\%$ of its half-width. (The
extremes lie where $\omega x=\pm v$; steps advance the phase by about
$\omega h$, and since that is not a rational fraction of a turn, over
thousands of periods some step falls as close as we like to each extreme.)
An explicit Euler step leaves the band within 30 steps; a symplectic step
computed with the old velocity is explicit Euler, and fails.

@<Chapter 2 test functions@>+=
static void test_bounded_energy(test_context *t)
{
  static const ph_integrator integrators[2] = {PH_SYMPLECTIC_EULER, PH_VERLET};
  double omega = 3.14159265358979323846, h = 1.0 / 60.0;
  double upper = 1.0 / (1.0 - omega * h / 2.0), lower = 1.0 / (1.0 + omega * h / 2.0);
  for (int k = 0; k < 2; k++) {
    ph_world *w = test_spring_world(integrators[k]);
    ph_spring sp = test_spring(omega);
    test_spring_step(w, &sp, h);
    double reference = ph_world_modified_energy(w, &sp, h), low = 1.0, high = 1.0;
    bool ok = true;
    for (int n = 2; ok && n <= 100000; n++) {
      test_spring_step(w, &sp, h);
      double r = ph_world_energy(w, &sp) / reference;
      ok = CHECK_NEAR(t, ph_world_modified_energy(w, &sp, h) / reference, 1.0, 1e-9)
        && CHECK(t, r >= lower - 1e-9 && r <= upper + 1e-9);
      if (!ok) test_note(t, "integrator %d, step %d: E/E~ = %.12f", k, n, r);
      if (r < low) low = r;
      if (r > high) high = r;
    }
    test_note(t, "integrator %d: E/E~ from %.8f to %.8f; bounds %.8f, %.8f", k, low, high,
      lower, upper);
    CHECK(t, high >= upper - 1e-4 && low <= lower + 1e-4);
    ph_world_destroy(w);
  }
}

@ @<Chapter 2 test cases@>+=
{"bounded_energy", "unit", "symplectic Euler and Verlet keep E~ and stay in its band", test_bounded_energy},

@ The clock's count. Frames of irregular lengths, from 1 to 120
milliseconds drawn from a fixed pseudo-random sequence (the first four
exactly 50\thinspace ms, three steps each, with nothing left over), are fed
to a clock of 60 steps a second with ticks of a millisecond and a cap of 8
steps. No frame can go over the cap (120\thinspace ms and a leftover of less
than a step make at most 8 steps), so after frames of total
length $T$ the clock must have taken exactly $\lfloor 60T\rfloor$ steps,
and after each frame its $\alpha$ must be exactly the fractional part of
$60T$: integers have no rounding, so the test allows none. Then the same,
with a stall of half a second every hundredth frame: no frame may take more
than 8 steps, the steps taken and dropped must add up to $\lfloor
60T\rfloor$, and the frame after a stall must take no more than the cap.
Without the cap, or with a remainder that is not kept, the test fails.
@^spiral of death@>

@<Chapter 2 test functions@>+=
static int64_t irregular_frame(uint32_t *seed, int f)
{
  *seed = *seed * 1664525u + 1013904223u;
  return f < 4 ? 50 : 1 + (int64_t) ((*seed >> 8) % 120);
}

static void test_clock_count(test_context *t)
{
  for (int stalls = 0; stalls < 2; stalls++) {
    ph_clock c;
    CHECK(t, ph_clock_init(&c, 60, 1000, 8));
    uint32_t seed = 2024;
    int64_t total = 0;
    int most = 0;
    for (int f = 0; f < 5000; f++) {
      int64_t frame = stalls && f % 100 == 99 ? 500 : irregular_frame(&seed, f);
      total += frame;
      int steps = ph_clock_advance(&c, frame);
      if (steps > most) most = steps;
      if (!stalls && !CHECK(t, ph_clock_alpha(&c) == (double) (total * 60 % 1000) / 1000.0))
        break;
    }
    test_note(t, "%s: %.1f s in %ld steps, %ld dropped, at most %d a frame",
      stalls ? "with stalls" : "irregular", total / 1000.0, c.steps, c.dropped, most);
    CHECK(t, most <= 8);
    CHECK(t, c.steps + c.dropped == total * 60 / 1000);
    CHECK(t, stalls ? c.dropped > 0 : c.dropped == 0);
  }
  ph_clock c;
  test_expect_refusal(t);
  CHECK(t, !ph_clock_init(&c, 0, 1000, 8));
  test_check_refused(t, "positive rate", __FILE__, __LINE__);
}

@ @<Chapter 2 test cases@>+=
{"clock_count", "unit", "irregular frames take floor(T/h) steps, never more than the cap", test_clock_count},

@ The same states. A world with a container, twelve particles, gravity and
a spring, under symplectic Euler, is run twice: once driven by the clock
with irregular frames, and once by plain steps. After every frame of the
first, the second is brought to the same number of steps, and every
position and velocity of the two must be equal, bit for bit: the fixed step
makes the states a function of the step count alone. A clock that handed the
world its frame's length instead of $h$ would fail at the first frame.
@^determinism@>

@<Chapter 2 test functions@>+=
static ph_world *clock_test_world(void)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_SYMPLECTIC_EULER;
  ph_world *w = ph_world_create(&s);
  ph_world_set_container(w, ph_v(0.0, 0.0), 3.0);
  ph_particle_def d = ph_default_particle_def();
  for (int i = 0; i < 12; i++) {
    double angle = i * 0.5235987755982988;
    d.position = ph_v(1.5 * cos(angle), 1.5 * sin(angle));
    d.velocity = ph_v(-2.0 * sin(angle), 2.0 * cos(angle) + 0.1 * i);
    d.mass = 1.0 + 0.25 * (i % 3);
    ph_world_create_particle(w, &d);
  }
  return w;
}

static void test_clock_states(test_context *t)
{
  ph_world *driven = clock_test_world(), *plain = clock_test_world();
  ph_spring sp = {{0.0, 0.0}, 3.0};
  ph_clock c;
  ph_clock_init(&c, 60, 1000, 8);
  uint32_t seed = 7;
  bool same = true;
  for (int f = 0; same && f < 1000; f++) {
    int steps = ph_clock_advance(&c, irregular_frame(&seed, f));
    for (int k = 0; k < steps; k++) test_spring_step(driven, &sp, ph_clock_dt(&c));
    while (plain->step_count < driven->step_count) test_spring_step(plain, &sp, 1.0 / 60.0);
    for (int i = 0; same && i < driven->body_count; i++) {
      const ph_body *a = &driven->bodies[i], *b = &plain->bodies[i];
      same = a->position.x == b->position.x && a->position.y == b->position.y
        && a->velocity.x == b->velocity.x && a->velocity.y == b->velocity.y;
    }
  }
  CHECK(t, same);
  CHECK(t, driven->step_count == c.steps && c.steps > 1000);
  ph_world_destroy(driven);
  ph_world_destroy(plain);
}

@ @<Chapter 2 test cases@>+=
{"clock_states", "scene", "a run with irregular frames has the states of a regular one", test_clock_states},

@ Interpolated drawing. A thrown particle is stepped once and drawn
through a drawing interface that records where the disc went. Without
interpolation it is drawn at its position; with $\alpha=0$ at the previous
position, with $\alpha={1\over4}$ a quarter of the way, which |ph_lerp|
computes with three roundings of numbers below 10, so the test allows
$10^{-14}$. Reversing the direction of the interpolation fails it.

@<Chapter 2 test functions@>+=
static ph_vec2 drawn_disc;
static void record_disc(void *context, ph_vec2 center, double radius, ph_color color)
{
  (void) context, (void) radius, (void) color;
  drawn_disc = center;
}

static void test_interpolation(test_context *t)
{
  ph_world *w = test_projectile_world(PH_SYMPLECTIC_EULER);
  ph_world_step(w, 1.0 / 60.0);
  const ph_body *b = &w->bodies[0];
  ph_draw d;
  memset(&d, 0, sizeof d);
  d.solid_circle = record_disc;
  ph_world_draw(w, &d);
  CHECK(t, drawn_disc.x == b->position.x && drawn_disc.y == b->position.y);
  d.interpolate = true;
  ph_world_draw(w, &d);
  CHECK(t, drawn_disc.x == b->previous.x && drawn_disc.y == b->previous.y);
  d.alpha = 0.25;
  ph_world_draw(w, &d);
  ph_vec2 quarter = ph_add(ph_mul(0.75, b->previous), ph_mul(0.25, b->position));
  CHECK_NEAR(t, drawn_disc.x, quarter.x, 1e-14);
  CHECK_NEAR(t, drawn_disc.y, quarter.y, 1e-14);
  CHECK(t, b->previous.y != b->position.y);
  ph_world_destroy(w);
}

@ @<Chapter 2 test cases@>+=
{"interpolation", "unit", "drawing with alpha puts bodies between the last two states", test_interpolation},

@ Constraints and Euler velocities
(|@<Find the velocities the corrections leave@>|). A particle dropped from the
centre of a container comes to rest on its floor. After two seconds,
long after it landed, a symplectic Euler particle must have velocity zero,
to $10^{-12}\,$m/s (each step's correction cancels the $gh$ gained in it,
up to the rounding of $h^2g/h$); an explicit Euler one must report exactly
the $gh$ downward that was derived, to the same tolerance, and both must
lie on the floor to $10^{-12}\,$m. Then two particles fly into each other
with no gravity, as in chapter~1's momentum test, under each Euler
integrator: afterwards they must not approach each other, and their
momentum must be what it was, to $10^{-9}$ (the velocity changes are the
mass-weighted pushes divided by $h$, which cancel in the sum up to
rounding of about $\epsilon/h$). Without the correction the resting
particle's velocity grows to 20\thinspace m/s and the pair keeps
approaching, and the test fails on both counts.

@<Chapter 2 test functions@>+=
static void test_constraint_velocity(test_context *t)
{
  static const ph_integrator integrators[2] = {PH_SYMPLECTIC_EULER, PH_EXPLICIT_EULER};
  double h = 1.0 / 60.0;
  for (int k = 0; k < 2; k++) {
    ph_settings s = ph_default_settings();
    s.integrator = integrators[k];
    ph_world *w = ph_world_create(&s);
    ph_world_set_container(w, ph_v(0.0, 0.0), 2.0);
    ph_particle_def d = ph_default_particle_def();
    ph_world_create_particle(w, &d);
    for (int n = 0; n < 120; n++) ph_world_step(w, h);
    const ph_body *b = &w->bodies[0];
    CHECK_NEAR(t, b->position.y, -(2.0 - d.radius), 1e-12);
    CHECK_NEAR(t, b->velocity.y, k ? -10.0 * h : 0.0, 1e-12);
    CHECK_NEAR(t, b->velocity.x, 0.0, 1e-12);
    ph_world_destroy(w);
    @<Collide two particles under integrator |k|@>@;
  }
}

@ @<Collide two particles under integrator |k|@>=
s.gravity = ph_v(0.0, 0.0);
w = ph_world_create(&s);
d.position = ph_v(-1.0, 0.1), d.velocity = ph_v(2.0, 0.0), d.mass = 1.0;
ph_world_create_particle(w, &d);
d.position = ph_v(1.0, -0.1), d.velocity = ph_v(-1.0, 0.5), d.mass = 3.0;
ph_world_create_particle(w, &d);
for (int n = 0; n < 120; n++) ph_world_step(w, h);
const ph_body *A = &w->bodies[0], *B = &w->bodies[1];
ph_vec2 p = ph_add(ph_mul(A->mass, A->velocity), ph_mul(B->mass, B->velocity));
CHECK_NEAR(t, p.x, -1.0, 1e-9);
CHECK_NEAR(t, p.y, 1.5, 1e-9);
ph_vec2 n = ph_sub(A->position, B->position);
CHECK(t, ph_dot(ph_sub(A->velocity, B->velocity), n) / ph_length(n) >= -1e-9);
ph_world_destroy(w);

@ @<Chapter 2 test cases@>+=
{"constraint_velocity", "unit", "Euler bodies rest on floors and collide like Verlet ones", test_constraint_velocity},

@ Scene files name the integrators. For each name a scene file with the
projectile is run for 600 steps by \.{ch02}, and the height in the last row
of the dump must be off by the derived amount; the dump prints 17 digits,
so it carries the engine's numbers exactly, and the tolerances are those of
the projectile test. Misspelt and bad values are refused with the file's
line.

@<Chapter 2 test functions@>+=
static void test_scene_integrators(test_context *t)
{
  static const char *const names[3] = {"euler", "symplectic", "verlet"};
  static const double signs[3] = {1.0, -1.0, 0.0};
  char path[1024], csv[1024], out[2048];
  test_scratch(t, "integrator.scene", path, sizeof path);
  test_scratch(t, "integrator.csv", csv, sizeof csv);
  double h = 1.0 / 60.0, time = 600 * h, row[9];
  for (int k = 0; k < 3; k++) {
    FILE *f = fopen(path, "w");
    if (!CHECK(t, f != NULL)) return;
    fprintf(f, "world gravity=0,-10 integrator=%s\nparticle x=1 y=2 vx=3 vy=12\n", names[k]);
    fclose(f);
    CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 600 --dump %s",
      path, csv) == 0);
    if (CHECK(t, test_csv_row(csv, 602, row, 9)))
      CHECK_NEAR(t, row[4] - (2.0 + 12.0 * time - 5.0 * time * time),
        signs[k] * 0.5 * 10.0 * h * time, 1e-7);
  }
  test_bad_scene(t, "world integrator=Euler\n", "unknown integrator 'Euler'");
  test_bad_scene(t, "world spring=-1\n", "spring stiffness must be");
  test_bad_scene(t, "world anchor=1\n", "'anchor' must be two numbers");
  test_bad_scene(t, "world spring=nan\n", "'spring' must be finite");
}

@ @<Chapter 2 test cases@>+=
{"scene_integrators", "cli", "scene files choose each integrator by name", test_scene_integrators},

@ A golden dump: twenty steps of a small scene in \.{tests/scenes/ch02-bounce.scene},
symplectic Euler with a spring, a container and three particles of
different masses that collide, so that both Euler rules of this chapter,
the step and the correction of velocities, take part. Only additions,
multiplications, divisions and square roots are used, and chapter~1
explained why that makes the file the same on every machine.

@<Chapter 2 test functions@>+=
static void test_golden_bounce(test_context *t)
{
  test_dump_equals_golden(t, "scenes/ch02-bounce.scene", "golden/ch02-bounce.csv", 20);
}

@ @<Chapter 2 test cases@>+=
{"golden_bounce", "golden", "a symplectic scene's dump equals the golden file", test_golden_bounce},

@ The lanes. A headless screenshot of \.{orbits} at step 0 must show the
first body in each of the three lanes. Its view is 14\thinspace m wide, so
one lane, a third of the 800 pixels, shows those 14\thinspace m: $800/42$
pixels a metre. Lane $k$ has the anchor at $x=400+(k-1)\cdot800/3$, and the
body, 4\thinspace m to the right, at $209.5$, $476.2$ and $742.9$, on the
middle row 300; its radius is 7.6 pixels. The test looks 3 pixels below each
centre, off the line of the spring, for the body's colour, and in the
middle lane 7.9\thinspace m above the anchor, where nothing is, for the
background.

@<Chapter 2 test functions@>+=
static void test_lanes(test_context *t)
{
  char out[1024], image[1024];
  test_scratch(t, "orbits.bmp", image, sizeof image);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene orbits --steps 0 --screenshot %s",
    image) == 0);
  static const int columns[3] = {209, 476, 743};
  uint8_t rgb[3];
  ph_color first = ph_palette(0);
  for (int k = 0; k < 3; k++)
    if (CHECK(t, test_bmp_pixel(t, image, columns[k], 303, rgb)))
      CHECK(t, rgb[0] == first.r && rgb[1] == first.g && rgb[2] == first.b);
  if (CHECK(t, test_bmp_pixel(t, image, 400, 150, rgb)))
    CHECK(t, rgb[0] == 24 && rgb[1] == 26 && rgb[2] == 33);
}

@ @<Chapter 2 test cases@>+=
{"lanes", "golden", "the orbits scene is drawn in three lanes", test_lanes},

@*1 What this chapter cannot do.
The engine now has velocities, a choice of integrators and a clock, and
each of them stops short somewhere.

{\it One force.} The spring is a setting of the world: one stiffness and
one anchor for every body, with rest length zero. Springs of each body's
own, winds, pushes and pulls come in chapter~3, as forces that a program
applies through the engine's interface.

{\it Collisions still move positions.} Chapter~1's relaxation pushes bodies
apart, and an Euler body's velocity is patched afterwards from how far it
was pushed. That is Verlet's answer translated, not a collision law: there
is no restitution and no friction, and an explicit Euler body at rest on a
floor reports a velocity of $gh$ into it. Chapter~5 answers collisions by
changing velocities directly.

{\it Whole steps per second.} The clock counts exactly because a step is
$1/|rate|$ of a second for a whole number |rate|. A \.{--dt} that is not
the inverse of a whole number is rounded to one for the window's clock,
which then runs a little off real time.

{\it Drawing is one step late, and straight.} Interpolation shows the world
as it was a step ago, $1/60$ of a second behind the present, and between
two states it draws the body on the straight chord: a body that bounced off
a wall during the step is drawn cutting the corner, for one frame.

{\it The cap loses time.} After a stall the clock drops the steps it could
not take, and the simulation stays behind real time by that much for good.
A game alone on one machine does not notice; two machines that must agree
on the time would.

{\it The measures of energy are narrow.} |ph_world_modified_energy| is
conserved only for the world's spring without gravity, and neither measure
counts what the relaxation takes out of a pile.

@*1 Exercises.
Rated and stated as chapter~1's are: each says the interface its test calls
and what the test checks, with the tolerance and why. \.{tools/grade 2.K}
builds this stage with your change and runs the test of exercise~K and the
chapter's tests.

\item{1.} [20] Add the {\it velocity Verlet\/} integrator, named
\.{velocity} in |ph_integrator_names| (so that a scene says
\.{integrator=velocity}):
$\vec x_{n+1}=\vec x_n+h\vec v_n+{1\over2}h^2\vec a_n$, then
$\vec v_{n+1}=\vec v_n+{1\over2}h(\vec a_n+\vec a_{n+1})$. The forces at
$\vec x_{n+1}$ are applied before the next step, so the second half of the
kick belongs in that step's phase~2. Show that its positions are those of
position Verlet started exactly. (Test: on the projectile its error is
rounding, below $10^{-7}$\thinspace m for 600 steps, as Verlet's; on the
spring of period 2\thinspace s its positions stay within
$10^{-11}$\thinspace m of \.{verlet}'s for 600 steps, a bound on rounding
carried as a velocity error that the spring turns round, where symplectic
Euler's naive start would be $0.03$\thinspace m away.)

\item{2.} [20] The energy of a Verlet world wobbles partly because the
reported velocity belongs to the middle of the last step. Write
|double ph_world_central_energy(const ph_world *w, const ph_spring *sp)|,
the energy of |ph_world_energy| with each Verlet body's velocity taken as
the central difference $(\vec x_{n+1}-\vec x_{n-1})/2h$ at $\vec x_n$
(show that it is the reported velocity plus ${1\over2}h\vec a_n$), and
derive its band. (Test: over 100{,}000 steps of the spring of period
2\thinspace s at $h=1/60$, started at rest, it stays between
$(1-\omega^2h^2/4)E_0$ and $E_0$, a band of $6.9\times10^{-4}$, to
$10^{-8}E_0$ for rounding, and reaches to within a tenth of the band of
its lower edge; the energy with the reported velocity wobbles more than ten
times as much.)

\item{3.} [20] Derive the period of symplectic Euler on the spring from
$\cos\theta=1-{1\over2}\omega^2h^2$, as a function
|double ph_symplectic_period(double omega, double h)| that returns
$2\pi h/\theta$, and measure it: find the times at which $x$ changes sign
upward over a thousand periods, interpolating linearly between the two
steps around each change. (Test: at $\omega=\pi$ and $h=1/60$ and $1/30$
the function agrees with the measured period to $10^{-6}$ of a period. Steps
counted between sign changes would know the period only to $h/1000$,
$8\times10^{-6}$ of it; interpolation errs by about ${1\over8}\theta^2$ of
a step a crossing, $10^{-8}$ of a period over a thousand. The true period
$2\pi/\omega$ is $1.1\times10^{-4}$ away and fails.)

\item{4.} [15] Find the stability limit as a function
|double ph_world_stable_step(const ph_world *w, const ph_spring *sp)|:
the longest step at which the world's integrator keeps its bodies on the
spring bounded, $2/\omega_{\max}$ for symplectic Euler and Verlet, with
$\omega_{\max}^2=k$ times the largest inverse mass, and zero for explicit
Euler. (Test: the value to $10^{-12}$, for one body and for two of
different masses; then symplectic Euler at $0.95$ and $0.995$ of the step
keeps $E$ below the bound $\tilde E/(1-\omega h/2)$ of the modified energy,
$20E_0$ and $200E_0$, for 10{,}000 steps, and at $1.005$ and $1.05$ of it
$E$ passes $10^6E_0$, as the eigenvalue $-1.22$ or worse of the step makes
it do within 40 steps.)

\item{5.} [25] Give the clock a {\it time scale}, a fraction $p/q$ of
positive integers by which real time is multiplied before it is counted,
set by |bool ph_clock_set_scale(ph_clock *c, int p, int q)|, so that a
program can run the world in slow motion ($p/q={1\over4}$) or fast
($p/q=3$) and still count exactly: a frame of $f$ ticks adds
$f\cdot|rate|\cdot p$ to the accumulator, and a step is worth
$|ticks_per_second|\cdot q$ of it. A scale that is not a fraction of
positive integers is refused (a message with the word ``scale'') and the
function returns |false|. Say what $\alpha$ is then, and how large $p$ may
be before the products can overflow. (Test: with the scale ${1\over4}$,
the irregular frames of \.{clock\_count}, of total length $T$, take
exactly $\lfloor15T\rfloor$ steps, and after each frame $\alpha$ is
exactly the fractional part of $15T$; with the scale 3 and a cap of 8,
steps taken and dropped add up to exactly $\lfloor180T\rfloor$; integers
have no rounding, so the test allows none.)
