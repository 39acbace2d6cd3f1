Debugging exercise 6.2 [25]. Symptom: some collisions gain energy, and how
many depends on where in the world they happen. Two bodies that meet at
one point sometimes leave with more kinetic energy than they came with,
though momentum and angular momentum are kept (test collisions). Every
moment of inertia, and the spin an impulse gives, are right.
Run tools/grade bug 6.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 6.2 --changes yours.ch.
@x
  double rxd = ph_cross(ph_sub(p, b->position), d); /* $\vec r\times\vec d$ */
@y
  double rxd = ph_cross(p, d); /* $\vec r\times\vec d$ */
@z
