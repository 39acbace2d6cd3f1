# The book's diagrams drawn with MetaPost. book_metapost(NAME COUNT) runs
# mpost on book/figures/NAME.mp, which draws figures 1 to COUNT, into
# ${BOOK}/fig/NAME-1.mps ... NAME-COUNT.mps, and appends them to BOOK_FIGURES.
# The source is copied into ${BOOK}/fig first and mpost runs there, because
# mpost writes the TeX of its labels (NAME.mpx) beside the file it reads;
# MPINPUTS finds the shared bookfig.mp. The labels are typeset by TeX, so
# mpost needs tex on the PATH; an error in a figure fails the build.
include_guard(GLOBAL)
find_program(MPOST mpost REQUIRED)
# mpost typesets the labels with etex (through makempx); without it every
# label fails with "Unable to read mpx file", so it is looked for here.
find_program(MPOST_ETEX etex REQUIRED)
function(book_metapost NAME COUNT)
  set(outputs "")
  foreach(i RANGE 1 ${COUNT})
    list(APPEND outputs ${BOOK}/fig/${NAME}-${i}.mps)
  endforeach()
  set(source ${CMAKE_SOURCE_DIR}/book/figures/${NAME}.mp)
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND ${CMAKE_COMMAND} -E copy ${source} ${BOOK}/fig/${NAME}.mp
    COMMAND ${CMAKE_COMMAND} -E env MPINPUTS=${CMAKE_SOURCE_DIR}/book/figures:
      ${MPOST} -interaction=nonstopmode ${NAME}.mp
    DEPENDS ${source} ${CMAKE_SOURCE_DIR}/book/figures/bookfig.mp
    WORKING_DIRECTORY ${BOOK}/fig
    COMMENT "Figures: the diagrams of ${NAME}"
    VERBATIM)
  set(BOOK_FIGURES ${BOOK_FIGURES} ${outputs} PARENT_SCOPE)
endfunction()
