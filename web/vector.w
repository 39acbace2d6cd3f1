@* Appendix A: Vector algebra.
Everything in a two-dimensional engine is a pair of numbers: a position, a
velocity, a force, a normal. C has no such type, so we make one, and a dozen
small functions on it. They live in the engine's header as |static inline|
functions: the compiler sees their bodies at every call and turns
|ph_add(a,b)| into two additions, so writing vector code costs nothing over
writing the components out by hand.

Every chapter uses these functions; they are gathered here, in one place,
rather than in the chapter that first needs each one, so that a reader who
wants to look one up knows where to look. Two small families live with the
shapes instead, because they belong to them: rotations and transforms
(|ph_rotate|, |ph_transform_point| and their kin) and the minimum and
maximum |ph_min| and |ph_max|, all in chapter~4. The names follow one pattern: the
prefix |ph_| (for {\it physics}), then the operation.

@<Vector algebra@>=
typedef struct {
  double x, y;
} ph_vec2;

@ We use |double| throughout. A |float| has 24 bits of mantissa, about seven
decimal digits; a particle 10 metres from the origin is then placed to within
a micrometre, and the difference of two such positions, which is how Verlet
integration finds a velocity (chapter~1), keeps only three or four good
digits. A |double| keeps sixteen. The price is memory and bandwidth, which a
teaching engine can afford; the gain is that the errors we study in chapter~2
are the method's, not the arithmetic's.
@^floating point@>

The constructor comes first, because C's compound literals are noisy.

@<Vector algebra@>+=
static inline ph_vec2 ph_v(double x, double y)
{
  ph_vec2 v = {x, y};
  return v;
}

@ Sum, difference, negation, and the product of a scalar $s$ and a vector
$\vec v$. The scalar comes first in |ph_mul(s,v)| as it does in $s\vec v$.

@<Vector algebra@>+=
static inline ph_vec2 ph_add(ph_vec2 a, ph_vec2 b)
{
  return ph_v(a.x + b.x, a.y + b.y);
}
static inline ph_vec2 ph_sub(ph_vec2 a, ph_vec2 b)
{
  return ph_v(a.x - b.x, a.y - b.y);
}
static inline ph_vec2 ph_neg(ph_vec2 a)
{
  return ph_v(-a.x, -a.y);
}
static inline ph_vec2 ph_mul(double s, ph_vec2 v)
{
  return ph_v(s * v.x, s * v.y);
}

@ The dot product $\vec a\cdot\vec b=a_xb_x+a_yb_y$ measures how far one
vector goes along another. Its square root on a vector with itself is the
length $\vert\vec a\vert=\sqrt{\vec a\cdot\vec a}$. We often compare lengths
without needing them, and then the squared length saves a square root.

@<Vector algebra@>+=
static inline double ph_dot(ph_vec2 a, ph_vec2 b)
{
  return a.x * b.x + a.y * b.y;
}
static inline double ph_length_squared(ph_vec2 a)
{
  return ph_dot(a, a);
}
static inline double ph_length(ph_vec2 a)
{
  return sqrt(ph_dot(a, a));
}

@ In two dimensions the cross product of two vectors is a number,
$\vec a\times\vec b=a_xb_y-a_yb_x$: the signed area of the parallelogram they
span, positive when $\vec b$ lies counter-clockwise of $\vec a$. Turning a
vector a quarter turn counter-clockwise gives its perpendicular
$\vec a^\perp=(-a_y,a_x)$. Both arrive in earnest with rotation and
polygons; they are here with the rest of the vector algebra.
@^cross product@>

@<Vector algebra@>+=
static inline double ph_cross(ph_vec2 a, ph_vec2 b)
{
  return a.x * b.y - a.y * b.x;
}
static inline ph_vec2 ph_perp(ph_vec2 a)
{
  return ph_v(-a.y, a.x);
}

@ Linear interpolation $\vec a+t(\vec b-\vec a)$ goes from $\vec a$ at $t=0$
to $\vec b$ at $t=1$; we draw between two physics states with it. The last
function answers whether both components are finite numbers, neither
infinite nor NaN; every function that takes a vector from outside the engine
asks it first.

@<Vector algebra@>+=
static inline ph_vec2 ph_lerp(ph_vec2 a, ph_vec2 b, double t)
{
  return ph_add(a, ph_mul(t, ph_sub(b, a)));
}
static inline bool ph_is_finite_vec(ph_vec2 a)
{
  return isfinite(a.x) && isfinite(a.y);
}
