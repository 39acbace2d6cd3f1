@* Chapter 3: Rigid bodies, mass and forces.
Chapter~1's particles fall, pile up and push each other about, but look at
what they are made of. A particle's mass is a number typed in beside its
radius, and nothing ties the two together: a particle ten times wider is no
heavier unless someone remembers to say so. Chapter~2 gave every body a
force accumulator and |ph_body_apply_force|, to hang a particle on its
spring. But what a force does to a particle depends on a mass typed in by
hand, and there is still no way to give a body a sudden kick. A particle is always a disc, never
a crate or a plank. And every particle moves: there is no floor, no wall,
nothing that stays where it was put.

This chapter makes the object that the rest of the book simulates, the
{\it rigid body}. A rigid body has a {\it shape\/}: a circle, a box, or any
convex polygon. It has a {\it material\/} that says how dense it is and, for later
chapters, how it bounces and how it rubs. Its mass follows from the two,
so chapter~2's forces and this chapter's impulses act on it in
proportion to what it is made of. A body whose mass is
infinite stays put, and becomes the floors and walls of later chapters.
It also fixes the engine's public interface in the form every later
chapter keeps. A program fills in a {\it definition\/} that starts from
defaults, hands it to the world, and gets back a handle. Everything it hands
in is checked at that boundary. The design follows two of the book's
reference articles. The first is ``The Core Engine'' of Gaul's series \cite{gaul2012},
whose bodies carry a shape, a material, mass data and a force accumulator,
with material presets and a gravity scale. The second is ``Building a 2D physics
engine, Part~1 -- Basic motion'' \cite{basicmotion}, whose rigid body is a
position, a velocity, an inverse mass and the sum of its forces. Books that
build a whole engine, such as Millington's \cite{millington2010}, begin
the same way.
@!@^rigid body@>

What the chapter does not do is let bodies touch. Chapter~4 finds where
shapes overlap and chapter~5 makes them bounce off each other; until then
rigid bodies pass through one another like ghosts (they do not even notice
chapter~1's container, which holds particles only). So this chapter's demo,
\.{build/bin/ch03}, needs no contact: six bodies of six materials and
different sizes hang from a fixed bar on six identical springs, under
gravity. The springs pull with the same law on each, and the bodies answer
according to their masses. The heavy ones hang low and swing slowly; the
light ones bob near the bar. \.{W} switches on a wind that pushes every body
with the same force, and switches it off again. A click gives every body the same impulse toward the
mouse: the light ones leap, while the heavy ones barely stir.
Figure~\figref{tethers} was drawn by the same program, headless, when this
book was built.

\mpfigure{fig/ch03-tethers-fig.pdf}{}{Six bodies on six equal springs,
2.5 seconds after they were let go at the bar: the built-in scene {\tt
tethers}, drawn by {\tt ch03 --headless --screenshot} when this book was
built. (a) The whole scene, 26\thinspace m wide, each body named under
its anchor. The grey zigzags are the springs, each from its anchor on the
static bar down to its own body. The square ringed in white on each spring
marks where that body would rest. It has the body's colour: pillow yellow, wood
teal, bouncy ball blue, super ball orange, rock violet, metal green. The
rest points lie at depths proportional to the masses. (b) The framed
part of (a), drawn 2.3 times larger by the same program. The small metal
box is the second heaviest body; only the rock is heavier. It is at the bottom of its swing,
11.8\thinspace m below its anchor, and its rest point is half-way up.}%
\figlabel{tethers}

@ The chapter adds to every part of the engine, in this order. The geometry
comes first: shapes and their areas and centres. Then come materials, the
densities, and the interface: the rigid body and its definition. The dynamics
follow: what chapter~2's forces do to a body with a mass, static bodies, and
impulses. Drawing comes next, and last the physics of the demo's springs. The
chapter's scene keys, its part of the demo and its measurement program are
in ``Programs of chapter~3'', behind the chapters. Its tests are in ``Tests
of chapter~3''. The chapter names the program behind each of its tables and
figures, and ends with a table of what the tests check.
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}\seclabel{ch3-page}
\smallskip
\item{$\bullet$} compute the area and centre of mass of a convex polygon by triangles;
\item{$\bullet$} decide whether a polygon is convex, counter-clockwise and large enough to accept;
\item{$\bullet$} give a body its mass from a shape and a material, and apply forces and impulses to it;
\item{$\bullet$} say what a static body is in terms of its inverse mass.
\smallskip
\noindent This chapter makes a body more than a point. It has a shape, a circle or a
convex polygon, and from the shape and a density its mass and centre of
mass. Forces and impulses act on that mass, and gravity may act on a share
$\gamma$ of it. The equations that carry it:
$$m=\rho A,\qquad \vec c={1\over A}\int_S\vec x\,dA,\qquad
A={1\over2}\sum_{i=1}^{n-2}(\vec v_i-\vec v_0)\times(\vec v_{i+1}-\vec v_0),$$
$$\vec a=\vec g\,\gamma+w\,\vec F,\qquad \Delta\vec v=w\,\vec J,\qquad w={1\over m}.$$
The step itself changes little: Figure~\figref{step-3} is the step of
stage~3, and the bars mark the new section that skips the bodies that
cannot move, the static ones, whose $w$ is zero.
\input fig/ch03-step.tex

@*1 Shapes.
What must a shape say about a body? In this chapter, only what its mass
needs. A circle is a radius. A polygon is a list of its corners, its {\it
vertices}, in the body's own coordinates. A box is not a kind of its own;
it is the polygon of its four corners. A polygon has at most eight
vertices. Eight are enough for every convex shape a game needs, such as a
hexagon, a wedge or a rough rock. A fixed limit also lets the shape live
inside the body, with no allocation and no pointer to follow. The
collision code of chapter~4 gains from that.
@^shape@>
@^polygon@>

The shape is a plain struct. Chapter~4 needs more of it: the outward normal
of every edge, a bounding box, perhaps other kinds of shape. Chapter~4 adds
these through three places left for it here: |@<Shape fields@>|,
|@<Other kinds of shape@>|, and |@<Prepare the later parts of shape |s|@>|,
which runs once, when a body is made.

Every rigid body has one shape, and it is kept inside the body, not
pointed to. The shape's type must therefore be declared before the body's,
and chapter~1 left a place for exactly this, ahead of the body in the
header: |@<Types that bodies are made of@>|. The limit of eight vertices is
a constant of its own, which the struct and every loop over vertices use.

@s ph_shape int
@s ph_shape_kind int

@<Types that bodies are made of@>+=
enum { PH_MAX_POLYGON_VERTICES = 8 };

typedef enum { PH_CIRCLE, PH_POLYGON @<Other kinds of shape@> } ph_shape_kind;

typedef struct ph_shape {
  ph_shape_kind kind;
  double radius; /* of a circle; for a polygon, set when a body is made */
  int count; /* the number of vertices of a polygon */
  ph_vec2 vertices[PH_MAX_POLYGON_VERTICES]; /* counter-clockwise */
  @<Shape fields@>@;
  bool is_box; /* made by |ph_box|, whose size is |box_size| */
  ph_vec2 box_size;
} ph_shape;

@ @<Body fields@>+=
ph_shape shape; /* its vertices relative to the centre of mass */

@ @<Other kinds of shape@>=
@;
@ @<Shape fields@>=
@;

@ Three functions make shapes. They only fill in the struct; whether the
result is a shape the engine can simulate is decided later, by
|ph_shape_check|, so that there is one place where the rules live. A
polygon given too many vertices keeps the first eight and remembers how many
it was given, so that the check can say ``got 9'' rather than quietly
simulating a different shape.

@<Engine functions@>+=
ph_shape ph_circle(double radius)
{
  ph_shape s;
  memset(&s, 0, sizeof s);
  s.kind = PH_CIRCLE;
  s.radius = radius;
  return s;
}

ph_shape ph_polygon(const ph_vec2 *vertices, int count)
{
  ph_shape s;
  memset(&s, 0, sizeof s);
  s.kind = PH_POLYGON;
  s.count = count;
  for (int i = 0; i < count && i < PH_MAX_POLYGON_VERTICES; i++) s.vertices[i] = vertices[i];
  return s;
}

@ A box of a given width and height is centred on its own origin, with its
corners listed counter-clockwise from the bottom left. The engine must
refuse a box whose width or height is not positive, and the rules for
polygons would not always refuse it. A box with exactly one of the two
negative comes out clockwise. The rules would refuse it, but with a
puzzling sentence about the order of vertices. A box with both negative,
|ph_box(-1,-1)|, comes out counter-clockwise, a perfectly good unit
square, and would pass. So the shape remembers that it was made as a box,
in |is_box|, and the size it was asked for, in |box_size|. The check then
refuses a box whose width or height is not positive, and says so. The
scene loader checks the same thing earlier, so that its message can name
the keys of the scene's line.

