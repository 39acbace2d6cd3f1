Debugging exercise 11.1 [20]. Symptom: the soft contact no longer rests
at the depth the chapter derives: a box on the floor sits shallower than
the model 1.25 g/omega^2 (test rest_depth), and the heavy box sinks
through the light one as it does under chapter 9's solver (test
heavy_stands); a deep box still leaves without popping.
Run tools/grade bug 11.1, find the bug in the @y lines below (the @x lines
are the book's own: look at them last), fix a copy of this file and run
tools/grade bug 11.1 --changes yours.ch.
@x
    -pt->normal_mass * q_m * (u + bias) - q_i * lambda, 0.0, INFINITY);
@y
    -pt->normal_mass * q_m * (u + bias) + q_i * lambda, 0.0, INFINITY);
@z
