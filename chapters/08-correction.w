@* Chapter 8: Position correction.
After chapter~7 bodies bounce, turn and rub, and none of it ever undoes an
overlap. An impulse changes velocities; positions follow the velocities;
and the overlap that a body had when its contact was found is simply kept.
A box that lands stays as deep in the floor as it was in the step its fall
was stopped; a box resting on the floor goes on sinking, slowly, because
the single pass leaves it a little of the downward velocity it gained in
each step; and a column of boxes sinks into the floor and into itself at a
speed that grows with its height, until the boxes pass through each other.
This chapter measures all three on stage~7 first, says why they happen,
and then adds three ways of pushing the bodies back out, each a switch of
the world: {\it linear projection}, which moves positions directly;
{\it Baumgarte stabilisation}, which asks the velocity solver for a little
extra separation speed; and {\it split impulses}, which solve for a second,
throw-away velocity that moves positions and is then forgotten. Each is
derived, each costs something different, and the costs are measured.
@^position correction@>
@^overlap, correcting@>

The methods are old and well known. Projection with an allowed overlap
(a {\it slop\/}) and a fraction is the one of the impulse article among
our references \cite{gaul2013}; the bias velocity is Baumgarte's
stabilisation of constraints \cite{baumgarte1972} as Box2D Lite uses it
\cite{catto2006}; the throw-away velocity is the ``snap'' of the F\#
engine \cite{fsharp}, known elsewhere as split impulses or pseudo
velocities.

Run \.{build/bin/ch08}: three columns of boxes stand side by side on one
floor, and a box has been dropped deep into the floor beside each; each
lane uses one method. \.{K} cycles the correction of the whole world
through none, projection, Baumgarte and split, and the panel says which is
in use.

@ The plan: what stage~7 leaves, measured; the error a step leaves, and
why; the switch and its settings; a way of moving a body without giving
it velocity, which two of the methods need; projection; Baumgarte's bias
velocity; split impulses; measurements of all three side by side; what
the tests check; what the chapter cannot do; exercises.

@*1 The error a step leaves.
Two mechanisms make overlap, and nothing in stages 5 to~7 removes it.

{\it A penetration is never undone.} Chapter~4 finds a contact only once
the bodies overlap: a box falling at $v$ is found in the first step that
{\it starts\/} with it inside the floor, up to $vh$ deep. Phase~5 then
stops it, or bounces it, and phase~6 moves it by the new velocity; a box
whose fall was stopped (restitution 0, or an approach below the threshold)
has normal velocity 0 and does not move along the normal at all. The depth
$d_0$ it had is kept, step after step, for as long as it rests.

{\it Velocity errors become position errors.} The solver's target for a
resting contact is $v_n=0$ after the pass. Whatever the pass leaves
short of that, a normal velocity $-\varepsilon$ after phase~5, phase~6 turns
into $h\varepsilon$ of new overlap, and nothing takes it back. Chapter~5
derived one such $\varepsilon$: two boxes in a column sink together at
$gh$, since the contact between them, solved after the floor's, pushes the
bottom box back into the floor. A single box that turns has another,
smaller one: its two points are solved one after the other, and the
second point's impulse turns the box and pushes the first point back in.
Each step adds $h\varepsilon$, so the depth grows linearly in time:
$$d(t)\approx d_0+\varepsilon\,t.$$
@^sinking@>


@*1 Three cures, one switch.
Every cure looks at a contact's depth $d$ beyond an allowed overlap $s$,
the {\it slop}, $\max(d-s,0)$, and removes part of it. The slop is needed
for a reason chapter~4 gives: a contact exists only while the bodies
overlap, so a method that removed all of the overlap would lose the
contact, let the body fall for a step, find it again, and so on; a body
kept $s$ deep keeps its contact and rests. Its default, 5\thinspace mm,
is Box2D's linear slop \cite{box2d}; it is small beside any body of the
book's scenes and large beside one step's fall under gravity,
$gh^2=2.8\,$mm at 60 steps a second, so a resting body never leaves it.
@^slop@>

The methods are a switch of the world's settings with a rate each:
|percent| for projection, the share of the excess removed in one step,
and |beta| for Baumgarte's method and split impulses, the share the bias
velocity asks for in one step. Both lie in $(0,1]$; 1 would remove the
whole excess at once, and the sections below say why less is better.

@s ph_correction int

