Exercise 14.2 of chapter 14, a reference solution: ph_world_set_settings
wakes every sleeper, with its island, when the gravity changes.
@x
ph_sleep_stats ph_world_sleep_stats(const ph_world *w);
@y
ph_sleep_stats ph_world_sleep_stats(const ph_world *w);

@ Gravity that wakes (exercise~14.2). A sleeping body feels no force, so
new settings whose gravity differs from the world's wake every sleeper,
and with it its island, before they take effect: at once, so that a
program that asks right after the call sees them awake. Settings that
are refused wake nothing, and the same gravity wakes nothing.

@<Ask whether the world's later parts can take |settings|, in |problem|@>+=
if (!problem && (settings->gravity.x != w->settings.gravity.x
    || settings->gravity.y != w->settings.gravity.y))
  for (int i = 0; i < w->body_count; i++)
    if (w->bodies[i].asleep) ph_body_wake(w, ph_body_id_of(i));
@z
