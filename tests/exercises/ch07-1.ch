Exercise 7.1 of chapter 7, a reference solution: the world adds up the
energy each friction impulse takes, -j_t (v_t + v_t^+) / 2.
@x
int impulse_count; /* entries filled by the last step's phase 3 */
@y
int impulse_count; /* entries filled by the last step's phase 3 */
double friction_work;
@z
@x
w->impulses = NULL;
@y
w->impulses = NULL;
w->friction_work = 0.0;
@z
@x
  return sqrt(mu_a * mu_b);
}
@y
  return sqrt(mu_a * mu_b);
}

double ph_world_friction_work(const ph_world *w)
{
  return w ? w->friction_work : 0.0;
}
@z
@x
double ph_mix_friction(double mu_a, double mu_b);
@y
double ph_mix_friction(double mu_a, double mu_b);
double ph_world_friction_work(const ph_world *w);
@z
@x
  q->points[i].friction_impulse = jt;
@y
  q->points[i].friction_impulse = jt;
  w->friction_work -= jt * (2.0 * ph_dot(vrel, t) + jt / q->points[i].tangent_mass) / 2.0;
@z
