Exercise 13.1 of chapter 13, a reference solution: every hit of a ray,
sorted by fraction and then by body, the first most of them kept in the
caller's array by insertion, and all of them counted.
@x
ph_ray_hit ph_world_ray_cast_closest(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask);
@y
ph_ray_hit ph_world_ray_cast_closest(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask);
int ph_world_ray_cast_all(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask, ph_ray_hit *hits,
  int most);

@ All the hits of a ray, in order (exercise~13.1). The callback returns~1,
so the ray is never clipped and every hit is heard, in the cast's own
order. It keeps the first |most| of them along the ray in |hits|, sorted,
by insertion: a new hit goes in behind those before it, and when the array
is full the last one falls out (or the new one is dropped, if it is not
before the last). A hit is before another if its fraction is smaller, or
equal and its body lower. Every hit is counted, kept or not. The cost is
$O(n\,|most|)$ for $n$ hits, which is small for the few hits a ray has;
|most| of 0 with no array only counts. A negative |most|, or no array for
a positive one, is reported and gives $-1$; the cast itself reports bad
rays, and then there are no hits.
@.a ray cast keeping all hits needs...@>

@s ray_hits_kept int

@<Engine functions@>+=
typedef struct {
  ph_ray_hit *hits;
  int most, count;
} ray_hits_kept;

static bool ray_hit_before(ph_ray_hit p, ph_ray_hit q)
{
  return p.fraction < q.fraction
    || (p.fraction == q.fraction && p.body.index1 < q.body.index1);
}

static double keep_sorted(void *context, ph_ray_hit hit)
{
  ray_hits_kept *a = context;
  int k = a->count < a->most ? a->count : a->most;
  a->count++;
  if (k == a->most) {
    if (k == 0 || !ray_hit_before(hit, a->hits[k - 1])) return 1.0;
    k--; /* the last one kept falls out */
  }
  for (; k > 0 && ray_hit_before(hit, a->hits[k - 1]); k--) a->hits[k] = a->hits[k - 1];
  a->hits[k] = hit;
  return 1.0;
}

int ph_world_ray_cast_all(ph_world *w, ph_vec2 p1, ph_vec2 p2, uint32_t mask, ph_ray_hit *hits,
  int most)
{
  if (most < 0 || (most > 0 && !hits)) {
    ph_report("a ray cast keeping all hits needs room for most of them");
    return -1;
  }
  ray_hits_kept a = {hits, most, 0};
  ph_world_ray_cast(w, p1, p2, mask, keep_sorted, &a);
  return a.count;
}
@z
