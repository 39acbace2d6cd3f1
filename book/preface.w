@* Preface.
This book builds a two-dimensional physics engine, one idea per chapter, and
explains each idea as it is built. It is written for programmers who know C
and remember some calculus and mechanics, and who want to know how the
engines in games and simulations really work: not only which formula to
type, but where it comes from, what it costs, and when it fails. Teachers can
use it for a course; every chapter ends with exercises that come with tests.

The book is a {\it literate program}, in Donald Knuth's sense: the text you
are reading and the engine's source code are the same files. Each numbered
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

@ {\it How to build and run it.} On Debian or Ubuntu one command installs
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
length of a step, \.{--view} for the part of the world shown, and
\.{--time} to print what a step costs. The keys in the window are listed
by \.{--help}.

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
setting gets, in stage~$N$, the best that chapters 1 to~$N$ offer: a
response from stage~5, friction from stage~7, the sequential solver from
stage~9. A scene or a test written to show an older method names the stage
whose defaults it wants (\.{defaults=5} on its \.{world} line), and stays
what it was on every later stage.

\noindent Because of this, every test of chapter~1 still runs, and passes, on
the engines of every later stage: CTest runs each chapter's tests against
each stage that contains it.

@ {\it Tests and exercises.} Every test checks a fact: a law of physics
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
@^exercises@>

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
{\def\grp#1{\noalign{\smallskip}\multispan3{\bf #1}\hfil\cr
  \noalign{\vskip2pt}}
\ninerm\baselineskip=10.5pt \lineskiplimit=0pt \lineskip=1pt
\halign{\hskip\parindent\hfil$#$\quad&#\hfil\quad&\hfil#\cr
\omit\hskip\parindent\hfil{\it symbol}\quad&{\it meaning}&{\it chapter}\cr
\noalign{\smallskip\hrule}
\grp{Time and integration}
h,\ h'&the length of a step; the length of the last one&1\cr
t&time&1\cr
\vec x,\ \vec v,\ \vec a&position (of a body: of its centre of mass), velocity, acceleration&1\cr
\vec g,\ \gamma&gravity; a body's share of it (its gravity scale)&1, 3\cr
\alpha&the fraction of a step (interpolation)&2\cr
E,\ \tilde E&energy; the modified energy that symplectic Euler keeps&2\cr
k&stiffness of a spring&2\cr
\epsilon&the rounding unit of a {\bf double}, $2^{-53}$&1\cr
\grp{Bodies and mass}
m,\ w&mass; inverse mass $w=1/m$ (0 for a static body)&1\cr
\rho&density (per unit area)&3\cr
A,\ \vec c&area of a shape; its centre of mass&3\cr
\vec F,\ \vec J&force; impulse, $\Delta\vec v=w\vec J$&2, 3\cr
I&moment of inertia about the centre of mass&6\cr
\theta,\ \omega&angle of a body; its angular velocity, $\dot\theta=\omega$&4, 6\cr
\tau,\ L&torque, $I\dot\omega=\tau$; angular momentum&6\cr
R&the rotation by the angle $\theta$&4\cr
\vec r&lever arm, from a centre of mass to a point&6\cr
r&radius of a circle&1\cr
\grp{Shapes and contacts}
\vec n,\ \vec t&unit normal of a contact, from $A$ to $B$; unit tangent&4, 7\cr
d&depth of a contact (overlap along $\vec n$)&4\cr
\vec p&a contact point&4\cr
s_i,\ s_A,\ s_B&separation along a face's normal (negative when overlapping)&4\cr
\kappa&the margin by which a second face must be better to be chosen&4\cr
\psi&a point's signed distance from a line, in clipping&4\cr
\grp{Impulses and solver}
v_n,\ v_t&normal and tangential relative velocity at a point&5, 7\cr
v_n^-,\ v_n^+,\ v_n^\star&$v_n$ before and after the impulse; its target&5\cr
j,\ j_t&normal and tangential impulse at a point&5, 7\cr
m_n,\ m_t&effective mass along $\vec n$ and along $\vec t$&5, 7\cr
e&coefficient of restitution&5\cr
\mu&coefficient of friction&7\cr
J,\ M,\ A&Jacobian of the contacts; mass matrix; $A=JM^{-1}J^{\rm T}$&9\cr
\lambda,\ \lambda_t&accumulated normal and tangent impulse&9\cr
u&normal velocity after the impulses, $u=Jv$&9\cr
\grp{Correction}
p,\ \beta&the share projection removes; Baumgarte's factor&8\cr
s&the slop, the depth the corrections leave alone&8\cr
b&bias velocity, $b=(\beta/h)\max(d-s,0)$&8\cr
\dot d,\ \sigma&the speed at which a resting body sinks; $\sigma=h\dot d$, its sink in a step&8\cr
\vec u,\ \nu&pseudo velocity; pseudo angular velocity&8\cr
\grp{Broad phase}
\ell_{\rm cell}&the side of a grid cell&10\cr
\grp{Letters with other meanings, and the chapters that use them}
\vec n&in chapter 1, the normal $(\vec x_i-\vec x_j)/d$, from the second particle to the first&\cr
\omega&a spring's angular frequency $\sqrt{k/m}$ (chapters 2 and 3)&\cr
\alpha&angular acceleration (chapter 6)&\cr
L&a Lipschitz constant (chapter 2); a shape's size (chapters 3 and 4)&\cr
\ell&the distance between two centres, and $\vec\ell$ a box's lower corner (chapter 4);&\cr
&\quad a box's side (chapter 10, problem P1)&\cr
w,\ h&a box's width and height (chapters 3 and 6)&\cr
k&the number of relaxation passes (chapter 1)&\cr
k,\ k_t&$1/m_n$ and $1/m_t$, the inverse effective masses (chapters 5 to 7 and 9)&\cr
c,\ k&a body's layers and the mask of layers it meets (chapter 10)&\cr
c&a cell's coordinates $(c_x,c_y)$; the contacts under a pile's top box (chapter 10)&\cr
A&a body of a pair (every chapter from 4 on), beside the area and chapter 9's matrix&\cr
M&the mass of a whole stack (chapter 9's table of tests), beside the mass matrix&\cr
\rho&$R-r$ (chapter 1, problem P3); a rolling radius (chapter 7); a convergence factor&\cr
&\quad (chapter 9); bodies per square metre (chapter 10, problem P1)&\cr
R&the container's radius (chapter 1); a disc's radius (chapter 6); the rows of a pile (chapter 10)&\cr
u,\ u_n&a pseudo normal velocity (chapter 8); a sinking speed (chapter 5)&\cr
J,\ e&$\partial\vec a/\partial\vec x$ and the error $e_k$ of the analysis of Verlet (chapter 1)&\cr
\noalign{\smallskip\hrule}}}
\medskip

