@* Chapter 13: Asking the world.
Twelve chapters have taught the world to move; a game must also ask it
things. Where does this bullet hit? What is under the cursor? What does
this trigger area hold, and when does a body enter it or leave it? When
did two things start to touch, and when did they stop? And one question
the world must ask itself: has a small body moved so far in one step that
it passed clean through a wall, with no step ever finding the two
overlapping? This chapter answers them all on chapter~10's grid. A {\it
ray cast\/} finds where a segment first meets a shape, by the algebra of a
line against a circle and against a polygon's half-planes, and through
the grid it meets only the shapes in the cells it crosses.
The {\it point and box queries\/} find the shapes that contain a point or overlap a box.
A {\it sensor\/} is a body that reports its overlaps and pushes nothing.
The {\it contact events\/} tell, after each step, which pairs began and ended touching.
Last, {\it continuous collision\/} finds, for a body that moves
fast, the first moment of its step at which it touches a wall, and stops
it there.
@^ray casts@>
@^queries@>
@^sensors@>
@^contact events@>
@^continuous collision@>

Run \.{build/bin/ch13}: the default scene, \.{gallery}, is a shooting
gallery, a gun that sweeps a row of targets with rays and knocks over
what it hits (the key \.{2} fires at the mouse). The scene \.{trigger}
has a sensor that counts the balls that roll through it.
The scene \.{bullets} fires balls at 300\thinspace m/s at thin plates,
one lane tunnelling and two stopped.
All three tunnel once the key
\.{3} turns continuous collision off. A click picks the body under the
cursor with a point query.

@ The plan begins with a ray against a circle and against a convex polygon.
Then come the query grid, chapter~10's grid built over the bodies as they stand,
and the walk along a ray through its cells.
Ray casts, point and box queries through the world, sensors and contact events follow.
Then come why a fast body tunnels and the condition for it, the time of impact by
conservative advancement, and continuous collision in the step.
Last come the measurements, what the tests
check, what the chapter cannot do, and exercises.
\overviewpage

@*1 The algorithm on one page.
\input fig/ch13-text.tex
{\it After this chapter you can:}
\smallskip
\item{$\bullet$} intersect a segment with a circle and a convex polygon, and
give the hit's point, normal and fraction;
\item{$\bullet$} walk a ray through a grid's cells in order, and say why it
finds the closest hit;
\item{$\bullet$} gather begin and end events from two steps' lists of
touching pairs;
\item{$\bullet$} state when a body tunnels, and find its time of impact by
conservative advancement.
\smallskip
\noindent A ray from $\vec p_1$ to $\vec p_2$ is $\vec p(t)=\vec p_1+t\,\vec d$ with
$\vec d=\vec p_2-\vec p_1$ and $0\le t\le1$. Against a circle of centre
$\vec o$ and radius $r$, with $\vec m=\vec p_1-\vec o$, the hit is the
smaller root of
$$\vert\vec d\vert^2t^2+2(\vec m\cdot\vec d)\,t+\vert\vec m\vert^2-r^2=0.$$
Against a convex polygon, each face $i$ with normal $\vec n_i$ through
vertex $\vec v_i$ keeps the part of the ray behind its line.
The ray is inside from $t_{\rm in}$ to $t_{\rm out}$, each taken over the faces and the
ends of the segment, 0 and~1,
$$t_{\rm in}=\max_{\vec n_i\cdot\vec d<0}{\vec n_i\cdot(\vec v_i-\vec p_1)\over\vec n_i\cdot\vec d},
\qquad t_{\rm out}=\min_{\vec n_i\cdot\vec d>0}{\vec n_i\cdot(\vec v_i-\vec p_1)\over\vec n_i\cdot\vec d},$$
and it hits at $t_{\rm in}$ if $t_{\rm in}\le t_{\rm out}$. A body of
width $W_B$ moving $\Delta s$ in a step can pass a wall of thickness $W_W$
unseen when $\Delta s>W_B+W_W$.
It is pushed out the wrong side when it lands more than $(W_B+W_W)/2$ into the wall.
One that moves less than its inscribed radius $r_{\rm in}$ is safe against any wall.
The engine sweeps a body that moves more than $r_{\rm in}/2$, keeping the other half
as a margin (\S\secref{ch13-tunnel}). Conservative advancement
finds the first time $t$ at which the signed separation $\phi$ of a
moving shape from a fixed one reaches a target depth $-\delta$, by steps
$$t_{k+1}=t_k+{\phi(t_k)+\delta\over L},\qquad L=\vert\Delta\vec x\vert+\vert\Delta\theta\vert\,R_s,$$
with $\Delta\vec x$ and $\Delta\theta$ the body's motion in the step.
$R_s$ is the shape's {\it turning reach}, the reach that turning adds to
the bound on a point's motion: a polygon's farthest vertex from the
centre, and 0 for a circle. The steps can never pass the target. The step of stage~13:
\smallskip
\item{1.} find the contacts, setting the overlaps of sensors aside, and
compare the touching pairs with the last step's: the events;
\item{2--6.} as in chapter~12;
\item{7.} sweep every fast body from its pose at the step's start to its
pose now against the walls its path crosses, and put it back to its first
touch.
\smallskip
\noindent Figure~\figref{step-13} is the step of stage~13. Its barred
lines are this chapter's: the events after the search, and the sweep
after the correction.
\input fig/ch13-step.tex

@*1 A ray against a circle.
A point of the ray, $\vec p(t)=\vec p_1+t\vec d$, lies on the circle when
$\vert\vec p(t)-\vec o\vert^2=r^2$. With $\vec m=\vec p_1-\vec o$ this is
the quadratic of the one-page summary, $at^2+2bt+c=0$ with $a=\vec
d\cdot\vec d$, $b=\vec m\cdot\vec d$, $c=\vec m\cdot\vec m-r^2$
(Figure~\figref{raycircle}). Its roots are
$t=(-b\pm\sqrt{b^2-ac})/a$: the ray enters the circle at the smaller and
leaves at the larger. There is no hit if $b^2-ac<0$ (the line misses),
if the smaller root is past the end ($t>1$) or behind the start ($t<0$). A ray whose
start is inside the circle, $c\le0$, is given no hit: it cannot {\it
enter\/} the circle, and a bullet fired from inside a wall should not hit
that wall; Box2D answers the same \cite{box2d}. A ray that touches the circle,
$b^2=ac$, hits at the touch. The normal is the radius through the hit,
$(\vec p(t)-\vec o)/r$.

\mpfigure{fig/ch13-queries-2.mps}{}{A ray against a circle. The two roots
$t_1\le t_2$ of the quadratic are where the ray enters and leaves; the
nearer is the hit, with the radial normal.
At $t=-b/a$ the ray is nearest the centre.
A ray with $b^2<ac$ misses, and one that starts
inside, $c\le0$, is given no hit.}\figlabel{raycircle}

The smaller root is computed as $c/(-b+\sqrt{b^2-ac})$, the same number
written the other way (multiply the usual form above and below by
$-b+\sqrt{b^2-ac}$). When the ray starts close to the circle, $c$ is small,
$\sqrt{b^2-ac}$ is nearly $\vert b\vert=-b$, and the usual
$-b-\sqrt{b^2-ac}$ subtracts two nearly equal numbers and loses the digits of the answer.
The form used adds two positive numbers and keeps
them.
@^cancellation@>

@<Engine functions@>+=
static bool ray_circle(ph_vec2 o, double r, ph_vec2 p1, ph_vec2 d, ph_ray_hit *hit)
{
  ph_vec2 m = ph_sub(p1, o);
  double a = ph_dot(d, d), b = ph_dot(m, d), c = ph_dot(m, m) - r * r;
  double disc = b * b - a * c;
  if (c <= 0.0 || b >= 0.0 || disc < 0.0) return false; /* inside, going away, or missing */
  double t = c / (-b + sqrt(disc));
  if (t > 1.0) return false;
  hit->fraction = t;
  hit->point = ph_add(p1, ph_mul(t, d));
  hit->normal = ph_mul(1.0 / r, ph_sub(hit->point, o));
  return true;
}

@ A ray that starts outside ($c>0$) and does not point toward the centre
($b\ge0$) moves away from the circle for all $t>0$, since
$\vert\vec p(t)-\vec o\vert^2=c+r^2+2bt+at^2$ only grows; the function
says no at once. With $b<0$ and $c>0$ both roots are positive, so the
smaller is not behind the start.

@*1 A ray against a convex polygon.
A convex polygon is the intersection of the half-planes behind its faces:
$\vec n_i\cdot(\vec x-\vec v_i)\le0$ for every face $i$, with $\vec n_i$ the
outward normal and $\vec v_i$ a vertex of the face. Put in the ray:
$$\vec n_i\cdot(\vec p_1-\vec v_i)+t\,\vec n_i\cdot\vec d\le0 .$$
Write $q_i=\vec n_i\cdot(\vec v_i-\vec p_1)$ and $e_i=\vec n_i\cdot\vec d$;
the condition is $t\,e_i\le q_i$. If $e_i<0$ the ray runs toward the
inside of face $i$, and the condition is $t\ge q_i/e_i$. This is a lower bound: the
ray {\it enters\/} the half-plane there. If $e_i>0$ the ray runs out, and
$t\le q_i/e_i$ is an upper bound, where it {\it leaves}. If $e_i=0$ the ray runs
along the face's line. It is then inside the half-plane always, if $q_i\ge0$, or never. So
the ray is in the polygon for $t$ between the largest entry and the
smallest exit, $[t_{\rm in},t_{\rm out}]$, starting from $[0,1]$. This is the
Cyrus--Beck clipping of a line by a convex region, the two-dimensional
form of the slab test \cite{cyrusbeck1978,ericson2005}. The ray hits if the
interval is not empty. The face that set $t_{\rm in}$ is the face
entered, and its normal is the hit's (Figure~\figref{raypolygon}).
@^Cyrus--Beck clipping@>

\mpfigure{fig/ch13-queries-1.mps}{}{A ray against a convex polygon. Each
face's line cuts the ray at $t_i$; a face whose normal points against the
ray ($\vec n_i\cdot\vec d<0$, blue) is one the ray enters, and raises
$t_{\rm in}$; one whose normal points along it (red) is one it leaves,
and lowers $t_{\rm out}$. The ray is inside from $t_{\rm in}$ to $t_{\rm
out}$ (the thick part) and hits at $t_{\rm in}$, with the normal of the
face that set it.}\figlabel{raypolygon}
@^slab test@>

A ray that starts inside has no face that sets $t_{\rm in}$ above 0 (every
$q_i\ge0$), and gets no hit, as with a circle. A ray that passes through a
vertex exactly has $t_{\rm in}=t_{\rm out}$ there and hits, with the
normal of the face whose entry is the later one (the first of them, if
two faces give the same $t$).

@<Engine functions@>+=
static bool ray_polygon(const ph_shape *s, ph_transform xf, ph_vec2 p1, ph_vec2 d,
  ph_ray_hit *hit)
{
  placed_polygon P = place_polygon(s, xf);
  double t_in = 0.0, t_out = 1.0;
  int face = -1;
  for (int i = 0; i < P.count; i++) {
    double q = ph_dot(P.n[i], ph_sub(P.v[i], p1)), e = ph_dot(P.n[i], d);
    @<Clip $[t_{\rm in},t_{\rm out}]$ by face |i|, or return |false| if the ray is outside it@>@;
  }
  if (face < 0) return false; /* it starts inside: no face was entered */
  hit->fraction = t_in;
  hit->point = ph_add(p1, ph_mul(t_in, d));
  hit->normal = P.n[face];
  return true;
}

