@* Chapter 8: Position correction.
After chapter~7 bodies bounce, turn and rub, and none of it ever undoes an
overlap. An impulse changes velocities; positions follow the velocities;
and the overlap that a body had when its contact was found is simply kept.
A box that lands stays as deep in the floor as it was in the step its fall
was stopped. A box resting on the floor goes on sinking, slowly, because
the single pass leaves it a little of the downward velocity it gained in
each step. A column of boxes sinks into the floor and into itself at a
speed that grows with its height, until the boxes pass through each other.
This chapter measures all three on stage~7 first and says why they happen.
Then it adds three ways of pushing the bodies back out, each a switch of
the world. {\it Linear projection\/} moves positions directly;
{\it Baumgarte stabilisation\/} asks the velocity solver for a little
extra separation speed; and {\it split impulses\/} solve for a second,
throw-away velocity that moves positions and is then forgotten. Each is
derived, each costs something different, and the costs are measured.
@^position correction@>
@^overlap, correcting@>

The methods are old and well known. Projection with an allowed overlap
(a {\it slop\/}) and a fraction is the one of the impulse article among
our references \cite{gaul2013}. The bias velocity is Baumgarte's
stabilisation of constraints \cite{baumgarte1972} as Box2D Lite uses it
\cite{catto2006}. The throw-away velocity is the ``snap'' of the F\#
engine \cite{fsharp}, known elsewhere as split impulses or pseudo
velocities.

Run \.{build/bin/ch08}: two columns of four boxes stand on one floor, and
beside each a box has been started 0.2\thinspace m deep in the floor. A
world has one correction, so the lanes do not each show a method. \.{K}
cycles the correction of the whole world through none, projection,
Baumgarte and split. The panel says which is in use, with the deepest
contact and the kinetic energy, so that a pop shows as energy. \.{R}
starts the scene again with its own settings, its correction among them.
To see a method from the start, pause (the space bar), press \.{R},
choose the method with \.{K}, and run again. The scene
\.{sunk} is the deep box alone, under split impulses
(Figure~\figref{sunkshot}).

\figure{fig/ch08-sunk.png}{3.2in}{The scene \.{sunk} after its first
step, drawn close up by \.{build/bin/ch08 --headless --scene sunk --steps 1
--view 0,0.1,2.5}: a wooden box started 0.2\thinspace m inside the stone
floor. The box is drawn over the floor, so the overlap is the part of it
below the floor's top, the edge where the grey begins. It is some 17\thinspace cm
still, which split impulses lift out over the next steps
(Figure~\figref{sunkplot} follows it). The white outline is chapter~4's
mark of the selected body. Run with \.{--panel}, the demo also shows the
correction in use and the box's energy of motion. The lift leaves that energy
at the few centimetres a second of downward velocity the single pass
leaves a box that turns.}
\figlabel{sunkshot}

@ The plan: what stage~7 leaves, measured; the error a step leaves, and
why; the switch and its settings. Then a way of moving a body without giving
it velocity, which two of the methods need; projection; Baumgarte's bias
velocity; split impulses. Last, measurements of all three side by side; what
the tests check; what the chapter cannot do; exercises.
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}\seclabel{ch8-page}
\smallskip
\item{$\bullet$} say where the overlap a step leaves comes from, and model its growth;
\item{$\bullet$} correct it three ways (projection, Baumgarte's bias, split impulses) and derive what each settles at;
\item{$\bullet$} explain why Baumgarte's bias adds energy and split impulses do not;
\item{$\bullet$} choose a slop and a correction rate, and say what each costs.
\smallskip
\noindent This chapter removes the overlap a step leaves, so that a resting body
does not sink. Three cures are built behind one switch. Projection moves
positions apart after the step. Baumgarte's bias asks the impulse for a
velocity that closes the overlap, and split impulses do the same with a
second velocity that moves positions and is then forgotten. The equations
that carry them, with $z$ the setting |percent|, a fraction (0.8 by
default, not 80), and $\beta$ the setting |beta|:
$$\Delta d=z\,\max(d-s,0)\qquad\hbox{(projection)},$$
$$b={\beta\over h}\,\max(d-s,0),\qquad v_n^\star=\max(-e\,v_n^-,\;b)
\qquad\hbox{(Baumgarte)},$$
$$j'=m_n\,(b-u_n)\qquad\hbox{(split impulses)}.$$
Figure~\figref{step-8} is the step of stage~8. The bars mark the split
impulses' own pass in phase~5; the projection is inside phase~7's
relaxation, and the bias inside phase~3's targets.
\input fig/ch08-step.tex

@*1 The error a step leaves.
\wsfrom{8}Two mechanisms make overlap, and nothing in stages 5 to~7 removes it.\seclabel{ch8-error}

{\it A penetration is never undone.} Chapter~4 finds a contact only once
the bodies overlap. A box falling at $v$ is found in the first step that
{\it starts\/} with it inside the floor, up to $vh$ deep. Phase~5 then
stops it, or bounces it, and phase~6 moves it by the new velocity. A box
whose fall was stopped (restitution 0, or an approach below the threshold)
has normal velocity 0 and does not move along the normal at all. The depth
$d_0$ it had is kept, step after step, for as long as it rests.

{\it Velocity errors become position errors.} The solver's target for a
resting contact is $v_n=0$ after the pass. The pass may leave it
short of that: after phase~5 the point still moves into the floor, at a
sinking speed $\dot d$ (its normal velocity is $-\dot d$). Phase~6 turns
that into $h\dot d$ of new overlap, and nothing takes it back. Chapter~5
derived one such $\dot d$: two boxes in a column sink together at
$gh$, the velocity gravity adds in a step ($g$ times the step $h$, ${1\over6}\,$m/s
at 60 steps a second with $g=10\,$m/s$^2$), since the contact between them, solved after the floor's, pushes the
bottom box back into the floor. A single box that turns has another,
smaller one. Its two points are solved one after the other, and the
second point's impulse turns the box and pushes the first point back in.
Each step adds $h\dot d$, so the depth grows linearly in time:
$$d(t)\approx d_0+\dot d\,t.$$
Figure~\figref{steperror} draws both.
@^sinking@>

\mpfigure{fig/ch08-correction-1.mps}{}{The error a step leaves. Left: a
box found $d_0$ deep, having fallen $vh$ in its last step (dashed: where
it was); its fall is stopped, and nothing moves it out. Right: a box at
rest whose pass leaves it moving down at $\dot d$ goes $\sigma=h\dot d$
deeper every step. Three steps are drawn, each outline labelled by its step
at its top edge; $d_0$ is the depth at step~$k$; the sink is much
enlarged.}
\figlabel{steperror}

{\it Measured on stage~7.} How large are the two errors? They are
measured on this stage with the correction off, which is stage~7: phase~7
then does nothing, and the tests of chapters 5 to~7 pass on it. A test of
this chapter checks that no key, \.{auto} and \.{none} run alike, to the
bit. \input fig/ch08-stage7-text.tex
\tablecaption{A box $1\times1\,$m of wood dropped flat onto the floor
from three heights, on stage~7 (friction on, no correction): the depth of
its lowest corner below the floor's top at the end of the step that
stopped its fall, and 600 steps (10\thinspace s) later, in millimetres
(preface, \S\secref{measures}). Made by {\tt bench08}.}\tablabel{drops}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
&\multispan2\hfil depth (mm)\hfil\cr
dropped from (m)&landed&10\thinspace s later\cr
\noalign{\smallskip\hrule\smallskip}
\ChEightDropRows}}$$
\noindent The box that cannot turn shows the first mechanism alone: it lands up to
$vh$ deep, wherever in a step it met the floor (here \ChEightFixedLanded\thinspace mm, for
$vh=75\,$mm), and stays so deep for ever. The box that turns shows both. It meets the floor in the same step,
as deep, and ``landed'' is measured, as \.{bench08} does, at
the end of that impact step. Its extra depth is the single pass's error in
that one step, the second point's impulse pushing the first point back in.
Then it sinks, at the $\dot d$ that its two points, solved one after
the other, leave it. Chapters 6 to~8 each meet this resting box, and
Table~\tabref{sinkrates} gathers its rates in one place: the rate chapters
6 and~7 derive from the single pass, and the rate measured. Friction
raises the derived rate 2.5 times, and the measured one about as
much. All three boxes sink slower than their model, since
by the time they are measured they have turned, and their corners no
longer lie as the model assumes.
\midinsert
\tablecaption{The resting box $1\times1\,$m of wood, solved by the single
pass without correction: the rate at which its centre sinks, as derived (in units
of $gh={1\over6}\,$m/s, and in mm/s) and as measured (mm/s). Each row
gives its friction coefficient $\mu$ and the run that measured it: 5\thinspace s
by {\tt bench07} on chapter~7's level ramp, with friction off and on, and
10\thinspace s by {\tt bench08} for this chapter's box on a stone floor,
landed from 1\thinspace m, whose wood on stone mixes to $\mu=0.53$; its
run starts at the step it lands. The model of both rows with friction is
chapter~7's $(1+3\mu)gh/8$. So the last row's run differs from the others' in its friction, its length
and its start.}\tablabel{sinkrates}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&#\hfil\quad&\hfil$#$\quad&\hfil#\quad&\hfil#\cr
derived in&$\mu$&run&\hbox{model}&model (mm/s)&measured (mm/s)\cr
\noalign{\smallskip\hrule\smallskip}
chapter 6&0&5\thinspace s, {\tt bench07}&gh/8&21&\ChSevenLevelOffRate\cr
chapter 7&0.5&5\thinspace s, {\tt bench07}&{5\over16}gh&52&\ChSevenLevelRate\cr
chapter 7&0.53&10\thinspace s, {\tt bench08}&{1+3\mu\over8}gh&54&\ChEightCentreRate\cr}}$$
\endinsert
A column of boxes shows the second mechanism grown large. Chapter~5's two
boxes sink at $gh$. The column of four sinks faster, until its boxes
pass through each other and fall.\wsto{8}


