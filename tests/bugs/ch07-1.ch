Debugging exercise 7.1 [20]. Symptom: friction is too weak to hold. The
friction impulse read back from a slipping point is not -mu j (test
impulse_read); a box on a ramp less steep than its friction allows slides
(test ramp_stick); on a steeper ramp it does not slide at g(sin - mu cos)
(test ramp_slide); a sliding disk does not start rolling when it should
(test rolling); a push below mu m g moves a resting box (test push);
and a scene with friction switched on slides as if it had almost none
(test switch_off).
Run tools/grade bug 7.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 7.1 --changes yours.ch.
@x
  double cap = q->friction * j;
  double jt = -q->points[i].tangent_mass * ph_dot(vrel, t);
@y
  double jt = -q->points[i].tangent_mass * ph_dot(vrel, t);
  double cap = q->friction * fabs(jt);
@z
