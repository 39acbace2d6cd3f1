@* Chapter 5: Impulses and restitution.
After chapter~4 the engine knows, at the start of every step, which bodies
touch, along which normal and at which points; and it does nothing with
that knowledge. A ball dropped on a floor is reported touching it for a few
steps and then falls out through the bottom. This chapter makes contacts
push back. It does so in the simplest way that is right for a single
contact. At each contact point it changes the two bodies' velocities at
once, by an {\it impulse\/} along the normal. The impulse is just large enough that the
bodies stop approaching, or leave each other as fast as the materials'
{\it restitution\/} says they should. Momentum is kept (to rounding);
kinetic energy is lost by the amount Newton's law of restitution implies.
@^collision response@>
@^restitution@>

The method is the one of the reference article on impulse resolution
\cite{gaul2013} and of the first step of Catto's sequential impulses
\cite{catto2005,catto2006}: every contact solved once per step, one after
another, in the order in which chapter~4 lists the pairs. The method is
right for a single contact and only approximate for many. The chapter
measures both cases: balls that bounce to heights nearly $e^2$ apart, a stack of boxes
that sinks, and a row of balls that, struck at one end, does not pass the
blow along. Rotation (chapter~6), friction (chapter~7), the removal of
overlap (chapter~8) and repeated passes (chapter~9) are each left a named
place in the code of this chapter.

