@* Chapter 1: Verlet particles.
This chapter builds a complete, if humble, physics engine: round particles
that fall under gravity, pile up inside a circular container, and push each
other apart so that they never overlap for long. It is about three hundred
lines of C, not counting its tests and measurements, and at the end of it a thousand particles pour into a bowl and
settle into a heap that looks right.

The trick that makes it so short is to store no velocities at all. Each
particle remembers where it is and where it was one step ago; its velocity is
the difference. When two particles overlap we simply move them apart, and
because the velocity is read off the positions, moving a particle also
changes how fast it goes. Collision response comes for free. The method is
called {\it position Verlet integration\/} \cite{verlet1967}; it is how
cloth, ropes and ragdolls were simulated in games for a decade after
Jakobsen showed how \cite{jakobsen2001}, and it is where we start. The
engine of this chapter follows the small C engine of the reference article
``Making a super simple physics engine from scratch'' \cite{supersimple}:
particles in a circular container, pushed apart several times a step.

What it cannot do, the rest of the book does: it has no real control over
bounce or friction, it loses energy it should keep, and checking every pair
of particles costs time that grows with the square of their number. We will
measure each of these weaknesses before the chapter ends.

Run the chapter's program to see it: \.{build/bin/ch01} opens a window in
which particles pour into a bowl. A click adds particles where you click;
\.{I} switches between one and eight relaxation passes (see
|@<Relax the constraints@>|); the space bar pauses, \.{S}
steps once, \.{R} starts again. Figure~1 is the same scene drawn by the same
program, headless, while this book was being built.

\figure{fig/ch01-pour.png}{3.2in}{The pour, after 1500 steps of $1/60$\thinspace s:
the built-in scene {\tt pour}, drawn by {\tt ch01 --headless --screenshot}
when this book was built.}

@ The engine is two files: a header, \.{physics.h}, that declares everything
a program may use, and \.{physics.c}, that implements it. Every chapter adds
to both. This outline is the whole header; the named parts are filled in
below and by later chapters, which append to them (see the preface for how a
chapter extends another). The header is ordered by the objects a program
meets, not by the chapters that made them, so that it can be read as a
reference: first the types, from the smallest (what bodies are made of: a
colour, from chapter~3 a shape and a material) up to the world that holds
everything, since C wants a type declared before it is used; then the
functions, object by object: the world, its bodies, shapes, collisions,
the clock, drawing. The vector algebra of appendix~A comes first because
everything else is made of vectors.
@^outline of the engine@>

