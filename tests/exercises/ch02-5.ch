Reference solution of exercise 2.5: a time scale for the clock.
@x
double ph_clock_dt(const ph_clock *c);
@y
double ph_clock_dt(const ph_clock *c);
bool ph_clock_set_scale(ph_clock *c, int p, int q);
@z
@x
  long steps, dropped;
} ph_clock;
@y
  long steps, dropped;
  int64_t scale_p, scale_q; /* the time scale $p/q$ (exercise 5) */
} ph_clock;
@z
@x
  c->max_steps = max_steps;
  return true;
}
@y
  c->max_steps = max_steps;
  c->scale_p = c->scale_q = 1;
  return true;
}

@ The time scale (exercise 5). Real time is multiplied by $p/q$ before it
is counted: a frame of $f$ ticks adds $f\cdot|rate|\cdot p$ to the
accumulator, and a step is worth $|ticks_per_second|\cdot q$ of it, so
that everything stays an integer and the count stays exact; $\alpha$ is
the accumulator over that step. A frame is at most an hour, so the largest
product is $3600\cdot|ticks_per_second|\cdot|rate|\cdot p$: with nanosecond
ticks and a rate of a thousand, $3.6\times10^{15}p$, which stays below
$9.2\times10^{18}$ for $p$ up to 2000; the clock takes $p$ and $q$ from 1
to 1000.
@.a time scale needs...@>

@<Engine functions@>+=
bool ph_clock_set_scale(ph_clock *c, int p, int q)
{
  if (p < 1 || q < 1 || p > 1000 || q > 1000) {
    ph_report("a time scale needs p and q from 1 to 1000");
    return false;
  }
  c->accumulator = c->accumulator / (c->scale_q > 0 ? c->scale_q : 1) * q;
  c->scale_p = p;
  c->scale_q = q;
  return true;
}

static int64_t clock_scale_p(const ph_clock *c) { return c->scale_p > 0 ? c->scale_p : 1; }
static int64_t clock_step_ticks(const ph_clock *c)
{
  return c->ticks_per_second * (c->scale_q > 0 ? c->scale_q : 1);
}
@z
@x
  c->accumulator += frame_ticks * c->rate;
  due = c->accumulator / c->ticks_per_second;
@y
  c->accumulator += frame_ticks * c->rate * clock_scale_p(c);
  due = c->accumulator / clock_step_ticks(c);
@z
@x
  c->accumulator -= (due + excess) * c->ticks_per_second;
@y
  c->accumulator -= (due + excess) * clock_step_ticks(c);
@z
@x
  return (double) c->accumulator / (double) c->ticks_per_second;
@y
  return (double) c->accumulator / (double) clock_step_ticks(c);
@z
