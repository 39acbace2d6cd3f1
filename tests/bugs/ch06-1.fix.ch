The fix of debugging exercise 6.1 (tests/bugs/ch06-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch06.1/fixed checks that stage 6 with it passes the tests of chapter
6 of the kinds in which the symptom shows.
@x
k += turning_term(A, p, n) + turning_term(B, p, n);
@y
k += turning_term(A, p, n) + turning_term(B, p, n);
@z
