The fix of debugging exercise 6.2 (tests/bugs/ch06-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch06.2/fixed checks that stage 6 with it passes the tests of chapter
6 of the kinds in which the symptom shows.
@x
  double rxd = ph_cross(ph_sub(p, b->position), d); /* $\vec r\times\vec d$ */
@y
  double rxd = ph_cross(ph_sub(p, b->position), d); /* $\vec r\times\vec d$ */
@z
