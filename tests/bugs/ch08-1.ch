Debugging exercise 8.1 [20]. Symptom: Baumgarte's bias is too strong
by a little. A box 0.2 m inside the floor leaves it in the first step
at 2.40 m/s, not at the derived b = beta (d - s) / h = 2.34 m/s (test
pop). Projection and split impulses are right.
Run tools/grade bug 8.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 8.1 --changes yours.ch.
@x
  double b = d > s ? beta / h * (d - s) : 0.0;
@y
  double b = d > s ? beta / h * d : 0.0;
@z
