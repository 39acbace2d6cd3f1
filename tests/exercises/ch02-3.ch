Reference solution of exercise 2.3: the period of symplectic Euler on a spring.
@x
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);
@y
double ph_world_modified_energy(const ph_world *w, const ph_spring *sp, double h);

@ The period of the simulated spring (exercise~3). Each step of symplectic
Euler advances the phase by $\theta$, with $\cos\theta=1-{1\over2}\omega^2h^2$,
so a turn takes $2\pi/\theta$ steps, $2\pi h/\theta$ seconds. Beyond the
stability limit there is no period.

@<Engine functions@>+=
double ph_symplectic_period(double omega, double h)
{
  double c = 1.0 - 0.5 * omega * omega * h * h;
  if (!(omega > 0.0 && h > 0.0 && c > -1.0)) return NAN;
  return 2.0 * 3.14159265358979323846 * h / acos(c);
}

@ @<World functions@>+=
double ph_symplectic_period(double omega, double h);
@z
