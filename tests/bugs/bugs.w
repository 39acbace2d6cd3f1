@* Debugging exercises.
The exercises at the end of each chapter ask for code that is not yet\seclabel{bugs}
written. The debugging exercises ask for the opposite: the code is written,
and it is wrong. Each one plants a single bug in one chapter's engine
code, a bug of the kind that earlier engines have shipped or that readers
of chapters like these really write: a sign, a missing factor, a test of
the wrong thing, a lever arm measured from the wrong point. The stage
still compiles and runs, and its demo still shows something that moves. Only
the chapter's tests say that a law no longer holds, and by how much; the
exercise is to go from that symptom to the line.
@^debugging exercises@>

Bug $K$ of chapter~$N$ is the CWEB change file \.{tests/bugs/chNN-K.ch},
which applies to stage~$N$ as an exercise's solution does. Its first lines
describe the symptom, as the student will see it, and name the tests that
fail; they do not say what the bug is. Its \.{@@y} lines are the planted code,
a few lines of the chapter; the \.{@@x} lines above them are the book's
own, so a student who wants the exercise reads them last, or not at all,
and looks for the bug with the chapter open at the law that fails.

A teacher who would rather the original lines were out of reach hands out
a planted tree instead:
$$\hbox{\.{tools/grade bug 5.1 --plant ../bug51}}$$
copies the book's sources into the new folder \.{bug51} with bug~5.1
merged into the chapter's web itself, as ctangle would apply the change
file, and with no debugging exercise's change file left but this one's
symptom. In that folder \.{tools/grade bug 5.1} shows the symptom, and,
once the student has fixed the web in place, says \.{pass}; the student
debugs the engine as any engine is debugged, in its source. (The student
still has the book, whose chapter prints the right lines: the planted
tree hides the answer from a search, not from a reader.) The test
\.{grade/plant} checks, for every bug, that the planted tree tangles to the
same C as the book's webs with the bug's change file.

@ The bugs, with their ratings on the preface's scale and the tests that
fail when each is planted, are in Table~\tabref{bugs}. The tests named are
chapter~$N$'s, run on stage~$N$; their sections, and the table ``What the
tests check'' of each chapter, say what each checks and to what tolerance.

