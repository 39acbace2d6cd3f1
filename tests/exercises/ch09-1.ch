Exercise 9.1 of chapter 9, a reference solution: the world key
warm_factor=F scales the totals phase 4 carries into a step.
@x
bool warm_start; /* start each step from the last step's totals (chapter 9) */
@y
bool warm_start; /* start each step from the last step's totals (chapter 9) */
double warm_factor; /* the share of the kept totals carried in (exercise 9.1) */
@z
@x
s.warm_start = true;
@y
s.warm_start = true;
s.warm_factor = 1.0;

@ @<Check the later settings@>+=
if (!(s->warm_factor >= 0.0 && s->warm_factor <= 1.0))
  return "warm_factor must be between 0 and 1";
@z
@x
        double cap = q->friction * kept->points[j].impulse;
        q->points[i].impulse = kept->points[j].impulse;
        q->points[i].friction_impulse = fmin(fmax(kept->points[j].friction_impulse, -cap), cap);
@y
        double F = w->settings.warm_factor, cap = q->friction * F * kept->points[j].impulse;
        q->points[i].impulse = F * kept->points[j].impulse;
        q->points[i].friction_impulse = fmin(fmax(F * kept->points[j].friction_impulse, -cap),
          cap);
@z
@x
settings.warm_start = scene_switch(r, "warm_start", settings.warm_start);
@y
settings.warm_start = scene_switch(r, "warm_start", settings.warm_start);
settings.warm_factor = scene_number(r, "warm_factor", settings.warm_factor);
@z
