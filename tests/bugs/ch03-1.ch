Debugging exercise 3.1 [15]. Symptom: a body made through the interface
has the wrong mass. The mass of each shape is right, but the quadrilateral
made into a body does not weigh its 540 kg (test mass_properties); no
box follows the parabola of g + F/m (test newton); an impulse does not
change the velocity by J/m (test impulse); the boxes on springs swing
with the wrong period (test spring_period); the bodies of a scene file
have the wrong masses (test scene_bodies); and in the demo's scene the
rock never swings down (test tethers).
Run tools/grade bug 3.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 3.1 --changes yours.ch.
@x
  ph_mass_data md = ph_shape_mass(&d->shape, d->material.density);
  ph_shape *s = &b->shape;
@y
  ph_mass_data md = ph_shape_mass(&d->shape, 1.0);
  ph_shape *s = &b->shape;
@z
