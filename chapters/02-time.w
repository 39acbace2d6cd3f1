@* Chapter 2: Time.
Chapter~1 built an engine that works, and this chapter is about two things
in it that work by accident. The first is velocity. A Verlet particle has
none of its own: it remembers two positions. What the engine reports as
its velocity is their difference over the last step, a number that describes
the middle of that step and that nobody can set. That was the trick that
made collisions free, and it is a poor foundation for what comes later,
when collisions will be answered by changing velocities directly. So we
add two integrators that keep velocity as part of a body's state, explicit
and symplectic Euler, and set them beside Verlet as three settings of the
same world, so that the same scene can run under each.

The second is time. Chapter~1's demo takes one step of $1/60$ of a second
for every frame it draws. That ties the world's clock to the screen's. On a monitor that shows 144 frames a second the particles fall
more than twice as fast as they should. On a slow machine that manages 20 they fall in
slow motion. The obvious cure, a step as long as the frame that just
passed, is worse than the disease. The result then depends on the timing of
every frame, so that no two runs agree. And one slow frame makes one long
step, which, as we shall see, can make a spring explode. The right cure is a
{\it fixed step\/} driven by a clock that counts real time and hands out
whole steps, with the drawing done between the last two states. This
chapter builds that clock, as a small piece of the engine that tests can
drive without a window. Both halves are well known in games: the three
integrators and why games prefer the symplectic one are the subject of Fiedler's ``Integration
Basics'' \cite{fiedler2004a}. The clock with
its accumulator is that of Fiedler's ``Fix Your Timestep!'' \cite{fiedler2004b} and of ``The Core Engine'' in Gaul's series \cite{gaul2012}, a reference
article of this book. The mathematics behind symplectic methods is told in
full by Hairer, Lubich and Wanner \cite{hairer2003,hairer2006}.
@!@^fixed time step@>
@^frame rate@>

Along the way we measure: how far each integrator's projectile strays from
the true parabola, and what each one does to the energy of a spring. Each
result is first derived, exactly, and then checked by the chapter's program
\.{bench02}, which prints its measurements into this book; its code is with
the chapter's other programs, behind the chapters
(|@<Write every measurement of bench02@>|).

Run \.{build/bin/ch02} to see the three integrators side by side. Two bodies
hang on springs from a point in the middle of each of three lanes: on the
left explicit Euler, in the middle symplectic Euler, on the right Verlet.
The left one spirals outward; the other two keep their orbits. \.{F}
changes the rate at which frames are drawn, 60, 30, 15 or 7 a second. \.{T} switches the drawing between the last two states on and off, so
that the stutter of a low frame rate can be seen and then smoothed away. \.{C} goes back to chapter~1's rule of one step per frame, so
that the slow motion can be seen too. \.{L} shows or hides the lanes.
Figure~\figref{orbits} is the same scene drawn by the same program, headless.
The demo's part of this chapter, the scene \.{orbits}, the lanes and the
keys, is told with the chapter's programs, from |@<Make the lanes of the
other integrators@>| on.

\medskip\vbox{\global\advance\csname bk@@fignum\endcsname by 1
\centerline{\hbox to 5.4in{\tenrm\hbox to 1.8in{\hss explicit Euler\hss}%
  \hbox to 1.8in{\hss symplectic Euler\hss}\hbox to 1.8in{\hss Verlet\hss}}}
\vskip 3pt
\centerline{\includegraphics[trim=0 150 0 150,clip,width=5.4in]{fig/ch02-orbits.png}}
\vskip 6pt
\csname bk@@caption\endcsname{Figure \the\csname bk@@fignum\endcsname.}{The
scene {\tt orbits} after five seconds, drawn by {\tt ch02 --headless
--screenshot} when this book was built (the middle of the picture; the
lanes are taller). Gravity is off in this scene, so the only force is
the spring. Each lane holds the same two bodies of 1\thinspace kg on a
spring of period 2\thinspace s ($\omega=\pi$) to the anchor at its centre
(the small grey ring). The red disc was thrown sideways from 4\thinspace m
out at $4\omega\approx12.6\,$m/s, the speed at which the spring's pull
$\omega^2r$ is exactly the pull a circle of radius 4\thinspace m needs, $v^2/r$. The yellow one was let go at rest 2\thinspace m out and
swings along a line through the anchor. Their trails, in their colours, are
the last four seconds: under explicit Euler the red one spirals outward and
the yellow line grows longer; under symplectic Euler and Verlet both close
on themselves.}}\medskip\figlabel{orbits}
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}\seclabel{ch2-page}
\smallskip
\item{$\bullet$} write explicit and symplectic Euler and predict the sign and size of each one's error on a projectile;
\item{$\bullet$} say which integrators keep a spring's energy bounded, and why explicit Euler gains it;
\item{$\bullet$} build a fixed step on an accumulator of real time, with a cap against the spiral of death;
\item{$\bullet$} draw between two steps by interpolation, and say what it costs.
\smallskip
\noindent This chapter gives bodies a velocity of their own and chooses how a step
turns forces into motion. Two integrators join Verlet: explicit Euler,
which moves with the old velocity, and symplectic Euler, which moves with the new one. Forces are
summed in an accumulator and cleared after each step. The world is stepped by a fixed $h$ taken out of the real time
that has passed. The equations that carry it:
$$\vec x_{n+1}=\vec x_n+h\vec v_n,\quad \vec v_{n+1}=\vec v_n+h\vec a_n
\qquad\hbox{(explicit Euler)},$$
$$\vec v_{n+1}=\vec v_n+h\vec a_n,\quad \vec x_{n+1}=\vec x_n+h\vec v_{n+1}
\qquad\hbox{(symplectic Euler)},$$
$$\Delta y_{\rm explicit}=+{1\over2}g\,h\,t,\qquad
\Delta y_{\rm symplectic}=-{1\over2}g\,h\,t,\qquad \Delta y_{\rm Verlet}=0.$$
The last three are the errors in height of a body thrown under gravity,
after a time $t$: $\Delta y=y_n-y(t_n)$ is the height the integrator
reaches less the true height at the same instant, and $g=\vert\vec
g\vert$ is gravity's strength, so explicit Euler flies too high and
symplectic Euler too low.
Figure~\figref{step-2} is the step of stage~2: the bars mark the
velocity's integration, chosen in phases 2 and~6, and the clearing of the
forces, phase~8.
\input fig/ch02-step.tex

