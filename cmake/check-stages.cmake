# The test book/measured_by_own_stage, run as a script:
#   cmake -DFIG=build/book/fig -DCHAPTERS="01;02;..." -P check-stages.cmake
# Every output of a measurement program begins with the line
# "% Made by the measurement program of stage N." (web/testing.w, bench_open).
# A file of chapter NN (fig/chNN-*) must have been made by stage NN, and every
# chapter must have at least one such file, so that the check cannot pass by
# finding nothing.
set(failures "")
foreach(NN ${CHAPTERS})
  file(GLOB files ${FIG}/ch${NN}-*.tex ${FIG}/ch${NN}-*.mp)
  set(stamped 0)
  set(wrong 0)
  foreach(f ${files})
    file(STRINGS ${f} first LIMIT_COUNT 1)
    if(first MATCHES "^% Made by the measurement program of stage ([0-9]+)\\.$")
      math(EXPR n "${NN} + 0")
      if(NOT CMAKE_MATCH_1 EQUAL n)
        list(APPEND failures "${f}: chapter ${n}'s file was made by stage ${CMAKE_MATCH_1}")
        math(EXPR wrong "${wrong} + 1")
      endif()
      math(EXPR stamped "${stamped} + 1")
    endif()
  endforeach()
  if(stamped EQUAL 0)
    list(APPEND failures "${FIG}: no file of chapter ${NN} was made by a measurement program")
  elseif(wrong EQUAL 0)
    message(STATUS "chapter ${NN}: ${stamped} files, each made by stage ${NN}")
  endif()
endforeach()
if(failures)
  string(REPLACE ";" "\n" failures "${failures}")
  message(FATAL_ERROR "${failures}")
endif()
