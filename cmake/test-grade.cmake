# The test of tools/grade (CTest grade/tool): cmake -DSOURCE=... -DWORK=...
# -DEXERCISE=N.K -DSOLUTION=chNN-K.ch -P test-grade.cmake
#
# 1. An unknown exercise: exit status 2 and one line that says so.
# 2. A change file that does not apply (the solution with its first @x line
#    altered): exit status 2, and the line names FILE.ch:LINE.
# 3. A change file that applies but breaks the build (a line that is not
#    C): exit status 2 and one line that says the stage does not build and
#    names the compiler's error.
# 4. The reference solution graded as a teacher grades a submission: exit
#    status 0 and "pass".
# After each failure nothing half-built may be left in WORK (the temporary
# build folders *.tmp.*), so that the next run starts clean.
set(grade ${SOURCE}/tools/grade)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(ENV{GRADE_BUILD} ${WORK})

function(run out_status out_text)
  execute_process(COMMAND ${grade} ${ARGN} RESULT_VARIABLE status
    OUTPUT_VARIABLE text ERROR_VARIABLE text)
  message("tools/grade ${ARGN}: status ${status}\n${text}")
  set(${out_status} "${status}" PARENT_SCOPE)
  set(${out_text} "${text}" PARENT_SCOPE)
endfunction()

# One line of output, and no temporary build folder left behind.
function(one_line_and_clean text what)
  string(REGEX MATCHALL "\n" newlines "${text}")
  list(LENGTH newlines lines)
  if(NOT lines EQUAL 1)
    message(FATAL_ERROR "${what}: tools/grade should print one line, not ${lines}")
  endif()
  file(GLOB left ${WORK}/*.tmp.*)
  if(left)
    message(FATAL_ERROR "${what}: a failed run left ${left} behind")
  endif()
endfunction()

run(status text 99.1)
if(NOT status EQUAL 2 OR NOT text MATCHES "no exercise 99.1")
  message(FATAL_ERROR "an unknown exercise should give one line and status 2")
endif()
one_line_and_clean("${text}" "an unknown exercise")

file(STRINGS ${SOLUTION} rows)
set(bad "")
set(changed FALSE)
set(number 0)
set(bad_line 0)
foreach(row IN LISTS rows)
  math(EXPR number "${number} + 1")
  if(previous STREQUAL "@x" AND NOT changed)
    set(row "${row} /* not in the web */")
    set(changed TRUE)
    set(bad_line ${number})
  endif()
  string(APPEND bad "${row}\n")
  set(previous "${row}")
endforeach()
file(WRITE ${WORK}/bad.ch "${bad}")
run(status text ${EXERCISE} --changes ${WORK}/bad.ch)
if(NOT status EQUAL 2 OR NOT text MATCHES "bad\\.ch:${bad_line}: ")
  message(FATAL_ERROR "a change file that does not apply should give status 2 and name "
    "bad.ch:${bad_line}")
endif()
one_line_and_clean("${text}" "a change file that does not apply")

# A change file that applies to chapter 1 (so to every stage) but is not C.
file(WRITE ${WORK}/broken.ch "@x
ph_error_handler *ph_set_error_handler(ph_error_handler *handler)
{
@y
ph_error_handler *ph_set_error_handler(ph_error_handler *handler)
{
  int broken = ;
@z
")
run(status text ${EXERCISE} --changes ${WORK}/broken.ch)
if(NOT status EQUAL 2 OR NOT text MATCHES "does not build: .*error")
  message(FATAL_ERROR "a change file that breaks the build should give status 2 and the "
    "compiler's error")
endif()
one_line_and_clean("${text}" "a build that fails")

run(status text ${EXERCISE} --changes ${SOLUTION})
if(NOT status EQUAL 0 OR NOT text MATCHES "pass")
  message(FATAL_ERROR "the reference solution of ${EXERCISE} should pass")
endif()
