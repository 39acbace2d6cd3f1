% The answers to the problems of chapters 6 to 10.

@*1 Answers for chapter 6.
The problems of chapter~6 are about the moment of inertia of a shape, the
effective mass at a corner, and the slump of a box resting on two
corners under the single pass, its steady sinking and turning.

@ {\bf Chapter 6, problem P1.} This answer computes the moment of
inertia of the regular hexagon of \.{tumble} twice, with the triangle's
formula and the parallel-axis theorem of \S\secref{ch6-parallel}. Its
corners are at $r=0.5\,$m from its centre, and its density is
$\rho=270\,$kg/m$^2$. The hexagon is six equilateral triangles of side $r$ with a
common corner at the centre, which is the centroid. In each, $\vert\vec
e_1\vert=\vert\vec e_2\vert=r$ and the angle between them is $60^\circ$,
so $\vec e_1\cdot\vec e_2=r^2/2$, and the triangle's formula gives
$${m_i\over6}\Bigl(r^2+{r^2\over2}+r^2\Bigr)={5\over12}\,m_ir^2,
\qquad I={5\over12}\,mr^2,$$
with no shift, since the common corner is the centroid. The area is
$6\cdot{\sqrt3\over4}r^2={3\sqrt3\over2}r^2=0.6495\,$m$^2$, so
$m=270\cdot0.6495=175.4\,$kg and $I={5\over12}\cdot175.4\cdot0.25
=18.27\,$kg\,m$^2$.

The engine's fan starts at $\vec v_0=(r,0)$. With $r=1$ and the corners
$(1,0)$, $({1\over2},{\sqrt3\over2})$, $(-{1\over2},{\sqrt3\over2})$,
$(-1,0)$, $(-{1\over2},-{\sqrt3\over2})$, $({1\over2},-{\sqrt3\over2})$,
the four triangles have $\vert\vec e_1\vert^2+\vec e_1\cdot\vec e_2+\vert\vec
e_2\vert^2$ equal to $1+{3\over2}+3={11\over2}$, $3+3+4=10$, $4+3+3=10$ and
${11\over2}$, and areas ${\sqrt3\over4}$, ${\sqrt3\over2}$, ${\sqrt3\over2}$,
${\sqrt3\over4}$. So
$$I_{\vec v_0}={\rho\over6}\Bigl(2\cdot{\sqrt3\over4}\cdot{11\over2}
+2\cdot{\sqrt3\over2}\cdot10\Bigr)r^4={17\sqrt3\over8}\rho r^4
={17\over12}\,mr^2,$$
using $m={3\sqrt3\over2}\rho r^2$. The centroid is at $\vert\vec d\vert=r$
from $\vec v_0$, and the theorem takes away $mr^2$: $I={17\over12}mr^2-mr^2
={5\over12}mr^2$, as before. The factor is $1+2mr^2/I=1+{24\over5}=5.8$,
well under the bound of 17, so the difference loses less than one digit.

So the hexagon has $m=175.4\,$kg and $I=18.27\,$kg\,m$^2$ both ways, and the
engine's difference loses accuracy by the factor 5.8.
The trap is to stop at ${17\over12}mr^2$, the moment about a corner, or to
take the disk's ${1\over2}mr^2$ for a shape that only looks round.
Check: a scene file with \.{gravity=0,0} and the hexagon's line of
\.{tumble} given \.{omega=2}, run by \.{build/bin/ch06 --headless --scene}
{\it file\/} \.{--steps 1 --panel --screenshot} {\it file\/}\.{.png}; the
panel's angular momentum is $I\omega=36.53\,$kg\,m$^2$/s. The scene writes
$0.433$ for ${\sqrt3\over4}$, which changes only the fifth digit.

@ {\bf Chapter 6, problem P2.} This answer finds the smallest and the
largest effective mass at a corner of a free box, over all directions,
with the formula for $m_n^{-1}$ of \S\secref{ch6-impulse}. With the other
body static, that formula is
$m_n^{-1}=1/m+(\vec r\times\vec n)^2/I$. At a corner, $\vec r=(\pm{\ell_x\over2},\pm{\ell_y\over2})$,
and $\vec r\times\vec n=\vert\vec r\vert\sin\phi$, with $\phi$ the angle from
$\vec r$ to $\vec n$. So $m_n^{-1}$ is least, $1/m$, when $\vec n$ lies along
$\vec r$. Then the line of the impulse goes through the centre, nothing
turns, and $m_n=m$. The inverse $m_n^{-1}$ is largest when $\vec n$ is
perpendicular to $\vec r$:
$$m_n^{-1}={1\over m}+{\vert\vec r\vert^2\over I}={1\over m}
+{(\ell_x^2+\ell_y^2)/4\over m(\ell_x^2+\ell_y^2)/12}={1\over m}+{3\over m}={4\over m},
\qquad m_n={m\over4}.$$
The sides cancel: the corner of every box is at $\sqrt3$ radii of gyration
from the centre ($\vert\vec r\vert^2=3I/m$), so $m/4\le m_n\le m$ at any
corner of any box. A disk struck along the tangent at its rim has
$\vert\vec r\vert^2=r^2=2I/m$, so $m_n^{-1}=3/m$ and $m_n=m/3$.

The worked example's box ($m=60\,$kg) has its effective masses between 15
and 60\thinspace kg, and its $15.69\,$kg along $(0,1)$ is close to the bottom: $\vec
r=(1,-0.25)$ is nearly horizontal, so the normal is nearly perpendicular
to it ($\sin^2\phi=1/1.0625=0.94$). The trap is to expect the smallest
effective mass along a face's normal: it is perpendicular to the line from
the centre to the corner. So at any corner of any box the effective mass
lies between $m/4$, perpendicular to the line from the centre, and $m$,
along it; a disk struck along the tangent at its rim has $m/3$.
Exercise~4's |ph_contact_effective_mass| gives
$m_n$ for any direction and checks it.

@ {\bf Chapter 6, problem P3.} This answer checks the map of one step of
a box $1\times1\,$m resting on the floor, derived in {\it Rest\/}
(\S\secref{ch6-rest}), and finds its fixed point, the box's slump. It
uses the effective mass of \S\secref{ch6-impulse}. Measure $v$ in units
of $gh$, the velocity gravity adds in one step, and $\omega$ in units of
$gh/\ell$, with $\ell=1\,$m the box's side.
The box has mass $m$ and $I=m/6$, its points $\vec r_1=(-{1\over2},-{1\over2})$
and $\vec r_2=({1\over2},-{1\over2})$, so $\vec r_1\times\vec n=-{1\over2}$,
$\vec r_2\times\vec n={1\over2}$, and each has $m_n^{-1}={1\over m}+{1/4\over
m/6}={5\over2m}$. A step that starts from $(v,\omega)$: gravity gives
$v^-=v-1$. Point~1 moves along the normal at $v_{n,1}=v^--{1\over2}\omega$ and gets
$j_1=-{2\over5}mv_{n,1}$, which changes $v$ by $j_1/m$ and $\omega$ by
$j_1(\vec r_1\times\vec n)/I=-3j_1/m$:
$$v_1={3\over5}v^-+{1\over5}\omega,\qquad
\omega_1={6\over5}v^-+{2\over5}\omega.$$
Point~2 then moves at $v_{n,2}=v_1+{1\over2}\omega_1={6\over5}v^-+{2\over5}\omega$
and gets $j_2=-{2\over5}mv_{n,2}$, which changes $\omega$ by $+3j_2/m$:
$$v'={3\over25}v^-+{1\over25}\omega,\qquad
\omega'=-{6\over25}v^--{2\over25}\omega=-2v'.$$
With $v^-=v-1$ this is linear in $(v,\omega)$ plus a constant. Its matrix,
$\bigl({3/25\atop-6/25}\;{1/25\atop-2/25}\bigr)$, has its second row $-2$
times its first: rank one, eigenvalues 0 and its trace, ${1\over25}$. So
after the first step the motion lies on the line $\omega=-2v$, and its
distance from the fixed point shrinks 25-fold a step. The fixed point: with
$\omega=-2v$, $v={3\over25}(v-1)-{2\over25}v$, so ${24\over25}v=-{3\over25}$,
$$v=-{1\over8},\qquad\omega={1\over4}.$$
From rest the first step gives $(-0.12,0.24)$, then $(-0.1248,0.2496)$:
$0.005$, then $0.0002$, then $8\times10^{-6}$ from the fixed point. At the
fixed point both points do approach, $v_{n,1}=v_{n,2}=-{5\over4}$, so both
impulses are pushes and the linear map holds. After the step point~1 moves
at $v-{1\over2}\omega=-{1\over4}$ and point~2 at $v+{1\over2}\omega=0$: the
box turns counter-clockwise about its second corner.

At 60 steps a second, $gh={1\over6}\,$m/s. So the box turns at
$gh/(4\ell)=0.0417\,$rad/s ($\ell=1\,$m, the box's side), its centre sinks
at $gh/8=20.8\,$mm/s, and its first corner at $gh/4=41.7\,$mm/s. Each step
is one pass of Gauss--Seidel on the same two points, with a new step's
gravity added, so the factor is that of a pass, $(K_{12}/K_{11})^2=({1\over5})^2$
(chapter~9, problems P2 and~P3). The trap is to take the first step's
$(-0.12,0.24)$ for the slump, 4\,\% off, or to think that the corner
solved last is the one that sinks; that corner is the one left at rest.
Check: Table~\tabref{drift}'s row
$N=1$ and the paragraph after it, which set the measured turning beside
$gh/(4\ell)$, and \.{bench06}'s output.

@*1 Answers for chapter 7.
The problems of chapter~7 predict what the ramp and the spinning wheel of
the chapter's scenes do, and find where the single pass's friction fails a
column of two boxes.

@ {\bf Chapter 7, problem P1.}\seclabel{ans7-1} This answer decides
which boxes of the scene \.{ramp} stay on its $30^\circ$ slope and how
far the others slide in 2\thinspace s. It uses the ramp's law
$\tan\theta\le\mu$ and $a=g(\sin\theta-\mu\cos\theta)$
(\S\secref{ch7-ramp}), and the geometric mean of two coefficients
(\S\secref{ch7-mean}). The ramp is of the \.{static} material, $\mu=0.7$,
so the geometric mean gives each box $\sqrt{0.7\mu}$, with $\mu$ the
box's own coefficient. A box stays if that mixed coefficient is at least
$\tan30^\circ=0.577$. Rubber (\.{bouncy}, $\mu=0.9$): $0.794$,
critical angle $38.4^\circ$, stays. Rock ($0.6$): $0.648$, $32.9^\circ$,
stays. Wood and metal ($0.4$ both): $0.529$, $27.9^\circ$; they slide, at
$$a=g(\sin\theta-\mu\cos\theta)=10\,(0.5-0.529\cdot0.866)=0.417\,{\rm m/s^2},$$
${1\over2}at^2=0.83\,$m in 2\thinspace s. The greased box ($0.05$): $0.187$,
$10.6^\circ$; $a=10\,(0.5-0.187\cdot0.866)=3.38\,$m/s$^2$, $6.76\,$m in
2\thinspace s, and its centre reaches the end, 7.6\thinspace m down, at
$t=\sqrt{2\cdot7.6/3.38}=2.12\,$s. Mass and size play no part. So the
rubber and rock boxes stay; the wooden and metal boxes slide $0.83\,$m in
2\thinspace s, and the greased box $6.76\,$m.

The trap is to use the stored $\mu$: wood's $0.4$ would give a critical
angle of $21.8^\circ$ and $a=1.54\,$m/s$^2$. Check: the columns
``law'' and ``on'' of Table~\tabref{critical}, and the dump of
$$\hbox{\.{build/bin/ch07 --headless --scene ramp --steps 120 --dump ramp.csv}}$$
where a box's distance down the slope is the change of
$-(x\cos30^\circ+y\sin30^\circ)$;
the boxes that stay move a little too, by the single pass's creep
(Table~\tabref{creep}), and so do the others beyond the model.

@ {\bf Chapter 7, problem P2.} This answer finds the speed at which the
spinning wheel of the scene \.{grip} ends up rolling, and when. It uses
Coulomb's law for a sliding point (\S\secref{ch7-tangent}). The wheel has
radius $r=0.5\,$m and spins clockwise at $20\,$rad/s, not moving. Write
$\Omega=-\omega$ for the clockwise spin, $\Omega_0=20\,$rad/s.
The wheel's lowest point is at $\vec r=(0,-r)$ and moves at $\vec
v+\omega\times\vec r=(v-\Omega r,\,0)$: at first at $-\Omega_0r=-10\,$m/s,
backwards. Friction opposes that, so it pushes the wheel forward with $\mu
mg$: $\dot v=\mu g$; its torque about the centre, $\vec r\times(\mu mg,0)=\mu
mgr$, is counter-clockwise, so $\dot\Omega=-\mu mgr/I=-2\mu g/r$. The
backward sliding $\Omega r-v$ falls at $2\mu g+\mu g=3\mu g$ and ends at
$$t^\star={\Omega_0r\over3\mu g},\qquad v=\mu g\,t^\star={\Omega_0r\over3}
=3.33\,{\rm m/s},\qquad\Omega={v\over r}=6.67\,{\rm rad/s}.$$
Rubber on stone mixes to $\mu=\sqrt{0.9\cdot0.7}=0.794$, so
$3\mu g=3\cdot0.794\cdot10=23.8\,$m/s$^2$ and
$t^\star=\Omega_0r/3\mu g=10/23.8=0.42\,$s, some 25 steps.

The end does not depend on $\mu$ for the chapter's reason: friction and the
normal force act at the contact point, gravity through the centre above
it, so the angular momentum about that point is kept. At the start it is
$I\Omega_0={1\over2}mr^2\Omega_0$; rolling, $mvr+I\Omega={3\over2}mvr$;
so $v=\Omega_0r/3$. The disk launched at $v_0$ starts with $mv_0r$ instead,
hence its ${2\over3}v_0$. The energy goes from ${1\over2}I\Omega_0^2={1\over4}
mr^2\Omega_0^2=25m$ to ${1\over2}mv^2+{1\over2}I\Omega^2={3\over4}mv^2
={25\over3}m$: friction takes two thirds. With $m=110\cdot\pi\cdot0.25=86.4\,$kg
that is $2160\,$J down to $720\,$J. So the wheel ends rolling forward
at $3.33\,$m/s, spinning at $6.67\,$rad/s, after about $0.42\,$s.

The trap is the sign: the wheel spins clockwise, its bottom slides
backwards, and friction pushes it forwards, which is why it rolls away.
Check:
$$\hbox{\.{build/bin/ch07 --headless --scene grip --steps 60 --dump grip.csv}}$$
\noindent shows the wheel's $v_x$ grows at $\mu g$ and its $\omega$ falls in size,
until both stop changing; the model, with the rolling radius
$r_p=r-\delta/2$ of the chapter's rolling measurements ($\delta=1\,$mm
here), gives ${1\over2}r^2\Omega_0/(r_p+r^2/2r_p)=3.334\,$m/s.