Run \.{build/bin/ch05}: balls of every material preset fall side by side
onto a floor of stone and bounce, each to its own height. \.{B} switches the
restitution threshold (below) off and on, and \.{O}
switches the response off, back to chapter~4's ghosts. Two more scenes,
\.{cradle} and \.{headon}, show a row of balls struck at one end (and how
a single pass fails to make it a Newton's cradle) and two bodies colliding
with their momenta written on the panel.
\overviewpage

@*1 The algorithm on one page.
\wsfrom{5}{\it After this chapter you can:}\seclabel{ch5-page}
\smallskip
\item{$\bullet$} derive the normal impulse that obeys Newton's law of restitution, and the energy it removes;
\item{$\bullet$} explain why a restitution threshold stops a resting body from buzzing;
\item{$\bullet$} predict, from the model of a single pass, how fast a resting stack sinks;
\item{$\bullet$} say why one pass over many contacts is not a solution.
\smallskip
\noindent This chapter makes contacts push back. Each contact point gets an impulse
along the normal, just large enough that the bodies stop approaching or
leave as fast as the restitution $e$ says; the points are solved once a
step, one after another. The equations that carry it:
$$v_n=(\vec v_B-\vec v_A)\cdot\vec n,\qquad v_n^+=-e\,v_n^-,$$
$$j=-(1+e)\,m_nv_n^-,\qquad m_n={1\over w_A+w_B},$$
$$\Delta E={1\over2}\,m_n\,(1-e^2)\,(v_n^-)^2.$$
Figure~\figref{step-5} is the step of stage~5: the bars mark phase~3,
which prepares each contact's effective mass and target, and phase~5,
which applies the impulses. The functions they call are in this chapter.\wsto{5}
\input fig/ch05-step.tex

@*1 The velocity at a contact.
\wsfrom{5}Take one contact point of a manifold between bodies $A$ and $B$, with the\seclabel{ch5-velocity}
normal $\vec n$ pointing from $A$ to $B$ (chapter~4). Without rotation,
every point of a body moves with the body's velocity. So the velocity of
$B$'s material relative to $A$'s at the contact is
$$\vec v_{\rm rel}=\vec v_B-\vec v_A.$$
What matters for a collision is its component along the normal,
$$v_n=\vec v_{\rm rel}\cdot\vec n=(\vec v_B-\vec v_A)\cdot\vec n.$$
If $v_n<0$, $B$ is moving toward $A$ along the normal: the bodies {\it
approach}, and something must happen. If $v_n\ge0$, they are already
separating, or sliding along each other. Then the contact must not pull them
together: contacts push, never pull. The sideways part, $\vec v_{\rm
rel}-v_n\vec n$, is sliding, which chapter~7's friction resists.
Figure~\figref{relvel} draws the two velocities and their difference.
@^relative velocity@>

\mpfigure{fig/ch05-impulses-1.mps}{}{The relative velocity at a contact.
Bodies $A$ and $B$ touch at the point $\vec p$ with the normal $\vec n$
from $A$ to $B$; $A$ moves with $\vec v_A$ (green, from $A$'s centre) and
$B$ with $\vec v_B$ (blue, from $B$'s centre). Right, drawn in velocity
space beside the bodies (not at $\vec p$): the relative velocity
$\vec v_{\rm rel}=\vec v_B-\vec v_A$ (red) splits into a part along the
normal, $v_n\vec n$ with $v_n<0$ here: the bodies approach; and a part
along the surface (dashed), which is sliding.}
\figlabel{relvel}

With rotation, chapter~6 will add to each body's velocity the velocity of
the contact point about the body's centre, $\vec\omega\times\vec r$; the
place where that goes is left empty here.\wsto{5}

@<Add the turning of |A| and |B| to |vrel| at the point |p|@>=
@; /* chapter 6 */

@ {\it Newton's law of restitution.} With what velocity do two bodies
leave an impact? This law answers. During the short time of an impact,
the forces between the bodies are enormous, and everything else, such as
gravity or a spring, is negligible beside them. What comes out of the impact depends on
how the materials deform and recover. Newton's experimental law sums it up
in one number, the {\it coefficient of restitution\/} $e$. The speed of
separation along the normal after the impact is $e$ times the speed of
approach before it,
$$v_n^+=-e\,v_n^-,\qquad 0\le e\le1.$$
An impact with $e=1$ is perfectly elastic. An impact with $e=0$ is
perfectly plastic: after it, the bodies move together along the normal. The law says nothing about
the sideways velocity; without friction it does not change.
@!@^Newton's law of restitution@>

@ {\it The impulse.}\seclabel{ch5-impulse} This section finds the one impulse that makes the
bodies obey the law of restitution. There is no friction yet, so the
bodies act on each other with equal and opposite
forces along the normal. The impact gives $B$ an
impulse $j\vec n$ and $A$ the impulse $-j\vec n$, with $j\ge0$: a push. By
chapter~3, an impulse $\vec J$ changes a body's velocity by $w\vec J$, where
$w=1/m$ is the inverse mass, so
$$\vec v_A^+=\vec v_A^--w_Aj\,\vec n,\qquad
  \vec v_B^+=\vec v_B^-+w_Bj\,\vec n.$$
The normal velocity after the impact is then
$$v_n^+=(\vec v_B^+-\vec v_A^+)\cdot\vec n=v_n^-+(w_A+w_B)\,j,$$
since $\vec n\cdot\vec n=1$. Setting it equal to $-e\,v_n^-$ and solving
for $j$ gives the one impulse that obeys the law:
$$j=-{(1+e)\,v_n^-\over w_A+w_B}=-(1+e)\,m_n v_n^-,\qquad
  m_n={1\over w_A+w_B}.$$
$m_n$ is the {\it effective mass\/} of the contact along the normal, the
mass the impulse seems to push. For two equal masses $m$, it is $m/2$. For a
body against a static one, with $w_B=0$, it is the body's own mass. Static bodies
need no special case: their inverse mass is zero (chapter~3), so they get
no velocity, and the formula treats them as infinitely heavy.
@^effective mass@>
@^impulse, normal@>

{\it Momentum.} The total momentum changes by $m_A(-w_Aj\vec
n)+m_B(w_Bj\vec n)=-j\vec n+j\vec n=0$: exactly nothing, whatever $e$.
In floating point the two velocity changes are rounded separately, so the
total momentum is kept only to rounding; the tests check that it is. This holds for two bodies that
both move. A static body has an infinite mass: it stores $w=0$, and its
mass field holds 0, which means ``no finite mass'' (chapter~3 says why).
The static body takes no velocity change, so it absorbs momentum. A ball bouncing on a floor changes its own
momentum, and the world's, by $j\vec n$ at each impact, and the floor, as
if infinitely heavy, gives nothing back.
@^momentum@>

{\it Energy.} A body's kinetic energy changes under an impulse $\vec J$
by $\vec J$ dotted with the mean of its velocities before and after:
${1\over2}m(\vert\vec v^+\vert^2-\vert\vec v^-\vert^2)={1\over2}m(\vec
v^+-\vec v^-)\cdot(\vec v^++\vec v^-)=\vec J\cdot(\vec v^++\vec v^-)/2$.
Add this for $B$, whose impulse is $j\vec n$, and for $A$, whose impulse
is $-j\vec n$. The sum holds for a static body too, whose velocity is 0
before and after. The pair gains
$j\,(v_n^-+v_n^+)/2$. With $v_n^+=-e\,v_n^-$ and $j=-(1+e)m_nv_n^-$ that is
a loss of
$$\Delta E=-j\,{(1-e)\,v_n^-\over2}={1\over2}\,m_n\,(1-e^2)\,(v_n^-)^2,$$
nothing when $e=1$ and, when $e=0$, all of ${1\over2}m_n(v_n^-)^2$, the
kinetic energy of the relative motion along the normal. No $e\le1$ can
create energy. The tests check this amount, too.
@^kinetic energy lost@>

{\it An oblique example.} A ball of 1\thinspace kg hits a static floor at
$45^\circ$: $\vec v_B^-=(3,-3)\,$m/s, the floor is $A$, $\vec n=(0,1)$ from
the floor to the ball, and $e={1\over2}$. Then $v_n^-=-3\,$m/s, $w_A=0$, so
$m_n=1\,$kg, and $j=(1+e)\,m_n\vert v_n^-\vert=1.5\cdot1\cdot3=4.5\,$N\,s.
The ball leaves with $\vec v_B^+=(3,-3)+4.5\,(0,1)=(3,1.5)\,$m/s: the
normal part is reversed and halved, $v_n^+=1.5=-e\,v_n^-$, and the sliding
part, $3\,$m/s along the floor, is kept, since the impulse has no component
along it. The ball's momentum changes by $j\vec n=(0,4.5)\,$kg\,m/s, which
the floor absorbs; its kinetic energy goes from $9$ to $5.625\,$J, a loss of
$3.375\,$J, which is ${1\over2}m_n(1-e^2)(v_n^-)^2={1\over2}\cdot0.75\cdot9$.
The ball leaves at $\arctan(1.5/3)\approx27^\circ$ above the floor, flatter
than it came.
@^oblique impact@>


\mpfigure{fig/ch05-impulses-2.mps}{}{The impulse and its effect, for a
ball $B$ of 1\thinspace kg hitting a ball $A$ of 3\thinspace kg at rest,
head on, with $e={1\over2}$. $A$ is on the left, so the normal from $A$
to $B$ points right. Before (top): $B$ comes from the right at
$4\,$m/s, $v_n^-=-4\,$m/s. The impulse
$j=(1+e)m_n\vert v_n^-\vert=1.5\cdot0.75\cdot4=4.5\,$N\,s pushes $B$ back
along $\vec n$ and $A$ forward along $-\vec n$ (middle). After (bottom):
velocities along $\vec n$, positive to the right, are $-4+4.5=+0.5\,$m/s
for $B$, which rebounds to the right, along $\vec n$, and $0-4.5/3=-1.5\,$m/s
for $A$, which moves to the left. They separate at
$0.5-(-1.5)=2\,$m/s, which is $e$ times 4; the momentum is
$-4\,$kg\,m/s, that is 4\thinspace kg\,m/s to the left, before and after.}
\figlabel{impulse}

@ {\it One point at a time.} A manifold has up to two points. In this
chapter the two points of a manifold have the same relative velocity,
since nothing turns. The code still treats them one by one. That is
the form chapter~6 needs, where the points of a box resting on a floor
have different lever arms. Solved one after the other, the first point
takes the whole impulse and leaves the second with $v_n=-e\,v_n^-$ already,
so the second adds nothing. How this goes wrong with {\it several\/}
contacts on one body is measured below.

@*1 Two materials.
Restitution belongs to a pair of surfaces, and chapter~3 stored one number
per material, the value for that material against a hard, fixed floor. So
the engine needs a rule $e=f(e_A,e_B)$. Rules in use are the larger of the
two (Box2D \cite{box2d}), the smaller, the product and the mean. This
engine takes the larger: $e=\max(e_A,e_B)$.

The rule has costs. A pillow ($e=0.05$) on the stone floor bounces with
the floor's $0.1$, and two pillows bounce off each other with $0.05$. A rubber ball on a
pillow bounces as if the pillow were hard. A rule that was right for all
pairs would need a number per pair of materials, which a table could
hold. Exercise~1 of this chapter asks for another rule as a switch, so
that the rules can be compared on the same scenes.

@ {\it Why the larger.} The floor material of the presets, |"static"|,
stores $e=0.1$. A super ball ($e=0.95$) dropped on that floor must bounce
with $0.95$, as the table of chapter~3 promised. Of the four rules, only
the larger keeps, on that floor, the value of every preset at least as
bouncy as the floor: $f(e,0.1)=e$ for every $e\ge0.1$, where the product
would give $0.095$. Only the pillow, $0.05$, is below the floor. The
argument leans on one number, the floor's stored $0.1$. Suppose the floor
stored the $e=1$ of the ideal hard floor that chapter~3's values are
measured against. Then the smaller of the two and the product would give
$f(e,1)=e$ as well, and the larger would give 1 for every ball on it. The
choice of rule and the floor's stored number go together.
@^restitution, mixing@>

The function is public, and checks its arguments at the boundary as every
function of the interface does: a restitution outside $[0,1]$ (or NaN) is
reported to the error handler and gives 0, the bounce of no harm.
@.restitution must be between...@>

@<Engine functions@>+=
double ph_mix_restitution(double e_a, double e_b)
{
  if (!(e_a >= 0.0 && e_a <= 1.0 && e_b >= 0.0 && e_b <= 1.0)) {
    ph_report("restitution must be between 0 and 1");
    return 0.0;
  }
  return e_a > e_b ? e_a : e_b;
}

@ @<Collision functions@>+=
double ph_mix_restitution(double e_a, double e_b);

@ What did the earlier stages do with \.{restitution=} on a body line, or
with a material preset's restitution? Stage~3 read them, checked them
(between 0 and 1) and stored them in the body's material; stage~4 did the
same, and nothing used them. From this stage on they take effect, in every
scene whose world turns the response on (next section). A particle has no
material: chapter~1's particles are not in chapter~4's list of contacts,
and keep colliding by chapter~1's relaxation of positions.

@*1 The response is a switch.
The preface promises two things of a technique that replaces an earlier
one: it comes as a switch in the world's settings, and a world that asks for
nothing gets the best its stage offers. Here the earlier technique is
chapter~4's ``no response''. From this stage on it is no longer the
default: a world whose settings say nothing, and a scene whose \.{world}
line says nothing, responds to its contacts with this chapter's single pass.
It also moves with symplectic Euler rather than Verlet. Chapter~2 showed
that symplectic Euler is position Verlet, step for step, but for its start
and for one thing that matters here. Symplectic Euler keeps the velocity, which the
response changes. Verlet infers it from the last two positions, so
an impulse applied to a Verlet body must rewrite its last position as
well (phase~5 below does). A
response, restitution and a bounce are therefore what a plain scene of this
stage shows, and \.{restitution=} on a body line now has an effect without
further words.

What of the programs written for earlier chapters? Chapter~4's golden file has
bodies fall through a floor by design, and chapter~4's test checks that a box
dropped through a floor comes out below it. The golden file and the test
state facts about detection that must stay true, and stay tested, on
stage~5 and after. Each says which stage's method it shows: the golden
file's scene has \.{defaults=4} on its \.{world} line, and the test's
program calls |ph_stage_settings(4)| (chapter~1). So no test becomes
``stage aware'', checking one thing on stage~4 and another on stage~5 under
the same name; each names the method it checks, and checks it on every
later stage. The same rule serves every later chapter: chapter~9's solver
is a third value of this switch, and chapter~8's correction of positions a
switch of its own.
@^switches@>
@^solver switch@>
@^defaults of a stage@>

A scene names the response with \.{solver=single}, or turns it off with
\.{solver=none}, on its \.{world} line (|@<Read the solver keys of a world
line@>|); every scene of this chapter says \.{defaults=5}, so that it shows
this chapter's method on every later stage.

@s ph_contact_solver int
@s ph_contact_impulse int

@<Collision types@>+=
typedef enum {
  PH_NO_RESPONSE, PH_SINGLE_PASS @<Other contact solvers@>
} ph_contact_solver;

@ Chapter~9 adds its solver here, with a leading comma.

@<Other contact solvers@>=
@;

@ The settings gain the switch and the restitution threshold, whose
purpose is explained with phase~3 below. The default threshold
is Box2D's, 1\thinspace m/s \cite{box2d}.

@<Settings fields@>+=
ph_contact_solver solver;
double restitution_threshold; /* in metres per second */

@ A plain world of stage~5 or later has the single pass and symplectic
Euler; one of an earlier stage, none and Verlet (chapter~9 replaces the
single pass by its own solver from stage~9 on).

@<Set the default values of later settings@>+=
s.solver = stage >= 5 ? PH_SINGLE_PASS : PH_NO_RESPONSE;
if (stage >= 5) s.integrator = PH_SYMPLECTIC_EULER;
s.restitution_threshold = 1.0;

@ Settings are checked where they enter, by |ph_settings_check|, so that a
bad value reaches no step.
@.unknown contact solver@>
@.restitution threshold must be...@>

@<Check the later settings@>+=
if (s->solver != PH_NO_RESPONSE && s->solver != PH_SINGLE_PASS @<Or another solver@>)
  return "unknown contact solver";
if (!(isfinite(s->restitution_threshold) && s->restitution_threshold >= 0.0))
  return "restitution threshold must be finite and not negative";

@ @<Or another solver@>=
@;

@*1 The step, with a response.
\wsfrom{5}The step of chapter~1 had eight phases, the order of Box2D Lite. This\seclabel{ch5-step}
chapter fills two of them; the marks show which.

\smallskip
\item{1.} Find the contacts (chapter~4).
\item{2.} Integrate forces into velocities: $\vec v\gets\vec v+h\vec a$.
\item{3.} Prepare the contacts: for each point, the effective mass, the
restitution and the velocity to reach.\quad$\triangleleft$ {\it new}
\item{4.} Warm start (chapter~9).
\item{5.} Solve the velocity constraints: one impulse per point, in pair
order.\quad$\triangleleft$ {\it new}
\item{6.} Integrate velocities into positions: $\vec x\gets\vec x+h\vec v$.
\item{7.} Correct the positions (particles only; chapter~8 for bodies).
\item{8.} Clear the forces.\par
\smallskip

\noindent With symplectic Euler (chapter~2), phases 2 and~6 are its two
halves, and the impulses come between them: gravity is added to the
velocity, the contacts correct it, and the body moves with the corrected
velocity in the same step. That is why the approach velocity $v_n^-$ of
the formulas is read in phase~3, after gravity. A ball resting on a floor
gains $-gh$ in phase~2, the velocity that gravity adds in one step ($g$
times $h$: $10\,{\rm m/s^2}\cdot{1\over60}\,{\rm s}={1\over6}\,$m/s at sixty
steps a second), and, if the restitution threshold (below) makes
its target 0, loses it again in phase~5, and moves by nothing.
Every scene of this chapter uses symplectic Euler.

This order departs from the derivation, which took gravity to be negligible
during the impact: the $v_n^-$ read in phase~3 already holds this step's
$gh$, so a ball arriving at $v$ leaves at $e(v+gh)$, not $ev$. That extra
$e\,gh$ per bounce is the root of the {\it steady bounce\/} derived in the
section on measurements, with Figure~\figref{bouncefig}, which keeps a
bouncy ball from ever coming to rest without the threshold below. It would
be cured by taking the target from the normal velocity before phase~2 added
gravity, $v_n^\star=-e\,(v_n^--g_nh)$, with $g_n$ the part of the relative
gravity along $\vec n$. Phase~2 added $g_nh$ to $v_n^-$, and this takes it
away again, so that the ball leaves at $ev$. The engine keeps
the simple rule: it is Box2D's \cite{box2d}, which also reads the approach
after integrating the forces; the threshold hides its effect on slow
contacts; and the error shrinks with $h$.
@^symplectic Euler@>

The other integrators still work, less well. Explicit Euler moves by the
velocity it had before phase~2, plus the impulses, and adds gravity after
the move, so a resting body carries $gh$ of downward velocity into every
contact. A rigid body moved by Verlet keeps its velocity in its last
displacement; the impulse reaches it the way chapter~3's
|ph_body_apply_impulse| does, by moving |previous|, and the velocity the
solver reads in phase~3 is last step's, without this step's gravity. And
Verlet {\it particles\/} are not in the list of contacts at all: they keep
chapter~1's response, the relaxation of positions in phase~7.\wsto{5}
@^Verlet particles and impulses@>

@ What a contact point needs in phase 5 is prepared in phase 3. It is kept in
an array beside the contacts, one entry per contact. For each of its
points the entry holds the effective mass $m_n$, the normal velocity $v_n^-$ before any
impulse, the velocity to reach $v_n^\star$, and the impulse $j$ that phase~5
applied. |ph_world_contact_impulse| below gives that impulse to a program that
asks. The mixed restitution and the number of points are kept per contact.
The array is the world's, grows like the contacts', and is freed with the
world; |impulse_count| says how many of its entries the last step filled.
Chapter~7 adds friction's fields, and its preparation and solution, in
places left empty for it here.

@<Collision types@>+=
typedef struct ph_contact_impulse {
  double restitution; /* $e$, mixed from the two materials */
  int count; /* the manifold's number of points, 1 or 2 */
  struct {
    double normal_mass; /* $m_n=1/(w_A+w_B)$ */
    double approach; /* $v_n^-$, read in phase 3 */
    double target; /* $v_n^\star$: $-e\,v_n^-$, or 0 below the threshold */
    double impulse; /* $j$, applied in phase 5 */
    @<Friction fields of a contact point@>@;
    @<Correction fields of a contact point@>@;
  } points[2];
  @<Friction fields of the whole contact@>@;
} ph_contact_impulse;

@ @<Friction fields of a contact point@>=
@; /* chapter 7 */
@ @<Friction fields of the whole contact@>=
@; /* chapter 7 */
@ @<Correction fields of a contact point@>=
@; /* chapter 8 */

@ @<World fields@>+=
struct ph_contact_impulse *impulses;
int impulse_capacity;
int impulse_count; /* entries filled by the last step's phase 3 */

@ @<Initialise the later world fields@>+=
w->impulses = NULL;
w->impulse_capacity = 0;
w->impulse_count = 0;

@ @<Free the later world fields@>+=
free(w->impulses);

@ Phase 3. For every contact, the array is made large enough, the
restitution is mixed, and each point is prepared. If the array cannot
grow, the error handler hears so and no entry is prepared
(|impulse_count| is 0), so phase~5 solves nothing: this one step goes on
as a step of stage~4 would, with its contacts found and listed but not
acted on.
@.out of memory preparing contacts@>

@<Prepare the contacts@>+=
if (w->settings.solver != PH_NO_RESPONSE) prepare_impulses(w, h);
else w->impulse_count = 0;

@ The array of prepared contacts grows with the list of contacts, to the
list's capacity, so that it grows as seldom as the list does.

@<Engine functions@>+=
static void prepare_impulses(ph_world *w, double h)
{
  if (w->contact_count > w->impulse_capacity) {
    @<Grow the prepared contacts to |w->contact_capacity|, or report and
      return@>@;
  }
  w->impulse_count = w->contact_count;
  for (int k = 0; k < w->contact_count; k++) {
    const ph_contact *c = &w->contacts[k];
    const ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    ph_contact_impulse *q = &w->impulses[k];
    q->restitution = ph_mix_restitution(A->material.restitution, B->material.restitution);
    q->count = c->manifold.count;
    @<Prepare the friction of contact |c|@>@;
    for (int i = 0; i < c->manifold.count; i++) {
      @<Prepare point |i| of contact |c| between |A| and |B|@>@;
    }
  }
}

@ @<Grow the prepared contacts...@>=
int capacity = w->contact_capacity;
ph_contact_impulse *grown = realloc(w->impulses, (size_t) capacity * sizeof *grown);
if (!grown) {
  ph_report("out of memory preparing contacts");
  w->impulse_count = 0;
  return;
}
w->impulses = grown;
w->impulse_capacity = capacity;

@ @<Private declarations@>+=
static void prepare_impulses(ph_world *w, double h);

@ The effective mass is\seclabel{ch5-prepare} $m_n=1/(w_A+w_B)$; chapter~6 adds the turning
terms to the sum $m_n^{-1}=w_A+w_B$, which the code calls |k|. Chapter~4
never lists a pair of two static bodies, so $m_n^{-1}>0$. The approach speed is read now, after phase~2.

@<Prepare point |i| of contact |c| between |A| and |B|@>=
{
  ph_vec2 n = c->manifold.normal, p = c->manifold.points[i].point;
  double k = A->inverse_mass + B->inverse_mass;
  @<Add the turning terms of |A| and |B| at |p| to |k|@>@;
  ph_vec2 vrel = ph_sub(B->velocity, A->velocity);
  @<Add the turning of |A| and |B| to |vrel| at the point |p|@>@;
  double vn = ph_dot(vrel, n);
  q->points[i].normal_mass = 1.0 / k;
  q->points[i].approach = vn;
  q->points[i].target = vn < -w->settings.restitution_threshold ? -q->restitution * vn : 0.0;
  q->points[i].impulse = 0.0;
  @<Prepare the friction of point |i|@>@;
  @<Prepare the correction of point |i|@>@;
  (void) p; /* used from chapter 6 on; -Werror needs it used */
  (void) h; /* used from chapter 8 on */
}

@ @<Add the turning terms of |A| and |B| at |p| to |k|@>=
@; /* chapter 6 */
@ @<Prepare the friction of contact |c|@>=
@; /* chapter 7 */
@ @<Prepare the friction of point |i|@>=
@; /* chapter 7 */
@ @<Prepare the correction of point |i|@>=
@; /* chapter 8, which needs the step's length |h| */

@ \wsfrom{5}{\it The restitution threshold.}\seclabel{ch5-threshold} Why does a resting body need a rule of
its own? The law of restitution is a law of
impacts, and a body resting on a floor is not having one. Yet in a
simulation it has a small impact in every step. Gravity gives it $v_n^-=-gh$
in phase~2, about $-0.17\,$m/s at 60 steps a second. A solver that
applied the law would send it up again at $e\,gh$. Its next contact comes
at $e\,gh+gh$ and returns $e$ times that, and so on. The hops grow, toward
the steady bounce derived with the measurements, and a bouncy ball or box
never comes to rest. So below an approach speed $v_{\rm th}$, the
threshold, the target is $0$ rather than $-e\,v_n^-$: slow contacts are
plastic. The default, Box2D's $1\,$m/s, is the speed of a drop of $v_{\rm
th}^2/2g=5\,$cm. A ball stops at its first contact slower than that, but
only if it has such a contact. So the threshold stops a ball whose approaches keep
getting slower. A ball whose steady bounce $v_\infty$, derived below, is above
$v_{\rm th}$ bounces for ever. The threshold is a discontinuity: a
ball of $e=1$ approaching at $1.01\,$m/s leaves at $1.01\,$m/s, and one
approaching at $0.99\,$m/s stops dead. The effect is measured below
(Table~\tabref{buzz}).
@!@^restitution threshold@>

@ Phase 5.\seclabel{ch5-phase5} Each contact, in the order chapter~4 found them (pair order:
$(0,1),(0,2),\ldots,(1,2),\ldots$), and each of its points, is solved once.
The targets were frozen in phase~3, before any pass, from the velocities
$v_n^-$ the step had then; the pass never changes them.\wsto{5} The normal
velocity, on the other hand, is read {\it again}. An earlier contact
of the same pass may have changed it. The impulse is the one that takes it
to the target,
$$j=m_n\,(v_n^\star-v_n).$$
For a contact neither of whose bodies has been pushed yet in this pass,
$v_n=v_n^-$, and this is the $j=-(1+e)\,m_nv_n^-$ derived above when the
target is $-e\,v_n^-$ (an approach faster than the threshold), and
$j=-m_nv_n^-$ when it is 0. For a contact whose bodies an earlier one has
pushed, the frozen target no longer fits. Two balls at rest against each
other have $v_n^-=0$, so $v_n^\star=0$ whatever their $e$. When an
earlier contact of the pass sets one of them moving, this contact is
plastic. The cradle measured below shows
what that does to a row of balls. A negative $j$ would pull the bodies
together, and a contact only pushes. So a point whose $j$ comes out
negative gets nothing. That happens when the bodies separate
already, or when an earlier contact has pushed them apart faster than
the target. This clamp is where ``contacts that separate get
nothing'' lives.
@^single pass@>

@<Solve the velocity constraints@>+=
if (w->settings.solver == PH_SINGLE_PASS) solve_single_pass(w);

@ @<Engine functions@>+=
static void solve_single_pass(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    ph_contact_impulse *q = &w->impulses[k];
    for (int i = 0; i < c->manifold.count; i++) {
      ph_vec2 n = c->manifold.normal, p = c->manifold.points[i].point;
      ph_vec2 vrel = ph_sub(B->velocity, A->velocity);
      @<Add the turning of |A| and |B| to |vrel| at the point |p|@>@;
      double vn = ph_dot(vrel, n);
      double j = q->points[i].normal_mass * (q->points[i].target - vn);
      if (!(j > 0.0)) continue;
      q->points[i].impulse = j;
      push_body(w, A, ph_mul(-j, n));
      push_body(w, B, ph_mul(j, n));
      @<Turn |A| and |B| by the impulse $j\vec n$ at |p|@>@;
      @<Solve the friction of point |i| of contact |c|@>@;
      (void) p; /* used from chapter 6 on */
    }
  }
}

@ @<Turn |A| and |B| by the impulse $j\vec n$ at |p|@>=
@; /* chapter 6 */
@ Friction acts at a point only when the normal impulse has pushed it, so
its place is after the push; a point skipped above gets none, which is
right, since Coulomb's cap $\mu j$ is then zero.

@<Solve the friction of point |i| of contact |c|@>=
@; /* chapter 7 */

@ @<Private declarations@>+=
static void solve_single_pass(ph_world *w);
static void push_body(ph_world *w, ph_body *b, ph_vec2 impulse);

@ Giving a body an impulse is chapter~3's |ph_body_apply_impulse| without
the checks at the boundary, which a contact does not need. The velocity
changes by $w\vec J$, and a Verlet body that has started has its |previous|
moved back by $h'w\vec J$, for the reason chapter~3 gave. A static body is
left alone altogether, so that not even a rounding can move it.

@<Engine functions@>+=
static void push_body(ph_world *w, ph_body *b, ph_vec2 impulse)
{
  if (is_static(b)) return;
  ph_vec2 dv = ph_mul(b->inverse_mass, impulse);
  if (w->settings.integrator == PH_VERLET && b->started)
    b->previous = ph_sub(b->previous, ph_mul(w->last_dt, dv));
  b->velocity = ph_add(b->velocity, dv);
}

@ A program may ask what impulse the last step gave a contact point, for
drawing or measuring. The contact is numbered as the last step's phase~1
listed it. The index is checked against what that step's phase~3
prepared, |impulse_count| entries of |count| points each, not against the
contact list as it is now. A program (the demo is one) may call
|ph_world_find_contacts| after the step, and may switch the solver
between steps; neither changes what the last step computed. A bad
index, or a world whose last step gave no response ($|impulse_count|=0$),
is reported and gives 0.
@.no such contact point@>

@<Collision functions@>+=
double ph_world_contact_impulse(const ph_world *w, int contact, int point);

@ The check is a function of its own, since chapter~7 asks it again for
friction's impulse; it returns the prepared contact, or |NULL| after
reporting a bad index.

@<Private declarations@>+=
static const struct ph_contact_impulse *prepared_point(const ph_world *w, int contact,
  int point);

@ The check, and the query that uses it.

@<Engine functions@>+=
static const ph_contact_impulse *prepared_point(const ph_world *w, int contact, int point)
{
  if (!w || contact < 0 || contact >= w->impulse_count || point < 0
      || point >= w->impulses[contact].count) {
    ph_report("no such contact point");
    return NULL;
  }
  return &w->impulses[contact];
}

double ph_world_contact_impulse(const ph_world *w, int contact, int point)
{
  const ph_contact_impulse *q = prepared_point(w, contact, point);
  return q ? q->points[point].impulse : 0.0;
}

@*1 Measurements.
The chapter's measurement program, \.{bench05} (in the part {\it The programs
around the engine}, |@<Run the chapter 5 measurements@>|), runs the scenes of this
section and writes the tables and the data of Figure~\figref{bouncefig} when
the book is built. Every scene of this chapter has gravity
$g=10\,$m/s$^2$ downward, and every number below is computed with it.