@<Collision types@>+=
typedef enum {
  PH_CORRECT_AUTO, PH_CORRECT_NONE, PH_CORRECT_PROJECTION, PH_CORRECT_BAUMGARTE,
  PH_CORRECT_SPLIT
} ph_correction;

@ @<Settings fields@>+=
ph_correction correction; /* how overlap is removed (chapter 8) */
double slop; /* $s$, the overlap left alone, in metres */
double percent; /* projection's share of the excess removed per step */
double beta; /* $\beta$: the share asked of the bias velocity per step */

@ As with every earlier switch, the default keeps earlier scenes as they
were. Here the default is |PH_CORRECT_AUTO|, which means ``the correction
the solver was measured with'': chapter~5's single pass was measured with
none, so a world on stage~8 that says nothing corrects nothing, and every
test of chapters 5 to~7 checks on this stage what it checked on its own.
Chapter~9's solver, measured with a correction, names its own.
@^switches@>

@<Set the default values of later settings@>+=
s.correction = PH_CORRECT_AUTO;
s.slop = 0.005;
s.percent = 0.8;
s.beta = 0.2;

@ The settings are checked where they enter, as chapter~5's are.
@.unknown correction@>
@.slop must be...@>
@.percent must be...@>
@.beta must be...@>

@<Check the later settings@>+=
if ((int) s->correction < (int) PH_CORRECT_AUTO || (int) s->correction > (int) PH_CORRECT_SPLIT)
  return "unknown correction";
if (!(isfinite(s->slop) && s->slop >= 0.0)) return "slop must be finite and not negative";
if (!(s->percent > 0.0 && s->percent <= 1.0)) return "percent must be in (0, 1]";
if (!(s->beta > 0.0 && s->beta <= 1.0)) return "beta must be in (0, 1]";

@ Which correction a step uses: the setting, unless it is |PH_CORRECT_AUTO|;
then the one a later solver chooses for itself, and none for chapter~5's
single pass. The engine asks this function, never the setting.

@<Engine functions@>+=
static ph_correction correction_in_use(const ph_world *w)
{
  if (w->settings.correction != PH_CORRECT_AUTO) return w->settings.correction;
  @<Return the correction a later solver chooses@>@;
  return PH_CORRECT_NONE;
}

@ @<Return the correction a later solver chooses@>=
@; /* chapter 9 */

