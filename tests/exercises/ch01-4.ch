Reference solution of exercise 1.4: passes that visit the particles lowest first.
@x
static void separate_particles(ph_world *w)
{
  for (int i = 0; i < w->body_count; i++) {
    ph_body *a = &w->bodies[i];
    if (a->kind != PH_PARTICLE) continue;
    for (int j = i + 1; j < w->body_count; j++) {
      ph_body *b = &w->bodies[j];
      if (b->kind != PH_PARTICLE) continue;
      w->stats.pair_tests++;
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
}
@y
static const ph_body *bodies_to_sort;

static int lower_first(const void *p, const void *q)
{
  int i = *(const int *) p, j = *(const int *) q;
  double yi = bodies_to_sort[i].position.y, yj = bodies_to_sort[j].position.y;
  if (yi != yj) return yi < yj ? -1 : 1;
  return i < j ? -1 : i > j;
}

static int *height_order(const ph_world *w)
{
  int *order = malloc((size_t) w->body_count * sizeof *order);
  if (!order) return NULL;
  for (int i = 0; i < w->body_count; i++) order[i] = i;
  bodies_to_sort = w->bodies;
  qsort(order, (size_t) w->body_count, sizeof *order, lower_first);
  return order;
}

static void separate_particles(ph_world *w)
{
  int *order = w->settings.sort_by_height && w->body_count > 0 ? height_order(w) : NULL;
  for (int ii = 0; ii < w->body_count; ii++) {
    int i = order ? order[ii] : ii;
    ph_body *a = &w->bodies[i];
    if (a->kind != PH_PARTICLE) continue;
    for (int jj = ii + 1; jj < w->body_count; jj++) {
      ph_body *b = &w->bodies[order ? order[jj] : jj];
      if (b->kind != PH_PARTICLE) continue;
      w->stats.pair_tests++;
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
  free(order);
}
@z
@x
@ @<Settings fields@>=
@;
@y
@ The order of the relaxation (exercise~4): with |sort_by_height| each
pass visits the particles by height, lowest first, rather than in the
order they were made.

@<Settings fields@>=
bool sort_by_height;
@z
@x
@ @<Read the later world keys into |settings|@>=
@;
@y
@ A \.{world} line says \.{order=height} or \.{order=index}, the default.

@<Read the later world keys into |settings|@>=
{
  const char *order = scene_word(r, "order", NULL);
  if (order && strcmp(order, "height") == 0) settings.sort_by_height = true;
  else if (order && strcmp(order, "index") == 0) settings.sort_by_height = false;
  else if (order) scene_error(r, "order must be 'index' or 'height', not '%s'", order);
}
@z
