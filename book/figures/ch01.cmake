# The book's figures and measured tables, each made by its chapter's own
# program when the book is built, so that the book cannot drift from the code.
# This file is included by CMakeLists.txt when chapter 1 is built; it appends
# its outputs to BOOK_FIGURES.


# Chapter 1: the pour, drawn headless by ch01; the cost of all pairs and what
# the relaxation passes buy, the energy the method loses, measured by bench01. The pour is the built-in
# scene shown with a view on the pile (the harness's --view), so that the
# particles are large enough to read in print.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch01-pour.png
  COMMAND ch01 --headless --scene pour --view 0,-5,20.6
    --steps 1500 --screenshot ${BOOK}/fig/ch01-pour.png
  DEPENDS ch01
  COMMENT "Figure: the pour of chapter 1"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch01-cost.tex ${BOOK}/fig/ch01-passes.tex
    ${BOOK}/fig/ch01-energy.tex
  COMMAND bench01 ${BOOK}/fig/ch01-cost.tex ${BOOK}/fig/ch01-passes.tex
    ${BOOK}/fig/ch01-energy.tex
  DEPENDS bench01
  COMMENT "Tables: measurements of chapter 1"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch01-pour.png ${BOOK}/fig/ch01-cost.tex
  ${BOOK}/fig/ch01-passes.tex ${BOOK}/fig/ch01-energy.tex)
# Chapter 1's diagrams, drawn with MetaPost: position Verlet, the push apart
# by mass, the column behind the overlap estimate.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch01-verlet 5)
