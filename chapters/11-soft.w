@* Chapter 11: The soft step.
This chapter asks how a solver can hold a heavy box on a light one and
let a pile come to rest, where chapter~9's solver cannot. That solver
stacks ten boxes and a pyramid of 210, and chapter~10 made it fast enough
to pour thousands. But it leaves three faults, which Tables
\tabref{solvers} and~\tabref{hardcases}, at the end of this chapter,
measure. The bottom of a tall pile is pressed into the floor. The pyramid
never quite comes to rest. And a heavy box on a light one sinks through
it. Each fault has a reason, and each reason was admitted in the chapter
that made it. First, the passes stop before they converge, and what they
leave undone is an error in the velocity that the next step inherits.
Second, the split impulses of chapter~8 are a second solve of the same
size, run after the first, for the positions alone. Third, a contact is
a rigid rule: no overlap may grow, whatever the masses. So a contact
between a box of 100\thinspace kg and one of 1\thinspace kg is very
badly conditioned: no number of passes a program can afford will solve
it.
@^soft step@>

This chapter builds the solver of today's engines, Box2D's {\it soft
step\/} of its version~3 \cite{box2d,catto2024}. It comes in four ideas.
The first three are switches on the \.{world} line,
so that the chapter can measure what each one buys. {\it Soft contacts\/}: a
contact is a stiff spring with a damper, integrated implicitly, rather
than a rule. Its stiffness is chosen as a frequency and its damping as a
ratio, and the chapter derives from these two the three numbers the
solver uses. {\it
Sub-steps\/}: the step is cut into $n$ short steps. Each of them
integrates, solves once with the spring's push, and moves. The contacts
are found once a step, and their overlaps are brought up to date from the
bodies' motion in each sub-step. {\it Relaxing\/}: after each sub-step's move, one more
pass without the push takes back the velocity the push gave. So a body
pushed out of an overlap does not fly. {\it Restitution last\/}: the
bounce is applied once, after the sub-steps, in a pass of its own.

Run \.{build/bin/ch11}. The default scene, \.{heavy}, is a box a hundred
times heavier than the box it rests on. Chapter~9's solver lets it sink
through; this stage holds it. \.{M} switches between this chapter's
solver and chapter~9's, so the same boxes can be watched under both.
\.{[} and \.{]} halve and double the sub-steps. The comma key halves the
contact's frequency; below a fifth of a hertz it goes back to
30\thinspace Hz. The slash key \.{/} switches the relax pass. The scene
\.{stack40}, a column of forty boxes, shows the soft contact's limit: at
the defaults it falls, for a reason the chapter derives. To stand, it
needs contacts stiffer than 60\thinspace Hz. The sub-step's cap allows
those only with at least five sub-steps; Table~\tabref{columnshares}
measures it with eight. The scene \.{deep}, a box started
20\thinspace cm into the floor, shows how it leaves.

