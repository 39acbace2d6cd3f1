Reference solution of exercise 1.1: restitution at the container.
@x
    if (d > R_minus_r) b->position = ph_add(c, ph_mul(R_minus_r / d, offset));
@y
    if (d > R_minus_r) {
      double e = w->settings.restitution;
      b->position = ph_add(c, ph_mul((R_minus_r - e * (d - R_minus_r)) / d, offset));
    }
@z
@x
@ @<Check the later settings@>=
@;
@y
@ @<Check the later settings@>=
if (!(s->restitution >= 0.0 && s->restitution <= 1.0))
  return "restitution must be between 0 and 1";
@z
@x
@ @<Settings fields@>=
@;
@y
@ The restitution of the container (exercise~1): a particle that has sunk
$d$ into the wall is pushed back by $(1+e)d$, to $ed$ inside it. Zero, the
default, is chapter~1's container.

@<Settings fields@>=
double restitution; /* $e$, between 0 and 1 */
@z
@x
@ @<Read the later world keys into |settings|@>=
@;
@y
@ @<Read the later world keys into |settings|@>=
settings.restitution = scene_number(r, "restitution", settings.restitution);
@z