{\it Bounces.} How closely do bounces in steps follow the law of
restitution, by which each bounce is $e^2$ times as high as the one before?
A ball of radius 0.25\thinspace m of each material preset is dropped from
rest, its bottom 5\thinspace m above a static floor, and the highest points,
the apexes, of its first bounces are found. Steps of length $h$ spoil the law
in two ways. The contact is found only in the first step that starts with the
ball inside the floor, and by then the ball, falling at $v$, has sunk up
to $vh$ into the floor. And phase~2 of that step has added one more $gh$ to
its speed, so the ball leaves at $e(v+gh)$ rather than at $ev$. Both
errors shrink with $h$. Table~\tabref{bounces} compares the ratios of
successive bounce heights with $e^2$, at 60 and at 600 steps a second.

{\it The height of a bounce in steps.}\seclabel{ch5-apex} To compare a
measured apex with a prediction, we need the height that a ball leaving the
floor reaches in steps. Call the step in which the ball's velocity turns
upward its contact step. The ball leaves that step moving up at $v$, after
phase~6 has moved it by $hv$. Let $d$ be the depth of its bottom below the
floor's top at that moment, as for a contact; $d<0$ means that the bottom
is already above the floor's top. Each later step first takes $gh$ from the
velocity and then moves the ball. So after $n$ more steps the bottom is at
$$y_n=-d+h\sum_{i=1}^n(v-igh)=-d+nhv-gh^2{n(n+1)\over2}.$$
As a function of $n$ this is largest at $n={v/gh}-{1\over2}$, where it is
$$-d+{v^2\over2g}-{vh\over2}+{gh^2\over8};$$
the apex comes at a whole $n$, so it is at most $gh^2/8$ below that. A ball
that rebounds at $v$ from a depth $d$ therefore lifts its bottom to
$v^2/2g-vh/2-d$, to within $gh^2/8$. This is the exact flight's height
$v^2/2g$ less two terms. The ball loses $vh/2$ because symplectic Euler
takes gravity off before it moves, and it loses $d$ because it starts
that deep.
@^apex, in steps@>
@^bounce heights@>

