Exercise 3.2 of chapter 3, a reference solution: the stiffest spring a body
can hang on, for the world's integrator and a step h.
@x
bool ph_body_is_static(const ph_world *w, ph_body_id id);
@y
bool ph_body_is_static(const ph_world *w, ph_body_id id);
double ph_body_stiffness_limit(const ph_world *w, ph_body_id id, double h);

@ A zero-length spring of stiffness $k$ to a fixed point gives a body of
mass $m$ the frequency $\omega=\sqrt{k/m}$; Verlet and symplectic Euler
keep it bounded while $\omega h<2$, that is $k<4m/h^2$ (chapter~2).
Explicit Euler gains energy at every stiffness, and a static body never
moves.

@<Engine functions@>+=
double ph_body_stiffness_limit(const ph_world *w, ph_body_id id, double h)
{
  const ph_body *b = checked_body(w, id);
  if (!b) return 0.0;
  if (is_static(b)) return INFINITY;
  if (w->settings.integrator == PH_EXPLICIT_EULER) return 0.0;
  return 4.0 * b->mass / (h * h);
}
@z
