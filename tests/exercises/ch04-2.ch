Exercise 4.2 of chapter 4, a reference solution: the distance between two
polygons that do not overlap, and the closest points.
@x
ph_manifold ph_collide(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb);
@y
ph_manifold ph_collide(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb);
double ph_distance(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb,
  ph_vec2 *pa, ph_vec2 *pb);

@ Between two convex polygons that do not overlap, a closest pair of points
has a vertex at one end: if both ends were inside edges, the two edges
would be parallel, and sliding along them to an end changes nothing. So the
distance is the smallest distance from a vertex of either polygon to an
edge of the other, and the point of that edge nearest to the vertex is the
other end.

@<Engine functions@>+=
static void nearest_on_edges(const placed_polygon *P, const placed_polygon *Q, bool swap,
  double *best, ph_vec2 *pa, ph_vec2 *pb)
{
  for (int j = 0; j < P->count; j++)
    for (int i = 0; i < Q->count; i++) {
      ph_vec2 q1 = Q->v[i], e = ph_sub(Q->v[(i + 1) % Q->count], q1), x = P->v[j];
      double u = ph_dot(ph_sub(x, q1), e) / ph_dot(e, e);
      ph_vec2 y = ph_add(q1, ph_mul(fmin(1.0, fmax(0.0, u)), e));
      double d = ph_length(ph_sub(x, y));
      if (d < *best) {
        *best = d;
        *pa = swap ? y : x;
        *pb = swap ? x : y;
      }
    }
}

double ph_distance(const ph_shape *a, ph_transform xa, const ph_shape *b, ph_transform xb,
  ph_vec2 *pa, ph_vec2 *pb)
{
  if (ph_collide(a, xa, b, xb).depth >= 0.0) return 0.0;
  placed_polygon A = place_polygon(a, xa), B = place_polygon(b, xb);
  double best = INFINITY;
  nearest_on_edges(&A, &B, false, &best, pa, pb);
  nearest_on_edges(&B, &A, true, &best, pa, pb);
  return best;
}
@z
