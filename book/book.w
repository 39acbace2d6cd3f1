% The master web of the book: one section numbering, one contents, one index.
% It includes every chapter and every shared web once, in book order.
\input bookmac
\input references % the works cited: see bibliography.w
% Kept out of the index: the C library, used everywhere and defined nowhere.
\bkhide{\_\_attribute\_\_}\bkhide{argc}\bkhide{argv}\bkhide{asin}\bkhide{atan2}
\bkhide{calloc}\bkhide{ceil}\bkhide{clock\_gettime}\bkhide{cos}\bkhide{errno}
\bkhide{exit}\bkhide{fabs}\bkhide{fclose}\bkhide{fflush}\bkhide{fgets}\bkhide{floor}
\bkhide{fmax}\bkhide{fmin}\bkhide{fopen}\bkhide{fprintf}\bkhide{fputc}\bkhide{fputs}
\bkhide{fread}\bkhide{free}\bkhide{fseek}\bkhide{ftell}\bkhide{fwrite}\bkhide{getc}
\bkhide{hypot}\bkhide{isfinite}\bkhide{isnan}\bkhide{malloc}\bkhide{memcpy}
\bkhide{memmove}\bkhide{memset}\bkhide{mkdir}\bkhide{perror}\bkhide{pow}
\bkhide{printf}\bkhide{realloc}\bkhide{remove}\bkhide{rename}\bkhide{sin}
\bkhide{snprintf}\bkhide{sqrt}\bkhide{sscanf}\bkhide{stderr}\bkhide{stdout}
\bkhide{strchr}\bkhide{strcmp}\bkhide{strcpy}\bkhide{strcspn}\bkhide{strerror}
\bkhide{strlen}\bkhide{strncmp}\bkhide{strstr}\bkhide{strtod}\bkhide{strtok}
\bkhide{strtol}\bkhide{system}\bkhide{tv\_nsec}\bkhide{tv\_sec}\bkhide{va\_end}
\bkhide{va\_start}\bkhide{vfprintf}\bkhide{vprintf}\bkhide{vsnprintf}
\bkhidemacro{EOF}\bkhidemacro{ERANGE}\bkhidemacro{SEEK\_SET}
\bkhidemacro{CLOCK\_MONOTONIC}\bkhidemacro{INFINITY}\bkhidemacro{NAN}
\bkhidemacro{\_\_FILE\_\_}\bkhidemacro{\_\_LINE\_\_}\bkhidemacro{WEXITSTATUS}
\bkhidemacro{WIFEXITED}
\emergencystretch=2em % let a line go loose rather than stick out
@i types.w
\def\title{THE PHYSICS ENGINE BOOK}
\input edition
\titlepage{The Physics Engine Book}{A two-dimensional engine built one idea at a time, as a literate program in C}{Written with CWEB}{\edition}

@i preface.w
@i chapters.w
@i vector.w

@* The programs around the engine.
The chapters hold the engine. Around it stand the programs that make it
something to watch and to measure: the scene files that describe a world in
a few lines of text (Appendix~B), the demo that shows a scene in a window
and writes what it did (Appendix~C), and, for each chapter, what that
chapter adds to them: its scene keys, its part of the demo, and the programs
that measure it and draw its figures. They are woven here, behind the
chapters, so that a chapter's pages carry its idea; a chapter names the
program behind each of its tables and figures, and the program's section
here says how it was made.

@i scene.w
@i demo.w
@i programs.w

@* The tests.
Every chapter ends with a table of what its tests check: the law or the
documented behaviour, the tolerance, and why that tolerance. The code of
those tests is here: first the support they share (Appendix~D), then the
tests of each chapter, then the tests of the demo and of the scene reader,
which belong to no chapter, and last the debugging exercises, bugs planted
in the chapters for the tests to catch.

@i testing.w
@i tests.w
@i answers.w
@i bibliography.w

@* Index.
This index is also the book's glossary. Its entries are told apart by
their type. Words in roman type are terms: physics and numerical
ideas (restitution, spiral of death) and the book's own names for
things; an underlined number is the section where the term is defined,
and the other numbers are where it comes up again. Words in italic are
identifiers of the C code (\\{ph\_world\_step}, \\{inverse\_mass}), and names in
bold are its types (\&{ph\_world}); for them an underlined number is where the identifier
is declared or defined, the others where it is used. Words in typewriter
type are the messages the engine and its programs print, and macros. The
numbers are section numbers, not pages. Left out are names of one letter,
which are local variables, and the functions of the C library
(\\{memset}, \\{sqrt}, \\{printf} and the like), which are used everywhere and
defined nowhere in this book.
