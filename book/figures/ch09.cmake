# Chapter 9: the stack scene drawn headless by ch09; the paragraph on what the
# single pass leaves, the table of the passes, the data of the convergence and
# clamp figures and the paragraphs that read them, computed by bench09; the
# table of what each chapter buys, made by running the same scenes through the
# programs of stages 5 to 9 (ch09-across.cmake); the diagrams, drawn with
# MetaPost, two of them from bench09's data.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch09-stack.png
  COMMAND ch09 --headless --scene stack --steps 600 --screenshot ${BOOK}/fig/ch09-stack.png
  DEPENDS ch09
  COMMENT "Figure: the stack scene of chapter 9"
  VERBATIM)
set(ch09_data ${BOOK}/fig/ch09-single-text.tex ${BOOK}/fig/ch09-passes.tex
  ${BOOK}/fig/ch09-passes-text.tex ${BOOK}/fig/ch09-converge-data.mp
  ${BOOK}/fig/ch09-converge-text.tex ${BOOK}/fig/ch09-clamp-data.mp
  ${BOOK}/fig/ch09-clamp-text.tex ${BOOK}/fig/ch09-ledge-text.tex
  ${BOOK}/fig/ch09-choice.tex ${BOOK}/fig/ch09-choice-text.tex)
add_custom_command(
  OUTPUT ${ch09_data}
  COMMAND bench09 ${ch09_data}
  DEPENDS bench09
  COMMENT "Tables and data: the passes, their convergence and the clamp of chapter 9"
  VERBATIM)
# The table across the stages needs every stage's program from 5 on; a build
# of fewer chapters (ONLY_CHAPTERS) leaves it out and the chapter says so.
set(ch09_across ${BOOK}/fig/ch09-across.tex ${BOOK}/fig/ch09-across-text.tex)
set(ch09_programs "")
foreach(CC 05 06 07 08 09)
  if(TARGET ch${CC})
    list(APPEND ch09_programs ch${CC})
  endif()
endforeach()
add_custom_command(
  OUTPUT ${ch09_across}
  COMMAND ${CMAKE_COMMAND} -DBENCH=$<TARGET_FILE:bench09> -DBIN=${BIN}
    -DDIR=${BOOK}/fig/ch09-across -DTABLE=${BOOK}/fig/ch09-across.tex
    -DTEXT=${BOOK}/fig/ch09-across-text.tex
    -P ${CMAKE_SOURCE_DIR}/book/figures/ch09-across.cmake
  DEPENDS bench09 ${ch09_programs} ${CMAKE_SOURCE_DIR}/book/figures/ch09-across.cmake
  COMMENT "Table: the same scenes through stages 5 to 9 (chapter 9)"
  VERBATIM)
# The measured column of the table of the chapter's tests: the tests' own
# notes, printed when the tests of stage 9 run (tests-measured.cmake).
set(ch09_measured "")
if(TARGET test_ch09_s09)
  set(ch09_measured ${BOOK}/fig/ch09-measured.tex)
  add_custom_command(
    OUTPUT ${ch09_measured}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${BOOK}/fig/ch09-measured
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:test_ch09_s09> -DDEMO=$<TARGET_FILE:ch09>
      -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${BOOK}/fig/ch09-measured
      -DOUT=${ch09_measured} -DCHAPTER=09
      -P ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    DEPENDS test_ch09_s09 ch09 ${CMAKE_SOURCE_DIR}/book/figures/tests-measured.cmake
    COMMENT "Table: what the tests of chapter 9 measured"
    VERBATIM)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch09_mps ${BOOK}/fig/ch09-sequential-1.mps ${BOOK}/fig/ch09-sequential-2.mps
  ${BOOK}/fig/ch09-sequential-3.mps ${BOOK}/fig/ch09-sequential-4.mps)
add_custom_command(
  OUTPUT ${ch09_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch09-sequential.mp
    ${BOOK}/fig/ch09-sequential.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch09-sequential.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch09-sequential.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch09-converge-data.mp
    ${BOOK}/fig/ch09-clamp-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of ch09-sequential"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch09-stack.png ${ch09_data} ${ch09_across} ${ch09_mps}
  ${ch09_measured})
