# Chapter 4: the collide demo scene drawn headless by ch04, with its
# contacts, once for each of its six pairs: --view centres the picture on
# the pair and makes it 4.5 m wide, four times the scale of the scene's own
# view, so that the chapter can show each pair 2.05in wide from 800 pixels
# rather than 200 (it crops each 800x600 picture to its middle 800x520 with
# graphicx's viewport, and its labels are placed by pixels of these views);
# the table of exact cases, the costs and the picture of clipping,
# computed by bench04.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide-a.png
  COMMAND ch04 --headless --scene collide --steps 0 --view -6.3,2.5,4.5
    --screenshot ${BOOK}/fig/ch04-collide-a.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4, (a) two circles"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide-b.png
  COMMAND ch04 --headless --scene collide --steps 0 --view -1.5,2.35,4.5
    --screenshot ${BOOK}/fig/ch04-collide-b.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4, (b) a plank pierced twice"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide-c.png
  COMMAND ch04 --headless --scene collide --steps 0 --view 4.9,2.6,4.5
    --screenshot ${BOOK}/fig/ch04-collide-c.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4, (c) apart"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide-d.png
  COMMAND ch04 --headless --scene collide --steps 0 --view -6.5,-3.5,4.5
    --screenshot ${BOOK}/fig/ch04-collide-d.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4, (d) face on face"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide-e.png
  COMMAND ch04 --headless --scene collide --steps 0 --view -0.5,-3.15,4.5
    --screenshot ${BOOK}/fig/ch04-collide-e.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4, (e) a corner in a face"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide-f.png
  COMMAND ch04 --headless --scene collide --steps 0 --view 5.5,-3.4,4.5
    --screenshot ${BOOK}/fig/ch04-collide-f.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4, (f) a circle on a face"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-cases.tex ${BOOK}/fig/ch04-costs.tex ${BOOK}/fig/ch04-clip.tex
  COMMAND bench04 ${BOOK}/fig/ch04-cases.tex ${BOOK}/fig/ch04-costs.tex
    ${BOOK}/fig/ch04-clip.tex
  DEPENDS bench04
  COMMENT "Tables and figure: exact cases, costs and clipping of chapter 4"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch04-collide-a.png
  ${BOOK}/fig/ch04-collide-b.png ${BOOK}/fig/ch04-collide-c.png
  ${BOOK}/fig/ch04-collide-d.png ${BOOK}/fig/ch04-collide-e.png
  ${BOOK}/fig/ch04-collide-f.png ${BOOK}/fig/ch04-cases.tex
  ${BOOK}/fig/ch04-costs.tex ${BOOK}/fig/ch04-clip.tex)
# Chapter 4's diagrams, drawn with MetaPost: the regions around a polygon,
# separating axes and the Minkowski difference, the reference face and its
# tolerance.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch04-collision 3)
