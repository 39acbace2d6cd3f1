The fix of debugging exercise 4.2 (tests/bugs/ch04-2.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch04.2/fixed checks that stage 4 with it passes the tests of chapter
4 of the kinds in which the symptom shows.
@x
    p->depth = -psi;
    p->id = 100 * r + twice[k].code;
@y
    p->depth = -psi;
    p->id = 100 * r + twice[k].code;
@z
