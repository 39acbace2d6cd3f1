Reference solution of exercise 1.3: the naive start, as a setting.
@x
  if (!b->started) {
    b->position = ph_add(x, ph_add(ph_mul(h, b->velocity), ph_mul(0.5 * h * h, a)));
@y
  if (!b->started) {
    double share = w->settings.naive_start ? 1.0 : 0.5;
    b->position = ph_add(x, ph_add(ph_mul(h, b->velocity), ph_mul(share * h * h, a)));
@z
@x
@ @<Settings fields@>=
@;
@y
@ The start of a Verlet particle (exercise~3): |naive_start| makes the
first step $\vec x_1=\vec x_0+h\vec v_0+h^2\vec a$, the recurrence started
from $\vec x_{-1}=\vec x_0-h\vec v_0$, so that its error can be measured.
The default is the exact start.

@<Settings fields@>=
bool naive_start;
@z
@x
@ @<Read the later world keys into |settings|@>=
@;
@y
@ A \.{world} line says \.{start=naive} or \.{start=exact}.

@<Read the later world keys into |settings|@>=
{
  const char *start = scene_word(r, "start", NULL);
  if (start && strcmp(start, "naive") == 0) settings.naive_start = true;
  else if (start && strcmp(start, "exact") == 0) settings.naive_start = false;
  else if (start) scene_error(r, "start must be 'exact' or 'naive', not '%s'", start);
}
@z
