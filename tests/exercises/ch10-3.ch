Exercise 10.3 of chapter 10, a reference solution: the world counts the
pairs whose boxes overlap but whose layers keep them apart. The grid
tests the boxes of every two entries of a cell, as chapter 10 counts
them in box_tests, and keeps a refusal only in the cell that owns the
pair, so that a pair is judged in one cell only.
@x
long box_tests; /* bounding boxes compared in the last search for contacts */
@y
long box_tests; /* bounding boxes compared in the last search for contacts */
long layer_refusals; /* pairs overlapping that the layers kept apart (exercise 10.3) */
@z
@x
  @<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
  return layers_meet(bi, bj);
@y
  @<Refuse bodies |bi| and |bj| if a later chapter's filter keeps them apart@>@;
  if (layers_meet(bi, bj)) return true;
  w->layer_refusals++;
  return false;
@z
@x
      if (pair_wanted(w, e->body, f->body, rigid)
          && grid_owns_pair(g->boxes[e->body], g->boxes[f->body], e->cx, e->cy, side)
          && !add_pair(g, &count, e->body, f->body)) return -1;
@y
      long refused = w->layer_refusals; /* a pair is judged in the cell that owns it */
      bool wanted = pair_wanted(w, e->body, f->body, rigid);
      if (!grid_owns_pair(g->boxes[e->body], g->boxes[f->body], e->cx, e->cy, side))
        w->layer_refusals = refused;
      else if (wanted && !add_pair(g, &count, e->body, f->body)) return -1;
@z
@x
w->box_tests = 0;
if (w->settings.broad != PH_BROAD_ALL) {
@y
w->box_tests = 0;
w->layer_refusals = 0;
if (w->settings.broad != PH_BROAD_ALL) {
@z
@x
  w->box_tests = 0;
}
@y
  w->box_tests = 0;
  w->layer_refusals = 0;
}
@z
@x
if (!layers_meet(bi, bj)) continue;
w->box_tests++;
@y
if (!layers_meet(bi, bj)) {
  w->layer_refusals += ph_aabb_overlap(box_i, body_box(bj, transform_of(bj)));
  continue;
}
w->box_tests++;
@z
@x
bool ph_body_set_layers(ph_world *w, ph_body_id id, uint32_t category, uint32_t mask);
@y
bool ph_body_set_layers(ph_world *w, ph_body_id id, uint32_t category, uint32_t mask);
long ph_world_layer_refusals(const ph_world *w);

@ @<Engine functions@>+=
long ph_world_layer_refusals(const ph_world *w)
{
  return w->layer_refusals;
}
@z
