# Chapter 6: the tumble scene drawn headless by ch06; the tables of landings
# and of drift, the paragraphs that read them, and the data of the landing
# figure, computed by bench06; the diagrams, drawn with MetaPost, the fourth
# from bench06's data.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch06-tumble.png
  COMMAND ch06 --headless --scene tumble --steps 50 --screenshot ${BOOK}/fig/ch06-tumble.png
  DEPENDS ch06
  COMMENT "Figure: the tumble scene of chapter 6"
  VERBATIM)
set(ch06_data ${BOOK}/fig/ch06-corner.tex ${BOOK}/fig/ch06-corner-text.tex
  ${BOOK}/fig/ch06-drift.tex ${BOOK}/fig/ch06-drift-text.tex
  ${BOOK}/fig/ch06-wheel-text.tex ${BOOK}/fig/ch06-landing-data.mp
  ${BOOK}/fig/ch06-energy-text.tex)
add_custom_command(
  OUTPUT ${ch06_data}
  COMMAND bench06 ${ch06_data}
  DEPENDS bench06
  COMMENT "Tables and data: landings, drift, spin at a wall and energy of chapter 6"
  VERBATIM)
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch06_mps ${BOOK}/fig/ch06-rotation-1.mps ${BOOK}/fig/ch06-rotation-2.mps
  ${BOOK}/fig/ch06-rotation-3.mps ${BOOK}/fig/ch06-rotation-4.mps
  ${BOOK}/fig/ch06-rotation-5.mps)
add_custom_command(
  OUTPUT ${ch06_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch06-rotation.mp
    ${BOOK}/fig/ch06-rotation.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch06-rotation.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch06-rotation.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch06-landing-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of ch06-rotation"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch06-tumble.png ${ch06_data} ${ch06_mps})
