Exercise 9.2 of chapter 9, a reference solution: the sequential solver
measures, after its passes, the largest residual of the normal velocity
constraints, and ph_world_residual reports it.
@x
static void solve_sequential(ph_world *w)
{
  for (int pass = 0; pass < w->settings.iterations; pass++)
    for (int k = 0; k < w->impulse_count; k++)
      for (int i = 0; i < w->impulses[k].count; i++) solve_point(w, k, i);
@y
static void solve_sequential(ph_world *w)
{
  for (int pass = 0; pass < w->settings.iterations; pass++)
    for (int k = 0; k < w->impulse_count; k++)
      for (int i = 0; i < w->impulses[k].count; i++) solve_point(w, k, i);
  w->residual = 0.0;
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    const ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    for (int i = 0; i < w->impulses[k].count; i++) {
      ph_vec2 p = c->manifold.points[i].point;
      double u = ph_dot(ph_sub(ph_add(B->velocity, turning_velocity(B, p)),
        ph_add(A->velocity, turning_velocity(A, p))), c->manifold.normal);
      double target = w->impulses[k].points[i].target;
      double r = w->impulses[k].points[i].impulse > 0.0 ? fabs(u - target)
        : fmax(target - u, 0.0);
      if (r > w->residual) w->residual = r;
    }
  }
@z
@x
static double add_clamped(const ph_world *w, double *total, double d, double lo, double hi)
{
@y
double ph_world_residual(const ph_world *w)
{
  return w ? w->residual : 0.0;
}

static double add_clamped(const ph_world *w, double *total, double d, double lo, double hi)
{
@z
@x
int warm_points; /* points the last step's phase 4 warm started */
@y
int warm_points; /* points the last step's phase 4 warm started */
double residual; /* the largest residual the last step's passes left */
@z
@x
w->warm_points = 0;
@y
w->warm_points = 0;
w->residual = 0.0;
@z
@x
if (w->settings.solver == PH_SEQUENTIAL) warm_start(w);
@y
w->residual = 0.0;
if (w->settings.solver == PH_SEQUENTIAL) warm_start(w);
@z
