The fix of debugging exercise 13.1 (tests/bugs/ch13-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch13.1/fixed checks that stage 13 with it passes the tests of
chapter 13 of the kinds in which the symptom shows.
@x
  double edge = (double) (cx + (sx > 0 ? 1 : 0)) * side;
@y
  double edge = (double) (cx + (sx > 0 ? 1 : 0)) * side;
@z
@x
  double edge = (double) (cy + (sy > 0 ? 1 : 0)) * side;
@y
  double edge = (double) (cy + (sy > 0 ? 1 : 0)) * side;
@z