@ The entry is taken only when it is strictly later, so that a tie goes
to the first face. Once the interval is empty the ray misses, and the
loop need go no further.

@<Clip $[t_{\rm in},t_{\rm out}]$ by face |i|...@>=
if (e == 0.0) {
  if (q < 0.0) return false; /* parallel, and outside this face */
} else if (e < 0.0) {
  double t = q / e;
  if (t > t_in || (face < 0 && q < 0.0)) t_in = t, face = i;
} else {
  double t = q / e;
  if (t < t_out) t_out = t;
}
if (t_in > t_out) return false;

@ The start of the ray decides the cases at $t=0$. A start exactly on a
face's line, $q=0$, counts as inside that face, as the point test counts the boundary.
Its entry $t=0$ is not later than $t_{\rm in}=0$, so it sets no face.
A ray that starts on the boundary gets no hit, whichever
way it points. A start outside a face, $q<0$, with the ray running in,
$e<0$, enters at $t=q/e>0$.
Only if rounding makes that quotient 0 (a
tiny $q$ against a huge $e$) would the first test miss it, and the
second keeps it an entry. A start outside a face with the ray running
out, $e\ge0$, gives $t\le0$ or no crossing at all, and the ray misses.

@ One shape, either kind. The segment must have a length; its start and
end must be finite. The function leaves |hit->body| alone: the caller
knows which body the shape belongs to.
@.ray must have finite ends@>

@<Engine functions@>+=
bool ph_shape_ray_cast(const ph_shape *s, ph_transform xf, ph_vec2 p1, ph_vec2 p2,
  ph_ray_hit *hit)
{
  if (!s || !hit || !ph_is_finite_vec(p1) || !ph_is_finite_vec(p2)) return false;
  ph_vec2 d = ph_sub(p2, p1);
  if (d.x == 0.0 && d.y == 0.0) return false;
  if (s->kind == PH_CIRCLE) return ray_circle(xf.position, s->radius, p1, d, hit);
  if (s->kind == PH_POLYGON) return ray_polygon(s, xf, p1, d, hit);
  return false;
}

@ The hit, and the functions of one shape.

@s ph_ray_hit int

@<Collision types@>+=
typedef struct {
  ph_body_id body; /* the body hit; null when nothing was hit */
  ph_vec2 point; /* where the ray first meets the shape's boundary */
  ph_vec2 normal; /* the shape's unit outward normal there */
  double fraction; /* $t$: |point| $=\vec p_1+t(\vec p_2-\vec p_1)$ */
} ph_ray_hit;

@ @<Collision functions@>+=
bool ph_shape_ray_cast(const ph_shape *s, ph_transform xf, ph_vec2 p1, ph_vec2 p2,
  ph_ray_hit *hit);
bool ph_shape_overlaps_box(const ph_shape *s, ph_transform xf, ph_aabb box);

@ @<Private declarations@>+=
static bool ray_circle(ph_vec2 o, double r, ph_vec2 p1, ph_vec2 d, ph_ray_hit *hit);
static bool ray_polygon(const ph_shape *s, ph_transform xf, ph_vec2 p1, ph_vec2 d,
  ph_ray_hit *hit);

@ A shape against a box, for the box query: the box is a polygon too, so
the separating-axis test of chapter~4 answers, with the box's two axes
and the polygon's normals. A circle overlaps the box when the box's
nearest point to its centre, the centre clamped to the box, is within
the radius. Touching counts as overlapping, as it does for a point on a
shape's boundary.

@<Engine functions@>+=
bool ph_shape_overlaps_box(const ph_shape *s, ph_transform xf, ph_aabb box)
{
  if (s->kind == PH_CIRCLE) {
    ph_vec2 c = xf.position;
    ph_vec2 q = ph_v(fmin(fmax(c.x, box.lower.x), box.upper.x),
      fmin(fmax(c.y, box.lower.y), box.upper.y));
    return ph_length_squared(ph_sub(c, q)) <= s->radius * s->radius;
  }
  ph_aabb own = ph_shape_aabb(s, xf); /* the box's own two axes */
  if (own.lower.x > box.upper.x || own.upper.x < box.lower.x || own.lower.y > box.upper.y
      || own.upper.y < box.lower.y) return false;
  placed_polygon P = place_polygon(s, xf);
  for (int i = 0; i < P.count; i++) @<Return |false| if face |i| of |P| has the box wholly outside@>@;
  return true;
}

@ The box's corner deepest behind face $i$ is the one that goes farthest
against its normal: the lower $x$ if $n_x>0$, and so on.

@<Return |false| if face |i| of |P| has the box wholly outside@>=
{
  ph_vec2 n = P.n[i];
  ph_vec2 corner = ph_v(n.x > 0.0 ? box.lower.x : box.upper.x,
    n.y > 0.0 ? box.lower.y : box.upper.y);
  if (ph_dot(n, ph_sub(corner, P.v[i])) > 0.0) return false;
}

@*1 The query grid.
This section gives the queries a grid of their own, the {\it query grid},
and says when the world builds it.
Chapter~10's grid cannot serve them. It is built once a step, over the bodies as they stood
when the step began, and then thrown away. Queries come at any time:
after a step, after a body has been put somewhere by hand, many times
between two steps.
The query grid is built from the same pieces as chapter~10's grid.
The bodies' boxes are found, and each body is entered in the cells its box covers.
The entries are sorted into the hashed table by the same counting sort.
The bodies too large for the grid are kept in a list of their own.
The world builds the query grid when a query needs it and the world has
changed since the last build. A change is a step taken, a body
made, or a body put somewhere or turned by hand.
Chapters 1, 4 and~6 tell of such a change through
|@<Tell the later chapters that body |b| has moved@>|.
So many queries between two steps share one build.
@^query grid@>

Queries meet static bodies as often as moving ones: a bullet hits the floor.
So every rigid body is entered, static bodies too.
The side of the cells is the mean size of the moving bodies' boxes, as in
chapter~10, or of all bodies' boxes if none moves. With |broad| set to |PH_BROAD_ALL|, the
queries test every body instead, as chapter~4's search does.
That brute force is what the tests and the measurements compare the grid with.

@<Engine functions@>+=
static bool query_grid_ready(ph_world *w)
{
  if (w->query_fresh && w->query_step == w->step_count && w->query_bodies == w->body_count)
    return true;
  ph_broad_scratch *g = &w->query_scratch;
  int m = 0;
  @<Gather the rigid bodies and their boxes@>@;
  w->query_live = m;
  if (!fill_query_grid(w, m)) return false;
  w->query_fresh = true;
  w->query_step = w->step_count;
  w->query_bodies = w->body_count;
  w->query_totals.rebuilds++;
  return true;
}

@ Chapter~10's gathering, |@<Gather the rigid bodies and their boxes@>|,
is used again here as it stands: it fills |g->live| with the rigid bodies
whose boxes are finite, and |g->boxes| and |g->transforms| by body index,
from the pointer |g|, here the query grid's own scratch arrays. Filling
the grid uses chapter~10's |@<Enter each body in its cells, or in the
list of large bodies@>| and |@<Sort the entries by bucket@>| in the same
way; both return $-1$ if memory runs out, which is why they sit in a
function of their own.

@<Engine functions@>+=
static bool fill_query_grid(ph_world *w, int m)
{
  return fill_query_cells(w, m) >= 0;
}

static int fill_query_cells(ph_world *w, int m)
{
  ph_broad_scratch *g = &w->query_scratch;
  double side;
  @<Choose the side of the query grid's cells, |side|@>@;
  size_t entry_count = 0;
  int large_count = 0;
  @<Enter each body in its cells, or in the list of large bodies@>@;
  size_t buckets = 1;
  while (buckets < 2 * entry_count) buckets *= 2;
  @<Sort the entries by bucket@>@;
  w->query_side = side, w->query_buckets = buckets, w->query_large = large_count;
  @<Find the box that holds every entered body, |w->query_box|@>@;
  return 0;
}

@ @<Choose the side of the query grid's cells, |side|@>=
{
  double sum = 0.0, all = 0.0;
  int moving = 0, counted = 0;
  for (int k = 0; k < m; k++) {
    int i = g->live[k];
    ph_vec2 d = ph_sub(g->boxes[i].upper, g->boxes[i].lower);
    double size = fmax(d.x, d.y);
    all += size, counted++;
    if (!is_static(&w->bodies[i])) sum += size, moving++;
  }
  side = moving > 0 ? sum / moving : counted > 0 ? all / counted : 1.0;
  if (!(side > 1e-9)) side = 1e-9;
}

@ The ray's walk starts where the ray enters the region of the entered
bodies and ends where it leaves it, so that a ray a kilometre long over a
scene ten metres wide walks ten metres of cells.

@<Find the box that holds every entered body...@>=
{
  bool any = false;
  for (int k = 0; k < m; k++) {
    int i = g->live[k];
    bool large = false;
    for (int l = 0; l < large_count && !large; l++) large = g->large[l] == i;
    if (large) continue;
    if (!any) w->query_box = g->boxes[i], any = true;
    w->query_box.lower = ph_v(fmin(w->query_box.lower.x, g->boxes[i].lower.x),
      fmin(w->query_box.lower.y, g->boxes[i].lower.y));
    w->query_box.upper = ph_v(fmax(w->query_box.upper.x, g->boxes[i].upper.x),
      fmax(w->query_box.upper.y, g->boxes[i].upper.y));
  }
  w->query_entered = any;
}

@ The world's record of its query grid. |query_scratch| is a second set of
chapter~10's scratch arrays.
Its |counts| array is not used by the grid.
It marks the bodies a query has already tested, with the number of the
query, so that a body entered in several cells is tested once.

@<World fields@>+=
ph_broad_scratch query_scratch; /* the query grid's arrays (chapter 13) */
bool query_fresh; /* built, and nothing has moved by hand since */
long query_step; /* the step count it was built at */
int query_bodies, query_live, query_large; /* bodies then; entered; large */
double query_side; /* the side of its cells */
size_t query_buckets; /* its table's size, a power of two */
ph_aabb query_box; /* the box of the entered bodies */
bool query_entered; /* is any body entered in the cells? */
int query_mark; /* the number of the current query, for |counts| */
ph_query_stats query_totals; /* work done by queries since the world began */

@ @<Initialise the later world fields@>+=
memset(&w->query_scratch, 0, sizeof w->query_scratch);
w->query_fresh = false;
w->query_step = -1;
w->query_bodies = w->query_live = w->query_large = 0;
w->query_side = 1.0;
w->query_buckets = 0;
w->query_box = (ph_aabb){{0.0, 0.0}, {0.0, 0.0}};
w->query_entered = false;
w->query_mark = 0;
w->query_totals = (ph_query_stats){0, 0, 0};

@ @<Free the later world fields@>+=
{
  ph_broad_scratch *g = &w->query_scratch;
  free(g->live); free(g->large); free(g->boxes); free(g->transforms); free(g->saved);
  free(g->entries); free(g->sorted); free(g->starts); free(g->pairs); free(g->pairs_by_b);
  free(g->counts); free(g->keys);
}

@ @<Tell the later chapters that body |b| has moved@>+=
w->query_fresh = false;

@ The work of queries is counted for the measurements: cells visited,
shapes tested, and the builds of the grid.

@s ph_query_stats int

@<Collision types@>+=
typedef struct {
  long cells; /* cells a ray or a box visited */
  long shape_tests; /* shapes tested against a ray, a point or a box */
  long rebuilds; /* builds of the query grid */
} ph_query_stats;

