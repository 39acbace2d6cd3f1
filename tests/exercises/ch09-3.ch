Exercise 9.3 of chapter 9, a reference solution: the world key tolerance=V
stops a step's passes after the first one in which no normal impulse
changed its point's normal velocity by more than V; ph_world_passes_used
says how many the last step made.
@x
bool warm_start; /* start each step from the last step's totals (chapter 9) */
@y
bool warm_start; /* start each step from the last step's totals (chapter 9) */
double tolerance; /* stop the passes once they change no velocity by more (exercise 9.3) */
@z
@x
s.warm_start = true;
@y
s.warm_start = true;
s.tolerance = 0.0;

@ @<Check the later settings@>+=
if (!(s->tolerance >= 0.0 && isfinite(s->tolerance)))
  return "tolerance must be finite and not negative";
@z
@x
static void solve_sequential(ph_world *w)
{
  for (int pass = 0; pass < w->settings.iterations; pass++)
    for (int k = 0; k < w->impulse_count; k++)
      for (int i = 0; i < w->impulses[k].count; i++) solve_point(w, k, i);
@y
static void solve_sequential(ph_world *w)
{
  w->passes_used = 0;
  for (int pass = 0; pass < w->settings.iterations; pass++) {
    w->largest_change = 0.0;
    for (int k = 0; k < w->impulse_count; k++)
      for (int i = 0; i < w->impulses[k].count; i++) solve_point(w, k, i);
    w->passes_used++;
    if (w->settings.tolerance > 0.0 && w->largest_change <= w->settings.tolerance) break;
  }
@z
@x
  apply_contact_impulse(w, A, B, p, ph_mul(j, n));
@y
  apply_contact_impulse(w, A, B, p, ph_mul(j, n));
  w->largest_change = fmax(w->largest_change, fabs(j) / q->points[i].normal_mass);
@z
@x
static double add_clamped(const ph_world *w, double *total, double d, double lo, double hi)
{
@y
int ph_world_passes_used(const ph_world *w)
{
  return w ? w->passes_used : 0;
}

static double add_clamped(const ph_world *w, double *total, double d, double lo, double hi)
{
@z
@x
int warm_points; /* points the last step's phase 4 warm started */
@y
int warm_points; /* points the last step's phase 4 warm started */
int passes_used; /* the passes of the last step (exercise 9.3) */
double largest_change; /* the largest $j/m_n$ of the current pass */
@z
@x
w->warm_points = 0;
@y
w->warm_points = 0;
w->passes_used = 0;
w->largest_change = 0.0;
@z
@x
settings.warm_start = scene_switch(r, "warm_start", settings.warm_start);
@y
settings.warm_start = scene_switch(r, "warm_start", settings.warm_start);
settings.tolerance = scene_number(r, "tolerance", settings.tolerance);
@z