\midinsert
\tablecaption{Balls dropped from 5\thinspace m onto a static floor, with
the restitution of their material mixed with the floor's $0.1$. First
bounce height $H_1$ in metres (the analytic value is $5e^2$), and the
ratios of the second and third to the one before, against $e^2$; at
$h={1\over60}$ and ${1\over600}\,$s. A dash (or an $H_1$ of 0): the ball did not lift its
bottom 1\thinspace cm above the floor again. Made by {\tt bench05} when this
book was built.}\tablabel{bounces}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&&&\multispan3\hfil$h=1/60$\hfil\quad&\multispan3\hfil$h=1/600$\hfil\cr
material&mixed $e$&$e^2$&$H_1$&$H_2/H_1$&$H_3/H_2$&$H_1$&$H_2/H_1$&$H_3/H_2$\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch05-bounces.tex
}}$$
\endinsert

\input fig/ch05-bounces-text.tex

{\it The steady bounce.} The extra $gh$ of each contact has a second,
larger effect: it can keep a ball bouncing for ever. An impact at $v$
returns $e(v+gh)$, so the speeds of successive impacts obey
$v_{k+1}=e(v_k+gh)$. These speeds do not go to zero but to the fixed point
$$v_\infty={e\,gh\over1-e},$$
which is a bounce of height $(v_\infty)^2/2g$ that never dies. For the
super ball at 60 steps a second $v_\infty=3.17\,$m/s. That is above the
restitution threshold of \S\secref{ch5-threshold}, so the ball never stops:
its bounces shrink toward a height of $(v_\infty)^2/2g=0.50\,$m and stay
there. They take long to get there, since each bounce is only $e^2$ times
as high as the last; in the 8\thinspace s of Figure~\figref{bouncefig} the
ball still rises metres high. For the bouncy ball $v_\infty=0.67\,$m/s,
which is below the threshold, and the threshold stops it. At 600 steps a
second the super ball's $v_\infty$ is $0.32\,$m/s. The cure lies in the
order of the phases, not in the number of passes: take the target from the
velocity before phase~2 adds gravity, as \S\secref{ch5-step} showed.
Chapter~9's solver keeps the steady bounce, and chapter~8 comes back to
it.
@^steady bounce@>