@*1 Two integrators with velocity.
\wsfrom{2}This section gives two integrators that keep a velocity, and says how\seclabel{ch2-integrators}
accurate each is. A body's state is now a position $\vec x$ and a
velocity $\vec v$, and Newton's law becomes two first-order equations,
$$\dot{\vec x}=\vec v,\qquad\dot{\vec v}=\vec a.$$
The simplest way to step them assumes that each right-hand side keeps,
through the whole step, the value it had at the step's start. That is
{\it explicit Euler}:
$$\vec x_{n+1}=\vec x_n+h\vec v_n,\qquad \vec v_{n+1}=\vec v_n+h\vec a_n.$$
Both updates read the old state. A small change makes a different method:
update the velocity first, and move with the {\it new\/} velocity,
$$\vec v_{n+1}=\vec v_n+h\vec a_n,\qquad \vec x_{n+1}=\vec x_n+h\vec v_{n+1}.$$
This is {\it symplectic Euler\/} (also called semi-implicit Euler)
\cite{fiedler2004a,hairer2006}. As code, the two differ only by two
swapped lines. As methods, they differ more than any other pair in this
book: explicit Euler gains energy on every step of an oscillation, and
symplectic Euler does not. We derive why below.
@!@^explicit Euler@>
@!@^symplectic Euler@>
@!@^semi-implicit Euler@>

Both methods are first order: each step errs by $O(h^2)$, and after the
$T/h$ steps of a time $T$ the error is $O(h)$. So halving the step halves
the error; halving Verlet's step quarters it. Symplectic Euler's
positions are first order only because of its start. The next section
shows that they follow Verlet's second-order recurrence, and that the
velocity its first step assumes makes them first order. A start that
makes them Verlet's leaves the velocity it keeps half a step behind.

Why does an error of $O(h^2)$ per step give an error of $O(h)$ at the
end? The step errors do not simply add. The motion carries each error
along, and two nearby motions may draw apart, so an old error can grow.
A bound on that growth gives the answer. Suppose one step, applied to two
states a distance $e$ apart, gives states at most $(1+Lh)e$
apart. The constant $L$, called a {\it Lipschitz constant}, bounds how
fast nearby motions separate; for a spring, $L$ is about $\omega$.
Suppose the step also errs by at most $Ch^2$. Then the error $e_n$
after $n$ steps obeys $e_{n+1}\le(1+Lh)e_n+Ch^2$, so
$$e_n\le Ch^2\,{(1+Lh)^n-1\over Lh}\le{Ch\over L}\bigl(e^{LT}-1\bigr),
\qquad T=nh.$$
This error is first order in $h$, with a constant that grows like
$e^{LT}$. The bound is useful only while $Lh$ is small and $LT$ is not
large; that is, it assumes a problem that is not {\it stiff}. A stiff
spring, whose $\omega$ is close to $1/h$, makes the constant astronomical.
The order then says nothing about what a step of practical length does.
The limit $\omega h<2$, below, says what happens there.
@^global error@>
@^stiffness@>
@^order of a method@>

@ Symplectic Euler is closer to chapter~1 than it seems:\seclabel{ch2-symplectic}
its positions follow the Verlet recurrence. To see this, subtract two
consecutive position updates:
$\vec x_{n+1}-\vec x_n=h\vec v_{n+1}=h\vec v_n+h^2\vec a_n
=(\vec x_n-\vec x_{n-1})+h^2\vec a_n$. That is the Verlet recurrence,
$$\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n,$$
exactly. Symplectic Euler {\it is\/} position Verlet. Its velocity
$\vec v_{n+1}=(\vec x_{n+1}-\vec x_n)/h$ has the formula by which
chapter~1 reports Verlet's velocity (\S\secref{ch1-velocity}). The
formula is the same, but the positions it is applied to are not, as the
end of this section shows. The two methods differ only in how they
start. Symplectic Euler's first step is $\vec x_1=\vec x_0+h\vec
v_0+h^2\vec a_0$. That is the Verlet recurrence started from $\vec
x_{-1}=\vec x_0-h\vec v_0$, the naive start that chapter~1 warned
against. So everything we find about symplectic Euler's long-term
behaviour holds for Verlet too. Every difference we measure between the
two methods comes from that first step.
@^Verlet integration@>

This settles a puzzle. Symplectic Euler was called first order above,
and Verlet is second order; how can one method be both? The answer is
that a method's order counts the error of its start as well as the error
of its recurrence. The naive start puts $\vec x_{-1}$ off by
${1\over2}h^2\vec a_0$, an error of $O(h^2)$ in a position. But the
recurrence reads $\vec x_0-\vec x_{-1}$ as $h$ times a velocity, so it
inherits a velocity off by ${1\over2}h\vec a_0$, an error of $O(h)$.
Under a steady acceleration this velocity error is carried unchanged
through every later step. After a time $t$ it has moved the body by
${1\over2}h\,\vec a\,t$. That error is first order, and it comes from one
bad start, not from the steps. That is the $0.83\,$m of symplectic
Euler after 10\thinspace s in Table~\tabref{projectile} below, against
Verlet's rounding, below $10^{-10}\,$m.

The start also decides which velocity each method reports. Under a
steady acceleration $\vec a$, every step of symplectic Euler moves the
body ${1\over2}h^2\vec a$ farther than the same step of Verlet. Both
methods report the displacement of the step over $h$, so their reported
velocities differ by ${1\over2}h\vec a$. Symplectic Euler's velocity is the
true velocity at the end of the step, and its position is off by
${1\over2}h\,\vec a\,t$. Verlet's position is right, and its velocity is the
true velocity at the middle of the step, ${1\over2}h\vec a$ behind;
\S\secref{ch1-velocity} found this lag for gravity. Problem~P1 of this chapter works both out for
a thrown ball (\S\secref{ans2-1}).
So keeping the velocity as state costs accuracy only through the first
step: the positions or the velocity, not both, can be exact. Exercise~1's
velocity Verlet keeps both, at the price of a second half-kick. It costs nothing in
the long-term behaviour. What it buys is a velocity that a program can
read and set, which chapter~5's collisions need.\wsto{2}

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
impulse given to one of its bodies in phase~5 is still seen by that move,
since the move reads the velocity as phase~5 left it. Only the force's
change of the velocity comes a step late, and that alone separates
explicit Euler from symplectic Euler. Explicit Euler is here to be
measured, not to carry the later chapters. Each Euler step keeps the position before the step in
|previous|, as Verlet does, because the drawing of this chapter draws
between the last two positions (|@<Find where to draw body |b| in |p|@>|). Each Euler step also
notes where the integrator put the body, in |integrated|, for the
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
ph_vec2 integrated; /* $\vec x^*$, where the integrator put the body */

