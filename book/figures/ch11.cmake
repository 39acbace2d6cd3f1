# Chapter 11: the table of the solvers side by side, the lines of the
# targets, the macros the chapter's paragraphs read and the data of the
# figure of the tallest column and the table of sub-steps, all by bench11;
# the measured column of the
# table of tests, from the tests' notes (tests-measured.cmake); the
# diagrams, drawn with MetaPost, the third from bench11's data.
set(ch11_data ${BOOK}/fig/ch11-solvers.tex ${BOOK}/fig/ch11-targets.tex
  ${BOOK}/fig/ch11-text.tex ${BOOK}/fig/ch11-columns-data.mp ${BOOK}/fig/ch11-substeps.tex)
# The speed lines of the targets time Box2D's driver of chapter 10 and the
# same driver of ours built against stage 11 with a plain world.
set(ch11_box2d -)
set(ch11_plain -)
set(ch11_drivers "")
if(TARGET compare_box2d)
  set(ch11_box2d $<TARGET_FILE:compare_box2d>)
  list(APPEND ch11_drivers compare_box2d)
endif()
if(TARGET compare_plain11)
  set(ch11_plain $<TARGET_FILE:compare_plain11>)
  list(APPEND ch11_drivers compare_plain11)
endif()
add_custom_command(
  OUTPUT ${ch11_data}
  COMMAND bench11 ${ch11_data} ${ch11_box2d} ${ch11_plain}
  DEPENDS bench11 ${ch11_drivers}
  COMMENT "Tables and data: the solvers side by side and the tallest column (chapter 11)"
  VERBATIM)
set(ch11_measured "")
if(TARGET test_ch11_s11)
  set(ch11_measured ${BOOK}/fig/ch11-measured.tex)
  add_custom_command(
    OUTPUT ${ch11_measured}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK}/fig/ch11-measured
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:test_ch11_s11> -DDEMO=$<TARGET_FILE:ch11>
      -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${BOOK}/fig/ch11-measured
      -DOUT=${ch11_measured} -DCHAPTER=11
      -P ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    DEPENDS test_ch11_s11 ch11 ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    COMMENT "Table: what the tests of chapter 11 measured"
    VERBATIM)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch11_mps ${BOOK}/fig/ch11-soft-1.mps ${BOOK}/fig/ch11-soft-2.mps
  ${BOOK}/fig/ch11-soft-3.mps)
add_custom_command(
  OUTPUT ${ch11_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch11-soft.mp
    ${BOOK}/fig/ch11-soft.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch11-soft.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch11-soft.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch11-columns-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of chapter 11"
  VERBATIM)
list(APPEND BOOK_FIGURES ${ch11_data} ${ch11_measured} ${ch11_mps})
