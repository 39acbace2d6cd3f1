The fix of debugging exercise 5.2 (tests/bugs/ch05-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch05.2/fixed checks that stage 5 with it passes the tests of chapter
5 of the kinds in which the symptom shows.
@x
      q->points[i].impulse = j;
      push_body(w, A, ph_mul(-j, n));
      push_body(w, B, ph_mul(j, n));
@y
      q->points[i].impulse = j;
      push_body(w, A, ph_mul(-j, n));
      push_body(w, B, ph_mul(j, n));
@z
