Debugging exercise 6.1 [20]. Symptom: collisions off the centre gain
energy. Two bodies that meet at one point, away from their centres, leave
with more kinetic energy than they came with, though momentum and angular
momentum are kept (test collisions); a box dropped on its corner does not
fall onto its face (test corner). Head-on collisions through the centres,
and every moment of inertia, are right.
Run tools/grade bug 6.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 6.1 --changes yours.ch.
@x
k += turning_term(A, p, n) + turning_term(B, p, n);
@y
k += turning_term(A, A->position, n) + turning_term(B, B->position, n);
@z
