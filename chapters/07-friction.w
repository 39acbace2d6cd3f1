@* Chapter 7: Friction.
After chapter~6 bodies collide, bounce and turn, and they do all of it on
surfaces of ice. A contact pushes only along its normal, so nothing ever
resists sliding. Set a box of rubber (the preset \.{bouncy}) on a ramp of stone and it slides down
at $g\sin\theta$, exactly as a box of polished steel does, whatever
chapter~3's table says about their grip. Spin a wheel and set it on the
floor, and it spins in place for ever, since the floor cannot take hold of
its rim. Both are measured below, on stage~6. This chapter adds the second
half of a contact's impulse: a push {\it along\/} the surface, opposing the
sliding, limited by Coulomb's law to $\mu$ times the push along the
normal. It is the last piece of the single pass of chapter~5, and it goes
into the places that chapter left for it.
@^friction@>
@^Coulomb's law of friction@>

The method is that of the reference articles \cite{gaul2013} and of
sequential impulses \cite{catto2005,catto2006}: at each point, right after
the normal impulse, a tangent impulse that would stop the sliding, cut
down to the Coulomb cap. The measurements show boxes that stay on a ramp
below their critical angle and slide above it as the textbook predicts,
sliding disks that start to roll, and what one pass cannot do.

The chapter first derives the tangent impulse and Coulomb's cap, which
decides whether a point sticks or slips. It then asks whether a contact has
one coefficient or two, and how two combine, and adds the switch and the
code. The measurements, the tests, what the chapter cannot do and the
exercises follow.

@ \input fig/ch07-shot.tex
{\it The demo.} Run \.{build/bin/ch07}: boxes of five materials stand on a
ramp of $30^\circ$, as in Figure~\figref{rampshot}. Rubber (the preset
\.{bouncy}) and rock have a mixed $\mu$ above $\tan30^\circ$. They stay,
apart from a slow slide down the slope, their {\it creep}, of
\ChSevenShotCrept\thinspace m in the figure's 2\thinspace s. Creeping
(\S\secref{ch7-creep}) explains the creep, measured there on another box. Wood and metal, mixed
$\mu=0.53$, have slid \ChSevenShotSlid\thinspace m. The law of friction
alone gives 0.83\thinspace m (problem~P1); the rest is the single pass's
creep. Wood greased to \.{friction=0.05} slides fast. \.{bench07}
measured these distances on the same scene. \.{G} switches friction off
and on, and the panel says which. The scene \.{rolling} launches disks
sliding along a floor, with no spin, and shows them start to roll;
\.{grip} sets a spinning wheel down on the floor.

