Exercise 12.2 of chapter 12, a reference solution: the pulley joint,
l_A + r l_B held constant, one rigid row solved in the soft step, with its
scene line joint pulley a= b= ax= ay= bx= by= gax= gay= gbx= gby= [ratio=].
@x
  PH_DISTANCE_JOINT, PH_REVOLUTE_JOINT, PH_PRISMATIC_JOINT, PH_WELD_JOINT, PH_MOUSE_JOINT
@y
  PH_DISTANCE_JOINT, PH_REVOLUTE_JOINT, PH_PRISMATIC_JOINT, PH_WELD_JOINT, PH_MOUSE_JOINT,
  PH_PULLEY_JOINT /* exercise 12.2 */
@z
@x
  double max_force; /* the mouse joint's cap on its pull */
@y
  double max_force; /* the mouse joint's cap on its pull */
  ph_vec2 ground_a, ground_b; /* a pulley's fixed points $\vec g_A$, $\vec g_B$, in the world */
  double ratio; /* a pulley's $r$: it holds $\ell_A+r\ell_B$; positive */
@z
@x
  d.length = -1.0;
@y
  d.length = -1.0;
  d.ratio = 1.0;
@z
@x
ph_vec2 axis; /* the prismatic axis at the step's start */
@y
ph_vec2 axis; /* the prismatic axis at the step's start */
ph_vec2 rope_a, rope_b; /* a pulley's $\vec x_A-\vec g_A$, $\vec x_B-\vec g_B$ then */
@z
@x
  if (!(d->kind >= PH_DISTANCE_JOINT && d->kind <= PH_MOUSE_JOINT)) return "unknown joint kind";
@y
  if (!(d->kind >= PH_DISTANCE_JOINT && d->kind <= PH_PULLEY_JOINT)) return "unknown joint kind";
@z
@x
if (!(d->break_force > 0.0)) return "joint break force must be positive";
@y
if (!(d->break_force > 0.0)) return "joint break force must be positive";
if (d->kind == PH_PULLEY_JOINT && !(isfinite(d->ratio) && d->ratio > 0.0))
  return "pulley ratio must be positive and finite";
if (d->kind == PH_PULLEY_JOINT && !(ph_is_finite_vec(d->ground_a)
    && ph_is_finite_vec(d->ground_b)))
  return "pulley ground points must be finite";
@z
@x
  if (!problem && d->kind == PH_DISTANCE_JOINT && length < 1e-3)
    problem = "distance joint length must be at least 1 mm";
@y
  if (!problem && d->kind == PH_DISTANCE_JOINT && length < 1e-3)
    problem = "distance joint length must be at least 1 mm";
  if (!problem && d->kind == PH_PULLEY_JOINT) {
    double rope_a = ph_length(ph_sub(d->anchor_a, d->ground_a));
    double rope_b = ph_length(ph_sub(d->anchor_b, d->ground_b));
    if (rope_a < 1e-3 || rope_b < 1e-3) problem = "a pulley's ropes must be at least 1 mm long";
    length = rope_a + d->ratio * rope_b; /* $\ell_{A0}+r\ell_{B0}$, held */
  }
@z
@x
  ph_vec2 end_b = d->kind == PH_DISTANCE_JOINT ? d->anchor_b : d->anchor_a;
@y
  bool two_ends = d->kind == PH_DISTANCE_JOINT || d->kind == PH_PULLEY_JOINT;
  ph_vec2 end_b = two_ends ? d->anchor_b : d->anchor_a;
@z
@x
    j->axis = ph_rotate(ph_rotation_of(ta), j->local_axis);
@y
    j->axis = ph_rotate(ph_rotation_of(ta), j->local_axis);
    j->rope_a = ph_sub(xa, j->def.ground_a);
    j->rope_b = ph_sub(B->position, j->def.ground_b);
@z
@x
    case PH_MOUSE_JOINT: solve_mouse(j, &f, hs); break;
@y
    case PH_MOUSE_JOINT: solve_mouse(j, &f, hs); break;
    case PH_PULLEY_JOINT: solve_pulley(j, &f, push); break;