@ @<Collision functions@>+=
ph_query_stats ph_world_query_stats(const ph_world *w);

@ @<Engine functions@>+=
ph_query_stats ph_world_query_stats(const ph_world *w)
{
  ph_query_stats none = {0, 0, 0};
  return w ? w->query_totals : none;
}

@ Marking a body as tested by the current query. The marks array holds one
number per body; a new query takes the next number, so that nothing needs
clearing between queries (once every two billion queries the marks are
cleared, when the number would overflow).

@<Engine functions@>+=
static bool start_marks(ph_world *w)
{
  ph_broad_scratch *g = &w->query_scratch;
  size_t n = (size_t) w->body_count;
  size_t had = g->count_room;
  if (!make_room(&g->counts, &g->count_room, n + 1, sizeof *g->counts)) return false;
  if (g->count_room > had) memset(g->counts + had, 0, (g->count_room - had) * sizeof *g->counts);
  if (w->query_mark == INT32_MAX) {
    memset(g->counts, 0, g->count_room * sizeof *g->counts);
    w->query_mark = 0;
  }
  w->query_mark++;
  return true;
}

static bool first_visit(ph_world *w, int i)
{
  int *mark = &w->query_scratch.counts[i];
  if (*mark == w->query_mark) return false;
  *mark = w->query_mark;
  return true;
}

@ Chapter~4's search, which runs before chapter~10's functions in the
program, now calls chapter~10's |make_room| for the sensors' list, so it
is declared here.

@<Private declarations@>+=
static bool make_room(void *array, size_t *room, size_t needed, size_t size);
static bool query_grid_ready(ph_world *w);
static bool fill_query_grid(ph_world *w, int m);
static int fill_query_cells(ph_world *w, int m);
static bool start_marks(ph_world *w);
static bool first_visit(ph_world *w, int i);

@*1 Walking a ray through the cells.
The cells a segment crosses can be listed in order, one at a time, with no
square roots: the walk of Amanatides and Woo \cite{amanatides1987}. From
the cell of the start, the ray next crosses either a vertical line of the
grid or a horizontal one. Let $t_x$ be the ray's parameter at the next
vertical line and $t_y$ at the next horizontal one.
The ray steps into the cell beside, in $x$ if $t_x<t_y$ and in $y$ otherwise.
That line's next
crossing is one cell further, $\Delta t_x=\ell_{\rm cell}/\vert d_x\vert$
(or $\Delta t_y$) later. The walk ends at the cell of the end, or when
the next crossing is beyond the fraction that the closest hit so far has
clipped the ray to. Figure~\figref{gridwalk} numbers the cells in the
order of the walk.

\mpfigure{fig/ch13-queries-3.mps}{}{The walk of a ray through the grid's
cells of side $\ell_{\rm cell}$. The cells are numbered in the order
visited. $t_x$ and $t_y$ are the ray's next crossings of a vertical and
a horizontal line; the smaller is taken, and advances by its fixed
step.}\figlabel{gridwalk}
@^Amanatides--Woo walk@>
@^grid walk@>

The walk finds the closest hit, for this reason. A body whose shape the ray meets at $t$
has its box in every cell the ray crosses at $t$, so the walk meets the body no
later than in the cell that holds $\vec p(t)$. Cells are met in the order
of $t$. When the walk stops, at a crossing beyond the clipped fraction
$t^\star$, every point of the ray before $t^\star$ has been in a cell
already visited. So no body with a hit before $t^\star$ can be missed.

@<Engine functions@>+=
static bool walk_ray(ph_world *w, ph_vec2 p1, ph_vec2 d, uint32_t mask,
  ph_ray_callback *fn, void *context, double *clip)
{
  double side = w->query_side, t0 = 0.0, t1 = 1.0;
  @<Clip the ray to the box of the entered bodies, |[t0,t1]|, or return@>@;
  ph_vec2 a = ph_add(p1, ph_mul(t0, d));
  long long cx = grid_cell(a.x, side), cy = grid_cell(a.y, side);
  ph_vec2 b = ph_add(p1, ph_mul(t1, d));
  long long ex = grid_cell(b.x, side), ey = grid_cell(b.y, side);
  int sx = d.x > 0.0 ? 1 : -1, sy = d.y > 0.0 ? 1 : -1;
  @<Test the entered bodies one by one instead if the ray crosses more cells than they are@>@;
  double tx, ty, dtx, dty;
  @<Find the first crossings |tx|, |ty| and their spacing |dtx|, |dty|@>@;
  for (;;) {
    @<Test the bodies of cell |(cx,cy)| against the ray, returning |false| if told to stop@>@;
    if (cx == ex && cy == ey) break;
    double next = fmin(tx, ty);
    if (next > *clip || next > t1) break;
    if (tx < ty) cx += sx, tx += dtx;
    else cy += sy, ty += dty;
  }
  return true;
}

@ The ray is clipped, as by the polygon's faces, to the box of the bodies
in the cells; if it misses the box there is nothing to walk.

@<Clip the ray to the box of the entered bodies...@>=
if (!w->query_entered) return true;
for (int axis = 0; axis < 2; axis++) {
  double p = axis ? p1.y : p1.x, e = axis ? d.y : d.x;
  double lo = axis ? w->query_box.lower.y : w->query_box.lower.x;
  double hi = axis ? w->query_box.upper.y : w->query_box.upper.x;
  if (e == 0.0) {
    if (p < lo || p > hi) return true;
    continue;
  }
  double ta = (lo - p) / e, tb = (hi - p) / e;
  t0 = fmax(t0, fmin(ta, tb));
  t1 = fmin(t1, fmax(ta, tb));
}
if (t0 > t1) return true;

@ A ray that runs from its start cell $(c_x,c_y)$ to its end cell
$(e_x,e_y)$ crosses $\vert e_x-c_x\vert+\vert e_y-c_y\vert+1$ cells: each step of
the walk moves one cell in $x$ or in $y$. A long ray over a sparse world can cross
more cells than there are bodies to test.
Then the bodies are tested one by one, in order, which costs no more than the walk would.
So the walk
is never longer than the brute force.

@<Test the entered bodies one by one instead...@>=
if ((double) llabs(ex - cx) + (double) llabs(ey - cy) + 1.0 > (double) w->query_live) {
  const ph_broad_scratch *g = &w->query_scratch;
  for (int k = 0; k < w->query_live; k++)
    if (!ray_test_body(w, g->live[k], p1, d, mask, fn, context, clip)) return false;
  return true;
}

@ The first vertical line the ray meets is the right edge of its cell if
it runs right, the left edge if it runs left; its parameter is the
distance to it over $d_x$. A ray with $d_x=0$ meets none: $t_x=\infty$.

@<Find the first crossings...@>=
if (d.x != 0.0) {
  double edge = (double) (cx + (sx > 0 ? 1 : 0)) * side;
  tx = (edge - p1.x) / d.x, dtx = side / fabs(d.x);
} else tx = dtx = INFINITY;
if (d.y != 0.0) {
  double edge = (double) (cy + (sy > 0 ? 1 : 0)) * side;
  ty = (edge - p1.y) / d.y, dty = side / fabs(d.y);
} else ty = dty = INFINITY;

@ The entries of a cell are found in its bucket, among those of other
cells that share it. Each body not yet tested by this query is tested;
the callback hears of every hit, and its answer decides what follows.

@<Test the bodies of cell |(cx,cy)|...@>=
{
  const ph_broad_scratch *g = &w->query_scratch;
  size_t k = grid_bucket(cx, cy, w->query_buckets);
  w->query_totals.cells++;
  for (int e = g->starts[k]; e < g->starts[k + 1]; e++) {
    const ph_grid_entry *q = &g->sorted[e];
    if (q->cx != cx || q->cy != cy) continue;
    if (!ray_test_body(w, q->body, p1, d, mask, fn, context, clip)) return false;
  }
}

@ One body against the ray: the layers first, then the shape, then the callback.
Its answer is read as Box2D reads it \cite{box2d}: $-1$ says
``ignore this body'' (a filter), 0 says stop, and a fraction $f$ clips the
ray to $f$, so that later hits farther than $f$ are not reported. To
see every hit, return 1; for the closest, return the hit's own fraction.
The shape is always cast against the whole ray, and a hit beyond the clip
is dropped, so that a hit's fraction has the same bits whichever way the
body was found. The function returns |false| when the cast must stop.

@<Engine functions@>+=
static bool ray_test_body(ph_world *w, int i, ph_vec2 p1, ph_vec2 d, uint32_t mask,
  ph_ray_callback *fn, void *context, double *clip)
{
  const ph_body *b = &w->bodies[i];
  if (!first_visit(w, i) || (b->category & mask) == 0) return true;
  w->query_totals.shape_tests++;
  ph_ray_hit hit;
  bool met = ph_shape_ray_cast(&b->shape, w->query_scratch.transforms[i], p1, ph_add(p1, d),
    &hit);
  @<Let a later chapter cast the ray against every part of body |b| instead@>@;
  if (!met || hit.fraction > *clip) return true;
  hit.body = ph_body_id_of(i);
  double answer = fn(context, hit);
  if (answer == 0.0) return false;
  if (answer > 0.0 && answer < *clip) *clip = answer;
  return true;
}

@ Chapter~14's bodies have several shapes, and it casts the ray against
each of them here.

@<Let a later chapter cast the ray against every part of body |b| instead@>=
@;

@ @<Private declarations@>+=
static bool walk_ray(ph_world *w, ph_vec2 p1, ph_vec2 d, uint32_t mask,
  ph_ray_callback *fn, void *context, double *clip);
static bool ray_test_body(ph_world *w, int i, ph_vec2 p1, ph_vec2 d, uint32_t mask,
  ph_ray_callback *fn, void *context, double *clip);

@*1 Casting a ray through the world.
The cast: the large bodies first, each tested directly, then the walk.
With the brute force chosen, or if the grid cannot be built for want of
memory, every rigid body is tested in order instead. Either way each
body is tested once, and the order of the callbacks depends on nothing
but the world, so it is the same in every run. A sensor is a body like any other to a query.
A gun that should fire through trigger zones
returns $-1$ for them, asking |ph_body_is_sensor|, or keeps them in a
layer of their own and leaves it out of the mask.
@.a ray cast needs a world...@>

@s ph_ray_callback int

@<Collision types@>+=
typedef double ph_ray_callback(void *context, ph_ray_hit hit);

@ @<Collision functions@>+=
void ph_world_ray_cast(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask,
  ph_ray_callback *fn, void *context);
ph_ray_hit ph_world_ray_cast_closest(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask);

@ @<Engine functions@>+=
void ph_world_ray_cast(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask,
  ph_ray_callback *fn, void *context)
{
  if (!w || !fn || !ph_is_finite_vec(p1) || !ph_is_finite_vec(p2)) {
    ph_report("a ray cast needs a world, a callback and finite ends");
    return;
  }
  ph_vec2 d = ph_sub(p2, p1);
  double clip = 1.0;
  if (!start_marks(w)) {
    ph_report("out of memory in a query");
    return;
  }
  if (w->settings.broad == PH_BROAD_ALL || !query_grid_ready(w)) {
    @<Test every rigid body against the ray@>@;
    return;
  }
  const ph_broad_scratch *g = &w->query_scratch;
  for (int k = 0; k < w->query_large; k++)
    if (!ray_test_body(w, g->large[k], p1, d, mask, fn, context, &clip)) return;
  walk_ray(w, p1, d, mask, fn, context, &clip);
}

@ The brute force needs the transforms that the grid would have kept; it
computes them into the same array.

