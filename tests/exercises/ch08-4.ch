Exercise 8.4 of chapter 8, a reference solution: the depth s + sigma/p of
the fixed point under the correction in use, beside ph_world_correction.
@x
  return correction_in_use(w);
}
@y
  return correction_in_use(w);
}

double ph_world_settle_depth(const ph_world *w, double sigma)
{
  if (!w) {
    ph_report("no world");
    return 0.0;
  }
  switch (correction_in_use(w)) {
  case PH_CORRECT_PROJECTION: return w->settings.slop + sigma / w->settings.percent;
  case PH_CORRECT_BAUMGARTE: case PH_CORRECT_SPLIT:
    return w->settings.slop + sigma / w->settings.beta;
  default: return INFINITY;
  }
}
@z
@x
ph_correction ph_world_correction(const ph_world *w);
@y
ph_correction ph_world_correction(const ph_world *w);
double ph_world_settle_depth(const ph_world *w, double sigma);
@z
