The fix of debugging exercise 7.2 (tests/bugs/ch07-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch07.2/fixed checks that stage 7 with it passes the tests of chapter
7 of the kinds in which the symptom shows.
@x
  ph_vec2 t = ph_v(n.y, -n.x);
@y
  ph_vec2 t = ph_v(n.y, -n.x);
@z