@<Test every rigid body against the ray@>=
{
  ph_broad_scratch *g = &w->query_scratch;
  if (!make_room(&g->transforms, &g->transform_room, (size_t) w->body_count,
      sizeof *g->transforms)) {
    ph_report("out of memory in a query");
    return;
  }
  w->query_fresh = false; /* the transforms array now holds the brute force's */
  for (int i = 0; i < w->body_count; i++) {
    if (w->bodies[i].kind != PH_RIGID) continue;
    g->transforms[i] = transform_of(&w->bodies[i]);
    if (!ray_test_body(w, i, p1, d, mask, fn, context, &clip)) return;
  }
}

@ The closest hit is the commonest question, so it has a function of its
own: its callback keeps the hit with the smallest fraction, the lower
body on a tie, and clips the ray to it.

@<Engine functions@>+=
static double keep_closest(void *context, ph_ray_hit hit)
{
  ph_ray_hit *best = context;
  if (best->body.index1 == 0 || hit.fraction < best->fraction
      || (hit.fraction == best->fraction && hit.body.index1 < best->body.index1)) *best = hit;
  return best->fraction;
}

ph_ray_hit ph_world_ray_cast_closest(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask)
{
  ph_ray_hit best = {{0}, {0.0, 0.0}, {0.0, 0.0}, 1.0};
  ph_world_ray_cast(w, p1, p2, mask, keep_closest, &best);
  return best;
}

@ @<Private declarations@>+=
static double keep_closest(void *context, ph_ray_hit hit);

@*1 Point and box queries.
A point query is a box query of a box with no size, with the test of
containment instead of overlap; both walk the cells the box covers, and
test each body entered there once. Their answers come in the order of
the bodies' numbers, whatever the order of the cells.
The bodies found are gathered, sorted, and only then given to the callback.
So the answer is the same set in the same order as testing every body would
give. The callback may stop the query by returning |false|; the function
returns how many bodies it reported, or $-1$ if the query was wrong. A
|NULL| callback only counts.
@.a box query needs...@>

@s ph_query_callback int

@<Collision types@>+=
typedef bool ph_query_callback(void *context, ph_body_id body);

@ @<Collision functions@>+=
int ph_world_query_point(ph_world *w, ph_vec2 p, uint32_t mask, ph_query_callback *fn,
  void *context);
int ph_world_query_box(ph_world *w, ph_aabb box, uint32_t mask, ph_query_callback *fn,
  void *context);

@ @<Engine functions@>+=
int ph_world_query_point(ph_world *w, ph_vec2 p, uint32_t mask, ph_query_callback *fn,
  void *context)
{
  if (!w || !ph_is_finite_vec(p)) {
    ph_report("a point query needs a world and a finite point");
    return -1;
  }
  return query_region(w, (ph_aabb){p, p}, true, mask, fn, context);
}

int ph_world_query_box(ph_world *w, ph_aabb box, uint32_t mask, ph_query_callback *fn,
  void *context)
{
  if (!w || !ph_is_finite_vec(box.lower) || !ph_is_finite_vec(box.upper)
      || box.lower.x > box.upper.x || box.lower.y > box.upper.y) {
    ph_report("a box query needs a world and a finite box with lower <= upper");
    return -1;
  }
  return query_region(w, box, false, mask, fn, context);
}

@ Both queries: the candidates from the grid (or every body), each tested
once, the found ones collected in the query grid's scratch array
|g->pairs|, sorted, and reported.

@<Engine functions@>+=
static int query_region(ph_world *w, ph_aabb box, bool point, uint32_t mask,
  ph_query_callback *fn, void *context)
{
  if (!start_marks(w)) {
    ph_report("out of memory in a query");
    return -1;
  }
  int found = 0;
  if (w->settings.broad == PH_BROAD_ALL || !query_grid_ready(w)) {
    @<Test every rigid body against the region@>@;
  } else {
    @<Test the large bodies and the bodies of every cell the box covers@>@;
  }
  ph_broad_scratch *g = &w->query_scratch;
  if (found > 1) qsort(g->pairs, (size_t) found, sizeof *g->pairs, by_first_body);
  int reported = 0;
  for (int k = 0; k < found; k++) {
    reported++;
    if (fn && !fn(context, ph_body_id_of(g->pairs[k].a))) break;
  }
  return reported;
}

@ The bodies found are kept in the grid's |pairs| array, which queries do
not otherwise use, each as a pair with itself. (A query that has found
nothing may have no array at all yet.
C forbids handing |qsort| a null array even with nothing in it,
so one body or none is not sorted.
The fuzzer of the command line, run under the undefined-behaviour sanitizer,
catches that call.)

@<Engine functions@>+=
static bool region_test_body(ph_world *w, int i, ph_aabb box, bool point, uint32_t mask,
  ph_transform xf, int *found)
{
  const ph_body *b = &w->bodies[i];
  ph_broad_scratch *g = &w->query_scratch;
  if (!first_visit(w, i) || (b->category & mask) == 0) return true;
  w->query_totals.shape_tests++;
  bool in = point ? ph_shape_contains(&b->shape, xf, box.lower)
    : ph_shape_overlaps_box(&b->shape, xf, box);
  @<Let a later chapter test every part of body |b| against the region instead@>@;
  if (!in) return true;
  if (!make_room(&g->pairs, &g->pair_room, (size_t) *found + 1, sizeof *g->pairs)) return false;
  g->pairs[(*found)++] = (ph_pair){i, i};
  return true;
}

@ @<Let a later chapter test every part of body |b| against the region...@>=
@; /* chapter 14 */

@ @<Engine functions@>+=
static int by_first_body(const void *p, const void *q)
{
  int a = ((const ph_pair *) p)->a, b = ((const ph_pair *) q)->a;
  return (a > b) - (a < b);
}

@ @<Test every rigid body against the region@>=
for (int i = 0; i < w->body_count; i++) {
  if (w->bodies[i].kind != PH_RIGID) continue;
  if (!region_test_body(w, i, box, point, mask, transform_of(&w->bodies[i]), &found)) {
    ph_report("out of memory in a query");
    return -1;
  }
}

@ A box that covers more cells than the grid has entries is walked no
further: the entries themselves are tested instead, each once. So a box
over the whole world costs what the brute force costs, and no more.

@<Test the large bodies and the bodies of every cell the box covers@>=
ph_broad_scratch *g = &w->query_scratch;
double side = w->query_side;
long long x0 = grid_cell(box.lower.x, side), x1 = grid_cell(box.upper.x, side);
long long y0 = grid_cell(box.lower.y, side), y1 = grid_cell(box.upper.y, side);
bool ok = true;
for (int k = 0; k < w->query_large && ok; k++)
  ok = region_test_body(w, g->large[k], box, point, mask, g->transforms[g->large[k]], &found);
if ((double) (x1 - x0 + 1) * (double) (y1 - y0 + 1) > (double) w->query_live) {
  for (int k = 0; k < w->query_live && ok; k++)
    ok = region_test_body(w, g->live[k], box, point, mask, g->transforms[g->live[k]], &found);
} else
  for (long long cy = y0; cy <= y1 && ok; cy++)
    for (long long cx = x0; cx <= x1 && ok; cx++) @<Test the bodies entered in cell |(cx,cy)|@>@;
if (!ok) {
  ph_report("out of memory in a query");
  return -1;
}

@ @<Test the bodies entered in cell |(cx,cy)|@>=
{
  size_t k = grid_bucket(cx, cy, w->query_buckets);
  w->query_totals.cells++;
  for (int e = g->starts[k]; e < g->starts[k + 1] && ok; e++) {
    const ph_grid_entry *q = &g->sorted[e];
    if (q->cx == cx && q->cy == cy)
      ok = region_test_body(w, q->body, box, point, mask, g->transforms[q->body], &found);
  }
}

@ @<Private declarations@>+=
static int query_region(ph_world *w, ph_aabb box, bool point, uint32_t mask,
  ph_query_callback *fn, void *context);
static bool region_test_body(ph_world *w, int i, ph_aabb box, bool point, uint32_t mask,
  ph_transform xf, int *found);
static int by_first_body(const void *p, const void *q);

@*1 Sensors.
This section adds the {\it sensor}: a body that notices what overlaps it and does nothing
about it. A sensor may be a trigger zone at a door, the area from which a power-up can be picked
up, or the field of view of a guard. The search for
contacts finds a sensor like any body, and the narrow phase finds its overlaps.
But an overlap with a sensor is set aside in a list of its own instead of
becoming a contact. So no solver ever sees the overlap, and the sensor pushes
nothing. Two sensors take no notice of each other. A sensor obeys the
layers, so that a trigger can be made to notice only the player.
@^sensors@>
@^trigger zones@>

@<Body fields@>+=
bool sensor; /* reports overlaps, takes no contact (chapter 13) */
bool bullet; /* swept against moving bodies too (chapter 13) */

@ @<Initialise the later body fields@>+=
b->sensor = b->bullet = false;

@ @<Body definition fields@>+=
bool sensor; /* a sensor: it reports overlaps and pushes nothing */
bool bullet; /* continuous collision against moving bodies too */

@ @<Set the defaults of the later body definition fields@>+=
d.sensor = d.bullet = false;

@ @<Prepare the later parts of shape |s|@>+=
b->sensor = d->sensor;
b->bullet = d->bullet;

@ The overlaps of sensors, in the order the search finds them, which is
pair order.

@<World fields@>+=
ph_pair *sensed; /* this search's overlaps with sensors (chapter 13) */
int sensed_count;
size_t sensed_room;

@ @<Initialise the later world fields@>+=
w->sensed = NULL;
w->sensed_count = 0;
w->sensed_room = 0;

@ @<Free the later world fields@>+=
free(w->sensed);

@ @<Clear what a later chapter gathers beside the contacts@>+=
w->sensed_count = 0;

@ If memory for the list runs out, the overlap is lost and the error
handler hears so; the sensor still pushes nothing.
@.out of memory noting a sensor's overlap@>

@<Let a later chapter take the overlap of bodies |i| and |j| instead...@>+=
if (w->bodies[i].sensor || w->bodies[j].sensor) {
  if (w->bodies[i].sensor && w->bodies[j].sensor) return true;
  if (!make_room(&w->sensed, &w->sensed_room, (size_t) w->sensed_count + 1,
      sizeof *w->sensed)) {
    ph_report("out of memory noting a sensor's overlap");
    return true;
  }
  if (w->sensed_count == 0 || w->sensed[w->sensed_count - 1].a != i
      || w->sensed[w->sensed_count - 1].b != j)
    w->sensed[w->sensed_count++] = (ph_pair){i, j}; /* once, however many parts touch */
  return true;
}

@ The interface: whether a body is a sensor, or a bullet (below), and a
setter for the second, which a game changes as a projectile slows.

@<Body functions@>+=
bool ph_body_is_sensor(const ph_world *w, ph_body_id id);
bool ph_body_is_bullet(const ph_world *w, ph_body_id id);
bool ph_body_set_bullet(ph_world *w, ph_body_id id, bool bullet);

@ @<Engine functions@>+=
bool ph_body_is_sensor(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b && b->sensor;
}

bool ph_body_is_bullet(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b && b->bullet;
}

bool ph_body_set_bullet(ph_world *w, ph_body_id id, bool bullet)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  b->bullet = bullet;
  return true;
}

