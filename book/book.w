% The master web of the book: one section numbering, one contents, one index.
% It includes every chapter and every shared web once, in book order.
\input bookmac
\emergencystretch=2em % let a line go loose rather than stick out
@i types.w
\def\title{THE PHYSICS ENGINE BOOK}
\input edition
\titlepage{The Physics Engine Book}{A two-dimensional engine built one idea at a time, as a literate program in C}{Written with CWEB}{\edition}

@i preface.w
@i chapters.w
@i vector.w
@i scene.w
@i demo.w
@i testing.w
@i tests.w

@* Index.
This index lists every identifier of the engine, its programs and its tests,
with the sections where it is used; an underlined number is where it is
defined. Physics terms and error messages are listed too.
