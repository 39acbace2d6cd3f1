Exercise 3.1 of chapter 3, a reference solution: the body key drag=C, a
force -C v that the scene applies before every step.
@x
  double stiffness;
} scene_spring;
@y
  double stiffness;
} scene_spring;

typedef struct {
  int body;
  double c;
} scene_drag;
@z
@x
ph_vec2 wind;
@y
ph_vec2 wind;
scene_drag drags[64];
int drag_count;
@z
@x
  if (r->failed || !scene_check(r, ph_body_def_check(&d))) return false;
@y
  double drag = scene_number(r, "drag", 0.0);
  if (r->failed || !scene_check(r, ph_body_def_check(&d))) return false;
  if (!(drag >= 0.0)) {
    scene_error(r, "drag must be finite and not negative (got %g)", drag);
    return false;
  }
  if (drag > 0.0 && s->drag_count == 64) {
    scene_error(r, "a scene may have at most 64 bodies with drag");
    return false;
  }
@z
@x
  if (has_spring) s->springs[s->spring_count++] = spring;
@y
  if (has_spring) s->springs[s->spring_count++] = spring;
  if (drag > 0.0) s->drags[s->drag_count++] = (scene_drag){s->world->body_count - 1, drag};
@z
@x
if (s->wind.x != 0.0 || s->wind.y != 0.0)
@y
for (int k = 0; k < s->drag_count; k++) {
  ph_body_id id = ph_body_id_of(s->drags[k].body);
  ph_body_apply_force(s->world, id, ph_mul(-s->drags[k].c, ph_body_velocity(s->world, id)));
}
if (s->wind.x != 0.0 || s->wind.y != 0.0)
@z
