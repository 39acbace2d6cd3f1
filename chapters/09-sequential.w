@* Chapter 9: Sequential impulses.
After chapter~8 a box that lands on the floor no longer stays sunk.
But ten boxes stacked on each other still fall, as the next section
measures. The cause is how the contacts are solved: each contact is
solved once a step, alone, in the order of the pairs, and from nothing.
The bottom box must hold nine boxes up. The impulse that does it is
found anew in every step, by a pass that meets the floor's contact
before the nine boxes above have pushed on it. This chapter makes a
stack stand with three ideas. Together they separate the engines people
use from the articles this book started from \cite{catto2005,catto2006}.
The first idea is {\it iterating\/}: the pass over the contacts is
repeated several times a step. Each pass starts from the velocities the
last pass left, so the weight of the top box can reach the floor's
contact within one step. The second idea is {\it accumulated
impulses\/}: each contact point keeps the sum of what the passes gave
it. The rule that contacts only push is applied to that sum, not to each
pass's share, so a later pass may take back some of what an earlier pass
gave. The third idea is {\it warm starting\/}: the sums are kept from one
step to the next, matched by chapter~4's feature ids, and applied before
the first pass. So a stack at rest starts each step already holding
itself up. Friction's impulse is summed and kept in the same way.
@^sequential impulses@>

Run \.{build/bin/ch09}: ten boxes stand on the floor, solved with ten
passes a step. The default is 8 passes: a plain \.{world} line gets 8,
and the tables use 8 unless they say otherwise. The built-in scenes and
the tests ask for 10, as a margin; the section on the switches says why.
In the demo the key \.{J} switches the accumulation off, and the stack
falls; \.{E} switches warm starting off. The keys \.{+} and \.{-} change
the number of passes, \.{Y} goes back to chapter~5's single pass, and
chapter~8's \.{K} changes the correction. The panel shows this chapter's
switches under the heading of chapter~9, and \.{A} opens the other
chapters' switches. The scene \.{incremental} is the stack with the
accumulation off, \.{ledge} is a box that slides off a step, and
\.{pyramid} is a pyramid of 20 rows, 210 boxes.

\figure{fig/ch09-stack.png}{3.2in}{The scene \.{stack} after 10\thinspace s,
drawn by \.{build/bin/ch09 --headless --scene stack --steps 600}: ten
boxes of wood on a stone floor, ten passes a step, warm started, standing
where they were set. The marks are chapter~4's demo: the top box, the
selected body, outlined in white; the nearest box it does not touch, the
third from the top, in light blue; the dashed line that separates the two,
halfway across the gap between them; and the contact points, small squares
coloured by their feature ids.}
\figlabel{stackshot}

@ The plan. First comes what one pass leaves, measured on stage~8. Then
come the iterations and why they converge. Then comes the accumulated
impulse, derived by comparing it with a clamp on each pass's increment.
Warm starting follows, with what a contact's identity is, then the
switches and the code of phases 4 and~5.

Last come measurements and the table of what each chapter's idea buys,
what the tests check, what the chapter cannot do, and exercises.
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}\seclabel{ch9-page}
\smallskip
\item{$\bullet$} write the contacts as a linear complementarity problem, $v_n=Jv^-+K\lambda$ with $K=JM^{-1}J^{\rm T}$;
\item{$\bullet$} explain projected Gauss--Seidel as minimising a quadratic one coordinate at a time;
\item{$\bullet$} say why the clamp must act on the accumulated impulse, not on the increment;
\item{$\bullet$} warm start the impulses from the last step by the contacts' identities, and measure what each idea buys.
\smallskip
\noindent This chapter makes a stack stand: the pass over the contacts is repeated,
each point keeps the total impulse of all passes and the clamp acts on the
total, and the totals are kept from one step to the next to start the
first pass. The equations that carry it:
$$v_n=Jv=Jv^-+K\lambda,\qquad K=JM^{-1}J^{\rm T},$$
$$\Delta\lambda_i=m_n\,(v_i^\star-v_{n,i}),\qquad
\lambda_i+\Delta\lambda_i\ge0,\qquad \Delta\lambda_t=-m_t\,v_t,\quad
\vert\lambda_t\vert\le\mu\lambda.$$
Figure~\figref{step-9} is the step of stage~9: the bars mark the warm
start, phase~4, and the sequential solver in phase~5.
\input fig/ch09-step.tex

@*1 What one pass leaves.
\wsfrom{9}Chapter~5 derived what a single pass does to two boxes resting on each\seclabel{ch9-onepass}
other on a floor. The floor's contact, met first, stops the bottom box.
The contact between the boxes then gives each half of the top box's
speed, and pushes the bottom box back into the floor. The floor's contact is
not solved again in the step. Chapter~8 takes back the overlap that
leaves; but the velocities a pass leaves are still wrong, every step, and
the taller the column the more contacts each wrong velocity passes
through before the step ends.\wsto{9}

``Stands'' is a rule, and the book uses several, each for its purpose;
the three that chapters 9 and~10 use are those of Table~\tabref{stands}.
\par\bigskip\vbox{
\tablecaption{The rules by which chapters 9 and~10 say that a stack
stands.}\tablabel{stands}
$$\vbox{\halign{#\hfil\quad&\vtop{\hsize=1.6in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=2.4in\raggedright\noindent\strut#\strut}\cr
rule&where used&the stack stands when its top box ends\cr
\noalign{\smallskip\hrule\smallskip}
the chapter's rule&this chapter's tables, column {\it stands\/}&less than 10\thinspace cm below
and beside where it started, and turned less than 5 degrees\cr
the test's rule&the test \.{stack\_stands}&sunk less than 40\thinspace mm
and drifted less than 20\thinspace mm\cr
chapter~10's rule&chapter~10's comparison of engines, column {\it in~place\/}&less than 1\thinspace
m below where its own engine's rules make it rest, and less than
2\thinspace m to the side; a rain stands when no box is out\cr}}$$
}\bigskip
The chapter's rule is a coarse line between a stack that holds and one
that has fallen. The test's rule asks more, to catch a solver that holds
the stack but lets it creep. Chapter~10's is looser, made to compare
engines whose contacts rest at different depths. Chapter~8 measures no
standing, only how far a column's top drops; later chapters state their
own rules where their tables use them.

Measured on this stage with \.{solver=single} and each of chapter~8's
corrections, which runs exactly as stage~8 does, since this chapter
leaves the single pass untouched (a test checks it), the column's top box
ends as Table~\tabref{onepass} gives.
@^stack, sinking@>

\input fig/ch09-single-text.tex
\par\bigskip\vbox{
\tablecaption{The single pass of stage~8 (\.{solver=single}) under each of
chapter~8's corrections: where the centre of the top box of the
chapter's stack of ten is after 10\thinspace s, in millimetres from where it started:
how far it sank, how far it drifted sideways, and the sum of the two
(preface, \S\secref{measures}). Made by {\tt bench09}.}\tablabel{onepass}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
correction&sink&drift&sink${}+{}$drift\cr
&(mm)&(mm)&(mm)\cr
\noalign{\smallskip\hrule\smallskip}
\ChNineSingleRows}}$$
}\bigskip
\ChNineSingleText

Every column falls, so the sum says only how each collapsed, not which
holds better. Chapter~8 ranked the corrections by another measure, how far the top of
a column of four dropped in 2\thinspace s (Table~\tabref{methods8}), and
there split impulses came last. The two rankings do not disagree: split's
column sinks into itself about as far as the others (the sink column
of Table~\tabref{onepass}), but straight down, with the smallest drift sideways, so after
10\thinspace s its top box lies nearest where it started. Neither measure
makes a column stand; that takes this chapter.