@ {\bf Chapter 7, problem P3.} This answer follows the single pass
(\S\secref{ch7-single}) through a column of two equal boxes that cannot
turn, resting on a floor with $\mu=0.5$. Part (a) finds the floor's cap
on friction in the first step; part (b) finds how fast a small sideways
force $F=0.3\,mg$ on the upper box slides the column. Here $gh$ is the
velocity gravity adds in one step.
(a) Both boxes leave phase~2 going down at $gh$. The floor's
contact comes first and stops the lower box: $j=mgh$, only that box's own
weight, since the upper box has not yet pushed on it. Its friction is
capped at $\mu mgh$, half the law's $\mu\cdot2mgh$. The contact between the
boxes then meets an approach of $gh$ with $m_n=m/2$ (two free boxes that
cannot turn): $j={1\over2}mgh$, and both leave at ${1\over2}gh$ downward.
The floor's share grows step by step, $1.5$, $1.75$, \dots\ times $mgh$, to $2mgh$, as
the column settles to sinking at $gh$ (chapter~5).

(b) Let both boxes end a step moving sideways at $V$. The force gives the
upper box the velocity $v_F=Fh/m$ in phase~2, so in phase~5 the upper box moves at $V+v_F$ and the
lower at $V$. The floor's friction would stop the lower box with $mV$, under
its cap $\mu\cdot2mgh$: the lower box stops. The upper contact then finds
the sliding $V+v_F$, and with $m_t=m/2$ its friction would need
${1\over2}m(V+v_F)$, under its cap $\mu mgh$: both boxes leave at
${1\over2}(V+v_F)$. A steady state has $V={1\over2}(V+v_F)$, so
$$V=v_F={Fh\over m}=0.3\,gh=0.05\,{\rm m/s}$$
at 60 steps a second. From rest it approaches as $v_F(1-2^{-n})$, $n$ steps from the start. The caps are
never reached: at the steady state the upper contact needs
${1\over2}m\cdot2v_F=Fh=0.3\,mgh$, under its $\mu mgh=0.5\,mgh$, and the
floor $mV=0.3\,mgh$, under its $\mu\cdot2mgh=mgh$. Every point sticks, by its own solve, and the column slides steadily,
for any $F$, however small: it has no grip against a push on its top.

What goes wrong is the order. The floor's friction acts before the push
has come down to the lower box; the upper contact then shares the upper
box's speed with the lower box after the floor has had its turn, and that
speed leaves the step. (a) shows the same fault in the cap: a point's cap
is $\mu$ times its normal impulse in this pass, and in a pass the floor
sees only what has reached it so far. The trap is to blame the cap in (b):
there it is large enough. Chapter~9's passes let the floor see the push
within the step, and its accumulated normal impulse gives the cap the
column's weight. So in (a) the floor's first cap is half the law's, and
in (b) the column slides steadily at $V=Fh/m$, 0.05\thinspace m/s for
$F=0.3\,mg$, and it slides under any push, however small.

@*1 Answers for chapter 8.
The problems of chapter~8 are about where a correction settles and how
fast, what Baumgarte's bias throws a body to, and why projection corrects a
column slowly.

@ {\bf Chapter 8, problem P1.}\seclabel{ans8-1} This answer finds the
depth at which projection settles a resting box that its solver sinks by
$\sigma=1\,$mm a step, and how many steps it takes from $0.2\,$m deep. It
uses the recurrence of linear projection (\S\secref{ch8-projection}).
Write $x=d-s$ for the excess depth phase~1 finds, beyond the slop
$s=5\,$mm. A step adds $\sigma$ to it in phase~6. Phase~7 then takes
away $zx$, with phase~1's $x$. So
$x_{k+1}=(1-z)x_k+\sigma$. The fixed point is $x^\star=\sigma/z$, and
$x_k-x^\star=(1-z)^k(x_0-x^\star)$.

With $z=0.8$: $d^\star=5+1/0.8=6.25\,$mm. Started at 200\thinspace mm,
$x_0-x^\star=195-1.25=193.75\,$mm, times $0.2^k$: 1.55\thinspace mm after
three steps, 0.31\thinspace mm after four; four steps. With $z=0.2$:
$d^\star=5+1/0.2=10\,$mm; $x_0-x^\star=190\,$mm times $0.8^k$, which is
below 1\thinspace mm from $k=\ln190/\ln1.25=23.5$: 24 steps. The smaller
share settles deeper and six times more slowly.

The fixed point is the depth at the end of a step, the one the next
phase~1 finds: within a step the box goes down to $d^\star+\sigma$ in
phase~6 and is pushed back by $z(d^\star-s)=\sigma$. The form
$s+(1-z)\sigma/z$ (5.25\thinspace mm at $z=0.8$) is the fixed point of
$x'=(1-z)(x+\sigma)$, a push that would see this step's sinking; but
projection uses phase~1's depth, so a step's $\sigma$ is corrected only
in the next step. That is the trap. So the box settles $6.25\,$mm deep
in four steps at $z=0.8$, and $10\,$mm deep in 24 steps at $z=0.2$.

@ {\bf Chapter 8, problem P2.} This answer finds how fast Baumgarte's
bias throws a wooden disk, started $0.2\,$m deep in the floor, out of it,
how high the disk then rises, and from which depth it leaves the floor at
all. It uses the bias velocity $b=(\beta/h)\max(d-s,0)$ of
\S\secref{ch8-bias}, with $\beta=0.2$, $s=5\,$mm and
$h={1\over60}\,$s, and $gh={1\over6}\,$m/s, the velocity gravity adds in
one step. The disk's one point is straight below its centre, so $\vec
r\times\vec n=0$ and its effective mass is its mass,
$m=60\cdot\pi\cdot0.5^2=47.1\,$kg. In the first step phase~2 gives it
$-gh$, and the pass brings the point to its target, the larger of 0 and
$$b={\beta\over h}(d-s)=0.2\cdot60\cdot0.195=2.34\,{\rm m/s},$$
so it leaves at $b$ upward, with ${1\over2}mb^2=129\,$J that no force gave
it.

Does the pass push again? In step~2 gravity leaves the disk
$b-gh=2.17\,$m/s, and the bias has fallen to $(1-\beta)b=1.87\,$m/s,
below it, since $\beta b=0.468>gh=0.167$: no push. Each step the bias falls
by $\beta$ times the velocity, and the velocity by $gh$. So the gap between
them grows while $\beta v>gh$, that is while the velocity is above
$gh/\beta=0.83\,$m/s. Symplectic Euler moves the disk in step $k+1$ by
$h(b-k\,gh)$, the velocity after that step's gravity. After $n$ steps it
has risen $h\bigl(nb-{1\over2}n(n-1)\,gh\bigr)$: $0.192\,$m after step~6,
which leaves it 7.7\thinspace mm deep, still beyond the slop, and $0.215\,$m
after step~7. So in step~7 the disk passes the slop, and the floor's top
too, moving at $b-6\,gh=1.34\,$m/s, still above $0.83\,$m/s. The gap has
grown in every step from 2 to~7, so the pass pushes in none of them; from
step~8 on the disk is out of the floor and has no contact. It coasts, and
its steps are upward while $k<b/gh=14.04$, that is for 15 steps, which add
up to
$$h\bigl(15b-(0+1+\cdots+14)\,gh\bigr)={35.1-17.5\over60}=0.293\,{\rm m}.$$
The lowest point, 0.2\thinspace m deep, rises to 93\thinspace mm above the
floor's top. The continuous $b^2/2g=0.274\,$m misses about $hb/2$: the
first step moves by the whole of $b$, where continuous motion would already
have lost some of it to gravity.

The disk leaves the floor when its rise passes its depth. Write
$x=d-s$ for the excess depth, in metres. The bias is then
$b=\beta x/h=12x\,$m/s, and the rise is about
$b^2/2g+hb/2=7.2x^2+0.1x\,$m. Setting the rise equal to the depth $x+s$
gives $7.2x^2-0.9x-0.005=0$, so $x=0.130\,$m and
$d\approx0.135\,$m. Step by step at $d=0.135\,$m: $b=1.56\,$m/s, ten
rising steps, $h(10\cdot1.56-45\,gh)=0.135\,$m, so the lowest point
just reaches the floor's top; deeper, it leaves. Below
$s+gh^2/\beta^2=74\,$mm the pass pushes every step and the excess shrinks
by $1-\beta$ a step with no overshoot; between the two the disk coasts up
and falls back onto the floor. The trap is to take the continuous rise, or
a box that turns: chapter~8 shows why that one gets only $0.88\,b$
(\S\secref{ch8-corners}). So the disk leaves at $2.34\,$m/s with
$129\,$J, its lowest point rises to $93\,$mm above the floor's top, and a
disk started less than about $0.135\,$m deep does not leave the floor.

