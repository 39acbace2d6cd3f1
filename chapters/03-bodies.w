@* Chapter 3: Rigid bodies, mass and forces.
Chapter~1's particles fall, pile up and push each other about, but look at
what they are made of. A particle's mass is a number typed in beside its
radius, and nothing ties the two together: a particle ten times wider is no
heavier unless someone remembers to say so. Gravity is the only thing that
ever pulls on one; there is no way to push a particle, blow on it or pull it
on a string. It is always a disc, never a crate or a plank. And every
particle moves: there is no floor, no wall, nothing that stays where it was
put.

This chapter makes the object that the rest of the book simulates, the
{\it rigid body\/}: a body with a {\it shape\/} (a circle, a box, or any
convex polygon), a {\it material\/} that says how dense it is and, for later
chapters, how it bounces and how it rubs, a mass that follows from the two,
and a place where forces add up before each step. A body whose mass is
infinite stays put, and becomes the floors and walls of later chapters.
It also fixes the engine's public interface in the form every later
chapter keeps: a program fills in a {\it definition\/} that starts from
defaults, hands it to the world, and gets back a handle; everything it hands
in is checked at that boundary. The design follows two of the book's
reference articles: ``The Core Engine'' of Gaul's series \cite{gaul2012},
whose bodies carry a shape, a material, mass data and a force accumulator,
with material presets and a gravity scale, and ``Building a 2D physics
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
according to their masses: the heavy ones hang low and swing slowly, the
light ones bob near the bar. \.{W} turns on a wind that pushes every body
with the same force; a click gives every body the same impulse toward the
mouse, and the light ones leap while the heavy ones barely stir.
Figure~\figref{tethers} was drawn by the same program, headless, when this
book was built.

\figure{fig/ch03-tethers.png}{3.2in}{Six bodies on six equal springs, 2.5
seconds after they were let go at the bar; the small squares mark where each
would rest, at a depth proportional to its mass. Left to right: pillow, wood,
bouncy ball, super ball, rock, metal. The built-in scene {\tt tethers},
drawn by {\tt ch03 --headless --screenshot} when this book was built.}%
\figlabel{tethers}

@ The chapter adds to every part of the engine, in this order: shapes and
their areas and centres (the geometry), materials (the densities), the
rigid body and its definition (the interface), forces and impulses (the
dynamics), then drawing, scene files, the demo, measurements and tests.

@*1 Shapes.
A shape, in this chapter, is only what mass needs: a circle is a radius, and
a polygon is a list of corners, its {\it vertices}, in the body's own
coordinates. A box is not a kind of its own; it is the polygon of its four
corners. Polygons have at most eight vertices. That is enough for every
convex shape a game needs (a hexagon, a wedge, a rough rock), and a fixed
limit lets a shape live inside the body, with no allocation and no pointer
to follow, which the collision code of chapter~4 will appreciate.
@^shape@>
@^polygon@>

The shape is a plain struct. Chapter~4 needs more of it: the outward normal
of every edge, a bounding box, perhaps other kinds of shape. It adds them
through three places left for it here: |@<Shape fields@>|,
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
ph_shape shape;

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

@ A box of width $w$ and height $h$ is centred on its own origin, with its
corners listed counter-clockwise from the bottom left. A width or height
that is not positive must be refused, and the polygon's own rules would not
always do it: a box with exactly one of the two negative comes out
clockwise, and would be refused with a puzzling sentence about the order of
vertices; but one with both negative, |ph_box(-1,-1)|, comes out
counter-clockwise, a perfectly good unit square, and would pass. So the
shape remembers that it was made as a box, in |is_box|, and the size it was
asked for, in |box_size|, and the check refuses a box whose width or
height is not positive by name. (The scene loader checks the same thing
earlier, so that its message can name the keys of the line.)

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
A body's mass is its density times its area, and it moves as if all that
mass sat at one point, its {\it centre of mass}, which for a body of uniform
density is the {\it centroid\/} of its shape, the average of its points:
$$m=\rho A,\qquad A=\int_S dA,\qquad \vec c={1\over A}\int_S\vec x\,dA.$$
For a circle of radius $r$ about the origin both are known to everybody:
$A=\pi r^2$ and $\vec c=\vec 0$. Polygons need a little more work, and it is
worth doing carefully, since every polygon of the book goes through it.
(Box2D computes a polygon's mass the same way, by a fan of triangles
\cite{box2d}.)
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

The fan can be spun from any point $\vec r$, not only from a vertex: the
triangles $(\vec r,\vec v_i,\vec v_{i+1})$ over all edges then overlap and
stick out, but their signed areas cancel exactly where they should, because
the sum is Green's theorem in disguise. The area of a region is the line
integral ${1\over2}\oint(x\,dy-y\,dx)$ around its boundary, and along a
straight edge from $\vec p$ to $\vec q$ that integral is
${1\over2}\,\vec p\times\vec q$. Summed over the edges, with $\vec r$ the
origin, this is the {\it shoelace formula\/}
$A={1\over2}\sum_i\vec v_i\times\vec v_{i+1}$ (indices modulo $n$), and
moving the origin to $\vec v_0$ turns it into the fan above: the two terms
for the edges that touch $\vec v_0$ vanish, and what remains are the
$A_i$. It also shows why the formula holds for polygons that are not
convex, a fact exercise~3 uses.

@ The centroid of a triangle is the average of its three corners, and the
centroid of a union of pieces is the average of their centroids weighted by
their areas. With the fan spun from $\vec v_0$, the centroid of triangle $i$
is $\vec v_0+(\vec e_1+\vec e_2)/3$, so
$$\vec c=\vec v_0+{1\over 3A}\sum_{i=1}^{n-2}A_i\,(\vec e_1+\vec e_2).$$
Spun from the origin instead, the same reasoning gives the textbook form
$$c_x={1\over6A}\sum_i(x_i+x_{i+1})(x_iy_{i+1}-x_{i+1}y_i),$$
and likewise for $c_y$.

We spin from $\vec v_0$ for the sake of the arithmetic. A polygon far from
the origin, say a metre wide and a kilometre away, has vertex coordinates
near 1000, and the products $x_iy_{i+1}$ of the textbook form near $10^6$;
their differences, the areas of metre-sized triangles, cancel six of the
sixteen digits a |double| has. The edge vectors from $\vec v_0$ are the size
of the polygon, wherever it is, and lose nothing.
@^rounding@>

@ An example to check the formulas by hand, which the tests use too: the
quadrilateral with vertices $(0,0)$, $(4,0)$, $(4,2)$, $(1,3)$. The fan from
$(0,0)$ has two triangles. The first has $\vec e_1=(4,0)$,
$\vec e_2=(4,2)$, area ${1\over2}(4\cdot2-0\cdot4)=4$ and centroid
$({8\over3},{2\over3})$; the second has $\vec e_1=(4,2)$, $\vec e_2=(1,3)$,
area ${1\over2}(4\cdot3-2\cdot1)=5$ and centroid $({5\over3},{5\over3})$. So
$$A=9,\qquad
\vec c={4\,({8\over3},{2\over3})+5\,({5\over3},{5\over3})\over9}
=\Bigl({19\over9},{11\over9}\Bigr)\approx(2.111,\,1.222).$$
The shoelace form agrees: the cross products $\vec v_i\times\vec v_{i+1}$
around the polygon are $0$, $8$, $10$, $0$; their sum 18 is twice the area;
and $\sum(x_i+x_{i+1})(\vec v_i\times\vec v_{i+1})=8\cdot8+5\cdot10=114$,
which divided by $6A=54$ is again ${19\over9}$. In wood (60\thinspace
kg/m$^2$, below) it weighs 540\thinspace kg. Figure~\figref{fan} draws the
example.

\mpfigure{fig/ch03-bodies-1.mps}{}{The fan of the worked example, spun
from $\vec v_0$. Triangle~1 (blue) has area 4 and triangle~2 (red) area 5;
their centroids are the dots. The polygon's centroid $\vec c$ lies on the
line between them, $5/9$ of the way from the first to the second, since it
is their average weighted by area. The arrows are the edge vectors $\vec
e_1$ and $\vec e_2$ of triangle~2.}\figlabel{fan}

@ The mass data of a shape of density $\rho$: its mass, its centre of mass
in the shape's own coordinates, and its moment of inertia, which is the
resistance to turning that chapter~6 needs. This chapter leaves the inertia
at zero and the place to compute it, |@<Find the moment of inertia of shape
|s|@>|, empty.
@!@^moment of inertia@>

@s ph_mass_data int

