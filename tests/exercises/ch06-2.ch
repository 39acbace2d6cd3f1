Exercise 6.2 of chapter 6, a reference solution: the velocity of a
material point of a body, v + omega x r.
@x
double ph_body_inertia(const ph_world *w, ph_body_id id);
@y
double ph_body_inertia(const ph_world *w, ph_body_id id);
ph_vec2 ph_body_point_velocity(const ph_world *w, ph_body_id id, ph_vec2 point);
@z
@x
  return b ? b->inertia : 0.0;
}
@y
  return b ? b->inertia : 0.0;
}

ph_vec2 ph_body_point_velocity(const ph_world *w, ph_body_id id, ph_vec2 point)
{
  const ph_body *b = checked_body(w, id);
  if (!b) return ph_v(0.0, 0.0);
  if (!ph_is_finite_vec(point)) {
    ph_report("point must be finite");
    return ph_v(0.0, 0.0);
  }
  return ph_add(b->velocity, turning_velocity(b, point));
}
@z
