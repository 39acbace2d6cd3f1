Exercise 7.2 of chapter 7, a reference solution: a static coefficient in
the material, read from static_friction=, checked, mixed, and used as the
cap for a point that would stick.
@x
  double friction; /* $\mu$, from chapter 7 */
@y
  double friction; /* $\mu$, from chapter 7 */
  double static_friction; /* $\mu_s$; 0 means $\mu$ (exercise 7.2) */
@z
@x
  {"rock", {270.0, 0.1, 0.6}},@/
  {"wood", {60.0, 0.3, 0.4}},@/
  {"metal", {785.0, 0.2, 0.4}},@/
  {"bouncy", {110.0, 0.8, 0.9}},@/
  {"superball", {110.0, 0.95, 1.0}},@/
  {"pillow", {5.0, 0.05, 0.6}},@/
  {"static", {0.0, 0.1, 0.7}},@/
  {NULL, {0.0, 0.0, 0.0}}
@y
  {"rock", {270.0, 0.1, 0.6, 0.0}},@/
  {"wood", {60.0, 0.3, 0.4, 0.0}},@/
  {"metal", {785.0, 0.2, 0.4, 0.0}},@/
  {"bouncy", {110.0, 0.8, 0.9, 0.0}},@/
  {"superball", {110.0, 0.95, 1.0, 0.0}},@/
  {"pillow", {5.0, 0.05, 0.6, 0.0}},@/
  {"static", {0.0, 0.1, 0.7, 0.0}},@/
  {NULL, {0.0, 0.0, 0.0, 0.0}}
@z
@x
  else check_message[0] = '\0';
@y
  else if (!(isfinite(m->static_friction)
      && (m->static_friction == 0.0 || m->static_friction >= m->friction)))
    snprintf(check_message, sizeof check_message,
      "static friction must be 0 or at least the friction (got %g)", m->static_friction);
  else check_message[0] = '\0';
@z
@x
  d.material.friction = scene_number(r, "friction", d.material.friction);
@y
  d.material.friction = scene_number(r, "friction", d.material.friction);
  d.material.static_friction = scene_number(r, "static_friction",
    d.material.static_friction);
@z
@x
double friction; /* $\mu$, mixed; 0 with friction off */
@y
double friction; /* $\mu$, mixed; 0 with friction off */
double static_friction; /* $\mu_s$, mixed */
@z
@x
  ? ph_mix_friction(A->material.friction, B->material.friction) : 0.0;
@y
  ? ph_mix_friction(A->material.friction, B->material.friction) : 0.0;
q->static_friction = w->settings.friction ? ph_mix_friction(
  A->material.static_friction > 0.0 ? A->material.static_friction : A->material.friction,
  B->material.static_friction > 0.0 ? B->material.static_friction : B->material.friction)
  : 0.0;
@z
@x
  jt = jt > cap ? cap : jt < -cap ? -cap : jt;
@y
  if (fabs(jt) > q->static_friction * j) jt = jt > cap ? cap : jt < -cap ? -cap : jt;
@z
