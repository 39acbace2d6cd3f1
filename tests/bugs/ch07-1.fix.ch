The fix of debugging exercise 7.1 (tests/bugs/ch07-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch07.1/fixed checks that stage 7 with it passes the tests of chapter
7 of the kinds in which the symptom shows.
@x
  double cap = q->friction * j;
  double jt = -q->points[i].tangent_mass * ph_dot(vrel, t);
@y
  double cap = q->friction * j;
  double jt = -q->points[i].tangent_mass * ph_dot(vrel, t);
@z
