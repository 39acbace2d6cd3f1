# The check of one debugging exercise (CTest bug/chNN.K/planted and
# bug/chNN.K/fixed, label bug; see cmake/exercises.cmake):
#   cmake -DMODE=planted|fixed -DNAME=chNN-K -DTEST=test_chNN -DPROGRAM=demo
#     -DKINDS=unit|scene -DNAMES=unit/a|scene/b -DDATA=tests -DSCRATCH=dir
#     -P run-bug.cmake
#
# TEST is chapter NN's test program built from stage NN with the bug planted
# or fixed; NAMES are the tests the symptom names, each with its kind. It is
# run once for each kind in KINDS, as CTest runs the chapters' tests (a kind
# at a time). MODE planted: each run names the tests of its kind that the
# symptom names (test_main runs the tests named on its command line), and
# every one must FAIL; a run may end only with exit status 1, which is what
# test_main returns when checks fail (a crash is not the symptom the book
# describes). MODE fixed: each run is of every test of its kind (--kind),
# and must pass.
string(REPLACE "|" ";" KINDS "${KINDS}")
string(REPLACE "|" ";" NAMES "${NAMES}")
set(all "")
set(bad_status "")
set(failing FALSE)
foreach(kind ${KINDS})
  file(MAKE_DIRECTORY ${SCRATCH}/${kind})
  set(which --kind ${kind})
  if(MODE STREQUAL "planted")
    set(which "")
    foreach(n ${NAMES})
      if(n MATCHES "^${kind}/(.*)$")
        list(APPEND which ${CMAKE_MATCH_1})
      endif()
    endforeach()
  endif()
  execute_process(COMMAND ${TEST} ${which} --program ${PROGRAM} --data ${DATA}
      --scratch ${SCRATCH}/${kind}
    RESULT_VARIABLE status OUTPUT_VARIABLE text ERROR_VARIABLE text)
  message("== ${NAME} ${MODE}: ${which} (exit status ${status})\n${text}")
  string(APPEND all "${text}")
  if(NOT status STREQUAL "0")
    set(failing TRUE)
  endif()
  if(NOT status STREQUAL "1")
    list(APPEND bad_status "${kind}: ${status}")
  endif()
endforeach()
if(MODE STREQUAL "fixed")
  if(failing)
    message(FATAL_ERROR "${NAME}.fix.ch: the stage with the bug fixed should pass the tests "
      "of kinds ${KINDS}, and fails (the failing tests are marked FAIL above)")
  endif()
  message("${NAME}.fix.ch: the fixed stage passes the tests of kinds ${KINDS}")
  return()
endif()
if(bad_status)
  message(FATAL_ERROR "${NAME}.ch: with the bug planted the tests should fail with exit "
    "status 1, their checks failing, not ${bad_status}")
endif()
string(REGEX REPLACE "[a-z]+/" "" NAMES "${NAMES}")
set(missing "")
foreach(n ${NAMES})
  if(NOT all MATCHES "(^|\n)FAIL ${n}:")
    list(APPEND missing ${n})
  endif()
endforeach()
if(missing)
  string(REPLACE ";" ", " missing "${missing}")
  message(FATAL_ERROR "${NAME}.ch: its symptom says that these tests fail with the bug "
    "planted, and they pass: ${missing}")
endif()
string(REPLACE ";" ", " NAMES "${NAMES}")
message("${NAME}.ch: with the bug planted, ${NAMES} fail, as its symptom says")
