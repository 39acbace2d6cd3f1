Reference solution of exercise 2.4: the longest stable step.
@x
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);
@y
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);

@ The stability limit (exercise 4). Symplectic Euler and Verlet are stable
on a spring while $\omega h<2$, and a world holds bodies of several masses
on one spring: the fastest, the lightest, sets the limit,
$h<2/\omega_{\max}$ with $\omega_{\max}^2=k\,w_{\max}$. Explicit Euler
gains energy at any step, so no step is stable for it, and a spring of no
stiffness never limits the step.

@<Engine functions@>+=
double ph_world_stable_step(const ph_world *w, const ph_spring *sp)
{
  if (w->settings.integrator == PH_EXPLICIT_EULER) return 0.0;
  double w_max = 0.0;
  for (int i = 0; i < w->body_count; i++)
    if (w->bodies[i].inverse_mass > w_max) w_max = w->bodies[i].inverse_mass;
  if (sp->stiffness * w_max <= 0.0) return INFINITY;
  return 2.0 / sqrt(sp->stiffness * w_max);
}

@ @<World functions@>+=
double ph_world_stable_step(const ph_world *w, const ph_spring *sp);
@z
