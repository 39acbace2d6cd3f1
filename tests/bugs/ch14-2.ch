Debugging exercise 14.2 [20]. Symptom: a body of two unit squares glued
side by side turns more easily than one 2 by 1 box, though its mass and
its centre are the box's, and a shape glued to a spinning body changes
its angular momentum (test compound_mass); parts split off a spinning
body take more angular momentum with them than the body had, though
their momentum adds up (test split_momentum). A body of one shape is
right, and so is every contact, break and query of the parts.
Run tools/grade bug 14.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 14.2 --changes yours.ch.
@x
    ph_vec2 d = ph_sub(b->parts[k].offset, c);
    I += md.inertia + md.mass * ph_dot(d, d);
@y
    I += md.inertia;
@z