\midinsert
\tablecaption{The debugging exercises: what a student sees with the bug
planted, and the tests of the chapter that fail.}\tablabel{bugs}
\vskip-\smallskipamount
\line{\hss\vbox{\ninerm \baselineskip=11pt
\halign{#\hfil\tabskip=.7em&#\hfil&
\vtop{\hsize=2.45in\noindent\raggedright\tolerance=10000 #\strut}&
\vtop{\hsize=2.3in\noindent\raggedright\tolerance=10000 \hyphenpenalty=10000 \tt#\strut}\tabskip=0pt\cr
\noalign{\hrule\smallskip}
{\ninebf bug}&{\ninebf rating}&{\ninebf symptom}&{\ninebf tests that fail}\cr
\noalign{\smallskip\hrule\smallskip}
3.1&\.{[15]}&a body has the wrong mass, though each shape's mass is right&
mass\_properties, newton, impulse, spring\_period, scene\_bodies, tethers\cr
3.2&\.{[10]}&gravity pulls every rigid body alike, whatever its gravity scale&
gravity\_scale\cr
4.1&\.{[20]}&polygons collide inside out; two circles collide as they should&
geometry, exact\_cases, random\_pairs, feature\_ids, vertex\_method,
world\_contacts\cr
4.2&\.{[20]}&contact points right, their feature ids not&exact\_cases,
feature\_ids\cr
\noalign{\smallskip}
5.1&\.{[15]}&slow contacts bounce&threshold\cr
5.2&\.{[15]}&collisions make momentum; a ball on the static floor is right&
head\_on, momentum\_energy, plain\_exchange\cr
6.1&\.{[20]}&collisions away from the centres gain energy; a box dropped on its
corner stays on it&collisions, corner\cr
6.2&\.{[25]}&some collisions gain energy, depending on where in the world
they happen&collisions\cr
\noalign{\smallskip}
7.1&\.{[20]}&friction too weak to hold: boxes slide on ramps they should stay
on&impulse\_read, ramp\_stick, ramp\_slide, rolling, push, switch\_off\cr
7.2&\.{[20]}&friction reverses sliding; disks do not roll at $2v_0/3$&
no\_reversal, rolling\cr
8.1&\.{[20]}&Baumgarte's bias a little too strong&pop\cr
8.2&\.{[20]}&projection moves bodies the wrong way; a box is driven through a
static ceiling&no\_velocity, static\_fixed\cr
\noalign{\smallskip}
9.1&\.{[25]}&with accumulation on, the solver behaves as if it were off:
stacks fall&stack\_stands, plain\_stack, pyramid\_stands, clamp,
ledge\_ids, ramp\_turning\cr
9.2&\.{[25]}&warm starting gives a point the wrong memory&persist,
ledge\_ids\cr
10.1&\.{[25]}&the grid loses pairs; the sweep finds them all&random\_pairs\cr
10.2&\.{[15]}&collision layers keep too few bodies apart&layers\cr
\noalign{\smallskip}
11.1&\.{[20]}&soft contacts rest too shallow; a heavy box sinks through a
light one&rest\_depth, heavy\_stands\cr
\noalign{\smallskip}
12.1&\.{[20]}&a pendulum on a pin keeps the wrong time; an arm rests at the
wrong angle past its limit&pendulum\_period, limit\cr
13.1&\.{[20]}&rays through the query grid miss bodies the brute force hits,
only rays that run left or down&world\_rays\cr
\noalign{\smallskip}
14.1&\.{[20]}&two piles on one ground sleep and wake together, as one island&
pile\_sleeps, islands\_brute\_force, separate\_piles, wake\_rules\cr
14.2&\.{[20]}&a body of several shapes turns too easily; splitting a
spinning one makes angular momentum&compound\_mass, split\_momentum\cr
\noalign{\smallskip\hrule}
}}\hss}
\endinsert

@ Working on a bug takes three commands. The first shows the symptom; the
second builds and tests a fix, which is a copy of the change file whose
\.{@@y} lines are corrected:
$$\vbox{\halign{\.{#}\hfil\cr
tools/grade bug\cr
tools/grade bug 5.1\cr
tools/grade bug 5.1 --changes mine.ch\cr}}$$
The first lists every debugging exercise with its rating and its symptom.
The second plants bug~5.1 in stage~5 of the working tree, builds the stage
in a folder of its own, runs every chapter test of the stage and prints
what failed: each failing check with the numbers it got and wanted, and
the notes the test printed, as for an exercise. The third applies
\.{mine.ch} instead, to the committed webs as a submission is graded, and
says \.{pass} once every chapter test of stage~5 passes. A fix may differ
from the book's own lines and still be right: the tests check laws, not
text. (A golden test compares a dump byte for byte, so a fix that is right
but rounds differently fails that test alone; the laws are what count.)

The symptom is worth reading slowly. A test that fails tells which law
broke; the tests that still pass tell as much, since they rule out every
part of the code they exercise. Bug~3.2, for example, leaves every law of
chapter~3 standing but one, the gravity scale: the code to suspect is the
code that only that test reaches.

@ Two more ways of working suit a student on their own.

{\it Quicker tries.} Each run of \.{tools/grade} builds the stage afresh.
In a planted tree, a student who wants quicker tries configures a build
of its own once and, after each edit, builds and runs only the chapter's
tests, which recompiles only what the edit touched. For bug~9.1 in the
folder \.{../bug91}, the workshop's (\S\secref{workshop}), that is
$$\vbox{\halign{\.{#}\hfil\cr
cmake -S . -B build\cr
cmake --build build -j 2 --target ch09 test{\char95}ch09{\char95}s09\cr
ctest --test-dir build -R stage09/ch09/\cr}}$$
and \.{tools/grade bug 9.1} then confirms the fix with all the stage's
tests.

{\it The change-file way.} Without a planted tree the student reads the
bug in the book's own tree, in its change file, and hands in a fix as a
corrected copy of it, checked by \.{tools/grade bug} $N.K$
\.{--changes mine.ch}. A change file is read thus:
\item{$\bullet$} lines before the first \.{@@x} are comments, here the symptom;
\item{$\bullet$} a line \.{@@x} opens a block, and the lines after it are
lines of the web, copied exactly, that the block replaces;
\item{$\bullet$} a line \.{@@y} ends them, and the lines after it go in
their place: here, the bug;
\item{$\bullet$} a line \.{@@z} closes the block.
\smallskip\noindent A fix corrects the lines between \.{@@y} and \.{@@z}
and leaves the \.{@@x} lines alone; they show the book's own code, so
cover them.

@ The bugs are tested like the exercises, so that none can rot as the
chapters change. For bug $K$ of chapter~$N$, the build tangles stage~$N$
twice, once with \.{chNN-K.ch} and once with \.{chNN-K.fix.ch}, the same
change file with its \.{@@y} lines corrected, and builds from each only the
engine and chapter~$N$'s test program. Two CTest tests, labelled \.{bug},
then run that program. \.{bug/chNN.K/planted} runs the tests the symptom
names, and passes when every one of them {\it fails\/} with the bug
planted, which proves both that the chapter's tests have teeth and that
the symptom says what a student will see. \.{bug/chNN.K/fixed} runs every
test of the kinds (unit or scene) that the symptom's tests are of, and
passes when all of them pass with the fix. (The scripts are \.{cmake/run-bug.cmake} and the bug part of
\.{cmake/exercises.cmake}.) The command
$$\hbox{\.{ctest --test-dir build -L bug}}$$
runs just these checks.

Not every bug of these chapters is caught by their tests. While these
exercises were made, two plausible bugs passed every test of their chapter:
chapter~4's manifold left unflipped when the reference face is $B$'s, its
feature ids keeping $f=0$, and chapter~8's bias velocity added to the
target of restitution rather than taken as the larger of the two. They are
not among the exercises, since a bug the tests cannot see gives a student
nothing to start from; each is a test waiting to be written.
@^tests, what they miss@>