Check, with the scene file \.{deep.txt}
$$\vbox{\hbox{\.{world defaults=8 gravity=0,-10 integrator=symplectic solver=single}}
\hbox{\hskip2em\.{correction=baumgarte}}
\hbox{\.{box x=0 y=-0.5 w=20 h=1 static material=static restitution=0}}
\hbox{\.{circle x=0 y=0.3 r=0.5 material=wood restitution=0}}}$$
(the world's keys on one line), and
$$\hbox{\.{build/bin/ch08 --headless --scene deep.txt --steps 60 --dump deep.csv}}$$
\noindent gives the disk's $v_y$ after step~1, and the largest $y-0.5$.
The test \.{pop} checks $b$ on a box that cannot turn.

@ {\bf Chapter 8, problem P3.} This answer finds how fast linear
projection (\S\secref{ch8-projection}) removes the overlap of a column of
two equal boxes on a floor, with no gravity. Phase~1 finds the excess
depths $x_1$, between the floor and the lower box, and $x_2$, between the
two boxes. Nothing moves in phase~6. The floor is static, so its
contact lifts the lower box by all of $zx_1$. The boxes' contact separates
them by $zx_2$, shared by the inverse masses, equal here: the lower box
goes down by ${1\over2}zx_2$, the upper up by ${1\over2}zx_2$. The lower box
rises by $zx_1-{1\over2}zx_2$ in all, which is what $x_1$ loses; and the
boxes' overlap loses the upper box's rise less the lower box's,
${1\over2}zx_2-(zx_1-{1\over2}zx_2)=zx_2-zx_1$. So
$$x_1'=(1-z)x_1+{z\over2}x_2,\qquad x_2'=zx_1+(1-z)x_2.$$
The matrix has eigenvalues $1-z\pm\sqrt{z\cdot z/2}=1-z\pm z/\sqrt2$, with
eigenvectors $(1,\pm\sqrt2)$. At $z=0.8$ they are $0.766$ and $-0.366$: the
mode in which both contacts are too deep, in the ratio $1:\sqrt2$, shrinks
only by $0.766$ a step, and a hundredfold takes $\ln100/(-\ln0.766)=17.2$,
so 18 steps, where a single box, shrinking by $0.2$, takes three. Lifting
the lower box out of the floor pushes it into the upper one; the contacts
are not independent, though each uses its own depth.

At $z=1$ the factors are $\pm1/\sqrt2=\pm0.707$. From $(x,0)$ the steps give
$(0,x)$, $({1\over2}x,0)$, $(0,{1\over2}x)$: the excess moves from one
contact to the other every step, the lower box goes up and down, and
nothing is gained on a single box's one step. The negative mode, which
alternates in sign, is the jitter. A share below 1 makes it smaller,
$-0.366$ at $z=0.8$, at the price of a slower positive mode. So at
$z=0.8$ the column needs 18 steps to shrink its excess a hundredfold,
where a single box needs three. Check: with the scene
$$\vbox{\hbox{\.{world defaults=8 gravity=0,0 integrator=symplectic solver=single}}
\hbox{\hskip2em\.{correction=projection}}
\hbox{\.{box x=0 y=-0.5 w=20 h=1 static material=static}}
\hbox{\.{box x=0 y=0.45 w=1 h=1 material=wood}}
\hbox{\.{box x=0 y=1.42 w=1 h=1 material=wood}}}$$
(the world's keys on one line; excesses 45 and 25\thinspace mm), the
dump's positions give $(19.0,41.0)$, then $(20.2,23.4)\,$mm, as the map
does.

@*1 Answers for chapter 9.
The problems of chapter~9 make passes of Gauss--Seidel by hand: on a
column, on a box on a box, and on a warm start that was too large.

@ {\bf Chapter 9, problem P1.}\seclabel{ans9-1} Row~1 reads box~1's normal velocity, rows 2 and~3 the difference
of a box and the one below:
$$K={1\over m}\pmatrix{1&-1&0\cr-1&2&-1\cr0&-1&2\cr},\qquad
Jv^-=(-gh,0,0),\qquad \lambda=(3,2,1)\,mgh,$$
the floor holding three boxes, the next contact two, the top one; $K\lambda$
is $(gh,0,0)$, so every $v_{n,i}=0$. Pass~1 from zero: point~1 meets $-gh$ and
gets $mgh$, which stops box~1; point~2 meets $-gh$ with $m_n=m/2$ and gets
${1\over2}mgh$, leaving boxes 1 and~2 at $-{1\over2}gh$; point~3 meets
$-{1\over2}gh$ and gets ${1\over4}mgh$. So the passes give, in units of $mgh$,
$$(1,{1\over2},{1\over4}),\quad({3\over2},{7\over8},{7\over16}),\quad
({15\over8},{37\over32},{37\over64}),$$
with errors $(2,{3\over2},{3\over4})$, $({3\over2},{9\over8},{9\over16})$,
$({9\over8},{27\over32},{27\over64})$: each exactly ${3\over4}$ of the last,
the factor $\cos^2(\pi/6)={3\over4}$. A factor of ten takes
$\ln10/(-\ln0.75)=8.0$ passes, so nine whole passes ($0.75^8=0.1001$ is just short of a tenth, $0.75^9=0.075$). The trap is to read the
first pass as nearly done because each point stopped what it met: the
floor holds one box of three.

@ {\bf Chapter 9, problem P2.} With $\vec n=(0,1)$, $\vec r\times\vec n=r_x$, and each row has
three entries for each body it touches, $(n_x,n_y,\vec r\times\vec n)$ with
the sign of the body's side. Box~1 is centred at the origin, box~2 at
$({1\over4},1)$. Points 1 and~2 are at $(\mp{1\over2},-{1\over2})$ from box~1:
$J_1$ is $(0,1,-{1\over2})$ and $J_2$ is $(0,1,{1\over2})$ in box~1's columns.
Point~3, at $x=-{1\over4}$, is at $(-{1\over4},{1\over2})$ from box~1 and
$(-{1\over2},-{1\over2})$ from box~2: $J_3$ is $(0,-1,{1\over4})$ in box~1's
columns and $(0,1,-{1\over2})$ in box~2's. Point~4, at $x={1\over2}$, is at
$({1\over2},{1\over2})$ from box~1 and $({1\over4},-{1\over2})$ from box~2:
$J_4$ is $(0,-1,-{1\over2})$ and $(0,1,{1\over4})$. With $M^{-1}={\rm
diag}({1\over m},{1\over m},{6\over m})$ for each box, an entry is the sum
over shared bodies of the product of the $n_y$'s over $m$ and of the arms
times $6/m$:
$$K={1\over m}\pmatrix{5/2&-1/2&-7/4&1/2\cr -1/2&5/2&-1/4&-5/2\cr
-7/4&-1/4&31/8&1/2\cr 1/2&-5/2&1/2&31/8\cr}.$$
For instance $K_{13}=(1)(-1)/m+(-{1\over2})({1\over4})\cdot6/m=-7/(4m)$;
$K_{33}$ is box~1's $(1+6/16)/m$ plus box~2's $(1+6/4)/m$, $31/(8m)$;
$K_{34}$ is $(1-{3\over4})/m$ from each box.

The balances give $\lambda$. Box~2 rests on points 3 and~4 alone:
$\lambda_3+\lambda_4=mgh$, and its turns about its centre cancel,
$-{1\over2}\lambda_3+{1\over4}\lambda_4=0$, so $\lambda_3={1\over3}$ and
$\lambda_4={2\over3}$ (in $mgh$), the nearer point taking more. Box~1 takes
both boxes' weight to the floor, $\lambda_1+\lambda_2=2$, and its turns about
its centre, $-{1\over2}\lambda_1+{1\over2}\lambda_2$ from the floor and
$-(-{1\over4}\lambda_3+{1\over2}\lambda_4)=-{1\over4}$ from box~2's push
down, cancel: $\lambda_2-\lambda_1={1\over2}$, so $\lambda_1={3\over4}$ and
$\lambda_2={5\over4}$. The right point takes more, since the two boxes'
centre of mass is at $x={1\over8}$. Check: with
$\lambda=({3\over4},{5\over4},{1\over3},{2\over3})\,mgh$, row~1 of $K\lambda$ is
${15\over8}-{5\over8}-{7\over12}+{1\over3}=1$, row~2
$-{3\over8}+{25\over8}-{1\over12}-{5\over3}=1$, row~3
$-{21\over16}-{5\over16}+{31\over24}+{1\over3}=0$, row~4
${3\over8}-{25\over8}+{1\over6}+{31\over12}=0$, times $gh$; so
$v_n=Jv^-+K\lambda=0$ at every point, with every $\lambda_i\ge0$: a solution,
and the only one, since $\det(mK)={81\over4}\ne0$.

The first pass (in $gh$ and $mgh$): $\lambda_1=1\big/{5\over2}=0.4$; point~2
then meets $-1-{1\over2}\cdot0.4=-1.2$ and gets $0.48$ (the single box of
chapter~6); point~3 meets $-{7\over4}\cdot0.4-{1\over4}\cdot0.48=-0.82$ and
gets $0.82/{31\over8}={164\over775}\approx0.2116$; point~4 meets
${1\over2}\cdot0.4-{5\over2}\cdot0.48+{1\over2}\cdot0.2116\approx-0.8942$ and
gets $0.8942/{31\over8}\approx0.2308$. After one pass
$\lambda\approx(0.4,0.48,0.2116,0.2308)\,mgh$, against
$(0.75,1.25,0.3333,0.6667)$.

The entries $K_{13}$, $K_{23}$, $K_{14}$, $K_{24}$ carry the top box's weight
down. Point~4 lies straight above point~2, on box~1's corner, and
$K_{24}=-5/(2m)=-K_{22}$: a push there drives the floor's point~2 down as
hard as the floor's own push lifts it, and lifts point~1 ($K_{14}=-K_{12}$).
Point~3, a quarter of the way from box~1's centre to its left side, drives
point~1 down by $7/(4m)$ and point~2 by only $1/(4m)$. After the first pass
the floor holds $0.88\,mgh$ of the $2\,mgh$ it must, less than the lower
box alone, since its points were solved before the top contact pushed.
The error then shrinks by a factor that tends to $0.65$ a pass (the
largest eigenvalue of the pass, computed; by the length of the error
vector, $0.60$ to $0.64$ from the second pass to the sixth), slower than the $1\over2$ of two boxes that cannot turn. The trap
is a sign in $J_3$ and~$J_4$: box~1 is the contact's $A$ there, with
$-\vec n$ and $-(\vec r_A\times\vec n)$; the other is to put point~4 at the
top box's corner, $x={3\over4}$, which is off box~1.

@ {\bf Chapter 9, problem P3.} The box's $K$ is the top left block of problem~P2's,
${1\over m}\bigl({5/2\atop-1/2}\;{-1/2\atop5/2}\bigr)$, and $Jv^-=(-gh,-gh)$.
Starting from $(0.6,0.4)\,mgh$ (in units of $gh$ and $mgh$ below): point~1
moves at $-1+{5\over2}\cdot0.6-{1\over2}\cdot0.4=0.3$, separating, and its parabola's
lowest point asks $\Delta\lambda_1=-0.3/{5\over2}=-0.12$.

With the total clamped, $\lambda_1=0.48$; point~2 then meets
$-1-{1\over2}\cdot0.48+{5\over2}\cdot0.4=-0.24$ and gets $0.096$, $\lambda_2=0.496$. The
next passes give $(0.4992,0.49984)$, $(0.499968,0.4999936)$: the error shrinks
by $(K_{12}/K_{11})^2={1\over25}$ a pass, to $(0.5,0.5)$.

With the increment clamped, $\Delta\lambda_1=-0.12$ becomes 0 and $\lambda_1$
stays $0.6$; point~2 meets $-1-0.3+1.0=-0.3$ and gets $0.12$,
$\lambda_2=0.52$. In the next pass point~1 moves at $-1+1.5-0.26=0.24$ and
asks for less again, refused; point~2 is at $-1-0.3+1.3=0$. It has settled
at $(0.6,0.52)$, $1.12\,mgh$ in all for a box whose weight over the step is
$mgh$. The box leaves the step with
$$v=-gh+1.12\,gh=0.12\,gh,\qquad
\omega={6\over m}\bigl(0.6\cdot(-{\textstyle{1\over2}})+0.52\cdot{\textstyle{1\over2}}
\bigr)mgh=-0.24\,gh/\ell,$$
with $\ell=1\,$m the box's side. The box leaves going up and turning clockwise; point~1 leaves the floor at
$v-{1\over2}\omega=0.24\,gh$, point~2 at 0. At 60 steps a second that is
$0.02\,$m/s up, $0.04\,$rad/s, and point~1 at $0.04\,$m/s: energy no force
gave, and the next step starts from these totals, larger still. The trap is
that both rules agree while every increment is positive, as in a column
that cannot turn started from zero; they part only when a point must give
back.

@*1 Answers for chapter 10.
The problems of chapter~10 count the box tests of the grid, apply the rule
of layers, and check the rule that finds each pair once.

@ {\bf Chapter 10, problem P1.} On one axis a box of side $\ell$ placed at random over cells of
side $\ell_{\rm cell}$ meets $1+\ell/\ell_{\rm cell}$ cells on average (one, and another with
probability $\ell/\ell_{\rm cell}$ when $\ell\le \ell_{\rm cell}$; the formula holds for any $\ell$),
so it is entered in $(1+\ell/\ell_{\rm cell})^2$ cells on average. A box is in a given
cell when its lower corner lies in a square of side $\ell_{\rm cell}+\ell$ about the
cell (the cell grown by $\ell$ to the left and below), so with $n_A=n/W^2$
bodies per square metre a cell holds on average $\bar N=n_A(\ell_{\rm cell}+\ell)^2$
entries, about a Poisson number, and its pairs of entries average $\bar N^2/2$. Over the $W^2/\ell_{\rm cell}^2$ cells, per body,
$$T(\ell_{\rm cell})={n_A\,(\ell_{\rm cell}+\ell)^4\over2\ell_{\rm cell}^2}.$$
Its derivative vanishes where $4\ell_{\rm cell}=2(\ell_{\rm cell}+\ell)$, at $\ell_{\rm cell}=\ell$, the engine's
choice of the mean size: $T(\ell)=8n_A\ell^2$. Two boxes overlap when their
corners are within $\ell$ on both axes, a square of area $4\ell^2$, so a body
overlaps $4n_A\ell^2$ others on average and there are $2n_A\ell^2$
overlapping pairs per body. The grid tests four times the pairs that
overlap, whatever the number of bodies; all pairs tests $(n-1)/2$ a body.

For $n=1000$ unit boxes in a square of 100\thinspace m, $n_A=0.1$: the model
predicts $0.8$ box tests a body (with $n-1$ for $n$, $0.7992$), about 200
overlapping pairs, and $499.5$ tests a body for all pairs; at $\ell_{\rm cell}=2\ell$ or
$\ell_{\rm cell}=\ell/2$, $1.01$. The trap is to count only the cells that own a pair:
|box_tests| counts every two entries of a cell, before the ownership test.
Check: a scene file of a \.{world gravity=0,0} line and 1000 lines
\.{box x=}$X$ \.{y=}$Y$ \.{w=1 h=1 density=1}, with $X$ and $Y$ drawn uniformly
from 0.5 to 99.5 by a few lines of any language, run by \.{build/bin/ch10
--headless --scene} {\it file\/} \.{--steps 1 --panel --screenshot} {\it
file\/}\.{.png}: the panel's line~\.{D} gives the box tests a body, and the
line of contacts the touching pairs.

@ {\bf Chapter 10, problem P2.} Two bodies meet when ${\it category}_a\mathbin{\hbox{\tt\char`\&}}{\it mask}_b\ne0$ and ${\it category}_b\mathbin{\hbox{\tt\char`\&}}{\it mask}_a\ne0$.
The floor has category 1 and every bit of the mask; the lower pile category 2, mask 3
(bits 0 and~1); the upper category 4, mask 5 (bits 0 and~2).
Floor--lower: $1\mathbin{\hbox{\tt\char`\&}}3=1$, $2\mathbin{\hbox{\tt\char`\&}}{\it mask}_{\rm floor}\ne0$: they meet.
Floor--upper: $1\mathbin{\hbox{\tt\char`\&}}5=1$, and $4\mathbin{\hbox{\tt\char`\&}}{\it mask}_{\rm floor}\ne0$: they meet.
Lower--upper: $2\mathbin{\hbox{\tt\char`\&}}5=0$: they do not, whatever the other half says.
Lower--lower: $2\mathbin{\hbox{\tt\char`\&}}3=2$, both ways: they meet. Upper--upper: $4\mathbin{\hbox{\tt\char`\&}}5=4$:
they meet. So the upper boxes land on each other and fall through the lower
pile onto the floor, as the scene's description says.

The fifth body, category 8 and mask 2, meets nothing: the lower pile's mask $3$ has
no bit~3 ($8\mathbin{\hbox{\tt\char`\&}}3=0$), the upper's neither ($8\mathbin{\hbox{\tt\char`\&}}5=0$), and the floor's
category, 1, is not in the fifth body's mask, 2 ($1\mathbin{\hbox{\tt\char`\&}}2=0$); it falls through the
world. The rule is symmetric, so one body's mask cannot make another meet
it. To land on the lower pile, the lower pile's mask must take bit~3,
$3+8=11$; to land on the floor when it falls off, its own mask must take
bit~0, mask 3. A body that meets both piles but not the floor, changing
nothing else: its mask without bit~0 and with the piles' bits, $2+4=6$;
its category in both piles' masks, 3 and~5: bit~0, so category 1 (or 6,
which has bit~1 for the lower pile and bit~2 for the upper). The trap is
to give the body a category of its own, as for the fifth body: then the
piles' masks must change.

