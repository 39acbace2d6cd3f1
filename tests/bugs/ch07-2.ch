Debugging exercise 7.2 [20]. Symptom: friction pushes the wrong way. Within
one step friction reverses the sliding of a point instead of stopping it
at most (test no_reversal), and a disk launched sliding does not roll at
2 v0 / 3, nor when it should (test rolling).
Run tools/grade bug 7.2, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 7.2 --changes yours.ch.
@x
  ph_vec2 t = ph_v(n.y, -n.x);
@y
  ph_vec2 t = n;
@z
