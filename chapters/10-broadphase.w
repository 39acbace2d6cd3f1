@* Chapter 10: Broad phase and collision layers.
Every stage so far finds its contacts as chapter~4 set up. Each rigid
body is tested against every later one, $n(n-1)/2$ pairs for $n$
bodies, with the bounding boxes as the first and cheapest test.
Chapter~1 measured the same loop for particles: its cost grew four
times with each doubling (Table~1). For the pyramid of chapter~9, 211
bodies, that is 22\thinspace155 box tests a step, nearly all of them
between boxes metres apart. For a pile of 5050 boxes it is nearly
thirteen million, and the search alone costs more than everything else
the step does. Yet each box of a pile touches at most a handful of
others. This chapter finds the pairs whose boxes overlap with work that
grows with the number of bodies, not with its square. The engines call
this search a {\it broad phase}. It comes before the {\it narrow
phase\/} of chapter~4, which collides the shapes. The chapter also adds
{\it collision layers}, which let a program say which bodies may meet at
all. Last, it sets the finished engine beside the two engines people use
most in two dimensions, Box2D and Chipmunk2D, on the same five scenes.
@^broad phase@>
@^narrow phase@>

Run \.{build/bin/ch10}: the demo opens on \.{pyramid20}. The key \.{D}
cycles the search between the uniform grid of this chapter, sort and
sweep, and all pairs. The panel shows which search is in use, the box
tests per body of the last search, and the layers in use. Two scenes are
too large for all pairs to run at the speed of the window:
\.{large\_pyramid}, 5050 boxes, and \.{rain4000}, 4000 boxes poured into
a container (Figure~\figref{rainshot}). The scene \.{layers} drops two
piles of boxes, in two layers, through each other onto one floor.

\figure{fig/ch10-rain.png}{3.2in}{The scene \.{rain4000} after 10\thinspace s,
drawn by \.{build/bin/ch10 --headless --scene rain4000 --steps 600}: 4000
boxes poured into a container 100\thinspace m wide, every one still
inside.}
\figlabel{rainshot}

@ The plan. First comes what a broad phase must give, and why this one
must give exactly what chapter~4's loop gave. Then come three ways to
find the pairs, and the one this chapter chooses, a uniform grid, with
the measurements that chose it. Then come the code, the particles of
chapter~1, collision layers, and measurements. Last come the engine
beside Box2D and Chipmunk, what the tests check, what the chapter cannot
do, and exercises.
\overviewpage

@*1 The algorithm on one page.
{\it After this chapter you can:}
\smallskip
\item{$\bullet$} explain what a broad phase must give, and why it must give exactly the pairs of chapter~4's loop;
\item{$\bullet$} build a hashed uniform grid and choose its cell size;
\item{$\bullet$} compare the grid with sort and sweep, by measurement;
\item{$\bullet$} filter pairs by collision layers with a category and a mask.
\smallskip
\noindent This chapter makes the search for contacts cost what the contacts cost, not what all pairs cost. A hashed grid of cells, or a sweep along one
axis, proposes the pairs whose bounding boxes overlap, and collision
layers drop the pairs that are not to meet. The equations that carry it:
$$(c_x,c_y)=\bigl(\lfloor x/\ell_{\rm cell}\rfloor,\lfloor y/\ell_{\rm cell}\rfloor\bigr),$$
$${\it category}_a\mathbin{\hbox{\tt\char`\&}}{\it mask}_b\ne0\quad\hbox{and}\quad
{\it category}_b\mathbin{\hbox{\tt\char`\&}}{\it mask}_a\ne0.$$
The first names the cell $(c_x,c_y)$ of the grid, of side $\ell_{\rm
cell}$, that holds the point $(x,y)$. In the second, ${\it category}_a$ and ${\it mask}_a$ are the fields |category| and |mask| of body~$a$, bit sets. The pair meets only
when each body's category is in the other's mask.
Figure~\figref{step-10} is the step of stage~10: the bar marks the call of
phase~1, whose search is now this chapter's. The chapter's clock, which
times every phase, is left out of the figure.
\input fig/ch10-step.tex

@*1 What a broad phase must give.
A broad phase takes the bodies' bounding boxes and returns pairs whose
boxes overlap; the narrow phase then decides, with the shapes, whether
the bodies really touch. It must miss no pair whose boxes overlap, for a missed pair is a missed contact. It may return more pairs than overlap,
at the price of testing them. And it must return no pair twice, which
would give two contacts, and twice the impulse, for one touch.
@^duplicate pairs@>

This engine asks one thing more. Chapter~9 keeps the impulses of a contact from one step to the next. It finds them again by walking the
step's contacts and the kept ones side by side, both in {\it pair
order\/}: by the first body's index, then the second's. Chapter~4's loop
makes that order by construction. The solvers of chapters 5 to~9 visit the
contacts in the same order, and a sequential solver's result depends on
it. So the broad phase of this chapter returns the pairs sorted, and the
contacts it finds are then the very contacts chapter~4's loop finds, in the same order, to the last bit. Every test and every golden dump of the
earlier chapters passes unchanged on this stage, with the broad phase on.
Sorting costs little: the pairs are integers below $n$, and two passes of
a counting sort order them in time proportional to their number plus~$n$.
@^pair order@>

@ Three structures are in common use. {\it Sort and sweep\/} (also sweep
and prune) sorts the boxes by their lower $x$ and walks the list, keeping each box against the boxes whose lower $x$ comes before its upper $x$. Baraff used it for rigid bodies \cite{baraff1992}. I-COLLIDE made it incremental: it keeps the sorted list from one step to the next, where an
insertion sort of an almost sorted list costs $O(n)$ \cite{cohen1995}.
Its weakness is a pile. In the 5050 boxes of \.{large\_pyramid} a box shares its $x$ range with about two boxes of every row above and below it, and all of them are tested. On a pile of $n_{\rm row}$ rows the sweep so
tests about $2n_{\rm row}/3$ boxes for each body, some seventy at a
hundred rows. Counting each pair once, row~$j$ from the bottom tests
its $n_{\rm row}-j$ boxes against two boxes of each of the $j$ rows below:
$\sum_j2j(n_{\rm row}-j)\approx n_{\rm row}^3/3$ tests, shared by about
$n_{\rm row}^2/2$ bodies. A pile of $n$ bodies has about $\sqrt{2n}$ rows, so the
tests grow as $\sqrt n$ for each body and as $n^{3/2}$ in all. A {\it uniform grid\/} cuts
the plane into square cells and tests only boxes that share a cell. It is the best of the three when the bodies are of similar size, and poor for
a body that covers thousands of cells (a floor), which must be handled
apart. A {\it dynamic tree\/} of bounding boxes, Box2D's choice
\cite{box2d}, adapts to any mix of sizes, and is the most code, with
rotations to keep it balanced. Chipmunk offers all three: a tree (its
default), a spatial hash, which is a grid whose cells are hashed into a
table, and a sweep along one axis \cite{chipmunk}.
@^sort and sweep@>
@^uniform grid@>
@^dynamic tree@>
@^spatial hash@>

This chapter takes the grid, hashed as Chipmunk's is, with the few large
bodies kept in a list of their own, and measures it against sort and sweep. The engine has sort and sweep too, behind the same switch, so that the
measurement is the engine's own (Table~\tabref{broadcosts} below). A tree of
boxes, Box2D's choice, is not built in this book.

@ The switch. A world's setting |broad| chooses the search:
\.{broad=grid} (the default from this stage on), \.{broad=sweep}, or
\.{broad=all}, chapter~4's loop, on the \.{world} line. It is the key
exercise~1.2 asked for, for particles, with one word more. Stages 1
to~9 refuse the key as unknown.
@.unknown broad phase@>

@s ph_broad_phase int

@<Collision types@>+=
typedef enum { PH_BROAD_ALL, PH_BROAD_GRID, PH_BROAD_SWEEP } ph_broad_phase;

@ @<Settings fields@>+=
ph_broad_phase broad; /* how the pairs are found (chapter 10) */

@ @<Set the default values of later settings@>+=
s.broad = PH_BROAD_GRID;

@ @<Check the later settings@>+=
if (s->broad != PH_BROAD_ALL && s->broad != PH_BROAD_GRID && s->broad != PH_BROAD_SWEEP)
  return "unknown broad phase";

@*1 The grid.
A grid finds the boxes that may overlap by the cells they share. Cut the
plane into squares of side $\ell_{\rm cell}$: the cell of a point $(x,y)$ is
$$(c_x,c_y)=\bigl(\lfloor x/\ell_{\rm cell}\rfloor,\lfloor y/\ell_{\rm cell}\rfloor\bigr).$$
A box from $(x_0,y_0)$ to $(x_1,y_1)$ covers the cells from
$(\lfloor x_0/\ell_{\rm cell}\rfloor,\lfloor y_0/\ell_{\rm cell}\rfloor)$ to $(\lfloor
x_1/\ell_{\rm cell}\rfloor,\lfloor y_1/\ell_{\rm cell}\rfloor)$, and two boxes that overlap share at
least one cell. Each box is entered in every cell it covers, and only two
boxes entered in one cell are tested. A cell is named by a pair of
integers. Each is clamped to $\pm10^9$, so that a coordinate far out, or
not finite, converts to an integer safely. Clamping merges far cells
into one, which costs box tests but loses no pair.

