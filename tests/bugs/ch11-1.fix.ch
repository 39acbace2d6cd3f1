The fix of debugging exercise 11.1 (tests/bugs/ch11-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch11.1/fixed checks that stage 11 with it passes the tests of
chapter 11 of the kinds in which the symptom shows.
@x
    -pt->normal_mass * q_m * (u + bias) - q_i * lambda, 0.0, INFINITY);
@y
    -pt->normal_mass * q_m * (u + bias) - q_i * lambda, 0.0, INFINITY);
@z