\mpfigure{fig/ch05-impulses-3.mps}{}{The height of the bottom of a super
ball ($e=0.95$) and of a bouncy ball ($e=0.8$) over 8\thinspace s at 60
steps a second, at every step, as the engine computed them (drawn from
{\tt bench05}'s output). Over each bounce, from the rebound that starts it
to the next, a dashed line in the ball's colour marks the height $5e^{2k}$ that the law of
restitution predicts for the $k$-th bounce. The engine's arches rise above
them, more with every bounce, by the extra $gh$ of each contact.}
\figlabel{bouncefig}

@ {\it The depth is never undone.} Where does a ball rest after its last
bounce? It rests at the depth it had in the step that found its last
contact, and it stays there, because nothing in this chapter moves a body
out of another. The deeper the first contact, the deeper the body rests.
Table~\tabref{sink}(a) gives the depth at rest of a wooden box
$1\times1\,$m dropped from several heights onto a static floor
8\thinspace m wide and 1\thinspace m thick, with its restitution and the floor's set to 0 so that its
first contact is its last. Chapter~8 removes this depth.
@^overlap, left by impulses@>

{\it A stack.} Why does a resting stack sink? The single pass solves each
contact once, and a later contact undoes part of an earlier one. Take two
boxes of mass $m$ resting on the floor. At the end of the pass of step $k$
(phase~5) both move down at $\dot d_k$, the rate at which their depth
grows, and phase~6 moves them at that speed. Phase~2 of step $k+1$ makes
their downward speed $\dot d_k+gh$. The pass solves the floor's contact
first, in pair order. Its approach is slower than the threshold, so its
target is 0, and it stops the bottom box. The contact between the boxes
then sees the top box moving down at $\dot d_k+gh$ and the bottom box at
rest. Its effective mass is $m_n=m/2$ and its target 0, so its impulse
$j={m\over2}(\dot d_k+gh)$ leaves each box with half the top box's speed.
Both boxes end the pass moving down at
$$\dot d_{k+1}={\dot d_k+gh\over2},$$
so the bottom box is pushed back into the floor, whose contact is not
solved again in this step. This recurrence has the fixed point $\dot d=gh$
at the end of the pass, which is $2gh$ after phase~2. So the pair sinks
steadily at $gh$, $1/6\,$m/s at 60 steps a second. A taller column
averages more boxes with each stopped one, so it sinks faster. When the
overlap grows large, the boxes pass through the floor and through each
other. Table~\tabref{sink}(b) measures how far the top of a column of $N$
wooden boxes, each $1\times1\,$m, has sunk below its start after
2\thinspace s. The column stands on the same floor, 8\thinspace m wide
and 1\thinspace m thick, each box just touching what lies below it.
The table gives the sink for two orders of the list: boxes listed bottom
first, and top first. The order of the list changes only the order in which
the pass meets the contacts.
@^stack, sinking@>
@^order of the contacts@>

\midinsert
\tablecaption{What a single pass leaves, in three small tables. (a) The depth at rest of a
box of wood dropped onto the floor from a height $H$, with its
restitution and the floor's set to 0, so that it does not bounce. (b) How far the top
of a column of $N$ boxes, resting on the floor from the start, has sunk (preface, \S\secref{measures})
after 2\thinspace s, with the boxes listed bottom first and top first, and
the largest speed of any box in the last second. (c) The measurements
the text compares with the chapter's predictions, in millimetres. At
$h={1\over60}\,$s. Made by {\tt bench05}.}\tablabel{sink}
\input fig/ch05-sink.tex
$$\vbox{\halign{\hfil#\quad&\hfil#\cr
\multispan2\hfil (a) one box dropped\hfil\cr
\noalign{\smallskip}
$H$ (m)&depth (mm)\cr
\noalign{\smallskip\hrule\smallskip}
\sinkdepths}}$$
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan4\hfil (b) a column of $N$ boxes at rest\hfil\cr
\noalign{\smallskip}
&\multispan2\hfil sink (mm)\hfil\quad&\cr
$N$&bottom first&top first&speed (m/s)\cr
\noalign{\smallskip\hrule\smallskip}
\sinkcolumns}}$$
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil (c) the measurements beside the predictions\hfil\cr
\noalign{\smallskip}
what (mm)&predicted&measured\cr
\noalign{\smallskip\hrule\smallskip}
\sinkrules}}$$
\endinsert

