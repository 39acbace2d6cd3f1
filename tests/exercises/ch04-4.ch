Exercise 4.4 of chapter 4, a reference solution: the absolute part of the
reference face's margin becomes the setting reference_tolerance, with the
world key reference_tolerance=T. ph_collide keeps the default; the world's
search uses the world's setting.
@x
static const double reference_absolute_tolerance = 1e-3;
@y
static double reference_absolute_tolerance = 1e-3;
static void find_contacts_with_tolerance(ph_world *w);
@z
@x
ph_contact_method contact_method;
@y
ph_contact_method contact_method;
double reference_tolerance;
@z
@x
s.contact_method = PH_CLIPPED_CONTACTS;
@y
s.contact_method = PH_CLIPPED_CONTACTS;
s.reference_tolerance = 1e-3;
@z
@x
  return "unknown contact method";
@y
  return "unknown contact method";
if (!(isfinite(s->reference_tolerance) && s->reference_tolerance >= 0.0))
  return "reference tolerance must be finite and not negative";
@z
@x
  w->contact_count = 0;
@y
  w->contact_count = 0;
  reference_absolute_tolerance = w->settings.reference_tolerance;
  find_contacts_with_tolerance(w);
  reference_absolute_tolerance = 1e-3;
}

static void find_contacts_with_tolerance(ph_world *w)
{
@z
@x
  const char *method = scene_word(r, "contacts", NULL);
@y
  settings.reference_tolerance = scene_number(r, "reference_tolerance",
    settings.reference_tolerance);
  const char *method = scene_word(r, "contacts", NULL);
@z