@<Engine functions@>+=
ph_shape ph_box(double width, double height)
{
  double x = 0.5 * width, y = 0.5 * height;
  ph_vec2 corners[4] = {{-x, -y}, {x, -y}, {x, y}, {-x, y}};
  ph_shape s = ph_polygon(corners, 4);
  s.is_box = true;
  s.box_size = ph_v(width, height);
  return s;
}

@ @<Shape functions@>+=
ph_shape ph_circle(double radius);
ph_shape ph_polygon(const ph_vec2 *vertices, int count);
ph_shape ph_box(double width, double height);

@*1 Area and centre of mass.
This section finds a body's mass and its centre of mass from its shape. The
mass is the density times the area. The body moves as if all that mass
sat at one point, its {\it centre of mass}. For a body of uniform
density this point is the {\it centroid\/} of its shape, the average of its points:
$$m=\rho A,\qquad A=\int_S dA,\qquad \vec c={1\over A}\int_S\vec x\,dA.$$
For a circle of radius $r$ about the origin the two are well known:
$A=\pi r^2$ and $\vec c=\vec 0$. A polygon needs a little more work. The
work is worth doing carefully, since every polygon of the book goes
through it. Box2D computes a polygon's mass the same way, by a fan of
triangles \cite{box2d}.
@!@^centre of mass@>
@!@^centroid@>

@ Cut a convex polygon with vertices $\vec v_0,\ldots,\vec v_{n-1}$ into a
fan of triangles that share the corner $\vec v_0$: triangle $i$ has corners
$\vec v_0$, $\vec v_i$, $\vec v_{i+1}$, for $i=1,\ldots,n-2$. With the edge
vectors $\vec e_1=\vec v_i-\vec v_0$ and $\vec e_2=\vec v_{i+1}-\vec v_0$ its
area is half the parallelogram they span, which is half their cross product
(appendix~A):
$$A_i={1\over2}\,\vec e_1\times\vec e_2,\qquad A=\sum_{i=1}^{n-2}A_i.$$
The cross product is signed: it is positive when $\vec e_2$ lies
counter-clockwise of $\vec e_1$. For a convex polygon listed counter-clockwise
every $A_i$ is positive; for one listed clockwise every one is negative, and
so is their sum. The sign of $A$ is how we shall tell the two apart.
@^shoelace formula@>
@^triangle fan@>

Why does the fan give the area, and would it give the area of a polygon
that is not convex? The fan can be spun from any point $\vec r$, not only
from a vertex. The triangles $(\vec r,\vec v_i,\vec v_{i+1})$ over all
edges then overlap and stick out. But their signed areas cancel exactly
where they should, because the sum is Green's theorem in disguise. The area of a region is the line
integral ${1\over2}\oint(x\,dy-y\,dx)$ around its boundary, and along a
straight edge from $\vec p$ to $\vec q$ that integral is
${1\over2}\,\vec p\times\vec q$. Summed over the edges, with $\vec r$ the
origin, this is the {\it shoelace formula\/}
$A={1\over2}\sum_i\vec v_i\times\vec v_{i+1}$, with indices modulo $n$.
Moving the origin to $\vec v_0$ turns it into the fan above: the two terms
for the edges that touch $\vec v_0$ vanish, and what remains are the
$A_i$. The argument never used convexity, so the formula holds for
polygons that are not convex too; exercise~3 uses that.

@ The centroid of a triangle is the average of its three corners, and the
centroid of a union of pieces is the average of their centroids weighted by
their areas. With the fan spun from $\vec v_0$, the centroid of triangle $i$
is $\vec v_0+(\vec e_1+\vec e_2)/3$, so
$$\vec c=\vec v_0+{1\over 3A}\sum_{i=1}^{n-2}A_i\,(\vec e_1+\vec e_2).$$
Spun from the origin instead, the same reasoning gives the textbook form
$$c_x={1\over6A}\sum_i(x_i+x_{i+1})(x_iy_{i+1}-x_{i+1}y_i),$$
and likewise for $c_y$.

The engine spins the fan from $\vec v_0$, not from the origin, to lose
less to rounding. Take a polygon a metre wide and a kilometre from the
origin. Its vertex coordinates are near 1000, and the products
$x_iy_{i+1}$ of the textbook form are near $10^6$. Their differences, the
areas of metre-sized triangles, cancel six of the sixteen digits a
|double| has. The edge vectors from $\vec v_0$ are as long as the polygon
is wide, wherever it lies, and lose nothing.
@^rounding@>

@ Here is an example to check the formulas by hand; the tests use it too.
Take the quadrilateral with vertices $(0,0)$, $(4,0)$, $(4,2)$, $(1,3)$.
The fan from $(0,0)$ has two triangles. The first has $\vec e_1=(4,0)$,
$\vec e_2=(4,2)$, area ${1\over2}(4\cdot2-0\cdot4)=4$ and centroid
$({8\over3},{2\over3})$; the second has $\vec e_1=(4,2)$, $\vec e_2=(1,3)$,
area ${1\over2}(4\cdot3-2\cdot1)=5$ and centroid $({5\over3},{5\over3})$. So
$$A=9,\qquad
\vec c={4\,({8\over3},{2\over3})+5\,({5\over3},{5\over3})\over9}
=\Bigl({19\over9},{11\over9}\Bigr)\approx(2.111,\,1.222).$$
The shoelace form agrees: the cross products $\vec v_i\times\vec v_{i+1}$
around the polygon are $0$, $8$, $10$, $0$; their sum 18 is twice the area;
and $\sum(x_i+x_{i+1})(\vec v_i\times\vec v_{i+1})=8\cdot8+5\cdot10=114$,
which divided by $6A=54$ is again ${19\over9}$. Made of wood, whose
density is 60\thinspace kg/m$^2$ (Table~\tabref{materials}), the
quadrilateral weighs 540\thinspace kg. Figure~\figref{fan} draws the
example.

\mpfigure{fig/ch03-bodies-1.mps}{}{The fan of the worked example, spun
from $\vec v_0$. Triangle~1 (blue) has area 4 and triangle~2 (red) area 5;
their centroids are the dots. The polygon's centroid $\vec c$ lies on the
line between them, $5/9$ of the way from the first to the second, since it
is their average weighted by area. The arrows are the edge vectors $\vec
e_1$ and $\vec e_2$ of triangle~2.}\figlabel{fan}

@ A shape of density $\rho$ has three numbers of {\it mass data}: its
mass, its centre of mass in the shape's own coordinates, and its moment of
inertia. The moment of inertia is the resistance to turning, which
chapter~6 needs. This chapter leaves the inertia at zero and the place to
compute it, |@<Find the moment of inertia of shape |s|@>|, empty.
@!@^moment of inertia@>

@s ph_mass_data int

@<Types that bodies are made of@>+=
typedef struct {
  double mass; /* $\rho A$, in kilograms */
  ph_vec2 center; /* the centroid, in the shape's own coordinates */
  double inertia; /* about |center|; zero until chapter 6 */
} ph_mass_data;

@ The function follows the formulas with their symbols. It assumes a shape
that |ph_shape_check| has passed; on any other it returns what the
formulas give, which may be nonsense but is never a crash.

@<Engine functions@>+=
ph_mass_data ph_shape_mass(const ph_shape *s, double density)
{
  ph_mass_data md = {0.0, {0.0, 0.0}, 0.0};
  double A = 0.0;
  if (s->kind == PH_CIRCLE) A = 3.14159265358979323846 * s->radius * s->radius;
  else if (s->kind == PH_POLYGON && s->count >= 3 && s->count <= PH_MAX_POLYGON_VERTICES)
    @<Find the area |A| and centroid |md.center| of polygon |s|@>@;
  @<Find the mass of the other kinds of shape@>@;
  md.mass = density * A;
  @<Find the moment of inertia of shape |s|@>@;
  return md;
}

@ @<Find the area |A| and centroid |md.center| of polygon |s|@>=
{
  ph_vec2 v0 = s->vertices[0], sum = ph_v(0.0, 0.0);
  for (int i = 1; i + 1 < s->count; i++) {
    ph_vec2 e1 = ph_sub(s->vertices[i], v0), e2 = ph_sub(s->vertices[i + 1], v0);
    double Ai = 0.5 * ph_cross(e1, e2);
    A += Ai;
    sum = ph_add(sum, ph_mul(Ai, ph_add(e1, e2)));
  }
  if (A != 0.0) md.center = ph_add(v0, ph_mul(1.0 / (3.0 * A), sum));
}

