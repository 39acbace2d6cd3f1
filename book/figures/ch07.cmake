# Chapter 7: the ramp scene drawn headless by ch07, and the distances its
# caption reads, measured by bench07 on the same scene; the tables of the
# ramp, of creeping and of rolling, the paragraphs that read them, and the
# data of the rolling figure, computed by bench07; the diagrams, drawn with
# MetaPost, the third from bench07's data.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch07-ramp.png
  COMMAND ch07 --headless --scene ramp --steps 120 --view -0.5,-0.6,17.5 --screenshot ${BOOK}/fig/ch07-ramp.png
  DEPENDS ch07
  COMMENT "Figure: the ramp scene of chapter 7"
  VERBATIM)
set(ch07_data ${BOOK}/fig/ch07-critical.tex ${BOOK}/fig/ch07-critical-text.tex
  ${BOOK}/fig/ch07-creep.tex ${BOOK}/fig/ch07-creep-text.tex ${BOOK}/fig/ch07-rolling.tex
  ${BOOK}/fig/ch07-rolling-text.tex ${BOOK}/fig/ch07-rolling-data.mp
  ${BOOK}/fig/ch07-stage6-text.tex ${BOOK}/fig/ch07-shot.tex)
add_custom_command(
  OUTPUT ${ch07_data}
  COMMAND bench07 ${ch07_data}
  DEPENDS bench07
  COMMENT "Tables and data: ramps, creeping and rolling of chapter 7"
  VERBATIM)
# Like book_metapost (metapost.cmake), but the figures also read the data
# bench07 wrote beside them.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch07_mps ${BOOK}/fig/ch07-friction-1.mps ${BOOK}/fig/ch07-friction-2.mps
  ${BOOK}/fig/ch07-friction-3.mps)
add_custom_command(
  OUTPUT ${ch07_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch07-friction.mp
    ${BOOK}/fig/ch07-friction.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch07-friction.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch07-friction.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch07-rolling-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of ch07-friction"
  VERBATIM)
# What the tests of chapter 7 measured, for the paragraph on the tests and
# the last column of their table: the tests' own notes, printed when the
# tests of stage 7 run (tests-measured.cmake), as macros \ChSevenMeasuredNAME
# and the \ChSeven... numbers the notes define.
set(ch07_measured "")
if(TARGET test_ch07_s07)
  set(ch07_measured ${BOOK}/fig/ch07-measured.tex)
  add_custom_command(
    OUTPUT ${ch07_measured}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK}/fig/ch07-measured
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:test_ch07_s07> -DDEMO=$<TARGET_FILE:ch07>
      -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${BOOK}/fig/ch07-measured
      -DOUT=${ch07_measured} -DCHAPTER=07 -DPREFIX=ChSevenMeasured
      -P ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    DEPENDS test_ch07_s07 ch07 ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    COMMENT "Table: what the tests of chapter 7 measured"
    VERBATIM)
endif()
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch07-ramp.png ${ch07_data} ${ch07_mps} ${ch07_measured})
