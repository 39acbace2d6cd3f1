The fix of debugging exercise 14.2 (tests/bugs/ch14-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch14.2/fixed checks that stage 14 with it passes the tests of
chapter 14 of the kinds in which the symptom shows.
@x
    ph_vec2 d = ph_sub(b->parts[k].offset, c);
    I += md.inertia + md.mass * ph_dot(d, d);
@y
    ph_vec2 d = ph_sub(b->parts[k].offset, c);
    I += md.inertia + md.mass * ph_dot(d, d);
@z
