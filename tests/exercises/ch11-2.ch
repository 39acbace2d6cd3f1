Exercise 11.2 of chapter 11, a reference solution: ph_soft_substeps gives
the fewest sub-steps with which a step escapes the cap f <= 1/4h'.
@x
ph_softness stiff = soft_coefficients(fmin(2.0 * hertz, 0.25 / hs),
  w->settings.damping_ratio, hs);
@y
ph_softness stiff = soft_coefficients(fmin(2.0 * hertz, 0.25 / hs),
  w->settings.damping_ratio, hs);

@ Exercise 11.2. The cap of a sub-step $h/n$ is $f\le n/4h$, so the
fewest sub-steps are the least whole $n\ge4fh$, and at least one. The
product $4fh$ is rounded, and its ceiling may be one too many or too few;
so the count starts just below it and is raised while the step's own cap,
computed as the soft step computes it, is below the frequency.

@<Engine functions@>+=
int ph_soft_substeps(double hertz, double h)
{
  if (!(isfinite(hertz) && hertz >= 0.0)) {
    ph_report("the frequency must be finite and not negative");
    return -1;
  }
  if (!(isfinite(h) && h > 0.0)) {
    ph_report("the step must be positive and finite");
    return -1;
  }
  double estimate = ceil(4.0 * hertz * h) - 1.0;
  if (estimate > 1e6) {
    ph_report("the frequency needs more than a million sub-steps");
    return -1;
  }
  int n = estimate < 1.0 ? 1 : (int) estimate;
  while (0.25 / (h / n) < hertz) n++;
  return n;
}

@ @<World functions@>+=
int ph_soft_substeps(double hertz, double h);
@z
