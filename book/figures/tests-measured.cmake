# What a chapter's tests measured, from the tests themselves, for the
# chapter's text and its table of tests: runs the test program of chapter
# CHAPTER (two digits) built from the chapter's own stage (PROGRAM, with the
# options ctest gives it: DATA, SCRATCH, DEMO) and writes OUT, TeX macros:
#  * one a test, \PREFIXNAME (PREFIX is "measured" unless given; NAME is the
#    test's name with its underscores dropped), holding the test's notes that
#    begin "table: " (TeX already), joined by "; ", or "passed" when it has
#    none; a test that failed says so in its cell (with its notes, if it
#    has any), and the build prints a warning;
#  * one for each note of the form "def: \Name{TEXT}" (TeX already), which
#    defines \Name as TEXT, a number the chapter's sentences read.
if(NOT PREFIX)
  set(PREFIX measured)
endif()
math(EXPR number "1${CHAPTER} - 100")
execute_process(COMMAND ${PROGRAM} --program ${DEMO} --data ${DATA} --scratch ${SCRATCH}
  OUTPUT_VARIABLE out RESULT_VARIABLE status)
# Semicolons in the notes would split CMake's list of lines: they travel as
# a placeholder and come back when a cell is written.
string(REPLACE ";" "@SEMICOLON@" out "${out}")
string(REPLACE "\n" ";" lines "${out}")
set(cells "")
set(text "% Made by book/figures/tests-measured.cmake from the notes of the chapter ${number} tests.\n")
foreach(l IN LISTS lines)
  if(l MATCHES "^  note: table: (.*)$")
    if(cells)
      string(APPEND cells "; ")
    endif()
    string(APPEND cells "${CMAKE_MATCH_1}")
  elseif(l MATCHES "^  note: def: (\\\\[A-Za-z]+{.*})$")
    string(REPLACE "@SEMICOLON@" ";" def "${CMAKE_MATCH_1}")
    string(APPEND text "\\def${def}\n")
  elseif(l MATCHES "^(ok|FAIL) ([a-z_0-9]+): ")
    set(result ${CMAKE_MATCH_1})
    string(REPLACE "_" "" name ${CMAKE_MATCH_2})
    if(result STREQUAL "FAIL")
      if(cells)
        set(cells "{\\bf failed on this build}: ${cells}")
      else()
        set(cells "{\\bf failed on this build}")
      endif()
      message(WARNING "chapter ${number}'s test ${CMAKE_MATCH_2} failed; its table says so")
    elseif(NOT cells)
      set(cells "passed")
    endif()
    string(REPLACE "@SEMICOLON@" ";" cells "${cells}")
    string(APPEND text "\\def\\${PREFIX}${name}{${cells}}\n")
    set(cells "")
  endif()
endforeach()
file(WRITE ${OUT} "${text}")