@ The plan. First, why a soft contact, and the implicit spring derived
into the solver's three numbers. Then the depth a soft contact rests at,
and what frequency to choose. Then sub-steps, and how a contact's overlap
is kept up to date without a new search. Then relaxing and restitution,
the switches, and the code. Last come the solvers side by side, what the
tests check, what the chapter cannot do, and exercises.
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}
\smallskip
\item{$\bullet$} derive the implicit spring-damper at a contact into a
bias rate, a mass scale and an impulse scale;
\item{$\bullet$} predict the depth at which a soft contact holds a load,
and choose its frequency against the sub-step;
\item{$\bullet$} cut a step into sub-steps that share one search, keeping
each contact's overlap up to date from the bodies' motion;
\item{$\bullet$} say why the relax pass keeps a deep overlap from popping,
and measure the three solvers of the book side by side.
\smallskip
\noindent In this chapter $h$ is the whole step, and it is cut into $n$
sub-steps of length $\hs=h/n$.
A contact of overlap $-C$ (its separation $C$ is negative) is a
spring of stiffness $k=m_n\omega^2$ with a damper of coefficient $2m_n\zeta\omega$, with
$\omega=2\pi f$. Integrated implicitly over a sub-step $\hs$, it asks of
the point's total impulse in one sub-step, $\lambda$, and its normal velocity $v_n$
$$v_n+\eta\,C+\Gamma\lambda=0,\qquad \eta={\omega\over2\zeta+\hs\omega},\qquad
\Gamma={1\over m_n\,\hs\omega(2\zeta+\hs\omega)}.$$
A pass solves it point by point as
$$\Delta\lambda=-m_n q_m\,(v_n+\eta\,C)-q_i\,\lambda,\qquad
q_m={a\over1+a},\quad q_i={1\over1+a},\quad a=\hs\omega(2\zeta+\hs\omega),$$
with $\eta$ in s$^{-1}$ and $a$ a pure number, not an acceleration. The bias $\eta C$ is negative in an overlap,
where $C<0$. It is kept above $-v_{\rm push}$, the {\it push speed\/}
(3\thinspace m/s by default): ${\rm bias}=\max(\eta C,-v_{\rm push})$. At a point that
has come apart ($C>0$), the pass uses the rigid rule instead: the point may approach at up to
$C/\hs$, the speed that just closes the gap in the sub-step, and the pass
acts only on a faster approach, which it slows to $v_n=-C/\hs$.
At rest it holds a load $W$ at the depth $W/(m_n\omega^2)$.
Phase~5 of the step runs the sub-steps. Each of the $n$ does, in order:
\smallskip
\item{1.} Add the forces' velocity for $\hs$ (phase~2's code).
\item{2.} Warm start: the first sub-step from the last step's totals,
the later ones from the last sub-step's.
\item{3.} Make one pass with the push ($\eta$, $q_m$, $q_i$) over every point,
its separation $C$ brought up to date from the bodies' motion since the
step began.
\item{4.} Move the bodies by $\hs$ (phase~6's code).
\item{5.} Make one relax pass, rigid and without the push.
\smallskip
\noindent After the last sub-step, restitution is applied once and the
totals are kept for the next step's warm start. Figure~\figref{step-11}
is the step of stage~11: the bars mark the lines whose pieces this
chapter extends; phases 2 and~6 are done inside the sub-steps, which
phase~5 runs. So when the soft step is the solver, phases 2 and~6 of the
step itself do nothing: their loops still run, but the line
$\langle\,$Skip bodies that do not move$\,\rangle$, which this chapter
extends, skips every body unless the sub-steps are running, and the
sub-steps run the same code themselves, by the sub-step $\hs$. Under the
other solvers the two phases run as before. The function itself, its sub-step loop opened, is
Figure~\figref{solver-11}, after the code.
{\def\stepnote{ In this listing |h| is the whole
step $h$, the parameter of |ph_world_step|. Phase~5 cuts it into
$n$ sub-steps of length |hs|${}=h/n$.}
\input fig/ch11-step.tex
}

@*1 A contact as a spring.
Chapter~8 found three ways to remove an overlap, and each had its price:
projection moves bodies without their momentum knowing; Baumgarte's bias
is a velocity the body keeps, so a deep overlap pops; split impulses are
a second solve. Look again at Baumgarte's bias, $b=(\beta/h)\max(d-s,0)$
(chapter~8, with the depth $d=-C$ and the slop $s$), which without the slop
is $v^\star=-\beta C/h$: it
asks the contact to close a share $\beta$ of its overlap in one step,
whatever else happens. A spring does something similar and better
defined. Put between the two bodies, along the normal, a spring of
stiffness $k$ and a damper, acting only while they overlap. The force on
the pair is
$$F=-kC-2m\zeta\omega\,\dot C,$$
where $C$ is the separation (negative in an overlap), $\dot C=v_n$ the
normal velocity and $m$ the mass the contact pushes. The spring's angular
frequency is $\omega=\sqrt{k/m}$, and $\zeta$ is its damping ratio: the
damper's coefficient $2m\zeta\omega$ is $\zeta$ times the critical one. A real contact {\it is\/} such a spring, very stiff: a
wooden box does compress where it rests. The trouble with a stiff spring
in a simulation is the step. Integrated explicitly, a spring of
frequency $\omega$ gains energy at every step under explicit Euler.
Under symplectic Euler it is stable only for $h\omega<2$ (chapter~2). A spring
stiff enough to hold a stack at a millimetre has $\omega$ in the
hundreds. So we integrate it implicitly: the force uses the separation
and velocity at the {\it end\/} of the step, which is stable for any
stiffness. Figure~\figref{softpoint} shows the contact so modelled.
@^soft contact@>
@^spring, implicit@>

\mpfigure{fig/ch11-soft-1.mps}{}{A point of contact as the soft step sees
it. The two boxes overlap by $-C$ along the normal $\vec n$; the separation
$C$ is negative. A spring of stiffness $k=m_n\omega^2$ and a damper of
coefficient $2m_n\zeta\omega$ act between the bodies along $\vec n$.
The point, halfway between the surfaces, is reached from each centre by
its anchor, $\vec r_A$ and $\vec r_B$, which ride with their bodies through
the sub-steps.}\figlabel{softpoint}

Take one body of mass $m$ against the floor. For a point between two
bodies, $m$ becomes the point's effective mass $m_n$ of chapter~6. With
$v_1$ the velocity before, $v_2$ after, and $C_2=C_1+\hs v_2$:
$$m(v_2-v_1)=\hs F_2=-\hs k\,(C_1+\hs v_2)-2\hs m\zeta\omega\,v_2.$$
Write the spring by its frequency, $k=m\omega^2$, so that the mass drops out:
$$v_2-v_1=-\hs\omega^2C_1-\hs\omega(2\zeta+\hs\omega)\,v_2.$$
The unknown is the change $v_2-v_1$, so write the $v_2$ on the right as
$v_2=v_1+(v_2-v_1)$:
$$v_2-v_1=-\hs\omega^2C_1-\hs\omega(2\zeta+\hs\omega)\,v_1
-\hs\omega(2\zeta+\hs\omega)\,(v_2-v_1).$$
Then gather the terms in $v_2-v_1$ on the left:
$$(v_2-v_1)\,\bigl(1+\hs\omega(2\zeta+\hs\omega)\bigr)
=-\hs\omega^2C_1-\hs\omega(2\zeta+\hs\omega)\,v_1.$$
With $a=\hs\omega(2\zeta+\hs\omega)$ the change of velocity is
$$v_2-v_1=-{a\over1+a}\Bigl(v_1+{\omega\over2\zeta+\hs\omega}\,C_1\Bigr)
=-q_m\,(v_1+\eta\,C_1).$$
Read it as a contact: the velocity the contact aims at is not $0$ but
$-\eta C_1$, a push out of the overlap at the {\it bias rate\/} $\eta$; and it
goes only the share $q_m$ of the way, the {\it mass scale}. A rigid
contact is the limit $\omega\to\infty$: $a\to\infty$, $q_m\to1$, and
$\eta C_1\to C_1/\hs$, the bias that would close the whole overlap in one
step. A contact with $\omega=0$ has $q_m=0$: no contact at all.

Why it is stable for any stiffness takes one line. Without damping
($\zeta=0$, $a=\hs^2\omega^2$) the step is $v_2=(v_1-\hs\omega^2C_1)/(1+a)$
and $C_2=C_1+\hs v_2=(C_1+\hs v_1)/(1+a)$; squaring $\omega C_2$ and $v_2$ and
adding, the cross terms cancel:
$$\omega^2C_2^2+v_2^2={\omega^2C_1^2+v_1^2\over1+a}.$$
The spring's energy is multiplied by $1/(1+a)<1$ at every step, whatever
$\hs\omega$ is: it can only shrink; damping makes it shrink faster.

@ The passes. One body against a floor is solved by the formula at once.
A pile is solved by passes (chapter~9), and a pass that meets a point for
the second time must not apply the spring's softness a second time. So we
rewrite the implicit step as a condition on the point's total impulse
in one sub-step, $\lambda$, as chapter~9 wrote the rigid contact, and let
the passes solve it. Start from the step of one body on a static floor,
$(1+a)(v_2-v_1)=-a(v_1+\eta C_1)$. Move $a\,v_1$ to the left, where it
joins $a(v_2-v_1)$ into $a\,v_2$:
$$(v_2-v_1)+a\,v_2+a\,\eta C_1=0.$$
Divide by $a$, and write the impulse of the sub-step, $\lambda=m(v_2-v_1)$:
$$v_2+\eta C_1+{\lambda\over m\,a}=0.$$
Between two bodies $m$ becomes the point's effective mass $m_n$, $v_2$
its normal velocity $v_n$ after the impulse, and $C_1$ its separation $C$.
The condition is
$$v_n+\eta C+\Gamma\lambda=0,\qquad \Gamma={1\over m_n\,a}.$$
The term $\Gamma\lambda$ is the spring's {\it give\/}: a velocity into the
overlap that the contact tolerates, and the harder the contact pushes, the
more it tolerates. Chapter~9's passes solve the condition one point at a time.
At a point, let $v_n^-$ be its normal velocity before this point's impulse
(as in chapter~9) and $\lambda$ its total so far. An increment
$\Delta\lambda$ makes the velocity $v_n^-+K_{ii}\Delta\lambda$ and
the total $\lambda+\Delta\lambda$; here
$K_{ii}=1/m_n$ is the point's diagonal entry of chapter~9's matrix $K$.
The condition asks
$v_n^-+K_{ii}\Delta\lambda+\eta C+\Gamma(\lambda+\Delta\lambda)=0$, so
$$\Delta\lambda=-{v_n^-+\eta C\over K_{ii}+\Gamma}-{\Gamma\over K_{ii}+\Gamma}\,\lambda,
\qquad {1\over K_{ii}+\Gamma}={m_n\,a\over1+a}=m_n q_m,\qquad
{\Gamma\over K_{ii}+\Gamma}={1\over1+a}=q_i.$$
The increment of a pass, from the velocity $v_n=v_n^-$ and the total
$\lambda$ as they stand, is
$$\Delta\lambda=-m_n q_m\,(v_n+\eta C)-q_i\,\lambda.$$
The {\it impulse scale\/} $q_i$ takes back a share of what the point
already holds: that is the spring yielding. With $q_m=1$, $\eta=0$ and
$q_i=0$ this is chapter~9's increment $m_n(v^\star-v_n)$ with $v^\star=0$,
to the bit; the test \.{one\_substep} checks it. The total is clamped to
$\lambda\ge0$ as before, and friction is solved after the normal, as
chapter~9 solves it, with Coulomb's cap on the total.
@^effective mass, soft@>

@ The three numbers are computed once per step, from the frequency, the
damping ratio and the sub-step. A frequency of 0 is a flag, not the
formula at $\omega=0$ (which would be no contact at all): it asks for the
rigid limit $\omega\to\infty$ with the push taken away, $\eta=0$, $q_m=1$,
$q_i=0$, which is chapter~9's rigid pass.

@s hs TeX

@<Engine functions@>+=
static ph_softness soft_coefficients(double hertz, double zeta, double hs)
{
  if (hertz == 0.0) return (ph_softness){0.0, 1.0, 0.0};
  double omega = 2.0 * 3.14159265358979323846 * hertz;
  double a1 = 2.0 * zeta + hs * omega; /* $2\zeta+\hs\omega$ */
  double a = hs * omega * a1;
  return (ph_softness){omega / a1, a / (1.0 + a), 1.0 / (1.0 + a)};
}

@ @s ph_softness int

@<Collision types@>+=
typedef struct ph_softness {
  double bias_rate; /* $\eta=\omega/(2\zeta+\hs\omega)$ */
  double mass_scale; /* $q_m=a/(1+a)$ */
  double impulse_scale; /* $q_i=1/(1+a)$ */
} ph_softness;

@ @<Private declarations@>+=
static ph_softness soft_coefficients(double hertz, double zeta, double hs);

@*1 The depth a soft contact rests at.
This section asks how deep a soft contact rests under a load, and
answers with a formula that the tests and tables below check. A spring
holds a load by being compressed, so a soft contact at rest overlaps.
Take a point that carries the load $W$, a weight in newtons, in steady
state. Nothing moves, so every sub-step ends with the point's normal
velocity $v_n=0$. The next sub-step's gravity adds $g\hs$ to the body's
speed into the floor. That is the velocity gravity adds in one sub-step:
$10/240\approx0.042\,$m/s with $g=10\,$m/s$^2$ and four sub-steps in a
step of $1/60\,$s. At the point this is the weight's impulse $W\hs$. The
warm start gives back the last sub-step's total, $\lambda=W\hs$, which
cancels it exactly. For a body on several points, the cancellation is of
the body's motion, not of each point's. The points' totals $W\hs$ add up
to the weight's impulse $mg\hs$, and when the load is shared
symmetrically they have no net moment. So together they take back all of
gravity's $g\hs$ and leave the body at rest. The pass therefore meets
$v_n=0$ again and must add nothing: $\Delta\lambda=0$, so $-m_n
q_m\,\eta C=q_i\lambda$, and
$$C=-{q_i\,\lambda\over m_n q_m \eta}=-{W\hs\over m_n\,a\,\eta}
=-{W\over m_n\omega^2}.$$
The factors of the step cancel: the depth is the load over the
stiffness $k=m_n\omega^2$, exactly as a spring's should be.
@^depth at rest@>

One rule of the solver changes the depth at the floor. A contact with a
static body, such as the floor, gets twice the frequency $f$ of a
contact between two moving bodies. Twice the frequency is four times the
stiffness $m_n\omega^2$, so the floor's contact rests a quarter as deep
as it otherwise would. The floor carries the whole pile, so its load is
the largest, and there the depth matters most. Why the doubled frequency
is not too stiff for the sub-step is shown with the choice of frequency,
\S\secref{ch11-whichfreq}.

Now take a unit box of
wood resting flat on the floor. Each of its two points carries half its
weight, $W=mg/2$. Its effective mass (chapter~6, with the lever arm
$r\times n=\pm{1\over2}$ and $I=m/6$) is $m_n=m/2.5$. It is not $m/2$,
half the box for each point. The solver's condition at a point has that
point's own entry $K_{ii}=1/m_n$, with $m_n$ the mass that a push at that
point alone meets, and a push at one corner turns the box as well as
lifting it. Each point's spring has the stiffness $(m/2.5)\,\omega^2$,
though the two pressing together do not turn the box. So it rests at
$$d={mg/2\over (m/2.5)\,\omega^2}=1.25\,{g\over\omega^2}.$$
The scenes of this chapter, as chapter~10's, have $g=10\,$m/s$^2$.
So at the default 30\thinspace Hz the floor's contact is at
60\thinspace Hz, and the box rests less than a tenth of a millimetre deep.
Set the same box on another box of its kind, and two things change. The
contact between the boxes is not doubled: at 30\thinspace Hz it has half
the floor's frequency, which makes the depth four times larger. And both
boxes turn, which halves the point's effective mass to $m/5$ and doubles
the depth again. So a box rests eight times as deep on a box as on the
floor, at $2.5\,g/\omega^2$ with the $\omega$ of 30\thinspace Hz. The
test \.{rest\_depth} checks the prediction at two frequencies.
Table~\tabref{restdepths} lists the two depths, and those of the two bad
cases that follow.

A pile multiplies the load. The contact under the $j$-th box from the top
carries $j$ weights, so it rests $j$ times as deep as the top one, and a
column of $N$ boxes shortens by the sum of its contacts' depths. Between
two unit boxes the contact under $j$ boxes rests at $2.5\,j\,g/\omega^2$,
and the contacts between the boxes of the column add up to
$$2.5\,{g\over\omega^2}\,{N(N-1)\over2},$$
a quadratic in the height: ten boxes have 45 such depths, and forty have 780.
A heavy box on a light one is
the other bad case. Let the light box have the mass $m$ and the heavy box
the mass $M$. The contact point's $m_n$ is set by the light box: it is
about $m/2.5$, since the light box turns. So the heavy box rests
at $W/(m_n\omega^2)$, with $W=Mg/2$, half its weight, on each point. That depth
grows with the ratio $M/m$. Set it beside a light box on another
light box, which rests at $W/(m_n\omega^2)$ with $W=mg/2$ and $m_n=m/5$. For
$M=100m$ the heavy box's $W$ is a hundred times the light pair's. Its
$m_n$, about $m/2.5$, is twice the light pair's $m/5$. So the heavy box
rests $100/2=50$ times as deep. This depth
is the soft contact's price, and the measurements below show it. The soft
contact turns the rigid rule's failure to converge into an overlap that
is predictable and bounded, but not small.

\midinsert
\tablecaption{The depths at which soft contacts between unit boxes rest,
by the model $W/(m_n\omega^2)$, at the default 30\thinspace Hz (the
floor's contact at 60\thinspace Hz), with $g=10\,$m/s$^2$. For a column,
how much it shortens: the sum of its contacts between boxes, the floor's
left out.}\tablabel{restdepths}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
contact&$f$ (Hz)&$m_n$&load $W$&depth\cr
\noalign{\smallskip\hrule\smallskip}
a box on the floor&60&$m/2.5$&$mg/2$&0.09\thinspace mm\cr
a box on a box&30&$m/5$&$mg/2$&0.70\thinspace mm\cr
a column of ten&30&$m/5$&up to $9mg/2$&$45\times0.70\,$mm${}\approx3\,$cm\cr
a column of forty&30&$m/5$&up to $39mg/2$&$780\times0.70\,$mm${}\approx55\,$cm\cr
a box of $100m$ on one of $m$&30&$m/2.5$&$50mg$&$50\times0.70\,$mm${}\approx35\,$mm\cr}}$$
\endinsert

@ {\it Which frequency?}\seclabel{ch11-whichfreq} A stiffer spring lets a loaded contact rest
less deep, so why not make the frequency very high? Two limits could stop it.
Table~\tabref{whichfreq} shows both at 15, 30 and 60\thinspace Hz, with
$\zeta=10$ and four sub-steps in each step of $1/60\,$s ($\hs=1/240\,$s).

The first limit is whether the sub-step can follow the spring's motion.
Implicit Euler follows a motion of frequency $\omega$ only while
$\hs\omega$ is well below 1; the table's second column gives $\hs\omega$.
But with Box2D's default damping ratio of~10 \cite{box2d} the spring is
so overdamped that it never rings. It only {\it creeps\/} out of an
overlap, with the time constant $2\zeta/\omega$, about a tenth of a second
at 30\thinspace Hz. For small $\hs\omega$ the bias rate
$\eta\approx\omega/2\zeta$ is that same rate. So the sub-step need only
follow the creep, and it does while $\hs\omega/2\zeta\ll1$. The table's last column, $\hs\omega/2\zeta$, is the share
of the creep's time constant that one sub-step takes, and it is well below
1 in every row. The first limit does not bind.

The second limit is how much the spring still gives. A point's give
beside the rigid system is its spring term $\Gamma$ over its rigid term
$K_{ii}$: $\Gamma/K_{ii}=1/a$, the table's column ``give''. As the give
goes to zero, chapter~9's badly conditioned rigid system comes back. So
the frequency needs a cap. The give does not fix where it lies; Box2D's
chosen cap is a quarter of the sub-step rate, $f\le1/(4\hs)$, which is
$\hs\omega\le\pi/2$. At $\zeta=10$ that cap leaves a give of 3\%.
With four sub-steps of a $1/60\,$s step the cap is 60\thinspace Hz,
the table's last row. The default frequency, 30\thinspace Hz, is below the cap and is used
as it is. A contact with the floor, or any static body, gets twice the
frequency, 60\thinspace Hz, so that the pile's most loaded contact rests
a quarter as deep. That doubled frequency sits at the cap, and no higher.
There $\hs\omega>1$, and a spring that rang would not be followed.
But this spring does not ring, and it acts on one body's mass only, not
on two bodies that could ring against each other. The sub-step still
follows its creep, and the spring still gives.