@*1 Three cures, one switch.
Every cure looks at a contact's depth $d$ beyond an allowed overlap $s$,
the {\it slop}, $\max(d-s,0)$, and removes part of it. The slop is needed
for a reason chapter~4 gives. A contact exists only while the bodies
overlap, so a method that removed all of the overlap would lose the
contact, let the body fall for a step, find it again, and so on. A body
kept $s$ deep keeps its contact and rests. Its default, 5\thinspace mm,
is Box2D's linear slop \cite{box2d}; it is small beside any body of the
book's scenes. The corrections remove only the excess beyond $s$, so none
lifts a body above the depth $s$. A body kept there loses its contact
only if something else lifts it by $s$ in one step. How large $s$ must be
for that is not derived here, and 5\thinspace mm is Box2D's choice.
@^slop@>

The methods are a switch of the world's settings with a rate each.
|percent|, for projection, is the share of the excess removed in one step:
a fraction, 0.8 by default, written $z$ below. (The setting keeps the
name our reference gives it \cite{gaul2013}, though it is not in percent.)
|beta|, for Baumgarte's method and split impulses, is the share the bias
velocity asks for in one step. Both lie in $(0,1]$; 1 would remove the
whole excess at once, and the sections below say why less is better.

@s ph_correction int

@<Collision types@>+=
typedef enum {
  PH_CORRECT_AUTO, PH_CORRECT_NONE, PH_CORRECT_PROJECTION, PH_CORRECT_BAUMGARTE,
  PH_CORRECT_SPLIT
} ph_correction;

@ @<Settings fields@>+=
ph_correction correction; /* how overlap is removed (chapter 8) */
double slop; /* $s$, the overlap left alone, in metres */
double percent; /* projection's share of the excess removed per step */
double beta; /* $\beta$: the share asked of the bias velocity per step */

@ The default is |PH_CORRECT_AUTO|, which means ``the correction chosen
for the solver in use''. For chapter~5's single pass it is none. That is
the one exception to the preface's rule that a world naming no setting
gets the best its stage offers. Stage~8 has no best correction for the
single pass: the measurements at the end of this chapter find that each
method fixes one of the scenes of Table~\tabref{methods8}, in the section {\it Measurements\/} below, and worsens
another. So a plain world of stage~8 keeps the single pass as chapter~5
measured it, and names a correction when it wants one. The tests of
chapters 5 to~7 then check on this stage what they checked on their own.
Chapter~9's solver, measured with a correction, chooses its own, and the
rule holds again.
@^switches@>

@<Set the default values of later settings@>+=
s.correction = PH_CORRECT_AUTO;
s.slop = 0.005;
s.percent = 0.8;
s.beta = 0.2;

@ The settings are checked where they enter, as chapter~5's are.
@.unknown correction@>
@.slop must be...@>
@.percent must be...@>
@.beta must be...@>

@<Check the later settings@>+=
if ((int) s->correction < (int) PH_CORRECT_AUTO || (int) s->correction > (int) PH_CORRECT_SPLIT)
  return "unknown correction";
if (!(isfinite(s->slop) && s->slop >= 0.0)) return "slop must be finite and not negative";
if (!(s->percent > 0.0 && s->percent <= 1.0)) return "percent must be in (0, 1]";
if (!(s->beta > 0.0 && s->beta <= 1.0)) return "beta must be in (0, 1]";

@ Which correction a step uses: the setting, unless it is |PH_CORRECT_AUTO|;
then the one a later solver chooses for itself, and none for chapter~5's
single pass. The engine asks this function, never the setting.

@<Engine functions@>+=
static ph_correction correction_in_use(const ph_world *w)
{
  if (w->settings.correction != PH_CORRECT_AUTO) return w->settings.correction;
  @<Return the correction a later solver chooses@>@;
  return PH_CORRECT_NONE;
}

@ @<Return the correction a later solver chooses@>=
@; /* chapter 9 */

