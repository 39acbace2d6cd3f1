The fix of debugging exercise 10.1 (tests/bugs/ch10-1.ch): the same
change file with its @y lines corrected, here to the book's own lines.
CTest bug/ch10.1/fixed checks that stage 10 with it passes the tests of chapter
10 of the kinds in which the symptom shows.
@x
  for (long long cy = y0; cy <= y1; cy++)
    for (long long cx = x0; cx <= x1; cx++)
      g->entries[entry_count++] = (ph_grid_entry){cx, cy, i};
@y
  for (long long cy = y0; cy <= y1; cy++)
    for (long long cx = x0; cx <= x1; cx++)
      g->entries[entry_count++] = (ph_grid_entry){cx, cy, i};
@z