@ {\bf Chapter 10, problem P3.} Let the boxes be $[x_0,x_1]\times[y_0,y_1]$ and
$[x_0',x_1']\times[y_0',y_1']$, overlapping, and the corner
$x=\max(x_0,x_0')$, $y=\max(y_0,y_0')$. Since they overlap, $x\le
\min(x_1,x_1')$, so $x_0\le x\le x_1$, and $\lfloor\cdot\rfloor$ keeps the
order: $\lfloor x_0/\ell_{\rm cell}\rfloor\le\lfloor x/\ell_{\rm cell}\rfloor\le\lfloor x_1/\ell_{\rm cell}\rfloor$,
the range of cells the first box is entered in; the same for the second
box and for $y$. So both boxes are in the cell of the corner, and since
that is one cell, the pair is kept once.

For $a$ from $(0.2,0.3)$ to $(1.2,1.3)$ and $b$ from $(0.7,0.9)$ to
$(1.7,1.9)$: each covers columns 0 and~1 and rows 0 and~1, so they share
four cells, $(0,0)$, $(1,0)$, $(0,1)$, $(1,1)$. The overlap is
$[0.7,1.2]\times[0.9,1.3]$; its lower corner $(0.7,0.9)$ is in cell $(0,0)$,
which owns the pair. The pair adds four box tests, one in each shared cell,
since |pair_wanted| counts before |grid_owns_pair| passes three of them
over.

The upper corner of the overlap, $(\min(x_1,x_1'),\min(y_1,y_1'))$, does as
well, by the same argument. So does the centre of the overlap: it lies in
both boxes, and a rounded mean of two numbers lies between them. The lower
corner of the box with the lower index does not: with $a$ as above and $b$
from $(1.1,0.5)$ to $(2.1,1.5)$, $a$'s corner is in cell $(0,0)$, which $b$,
in columns 1 and~2, does not cover; the pair is met only in $(1,0)$ and
$(1,1)$, owned by neither, and lost: a missed contact. The trap is a rule
that depends on one box alone; the point must lie in both.

@*1 Answers for chapter 11.
The problems of chapter~11 compute the soft contact's three numbers, the
depth at which boxes of other shapes rest, the column's bound for
them, and the depth of springs under a heavy load.

@ {\bf Chapter 11, problem P1.} The sub-step is $\hs={1\over240}\,$s and
$\omega=2\pi\cdot30=188.50\,{\rm s}^{-1}$, so $\hs\omega=0.7854$ (the cap,
$f\le1/4\hs=60\,$Hz, is not reached) and $2\zeta+\hs\omega=20.785$. Then
$a=\hs\omega(2\zeta+\hs\omega)=16.325$, $\eta=\omega/(2\zeta+\hs\omega)=
9.069\,{\rm s}^{-1}$, $q_m=a/(1+a)=0.9423$ and $q_i=1/(1+a)=0.0577$. With a
static body the frequency doubles to 60\thinspace Hz, exactly the cap:
$\hs\omega=1.5708$, $2\zeta+\hs\omega=21.571$, $a=33.883$, $\eta=17.477\,{\rm
s}^{-1}$, $q_m=0.9713$, $q_i=0.0287$. A box at rest ($v_n=0$) in an overlap
of 1\thinspace mm ($C=-10^{-3}\,$m) on the floor is aimed at
$-\eta C=17.5\,$mm/s, and the pass goes the share $q_m$ of the way: for a
fresh contact, which holds no impulse yet ($\lambda=0$), to
$17.0\,$mm/s; a point that already holds $\lambda$ gives back the share
$q_i\lambda$ of it as well, and ends below that. A box resting on another
box has the default contact, 30\thinspace Hz: the same overlap is aimed
at $-\eta C=9.07\,$mm/s, and a fresh contact's first pass goes the share
$q_m=0.9423$ of the way, to $8.55\,$mm/s of normal velocity between the
two boxes, half the floor's speed because the bias rate of the softer
contact is about half. The trap is to use $f$ where $\omega$ belongs: every number is then
off by $2\pi$ or its square.

@ {\bf Chapter 11, problem P2.} The points are at $\vec r=(\pm1,-{1\over2})$
from the centre, so $r\times n=\pm1$ for $\vec n=(0,1)$, and
$I=m(2^2+1^2)/12=5m/12$. So $1/m_n=1/m+1\cdot12/(5m)=17/(5m)$ and
$m_n=5m/17$. Each point carries $W=mg/2$ and rests at
$$d={W\over m_n\omega^2}={mg/2\over(5m/17)\,\omega^2}=1.7\,{g\over\omega^2}.$$
It is deeper than the unit box's $1.25\,g/\omega^2$ because its points are
farther from the centre (a lever arm of 1 against ${1\over2}$), so an
impulse at one point turns the box more and moves the point more: the
point's effective mass is smaller, and so is its spring, $k=m_n\omega^2$.
On its end, $\vec r=(\pm{1\over2},-1)$, $r\times n=\pm{1\over2}$, $I$ the
same: $1/m_n=1/m+{1\over4}\cdot12/(5m)=1.6/m$, and $d=0.8\,g/\omega^2$.
The trap is to take $m_n=m/2$, half the mass for each of two points:
that ignores the turning, and gives $g/\omega^2$ for every box.

@ {\bf Chapter 11, problem P3.} Between two such boxes, each of mass $m$
and $I=m(\ell_x^2+\ell_y^2)/12$, with the points at $\pm \ell_x/2$ across and the normal
along the column, $r\times n=\pm \ell_x/2$, so
$$1/m_n={2\over m}+2\,{\ell_x^2\over4}\,{12\over m(\ell_x^2+\ell_y^2)}
={2\over m}\Bigl(1+{3\ell_x^2\over \ell_x^2+\ell_y^2}\Bigr).$$
The springs' restoring torque is $2m_n\omega^2(\ell_x/2)^2\phi$ and
the weight's torque is $jmg\,(j\ell_y/2)\,\phi$, so the contact under $j$ boxes holds while
$$j^2<{m_n\omega^2\ell_x^2\over mg\ell_y}={\omega^2\ell_x^2\over2g\ell_y\,(1+3\ell_x^2/(\ell_x^2+\ell_y^2))}.$$
For $\ell_x=\ell_y=1$ this is $\omega^2/(5g)$, the chapter's. At 30\thinspace Hz
($\omega^2=35\,531\,{\rm s}^{-2}$, $g=10$): unit boxes, $j<26.7$, a column
of 26.7\thinspace m; boxes $2\times0.5$, $1+12/4.25=3.824$ and $j^2<
35\,531\cdot4/(2\cdot10\cdot0.5\cdot3.824)=3717$, $j<61.0$, a column of
30.5\thinspace m. The flat boxes stand a little taller: their points are
four times as far apart in moment ($\ell_x^2$), which outweighs their smaller
effective mass and the more contacts a metre. The trap is to compare
numbers of boxes rather than heights.

@ {\bf Chapter 11, problem P4.} Each column carries $480/4=120$ box
weights, each point of a contact half of it. A column has five boxes
(Figure~\figref{archpile}\thinspace c), so the lowest contact between two
of them, on the bottom box, has the other four above it, and each of its
points carries half their weight as well: $W=(120+4)\,mg/2=62\,mg$. Both boxes move, the points are at
$r\times n=\pm{1\over2}$ and $I=m/6$, so $1/m_n=2/m+2\cdot{1\over4}\cdot6/m
=5/m$, $m_n=m/5$, and at 30\thinspace Hz ($\omega^2=35\,531\,{\rm
s}^{-2}$, $g/\omega^2=0.281\,$mm)
$$d={W\over m_n\omega^2}={62\,mg\over(m/5)\,\omega^2}=310\,{g\over\omega^2}
\approx87\,{\rm mm}.$$
A bottom box on the floor carries $W=62.5\,mg$ a point, but only it moves,
$1/m_n=1/m+{1\over4}\cdot6/m=2.5/m$, and a contact with a static body has
twice the frequency (60\thinspace Hz, the cap with four sub-steps), so
$d=62.5\,mg/(0.4\,m\cdot4\omega^2)=39\,g/\omega^2\approx11\,$mm. The
contacts between boxes are the deeper: two light bodies halve the
effective mass, and the frequency is not doubled. (The contacts under
the lid, $W=60\,mg$, rest between the two: the lid barely moves or turns,
so the top box alone sets $m_n=m/2.5$, and $d=150\,g/\omega^2\approx42\,$mm.) Table~\tabref{hardcases}
measures \ChElevenConfinedDeepSoft\thinspace mm for the deepest contact of
the soft step with the alternating order, deeper than the model's
\ChElevenConfinedModel\thinspace mm. The model shares the lid evenly
among the columns and between each contact's two points. A point that
carries more than its share rests deeper in proportion. The bench
measures only the deepest overlap, not how the load is shared. So the
model omits the cause of the difference, and the table cannot name it. The trap is to put the lid's mass
in the spring: the stiffness is $m_n\omega^2$ with the effective mass of
the contact, which the light boxes set, however heavy the load.

@*1 Answers for chapter 12.
The problems of chapter~12 compute a pin's block and how far it opens,
ask what solving a chain whole would cost, and follow a rail's block
through a blow.

@ {\bf Chapter 12, problem P1.} The pin is at $\vec r_B=(0,{1\over2}\ell)=
(0,0.25)$ from the link's centre, and $A$ is static, so
$K=m^{-1}I+I_B^{-1}\vec r_B^{\,\perp}\vec r_B^{\,\perp\rm T}$ with $\vec
r_B^{\,\perp}=(-0.25,0)$ and $I_B=m(0.125^2+0.5^2)/12=0.022135\,m$:
$$K={1\over m}\pmatrix{1+0.0625/0.022135&0\cr0&1\cr}
={1\over m}\pmatrix{3.824&0\cr0&1\cr}.$$
Along the chain the effective mass is $m$; across it $m/3.824=0.26\,m$.
The pin carries $F=20\cdot3.75\cdot10=750\,$N, and at 60\thinspace Hz
($\omega^2=(2\pi\cdot60)^2=142\,122\,{\rm s}^{-2}$) it opens by
$$d={FK_{yy}\over\omega^2}={750\over3.75\cdot142\,122}\,{\rm m}=1.41\,{\rm mm},$$
the model column of Table~\tabref{chains}'s first row. Sideways, an
impulse at the pin both moves the link and turns it about its centre, and
the turn moves the pin 2.8 times as far as the push does: the link is
nearly four times lighter across than along. The trap is to leave out
the turning and take $K=I/m$ in both directions.

@ {\bf Chapter 12, problem P2.} Joint $k$ holds link $k-1$ to link $k$
(link $-1$ is the static block, and link $N$ the load), so joints $k$ and $k+1$ share link $k$,
and no other pair shares a body: the matrix has $2\times2$ blocks on its
diagonal and beside it, and zeros elsewhere, a {\it block tridiagonal\/}
matrix. Gaussian elimination by blocks keeps that shape: going down the
chain, each diagonal block is replaced by $D_k-L_kD_{k-1}^{-1}U_{k-1}$,
one $2\times2$ inversion and a few $2\times2$ products a joint, and the
back substitution goes up it with as many more; in all about the cost of
two or three passes, and the answer is exact, so the chain opens by no
more than the springs' own give. Baraff showed that the same holds for
any tree of joints, in time linear in their number \cite{baraff1996}.
A bridge pinned at both ends is a loop, and a pile of boxes a graph full of
them: elimination then fills in blocks that were zero, and the cost
grows. Worse, a contact is an inequality, $\lambda\ge0$ with a friction
cone, whose rows are in or out of the system depending on the answer;
a direct solve would have to guess which and try again, a
complementarity problem. So engines keep iterative passes for contacts and
general graphs, and direct solves, where they have them, for chains and
trees, as robotics does with Featherstone's algorithm. The trap is to
count a dense solve of the $2N+2$ rows, $O(N^3)$: the chain's matrix is almost
all zeros.

@ {\bf Chapter 12, problem P3.} $A$'s anchor is fixed in $A$ at $\vec
r_A=(0,0.35)$ from its centre, $B$'s is $B$'s centre, $\vec r_B=0$, and
$\vec d=\vec p_B-\vec p_A=(1.5,0)$: $A$'s lever arm to $B$'s anchor is
$\vec r_A+\vec d=(1.5,0.35)$. With $\vec a^\perp=(0,1)$, $\rho^\perp_A=(\vec
r_A+\vec d)\times\vec a^\perp=1.5\,$m and $\rho^\perp_B=\vec r_B\times\vec
a^\perp=0$. The moments are $I_A=4(4^2+0.2^2)/12=5.3467$ and
$I_B=2(1^2+0.5^2)/12=0.20833\,$kg\thinspace m$^2$, so, in SI units,
$$K=\pmatrix{{1\over4}+{1\over2}+{1.5^2\over5.3467}&{1.5\over5.3467}\cr
\noalign{\smallskip}
{1.5\over5.3467}&{1\over5.3467}+{1\over0.20833}\cr}
=\pmatrix{1.1708&0.2805\cr0.2805&4.9870\cr},\qquad\det K=5.7602.$$
Along the rail $\rho_A=(\vec r_A+\vec d)\times\vec a=-0.35\,$m and $\rho_B=0$,
and the effective mass is $1/(0.75+0.35^2/5.3467)=1/0.7729=1.294\,$kg,
a little under the $1.333\,$kg of the two masses alone, since a pull along
the rail, 0.35\thinspace m above $A$'s centre, also turns~$A$.

The blow makes $\dot C=(1,0)$: $B$ crosses the rail at 1\thinspace m/s,
and nothing turns. The impulse is $\vec\lambda=-K^{-1}(1,0)^{\rm
T}=(-K_{22},K_{12})/\det K$: $\lambda_1=-0.8658\,$N\thinspace s and
$\lambda_2=0.0487\,$N\thinspace m\thinspace s. $B$ takes $\lambda_1\vec
a^\perp$ and the angular impulse $\rho^\perp_B\lambda_1+\lambda_2$, and $A$ the
opposite of both, $-\lambda_1\vec a^\perp$ and $-(\rho^\perp_A\lambda_1+\lambda_2)$:
$$\vcenter{\halign{$#$\hfil&\qquad$#$\hfil\cr
v_B=1-0.8658/2=0.5671\,{\rm m/s},&\omega_B=0.0487/0.20833=0.2338\,{\rm rad/s},\cr
v_A=0.8658/4=0.2164\,{\rm m/s},&\omega_A=(1.2987-0.0487)/5.3467=0.2338\,{\rm rad/s},\cr}}$$
both upward and both turning counterclockwise, at the same rate, as the
angle row asks. The rail under $B$'s anchor rises at $v_A+1.5\,\omega_A
=0.5671\,$m/s, as the anchor does, so the first row holds too. The
momentum, $2\cdot0.5671+4\cdot0.2164=2\,$N\thinspace s, is the blow's,
and so is the angular momentum about the origin, $2\cdot1.5\cdot0.5671+
5.3467\cdot0.2338+0.20833\cdot0.2338=3\,$N\thinspace m\thinspace s, since
the joint's two impulses are equal and opposite and act at one point,
$B$'s anchor, with equal and opposite couples. Taking $\vec r_A$ for the lever arm gives $\rho^\perp_A=0$: $K$ is then
diagonal with $K_{11}=0.75$, and the two bodies rise together at
$1/3\,$m/s without turning, as though $B$ sat over $A$'s centre. Those
velocities satisfy both rows as well, which is why the slip is easy to
miss, but they keep only $1\,$N\thinspace m\thinspace s of the
$3\,$N\thinspace m\thinspace s of angular momentum: the impulse on $A$
has been put on the wrong line. The trap is that one: to measure $A$'s
lever arm to its own anchor, where the rail was when the joint was made,
rather than to $B$'s anchor, where the rail is pushed now.

@*1 Answers for chapter 13.

@ {\bf Chapter 13, problem P1.} With $\vec p_1=(0,0)$ and $\vec
d=(10,5)$, each face gives $q=\vec n\cdot(\vec v-\vec p_1)$ and $e=\vec
n\cdot\vec d$. The left face has $\vec n=(-1,0)$ and lies on $x=3$, so $q=-3$ and
$e=-10$: an entry at $t=0.3$. The bottom face has $\vec n=(0,-1)$ and lies on $y=1$, so $q=-1$ and
$e=-5$: an entry at $t=0.2$. The right face has $\vec n=(1,0)$ and lies on $x=5$, so $q=5$ and
$e=10$: an exit at $t=0.5$. The top face, $\vec n=(0,1)$ on $y=3$, gives an exit at
$t=0.6$. So $t_{\rm in}=\max(0.3,0.2)=0.3$, set by the left face, and
$t_{\rm out}=\min(0.5,0.6)=0.5$. The ray hits at $(3,1.5)$, with the normal
$(-1,0)$. The bottom face's entry comes first along the ray, but it is not
the hit. At $t=0.2$ the ray has crossed the line $y=1$ while it is still left
of the box. The ray is inside only once it has crossed every entering line.
For the circle, $\vec m=(-4,-2)$, $a=125$, $b=-50$, $c=19$ and
$b^2-ac=125$. The hit is at $t=19/(50+\sqrt{125})=0.3106$, the point
$(3.106,1.553)$, with the normal $(-0.894,-0.447)$. The larger root,
$(50+\sqrt{125})/125=0.4894$, is where the ray leaves. The trap is to
take as the hit the smallest of all four faces' fractions, or the first face
entered.

@ {\bf Chapter 13, problem P2.} The box is pushed the right way only while
a step takes it less than half its width into the plate. That needs $vh<0.1\,$m, so
$v<6\,$m/s at $h=1/60\,$s. A fall of $v^2/2g=1.8\,$m reaches that speed. The
engine sweeps the box already from $vh>r_{\rm in}/2=0.05\,$m, that is from $v>3\,$m/s, a
fall of $0.45\,$m. So the margin is a factor of two in speed and four in
height. The ball of radius 0.05\thinspace m at 300\thinspace m/s moves
5\thinspace m in a step. That is twenty-five times the $W_B+W_W=0.2\,$m of the ball
and the wall together. So a discrete step sees the wall in only one of
twenty-five starting offsets. Even then it pushes the ball through, unless the ball
lands in the wall's near half. The trap is to compare the motion with
the body's size alone, and forget the wall's thickness, or the half.

@ {\bf Chapter 13, problem P3.} Moving straight at the wall, the circle's separation is $\phi(t)=
\phi_0-tL$ exactly. So the first advance lands on the target:
$t_1=(\phi_0+\delta)/L$. At an angle $\theta$ to the normal the separation
falls at only $L\cos\theta$, so
$$\phi(t_1)+\delta=(\phi_0+\delta)-(\phi_0+\delta)\cos\theta
=(\phi_0+\delta)(1-\cos\theta),$$
and each advance leaves the fraction $1-\cos\theta$ of the gap to the
target. A step of the advancement computes the separation and then stops or advances.
The step that finds the gap below $\xi$ is counted too, so $k$ advances
take $k+1$ steps. For $\theta>0$,
$k=\lceil\ln(\xi/(\phi_0+\delta))/\ln(1-\cos\theta)\rceil$.
From a gap of 1\thinspace m to $\xi=1.25\,$mm, this gives the following.
At $0^\circ$, one advance and 2 steps, as shown.
At $60^\circ$, $1-\cos\theta={1\over2}$ and $\ln(0.00125)/\ln0.5=9.64$: 10 advances and 11 steps.
At $80^\circ$, $1-\cos\theta=0.826$ and
$\ln(0.00125)/\ln(0.826)=35.05$: 36 advances
and 37 steps, past the 32 steps the engine allows.
There each of the 32 steps advances, and the loop ends without a check.
It ends where the 32nd advance left the body, $0.826^{32}\cdot1\,{\rm
m}\approx2.2\,$mm short of the target. That is safe: the body has not gone
through, and it goes on in the next time step. The separating axis of the
advancement does not help here. The wall's normal does not keep the
shapes apart at the step's end, since the ball would be through. The trap is to think the
advancement slow because the bound $L$ is loose. Here $L$ is exact, and
the slowness is the geometry of a glancing approach.

@*1 Answers for chapter 14.

@ {\bf Chapter 14, problem P1.} The row of ten boxes is one island. Each
box touches its neighbours, and a chain of contacts joins the first box to
the last. The eleventh box touches only the ground, which is no vertex of the graph,
so that box is an island of its own. The pendulum's first box hangs from a
static pin, which ties nothing. But the distance joint ties the two
boxes of the pendulum, and they make a third island. There are three islands in all.
The ball on the fifth box and on
the eleventh joins them: the row, the ball and the eleventh box are one
island, and with the pendulum there are two. Were the ground a vertex,
the row and the eleventh box would be one island through it before the
ball came. Were the pin part of the same static body, the pendulum
would join them too. Then the whole world would be one island, which sleeps
only when the pendulum stops. The trap is to count the static pin, or the ground, as a
link.

@ {\bf Chapter 14, problem P2.} A still body moves slower than $v_s=s/T_s
=1\,$cm/s, for less than $T_s$ before it sleeps. So it moves less than $v_sT_s=s
=5\,$mm, one slop, which is the point of the choice. The wheel is still
while $R\vert\omega\vert<v_s$, that is while $\vert\omega\vert<0.01/0.5=0.02\,$rad/s,
about $1.15^\circ$ a second. The ball's speed near the top is $g\vert
t-t_{\rm top}\vert$, which is below $v_s$ for $2v_s/g=2\,$ms, an eighth of a step
at 60\thinspace Hz. The still time is read at the steps' ends. Their
speeds differ by $gh\approx0.17\,$m/s, the velocity gravity adds in one step, which is seventeen times $v_s$.
So at most one
step's end falls in the window, and sleeping needs $T_s/h=30$ in a row.
The trap is to test the speed against the threshold once, without a
time. Every thrown ball would then sleep at the top of its flight.

@ {\bf Chapter 14, problem P3.} Union by size, with a tie keeping the lower
index as the root, gives these parents after each edge.
Edge $(3,5)$: body 5 goes
under 3, $[0,1,2,3,4,3,6,7]$. Edge $(1,2)$: 2 under 1, $[0,1,1,3,4,3,6,7]$.
Edge $(5,6)$: the find of 5 halves nothing, since its parent is the root; 6 goes under
3, $[0,1,1,3,4,3,3,7]$. Edge $(2,3)$: the tree of 1 has two bodies and that of
3 has three, so 1 goes under 3, $[0,3,1,3,4,3,3,7]$. Edge $(6,7)$: 7 under 3,
$[0,3,1,3,4,3,3,3]$. Edge $(0,4)$: 4 under 0, $[0,3,1,3,0,3,3,3]$. There are two
islands, $\{0,4\}$ named 0 and $\{1,2,3,5,6,7\}$ named 3. Only the find
from body 2 walks two parents, $2\to1\to3$. That find comes after the
edges. The step then finds every body in turn, 0 to 7, to gather
each island's still time at its root, before the islands are named. Halving
then points 2 at 3, and the array is $[0,3,3,3,0,3,3,3]$, every find one
parent long.

Without sizes, with the lower index always the root, take the row's
edges from the right: $(n-2,n-1)$, $(n-3,n-2)$, \dots, $(0,1)$. Each edge
hangs the old root under the new lower one. The result is a chain $n-1\to n-2\to\dots
\to0$ that is $n-1$ deep. The first find from body $n-1$ reads every one of the
$n-1$ links, in about $(n-1)/2$ jumps, since halving points every other
body it passes at its grandparent. It leaves a tree about half as deep, and later finds keep halving it.
That is why halving alone still gives a logarithmic cost per find on
average, and union by size the nearly constant one \cite{tarjan1984}.
The trap is to think that the lower-index rule, being deterministic,
also keeps the trees shallow.

@ {\bf Chapter 14, problem P4.} The masses are as the areas, $m_1=0.9\rho$
and $m_2=0.72\rho$, so $m=1.62\rho$, and $\vec c=(0.9\cdot1.5+0.72\cdot
3.3)/1.62=(2.3,0)$. The offsets are $-0.8$ and $1.0$. The parts' own moments
are $I_1=m_1(3^2+0.3^2)/12=0.682\rho$ and $I_2=m_2(0.6^2+1.2^2)/12=
0.108\rho$, and $I=0.682\rho+0.9\rho\cdot0.64+0.108\rho+0.72\rho\cdot1
=2.086\rho$. Without the offsets' terms an engine finds $0.790\rho$,
about $2.6$ times too small. It then spins the hammer $2.6$ times too fast for
the same angular impulse, since $\Delta\omega=\Delta L/I$. This is the planted
bug of debugging exercise~14.2. Leaving out the head's own $I_2$ errs by
5\thinspace\%, and leaving out the handle's own $I_1$ by a third: a small part far out is nearly a
point mass. The trap is to add the parts' moments about their own
centroids, which do not share an axis.

@ {\bf Chapter 14, problem P5.} Expand the square: $\vert\vec v+\omega
\times\vec r_k\vert^2=\vert\vec v\vert^2+2\vec v\cdot(\omega\times
\vec r_k)+\omega^2\vert\vec r_k\vert^2$. Sum with the weights
$m_k$. The middle term gives $2\vec v\cdot(\omega\times\sum_km_k\vec
r_k)=0$, and the first gives $m\vert\vec v\vert^2$. The last, with
the parts' own $I_k\omega^2$, gives $\omega^2\sum_k(I_k+m_k\vert\vec
r_k\vert^2)=I\omega^2$. So the split keeps the kinetic energy.