@(physics.h@>=
#ifndef PHYSICS_H
#define PHYSICS_H
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
@<Vector algebra@>@;
@<Types that bodies are made of@>@;
@<Body types@>@;
@<Collision types@>@;
@<Clock types@>@;
@<Drawing types@>@;
@<World types@>@;
@<World functions@>@;
@<Body functions@>@;
@<Shape functions@>@;
@<Collision functions@>@;
@<Clock functions@>@;
@<Drawing functions@>@;
#endif

@ Several of these parts are empty in this chapter and filled by later
ones; each says which.

@<Collision types@>=
@; /* chapter 4 */
@ @<Shape functions@>=
@; /* chapters 3 and 4 */
@ @<Collision functions@>=
@; /* chapter 4 */
@ @<Clock types@>=
@; /* chapter 2 */
@ @<Clock functions@>=
@; /* chapter 2 */

@ The implementation includes its own header, then the C library, then keeps
its private helpers ahead of the functions that use them.

@(physics.c@>=
#include "physics.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
@<Private declarations@>@;
@<Engine functions@>@;

@*1 Position Verlet.
A particle at position $\vec x(t)$ with acceleration $\vec a(t)$ moves by
Newton's law $\ddot{\vec x}=\vec a$. A computer can only know the motion at
separate instants $t_n=nh$, where $h$ is the time step; write $\vec x_n$ for
$\vec x(t_n)$. Taylor's theorem gives the position one step ahead and one
step behind:
$$\eqalign{\vec x_{n+1}&=\vec x_n+h\dot{\vec x}_n+{h^2\over2}\vec a_n
  +{h^3\over6}\vec x^{(3)}_n+O(h^4),\cr
\vec x_{n-1}&=\vec x_n-h\dot{\vec x}_n+{h^2\over2}\vec a_n
  -{h^3\over6}\vec x^{(3)}_n+O(h^4),\cr}$$
where $\vec x^{(3)}$ is the third derivative, the rate at which the
acceleration changes.
Adding the two lines, the odd powers of $h$ cancel, velocity among them:
$$\vec x_{n+1}=2\vec x_n-\vec x_{n-1}+h^2\vec a_n+O(h^4).$$
This is {\it position Verlet}, from Verlet's simulations of molecules
\cite{verlet1967}. Each step needs only the last two positions
and the acceleration now. The error made in one step is of order $h^4$.
It does not simply add up over the $T/h$ steps of a time $T$, because an
error in a position is also an error in the implied velocity, and is carried
into every later step: an error $\delta$ made at step $k$ has grown to
$(n-k)\delta$ by step $n$. Over $T/h$ steps that gives about
$(T/h)^2\cdot h^4=T^2h^2$, a global error of order $h^2$, so halving the
step quarters the error.

That count assumes the acceleration does not depend on the position, as
under gravity alone. When it does, an error $e_k$ in a position also
changes the acceleration, by about $J e_k$ with $J=\partial\vec a/\partial
\vec x$, and the errors obey $e_{k+1}=2e_k-e_{k-1}+h^2Je_k+\delta_{k+1}$.
While $e_k$ grows like $k\delta$, the terms $h^2Je_k$ change the rate of
growth $e_{k+1}-e_k$ by about $h^2\vert J\vert\,n^2\delta/2=T^2\vert
J\vert\delta/2$ in $n$ steps, which is small against $\delta$ only while
$T^2\vert J\vert\ll1$: for times short against
$1/\sqrt{\vert J\vert}$, the time in which the force changes appreciably
along the motion. A {\it stiff\/} force, a large $\vert J\vert$, breaks
the count: then the errors follow the motion's own dynamics, oscillating
on a spring and growing exponentially where nearby motions separate. The
order $h^2$ survives, with a constant that depends on the force; chapter~2
gives the argument that covers both cases \cite{hairer2006}.
@^Verlet integration@>
@^position Verlet@>
@^stiffness@>

@ We write the formula as
$$\vec x_{n+1}=\vec x_n+(\vec x_n-\vec x_{n-1})+h^2\vec a_n,$$
which reads: keep going as far as you went last step, and let the
acceleration bend the path. The bracket is the displacement over the last
step, that is $h$ times the average velocity over it. Velocity is implicit:
it lives in the pair of positions. That is why pushing a particle changes
its velocity. If a constraint moves $\vec x_n$ by $\vec d$ and leaves
$\vec x_{n-1}$ alone, the next step will carry the particle an extra $\vec d$
further, exactly as if it had been given the velocity $\vec d/h$.
Figure~\figref{verlet} draws both readings: on the left a free step, on the
right the same step after a push.

\mpfigure{fig/ch01-verlet-1.mps}{}{Position Verlet. (a) The step carries
the last displacement $\vec x_n-\vec x_{n-1}$ forward (dashed) to the open
circle, and the acceleration bends it by $h^2\vec a_n$; the grey curve is
the true parabola, which the points follow exactly. (b) A constraint moves
$\vec x_n$ by $\vec d$; the displacement carried forward now contains
$\vec d$, so the next position is $\vec d$ further along than the old
step would take it from there (dotted): the push has become a velocity
$\vec d/h$.}\figlabel{verlet}
@^implicit velocity@>

@ For a constant acceleration, which is what gravity is, the method is not
just accurate but exact. Suppose the true motion
$\vec x(t)=\vec x_0+\vec v_0t+{1\over2}\vec at^2$ holds at $t_{n-1}$ and $t_n$.
Then
$$\eqalign{2\vec x_n-\vec x_{n-1}+h^2\vec a
&=\vec x_0+\vec v_0(2t_n-t_{n-1})+{\textstyle{1\over2}}\vec a(2t_n^2-t_{n-1}^2+2h^2)\cr
&=\vec x_0+\vec v_0t_{n+1}+{\textstyle{1\over2}}\vec a\,t_{n+1}^2,\cr}$$
because $2t_n-t_{n-1}=t_n+h$ and $2t_n^2-(t_n-h)^2+2h^2=(t_n+h)^2$. The
recurrence carries the exact parabola forward for ever, provided it starts on
it. That proviso is where many Verlet programs go wrong.
@^exactness for constant acceleration@>

@ We know a particle's starting position $\vec x_0$ and velocity $\vec v_0$,
but the recurrence wants two positions. The tempting choice
$\vec x_{-1}=\vec x_0-h\vec v_0$ gives the first step
$\vec x_1=2\vec x_0-\vec x_{-1}+h^2\vec a=\vec x_0+h\vec v_0+h^2\vec a$,
which is ${1\over2}h^2\vec a$ further along $\vec a$ than the parabola. From
there the recurrence follows, exactly, the parabola through $\vec x_0$ and
$\vec x_1$, whose initial velocity is $\vec v_0+{1\over2}h\vec a$, so the
particle is off by ${1\over2}\vec a\,t\,h$ at time $t$: ahead in the
direction of the acceleration (too low, under gravity), by an error that grows
with time. The right start is the exact
Taylor step, which for a constant acceleration has no remainder:
$$\vec x_1=\vec x_0+h\vec v_0+{h^2\over2}\vec a.$$
After that first step the particle is on the parabola at $t_0$ and $t_1$, and
the previous section does the rest. So a particle carries a flag saying
whether it has started, and its initial velocity until it has.
@^initial step@>

@ The engine also reports a velocity, for drawing, for the \.{--dump} files
and for the tests. After each step it is the displacement over that step
divided by its length,
$$\vec v_{n+1}={\vec x_{n+1}-\vec x_n\over h},$$
measured after every constraint has had its say, so that it is the velocity
the next step will really use. It is an average over the step: for a
particle in free fall it is the true velocity half a step earlier, lagging
by ${1\over2}gh$, about 8\thinspace cm/s at sixty steps a second.

@*1 Particles and the world.
A particle is a body with a position, a previous position, a velocity as
just described, a radius and a mass. We keep the inverse of the mass as
well: every formula below divides by masses, and an inverse mass of zero will
later stand for a body that nothing can move. The |kind| tells what sort of
body this is; this chapter knows only particles, chapter~3 adds rigid
bodies, and the relaxation of this chapter acts on particles only. The
|color| is for drawing and nothing else. Later chapters add fields in
|@<Body fields@>|.

@<Types that bodies are made of@>+=
typedef struct {
  uint8_t r, g, b, a;
} ph_color;

@ @<Body types@>+=
typedef enum {
  PH_PARTICLE @<Other kinds of body@>
} ph_body_kind;

typedef struct ph_body {
  ph_body_kind kind;
  ph_vec2 position;
  ph_vec2 previous;
  ph_vec2 velocity;
  double radius;
  double mass, inverse_mass;
  bool started;
  ph_color color;
  @<Body fields@>@;
} ph_body;

@ No other kind of body exists yet, and this chapter adds no fields to the
body; both lists start empty for later chapters to fill. A chapter that adds
a kind writes it with a leading comma, \.{, PH\_RIGID}, since it follows
|PH_PARTICLE| in the list.

@<Other kinds of body@>=
@;
@ @<Body fields@>=
@;

@ A program refers to a body by a {\it handle}: its index in the world's
array, wrapped in a struct so that the compiler will not let an ordinary
integer pass for one. We hand out handles rather than pointers because the
array moves when it grows, and a pointer into it would then dangle; an index
stays good. The struct holds the index plus one, |index1|, so that a handle
whose bytes are all zero, as C makes a struct it is not told how to fill,
is the null handle, ``no body''; it is what a function returns when it
refuses to create one.
@^handles@>

@<Body types@>+=
typedef struct {
  int index1; /* the body's index in the world's array, plus one; 0 for no body */
} ph_body_id;

@ The handle of the body at index |i| of the array is |ph_body_id_of(i)|;
a program that walks over |body_count| bodies uses it to name each one to
the functions that take handles.

@<Body functions@>+=
static inline bool ph_body_id_is_null(ph_body_id id)
{
  return id.index1 == 0;
}
static inline ph_body_id ph_body_id_of(int index)
{
  ph_body_id id = {index + 1};
  return id;
}

@ The world's behaviour is set by a |ph_settings| struct: gravity in
metres per second squared, the number of relaxation passes per step, and the
integrator. This chapter has only one integrator, Verlet; chapter~2 adds two
more and the setting chooses among them. A program gets the defaults from
|ph_default_settings| and changes what it wants, so that a field added by a
later chapter gets a sensible value in programs written before it existed.
@^settings@>

@<World types@>+=
typedef enum {
  PH_VERLET @<Other integrators@>
} ph_integrator;

typedef struct {
  ph_vec2 gravity;
  int iterations;
  ph_integrator integrator;
  @<Settings fields@>@;
} ph_settings;

@ Other integrators, added by chapter~2, are written with a leading comma
too.

@<Other integrators@>=
@;
@ @<Settings fields@>=
@;

@ Gravity points down the $y$ axis, which points up, at $10\,\rm m/s^2$: a
round number that makes hand calculations easy and is within two percent of
the Earth's. Eight passes is what the demo shows to be enough for a pile a few
dozen particles deep (|test_overlap_estimate| explains why depth is
what matters).

@<Engine functions@>=
ph_settings ph_default_settings(void)
{
  ph_settings s;
  memset(&s, 0, sizeof s);
  s.gravity = ph_v(0.0, -10.0);
  s.iterations = 8;
  s.integrator = PH_VERLET;
  @<Set the default values of later settings@>@;
  return s;
}

@ @<Set the default values of later settings@>=
@;

@ @<World functions@>+=
ph_settings ph_default_settings(void);

@ The world owns its particles in one array that grows as needed, and it
keeps the optional circular container, the time, the number of steps taken,
and the length of the last step (|@<Take a Verlet step...@>| needs it).
The |stats| count the work of the last step, so that the cost of the
collision check can be measured rather than guessed.

@<World types@>+=
typedef struct {
  bool active;
  ph_vec2 center;
  double radius;
} ph_container;

typedef struct {
  long pair_tests;
  long pair_contacts;
} ph_step_stats;

typedef struct ph_world {
  ph_settings settings;
  ph_body *bodies;
  int body_count, body_capacity;
  ph_container container;
  double time;
  long step_count;
  double last_dt;
  ph_step_stats stats;
  char failure[160]; /* empty while every number of the state is finite */
  @<World fields@>@;
} ph_world;

@ @<World fields@>=
@;

@*1 Errors at the boundary.
A physics engine that is handed a NaN will not crash; it will do something
worse, and quietly fill every body it touches with NaN a few steps later.
So every function that takes numbers from outside checks them first, and
refuses, with a sentence a person can act on, anything it cannot simulate.
The sentence goes to an {\it error handler}, a function the program can
replace; the default prints it to the standard error stream. Tests install
their own handler and check that the refusal happened.
@^error handler@>
@^validation@>

@<World types@>+=
typedef void ph_error_handler(const char *message);

@ @<World functions@>+=
void ph_set_error_handler(ph_error_handler *handler);
void ph_report(const char *message);

@ @<Private declarations@>=
static ph_error_handler *error_handler = NULL;

@ @<Engine functions@>+=
void ph_set_error_handler(ph_error_handler *handler)
{
  error_handler = handler;
}

void ph_report(const char *message)
{
  if (error_handler) error_handler(message);
  else fprintf(stderr, "physics: %s\n", message);
}

@ The checks themselves are separate functions that return |NULL| when the
input is good and the sentence when it is not. Keeping them separate lets
the scene loader of appendix~B put the same sentence after a file name and a
line number, so that the engine and the file format cannot disagree about
what is valid. The sentences are built in a static buffer; they are valid
until the next check.

@<Private declarations@>+=
static char check_message[256];

@ The settings are good when gravity is finite, the number of passes is
between 0 and 100, and the integrator is one the engine knows.
@.gravity must be finite@>
@.iterations must be...@>

@<Engine functions@>+=
const char *ph_settings_check(const ph_settings *s)
{
  if (!ph_is_finite_vec(s->gravity))
    return "gravity must be finite";
  if (s->iterations < 0 || s->iterations > 100)
    return "iterations must be between 0 and 100";
  if (!ph_integrator_is_known(s->integrator))
    return "unknown integrator";
  @<Check the later settings@>@;
  return NULL;
}

@ @<Check the later settings@>=
@;

@ Integrators are known by name, for scene files and for the demo's window
title. Chapter~2 appends its two to this table.

@<World types@>+=
typedef struct {
  const char *name;
  ph_integrator integrator;
} ph_integrator_name;

@ @<Engine functions@>+=
const ph_integrator_name ph_integrator_names[] = {
  {"verlet", PH_VERLET},
  @<Names of other integrators@>@;
  {NULL, PH_VERLET}
};

bool ph_integrator_is_known(ph_integrator integrator)
{
  for (int i = 0; ph_integrator_names[i].name; i++)
    if (ph_integrator_names[i].integrator == integrator) return true;
  return false;
}

@ @<Names of other integrators@>=
@;

@ The engine has several such tables of names: this one, and chapter~3's
materials. Each is an array of rows that begin with the name, ended by a
row whose name is |NULL|. One function looks a name up in any of them, so
that scene files, the demo and the tests all find names the same way: it
walks the rows |row_size| bytes apart and returns the index of the row
with that name, or $-1$.
@^names, tables of@>

@<Engine functions@>+=
int ph_find_name(const void *table, size_t row_size, const char *name)
{
  const char *row = table;
  for (int i = 0;; i++, row += row_size) {
    const char *row_name = *(const char *const *) (const void *) row;
    if (!row_name) return -1;
    if (strcmp(row_name, name) == 0) return i;
  }
}

@ @<World functions@>+=
extern const ph_integrator_name ph_integrator_names[];
int ph_find_name(const void *table, size_t row_size, const char *name);
bool ph_integrator_is_known(ph_integrator integrator);
const char *ph_settings_check(const ph_settings *s);

@*1 Creating a world.
Creating a world checks the settings, then allocates it with every count at
zero. It returns |NULL| when the settings are refused or memory runs out, in
both cases after telling the error handler why.

@<Engine functions@>+=
ph_world *ph_world_create(const ph_settings *settings)
{
  const char *problem = ph_settings_check(settings);
  if (problem) {
    ph_report(problem);
    return NULL;
  }
  ph_world *w = calloc(1, sizeof *w);
  if (!w) {
    ph_report("out of memory creating a world");
    return NULL;
  }
  w->settings = *settings;
  @<Initialise the later world fields@>@;
  return w;
}

@ @<Initialise the later world fields@>=
@;

@ Destroying a world frees what it owns. Destroying |NULL| does nothing, as
with |free|, so that cleanup code need not ask.

@<Engine functions@>+=
void ph_world_destroy(ph_world *w)
{
  if (!w) return;
  @<Free the later world fields@>@;
  free(w->bodies);
  free(w);
}

@ @<Free the later world fields@>=
@;

@ Settings can be changed between steps; the demo does so when it switches
the number of passes. The new settings are checked like the first ones.

@<Engine functions@>+=
bool ph_world_set_settings(ph_world *w, const ph_settings *settings)
{
  const char *problem = ph_settings_check(settings);
  if (problem) {
    ph_report(problem);
    return false;
  }
  w->settings = *settings;
  return true;
}

@ @<World functions@>+=
ph_world *ph_world_create(const ph_settings *settings);
void ph_world_destroy(ph_world *w);
bool ph_world_set_settings(ph_world *w, const ph_settings *settings);

@ The body array doubles when it is full, so that adding $n$ bodies one at a
time copies each body a constant number of times on average. It starts at 64
bodies. Growth can fail; the caller then refuses to add the body.
@^amortised growth@>

@<Engine functions@>+=
static bool reserve_bodies(ph_world *w, int needed)
{
  if (needed <= w->body_capacity) return true;
  int capacity = w->body_capacity ? w->body_capacity : 64;
  while (capacity < needed) capacity *= 2;
  ph_body *bodies = realloc(w->bodies, (size_t) capacity * sizeof *bodies);
  if (!bodies) return false;
  w->bodies = bodies;
  w->body_capacity = capacity;
  return true;
}

@*1 Adding particles.
A particle is described by a {\it definition\/}: a struct of everything
needed to make one, filled with defaults by |ph_default_particle_def|. The
definition is the only way to make a particle, so a new field added to it
later arrives with a default in every program that already exists. A colour
whose alpha is zero means ``choose one for me''.
@^definition structs@>

@<Body types@>+=
typedef struct {
  ph_vec2 position;
  ph_vec2 velocity;
  double radius;
  double mass;
  ph_color color;
} ph_particle_def;

@ A default particle sits at the origin at rest, is a quarter of a metre in
radius and weighs a kilogram.

@<Engine functions@>+=
ph_particle_def ph_default_particle_def(void)
{
  ph_particle_def d;
  memset(&d, 0, sizeof d);
  d.radius = 0.25;
  d.mass = 1.0;
  return d;
}

@ A particle definition is good when its numbers are finite and its radius
and mass positive. Whether it fits in the world's container is the world's
business, checked when the particle is added.
@.particle position must be finite@>
@.particle radius must be...@>
@.particle mass must be...@>

@<Engine functions@>+=
const char *ph_particle_def_check(const ph_particle_def *d)
{
  if (!ph_is_finite_vec(d->position))
    return "particle position must be finite";
  if (!ph_is_finite_vec(d->velocity))
    return "particle velocity must be finite";
  if (!(isfinite(d->radius) && d->radius > 0.0)) {
    snprintf(check_message, sizeof check_message,
      "particle radius must be positive and finite (got %g)", d->radius);
    return check_message;
  }
  if (!(isfinite(d->mass) && d->mass > 0.0)) {
    snprintf(check_message, sizeof check_message,
      "particle mass must be positive and finite (got %g)", d->mass);
    return check_message;
  }
  return NULL;
}

@ A particle must fit inside the container, if there is one: its radius must
be smaller than the container's, or there is no place for its centre.

@<Engine functions@>+=
const char *ph_world_fit_check(const ph_world *w, double radius)
{
  if (w->container.active && !(radius < w->container.radius)) {
    snprintf(check_message, sizeof check_message,
      "a particle of radius %g does not fit in a container of radius %g",
      radius, w->container.radius);
    return check_message;
  }
  return NULL;
}

@ A particle must also start inside the container. One placed outside
would be pulled in by the first pass of the first step, across whatever lies
between, which is never what the person who placed it meant; so it is
refused, with the distance allowed. The same check guards
|ph_body_set_position|, below.
@.a particle ... lies outside the container@>

@<Engine functions@>+=
const char *ph_world_place_check(const ph_world *w, ph_vec2 position, double radius)
{
  if (!w->container.active) return NULL;
  double d = ph_length(ph_sub(position, w->container.center));
  if (!(d <= w->container.radius - radius)) {
    snprintf(check_message, sizeof check_message,
      "a particle of radius %g at (%g,%g) lies outside the container: its centre is %g m "
      "from the container's, at most %g m allowed", radius, position.x, position.y, d,
      w->container.radius - radius);
    return check_message;
  }
  return NULL;
}

@ Every way of making a body, this chapter's and later ones, starts the same
way: if the definition was refused, the error handler hears why; otherwise
room is made; and if either fails nothing is made and the caller gets
|NULL|. On success the caller gets the next slot of the array, all zero, to
fill in; it becomes a body when the caller counts it.

@<Engine functions@>+=
static ph_body *new_body(ph_world *w, const char *problem)
{
  if (problem) {
    ph_report(problem);
    return NULL;
  }
  if (!reserve_bodies(w, w->body_count + 1)) {
    ph_report("out of memory making a body");
    return NULL;
  }
  ph_body *b = &w->bodies[w->body_count];
  memset(b, 0, sizeof *b);
  return b;
}

@ Adding a particle checks the definition, makes room, and fills in the
new body. Its |previous| position is not used until it has taken its first
step (|@<Take a Verlet step...@>|), but we give it a meaningful value
anyway, so that a drawing made before the first step interpolates to the
right place.

@<Engine functions@>+=
ph_body_id ph_world_create_particle(ph_world *w, const ph_particle_def *d)
{
  ph_body_id none = {0};
  const char *problem = ph_particle_def_check(d);
  if (!problem) problem = ph_world_fit_check(w, d->radius);
  if (!problem) problem = ph_world_place_check(w, d->position, d->radius);
  ph_body *b = new_body(w, problem);
  if (!b) return none;
  b->kind = PH_PARTICLE;
  b->position = b->previous = d->position;
  b->velocity = d->velocity;
  b->radius = d->radius;
  b->mass = d->mass;
  b->inverse_mass = 1.0 / d->mass;
  b->gravity_scale = 1.0;
  b->color = d->color.a ? d->color : ph_palette(w->body_count);
  @<Initialise the later body fields@>@;
  ph_body_id id = {++w->body_count};
  return id;
}


@ When nobody chose a colour, one is taken from a small palette by the
body's index, so that neighbours in creation order differ and a stream of
particles shows as bands. The eight colours were picked to be told apart on
a dark background.

@<Engine functions@>+=
ph_color ph_palette(int index)
{
  static const ph_color colors[8] = {
    {239, 71, 111, 255}, {255, 209, 102, 255}, {6, 214, 160, 255},
    {17, 138, 178, 255}, {247, 140, 60, 255}, {160, 120, 230, 255},
    {120, 200, 80, 255}, {230, 230, 230, 255}};
  return colors[(index % 8 + 8) % 8];
}

@ A program may look at a body through its handle. It gets a pointer that is
good until the next body is added, since adding may move the array. A stale
or null handle gives |NULL|.

@<Engine functions@>+=
const ph_body *ph_world_body(const ph_world *w, ph_body_id id)
{
  if (id.index1 < 1 || id.index1 > w->body_count) return NULL;
  return &w->bodies[id.index1 - 1];
}

@ @<Body functions@>+=
ph_particle_def ph_default_particle_def(void);
const char *ph_particle_def_check(const ph_particle_def *d);
ph_body_id ph_world_create_particle(ph_world *w, const ph_particle_def *d);
const char *ph_world_fit_check(const ph_world *w, double radius);
const char *ph_world_place_check(const ph_world *w, ph_vec2 position, double radius);
const ph_body *ph_world_body(const ph_world *w, ph_body_id id);
ph_color ph_palette(int index);

@ A program reads a body through |ph_world_body|, but it never writes into
the engine's structs: a body's state has rules a program does not know
(a Verlet particle's velocity lives in the distance between two positions),
and a program that broke them would break the simulation silently. So
every function that does something to a body takes the world and the
body's handle, in that order, checks the handle, and keeps the rules:
|ph_body_position|, |ph_body_velocity|, and the two setters that follow.
Later chapters add to the family (|ph_body_apply_force| in chapter~3, the
angle in chapter~6) with the same first two arguments. A handle that names
no body is reported, and the getters then return the zero vector.
@.no body has the handle...@>

@<Engine functions@>+=
static ph_body *checked_body(const ph_world *w, ph_body_id id)
{
  if (id.index1 < 1 || id.index1 > w->body_count) {
    snprintf(check_message, sizeof check_message, "no body has the handle %d", id.index1);
    ph_report(check_message);
    return NULL;
  }
  return &w->bodies[id.index1 - 1];
}

ph_vec2 ph_body_position(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->position : ph_v(0.0, 0.0);
}

ph_vec2 ph_body_velocity(const ph_world *w, ph_body_id id)
{
  const ph_body *b = checked_body(w, id);
  return b ? b->velocity : ph_v(0.0, 0.0);
}

@ @<Private declarations@>+=
static ph_body *checked_body(const ph_world *w, ph_body_id id);

@ Setting a position moves the body without changing its velocity: for a
Verlet particle, |previous| moves with it by the same amount, so that the
displacement $\vec x_n-\vec x_{n-1}$, its velocity, is kept. Setting a
velocity $\vec v$ of a Verlet particle that has started puts |previous| at
$\vec x_n-h'\vec v$, with $h'$ the length of the last step, since the next
step carries the particle $(\vec x_n-\vec x_{n-1})/h'$ per second. A
particle placed outside its container is refused, as at its creation.
@.position must be finite@>
@.velocity must be finite@>

@<Engine functions@>+=
bool ph_body_set_position(ph_world *w, ph_body_id id, ph_vec2 position)
{
  ph_body *b = checked_body(w, id);
  const char *problem = !b ? "" : !ph_is_finite_vec(position) ? "position must be finite"
    : NULL;
  @<Refuse a particle placed outside the container, setting |problem|@>@;
  if (problem) {
    if (*problem) ph_report(problem);
    return false;
  }
  b->previous = ph_add(b->previous, ph_sub(position, b->position));
  b->position = position;
  return true;
}

@ @<Refuse a particle placed outside the container...@>=
if (!problem && b->kind == PH_PARTICLE) problem = ph_world_place_check(w, position, b->radius);

@ @<Engine functions@>+=
bool ph_body_set_velocity(ph_world *w, ph_body_id id, ph_vec2 velocity)
{
  ph_body *b = checked_body(w, id);
  if (!b) return false;
  if (!ph_is_finite_vec(velocity)) {
    ph_report("velocity must be finite");
    return false;
  }
  if (w->settings.integrator == PH_VERLET && b->started)
    b->previous = ph_sub(b->position, ph_mul(w->last_dt, velocity));
  b->velocity = velocity;
  return true;
}

@ @<Body functions@>+=
ph_vec2 ph_body_position(const ph_world *w, ph_body_id id);
ph_vec2 ph_body_velocity(const ph_world *w, ph_body_id id);
bool ph_body_set_position(ph_world *w, ph_body_id id, ph_vec2 position);
bool ph_body_set_velocity(ph_world *w, ph_body_id id, ph_vec2 velocity);

@ The container is a circle that particles stay inside. Setting one checks
that it is a real circle and that every particle already in the world fits
and lies inside it.
@.container radius must be...@>
@.container center must be finite@>

@<Engine functions@>+=
bool ph_world_set_container(ph_world *w, ph_vec2 center, double radius)
{
  if (!ph_is_finite_vec(center)) {
    ph_report("container center must be finite");
    return false;
  }
  if (!(isfinite(radius) && radius > 0.0)) {
    ph_report("container radius must be positive and finite");
    return false;
  }
  ph_container old = w->container;
  w->container = (ph_container){true, center, radius};
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    const char *problem = b->kind != PH_PARTICLE ? NULL : ph_world_fit_check(w, b->radius);
    if (!problem && b->kind == PH_PARTICLE) problem = ph_world_place_check(w, b->position, b->radius);
    if (problem) {
      ph_report(problem);
      w->container = old;
      return false;
    }
  }
  return true;
}

@ @<World functions@>+=
bool ph_world_set_container(ph_world *w, ph_vec2 center, double radius);

@*1 The step.
A step of length $h$ carries the world from time $t$ to $t+h$. This
chapter's particles need only two things of it: move every particle by the
integrator, then relax the constraints. But the engine this book builds
will do more in every step, and in a fixed order that the impulse solvers
of chapters 5 to 9 depend on, the order of Erin Catto's Box2D Lite
(2006); so we write the step in that order now, with one named
place for each phase, and let later chapters fill the places that are
still empty. A reader who opens the step in any later chapter finds the
same eight phases:

\smallskip
\item{1.} {\it Find the contacts:} which bodies touch, and where (chapter~4).
\item{2.} {\it Integrate forces into velocities:} gravity and forces change each velocity.
\item{3.} {\it Prepare the contacts:} what the solver needs of each contact (chapter~5).
\item{4.} {\it Warm start:} apply last step's impulses again (chapter~9).
\item{5.} {\it Solve the velocity constraints:} impulses at the contacts (chapters 5, 7 and 9).
\item{6.} {\it Integrate velocities into positions:} move every body.
\item{7.} {\it Correct the positions:} remove what overlap is left (this chapter, chapter~8).
\item{8.} {\it Clear the forces:} forget this step's forces (chapter~2).\par
\smallskip

\noindent Position Verlet keeps no velocity of its own, so it has nothing
to do in phases 2 to 5: it finds its acceleration in phase~2 and moves in
phase~6, and its collision response is the position correction of
phase~7, after which its velocity is read off the positions. A step length
that is not a positive finite number is refused, since it would poison
every position.
@^world step@>
@^phases of the step@>

@<Engine functions@>+=
void ph_world_step(ph_world *w, double h)
{
  if (!(isfinite(h) && h > 0.0)) {
    ph_report("time step must be positive and finite");
    return;
  }
  if (w->failure[0]) return;
  w->stats = (ph_step_stats){0, 0};
  @<Find the contacts@>@;
  @<Integrate forces into velocities@>@;
  @<Prepare the contacts@>@;
  @<Warm start the contacts@>@;
  @<Solve the velocity constraints@>@;
  @<Integrate velocities into positions@>@;
  @<Correct the positions@>@;
  @<Clear the forces@>@;
  w->last_dt = h;
  w->time += h;
  w->step_count++;
  @<Stop the world if a step left a number that is not finite@>@;
}

@ @<World functions@>+=
void ph_world_step(ph_world *w, double h);
const char *ph_world_failure(const ph_world *w);
void ph_world_fail(ph_world *w, const char *message);

@ The phases that belong to later chapters are empty here. Each says which
chapter fills it.

@<Find the contacts@>=
@; /* chapter 4 */
@ @<Prepare the contacts@>=
@; /* chapter 5 */
@ @<Warm start the contacts@>=
@; /* chapter 9 */
@ @<Solve the velocity constraints@>=
@; /* chapters 5, 7 and 9 */
@ @<Clear the forces@>=
@; /* chapter 2 */

@ Phase 2. Every body that can move gets its acceleration, the sum of
what acts on it. In this chapter that is gravity alone, scaled by the
body's |gravity_scale|: a particle's scale is 1, and chapter~3 lets a rigid
body float ($s=0$) or fall slower than the rest. Later chapters add their
terms to the sum in |@<Add the other accelerations of body |b| to |a|@>|.
The acceleration is kept in the body for phase~6, which Verlet needs; an
integrator that changes the velocity now (chapter~2's symplectic Euler)
does so here.

@<Integrate forces into velocities@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  @<Skip bodies that do not move@>@;
  ph_vec2 a = ph_mul(b->gravity_scale, w->settings.gravity);
  @<Add the other accelerations of body |b| to |a|@>@;
  b->acceleration = a;
  switch (w->settings.integrator) {
  @<Change the velocity of body |b| by its acceleration |a|@>@;
  default: break;
  }
}

@ @<Body fields@>+=
double gravity_scale; /* $s$: the share of the world's gravity this body feels */
ph_vec2 acceleration; /* found in phase 2 of the step, used in phase 6 */

@ @<Initialise the later body fields@>=
@;

@ In this chapter every body moves, nothing but gravity acts, and Verlet
changes no velocity in phase~2.

@<Skip bodies that do not move@>=
@;
@ @<Add the other accelerations of body |b| to |a|@>=
@;
@ @<Change the velocity of body |b| by its acceleration |a|@>=
@;

@ Phase 6 moves every body that can move by the integrator chosen in the
settings.

@<Integrate velocities into positions@>=
for (int i = 0; i < w->body_count; i++) {
  ph_body *b = &w->bodies[i];
  @<Note where body |b| stands before it moves@>@;
  @<Skip bodies that do not move@>@;
  ph_vec2 a = b->acceleration;
  switch (w->settings.integrator) {
  @<Move body |b| by the chosen integrator@>@;
  }
}

@ @<Note where body |b| stands before it moves@>=
@; /* chapter 2 */

@ @<Move body |b| by the chosen integrator@>=
case PH_VERLET:
  @<Take a Verlet step of body |b| with acceleration |a|@>@;
  break;

@ Here, at last, is the code of those formulas. A particle that
has not started takes the exact first step
$\vec x_1=\vec x_0+h\vec v_0+{1\over2}h^2\vec a$; one that has takes
$\vec x_{n+1}=\vec x_n+(\vec x_n-\vec x_{n-1})+h^2\vec a$.

If the step length $h$ differs from the last one, $h'$, the displacement
$\vec x_n-\vec x_{n-1}$ was travelled in time $h'$, and at the same velocity
the particle would travel $(h/h')(\vec x_n-\vec x_{n-1})$ in time $h$. We
scale it so: without this, halving the step would halve every velocity at
once. How good is the scaled step? Expand the motion about $t_n$, with
velocity $\vec v$ and acceleration $\vec a$ there:
$\vec x_{n-1}=\vec x_n-h'\vec v+{1\over2}h'^2\vec a+O(h'^3)$, so
$(h/h')(\vec x_n-\vec x_{n-1})=h\vec v-{1\over2}hh'\vec a+O(hh'^2)$, and
the step lands at $\vec x_n+h\vec v+(h^2-{1\over2}hh')\vec a$, where the
motion goes to $\vec x_n+h\vec v+{1\over2}h^2\vec a+O(h^3)$. The step
errs by ${1\over2}h(h-h')\vec a$: nothing when $h=h'$, and otherwise an
error of order $h^2$ in one step, which the recurrence carries on as a
velocity off by ${1\over2}(h-h')\vec a$, so that the position drifts
linearly from then on: first order, as a bad start is. (Taking
${1\over2}h(h+h')\vec a$ in place of $h^2\vec a$ would cancel the error and
be exact again for constant acceleration; a program that keeps $h$ fixed,
as it should, never pays for either.)
@^time step, changing@>

@<Take a Verlet step of body |b| with acceleration |a|@>=
{
  ph_vec2 x = b->position;
  if (!b->started) {
    b->position = ph_add(x, ph_add(ph_mul(h, b->velocity), ph_mul(0.5 * h * h, a)));
    b->started = true;
  } else {
    ph_vec2 moved = ph_sub(x, b->previous);
    if (w->last_dt > 0.0 && h != w->last_dt) moved = ph_mul(h / w->last_dt, moved);
    b->position = ph_add(x, ph_add(moved, ph_mul(h * h, a)));
  }
  b->previous = x;
}

@ Phase 7 relaxes the constraints of the next part of this chapter, then
brings every velocity up to date with what the relaxation did. The
velocity of a Verlet particle is $(\vec x_{n+1}-\vec x_n)/h$, where $\vec
x_n$ is now its |previous| position; chapter~2 adds the rule for
integrators with a velocity of their own.

@<Correct the positions@>=
@<Relax the constraints@>@;
@<Find the velocities the corrections leave@>@;

@ @<Find the velocities the corrections leave@>=
if (w->settings.integrator == PH_VERLET)
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    b->velocity = ph_mul(1.0 / h, ph_sub(b->position, b->previous));
  }

@ Finite input can still overflow: a gravity of $10^{308}$ is a finite
number, and so is a spring that stiff, but a step multiplies them by
$h^2$ and adds them up, and the sum is infinite. An infinity soon becomes a
NaN, and a NaN spreads to everything it touches. So after every step the
engine looks at every number of every body's state; at the first that is
not finite it reports which body and which step, writes the same sentence
into the world's |failure|, and takes no more steps. A program asks
|ph_world_failure| after a step and stops with an error rather than write
rows of NaN. The check costs a few comparisons per body, nothing beside the
step itself.
@^non-finite state@>
@.body ... is no longer finite@>

@<Stop the world if a step left a number that is not finite@>=
for (int i = 0; i < w->body_count && !w->failure[0]; i++) {
  const ph_body *b = &w->bodies[i];
  bool finite = ph_is_finite_vec(b->position) && ph_is_finite_vec(b->velocity);
  @<Ask whether the later numbers of body |b| are finite, in |finite|@>@;
  if (!finite) {
    snprintf(w->failure, sizeof w->failure,
      "body %d is no longer finite after step %ld: the scene's numbers overflow", i,
      w->step_count);
    ph_report(w->failure);
  }
}

@ @<Ask whether the later numbers of body |b| are finite, in |finite|@>=
@;

@ A program that finds the world unusable for a reason of its own (a force
it computes has overflowed, say) stops it the same way, with its own
sentence.

@<Engine functions@>+=
const char *ph_world_failure(const ph_world *w)
{
  return w->failure[0] ? w->failure : NULL;
}

void ph_world_fail(ph_world *w, const char *message)
{
  if (w->failure[0]) return;
  snprintf(w->failure, sizeof w->failure, "%s", message);
  ph_report(w->failure);
}

@*1 Constraints.
A {\it constraint\/} is a rule the positions must obey: a particle's centre
stays within $R-r$ of the container's centre; two particles are at least the
sum of their radii apart. After integration some rules are broken, and we
repair them by moving particles the shortest distance that satisfies the
rule. Each repair may break another rule (pushing a particle off one
neighbour pushes it into the next), so we sweep over all rules several times.
Each sweep is a {\it relaxation pass}; the settings choose how many.
Satisfying constraints by moving positions, and relaxing them by sweeps, is
Jakobsen's method for character physics \cite{jakobsen2001}.
@!@^constraint@>
@!@^relaxation@>

The order within a pass matters. Overlaps between particles come first and
the container last, so that the last thing a step does to a particle is put
it inside the container. Overlaps may remain when a step ends (the pile is a
little soft); escape from the container cannot.

@<Relax the constraints@>=
for (int pass = 0; pass < w->settings.iterations; pass++) {
  separate_particles(w);
  keep_in_container(w);
}

@ @<Private declarations@>+=
static void separate_particles(ph_world *w);
static void keep_in_container(ph_world *w);

@ The container rule is $\vert\vec x-\vec c\vert\le R-r$ for a particle of
radius $r$ in a container of centre $\vec c$ and radius $R$. If the
particle's centre is at distance $d>R-r$, the nearest allowed point is on
the same ray from $\vec c$, at distance $R-r$:
$$\vec x\gets\vec c+{R-r\over d}(\vec x-\vec c).$$
Only the radial part of the particle's implicit velocity is affected, so a
particle sliding along the wall keeps sliding. Since $d>R-r>0$, the
division is safe. The computed distance of the new position is $R-r$ up to
the rounding of a square root, a division and two multiplications and
additions, a few units in the last place: about $10^{-15}$ times $R$.
@^container@>

@<Engine functions@>+=
static void keep_in_container(ph_world *w)
{
  if (!w->container.active) return;
  ph_vec2 c = w->container.center;
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    if (b->kind != PH_PARTICLE) continue;
    double R_minus_r = w->container.radius - b->radius;
    ph_vec2 offset = ph_sub(b->position, c);
    double d = ph_length(offset);
    if (d > R_minus_r) b->position = ph_add(c, ph_mul(R_minus_r / d, offset));
  }
}

@ Two particles $i$ and $j$ with centres $\vec x_i$, $\vec x_j$ at distance
$d$ overlap by $\delta=r_i+r_j-d$ when this is positive. Along the unit
normal $\vec n=(\vec x_i-\vec x_j)/d$ we move $i$ forward and $j$ back, by
amounts that remove the overlap and do not move their centre of mass. With
inverse masses $w_i=1/m_i$ and $w_j=1/m_j$,
$$\Delta\vec x_i={w_i\over w_i+w_j}\,\delta\,\vec n,\qquad
\Delta\vec x_j=-{w_j\over w_i+w_j}\,\delta\,\vec n.$$
The gap grows by $\delta(w_i+w_j)/(w_i+w_j)=\delta$, as wanted, and the
centre of mass moves by $m_i\Delta\vec x_i+m_j\Delta\vec x_j=
\delta\vec n(1-1)/(w_i+w_j)=\vec0$. Since velocities are read from
positions, the same calculation says that the total momentum is unchanged:
the push is an internal force, as it should be. A heavy particle moves
little and a light one a lot; a particle of infinite mass ($w=0$) would not
move at all. Figure~\figref{push} shows a pair in which $j$ is twice as heavy
as $i$.

\mpfigure{fig/ch01-verlet-2.mps}{}{Two particles that overlap by $\delta$
(above) are pushed apart along $\vec n$ (below). The light particle~$i$
moves twice as far as the heavy one, $\vert\Delta\vec x_i\vert=2\vert\Delta
\vec x_j\vert$, the gap grows by exactly $\delta$, and the centre of mass
(the dotted line) does not move.}\figlabel{push}
@^mass-weighted separation@>
@^momentum, conservation of@>

@ Two particles at exactly the same place have no direction to be pushed
apart in. It happens (drop two particles at one spot) and it must not
produce a division by zero, so we push them apart vertically, an arbitrary
but fixed choice that keeps the engine deterministic.

@<Push particles |a| and |b| apart if they overlap@>=
{
  ph_vec2 delta = ph_sub(a->position, b->position);
  double reach = a->radius + b->radius;
  double d2 = ph_length_squared(delta);
  if (d2 < reach * reach) {
    double d = sqrt(d2);
    ph_vec2 n = d > 0.0 ? ph_mul(1.0 / d, delta) : ph_v(0.0, 1.0);
    double overlap = reach - d;
    double wa = a->inverse_mass, wb = b->inverse_mass;
    if (wa + wb > 0.0) {
      a->position = ph_add(a->position, ph_mul(overlap * wa / (wa + wb), n));
      b->position = ph_sub(b->position, ph_mul(overlap * wb / (wa + wb), n));
    }
    w->stats.pair_contacts++;
  }
}

@ The simplest way to find every overlapping pair is to test every pair:
$n(n-1)/2$ tests for $n$ particles. The comparison is done on squared
distances, so that only overlapping pairs pay for a square root. This is the
part of the step whose cost grows as $n^2$; |@<Measure the cost...@>|
measures it, and the broad-phase chapter replaces it.
@^all pairs@>
@^broad phase@>

@<Engine functions@>+=
static void separate_particles(ph_world *w)
{
  for (int i = 0; i < w->body_count; i++) {
    ph_body *a = &w->bodies[i];
    if (a->kind != PH_PARTICLE) continue;
    for (int j = i + 1; j < w->body_count; j++) {
      ph_body *b = &w->bodies[j];
      if (b->kind != PH_PARTICLE) continue;
      w->stats.pair_tests++;
      @<Push particles |a| and |b| apart if they overlap@>@;
    }
  }
}

@ What do several passes buy? Think of a column of particles resting on the
floor. In a settled pile nothing moves from step to step, yet every step
gravity moves each particle down by $g h^2$ (about 2.8\thinspace mm at $60$
steps a second) and the relaxation must lift it back. When a contact with overlap
$\delta$ is resolved between equal masses, the particle above it rises by
$\delta/2$ and the one below sinks by $\delta/2$. Number the contacts from
the top of the column, and let $S_j$ be the sum of the overlaps that contact
$j$ finds in the $k$ passes of one step. The particle just below contact $j$
is pushed down by $S_j/2$ and up by $S_{j+1}/2$, by the contacts above and
below it, and over the step it must rise by $gh^2$ net:
$S_{j+1}/2-S_j/2=gh^2$. The top particle has only the contact below it, so
$S_1=2gh^2$, and then $S_m=2mgh^2$ for the contact with $m$ particles above
it. Each contact's work grows with the weight it carries
(Figure~\figref{column}).

\mpfigure{fig/ch01-verlet-3.mps}{}{The column model. Contact $j$, counted
from the top, carries $j$ particles, and the overlaps it removes in one step
add up to $S_j=2jgh^2$ (bars). The shaded particle is pushed down by $S_2/2$
at the contact above it and up by $S_3/2$ at the one below, and rises by
$gh^2$ net, what gravity takes away in the next step. The overlaps are drawn
growing with depth, as the deepest one does in a pile.}\figlabel{column}

The passes of a step find roughly the same overlap each time at a contact
of a pile at rest: each pass removes it, and the passes above and below push
it back in by about as much. Assuming so, the overlap a contact is left with
at the end of a step is about a $k$th of $S_m$, and in the deepest contact of
a pile $m$ particles deep
$$\delta_{\max}\approx{2\,m\,g\,h^2\over k}.$$
For a pile twenty particles deep that is 11 centimetres with one pass, more
than half a radius of the particles of our demos, and 1.4 centimetres with
eight, less than half a pixel on the demo's screen.

The estimate is for a single column. A real pile is not a stack of columns:
each particle rests on two below it, and the weight finds its way down along
{\it force chains}, arches of particles that carry several times the load of
their neighbours while the particles between them carry little. The deepest
contact is on such a chain, so the deepest overlap is a few times the column
estimate. Table~2 (made by |@<Measure what the passes buy@>|) measures by how
much: from two to two and a half times, for two passes or more. Force chains
are not the only cause, and the others can be worked out. The depth $m$ is
taken as the pile's height over a diameter, but the rows of a close-packed
pile are $\sqrt3\,r$ apart, not $2r$, so it undercounts the rows by up to
$2/\sqrt3\approx1.15$. And the masses of the settling world vary from 1 to
2\thinspace kg, while the column argument assumed them equal. Redo it with
inverse masses $w_i=1/m_i$: a contact's correction is shared in proportion
to them, so particle $j$ rises by $S_jw_j/(w_j+w_{j+1})$ from the contact
below it and sinks by $S_{j-1}w_j/(w_{j-1}+w_j)$ from the one above, and
$T_j=S_j/(w_j+w_{j+1})$ obeys $T_j-T_{j-1}=gh^2/w_j$. So $T_j=gh^2M_j$,
with $M_j$ the mass of the particles down to $j$, and
$S_j=gh^2M_j(1/m_j+1/m_{j+1})$; with equal masses this is the $2jgh^2$ of
before. With the masses of the settling world, $M_j\approx1.5j\,$kg, and a
contact between two of the lightest particles finds $1.5$ times the column's
overlap. Together these two account for up to a factor of 1.7, and force
chains for the rest; we have not measured the three apart. What the
estimate gets right is the trend, inversely proportional to $k$ and
proportional to depth and to $h^2$.

With a single pass something worse happens: the pile never settles. The
overlaps left in one step are so deep that removing them in the next one
throws particles upward faster than gravity brings them back, and the heap
boils (the last column of table~2 is the speed of the fastest particle).
Where the energy comes from is the same implicit velocity that made
collisions free: a correction of $d$ in one step is a velocity of $d/h$, and
a correction of a tenth of a radius, 2\thinspace cm, is already 1.2\thinspace
m/s; the deep overlaps of one pass are corrected by several times that, step
after step, and kick particles faster than any fall in the bowl could make
them. The lesson of this section, that position corrections should be small
and spread over several passes, comes back in chapter~8; and the real cure
for a soft pile is not more passes but a better solver, which chapters 5 to 9
build.
@^soft pile@>

The function below computes the estimate for a world whose particles have
settled, taking the depth $m$ as the height of the pile over the mean
diameter of its particles, and $g$ as the length of gravity.

@<Test support functions@>+=
double test_overlap_estimate(const ph_world *w, double h)
{
  double diameters = 0.0;
  for (int i = 0; i < w->body_count; i++) diameters += 2.0 * w->bodies[i].radius;
  if (w->body_count == 0 || w->settings.iterations == 0) return INFINITY;
  double m = test_pile_height(w) / (diameters / w->body_count);
  double g = ph_length(w->settings.gravity);
  return 2.0 * m * g * h * h / w->settings.iterations;
}

@ @<Test function declarations@>+=
double test_overlap_estimate(const ph_world *w, double h);

@*1 Drawing.
The engine never draws. It does not know about windows or pixels; it
describes what there is to see, in metres, to a set of functions that the
program provides. The demo's functions draw with SDL2 (appendix~C); a test
could count calls instead. This keeps the engine free of any graphics
library and lets the same description become a window, a screenshot, or a
figure in this book.
@^drawing interface@>

@<Drawing types@>+=
typedef struct ph_draw {
  void (*circle)(void *context, ph_vec2 center, double radius, ph_color color);
  void (*solid_circle)(void *context, ph_vec2 center, double radius,
    ph_color color);
  void (*segment)(void *context, ph_vec2 a, ph_vec2 b, ph_color color);
  void (*polygon)(void *context, const ph_vec2 *vertices, int count,
    ph_color color);
  void (*solid_polygon)(void *context, const ph_vec2 *vertices, int count,
    ph_color color);
  void (*point)(void *context, ph_vec2 p, double pixels, ph_color color);
  void *context;
  @<Drawing interface fields@>@;
} ph_draw;

@ @<Drawing interface fields@>=
@;

@ Drawing the world draws the container as a circle and each particle as a
filled disc where it is now. Chapter~2 will draw between the last two
states instead; that is why the place to draw is found in a section of its
own.

@<Engine functions@>+=
void ph_world_draw(const ph_world *w, const ph_draw *d)
{
  if (w->container.active)
    d->circle(d->context, w->container.center, w->container.radius,
      (ph_color){200, 200, 200, 255});
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    ph_vec2 p = b->position;
    @<Find where to draw body |b| in |p|@>@;
    if (b->kind == PH_PARTICLE) d->solid_circle(d->context, p, b->radius, b->color);
    @<Draw the other kinds of body@>@;
  }
  @<Draw what else the world knows@>@;
}

@ @<Find where to draw body |b| in |p|@>=
@;
@ @<Draw the other kinds of body@>=
@;
@ @<Draw what else the world knows@>=
@;

@ @<Drawing functions@>+=
void ph_world_draw(const ph_world *w, const ph_draw *d);

@*1 What this method cannot do.
Verlet particles with position constraints are robust and short, and they
are the right tool for cloth, rope and crowds of small things. They are the
wrong tool for a box that should bounce, or a crate that should slide and
stop. Here is what is missing, each with the chapter that mends it.

{\it No restitution.} When a constraint moves a particle out of an overlap,
the particle's velocity into the obstacle is removed, but nothing reverses
it: every collision is perfectly inelastic. A ball dropped on the floor
stops dead. Moving it further than the overlap would make it bounce, but by
an amount that depends on the time step and on how deep it had sunk, not on
a material property. Chapter~5 gives collisions a coefficient of
restitution.
@^restitution@>

{\it No friction control.} Particles slide off each other with no friction
at all, yet a pile does come to rest, because every pass removes a little
motion. The amount depends on the number of passes and the step, not on the
materials. Chapter~7 adds Coulomb friction with a coefficient.

{\it Energy that leaks.} The same damping removes energy that should stay:
a particle rolling around the bowl slows down even with nothing to rub
against, faster with larger steps. The engine is stable because it loses
energy, which is a poor reason. Chapter~2 measures the energy behaviour of
integrators on their own.
@^energy loss@>

{\it No rotation, no shapes.} A particle is a point with a radius. Chapter~3
brings rigid bodies that are circles, boxes and polygons, with a mass that
comes from their shape; chapter~4 finds where such shapes touch; chapter~6
lets them turn.

{\it Quadratic cost.} Testing all pairs costs $n(n-1)/2$ tests per pass.
The next section measures it; the broad-phase chapter brings it down to
nearly linear.

@*1 Measurements.
The chapter's claims about cost and accuracy are measured by a small program,
\.{bench01}, which the build runs to make the tables below. It links only
the engine. The first measurement fills a container with $n$ particles
placed on a grid, so that they start overlapping nothing, and times a
hundred steps.

@(bench01.c@>=
#include "testing.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
@<Benchmark helpers@>@;
@<Measure the cost of all pairs@>@;
@<Measure what the passes buy@>@;
@<The benchmark's main program@>@;

@ Times are taken from the monotonic clock, which never jumps. The world
for the cost measurement is a container just large enough for $n$ particles
of radius $r=0.1\,$m in a square grid of pitch $2.2r$; the container's
radius $R$ is chosen so that the grid of $\lceil\sqrt n\rceil^2$ places fits
in its inscribed square, $R=\sqrt2\cdot{1\over2}\lceil\sqrt n\rceil
\cdot2.2r+2r$.
@^monotonic clock@>

@<Benchmark helpers@>=
static double seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

static ph_world *grid_world(int n, int iterations)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.iterations = iterations;
  ph_world *w = ph_world_create(&s);
  int side = (int) ceil(sqrt((double) n));
  double r = 0.1, pitch = 2.2 * r;
  double R = sqrt(2.0) * 0.5 * side * pitch + 2.0 * r;
  ph_world_set_container(w, ph_v(0.0, 0.0), R);
  ph_particle_def d = ph_default_particle_def();
  d.radius = r;
  for (int k = 0; k < n; k++) {
    d.position = ph_v((k % side - 0.5 * (side - 1)) * pitch,
      (k / side - 0.5 * (side - 1)) * pitch);
    ph_world_create_particle(w, &d);
  }
  return w;
}

@ For each $n$ the benchmark prints the number of pair tests in one pass,
which must be $n(n-1)/2$, and the measured time of a step with eight passes,
in milliseconds. If the cost is quadratic, doubling $n$ multiplies the time
by four; the last column shows the ratio to the previous row. The table is
written as \TeX\ so that the book shows the numbers of the build that made
it. (A time measured on a busy machine varies by some percent from run to
run; the pair counts do not vary at all.)

@<Measure the cost of all pairs@>=
static void measure_cost(FILE *out, int steps)
{
  static const int sizes[] = {250, 500, 1000, 2000};
  double last = 0.0;
  for (int i = 0; i < 4; i++) {
    int n = sizes[i];
    ph_world *w = grid_world(n, 8);
    double t0 = seconds();
    for (int s = 0; s < steps; s++) ph_world_step(w, 1.0 / 60.0);
    double ms = 1e3 * (seconds() - t0) / steps;
    fprintf(out, "%d&%ld&%.3f&", n, w->stats.pair_tests / 8, ms);
    if (last > 0.0) fprintf(out, "%.2f\\cr\n", ms / last);
    else fprintf(out, "---\\cr\n");
    last = ms;
    ph_world_destroy(w);
  }
}

@ The second measurement drops 600 particles of radius $0.2$\thinspace m into
a container of radius 8\thinspace m, lets them settle for 20 seconds, and
then measures the deepest overlap between any two of them, for 1, 2, 4 and
8 passes. It also measures the height $H$ of the pile, from which the depth
$m\approx H/(2r)$ in particles and the estimate |test_overlap_estimate| follow. The chapter's settling test
uses the same world.

@<Measure what the passes buy@>=
static void measure_passes(FILE *out)
{
  static const int passes[] = {1, 2, 4, 8};
  for (int i = 0; i < 4; i++) {
    int k = passes[i];
    ph_world *w = test_settle_world(k);
    for (int s = 0; s < 1200; s++) ph_world_step(w, 1.0 / 60.0);
    double worst = test_deepest_overlap(w);
    double m = test_pile_height(w) / (2.0 * 0.2);
    double estimate = test_overlap_estimate(w, 1.0 / 60.0);
    fprintf(out, "%d&%.1f&%.1f&%.1f&%.1f&%.2f\\cr\n", k, 1e3 * worst, m, 1e3 * estimate,
      worst / estimate, test_fastest_speed(w));
    ph_world_destroy(w);
  }
}

@ The settling world and the measurements on it are used by both the
benchmark and the tests. They are not part of the engine, whose header a
program reads to learn what it may use, but of the test support of
appendix~D, which the tests and the benchmarks both link; their names begin
with |test_|. The world is a container of
radius $8$\thinspace m at the origin with 600 particles of radius
$0.2$\thinspace m on a grid above its floor, slightly apart, with masses
that vary between 1 and 2 kilograms so that the mass weighting is exercised.

@<Test support functions@>+=
ph_world *test_settle_world(int iterations)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.iterations = iterations;
  ph_world *w = ph_world_create(&s);
  if (!w) return NULL;
  ph_world_set_container(w, ph_v(0.0, 0.0), 8.0);
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  for (int k = 0; k < 600; k++) {
    d.position = ph_v(-5.945 + 0.41 * (k % 30), -3.0 + 0.41 * (k / 30));
    d.mass = 1.0 + (k % 3) * 0.5;
    ph_world_create_particle(w, &d);
  }
  return w;
}

@ The deepest overlap is the largest $r_i+r_j-d_{ij}$ over all pairs of
particles, or zero if none overlap; the fastest speed is the largest
$\vert\vec v_i\vert$. The height of the pile is the distance
from the container's lowest point to the top of the highest particle.

@<Test support functions@>+=
double test_deepest_overlap(const ph_world *w)
{
  double worst = 0.0;
  for (int i = 0; i < w->body_count; i++)
    for (int j = i + 1; j < w->body_count; j++) {
      const ph_body *a = &w->bodies[i], *b = &w->bodies[j];
      double overlap = a->radius + b->radius - ph_length(ph_sub(a->position, b->position));
      if (overlap > worst) worst = overlap;
    }
  return worst;
}

double test_fastest_speed(const ph_world *w)
{
  double fastest = 0.0;
  for (int i = 0; i < w->body_count; i++)
    if (ph_length(w->bodies[i].velocity) > fastest) fastest = ph_length(w->bodies[i].velocity);
  return fastest;
}

double test_pile_height(const ph_world *w)
{
  double floor = w->container.center.y - w->container.radius, top = floor;
  for (int i = 0; i < w->body_count; i++) {
    double y = w->bodies[i].position.y + w->bodies[i].radius;
    if (y > top) top = y;
  }
  return top - floor;
}

@ @<Test function declarations@>+=
ph_world *test_settle_world(int iterations);
double test_deepest_overlap(const ph_world *w);
double test_fastest_speed(const ph_world *w);
double test_pile_height(const ph_world *w);

@ The benchmark's main program writes the two tables as \TeX\ rows to the
files named on its command line, or to the standard output if none are
given, and the cost table's step count can be lowered for a quick look.
@.usage: bench01...@>

@<The benchmark's main program@>=
int main(int argc, char **argv)
{
  if (argc != 1 && argc != 3) {
    fprintf(stderr, "usage: bench01 [COST.tex PASSES.tex]\n");
    return 2;
  }
  FILE *cost = argc == 3 ? fopen(argv[1], "w") : stdout;
  FILE *passes = argc == 3 ? fopen(argv[2], "w") : stdout;
  if (!cost || !passes) {
    perror("bench01");
    return 1;
  }
  measure_cost(cost, 100);
  measure_passes(passes);
  if (cost != stdout) fclose(cost);
  if (passes != stdout) fclose(passes);
  return 0;
}

@ Table 1 is what the build measured. The counts in the second column are
exactly $n(n-1)/2$, four times as many for each doubling of $n$. The times
grow by a factor near four as well, as an $n^2$ method's must; not exactly
four, because a step also does work proportional to $n$ (integration, the
container), because the particles fall and collide during the hundred steps
so that the share of pairs that overlap, and pay for a square root, varies,
and because a time measured on a shared machine varies by some percent from
one build to the next. Sixty steps must fit in a second for the demo to keep
up, so a step may take at most 16.7\thinspace ms, and it must leave part of
that to drawing, which the demo does every frame, and to the frames that
come late. Read the table against that budget by its growth, which does not
depend on the machine: each doubling of $n$ multiplies the time by about
four. On a desktop machine where the thousand-particle row takes about
4\thinspace ms, a step with its eight passes uses a quarter of the frame;
the two-thousand-particle row, four times as much, would use all of it and
leave nothing for drawing. A thousand is the largest of the sizes that
leaves most of the frame free, and that is why the demo's pour stops there.
On a machine whose third row is much above 4\thinspace ms (the machine
that built this book may be such a machine, and a busy build makes it
slower), even a thousand particles fall behind real time before the pour
ends; chapter~2 shows what a clock does then. The all-pairs test is what
this chapter's engine spends its time on, and what the broad-phase chapter
removes.

\medskip
\tablecaption{Cost of testing all pairs: $n$ particles on a grid, eight
passes, mean of 100 steps, measured when this book was built.}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
$n$&pair tests per pass&ms per step&ratio\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch01-cost.tex
}}$$
\medskip

Table 2 puts the estimate |test_overlap_estimate| beside measurement. From
two passes on, the deepest overlap falls as the number of passes grows,
though more slowly than $1/k$, and it stays between 2.0 and 2.6 times the
column estimate in this build, the effect of force chains, of rows closer than a diameter and of the
spread of masses, as worked out above. With one pass the
pile boils: its fastest particle moves at tens of metres per second, faster
than a fall from the top of the bowl ($\sqrt{2g\cdot 16\,\rm m}\approx18\,$m/s)
could make it, for the reason given with the estimate; and its ``height'' is
that of particles in flight, so the estimate made from it means nothing.

\medskip
\tablecaption{What the passes buy: 600 particles settled for 20 s; the
deepest overlap measured, the pile depth $m$ in particles, the column
estimate $2mgh^2/k$, their ratio, and the speed of the fastest particle.}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
passes $k$&overlap (mm)&depth $m$&estimate (mm)&ratio&fastest (m/s)\cr
\noalign{\smallskip\hrule\smallskip}
\input fig/ch01-passes.tex
}}$$
\medskip

@*1 Scene files and the demo.
The scene format of appendix~B is shared by every chapter; each chapter
teaches it its own entities. This chapter's are the world's settings, the
container, single particles, and two ways to make many particles at once: a
rectangular grid and a stream that emits particles one after another while
the simulation runs.

A \.{world} line sets gravity, the number of passes and the integrator, for
example
$$\hbox{\.{world gravity=0,-10 iterations=8 integrator=verlet}}$$
It may
appear once, before any body, since the settings must be known before the
world is made.
@.world line must come before...@>

@<Scene entities@>=
{"world", 1, parse_world},
{"container", 1, parse_container},
{"particle", 1, parse_particle},
{"grid", 1, parse_grid},
{"stream", 1, parse_stream},

@ @<Scene entity parsers@>=
static bool parse_world(scene *s, scene_reader *r)
{
  if (s->world->body_count > 0 || s->saw_world) {
    scene_error(r, "a world line must come once, before any body");
    return false;
  }
  s->saw_world = true;
  ph_settings settings = s->world->settings;
  settings.gravity = scene_vector(r, "gravity", settings.gravity);
  settings.iterations = scene_integer(r, "iterations", settings.iterations, 0, 100);
  const char *name = scene_word(r, "integrator", NULL);
  if (name) @<Look up the integrator called |name|@>@;
  @<Read the later world keys into |settings|@>@;
  if (r->failed) return false;
  return scene_check(r, ph_settings_check(&settings))
    && ph_world_set_settings(s->world, &settings);
}

@ @<Look up the integrator called |name|@>=
{
  int i = ph_find_name(ph_integrator_names, sizeof ph_integrator_names[0], name);
  if (i >= 0) settings.integrator = ph_integrator_names[i].integrator;
  else scene_error(r, "unknown integrator '%s'", name);
}

@ @<Read the later world keys into |settings|@>=
@;

@ @<Scene fields@>=
bool saw_world;

@ A container line, \.{container circle x=0 y=0 r=10}, names its shape
first, because a later chapter may bring other shapes of container. Its
numbers are required. A world has one container, so a second container line
is refused, as a second world line is; taking the last one would quietly
throw the first away. A container too small for the particles already made
is refused by the engine, whose message the loader prints with the file and
line, as it does every message of the engine while it reads a line
(appendix~B). A particle or a stream's nozzle that an earlier line placed
outside the new container is refused too, for the reason given below for
particles.
@.a scene has one container@>

@<Scene entity parsers@>+=
static bool parse_container(scene *s, scene_reader *r)
{
  if (!scene_flag(r, "circle")) {
    scene_error(r, "a container must be a circle: container circle x= y= r=");
    return false;
  }
  double x = scene_required_number(r, "x");
  double y = scene_required_number(r, "y");
  double radius = scene_required_number(r, "r");
  if (r->failed) return false;
  if (s->world->container.active) {
    scene_error(r, "a scene has one container, and this is the second");
    return false;
  }
  if (!(radius > 0.0)) {
    scene_error(r, "container radius must be positive (got %g)", radius);
    return false;
  }
  if (!ph_world_set_container(s->world, ph_v(x, y), radius)) return false;
  @<Refuse the container if an earlier particle or nozzle is outside it@>@;
  return true;
}

@ @<Refuse the container if an earlier particle or nozzle is outside it@>=
for (int i = 0; i < s->world->body_count; i++) {
  const ph_body *b = &s->world->bodies[i];
  if (b->kind == PH_PARTICLE && !check_inside_container(r, s->world, b->position, b->radius))
    return false;
}
for (int i = 0; i < s->emitter_count; i++)
  if (!check_inside_container(r, s->world, s->emitters[i].def.position,
      s->emitters[i].radius_max)) return false;

@ A particle line reads every field of a particle definition, all optional:
$$\hbox{\.{particle x=0 y=5 r=0.25 vx=1 vy=0 mass=1}}$$
The definition is checked by
the engine's own check, and then against the container, before the
particle is made: it must fit, and it must be inside. The engine would
accept a particle outside and move it in at the end of the first step, so
the scene would start somewhere other than where its file says, with no
word of it. Every particle claims its place in the scene's count of bodies
(appendix~B) before it is made.

@<Scene entity parsers@>+=
static bool parse_particle(scene *s, scene_reader *r)
{
  ph_particle_def d = read_particle_def(r);
  if (r->failed) return false;
  return scene_check(r, ph_particle_def_check(&d))
    && scene_check(r, ph_world_fit_check(s->world, d.radius))
    && check_inside_container(r, s->world, d.position, d.radius)
    && scene_claim_bodies(s, r, 1)
    && !ph_body_id_is_null(ph_world_create_particle(s->world, &d));
}

@ Inside means what the engine's container rule means,
$\vert\vec x-\vec c\vert\le R-r$ (|keep_in_container|), computed the same
way, so that a particle the loader accepts is one the step leaves where it is.
@.lies outside the container@>

@<Scene helpers@>+=
static bool check_inside_container(scene_reader *r, const ph_world *w, ph_vec2 p,
  double radius)
{
  if (!w->container.active) return true;
  double R_minus_r = w->container.radius - radius;
  if (ph_length(ph_sub(p, w->container.center)) <= R_minus_r) return true;
  scene_error(r, "a particle of radius %g at (%g,%g) lies outside the container", radius,
    p.x, p.y);
  return false;
}

@ The grid and the stream read the same keys for the particles they make, so
one function reads them for all three.

@<Scene helpers@>+=
static ph_particle_def read_particle_def(scene_reader *r)
{
  ph_particle_def d = ph_default_particle_def();
  d.position = ph_v(scene_number(r, "x", 0.0), scene_number(r, "y", 0.0));
  d.velocity = ph_v(scene_number(r, "vx", 0.0), scene_number(r, "vy", 0.0));
  d.radius = scene_number(r, "r", d.radius);
  d.mass = scene_number(r, "mass", d.mass);
  return d;
}


@ A grid makes |nx| by |ny| particles whose first centre is at $(x,y)$ and
whose centres are |spacing| apart, row by row from the bottom:
$$\hbox{\.{grid x=-4 y=0 nx=20 ny=10 spacing=0.5 r=0.2}}$$ The spacing defaults to one diameter.
Its particles count towards the scene's limit of bodies, all of them
claimed before the first is made, and each must lie inside the container.

@<Scene entity parsers@>+=
static bool parse_grid(scene *s, scene_reader *r)
{
  ph_particle_def d = read_particle_def(r);
  int nx = scene_integer(r, "nx", 10, 1, 1000000);
  int ny = scene_integer(r, "ny", 10, 1, 1000000);
  double spacing = scene_number(r, "spacing", 2.0 * d.radius);
  if (r->failed) return false;
  if (!(spacing > 0.0)) {
    scene_error(r, "grid spacing must be positive (got %g)", spacing);
    return false;
  }
  if (!scene_check(r, ph_particle_def_check(&d))
      || !scene_check(r, ph_world_fit_check(s->world, d.radius))
      || !scene_claim_bodies(s, r, (long) nx * ny)) return false;
  ph_vec2 origin = d.position;
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      if (!check_inside_container(r, s->world,
          ph_add(origin, ph_v(i * spacing, j * spacing)), d.radius)) return false;
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) {
      d.position = ph_add(origin, ph_v(i * spacing, j * spacing));
      if (ph_body_id_is_null(ph_world_create_particle(s->world, &d))) return false;
    }
  return true;
}

@ A stream is a nozzle. Every |every| steps it makes a particle at $(x,y)$
with velocity $(v_x,v_y)$, until it has made |count| of them:
$$\hbox{\.{stream x=-6 y=6 vx=4 vy=0 r=0.15 rmax=0.25 count=600 every=2}}$$
If |rmax| is given,
the radii vary between |r| and |rmax|; the $k$th particle gets
$r+(r_{\max}-r)\,\{k\varphi\}$, where $\{\,\}$ is the fractional part and
$\varphi=(\sqrt5-1)/2$. Multiples of the golden ratio spread evenly over
the interval and never repeat, so the sizes look random but are the same in
every run. (Strictly, $\varphi$ here is the reciprocal of the golden ratio,
$0.618\ldots$; its multiples have the same fractional parts as those of the
golden ratio itself, $1.618\ldots$.)
@^golden ratio@>

@<Scene types@>=
typedef struct {
  ph_particle_def def;
  double radius_max;
  int count, every, made;
} scene_emitter;

@ @<Scene fields@>+=
scene_emitter emitters[16];
int emitter_count;

@ @<Scene entity parsers@>+=
static bool parse_stream(scene *s, scene_reader *r)
{
  scene_emitter e;
  e.def = read_particle_def(r);
  e.radius_max = scene_number(r, "rmax", e.def.radius);
  e.count = scene_integer(r, "count", 100, 1, 1000000);
  e.every = scene_integer(r, "every", 1, 1, 1000000);
  e.made = 0;
  if (r->failed) return false;
  if (s->emitter_count == 16) {
    scene_error(r, "a scene may have at most 16 streams");
    return false;
  }
  if (!(e.radius_max >= e.def.radius)) {
    scene_error(r, "rmax must be at least r");
    return false;
  }
  if (!scene_check(r, ph_particle_def_check(&e.def))
      || !scene_check(r, ph_world_fit_check(s->world, e.radius_max))
      || !check_inside_container(r, s->world, e.def.position, e.radius_max)
      || !scene_claim_bodies(s, r, e.count)) return false;
  s->emitters[s->emitter_count++] = e;
  return true;
}

@ Before every step, each stream whose turn it is makes its next particle.
Streams take turns in the order of the file, so the numbering of bodies in a
dump is the same in every run. A stream changes colour every fifty particles,
so that the pile shows in layers where each part of it came from and how the
layers flow as the pile grows.

@<Before each step of the scene@>=
for (int i = 0; i < s->emitter_count; i++) {
  scene_emitter *e = &s->emitters[i];
  if (e->made < e->count && s->step % e->every == 0) {
    ph_particle_def d = e->def;
    double phi = (sqrt(5.0) - 1.0) / 2.0;
    double f = e->made * phi - floor(e->made * phi);
    d.radius = e->def.radius + (e->radius_max - e->def.radius) * f;
    if (!d.color.a) d.color = ph_palette(i + e->made / 50);
    ph_world_create_particle(s->world, &d);
    e->made++;
  }
}

@ The chapter's built-in scenes are scene files kept inside the program.
\.{pour} is the demo: two streams of 500 particles each into a bowl of
radius 10\thinspace m. The streams differ in height and speed on purpose: a
scene that is exactly symmetric stays exactly symmetric in a deterministic
engine, and its two halves never mix. \.{fall} is a single particle thrown upward with no
container, the subject of the free-fall test. \.{drop} is a grid of 150
particles falling into a small bowl, for a quick look at the relaxation.

@<Built-in scenes@>=
{"pour", 1, "1000 particles pour into a circular bowl",
  "world gravity=0,-10 iterations=8 integrator=verlet\n"
  "container circle x=0 y=0 r=10\n"
  "stream x=-7 y=6 vx=5 vy=1 r=0.15 rmax=0.24 count=500 every=2\n"
  "stream x=6.5 y=3 vx=-7 vy=3 r=0.15 rmax=0.24 count=500 every=2\n"},
{"fall", 1, "one particle thrown upward, no container",
  "world gravity=0,-10 integrator=verlet\n"
  "particle x=0 y=0 vx=3 vy=12 r=0.25 mass=1\n"},
{"drop", 1, "150 particles fall as a block into a small bowl",
  "world gravity=0,-10 iterations=8 integrator=verlet\n"
  "container circle x=0 y=0 r=5\n"
  "grid x=-2.8 y=-1 nx=15 ny=10 spacing=0.4 r=0.18\n"},

@ The demo's chapter-specific keys: \.{I} switches between one and eight
relaxation passes, so that the pile can be seen going soft and firm again.

@<Handle a key of the chapters@>=
case SDLK_i:
  {
    ph_settings settings = demo->current.world->settings;
    settings.iterations = settings.iterations == 1 ? 8 : 1;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>=
"  I            switch between 1 and 8 relaxation passes\n"
"  click        add seven particles at the mouse (scenes of particles)\n"

@ A click adds seven particles: one at the mouse and six around it, like a
flower, so that the click is seen. A particle that would not fit is
refused by the engine, through the error handler, and the demo goes on.

@<Handle a click at world point |p|@>=
if (demo->particle_clicks) {
  ph_particle_def d = ph_default_particle_def();
  d.radius = 0.2;
  d.position = p;
  ph_world_create_particle(demo->current.world, &d);
  for (int k = 0; k < 6; k++) {
    double angle = k * 3.14159265358979323846 / 3.0;
    d.position = ph_add(p, ph_v(0.42 * cos(angle), 0.42 * sin(angle)));
    ph_world_create_particle(demo->current.world, &d);
  }
}

@ The panel of the window shows the number of passes, beside what every
chapter's panel shows (the count of bodies and the time a step takes).

@<Add the chapters' lines to the panel@>=
panel_add(panel, "I  relaxation passes: %d", demo->current.world->settings.iterations);

@ @<Chapter titles@>=
{1, "Verlet particles"},

@*1 Tests.
The tests of this chapter check physical facts, each with a tolerance that
is argued for next to it. They are compiled into one program,
\.{test\_ch01}, that uses the test support of appendix~D; CTest runs it once
for each kind of test, for this stage and for every later one, under the
label \.{ch01}: \.{ctest -L ch01} runs them all.

@(test_ch01.c@>=
#include "testing.h"
@<Chapter 1 test functions@>@;
static const test_case chapter_1_tests[] = {
  @<Chapter 1 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, chapter_1_tests,
    sizeof chapter_1_tests / sizeof chapter_1_tests[0]);
}

@ Every test and measurement of this chapter names the integrator it is
about, Verlet, rather than relying on the default, which a later chapter may
change; so do the chapter's built-in scenes.

Free fall: a particle thrown from $\vec x_0$ with velocity $\vec v_0$ in
gravity $\vec g$ must be at $\vec x_0+\vec v_0t+{1\over2}\vec gt^2$ after
every step, since the method is exact for constant acceleration when
it is started right, as |@<Take a Verlet step...@>| does. What is left is
rounding, and it is worth counting once, since later tests reuse the count.
A step computes $\vec x_n+\bigl((\vec x_n-\vec x_{n-1})+h^2\vec a\bigr)$.
The difference of two neighbouring positions is exact when they are
within a factor of two of each other (IEEE~754 then subtracts without
error) and is otherwise off by at most $\epsilon$ times itself; it and the
inner sum are the size of one step's travel, under $1.5\,$m here, so
their roundings are below $10^{-15}\,$m. The outer addition gives a coordinate of
size up to $X$, the largest reached, and errs by at most $\epsilon X$ with
$\epsilon=2^{-53}\approx1.1\times10^{-16}$. Call the error of step $k$
$\delta_k$ and the position's total error $e_k$. The recurrence gives
$e_{k+1}=2e_k-e_{k-1}+\delta_{k+1}$, that is,
$e_{k+1}-e_k=(e_k-e_{k-1})+\delta_{k+1}$: the difference of consecutive
positions, $h$ times the velocity, is off by the sum
$\delta_1+\cdots+\delta_k$ of the errors made so far, at most $k\epsilon
X$, and the position, the sum of those differences, by at most
$\sum_{k\le n}k\epsilon X\approx{1\over2}n^2\epsilon X$. For 600 steps
and $X\approx 400\,$m (the particle falls 378\thinspace m in ten seconds)
that is $8\times10^{-9}\,$m; the test allows $10^{-7}\,$m. Started naively, the error would be ${1\over2}gth=0.83\,$m at
$t=10\,$s, so the test tells the right start from the wrong one by seven
orders of magnitude.
@^free fall@>

@<Chapter 1 test functions@>=
static void test_free_fall(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  ph_vec2 x0 = ph_v(1.0, 2.0), v0 = ph_v(3.0, 12.0), g = s.gravity;
  d.position = x0;
  d.velocity = v0;
  ph_body_id id = ph_world_create_particle(w, &d);
  double h = 1.0 / 60.0;
  for (int n = 1; n <= 600; n++) {
    ph_world_step(w, h);
    double time = n * h;
    ph_vec2 exact = ph_add(x0, ph_add(ph_mul(time, v0), ph_mul(0.5 * time * time, g)));
    ph_vec2 got = ph_world_body(w, id)->position;
    if (!CHECK_NEAR(t, got.x, exact.x, 1e-7) || !CHECK_NEAR(t, got.y, exact.y, 1e-7)) break;
  }
  ph_world_destroy(w);
}

@ @<Chapter 1 test cases@>=
{"free_fall", "unit", "Verlet free fall matches x0+v0t+gt^2/2 to rounding", test_free_fall},

@ The mass-weighted push keeps momentum. Two particles of masses 1 and 3
fly at each other in empty space, with no gravity. Momentum
$m_1\vec v_1+m_2\vec v_2$ is computed from the velocities the engine
reports, before and after the collision. Each velocity is a difference of
positions of size about 1\thinspace m divided by $h$, good to about
$\epsilon/h\approx10^{-14}$; the test allows $10^{-9}$.

It also checks that the collision is inelastic, as the chapter claims: in
the step after they first touch, the particles' speed apart along the line
of centres, $s=(\vec v_1-\vec v_2)\cdot\vec n$, is near zero, where an
elastic bounce would give the approach speed, about 3\thinspace m/s. It is
not exactly zero, because the particles also slide past each other at a
speed $v_t\approx0.6\,$m/s, and the line of centres turns by about
$v_th/d$ in a step, which turns some of that sliding into separation:
$v_t^2h/d\approx0.012\,$m/s for $d=0.5\,$m. The test allows 5\% of the
approach speed, 0.15\thinspace m/s, and demands $s\ge0$: they must not go
on approaching.
@^momentum, conservation of@>

@<Chapter 1 test functions@>+=
static void test_momentum(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  d.position = ph_v(-1.0, 0.1);
  d.velocity = ph_v(2.0, 0.0);
  d.mass = 1.0;
  ph_body_id a = ph_world_create_particle(w, &d);
  d.position = ph_v(1.0, -0.1);
  d.velocity = ph_v(-1.0, 0.5);
  d.mass = 3.0;
  ph_body_id b = ph_world_create_particle(w, &d);
  const ph_body *A = ph_world_body(w, a), *B = ph_world_body(w, b);
  @<Step until the two particles touch, then check their speed apart@>@;
  for (int n = 0; n < 60; n++) ph_world_step(w, 1.0 / 60.0);
  ph_vec2 p = ph_add(ph_mul(A->mass, A->velocity), ph_mul(B->mass, B->velocity));
  CHECK_NEAR(t, p.x, 1.0 * 2.0 + 3.0 * -1.0, 1e-9);
  CHECK_NEAR(t, p.y, 3.0 * 0.5, 1e-9);
  ph_world_destroy(w);
}

@ The particles touch when the engine has had to push them apart, that is
when their distance is the sum of their radii (to rounding) after a step.

@<Step until the two particles touch, then check their speed apart@>=
{
  int n = 0;
  double reach = A->radius + B->radius;
  while (n < 120 && ph_length(ph_sub(A->position, B->position)) > reach * (1.0 + 1e-12))
    ph_world_step(w, 1.0 / 60.0), n++;
  CHECK(t, n < 120);
  ph_world_step(w, 1.0 / 60.0);
  ph_vec2 normal = ph_sub(A->position, B->position);
  double apart = ph_dot(ph_sub(A->velocity, B->velocity), normal) / ph_length(normal);
  test_note(t, "touch at step %d, speed apart afterwards %.4f m/s", n, apart);
  CHECK(t, apart >= 0.0 && apart <= 0.15);
}

@ @<Chapter 1 test cases@>+=
{"momentum", "unit", "pushing particles apart keeps total momentum", test_momentum},

@ The container holds. During a long pour (1800 steps: the streams run for
1000 of them, and the pile then settles), after every step, every
particle's centre must be within $R-r$ of the container's centre. Because
the container is the last constraint of every pass
(|@<Relax the constraints@>|), this holds up to the rounding of the
projection, a few units in the last place of $R$; the test allows
$10^{-12}R$, a thousand times that. It also checks that no particle is
lost: the world holds exactly the 1000 particles the scene's streams make,
all at finite positions.

@<Chapter 1 test functions@>+=
static void test_containment(test_context *t)
{
  scene s;
  if (!CHECK(t, scene_load_builtin(&s, "pour"))) return;
  const ph_container *c = &s.world->container;
  for (int n = 0; n < 1800; n++) {
    scene_step(&s, 1.0 / 60.0);
    for (int i = 0; i < s.world->body_count; i++) {
      const ph_body *b = &s.world->bodies[i];
      double d = ph_length(ph_sub(b->position, c->center));
      if (!CHECK(t, d <= c->radius - b->radius + 1e-12 * c->radius)) {
        test_note(t, "step %d, particle %d is %g outside", n, i,
          d - (c->radius - b->radius));
        scene_destroy(&s);
        return;
      }
    }
  }
  CHECK(t, s.world->body_count == 1000);
  for (int i = 0; i < s.world->body_count; i++)
    if (!CHECK(t, ph_is_finite_vec(s.world->bodies[i].position))) break;
  scene_destroy(&s);
}

@ @<Chapter 1 test cases@>+=
{"containment", "scene", "no particle leaves the container at any step of a pour", test_containment},

@ Test that a settled pile has only small overlaps. The settling world
|test_settle_world|, with eight passes, is stepped for twenty seconds.
|test_overlap_estimate| estimated the deepest overlap of a column as
$2mgh^2/k$ for a pile $m$ particles deep, and force chains, close rows and
unequal masses make the deepest overlap of a real pile 2.0 to 2.6 times
that (table~2); the test allows four times the estimate. It runs the same world with two
passes too, and checks that eight passes leave less than half the overlap of
two, as the estimate says they should (it predicts a quarter; table~2
shows that the real fall is slower than $1/k$), so that the
test would notice if the passes stopped doing anything. It also checks that
the pile is at rest: the fastest particle moves at less than 0.2\thinspace
m/s, a tenth of the speed a particle gains falling one radius,
$\sqrt{2gr}=2\,$m/s.

@<Chapter 1 test functions@>+=
static void test_settle(test_context *t)
{
  double worst[2];
  int passes[2] = {8, 2};
  for (int i = 0; i < 2; i++) {
    ph_world *w = test_settle_world(passes[i]);
    for (int n = 0; n < 1200; n++) ph_world_step(w, 1.0 / 60.0);
    worst[i] = test_deepest_overlap(w);
    double estimate = test_overlap_estimate(w, 1.0 / 60.0);
    test_note(t, "%d passes: deepest overlap %.4f m, column estimate %.4f m", passes[i],
      worst[i], estimate);
    CHECK(t, w->body_count == 600);
    if (i == 0) {
      CHECK(t, worst[i] <= 4.0 * estimate);
      CHECK(t, test_fastest_speed(w) < 0.2);
    }
    ph_world_destroy(w);
  }
  CHECK(t, worst[0] < 0.5 * worst[1]);
}

@ @<Chapter 1 test cases@>+=
{"settle", "scene", "a settled pile's deepest overlap is within the derived bound", test_settle},

@ The engine refuses what it cannot simulate, creates nothing, and says why.
The test installs a recording error handler (appendix~D) and hands the
engine one bad value of each kind.

@<Chapter 1 test functions@>+=
static void test_validation(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  d.radius = -1.0;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "radius must be positive");
  d = ph_default_particle_def();
  d.mass = 0.0;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "mass must be positive");
  d = ph_default_particle_def();
  d.position.x = NAN;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "position must be finite");
  d = ph_default_particle_def();
  d.velocity.y = INFINITY;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "velocity must be finite");
  ph_world_set_container(w, ph_v(0.0, 0.0), 1.0);
  d = ph_default_particle_def();
  d.radius = 2.0;
  CHECK_REFUSED(t, ph_world_create_particle(w, &d), "does not fit");
  CHECK(t, w->body_count == 0);
  @<Check that bad settings and steps are refused@>@;
  ph_world_destroy(w);
}

