# Chapter 11: the two tables of the solvers side by side (the piles and
# the hard cases), the lines of the
# targets, the macros the chapter's paragraphs read and the data of the
# figure of the tallest column and the table of sub-steps, all by bench11;
# the measured column of the
# table of tests, from the tests' notes (tests-measured.cmake); the
# diagrams, drawn with MetaPost, the third and fourth from bench11's data.
set(ch11_data ${BOOK}/fig/ch11-solvers.tex ${BOOK}/fig/ch11-hard.tex ${BOOK}/fig/ch11-targets.tex
  ${BOOK}/fig/ch11-text.tex ${BOOK}/fig/ch11-columns-data.mp ${BOOK}/fig/ch11-substeps.tex)
# The comparison of chapter 10, rerun: chapter 10's driver of ours, the
# same driver built against stage 11 with a plain world, Box2D's and
# Chipmunk's, each "-" where the build could not make it.
list(APPEND ch11_data ${BOOK}/fig/ch11-compare.tex)
set(ch11_driver_args "")
set(ch11_drivers "")
foreach(driver compare_ours compare_plain11 compare_box2d compare_chipmunk)
  if(TARGET ${driver})
    list(APPEND ch11_driver_args $<TARGET_FILE:${driver}>)
    list(APPEND ch11_drivers ${driver})
  else()
    list(APPEND ch11_driver_args -)
  endif()
endforeach()
add_custom_command(
  OUTPUT ${ch11_data}
  COMMAND bench11 ${ch11_data} ${ch11_driver_args}
  DEPENDS bench11 ${ch11_drivers}
  COMMENT "Tables and data: the solvers side by side, the tallest column and chapter 10's comparison rerun (chapter 11; a few minutes)"
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
  ${BOOK}/fig/ch11-soft-3.mps ${BOOK}/fig/ch11-soft-4.mps)
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