A perfectly inelastic head-on blow loses
${1\over2}m_nv_0^2$. Here $m_n=Mm'/(M+m')$ is the effective mass of the blow, for the ball of mass $M$
and what it hits, of mass $m'$. If the brick breaks off first, $m'=m_k$; if the
wall takes the blow, $m'=m$. Since $m_n$ grows with $m'$, a brick struck alone takes
far less energy out of the ball than the whole wall would. The ball would then go on into the next course:
the idealised picture of a wall being
holed. The engine does not reach that picture, since the loose brick still touches
the wall behind it and passes the blow on within the step
(Table~\tabref{wall}). Exercise~3 comes closer. The trap is to think the
split itself must cost energy: it is the collision after the split that loses
energy.

@ {\bf Chapter 14, problem P6.} Two parts are connected when they touch
in the body's own frame. So chapter~4's collision of the two shapes at
their offsets must give a depth of at least $-10^{-9}\,$m, a
tolerance for rounding, since bricks laid edge to edge
touch exactly. The groups
are the connected components of that graph. They are found by the union and find
of the islands over the touching pairs. Testing the pairs costs $O(k^2)$ for $k$ parts, or
less with the boxes sorted, and the unions cost nearly linear time. The test belongs
right after the parts have broken off in phase~1, before the search runs
again, and only for the bodies that lost a part. Every group but the
one with the lowest part becomes a body, by the same split that the
chapter uses for one part. The group leaves with the velocity of its own centre, $\vec v+
\omega\times\vec r_g$, and the body's $\omega$. That keeps momentum
and energy, by the argument of problem~P5 with groups for parts. The trap
is to take the slop as the tolerance: a gap of a few millimetres between two
bricks would then hold them together.

@*1 Notes for the teacher on the exercises.
What a teacher may want to know of an exercise, and the student is better
without: what the reference solution gives, and which wrong solutions
the test catches. They are here rather than beside the exercises.
@^teacher, notes for@>

@ {\bf Chapter 1, exercise 1.} The reference solution changes only the
container's projection: a particle found $d$ beyond $R-r$ is put back at
$R-r-e\,d$ from the centre, which for $e=0$ is $R-r$ exactly, so a drop
with \.{restitution=0} gives chapter~1's positions bit for bit over the 600
steps of the first check. The second drops the particle 5\thinspace m with
$e={1\over2}$ and asks a first bounce between 0.2 and 0.3 of the drop at
$h={1\over60}\,$s and below 0.05 at $h=0.03\,$s. The derived ratios are
$e^2={1\over4}$, within $0.025$, and at most $(ed+u^2/2g)/H=(0.1+0.0101)/5
\approx0.022$, and each bound is twice the neglected terms away. A
particle that never moves up at $h={1\over60}$ is a failed check, so a
solution that reads the key and ignores it, whose particle lies on the
floor, fails. A third case drops it with $e=0.8$ at $h={1\over60}$ and
asks a ratio between 0.49 and 0.79, $e^2=0.64$ within twice the neglected
$0.076$: a solution that takes $e$ as ${1\over2}$ whatever the key says
bounces to about a quarter, and one that uses $e^2$ for $e$ to about
$e^4=0.41$, and both fail. The test
catches a solution that gives restitution to the velocity, as chapter~5
does: its bounce is a quarter at both steps and fails the bound 0.05.
Asked why the bounce depends on the step: the next step reads the
velocity $\bigl(e-(1+e)\varphi\bigr)v$, and $\varphi$, where the crossing
falls in a step, is 0 at $h={1\over60}$ and ${1\over3}$ at $h=0.03$, which
gives $ev$ and 0; restitution given to velocities gives $-ev$ whatever
$\varphi$.

@ {\bf Chapter 1, exercise 2.} The reference solution's cells are squares
of one and a half diameters of the largest particle, so that a pair a pass
has pushed together is still in neighbouring cells; the cells are hashed
into $2^k\ge2n$ buckets and the particles sorted by bucket, and a particle
is tested against those of the nine cells around its own that come after
it, so that each pair is tested once. The test's first check steps 600 and
1200 particles $0.41\,$m apart, not touching, once: all pairs would test
179{,}700 and 719{,}400 pairs, four times as many; the test asks fewer than
a tenth of $n(n-1)/2$ and less than $2.5$ times as many for twice the
particles. A loop over all pairs that counts them fails both, and one that
counts nothing fails the check that some pairs were tested. The second
check asks the pile's deepest overlap after 5\thinspace s within 0.5 to
1.5 times all pairs', the spread that the order of a pass alone makes
(exercise~4), and every centre within $7.8\,$m of the container's, to
$10^{-9}\,$m; the reference's own comment reports that cells of one
diameter double the deepest overlap, which the bound 1.5 refuses. Asked why
the work only doubles: a particle's nine cells hold as many particles as
the density puts there, whatever $n$.

@ {\bf Chapter 1, exercise 3.} The reference solution changes only the
share of $h^2\vec a$ in the first step, 1 with \.{start=naive} and
${1\over2}$ otherwise. Its error is a derivation, not a measurement:
$-{1\over2}\cdot10\cdot h\cdot10\,$m vertically at $t=10\,$s, which its
note under \.{ctest -V} prints beside the exact start's rounding. The
test catches a first step that leaves out $h^2\vec a$ altogether, which
errs by as much the other way, upward, and a solution whose
\.{start=exact} is not chapter~1's start, which must err by rounding
alone. Asked why the error grows with $t$
instead of staying the ${1\over2}h^2\vec a$ of the first step: from
$\vec x_0$ and $\vec x_1$ the recurrence follows exactly the parabola
through them, whose initial velocity is $\vec v_0+{1\over2}h\vec a$, so
the first step's error becomes a velocity error, and that grows into
${1\over2}\vec a\,h\,t$.

@ {\bf Chapter 1, exercise 4.} The reference solution sorts the particles'
indices by height, lowest first, at each pass, and visits the pairs in that
order. The test settles chapter~1's pile for 20\thinspace s with two and
with eight passes and asks the sorted deepest overlap below the unsorted one
and above half of it. The pile cannot tell lowest first from highest
first, so the test adds a column worked by hand: three particles of radius
$0.5\,$m, each $\delta=1\,$cm into the one below, made top first, stepped
once with one pass and no gravity. Lowest first, the bottom pair is pushed
apart by $\delta/2$ each, the top pair is then $3\delta/2$ deep and the top
rises $3\delta/4=7.5\,$mm; in the index order, here highest first, it rises
$\delta/2=5\,$mm; both to $10^{-12}\,$m, the rounding of numbers near 2. A
solution that sorts highest first, or reads the key and does not sort,
gives 5\thinspace mm by height and fails. Asked to explain the result: the
contact with $D$ particles above it must do the work $S_D=2Dgh^2$ in every
step, whatever the order, shared among the $n_{\rm pass}$ passes, so its overlap stays
of the order of $S_D/n_{\rm pass}$; the order changes only how evenly the passes share
it, by a factor below two, as Gauss--Seidel against Jacobi on a chain.

@ {\bf Chapter 2, exercise 1.} The reference solution moves a body by
$h\vec v_n+{1\over2}h^2\vec a_n$ and gives it the first half kick in
phase~3, and the second half kick, with $\vec a_{n+1}$, in the next step's
phase~2. Then $\vec x_{n+1}-2\vec x_n+\vec x_{n-1}=h(\vec v_n-\vec
v_{n-1})+{1\over2}h^2(\vec a_n-\vec a_{n-1})=h^2\vec a_n$, Verlet's
recurrence, and the first step is chapter~1's exact start: that is the
answer to the question. The test asks the projectile's position within
$10^{-7}\,$m of the parabola at each of 600 steps, the rounding that
chapter~1 bounds by $2.4\times10^{-8}\,$m, and on the spring of period
2\thinspace s the positions within $10^{-11}\,$m of position Verlet's for
600 steps, the rounding a step carried as a velocity error that the spring
turns round. A first step with a whole $h^2\vec a$ is off by
${1\over2}h^2g=1.4\,$mm at the first step. A solution that gives both half
kicks the $\vec a_n$ at $\vec x_n$ passes the projectile, whose $\vec a$ is
constant, but on the spring its second difference is
${1\over2}h^2(\vec a_n+\vec a_{n-1})$, off Verlet's by up to
${1\over2}h^3\omega^3\approx7\times10^{-5}\,$m a step, and fails.

@ {\bf Chapter 2, exercise 2.} The reference solution adds
${1\over2}h\vec a_n$ to each Verlet body's reported velocity, $\vec a_n$
being gravity and the spring's pull at $\vec x_n$, and otherwise computes
|ph_world_energy|; the other integrators keep |ph_world_energy| whole. The
band is derived in the test: with $x_n=\cos n\theta$ the central velocity
is $-\sin n\theta\sin\theta/h$, and
$E_n={1\over2}\omega^2(1-{1\over4}\omega^2h^2\sin^2n\theta)$, between
$(1-{1\over4}\omega^2h^2)E_0$ and $E_0$, a band of $6.9\times10^{-4}$ at
$h={1\over60}$. Over 100{,}000 steps the test allows $10^{-8}E_0$ outside
the band for rounding, asks the lower edge approached to a tenth of the
band, and asks the reported energy to wobble more than ten times the band.
A solution that returns the reported energy wobbles by the order of $\omega
h$, some $0.05$, and fails the lower edge, and so does one that takes
$\vec a$ from gravity alone, since the spring world has none; one that
subtracts the half step wobbles by as much; a constant, such as the
modified energy, never approaches the lower edge and fails that check.
Asked why the central velocity is the reported one plus
${1\over2}h\vec a_n$: $\vec x_{n+1}-\vec x_{n-1}=(\vec x_n-\vec x_{n-1})
+(\vec x_n-\vec x_{n-1}+h^2\vec a_n)$, divided by $2h$.