@<Engine functions@>+=
static long long grid_cell(double x, double side)
{
  double c = floor(x / side);
  return c > 1e9 ? 1000000000LL : c > -1e9 ? (long long) c : -1000000000LL;
}

@ How does the grid find each pair only once? Two boxes that overlap may
share several cells, and they would be met in each. So one of the cells
they share is chosen: the cell of the lower corner of their overlap,
$(\max(x_0,x_0'),\max(y_0,y_0'))$. Both boxes cover that cell, because
$\lfloor\cdot\rfloor$ keeps the order of numbers. A pair met in any
other cell is passed over, and no table of the pairs already seen is
needed. Figure~\figref{gridwork} shows four boxes in the
grid.

\mpfigure{fig/ch10-broadphase-1.mps}{}{The grid at work. Each box is
entered in the cells it covers (shaded in its colour). Boxes $a$ and $b$
overlap and share two cells (tinted in both colours); the pair is kept
only in the cell of the lower corner of their overlap (the dot), the
outlined cell, so it is found once. The cells have side $\ell_{\rm cell}$. Boxes $c$
and $d$ share no cell and are never compared, however many bodies the
world holds.}\figlabel{gridwork}
@^duplicate pairs@>

@<Engine functions@>+=
static bool grid_owns_pair(ph_aabb a, ph_aabb b, long long cx, long long cy, double side)
{
  double x = a.lower.x > b.lower.x ? a.lower.x : b.lower.x;
  double y = a.lower.y > b.lower.y ? a.lower.y : b.lower.y;
  return grid_cell(x, side) == cx && grid_cell(y, side) == cy;
}

@ How large should a cell be? With cells much smaller than the bodies,
each body is entered in many cells. With cells much larger, a cell holds
many bodies that do not touch. The side is the mean size of the moving
bodies' boxes, times a factor |grid_scale|, which is 1; a box's size is
the larger of its width and its height. A cell is then about the size of
a body, and a body no larger than the mean enters at most four cells.
That is the simplest choice. This chapter has not measured other
factors; exercise~1 makes the factor a setting, so that the reader can.
Static bodies are left out of the mean, because they are often huge, as
a floor is, and they meet only moving bodies. A body that would cover more than
|grid_most_cells| cells is not entered at all, but kept in a list of
{\it large\/} bodies, each tested against every body. Otherwise a floor 200\thinspace m wide would be entered in two hundred cells, and one a million
metres wide in a million.
@^large bodies@>

@<Engine functions@>+=
static const double grid_scale = 1.0;
enum { grid_most_cells = 16 };

@ The scratch arrays of the search belong to the world, so that a step
allocates nothing once they have grown to the scene. They are the bodies taking part and their boxes and transforms, the grid's entries and its table of
buckets, and the pairs found. Each grows by doubling, through one
function.

@s ph_broad_scratch int
@s ph_grid_entry int
@s ph_pair int

@<Collision types@>+=
typedef struct ph_grid_entry {
  long long cx, cy; /* the cell */
  int body; /* the body entered there */
} ph_grid_entry;
typedef struct ph_pair {
  int a, b; /* bodies, |a<b| */
} ph_pair;
typedef struct {
  int *live, *large; /* the bodies taking part, and the large ones among them */
  ph_aabb *boxes; /* by body index */
  ph_transform *transforms; /* by body index */
  ph_vec2 *saved; /* particles' positions before a pass */
  ph_grid_entry *entries, *sorted; /* entries, and sorted by bucket */
  int *starts; /* bucket $k$ holds |sorted[starts[k]..starts[k+1])| */
  ph_pair *pairs, *pairs_by_b; /* found, and after the first pass of the sort */
  int *counts; /* of the counting sort */
  int pair_count; /* pairs the last search found, in |pairs| */
  struct ph_sweep_key *keys; /* of the sweep */
  size_t live_room, large_room, body_room, transform_room, saved_room, entry_room,
    sorted_room, bucket_room, pair_room, pair_room_b, count_room, key_room; /* in elements */
} ph_broad_scratch;

@ @<World fields@>+=
ph_broad_scratch broad_scratch; /* chapter 10's arrays, zero in a new world */
long box_tests; /* bounding boxes compared in the last search for contacts */

@ @<Free the later world fields@>+=
{
  ph_broad_scratch *g = &w->broad_scratch;
  free(g->live); free(g->large); free(g->boxes); free(g->transforms); free(g->saved);
  free(g->entries); free(g->sorted); free(g->starts); free(g->pairs); free(g->pairs_by_b);
  free(g->counts); free(g->keys);
}

@ |make_room| makes |*array|, of |*room| elements of |size| bytes, hold at
least |needed|; it returns |false|, leaving the array as it was, if the
memory cannot be had.

@<Engine functions@>+=
static bool make_room(void *array, size_t *room, size_t needed, size_t size)
{
  if (needed <= *room) return true;
  size_t grown = *room ? *room : 64;
  while (grown < needed) grown *= 2;
  void *p = realloc(*(void **) array, grown * size);
  if (!p) return false;
  *(void **) array = p;
  *room = grown;
  return true;
}

@ The hash of a cell multiplies each of its two integers by a large odd
constant and adds the products; the first constant comes from the golden
ratio, as in many hash tables. It keeps bits 32 and up of the sum, as
many as index the buckets. A bit~$k$ of a product depends only on bits 0
to~$k$ of its factors, so the kept bits depend on at least the low 32 bits
of both integers. Two integers between $-2^{31}$ and $2^{31}$, as every
cell of the book's scenes has, differ in those bits. The lowest bits of
the sum would not do: with $2^b$ buckets, bits 0 to~$b-1$ depend only on
the integers' bits 0 to~$b-1$, and cells $2^b$ apart would always share a
bucket. The table has a power of two
buckets, at least twice as many as there are entries, so that most
buckets hold one cell.

@<Engine functions@>+=
static size_t grid_bucket(long long cx, long long cy, size_t buckets)
{
  uint64_t h = (uint64_t) cx * 0x9e3779b97f4a7c15u + (uint64_t) cy * 0xc2b2ae3d27d4eb4fu;
  return (size_t) (h >> 32) & (buckets - 1);
}

@ Adding a pair found: |a| and |b| in either order, stored lower first.

@<Engine functions@>+=
static bool add_pair(ph_broad_scratch *g, int *count, int a, int b)
{
  if (!make_room(&g->pairs, &g->pair_room, (size_t) *count + 1, sizeof *g->pairs)) return false;
  g->pairs[(*count)++] = a < b ? (ph_pair){a, b} : (ph_pair){b, a};
  return true;
}

@ Which pairs are wanted? For rigid bodies, those that chapter~4's loop
keeps: not two static bodies, and only two bodies whose layers let them
meet (as below). For particles every pair is wanted. The test of the boxes comes first and is
counted in |box_tests|.

@<Engine functions@>+=
static bool pair_wanted(ph_world *w, int i, int j, bool rigid)
{
  const ph_broad_scratch *g = &w->broad_scratch;
  w->box_tests++;
  if (!ph_aabb_overlap(g->boxes[i], g->boxes[j])) return false;
  if (!rigid) return true;
  const ph_body *bi = &w->bodies[i], *bj = &w->bodies[j];
  if (is_static(bi) && is_static(bj)) return false;
  @<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
  return layers_meet(bi, bj);
}

@ Chapter~12 keeps apart two bodies that a joint holds together; until
then the layers are the only filter.

@<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>=
@;

@ @<Private declarations@>+=
static bool layers_meet(const ph_body *a, const ph_body *b);

@ The grid's search runs over the |m| bodies of |g->live|, whose boxes
are in |g->boxes|. It chooses the cell size, enters the bodies in their
cells, sorts the entries into the table, and finds the pairs within each
bucket and then the pairs of the large bodies. It leaves the pairs,
unsorted, in |g->pairs| and returns their number, or $-1$ if memory ran
out.

@<Engine functions@>+=
static int grid_pairs(ph_world *w, int m, bool rigid)
{
  ph_broad_scratch *g = &w->broad_scratch;
  double side;
  @<Choose the side of the cells, |side|@>@;
  size_t entry_count = 0;
  int large_count = 0, count = 0;
  @<Enter each body in its cells, or in the list of large bodies@>@;
  size_t buckets = 1;
  while (buckets < 2 * entry_count) buckets *= 2;
  @<Sort the entries by bucket@>@;
  @<Find the pairs that share a cell@>@;
  @<Find the pairs of the large bodies@>@;
  return count;
}

