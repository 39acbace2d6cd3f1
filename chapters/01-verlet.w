@* Chapter 1: Verlet particles.
This chapter builds a complete, if humble, physics engine. Its round
particles fall under gravity, pile up inside a circular container, and
push each other apart so that they never overlap for long. The engine is
about three hundred lines of C, not counting its tests and measurements.
At the end of the chapter a thousand particles pour into a bowl and
settle into a heap that looks right.

The trick that makes the engine so short is to store no velocities. Each
particle remembers two positions: where it is now, and where it was one
step ago. Its velocity is their difference divided by the length of the
step, and the next step carries it on by that same difference, plus what
gravity adds. When two particles overlap we move them apart, changing only
where they are now, not where they were. That changes the difference of
the two positions, and so the velocity. Each particle now moves less
toward the other, or away from it, which is what a collision should do.
No code was written for that change of velocity: collision response comes
for free. The method is
called {\it position Verlet integration\/} \cite{verlet1967}. Games
simulated cloth, ropes and ragdolls this way for a decade after Jakobsen
showed how \cite{jakobsen2001}, and the book starts with it. The
engine of this chapter follows the small C engine of the reference article
``Making a super simple physics engine from scratch'' \cite{supersimple}:
particles in a circular container, pushed apart several times a step.

The engine has three weaknesses, and the rest of the book removes them. It
has no real control over bounce or friction. It loses energy it should
keep. And it checks every pair of particles, which costs time that grows
with the square of their number. Tables 1 to~3 measure these weaknesses
before the chapter ends. Only the lack of friction is not measured; it
shows only in comparison with the Coulomb friction of chapter~7.

Run the chapter's program to see the engine: \.{build/bin/ch01} opens a
window in which particles pour into a bowl. A click adds particles where
you click. \.{I} switches between one and eight relaxation passes, the
sweeps that push particles apart (|@<Relax the constraints@>|). The space
bar pauses, \.{S} steps once, and \.{R} starts again. Figure~\figref{pour} is the same scene drawn by the same
program, headless, while this book was being built. The scene keys that
describe it (\.{world}, \.{container}, \.{particle}, \.{grid},
\.{stream}), the chapter's built-in scenes and its part of the demo are not engine code. They are
in the programs of chapter~1, in the part of the book behind all the chapters, and a first
reading can skip them. One of them is |@<Scene entity parsers@>|,
which reads the \.{world} line and, in the sections that follow it, the container, particle, grid
and stream lines.

\figure{fig/ch01-pour.png}{3.8in}{The pour after 1500 steps of
$1/60$\thinspace s (the built-in scene {\tt pour}, drawn by {\tt ch01
--headless --screenshot} when this book was built), the lower half of the
bowl. The grey arc is the container, of radius 10\thinspace m; the pile is
about 9\thinspace m deep. Colour tells when a particle was made: each
stream changes colour every fifty particles, through red, yellow, teal,
blue, orange, violet, green and white. The colours lie mixed, not in
bands: two streams pour at once, each new particle pushes its way into
the heap, and the pile flows sideways as it grows.}\figlabel{pour}
\overviewpage

@*1 The algorithm on one page.
\wsfrom{1}{\it After this chapter you can:}\seclabel{ch1-page}
\smallskip
\item{$\bullet$} derive position Verlet from two Taylor series and say why its error per step is of order $h^4$;
\item{$\bullet$} resolve an overlap between two particles by moving them apart in proportion to their inverse masses, keeping their centre of mass;
\item{$\bullet$} explain why one pass over the pairs is not enough and what repeated passes buy;
\item{$\bullet$} name the eight phases of a step and say which chapter fills each.
\smallskip
\noindent This chapter builds the world, its step, and the simplest bodies it can
hold: particles with a mass and a radius. Position Verlet moves them; it
keeps two positions and no velocity. A contact is answered by moving
positions. Two overlapping particles are pushed apart along the line of
their centres, each by a share set by its inverse mass $w=1/m$. The pass
over all pairs is repeated, since one push can make another overlap. The
equations that carry the chapter:
$$\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n,\qquad
\vec v_{n+1}={\vec x_{n+1}-\vec x_n\over h},$$
$$\Delta\vec x_i={w_i\over w_i+w_j}\,\delta\,\vec n,\qquad
\Delta\vec x_j=-{w_j\over w_i+w_j}\,\delta\,\vec n,$$
where $\delta=r_i+r_j-\vert\vec x_i-\vec x_j\vert$ is the overlap and
$\vec n$ the unit vector from $\vec x_j$ to $\vec x_i$.
The step has eight phases, named for the chapters that fill them.
Figure~\figref{step-1} is the step of stage~1, printed by the build from
this chapter's own code and read as \S\secref{steps} explains: three
phases hold code, and the other five are still empty.\wsto{1}
\input fig/ch01-step.tex

@*1 Position Verlet.
\wsfrom{1}This section derives the formula by which the engine moves a particle,\seclabel{ch1-verlet}
and finds how large its error is. A particle at position $\vec x(t)$
with acceleration $\vec a(t)$ moves by Newton's law $\ddot{\vec x}=\vec a$. A computer can only know the motion at
separate instants $t_n=nh$, where $h$ is the time step; write $\vec x_n$ for
$\vec x(t_n)$. Taylor's theorem gives the position one step ahead and one
step behind:
$$\eqalign{\vec x_{n+1}&=\vec x_n+h\dot{\vec x}_n+{h^2\over2}\vec a_n
  +{h^3\over6}\vec x^{(3)}_n+O(h^4),\cr
\vec x_{n-1}&=\vec x_n-h\dot{\vec x}_n+{h^2\over2}\vec a_n
  -{h^3\over6}\vec x^{(3)}_n+O(h^4),\cr}$$
where $\vec x^{(3)}$ is the third derivative, the rate at which the
acceleration changes.
Adding the two lines, the odd powers of $h$ cancel, velocity among them:
$$\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n+O(h^4).$$
This is {\it position Verlet}, from Verlet's simulations of molecules
\cite{verlet1967}. Each step needs only the last two positions
and the acceleration now. The error made in one step is of order $h^4$.\wsto{1}

These errors do not simply add up over the $T/h$ steps of a time $T$. An
error in a position is also an error in the velocity that the positions
imply, so every later step carries it on. Suppose an error $z$ is
made in the position at step $k$, with $\vec x_{k-1}$ left unchanged. It
makes the displacement $\vec x_k-\vec x_{k-1}$ too long by $z$. The
recurrence reads that as a velocity error $z/h$, so every later step
carries the particle another $z$ further. So the error is $2z$ at step $k+1$, $3z$ at step
$k+2$, and $(n-k+1)z$ by step $n$. Every one of the $n$ steps makes
such an error, and by step $n$ they add up to
$(n+(n-1)+\cdots+1)z=n(n+1)z/2\approx n^2z/2$. With
$z$ of order $h^4$ and $n=T/h$ that is about
$(T/h)^2h^4/2=T^2h^2/2$. The global error is therefore of order $h^2$:
halving the step quarters the error.

{\it For the curious.} That count assumes that the acceleration does
not depend on the position, as under gravity alone. When it does, an
error $e_k$ in a position also changes the acceleration, by about $G
e_k$. Here $G=\partial\vec a/\partial\vec x$ is the gradient of the
acceleration, an acceleration per metre, in ${\rm s}^{-2}$. The errors then obey $e_{k+1}=2e_k-e_{k-1}+h^2Ge_k+z_{k+1}$.
Write $\Delta_k=e_k-e_{k-1}$ for the error in the displacement of step~$k$;
subtracting $e_k$ from both sides gives $\Delta_{k+1}=\Delta_k+h^2Ge_k+z_{k+1}$.
To see what $G$ adds, first follow a single error $z$, made at step~0
with no later ones, so $e_0=\Delta_0=z$. Without $G$, $\Delta_k=z$ and $e_k=(k+1)z$, as above.
With $G$, add $\Delta_{j+1}-\Delta_j=h^2Ge_j$ for $j=0$, \dots, $k-1$, and
put $e_j\approx(j+1)z$ into the small term. Then
$$\Delta_k=z+h^2G(e_0+\cdots+e_{k-1})\approx
z+h^2Gz(1+2+\cdots+k)\approx z\Bigl(1+{h^2Gk^2\over2}\Bigr).$$
Adding the displacements, with $T=nh$,
$$e_n=e_0+\Delta_1+\cdots+\Delta_n\approx nz+h^2Gz\,{n^3\over6}
=nz\Bigl(1+{T^2G\over6}\Bigr).$$
The global error is the sum of $n$ such errors, one made at every step,
each grown in this way over the steps left after it. An error made with
$m$ steps left has grown to about $mz(1+h^2Gm^2/6)$, and adding
these for $m=1$, \dots,~$n$ gives
$$\sum_{m=1}^n mz\Bigl(1+{h^2Gm^2\over6}\Bigr)\approx
{n^2z\over2}\Bigl(1+{T^2G\over12}\Bigr).$$
Without $G$ this is the count above, $n^2z/2$. The force's part is
small against that count only while the pure number $T^2\vert G\vert$
is small against 1. That holds for times short against
$1/\sqrt{\vert G\vert}$, the time in which the force changes appreciably
along the motion. A {\it stiff\/} force, a large $\vert G\vert$, breaks
the count: then the errors follow the motion's own dynamics, oscillating
on a spring and growing exponentially where nearby motions separate. The
order $h^2$ survives, with a constant that depends on the force; the
bound on the growth of errors in \S\secref{ch2-integrators} shows why
\cite{hairer2006}.
@^Verlet integration@>
@^position Verlet@>
@^stiffness@>

@ \wsfrom{1}We write the formula as\seclabel{ch1-formula}
$$\vec x_{n+1}=\vec x_n+(\vec x_n-\vec x_{n-1})+h^2\vec a_n,$$
which reads: keep going as far as you went last step, and let the
acceleration bend the path. The bracket is the displacement over the last
step, that is $h$ times the average velocity over it. Velocity is implicit:
it lives in the pair of positions. That is why pushing a particle changes
its velocity. If a constraint moves $\vec x_n$ by $\Delta\vec x$ and leaves
$\vec x_{n-1}$ alone, the next step will carry the particle an extra $\Delta\vec x$
further, exactly as if it had been given the velocity $\Delta\vec x/h$.
Figure~\figref{verlet} draws both readings: on the left a free step, on the
right the same step after a push.

\mpfigure{fig/ch01-verlet-1.mps}{}{Position Verlet. (a) The step carries
the last displacement $\vec x_n-\vec x_{n-1}$ forward (dashed) to the open
circle, and the acceleration bends it by $h^2\vec a_n$; the grey curve is
the true parabola, which the points follow exactly. (b) A constraint moves
$\vec x_n$ by $\Delta\vec x$; the displacement carried forward now contains
$\Delta\vec x$, so the next position is $\Delta\vec x$ further along than the old
step would take it from there (dotted): the push has become a velocity
$\Delta\vec x/h$.}\figlabel{verlet}
@^implicit velocity@>

@ For a constant acceleration, which is what gravity is, the method is not\seclabel{ch1-exact}
just accurate but exact.\wsto{1}