@ A program (the demo's panel, a test) may ask the same question. A null
world is reported and gives |PH_CORRECT_NONE|.
@.no world@>

@<Engine functions@>+=
ph_correction ph_world_correction(const ph_world *w)
{
  if (!w) {
    ph_report("no world");
    return PH_CORRECT_NONE;
  }
  return correction_in_use(w);
}

@ @<Private declarations@>+=
static ph_correction correction_in_use(const ph_world *w);

@ @<Collision functions@>+=
ph_correction ph_world_correction(const ph_world *w);

@ Every correction acts on the contacts phase~3 prepared, so none acts in
a world with no response (\.{solver=none}), where chapter~4's contacts are
only reported: overlap is all there is to see there, and chapter~4's tests
look at it.

@*1 Moving a body without giving it velocity.
Projection and split impulses both move a body in phase~7, after the
integrator. Two rules of earlier chapters would turn such a move into
velocity. Chapter~2 gives an Euler body the velocity change
$(\vec x-\vec x^*)/h$ for whatever phase~7 did to it, $\vec x^*$ being
|integrated|, where the integrator put it; and a Verlet body's velocity
{\it is\/} its last displacement, $(\vec x-\vec x_{\rm prev})/h$. Both are
right for chapter~1's particles, whose collision response is the move.
Here they are not wanted: a correction of $\delta$ would leave the body
moving at $\delta/h$ away from the floor, which for the 0.2\thinspace m
overlap measured below is 12\thinspace m/s at 60 steps a second, a worse
pop than any of the three methods. So a correction moves |integrated| with
the body, and for Verlet |previous| and |previous_angle| too: the body is
moved as if it had always been where it is put, with its velocity
untouched. That is our answer for a Verlet body: it is displaced, its
history with it, and gains nothing. A static body is not moved at all.
@^Verlet bodies and correction@>

@<Engine functions@>+=
static void shift_body(ph_world *w, ph_body *b, ph_vec2 dx, double dtheta)
{
  if (is_static(b)) return;
  b->position = ph_add(b->position, dx);
  b->integrated = ph_add(b->integrated, dx);
  b->angle += dtheta;
  if (w->settings.integrator == PH_VERLET) {
    b->previous = ph_add(b->previous, dx);
    b->previous_angle += dtheta;
  }
}

@ @<Private declarations@>+=
static void shift_body(ph_world *w, ph_body *b, ph_vec2 dx, double dtheta);

@*1 Linear projection.
The most direct cure: after the bodies have moved, push each pair apart
along the normal by a share $p$ (|percent|) of its excess depth,
$$c=p\,\max(d-s,0),$$
and share the push between the bodies in proportion to their inverse
masses, as chapter~1 shared the separation of particles:
$$\Delta\vec x_A=-{w_A\over w_A+w_B}\,c\,\vec n,\qquad
  \Delta\vec x_B={w_B\over w_A+w_B}\,c\,\vec n.$$
The pair separates by exactly $c$ along $\vec n$, and
$m_A\Delta\vec x_A+m_B\Delta\vec x_B=\vec 0$: the centre of mass of two
moving bodies stays where it was. A static body, with $w=0$, takes no
part of it. Nothing turns: the push goes through the centres.
@^linear projection@>

{\it How fast it converges.} If the solver leaves a resting pair sinking
by $\sigma=h\varepsilon$ per step, the depth before each correction obeys
$d_{k+1}-s=(1-p)(d_k-s)+\sigma$, whose fixed point is
$$d^\star=s+{1-p\over p}\,\sigma,$$
reached geometrically, by a factor $1-p$ per step. With $\sigma=0$ the
body settles at the slop; with the single pass's $\sigma$ it settles a
little deeper, and never moves further. A share of 1 would remove the
excess in one step; less is used because a body under another is pushed
by both contacts at once, and a full share makes them overshoot and
jitter \cite{gaul2013}. The default, $0.8$, removes all but a fifth.

{\it The depth it uses.} The depth $d$ is the one phase~1 found, before
the bodies moved in phase~6, not one measured again. Measuring again would
mean chapter~4's collision test a second time for every contact, as costly
as phase~1 itself. Using phase~1's costs accuracy when the bodies moved
along the normal in this step: a ball that bounces has already left by
$hv_n$ and is pushed out again, a little too far; a body that the solver
left sinking has gone $\sigma$ deeper than $d$ says and is corrected a
step late, which is the $\sigma$ of the fixed point above.

{\it What it costs.} Projection ignores the solver: it moves bodies after
the velocities are final, and the solver never hears of it. The two can
fight: in a column the solver pushes the boxes down by $\sigma$ each step
and projection pushes them up again, so the column does not sink but
stands still only on average, each step a little down and a little up,
and its velocities go on saying it falls.

@<Engine functions@>+=
static void project_contacts(ph_world *w)
{
  for (int k = 0; k < w->impulse_count; k++) {
    const ph_contact *c = &w->contacts[k];
    ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
    double d = c->manifold.depth, s = w->settings.slop, p = w->settings.percent;
    if (!(d > s)) continue;
    ph_vec2 push = ph_mul(p * (d - s) / (A->inverse_mass + B->inverse_mass), c->manifold.normal);
    shift_body(w, A, ph_mul(-A->inverse_mass, push), 0.0);
    shift_body(w, B, ph_mul(B->inverse_mass, push), 0.0);
  }
}

@ @<Private declarations@>+=
static void project_contacts(ph_world *w);

@*1 Baumgarte's bias velocity.
Projection corrects after the solver. Baumgarte's idea \cite{baumgarte1972}
is to correct {\it through\/} it: a constraint that is violated by $C$
asks for a velocity that removes a share of $C$ in the next step. Our
constraint is the overlap beyond the slop, $C=d-s>0$; removing a share
$\beta$ of it in one step of length $h$ takes a normal velocity of
separation
$$b={\beta\over h}\,\max(d-s,0),$$
the {\it bias velocity}. Phase~3 makes it the least target of the point:
the solver then pushes until the pair separates at $b$, phase~6 moves it
apart by $hb=\beta(d-s)$, and the excess shrinks by the factor $1-\beta$
per step, as projection's does by $1-p$. With Box2D Lite's $\beta=0.2$
\cite{catto2006}, a fifth of the excess goes in each step. Each point
uses its own depth $d_i$, so a box resting tilted on one corner deeper
than the other is pushed more at that corner, and turns.
@^Baumgarte stabilisation@>
@^bias velocity@>

{\it With restitution.} Chapter~5's target is already a velocity of
separation: $-e\,v_n^-$ for an impact faster than the threshold, else 0.
Both targets are floors under the speed at which the pair must separate
after the step, and each alone does its job; so the point takes the
larger,
$$v_n^\star=\max(-e\,v_n^-,\;b).$$
Adding them would be wrong: a fast impact that found the bodies deep
would bounce faster than the law of restitution allows, gaining energy
from the overlap on top of what the bounce keeps. With the larger, a
bounce that separates faster than $b$ removes the overlap by itself,
sooner than the bias would, and the bias adds nothing; a resting contact,
whose target is 0, takes the bias.

{\it What it costs.} The bias is a real velocity. After the step in which
it acts, the pair still separates at $b$, and the body carries kinetic
energy ${1\over2}m_nb^2$ that no force gave it. For a resting box this is
small and gravity takes it back. For a deep overlap it is not: a box
0.2\thinspace m inside the floor, with $\beta=0.2$ and $h={1\over60}\,$s,
gets $b=0.2\cdot60\cdot0.195=2.34\,$m/s upward, and rises, by
$b^2/2g$, some $0.27\,$m above where it started: the overlap pops apart.
A smaller $\beta$ pops less and corrects more slowly; no $\beta$ corrects
without adding energy.

@<Prepare the correction of point |i|@>+=
{
  double d = c->manifold.points[i].depth, s = w->settings.slop, beta = w->settings.beta;
  double b = d > s ? beta / h * (d - s) : 0.0;
  ph_correction method = correction_in_use(w);
  if (method == PH_CORRECT_BAUMGARTE && b > q->points[i].target) q->points[i].target = b;
  q->points[i].split_target = method == PH_CORRECT_SPLIT ? b : 0.0;
  q->points[i].split_impulse = 0.0;
}

@*1 Split impulses.
The energy Baumgarte's method adds comes from putting the bias into the
velocity that the body keeps. Split impulses keep the two apart. Every
body gets a second velocity, a {\it pseudo velocity\/} $\vec u$ and a
pseudo angular velocity $\nu$, zero at the start of every step. The
contact points are solved a second time, for these alone, with the bias
velocity $b$ as their target: the pseudo impulse $j'$ that brings the
pseudo normal velocity $u_n$ at the point to $b$ is, by chapter~5's
derivation with the same effective mass,
$$j'=m_n\,(b-u_n),$$
and it changes $\vec u$ and $\nu$ as an impulse changes $\vec v$ and
$\omega$, with the lever arms of chapter~6. After the velocities have
moved the bodies in phase~6, phase~7 moves them once more, by $h\vec u$
and $h\nu$, and sets $\vec u$ and $\nu$ back to 0. The real velocity
never sees the bias, so a correction gives no body any kinetic energy: a
box 0.2\thinspace m inside the floor is lifted a share $\beta$ of the way
out in each step, and rests where it arrives.
This is the ``snap'' of the F\# engine \cite{fsharp}.
@^split impulses@>
@^pseudo velocity@>

@<Body fields@>+=
ph_vec2 pseudo_velocity; /* $\vec u$, split impulses' velocity; 0 outside the step */
double pseudo_angular_velocity; /* $\nu$, its turning part */

@ @<Initialise the later body fields@>+=
b->pseudo_velocity = ph_v(0.0, 0.0);
b->pseudo_angular_velocity = 0.0;

@ Each point keeps its target $b$, prepared in phase~3 above, and the pseudo
impulse it has been given in this step. The total is {\it accumulated\/}
and kept at or above zero, as a contact may push and never pull: chapter~9's
solver visits a point several times, and each visit may take back part of
what an earlier one gave, but never more than all of it. In the single
pass, which visits a point once, the total is the one impulse.

@<Correction fields of a contact point@>+=
double split_target; /* $b$ under split impulses, else 0 */
double split_impulse; /* $\sum j'\ge0$, the pseudo impulse of this step */

@ The pseudo velocity of a body at a point is $\vec u+\nu\times\vec r$,
chapter~6's velocity of a point, made of the pseudo velocities; giving a
body a pseudo impulse $\vec J$ at $\vec p$ changes $\vec u$ by $w\vec J$
and $\nu$ by $I^{-1}(\vec r\times\vec J)$. A static body has none and
takes none.

@<Engine functions@>+=
static ph_vec2 pseudo_velocity_at(const ph_body *b, ph_vec2 p)
{
  ph_vec2 r = ph_sub(p, b->position);
  return ph_add(b->pseudo_velocity, cross_scalar_vector(b->pseudo_angular_velocity, r));
}

static void push_pseudo(ph_body *b, ph_vec2 p, ph_vec2 impulse)
{
  if (is_static(b)) return;
  b->pseudo_velocity = ph_add(b->pseudo_velocity, ph_mul(b->inverse_mass, impulse));
  b->pseudo_angular_velocity += b->inverse_inertia * ph_cross(ph_sub(p, b->position), impulse);
}

@ Solving point |i| of contact |k| once: the pseudo normal velocity is read,
the increment $j'=m_n(b-u_n)$ is added to the total, the total is kept at
or above 0, and what the total changed by is given to the two bodies.

@<Engine functions@>+=
static void solve_split_point(ph_world *w, int k, int i)
{
  const ph_contact *c = &w->contacts[k];
  ph_body *A = &w->bodies[c->a], *B = &w->bodies[c->b];
  ph_contact_impulse *q = &w->impulses[k];
  ph_vec2 n = c->manifold.normal, p = c->manifold.points[i].point;
  double un = ph_dot(ph_sub(pseudo_velocity_at(B, p), pseudo_velocity_at(A, p)), n);
  double old = q->points[i].split_impulse;
  double total = old + q->points[i].normal_mass * (q->points[i].split_target - un);
  if (!(total > 0.0)) total = 0.0;
  q->points[i].split_impulse = total;
  push_pseudo(A, p, ph_mul(-(total - old), n));
  push_pseudo(B, p, ph_mul(total - old, n));
}

@ @<Private declarations@>+=
static ph_vec2 pseudo_velocity_at(const ph_body *b, ph_vec2 p);
static void push_pseudo(ph_body *b, ph_vec2 p, ph_vec2 impulse);
static void solve_split_point(ph_world *w, int k, int i);

@ Phase 5. Chapter~5's single pass solves each point once for the
velocities; then, under split impulses, each point once for the pseudo
velocities, in the same order. The two solves share the effective masses
of phase~3 and nothing else: a real impulse does not change a pseudo
velocity, nor the reverse. Chapter~9's solver calls |solve_split_point|
in its own iterations.

@<Solve the velocity constraints@>+=
if (w->settings.solver == PH_SINGLE_PASS && correction_in_use(w) == PH_CORRECT_SPLIT)
  for (int k = 0; k < w->impulse_count; k++)
    for (int i = 0; i < w->impulses[k].count; i++) solve_split_point(w, k, i);

@ Phase 7. The pseudo velocities move the bodies, with |shift_body| so that
the move becomes no velocity, and are thrown away. The move is made here,
in the phase that corrects positions, rather than in phase~6: phase~6
stays the integrator alone, exactly as on stage~7, and everything that
corrects positions, projection included, happens in one place, after the
integration. (A body moved in phase~6 would need the same care, since
chapter~2's rule reads where the integrator put it.)

@<Engine functions@>+=
static void move_by_pseudo_velocities(ph_world *w, double h)
{
  for (int i = 0; i < w->body_count; i++) {
    ph_body *b = &w->bodies[i];
    shift_body(w, b, ph_mul(h, b->pseudo_velocity), h * b->pseudo_angular_velocity);
    b->pseudo_velocity = ph_v(0.0, 0.0);
    b->pseudo_angular_velocity = 0.0;
  }
}

@ @<Private declarations@>+=
static void move_by_pseudo_velocities(ph_world *w, double h);

@ Phase~7 runs the correction in use, after chapter~1's relaxation of
particles; with none (and so on every earlier scene) it does nothing, not
even add a zero to a position.

@<Relax the constraints@>+=
switch (correction_in_use(w)) {
case PH_CORRECT_PROJECTION: project_contacts(w); break;
case PH_CORRECT_SPLIT: move_by_pseudo_velocities(w, h); break;
default: break;
}

@ {\it What it costs.} A second solve: every point is visited twice per
pass, once for the velocities and once for the pseudo velocities, and
with chapter~9's iterations twice per iteration, which roughly doubles
the solver's time. It also loses something Baumgarte's method has: the
pseudo impulses start from zero each step, with nothing kept, so where
many contacts push on one body the pseudo solve converges no better than
the real one, and the correction of a column is only as good as the
passes over it.