@ @<Choose the side of the cells...@>=
{
  double sum = 0.0;
  int moving = 0;
  for (int k = 0; k < m; k++) {
    int i = g->live[k];
    if (rigid && is_static(&w->bodies[i])) continue;
    ph_vec2 d = ph_sub(g->boxes[i].upper, g->boxes[i].lower);
    if (isfinite(d.x + d.y)) sum += fmax(d.x, d.y), moving++;
  }
  if (moving == 0) return 0; /* nothing moves: no pair is wanted */
  side = grid_scale * sum / moving;
  if (!(side > 1e-9)) side = 1e-9; /* points: any positive side serves */
}

@ A body's cells are counted before it is entered; one that covers too
many goes to the list of large bodies. The product of the two spans
cannot overflow, since each is at most $2\cdot10^9+1$.

@<Enter each body in its cells...@>=
for (int k = 0; k < m; k++) {
  int i = g->live[k];
  long long x0 = grid_cell(g->boxes[i].lower.x, side), x1 = grid_cell(g->boxes[i].upper.x, side);
  long long y0 = grid_cell(g->boxes[i].lower.y, side), y1 = grid_cell(g->boxes[i].upper.y, side);
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > grid_most_cells) {
    g->large[large_count++] = i;
    continue;
  }
  if (!make_room(&g->entries, &g->entry_room, entry_count + grid_most_cells,
      sizeof *g->entries)) return -1;
  for (long long cy = y0; cy <= y1; cy++)
    for (long long cx = x0; cx <= x1; cx++)
      g->entries[entry_count++] = (ph_grid_entry){cx, cy, i};
}

@ The entries are sorted by bucket with a counting sort. It counts the
entries of each bucket, turns the counts into each bucket's start, and
places each entry at its bucket's next free place. The entries of a
bucket keep their order, which is body order.

@<Sort the entries by bucket@>=
if (!make_room(&g->starts, &g->bucket_room, buckets + 1, sizeof *g->starts)
    || !make_room(&g->sorted, &g->sorted_room, entry_count + 1, sizeof *g->sorted)) return -1;
memset(g->starts, 0, (buckets + 1) * sizeof *g->starts);
for (size_t e = 0; e < entry_count; e++)
  g->starts[grid_bucket(g->entries[e].cx, g->entries[e].cy, buckets) + 1]++;
for (size_t k = 0; k < buckets; k++) g->starts[k + 1] += g->starts[k];
for (size_t e = 0; e < entry_count; e++) {
  size_t k = grid_bucket(g->entries[e].cx, g->entries[e].cy, buckets);
  g->sorted[g->starts[k]++] = g->entries[e];
}
for (size_t k = buckets; k > 0; k--) g->starts[k] = g->starts[k - 1];
g->starts[0] = 0;

@ Within a bucket, two entries of the same cell make a candidate pair. A
bucket may hold entries of other cells too, and two entries of different
cells are passed over. A candidate pair is kept if the pair is wanted
and the cell owns it.
Figure~\figref{buckets} follows the four boxes of
Figure~\figref{gridwork} through the table.

\mpfigure{fig/ch10-hash-1.mps}{}{The boxes of Figure~\figref{gridwork}
in the hashed table. Left, the cells each box covers, numbered
$(c_x,c_y)$. Right, the 32 buckets (a power of two, at least twice the
13 entries), of which only those that hold an entry are listed, each with
its entries in order, as |grid_bucket| places them. The figure hashes the cells with the engine's own constants, copied from the function when the
book is built. A bucket may hold more than one cell, as the table shows;
entries of different cells are not compared. $a$ and~$b$ meet in two buckets, one for each cell they share. The pair is proposed only from
$(1,0)$, the outlined cell of the lower corner of their
overlap (the dot). $c$ and~$d$ are never tested.}\figlabel{buckets}

@<Find the pairs that share a cell@>=
for (size_t k = 0; k < buckets; k++)
  for (int p = g->starts[k]; p < g->starts[k + 1]; p++)
    for (int q = p + 1; q < g->starts[k + 1]; q++) {
      const ph_grid_entry *e = &g->sorted[p], *f = &g->sorted[q];
      if (e->cx != f->cx || e->cy != f->cy) continue;
      if (pair_wanted(w, e->body, f->body, rigid)
          && grid_owns_pair(g->boxes[e->body], g->boxes[f->body], e->cx, e->cy, side)
          && !add_pair(g, &count, e->body, f->body)) return -1;
    }

@ A large body is tested against every body taking part; two large bodies
meet once, when the first in the list is tested.

@<Find the pairs of the large bodies@>=
for (int k = 0; k < large_count; k++) {
  int i = g->large[k];
  for (int l = 0, t = 0; l < m; l++) {
    int j = g->live[l];
    while (t < large_count && g->large[t] < j) t++;
    if (t < large_count && g->large[t] == j && t <= k) continue; /* itself, or met before */
    if (pair_wanted(w, i, j, rigid) && !add_pair(g, &count, i, j)) return -1;
  }
}

@*1 Sort and sweep, for comparison.
The engine's second broad phase, \.{broad=sweep}, is kept for the
measurements that chose the grid, and for scenes it suits (bodies spread
along a line). The boxes are sorted by their lower $x$, ties by body. A
box is then compared with the boxes after it in the list, as long as
their lower $x$ is at most its upper $x$. The first box that starts past
its upper $x$ ends its comparisons: the list is sorted, so every box after
that one starts further right still. Each pair is met once, from the box earlier in
the list. Unlike I-COLLIDE's, this sweep sorts anew in every search, with
the library's |qsort|: simpler, and the measurements below show what it
costs.

@s ph_sweep_key int

@<Collision types@>+=
typedef struct ph_sweep_key {
  double x; /* the lower $x$ of the box */
  int body;
} ph_sweep_key;

@ @<Engine functions@>+=
static int by_lower_edge(const void *p, const void *q)
{
  const ph_sweep_key *a = p, *b = q;
  if (a->x != b->x) return a->x < b->x ? -1 : 1;
  return (a->body > b->body) - (a->body < b->body);
}

static int sweep_pairs(ph_world *w, int m, bool rigid)
{
  ph_broad_scratch *g = &w->broad_scratch;
  if (m < 2) return 0; /* no pair (and no array to sort) */
  if (!make_room(&g->keys, &g->key_room, (size_t) m, sizeof *g->keys)) return -1;
  for (int k = 0; k < m; k++)
    g->keys[k] = (ph_sweep_key){g->boxes[g->live[k]].lower.x, g->live[k]};
  qsort(g->keys, (size_t) m, sizeof *g->keys, by_lower_edge);
  int count = 0;
  for (int k = 0; k < m; k++) {
    double right = g->boxes[g->keys[k].body].upper.x;
    for (int l = k + 1; l < m && g->keys[l].x <= right; l++)
      if (pair_wanted(w, g->keys[k].body, g->keys[l].body, rigid)
          && !add_pair(g, &count, g->keys[k].body, g->keys[l].body)) return -1;
  }
  return count;
}

@ A box whose lower $x$ is not a number would break the sort's order;
such a body is left out of the search by the code that gathers the boxes
(|@<Gather the rigid bodies and their boxes@>|), whatever the broad phase.

@*1 Pair order.
The pairs are put in pair order by two passes of a counting sort, first
by the second body, then, keeping that order, by the first: the result is
sorted by the first body and, among equal first bodies, by the second.
Each pass counts the pairs of each body, turns the counts into starting
places, and moves each pair to its place, $O(p+n)$ for $p$ pairs and $n$
bodies. The pairs end in |g->pairs|.
@^counting sort@>

@<Engine functions@>+=
static bool sort_pairs(ph_broad_scratch *g, int count, int n)
{
  if (!make_room(&g->pairs_by_b, &g->pair_room_b, (size_t) count + 1, sizeof *g->pairs_by_b)
      || !make_room(&g->counts, &g->count_room, (size_t) n + 1, sizeof *g->counts))
    return false;
  for (int pass = 0; pass < 2; pass++) {
    ph_pair *from = pass == 0 ? g->pairs : g->pairs_by_b;
    ph_pair *to = pass == 0 ? g->pairs_by_b : g->pairs;
    memset(g->counts, 0, ((size_t) n + 1) * sizeof *g->counts);
    for (int k = 0; k < count; k++) g->counts[(pass == 0 ? from[k].b : from[k].a) + 1]++;
    for (int i = 0; i < n; i++) g->counts[i + 1] += g->counts[i];
    for (int k = 0; k < count; k++) to[g->counts[pass == 0 ? from[k].b : from[k].a]++] = from[k];
  }
  return true;
}

@*1 The contacts by the broad phase.
Chapter~4 left a place at the top of |ph_world_find_contacts| for this
chapter. With a broad phase chosen, the search gathers the rigid bodies
with their transforms and boxes, finds the pairs, sorts them, and gives
each to chapter~4's |collide_pair| in pair order. The transforms are
computed once per body and search, where chapter~4's loop computes the
later body's for every pair it looks at. If memory runs out before any
contact is found, the search falls back on chapter~4's loop, which needs
none; the error handler hears of it.
@.out of memory in the broad phase@>