\midinsert
\tablecaption{The soft contact's numbers at three frequencies $f$, with
four sub-steps of $1/60\,$s ($\hs=1/240\,$s) and $\zeta=10$, from the
formulas above: $\hs\omega$; $a=\hs\omega(2\zeta+\hs\omega)$; the spring's
give beside the rigid system, $1/a$; and the share of the creep's time
constant that one sub-step takes, $\hs\omega/2\zeta$. 60\thinspace Hz is the cap $f=1/(4\hs)$.}\tablabel{whichfreq}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$f$ (Hz)&$\hs\omega$&$a$&give $1/a$&$\hs\omega/2\zeta$\cr
\noalign{\smallskip\hrule\smallskip}
15&0.39&8.0&12.5\%&0.020\cr
30&0.79&16.3&6.1\%&0.039\cr
60&1.57&33.9&3.0\%&0.079\cr}}$$
\endinsert

@<Find the softness of the step's contacts, for the sub-step |hs|@>=
double hertz = fmin(w->settings.contact_hertz, 0.25 / hs);
ph_softness soft = soft_coefficients(hertz, w->settings.damping_ratio, hs);
ph_softness stiff = soft_coefficients(fmin(2.0 * hertz, 0.25 / hs),
  w->settings.damping_ratio, hs);

@ {\it The push's cap.} This section limits how fast a deep overlap may
push a body out. The bias velocity $\eta C$ grows with the depth of the
overlap without limit, and the body would leave at that speed. So the
bias is capped at a speed, |push_speed|, 3\thinspace m/s by default
(Box2D's value). The cap is the fastest that a point's target pushes out
of an overlap, however deep. A body may leave a little faster, because
its two points' impulses turn it as well; the test \.{no\_pop} measures
how much faster.

@*1 Sub-steps.
This section cuts the step into shorter sub-steps, and shows how each
sub-step finds its contacts' overlaps without a new search. A spring
integrated implicitly is stable at any step, but it is accurate only
when the step is short beside the spring's period. A contact damped at
$\zeta=10$ does not ring; for it, short means beside the creep's time
constant, $\hs\omega/2\zeta\ll1$ (\S\secref{ch11-whichfreq}). And a pile's
stiffness spreads through the pile one pass at a time. Cutting the step
$h$ into $n$ sub-steps of $\hs=h/n$ helps with both. The
spring is integrated with a step $n$ times shorter. Each sub-step makes a
pass with the push, and by default a relax pass after it, so that a step
makes $n$ passes with the push and $n$ relax passes, each on bodies that have moved.
Sub-steps do not need a new search for contacts. In a sub-step a body
moves little, and the contacts of the step's start are still the ones
that matter. But their overlaps change, and the spring needs the overlap
now, not at the step's start. So we bring each overlap up to date from
the bodies' motion.
@^sub-steps@>

At the step's start a contact point $\vec p$ has the separation $C_0$
(minus chapter~4's depth) and the anchors $\vec r_A=\vec p-\vec x_A$ and
$\vec r_B=\vec p-\vec x_B$. The two anchor points ride with their bodies.
After body $A$ has moved by $\Delta\vec x_A$ and turned by
$\Delta\theta_A$, its anchor point is at $\vec x_A+\Delta\vec x_A+
R(\Delta\theta_A)\vec r_A$, and the same for $B$. The separation along
the fixed normal $\vec n$ has grown by how far $B$'s anchor went from
$A$'s:
$$C=C_0+\vec n\cdot\Bigl(\bigl(\Delta\vec x_B+R(\Delta\theta_B)\vec r_B
-\vec r_B\bigr)-\bigl(\Delta\vec x_A+R(\Delta\theta_A)\vec r_A-\vec r_A
\bigr)\Bigr).$$
The formula is first order in the motion: the normal and the points are
not found again. It is exact for a body that slides along a face, and
good for one that turns by the little a step allows. The rotations $R(\Delta\theta)$
are found once per body per sub-step, not per point. Figure~\figref{substeps}
puts the whole step on the line of time.

\mpfigure{fig/ch11-soft-2.mps}{}{One step of the soft step, from $t$ to
$t+h$, with $n=4$ sub-steps of $\hs=h/4$. The contacts are found and prepared once.
Each sub-step integrates the forces, warm starts, makes one pass with the
push, moves the bodies, and relaxes. Restitution comes once, after the
last, and the totals are kept for the next step's warm start.}
\figlabel{substeps}

@<Body fields@>+=
ph_vec2 step_start; /* $\vec x$ at the start of the step (chapter 11) */
double step_start_angle; /* $\theta$ at the start of the step */
ph_vec2 turned; /* $(\cos\Delta\theta,\sin\Delta\theta)$ since the step's start */

@ @<Correction fields of a contact point@>+=
ph_vec2 anchor_a, anchor_b; /* $\vec r_A$, $\vec r_B$ at the step's start (chapter 11) */
double separation; /* $C_0$ */
double most; /* the largest total the point held in the step's passes */

@ Phase~3 keeps the anchors and the separation of every point, whatever
the solver; they cost three subtractions.

@<Prepare the correction of point |i|@>+=
q->points[i].anchor_a = ph_sub(p, A->position);
q->points[i].anchor_b = ph_sub(p, B->position);
q->points[i].separation = -c->manifold.points[i].depth;
q->points[i].most = 0.0;

@ One body is the exception: a circle. Its nearest point to the other
body is not a point of its material. A wheel that rolls by $\Delta\theta$
carries the point that touched the floor up and round, to the height
$r(1-\cos\Delta\theta)\approx r\Delta\theta^2/2$. The formula would
see the wheel lift by that much while it rolls on the floor: 1.4\thinspace
mm in a step of $1/60\,$s for a wheel of radius 0.4\thinspace m at
2\thinspace m/s. The contact would let it sink by as much, and push it
back out at the step's start, feeding it energy. But a circle is round:
whatever its angle, its nearest point lies the radius from its centre
along the normal. So for a circle the turn is left out, and only its
centre's motion counts. (Chapter~12's test \.{car}, a car on wheels,
checks that a rolling wheel rests as deep as a standing one.)
@^rolling, and the separation@>

@ The separation of a point now, by the formula above, from the passes'
copies of its two bodies (below): their motion $\Delta\vec x$ since the
step began and their turn, as a cosine and a sine, which a circle leaves
out.

@<Engine functions@>+=
static double current_separation(const ph_soft_contact *c, const ph_soft_body *A,
  const ph_soft_body *B, const ph_soft_point *pt)
{
  ph_vec2 rA = pt->anchor_a, rB = pt->anchor_b;
  ph_vec2 dA = c->round_a ? A->moved : ph_add(A->moved, ph_sub(ph_rotate_by(A->turned, rA), rA));
  ph_vec2 dB = c->round_b ? B->moved : ph_add(B->moved, ph_sub(ph_rotate_by(B->turned, rB), rB));
  return pt->separation + ph_dot(c->normal, ph_sub(dB, dA));
}

@ Rotating by a cosine and sine already found.

@<Engine functions@>+=
static ph_vec2 ph_rotate_by(ph_vec2 cs, ph_vec2 r)
{
  return ph_v(cs.x * r.x - cs.y * r.y, cs.y * r.x + cs.x * r.y);
}

@ @<Private declarations@>+=
static double current_separation(const ph_soft_contact *c, const ph_soft_body *A,
  const ph_soft_body *B, const ph_soft_point *pt);
static ph_vec2 ph_rotate_by(ph_vec2 cs, ph_vec2 r);

@*1 Relaxing, and restitution last.
This section says how the soft step keeps the push from making a body
fly off, and why the bounce is applied only once a step. The push
$\eta C$ is a velocity, and a body keeps its velocity. A body pushed out
of an overlap at $\eta C$ would fly off at that speed: Baumgarte's pop
again, only softer. So each sub-step ends, after the bodies have moved
with the push, with a {\it relax pass\/}: a pass that solves the contacts
again with no push at all. The relax pass has $\eta=0$, $q_m=1$, $q_i=0$:
the rigid rule. Wherever the push left a point separating, the relax
pass takes back the impulse that did it, down to a total of zero. The
body keeps the position the push bought, but not most of the velocity.
Some of the push's speed is left, because one pass solves a box's two
points one after the other. The second point's impulse turns the box and
undoes part of the first's (chapter~6). This is chapter~8's split
impulse by other means: the correction moves positions and is then
forgotten. But it needs no second solver, only one more pass of the same
kind in each sub-step.
The test \.{no\_pop} drops the relax pass and watches the box leave.
@^relax pass@>

Restitution cannot be applied in every sub-step. A bounce is one event,
and each sub-step aiming at $-e\,v_n^-$ would aim at it again from a
velocity already bounced. So the target $v^\star=-e\,v_n^-$ that phase~3
prepared (chapter~5's, \S\secref{ch5-step}, with its restitution
threshold, \S\secref{ch5-threshold}: an approach slower than the threshold gets the target~0) is applied once, after the
last sub-step. One more pass does it, over the points that had an impact and
took part in it by holding an impulse in some pass of the step. It applies
$\Delta\lambda=m_n(v^\star-v_n)$, on the total, clamped.
Friction is not solved again there.
@^restitution, after the sub-steps@>

@*1 The switches.
The soft step is a fourth value of chapter~5's switch, \.{solver=soft}.
It has six settings of its own. The number of sub-steps, |substeps|, is
1~to~64, 4 by default. The relax passes per sub-step, |relax|, are 0~to~100,
1 by default. The frequency $f$, |contact_hertz|, is 0 (rigid) or more,
30\thinspace Hz by default. The damping ratio $\zeta$, |damping_ratio|, is not negative, 10 by
default. The cap, |push_speed|, is positive, 3\thinspace m/s by
default. And |alternate|, on by default, reverses the order of a
contact's points in every other pass (below). The numbers are Box2D's
defaults; the alternation is ours. Warm starting is chapter~9's switch, and
friction chapter~7's. The soft step makes its own correction, so a scene
that names one of chapter~8's is refused. So is one whose integrator is
not symplectic Euler, the only one a sub-step is written for.
@^switches@>
@.solver=soft makes its own correction...@>
@.solver=soft needs integrator=symplectic@>

@<Other contact solvers@>+=
, PH_SOFT

@ @<Or another solver@>+=
&& s->solver != PH_SOFT

@ @<Settings fields@>+=
int substeps; /* sub-steps of the soft step (chapter 11) */
int relax; /* relax passes per sub-step */
double contact_hertz; /* $f$: the soft contact's frequency */
double damping_ratio; /* $\zeta$ */
double push_speed; /* the cap on the push out of an overlap */
bool alternate; /* odd passes take a contact's points in reverse order */

@ @<Set the default values of later settings@>+=
s.substeps = 4;
s.relax = 1;
s.contact_hertz = 30.0;
s.damping_ratio = 10.0;
s.push_speed = 3.0;
s.alternate = true;

@ @<Check the later settings@>+=
if (s->substeps < 1 || s->substeps > 64) return "substeps must be between 1 and 64";
if (s->relax < 0 || s->relax > 100) return "relax must be between 0 and 100";
if (!(isfinite(s->contact_hertz) && s->contact_hertz >= 0.0))
  return "contact_hertz must be finite and not negative";
if (!(isfinite(s->damping_ratio) && s->damping_ratio >= 0.0))
  return "damping_ratio must be finite and not negative";
if (!(isfinite(s->push_speed) && s->push_speed > 0.0))
  return "push_speed must be positive and finite";
if (s->solver == PH_SOFT && s->integrator != PH_SYMPLECTIC_EULER)
  return "solver=soft needs integrator=symplectic";
if (s->solver == PH_SOFT && s->correction != PH_CORRECT_AUTO)
  return "solver=soft makes its own correction: correction must be auto";

@ Under the soft step chapter~8's corrections are not used: the auto
correction is none.

@<Return the correction a later solver chooses@>+=
if (w->settings.solver == PH_SOFT) return PH_CORRECT_NONE;

@ The soft step holds what the rigid solvers cannot, a heavy box on a
light one, and it sinks piles less. The measurements below show this,
and show where it does not win. So from this
stage on the soft step is what a plain world gets. A scene
written for an earlier chapter keeps its solver by saying so, with
\.{solver=sequential} or with its stage's defaults, such as \.{defaults=10}.
@^defaults of a stage@>

@<Set the default values of later settings@>+=
if (stage >= 11) s.solver = PH_SOFT;

@*1 The step in sub-steps.
Phase~5 runs the sub-steps. Each integrates forces into velocities with
the sub-step's length; that is phase~2's own code, expanded here again.
Then it warm
starts, makes one pass with the push, and moves the bodies (phase~6's own
code). Last it notes how far each has moved since the step began, and relaxes.
After the last, restitution, and the totals are kept for the next step.
The phases 2 and~6 of the step itself then leave every body where the
sub-steps put it (below). Chapter~10's clock is read inside the
sub-steps too, so that its record of a step's phases puts each pass and
each move where it belongs. In |ph_world_step|, |h| is the whole step.
|soft_step| receives it as |step|, and calls the sub-step, $\hs=h/n$,
|hs|. Phases 2 and~6, written in earlier chapters, integrate over a time
named |h|. So inside a sub-step the code's local |h| is the sub-step
$\hs$: each sub-step sets it equal to |hs| before it runs phases 2 and~6.

@<Solve the velocity constraints@>+=
if (w->settings.solver == PH_SOFT) soft_step(w, h);

@ The step: the softness for the sub-step, the bodies' places at the
start, and room for the passes' copies. The room is the only thing that
can fail, so it is made before anything moves. Then come the sub-steps,
and after them the totals given back, restitution and the contacts kept.

@<Engine functions@>+=
static void soft_step(ph_world *w, double step)
{
  int n = w->settings.substeps;
  double hs = step / n; /* the sub-step */
  @<Find the softness of the step's contacts, for the sub-step |hs|@>@;
  @<Note where every body starts the step@>@;
  if (!make_soft_room(w)) {
    ph_world_fail(w, "out of memory in the soft step");
    return;
  }
  @<Prepare the later constraints for the step@>@;
  w->substepping = true;
  w->soft_passes = 0;
  for (int sub = 0; sub < n; sub++)
    @<Run sub-step |sub| of the soft step@>@;
  w->substepping = false;
  unpack_totals(w);
  @<Finish the later constraints' step@>@;
  @<Give back the drawing its positions at the step's start@>@;
  solve_restitution(w);
  remember_contacts(w);
}

@ One sub-step, in the order of the one-page algorithm. The first warm
starts with chapter~9's own code, on the world's bodies, and then packs
the contacts with the totals it found; the later ones warm start on the
copies. The bodies are copied in before each group of passes and their
velocities written back after it, around the move.

@<Run sub-step |sub| of the soft step@>=
{
  double h = hs; /* phases 2 and 6, expanded here, integrate over |h| */
  @<Integrate forces into velocities@>@;
  if (sub == 0) {
    warm_start(w);
    pack_contacts(w);
  }
  gather_bodies(w);
  if (sub > 0) apply_totals(w);
  @<Warm start the later constraints on the copies@>@;
  clock_phase(w, &w->profile.warm_start);
  @<Solve the later constraints on the copies, with the push@>@;
  solve_soft(w, hs, soft, stiff, true);
  scatter_bodies(w);
  clock_phase(w, &w->profile.velocity);
  @<Integrate velocities into positions@>@;
  @<Note how far every body has moved since the step began@>@;
  gather_bodies(w);
  for (int pass = 0; pass < w->settings.relax; pass++) {
    @<Solve the later constraints on the copies, without the push@>@;
    solve_soft(w, hs, soft, stiff, false);
  }
  scatter_bodies(w);
  clock_phase(w, &w->profile.velocity);
}

@ A later chapter's constraints (chapter~12's joints) are prepared once per
step, warm started in every sub-step after the contacts' totals are
applied, solved in every sub-step before the contacts, so
that the contacts have the last word, and finished after the last. Here
they are five places left empty, one for each of those moments; this
one, the preparation, is filled by chapter~12 with each joint's lever
arms and offset at the step's start and its softness for the sub-step.

@<Prepare the later constraints for the step@>=
@;

@ Empty here, as the four that follow are. Chapter~12 fills it with the
joints' warm start: each joint's totals, kept from the sub-step before,
applied again to the copies of its two bodies.

@<Warm start the later constraints on the copies@>=
@;

@ Empty here. Chapter~12 fills it with one pass over the joints, with the
push that closes their drift, on the copies before the contacts' pass.

@<Solve the later constraints on the copies, with the push@>=
@;

@ Empty here. Chapter~12 fills it with the joints' part of each relax
pass: one pass over the joints without the push, before the contacts'.

@<Solve the later constraints on the copies, without the push@>=
@;

@ Empty here. Chapter~12 fills it with what the joints do once the last
sub-step is over: each finds its force and torque from its totals, and
breaks if the force passes its limit.

@<Finish the later constraints' step@>=
@;

@ While the sub-steps run, the world says so, and the phases 2 and~6 of
the step itself skip every body under the soft step: the sub-steps have
done their work.

@<World fields@>+=
bool substepping; /* inside the soft step's sub-steps (chapter 11) */
int soft_passes; /* passes made so far in this step, for their order */

@ @<Initialise the later world fields@>+=
w->substepping = false;
w->soft_passes = 0;

@ @<Skip bodies that do not move@>+=
if (w->settings.solver == PH_SOFT && !w->substepping) continue;

@ Phase~4 of the step does not warm start under the soft step. The first
sub-step does, after its forces, so that its order is chapter~9's.
|warm_points| is only chapter~9's count of the points phase~4 warm
started, none here. The totals themselves are kept, and the first
sub-step applies them.

@<Or keep the contacts for a solver that warm starts later@>+=
else if (w->settings.solver == PH_SOFT) w->warm_points = 0;

@ @<Note where every body starts the step@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  b->step_start = b->position;
  b->step_start_angle = b->angle;
  b->turned = ph_v(1.0, 0.0);
}

@ The turn since the step's start is found once per body, for every
point's separation.

@<Note how far every body has moved since the step began@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  double turn = b->angle - b->step_start_angle;
  b->turned = ph_v(cos(turn), sin(turn));
}