Suppose the true motion
$\vec x(t)=\vec x_0+\vec v_0t+{1\over2}\vec at^2$ holds at $t_{n-1}$ and $t_n$.
Then
$$\eqalign{2\vec x_n-\vec x_{n-1}+h^2\vec a
&=\vec x_0+\vec v_0(2t_n-t_{n-1})+{\textstyle{1\over2}}\vec a(2t_n^2-t_{n-1}^2+2h^2)\cr
&=\vec x_0+\vec v_0t_{n+1}+{\textstyle{1\over2}}\vec a\,t_{n+1}^2,\cr}$$
because $2t_n-t_{n-1}=t_n+h$ and $2t_n^2-(t_n-h)^2+2h^2=(t_n+h)^2$.

\wsfrom{1}The recurrence carries the exact parabola forward for ever, provided it starts on
it. That proviso is where many Verlet programs go wrong.
@^exactness for constant acceleration@>

@ We know a particle's starting position $\vec x_0$ and velocity $\vec v_0$,\seclabel{ch1-start}
but the recurrence wants two positions. The tempting choice
$\vec x_{-1}=\vec x_0-h\vec v_0$ gives the first step
$\vec x_1=2\vec x_0-\vec x_{-1}+h^2\vec a=\vec x_0+h\vec v_0+h^2\vec a$,
which is ${1\over2}h^2\vec a$ further along $\vec a$ than the parabola.
From there the recurrence follows, exactly, the parabola through $\vec
x_0$ and $\vec x_1$, whose initial velocity is $\vec v_0+{1\over2}h\vec
a$. So at time $t$ the particle is off by ${1\over2}\vec a\,t\,h$, ahead
in the direction of the acceleration. Under gravity it is too low, and
the error grows with time. The right start is the exact Taylor step,
which for a constant acceleration has no remainder:
$$\vec x_1=\vec x_0+h\vec v_0+{h^2\over2}\vec a.$$
After that first step the particle is on the parabola at $t_0$ and at
$t_1$, and the previous section keeps it there. So a particle carries a
flag that says whether it has started, and it keeps its initial velocity
until it has.
Figure~\figref{start} draws both starts, with a step long enough to see.

\mpfigure{fig/ch01-verlet-4.mps}{}{The start, with an exaggerated step.
Blue: the exact first step $\vec x_1=\vec x_0+h\vec v_0+{1\over2}h^2\vec
a$ lands on the true parabola (grey), and the recurrence keeps every later
point on it. Red: the naive start $\vec x_{-1}=\vec x_0-h\vec v_0$ makes
the first step ${1\over2}h^2\vec a$ too long along $\vec a$. From there the recurrence follows, exactly, the parabola through $\vec x_0$ and that
point (dashed), whose initial velocity is $\vec v_0+{1\over2}h\vec a$. The gap grows in proportion to the time, as ${1\over2}\vec a\,t\,h$. The
free-fall test tells the two apart by seven orders of
magnitude.}\figlabel{start}
@^initial step@>

@ The engine also reports a velocity, for drawing, for the \.{--dump} files\seclabel{ch1-velocity}
and for the tests. After each step it is the displacement over that step
divided by its length,
$$\vec v_{n+1}={\vec x_{n+1}-\vec x_n\over h},$$
measured after every constraint has had its say, so that it is the velocity
the next step will really use. It is an average over the step: for a
particle in free fall it is the true velocity half a step earlier, lagging
by ${1\over2}gh$. Here $gh$, gravity $g$ times the step $h$, is the
velocity that gravity adds in one step: $10\,{\rm m/s^2}\cdot{1\over60}\,
{\rm s}\approx0.17\,$m/s at sixty steps a second, so the lag is about
8\thinspace cm/s.\wsto{1}

@*1 Particles and the world.
A particle is a body with a position, a previous position, a velocity as
just described, a radius and a mass. We keep the inverse of the mass as
well: every formula below divides by masses, and an inverse mass of zero will
later stand for a body that nothing can move. The |kind| tells what sort of
body this is; this chapter knows only particles, chapter~3 adds rigid
bodies, and the relaxation of this chapter acts on particles only. The
|color| is for drawing and nothing else. Later chapters add fields in
|@<Body fields@>|.

@<Types that bodies are made of@>+=
typedef struct {
  uint8_t r, g, b, a; /* 0 to 255; |a| is the opacity */
} ph_color;

@ @<Body types@>+=
typedef enum {
  PH_PARTICLE @<Other kinds of body@>
} ph_body_kind;

typedef struct ph_body {
  ph_body_kind kind; /* only |PH_PARTICLE| in this chapter */
  ph_vec2 position; /* $\vec x_n$, in metres */
  ph_vec2 previous; /* $\vec x_{n-1}$; with |position|, the velocity */
  ph_vec2 velocity; /* $(\vec x_n-\vec x_{n-1})/h$; $\vec v_0$ until |started| */
  double radius; /* $r$, in metres */
  double mass, inverse_mass; /* $m$ in kilograms, and $w=1/m$ */
  bool started; /* has it taken its exact first step? */
  ph_color color; /* for drawing, and nothing else */
  @<Body fields@>@;
} ph_body;

@ A program refers to a body by a {\it handle}: its index in the world's
array, wrapped in a struct so that the compiler will not let an ordinary
integer pass for one. We hand out handles rather than pointers because the
array moves when it grows, and a pointer into it would then dangle; an index
stays good. The struct holds the index plus one, |index1|, so that a handle
whose bytes are all zero, as C makes a struct it is not told how to fill,
is the null handle, ``no body''. It is what a function returns when it
refuses to create one.
@^handles@>

@<Body types@>+=
typedef struct {
  int index1; /* the body's index in the world's array, plus one; 0 for no body */
} ph_body_id;

@ The handle of the body at index |i| of the array is |ph_body_id_of(i)|;
a program that walks over |body_count| bodies uses it to name each one to
the functions that take handles.

@<Body functions@>+=
static inline bool ph_body_id_is_null(ph_body_id id)
{
  return id.index1 == 0;
}
static inline ph_body_id ph_body_id_of(int index)
{
  ph_body_id id = {index + 1};
  return id;
}

@ The world's behaviour is set by a |ph_settings| struct: gravity in
metres per second squared, the number of relaxation passes per step, and the
integrator. This chapter has only one integrator, Verlet; chapter~2 adds two
more and the setting chooses among them. The integrator is what moves a
body in phase~6 of the step; the eight phases of a step are listed with
|ph_world_step| in ``The step'' below. A program gets the defaults from
|ph_default_settings| and changes what it wants, so that a field added by a
later chapter gets a sensible value in programs written before it existed.
@^settings@>

@<World types@>+=
typedef enum {
  PH_VERLET @<Other integrators@>
} ph_integrator;

typedef struct {
  ph_vec2 gravity; /* $\vec g$, in m/s$^2$ */
  int iterations; /* relaxation passes per step, 0 to 100 */
  ph_integrator integrator; /* how phase 6 moves a body */
  @<Settings fields@>@;
} ph_settings;

@ Gravity points down the $y$ axis, which points up, at $10\,\rm m/s^2$: a
round number that makes hand calculations easy and is within two percent of
the Earth's. Eight passes is what the demo shows to be enough for a pile a few
dozen particles deep (the column model of Figure~\figref{column}, with
the constraints, explains why depth is what matters, and Table~\tabref{passes1} measures
it).

The defaults are a promise that grows with the book: a world that asks for
nothing gets, in stage~$N$, the best that chapters 1 to~$N$ offer. Chapter~5
makes it respond to contacts, chapter~7 gives it friction, chapter~9 the
solver that stacks boxes. A scene or a test written to show an older method
must not change under a reader's feet when a later chapter arrives. So the defaults of every stage
stay on call: |ph_stage_settings(k)| gives the
defaults a plain world had in stage~$k$, and a scene file asks for them with
\.{defaults=}$k$ on its \.{world} line. |ph_default_settings| is the
defaults of this stage, |PH_STAGE|, which the build defines. Each stage's program prints its defaults at the end of \.{--help} (appendix~C). A stage it does not know, below 1 or
beyond its own, is refused, and the defaults of this stage are given
instead.
@^settings@>
@^defaults of a stage@>
@.stage must be between...@>

@<Engine functions@>=
ph_settings ph_stage_settings(int stage)
{
  ph_settings s;
  memset(&s, 0, sizeof s);
  if (stage < 1 || stage > PH_STAGE) {
    char message[80];
    snprintf(message, sizeof message, "stage must be between 1 and %d (got %d)", PH_STAGE, stage);
    ph_report(message);
    stage = PH_STAGE;
  }
  s.gravity = ph_v(0.0, -10.0);
  s.iterations = 8;
  s.integrator = PH_VERLET;
  @<Set the default values of later settings@>@;
  return s;
}

ph_settings ph_default_settings(void)
{
  return ph_stage_settings(PH_STAGE);
}

@ @<World functions@>+=
ph_settings ph_stage_settings(int stage);
ph_settings ph_default_settings(void);

@ The world owns its particles in one array that grows as needed, and it
keeps the optional circular container, the time, the number of steps taken,
and the length of the last step, $h'$. That may differ from the next one's $h$; |@<Take a Verlet step...@>|
needs it, and shows why.
The |stats| count the work of the last step, so that the cost of the
collision check can be measured rather than guessed.

@<World types@>+=
typedef struct {
  bool active; /* is there a container at all? */
  ph_vec2 center; /* $\vec c$ */
  double radius; /* $R_{\rm c}$ */
} ph_container;

typedef struct {
  long pair_tests; /* pairs looked at in all passes of the last step */
  long pair_contacts; /* pairs of them that overlapped */
} ph_step_stats;

typedef struct ph_world {
  ph_settings settings; /* as checked by |ph_settings_check| */
  ph_body *bodies; /* the array a handle indexes; it moves when it grows */
  int body_count, body_capacity; /* bodies in it, and room for */
  ph_container container;
  double time; /* seconds simulated */
  long step_count; /* steps taken */
  double last_dt; /* $h'$, the last step's length; 0 before the first */
  ph_step_stats stats; /* the work of the last step */
  char failure[160]; /* empty while every number of the state is finite */
  @<World fields@>@;
} ph_world;

@*1 The step.
A step of length $h$ carries the world from time $t$ to $t+h$. This\seclabel{ch1-step}
chapter's particles need only two things of it: move every particle by the
integrator, then relax the constraints. But the engine this book builds will do more in every
step, and in a fixed order. The impulse solvers of chapters 5 to 9 depend on that order, the order
of Erin Catto's Box2D Lite (2006). So we write the step in that order now, with one named
place for each phase, and let later chapters fill the places that are
still empty. A reader who opens the step in any later chapter finds the
same eight phases:

\smallskip
\item{1.} {\it Find the contacts:} which bodies touch, and where (chapters 4 and~10).
\item{2.} {\it Integrate forces into velocities:} gravity and forces change each velocity.
\item{3.} {\it Prepare the contacts:} what the solver needs of each contact (chapters 5 to~8).
\item{4.} {\it Warm start:} apply last step's impulses again (chapter~9).
\item{5.} {\it Solve the velocity constraints:} impulses at the contacts (chapters 5 to~9).
\item{6.} {\it Integrate velocities into positions:} move every body.
\item{7.} {\it Correct the positions:} remove what overlap is left (this chapter, chapter~8).
\item{8.} {\it Clear the forces:} forget this step's forces and torques (chapters 2 and~6).\par
\smallskip

\noindent Figure~\figref{stepline} draws them in order, on the line of time
from $t$ to $t+h$.