@ Bad settings make no world; a bad step length changes nothing.

@<Check that bad settings and steps are refused@>=
s.gravity.y = NAN;
test_expect_refusal(t);
CHECK(t, ph_world_create(&s) == NULL);
test_check_refused(t, "gravity must be finite", __FILE__, __LINE__);
d = ph_default_particle_def();
d.radius = 0.5;
ph_world_create_particle(w, &d);
test_expect_refusal(t);
ph_world_step(w, -1.0);
test_check_refused(t, "time step must be positive", __FILE__, __LINE__);
CHECK(t, w->step_count == 0 && w->bodies[0].position.y == 0.0);

@ @<Chapter 1 test cases@>+=
{"validation", "unit", "bad particles, settings and steps are refused with a message", test_validation},

@ The setters keep the rules of the state. A particle in empty space (no
gravity) moving at $(2,1)$ is moved by |ph_body_set_position| after ten
steps: the next step must carry it on at the same velocity from the new
place. Then |ph_body_set_velocity| gives it $(-1,3)$, and the next step
must move it by $h(-1,3)$. Each position is a sum of a few numbers of size
about 1, so the velocities read back agree to a few units of
$\epsilon/h\approx10^{-14}$; the test allows $10^{-12}$. A handle that
names no body, the null handle among them, is refused and changes nothing,
and a particle cannot be put outside its container.