@ {\bf Chapter 2, exercise 3.} The reference solution returns
$2\pi h/\arccos(1-{1\over2}\omega^2h^2)$, and a NaN beyond the stability
limit. The test measures the period over a thousand periods at $\omega=\pi$,
$h={1\over60}$ and ${1\over30}$, interpolating each upward sign change
linearly between the two steps around it: the line misses the zero of the
cosine by about ${1\over8}\theta^2$ of a step, $10^{-8}$ of a period over
a thousand, while counting steps would know the period only to $h/1000$,
$8\times10^{-6}$ of it. It asks the function within $10^{-6}$ of the
measured period, and the measurement below $2\pi/\omega$ by more than half
of ${1\over24}\omega^2h^2$. The true period $2\pi/\omega$ is off by
${1\over24}\omega^2h^2$, $1.1\times10^{-4}$ at $h={1\over60}$ and
$4.6\times10^{-4}$ at ${1\over30}$, and fails; so does $\theta=\arctan\omega
h$, explicit Euler's angle, whose period is too long by about
${1\over3}\omega^2h^2$, and a period counted in steps, $2\pi/\theta$. The
measured period confirms the derivation: $\theta\approx\omega
h(1+{1\over24}\omega^2h^2)$, so the simulated spring runs fast by
${1\over24}\omega^2h^2$ of a period.

@ {\bf Chapter 2, exercise 4.} The reference solution returns 0 for
explicit Euler, $+\infty$ for a spring of no stiffness or a world of
static bodies, and $2/\sqrt{k\,w_{\max}}$ otherwise, $w_{\max}$ the
largest inverse mass. The test checks the values to $10^{-12}$: $2/\pi$ on
the spring world, $2/(\sqrt2\pi)$ once a body of half the mass is added,
so that a solution that takes $\omega$ from $k$ alone fails, and 0 for
explicit Euler. It then runs symplectic Euler at 0.95, 0.995, 1.005 and
1.05 times the step given; its note under \.{ctest -V} gives the largest
$E/E_0$ of each run. An answer of $1/\omega$ fails there too: at 1.005
and 1.05 times it $\omega h$ is near 1, well inside the limit, and the
energy does not grow. Asked why no step is stable for explicit Euler: on
the spring its step multiplies $x+iv/\omega$ by $1-i\omega h$, whose size
$\sqrt{1+\omega^2h^2}$ is above 1 for every $h>0$.

@ {\bf Chapter 2, exercise 5.} The reference solution keeps $p$ and $q$,
from 1 to 1000, as integers in the clock: a frame of $f$ ticks adds
$f\cdot|rate|\cdot p$ to the accumulator, a step is worth
$|ticks_per_second|\cdot q$, and a new scale converts what the accumulator
holds to the new $q$. The test runs 5000 frames of 1 to 120 milliseconds
at the scale ${1\over4}$ with a cap of 100 steps and at 3 with a cap of 8,
and asks, exactly since integers have no rounding, that the steps taken and dropped add up to $\lfloor15T\rfloor$
and $\lfloor180T\rfloor$, $T$ the total in seconds, that $\alpha$ after
each frame be the fractional part of $15T$ or $180T$, and that only the
second clock drop steps (a frame of 120\thinspace ms is due $21.6$ of them).
A clock that scales $h$ instead counts $60T$ steps and fails, as does one that
multiplies the step by $q$ but forgets $p$ in the frame, at the scale 3;
one that divides $\alpha$ by |ticks_per_second| alone gives four times the
fraction at ${1\over4}$. A scale of $0/1$ or of $1/(-2)$ must be refused
with ``scale'' and leave a frame of 100\thinspace ms its 6 steps. Asked
what $\alpha$ is: the accumulator over $|ticks_per_second|\cdot q$, the
fraction of a step of world time still owed. Asked how large $p$ may be:
the largest product is a frame's ticks times |rate| times $p$; with frames
of at most an hour, nanosecond ticks and a rate of 1000 that is
$3.6\times10^{15}p$, below $2^{63}\approx9.2\times10^{18}$ for $p$ up to
about 2500.

@ {\bf Chapter 3, exercise 1.} The reference solution reads \.{drag=} on
every body line, refuses a value that is not $\ge0$ with a message naming
drag, and keeps the bodies with drag in a list; before each step the scene
applies $-c\,\vec v$ to each, $\vec v$ from |ph_body_velocity|. From
$m\dot v=mg-cv$, $v=v_\infty(1-e^{-t/\tau})$ with $v_\infty=mg/c$ and
$\tau=m/c$, the answer to the question. The test asks, after a minute, the
wooden box of 60\thinspace kg with $c=30$ at 20\thinspace m/s and the pillow
box of 20\thinspace kg with $c=5$ at 40\thinspace m/s, to
$10^{-3}\,$m/s: the pillow's transient is down to
$40e^{-15}=1.2\times10^{-5}\,$m/s, and at the terminal velocity $mg=cv$
holds exactly, so the steps do not move it. At $t=\tau=2\,$s the wooden box
must be at $20(1-e^{-1})=12.64\,$m/s to $0.1\,$m/s, which covers the half
step by which the force and the reported velocity each lag, about
$0.03\,$m/s. A drag with the wrong sign, applied twice (10\thinspace m/s),
or divided by the mass (1200\thinspace m/s for the wooden box) fails, and
so does a quadratic drag, $\sqrt{mg/c}=4.5\,$m/s; a box without the key
must pass 590\thinspace m/s, and a wooden circle of radius $0.5\,$m with
$c=20$ must fall at its own $mg/c$, $23.6\,$m/s, so a solution that reads
the key on \.{box} lines alone does not load the scene. A negative drag on
a box and on a circle must stop the demo with status~2 and ``drag''.

@ {\bf Chapter 3, exercise 2.} The reference solution returns $4m/h^2$ for
Verlet and symplectic Euler, from $\omega h<2$ and $\omega^2=k/m$; 0 for
explicit Euler, which gains energy at every stiffness; $+\infty$ for a
static body; and 0, after the body functions' report, for a handle of no
body. The test asks $4\cdot8\cdot3600=115200\,$N/m for 8\thinspace kg at
$h={1\over60}\,$s and ten times that for 80\thinspace kg under both
integrators, to $10^{-12}$ relative, a product and a division: $2m/h^2$, the
inverse mass, or an answer that ignores the integrator fails there, and a
static body, whose mass is 0, must give $+\infty$, not $4\cdot0/h^2$. It
then swings the 8\thinspace kg box under Verlet from 1\thinspace m for 1000
steps: at 0.99 of the limit, $\omega h=1.990$, Verlet's positions are an
exact cosine and must stay within $1+10^{-9}\,$m; at 1.01, $\omega
h=2.010$, the recurrence $x_{n+1}=(2-\omega^2h^2)x_n-x_{n-1}$ has the root
$-1.22$ and the swing must pass 10\thinspace m. So the limit the function
gives is the edge, as the exercise asks to compare.

@ {\bf Chapter 3, exercise 3.} The reference solution is chapter~3's fan
from the first vertex, with signed triangles and any number of vertices;
every answer the test asks for is exact or nearly so, and its checks
are of values worked by hand. The test catches a fan that adds the sizes
of its triangles, as if the polygon were convex: listed counter-clockwise
from $(0,0)$ the L is seen whole from its first vertex, so all four
triangles are positive and the area 3 comes out right, but listed
clockwise from $(0,2)$ one triangle has the other sign, and such a fan
gives 4 for $-3$; the plus sign gives it 7 for 5. It catches too a
solution limited to the eight vertices a shape can hold (the plus sign has
twelve), and one that touches the centroid or returns anything but 0 for
two vertices. Asked why the fan needs no convexity: each triangle's signed
area is one term of the shoelace sum, Green's theorem over the edges, so
the parts of the triangles that lie outside the polygon, or are counted
twice, cancel.

@ {\bf Chapter 3, exercise 4.} The reference solution adds the parts'
masses from |ph_shape_mass| and the moments of their centres of mass, each
its own centroid plus its offset, and divides by the total mass when there
is any; the inertia stays 0. The test asks the hammer's $68.8\,$kg and
centre $(0,72.08/68.8)$ in both orders of the parts, a single part equal to
|ph_shape_mass|'s data moved by its offset (the quadrilateral of
540\thinspace kg at $(10,5)$, centred at $(10+{19\over9},5+{11\over9})$),
three balls, two wooden and one of steel, with the sums worked from their
masses, and no parts giving no mass at the origin; all to $10^{-12}$
relative, a few roundings of decimals. A centre weighted by area puts the
hammer's at $0.138/0.18\approx0.767\,$m, and one that forgets the offsets
at 0, since the boxes are centred on their origins; one that forgets each
shape's own centroid passes the hammer for that reason but puts the
quadrilateral's centre at $(10,5)$; and one that divides by a mass of 0
with no parts gives a NaN. All fail.

@ {\bf Chapter 3, exercise 5.} The reference solution parses the line,
refuses a second attractor or a strength that is not positive, and before
each step pulls every moving rigid body not at the point with
$(G\,m/r^3)(\vec p-\vec x)$. Asked why all bodies move alike: the
acceleration is the force over the mass, $G/r^2$ toward $\vec p$, and the
mass has gone, as under gravity, whose force is also proportional to the
mass. The test starts a wooden box of 15\thinspace kg and a steel ball of
$785\cdot0.09\pi\approx222\,$kg at $r=4\,$m with $G=100$ and the speed
$\sqrt{G/r}=5\,$m/s across the line to the point, and asks their paths to
agree to $10^{-12}\,$m for 600 steps, room for the ulp or two by which the
mass goes into the force and out again; a force that forgets the mass
gives the two bodies accelerations in the ratio of their masses and fails.
The orbit must keep its radius to $10^{-2}\,$m and turn $\omega t=12.5\,$rad
in 10\thinspace s to $10^{-2}\,$rad, above Verlet's errors of order
$(\omega h)^2=4.3\times10^{-4}$: a law in $1/r$, or a pull along the
unnormalized $\vec p-\vec x$, is four times too strong at $r=4$ and leaves
the circle, and a push sends the bodies away. A strength of 0, a line without
one, and a second attractor must not load.

@ {\bf Chapter 4, exercise 1.} The reference solution finds the segment's
nearest point $\vec q$ to the circle's centre by the parameter $u$ of
the projection, an end for $u\le0$ or $u\ge1$ and the inside otherwise,
and then treats $\vec q$ with the radius $r_A$ as a circle against the
circle. The test's five cases are worked by hand, to $10^{-12}$, and it
checks normal, depth, count, id and point of each. It catches a
solution that looks at the two ends alone (the circle at $(0.3,0.9)$ is
then $1.14$ from the nearer end and finds no contact), one that swaps the
ids 31 and 131 or points the normal from the circle, one that puts the
point on a surface rather than halfway between the two, and one that
returns no normal and depth when the shapes are apart (the circle at
$(0,1.2)$ must still give $(0,1)$ and $-0.2$). Asked why a capsule and a
circle reduce to two circles: the capsule is the set of points within
$r_A$ of its segment, so its distance from $\vec c$ is the segment's
distance, $\vert\vec c-\vec q\vert$, less $r_A$, and the nearest points
lie on the line from $\vec q$ to $\vec c$, as for a circle of radius $r_A$
at $\vec q$.

@ {\bf Chapter 4, exercise 2.} The reference solution returns 0 when
|ph_collide|'s depth is not negative; otherwise it uses that a closest pair
of two convex polygons has a vertex at one end, and takes the least
distance from a vertex of either polygon to an edge of the other, by the
clamped projection on the edge. The test's cases are worked by hand, to
$10^{-12}$, a few ulps of numbers below 4: $2\times2$ boxes at the origin
and at $(3,3)$ are $\sqrt2$ apart between $(1,1)$ and $(2,2)$, in either
order with the points swapped, while |ph_collide| reports $-1$; face to
face at $(3.5,0.5)$, $1.5$ apart between level points of the facing sides;
a box turned by $45^\circ$ at $(4,0)$, $3-\sqrt2$ from its corner to
$(1,0)$; and overlapping boxes at 0. A solution that returns $-$depth gives
1 for $\sqrt2$; one that measures vertex to vertex gives $1.58$ face to
face and $1.87$ for the turned box; one that measures only $A$'s vertices
to $B$'s edges also gives $1.87$ there, where the nearest point is $B$'s
corner.
Asked why the depth's gap is less than the distance: the separation along
any axis is a projection of the distance, so no longer than it, and
|ph_collide| looks only along face normals, while the closest points here
lie along the diagonal, a direction no face has.

@ {\bf Chapter 4, exercise 3.} The reference solution sorts the rigid
bodies' bounding boxes by their left sides, compares each box with the
following ones whose left sides are not beyond its right side, counting
each comparison, collides the pairs that overlap, and sorts the contacts
by their bodies, so that the list is the all-pairs loop's. The test makes
2000 boxes of sides 0.2 to 1.2\thinspace m, turned at random, in a square
100\thinspace m wide, one in twenty static, takes a step in which nothing
moves, and compares the contacts with those the all-pairs loop makes from
the public functions, pair by pair and bit for bit, since the manifolds
come from the same function on the same numbers; it does so again after a
second search. It asks more box tests than contacts, and fewer than a tenth
of the $1{,}999{,}000$ pairs: a sweep makes about $2\cdot0.9/100$ of them,
$0.9\,$m being a turned box's average width, $(a+b)\cdot2/\pi$ with
$a+b=1.4\,$m. The unmodified loop, which counts nothing, fails, and so does
an all-pairs loop that counts, whatever the static rule skips ($0.25\,\%$
of the pairs); a sweep that leaves the contacts in the order of the sort
fails the comparison.

@ {\bf Chapter 4, exercise 4.} The reference solution adds the setting and
its key, refuses a value that is not finite or is negative, and sets the
margin's absolute part from it for the world's search only, so that
|ph_collide| keeps the default. The derivation asked: with faces of equal
length, the separations differ by $s_A-s_B\approx\varphi\,\Delta x$, at most
$10^{-4}\cdot0.301=3.01\times10^{-5}$, while the margin is
$\kappa=0.02\vert s_A\vert+T\Lambda$ with $0.02\cdot5\times10^{-4}=10^{-5}$; the
reference face stays in every trial when $T\Lambda+10^{-5}$ exceeds
$3.01\times10^{-5}$, so $T^*=2.01\times10^{-5}/\sqrt{0.5}=2.84\times10^{-5}$.
The test runs 1000 turns and slips and counts the trials whose two ids
change: more than 200 with $T=0$, since only the trials with
$\vert\varphi\vert\,\Delta x<10^{-5}$, a third, are held and half of the rest
take the other face; at least one at $T^*/2$; none at $1.25\,T^*$, the
second-order terms being far smaller, and none at the default. It runs
the same trials on boxes 1\thinspace m wide and 5\thinspace m tall, whose
touching faces and first-order motions are the same but whose
$\Lambda=\sqrt{6.5}=2.55$ gives $T^*=7.88\times10^{-6}$, with the same four
demands. A solution that takes $T$ as the margin without the factor $\Lambda$
passes the unit boxes, whose $\Lambda<1$ only widens its margin, but on the tall
boxes its margin at $1.25\,T^*$ is $T+10^{-5}=1.99\times10^{-5}$, below
$3.01\times10^{-5}$, and about a sixth of the trials change ids there: it
fails. A solution
that reads the key but leaves the search at $10^{-3}$ changes no id at
$T=0$ and fails, and \.{reference\_tolerance=-1} must not load.