@*1 Iterating.
\wsfrom{9}Why does repeating the pass help, and what do the passes converge
to?\seclabel{ch9-iterating} To answer, this section writes all the
contacts of a step as one problem. Its unknowns form one vector:
$\lambda_i$, the normal impulse of point~$i$, over every point of every
contact. The velocity of
the bodies after the step's impulses is linear in them,
$v=v^-+M^{-1}J^{\rm T}\lambda$. Here $v$ lists every body's velocity and
angular velocity, $(\vec v_1,\omega_1,\vec v_2,\omega_2,\ldots)$; $v^-$ is
that list as phase~2 leaves it, gravity and the forces added and no
impulse of this step yet applied. Not even phase~4's warm start is in
$v^-$, since the warm start is part of $\lambda$. $M^{-1}$ holds the inverse masses and inertias on
its diagonal. Row $i$ of $J$ reads the normal velocity of point~$i$, at
$\vec p$ between bodies $A$ and~$B$ with lever arms $\vec r_A=\vec
p-\vec x_A$ and $\vec r_B=\vec p-\vec x_B$: it has zeros but in the
columns of $A$ and~$B$, where it reads
$$J_i=\bigl[\,-\vec n^{\rm T},\;-(\vec r_A\times\vec n),\;\vec n^{\rm T},\;
\vec r_B\times\vec n\,\bigr],$$
so that $J_iv=\vec n\cdot(\vec v_B+\omega_B\vec r_B^\perp-\vec
v_A-\omega_A\vec r_A^\perp)$, chapter~6's relative velocity at the point
along the normal. So the
normal velocities at all points are
$$v_n=Jv=Jv^-+K\lambda,\qquad K=JM^{-1}J^{\rm T},$$
and every point asks three things. Its normal velocity reaches its
target, chapter~5's $v_i^\star$: $v_{n,i}\ge v_i^\star$. Its impulse
pushes: $\lambda_i\ge0$. And it pushes only when it must: $\lambda_i=0$
wherever $v_{n,i}>v_i^\star$. These conditions on every point make a
{\it linear complementarity problem}.
The diagonal entry $K_{ii}$ is the $m_n^{-1}$ of chapters 5 and~6, one over the
effective mass $m_n$ of point $i$ alone; the entries off the diagonal say
how an impulse at one point moves another. The single pass solves each
point once, with the others as they stand at that moment.
Figure~\figref{jacobian} writes $J$ and $K$ out for a box on a box on the floor.
@^linear complementarity problem@>

\mpfigure{fig/ch09-sequential-4.mps}{}{A box on a box on the floor, each
of side 1 and mass 1 ($I={1\over6}$), and its four points: 1 and~2
between the floor and box~1, 3 and~4 between the boxes, all with
$\vec n=(0,1)$. Each row of $J$ is zero but in the columns of the bodies
of its contact (the static floor has no columns); its $\omega$ entries
are the lever arms $\pm{1\over2}$. Every entry of $K=JM^{-1}J^{\rm T}$,
multiplied out here from these rows, is non-zero, since every two points
share box~1. The diagonal is $1/m_n$: 2.5 at a point on the floor, 5 at a
point that moves two boxes. $K_{12}=-0.5$: an impulse up at corner~1
turns box~1 and pushes corner~2 down into the floor, which is what the
single pass meets at a box's two corners. Two points that share no moving body
have $K_{ij}=0$, and in a scene of many bodies most entries are
zero.}\figlabel{jacobian}

The problem is the minimum of a convex quadratic,
$$f(\lambda)={1\over2}\lambda^{\rm T}\!K\lambda+\lambda^{\rm T}(Jv^--v^\star),
\qquad\lambda\ge0.$$
The quadratic is convex because $K$ is positive semi-definite:
$x^{\rm T}Kx$ is $\vert J^{\rm T}x\vert^2$ weighted by the inverse
masses, and never negative. Its slope along $\lambda_i$ is $\partial
f/\partial\lambda_i=v_{n,i}-v^\star_i$, so the conditions above are
exactly the conditions for a minimum of $f$ on the set $\lambda\ge0$.
Solving point $i$ with every other point held, as the pass does,
minimises $f$ along the coordinate $\lambda_i$ alone. Along that
coordinate $f$ is a parabola with curvature $K_{ii}=1/m_n$. Its lowest
point is at
$$\Delta\lambda_i=m_n\,(v_i^\star-v_{n,i}),$$
the impulse of chapter~5. When that would make $\lambda_i$ negative,
the lowest point on the allowed side is $\lambda_i=0$. So each such step
lowers $f$ or leaves it unchanged; it never raises $f$. Repeating the
pass is the method of Gauss and Seidel for linear systems
\cite{golub2013}, made
@^Gauss-Seidel@>
projected by the clamp \cite{catto2005}. Every pass starts from what the
last one left, and $f$ goes down pass after pass. How fast $f$ reaches
its minimum is the subject of the column of boxes below; a first reading
can go straight to it.\wsto{9}

{\it For the curious: does it converge?} A falling $f$ does not by
itself make the impulses converge. An $f$ that falls and is bounded
below converges in value, but $\lambda$ need not converge, nor reach the
minimum. Golub and Van Loan's theorem covers only the linear method,
without the clamp. The projected method has its own theorems. Cryer
proved that the passes converge when $K$ is positive definite
\cite{cryer1971}. When $K$ is symmetric positive semi-definite with
every $K_{ii}>0$, as here, every limit point of the passes solves the
problem \cite{mangasarian1977}. And when $f$ has a minimum on
$\lambda\ge0$, the passes converge to one, at least linearly
\cite{luo1992}. Now $f$ has a minimum unless it falls without bound
along a set of pushes $x\ge0$ that moves no body, $J^{\rm T}x=0$. At
$\lambda=tx$, with $t\ge0$ the distance along that set, $f$ is
$-t\,x^{\rm T}v^\star$, which falls without bound as $t$ grows if
$x^{\rm T}v^\star>0$. So $f$ has a minimum whenever the targets are 0,
as for plastic contacts. A box pinched between two walls and told to
bounce off both has none.

The minimum need not be unique. A contact of two boxes has two points,
and so two rows of $J$. The scene \.{pyramid}, 20 rows and 210 boxes,
has some 400 contacts, about 800 rows, for the $3\times210=630$
velocities of its boxes. So $K$ is singular, and many $\lambda$ give the
same velocities. What is unique is $v_n$, and so the bodies' velocities.
Two minima of a convex $f$ differ along a direction $x$ with
$x^{\rm T}Kx=0$, that is $J^{\rm T}x=0$, which moves no body. So the
passes settle the velocities. How the load is shared among the points of
a face is whatever the passes happened to reach.

\wsfrom{9}{\it How fast.} How many passes does a stack need? The answer first,
for the simplest case: a column of $n$ unit boxes of mass $m$ that
cannot turn, with one point per contact. With two boxes the error of the
impulses halves each pass. With $n$ boxes the error shrinks by the
factor $\cos^2(\pi/2n)$ a pass, so cutting it tenfold takes
$\ln10/\bigl(-\ln\cos^2(\pi/2n)\bigr)$ passes. Table~\tabref{gsrate}
lists both for a few heights: about 93 passes per factor of ten at
$n=10$. The passes are slow because the floor's point under a tall stack
moves many other points with its impulse, and needs many passes to hear
from them all. Figure~\figref{converge}, later in the chapter, measures
the rate on the real stack and pyramid, whose boxes turn and have two
points a contact. The sentences under that figure set each measured rate
beside this model's rate for a column as tall as the scene. Only the
stack is such a column. The pyramid's load spreads over many paths, and
the model is no prediction for it.
@^convergence@>

\midinsert
\tablecaption{The model's rate for a column of $n$ boxes that cannot
turn: the factor $\cos^2(\pi/2n)$ by which a pass shrinks the error of
the impulses, and the passes it takes to shrink it tenfold,
$\ln10/\bigl(-\ln\cos^2(\pi/2n)\bigr)$. Computed from the formula, not
measured.}\tablabel{gsrate}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
boxes $n$&factor a pass&passes per factor of ten\cr
\noalign{\smallskip\hrule\smallskip}
2&0.5&3.3\cr
3&0.75&8.0\cr
5&0.905&23\cr
10&0.976&93\cr
20&0.994&373\cr}}$$
\endinsert

Two boxes show the halving by hand. Number the contacts from the floor up: row~1
of $J$ reads box~1's velocity, row~$i$ the difference of boxes $i$
and~$i-1$. With two boxes,
$K=(1/m)\bigl({1\atop-1}\,{-1\atop2}\bigr)$ and, after gravity,
$Jv^-=(-gh,0)$, where $gh$ is the velocity gravity adds in a step,
${1\over6}\,$m/s with $g=10\,$m/s$^2$ at 60 steps a second. The answer
is $\lambda=(2,1)\,mgh$: the floor holds both boxes, the middle contact
one. Started from zero, the first pass gives the floor $mgh$, which
stops box~1. It then gives the middle contact $mgh/2$: that contact
meets box~2 still falling at $gh$ onto box~1, now stopped, and shares
the difference by the two masses. The second pass gives
$(1.5,0.75)\,mgh$, the third $(1.75,0.875)\,mgh$; the errors,
$(1,0.5)$, $(0.5,0.25)$ and $(0.25,0.125)$ times $mgh$, halve each pass.\wsto{9}