@z
@x
static void solve_mouse(ph_joint *j, const ph_joint_frame *f, double hs);
@y
static void solve_mouse(ph_joint *j, const ph_joint_frame *f, double hs);
static void solve_pulley(ph_joint *j, const ph_joint_frame *f, bool push);
@z
@x
@*1 The warm start, the reaction, and breaking.
@y
@*1 The pulley joint.
Exercise~12.2's joint: two ropes, from $\vec g_A$ to $A$'s anchor and from $\vec g_B$ to $B$'s,
over fixed points, $C=\ell_A+r\ell_B-(\ell_{A0}+r\ell_{B0})$, with
$\ell=\vert\vec p-\vec g\vert$ and the unit vectors $\vec u=(\vec p-\vec g)/\ell$.
Since $\dot\ell=\vec u\cdot\dot{\vec p}$, $\dot C=\vec u_A\cdot(\vec
v_A+\omega_A\times\vec r_A)+r\,\vec u_B\cdot(\vec v_B+\omega_B\times\vec
r_B)$, so $J=(\vec u_A^{\rm T},\,\vec r_A\times\vec u_A,\,r\vec
u_B^{\rm T},\,r\,\vec r_B\times\vec u_B)$ and
$$m={1\over m_A^{-1}+I_A^{-1}(\vec r_A\times\vec u_A)^2
+r^2\bigl(m_B^{-1}+I_B^{-1}(\vec r_B\times\vec u_B)^2\bigr)}.$$
An equality, as the chapter's rod is (a rope that only pulls would be a
one-sided row): a rigid row in the soft step, its total in |axial|. Its
impulse $\lambda$ is $\lambda\vec u_A$ at $A$'s anchor and $r\lambda\vec
u_B$ at $B$'s; a rope under tension has $\lambda<0$.
@^pulley joint@>

@<Engine functions@>+=
static bool pulley_ropes(const ph_joint *j, const ph_joint_frame *f, ph_vec2 *ua,
  ph_vec2 *ub, double *la, double *lb)
{
  ph_vec2 pa = ph_add(ph_add(j->rope_a, f->A->moved), f->ra); /* $\vec p_A-\vec g_A$ now */
  ph_vec2 pb = ph_add(ph_add(j->rope_b, f->B->moved), f->rb);
  *la = ph_length(pa), *lb = ph_length(pb);
  if (*la < 1e-9 || *lb < 1e-9) return false; /* a rope of no length has no direction */
  *ua = ph_mul(1.0 / *la, pa), *ub = ph_mul(1.0 / *lb, pb);
  return true;
}

static void pull_ropes(ph_soft_body *A, ph_soft_body *B, const ph_joint_frame *f, ph_vec2 ua,
  ph_vec2 ub, double r, double lambda)
{
  A->v = ph_add(A->v, ph_mul(A->inverse_mass * lambda, ua));
  A->omega += A->inverse_inertia * lambda * ph_cross(f->ra, ua);
  B->v = ph_add(B->v, ph_mul(B->inverse_mass * r * lambda, ub));
  B->omega += B->inverse_inertia * r * lambda * ph_cross(f->rb, ub);
}

static void solve_pulley(ph_joint *j, const ph_joint_frame *f, bool push)
{
  ph_soft_body *A = f->A, *B = f->B;
  ph_vec2 ua, ub;
  double la, lb, r = j->def.ratio;
  if (!pulley_ropes(j, f, &ua, &ub, &la, &lb)) return;
  double ca = ph_cross(f->ra, ua), cb = ph_cross(f->rb, ub);
  double k = A->inverse_mass + A->inverse_inertia * ca * ca
    + r * r * (B->inverse_mass + B->inverse_inertia * cb * cb);
  double m = k > 0.0 ? 1.0 / k : 0.0;
  double C_dot = ph_dot(ua, ph_add(A->v, cross_scalar_vector(A->omega, f->ra)))
    + r * ph_dot(ub, ph_add(B->v, cross_scalar_vector(B->omega, f->rb)));
  double d = solve_row(&j->axial, m, C_dot, la + r * lb - j->length,
    row_softness(j, false, push), -INFINITY, INFINITY);
  pull_ropes(A, B, f, ua, ub, r, d);
}

@ @<Private declarations@>+=
static bool pulley_ropes(const ph_joint *j, const ph_joint_frame *f, ph_vec2 *ua,
  ph_vec2 *ub, double *la, double *lb);
static void pull_ropes(ph_soft_body *A, ph_soft_body *B, const ph_joint_frame *f, ph_vec2 ua,
  ph_vec2 ub, double r, double lambda);

