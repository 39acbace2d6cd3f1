Debugging exercise 14.1 [20]. Symptom: two piles on one ground sleep
and wake together, as one island, and the world counts no island where
it should count two (test separate_piles); a ball dropped onto one wakes
both, and so does a push on one box of one column (test wake_rules); the
islands are not the components of the graph of contacts and joints
(test islands_brute_force); a thousand boxes in a hundred columns are
counted as no island at all (test pile_sleeps). A single pile sleeps and
wakes as it should, in the step the threshold says.
Run tools/grade bug 14.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 14.1 --changes yours.ch.
@x
  if (takes_part(&w->bodies[c->a]) && takes_part(&w->bodies[c->b]))
@y
  if (w->bodies[c->a].kind == PH_RIGID && w->bodies[c->b].kind == PH_RIGID)
@z
