@* Chapter 4: Shapes and collision detection.
Chapter~3 gave the engine rigid bodies with shapes, but the shapes are only
used to find masses and to draw. Drop a box on a floor and it falls straight
through; throw two balls at each other and they pass like ghosts. Chapter~1's
particles did push each other apart, but they only ever knew one shape, the
circle, and one test, ``are the centres closer than the sum of the radii?''
A box resting on a tilted plank needs more: where exactly do the two touch,
in which direction should they be pushed apart, and by how much?
@^collision detection@>

This chapter answers those three questions for every pair of shapes the
engine has: circle and circle, circle and polygon, polygon and polygon. The
answer for one pair is a {\it contact manifold}. It has a unit {\it normal\/} that
points from the first shape, $A$, to the second, $B$. Chapter~1's push
between two particles used the opposite direction, from the second particle
to the first; from here on every contact's normal points from $A$ to $B$.
A manifold also has a {\it depth\/}, which says how far
the two shapes overlap along the normal. It has up to two {\it contact points}, each with a {\it
feature id\/} that names the corner or edge it came from, so that the same
contact can be recognised in the next step. The questions are answered by
pure functions of two shapes and two {\it transforms}, a position and a
rotation each. These functions know nothing of bodies or worlds. The world calls them
for every pair of bodies at the start of every step (phase~1) and keeps what
they find. The
geometry is the standard one of real-time collision detection, for which
Ericson's book is the reference \cite{ericson2005}. The manifold, its
feature ids and the clipping of polygons are those of Catto's Box2D Lite
and Box2D \cite{catto2006,box2d}.

The chapter finds contacts and does nothing with them: the bodies still pass
through each other. Making them push back is chapter~5's work, which needs
exactly the manifold built here. Chapter~5 answers contacts with impulses, as
the reference article ``Game Physics Engine, Part~1: Impulse Resolution''
does \cite{gaul2013}, solved one after another as in Catto's sequential
impulses \cite{catto2005,catto2006,catto2014}. The demo, \.{build/bin/ch04}, is therefore
a laboratory rather than a simulation. Shapes float with no gravity, and the
mouse drags them. The keys \.{Z} and \.{X} turn the one last grabbed. Each
pair that touches shows its normal, its depth and its points.
Figure~\figref{collide} is that demo, drawn by the same program when this
book was built. The code around the engine is in ``Programs of chapter~4'' behind
the chapters: the demo, the file of contacts, the measurement program. The
code of the tests is in ``Tests of chapter~4''.
@!@^manifold@>

