# Chapter 3: the tethers demo drawn headless by ch03, and the table of
# material presets with the masses and pushes computed by bench03.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch03-tethers.png
  COMMAND ch03 --headless --scene tethers --steps 150 --screenshot ${BOOK}/fig/ch03-tethers.png
  DEPENDS ch03
  COMMENT "Figure: the tethers of chapter 3"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch03-materials.tex
  COMMAND bench03 ${BOOK}/fig/ch03-materials.tex
  DEPENDS bench03
  COMMENT "Table: the materials of chapter 3"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch03-tethers.png ${BOOK}/fig/ch03-materials.tex)
# Chapter 3's diagrams, drawn with MetaPost: the triangle fan and its
# centroids, and the convexity test.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch03-bodies 2)