@ Phase~6, expanded in each sub-step, keeps in |previous| the position at
the sub-step's start; the drawing interpolates between the positions at
the start and the end of the whole step, so those are given back.

@<Give back the drawing its positions at the step's start@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  if (is_static(b)) continue;
  b->previous = b->step_start;
  b->previous_angle = b->step_start_angle;
}

@*1 The passes' own copy of the world.
A pass touches, for each point, its two bodies' velocities, turning,
masses and motion since the step began, and the point's anchors, masses
and totals. In the world's arrays these lie far apart. A body's record
holds everything every chapter gave it (its shape, its drawing, its
layers), over six hundred bytes. The few numbers a pass reads are
spread over five or six of the processor's cache lines. The point's
numbers sit among chapter~5's and chapter~8's, and each pass fetches
them all again. Box2D keeps arrays made for the passes \cite{box2d}, and
so do we. A body's hot numbers are in
|ph_soft_body|, nine numbers in 72 bytes. A contact's are in
|ph_soft_contact|: its bodies' indices, its normal and friction and both
points, in the contacts' order.
@^hot data@>
@^cache lines@>

The copies are made where they are cheap. The contacts are copied once per step,
before the sub-steps. The bodies are copied before each group of passes, and their
velocities written back after it. So phases 2 and~6, expanded in the
sub-steps, keep working on the world's bodies as they always have. A
static body's copy has both inverse masses 0, so that an impulse leaves
it as it is, and it is never written back.

@<Collision types@>+=
typedef struct ph_soft_body {
  ph_vec2 v; /* $\vec v$ */
  double omega; /* $\omega$ */
  double inverse_mass, inverse_inertia; /* both 0 for a static body */
  ph_vec2 moved; /* $\Delta\vec x$ since the step's start */
  ph_vec2 turned; /* $(\cos\Delta\theta,\sin\Delta\theta)$ since then */
} ph_soft_body;

typedef struct ph_soft_point {
  ph_vec2 anchor_a, anchor_b; /* $\vec r_A$, $\vec r_B$ at the step's start */
  double separation; /* $C_0$ */
  double normal_mass, tangent_mass; /* $m_n$, $m_t$ */
  double impulse, friction_impulse; /* the totals $\lambda$, $\lambda_t$ */
  double most; /* the largest $\lambda$ of the step's passes */
} ph_soft_point;

typedef struct ph_soft_contact {
  int a, b; /* the bodies' indices */
  int count; /* points, 1 or 2 */
  bool grounded; /* one body is static: the stiffer spring */
  bool round_a, round_b; /* the body is a circle: its turn moves no point */
  ph_vec2 normal; /* $\vec n$ */
  double friction; /* $\mu$, mixed */
  ph_soft_point points[2];
} ph_soft_contact;

@ @s ph_soft_body int
@s ph_soft_point int
@s ph_soft_contact int

@<World fields@>+=
ph_soft_body *soft_bodies; /* the passes' copy of the bodies (chapter 11) */
ph_soft_contact *soft_contacts; /* and of the contacts */
size_t soft_body_room, soft_contact_room; /* in elements */

@ @<Initialise the later world fields@>+=
w->soft_bodies = NULL;
w->soft_contacts = NULL;
w->soft_body_room = w->soft_contact_room = 0;

@ @<Free the later world fields@>+=
free(w->soft_bodies);
free(w->soft_contacts);

@ Room for the copies is made before the sub-steps begin, so that the
step cannot fail halfway; it fails only if the memory cannot be had.

@<Engine functions@>+=
static bool make_soft_room(ph_world *w)
{
  return make_room(&w->soft_bodies, &w->soft_body_room, (size_t) w->body_count,
      sizeof *w->soft_bodies)
    && make_room(&w->soft_contacts, &w->soft_contact_room, (size_t) w->impulse_count,
      sizeof *w->soft_contacts);
}

@ Packing the contacts: the point's anchors and separation that phase~3
kept, its masses, and its totals, once the first sub-step's warm start
has taken them from the last step.

@<Engine functions@>+=
static void pack_contacts(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    const ph_contact_impulse *q = &w->impulses[k];
    ph_soft_contact *s = &w->soft_contacts[k];
    s->a = c->a, s->b = c->b, s->count = q->count;
    s->grounded = is_static(&w->bodies[c->a]) || is_static(&w->bodies[c->b]);
    s->round_a = w->bodies[c->a].shape.kind == PH_CIRCLE;
    s->round_b = w->bodies[c->b].shape.kind == PH_CIRCLE;
    s->normal = c->manifold.normal, s->friction = q->friction;
    for (int i = 0; i < q->count; i++)
      s->points[i] = (ph_soft_point){q->points[i].anchor_a, q->points[i].anchor_b,
        q->points[i].separation, q->points[i].normal_mass, q->points[i].tangent_mass,
        q->points[i].impulse, q->points[i].friction_impulse, q->points[i].most};
  }
}

