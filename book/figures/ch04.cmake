# Chapter 4: the collide demo scene drawn headless by ch04, with its
# contacts (the chapter cuts the 800x600 picture into its six pairs with
# graphicx's viewport, so the pixel boxes there follow the scene's view); the table of exact cases, the costs and the picture of clipping,
# computed by bench04.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide.png
  COMMAND ch04 --headless --scene collide --steps 0 --screenshot ${BOOK}/fig/ch04-collide.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-cases.tex ${BOOK}/fig/ch04-costs.tex ${BOOK}/fig/ch04-clip.tex
  COMMAND bench04 ${BOOK}/fig/ch04-cases.tex ${BOOK}/fig/ch04-costs.tex
    ${BOOK}/fig/ch04-clip.tex
  DEPENDS bench04
  COMMENT "Tables and figure: exact cases, costs and clipping of chapter 4"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch04-collide.png ${BOOK}/fig/ch04-cases.tex
  ${BOOK}/fig/ch04-costs.tex ${BOOK}/fig/ch04-clip.tex)
# Chapter 4's diagrams, drawn with MetaPost: the regions around a polygon,
# separating axes and the Minkowski difference, the reference face and its
# tolerance.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch04-collision 3)
