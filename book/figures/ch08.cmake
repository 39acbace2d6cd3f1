# Chapter 8: the demo's scene drawn headless by ch08; the paragraph on stage 7,
# the table of the four methods and its paragraph, the data of the figure of a
# sunk box and the paragraph on the rates, computed by bench08; the diagrams,
# drawn with MetaPost, the fourth from bench08's data.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch08-sunk.png
  COMMAND ch08 --headless --scene sunk --steps 1 --view 0,0.1,2.5 --screenshot ${BOOK}/fig/ch08-sunk.png
  DEPENDS ch08
  COMMENT "Figure: the sunk scene of chapter 8"
  VERBATIM)
set(ch08_data ${BOOK}/fig/ch08-stage7-text.tex ${BOOK}/fig/ch08-methods.tex
  ${BOOK}/fig/ch08-methods-text.tex ${BOOK}/fig/ch08-sunk-data.mp
  ${BOOK}/fig/ch08-rates-text.tex ${BOOK}/fig/ch08-bounce.tex)
add_custom_command(
  OUTPUT ${ch08_data}
  COMMAND bench08 ${ch08_data}
  DEPENDS bench08
  COMMENT "Tables and data: the corrections of chapter 8"
  VERBATIM)
# Like book_metapost (metapost.cmake), but the figures also read the data
# bench08 wrote beside them.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch08_mps ${BOOK}/fig/ch08-correction-1.mps ${BOOK}/fig/ch08-correction-2.mps
  ${BOOK}/fig/ch08-correction-3.mps ${BOOK}/fig/ch08-correction-4.mps
  ${BOOK}/fig/ch08-correction-5.mps)
add_custom_command(
  OUTPUT ${ch08_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch08-correction.mp
    ${BOOK}/fig/ch08-correction.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch08-correction.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch08-correction.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch08-sunk-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of ch08-correction"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch08-sunk.png ${ch08_data} ${ch08_mps})
