Debugging exercise 5.1 [15]. Symptom: slow contacts bounce. A ball that
meets the floor slower than the restitution threshold, 1 m/s, leaves it
again instead of stopping (test threshold), so a bouncy body on a floor
hops for ever. Fast impacts still rebound at e times their speed, and
momentum and energy obey the law.
Run tools/grade bug 5.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 5.1 --changes yours.ch.
@x
  q->points[i].target = vn < -w->settings.restitution_threshold ? -q->restitution * vn : 0.0;
@y
  q->points[i].target = -q->restitution * vn;
@z
