# The "measured" column of chapter 9's table of tests, from the tests
# themselves: runs chapter 9's test program of stage 9 (PROGRAM, with the
# options ctest gives it: DATA, SCRATCH, DEMO) and writes OUT, one TeX macro
# a test, \measuredNAME (underscores dropped), holding the test's notes that
# begin "table: " (TeX already), or "passed" when it has none; a test that
# failed says so in its cell, and the build prints a warning.
execute_process(COMMAND ${PROGRAM} --program ${DEMO} --data ${DATA} --scratch ${SCRATCH}
  OUTPUT_VARIABLE out RESULT_VARIABLE status)
# Semicolons in the notes would split CMake's list of lines: they travel as
# a placeholder and come back when a cell is written.
string(REPLACE ";" "@SEMICOLON@" out "${out}")
string(REPLACE "\n" ";" lines "${out}")
set(cells "")
set(text "% Made by book/figures/ch09-measured.cmake from the notes of the chapter 9 tests.\n")
foreach(l IN LISTS lines)
  if(l MATCHES "^  note: table: (.*)$")
    if(cells)
      string(APPEND cells "; ")
    endif()
    string(APPEND cells "${CMAKE_MATCH_1}")
  elseif(l MATCHES "^(ok|FAIL) ([a-z_0-9]+): ")
    set(result ${CMAKE_MATCH_1})
    string(REPLACE "_" "" name ${CMAKE_MATCH_2})
    if(NOT cells)
      set(cells "passed")
    endif()
    if(result STREQUAL "FAIL")
      set(cells "{\\bf failed on this build}: ${cells}")
      message(WARNING "chapter 9's test ${CMAKE_MATCH_2} failed; its table says so")
    endif()
    string(REPLACE "@SEMICOLON@" ";" cells "${cells}")
    string(APPEND text "\\def\\measured${name}{${cells}}\n")
    set(cells "")
  endif()
endforeach()
file(WRITE ${OUT} "${text}")