@ A program (the demo's panel, a test) may ask the same question. A null
world is reported and gives |PH_CORRECT_NONE|.
@.no world@>

@<Engine functions@>+=
ph_correction ph_world_correction(const ph_world *w)
{
  if (!w) {
    ph_report("no world");
    return PH_CORRECT_NONE;
  }
  return correction_in_use(w);
}

@ @<Private declarations@>+=
static ph_correction correction_in_use(const ph_world *w);

@ @<Collision functions@>+=
ph_correction ph_world_correction(const ph_world *w);

@ Every correction acts on the contacts phase~3 prepared, so none acts in
a world with no response (\.{solver=none}), where chapter~4's contacts are
only reported. There phase~3 prepares none (|impulse_count| is 0), so
projection's loop and the pseudo solve find nothing to do, although
|ph_world_correction| still reports the method set. Overlap is all there
is to see there, and chapter~4's tests look at it.

@*1 Moving a body without giving it velocity.
Projection and split impulses both move a body in phase~7, after the
integrator. Two rules of earlier chapters would turn such a move into
velocity. Chapter~2 gives an Euler body the velocity change
$(\vec x-\vec x^*)/h$ for whatever phase~7 did to it, $\vec x^*$ being
|integrated|, where the integrator put it; and a Verlet body's velocity
{\it is\/} its last displacement, $(\vec x-\vec x_{\rm prev})/h$. Both are
right for chapter~1's particles, whose collision response is the move.
Here they are not wanted. A correction that lifts a body by a height $\Delta y$ would leave it
moving up at $\Delta y/h$, away from the floor, which for the 0.2\thinspace m
overlap measured below is 12\thinspace m/s at 60 steps a second, a worse
pop than any of the three methods. So a correction moves |integrated| with
the body, and for Verlet |previous| and |previous_angle| too: the body is
moved as if it had always been where it is put, with its velocity
untouched. That is our answer for a Verlet body: it is displaced, its
history with it, and gains nothing. A static body is not moved at all.
Chapter~6 could say that no constraint of phase~7 turns a body; split
impulses now do. An Euler body has no integrated angle for chapter~2's
rule to read, so the turn gives it no $\omega$; a Verlet body's
|previous_angle| is turned with it, so it gains none either.
@^Verlet bodies and correction@>

@<Engine functions@>+=
static void shift_body(ph_world *w, ph_body *b, ph_vec2 dx, double dtheta)
{
  if (is_static(b)) return;
  b->position = ph_add(b->position, dx);
  b->integrated = ph_add(b->integrated, dx);
  b->angle += dtheta;
  if (w->settings.integrator == PH_VERLET) {
    b->previous = ph_add(b->previous, dx);
    b->previous_angle += dtheta;
  }
}

@ @<Private declarations@>+=
static void shift_body(ph_world *w, ph_body *b, ph_vec2 dx, double dtheta);

@*1 Linear projection.
This section gives the most direct cure, which acts after the bodies have\seclabel{ch8-projection}
moved. It pushes each pair apart along the normal by a share $z$ (the
setting |percent|) of the excess depth, the depth beyond the slop $s$. The
push takes the depth down by
$$\Delta d=z\,\max(d-s,0).$$
It shares the push between the bodies in proportion to their inverse
masses, as chapter~1 shared the separation of particles:
$$\Delta\vec x_A=-{w_A\over w_A+w_B}\,\Delta d\,\vec n,\qquad
  \Delta\vec x_B={w_B\over w_A+w_B}\,\Delta d\,\vec n.$$
The pair separates by exactly $\Delta d$ along $\vec n$. Since
$m_A\Delta\vec x_A+m_B\Delta\vec x_B=\vec 0$, the centre of mass of two
moving bodies stays where it was. A static body, with $w=0$, does not
move. A pair in which neither body can move, $w_A+w_B=0$, is
skipped rather than divided by zero. Nothing turns: the push goes through
the centres.
@^linear projection@>

{\it How fast it converges.} At what depth does a resting box settle?
Suppose the solver leaves the box sinking by $\sigma=h\dot d$ in each step.
Let $d_k$ be the depth phase~1 finds in step $k$. Phase~6 adds $\sigma$
to it, and phase~7 removes $z(d_k-s)$, so
$d_{k+1}-s=(1-z)(d_k-s)+\sigma$. The fixed point of this recurrence is
$$d^\star=s+{\sigma\over z}.$$
The excess over $d^\star$ shrinks by the factor $1-z$ in each step. With
$\sigma=0$ the box settles at the slop. With the single pass's $\sigma$ it
settles a little deeper, and stays there. A share $z=1$ would remove the
excess in one step. Less is used because a body under another is pushed
by both its contacts at once, and a full share makes the pushes overshoot
and jitter \cite{gaul2013}. The default share, $0.8$, removes all but a
fifth of the excess in a step.
Figure~\figref{fixedpoint} follows the recurrence step by step.

\mpfigure{fig/ch08-correction-5.mps}{}{The depth phase~1 finds, step by
step, under the recurrence $d_{k+1}=d_k+\sigma-z\max(d_k-s,0)$. The
slop is $s=5\,$mm. The sink is that of a body sinking at $gh$, the
velocity gravity adds in one step, for one step: $\sigma=h\cdot gh=gh^2$,
2.8\thinspace mm at $g=10\,$m/s$^2$ and $h={1\over60}\,$s (the test
\.{settle}, below, allows at most this). Two shares are drawn: $z=0.8$ (green), projection's default, and
$z=0.2$ (red), the share of Baumgarte's $\beta$ below. Each starts from two
depths, $d_0=30\,$mm and $d_0=0$; the second is a box placed touching, which goes
$\sigma$ deeper a step until it passes the slop. Each curve settles on its fixed point
$s+\sigma/z$ (dashed), by the factor $1-z$ a step: the smaller share
settles deeper and more slowly. Computed from the recurrence in the
figure, not by the engine.}\figlabel{fixedpoint}

{\it The depth it uses.} The depth $d$ is the one phase~1 found, before
the bodies moved in phase~6; it is not measured again. Measuring again would
take one more narrow-phase test of chapter~4 for every contact. That test is
cheaper than phase~1, which tests every pair of bodies, but it is not free,
and it would have to be repeated after each push. Box2D's position solver does just
that. It measures each contact again from the current positions and pushes
it out, contact after contact, several times a step: a nonlinear
Gauss--Seidel iteration on positions \cite{box2d}, of which exercise~3 is
the linear half. Using phase~1's depth costs accuracy when the bodies moved
along the normal in this step. A ball that bounces has already moved out by
$hv_n$, and projection pushes it out again, a little too far. A body that the solver
left sinking is $\sigma$ deeper than $d$ says. Projection corrects that
$\sigma$ a step late: the $\sigma$ left for the next step is the $\sigma$
in the fixed point above.

{\it What it costs.} Projection ignores the solver. It moves bodies after
the velocities are final, and the solver never learns of the move. So the
two can fight. In a column the solver's velocities move the boxes down in
each step, and projection moves them up again. The velocities, which
projection never touches, go on saying that the column falls. The
positions hold only as long as projection keeps up, and the measurements
show a column that still sinks, leans and topples.

@<Engine functions@>+=
static void project_contacts(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    double d = c->manifold.depth, s = w->settings.slop, z = w->settings.percent;
    double weight = A->inverse_mass + B->inverse_mass;
    if (!(d > s) || !(weight > 0.0)) continue;
    ph_vec2 push = ph_mul(z * (d - s) / weight, c->manifold.normal);
    shift_body(w, A, ph_mul(-A->inverse_mass, push), 0.0);
    shift_body(w, B, ph_mul(B->inverse_mass, push), 0.0);
  }
}

@ @<Private declarations@>+=
static void project_contacts(ph_world *w);

