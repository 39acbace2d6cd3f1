The fix of debugging exercise 3.1 (tests/bugs/ch03-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch03.1/fixed checks that stage 3 with it passes the tests of chapter
3 of the kinds in which the symptom shows.
@x
  ph_mass_data md = ph_shape_mass(&d->shape, d->material.density);
  ph_shape *s = &b->shape;
@y
  ph_mass_data md = ph_shape_mass(&d->shape, d->material.density);
  ph_shape *s = &b->shape;
@z