@ @<Find the mass of the other kinds of shape@>=
@;
@ @<Find the moment of inertia of shape |s|@>=
@;

@ @<Shape functions@>+=
ph_mass_data ph_shape_mass(const ph_shape *s, double density);

@*1 Which polygons are allowed.
Which polygons may a body have? The engine simulates a polygon only if its
mass and centroid mean something and chapter~4's collision tests work on
it. Six rules follow. They are checked in this order, so that each failure
gets the sentence that names its real cause:

\item{1.} It has 3 to 8 vertices.
\item{2.} Every vertex is a finite number.
\item{3.} No two vertices are the same point. Two corners a hair apart make
an edge with no direction, and chapter~4 divides by edge lengths.
\item{4.} It has an area. Vertices on one line enclose nothing, and the
centroid formula would divide by zero.
\item{5.} Its vertices go counter-clockwise, so that its area is positive
and, in chapter~4, every edge's outward normal is the edge turned clockwise.
\item{6.} It is convex: every vertex lies strictly to the left of every
edge it is not on.
@^convex polygon@>
@^validation@>

Rule~6 is stronger than the usual test that every corner turns left.
Take a pentagon's vertices in the order $\vec v_0,\vec v_2,\vec v_4,\vec
v_1,\vec v_3$: that is a five-pointed star drawn in one stroke. The star
turns left at every corner and has a positive signed area, but it is not
convex; it goes round twice. The edge test of rule~6 catches it.
Figure~\figref{convex} shows the test on one edge of each polygon. With at
most eight vertices the test's 48 cross products cost nothing. Demanding
{\it strictly\/} left also refuses a vertex in the middle of a straight
side. Such a vertex adds nothing to the shape, and it adds an edge of no
use.

\mpfigure{fig/ch03-bodies-2.mps}{}{The convexity test on the first edge
(blue) of two polygons. (a) A convex pentagon: every other vertex lies
strictly in the shaded half-plane to the left of the edge, and so for every
edge. (b) The pentagram $\vec v_0,\vec v_2,\vec v_4,\vec v_1,\vec v_3$ of
the same points turns left at every corner and has a positive area, but
$\vec v_1$ lies to the right of its first edge, from $\vec v_0$ to $\vec
v_2$, and the test refuses it.}\figlabel{convex}
@^pentagram@>

@ ``The same point'' and ``no area'' need a tolerance, because coordinates
that were computed carry rounding. Both tolerances are measured against
the size $\Lambda$ of the polygon, the largest distance of a vertex from $\vec
v_0$. So a polygon and the same polygon scaled by a thousand are judged
alike. Two
vertices are the same if they are closer than $10^{-6}\Lambda$. A polygon has no
area if $\vert A\vert\le10^{-12}\Lambda^2$. The rounding in the sum of at most six
cross products of size $\Lambda^2$ is about $6\epsilon\Lambda^2\approx10^{-15}\Lambda^2$.
So the threshold is a thousand times the noise, and far below any shape
anyone means to draw.

@<Private declarations@>+=
static const char *polygon_check(const ph_shape *s);

@ @<Engine functions@>+=
static const char *polygon_check(const ph_shape *s)
{
  const ph_vec2 *v = s->vertices;
  int n = s->count;
  @<Refuse a polygon with a bad count or a vertex that is not finite@>@;
  double L2 = 0.0;
  for (int i = 1; i < n; i++)
    if (ph_length_squared(ph_sub(v[i], v[0])) > L2) L2 = ph_length_squared(ph_sub(v[i], v[0]));
  @<Refuse a polygon with two vertices at the same point@>@;
  double twice_area = 0.0;
  for (int i = 1; i + 1 < n; i++) twice_area += ph_cross(ph_sub(v[i], v[0]), ph_sub(v[i + 1], v[0]));
  if (!(fabs(0.5 * twice_area) > 1e-12 * L2)) @<Say whether a polygon of no area is a line or crosses itself@>@;
  if (twice_area < 0.0)
    return "polygon vertices must go counter-clockwise";
  @<Refuse a polygon that is not strictly convex@>@;
  return NULL;
}

@ A vertex must be finite, and not absurdly far away. A vertex a million
metres from the body's origin belongs to no body the engine can simulate
with its tolerances. At $10^{154}$\thinspace m the squared distances
below would overflow, and every pair of vertices would look like the same
point. The bound $|v_x|,|v_y|\le10^6$\thinspace m is the engine's
|PH_MAX_SIZE|, which boxes and circles obey too.
@.a polygon needs 3 to 8 vertices@>
@.polygon vertex ... must be finite@>
@.polygon vertex ... is more than...@>

@<Refuse a polygon with a bad count or a vertex that is not finite@>=
if (n < 3 || n > PH_MAX_POLYGON_VERTICES) {
  snprintf(check_message, sizeof check_message,
    "a polygon needs 3 to %d vertices (got %d)", PH_MAX_POLYGON_VERTICES, n);
  return check_message;
}
for (int i = 0; i < n; i++)
  if (!ph_is_finite_vec(v[i])) {
    snprintf(check_message, sizeof check_message, "polygon vertex %d must be finite", i);
    return check_message;
  } else if (fabs(v[i].x) > PH_MAX_SIZE || fabs(v[i].y) > PH_MAX_SIZE) {
    snprintf(check_message, sizeof check_message,
      "polygon vertex %d is more than %g m from the body's origin", i, PH_MAX_SIZE);
    return check_message;
  }

@ @<Types that bodies are made of@>+=
#define PH_MAX_SIZE 1e6 /* metres: the largest coordinate of a vertex, a radius, a box's side */

@ A polygon whose signed area is zero either lies on one line or crosses
itself so that its two loops cancel, as a bow tie $(0,0)$, $(1,1)$, $(1,0)$,
$(0,1)$ does. The check tells the two apart by the largest parallelogram
that any two vertices span with $\vec v_0$. For vertices on one line that
parallelogram has no area, to the same tolerance.
@.polygon has no area...@>
@.polygon crosses itself@>

@<Say whether a polygon of no area is a line or crosses itself@>=
{
  double spread = 0.0;
  for (int i = 1; i < n; i++)
    for (int j = i + 1; j < n; j++)
      spread = fmax(spread, fabs(ph_cross(ph_sub(v[i], v[0]), ph_sub(v[j], v[0]))));
  if (spread > 1e-12 * L2) return "polygon crosses itself: its edges enclose no area";
  return "polygon has no area: its vertices lie on one line";
}

@ Squared distances are compared with the squared tolerance,
$(10^{-6})^2\Lambda^2$, to save the square roots; |L2| holds $\Lambda^2$.
@.polygon vertices ... same point@>

@<Refuse a polygon with two vertices at the same point@>=
for (int i = 0; i < n; i++)
  for (int j = i + 1; j < n; j++)
    if (ph_length_squared(ph_sub(v[i], v[j])) <= 1e-12 * L2) {
      snprintf(check_message, sizeof check_message,
        "polygon vertices %d and %d are the same point", i, j);
      return check_message;
    }

@ The edge from $\vec v_i$ to $\vec v_{i+1}$ has a vertex $\vec v_j$
strictly to its left when $(\vec v_{i+1}-\vec v_i)\times(\vec v_j-\vec
v_i)>0$.
@.polygon must be convex@>

@<Refuse a polygon that is not strictly convex@>=
for (int i = 0; i < n; i++) {
  ph_vec2 a = v[i], b = v[(i + 1) % n];
  for (int j = 0; j < n; j++)
    if (j != i && j != (i + 1) % n && !(ph_cross(ph_sub(b, a), ph_sub(v[j], a)) > 0.0)) {
      snprintf(check_message, sizeof check_message,
        "polygon must be convex: vertex %d is not strictly left of the edge "@/
        "from vertex %d to vertex %d", j, i, (i + 1) % n);
      return check_message;
    }
}

@ A shape is checked by its kind: a circle needs a positive finite radius;
a polygon must obey the rules above, and a box, before them, must have been
asked for with a positive finite width and height.
@.circle radius must be...@>
@.unknown kind of shape@>

@<Engine functions@>+=
const char *ph_shape_check(const ph_shape *s)
{
  if (s->kind == PH_CIRCLE) {
    if (!(s->radius > 0.0 && s->radius <= PH_MAX_SIZE)) {
      snprintf(check_message, sizeof check_message,
        "circle radius must be positive and at most %g m (got %g)", PH_MAX_SIZE, s->radius);
      return check_message;
    }
    return NULL;
  }
  if (s->kind == PH_POLYGON) {
    @<Refuse a box whose width or height is not positive@>@;
    return polygon_check(s);
  }
  @<Check the other kinds of shape@>@;
  return "unknown kind of shape";
}

