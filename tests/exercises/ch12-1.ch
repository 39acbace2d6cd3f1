Exercise 12.1 of chapter 12, a reference solution: break_torque, the torque
above which a joint breaks, in the definition and on every joint line.
@x
  double break_force; /* break above this force; |INFINITY|: never */
@y
  double break_force; /* break above this force; |INFINITY|: never */
  double break_torque; /* break above this torque; |INFINITY|: never (exercise 12.1) */
@z
@x
  d.max_motor = d.max_force = d.break_force = INFINITY;
@y
  d.max_motor = d.max_force = d.break_force = d.break_torque = INFINITY;
@z
@x
if (!(d->break_force > 0.0)) return "joint break force must be positive";
@y
if (!(d->break_force > 0.0)) return "joint break force must be positive";
if (!(d->break_torque > 0.0)) return "joint break_torque must be positive";
@z
@x
    if (ph_length(j->force) > j->def.break_force) {
@y
    if (ph_length(j->force) > j->def.break_force || fabs(j->torque) > j->def.break_torque) {
@z
@x
revolute joint and with \.{max\_force=} for a prismatic one. Every kind also takes \.{break=}, the force in newtons above which the
joint breaks (never, if not given), and \.{collide=on} or \.{off}, whether
@y
revolute joint and with \.{max\_force=} for a prismatic one. Every kind also takes \.{break=}, the force in newtons above which the
joint breaks (never, if not given), \.{break\_torque=}, the torque in
newton metres above which it breaks (never, if not given; exercise~12.1),
and \.{collide=on} or \.{off}, whether
@z
@x
  d.break_force = scene_number(r, "break", d.break_force);
@y
  d.break_force = scene_number(r, "break", d.break_force);
  d.break_torque = scene_number(r, "break_torque", d.break_torque);
@z
