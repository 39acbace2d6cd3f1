Debugging exercise 12.1 [20]. Symptom: a pendulum on a revolute joint
keeps the wrong time, though the same pendulum on a distance joint keeps
the right one (test pendulum_period), and an arm held by a revolute
joint's limit rests at the wrong angle past it (test limit); a straight
hanging chain still opens by the model, and welded bodies still fall as
one.
Run tools/grade bug 12.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 12.1 --changes yours.ch.
@x
  double k12 = -ia * ra.x * ra.y - ib * rb.x * rb.y;
@y
  double k12 = ia * ra.x * ra.y + ib * rb.x * rb.y;
@z