@ @.box width and height must be...@>
@<Refuse a box whose width or height is not positive@>=
if (s->is_box && !(s->box_size.x > 0.0 && s->box_size.x <= 2.0 * PH_MAX_SIZE
    && s->box_size.y > 0.0 && s->box_size.y <= 2.0 * PH_MAX_SIZE)) {
  snprintf(check_message, sizeof check_message,
    "box width and height must be positive and at most %g m (got %g and %g)",
    2.0 * PH_MAX_SIZE, s->box_size.x, s->box_size.y);
  return check_message;
}

@ @<Check the other kinds of shape@>=
@;

@ @<Shape functions@>+=
const char *ph_shape_check(const ph_shape *s);

@*1 Materials.
A material is three numbers: a density, which this chapter uses, and a
coefficient of restitution and a coefficient of friction, which it only
stores. Restitution says how much of the speed of approach survives a
collision as speed of separation: 0 is a lump of clay, 1 a perfect bounce;
chapter~5 uses it. Friction is the ratio of the largest sideways force a
contact can hold to the force pressing it together; chapter~7 uses it.
Both describe a {\it pair\/} of surfaces rather than one body (rubber on ice
is not rubber on asphalt), and the chapters that use them say how the
numbers of two bodies are combined. Here each is the value for the
material against a hard, fixed floor.
@!@^material@>
@!@^restitution@>
@!@^friction@>

Like the shape, the material is a field of the body, and its type is one
of the types that bodies are made of.

@s ph_material int
@s ph_material_kind int
@s ph_material_name int

@<Types that bodies are made of@>+=
typedef struct ph_material {
  double density; /* $\rho$, in kilograms per square metre */
  double restitution; /* $e$, from chapter 5 */
  double friction; /* $\mu$, from chapter 7 */
} ph_material;

@ @<Body fields@>+=
ph_material material; /* as the definition gave it */

@ What is a density in a flat world? Mass per area, in kilograms per square
metre. The honest way to read a two-dimensional simulation is as a slice of
a three-dimensional one. Every body is a slab of the same thickness $t$,
moving in its own plane. A material of density $\rho_3$ in kg/m$^3$
then has $\rho=\rho_3t$ in kg/m$^2$. We take $t=0.1\,$m, the thickness of a
thick plank, so that a wooden box one metre square weighs 60\thinspace kg
and a person can imagine lifting it.
@^density in two dimensions@>

Does the choice of thickness matter? It matters less than one might fear.
Gravity gives every body the same acceleration whatever its mass. The
contact impulses of chapters 5 to 9 are proportional to the masses involved.
So multiplying every density by the same factor changes no motion at all.
Only a force given in newtons from outside notices the scale: a wind, a
spring, a push from the mouse. The same 100\thinspace N moves a 60\thinspace kg box and a
6\thinspace kg box very differently. The ratios between materials matter
always, and those we take from the real materials.

@ Here are the presets, with the reasoning behind each density. Their
restitution and friction are round values of the size that handbooks give
for dry surfaces. Those values vary by tens of percent with the surfaces'
finish, so more digits would only pretend to a precision nobody has.
@!@^material presets@>

{\it Rock:} granite is about 2700\thinspace kg/m$^3$, so 270\thinspace
kg/m$^2$. Stone on stone hardly bounces (the energy goes into chips and
noise) and grips well.

{\it Wood:} pine is near 500 and oak near 750\thinspace kg/m$^3$; we take
600, so 60\thinspace kg/m$^2$. A plank dropped flat bounces a little.

{\it Metal:} steel is 7850\thinspace kg/m$^3$, so 785\thinspace
kg/m$^2$. A hardened steel ball on a steel anvil rebounds to most of its
height, but the bodies of this book are crates and beams, and a steel crate
that lands on its face spends its energy ringing; we store 0.2.

{\it Bouncy ball\/} and {\it super ball:} rubber is about 1100\thinspace
kg/m$^3$, so both are 110\thinspace kg/m$^2$. They differ in restitution:
an ordinary rubber ball keeps about 0.8 of its speed, a super ball of hard
synthetic rubber 0.95. Rubber grips almost anything, friction near 1.

{\it Pillow:} a pillow of $70\times50\times15\,$cm that weighs a kilogram
has a density near 20, a stuffed cushion nearer 50\thinspace kg/m$^3$; we
take 50, so 5\thinspace kg/m$^2$. It does not bounce.

{\it Static:} the surface of things that never move, a stone or concrete
floor. When the book speaks of a floor or a ramp ``of stone'', it means a
static body of this preset (not of \.{rock}, a preset for bodies that
move). Its density is 0, which is not a claim about concrete: a static body's
mass is infinite whatever its density (next section), and the 0 marks the
material as one that cannot make a moving body. A body that is not static
and has density 0 is refused, with a message that says why.

These ratios are large: a steel box outweighs a pillow of the same size 157
times. Preset tables made for games often squeeze all their densities into
a factor of ten or so. That is not by accident: the iterative contact solvers
of chapters 5 to 9 converge slowly when a heavy body rests on a light one.
Squeezing the densities hides that weakness in every scene, including the
ones where it would not show. We prefer to keep the ratios real and meet the
weakness where it is.

@ The presets are kept in a table in the order of their names in
|ph_material_kind|, so that |ph_material_preset| can index it, and the
scene files and the measurements look them up by name.
Table~\tabref{materials} shows them with what they mean for two shapes. It
was made by the chapter's measurement program, \.{bench03}, from this very
table (|@<Measure the materials@>|, in the programs of chapter~3).
\midinsert
\tablecaption{The material presets: density $\rho$ in kg/m$^2$, restitution
$e$ and friction $\mu$ as stored. Next, the masses of a ball of radius
0.5\thinspace m and of a box $1\times1\,$m made of each. Last, how far a force
of 100\thinspace N moves that box in one second from rest, with no gravity,
simulated by the engine in 60 steps. Made by {\tt bench03} when this book was
built.}\tablabel{materials}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\cr
material&$\rho$&$e$&$\mu$&ball (kg)&box (kg)&pushed (m)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch03-materials.tex
}}$$
\endinsert
The last column of Table~\tabref{materials} is the chapter in one number
each. The same push moves the pillow 10\thinspace m and the steel box
6\thinspace cm. That is the inverse ratio of their masses, since a box pushed
from rest goes ${1\over2}(F/m)t^2$.

@<Types that bodies are made of@>+=
typedef enum {
  PH_ROCK, PH_WOOD, PH_METAL, PH_BOUNCY_BALL, PH_SUPER_BALL, PH_PILLOW,
  PH_STATIC_MATERIAL, PH_MATERIAL_COUNT
} ph_material_kind;

typedef struct {
  const char *name;
  ph_material material;
} ph_material_name;

@ @<Engine functions@>+=
const ph_material_name ph_material_names[PH_MATERIAL_COUNT + 1] = {
  {"rock", {270.0, 0.1, 0.6}},@/
  {"wood", {60.0, 0.3, 0.4}},@/
  {"metal", {785.0, 0.2, 0.4}},@/
  {"bouncy", {110.0, 0.8, 0.9}},@/
  {"superball", {110.0, 0.95, 1.0}},@/
  {"pillow", {5.0, 0.05, 0.6}},@/
  {"static", {0.0, 0.1, 0.7}},@/
  {NULL, {0.0, 0.0, 0.0}}
};

ph_material ph_material_preset(ph_material_kind kind)
{
  if ((int) kind < 0 || kind >= PH_MATERIAL_COUNT) kind = PH_WOOD;
  return ph_material_names[kind].material;
}

@ @<Shape functions@>+=
extern const ph_material_name ph_material_names[PH_MATERIAL_COUNT + 1];
ph_material ph_material_preset(ph_material_kind kind);


@*1 Rigid bodies.
What is a rigid body, and what does it add to a particle? A rigid body
is a body of a new kind. Its |position| is its centre of mass, so that
Newton's law moves it directly. Its shape is stored relative to that
point. It has everything a particle has. It has chapter~2's {\it force
accumulator}: the sum of the forces applied since the last step, which
the step turns into an acceleration and then clears. It has chapter~1's
|gravity_scale| $\gamma$, the share of the world's gravity that the body
feels. A particle always has $\gamma=1$, but a rigid body may set it: 0
for a balloon that floats, $-1$ for one that falls upward. What is new
is the material and the shape of the sections above, and a mass computed
from them. There is also room for the moment of inertia and its inverse,
which stay zero until chapter~6.
@^force accumulator@>
@!@^gravity scale@>

