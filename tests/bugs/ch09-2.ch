Debugging exercise 9.2 [25]. Symptom: warm starting gives a point the wrong
memory. After a point's feature id changes it keeps a total it should have
dropped (test persist), and some steps warm start points whose id is new
(test ledge_ids). The stacks still stand.
Run tools/grade bug 9.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 9.2 --changes yours.ch.
@x
      if (kept->points[j].id == c->manifold.points[i].id) {
@y
      if (j == i) {
@z
