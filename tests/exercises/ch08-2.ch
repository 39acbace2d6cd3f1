Exercise 8.2 of chapter 8, a reference solution: a setting max_bias, no cap
(infinity) by default, read from max_bias=, checked, and applied to the
bias of each point in phase 3, which serves Baumgarte's target and the
split target alike.
@x
double beta; /* $\beta$: the share asked of the bias velocity per step */
@y
double beta; /* $\beta$: the share asked of the bias velocity per step */
double max_bias; /* the largest bias velocity, m/s (exercise 8.2) */
@z
@x
s.beta = 0.2;
@y
s.beta = 0.2;
s.max_bias = INFINITY;
@z
@x
if (!(s->beta > 0.0 && s->beta <= 1.0)) return "beta must be in (0, 1]";
@y
if (!(s->beta > 0.0 && s->beta <= 1.0)) return "beta must be in (0, 1]";
if (!(s->max_bias > 0.0)) return "max_bias must be above 0";
@z
@x
  double b = d > s ? beta / h * (d - s) : 0.0;
@y
  double b = d > s ? beta / h * (d - s) : 0.0;
  if (b > w->settings.max_bias) b = w->settings.max_bias;
@z
@x
settings.beta = scene_number(r, "beta", settings.beta);
@y
settings.beta = scene_number(r, "beta", settings.beta);
settings.max_bias = scene_number(r, "max_bias", settings.max_bias);
@z