{\it For the curious: where $\cos^2(\pi/2n)$ comes from.} For $n$ boxes,
$K=(1/m)\,{\rm tridiag}(-1,2,-1)$, the matrix with $2/m$ on its
diagonal and $-1/m$ beside it, except $K_{11}=1/m$, since the floor's
contact moves only box~1. Let $\lambda^\star$ be the answer, $\lambda$
the impulses before a pass and $\lambda'$ after it, and
$\tilde\lambda=\lambda-\lambda^\star$, $\tilde\lambda'=\lambda'-\lambda^\star$ their errors.
Split $K=K_D+K_L+K_U$: $K_D$ is its diagonal, $K_L$ its part below the
diagonal, and $K_U$ its part above. With no clamp active the answer solves
$K\lambda^\star=\Delta v^\star$, where $\Delta v^\star=v^\star-Jv^-$ is the change of normal
velocity the points need. A pass solves point~1, then point~2 with the
new $\lambda'_1$, and so on, each with the old values of the points
after it: $(K_D+K_L)\lambda'=\Delta v^\star-K_U\lambda$. The answer satisfies the same
equation, $(K_D+K_L)\lambda^\star=\Delta v^\star-K_U\lambda^\star$. Subtracting the two gives
$(K_D+K_L)\tilde\lambda'=-K_U\tilde\lambda$. For two boxes its rows read $\tilde\lambda'_1=\tilde\lambda_2$ and
$-\tilde\lambda'_1+2\tilde\lambda'_2=0$, so $\tilde\lambda'=(\tilde\lambda_2,\tilde\lambda_2/2)$: the error halves, as above.

The factor is easier to find first for a slower method, Jacobi's, which
solves every point from the old values of all the others:
$K_D\tilde\lambda'=-(K_L+K_U)\tilde\lambda$. Its matrix $-K_D^{-1}(K_L+K_U)$ has first row $(0,1,0,\ldots)$
and, in every other row, ${1\over2}$ on each side of the diagonal. Its
eigenvectors have components $x_j=\cos\bigl((j-1)\chi\bigr)$,
$j=1,\ldots,n$, with eigenvalue $\cos\chi$: row~1 reads
$x_2=\cos\chi\cdot x_1$; row $j$ reads
${1\over2}(x_{j-1}+x_{j+1})=\cos\chi\,x_j$; and the last row, which
has no $x_{n+1}$, asks $\cos(n\chi)=0$, so $\chi=(2l-1)\pi/2n$,
$l=1,\ldots,n$. Jacobi's largest factor is $\cos(\pi/2n)$.

Young's theorem \cite{golub2013} carries this over to the pass. It
holds when $K_D$ has no zero on its diagonal and when the eigenvalues of
$K_D^{-1}(\alpha K_L+\alpha^{-1}K_U)$ do not depend on the number
$\alpha\ne0$. Here $\alpha$ is any nonzero real number, not an angular
acceleration. Such a matrix is called {\it consistently ordered}, and a
tridiagonal matrix is one: the similarity by ${\rm diag}(\alpha^{-1},\alpha^{-2},\ldots,\alpha^{-n})$,
which keeps eigenvalues, turns $K_D^{-1}(K_L+K_U)$ into $K_D^{-1}(\alpha
K_L+\alpha^{-1}K_U)$. The theorem says each
eigenvalue of the pass's matrix $-(K_D+K_L)^{-1}K_U$ is the square of one of
Jacobi's, so the pass's largest factor is $\cos^2(\pi/2n)$; for two
boxes, $(1/\sqrt2)^2={1\over2}$. We checked the eigenvectors and the
factor numerically for $n=2$, 3 and~10; problem~P1 asks for $n=3$ by
hand, $\cos^2(\pi/6)={3\over4}$.

Friction spoils the argument. Its bounds $\pm\mu\lambda_i$ move with the
normal impulse, so the problem with friction is not the minimum of one
fixed quadratic. No proof of convergence comes with it, and $f$ need not
fall at every step. The measurements of this chapter are all made with
friction on, and the residuals of Figure~\figref{converge} do settle. We
have not measured how much more slowly they settle than without friction.


@*1 Accumulated impulses.
\wsfrom{9}Why does the clamp act on a point's total impulse, and not on what one\seclabel{ch9-accumulated}
pass adds to it? The projection in the last section is on $\lambda_i$,
the {\it total\/} impulse of the point over all passes. A pass computes
the increment $\Delta\lambda_i$ that takes the total to the parabola's
lowest point, and the clamp keeps $\lambda_i+\Delta\lambda_i\ge0$. So the
increment may be negative, as long as the total stays a push: a later
pass may take back part of what an earlier pass gave. Chapter~5's rule,
that a point gets nothing when $j<0$, clamps the increment instead,
$\Delta\lambda_i\ge0$. Repeated over passes, that rule is another method,
and a wrong one, because the total can then only grow.\wsto{9}
@^accumulated impulses@>
@^clamping, of the total@>

When do the two rules differ? Take first the bottom box of a column. In
the first pass of a step its floor contact is met first, before the
boxes above have pushed down on it. The floor contact is given the
impulse that stops the bottom box. The contacts above then push the
bottom box down, and the floor gives more in the next pass, and so on,
until the floor holds the whole column. The floor's total climbs toward
the column's weight times $h$, and both rules give the same. The rules
differ only when some pass gives a point too much. In a column of boxes
that cannot turn, started from zero, no pass does. Each push at one
contact only makes its neighbours approach faster, and every total
climbs, as with the two boxes above. Once the boxes can turn, a pass can
give too much: a push at one corner of a face tips the box and relieves
the point at the other corner of the contact below. It happens most
plainly where one contact relieves another. In a pyramid a box rests on
two boxes below it, and a push at one support lifts the box off the
other. It happens, too, whenever a step starts from totals carried over
from the last step that are now a little too large.

When a point has been given too much, its normal velocity is above its target, the parabola's
lowest point is below the current total, and $\Delta\lambda_i<0$: the
point should push less. Clamping the increment gives it 0 instead. The
excess stays, and the bodies leave the pass separating at the point. The
other points were solved against that separation, so they are now wrong
in the other direction, and each of them can only add. Every error is
then corrected by pushing harder elsewhere, never by pushing less here.
So the clamped increment's fixed point is not the minimum of $f$. The
stack gains energy it should not have, and bodies hop. With friction,
each pass's tangent impulse is capped by $\mu\Delta\lambda_i$, $\mu$
times that pass's share of the normal impulse. That share is often 0
after the first pass, so friction all but vanishes in later passes. Figure~\figref{clampfig}
draws one point's total over the passes under both rules, and the
measurements show a stack fall with the increment clamped.

With the total clamped, friction follows the same rule: the total tangent
impulse $\lambda_{t,i}$ is kept in $[-\mu\lambda_i,\mu\lambda_i]$, with the
normal total $\lambda_i$ of the point as it stands.

\mpfigure{fig/ch09-sequential-3.mps}{}{One point's normal impulse over
the passes of one step, the 300th of the pyramid, taken cold from the
state that 299 warm-started steps of 10 passes left, as {\tt bench09}
recorded it: the point whose total is taken back the
most. Solid, with the total clamped: it rises in the first passes, while
the boxes around it have not yet pushed, and is then taken back, on its
way to the total that many passes give (dotted; the axes stand a little
apart from the data so that a total of 0 shows). Dashed, with the increment
clamped, on the same state: once the point has pushed too much, no pass
can take it back. The pyramid's boxes are of wood, $1\times1\,$m and
60\thinspace kg, so one box's weight over a step, $mgh$, is
10\thinspace N\thinspace s at 60 steps a second.}
\figlabel{clampfig}

\input fig/ch09-clamp-text.tex

@*1 Warm starting.
\wsfrom{9}Warm starting lets a step begin from the impulses the last step found.\seclabel{ch9-warm}
A stack at rest needs the same impulses in every step: each point holds
up what lies above it, $m g h$ a step for each box's share. The passes of
one step find these impulses starting from zero. In a stack of ten, the
news of the top box reaches the floor's contact only after some ten
passes, one contact a pass. The floor's total comes within a tenth of
its answer only after about a hundred passes (the section on iterating).
Yet the last step found the same impulses already. {\it Warm starting\/}
keeps each point's totals, normal and tangent, at the end of a step. At
the start of the next step, in phase~4, it applies them to the bodies
again and makes them the point's starting totals. The passes then
correct what changed, which in a stack at rest is almost nothing.
Clamping the total is what makes this safe, because this step's passes
can take back a total carried over from the last step. With the
increment clamped they cannot, and a carried total that is a little too
large stays too large for the whole step. The engine still warm starts
in that case, since the two switches are independent, and the
measurements show what that does.\wsto{9}
@^warm starting@>
@^contact persistence@>

