Exercise 3.4 of chapter 3, a reference solution: the mass of a body made of
several shapes.
@x
ph_mass_data ph_shape_mass(const ph_shape *s, double density);
@y
ph_mass_data ph_shape_mass(const ph_shape *s, double density);
ph_mass_data ph_compound_mass(const ph_shape *shapes, const ph_vec2 *offsets,
  const double *densities, int count);

@ A compound body's mass is the sum of its parts' masses, and its centre of
mass the average of theirs weighted by mass, each part's being its own
centroid moved by its offset. The inertia waits for chapter~6.

@<Engine functions@>+=
ph_mass_data ph_compound_mass(const ph_shape *shapes, const ph_vec2 *offsets,
  const double *densities, int count)
{
  ph_mass_data total = {0.0, {0.0, 0.0}, 0.0};
  ph_vec2 moment = ph_v(0.0, 0.0);
  for (int i = 0; i < count; i++) {
    ph_mass_data part = ph_shape_mass(&shapes[i], densities[i]);
    total.mass += part.mass;
    moment = ph_add(moment, ph_mul(part.mass, ph_add(offsets[i], part.center)));
  }
  if (total.mass > 0.0) total.center = ph_mul(1.0 / total.mass, moment);
  return total;
}
@z