@<Other kinds of body@>+=
, PH_RIGID

@ Its shape and material were added to the body above; these are the rest.

@<Body fields@>+=
double inertia, inverse_inertia; /* zero until chapter 6 */

@ Every body, particle or rigid, starts with no moment of inertia: the
two new fields are zeroed when it is made, beside chapter~2's empty force
accumulator. A particle gets no shape or material; it keeps the radius
and the mass that chapter~1 gave it. This section also runs for a rigid
body, before its definition is copied in. So code that a later chapter
appends to it may use only |b| and |w|.

@<Initialise the later body fields@>+=
b->inertia = b->inverse_inertia = 0.0;

@ A body that cannot move is called {\it static}. It is simply a body
whose inverse mass is zero. Every formula that moves a body multiplies by
the inverse mass, so it moves a static body by nothing, and no formula
needs a special case. The mass of a static body is stored as zero, not as
infinity. Box2D does the same \cite{box2d}. The choice has a practical reason. The
tests of several chapters sum momenta $m\vec v$ or energies over all
bodies. A zero mass simply leaves the static bodies out of such a sum. An
infinite mass would put $\infty\cdot0$ into it, which is NaN.
@!@^static body@>
@^infinite mass@>

@<Body functions@>+=
bool ph_body_is_static(const ph_world *w, ph_body_id id);

@ Inside the engine the question is asked of a body itself.

@<Private declarations@>+=
static inline bool is_static(const ph_body *b)
{
  return b->inverse_mass == 0.0;
}

@ @<Engine functions@>+=
bool ph_body_is_static(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b && is_static(b);
}

@ The mass itself can be asked, as the tests of chapter~14's bodies of
several shapes do; a bad handle is reported and gives 0.

@<Body functions@>+=
double ph_body_mass(const ph_world *w, ph_body_id id);

@ @<Engine functions@>+=
double ph_body_mass(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->mass : 0.0;
}

@*1 The body definition.
How does a program make a rigid body? Like a particle, a body is made
from a definition, and the interface keeps this form for the rest of the
book. |ph_default_body_def| fills in a definition with sensible values,
and the program changes the fields it wants. Then |ph_world_create_body|
checks the definition, makes the body and returns a handle. Later
chapters add fields to |@<Body definition fields@>| and give them defaults
in |ph_default_body_def|. So a program written for this chapter still
compiles in chapter~9, and still means the same thing there.
@^definition structs@>

The definition's |position| is where the shape's own origin is placed.
The body's centre of mass lands at that point plus the shape's centroid.
For a circle or a box the two points are the same. The quadrilateral of
the worked example has its centroid at $({19\over9},{11\over9})$. Placed
at $(10,5)$, it makes a body whose position is $(10+{19\over9},
5+{11\over9})$, and that is what the dumps report.

@s ph_body_def int

@<Body types@>+=
typedef struct {
  ph_vec2 position; /* where the shape's own origin is placed */
  ph_vec2 velocity; /* of the centre of mass, in m/s */
  ph_shape shape; /* in the body's own coordinates */
  ph_material material; /* a preset, or numbers of one's own */
  double gravity_scale; /* $\gamma$: 1 falls, 0 floats, $-1$ falls upward */
  bool is_static; /* never moves: zero inverse mass */
  ph_color color; /* alpha 0: the palette's, or grey if static */
  @<Body definition fields@>@;
} ph_body_def;

@ @<Body definition fields@>=
@;

@ The default body is a wooden ball half a metre in radius, at rest at the
origin, feeling all of gravity. A colour with alpha zero means ``choose one'':
the palette's, by index, for a moving body; grey for a static one.

@<Engine functions@>+=
ph_body_def ph_default_body_def(void)
{
  ph_body_def d;
  memset(&d, 0, sizeof d);
  d.shape = ph_circle(0.5);
  d.material = ph_material_preset(PH_WOOD);
  d.gravity_scale = 1.0;
  @<Set the defaults of the later body definition fields@>@;
  return d;
}

@ @<Set the defaults of the later body definition fields@>=
@;

@ The check returns the first rule that the definition breaks, as a
sentence, or |NULL| if it breaks none. It is public, like the checks of
chapter~1, so that the scene loader can print the same sentence after a
file name and a line number. The check tests the numbers first, then the
shape, then the material. It tests the mass last, because the mass means
something only once the shape and the density have passed.
@.body position must be finite@>
@.body velocity must be finite@>
@.a static body cannot move@>
@.gravity scale must be finite@>

@<Engine functions@>+=
const char *ph_body_def_check(const ph_body_def *d)
{
  if (!ph_is_finite_vec(d->position)) return "body position must be finite";
  if (!ph_is_finite_vec(d->velocity)) return "body velocity must be finite";
  if (d->is_static && (d->velocity.x != 0.0 || d->velocity.y != 0.0))
    return "a static body cannot move: its velocity must be 0";
  if (!isfinite(d->gravity_scale)) {
    snprintf(check_message, sizeof check_message,
      "gravity scale must be finite (got %g)", d->gravity_scale);
    return check_message;
  }
  const char *problem = ph_shape_check(&d->shape);
  if (problem) return problem;
  @<Check the material of body definition |d|@>@;
  @<Check the mass of body definition |d|@>@;
  @<Check the later body definition fields@>@;
  return NULL;
}

@ @<Check the later body definition fields@>=
@;

@ Restitution above 1 would make a body leave every collision faster than
it came, creating energy; below 0 it would stick harder than clay. Negative
friction would push a sliding body along. All three are refused, with the
value that was given.
@.density must be...@>
@.needs a positive density@>
@.restitution must be between...@>
@.friction must be...@>

@<Check the material of body definition |d|@>=
{
  const ph_material *m = &d->material;
  if (!(isfinite(m->density) && m->density >= 0.0))
    snprintf(check_message, sizeof check_message,
      "density must be finite and not negative (got %g)", m->density);
  else if (!d->is_static && m->density == 0.0)
    snprintf(check_message, sizeof check_message,
      "a moving body needs a positive density (got 0); only a static body "@/
      "may have density 0");
  else if (!(m->restitution >= 0.0 && m->restitution <= 1.0))
    snprintf(check_message, sizeof check_message,
      "restitution must be between 0 and 1 (got %g)", m->restitution);
  else if (!(isfinite(m->friction) && m->friction >= 0.0))
    snprintf(check_message, sizeof check_message,
      "friction must be finite and not negative (got %g)", m->friction);
  else check_message[0] = '\0';
  if (check_message[0]) return check_message;
}

@ A positive density times a positive area can still fail to be a usable
mass. A |double| holds numbers up to about $1.8\times10^{308}$, and
down to about $4.9\times10^{-324}$ before it becomes zero. Take a density of
$10^{300}\,{\rm kg/m^2}$ on a box $10^5\,$m on a side. That box is well inside
|PH_MAX_SIZE|, so the shape's own check passes it. Its area is $10^{10}\,{\rm
m^2}$, and it makes a mass of $10^{310}$, which overflows to infinity. And
$10^{-300}\,{\rm kg/m^2}$ on a circle of radius $10^{-30}\,$m, of area
$3\times10^{-60}\,{\rm m^2}$, makes $3\times10^{-360}$, which underflows to
zero. Either would make the inverse mass meaningless, so the product itself
is checked; the validation test tries both.
@.mass ... must be positive...@>

@<Check the mass of body definition |d|@>=
if (!d->is_static) {
  double mass = ph_shape_mass(&d->shape, d->material.density).mass;
  if (!(isfinite(mass) && mass > 0.0)) {
    snprintf(check_message, sizeof check_message,
      "mass (density times area) must be positive and finite (got %g)", mass);
    return check_message;
  }
}

@ Creating a body checks the definition and makes room for the body,
through chapter~1's |new_body|. If either fails, the error handler hears
why and nothing is made: the world is exactly as it was, and the null
handle is returned. Otherwise the body is filled in and its handle
returned. As in chapter~1, the handle is an index and not a pointer. The
body array moves whenever it grows, so a pointer taken before the next
|ph_world_create_body| may point at freed memory; an index stays good.
@^handles@>

@<Engine functions@>+=
ph_body_id ph_world_create_body(ph_world *w, const ph_body_def *d)
{
  ph_body_id none = {0};
  ph_body *b = new_body(w, ph_body_def_check(d));
  if (!b) return none;
  b->kind = PH_RIGID;
  @<Initialise the later body fields@>@;
  @<Fill in rigid body |b| from definition |d|@>@;
  ph_body_id id = {++w->body_count};
  return id;
}