\input fig/ch05-sink-text.tex

@ {\it The threshold.} Does the restitution threshold keep a resting body
still? A super ball and a bouncy box are each placed resting on the floor,
a millimetre into it, and run for 10\thinspace s. Table~\tabref{buzz} gives,
over the last second, the largest height each rose above its lowest point
and the number of steps in which it moved. It does so with the threshold
at 0 and at its default.
@^buzz@>

\midinsert
\tablecaption{A super ball ($e=0.95$) and a bouncy box ($e=0.8$), each
placed resting on the floor, over the last second of 10\thinspace s, with
and without the restitution threshold. Made by {\tt bench05}.}\tablabel{buzz}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
scene&threshold (m/s)&largest hop (mm)&steps moving\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch05-buzz.tex
}}$$
\endinsert

\input fig/ch05-buzz-text.tex

@ {\it The cradle.} In Newton's cradle a ball striking a row of equal,\seclabel{ch5-cradle}
touching balls stops, and the last ball of the row leaves with its speed.
The single pass cannot do that, for the reason given with phase~5. Every
target is fixed in phase~3, before any impulse, and the balls of the row
are at rest then. So every contact inside the row has $v_n^-=0$ and target
0. Only the striker's contact, the first of the pass, is elastic; the
striker stops and gives the first ball its speed $v$. The next contact
then meets a ball at $v$ against one at rest, with target 0, and leaves
both at $v/2$; the next halves again; the last two share what is left.
In later steps the faster balls catch up with the slower, again with
targets near 0, until the row moves together. That end follows from
momentum alone: the striker at rest, the five balls share $mv$, each at
$v/5$, and keep $5(v/5)^2/v^2={1\over5}$ of the energy.
@^cradle@>
\input fig/ch05-cradle-text.tex

