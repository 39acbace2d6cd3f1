# Chapter 5: the bounce scene drawn headless by ch05; the tables of bounces,
# sinking and buzz, the paragraphs that read them, and the data of the bounce
# figure, computed by bench05; the diagrams, drawn with MetaPost, the third
# from bench05's data.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch05-bounce.png
  COMMAND ch05 --headless --scene bounce --steps 62 --screenshot ${BOOK}/fig/ch05-bounce.png
  DEPENDS ch05
  COMMENT "Figure: the bounce scene of chapter 5"
  VERBATIM)
set(ch05_data ${BOOK}/fig/ch05-bounces.tex ${BOOK}/fig/ch05-bounces-text.tex
  ${BOOK}/fig/ch05-sink.tex ${BOOK}/fig/ch05-sink-text.tex ${BOOK}/fig/ch05-buzz.tex
  ${BOOK}/fig/ch05-buzz-text.tex ${BOOK}/fig/ch05-bounce-data.mp
  ${BOOK}/fig/ch05-cradle-text.tex)
add_custom_command(
  OUTPUT ${ch05_data}
  COMMAND bench05 ${ch05_data}
  DEPENDS bench05
  COMMENT "Tables and data: bounces, sinking, buzz and the cradle of chapter 5"
  VERBATIM)
# Like book_metapost (metapost.cmake), but the figures also read the data
# bench05 wrote beside them.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch05_mps ${BOOK}/fig/ch05-impulses-1.mps ${BOOK}/fig/ch05-impulses-2.mps
  ${BOOK}/fig/ch05-impulses-3.mps)
add_custom_command(
  OUTPUT ${ch05_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch05-impulses.mp
    ${BOOK}/fig/ch05-impulses.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch05-impulses.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch05-impulses.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch05-bounce-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of ch05-impulses"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch05-bounce.png ${ch05_data} ${ch05_mps})
