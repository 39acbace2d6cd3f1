Exercise 14.3 of chapter 14, a reference solution: a switch on the
world, set by ph_world_set_break_by_solver, under which break_bodies
also marks each part whose contact took, in the last step, a normal
impulse from the solver above the body's break impulse.
@x
  for (int i = 0; any && i < w->body_count; i++)
@y
  if (w->break_by_solver && mark_parts_by_solver(w)) any = true;
  for (int i = 0; any && i < w->body_count; i++)
@z
@x
int parts_broken; /* parts broken off by impacts since the world was made (chapter 14) */
@y
int parts_broken; /* parts broken off by impacts since the world was made (chapter 14) */
bool break_by_solver; /* break by the solver's impulse too (exercise 14.3) */
@z
@x
w->parts_broken = 0;
@y
w->parts_broken = 0;
w->break_by_solver = false;
@z
@x
int ph_world_parts_broken(const ph_world *w);
@y
int ph_world_parts_broken(const ph_world *w);
bool ph_world_set_break_by_solver(ph_world *w, bool on);

@ Breaking by the solver's impulse (exercise~14.3). The impulse that the
solver delivered to a contact in the last step is in chapter~9's memory,
which phase~1 of this step has not yet touched (the wake, before it, has
only brought back the memory of the pairs it woke): for each point its
total $\lambda$, and in its id the tag $10^5(100p+q)$ of the two parts.
The sequential solver's total is the whole step's impulse. Chapter~11's
soft step warm starts each of its $n$ sub-steps with the total of the one
before, so its total is the impulse of one sub-step, and the step's is
$n\lambda$. A contact whose points' impulses, so summed, exceed a body's
$J_b$ marks the body's part, which then leaves in the split loop with
those the impact marked. A body of one shape has no parts to mark, and
the split forgets the memory of a body that loses a part, so a kept tag
always names a part the body has; the test of the count of parts makes
sure of both. A steady load is no longer safe: the ground's contacts
under a wall of weight $W$ give back $Wh$ between them in every step, and
a brick whose share is above $J_b$ breaks off.

@<Engine functions@>+=
static bool mark_parts_by_solver(ph_world *w)
{
  bool any = false;
  double n = w->settings.solver == PH_SOFT ? w->settings.substeps : 1.0;
  for (int m = 0; m < w->memory_count; m++) {
    const ph_contact_memory *kept = &w->memory[m];
    ph_body *A = &w->bodies[kept->a], *B = &w->bodies[kept->b];
    double J = 0.0;
    for (int i = 0; i < kept->count; i++) J += n * kept->points[i].impulse;
    int tag = kept->count ? kept->points[0].id / 100000 : 0;
    if (A->part_count > tag / 100 && J > A->break_impulse) A->parts[tag / 100].struck = any = true;
    if (B->part_count > tag % 100 && J > B->break_impulse) B->parts[tag % 100].struck = any = true;
  }
  return any;
}

@ The switch, off when the world is made, so that nothing changes unless
a program asks. A null world is reported.
@.no world@>

@<Engine functions@>+=
bool ph_world_set_break_by_solver(ph_world *w, bool on)
{
  if (!w) {
    ph_report("no world");
    return false;
  }
  w->break_by_solver = on;
  return true;
}

@ @<Private declarations@>+=
static bool mark_parts_by_solver(ph_world *w);
@z
