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
#    status 0 and "pass", the full output kept as N.K.out.
# After each failure nothing half-built may be left in WORK (the temporary
# build folders *.tmp.*), so that the next run starts clean.
#
# Then, if SOURCE is a git work tree, on a fresh repository made in WORK from
# SOURCE's files (tracked and untracked, so that the tools/grade under test is
# the working tree's), committed once:
# 5. tools/grade TABLE_CHAPTER (-DTABLE_CHAPTER=N): every exercise of that
#    chapter "not started", and each run's output kept under table/.
# 6. tools/grade N.K on the untouched tree: status 1, "not started", and the
#    test's note that says what is not implemented, not just a failed check.
# 7. With a chapter web of the working tree broken (not committed), the
#    reference solution graded with --changes --weave still passes, since
#    --changes uses the committed webs; tools/grade says the working tree has
#    changes that are not used; the woven sections do not include the book's
#    last section, which the solution does not touch.
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
  # The line that says --changes leaves uncommitted changes out (a developer
  # running the tests with some) is not the line of the problem.
  string(REGEX REPLACE "grade: the working tree has changes that are not committed[^\n]*\n" ""
    text "${text}")
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

find_program(GIT git)
execute_process(COMMAND ${GIT} -C ${SOURCE} rev-parse --is-inside-work-tree
  RESULT_VARIABLE in_git OUTPUT_QUIET ERROR_QUIET)
if(NOT GIT OR NOT in_git EQUAL 0)
  message("${SOURCE} is not a git work tree: the tests of a fresh clone are left out")
  run(status text ${EXERCISE} --changes ${SOLUTION})
  if(NOT status EQUAL 0 OR NOT text MATCHES "pass")
    message(FATAL_ERROR "the reference solution of ${EXERCISE} should pass")
  endif()
  if(NOT EXISTS ${WORK}/${EXERCISE}.out)
    message(FATAL_ERROR "the output of the tests should be kept as ${WORK}/${EXERCISE}.out")
  endif()
  return()
endif()

# A fresh repository holding SOURCE's files as they are now.
set(clone ${WORK}/clone)
execute_process(COMMAND ${GIT} -C ${SOURCE} ls-files --cached --others --exclude-standard
  OUTPUT_VARIABLE listing RESULT_VARIABLE listed)
if(NOT listed EQUAL 0)
  message(FATAL_ERROR "git ls-files failed in ${SOURCE}")
endif()
string(REPLACE "\n" ";" files "${listing}")
file(MAKE_DIRECTORY ${clone})
foreach(f ${files})
  if(f AND EXISTS ${SOURCE}/${f} AND NOT IS_DIRECTORY ${SOURCE}/${f})
    get_filename_component(d ${f} DIRECTORY)
    file(COPY ${SOURCE}/${f} DESTINATION ${clone}/${d} USE_SOURCE_PERMISSIONS)
  endif()
endforeach()
foreach(args "init;-q" "add;-A" "-c;user.name=grade test;-c;user.email=grade@test;commit;-q;-m;fresh")
  execute_process(COMMAND ${GIT} ${args} WORKING_DIRECTORY ${clone} RESULT_VARIABLE ok
    OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT ok EQUAL 0)
    message(FATAL_ERROR "git ${args} failed in ${clone}: ${err}")
  endif()
endforeach()
set(grade ${clone}/tools/grade)
set(ENV{GRADE_BUILD} ${WORK}/clone-grade)

if(TABLE_CHAPTER)
  run(status text ${TABLE_CHAPTER})
  string(REGEX MATCHALL "\n${TABLE_CHAPTER}[.][0-9]+ +[^\n]*" rows "\n${text}")
  list(LENGTH rows count)
  if(NOT status EQUAL 0 OR count EQUAL 0)
    message(FATAL_ERROR "tools/grade ${TABLE_CHAPTER} should print chapter ${TABLE_CHAPTER}'s exercises")
  endif()
  foreach(row ${rows})
    if(NOT row MATCHES "not started$")
      message(FATAL_ERROR "on a fresh clone every exercise is not started, but:${row}")
    endif()
    string(REGEX MATCH "${TABLE_CHAPTER}[.][0-9]+" e "${row}")
    if(NOT EXISTS $ENV{GRADE_BUILD}/table/${e}.out)
      message(FATAL_ERROR "the table should keep the output of ${e} as table/${e}.out")
    endif()
  endforeach()
endif()

run(status text ${EXERCISE})
if(NOT status EQUAL 1 OR NOT text MATCHES "not started" OR NOT text MATCHES "note: [^\n]*not implemented")
  message(FATAL_ERROR "an untouched exercise should be not started (status 1), with the "
    "test's note that says what is not implemented")
endif()

file(APPEND ${clone}/chapters/${FIRST_CHAPTER}.w "\n@ @c\nint broken = ;\n")
run(status text ${EXERCISE} --changes ${SOLUTION} --weave)
if(NOT status EQUAL 0 OR NOT text MATCHES "pass")
  message(FATAL_ERROR "the reference solution of ${EXERCISE} should pass with --changes, "
    "which applies it to the committed webs, whatever the working tree holds")
endif()
if(NOT text MATCHES "not committed")
  message(FATAL_ERROR "tools/grade --changes should say that the working tree's changes are not used")
endif()
if(NOT EXISTS $ENV{GRADE_BUILD}/${EXERCISE}.out)
  message(FATAL_ERROR "the output of the tests should be kept as ${EXERCISE}.out")
endif()
get_filename_component(solution_name ${SOLUTION} NAME_WE)
file(GLOB woven $ENV{GRADE_BUILD}/*-${solution_name}.tex)
if(NOT woven)
  message(FATAL_ERROR "--weave should leave the woven TeX beside the PDF")
endif()
file(STRINGS ${woven} changed REGEX "^\\\\ch ")
# The last two sections of the woven stage: the empty one tools/grade puts
# last, and the book's own last section; neither may be marked changed.
file(STRINGS ${woven} sections REGEX "^\\\\[MN]{")
list(LENGTH sections count)
foreach(k 1 2)
  math(EXPR at "${count} - ${k}")
  list(GET sections ${at} section)
  string(REGEX MATCH "([0-9]+)(\\\\\\*)?}[^}]*$" section "${section}")
  set(number ${CMAKE_MATCH_1})
  message("changed: ${changed}; section ${number} from the end: ${section}")
  if(NOT changed OR changed MATCHES "[ ,]${number}\\\\\\*")
    message(FATAL_ERROR "--weave marks section ${number}, which the change file does not "
      "touch, as changed: ${changed}")
  endif()
endforeach()
file(GLOB left ${WORK}/clone-grade/*.tmp.* ${WORK}/clone-grade/*.src.*)
if(left)
  message(FATAL_ERROR "tools/grade left ${left} behind")
endif()
