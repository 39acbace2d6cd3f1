Exercise 14.1 of chapter 14, a reference solution: a flag on each body,
set by ph_body_set_sleep_allowed, that holds the body's still time at
zero, and with it the least still time of its island.
@x
bool asleep; /* frozen with its island (chapter 14) */
@y
bool asleep; /* frozen with its island (chapter 14) */
bool sleep_allowed; /* |false|: its island never sleeps (exercise 14.1) */
@z
@x
b->asleep = false;
@y
b->asleep = false;
b->sleep_allowed = true;
@z
@x
  b->still_time = fastest < v_s ? b->still_time + h : 0.0;
@y
  b->still_time = fastest < v_s && b->sleep_allowed ? b->still_time + h : 0.0;
@z
@x
ph_sleep_stats ph_world_sleep_stats(const ph_world *w);
@y
ph_sleep_stats ph_world_sleep_stats(const ph_world *w);
bool ph_body_set_sleep_allowed(ph_world *w, ph_body_id id, bool allowed);

@ A body that may not sleep (exercise~14.1). Its still time is held at
zero in every step, so the least still time of its island is zero and
the island never sleeps; allowed again, the body is still from the next
step on and its island sleeps $T_s$ later. Waking the body in every step
would not do: the island's other bodies would still fall asleep with it
at the step's end, and wake at the next step's start, over and over. A
sleeper that is refused sleep wakes, with its island, at once.

@<Engine functions@>+=
bool ph_body_set_sleep_allowed(ph_world *w, ph_body_id id, bool allowed)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  b->sleep_allowed = allowed;
  if (!allowed) {
    b->still_time = 0.0;
    if (b->asleep) ph_body_wake(w, id);
  }
  return true;
}
@z
