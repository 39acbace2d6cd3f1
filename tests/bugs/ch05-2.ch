Debugging exercise 5.2 [15]. Symptom: collisions make momentum. Two equal
balls meeting head on do not exchange their velocities (test head_on),
the random collisions change the total momentum (test momentum_energy),
and two elastic balls in a plain world do not exchange velocities (test
plain_exchange). A ball bouncing on the static floor rebounds as it should.
Run tools/grade bug 5.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 5.2 --changes yours.ch.
@x
      q->points[i].impulse = j;
      push_body(w, A, ph_mul(-j, n));
      push_body(w, B, ph_mul(j, n));
@y
      q->points[i].impulse = j;
      push_body(w, B, ph_mul(j, n));
@z