@ Constraints and velocity. After the integration, chapter~1's
relaxation moves bodies out of the container's wall and out of each other.
For Verlet that move {\it is\/} the collision response: the velocity is read
off the positions afterwards, so a particle pushed back by $\vec d$ has its
velocity changed by $\vec d/h$. An Euler body's velocity is its own state,
and the relaxation does not touch it. Left alone, a ball on the floor would
keep the downward velocity it gained in the step, gain more in the next, be pushed back again, and
so on. Its velocity would grow by $gh$ every step, the velocity that
gravity adds in one step ($g$ times $h$, about $0.17\,$m/s at sixty steps a
second), while it lies still, and the moment it rolled off an edge it would shoot
away.

We give Euler bodies the same response Verlet bodies get. If the
constraints moved a body from where the integrator put it, $\vec x^*$, to
$\vec x$, its velocity changes by
$$\Delta\vec v={\vec x-\vec x^*\over h}.$$
This is the least arbitrary choice. It is what Verlet does. It keeps the momentum of a collision,
because the relaxation's pushes are weighted by mass (chapter~1). And for a body that no constraint touched it changes
nothing at all, not even by rounding, because $\vec x-\vec x^*$ is then
exactly zero. So the formulas derived in this chapter hold to the last bit
for a body in free flight.
@^constraint@>

It is not perfect, and the imperfection is instructive. A symplectic Euler
ball resting on a floor comes out with velocity exactly zero: the step
moves it down by $h\cdot gh$ with velocity $gh$, the floor moves it back,
and the change $-gh$ cancels the velocity. An explicit Euler ball moves by
its {\it old\/} velocity, so the same bookkeeping leaves it with velocity
$gh$ downward, reported for as long
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
move) must not see a correction made up from a stale |integrated|. So every body's |integrated| is set to its position as phase~6 comes to it, before
it is moved or skipped.

@<Note where body |b| stands before it moves@>+=
b->integrated = b->position;

@*1 Forces, and a spring to measure with.
To study energy we need a force that stores it, and the simplest is a
spring. So this chapter gives every body a {\it force accumulator\/}
\cite{millington2010}: the sum $\vec F$ of the forces a program has applied
to it since the last step.
Phase~2 of the step (chapter~1) adds $w\vec F$ to the acceleration, where $w=1/m$ is the inverse
mass. Phase~8 sets $\vec F$ back to zero, so a force acts for exactly
one step. A program that wants a steady force, a
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
(a static body, from chapter~3 on) is accepted and has no effect, which is what a wall does when
it is pushed. Refusing it would make every program
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
static ph_vec2 spring_force(const ph_spring *sp, const ph_body *b);
static ph_body *body_to_push(ph_world *w, ph_body_id id, ph_vec2 push, const char *what);

@ @<Body functions@>+=
void ph_body_apply_force(ph_world *w, ph_body_id id, ph_vec2 force);

@ A spring of stiffness $k$, in newtons per metre, ties a body to an anchor
point $\vec p$. A body of mass $m$ at $\vec x$ feels the force
$-k(\vec x-\vec p)$, and its acceleration is
$$\vec a=-{k\over m}(\vec x-\vec p)=-\omega^2(\vec x-\vec p),\qquad
\omega=\sqrt{k/m}.$$
With gravity off, each coordinate of $\vec x-\vec p$ obeys
$\ddot x=-\omega^2x$, the equation whose solutions are $x=A\cos(\omega t+ \varphi)$, with period
$2\pi/\omega$. It is the harmonic oscillator, whose exact
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
sentence after a file name and line. A scene file gives the spring as two
keys of its \.{world} line, \.{spring=} and \.{anchor=}, read in |@<Read the spring's keys of the \.{world} line@>|.
The loader applies it before every step.
The force $-k(\vec x-\vec p)$ on a body far from the anchor may overflow
to infinity. Like every refused call (rule~4 of chapter~1's pattern of
validation), a refused spring must leave the world exactly as it was. So |ph_world_apply_spring|
first computes every body's force and checks it. It reports the first that is not finite and returns
|false| before it has added anything. Only when all are finite does it add
them, each to its own body's accumulator, in the same order as a call of
|ph_body_apply_force| per body would.
@.spring stiffness must be...@>
@.spring anchor must be finite@>

@<Engine functions@>+=
static ph_vec2 spring_force(const ph_spring *sp, const ph_body *b)
{
  return ph_mul(-sp->stiffness, ph_sub(b->position, sp->anchor));
}

const char *ph_spring_check(const ph_spring *sp)
{
  if (!(isfinite(sp->stiffness) && sp->stiffness >= 0.0))
    return "spring stiffness must be zero or positive and finite";
  if (!ph_is_finite_vec(sp->anchor)) return "spring anchor must be finite";
  return NULL;
}

@ Applying the spring checks it, then checks every body's force before it
adds any, so that a refused call changes nothing.

@<Engine functions@>+=
bool ph_world_apply_spring(ph_world *w, const ph_spring *sp)
{
  const char *problem = ph_spring_check(sp);
  if (problem) {
    ph_report(problem);
    return false;
  }
  for (int i = 0; i < w->body_count; i++)
    if (!ph_is_finite_vec(spring_force(sp, &w->bodies[i]))) {
      ph_report("the spring's force on a body is not finite: "@/
        "the spring is too stiff or the body too far from its anchor");
      return false;
    }
  for (int i = 0; i < w->body_count; i++)
    w->bodies[i].force = ph_add(w->bodies[i].force, spring_force(sp, &w->bodies[i]));
  return true;
}

@ @<World functions@>+=
const char *ph_spring_check(const ph_spring *sp);
bool ph_world_apply_spring(ph_world *w, const ph_spring *sp);