@<Chapter 1 test functions@>+=
static void test_setters(test_context *t)
{
  ph_settings s = ph_default_settings();
  s.integrator = PH_VERLET;
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  ph_particle_def d = ph_default_particle_def();
  d.velocity = ph_v(2.0, 1.0);
  ph_body_id id = ph_world_create_particle(w, &d);
  double h = 1.0 / 60.0;
  for (int n = 0; n < 10; n++) ph_world_step(w, h);
  CHECK(t, ph_body_set_position(w, id, ph_v(5.0, -3.0)));
  ph_world_step(w, h);
  CHECK_NEAR(t, ph_body_position(w, id).x, 5.0 + 2.0 * h, 1e-12);
  CHECK_NEAR(t, ph_body_velocity(w, id).y, 1.0, 1e-12);
  CHECK(t, ph_body_set_velocity(w, id, ph_v(-1.0, 3.0)));
  ph_vec2 before = ph_body_position(w, id);
  ph_world_step(w, h);
  CHECK_NEAR(t, ph_body_position(w, id).x - before.x, -h, 1e-12);
  CHECK_NEAR(t, ph_body_velocity(w, id).y, 3.0, 1e-12);
  ph_body_id none = {0};
  CHECK(t, ph_body_id_is_null(none));
  CHECK_REFUSED(t, ph_body_set_position(w, none, ph_v(0.0, 0.0)), "no body has the handle");
  CHECK_REFUSED(t, ph_body_set_velocity(w, ph_body_id_of(7), ph_v(0.0, 0.0)), "no body");
  CHECK_REFUSED(t, ph_body_set_velocity(w, id, ph_v(NAN, 0.0)), "velocity must be finite");
  ph_world_set_container(w, ph_body_position(w, id), 2.0);
  CHECK_REFUSED(t, ph_body_set_position(w, id, ph_add(ph_body_position(w, id), ph_v(1.9, 0.0))),
    "lies outside the container");
  CHECK_NEAR(t, ph_body_velocity(w, id).x, -1.0, 1e-12);
  ph_world_destroy(w);
}

