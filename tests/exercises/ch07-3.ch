Exercise 7.3 of chapter 7, a reference solution: the world key rolling=c
and an angular impulse, cut to c rho j, against the relative spin at every
point that has friction.
@x
bool friction; /* Coulomb friction at contacts (chapter 7) */
@y
bool friction; /* Coulomb friction at contacts (chapter 7) */
double rolling; /* rolling resistance $c$ (exercise 7.3) */
@z
@x
s.friction = stage >= 7;
@y
s.friction = stage >= 7;
s.rolling = 0.0;
@z
@x
turn_body(w, B, p, ph_mul(jt, t));
@y
turn_body(w, B, p, ph_mul(jt, t));
if (w->settings.rolling > 0.0 && A->inverse_inertia + B->inverse_inertia > 0.0) {
  double most = w->settings.rolling * ph_length(ph_sub(p, B->position)) * j;
  double turn = -(B->angular_velocity - A->angular_velocity)
    / (A->inverse_inertia + B->inverse_inertia);
  turn = turn > most ? most : turn < -most ? -most : turn;
  A->angular_velocity -= A->inverse_inertia * turn;
  B->angular_velocity += B->inverse_inertia * turn;
}
@z
@x
  else if (friction) scene_error(r, "friction must be on or off (got '%s')", friction);
@y
  else if (friction) scene_error(r, "friction must be on or off (got '%s')", friction);
  settings.rolling = scene_number(r, "rolling", settings.rolling);
  if (settings.rolling < 0.0) scene_error(r, "rolling resistance must not be negative");
@z
