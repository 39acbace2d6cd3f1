Exercise 6.3 of chapter 6, a reference solution: the moment of inertia
about any point, by the parallel-axis theorem.
@x
ph_mass_data ph_shape_mass(const ph_shape *s, double density);
@y
ph_mass_data ph_shape_mass(const ph_shape *s, double density);
double ph_shape_inertia_about(const ph_shape *s, double density, ph_vec2 point);
@z
@x
  return b ? b->inertia : 0.0;
}
@y
  return b ? b->inertia : 0.0;
}

double ph_shape_inertia_about(const ph_shape *s, double density, ph_vec2 point)
{
  ph_mass_data md = ph_shape_mass(s, density);
  ph_vec2 d = ph_sub(md.center, point);
  return md.inertia + md.mass * ph_dot(d, d);
}
@z