@*1 Contact events.
This section tells a game when two bodies start touching and when they stop.
A game wants both: at the start it may play a sound or take damage.
The world keeps the list of the pairs that
touched in the last step's search, contacts and sensors' overlaps
together, in pair order $(a,b)$ with $a<b$. After this step's search the world
makes the new list and walks the two lists together, as a merge does. A pair only
in the new list has {\it begun\/} touching; a pair only in the old list has
{\it ended}. The events are kept until the next step replaces
them, and the program reads them through the interface below.
So no user code is called
in the middle of a step, where it might change the world the solver is
working on. The events come in the pairs' order, the same in every run.
The search of a step sees the poses that the step before it left, so a step's
events describe those poses. A pair that begins to touch as step $k$
moves the bodies is reported by step $k+1$. Figure~\figref{events}
follows a ball through a sensor.
@^events@>

\mpfigure{fig/ch13-queries-6.mps}{}{A ball crossing a sensor, at its
poses at the ends of steps 0 to~10. The search of step~$k$ sees the poses step~$k-1$ left.
The ball first overlaps the sensor at the end of step~4, so step~5 reports the begin.
It last overlaps at the end of step~7,
which step~8 still sees, so step~9 reports the end. Each is reported
once, however many steps the ball stays inside.}\figlabel{events}