\newdimen\rampx \newdimen\ramph \newdimen\rampv
\begingroup
\rampx=0.378bp % one pixel of the screenshot: 800 pixels make 4.2in
\def\rampat#1#2#3{\ramph=#1\rampx \rampv=600\rampx \advance\rampv by -#2\rampx
  \rlap{\kern\ramph\raise\rampv\hbox{\pdfliteral{1 g}\ninerm #3\pdfliteral{0 g}}}}
\medskip
\vbox{\centerline{\hbox{\rlap{\includegraphics[width=4.2in]{fig/ch07-ramp.png}}%
  \rampat{622}{42}{rubber}\rampat{548}{104}{rock}\rampat{408}{186}{wood}%
  \rampat{300}{246}{metal}\rampat{14}{414}{greased wood}\kern4.2in}}\smallskip
{\catcode`\@@=11 \global\advance\bk@@fignum by 1
\bk@@caption{Figure \the\bk@@fignum.}{The scene \.{ramp} after 2\thinspace s,
drawn by \.{build/bin/ch07 --headless --scene ramp --steps 120 --view
-0.5,-0.6,17.5}. Five boxes $0.6\,$m wide on a stone ramp of $30^\circ$.
From the top right: rubber (teal) and rock (blue) have stayed, apart from a
slow creep; wood (orange) and metal (violet) have slid; greased wood
(green) has slid nearly to the foot. The white strokes and small squares
are chapter~4's normals and contact points; the selected body is outlined
in white.}}}\medskip
\endgroup
\figlabel{rampshot}
\overviewpage


@*1 The algorithm on one page.
{\it After this chapter you can:}\seclabel{ch7-page}
\smallskip
\item{$\bullet$} derive the tangent impulse that stops sliding, and cap it by Coulomb's law;
\item{$\bullet$} predict whether a box on a ramp sticks or slides, and its acceleration when it slides;
\item{$\bullet$} combine two materials' coefficients, and say why engines differ there;
\item{$\bullet$} explain why a single pass lets a resting box creep.
\smallskip
\noindent This chapter adds friction: at each contact point a second impulse, along
the tangent, that opposes sliding and is capped by Coulomb's law at $\mu$
times the normal impulse. A box on a ramp stays if the ramp is not too
steep and slides with the right acceleration if it is. The equations
that carry it:
$$\vec t=(n_y,\,-n_x),\qquad j_t=\max\bigl(-\mu j,\ \min(\mu j,\
-m_tv_t)\bigr),\qquad m_t^{-1}=m_n^{-1}\hbox{ with $\vec t$ for $\vec n$},$$
$$\tan\theta\le\mu\ \hbox{(sticks)},\qquad a=g(\sin\theta-\mu\cos\theta)\
\hbox{(slides)}.$$
Figure~\figref{step-7} is the step of stage~7. Only phases 3 and~5 are
open, and they read as stage~6's do: friction lives inside the functions
they call, which the arrows name.
\input fig/ch07-step.tex



@*1 The tangent impulse.
This section derives the impulse that friction gives at one contact point:\seclabel{ch7-tangent}
first the impulse that would stop the sliding, then the cap Coulomb's law
puts on it. Take a contact point $\vec p$ between bodies $A$ and $B$ with
the unit normal $\vec n$ from $A$ to $B$, as in chapters 4 to~6. In the
plane there is one direction along the surface, up to its sign. We take
the normal turned a quarter turn clockwise,
$$\vec t=(n_y,\,-n_x),$$
so that a floor's upward normal $(0,1)$ has the tangent $(1,0)$. The
relative velocity at the point splits into $v_n\vec n+v_t\vec t$, and $v_t$,
the component along $\vec t$, is the {\it sliding\/} velocity:
$$v_t=\bigl(\vec v_B+\omega_B\times\vec r_B-\vec v_A-\omega_A\times
  \vec r_A\bigr)\cdot\vec t,$$
with $\vec r_A=\vec p-\vec x_A$ and $\vec r_B=\vec p-\vec x_B$ the lever arms
of chapter~6. Here $\omega\times\vec r=\omega\vec r^\perp$ is chapter~6's
product of a scalar angular velocity and a vector. An article among our
references takes for the tangent the direction of the sliding velocity
itself \cite{gaul2013}. That is the same line in the plane, but it is
undefined when nothing slides, and that is the case friction must handle
best. The fixed $\vec t$ and a signed impulse avoid dividing by a zero
speed.
@^tangent@>
@^sliding velocity@>

\mpfigure{fig/ch07-friction-1.mps}{}{The tangent and the friction cone. A
body $B$ (not drawn) rests on a floor $A$ and touches it at $\vec p$, where
its point slides along the floor at $v_t$ (red). At
the contact point $\vec p$ the normal $\vec n$ points from $A$ to $B$ and
the tangent $\vec t$ is $\vec n$ turned clockwise. The total impulse
$j\vec n+j_t\vec t$ on $B$ must lie in the cone of half-angle $\arctan\mu$
about $\vec n$. Left: the impulse that stops the sliding lies inside, and
the point sticks. Right: it would lie outside; Coulomb's law cuts it back
to the edge of the cone, $\vert j_t\vert=\mu j$, and the point slips.}
\figlabel{cone}

@ {\it The impulse that stops sliding.} What impulse along $\vec t$ brings
the sliding velocity to zero? To find it we need the tangent's effective
mass: how much $v_t$ changes per unit of tangent impulse. Give $B$ the
impulse $j_t\vec t$ at $\vec p$ and $A$ the opposite one. By chapter~3 each velocity changes by
the inverse mass times the impulse, and by chapter~6 each angular velocity
by $I^{-1}$ times the moment of the impulse about the centre:
$$\Delta\vec v_B=w_Bj_t\vec t,\qquad
  \Delta\omega_B=I_B^{-1}(\vec r_B\times\vec t)\,j_t,$$
and the same with the signs turned for $A$. The turning adds
$\Delta\omega\,\vec r^\perp$ to the velocity of the point, whose
component along $\vec t$ is $\Delta\omega\,(\vec r\times\vec t)$ (chapter~6's
identity $\vec r^\perp\cdot\vec t=\vec r\times\vec t$).
Collecting the four terms,
$$\Delta v_t=j_t\,m_t^{-1},\qquad m_t^{-1}=w_A+w_B+I_A^{-1}(\vec r_A\times\vec t)^2
  +I_B^{-1}(\vec r_B\times\vec t)^2,$$
which is chapter~6's effective mass along the normal with $\vec n$
replaced by $\vec t$. The impulse that brings the sliding to zero is
$$j_t=-m_t\,v_t,$$
with no restitution, since a surface does not bounce sideways. The two
effective masses of one point differ. At a corner of a box $\ell_x$ wide
and $\ell_y$ high resting flat on a floor, $\vec r=(\pm\ell_x/2,-\ell_y/2)$.
So $(\vec r\times\vec n)^2=\ell_x^2/4$ and $(\vec r\times\vec
t)^2=\ell_y^2/4$, and the two are equal only for a square. Here, as in
chapters 5 and~6, $w$ is always an inverse mass. Static bodies have $w=0$
and $I^{-1}=0$ and drop out, as before.
@^effective mass, tangential@>

@ {\it Coulomb's cap.} How much friction may a point take? Pressed together with a normal force $N$, two dry
surfaces hold any sideways force up to $\mu N$ without sliding, and when
they slide they resist with $\mu N$ against the direction of sliding. The
number $\mu$, the coefficient of friction, depends on the pair of
surfaces and hardly on their area or speed; that is Coulomb's law (after
Amontons). A step does not know forces, only their impulses over the step.
But the law holds at every instant, and the friction's direction stays fixed
while the sliding keeps its sign. So the law holds for the integrals over
the step too. The tangent impulse is at most $\mu$ times the normal
impulse of the same point,
$$\vert j_t\vert\le\mu\,j.$$
Combined with the impulse that stops the sliding,
$$j_t=\max\bigl(-\mu j,\ \min(\mu j,\ -m_tv_t)\bigr).$$
This {\it clamp\/} has two cases, which Figure~\figref{cone} draws. If
$m_t\vert v_t\vert\le\mu j$, the point {\it sticks\/}. Its sliding is
stopped, and the friction is whatever that takes. If $m_t\vert v_t\vert>\mu
j$, the point {\it slips\/}. The friction takes the full $\mu j$, and the
point keeps some of its sliding velocity, with the same sign. When the
point sticks, the total impulse $j\vec n+j_t\vec t$ lies inside the cone
of half-angle $\arctan\mu$ about the normal. When it slips, the total
impulse lies on the cone's edge. So no impulse of a contact ever leaves
the cone.
@^stick and slip@>
@^friction cone@>

Two facts follow from the clamp alone, and the tests check both. First,
the sliding velocity after the impulse, $v_t^+=v_t+j_t/m_t$, lies between
$0$ and $v_t$. So friction never reverses the sliding within a step; it
only slows it or stops it. Second, the pair's kinetic energy changes, as
in chapter~5, by the impulse times the mean of the velocities before and
after, $j_t(v_t+v_t^+)/2$. The impulse $j_t$ has the sign opposite to
$v_t$, and $v_t+v_t^+$ has the sign of $v_t$. So friction only ever takes
energy away.

{\it A worked example.} A wooden box $1\times1\,$m ($m=60\,$kg,
$I={60\over12}(1+1)=10\,$kg\,m$^2$) touches a static floor at one corner,
$\vec r=(-0.5,-0.5)$ from its centre; $\vec n=(0,1)$, so $\vec t=(1,0)$, and
$\vec r\times\vec t=0-(-0.5)\cdot1=0.5\,$m. Say the point's normal impulse
of this pass was $j=20\,$N\thinspace s and $\mu=0.5$: the cap is
$\mu j=10\,$N\thinspace s. The tangent's effective mass is
$$m_t^{-1}={1\over60}+{0.5^2\over10}={1\over24},\qquad m_t=24\,{\rm kg}.$$
{\it Stick:} if the corner slides at $v_t=0.3\,$m/s, stopping it takes
$-m_tv_t=-7.2\,$N\thinspace s. That is inside the cap, so $j_t=-7.2$ and
$v_t^+=0.3-7.2/24=0$. {\it Slip:} if it slides at $v_t=1\,$m/s, stopping
would take $-24\,$N\thinspace s. The clamp cuts it to $j_t=-10$, and the
corner goes on sliding, more slowly and the same way, at
$v_t^+=1-10/24=0.583\,$m/s. The box's centre is slowed by
$10/60=0.167\,$m/s and its spin changed by $I^{-1}(\vec r\times\vec t)\,j_t
=0.5\cdot(-10)/10=-0.5\,$rad/s, and friction has taken
$-j_t(v_t+v_t^+)/2=10\cdot1.583/2=7.92\,$J.

@ {\it On a ramp.} Take a box of mass $m$ resting on a ramp of angle $\theta$.\seclabel{ch7-ramp}
Per step, gravity gives it the velocity $gh$, $g$ times the step $h$
(${1\over6}\,$m/s with the book's $g=10\,$m/s$^2$ at 60 steps a second): $gh\sin\theta$ down the ramp and $gh\cos\theta$
into it. The normal impulses take the second away, $\sum j=mgh\cos\theta$,
and friction must take the first: $mgh\sin\theta$. It can if
$mgh\sin\theta\le\mu\,mgh\cos\theta$, that is
$$\tan\theta\le\mu;$$
the box stays, whatever its mass and the step. Above that {\it critical
angle\/} $\arctan\mu$ it slides, with friction taking $\mu\,mgh\cos\theta$
of each step's $mgh\sin\theta$, so it accelerates at
$$a=g(\sin\theta-\mu\cos\theta),$$
exactly the textbook's value. The engine gets it exactly in a step in
which every point of the box slips, so that each point's friction is its
cap $\mu j_i$ and the friction impulses sum to $\mu\sum_ij_i=\mu\,mgh\cos\theta$.
When a point's sliding is stopped below its cap, or the single pass gives
the normal impulses a sum other than $mgh\cos\theta$ in a step (the box
rocks), the step's friction is off by $\mu$ times the difference; the
measurements below show how much. Figure~\figref{incline} draws the forces.
@^incline@>
@^critical angle@>

\mpfigure{fig/ch07-friction-2.mps}{}{A box on a ramp of angle $\theta$.
Gravity $m\vec g$ splits into $mg\sin\theta$ down the slope and
$mg\cos\theta$ into it; the normal force $N=mg\cos\theta$ balances the
second, and friction, at most $\mu N$, opposes the first. The box stays
when $\tan\theta\le\mu$ and otherwise slides with $a=g(\sin\theta-\mu
\cos\theta)$.}
\figlabel{incline}

@ {\it A disk that starts to roll.} A solid disk of radius $r$ and mass
$m$, $I={1\over2}mr^2$ (chapter~6), is launched along a floor at $v_0$ with
no spin. Its bottom point slides forward at $v_0$, so friction $\mu mg$
acts backward there: it slows the centre, $\dot v=-\mu g$, and it turns
the disk so that the bottom moves backward. Here the disk, moving to the right,
turns clockwise, so we write $\Omega=-\omega$ for its clockwise spin ($\omega$
is counter-clockwise, as everywhere in the book): $\dot\Omega\,r=\mu mg\,r\cdot
r/I=2\mu g$. The sliding $v-\Omega
r$ falls at $3\mu g$ and reaches 0 at $t^\star=v_0/(3\mu g)$, where
$$v=v_0-\mu g\,t^\star={2\over3}\,v_0=\Omega r.$$
From then on it rolls: nothing slides, so friction does nothing, and
(with no rolling resistance, below) it rolls for ever. The end does not
depend on $\mu$, only on the shape, and there is a shorter way to it.
Friction and the normal force both act at the contact point, and gravity
acts through the centre straight above it. So the angular momentum about the
contact point, $mv\,r+I\Omega$, is kept. At the start it is $mv_0r$, and
rolling, with $\Omega=v/r$, it is ${3\over2}mvr$. The same argument holds
step by step in the engine, since every impulse of the contact acts at the
contact point. So the engine keeps that angular momentum to rounding,
whatever the step, and ends at $2v_0/3$ up to the overlap $\delta$. Its
contact point lies half the overlap inside the disk, at $r_p=r-\delta/2$
from the centre. The same argument about that point, $mv_0r_p=mvr_p
+I\Omega$ with $v=\Omega r_p$, gives $v=v_0r_p^2/(r_p^2+{1\over2}r^2)$,
which is $2v_0/3$ less a relative $\delta/3r$ to first order. For the
tests' disk, $r=0.5\,$m, and their overlap of $1\,\mu$m, that is a shift of
${2\over3}\cdot\delta/3r=4.4\times10^{-7}$ of $v_0$. The test asks both. A wheel set down on the floor
with no speed, spinning clockwise at $\Omega_0$, by the same argument ends rolling at
$v=\Omega_0r/3$.
@^rolling@>

@*1 One coefficient, and how two combine.
Handbooks give two coefficients for a pair of surfaces: a {\it static\/}\seclabel{ch7-mix}
one, the ratio at which a resting contact lets go, and a {\it dynamic\/}
one, usually smaller, for surfaces already sliding. The difference is
what makes a heavy box hard to start and easier to keep moving, and what
makes a door hinge squeal (stick, slip, stick). We keep {\it one\/}
coefficient per material, the one chapter~3 stores, for three reasons.
First, the single pass has no memory of whether a point was sticking in
the last step. (Chapter~9 keeps impulses from step to step; this chapter
does not.) The natural way to tell is by the size of the impulse
that stopping would need. As exercise~2 shows, that works, but it adds a
second number to every material and a second key to every scene, for an
effect that the scenes of this book barely show. Second, the laws the
tests check, the critical angle and $a=g(\sin\theta-\mu\cos\theta)$, take
one number; with two they would need the history of the box. Third,
chapter~3's material presets have one column, and two coefficients would
change a type of chapter~3 that every program fills. The handbooks'
static and dynamic values for dry surfaces differ by some 10 to
30\thinspace\%, about what the presets' round values are uncertain by
anyway. Exercise~2 adds the pair.
@^static and dynamic friction@>

@ Chapter~3 calls a material's $\mu$ its value against a hard, fixed floor.\seclabel{ch7-mean}
But this book's floors are bodies too, of the \.{static} material, whose own
$\mu$ is $0.7$, and a contact needs one number for the pair. Five rules are
common: the larger, the smaller, the arithmetic mean, the geometric mean
$\sqrt{\mu_A\mu_B}$, which Box2D uses \cite{box2d}, and the product
$\mu_A\mu_B$, which Chipmunk uses \cite{chipmunk}. A rule must do two
things. First, a
material against itself gives its own $\mu$ (wood on wood is wood's
$\mu$). The first four do that and the product does not, since
$\mu\cdot\mu=\mu$ only for $\mu=0$ and $\mu=1$. Under the product, wood on wood would grip at
$0.4\cdot0.4=0.16$, and every material but the \.{superball} would grip
itself less than its own number says. That rules out the product. Second, a
surface without friction ($\mu=0$: ice,
grease, or a body given \.{friction=0}) stays without it whatever it
touches. That rules out the larger and the mean, since such a plate would
grip a \.{superball} ($\mu=1$) at $1$ with the first and at $0.5$ with the
second. That leaves the smaller and the geometric mean. The smaller lets one
surface decide alone: a \.{superball} on wood would grip as wood on
anything rougher, and a grippy sole would be no help on a wooden floor. The
geometric mean gives each surface a say, and a slippery one pulls the pair
down strongly: $\mu=0.05$ against the \.{superball}'s $1$ gives $0.22$. We
take it.

Its cost is what a material's number means. Under the geometric mean,
$\mu$ is the coefficient of a material against itself, and against any
other only a factor of the pair's. Since $\sqrt{\mu\mu_F}=\mu$ only for a floor
of $\mu_F=\mu$, no one floor gives
 every preset its own number, and
chapter~3's ``against a hard floor'' holds only for a floor of the same
material. On the stone floor every preset grips at $\sqrt{0.7\mu}$: wood at
$\sqrt{0.4\cdot0.7}=0.53$ rather than chapter~3's $0.4$, the pillow at
$0.65$ rather than $0.6$. (Chapter~5 met the same with restitution: no
symmetric rule keeps every preset's number against one floor.) The
measurements below give, for each preset, the mixed value and its critical
angle on that floor.
@^friction, mixing@>

A $\mu$ that is negative or not a number is reported and gives 0, the
friction of no harm; chapter~3 refuses such a material, so only a program
calling this function directly can meet the message.
@.friction must be finite...@>

@<Engine functions@>+=
double ph_mix_friction(double mu_a, double mu_b)
{
  if (!(isfinite(mu_a) && isfinite(mu_b) && mu_a >= 0.0 && mu_b >= 0.0)) {
    ph_report("friction must be finite and not negative");
    return 0.0;
  }
  return sqrt(mu_a * mu_b);
}

@ @<Collision functions@>+=
double ph_mix_friction(double mu_a, double mu_b);

@ What did the earlier stages do with \.{friction=} on a body line, or
with a material preset's friction? Stages 3 to~6 read it, checked it
(finite and not negative) and stored it in the body's material, and
nothing used it. From this stage on it takes effect, in every scene whose
world has the response on (chapter~5) and friction on (next section).

@*1 Friction is a switch.
As with chapter~5's response, the technique this chapter adds comes as a
switch in the world's settings, and by the preface's rule its default is
the best the stage offers. A world whose settings say nothing has friction
from stage~7 on. A scene says so with \.{friction=on}, or turns it off
with \.{friction=off}, on its \.{world} line (|@<Read the friction key of
a world line@>|). The tests of earlier chapters, which run on this stage,
must still check there what they checked on their own, and they do, since
each says which stage's method it shows (chapter~5's \.{defaults=5}).
Chapter~5's test of momentum and energy collides 500 pairs of balls
obliquely and requires the energy lost to be exactly
$(1-e^2){1\over2}m_n(v_n^-)^2$. With friction on, the oblique pairs would
lose more, and the test could pass only by being weakened. Chapter~5's
cradle is meant to run on a floor without friction. Chapter~6's tests
of momentum in collisions of free bodies would still pass, but they would no
longer test what they say. Asking for stage~5's or stage~6's defaults,
every such scene is, on stage~7, the scene it was on stage~6, bit for bit;
a test of this chapter checks that. A reader who wants the old ice
can still have it with \.{friction=off}, or by pressing \.{G} in the demo.
@^switches@>

@<Settings fields@>+=
bool friction; /* Coulomb friction at contacts (chapter 7) */

@ @<Set the default values of later settings@>+=
s.friction = stage >= 7;

@*1 Friction in the single pass.
Chapter~5 left three places for friction in the contact's record of\seclabel{ch7-single}
phase~3 and two in its code. A contact keeps its mixed $\mu$, which is
0 when the world's switch is off, so that the solver below needs no test
of the switch; a point keeps its tangent mass $m_t$ and the tangent
impulse $j_t$ that phase~5 applied.

@<Friction fields of the whole contact@>+=
double friction; /* $\mu$, mixed; 0 with friction off */

@ @<Friction fields of a contact point@>+=
double tangent_mass; /* $m_t$, the tangent's effective mass */
double friction_impulse; /* $j_t$, applied in phase 5 */

@ Phase 3: the contact's $\mu$, then each point's tangent mass, prepared
beside the normal mass where $\vec n$ and $\vec p$ are at hand.

@<Prepare the friction of contact |c|@>+=
q->friction = w->settings.friction
  ? ph_mix_friction(A->material.friction, B->material.friction) : 0.0;

@ The turning terms of $m_t^{-1}$ are chapter~6's |turning_term|, the
$I^{-1}(\vec r\times\vec d)^2$ of a body at a point along a direction, here
along $\vec t$.

@<Prepare the friction of point |i|@>+=
{
  ph_vec2 t = ph_v(n.y, -n.x);
  double kt = A->inverse_mass + B->inverse_mass;
  @<Add the tangent's turning terms of |A| and |B| to |kt|@>@;
  q->points[i].tangent_mass = 1.0 / kt;
  q->points[i].friction_impulse = 0.0;
}

@ @<Add the tangent's turning terms of |A| and |B| to |kt|@>=
kt += turning_term(A, p, t) + turning_term(B, p, t);

@ Phase 5. Right after a point's normal impulse $j$ of this pass, the
sliding velocity is read again (it includes that impulse, which can change
it through the turning), the impulse that stops it is computed and
clamped to $\pm\mu j$, and the two bodies are pushed and turned by it.
Chapter~5's named section for the relative velocity serves again; its
|vrel| is reset first. The cap uses the normal impulse of this point in
this pass, which is all the single pass has. A point that got no normal
impulse was skipped before this code is reached, and gets no friction,
since $\mu\cdot0=0$.
@^single pass@>

@<Solve the friction of point |i| of contact |c|@>+=
if (q->friction > 0.0) {
  ph_vec2 t = ph_v(n.y, -n.x);
  vrel = ph_sub(B->velocity, A->velocity);
  @<Add the turning of |A| and |B| to |vrel| at the point |p|@>@;
  double cap = q->friction * j;
  double jt = -q->points[i].tangent_mass * ph_dot(vrel, t);
  jt = jt > cap ? cap : jt < -cap ? -cap : jt;
  q->points[i].friction_impulse = jt;
  push_body(w, A, ph_mul(-jt, t));
  push_body(w, B, ph_mul(jt, t));
  @<Turn |A| and |B| by the friction impulse $j_t\vec t$ at |p|@>@;
}

@ Chapter~6's |turn_body| gives each body the change of spin
$I^{-1}(\vec r\times\vec J)$ of the impulse at the point; a static body,
whose $I^{-1}$ is 0, is not turned.

@<Turn |A| and |B| by the friction impulse $j_t\vec t$ at |p|@>=
turn_body(w, A, p, ph_mul(-jt, t));
turn_body(w, B, p, ph_mul(jt, t));

@ A program may ask for the tangent impulse of a point as for the normal
one, with chapter~5's check, |prepared_point|: the contact and the point
must be among those the last step prepared.
@.no such contact point@>

@<Engine functions@>+=
double ph_world_friction_impulse(const ph_world *w, int contact, int point)
{
  const ph_contact_impulse *q = prepared_point(w, contact, point);
  return q ? q->points[point].friction_impulse : 0.0;
}

@ @<Collision functions@>+=
double ph_world_friction_impulse(const ph_world *w, int contact, int point);

@*1 The solver as it stands.
Figure~\figref{solver-7} is phase~5's single pass of stage~7: chapter~6's
turning, and this chapter's friction solved at each point right after its
normal impulse, capped by that impulse.
\input fig/ch07-solver.tex

@*1 Measurements.
The chapter's measurement program, \.{bench07} (in the part {\it The
programs around the engine}, |@<Run the chapter 7 measurements@>|), runs
the scenes of this section and writes its tables, the sentences that read
them, and the data of Figure~\figref{rolling} when the book is built.

{\it What stage~6 did.} \input fig/ch07-stage6-text.tex

{\it The ramp.} A box of $1\times1\,$m of each preset is set alone on a
ramp of the \.{static} material ($\mu=0.7$) turned $30^\circ$. This is not
the demo's scene \.{ramp} of Figure~\figref{rampshot}, whose boxes are
$0.6\,$m wide, set down together in a row and drawn at 2\thinspace s. The
table's boxes are larger, alone, and run for 5\thinspace s, so its travels
are not the figure's creep and slides. Table~\tabref{critical} gives each preset's $\mu$, the
coefficient mixed with the ramp's, and the critical angle $\arctan\mu$ of the
pair. It gives the acceleration down the slope, predicted and measured (between
the first and the third second), with friction on and off. With
friction on, it also gives how far the box went down the slope in 5\thinspace s.
@^critical angle@>

\par\bigskip\vbox{
\tablecaption{The presets on a stone ramp of $30^\circ$ ($\tan\theta=0.577$).
Columns: $\mu$ as stored; $\mu$ mixed with the ramp's $0.7$ by the geometric mean; the
critical angle; the acceleration down the slope in m/s$^2$, as the law's
$\max(0,g(\sin\theta-\mu\cos\theta))$, measured with friction on, and
measured with friction off, where the law gives $g\sin\theta=5\,$m/s$^2$.
A negative measured acceleration with friction on means that a box creeping
down the slope is slowing, not climbing. The last is the box's travel down the slope in
5\thinspace s with friction on, in mm. Each box is $1\times1\,$m, of its preset's
density. Made by {\tt bench07} when this book was built.}\tablabel{critical}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\cr
&&&&\multispan3\hfil acceleration (m/s$^2$)\hfil&travel\cr
material&$\mu$&mixed $\mu$&critical ($^\circ$)&law&on&off&(mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch07-critical.tex
}}$$
}\bigskip

\input fig/ch07-critical-text.tex
The small negative accelerations of the boxes that stay are the creep of
the next paragraph slowing down, not a climb.

@ {\it Creeping.}\seclabel{ch7-creep} Does a box below its critical angle stay still, as the
law says it should? With the single pass it does not: it {\it creeps},
moving slowly down the slope. Table~\tabref{creep} measures the creep for
the box of the tests. It is a wooden box $1\times1\,$m (60\thinspace kg),
its face 1\thinspace mm into a static ramp, with $\mu=0.5$ on box and ramp
(so the mixed $\mu$ is 0.5) and restitution 0 on both. The ramp is turned
by angles up to $0.99$ of the critical one. The table compares two boxes.
One turns, as every box of the engine does. The other cannot turn: its
inverse inertia is written 0, which gives chapter~5's engine with this
chapter's friction.
@^creep@>

\midinsert
\tablecaption{A box resting on a ramp below its critical angle, $\mu=0.5$,
over 5\thinspace s at 60 steps a second (preface, \S\secref{measures}). For a box that turns: the travel
of its centre along the ramp, positive down the slope; how far its centre sank into the ramp; and
its largest speed in the last second. (On the level ramp, positive is
the direction that is down the slope on the others; the negative travel
there is a creep the other way.) Last, the travel of the same box with
its turning switched off. Made by {\tt bench07}.}\tablabel{creep}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$\tan\theta/\mu$&$\theta$ ($^\circ$)&travel (mm)&sink (mm)&speed (mm/s)&cannot turn (mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch07-creep.tex
}}$$
\endinsert

\input fig/ch07-creep-text.tex

Why does the box that turns creep? The cause is not friction's law: the
box that cannot turn obeys that law to the bit. The cause is the single pass.
Chapter~6's resting box shows it without any friction, in its slump. Its two points
are solved one after the other, and each point's impulse, through the
turning, pushes the other point back into the ramp. Take a square box of
side $\ell=1\,$m and mass $m$, $I=m\ell^2/6$, on a level floor, moving down at
$gh$ after phase~2; as in chapter~6, velocities are in units of $gh$ and
turning in units of $gh/\ell$. The
first corner, with $(\vec r\times\vec n)^2=1/4$, has $m_n^{-1}=1/m+1.5/m$ and
takes $j_1=0.4\,mgh$, which leaves the centre at $-0.6\,gh$ and turns the
box at $-1.2\,gh/\ell$. The second corner then approaches at $1.2\,gh$ and takes
$0.48\,mgh$, which leaves the box moving down at $0.12\,gh$ and turning at
$0.24\,gh/\ell$ after the first pass. Every step repeats this. Chapter~6
derives the steady motion the box settles to: it moves down at $gh/8$ and
turns at $gh/(4\ell)$. So the box slumps: it sinks and turns steadily. Its
friction, solved at each corner with that corner's share of the normal
impulse and lever arm, stops each corner's sliding in turn and leaves the
centre sliding by what the other corner's impulse gave it. The box that
cannot turn has $m_n=m$ at both points. Its first point takes all of
$mgh\cos\theta$ and its friction all of $mgh\sin\theta$, and the second
point is left with nothing to do.

The level box of Table~\tabref{creep}, its first row, sinks about two and a
half times as fast as chapter~6's resting box, for which chapter~6 derives $gh/8$.
Why? With friction off, which is stage~6's engine, the same box sinks here
close to $gh/8$. So the difference is the friction, which chapter~6 did not
have. Solved with friction, the first pass leaves the box moving down at
$0.24\,gh$, twice the $0.12\,gh$ of the same pass without friction. Once
every step ends with the same motion, the box sinks at ${5\over16}gh$,
${5\over2}$ times chapter~6's $gh/8$. The next section derives both numbers.
Table~\tabref{sinkrates} of chapter~8 sets these rates beside the measured
ones.

@ {\it For the curious: how friction makes the level box sink faster.}
This section follows the pass of the level box of Table~\tabref{creep} with
$\mu=0.5$, the friction now solved at each corner right after its normal
impulse; nothing later in the book depends on it. Take $\vec t=(1,0)$ and
$\omega$ counter-clockwise positive, as everywhere in the book. A corner at
$\vec r$ then moves at $\vec v+\omega\times\vec r=(v_x-\omega r_y,\,
v_y+\omega r_x)$, so a corner at $\vec r=(\pm{1\over2},-{1\over2})$, where
$r_y=-{1\over2}$, slides along $\vec t$ at
$v_t=v_x+{1\over2}\omega$; its friction's arm is $\vec r\times\vec t={1\over2}$, so
$m_t^{-1}=2.5/m$ and $m_t=0.4\,m$, the same as $m_n$. Each impulse $j$ along $\vec n$ adds
$j/m$ to $v_y$ and $j(\vec r\times\vec n)/I=6j(\vec r\times\vec n)/m$ to
$\omega$; each $j_t$ adds $j_t/m$ to $v_x$ and $j_t(\vec r\times\vec t)/I$ to
$\omega$, which is $3j_t/m$, since $(\vec r\times\vec t)/(I/m)=
{1\over2}/{1\over6}=3$. The four impulses of the pass, and the motion
each leaves (impulses in units of $mgh$, velocities of $gh$, $\omega$ of
$gh/\ell$):
$$\vbox{\openup2pt\halign{#\hfil\quad&$#$\hfil\quad&\hfil$#$\quad&\hfil$#$\quad
&\hfil$#$\quad&\hfil$#$\cr
impulse&\hbox{formula}&\hbox{size}&v_x&v_y&\omega\cr
\noalign{\smallskip\hrule\smallskip}
after phase 2&&&0&-1&0\cr
corner 1, normal&j_1=-m_nv_{n,1},\ v_{n,1}=v_y-{1\over2}\omega&0.4&0&-0.6&-1.2\cr
corner 1, friction&j_{t,1}=-m_tv_{t,1}=0.24,\hbox{ capped at }\mu j_1&0.2&0.2&-0.6&-0.6\cr
corner 2, normal&j_2=-m_nv_{n,2},\ v_{n,2}=v_y+{1\over2}\omega&0.36&0.2&-0.24&0.48\cr
corner 2, friction&j_{t,2}=-m_tv_{t,2},\hbox{ under }\mu j_2=0.18&-0.176&0.024&-0.24&-0.048\cr}}$$
The first corner's turn makes it slide at $v_t=-0.6\,gh$, and stopping that
would take $0.24\,mgh$, more than its cap: its friction, $0.2\,mgh$, turns the
box back by $0.6\,gh/\ell$, half of the corner's turn. So the second corner
approaches at $0.9\,gh$ rather than $1.2\,gh$ and takes $0.36\,mgh$ rather
than $0.48\,mgh$, and the pass leaves the box moving down at $0.24\,gh$,
twice the $0.12\,gh$ of the same pass without friction. The second
corner's friction, under its cap, stops that corner's sliding and turns the
box back to a slow clockwise turn. Every step repeats
it from the motion the last one left, and where that settles follows from
what a steady motion needs. If each step ends with the same motion, the
pass gives back exactly what the fall took: the normal impulses add to
the fall's $mgh$, $j_1+j_2=1$; the frictions add to nothing,
$j_{t,1}+j_{t,2}=0$; and the turns cancel,
$6(-{1\over2}j_1+{1\over2}j_2)+3(j_{t,1}+j_{t,2})=0$, so
$j_1=j_2={1\over2}$. If corner~1's friction is capped, as in the first
pass, $j_{t,1}=\mu j_1={1\over4}$, so $j_{t,2}=-{1\over4}$: corner~2 is at
its cap too. The two normal impulses then fix the motion. Corner~1 must
approach at $v_{n,1}=v_y-1-{1\over2}\omega=-{5\over4}$; corner~2, after
corner~1's impulses have added ${1\over2}$ to $v_y$ and
$-{3\over2}+{3\over4}$ to $\omega$, at
$v_y-{1\over2}+{1\over2}(\omega-{3\over4})=-{5\over4}$. So
$v_y-{1\over2}\omega=-{1\over4}$ and $v_y+{1\over2}\omega=-{3\over8}$:
$$v_y=-{5\over16},\qquad\omega=-{1\over8}.$$
The caps bound $v_x$, the box's velocity along the floor as the pass
starts, without fixing it. Corner~1's normal impulse turns the box by
$-3j_1=-{3\over2}$, to $\omega=-{13\over8}$, so corner~1 slides at
$v_x+{1\over2}\omega=v_x-{13\over16}$. Stopping it would take
${2\over5}({13\over16}-v_x)$, at least the cap ${1\over4}$ while
$v_x\le{3\over16}$. Corner~1's friction adds ${1\over4}$ to $v_x$ and
${3\over4}$ to $\omega$, and corner~2's normal impulse adds ${3\over2}$,
so $\omega={5\over8}$. Corner~2 then slides at
$v_x+{1\over4}+{5\over16}=v_x+{9\over16}$, and stopping it would take
$-{2\over5}(v_x+{9\over16})$, beyond the cap $-{1\over4}$ while
$v_x\ge{1\over16}$. Between the bounds both corners are capped, their
frictions cancel, and any $v_x$ is kept. Repeating the pass of the table above from
rest, with exact fractions, comes up to the lower bound, $v_x={1\over16}$.
So the box settles to sinking at ${5\over16}gh$,
${5\over2}$ times chapter~6's $gh/8$, turning clockwise at
${1\over8}gh/\ell$, the other way from chapter~6's box, and moving along the
floor at ${1\over16}gh$.
The same steps hold for other $\mu$. The frictions are then $\pm{1\over2}\mu$,
and the two approaches give $v_y-{1\over2}\omega=-{1\over4}$ and
$v_y+{1\over2}\omega=-{3\over4}\mu$, so
$$v_y=-{1+3\mu\over8},\qquad\omega={1-3\mu\over4}.$$
At $\mu=0$ this is chapter~6's box. The caps hold together for $v_x$ from
${1\over8}(3\mu-1)$ to ${1\over8}(5-7\mu)$, a range that is empty above
$\mu=0.6$. Chapter~8's box, wood on stone at $\mu=0.53$, should sink at
$0.32\,gh$ by it. Measured over 5\thinspace s, the level box and the box
without friction each sink somewhat slower than their model
(Table~\tabref{sinkrates}): by then either box has turned, and its corners
no longer lie as this derivation assumes.
@^single pass@>

@ {\it Rolling.} A disk of radius 0.5\thinspace m launched along the floor
with no spin, $1\,\mu$m into it, at four speeds and two coefficients.
Table~\tabref{rollingtab} gives the law's time to roll $t^\star=v_0/3\mu g$,
the time the engine took, and how far the speed at which it rolls, as a
share of $v_0$, departs from the law's ${2\over3}$. Figure~\figref{rolling} draws a disk that is not in the table,
$v_0=6\,$m/s with $\mu=0.3$, between the table's two coefficients, so that
its sliding lasts long enough to be seen (0.67\thinspace s).
@^rolling@>

\midinsert
\tablecaption{Disks launched sliding with no spin: $v_0$ in m/s, $\mu$, the
law's time to roll and the engine's, in seconds, and how far the rolling
speed over $v_0$ departs from the law's ${2\over3}$. Made by {\tt
bench07}.}\tablabel{rollingtab}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$v_0$&$\mu$&$t^\star$&engine&$v/v_0-{2\over3}$\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch07-rolling.tex
}}$$
\endinsert

\input fig/ch07-rolling-text.tex
The departure from ${2\over3}$ is not rounding. The engine's contact point
lies in the middle of the $1\,\mu$m overlap, so the disk rolls on a radius
$r_p$ half a micrometre short of $r$. The angular momentum it keeps
about that point gives $v/v_0=r_p^2/(r_p^2+r^2/2)$, which is
${2\over3}(1-{1\over3}\delta/r)={2\over3}(1-6.7\times10^{-7})$ for the overlap
$\delta=1\,\mu$m, a departure of $-{2\over9}\delta/r=-4.4\times10^{-7}$,
what the table shows.

\mpfigure{fig/ch07-friction-3.mps}{}{A disk of radius 0.5\thinspace m
launched at $v_0=6\,$m/s with no spin, $\mu=0.3$, as the engine computed
it (drawn from {\tt bench07}'s output, every step). The speed of its centre
falls at $\mu g$, the speed of its rim rises at $2\mu g$, and they meet at
$t^\star=v_0/3\mu g$ and ${2\over3}v_0$, after which nothing slides and
friction does nothing.}
\figlabel{rolling}

\input fig/ch07-measured.tex

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 7 test cases@>|), run by \.{ctest -L ch07} on this stage and
every later one. Table~\tabref{tests7} lists them; each tolerance is argued
where the test is written, by the preface's rule (an error derived in the
text, times a margin, far below the smallest mistake the test catches).
Three rows bound the method rather than rounding, as that rule allows when
it is said, and with margins smaller than it asks for. All three use the box of
Table~\tabref{creep}, the wooden box $1\times1\,$m (60\thinspace kg) with
$\mu=0.5$ or the $\mu$ given on box and ramp. \.{ramp\_stick} sets it on
ramps with $\tan\theta$ at $0.2$, $0.6$ and $0.9\mu$ for 5\thinspace s and
measures its creep as a share of the distance it would slide with no
friction. \.{ramp\_slide} sets $\mu$ at 0.5, 0.8 and 0.2 of $\tan\theta$
on ramps of $30^\circ$, $23^\circ$ and $40^\circ$ and measures how far its
acceleration is from the law. \.{push} pushes it on a level floor at
$0.9\,\mu mg$ for 2\thinspace s and measures how far it moves, against the
9\thinspace m the push alone would move it. (Table~\tabref{critical}'s
\ChSevenCriticalWorst\,\% is for other pairs, the presets on the stone
ramp, which no test uses.) Each of the three also runs two mistakes it must
catch, friction switched off and friction at half its $\mu$ (for
\.{ramp\_stick} on the ramp at $0.9\mu$), and checks that it catches them.
Table~\tabref{mistakes7} gives, for the engine and for each mistake, the
error the test measured, the tolerance, and, in its last column, how far
apart the two are. A $\mu$ one percent off is below what they can see, which is why the same laws are also checked, to
$10^{-9}\,$m, on a box that cannot turn.

\midinsert
\tablecaption{The three tests of chapter~7 that bound the method, run on
the engine and on two planted mistakes. ``Error'' is what the test
measured; ``times'' is the tolerance divided by the error for the
engine, and the error divided by the tolerance for a mistake, so both say
how clear the verdict is. Read from the notes the tests of stage~7
printed when this book was built.}\tablabel{mistakes7}
\halign{#\hfil\quad&#\hfil\quad&#\hfil\quad&#\hfil\quad&\hfil#\cr
test&engine&error&tolerance&times\cr
\noalign{\smallskip\hrule\smallskip}
\.{ramp\_stick}&as built&creep \ChSevenStickLow--\ChSevenStickHigh\,\% of the slide
&$1\,\%$ of the slide&\ChSevenStickMargin\cr
&no friction&moves \ChSevenStickOff\,\% of the slide&&\ChSevenStickOff\cr
&half its $\mu$&moves \ChSevenStickHalf\,\% of the slide&&\ChSevenStickHalf\cr
\noalign{\smallskip}
\.{ramp\_slide}&as built&$a$ within \ChSevenSlideError\,\% of the law&$1\,\%$ of $a$&\ChSevenSlideMargin\cr
&no friction&$a$ \ChSevenSlideOff\,\% too large or more&&\ChSevenSlideOff\cr
&half its $\mu$&$a$ \ChSevenSlideHalf\,\% too large or more&&\ChSevenSlideHalf\cr
\noalign{\smallskip}
\.{push}&as built&moves \ChSevenPushCreep\thinspace mm (\ChSevenPushShare\,\% of 9\thinspace m)
&$5\,\%$ of 9\thinspace m&\ChSevenPushMargin\cr
&no friction&moves \ChSevenPushOff\thinspace m&&\ChSevenPushOffTimes\cr
&half its $\mu$&moves \ChSevenPushHalf\thinspace m&&\ChSevenPushHalfTimes\cr
\noalign{\smallskip\hrule}}
\endinsert

\midinsert
\tablecaption{The tests of chapter~7: what each checks, its tolerance,
why that tolerance, and what the test measured. The last column is written
when the book is built, from the notes the tests of stage~7 print (the ones
\.{ctest -V} shows), so it is this build's.}\tablabel{tests7}
\halign{#\hfil\quad&\vtop{\hsize=1.5in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.05in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.1in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.25in\raggedright\noindent\strut#\strut}\cr
test&law or behaviour&tolerance&why&measured\cr
\noalign{\smallskip\hrule\smallskip}
\.{ramp\_stick}&$\tan\theta<\mu$: a box stays put for 5\thinspace s&$10^{-9}\,$m
if it cannot turn; $1\,\%$ of the frictionless slide if it turns&rounding;
the single pass's creep&\ChSevenMeasuredrampstick\cr
\.{ramp\_slide}&$\tan\theta>\mu$: $a=g(\sin\theta-\mu\cos\theta)$&$1\,\%$
of $a$&uneven shares of the normal impulse&\ChSevenMeasuredrampslide\cr
\.{rolling}&a disk launched sliding rolls at $v=\omega r_p={2\over3}v_0$,
within a step of $v_0/3\mu g$&$10^{-9}$ of $v_0$ against
$v_0r_p^2/(r_p^2+r^2/2)$; $10^{-5}$ against ${2\over3}v_0$&angular
momentum about the point kept to rounding; $r_p=r-\delta/2$&\ChSevenMeasuredrolling\cr
\.{no\_reversal}&friction never reverses a point's sliding within a
step&$10^{-12}\,$m/s&$v_t-m_tv_t/m_t$ rounded&\ChSevenMeasurednoreversal\cr
\.{push}&a push of $0.9\,\mu mg$ does not move a box; $1.1\,\mu mg$
does&$10^{-9}\,$m, or $5\,\%$ of the free push if it turns&rounding; the
creep&\ChSevenMeasuredpush\cr
\.{impulse\_read}&a slipping point's friction is $-\mu j$&$10^{-12}$ of
$j$&one multiplication&\ChSevenMeasuredimpulseread\cr
\.{switch\_off}&with \.{defaults=6} and no \.{friction=} a scene
runs as on stage~6; with \.{defaults=7}, or none, it has friction&exact
bits&each names its stage's defaults&\ChSevenMeasuredswitchoff\cr
\.{scene\_keys}&a \.{world} line's \.{friction=} other than \.{on} or
\.{off}, and a body's \.{friction=} that is not a number ($\mu$), give
\.{FILE:LINE:}&the message&the reader's rule&\ChSevenMeasuredscenekeys\cr
\.{boundary}&bad arguments are reported, not obeyed&the message&the
interface's rule&\ChSevenMeasuredboundary\cr
\.{determinism}&the same run twice gives the same bytes&exact&the
preface's promise&\ChSevenMeasureddeterminism\cr
\noalign{\smallskip\hrule}}
\endinsert

Each test was checked against a broken engine, and each broken engine
fails some test. The faults planted, and the tests each failed (a dot),
are below; the columns are \.{ramp\_stick}, \.{ramp\_slide}, \.{push},
\.{rolling}, \.{no\_reversal}, \.{impulse\_read}, \.{switch\_off} and
\.{boundary}, by a word of each name:
$$\vbox{\halign{#\hfil\quad&&\hfil#\hfil\enspace\cr
fault&stick&slide&push&rolling&reversal&read&switch&boundary\cr
\noalign{\smallskip\hrule\smallskip}
no cap&$\bullet$&$\bullet$&$\bullet$&$\bullet$&$\bullet$&$\bullet$&&\cr
the cap at $2\mu j$&$\bullet$&$\bullet$&$\bullet$&$\bullet$&$\bullet$&$\bullet$&&\cr
the cap at ${1\over2}\mu j$&$\bullet$&$\bullet$&$\bullet$&$\bullet$&&$\bullet$&$\bullet$&\cr
no turning by friction&&&&$\bullet$&&&&\cr
tangent mass, no turning terms&$\bullet$&&&$\bullet$&$\bullet$&&&\cr
sliding read before the normal $j$&$\bullet$&&$\bullet$&$\bullet$&$\bullet$&&&\cr
product, not geometric mean&$\bullet$&$\bullet$&$\bullet$&$\bullet$&&$\bullet$&&$\bullet$\cr
}}$$
Without the cap, \.{ramp\_stick} fails because its friction at half its
$\mu$ then holds a box that must slide. At ${1\over2}\mu j$ a weaker
friction cannot reverse a sliding, so \.{no\_reversal} passes, and the box
of \.{switch\_off} that cannot turn slides. The product fails
\.{boundary} because that test checks the mix itself.
Not tested: a turning box's creep beyond its bound, which is the single
pass's and is measured in Table~\tabref{creep}, and friction between two
moving bodies, where the same code runs with both inverse masses.

@ Debugging exercises 7.1 and 7.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 7.1} builds stage~7 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it Resting boxes creep.} A box resting on a ramp below its critical
angle should stay, but with the single pass it creeps: it moves slowly
down the slope. The single pass solves the points of a contact one after
the other, so a box resting on its two corners slumps as in chapter~6:
it sinks and turns. On a ramp it also creeps,
as Table~\tabref{creep} measures. The law of friction is obeyed at each
point, but broken for the box as a whole. Chapter~9 repeats the pass
until the points agree, and keeps each point's impulses from one step to
the next. A point's friction is then capped by its accumulated normal
impulse, not by this pass's share of it, and a box on a ramp below its
critical angle stays. Chapter~8 moves a box that has sunk into the ramp
back out of it.

{\it One coefficient.} The engine uses one coefficient $\mu$ both for a
box that starts to slide and for a box that is sliding. Real materials
need a larger push to start sliding than to keep sliding. In the engine,
a moving box stops as easily as a box at rest is held. Exercise~2 adds a
static coefficient for starting.

{\it No rolling resistance.} A disk that rolls on a level floor rolls for
ever at the speed it reached. Its contact point does not slide, so
friction gives it no impulse. Real wheels and balls slow down because they
and the floor deform. Exercise~3 adds a rolling resistance.

{\it Friction needs a normal impulse in the same pass.} The pass skips
a point whose bodies an earlier contact has already pushed apart. That
point gets no normal impulse, and so no friction, however hard the bodies
are pressed together over the step. In a pile this makes friction weaker
than the law asks.

@*1 Summary.
Friction is a second impulse at each contact point, along the tangent.
It is the impulse that would stop the sliding, $j_t=-m_tv_t$, capped by
Coulomb's law at $\mu j$. A box on a ramp of angle $\theta$ sticks while
$\tan\theta\le\mu$, and otherwise slides with the acceleration
$g(\sin\theta-\mu\cos\theta)$. Two materials' coefficients combine here
by the geometric mean; other engines choose other rules. In the single
pass, friction is capped by a normal impulse that is itself not yet
right. So a resting box creeps, that is, moves slowly down a ramp that
should hold it.

@*1 Exercises.
Each exercise has a test, \.{tests/exercises/ch07-K.w}, and a reference
solution; the test calls exactly the interface the statement names. The
ratings are on the preface's scale.

\item{1.} [20] Write |double ph_world_friction_work(const ph_world *w)|,
the energy that friction impulses have taken from the bodies since the
world was made: for each impulse, $-j_t(v_t+v_t^+)/2$, with $v_t$ the
point's sliding before it and $v_t^+$ after. The engine keeps neither
(a contact point stores only $m_t$ and $j_t$), but both are at hand where
the impulse is made, in |@<Solve the friction of point |i| of contact |c|@>|:
$v_t$ is |ph_dot(vrel, t)|, and $v_t^+=v_t+j_t/m_t$, by the first of the two
facts that follow from the clamp; add the term to a field of the world
there. (Test: a disk of radius
0.5\thinspace m, 1\,$\mu$m into a floor, launched at 6\thinspace m/s with no
spin, $\mu=0.5$; after 2\thinspace s friction's work is the kinetic energy
the disk lost, as the engine measures it, to $10^{-9}$ of it (the two differ
by rounding alone), and ${1\over6}mv_0^2$, by the chapter's rolling law, to
$10^{-4}$ of it (the rolling radius $r_p$ and the steps' rounding are far
below that; an impulse counted with the sliding before it only is off by
$1/N$, about $4\,\%$ for the $N=24$ steps the disk slides, since the
differences telescope to half the first sliding speed); with friction off it is 0.)

\vfil\penalty-100\vfilneg % a page may end here, as before a section
\item{2.} [30] Add a static coefficient: the body key
\.{static\_friction=}$\mu_s$ and a field of |ph_material| behind it,
mixed by the geometric mean like $\mu$. A point whose impulse that stops
the sliding is within $\mu_sj$ gets it; one beyond is cut to $\mu j$, the
dynamic cap. A $\mu_s$ of 0, the default, means $\mu_s=\mu$ for that
material, before mixing: each body's $\mu_s$ is completed from its own
$\mu$ first, and the two are then mixed. A $\mu_s$ below $\mu$ is refused
with a message containing ``static friction''. (Test, through scenes, with
the box's turning switched off as in the chapter's tests: no scene key does
that; the test, a program, writes 0 into the box's |inverse_inertia| after
the scene is loaded, as the measurements do; in the demo, \.{U}. Then: on a ramp with $\tan\theta=0.5$, $\mu=0.3$ and
$\mu_s=0.6$ on box and ramp, a box at rest stays, to $10^{-9}\,$m in
2\thinspace s; the same box launched down the slope at 1\thinspace m/s
speeds up at $g(\sin\theta-0.3\cos\theta)$, to $10^{-6}$ of it; a box with
$\mu=0.3$ and $\mu_s=1.2$ at rest on a ramp with $\mu=0.3$ and no
\.{static\_friction}, which mix to $\mu_s=0.6$, stays too; and
\.{static\_friction=0.1} with \.{friction=0.3} does not load, with a
message that contains ``static friction''.)

\vfil\penalty-100\vfilneg % a page may end here, as before a section
\item{3.} [30] Add rolling resistance: the world key \.{rolling=}$\mu_r$,
$\mu_r\ge0$ (0 by default), read beside \.{friction=} in |@<Read the friction
key of a world line@>| into a new field of |ph_settings|, with the scene
reader's |scene_number| and |scene_error| as that section uses its words;
and at each point that has friction, after its friction impulse, an
angular impulse $j_r$ on the two bodies: a pure turn, with no push, that
changes $\omega_B$ by $I_B^{-1}j_r$ and $\omega_A$ by $-I_A^{-1}j_r$ (write
|angular_velocity| directly; chapter~6's |turn_body| is for an impulse at
a point). $j_r$ is the impulse that would stop the relative spin
$\omega_B-\omega_A$, $-(\omega_B-\omega_A)/(I_A^{-1}+I_B^{-1})$, cut to at
most $\mu_r\,r_p\,j$ either way, with $r_p$ the distance from $B$'s centre
to the point; so it slows the relative spin and never reverses it. $B$ is
the body of the pair made later (chapter~4 pairs bodies $i<j$ as $A$ and
$B$): for a disk on a floor made first, the disk, and $r_p$ its rolling
radius. A negative $\mu_r$ is refused with a message containing ``rolling''. Derive that a disk rolling at $v$
then slows at ${2\over3}\mu_rg$ and stops within $3v^2/4\mu_rg$. (Test: a disk of
radius 0.5\thinspace m rolling at 2\thinspace m/s with $\mu_r=0.02$ stops
within $2\,\%$ of 15\thinspace m, the law's distance; with no key it rolls
on at 2\thinspace m/s; \.{rolling=-1} does not load.)

\vfil\penalty-100\vfilneg % a page may end here, as before a section
\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] Before running the scene \.{ramp}, predict from the
chapter's model what each of its five boxes does: its mixed $\mu$ against
the stone ramp, its critical angle, whether it stays on the ramp of
$30^\circ$, and, for those that do not, the acceleration down the slope and
the distance the model gives after 2\thinspace s from rest. The greased box's
centre starts 7.6\thinspace m up the slope from the ramp's lower end: when
does the model have it reach that end?

\item{P2.} [20] The scene \.{grip} sets a wheel of rubber (the preset
\.{bouncy}, radius $r=0.5\,$m) spinning clockwise at $\Omega_0=20\,$rad/s,
with no speed, on the stone floor. Derive, as the chapter derives the disk
launched with no spin, the speed it ends rolling at, the time it takes to
start rolling, and the share of its kinetic energy that friction takes.
Why does the end not depend on $\mu$, and why is it not the disk's
${2\over3}$?

\item{P3.} [25] Two equal boxes that cannot turn (their inverse inertia
0) stand one on the other on a level floor, $\mu=0.5$ everywhere and
restitution 0; the floor was made first, so the single pass solves the
floor's contact before the contact between the boxes, each point's
friction right after its normal impulse. (a) In the first step from rest,
what normal impulses do the two contacts get, and what cap does that give
the floor's friction, against the law's $\mu\cdot2mgh$? (b) Now a steady
sideways force $F=0.3\,mg$ pushes the top box. Coulomb's law says nothing
moves, since $F<\mu mg$. Find the sideways velocity the pass leaves the
two boxes with, step after step, and explain what goes wrong. (Use the
steady normal impulses, $2mgh$ at the floor and $mgh$ between the boxes,
the values for the column of chapter~5, which sinks at $gh$.)
