Debugging exercise 3.2 [10]. Symptom: gravity pulls every rigid body
alike. A body of gravity scale 0 falls instead of floating, and one of
scale -1/2 falls instead of rising at g/2 (test gravity_scale). Bodies
of scale 1 fall as they should, and every other law of the chapter holds.
Run tools/grade bug 3.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 3.2 --changes yours.ch.
@x
  b->material = d->material;
  b->gravity_scale = d->gravity_scale;
@y
  b->material = d->material;
  b->gravity_scale = 1.0;
@z