@ {\bf Chapter 4, exercise 5.} The reference solution counts, in each
search, the pairs whose manifold has no point but a depth that is not
negative. Asked for the blind spot: the first step that finds the overlap
leaves the bar's end between 0 and $vh$ deep, so for $t>vh$ its corners are
inside the plank and vertices inside finds them; for $t<vh$ they may be out
through the far face, and no vertex of either shape is inside the other.
The test drops the bar at 3\thinspace m/s, $vh=0.05$, its end then
$0.04\,$m deep, and at 12\thinspace m/s, $vh=0.2$, its end $0.19\,$m deep,
$0.09\,$m below the plank, each depth to $10^{-9}\,$m since Verlet moves it
by the same displacement every step; it asks no blind pair and two points
by both methods at 3\thinspace m/s, and at 12\thinspace m/s one blind pair
and no point by vertices inside, none and two by clipping. Two boxes whose
bounding boxes overlap but whose shapes are $0.35\,$m apart must give no
contact and no blind pair: a solution that counts every pair with no point
fails there, and one that counts the contacts instead fails at
3\thinspace m/s.

@ {\bf Chapter 5, exercise 1.} The reference solution reads the rule into a
setting and, in phase~3, mixes the two restitutions by it, calling
|ph_mix_restitution| for \.{max}, which stays as it was. The test puts a
super ball, $e=0.95$, just inside a static floor of $e=0.1$, moving down
at 3\thinspace m/s: in one step of ${1\over60}\,$s gravity adds $gh$ before
the solve, so the ball must leave at $e(3+{1\over6})\,$m/s with $e=0.95$,
$0.1$, $0.095$ and $0.525$ for \.{max}, \.{min}, \.{product} and \.{mean},
to $10^{-9}\,$m/s, a few roundings; the nearest two, \.{min} and
\.{product}, differ by $0.005(3+{1\over6})\approx0.016\,$m/s. A solution that
reads the key and still mixes by the maximum fails the other three, one that uses the mean for the product, or the
other way round, fails both, and one that takes an unknown rule as \.{max}
fails the last check: \.{mixing=sometimes} must stop the demo with a message
containing ``mixing''.

@ {\bf Chapter 5, exercise 2.} The reference solution sums
${1\over2}m\vert\vec v\vert^2$ over the bodies whose inverse mass is not
0. The test's balls of radius $0.5\,$m have the densities that give 2 and
1\thinspace kg and overlap by 1\thinspace cm, so the impact is in the first
step: the energy must be $9\,$J before it, and the step must lose
${1\over2}m_n(1-e^2)v^2={1\over2}\cdot{2\over3}\cdot{3\over4}\cdot9
=2.25\,$J, both to $10^{-9}$, a few roundings. A solution that forgets the
${1\over2}$ gives 18 and 4.5\thinspace J and fails both. The static floor
in the world catches only a solution that takes the mass as $1/w$, whose
$\infty\cdot0$ for the floor is a NaN; one that counts the floor with its
stored mass, 0, adds nothing and is right. The law checked
is the chapter's: in the frame of the centre of mass the kinetic energy is
${1\over2}m_nv^2$ for the relative velocity $v$, and the impact multiplies
the normal relative velocity by $-e$, so that energy is multiplied by
$e^2$, while the energy of the centre of mass's motion is kept.

@ {\bf Chapter 5, exercise 3.} The reference solution's count of bounces,
which its test prints as a note under \.{ctest -V}, lies between the
exact law's 11 and the recurrence's 18 or 19, as the exercise argues.

@ {\bf Chapter 6, exercise 1.} The reference solution returns
${1\over2}m\vert\vec v\vert^2+{1\over2}I\omega^2$ from the body's fields,
and 0 after the body functions' report for a handle of no body. The test's
box of $2\times1\,$m and density 6 has $m=12\,$kg and
$I={12\over12}(4+1)=5\,$kg\thinspace m$^2$, so at $(3,4)\,$m/s and
2\thinspace rad/s it has $150+10=160\,$J, asked to $10^{-12}$ of it, a few
roundings. A solution that leaves out the turning gives 150\thinspace J,
and one that forgets to square $\omega$ gives 155\thinspace J; both fail.
A static body must give exactly 0. Its mass, moment of inertia and
velocities are all 0, so the formula gives 0 for it too, and a solution
that makes no exception for static bodies is right; the check catches
only one that takes the mass as $1/m^{-1}$, or the moment of inertia
from its inverse, and gets $\infty\cdot0$, a NaN. The null handle must be
refused.

@ {\bf Chapter 6, exercise 2.} The reference solution refuses a bad handle,
and a point that is not finite with a message containing ``finite'', and
returns $\vec v+\omega\times(\vec p-\vec x)$, with $\omega\times\vec r=
(-\omega r_y,\omega r_x)$. The test's wheel of radius $0.5\,$m at $(1,2)$
rolls at 2\thinspace m/s with $\omega=-4$: its lowest point $(1,1.5)$ must
be at rest, its top $(1,2.5)$ at $(4,0)$ and its front $(1.5,2)$ at
$(2,-2)$, compared exactly, since every number is a small binary fraction.
A solution with the cross product turned round, $\vec r\times\omega$, gives
$(4,0)$ at the lowest point and fails; one that takes $\vec r$ from the
origin rather than the centre gives $(8,-4)$ there and fails. A point with
a NaN must be refused, not answered with a NaN.

@ {\bf Chapter 6, exercise 3.} The reference solution takes the mass,
centroid and moment about the centroid from |ph_shape_mass| and adds
$m\vert\vec c-\vec p\vert^2$, $\vec c$ the centroid, both in the shape's own
coordinates. The test's values are worked by hand: the quadrilateral of
area 9 has ${130\over9}$ about its centroid $({19\over9},{11\over9})$ and
${130\over9}+9\cdot{482\over81}=68$ about $(0,0)$, and the circle of radius 1
has ${1\over2}\pi+\pi={3\over2}\pi$ about $(0,1)$, each to $10^{-12}$
relative, a few roundings. The test catches the trap the exercise names: a
solution that reads the point as relative to the centroid, as a body's
shape is placed, gives ${130\over9}$ about $(0,0)$ and $68$ about the
centroid; one that subtracts $md^2$ gives a negative value at the vertex,
and one that forgets the mass, adding $d^2$ alone, gives
${130\over9}+{482\over81}\approx20.4$ there.

@ {\bf Chapter 6, exercise 4.} The reference solution adds the two inverse
masses and chapter~6's |turning_term| of each body, and returns $1/k$,
or 0 when $k=0$. Every value the test asks is exact arithmetic worked by hand:
${204\over13}\,$kg at the corner along $(0,1)$, 51\thinspace kg along
$(1,0)$ (since ${1\over60}+{0.0625\over21.25}={1\over60}+{1\over340}
={1\over51}$), 60\thinspace kg along the line through the centre; its note
under \.{ctest -V} prints the first. A solution that leaves out the
turning terms gives 60\thinspace kg at the corner and fails. The floor is
static, so in the first three cases only $B$'s term counts; the box
striking the ball is the case that catches a solution that forgets $A$'s,
since there the ball's arm is 0 and only the box's, $A$'s, is left. Two
static bodies must give 0, not a division by zero, and a point that is
not a number must be refused with a message containing ``finite''. The
exercise's own question has the answer 51\thinspace kg: along $(1,0)$
the arm $\vec r\times\vec n$ at the corner is $0.25\,$m, a quarter of
the 1\thinspace m it is along $(0,1)$, so a sideways blow at the corner
spends less of itself on turning the box, and the point answers more
nearly as the whole 60\thinspace kg would.

@ {\bf Chapter 7, exercise 1.} The reference solution adds
$-j_t(2v_t+j_t/m_t)/2$ to a field of the world where each friction
impulse is made. Its note under \.{ctest -V} gives the work, the kinetic
energy the disk lost and ${1\over6}mv_0^2$. The test compares the work
with the energy lost to $10^{-9}$ of it, so it catches a solution that
counts each impulse with the sliding before it only, or after it only, as
well as one with the sign turned; the second comparison, with
${1\over6}mv_0^2$ to $10^{-4}$, ties the engine to the chapter's rolling
law; and with friction off the work must be exactly 0. Asked why the mean of the sliding before and after: along the
tangent the point's sliding changes by $j_t/m_t$, so the energy the pair
loses is ${1\over2}m_t(v_t^2-v_t^{+2})={1\over2}m_t(v_t-v_t^+)(v_t+v_t^+)
=-j_t(v_t+v_t^+)/2$, exactly, for one impulse.

@ {\bf Chapter 7, exercise 2.} The reference solution adds $\mu_s$ to the
material, refuses one that is neither 0 nor at least $\mu$, completes each
body's $\mu_s$ from its own $\mu$ and mixes the two by the geometric mean,
and cuts a point's friction impulse to the dynamic cap $\mu j$ only when
the impulse that stops its sliding exceeds $\mu_sj$. The ramp has
$\tan\theta=0.5$: a resting box needs the ratio $0.5$ of friction to
normal impulse, within $\mu_s=0.6$, and must not move to $10^{-9}\,$m in
2\thinspace s; launched down at 1\thinspace m/s, it needs far more, and
must speed up at $g(\sin\theta-0.3\cos\theta)\approx1.79\,$m/s$^2$, to
$10^{-6}$ of the gain over 2\thinspace s. With one coefficient of $0.3$
the resting box slides and fails; with one of $0.6$, or a cut to $\mu_sj$
rather than $\mu j$, the launched box slows at $0.89\,$m/s$^2$ and fails.
A box with $\mu_s=1.2$ on a ramp without the key mixes to
$\sqrt{0.3\cdot1.2}=0.6$ and must hold; a solution that mixes first,
$\sqrt{0\cdot1.2}=0$, and falls back to the mixed $\mu=0.3$ lets it slide
and fails. \.{static\_friction=0.1} with \.{friction=0.3} must stop the
demo with ``static friction''.

@ {\bf Chapter 7, exercise 3.} The reference solution reads $\mu_r$ beside
\.{friction=}, refusing a negative one with ``rolling'', and after each
point's friction impulse computes the angular impulse that would stop the
relative spin, cuts it to $\mu_r\,r_p\,j$ either way and turns the two
bodies by it. Asked for the derivation: about the contact point the rolling
disk's angular momentum is ${3\over2}mv\rho$, since its moment there is
${1\over2}m\rho^2+m\rho^2$; the normal and friction impulses pass through
that point, and the rolling impulse takes $\mu_r\rho\,mgh$ from it each
step, so $v$ falls by ${2\over3}\mu_rgh$ a step, a deceleration of
${2\over3}\mu_rg$, and the disk stops after $v^2/2a=3v^2/4\mu_rg$. With
$\rho=0.5\,$m, $v=2\,$m/s and $\mu_r=0.02$ that is $0.133\,$m/s$^2$ and
15\thinspace m, reached after 15\thinspace s of the test's 30. The test asks
15\thinspace m to $2\,\%$ and a speed below $10^{-6}\,$m/s at the end: a cut
that forgets the lever $r_p$ decelerates twice as fast and stops at
$7.5\,$m, one that acts on the centre's speed, $a=\mu_rg$, at
10\thinspace m; both fail. Without the key the disk must still roll at
2\thinspace m/s to $10^{-3}$, and \.{rolling=-1} must not load.

@ {\bf Chapter 8, exercise 1.} The reference solution returns the largest
|manifold.depth| of the world's contacts, starting from 0. Phase~1
measures before anything moves, so after one step the deepest contact is
the starting overlap, $0.5-0.3=0.2\,$m, asked to $10^{-12}\,$m, the
rounding of that subtraction; its note under \.{ctest -V} prints the three
depths. The test catches a solution that measures the overlap again after
the step (split impulses have lifted the box by about
$\beta(d-s)=39\,$mm, less the $gh^2=2.8\,$mm of gravity), one that returns
the excess $d-s=0.195\,$m, and one that keeps the deepest contact of any
step, not of the last, which after 60 steps under split impulses still
gives 0.2\thinspace m, where the test wants below 20\thinspace mm. A floor
alone must give exactly 0, which a maximum started at $-\infty$ does not,
and a null world must be refused with ``no world''. Three boxes started
0.1, 0.2 and 0.05\thinspace m deep, whose contacts phase~1 lists in that
order, must give 0.2\thinspace m: that catches a solution that returns the
first contact's depth, or the last one's.

@ {\bf Chapter 8, exercise 2.} The reference solution adds the setting,
$+\infty$ by default, refuses a value not above 0 in |ph_settings_check|,
and caps $b$ where phase~3 computes it, the one place from which both
Baumgarte's target and the split target take it. The test's box cannot
turn, so its first point takes the whole impulse, and it leaves the first
step at the capped bias itself: 1\thinspace m/s under Baumgarte's method
with \.{max\_bias=1}, $0.2\cdot0.195\cdot60=2.34\,$m/s without the key;
under split impulses it rises ${1\over60}\,$m at velocity 0. These are a
few roundings of numbers near 1, so $10^{-9}$ is generous. The test
catches a default of 0 (the box would leave at rest without the key, or
every world would be refused), a cap on Baumgarte's bias alone (split
impulses would lift the box $2.34/60\,$m$\;=39\,$mm), a push put into the
real velocity (1\thinspace m/s, not 0), a check that lets 0 through, and a
message that spells the key without its underscore.

@ {\bf Chapter 8, exercise 3.} The reference solution, when the switch is
on, takes from each depth in phase~7 its bodies' relative motion along
the normal since phase~6 began, from |previous|. In the test phase~6 lifts
the bounced box by $h(3+gh)=52.8\,$mm, more than its 50\thinspace mm: the
carried depth is below the slop and projection does nothing; off, it
pushes $0.8(0.05-0.005)=36\,$mm more; both to $10^{-12}\,$m, roundings of
numbers near 1. The test catches a switch on by default (no key ends
36\thinspace mm low), a motion of the wrong sign or with $A$ and $B$
swapped (the depth becomes 0.1028\thinspace m, the push 78\thinspace mm),
and a bad value not refused naming \.{reproject}. Its second case starts
the box 0.2\thinspace m deep: the carried depth, 147.2\thinspace mm, is
above the slop, so projection must push it $0.8(0.1472-0.005)=113.8\,$mm;
started again moving sideways at 4\thinspace m/s, it must end at the same
height. That catches a solution that skips projection when the switch is
on (113.8\thinspace mm low) and one that subtracts the length of the
motion, $h\sqrt{4^2+(3+gh)^2}$, not its part along the normal
(25.8\thinspace mm low); the first case lets both through. The question: a body
that does not turn moves all its points by one vector, so along the
normal, which does not turn either, the gap changes by exactly the
relative displacement while the same features touch. A body that turns
moves its contact point besides by about $\Delta\theta\times\vec r$,
turns the face that gives the normal, and may bring another corner
deepest; the linear guess sees none of that.

