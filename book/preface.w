@* Preface.
This book builds a two-dimensional physics engine, one idea per chapter, and
explains each idea as it is built. It is written for programmers who know C
and remember some calculus and mechanics, and who want to know how the
engines in games and simulations really work: not only which formula to
type, but where it comes from, what it costs, and when it fails. Teachers can
use it for a course; every chapter ends with exercises that come with tests.

The book is a {\it literate program}, in Donald Knuth's sense: the text you
are reading and the engine's source code are the same files, called {\it webs\/}
(a chapter's web is its file \.{chapters/NN-*.w}). Each numbered
section explains one small thing in prose and then gives the dozen or so
lines of C that do it. The program \.{ctangle} extracts the C; the program
\.{cweave} typesets this book. Nothing in the engine is not in the book.
@^literate programming@>

@ {\it How to read it.} Read the chapters in order: each one starts by
saying what it adds and why the engine of the chapter before is not enough.
Formulas are derived where they are used, with the symbols of the code. A
section's code may use named pieces, written like |@<Body fields@>|; the
number is the section where the piece is defined, and the index at the end
of the book lists every function, type and important word with the sections
that use it.

The book has three parts. The chapters hold the engine: each one's pages
carry its idea, its derivations, its code, its measured results, a table of
what its tests check, what it cannot do, and its exercises. Behind them,
{\it The programs around the engine\/} holds what makes the engine
something to run and to measure: the scene files (appendix~B), the demo
program (appendix~C), and for each chapter its scene keys, its part of the
demo and the programs that measure it and draw its figures. Last, {\it The
tests\/} holds the test support (appendix~D) and the code of every
chapter's tests. A chapter names the program behind each table and figure,
with the number of its section; vector algebra, which the engine itself
uses, is appendix~A, right after the chapters.

@ {\it How to read the code.} The code is typeset by \.{cweave} in the
manner of Knuth's literate programs \cite{knuth1984,knuth1994}. A numbered
section has prose first and code after it. Code that forms a named piece
opens with the piece's name in angle brackets, the number of the section
that starts it, and a sign: $\equiv$ where the piece is begun, ${+}{\equiv}$
where a later section appends to it. A piece may be continued many times,
by one chapter or several, and its code is all of its parts in book order.
Where the name appears inside other code, that piece's code goes there when
\.{ctangle} writes the C file; the number after it, a link in the PDF, is
where to read it. Small print under the code says where the piece is
continued (``See also sections~$\ldots$''), where it is used (``This code
is used in section~$\ldots$''), and which prose mentions it (``This code is
cited in sections~$\ldots$''). Pieces that name a file, such as
\.{physics.h} or \.{bench01.c}, are the roots from which \.{ctangle} writes
the files.

Identifiers are in italic (\\{velocity}, and one-letter names like $h$ in
math italic), reserved words and types in bold (\&{double}, \&{ph\_world}),
strings and macros in typewriter (\.{PH\_VERLET}). Operators are printed as
in mathematics:
$$\vbox{\halign{\.{#}\quad&$#$\hfil\qquad\qquad&\.{#}\quad&$#$\hfil\qquad\qquad
  &\.{#}\quad&$#$\hfil\cr
\char`\-\char`\>&b\MG\\{previous}&==&\equiv&!=&\ne\cr
!&\lnot&\relax\&\&&\land&\char'174\char'174&\lor\cr
<=&\le&>=&\ge&++&i\PP\cr
*&\ast&NULL&\NULL&\%&k\MOD3\cr}}$$
So |if| $(\lnot b\MG\\{started})$ is \.{if (!b->started)}, and
$x\equiv0\land y\ne0$ is \.{x == 0 \&\& y != 0}; a plain $=$ is C's
assignment.

The index at the end lists the identifiers of the code and the terms of the
text; it says at its head how to read it. A citation in brackets, such as
\cite{verlet1967}, names a work in the Bibliography just before the index.
@^typeset code, how to read@>

@ {\it How to build and run it.}\seclabel{build} The book is built and tested on
Debian~12, and Ubuntu has the same packages. There one command installs
what is missing, builds every chapter's program and this book, and starts
the first chapter's demo:
$$\hbox{\tt ./quickstart.sh}$$
and another runs every test:
$$\hbox{\tt ctest --test-dir build --output-on-failure -LE fuzz}$$
(the fuzzer of appendix~F, which runs for a minute, is left out).
The programs are \.{build/bin/ch01}, \.{build/bin/ch02}, and so on, one per
chapter, and the book is the file \.{build/book/book.pdf}. Every program takes the same
options (appendix~C): \.{--scene} to choose a built-in scene or a scene file,
\.{--headless} to run without a window, \.{--steps}, \.{--dump} to write
every body's state at every step, \.{--screenshot} to save a picture
(\.{--panel} adds the panel of facts beside the scene), \.{--dt} for the
length of a step, \.{--view} $X,Y,W$ for the part of the world shown (its
centre and its width, in metres), and
\.{--time} to print what a step costs. The keys in the window are listed
by \.{--help}. With \.{--headless} a program needs no display, and
$$\hbox{\tt build/bin/ch09 --headless --scene stack --steps 600 --screenshot check.png}$$
checks an install in one line: it writes a picture of a stack of boxes,
standing.

The programs alone build much faster than the book, whose measurements
run for many minutes:
$$\vbox{\halign{\.{#}\hfil\cr
tools/install-deps.sh\cr
cmake -S . -B build\cr
cmake --build build -j 2 --target ch01 ch02 ch03 ch04 ch05 ch06 ch07 \\\cr
\quad ch08 ch09 ch10 ch11 ch12 ch13 ch14\cr}}$$
On other systems the build has not been tried. It needs a C17
compiler, CMake, \.{pkg-config}, TeX~Live (which holds \.{ctangle},
\.{cweave} and \.{pdftex}), SDL2 with SDL2\_image and SDL2\_ttf, and a
DejaVu font. On macOS, Homebrew has them all, and the font is then named
to CMake:
$$\vbox{\halign{\.{#}\hfil\cr
brew install cmake pkg-config texlive sdl2 sdl2\_image sdl2\_ttf\cr
brew install --cask font-dejavu\cr
cmake -S . -B build -DDEMO\_FONT=\$HOME/Library/Fonts/DejaVuSansMono.ttf\cr}}$$
On Windows,
use WSL2 with Ubuntu (\.{wsl --install -d Ubuntu}) and the Debian
commands inside it; the demo's window needs WSLg, and without it
\.{--headless --screenshot} does the same work. Where neither works, a
Debian~12 container runs the quick start as it stands, headless:
$$\hbox{\tt docker run --rm -it -v "\$PWD":/book -w /book debian:12 ./quickstart.sh}$$
The
build treats every compiler warning as an error, so a compiler other than
Debian's may stop it where Debian's does not.

@ {\it Stages.} The program of chapter $N$ is made from chapters 1 to $N$
alone: it is the engine as it stands at the end of that chapter, and we call
it {\it stage\/}~$N$. Each stage is built and tested on its own, so the
engine a reader meets in chapter~3 is exactly the engine the text of
chapter~3 describes, with nothing from later chapters in it. The build
writes one small master file per stage that includes the preface, the
chapters of the stage with their programs and tests, and the appendices, and
tangles it. The measurements of chapter~$N$, its tables and the figures drawn
from data, are made by stage~$N$'s programs, so they show chapters 1 to~$N$
and nothing later; where a chapter wants a later or an earlier stage's
effect, it runs that stage's program and says so in the caption. Every output
of a measurement names the stage that made it, and a test checks it.
@^stages@>

@ {\it How a chapter extends the chapters before it.} A later chapter never
copies or edits code of an earlier one. It adds, by three means that
\.{CWEB} provides:

\item{1.} It appends to a named piece of code: where chapter~1 writes
|@<Body fields@>| with nothing in it, chapter~3 writes
\.{@@<Body fields@@>+=} and a new field, and the body has that field from
stage~3 on. An earlier chapter leaves such empty pieces exactly where it knows
a later one will need to add something, and says so.

\item{2.} It writes new files with \.{@@(file@@>}: its tests, its
benchmarks.

\item{3.} Where a new technique replaces an older one, it adds a {\it
switch\/} to the world's settings, and the code of the new technique runs
only when the switch is on. The older technique stays in the engine, so a
demo can switch between the two while it runs and the reader can see what
the new one buys. Chapter~1's settings already have a switch for the integrator, with
Verlet its only choice; chapter~2 adds two more choices to it. A world that names no
setting gets, in stage~$N$, the best that chapters 1 to~$N$ offer; each
chapter says what it adds to these defaults. Stage~8 is the exception: with one
pass no correction is best, so it makes none; chapter~9's table names one. A scene or a test written to show an older method names the stage
whose defaults it wants (\.{defaults=5} on its \.{world} line), and stays
what it was on every later stage.

\noindent Because of this, every test of chapter~1 still runs, and passes, on
the engines of every later stage: CTest runs each chapter's tests against
each stage that contains it.

@ {\it Tests and exercises.}\seclabel{exercises} Every test checks a fact: a law of physics
(free fall, conservation of momentum), a documented behaviour (the format of
a file, the message for a mistake), or a known value, and each tolerance is
argued for: in the chapter, whose table of tests gives the law, the
tolerance and the reason, and next to the test's code, in the part {\it
The tests}. The tests of chapter~$N$ are run by
\.{ctest -L ch}$N$ (with two digits, \.{ctest -L ch01}); a kind of test can
be chosen too, as in \.{ctest -L unit}.

Every tolerance follows one rule, the same in every chapter. It starts from
an error derived in the text: the rounding of the arithmetic (the relative
error $\epsilon=2^{-53}\approx1.1\times10^{-16}$ of a |double|, carried
through the operations and the steps involved), or a bound of the method
itself. It multiplies that error by a margin, from about~5 to at most
$10^5$, which rounds it up to a power of ten and absorbs what the argument
does not count (another compiler's order of operations, the few roundings a
bound leaves out). And it must stay at least a hundred times below the
error of the smallest mistake the test is there to catch: a wrong factor,
sign or term, a mass one percent off. A row of a chapter's table whose
margin is larger, or whose tolerance bounds physics rather than rounding,
says so. Where the claim is about integers or about determinism, the
tolerance is nothing at all.
@^tolerance, the rule for@>

The exercises at the end of each chapter check themselves. Exercise $K$ of
chapter~$N$ is rated on Knuth's scale, the one every chapter uses:
\.{[10]} a few minutes, \.{[20]} a quarter of an hour, \.{[30]} a few
hours, \.{[40]} a project, and a rating in between (\.{[15]},
\.{[25]}) for what lies between. Each exercise
says what its test calls and checks. Do it in the chapter's web, or in a
CWEB change file, and run \.{tools/grade} $N.K$: it builds stage~$N$ with
your change, runs the exercise's test and the chapter's tests, and says
pass, or which check failed and by how much; \.{tools/grade} alone lists
every exercise as not started, failing or passing. For teachers: the tests
and the reference solutions, as change files, are in \.{tests/exercises};
\.{tools/grade} $N.K$ \.{--changes} {\it file}\.{.ch} grades a submission,
and \.{--weave} adds a PDF of just the sections it changes. The build
checks that every test fails on the book as it stands and passes with its
solution.

A change file is how a change travels without editing the webs. Here is the
start of exercise 6.3's reference solution, \.{tests/exercises/ch06-3.ch}:
$$\vbox{\halign{\.{#}\hfil\cr
Exercise 6.3 of chapter 6, a reference solution: the moment of inertia\cr
about any point, by the parallel-axis theorem.\cr
@@x\cr
ph\_mass\_data ph\_shape\_mass(const ph\_shape *s, double density);\cr
@@y\cr
ph\_mass\_data ph\_shape\_mass(const ph\_shape *s, double density);\cr
double ph\_shape\_inertia\_about(const ph\_shape *s, double density, ph\_vec2 point);\cr
@@z\cr}}$$
Lines before the first \.{@@x} are a comment. The lines between \.{@@x}
and \.{@@y} must match consecutive lines of the web exactly; \.{ctangle}
and \.{cweave} read the lines between \.{@@y} and \.{@@z} in their place.
This hunk adds a declaration after the one it matched; the file's next
hunk adds the function's body.
@^exercises@>

@ {\it How to read the step figures.} Every chapter's overview holds a
figure of the step, |ph_world_step|, as\seclabel{steps}\stepsexplained{}
that chapter leaves it, printed by the build from the chapter's own code;
Figure~\figref{step-1} is the first. The step has eight phases, and the
figures let the reader watch them fill. Here are a few lines of
chapter~2's figure, with letters added at the right:
\stepsample{%
\stepat{1}%
\stepnoted{1}{0}{1}{\stepphase{Integrate forces into velocities}{chapter 1}}{a}
\stepnoted{1}{1}{3}{\stepname{Add the other accelerations of body {\tt b} to {\tt a}}{2}}{d}
\stepat{4}%
\stepnoted{1}{0}{1}{\stepempty{Solve the velocity constraints}}{a}
\stepat{7}%
\stepnoted{1}{1}{1}{\stepphase{Clear the forces}{chapter 2}}{e}
\stepnoted{2}{1}{2}{for\ (int\ i\ =\ 0;\ i\ <\ w->body{\char95}count;\ i++)\ w->bodies[i].force\ =\ ph{\char95}v(0.0,\ 0.0);}{f}}
\noindent and two of chapter~4's, where the figures first call a function
of the engine:
\stepsample{%
\stepat{0}%
\stepnoted{1}{1}{1}{\stepphase{Find the contacts}{chapter 4}}{a}
\stepnoted{4}{1}{2}{ph{\char95}world{\char95}find{\char95}contacts(w);\stepcalls{4}}{c}
\stepnoted{1}{0}{1}{\stepkept{Integrate forces into velocities}{chapter 1}}{b}}
\item{(a)} A line in bold is a phase of the step. It gives the phase's
number and the chapters that fill it. The lines below it are the code that
those chapters wrote for the phase, in the order \.{ctangle} joins it. A
phase that no chapter has filled yet says {\it still empty}.
\item{(b)} A phase that the figure's chapter does not change is shown
closed, without its code. Its line gives the name of the phase, the
chapters that fill it, and the words {\it not changed by this chapter}.
The code is in the last figure that showed the phase open.
\item{(c)} Some lines call a function of the engine. An arrow at the end
of such a line names the chapters whose code is inside that function. So a
chapter whose work is done inside a function still shows in the figure.
\item{(d)} A name in angle brackets stands for a piece of code; the figure
shows the name, not the code. The ``ch.~2'' after it says that chapter~2
fills the piece. In these figures a number after ``ch.'' is a chapter, not
a section.
\item{(e)} The number at the left is the chapter whose text holds the
line. A named piece is often placed by an early chapter, as an empty slot,
and filled by a later one. The line then shows the early chapter at the
left and the filling chapter after ``ch.''. Chapter~1, for example, left a
slot for other accelerations, and chapter~2 fills it: the line marked~d reads~``1''
at the left and ``ch.~2'' at the right.
\item{(f)} A bar marks the lines that the figure's own chapter adds or
changes. Filling a slot counts as a change.
\smallskip
\noindent Pieces of code that no chapter has filled yet are left out.
So are chapter~10's clock, which times each phase and changes nothing in
it, and the line that sets the step's counts of work to zero.
@^step figures, how to read@>

@ {\it Units and conventions.} Lengths are in metres, masses in kilograms,
times in seconds, angles in radians; $y$ points up and gravity is
$10\,\rm m/s^2$ downward unless a scene says otherwise. The engine uses
|double| throughout and is deterministic: the same scene run for the same
steps gives the same bits, run after run, which the tests check on the
machine that builds the book. Across machines the promise is narrower: the
build forbids fused multiply-adds, and the golden files, one in each of chapters 1 to~4,
use only the operations IEEE~754 rounds the same everywhere (addition,
multiplication, division, square root), so they hold on any machine with
that arithmetic; functions such as $\sin$ and $\cos$ come from the C
library, which may round differently from one system to another, so a scene
that turns bodies may differ in its last bits between machines.

@ {\it Notation.} The symbols that recur across chapters are listed below,
with the chapter that introduces each. A subscript $A$ or $B$ names the
body of a pair; $i$, $j$, $k$ and $n$ count or index; a vector carries an
arrow. A symbol used only inside one derivation is defined there and left
out of the list. Some letters have, besides the meaning listed, other
meanings in particular chapters, and a few have several. The last group
of the list names every such meaning with the chapters that use it, so
that a reader who meets one knows which is meant.
@^notation@>

\medskip
{\def\grp#1{\noalign{\penalty-50\smallskip}\multispan3{\bf #1}\hfil\cr
  \noalign{\nobreak\vskip2pt}}
\ninerm\baselineskip=10.5pt \lineskiplimit=0pt \lineskip=1pt
\def\nstrut{\vrule height7.5pt depth3pt width0pt\relax}
\halign{\hskip\parindent\hfil$#$\quad&\vtop{\hsize=26pc\rightskip=0pt plus 3em
  \noindent\nstrut#\nstrut}\quad&\hfil#\cr
\omit\hskip\parindent\hfil{\it symbol}\quad&{\it meaning}&{\it chapter}\cr
\noalign{\smallskip\hrule}
\grp{Time and integration}
h,\ h'&the length of a step, in every chapter; the length of the last one&1\cr
n_{\rm pass}&the number of relaxation passes in one step&1\cr
t&time&1\cr
\vec x,\ \vec v,\ \vec a&position (of a body: of its centre of mass), velocity, acceleration&1\cr
\vec g,\ \gamma&gravity; a body's share of it (its gravity scale)&1, 3\cr
gh&the velocity gravity adds in one step, $1/6\approx0.17\,$m/s at $g=10\,$m/s$^2$ and 60 steps a second&1\cr
\alpha&the fraction of a step (interpolation)&2\cr
E,\ \tilde E&energy; the modified energy that symplectic Euler keeps&2\cr
k&stiffness of a spring&2\cr
\epsilon&the rounding unit of a {\bf double}, $2^{-53}$&1\cr
t_{\rm step},\ t_{\rm draw}&the real time a step costs to compute; the real time drawing a frame costs&2\cr
\grp{Bodies and mass}
m,\ w&mass; inverse mass $w=1/m$ (0 for a static body)&1\cr
\rho&density (per unit area)&3\cr
A,\ \vec c&area of a shape; its centre of mass&3\cr
\vec F,\ \vec J&force; impulse, $\Delta\vec v=w\vec J$ (a vector, with its arrow)&2, 3\cr
I&moment of inertia about the centre of mass&6\cr
\theta,\ \omega&angle of a body; its angular velocity, $\dot\theta=\omega$ (for $\omega$'s two other uses, see the last group)&4, 6\cr
\tau,\ L&torque, $I\dot\omega=\tau$; angular momentum&6\cr
R&the rotation by the angle $\theta$; $R(\Delta\theta)$ by $\Delta\theta$&4\cr
\vec r&lever arm, from a centre of mass to a point&6\cr
P&the single pass's linear map on $(v^-,\omega^-)$ of a box resting on two corners&6\cr
r&radius of a circle&1\cr
D&the depth of a pile, counted in particles&1\cr
R_{\rm c}&the radius of chapter~1's circular container&1\cr
\delta&the overlap of two particles, $r_i+r_j-\vert\vec x_i-\vec x_j\vert$, and of a rolling disk (chapter 7); in chapter 13, the depth a time of impact stops at (below)&1\cr
\grp{Shapes and contacts}
\vec n,\ \vec t&unit normal of a contact, from $A$ to $B$; unit tangent&4, 7\cr
d&depth of a contact (overlap along $\vec n$)&4\cr
\vec p&a contact point&4\cr
s_i,\ s_A,\ s_B&separation along a face's normal (negative when overlapping)&4\cr
W_A,\ W_B&the lengths of two faces, one resting on the other&4\cr
\kappa&the margin by which a second face must be better to be chosen&4\cr
\psi&a point's signed distance from a line, in clipping&4\cr
\chi_1,\ \chi_2&how far a circle's centre projects along an edge, from each of its ends&4\cr
\Lambda&a polygon's size, the largest distance of a vertex from its first vertex (chapter 3) or from its centre of mass (chapter 4); tolerances are scaled by it&3, 4\cr
\grp{Impulses and solver}
v_n,\ v_t&normal and tangential relative velocity at a point&5, 7\cr
v_n^-,\ v_n^+,\ v_n^\star&$v_n$ before and after the impulse; its target&5\cr
\vec v^-,\ \omega^-&a body's velocity and angular velocity after the forces of the step and before its impulses&5, 6\cr
j,\ j_t&normal and tangential impulse at a point&5, 7\cr
m_n,\ m_t&effective mass along $\vec n$ and along $\vec t$&5, 7\cr
e&coefficient of restitution&5\cr
\mu&coefficient of friction&7\cr
\mu_r,\ j_r&coefficient of rolling resistance; the angular impulse it gives at a point (exercise 7.3)&7\cr
r_p&the radius a disk rolls on, $r-\delta/2$, to the middle of its overlap&7\cr
J,\ M,\ K&Jacobian of the contacts (a matrix, no arrow: not the impulse $\vec J$); mass matrix; $K=JM^{-1}J^{\rm T}$&9\cr
\lambda,\ \lambda_t&accumulated normal and tangent impulse&9\cr
v_n&in chapter 9, the normal velocities of all the points, $v_n=Jv$, one row a point&9\cr
\grp{Correction}
z,\ \beta&a correction's rate: the share of the excess depth a projection removes in a step; Baumgarte's factor, which takes $z$'s place under Baumgarte's method and split impulses&8\cr
s&the slop, the depth the corrections leave alone&8\cr
b&bias velocity, $b=(\beta/h)\max(d-s,0)$&8\cr
\Delta d&the depth a projection removes in a step, $z\max(d-s,0)$&8\cr
\dot d,\ \sigma&the speed at which a resting body sinks; $\sigma=h\dot d$, its sink in a step&5, 8\cr
\vec u,\ \nu&pseudo velocity; pseudo angular velocity&8\cr
\grp{Broad phase}
\ell_{\rm cell}&the side of a grid cell&10\cr
n_{\rm row},\ n_c&the rows of a pile; the contacts under its top box&10\cr
n_A&bodies per square metre (problem P1)&10\cr
\grp{The soft step}
h_{\rm s},\ n&the sub-step, $h_{\rm s}=h/n$, of a step $h$ cut into $n$ sub-steps&11\cr
C&separation of a contact point, $C=-d$ (negative in an overlap)&11\cr
f,\ \zeta&a soft contact's frequency and damping ratio&11\cr
a&$h_{\rm s}\omega(2\zeta+h_{\rm s}\omega)$, the spring's stiffness over the sub-step&11\cr
\eta,\ \Gamma&the bias rate $\omega/(2\zeta+h_{\rm s}\omega)$; the spring's give $1/(m_na)$&11\cr
q_m,\ q_i&the mass scale $a/(1+a)$ and the impulse scale $1/(1+a)$&11\cr
K_{ii}&the diagonal entry of $K$ at point or row $i$; for a contact point, $m_n^{-1}$&11\cr
d_0&the depth an engine's rule leaves a contact at rest (stage 10: the slop; stage 11: 0)&11\cr
\grp{Joints}
C,\ \dot C&a joint's function of the positions, held at zero (a limit's: not negative); its rate $J\vec v$&12\cr
\vec d&$\vec p_B-\vec p_A$, from $A$'s anchor to $B$'s&12\cr
\vec\lambda&the total of a block of two rows (a point held at a point)&12\cr
m_c&the effective mass of a joint's row, $(JM^{-1}J^{\rm T})^{-1}$&12\cr
a_c&a joint's centripetal acceleration, $a_c=K_FF$&12\cr
K_F&the entry of a joint's block $K$ along a pull $\vec F$; $1/K_F$ is the effective mass that way&12\cr
\zeta_M&the damping ratio of a load hanging on a chain, $\zeta\sqrt{m/2NM}$&12\cr
L,\ L_{\min},\ L_{\max}&a distance joint's length, and a rope's shortest and longest&12\cr
\theta_0&the angle of $B$ relative to $A$ when the joint was made&12\cr
\tau_{\max},\ F_{\max}&a motor's cap on its torque; the mouse joint's cap on its pull&12\cr
\Omega&a motor's target speed&12\cr
\grp{Queries and continuous collision}
R_s&a shape's turning reach, what turning adds to the bound on a point's motion: a polygon's farthest vertex from its centre, 0 for a circle&13\cr
W_B,\ W_W&a body's width along its motion; a wall's thickness&13\cr
\vec p_1,\ \vec p_2,\ t&a ray's start and end, and the fraction $t$ of the way along it&13\cr
t_{\rm in},\ t_{\rm out}&where a ray enters and leaves a convex polygon&13\cr
\Delta s&how far a body moves in a step&13\cr
r_{\rm in}&a shape's inscribed radius&13\cr
\phi,\ \delta&the signed separation of two shapes; the depth a time of impact stops at&13\cr
\xi&the tolerance of a time of impact: the advancement stops once $\phi\le-\delta+\xi$&13\cr
\grp{Islands, sleeping, and bodies of several shapes}
n_e&the number of edges of the island graph&14\cr
v_s,\ T_s&the speed below which a body is still, and the time an island must stay still to sleep&14\cr
t_i&the time body $i$ has been still&14\cr
\vec v_K,\ \omega_K&a kinematic body's velocity and angular velocity, set by the program&14\cr
m_k,\ \vec c_k,\ I_k&part $k$'s mass, centroid, and moment of inertia about its centroid&14\cr
\vec o_k,\ \vec r_k&part $k$'s offset from the centre of mass, in the body's frame; the same in the world's&14\cr
J_b&a body's break impulse: an impact on a part above it breaks the part off&14\cr
v_0,\ v_0^*&a ball's speed before it strikes, and the least speed that breaks the first brick&14\cr
\grp{Letters with other meanings, and the chapters that use them}
\vec n&in chapter 1, the normal $(\vec x_i-\vec x_j)/\ell$, from the second particle to the first&\cr
\omega&two uses besides a body's angular velocity: a spring's angular frequency $\sqrt{k/m}$ (chapters 2 and 3); a soft contact's angular frequency $2\pi f$ (chapter 11); and $\omega_{\rm SOR}$, an over-relaxation factor (chapter 9)&\cr
\alpha&angular acceleration (chapter 6); the inverse of Ackermann's function, in union and find's cost (chapter 14)&\cr
\rho_A,\ \rho_B,\ \rho^\perp_A,\ \rho^\perp_B&a prismatic joint's moment arms along its axis, $(\vec r_A+\vec d)\times\vec a$ and $\vec r_B\times\vec a$, and across it, the same with $\vec a^\perp$, beside the density (chapter 12, the prismatic joint and problem P3)&\cr
\vec g_A,\ \vec g_B&a pulley's two fixed points (chapter 12, exercise 2)&\cr
W&the load on a contact point, in newtons (chapter 11)&\cr
q_i,\ e_i&$\vec n_i\cdot(\vec v_i-\vec p_1)$, how far the ray's start lies inside face $i$'s line, and $\vec n_i\cdot\vec d$, how fast a ray crosses it (chapter 13, the ray against a polygon and problem P1)&\cr
\theta&the phase a step of symplectic Euler or Verlet advances a spring, $\cos\theta=1-{1\over2}\omega^2h^2$ (chapter 2 and the answer to chapter 3's P1)&\cr
\vec a,\ \vec a^\perp&a prismatic joint's axis, fixed in $A$, and the axis turned a quarter (chapter 12)&\cr
s&a prismatic joint's translation along its axis (chapter 12)&\cr
d_k&the opening of joint $k$ of a chain under its load (chapter 12)&\cr
\vec d&a ray's direction, $\vec p_2-\vec p_1$ (chapter 13)&\cr
L&a Lipschitz constant (chapters 2 and 13)&\cr
\ell&the distance between two centres (chapters 1 and 4); a box's side, $\ell=1\,$m, with $gh/\ell$ the unit of angular velocity (chapters 6 and~7), and in chapter 10's problem P1; $\ell_x$, $\ell_y$ a box's width and height (chapters 6, 7 and 11)&\cr
c&a cell's coordinates $(c_x,c_y)$ (chapter 10); a damping coefficient (chapter 3, exercise 1)&\cr
r&a pulley's ratio (chapter 12, exercise 2)&\cr
f,\ r,\ x&in a feature id $10000f+100r+x$: whose face is the reference, that face's edge, and what touched it (chapters 4 and 9)&\cr
A&a body of a pair (every chapter from 4 on), beside the area&\cr
M&the mass of a whole stack (chapter 9's table of tests), the heavy box (chapter 11), a hanging load (chapter 12), a ball (chapter 14), beside the mass matrix&\cr
u,\ u_n&a pseudo normal velocity (chapter 8)&\cr
x,\ x_1,\ x_2&the excess depth $d-s$ (chapter 8, problem P3 and the answers to P1, P2 and P3)&\cr
R&the reference polygon of clipping, beside the incident polygon $I$ (chapter 4); a body's reach, the farthest a point of its shape lies from the centre of mass, for a circle its radius (chapter 14)&\cr
G,\ e&$G=\partial\vec a/\partial\vec x$, the gradient of the acceleration (chapter 1); $e_k$, a position's error after $k$ steps (chapters 1 and 2)&\cr
\noalign{\smallskip\hrule}}}
\medskip

{\it The measures of the results tables.}\seclabel{measures} What does
each word heading a column of a results table measure? The list gives the
words that several tables share, and a few that one table uses, each with
one meaning, its unit and the tables that use it. A column word that only
one table uses, or uses in a sense of its own, is defined in that table's
caption. Chapter~6's
{\it slump\/} of a resting box (Table~\tabref{drift}), its steady sinking
and turning under the single pass, heads no column. The tables of tests state their own
tolerances.
@^measures of the results tables@>

\medskip
{\ninerm\baselineskip=10.5pt \lineskiplimit=0pt \lineskip=1pt
\def\nstrut{\vrule height7.5pt depth3pt width0pt\relax}
\def\col#1#2{\vtop{\hsize=#1\rightskip=0pt plus 2em\noindent\nstrut#2\nstrut}}
\def\t{\tabref}
\halign{{\it#}\hfil\quad&\col{22.2pc}{#}\enspace&\col{10.9pc}{#}\cr
{\it name}&{\it what it is; its unit and sign}&{\it chapter: tables}\cr
\noalign{\smallskip\hrule\smallskip}
sink&how far the top or lone box's centre sank from its start; mm, $+$ down&5: \t{sink}; 6: \t{drift}, \t{resting}; 7: \t{creep}; 8: \t{methods8}; 9: \t{onepass}, \t{choice}, \t{passes}, \t{across}\cr
below rest&how far that centre ended below its {\it geometric rest}, where each box would just touch the next; m in 10, mm in 11, $+$ down&10: \t{engines}; 11: \t{solvers}, \t{hardcases}, \t{substepcount}, \t{targets}, \t{compared}\cr
below own rest&below rest less $n_c\,d_0$, its engine's own rest; as above&10: \t{engines}; 11: \t{compared}\cr
drift&how far the top box's centre moved sideways; mm, a size&9: \t{onepass}, \t{passes}, \t{across}; 11: \t{solvers}, \t{hardcases}, \t{substepcount}, \t{targets}\cr
shift&that move, signed; m in 10, mm in 11, $+$ to the right&10: \t{engines}; 11: \t{compared}\cr
tilt&how far a shape has turned from lying on its nearest face; degrees, a size&6: \t{corner}, \t{drift}, \t{resting}\cr
travel&how far a box's centre moved along the ramp in 5\thinspace s; mm, $+$ down the slope&7: \t{critical}, \t{creep}\cr
depth&the depth of a box's lowest corner; mm, $-$: above the floor&5: \t{sink}; 6: \t{resting}; 8: \t{drops}, \t{methods8}, \t{bounce8}, \t{rates8}; 9: \t{choice}\cr
rise&the highest that corner then rose; mm, $-$: never left the floor&8: \t{methods8}, \t{bounce8}; 9: \t{choice}\cr
deepest&the largest overlap of any contact at the end; mm&11: \t{solvers}, \t{hardcases}; 13: \t{tunneltable}\cr
$\sigma$&how much deeper each step leaves a resting box, $z(d-s)$; mm&8: \t{rates8}\cr
kick&the deep box's largest upward ${1\over2}mv_y^2$; J&8: \t{methods8}\cr
$\Delta E$&the world's energy at the end less at the start; J, $-$: lost&11: \t{hardcases}, \t{substepcount}\cr
$\Delta E/E$&that change over the energy of the swing; per cent, $-$: lost&12: \t{pendulums}\cr
out&the boxes below the ground's top or beyond $\vert x\vert=50\,$m; a count&10: \t{engines}; 11: \t{compared}\cr
stands&whether a pile stands by chapter~9's rule, Table~\t{stands}&9: \t{choice}, \t{passes}, \t{across}\cr
within 10\thinspace cm&the same by the 10\thinspace cm rule, Table~\t{standrules}; in Table~\t{substepcount}, also at rest&11: \t{solvers}, \t{hardcases}, \t{substepcount}\cr
in place&the same by chapter~10's rule, stated before Table~\t{engines}&10: \t{engines}; 11: \t{targets}, \t{compared}; 14: \t{sleepcompared}\cr
tallest $N$&the tallest column standing 10\thinspace s by the column rule, Table~\t{standrules}&11: \t{columnshares}\cr
\noalign{\smallskip\hrule}}}
\medskip

@ {\it A workshop of one day.}\seclabel{workshop} The day is for a group that wants to see a
stack of boxes stand by the evening, and to know why it stands. It holds
six hours of work in eleven slots, with lunch and three breaks, and it
takes the engineering on trust: each slot reads only the sections it
names, by title and number, and the rest of each chapter (its checks at
the boundary, handles, drawing, measurements and tests) is for a second
reading. In chapters 1, 2, 4 and~5, and in 6, 8 and~9, each passage a
slot reads is marked in the left margin: ``W1\thinspace$\triangleright$''
where slot~1's reading starts, ``$\triangleleft$\thinspace W1'' where it
stops, and so on for each slot's number. A slot has four parts. {\it Read\/}: the sections named, about a
third of the slot; read the prose and skim the code. {\it Run\/}: the
program and the keys to press. {\it Predict, then run\/}: a question that
each participant answers on paper before running anything. Most are
problems of the chapter, whose worked answers are in Appendix~G, at the
section given. {\it Leader\/}: what to draw on the board and the usual
wrong answer. What to cut when the day runs late is said after the
slots.
@^workshop track@>

{\it Before the day.} The commands below are those the book is built
and tested with, on Debian~12; Ubuntu has the same packages. There each
participant runs, from the top of the clone,
$$\vbox{\halign{\.{#}\hfil\cr
tools/install-deps.sh\cr
cmake -S . -B build\cr
cmake --build build -j 2 --target ch01 ch02 ch03 ch04 ch05 ch06 ch07 \\\cr
\quad ch08 ch09 ch10 ch11 ch12 ch13 ch14\cr
build/bin/ch09 --headless --scene stack --steps 600 --screenshot check.png\cr
tools/grade bug 9.1\cr}}$$
The first installs what is missing (with \.{sudo}). The next two build
the programs, without the book. The fourth needs no display: if it
writes \.{check.png}, a picture of a standing stack, the install works.
The last, run in the clone like the others, takes the afternoon's bug,
the change file \.{tests/bugs/ch09-1.ch}, builds stage~9 with it in a
folder of its own under \.{build-grade}, and ends by listing the tests
that fail: the symptom of slot~10.
Every run of \.{tools/grade} builds its stage afresh, which takes a few
minutes, so running it once before the day shows that it works and how
long slot~10's final check will take. On macOS and on Windows (WSL2), see
\S\secref{build}; neither has been tried. A participant whose machine
will not build pairs with one whose machine does: every slot works with
two at one screen. The leader prints Table~\tabref{bugs} (the debugging
exercises and the tests that catch each, in Debugging exercises,
\S\secref{bugs}), for slot~10, and the answers of Appendix~G that the slots name.

\vfil\penalty-100\vfilneg
\noindent{\bf The day on one page}, for the leader to copy: each slot's
sections to read, the program to run, and the question to answer on paper
first. The slots below say which parts of each section to read, and
the two slots shown by the leader, 3 and~7, what to read after the day.
\smallskip
{\ninerm\baselineskip=10pt \font\ninett=cmtt9 %
\def\c#1{\vtop\bgroup\hsize=#1\parindent=0pt\rightskip=0pt plus 1fil
  \noindent\strut\ignorespaces}\def\e{\unskip\strut\egroup}%
\def\sec#1{\S\secref{#1}}\def\pr#1{{\ninett #1}}%
\halign{\hskip\parindent#\hfil\quad&\c{7.6pc}#\e\quad&\c{8.6pc}#\e\quad
  &\c{7pc}#\e\quad&\c{11pc}#\e\cr
\noalign{\hrule\smallskip}
{\it start}&{\it slot, minutes}&{\it read}&{\it run}&{\it predict, then run}\cr
\noalign{\smallskip\hrule\smallskip}
9:00&0. Every machine runs, 10&Figure~\figref{step-1}, \sec{steps}&\pr{ch09 --headless}&--\cr
9:10&1. Verlet particles, 45&\sec{ch1-page}, \sec{ch1-verlet}'s derivation,
  \sec{ch1-formula}--\sec{ch1-velocity} but \sec{ch1-exact}'s algebra, \sec{ch1-constraints}, \sec{ch1-push}&\pr{ch01}: the pour; \pr{I}&
  P1: the thrown particle at steps 60 and~72 (\sec{ans1-1})\cr
9:55&2. Time, 30&\sec{ch2-integrators}, \sec{ch2-symplectic}, \sec{ch2-clock},
  \sec{ch2-spiral}&\pr{ch02}: the orbits; \pr{F}, \pr{T}, \pr{C}&Which lane's orbit
  grows? At 7 frames a second, what do \pr{T} and \pr{C} change?\cr
10:25&{\it break, 15}\cr
10:40&3. Rigid bodies, shown, 15&--&\pr{ch03}: the tethers;
  \pr{W}, a click&The same impulse to every body: which moves most?\cr
10:55&4. Collision detection, 40&\sec{ch4-page}, \sec{ch4-ids}, \sec{ch4-circles},
  \sec{ch4-sat}&\pr{ch04}: drag; \pr{Z}, \pr{X}, \pr{V}&P1: the manifold of two balls,
  with its id (\sec{ans4-1})\cr
11:35&{\it lunch, 60}\cr
12:35&5. Impulses, 45&\sec{ch5-page}, \sec{ch5-velocity}, \sec{ch5-step}, \sec{ch5-threshold}, \sec{ch5-phase5}&\pr{ch05}:
  the cradle; \pr{B}, \pr{O}&P3: the six velocities of the cradle
  (\sec{ans5-3})\cr
13:20&6. Rotation, 30&\sec{ch6-point}, \sec{ch6-impulse}&\pr{ch06}: the tumble;
  \pr{U}, \pr{R}&Turning off: what does a box that lands on a corner do?\cr
13:50&7. Friction, shown, 15&--&\pr{ch07}: the ramp;
  \pr{G}&Which of the five boxes stay on the ramp of $30^\circ$? (\sec{ans7-1})\cr
14:05&{\it break, 15}\cr
14:20&8. Position correction, 30&\sec{ch8-error}, \sec{ch8-split}&\pr{ch08}:
  \pr{K}; then \hbox{\pr{--scene sunk}}&A box 0.2\thinspace m inside the floor:
  gentle or a jump, under Baumgarte and under split impulses?\cr
14:50&9. Sequential impulses, 40&\sec{ch9-onepass}, \sec{ch9-iterating},
  \sec{ch9-accumulated}, \sec{ch9-warm}&\pr{ch09}: the stack; \pr{J}, \pr{E},
  \pr{+}, \pr{-}&P1: three passes over three boxes (\sec{ans9-1})\cr
15:30&{\it break, 10}\cr
15:40&10. Debugging exercise 9.1, 60&\sec{ch9-accumulated}, \sec{ch9-passes},
  \sec{ch9-point}--\sec{ch9-clamp}&\pr{ctest -R stage09/ch09/}; at the end, \pr{tools/grade bug 9.1}&Which rule does the bug break?
  From the tests that fail\cr
16:40&{\it end}\cr
\noalign{\smallskip\hrule}}}
\medskip

\noindent{\bf 0. Every machine runs.} Each participant runs the check above and
\.{build/bin/ch01}, which opens a window. Where there is no window, every
run of the day works headless, with \.{--headless}, \.{--steps}~$N$ and
\.{--screenshot}~{\it file}\.{.png}, and the pictures are looked at
instead. {\it Leader\/}: show
the step's figure, Figure~\figref{step-1}, and how to read it
(\S\secref{steps}). The step has the same eight phases all day, and
each chapter's figure shows what that chapter put into them; it is the
thread to keep.

\smallskip\noindent{\bf 1. Verlet particles.} {\it Read\/}: the overview
(\S\secref{ch1-page}). Of Position Verlet: the derivation that opens
\S\secref{ch1-verlet}, up to ``the error made in one step is of order
$h^4$''; \S\secref{ch1-formula}, the formula read
as ``keep going as far as you went last step'', with
Figure~\figref{verlet}; of \S\secref{ch1-exact}, only the opening
sentence, that the method is exact for a constant acceleration, and the
closing two, on the start, skipping the algebra between them, which the
margin's marks ``$\triangleleft$\thinspace W1'' and ``W1\thinspace$\triangleright$'' leave out;
\S\secref{ch1-start}, the right start, with Figure~\figref{start}; and
\S\secref{ch1-velocity}, the velocity the engine reports. Of Constraints: the prose of
\S\secref{ch1-constraints}, what a constraint and a relaxation pass are;
and \S\secref{ch1-push}, the push of two particles, with
Figure~\figref{push}. How the errors of the steps add up, the rest of
\S\secref{ch1-verlet}, and the container rule (\S\secref{ch1-container})
are for a second reading. The leader tells the rest of Constraints from
the column of Figure~\figref{column} at the board. {\it Run\/}: the pour; a click adds particles, and
\.{I} switches between one and eight relaxation passes. {\it Predict,
then run\/}: problem P1 of chapter~1, the thrown particle at steps 60
and~72 (answer: \S\secref{ans1-1}), then
$$\hbox{\.{build/bin/ch01 --headless --scene fall --steps 72 --dump fall.csv}}$$
and read the rows whose \.{step} column is 60 and~72. {\it Leader\/}: draw the three
positions of a Verlet step and the push of two overlapping particles
(Figure~\figref{push}). The usual wrong answer to P1 is a velocity of
zero at the top of the flight; the velocity written there belongs to the
middle of the last step. Before pressing \.{I}, ask what fewer passes
should do to the pile.

\smallskip\noindent{\bf 2. Time.} {\it Read\/}: the first two sections
of Two integrators with velocity, \S\secref{ch2-integrators}, the
updates of explicit and of symplectic Euler, and \S\secref{ch2-symplectic},
why symplectic Euler is position Verlet; then two sections of The clock,
its first, \S\secref{ch2-clock}, on the fixed step, and
\S\secref{ch2-spiral}, the spiral of death. {\it
Run\/}: the orbits, one lane per integrator; \.{F} lowers the frame rate,
\.{T} switches the drawing between the last two steps, \.{C} goes back to
one step per frame. {\it Predict, then run\/}: which lane's orbit grows?
At 7 frames a second, what does \.{T} change, and what does \.{C}?
(Explicit Euler's, on the left. \.{T} makes the motion smooth again and
leaves the world as it was; \.{C} takes one step a frame, so the world
runs in slow motion.) Problem P1 of chapter~2
(\S\secref{ans2-1}) is for those who finish early. {\it Leader\/}: the
sentence to leave with is that explicit Euler gains energy on every
step of an oscillation, and the other two do not.

\smallskip\noindent{\bf 3. Rigid bodies, shown by the leader.} {\it Run\/}: the tethers;
\.{W} switches a wind on and off, a click gives every body the same impulse. {\it
Predict, then run\/}: a click gives every body the same impulse toward the
mouse; which body moves most? (The lightest: $\Delta\vec v=w\vec J$.) The
overview (\S\secref{ch3-page}) is read after the day.

\smallskip\noindent{\bf 4. Collision detection.} {\it Read\/}: the overview
(\S\secref{ch4-page}), Feature ids (\S\secref{ch4-ids}), Two circles (\S\secref{ch4-circles}) and, of Two
polygons: separating axes (\S\secref{ch4-sat}), only the paragraph that
begins {\it In short\/}, with Figure~\figref{axes}; skip the
Minkowski difference and the proof. {\it Run\/}: drag the
shapes; \.{Z} and \.{X} turn the last one grabbed, \.{V} switches
clipping for chapter~4's older method. {\it Predict, then run\/}: problem
P1 of chapter~4, the manifold of two balls (\S\secref{ans4-1}), then
$$\vbox{\halign{\.{#}\hfil\cr
build/bin/ch04 --headless --scene collide --steps 1 \\\cr
\quad --view -6.2,2.7,4 --screenshot b.png\cr}}$$
and look at the point and the normal drawn. {\it Leader\/}: sketch Contact points by clipping
(\S\secref{ch4-clip}) from Figure~\figref{clip} rather than reading it.
The usual wrong answer to P1 puts the point midway between the centres,
which is right only for equal radii.

\smallskip\noindent{\bf 5. Impulses and restitution.} {\it Read\/}: the overview
(\S\secref{ch5-page}), The velocity at a contact
(\S\secref{ch5-velocity}), The step, with a response
(\S\secref{ch5-step}), and two passages that the prediction needs: The
restitution threshold (\S\secref{ch5-threshold}), and of Phase~5
(\S\secref{ch5-phase5}) its first three sentences, up to ``the pass never
changes them''. {\it Run\/}: the cradle, then the default scene,
\.{bounce}, where \.{B} switches the restitution threshold and \.{O} the
response. {\it Predict, then run\/}: problem P3 of chapter~5, the six
velocities of the cradle (\S\secref{ans5-3}), then
$$\hbox{\.{build/bin/ch05 --headless --scene cradle --steps 150 --dump cradle.csv}}$$
and read step~58. {\it
Leader\/}: the usual wrong answer is a Newton's cradle, since $e=1$. The
single pass fixes every target in phase~3, before any impulse, while the
row is at rest (\S\secref{ch5-phase5}). Say before the prediction that a bounce needs an approach faster
than the threshold of 1\thinspace m/s ($v_n^-<-1\,$m/s,
\S\secref{ch5-threshold}): in the step
after the striker's, the fastest approach in the row, balls 1 and~2's, is
0.8\thinspace m/s, so every contact of the row is plastic. No solver of this edition makes a resting row elastic
(\S\secref{ch5-cradle}): chapter~9's passes make stacks stand, not
cradles swing.

\smallskip\noindent{\bf 6. Rotation.} {\it Read\/}: The velocity of a point of a body
(\S\secref{ch6-point}) and The impulse at a contact point
(\S\secref{ch6-impulse}). {\it Run\/}: the tumble; \.{U} switches
turning off and on. \.{R} starts the scene again with turning on, so
pause first (the space bar), press \.{R}, then \.{U}, and run. {\it
Predict, then run\/}: with turning off, what does a box that lands on a
corner do? (It bounces and stays balanced on the corner, as
in stage~5: the push goes through its centre of mass.) {\it Leader\/}:
write the lever-arm terms of the effective mass on the board; they are
what the afternoon's solver uses.

\smallskip\noindent{\bf 7. Friction, shown by the leader.} {\it Run\/}: the ramp; \.{G}
switches friction. {\it Predict, then run\/}: which of the five boxes stay
on the ramp of $30^\circ$? Each box's coefficient with the ramp is the
geometric mean of the two, to be set beside $\tan30^\circ\approx0.577$
(the first half of problem P1, \S\secref{ans7-1}). {\it Leader\/}: the
usual wrong answer takes a box's own coefficient, not the mixed one. The
tangent impulse (\S\secref{ch7-tangent}) is read after the day.

\smallskip\noindent{\bf 8. Position correction.} {\it Read\/}: The error a step leaves
(\S\secref{ch8-error}) and Split impulses (\S\secref{ch8-split}). {\it
Run\/}: \.{K} cycles the correction through none, projection, Baumgarte
and split. \.{R} starts the scene again with its own correction, so to
watch one from the start, pause, press \.{R}, then \.{K}, and run. Then
\.{--scene sunk}. {\it Predict, then
run\/}: a box starts 0.2\thinspace m inside the floor. Under Baumgarte's
bias, does it come out gently or jump? Under split impulses? (Baumgarte
pops it out, and the panel's energy shows the pop; split impulses do
not.) Problem P1 of chapter~8 (\S\secref{ans8-1}) is for those who
finish early. {\it Leader\/}: a correction must move bodies without
giving them velocity; split impulses do it by solving for a second
velocity and throwing it away.

\smallskip\noindent{\bf 9. Sequential impulses.} {\it Read\/}, about two pages: the
first paragraph of What one pass leaves (\S\secref{ch9-onepass}); in
Iterating (\S\secref{ch9-iterating}), the opening up to {\it For the
curious\/}, and of {\it How fast\/} the column of two boxes, up to
``halve each pass''; and the first paragraphs of Accumulated
impulses (\S\secref{ch9-accumulated}) and of Warm starting
(\S\secref{ch9-warm}). The rest of those sections is for after the day. {\it
Run\/}: the stack; \.{J} switches the accumulation (watch the stack),
\.{E} the warm starting, \.{+} and \.{-} the passes; then \.{--scene
incremental}. {\it Predict, then run\/}: problem P1 of chapter~9, three
passes by hand over a column of three boxes, and how many passes a factor
of ten takes (\S\secref{ans9-1}). {\it Leader\/}: the two ideas that make
the stack stand are the total clamped, not the increment, and warm
starting. The demo's scenes ask for 10 passes and a bare world line gets
8; the chapter's tables say which they use.

\smallskip\noindent{\bf 10. Debugging exercise 9.1.} Before the slot the leader
plants the bug on each machine. Run in the book's folder,
$$\hbox{\.{tools/grade bug 9.1 --plant ../bug91}}$$
makes a new folder \.{../bug91}, a copy of the book's sources with the
bug merged into chapter~9's web itself and no trace of the original
lines. Each pair works there. It reads the symptom in
\.{tests/bugs/ch09-1.ch}, then configures a build of its own once, builds
stage~9's demo and chapter~9's tests, and runs those tests:
$$\vbox{\halign{\.{#}\hfil\cr
cmake -S . -B build\cr
cmake --build build -j 2 --target ch09 test{\char95}ch09{\char95}s09\cr
ctest --test-dir build -R stage09/ch09/\cr}}$$
The pair reads the tests that fail and looks for the bug in
\.{chapters/09-sequential.w}. The rule is in Accumulated impulses
(\S\secref{ch9-accumulated}), read in slot~9; the code is in Phase~5: the
passes (\S\secref{ch9-passes}), whose three short sections on
|solve_point| and |add_clamped| (\S\secref{ch9-point}--\secref{ch9-clamp})
are read now. The pair fixes the bug in place and runs the last two
commands again. They rebuild only what the edit touched, so a pair can try
several fixes in the hour; this is the quick way of Debugging exercises
(\S\secref{bugs}). When chapter~9's tests pass, the final check is run
in \.{../bug91} too:
$$\hbox{\.{tools/grade bug 9.1}}$$
In a planted folder the bug's change file holds only the symptom, so
\.{tools/grade} takes the pair's fix from the webs as the pair left them.
It builds stage~9 from them afresh, in a folder of its own, runs all its
tests, and says \.{pass}. It takes as long as the run before the day did,
so it is run once, at the end. In a clone without the plant, a fix is
graded as a change file instead: a copy of \.{tests/bugs/ch09-1.ch} with
its \.{@@y} lines fixed, given as \.{tools/grade bug 9.1 --changes
mine.ch}.

\noindent Give
one hint every ten minutes or so, and no more than a pair needs:
\item{(a)} The symptom says the solver behaves as if accumulation were
off. Which key switches it off in the demo, and what does the stack do
then? So look where the code does something only when |accumulate| is on.
\item{(b)} The test \.{clamp} says the totals break Coulomb's law. Which
function keeps a total within its bounds?
\item{(c)} In |add_clamped|, under |accumulate|, what is kept within
$[\lambda_{\rm lo},\lambda_{\rm hi}]$: the new total
$\lambda+\Delta\lambda$, or the increment $\Delta\lambda$?
\item{(d)} The planted line clamps the increment and adds it to the old
total, so a total can never shrink. The rule clamps the new total.
\smallskip
\noindent A group that is behind can take debugging exercise 5.1
(\.{[15]}, slow contacts bounce) instead, the same way: planted by
\.{tools/grade bug 5.1 --plant ../bug51}, tried there with the three
commands above for stage~5 (\.{ch05}, \.{test{\char95}ch05{\char95}s05},
\.{stage05/ch05/}), and checked at the end by \.{tools/grade bug 5.1}. Its
code is in The step, with a response (\S\secref{ch5-step}), read in
slot~5. Its hint is the restitution threshold, whose line of code is in
Prepare point~$i$ (\S\secref{ch5-prepare}), which slot~5 does not read. Debugging exercises in
general are introduced in \S\secref{bugs}.

\smallskip\noindent{\it When the day runs late}, cut in this order: the
problems marked for those who finish early; slots 3 and~7, to a
minute's look each; the reading of Two polygons in slot~4, shown from
Figure~\figref{axes} instead; in slot~9, the warm starting, which the
bug does not need; and in slot~10, hint~(c) given at once.

\smallskip\noindent The day ends where chapter~9 begins to pay: \.{ch09 --scene
incremental} shows the stack falling with the wrong clamp, \.{ch09 --scene
stack} standing with the right one, and \.{ch10 --scene large\_pyramid} what
the same solver does with 5050 boxes once chapter~10 finds their pairs
fast.

@ {\it A course of twelve weeks, and three more.} For a teacher: a week a chapter, with
chapter~4, collision detection, given two, and a last week for
chapter~11, the soft step of today's engines, or a project in its place.
Each week's work is the chapter's exercises (tested by \.{tools/grade}
$N.K$), its problems for pencil and paper (three or more, P1, P2,
P3, \dots, answered in Appendix~G), and from chapter~3 on a debugging exercise (a planted bug to
find with the chapter's tests, \.{tools/grade bug} $N.K$). What to assess
in a week is the list {\it After this chapter you can\/} that opens the
chapter's overview; the week's exercises and problems test those items.

Chapter~1 is long for its physics, since it also sets the patterns that
every later chapter follows. A first reading, in week~1, takes its
sections from the overview through the last section of Constraints
(\S\secref{ch1-page} up to Errors at the boundary,
\S\secref{ch1-boundary}) and from the Measurements
(\S\secref{ch1-measurements}) on. It skips those from Errors at the
boundary (\S\secref{ch1-boundary}) through Drawing, the checks,
handles and drawing, which week~2 reads beside chapter~2. Each
exercise names the function or setting it touches, and the index finds
where that is.

\smallskip
\halign{\hskip\parindent#\hfil\quad&#\hfil\quad&#\hfil\quad&#\hfil\cr
\noalign{\hrule\smallskip}
{\it week}&{\it chapter}&{\it exercises}&{\it problems and bugs}\cr
\noalign{\smallskip\hrule\smallskip}
1&1, Verlet particles: the physics&1.3, 1.4 (1.1, 1.2)&P1--P3\cr
2&2, Time; and chapter 1's engineering&2.1--2.4 (2.5)&P1--P3\cr
3&3, Rigid bodies&3.1--3.5&P1--P3; bug 3.1\cr
4&4, Collision: transforms to separating axes&4.2 (4.1)&P1\cr
5&4, Collision: clipping, ids, costs&4.5 (4.3, 4.4)&P2, P3; bug 4.1\cr
6&5, Impulses and restitution&5.1, 5.2 (5.3)&P1--P3; bug 5.1\cr
7&6, Rotation&6.1, 6.2, 6.4 (6.3)&P1--P3; bug 6.1\cr
8&7, Friction&7.1 (7.2, 7.3)&P1--P3; bug 7.1\cr
9&8, Position correction&8.1, 8.2, 8.4 (8.3)&P1--P3; bug 8.1\cr
10&9, Sequential impulses&9.1, 9.2 (9.3)&P1--P3; bug 9.1\cr
11&10, Broad phase and layers&10.1, 10.3 (10.2)&P1--P3; bug 10.1\cr
12&11, The soft step&11.1, 11.2&P1--P4; bug 11.1\cr
\omit&\quad or a project: a scene of one's own&one \.{[40]}&\cr
\noalign{\smallskip\hrule\smallskip}
\omit\span\omit{\it optional: three more weeks}\hfil&&\cr
13&12, Joints (or week 12's project)&12.1 (12.2)&P1--P3; bug 12.1\cr
14&13, Asking the world&13.1 (13.2)&P1--P3; bug 13.1\cr
15&14, Islands, sleeping, compound bodies&14.1, 14.2 (14.3)&P1--P6; bugs 14.1, 14.2\cr
\noalign{\smallskip\hrule}}
\smallskip

\noindent The exercises in parentheses are those rated \.{[25]} or more, for
the students who want more.
A project week suits the comparison of chapter~10: a scene written for this
engine and for one of the engines it is set beside, with a table of what
each does and costs, made the way the book makes its tables.

Where this edition ends, the title page says: \edition\ Where the text
names a later chapter, as chapter~10 does a dynamic tree of boxes and a
chapter on speed, it means one of those. The twelve weeks above need
chapters 1 to~11; chapter~12, joints, makes a thirteenth, or gives the
twelfth week's project its subject: a mechanism of one's own, measured.
Chapter~13, queries and continuous collision, is a fourteenth week, or a
project of its own: a game's questions (a gun, a trigger) asked of a scene.
Chapter~14, islands, sleeping and bodies of several shapes, is a
fifteenth week, and a full one. It is the longest of chapters 11 to~14,
since it also builds kinematic bodies and bodies that break apart. It is also a good place for the
comparison's project, since it is the chapter that makes a large world at
rest cheap.
@^course plan@>

@ {\it What to teach, assign and skip, week by week.} A chapter is
longer than a week of class. The table divides each week's chapter by its titled groups of sections
(the bold headings of the contents); every
week also opens with {\it The algorithm on one page}, assigns {\it What this
chapter cannot do\/} and the {\it Summary}, and leaves {\it What the tests
check\/} to the exercises.
\par\medskip
\begingroup
\font\wkrm=cmr8 \font\wkit=cmti8 \font\wkbf=cmbx8
\wkrm \let\rm=\wkrm \let\it=\wkit \let\bf=\wkbf
\baselineskip=9pt \lineskiplimit=0pt \lineskip=1pt
\setbox\strutbox=\hbox{\vrule height6.75pt depth2.25pt width0pt}%
\def\c#1{\vtop\bgroup\hsize=#1\parindent=0pt\rightskip=0pt plus 1fil
  \hyphenpenalty=10000 \noindent\strut\ignorespaces}
\def\e{\unskip\strut\egroup}
\def\row{\noalign{\vskip1pt}}
\tabskip=\centering
\halign to\hsize{\c{22pt}#\e\tabskip=4pt&\c{130pt}#\e&\c{142pt}#\e
  &\c{58pt}#\e&\c{62pt}#\e\tabskip=\centering\cr
\noalign{\hrule\vskip2pt}
\it week&\it teach in class&\it assign to read&\it skip in a first course
  &\it tables to discuss\cr
\noalign{\vskip2pt\hrule}\row
1 ch.\thinspace1&Position Verlet; The step; Constraints
 &Particles and the world; Measurements
 &Errors at the boundary to Drawing
 &\tabref{passes1}, the passes; \tabref{bounce1}, energy\cr\row
2 ch.\thinspace2&Two integrators with velocity; The error on a projectile;
  Energy on a spring; The clock
 &Forces, and a spring to measure with; Drawing between steps;
  ch.\thinspace1: Errors at the boundary to Drawing
 &---
 &\tabref{growth} and \tabref{bounded}, a spring's energy\cr\row
3 ch.\thinspace3&Shapes; Area and centre of mass; Rigid bodies; Forces and
  impulses
 &Which polygons are allowed; Materials; The demo's springs
 &The body definition; Drawing rigid bodies
 &\tabref{materials}, the presets\cr\row
4 ch.\thinspace4&Edges, normals and the half-space test; A circle and a
  polygon; Two polygons: separating axes
 &Transforms; Bounding boxes; The contact manifold; Two circles; The
  exact cases
 &{\it the rest, for week~5\/}
 &\tabref{cases}, its normals and depths\cr\row
5 ch.\thinspace4&Contact points by clipping; The contact manifold
  ({\it its feature ids\/})
 &An older method: vertices inside; Contacts in the world; What
  collisions cost
 &One entry point
 &\tabref{cases}, its points and ids; \tabref{costs}, costs\cr\row
6 ch.\thinspace5&The velocity at a contact; The step, with a response
 &Two materials; The response is a switch; Measurements
 &---
 &\tabref{bounces}, bounces; \tabref{sink}, sinking\cr\row
7 ch.\thinspace6&Angle, angular velocity, torque; The velocity of a point
  of a body; Moment of inertia; The impulse at a contact point; What this
  chapter cannot do
 &Cross products in the plane; Bodies that turn; Integrating the angle;
  The solver as it stands; Measurements
 &Drawing turned bodies
 &\tabref{corner}, corners; \tabref{resting}, a box at rest\cr\row
8 ch.\thinspace7&The tangent impulse; Friction in the single pass
 &One coefficient, and how two combine; Friction is a switch; The solver
  as it stands; Measurements
 &---
 &\tabref{critical}, the ramp; \tabref{creep}, creeping\cr\row
9 ch.\thinspace8&The error a step leaves; Three cures, one switch; Linear
  projection; Baumgarte's bias velocity; Split impulses
 &Moving a body without giving it velocity; The solver as it stands;
  Measurements
 &---
 &\tabref{methods8}, corrections; \tabref{bounce8}, a bounce\cr\row
10 ch.\thinspace9&What one pass leaves; Iterating; Accumulated impulses;
  Warm starting; Phase 5: the passes
 &The switches; Phase 4: contacts that persist; The solver as it stands;
  Measurements; Measured across the book: what each idea buys
 &---
 &\tabref{across}, each idea; \tabref{passes}, the passes\cr\row
11 ch.\thinspace10&What a broad phase must give; The grid; Collision
  layers
 &Sort and sweep, for comparison; Pair order; The contacts by the broad
  phase; Measurements; The engine beside the engines people use
 &{\it the rest\/}
 &\tabref{broadcosts}, searches; \tabref{engines}, other engines\cr\row
12 ch.\thinspace11&A contact as a spring; The depth a soft contact rests
  at; Sub-steps; Relaxing, and restitution last
 &The switches; The step in sub-steps; A pass, and restitution; The soft
  step as it stands; How tall a column of springs can stand; Measurements
 &{\it the rest\/}
 &\tabref{solvers}, the solvers; \tabref{substepcount}, sub-steps\cr\row
\noalign{\hrule\vskip2pt
  \hbox to\hsize{\hfil\hbox to436pt{\it optional: three more
  weeks\hfil}\hfil}}\row
13 ch.\thinspace12&A constraint as a function; The distance joint; The
  revolute joint; Why a chain of rigid joints stretches
 &Joints in the engine; One pass over the joints; The prismatic joint; The
  weld joint; The warm start, the reaction, and breaking; Measurements
 &{\it the rest\/}
 &\tabref{chains}, a chain; \tabref{pendulums}, pendulums\cr\row
14 ch.\thinspace13&A ray against a circle; A ray against a convex polygon;
  Walking a ray through the cells; Why fast bodies tunnel; The time of
  impact
 &Casting a ray through the world; Sensors; Contact events; Continuous
  collision in the step; Measurements
 &The query grid; Point and box queries
 &\tabref{raytable}, rays; \tabref{tunneltable}, tunnelling\cr\row
15 ch.\thinspace14&What rest costs; Islands; When an island may sleep;
  Waking; Bodies of several shapes
 &Sleeping, in the step; What a sleeping island keeps; Kinematic bodies;
  Breaking apart; Measurements; The comparison, with sleeping
 &Asking about sleep
 &\tabref{sleep-cost}, rest's cost; \tabref{wall}, a wall\cr\row
\noalign{\hrule}}
\endgroup
\par\medskip
@^course plan@>

