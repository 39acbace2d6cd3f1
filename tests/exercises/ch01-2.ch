Reference solution of exercise 1.2: a uniform grid instead of all pairs.
@x
static void separate_particles(ph_world *w)
{
  for (int i = 0; i < w->body_count; i++) {
@y
static void separate_particles_grid(ph_world *w);
static void separate_particles(ph_world *w)
{
  if (w->settings.broad_grid && w->body_count > 1) {
    separate_particles_grid(w);
    return;
  }
  for (int i = 0; i < w->body_count; i++) {
@z
@x
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
}
@y
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
}

@ The grid (exercise~2). Its cells are squares whose side is one and a half
diameters of the largest particle, so that two particles that overlap are
in the same cell or in neighbouring ones even after the pass has pushed
one of them by up to half a diameter (with cells of one diameter, a soft
pile's particles pushed across a cell meet partners the grid never
offers, and its deepest overlap doubles): a particle is tested only against the
particles of the nine cells around its own, a number that depends on how
densely they are packed, not on how many there are. The cells are not
stored as an array, which a single particle far away would make huge, but
hashed into $2^k\ge2n$ buckets; the particles are sorted by bucket, and a
particle met in a bucket counts only if it is really in the cell looked
for and comes after the particle tested, so that every pair is tested
once. Cell coordinates are clamped to $\pm10^9$, so that a coordinate far
out converts to an integer safely.

@<Engine functions@>+=
static long long grid_coordinate(double x, double side)
{
  double c = floor(x / side);
  if (!(c > -1e9)) c = -1e9;
  if (c > 1e9) c = 1e9;
  return (long long) c;
}

static size_t grid_hash(long long cx, long long cy, size_t mask)
{
  unsigned long long h = (unsigned long long) cx * 73856093ull
    ^ (unsigned long long) cy * 19349663ull;
  return (size_t) (h ^ (h >> 29)) & mask;
}

static void separate_particles_grid(ph_world *w)
{
  size_t n = (size_t) w->body_count, size = 1;
  double largest = 0.0;
  for (size_t i = 0; i < n; i++)
    if (w->bodies[i].kind == PH_PARTICLE && w->bodies[i].radius > largest)
      largest = w->bodies[i].radius;
  while (size < 2 * n) size *= 2;
  long long *cell = malloc(2 * n * sizeof *cell);
  size_t *start = calloc(size + 1, sizeof *start), *fill = malloc(size * sizeof *fill);
  int *sorted = malloc(n * sizeof *sorted), *near = malloc(n * sizeof *near);
  if (!cell || !start || !fill || !sorted || !near || !(largest > 0.0)) {
    free(cell); free(start); free(fill); free(sorted); free(near);
    w->settings.broad_grid = false;
    separate_particles(w);
    w->settings.broad_grid = true;
    return;
  }
  double side = 3.0 * largest;
  for (size_t i = 0; i < n; i++) {
    const ph_body *a = &w->bodies[i];
    if (a->kind != PH_PARTICLE) continue;
    cell[2 * i] = grid_coordinate(a->position.x, side);
    cell[2 * i + 1] = grid_coordinate(a->position.y, side);
    start[grid_hash(cell[2 * i], cell[2 * i + 1], size - 1) + 1]++;
  }
  for (size_t k = 0; k < size; k++) {
    start[k + 1] += start[k];
    fill[k] = start[k];
  }
  for (size_t i = 0; i < n; i++)
    if (w->bodies[i].kind == PH_PARTICLE)
      sorted[fill[grid_hash(cell[2 * i], cell[2 * i + 1], size - 1)]++] = (int) i;
  for (size_t i = 0; i < n; i++) {
    ph_body *a = &w->bodies[i];
    if (a->kind != PH_PARTICLE) continue;
    size_t found = 0;
    for (long long dy = -1; dy <= 1; dy++)
      for (long long dx = -1; dx <= 1; dx++) {
        long long cx = cell[2 * i] + dx, cy = cell[2 * i + 1] + dy;
        size_t bucket = grid_hash(cx, cy, size - 1);
        for (size_t k = start[bucket]; k < start[bucket + 1]; k++) {
          size_t j = (size_t) sorted[k];
          if (j <= i || cell[2 * j] != cx || cell[2 * j + 1] != cy) continue;
          size_t at = found++;
          while (at > 0 && near[at - 1] > (int) j) {
            near[at] = near[at - 1];
            at--;
          }
          near[at] = (int) j;
        }
      }
    for (size_t k = 0; k < found; k++) {
      ph_body *b = &w->bodies[near[k]];
      w->stats.pair_tests++;
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
  free(cell); free(start); free(fill); free(sorted); free(near);
}
@z
@x
@ @<Settings fields@>=
@;
@y
@ The broad phase (exercise~2): with |broad_grid| the passes test only the
particles in neighbouring cells of a uniform grid, rather than all pairs.

@<Settings fields@>=
bool broad_grid;
@z
@x
@ @<Read the later world keys into |settings|@>=
@;
@y
@ A \.{world} line says \.{broad=grid} or \.{broad=all}, the default.

@<Read the later world keys into |settings|@>=
{
  const char *broad = scene_word(r, "broad", NULL);
  if (broad && strcmp(broad, "grid") == 0) settings.broad_grid = true;
  else if (broad && strcmp(broad, "all") == 0) settings.broad_grid = false;
  else if (broad) scene_error(r, "broad must be 'all' or 'grid', not '%s'", broad);
}
@z
