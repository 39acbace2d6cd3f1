# Chapter 2: the three lanes of the orbits scene, drawn headless by ch02;
# the projectile and spring measurements and the energy plot, written as TeX
# by bench02.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch02-orbits.png
  COMMAND ch02 --headless --scene orbits --steps 300 --screenshot ${BOOK}/fig/ch02-orbits.png
  DEPENDS ch02
  COMMENT "Figure: the orbits of chapter 2"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch02-projectile.tex ${BOOK}/fig/ch02-growth.tex
    ${BOOK}/fig/ch02-bounded.tex ${BOOK}/fig/ch02-energy.tex ${BOOK}/fig/ch02-clock.tex
  COMMAND bench02 ${BOOK}/fig/ch02-projectile.tex ${BOOK}/fig/ch02-growth.tex
    ${BOOK}/fig/ch02-bounded.tex ${BOOK}/fig/ch02-energy.tex ${BOOK}/fig/ch02-clock.tex
  DEPENDS bench02
  COMMENT "Tables and plot: measurements of chapter 2"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch02-orbits.png ${BOOK}/fig/ch02-projectile.tex
  ${BOOK}/fig/ch02-growth.tex ${BOOK}/fig/ch02-bounded.tex ${BOOK}/fig/ch02-energy.tex
  ${BOOK}/fig/ch02-clock.tex)
# Chapter 2's diagrams, drawn with MetaPost: the clock's timeline, and the two
# Euler methods in the phase plane of a spring, the spiral of death, and
# drawing between steps.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch02-time 4)