@*1 Baumgarte's bias velocity.
This section corrects the depth through the solver instead of after it.\seclabel{ch8-bias}
Baumgarte's idea \cite{baumgarte1972} is that a constraint violated by
an amount $C$ asks for a velocity that removes a share of $C$ in the next
step. Our constraint is violated by the overlap beyond the slop,
$C=d-s>0$. Removing a share $\beta$ of it in one step of length $h$ takes
a normal velocity of separation, the {\it bias velocity\/} $b$:
$$b={\beta\over h}\,\max(d-s,0).$$
Phase~3 makes $b$ the least target of the point.
The solver then pushes until the pair separates at $b$, and phase~6 moves
the pair apart by $hb=\beta(d-s)$. So the excess shrinks by the factor
$1-\beta$ in each step, as projection's shrinks by $1-z$. This holds while
the pass has to push in every step, which the paragraph on when the rate
holds makes precise. The excess shrinks to the same kind of fixed point as
under projection, $s+\sigma/\beta$. Here, too, $\sigma=h\dot d$ is how much
deeper the single pass leaves a resting box in each step. The bias is
computed from phase~1's depth, so it also corrects that $\sigma$ a step
late. With Box2D Lite's $\beta=0.2$ \cite{catto2006}, a fifth of the
excess goes in each step. Each point uses its own depth $d_i$. So a box
resting tilted, one corner deeper than the other, is pushed more at the
deeper corner, and turns.

In continuous time the bias asks for $\dot C=-(\beta/h)\,C$, so that $C$
decays as $e^{-\beta t/h}$. Baumgarte's own form \cite{baumgarte1972}
is of second order, $\ddot C+2\alpha\dot C+\beta_0^2C=0$, for constraints
on accelerations. Its $\alpha$ and $\beta_0$ are two rates, in 1/s, that
the user chooses; this $\alpha$ is not an angular acceleration. The
sequential-impulse engines keep the first-order part of that form. In steps the excess is multiplied by $1-\beta$. A $\beta$ above 1
would carry the body past the slop in one step, and a $\beta$ above 2 would
make the error grow. Hence $\beta\le1$.

{\it When the rate holds.} The rate $1-\beta$ needs the pass to push in
every step, and this paragraph finds the depths at which it does. The box
ends a step separating at $b$. In the next step gravity takes $gh$ of that
speed, and the new bias is $(1-\beta)b$. The pass pushes again only if
$b-gh<(1-\beta)b$, that is, while $\beta b<gh$. Since $b=\beta(d-s)/h$,
the condition is $\beta^2(d-s)/h<gh$, an excess depth $d-s$ below
$gh^2/\beta^2\approx69\,$mm at $\beta=0.2$. A deeper box is given more
speed than it needs. It coasts on that speed past the slop: this is the
pop described below.

Both rates, $\beta$ and projection's $z$, are shares {\it per step}. So
how fast a method corrects in seconds depends on $h$. With $\beta=0.2$ at
60 steps a second the excess left after one second is
$0.8^{60}\approx1.5\times10^{-6}$ of it, and at 120 steps a second the same
$\beta$ corrects twice as fast. Chipmunk states its rate instead as the
share of the error left after a second, which keeps its meaning when the
step changes; this book keeps its steps at 60 a second and the per-step
share of its references.
@^Baumgarte stabilisation@>
@^bias velocity@>

{\it With restitution.} How does the bias combine with chapter~5's
target? That target is already a velocity of separation: $-e\,v_n^-$ for
an impact faster than the threshold, else 0. Each target is a least speed
at which the pair must separate after the step, and each alone does its
job. So the point takes the larger,
$$v_n^\star=\max(-e\,v_n^-,\;b).$$
Adding them would be wrong. A fast impact that found the bodies deep
would bounce faster than the law of restitution allows, gaining energy
from the overlap on top of what the bounce keeps. With the larger, a
bounce that separates faster than $b$ removes the overlap by itself,
sooner than the bias would, and the bias adds nothing. A resting contact,
whose target is 0, takes the bias.

{\it What it costs.} The bias is a real velocity. After the step in which
it acts, the pair still separates at $b$, and the body carries kinetic
energy ${1\over2}m_nb^2$ that no force gave it. For a resting box this
energy is small, and gravity takes it back. For a deep overlap it is not
small. A box 0.2\thinspace m inside the floor, with $\beta=0.2$ and
$h={1\over60}\,$s, gets $b=0.2\cdot60\cdot0.195=2.34\,$m/s upward. With nothing
else acting, that is enough to rise $b^2/2g=0.27\,$m from where it started, past the
floor's top: the overlap pops apart.
A smaller $\beta$ pops less and corrects more slowly; no $\beta$ corrects
without adding energy. Figure~\figref{biasfig} draws the bias and what it
leaves behind.

\mpfigure{fig/ch08-correction-2.mps}{}{The bias velocity. Left: a box
$d$ deep; the dashed green line is the slop $s$ below the floor's top,
and $d-s$ is the part of the depth beyond it. The solver is asked for the
separation speed $b=\beta(d-s)/h$. Right: in the next step the box is
$\beta(d-s)$ higher (dashed: where it was), and still moving up at $b$,
with the kinetic energy ${1\over2}m_nb^2$ that no force gave it. For one
point against a static body with no lever arm along the normal, as here,
the effective mass $m_n$ of chapter~5 is the box's mass $m$, so this is
the ${1\over2}mb^2$ of the measurements.}
\figlabel{biasfig}

@<Prepare the correction of point |i|@>+=
{
  double d = c->manifold.points[i].depth, s = w->settings.slop, beta = w->settings.beta;
  double b = d > s ? beta / h * (d - s) : 0.0;
  ph_correction method = correction_in_use(w);
  if (method == PH_CORRECT_BAUMGARTE && b > q->points[i].target) q->points[i].target = b;
  q->points[i].split_target = method == PH_CORRECT_SPLIT ? b : 0.0;
  q->points[i].split_impulse = 0.0;
}

@*1 Split impulses.
\wsfrom{8}This section keeps Baumgarte's correction and removes the energy it adds.\seclabel{ch8-split}
That energy comes from putting the bias into the velocity that the body
keeps. Split impulses keep the bias and the kept velocity apart. Every
body gets a second velocity, a {\it pseudo velocity\/} $\vec u$ and a
pseudo angular velocity $\nu$, zero at the start of every step. The
contact points are solved a second time, for these alone, with the bias
velocity $b$ as their target. The pseudo impulse $j'$ that brings the
pseudo normal velocity $u_n$ at the point to $b$ is, by chapter~5's
derivation with the same effective mass,
$$j'=m_n\,(b-u_n),$$
and it changes $\vec u$ and $\nu$ as an impulse changes $\vec v$ and
$\omega$, with the lever arms of chapter~6. After the velocities have
moved the bodies in phase~6, phase~7 moves them once more, by $h\vec u$
and $h\nu$, and sets $\vec u$ and $\nu$ back to 0. The real velocity
never sees the bias, so a correction gives no body any kinetic energy. A
box 0.2\thinspace m inside the floor is lifted a share $\beta$ of the way
out in each step, and rests where it arrives.
This is the ``snap'' of the F\# engine \cite{fsharp};
Figure~\figref{pseudofig} draws it.\wsto{8}
@^split impulses@>

\mpfigure{fig/ch08-correction-3.mps}{}{The pseudo velocity. Left, phase~5:
the real solve leaves the resting box at $\vec v=\vec0$; the second solve
gives it a pseudo velocity $\vec u$ (dashed, red) with the bias as its
target; the dot is the box's centre, whose real velocity stays $\vec 0$.
Right, phase~7: the box is moved by $h\vec u$ (dashed: where it was),
$\vec u$ is set to $\vec 0$, and $\vec v$ is still $\vec 0$.}
\figlabel{pseudofig}

