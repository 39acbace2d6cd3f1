# Chapter 10: the rain of 4000 boxes drawn headless by ch10; the table of the
# broad phases, the data of their cost figure and the sentences that read
# them, and the sentence on chapter 1's pour, all by bench10; the table of the
# engine beside Box2D and Chipmunk and its sentences, by compare10 with the
# drivers the build could make (CMakeLists.txt); the diagrams, drawn with
# MetaPost, the second from bench10's data.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch10-rain.png
  COMMAND ch10 --headless --scene rain4000 --steps 600 --view 0,25,110
    --screenshot ${BOOK}/fig/ch10-rain.png
  DEPENDS ch10
  COMMENT "Figure: the rain of 4000 boxes of chapter 10"
  VERBATIM)
set(ch10_data ${BOOK}/fig/ch10-costs.tex ${BOOK}/fig/ch10-costs-data.mp
  ${BOOK}/fig/ch10-costs-text.tex ${BOOK}/fig/ch10-pour-text.tex)
add_custom_command(
  OUTPUT ${ch10_data}
  COMMAND bench10 ${ch10_data}
  DEPENDS bench10
  COMMENT "Tables and data: the broad phases against n, and the pour (chapter 10)"
  VERBATIM)
set(ch10_compare ${BOOK}/fig/ch10-compare.tex ${BOOK}/fig/ch10-compare-text.tex
  ${BOOK}/fig/ch10-phases.tex)
set(ch10_drivers "")
foreach(driver ${COMPARE_DRIVERS})
  list(APPEND ch10_drivers $<TARGET_FILE:${driver}>)
endforeach()
add_custom_command(
  OUTPUT ${ch10_compare}
  COMMAND compare10 ${ch10_compare} ${ch10_drivers}
  DEPENDS compare10 ${COMPARE_DRIVERS}
  COMMENT "Table: the last stage beside Box2D and Chipmunk (chapter 10; a few minutes)"
  VERBATIM)
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
set(ch10_mps ${BOOK}/fig/ch10-broadphase-1.mps ${BOOK}/fig/ch10-broadphase-2.mps)
add_custom_command(
  OUTPUT ${ch10_mps}
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch10-broadphase.mp
    ${BOOK}/fig/ch10-broadphase.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -interaction=nonstopmode ch10-broadphase.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch10-broadphase.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch10-costs-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the diagrams of ch10-broadphase"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch10-rain.png ${ch10_data} ${ch10_compare} ${ch10_mps})
# The hashed grid: the figure hashes its cells with the constants of the
# engine's grid_bucket, which ch10-hash.cmake copies from the chapter (and
# stops the build if the hash changed form); 64-bit arithmetic needs mpost's
# decimal numbers.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch10-hash-data.mp
  COMMAND ${CMAKE_COMMAND} -DWEB=${CMAKE_SOURCE_DIR}/chapters/10-broadphase.w
    -DOUT=${BOOK}/fig/ch10-hash-data.mp -P ${CMAKE_SOURCE_DIR}/book/figures/ch10-hash.cmake
  DEPENDS ${CMAKE_SOURCE_DIR}/chapters/10-broadphase.w ${CMAKE_SOURCE_DIR}/book/figures/ch10-hash.cmake
  COMMENT "Data: the constants of chapter 10's hash, for its figure"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch10-hash-1.mps
  COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_SOURCE_DIR}/book/figures/ch10-hash.mp
    ${BOOK}/fig/ch10-hash.mp
  COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
    ${MPOST} -numbersystem=decimal -interaction=nonstopmode ch10-hash.mp
  DEPENDS ${CMAKE_SOURCE_DIR}/book/figures/ch10-hash.mp
    ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp ${BOOK}/fig/ch10-hash-data.mp
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figures: the hashed grid of chapter 10"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch10-hash-data.mp ${BOOK}/fig/ch10-hash-1.mps)
