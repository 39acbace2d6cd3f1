Exercise 10.2 of chapter 10, a reference solution: the sweep goes along
the axis on which the centres of the boxes spread the most.
@x
  for (int k = 0; k < m; k++)
    g->keys[k] = (ph_sweep_key){g->boxes[g->live[k]].lower.x, g->live[k]};
  qsort(g->keys, (size_t) m, sizeof *g->keys, by_lower_edge);
  int count = 0;
  for (int k = 0; k < m; k++) {
    double right = g->boxes[g->keys[k].body].upper.x;
@y
  double mean[2] = {0.0, 0.0}, spread[2] = {0.0, 0.0};
  for (int k = 0; k < m; k++) {
    ph_aabb b = g->boxes[g->live[k]];
    mean[0] += 0.5 * (b.lower.x + b.upper.x) / m, mean[1] += 0.5 * (b.lower.y + b.upper.y) / m;
  }
  for (int k = 0; k < m; k++) {
    ph_aabb b = g->boxes[g->live[k]];
    double dx = 0.5 * (b.lower.x + b.upper.x) - mean[0], dy = 0.5 * (b.lower.y + b.upper.y) - mean[1];
    spread[0] += dx * dx, spread[1] += dy * dy;
  }
  bool along_y = spread[1] > spread[0];
  for (int k = 0; k < m; k++)
    g->keys[k] = (ph_sweep_key){along_y ? g->boxes[g->live[k]].lower.y
      : g->boxes[g->live[k]].lower.x, g->live[k]};
  qsort(g->keys, (size_t) m, sizeof *g->keys, by_lower_edge);
  int count = 0;
  for (int k = 0; k < m; k++) {
    double right = along_y ? g->boxes[g->keys[k].body].upper.y
      : g->boxes[g->keys[k].body].upper.x;
@z
