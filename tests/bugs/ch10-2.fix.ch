The fix of debugging exercise 10.2 (tests/bugs/ch10-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch10.2/fixed checks that stage 10 with it passes the tests of chapter
10 of the kinds in which the symptom shows.
@x
  return (a->category & b->mask) != 0 && (b->category & a->mask) != 0;
@y
  return (a->category & b->mask) != 0 && (b->category & a->mask) != 0;
@z
