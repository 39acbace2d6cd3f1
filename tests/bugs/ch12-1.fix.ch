The fix of debugging exercise 12.1 (tests/bugs/ch12-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch12.1/fixed checks that stage 12 with it passes the tests of
chapter 12 of the kinds in which the symptom shows.
@x
  double k12 = -ia * ra.x * ra.y - ib * rb.x * rb.y;
@y
  double k12 = -ia * ra.x * ra.y - ib * rb.x * rb.y;
@z