@ {\it A workshop of one day.} A group that wants a standing stack by the
evening, and is willing to take the engineering on trust, can get there in
a day. Before the day, each participant builds the programs (the commands
above; on a fresh machine the install takes a few minutes) and runs
\.{build/bin/ch01}. On the day, each slot reads a chapter's one-page
overview and summary and only the sections named below, then runs the
scene beside them and presses the chapter's keys (the panel beside the
scene lists them) to switch its idea off and on. The rest of each chapter
(its handles, checks at the boundary, drawing, measurements and tests) is
for a second reading. The last hour is for doing: debugging exercise 9.1
(\.{tools/grade bug 9.1}) is a good one, since the stack it breaks is
the one the day built. The times are for reading and running together.

\smallskip
\halign{\hskip\parindent#\hfil\quad&#\hfil\quad&\.{#}\hfil\cr
\noalign{\hrule\smallskip}
{\it time}&{\it chapter and sections}&{\rm\it scene}\cr
\noalign{\smallskip\hrule\smallskip}
1 h&1: Position Verlet; The step; Constraints&ch01 --scene pour\cr
45 min&2: Two integrators with velocity; The clock&ch02 --scene orbits\cr
30 min&3: Area and centre of mass; Forces and impulses&ch03 --scene tethers\cr
1 h&4: Transforms; Edges, normals\dots; Two circles;&ch04 --scene collide\cr
&\quad Two polygons: separating axes; Contact points by clipping&\cr
\noalign{\smallskip{\it lunch}\smallskip}
1 h&5: The velocity at a contact; The step, with a response;&ch05 --scene cradle\cr
&\quad What this chapter cannot do&\cr
45 min&6: The velocity of a point of a body; The impulse at a contact point&ch06 --scene tumble\cr
30 min&7: The tangent impulse; One coefficient\dots&ch07 --scene ramp\cr
30 min&8: Baumgarte's bias velocity; Split impulses&ch08 --scene sunk\cr
1 h&9: Iterating; Accumulated impulses; Warm starting&ch09 --scene stack\cr
1 h&debugging exercise 9.1: find the planted bug&tools/grade bug 9.1\cr
\noalign{\smallskip\hrule}}
\smallskip