Which point of this step is which point of the last? Chapter~4 gave every
point an {\it id\/} made of the features that make it: the reference face,
and the vertex or the clipped edge of the other shape. A contact of this
step is the same contact as one of the last step when it is between the
same two bodies. The world's contacts are listed in pair order, as are the
kept ones, so one walk down both lists pairs them. A point of a contact is the
same point when its id is the same. A point whose id is new starts from
zero, as does every point of a contact that is new. Figure~\figref{persist}
shows the scene \.{ledge}, a box sliding over the edge of a step, at four
moments; the paragraph on \.{ledge} under the measurements gives the
steps. While both its bottom corners are on the step, the same two
ids persist and keep their impulses. When the leading corner passes the
step's edge, that point is clipped at the step's corner and gets a new id,
while the trailing corner keeps its own: one point is warm, one starts
from zero. When the box tips, the reference face becomes the box's own
bottom, and the step's corner is the one point. Its id is new, so for
one step the contact starts cold: it gets all its passes, but from zero.
The same happens whenever ids change, as when a box tips over or a
polygon's support vertex changes. The old impulse could be wrong for the
new point, and zero is safe. A circle's one point never changes its id,
so it is always warm.

Figure~\figref{persist} follows the ids through the scene \.{ledge}. An
id is chapter~4's feature number $10000f+100r+x$. Here $f$ is 0 when the
reference edge is the step's and 1 when it is the box's, and $r$ is that
edge. The last part, $x$, is what touched it: $0\ldots7$ is a corner of the other body, and
$10+e$ (or $20+e$) is the point where the other body's edge~$e$ crosses the
side line at the start (or end) of edge~$r$. At $t_1$, the first step,
the box's corners 0 and~1 on the step's edge~2 get the new ids 200 and
201. At $t_2$ they have the same ids, and their totals $\lambda$ carry
over. At
$t_3$ the leading corner has passed the edge. The point there is the
clip of the box's edge~0 at the step's corner, id 210 ($x=10$), new,
while 200 keeps its total. At $t_4$ the box has tipped, and the reference
face is the box's edge~0 ($f=1$, $r=0$). The one point, the step's
corner~2 ($x=2$), has the new id 10002 and starts from~0.

\mpfigure{fig/ch09-sequential-1.mps}{}{Contact persistence across steps,
in the scene \.{ledge}: a box slides right along a step (its velocity
$\vec v$, red); a filled blue disc is a point whose id was there the step
before, and keeps its total; an open green ring, a point with a new id,
which starts from~0. The steps $t_1\ldots t_4$ are those the scene
measured; the text above reads them.}
\figlabel{persist}

@*1 The switches.
This section says how a scene chooses this chapter's solver, its number
of passes, and its two new switches. The solver is a third value of
chapter~5's switch \.{solver=}, as that chapter promised. The number of
passes is chapter~1's setting |iterations|, which every stage since the
first has read from the \.{world} line's \.{iterations=}. On stages 1
to~8 it counts the relaxation passes of particles and nothing else. From
this stage on it also counts the passes of the sequential solver, with
the same default, 8, and the same range, 0 to 100. One setting serves
both because both bound the same thing, a solver's passes in a step;
Box2D Lite also uses one count for all its iterations \cite{catto2006}.
By default chapter~8's split impulses get as many passes as the
velocities. A scene may give them fewer, for speed, with
\.{split\_iterations=}; the section after the passes explains it. Every
table and test of this chapter gives the split impulses as many passes
as the velocities.

{\it Two pass counts.} This chapter uses two numbers of passes. The
tables of the measurements use the default, 8, unless a row or the
caption says otherwise, since 8 is what a scene gets when it does not
say. The built-in scenes (\.{stack}, \.{pyramid}, \.{ledge}), Figures
\figref{stackshot}, \figref{converge} and~\figref{clampfig}, the tests
and Exercise~2 say \.{iterations=10} on their \.{world} line. Ten is a
margin over the default: at 10 passes the stack drifts less than at 8.
Table~\tabref{passes} has a row for 10. Table~\tabref{seqtests} gives
what the tests measured, at 10 passes except for \.{plain\_stack}, which
runs at 8. So a reader who runs the demo sees the 10-pass row of
Table~\tabref{passes}, not the 8-pass row.

Accumulation and warm starting are on by default, since they are the
point of the chapter. They matter only to the sequential solver, so the
earlier chapters' scenes, which say \.{solver=single}, run exactly as
before. A scene turns them off with \.{accumulate=off} and
\.{warm\_start=off} on its \.{world} line. Stages before this one refuse
both keys as keys they do not know, and refuse \.{solver=sequential} as
a solver they do not know. So a scene written for this chapter cannot
run on an earlier stage as something else.
@^switches@>

@<Other contact solvers@>+=
, PH_SEQUENTIAL

@ @<Or another solver@>+=
&& s->solver != PH_SEQUENTIAL

@ This is the solver that stacks boxes, so from this stage on it is what a
plain world gets (the preface's rule; chapter~5 made the single pass the
default of stages 5 to~8). A scene written for an earlier chapter keeps its
solver by saying so, with \.{solver=single} or with \.{defaults=}
followed by its stage's number.
@^defaults of a stage@>

@<Set the default values of later settings@>+=
if (stage >= 9) s.solver = PH_SEQUENTIAL;

@ @<Settings fields@>+=
bool accumulate; /* clamp the total of a point's impulse, not each increment (chapter 9) */
bool warm_start; /* start each step from the last step's totals (chapter 9) */

@ @<Set the default values of later settings@>+=
s.accumulate = true;
s.warm_start = true;

@ Which of chapter~8's four corrections should this solver use when a
scene does not name one? Chapter~8 left that choice to each solver. For
this one we measured all four on three scenes (Table~\tabref{choice}):
the stack and the pyramid after 10\thinspace s, and a box started
0.2\thinspace m inside the floor.

\midinsert
\tablecaption{Chapter~8's corrections under the sequential solver, with
its defaults (8 passes, warm started). For the stack and the pyramid: the sink of the top box after
10\thinspace s, in millimetres, and whether each stood by the chapter's rule (10\thinspace cm, 5 degrees). For a box of wood
started 0.2\thinspace m inside the floor, with restitution 0: the highest
its bottom rose above the floor in 2\thinspace s (negative: it stayed that
far below the floor's top; $-5.0$ is a box resting at the slop, 5\thinspace mm
deep, out of the overlap it started in), and how deep it still was after 1\thinspace s, in millimetres
(preface, \S\secref{measures}). Made by {\tt bench09}.}\tablabel{choice}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\cr
&\multispan2\hfil stack\hfil\quad&\multispan2\hfil pyramid\hfil\quad
&\multispan2\hfil deep box\hfil\cr
correction&sink&stands&sink&stands&rise&depth at 1\thinspace s\cr
&(mm)&&(mm)&&(mm)&(mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch09-choice.tex
}}$$
\endinsert

\input fig/ch09-choice-text.tex

On the stack and the pyramid at rest the four corrections barely differ,
since the boxes start within the slop of each other. The deep box tells
them apart. With no correction the deep box stays inside the floor.
Baumgarte's bias throws it into the air, as chapter~8 derived, because
the bias is a velocity the box keeps. Projection and split impulses both
lift it out to the slop and leave it no velocity. Of those two we take
split impulses. They are solved point by point with the lever arms, in
passes like the velocities', so they also turn a body that rests
tilted on a corner. Projection pushes through the centres and does not
(chapter~8). The cost of split impulses is a second solve, the cost
chapter~8 named.


@<Return the correction a later solver chooses@>+=
if (w->settings.solver == PH_SEQUENTIAL) return PH_CORRECT_SPLIT;

@*1 Phase 5: the passes.
\wsfrom{10}The sequential solver makes |iterations| passes over the contacts in pair\seclabel{ch9-passes}
order, and solves each point's normal impulse and then its friction.
Then chapter~8's split impulses, when they are the correction in use, get
passes of their own, on the pseudo-velocities. They get as many, unless the scene
says otherwise (|split_passes| below). Last, the step's totals are kept
for the next step.\wsto{10}

@<Solve the velocity constraints@>+=
if (w->settings.solver == PH_SEQUENTIAL) solve_sequential(w);

@ @<Engine functions@>+=
static void solve_sequential(ph_world *w)
{
  for (int pass = 0; pass < w->settings.iterations; pass++)
    for (int k = 0; k < w->impulse_count; k++)
      for (int i = 0; i < w->impulses[k].count; i++) solve_point(w, k, i);
  @<Read the clock between the velocity and the split passes@>@;
  if (correction_in_use(w) == PH_CORRECT_SPLIT)
    for (int pass = 0; pass < split_passes(w); pass++)
      for (int k = 0; k < w->impulse_count; k++)
        for (int i = 0; i < w->impulses[k].count; i++) solve_split_point(w, k, i);
  remember_contacts(w);
}

