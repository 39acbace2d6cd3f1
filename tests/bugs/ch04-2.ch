Debugging exercise 4.2 [20]. Symptom: the contact points are right, but
their names are not. The normals, depths and points of the exact cases
match the hand derivation, yet the feature ids of the polygon cases differ
from the derived ones (test exact_cases), and in two cases the ids change
under motions of a millionth of a metre (test feature_ids).
Run tools/grade bug 4.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 4.2 --changes yours.ch.
@x
    p->depth = -psi;
    p->id = 100 * r + twice[k].code;
@y
    p->depth = -psi;
    p->id = 100 * e + twice[k].code;
@z
