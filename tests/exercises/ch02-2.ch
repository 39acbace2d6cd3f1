Reference solution of exercise 2.2: the energy with the central velocity.
@x
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);
@y
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);

@ The energy with the central velocity (exercise 2). A Verlet body's next
position is $\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n$, so its
central velocity is
$(\vec x_{n+1}-\vec x_{n-1})/2h=(\vec x_n-\vec x_{n-1})/h+{1\over2}h\vec a_n$:
the velocity the engine reports plus half a step of the acceleration at
$\vec x_n$, here gravity and the spring. The other integrators report a
velocity that belongs to $\vec x_n$ already, and keep |ph_world_energy|.

@<Engine functions@>+=
double ph_world_central_energy(const ph_world *w, const ph_spring *sp)
{
  if (w->settings.integrator != PH_VERLET) return ph_world_energy(w, sp);
  double k = sp ? sp->stiffness : 0.0, h = w->last_dt, e = 0.0;
  ph_vec2 anchor = sp ? sp->anchor : ph_v(0.0, 0.0);
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    ph_vec2 stretch = ph_sub(b->position, anchor);
    ph_vec2 a = ph_sub(w->settings.gravity, ph_mul(k * b->inverse_mass, stretch));
    ph_vec2 v = b->started ? ph_add(b->velocity, ph_mul(0.5 * h, a)) : b->velocity;
    e += 0.5 * b->mass * ph_length_squared(v) + 0.5 * k * ph_length_squared(stretch)
      - b->mass * ph_dot(w->settings.gravity, b->position);
  }
  return e;
}

@ @<World functions@>+=
double ph_world_central_energy(const ph_world *w, const ph_spring *sp);
@z