@<Types that bodies are made of@>+=
typedef struct {
  double mass;
  ph_vec2 center;
  double inertia;
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
A polygon is simulated only if its mass and centroid mean something and
chapter~4's collision tests will work on it. That gives the rules, checked
in this order so that each failure gets the sentence that names its real
cause:

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

The last rule is stronger than the usual test that every corner turns left.
A five-pointed star drawn in one stroke, $\vec v_0,\vec v_2,\vec v_4,\vec
v_1,\vec v_3$ of a pentagon, turns left at every corner, has a positive
signed area, and is not convex; it goes round twice. The edge test catches
it, and with at most eight vertices its 48 cross products cost nothing
(Figure~\figref{convex} shows the test on one edge of each).
Demanding {\it strictly\/} left also refuses a vertex in the middle of a
straight side, which adds nothing to the shape and an edge of no use.

\mpfigure{fig/ch03-bodies-2.mps}{}{The convexity test on the first edge
(blue) of two polygons. (a) A convex pentagon: every other vertex lies
strictly in the shaded half-plane to the left of the edge, and so for every
edge. (b) The pentagram $\vec v_0,\vec v_2,\vec v_4,\vec v_1,\vec v_3$ of
the same points turns left at every corner and has a positive area, but
$\vec v_1$ lies to the right of its first edge, from $\vec v_0$ to $\vec
v_2$, and the test refuses it.}\figlabel{convex}
@^pentagram@>

@ ``The same point'' and ``no area'' need a tolerance, because coordinates
that were computed carry rounding. Both are measured against the size
$L$ of the polygon, the largest distance of a vertex from $\vec v_0$, so that
a polygon and the same polygon scaled by a thousand are judged alike. Two
vertices are the same if they are closer than $10^{-6}L$. A polygon has no
area if $\vert A\vert\le10^{-12}L^2$: the rounding in the sum of at most six
cross products of size $L^2$ is about $6\epsilon L^2\approx10^{-15}L^2$,
so the threshold is a thousand times the noise and far below any shape anyone
means to draw.

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

@ A vertex must be finite, and not absurdly far away: a vertex a million
metres from the body's origin belongs to no body the engine can simulate
with its tolerances (and at $10^{154}$\thinspace m the squared distances
below would overflow, and every pair of vertices would look like the same
point). The bound $|v_x|,|v_y|\le10^6$\thinspace m is the engine's
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
$(0,1)$ does. The two are told apart by the largest parallelogram any two
vertices span with $\vec v_0$: on a line it is zero, to the same tolerance.
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
$(10^{-6})^2L^2$, to save the square roots.
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
ph_material material;

@ What is a density in a flat world? Mass per area, in kilograms per square
metre. The honest way to read a two-dimensional simulation is as a slice of
a three-dimensional one: every body is a slab of the same thickness $t$,
moving in its own plane, and a material of density $\rho_3$ in kg/m$^3$
then has $\rho=\rho_3t$ in kg/m$^2$. We take $t=0.1\,$m, the thickness of a
thick plank, so that a wooden box one metre square weighs 60\thinspace kg
and a person can imagine lifting it.
@^density in two dimensions@>

Does the choice matter? Less than one might fear. Gravity gives every body
the same acceleration whatever its mass, and the contact impulses of
chapters 5 to 9 are proportional to the masses involved, so multiplying
every density by the same factor changes no motion at all. What notices the
scale is a force given in newtons from outside, a wind, a spring, a push
from the mouse: the same 100\thinspace N moves a 60\thinspace kg box and a
6\thinspace kg box very differently. The ratios between materials matter
always, and those we take from the real materials.

@ The presets, with the reasoning behind each density; restitution and
friction are round values of the size that handbooks give for dry
surfaces, which vary by tens of percent with the surfaces' finish, so that
more digits would only pretend.
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
floor. Its density is 0, which is not a claim about concrete: a static body's
mass is infinite whatever its density (next section), and the 0 marks the
material as one that cannot make a moving body. A body that is not static
and has density 0 is refused, with a message that says why.

These ratios are large: a steel box outweighs a pillow of the same size 157
times. Preset tables made for games often squeeze all their densities into
a factor of ten or so, and not by accident: the iterative contact solvers
of chapters 5 to 9 converge slowly when a heavy body rests on a light one.
Squeezing the densities hides that weakness in every scene, including the
ones where it would not show. We prefer to keep the ratios real and meet the
weakness where it is.

@ The presets are kept in a table in the order of their names in
|ph_material_kind|, so that |ph_material_preset| can index it, and the
scene files and the measurements look them up by name.
Table~\tabref{materials} shows them with what they mean for two shapes; it
was made by the chapter's measurement program from this very table.
\midinsert
\tablecaption{The material presets: density $\rho$ in kg/m$^2$, restitution
$e$ and friction $\mu$ as stored; the masses of a ball of radius
0.5\thinspace m and of a box $1\times1\,$m made of each; and how far a force
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
each: the same push moves the pillow 10\thinspace m and the steel box
6\thinspace cm, in the inverse ratio of their masses, since a box pushed
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
A rigid body is a body of a new kind. Its |position| is its centre of
mass, so that Newton's law moves it directly, and its shape is stored
relative to that point. It gains a {\it force accumulator\/}: the sum of the
forces applied to it since the last step, which the step turns into an
acceleration and then clears. It has a |gravity_scale|, the share of the
world's gravity it feels: 1 for an ordinary body, 0 for a balloon that
floats, $-1$ for one that falls upward. It has the material and the shape
of the sections above, and room for the moment of inertia and its inverse, which stay zero until chapter~6.
@^force accumulator@>
@!@^gravity scale@>

@<Other kinds of body@>+=
, PH_RIGID

@ Its shape and material were added to the body above; these are the rest.

@<Body fields@>+=
double inertia, inverse_inertia; /* zero until chapter 6 */

@ A particle is a body too, and gets the new fields when it is made: no
force yet, and the whole of gravity. (It gets no shape or material; chapter~1
gave it a radius and a mass, and it keeps them.) This section runs for
rigid bodies as well, before their definition is copied in, so code that a
later chapter appends to it must use only |b| and |w|.

@<Initialise the later body fields@>+=
b->inertia = b->inverse_inertia = 0.0;

@ A body that cannot move is called {\it static}. It is simply a body
whose inverse mass is zero: every formula that moves a body multiplies by
the inverse mass, and so moves this one by nothing, with no special case in
any of them. Its mass is stored as zero, not as infinity. Zero is
Box2D's convention too \cite{box2d}, and it has a practical reason: a sum of momenta
$m\vec v$ or energies over all bodies, which the tests of several chapters
make, then just leaves static bodies out, where an infinite mass would
turn the sum into $\infty\cdot0$, which is NaN.
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

@*1 The body definition.
A body is made from a definition, like a particle, and this is the form the
interface keeps for the rest of the book: |ph_default_body_def| fills in a
definition with sensible values, the program changes what it wants, and
|ph_world_create_body| checks it and makes the body, returning a handle.
Fields that later chapters add to |@<Body definition fields@>| get their
defaults in |ph_default_body_def|, so a program written for this chapter
still compiles, and still means the same thing, in chapter~9.
@^definition structs@>

The |position| is where the shape's own origin is placed, and the body's
centre of mass lands at |position| plus the shape's centroid. For a circle
or a box the two are the same point. For the quadrilateral of the worked
example, placed at $(10,5)$, the body's position is $(10+{19\over9},
5+{11\over9})$, and that is what the dumps report.

@s ph_body_def int

@<Body types@>+=
typedef struct {
  ph_vec2 position;
  ph_vec2 velocity;
  ph_shape shape;
  ph_material material;
  double gravity_scale;
  bool is_static;
  ph_color color;
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

@ The check returns the first rule the definition breaks, as a sentence, or
|NULL|. It is public, like the checks of chapter~1, so that the scene loader
can put the same sentence after a file name and line number. The numbers come
first, then the shape, then the material, and last the mass, which is
only meaningful once shape and density have passed.
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
down to about $4.9\times10^{-324}$ before it becomes zero: a density of
$10^{300}\,{\rm kg/m^2}$ on a box $10^{10}\,$m wide, of area $10^{20}\,{\rm
m^2}$, makes a mass of $10^{320}$, which overflows to infinity, and
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

@ Creating a body checks the definition and makes room, through chapter~1's
|new_body|; if either fails, the error handler hears why and nothing is made: the world is exactly as
it was, and the handle returned is the null handle. Otherwise the body is
filled in and its handle returned. The handle, as in chapter~1, is an index
and not a pointer, because the body array moves whenever it grows: a pointer
taken before the next |ph_world_create_body| may point at freed memory, an
index stays good.
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

@ The shape is moved so that its centroid is its origin, and the body is
placed at the definition's position plus that centroid, so that the shape
ends up exactly where the definition put it. The |radius| of a rigid body,
which chapter~1 uses for particles, becomes the radius of the smallest
circle about the centre of mass that holds the shape; chapter~4's first,
cheapest overlap test uses it. A static body gets zero mass, zero inverse
mass and no velocity.

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
Newton's second law, $\vec F=m\vec a$, read from right to left, is a recipe
for acceleration: add up every force on a body and divide by its mass,
$$\vec a=\vec g\,s+{1\over m}\sum_k\vec F_k=\vec g\,s+w\,\vec F,$$
where $\vec g$ is the world's gravity, $s$ the body's gravity scale,
$w=1/m$ its inverse mass and $\vec F$ the sum of the forces. Gravity is
written as an acceleration rather than a force $m\vec g$ because that is
what it is: it accelerates every body alike, and writing it so needs no
mass, which a static body does not have.
@^Newton's second law@>

A program applies forces between steps with |ph_body_apply_force|, which
chapter~2 made for its spring. They add up in the body's accumulator, the
step uses their sum, and the step then clears the accumulator, so a force
acts for exactly one step: a program that wants a steady force (a spring,
a motor, a wind) applies it before every step. A force is applied at the centre of mass; a force anywhere else
would also turn the body, which waits for chapter~6.

@ So the step of chapter~1 now reads as follows; the marked phases are
where this chapter adds to it, and the rest is as chapter~1 and~2 left it.
Forces are applied by the program between steps (scenes do it in
|@<Before each step of the scene@>|).

\smallskip
\item{1.} Find the contacts (chapter~4).
\item{2.} Integrate forces into velocities: $\vec a=\vec g\,s+w\vec F$.\quad$\triangleleft$ {\it the force term, and static bodies skipped}
\item{3--5.} Prepare, warm start, solve (chapters 5 to 9).
\item{6.} Integrate velocities into positions.\quad$\triangleleft$ {\it static bodies skipped}
\item{7.} Correct the positions (particles only).
\item{8.} Clear the forces.\quad$\triangleleft$ {\it every accumulator back to zero}\par
\smallskip
@^world step@>

@ A static body is skipped by both integrations, so it never moves: not by
gravity, not by any force, not by any integrator a later chapter adds.

@<Skip bodies that do not move@>+=
if (b->inverse_mass == 0.0) continue;

@ The acceleration is then $\vec g\,s$, as chapter~1 set it, plus
$w\vec F$, as chapter~2 added it: a body with $s=0$ and no force has an
acceleration of exactly zero.

@ An {\it impulse\/} is a force so brief and strong that its only effect
worth describing is a sudden change of velocity: a bat on a ball, a kick. Its
size $\vec J$ is the force integrated over its short duration, in
newton-seconds, and it changes the velocity by
$$\Delta\vec v=w\,\vec J=\vec J/m$$
at once, without moving the body. Later chapters resolve collisions by
impulses; here a program applies them with |ph_body_apply_impulse|.
@!@^impulse@>

For an integrator that keeps a velocity, that is all: the velocity is
changed, and the next step moves the body with it. Verlet keeps no
velocity. A Verlet body's next step carries it as far as it went in the last
one, $\vec x_n-\vec x_{n-1}$ (chapter~1), so its velocity lives in the
distance between |previous| and |position|. To change it by $\Delta\vec v$
without moving the body, we move |previous| back by $h'\Delta\vec v$, where
$h'$ is the length of the last step: the displacement the next step starts
from grows by $h'\Delta\vec v$, which is the displacement of a velocity
$\Delta\vec v$ over that step. (If the next step has a different length
$h$, chapter~1 rescales the displacement by $h/h'$, and the extra
displacement becomes $h\,\Delta\vec v$, as it should.) A Verlet body that has
not yet taken its first step still starts from its |velocity|, so for it the
velocity is changed instead. The |velocity| field is updated in every case,
so that what the program reads back at once agrees with what the next step
will do. (One side effect: chapter~2 draws a body between |previous| and
|position|, so until the next step a Verlet body is drawn up to
$h'\Delta\vec v$ behind where it is, up to 8\thinspace cm for the pillow of the demo's
impulses, for at most one frame.)
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

@ @<Engine functions@>+=
static void draw_rigid_body(const ph_draw *d, const ph_body *b, ph_vec2 p)
{
  const ph_shape *s = &b->shape;
  ph_color c = b->color;
  ph_color edge = {(uint8_t) (c.r + (255 - c.r) / 2), (uint8_t) (c.g + (255 - c.g) / 2),
    (uint8_t) (c.b + (255 - c.b) / 2), 255};
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

@*1 Bodies in scene files.
Three new keywords make rigid bodies, one per shape:
$$\vbox{\tt\obeylines
circle x=0 y=2 r=0.5
box x=0 y=0 w=2 h=0.5
polygon x=3 y=1 verts=0,0;4,0;4,2;1,3
}$$
A box's \.{w} and \.{h} are its full width and height. A polygon's
\.{verts} are its vertices in its own coordinates, counter-clockwise, as
\.{X,Y} pairs separated by semicolons; \.{x} and \.{y} say where its origin
goes, so the body's centre of mass, which the dumps report, is there plus
the centroid. The radius, the sizes and the vertices are required.
@^scene files@>

Every shape also takes the body's keys: \.{vx} and \.{vy} for its velocity;
\.{material=} one of \.{rock}, \.{wood}, \.{metal}, \.{bouncy},
\.{superball}, \.{pillow}, \.{static} (wood if not given), and then
\.{density=}, \.{restitution=} and \.{friction=} to change single numbers of
it; \.{gravity\_scale=}; and the bare flag \.{static}. Bodies are numbered
in the dumps in the order of the file, from 0, after any particles made
before them. All of them are checked by |ph_body_def_check|, so a bad line
gets the engine's own sentence after its file name and line number.

@<Scene entities@>+=
{"circle", 3, parse_circle},
{"box", 3, parse_box},
{"polygon", 3, parse_polygon},

@ A circle's radius must be there and be positive; the engine would say
so too, but the loader can name the key.

@<Scene entity parsers@>+=
static bool parse_circle(scene *s, scene_reader *r)
{
  double radius = scene_required_number(r, "r");
  if (r->failed) return false;
  if (!(radius > 0.0)) {
    scene_error(r, "circle radius 'r' must be positive (got %g)", radius);
    return false;
  }
  return make_scene_body(s, r, ph_circle(radius));
}

@ A box's width and height are checked here too, though the engine
would refuse a bad one, so that the message can name the keys \.{w} and
\.{h} of the line.
@.box width and height must be...@>

@<Scene entity parsers@>+=
static bool parse_box(scene *s, scene_reader *r)
{
  double width = scene_required_number(r, "w");
  double height = scene_required_number(r, "h");
  if (r->failed) return false;
  if (!(width > 0.0 && height > 0.0)) {
    scene_error(r, "box width 'w' and height 'h' must be positive (got %g and %g)",
      width, height);
    return false;
  }
  return make_scene_body(s, r, ph_box(width, height));
}

@ A polygon reads its list of vertices, up to 32 of them so that a list
that is too long is reported with its real length by the engine's check.

@<Scene entity parsers@>+=
static bool parse_polygon(scene *s, scene_reader *r)
{
  ph_vec2 v[32];
  int n = read_vertices(r, v, 32);
  if (r->failed) return false;
  return make_scene_body(s, r, ph_polygon(v, n));
}

@ The list is cut at the semicolons, and each piece at its comma, in a copy
of the value; each number is read by the loader's own number reader, which
refuses what is not a number or not finite.
@.'verts' must be points X,Y...@>

@<Scene helpers@>+=
static int read_vertices(scene_reader *r, ph_vec2 *v, int most)
{
  const char *text = scene_word(r, "verts", NULL);
  if (!text) {
    if (!r->failed) scene_error(r, "missing 'verts' for polygon");
    return 0;
  }
  char buffer[1024];
  snprintf(buffer, sizeof buffer, "%s", text);
  int n = 0;
  for (char *p = buffer; p && !r->failed; n++) {
    char *next = strchr(p, ';');
    if (next) *next++ = '\0';
    char *comma = strchr(p, ',');
    if (!comma) {
      scene_error(r, "'verts' must be points X,Y separated by ';' (got '%s')", p);
      break;
    }
    *comma = '\0';
    ph_vec2 point = ph_v(0.0, 0.0);
    if (parse_number(r, "verts", p, &point.x)) parse_number(r, "verts", comma + 1, &point.y);
    if (n < most) v[n] = point;
    p = next;
  }
  return n;
}

@ The keys every shape shares are read into a body definition by one
function. The material comes first, so that \.{density=} and the others
change the preset rather than being overwritten by it.

@<Scene helpers@>+=
static ph_body_def read_body_def(scene_reader *r, ph_shape shape)
{
  ph_body_def d = ph_default_body_def();
  d.shape = shape;
  d.position = ph_v(scene_number(r, "x", 0.0), scene_number(r, "y", 0.0));
  d.velocity = ph_v(scene_number(r, "vx", 0.0), scene_number(r, "vy", 0.0));
  const char *name = scene_word(r, "material", NULL);
  if (name) @<Look up the material called |name| for |d|@>@;
  d.material.density = scene_number(r, "density", d.material.density);
  d.material.restitution = scene_number(r, "restitution", d.material.restitution);
  d.material.friction = scene_number(r, "friction", d.material.friction);
  d.gravity_scale = scene_number(r, "gravity_scale", d.gravity_scale);
  d.is_static = scene_flag(r, "static");
  @<Read the rotation keys of body definition |d|@>@;
  return d;
}

@ @.unknown material@>
@<Look up the material called |name| for |d|@>=
{
  int i = ph_find_name(ph_material_names, sizeof ph_material_names[0], name);
  if (i >= 0) d.material = ph_material_names[i].material;
  else scene_error(r, "unknown material '%s' "@/
    "(rock, wood, metal, bouncy, superball, pillow or static)", name);
}

@ The keys \.{angle} and \.{omega} (the angular velocity) belong to every
body line of the book, but nothing turns until chapter~6. This stage could
ignore them, or refuse them; it refuses any value but 0. Ignoring them would
let a scene written for chapter~6, with a plank tilted at 30 degrees, load
here without a word and show a level plank, and whoever reads the dump would
be misled. Accepting 0 costs nothing and lets a file spell out the default.

Chapter~6 makes this stage's refusal go away without editing it: it
appends to |@<Give |d| the scene's |angle| and |omega|@>| code that copies
the two numbers into the definition and sets |rotation_modelled|.
@.do not rotate until chapter 6@>

@<Read the rotation keys of body definition |d|@>=
{
  double angle = scene_number(r, "angle", 0.0), omega = scene_number(r, "omega", 0.0);
  bool rotation_modelled = false;
  @<Give |d| the scene's |angle| and |omega|@>@;
  if (!rotation_modelled && (angle != 0.0 || omega != 0.0))
    scene_error(r, "bodies do not rotate until chapter 6: "@/
      "'angle' and 'omega' must be 0 on stage %d (got %g and %g)", PH_STAGE, angle, omega);
}

@ @<Give |d| the scene's |angle| and |omega|@>=
@;

@ A body line may also hang its body on a spring of its own, with the
same two keys that chapter~2's \.{world} line uses for the world's spring:
\.{spring=}$k$, the stiffness in newtons per metre, and \.{anchor=X,Y},
the fixed point $\vec p$ it is tied to, which is where the body's centre
of mass starts if not given. The spring has rest length zero and pulls with
the force
$$\vec F=k\,(\vec p-\vec x)$$
toward $\vec p$ from the body's position $\vec x$. It is not part of the
engine; it is the scene applying a force through the public interface
before every step, which is exactly what a game does, and it is how this
chapter's demo keeps its bodies in view without any contact.
@^spring@>

@s scene_spring int

@<Scene types@>+=
typedef struct {
  int body;
  ph_vec2 anchor;
  double stiffness;
} scene_spring;

@ The wind is a force the same for every moving rigid body; the demo
switches it on and off. Both start empty when a scene is loaded.

@<Scene fields@>+=
scene_spring springs[64];
int spring_count;
ph_vec2 wind;

@ Making the body: read the definition and the spring, check both, and
only then make the body, so that a line that fails leaves no half-made body
behind it.
@.at most 64 springs@>
@.spring stiffness must be...@>

@<Scene helpers@>+=
static bool make_scene_body(scene *s, scene_reader *r, ph_shape shape)
{
  ph_body_def d = read_body_def(r, shape);
  bool has_spring = false, has_anchor = false;
  find_value(r, "spring", &has_spring);
  find_value(r, "anchor", &has_anchor);
  scene_spring spring = {s->world->body_count, scene_vector(r, "anchor", ph_v(0.0, 0.0)),
    scene_number(r, "spring", 0.0)};
  if (r->failed || !scene_check(r, ph_body_def_check(&d))) return false;
  if (has_anchor && !has_spring) {
    scene_error(r, "'anchor' needs a spring: spring=K");
    return false;
  }
  if (has_spring) @<Check the scene's |spring|@>@;
  if (!scene_claim_bodies(s, r, 1)) return false;
  ph_body_id id = ph_world_create_body(s->world, &d);
  if (ph_body_id_is_null(id)) return false;
  if (!has_anchor) spring.anchor = ph_world_body(s->world, id)->position;
  if (has_spring) s->springs[s->spring_count++] = spring;
  return true;
}

@ @<Check the scene's |spring|@>=
{
  if (s->spring_count == 64) {
    scene_error(r, "a scene may have at most 64 springs");
    return false;
  }
  if (!(spring.stiffness > 0.0)) {
    scene_error(r, "spring stiffness must be positive (got %g)", spring.stiffness);
    return false;
  }
}

@ Before every step the scene applies each spring's force and the wind,
through the same public calls any program would use.

@<Before each step of the scene@>+=
for (int k = 0; k < s->spring_count; k++) {
  ph_body_id id = ph_body_id_of(s->springs[k].body);
  ph_vec2 x = ph_world_body(s->world, id)->position;
  ph_body_apply_force(s->world, id, ph_mul(s->springs[k].stiffness,
    ph_sub(s->springs[k].anchor, x)));
}
if (s->wind.x != 0.0 || s->wind.y != 0.0)
  for (int i = 0; i < s->world->body_count; i++)
    if (s->world->bodies[i].kind == PH_RIGID && !ph_body_is_static(s->world, ph_body_id_of(i))) {
      ph_body_id id = ph_body_id_of(i);
      ph_body_apply_force(s->world, id, s->wind);
    }

@ The demo scene, \.{tethers}: six bodies hang from a static bar on six
springs of stiffness $k=120\,$N/m, and are let go at rest at their anchor
points. A body of mass $m$ on such a spring under gravity settles where the
spring holds its weight, $mg/k$ below the anchor, and swings about that
point with the period
$$T=2\pi\sqrt{m/k},$$
from the anchor down to twice that depth and back. Both grow with the mass;
neither depends on size or shape. The bodies were chosen so that size and
mass disagree: the largest, the pillow ($1.6\times1\,$m, 8\thinspace kg),
hangs $0.67\,$m deep and swings in 1.6\thinspace s, while the small metal
box ($0.3\times0.3\,$m, 71\thinspace kg) hangs 5.9\thinspace m deep and
takes 4.8\thinspace s. The rock is the worked example's quadrilateral,
scaled by 0.2, with area 0.36\thinspace m$^2$ and mass 97\thinspace kg,
the heaviest; the balls and the wooden box lie between. The deepest
swing, the rock's, reaches $2\cdot97\cdot10/120=16$\thinspace m below its
anchor. So the anchors are at 7.5\thinspace m and the view is 26 metres
wide, which on the demo's $800\times600$ window makes it 19.5\thinspace m
high: centred at $-0.5\,$m, it reaches from 9.25\thinspace m down to
$-10.25\,$m, below the rock's lowest point at $7.5-16.2=-8.7\,$m.
@^period of a spring@>

@<Built-in scenes@>+=
{"tethers", 3, "six materials on six equal springs under gravity",@/
  "world gravity=0,-10 integrator=verlet\n"@/
  "view x=0 y=-0.5 width=26\n"@/
  "box x=0 y=8.3 w=22 h=0.4 material=static static\n"@/
  "box x=-8.75 y=7.5 w=1.6 h=1 material=pillow spring=120\n"@/
  "box x=-5.25 y=7.5 w=0.8 h=0.8 material=wood spring=120\n"@/
  "circle x=-1.75 y=7.5 r=0.35 material=bouncy spring=120\n"@/
  "circle x=1.75 y=7.5 r=0.2 material=superball spring=120\n"@/
  "polygon x=4.8278 y=7.2556 verts=0,0;0.8,0;0.8,0.4;0.2,0.6 "@/
  "material=rock spring=120 anchor=5.25,7.5\n"@/
  "box x=8.75 y=7.5 w=0.3 h=0.3 material=metal spring=120\n"},

@*1 The demo.
The demo shows the springs as lines from their anchors to their bodies,
and on each line, in the body's colour, the point where that body would
rest: where the spring's pull $k(\vec p-\vec x)$ balances the body's
weight $m s\vec g$ and the wind $\vec F_w$, that is
$$\vec x_{\rm rest}=\vec p+{m s\vec g+\vec F_w\over k}.$$
Each body swings about its own point, and the points lie at depths
proportional to the masses. While the wind blows, every moving body also
carries an arrow of the same length: the same force on each. The demo's
part of a frame is drawn after the world.

@<Draw the chapters' extras@>+=
{
  const scene *s = &demo->current;
  for (int k = 0; k < s->spring_count; k++) {
    const scene_spring *sp = &s->springs[k];
    const ph_body *b = &s->world->bodies[sp->body];
    ph_vec2 rest = ph_add(sp->anchor, ph_mul(1.0 / sp->stiffness,
      ph_add(ph_mul(b->mass * b->gravity_scale, s->world->settings.gravity), s->wind)));
    d.segment(d.context, sp->anchor, b->position, (ph_color){200, 200, 200, 255});
    if (!ph_body_is_static(s->world, ph_body_id_of(sp->body)))
      d.point(d.context, rest, 7.0, b->color);
  }
  if (s->wind.x != 0.0 || s->wind.y != 0.0)
    for (int i = 0; i < s->world->body_count; i++) {
      const ph_body *b = &s->world->bodies[i];
      if (b->kind != PH_RIGID || ph_body_is_static(s->world, ph_body_id_of(i))) continue;
      ph_vec2 tip = ph_add(b->position, ph_mul(1.0 / 60.0, s->wind));
      d.segment(d.context, b->position, tip, (ph_color){255, 255, 255, 255});
      d.point(d.context, tip, 6.0, (ph_color){255, 255, 255, 255});
    }
}

@ \.{W} switches a wind of 60\thinspace N to the right on and off. Every
body then has a new place of rest, $F/k=0.5\,$m to the right of the old one,
the same for all, since a spring's pull does not care what it holds. How
fast a body gets there is another matter: the pillow starts off with an
acceleration of $60/8=7.5\,\rm m/s^2$, the rock with $0.6\,\rm m/s^2$.
Watching them get to the same place at such different speeds is the
difference between statics and dynamics.

@<Handle a key of the chapters@>+=
case SDLK_w:
  demo->current.wind = demo->current.wind.x != 0.0 ? ph_v(0.0, 0.0) : ph_v(60.0, 0.0);
  break;

@ A click gives every moving rigid body an impulse of 40\thinspace N\,s
toward the mouse. The pillow leaves at $40/8=5\,$m/s, the rock at
0.4\thinspace m/s. Chapter~1's click adds particles instead; this stage
turns that off when the demo starts, since particles would fall through
everything here.

@<Handle a click at world point |p|@>+=
{
  ph_world *world = demo->current.world;
  for (int i = 0; i < world->body_count; i++) {
    const ph_body *b = &world->bodies[i];
    ph_vec2 toward = ph_sub(p, b->position);
    double distance = ph_length(toward);
    if (b->kind != PH_RIGID || ph_body_is_static(world, ph_body_id_of(i)) || distance == 0.0) continue;
    ph_body_id id = ph_body_id_of(i);
    ph_body_apply_impulse(world, id, ph_mul(40.0 / distance, toward));
  }
}

@ @<Start the chapters' part of the demo@>+=
demo->particle_clicks = false;

@ @<Help lines of the chapters@>+=
"  W            switch a wind of 60 N on every body on and off\n"@/
"  click        push every rigid body toward the mouse, 40 N s each\n"

@ @<Add the chapters' lines to the panel@>+=
panel_add(panel, "W  wind: %s", demo->current.wind.x != 0.0 ? "on" : "off");

@ @<Chapter titles@>+=
{3, "Rigid bodies"},

@*1 Measurements.
The chapter's measurement program, \.{bench03}, makes the table of
materials: for each preset it computes, with the engine's own
|ph_shape_mass|, the masses of a ball and a box, and it pushes the box with
100\thinspace N for one second, in 60 steps with no gravity, and reports
how far it went. It links only the engine.

@(bench03.c@>=
#include "testing.h"
#include <stdio.h>
@<Measure the materials@>@;
@<Run the chapter 3 measurements@>@;

@ @<Measure the materials@>=
static double pushed_distance(ph_material material)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  d.material = material;
  ph_body_id id = ph_world_create_body(w, &d);
  for (int n = 0; n < 60; n++) {
    ph_body_apply_force(w, id, ph_v(100.0, 0.0));
    ph_world_step(w, 1.0 / 60.0);
  }
  double x = ph_world_body(w, id)->position.x;
  ph_world_destroy(w);
  return x;
}

@ Each row of the table is written as \TeX; the static material has no
mass to speak of, and its row says so.

@<Measure the materials@>+=
static void measure_materials(FILE *out)
{
  ph_shape ball = ph_circle(0.5), box = ph_box(1.0, 1.0);
  for (int k = 0; k < PH_MATERIAL_COUNT; k++) {
    ph_material m = ph_material_names[k].material;
    fprintf(out, "%s&%g&%g&%g&", ph_material_names[k].name, m.density, m.restitution,
      m.friction);
    if (m.density > 0.0)
      fprintf(out, "%.1f&%.1f&%.4f\\cr\n", ph_shape_mass(&ball, m.density).mass,
        ph_shape_mass(&box, m.density).mass, pushed_distance(m));
    else fprintf(out, "---&---&---\\cr\n");
  }
}

@ @.usage: bench03...@>
@<Run the chapter 3 measurements@>=
int main(int argc, char **argv)
{
  if (argc > 2) {
    fprintf(stderr, "usage: bench03 [MATERIALS.tex]\n");
    return 2;
  }
  FILE *out = argc == 2 ? fopen(argv[1], "w") : stdout;
  if (!out) {
    perror("bench03");
    return 1;
  }
  measure_materials(out);
  if (out != stdout) fclose(out);
  return 0;
}

@*1 Tests.
The tests of this chapter are the program \.{test\_ch03}, run by CTest
under the label \.{ch03} on this stage and every later one. Like chapter~1's,
every test names the Verlet integrator rather than trusting the default.

@(test_ch03.c@>=
#include "testing.h"
@<Chapter 3 test functions@>@;
static const test_case chapter_3_tests[] = {
  @<Chapter 3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_3_tests,
    sizeof chapter_3_tests / sizeof chapter_3_tests[0]);
}

@ A world for the tests, with gravity as given.

@<Chapter 3 test functions@>=
static ph_world *test_world(ph_vec2 gravity)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.gravity = gravity;
  return ph_world_create(&s);
}

@ Masses and centroids against the hand computations of this chapter: a
wooden ball of radius 0.5 (mass $60\pi/4$), a rock box $2\times1$ (540\thinspace
kg, centred), and the worked quadrilateral in wood (540\thinspace kg, centroid
$({19\over9},{11\over9})$). Every number involved is below 10 and goes
through a handful of roundings, so the results are good to a few units of
$10^{-15}$ relative; the test allows $10^{-12}$ relative, which a wrong
formula (a missing ${1\over2}$ or ${1\over3}$, the wrong reference point)
misses by many orders. The same quadrilateral moved a kilometre from the
origin must give the same mass and a centroid moved by the same kilometre:
since the fan is spun from $\vec v_0$ its edge vectors are computed from
coordinates near 1000 that are exact in binary, so the answer is as good as
near the origin. Last, a body made of it through the interface must sit
with its centre of mass at its position plus the centroid, have the mass
and inverse mass, and carry a shape whose own centroid is now at its origin.
@^centroid@>

@<Chapter 3 test functions@>+=
static void test_mass_properties(test_context *t)
{
  double pi = 3.14159265358979323846;
  ph_shape ball = ph_circle(0.5), box = ph_box(2.0, 1.0);
  ph_mass_data m = ph_shape_mass(&ball, 60.0);
  CHECK_NEAR(t, m.mass, 60.0 * pi * 0.25, 1e-12 * 47.0);
  CHECK(t, m.center.x == 0.0 && m.center.y == 0.0);
  m = ph_shape_mass(&box, 270.0);
  CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
  CHECK_NEAR(t, m.center.x, 0.0, 1e-15);
  CHECK_NEAR(t, m.center.y, 0.0, 1e-15);
  @<Check the worked quadrilateral, near and far@>@;
}

@ @<Check the worked quadrilateral, near and far@>=
ph_vec2 v[4] = {{0.0, 0.0}, {4.0, 0.0}, {4.0, 2.0}, {1.0, 3.0}}, far[4];
for (int k = 0; k < 4; k++) far[k] = ph_add(v[k], ph_v(1000.0, -1000.0));
ph_shape quad = ph_polygon(v, 4), far_quad = ph_polygon(far, 4);
m = ph_shape_mass(&quad, 60.0);
CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
CHECK_NEAR(t, m.center.x, 19.0 / 9.0, 1e-12 * 2.0);
CHECK_NEAR(t, m.center.y, 11.0 / 9.0, 1e-12 * 2.0);
m = ph_shape_mass(&far_quad, 60.0);
CHECK_NEAR(t, m.mass, 540.0, 1e-12 * 540.0);
CHECK_NEAR(t, m.center.x, 1000.0 + 19.0 / 9.0, 1e-12 * 1000.0);
CHECK_NEAR(t, m.center.y, -1000.0 + 11.0 / 9.0, 1e-12 * 1000.0);
ph_world *w = test_world(ph_v(0.0, -10.0));
ph_body_def d = ph_default_body_def();
d.shape = quad;
d.position = ph_v(10.0, 5.0);
const ph_body *b = ph_world_body(w, ph_world_create_body(w, &d));
if (CHECK(t, b != NULL)) {
  CHECK_NEAR(t, b->position.x, 10.0 + 19.0 / 9.0, 1e-12 * 10.0);
  CHECK_NEAR(t, b->position.y, 5.0 + 11.0 / 9.0, 1e-12 * 10.0);
  CHECK_NEAR(t, b->mass, 540.0, 1e-12 * 540.0);
  CHECK_NEAR(t, b->inverse_mass * b->mass, 1.0, 1e-15);
  ph_mass_data own = ph_shape_mass(&b->shape, 60.0);
  CHECK_NEAR(t, own.center.x, 0.0, 1e-12 * 2.0);
  CHECK_NEAR(t, own.center.y, 0.0, 1e-12 * 2.0);
}
ph_world_destroy(w);

@ @<Chapter 3 test cases@>=
{"mass_properties", "unit", "masses and centroids of circle, box and polygon match hand values", test_mass_properties},

@ Newton's second law. Two boxes of the same size, one wooden (60\thinspace
kg) and one steel (785\thinspace kg), are given the same force
$\vec F=(120,300)\,$N before every one of 600 steps, under gravity. Each
must follow the parabola of the constant acceleration $\vec g+\vec F/m$,
$$\vec x(t)=\vec x_0+{\textstyle{1\over2}}(\vec g+\vec F/m)\,t^2,$$
which Verlet integration, started right, reproduces to rounding
(chapter~1). The rounding argument of chapter~1's free-fall test applies
unchanged: at most ${1\over2}n^2\epsilon X$ for $n=600$ steps, where $X$ is
the largest coordinate reached. That is the steel box's height: the upward
300\thinspace N takes less off its weight than off the wooden box's, so it
falls ${1\over2}(10-300/785)\cdot10^2\approx481\,$m in the 10\thinspace s,
against the wooden box's 250\thinspace m, and the bound is
${1\over2}\cdot600^2\cdot1.1\times10^{-16}\cdot481\approx1.0\times
10^{-8}\,$m; the test allows $10^{-7}\,$m. Had the engine used the mass of the wrong body, or forgotten
to divide by the mass, the wooden box would be off by metres; a mass wrong by
one part in a million would already be off by $10^{-4}\,$m at the end.
The test also checks that the
steel box's horizontal displacement is the wooden one's times
$60/785$: equal forces, accelerations in inverse proportion to mass.
@^Newton's second law@>

@<Chapter 3 test functions@>+=
static void test_newton(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  ph_body_id wood = ph_world_create_body(w, &d);
  d.material = ph_material_preset(PH_METAL);
  d.position = ph_v(3.0, 0.0);
  ph_body_id steel = ph_world_create_body(w, &d);
  ph_vec2 F = ph_v(120.0, 300.0), g = w->settings.gravity;
  double h = 1.0 / 60.0;
  for (int n = 1; n <= 600; n++) {
    ph_body_apply_force(w, wood, F);
    ph_body_apply_force(w, steel, F);
    ph_world_step(w, h);
    double time = n * h;
    @<Check that each box is on its parabola at |time|@>@;
  }
  double dx_wood = ph_world_body(w, wood)->position.x;
  double dx_steel = ph_world_body(w, steel)->position.x - 3.0;
  CHECK_NEAR(t, dx_steel, dx_wood * 60.0 / 785.0, 1e-7);
  ph_world_destroy(w);
}

@ @<Check that each box is on its parabola at |time|@>=
{
  ph_body_id ids[2] = {wood, steel};
  ph_vec2 x0[2] = {{0.0, 0.0}, {3.0, 0.0}};
  bool ok = true;
  for (int k = 0; k < 2; k++) {
    const ph_body *b = ph_world_body(w, ids[k]);
    ph_vec2 a = ph_add(g, ph_mul(1.0 / b->mass, F));
    ph_vec2 exact = ph_add(x0[k], ph_mul(0.5 * time * time, a));
    ok = ok && CHECK_NEAR(t, b->position.x, exact.x, 1e-7)
      && CHECK_NEAR(t, b->position.y, exact.y, 1e-7);
  }
  if (!ok) break;
}

@ @<Chapter 3 test cases@>+=
{"newton", "unit", "an applied force gives the acceleration F/m, to rounding", test_newton},

@ Forces do not leak from one step into the next. A body in a world
without gravity gets a force before the first step only. After that step
its accumulator must be exactly zero, and the second step must add nothing
to its velocity: the velocity after the second step equals the one after
the first, to the rounding of a difference of positions near 1\thinspace m
divided by $h$, about $10^{-14}\,$m/s (the test allows $10^{-12}$). A
second body that was never pushed must not have moved at all. If the
accumulator were not cleared, the second step would add another
$h\,\vec F/m=0.5\,$m/s.

@<Chapter 3 test functions@>+=
static void test_forces_clear(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, 0.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  ph_body_id pushed = ph_world_create_body(w, &d);
  d.position = ph_v(5.0, 0.0);
  ph_body_id other = ph_world_create_body(w, &d);
  ph_body_apply_force(w, pushed, ph_v(1800.0, 0.0));
  ph_world_step(w, 1.0 / 60.0);
  const ph_body *b = ph_world_body(w, pushed);
  CHECK(t, b->force.x == 0.0 && b->force.y == 0.0);
  double v1 = b->velocity.x;
  ph_world_step(w, 1.0 / 60.0);
  CHECK(t, v1 > 0.2);
  CHECK_NEAR(t, ph_world_body(w, pushed)->velocity.x, v1, 1e-12);
  const ph_body *o = ph_world_body(w, other);
  CHECK(t, o->position.x == 5.0 && o->position.y == 0.0);
  ph_world_destroy(w);
}

@ @<Chapter 3 test cases@>+=
{"forces_clear", "unit", "a force acts for one step only and on its own body only", test_forces_clear},

@ A static body never moves, whatever is done to it. One is made in a world
with gravity, given forces and impulses (large ones) before each of 600
steps, and must be, bit for bit, where it was made, with zero velocity.
It has zero mass and inverse mass. A moving body made of the static
material, density 0, is refused.

@<Chapter 3 test functions@>+=
static void test_static(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(10.0, 1.0);
  d.material = ph_material_preset(PH_STATIC_MATERIAL);
  d.is_static = true;
  d.position = ph_v(1.5, -2.0);
  ph_body_id id = ph_world_create_body(w, &d);
  for (int n = 0; n < 600; n++) {
    ph_body_apply_force(w, id, ph_v(1e6, -1e6));
    ph_body_apply_impulse(w, id, ph_v(-1e5, 1e5));
    ph_world_step(w, 1.0 / 60.0);
  }
  const ph_body *b = ph_world_body(w, id);
  CHECK(t, b->position.x == 1.5 && b->position.y == -2.0);
  CHECK(t, b->velocity.x == 0.0 && b->velocity.y == 0.0);
  CHECK(t, b->mass == 0.0 && b->inverse_mass == 0.0 && ph_body_is_static(w, id));
  d.is_static = false;
  CHECK_REFUSED(t, ph_world_create_body(w, &d), "needs a positive density");
  CHECK(t, w->body_count == 1);
  ph_world_destroy(w);
}

@ @<Chapter 3 test cases@>+=
{"static", "unit", "a static body never moves whatever is applied", test_static},

@ Gravity scale. A body with scale 0 in a world with gravity must stay
exactly where it is: its acceleration is exactly zero, as
|@<Add the other accelerations of body |b| to |a|@>| promises, so its position
does not change by a single bit in 600 steps. A body with scale $-{1\over2}$
must rise along the parabola of acceleration $-{1\over2}\vec g$, within the
free-fall tolerance of $10^{-7}\,$m.

@<Chapter 3 test functions@>+=
static void test_gravity_scale(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def d = ph_default_body_def();
  d.gravity_scale = 0.0;
  d.position = ph_v(0.25, 3.0);
  ph_body_id floating = ph_world_create_body(w, &d);
  d.gravity_scale = -0.5;
  d.position = ph_v(4.0, 0.0);
  ph_body_id rising = ph_world_create_body(w, &d);
  for (int n = 0; n < 600; n++) ph_world_step(w, 1.0 / 60.0);
  const ph_body *f = ph_world_body(w, floating), *r = ph_world_body(w, rising);
  CHECK(t, f->position.x == 0.25 && f->position.y == 3.0);
  CHECK_NEAR(t, r->position.y, 0.5 * 5.0 * 10.0 * 10.0, 1e-7);
  CHECK(t, r->position.x == 4.0);
  ph_world_destroy(w);
}

@ @<Chapter 3 test cases@>+=
{"gravity_scale", "unit", "gravity scale 0 floats exactly, -1/2 rises at g/2", test_gravity_scale},

@ Impulses. A body of mass $m$ at rest, with no gravity, is given an
impulse $\vec J$ in two situations: before its first step, and after it
has taken a step. In both the velocity it reports at once, and the velocity
it has after the next step, must be $\vec J/m$; the displacement over the
next step must be $h\vec J/m$. For the started body this is what moving
|previous| back does; if the impulse only changed |velocity|, which a
started Verlet body ignores, the body would not move at all. The numbers
are a few metres per second and the tolerance, $10^{-12}$, is again the
rounding of a difference of positions divided by $h$.

@<Chapter 3 test functions@>+=
static void test_impulse(test_context *t)
{
  double h = 1.0 / 60.0;
  for (int started = 0; started < 2; started++) {
    ph_world *w = test_world(ph_v(0.0, 0.0));
    ph_body_def d = ph_default_body_def();
    d.shape = ph_box(1.0, 1.0);
    ph_body_id id = ph_world_create_body(w, &d);
    if (started) ph_world_step(w, h);
    const ph_body *b = ph_world_body(w, id);
    ph_vec2 before = b->position;
    ph_body_apply_impulse(w, id, ph_v(120.0, -30.0));
    CHECK_NEAR(t, b->velocity.x, 2.0, 1e-12);
    ph_world_step(w, h);
    CHECK_NEAR(t, b->velocity.x, 2.0, 1e-12);
    CHECK_NEAR(t, b->velocity.y, -0.5, 1e-12);
    CHECK_NEAR(t, b->position.x - before.x, 2.0 * h, 1e-12);
    ph_world_destroy(w);
  }
}

@ @<Chapter 3 test cases@>+=
{"impulse", "unit", "an impulse J changes the velocity by J/m, before and after the start", test_impulse},

@ A spring's period, the demo's physics, measured. A body of mass $m$ on a
zero-length spring of stiffness $k$, with no gravity, let go at rest
1\thinspace m from the anchor, swings with the period $T=2\pi\sqrt{m/k}$.
The test applies the spring force itself, through the interface, before
every step, for two boxes of 8 and 80\thinspace kg, and measures the time
at which each first comes back to the top of its swing, where its velocity
turns from positive to negative.

The Verlet recurrence solves this oscillator {\it exactly}, only with a
slightly different frequency: with $\omega=\sqrt{k/m}$ and the exact first
step of chapter~1, the positions are $x_n=\cos(\tilde\omega nh)$ with
$\sin(\tilde\omega h/2)=\omega h/2$, as one checks by putting them into the
recurrence. So the period it shows is $\tilde T=2\pi/\tilde\omega$, a
little shorter than $T$, by about $(\omega h)^2/24$: with $k/m=15\,\rm
s^{-2}$ and $h=1/60\,$s that is $15/(3600\cdot24)=1.7\times10^{-4}$
relative for the light box. The velocities the engine reports are
differences of positions, the exact sine at the middle of each step, and the
test finds the zero crossing by a straight line between two of them. A
sine has no curvature at its zero, so that line errs only in the third
order. Let the two samples be $a$ before and $b$ after the crossing,
$a+b=h$, and write $u=\tilde\omega t$; with $\sin u=u-u^3/6$ the line
through $(-a,-\sin\tilde\omega a)$ and $(b,\sin\tilde\omega b)$ crosses zero
at $ab(b-a)\tilde\omega^2/6$, to the leading order. The largest value of
$ab(b-a)$ with $a+b=h$ is $h^3/(6\sqrt3)$, at $b-a=h/\sqrt3$, so the error
is at most $(\omega h)^2h/(36\sqrt3)\approx(\omega h)^2h/62$: for the light
box $1.1\times10^{-6}\,$s, or $7\times10^{-7}$ of the period. The test
demands $\tilde T$ to $10^{-5}$ relative, and $T$ to $10^{-3}$. A mass
wrong by one percent would change the period by half a percent.
@^period of a spring@>

@<Chapter 3 test functions@>+=
static double measured_period(double mass, double k, double h)
{
  ph_world *w = test_world(ph_v(0.0, 0.0));
  ph_body_def d = ph_default_body_def();
  d.shape = ph_box(1.0, 1.0);
  d.material.density = mass;
  d.position = ph_v(0.0, 1.0);
  ph_body_id id = ph_world_create_body(w, &d);
  const ph_body *b = ph_world_body(w, id);
  double last = 0.0, period = -1.0;
  int turns = 0;
  for (int n = 1; n < 100000 && period < 0.0; n++) {
    ph_body_apply_force(w, id, ph_mul(-k, b->position));
    ph_world_step(w, h);
    double v = b->velocity.y;
    if (last > 0.0 && v <= 0.0 && ++turns == 1)
      period = (n - 1.5) * h + h * last / (last - v);
    last = v;
  }
  ph_world_destroy(w);
  return period;
}

@ @<Chapter 3 test functions@>+=
static void test_spring_period(test_context *t)
{
  double h = 1.0 / 60.0, k = 120.0, masses[2] = {8.0, 80.0};
  for (int i = 0; i < 2; i++) {
    double m = masses[i], omega = sqrt(k / m);
    double T = 2.0 * 3.14159265358979323846 / omega;
    double T_verlet = h * 3.14159265358979323846 / asin(omega * h / 2.0);
    double got = measured_period(m, k, h);
    test_note(t, "m = %g kg: period %.6f s, Verlet's %.6f s, exact %.6f s", m, got,
      T_verlet, T);
    CHECK_NEAR(t, got, T_verlet, 1e-5 * T);
    CHECK_NEAR(t, got, T, 1e-3 * T);
  }
}

@ @<Chapter 3 test cases@>+=
{"spring_period", "unit", "a mass on a spring swings with period 2 pi sqrt(m/k)", test_spring_period},

@ Validation: each rule of |ph_body_def_check| and |ph_shape_check|, and
the checks of the force and impulse calls, must refuse its bad input with its own
sentence and make nothing. The test starts from a good definition each
time, spoils one thing, and expects the refusal; at the end the world must
still hold no body. The star is the pentagram of the polygon rules: every
corner turns left and its area is positive, and it is refused as not convex.
The boxes asked for with a width or height that is zero, negative or not a
number are refused by name, |ph_box(-1,-1)| among them, whose corners
would otherwise make a good square.
@^validation@>

@<Chapter 3 test functions@>+=
static void refuse_def(test_context *t, ph_world *w, ph_body_def d, const char *fragment)
{
  test_expect_refusal(t);
  ph_body_id id = ph_world_create_body(w, &d);
  if (!test_check_refused(t, fragment, __FILE__, __LINE__) || !CHECK(t, ph_body_id_is_null(id)))
    test_note(t, "expected a refusal with '%s'", fragment);
}

static ph_body_def with_polygon(ph_body_def d, const double *xy, int n)
{
  ph_vec2 v[16];
  for (int i = 0; i < n; i++) v[i] = ph_v(xy[2 * i], xy[2 * i + 1]);
  d.shape = ph_polygon(v, n);
  return d;
}

@ @<Chapter 3 test functions@>+=
static void test_body_validation(test_context *t)
{
  ph_world *w = test_world(ph_v(0.0, -10.0));
  ph_body_def good = ph_default_body_def(), d;
  d = good; d.position.x = NAN; refuse_def(t, w, d, "position must be finite");
  d = good; d.velocity.y = INFINITY; refuse_def(t, w, d, "velocity must be finite");
  d = good; d.is_static = true; d.velocity.x = 1.0; refuse_def(t, w, d, "static body cannot move");
  d = good; d.gravity_scale = NAN; refuse_def(t, w, d, "gravity scale must be finite");
  d = good; d.shape = ph_circle(0.0); refuse_def(t, w, d, "radius must be positive");
  d = good; d.shape = ph_circle(INFINITY); refuse_def(t, w, d, "radius must be positive");
  d = good; d.shape.kind = (ph_shape_kind) 77; refuse_def(t, w, d, "unknown kind of shape");
  @<Refuse each kind of bad polygon@>@;
  @<Refuse each kind of bad material and mass@>@;
  CHECK(t, w->body_count == 0);
  @<Refuse bad forces and impulses@>@;
  ph_world_destroy(w);
}

@ @<Refuse each kind of bad polygon@>=
{
  static const double two[] = {0, 0, 1, 0};
  static const double nine[] = {1, 0, .8, .6, .3, .95, -.3, .95, -.8, .6, -1, 0, -.8, -.6, 0, -1,
    .8, -.6};
  static const double infinite[] = {0, 0, 1, 0, INFINITY, 1};
  static const double twice[] = {0, 0, 1, 0, 1, 0, 0, 1};
  static const double collinear[] = {0, 0, 1, 1, 2, 2};
  static const double clockwise[] = {0, 0, 0, 1, 1, 1, 1, 0};
  static const double dent[] = {0, 0, 2, 0, 1, 0.5, 2, 2, 0, 2};
  static const double middle[] = {0, 0, 1, 0, 2, 0, 1, 1};
  static const double star[] = {1, 0, -0.809, 0.588, 0.309, -0.951, 0.309, 0.951, -0.809,
    -0.588};
  refuse_def(t, w, with_polygon(good, two, 2), "needs 3 to 8 vertices (got 2)");
  refuse_def(t, w, with_polygon(good, nine, 9), "needs 3 to 8 vertices (got 9)");
  refuse_def(t, w, with_polygon(good, infinite, 3), "vertex 2 must be finite");
  refuse_def(t, w, with_polygon(good, twice, 4), "vertices 1 and 2 are the same point");
  static const double bow_tie[] = {0, 0, 1, 1, 1, 0, 0, 1};
  static const double far[] = {0, 0, 1, 0, 0, 1e300};
  refuse_def(t, w, with_polygon(good, collinear, 3), "no area: its vertices lie on one line");
  refuse_def(t, w, with_polygon(good, bow_tie, 4), "polygon crosses itself");
  refuse_def(t, w, with_polygon(good, far, 3), "vertex 2 is more than 1e+06 m");
  d = good; d.shape = ph_box(1e300, 1.0); refuse_def(t, w, d, "at most 2e+06 m");
  d = good; d.shape = ph_circle(1e300); refuse_def(t, w, d, "circle radius must be");
  refuse_def(t, w, with_polygon(good, clockwise, 4), "counter-clockwise");
  refuse_def(t, w, with_polygon(good, dent, 5), "must be convex");
  refuse_def(t, w, with_polygon(good, middle, 4), "must be convex");
  refuse_def(t, w, with_polygon(good, star, 5), "must be convex");
  d = good; d.shape = ph_box(-1.0, -1.0); refuse_def(t, w, d, "box width and height");
  d = good; d.shape = ph_box(2.0, 0.0); refuse_def(t, w, d, "box width and height");
  d = good; d.shape = ph_box(NAN, 1.0); refuse_def(t, w, d, "box width and height");
}

@ @<Refuse each kind of bad material and mass@>=
d = good; d.material.density = -1.0; refuse_def(t, w, d, "density must be finite");
d = good; d.material.density = NAN; refuse_def(t, w, d, "density must be finite");
d = good; d.material.density = 0.0; refuse_def(t, w, d, "needs a positive density");
d = good; d.material.restitution = 1.5; refuse_def(t, w, d, "restitution must be between");
d = good; d.material.restitution = NAN; refuse_def(t, w, d, "restitution must be between");
d = good; d.material.friction = -0.1; refuse_def(t, w, d, "friction must be finite");
d = good; d.material.density = 1e300; d.shape = ph_box(1e5, 1e5);
refuse_def(t, w, d, "mass (density times area) must be positive and finite");
d = good; d.material.density = 1e-300; d.shape = ph_circle(1e-30);
refuse_def(t, w, d, "mass (density times area) must be positive and finite");

@ A force or impulse on a handle that names no body, or one that is not
finite, is refused and changes nothing.

@<Refuse bad forces and impulses@>=
{
  ph_body_id id = ph_world_create_body(w, &good), nobody = {5};
  CHECK_REFUSED(t, ph_body_apply_force(w, nobody, ph_v(1.0, 0.0)), "no body has the handle 5");
  CHECK_REFUSED(t, ph_body_apply_impulse(w, nobody, ph_v(1.0, 0.0)), "no body has the handle");
  CHECK_REFUSED(t, ph_body_apply_force(w, id, ph_v(NAN, 0.0)), "force must be finite");
  CHECK_REFUSED(t, ph_body_apply_impulse(w, id, ph_v(0.0, INFINITY)), "impulse must be finite");
  const ph_body *b = ph_world_body(w, id);
  CHECK(t, b->force.x == 0.0 && b->velocity.x == 0.0 && b->velocity.y == 0.0);
}

@ @<Chapter 3 test cases@>+=
{"body_validation", "unit", "every bad body definition is refused with its message", test_body_validation},

@ Scene files make the bodies they describe, in the order of the file:
particles and rigid bodies numbered together from 0; a polygon placed
with its centre of mass at its origin plus its centroid; a material's
numbers changed by \.{density=}; \.{angle=0} accepted; a static body with
zero inverse mass; springs attached to the right bodies, anchored where
the line says or, without \.{anchor=}, where the body starts.

@<Chapter 3 test functions@>+=
static void test_scene_bodies(test_context *t)
{
  scene s;
  const char *text =
    "world gravity=0,-10 integrator=verlet\n"
    "particle x=-3 y=0\n"
    "circle x=1 y=2 r=0.5 material=metal vx=1 angle=0 omega=0\n"
    "box x=0 y=-1 w=4 h=1 static material=static\n"
    "polygon x=10 y=5 verts=0,0;4,0;4,2;1,3 density=2 spring=50 anchor=0,0\n"
    "circle r=1 x=3 y=4 spring=20\n";
  if (!CHECK(t, scene_load_text(&s, "test.scene", text))) return;
  const ph_world *w = s.world;
  if (CHECK(t, w->body_count == 5)) {
    CHECK(t, w->bodies[0].kind == PH_PARTICLE && w->bodies[1].kind == PH_RIGID);
    CHECK_NEAR(t, w->bodies[1].mass, 785.0 * 3.14159265358979323846 * 0.25, 1e-9);
    CHECK(t, w->bodies[1].velocity.x == 1.0 && w->bodies[1].position.y == 2.0);
    CHECK(t, ph_body_is_static(w, ph_body_id_of(2)));
    CHECK_NEAR(t, w->bodies[3].position.x, 10.0 + 19.0 / 9.0, 1e-12);
    CHECK_NEAR(t, w->bodies[3].position.y, 5.0 + 11.0 / 9.0, 1e-12);
    CHECK_NEAR(t, w->bodies[3].mass, 18.0, 1e-12);
    CHECK(t, s.spring_count == 2 && s.springs[0].body == 3 && s.springs[0].stiffness == 50.0);
    CHECK(t, s.springs[0].anchor.x == 0.0 && s.springs[0].anchor.y == 0.0);
    CHECK(t, s.springs[1].anchor.x == 3.0 && s.springs[1].anchor.y == 4.0);
  }
  scene_destroy(&s);
}

@ @<Chapter 3 test cases@>+=
{"scene_bodies", "scene", "circle, box and polygon lines make the bodies they say, in order", test_scene_bodies},

@ The demo's promise: in the \.{tethers} scene every body stays inside the
view for a whole minute. By the argument of the scene's section, each body
swings between its anchor and twice its resting depth below it, at most
16.2\thinspace m for the rock, and Verlet integration does not let the
swing grow (the recurrence's solution above is a pure cosine). The test
checks every body at every step against the view, whose lower edge is at
$-0.5-{26\over2}\cdot{600\over800}=-10.25\,$m, and checks that the rock,
the heaviest, did reach below $-8\,$m, so that the test would notice
springs that had stopped pulling or a gravity that had stopped acting.

@<Chapter 3 test functions@>+=
static void test_tethers(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_builtin(&s, "tethers"))) return;
  double lowest = 0.0;
  for (int n = 0; n < 3600; n++) {
    scene_step(&s, 1.0 / 60.0);
    for (int i = 0; i < s.world->body_count; i++) {
      const ph_body *b = &s.world->bodies[i];
      if (!CHECK(t, fabs(b->position.x) < 13.0 - b->radius
          && b->position.y - b->radius > -10.25 && b->position.y < 9.25)) {
        test_note(t, "step %d: body %d left the view at (%g, %g)", n, i, b->position.x,
          b->position.y);
        scene_destroy(&s);
        return;
      }
    }
    if (s.world->bodies[5].position.y < lowest) lowest = s.world->bodies[5].position.y;
  }
  test_note(t, "the rock reached y = %.3f m", lowest);
  CHECK(t, lowest < -8.0);
  scene_destroy(&s);
}

