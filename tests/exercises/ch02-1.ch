Reference solution of exercise 2.1: velocity Verlet.
@x
, PH_SYMPLECTIC_EULER, PH_EXPLICIT_EULER
@y
, PH_SYMPLECTIC_EULER, PH_EXPLICIT_EULER, PH_VELOCITY_VERLET
@z
@x
{"euler", PH_EXPLICIT_EULER},
@y
{"euler", PH_EXPLICIT_EULER},
{"velocity", PH_VELOCITY_VERLET},
@z
@x
case PH_SYMPLECTIC_EULER:
  b->velocity = ph_add(b->velocity, ph_mul(h, a));
  break;
@y
case PH_SYMPLECTIC_EULER:
  b->velocity = ph_add(b->velocity, ph_mul(h, a));
  break;
case PH_VELOCITY_VERLET: /* the second half kick of the last step, with $\vec a_{n+1}$ */
  if (b->started) b->velocity = ph_add(b->velocity, ph_mul(0.5 * w->last_dt, a));
  break;
@z
@x
case PH_SYMPLECTIC_EULER:
  b->previous = b->position;
  b->position = ph_add(b->position, ph_mul(h, b->velocity));
  b->integrated = b->position;
  break;
@y
case PH_SYMPLECTIC_EULER:
  b->previous = b->position;
  b->position = ph_add(b->position, ph_mul(h, b->velocity));
  b->integrated = b->position;
  break;
case PH_VELOCITY_VERLET: /* exercise 1: the move and the first half kick */
  b->previous = b->position;
  b->position = ph_add(b->position, ph_add(ph_mul(h, b->velocity), ph_mul(0.5 * h * h, a)));
  b->velocity = ph_add(b->velocity, ph_mul(0.5 * h, a));
  b->started = true;
  b->integrated = b->position;
  break;
@z
