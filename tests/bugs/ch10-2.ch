Debugging exercise 10.2 [15]. Symptom: collision layers keep too few bodies
apart. Pairs are tested whose category is in only one of the two masks,
and a box that should fall through another layer rests on it (test layers).
Run tools/grade bug 10.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 10.2 --changes yours.ch.
@x
  return (a->category & b->mask) != 0 && (b->category & a->mask) != 0;
@y
  return (a->category & b->mask) != 0 || (b->category & a->mask) != 0;
@z