Both lists are sorted by $(a,b)$, so the walk is one pass over each,
$O(n_{\rm old}+n_{\rm new})$. A contact's list comes sorted from the search
(chapter~10's pair order), and so do the sensors' overlaps; the two are
merged into one sorted list, since a pair is never in both.

@s ph_event int
@s ph_event_kind int

@<Collision types@>+=
typedef enum { PH_BEGIN_TOUCH, PH_END_TOUCH } ph_event_kind;
typedef struct {
  ph_event_kind kind;
  ph_body_id a, b; /* |a| the lower */
  bool sensor; /* one of the two is a sensor */
} ph_event;

@ @<World fields@>+=
ph_event *events; /* the last step's (chapter 13) */
int event_count;
size_t event_room;
ph_pair *touching, *touching_now; /* the pairs of the last search, and of this one */
int touching_count, touching_now_count;
size_t touching_room, touching_now_room;

@ @<Initialise the later world fields@>+=
w->events = NULL, w->event_count = 0, w->event_room = 0;
w->touching = w->touching_now = NULL;
w->touching_count = w->touching_now_count = 0;
w->touching_room = w->touching_now_room = 0;

@ @<Free the later world fields@>+=
free(w->events);
free(w->touching);
free(w->touching_now);

@ The events are found in phase~1, right after the search, and after
chapter~14 has woken what the search found touching a sleeper.

@<Find the contacts@>+=
@<Note the events of this search@>@;

@ @<Note the events of this search@>=
@<Let a later chapter wake the bodies that the contacts touch@>@;
note_events(w);

@ @<Let a later chapter wake the bodies that the contacts touch@>=
@; /* chapter 14 */

@ Making the new list: the contacts and the sensors' overlaps merged by
pair order. A sensor's pair is marked by a negative |b|, $-1-b$, so that
the merge of events can tell it apart.

@<Engine functions@>+=
static void note_events(ph_world *w)
{
  w->event_count = 0;
  size_t n = (size_t) w->contact_count + (size_t) w->sensed_count;
  if (!make_room(&w->touching_now, &w->touching_now_room, n + 1, sizeof *w->touching_now)
      || !make_room(&w->events, &w->event_room, n + (size_t) w->touching_count + 1,
        sizeof *w->events)) {
    ph_report("out of memory noting the contact events");
    return;
  }
  @<Merge the contacts and the sensors' overlaps into |w->touching_now|@>@;
  @<Add the pairs that a later chapter keeps out of the search to |w->touching_now|@>@;
  @<Walk the old and the new lists of touching pairs, noting the events@>@;
  @<Make the new list the old one@>@;
}

@ @<Merge the contacts and the sensors' overlaps...@>=
{
  int k = 0, s = 0, out = 0;
  while (k < w->contact_count || s < w->sensed_count) {
    ph_pair c = k < w->contact_count ? (ph_pair){w->contacts[k].a, w->contacts[k].b}
      : (ph_pair){INT32_MAX, INT32_MAX};
    ph_pair o = s < w->sensed_count ? w->sensed[s] : (ph_pair){INT32_MAX, INT32_MAX};
    bool sensor = pair_before(o, c);
    ph_pair p = sensor ? o : c;
    if (sensor) s++;
    else k++;
    if (!sensor && out > 0 && w->touching_now[out - 1].a == p.a
        && w->touching_now[out - 1].b == p.b) continue; /* chapter 14: a pair of several contacts */
    w->touching_now[out++] = sensor ? (ph_pair){p.a, -1 - p.b} : p;
  }
  w->touching_now_count = out;
}

@ Chapter~14 keeps the touching pairs of sleeping bodies, which the search
does not find, and adds them here.

@<Add the pairs that a later chapter keeps out of the search...@>=
@; /* chapter 14 */

@ @<Walk the old and the new lists...@>=
{
  int i = 0, j = 0;
  while (i < w->touching_count || j < w->touching_now_count) {
    ph_pair old = i < w->touching_count ? real_pair(w->touching[i]) : (ph_pair){INT32_MAX, 0};
    ph_pair now = j < w->touching_now_count ? real_pair(w->touching_now[j])
      : (ph_pair){INT32_MAX, 0};
    if (old.a == now.a && old.b == now.b) i++, j++;
    else if (pair_before(now, old)) note_event(w, PH_BEGIN_TOUCH, w->touching_now[j++]);
    else note_event(w, PH_END_TOUCH, w->touching[i++]);
  }
}

@ @<Make the new list the old one@>=
{
  ph_pair *t = w->touching;
  size_t room = w->touching_room;
  w->touching = w->touching_now, w->touching_room = w->touching_now_room;
  w->touching_count = w->touching_now_count;
  w->touching_now = t, w->touching_now_room = room;
}

@ The helpers: the order of pairs, a pair with its sensor's mark taken
off, and one event written.

@<Engine functions@>+=
static bool pair_before(ph_pair p, ph_pair q)
{
  return p.a < q.a || (p.a == q.a && p.b < q.b);
}

static ph_pair real_pair(ph_pair p)
{
  return p.b < 0 ? (ph_pair){p.a, -1 - p.b} : p;
}

static void note_event(ph_world *w, ph_event_kind kind, ph_pair p)
{
  ph_pair r = real_pair(p);
  w->events[w->event_count++] = (ph_event){kind, ph_body_id_of(r.a), ph_body_id_of(r.b),
    p.b < 0};
}

@ @<Private declarations@>+=
static void note_events(ph_world *w);
static bool pair_before(ph_pair p, ph_pair q);
static ph_pair real_pair(ph_pair p);
static void note_event(ph_world *w, ph_event_kind kind, ph_pair p);

@ Reading the events. An index out of range is reported and gives an
event with null bodies.
@.event index out of range@>

@<Collision functions@>+=
int ph_world_event_count(const ph_world *w);
ph_event ph_world_event(const ph_world *w, int k);

@ @<Engine functions@>+=
int ph_world_event_count(const ph_world *w)
{
  return w ? w->event_count : 0;
}

ph_event ph_world_event(const ph_world *w, int k)
{
  ph_event none = {PH_BEGIN_TOUCH, {0}, {0}, false};
  if (!w || k < 0 || k >= w->event_count) {
    ph_report("event index out of range");
    return none;
  }
  return w->events[k];
}

@*1 Why fast bodies tunnel.
This section asks how far a body may move in one step before the\seclabel{ch13-tunnel}
search for contacts can miss a wall, or push the body through it.
The search looks at the world once per step, at the poses
the last step left. A body that moves $\Delta s=\vert\vec v\vert h$ in a
step is seen at points $\Delta s$ apart, and between them it is never
seen at all. Take a body of width $W_B$ along its motion (a ball: $2r$)
moving straight at a wall of thickness $W_W$. It overlaps the wall at a
pose only if its front is past the wall's near face and its back is not
yet past the far face. These poses fill a stretch of its path of length $W_B+W_W$. If
$$\Delta s>W_B+W_W,$$
the samples can straddle the stretch, one before and the next beyond,
and the wall is never seen: the body {\it tunnels}. Take a ball of radius
0.05\thinspace m at 300\thinspace m/s, with the step $h=1/60$\thinspace s.
It moves 5\thinspace m a step. The stretch is the ball's width, 0.1\thinspace m,
plus a wall's 0.1\thinspace m: 0.2\thinspace m, a twenty-fifth of the step's motion.
@^tunnelling@>

There is a second, subtler failure: a body that is seen can be pushed
the wrong way. Even when a sample lands in the
stretch, it may land past its middle.
The body is then deeper in from the near face than from the far one,
and the narrow phase's smallest overlap is toward the far side.
Then the contact pushes the body {\it through}. So a
discrete step gets it right only if no sample lands more than $(W_B+W_W)/2$ deep.
A sample is at most $\Delta s$ past the near face, so that is safe whenever
$$\Delta s<{W_B+W_W\over2}.$$
The wall's thickness is not known in advance.
It may be next to nothing: a thin plate, or the last few centimetres of a platform's edge.
So a body is safe by itself when $\Delta s<W_B/2$, whatever the wall. For a convex shape the smallest
width in any direction is at least twice its {\it inscribed radius\/} $r_{\rm in}$, the radius of the largest circle about its centre inside it.
So a body whose
motion in a step is less than $r_{\rm in}$ never tunnels and, head on,
is never pushed the wrong way. The argument is one-dimensional: it takes
the smallest overlap to be along the wall's normal, which is exact for a
ball. A polygon that strikes a wall obliquely can have its smallest
overlap along one of its own faces. For it the bound is a guide rather
than a proof, and that is one more reason for the margin below.

A body also turns, and turning moves a point by up to its distance from the centre times
$\vert\Delta\theta\vert$. Call $R_s$ the shape's {\it turning reach}, the
reach that turning adds to the bound on a point's motion. For a polygon
$R_s$ is its farthest vertex from the centre. For a circle $R_s=0$.
Turning a circle about its centre moves every point of its rim, but the
rim as a set stays where it was. So the circle's extent along any
direction, and its separation from any other shape, do not change. The
motion counted is $\vert\Delta\vec x\vert+\vert\Delta\theta\vert R_s$. This
engine sweeps a body when that motion passes half its inscribed radius,
as Box2D does \cite{box2d}. The other half is the margin for the overlap
the body may already have at the step's start. Figure~\figref{tunnel}
draws the three outcomes for a ball, $W_B=2r$, against a wall of
thickness $W_W$; Table~\tabref{tunneltable}, below, measures them.
Table~\tabref{tunnelrules} sets the three thresholds side by side, with
their values for the ball of radius 0.05\thinspace m and the wall
0.1\thinspace m thick of the first paragraph, at $h=1/60\,$s.

\midinsert
\tablecaption{The three thresholds of a step's motion $\Delta s$, and
their values for a ball of radius 0.05\thinspace m
($W_B=2r=0.1\,$m, $r_{\rm in}=r$) and a wall 0.1\thinspace m thick, at
$h=1/60\,$s: as a distance a step, and as the speed $\Delta s/h$.}\tablabel{tunnelrules}
$$\vbox{\halign{#\hfil\qquad&$#$\hfil\qquad&\hfil#\quad&\hfil#\cr
case&\hbox{condition}&$\Delta s$ (m)&speed (m/s)\cr
\noalign{\smallskip\hrule\smallskip}
tunnels: never seen&\Delta s>W_B+W_W&0.2&12\cr
pushed through&\Delta s>(W_B+W_W)/2&0.1&6\cr
swept by this engine&\vert\Delta\vec x\vert+\vert\Delta\theta\vert R_s>r_{\rm in}/2&0.025&1.5\cr
}}$$
\endinsert

\mpfigure{fig/ch13-queries-4.mps}{}{Tunnelling. A ball of radius $r$
moving $\Delta s$ in a step toward a wall of thickness $W_W$ (from 0 to
$W_W$) is first seen overlapping it with its centre somewhere in $(-r,
-r+\Delta s]$. Short of the wall's middle, $W_W/2$, the contact pushes it
back (blue); past the middle the nearer face is the far one, and the
contact pushes it through (red); past $W_W+r$ it never touches the wall at
all (green).}\figlabel{tunnel}

@ The inscribed radius of a circle is its radius; of a convex polygon,
the smallest distance from its centre to a face's line. The turning
reach $R_s$ is as defined above: a polygon's largest vertex distance, and
0 for a circle.

@<Engine functions@>+=
static double inscribed_radius(const ph_shape *s)
{
  if (s->kind == PH_CIRCLE) return s->radius;
  double r = INFINITY;
  for (int i = 0; i < s->count; i++)
    r = fmin(r, ph_dot(s->normals[i], s->vertices[i]));
  return r;
}

static double shape_reach(const ph_shape *s)
{
  double R = 0.0;
  for (int i = 0; s->kind == PH_POLYGON && i < s->count; i++)
    R = fmax(R, ph_length(s->vertices[i]));
  return R;
}

@ @<Private declarations@>+=
static double inscribed_radius(const ph_shape *s);
static double shape_reach(const ph_shape *s);
static double shape_support(const ph_shape *s, ph_transform xf, ph_vec2 n);

@*1 The time of impact.
This section finds the first moment in a step at which a fast body
touches a wall, so that the body can be stopped there. Two ways of
keeping fast bodies out of walls are in use.
Box2D's current release uses {\it speculative contacts\/} for most bodies \cite{box2d}.
It makes a contact for every pair
whose boxes, grown by the motion of a step, overlap, even if the shapes are still apart.
The solver lets such a contact close its gap in the
step and no more. Speculative contacts need the narrow phase to report shapes that are
apart, with their distance. Chapter~4's manifolds give that only as a
depth with no points. They also make ``ghost'' stops against corners the
body would have missed. The classic way, which this chapter takes, finds
the {\it time of impact\/}: the first moment in the step at which the body,
moved along its path, touches something. It then puts the body back there
\cite{mirtich1996,catto2013}. This way changes nothing in chapters 4 to~12 and
costs nothing for bodies that move slowly, which is most of them.
@^time of impact@>
@^conservative advancement@>
@^speculative contacts@>

Let the moving shape go from pose $(\vec x_0,\theta_0)$ to
$(\vec x_1,\theta_1)$ in the step, linearly in a parameter $t\in[0,1]$,
and let the other shape stand still (a wall; below, a moving body is
taken at its pose at the step's end). Let $\phi(t)$ be their {\it signed
separation}: the distance between them when apart, and minus the depth of
their overlap when they overlap. The method needs one fact about $\phi$:
how fast it can fall. For convex shapes $\phi$ is the largest separation
along any unit direction~$\vec n$,
$$\phi=\max_{\vert\vec n\vert=1}\Bigl(\min_{\vec b\in B}\vec n\cdot\vec b-\max_{\vec a\in A}\vec n\cdot\vec a\Bigr),$$
with $A$ the moving shape and $B$ the fixed one. Along a fixed $\vec n$, the bracket changes only
as $A$'s points move. The pose is linear in $t$: the centre moves by
$\Delta\vec x$ and the angle by $\Delta\theta$ over the step. So a point
no farther than $R_s$ from the centre moves, per unit of $t$, at most
$L=\vert\Delta\vec x\vert+\vert\Delta\theta\vert R_s$. For a circle,
$\max_{\vec a\in A}\vec n\cdot\vec a$ depends on the centre alone, so
turning does not change the bracket, and $R_s=0$. Each bracket then changes by at most
$L\,\Delta t$ in a time $\Delta t$, and so does their largest, $\phi$. That bound is all conservative advancement
needs. Suppose that at a time $t_k$ the separation $\phi(t_k)$ is above the target $-\delta$. Then the
separation cannot reach the target before
$$t_{k+1}=t_k+{\phi(t_k)+\delta\over L},$$
so the body can be advanced there safely, and again from there. The
times increase toward the first touch and never pass it.
Figure~\figref{advance} shows the engine's own iterates for a ball
that meets a wall at an angle.

\mpfigure{fig/ch13-queries-5.mps}{}{Conservative advancement, on the
engine's sweep of a ball of radius 0.25\thinspace m that would cross a
wall 0.5\thinspace m thick in one step, at an angle. Left, its poses at
the iterates $t_k$, which crowd toward the first touch; the dashed ball is
where the step would have left it. Right, the separation $\phi(t)$ over the whole step: it falls, and rises again once the ball would be through.
From each iterate runs the line of slope $-L$ down to the target $-\delta$,
which is where the next iterate is taken.
The target,
half the slop below 0, is drawn a little lower than to scale, so that
the two lines can be told apart. The
coordinates are written by {\tt bench13} from
|ph_shape_time_of_impact|, which takes \ChThirteenAdvanceSteps\ steps
here, one at each iterate, the last finding $\phi$ within the tolerance
$\xi$ of the target.}\figlabel{advance}

The engine's narrow phase gives $\phi$ as minus the manifold's depth
(chapter~4). For two circles, and for a circle and a polygon, chapter~4 finds the nearest features, and this $\phi$ is exact.
For two polygons it is the largest separation along the polygons' own face normals,
a smaller set of directions.
That is $\phi$ exactly when they overlap and no more than $\phi$ when they are apart. A smaller value only makes the steps shorter, so the
advancement stays safe.

@ The advancement aims at a small overlap, not at the touch.
The body is stopped a little way in, between a quarter and a half
of chapter~8's slop.
A body stopped at the touch would give the next step's search nothing to find, and it would come back
through the same sweep step after step. Stopped a little way in, it gives the next step's search
a contact of that depth, and the solver does the rest: the bounce,
friction, rest. The iteration stops when $\phi\le-\delta+\xi$, with
$\delta$ half the slop and the tolerance $\xi$ a quarter of it, or when $t$
passes 1 (no touch in this step), or when the separating axis below shows
that no touch can come. A {\it step\/} of the advancement computes
$\phi(t_k)$ and then either stops or advances to $t_{k+1}$; the steps
counted, here and in the tables, are these computations of $\phi$, the
last, which finds $\phi$ within $\xi$ of the target, included. After
|toi_most_iterations| steps it stops where the last advance left it,
short of the touch, which is safe; the caller learns it from
|hit|, which says ``stop here'', a touch or not.

@<Engine functions@>+=
enum { toi_most_iterations = 32 };

ph_toi ph_shape_time_of_impact(const ph_shape *moving, ph_vec2 x0, double a0, ph_vec2 x1,
  double a1, const ph_shape *fixed, ph_transform xf, double target, double tol)
{
  ph_toi r = {1.0, false, 0};
  double L = ph_length(ph_sub(x1, x0)) + fabs(a1 - a0) * shape_reach(moving);
  bool turning = a1 != a0 && moving->kind == PH_POLYGON;
  double t = 0.0;
  while (r.iterations < toi_most_iterations) {
    ph_transform xm = {ph_lerp(x0, x1, t), ph_rotation_of(a0 + t * (a1 - a0))};
    ph_manifold m = ph_collide(moving, xm, fixed, xf);
    double phi = -m.depth;
    r.iterations++;
    if (phi <= target + tol) return (ph_toi){t, true, r.iterations};
    if (!(L > 0.0)) return r; /* it does not move, and does not touch */
    @<Return no touch if the axis of |m| keeps the shapes apart to the step's end@>@;
    t += (phi - target) / L;
    if (t > 1.0) return r;
  }
  return (ph_toi){t, true, r.iterations};
}

@ A separating axis ends the advancement early for a body that will miss.
A body that flies past a wall, close and nearly parallel to it, is the
slow case of the advancement. Its separation hardly falls, and each step
advances it by the gap over $L$, a few thousandths of the step. The
separating axis ends it at once. The manifold's normal $\vec n$ is the
axis along which the two shapes are farthest apart now.
Along a fixed axis, the separation of a shape that moves without turning is a linear
function of $t$: the fixed shape's extent along $\vec n$ does not change,
and the moving one's moves with its centre. So if the separation along
$\vec n$ is above the stopping point both now and at the step's end, it
is above it all the way between.
So is $\phi$, which is the largest separation along any axis.
There is no touch in the rest of the step. A
shape that turns has no such linear bound, and goes on advancing.

@<Return no touch if the axis of |m| keeps the shapes apart to the step's end@>=
if (!turning) {
  ph_transform end = {x1, ph_rotation_of(a1)};
  double gap = -shape_support(fixed, xf, ph_neg(m.normal)) - shape_support(moving, end, m.normal);
  if (gap > target + tol) return r;
}

@ The support of a shape along $\vec n$ is the largest $\vec n\cdot\vec p$ over
its points $\vec p$: for a circle its centre's plus the radius, for a
polygon its largest vertex's. The separation of $A$ from $B$ along
$\vec n$, from $A$ toward $B$, is $B$'s least, minus the support of $-\vec n$,
less $A$'s largest.

@<Engine functions@>+=
static double shape_support(const ph_shape *s, ph_transform xf, ph_vec2 n)
{
  if (s->kind == PH_CIRCLE) return ph_dot(n, xf.position) + s->radius;
  double most = -INFINITY;
  for (int i = 0; i < s->count; i++)
    most = fmax(most, ph_dot(n, ph_transform_point(xf, s->vertices[i])));
  return most;
}

@ @s ph_toi int

@<Collision types@>+=
typedef struct {
  double t; /* the time of impact, a fraction of the step */
  bool hit; /* stop at |t|: a touch, or where the advancement gave up short of one */
  int iterations; /* the steps of the advancement */
} ph_toi;

@ @<Collision functions@>+=
ph_toi ph_shape_time_of_impact(const ph_shape *moving, ph_vec2 x0, double a0, ph_vec2 x1,
  double a1, const ph_shape *fixed, ph_transform xf, double target, double tol);

@*1 Continuous collision in the step.
This section puts the time of impact into the step: which bodies are swept, against what, and when.
After the step's positions are final, in phase~7, every moving rigid body
that is fast by the test above is swept.
It is swept from its pose at the step's start to its pose now.
Chapter~11 keeps the pose at the start in |previous| and |previous_angle|, for the drawing.
The body's candidates are the bodies whose boxes meet
its swept box, found by the query grid. The swept box is the box of the centre's path, grown by the body's reach and
radius. Against each candidate the sweep finds the time of
impact. The earliest wins, and the body is put back to its pose at that time.
Its velocity is kept: the contact of the next step will turn it, with the
restitution of the pair.
@^continuous collision@>

Which pairs are swept? A fast body is always swept against a static body. A
{\it bullet\/} is swept against the other moving bodies too, taken at their poses
at the step's end, after the others have been swept.
Two fast bullets are not swept against each other:
their paths would both have to be searched at once. Sensors are never swept nor stop anything. A pair
already touching at the step's start is left out: the contact is
handling it, and a ball rolling fast along the floor must not be
stopped by the floor it rolls on. The layers, and chapter~12's joined
bodies, filter pairs as in the search.

@<Correct the positions@>+=
if (w->settings.continuous) sweep_fast_bodies(w);

@ The world's switch: on by default from stage 13.

@<Settings fields@>+=
bool continuous; /* sweep fast bodies to their first touch (chapter 13) */

@ @<Set the default values of later settings@>+=
s.continuous = stage >= 13;

@ The sweep itself, in two rounds: first the ordinary fast bodies against
static bodies, then the bullets against static and moving bodies. Each
round takes the bodies in the order of their numbers, so the result is
the same in every run.

@<Engine functions@>+=
static void sweep_fast_bodies(ph_world *w)
{
  w->sweep_record = (ph_continuous_stats){0, 0, 0, 0};
  w->query_fresh = false; /* the bodies have moved in this step */
  for (int round = 0; round < 2; round++) {
    bool moved = false;
    for (int i = 0; i < w->body_count; i++) {
      ph_body *b = &w->bodies[i];
      if (b->kind != PH_RIGID || is_static(b) || b->sensor || b->bullet != (round == 1))
        continue;
      @<Skip body |b| unless it is fast@>@;
      w->sweep_record.fast++;
      if (!query_grid_ready(w)) {
        ph_report("out of memory in the query grid: no continuous collision this step");
        return;
      }
      moved |= sweep_body(w, i);
    }
    if (moved) w->query_fresh = false;
  }
}

@ @<Skip body |b| unless it is fast@>=
double motion = ph_length(ph_sub(b->position, b->previous))
  + fabs(b->angle - b->previous_angle) * shape_reach(&b->shape);
if (!(motion > 0.5 * inscribed_radius(&b->shape))) continue;

@ One body's sweep: the candidates in its swept box, by the box query's
own walk, each tested and the earliest time kept.

@<Engine functions@>+=
static bool sweep_body(ph_world *w, int i)
{
  ph_body *b = &w->bodies[i];
  ph_aabb box;
  @<Find the box |box| that body |b|'s path sweeps@>@;
  int found = query_region(w, box, false, UINT32_MAX, NULL, NULL);
  if (found < 0) return false;
  double best = 1.0;
  double delta = 0.5 * w->settings.slop, tol = 0.25 * w->settings.slop;
  if (!(delta > 0.0)) delta = 0.0025, tol = 0.00125; /* with no slop, chapter 8's default */
  for (int k = 0; k < found; k++) {
    int j = w->query_scratch.pairs[k].a;
    if (j == i || !sweeps_against(w, i, j)) continue;
    w->sweep_record.sweeps++;
    ph_toi r = ph_shape_time_of_impact(&b->shape, b->previous, b->previous_angle,
      b->position, b->angle, &w->bodies[j].shape, transform_of(&w->bodies[j]), -delta, tol);
    @<Let a later chapter sweep body |b| against every part of body |j| instead@>@;
    w->sweep_record.iterations += r.iterations;
    if (r.hit && r.t < best) best = r.t;
  }
  if (best < 1.0) @<Put body |b| back to its pose at time |best|@>@;
  return best < 1.0;
}

@ @<Let a later chapter sweep body |b| against every part of body |j|...@>=
@; /* chapter 14 */

@ The swept box: the box of the two positions of the centre, grown on
every side by the farthest any point of the shape can be from it:
$R_s$ for a polygon, and the radius for a circle. It holds the shape at
every pose between, turned or not.

@<Find the box |box| that body |b|'s path sweeps@>=
{
  double R = b->shape.kind == PH_CIRCLE ? b->shape.radius : shape_reach(&b->shape);
  box.lower = ph_v(fmin(b->previous.x, b->position.x) - R,
    fmin(b->previous.y, b->position.y) - R);
  box.upper = ph_v(fmax(b->previous.x, b->position.x) + R,
    fmax(b->previous.y, b->position.y) + R);
}

@ Putting the body back moves its position and angle to those of time
$t$ and keeps its velocity. Verlet's velocity is the difference of two
positions, so under Verlet the previous pose moves with it. The query grid
no longer holds the body where it is.
But in the first round only static
bodies are looked up in it, and in the second only bodies that are not
bullets, which the second round does not move.
So one build serves each round, and the grid is marked as old after a round that moved a body.

@<Put body |b| back to its pose at time |best|@>=
{
  ph_vec2 x = ph_lerp(b->previous, b->position, best);
  double a = b->previous_angle + best * (b->angle - b->previous_angle);
  if (w->settings.integrator == PH_VERLET) {
    b->previous = ph_add(b->previous, ph_sub(x, b->position));
    b->previous_angle += a - b->angle;
  }
  b->position = x, b->angle = a;
  w->sweep_record.stops++;
}

@ A sweep never takes a sensor.
It takes a static body always, and a moving body only for a bullet, and never another bullet.
It takes no pair the
layers or a joint keep apart, nor one already touching at the step's
start (a contact of this step's search).

@<Engine functions@>+=
static bool sweeps_against(ph_world *w, int i, int j)
{
  const ph_body *bi = &w->bodies[i], *bj = &w->bodies[j];
  if (bj->kind != PH_RIGID || bj->sensor) return false;
  if (!is_static(bj) && (!bi->bullet || bj->bullet)) return false;
  if (!layers_meet(bi, bj)) return false;
  @<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
  return !touching_at_start(w, i < j ? i : j, i < j ? j : i);
}

@ The step's contacts are in pair order, so whether a pair is among them
is a binary search: the first contact not before $(a,b)$ is found by
halving, and the pair touches if that contact is it.

@<Engine functions@>+=
static bool touching_at_start(const ph_world *w, int a, int b)
{
  int lo = 0, hi = w->contact_count;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    const ph_contact *c = &w->contacts[mid];
    if (c->a < a || (c->a == a && c->b < b)) lo = mid + 1;
    else hi = mid;
  }
  return lo < w->contact_count && w->contacts[lo].a == a && w->contacts[lo].b == b;
}

@ The record of the last step's sweeps, for the demo's panel and the
measurements.

@s ph_continuous_stats int

@<Collision types@>+=
typedef struct {
  long fast; /* bodies found fast */
  long sweeps; /* pairs swept */
  long stops; /* bodies put back to a time of impact */
  long iterations; /* steps of conservative advancement, all pairs */
} ph_continuous_stats;

@ @<World fields@>+=
ph_continuous_stats sweep_record; /* the last step's sweeps (chapter 13) */

@ @<Initialise the later world fields@>+=
w->sweep_record = (ph_continuous_stats){0, 0, 0, 0};

@ @<Collision functions@>+=
ph_continuous_stats ph_world_continuous_stats(const ph_world *w);

@ @<Engine functions@>+=
ph_continuous_stats ph_world_continuous_stats(const ph_world *w)
{
  ph_continuous_stats none = {0, 0, 0, 0};
  return w ? w->sweep_record : none;
}

@ @<Private declarations@>+=
static void sweep_fast_bodies(ph_world *w);
static bool sweep_body(ph_world *w, int i);
static bool sweeps_against(ph_world *w, int i, int j);
static bool touching_at_start(const ph_world *w, int a, int b);

@ Fast bodies are few in any scene that is not made of them, and pairs
swept fewer; the measurements below give the cost in a scene where every
body is fast.

@*1 Measurements.
The program {\tt bench13} measures the three claims of the chapter.
The grid answers a question by testing a few bodies, where
the brute force tests them all.
A discrete step loses fast balls exactly where
Figure~\figref{tunnel} says, and the sweep loses none.
And it measures what the sweeps cost. Every relation a sentence here states is claimed by the program,
and the build stops if one is false.
@^bench13@>

How much work does the grid save a ray? Table~\tabref{raytable} casts random rays, each about a quarter of the world
long, through worlds of $N$ random boxes and circles. It casts the same rays
by the brute force, which tests every body (|broad| set to |PH_BROAD_ALL|).
Both give the same hit, to the bit, for every ray. At $N=10\,000$ the grid tests
\ChThirteenRayTests\ shapes a ray and visits \ChThirteenRayCells\
cells. It casts a ray in \ChThirteenRayMicro\thinspace$\mu$s, \ChThirteenRaySpeedupLarge\ times faster than the
brute force, whose time is in the table. The price is the grid's build,
\ChThirteenRebuild\thinspace ms at that size, the time of
\ChThirteenRebuildRays\ rays. It is paid once after every step or move by hand,
however many questions follow. Table~\tabref{regiontable} does the same for
points and boxes.

\midinsert
\tablecaption{Rays through the query grid and by the brute force, by {\tt
bench13}: bodies $N$; microseconds a ray with the grid, with the brute
force, and their ratio; shapes tested a ray by each; cells the grid's
walk visits a ray; milliseconds to build the grid.}\tablabel{raytable}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\cr
$N$&grid&all&ratio&tests&tests, all&cells&build\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch13-rays.tex
}}$$
\endinsert