@ The split passes' own count. The two solves of a step are not equally
hard. The velocity passes must find impulses that hold every box of a
pile up against gravity, and the news of the top box's weight reaches the
floor only after as many passes as there are boxes between. The
paragraph {\it How fast\/} of \S\secref{ch9-iterating}, above, derives
this rate. The split passes start from nothing each step
and are asked only for a share $\beta$ of the overlap beyond the slop, a
few millimetres at rest. An error in them is not kept, since the
pseudo-velocities are thrown away at the end of the step; it is corrected
again in the next. So the second solve can be given fewer passes than the
first. It is worth asking, since a split pass reads the same
contacts and bodies as a velocity pass. In a profile of stage~10 on
chapter~10's rain of 4000 boxes, taken as that chapter was written, the
ten split passes took about a fifth of a step. The ten velocity passes
with their friction took about half. Chapter~10's table of engines gives what
three split passes save.
Box2D makes the same division \cite{box2d}: 8 velocity passes and 3
position passes, the latter its nonlinear form of this correction.

The setting |split_iterations| is that count, 0 to 100. Its default, 0,
means ``as many as |iterations|'', so a scene that does not say gets what
every earlier table of this chapter measured. Chapter~10 measures what 3
passes save and whether its large scenes still stand with them.
@^split passes@>
@.split\_iterations must be...@>

@<Settings fields@>+=
int split_iterations; /* passes of the split impulses; 0: as many as |iterations| (chapter 9) */

@ @<Set the default values of later settings@>+=
s.split_iterations = 0;

@ @<Check the later settings@>+=
if (s->split_iterations < 0 || s->split_iterations > 100)
  return "split_iterations must be between 0 and 100";

@ |split_passes| is the count the split passes make: the setting, or
|iterations| where the setting is~0.

@<Engine functions@>+=
static int split_passes(const ph_world *w)
{
  return w->settings.split_iterations > 0 ? w->settings.split_iterations
                                          : w->settings.iterations;
}

@ Chapter~10 reads a clock between the two kinds of pass, to time each;
until then the place is empty.

@<Read the clock between the velocity and the split passes@>=
@;

@ @<Private declarations@>+=
static void solve_sequential(ph_world *w);
static int split_passes(const ph_world *w);
static void solve_point(ph_world *w, int k, int i);
static double add_clamped(const ph_world *w, double *total, double d, double lo, double hi);
static void apply_contact_impulse(ph_world *w, ph_body *A, ph_body *B, ph_vec2 p,
  ph_vec2 impulse);

@ \wsfrom{10}One point, once. The normal velocity $v_n$ is read as chapter~5 reads it,
with chapter~6's turning, and the increment that takes it to the target is\seclabel{ch9-point}
$$\Delta\lambda=m_n\,(v^\star-v_n),$$
added to the point's total |impulse| under the clamp (below). The
impulse actually applied, $j$, the change of the total, pushes and turns
both bodies. Friction follows with the velocity that leaves.\wsto{10}

@<Engine functions@>+=
static void solve_point(ph_world *w, int k, int i)
{
  const ph_contact *c = &w->contacts[k];
  ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
  ph_contact_impulse *q = &w->impulses[k];
  ph_vec2 n = c->manifold.normal, p = c->manifold.points[i].point;
  ph_vec2 vrel = ph_sub(B->velocity, A->velocity);
  @<Add the turning of |A| and |B| to |vrel| at the point |p|@>@;
  double u = ph_dot(vrel, n);
  double j = add_clamped(w, &q->points[i].impulse,
    q->points[i].normal_mass * (q->points[i].target - u), 0.0, INFINITY);
  apply_contact_impulse(w, A, B, p, ph_mul(j, n));
  @<Solve the accumulated friction of point |i|@>@;
}

@ \wsfrom{10}How is the point's friction solved in a pass? The sliding velocity
$v_t$ along $\vec t=(n_y,-n_x)$ is read again, after the normal impulse,
and the increment that stops it is
$$\Delta\lambda_t=-m_t\,v_t.$$
Coulomb's law bounds the total tangent impulse by $\pm\mu\lambda$, with
$\lambda$ the point's normal total as it now stands. With the increment
clamped instead, the bound $\pm\mu j$ is on the increment, $j$ being this
pass's normal share, as in Box2D Lite when its accumulation is off
\cite{catto2006}.\wsto{10}

@<Solve the accumulated friction of point |i|@>=
if (q->friction > 0.0) {
  ph_vec2 t = ph_v(n.y, -n.x);
  vrel = ph_sub(B->velocity, A->velocity);
  @<Add the turning of |A| and |B| to |vrel| at the point |p|@>@;
  double cap = q->friction * (w->settings.accumulate ? q->points[i].impulse : j);
  double jt = add_clamped(w, &q->points[i].friction_impulse,
    -q->points[i].tangent_mass * ph_dot(vrel, t), -cap, cap);
  apply_contact_impulse(w, A, B, p, ph_mul(jt, t));
}

@ \wsfrom{10}The clamp, both ways. With |accumulate| the new total is
$\lambda+\Delta\lambda$ kept in $[\lambda_{\rm lo},\lambda_{\rm hi}]$, and\seclabel{ch9-clamp}
what is applied is the change of the total, which may be negative; without,
the increment itself is kept in the bounds and added. Either way the
function returns what the bodies are to receive, and the total is the sum
of it over the passes, so |ph_world_contact_impulse| and
|ph_world_friction_impulse| report the totals.\wsto{10}

@<Engine functions@>+=
static double add_clamped(const ph_world *w, double *total, double d, double lo, double hi)
{
  if (w->settings.accumulate) {
    double old = *total;
    *total = ph_min(ph_max(old + d, lo), hi);
    return *total - old;
  }
  d = ph_min(ph_max(d, lo), hi);
  *total += d;
  return d;
}

@ An impulse $\vec P$ at the point $\vec p$ goes to $B$ and its opposite
to $A$, through chapter~5's |push_body| and chapter~6's |turn_body|, which
leave a static body alone.

@<Engine functions@>+=
static void apply_contact_impulse(ph_world *w, ph_body *A, ph_body *B, ph_vec2 p,
  ph_vec2 impulse)
{
  push_body(w, A, ph_mul(-1.0, impulse));
  push_body(w, B, impulse);
  turn_body(w, A, p, ph_mul(-1.0, impulse));
  turn_body(w, B, p, impulse);
}

@*1 Phase 4: contacts that persist.
What is kept of a contact from one step to the next: its two bodies, and
for each point its id and its two totals. The world keeps an array of them,
|memory|, in the order of the step's contacts, which is pair order; it
grows like chapter~5's array of prepared contacts and is freed with the
world.

@s ph_contact_memory int

@<Collision types@>+=
typedef struct ph_contact_memory {
  int a, b; /* the bodies, as in |ph_contact| */
  int count; /* points kept, 0 to 2 */
  struct {
    int id; /* the feature id of chapter 4 */
    double impulse, friction_impulse; /* the totals $\lambda$ and $\lambda_t$ */
  } points[2];
} ph_contact_memory;

@ @<World fields@>+=
struct ph_contact_memory *memory;
int memory_capacity;
int memory_count; /* contacts kept by the last step */
int warm_points; /* points the last step's phase 4 warm started */

@ @<Initialise the later world fields@>+=
w->memory = NULL;
w->memory_capacity = 0;
w->memory_count = 0;
w->warm_points = 0;

@ @<Free the later world fields@>+=
free(w->memory);

@ At the end of phase~5 every prepared contact is kept. If the array
cannot grow, the error handler hears so and nothing is kept: the next step
starts cold, as a step with warm starting off does, and goes on.
@.out of memory keeping contacts@>

@<Engine functions@>+=
static void remember_contacts(ph_world *w)
{
  if (w->impulse_count > w->memory_capacity) {
    int capacity = w->impulse_capacity;
    ph_contact_memory *grown = realloc(w->memory, (size_t) capacity * sizeof *grown);
    if (!grown) {
      ph_report("out of memory keeping contacts");
      w->memory_count = 0;
      return;
    }
    w->memory = grown;
    w->memory_capacity = capacity;
  }
  for (int k = 0; k < w->impulse_count; k++) @<Keep contact |k| in |w->memory[k]|@>@;
  w->memory_count = w->impulse_count;
}

@ @<Keep contact |k| in |w->memory[k]|@>=
{
  const ph_contact *c = &w->contacts[k];
  ph_contact_memory *kept = &w->memory[k];
  kept->a = c->a, kept->b = c->b, kept->count = w->impulses[k].count;
  for (int i = 0; i < kept->count; i++) {
    kept->points[i].id = c->manifold.points[i].id;
    kept->points[i].impulse = w->impulses[k].points[i].impulse;
    kept->points[i].friction_impulse = w->impulses[k].points[i].friction_impulse;
  }
}

@ @<Private declarations@>+=
static void remember_contacts(ph_world *w);
static void warm_start(ph_world *w);

