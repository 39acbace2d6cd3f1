The fix of debugging exercise 14.1 (tests/bugs/ch14-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch14.1/fixed checks that stage 14 with it passes the tests of
chapter 14 of the kinds in which the symptom shows.
@x
  if (takes_part(&w->bodies[c->a]) && takes_part(&w->bodies[c->b]))
@y
  if (takes_part(&w->bodies[c->a]) && takes_part(&w->bodies[c->b]))
@z