\midinsert
\tablecaption{Point and box queries through the query grid and by the
brute force, by {\tt bench13}: bodies $N$; for a point, microseconds a
query with the grid and with the brute force and shapes tested by each;
the same for a box 4\thinspace m wide.}\tablabel{regiontable}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&\multispan4\hfil point\hfil\quad&\multispan4\hfil box\hfil\cr
$N$&grid&all&tests&tests, all&grid&all&tests&tests, all\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch13-regions.tex
}}$$
\endinsert

@ Do balls tunnel where the thresholds of Table~\tabref{tunnelrules} say, and does the sweep stop them all?
Table~\tabref{tunneltable} fires a ball of radius 0.05\thinspace m at walls
of four thicknesses, at speeds from 2 to 300\thinspace m/s.
Each speed is fired from \ChThirteenPhases\ starting points spread over one step's motion, so that
the steps meet the wall at every phase of that motion.
Table~\tabref{tunnelstops} sums up all the flights. The lesson: the thresholds
hold exactly, and the sweep lets no ball through.

Without continuous collision, a flight ends beyond the wall exactly when
its first overlapping pose lands past the wall's middle. A flight passes
the wall untouched exactly when two consecutive poses straddle the wall.
So the speeds at which each failure first happens are those of Figure~\figref{tunnel}.
With continuous collision, the sweep stops every ball at a depth within
its target, between a quarter and a half of the slop~$s$.
Head on, the bound $L$ is exact. So the advancement's first step lands
on the target, and its second step finds the ball there.
The contact of the next time step then pushes the ball back out, to within the slop.

\midinsert
\tablecaption{Tunnelling, by {\tt bench13}: a ball of radius
0.05\thinspace m at the speed $v$ (m/s), moving $\Delta s$ (m) a step of
1/60\thinspace s, against walls of thickness $W_W$ (m), from
\ChThirteenPhases\ phases. For each wall, with continuous collision off,
the flights that end beyond the wall and, in parentheses, those that
never touched it; then with it on. Last, the deepest stop of the sweeps ({\it stop\/})
and the deepest overlap at the end ({\it deepest\/}; preface \S\secref{measures}).}\tablabel{tunneltable}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&&\multispan2\hfil 0.01\hfil\quad&\multispan2\hfil 0.05\hfil\quad
&\multispan2\hfil 0.1\hfil\quad&\multispan2\hfil 0.2\hfil\quad&&\cr
$v$&$\Delta s$&off&on&off&on&off&on&off&on&stop (mm)&deepest (mm)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch13-tunnel.tex
}}$$
\endinsert

\midinsert
\tablecaption{The flights of Table~\tabref{tunneltable}, summed, by {\tt
bench13}: how many end beyond the wall without and with continuous
collision; the slop $s$ and the target depth of a stop, $s/4$ to $s/2$;
the shallowest and the deepest stop of the sweeps; and the deepest
overlap at the end (preface, \S\secref{measures}).}\tablabel{tunnelstops}
$$\vbox{\halign{#\hfil\quad&\hfil#\cr
\ChThirteenStopRows
}}$$
\endinsert

