The fix of debugging exercise 9.1 (tests/bugs/ch09-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch09.1/fixed checks that stage 9 with it passes the tests of chapter
9 of the kinds in which the symptom shows.
@x
    *total = ph_min(ph_max(old + d, lo), hi);
@y
    *total = ph_min(ph_max(old + d, lo), hi);
@z
