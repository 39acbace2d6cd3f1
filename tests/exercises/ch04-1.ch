Reference solution of exercise 4.1: a capsule and a circle.
@x
  m.points[0].id = 32;
  return m;
}
@y
  m.points[0].id = 32;
  return m;
}

@ A capsule and a circle (exercise~1). The capsule $A$ is the segment from
$\vec p_0$ to $\vec p_1$ thickened by $r_A$. The point of the segment
nearest the circle's centre $\vec c$ is found by its closest-feature
region: with $u=(\vec c-\vec p_0)\cdot(\vec p_1-\vec p_0)/\vert\vec
p_1-\vec p_0\vert^2$, the end $\vec p_0$ when $u\le0$ (id 31), the end
$\vec p_1$ when $u\ge1$ (id 131), and the point $\vec p_0+u(\vec
p_1-\vec p_0)$ of the inside when $0<u<1$ (id 30). From there the pair is
that of two circles, the nearest point with radius $r_A$ and the circle.
A centre on the segment itself is pushed along the segment's left normal,
and a segment of no length is a circle.

@<Engine functions@>+=
ph_manifold ph_collide_capsule_circle(ph_vec2 p0, ph_vec2 p1, double ra, ph_vec2 c, double rb)
{
  ph_manifold m = no_contact;
  ph_vec2 axis = ph_sub(p1, p0), q = p0;
  double length2 = ph_length_squared(axis), u = 0.0;
  int id = 31;
  if (length2 > 0.0) u = ph_dot(ph_sub(c, p0), axis) / length2;
  if (u >= 1.0) {
    q = p1;
    id = 131;
  } else if (u > 0.0) {
    q = ph_add(p0, ph_mul(u, axis));
    id = 30;
  }
  ph_vec2 between = ph_sub(c, q);
  double distance = ph_length(between);
  if (distance > 0.0) m.normal = ph_mul(1.0 / distance, between);
  else if (length2 > 0.0) m.normal = ph_mul(1.0 / sqrt(length2), ph_v(-axis.y, axis.x));
  else m.normal = ph_v(0.0, 1.0);
  m.depth = ra + rb - distance;
  if (m.depth < 0.0) return m;
  m.count = 1;
  m.points[0].point = ph_add(ph_mul(0.5, ph_add(q, c)), ph_mul(0.5 * (ra - rb), m.normal));
  m.points[0].depth = m.depth;
  m.points[0].id = id;
  return m;
}

@ @<Collision functions@>+=
ph_manifold ph_collide_capsule_circle(ph_vec2 p0, ph_vec2 p1, double ra, ph_vec2 c, double rb);
@z