@<Let a later chapter's broad phase find the contacts@>+=
w->box_tests = 0;
if (w->settings.broad != PH_BROAD_ALL) {
  if (find_contacts_broadly(w)) return;
  ph_report("out of memory in the broad phase; all pairs are tested");
  w->box_tests = 0;
}

@ @<Private declarations@>+=
static bool find_contacts_broadly(ph_world *w);

@ @<Engine functions@>+=
static bool find_contacts_broadly(ph_world *w)
{
  ph_broad_scratch *g = &w->broad_scratch;
  int m = 0;
  @<Gather the rigid bodies and their boxes@>@;
  int count = w->settings.broad == PH_BROAD_SWEEP ? sweep_pairs(w, m, true)
    : grid_pairs(w, m, true);
  if (count < 0 || !sort_pairs(g, count, w->body_count)) return false;
  g->pair_count = count;
  @<Read the clock when the pairs are found@>@;
  for (int k = 0; k < count; k++) {
    int i = g->pairs[k].a, j = g->pairs[k].b;
    if (!collide_pair(w, i, j, g->transforms[i], g->transforms[j])) break;
  }
  return true;
}

@ A body whose box is not finite in every coordinate cannot overlap
anything in chapter~4's test either (a comparison with a NaN is false);
it is left out, so that it cannot upset the grid or the sort.

@<Gather the rigid bodies and their boxes@>=
size_t n = (size_t) w->body_count;
if (!make_room(&g->live, &g->live_room, n, sizeof *g->live)
    || !make_room(&g->large, &g->large_room, n, sizeof *g->large)
    || !make_room(&g->boxes, &g->body_room, n, sizeof *g->boxes)
    || !make_room(&g->transforms, &g->transform_room, n, sizeof *g->transforms)) return false;
for (int i = 0; i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->kind != PH_RIGID) continue;
  g->transforms[i] = transform_of(b);
  g->boxes[i] = body_box(b, g->transforms[i]);
  if (ph_is_finite_vec(g->boxes[i].lower) && ph_is_finite_vec(g->boxes[i].upper))
    g->live[m++] = i;
}

@*1 The particles of chapter 1.
The same grid serves chapter~1's particles, with one difficulty: their
relaxation pass pushes particles while it walks the pairs, so that a pair
apart when the pass begins may overlap by the time chapter~1's loop would
reach it. The search therefore gives each particle's box a margin of
$r_{\max}/2$ on every side, $r_{\max}$ the largest radius, so that two particles
whose boxes do not overlap are more than $r_{\max}$ apart. Such a pair can only
come to overlap within the pass if one of the two moved by more than
$r_{\max}/2$. The pass records where every particle started; after each
pair it pushes, it checks how far the two have moved since. While none has moved $r_{\max}/2$, no pair was missed, and the pass does exactly what
chapter~1's loop does, push for push, in the same order. If one has, the
pass is undone and chapter~1's loop runs instead. The result is the same
to the last bit either way; only the cost differs, and that depends on
how often a particle moves $r_{\max}/2$ in one pass. The world counts the
passes and those that fell back, so that the measurements below can say
how often it happened in the pour.
@^margin@>

@<Separate the particles with a later chapter's broad phase...@>+=
if (w->settings.broad != PH_BROAD_ALL) {
  separated = separate_particles_broadly(w);
  w->particle_passes++;
  if (!separated) w->particle_fallbacks++;
}

@ @<World fields@>+=
long particle_passes; /* the particles' passes the broad phase was asked for, ever */
long particle_fallbacks; /* of them, those undone and made by chapter 1's loop */

@ @<Private declarations@>+=
static bool separate_particles_broadly(ph_world *w);

@ The pass with the broad phase returns |false| if chapter~1's loop must
do it (memory ran out, or a particle moved too far); the positions and
the counts of the step are then as they were.

@<Engine functions@>+=
static bool separate_particles_broadly(ph_world *w)
{
  ph_broad_scratch *g = &w->broad_scratch;
  int m = 0;
  double margin = 0.0; /* $r_{\max}$ */
  @<Gather the particles, their boxes with margin, and where they start@>@;
  if (m < 2) return true; /* no pair at all */
  ph_step_stats before = w->stats;
  long tests_before = w->box_tests;
  int count = w->settings.broad == PH_BROAD_SWEEP ? sweep_pairs(w, m, false)
    : grid_pairs(w, m, false);
  if (count < 0 || !sort_pairs(g, count, w->body_count)) return false;
  w->stats.pair_tests += w->box_tests - tests_before;
  w->box_tests = tests_before;
  for (int k = 0; k < count; k++) {
    ph_body *a = &w->bodies[g->pairs[k].a], *b = &w->bodies[g->pairs[k].b];
    @<Push particles |a| and |b| apart if they overlap@>@;
    @<Undo the pass and return |false| if |a| or |b| has moved too far@>@;
  }
  return true;
}

@ @<Gather the particles, their boxes with margin...@>=
size_t n = (size_t) w->body_count;
if (!make_room(&g->live, &g->live_room, n, sizeof *g->live)
    || !make_room(&g->large, &g->large_room, n, sizeof *g->large)
    || !make_room(&g->boxes, &g->body_room, n, sizeof *g->boxes)
    || !make_room(&g->saved, &g->saved_room, n, sizeof *g->saved)) return false;
for (int i = 0; i < w->body_count; i++)
  if (w->bodies[i].kind == PH_PARTICLE) margin = fmax(margin, w->bodies[i].radius);
for (int i = 0; i < w->body_count; i++) {
  const ph_body *b = &w->bodies[i];
  if (b->kind != PH_PARTICLE) continue;
  double reach = b->radius + 0.5 * margin;
  g->boxes[i] = (ph_aabb){ph_sub(b->position, ph_v(reach, reach)),@/@t\quad@>
    ph_add(b->position, ph_v(reach, reach))};
  g->saved[i] = b->position;
  if (ph_is_finite_vec(b->position)) g->live[m++] = i;
  else return false; /* let chapter 1's loop meet it */
}

@ The check, after every pair, and the undoing: every particle goes back
where the pass found it, and the counts of the step are those before the
pass. A particle pushed far and then back could pass the check at the end
of the pass and still have met a pair the search left out; checked after
each pair, no displacement is missed. The bound is $0.2r_{\max}^2$ on the
squared displacement, a little under $(r_{\max}/2)^2$, so that the rounding of
chapter~1's test of the distance cannot matter.

@<Undo the pass and return |false| if |a| or |b|...@>=
if (ph_length_squared(ph_sub(a->position, g->saved[g->pairs[k].a])) > 0.2 * margin * margin
    || ph_length_squared(ph_sub(b->position, g->saved[g->pairs[k].b]))
      > 0.2 * margin * margin) {
  for (int l = 0; l < m; l++) w->bodies[g->live[l]].position = g->saved[g->live[l]];
  w->stats = before;
  return false;
}