\newdimen\colpx \newdimen\colyo \newdimen\colh \newdimen\colv
\begingroup
\colpx=0.1845bp % one pixel of a screenshot: 800 pixels make 2.05in
\colyo=560\colpx % the bottom of the middle 520 rows, which are shown
\def\colat#1#2#3{\colh=#1\colpx \colv=\colyo \advance\colv by -#2\colpx
  \rlap{\kern\colh\raise\colv\hbox{\pdfliteral{1 g}#3\pdfliteral{0 g}}}}
\def\colpanel#1#2#3{\vtop{\hbox{\rlap{\includegraphics
    [viewport=0 40 800 560,clip,width=2.05in]{fig/ch04-collide-#1.png}}%
  #3\kern2.05in}\kern3pt\hbox to2.05in{\hss\ninerm #2\hss}}}
\def\swatch#1{\hbox{\vrule width.3pt\vbox{\hrule height.3pt
  \hbox{\pdfliteral{#1 rg}\vrule width6pt height6pt\pdfliteral{0 g}}\hrule height.3pt}%
  \vrule width.3pt}}
\medskip
\vbox{\centerline{\colpanel{a}{(a) two circles}{%
  \colat{47}{112}{$A$}%
  \colat{719}{112}{$B$}%
}\hskip.15in
\colpanel{b}{(b) a plank pierced twice}{%
  \colat{690}{546}{$A$}%
  \colat{266}{166}{$B$}%
  \colat{622}{166}{$B'$}%
}\hskip.15in
\colpanel{c}{(c) apart: the separating line}{%
  \colat{172}{546}{$A$}%
  \colat{640}{506}{$B$}%
}}\smallskip
\centerline{\colpanel{d}{(d) face on face}{%
  \colat{27}{542}{$A$}%
  \colat{627}{190}{$B$}%
}\hskip.15in
\colpanel{e}{(e) a corner in a face}{%
  \colat{12}{552}{$A$}%
  \colat{620}{148}{$B$}%
}\hskip.15in
\colpanel{f}{(f) a circle on a face}{%
  \colat{693}{476}{$A$}%
  \colat{629}{168}{$B$}%
}}\smallskip
{\catcode`\@@=11 \global\advance\bk@@fignum by 1
\bk@@caption{Figure \the\bk@@fignum.}{The built-in scene {\tt collide},
drawn by {\tt ch04 --headless --screenshot} when this book was built, once
for each pair, with {\tt --view} centred on the pair and 4.5\thinspace m
wide. In each pair $A$ is the body listed first,
and the normal points from $A$ to $B$. Each contact point is a small square
whose colour tells its feature id. That is the number $10000f+100r+x$ that names the
edge $r$ of the reference shape and the feature $x$ of the other shape that
touched it; it is defined with the contact manifold, under ``Feature ids''.
\swatch{.471 .784 .314}~Green is 200 and \swatch{.902 .902 .902}~grey is 201:
vertices 0 and 1 of the incident face, against edge~2, the top, of $A$.
\swatch{.969 .549 .235}~Orange is 230, a circle against edge~2 of $A$.
\swatch{.937 .278 .435}~Pink is 32, two circles. The short black bar through
a point is its depth, and the white line edged in black, 0.6\thinspace m
long, is the normal. In (c) the pentagon $B$, outlined in white, is the
selected body. The hexagon $A$, outlined in light blue, does not touch it,
and the dashed line separates them. In (b) a bar $B$ and a wedge $B'$ have
both pierced the plank $A$. No corner of either lies inside the plank, nor a
corner of the plank inside them. That is the case the method of ``vertices
inside'' misses and clipping does not.}}}\medskip
\endgroup
\figlabel{collide}
\overviewpage

@*1 The algorithm on one page.
\wsfrom{4}{\it After this chapter you can:}\seclabel{ch4-page}
\smallskip
\item{$\bullet$} place a shape in the world with a rotation and a translation;
\item{$\bullet$} test two convex polygons for overlap by separating axes, and a circle against a polygon by its nearest feature;
\item{$\bullet$} build a contact manifold of up to two points by clipping the incident face against the reference face;
\item{$\bullet$} give each contact point an identity that survives from step to step.
\smallskip
\noindent This chapter finds contacts. For every pair of shapes it finds whether they
overlap, along which normal, how deep, and at which points. Each point
has an identity that the same contact keeps from step to step. Bounding
boxes reject most pairs cheaply. Circles are compared by their centres, and
polygons by the separating axis test, whose largest separation names the
reference face. The equations that carry it:
$$s_i=\min_j\,\vec n_i\cdot(\vec b_j-\vec v_i),\qquad
\hbox{the polygons overlap}\iff\max_i s_i\le0\hbox{ and }\max_j s'_j\le0,$$
$$d=r_A+r_B-\ell,\qquad \vec n={\vec c_B-\vec c_A\over\ell}\qquad\hbox{(two
circles)},$$
$$s_B>s_A+\kappa\quad\hbox{or}\quad s_B>\max(s_A,0)\qquad\hbox{(the
reference face is $B$'s)}.$$
Here $\vec v_i$ and $\vec n_i$ are a vertex and the outward normal of edge
$i$ of one polygon, and $\vec b_j$ the vertices of the other. $s'_j$ is the
same separation with the polygons' roles exchanged. $r$, $\vec c$ and
$\ell$ are the circles' radii, centres and the distance between the
centres. $s_A$ and $s_B$ are the best separations over each polygon's
normals. The third line is the margin rule: $A$'s face stays the
reference unless $B$'s beats it by more than a small margin $\kappa$. A
separating axis always wins, so $B$'s face is also taken when its axis
separates the shapes and $A$'s does not separate them as far. The margin
$\kappa=0.02\,\vert s_A\vert+10^{-3}\Lambda$ keeps the choice from
flickering (\S\secref{ch4-reference}). $\Lambda$ is the smaller of the
two polygons' sizes, a size being the largest distance of a vertex from
the polygon's centre of mass.
Figure~\figref{step-4} is the step of stage~4. Phase~1 now calls the
search for contacts; nothing yet responds to them.\wsto{4}
\input fig/ch04-step.tex

@*1 Transforms.
A shape is stored in its own coordinates: a circle about its centre, a
polygon's vertices about its centre of mass. To place it in the world we
need a position $\vec p$ and a rotation by an angle $\theta$. Rotating a
vector $\vec v$ by $\theta$ counter-clockwise gives
$$R\vec v=\pmatrix{c&-s\cr s&c\cr}\pmatrix{v_x\cr v_y\cr}
=(c\,v_x-s\,v_y,\;s\,v_x+c\,v_y),\qquad c=\cos\theta,\ s=\sin\theta,$$
which one checks on $(1,0)\mapsto(c,s)$ and $(0,1)\mapsto(-s,c)$. We store
the rotation as the pair $(c,s)$ rather than as $\theta$, as Box2D does.
Every use of a rotation needs the cosine and the sine. Computing them
once, when the rotation is made, saves two calls to the library for every
vertex of every shape of every pair. Since $R$ is orthogonal, its inverse is
its transpose, $R^{-1}\vec v=(c\,v_x+s\,v_y,\;-s\,v_x+c\,v_y)$, which turns a
world direction back into the shape's own.
@^rotation@>
@^transform@>

A transform is the pair $(\vec p,R)$, and it takes a point $\vec v$ of the
shape to the world point $\vec p+R\vec v$. Directions, such as normals, are
only rotated. The engine's bodies do not turn until chapter~6, so a body's
transform has the identity rotation $(c,s)=(1,0)$; the collision functions
take any transform all the same, and the tests of this chapter turn their
shapes freely.

@s ph_rotation int
@s ph_transform int

@<Types that bodies are made of@>+=
typedef struct {
  double c, s; /* $\cos\theta$ and $\sin\theta$ */
} ph_rotation;

typedef struct {
  ph_vec2 position; /* $\vec p$, where the shape's origin goes */
  ph_rotation rotation; /* $R$, applied before the shift */
} ph_transform;

@ The functions on them are small and inline, like the vector algebra.

@<Shape functions@>+=
static inline ph_rotation ph_rotation_of(double angle)
{
  ph_rotation q = {cos(angle), sin(angle)};
  return q;
}
static inline ph_vec2 ph_rotate(ph_rotation q, ph_vec2 v)
{
  return ph_v(q.c * v.x - q.s * v.y, q.s * v.x + q.c * v.y);
}
static inline ph_vec2 ph_rotate_back(ph_rotation q, ph_vec2 v)
{
  return ph_v(q.c * v.x + q.s * v.y, -q.s * v.x + q.c * v.y);
}
static inline ph_transform ph_transform_of(ph_vec2 position, double angle)
{
  ph_transform xf = {position, ph_rotation_of(angle)};
  return xf;
}
static inline ph_vec2 ph_transform_point(ph_transform xf, ph_vec2 v)
{
  return ph_add(xf.position, ph_rotate(xf.rotation, v));
}

@ A body's transform is its position, the centre of mass, with the
identity rotation; chapter~6 appends to
|@<Turn the transform |xf| by the angle of body |b|@>| when bodies get an
angle.

@<Engine functions@>+=
static ph_transform transform_of(const ph_body *b)
{
  ph_transform xf = {b->position, {1.0, 0.0}};
  @<Turn the transform |xf| by the angle of body |b|@>@;
  return xf;
}

ph_transform ph_body_transform(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  ph_transform identity = {{0.0, 0.0}, {1.0, 0.0}};
  return b ? transform_of(b) : identity;
}

@ This piece is empty in this chapter, because bodies have no angle yet: a
body's transform is its position with the identity rotation. Chapter~6,
which gives bodies an angle, fills it with the rotation of that angle.

@<Turn the transform |xf| by the angle of body |b|@>=
@;

@ @<Body functions@>+=
ph_transform ph_body_transform(const ph_world *w, ph_body_id id);

@ @<Private declarations@>+=
static ph_transform transform_of(const ph_body *b);

@*1 Edges, normals and the half-space test.
A convex polygon listed counter-clockwise, as chapter~3 requires, has its
inside on the left of every edge. The edge from $\vec v_i$ to $\vec
v_{i+1}$ has the direction $\vec e_i=\vec v_{i+1}-\vec v_i$, and its {\it
outward normal\/} is $\vec e_i$ turned a quarter turn clockwise and made a
unit vector:
$$\vec n_i={(e_y,\,-e_x)\over\vert\vec e_i\vert}.$$
(Turning counter-clockwise, $\vec e^\perp=(-e_y,e_x)$, points to the left,
inside; its negative points out.) Chapter~3's check refuses two vertices
closer than $10^{-6}$ of the polygon's size, so $\vert\vec e_i\vert$ is
never zero here.
@^normal, outward@>

The normals are computed once, when a body is made, and kept with the shape.
Every collision test of every step needs them, and rotating a stored normal
costs four multiplications where computing it again costs a square root and
a division. Normal $i$ belongs to edge $i$, which starts at vertex $i$.

@<Shape fields@>+=
ph_vec2 normals[PH_MAX_POLYGON_VERTICES]; /* outward, of unit length; normal $i$ is edge $i$'s */

@ @<Private declarations@>+=
static ph_vec2 polygon_normal(const ph_shape *s, int i);

@ @<Engine functions@>+=
static ph_vec2 polygon_normal(const ph_shape *s, int i)
{
  ph_vec2 e = ph_sub(s->vertices[(i + 1) % s->count], s->vertices[i]);
  return ph_mul(1.0 / ph_length(e), ph_v(e.y, -e.x));
}

@ When a body is made, after chapter~3 has moved the vertices so that the
centre of mass is the origin, each edge gets its normal. A circle has none.

@<Prepare the later parts of shape |s|@>+=
for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++)
  s->normals[i] = polygon_normal(s, i);

@ A program may also hand the collision functions a shape straight from
|ph_box| or |ph_polygon|, as the tests do, and such a shape has not been
through a body. Its normals are all zero (the constructors clear the
struct), and a unit normal never is, so the collision code recognises that
case and computes the normals from the edges instead.

To turn a shape, for a program that needs a turned copy before chapter~6
turns bodies (the demo does), |ph_shape_turned| rotates the vertices and the
normals about the shape's origin. Lengths do not change under a rotation, so
the result passes chapter~3's check whenever the original did, and its mass
and centroid are the original's, turned.

@<Engine functions@>+=
ph_shape ph_shape_turned(const ph_shape *s, ph_rotation q)
{
  ph_shape t = *s;
  for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++) {
    ph_vec2 n = s->normals[i];
    if (n.x == 0.0 && n.y == 0.0) n = polygon_normal(s, i);
    t.vertices[i] = ph_rotate(q, s->vertices[i]);
    t.normals[i] = ph_rotate(q, n);
  }
  return t;
}

@ @<Shape functions@>+=
ph_shape ph_shape_turned(const ph_shape *s, ph_rotation q);

@ Until chapter~6 gives bodies an angle, the one way to turn a body is to
turn its shape about its centre of mass, which for the collision code is
the same thing. The demo's \.{Z} and \.{X} keys do it through this
function, which takes the world and the handle like every function that
changes a body; a particle has no shape to turn and is left alone.
@.angle must be finite@>

@<Engine functions@>+=
bool ph_body_turn_shape(ph_world *w, ph_body_id id, double angle)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!isfinite(angle)) {
    ph_report("angle must be finite");
    return false;
  }
  if (b->kind == PH_RIGID) b->shape = ph_shape_turned(&b->shape, ph_rotation_of(angle));
  @<Turn the other parts of body |b| by |angle|@>@;
  @<Tell the later chapters that body |b| has moved@>@;
  return true;
}

@ Chapter~14 gives a body several shapes, and turns them all here.

@<Turn the other parts of body |b| by |angle|@>=
@;

@ @<Body functions@>+=
bool ph_body_turn_shape(ph_world *w, ph_body_id id, double angle);

@ The collision code works on polygons placed in the world: their vertices
and normals transformed, and their size, the largest distance of a vertex
from the shape's origin, which sets the scale of the tolerances below. The
placed copy lives on the stack; with at most eight vertices it costs less
than transforming each vertex every time it is needed, which the
separating-axis test does many times.

@s placed_polygon int

@<Private declarations@>+=
typedef struct {
  int count; /* number of vertices */
  double size; /* largest distance of a vertex from the origin */
  ph_vec2 v[8], n[8]; /* world vertices and edge normals */
} placed_polygon;
static placed_polygon place_polygon(const ph_shape *s, ph_transform xf);

@ @<Engine functions@>+=
static placed_polygon place_polygon(const ph_shape *s, ph_transform xf)
{
  placed_polygon p;
  p.count = s->count;
  p.size = 0.0;
  for (int i = 0; i < s->count; i++) {
    ph_vec2 n = s->normals[i];
    if (n.x == 0.0 && n.y == 0.0) n = polygon_normal(s, i);
    p.v[i] = ph_transform_point(xf, s->vertices[i]);
    p.n[i] = ph_rotate(xf.rotation, n);
    if (ph_length(s->vertices[i]) > p.size) p.size = ph_length(s->vertices[i]);
  }
  return p;
}

@ The {\it half-space test}. The line through edge $i$ cuts the plane in
two half-planes. The polygon lies in the one that $\vec n_i$ points away
from, the set of points $\vec x$ with
$$\vec n_i\cdot(\vec x-\vec v_i)\le0.$$
The number $\vec n_i\cdot(\vec x-\vec v_i)$ is the signed distance of $\vec
x$ from the edge's line, positive outside, because $\vec n_i$ is a unit
vector. A convex polygon is exactly the intersection of the half-planes of
its edges, so a point is inside it when it passes every edge's test. This one
inequality does almost all the work of this chapter.
@^half-space test@>

|ph_shape_contains| answers whether a world point is inside (or on) a placed
shape; the demo uses it to find the shape under the mouse.

@<Engine functions@>+=
bool ph_shape_contains(const ph_shape *s, ph_transform xf, ph_vec2 x)
{
  if (s->kind == PH_CIRCLE)
    return ph_length_squared(ph_sub(x, xf.position)) <= s->radius * s->radius;
  if (s->kind != PH_POLYGON) return false;
  placed_polygon p = place_polygon(s, xf);
  for (int i = 0; i < p.count; i++)
    if (ph_dot(p.n[i], ph_sub(x, p.v[i])) > 0.0) return false;
  return true;
}

@ @<Shape functions@>+=
bool ph_shape_contains(const ph_shape *s, ph_transform xf, ph_vec2 x);

@*1 Bounding boxes.
The exact tests below cost dozens of multiplications. Most pairs of bodies
in a world are nowhere near each other, and a cheap test should say so
first. The cheapest is the {\it axis-aligned bounding box\/} (AABB): the
smallest rectangle with sides parallel to the axes that holds the shape,
stored as its lower-left and upper-right corners. Let $A$'s box cover
$x^A_{\min}\le x\le x^A_{\max}$ and $y^A_{\min}\le y\le y^A_{\max}$, and
$B$'s the same with $B$. Two such boxes overlap exactly when their
intervals overlap on both axes,
$$x^A_{\min}\le x^B_{\max},\quad x^B_{\min}\le x^A_{\max},\quad
y^A_{\min}\le y^B_{\max},\quad y^B_{\min}\le y^A_{\max},$$
four comparisons; if the boxes do not overlap, neither do the shapes inside
them. The converse is false: two thin planks lying side by side along a
diagonal, a metre apart, have boxes that overlap almost entirely while the
planks are nowhere near each other. That is why this is only a first
test \cite{ericson2005,gaul2012}.
@!@^bounding box@>
@!@^AABB@>

A circle's box is its centre plus and minus its radius on each axis. A
polygon's is the smallest and largest coordinate of its placed vertices,
since the extreme points of a polygon in any direction are vertices.

@s ph_aabb int

@<Types that bodies are made of@>+=
typedef struct {
  ph_vec2 lower, upper; /* the corners of least and greatest $x$ and $y$ */
} ph_aabb;

@ The smaller and the larger of two numbers, which the box takes at every
vertex and the narrow phase below at every vertex of every pair. The C
library's |fmin| and |fmax| would do, but they promise something more:
given one NaN they return the other number, and they may order $-0$ before
$+0$. No machine instruction does exactly that, so compilers call them
rather than put a comparison in place. Ours are one comparison each. They
give the same number as |fmin| and |fmax| for every argument but a NaN or
a pair of zeros of opposite sign. No NaN gets far, since chapter~1 stops a
world whose state is not finite and chapter~3 refuses one in a body's
definition.

Later chapters call them far more often: the solver of chapter~9 calls them at every
contact point in every pass. There the library's calls cost a few per
cent of a step. When we made the change we checked that every built-in
scene of stage~10 moved the same to the bit.
@^fmin and fmax@>

@<Shape functions@>+=
static inline double ph_min(double a, double b)
{
  return b < a ? b : a;
}
static inline double ph_max(double a, double b)
{
  return b > a ? b : a;
}

@ @<Engine functions@>+=
ph_aabb ph_shape_aabb(const ph_shape *s, ph_transform xf)
{
  ph_aabb box = {xf.position, xf.position};
  if (s->kind == PH_CIRCLE) {
    box.lower = ph_sub(xf.position, ph_v(s->radius, s->radius));
    box.upper = ph_add(xf.position, ph_v(s->radius, s->radius));
  }
  for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++) {
    ph_vec2 v = ph_transform_point(xf, s->vertices[i]);
    if (i == 0) box.lower = box.upper = v;
    box.lower = ph_v(ph_min(box.lower.x, v.x), ph_min(box.lower.y, v.y));
    box.upper = ph_v(ph_max(box.upper.x, v.x), ph_max(box.upper.y, v.y));
  }
  return box;
}

bool ph_aabb_overlap(ph_aabb a, ph_aabb b)
{
  return a.lower.x <= b.upper.x && b.lower.x <= a.upper.x && a.lower.y <= b.upper.y
    && b.lower.y <= a.upper.y;
}

@ @<Shape functions@>+=
ph_aabb ph_shape_aabb(const ph_shape *s, ph_transform xf);
bool ph_aabb_overlap(ph_aabb a, ph_aabb b);

@*1 The contact manifold.
What the collision functions return for shapes $A$ and $B$:

\item{$\bullet$} the {\it normal\/} $\vec n$, a unit vector pointing from
$A$ toward $B$: the direction in which $B$ should be pushed, and $A$ the
other way;
\item{$\bullet$} the {\it depth\/} $d$: how far $A$ must be moved along
$-\vec n$ (or $B$ along $\vec n$) until the shapes only touch. A negative
depth means the shapes are apart, by at least $-d$ along $\vec n$;
\item{$\bullet$} up to two {\it points}, each with its own depth and a {\it
feature id}. Each point is made from a point $\vec x$ of one shape's
boundary that lies inside the other shape, and the point $\vec y$ of the other
shape's boundary that faces it along the normal. The point $\vec x$ is a corner, the end of a clipped
edge, or the deepest point of a circle. For two polygons, $\vec y$ is the
projection of $\vec x$ onto the reference face defined below. The point's
depth is the distance $\vert\vec x-\vec y\vert$, and the point reported is
the midpoint ${1\over2}(\vec x+\vec y)$, so that it lies within half its
depth of each shape. With no overlap there are no points.

\noindent Two points are enough in two dimensions: where two convex shapes
overlap, the overlap is a convex region, and a body resting on a face needs
support at the two ends of that face to resist tipping, not more. A box
lying flat on a floor has two; a box standing on its corner has one.
@!@^feature id@>

@s ph_manifold int
@s ph_manifold_point int

@<Collision types@>+=
typedef struct {
  ph_vec2 point; /* halfway between the two surfaces */
  double depth; /* this point's own overlap, $-\psi$ */
  int id; /* the feature id, $10000f+100r+x$ */
} ph_manifold_point;

typedef struct {
  ph_vec2 normal; /* unit, from the first shape to the second */
  double depth; /* overlap along |normal|; negative when apart */
  int count; /* 0, 1 or 2 contact points */
  ph_manifold_point points[2];
} ph_manifold;

@ \wsfrom{4}{\it Feature ids.}\seclabel{ch4-ids} Chapter~5 will solve for an impulse at each contact
point. Chapter~9 solves them all together by repeated passes. Its solver
converges much faster if it starts from the impulse the same point needed
in the last step. Catto calls this {\it warm starting\/}
\cite{catto2005}. So each point of one step must be matched with the same
point of the next step. Positions cannot match them, since the points move.
What does not change while a box slides on a floor is which
corner of the box is touching which edge of the floor. The id records that
as a decimal number, which can be read at a glance in a file:
$$\hbox{id}=10000f+100r+x.$$
$f$ is 1 when the reference feature (defined below) belongs to $B$ and 0
when it belongs to $A$. $r$ is the index of that reference edge, or
reference vertex; and $x$ says what touched it:

\smallskip
\halign{\indent\hfil#\quad&#\hfil\cr
$0\ldots7$&incident vertex $x$ (a corner of the other polygon);\cr
$10+e$&the point where incident edge $e$ crosses the side line at the
start of the reference edge;\cr
$20+e$&the same at its end;\cr
30&a circle, against reference edge $r$;\cr
31&a circle, against reference vertex $r$;\cr
32&two circles ($r=0$).\cr}
\smallskip

\noindent So $10203$ is ``edge 2 of $B$, touched by vertex 3 of $A$''. The
same physical contact keeps its id while the shapes move a little, and two
points of one manifold never share one; the tests check both.\wsto{4}
@!@^warm starting@>

@ An empty manifold, with no points, is where every function starts.

@<Private declarations@>+=
static const ph_manifold no_contact = {{0.0, 1.0}, -INFINITY, 0, {{{0.0, 0.0}, 0.0, 0},
  {{0.0, 0.0}, 0.0, 0}}};

@*1 Two circles.
\wsfrom{4}Take circles of radii $r_A$ and $r_B$ with centres $\vec c_A$ and $\vec c_B$.\seclabel{ch4-circles}
Let $\ell=\vert\vec c_B-\vec c_A\vert$ be the distance between them. They overlap when
$\ell\le r_A+r_B$, by
$$d=r_A+r_B-\ell,\qquad \vec n={\vec c_B-\vec c_A\over\ell}.$$
The point of $A$'s surface deepest inside $B$ is $\vec c_A+r_A\vec n$. The
point of $B$'s deepest inside $A$ is $\vec c_B-r_B\vec n$. The contact
point is halfway between them:
$$\vec p={\textstyle{1\over2}}\bigl((\vec c_A+r_A\vec n)+(\vec c_B-r_B\vec
n)\bigr)={\vec c_A+\vec c_B\over2}+{r_A-r_B\over2}\,\vec n.$$
The two surface points are $d$ apart along $\vec n$, so the contact point
is within $d/2$ of each circle, in every case. When the circles overlap
and neither contains the other, $\vert r_A-r_B\vert\le\ell\le r_A+r_B$,
more is true. The first surface point is $\vert\ell-r_A\vert\le r_B$ from
$\vec c_B$, so it lies inside $B$, and likewise the second lies inside
$A$. Both lie in the lens where the circles overlap, and so does their
midpoint, since the lens is convex. When one circle contains the other,
$\ell<\vert r_A-r_B\vert$, the point lies in the larger circle but may lie
outside the smaller: radii 1 and 0.2 about one centre give a point 0.4
from it. If the centres coincide there is no direction from one to the
other; any direction pushes them apart equally well, and we take
$\vec n=(0,1)$, so that the answer is at least the same every time.
Moving $A$ back by $d$ along it leaves the centres $r_A+r_B$ apart, just
touching, as for any other direction.\wsto{4}
@^concentric circles@>

@<Engine functions@>+=
static ph_manifold collide_circles(const ph_shape *a, ph_transform xa, const ph_shape *b,
  ph_transform xb)
{
  ph_manifold m = no_contact;
  ph_vec2 cA = xa.position, cB = xb.position, between = ph_sub(cB, cA);
  double distance = ph_length(between);
  m.normal = distance > 0.0 ? ph_mul(1.0 / distance, between) : ph_v(0.0, 1.0);
  m.depth = a->radius + b->radius - distance;
  if (m.depth < 0.0) return m;
  m.count = 1;
  m.points[0].point = ph_add(ph_mul(0.5, ph_add(cA, cB)),@/@t\quad@>
    ph_mul(0.5 * (a->radius - b->radius), m.normal));
  m.points[0].depth = m.depth;
  m.points[0].id = 32;
  return m;
}

@ @<Private declarations@>+=
static ph_manifold collide_circles(const ph_shape *a, ph_transform xa, const ph_shape *b,
  ph_transform xb);

@*1 A circle and a polygon.\seclabel{ch4-circle-polygon}
A circle of radius $r$ at $\vec c$ overlaps a polygon when the distance
from $\vec c$ to the polygon is at most $r$. The whole question is to
find the polygon's point nearest to $\vec c$. The plane around a convex
polygon divides into {\it regions\/} by which feature is nearest
(Figure~\figref{regions}). One is the polygon itself. Then there is a strip
outside each edge: the points whose nearest point lies inside that edge.
Last, there is a wedge outside each vertex, between the strips
of its two edges, where that vertex is nearest.

\mpfigure{fig/ch04-collision-1.mps}{}{The regions around a convex polygon:
a strip outside each edge (blue), where a point of that edge is nearest, and
a wedge at each vertex (red), between the strips of its two edges, where the
vertex is nearest. Three circles: one whose centre is inside, near edge~1,
pushed out along $\vec n_1$; one in the strip of edge~3, pushed along
$\vec n_3$; and one in the wedge of $\vec v_0$, pushed along the direction from
the vertex to its centre.}\figlabel{regions}
@^closest feature@>
@^Voronoi regions@>

{\it In short}, proved below: take the edge $k$ whose line has the centre
furthest in front of it, or least behind it. That edge always touches the feature
nearest the centre. So one pass over the edges finds the contact, with two dot products
to choose between edge $k$ and its two ends.

We find the region with the half-space numbers $s_i=\vec n_i\cdot(\vec
c-\vec v_i)$, the signed distances of $\vec c$ from the edge lines, and
their largest, $s=s_k$ at edge $k$.

{\it The centre is inside\/} when $s\le0$. Then edge $k$ is the nearest
edge: the polygon is the intersection of the half-planes, so the distance
from an inside point to the outside is the smallest distance to a line,
$\min_i(-s_i)=-s$. The normal is $\vec n_k$, the circle must move $r-s$
along it to clear the edge, and that is the depth.

{\it The centre is outside\/} when $s>0$. We show that the nearest feature
is then edge $k$ or one of its two vertices, and never another edge.
Take any edge $i$. The polygon lies inside that edge's line, so $s_i$, the
distance from the centre to the line, is at most the distance to the
polygon. For the edge that holds the nearest point, the two distances are
equal. So if the nearest point lies inside an edge, that edge has
the largest $s_i$. If the nearest point is a vertex $\vec v_j$, let
$D=\vert\vec c-\vec v_j\vert$ and let $\vec u$ be the unit vector from
$\vec v_j$ to $\vec c$. For every edge $i$,
$$s_i=\vec n_i\cdot(\vec c-\vec v_j)+\vec n_i\cdot(\vec v_j-\vec v_i)
=D\,\vec n_i\cdot\vec u+\vec n_i\cdot(\vec v_j-\vec v_i).$$
For the two edges that meet at $\vec v_j$, its {\it neighbours}, $\vec v_j$
lies on the edge's line, the last term is zero, and $s_i=D\,\vec
n_i\cdot\vec u$. For every other edge the last term is negative, because
chapter~3's check makes the polygon strictly convex: every vertex lies
strictly inside the line of every edge it is not on. So there $s_i<D\,
\vec n_i\cdot\vec u$. Now compare directions. The vertex is the nearest
point exactly when $\vec c-\vec v_j$ makes an angle of at least $90^\circ$
with both edges at $\vec v_j$. That is, $\vec u$ lies on the arc of
directions between the two neighbours' normals, an arc of less than half a
turn. Convexity again: going round the polygon, its normals go once round
the circle, in order. So every other edge's normal lies outside that arc,
and the angle from $\vec u$ to it is at least the angle from $\vec u$ to
the nearer end of the arc. The cosine falls as the angle grows, so $\vec
n_i\cdot\vec u$ is at most that neighbour's, and $s_i$ is strictly less
than that neighbour's $s$. The largest $s_k$ therefore belongs to an edge
at $\vec v_j$, and edge $k$ touches the nearest feature in every case.

It remains to choose between edge $k$ and its two ends. Edge $k$ runs
from $\vec v_k$ to $\vec v_{k+1}$, the indices counted round the polygon
as in Figure~\figref{regions}; the code calls these two vertices |v1|
and |v2|. On
the edge, the nearest point to $\vec c$ is $\vec
v_k+\lambda(\vec v_{k+1}-\vec v_k)$ with $\lambda=(\vec c-\vec
v_k)\cdot(\vec v_{k+1}-\vec v_k)/\vert\vec v_{k+1}-\vec v_k\vert^2$
clamped to $[0,1]$. We need only the sign of the numerator,
$\chi_1=(\vec c-\vec v_k)\cdot(\vec v_{k+1}-\vec v_k)$: if $\chi_1\le0$ the
nearest point is $\vec v_k$; likewise with $\chi_2=(\vec c-\vec
v_{k+1})\cdot(\vec v_k-\vec v_{k+1})$ for $\vec v_{k+1}$ (the code calls
$\chi_1$ and $\chi_2$ |u1| and |u2|); otherwise it is
inside the edge, at distance $s$, and the normal is $\vec n_k$. In the
vertex region of a vertex $\vec v_j$ the normal is $\vec u$, the direction
from the vertex to the centre, and the depth is $r-D$.

@ In every case the contact point is halfway between the polygon's nearest
surface point $\vec q$ and the circle's deepest point $\vec c-r\vec n$. For
the edge (inside or out), $\vec q=\vec c-s\vec n$, and the midpoint is
$\vec c-{1\over2}(r+s)\vec n$. The function works with the polygon as
the first shape, normal from polygon to circle; when the circle is the first
shape the caller flips it (|@<Flip manifold |m| so that it points from A
to B@>|).

@<Engine functions@>+=
static ph_manifold collide_polygon_circle(const ph_shape *polygon, ph_transform xp,
  const ph_shape *circle, ph_transform xc)
{
  ph_manifold m = no_contact;
  placed_polygon P = place_polygon(polygon, xp);
  ph_vec2 c = xc.position;
  double r = circle->radius, s = -INFINITY;
  int k = 0;
  for (int i = 0; i < P.count; i++) {
    double si = ph_dot(P.n[i], ph_sub(c, P.v[i]));
    if (si > s) s = si, k = i;
  }
  ph_vec2 v1 = P.v[k], v2 = P.v[(k + 1) % P.count];
  int feature = 100 * k + 30;
  m.normal = P.n[k];
  m.depth = r - s;
  if (s > 0.0) @<Use the vertex nearest to |c| if it is in a vertex region@>@;
  if (m.depth < 0.0) return m;
  m.count = 1;
  m.points[0].point = feature % 100 == 30 ? ph_sub(c, ph_mul(0.5 * (r + s), m.normal))
    : ph_mul(0.5, ph_add(v1, ph_sub(c, ph_mul(r, m.normal))));
  m.points[0].depth = m.depth;
  m.points[0].id = feature;
  return m;
}

@ In a vertex region the vertex is kept in |v1|, for the contact point.

@<Use the vertex nearest to |c| if it is in a vertex region@>=
{
  double u1 = ph_dot(ph_sub(c, v1), ph_sub(v2, v1)), u2 = ph_dot(ph_sub(c, v2), ph_sub(v1, v2));
  int j = u1 <= 0.0 ? k : u2 <= 0.0 ? (k + 1) % P.count : -1;
  if (j >= 0) {
    ph_vec2 out = ph_sub(c, P.v[j]);
    double distance = ph_length(out);
    v1 = P.v[j];
    m.normal = ph_mul(1.0 / distance, out);
    m.depth = r - distance;
    feature = 100 * j + 31;
  }
}

@ @<Private declarations@>+=
static ph_manifold collide_polygon_circle(const ph_shape *polygon, ph_transform xp,
  const ph_shape *circle, ph_transform xc);

@*1 Two polygons: separating axes.
When do two convex polygons $A$ and $B$ overlap? Think of the set of all\seclabel{ch4-sat}
differences $M=\{\vec b-\vec a:\vec a\in A,\ \vec b\in B\}$, the {\it
Minkowski difference}. The shapes share a point exactly when $\vec 0\in M$.
And moving $B$ by a vector $\vec t$ moves $M$ by $\vec t$, so the shortest
move that separates them is the distance from $\vec 0$ to the boundary of
$M$. Everything follows from the shape of $M$ \cite{ericson2005}.
@!@^Minkowski difference@>
@!@^separating axis theorem@>

\wsfrom{4}{\it In short}, proved below: two convex polygons are apart exactly when
the line of one of their edges has the other polygon wholly in front of
it. When they overlap, the shortest move that separates them is the
smallest of the depths of one polygon behind the other's edge lines, made
along that edge's normal. Only the $n_A+n_B$ edge normals need be tried.\wsto{4}

$M$ is a convex polygon, and its edges are the edges of $B$ and the edges of
$A$ turned around. To see it, measure $M$ in a direction $\vec u$. Its
extent $h_M(\vec u)=\max_{\vec x\in M}\vec u\cdot\vec x=\max_B\vec u\cdot\vec
b-\min_A\vec u\cdot\vec a$ is made of the extents of $B$ and $A$. Each of
these is reached at a vertex and changes vertex only where $\vec u$ passes
an edge normal of that polygon. So the edges of $M$ have as outward normals
exactly the normals $\vec m_j$ of $B$'s edges and the negated normals
$-\vec n_i$ of $A$'s. A point is inside a convex polygon when it is inside
every edge's line (the half-space test), so
$$\vec 0\in M\iff h_M(\vec u)\ge0\hbox{ for every edge normal }\vec u\hbox{
of }M.$$
For $\vec u=-\vec n_i$ this reads $\max_A\vec n_i\cdot\vec
a-\min_B\vec n_i\cdot\vec b\ge0$, or, since the maximum over $A$ is
reached on edge $i$ itself,
$$s_i=\min_j\,\vec n_i\cdot(\vec b_j-\vec v_i)\le0:$$
the vertex of $B$ deepest behind edge $i$'s line is not in front of it. If
instead $s_i>0$, all of $B$ is in front of edge $i$ and that line separates
the polygons. Now take $\vec u=\vec m_j$, the normal of $B$'s edge $j$, which
starts at $B$'s vertex $\vec w_j$. The maximum over $B$ is reached on that
edge, $\max_B\vec m_j\cdot\vec b=\vec m_j\cdot\vec w_j$, and the condition
reads $\vec m_j\cdot\vec w_j-\min_A\vec m_j\cdot\vec a\ge0$, or
$$s'_j=\min_i\,\vec m_j\cdot(\vec a_i-\vec w_j)\le0,$$
where $\vec a_i$ are $A$'s vertices. It is the same test with the roles swapped:
$A$'s vertices against the line of $B$'s edge $j$, which separates the
polygons if $s'_j>0$. That is the {\it separating axis theorem\/} for two convex
polygons: {\sl they are disjoint if and only if the line of some edge of
one of them has the other entirely in front of it}. Only the $n_A+n_B$
edge normals need to be tried (Figure~\figref{axes}). In three dimensions the same argument
gives the face normals of both bodies and also the cross products of pairs
of edges, because the faces of a three-dimensional Minkowski difference
include those. In the plane there is nothing else.

The same numbers give the depth, which chapter~5 needs in order to push
the shapes apart by the right amount. The edge of $M$ with outward normal
$\vec u$ lies on the line $\vec u\cdot\vec x=h_M(\vec u)$, where
$h_M(-\vec n_i)=-s_i$ and $h_M(\vec m_j)=-s'_j$. When $\vec 0\in M$ each of
these numbers is $\ge0$ and is the distance from $\vec 0$ to that line. The
distance from $\vec 0$ to the boundary of $M$ is the smallest of them,
$h^*$, reached at the normal $\vec u^*$. The distance is no less than
$h^*$, because every point
$\vec x$ of the boundary lies on some edge, with normal $\vec u$ say, and
then $\vert\vec x\vert\ge\vec u\cdot\vec x=h_M(\vec u)\ge h^*$. The distance is no
more than $h^*$, because the foot of the perpendicular from $\vec 0$ to the nearest
line, $h^*\vec u^*$, is in $M$: for every edge normal $\vec u$ of $M$,
$\vec u\cdot h^*\vec u^*\le h^*\le h_M(\vec u)$; and a point of $M$ on the
line of an edge is on the boundary. So the shortest separating move has
length $h^*=\min(-s_i,-s'_j)$ over all edges of both polygons, along the
normal of the edge that gives it. This is the depth of the manifold, and
its normal.

\mpfigure{fig/ch04-collision-2.mps}{}{Separating axes. (a) Projected on the
normal $\vec n_i$ of $A$'s right edge, the two polygons cover intervals with
a gap between them: the edge's line (dashed) has all of $B$ in front of it,
by $s_i>0$. (b) The differences $\vec b_j-\vec a_i$ of their vertices (dots)
and their convex hull, the Minkowski difference $M$, which misses the origin:
its edge with outward normal $-\vec n_i$ lies on the dashed line, at
distance $s_i$ from $\vec 0$. Had the polygons overlapped, $M$ would contain
$\vec 0$, and the nearest of these lines would give the depth.}%
\figlabel{axes}

@ The function that finds, for the edges of $P$, the largest $s_i$ against
the vertices of $Q$, and the edge that gives it. Each $s_i$ is a minimum
over the vertices of $Q$, because a linear function is smallest on a convex
polygon at a vertex.

@<Engine functions@>+=
static double max_separation(const placed_polygon *P, const placed_polygon *Q, int *edge)
{
  double best = -INFINITY;
  *edge = 0;
  for (int i = 0; i < P->count; i++) {
    double si = INFINITY;
    for (int j = 0; j < Q->count; j++)
      si = ph_min(si, ph_dot(P->n[i], ph_sub(Q->v[j], P->v[i])));
    if (si > best) best = si, *edge = i;
  }
  return best;
}

@ @<Private declarations@>+=
static double max_separation(const placed_polygon *P, const placed_polygon *Q, int *edge);

@ {\it The reference face.}\seclabel{ch4-reference} Which polygon's edge
should the contact be built on? This section chooses it, and makes the
choice steady from step to step. We compute the best separation $s_A=\max_i
s_i$ over $A$'s edges and $s_B=\max_j s'_j$ over $B$'s. The larger of the
two decides. If it is positive, the shapes are apart, the depth is negative and
the normal is that of a separating line. If it is zero or negative, the
shapes overlap. The edge that gives it is then the {\it reference face},
and the other polygon is the {\it incident\/} one. But often $s_A$ and
$s_B$ are equal, or nearly. A box lying flat
on a wider box touches it along two parallel faces: the top face of the
lower box and the bottom face of the upper one give the same depth. Then
rounding, or a rotation of a millionth of a radian, decides which
separation is larger, and the decision may change in every step. Each
time it changes, the reference face moves to the other body. The points are
then computed from the other side, come out at slightly different places
with different ids, and chapter~9's warm starting loses what it had
learnt. The contact {\it flickers}.
@!@^flicker@>
@^tolerance, relative and absolute@>

The cure is a hysteresis in favour of $A$, as in Box2D Lite
\cite{catto2006}, though with a margin of our own. We take $B$'s face only
if it is better by a margin,
$$s_B>s_A+\kappa,\qquad \kappa=0.02\,\vert s_A\vert+10^{-3}\Lambda,$$
{\sl or if $s_B>0$ and $s_B>s_A$}. A separating axis always wins. Without
that exception, shapes that $B$'s face separates by less than $\kappa$ would
get a depth $d\ge0$, an overlap that is not there. Here is such a pair. A
$2\times2$ box at the origin, and a $2\times2$ box turned by $-0.002$
radians with its lower left corner at $(0.9999,-1.5)$, have
$s_A=-10^{-4}$ and $s_B\approx+9\times10^{-4}$, which is less than
$\kappa\approx1.4\times10^{-3}$. They are apart, and the exact case
``apart by a turn'' below checks that they are found so. When $s_A>0$
there is nothing to except: $A$'s face is taken unless $B$'s separates by
more.

In the margin, $\Lambda$ is a length scale of the shapes. Each placed polygon has a
{\it size}: the largest distance of one of its vertices from the polygon's
own origin, which is its centre of mass for a body's shape. |place_polygon|
finds it, and $\Lambda$ is the smaller of the two sizes. Each part of
$\kappa$ covers what the other cannot. The {\it relative\/} part, 2\% of the
depth, covers deep overlaps. There two faces whose depths differ by a
sliver of the depth are equally good answers, and tiny motions decide
between them. Near touching, where $s_A$ is close to 0, the relative part
vanishes, and the {\it absolute\/} part takes over. How large must it be?
Rounding errs by only about
$10^{-16}\Lambda$, but a small turn does far more, as we now show. Take a box $B$
resting face to face on a box $A$, a depth $d$ into it, with faces of
lengths $W_B$ and $W_A$. $B$'s centre is a distance $\Delta x$ along the face
from $A$'s centre; this distance is the {\it slip}.
Turn it by a small angle $\varphi$ about its centre. Each separation is
minus the depth of the other polygon's deepest corner behind the face.
The turn lowers $B$'s deepest corner by $\vert\varphi\vert\,W_B/2$, its
distance along the face from $B$'s centre times the angle. It also tilts
$B$'s face about $B$'s centre. Take $B$ on top of $A$, with $x$ to the
right and $\varphi$ counter-clockwise. Then a corner of $A$ at $x$ along the
face from $B$'s centre sinks behind that face by $-\varphi x$. $A$'s corners
are at $x=\pm W_A/2-\Delta x$, and the deeper of them sinks by
$\vert\varphi\vert\,W_A/2+\varphi\,\Delta x$. To first order in $\varphi$,
then, as long as these two faces give the best separations,
$$s_A\approx-d-\vert\varphi\vert\,{W_B\over2},\qquad
s_B\approx-d-\vert\varphi\vert\,{W_A\over2}-\varphi\,\Delta x,$$
and their difference is
$$s_A-s_B\approx\vert\varphi\vert\,{W_A-W_B\over2}+\varphi\,\Delta x.$$
When the faces have the same length, the difference is $\varphi\,\Delta x$, the turn
times the slip. It changes sign with the turn: that is the flicker.
When $A$'s face is the longer, the first term keeps $A$'s face the better
one until $B$ overhangs $A$'s end, $\vert\Delta x\vert>(W_A-W_B)/2$. Then
the difference is again $\varphi$ times a small length, the overhang
$\vert\Delta x\vert-(W_A-W_B)/2$.
Figure~\figref{tilt} draws the case of equal faces.

\midinsert
\mpfigure{fig/ch04-collision-3.mps}{}{The reference face. (a) A box $B$ on a
box $A$ with a face of the same length, slipped by $\Delta x$ and turned (by
$-5^\circ$ here, clockwise and much exaggerated). $A$'s top face, with normal $\vec n_A$,
has $B$'s deepest corner a depth $-s_A$ behind it. $B$'s bottom face, with
normal $\vec n_B$, has $A$'s deepest corner $-s_B$ behind it. They differ by
about $\varphi\,\Delta x$, whose sign changes with the turn. Here $\varphi\,\Delta x<0$:
$B$'s face is the better by a little. (b) $B$'s face is
taken only if $s_B$ is beyond the band of width $\kappa$ above $s_A$. Inside
it $A$'s face is kept, and the contact does not flicker.}\figlabel{tilt}
\endinsert
The choice can change only where $s_A-s_B$ is $\varphi$ times such a small
length, a slip or an overhang. The margin $10^{-3}\Lambda$ holds the
choice steady against turns up to $10^{-3}\Lambda$ over that length. That
is a milliradian when the length is as large as $\Lambda$, and more for the
small slips of a stack. The price is
an answer that may be worse than the best by at most $\kappa$. The depth
of that answer exceeds the shortest separating move by at most 2\% plus a millimetre for
a metre-sized shape. Chapter~8's gentle correction of positions does not
notice so small an excess. Because the margin prefers $A$, swapping $A$ and $B$ in such a
tie swaps the reference face too; the depth and, for parallel faces, the
points come out the same (the tests check both).

@<Tolerances of the reference face@>=
static const double reference_relative_tolerance = 0.02;
static const double reference_absolute_tolerance = 1e-3;

@ @<Private declarations@>+=
@<Tolerances of the reference face@>@;

@*1 Contact points by clipping.
This section finds the contact points, the places where chapter~5 will
push. The polygons overlap, and we know the reference face: edge $r$ of the\seclabel{ch4-clip}
reference polygon $R$, with normal $\vec n$ pointing out of $R$ toward the
incident polygon $I$. Where do they touch? The touching happens on the
{\it incident face}. That is the edge of $I$ that faces the reference face most
squarely: the one whose normal is most nearly $-\vec n$, the smallest $\vec
n\cdot\vec m_j$. We show that this edge contains the deepest vertex of $I$, the vertex
$\vec w_k$ with the smallest $\vec n\cdot\vec w_k$. The vertex $\vec w_k$ is
deepest exactly when moving from it along either of its edges does not go
deeper, $-\vec n\cdot(\vec w_{k\pm1}-\vec w_k)\le0$. This says that
$-\vec n$ lies on the arc of directions between the normals of those two
edges. Every other normal of $I$ lies outside that arc, because the normals of a
convex polygon go once round the circle, in order. So its angle to $-\vec
n$ is at least the angle from $-\vec n$ to the nearer end of the arc, and
its $\vec n\cdot\vec m_j=-\cos(\hbox{angle})$ is not smaller. So the
smallest $\vec n\cdot\vec m_j$ is found at one of the two edges of $\vec
w_k$. If two vertices are equally deep, the edge between them is parallel
to the reference face. Its normal is $-\vec n$, and it is the incident
face.

Why clip that one edge, and no other? The points are not needed to
measure the overlap, which the separating axes have done. They are needed to say where
to push. A body pressed against a face needs support at the two ends
of the part of it pressed there. When $I$ lies nearly flat on the
reference face, that part is the incident face, and clipping it to the
face gives its two ends. When $I$ meets the face with a corner, the corner
is on the incident face and is kept. Every other point of $I$ behind the
face is shallower, and a body standing on a corner needs only one point. Of the
two edges at the corner, the incident face is the one nearer to parallel
with the reference face. So the incident face stays behind the reference
face longest as it leaves the corner, and it gives the second point when there
is one. This is a choice, the one Box2D makes \cite{catto2006,box2d}, rather than a theorem. A
second edge of $I$ may also dip behind the face, as both sides of a
sharp wedge do. It gives no point of its own, and none is needed, since it
is no deeper than the corner already kept.
@!@^clipping@>
@!@^incident face@>
@!@^reference face@>

The reference face is a segment, not a whole line. Its two {\it side
lines\/} pass through its end points $\vec r_1$ and $\vec r_2$,
perpendicular to it. With the unit tangent $\vec t=(\vec r_2-\vec r_1)/\vert
\vec r_2-\vec r_1\vert$, the strip between them is
$$\vec t\cdot(\vec x-\vec r_1)\ge0\quad\hbox{and}\quad \vec t\cdot(\vec
x-\vec r_2)\le0.$$
We cut the incident face down to the part inside that strip, by two {\it
clips\/} against a half-plane each. We keep what lies behind the reference
face: the points with separation $\psi=\vec n\cdot(\vec x-\vec r_1)\le0$.
Each has depth $-\psi$, and the contact point reported is halfway between
it and its image on the reference face, $\vec x-{1\over2}\psi\vec n$.
Figure~\figref{clip} shows the whole construction on one pair.

\midinsert
\def\clipcaption{Clipping, drawn by {\tt bench04}
(|@<Draw the clipping figure@>|) from the manifold the engine computes. $R$'s top edge is the reference face (thick black), with
its normal $\vec n$. The dashed side lines through its ends bound the
strip. $I$'s bottom edge is the incident face (red). The clips keep the
part inside the strip (thick), from $I$'s vertex~0 to the point where the
face crosses the right side line. Both kept points (red dots) are behind
the face, $\psi<0$. Each vertical black stroke is a point's depth
$-\psi$, from the kept point to its projection on the face. The black
square halfway is the contact point reported. The overlap of the two
boxes is shaded darker.}
\input fig/ch04-clip.tex
\figlabel{clip}
\endinsert

@ {\it Clipping a segment against a half-plane.} Let the half-plane be
$\psi(\vec x)=\vec a\cdot\vec x-c\le0$. Along the segment from $\vec x_1$
to $\vec x_2$, $\vec x(\lambda)=\vec x_1+\lambda(\vec x_2-\vec x_1)$, the
function $\psi$ is linear in $\lambda$:
$\psi(\lambda)=\psi_1+\lambda(\psi_2-\psi_1)$ with $\psi_k=
\psi(\vec x_k)$. An end point with $\psi_k\le0$ is kept. If the end
points are on opposite sides, the segment crosses the line where
$\psi(\lambda)=0$, at
$$\lambda={\psi_1\over\psi_1-\psi_2},$$
which lies strictly between 0 and 1 because the two have opposite signs, and
that crossing point replaces the end point that was outside. If both are
outside, nothing is left. So a clip keeps at most two points. We test the
signs directly rather than the sign of $\psi_1\psi_2$, whose product of
two numbers of $10^{-200}$ would underflow to zero. Each point carries its
feature code: an incident vertex keeps its number, a crossing gets the code
of the clip that made it.

@s clip_vertex int

@<Private declarations@>+=
typedef struct {
  ph_vec2 v; /* the point */
  int code; /* the $x$ of the id: vertex $e$, or $10+e$ or $20+e$ for a crossing */
} clip_vertex;

@ One case needs care: an end point exactly on the line, $\psi_1=0$, with
the other outside. It is kept, and there is no crossing to add (the
crossing {\it is\/} that end point), so a single point is left. The
function therefore takes one or two points and returns as many as remain;
a single point is clipped by keeping it or not.

@<Engine functions@>+=
static int clip_segment(const clip_vertex *in, int count, clip_vertex *out, ph_vec2 a,
  double c, int crossing_code)
{
  double psi1 = ph_dot(a, in[0].v) - c, psi2 = count == 2 ? ph_dot(a, in[1].v) - c : psi1;
  int n = 0;
  if (psi1 <= 0.0) out[n++] = in[0];
  if (count == 2 && psi2 <= 0.0) out[n++] = in[1];
  if ((psi1 < 0.0 && psi2 > 0.0) || (psi1 > 0.0 && psi2 < 0.0)) {
    out[n].v = ph_add(in[0].v, ph_mul(psi1 / (psi1 - psi2), ph_sub(in[1].v, in[0].v)));
    out[n++].code = crossing_code;
  }
  return n;
}

@ @<Private declarations@>+=
static int clip_segment(const clip_vertex *in, int count, clip_vertex *out, ph_vec2 a,
  double c, int crossing_code);

@ Now the whole polygon test: both separations, the choice of reference
face with its tolerance and the exception for a separating axis of $B$
(|@<Tolerances of the reference face@>|), and, if they overlap, the
clipping.

@<Engine functions@>+=
static ph_manifold collide_polygons(const ph_shape *a, ph_transform xa, const ph_shape *b,
  ph_transform xb)
{
  ph_manifold m = no_contact;
  placed_polygon A = place_polygon(a, xa), B = place_polygon(b, xb);
  int edge_a, edge_b;
  double sA = max_separation(&A, &B, &edge_a), sB = max_separation(&B, &A, &edge_b);
  double L = fmin(A.size, B.size);
  double kappa = reference_relative_tolerance * fabs(sA) + reference_absolute_tolerance * L;
  bool flip = sB > sA && (sB > 0.0 || sB > sA + kappa);
  const placed_polygon *R = flip ? &B : &A, *I = flip ? &A : &B;
  int r = flip ? edge_b : edge_a;
  ph_vec2 n = R->n[r];
  m.depth = -(flip ? sB : sA);
  m.normal = n;
  if (m.depth >= 0.0) @<Clip the incident face of |I| against reference edge |r| of |R|@>@;
  if (flip) @<Flip manifold |m| so that it points from A to B@>@;
  return m;
}

@ @<Private declarations@>+=
static ph_manifold collide_polygons(const ph_shape *a, ph_transform xa, const ph_shape *b,
  ph_transform xb);

@ The incident edge $e$ goes from vertex $e$ to vertex $e+1$ of $I$. The
first clip keeps $\vec t\cdot(\vec x-\vec r_1)\ge0$, which is
$\psi=-\vec t\cdot\vec x+\vec t\cdot\vec r_1\le0$; the second keeps
$\vec t\cdot\vec x-\vec t\cdot\vec r_2\le0$. If the incident face misses
the strip, no point is left, and the manifold has none.

@<Clip the incident face of |I| against reference edge |r| of |R|@>=
{
  int e = 0;
  for (int j = 1; j < I->count; j++)
    if (ph_dot(n, I->n[j]) < ph_dot(n, I->n[e])) e = j;
  int e2 = (e + 1) % I->count;
  clip_vertex face[2] = {{I->v[e], e}, {I->v[e2], e2}}, once[2], twice[2];
  ph_vec2 r1 = R->v[r], r2 = R->v[(r + 1) % R->count];
  ph_vec2 t = ph_mul(1.0 / ph_length(ph_sub(r2, r1)), ph_sub(r2, r1));
  int kept = clip_segment(face, 2, once, ph_neg(t), -ph_dot(t, r1), 10 + e);
  if (kept > 0) kept = clip_segment(once, kept, twice, t, ph_dot(t, r2), 20 + e);
  for (int k = 0; k < kept; k++)
    @<Keep |twice[k]| if it is behind the reference face@>@;
}

@ @<Keep |twice[k]| if it is behind the reference face@>=
{
  double psi = ph_dot(n, ph_sub(twice[k].v, r1));
  if (psi <= 0.0) {
    ph_manifold_point *p = &m.points[m.count++];
    p->point = ph_sub(twice[k].v, ph_mul(0.5 * psi, n));
    p->depth = -psi;
    p->id = 100 * r + twice[k].code;
  }
}

@ When the reference face belongs to $B$, the normal found points from $B$
to $A$; it is turned around, and every id gets $f=1$.

@<Flip manifold |m| so that it points from A to B@>=
{
  m.normal = ph_neg(m.normal);
  for (int k = 0; k < m.count; k++) m.points[k].id += 10000;
}

@*1 An older method: vertices inside.
A shorter way to find contact points is common in small engines. One of
this book's reference articles uses it; that article builds a whole engine in
about 250 lines of literate F\# \cite{fsharp}. The method is this. Run the separating-axis
test as above.
If the shapes overlap, take as contact points all the vertices of each
polygon that lie inside the other, by the half-space test. It is easy to
write and often right: a box sunk into a floor has its two lower corners
inside it.
@!@^vertices inside, method of@>

It fails when two shapes overlap with no corner of either inside the other.
A thin bar that has gone through a plank, in one step of a fast fall, has its
end below the plank and its corners outside it; the plank's corners are
far away. A narrow wedge whose tip has pierced a plank is the same. Two
planks crossed like a plus sign are the same again. The method then
reports an overlap with no point at which to push, and the solver of
chapter~5 can do nothing: the bodies slip through. Clipping has no such
blind spot, because it does not ask whether a corner is inside. It cuts
the incident face down to the reference face and keeps what lies behind it.
So the bar's end and the wedge's tip are found at their true depth
(Table~\tabref{cases} below shows both; its last column is what this
method finds).

How fast must a bar fall to reach the blind spot? A body moving at speed
$v$ advances $vh$ in a step of length $h$, so the first step in which its
end is found inside a plank of thickness $t$ has the end at a depth between
0 and $vh$. If $vh<t$, that is $t/(vh)>1$, the end's corners are inside
the plank in that first step, and a solver that pushes back at once never
lets the bar sink further. If $t/(vh)<1$ the first step that finds the
overlap may already have the end out through the far face, and the method
finds no point. For a plank $10\,$cm thick and $h={1\over60}\,$s the limit
is $v=t/h=6\,$m/s, the speed of a fall of less than two metres; a plank
$2\,$cm thick is blind to anything faster than $1.2\,$m/s. (Nothing
responds in this chapter, so here a bar of any speed goes on through the
plank, and every step while it is pierced is blind to this method.)
Exercise~5 measures it.

A second weakness is in its test: it asks for vertices {\it strictly\/}
inside. A box resting exactly on a floor has its corners exactly on the
floor's face. There rounding puts them inside in one step and outside in
the next, and the contact blinks on and off. Clipping keeps points with
$\psi\le0$, and a margin above zero, which chapter~9 will need to keep a
point's impulse from step to step, widens that further.

The engine keeps the method, behind a switch in the settings, so that the
demo can show the difference (key \.{V}) and the tests can measure it.
Circles are always handled as above. The collision types come before the
world's in the header (chapter~1's outline), so the settings can hold the
method.

@s ph_contact_method int

@<Collision types@>+=
typedef enum { PH_CLIPPED_CONTACTS, PH_VERTEX_CONTACTS } ph_contact_method;

@ @<Settings fields@>+=
ph_contact_method contact_method;

@ The default is clipping, the zero of the enumeration, which
|ph_default_settings| has already set by clearing the struct; it is
written out all the same.
@.unknown contact method@>

@<Set the default values of later settings@>+=
s.contact_method = PH_CLIPPED_CONTACTS;

@ @<Check the later settings@>+=
if (s->contact_method != PH_CLIPPED_CONTACTS && s->contact_method != PH_VERTEX_CONTACTS)
  return "unknown contact method";

@ The method itself. As in the F\# engine, the normal is the better of the
two best axes with no tolerance, and each point is a vertex, with the
manifold's depth. Its id follows the layout $10000f+100r+x$ of the feature
ids. $x$ is the vertex's number. The polygon the vertex is inside plays the
part of the reference polygon, so $f$ is 1 when that is $B$. The
method has no reference face, so $r$ is the edge of that polygon nearest to
the vertex: the one with the largest half-space number, through which the
vertex would be pushed out. A corner of a box sunk into a floor thus gets
the id clipping gives it: 200 and 201 for the two lower corners of a box
sunk into the top face, edge~2, of a floor. A manifold holds two points,
and this method may find more; the first two found are kept.

@<Engine functions@>+=
static ph_manifold polygons_by_vertices(const ph_shape *a, ph_transform xa,
  const ph_shape *b, ph_transform xb)
{
  ph_manifold m = no_contact;
  placed_polygon A = place_polygon(a, xa), B = place_polygon(b, xb);
  int edge_a, edge_b;
  double sA = max_separation(&A, &B, &edge_a), sB = max_separation(&B, &A, &edge_b);
  m.normal = sB > sA ? ph_neg(B.n[edge_b]) : A.n[edge_a];
  m.depth = -fmax(sA, sB);
  if (m.depth < 0.0) return m;
  for (int side = 0; side < 2; side++) {
    const placed_polygon *P = side ? &A : &B, *Q = side ? &B : &A;
    for (int j = 0; j < P->count; j++) {
      double nearest = -INFINITY;
      int r = 0;
      for (int i = 0; i < Q->count; i++) {
        double si = ph_dot(Q->n[i], ph_sub(P->v[j], Q->v[i]));
        if (si > nearest) nearest = si, r = i;
      }
      if (nearest < 0.0 && m.count < 2)
        m.points[m.count++] = (ph_manifold_point){P->v[j], m.depth, 10000 * side + 100 * r + j};
    }
  }
  return m;
}

@ @<Private declarations@>+=
static ph_manifold polygons_by_vertices(const ph_shape *a, ph_transform xa,
  const ph_shape *b, ph_transform xb);

@*1 One entry point.
|ph_collide| takes any two shapes with their transforms and returns their
manifold, with the normal from $A$ to $B$. For a circle and a polygon in
that order, the polygon's function is called with the shapes swapped and its
answer flipped. |ph_collide_with| does the same with a chosen method for
polygons. A later chapter with other kinds of shape adds its pairs to
|@<Collide the other kinds of shape@>|.

@<Engine functions@>+=
ph_manifold ph_collide_with(ph_contact_method method, const ph_shape *a, ph_transform xa,
  const ph_shape *b, ph_transform xb)
{
  ph_manifold m = no_contact;
  if (a->kind == PH_CIRCLE && b->kind == PH_CIRCLE) return collide_circles(a, xa, b, xb);
  if (a->kind == PH_POLYGON && b->kind == PH_CIRCLE)
    return collide_polygon_circle(a, xa, b, xb);
  if (a->kind == PH_CIRCLE && b->kind == PH_POLYGON) {
    m = collide_polygon_circle(b, xb, a, xa);
    @<Flip manifold |m| so that it points from A to B@>@;
    return m;
  }
  if (a->kind == PH_POLYGON && b->kind == PH_POLYGON)
    return method == PH_VERTEX_CONTACTS ? polygons_by_vertices(a, xa, b, xb)
      : collide_polygons(a, xa, b, xb);
  @<Collide the other kinds of shape@>@;
  return m;
}

ph_manifold ph_collide(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb)
{
  return ph_collide_with(PH_CLIPPED_CONTACTS, a, xa, b, xb);
}

@ This piece is empty: circles and polygons are the only kinds of shape so
far, and every pair of them has returned above. A later chapter that adds a
kind of shape (the capsule of exercise~1 is one) adds its pairs here; no
chapter written so far does.

@<Collide the other kinds of shape@>=
@;

@ @<Collision functions@>+=
ph_manifold ph_collide_with(ph_contact_method method, const ph_shape *a, ph_transform xa,
  const ph_shape *b, ph_transform xb);
ph_manifold ph_collide(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb);

@*1 Contacts in the world.
At the start of every step, in phase~1, the world looks at every pair of rigid bodies and keeps
the manifolds of those that touch, in an array of {\it contacts}, each
naming its two bodies by index, the first the lower. It skips a pair of two
static bodies, which nothing could push apart (a floor made of two boxes
would otherwise report where they meet, for ever), and it skips particles,
which chapter~1 keeps apart in its own way. The pairs are found the slow
way, every body against every other, with the bounding boxes as the first
test; a later chapter replaces that. Nothing is done with the contacts
yet. Chapter~5 resolves them.
@^contacts in the world@>

The array is declared in the world with a struct tag only, since the
world's declaration comes before this chapter's types; the tag is completed
below, as C allows for pointers.

@s ph_contact int

@<World fields@>+=
struct ph_contact *contacts;
int contact_count, contact_capacity;

@ @<Collision types@>+=
typedef struct ph_contact {
  int a, b; /* the bodies' indices, |a<b| */
  ph_manifold manifold; /* from body |a| to body |b| */
} ph_contact;

@ @<Free the later world fields@>+=
free(w->contacts);

@ Finding the contacts. Every pair of rigid bodies, the first the lower,
is looked at in turn; a pair the bounding boxes keep apart goes no
further, and the others go to |collide_pair|, the narrow phase of one
pair. Chapter~10 plugs its broad phase in at the top of the function,
with a filter of layers in the loop, and calls the same |collide_pair|,
so that both ways find the same contacts in the same order.
@^broad phase@>

@<Engine functions@>+=
void ph_world_find_contacts(ph_world *w)
{
  w->contact_count = 0;
  @<Let a later chapter's broad phase find the contacts@>@;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *bi = &w->bodies[i];
    if (bi->kind != PH_RIGID) continue;
    ph_transform xi = transform_of(bi);
    ph_aabb box_i = body_box(bi, xi);
    for (int j = i + 1; j < w->body_count; j++) {
      const ph_body *bj = &w->bodies[j];
      if (bj->kind != PH_RIGID || (is_static(bi) && is_static(bj))) continue;
      @<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
      ph_transform xj = transform_of(bj);
      if (!ph_aabb_overlap(box_i, body_box(bj, xj))) continue;
      if (!collide_pair(w, i, j, xi, xj)) return;
    }
  }
}

@ This section holds only two empty pieces until chapter~10 appends its
broad phase to it; chapters 13 and~14 fill the pieces with what they must
do before any search.

@<Let a later chapter's broad phase find the contacts@>=
@<Clear what a later chapter gathers beside the contacts@>@;
@<End the search at once if a later chapter knows that no pair can touch@>@;

@ @<Clear what a later chapter gathers beside the contacts@>=
@;

@ @<End the search at once if a later chapter knows that no pair can touch@>=
@;

@ @<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>=
@;

@ A body's bounding box is its shape's. (A body of several shapes,
chapter~14's, grows it over all of them here.)

@<Engine functions@>+=
static ph_aabb body_box(const ph_body *b, ph_transform xf)
{
  ph_aabb box = ph_shape_aabb(&b->shape, xf);
  @<Let a later chapter take the box |box| over all the parts of body |b|@>@;
  return box;
}

@ @<Let a later chapter take the box |box| over all the parts of body |b|@>=
@;

@ @<Private declarations@>+=
static ph_aabb body_box(const ph_body *b, ph_transform xf);

@ The narrow phase of one pair, bodies |i<j| at transforms |xi| and |xj|,
adds their contact if they touch. The array of contacts grows by
doubling, like the bodies'; if it cannot grow, the error handler hears so,
the contacts found so far are kept, and |collide_pair| returns |false| to
stop the search.
@.out of memory finding contacts@>

@<Engine functions@>+=
static bool collide_pair(ph_world *w, int i, int j, ph_transform xi, ph_transform xj)
{
  @<Let a later chapter collide bodies of several shapes part by part@>@;
  return collide_shapes(w, i, j, &w->bodies[i].shape, xi, &w->bodies[j].shape, xj, 0);
}

@ The work is done for one pair of shapes, |si| of body |i| at |xi| and
|sj| of body |j| at |xj|. It adds |tag| to the feature ids of the points;
here |tag| is always 0 and leaves the ids as they are. (Chapter~14's
bodies of several shapes call it for each pair of their parts, with a
|tag| that names the two parts.)

@<Engine functions@>+=
static bool collide_shapes(ph_world *w, int i, int j, const ph_shape *si, ph_transform xi,
  const ph_shape *sj, ph_transform xj, int tag)
{
  ph_manifold m = ph_collide_with(w->settings.contact_method, si, xi, sj, xj);
  if (m.count == 0) return true;
  @<Let a later chapter take the overlap of bodies |i| and |j| instead of a contact@>@;
  for (int k = 0; k < m.count; k++) m.points[k].id += tag;
  @<Add the contact of bodies |i| and |j| with manifold |m|@>@;
  return true;
}

@ @<Let a later chapter collide bodies of several shapes part by part@>=
@;

@ @<Private declarations@>+=
static bool collide_pair(ph_world *w, int i, int j, ph_transform xi, ph_transform xj);
static bool collide_shapes(ph_world *w, int i, int j, const ph_shape *si, ph_transform xi,
  const ph_shape *sj, ph_transform xj, int tag);

@ Every overlap is a contact. (Chapter~13 takes aside here the overlaps
of its sensors, which report and do not push.)

@<Let a later chapter take the overlap of bodies |i| and |j| instead of a contact@>=
@;

@ @<Add the contact of bodies |i| and |j| with manifold |m|@>=
if (w->contact_count == w->contact_capacity) {
  int capacity = w->contact_capacity ? 2 * w->contact_capacity : 64;
  ph_contact *grown = realloc(w->contacts, (size_t) capacity * sizeof *grown);
  if (!grown) {
    ph_report("out of memory finding contacts");
    return false;
  }
  w->contacts = grown;
  w->contact_capacity = capacity;
}
w->contacts[w->contact_count++] = (ph_contact){i, j, m};

@ @<Collision functions@>+=
void ph_world_find_contacts(ph_world *w);

@ The step finds them at its start, in phase~1, before anything moves, as
chapter~1 laid out: the contacts are those of the state the step starts
from, which is the state the solvers of chapters 5 to 9 must act on. After
a step, then, the world's contacts describe the state before it. A program
that wants the contacts of the state a step left, to draw them or to write
them to a file, calls |ph_world_find_contacts| itself; the demo does (``The
file of contacts'' in the programs of chapter~4).
Finding them again is harmless: the search reads the bodies and changes
nothing but the list, so the next step finds the very same contacts.

@<Find the contacts@>+=
ph_world_find_contacts(w);

@ The step of chapter~1 now has its first phase, marked; nothing responds
to the contacts yet, so phases 3 to 5 stay empty until chapter~5.

\smallskip
\item{1.} Find the contacts: |ph_world_find_contacts|.\quad$\triangleleft$ {\it new}
\item{2.} Integrate forces into velocities (chapters 1 to 3).
\item{3--5.} Prepare, warm start, solve (chapters 5 to 9).
\item{6.} Integrate velocities into positions.
\item{7.} Correct the positions (particles only).
\item{8.} Clear the forces.\par
\smallskip

@ Drawing them is asked for with a switch in the drawing interface, off in
programs written before this chapter. Each point is a square
0.2\thinspace m on a side (in metres, as the strokes below, so that it
grows with the view and reads in a zoomed figure) in a colour chosen by its id, since SDL draws no text: a point that keeps its id
keeps its colour while the shapes move, and one that changes flashes. A
colour is |ph_palette| of $x+3r+5f$, for the parts of the id, so that the
two points of a face (which differ in $x$) differ in colour. Through the
point, along the normal, a black bar as long as the point's depth spans
the two surfaces; from the point, a white line $0.6\,$m long, edged in
black, shows the normal's direction. The bodies are drawn in the colours of
|ph_palette|, none of which is black or close to it, and the lightest of
which is a light grey; the background is nearly black. So the black bar
stands out on every body (and it lies inside the bodies, between their
surfaces), the white core of the normal stands out on every body but the
light grey one and on the background, and its black edge sets it off from
that grey.

@<Drawing interface fields@>+=
bool show_contacts; /* draw the world's contacts; off before chapter 4 */

@ @<Draw what else the world knows@>+=
for (int k = 0; d->show_contacts && k < w->contact_count; k++) {
  const ph_manifold *m = &w->contacts[k].manifold;
  ph_color black = {0, 0, 0, 255}, white = {255, 255, 255, 255};
  for (int i = 0; i < m->count; i++) {
    const ph_manifold_point *p = &m->points[i];
    ph_vec2 half = ph_mul(0.5 * p->depth, m->normal), tip = ph_add(p->point, ph_mul(0.6,
      m->normal));
    ph_draw_stroke(d, ph_sub(p->point, half), ph_add(p->point, half), 0.08, black);
    ph_draw_stroke(d, p->point, tip, 0.09, black);
    ph_draw_stroke(d, p->point, tip, 0.035, white);
    ph_vec2 square[4] = {ph_add(p->point, ph_v(-0.1, -0.1)), ph_add(p->point, ph_v(0.1, -0.1)),
      ph_add(p->point, ph_v(0.1, 0.1)), ph_add(p->point, ph_v(-0.1, 0.1))};
    d->solid_polygon(d->context, square, 4,
      ph_palette(p->id % 100 + 3 * (p->id / 100 % 100) + 5 * (p->id / 10000)));
  }
}

@ Strokes. The drawing interface's segments are one pixel wide, too thin to
be seen at the size of a figure in print, so the contacts, and the demo's
outlines (|@<Outline the selected body and draw its separating lines@>|), are drawn with |ph_draw_stroke|: a filled rectangle |width|
metres across, centred on the segment from |a| to |b|, made with the
interface's |solid_polygon|. A segment of no length draws nothing.

@<Engine functions@>+=
void ph_draw_stroke(const ph_draw *d, ph_vec2 a, ph_vec2 b, double width, ph_color color)
{
  ph_vec2 along = ph_sub(b, a);
  double length = ph_length(along);
  if (!(length > 0.0)) return;
  ph_vec2 side = ph_mul(0.5 * width / length, ph_perp(along));
  ph_vec2 corners[4] = {ph_sub(a, side), ph_sub(b, side), ph_add(b, side), ph_add(a, side)};
  d->solid_polygon(d->context, corners, 4, color);
}

@ @<Drawing functions@>+=
void ph_draw_stroke(const ph_draw *d, ph_vec2 a, ph_vec2 b, double width, ph_color color);

@*1 The exact cases.
Does the engine give the right contacts? This section answers with cases
whose contacts can be worked out by hand. The tests compare the engine
with these answers. The measurement program \.{bench04} prints what the
engine makes of the cases in Table~\tabref{cases}, which follows
them. The cases are written out as data in |@<The exact collision cases@>|
and the rows of the table by |@<Chapter 4 measurements@>|. Boxes are $2\times2$ and centred on their positions
unless said otherwise.

{\it Gap:} $B$ at $(2.5,0)$. $A$'s right edge (edge 1, normal $(1,0)$, on
$x=1$) sees $B$'s nearest vertices at $x=1.5$, so $s_A=0.5$, and $B$'s left
edge gives the same; they are apart, with $\vec n=(1,0)$, $d=-0.5$, no
points.

{\it Touching:} $B$ at $(2,0)$; $s_A=s_B=0$, the tie goes to $A$: reference
edge 1 of $A$, from $(1,-1)$ to $(1,1)$. The incident face is $B$'s edge 3,
from its vertex 3 at $(1,1)$ to its vertex 0 at $(1,-1)$; both lie on the
side lines, and are kept, since the clips keep $\psi\le0$, and both have
$\psi=0$. Two points, $(1,1)$ with id 103 and $(1,-1)$ with id 100, depth
0.

{\it Deep:} $B$ at $(0.5,0.25)$. Along $x$ the overlap is $1-(-0.5)=1.5$,
along $y$ it is $1-(-0.75)=1.75$: $d=1.5$, $\vec n=(1,0)$. The incident
edge from $(-0.5,1.25)$ to $(-0.5,-0.75)$ sticks out of the strip $-1\le
y\le1$ at its first end; the second clip cuts it at $\lambda=0.25/2=0.125$,
at $(-0.5,1)$, code $20+3$. Both points have $\psi=-1.5$ and move by
0.75 toward the face: $(0.25,-0.75)$ with id 100 and $(0.25,1)$ with id 123.

{\it Small box on a long one:} $A$ is $4\times1$ at the origin, $B$ is
$1\times1$ at $(0.5,0.9)$, $0.1$ deep. Both faces give $-0.1$; $A$'s top
edge (edge 2) is the reference. $B$'s bottom edge lies inside the strip;
its vertices $(0,0.4)$ and $(1,0.4)$ give the points $(0,0.45)$ and
$(1,0.45)$, ids 200 and 201.

{\it Corner into a face:} $B$ is turned by $45^\circ$ and placed at
$(0,0.9+\sqrt2)$, so that its vertex 0, $(-1,-1)$ turned, is at $(0,0.9)$,
0.1 inside $A$'s top face. $B$'s own faces give about $-0.78$, so $A$'s top
edge is the reference, with $d=0.1$. $B$'s two lower edges face it equally:
their normals make the same angle with $-\vec n$, and rounding picks one.
Either way vertex 0 is kept, and the other end of the edge, $\sqrt2$ higher, is not. There is one
point, $(0,0.95)$, with id 200. The id is the same whichever edge was chosen, because
it names the vertex and not the edge.

{\it Turned boxes:} both turned by $30^\circ$; $A$ is $2\times2$ at the
origin and $B$ is $1.6\times1$ at $R(0,1.4)=1.4\,(-\sin30^\circ,\cos30^\circ)$,
where $R$ is the turn. In $A$'s own frame this is the small box on the long
one again: $d=0.1$, $B$'s bottom edge at height 0.9 from $x=-0.8$ to 0.8,
well inside the strip. So the normal is $R(0,1)=(-{1\over2},{\sqrt3\over2})$
and the points $R(\mp0.8,0.95)$, ids 200 and 201.

{\it Concentric circles:} radii 1 and 0.5, both at $(1,2)$: $\vec n=(0,1)$
by the rule for coincident centres, $d=1.5$, point
$(1,2)+{1\over4}(0,1)=(1,2.25)$, id 32.

{\it Identical polygons:} the quadrilateral $(0,0)$, $(4,0)$, $(3.5,2)$,
$(1,3)$, twice, at the same place. It is not chapter~3's worked
quadrilateral, whose third vertex is $(4,2)$: that vertex would lie on the
side line $x=4$ at the end of the reference face, where a move of $10^{-6}$,
which the test of feature ids makes, clips it off and changes its id; half a
metre in, it stays. Each edge gives minus the width of the
polygon across it; the smallest width is the height, 3, across the bottom
edge, so both sides give $-3$ and the tie goes to $A$'s edge 0, normal
$(0,-1)$. The incident edge is $B$'s most upward-facing one, edge 2 from
$(3.5,2)$ to $(1,3)$, inside the strip $0\le x\le4$; its ends are 2 and 3
deep, and their midpoints with the face $y=0$ are $(3.5,1)$ and $(1,1.5)$,
ids 2 and 3, $d=3$. For identical shapes, and for concentric circles, there
is no direction from $A$ to $B$: the rule picks one, and swapping the shapes
picks the same one, not its opposite.

{\it Ball on a box face:} $A$ is the box, $B$ a ball of radius 0.5 at
$(0.3,1.4)$: $s=0.4$ on the top edge, edge 2, inside the edge's strip, so
$d=0.1$, $\vec n=(0,1)$, point $(0.3,1.4-0.45)=(0.3,0.95)$, id 230.

{\it Ball at a corner:} $A$ the box again, $B$ a ball of radius 1.5 at
$(1.75,2)$: $s=1$ on the top edge, but $\chi_1=(0.75,1)\cdot(-2,0)<0$, so
vertex 2 at $(1,1)$ is nearest, at distance 1.25: $d=0.25$, $\vec
n=(0.6,0.8)$, point halfway between $(1,1)$ and
$(1.75,2)-1.5(0.6,0.8)=(0.85,0.8)$, that is $(0.925,0.9)$, id 231.

{\it Two balls:} radii 1 at the origin and 0.5 at $(0.75,1)$, 1.25 apart:
$d=0.25$, $\vec n=(0.6,0.8)$, point $(0.375,0.5)+0.25\,\vec n=(0.525,0.7)$,
id 32.

{\it Pierced plank:} $A$ is $4\times0.2$, $B$ a $0.2\times2$ bar at
$(0,0.7)$ whose end is at $y=-0.3$. $A$'s top face gives $-0.3-0.1=-0.4$,
$B$'s bottom face the same; $A$ wins the tie. Two points $(\pm0.1,-0.1)$,
ids 200 and 201, $d=0.4$.

{\it Wedge through a plank:} $B$ is the triangle $(0,-0.3)$, $(0.1,1)$,
$(-0.1,1)$. $A$'s top face gives $-0.4$, $B$'s faces about $-1.1$ and
$-2.0$. The two long edges tie exactly as the incident edge, and the
first, edge 0, wins. Its tip is kept: one point $(0,-0.1)$, id 200, $d=0.4$.

{\it Apart by a turn:} the case of |@<Tolerances of the reference
face@>|. $B$ is turned by $-0.002$ radians and placed so that its lower
left corner, vertex 0, is at $(0.9999,-1.5)$, $10^{-4}$ left of $A$'s right
edge $x=1$ and half a metre below $A$'s lower right corner $(1,-1)$. $B$'s
left edge, edge 3, leans right as it rises, and passes height $-1$ at
$x\approx0.9999+0.5\times0.002=1.0009$, to the right of that corner: the
boxes are apart. $A$'s right edge gives $s_A=-10^{-4}$, since $B$'s corner
is behind it; $B$'s edge 3, with outward normal
$(-\cos0.002,\sin0.002)$, has $A$'s corner $(1,-1)$ in front of it by
$s_B=0.5\sin0.002-10^{-4}\cos0.002\approx9.0\times10^{-4}$. The margin is
$\kappa\approx10^{-3}\sqrt2$, more than $s_B-s_A$, but $s_B>0$, and a
separating axis wins: $\vec n=(\cos0.002,-\sin0.002)$, pointing from $A$
to $B$, $d=-s_B$, no points.

In the pierced plank and the wedge no vertex of either polygon lies
inside the other, and the method of vertices inside finds an overlap of
depth 0.4 with no point at all: the bold zeros in their rows of
Table~\tabref{cases}. The touching boxes and the identical polygons have
bold zeros too, for a reason given with the measurements.

\midinsert
\tablecaption{The exact cases as the engine computes them, clipping first:
normal, depth, points with ids; then the number of points the method of
vertices inside finds, in bold when it is 0 although that method too finds
the shapes overlapping (an overlap with no point at which to push), and a
dash where a circle is involved, since that method is for polygons only.
Made by {\tt bench04} when this book was built.}\tablabel{cases}
$$\vbox{\ninerm\baselineskip=11pt\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&#\hfil\quad&\hfil#\cr
case&normal&depth&points (id)&inside\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch04-cases.tex
}}$$
\endinsert

@*1 What collisions cost.
How long does one call of |ph_collide| take, and how often does the method
of vertices inside miss an overlap? The measurement program \.{bench04}
answers both on random pairs of shapes. |@<Random convex shapes@>| makes
the shapes, the same on every machine, and |@<Chapter 4 measurements@>|
times the calls and counts the overlapping pairs for which the method of
vertices inside finds no point. Table~\tabref{costs} gives the results on
the machine that built this book. The times are the only numbers of this
chapter that depend on the machine.

The blind spot of the method of vertices inside is not rare among random
pairs: of those that overlap, about one in twelve has no vertex of either
polygon inside the other. That count is the same on every machine. It
depends only on the generator and on arithmetic that IEEE~754 fixes to the
last bit, since the random shapes use no $\cos$ or $\sin$, as |@<Random
convex shapes@>| explains. Random pairs are not a simulation, though. They
overlap deeply and at random, while the response of chapter~5 and the
correction of chapter~8 will keep the overlaps of a simulation shallow. A
simulation reaches the blind spot in another way: a body moves further in
one step than the thickness $t$ of what it meets, $t/(vh)<1$, as worked out
with the method. Fast bodies and thin ones are at risk.
Table~\tabref{cases} shows two more failures of the method, both from its
second weakness, described under ``An older method: vertices inside'': it
counts only vertices {\it strictly\/} inside. The touching boxes and the
identical polygons of that table have every vertex {\it on\/} the other's
boundary, where such a test finds none.

\midinsert
\tablecaption{Time per call of |ph_collide| by kind of pair, in nanoseconds,
over random pairs of which about half overlap; and how often the method of
vertices inside finds no point for random polygons that overlap. Made by
{\tt bench04} when this book was built.}\tablabel{costs}
$$\vbox{\halign{#\hfil\quad&\hfil#\cr
pair&ns per call\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch04-costs.tex
}}$$
\endinsert

@*1 What the tests check.
The program \.{test\_ch04} checks the chapter's claims; its code is in
``Tests of chapter~4'' behind the chapters, from |@<Chapter 4 test cases@>|
on. Table~\tabref{tests04} lists what each test holds the engine to.
Every tolerance follows the rule of the preface: the error the argument
in the last column allows (rounding, $\epsilon\approx1.1\times10^{-16}$
relative, carried through the operations involved, or a bound of the
method), times the preface's margin, and at least a hundred
times below the error of the smallest mistake the test is there to catch.
Where a row's margin is larger, the row says why. Two sizes of tolerance recur. Where the answer is a number worked out by hand,
the engine's few dozen roundings of numbers below 5 leave errors of some
$10^{-15}$; the tests allow $10^{-12}$, far below any error of formula (a
wrong sign or a missing half is off by more than $10^{-2}$). Where the test
judges the engine by a method of its own, on random pairs of sizes up to
1.5\thinspace m, it allows $\eta=10^{-9}$ for rounding, plus the margin
$\kappa$ of |@<Tolerances of the reference face@>| where the engine may
choose a face that is not quite the best. That $\eta$ is $10^6$ times the
rounding, more than the rule's margin, because nothing is lost by it:
the judge's numbers and the engine's agree to some $10^{-15}$ (tried on
this edition, the test still passes with $\eta=10^{-14}$ and first fails
at $10^{-15}$), the smallest mistake it must catch is off by $10^{-2}$ or
more, and $\eta$ also sets the band of pairs ``within $\eta$ of
touching'' that are left uncounted, which holds none of the 20\,000 at
$10^{-9}$, $10^7$ below any such mistake.

The test \.{feature\_ids} puts a $1\times1$ box 0.01 deep on another,
slipped 0.05 sideways, and turns it by up to $5\times10^{-4}\,$rad and
slips it up to $10^{-3}$ more, in 1000 trials; the reference face must
stay the same. By the flicker's derivation (with the margin of the
reference face), $\vert s_A-s_B\vert\approx\varphi\,\Delta x\le
5\times10^{-4}\times0.051\approx3\times10^{-5}$, inside
$\kappa=0.02\times0.01+10^{-3}\sqrt{0.5}\approx9\times10^{-4}$.
@^tests of chapter 4@>

\midinsert
\tablecaption{The tests of chapter~4: what each checks, the tolerance and why
that tolerance. $\Lambda$ is a shape's size; $\kappa=0.02\,d+10^{-3}\Lambda$ is the
margin of the reference face.}\tablabel{tests04}
$$\vbox{\ninerm\baselineskip=10.5pt \font\ninett=cmtt9
\def\cell{\rightskip=0pt plus 3em\noindent\strut}
\halign{\ninett#\hfil\quad&\vtop{\hsize=2.15in\cell#\strut}\quad&
  \vtop{\hsize=0.8in\cell#\strut}\quad&\vtop{\hsize=1.9in\cell#\strut}\cr
\rm test&what it checks&tolerance&why that tolerance\cr
\noalign{\smallskip\hrule\smallskip}
geometry&a quarter turn, its inverse, a turned box's bounding box, the
half-space test inside and out, a box's four outward normals&
$10^{-15}$, $10^{-14}$&a few roundings of numbers near 5;
$\cos{\pi\over2}$ is $6\times10^{-17}$, not 0\cr
exact\_cases&normal, depth, points and ids of the fourteen cases of
Table~\tabref{cases}&$10^{-12}$; ids exact&hand values are exact; the
engine's are good to $10^{-15}$; a wrong formula is off by $10^{-2}$\cr
swap&swapping $A$ and $B$ negates $\vec n$, keeps $d$ and the points,
on the cases and on random pairs&$10^{-12}$; $\kappa$ in ties&the same
arithmetic in the other order; a tie may change the reference face\cr
random\_pairs&on 20\,000 random pairs of each kind: verdict as an
independent judge's, $d$ a separating move and the shortest one, points
between the shapes&$\eta=10^{-9}$, plus $\kappa$ for two polygons&rounding
of sizes ${}\le1.5\,$m is $10^{-15}$, a mistake $10^{-2}$: $\eta$ sits
between (see the text); the engine may pick a face worse by $\kappa$\cr
feature\_ids&ids unchanged by moves of $10^{-6}$; a box resting on
another keeps its reference face when slightly turned and slipped (see
the text)&ids exact&$\vert s_A-s_B\vert\approx3\times10^{-5}$, inside
$\kappa\approx9\times10^{-4}$\cr
vertex\_method&vertices inside finds no point on the pierced plank and the
wedge, and misses some random pairs clipping finds&counts&a blind spot is
either there or not\cr
world\_contacts&exactly the touching pairs, in index order, no static
pairs, no particles; a dropped box passes through the floor&$10^{-12}$&hand
values, as for the exact cases\cr
contacts\_file&\.{--contacts}: header, one row per point per step; failed
runs leave no file&$10^{-12}$&the rows are printed to 17 digits\cr
golden\_contacts&20 steps of a falling scene equal
\.{tests/golden/ch04-pass.csv}&byte for byte&no $\cos$ or $\sin$: IEEE~754
fixes every digit\cr
contacts\_drawn&a contact point has its id's colour; the normal's white
core and black edge are drawn&exact colour; $\pm4$ pixels&a filled shape's
border is the renderer's affair\cr
}}$$
\endinsert

@ Debugging exercises 4.1 and 4.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 4.1} builds stage~4 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it Nothing responds.} The contacts are found and kept, and the bodies
pass through each other as before. Chapter~5 turns each contact point into
an impulse along the normal, with the restitution of chapter~3; chapter~8
uses the depth to push overlapping bodies apart.

{\it Fast bodies tunnel.} The test is made once per step, on the positions
at its end. A ball of radius 0.1\thinspace m moving at 30\thinspace m/s
moves half a metre per step and can jump over a thin plank entirely, with
no step in which they overlap. Finding the time of first contact within the
step ({\it continuous\/} collision detection) is chapter~13's.

{\it All pairs.} Every body is tested against every other, $n(n-1)/2$
bounding-box tests per step. A hundred bodies make five thousand, a
thousand make half a million. A broad phase (a grid, or sorting the boxes
along an axis) finds the overlapping boxes in time nearly proportional to
$n$.

{\it Deep overlaps are ambiguous.} The depth is the shortest move that
separates, and when a body has sunk deep, as the pierced plank has, the
shortest way out may be the wrong way, out through the far side. Small
steps, the response of chapter~5 and the correction of chapter~8 keep
overlaps shallow, where the
shortest way is the way in.

{\it No persistence.} The ids make contacts recognisable, but the world
forgets them every step. Chapter~9 matches the ids of successive steps to
carry impulses over. In the F\# engine that seeded this book, a contact
point exists only while its vertex is strictly inside the other polygon;
when rounding or a small bounce takes the vertex out, the contact blinks
out, and with it the impulse it had accumulated, so the next step starts
that point again from nothing. Chapter~9 avoids these dropped contacts by
keeping a point whose separation is within a small margin above zero, so
that a point hovering around zero keeps its id and its impulse.

@*1 Summary.
Narrow-phase collision detection finds, for a pair of shapes, whether they
overlap, the normal, and up to two contact points with their depths and
feature ids. Two circles compare their centres. A circle and a polygon find
the polygon's feature nearest the centre. Two polygons find, among their
edge normals, the axis of least separation; they prefer the first shape's
face unless the second's is better by more than the margin $\kappa$, or
separates the shapes and is better at all, and they clip the
other shape's face that points most nearly against it to the reference
face's sides. Bounding boxes reject most pairs before these tests. Nothing
responds to the contacts yet, and every pair of bodies is still tested.

@*1 Exercises.
Each exercise names what its test calls; \.{tools/grade 4.K} grades
exercise~K (see the preface), and \.{tests/exercises/} holds the tests and,
for teachers, reference solutions. The ratings are on the preface's scale.

\item{1.} [25] A capsule is a segment with a radius. Write
|ph_manifold ph_collide_capsule_circle(ph_vec2 p0, ph_vec2 p1, double ra, ph_vec2 c, double rb)|,
the manifold of the capsule from |p0| to |p1| of radius |ra| and a circle
of radius |rb| at |c|, the normal pointing from the capsule to the
circle, using the closest-feature regions of a segment: the segment's
inside (id 30) or an end $e$ (id $100e+31$). (Test: a capsule of radius
0.5 from $(-1,0)$ to $(1,0)$ and a circle of radius 0.5 at $(1.6,0.8)$
touch with $\vec n=(0.6,0.8)$ and depth 0, id 131; at $(0.3,0.9)$ they
overlap by $0.1$ along $(0,1)$, id 30; four such cases worked by hand,
all to $10^{-12}$, the rounding of $0.6$ and $0.8$.) Making the capsule a
kind of shape, with its check, mass, bounding box, drawing and its pairs
with polygons, is a project of its own, [35].

\item{2.} [20] Write
|double ph_distance(const ph_shape *a, ph_transform xa,|\hfil\break\indent\quad|const ph_shape *b, ph_transform xb, ph_vec2 *pa, ph_vec2 *pb)|
for two polygons: 0 if they touch or overlap, else the true distance and a
closest pair of points. Show on two boxes corner to corner that the
negative depth of |ph_collide| is less than the distance. (Test: $2\times2$
boxes at the origin and at $(3,3)$ are $\sqrt2$ apart between $(1,1)$ and
$(2,2)$, and |ph_collide|'s depth is $-1$; face to face, and a box turned
by $45^\circ$, at distances worked out by hand; all to $10^{-12}$, a few
ulps of numbers below 4.)

\item{3.} [25] Replace the all-pairs loop of |ph_world_find_contacts| by
sorting the bounding boxes along $x$ and sweeping, and add one to
|w->stats.pair_tests| for every pair of bounding boxes compared. (Test: on
2000 random boxes, after one step in which nothing moves, the list of
contacts is the one the all-pairs loop makes, pair by pair and bit for
bit, and the number of box tests, about $1.8\%$ of $n(n-1)/2$ by the
boxes' average width, is more than the number of contacts and less than a
tenth of $n(n-1)/2$.)

\item{4.} [25] Make the absolute part of the reference face's margin,
$10^{-3}$ in $\kappa$, a setting of the world, given by the world key
\.{reference\_tolerance=}$T$ (finite, not negative, default $10^{-3}$) and
used by |ph_world_find_contacts|. Take a $1\times1$ box resting
$5\times10^{-4}$ deep on another, slipped by $\Delta x$ and turned by
$\varphi$. Show from $s_A-s_B\approx\varphi\,\Delta x$ that the smallest $T$
that keeps the reference face for every $\vert\varphi\vert\le10^{-4}$ and
$\vert\Delta x\vert\le0.301$ is about
$T^*=(10^{-4}\cdot0.301-0.02\cdot5\times10^{-4})/\Lambda$, with $\Lambda=\sqrt{0.5}$.
(Test, through scenes: over 1000 random turns and slips, the ids change in
more than 20\% of the trials with $T=0$, in some with $T^*/2$, and in none
with $1.25\,T^*$ or the default.)

\item{5.} [20] Find the blind spot of the method of vertices inside as a
function of speed. A bar $0.1\,$m wide and $1\,$m long falls end first, at
a constant speed $v$ with no gravity, onto a static plank $4\,$m long and
$t=0.1\,$m thick, its end starting $0.01\,$m above the plank, with steps of
$h={1\over60}\,$s. Nothing responds in this chapter, so the bar goes on
through the plank at every speed; the question is the first step that
finds the overlap, the one a solver would act on. Its end is then between
0 and $vh$ deep, so show that its corners are inside the plank whenever
$t/(vh)>1$, and that for $t/(vh)<1$ they may already be out through the
far face. Make the world count what it cannot act on: |ph_world_find_contacts|
records the pairs whose shapes overlap (depth $\ge0$) but whose manifold has
no point, and |int ph_world_blind_pairs(const ph_world *w)| returns their
number for its last search. (Test: at 3\thinspace m/s, $t/(vh)=2$, the
first step with an overlap has no blind pair by either method; at
12\thinspace m/s, $t/(vh)=0.5$, the first step with an overlap, its end
$0.19\,$m deep, has one blind pair by vertices inside and none by
clipping; two boxes whose bounding boxes overlap but whose shapes are
apart are no blind pair.)
\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [10] In the scene \.{collide}, the two balls of the upper row
are a circle of radius $1\,$m at $(-7,2.5)$, listed first, and one of
radius $0.8\,$m at $(-5.4,2.9)$. Predict their manifold: the normal, the
depth, the contact point and its id.

\item{P2.} [20] The upper row of the scene \.{collide} holds a plank, a bar
and a wedge, listed in this order; a box's size is its width times its height:
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&#\hfil\cr
body&shape&placed\cr
\noalign{\smallskip\hrule\smallskip}
plank&a box $4\times0.3\,$m&its centre at $(-1.5,1.5)$\cr
bar&a box $0.3\times2.5\,$m&its centre at $(-2.5,2.35)$\cr
wedge&a triangle with vertices $(0,0)$,&its own origin at $(-0.6,1.15)$\cr
&\quad$(0.25,2.4)$ and $(-0.25,2.4)$\cr}}$$
The plank is listed first, so it is $A$ in both of its pairs, with the bar
and with the wedge. Both go right through the plank: the bottom of each is
below its lower face. Work out the separations of both polygons' edges for
each pair, the reference face, the depth, and the contact points with their
depths and ids. Which way do the manifolds push the bar and the wedge out,
and is it the shorter way?

\item{P3.} [20] A ball of radius $r$ moves at a constant speed $v$ straight
at a static plank of thickness $t$, across it, with no gravity, and the
contacts are found once a step of length $h$. (a) Find the largest $v$ for
which some step is sure to find the ball overlapping the plank, whatever
the ball's position at the first step. (b) Find the largest $v$ for which
the first overlap found is sure to push the ball back out of the face it
entered by, not on through the far face. Give both for $r=0.1\,$m, $t=0.1\,$m and
$h={1\over60}\,$s, and the heights a ball must fall from, at rest and
under $g=10\,$m/s$^2$, to arrive at those speeds.
