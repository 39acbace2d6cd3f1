% The answers to the problems of chapters 1 to 5.
@*1 Answers for chapter 1.
The problems of chapter~1 are about the velocity that lives in two
positions: what the engine reports, what a push onto a wall leaves of it,
and what a wall takes from it at every step.

@ {\bf Chapter 1, problem P1.}\seclabel{ans1-1} The particle starts with the exact first
step, and gravity is constant, so every position lies on the parabola
(``Position Verlet''): with $t_n=n/60\,$s,
$$x_n=3t_n,\qquad y_n=12t_n-5t_n^2,$$
to rounding. At step 60, $t=1\,$s: $\vec x_{60}=(3,7)\,$m. The velocity
written is the displacement of the last step over $h$, the mean of the true
velocity $(3,\,12-10t)$ over that step, and since that velocity is linear
in $t$ the mean is its value at the middle of the step, $t_n-{1\over2}h$:
$$v_x=3\,{\rm m/s},\qquad v_y=12-10\Bigl(1-{1\over120}\Bigr)=2+{1\over12}
\approx2.0833\,{\rm m/s},$$
not the $2\,$m/s of the instant $t=1\,$s. At step 72, $t=1.2\,$s:
$\vec x_{72}=(3.6,\,14.4-7.2)=(3.6,7.2)\,$m, and
$v_y=12-10(1.2-{1\over120})={1\over12}\approx0.0833\,$m/s.

The true flight is highest at $t=v_{0y}/g=1.2\,$s, which is exactly step
72; since $y(t)=7.2-5(t-1.2)^2$, steps 71 and 73 are both at
$7.2-5/3600\approx7.19861\,$m, so step 72 is the highest. The velocity
written there is not zero but ${1\over2}gh={1\over12}\,$m/s upward, and
step~73 writes $-{1\over12}\,$m/s. That is the trap: the reported velocity
belongs to the middle of the last step, half a step behind the position
it is written beside, and it lags the true one by ${1\over2}gh$, as
\S\secref{ch1-velocity} says.

To check, run
$$\hbox{\.{build/bin/ch01 --headless --scene fall --steps 72 --dump fall.csv}}$$
Rows 60 and 72 of the file hold these numbers to about $10^{-12}$.

@ {\bf Chapter 1, problem P2.} The particle falls straight down the
vertical through the container's centre, so the projection of
|keep_in_container|, which moves a particle along the ray from the centre,
moves it vertically and leaves $x=0$. Write $y_{\min}=-9.8\,$m for the lowest
height allowed to the centre. Let step $n$ be the last step strictly above it,
at the height $y_n=y_{\min}+\Delta y$ with $\Delta y>0$.
The next step's free position $y_n+(y_n-y_{n-1})+h^2g_y$ is at or below
$y_{\min}$, and the projection puts the particle at $y_{n+1}=y_{\min}$. The velocity
reported is
$$v_{n+1}={y_{n+1}-y_n\over h}={y_{\min}-(y_{\min}+\Delta y)\over h}=-{\Delta y\over h}<0:$$
still downward, toward the wall. The step after that starts from this
displacement and adds gravity:
$y_{n+1}+(y_{n+1}-y_n)-gh^2=y_{\min}-\Delta y-gh^2<y_{\min}$, projected to $y_{\min}$ again, so
$y_{n+2}=y_{\min}$ and $v_{n+2}=0$. From then on each free step is $y_{\min}-gh^2$,
projected to $y_{\min}$, with velocity 0. The particle never rises, for every $h$:
the zero of Table~\tabref{bounce1}.

With $h={1\over60}\,$s, released at rest at the centre, the exact start gives
$y_n=-5t_n^2=-n^2/720$, which is $y_{\min}$ at $n^2=7056$, that is at step~84:
the step lands exactly on the floor. Step~83 is at $-6889/720\approx
-9.5681\,$m, so $\Delta y\approx0.2319\,$m and step~84 reports $-\Delta y/h\approx
-13.92\,$m/s, which is also the free fall's velocity at the middle of that
step, $-10\cdot83.5/60$; step~85 and every later one report~0.

The line that throws the bounce away is the projection
$\vec x\gets\vec c+{R_{\rm c}-r\over \ell}(\vec x-\vec c)$: it moves the particle {\it
onto\/} the wall and leaves $\vec x_n$ as it was, so the velocity it implies
is the displacement onto the wall, never away from it. Nothing remembers
the speed of approach so that it could be reversed; every collision is
perfectly inelastic. A push of $(1+e)$ times the overlap (exercise~1) gives
a bounce that depends on the step, and a velocity of the body's own, whose
normal part a contact reverses and scales by~$e$, gives one that does not:
chapter~5.

