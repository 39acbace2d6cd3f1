Exercise 6.1 of chapter 6, a reference solution: the kinetic energy of a
body, linear plus rotational.
@x
double ph_body_inertia(const ph_world *w, ph_body_id id);
@y
double ph_body_inertia(const ph_world *w, ph_body_id id);
double ph_body_kinetic_energy(const ph_world *w, ph_body_id id);
@z
@x
  return b ? b->inertia : 0.0;
}
@y
  return b ? b->inertia : 0.0;
}

double ph_body_kinetic_energy(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  if (!b) return 0.0;
  return 0.5 * b->mass * ph_dot(b->velocity, b->velocity)
    + 0.5 * b->inertia * b->angular_velocity * b->angular_velocity;
}
@z