@ The energy of a world on a spring is the kinetic energy of its bodies, the
energy stored in the spring, and their potential energy in gravity:
$$E=\sum_i\Bigl({1\over2}m_i\vert\vec v_i\vert^2
+{1\over2}k\vert\vec x_i-\vec p\vert^2-m_i\,\vec g\cdot\vec x_i\Bigr).$$
For a Verlet world, $\vec v_i$ is the velocity the engine reports, the one of the middle of the
last step. We come back to what that does to the
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
\item{2.} Integrate forces into velocities: $\vec a=\vec g\,\gamma+w\vec F$; symplectic Euler: $\vec v\gets\vec v+h\vec a$.\quad$\triangleleft$ {\it the force term; the velocity}
\item{3--5.} Prepare, warm start, solve (chapters 5 to 9).
\item{6.} Integrate velocities into positions: Verlet, or $\vec x\gets\vec x+h\vec v$.\quad$\triangleleft$ {\it the two Euler moves}
\item{7.} Correct the positions; then $\Delta\vec v=(\vec x-\vec x^*)/h$.\quad$\triangleleft$ {\it the Euler velocities}
\item{8.} Clear the forces.\quad$\triangleleft$ {\it new}\par
\smallskip
@^world step@>

@*1 The error on a projectile.
How far from the true position does each integrator put a thrown body?
Under constant gravity $\vec g$ the errors can be worked out exactly,
because the true motion is known:
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
With gravity of strength $g=\vert\vec g\vert$ pointing down, the height
is wrong by exactly $\Delta y=y_n-y(t_n)$,
$$\Delta y_{\rm explicit}=+{1\over2}g\,h\,t,\qquad
\Delta y_{\rm symplectic}=-{1\over2}g\,h\,t,\qquad \Delta y_{\rm Verlet}=0,$$
the last from chapter~1. The reason is simple. Over a step the
true velocity changes steadily from $\vec v_j$ to $\vec v_{j+1}$, so the
true displacement is $h$ times their average. Explicit Euler moves with
the velocity of the step's start, and so ends each step ${1\over2}gh^2$
too high. Symplectic Euler moves with the velocity of the step's end, and
ends each step ${1\over2}gh^2$ too low. Verlet, with its right start, moves
with the average. The errors grow linearly in time, and halve when $h$ halves:
they are first order, as promised. At 60 steps a second and $g=10\,\rm m/s^2$ they
are $8.3$ centimetres after one second. The horizontal motion, with no
acceleration, is exact in all three.
@^free fall@>
@^projectile@>

Does the engine make exactly these errors? Table~\tabref{projectile}
answers with the chapter's program (|@<Measure the projectile's errors@>|):
the measured and derived columns agree to every digit printed. The row ``largest difference'' gives the largest difference over all 600 steps,
which is rounding. Verlet's column, with its largest error in the last
row, shows that its error is rounding too.

\midinsert
\tablecaption{Height error of a projectile, $y_n-y(t_n)$ in metres, at
$h=1/60$\thinspace s and $g=10\,\rm m/s^2$: measured, and derived as $\pm{1\over2}ght$. The last
two rows are the largest difference between
the two over 600 steps and, for Verlet, whose derived error is zero, the
largest error.}\tablabel{projectile}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&\multispan2\hfil explicit Euler\hfil\quad&\multispan2\hfil symplectic Euler\hfil\quad
&Verlet\cr
$t$ (s)&measured&$+{1\over2}ght$&measured&$-{1\over2}ght$&measured\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch02-projectile.tex
}}$$
\endinsert

