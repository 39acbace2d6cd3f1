Exercise 10.1 of chapter 10, a reference solution: the world key
grid_scale=F (0.5 to 8) sets the factor of the grid's cells.
@x
ph_broad_phase broad; /* how the pairs are found (chapter 10) */
@y
ph_broad_phase broad; /* how the pairs are found (chapter 10) */
double grid_scale; /* the grid's side over the bodies' mean size (exercise 10.1) */
@z
@x
s.broad = PH_BROAD_GRID;
@y
s.broad = PH_BROAD_GRID;
s.grid_scale = 1.0;
@z
@x
  return "unknown broad phase";
@y
  return "unknown broad phase";
if (!(s->grid_scale >= 0.5 && s->grid_scale <= 8.0))
  return "grid_scale must be from 0.5 to 8";
@z
@x
static const double grid_scale = 1.0;
@y
@z
@x
  side = grid_scale * sum / moving;
@y
  side = w->settings.grid_scale * sum / moving;
@z
@x
  const char *broad = scene_word(r, "broad", NULL);
@y
  settings.grid_scale = scene_number(r, "grid_scale", settings.grid_scale);
  const char *broad = scene_word(r, "broad", NULL);
@z
