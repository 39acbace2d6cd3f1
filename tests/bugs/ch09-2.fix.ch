The fix of debugging exercise 9.2 (tests/bugs/ch09-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch09.2/fixed checks that stage 9 with it passes the tests of chapter
9 of the kinds in which the symptom shows.
@x
      if (kept->points[j].id == c->manifold.points[i].id) {
@y
      if (kept->points[j].id == c->manifold.points[i].id) {
@z
