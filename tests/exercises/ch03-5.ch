Exercise 3.5 of chapter 3, a reference solution: the scene line
attractor x=X y=Y strength=G, which pulls every moving rigid body with the
force G m / r^2 toward the point (X, Y).
@x
{"polygon", 3, parse_polygon},
@y
{"polygon", 3, parse_polygon},
{"attractor", 3, parse_attractor},

@ A scene has at most one attractor, with a positive strength $G$, in
cubic metres per square second.
@.strength must be positive@>
@.at most one attractor@>

@<Scene fields@>+=
bool has_attractor;
ph_vec2 attractor;
double attraction;

@ @<Scene entity parsers@>+=
static bool parse_attractor(scene *s, scene_reader *r)
{
  ph_vec2 p = ph_v(scene_number(r, "x", 0.0), scene_number(r, "y", 0.0));
  double G = scene_required_number(r, "strength");
  if (r->failed) return false;
  if (s->has_attractor) {
    scene_error(r, "a scene has at most one attractor");
    return false;
  }
  if (!(G > 0.0)) {
    scene_error(r, "attractor strength must be positive (got %g)", G);
    return false;
  }
  s->has_attractor = true;
  s->attractor = p;
  s->attraction = G;
  return true;
}

@ Before each step every moving rigid body is pulled toward the point with
$G\,m/r^2$, written $(G\,m/r^3)(\vec p-\vec x)$; a body at the point itself
has no direction to be pulled in and is left alone.

@<Before each step of the scene@>+=
for (int i = 0; s->has_attractor && i < s->world->body_count; i++) {
  const ph_body *b = &s->world->bodies[i];
  ph_vec2 toward = ph_sub(s->attractor, b->position);
  double r = ph_length(toward);
  if (b->kind != PH_RIGID || ph_body_is_static(s->world, ph_body_id_of(i)) || r == 0.0)
    continue;
  ph_body_apply_force(s->world, ph_body_id_of(i),
    ph_mul(s->attraction * b->mass / (r * r * r), toward));
}
@z