@ Phase 4. With the sequential solver and warm starting on, the contacts
of this step are walked in pair order beside the kept ones: a kept contact whose pair comes before this one's is one
that ended, and is passed over. With another solver nothing is kept, so
that a world switched back to the sequential solver does not meet
impulses from a step long past. (A later solver that warm starts at a
time of its own keeps them here: chapter~11's does, inside its sub-steps.)

@<Warm start the contacts@>+=
if (w->settings.solver == PH_SEQUENTIAL) warm_start(w);
@<Or keep the contacts for a solver that warm starts later@>@;
else w->memory_count = 0;

@ @<Or keep the contacts for a solver that warm starts later@>=
@; /* chapter 11 */

@ @<Engine functions@>+=
static void warm_start(ph_world *w)
{
  w->warm_points = 0;
  if (!w->settings.warm_start) return;
  int m = 0;
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    while (m < w->memory_count && (w->memory[m].a < c->a
        || (w->memory[m].a == c->a && w->memory[m].b < c->b))) m++;
    for (int r = m; r < w->memory_count && w->memory[r].a == c->a
        && w->memory[r].b == c->b; r++)
      @<Warm start the points of contact |k| that |w->memory[r]| kept@>@;
  }
}

@ A pair has one contact until chapter~14, whose bodies of several
shapes have one for each two parts that touch, all kept side by side in
pair order. So every kept contact of the pair is searched: the ids, which
chapter~14 makes name the parts, tell the points apart.

@ A point takes the totals kept under its own id, if any, and they are
applied at once, normal and tangent together as one impulse
$\lambda\vec n+\lambda_t\vec t$ along this step's normal and tangent. The
tangent total is taken only when this contact has friction, and is cut to
this step's cap $\mu\lambda$.

@<Warm start the points of contact |k| that |w->memory[r]| kept@>=
{
  ph_contact_impulse *q = &w->impulses[k];
  const ph_contact_memory *kept = &w->memory[r];
  ph_vec2 n = c->manifold.normal, t = ph_v(n.y, -n.x);
  for (int i = 0; i < q->count; i++)
    for (int j = 0; j < kept->count; j++)
      if (kept->points[j].id == c->manifold.points[i].id) {
        double cap = q->friction * kept->points[j].impulse;
        q->points[i].impulse = kept->points[j].impulse;
        q->points[i].friction_impulse = fmin(fmax(kept->points[j].friction_impulse, -cap), cap);
        apply_contact_impulse(w, &w->bodies[c->a], &w->bodies[c->b], c->manifold.points[i].point,
          ph_add(ph_mul(q->points[i].impulse, n), ph_mul(q->points[i].friction_impulse, t)));
        w->warm_points++;
        break;
      }
}

@*1 The solver as it stands.
Figure~\figref{solver-9} is the contact solver of stage~9, the one the
later chapters keep: the passes over all points, each point solved by
|solve_point| against its accumulated total, then the split passes, then
the totals remembered for the next step's warm start.
\input fig/ch09-solver.tex

@*1 Measurements.
How many passes does a stack need, how fast do the passes converge
within a step, and what does warm starting buy? The chapter's
measurement program, \.{bench09} (in the part {\it The
programs around the engine}, |@<Run the chapter 9 measurements@>|), runs
the scenes of this section and writes its tables, the sentences that read
them, and the data of Figures \figref{converge} and~\figref{clampfig},
when the book is built. Every scene has gravity $10\,$m/s$^2$, symplectic
Euler, friction on and 60 steps a second; the stack is the demo's
\.{stack}, the pyramid its \.{pyramid}.

{\it The passes.} How many passes a step does the stack of ten need to
stand? Table~\tabref{passes} gives the stack after 10\thinspace s for 1,
2, 4, 8, 10, 16 and 32 passes a step, warm started and cold.
@^passes, how many@>

\midinsert
\tablecaption{The stack of ten boxes after 10\thinspace s, against the
number of passes a step: how far the top box sank and drifted sideways
from where it started, in millimetres, and whether the stack stood by
the chapter's rule (the top box less than 10\thinspace cm below and
beside where it started, and turned less than 5 degrees). {\it Fell\/}
marks a run whose top box ended more than 0.5\thinspace m below or beside
where it started. The boxes
start 1\thinspace mm into each other, so the top box starts
10\thinspace mm below where it would rest if they just touched;
chapter~10's table of engines counts from that rest instead, on a stack
of its own (preface, \S\secref{measures}). Made by {\tt bench09} when this book was built.}\tablabel{passes}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\cr
&\multispan3\hfil warm started\hfil\quad&\multispan3\hfil cold\hfil\cr
passes&sink&drift&stands&sink&drift&stands\cr
&(mm)&(mm)&&(mm)&(mm)&\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch09-passes.tex
}}$$
\endinsert

\input fig/ch09-passes-text.tex

Warm starting is worth more than any number of passes here. Started cold,
a step's passes must carry the weight of the top box down through ten
contacts to the floor, and a pass carries it about one contact further.
The floor's contact, which must end with ten boxes' weight, hears of the
top box only after some ten passes, and of the whole stack much later.
So every step ends with the floor pushing too little, and the stack
sinks, tilts and falls. Warm started, each step begins where the last
ended, and the passes of each step only add to a solution already found.
Convergence is spread over the steps, which is why a stack stands with so
few passes a step \cite{catto2005}.

In Table~\tabref{passes} the warm-started drift does not fall steadily
as the passes grow. This chapter has not explained why, nor averaged the
drift over other offsets of the boxes. So read the drift column as one
sample of one stack, not as a law of the passes. At the default of 8
passes the drift is above 20\thinspace mm, the bound that the test
\.{stack\_stands} allows at 10 passes. It is below 10\thinspace cm, the
bound of the chapter's rule, which the test \.{plain\_stack} applies at
8 passes.


{\it Convergence within a step.} How close do the passes of one step
come to the solution? Figure~\figref{converge} shows, for one
step, how the largest residual of the velocity constraints falls with the
passes. The {\it residual\/} of a point is how far the velocities the
passes leave are from what the problem of the section on iterating asks.
Let $v_n$ be its normal velocity after the passes and $v^\star$ its target.
If the point pushes, $\lambda>0$, it should have $v_n=v^\star$, and its
residual is $\vert v_n-v^\star\vert$. If it does not push, it may
separate but not approach, and its residual is $\max(v^\star-v_n,0)$. The
largest residual over the points, divided by $gh$, is the residual of
the step. The totals themselves are no measure of convergence, because
many totals give the same velocities.

\mpfigure{fig/ch09-sequential-2.mps}{}{The largest residual of the
velocity constraints (defined above) after $N$ passes of one step, the
300th, of the stack (open circles, blue) and of the pyramid (filled
squares, red), warm started (dashed) and cold (solid), in units of $gh$,
the speed gravity adds in a step; both axes logarithmic. Computed by {\tt
bench09}: each scene is run 299 warm-started steps of 10 passes, and from
that one state the 300th step is taken again with each $N$, warm started
from the kept totals or cold, from zero; so the cold curves start from
the warm run's state, not from a stack run cold.}
\figlabel{converge}

\input fig/ch09-converge-text.tex

\midinsert
\tablecaption{The largest residual of the 300th step of Figure~\figref{converge},
in units of $gh$, after 8 and after 64 passes, warm started and cold; the
factor by which the cold residual falls a pass between 8 and 64 passes;
and the factor $\cos^2(\pi/2n)$ of a column of $n$ boxes that cannot turn,
$n$ the stack's boxes or the pyramid's rows. Made by {\tt bench09}.}\tablabel{converge9}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\qquad&\hfil#\quad&\hfil#\qquad
&\hfil#\quad&\hfil#\cr
&\multispan2\hfil 8 passes\hfil\qquad&\multispan2\hfil 64 passes\hfil\qquad
&\multispan2\hfil factor a pass\hfil\cr
scene&warm&cold&warm&cold&cold&column\cr
\noalign{\smallskip\hrule\smallskip}
\ChNineConvergeRows}}$$
\endinsert

Started cold, the residual falls slowly and steadily with the passes
(Table~\tabref{converge9}). The sentence after Figure~\figref{converge}
compares each scene's rate with that of the column of boxes that cannot
turn, from the section on iterating. That column is a model of the
stack, not of the pyramid. Tightly coupled problems, such as a tall
stack or a wide pyramid, converge slowly. Without friction the passes
never make $f$ worse. The largest residual plotted here is another
measure, and it need not fall at every pass. Warm started, the residual
is small after the first pass, far below what a box's motion can show.
On both scenes it then falls by less than half between 8 and 64 passes,
the stack's least; the table gives both. These
flat lines are a stagnation, not rounding, which would be near
$10^{-16}$. We suspect friction, whose caps move with the normal totals.
But this chapter has not measured the scenes with friction off, and it
leaves the plateaus unexplained.