@*1 Energy on a spring.
Does each integrator keep the energy of a body on a spring? This section
derives that explicit Euler gains energy at every step, and the next two
that symplectic Euler and Verlet keep it within a fixed band.
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
factor; they agree to the twelfth digit. The program that measures it is
|@<Measure the energy growth of explicit Euler@>|.
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
$(1-\omega^2h^2)+\omega^2h^2=1$: it keeps areas. For one degree of freedom that is what {\it
symplectic\/} means \cite{hairer2006}. An orbit
that keeps enclosing the same area cannot spiral (Figure~\figref{phase}).
@!@^symplectic@> Its trace is $2-\omega^2h^2$, so its
eigenvalues $\lambda$ solve $\lambda^2-(2-\omega^2h^2)\lambda+1=0$. While $\omega h<2$ they are the complex pair $e^{\pm i\theta}$ with
$\cos\theta=1-{1\over2}\omega^2h^2$, of modulus~1. The map is then a rotation
seen through a fixed linear distortion. Each step advances the phase by
$\theta$, a little more than the true $\omega h$, so the simulated spring
runs slightly fast; its amplitude neither grows nor decays. Above
$\omega h=2$ one eigenvalue exceeds 1 in size and the motion explodes. A stiff spring with $\omega=30\,\rm s^{-1}$ is fine at $h=1/60$
($\omega h={1\over2}$), but a frame of a tenth of a second taken as one step
($\omega h=3$, trace $-7$, eigenvalues $-6.85$ and $-0.15$) multiplies its amplitude by almost
seven. A few such frames throw the body off the
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
$\tilde E={1\over2}m(v^2+\omega^2x^2+z\,xv)$, with $z$ a constant to be
found, and ask for $\tilde E'=\tilde E$ under symplectic Euler. It is enough to compare
$Q=v^2+\omega^2x^2+z\,xv$ before and after the step, since
$\tilde E={1\over2}mQ$. The step is $v'=v-h\omega^2x$, then $x'=x+hv'$, and
the algebra is shortest in the variables $x$ and $v'$, the position before the step and the
velocity after it. Then $v=v'+h\omega^2x$ and $x'=x+hv'$,
and both $Q$ and $Q'$ are quadratics in $x$ and $v'$. Expanding each,
$$\eqalign{Q'&=v'^2+\omega^2(x+hv')^2+z\,(x+hv')\,v'\cr
&=v'^2+\omega^2x^2+2h\omega^2xv'+h^2\omega^2v'^2+z\,xv'+zh\,v'^2,\cr
Q&=(v'+h\omega^2x)^2+\omega^2x^2+z\,x\,(v'+h\omega^2x)\cr
&=v'^2+2h\omega^2xv'+h^2\omega^4x^2+\omega^2x^2+z\,xv'+zh\omega^2x^2.\cr}$$
In the difference the terms $v'^2$, $\omega^2x^2$, $2h\omega^2xv'$ and
$z\,xv'$ cancel, and what is left factors:
$$\eqalign{Q'-Q&=h^2\omega^2v'^2+zh\,v'^2-h^2\omega^4x^2-zh\omega^2x^2\cr
&=h\,v'^2(\omega^2h+z)-h\,\omega^2x^2(\omega^2h+z)
=h\,(\omega^2h+z)\,(v'^2-\omega^2x^2),\cr}$$
so that
$$\tilde E'-\tilde E={1\over2}m\,h\,(\omega^2h+z)\,(v'^2-\omega^2x^2).$$
The last factor changes with the state, so the difference vanishes for all
states only if the middle factor does, that is when $z=-\omega^2h$. So
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
has $\tilde E=E_0$. A symplectic method keeps such a modified energy
close to the true one for long times and for any smooth force, not only
a spring; the theory that shows it is backward error analysis
\cite{hairer2003}.
@!@^modified energy@>

Since symplectic Euler is Verlet with another start, the same $\tilde E$,
computed from the velocity that chapter~1 reports, is conserved by Verlet
too, from its first step on. Only its value differs, because Verlet's
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

@ Do the derived bounds hold over a long run? The chapter's program
(|@<Measure the bounded energy of symplectic Euler and Verlet@>|) runs a body on a spring of period
2\thinspace s for 100{,}000 steps under symplectic Euler and under Verlet,
at two step lengths, and compares the extremes of $E_n$ with the bounds.
Table~\tabref{bounded} shows that they hold. The modified energy stays
constant to rounding, and the energy reaches the bounds to six digits and
never passes them. Doubling $h$ doubles the band, as $\omega h/2$ says.
Figure~\figref{energy} shows the same runs against time. Its upper part,
on a logarithmic scale, shows explicit Euler's energy growing exactly along
its derived line while the other two stay level. Its lower part, magnified,
shows the energy of the two bounded integrators wobbling between their
bounds. Their curves nearly coincide, because they are one method with two
different first steps.
The figure is drawn by \.{bench02} too, with nothing but \TeX\ and
pdf\TeX's path operators (|@<Plot the energy on a spring@>|).

\midinsert
\tablecaption{Symplectic Euler and Verlet on a spring of period 2\thinspace
s over 100{,}000 steps: the drift of the modified energy $\tilde E$,
that is, its largest relative change $\vert\tilde E/\tilde E_1-1\vert$ from its
value after the first step; and the extremes of $E_n/\tilde E$ measured
and derived.}%
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

\noindent The programs call |ph_world_modified_energy|, so the world's
interface declares it.

@<World functions@>+=
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);

@*1 The clock.
\wsfrom{2}This section builds the clock that steps the world by a fixed step,
whatever the frames do. A {\it fixed step\/} means that the world is only
ever stepped by the same $h$.\seclabel{ch2-clock} Three things follow.
First, the simulation is {\it deterministic}. Its states are a function of
the number of steps alone, so a replay, a test, or a second machine gets
the same bits. A step taken from the frame's duration can never promise
that. Second, the simulation is {\it frame-rate independent}. At 15 frames
a second or at 144, the bodies are at the same places at the same
simulated times; only the number of pictures differs. Third, it is {\it
stable by design}. The step $h$ is chosen once, below the limit that
symplectic Euler and Verlet impose ($\omega h<2$ for a spring), and no
slow frame can push it over that limit. Explicit Euler has no such limit
to stay below. It gains energy on a spring at every $h$, and a fixed step
only fixes the rate of the gain.
@^determinism@>
@^frame-rate independence@>

The price of a fixed step is that real time does not come in whole steps.
A frame lasts what it lasts. So the program keeps an {\it
accumulator\/}: the real time that has passed and has not yet been
simulated \cite{fiedler2004b}. Each frame adds its duration to the
accumulator and takes as many whole steps out of it as fit. The
remainder, always less than a step, waits for the next frame. After
frames lasting $T$ seconds in total, exactly $\lfloor T/h\rfloor$ steps
have come due. All of them are taken, unless some frame brought more
steps than a cap allows. The clock then throws the excess away and counts
it (\S\secref{ch2-spiral}). So the steps taken and the steps dropped
always add up to $\lfloor T/h\rfloor$.
Figure~\figref{clock} follows five frames through the clock.\wsto{2}

\mpfigure{fig/ch02-time-1.mps}{}{The clock. Frames of any length follow
one another in real time (above); steps come due every $h$ (dots). At the
end of each frame the clock takes the steps that came due during it (the
numbers) and carries the remainder, less than a step, to the next frame
(shaded). The slow fourth frame brings five steps and the cap allows three:
two are dropped (crosses), and the remainder, the shaded piece just after
the second cross, is still carried. After the last frame
the remainder is $\alpha h$, and the bodies are drawn a fraction $\alpha$ of
the way from their previous state to their last one (below right).}%
\figlabel{clock}

The clock is four functions, declared here for the programs that use it
and defined in the sections that follow.

@<Clock functions@>+=
bool ph_clock_init(ph_clock *c, int rate, int64_t ticks_per_second, int max_steps);
int ph_clock_advance(ph_clock *c, int64_t frame_ticks);
double ph_clock_alpha(const ph_clock *c);
double ph_clock_dt(const ph_clock *c);

@ Rounding can easily break the promise of exactly $\lfloor
T/h\rfloor$ steps.\seclabel{ch2-ticks} Suppose $h=1/60\,$s and the
accumulator is kept in seconds as a |double|. Neither $h$ nor a typical
frame time is exact in binary. After a frame exactly three steps long,
the accumulator may hold a hair less than $3h$, and the program takes two
steps. A step is then lost or gained at random. To keep the count exact,
the clock counts in integers. A frame's duration is given in
{\it ticks}, the integer units of whatever timer the program reads
(SDL's performance counter, say). |ticks_per_second| is the number of
ticks in a second, and the step is given as a whole number of steps per second, the
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
  int64_t rate; /* steps per second: $h=1/|rate|$ */
  int64_t ticks_per_second; /* the timer's unit, in which frames are measured */
  int max_steps; /* the cap on the steps of one frame */
  int64_t accumulator; /* time not yet simulated, in $1/(|rate|\cdot|ticks_per_second|)$ s */
  long steps, dropped;
} ph_clock;

@ \wsfrom{2}Why must the clock cap the number of steps one frame may take? Without
a cap, a slow machine falls into the {\it spiral of death\/}
\cite{fiedler2004b,gaul2012}.\seclabel{ch2-spiral} Suppose a step costs
$t_{\rm step}$ seconds of real time to compute, and drawing a frame costs $t_{\rm draw}$
seconds. A frame that takes $n$ steps lasts $t_{\rm draw}+n\,t_{\rm step}$ seconds. During that
time $(t_{\rm draw}+n\,t_{\rm step})/h$ new steps come due, so the next frame takes
$$n'={t_{\rm draw}+n\,t_{\rm step}\over h}$$
steps. If $t_{\rm step}<h$, the count settles at $n^*=t_{\rm draw}/(h-t_{\rm step})$ steps a frame. If
$t_{\rm step}\ge h$, a step costs more real time than it simulates. Then
$n'-n=(t_{\rm draw}+n(t_{\rm step}-h))/h>0$: every frame takes more steps than the last, and
lasts longer, until the program freezes. A scene too heavy for the
machine can start the spiral. So can a single stall, such as a page fault
or a window being dragged. The cap, |max_steps|, breaks the loop. When
more than |max_steps| steps are due, the clock takes |max_steps| and
throws the rest away, counting them in |dropped|. The simulation then runs
slower than real time, but it runs. It stays deterministic, since it is
still stepped by $h$. The clock keeps the fraction of a step that was
due, so that the drawing goes on smoothly. Figure~\figref{spiral} draws
the argument. The frames' step counts climb or descend a staircase
between the line $n'=(t_{\rm draw}+n\,t_{\rm step})/h$ and the diagonal $n'=n$. When the line is
flatter than the diagonal, the staircase descends to where the two cross.
When the line is steeper, the staircase climbs without end. The cap bends
the steep line flat.\wsto{2}
@!@^spiral of death@>

\midinsert
\mpfigure{fig/ch02-time-3.mps}{}{The spiral of death, as a staircase. A
frame that takes $n$ steps lasts $t_{\rm draw}+n\,t_{\rm step}$. The next frame takes the steps
that came due meanwhile, $n'=(t_{\rm draw}+n\,t_{\rm step})/h$ (blue). Successive frames climb or
descend the red staircase between that line and the diagonal $n'=n$
(dashed); here $t_{\rm draw}=h$. (a) A step that costs less than it simulates,
$t_{\rm step}={1\over2}h$: the line is flatter than the diagonal. From a burst of 6
steps the frames settle at $n^*=t_{\rm draw}/(h-t_{\rm step})=2$ a frame. (b) A step that costs
more, $t_{\rm step}={5\over4}h$: the line is steeper, never meets the diagonal, and
every frame takes more steps than the last. The clock's cap of 6 bends the
line flat; the staircase stops at the cap, and what is above it is
dropped.}\figlabel{spiral}
\endinsert

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
This shows the world as it was one step ago, $t_{n-1}+\alpha h$, always exactly $h$ behind the
present. A constant delay of $1/60$ of a second is
invisible, while an irregular one is what the eye reads as stutter. One
could instead guess forward, $\vec x_n+\alpha h\vec v_n$, with no delay;
but a guess draws a ball inside the wall it is about to bounce off, and
then snaps it back, which is worse than a delay. Interpolation only ever
draws places that lie between real states (Figure~\figref{between}). This is the interpolation of
Fiedler's article and of ``The Core Engine'' \cite{fiedler2004b,gaul2012}.
@!@^interpolation@>
@^stutter@>

\midinsert
\mpfigure{fig/ch02-time-4.mps}{}{Drawing between steps. A body moves
towards a wall by the same displacement every step; the real present is a
fraction $\alpha={3\over5}$ of a step past its last state $\vec x_n$.
Interpolation draws it (blue) on the chord from $\vec x_{n-1}$ to $\vec
x_n$, where it was at $t_{n-1}+\alpha h$: exactly one step late, on every
frame, which the eye does not see. Guessing forward along the velocity
(red) has no delay, but puts the body inside the wall, where the next
state, pushed out by the wall (grey ring), will not be; the next frame then
snaps it back. Below, the same on the time axis.}\figlabel{between}
\endinsert

Table~\tabref{clocktab} measures both claims, the stutter and its cure, with
the engine's own clock and a particle gliding at 1\thinspace m/s (the
program is |@<Measure the clock at several frame rates@>|). Each frame's
advance on the screen is divided by the true one, so that smooth motion
reads 1. Where the frame rate divides 60 the plain drawing is already
smooth, since every frame takes the same number of steps. At 50 frames a
second frames take one step or two, and the plain drawing advances by
$60/50=1.2$ steps' worth on average but in jumps of ${5\over6}$ or ${5\over3}$ of the true
advance. At 75 and 144 some frames take no step at
all, and the particle stands still (0) and then jumps. Drawn between its
last two states, the particle advances by exactly the true amount on
every frame at every rate: the delay is constant, $h$, and invisible. The
last row is a stall of half a second at 60 frames a second: 30 steps come
due, the cap takes 6 and drops 24. The simulation falls a permanent
0.4\thinspace s behind real time, deterministically, instead of spiralling.

