Exercise 5.1 of chapter 5, a reference solution: the world key mixing=RULE,
a setting that chooses how two restitutions combine.
@x
ph_contact_solver solver;
@y
ph_contact_solver solver;
int mixing;
@z
@x
    q->restitution = ph_mix_restitution(A->material.restitution, B->material.restitution);
@y
    {
      double ea = A->material.restitution, eb = B->material.restitution;
      switch (w->settings.mixing) {
      case 1: q->restitution = ea < eb ? ea : eb; break;
      case 2: q->restitution = ea * eb; break;
      case 3: q->restitution = 0.5 * (ea + eb); break;
      default: q->restitution = ph_mix_restitution(ea, eb); break;
      }
    }
@z
@x
  settings.restitution_threshold = scene_number(r, "threshold",
@y
  {
    static const char *rules[] = {"max", "min", "product", "mean"};
    const char *rule = scene_word(r, "mixing", NULL);
    if (rule) {
      int found = -1;
      for (int i = 0; i < 4; i++)
        if (strcmp(rules[i], rule) == 0) found = i;
      if (found < 0) scene_error(r, "unknown mixing rule '%s'", rule);
      else settings.mixing = found;
    }
  }
  settings.restitution_threshold = scene_number(r, "threshold",
@z