@*1 The warm start, the reaction, and breaking.
@z
@x
    case PH_PRISMATIC_JOINT: @<Warm start a prismatic joint@>@; break;
@y
    case PH_PRISMATIC_JOINT: @<Warm start a prismatic joint@>@; break;
    case PH_PULLEY_JOINT: {
      ph_vec2 ua, ub;
      double la, lb;
      if (pulley_ropes(j, &f, &ua, &ub, &la, &lb))
        pull_ropes(f.A, f.B, &f, ua, ub, j->def.ratio, j->axial);
    } break;
@z
@x
  j->torque = j->point.y / hs;
} break;
@y
  j->torque = j->point.y / hs;
} break;
case PH_PULLEY_JOINT: { /* the pull of rope $B$ on $B$, $r\lambda\vec u_B/\hs$ */
  ph_vec2 ua, ub;
  double la, lb;
  j->force = pulley_ropes(j, &f, &ua, &ub, &la, &lb)
    ? ph_mul(j->def.ratio * j->axial / hs, ub) : ph_v(0.0, 0.0);
} break;
@z
@x
joint weld a=I b=J x= y= [hertz= damping=]
@y
joint weld a=I b=J x= y= [hertz= damping=]
joint pulley a=I b=J ax= ay= bx= by= gax= gay= gbx= gby= [ratio=]
@z
@x
    {"prismatic", PH_PRISMATIC_JOINT}, {"weld", PH_WELD_JOINT}};
  int named = 0;
  for (int k = 0; k < 4; k++)
@y
    {"prismatic", PH_PRISMATIC_JOINT}, {"weld", PH_WELD_JOINT}, {"pulley", PH_PULLEY_JOINT}};
  int named = 0;
  for (int k = 0; k < 5; k++)
@z
@x
if (d.kind == PH_DISTANCE_JOINT) {
  d.anchor_a.x = scene_required_number(r, "ax");
  d.anchor_a.y = scene_required_number(r, "ay");
  d.anchor_b.x = scene_required_number(r, "bx");
  d.anchor_b.y = scene_required_number(r, "by");
  d.length = scene_number(r, "length", d.length);
} else {
@y
if (d.kind == PH_DISTANCE_JOINT || d.kind == PH_PULLEY_JOINT) {
  d.anchor_a.x = scene_required_number(r, "ax");
  d.anchor_a.y = scene_required_number(r, "ay");
  d.anchor_b.x = scene_required_number(r, "bx");
  d.anchor_b.y = scene_required_number(r, "by");
  if (d.kind == PH_DISTANCE_JOINT) d.length = scene_number(r, "length", d.length);
} else {
@z
@x
if (d.kind == PH_PRISMATIC_JOINT) @<Read the axis of prismatic joint |d|@>@;
@y
if (d.kind == PH_PRISMATIC_JOINT) @<Read the axis of prismatic joint |d|@>@;
if (d.kind == PH_PULLEY_JOINT) @<Read the ground points and the ratio of pulley |d|@>@;

@ A pulley's ground points, \.{gax}, \.{gay} and \.{gbx}, \.{gby}, have no
default, and its ratio is 1 unless \.{ratio=} gives it (exercise~12.2).

@<Read the ground points and the ratio of pulley |d|@>=
{
  d.ground_a.x = scene_required_number(r, "gax");
  d.ground_a.y = scene_required_number(r, "gay");
  d.ground_b.x = scene_required_number(r, "gbx");
  d.ground_b.y = scene_required_number(r, "gby");
  d.ratio = scene_number(r, "ratio", d.ratio);
}
@z
@x
  if (!prismatic) @<Read the spring of joint |d|@>@;
@y
  if (!prismatic && d.kind != PH_PULLEY_JOINT) @<Read the spring of joint |d|@>@;
@z
@x
  ph_draw_stroke(d, pa, pb, 0.04, yellow);
@y
  if (j->def.kind == PH_PULLEY_JOINT) { /* the ropes, over the two fixed points */
    ph_draw_stroke(d, pa, j->def.ground_a, 0.04, yellow);
    ph_draw_stroke(d, j->def.ground_a, j->def.ground_b, 0.04, yellow);
    ph_draw_stroke(d, j->def.ground_b, pb, 0.04, yellow);
  } else ph_draw_stroke(d, pa, pb, 0.04, yellow);
@z
