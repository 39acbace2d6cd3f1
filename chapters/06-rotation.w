@* Chapter 6: Rotation.
Chapter~5 made contacts push back, and everything it pushes moves as a
whole: every point of a body has the body's velocity, and a body's
orientation is whatever its shape had when it was made. That is right for a
ball dropped straight onto a floor and wrong almost everywhere else. A box
that lands on one corner is pushed up at that corner. A real box turns
about it and falls onto a face. In stage~5 the push goes through the centre
of mass whatever the point, so the box bounces and comes to rest balanced
on its corner, a posture no box has ever held. A plank struck near one end
spins in the world and not in stage~5, where the blow only moves it. The
measurements at the end of the chapter show both, with the engine of
stage~5 beside this one's. The box landing on a corner is in
Table~\tabref{corner}, and Figure~\figref{landing} draws it turning onto a
face. The blow off the centre is the last row of Table~\tabref{wheeltab}: a
tall box struck high up turns with this chapter's engine and not in stage~5.
@^rotation@>

This chapter gives bodies an {\it angle\/} and an {\it angular
velocity\/}, a {\it torque\/} that changes the second as a force changes
the velocity, and a {\it moment of inertia\/} computed from the shape, the
turning counterpart of chapter~3's mass. Then it goes back to chapter~5's
contact and lets the impulse act where it acts: at the contact point, with
a lever arm. The facts are those of every rigid-body text; the way they are
put together follows the impulse article of our references \cite{gaul2013}
and Catto's sequential impulses \cite{catto2005}, and Box2D's treatment of
polygon inertia \cite{box2d}.

@*1 The algorithm on one page.
{\it After this chapter you can:}\seclabel{ch6-page}
\smallskip
\item{$\bullet$} compute the moment of inertia of a circle, a box and a convex polygon, with the parallel-axis theorem;
\item{$\bullet$} find the velocity of a point of a turning body, and the effective mass of a contact with its lever arms;
\item{$\bullet$} integrate the angle with each of chapter~2's integrators;
\item{$\bullet$} explain why a resting box solved by the single pass slumps, sinking and turning steadily.
\smallskip
\noindent This chapter lets bodies turn. A body gets an angle, an angular velocity,
a torque and a moment of inertia computed from its shape. An impulse at a
point off the centre of mass both pushes and turns, so the effective mass
of a contact shrinks with its lever arm. The equations that carry it:
$$I\,{d\omega\over dt}=\tau,\qquad \vec v_p=\vec v+\omega\times\vec r,$$
$$m_n^{-1}=w_A+w_B+{(\vec r_A\times\vec n)^2\over I_A}
+{(\vec r_B\times\vec n)^2\over I_B},\qquad j=-(1+e)\,m_nv_n^-,$$
$$I={1\over2}mr^2\qquad\hbox{(a disc of radius $r$)}.$$
Here $\vec r$ runs from a centre of mass to the point, $w=1/m$, and, as
in chapter~5, $e$ is the restitution and $v_n^-$ the normal velocity before
the impulse $j$.
Figure~\figref{step-6} is the step of stage~6: the bars mark the second
loop of phases 2 and~6, which integrates the angle as the first integrates
the position, and the torque cleared in phase~8. The contact's turning is
inside the functions phases 3 and~5 call.
\input fig/ch06-step.tex

@ Run \.{build/bin/ch06}: boxes, a wedge and a hexagon dropped at angles land
on their corners and fall over onto a face. They do not stay still there.
The single pass of chapter~5 lets a body lying on a face slowly turn and
sink again. That steady sinking and turning is the body's {\it slump}, which
{\it What this chapter cannot do\/} derives and Table~\tabref{drift} measures. The scene \.{seesaw} drops a
heavy box on one end of a plank lying across a static wedge, and
\.{wheel} sends a spinning wheel against a wall. \.{U} switches the
turning off and on. Off, it gives every body an infinite moment of inertia
and stops its spin, so the scene runs from there as it would in stage~5.
The panel shows the switch, the energy of motion and of turning, and the
angular momentum.
Figure~\figref{tumble} is that program's picture of its default scene,
drawn headless when this book was built.