\midinsert
\tablecaption{The velocities of the scene {\tt cradle}'s six balls, in
m/s, striker first, after the step of the hit, after the next step, and at
step 150; every restitution is 1, at $h={1\over60}\,$s. Made by {\tt
bench05}.}\tablabel{cradle}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\cr
after step&striker&ball 1&ball 2&ball 3&ball 4&ball 5\cr
\noalign{\smallskip\hrule\smallskip}
\cradlerows}}$$
\endinsert

\noindent Repeating the pass, as chapter~9 will, still fixes the targets
before the first pass, so it does not make a resting row elastic either.

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 5 test cases@>|), run by \.{ctest -L ch05} on this stage and
every later one. Table~\tabref{tests} lists them; each tolerance is argued
where the test is written.

\midinsert
\tablecaption{The tests of chapter~5: what each checks, its tolerance,
and why that tolerance.}\tablabel{tests}
\halign{#\hfil\quad&\vtop{\hsize=1.9in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.2in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.5in\raggedright\noindent\strut#\strut}\cr
test&law or behaviour&tolerance&why\cr
\noalign{\smallskip\hrule\smallskip}
\.{head\_on}&equal masses: $e=1$ exchanges the velocities, $e=0$ leaves
them moving together&$10^{-12}\,$m/s&a handful of roundings of numbers near
1\cr
\.{momentum\_energy}&500 random two-body collisions keep $\sum m\vec v$,
and lose $(1-e^2){1\over2}m_n(v_n^-)^2$ of energy&$10^{-12}$ of
$\sum m\vert\vec v\vert$; $10^{-9}$ of the total energy&separately rounded
velocity changes; a difference of nearly equal energies\cr
\.{impulse\_read}&the impulse of a point is $m\cdot(2\,{\rm m/s})=2m\,$N\,s
for equal balls of mass $m$ (kg), one at $2\,$m/s, with $e=1$; a contact the last step did not prepare is refused&$10^{-12}$ of
$j$&one rounding of $m_n$ and $v_n$\cr
\.{rebound}&a ball leaves the floor at $e(v+gh)$; bounce heights have
ratio $e^2$&$10^{-12}$; $4gh/v_{\min}$ of $e^2$&each bounce off by $gh/v$
twice, $v\ge6\,$m/s (tests)\cr
\.{static\_fixed}&a static body is never moved&exact bits&|push_body|
skips it\cr
\.{threshold}&slow contacts do not bounce, fast ones do&$10^{-12}\,$m/s&the
target is 0 below it\cr
\.{switch\_off}&\.{defaults=4} runs as \.{solver=none}, \.{defaults=5} as
\.{solver=single}; a plain scene responds&exact bits&each names its
stage's defaults\cr
\.{plain\_exchange}&under a bare \.{world} line, two equal balls with
$e=1$ exchange velocities&$10^{-9}\,$m/s&the exact answer, up to
rounding\cr
\.{scene\_keys}&bad \.{solver=} and threshold give
\.{FILE:LINE:}&the message&the reader's rule\cr
\.{boundary}&bad arguments are reported, not obeyed&the message&the
interface's rule\cr
\.{determinism}&the same run twice gives the same bytes&exact&the
preface's promise\cr
\noalign{\smallskip\hrule}}
\endinsert

