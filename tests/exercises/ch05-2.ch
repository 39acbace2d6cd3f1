Exercise 5.2 of chapter 5, a reference solution: the kinetic energy of the
bodies that move.
@x
  return e_a > e_b ? e_a : e_b;
}
@y
  return e_a > e_b ? e_a : e_b;
}

double ph_world_kinetic_energy(const ph_world *w)
{
  double e = 0.0;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass != 0.0) e += 0.5 * b->mass * ph_dot(b->velocity, b->velocity);
  }
  return e;
}
@z
@x
double ph_mix_restitution(double e_a, double e_b);
@y
double ph_mix_restitution(double e_a, double e_b);
double ph_world_kinetic_energy(const ph_world *w);
@z
