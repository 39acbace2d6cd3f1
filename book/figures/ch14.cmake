# Chapter 14: the table of what rest costs, the macros the chapter's
# sentences read and the data of the figures of islands and of the heap
# falling asleep, all by bench14 (about fifteen seconds of processor time);
# the measured column of the table of tests, from the tests' notes
# (tests-measured.cmake); the diagrams, drawn with MetaPost, the first and
# third from bench14's data.
set(ch14_data ${BOOK}/fig/ch14-sleep-cost.tex ${BOOK}/fig/ch14-text.tex
  ${BOOK}/fig/ch14-islands-data.mp)
add_custom_command(
  OUTPUT ${ch14_data}
  COMMAND bench14 ${ch14_data}
  DEPENDS bench14
  COMMENT "Table and data: what rest costs, islands, waking (chapter 14)"
  VERBATIM)
set(ch14_measured "")
if(TARGET test_ch14_s14)
  set(ch14_measured ${BOOK}/fig/ch14-measured.tex)
  add_custom_command(
    OUTPUT ${ch14_measured}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK}/fig/ch14-measured
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:test_ch14_s14> -DDEMO=$<TARGET_FILE:ch14>
      -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${BOOK}/fig/ch14-measured
      -DOUT=${ch14_measured} -DCHAPTER=14
      -P ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    DEPENDS test_ch14_s14 ch14 ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    COMMENT "Table: what the tests of chapter 14 measured"
    VERBATIM)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch14_mps "")
foreach(i RANGE 1 5)
  list(APPEND ch14_mps ${BOOK}/fig/ch14-islands-${i}.mps)
endforeach()
add_custom_command(
  OUTPUT ${ch14_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch14-islands.mp
    ${BOOK}/fig/ch14-islands.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch14-islands.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch14-islands.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch14-islands-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of chapter 14"
  VERBATIM)
list(APPEND BOOK_FIGURES ${ch14_data} ${ch14_measured} ${ch14_mps})
include(${CMAKE_CURRENT_LIST_DIR}/ch14-compare.cmake OPTIONAL)