@ @<Chapter 1 test cases@>+=
{"setters", "unit", "setting a position keeps the velocity; setting a velocity is what the next step does", test_setters},

@ The chapter's command-line tests run \.{ch01} itself. The first checks the
\.{--dump} contract on the \.{fall} scene: the header is exactly the one
specified, \.{--steps 0} writes step 0 alone, and 600 steps write 601 rows
for one particle whose velocity column at step~$n$ is that of the exact
parabola in the middle of the last step: the column is a displacement over
one step divided by $h$, which for a parabola is exactly the velocity at
the step's midpoint, so at step $n$ it must read $v_0-g(t_n-h/2)$. As
counted for the free-fall test, the difference of two consecutive
positions is off by the sum of the roundings made so far, one of at most
$\epsilon X$ a step, so by at most $n\epsilon X$; the division by $h$ adds
only a relative $2\epsilon$. The velocity therefore errs by at most
$n\epsilon X/h\approx1.6\times10^{-9}\,$m/s for $n=600$ and $X\approx400\,$m;
the test allows $10^{-8}\,$m/s.

@<Chapter 1 test functions@>+=
static void test_dump_contract(test_context *t)
{
  char out[1024], csv[1024];
  test_scratch(t, "fall0.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene fall --steps 0 --dump %s", csv) == 0);
  CHECK(t, test_count_lines(csv) == 2);
  CHECK(t, test_first_line_is(t, csv, "step,time,body,x,y,angle,vx,vy,omega"));
  test_scratch(t, "fall600.csv", csv, sizeof csv);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene fall --steps 600 --dump %s", csv) == 0);
  CHECK(t, test_count_lines(csv) == 602);
  double row[9];
  CHECK(t, test_csv_row(csv, 602, row, 9));
  double h = 1.0 / 60.0;
  CHECK(t, row[0] == 600.0 && row[2] == 0.0);
  CHECK_NEAR(t, row[7], 12.0 - 10.0 * (600 * h - h / 2), 1e-8);
  CHECK_NEAR(t, row[6], 3.0, 1e-8);
}

