Exercise 3.3 of chapter 3, a reference solution: the area and centroid of
any simple polygon, by the fan of chapter 3 spun from the first vertex.
@x
ph_mass_data ph_shape_mass(const ph_shape *s, double density);
@y
ph_mass_data ph_shape_mass(const ph_shape *s, double density);
double ph_polygon_area_centroid(const ph_vec2 *vertices, int count, ph_vec2 *centroid);

@ The fan from $\vec v_0$ works for any simple polygon: its triangles'
signed areas cancel where they overlap or stick out, since the sum is
Green's theorem. Only the count of vertices is no longer limited.

@<Engine functions@>+=
double ph_polygon_area_centroid(const ph_vec2 *vertices, int count, ph_vec2 *centroid)
{
  if (count < 3) return 0.0;
  ph_vec2 v0 = vertices[0], sum = ph_v(0.0, 0.0);
  double A = 0.0;
  for (int i = 1; i + 1 < count; i++) {
    ph_vec2 e1 = ph_sub(vertices[i], v0), e2 = ph_sub(vertices[i + 1], v0);
    double Ai = 0.5 * ph_cross(e1, e2);
    A += Ai;
    sum = ph_add(sum, ph_mul(Ai, ph_add(e1, e2)));
  }
  if (A != 0.0) *centroid = ph_add(v0, ph_mul(1.0 / (3.0 * A), sum));
  return A;
}
@z