@ The shape is moved so that its centroid is its origin. The body is
placed at the definition's position plus that centroid, so the shape ends
up exactly where the definition put it. A particle's |radius| (chapter~1)
becomes, for a rigid body, the radius of the smallest circle about the
centre of mass that holds the shape. Chapter~4's first and cheapest
overlap test uses it. A static body gets zero mass, zero inverse mass and
no velocity.

@<Fill in rigid body |b| from definition |d|@>=
{
  ph_mass_data md = ph_shape_mass(&d->shape, d->material.density);
  ph_shape *s = &b->shape;
  *s = d->shape;
  b->radius = s->radius;
  for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++) {
    s->vertices[i] = ph_sub(s->vertices[i], md.center);
    if (ph_length(s->vertices[i]) > b->radius) b->radius = ph_length(s->vertices[i]);
  }
  @<Prepare the later parts of shape |s|@>@;
  b->position = b->previous = ph_add(d->position, md.center);
  b->material = d->material;
  b->gravity_scale = d->gravity_scale;
  if (!d->is_static) {
    b->mass = md.mass;
    b->inverse_mass = 1.0 / md.mass;
    b->inertia = md.inertia;
    b->velocity = d->velocity;
  }
  b->color = d->color.a ? d->color
    : d->is_static ? (ph_color){150, 150, 160, 255} : ph_palette(w->body_count);
}

@ @<Prepare the later parts of shape |s|@>=
@;

@ @<Body functions@>+=
ph_body_def ph_default_body_def(void);
const char *ph_body_def_check(const ph_body_def *d);
ph_body_id ph_world_create_body(ph_world *w, const ph_body_def *d);

@*1 Forces and impulses.
How do forces and impulses move a rigid body, and what does that change
in the step? Newton's second law, $\vec F=m\vec a$, read from right to
left, is a recipe for acceleration: add up every force on a body and
divide by its mass,
$$\vec a=\vec g\,\gamma+{1\over m}\sum_i\vec F_i=\vec g\,\gamma+w\,\vec F,$$
where $\vec g$ is the world's gravity, $\gamma$ the body's gravity scale,
$w=1/m$ its inverse mass and $\vec F$ the sum of the forces. Gravity
enters as an acceleration, not as a force $m\vec g$. It gives every body
the same acceleration, and written so it needs no mass, which a static
body does not have.
@^Newton's second law@>

A program applies forces between steps with |ph_body_apply_force|,
which chapter~2 made for its spring. The forces add up in the body's
accumulator, and the step uses their sum. The step then clears the
accumulator, so a force acts for exactly one step. A program that wants a
steady force, such as a spring, a motor or a wind, applies it before
every step. A force is applied at the centre of mass. A force applied
anywhere else would also turn the body, and turning waits for chapter~6.

@ What does this chapter change in the step? One thing only: both
integrations skip a static body. The forces need nothing new. Chapter~2
already added $w\vec F$ to phase~2 and the clearing of the forces to
phase~8. For a rigid body, $w$ is now the inverse of a mass computed from
its shape and material. The list below and Figure~\figref{step} mark the
phases this chapter touches; the figure also says which chapter made
each phase. The program applies forces between steps; the scenes of this
chapter do it in |@<Apply the springs and the wind of the scene@>|.

