Debugging exercise 13.1 [20]. Symptom: the closest hit and the list of
all hits of a ray cast through the query grid disagree with the brute
force on some rays of a random world, every one of them a ray that runs
to the left or down; with broad=all, which tries every body, every
ray is right (test world_rays). Point and box queries through the same
grid are right, and so is every ray against one shape.
Run tools/grade bug 13.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 13.1 --changes yours.ch.
@x
  double edge = (double) (cx + (sx > 0 ? 1 : 0)) * side;
@y
  double edge = (double) (cx + 1) * side;
@z
@x
  double edge = (double) (cy + (sy > 0 ? 1 : 0)) * side;
@y
  double edge = (double) (cy + 1) * side;
@z