\midinsert
\tablecaption{The clock at several frame rates $F$, each for $10F$
frames, 10\thinspace s of them, at $h=1/60$\thinspace s with a cap of 6
steps a frame. The stall's row also has 600 frames, but one of them lasts
0.5\thinspace s, not $1/60$\thinspace s. So 29 more steps come due, and
its steps taken and dropped add up to 629. The columns are the steps a frame takes,
the steps taken and dropped, and the smallest and largest advance of a gliding particle on the
screen from one frame to the next. An advance is given as a fraction of the true advance, the
speed times the frame's length, $1/F$. The particle is drawn where the last step left it (plain) and between its last two states
(interpolated). The frame of the stall is left out of the advances: it
shows the stall, not the clock's rhythm, and the steps it drops are in
their own column.}\tablabel{clocktab}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
frames a second&steps a frame&taken&dropped&plain&interpolated\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch02-clock.tex
}}$$
\endinsert

Drawing is the program's business, so the $\alpha$ comes in through the
drawing interface, with a switch: a zeroed interface, as in every program
written for chapter~1, draws bodies where they are.

@<Drawing interface fields@>+=
bool interpolate; /* draw between the last two states? */
double alpha; /* how far between them, $0\le\alpha<1$ */

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
holds, where the body is drawn. Its anchor is drawn as a double ring, a quarter
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

