# Chapter 4: the collide demo scene drawn headless by ch04, with its
# contacts; the table of exact cases and the costs, computed by bench04.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-collide.png
  COMMAND ch04 --headless --scene collide --steps 0 --screenshot ${BOOK}/fig/ch04-collide.png
  DEPENDS ch04
  COMMENT "Figure: the collide scene of chapter 4"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch04-cases.tex ${BOOK}/fig/ch04-costs.tex
  COMMAND bench04 ${BOOK}/fig/ch04-cases.tex ${BOOK}/fig/ch04-costs.tex
  DEPENDS bench04
  COMMENT "Tables: exact cases and costs of chapter 4"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch04-collide.png ${BOOK}/fig/ch04-cases.tex
  ${BOOK}/fig/ch04-costs.tex)