@ What do the sweeps cost? Table~\tabref{ccdcost} measures two scenes.
The lesson: the sweeps cost time where bodies are fast, and almost nothing where none is.
A gas of 500 balls at
50\thinspace m/s in a closed box is the worst case:
every ball is fast in almost every step.
With the sweeps the gas steps in \ChThirteenGasOn\thinspace
ms, with some \ChThirteenSweepIterations\ steps of the advancement per
pair swept, and no ball leaves the box.
Without the sweeps it steps in \ChThirteenGasOff\thinspace ms.
The difference is not a fair price, since
\ChThirteenEscaped\ of its balls then leave the box through its walls and
fly free, touching nothing. A settled pyramid, the common case, has
no fast body. Its step takes \ChThirteenPileOn\thinspace ms with the
sweeps on and \ChThirteenPileOff\thinspace ms with them off. There the
sweeps cost only the test of each body's speed, so the two times differ
by noise alone. One run cannot tell apart times closer than a tenth, the
least bound of chapter~10's rule for noise (the rule of
Table~\tabref{engines}). So in some builds the step with the sweeps on
is even the faster; the sweeps do not speed it up.

\midinsert
\tablecaption{The cost of continuous collision, by {\tt bench13}: the
median milliseconds of a step, and a step's fast bodies, pairs swept,
bodies stopped and steps of conservative advancement, the steps per pair
swept, and the balls that left the box. The pyramid's two times differ
by noise only, whichever is the smaller: with no fast body, the sweeps
add only a test of each body's speed.}\tablabel{ccdcost}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad
&\hfil#\quad&\hfil#\quad&\hfil#\cr
scene&ms&fast&swept&stops&steps&a pair&left\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch13-ccd-cost.tex
}}$$
\endinsert

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests\/}
(|@<Chapter 13 test cases@>|), run by \.{ctest -L ch13} on this stage and
every later one. Table~\tabref{querytests} lists them; each tolerance is
argued where the test is written. The brute force is the judge
throughout: a ray or a query through the grid must give exactly what
testing every body gives, and a shape's ray cast must agree with a dense
sampling of the segment. The scene keys \.{sensor}, \.{bullet} and
\.{continuous}, the line \.{gun}, the options \.{--ray}, \.{--point},
\.{--box} and \.{--events}, and the three scenes are with the chapter's
programs, as is \.{bench13}, which makes the tables of the measurements.

\input fig/ch13-measured.tex
\midinsert
\tablecaption{The tests of chapter~13: what each asserts, its tolerance
and why, and what it measured on the build of this book. The steps of
\.{time\_of\_impact} are those of the advancement, its computations of
$\phi$, the last included.}\tablabel{querytests}
$$\vbox{\halign{\.{#}\hfil\quad&\vtop{\hsize=2.6in\noindent\strut#\strut}\quad
&\vtop{\hsize=1.7in\noindent\strut#\strut}\cr
\rm test&asserts&measured\cr
\noalign{\smallskip\hrule\smallskip}
ray\_judge&on random circles and polygons a hit is the first of 2001
samples of the ray inside the shape, to one sample; the normal is the
face's&\measuredrayjudge\cr
ray\_documented&a grazed corner and a tangent hit at the touch; a ray from
inside, or of no length, hits nothing; exact&\measuredraydocumented\cr
world\_rays&the grid's closest hit and all its hits are the brute force's,
with layers; fractions to $10^{-12}$ (they are in fact the same bits)&\measuredworldrays\cr
ray\_callback&$-1$ filters, 0 stops, a fraction clips; a tie goes to the
lower body&\measuredraycallback\cr
box\_overlap&a shape overlaps a box exactly when no axis separates them,
touching included&\measuredboxoverlap\cr
queries&point and box queries give the brute force's bodies, in order,
after the world has moved&\measuredqueries\cr
time\_of\_impact&the time of impact of a moving and a turning shape lies
in the one-sided interval the target and tolerance allow&\measuredtimeofimpact\cr
bullet\_wall&a 0.05\thinspace m ball at 300\thinspace m/s never passes a
0.1\thinspace m wall at any angle, nor a 0.2\thinspace m box as a bullet;
without the sweep, or the flag, it does&\measuredbulletwall\cr
bullet\_moving&a bullet stops short of a box that crosses its path in the
same step&\measuredbulletmoving\cr
impact\_energy&a stop keeps the velocity to the bit, within $s/4$ of the
depth $s/2$, and the bounce leaves at $e\,v_0$, no faster&\measuredimpactenergy\cr
events\_pairs&a step's events are exactly the changes of its touching
pairs; begin and end alternate&\measuredeventspairs\cr
sensor\_no\_push&bodies pass through sensors in free flight, to the
bit&\measuredsensornopush\cr
sensor\_events&a falling ball begins and ends touching a sensor in the
steps free fall predicts&\measuredsensorevents\cr
events\_repeat&the same scene twice gives the same events and
bits&\measuredeventsrepeat\cr
query\_options&\.{--ray}, \.{--point} and \.{--box} print the answers
worked by hand&\measuredqueryoptions\cr
events\_file&\.{--events} writes a row for every event the engine
reports&\measuredeventsfile\cr
bad\_options&bad values of the four options stop with status 2 and write
nothing&\measuredbadoptions\cr
}}$$
\endinsert

\noindent Not tested: the demo's gun and picking, which are driven by
the mouse; the time the sweeps cost, which {\tt bench13} measures.

@ Debugging exercise 13.1 (``Debugging exercises'', at the end of the part
{\it The tests}) plants a bug in this chapter's walk for these tests to catch.
The command \.{tools/grade bug 13.1} builds stage~13 with the bug and shows
what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
Rays are segments against whole shapes. There is no cast of a {\it
shape\/} along a path (Box2D's shape cast), which a character controller
wants; the time of impact above is most of one (exercise~2). The
query grid is rebuilt whenever anything has moved, and the rebuild costs a pass over
every body. A game that asks one question per step pays all of that pass for it; one
that asks a thousand shares it. Box2D keeps a tree of boxes grown by a
margin, updated only for bodies that leave their boxes \cite{box2d}.
Continuous collision puts a body back and keeps its velocity.
So under gravity the body keeps the speed it gained over the part of the step it gave back.
A ball dropped from far above a floor lands faster than the
height it fell from gives, by up to $g\,h$ (gravity times the step~$h$:
the velocity gravity adds in one step, $10/60\approx0.17\,$m/s with
$g=10\,$m/s$^2$ and 60 steps a second).
The next step's contact, with its restitution, turns that into a bounce up to $e\,g\,h$ faster. Two
bullets are not swept against each other. A fast body that is not a
bullet passes through a thin moving body, as the test \.{bullet\_wall}
shows. A bullet meets a moving body only where that body ends the
step: it can pass through one that crossed its path and has gone on, and
be stopped by one that only arrives at the step's end. At a glancing
angle conservative advancement closes the gap slowly: each advance leaves
the fraction $1-\cos\theta$ of it (problem~P3). After its 32 steps it
stops the body short of the wall, safe but early. Sensors are never
swept: a fast body can cross a thin trigger between two steps and raise
no event. Under Verlet the sweep starts from |previous|, which chapter~8's
correction moves with the position. So the path swept leaves out the
correction's own shift, a distance of the order of the slop. A body stopped at its first touch loses the rest of its step's
motion, sliding along the wall included. This is the ``pause'' every engine with
a time of impact shows; Box2D's sub-stepping of the time of impact
recovers the lost motion.

@*1 Summary.
A ray's hit on a circle is the smaller root of a quadratic. Its hit on a convex polygon is the
largest entry over the polygon's faces, if that is no later than the smallest exit.
Through the grid, the cells the ray crosses are walked in order and the ray is clipped
as hits are found.
So the closest hit is found without testing bodies beyond it.
Point and box queries walk the cells of their box. A sensor's overlaps
are set aside before they become contacts, and the begin and end events
are the difference of two steps' sorted lists of touching pairs. A body
can tunnel or be pushed the wrong way only when it moves more than its own inscribed
radius in a step. The engine sweeps a moving body other than a sensor when its motion in a
step passes half its inscribed radius.
Conservative advancement, with the separation's
rate bounded by $L=\vert\Delta\vec x\vert+\vert\Delta\theta\vert R_s$, finds the
first touch and never passes it.

@*1 Exercises.
The rating scale is the preface's. Each exercise names the interface its
test calls; the tests are \.{tests/exercises/ch13-K.w} and the reference
solutions \.{tests/exercises/ch13-K.ch}.

\item{1.} [15] All hits, in order. Write
|ph_world_ray_cast_all(w, p1, p2, mask, hits, most)|, which fills |hits|
with up to |most| hits of the ray, in order of fraction (ties by body),
and returns how many hits there were in all.
The array |hits| may be |NULL| when
|most| is 0, and then the function only counts. Use |ph_world_ray_cast|
with a callback that returns 1. Why can the callback not simply keep the
first |most| hits it hears of? (The test compares the hits, their order
and their count with a brute force over every body.
It does so through the grid and with |broad| set to |PH_BROAD_ALL|, with layers, with |most| smaller than
the count, and on a tie of three faces at one fraction.)

\item{2.} [25] A shape cast. Write |ph_world_shape_cast(w, shape, x0, x1,
angle, mask)|, which moves |shape|, turned by |angle| and not turning,
from |x0| to |x1| and returns, as a |ph_ray_hit|, the first body it
touches and the fraction of the path at which it does.
It uses |ph_shape_time_of_impact| against every body whose box meets the box the
path sweeps, with the target 0 (the touch itself) and the tolerance
$\xi=10^{-9}\,$m. The hit's point is the shape's position at that
fraction, and its normal the manifold's there, from the body to the shape.
With no touch the body is null and the fraction 1.
A shape that
starts touching a body hits it at 0. Mind that |ph_shape_time_of_impact|
gives up after 32 steps and answers |hit|, short of the touch: a cast
must check the separation there and go on. A character controller asks
this before every move. (The test casts circles and boxes, turned and
not, at walls and circles whose touch is known in closed form, to within
$\xi$ over the closing speed.
It checks misses, masks, a start in touch and a graze, and samples 200 random casts densely along their paths.)

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [10] A ray from $(0,0)$ to $(10,5)$ meets the square $3\le
x\le5$, $1\le y\le3$. Find every face's $q$, $e$ and fraction, $t_{\rm
in}$ and $t_{\rm out}$, the hit and its normal. Which face does the ray
enter first, and why is that not the face it hits? Then the circle of
radius 1 about $(4,2)$: its $a$, $b$, $c$, the hit and the normal.

\item{P2.} [15] A square box of side 0.2\thinspace m falls flat onto a
thin plate, stepped 60 times a second, $g=10\,$m/s$^2$. Counting the plate's
thickness as nothing, from what height does the box arrive fast enough to
be pushed out the wrong side, without continuous collision? From what
height does this engine sweep it? By what factor does the
300\thinspace m/s ball's motion in a step exceed the stretch
$W_B+W_W$ of itself (0.1\thinspace m across) and a wall 0.1\thinspace m
thick?

\item{P3.} [20] A circle approaches a wall at an angle $\theta$ to the
wall's normal, without turning. Show that when $\theta=0$ the first
advance of conservative advancement lands on the target, so that it
stops at its second step, and that otherwise each advance leaves the
fraction $1-\cos\theta$ of the gap. How many steps does it take, from a gap of 1\thinspace m to within 1.25\thinspace mm, at
$60^\circ$ and at $80^\circ$? What does the engine do past its 32
steps, and is it safe?