@^pseudo velocity@>

@<Body fields@>+=
ph_vec2 pseudo_velocity; /* $\vec u$, split impulses' velocity; 0 outside the step */
double pseudo_angular_velocity; /* $\nu$, its turning part */

@ @<Initialise the later body fields@>+=
b->pseudo_velocity = ph_v(0.0, 0.0);
b->pseudo_angular_velocity = 0.0;

@ Each point keeps its target $b$, prepared in phase~3 above, and the pseudo
impulse it has been given in this step. The total is {\it accumulated\/}
and kept at or above zero, as a contact may push and never pull: chapter~9's
solver visits a point several times, and each visit may take back part of
what an earlier one gave, but never more than all of it. In the single
pass, which visits a point once, the total is the one impulse.

@<Correction fields of a contact point@>+=
double split_target; /* $b$ under split impulses, else 0 */
double split_impulse; /* $\sum j'\ge0$, the pseudo impulse of this step */

@ The pseudo velocity of a body at a point is $\vec u+\nu\times\vec r$,
chapter~6's velocity of a point, made of the pseudo velocities; giving a
body a pseudo impulse $\vec J$ at $\vec p$ changes $\vec u$ by $w\vec J$
and $\nu$ by $I^{-1}(\vec r\times\vec J)$. A static body has none and
takes none.

@<Engine functions@>+=
static ph_vec2 pseudo_velocity_at(const ph_body *b, ph_vec2 p)
{
  ph_vec2 r = ph_sub(p, b->position);
  return ph_add(b->pseudo_velocity, cross_scalar_vector(b->pseudo_angular_velocity, r));
}

static void push_pseudo(ph_body *b, ph_vec2 p, ph_vec2 impulse)
{
  if (is_static(b)) return;
  b->pseudo_velocity = ph_add(b->pseudo_velocity, ph_mul(b->inverse_mass, impulse));
  b->pseudo_angular_velocity += b->inverse_inertia * ph_cross(ph_sub(p, b->position), impulse);
}

@ Solving point |i| of contact |k| once: the pseudo normal velocity is read,
the increment $j'=m_n(b-u_n)$ is added to the total, the total is kept at
or above 0, and what the total changed by is given to the two bodies.

@<Engine functions@>+=
static void solve_split_point(ph_world *w, int k, int i)
{
  const ph_contact *c = &w->contacts[k];
  ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
  ph_contact_impulse *q = &w->impulses[k];
  ph_vec2 n = c->manifold.normal, p = c->manifold.points[i].point;
  double un = ph_dot(ph_sub(pseudo_velocity_at(B, p), pseudo_velocity_at(A, p)), n);
  double old = q->points[i].split_impulse;
  double total = old + q->points[i].normal_mass * (q->points[i].split_target - un);
  if (!(total > 0.0)) total = 0.0;
  q->points[i].split_impulse = total;
  push_pseudo(A, p, ph_mul(-(total - old), n));
  push_pseudo(B, p, ph_mul(total - old, n));
}

@ @<Private declarations@>+=
static ph_vec2 pseudo_velocity_at(const ph_body *b, ph_vec2 p);
static void push_pseudo(ph_body *b, ph_vec2 p, ph_vec2 impulse);
static void solve_split_point(ph_world *w, int k, int i);

@ Phase 5. Chapter~5's single pass solves each point once for the
velocities; then, under split impulses, each point once for the pseudo
velocities, in the same order. The two solves share the effective masses
of phase~3 and nothing else: a real impulse does not change a pseudo
velocity, nor the reverse. Chapter~9's solver calls |solve_split_point|
in its own iterations.

@<Solve the velocity constraints@>+=
if (w->settings.solver == PH_SINGLE_PASS && correction_in_use(w) == PH_CORRECT_SPLIT)
  for (int k = 0; k < w->impulse_count; k++)
    for (int i = 0; i < w->impulses[k].count; i++) solve_split_point(w, k, i);

@ Phase 7. The pseudo velocities move the bodies, with |shift_body| so that
the move becomes no velocity, and are thrown away. The move is made here,
in the phase that corrects positions, rather than in phase~6: phase~6
stays the integrator alone, exactly as on stage~7, and everything that
corrects positions, projection included, happens in one place, after the
integration. (A body moved in phase~6 would need the same care, since
chapter~2's rule reads where the integrator put it.)

@<Engine functions@>+=
static void move_by_pseudo_velocities(ph_world *w, double h)
{
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    shift_body(w, b, ph_mul(h, b->pseudo_velocity), h * b->pseudo_angular_velocity);
    b->pseudo_velocity = ph_v(0.0, 0.0);
    b->pseudo_angular_velocity = 0.0;
  }
}

@ @<Private declarations@>+=
static void move_by_pseudo_velocities(ph_world *w, double h);

@ Phase~7 runs the correction in use, after chapter~1's relaxation of
particles; with none (and so on every earlier scene) it does nothing, not
even add a zero to a position.

@<Relax the constraints@>+=
switch (correction_in_use(w)) {
case PH_CORRECT_PROJECTION: project_contacts(w); break;
case PH_CORRECT_SPLIT: move_by_pseudo_velocities(w, h); break;
default: break;
}

@ {\it What it costs.} A second solve: every point is visited twice per
pass, once for the velocities and once for the pseudo velocities, and
with chapter~9's iterations twice per iteration. The second visit does
the work of the normal impulse alone, with no friction, so it adds at most
about half of the solver's time, and less of a step's. It also loses
something Baumgarte's method has. Baumgarte's correction lives in the
velocity, which carries over to the next step; the pseudo velocity is
thrown away at the end of each. So where many contacts push on one body the pseudo solve converges no better than
the real one, and the correction of a column is only as good as the
passes over it.

@*1 The solver as it stands.
Figure~\figref{solver-8} is the contact solver of stage~8: the single pass,
unchanged by this chapter except through the targets phase~3 now prepares
(Baumgarte's bias among them), and the split impulses' pass, which solves
each point's pseudo-velocity the same way and is forgotten at the end of
the step.
\input fig/ch08-solver.tex

@*1 Measurements.
The chapter's measurement program, \.{bench08} (in the part {\it The
programs around the engine}, |@<Run the chapter 8 measurements@>|), runs
the scenes of this section and writes its table, the sentences that read
it, and the data of Figure~\figref{sunkplot} when the book is built. The
section asks what each correction costs and what it leaves. Every
scene is a stone floor and wooden boxes of $1\times1\,$m (60\thinspace kg)
with restitution 0, the single pass with friction, symplectic Euler, 60
steps a second, the slop at 5\thinspace mm, projection's share at $0.8$ and
$\beta$ at $0.2$. Table~\tabref{methods8} runs the same scenes under
each method; its caption defines the columns. Its first three columns are
depths of a box's lowest corner. Chapter~9's table across the stages gives
the sink of the resting box's centre from where it started, a smaller number.
The column's top drops by sinking or, once the column leans, by falling
over. A step's time is the median of 15 timings on the machine that built
this book.
@^measurements, correction@>

