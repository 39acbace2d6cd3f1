Exercise 5.3 of chapter 5, a reference solution: a count of the contact
points that bounced, kept by the world.
@x
  return e_a > e_b ? e_a : e_b;
}
@y
  return e_a > e_b ? e_a : e_b;
}

int ph_world_bounce_count(const ph_world *w)
{
  return w ? (int) w->bounce_count : 0;
}
@z
@x
double ph_mix_restitution(double e_a, double e_b);
@y
double ph_mix_restitution(double e_a, double e_b);
int ph_world_bounce_count(const ph_world *w);
@z
@x
int impulse_capacity;
@y
int impulse_capacity;
long bounce_count;
@z
@x
      q->points[i].impulse = j;
@y
      q->points[i].impulse = j;
      if (q->points[i].target > 0.0) w->bounce_count++;
@z
