# Chapter 12: the table of hanging chains, the table of pendulums and the
# macros the chapter's sentences read, by bench12; the measured column of
# the table of tests, from the tests' notes (tests-measured.cmake); the
# diagrams, drawn with MetaPost.
set(ch12_data ${BOOK}/fig/ch12-chains.tex ${BOOK}/fig/ch12-pendulums.tex
  ${BOOK}/fig/ch12-text.tex)
add_custom_command(
  OUTPUT ${ch12_data}
  COMMAND bench12 ${ch12_data}
  DEPENDS bench12
  COMMENT "Tables: hanging chains and pendulums (chapter 12)"
  VERBATIM)
set(ch12_measured "")
if(TARGET test_ch12_s12)
  set(ch12_measured ${BOOK}/fig/ch12-measured.tex)
  add_custom_command(
    OUTPUT ${ch12_measured}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK}/fig/ch12-measured
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:test_ch12_s12> -DDEMO=$<TARGET_FILE:ch12>
      -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${BOOK}/fig/ch12-measured
      -DOUT=${ch12_measured} -DCHAPTER=12
      -P ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    DEPENDS test_ch12_s12 ch12 ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    COMMENT "Table: what the tests of chapter 12 measured"
    VERBATIM)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch12-joints 6)
list(APPEND BOOK_FIGURES ${ch12_data} ${ch12_measured})
