Exercise 4.3 of chapter 4, a reference solution: sort and sweep. The
bounding boxes are sorted by their left sides; each box is compared only
with the boxes whose left sides lie before its right side, and every pair
compared is counted in w->stats.pair_tests. The contacts are then sorted
by their bodies, so that the list is the one the all-pairs loop made.
@x
struct ph_contact *contacts;
@y
struct ph_contact *contacts;
struct ph_sweep_item *sweep;
int sweep_capacity;
@z
@x
free(w->contacts);
@y
free(w->contacts);
free(w->sweep);
@z
@x
void ph_world_find_contacts(ph_world *w)
{
  w->contact_count = 0;
  @<Let a later chapter's broad phase find the contacts@>@;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *bi = &w->bodies[i];
    if (bi->kind != PH_RIGID) continue;
    ph_transform xi = transform_of(bi);
    ph_aabb box_i = body_box(bi, xi);
    for (int j = i + 1; j < w->body_count; j++) {
      const ph_body *bj = &w->bodies[j];
      if (bj->kind != PH_RIGID || (is_static(bi) && is_static(bj))) continue;
      @<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
      ph_transform xj = transform_of(bj);
      if (!ph_aabb_overlap(box_i, body_box(bj, xj))) continue;
      if (!collide_pair(w, i, j, xi, xj)) return;
    }
  }
}
@y
struct ph_sweep_item {
  ph_aabb box;
  int index;
};

static int by_lower_x(const void *p, const void *q)
{
  const struct ph_sweep_item *a = p, *b = q;
  if (a->box.lower.x != b->box.lower.x) return a->box.lower.x < b->box.lower.x ? -1 : 1;
  return a->index - b->index;
}

static int by_bodies(const void *p, const void *q)
{
  const ph_contact *a = p, *b = q;
  return a->a != b->a ? a->a - b->a : a->b - b->b;
}

void ph_world_find_contacts(ph_world *w)
{
  w->contact_count = 0;
  @<Let a later chapter's broad phase find the contacts@>@;
  if (w->body_count > w->sweep_capacity) {
    struct ph_sweep_item *grown = realloc(w->sweep, (size_t) w->body_count * sizeof *grown);
    if (!grown) {
      ph_report("out of memory finding contacts");
      return;
    }
    w->sweep = grown;
    w->sweep_capacity = w->body_count;
  }
  int n = 0;
  for (int i = 0; i < w->body_count; i++)
    if (w->bodies[i].kind == PH_RIGID)
      w->sweep[n++] = (struct ph_sweep_item){body_box(&w->bodies[i],
        transform_of(&w->bodies[i])), i};
  qsort(w->sweep, (size_t) n, sizeof *w->sweep, by_lower_x);
  for (int k = 0; k < n; k++)
    for (int l = k + 1; l < n && w->sweep[l].box.lower.x <= w->sweep[k].box.upper.x; l++) {
      int i = w->sweep[k].index < w->sweep[l].index ? w->sweep[k].index : w->sweep[l].index;
      int j = w->sweep[k].index + w->sweep[l].index - i;
      const ph_body *bi = &w->bodies[i], *bj = &w->bodies[j];
      if (is_static(bi) && is_static(bj)) continue;
      @<Skip bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
      w->stats.pair_tests++;
      if (!ph_aabb_overlap(w->sweep[k].box, w->sweep[l].box)) continue;
      if (!collide_pair(w, i, j, transform_of(bi), transform_of(bj))) return;
    }
  qsort(w->contacts, (size_t) w->contact_count, sizeof *w->contacts, by_bodies);
}
@z
