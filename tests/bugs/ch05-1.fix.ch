The fix of debugging exercise 5.1 (tests/bugs/ch05-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch05.1/fixed checks that stage 5 with it passes the tests of chapter
5 of the kinds in which the symptom shows.
@x
  q->points[i].target = vn < -w->settings.restitution_threshold ? -q->restitution * vn : 0.0;
@y
  q->points[i].target = vn < -w->settings.restitution_threshold ? -q->restitution * vn : 0.0;
@z