@ @<Chapter 3 test cases@>+=
{"tethers", "scene", "the demo's bodies stay in view for a minute", test_tethers},

@ Bad scene lines for the new keywords: each must stop the program with
status 2, a message that starts with the file name and line number, and no
dump (appendix~D's |test_bad_scene| checks all four).

@<Chapter 3 test functions@>+=
static void test_bad_body_scenes(test_context *t)
{
  static const char *const cases[][2] = {
    {"circle x=0 y=0\n", "missing 'r'"},@/
    {"circle r=-1\n", "radius 'r' must be positive"},@/
    {"box w=0 h=1\n", "width 'w' and height 'h' must be positive"},@/
    {"box w=1\n", "missing 'h'"},@/
    {"polygon x=0\n", "missing 'verts'"},@/
    {"polygon verts=0,0;1,0\n", "needs 3 to 8 vertices (got 2)"},@/
    {"polygon verts=0,0;1;0,1\n", "must be points X,Y"},@/
    {"polygon verts=0,0;1,x;0,1\n", "'verts' is not a number"},@/
    {"polygon verts=0,0;0,1;1,1;1,0\n", "counter-clockwise"},@/
    {"polygon verts=0,0;2,0;1,0.5;2,2;0,2\n", "must be convex"},@/
    {"world gravity=0,-10\n\npolygon verts=0,0;1,0;1,0;0,1\n", "are the same point"},@/
    {"circle r=1 material=jelly\n", "unknown material 'jelly'"},@/
    {"circle r=1 density=0\n", "needs a positive density"},@/
    {"box w=1 h=1 material=static\n", "only a static body may have density 0"},@/
    {"circle r=1 static vx=1\n", "static body cannot move"},@/
    {"circle r=1 friction=-1\n", "friction must be"},@/
    {"circle r=1 restitution=2\n", "restitution must be between 0 and 1"},@/
    {"circle r=1 angle=0.5\n", "do not rotate until chapter 6"},@/
    {"circle r=1 omega=2\n", "do not rotate until chapter 6"},@/
    {"circle r=1 spring=0 anchor=0,0\n", "stiffness must be positive"},@/
    {"circle r=1 anchor=0,0\n", "'anchor' needs a spring"},@/
    {"circle r=1 static=yes\n", "'static' is a flag"},@/
    {"box w=1 h=1 colour=red\n", "unknown key 'colour'"},@/
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    test_bad_scene(t, cases[i][0], cases[i][1]);
}

@ @<Chapter 3 test cases@>+=
{"bad_body_scenes", "cli", "bad circle, box and polygon lines give FILE:LINE: and exit 2", test_bad_body_scenes},

@ A golden dump: twenty steps of \.{tests/scenes/ch03-bodies.scene}, which
has a body of each shape, a static one, a spring, a gravity scale and a
velocity, compared byte for byte with \.{tests/golden/ch03-bodies.csv}.
The circle's mass involves $\pi$, a constant, and the rest is additions,
multiplications, divisions and square roots, so the file is the same on
every machine (chapter~1's golden test says why).
@^golden files@>

@<Chapter 3 test functions@>+=
static void test_golden_bodies(test_context *t)
{
  test_dump_equals_golden(t, "scenes/ch03-bodies.scene", "golden/ch03-bodies.csv", 20);
}

@ @<Chapter 3 test cases@>+=
{"golden_bodies", "golden", "the dump of a scene of every shape equals the golden file", test_golden_bodies},

@ Rigid bodies are drawn as their shapes. The scene
\.{tests/scenes/ch03-shapes.scene} has a view 20\thinspace m wide, so
40 pixels make a metre and the origin is at the image's centre, $(400,300)$.
It holds a static box $4\times2\,$m centred at $(-5,0)$ and a static circle
of radius 2\thinspace m at $(5,0)$, both grey. The box's corner region,
$(-6.8,0.8)$, pixel $(128,268)$, must be grey: a box drawn as a circle of
its bounding radius would cover it too, so a second point,
$(-5,1.5)$, pixel $(200,240)$, must be the background, outside the box but
inside its bounding circle. For the circle, its centre $(5,0)$, pixel
$(600,300)$, must be grey, and $(6.6,1.6)$, pixel $(664,236)$, inside the
circle's bounding square but outside the circle, must be the background.

@<Chapter 3 test functions@>+=
static void test_shapes_drawn(test_context *t)
{
  char out[1024], scene_path[1024], image[1024];
  test_data(t, "scenes/ch03-shapes.scene", scene_path, sizeof scene_path);
  test_scratch(t, "ch03-shapes.bmp", image, sizeof image);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene %s --steps 0 --screenshot %s",
    scene_path, image) == 0);
  static const int points[4][3] = {{128, 268, 1}, {200, 240, 0}, {600, 300, 1}, {664, 236, 0}};
  for (int k = 0; k < 4; k++) {
    uint8_t rgb[3];
    if (!CHECK(t, test_bmp_pixel(t, image, points[k][0], points[k][1], rgb))) continue;
    bool grey = rgb[0] == 150 && rgb[1] == 150 && rgb[2] == 160;
    bool background = rgb[0] == 24 && rgb[1] == 26 && rgb[2] == 33;
    if (!CHECK(t, points[k][2] ? grey : background))
      test_note(t, "pixel (%d,%d) is %d,%d,%d", points[k][0], points[k][1], rgb[0], rgb[1],
        rgb[2]);
  }
}

@ @<Chapter 3 test cases@>+=
{"shapes_drawn", "golden", "boxes and circles are drawn as their shapes", test_shapes_drawn},

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

{\it One shape per body.} A hammer, a head and a handle, is one body made of
two shapes. Exercise~4 computes its mass; the engine does not allow it.

{\it Stiff springs explode.} The springs of the demo are forces that
the integrator sees only once per step. Verlet integration of a spring is
stable only while $\omega h<2$, that is for $k<4m/h^2$; with $h=1/60$ a
spring on the 8\thinspace kg pillow blows up above about
$1.15\times10^5\,$N/m. Exercise~2 finds the limit. The cure is not a
stiffer spring but a constraint, which holds bodies together without any
stiffness, as later chapters do.

{\it Large mass ratios.} The presets keep real ratios, up to 157 between
metal and pillow. Nothing in this chapter minds; the contact solvers of the
later chapters will.

@*1 Exercises.
Each exercise names what its test calls; \.{tools/grade 3.K} grades
exercise~K (see the preface), and \.{tests/exercises/} holds the tests and,
for teachers, reference solutions. The rating in brackets is Knuth's: [10]
a minute, [20] a quarter of an hour, [30] some hours, [40] a project.

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
the half step by which Verlet's velocity lags.)

\item{2.} [15] Write
|double ph_body_stiffness_limit(const ph_world *w, ph_body_id id, double h)|,
the largest stiffness of a zero-length spring for which body |id| swings
without growing under the world's integrator with steps $h$: $4m/h^2$ for
Verlet and symplectic Euler, 0 for explicit Euler, $+\infty$ for a static
body. (Test: $115200\,$N/m for 8\thinspace kg at $h={1\over60}\,$s, to
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
fifty times the rounding measured; started across the line to the point at
$\sqrt{G/r}$ they run on a circle, to $10^{-2}\,$m in radius and
$10^{-2}\,$rad in angle, above Verlet's errors of order $(\omega h)^2$.)