@ @<Chapter 1 test cases@>+=
{"dump_contract", "cli", "--dump writes the documented columns and rows", test_dump_contract},

@ Determinism: the same scene run twice gives byte-identical dumps. The
pour makes 1000 particles and many collisions, so any dependence on memory
addresses, uninitialised fields or timing would show.
@^determinism@>

@<Chapter 1 test functions@>+=
static void test_determinism(test_context *t)
{
  char out[1024], a[1024], b[1024];
  test_scratch(t, "pour-a.csv", a, sizeof a);
  test_scratch(t, "pour-b.csv", b, sizeof b);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene pour --steps 400 --dump %s", a) == 0);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene pour --steps 400 --dump %s", b) == 0);
  CHECK(t, test_files_equal(t, a, b));
}

@ @<Chapter 1 test cases@>+=
{"determinism", "scene", "the same scene gives byte-identical dumps", test_determinism},

@ Bad input of every class gives exit status 2, a message that starts with
the file name and line number, and no output file. The scene files are made
by the test itself, one line each, in the scratch folder. The expected
message is a fragment of what the loader says (appendix~B).

@<Chapter 1 test functions@>+=
static void test_bad_scenes(test_context *t)
{
  static const char *const cases[][2] = {
    {"frobnicate x=1\n", "unknown keyword 'frobnicate'"},
    {"particle x=1 colour=red\n", "unknown key 'colour'"},
    {"particle x=1.5.2\n", "'x' is not a number"},
    {"particle x=\n", "'x' is not a number"},
    {"particle x=nan\n", "'x' must be finite"},
    {"particle y=inf\n", "'y' must be finite"},
    {"particle r=-0.5\n", "radius must be positive"},
    {"particle mass=0\n", "mass must be positive"},
    {"container circle x=0 y=0\n", "missing 'r'"},
    {"world iterations=1000\n", "'iterations' must be"},
    {"container circle x=0 y=0 r=1\nparticle r=2\n", "does not fit"},
    {"container circle x=0 y=0 r=1\nparticle x=5 r=0.1\n", "lies outside the container"},
    {"particle x=5 r=0.1\ncontainer circle x=0 y=0 r=1\n", "lies outside the container"},
    {"world integrator=magic\n", "unknown integrator"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    test_bad_scene(t, cases[i][0], cases[i][1]);
}

@ @<Chapter 1 test cases@>+=
{"bad_scenes", "cli", "each class of bad scene gives FILE:LINE: and exit 2", test_bad_scenes},

@ An entity of a later chapter is refused with the chapter it belongs to.
This test is for the stages that lack one; from stage~3 on, every entity
of the book is known, and the test checks only that the table of entities
agrees.

@<Chapter 1 test functions@>+=
static void test_later_entity(test_context *t)
{
  const char *later = scene_entity_after_stage(PH_STAGE);
  if (!later) {
    test_note(t, "stage %d knows every entity of the book", PH_STAGE);
    CHECK(t, PH_STAGE >= 3);
    return;
  }
  char text[64];
  snprintf(text, sizeof text, "%s x=0 y=0\n", later);
  test_bad_scene(t, text, "arrives in chapter");
}

@ @<Chapter 1 test cases@>+=
{"later_entity", "cli", "entities of later chapters are refused by this stage", test_later_entity},

@ Bad arguments name the argument and exit with status 2; a missing scene
file names the file.

@<Chapter 1 test functions@>+=
static void test_bad_arguments(test_context *t)
{
  static const char *const cases[][2] = {
    {"--frobnicate", "--frobnicate"},
    {"--headless --steps -1", "--steps"},
    {"--headless --steps many", "--steps"},
    {"--headless --dt 0", "--dt"},
    {"--headless --dt nan", "--dt"},
    {"--headless --scene", "--scene"},
    {"--headless --scene no-such-file.scene", "no-such-file.scene"},
  };
  char out[2048], csv[1024];
  test_scratch(t, "never.csv", csv, sizeof csv);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    int status = test_run(t, out, sizeof out, "%s --dump %s", cases[i][0], csv);
    if (!CHECK(t, status == 2) || !CHECK(t, strstr(out, cases[i][1]) != NULL))
      test_note(t, "arguments '%s' gave status %d and: %s", cases[i][0], status, out);
    CHECK(t, !test_file_exists(csv));
  }
  CHECK(t, test_run(t, out, sizeof out, "--help") == 0 && strstr(out, "--scene"));
  CHECK(t, test_run(t, out, sizeof out, "--list-scenes") == 0 && strstr(out, "pour"));
}

@ @<Chapter 1 test cases@>+=
{"bad_arguments", "cli", "bad flags are named, exit 2, write nothing", test_bad_arguments},

@ A golden file, in the manner of Knuth's Stanford GraphBase: the dump of
ten steps of a small scene is compared, byte for byte, with a file kept in
\.{tests/golden}. The scene drops three particles of different masses into a
container so that integration, the container and the mass-weighted push all
take part. Only additions, multiplications, divisions and square roots are
used, which IEEE~754 rounds exactly the same on every machine, and the build
forbids the compiler to fuse multiplications into additions
(\.{-ffp-contract=off}), so the file is the same everywhere. A difference is
printed as the first line that differs.
@^golden files@>
@^IEEE 754@>

@<Chapter 1 test functions@>+=
static void test_golden_dump(test_context *t)
{
  test_dump_equals_golden(t, "scenes/three.scene", "golden/ch01-three.csv", 10);
}

@ @<Chapter 1 test cases@>+=
{"golden_dump", "golden", "a small scene's dump equals the golden file", test_golden_dump},

@ The screenshot test draws the \.{fall} scene at step 0 and looks at known
pixels. The view of that scene puts the world origin, where the particle
is, at the centre of the $800\times600$ image; the particle's colour is the
palette's first, and a corner, far from anything, has the background
colour (appendix~C).

@<Chapter 1 test functions@>+=
static void test_screenshot(test_context *t)
{
  char out[1024], image[1024];
  test_scratch(t, "fall.bmp", image, sizeof image);
  CHECK(t, test_run(t, out, sizeof out, "--headless --scene fall --steps 0 --screenshot %s",
    image) == 0);
  uint8_t rgb[3];
  ph_color first = ph_palette(0);
  if (CHECK(t, test_bmp_pixel(t, image, 400, 300, rgb)))
    CHECK(t, rgb[0] == first.r && rgb[1] == first.g && rgb[2] == first.b);
  if (CHECK(t, test_bmp_pixel(t, image, 5, 5, rgb)))
    CHECK(t, rgb[0] == 24 && rgb[1] == 26 && rgb[2] == 33);
}

@ @<Chapter 1 test cases@>+=
{"screenshot", "golden", "a headless screenshot has the known pixels", test_screenshot},

@*1 Exercises.
Each exercise is rated in Knuth's manner, from \.{[10]}, a minute's work,
to \.{[40]}, a project, and states the interface its test calls and what
the test checks, with the tolerance and why, so that you know when you are
done. Change this web (or write a CWEB change file) and run
\.{tools/grade 1.K} for exercise~K: it builds this stage with your change,
runs the exercise's test and the chapter's tests, and says pass, or which
check failed and by how much. \.{tools/grade} alone shows the state of
every exercise.
@^exercises@>

\item{1.} [25] Give the container a {\it restitution\/} $e$, a setting
|restitution| of |ph_settings| between 0 and 1 (default 0), read from the
key \.{restitution=} of the \.{world} line: when the container pushes a
particle back by $d$, push it back by $(1+e)d$ instead. Show that the
bounce then depends on the time step, which is why chapter~5 gives
restitution to velocities. (Derivation: a particle dropped from
$H=5$\thinspace m meets the floor at $v=10$\thinspace m/s; if the step that
crosses the floor starts a fraction $\varphi$ of a step before the
crossing, the push leaves it the velocity $(e-(1+e)\varphi)v$, to within
$(1+e)gh$. Test: with $e=0$ a drop gives the unmodified engine's states bit
for bit; with $e={1\over2}$ the first bounce rises to $0.25\pm0.05$ of the
drop at $h=1/60$, where $\varphi=0$, and to less than $0.05$ of it at
$h=0.03$, where $\varphi={1\over3}$: the two ratios differ by more than
$0.15$.)

\item{2.} [30] Replace the all-pairs loop by a uniform grid of cells the
size of the largest particle (with a margin for what a pass moves them),
and test only particles in neighbouring
cells, when the setting |broad_grid| is on, read from the key
\.{broad=grid} (or \.{broad=all}, the default) of the \.{world} line;
count each pair tested in |stats.pair_tests|, as the all-pairs loop does.
Doubling $n$ at the same density should now roughly double the work, not
quadruple it. The results will not be identical to the bit, because the
passes then visit pairs in another order. (Test: one step of 600 and of
1200 particles $0.41$\thinspace m apart makes fewer than $2.5$ times the
tests for twice the particles, against all pairs' 4, and fewer than a
tenth of $n(n-1)/2$; the pile of |test_settle_world| after 5\thinspace s
with two passes has its deepest overlap between half and one and a half
times all pairs', the spread that the order of a pass makes in a chaotic
pile (exercise~4), and every particle in the container to
$10^{-9}$\thinspace m.)

\item{3.} [15] Derive the exact error of the naive start
$\vec x_{-1}=\vec x_0-h\vec v_0$, and confirm it with the \.{fall} scene: add
a setting |naive_start|, read from the key \.{start=naive} (or
\.{start=exact}, the default) of the \.{world} line, with which a particle's
first step is $\vec x_1=\vec x_0+h\vec v_0+h^2\vec a$. (Test: at
$t=10$\thinspace s the position errs by exactly ${1\over2}\vec a\,h\,t$,
$-0.8\overline3$\thinspace m vertically at $h=1/60$ and half that at
$h=1/120$, to $10^{-6}$\thinspace m, which is ten times the rounding
|test_free_fall| bounds; and \.{start=exact} still errs by rounding
alone.)

\item{4.} [20] The pile of table~2 is soft with two passes. Add a setting
|sort_by_height|, read from the key \.{order=height} (or \.{order=index},
the default) of the \.{world} line, with which every pass visits the
particles by height, lowest first, and measure the deepest overlap again.
Explain the result with the argument behind |test_overlap_estimate|:
the order decides how far a push travels in one pass, not how much work
the passes must share. (Test: after 20\thinspace s of |test_settle_world|'s
pile, with two passes and with eight, the sorted deepest overlap is
smaller than the unsorted one but more than half of it.)