To check, write the scene file \.{drop.scene},
$$\vbox{\halign{\.{#}\hfil\cr
world defaults=1 gravity=0,-10\cr
container circle x=0 y=0 r=10\cr
particle x=0 y=0 r=0.2\cr
}}$$
and run
$$\hbox{\.{build/bin/ch01 --headless --scene drop.scene --steps 150 --dump drop.csv}}$$
Rows 84 and 85 hold the numbers above, and no later row is above $-9.8$.

@ {\bf Chapter 1, problem P3.} Turn the picture so that $\vec x_n=q(1,0)$
and $\vec x_{n-1}=q(\cos\Delta\theta,-\sin\Delta\theta)$, both on the
circle of radius $q=R_{\rm c}-r$ that the container allows to the centre. With no
gravity the step is
$$\vec x^*=2\vec x_n-\vec x_{n-1}=q\,(2-\cos\Delta\theta,\ \sin\Delta\theta),$$
at the distance $q\sqrt{5-4\cos\Delta\theta}>q$: outside. The
projection keeps its direction from the centre and puts it back on the
circle, at the angle $\Delta\theta'$ from $\vec x_n$ with
$$\tan\Delta\theta'={\sin\Delta\theta\over2-\cos\Delta\theta}.$$
The other seven passes change nothing: they find the particle on the
circle, to rounding, and there is no other particle. For small angles $\sin\Delta\theta\approx
\Delta\theta-\Delta\theta^3/6$ and $2-\cos\Delta\theta\approx1+\Delta
\theta^2/2$, so $\tan\Delta\theta'\approx\Delta\theta-{2\over3}\Delta
\theta^3$, and with $\arctan u\approx u-u^3/3$,
$$\Delta\theta'\approx\Delta\theta-\Delta\theta^3.$$
Then $1/\Delta\theta'^2\approx(1/\Delta\theta^2)(1+2\Delta\theta^2)=
1/\Delta\theta^2+2$: each step adds 2 to $1/\Delta\theta^2$. The speed
along the wall is $v=q\,\Delta\theta/h$, so $1/v^2=h^2/(q^2\Delta
\theta^2)$ grows by $2h^2/q^2$ a step, $2h/q^2$ a second:
$${1\over v(t)^2}={1\over v_0^2}+{2ht\over q^2}.$$
With $q=9.75\,$m, $q^2=95.0625\,{\rm m}^2$, and $t=60\,$s:

\item{$\bullet$} $h={1\over60}\,$s: $1/v^2=0.01+2/95.0625=0.031039\,
{\rm s^2/m^2}$, so $v\approx5.676\,$m/s, and the particle keeps $(v/v_0)^2
\approx0.32$ of its energy;
\item{$\bullet$} $h={1\over120}\,$s: $1/v^2=0.01+1/95.0625=0.020519\,{\rm
s^2/m^2}$, so $v\approx6.981\,$m/s, and it keeps $0.49$ of its energy.

\noindent The exact map can be iterated instead. The first step has $\tan
\Delta\theta_1=v_0h/q$; applying the map 3599 times after it makes the
3600 steps of 60\thinspace s, and gives $5.6763\,$m/s, so the
approximations cost only the fifth digit. The engine reports a slightly
different speed: the chord over $h$, $2q\sin(\Delta\theta/2)/h$. It is
smaller than $q\Delta\theta/h$ by a factor $1-\Delta\theta^2/24$, a few
parts in a million here.

The wall has no friction and still takes energy. Each step goes along a
chord, and the next step carries that chord's direction on. That
direction points out of the circle by $\Delta\theta/2$. The projection
cuts off the outward part, and with it a little of the speed. The loss rate is proportional to $h$,
so it vanishes as $h\to0$: it is a property of the step, not of any
material, the leak of ``What this method cannot do''. Half the step keeps
as much after a minute as the full step does after half a minute.

To check, write the scene file \.{circle.scene},
$$\vbox{\halign{\.{#}\hfil\cr
world defaults=1 gravity=0,0\cr
container circle x=0 y=0 r=10\cr
particle x=9.75 y=0 vy=10 r=0.25\cr
}}$$
and run
$$\hbox{\.{build/bin/ch01 --headless --scene circle.scene --steps 3600 --dump circle.csv}}$$
Then run it again with \.{--dt 0.008333333333333333} and \.{--steps 7200}.
In each run the speed $\sqrt{v_x^2+v_y^2}$ of the last row is the one above.

@*1 Answers for chapter 2.
The problems of chapter~2 are about what each integrator gets right, the
spiral of explicit Euler written exactly, and the clock under load.

@ {\bf Chapter 2, problem P1.}\seclabel{ans2-1} The true height is $y(t)=2+12t-5t^2$,
$9.2\,$m at $t=1.2\,$s, and the chapter derived the errors exactly:
$\Delta y=+{1\over2}ght$ for explicit Euler, $-{1\over2}ght$ for symplectic
Euler, 0 for Verlet. Here ${1\over2}ght={1\over2}\cdot10\cdot{1\over60}
\cdot1.2=0.1\,$m, so at step~72
$$y_{\rm explicit}=9.3\,{\rm m},\qquad y_{\rm symplectic}=9.1\,{\rm m},
\qquad y_{\rm Verlet}=9.2\,{\rm m},$$
all three at $x=1+3\cdot1.2=4.6\,$m, since the horizontal motion is exact
in all three. The explicit Euler ball is the highest, by $10\,$cm, and
wrong by as much. Both Euler methods keep the velocity exactly,
$v_{72}=12-72\cdot{1\over6}=0$: they have the right velocity and a wrong
height. Verlet has the right height and reports the velocity of the middle
of the last step, $12-10(1.2-{1\over120})={1\over12}\,$m/s: a right
position and a velocity half a step old. Symplectic Euler and Verlet
report their velocity by the same formula, $(\vec x_{n+1}-\vec x_n)/h$,
but not from the same positions. Their first steps differ, so every
step of symplectic Euler moves the ball ${1\over2}gh^2$ farther down than
the same step of Verlet (\S\secref{ch2-symplectic}). Its velocity is
therefore lower by ${1\over2}gh={1\over12}\,$m/s: 0 against Verlet's
${1\over12}\,$m/s. The trap is to call one of them
``the accurate one'': each is right about a different quantity.

To check, write three scene files, \.{euler.scene} as
$$\vbox{\halign{\.{#}\hfil\cr
world defaults=2 gravity=0,-10 integrator=euler\cr
particle x=1 y=2 vx=3 vy=12 r=0.2\cr
}}$$
and two more with \.{integrator=symplectic} and \.{integrator=verlet}, and
run each as
$$\hbox{\.{build/bin/ch02 --headless --scene euler.scene --steps 72 --dump euler.csv}}$$
The last row holds the height and the velocity.

@ {\bf Chapter 2, problem P2.} For one coordinate, explicit Euler is
$x'=x+hv$, $v'=v-h\omega^2x$. With the velocity scaled to a length,
$u=v/\omega$, this reads
$$\pmatrix{x'\cr u'\cr}=\pmatrix{1&\omega h\cr-\omega h&1\cr}
\pmatrix{x\cr u\cr}
=s\pmatrix{\cos\varphi&\sin\varphi\cr-\sin\varphi&\cos\varphi\cr}
\pmatrix{x\cr u\cr},$$
with $s=\sqrt{1+\omega^2h^2}$, $\cos\varphi=1/s$ and $\sin\varphi=\omega
h/s$, that is $\varphi=\arctan\omega h$: a rotation by $\varphi$
(clockwise in the plane of $(x,u)$) and a stretch by~$s$, exactly. The
coordinate $x$ starts at $(x,u)=(4,0)$, the coordinate $y$ at
$(y,u)=(0,4)$, since $v_y/\omega=4$. After $n$ steps
$$(x,u_x)=4s^n(\cos n\varphi,\,-\sin n\varphi),\qquad
(y,u_y)=4s^n(\sin n\varphi,\,\cos n\varphi),$$
so the disc is at $4s^n(\cos n\varphi,\sin n\varphi)$: on a spiral, at the
distance $4s^n=4(1+\omega^2h^2)^{n/2}$ from the anchor, with no
approximation at all.

With $\omega h=\pi/60$, $\omega^2h^2=0.00274156$, and after $5\,$s, $n=300$:
$$4\,(1.00274156)^{150}\approx4\cdot1.50783\approx6.031\,{\rm m}.$$
The distance doubles when $s^n=2$, at $n=2\ln2/\ln(1+\omega^2h^2)\approx
506.4$ steps, $8.44\,$s: twice the $4.2\,$s in which the energy doubles,
since for this orbit $\vert\vec v\vert/\omega$ equals the distance and the
energy ${1\over2}(\vert\vec v\vert^2+\omega^2\vert\vec x\vert^2)$ grows as
its square.

The angle after $n$ steps is $n\arctan\omega h$, a little less than the true
$n\omega h$, since $\arctan u<u$: after 300 steps $15.6937\,$rad against
$5\pi=15.7080\,$rad. The disc is behind the true motion, by $0.0143\,$rad,
and explicit Euler's spring runs slow, where symplectic Euler's runs fast.
So the disc is at about $(-6.0307,\,0.0864)\,$m, where the true one is at
$(-4,0)$.

To check, write the scene file \.{spiral.scene},
$$\vbox{\halign{\.{#}\hfil\cr
world defaults=2 gravity=0,0 integrator=euler spring=9.869604401089358 anchor=0,0\cr
particle x=4 y=0 vy=12.566370614359172 r=0.4\cr
}}$$
and run
$$\hbox{\.{build/bin/ch02 --headless --scene spiral.scene --steps 300 --dump spiral.csv}}$$
The last row holds $x$ and $y$ as above, to about $10^{-12}$.

@ {\bf Chapter 2, problem P3.} (a) Over a long run the steps taken are the
steps that came due. Suppose $n_{\rm f}$ frames take $n_{\rm s}$ steps
in all. The real time they take is $n_{\rm f}\,t_{\rm draw}+n_{\rm s}\,t_{\rm step}$, and $n_{\rm
s}$ is that time over $h$, to within the remainder, less than one step, that the
accumulator holds. So $n_{\rm s}h=n_{\rm f}\,t_{\rm draw}+n_{\rm s}\,t_{\rm step}$ and, on average,
$${n_{\rm s}\over n_{\rm f}}={t_{\rm draw}\over h-t_{\rm step}}={5\over16.67-10}=0.75$$
steps a frame: the fixed point $n^*$ of the chapter's $n'=(t_{\rm draw}+n\,t_{\rm step})/h$. A frame
then lasts $t_{\rm draw}+0.75\,t_{\rm step}=12.5\,$ms on average, so $80$ frames are drawn each
second, and they take $80\cdot0.75=60$ steps a second, as they must.
Frames take 0 or 1 step, three in four of them one.

(b) With $t_{\rm step}=25\,{\rm ms}>h$, $n'-n=(t_{\rm draw}+n(t_{\rm step}-h))/h>0$ for every $n\ge0$: here
$n'=0.3+1.5n$, so each frame takes half as many steps again as the last, and
lasts longer, without end. With the cap, once 15 steps are due each frame
takes 15, and lasts $t_{\rm draw}+15\,t_{\rm step}=5+375=380\,$ms: $2.6$ frames a second. A frame
advances the world by $15h=0.25\,$s, so the world runs at $0.25/0.38\approx
0.66$ of real time; $0.38\,{\rm s}/h=22.8$ steps come due each frame, and
$7.8$ are dropped on average. The trap is to think the cap restores real
time: it only keeps the program responsive. The drawing stays smooth, since the
clock keeps the fraction $\alpha$ of a step.

(The demo's \.{--time} prints the milliseconds a step costs on your machine,
the $t_{\rm step}$ of a scene.)

@*1 Answers for chapter 3.
The problems of chapter~3 use the mass of a shape: on a spring, in a shape
whose area formula lies, and under a change of all densities at once.

@ {\bf Chapter 3, problem P1.} The polygon is the worked example, with
vertices $(0,0)$, $(4,0)$, $(4,2)$, $(1,3)$, scaled by $0.2$. Areas scale by
$0.2^2$ and centroids by $0.2$:
$$A=0.04\cdot9=0.36\,{\rm m^2},\qquad
\vec c=0.2\,\Bigl({19\over9},{11\over9}\Bigr)=\Bigl({19\over45},{11\over45}
\Bigr)\approx(0.42222,\,0.24444)\,{\rm m}$$
in the polygon's own coordinates, and the mass is $\rho A=270\cdot0.36=
97.2\,$kg. A body's position is its centre of mass, so the engine reports
$(4.8278+0.42222,\ 7.2556+0.24444)=(5.25002,\,7.50004)\,$m: the anchor, to
the $5\times10^{-5}\,$m of the scene's four decimals. The scene's odd
numbers are the anchor minus the centroid.

It rests where the spring's pull balances its weight,
$k(\vec p-\vec x)+m\vec g=\vec0$:
$$\vec x_{\rm rest}=\vec p+{m\vec g\over k}=(5.25,\,7.5-8.1)=(5.25,-0.6)\,
{\rm m},\qquad {mg\over k}={97.2\cdot10\over120}=8.1\,{\rm m}.$$
Let go at rest $8.1\,$m above that point, it swings about it with an
amplitude of $8.1\,$m, down to $16.2\,$m below the anchor, $y=-8.7\,$m. The
lowest point comes after half a period,
$${T\over2}=\pi\sqrt{m\over k}=\pi\sqrt{0.81}=0.9\pi\approx2.827\,{\rm s},$$
at step $2.827\cdot60\approx169.6$, so the lowest step is step 170.
Verlet's small error in the period does not change that step. Chapter~2 found that Verlet
turns the phase by $\theta$ a step, with
$\cos\theta=1-{1\over2}\omega^2h^2$, where $\omega=\sqrt{k/m}=1/0.9\,{\rm
s}^{-1}$. That $\theta$ is more than the true $\omega h=0.0185$ by only
about $(\omega h)^3/24$. The trap is the origin of the polygon: the body
is where its centroid is.

To check, run
$$\hbox{\.{build/bin/ch03 --headless --scene tethers --steps 200 --dump tethers.csv}}$$
The rock is body~5 (the bar is body~0, and the bodies are numbered as the
scene lists them); its lowest row is step 170, at $y\approx-8.700\,$m.

@ {\bf Chapter 3, problem P2.} Chapter~3 showed that the fan can be spun
from any point, so spin it from the origin: the triangle on the edge from
$\vec v_i$ to $\vec v_{i+1}$ has area ${1\over2}\,\vec v_i\times\vec
v_{i+1}={1\over2}\sin144^\circ$, since each edge of the star joins two
points of the unit circle $144^\circ$ apart. So the fan gives
$$A_{\rm fan}={5\over2}\sin144^\circ={5\over2}\sin36^\circ\approx1.46946.$$
The star itself is a small pentagon in the middle with five triangular
points around it. Going round the star, each corner turns by $144^\circ$,
two whole turns in all, and the boundary goes twice round the middle
pentagon. Green's theorem counts each region as many times as the
boundary winds round it. So the area that the fan sums counts each point
once and the middle pentagon twice. The middle pentagon's corners are where the edges
cross; each edge's line is $\cos72^\circ$ from the centre, so that is the
middle pentagon's inner radius, and its corners are at the distance
$q=\cos72^\circ/\cos36^\circ\approx0.381966$ from the centre. A regular
pentagon whose corners are $q$ from its centre has area
${5\over2}q^2\sin72^\circ$, here
$2.37764\cdot0.145898\approx0.346893$. So
$$A_{\rm star}=A_{\rm fan}-0.346893\approx1.122570,$$
and a mass computed from the fan is too large by $0.3469/1.1226$, that is
by $30.9\%$. The centroid comes out right, at the centre, by symmetry.

The star passes the usual test, since every corner turns left. It fails
rule~6, strict convexity. The edge from $\vec v_0$, at $90^\circ$, to
$\vec v_2$, at $234^\circ$, cuts off the arc on which $\vec v_1$, at
$162^\circ$, lies. So $\vec v_1$ is to the right of that edge: $(\vec v_2-\vec v_0)\times(\vec
v_1-\vec v_0)\approx-1.31<0$. The trap is to trust a formula that needs a
simple polygon on a shape that is not one; turning left at every corner
does not make a polygon simple.

@ {\bf Chapter 3, problem P3.} Every mass doubles. What gravity does to
a body does not change, since it gives every mass the same acceleration;
the acceleration that a force in newtons gives halves.

\item{$\bullet$} The rest point is $mg/k$ below the anchor: $16.2\,$m in
place of $8.1$, at $y=-8.7\,$m, and the rock now swings down to $32.4\,$m
below the anchor, $y=-24.9\,$m, far below the view, which reaches
$-10.25\,$m.
\item{$\bullet$} The period $2\pi\sqrt{m/k}$ grows by $\sqrt2$: from $1.8\pi
\approx5.655\,$s to $1.8\sqrt2\,\pi\approx7.997\,$s, so the rock is lowest
at $4.0\,$s, step 240.
\item{$\bullet$} The pillow has a mass of $1.6\cdot5=8\,$kg, then $16\,$kg, and the
limit $4m/h^2$ doubles, from $115{,}200$ to $230{,}400\,$N/m.
\item{$\bullet$} A body with no spring falls $5\,$m in $\sqrt{2\cdot5/10}=
1\,$s, before and after: gravity alone notices no mass.

\noindent For the scene to look the same, every force given in newtons must
double with the densities: the springs' stiffness, $k=240\,$N/m; the
demo's wind (key \.{W}), 120\thinspace N in place of 60; and the
impulse of its click, 80\thinspace N\,s in place of 40, since an impulse
gives a body the velocity $J/m$. The trap is the chapter's reassurance
that the scale of densities changes nothing. That holds only when every
force scales with the masses.

To check: copy the scene \.{tethers} into a file from the programs of
chapter~3, where the book prints it, add \.{density=540} to the rock's line
(and the doubles of the other presets, 10, 120, 220, 220 and 1570, to the
others' lines), and run it as in P1 for 300 steps: the rock's lowest row is step 240,
at $y\approx-24.90\,$m.

@*1 Answers for chapter 4.
The problems of chapter~4 work out manifolds of the demo scene by hand and
find the speed at which detection by steps stops working.

@ {\bf Chapter 4, problem P1.}\seclabel{ans4-1} This answer finds the
contact of the two balls of the scene \.{collide}: its depth, normal,
point and id, by the formulas for two circles (\S\secref{ch4-circles}).
Ball~$A$ has its centre at $\vec c_A=(-7,2.5)\,$m and radius $r_A=1\,$m;
ball~$B$ has $\vec c_B=(-5.4,2.9)\,$m and $r_B=0.8\,$m. The centres are
$\vec c_B-\vec c_A=(1.6,0.4)\,$m apart, at the distance
$\ell=\sqrt{2.72}\approx1.649242\,$m. The depth and the normal are
$$d=r_A+r_B-\ell\approx0.150758\,{\rm m},\qquad \vec n={(1.6,0.4)\over\ell}
\approx(0.970143,\,0.242536).$$
The point is halfway between the two deepest points, not between the
centres:
$$\vec p={\vec c_A+\vec c_B\over2}+{r_A-r_B\over2}\,\vec n
=(-6.2,2.7)+0.1\,\vec n\approx(-6.102986,\,2.724254)\,{\rm m}.$$
The point lies $r_A-{1\over2}d$ from $\vec c_A$ and $r_B-{1\over2}d$ from
$\vec c_B$, so it is half the depth inside each ball. Its id is 32. An id
is $10000f+100r+x$ (\S\secref{ch4-ids}). Here $f=0$, since the reference
feature is $A$'s; $r=0$; and $x=32$, the code for two circles.
The trap is the midpoint of the centres, $(-6.2,2.7)\,$m, which is right
only for equal radii. So the manifold has one point, at
$(-6.103,\,2.724)\,$m, of depth $0.1508\,$m along
$\vec n\approx(0.9701,\,0.2425)$, with id~32.

To check, run
$$\hbox{\.{build/bin/ch04 --headless --scene collide --steps 1 --view -6.2,2.7,4 --screenshot b.png}}$$
The point is drawn as a dot, with a black stroke along $\vec n$ as long
as the depth.

@ {\bf Chapter 4, problem P2.} This answer finds the manifolds of the
plank with the bar and with the wedge. It uses the separating axes of
\S\secref{ch4-sat}, the choice of the reference face of
\S\secref{ch4-reference}, and the clipping of \S\secref{ch4-clip}.
The plank $A$, the first row of the problem's table, is $4\,$m wide and $0.3\,$m high about $(-1.5,1.5)$, so it covers $-3.5\le x\le0.5$,
$1.35\le y\le1.65$; a box's edges are numbered from its lower left corner,
counter-clockwise, so edge~0 is the bottom, 1 the right side, 2 the top and 3
the left side. Each separation is the least of $\vec n_i\cdot(\vec b-\vec
v_i)$ over the other polygon's vertices $\vec b$.

{\it The bar}, $B$, the table's second row, is $0.3\,$m wide and $2.5\,$m high
about $(-2.5,2.35)$, so it covers $-2.65\le x\le-2.35$, $1.1\le y\le3.6$. Against
$A$'s edges: bottom $1.35-3.6=-2.25$, right $-2.65-0.5=-3.15$, top
$1.1-1.65=-0.55$, left $-(-2.35+3.5)=-1.15$; so $s_A=-0.55$, edge~2. Against
$B$'s edges, $A$'s vertices give: bottom $1.1-1.65=-0.55$, right
$-3.5+2.35=-1.15$, top $1.35-3.6=-2.25$, left $-2.65-0.5=-3.15$; so
$s_B=-0.55$, a tie. $B$'s face would need to be better by
$\kappa=0.02\,\vert s_A\vert+10^{-3}\Lambda=0.02\cdot0.55\,{\rm m}+10^{-3}\Lambda$, where $\Lambda$ is the bar's size, the smaller:
the half-diagonal $\sqrt{0.15^2+1.25^2}\approx1.259\,$m (the plank's is
$\sqrt{2^2+0.15^2}\approx2.006\,$m). So $\kappa\approx0.011+0.0013=
0.0123\,$m, and $A$'s top face is the reference: $\vec n=(0,1)$, $d=0.55\,$m. The
incident face is the bar's bottom, from its vertex~0 at $(-2.65,1.1)$ to
vertex~1 at $(-2.35,1.1)$, whose normal is $-\vec n$; it lies inside the
strip $-3.5\le x\le0.5$, and both ends have $\psi=1.1-1.65=-0.55$. The
points are halfway to the face:
$$(-2.65,\,1.375)\hbox{ with id 200},\qquad(-2.35,\,1.375)\hbox{ with id
201},\qquad\hbox{each of depth }0.55\,{\rm m}.$$
An id is $10000f+100r+x$ (\S\secref{ch4-ids}). Here $f=0$, since the
reference face is $A$'s, and $r=2$, its top edge; $x$ is the bar's
incident vertex, 0 or~1.

{\it The wedge}, the table's third row, is $B$ of the second pair. Its
vertices are the table's three, each moved by its origin $(-0.6,1.15)$: $\vec w_0=(-0.6,1.15)$, $\vec
w_1=(-0.35,3.55)$ and $\vec w_2=(-0.85,3.55)$. Its centroid is at $(0,1.6)$ of
its own coordinates, so the body's position is $(-0.6,2.75)$; placing it
there leaves the vertices where they are. Against $A$'s edges: bottom $1.35-3.55=-2.2$, right
$-0.85-0.5=-1.35$, top $1.15-1.65=-0.5$, left $-(-0.35+3.5)=-3.15$; so
$s_A=-0.5$. The wedge's edge~0, along $(0.25,2.4)$, has the outward normal
$(2.4,-0.25)/2.41299\approx(0.99462,-0.10361)$, and its least separation,
at $A$'s corner $(-3.5,1.65)$, is about $-2.936$; edge~1, the top, gives
$1.35-3.55=-2.2$; edge~2, with normal $(-0.99462,-0.10361)$, gives about
$-1.146$, at $(0.5,1.65)$. So $s_B\approx-1.146<s_A$, and $A$'s top face is
the reference again: $\vec n=(0,1)$, $d=0.5\,$m. The wedge's two long
edges face it equally ($\vec n\cdot\vec m=-0.10361$ for both; rounding
picks one), and either contains the tip, vertex~0. Both ends are inside the
strip; the tip has $\psi=1.15-1.65=-0.5$ and is kept, the other end has
$\psi=3.55-1.65=1.9$ and is not. One point:
$$(-0.6,\,1.4)\hbox{ with id 200, of depth }0.5\,{\rm m}.$$

So the bar's manifold has two points, at $(-2.65,1.375)\,$m and
$(-2.35,1.375)\,$m, each $0.55\,$m deep, and the wedge's has one point,
at $(-0.6,1.4)\,$m, $0.5\,$m deep; both have $\vec n=(0,1)$.
Both manifolds push up, the bar by $0.55\,$m and the wedge by $0.5\,$m,
where pushing them down out of the plank's lower face would take $2.25$ and
$2.2\,$m: the shorter way, and the right one, since most of each lies
above the plank.
The trap is to take as depth how far the bottoms stick out below, $0.25$
and $0.2\,$m. The depth is measured from the reference face, and it is
the move that separates. The method of vertices inside would find no
point in either pair, because no corner of either polygon is inside the
other.

To check, run
$$\hbox{\.{build/bin/ch04 --headless --scene collide --steps 1 --view -1.5,2,5 --screenshot p.png}}$$
The picture shows three small squares, each with a black stroke along $\vec n$ as
long as its depth.

@ {\bf Chapter 4, problem P3.} This answer finds two speeds of a ball of
radius $r=0.1\,$m crossing a plank of thickness $t=0.1\,$m, at
60 steps a second: the largest at which some step surely finds the
overlap, and the largest at which the first contact found surely pushes
the ball back. It uses chapter~4's detection, which looks only at the
positions the steps reach, and its choice, for a circle, of the edge with the largest
separation $s_i$ (\S\secref{ch4-circle-polygon}).
Measure the ball's progress across the plank by $z$, the distance its centre has gone past the position in which it just
touches the face it meets first. It overlaps the plank for $0\le z\le t+2r$,
and its positions at successive steps are $vh$ apart.

(a) If $vh\le t+2r$, the first position with $z\ge0$ has $z<vh\le t+2r$,
inside the band: some step finds the overlap. If $vh>t+2r$, a ball whose
last position before the band is just short of it lands beyond it: no step
finds it. So the largest sure speed is
$$v={t+2r\over h}=0.3\cdot60=18\,{\rm m/s}.$$

(b) While the centre is outside the plank, on the near side, the nearest
feature is on the near face, and the normal pushes the ball back. Once the
centre is inside, chapter~4's test takes the edge with the largest $s_i$,
the face nearest the centre: the near face while $z<r+{1\over2}t$, the far
face once the centre is past the plank's middle, and then the normal points
on through the far face. The first overlap found has $z<vh$, so it is sure
to push back when $vh\le r+{1\over2}t$:
$$v={r+t/2\over h}=0.15\cdot60=9\,{\rm m/s}.$$
This holds away from the plank's ends, where the side faces are far. A
fall from rest reaches these speeds from the heights $v^2/2g$:
$9^2/20=4.05\,$m and $18^2/20=16.2\,$m. These heights are near enough,
though under gravity a step covers a little more than $vh$.

Between 9 and $18\,$m/s a ball may be found and still pushed the wrong way;
in chapter~5 it then even passes freely, since it moves along that normal,
which the contact reads as separating, and a contact whose bodies separate
gets no impulse.
Above $18\,$m/s it may not be found at all. The trap is to think the first bound
is enough: for the first contact to push the right way, a step may cover
only a radius and half the thickness, not a diameter and the whole of it.
So a step surely finds the ball below $18\,$m/s, and surely pushes it back
below $9\,$m/s.

@*1 Answers for chapter 5.
The problems of chapter~5 follow impulses through two scenes exactly and
one scene where the single pass fails.

@ {\bf Chapter 5, problem P1.} This answer computes the velocities the
two balls of the scene \.{headon} leave their impact with. It uses the
impulse $j=-(1+e)\,m_nv_n^-$ of \S\secref{ch5-impulse} and chapter~5's
rule that a pair takes the larger restitution of its two materials. The
metal preset stores 0.2 and the bouncy ball 0.8, so the pair's
restitution is $e=\max(0.2,0.8)=0.8$. The masses are $m_A=785\pi\cdot0.5^2\approx616.54\,$kg and
$m_B=110\pi\cdot0.7^2\approx169.33\,$kg; $A$, listed first, is the metal
ball, and $\vec n=(1,0)$ points from it to $B$. Then
$$v_n^-=-2-3=-5\,{\rm m/s},\qquad m_n={m_Am_B\over m_A+m_B}\approx132.85\,
{\rm kg},\qquad j=(1+e)\,m_n\cdot5\approx1195.6\,{\rm N\,s}.$$
A handier form, in which $\pi$ cancels: $j/m_A=(1+e)\cdot5\cdot m_B/(m_A+m_B)$
and $m_B/(m_A+m_B)=53.9/250.15\approx0.21547$, so
$$v_A^+=3-9\cdot0.21547\approx1.0608\,{\rm m/s},\qquad
v_B^+=-2+9\cdot0.78453\approx5.0608\,{\rm m/s}.$$
They part at $4\,$m/s, $e$ times the approach of $5\,$m/s. The momentum is $616.54\cdot3-169.33\cdot
2\approx1510.95\,$kg\,m/s before and after, and the energy lost is
${1\over2}m_n(1-e^2)(v_n^-)^2={1\over2}\cdot132.85\cdot0.36\cdot25\approx
597.8\,$J, of $3113.1\,$J. The trap is the restitution: the metal's 0.2, or
the product 0.16, would part them at $1\,$m/s or $0.8\,$m/s. So the metal
ball leaves at $1.061\,$m/s and the bouncy ball at $5.061\,$m/s, both
along $+x$, and the impact takes $597.8\,$J.

To check, run
$$\hbox{\.{build/bin/ch05 --headless --scene headon --steps 120 --dump headon.csv}}$$
The last rows hold the velocities $v_x$. With no gravity the velocities
change only at the impact, so they are exact however the impact falls
between steps.

@ {\bf Chapter 5, problem P2.} This answer finds how high the bouncy
ball of the scene \.{bounce}, dropped with its bottom $5\,$m above the
floor, rises after its first bounce. It follows the steps one by one and
then uses the height of a bounce in steps of \S\secref{ch5-apex}; $gh$
is ${1\over6}\,$m/s, the velocity gravity adds in one step.
Symplectic Euler from rest gives, after $n$
steps, $v_n=-ngh$ and a fall of $gh^2\,n(n+1)/2=n(n+1)/720\,$m. The contact
is found in the first step that starts with the bottom at or below the
floor: $n(n+1)\ge3600$ first at $n=60$ ($60\cdot61=3660$), when the bottom is
at $5-3660/720\approx-0.0833\,$m, $8.3\,$cm deep, falling at $10\,$m/s. So
step~61 finds it. Its phase~2 makes the velocity $-10-{1\over6}\approx
-10.1667\,$m/s; the approach is above the threshold, the target is $0.8\cdot
10.1667\approx8.1333\,$m/s, phase~5 gives it, and phase~6 moves the bottom
to $-0.0833+8.1333/60\approx+0.0522\,$m. The formula for
the height of a bounce in steps, \S\secref{ch5-apex}, starts from the depth
$d$ of the bottom below the floor's top as the ball leaves this step.
The ball has left the floor, so its depth is negative: $d\approx-0.0522\,$m
puts the bottom $5.2\,$cm above the floor. After $n$ more steps it is at
$$y_n=-d+nhv-gh^2{n(n+1)\over2}=0.05222+nh\cdot8.1333-{n(n+1)\over720},$$
largest at the whole $n$ nearest $v/gh-{1\over2}=48.8-0.5=48.3$, that is
$n=48$:
$$y_{48}\approx0.05222+6.50667-3.26667\approx3.2922\,{\rm m},$$
at step $61+48=109$, $2.9\%$ above the law's $3.2\,$m. The pieces: the
speed $e(v+gh)$ in place of $ev$ lifts $v^2/2g$ from 3.2 to $3.3076\,$m;
symplectic Euler takes off $vh/2\approx0.0678\,$m; the rebound starts
$0.0522\,$m up. The trap is to use $ev$: the contact reads the approach after
this step's gravity. So the ball's bottom rises to $3.2922\,$m above the
floor's top, at step~109.

To check, run
$$\hbox{\.{build/bin/ch05 --headless --scene bounce --steps 120 --dump bounce.csv}}$$
The bouncy ball is body~4 (the floor is body~0), and its largest $y$ after
step 61, less its radius $0.25\,$m, is $3.2922\,$m, at step 109.

@ {\bf Chapter 5, problem P3.}\seclabel{ans5-3} This answer follows the
striker of the scene \.{cradle} into a row of five equal balls through
one single pass, and then finds where the row ends. It uses the impulse
of \S\secref{ch5-impulse}, the restitution threshold of
\S\secref{ch5-threshold}, and the cradle of \S\secref{ch5-cradle}.
The striker touches the first ball of the
row when the centres are $1\,$m apart, after $3\,$m. At $3.2\,$m/s it
moves $3.2/60\approx0.0533\,$m a step, so after 56 steps the centres are
$1.0133\,$m apart and after 57 steps $0.96\,$m: step~58 finds the
contact, $4\,$cm deep, and solves it. Phase~3 prepares every contact before any
impulse: the striker's with $v_n^-=-3.2\,$m/s, above the threshold, target
$e\cdot3.2=3.2\,$m/s; every contact inside the row with $v_n^-=0$, target 0;
the floor's (first in the list, since the floor is body~0) with $gh$,
below the threshold, target~0, which only stops each ball's fall. Then
phase~5, in pair order, with equal masses, $m_n={1\over2}m$:
\item{$\bullet$} striker and ball~1: $j={1\over2}m(3.2+3.2)=3.2m$; the
striker stops, ball~1 moves at $3.2\,$m/s;
\item{$\bullet$} balls 1 and 2: approach $3.2$, target 0, so both at
$1.6\,$m/s;
\item{$\bullet$} balls 2 and 3: both at $0.8\,$m/s;
balls 3 and 4: both at $0.4\,$m/s; balls 4 and 5: both at $0.2\,$m/s.

\noindent The six velocities are $0,\ 1.6,\ 0.8,\ 0.4,\ 0.2,\ 0.2\,$m/s:
momentum $3.2m$, as before, and kinetic energy ${1\over2}m(2.56+0.64+0.16+
0.04+0.04)={1\over2}m\cdot3.44$ of ${1\over2}m\cdot10.24$, a share of
$43/128\approx0.336$.

In the next step the approaches are $1.6-0.8=0.8$, $0.4$, $0.2$ and 0,
all slower than the threshold of $1\,$m/s (a bounce needs
$v_n^-<-1\,$m/s), so every target is 0 and every contact is plastic; a
plastic contact leaves its two balls at their mean, so later approaches
are smaller still. The faster balls catch the slower until the row moves
as one: by momentum at $3.2/5=0.64\,$m/s each, with the striker at rest,
keeping $5\cdot0.64^2/3.2^2={1\over5}$ of the energy. The trap is to
expect the cradle from $e=1$: the single pass fixes each target in
phase~3, from the velocities before any impulse, and the row was at rest
then. So the row ends moving as one at $0.64\,$m/s, with the striker at
rest, and keeps a fifth of the striker's kinetic energy.

To check, run
$$\hbox{\.{build/bin/ch05 --headless --scene cradle --steps 150 --dump cradle.csv}}$$
Step 58 holds the six velocities above, and step 150, $92/60\approx1.53\,$s
after the impact and before the row reaches the floor's end at $x=7\,$m,
holds $0.64\,$m/s for each ball of the row, as the chapter's measurement
of the cradle says.