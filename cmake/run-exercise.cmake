# Run the checks of one exercise; included by the scripts that
# cmake/exercises.cmake writes, which set MODE, NAME, EXERCISE (the exercise's
# test program), PROGRAM (the stage's demo), CHAPTER_TESTS (the stage's
# chapter test programs, |-separated), DATA and SCRATCH.
#
# MODE bug (tools/grade bug N.K: a debugging exercise, tests/bugs/) runs the
# chapter tests alone, there being no exercise test (EXERCISE is empty).
# MODE starter: the exercise's test must fail with exit status 1, which is
# what test_main returns when checks fail; a crash or any other status is an
# error, not the intended failure. MODE solution: the exercise's test and
# every chapter test must pass. The last line printed is
#   RESULT: passing | failing | not started
# ("not started" when the exercise's test failed and found its interface
# missing: it said "not implemented", or the scene reader called the key or
# keyword the exercise adds unknown), which tools/grade reads.
string(REPLACE "|" ";" CHAPTER_TESTS "${CHAPTER_TESTS}")

# A test program's standard output is a pipe here, so the C library buffers
# it, while the scene reader's messages go to the unbuffered standard error:
# read together they would come out of order, every message of the reader
# before the checks it explains. stdbuf (GNU coreutils) makes the output
# line buffered, so that a reader's message stands above the check that
# failed because of it; without stdbuf the order is the C library's.
find_program(STDBUF stdbuf)
set(LINE_BUFFERED "")
if(STDBUF)
  set(LINE_BUFFERED ${STDBUF} -oL -eL)
endif()

# Run a test program once for each kind of test it has, as CTest runs the
# chapters' tests (a kind at a time: the tests of one kind may assume they
# run without the others, e.g. the refusal tests expect the recording error
# handler that a scene test's loading replaces). The status is 0 if every
# run passed, else that of the first run that did not.
function(run_test program label out_status out_text)
  execute_process(COMMAND ${program} --list
    RESULT_VARIABLE status OUTPUT_VARIABLE listing ERROR_VARIABLE listing)
  if(NOT status STREQUAL "0")
    set(${out_status} "${status}" PARENT_SCOPE)
    set(${out_text} "${listing}" PARENT_SCOPE)
    return()
  endif()
  string(REGEX MATCHALL "[^\n]+" rows "${listing}")
  set(kinds "")
  foreach(row ${rows})
    string(REGEX MATCH "^[^ ]+ +([a-z]+) " m "${row}")
    if(m)
      list(APPEND kinds ${CMAKE_MATCH_1})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES kinds)
  set(result 0)
  set(all "")
  foreach(kind ${kinds})
    file(MAKE_DIRECTORY ${SCRATCH}/${label}-${kind})
    execute_process(COMMAND ${LINE_BUFFERED} ${program} --kind ${kind} --program ${PROGRAM} --data ${DATA}
        --scratch ${SCRATCH}/${label}-${kind}
      RESULT_VARIABLE status OUTPUT_VARIABLE text ERROR_VARIABLE text)
    string(APPEND all "${text}")
    if(result STREQUAL "0" AND NOT status STREQUAL "0")
      set(result "${status}")
    endif()
  endforeach()
  set(${out_status} "${result}" PARENT_SCOPE)
  set(${out_text} "${all}" PARENT_SCOPE)
endfunction()

set(status 0)
set(text "")
if(NOT MODE STREQUAL "bug")
  run_test(${EXERCISE} exercise status text)
  message("== exercise ${NAME} (exit status ${status})\n${text}")
endif()
if(MODE STREQUAL "starter")
  if(NOT status STREQUAL "1")
    message(FATAL_ERROR "the test of exercise ${NAME} should fail on the unmodified stage "
      "with exit status 1 (its checks failing), but it gave '${status}'")
  endif()
  message("RESULT: the unmodified stage fails the test of exercise ${NAME}, as it should")
  return()
endif()

set(failed "")
if(NOT status STREQUAL "0")
  set(failed "the test of exercise ${NAME}")
endif()
# Not started: the test failed where the interface is missing. The tests say
# "not implemented" when a function is missing; a scene key or keyword that
# the exercise adds is missing when the reader calls it unknown.
set(not_started FALSE)
if(NOT status STREQUAL "0" AND text MATCHES
    "not implemented|: unknown key '[a-z_]+' for |: unknown keyword '[a-z_]+'")
  set(not_started TRUE)
endif()
foreach(program ${CHAPTER_TESTS})
  get_filename_component(label ${program} NAME_WE)
  string(REGEX REPLACE "^ex_.*_(test_ch[0-9][0-9])$" "\\1" label ${label})
  run_test(${program} ${label} chapter_status chapter_text)
  message("== ${label} (exit status ${chapter_status})\n${chapter_text}")
  if(NOT chapter_status STREQUAL "0")
    list(APPEND failed ${label})
  endif()
endforeach()
if(failed)
  string(REPLACE ";" ", " failed "${failed}")
  # Only the exercise's own test may fail for a start not yet made: a chapter
  # test that fails means the change broke the stage, and that is failing.
  if(not_started AND failed STREQUAL "the test of exercise ${NAME}")
    message("RESULT: not started")
  else()
    message("RESULT: failing (${failed})")
  endif()
  message(FATAL_ERROR "exercise ${NAME}: failing: ${failed}")
endif()
message("RESULT: passing")