@ Copying the bodies in, and their velocities out.

@<Engine functions@>+=
static void gather_bodies(ph_world *w)
{
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    @<Pass by body |b| in the sub-steps if a later chapter holds it still@>@;
    bool fixed = is_static(b);
    w->soft_bodies[i] = (ph_soft_body){b->velocity, b->angular_velocity,
      fixed ? 0.0 : b->inverse_mass, fixed ? 0.0 : b->inverse_inertia,
      ph_sub(b->position, b->step_start), b->turned};
  }
}

static void scatter_bodies(ph_world *w)
{
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    if (is_static(b)) continue;
    @<Pass by body |b| in the sub-steps if a later chapter holds it still@>@;
    b->velocity = w->soft_bodies[i].v;
    b->angular_velocity = w->soft_bodies[i].omega;
  }
}

@ Chapter~14's sleeping bodies are in no contact and no joint the passes
solve, so they are neither copied in nor out.

@<Pass by body |b| in the sub-steps if a later chapter holds it still@>=
@; /* chapter 14 */

@ After the last sub-step the totals go back to the world's contacts,
where restitution, the next step's warm start and the C interface read
them.

@<Engine functions@>+=
static void unpack_totals(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++)
    for (int i = 0; i < w->impulses[k].count; i++) {
      const ph_soft_point *pt = &w->soft_contacts[k].points[i];
      w->impulses[k].points[i].impulse = pt->impulse;
      w->impulses[k].points[i].friction_impulse = pt->friction_impulse;
      w->impulses[k].points[i].most = pt->most;
    }
}

@ The lever arms of a pass run, as chapter~9's do, from each body's
centre as it is now to the point $\vec p$ found at the step's start:
$\vec p-\vec x_A=\vec r_A-\Delta\vec x_A$, from the anchor and the
motion. (Box2D keeps the anchors themselves \cite{box2d}. For a body that
slides or tips the difference is second order in the motion of a step.
And either way a pass before anything has moved, the first of a single
sub-step, is chapter~9's to the bit, which the test \.{one\_substep}
holds.) A circle is again the exception, and there the difference is of
first order. A wheel rolling at $\omega$ has moved on by $\Delta x$ since
the step began, and the point $\vec p$ is now $\Delta x$ behind its
lowest point, where the rim rises at $\vert\omega\vert\Delta x$. The pass would
read the wheel as leaving the floor, let its centre fall at that speed,
and hold it millimetres deep. A circle's point of contact is always
the radius from its centre along the normal, so a circle keeps its anchor,
as Box2D does.

@<Find the lever arms |ra| and |rb| of point |pt|@>=
ph_vec2 ra = c->round_a ? pt->anchor_a : ph_sub(pt->anchor_a, A->moved);
ph_vec2 rb = c->round_b ? pt->anchor_b : ph_sub(pt->anchor_b, B->moved);

@ An impulse $\vec P$ at a point, on the copies: $B$ gets it and $A$ its
opposite, at the lever arms $\vec r_A$ and $\vec r_B$, as chapter~9's
|apply_contact_impulse| does on the world's bodies.

@<Engine functions@>+=
static void push_soft(ph_soft_body *A, ph_soft_body *B, ph_vec2 ra, ph_vec2 rb, ph_vec2 P)
{
  ph_vec2 minus = ph_mul(-1.0, P);
  A->v = ph_add(A->v, ph_mul(A->inverse_mass, minus));
  B->v = ph_add(B->v, ph_mul(B->inverse_mass, P));
  A->omega += A->inverse_inertia * ph_cross(ra, minus);
  B->omega += B->inverse_inertia * ph_cross(rb, P);
}

@ The relative velocity at a point, $\vec v_B+\omega_B\times\vec r_B-
(\vec v_A+\omega_A\times\vec r_A)$, on the copies.

@<Engine functions@>+=
static ph_vec2 soft_relative_velocity(const ph_soft_body *A, const ph_soft_body *B,
  ph_vec2 ra, ph_vec2 rb)
{
  ph_vec2 vrel = ph_sub(B->v, A->v);
  return ph_add(vrel, ph_sub(cross_scalar_vector(B->omega, rb),
    cross_scalar_vector(A->omega, ra)));
}

@ Later sub-steps warm start from the totals the last sub-step left: each
is an impulse over one sub-step, and the next sub-step needs about as much
again.

@<Engine functions@>+=
static void apply_totals(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_soft_contact *c = &w->soft_contacts[k];
    ph_soft_body A = w->soft_bodies[c->a], B = w->soft_bodies[c->b];
    ph_vec2 n = c->normal, t = ph_v(n.y, -n.x);
    for (int i = 0; i < c->count; i++) {
      const ph_soft_point *pt = &c->points[i];
      ph_vec2 ra = c->round_a ? pt->anchor_a : ph_sub(pt->anchor_a, A.moved);
      ph_vec2 rb = c->round_b ? pt->anchor_b : ph_sub(pt->anchor_b, B.moved);
      push_soft(&A, &B, ra, rb, ph_add(ph_mul(pt->impulse, n), ph_mul(pt->friction_impulse, t)));
    }
    @<Write back the velocities of |A| and |B|@>@;
  }
}

@ @<Private declarations@>+=
static void soft_step(ph_world *w, double step);
static bool make_soft_room(ph_world *w);
static void pack_contacts(ph_world *w);
static void gather_bodies(ph_world *w);
static void scatter_bodies(ph_world *w);
static void unpack_totals(ph_world *w);
static void push_soft(ph_soft_body *A, ph_soft_body *B, ph_vec2 ra, ph_vec2 rb, ph_vec2 P);
static ph_vec2 soft_relative_velocity(const ph_soft_body *A, const ph_soft_body *B,
  ph_vec2 ra, ph_vec2 rb);
static void apply_totals(ph_world *w);
static void solve_soft(ph_world *w, double hs, ph_softness soft, ph_softness stiff, bool push);
static double solve_soft_point(ph_world *w, ph_soft_contact *c, int i, ph_soft_body *A,
  ph_soft_body *B, double hs, ph_softness s, bool push);
static void solve_soft_friction(ph_world *w, ph_soft_contact *c, int i, ph_soft_body *A,
  ph_soft_body *B, double j);
static void solve_restitution(ph_world *w);

@*1 A pass, and restitution.
A contact with a static body takes the stiffer coefficients.
Each contact has its points' normal impulses solved first, then their
friction, as Box2D's version~3 does \cite{box2d}; version~2.4 solves friction
first. Each point's friction is capped by its own normal total, as it
stands at that moment of the pass: with the normals solved first, that
total already holds this pass's normal impulse, not the last pass's.

The order of the two points matters more than it seems. Gauss--Seidel
favours the point it meets first: the second sees a velocity the first
has already half corrected, and takes less (chapter~6's two corners). In
a symmetric column every box's first point is on the same side, so every
contact leans the same way by a little, and the column drifts sideways,
a little more each step. So the passes of a step, counted through it,
take the points forward and backward in turn. What one pass favours,
the next undoes. With the default one relax pass, each sub-step's pass
with the push runs forward and its relax pass backward. It is the idea of
symmetric Gauss--Seidel, which reverses the whole sweep, applied only
within each contact: the contacts themselves keep their order. The
table of solvers shows what it buys on the stack of ten, and what it
costs on the heavy box.
@^symmetric Gauss--Seidel@>

@<Engine functions@>+=
static void solve_soft(ph_world *w, double hs, ph_softness soft, ph_softness stiff, bool push)
{
  bool backward = w->soft_passes++ % 2 == 1 && w->settings.alternate;
  for (int k = 0; k < w->impulse_count; k++) {
    ph_soft_contact *c = &w->soft_contacts[k];
    ph_soft_body A = w->soft_bodies[c->a], B = w->soft_bodies[c->b];
    double js[2] = {0.0, 0.0};
    for (int r = 0; r < c->count; r++) {
      int i = backward ? c->count - 1 - r : r;
      js[i] = solve_soft_point(w, c, i, &A, &B, hs, c->grounded ? stiff : soft, push);
    }
    for (int r = 0; r < c->count; r++) {
      int i = backward ? c->count - 1 - r : r;
      solve_soft_friction(w, c, i, &A, &B, js[i]);
    }
    @<Write back the velocities of |A| and |B|@>@;
  }
}

@ A contact's two bodies are copied into local variables for its points,
and written back when it is done: the compiler keeps them in registers,
and the processor does not wait on a velocity it has just stored.

@<Write back the velocities of |A| and |B|@>=
w->soft_bodies[c->a].v = A.v, w->soft_bodies[c->a].omega = A.omega;
w->soft_bodies[c->b].v = B.v, w->soft_bodies[c->b].omega = B.omega;

@ One point's normal impulse, once: chapter~9's |solve_point| with the
spring, on the copies. The bias is $\eta C$ in an overlap, capped at the
push speed, when the pass pushes. A point that has come apart ($C>0$) may
close at $C/\hs$ and no faster, in every pass, so that a gap is not jumped
within one sub-step. The function returns the impulse it applied, for
friction's cap when the increments are clamped.

$$\Delta\lambda=-m_n q_m\,(v_n+\eta\,C)-q_i\,\lambda$$

@<Engine functions@>+=
static double solve_soft_point(ph_world *w, ph_soft_contact *c, int i, ph_soft_body *A,
  ph_soft_body *B, double hs, ph_softness s, bool push)
{
  ph_soft_point *pt = &c->points[i];
  ph_vec2 n = c->normal;
  @<Find the bias |bias| and the scales |q_m|, |q_i| of point |i|@>@;
  @<Find the lever arms |ra| and |rb| of point |pt|@>@;
  double u = ph_dot(soft_relative_velocity(A, B, ra, rb), n), lambda = pt->impulse;
  double j = add_clamped(w, &pt->impulse,
    -pt->normal_mass * q_m * (u + bias) - q_i * lambda, 0.0, INFINITY);
  push_soft(A, B, ra, rb, ph_mul(j, n));
  pt->most = fmax(pt->most, pt->impulse);
  return j;
}

@ @<Find the bias |bias| and the scales |q_m|, |q_i| of point |i|@>=
double C = current_separation(c, A, B, pt), bias = 0.0, q_m = 1.0, q_i = 0.0;
if (C > 0.0) bias = C / hs;
else if (push) {
  bias = fmax(s.bias_rate * C, -w->settings.push_speed);
  q_m = s.mass_scale;
  q_i = s.impulse_scale;
}

@ The point's friction: chapter~9's, on the copies. The sliding velocity
$v_t$ along $\vec t=(n_y,-n_x)$, the increment $\Delta\lambda_t=-m_t v_t$
that stops it, and Coulomb's bounds $\pm\mu\lambda$ on the total (or
$\pm\mu j$ on the increment, with the accumulation off).

@<Engine functions@>+=
static void solve_soft_friction(ph_world *w, ph_soft_contact *c, int i, ph_soft_body *A,
  ph_soft_body *B, double j)
{
  if (c->friction <= 0.0) return;
  ph_soft_point *pt = &c->points[i];
  ph_vec2 n = c->normal, t = ph_v(n.y, -n.x);
  @<Find the lever arms |ra| and |rb| of point |pt|@>@;
  double v_t = ph_dot(soft_relative_velocity(A, B, ra, rb), t);
  double cap = c->friction * (w->settings.accumulate ? pt->impulse : j);
  double jt = add_clamped(w, &pt->friction_impulse, -pt->tangent_mass * v_t, -cap, cap);
  push_soft(A, B, ra, rb, ph_mul(jt, t));
}

