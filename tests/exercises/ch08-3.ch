Exercise 8.3 of chapter 8, a reference solution: a setting reproject, off
by default, read from reproject=on|off; on, projection subtracts from each
contact's depth what phase 6 moved its bodies apart along the normal (a
body's previous is where phase 6 found it; a static body's is its position).
@x
double beta; /* $\beta$: the share asked of the bias velocity per step */
@y
double beta; /* $\beta$: the share asked of the bias velocity per step */
bool reproject; /* projection with the depth carried forward (exercise 8.3) */
@z
@x
s.beta = 0.2;
@y
s.beta = 0.2;
s.reproject = false;
@z
@x
    double d = c->manifold.depth, s = w->settings.slop, z = w->settings.percent;
@y
    double d = c->manifold.depth, s = w->settings.slop, z = w->settings.percent;
    if (w->settings.reproject)
      d -= ph_dot(ph_sub(ph_sub(B->position, B->previous), ph_sub(A->position, A->previous)),
        c->manifold.normal);
@z
@x
settings.beta = scene_number(r, "beta", settings.beta);
@y
settings.beta = scene_number(r, "beta", settings.beta);
{
  const char *reproject = scene_word(r, "reproject", NULL);
  if (reproject && strcmp(reproject, "on") == 0) settings.reproject = true;
  else if (reproject && strcmp(reproject, "off") == 0) settings.reproject = false;
  else if (reproject) scene_error(r, "reproject must be on or off (got '%s')", reproject);
}
@z