\noindent The day ends where chapter~9 begins to pay: \.{ch09 --scene
incremental} shows the stack falling with the wrong clamp, \.{ch09 --scene
stack} standing with the right one, and \.{ch10 --scene large\_pyramid} what
the same solver does with 5050 boxes once chapter~10 finds their pairs
fast. Each chapter's step figure (Figure~\figref{step-1} and its followers)
is the thread to keep: the step is the same eight phases all day, and the
bars show what each chapter put into it.
@^workshop track@>

@ {\it A course of twelve weeks.} For a teacher: a week a chapter, with
collision detection, the longest, given two, and a last week for a project.
Each week's work is the chapter's exercises (tested by \.{tools/grade}
$N.K$), its three problems for pencil and paper (P1 to P3, answered in
Appendix~G), and from chapter~3 on a debugging exercise (a planted bug to
find with the chapter's tests, \.{tools/grade bug} $N.K$).

\smallskip
\halign{\hskip\parindent#\hfil\quad&#\hfil\quad&#\hfil\quad&#\hfil\cr
\noalign{\hrule\smallskip}
{\it week}&{\it chapter}&{\it exercises}&{\it problems and bugs}\cr
\noalign{\smallskip\hrule\smallskip}
1&1, Verlet particles&1.3, 1.4 (1.1, 1.2)&P1--P3\cr
2&2, Time&2.1--2.4 (2.5)&P1--P3\cr
3&3, Rigid bodies&3.1--3.5&P1--P3; bug 3.1\cr
4&4, Collision: transforms to separating axes&4.2 (4.1)&P1, P2\cr
5&4, Collision: clipping, ids, costs&4.5 (4.3, 4.4)&P3; bug 4.1\cr
6&5, Impulses and restitution&5.1, 5.2 (5.3)&P1--P3; bug 5.1\cr
7&6, Rotation&6.1, 6.2, 6.4 (6.3)&P1--P3; bug 6.1\cr
8&7, Friction&7.1 (7.2, 7.3)&P1--P3; bug 7.1\cr
9&8, Position correction&8.1, 8.2, 8.4 (8.3)&P1--P3; bug 8.1\cr
10&9, Sequential impulses&9.1, 9.2 (9.3)&P1--P3; bug 9.1\cr
11&10, Broad phase and layers&10.1, 10.3 (10.2)&P1--P3; bug 10.1\cr
12&a project: a scene of one's own, measured&one \.{[40]}&\cr
\noalign{\smallskip\hrule}}
\smallskip

\noindent The exercises in parentheses are those rated \.{[25]} or more, for
the students who want more.
A project week suits the comparison of chapter~10: a scene written for this
engine and for one of the engines it is set beside, with a table of what
each does and costs, made the way the book makes its tables.
@^course plan@>

@ {\it Units and conventions.} Lengths are in metres, masses in kilograms,
times in seconds, angles in radians; $y$ points up and gravity is
$10\,\rm m/s^2$ downward unless a scene says otherwise. The engine uses
|double| throughout and is deterministic: the same scene run for the same
steps gives the same bits, run after run, which the tests check on the
machine that builds the book. Across machines the promise is narrower: the
build forbids fused multiply-adds, and the golden files of chapters 1 to 3
use only the operations IEEE~754 rounds the same everywhere (addition,
multiplication, division, square root), so they hold on any machine with
that arithmetic; functions such as $\sin$ and $\cos$ come from the C
library, which may round differently from one system to another, so a scene
that turns bodies may differ in its last bits between machines.