@ Restitution, once, after the sub-steps: the points whose target
$v^\star=-e\,v_n^-$ phase~3 set (chapter~5, \S\secref{ch5-step}: an
impact faster than the restitution threshold of \S\secref{ch5-threshold}) and that held
an impulse in some pass of the step, so took part in the impact. (Their
total at the end may well be zero: two balls that the sub-steps have
brought to the same speed hold nothing, yet they collided.)

@<Engine functions@>+=
static void solve_restitution(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    ph_contact_impulse *q = &w->impulses[k];
    ph_vec2 n = c->manifold.normal;
    for (int i = 0; i < q->count; i++) {
      if (q->points[i].target <= 0.0 || q->points[i].most <= 0.0) continue;
      ph_vec2 p = c->manifold.points[i].point, vrel = ph_sub(B->velocity, A->velocity);
      @<Find the points |pa| and |pb| at which restitution meets |A| and |B|@>@;
      vrel = ph_add(vrel, ph_sub(turning_velocity(B, pb), turning_velocity(A, pa)));
      double j = add_clamped(w, &q->points[i].impulse,
        q->points[i].normal_mass * (q->points[i].target - ph_dot(vrel, n)), 0.0, INFINITY);
      ph_vec2 P = ph_mul(j, n);
      push_body(w, A, ph_mul(-1.0, P));
      push_body(w, B, P);
      turn_body(w, A, pa, ph_mul(-1.0, P));
      turn_body(w, B, pb, P);
    }
  }
}

@ Restitution meets a polygon at the point found at the step's start, as
the passes do. It meets a circle at its anchor, carried with it, for the
reason the passes have. A ball that has slid on by $\Delta x$ during the
step touches the wall a radius from its centre, not at the old point.
Read there, its spin would add $\omega\,\Delta x$ to its normal velocity.
A ball at 300\thinspace m/s that meets a wall at $20^\circ$, spun up by
friction in the step of the impact, would slide along the wall instead of
bouncing (chapter~13's test \.{bullet\_wall} shoots such balls). For polygons the points, and every bit of the
result, are as before.

@<Find the points |pa| and |pb| at which restitution meets |A| and |B|@>=
ph_vec2 pa = A->shape.kind == PH_CIRCLE ? ph_add(A->position, q->points[i].anchor_a) : p;
ph_vec2 pb = B->shape.kind == PH_CIRCLE ? ph_add(B->position, q->points[i].anchor_b) : p;

@*1 The soft step as it stands.
Figure~\figref{solver-11} is the contact solver of stage~11, |soft_step|,
which phase~5 calls. The function receives the whole step $h$ as |step|,
and its second line sets the sub-step |hs| to $h/n$. The listing shows the softness found for the sub-step |hs|, the
bodies' places noted, and then the loop of sub-steps. The loop is opened here as the
one-page algorithm orders it: the forces for |hs|, the warm start, one
pass with the push, the move, and the relax passes. The loop's first line,
|double h = hs;|, is there because the code of phases 2 and~6, expanded
inside the loop, integrates over a time named |h|, which must now be the
sub-step. After the loop come
the totals given back, restitution once, and the contacts kept for the
next step.
\input fig/ch11-solver.tex

@*1 How tall a column of springs can stand.
This section asks how tall a column of boxes can stand on soft contacts.
A soft contact is a real spring, and a column of boxes on springs can
buckle, as a tower on rubber pads would. Tilt the boxes above a contact a
little. The column stands only if the contact's springs push back harder
than the weight, now off centre, pushes it over. Take the contact under the $j$ top boxes of a column
of boxes of width $\ell_x$ and height $\ell_y$, and tilt everything above it
by a small angle $\phi$ about the contact's middle. Its two points, at
$\pm \ell_x/2$, are compressed by $\ell_x\phi/2$ more and less. Each is a spring of
stiffness $k=m_n\omega^2$, so they give the restoring torque
$$\tau_{\rm spring}=2k\,{\ell_x^2\over4}\,\phi.$$
The $j$ boxes weigh $jmg$, with their centre $j\ell_y/2$ above the contact.
Tilted, the weight acts $j\ell_y\phi/2$ to the side, a torque
$$\tau_{\rm weight}=jmg\,{j\ell_y\over2}\,\phi.$$
The contact holds while $\tau_{\rm spring}$ is larger than $\tau_{\rm weight}$. Between two unit boxes
$m_n=m/5$ and $\ell_x=\ell_y=\ell$, so
$$2\,{m\over5}\,\omega^2\,{\ell^2\over4}>{j^2mg\,\ell\over2},\qquad
\hbox{that is,}\qquad j<\omega\sqrt{\ell\over5g}.$$
In a column of $N$ boxes the contact that bears most is the one on the
bottom box, with $j=N-1$ boxes above it. The floor's contact carries all
$N$ boxes, but only the bottom box turns there, so its $m_n$ is $m/2.5$.
By the same inequality, that $m_n$ alone lets it carry $\sqrt2$ times as
many boxes, even without its doubled frequency. So it is not the weakest.
So the column holds while it has fewer than
$$N_{\max}=1+\omega\sqrt{\ell\over5g}$$
boxes. The table and figure below drop the one and use the plainer
bound $N<\omega\sqrt{\ell/5g}$, which is stricter by one box.
At 30\thinspace Hz, where $\omega=188.5\,$s$^{-1}$, and with
$\ell=1\,$m, that bound is about 27
boxes; at 60\thinspace Hz it is 53. It is a bound, not a prediction: it
asks only one contact to hold while the rest stay rigid. A real column bends at
all its contacts together, so it falls sooner. What it suggests is a
proportion, to be tested: if a column falls as the bound says, only
sooner, its height grows in proportion to the frequency.
\input fig/ch11-text.tex Table~\tabref{columnshares} and
Figure~\figref{columns} measure it: the tallest column that
stands 10\thinspace s, with as many sub-steps as each frequency needs:
four up to 60\thinspace Hz, and eight at 120\thinspace Hz. Whether a
column stands is judged by the {\it column rule\/} of
Table~\tabref{standrules}, the first of three rules of standing that this
chapter uses; each table of results names its rule.

\midinsert
\tablecaption{The tallest column of unit boxes that stands 10\thinspace s
on the soft step (column rule; preface \S\secref{measures}; tried in steps of two boxes), against the
contact's frequency $f$ and its sub-steps $n$, beside the bound of one
contact, $\omega\sqrt{\ell/5g}$ with $\ell=1\,$m, and the column's share of that bound.
Measured by {\tt bench11}.}\tablabel{columnshares}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$f$ (Hz)&$n$&tallest $N$&bound $\omega\sqrt{\ell/5g}$&$N$/bound\cr
\noalign{\smallskip\hrule\smallskip}
\ChElevenColumnRows}}$$
\endinsert

\noindent The table's lesson is that a stiffer contact holds a taller
column, but less than in proportion once the sub-step meets its cap. The
last column says how far the real column falls short of
the one-contact picture. A share near one would mean that one contact
gives way while the rest stay rigid; a share well below it means that
the contacts bend together, and the column falls at that share of the
bound's height. None reaches the bound. The share is the same at 15 and
30\thinspace Hz, so there the column grows in proportion to the
frequency, as the bound does: it doubles. From 30 to 60\thinspace Hz it
grows by less than half, and the share drops. At 60\thinspace Hz the
contact is at the sub-step's cap, where the spring is barely soft:
$a\approx34$. The bench measures the drop but not its cause, and the
one-contact model does not give one.
From 30 to 120\thinspace Hz the column grows more than twice but less
than the proportion's four times. So a stiffer contact holds a taller
column, in proportion from 15 to 30\thinspace Hz, but not across the
range: the columns fall short of it where the sub-step meets its cap.
The column of forty falls under every solver at its defaults
(Table~\tabref{hardcases}). The soft step holds it only with contacts
stiffer than 60\thinspace Hz. The cap $f\le1/(4\hs)$, $15n\,$Hz at a
$1/60\,$s step, allows those with
five sub-steps or more; the last row of Table~\tabref{columnshares}
measures eight.
@^buckling@>
@^column of boxes@>

\midinsert
\tablecaption{The rules by which this chapter says that a pile {\it
stands\/} at the end of a run, and where each is used. A box is a unit
box, 1\thinspace m a side.}\tablabel{standrules}
$$\vbox{\halign{#\hfil\quad&\vtop{\hsize=3.1in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.3in\raggedright\noindent\strut#\strut}\cr
rule&the pile stands when its top box ends&used by\cr
\noalign{\smallskip\hrule\smallskip}
column rule&less than a box and a half below where it started, and within
10\thinspace cm of the axis&{\it tallest $N$\/} of Table~\tabref{columnshares}; Figure~\figref{columns}\cr
10\thinspace cm rule&less than 10\thinspace cm below where it would rest
with no overlap, and less than 10\thinspace cm to the side of where it
started (a top more than 2\thinspace m down is printed ``fell'')&{\it within 10\thinspace cm\/} of \hbox{Tables}
\tabref{solvers}, \tabref{hardcases} and~\tabref{substepcount}\cr
chapter~10's rule&less than a box below where its own engine's rules
make it rest ({\it below own rest\/}), and less than two boxes to the side; a
rain stands when no box is out&{\it in place\/} of Tables \tabref{targets}
and~\tabref{compared}\cr}}$$
\endinsert

\mpfigure{fig/ch11-soft-3.mps}{}{The tallest column of unit boxes that
stands 10\thinspace s, by the column rule, on the soft step, against the contact's frequency
(blue: measured by {\tt bench11}, tried in steps of two boxes), beside
the bound of one contact, $N<\omega\sqrt{\ell/5g}$ with $\ell=1\,$m (red, dashed).}
\figlabel{columns}

@*1 Measurements.
This section asks what the soft step buys over the book's rigid solvers,
and what it costs. Table~\tabref{solvers} sets the solvers side by side on
the piles, and Table~\tabref{hardcases} on the hard cases. Each
scene is simulated for
10\thinspace s (600 steps of $1/60\,$s), on its own bodies and gravity.
Three solvers are compared. The single pass runs with no
correction (stage~8's defaults, whose automatic correction is none for the
single pass). Sequential impulses run with split
impulses (stage~10). The soft step runs with Box2D's order of points and
with the alternating order (stage~11). Table~\tabref{configs} gives the
passes of each, by the names the later tables give their rows. The
single pass makes one pass over the contacts a step, sequential impulses
eight velocity passes and eight split passes, and the soft step eight:
one with the push and one relaxing in each of four sub-steps. What a step
of each costs is in the rerun of chapter~10's comparison below. A pile's
{\it below rest\/} is how far its top box ended below where it would rest with
no overlap (preface, \S\secref{measures}). The column {\it within 10\thinspace cm\/} says whether a pile stands by the
10\thinspace cm rule of Table~\tabref{standrules}: its top box ends less
than 10\thinspace cm below that place and less than 10\thinspace cm to the
side of where it started.

\midinsert
\tablecaption{The solvers' configurations in this chapter's tables, by
the names of their rows: passes with the velocities a step (for the soft
step, a sub-step), split passes, sub-steps of a step, relax passes a
sub-step, and how overlap is corrected. The last two rows are chapter~10's
comparison's, in Table~\tabref{compared}.}\tablabel{configs}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
row&velocity&split&sub-steps&relax&correction\cr
\noalign{\smallskip\hrule\smallskip}
single pass&1&0&1&0&none (stage~8's defaults)\cr
sequential, stage 10's defaults&8&8&1&0&split impulses, slop\cr
soft, one order&1&0&4&1&the push, Box2D's order\cr
soft, alternating&1&0&4&1&the push, alternating\cr
stage 10, comparison settings&10&10&1&0&split impulses, slop\cr
stage 11, plain&1&0&4&1&as soft, alternating\cr}}$$
\endinsert