@*1 Collision layers.
Collision layers let a program say which bodies may meet. A game often wants some bodies not to meet: the player's bullets pass
through the player, debris falls through the characters. Box2D and
Chipmunk say so with bit masks \cite{box2d,chipmunk}, and this
engine does the same. Each rigid body has a {\it category}, the bits of the
layers it belongs to, and a {\it mask}, the bits of the layers it
collides with; two bodies $a$ and $b$ may touch only when each one's
category is in the other's mask:
$${\it category}_a\mathbin{\hbox{\tt\char`\&}}{\it mask}_b\ne0\quad\hbox{and}\quad {\it category}_b\mathbin{\hbox{\tt\char`\&}}{\it mask}_a\ne0,$$
where {\tt\char`\&} is C's bitwise and.
The rule is symmetric, so neither body's choice can be overruled by the
other. The default is category 1 and every bit of the mask, so that all
bodies meet as before. In a scene, a body line sets the two fields with
the keys \.{layer=}, the category, and \.{mask=}, both bit sets written
in decimal. So \.{layer=2 mask=5} puts the body in layer~2 (bit~1) and lets it
meet layers 1 and~4. A category of 0 would belong to no layer and meet
nothing; it is refused, since a mask of 0 says the same plainly. The
filter is applied in both searches, chapter~4's loop and the broad phase,
before the narrow phase. A particle is given the same two fields and
defaults as every body, but the search of particles reads neither: all
particles meet.
@^collision layers@>
@^category and mask@>
@.a body's category must...@>

@<Body fields@>+=
uint32_t category, mask; /* the layers it is in, and those it meets (chapter 10) */

@ @<Initialise the later body fields@>+=
b->category = 1;
b->mask = UINT32_MAX;

@ @<Body definition fields@>+=
uint32_t category; /* its layers, as bits; not 0 */
uint32_t mask; /* the layers it collides with */

@ @<Set the defaults of the later body definition fields@>+=
d.category = 1;
d.mask = UINT32_MAX;

@ @<Check the later body definition fields@>+=
if (d->category == 0) return "a body's category must have at least one bit";

@ @<Prepare the later parts of shape |s|@>+=
b->category = d->category;
b->mask = d->mask;

@ @<Engine functions@>+=
static bool layers_meet(const ph_body *a, const ph_body *b)
{
  return (a->category & b->mask) != 0 && (b->category & a->mask) != 0;
}

@ Chapter~4's loop asks about the layers before it computes the later
body's box. It counts as box tests only the pairs that pass the layers;
it has already skipped the pairs of two static bodies. The broad phases
compare the boxes first, and count every comparison, including the pairs
of two static bodies and the pairs the layers refuse. So with layers in
use, or with static bodies that share cells, the box tests of the three
searches count different things. The contacts are the same, and the
test \.{layers} checks that.

@<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>+=
if (!layers_meet(bi, bj)) continue;
w->box_tests++;

@ The interface: getters, and one setter for both numbers, which checks
the handle and refuses a category of 0, as the definition's check does.
A body's layers can change at any time; the next search obeys them.

@<Body functions@>+=
uint32_t ph_body_category(const ph_world *w, ph_body_id id);
uint32_t ph_body_mask(const ph_world *w, ph_body_id id);
bool ph_body_set_layers(ph_world *w, ph_body_id id, uint32_t category, uint32_t mask);

@ @<Engine functions@>+=
uint32_t ph_body_category(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->category : 0;
}

uint32_t ph_body_mask(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->mask : 0;
}

bool ph_body_set_layers(ph_world *w, ph_body_id id, uint32_t category, uint32_t mask)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (category == 0) {
    ph_report("a body's category must have at least one bit");
    return false;
  }
  b->category = category;
  b->mask = mask;
  @<Tell the later chapters that body |b| has moved@>@;
  return true;
}

@*1 Measurements.
How much faster is the grid than all pairs and than sort and sweep, and
how does each search grow with the number of bodies? The chapter's
measurement program, \.{bench10} (in the part {\it The programs}),
answers with Table~\tabref{broadcosts} and
Figure~\figref{broadcostplot} when the book is built. Its scenes are
piles like \.{large\_pyramid}, of 10 to 100 rows, in which every box
touches its neighbours from the first step. The world is that of the
comparison with other engines later in this chapter, whose world line
sets ten passes (\.{iterations=10}; chapter~9's default is eight).
@^measurements@>

\midinsert
\tablecaption{The three searches for contacts on piles of $n$ bodies. The table gives the time of the search alone (|ph_world_find_contacts|, broad and narrow phase).
It is the median of five rounds, the searches interleaved, on the same
bodies after 22 steps, a third of a second of settling, the same for the three.
Then come the grid's time over the sweep's, and, for scale, the median time of a whole step with the grid over those steps.
Last are the bounding boxes compared in the search per body; for all pairs that is $(n-1)/2$, each pair counted once. Made by {\tt bench10} when
this book was built; times of different tables and runs are not
comparable to better than a third.}\tablabel{broadcosts}
\def\begintable#1{$$\vbox\bgroup\halign\bgroup\hfil##\quad&&\hfil##\quad\cr}
\def\endtable{\egroup\egroup$$}
\input fig/ch10-costs.tex
\endinsert

\input fig/ch10-costs-text.tex

\mpfigure{fig/ch10-broadphase-2.mps}{}{The time of the search for
contacts against the number of bodies, on logarithmic scales, for the
piles of Table~\tabref{broadcosts}, with grey lines of slope one
(time as $n$) and two (as $n^2$) for the eye. All pairs grows as $n^2$;
the grid and the sweep, whose search includes the same narrow phase,
far more slowly, with the noise of the machine on top (the text above
gives the growth measured).}\figlabel{broadcostplot}

The lesson: the grid's search grows about as the number of bodies, and
all pairs' about as its square. All pairs is even slower than its
$n^2/2$ box tests alone would make it. For every pair, chapter~4's loop
computes the later body's transform, with a sine and a cosine, and the
body's box anew. The broad phases compute each body's transform and box
once a search. The text after the table gives how much more all pairs'
search costs a pair than the grid's; that number is an upper bound on
what the repeated transforms and boxes cost a pair.

The box tests per body are the pairs a search compares, divided by the
number of bodies; for all pairs that is $(n-1)/2$. Sort and sweep
compares a box with every box whose $x$ range its own meets. In a pile
those are about two boxes of every row above and below it, about
$2n_{\rm row}/3$ for a pile of $n_{\rm row}$ rows, and more in a taller
pile. The grid compares a box only with the few boxes in its cells,
whatever the size of the pile. In time the grid and the sweep are close.
Comparing two boxes costs a few nanoseconds, and the narrow phase, the
same for both, costs more than either broad phase. Still, the table's
column ``grid over sweep'' falls from the smallest pile to the largest.
The sweep's extra tests grow with the pile's height, and the grid's cost
to hash and sort its entries does not. That is why the grid is the
default. The table's last columns show it more surely than its times:
the grid's tests per body do not grow with the height of a pile, and
the sweep's grow as $\sqrt n$.

{\it The particles.} \input fig/ch10-pour-text.tex

A pass falls back on chapter~1's loop when a particle is pushed by more
than about $r_{\max}/2$ in one pass, as when particles land on the pile.
The check's exact bound is $0.2r_{\max}^2$ on the squared distance. A
pass that falls back costs what chapter~1's pass costs, plus the part of
the broad pass made before the check failed. The result is the same
bits either way.

@*1 The engine beside the engines people use.
\input fig/ch10-compare-text.tex
How fast is this engine, and do its piles stand, beside the engines
people use? A measurement of one engine alone cannot say whether its
speed is good. The engines people use made other choices: floats, a
skin on every polygon, a tree of boxes, other numbers of passes. Setting
this engine beside them on the same scenes shows what the choices of
chapters 8 to~10 cost and what they buy.

Table~\tabref{engines} runs five scenes through this stage, through
Box2D and through Chipmunk2D (as installed: \compareversions). The runs
are made one after another, on one thread of one machine:
\comparemachine. The three engines were not built with the same
compiler flags, and the paragraph after the table gives the builds. So
the times say how each engine does as installed, not which would be
faster if all were built the same way. Box2D's current major version
is~3, a rewrite in C whose contacts are the soft constraints that
chapter~8 mentions \cite{box2d,catto2024}. Debian~12 packages only
version~2.4, and the table is of~2.4.

The scenes are built-in scenes of this stage's demo. All are of unit
boxes on a static ground, stepped at $1/60\,$s:
\item{$\bullet$} \.{stack10}: ten boxes stacked on the ground, 600 steps;
\item{$\bullet$} \.{pyramid20}: a pyramid of 20 rows (210 boxes) that
starts a little apart and falls into place, 600 steps;
\item{$\bullet$} \.{large\_pyramid}: a pyramid of 100 rows (5050 boxes)
that starts touching, 500 steps;
\item{$\bullet$} \.{rain4000} and \.{rain1000}: 4000 and 1000 boxes
dropped in rows into a container 100 metres wide, 600 steps.
\smallskip\noindent
The part {\it The programs\/} gives the layouts exactly. One program
makes each scene for all three engines from the same numbers, with the
same step, gravity, friction and restitution. Box2D holds the boxes in
floats, so its boxes differ from the others' in the eighth digit, and
its polygons carry a skin. The same friction means the same mixed
coefficient, 0.6, at every contact. Each engine mixes its two shapes'
coefficients by its own rule, and each shape was given the value its
engine's rule turns into 0.6: \comparefriction. This engine and Box2D
share a rule, and keep 0.6. Chipmunk's rule, the product, would have
turned 0.6 on each shape into 0.36. The solvers are not the same, and
the settings after the table say how.

A {\it run\/} is one engine stepping one scene, timing every step.
For each run the table gives two times of one step, in milliseconds: the
median and the mean of the run's step times. Each is the middle value of
five runs, made in five rounds with the engines taking turns within a
round. Every time and every ratio of times in this section is a median
unless it is called a mean. A step slowed by the machine's other work
moves the mean but not the median, so the median is the fairer time. The
mean is used only where times must add up over a whole run, as in
Table~\tabref{phases} and the cost of a contact point; there the text
says so. In a rain the two times also differ because the load grows as
the boxes land, by different amounts in different engines.

The other columns say where the top box ended, and whether the scene
is {\it in place\/} by one rule, the same for every engine
(the preface's \S\secref{measures} lists the book's measures):
$$\vbox{\halign{#\hfil\quad&\vtop{\hsize=3.2in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.1in\raggedright\noindent\strut#\strut}\cr
column&what it measures&sign\cr
\noalign{\smallskip\hrule\smallskip}
{\it below rest}&how far the top box's centre ended below where it would rest
if every box just touched its neighbours (the {\it geometric rest\/}), in
metres&positive below\cr
{\it below own rest}&{\it below rest\/} less $n_c$ times the engine's rest a contact, $n_c$ the
contacts under the top box (10, 20 and 100): how far below where its own
engine's rules make it rest (\comparerests; the paragraphs after
the table explain them)&positive below\cr
{\it shift}&how far the top box moved sideways, in metres&positive to the
right\cr
{\it out}&the boxes below the ground's top or beyond $\vert x\vert=50\,$m
(the container's walls in the rains, the pyramid's own base in
\.{large\_pyramid})&a count\cr
{\it in place}&a pile: {\it below own rest\/} under 1\thinspace m (a box) and {\it
shift\/} under 2\thinspace m in size; a rain: no box {\it out\/}; a rule
looser than chapter~9's, made to compare engines&yes or no\cr}}$$
A rain has no top box, so its three lengths are dashes.
\.{compare10} checks the word {\it in place\/} of every row against the
rule above, and the build fails if one disagrees. The test \.{stands}
below uses a stricter rule, for this engine alone. Chapter~9's tables use
a stricter rule still, and they measure another stack: its wooden boxes
start 1\thinspace mm into each other, and its sink is counted from where
the top box started, 10\thinspace mm below the geometric rest. So chapter~9's
{\it sink\/} cannot be compared with this table's {\it below rest}.

Last, a rule for noise. Two times are {\it not told apart by these
runs\/} when their ratio is smaller than the largest of three bounds: 1.1, a
tenth above equal times, and the two engines' spreads on that scene, each
the second largest of its five medians over the second smallest.
@^Box2D@>
@^Chipmunk2D@>

\midinsert
\tablecaption{The last stage beside Box2D and Chipmunk2D
(\compareversions) on the same scenes, measured when this book was
built, on \comparemachine. {\it Median\/} and {\it mean\/} are
of one step's time over a run, each the middle of five runs. Friction
0.6 at every contact in every engine. The columns from {\it below rest\/} on are defined in the text before
the table (preface, \S\secref{measures}), each engine's settings after it.}\tablabel{engines}
\def\begintable#1{$$\vbox\bgroup\halign\bgroup##\hfil\quad&##\hfil\quad&&\hfil##\quad\cr}
\def\endtable{\egroup\egroup$$}
\input fig/ch10-compare.tex
\endinsert

{\it The settings of Table~\tabref{engines}}, sleeping off in all three.
Each engine's passes are of two kinds: passes on velocities, and passes
that remove overlap (this engine's split impulses of chapter~8, counted by
chapter~9's \.{split\_iterations}; Box2D's passes on positions); Chipmunk has only passes on velocities,
which remove overlap as they go. The rows
{\it ours, 3 split\/} and {\it ours, 8 and 3\/} are this engine with fewer
passes; the second has Box2D's counts.
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\hfil#\quad&\hfil#\quad
&#\hfil\quad&\vtop{\hsize=1.9in\raggedright\noindent\strut#\strut}\cr
engine&numbers&velocity&overlap&slop&besides\cr
&&passes&passes&&\cr
\noalign{\smallskip\hrule\smallskip}
ours&doubles&10&10&5\thinspace mm&the grid\cr
ours, 3 split&doubles&10&3&5\thinspace mm&the grid\cr
ours, 8 and 3&doubles&8&3&5\thinspace mm&the grid\cr
Box2D&floats&8&3&5\thinspace mm&a skin of
1\thinspace cm on every polygon; continuous collision off (this engine has
none); its tree of boxes\cr
Chipmunk&doubles&10&---&5\thinspace mm&the slop set by the driver; its default tree of
boxes; the library: \comparechipmunkbuild\cr}}$$

\comparetext The table of speed below divides this engine's median step
by Box2D's median step and by Chipmunk's, scene by scene. Its times are
medians, in milliseconds, and a ratio above 1 means that this engine is
slower. The speed table's word applies the rule for noise above: {\it level\/} when the two
medians differ by less than the noise of these runs.
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\enspace&\hfil#\enspace&#\hfil\quad
&\hfil#\enspace&\hfil#\enspace&#\hfil\cr
&ours&\multispan3\hfil Box2D\hfil\quad&\multispan3\hfil Chipmunk\hfil\cr
scene&ms&ms&ratio&&ms&ratio&\cr
\noalign{\smallskip\hrule\smallskip}
\comparespeedrows
\noalign{\smallskip\hrule}}}$$

{\it The builds}, as the build of this book found them:
\comparebuilds.\comparechipmunkdebug

What ``as good as the engines people use'' should mean for this stage
can be said as targets. The three piles stand, and the rain keeps
every box in. The median step of \.{large\_pyramid} and of \.{rain4000}
costs no more than Box2D's median step on the same machine. The median
step of \.{rain4000}, with four times the boxes, costs less than five
times the median step of \.{rain1000}. The last target assumed a broad phase that grows as the number of
boxes~$n$ and a solver that grows with the contacts. In this build, with
every ratio a ratio of medians:
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&#\hfil\cr
{\it target}&{\it measured}&\cr
\noalign{\smallskip\hrule\smallskip}
\comparetargets
\noalign{\smallskip\hrule}}}$$
For each engine, the median step of \.{rain4000} over the median step
of \.{rain1000} is: \comparerains. A ratio above five can happen because a step's cost follows
the contact points that the passes visit, not the boxes, and in the
larger rain the heap is deeper, so each box touches more neighbours (the
end of the next section counts them). So a {\it not met\/} in the last
row says that the contact points, and with them the passes' work, grew
faster than the boxes.
The times are judged at each engine's own
settings: ten and ten passes here, Box2D's eight and at most three, and
Chipmunk's ten (the library: \comparechipmunkbuild).
What Box2D's counts do to this engine is measured below.

Do the piles stand? No engine lets a pile rest exactly at the geometric
rest, so the column {\it below own rest\/} counts from where each
engine's own rules make the top box rest. This engine's split impulses
leave each contact resting up to the slop deep, 5\thinspace mm. A top box
with $n_c$ contacts below it may therefore sit $n_c$ times 5\thinspace mm
low; $n_c$ is 10 in \.{stack10}, 20 in \.{pyramid20} and 100 in
\.{large\_pyramid}. Box2D gives every polygon a skin 1\thinspace cm thick.
Its position passes push two boxes apart until their skins overlap by no
more than its slop of 5\thinspace mm, so two of its boxes rest
1.5\thinspace cm apart. Its piles therefore stand taller than the
geometry by $n_c$ times 1.5\thinspace cm, a negative {\it below rest}.
Chipmunk's slop, set to 5\thinspace mm, lets each of its contacts rest
5\thinspace mm deep, as ours do. Each driver reads from its engine's
settings how deep the engine rests a contact: \comparerests. The column
{\it below own rest\/} is {\it below rest\/} less $n_c$ times that depth. \comparerest

The table cannot say why one engine is faster: which part of a step
takes the time, the search or the solver. The next section times each
part of the step.

@*1 Where a step's time goes.
This section asks which phase of a step takes the time. A profiler that
samples the program, such as Linux's \.{perf}, can say which functions a
step spends its time in. But its answer belongs to one run on one
machine, and it is not part of the build. So the step times itself, as
Box2D's step does in its |b2Profile|. It reads a clock before its first
phase and after each phase, and it keeps what each phase took in a
record of the last step. Table~\tabref{phases} is made from those
records. Each of its rows comes from the same runs, on the same
contacts, as the row of Table~\tabref{engines} with the same scene and
engine. A reading of the clock costs \compareclock. The drivers of the
other engines read no clock of ours; Box2D reads its own. The clock
changes nothing the step computes; only the record differs from run to
run.
@^profile of a step@>
@^Box2D@>

@s ph_profile int
@<Clock types@>+=
typedef struct {
  double search; /* phase 1: the search for contacts, broad and narrow phase */
  double broad; /* the part of it that found the pairs (0 for all pairs) */
  double forces; /* phase 2 */
  double prepare; /* phase 3 */
  double warm_start; /* phase 4 */
  double velocity; /* phase 5: the velocity passes, with their friction */
  double split; /* phase 5: chapter 9's split passes, and keeping the totals */
  double integrate; /* phase 6 */
  double correct; /* phases 7 and 8 */
  double step; /* the whole step */
} ph_profile; /* milliseconds of the last step's phases (chapter 10) */

@ The world keeps three things for the clock. The first is the record of
the last step. The second is two readings of the clock: at the step's
start, and at the end of the last phase timed. The third is a stage that
says where in the step the clock is: outside a step (0), in one (1), or
past the velocity passes (2). Once the clock is at 2, the rest of
phase~5's time is counted as the split passes'.

@<World fields@>+=
ph_profile profile; /* what the last step's phases took (chapter 10) */
int64_t clock_start, clock_read; /* nanoseconds, at the step's start and the last reading */
int clock_stage; /* 0 outside a step, 1 in one, 2 past the velocity passes */

@ The clock is C's own, |timespec_get| with |TIME_UTC|, which needs
nothing beyond the standard library. A reading is kept as a whole number
of nanoseconds. A double of milliseconds since 1970 would resolve only
about a quarter of a microsecond, which is coarser than a phase of a
small scene. The differences of whole readings are whole, so the phases
add up to the step exactly, except that each phase is rounded once to
milliseconds. |TIME_UTC| is the calendar's clock, and the system may set
it while a step runs. So a reading that went backwards is counted as no
time, not as a negative time. |clock_phase| adds the time since the
last reading to a phase and moves the reading on.

@<Engine functions@>+=
static int64_t clock_now_ns(void)
{
  struct timespec t;
  if (timespec_get(&t, TIME_UTC) != TIME_UTC) return 0;
  return (int64_t) t.tv_sec * 1000000000 + (int64_t) t.tv_nsec;
}

static double clock_ms_since(int64_t then, int64_t now)
{
  return now > then ? 1e-6 * (double) (now - then) : 0.0;
}

static void clock_phase(ph_world *w, double *phase)
{
  int64_t now = clock_now_ns();
  *phase += clock_ms_since(w->clock_read, now);
  w->clock_read = now;
}

@ @<Private declarations@>+=
#include <time.h>
static int64_t clock_now_ns(void);
static double clock_ms_since(int64_t then, int64_t now);
static void clock_phase(ph_world *w, double *phase);

@ The step clears its record, reads the clock, and reads it again at the
end of every phase. Each reading below comes after everything chapters 1--9 put in that
phase; later chapters that add to a phase say where their time is
counted.

@<Start the clock of the step's phases@>+=
w->profile = (ph_profile){0};
w->clock_start = w->clock_read = clock_now_ns();
w->clock_stage = 1;

@ @<Find the contacts@>+=
clock_phase(w, &w->profile.search);

@ @<Integrate forces into velocities@>+=
clock_phase(w, &w->profile.forces);

@ @<Prepare the contacts@>+=
clock_phase(w, &w->profile.prepare);

@ @<Warm start the contacts@>+=
clock_phase(w, &w->profile.warm_start);

@ Phase 5 is timed in two parts. Chapter~9's solver reads the clock
between its velocity passes and its split passes, so the time up to that
reading is the velocity passes', and the rest of the phase is the split
passes'. The other solvers make no split passes of their own, and under
them the whole phase counts as the velocity passes'.

@<Read the clock between the velocity and the split passes@>+=
clock_phase(w, &w->profile.velocity);
w->clock_stage = 2;

@ @<Solve the velocity constraints@>+=
clock_phase(w, w->clock_stage == 2 ? &w->profile.split : &w->profile.velocity);

@ @<Integrate velocities into positions@>+=
clock_phase(w, &w->profile.integrate);

@ @<Clear the forces@>+=
clock_phase(w, &w->profile.correct);
w->profile.step = clock_ms_since(w->clock_start, w->clock_read);
w->clock_stage = 0;

@ The broad phase's share of the search is read where the pairs are
sorted, and only within a step. A search called from outside a step, by
the demo or by a test, leaves the record alone.

@<Read the clock when the pairs are found@>=
if (w->clock_stage == 1) w->profile.broad = clock_ms_since(w->clock_read, clock_now_ns());

@ The record is read by |ph_world_profile|; a null world is reported and
reads as all zeros.

@<World functions@>+=
ph_profile ph_world_profile(const ph_world *w);

@ @<Engine functions@>+=
ph_profile ph_world_profile(const ph_world *w)
{
  if (!w) {
    ph_report("no world");
    return (ph_profile){0};
  }
  return w->profile;
}

@ Table~\tabref{phases} gives, for each scene, this engine's mean step
over the whole run, with its three settings of passes, and the share of each phase.
It uses the mean, not the median, because the phases' times add up over
the steps of a run, and a mean is that total over the number of steps. The phases are the search (and, within it, the broad phase), preparing the contacts and warm starting them, the velocity passes, the split passes, and the rest. The rest is gravity, moving the bodies, and the pseudo-velocities' moves. Then come the mean of contact points a step, and the cost of one point in one pass: the passes' time divided by the points and the passes.
Box2D keeps the same kind of record of its steps, |b2Profile|, and its
rows are that record, its parts put in the nearest of our columns (the
programs say which).

\midinsert
\tablecaption{Where the step goes, as each engine's own clock measured
it, in the runs of Table~\tabref{engines}: the mean step, and each phase's
share of it in per cent. All come from one round, the one whose mean step is the middle of the five. {\it Search\/} is the broad and the narrow phase, {\it (broad)\/} the broad phase's part of it. {\it Prepare\/} is preparing and warm starting the contacts; Box2D's also applies gravity. {\it Split\/} is the split passes; for Box2D it is the position passes, which move the bodies too. {\it Rest\/} is what is left. {\it Points\/} is the mean of
contact points a step; {\it ns a point\/} is a pass's time over its
points, for one velocity pass and one split pass. Box2D stops its position passes early, so their count is not known: a dash.}\tablabel{phases}
\def\begintable#1{$$\vbox\bgroup\halign\bgroup##\hfil\enspace&##\hfil\enspace&&\hfil##\enspace\cr}
\def\endtable{\egroup\egroup$$}
\input fig/ch10-phases.tex
\endinsert

\comparephases

The split passes can be cut to three at little cost to the piles (the
next section weighs it); the velocity passes are another matter. The
row {\it ours, 8 and 3\/} of Table~\tabref{engines} is this engine with
eight velocity passes and three split passes, Box2D's counts:
\compareeight\ We tried two things that might let fewer passes do,
once each, outside the build, as this chapter was written; neither did. A compact copy of the bodies' velocities and of the points' lever arms for
the passes, as Box2D makes, gained about three per cent. The passes wait on the arithmetic of one point before the next, not on memory, although
a body record holds \comparebodybytes\ bytes, the shape and everything
every chapter added. Box2D's block solver, which solves the two points
of a box's contact together as one $2\times2$ problem, steadied the stack
of ten but did not let eight passes stand the large pyramid.

The solvers also differ in what a pass does, and the counts of passes
are not like for like. Chipmunk corrects overlap inside its ten passes,
with a bias velocity kept apart from the real one, as chapter~8's split impulses do but in the same loop. So it visits a point ten times a
step where this engine visits it twenty. Box2D stops its position passes
early once no overlap exceeds three times its slop, so that a pile at rest often makes one of its three. And it measures each overlap again after every move (its nonlinear correction), where ours works from phase~1's depths. Chapter~8's exercise~3 carries the depths forward by the bodies' moves, a first step toward it. \compareeightbox

So where this engine is slower, the difference has three parts, each measured in Table~\tabref{phases}. The first is the passes: ten and ten, against Box2D's eight and at most three, or Chipmunk's ten that do both jobs. The second is the cost of a point in a pass: Box2D's passes work in floats on compact copies of the bodies, ours in doubles on whole body records. The third is the search, whose narrow phase places both polygons' corners anew for every pair it tests; the transforms are computed once a search, the corners are not. Closing it is the work of a chapter on speed, not of this one,
whose subject is the search.

The plan's last target asks a step of four times the boxes to cost
less than five times as much. Why can it fail on these rains? The passes
cost at least in proportion to the contact points they visit. In the
larger rain the boxes lie in a deeper heap, and each box touches more
neighbours, so the points grow faster than the boxes. A contact is a
touching pair of bodies, with one or two points. At the end of the rains
\comparecontacts. The next sentence compares the two rains over the
whole run, with the contact points a step counted as in
Table~\tabref{phases}. It uses mean steps, because the cost of a point
is the run's total time over its total points, and a mean step is the
total time over the steps: \compareperpoint

@*1 The default number of split passes.
Chapter~9 left |split_iterations| at 0, as many split passes as velocity
passes. The rows {\it ours, 3 split\/} of Table~\tabref{engines} are this
engine with \.{split\_iterations=3}, Box2D's count of position passes,
every other setting the same: \comparesplit\ Should three be the default?
The saving is the split passes' share of Table~\tabref{phases}, and
nothing else changes its cost. We keep 0, as many split passes as velocity passes, for two reasons. With three
the piles rest deeper, \comparesplitsink: a split pass carries a
correction one contact farther, as a velocity pass carries a weight
(chapter~9's convergence section), and three do not reach through a
pile. And a default is what every chapter's tables, tests and recorded
dumps were made with; changed at the last stage, it would make every one
of chapters 8 and~9's measurements something other than what this
stage does. A scene that wants the speed says \.{split\_iterations=3}.

@*1 What the tests check.
The tests of this chapter are in the part {\it The tests}, in
|@<Chapter 10 test cases@>|, run by \.{ctest -L ch10} on this stage and every later one. Every test of chapters 1 to~9 runs on this stage too,
with the grid on, and passes unchanged. Table~\tabref{broadtests} lists
them. One row, \.{stands}, bounds the method rather than rounding, as the
preface's rule allows when it is said, and with margins smaller than it
asks for. Its tolerance on the sink is the slop at each contact and a
fifth more, which the measured {\it below rest\/} nearly reaches. The
mistakes it catches, a box slid off or a pile fallen apart, move the top
box some ten times the tolerance, not a hundred.

\midinsert
\tablecaption{The tests of chapter~10: what each checks, its tolerance,
why that tolerance, and what this build measured (for \.{stands} the
top box's {\it below rest\/} and {\it drift}, from this engine's rows of
Table~\tabref{engines}, the same scenes measured the same way;
preface \S\secref{measures}).}\tablabel{broadtests}
\halign{#\hfil\quad&\vtop{\hsize=1.6in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.0in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=1.2in\raggedright\noindent\strut#\strut}\quad
&\vtop{\hsize=0.9in\raggedright\noindent\strut#\strut}\cr
test&law or behaviour&tolerance&why&measured\cr
\noalign{\smallskip\hrule\smallskip}
\.{random\_pairs}&on 3000 random boxes, circles and polygons of sizes from
5\thinspace cm to 50\thinspace m, dense to sparse, grid and sweep give all
pairs' pairs&exact, in order&the chapter's promise&exact\cr
\.{layers}&pairs pass only when each category is in the other's mask,
for the three searches alike; a box falls through a layer it does not
meet&exact; 2\thinspace cm&the rule; a box rests within the slop&exact\cr
\.{same\_contacts}&bodies and contacts equal with and without a broad phase,
step by step: pyramid, rain, pour&exact bits&pair order kept&exact\cr
\.{same\_dumps}&the program's dump and contacts are the same bytes with
\.{broad=all} and \.{grid}&exact bytes&the same&exact\cr
\.{rain\_inside}&4000 boxes poured into the container stay in for
10\thinspace s&no box out&the plan's target&\measuredrain\cr
\.{stands}&\.{stack10} stands 10\thinspace s&below rest 6\thinspace cm, drift
5\thinspace cm&the slop at each of 10 contacts, and a fifth more; below the
hundredfold rule&\measuredstack\cr
&\.{pyramid20} stands 10\thinspace s&below rest 12\thinspace cm, drift
10\thinspace cm&the slop at each of 20 contacts, and a fifth more&\measuredpyramid\cr
\.{profile}&the step's record: phases not negative and adding up to the
step; no split time under one pass, no broad phase with all pairs; a
search outside a step leaves it&1\thinspace ns&each phase is rounded to
milliseconds once&as required\cr
\.{scene\_keys}&bad keys give \.{FILE:LINE:}&the message&the reader's
rule&as required\cr
\.{boundary}&the default is the grid; bad settings, categories and handles
refused&the message&the interface's rule&as required\cr
\.{determinism}&the same run twice gives the same bytes&exact&the
preface's promise&exact\cr
\noalign{\smallskip\hrule}}
\endinsert

Not tested: the times of Tables \tabref{broadcosts}
and~\tabref{engines}, which depend on the machine (the benchmarks print
them; no test fails on time).

@ Debugging exercises 10.1 and 10.2 (``Debugging exercises'', at the end
of the part {\it The tests}) plant a bug in this chapter's code for these tests to catch. \.{tools/grade bug 10.1} builds stage~10 with the bug
and shows what fails, and the reader finds the bug from the law that broke.

@*1 What this chapter cannot do.
{\it Bodies of very different sizes.} The side of the grid's cell is the
mean size of the moving bodies. In a world of pebbles and boulders, many
pebbles fall in each boulder's cells. A boulder that covers more than
sixteen cells is compared with every body. A tree of boxes, Box2D's
choice, adapts to the sizes, and so does a grid per size, a hierarchical
grid \cite{ericson2005}. This engine's grid does not.

{\it Built anew every step.} The grid and the sweep are rebuilt from
nothing in every search, and keep nothing from the last step. I-COLLIDE's
sweep, by contrast, keeps its sorted lists, and Box2D's tree moves only
the boxes that left their fattened bounds. For the scenes of the book,
rebuilding costs a small part of the step.

{\it The rest of the step.} The broad phase removes the $n^2$ growth of
the search. The passes then take most of the step, as the comparison
with other engines shows. Making the passes cheaper is a matter of
speed, not of this book's physics, and no chapter takes it up.

{\it Layers are for rigid bodies.} Chapter~1's particles all meet each
other. A particle has a category and a mask, but nothing reads them.

@*1 Summary.
A broad phase proposes the pairs whose bounding boxes overlap. This one
must give exactly the pairs that chapter~4's loop over all pairs gave,
in the same order, so that every earlier test still holds bit for bit. A
hashed uniform grid does it in time close to proportional to the number
of bodies; sort and sweep is the comparison. Collision layers drop pairs
by a category and a mask before the narrow phase. With the grid the
engine steps thousands of boxes, and this chapter sets it beside Box2D
and Chipmunk on the same scenes.


@*1 Exercises.
Each exercise has a test, \.{tests/exercises/ch10-K.w}, and a reference
solution, \.{tests/exercises/ch10-K.ch}; \.{tools/grade 10.K} runs them.
The ratings are on the preface's scale.

\smallskip
\item{1.} [20] Make the factor of the cell size a setting, |grid_scale|,
read from the world key \.{grid\_scale=}$q_g$ ($0.5\le q_g\le8$; 1 by
default). The cell's side is $q_g$ times the mean size of the moving bodies' boxes. At $q_g=0.5$ a box of the mean size covers up to nine cells, and below about 0.3 more than |grid_most_cells|, sixteen, so that most
bodies would be large and the grid would become all pairs. A factor of 0.5 keeps clear of that. The
settings' check refuses a factor outside the range, so that the scene
reader and |ph_world_set_settings| both refuse it, with a message that
names \.{grid\_scale}. Then measure the search with the factors 0.5 to
8 on \.{large\_pyramid} and \.{rain4000}. (Test: a pile of 12 rows,
searched once, has the same contacts for $q_g=0.5$, 1 and~8. It has more than twice the box tests per body with $q_g=8$ as with~1. A row of unit boxes
$0.6\,$m apart (centres 1.6\thinspace m apart) makes no box test with $q_g=0.5$ and some with $q_g=2$. $q_g=9$ and $q_g=0.4$ are refused.
Through |ph_world_set_settings| too: 0.5 and 8 are taken, 0.4, 8.5, 9 and
a value that is not a number are refused, naming \.{grid\_scale}, and the
world keeps its factor; $q_g=8$ set there gives the box tests the key
gives.)

\item{2.} [25] Sort and sweep along $x$ meets a tall column of boxes at
its worst: every box's $x$ range overlaps every other's. Sweep along the
axis on which the boxes' centres spread the most (the larger variance),
$x$ or~$y$. (Test: a column of 200 unit boxes on a static floor, each
1\thinspace mm into the one below and shifted sideways by $-1$, 0 or
1\thinspace cm in turn, searched once with |ph_world_find_contacts|, no step. With \.{broad=sweep}, |box_tests| over |body_count| after that search is below five, where along $x$ it is about a hundred. The contacts are those of all pairs. The same boxes laid in a row along $x$
must be swept along $x$, below five box tests a body too.)

\item{3.} [20] Count the pairs of rigid bodies, not both static, whose
boxes overlap but whose layers keep them apart, in the last search:
|long ph_world_layer_refusals(const ph_world *w)|. Each pair counts once, whichever search ran. Chapter~4's loop asks about the layers before it
tests the boxes, and the grid asks about a pair in every cell the two share. So count where the pair is decided once (in the grid, only in the
cell that owns it). (Test: on 400 boxes with random layers, one in ten
static, the count is the same for the three searches, and equals a count
made by brute force. On problem~P3's two boxes, with layers that refuse
them, the grid makes exactly 4 box tests and each search counts 1 refusal.)

\medskip\noindent Problems, for pencil and paper; answers in Appendix~G.

\item{P1.} [20] Put $n$ square boxes of side $\ell$ at random, uniformly,
in a square of side $W\gg\ell$, with no floor, and let the grid's cells
have side $\ell_{\rm cell}$. How many cells does a box cover on average? How many box
tests does the grid make, per body, counting, as |box_tests| does, every
two entries of one cell? Show that $\ell_{\rm cell}=\ell$, the engine's choice, gives
the fewest, and compare that number with the pairs whose boxes overlap.
Predict the panel's box tests a body for $n=1000$ unit boxes in a square
of 100\thinspace m.

\item{P2.} [15] In the scene \.{layers} the floor has the default layers,
the lower pile \.{layer=2 mask=3}, the upper pile \.{layer=4 mask=5}.
Which of the pairs floor--lower, floor--upper, lower--upper, lower--lower
and upper--upper meet? A fifth body is given \.{layer=8 mask=2}, meant to
land on the lower pile: what does it meet? What must change for it to land
on the lower pile, and on the floor if it falls off? Last, give layers to a
body that meets both piles but not the floor, changing nothing else.

\item{P3.} [20] The grid keeps a pair in one cell, that of the lower
corner of the two boxes' overlap. Prove that both boxes are entered in
that cell. Take cells of side 1 and the boxes $a$ from $(0.2,0.3)$ to
$(1.2,1.3)$ and $b$ from $(0.7,0.9)$ to $(1.7,1.9)$: which cells do they
share, which owns the pair, and how many box tests does the pair add? Then
say whether each of these rules would do as well, and if not give two
boxes for which it fails: the cell of the overlap's upper corner; the cell
of the centre of the overlap; the cell of the lower corner of the box
with the lower index.