\noindent Not tested: the other integrators with the response on (the
paragraph on them above states what they do, and no test holds them to
it), and the dependence of a stack on the order of its pairs, which
Table~\tabref{sink} measures but no test fixes.

@ Debugging exercises 5.1 and 5.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 5.1} builds stage~5 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it Overlap stays.} An impulse changes velocities only. The overlap a
body had when its contact was found is kept, as Table~\tabref{sink} shows,
and a body pushed into another by a neighbour stays in it. Chapter~8
corrects positions.

{\it One pass is not a solution.} With several contacts on a body, solving
each once leaves the earlier ones violated by the later ones: stacks sink,
and the result depends on the order of the pairs. Chapter~9 repeats the
pass and keeps the impulses from step to step, which converges.

{\it No turning.} Bodies do not rotate, so a box landing on a corner lands
as if on a face, and an impulse off the centre has no lever. Chapter~6
adds rotation.

{\it No friction.} Bodies slide on each other without resistance.
Chapter~7 adds friction.

{\it Fast bodies tunnel,} as chapter~4 said: an impulse needs a contact,
and a body that crosses a thin one in one step never has one.

@*1 Summary.
A contact responds by an impulse along its normal, $j=-(1+e)\,m_nv_n^-$
with $m_n=1/(w_A+w_B)$, which keeps momentum, obeys Newton's law of
restitution and removes ${1\over2}m_n(1-e^2)(v_n^-)^2$ of energy. A threshold
treats slow approaches as inelastic, so that bodies at rest lie still. Solved
once per step, point after point, this is right for a single contact and wrong
for many: stacks sink, the order of the pairs matters, and a row of balls does
not pass a blow along. The overlap a step leaves is never undone.

@*1 Exercises.
Each exercise has a test, \.{tests/exercises/ch05-K.w}, and a reference
solution; the test calls exactly the interface the statement names. The
ratings are on the preface's scale.

\item{1.} [20] Add the world key \.{mixing=}$r$, with $r$ one of \.{max}, \.{min}, \.{product} and \.{mean}, which
chooses the rule that combines two restitutions (\.{max}, this chapter's
rule, is the default); an unknown rule is refused with a message containing
``mixing''. The rule becomes a world setting, a new field of |ph_settings|.
You name it, since the test goes through the scene reader only.
Phase~3 reads it and mixes the two restitutions by it. |ph_mix_restitution|
stays as it is, public, taking no settings: it is the \.{max} rule with its
checks at the boundary, and the chapter's \.{boundary} test must still
pass. (Test, through
|scene_load_text| and |scene_step|: a super ball just inside a static floor
of \.{material=static}, $e=0.1$, moving down at 3\thinspace m/s, leaves in
one step of ${1\over60}\,$s at $e(3+gh)$, the speed phase~5 sees, with
$e=0.95$, $0.1$, $0.095$ and $0.525$ for the four rules, to
$10^{-9}\,$m/s; \.{mixing=sometimes} does not load.)

\item{2.} [20] Write
|double ph_world_kinetic_energy(const ph_world *w)|, the sum of
${1\over2}m\vert\vec v\vert^2$ over the bodies that are not static,
and use it to check the energy law on a head-on collision of two balls of
different masses, placed already overlapping (by 1\thinspace cm) at the
start of the step, so that the impact happens in the first step. (Test: a ball of 2\thinspace kg at 3\thinspace m/s hits a
ball of 1\thinspace kg at rest with $e=0.5$, no gravity; the energy lost
in the step of the impact is ${1\over2}m_n(1-e^2)v^2=2.25\,$J, to
$10^{-9}$; a world with a static body counts only the other.)

\item{3.} [30] Write |int ph_world_bounce_count(const ph_world *w)|, the
number of contact points that, since the world was made, were given an
impulse with a target above zero, that is, that bounced. Predict how many
times a ball of $e=0.8$ dropped from 5\thinspace m bounces before its
approach speed falls below the threshold of 1\thinspace m/s. (Test: the
ball is stepped for 20\thinspace s, long enough that the threshold, not the
end of the run, ends the bouncing, which the test checks by requiring the
same count at 15\thinspace s; the count must be between 11 and 19. The
exact law gives the number of $k\ge0$ with $0.8^k\cdot10>1$, which is 11.
The recurrence $v_{k+1}=e(v_k+gh)$ of the steady bounce, applied to the
approach after phase~2, $a_{k+1}=e\,a_k+gh$, gives 18 or 19 as $a_0$ is 10
or $10+gh$. It counts every contact's $gh$ in full. The depth a ball
rebounds from and its shorter flight in steps (the $vh/2$ and $d$ of the
bounce table) take part of it back, so the engine lies between the two. A world with \.{solver=none} counts 0.)
\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] In the scene \.{headon}, a ball of \.{metal} of radius
$0.5\,$m at $3\,$m/s meets a \.{bouncy} ball of radius $0.7\,$m at
$-2\,$m/s, head on along $x$, with no gravity. Predict their velocities
after the impact, the impulse, the total momentum and the kinetic energy
lost. Which restitution does the pair get?

\item{P2.} [20] In the scene \.{bounce}, the bouncy ball ($e=0.8$, on the
floor's $0.1$) has its bottom $5\,$m above the floor and is let go at rest,
with $h={1\over60}\,$s. Follow it in steps: in which step is its contact
found, how deep is it then, at which speed does it leave, and how high does
its bottom rise after that first bounce, against the $5e^2=3.2\,$m of the
law of restitution? At which step is it highest?

\item{P3.} [20] In the scene \.{cradle}, a striker meets a row of five
equal balls of $e=1$, touching, at $3.2\,$m/s; the floor has no friction,
and the pairs are listed from left to right. Predict the six velocities at
the end of the step in which the striker's contact is first solved, and the
share of the kinetic energy left then. Why does no contact of the row
bounce in the steps that follow, and what is the end state, before the
row comes to the end of the floor?