\newdimen\tumx \newdimen\tumh \newdimen\tumv
\begingroup
\tumx=0.45bp % one pixel of the screenshot: 800 pixels make 5in
\def\tumat#1#2#3{\tumh=#1\tumx \tumv=530\tumx \advance\tumv by -#2\tumx
  \rlap{\kern\tumh\raise\tumv\hbox{\pdfliteral{1 g}\ninerm #3\pdfliteral{0 g}}}}
\medskip
\vbox{\centerline{\hbox{\rlap{\includegraphics[viewport=0 70 800 290,clip,width=5in]
  {fig/ch06-tumble.png}}\tumat{92}{360}{box}\tumat{236}{366}{plank}%
  \tumat{370}{372}{hexagon}\tumat{527}{368}{wedge}\tumat{662}{368}{pillow}\kern5in}}\smallskip
{\catcode`\@@=11 \global\advance\bk@@fignum by 1
\bk@@caption{Figure \the\bk@@fignum.}{The scene {\tt tumble} after 50 steps,
drawn by {\tt ch06 --headless --screenshot}, the empty sky above it cut away: a wooden box
$1\times1$, a metal plank $2\times0.4$, a rock hexagon, a wooden wedge and a
pillow $1.2\times0.6$, dropped turned, on their way onto a face. The first
four are dropped alone in Table~\tabref{corner}. The marks are chapter~4's drawing of the world's contacts and
its demo's selection. At the wedge's lowest corner are a contact point (its
colour names its features) and its normal in white. The pillow, the body
made last, is the selected one, outlined in white, the floor near it in
light blue, and the dashed blue line is the line that separates the two. The labels are the book's, placed by the pixels of this view.}}}\medskip
\endgroup
\figlabel{tumble}

@ The plan. First come angle, angular velocity and torque, and the two cross products
of the plane, then the velocity of a point of a turning body. Then the moment of
inertia of a circle, a box and a polygon, with the parallel-axis theorem.
Then what bodies gain (fields, definition, the public interface), and the
integration of the angle by each of chapter~2's integrators. Then the impulse
at a contact point, with the lever arm, derived from the two bodies'
equations. Last come drawing, measurements, what the tests check, what the chapter
cannot do, and exercises.

@*1 Angle, angular velocity, torque.
A rigid body in the plane has three degrees of freedom: the two
coordinates of its centre of mass and the angle $\theta$ by which it is
turned, counter-clockwise, from the orientation its shape was given in.
The angle changes at the {\it angular velocity\/} $\omega=d\theta/dt$, in
radians per second, positive counter-clockwise. Chapter~4 already places
shapes with a rotation $R(\theta)$; until now every body's was the
identity.
@^angle@>
@^angular velocity@>

Why does a force turn a body, and how fast? The answer is a law for the
angle beside Newton's law for the position, and this section derives it.
Think of the body as many small masses $m_k$ at the points $\vec x+\vec
r_k$, where $\vec x$ is the centre of mass, so that $\sum_km_k\vec
r_k=\vec0$. As the body turns by a small angle $d\theta$, each $\vec r_k$
turns with it about the centre of mass and keeps its length. So the
particle moves by $d\theta$ times $\vec r_k$ turned a quarter turn
counter-clockwise, $\vec r^\perp=(-r_y,r_x)$. Dividing by $dt$, the
particle at $\vec r_k$ moves with
$$\vec v_k=\vec v+\omega\vec r_k^{\perp},$$
the velocity of the centre plus that of the turning. The next section
writes the second term as $\omega\times\vec r$ and uses it at every
contact point. The particle's {\it angular momentum\/} about the centre
of mass is $\vec r_k\times m_k\vec v_k$. Summed over the body, the terms
with $\vec v$ vanish, since they carry the factor $\sum_k m_k\vec r_k=\vec
0$. What is left is
$$L=\sum_km_k\,\vec r_k\times(\omega\vec r_k^\perp)
=\omega\sum_km_k\vert\vec r_k\vert^2=I\omega,\qquad
I=\sum_km_k\vert\vec r_k\vert^2,$$
since $\vec r\times\vec r^\perp=r_x^2+r_y^2$. $I$ is the {\it moment of
inertia\/} about the centre of mass: the mass weighted by the square of its
distance from the centre.

Next, what changes $L$? The change is easiest to see in the frame that
moves with the centre of mass, where particle $k$ is at $\vec r_k$ and moves with
$\dot{\vec r}_k=\omega\vec r_k^\perp$, so that
$L=\sum_k\vec r_k\times m_k\dot{\vec r}_k$, the same $L$ as above. Its rate is
$${dL\over dt}=\sum_k\dot{\vec r}_k\times m_k\dot{\vec r}_k
+\sum_k\vec r_k\times m_k\ddot{\vec r}_k,$$
and the first sum is 0, each term a vector crossed with itself. The frame
accelerates with the centre of mass, at $\vec a$, so in it Newton's law
for particle~$k$ reads $m_k\ddot{\vec r}_k=\vec F_k+\vec f_k-m_k\vec a$:
$\vec F_k$ the outside force on it, $\vec f_k$ the forces of the other
particles, and $-m_k\vec a$ the extra force every particle feels in an
accelerating frame. The second sum splits into three. The inside forces
act in opposite pairs along the lines between the particles, so their
torques cancel pair by pair. The frame's forces give
$\sum_k\vec r_k\times(-m_k\vec a)=-\bigl(\sum_km_k\vec r_k\bigr)\times\vec
a=\vec 0\times\vec a=0$. What is left is
$dL/dt=\sum_k\vec r_k\times\vec F_k$, the sum of the {\it torques\/}
$\tau=\vec r\times\vec F$ of the outside forces about the centre of mass.
So, for a body whose shape does not change,
$$I\,{d\omega\over dt}=\tau,\qquad\hbox{beside}\qquad m\,{d\vec v\over dt}=\vec F.$$
A force through the centre of mass ($\vec r\parallel\vec F$) has no torque
and only moves the body; a pair of opposite forces at two points (a couple)
has no net force and only turns it.
@^torque@>
@^moment of inertia@>
@^angular momentum@>

@ The body gets the three numbers. It also gets the angle at the start of the step
for the drawing and for Verlet, as the position has |previous|, the
angular acceleration $\alpha=\tau/I$ found in phase~2, and a flag for
Verlet's first step of the angle (explained with the integration). The
moment of inertia and its inverse were given a place by chapter~3; this
chapter fills them in. The torque is an accumulator, like chapter~2's
force: the sum of the torques applied since the last step, cleared in
phase~8.

@<Body fields@>+=
double angle; /* $\theta$, in radians, counter-clockwise */
double angular_velocity; /* $\omega$, in radians per second */
double torque; /* $\tau$, in newton metres, the sum applied since the last step */
double previous_angle; /* $\theta_{n-1}$, as |previous| is for the position */
double angular_acceleration; /* $\alpha=\tau/I$, found in phase 2 */
bool turning_started; /* has the angle taken its exact first Verlet step? */

@ Every body starts unturned and still; a rigid body then takes its
definition's angle and angular velocity (below).

@<Initialise the later body fields@>+=
b->angle = b->angular_velocity = b->torque = 0.0;
b->previous_angle = b->angular_acceleration = 0.0;
b->turning_started = false;

@*1 Cross products in the plane.
In three dimensions the cross product of two vectors is a vector
perpendicular to both. In the plane, every such vector points along the
$z$ axis, out of the page, and only its length is worth keeping; so the
book uses three products, all the third component (or the plane part) of
the three-dimensional one:
$$\eqalign{
\vec a\times\vec b&=a_xb_y-a_yb_x\quad\hbox{(a number)},\cr
\omega\times\vec r&=(-\omega r_y,\;\omega r_x)=\omega\,\vec r^\perp\quad
\hbox{(a vector)},\cr
\vec r\times\omega&=(\omega r_y,\;-\omega r_x)=-\omega\,\vec r^\perp
\quad\hbox{(a vector)}.\cr}$$
The first is chapter~3's |ph_cross|, the signed area of the parallelogram
on $\vec a$ and $\vec b$, positive when $\vec b$ is counter-clockwise of
$\vec a$. In the second, $\omega$ stands for the vector $(0,0,\omega)$
out of the page, and the product turns $\vec r$ a quarter turn
counter-clockwise and scales it by $\omega$: chapter~3's |ph_perp| times
$\omega$. Two identities are used below, both checked by writing out the
components: $\vec a^\perp\cdot\vec b=\vec a\times\vec b$, and $\vec
r\times\vec r^\perp=\vert\vec r\vert^2$.
@^cross product@>

@<Private declarations@>+=
static inline ph_vec2 cross_scalar_vector(double omega, ph_vec2 r)
{
  return ph_mul(omega, ph_perp(r)); /* $\omega\times\vec r=(-\omega r_y,\omega r_x)$ */
}

@*1 The velocity of a point of a body.
\wsfrom{6}A material point of the body sits at $\vec p=\vec x+R(\theta)\vec s$, where\seclabel{ch6-point}
$\vec s$ is its place in the body's own coordinates and does not change.
Differentiating, with $dR/d\theta\,\vec s=(R\vec s)^\perp$ (differentiate
$(\cos\theta s_x-\sin\theta s_y,\ \sin\theta s_x+\cos\theta s_y)$),
$$\vec v_p=\vec v+\omega\,(R\vec s)^\perp=\vec v+\omega\times\vec r,
\qquad \vec r=\vec p-\vec x.$$
The turning part is perpendicular to $\vec r$, of length $\omega\vert\vec
r\vert$: a wheel of radius $r$ turning at $\omega$ moves its rim at
$\omega r$. Figure~\figref{pointvel} draws it.
@^velocity of a point@>

\mpfigure{fig/ch06-rotation-1.mps}{}{The velocity of a point of a turning
body. The centre of mass moves at $\vec v$; a point at $\vec r$ from it
also moves at $\omega\times\vec r$, perpendicular to $\vec r$ and
proportional to its length (the two grey arrows, at half and the whole of
$\vec r$). Its velocity is the sum $\vec v_p=\vec v+\omega\times\vec r$
(red).}
\figlabel{pointvel}

The engine needs only the turning part, $\omega\times\vec r$ for a world
point $\vec p$; chapters 6 and~7 add it to the velocities at a contact.
A static body has $\omega=0$, and gives the zero vector.\wsto{6}

@<Engine functions@>+=
static ph_vec2 turning_velocity(const ph_body *b, ph_vec2 p)
{
  ph_vec2 r = ph_sub(p, b->position);
  return cross_scalar_vector(b->angular_velocity, r);
}

@ @<Private declarations@>+=
static ph_vec2 turning_velocity(const ph_body *b, ph_vec2 p);

@*1 Moment of inertia.
The law $I\,d\omega/dt=\tau$ needs each shape's $I$, and this section\seclabel{ch6-inertia}
computes it for a circle, a box and any convex polygon. For a body of
uniform density $\rho$ the sum of the first section becomes an integral
over the shape $S$, about the centre of mass $\vec c$:
$$I=\rho\int_S\vert\vec x-\vec c\vert^2\,dA.$$
It is computed once, with the mass, in chapter~3's |ph_shape_mass|, which
left a place for it.
@^moment of inertia@>

{\it A circle\/} of radius $r$ about its centre: rings of radius $x$ and
width $dx$ have area $2\pi x\,dx$, so
$$I=\rho\int_0^r x^2\,2\pi x\,dx={\pi\rho r^4\over2}={1\over2}mr^2.$$

{\it A box\/} $\ell_x$ wide and $\ell_y$ high, about its centre:
$$I=\rho\int_{-\ell_x/2}^{\ell_x/2}\!\int_{-\ell_y/2}^{\ell_y/2}(x^2+y^2)\,dy\,dx
=\rho\Bigl({\ell_x^3\ell_y\over12}+{\ell_x\ell_y^3\over12}\Bigr)={m\over12}(\ell_x^2+\ell_y^2).$$
A box is a polygon in this engine, so this formula is not coded. It is
the check that the polygon code must pass.

@ A polygon is cut into triangles, so we need a triangle's moment first.
{\it A triangle\/} has one corner at a point $\vec o$ and the other two
at $\vec o+\vec e_1$ and $\vec o+\vec e_2$; take its moment about $\vec o$. Its points are
$\vec o+s\vec e_1+t\vec e_2$ with $s,t\ge0$ and $s+t\le1$, and the area
element is $dA=\vert\vec e_1\times\vec e_2\vert\,ds\,dt=2A_i\,ds\,dt$.
Over that unit triangle $\int\!\!\int s^2=\int_0^1s^2(1-s)\,ds={1\over12}$,
likewise for $t^2$, and $\int\!\!\int st=\int_0^1s{(1-s)^2\over2}\,ds
={1\over24}$. So
$$I_{\vec o}=2\rho A_i\int\!\!\int\vert s\vec e_1+t\vec e_2\vert^2\,ds\,dt
=2\rho A_i\Bigl({\vert\vec e_1\vert^2\over12}+{\vec e_1\cdot\vec e_2\over12}
+{\vert\vec e_2\vert^2\over12}\Bigr)
={m_i\over6}\bigl(\vert\vec e_1\vert^2+\vec e_1\cdot\vec e_2
+\vert\vec e_2\vert^2\bigr),$$
with $m_i=\rho A_i$. With $A_i$ signed, as chapter~3 takes it, the formula
holds for the signed fan too.
@^inertia of a triangle@>

{\it The parallel-axis theorem\/}\seclabel{ch6-parallel} moves a moment of inertia from one point
to another; the polygon needs it because its triangles' moments are about
a corner, not about the centroid. About a point $\vec o$ with $\vec d=\vec c-\vec o$,
$$I_{\vec o}=\rho\int_S\vert(\vec x-\vec c)+\vec d\vert^2\,dA
=I_{\vec c}+2\vec d\cdot\rho\!\int_S(\vec x-\vec c)\,dA+m\vert\vec d\vert^2
=I_{\vec c}+m\vert\vec d\vert^2,$$
since the middle integral is zero by the definition of the centroid. The
moment about the centre of mass is the smallest about any point.
@^parallel-axis theorem@>

{\it A convex polygon.} Chapter~3 cut it into a fan of triangles from
$\vec v_0$, for its area and centroid. Moments of inertia about the same
point add, so the fan gives $I_{\vec v_0}=\sum_iI_{\vec v_0,i}$, and the
parallel-axis theorem brings it to the centroid:
$$I=\sum_{i=1}^{n-2}{\rho A_i\over6}\bigl(\vert\vec e_1\vert^2+\vec e_1\cdot
\vec e_2+\vert\vec e_2\vert^2\bigr)-m\,\vert\vec c-\vec v_0\vert^2.$$
Figure~\figref{fan6} draws it for chapter~3's worked quadrilateral. As for
the centroid, the edge vectors from $\vec v_0$ are the size of the polygon
wherever it lies, and so are $\vec c-\vec v_0$ and both terms. But the
second term is taken from the first, and the two are close, since
$I_{\vec v_0}=I+m\vert\vec d\vert^2$ with $\vec d=\vec c-\vec v_0$. Their
leading digits cancel; their rounding errors, some $\epsilon$ of each,
stay. So the result's relative error is that of the terms times
$(I_{\vec v_0}+m\vert\vec d\vert^2)/I=1+2m\vert\vec d\vert^2/I$.
For chapter~3's quadrilateral the factor is
8.4, and for any convex shape it is at most 17, about one digit of
sixteen (the next paragraph shows why; a first reading can skip it).

{\it For the curious: why at most 17.} Along the line through $\vec v_0$
and $\vec c$ the shape's mass is spread with a concave density: the length
of the shape's chords across the line, by Brunn's theorem. For a
concave density the squared distance of any point of its support from its
centroid is at most 8 times its variance. To see it, put the point at~0
and the density $f$ on $[0,L]$. As $f$ is concave and $f(0)\ge0$, $f(x)/x$
falls as $x$ grows, so $f$ is a mixture, with weights $w(t)\ge0$ of sum~1,
of the triangular densities $2x/t^2$ on $[0,t]$. Each has mean ${2\over3}t$
and second moment ${1\over2}t^2$, so $f$ has mean $\mu={2\over3}\int wt\,dt$
and second moment ${1\over2}\int wt^2\,dt\ge{1\over2}(\int wt\,dt)^2={9\over8}\mu^2$,
by the Cauchy--Schwarz inequality. Its variance, that less $\mu^2$, is at
least $\mu^2/8$. The extreme is one triangle, the triangular density seen
from its tip. On $[0,1]$ that density is $2x$, seen from~0:
its mean is $\int_0^12x^2\,dx={2\over3}$, its second moment
$\int_0^12x^3\,dx={1\over2}$, its variance ${1\over2}-{4\over9}={1\over18}$,
and the tip's squared distance from the mean is
$({2\over3})^2={8\over18}=8\cdot{1\over18}$. Since $I/m$ is at least that variance,
$m\vert\vec d\vert^2\le8I$ and the factor is at most 17, reached by a
needle-thin triangle seen from its tip. A check: a unit square seen from a
corner has $\vert\vec d\vert^2={1\over2}$, a variance along the diagonal of
${1\over12}$ (a square's is the same along every line), so
$\vert\vec d\vert^2=6\cdot{1\over12}$, within the bound of $8\cdot{1\over12}$;
with $I/m={1\over6}$ it has $m\vert\vec d\vert^2/I={1\over2}/{1\over6}=3$, so
its factor is $1+2\cdot3=7$, against the bound's 17.

\mpfigure{fig/ch06-rotation-3.mps}{}{Inertia by triangles. Chapter~3's
quadrilateral $(0,0),(4,0),(4,2),(1,3)$, cut into a fan from $\vec v_0$.
Each triangle's moment about $\vec v_0$ is ${m_i\over6}(\vert\vec
e_1\vert^2+\vec e_1\cdot\vec e_2+\vert\vec e_2\vert^2)$: $34{2\over3}\rho$
and $33{1\over3}\rho$, so $68\rho$ in all. The parallel-axis theorem takes
away $m\vert\vec d\vert^2=9\rho\cdot{482\over81}$, for the centroid $\vec
c$, leaving $I={130\over9}\rho\approx14.44\rho$.}
\figlabel{fan6}

@ The worked example, by hand: the quadrilateral $(0,0)$, $(4,0)$,
$(4,2)$, $(1,3)$ of chapter~3. Triangle~1 has $\vec e_1=(4,0)$, $\vec
e_2=(4,2)$: $16+16+20=52$, area 4, moment ${4\cdot52\over6}\rho
={104\over3}\rho$. Triangle~2 has $\vec e_1=(4,2)$, $\vec e_2=(1,3)$:
$20+10+10=40$, area 5, moment ${5\cdot40\over6}\rho={100\over3}\rho$. The
sum is $68\rho$. With $A=9$ and $\vec c=({19\over9},{11\over9})$,
$\vert\vec c\vert^2={482\over81}$, and
$$I=68\rho-9\rho\cdot{482\over81}={612-482\over9}\rho={130\over9}\rho,$$
about $866.7\,$kg\,m$^2$ in wood. The tests check it, with a right
triangle with legs $a$ and $b$, whose moment about its centroid is
${m\over18}(a^2+b^2)$, and with a circle and a box.

The code follows the formula, with the symbols of chapter~3's fan: the
fan's moment |I_o| about $\vec v_0$, then the shift. A circle's is
${1\over2}mr^2$.

@<Find the moment of inertia of shape |s|@>+=
if (s->kind == PH_CIRCLE) md.inertia = 0.5 * md.mass * s->radius * s->radius;
else if (s->kind == PH_POLYGON && s->count >= 3 && s->count <= PH_MAX_POLYGON_VERTICES) {
  ph_vec2 v0 = s->vertices[0];
  double I_o = 0.0;
  for (int i = 1; i + 1 < s->count; i++) {
    ph_vec2 e1 = ph_sub(s->vertices[i], v0), e2 = ph_sub(s->vertices[i + 1], v0);
    double m_i = density * 0.5 * ph_cross(e1, e2);
    I_o += m_i / 6.0 * (ph_dot(e1, e1) + ph_dot(e1, e2) + ph_dot(e2, e2));
  }
  ph_vec2 d = ph_sub(md.center, v0);
  md.inertia = I_o - md.mass * ph_dot(d, d);
}

@*1 Bodies that turn.
A definition gains the two numbers a scene gives on a body line,
\.{angle=} and \.{omega=}; both default to zero, so every program written
for an earlier chapter makes the same unturned, still bodies on this stage.

Stages 3 to~5 read the two keys too, and refuse any value but 0, with a
message that names chapter~6 (|@<Read the rotation keys of body definition
|d|@>|). From this stage on they are accepted. A scene written for this
chapter does not load, rather than load unturned, on an earlier stage.
Chapter~4's |ph_body_turn_shape| still turns a body's shape about its
centre of mass; the angle turns it further.

@<Body definition fields@>+=
double angle; /* $\theta$ at the start, radians */
double angular_velocity; /* $\omega$ at the start, radians per second */

@ The check refuses numbers that are not finite, a static body that is
asked to spin, and a moment of inertia that the arithmetic cannot hold.
The mass was checked to be positive and finite. The moment is the mass
times a squared size, and can still overflow or vanish, as the mass could
(chapter~3). A box $10^6\,$m wide of mass $10^{300}\,$kg has
$I\approx10^{311}$, which is infinite.
@.angle must be finite@>
@.angular velocity must be finite@>
@.a static body cannot turn@>
@.moment of inertia ... must be...@>

@<Check the later body definition fields@>+=
if (!isfinite(d->angle)) return "angle must be finite";
if (!isfinite(d->angular_velocity)) return "angular velocity must be finite";
if (d->is_static && d->angular_velocity != 0.0)
  return "a static body cannot turn: its angular velocity must be 0";
if (!d->is_static) {
  double I = ph_shape_mass(&d->shape, d->material.density).inertia;
  if (!(isfinite(I) && I > 0.0)) {
    snprintf(check_message, sizeof check_message,
      "moment of inertia must be positive and finite (got %g)", I);
    return check_message;
  }
}

@ This section copies the turning numbers from the definition into the
body. Chapter~3 fills in a rigid body from its definition, with its mass
data |md| at hand, and lets later chapters prepare its shape there.
Turning belongs with the shape. The body takes its angle, its angular
velocity, and the inverse of its moment of inertia; that inverse is zero
for a static body, as its inverse mass is. The angle turns the body about
its centre of mass. Chapter~3 has put that centre at the definition's
position plus the shape's centroid. For a circle, a box, or any shape
whose centroid is its origin, the centre is the position the definition
gives.

A body's angle is not always the whole of its orientation. A shape turned
by |ph_body_turn_shape|, before or after, carries that turn in its
vertices, about the centre of mass, and the angle does not count it. The
getter |ph_body_angle| and the dumps report the angle alone. The drawing
applies the angle to the vertices, which are already turned. So a box
whose shape was turned by 0.3\thinspace rad and whose angle is
0.2\thinspace rad is drawn turned by 0.5\thinspace rad, and reports
0.2\thinspace rad.

{\it For the curious: another engine's choice.} Box2D turns a body about
the shape's origin, not its centroid. The two agree for the circles, boxes and the
hexagon of this book's scenes, but not for the wedge of \.{tumble},
$(-0.6,-0.4)$, $(0.6,-0.4)$, $(0,0.6)$. Its centroid is at
$(0,-{1\over15})$ in its own coordinates. This engine keeps that point,
the centre of mass, at the definition's position plus $(0,-{1\over15})$,
67\thinspace mm below it, and turns the wedge about it, so that the
wedge's origin swings round it. Box2D would keep the origin at the
definition's position and swing the centroid. A scene moved between the
two engines starts its wedge in the same place but turns it about
a different point.

@<Prepare the later parts of shape |s|@>+=
b->angle = b->previous_angle = d->angle;
if (!d->is_static) {
  b->angular_velocity = d->angular_velocity;
  b->inverse_inertia = 1.0 / md.inertia;
}

@ The transform chapter~4 gives a body for the collision code now carries
its angle. With $\theta=0$ the library's cosine and sine are exactly 1 and
0, so every scene of the earlier chapters collides to the same bits.

@<Turn the transform |xf| by the angle of body |b|@>+=
xf.rotation = ph_rotation_of(b->angle);

@ The interface. There are getters for the angle, the angular velocity and the
moment of inertia, as chapter~1's for the position. There are setters for the angle
and the angular velocity, which keep Verlet's implicit velocity right as
chapter~1's setters do. A torque is added to the accumulator. A force or
an impulse can be applied at a world point, and both move and turn.
Every function checks the handle and its numbers at the boundary.
@.torque must be finite@>
@.point must be finite@>

@<Body functions@>+=
double ph_body_angle(const ph_world *w, ph_body_id id);
double ph_body_angular_velocity(const ph_world *w, ph_body_id id);
double ph_body_inertia(const ph_world *w, ph_body_id id);
bool ph_body_set_angle(ph_world *w, ph_body_id id, double angle);
bool ph_body_set_angular_velocity(ph_world *w, ph_body_id id, double omega);
void ph_body_apply_torque(ph_world *w, ph_body_id id, double torque);
void ph_body_apply_force_at(ph_world *w, ph_body_id id, ph_vec2 force, ph_vec2 point);
void ph_body_apply_impulse_at(ph_world *w, ph_body_id id, ph_vec2 impulse, ph_vec2 point);

@ @<Engine functions@>+=
double ph_body_angle(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->angle : 0.0;
}

double ph_body_angular_velocity(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->angular_velocity : 0.0;
}

double ph_body_inertia(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->inertia : 0.0;
}

@ Setting the angle keeps $\theta_n-\theta_{n-1}$, as setting a position
keeps $\vec x_n-\vec x_{n-1}$. Setting the angular velocity of a Verlet
body that has started puts |previous_angle| at $\theta_n-h'\omega$, with
$h'$ the length of the last step (|last_dt|). A
static body, a particle, or any other body with no inverse inertia cannot
be set spinning. The setter refuses it, as the definition refuses a
static body that is asked to spin.
@.this body cannot turn...@>

@<Engine functions@>+=
bool ph_body_set_angle(ph_world *w, ph_body_id id, double angle)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!isfinite(angle)) {
    ph_report("angle must be finite");
    return false;
  }
  b->previous_angle += angle - b->angle;
  b->angle = angle;
  @<Tell the later chapters that body |b| has moved@>@;
  return true;
}

@ @<Engine functions@>+=
bool ph_body_set_angular_velocity(ph_world *w, ph_body_id id, double omega)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!isfinite(omega)) {
    ph_report("angular velocity must be finite");
    return false;
  }
  @<Let a later chapter turn a body that it moves by hand at |omega|@>@;
  if (b->inverse_inertia == 0.0 && omega != 0.0) {
    ph_report("this body cannot turn (it is static, or a particle)");
    return false;
  }
  if (w->settings.integrator == PH_VERLET && b->turning_started)
    b->previous_angle = b->angle - w->last_dt * omega;
  b->angular_velocity = omega;
  return true;
}


@ Chapter~14's kinematic bodies, which no force turns, are turned by the
program at the angular velocity it sets.

@<Let a later chapter turn a body that it moves by hand at |omega|@>=
@;

@ A torque is added to the accumulator, which phase~8 clears; like a
force on a static body, a torque on a body that cannot turn is accepted
and does nothing.

@<Engine functions@>+=
void ph_body_apply_torque(ph_world *w, ph_body_id id, double torque)
{
  ph_body *b = checked_body(w, id);
  if (!b) return;
  if (!isfinite(torque)) {
    ph_report("torque must be finite");
    return;
  }
  b->torque += torque;
}

@ A force $\vec F$ at the world point $\vec p$ is the force $\vec F$ at the
centre of mass plus the torque $\vec r\times\vec F$, $\vec r=\vec p-\vec
x$; the same split holds for an impulse, whose turning part
$\Delta\omega=I^{-1}(\vec r\times\vec J)$ is what |turn_body| (below) does.
Both reuse chapter~2's |body_to_push| for the checks of the handle and the
vector, and check the point.

@<Engine functions@>+=
void ph_body_apply_force_at(ph_world *w, ph_body_id id, ph_vec2 force, ph_vec2 point)
{
  ph_body *b = body_to_push(w, id, force, "force");
  if (!b) return;
  if (!ph_is_finite_vec(point)) {
    ph_report("point must be finite");
    return;
  }
  b->force = ph_add(b->force, force);
  b->torque += ph_cross(ph_sub(point, b->position), force);
}

@ @<Engine functions@>+=
void ph_body_apply_impulse_at(ph_world *w, ph_body_id id, ph_vec2 impulse, ph_vec2 point)
{
  ph_body *b = body_to_push(w, id, impulse, "impulse");
  if (!b) return;
  if (!ph_is_finite_vec(point)) {
    ph_report("point must be finite");
    return;
  }
  push_body(w, b, impulse);
  turn_body(w, b, point, impulse);
}

@*1 Integrating the angle.
The angle obeys the same kind of law as the position, $\dot\theta=\omega$,
$\dot\omega=\alpha=\tau/I$, so each of chapter~2's integrators treats it
as it treats a coordinate, in the same phases.
@^integration of the angle@>

\smallskip
\item{$\bullet$} {\it Symplectic Euler\/} changes the angular velocity in
phase~2, $\omega_{n+1}=\omega_n+h\alpha_n$, where phase~5's impulses
change it further, and turns by the new one in phase~6,
$\theta_{n+1}=\theta_n+h\omega_{n+1}$. A turn given by an impulse is seen
in the same step.
\item{$\bullet$} {\it Explicit Euler\/} does both in phase~6, the angle
first: $\theta_{n+1}=\theta_n+h\omega_n$, then
$\omega_{n+1}=\omega_n+h\alpha_n$. The turn reads $\omega$ as phase~5 left
it, so an impulse is seen in the same step here too; what comes a step late
is the torque's change of $\omega$.
\item{$\bullet$} {\it Verlet\/} keeps no angular velocity. It turns by
$\theta_{n+1}=\theta_n+(\theta_n-\theta_{n-1})+h^2\alpha$, rescaled as
chapter~1 rescales the displacement when the step length changes, and
first by the exact $\theta_1=\theta_0+h\omega_0+{1\over2}h^2\alpha$. So it
needs the previous angle as it needs the previous position; and the
angular velocity is read off afterwards, in phase~7,
$\omega=(\theta_{n+1}-\theta_n)/h$. An impulse changes it by moving
|previous_angle| back by $h'\Delta\omega$, as chapter~3 moves |previous|.
\par\smallskip

\noindent The angle is never reduced to $[-\pi,\pi)$. A body that spins for
a long time gathers a large angle. The cosine of a large argument is
still correct to rounding (the library reduces it exactly). Reducing it
ourselves would break Verlet's difference $\theta_n-\theta_{n-1}$ each time
the angle wrapped, and make the dumps jump.

@ Phase 2. The angular part of the integration is a loop of its own after
the linear one, skipping the same bodies. The angular acceleration
$\alpha=I^{-1}\tau$ is kept for phase~6; symplectic Euler changes $\omega$
now.

@<Integrate forces into velocities@>+=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  @<Skip bodies that do not move@>@;
  b->angular_acceleration = b->inverse_inertia * b->torque;
  if (w->settings.integrator == PH_SYMPLECTIC_EULER)
    b->angular_velocity += h * b->angular_acceleration;
}

@ Phase 6. Each integrator turns the body as the list above says; every one
keeps the angle it started from in |previous_angle|, as the linear step
keeps |previous|, for the drawing and for Verlet.

@<Integrate velocities into positions@>+=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  @<Skip bodies that do not move@>@;
  double theta = b->angle, alpha = b->angular_acceleration;
  if (w->settings.integrator == PH_VERLET) {
    @<Turn body |b| by a Verlet step of its angle@>@;
  } else if (w->settings.integrator == PH_EXPLICIT_EULER) {
    b->angle = theta + h * b->angular_velocity;
    b->angular_velocity += h * alpha;
  } else b->angle = theta + h * b->angular_velocity;
  b->previous_angle = theta;
}

@ @<Turn body |b| by a Verlet step of its angle@>=
if (!b->turning_started) {
  b->angle = theta + h * b->angular_velocity + 0.5 * h * h * alpha;
  b->turning_started = true;
} else {
  double turned = theta - b->previous_angle;
  if (w->last_dt > 0.0 && h != w->last_dt) turned *= h / w->last_dt;
  b->angle = theta + turned + h * h * alpha;
}

@ Phase 7. A Verlet body's angular velocity is read off its last turn.
The Euler integrators have nothing to correct here, because no constraint
of phase~7 turns a body.

@<Find the velocities the corrections leave@>+=
if (w->settings.integrator == PH_VERLET)
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    b->angular_velocity = (b->angle - b->previous_angle) / h;
  }

@ Phase 8 clears the torques with the forces, and the check after every
step looks at the angle and the angular velocity too.

@<Clear the forces@>+=
for (int i = 0; i < w->body_count; i++) w->bodies[i].torque = 0.0;

@ @<Ask whether the later numbers of body |b| are finite, in |finite|@>+=
finite = finite && isfinite(b->angle) && isfinite(b->angular_velocity);

@*1 The impulse at a contact point.
\wsfrom{6}This section finds the impulse of a contact point when the bodies turn.\seclabel{ch6-impulse}
The result is chapter~5's formula with a smaller effective mass, since an
impulse off the centre spends part of itself on turning. Chapter~5
derived the impulse $j\vec n$ for bodies that only move. Now the point
$\vec p$ is at $\vec r_A=\vec p-\vec x_A$ from
$A$'s centre of mass and at $\vec r_B=\vec p-\vec x_B$ from $B$'s, and the
velocities that meet there are the velocities of points,
$$\vec v_{\rm rel}=(\vec v_B+\omega_B\times\vec r_B)
-(\vec v_A+\omega_A\times\vec r_A),\qquad v_n=\vec v_{\rm rel}\cdot\vec n.$$
@^impulse, with rotation@>
@^effective mass@>
@^lever arm@>

The impulse $j\vec n$ on $B$ at $\vec p$ changes $B$'s velocity by $w_Bj\vec
n$, as before. It changes $B$'s angular velocity by the impulse's torque
over the moment of inertia, which is the law $I\dot\omega=\vec r\times\vec
F$ integrated over the step:
$$\Delta\omega_B=I_B^{-1}\,(\vec r_B\times j\vec n)=j\,I_B^{-1}(\vec
r_B\times\vec n),$$
and $A$ gets the opposite impulse at the same point:
$\Delta\vec v_A=-w_Aj\vec n$, $\Delta\omega_A=-j\,I_A^{-1}(\vec
r_A\times\vec n)$. How much does $B$'s point speed up along the normal?
$$\Delta(\vec v_B+\omega_B\times\vec r_B)\cdot\vec n
=w_Bj+\Delta\omega_B\,(\vec r_B^\perp\cdot\vec n)
=j\Bigl(w_B+{(\vec r_B\times\vec n)^2\over I_B}\Bigr),$$
using $\vec r^\perp\cdot\vec n=\vec r\times\vec n$; $A$'s point slows by
the same expression with $A$'s numbers. So
$$v_n^+=v_n^-+j\,m_n^{-1},\qquad m_n^{-1}=w_A+w_B+{(\vec r_A\times\vec n)^2\over I_A}
+{(\vec r_B\times\vec n)^2\over I_B},$$
and Newton's law $v_n^+=-e\,v_n^-$ gives chapter~5's formula with a larger
inverse effective mass $m_n^{-1}$:
$$j=-(1+e)\,m_nv_n^-.$$
The {\it lever arm\/} $\vec r\times\vec n$ is the distance from the centre
of mass to the line of the impulse. If the line goes through the centre,
the arm is zero and nothing turns. The longer the arm, the more of the
impulse goes into turning, and the smaller the effective mass. A push at the
end of a plank moves that end more easily than a push at its middle.
Figure~\figref{lever} draws it. Static bodies drop out as before, now
because $I^{-1}=0$ as well as $w=0$.

\mpfigure{fig/ch06-rotation-2.mps}{}{The lever arm. The impulse $j\vec n$
at $\vec p$ acts along the dashed line; its lever arm about the centre of
mass $\vec x$ is $\vec r\times\vec n$, the distance from $\vec x$ to that
line. It changes the velocity by $wj\vec n$, whatever the arm, and the
angular velocity by $j\,(\vec r\times\vec n)/I$, counter-clockwise here.}
\figlabel{lever}

{\it A worked example.} A wooden box $2\times0.5\,$m (60\thinspace
kg/m$^2$, so $m=60\,$kg, $w=1/60$, and $I={60\over12}(2^2+0.5^2)=21.25\,$kg\,m$^2$)
falls straight down at 2\thinspace m/s, not turning, tilted just enough that only its
lower right corner touches a static floor, with $e=0.5$. The floor is $A$,
the box $B$; $\vec n=(0,1)$, and the corner is at $\vec r=(1,-0.25)$ from the
centre, so $\vec r\times\vec n=1\cdot1-(-0.25)\cdot0=1\,$m, and
$v_n^-=-2\,$m/s. Then
$$m_n^{-1}={1\over60}+{1^2\over21.25}={13\over204},\quad m_n={204\over13}=15.69\,{\rm kg},
\quad j=-(1+0.5)\,m_nv_n^-={612\over13}=47.08\,{\rm N\,s}.$$
The centre's velocity becomes $-2+47.08/60=-1.215\,$m/s, still downward,
and the box turns at $\omega=47.08\cdot1/21.25=+2.215\,$rad/s,
counter-clockwise, lifting the corner; the corner's normal velocity is
$-1.215+2.215\,(\vec r^\perp\cdot\vec n)=-1.215+2.215\cdot1=+1.000\,$m/s,
$-e$ times its $-2$, as Newton's law asks. The energy goes from 120\thinspace J
to ${1\over2}60\cdot1.215^2+{1\over2}21.25\cdot2.215^2=96.46\,$J, a loss of
23.54\thinspace J, which is ${1\over2}m_n(1-e^2)(v_n^-)^2$. Stage~5 would
use $m_n=m=60\,$kg: an impulse of 180\thinspace N\,s, the box sent up at
1\thinspace m/s and 90\thinspace J lost. With the lever arm the impulse is about a
quarter of that ($47.08/180=0.26$), since most of what stops the corner is the turning.

{\it What is kept.} Does the new impulse keep momentum and lose energy,
as chapter~5's did? The linear momentum changes by $-j\vec n+j\vec n=\vec
0$, as in chapter~5. The angular momentum about any fixed point $\vec o$,
$L=\sum m(\vec x-\vec o)\times\vec v+I\omega$, changes for $B$ by
$(\vec x_B-\vec o)\times j\vec n+\vec r_B\times j\vec n=(\vec p-\vec
o)\times j\vec n$, and for $A$ by the opposite: it is kept too, because both
impulses act at the same point. The energy: for a body given an impulse
$\vec J$ at a point, ${1\over2}m\vert\vec v\vert^2+{1\over2}I\omega^2$
changes by $\vec J$ dotted with the mean of the point's velocity before
and after (chapter~5's argument, with $\Delta\omega={\vec r\times\vec
J/I}$ and $I\omega\Delta\omega+{1\over2}I\Delta\omega^2=(\vec
r\times\vec J)(\omega^-+\omega^+)/2$). Summed over the two bodies this is
again $j\,(v_n^-+v_n^+)/2$, so the loss is chapter~5's
$$\Delta E={1\over2}m_n(1-e^2)(v_n^-)^2\ge0$$
with the new $m_n$: no $e\le1$ creates energy, linear plus rotational. The
tests check all three.\wsto{6}
@^momentum, angular@>

@ The term each body adds to $m_n^{-1}$ (the code's |k|) for a direction $\vec d$ at $\vec p$
is $I^{-1}(\vec r\times\vec d)^2$; chapter~7 asks it for the tangent.

@<Engine functions@>+=
static double turning_term(const ph_body *b, ph_vec2 p, ph_vec2 d)
{
  double rxd = ph_cross(ph_sub(p, b->position), d); /* $\vec r\times\vec d$ */
  return b->inverse_inertia * rxd * rxd;
}

@ Turning a body by an impulse $\vec J$ at $\vec p$:
$\Delta\omega=I^{-1}(\vec r\times\vec J)$. A static body is left alone,
and a Verlet body that has started has its |previous_angle| moved back by
$h'\Delta\omega$, both for chapter~5's reasons in |push_body|.

@<Engine functions@>+=
static void turn_body(ph_world *w, ph_body *b, ph_vec2 p, ph_vec2 impulse)
{
  if (is_static(b)) return;
  double domega = b->inverse_inertia * ph_cross(ph_sub(p, b->position), impulse);
  if (w->settings.integrator == PH_VERLET && b->turning_started)
    b->previous_angle -= w->last_dt * domega;
  b->angular_velocity += domega;
}

@ @<Private declarations@>+=
static double turning_term(const ph_body *b, ph_vec2 p, ph_vec2 d);
static void turn_body(ph_world *w, ph_body *b, ph_vec2 p, ph_vec2 impulse);

@ Chapter~5 left three named sections empty in its phases 3 and~5, and
this chapter fills them. In the first, the inverse effective mass |k|
gains the two turning terms along $\vec n$. In the second, used in both
phases, the relative velocity gains the velocity the turning gives each
point. In the third, after the push, both bodies turn by the impulse at
$\vec p$.

@<Add the turning terms of |A| and |B| at |p| to |k|@>+=
k += turning_term(A, p, n) + turning_term(B, p, n);

@ @<Add the turning of |A| and |B| to |vrel| at the point |p|@>+=
vrel = ph_add(vrel, ph_sub(turning_velocity(B, p), turning_velocity(A, p)));

@ @<Turn |A| and |B| by the impulse $j\vec n$ at |p|@>+=
turn_body(w, A, p, ph_mul(-j, n));
turn_body(w, B, p, ph_mul(j, n));

@*1 Drawing turned bodies.
Chapter~3 draws a rigid body as its shape placed at |p|, unturned. A body
whose angle is not zero is drawn here instead, at the angle between
|previous_angle| and |angle| that the drawing's interpolation asks for.
It is drawn by chapter~3's own |draw_rigid_body| on a copy of the body whose shape
chapter~4's |ph_shape_turned| has turned. The loop over bodies then
goes on to the next body, so that chapter~3 does not draw it again unturned.
A circle gets a radius drawn across it, so that a spinning wheel is seen to
spin.

@<Find where to draw body |b| in |p|@>+=
if (b->kind == PH_RIGID && (b->angle != 0.0 || b->angular_velocity != 0.0)) {
  double theta = d->interpolate
    ? b->previous_angle + d->alpha * (b->angle - b->previous_angle) : b->angle;
  ph_body turned = *b;
  turned.angle = theta; /* the angle drawn, for chapter 14's parts */
  turned.shape = ph_shape_turned(&b->shape, ph_rotation_of(theta));
  draw_rigid_body(d, &turned, p);
  if (b->shape.kind == PH_CIRCLE)
    d->segment(d->context, p, ph_add(p, ph_rotate(ph_rotation_of(theta),
      ph_v(b->shape.radius, 0.0))), (ph_color){255, 255, 255, 255});
  continue;
}

@*1 The solver as it stands.
Figure~\figref{solver-6} is phase~5's single pass of stage~6, printed from
the webs as the step is. The two sections this chapter fills are opened
below the lines that name them: the turning added to the relative velocity
before the impulse is computed, and the turning the impulse gives after.
Friction's section is still empty; chapter~7 fills it.
\input fig/ch06-solver.tex

@*1 Measurements.
The chapter's measurement program, \.{bench06} (in the part {\it The
programs around the engine}, |@<Run the chapter 6 measurements@>|), runs the
scenes of this section and writes the tables, the paragraphs that read
them and the data of Figure~\figref{landing} when the book is built. ``As
in stage~5'' means the same scene with every body's inverse inertia set to
zero, which is what the demo's \.{U} does: every term this chapter adds is
then multiplied by zero, and the engine computes what stage~5 computed.

{\it Landing on a corner.} Does a shape that lands on a corner now fall
onto a face, as a real one does? Five shapes are dropped, turned, onto a
static floor, at 60 steps a second, with turning and as in stage~5:
Table~\tabref{corner}. They are the first
four of Figure~\figref{tumble}, the box, the plank, the hexagon and the
wedge, each alone and at the angle it has there, and the wooden box again,
dropped at exactly $45^\circ$.
@^landing on a corner@>

\midinsert
\tablecaption{Shapes dropped turned onto a static floor, every tilt in
degrees from the shape's nearest face. The first column is the tilt each
is dropped at; in stage~5, where nothing turns, each keeps that tilt ({\tt
bench06} checks it). With turning: when the tilt first fell below 2
degrees (it lies on a face), its tilt one second later, and after
8\thinspace s. The 8\thinspace s column is the single pass's
slump, its steady sinking and turning at rest (\S\secref{ch6-rest}),
not the landing: a shape that lay down turns on afterwards.
Made by {\tt bench06}.}\tablabel{corner}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&dropped&\multispan3\hfil with turning\hfil\cr
shape&tilt&lies down (s)&1\thinspace s later&at 8\thinspace s\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch06-corner.tex
}}$$
\endinsert

\input fig/ch06-corner-text.tex

\mpfigure{fig/ch06-rotation-4.mps}{}{The first box of
Table~\tabref{corner}, released at 40.1 degrees, drawn every fourth step
of its first 1.2\thinspace s from {\tt bench06}'s output (later outlines
darker). It lands on its lowest corner and turns; with no friction the
corner does not hold but slides along the floor, while the centre of mass
falls straight down, and the box falls flat. The last outline, at
1.2\thinspace s, lies on a face but is not at rest. Table~\tabref{corner}
gives how far it has turned away one second after it first lay down, and
at the end of the table's run, the slump of \S\secref{ch6-rest}.}
\figlabel{landing}

@ {\it A blow off the centre, and a spin that does not matter.}
Does a hit off the centre turn a body, and does a spin change how a body
leaves a wall? Table~\tabref{wheeltab} gives three hits, with no gravity.
The first two are in the scene \.{wheel}. A rubber wheel of radius
0.6\thinspace m moves at a wall at 4\thinspace m/s. It spins at its
rolling speed, $\omega=-v/r=-4/0.6\approx-6.67\,$rad/s (the scene sets
$-6.67$), as if it rolled on
a floor. Beside it a wooden box $1\times1\,$m (60\thinspace kg), with
restitution 1, slides at the wall, set off level and spinning, its face
7\thinspace m from the wall. In the third hit a ball of rock of radius
0.3\thinspace m, at 5\thinspace m/s, strikes a resting wooden box
$0.5\times2\,$m (60\thinspace kg) 0.7\thinspace m above the box's centre.
The hit's restitution is 0.3, wood's, the larger of the two. For this hit the
table gives the box's motion in the step of the hit, with turning and as
in stage~5.
\input fig/ch06-wheel-text.tex

\midinsert
\tablecaption{Three hits: the velocity along $x$, towards the wall, in m/s,
and the angular velocity, in rad/s, before the hit and after it. The wheel's
radius is 0.6\thinspace m, and its $\omega$ is $-v/r$ rounded, $-6.67$, as the
scene sets it. The box, set off level, turns at $-3\,$rad/s, and a corner
strikes. Its row is the step whose phase~1 finds that contact, \ChSixWheelHitTime\thinspace s
after the start. The box has turned by \ChSixWheelHitAngle\thinspace rad
there, its faces \ChSixWheelHitTilt\ degrees from square. The contact
point is \ChSixWheelHitArm\thinspace m from the box's centre along~$y$,
the lever arm $\vert\vec r\times\vec n\vert$ of a normal along~$x$. For the ball's
blow the rows are the struck box's, and the last two columns are after the
hit in stage~5, which cannot turn. Made by {\tt bench06}.}\tablabel{wheeltab}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\qquad&\hfil#\quad&\hfil#\qquad
&\hfil#\quad&\hfil#\cr
&\multispan2\hfil before\hfil\qquad&\multispan2\hfil after\hfil\qquad
&\multispan2\hfil stage 5, after\hfil\cr
case&$v$&$\omega$&$v$&$\omega$&$v$&$\omega$\cr
\noalign{\smallskip\hrule\smallskip}
\ChSixWheelRows
}}$$
\endinsert

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 6 test cases@>|), run by \.{ctest -L ch06} on this stage and
every later one. Table~\tabref{tests6} lists them. Every tolerance
follows the rule of the preface. It is the error the argument in the last column
allows, times the preface's margin. That error is rounding, $\epsilon\approx1.1\times10^{-16}$ relative, carried
through the operations involved. The tolerance is also at
least a hundred times below the error of the smallest mistake the test is
there to catch. Such a mistake is a turning term left out, a sign, or a moment about the wrong
point, and each changes the result by tens of percent. One row
bounds physics rather than rounding, with margins below that hundredfold,
and says so. It is \.{corner}, the wooden
box $1\times1\,$m of Table~\tabref{corner} released at 40.1 degrees. The
mistake it catches, an impulse that leaves out its turn $(\vec r\times\vec J)/I$,
leaves the box on its corner at 40.1 degrees,
its centre and corners 20\thinspace cm out of place. The test bounds the
box's smallest angle after landing by 0.5 degrees: twelve times the slump
of one step (below), and 80 times below the mistake's 40.1 degrees. It
bounds the centre and corners, at that step, by 5\thinspace cm:
\ChSixCornerOverlapTimes\ times the \ChSixCornerOverlap\thinspace mm of
overlap that {\tt bench06} measures there, and four times below
the mistake's 20\thinspace cm. (Its
angle at a fixed time after landing would measure the slump instead: at
1.5\thinspace s it is \ChSixCornerLate\ degrees, which a bound of 2 degrees would
hold with no real margin.)

\midinsert
\tablecaption{The tests of chapter~6: what each checks, its tolerance,
and why that tolerance.}\tablabel{tests6}
\halign{#\hfil\quad&\vtop{\hsize=2.3in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.2in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.3in\raggedright\noindent\strut#\strut}\cr
test&law or behaviour&tolerance&why\cr
\noalign{\smallskip\hrule\smallskip}
\.{inertia}&circle ${1\over2}mr^2$, box ${m\over12}(\ell_x^2+\ell_y^2)$,
quadrilateral ${130\over9}\rho$, triangle ${m\over18}(a^2+b^2)$, also far
from the origin&$10^{-12}$ of $I$&a handful of roundings\cr
\.{free\_spin}&no torque keeps $\omega$, under each integrator&exact
(Euler); $10^{-9}$ (Verlet)&nothing changes $\omega$; Verlet reads it from a
difference of angles\cr
\.{off\_centre}&$\Delta\vec v=\vec J/m$, $\Delta\omega=(\vec r\times\vec
J)/I$; a torque; a force at a point&$10^{-15}$ relative&one rounding\cr
\.{verlet\_blow}&under Verlet, a blow turns the body in the next step by
$h\Delta\omega$&$10^{-9}$ relative&an angle read back as a difference over
$h$\cr
\.{collisions}&400 random pairs keep $\sum m\vec v$ and the angular
momentum about the origin; one-point contacts never gain energy&$10^{-12}$
of the magnitudes; $10^{-9}$ of the energy&a few roundings; a difference of
near energies\cr
\.{corner}&the box $1\times1\,$m dropped at 40.1 degrees falls onto its
nearest face within 1.5\thinspace s&0.5 degrees at its flattest; there,
5\thinspace cm&one step's slump, 0.04 degrees; the
\ChSixCornerOverlap\thinspace mm overlap\cr
\.{scene\_keys}&\.{angle=}, \.{omega=} load and are dumped; bad ones give
\.{FILE:LINE:}&exact; the message&the reader's rule\cr
\.{boundary}&bad arguments are reported, not obeyed&the message&the
interface's rule\cr
\.{determinism}&the same run twice gives the same bytes&exact&the
preface's promise\cr
\noalign{\smallskip\hrule}}
\endinsert

\medskip\noindent Not tested, and why: the energy of a contact with two points.
The derivation above is for one impulse at one point. A manifold of two
points, solved one after the other in one pass, can gain energy, and
does, as the next section measures. So there is no law for a test to
hold the single pass to.

@ Debugging exercises 6.1 and 6.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 6.1} builds stage~6 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it Rest.}\seclabel{ch6-rest} Why does a box lying flat on the floor not stay still? It
has two contact points, and the single pass of chapter~5 solves them one
after the other. This derivation follows the pass through one step and
finds the motion that every later step repeats: a slow turn and a sink.
Take a square box of side $\ell=1\,$m, of mass $m$ and moment of inertia
$I=m\ell^2/6$, lying flat on the floor.
Figure~\figref{twocorners} draws it. Corner~1 is its lower left corner and
corner~2 its lower right one; each is at the lever arm $\ell/2$ from the
centre, and the pass solves corner~1 first.

\midinsert
\mpfigure{fig/ch06-rotation-5.mps}{}{The single pass at the two corners of
a box $1\times1\,$m resting on the floor, $I=m/6$; in red the velocity of
each corner along the normal, in blue the impulse just applied, drawn to
scale in units of $gh$ and computed in the figure by the impulses of this
section. (a) After phase~2 both corners approach at $gh$; they are
numbered in the order the pass solves them, each at the lever arm $\ell/2$. (b) Corner~1's
impulse stops it, and turns the box so that corner~2 now approaches at
${6\over5}gh$. (c) Corner~2's impulse stops it, and pushes corner~1 back
down. (d) Step after step the pass ends at the same motion: corner~2 at
rest, corner~1 sinking at ${1\over4}gh$, the box turning about its second
corner.}\figlabel{twocorners}
\endinsert

After phase~2 of the first step both lower corners approach the floor at
$gh$, the velocity gravity adds in one step:
${1\over6}\,$m/s with $g=10\,$m/s$^2$ and $h={1\over60}\,$s.
Each corner's target velocity is 0.
Velocities are measured in units of $gh$ and angular velocities in units
of $gh/\ell$, upward and counter-clockwise positive.
In these units a turn $\omega$ moves each corner up or down at
${1\over2}\omega$. A box whose centre moves at $v$ therefore has corner~1
moving up at $v-{1\over2}\omega$ and corner~2 at $v+{1\over2}\omega$.
Three pairs of symbols name the motion $(v,\omega)$ within one step:
$(v_0,\omega_0)$ when the pass begins, after phase~2's fall;
$(v_1,\omega_1)$ after corner~1's impulse;
$(v_2,\omega_2)$ after corner~2's impulse, which ends the step.
The fall adds $-1$ to $v$ and leaves $\omega$, so each step begins its pass
at $v_0=v_2-1$ and $\omega_0=\omega_2$ of the step before.
Corner~1, at $\vec r=(-{\ell\over2},-{\ell\over2})$, has
$\vec r\times\vec n=-{\ell\over2}$ and $m_n^{-1}={1\over m}+{\ell^2/4\over
m\ell^2/6}={5\over2m}$, so $m_n={2\over5}m$; corner~2, at $\vec
r=({\ell\over2},-{\ell\over2})$, has $\vec r\times\vec n={\ell\over2}$ and the
same~$m_n$.

The pass makes two moves. Corner~1 moves along the normal at
$v_{n,1}=v_0-{1\over2}\omega_0$, and its impulse
$j_1=-{2\over5}mv_{n,1}$ stops it. That impulse adds $j_1/m=-{2\over5}v_{n,1}$ to
$v$ and $-{\ell\over2}j_1/I=+{6\over5}v_{n,1}$ to $\omega$:
$$v_1=v_0-{2\over5}v_{n,1}={3\over5}v_0+{1\over5}\omega_0,\qquad
\omega_1=\omega_0+{6\over5}v_{n,1}={6\over5}v_0+{2\over5}\omega_0.$$
Corner~2 then moves at $v_{n,2}=v_1+{1\over2}\omega_1$ and gets
$j_2=-{2\over5}mv_{n,2}$. Its arm is $+{\ell\over2}$, so it turns the box the
other way, by $-{6\over5}v_{n,2}$; so $v_2=v_1-{2\over5}v_{n,2}$ and
$\omega_2=\omega_1-{6\over5}v_{n,2}$. Each phase of the step is one line:
$$\vbox{\openup4pt\halign{#\hfil\quad&$\displaystyle#$\hfil\cr
phase 2, the fall:&v_0=v_2-1,\qquad \omega_0=\omega_2\ \hbox{(of the step before)};\cr
phase 5, corner 1:&\pmatrix{v_1\cr\omega_1\cr}={1\over5}\pmatrix{3&1\cr6&2\cr}
  \pmatrix{v_0\cr\omega_0\cr};\cr
phase 5, corner 2:&\pmatrix{v_2\cr\omega_2\cr}={1\over5}\pmatrix{3&-1\cr-6&2\cr}
  \pmatrix{v_1\cr\omega_1\cr}.\cr}}$$
So the pass is the linear map $P$, the product of the two:
$$\pmatrix{v_2\cr\omega_2\cr}=P\pmatrix{v_0\cr\omega_0\cr},\qquad
P={1\over5}\pmatrix{3&-1\cr-6&2\cr}\,{1\over5}\pmatrix{3&1\cr6&2\cr}
={1\over25}\pmatrix{3&1\cr-6&-2\cr}.$$

Rows (a) to~(c) below are the states within the map's first step from
rest ($v_0=-1$, $\omega_0=0$), with $j_1={2\over5}mgh$ and
$j_2={12\over25}mgh$; row~(d) is the motion that repeats, derived next.
Figure~\figref{twocorners} draws the same four rows.
$$\vbox{\openup3pt\halign{#\hfil\qquad&\hfil$#$\qquad&\hfil$#$\qquad&\hfil$#$\qquad
&\hfil$#$\cr
&v\ (gh)&\omega\ (gh/\ell)&\hbox{corner 1 }(gh)&\hbox{corner 2 }(gh)\cr
\noalign{\smallskip\hrule\smallskip}
(a) after phase 2&-1&0&-1&-1\cr
(b) after $j_1$&-{3\over5}&-{6\over5}&0&-{6\over5}\cr
(c) after $j_2$&-{3\over25}&{6\over25}&-{6\over25}&0\cr
(d) steady, after $j_2$&-{1\over8}&{1\over4}&-{1\over4}&0\cr}}$$
Corner~1's impulse turns the box clockwise, which {\it pushes the
other corner down\/}: it now approaches at ${6\over5}gh$, more than before,
and its larger impulse turns the box back the other way and leaves
corner~1 sinking. The next step starts from that motion, adds $gh$ of fall,
and solves the corners in the same order again.



The second row of
$P$ is $-2$ times the first, so whatever the motion before,
$$\omega_2=-2v_2.$$
After one step, then, $\omega=-2v$ at the end of every step. The next
step starts its pass at $v_0=v_2-1$, $\omega_0=-2v_2$, and ends it at
$$v_2^{\rm next}={3\over25}(v_2-1)+{1\over25}(-2v_2)={v_2-3\over25}.$$
Its fixed point, where $v_2^{\rm next}=v_2$, is ${24\over25}v_2=-{3\over25}$, that is
$v=-{1\over8}$ and $\omega={1\over4}$, row~(d); and since
$v_2^{\rm next}+{1\over8}={1\over25}(v_2+{1\over8})$, the distance from it shrinks
25-fold a step (three steps come within $10^{-4}gh$ of it). In that
row the corners move at $v\mp{1\over2}\omega=-{1\over4}$ and~0. At 60 steps a
second, with $g=10\,$m/s$^2$ and $\ell=1\,$m, $gh={1\over6}\,$m/s and
$gh/\ell={1\over6}\,$rad/s, so the box turns at $\omega=gh/(4\ell)=0.042\,$rad/s and its
centre goes down at $gh/8$ (Table~\tabref{sinkrates} of chapter~8 sets this
rate beside the others the book derives and measures for the same box).
The box always turns the same way, because the pass always solves the
two points in the same order. It turns about its second corner and
sinks, because nothing in this engine undoes an overlap. This steady
sinking and turning of a resting box is its {\it slump\/}
(preface, \S\secref{measures}). Table~\tabref{drift} measures the slump of one
box and of columns of boxes, which now tip and fall apart as well as sink.
@^slump of a resting box@>
@^stack, tipping@>


\midinsert
\tablecaption{Columns of $N$ wooden boxes $1\times1\,$m resting on the
floor: the largest tilt of any box in degrees and how far the top box's
centre has sunk below where it started, in millimetres, as in stage~5 after 2\thinspace s, and with turning
after 1 and 2\thinspace s; ``fell'' where the top box is by then more than
half a box to the side of the column (preface, \S\secref{measures}). Made by {\tt bench06}.}\tablabel{drift}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\qquad&\hfil#\quad&\hfil#\qquad
&\hfil#\quad&\hfil#\cr
&\multispan2\hfil stage 5, 2\thinspace s\hfil\qquad&\multispan2\hfil turning,
1\thinspace s\hfil\qquad&\multispan2\hfil turning, 2\thinspace s\hfil\cr
$N$&tilt ($^\circ$)&sink (mm)&tilt ($^\circ$)&sink (mm)&tilt ($^\circ$)&sink (mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch06-drift.tex
}}$$
\endinsert

\input fig/ch06-drift-text.tex

\midinsert
\tablecaption{One wooden box $1\times1\,$m resting on the floor for
10\thinspace s with turning, started just touching the floor and started
1\thinspace mm inside it, as chapter~9 starts every box: how far its centre
has gone down from where it started, in millimetres; its tilt, in degrees;
and how deep into the floor, in millimetres, the corner it turns about and
its lowest corner end (preface, \S\secref{measures}). Made by {\tt bench06}.}\tablabel{resting}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&&&\multispan2\hfil depth (mm)\hfil\cr
started&sink (mm)&tilt ($^\circ$)&turning corner&lowest corner\cr
\noalign{\smallskip\hrule\smallskip}
\ChSixRestingRows
}}$$
\endinsert

\noindent Table~\tabref{resting} also explains a measurement in chapter~9.
Chapter~9's Table~\tabref{across} measures the same sink for a box
started a millimetre inside the floor, and finds less than the first
row here. The second row is that box. Its centre starts 1.0\thinspace mm
lower, but it sinks less, because the corner it turns about ends less
deep. Its centre therefore ends \ChSixRestingHigher\thinspace mm higher
than the first box's: the first sink, less the second, less the
millimetre. How far a box sinks depends on how its corners start, not
only on the slump.
Two later chapters are needed for a box to rest: chapter~8 removes the
overlap, and chapter~9 repeats the pass until the two corners agree.
Box2D also offers a third way for a manifold of two points: it solves
both points at once, as a $2\times2$ linear system, with separate cases
where one of the two impulses would pull \cite{box2d}.

{\it Energy at two points.} Solving the two points one after the
other can also create energy. Each point's target velocity, $-e\,v_n^-$,
is fixed in phase~3 from the velocities before the pass. When the first point's impulse slows the second point's
approach, the second is still sent off at its old target, faster than
$e$ times the approach it has now, and the pair gains energy. For a box
on a floor the first impulse speeds the other corner's approach (above),
so the gain does not happen there. It happens where the lever arm $\vec r\times\vec n$
of each corner is small beside the body's radius of gyration $\sqrt{I/m}$.
Then a corner's impulse moves the body more than it turns it, and slows
the other corner instead of speeding it. A tall body standing on its narrow
end is such a body, its lower corners at arms of $\pm0.2\,$m, for
$\sqrt{I/m}=0.45\,$m. A wooden post $0.4\times1.5\,$m standing upright,
tilted by up to 3 degrees and spinning at up to 8\thinspace rad/s, hits
a free metal slab at 3\thinspace m/s with its lowest corner 5\thinspace mm
inside it. The other lower corner is at most $0.4\sin3^\circ\approx2\,$cm
higher. The collision has $e$ between 0.5 and~1 on both bodies, and no
restitution threshold.
\input fig/ch06-energy-text.tex
\noindent Chapter~9 removes this gain: it repeats the pass until both
points reach their targets. If both corners leave at $-e$ times their approach,
the normal velocity and the spin are both $-e$ times what they were, and
the energy of those two motions is multiplied by $e^2\le1$.

{\it No grip.} A frictionless contact pushes along the normal only.
The normal of a circle's contact passes through the circle's centre, so
the contact cannot change a wheel's spin. The wheel of the scene \.{wheel} keeps its spin through the wall.
A wheel spinning on a floor spins in place for ever, sliding. A ball
thrown along the floor slides and never starts to roll. Chapter~7 adds friction.

@*1 Summary.
A body turns by the law $I\,d\omega/dt=\tau$. Its moment of inertia $I$
comes from its shape: by integration for a circle and a box, and by
triangles and the parallel-axis theorem for a polygon. An impulse at a
point off the centre of mass both pushes and turns the body. So the
effective mass $m_n$ of a contact point is no larger than without turning,
and smaller whenever a lever arm $\vec r\times\vec n$ is not zero,
with $m_n^{-1}=w_A+w_B+(\vec r_A\times\vec n)^2/I_A+(\vec r_B\times\vec
n)^2/I_B$. Turning gives the single pass a new failure. For a box at rest
on two corners, the impulse at the first corner turns the box, and the
impulse at the second corner over-corrects that turn. So the box slumps,
that is, it sinks and turns steadily, and stacks tip.

@*1 Exercises.
Each exercise has a test, \.{tests/exercises/ch06-K.w}, and a reference
solution; the test calls exactly the interface the statement names. The
ratings are on the preface's scale.

\item{1.} [15] Write |double ph_body_kinetic_energy(const ph_world *w,
ph_body_id id)|, the body's kinetic energy
${1\over2}m\vert\vec v\vert^2+{1\over2}I\omega^2$; a handle that names no
body is reported and gives 0. (Test: a box $2\times1\,$m of density
6\thinspace kg/m$^2$ at $(3,4)\,$m/s turning at 2\thinspace rad/s has
160\thinspace J, to $10^{-12}$ of it; a static body has 0.)

\item{2.} [10] Write |ph_vec2 ph_body_point_velocity(const ph_world *w,
ph_body_id id, ph_vec2 point)|, the velocity $\vec v+\omega\times(\vec
p-\vec x)$ of the material point at the world point $\vec p$; a bad handle
or a point that is not finite is reported (the latter with a message that
contains ``finite'') and gives $\vec 0$. (Test: a
wheel of radius 0.5\thinspace m rolling at 2\thinspace m/s, $\omega=-4$:
its lowest point is at rest, its top moves at $(4,0)$, its front at
$(2,-2)$, exactly.)

\item{3.} [25] Write |double ph_shape_inertia_about(const ph_shape *s,
double density, ph_vec2 point)|, the moment of inertia of the shape about
|point|, by the parallel-axis theorem from the moment about the centroid
that |ph_shape_mass| gives. The point is in the shape's own coordinates:
those its vertices were given in by |ph_polygon|, or the centre of
|ph_circle|'s circle, not moved to the centroid as a body's shape is.
(Test: chapter~6's quadrilateral $(0,0),(4,0),(4,2),(1,3)$ of density 1 has
68 about $\vec v_0=(0,0)$ and ${130\over9}$ about its centroid
$({19\over9},{11\over9})$; a circle of radius~1 has ${3\over2}\pi$ about
the point $(0,1)$ of its rim; each to $10^{-12}$ of the value, relative.)

\item{4.} [20] Write |double ph_contact_effective_mass(const ph_world *w,
ph_body_id a, ph_body_id b, ph_vec2 point, ph_vec2 normal)|, the effective
mass $m_n$ of an impulse along the unit vector $\vec n$ at the world
point $\vec p$, given to $b$ and its opposite to $a$, the inverse of
$m_n^{-1}=w_A+w_B+(\vec r_A\times\vec n)^2/I_A+(\vec r_B\times\vec n)^2/I_B$
of \S\secref{ch6-impulse}, with its turning terms $(\vec r\times\vec n)^2/I$; 0 when
$m_n^{-1}=0$ (two bodies that cannot move); a bad handle, or a point or normal
that is not finite, is reported (the latter with a message that contains
``finite'') and gives 0. (Test: the worked example's
box on its floor has $204\over13\,$kg at its corner along $(0,1)$, and
60\thinspace kg, its own mass, along the line through its centre; a box
striking a ball of rock along the line of the ball's centre has the
ball's arm 0 and the box's alone; each to $10^{-12}$ of it, relative.
Then, by hand: what $m_n$ does the test's corner have along $(1,0)$, and
why is it larger than along $(0,1)$?)

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] The hexagon of the scene \.{tumble} is regular, its six
corners at $r=0.5\,$m from its centre, of rock (270\thinspace kg/m$^2$).
Find its moment of inertia about its centre twice: as six triangles with
a common corner at the centre, by this chapter's formula for a triangle;
and as the engine finds it, by the fan of four triangles from $\vec v_0$
and the parallel-axis theorem. Give $m$ and $I$, and the factor
$1+2m\vert\vec d\vert^2/I$ by which the engine's difference loses
accuracy for this shape.

\item{P2.} [20] An impulse along a unit vector $\vec n$ acts at a corner
of a free box $\ell_x$ wide and $\ell_y$ high, of mass $m$; the other body is static. Over all
directions $\vec n$, which one gives the smallest effective mass $m_n$,
which the largest, and what are they? Show that the smallest is the same
for every box, whatever $\ell_x$ and $\ell_y$, and find its value for a solid disk
struck at its rim. Where does the worked example's $m_n=15.69\,$kg lie
between the two?

\item{P3.} [20] {\it Rest\/} in {\it What this chapter cannot do\/}
derives one step of the resting box $1\times1\,$m as a map from the motion
$(v,\omega)$ it ends a step with to the motion it ends the next with
(gravity, then the first corner's impulse, then the second's; $v$ in units
of $gh$ and $\omega$ in units of $gh/\ell$). Check each of its steps, and show that the map is linear plus a constant, find its fixed point and how
fast the motion approaches it, and find the normal velocity of each corner
at the fixed point. At 60 steps a second, how fast does the model say the
box turns, and how fast do its centre and its first corner go down?