\mpfigure{fig/ch03-bodies-4.mps}{}{The step as chapters 1 to 3 leave it.
Under each phase, the chapter that made it; shaded, the two phases this
chapter changes, both only to skip static bodies. Chapter~2's forces and
this chapter's impulses are applied by the program between steps.}%
\figlabel{step}

\smallskip
\item{1.} Find the contacts (chapter~4).
\item{2.} Integrate forces into velocities: $\vec a=\vec g\,\gamma+w\vec F$
(chapters~1 and~2).\quad$\triangleleft$ {\it static bodies skipped}
\item{3--5.} Prepare, warm start, solve (chapters 5 to 9).
\item{6.} Integrate velocities into positions.\quad$\triangleleft$ {\it static bodies skipped}
\item{7.} Correct the positions (particles only).
\item{8.} Clear the forces (chapter~2).\par
\smallskip
@^world step@>

@ Both integrations skip a static body, so it never moves: not by
gravity, not by any force, not by any integrator a later chapter adds.

@<Skip bodies that do not move@>+=
if (b->inverse_mass == 0.0) continue;

@ The acceleration of phase~2 is then $\vec g\,\gamma$, which chapter~1
set, plus $w\vec F$, which chapter~2 added. So a body with $\gamma=0$ and
no force has an acceleration of exactly zero.

@ An {\it impulse\/} is a force so brief and strong that only its
effect on the velocity is worth describing: a bat on a ball, a kick. Its
size $\vec J$ is the force integrated over its short duration, in
newton-seconds. It changes the velocity at once, by
$$\Delta\vec v=w\,\vec J=\vec J/m,$$
and does not move the body. Later chapters resolve collisions by
impulses; here a program applies them with |ph_body_apply_impulse|.
@!@^impulse@>

For an integrator that keeps a velocity, that is all: the velocity
changes, and the next step moves the body with it. Verlet keeps no
velocity, so it needs more care. A Verlet body's next step carries it as
far as its last step did, $\vec x_n-\vec x_{n-1}$ (chapter~1). Its
velocity lives in the distance between |previous| and |position|. To
change that velocity by $\Delta\vec v$ without moving the body, we move
|previous| back by $h'\Delta\vec v$, where $h'$ is the length of the last
step. The displacement that the next step starts from then grows by
$h'\Delta\vec v$, which is the displacement of a velocity $\Delta\vec v$
over that step. If the next step has a different length $h$, chapter~1
rescales the displacement by $h/h'$. The extra displacement becomes
$h\,\Delta\vec v$, as it should. A Verlet body that has not yet taken its
first step still starts from its |velocity|, so for it the velocity is
changed instead. The |velocity| field is updated in every case, so that
what the program reads back at once agrees with what the next step will
do. This has one side effect. Chapter~2 draws a body between |previous|
and |position|, so until the next step a Verlet body is drawn up to
$h'\Delta\vec v$ behind where it is. For the pillow of the demo's
impulses that is up to 8\thinspace cm, for at most one frame.
@^implicit velocity@>

@<Engine functions@>+=
void ph_body_apply_impulse(ph_world *w, ph_body_id id, ph_vec2 impulse)
{
  ph_body *b = body_to_push(w, id, impulse, "impulse");
  if (!b) return;
  ph_vec2 dv = ph_mul(b->inverse_mass, impulse);
  if (w->settings.integrator == PH_VERLET && b->started)
    b->previous = ph_sub(b->previous, ph_mul(w->last_dt, dv));
  b->velocity = ph_add(b->velocity, dv);
}

@ @<Body functions@>+=
void ph_body_apply_impulse(ph_world *w, ph_body_id id, ph_vec2 impulse);

@*1 Drawing rigid bodies.
A rigid body is drawn as its shape, filled in its colour with a lighter
outline, at the place |p| that the drawing code found for it. Its vertices
are stored relative to its centre of mass, so drawing adds |p| to each;
chapter~6 will turn them by the body's angle first.

@<Draw the other kinds of body@>+=
if (b->kind == PH_RIGID) draw_rigid_body(d, b, p);

@ @<Private declarations@>+=
static void draw_rigid_body(const ph_draw *d, const ph_body *b, ph_vec2 p);
static void draw_shape(const ph_draw *d, const ph_shape *s, ph_vec2 p, ph_color c,
  ph_color edge);

@ The colours are the body's; the drawing of one shape is a function of
its own, since chapter~14's bodies have several shapes to draw.

@<Engine functions@>+=
static void draw_rigid_body(const ph_draw *d, const ph_body *b, ph_vec2 p)
{
  ph_color c = b->color;
  @<Let a later chapter change the colour |c| of body |b|@>@;
  ph_color edge = {(uint8_t) (c.r + (255 - c.r) / 2), (uint8_t) (c.g + (255 - c.g) / 2),
    (uint8_t) (c.b + (255 - c.b) / 2), 255};
  @<Let a later chapter draw each part of body |b| at |p| instead, and return@>@;
  draw_shape(d, &b->shape, p, c, edge);
}

static void draw_shape(const ph_draw *d, const ph_shape *s, ph_vec2 p, ph_color c,
  ph_color edge)
{
  if (s->kind == PH_CIRCLE) {
    d->solid_circle(d->context, p, s->radius, c);
    d->circle(d->context, p, s->radius, edge);
  } else if (s->kind == PH_POLYGON) {
    ph_vec2 corners[PH_MAX_POLYGON_VERTICES];
    for (int i = 0; i < s->count; i++) corners[i] = ph_add(p, s->vertices[i]);
    d->solid_polygon(d->context, corners, s->count, c);
    d->polygon(d->context, corners, s->count, edge);
  }
  @<Draw the other kinds of shape@>@;
}

@ @<Draw the other kinds of shape@>=
@;

@ Chapter~14 draws a sleeping body dimmed, and draws a body of several
shapes shape by shape.

@<Let a later chapter change the colour |c| of body |b|@>=
@;
@ @<Let a later chapter draw each part of body |b| at |p| instead, and return@>=
@;

@*1 The demo's springs.
Where does each body of the demo hang, and how fast does it swing? The
answer shows the chapter's point: both follow from the mass, not from the
size. The demo of Figure~\figref{tethers} needs no contact, only the two laws of
this chapter: forces add up and are divided by the mass, and an impulse
changes the velocity by $\vec J/m$. Each body hangs on a spring of rest
length zero and stiffness $k=120\,$N/m, which pulls it toward its fixed
anchor $\vec p$ with the force $\vec F=k(\vec p-\vec x)$. The spring is not
part of the engine: the scene applies its force through
|ph_body_apply_force| before every step, as a game would.
@^spring@>
@^period of a spring@>

A body of mass $m$ then has a {\it rest point}, where the spring's pull
balances its weight $m\gamma\vec g$ and the wind $\vec F_w$:
$$\vec x_{\rm rest}=\vec p+{m\gamma\vec g+\vec F_w\over k}.$$
Let go at rest at its anchor, it swings about that point, from the anchor
down to twice the rest depth $mg/k$ and back, with the period
$$T=2\pi\sqrt{m/k}.$$
Depth and period grow with the mass, and neither depends on size or shape
(Figure~\figref{springs}). The bodies of the demo were chosen so that size
and mass disagree: the largest, the pillow ($1.6\times1\,$m, 8\thinspace
kg), hangs $0.67\,$m deep and swings in 1.6\thinspace s, while the small
metal box ($0.3\times0.3\,$m, 71\thinspace kg) hangs 5.9\thinspace m deep
and takes 4.8\thinspace s. The rock, the worked example's quadrilateral
scaled by 0.2, weighs 97\thinspace kg and swings down to 16\thinspace m
below its anchor.

The wind is the same force on every body, 60\thinspace N to the right
from one press of \.{W} to the next. It moves every rest point by the same
$F_w/k=0.5\,$m, since a spring's pull does not care what it holds. The
bodies get there at different speeds. The pillow starts with an
acceleration of $60/8=7.5\,\rm m/s^2$, the rock with $0.6\,\rm m/s^2$.
Watching them arrive at the same place so differently is the difference
between statics and dynamics. A click gives every body the same impulse of
40\thinspace N\,s toward the mouse, and the pillow leaves at 5\thinspace m/s
while the rock barely stirs at 0.4\thinspace m/s.

The scene \.{tethers} and the springs and wind are in the programs of
chapter~3: the \.{spring=} and \.{anchor=} keys of a body line are read by
|@<Check the scene's |spring|@>| and its neighbours, and the forces are
applied in |@<Apply the springs and the wind of the scene@>|; the demo draws each spring,
its rest point and the wind's arrows in |@<Draw the chapters' extras@>|.
The test \.{tethers} checks that every body stays in the view for a
minute, and \.{spring\_period} that a body on such a spring keeps the
period $2\pi\sqrt{m/k}$.

\mpfigure{fig/ch03-bodies-3.mps}{}{Two bodies on equal springs, as in the
demo: a large light one of mass $m$ and a small heavy one of mass $4m$,
each drawn at the bottom of its swing. Each rests (filled square) where the
spring holds its weight, $mg/k$ and $4mg/k$ below its anchor, and swings
from the anchor to twice that depth, with a period that grows as
$\sqrt m$. Size plays no part. The wind, the same force on each (green),
moves both rest points by the same $F_w/k$ (open squares).}%
\figlabel{springs}

@*1 What the tests check.
The program \.{test\_ch03} runs the tests of Table~\tabref{ch03tests} on
this stage and every later one; their code, and the longer arguments behind
some of the tolerances, are in ``Tests of chapter~3'', behind the chapters
(|@<Chapter 3 test functions@>|). Every tolerance follows the rule of the
preface. It is the error that the argument in the last column allows,
times the preface's margin; the argument is rounding carried through the
few operations involved, or a bound of the method. Each tolerance stays at
least a hundred times below the error of the smallest mistake the test is
there to catch, such as a wrong factor, sign or term, or a mass one
percent off. Where a row's
margin is larger, the row says why.

One row needs more room than the table gives it. In \.{spring\_period},
Verlet's own period is $\tilde T=2\pi/\tilde\omega$, with
$\sin(\tilde\omega h/2)=\omega h/2$, at $h={1\over60}\,$s: it is short
of $T$ by $(\omega h)^2/24=1.7\times10^{-4}$ of it, which the looser
tolerance $10^{-3}\,T$ allows. The test times a period by the crossings
of zero velocity, each interpolated between two steps' velocities, which
errs by at most $(\omega h)^2h/(36\sqrt3)=7\times10^{-7}\,T$; the
tighter tolerance, $10^{-5}\,\tilde T$, allows that.
@^tests of chapter 3@>

\midinsert
\tablecaption{The tests of chapter~3: what each checks, to what tolerance,
and why that tolerance.}\tablabel{ch03tests}
\line{\hss\vbox{\ninerm \baselineskip=11pt
\halign{\tt#\hfil\tabskip=.7em&
\vtop{\hsize=1.9in\noindent\raggedright#\strut}&
\vtop{\hsize=.95in\noindent\raggedright#\strut}&
\vtop{\hsize=1.75in\noindent\raggedright#\strut}\tabskip=0pt\cr
\noalign{\hrule\smallskip}
{\ninebf test}&{\ninebf checks}&{\ninebf tolerance}&{\ninebf why}\cr
\noalign{\smallskip\hrule\smallskip}
mass\_properties&ball, box and the worked quadrilateral have the hand-computed
mass and centroid, also a kilometre away&$10^{-12}$ rel.&a few roundings of
numbers below 10, some $10^{-15}$; a wrong factor misses by orders\cr
newton&a force $\vec F$ gives $\vec a=\vec g+\vec F/m$: each box on its
parabola for 600 steps&$10^{-7}\,$m&Verlet's rounding bound
${1\over2}n^2\epsilon X\approx10^{-8}\,$m\cr
forces\_clear&a force acts for one step and on its own body only&$10^{-12}\,$m/s;
exact&a difference of positions near 1\thinspace m divided by $h$ rounds to
$2\epsilon/h\approx10^{-14}\,$m/s\cr
static&a static body never moves, whatever is applied&exact&it is skipped, so
not one bit may change\cr
gravity\_scale&scale 0 floats, $-{1\over2}$ rises at $g/2$&exact;
$10^{-7}\,$m&acceleration exactly 0; free-fall bound\cr
impulse&$\Delta\vec v=\vec J/m$ before and after the first step&$10^{-12}\,$m/s
&as forces\_clear: $10^{-14}\,$m/s\cr
spring\_period&boxes of 8 and 80\thinspace kg on a spring of
$k=120\,$N/m swing with $T=2\pi\sqrt{m/k}$, and exactly with Verlet's
period $\tilde T$&$10^{-5}\,\tilde T$;
$10^{-3}\,T$&see the text; a mass 1\% off moves $T$ by
$5\times10^{-3}$\cr
body\_validation&every bad definition, force and impulse is refused with its
sentence, and nothing is made&exact text&a message is right or wrong\cr
\noalign{\smallskip\hrule\smallskip}
scene\_bodies&scene lines make the bodies, springs and anchors they say, in
order&$10^{-12}$&as mass\_properties\cr
tethers&the demo's bodies stay in view for a minute, and the rock reaches
below $-8\,$m&the view's edges&the swing is at most twice the rest depth\cr
bad\_body\_scenes&23 bad lines stop with FILE:LINE: and exit status 2&exact
text&as body\_validation\cr
golden\_bodies&20 steps of a scene of every shape dump byte for byte as the
golden file&exact&only $+,-,\times,/,\sqrt{}$: the same on every machine\cr
shapes\_drawn&a box and a circle are drawn as their shapes&exact pixels&four
pixels inside and just outside each shape\cr
\noalign{\smallskip\hrule}
}}\hss}
\endinsert

@ Debugging exercises 3.1 and 3.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these
tests to catch: \.{tools/grade bug 3.1} builds stage~3 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
Rigid bodies with mass and forces are the engine's raw material, but on
their own they are not yet a physics engine. Here is what is missing.

{\it They do not touch.} Bodies pass through each other and through the
static ones; the static bar of the demo holds nothing up. Chapter~4 finds
where shapes overlap, chapter~5 makes them bounce, with the restitution
stored here, and chapter~7 makes them rub, with the friction.

{\it They do not turn.} A force is applied at the centre of mass, and
nothing can make a body spin; the moment of inertia is stored as zero.
Chapter~6 adds angle, angular velocity, torque and inertia, computed from
the shape as mass was here.

{\it One shape per body.} A hammer is one body made of two shapes, a head
and a handle. Exercise~4 computes its mass, but the engine cannot make such
a body.

{\it Stiff springs explode.} The springs of the demo are forces, and the
integrator sees a force only once per step. Verlet integration of a spring
is stable only while $\omega h<2$, that is, for a stiffness $k<4m/h^2$.
With $h=1/60\,$s, a spring on the 8\thinspace kg pillow blows up above
about $1.15\times10^5\,$N/m. Exercise~2 finds this limit. The cure for a
connection too stiff to simulate is not a stiffer spring but a
constraint, which holds bodies together without any stiffness; later
chapters build constraints.

{\it Large mass ratios.} The presets keep the real ratios of densities, up
to 157 between metal and pillow. Nothing in this chapter is troubled by so
large a ratio; the contact solvers of later chapters will be.

@*1 Summary.
A rigid body is a shape with a material. The shape is a circle or a convex
polygon listed counter-clockwise. The body's mass is its density times its
area. Its centre of mass is the mean of its triangles' centroids, weighted
by their areas. Forces and impulses are multiplied by its inverse mass $w$:
$\vec a=\vec g\,\gamma+w\vec F$ and $\Delta\vec v=w\vec J$. A static body
is one with $w=0$, and nothing moves it. Polygons are checked when a body
is made, so every later chapter can rely on their convexity, their order
and their size. The bodies still pass through each other and cannot turn.

@*1 Exercises.
Each exercise names what its test calls; \.{tools/grade 3.K} grades
exercise~K (see the preface), and \.{tests/exercises/} holds the tests and,
for teachers, reference solutions. The rating in brackets is on the
preface's scale.

\item{1.} [20] Add the key \.{drag=}$c$ to every body line of a scene, in
N\thinspace s/m, finite and not negative (0, the default, is none), with
which the scene applies the force $-c\,\vec v$ to that body before each
step, through |ph_body_apply_force| like the springs, $\vec v$ being what
|ph_body_velocity| reports; a negative $c$ is refused with a message that
says ``drag''. Show that a body falling from rest approaches the terminal
velocity $mg/c$ with the time constant $m/c$. (Test, through
|scene_load_text| and |scene_step|: a wooden box of 60\thinspace kg with
$c=30$ and a pillow box of 20\thinspace kg with $c=5$ fall at $20$ and
$40\,$m/s to $10^{-3}\,$m/s after a minute, fifteen time constants or more;
the first is at $20(1-e^{-1})\,$m/s to $0.1\,$m/s at $t=m/c$, a margin for
the half step by which Verlet's velocity lags; a wooden circle with drag
falls at its own $mg/c$; and the demo, given a scene with \.{drag=-1} on a
box or a circle, stops with status~2 and a message at that line that
contains ``drag''.)

\item{2.} [15] Write
|double ph_body_stiffness_limit(const ph_world *w, ph_body_id id, double h)|,
the largest stiffness of a zero-length spring for which body |id| swings
without growing under the world's integrator with steps $h$: $4m/h^2$ for
Verlet and symplectic Euler, 0 for explicit Euler, $+\infty$ for a static
body; a handle that names no body is reported as the body functions report
it (``no body has the handle~\dots'') and gives 0. (Chapter~2's exercise~4 asked the other way round, for the largest
step a given spring allows; here the step is given and the mass comes from
the body's shape and material, so the answer is a property of the body.)
(Test: $115200\,$N/m for 8\thinspace kg at $h={1\over60}\,$s, to
$10^{-12}$ relative, a product and a division; under Verlet, released 1\thinspace m
from the anchor, the body stays within $1+10^{-9}\,$m for 1000 steps at
0.99 times the limit, since Verlet's solution is an exact cosine, and
passes 10\thinspace m at 1.01 times it, where the swing grows by 1.22 a
step.)

\item{3.} [15] The shoelace formula holds for any simple polygon, convex or
not (the Green's theorem argument never used convexity). Write
|double ph_polygon_area_centroid(const ph_vec2 *vertices, int count, ph_vec2 *centroid)|,
which returns the signed area of a simple polygon of any number of
vertices and stores its centroid. (Test: the L made of a $2\times1$ and a
$1\times1$ rectangle, vertices $(0,0)$, $(2,0)$, $(2,1)$, $(1,1)$, $(1,2)$,
$(0,2)$, has area 3, or $-3$ listed clockwise, and centroid
$({5\over6},{5\over6})$ to $10^{-14}$, since its integer coordinates make
every step exact but the last division; a plus sign of twelve vertices has
area 5.)

\item{4.} [15] The mass and centre of mass of a body made of several shapes
are the sum of the shapes' masses and the mass-weighted average of their
centroids. Write
|ph_mass_data ph_compound_mass(const ph_shape *shapes, const ph_vec2 *offsets, const double *densities, int count)|,
shape $i$ placed with its origin at |offsets[i]|. Check it on a hammer: a wooden handle, a box
$0.1\times1\,$m centred at $(0,0.5)$, so that it stands on the origin, and
a steel head, a box $0.4\times0.2\,$m centred at $(0,1.1)$, resting on top
of the handle. By hand: the handle weighs $60\cdot0.1=6\,$kg at height
$0.5\,$m, the head $785\cdot0.08=62.8\,$kg at $1.1\,$m, so the hammer
weighs $68.8\,$kg and its centre of mass is at $x=0$ and
$y=(6\cdot0.5+62.8\cdot1.1)/68.8=72.08/68.8\approx1.04767\,$m, a twentieth
of a metre inside the head. (Test: the mass $68.8\,$kg and the centre
$(0,72.08/68.8)$, to $10^{-12}$ relative, a few roundings of decimals; in
either order of the parts.)

\item{5.} [20] Add to scenes the line
\.{attractor x=}$X$ \.{y=}$Y$ \.{strength=}$G$, at most one, $G>0$, with
which the scene pulls every moving rigid body before each step with the
force $G\,m/r^2$ toward $(X,Y)$, $r$ being its distance from that point.
Explain why all bodies then move alike, whatever their mass, as under
gravity. (Test: a wooden box and a steel ball released at the same point
with the same velocity follow the same path to $10^{-12}\,$m for 600 steps,
room for the rounding of the mass into the force and out of it, an ulp or
two of the acceleration a step, where a force that forgot the mass parts
them by metres; started across the line to the point at
$\sqrt{G/r}$ they run on a circle, to $10^{-2}\,$m in radius and
$10^{-2}\,$rad in angle, above Verlet's errors of order $(\omega h)^2$.)
\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [15] The rock of the scene \.{tethers} is the polygon with
vertices $(0,0)$, $(0.8,0)$, $(0.8,0.4)$, $(0.2,0.6)$, placed with its own
origin at $(4.8278,7.2556)$, of material \.{rock}, on a spring of stiffness
$k=120\,$N/m to the anchor $\vec p=(5.25,7.5)$; it starts at rest. Predict
its area, its mass, the position the engine reports for it at the start,
the point where it would rest, how far below the anchor it swings, and at
which time and step (of $h={1\over60}\,$s) it is lowest.

\item{P2.} [20] Put the vertices of a regular pentagon on the circle of
radius~1 about the origin, $\vec v_k$ at the angle $90^\circ+72^\circ k$,
and list them in the order $\vec v_0,\vec v_2,\vec v_4,\vec v_1,\vec v_3$:
the five-pointed star drawn in one stroke. Every corner of it turns left.
What area does the fan of triangles from its first vertex give it, and what
is the area of the star? By what fraction would a mass computed from the fan
be wrong, and which of the rules for polygons refuses the star?

\item{P3.} [15] Double the density of every body of the scene
\.{tethers}. Which of these change, and to what: the rock's rest point and
lowest point (problem P1), the period of its swing, the largest stiffness
of a spring that the pillow, a box $1.6\times1\,$m, can hang on at
$h={1\over60}\,$s without the swing growing, and the time a body with no
spring needs to fall $5\,$m from rest? What would have to change with the
densities for the scene to look the same?