\par\bigskip\vbox{
\tablecaption{The four corrections side by side. Columns: the depth (mm)
of the lowest corner below the floor's top for a box dropped from
1\thinspace m, after 3\thinspace s; the same depth for a box started
resting 1\thinspace mm deep, after 10\thinspace s; and for a box started
0.2\thinspace m deep, after 1\thinspace s. For that deep box: its largest
upward kinetic energy, its {\it kick\/} (J); the highest its lowest corner rose above the
floor's top (mm; a negative rise means the corner never left the floor);
the steps it took to lose nine tenths of its overlap (a dash: never).
Then the sink of the top of a column of four in 2\thinspace s (mm),
and the time of a step of ten resting boxes ($\mu$s)
(preface, \S\secref{measures}). Made by {\tt bench08}.}\tablabel{methods8}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&dropped&resting&\multispan4\hfil started 0.2\thinspace m deep\hfil\quad&column:&step\cr
method&depth&depth&depth&kick&rise&steps&sink&time\cr
&(mm)&(mm)&(mm)&(J)&(mm)&&(mm)&($\mu$s)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch08-methods.tex
}}$$
}\bigskip

\input fig/ch08-methods-text.tex

\mpfigure{fig/ch08-correction-4.mps}{}{The depth of a box started
0.2\thinspace m inside the floor, every step of its first 1.5\thinspace s,
under each method, as the engine computed it (drawn from {\tt bench08}'s
output). With none it sinks on. Projection takes four fifths of the
excess each step. Split impulses take somewhat less than the fifth that
$\beta$ asks, since the two corners are solved one after the other
(\S\secref{ch8-corners}). Baumgarte's bias asks a fifth too, but the velocity it leaves carries the box on, out of the
floor and into the air (negative depth), from where it falls back. The
thin grey line is the floor's top (depth 0). The dotted green one is the
slop, 5\thinspace mm, just above which projection's curve settles, at
$s+\sigma/z$ (Table~\tabref{methods8}; the paragraph on the rates).}
\figlabel{sunkplot}

{\it A bounce.} Restitution meets each correction differently: Baumgarte's
bias is only a floor under chapter~5's target, $\max(-e\,v_n^-,b)$;
projection pushes a box that has already bounced out of its overlap a
second time; split impulses lift it without a velocity.
Table~\tabref{bounce8} drops a box of wood with restitution ${1\over2}$
from 1\thinspace m onto the floor under each method. Its turning is switched
off, so that the single pass's two corners do not turn the bounce into a
rocking, as in the measurements of stage~7. The table compares the height of
its bounce with $e^2H=250\,$mm. Read the ratio with the depth it landed
at: a box that bounces from some millimetres deep has risen that much more
from where it bounced than the rise says.

\midinsert
\tablecaption{A bounce under each correction: a box of wood, restitution
${1\over2}$, turning off, dropped from 1\thinspace m. Columns: its depth at the end
of the step that stopped its fall (mm; negative: already above the floor);
the highest its lowest corner rose above the floor's top in the next
2\thinspace s (mm, the rise of preface \S\secref{measures}); and that height over
$e^2H=250\,$mm. Made by {\tt bench08}.}\tablabel{bounce8}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
method&landed depth (mm)&rise (mm)&rise$/e^2H$\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch08-bounce.tex
}}$$
\endinsert

The bias adds nothing to a bounce: the row of Baumgarte's method is the
row of no correction. The impact's target, $-e\,v_n^-$, is far above $b$,
so the bias never sets the target. Projection's box rises highest: the push of
phase~7 comes on top of a bounce that was already leaving, the ``one push
too many'' of the section on projection, and the rise shows it as height
the law of restitution did not give. Split impulses lift the box out in the
impact step without a velocity, and its bounce starts from nearer the
floor's top.

@ {\it The rates.} A method's rate is the share of the overlap beyond
the slop that it removes in a step, named $z$ under projection and $\beta$
under Baumgarte's method and split impulses. In this section and in the
tests' table, $z$ stands for either: $z$ itself under projection, $\beta$
under the other two.
Each method settles a resting box at the fixed point $s+\sigma/z$ of the
sections above, where $\sigma=h\dot d$ is how much deeper the single
pass's error leaves the box each step; so $\sigma=z(d-s)$ can be read
off the box's depth $d$.
Table~\tabref{rates8} gives both for each method at four rates.
\input fig/ch08-rates-text.tex

\midinsert
\tablecaption{A resting box $1\times1\,$m of wood that turns, after
10\thinspace s under each method with its rate $z$ (or $\beta$, for
Baumgarte's method and split impulses): its depth $d$ (mm)
and the sink $\sigma=z(d-s)$ a step that the fixed point $s+\sigma/z$
implies (mm), with the slop $s=5\,$mm (preface, \S\secref{measures}). Made by {\tt bench08}.}\tablabel{rates8}
$$\vbox{\halign{\hfil#\qquad&\hfil#\quad&\hfil#\qquad&\hfil#\quad&\hfil#\qquad
&\hfil#\quad&\hfil#\cr
&\multispan2\hfil projection\hfil\qquad&\multispan2\hfil Baumgarte\hfil\qquad
&\multispan2\hfil split\hfil\cr
$z$ or $\beta$&$d$ (mm)&$\sigma$ (mm)&$d$ (mm)&$\sigma$ (mm)&$d$ (mm)&$\sigma$ (mm)\cr
\noalign{\smallskip\hrule\smallskip}
\ChEightRatesRows}}$$
\endinsert

The sink $\sigma$ is nearly the same under the three methods, but it is
\ChEightSigmaMoreLow\ to \ChEightSigmaMoreHigh\thinspace\% more than the
\ChEightNoneSinkStep\thinspace mm a step at which the same box sinks with
no correction (the first row of Table~\tabref{methods8}). A box held
\ChEightRatesDepthLow\ to \ChEightRatesDepthHigh\thinspace mm deep and
pushed up at its corners every step is not the box resting 1\thinspace mm
deep that sinks under none, and the pass leaves it a different error. We
measure $\sigma$ and have not derived it. The fixed point needs only that
it is the same from step to step.

{\it Two corners, one after the other.}\seclabel{ch8-corners} Split impulses lift the box
more slowly than a share $\beta$ a step, and Baumgarte's pop is smaller
than ${1\over2}mb^2$ says. The reason is the one chapters 6 and~7 gave for the single
pass: the two points of a box lying flat are solved one after the other.
For a box of $1\times1\,$m, $I=m/6$, each corner has
$1/m_n=1/m+(0.5)^2\cdot6/m$, so $m_n=0.4\,m$, and both ask for $b$. The
first corner takes $j_1=0.4\,mb$, which gives $u=0.4\,b$ and turns the
box at $\nu=-1.2\,b$ per metre. So the second corner moves at
$0.4\,b-0.6\,b=-0.2\,b$, and it takes $j_2=0.4\,m\,(b+0.2\,b)=0.48\,mb$.
The box ends with $u=0.88\,b$ and $\nu=0.24\,b$, and its lower corner
rises at only $0.76\,b$: $0.76\,\beta(d-s)$ a step. That alone would take
\ChEightShareSteps\ steps to lift the box of Table~\tabref{methods8}, which
starts 200\thinspace mm deep, to 20\thinspace mm deep, the nine tenths of its
overlap that the table's steps count. With the sink $\sigma$,
it is why the table's split needs
\ChEightSplitSteps\ rather than the \ChEightFifthSteps\ a fifth would
take. The turn is why split tips the boxes of a column.
Under Baumgarte's method the same $u=0.88\,b\approx2.06\,$m/s goes into
the real velocity, ${1\over2}m(0.88\,b)^2\approx127\,$J, near the
\ChEightPopEnergy\ measured (friction and gravity take the rest), where a box that cannot
turn takes the whole 164. The box rises $(0.88\,b)^2/2g\approx0.21\,$m from
where it started, barely past the floor's top, not the $b^2/2g=0.27\,$m
of a box that cannot turn. All of this with $g=10\,$m/s$^2$, the book's.

{\it The column.} No method makes a column stand. Each corrects what
the single pass leaves, and the pass leaves a column far more than a
resting box: chapter~5's averaging of velocities down the column.
Projection holds the boxes out of each other for a while, but their
velocities, which it never touches, go on saying they fall, and the
column leans and topples. Baumgarte's bias is the best of the three here,
because it puts its correction into the velocities, where the next step's
pass sees it. Split impulses are the worst. Their pseudo solve is a
single pass too, with the same averaging and no memory from one step to
the next. Its turning part, each point solved after the other, tips
the boxes, so that the column falls over sooner than with no correction.
Chapter~9's iterations are the cure, for the real solve and the pseudo
one alike.

{\it The cost of a step.} The second solve of split impulses visits each
point once more, with the same work as the normal impulse. For ten boxes
resting apart it is small beside phase~1, which tests every pair of
bodies, and the table's times differ by about as much as two runs of the
same method do. It grows with the number of contacts and, in chapter~9,
with the number of iterations.

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 8 test cases@>|), run by \.{ctest -L ch08} on this stage and
every later one. Table~\tabref{tests8} lists them; each tolerance is argued
where the test is written, by the preface's rule (an error derived in the
text, times a margin, far below the smallest mistake the test catches).
In the table $z$ is the method's rate: the share \.{percent} under
projection, and $\beta$ in its place under Baumgarte's method and split impulses; and
$n$ is the number of steps, $t=nh$. The bound on a resting box that turns is not derived. It assumes a sink
$\sigma$ of at most one step's free fall,
$gh^2$, per step, against the \ChEightSigmaLow--\ChEightSigmaHigh\thinspace mm measured, a margin of \ChEightSigmaMargin. The margin is there since the pass can
push a point back in, and the lowest corner can sink faster than the
centre by turning. (The sink $\sigma$ is the depth the solve and the move add in a step, $h\dot d$.
The paragraph on the rates measures it as $z(d-s)$ at the fixed point
and gives it as a share of this bound.)


