Debugging exercise 4.1 [20]. Symptom: polygons collide inside out. The
normals of a box are not those derived by hand (test geometry); the
exact cases with a polygon get the wrong normals, depths and points
(test exact_cases); the random pairs disagree with the independent judge
(test random_pairs); the contacts change at every small motion (test
feature_ids); the method of vertices inside gives the wrong points and
ids (test vertex_method); and the world's list of touching pairs is wrong
(test world_contacts). Two circles collide as they should.
Run tools/grade bug 4.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 4.1 --changes yours.ch.
@x
  ph_vec2 e = ph_sub(s->vertices[(i + 1) % s->count], s->vertices[i]);
  return ph_mul(1.0 / ph_length(e), ph_v(e.y, -e.x));
@y
  ph_vec2 e = ph_sub(s->vertices[(i + 1) % s->count], s->vertices[i]);
  return ph_mul(1.0 / ph_length(e), ph_v(-e.y, e.x));
@z
