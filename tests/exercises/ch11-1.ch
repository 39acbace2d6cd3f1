Exercise 11.1 of chapter 11, a reference solution: the world key
static_scale=F (1 to 8) sets the factor of a static contact's frequency.
@x
ph_softness stiff = soft_coefficients(fmin(2.0 * hertz, 0.25 / hs),
@y
ph_softness stiff = soft_coefficients(fmin(w->settings.static_scale * hertz, 0.25 / hs),
@z
@x
bool alternate; /* odd passes take a contact's points in reverse order */
@y
bool alternate; /* odd passes take a contact's points in reverse order */
double static_scale; /* a static contact's frequency over |contact_hertz| (exercise 11.1) */
@z
@x
s.alternate = true;
@y
s.alternate = true;
s.static_scale = 2.0;
@z
@x
  return "push_speed must be positive and finite";
@y
  return "push_speed must be positive and finite";
if (!(s->static_scale >= 1.0 && s->static_scale <= 8.0))
  return "static_scale must be from 1 to 8";
@z
@x
settings.alternate = scene_switch(r, "alternate", settings.alternate);
@y
settings.alternate = scene_switch(r, "alternate", settings.alternate);
settings.static_scale = scene_number(r, "static_scale", settings.static_scale);
@z
