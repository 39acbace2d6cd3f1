Exercise 6.4 of chapter 6, a reference solution: the effective mass 1/k of
an impulse along a normal at a point, with chapter 6's turning terms.
@x
void ph_body_apply_impulse_at(ph_world *w, ph_body_id id, ph_vec2 impulse, ph_vec2 point);
@y
void ph_body_apply_impulse_at(ph_world *w, ph_body_id id, ph_vec2 impulse, ph_vec2 point);
double ph_contact_effective_mass(const ph_world *w, ph_body_id a, ph_body_id b,
  ph_vec2 point, ph_vec2 normal);
@z
@x
  push_body(w, b, impulse);
  turn_body(w, b, point, impulse);
}
@y
  push_body(w, b, impulse);
  turn_body(w, b, point, impulse);
}

double ph_contact_effective_mass(const ph_world *w, ph_body_id a, ph_body_id b,
  ph_vec2 point, ph_vec2 normal)
{
  const ph_body *A = checked_body(w, a);
  const ph_body *B = A ? checked_body(w, b) : NULL;
  if (!A || !B) return 0.0;
  if (!ph_is_finite_vec(point) || !ph_is_finite_vec(normal)) {
    ph_report("point and normal must be finite");
    return 0.0;
  }
  double k = A->inverse_mass + B->inverse_mass
    + turning_term(A, point, normal) + turning_term(B, point, normal);
  return k > 0.0 ? 1.0 / k : 0.0;
}
@z