\midinsert
\tablecaption{The solvers side by side on the piles, by {\tt bench11}:
whether the top box stood by the 10\thinspace cm rule: the top must end
less than 10\thinspace cm below where it would rest with no overlap
(Table~\tabref{standrules}; preface \S\secref{measures}), so a pile that sinks
more than 10\thinspace cm does not stand. Then how far the top ended below rest and
drifted (preface, \S\secref{measures}), and the deepest
overlap of any contact at the end (millimetres). The arch's top is its
crown, which starts at its rest. A top more than 2\thinspace
m down has ``fell'' for its {\it below rest}, and its drift says only where it came
down.}\tablabel{solvers}
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\cr
scene&solver&within 10\thinspace cm&below rest&drift&deepest\cr
&&&(mm)&(mm)&(mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch11-solvers.tex
}}$$
\endinsert

@ {\it The scenes.} The scenes \.{stack10}, \.{pyramid20}, \.{large\_pyramid} and
\.{rain4000} come from chapter~10's comparison. The scenes \.{stack40},
\.{heavy}, \.{deep}, \.{arch} and \.{confined} are this chapter's. The scene \.{heavy}
is a unit box of density~100 on a unit box of density~1 on the floor.
The scene \.{stack40} is a column of forty unit boxes. The scene \.{deep} is a unit box of
wood started 20\thinspace cm into a static floor with no gravity. That way,
whatever speed it leaves with is the push's, and its energy at the
end is what the push gave it. The scene \.{arch} is a semicircular arch of 17
blocks, 8\thinspace m inside and 1.6\thinspace m thick, standing on the
floor with nothing but its contacts to hold it. Each block leans on its
neighbours, and every joint carries the arch's thrust. The scene \.{confined} is
twenty boxes, in four columns of five, in a pit 5\thinspace m wide. A lid that fills the
pit, 480 times a box's mass, falls onto them at 5\thinspace m/s. The boxes have
nowhere to go, and only the contacts keep the lid from crushing them.
Catto's comparison of solvers uses an arch and a confined pile for the
same reasons \cite{catto2024}; these two are this book's own.
@^solvers compared@>


\midinsert
\tablecaption{The solvers side by side on the hard cases, by {\tt
bench11}: the columns of Table~\tabref{solvers} (preface, \S\secref{measures}), and the change of the
world's energy over the run, $\Delta E$, kinetic plus gravity's potential, at the end
less at the start (joules, to three figures). Negative means the solver
took energy out, as a pile that comes to rest does; positive means it
put energy in, as the push does to the deep box, which starts at rest
with no gravity, so its energy is what the push gave it. The rain, the
deep box and the confined pile have no top, so their columns of standing
are empty.}\tablabel{hardcases}
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\cr
scene&solver&within 10\thinspace cm&below rest&drift&deepest&$\Delta E$\cr
&&&(mm)&(mm)&(mm)&(J)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch11-hard.tex
}}$$
{\narrower\noindent\strut Notes. \.{heavy} on sequential impulses: the heavy
box sinks through the light one to the floor, so its top is about a box
lower than at rest, and what overlap is left is the slop, 5\thinspace mm,
that every contact keeps. \.{stack40}: a column forty metres tall. On the
soft step its contacts give and it bends over at all of them together
(the column's bound above). Its top box comes down more than ten metres
to the side, and the drift says how far it was thrown. On the two rigid solvers
it does not go over like that; its top comes down within two
metres of where it started.\strut\par}
\endinsert

@ {\it Where each solver wins, and why.} The tables' lesson is that the
soft step holds the heavy box and sinks the stack less, while sequential
impulses handle the deep box better. On the soft step the heavy box
stands, sunk only as far as its springs predict: the light box into the
floor and the heavy one into the light one. On sequential impulses the
heavy box sinks through the light box. The rigid rule's passes cannot
converge on a pair so unevenly weighted; the spring's give, $\Gamma$, is
what makes the system solvable. The soft step sinks the stack of ten
less than sequential impulses do. Their sink is mostly chapter~8's slop,
which each contact is allowed to keep. For the soft step, the quadratic
shortening above predicts a sink of about 3\thinspace cm. The soft step
also leaves the rain's deepest overlap shallower. The pile's contacts are
pushed apart at the spring's rate in every sub-step, not left to a
second solve that stops short. Sequential impulses with split
impulses win on the deep box: they lift it out and give it no energy,
while the soft step's one relax pass leaves it some of the push's. And
the soft step pays for its give in depth: its piles rest compressed by
the sum of their springs, a quadratic in the height, which is what limits
the column. Tables \tabref{solvers} and~\tabref{hardcases} have the numbers.


\mpfigure{fig/ch11-soft-4.mps}{}{The arch (a) and the confined pile
(b, c) after 10\thinspace s, drawn from the bodies' outlines that {\tt
bench11} wrote: the arch on the soft step, the pile on sequential
impulses (b) and on the soft step (c), the crown and the lid in red. On
sequential impulses the lid has driven boxes into each other and
tilted; on the soft step the columns stand, each contact compressed.}
\figlabel{archpile}

The arch and the confined pile say the same from two other sides
(Figure~\figref{archpile}). The
single pass lets the arch fall; sequential impulses and the soft step
hold it, and its crown sinks \ChElevenArchSinkSoft\thinspace mm on the
soft step against \ChElevenArchSinkSeq\thinspace mm on sequential
impulses. An arch shortens by the sum of its joints' overlaps, and the
crown drops as the ring shortens. Sequential impulses leave every joint
its slop. The soft step's springs press deepest at the feet, where
the thrust is largest, and less towards the crown. In the confined pile
the lid's mass against a box's is the heavy box's ratio again, and
worse; the deepest overlaps are in Table~\tabref{hardcases}. The soft
step's is the depth of springs whose stiffness is set by the boxes' small
mass, the effective mass of the contact. Each of the four columns is
loaded with about a quarter of the lid's weight, 120 times a box's, as
the heavy box's spring is loaded with a hundred. Problem~P4 models the
lowest contact of a column, and its answer in Appendix~G sets the model
beside the measured depth.

The alternating order of a contact's points is a trade. On the stack of
ten, the top box drifts \ChElevenDriftAlt\thinspace mm with the
alternating order rather than \ChElevenDriftOne\thinspace mm with one
order. But the heavy box drifts \ChElevenHeavyDriftAlt\thinspace mm
rather than \ChElevenHeavyDriftOne\thinspace mm. Both stand under both
orders. The stack and the pyramid are the scenes that the targets below
ask about, so the alternating order is the default.

@ {\it What the sub-steps and the relax pass buy.} This section asks what
each of the soft step's own switches is worth.
Table~\tabref{substepcount} changes them one at a time from stage~11's
defaults. With one sub-step, the whole $1/60\,$s, the cap $f\le1/4\hs$
holds every contact to 15\thinspace Hz. Then the stack of ten falls
(``fell'' in the table), where with four sub-steps it sinks
\ChElevenFourSubSink\thinspace mm. Its springs between boxes drop from
30 to 15\thinspace Hz, which makes them four times as soft. The floor's
spring, which carries all ten boxes, drops from 60 to 15\thinspace Hz,
since twice 15\thinspace Hz is above the cap; it becomes sixteen times as
soft. And one pass a sub-step is too few for ten boxes. More sub-steps
cost a pass and an integration each, so a step of eight sub-steps takes
longer than one of four.

@ {\it Without the relax pass.} The relax pass is what keeps a pushed body
from flying off. Without the relax pass the deep box
leaves the floor with \ChElevenNoRelaxEnergy\thinspace J, against
\ChElevenRelaxEnergy\thinspace J with it: the push's speed kept, which is
the pop that this chapter set out to avoid. The same pop is why, without
the relax pass, the pyramid never comes to rest: its boxes keep the speed
that pushes them out of their overlaps, and by the end one of them has
moved metres. The heavy box, too, never rests without the relax pass.
The light box under it, squeezed by a hundred times its own weight,
leaves its overlaps at the push's speed in every sub-step, and nothing
takes that speed back. In the last second of the run the heavy box's
height still ranges over \ChElevenHeavyBob\thinspace mm, where with the
relax pass it does not move. So the table has it ``not at rest'', and its
{\it below rest\/} there is where the run stopped, not a depth of rest. With one
sub-step the deep box leaves with the least energy of all, because the
cap holds its contact to 15\thinspace Hz. The softer the contact, the
slower its push, and the less of that speed the relax pass leaves. Up to four sub-steps, each count that raises the cap raises the
energy with it.

\midinsert
\tablecaption{The soft step's sub-steps and relax passes, by {\tt bench11}:
the count of sub-steps $n$ and of relax passes in each; the stack of ten's
{\it below rest\/} and drift and the heavy box's {\it below rest\/} (millimetres; preface \S\secref{measures}) and whether it
stands, by the 10\thinspace cm rule (Table~\tabref{standrules}) and at
rest ({\it within 10\thinspace cm\/}): a top whose height ranges over more than 1\thinspace cm in the last
second is ``not at rest''; the most any box of the pyramid moves between step 120 and the
end (millimetres); the deep box's energy at the end, its $\Delta E$ (joules); and the
pyramid's mean time of a step (milliseconds). A stack whose top came down
more than 2\thinspace m has ``fell'' for its {\it below rest}, as in
Table~\tabref{solvers}, and no drift.}\tablabel{substepcount}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&&\multispan2\hfil\.{stack10}\hfil\quad&\multispan2\hfil\.{heavy}\hfil\quad
&\.{pyramid20}&\.{deep}&\.{pyramid20}\cr
$n$&relax&below rest&drift&below rest&within 10\thinspace cm&moves&$\Delta E$&ms\cr
&&(mm)&(mm)&(mm)&&(mm)&(J)&\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch11-substeps.tex
}}$$
\endinsert

@ {\it The targets.} The book's plan set this stage targets for a plain
scene before the chapter was written. They are goals the plan chose, not
measurements. The targets of settling ask the piles to rest as Box2D's
current release, version~3, rests them. The speed targets are the plan's
round figures: a step at most a half of Box2D~2.4's on \.{pyramid20} and
two fifths on the two large scenes. They are its guess at how much faster
version~3 steps such scenes than 2.4, rounded; no run of version~3 set
them, since version~3 is not among the packages the book installs. They
are timed against 2.4 because that is the Box2D this book is built beside
(chapter~10).
Table~\tabref{targets} gives each, measured by the same runs;
\ChElevenTargetsMet\ of the \ChElevenTargetsAll\ are met. A target
missed is a measurement, not a failure: it says where this stage falls
short of today's engine, and the next two sections say why.

@ {\it The rain and the pyramid.} This section explains the two targets
that involve settling. The rain's
lowest corner is pressed into the floor by the pile's weight on a spring
of 60\thinspace Hz: that depth is the soft contact's give. It is the depth
of a corner below the floor. The rain's ``deepest'' in
Table~\tabref{hardcases} measures another thing, the deepest overlap of
any contact, box on box included. The pyramid does not sink slowly and
steadily; it is still settling at two seconds. Its boxes move up to
\ChElevenPyramidMoved\thinspace mm after step~120, but in the second half
of the run no box moves more than \ChElevenPyramidLate\thinspace mm: boxes
slip late, under the load redistributing above them, and then everything
stops. Whether such a late slip happens is
sensitive to every setting. With eight sub-steps no box moves a
millimetre after step~120 (Table~\tabref{substepcount}), at their price in time, and a stiffer contact holds taller columns
(Figure~\figref{columns}).