\midinsert
\tablecaption{The tests of chapter~8: what each checks, its tolerance,
and why that tolerance.}\tablabel{tests8}
\halign{#\hfil\quad&\vtop{\hsize=1.9in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.2in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.5in\raggedright\noindent\strut#\strut}\cr
test&law or behaviour&tolerance&why\cr
\noalign{\smallskip\hrule\smallskip}
\.{settle}&under each method a resting box ends within the slop: exactly
if it cannot turn, within $s+gh^2/z$ if it turns&$10^{-9}\,$m;
$gh^2/z$&the excess shrinks by $1-z$ a step; the fixed point $s+\sigma/z$
with $\sigma\le gh^2$ assumed ($\sigma=z(d-s)$, \ChEightSigmaLow--\ChEightSigmaHigh\thinspace mm, measured under {\it The
rates\/})\cr
\.{none\_grows}&with no correction a depth is kept to the bit; two boxes
sink as $d_0+ght-gh^2(1-2^{-n})$ after $n$ steps&exact; $10^{-9}\,$m&nothing undoes
it; 60 steps' rounding\cr
\.{pop}&from 0.2\thinspace m deep, Baumgarte leaves at $b=\beta(d-s)/h$;
split's upward energy is 0, and it lifts the box&$10^{-9}\,$m/s;
exact; 20\thinspace mm&split's bias never enters the velocity; the
fixed point $s+gh^2/\beta=18.9\,$mm\cr
\.{static\_fixed}&no method moves a static body, as $A$ (the demo's
floor) or as $B$ (a ceiling); a box pressed 0.1\thinspace m into the
ceiling is pushed down in the first step&exact bits; down at least
9.5\thinspace mm&|shift_body| and |push_pseudo| skip it; half the first
step's push at the smaller rate, $\beta=0.2$: ${1\over2}\beta(d-s)$ with
$d=100$ and $s=5\,$mm\cr
\.{no\_velocity}&projection and split give no velocity, with all three
integrators; projection's shares and centre of mass&exact;
$10^{-12}\,$m&|shift_body| moves |integrated| and |previous|; a few
roundings\cr
\.{switch\_off}&no key, \.{auto} and \.{none} run alike&exact bits&the
default is stage~7's\cr
\.{scene\_keys}&bad methods and rates give \.{FILE:LINE:}&the message&the
reader's rule\cr
\.{boundary}&bad settings and a null world are refused&the message&the
interface's rule\cr
\.{determinism}&the same run twice gives the same bytes&exact&the
preface's promise\cr
\noalign{\smallskip\hrule}}
\endinsert

Not tested: the column, which no method of this chapter makes
stand (Table~\tabref{methods8} measures it; chapter~9 tests a stack);
and the effect of the rates, which the measurements show.

@ Debugging exercises 8.1 and 8.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 8.1} builds stage~8 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it A stack still sinks, leans and falls.} Every method of this
chapter corrects the overlap the single pass leaves, and for a column of
boxes the pass leaves too much. The pass leaves the column's velocities
wrong, and a correction of positions cannot make them right. Chapter~9 solves every contact several times a step, and
keeps the impulses from one step to the next, which makes the velocities
right. Then a correction has only the small error of a resting box to
remove.