{\it Ids that change}, in the scene of Figure~\figref{persist}.
\input fig/ch09-ledge-text.tex

@ {\it The laws of chapters 6 and~7, in full.} Chapters 6 and~7 each
made a promise that they could keep only in part; this section says how
far the sequential solver keeps them. Chapter~6 could promise that a
collision gains no energy only for contacts of one point. The single
pass solves the two points of a face one after the other, each from what
the other left, so a pair could end with more energy than it began with.
With the sequential solver and plastic targets, $v^\star=0$, the kinetic
energy after the passes is the kinetic energy before plus $f(\lambda)$,
the quadratic of the section on iterating:
$\vert v\vert^2_M=\vert v^-\vert^2_M+2f(\lambda)$. Here $\vert
v\vert^2_M=v^{\rm T}Mv$, with $M$ the masses and moments of inertia whose
inverses $M^{-1}$ holds, is twice the kinetic energy. Started cold, the
passes begin at $f(0)=0$, and without friction $f$ never rises. So a
cold, frictionless collision gains no energy: that much is proved. Three
other cases are measured, not proved. Warm started, the passes begin at
$f(\lambda_{\rm warm})$, which may be above 0. With friction, a normal
step may lower $\lambda_i$ below $\vert\lambda_t\vert/\mu$, and the
friction step after it may raise $f$. With restitution $e={1\over2}$ the
targets are not 0. The test \.{collisions}, with friction on, makes 400
trials for each $e$, and at least 100 of them must be collisions on two
points. The last column of Table~\tabref{seqtests} gives how many were,
and how many gained energy; none did on the build of this book.

Chapter~7 could hold a box still on a ramp below its critical angle only
with the box's turning switched off. Under this solver the test
\.{ramp\_turning} holds a box that turns, at the default 8 passes. The
box slips some micrometres in its first second, while its contacts are
still cold; the test allows $10\,\mu$m. In the next four seconds it
slips no more than the test's bound of $10^{-9}\,$m.
Table~\tabref{seqtests} gives what this build measured.

@^energy, of collisions@>

@*1 Measured across the book: what each idea buys.
This is the table the book has been building toward. It runs three
scenes: a box resting on the floor, the stack of ten, and the pyramid of
20 rows. In the last two each box starts 1\thinspace mm into the one below.
The program of each stage from 5 to~9 runs them for 10\thinspace s, each
with the \.{world} line its stage understands. Stages
5 and~6 have \.{solver=single}; stage~7 adds \.{friction=on}. Stage~8
names a correction, since its default for the single pass is none. That
default is the one exception to the preface's rule that a stage's defaults
are its best: chapter~8 found no correction best by every measure. It names the
one whose stack ends nearest where it started, measured at the start of
this chapter. Stage~9 has this
chapter's \.{solver=sequential} with its defaults, and then runs
again with each of its ideas taken away in turn. The scene files are
written by \.{bench09}. Each stage's program runs them headless with
\.{--dump} and \.{--time} (\.{book/figures/ch09-across.cmake}), and
\.{bench09} reads the dumps.
@^what each idea buys@>

\midinsert
\tablecaption{The same scenes through stages 5 to 9, for 10\thinspace s,
with each stage's default passes. That is one a step in stages 5 to~8, and 8 in
stage~9, but for the row ``9, one pass''. Stage~8 runs with the correction
whose stack's top box ends nearest where it started. The measure is $\vert{\rm
sink}\vert+{\rm drift}$ after 10\thinspace s (preface, \S\secref{measures}), the measure of the start
of this chapter, not chapter~8's drop of a column's top in 2\thinspace s.
For the resting box and for the top box of the stack and of the pyramid,
the table gives how far its centre sank and drifted sideways from where it started, in
millimetres. Negative means it rose. The resting box starts 1\thinspace mm
deep, so this is not chapter~8's depth of its lowest corner. The table also gives whether
the scene stood by the chapter's rule (the top box within 10\thinspace cm
of where it started, turned less than 5 degrees). ``Failed'': the run stopped
because a body's numbers overflowed. Made by {\tt bench09} and the
programs of the stages. (What the stages' steps cost is chapter~10's
subject; single times of these small scenes on a shared machine would
say nothing here.)}\tablabel{across}
$$\vbox{\tabskip=0pt\halign{#\hfil\quad&\hfil#\quad\vrule\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad\vrule\quad
&\hfil#\quad&\hfil#\quad&\hfil#\cr
&\omit\hfil box\hfil\quad\vrule\quad&\multispan3\hfil stack of ten\hfil\quad\vrule\quad
&\multispan3\hfil pyramid of 20 rows\hfil\cr
stage&sink&sink&drift&stands&sink&drift&stands\cr
&(mm)&(mm)&(mm)&&(mm)&(mm)&\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch09-across.tex
}}$$
\endinsert

\input fig/ch09-across-text.tex

Read down the columns. The resting box: stage~5 holds it, since
nothing turns. Stages 6 and~7 let it sink, rocking on its two points
solved one after the other, and stage~8's correction takes the sinking
back; on stage~9 it does not move. The stack: stages 5 to~7 add physics
(turning, friction) but no way to hold it, and it falls. Stage~8 takes
back overlap but still solves each contact once, from nothing, and it
falls. Stage~9 stands, and the rows below it say why. Without warm
starting, or with one pass, the stack falls as stage~8's does. Without the
accumulation it does worse than fall, since warm-started totals that can
only grow throw the boxes apart. The correction matters little to a stack
at rest, whose boxes start within the slop of each other. It matters for
bodies that land deep, as chapter~8 measured, and split impulses, the
default, add no energy when it does. What the passes cost is not in the
table. They multiply the solver's work, but how the time of a step
divides between phase~1's search of every pair and the passes is
chapter~10's to measure, with the step's own clock.

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 9 test cases@>|), run by \.{ctest -L ch09} on this stage and
every later one. Table~\tabref{seqtests} lists them; each tolerance is
argued where the test is written.

\input fig/ch09-measured.tex
\midinsert
\tablecaption{The tests of chapter~9: what each checks, its tolerance and
why, and what it measured in this build (the notes its tests print, which
\.{ctest -V} shows), at the passes its scene names (10, or the default 8).}\tablabel{seqtests}
\halign{#\hfil\quad&\vtop{\hsize=1.6in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.05in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.15in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.0in\raggedright\noindent\strut#\strut}\cr
test&law or behaviour&tolerance&why&measured\cr
\noalign{\smallskip\hrule\smallskip}
\.{stack\_stands}&ten boxes stand 10\thinspace s at 10 passes, warm
started; cold, they sink or drift ten times more&sink 40\thinspace mm,
drift 20\thinspace mm; a ratio of 10&the slop at each of ten contacts;
the band of the boxes' offsets&\measuredstackstands\cr
\.{plain\_stack}&the same stack under a bare \.{world} line (8
passes) stands 10\thinspace s&sink 40\thinspace mm, drift 10\thinspace cm&the slop;
the chapter's definition of standing&\measuredplainstack\cr
\.{pyramid\_stands}&a pyramid of 20 rows (10 passes) stands
10\thinspace s&sink
80\thinspace mm, drift 55\thinspace mm&the slop at twenty contacts; a
tenth of the way off its supports&\measuredpyramidstands\cr
\.{clamp}&the increment clamped, the stack falls; the total clamped, every
total pushes and obeys Coulomb's cap, and the floor holds $Mgh$&1\thinspace m;
$10^{-12}$; $10^{-3}$ of $Mgh$&a fall is metres; one rounding; the boxes
still settle&\measuredclamp\cr
\.{persist}&a point's total is carried while its id is kept, and dropped
when it changes&exact bits&a copy, with no pass after it&\measuredpersist\cr
\.{ledge\_ids}&the points warm started are exactly those whose pair and
id persist&exact count&a count&\measuredledgeids\cr
\.{collisions}&no two-point collision of two boxes gains energy ($e=0$,
$e={1\over2}$)&$10^{-9}$ of the energy&a difference of nearly equal
sums&\measuredcollisions\cr
\.{ramp\_turning}&a turning box on a ramp with $\tan\theta<\mu$ stays put
after its first second&$10^{-9}\,$m; $10\,\mu$m in the first
second&chapter~7's bound; the cold first steps&\measuredrampturning\cr
\.{single\_untouched}&the single pass ignores this chapter's keys&exact
bytes&the switch&\measuredsingleuntouched\cr
\.{scene\_keys}&bad keys give \.{FILE:LINE:}&the message&the reader's
rule&\measuredscenekeys\cr
\.{boundary}&the defaults; split impulses for this solver; a bad solver
refused&the message&the interface's rule&\measuredboundary\cr
\.{split\_count}&\.{split\_iterations=0} is as many passes as the
velocities'; one split pass lifts a sunk box less than ten&exact bytes;
the order&the setting's definition; Gauss--Seidel's order&\measuredsplitcount\cr
\.{determinism}&the same run twice gives the same bytes&exact&the
preface's promise&\measureddeterminism\cr
\noalign{\smallskip\hrule}}
\endinsert