@ {\bf Chapter 8, exercise 4.} The measured $\sigma$ varies by some
\ChEightSigmaSpread\thinspace\% across the rates and methods (the
paragraph on the rates), so the predictions land within
\ChEightPredicted\thinspace\% of the excess; the form
$s+(1-z)\sigma/z$, the depth just after a push, fails at once, since at the
rate 0.2 it does not give the measured depth back, and at 0.8 it would
predict a fifth of the excess. Asked why $\sigma$ is nearly the same under all
three methods: it is made by the real solve, which sees the same resting
box under each.

@ {\bf Chapter 9, exercise 1.} Both
comparisons are exact, since multiplying by 0 and by 1 changes no bit
($0\cdot x$ may be $-0$, which compares equal to 0); a solution that
scales the totals after applying them fails the comparison with
\.{warm\_start=off}; one that scales only the normal one passes it, since at
$q_w=0$ the cap $\mu q_w\lambda$ cuts the tangent total to 0 anyway, and fails
the comparison at $q_w={1\over2}$. Asked why one would trust the last
step less: a factor below 1 takes back part of a warm start that was too
large (a contact whose load moved), at the price of the convergence the
section on warm starting buys.

@ {\bf Chapter 9, exercise 2.} The state of
Figure~\figref{converge}, one cold step from the warm run's state, needs
|ph_world_set_settings| between steps and is not what the test makes.
The warm residual is about $10^{-3}\,gh$, the figure's plateau; the cold
one is of the order of $gh$, since a fallen stack meets its contacts anew
in every step.

@ {\bf Chapter 9, exercise 3.} Warm started and at rest, the stack's passes after the
first change its velocities by far less than 1\thinspace mm/s, so the
reference solution's last step stops after a handful of passes (its note
under \.{ctest -V} says how many), far below the 50 the test allows; the
bound of 50 only says that stopping must have happened. Asked why a
tolerance on velocities and not on impulses: $j/m_n$ is what a pass
changes at the point, in units a reader can compare with $gh$.

@ {\bf Chapter 10, exercise 1.} The reference solution moves |grid_scale|
into the settings, 1 by default, refuses in |ph_settings_check| a factor
outside $[0.5,8]$ with a message naming \.{grid\_scale}, and multiplies the
mean size by it. The test searches a pile of 12 rows once with $q_g=0.5$, 1
and 8: the contacts, pair by pair with the first point's id, must be the
same, since the grid finds every overlapping pair whatever its cells, and
$q_g=8$ must cost more than twice the box tests of $q_g=1$, which catches a
solution that ignores the key. A row of unit boxes with centres 1.6\thinspace m apart (gaps of 0.6\thinspace m)
must make no box test in cells of 0.5\thinspace m and some in cells of
2\thinspace m; that catches a solution that divides by $q_g$, which passes the
pile (its cells of ${1\over8}\,$m make every box large, as costly as coarse
cells). Through the C interface the test sets the factor with
|ph_world_set_settings|, finding the field it cannot name as the one
|double| of |ph_settings| that holds 0.5, 1 and 8 after the three keys: 0.5
and 8 must be taken, 0.4, 8.5, 9 and a NaN refused naming \.{grid\_scale}
(and 9 by |ph_world_create|), and $q_g=8$ set by the call must make the row's
box tests that the key makes. That catches a range checked in the scene
reader alone. Its notes under \.{ctest -V} give the counts. The measurement: for
boxes at random, problem~P1's model gives box tests a body in proportion
to $(q_g+1)^4/q_g^2$, least at $q_g=1$, ${81\over64}$ of that at $q_g=0.5$ and~2,
and $6561/1024=6.4$ times it at~8; piled boxes, which touch, depart from it.

@ {\bf Chapter 10, exercise 2.} The reference solution computes the
mean and the sum of squares of the boxes' centres along $x$ and along
$y$ before the sort, and sweeps along $y$ when its spread is the larger,
reading the lower edges for the keys and the upper edges for the sweep on
the same axis. Its note under \.{ctest -V} gives, for the column and for
the row, the number of contacts swept and by all pairs and the box tests
a body. The test asks fewer than five box tests a body for both, and the
contacts of all pairs, pair by pair: a solution that always sweeps
along $x$ fails on the column (the test adds a note when the column
costs more than 50 a body), one that always sweeps along $y$ fails on the
row. Asked which
scene defeats the better axis: a column and a row of boxes that cross,
equally long; whichever axis is chosen, the boxes of one of the two lines
all overlap on it, and that line costs about as many box tests a body as
it has boxes. Chapter~10's grid, which looks only at neighbouring cells,
is not troubled by either line.

@ {\bf Chapter 10, exercise 3.} The reference solution counts a pair where
each search decides it: in |pair_wanted|, when the layers refuse a pair
whose boxes overlap and that is not two static bodies; in chapter~4's
loop, which asks the layers first, by testing the refused pair's boxes
itself. The grid tests the boxes of every two entries of a cell, as
chapter~10 says |box_tests| counts them, and keeps a refusal only when the
cell owns the pair, so that a pair sharing several cells is counted once.
The count is zeroed at every search. The test
draws 400 boxes, one in ten static, with random layers, and asks the three
searches for exactly the count made by brute force over all
$400\cdot399/2$ pairs, which its note under \.{ctest -V} prints: a count
has no rounding. It catches a grid that counts a pair in every cell the
two share (the boxes, up to 5.15\thinspace m, against cells of the mean
size, about 2.7\thinspace m, often share two or four), a chapter~4 loop that
counts refused pairs without their boxes (about three quarters of all pairs are
refused, since $P(c_a\land m_b\ne0)={1\over2}$ for each side), and a count
never zeroed, which the second and third searches double and triple. Then
problem~P3's two boxes, given layers that refuse them, must make four box
tests in the grid, one in each shared cell, and one refusal in each
search: that catches a grid that asks the cell's ownership before the
boxes (one box test, the count the problem's answer rules out) and one that
counts the refusal in every shared cell (four).

@ {\bf Chapter 11, exercise 1.} The reference solution puts the setting,
2 by default and refused outside $[1,8]$ naming \.{static\_scale}, in
place of the 2 of $\min(2f,1/4\hs)$. The test rests a unit box on the floor
at 10\thinspace Hz, where $F=1$, 2 and~4 stay below the cap of
60\thinspace Hz and $F=8$ meets it, and asks its depth after 3\thinspace s
to be $1.25\,g/\omega^2$, $\omega=2\pi\min(F\cdot10\,{\rm Hz},60\,{\rm Hz})$,
to $10^{-3}$ of it for $F=1$, 2, 4 and~8: the
model is the passes' exact fixed point, and the slowest motion, decaying
at $\omega/2\zeta$, has fallen by $e^{-9.4}$ or more; its note under
\.{ctest -V} prints the depths. A solution that ignores the key rests a
quarter as deep as the model at $F=1$; one that divides by $F$ rests 16
times as deep at $F=2$; one that drops the cap rests at $(60/80)^2=0.5625$
of the model at $F=8$. One that scales every contact passes that, and
fails the second check: a box of density 100 on one of density~1, whose
contact, between moving bodies, must keep its depth from $F=1$ to $F=4$ to
$10^{-3}$, and would be 16 times shallower. The question: the rain's
lowest corner is on the floor at the default 30\thinspace Hz, where $2f$ is
already the cap of four sub-steps of ${1\over60}\,$s, so from $F=2$ to 8
its depth does not change; below 2 it deepens as $1/F^2$, fourfold at $F=1$.

@ {\bf Chapter 11, exercise 2.} The reference solution refuses a bad
frequency or step with $-1$ and a message, and then counts up from just
below $\lceil4fh\rceil$ while the sub-step's cap, computed as the soft
step computes it, $0.25/(h/n)$, is below $f$. The test checks six counts
worked by hand (its note under \.{ctest -V} prints them), the four
refusals and their words ``frequency'' and ``step'', and a box on a
120\thinspace Hz static contact with the count found, whose depth and the
model's its note gives. It catches a rounding to the nearest whole number
rather than up (at 61\thinspace Hz and $h={1\over60}\,$s it gives 4), a
solution that forgets the least of one (0\thinspace Hz), and one
that uses $2\pi f$ for $f$. Asked why the reference does not simply return
$\lceil4fh\rceil$: the product is rounded, and the soft step's cap is
computed by another route; at $h={1\over60}\,$s and 945\thinspace Hz the
ceiling gives 63 sub-steps, with which $0.25/(h/63)$ is a rounding below
945 and the contact is still capped. On the test's own cases the two
agree, so the test does not catch the plain ceiling.

@ {\bf Chapter 12, exercise 1.} The reference solution adds the field and
the key, refuses a value that is not positive, and breaks a joint when
$\vert\tau\vert$ passes |break_torque| in the same test as |break_force|.
At rest the shelf's torque is $mgd=20\,$N\thinspace m; its notes under
\.{ctest -V} give the torque at the end and at most, and the step in which
the weaker weld breaks. The lever arm of 2\thinspace m makes the torque
twice the force in its units, so the test catches a solution that
compares the force with |break_torque| (at $0.95\,mgd=19>10$ the weld holds)
and one that compares the torque with |break_force| (infinite here, so
the weld never breaks); a shelf without the key must hold, and 0 and $-1$
must be refused with a message that names \.{break\_torque}. Asked why the
test gives the weld eight sub-steps and four relax passes: a weld is
solved as two blocks, the angle and then the point, and a load that comes
on at once at a long arm makes it ring, with a torque in the first steps
well above $mgd$ (the test's prose gives a case, at the default four
sub-steps and one relax pass); any threshold between $mgd$ and that peak
would break a weld that holds at rest. A break threshold
is met by the peak, not the rest load.

@ {\bf Chapter 12, exercise 2.} The reference solution adds one rigid
equality row of the soft step, like the rod's, with $J=(\vec u_A^{\rm T},\,
\vec r_A\times\vec u_A,\,r\vec u_B^{\rm T},\,r\,\vec r_B\times\vec u_B)$,
$\vec u$ along each rope from its fixed point, and reports on $B$ the force
$r\lambda\vec u_B/\hs$. The test runs Atwood's machine, 3\thinspace kg on
rope~$B$ and 1\thinspace kg on rope~$A$, for 1\thinspace s at $r=1$ (no
key) and $r=2$. Its speeds, $a_1=g(m_1-rm_2)/(m_1+r^2m_2)$, 5 and
${10\over7}\,$m/s$^2$, and $ra_1$, and the pull $m_1(g-a_1)$ are exact
to rounding, since the row never changes the free motion's momentum and
the relax pass leaves $\dot C=0$: so $10^{-9}$. The ropes' sum must end at
the stretch $(1+r)g/\omega^2$, 141 and 211\thinspace$\mu$m, to 1\%, and
never pass it by 1\%, the row being damped at twice critical. It catches
a sum $r\ell_A+\ell_B$ ($7.7\,$m/s$^2$ at $r=2$), an effective mass without
$r^2$ (a stretch ${4\over7}$ or ${5\over7}$ of the model at $r=2$), rope~$A$'s
tension reported as the force on~$B$ (half of it at $r=2$), and a ratio of
0 or $-1$ or a missing \.{gby} not refused by name. Since those ropes hang
through the centres, a second case ties them to the boxes' top inner
corners, $r=2$: from rest the row's force is $-(1+r)g/K$ with
$K={35\over6}$, and one step of ${1\over600}\,$s must give box~2
${34\over7}\,$m/s$^2$ down and ${108\over7}\,$rad/s$^2$, box~1 ${46\over7}$
down and $-{72\over7}$, each to $10^{-3}$, the step's change of the arms being
some $10^{-5}$. A Jacobian without its turning terms turns nothing and
lifts box~2. Why $r^2$: $B$'s part of
$J$ is $r$ times a rope's, and $K=JM^{-1}J^{\rm T}$ holds $J$ twice, once
as the impulse $r\lambda$ the row gives $B$, once as the weight $r$ of
$B$'s speed in $\dot C$, as a lever's inertia goes with its ratio squared.

@ {\bf Chapter 13, exercise 1.} The reference solution keeps the hits by
insertion into the caller's array inside the callback, which returns 1,
and allocates nothing. The test catches a solution that returns the
number kept instead of the number found, one that breaks ties of fraction
any other way than by body, and one that clips the ray at each hit (which
drops every hit beyond the nearest). Asked why the first |most| hits
heard of will not do: the callback hears them in the order of the grid's
cells and buckets, not of fraction.

@ {\bf Chapter 13, exercise 2.} The reference solution advances with the
target 0, and where |ph_shape_time_of_impact| answers |hit| it checks the
separation there and, if the shapes are still apart by more than
$10^{-9}\,$m, goes on from that time. The test catches a solution that
trusts |hit| after the 32 steps (a cast at $60^\circ$ to a wall that
starts 4.5\thinspace m from it halves the gap with each advance, and is
still $4.5\cdot2^{-32}\,{\rm m}=1.05\cdot10^{-9}\,{\rm m}$ away after 32 of them,
since $\log_2(4.5\,{\rm m}/10^{-9}\,{\rm m})=32.07$: it needs 33
advances, and a 34th step to find itself there),
one whose normal points the other way, one that keeps the sweep's target
of half the slop (it stops too deep), one that takes the first candidate
that touches rather than the earliest, and one that ignores the mask.

@ {\bf Chapter 14, exercise 1.} The reference solution keeps a flag on
each body and holds its still time at zero while the flag is off; the
island's least still time is then zero and it never sleeps, and refusing
sleep to a sleeper wakes its island at once. The test catches a solution
that wakes the body in every step instead (its island still falls asleep
every $T_s$ and is woken again, so the held column is seen asleep), one
that forgets the still time it had (allowed again,
the island must sleep exactly $T_s$ later, in the 30th step), and one
that returns |true| for a bad handle. Asked why waking in every step is
not enough: |ph_body_wake| does nothing to a body that is awake, so the
body's still time runs on, and the island falls asleep every $T_s$ all
the same, to be woken at the next call; the still time itself must be
held at zero.

@ {\bf Chapter 14, exercise 2.} The reference solution compares the new
gravity with the world's in chapter~1's hook that asks whether the
world's later parts can take the settings, and wakes every sleeper there,
before |ph_world_set_settings| returns. The test catches a solution that
wakes on any call, even with the same gravity (nothing may wake then),
and one that waits for the next step's search, which finds nothing
touching a sleeping pile and so wakes nothing.

@ {\bf Chapter 14, exercise 3.} The reference solution adds a world flag
and one loop at the start of |break_bodies| over chapter~9's memory of
the last step: each kept contact's point totals are added up, times the
sub-steps $n$ under the soft step, and the part named in the ids' tag is
marked when the sum is above $J_b$; the chapter's own split does the
rest. With the switch on, the table's wall struck at 8\thinspace m/s
loses its whole struck course, four bricks against two, with the
momentum kept to rounding. A steady load is no longer safe: a wall
standing under its own weight $W$ puts $Wh$ a step on its ground
contacts, and breaks once $J_b$ is well below a contact's share of it,
which is the answer to the question the exercise asks. The factor $n$ is
exact for a steady load, whose every sub-step carries the same impulse,
and only an estimate for a blow, whose sub-steps carry more at first
than at the last. The test catches
a solution that forgets the factor $n$ (the course is not holed, and the
light wall stands), one that multiplies by $n$ twice (the strong wall
breaks), one that swaps the two parts' numbers (the wrong bricks leave),
one whose switch is on by default or cannot be turned off (the bits
differ), and a split that loses $\omega\times\vec r$ from a part's
velocity.