{\it Each method's cost stays.} Each of the three methods keeps its
own cost. Projection moves bodies without asking the solver, and can
fight it. Baumgarte's method adds energy, and the deeper the overlap, the
more it adds. Split impulses cost a second solve. With one pass, split
impulses also correct a column worst by the measure of
Table~\tabref{methods8}, which is how far the top box drops in
2\thinspace s: their column gives way soonest. Chapter~9 measures where
the top box ends after 10\thinspace s instead. By that measure split
impulses come first, because their column collapses in place. So no
method is best by every measure. Chapter~9 measures the methods again with
its solver and chooses one for \.{auto}. Engines in use soften the costs.
Box2D caps the correction of a step with its |maxLinearCorrection|, and its
version~3 caps the speed at which a contact pushes out \cite{box2d}.
Exercise~2 adds such a cap. Box2D's version~3 also replaces
the bias by {\it soft constraints}. Each contact is a spring and damper,
whose stiffness is stated in hertz and made stable for the step, and a
relaxation pass follows the solve \cite{catto2024}.

{\it Projection does not turn bodies.} Projection moves bodies along
the normal through their centres, so it lifts a box resting tilted on
one corner but does not turn it flat. Baumgarte's method and split
impulses act at each point with its lever arm, and so they do turn the
box.

{\it The depth is phase~1's.} All three methods use the overlap that
phase~1 found at the start of the step, not the overlap after the bodies
moved. So projection pushes a step late, and after a bounce it pushes
once too often. Exercise~3 carries the depth forward through phase~6, so that
projection pushes on time and not again after a bounce.

@*1 Summary.
A step leaves overlap. The solver stops the approach but does not undo the
depth, and the single pass lets the depth grow in each step. This chapter
gives three cures. Projection moves bodies apart after the step; a resting
box settles at the fixed point $s+\sigma/z$ of its recurrence. Baumgarte's
bias asks the impulse for a separating velocity $(\beta/h)\max(d-s,0)$,
which undoes the depth but adds energy. Split impulses solve for the same
bias with a pseudo velocity, which moves the bodies and is then forgotten,
so they add no energy. The slop $s$ keeps resting contacts touching. None
of the three makes the single pass's stacks stand.

@*1 Exercises.
Each exercise has a test, \.{tests/exercises/ch08-K.w}, and a reference
solution; the test calls exactly the interface the statement names. The
ratings are on the preface's scale.

The scene keys the exercises build on, \.{correction=}, \.{slop=},
\.{percent=} and \.{beta=}, are listed with the demo
(|@<Read the rates of the correction@>|); an exercise's test runs with
\.{ctest -L exercise -R ch08.K} once the solution is in.

\item{1.} [10] Write |double ph_world_deepest_contact(const ph_world *w)|,
declared with the engine's other functions, the largest |manifold.depth|
among the contacts the last step's phase~1 found (0 when there are none).
The demo's panel can then call it instead of computing that itself. A null world is reported with a message containing
``no world'' and gives 0. (Test: a box started 0.2\thinspace m inside the
floor, under split impulses: after one step the function gives 0.2, to
$10^{-12}\,$m; after 60 steps less than 20\thinspace mm; under none,
after 60 steps, more than 0.2\thinspace m; a floor alone gives 0. Three
boxes started 0.1, 0.2 and 0.05\thinspace m deep, their contacts found
in that order, give 0.2: the largest, not the first or the last.)

\item{2.} [20] Add the world key \.{max\_bias=}$V$, in m/s, which caps the
bias velocity $b$ of Baumgarte's method and of split impulses at $V$, so
that a deep overlap pops out no faster than $V$. With no key there is no
cap, so the setting's default must be $+\infty$ (not 0, which
|ph_settings_check| should refuse). The cap becomes a setting, a new field
of |ph_settings| that is yours to name, since the test goes through the
scene reader. A $V$ that is not above 0 is refused with a message
containing ``max\_bias'', with the underscore, as the key is spelt. (Test, through
|scene_load_text| and |scene_step|: a box that cannot turn, started
0.2\thinspace m deep, with \.{max\_bias=1}, leaves its first step under
Baumgarte's method moving up at 1\thinspace m/s, and under split impulses
$h\times1\,$m/s$\;=16.7\,$mm higher than it started, both to $10^{-9}$;
without the key, under Baumgarte's method, at $b=2.34\,$m/s;
\.{max\_bias=0} does not load.)

\item{3.} [30] Projection uses the depth phase~1 found, so a body that
has bounced out in phase~6 is pushed out again. Add the world key
\.{reproject=on}/\.{off}, off by default, a setting that is yours to name.
When it is on, projection uses for each contact the depth carried forward by what
phase~6 did, $d'=d-\bigl((\vec x_B-\vec x_B^-)-(\vec x_A-\vec x_A^-)\bigr)
\cdot\vec n$, with $\vec x^-$ a body's position before phase~6 (chapter~2's
|previous| holds it). Anything but \.{on} or \.{off} is refused with a
message containing ``reproject''. Say why the linear guess is enough for a
contact whose bodies do not turn, and what it misses when they do (this
part has no test). Note that |previous| is moved by a correction for a
Verlet body and not for an Euler one, so in a stack it does not mean the
same thing; a careful solution saves each body's position before phase~6
itself. (Test, which relies on chapter~5's bounce from the velocity after
gravity:
a box that cannot turn, restitution 1 on box and floor, 50\thinspace mm
deep and falling at 3\thinspace m/s, under projection: after one step it
is at $y_0+h\,(3+gh)$ with \.{reproject=on}, and
$0.8\cdot(0.05-0.005)=36\,$mm higher with \.{off}, both to $10^{-12}\,$m.
A box started 0.2\thinspace m deep, whose carried depth is past the slop,
must be pushed by projection with \.{reproject=on}, and end at the same
height whether it moves sideways at 4\thinspace m/s or not: the depth is
carried by the motion along $\vec n$ alone.)

\item{4.} [20] The fixed point, measured. Write |double
ph_world_settle_depth(const ph_world *w, double sigma)|, declared with the
engine's other functions. It gives the depth $d^\star=s+\sigma/z$ at which the
section on projection says a resting contact settles when the solver
leaves it sinking by $\sigma$ a step, under the correction in use. Here
$z$ is the share \.{percent} under projection, and $\beta$ in its place under Baumgarte's
method and split impulses. It gives $+\infty$ with no correction. A null world is
reported with a message containing ``no world'' and gives 0.
 Then
measure: rest a box that turns 1\thinspace mm deep for 10\thinspace s at
several rates and compare its depth with your $d^\star$. (Test: for each
method, $\sigma$ is taken once from the depth at the rate 0.2, as
$0.2\,(d-s)$; the function must give that depth back, to
$10^{-12}\,$m, and predict the depths at the rates 0.1, 0.4 and~0.8, each
within a tenth of its excess $d-s$; with \.{correction=none} it gives
$+\infty$.) (Notes for the teacher are in Appendix~G.)

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] A box rests under projection with the default slop and
share, $s=5\,$mm and $z=0.8$, and suppose its solver leaves it going
$\sigma=1\,$mm deeper each step. At what depth $d^\star$ does it settle?
Started 0.2\thinspace m deep, after how many steps is its depth within
1\thinspace mm of $d^\star$? Answer both again for $z=0.2$. Why is the
fixed point not $s+(1-z)\sigma/z$, the one a push would settle at if it saw
the step's own sinking?

\item{P2.} [25] A wooden disk of radius 0.5\thinspace m (one contact
point, straight below its centre, so no lever arm along the normal) is
started 0.2\thinspace m deep in a static floor, at rest, restitution 0,
under Baumgarte's method with $\beta=0.2$, $s=5\,$mm, $h={1\over60}\,$s.
Predict its upward velocity after the first step and the energy that gives
it. The chapter's estimate of the rise, $b^2/2g$, is for continuous
motion; find the rise step by step under symplectic Euler instead, and so
how high the disk's lowest point gets above the floor's top. Then find the
starting depth below which the disk never leaves the floor. (Do not
forget when the pass pushes again: only while $\beta b<gh$.)

\item{P3.} [25] Projection on a column. Two boxes $1\times1\,$m of equal
mass, with no gravity and at rest, stand one on the other on a static
floor, the floor's contact $x_1$ beyond the slop and the contact between
them $x_2$ beyond it. Phase~7 projects both contacts with the depths of
phase~1. Show that one step maps $(x_1,x_2)$ to
$\bigl((1-z)x_1+{z\over2}x_2,\ zx_1+(1-z)x_2\bigr)$ while both stay
positive, and find the factors by which the two modes of the column shrink
in a step. For $z=0.8$, how many steps does the column need to shrink its
excess a hundredfold, against a single box? What happens at $z=1$, and
why is it the jitter that the section on projection warns of?