Not tested: the rate of convergence of Figure~\figref{converge}
(the residuals are deterministic, and Exercise~2 gives the function a test
of it would need);
warm starting with the increment clamped, beyond the stack's fall.

@ Debugging exercises 9.1 and 9.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 9.1} builds stage~9 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it Every pair, still.} Phase~1 still tries every pair of bodies. The
pyramid's 210 boxes make 22\thinspace 000 pairs a step, for some 400
contacts. This chapter has not timed that search apart from the passes.
Chapter~10 finds the pairs that may touch without trying them all.

{\it The cost of passes.} Each pass costs as much as chapter~5's single
pass, so $N$ passes cost $N$ times as much. Warm starting lets $N$ stay
small for scenes that change slowly. A scene that changes fast, with
bodies landing or a stack knocked over, starts many contacts cold. Their
first steps are no better than a few passes from nothing.

{\it A fixed number of passes, not the solution.} The passes stop after
a fixed number, not when the residual is small. Even without friction
the totals have no single solution, since there are more rows than
velocities (the section on iterating); only the velocities do. With
friction there is no proof that the passes reach a solution at all.
Stacks that are tall, or heavy on top, such as a heavy box on light
ones, converge more slowly. Gauss--Seidel's rate worsens as the coupling
of the points grows \cite{catto2005}. This chapter measures only stacks
of equal boxes.

{\it One order of the passes.} Every pass meets the contacts in pair
order. In the stack, whose boxes are listed bottom first, that order is
bottom up. Within one pass a contact meets the box below already pushed,
so what the floor does reaches the top in a single pass. What the top
box needs reaches the floor only one contact a pass, as the section on
iterating showed. Engines vary the order in two ways. Symmetric
Gauss--Seidel reverses the order on alternate passes, and so carries
news both ways. Over-relaxation scales each increment by a factor
$\omega_{\rm SOR}$ between 1 and~2; for a well-chosen $\omega_{\rm SOR}$ it speeds up the
linear method, and Cryer's projected form carries it over to the
clamped method \cite{cryer1971}. This chapter measures neither. Nor does
it measure what warm starting costs when a contact's normal has turned
since the last step. Phase~4 applies the kept totals along this step's
normal. That is nearly right for a small turn and wrong for a large one,
until the passes take the excess back, which the accumulation lets them
do.

{\it Ids are all the memory there is.} A contact whose points change
their ids starts cold, as when a box tips over an edge or a polygon's
support changes. A body that leaves a contact for a single step loses
the totals it had. And restitution's targets are still taken from the
velocities of phase~3, so chapter~5's cradle is no more elastic with
many passes.

@*1 Summary.
The contacts of a step form one problem. The normal velocities are
$v_n=Jv^-+K\lambda$, with $K=JM^{-1}J^{\rm T}$; the impulses only push,
and push only where they must. Sequential impulses solve the problem by
projected Gauss--Seidel. They make passes over all points, and each
point's impulse is the minimum of a quadratic along its own coordinate.
The clamp acts on the accumulated total, so that a later pass may take
back what an earlier pass gave. Warm starting applies the last step's
totals first, matched by the contact points' identities. Together these
three ideas make stacks and pyramids stand.


@*1 Exercises.
Each exercise has a test, \.{tests/exercises/ch09-K.w}, and a reference
solution; the test calls exactly the interface the statement names. The
ratings are on the preface's scale.

\item{1.} [20] Add the world key \.{warm\_factor=}$q_w$, $0\le q_w\le1$
(default 1): phase~4 starts each persisting point from $q_w$ times the
totals it kept, normal and tangent alike, not the totals themselves, a way
to trust the last step less; the tangent total is then cut to the cap
$\mu$ times the scaled normal total, as phase~4 already does. A factor outside $[0,1]$ is refused with a message that
contains ``warm\_factor''. (Test, through |scene_load_text| and
|scene_step|: the stack of ten with \.{warm\_factor=0} moves exactly as
with \.{warm\_start=off}, every position and velocity equal after
2\thinspace s, and with \.{warm\_factor=1} exactly as without the key; with
\.{warm\_factor=0.5} its second step is exactly that of a stack without
the key whose kept totals the test has halved; \.{warm\_factor=1.5} does
not load.) (Notes for the teacher
are in Appendix~G.)

\item{2.} [20] Write |double ph_world_residual(const ph_world *w)|, the
largest residual of the normal velocity constraints that the last step's
passes left, as the paragraph on convergence under the measurements
defines it: over the points, $\vert v_n-v^\star\vert$ for a point whose
total is positive and $\max(v^\star-v_n,0)$ for one whose total is 0, with
$v_n$ read after the passes and before phase~6 moves the bodies; 0 if the
last step solved nothing with the sequential solver. It is a velocity,
returned in metres per second, not as a ratio to $gh$. (Test: the stack of
ten run from the start for 300 steps, each warm started with ten passes,
gives a 300th-step residual below $0.01\,gh$; the same stack run from
the start with \.{iterations=1 warm\_start=off}, every step one cold
pass, has fallen by then, and its 300th step's residual is above
$0.1\,gh$; here $gh={1\over6}\,$m/s. A world with no bodies at all,
stepped once, gives exactly 0. Three boxes that cannot turn, one cold pass a
step, give the residual the test computes from the contacts, to
$10^{-9}\,$m/s; a ball $1\,$mm into a floor and leaving it at
2\thinspace m/s with no gravity, a point whose total stays 0, gives
exactly 0.) (Notes for the teacher
are in Appendix~G.)

\item{3.} [30] Add the world key \.{tolerance=}$V$ in metres per second
(default 0) and |int ph_world_passes_used(const ph_world *w)|: the
passes of a step stop early, after the first pass in which no point's
normal impulse changed its normal velocity by more than $V$ (an increment
$j$ changes it by $j/m_n$); the function gives the passes the last step
made. $V=0$, the default, never stops a step early (no change is
ever compared with 0), so the default runs exactly as stage~9 does. Only
the passes of the velocities stop early; chapter~8's split impulses keep
their |iterations| passes. What the function gives before the first
step, or after a step of the single pass, is not asked. A negative or
infinite $V$ is refused with a message containing ``tolerance''. (Test: the stack of ten with \.{iterations=100}: with no
tolerance its last step makes all 100 passes; with
\.{tolerance=0.001} its 600th step makes fewer than 50 and at least 1, and
the stack still stands, its top box less than 40\thinspace mm below where
it started after 10\thinspace s; \.{tolerance=-1} does not load.) (Notes for the teacher
are in Appendix~G.)

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] A column of three boxes of mass $m$ that cannot turn,
one point a contact, the floor's first, as in the section on iterating.
Write $K$ and $Jv^-$ after gravity, and the answer $\lambda$. Make the
first three passes by hand, starting from zero, and show that the error
of $\lambda$ shrinks by the factor $\cos^2(\pi/6)$ a pass. How many passes
does a factor of ten take?

\item{P2.} [25] A box on a box, not centred. Two boxes $1\times1\,$m of
mass $m$, $I=m/6$, that can turn, stand one on the other on a static floor,
the top box moved a quarter of a metre to the right, so that, measured from
the lower box's centre, its lower face rests on the lower box's top from
$x=-{1\over4}$ to $x={1\over2}$. The floor's points 1 and~2 (left, right) are
at the lower box's lower corners; the points between the boxes, 3 and~4,
are at the two ends of that overlap. Write the rows $J_i$ and find every
entry of $K=JM^{-1}J^{\rm T}$. With $Jv^-=(-gh,-gh,0,0)$ after gravity and
targets 0, find $\lambda$ from each box's balance of forces and turns, and
check that it solves the problem. Make the first pass of Gauss--Seidel by
hand, from zero, in the order 1, 2, 3, 4. Which entries of $K$ carry the
top box's weight to the floor's points, and how much of it has the floor
taken after that pass?

\item{P3.} [20] Where clamping the increment fails. One box
$1\times1\,$m, $I=m/6$, lies on a static floor, its points 1 and~2 as in
problem~P2, targets 0, and a warm start brings in the totals
$\lambda=(0.6,\,0.4)\,mgh$, a little too much at point~1, when $(0.5,0.5)\,mgh$
is the answer. Make passes with the total clamped and with the increment
clamped, and find where each settles. With the increment clamped, how fast
does the box leave the step going up and turning, and how fast does
point~1 leave the floor?
