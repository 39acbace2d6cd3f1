Debugging exercise 9.1 [25]. Symptom: with accumulation on, the solver
behaves as if it were off. Ten boxes warm started sink and drift (test
stack_stands), and so do the stack of a plain world line (test plain_stack)
and the pyramid (test pyramid_stands); the totals break Coulomb's law and
the floor no longer holds M g h (test clamp); the scene of the ledge no
longer shows the change of ids it is built for (test ledge_ids); and a
turning box slips down a ramp it should stay on (test ramp_turning).
Run tools/grade bug 9.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 9.1 --changes yours.ch.
@x
    *total = ph_min(ph_max(old + d, lo), hi);
@y
    *total = old + ph_min(ph_max(d, lo), hi);
@z