@ {\it The large pyramid, and the time of a step.} This section explains
the last four lines of Table~\tabref{targets}: the large pyramid's target
and the three targets of time. All four come from the rerun of
chapter~10's comparison below (Table~\tabref{compared}). There
chapter~10's drivers run this stage with a plain world, beside
Box2D~2.4. The large pyramid's target asks two things. First, the pile
must stand by chapter~10's rule (Table~\tabref{standrules}), which allows
for each engine's own depth of rest; it is not the 10\thinspace cm rule
of Table~\tabref{solvers}. Second, its top must end no lower than
Box2D~2.4's top. This second part compares {\it below rest}, the drops of
the two tops from their built heights, because where a top ends is what
a user of either engine sees. Box2D's skins hold its boxes apart and so
raise its top; the column {\it below own rest\/} of Table~\tabref{compared} would take that
height out. The target does not ask that Box2D's pile stand: it sets our top
beside Box2D's top wherever that ends, and Table~\tabref{compared} says
under which engines the pile stands. The same run of the large
pyramid gives the profile of its step, Table~\tabref{profile11}: where
its time goes, and what one point costs in one pass.
Chapter~10's Table~\tabref{phases} gives the same
time a point for its own passes and for Box2D~2.4's. The copies the passes
work on save the lookups, not the arithmetic: a point still reads the
velocities the point before it has just written, so one pass is a chain
of dependent updates that the processor cannot overlap. Box2D's
version~3 gets its factor elsewhere: it colours the contacts so that no
two of one colour share a body, and solves four or eight of a colour at
once in the processor's vector lanes, in single precision. That keeps
Gauss--Seidel's order only within a colour, and this book has not built it.

\midinsert
\tablecaption{Where a step of {\tt large\_pyramid} on stage~11 goes, in
chapter~10's driver, by {\tt bench11}: each phase's share of the step, as
the driver's profile divides it, and its milliseconds as that share of
the median step of Tables \tabref{targets} and~\tabref{compared} (the
same run); last, the time of one point in one pass.}\tablabel{profile11}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\cr
phase&share&ms\cr
\noalign{\smallskip\hrule\smallskip}
\ChElevenProfileRows}}$$
\endinsert

\midinsert
\tablecaption{The targets of a plain scene on stage~11, and what {\tt
bench11} measured, with the alternating order (the default). Whether the
large pyramid is {\it in place\/} is by chapter~10's rule, in chapter~10's drivers'
runs of Table~\tabref{compared}: its top must end less than a box below
its own engine's rest (Table~\tabref{standrules}; preface \S\secref{measures}).}\tablabel{targets}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&#\hfil\cr
target&measured&result\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch11-targets.tex
}}$$
\endinsert

@ {\it Chapter~10's comparison, rerun.} This section asks whether the
better piles of this chapter cost time, and how far this book's solver
is from engines built for speed. Table~\tabref{compared} runs
chapter~10's drivers again, on the four scenes of its comparison:
chapter~10's own driver of stage~10 with the comparison's settings, the
same driver built against stage~11 with a plain world, and Box2D~2.4's
and Chipmunk~7's. Read the columns of milliseconds for the cost, and the
columns {\it below rest\/} and {\it below own rest\/} for what it buys. Three rounds are interleaved, and the
middle of them is kept.

The table's columns are chapter~10's. A pile's {\it below own rest\/} is its
{\it below rest\/} less $n_c\,d_0$: the number $n_c$ of contacts under the top box
times $d_0$, the depth that the engine's rule leaves a contact by design,
whatever its load. Chapter~10 gives these depths: $d_0=+5\,$mm, the slop,
for stage~10 and Chipmunk~7, and $d_0=-15\,$mm for Box2D~2.4, whose
polygons' skins keep its boxes 1.5\thinspace cm apart. For stage~11
$d_0=0$: the soft step keeps no slop. Its springs do rest compressed, but
by a depth that the load sets, not a rule, so that depth stays in {\it below own
rest}. For the stack of ten it is 32.5\thinspace mm by the model: the
column's shortening of Table~\tabref{restdepths} and the floor's contact
under ten boxes. A pile is {\it in place\/} here by chapter~10's rule of
Table~\tabref{standrules}, looser than the 10\thinspace cm rule, so a pile
may be in place here that is not within 10\thinspace cm in Table~\tabref{solvers}.

The soft step makes eight passes a step where chapter~10's comparison
settings make twenty (ten with the push, ten split), and it prepares its
contacts once for all four sub-steps. But it integrates and updates every
contact's separation four times a step. The large pyramid stands, by
chapter~10's rule, under \ChElevenComparedStand.

\midinsert
\tablecaption{Chapter~10's comparison rerun with stage~11, by {\tt
bench11}: the median step (milliseconds) and its ratio to Box2D~2.4's;
the top's {\it below rest}, its {\it below own rest\/} (defined
in the text) and its {\it shift\/} (millimetres; preface \S\secref{measures}); the boxes out and whether the
scene is {\it in place\/} by chapter~10's rule: the top must end less than a box below
its own engine's rest (Table~\tabref{standrules}; preface \S\secref{measures}).
That rule counts {\it below own rest}, so a pile whose top sinks more than 10\thinspace cm can
be in place here and not within 10\thinspace cm in Table~\tabref{solvers}. The middle of three rounds, on the machine that built
this book; chapter~10's Table~\tabref{engines} has five rounds and the
settings' variants.}\tablabel{compared}
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
&&&of&below&below&&&in\cr
scene&engine&ms&Box2D&rest&own rest&shift&out&place\cr
&&&&(mm)&(mm)&(mm)&&\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch11-compare.tex
}}$$
\endinsert

@*1 What the tests check.
Table~\tabref{softtests} lists the tests of this chapter; their code is
with the other chapters' tests, behind the chapters.

\midinsert
\input fig/ch11-measured.tex
\tablecaption{The tests of chapter~11: what each asserts, its tolerance
and why, and what it measured on the build of this book. The ratio of
\.{no\_pop} is of the box's speeds, without its turning, after
2\thinspace s. The deep box of Table~\tabref{substepcount} is the same
box and floor, but that table's energy counts the box's turning too and
is taken after 10\thinspace s. So the square root of that table's ratio of energies is
another measure, and need not equal this one.}\tablabel{softtests}
$$\vbox{\halign{\.{#}\hfil\quad&\vtop{\hsize=2.3in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.4in\raggedright\noindent\strut#\strut}\cr
\rm test&asserts&measured\cr
\noalign{\smallskip\hrule\smallskip}
rest\_depth&a box at rest overlaps the floor by $1.25\,g/\omega^2$, at two
frequencies, to $10^{-3}$ of the depth: the model is the passes' exact fixed
point&\measuredrestdepth\cr
no\_pop&a box 20\thinspace cm deep leaves the floor; the relax pass takes
back nine tenths of the energy the push gives it or more: its speed is at
most $\sqrt{0.1}=0.316$ of its speed without the pass (measured: that
ratio, then the two speeds, with the pass and without)&\measurednopop\cr
heavy\_stands&a box of 100 on a box of 1 sinks by the depth its two springs
predict, to 1\%, and stands&\measuredheavystands\cr
one\_substep&one rigid sub-step without relaxing is chapter~9's pass, bit
for bit, while every point overlaps and nothing bounces&\measuredonesubstep\cr
repeatable&the same scene and steps give the same dump twice&\measuredrepeatable\cr
bad\_soft\_keys&bad settings are refused with the line&\measuredbadsoftkeys\cr
bad\_shapes&bad \.{column} and \.{arch} lines are refused with the
line&\measuredbadshapes\cr
}}$$
\endinsert

@ Debugging exercise 11.1 (``Debugging exercises'', at the end of the part
{\it The tests}) plants a bug in this chapter's code for these tests to catch.
\.{tools/grade bug 11.1} builds stage~11 with the bug and shows
what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
The soft contact rests compressed. A pile sinks by the sum of its
springs' depths, which grows with the square of its height, and a column
taller than about $\omega\sqrt{\ell/5g}$ boxes cannot stand, and the
measured columns fall well before that bound (Table~\tabref{columnshares}). A stiffer contact needs more sub-steps,
and each costs a pass and an integration. One relax pass leaves a body
that was deep in an overlap some of the push's speed. The contacts are
found once a step, so a body fast enough to cross a contact's whole
depth within a step meets it only at the step's end. Chapter~13 adds
continuous collision for such a body. The passes work on packed copies of the
bodies and contacts, but one contact at a time. Solving independent
contacts side by side, as Box2D's version~3 does, is not built. The
speed targets, the plan's guess at what version~3 gains, ask for it.
The soft step cannot make a contact stiffer than its sub-step allows: a
load hundreds of times a body's weight, as under the confined pile's lid,
presses it in by centimetres.

@*1 Summary.
A contact made soft is a spring and a damper, integrated implicitly over
a sub-step. Three numbers, the bias rate, the mass scale and the impulse
scale, turn chapter~9's pass into the spring's. At rest a soft contact
holds a load at a depth equal to the load over its stiffness. Sub-steps share one
search, keeping each contact's separation up to date from its anchors.
A relax pass after each sub-step's move takes back the push's speed, and
restitution is applied once, after them all. The passes work on packed
copies of the bodies and contacts. The soft step holds a heavy
box on a light one and sinks piles less than the rigid solvers, at the
price of piles that rest compressed and columns that buckle above a
height that grows with the contact's frequency up to the
sub-step's cap.

@*1 Exercises.
The rating scale is the preface's. Each exercise names the interface its
test calls; the tests are \.{tests/exercises/ch11-K.w} and the reference
solutions \.{tests/exercises/ch11-K.ch}.

\item{1.} [20] Contacts with a static body get twice the contact's
frequency. Make the factor a world key, \.{static\_scale=}$F$, $1\le F\le8$
(default~2, and values outside refused with a message that names the
key), and check the rest depth against the model $1.25\,g/\omega^2$ with
$\omega=2\pi\min(Ff,1/4\hs)$. (Test: a box on the floor, with
|contact_hertz| 10 and $F=1$, 2, 4 and~8, rests at the model's depth to
$10^{-3}$ of itself; $8f=80\,$Hz meets the cap of 60\thinspace Hz. A
contact between two moving boxes does not change with $F$; $F=0.5$
and~9 are refused.) How does the depth of the rain's lowest corner change with $F$?

\item{2.} [15] Write |int ph_soft_substeps(double hertz, double h)|, whose
|h| is the whole step: the fewest sub-steps $n$ (at least~1)
whose sub-step $h/n$ lets a contact of frequency |hertz| escape
the cap, $f\le n/(4h)$, or $-1$, with a
message to the error handler, for a frequency that is negative or not
finite or a step that is not positive.

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] Compute $a$, the bias rate $\eta$, the mass scale $q_m$ and
the impulse scale $q_i$ for the default contact, $f=30\,$Hz and
$\zeta=10$, with four sub-steps of a step of $1/60\,$s; then for a contact
with a static body. How fast does the first pass push a box at rest out
of an overlap of 1\thinspace mm, and how much of the way to that speed
does it go, on the floor and on another box?

\item{P2.} [20] A box 2\thinspace m wide and 1\thinspace m tall lies flat
on a static floor. At what depth does it rest, in units of $g/\omega^2$
($\omega=2\pi f$ of its contact with the floor),
and why is that deeper than the unit box's $1.25\,g/\omega^2$, though the
load on each point is the same share of the weight? Stand the box on its
end: how deep now?

\item{P3.} [25] Redo the column's bound for boxes of width $\ell_x$ and height
$\ell_y$, of uniform density. Two columns of the same height, one of unit
boxes and one of boxes 2\thinspace m wide and 0.5\thinspace m tall: at
30\thinspace Hz, how tall may each be by the bound, in metres? Which
stands better, and why?

\item{P4.} [20] In the scene \.{confined} the lid, of 480 times a box's
mass, ends resting on four columns of five unit boxes. Take its weight as
shared evenly among the columns and each contact's two points, and
predict, with four sub-steps and the default frequency, the depth of the
deepest contact between two boxes of a column and of a bottom box on the
floor. Which is deeper, and why? Compare with
Table~\tabref{hardcases}.
