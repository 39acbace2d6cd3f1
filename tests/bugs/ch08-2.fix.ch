The fix of debugging exercise 8.2 (tests/bugs/ch08-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch08.2/fixed checks that stage 8 with it passes the tests of chapter
8 of the kinds in which the symptom shows.
@x
    shift_body(w, A, ph_mul(-A->inverse_mass, push), 0.0);
@y
    shift_body(w, A, ph_mul(-A->inverse_mass, push), 0.0);
@z
