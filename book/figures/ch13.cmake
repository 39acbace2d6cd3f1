# Chapter 13: the tables of queries (rays; points and boxes), of tunnelling
# and of the cost of continuous collision, the macros the chapter's
# sentences read and the data of the figure of conservative advancement,
# all by bench13 (well under a minute); the measured column of the table
# of tests, from the tests' notes (tests-measured.cmake); the diagrams,
# drawn with MetaPost, the fifth from bench13's data.
set(ch13_data ${BOOK}/fig/ch13-rays.tex ${BOOK}/fig/ch13-regions.tex
  ${BOOK}/fig/ch13-tunnel.tex ${BOOK}/fig/ch13-ccd-cost.tex ${BOOK}/fig/ch13-text.tex
  ${BOOK}/fig/ch13-advance-data.mp)
add_custom_command(
  OUTPUT ${ch13_data}
  COMMAND bench13 ${ch13_data}
  DEPENDS bench13
  COMMENT "Tables and data: queries, tunnelling, the cost of the sweeps (chapter 13)"
  VERBATIM)
set(ch13_measured "")
if(TARGET test_ch13_s13)
  set(ch13_measured ${BOOK}/fig/ch13-measured.tex)
  add_custom_command(
    OUTPUT ${ch13_measured}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK}/fig/ch13-measured
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:test_ch13_s13> -DDEMO=$<TARGET_FILE:ch13>
      -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${BOOK}/fig/ch13-measured
      -DOUT=${ch13_measured} -DCHAPTER=13
      -P ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    DEPENDS test_ch13_s13 ch13 ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    COMMENT "Table: what the tests of chapter 13 measured"
    VERBATIM)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch13_mps "")
foreach(i RANGE 1 6)
  list(APPEND ch13_mps ${BOOK}/fig/ch13-queries-${i}.mps)
endforeach()
add_custom_command(
  OUTPUT ${ch13_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch13-queries.mp
    ${BOOK}/fig/ch13-queries.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch13-queries.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch13-queries.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch13-advance-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of chapter 13"
  VERBATIM)
list(APPEND BOOK_FIGURES ${ch13_data} ${ch13_measured} ${ch13_mps})