\mpfigure{fig/ch01-verlet-5.mps}{}{The eight phases of a step, in the
order |ph_world_step| runs them, with the chapters that do the main work
of each below it. Shaded, the three phases that hold code in stage~1: the acceleration
in phase~2, the move in phase~6, the separation of particles in
phase~7.}\figlabel{stepline}

\noindent Position Verlet keeps no velocity of its own, so it has nothing
to do in phases 3 to 5, which work on velocities. It finds its acceleration in phase~2 and moves
in phase~6. Its collision response is the position correction of
phase~7, after which its velocity is read off the positions. A step length
that is not a positive finite number is refused, since it would poison
every position.
@^world step@>
@^phases of the step@>

@<Engine functions@>+=
void ph_world_step(ph_world *w, double h)
{
  if (!(isfinite(h) && h > 0.0)) {
    ph_report("time step must be positive and finite");
    return;
  }
  if (w->failure[0]) return;
  w->stats = (ph_step_stats){0, 0};
  @<Start the clock of the step's phases@>@;
  @<Find the contacts@>@;
  @<Integrate forces into velocities@>@;
  @<Prepare the contacts@>@;
  @<Warm start the contacts@>@;
  @<Solve the velocity constraints@>@;
  @<Integrate velocities into positions@>@;
  @<Correct the positions@>@;
  @<Clear the forces@>@;
  w->last_dt = h;
  w->time += h;
  w->step_count++;
  @<Stop the world if a step left a number that is not finite@>@;
}

@ @<World functions@>+=
void ph_world_step(ph_world *w, double h);
const char *ph_world_failure(const ph_world *w);
void ph_world_fail(ph_world *w, const char *message);

@ Phase 2. Every body that can move gets its acceleration, the sum of\seclabel{ch1-phase2}
what acts on it. In this chapter that is gravity alone, scaled by the
body's |gravity_scale|: a particle's scale is 1, and chapter~3 lets a rigid
body float ($\gamma=0$) or fall slower than the rest. Later chapters add their
terms to the sum in |@<Add the other accelerations of body |b| to |a|@>|.
The acceleration is kept in the body for phase~6, which Verlet needs; an
integrator that changes the velocity now (chapter~2's symplectic Euler)
does so here.

@<Integrate forces into velocities@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  @<Skip bodies that do not move@>@;
  ph_vec2 a = ph_mul(b->gravity_scale, w->settings.gravity);
  @<Add the other accelerations of body |b| to |a|@>@;
  b->acceleration = a;
  switch (w->settings.integrator) {
  @<Change the velocity of body |b| by its acceleration |a|@>@;
  default: break;
  }
}

@ @<Body fields@>+=
double gravity_scale; /* $\gamma$: the share of the world's gravity this body feels */
ph_vec2 acceleration; /* found in phase 2 of the step, used in phase 6 */

@ Phase 6 moves every body that can move by the integrator chosen in the
settings.

@<Integrate velocities into positions@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  @<Note where body |b| stands before it moves@>@;
  @<Skip bodies that do not move@>@;
  ph_vec2 a = b->acceleration;
  switch (w->settings.integrator) {
  @<Move body |b| by the chosen integrator@>@;
  }
}

@ @<Move body |b| by the chosen integrator@>=
case PH_VERLET:
  @<Take a Verlet step of body |b| with acceleration |a|@>@;
  break;

@ Here, at last, is the code of those formulas. A particle that
has not started takes the exact first step
$\vec x_1=\vec x_0+h\vec v_0+{1\over2}h^2\vec a$; one that has takes
$\vec x_{n+1}=\vec x_n+(\vec x_n-\vec x_{n-1})+h^2\vec a$.

