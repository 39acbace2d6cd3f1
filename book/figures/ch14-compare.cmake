# Chapter 14's comparison with sleeping (included by ch14.cmake): compare14,
# chapter 10's table writer built against stage 14, runs the driver of ours
# built against stage 14 with a plain world (compare_plain14), Box2D's and
# Chipmunk's ("-" where the build could not make one) on pyramid20 and
# rain1000, each with sleeping off and on, five rounds; it writes the rows
# of the table and the macros of the section's sentences, and fails when a
# claim of the sentences is false. About a minute on two cores.
if(TARGET compare14 AND TARGET compare_plain14)
  set(ch14_compare ${BOOK}/fig/ch14-compare.tex ${BOOK}/fig/ch14-compare-text.tex)
  set(ch14_compare_args "")
  set(ch14_compare_drivers "")
  foreach(driver compare_plain14 compare_box2d compare_chipmunk)
    if(TARGET ${driver})
      list(APPEND ch14_compare_args $<TARGET_FILE:${driver}>)
      list(APPEND ch14_compare_drivers ${driver})
    else()
      list(APPEND ch14_compare_args -)
    endif()
  endforeach()
  add_custom_command(
    OUTPUT ${ch14_compare}
    COMMAND compare14 sleep ${ch14_compare} ${ch14_compare_args}
    DEPENDS compare14 ${ch14_compare_drivers}
    COMMENT "Table: the engines beside Box2D and Chipmunk with sleeping off and on (chapter 14; about a minute)"
    VERBATIM)
  list(APPEND BOOK_FIGURES ${ch14_compare})
endif()