@*1 What the tests check.
The program \.{test\_ch02} checks the chapter's claims; its code is in
``Tests of chapter~2'' behind the chapters, from |@<Chapter 2 test cases@>|
on, where the argument for every tolerance is made in full.
Table~\tabref{tests02} lists what each test holds the engine to. Every
tolerance follows the rule of the preface, and they come in three sizes.
Where the test compares a run with a formula derived here, the only error
left is rounding, about $\epsilon=2^{-53}\approx1.1\times10^{-16}$ per
operation, carried through hundreds or thousands of steps. The tests allow the preface's margin
above the worst case of that, and still far below the error a wrong formula makes. A swapped line
of an Euler step misses by $0.83\,$m; a symplectic step taken as explicit leaves the energy's band
within 30 steps. Where the claim is about integers, the clock's count, or about
determinism, the test allows nothing at all. And where it reads a picture,
it asks for exact colours at places worked out by hand.
@^tests of chapter 2@>

\midinsert
\tablecaption{The tests of chapter~2: what each checks, the tolerance and why
that tolerance. $h=1/60\,$s; the spring has period 2\thinspace s,
$\omega=\pi$.}\tablabel{tests02}
$$\vbox{\ninerm\baselineskip=10.5pt
\halign{\tt#\hfil\quad&\vtop{\hsize=1.95in\rightskip=0pt plus 2em
  \noindent\strut#\strut}\quad&
  \vtop{\hsize=0.8in\rightskip=0pt plus 2em\noindent\strut#\strut}\quad&
  \vtop{\hsize=1.8in\rightskip=0pt plus 2em\noindent\strut#\strut}\cr
\rm test&what it checks&tolerance&why that tolerance\cr
\noalign{\smallskip\hrule\smallskip}
projectile&over 600 steps the height errs by $+{1\over2}ght$,
$-{1\over2}ght$, 0 (explicit, symplectic, Verlet); $x$ and the
velocities as derived&$10^{-9}\,$m
(Verlet $10^{-7}$); $10^{-10}$, $10^{-8}\,$m/s&600 roundings of positions
up to 400\thinspace m stay below $10^{-10}$; Verlet carries each into its
velocity, up to $1.6\times10^{-9}$\cr
euler\_energy&every explicit Euler step multiplies $E$ by
$1+\omega^2h^2$; after 1200 steps $E=(1+\omega^2h^2)^{1200}E_0$&$10^{-12}$
a step; $10^{-9}$ at the end&a ratio of energies is good to $10^{-15}$; the
state's error grows by a few $\epsilon$ a step\cr
bounded\_energy&over 100{,}000 steps of symplectic Euler and Verlet,
$\tilde E$ stays constant, $E$ stays between $\tilde E/(1\pm\omega h/2)$
and reaches both edges&$10^{-9}$;
edges within $10^{-4}$&$10^5$ roundings of $4\epsilon$ make
$4\times10^{-11}$; $10^{-4}$ is $0.4\%$ of the band\cr
clock\_count&5000 irregular frames of total length $T$ take $\lfloor
60T\rfloor$ steps and leave $\alpha$; under stalls the cap holds, and steps taken and dropped add up&exact&the clock counts in
integers\cr
clock\_states&a world driven by the clock through irregular frames has,
after every frame, the states of one stepped plainly&bit for
bit&a fixed step makes the states a function of the step count\cr
interpolation&a body is drawn at $\vec x_n$, at $\vec x_{n-1}$ for
$\alpha=0$, a quarter of the way for $\alpha={1\over4}$&$10^{-14}\,$m&three
roundings of numbers below 10\cr
constraint\_velocity&an Euler ball at rest on a floor reports $v=0$
(symplectic) or $gh$ (explicit); Euler bodies that collide keep their
momentum and part&$10^{-12}\,$m/s; $10^{-9}$&rounding of $h^2g/h$; the
pushes cancel up to $\epsilon/h$\cr
scene\_integrators&scene files choose each integrator by name, and the
dump shows its height error; bad values are refused with the line&
$10^{-7}\,$m&the dump's 17 digits add no error, so this is the
projectile row's loosest bound, Verlet's; a wrong integrator misses by
${1\over2}ght\approx0.83\,$m\cr
golden\_bounce&20 steps of a symplectic scene with a spring and
collisions dump the stored file&exact&only $+$, $\times$, $\div$ and
$\surd$, the same on every machine (chapter~1)\cr
lanes&\.{orbits} is drawn in three lanes: the first body's colour in
each, the background between&exact colours&pixels placed by hand, 3 pixels
inside a body of radius 7.6\cr
}}$$
\endinsert

@*1 What this chapter cannot do.
The engine now has velocities, a choice of integrators and a clock. Where
does each of them stop short?

{\it One spring for all, and no impulses.} The engine keeps no spring. A
|ph_spring| is a value that the program keeps and applies before each
step. It ties every body to the same anchor, with one stiffness and rest
length zero. A scene file can give only that one spring, on its
\.{world} line. A program can already make any other push or pull,
through the force accumulator and |ph_body_apply_force|. What it cannot
make is a sudden change of velocity, an impulse, except by setting the
velocity outright.
Chapter~3 adds impulses beside the accumulator, and its demo hangs each
body on a spring of its own and blows a wind on them, all with
|ph_body_apply_force|.

{\it Collisions still move positions.} Chapter~1's relaxation pushes bodies
apart, and an Euler body's velocity is patched afterwards from how far it
was pushed. That patch is Verlet's answer translated, not a collision law.
There is no restitution and no friction. An explicit Euler body at rest on
a floor reports a velocity of $gh$ into the floor, the velocity gravity
adds in one step. Chapter~5 answers collisions by changing velocities
directly.

{\it Whole steps per second.} The clock counts exactly because a step is
$1/|rate|$ of a second for a whole number |rate|. The demo takes its step
from its option \.{--dt SECONDS}, $1/60\,$s by default; appendix~C lists
the options. A step that is not $1/N$ of a second for a whole number $N$
is rounded to such a step for the window's clock. That clock then runs a
little off real time, though every step still has the length given.

{\it Drawing is one step late, and straight.} Interpolation shows the world
as it was a step ago, $1/60$ of a second behind the present. Between two
states it draws the body on the straight line that joins them. So a body
that bounced off a wall during the step is drawn cutting the corner, for
one frame.

{\it The cap loses time.} After a stall the clock drops the steps it could
not take, and the simulation stays behind real time by that much for good.
A game alone on one machine does not notice the lag; two machines that
must agree on the time would.

{\it The measures of energy are narrow.} |ph_world_modified_energy| is
conserved only for the world's spring without gravity. Neither it nor
|ph_world_energy| counts what the relaxation takes out of a pile.

@*1 Summary.
A velocity of its own lets a body be integrated in two more ways.
Explicit Euler moves with the old velocity. On a projectile it flies too
high by ${1\over2}ght$ after a time $t$, and on a spring it gains energy
at every step length. Symplectic Euler moves with the new velocity. It
flies too low by the same amount, and it keeps a spring's energy bounded
while $\omega h<2$. Forces are summed in an accumulator and cleared after
the step. A fixed step, taken out of an accumulator of real time with a
cap, makes the simulation deterministic and independent of the frame
rate. Interpolation draws the bodies between two steps.

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
rounding, below $10^{-7}$\thinspace m for 600 steps, as Verlet's. On the spring of period 2\thinspace s its positions stay within
$10^{-11}$\thinspace m of \.{verlet}'s for 600 steps. That is a bound on rounding
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
$(1-\omega^2h^2/4)E_0$ and $E_0$, a band of $6.9\times10^{-4}$, to $10^{-8}E_0$ for rounding. It
reaches to within a tenth of the band of its lower edge. The energy with the reported velocity wobbles more than ten
times as much.)

\item{3.} [20] Derive the period of symplectic Euler on the spring from
$\cos\theta=1-{1\over2}\omega^2h^2$, as a function
|double ph_symplectic_period(double omega, double h)| that returns $2\pi h/\theta$, and measure
it. Find the times at which $x$ changes sign
upward over a thousand periods, interpolating linearly between the two
steps around each change. (Test: at $\omega=\pi$ and $h=1/60$ and $1/30$
the function agrees with the measured period to $10^{-6}$ of a period. Steps
counted between sign changes would know the period only to $h/1000$,
$8\times10^{-6}$ of it; interpolation errs by about ${1\over8}\theta^2$ of
a step a crossing, $10^{-8}$ of a period over a thousand. The true period
$2\pi/\omega$ is $1.1\times10^{-4}$ away and fails.)

\item{4.} [15] Find the stability limit as a function
|double ph_world_stable_step(const ph_world *w, const ph_spring *sp)|:
the longest step at which the world's integrator keeps its bodies on the spring bounded. It is $2/\omega_{\max}$ for symplectic Euler and Verlet, with $\omega_{\max}^2=k$
times the largest inverse mass, and zero for explicit Euler. (Test: the value to $10^{-12}$, for one body and for two of different masses. Then
symplectic Euler at $0.95$ and $0.995$ of the step
keeps $E$ below the bound $\tilde E/(1-\omega h/2)$ of the modified energy,
$20E_0$ and $200E_0$, for 10{,}000 steps. At $1.005$ and $1.05$ of it
$E$ passes $10^6E_0$, as the eigenvalue $-1.22$ or worse of the step makes
it do within 40 steps.)

\item{5.} [25] Give the clock a {\it time scale}, a fraction $p/q$ of
positive integers by which real time is multiplied before it is counted,
set by |bool ph_clock_set_scale(ph_clock *c, int p, int q)|. With it a program can run the world in slow motion ($p/q={1\over4}$) or fast
($p/q=3$) and still count exactly. A frame of $f$ ticks adds
$f\cdot|rate|\cdot p$ to the accumulator, and a step is worth
$|ticks_per_second|\cdot q$ of it. A scale that is not a fraction of
positive integers is refused (a message with the word ``scale'') and the
function returns |false|. Say what $\alpha$ is then, and how large $p$ may
be before the products can overflow. (Test: with the scale ${1\over4}$,
the irregular frames of \.{clock\_count}, of total length $T$, take exactly $\lfloor15T\rfloor$
steps, and after each frame $\alpha$ is exactly the fractional part of $15T$. With the scale 3 and a cap of 8,
steps taken and dropped add up to exactly $\lfloor180T\rfloor$. Integers have no rounding, so the test allows none.)
\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [10] The scene \.{projectile} throws a ball from $(1,2)\,$m at
$(3,12)\,$m/s, under $g=10\,$m/s$^2$ and with $h={1\over60}\,$s, once in
each lane. Predict the height of each lane's ball, and the vertical velocity
each one keeps or reports, at step~72, the instant $t=1.2\,$s at which the
true ball is at the top of its flight. Which ball is highest then, and which
has the right velocity?

\item{P2.} [20] In the scene \.{orbits}, the red disc starts $4\,$m from
the anchor, at $(4,0)\,$m, moving at $(0,4\omega)\,$m/s, on the spring of
stiffness $\pi^2\,$N/m (so $\omega=\pi\,{\rm s}^{-1}$ for its mass of
$1\,$kg), with no gravity. Under explicit Euler, show that in the variables
$(x,v/\omega)$ of each coordinate one step is a rotation by the angle
$\varphi=\arctan\omega h$ times the factor $\sqrt{1+\omega^2h^2}$, and
deduce that after $n$ steps the disc is exactly $4(1+\omega^2h^2)^{n/2}$
metres from the anchor. Predict that distance after 5\thinspace s at
$h={1\over60}\,$s, as the left lane of Figure~\figref{orbits} shows it,
and the time in which the distance doubles. Is the disc ahead of the true
circular motion, or behind it?

\item{P3.} [20] A step costs $t_{\rm step}$ seconds of computing, a frame's drawing
costs $t_{\rm draw}$, and the clock hands out steps of $h={1\over60}\,$s. (a) With
$t_{\rm step}=10\,$ms and $t_{\rm draw}=5\,$ms, how many steps does a frame take on average once
the clock has settled, and how many frames are drawn each second? (b) With
$t_{\rm step}=25\,$ms and the same $t_{\rm draw}$, show that without a cap the steps per frame
grow without end. The demo's clock allows at most $15$ steps a frame
(a quarter of its rate). How many frames a second are drawn then, how many
seconds of the world pass in one second of real time, and how many steps
are dropped each frame?
