Exercise 8.1 of chapter 8, a reference solution: the largest depth among
the contacts of the last step's phase 1, beside ph_world_correction.
@x
  return correction_in_use(w);
}
@y
  return correction_in_use(w);
}

double ph_world_deepest_contact(const ph_world *w)
{
  if (!w) {
    ph_report("no world");
    return 0.0;
  }
  double deepest = 0.0;
  for (int k = 0; k < w->contact_count; k++)
    if (w->contacts[k].manifold.depth > deepest) deepest = w->contacts[k].manifold.depth;
  return deepest;
}
@z
@x
ph_correction ph_world_correction(const ph_world *w);
@y
ph_correction ph_world_correction(const ph_world *w);
double ph_world_deepest_contact(const ph_world *w);
@z
