The fix of debugging exercise 8.1 (tests/bugs/ch08-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch08.1/fixed checks that stage 8 with it passes the tests of chapter
8 of the kinds in which the symptom shows.
@x
  double b = d > s ? beta / h * (d - s) : 0.0;
@y
  double b = d > s ? beta / h * (d - s) : 0.0;
@z
