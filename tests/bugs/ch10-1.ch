Debugging exercise 10.1 [25]. Symptom: the grid loses pairs. On random
bodies the grid finds fewer pairs than all pairs do, while the sweep finds
them all (test random_pairs); so in the scenes bodies pass through each
other, and the stack and the pyramid fall.
Run tools/grade bug 10.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 10.1 --changes yours.ch.
@x
  for (long long cy = y0; cy <= y1; cy++)
    for (long long cx = x0; cx <= x1; cx++)
      g->entries[entry_count++] = (ph_grid_entry){cx, cy, i};
@y
  g->entries[entry_count++] = (ph_grid_entry){x0, y0, i};
@z
