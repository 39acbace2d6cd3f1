Debugging exercise 8.2 [20]. Symptom: projection moves bodies the
wrong way. The lower body of a deep pair is moved up instead of down,
so that the pair's centre of mass moves (test no_velocity), and a
box pressed up against a static ceiling is driven through it (test
static_fixed). Baumgarte's bias and split impulses are right.
Run tools/grade bug 8.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 8.2 --changes yours.ch.
@x
    shift_body(w, A, ph_mul(-A->inverse_mass, push), 0.0);
@y
    shift_body(w, A, ph_mul(A->inverse_mass, push), 0.0);
@z
