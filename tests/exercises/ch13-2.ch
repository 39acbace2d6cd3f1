Exercise 13.2 of chapter 13, a reference solution: a shape cast, the
shape moved without turning along its path, the time of impact with
target 0 and tolerance 1e-9 m against every body of the swept box, the
advancement resumed where it gave up short of a touch.
@x
  double a1, const ph_shape *fixed, ph_transform xf, double target, double tol);
@y
  double a1, const ph_shape *fixed, ph_transform xf, double target, double tol);
ph_ray_hit ph_world_shape_cast(ph_world *w, const ph_shape *shape, ph_vec2 x0, ph_vec2 x1,
  double angle, uint32_t mask);

@ A shape cast (exercise~13.2): |shape|, turned to |angle|, moves without
turning from |x0| to |x1|, and the cast returns the first rigid body of
the mask that it touches, as a ray's hit: the body, the fraction $t$ of the
path, the shape's position then for the point, and the normal of their
manifold there turned round, so that it points from the body to the
shape. Nothing touched: no body, fraction~1, the point |x1|. A shape that
touches or overlaps a body where it starts hits it at $t=0$. Sensors are
touched like any body, as rays hit them.

The candidates are the bodies whose boxes meet the box the shape sweeps,
which for a shape that does not turn is the box of its boxes at the two
ends. Against each, the time of impact with the target~0, the touch, and a
tolerance $\epsilon$ of a nanometre: far above the rounding of the
coordinates of any world of metres (some $10^{-15}\,$m), far below anything
a game can see. Advancement never passes the touch, so the time found is
at most the true one, $t^\star$, and at most $\epsilon/r$ before it, $r$ the
rate at which the path closes on the body along the normal there.
|ph_shape_time_of_impact| gives up after its 32 steps and says |hit| with
a time short of any touch, which a sweep wants but a cast must not
report: a path that passes a body closely closes the gap by a little each
step. So the separation at the time given is looked at, and the
advancement goes on from there until it is within $\epsilon$ or past the
end. Each round moves $t$ on by at least $\epsilon/\vert\vec x_1-\vec
x_0\vert$, so it ends; should rounding stop $t$ from growing, the time is
taken as the touch, short of it, as the sweep takes it. The earliest time
wins; the candidates come in increasing body order, so a tie goes to the
lower body.
@.a shape cast needs...@>

@s shape_cast_state int

@<Engine functions@>+=
static const double shape_cast_tolerance = 1e-9; /* $\epsilon$, metres */

typedef struct {
  ph_world *w;
  const ph_shape *shape;
  ph_vec2 x0, x1;
  double angle, best;
  int body; /* the body touched first so far; $-1$: none */
} shape_cast_state;

static double shape_cast_touch(const shape_cast_state *c, const ph_body *b)
{
  ph_transform xb = transform_of(b);
  double t = 0.0;
  for (;;) {
    ph_toi r = ph_shape_time_of_impact(c->shape, ph_lerp(c->x0, c->x1, t), c->angle, c->x1,
      c->angle, &b->shape, xb, 0.0, shape_cast_tolerance);
    if (!r.hit) return INFINITY;
    double next = t + r.t * (1.0 - t);
    ph_transform xm = {ph_lerp(c->x0, c->x1, next), ph_rotation_of(c->angle)};
    if (-ph_collide(c->shape, xm, &b->shape, xb).depth <= shape_cast_tolerance || !(next > t))
      return next;
    t = next;
  }
}

static bool shape_cast_visit(void *context, ph_body_id id)
{
  shape_cast_state *c = context;
  double t = shape_cast_touch(c, &c->w->bodies[id.index1 - 1]);
  if (t < c->best) c->best = t, c->body = id.index1 - 1;
  return true;
}

ph_ray_hit ph_world_shape_cast(ph_world *w, const ph_shape *shape, ph_vec2 x0, ph_vec2 x1,
  double angle, uint32_t mask)
{
  ph_ray_hit hit = {{0}, x1, {0.0, 0.0}, 1.0};
  if (!w || !shape || !ph_is_finite_vec(x0) || !ph_is_finite_vec(x1) || !isfinite(angle)) {
    ph_report("a shape cast needs a world, a shape, and a finite path and angle");
    return hit;
  }
  ph_rotation q = ph_rotation_of(angle);
  ph_aabb a = ph_shape_aabb(shape, (ph_transform){x0, q});
  ph_aabb e = ph_shape_aabb(shape, (ph_transform){x1, q});
  ph_aabb box = {ph_v(fmin(a.lower.x, e.lower.x), fmin(a.lower.y, e.lower.y)),
    ph_v(fmax(a.upper.x, e.upper.x), fmax(a.upper.y, e.upper.y))};
  shape_cast_state c = {w, shape, x0, x1, angle, INFINITY, -1};
  if (ph_world_query_box(w, box, mask, shape_cast_visit, &c) < 0 || c.body < 0) return hit;
  const ph_body *b = &w->bodies[c.body];
  hit.body = ph_body_id_of(c.body);
  hit.fraction = c.best;
  hit.point = ph_lerp(x0, x1, c.best);
  hit.normal = ph_mul(-1.0, ph_collide(shape, (ph_transform){hit.point, q}, &b->shape,
    transform_of(b)).normal);
  return hit;
}
@z
