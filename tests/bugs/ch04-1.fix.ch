The fix of debugging exercise 4.1 (tests/bugs/ch04-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch04.1/fixed checks that stage 4 with it passes the tests of chapter
4 of the kinds in which the symptom shows.
@x
  ph_vec2 e = ph_sub(s->vertices[(i + 1) % s->count], s->vertices[i]);
  return ph_mul(1.0 / ph_length(e), ph_v(e.y, -e.x));
@y
  ph_vec2 e = ph_sub(s->vertices[(i + 1) % s->count], s->vertices[i]);
  return ph_mul(1.0 / ph_length(e), ph_v(e.y, -e.x));
@z