If the step length $h$ differs from the last one, $h'$, the displacement
$\vec x_n-\vec x_{n-1}$ was travelled in time $h'$, and at the same velocity
the particle would travel $(h/h')(\vec x_n-\vec x_{n-1})$ in time $h$. We
scale it so: without this, halving the step would halve every velocity at
once. How good is the scaled step? Expand the motion about $t_n$, with
velocity $\vec v$ and acceleration $\vec a$ there:
$\vec x_{n-1}=\vec x_n-h'\vec v+{1\over2}h'^2\vec a+O(h'^3)$, so
$(h/h')(\vec x_n-\vec x_{n-1})=h\vec v-{1\over2}hh'\vec a+O(hh'^2)$, and
the step lands at $\vec x_n+h\vec v+(h^2-{1\over2}hh')\vec a$, where the
motion goes to $\vec x_n+h\vec v+{1\over2}h^2\vec a+O(h^3)$. The step
errs by ${1\over2}h(h-h')\vec a$: nothing when $h=h'$, and otherwise an error of order $h^2$ in
one step. The recurrence carries it on as a velocity off by
${1\over2}(h-h')\vec a$, so the position drifts
linearly from then on: first order, as a bad start is. (Taking
${1\over2}h(h+h')\vec a$ in place of $h^2\vec a$ would cancel the error and
be exact again for constant acceleration; a program that keeps $h$ fixed,
as it should, never pays for either.)
@^time step, changing@>

@<Take a Verlet step of body |b| with acceleration |a|@>=
{
  ph_vec2 x = b->position;
  if (!b->started) {
    b->position = ph_add(x, ph_add(ph_mul(h, b->velocity), ph_mul(0.5 * h * h, a)));
    b->started = true;
  } else {
    ph_vec2 moved = ph_sub(x, b->previous);
    if (w->last_dt > 0.0 && h != w->last_dt) moved = ph_mul(h / w->last_dt, moved);
    b->position = ph_add(x, ph_add(moved, ph_mul(h * h, a)));
  }
  b->previous = x; /* $\vec x_n$ becomes $\vec x_{n-1}$ */
}

@ Phase 7 relaxes the constraints of the next part of this chapter, then
brings every velocity up to date with what the relaxation did. The
velocity of a Verlet particle is $(\vec x_{n+1}-\vec x_n)/h$, where $\vec
x_n$ is now its |previous| position; chapter~2 adds the rule for
integrators with a velocity of their own.

@<Correct the positions@>=
@<Relax the constraints@>@;
@<Find the velocities the corrections leave@>@;

@ @<Find the velocities the corrections leave@>=
if (w->settings.integrator == PH_VERLET)
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    b->velocity = ph_mul(1.0 / h, ph_sub(b->position, b->previous)); /* $\vec v_{n+1}$ */
  }

@ Finite input can still overflow: a gravity of $10^{308}$ is a finite
number, and so is a spring that stiff, but a step multiplies them by
$h^2$ and adds them up, and the sum is infinite. An infinity soon becomes a
NaN, and a NaN spreads to everything it touches. So after every step the
engine looks at every number of every body's state. At the first that is not finite it reports
which body and which step. It writes the same sentence
into the world's |failure|, and takes no more steps. A program asks
|ph_world_failure| after a step and stops with an error rather than write
rows of NaN. The check costs a few comparisons per body, nothing beside the
step itself.
@^non-finite state@>
@.body ... is no longer finite@>

@<Stop the world if a step left a number that is not finite@>=
for (int i = 0; i < w->body_count && !w->failure[0]; i++) {
  const ph_body *b = &w->bodies[i];
  bool finite = ph_is_finite_vec(b->position) && ph_is_finite_vec(b->velocity);
  @<Ask whether the later numbers of body |b| are finite, in |finite|@>@;
  if (!finite) {
    snprintf(w->failure, sizeof w->failure,
      "body %d is no longer finite after step %ld: the scene's numbers overflow", i,
      w->step_count);
    ph_report(w->failure);
  }
}

@ A program that finds the world unusable for a reason of its own (a force
it computes has overflowed, say) stops it the same way, with its own
sentence.

@<Engine functions@>+=
const char *ph_world_failure(const ph_world *w)
{
  return w->failure[0] ? w->failure : NULL;
}

void ph_world_fail(ph_world *w, const char *message)
{
  if (w->failure[0]) return;
  snprintf(w->failure, sizeof w->failure, "%s", message);
  ph_report(w->failure);
}

@*1 Constraints.
\wsfrom{1}How does the step keep particles inside the bowl and apart from each
other? It treats each of the two demands as a {\it constraint}, a rule the
positions must obey.\seclabel{ch1-constraints} A particle's centre stays
within $R_{\rm c}-r$ of the container's centre, where $R_{\rm c}$ is the
container's radius and $r$ the particle's. Two particles stay at least the
sum of their radii apart. After integration some rules are broken. The
step repairs each broken rule by moving particles the shortest distance
that satisfies it. Each repair may break another rule: pushing a particle
off one neighbour pushes it into the next. So the step sweeps over all
rules several times. Each sweep is a {\it relaxation pass}, and the
settings choose how many passes a step makes. Satisfying constraints by
moving positions, and relaxing them by sweeps, is Jakobsen's method for
character physics \cite{jakobsen2001}.
@!@^constraint@>
@!@^relaxation@>

The order within a pass matters. Overlaps between particles come first and
the container last, so that the last thing a step does to a particle is put
it inside the container. So overlaps may remain when a step ends, which
makes the pile a little soft, but no particle ends a step outside the
container.\wsto{1}

@<Relax the constraints@>=
for (int pass = 0; pass < w->settings.iterations; pass++) {
  bool separated = false; /* by a later chapter's broad phase */
  @<Separate the particles with a later chapter's broad phase, setting |separated|@>@;
  if (!separated) separate_particles(w);
  keep_in_container(w);
}

@ @<Private declarations@>+=
static void separate_particles(ph_world *w);
static void keep_in_container(ph_world *w);

@ The container rule is $\vert\vec x-\vec c\vert\le R_{\rm c}-r$ for a particle of\seclabel{ch1-container}
radius $r$ in a container of centre $\vec c$ and radius $R_{\rm c}$. If the
particle's centre is at distance $\ell>R_{\rm c}-r$, the nearest allowed point is on
the same ray from $\vec c$, at distance $R_{\rm c}-r$:
$$\vec x\gets\vec c+{R_{\rm c}-r\over \ell}(\vec x-\vec c).$$ The move
changes only the radial part of the velocity, which Verlet reads from the
positions. So a particle sliding along the wall keeps sliding. Since
$\ell>R_{\rm c}-r>0$, the division is safe. The computed distance of the new position is $R_{\rm c}-r$ up to
rounding. A square root, a division and two multiplications and additions
err by a few units in the last place: about $10^{-15}$ times $R_{\rm c}$.
@^container@>

@<Engine functions@>+=
static void keep_in_container(ph_world *w)
{
  if (!w->container.active) return;
  ph_vec2 c = w->container.center;
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    if (b->kind != PH_PARTICLE) continue;
    double R_minus_r = w->container.radius - b->radius;
    ph_vec2 offset = ph_sub(b->position, c);
    double d = ph_length(offset);
    if (d > R_minus_r) b->position = ph_add(c, ph_mul(R_minus_r / d, offset));
  }
}

@ \wsfrom{1}Two particles $i$ and $j$ with centres $\vec x_i$, $\vec x_j$ at distance\seclabel{ch1-push}
$\ell$ overlap by $\delta=r_i+r_j-\ell$ when this is positive. The push
moves $i$ forward and $j$ back along the unit normal $\vec n=(\vec
x_i-\vec x_j)/\ell$. The two amounts must remove the overlap and must not
move the pair's centre of mass. This normal points from the second
particle to the first, like the code's |delta| below, which is |a|'s
position less |b|'s. From chapter~4 on, a contact's normal points the
other way, from the first body $A$ to the second $B$. With
inverse masses $w_i=1/m_i$ and $w_j=1/m_j$, the two amounts are
$$\Delta\vec x_i={w_i\over w_i+w_j}\,\delta\,\vec n,\qquad
\Delta\vec x_j=-{w_j\over w_i+w_j}\,\delta\,\vec n.$$
The gap grows by $\delta(w_i+w_j)/(w_i+w_j)=\delta$, as wanted, and the
centre of mass moves by $m_i\Delta\vec x_i+m_j\Delta\vec x_j=
\delta\vec n(1-1)/(w_i+w_j)=\vec0$. Since velocities are read from
positions, the same calculation says that the total momentum is unchanged:
the push is an internal force, as it should be. A heavy particle moves
little and a light one a lot; a particle of infinite mass ($w=0$) would not
move at all. Figure~\figref{push} shows a pair in which $j$ is twice as heavy
as $i$.\wsto{1}

\mpfigure{fig/ch01-verlet-2.mps}{}{Two particles that overlap by $\delta$
(above) are pushed apart along $\vec n$ (below). The light particle~$i$
moves twice as far as the heavy one, $\vert\Delta\vec x_i\vert=2\vert\Delta
\vec x_j\vert$, the gap grows by exactly $\delta$, and the centre of mass
(the dotted line) does not move.}\figlabel{push}
@^mass-weighted separation@>
@^momentum, conservation of@>

@ Two particles at exactly the same place have no direction to be pushed
apart in. That happens when a program drops two particles at one spot, and
it must not produce a division by zero. So the engine pushes such a pair
apart vertically. The choice is arbitrary but fixed, which keeps the
engine deterministic.

@<Push particles |a| and |b| apart if they overlap@>=
{
  ph_vec2 delta = ph_sub(a->position, b->position);
  double reach = a->radius + b->radius;
  double d2 = ph_length_squared(delta);
  if (d2 < reach * reach) { /* no square root for pairs that do not touch */
    double d = sqrt(d2);
    ph_vec2 n = d > 0.0 ? ph_mul(1.0 / d, delta) : ph_v(0.0, 1.0);
    double overlap = reach - d;
    double wa = a->inverse_mass, wb = b->inverse_mass;
    if (wa + wb > 0.0) { /* two bodies nothing can move stay put */
      a->position = ph_add(a->position, ph_mul(overlap * wa / (wa + wb), n));
      b->position = ph_sub(b->position, ph_mul(overlap * wb / (wa + wb), n));
    }
    w->stats.pair_contacts++;
  }
}

@ The simplest way to find every overlapping pair is to test every pair:
$n(n-1)/2$ tests for $n$ particles. The comparison is done on squared
distances, so that only overlapping pairs pay for a square root. This is the
part of the step whose cost grows as $n^2$; |@<Measure the cost...@>|
measures it, and chapter~10's broad phase replaces it.
@^all pairs@>
@^broad phase@>

@<Engine functions@>+=
static void separate_particles(ph_world *w)
{
  for (int i = 0; i < w->body_count; i++) {
    ph_body *a = &w->bodies[i];
    if (a->kind != PH_PARTICLE) continue;
    for (int j = i + 1; j < w->body_count; j++) {
      ph_body *b = &w->bodies[j];
      if (b->kind != PH_PARTICLE) continue;
      w->stats.pair_tests++;
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
}

@ What do several passes buy? This section answers with a model of a
column of particles resting on the floor. Write $n_{\rm pass}$ for the
number of relaxation passes in one step (the setting |iterations|). In a
settled pile nothing moves from step to step. Yet every step gravity moves
each particle down by $g h^2$, about 2.8\thinspace mm at $60$ steps a
second, and the relaxation must lift it back. When a contact with overlap
$\delta$ is resolved between equal masses, the particle above it rises by
$\delta/2$ and the one below sinks by $\delta/2$. Number the particles
and the contacts from the top of the column. Contact $j$ lies below
particle $j$, between it and particle $j+1$, and carries the $j$ particles
above it. This numbering holds to the end of the section. Let $S_j$
be the sum of the overlaps that contact $j$ finds in the $n_{\rm pass}$
passes of one step. Particle $j$ is pushed down by $S_{j-1}/2$ at the
contact above it and up by $S_j/2$ at the contact below it. Over the step
it must rise by $gh^2$ net, so $S_j/2-S_{j-1}/2=gh^2$. The top particle has
no contact above it ($S_0=0$), so $S_1=2gh^2$, and then $S_j=2jgh^2$. The
overlap a contact removes in a step grows with the weight it carries
(Figure~\figref{column}).

\mpfigure{fig/ch01-verlet-3.mps}{}{The column model. Particles and
contacts are numbered from the top; contact $j$ lies below particle $j$
and carries $j$ particles, and the overlaps it removes in one step add up
to $S_j=2jgh^2$ (bars). The shaded particle~3 is pushed down by $S_2/2$
at the contact above it and up by $S_3/2$ at the one below, and rises by
$gh^2$ net, what gravity takes away in the next step. The overlaps are drawn
growing with depth, as the deepest one does in a pile.}\figlabel{column}

How large is each overlap? A pile at rest is in a steady state: each
step repeats the one before, so the first pass of every step finds the
same overlap at a contact. Within a step, each pass removes the overlap,
and the passes at the contacts above and below push it back in by about
as much. The model assumes that every pass finds the same overlap $\delta$
at contact~$j$; Table~\tabref{passes1} tests this assumption against measurement. The
overlap a pass finds is what the pass before it left. Gravity moves every
particle down by the same $gh^2$, and that changes no overlap between two
of them. One contact's step, then:
$$\vbox{\halign{#\hfil\quad&#\hfil\cr
end of the step before:&the last pass leaves $\delta$\cr
gravity of this step:&both particles fall $gh^2$; the overlap stays
$\delta$\cr
pass 1:&finds $\delta$ and removes it; the contacts above and below\cr
&push $\delta$ back in\cr
passes 2 to $n_{\rm pass}$:&each finds $\delta$ and leaves $\delta$\cr
next step, pass 1:&finds the $\delta$ that the last pass left\cr}}$$
The $n_{\rm pass}$ passes find $n_{\rm pass}\delta=S_j$ in all, so
$\delta=S_j/n_{\rm pass}$. The overlap the last pass leaves, which the
next step's first pass finds, is $S_j/n_{\rm pass}$ too. In a pile $D$
particles deep the deepest contact is contact $D$, and its overlap is
$$\delta_{\max}\approx{2\,D\,g\,h^2\over n_{\rm pass}}.$$ For a pile
twenty particles deep that is 11 centimetres with one pass, more than half
the radius of the particles of our demos. With eight passes it is 1.4
centimetres, less than half a pixel on the demo's screen.

How far is a real pile from this model? The estimate is for a single
column, and a real pile is not a stack of columns: each particle rests on
two below it. The weight finds its way down along {\it force chains}:
arches of particles that carry several times the load of
their neighbours while the particles between them carry little. The deepest
contact is on such a chain, so the deepest overlap is a few times the column
estimate. Table~\tabref{passes1} measures by how
much, in its column of ratios, for two passes or more. The program that
made it, |@<Measure what the passes buy@>|, is in the programs part of the
book, behind the chapters; a first reading can skip it. Its numbers do not
depend on the machine. The settling is arithmetic that rounds the same way
everywhere, as the determinism test of this chapter checks.

Force chains are not the only cause; two others can be worked out, and
both can make the deepest overlap deeper than the estimate.

\smallskip
\item{1.} {\it The rows are closer than the estimate counts.} The depth $D$ is taken as the pile's
height over a diameter. But the rows of a close-packed pile are
$\sqrt3\,r$ apart, not $2r$, so it undercounts the
rows by up to $2/\sqrt3\approx1.15$.
\item{2.} {\it The masses are not equal.} The masses of the settling world
vary from 1 to 2\thinspace kg, while the column argument assumed them
equal. Redo it, numbered as before, with inverse masses $w_j=1/m_j$. A
contact's correction is now shared in proportion to them: particle $j$
rises by $S_jw_j/(w_j+w_{j+1})$ at contact $j$, below it, and sinks by
$S_{j-1}w_j/(w_{j-1}+w_j)$ at contact $j-1$, above it. With
$T_j=S_j/(w_j+w_{j+1})$ the balance of particle $j$ reads
$T_j-T_{j-1}=gh^2/w_j$. So $T_j=gh^2M_j$, with $M_j$ the mass of
particles 1 to $j$, and $S_j=gh^2M_j(1/m_j+1/m_{j+1})$; with equal masses
this is the $2jgh^2$ of before. With the masses of the settling world,
$M_j\approx1.5j\,$kg, and a contact between two of the lightest particles
finds $1.5$ times the column's overlap.\par
\smallskip

\noindent Together these two account for up to a factor of 1.7, and force
chains for the rest; we have not measured the three apart. What the
estimate gets right is the trend, inversely proportional to $n_{\rm pass}$ and
proportional to depth and to $h^2$.

With a single pass something worse happens: the pile never settles. The
overlaps left in one step are so deep that removing them in the next one
throws particles upward faster than gravity brings them back, and the heap boils. The last column
of table~2 is the speed of the fastest particle.
Where the energy comes from is the same implicit velocity that made
collisions free: a correction of $\Delta x$ in one step is a velocity of $\Delta x/h$. A correction of a tenth
of a radius, 2\thinspace cm, is already 1.2\thinspace m/s. The deep overlaps of one pass are corrected by several times that, step
after step, and kick particles faster than any fall in the bowl could make
them. The lesson of this section, that position corrections should be small
and spread over several passes, comes back in chapter~8. The real cure
for a soft pile is not more passes but a better solver, which chapters 5 to 9
build.
@^soft pile@>

The estimate is computed for the pile of Table~\tabref{passes1} by the function
|test_overlap_estimate| (|@<Compute the column estimate of a settled pile@>|). It takes the depth
$D$ as the height of the pile over the mean diameter of its particles and $g$ as the length of
gravity. It stands with the settling world in the programs of this chapter, beside
|@<Measure what the passes buy@>|, which made Table~\tabref{passes1}.

@*1 Errors at the boundary.
The physics of this chapter is complete: an integrator, a step in eight\seclabel{ch1-boundary}
phases, and constraints relaxed in passes. The next three sections are the
engineering that makes it an engine a program can trust: checks at the
boundary, creating a world, adding particles. Every later chapter follows
their patterns without repeating them, so a first reading may skim them and
go on to the measurements.

A physics engine that is handed a NaN will not crash; it will do something
worse, and quietly fill every body it touches with NaN a few steps later.
So every function that takes numbers from outside checks them first, and
refuses, with a sentence a person can act on, anything it cannot simulate.
The sentence goes to an {\it error handler}, a function the program can
replace; the default prints it to the standard error stream. Tests install
their own handler and check that the refusal happened. Setting a handler
returns the one it replaces, as C's |signal| does, so that code which needs
a handler for a while (the scene loader of appendix~B) can put back the one
it found.
@^error handler@>
@^validation@>

@<World types@>+=
typedef void ph_error_handler(const char *message);

@ @<World functions@>+=
ph_error_handler *ph_set_error_handler(ph_error_handler *handler);
void ph_report(const char *message);

@ @<Private declarations@>=
static ph_error_handler *error_handler = NULL;

@ @<Engine functions@>+=
ph_error_handler *ph_set_error_handler(ph_error_handler *handler)
{
  ph_error_handler *previous = error_handler;
  error_handler = handler;
  return previous;
}

void ph_report(const char *message)
{
  if (error_handler) error_handler(message);
  else fprintf(stderr, "physics: %s\n", message);
}

@ The checks themselves are separate functions that return |NULL| when the
input is good and the sentence when it is not. Keeping them separate lets
the scene loader of appendix~B put the same sentence after a file name and a
line number, so that the engine and the file format cannot disagree about
what is valid. The sentences are built in a static buffer; they are valid
until the next check.

@<Private declarations@>+=
static char check_message[256];

@ The settings are good when gravity is finite, the number of passes is
between 0 and 100, and the integrator is one the engine knows.
@.gravity must be finite@>
@.iterations must be...@>

@<Engine functions@>+=
const char *ph_settings_check(const ph_settings *s)
{
  if (!ph_is_finite_vec(s->gravity))
    return "gravity must be finite";
  if (s->iterations < 0 || s->iterations > 100)
    return "iterations must be between 0 and 100";
  if (!ph_integrator_is_known(s->integrator))
    return "unknown integrator";
  @<Check the later settings@>@;
  return NULL;
}

@ @<Check the later settings@>=
@;

@ Integrators are known by name, for scene files and for the demo's window
title. Chapter~2 appends its two to this table.

@<World types@>+=
typedef struct {
  const char *name;
  ph_integrator integrator;
} ph_integrator_name;

@ @<Engine functions@>+=
const ph_integrator_name ph_integrator_names[] = {
  {"verlet", PH_VERLET},
  @<Names of other integrators@>@;
  {NULL, PH_VERLET}
};

bool ph_integrator_is_known(ph_integrator integrator)
{
  for (int i = 0; ph_integrator_names[i].name; i++)
    if (ph_integrator_names[i].integrator == integrator) return true;
  return false;
}

@ @<Names of other integrators@>=
@;

@ The engine has several such tables of names: this one, and chapter~3's
materials. Each is an array of rows that begin with the name, ended by a
row whose name is |NULL|. One function looks a name up in any of them, so
that scene files, the demo and the tests all find names the same way. It walks the rows |row_size| bytes apart and returns the index of the row
with that name, or $-1$.
@^names, tables of@>

@<Engine functions@>+=
int ph_find_name(const void *table, size_t row_size, const char *name)
{
  const char *row = table;
  for (int i = 0;; i++, row += row_size) {
    const char *row_name = *(const char *const *) (const void *) row;
    if (!row_name) return -1;
    if (strcmp(row_name, name) == 0) return i;
  }
}

@ @<World functions@>+=
extern const ph_integrator_name ph_integrator_names[];
int ph_find_name(const void *table, size_t row_size, const char *name);
bool ph_integrator_is_known(ph_integrator integrator);
const char *ph_settings_check(const ph_settings *s);

@ That is the whole pattern of validation, and every later chapter follows
it without explaining it again; it is worth stating as rules.

\item{1.} Each kind of input has a {\it check function\/}
(|ph_settings_check| here, |ph_particle_def_check|, |ph_world_fit_check| and
|ph_world_place_check| below) that returns |NULL| for good input and a
sentence for bad, and changes nothing. The scene loader calls the same
function, so the file format accepts exactly what the engine accepts.
\item{2.} Every number must be finite. A number that must be positive is
tested as |!(isfinite(x) && x > 0.0)|, not as |x <= 0.0|: every comparison
with a NaN is false, so only the first form refuses a NaN.
\item{3.} The sentence names the parameter, says what it must be, and, where
a value helps, shows it: ``particle radius must be positive and finite (got
-1)''. It is written into |check_message| and is good until the next check.
\item{4.} The function that acts calls the check first. On a refusal it passes the sentence to
|ph_report| and returns its failure value (|NULL|,
the null handle, |false|) {\it before\/} it changes anything, so that a
refused call leaves the world exactly as it was.

\noindent The \.{validation} and \.{setters} tests of this chapter hand the engine one
bad value of each kind and check both the sentence and that nothing changed.
@^validation, the pattern of@>

@*1 Creating a world.
Creating a world checks the settings, then allocates it with every count at
zero. It returns |NULL| when the settings are refused or memory runs out, in
both cases after telling the error handler why.

@<Engine functions@>+=
ph_world *ph_world_create(const ph_settings *settings)
{
  const char *problem = ph_settings_check(settings);
  if (problem) {
    ph_report(problem);
    return NULL;
  }
  ph_world *w = calloc(1, sizeof *w);
  if (!w) {
    ph_report("out of memory creating a world");
    return NULL;
  }
  w->settings = *settings;
  @<Initialise the later world fields@>@;
  return w;
}

@ @<Initialise the later world fields@>=
@;

@ Destroying a world frees what it owns. Destroying |NULL| does nothing, as
with |free|, so that cleanup code need not ask.

@<Engine functions@>+=
void ph_world_destroy(ph_world *w)
{
  if (!w) return;
  @<Free the later world fields@>@;
  free(w->bodies);
  free(w);
}

@ @<Free the later world fields@>=
@;

@ Settings can be changed between steps; the demo does so when it switches
the number of passes. The new settings are checked like the first ones.

@<Engine functions@>+=
bool ph_world_set_settings(ph_world *w, const ph_settings *settings)
{
  const char *problem = ph_settings_check(settings);
  @<Ask whether the world's later parts can take |settings|, in |problem|@>@;
  if (problem) {
    ph_report(problem);
    return false;
  }
  w->settings = *settings;
  return true;
}

@ A later chapter may refuse settings that the world as it stands cannot
take (chapter~12's joints need chapter~11's solver); here any good
settings will do.

@<Ask whether the world's later parts can take |settings|, in |problem|@>=
@;

@ @<World functions@>+=
ph_world *ph_world_create(const ph_settings *settings);
void ph_world_destroy(ph_world *w);
bool ph_world_set_settings(ph_world *w, const ph_settings *settings);

@ The body array doubles when it is full, so that adding $n$ bodies one at a
time copies each body a constant number of times on average. It starts at 64
bodies. Growth can fail; the caller then refuses to add the body.
@^amortised growth@>

@<Engine functions@>+=
static bool reserve_bodies(ph_world *w, int needed)
{
  if (needed <= w->body_capacity) return true;
  int capacity = w->body_capacity ? w->body_capacity : 64;
  while (capacity < needed) capacity *= 2;
  ph_body *bodies = realloc(w->bodies, (size_t) capacity * sizeof *bodies);
  if (!bodies) return false;
  w->bodies = bodies;
  w->body_capacity = capacity;
  return true;
}

@*1 Adding particles.
A particle is described by a {\it definition\/}: a struct of everything
needed to make one, filled with defaults by |ph_default_particle_def|. The
definition is the only way to make a particle, so a new field added to it
later arrives with a default in every program that already exists. A colour
whose alpha is zero means ``choose one for me''.
@^definition structs@>

@<Body types@>+=
typedef struct {
  ph_vec2 position; /* $\vec x_0$ */
  ph_vec2 velocity; /* $\vec v_0$ */
  double radius; /* must be positive */
  double mass; /* must be positive */
  ph_color color; /* alpha 0: take one from the palette */
} ph_particle_def;

@ A default particle sits at the origin at rest, is a quarter of a metre in
radius and weighs a kilogram.

@<Engine functions@>+=
ph_particle_def ph_default_particle_def(void)
{
  ph_particle_def d;
  memset(&d, 0, sizeof d);
  d.radius = 0.25;
  d.mass = 1.0;
  return d;
}

@ A particle definition is good when its numbers are finite and its radius
and mass positive. Whether it fits in the world's container is the world's
business, checked when the particle is added.
@.particle position must be finite@>
@.particle radius must be...@>
@.particle mass must be...@>

@<Engine functions@>+=
const char *ph_particle_def_check(const ph_particle_def *d)
{
  if (!ph_is_finite_vec(d->position))
    return "particle position must be finite";
  if (!ph_is_finite_vec(d->velocity))
    return "particle velocity must be finite";
  if (!(isfinite(d->radius) && d->radius > 0.0)) {
    snprintf(check_message, sizeof check_message,
      "particle radius must be positive and finite (got %g)", d->radius);
    return check_message;
  }
  if (!(isfinite(d->mass) && d->mass > 0.0)) {
    snprintf(check_message, sizeof check_message,
      "particle mass must be positive and finite (got %g)", d->mass);
    return check_message;
  }
  return NULL;
}

@ A particle must fit inside the container, if there is one: its radius must
be smaller than the container's, or there is no place for its centre.

@<Engine functions@>+=
const char *ph_world_fit_check(const ph_world *w, double radius)
{
  if (w->container.active && !(radius < w->container.radius)) {
    snprintf(check_message, sizeof check_message,
      "a particle of radius %g does not fit in a container of radius %g",
      radius, w->container.radius);
    return check_message;
  }
  return NULL;
}

@ A particle must also start inside the container. One placed outside
would be pulled in by the first pass of the first step, across whatever lies
between, which is never what the person who placed it meant; so it is
refused, with the distance allowed. The same check guards
|ph_body_set_position|, below.
@.lies outside the container@>

@<Engine functions@>+=
const char *ph_world_place_check(const ph_world *w, ph_vec2 position, double radius)
{
  if (!w->container.active) return NULL;
  double d = ph_length(ph_sub(position, w->container.center));
  if (!(d <= w->container.radius - radius)) {
    snprintf(check_message, sizeof check_message,@/
      "a particle of radius %g at (%g,%g) lies outside the container: "@/
      "its centre is %g m from the container's, at most %g m allowed",@/
      radius, position.x, position.y, d,
      w->container.radius - radius);
    return check_message;
  }
  return NULL;
}

@ Every way of making a body, this chapter's and later ones, starts the same
way: if the definition was refused, the error handler hears why. Otherwise room is made. If either
fails, nothing is made and the caller gets
|NULL|. On success the caller gets the next slot of the array, all zero, to
fill in; it becomes a body when the caller counts it.

@<Engine functions@>+=
static ph_body *new_body(ph_world *w, const char *problem)
{
  if (problem) {
    ph_report(problem);
    return NULL;
  }
  if (!reserve_bodies(w, w->body_count + 1)) {
    ph_report("out of memory making a body");
    return NULL;
  }
  ph_body *b = &w->bodies[w->body_count];
  memset(b, 0, sizeof *b);
  return b;
}

@ Adding a particle checks the definition, makes room, and fills in the
new body. Its |previous| position is not used until it has taken its first
step (|@<Take a Verlet step...@>|), but we give it a meaningful value
anyway, so that a drawing made before the first step interpolates to the
right place.

@<Engine functions@>+=
ph_body_id ph_world_create_particle(ph_world *w, const ph_particle_def *d)
{
  ph_body_id none = {0};
  const char *problem = ph_particle_def_check(d);
  if (!problem) problem = ph_world_fit_check(w, d->radius);
  if (!problem) problem = ph_world_place_check(w, d->position, d->radius);
  ph_body *b = new_body(w, problem);
  if (!b) return none;
  b->kind = PH_PARTICLE;
  b->position = b->previous = d->position;
  b->velocity = d->velocity;
  b->radius = d->radius;
  b->mass = d->mass;
  b->inverse_mass = 1.0 / d->mass;
  b->gravity_scale = 1.0;
  b->color = d->color.a ? d->color : ph_palette(w->body_count);
  @<Initialise the later body fields@>@;
  ph_body_id id = {++w->body_count};
  return id;
}


@ When nobody chose a colour, one is taken from a small palette by the
body's index, so that neighbours in creation order differ. A stream
picks from the same palette, a new colour every fifty particles; in a pile
those batches end mixed, not in bands (Figure~\figref{pour}). The eight colours were picked to be told apart on
a dark background.

@<Engine functions@>+=
ph_color ph_palette(int index)
{
  static const ph_color colors[8] = {
    {239, 71, 111, 255}, {255, 209, 102, 255}, {6, 214, 160, 255},
    {17, 138, 178, 255}, {247, 140, 60, 255}, {160, 120, 230, 255},
    {120, 200, 80, 255}, {230, 230, 230, 255}};
  return colors[(index % 8 + 8) % 8];
}

@ A program may look at a body through its handle. It gets a pointer that is
good until the next body is added, since adding may move the array. A stale
or null handle gives |NULL|.

@<Engine functions@>+=
const ph_body *ph_world_body(const ph_world *w, ph_body_id id)
{
  if (id.index1 < 1 || id.index1 > w->body_count) return NULL;
  return &w->bodies[id.index1 - 1];
}

@ @<Body functions@>+=
ph_particle_def ph_default_particle_def(void);
const char *ph_particle_def_check(const ph_particle_def *d);
ph_body_id ph_world_create_particle(ph_world *w, const ph_particle_def *d);
const char *ph_world_fit_check(const ph_world *w, double radius);
const char *ph_world_place_check(const ph_world *w, ph_vec2 position, double radius);
const ph_body *ph_world_body(const ph_world *w, ph_body_id id);
ph_color ph_palette(int index);

@ A program reads a body through |ph_world_body|, but it never writes into the engine's structs. A
body's state has rules a program does not know
(a Verlet particle's velocity lives in the distance between two positions),
and a program that broke them would break the simulation silently. So
every function that does something to a body takes the world and the
body's handle, in that order, checks the handle, and keeps the rules:
|ph_body_position|, |ph_body_velocity|, and the two setters that follow.
Later chapters add to the family (|ph_body_apply_force| in chapter~2,
|ph_body_apply_impulse| in chapter~3, the angle in chapter~6) with the same first two arguments. A handle that names
no body is reported, and the getters then return the zero vector.
@.no body has the handle...@>

@<Engine functions@>+=
static ph_body *checked_body(const ph_world *w, ph_body_id id)
{
  if (id.index1 < 1 || id.index1 > w->body_count) {
    snprintf(check_message, sizeof check_message, "no body has the handle %d", id.index1);
    ph_report(check_message);
    return NULL;
  }
  return &w->bodies[id.index1 - 1];
}

ph_vec2 ph_body_position(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->position : ph_v(0.0, 0.0);
}

ph_vec2 ph_body_velocity(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->velocity : ph_v(0.0, 0.0);
}

@ @<Private declarations@>+=
static ph_body *checked_body(const ph_world *w, ph_body_id id);

@ Setting a position moves the body without changing its velocity: for a
Verlet particle, |previous| moves with it by the same amount, so that the
displacement $\vec x_n-\vec x_{n-1}$, its velocity, is kept. Setting a
velocity $\vec v$ of a Verlet particle that has started puts |previous| at
$\vec x_n-h'\vec v$, with $h'$ the length of the last step, since the next
step carries the particle $(\vec x_n-\vec x_{n-1})/h'$ per second. A
particle placed outside its container is refused, as at its creation.
@.position must be finite@>
@.velocity must be finite@>

@<Engine functions@>+=
bool ph_body_set_position(ph_world *w, ph_body_id id, ph_vec2 position)
{
  ph_body *b = checked_body(w, id);
  const char *problem = !b ? "" : !ph_is_finite_vec(position) ? "position must be finite"
    : NULL;
  @<Refuse a particle placed outside the container, setting |problem|@>@;
  if (problem) {
    if (*problem) ph_report(problem);
    return false;
  }
  b->previous = ph_add(b->previous, ph_sub(position, b->position)); /* keep $\vec x_n-\vec x_{n-1}$ */
  b->position = position;
  @<Tell the later chapters that body |b| has moved@>@;
  return true;
}

@ A body put somewhere by hand, rather than moved by a step, is news to
chapter~13's query grid, which must then be built again; until then no
one needs to hear of it. Chapters 4 and~6 tell the same when a shape or an
angle is set.

@<Tell the later chapters that body |b| has moved@>=
@;

@ @<Refuse a particle placed outside the container...@>=
if (!problem && b->kind == PH_PARTICLE) problem = ph_world_place_check(w, position, b->radius);

@ @<Engine functions@>+=
bool ph_body_set_velocity(ph_world *w, ph_body_id id, ph_vec2 velocity)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!ph_is_finite_vec(velocity)) {
    ph_report("velocity must be finite");
    return false;
  }
  if (w->settings.integrator == PH_VERLET && b->started)
    b->previous = ph_sub(b->position, ph_mul(w->last_dt, velocity));
  b->velocity = velocity;
  return true;
}

@ @<Body functions@>+=
ph_vec2 ph_body_position(const ph_world *w, ph_body_id id);
ph_vec2 ph_body_velocity(const ph_world *w, ph_body_id id);
bool ph_body_set_position(ph_world *w, ph_body_id id, ph_vec2 position);
bool ph_body_set_velocity(ph_world *w, ph_body_id id, ph_vec2 velocity);

@ The container is a circle that particles stay inside. Setting one checks
that it is a real circle and that every particle already in the world fits
and lies inside it.
@.container radius must be...@>
@.container center must be finite@>

@<Engine functions@>+=
bool ph_world_set_container(ph_world *w, ph_vec2 center, double radius)
{
  if (!ph_is_finite_vec(center)) {
    ph_report("container center must be finite");
    return false;
  }
  if (!(isfinite(radius) && radius > 0.0)) {
    ph_report("container radius must be positive and finite");
    return false;
  }
  ph_container old = w->container;
  w->container = (ph_container){true, center, radius};
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    const char *problem = b->kind != PH_PARTICLE ? NULL : ph_world_fit_check(w, b->radius);
    if (!problem && b->kind == PH_PARTICLE) problem = ph_world_place_check(w, b->position, b->radius);
    if (problem) {
      ph_report(problem);
      w->container = old;
      return false;
    }
  }
  return true;
}

@ @<World functions@>+=
bool ph_world_set_container(ph_world *w, ph_vec2 center, double radius);

@*1 The two files of the engine.
The engine is two files: a header, \.{physics.h}, that declares everything
a program may use, and \.{physics.c}, that implements it. Every chapter adds
to both. This outline is the whole header; the named parts are filled in
by the sections above and by later chapters, which append to them (see the preface for how a
chapter extends another). The header is ordered by the objects a program
meets, not by the chapters that made them, so that it can be read as a reference. First come the
types, from the smallest up to the world that holds everything, since C wants a type declared
before it is used. The smallest are what bodies are made of: a colour, and from chapter~3 a shape
and a material. Then come the functions, object by object: the world, its bodies, shapes, collisions,
the clock, drawing. The vector algebra of appendix~A comes first because
everything else is made of vectors.
@^outline of the engine@>

@(physics.h@>=
#ifndef PHYSICS_H
#define PHYSICS_H
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
@<Vector algebra@>@;
@<Types that bodies are made of@>@;
@<Body types@>@;
@<Collision types@>@;
@<Clock types@>@;
@<Drawing types@>@;
@<World types@>@;
@<World functions@>@;
@<Body functions@>@;
@<Shape functions@>@;
@<Collision functions@>@;
@<Clock functions@>@;
@<Drawing functions@>@;
#endif

@ The implementation includes its own header, then the C library, then keeps
its private helpers ahead of the functions that use them.

@(physics.c@>=
#include "physics.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
@<Private declarations@>@;
@<Engine functions@>@;

@*1 Places left for later chapters.
The code of this chapter names some sections that it leaves empty: the
places where later chapters add a kind of body, a field, a setting, a
phase of the step, or a term of a phase. They are gathered here, out of
the way of the physics, each with the chapter that fills it. A later
chapter appends to them with CWEB's \.{@@<...@@>+=}, and the index and the
``See also'' lists of the woven book lead from each to its additions.
@^places left for later chapters@>

@ No other kind of body exists yet. Both lists start empty here; this
chapter itself adds two fields, the gravity scale and the acceleration,
with phase~2 of the step (\S\secref{ch1-phase2}, above), and later chapters add more. A chapter that adds
a kind writes it with a leading comma, \.{, PH\_RIGID}, since it follows
|PH_PARTICLE| in the list.

@<Other kinds of body@>=
@;

@ @<Body fields@>=
@;

@ Other integrators, added by chapter~2, are written with a leading comma
too.

@<Other integrators@>=
@;

@ @<Settings fields@>=
@;

@ Each later chapter appends its settings' defaults here, reading |stage|
where its default depends on the stage.

@<Set the default values of later settings@>=
@;

@ @<World fields@>=
@;

@ The phases that belong to later chapters are empty here. Each names the
chapter that first fills it. Figure~\figref{stepline} names, under each
phase, the chapters that do its main work; each chapter's own figure of
the step (\S\secref{steps}) shows all that the chapter adds.

@<Find the contacts@>=
@; /* chapter 4 */

@ @<Prepare the contacts@>=
@; /* chapter 5 */

@ @<Warm start the contacts@>=
@; /* chapter 9 */

@ @<Solve the velocity constraints@>=
@; /* chapters 5 to 9 */

@ @<Clear the forces@>=
@; /* chapter 2 */

@ So is the clock that chapter~10 reads before the first phase and after
each, to measure where a step's time goes.

@<Start the clock of the step's phases@>=
@; /* chapter 10 */

@ @<Initialise the later body fields@>=
@;

@ In this chapter every body moves, nothing but gravity acts, and Verlet
changes no velocity in phase~2.

@<Skip bodies that do not move@>=
@;

@ @<Add the other accelerations of body |b| to |a|@>=
@;

@ @<Change the velocity of body |b| by its acceleration |a|@>=
@;

@ @<Note where body |b| stands before it moves@>=
@; /* chapter 2 */

@ @<Ask whether the later numbers of body |b| are finite, in |finite|@>=
@;

@ Chapter~10 plugs its broad phase into the particles' relaxation through this
section; until then
every pass tests all pairs.

@<Separate the particles with a later chapter's broad phase...@>=
@;

@ Five parts of the header are empty in this chapter and filled by later
ones; each says which.

@<Collision types@>=
@; /* chapter 4 */
@ @<Shape functions@>=
@; /* chapters 3 and 4 */
@ @<Collision functions@>=
@; /* chapter 4 */
@ @<Clock types@>=
@; /* chapter 2 */
@ @<Clock functions@>=
@; /* chapter 2 */

@*1 Drawing.
The engine never draws. It does not know about windows or pixels; it\seclabel{ch1-drawing}
describes what there is to see, in metres, to a set of functions that the
program provides. The demo's functions draw with SDL2 (appendix~C); a test
could count calls instead. This keeps the engine free of any graphics
library and lets the same description become a window, a screenshot, or a
figure in this book.
@^drawing interface@>

@<Drawing types@>+=
typedef struct ph_draw {
  void (*circle)(void *context, ph_vec2 center, double radius, ph_color color);
  void (*solid_circle)(void *context, ph_vec2 center, double radius,
    ph_color color);
  void (*segment)(void *context, ph_vec2 a, ph_vec2 b, ph_color color);
  void (*polygon)(void *context, const ph_vec2 *vertices, int count,
    ph_color color);
  void (*solid_polygon)(void *context, const ph_vec2 *vertices, int count,
    ph_color color);
  void (*point)(void *context, ph_vec2 p, double pixels, ph_color color);
  void *context;
  @<Drawing interface fields@>@;
} ph_draw;

@ @<Drawing interface fields@>=
@;

@ Drawing the world draws the container as a circle and each particle as a
filled disc where it is now. Chapter~2 will draw between the last two
states instead; that is why the place to draw is found in a section of its
own.

@<Engine functions@>+=
void ph_world_draw(const ph_world *w, const ph_draw *d)
{
  if (w->container.active)
    d->circle(d->context, w->container.center, w->container.radius,
      (ph_color){200, 200, 200, 255});
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    ph_vec2 p = b->position;
    @<Find where to draw body |b| in |p|@>@;
    if (b->kind == PH_PARTICLE) d->solid_circle(d->context, p, b->radius, b->color);
    @<Draw the other kinds of body@>@;
  }
  @<Draw what else the world knows@>@;
}

@ @<Find where to draw body |b| in |p|@>=
@;
@ @<Draw the other kinds of body@>=
@;
@ @<Draw what else the world knows@>=
@;

@ @<Drawing functions@>+=
void ph_world_draw(const ph_world *w, const ph_draw *d);

@*1 Measurements.
The chapter's claims about cost and accuracy are measured by a small\seclabel{ch1-measurements}
program, \.{bench01}, which the build runs to make the three tables below. It links only the engine and the test support of
appendix~D. Its code is
|@<Measure the cost of all pairs@>|, |@<Measure what the passes buy@>| and
|@<Measure the energy the method loses@>|, in the programs of this chapter. The first measurement fills a container
with $n$ particles of radius 0.1\thinspace m, placed on a square grid so
that they start overlapping nothing, and times a hundred steps of eight
passes each. The second drops 600 particles of radius 0.2\thinspace m,
with masses from 1 to 2\thinspace kg, into a container of radius 8\thinspace m, and lets them
settle for 20 seconds. Then it measures the deepest
overlap between any two of them, the height of the pile and the speed of
the fastest particle, for 1, 2, 4 and 8 passes. The third drops a single
particle on the floor of the bowl, and lets another slide on its wall, to
see what a bounce keeps and what a swing loses.


@ How fast does the cost of a step grow with the number of particles?
Table~\tabref{cost1} answers for this chapter's test of all pairs. The lesson is that
the time of a step grows about fourfold each time $n$ doubles, as the
number of pairs does. The counts in the second column are
exactly $n(n-1)/2$, which the benchmark claims; that is four times as
many for each doubling of $n$. The times tend to grow by four as well, as
those of an $n^2$ method must. The ratio column gives the factors this
build measured. They are not exactly four, for three reasons. A step also does work proportional to $n$ (integration, the
container). The particles fall and collide during the hundred steps, so the share of pairs that
overlap, and pay for a square root, varies. And a time measured on a shared machine varies
by some percent from one build to the next.

Sixty steps must fit in a second for the demo to keep up, so a step may take at most
$16.7$\thinspace ms. It must leave part of that to
drawing, which the demo does every frame, and to the frames that come late.
The last column of the table is each row's share of that frame on the
machine that built this book. The shares depend on the machine; their growth does not. Each
doubling of $n$ multiplies the share as it multiplies the time, by a factor that tends to four. So
a machine must be about four times faster to keep up with twice the particles.
What that means for the demo's pour is worked out below the table, with
this build's numbers.

\medskip
\tablecaption{Cost of testing all pairs: $n$ particles on a grid, eight
passes, mean of 100 steps, measured when this book was built; the last
column is the step's share of a frame of $1/60$\thinspace s.}\tablabel{cost1}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$n$&pair tests per pass&ms per step&ratio&share of $1/60$\thinspace s\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch01-cost.tex
}}$$
\medskip

\noindent On this build's machine a thousand particles took
\ChOneShareThousand\% of the frame, and the largest size of the table
whose step leaves at least half the frame free is \ChOneLargestFree. The
demo's pour stops at a thousand particles, so the rest of the frame is
what the pour leaves for drawing and for late frames. The last row
measures twice the pour: four times the pairs, and a share of the frame
grown by the ratio in that row. Where the thousand's share is above a half, as it may be on a slow or busy
machine, the pour's last steps leave little for drawing. Above 100\% it falls behind real time before it ends; chapter~2 shows what a clock does
then. The all-pairs test is what this chapter's engine spends its time
on, and what chapter~10's broad phase removes.

Do more passes make a settled pile's deepest overlap smaller, and does
the column model predict by how much? Table~\tabref{passes1} puts the model's estimate
beside measurement; the function |test_overlap_estimate|
(|@<Compute the column estimate of a settled pile@>|) computes it. The
lesson: from two passes on, more passes give smaller overlaps, and the
estimate is right to within a small factor. The deepest overlap falls as
the number of passes grows, though more slowly than $1/n_{\rm pass}$. From
two passes on, it stays between \ChOneRatioLow\ and \ChOneRatioHigh\ times the
column estimate. That factor is the effect of force chains, of rows closer than a diameter and of the
spread of masses, as worked out above.

With one pass the pile boils. Its fastest particle moves at tens of
metres per second. A fall down the whole container of the table, from its top to its
bottom, twice its radius of 8\thinspace m, gives only
$\sqrt{2g\cdot 16\,\rm m}\approx18\,$m/s. The speed comes from the deep
overlaps that one pass leaves. Every step corrects them, and a correction
of $\Delta x$ in one step gives a velocity of $\Delta x/h$, kick after
kick. The ``height'' of this pile is that of particles in flight, so the
estimate made from it means nothing.

\medskip
\tablecaption{What the passes buy: 600 particles settled for 20 s in a
container of radius 8\thinspace m (the settling world of the tests); the
deepest overlap of any two particles at the end, the pile depth $D$ in particles, the column
estimate $2Dgh^2/n_{\rm pass}$, their ratio, and the speed of the fastest particle.}\tablabel{passes1}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
passes $n_{\rm pass}$&overlap (mm)&depth $D$&estimate (mm)&ratio&fastest (m/s)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch01-passes.tex
}}$$
\medskip

How much energy does the method lose in a bounce and in a swing?
Table~\tabref{bounce1} measures the two losses described under ``What this
method cannot do'' below. The lesson: a bounce keeps nothing, and a swing
loses less the smaller the step. A particle dropped from the centre of the bowl
falls $9.8\,$m and hits the floor at $14\,$m/s. The container pushes it back onto the circle,
which removes its velocity into the wall, and nothing gives it back. So it does not rise at all, whatever the step: the
first column is zero. A particle that slides on the frictionless wall of
the bowl, released $60^\circ$ from the bottom, should swing back to the
height it started from forever. Each step moves it along a straight chord
and the container pulls it back onto the circle, which removes a little of its velocity every
step. After a minute it reaches only a fraction of
its first height (second column). The loss grows with the step: each
halving of $h$ lets the swing keep more, the sign of an error that
vanishes as $h\to0$, a property of the step and not of any material.
These numbers, like Table~\tabref{passes1}'s, are the same on every machine.

\medskip
\tablecaption{What a bounce keeps and what a swing loses, for three steps $h$, in a
container of radius $R_c=10\,$m with particles of radius $r=0.2\,$m, whose
centres stay within $R_c-r=9.8\,$m of its centre. First, the highest
a particle dropped $9.8\,$m from that centre onto the floor of the bowl
rises after landing; second, the highest a particle sliding on the wall from
$60^\circ$ reaches between 50 and 60\thinspace s, each as a share of the
height it started from.}\tablabel{bounce1}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
step $h$ (s)&bounce keeps&swing keeps\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch01-energy.tex
}}$$
\medskip

@*1 What the tests check.
The tests of this chapter check laws of motion and documented behaviour,
each with a tolerance argued from the rounding of the arithmetic or from the
physics, never picked to make a test pass. Table~\tabref{ch01tests} lists
them; their code, with the full argument for each tolerance, is in the tests
of chapter~1, from |@<Chapter 1 test functions@>| on. Here $\epsilon=2^{-53}$
is the rounding unit of a |double|, $h=1/60$\thinspace s the step, $X$ the
largest coordinate reached and $n$ the number of steps.

Every tolerance follows the rule of the preface: the error derived
for it, times the preface's margin, which makes it a round
power of ten. Here the margin absorbs what the arguments do not count. A bound like $\epsilon/h$
counts one rounding where a step makes dozens, and hundreds of steps add theirs. The margin costs
nothing, because a wrong formula misses by far more: the last column of each row says by how much, and for
every tolerance on rounding that
miss is at least $10^5$ times the tolerance. A tolerance that bounds
physics rather than rounding says so, and its miss is smaller: the
\.{settle} row, and the speed apart $s$ in the \.{momentum} row. The two
particles of that test approach at about 3\thinspace m/s, the speed an elastic bounce would part
them at. They also slide past each other at $v_t\approx0.6\,$m/s. Their
centres are $\ell=0.5\,$m apart when they touch, the sum of two default radii
of a quarter of a metre. So the line between their centres turns by about
$v_th/\ell$ in a step, and a push along it turns that share of the sliding
into separation: it parts them at $s\approx v_t\cdot v_th/\ell=v_t^2h/\ell\approx0.012\,$m/s
even though the contact is inelastic. The bound 0.15\thinspace m/s is 5\%
of the approach, above that and twenty times below an elastic bounce.
CTest runs them all
with \.{ctest -L ch01}, for this stage and every later one, so that a later
chapter cannot quietly break what this one established.

\medskip
\tablecaption{What the tests of chapter~1 check.}\tablabel{ch01tests}
{\def\col#1#2{\vtop{\hsize=#1\parindent=0pt\rightskip=0pt plus 3em
  \hyphenpenalty=10000 \baselineskip=11pt \strut#2\strut}}
\def\row#1#2#3#4{\col{.17\hsize}{#1}&\col{.32\hsize}{#2}&\col{.14\hsize}{#3}&
  \col{.29\hsize}{#4}\cr\noalign{\smallskip}}
\halign{#\hfil\tabskip=.02\hsize&#\hfil&#\hfil&#\hfil\tabskip=0pt\cr
{\bf test}&{\bf what it checks}&{\bf tolerance}&{\bf why that tolerance}\cr
\noalign{\smallskip\hrule\smallskip}
\row{\.{free\_fall}}{a thrown particle is on the parabola $\vec x_0+\vec v_0t+{1\over2}\vec gt^2$ after each of 600 steps}
 {$10^{-7}$\thinspace m}{rounding adds up to ${1\over2}n^2\epsilon X\approx8\times10^{-9}$\thinspace m, margin 12; a naive start is off by 0.83\thinspace m}
\row{\.{momentum}}{a collision of masses 1 and 3 keeps $\sum m\vec v$, and is inelastic: the speed apart $s$ just after they touch}
 {$10^{-9}$; $0\le s\le0.15$\thinspace m/s}{velocities are good to $\epsilon/h\approx10^{-14}$, margin $10^5$; a push split equally, not by mass, misses by about 1\thinspace kg\,m/s; $s$: see the text}
\row{\.{containment}}{every particle of the pour stays within $R_{\rm c}-r$ at every step; all 1000 are kept, finite}
 {$10^{-12}R_{\rm c}$}{the projection is exact to a few units in the last place of $R_{\rm c}$, about $10^{-15}R_{\rm c}$; a missed projection lets a particle out by centimetres}
\row{\.{settle}}{the deepest overlap of a settled pile, eight passes, against the column estimate $2Dgh^2/n_{\rm pass}$; eight passes halve two passes' overlap; the pile is at rest}
 {$4\times$ the estimate; 0.2\thinspace m/s}{a physical bound, not rounding: Table~\tabref{passes1} measures \ChOneRatioLow\ to \ChOneRatioHigh\ times, the same on every machine; a tenth of $\sqrt{2gr}$, the speed of a fall by one radius}
\row{\.{validation}, \.{setters}}{bad particles, settings, steps and handles are refused with a message and change nothing; a set position keeps the velocity, a set velocity is what the next step uses}
 {exact; $10^{-12}$}{documented behaviour; sums of a few numbers of size~1 are good to $\epsilon/h\approx10^{-14}$, margin 100; a lost velocity misses by 1\thinspace m/s}
\row{\.{dump\_contract}}{\.{--dump} writes the documented header and rows; the velocity column is the parabola's at mid-step}
 {$10^{-8}$\thinspace m/s}{the error is at most $n\epsilon X/h\approx1.6\times10^{-9}$\thinspace m/s, margin 6; the velocity of the step's end misses by $gh/2\approx0.08$\thinspace m/s}
\row{\.{determinism}, \.{golden\_dump}}{a pour run twice gives the same bytes; a small scene's dump equals the file in \.{tests/golden}}
 {exact}{IEEE~754 rounds $+$, $-$, $\times$, $/$, $\surd$ alike on every machine, and nothing is fused}
\row{\.{bad\_scenes}, \.{later\_entity}, \.{bad\_arguments}}{bad input of every class gives \.{FILE:LINE:}, exit status~2 and no output}
 {exact}{documented behaviour (appendix~B)}
\row{\.{screenshot}}{a headless picture of \.{fall} has the known pixels}
 {exact}{the particle's colour and the background are fixed}
}}
\medskip


@*1 What this method cannot do.
What can this chapter's engine not do, and which chapter mends each lack?
Verlet particles with position constraints are robust and short. They are
the right tool for cloth, rope and crowds of small things. They are the
wrong tool for a box that should bounce, or a crate that should slide and
stop.

{\it No restitution.} When a constraint moves a particle out of an overlap,
the particle's velocity into the obstacle is removed, but nothing reverses
it: every collision is perfectly inelastic. A ball dropped on the floor
stops dead. Moving the ball further than the overlap would make it bounce.
But the bounce would then depend on the time step and on how deep the
ball had sunk, not on a property of its material.
Table~\tabref{bounce1} measures that a particle dropped on the floor
of the bowl does not rise at all. Chapter~5 gives collisions a coefficient
of restitution.
@^restitution@>

{\it No friction control.} Particles slide off each other with no friction
at all. Yet a pile does come to rest, because every pass removes a little
motion. How much motion a pass removes depends on the number of passes and
on the step, not on the materials. Chapter~7 adds Coulomb friction with a
coefficient.

{\it Energy that leaks.} The position corrections that bring a pile to
rest also remove energy that should stay. A particle rolling around the
bowl slows down with nothing to rub against, and it slows faster with
larger steps. The engine is stable because it loses energy, which is a
poor reason for stability. Table~\tabref{bounce1} measures the leak on a particle
swinging on the wall of the bowl: after a minute it reaches a third of its
first height at $h=1/60$\thinspace s, and more with smaller steps.
Chapter~2 measures the energy behaviour of integrators on their own,
without the constraints.
@^energy loss@>

{\it No rotation, no shapes.} A particle is a point with a radius. Chapter~3
brings rigid bodies that are circles, boxes and polygons, with a mass that
comes from their shape; chapter~4 finds where such shapes touch; chapter~6
lets them turn.

{\it Quadratic cost.} Testing all pairs of $n$ particles costs
$n(n-1)/2$ tests per pass. Table~\tabref{cost1} measured that cost; chapter~10's broad
phase brings it down to nearly linear in $n$.

@*1 Summary.
Position Verlet moves a particle from its last two positions and its
acceleration: $\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n$. Its error
is of order $h^4$ per step, and it keeps no velocity; the velocity is read
off the positions. Contacts are answered by moving positions. Each
overlapping pair is pushed apart along the line of its centres. The push
is shared by inverse mass, so the pair's centre of mass stays where it
was. The pass over all pairs is repeated, since each push may make a new
overlap. The step is a sequence of eight phases. This chapter fills three
of them, and every later chapter fills or changes one. This stage cannot
make bodies bounce by a law, cannot turn them, and cannot find the
touching pairs in less than $n^2$ time.

@*1 Exercises.
Each exercise is rated on the preface's scale and states what its test
calls and checks, with the tolerance and why. Change this web (or write a
CWEB change file) and run \.{tools/grade 1.K} for exercise~K: it builds
this stage with your change, runs the tests, and says pass or which check
failed, by how much (preface, \S\secref{exercises}). A \.{world} key is read
in the piece |@<Read the later world keys into |settings|@>|
(\S\secref{ch1-worldline}).
@^exercises@>

\item{1.} [25] Give the container a {\it restitution\/} $e$, a setting
|restitution| of |ph_settings| between 0 and 1 (default 0), read from the key \.{restitution=} of
the \.{world} line. When the container pushes a
particle back by $d$, push it back by $(1+e)d$ instead. Show that the
bounce then depends on the time step, which is why chapter~5 gives
restitution to velocities.
\par\hang {\it The derivation.} Dropped from $H=5\,$m, a particle meets the
floor at $v=\sqrt{2gH}=10\,$m/s. The step that crosses the floor starts
$\varphi vh$ above it, for some $\varphi$ between 0 and~1: the particle
reaches the floor after the fraction $\varphi$ of that step. The step
moves it down about $vh$, to $d=(1-\varphi)vh$ below the floor; the push of $(1+e)d$ leaves it
$e(1-\varphi)vh$ above, so the next step reads the velocity
$\bigl(e(1-\varphi)vh-\varphi vh\bigr)/h=\bigl(e-(1+e)\varphi\bigr)v$, up,
to within the $(1+e)gh$ of gravity in the step. The 1\thinspace s fall
takes 60 steps of $1/60\,$s ($\varphi=0$) or $33{1\over3}$ of $0.03\,$s
($\varphi=1/3$). (Test: with $e=0$ a drop gives the unmodified engine's states bit for bit. With
$e=1/2$ the first bounce rises to $0.25\pm0.05$ of the
drop at $h=1/60$, where $\varphi=0$, and to less than $0.05$ of it at
$h=0.03$, where $\varphi=1/3$: the two ratios differ by more than
$0.15$.)

\item{2.} [30] Replace the all-pairs loop by a uniform grid of cells the
size of the largest particle (with a margin for what a pass moves them), and test only particles
in neighbouring cells. Do so when the setting |broad_grid| is on, read from the key
\.{broad=grid} (or \.{broad=all}, the default) of the \.{world} line. Count each pair tested in |stats.pair_tests|, as the all-pairs loop does.
Doubling $n$ at the same density should now double the work, not
quadruple it. (Test: one step of 600 and of
1200 particles $0.41$\thinspace m apart makes fewer than $2.5$ times the tests for twice the
particles, against all pairs' 4, and fewer than a tenth of $n(n-1)/2$. The pile of
|test_settle_world| after 5\thinspace s with two passes has its deepest
overlap within 0.5 to 1.5 times all pairs', the spread a pass's order
makes in a chaotic pile (exercise~4), and every particle in the container to
$10^{-9}$\thinspace m.)

\item{3.} [15] Derive the exact error of the naive start
$\vec x_{-1}=\vec x_0-h\vec v_0$, and confirm it with the scene \.{fall},
a particle thrown upward. Add a setting |naive_start|, read from the key \.{start=naive} (or
\.{start=exact}, the default) of the \.{world} line, with which a particle's
first step is $\vec x_1=\vec x_0+h\vec v_0+h^2\vec a$. (Test: at
$t=10$\thinspace s the position errs by exactly ${1\over2}\vec a\,h\,t$,
$-0.8\overline3$\thinspace m vertically at $h=1/60$ and half that at
$h=1/120$, to $10^{-6}$\thinspace m, which is ten times the rounding
|test_free_fall| bounds; and \.{start=exact} still errs by rounding
alone.)

\item{4.} [20] The pile of Table~\tabref{passes1} is soft with two passes. Add a setting
|sort_by_height|, read from the key \.{order=height} (or \.{order=index},
the default) of the \.{world} line, with which every pass visits the
particles by height, lowest first, and measure the deepest overlap again.
Explain the result with the column model behind
|@<Compute the column estimate of a settled pile@>|:
the order decides how far a push travels in one pass, not how much work
the passes must share. (Test: after 20\thinspace s of |test_settle_world|'s
pile, with two passes and with eight, the sorted deepest overlap is smaller than the unsorted one
but more than half of it. A column of three particles, each
1\thinspace cm into the one below, made top first, stepped once (one
pass, no gravity), rises at the top by 7.5\thinspace mm with
\.{order=height} and 5\thinspace mm with \.{order=index}, to
$10^{-12}$\thinspace m.)
\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [10] The scene \.{fall} throws one particle from the origin at
$\vec v_0=(3,12)\,$m/s, under $\vec g=(0,-10)\,$m/s$^2$, with steps of
$h=1/60\,$s and no container. Predict the position $\vec x_n$ and
the reported velocity $\vec v_n=(\vec x_n-\vec x_{n-1})/h$ that
\.{--dump} writes at steps 60 and~72. Which step is the
flight's highest, and is its written velocity zero?

\item{P2.} [15] A particle of radius $0.2\,$m is let go at rest at the
centre of a container of radius $10\,$m, the drop of Table~\tabref{bounce1}.
Its centre's lowest allowed point is $9.8\,$m below the container's centre.
Let $\Delta y>0$ be the centre's height above that point in the last step that
leaves it strictly above the point. Show that the velocity reported after the next
step is $-\Delta y/h$ and after the step after that zero. Show too that the
particle then stays on the floor, whatever $h$. Which line of the method throws the
bounce away, and what would bring it back? (With $h=1/60\,$s, say at
which step it is on the floor and what it reports there.)

\item{P3.} [25] Switch gravity off and let a particle of radius $r$ slide
round the inside of a container of radius $R_{\rm c}$ at speed $v$; its
centre follows a circle of radius $q=R_{\rm c}-r$, turning $\Delta\theta$
a step. Show that a Verlet step and the container's projection turn
$\Delta\theta$ into $\Delta\theta'$ with
$\tan\Delta\theta'=\sin\Delta\theta/(2-\cos\Delta\theta)$, so
$\Delta\theta'\approx\Delta\theta-\Delta\theta^3$, and deduce that $1/v^2$
grows by $2h/q^2$ a second. Predict the speed after a minute for
$R_{\rm c}=10\,$m, $r=0.25\,$m, $v=10\,$m/s, with $h=1/60$ and
$1/120\,$s. What does that say about the energy lost along a wall?
