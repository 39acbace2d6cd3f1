The fix of debugging exercise 3.2 (tests/bugs/ch03-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch03.2/fixed checks that stage 3 with it passes the tests of chapter
3 of the kinds in which the symptom shows.
@x
  b->material = d->material;
  b->gravity_scale = d->gravity_scale;
@y
  b->material = d->material;
  b->gravity_scale = d->gravity_scale;
@z
