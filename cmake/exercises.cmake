# The exercises. Exercise K of chapter NN has a test, the web
# tests/exercises/chNN-K.w, which tangles alone into exercise_chNN_K.c, and a
# reference solution, the CWEB change file tests/exercises/chNN-K.ch, which
# applies to the master web of stage NN. For each exercise whose chapter is
# built this file
#
#   (a) builds the test against the normal stage NN (build/stageNN) and
#       registers exercise/chNN.K/starter, which passes only if the test
#       FAILS there with exit status 1, its checks failing (a crash, or a test
#       that cannot run, does not count);
#   (b) tangles stage NN with the change file into build/exercises/chNN-K/,
#       builds that stage's engine, demo, the tests of chapter NN and the
#       exercise test, and registers exercise/chNN.K/solution, which runs the
#       exercise test and chapter NN's tests against that build. (A reference
#       solution changes chapter NN's web; the tests of the earlier chapters,
#       which every stage already runs, would repeat some forty times what
#       the stages check once, and the suite must stay within its fifteen
#       minutes. tools/grade runs every chapter test of the stage on a
#       student's solution.)
#
# Both are labelled exercise;chNN. tools/grade reuses the same functions by
# configuring a build folder of its own with -DGRADE=NN.K (one exercise, the
# working tree or -DCHANGES=file.ch), -DGRADE=all (the progress table: every
# exercise against the working tree's stages) or -DGRADE=N (the table of
# chapter N's exercises alone).

file(GLOB EXERCISE_WEB_FILES RELATIVE ${CMAKE_SOURCE_DIR}/tests/exercises
  ${CMAKE_SOURCE_DIR}/tests/exercises/ch[0-9][0-9]-*.w)
list(SORT EXERCISE_WEB_FILES)
set(EXERCISE_DIR ${CMAKE_BINARY_DIR}/exercises)
set(EXERCISE_RUNNER ${CMAKE_SOURCE_DIR}/cmake/run-exercise.cmake)

# The stages that this build makes: NN of each chapter.
set(BUILT_STAGES "")
foreach(chapter ${CHAPTERS})
  string(SUBSTRING ${chapter} 0 2 CC)
  list(APPEND BUILT_STAGES ${CC})
endforeach()

# Tangle the exercise test chNN-K.w alone into DIR/exercise_chNN_K.c.
function(exercise_tangle_test name dir)
  string(REPLACE "-" "_" cname ${name})
  set(web ${CMAKE_SOURCE_DIR}/tests/exercises/${name}.w)
  file(MAKE_DIRECTORY ${dir})
  add_custom_command(
    OUTPUT ${dir}/exercise_${cname}.c
    COMMAND ${CMAKE_COMMAND} -DCTANGLE=${CTANGLE} -DDIR=${dir} -DMASTER=exercise_${cname}.w
      -DWEBS=${web} -DOUTPUTS=exercise_${cname}.c -P ${CMAKE_SOURCE_DIR}/cmake/tangle.cmake
    COMMAND ${CMAKE_COMMAND} -E touch_nocreate ${dir}/exercise_${cname}.c
    DEPENDS ${web} ${CMAKE_SOURCE_DIR}/cmake/tangle.cmake
    WORKING_DIRECTORY ${dir}
    COMMENT "Tangling the test of exercise ${name}"
    VERBATIM)
  # The starter's and the solution's programs both compile the tangled test:
  # one target tangles it and both wait (see tangle${NN} in CMakeLists.txt).
  string(MAKE_C_IDENTIFIER "tangle_${dir}" tangle_target)
  add_custom_target(${tangle_target} DEPENDS ${dir}/exercise_${cname}.c)
endfunction()

# Build stage NN from its master web with the change file CHANGES (empty: the
# webs as they are) in DIR, under target names ending in TAG: the libraries,
# the demo ex_TAG_demo and the chapter tests ex_TAG_test_chCC. The compile
# options are those of the normal stages (STRICT_FLAGS, PH_STAGE, DEMO_FONT).
# Options after DIR: NO_DEMO leaves the demo out, and TESTS CC... builds the
# tests of those chapters only (the debugging exercises' checks, below, need
# no more than the test program of their own chapter).
function(exercise_build_stage NN tag changes dir)
  cmake_parse_arguments(PARSE_ARGV 4 opt "NO_DEMO" "" "TESTS")
  set(tests ${STAGE_TESTS_${NN}})
  if(opt_TESTS)
    set(tests ${opt_TESTS})
  endif()
  # Exactly the webs of the normal stage NN, in the order CMakeLists.txt
  # joins them (stage_webs), so that a change file meets the same master.
  stage_webs(${NN} webs)
  set(outputs physics.h physics.c scene.h scene.c testing.h testing.c)
  if(NOT opt_NO_DEMO)
    list(APPEND outputs demo.c)
  endif()
  foreach(CC ${tests})
    list(APPEND outputs test_ch${CC}.c)
  endforeach()
  list(TRANSFORM outputs PREPEND ${dir}/ OUTPUT_VARIABLE tangled)
  string(REPLACE ";" "|" webs_arg "${webs}")
  string(REPLACE ";" "|" outputs_arg "${outputs}")
  set(depends ${webs} ${CMAKE_SOURCE_DIR}/cmake/tangle.cmake)
  if(changes)
    list(APPEND depends ${changes})
  endif()
  file(MAKE_DIRECTORY ${dir})
  add_custom_command(
    OUTPUT ${tangled}
    COMMAND ${CMAKE_COMMAND} -DCTANGLE=${CTANGLE} -DDIR=${dir} -DMASTER=stage${NN}.w
      -DWEBS=${webs_arg} -DOUTPUTS=${outputs_arg} -DCHANGES=${changes}
      -P ${CMAKE_SOURCE_DIR}/cmake/tangle.cmake
    COMMAND ${CMAKE_COMMAND} -E touch_nocreate ${tangled}
    DEPENDS ${depends}
    WORKING_DIRECTORY ${dir}
    COMMENT "Tangling stage ${NN} for ${tag}"
    VERBATIM)
  # As for the normal stages: one target tangles, the programs wait for it.
  add_custom_target(ex_${tag}_tangle DEPENDS ${tangled})
  math(EXPR stage_number "1${NN} - 100")
  add_library(ex_${tag}_physics STATIC ${dir}/physics.c)
  add_library(ex_${tag}_scene STATIC ${dir}/scene.c)
  add_library(ex_${tag}_testing STATIC ${dir}/testing.c)
  target_link_libraries(ex_${tag}_scene PUBLIC ex_${tag}_physics)
  target_link_libraries(ex_${tag}_testing PUBLIC ex_${tag}_scene)
  target_link_libraries(ex_${tag}_physics PUBLIC ${MATH_LIBRARY})
  foreach(target ex_${tag}_physics ex_${tag}_scene ex_${tag}_testing)
    add_dependencies(${target} ex_${tag}_tangle)
    target_include_directories(${target} PUBLIC ${dir})
    target_compile_options(${target} PRIVATE ${STRICT_FLAGS})
    target_compile_definitions(${target} PUBLIC PH_STAGE=${stage_number})
  endforeach()
  if(NOT opt_NO_DEMO)
    add_executable(ex_${tag}_demo ${dir}/demo.c)
    add_dependencies(ex_${tag}_demo ex_${tag}_tangle)
    target_link_libraries(ex_${tag}_demo PRIVATE ex_${tag}_scene PkgConfig::SDL2)
    target_compile_options(ex_${tag}_demo PRIVATE ${STRICT_FLAGS})
    target_compile_definitions(ex_${tag}_demo PRIVATE "DEMO_FONT=\"${DEMO_FONT}\"")
    set_target_properties(ex_${tag}_demo PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${dir})
  endif()
  foreach(CC ${tests})
    add_executable(ex_${tag}_test_ch${CC} ${dir}/test_ch${CC}.c)
    add_dependencies(ex_${tag}_test_ch${CC} ex_${tag}_tangle)
    target_link_libraries(ex_${tag}_test_ch${CC} PRIVATE ex_${tag}_testing)
    target_compile_options(ex_${tag}_test_ch${CC} PRIVATE ${STRICT_FLAGS})
    set_target_properties(ex_${tag}_test_ch${CC} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${dir})
  endforeach()
endfunction()

# The exercise test program TARGET, compiled from SOURCE against TESTING (a
# stage's test support library, which brings the engine with it).
function(exercise_test_program target source testing dir)
  add_executable(${target} ${source})
  get_filename_component(test_dir ${source} DIRECTORY)
  string(MAKE_C_IDENTIFIER "tangle_${test_dir}" tangle_target)
  add_dependencies(${target} ${tangle_target})
  target_link_libraries(${target} PRIVATE ${testing})
  target_compile_options(${target} PRIVATE ${STRICT_FLAGS})
  set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${dir})
endfunction()

# A script that runs one check of an exercise (MODE starter: the exercise test
# must fail with status 1; MODE solution: the exercise test and the chapter
# tests must pass), written with the real paths of the programs. CTest and
# tools/grade both run it with cmake -P.
function(exercise_run_script script mode name exercise_target demo_target chapter_targets scratch)
  set(tests "")
  foreach(t ${chapter_targets})
    list(APPEND tests "$<TARGET_FILE:${t}>")
  endforeach()
  string(REPLACE ";" "|" tests "${tests}")
  file(MAKE_DIRECTORY ${scratch})
  file(GENERATE OUTPUT ${script} CONTENT
"set(MODE ${mode})
set(NAME ${name})
set(EXERCISE \"$<TARGET_FILE:${exercise_target}>\")
set(PROGRAM \"$<TARGET_FILE:${demo_target}>\")
set(CHAPTER_TESTS \"${tests}\")
set(DATA \"${CMAKE_SOURCE_DIR}/tests\")
set(SCRATCH \"${scratch}\")
include(\"${EXERCISE_RUNNER}\")
")
endfunction()

# The exercises this build knows: NAME (chNN-K) with NN and K.
set(EXERCISES "")
foreach(f ${EXERCISE_WEB_FILES})
  string(REGEX MATCH "^ch([0-9][0-9])-([0-9]+)\\.w$" m ${f})
  if(NOT m)
    continue()
  endif()
  set(NN ${CMAKE_MATCH_1})
  set(K ${CMAKE_MATCH_2})
  if(NOT NN IN_LIST BUILT_STAGES)
    continue()
  endif()
  list(APPEND EXERCISES "ch${NN}-${K}")
endforeach()

# The debugging exercises: tests/bugs/chNN-K.ch plants bug K of chapter NN
# in stage NN, and tests/bugs/chNN-K.fix.ch is the same change with the bug
# corrected. The symptom, at the top of the change file, names the tests of
# chapter NN that the bug makes fail, as "(test NAME)".
file(GLOB BUG_FILES RELATIVE ${CMAKE_SOURCE_DIR}/tests/bugs
  ${CMAKE_SOURCE_DIR}/tests/bugs/ch[0-9][0-9]-*.ch)
list(FILTER BUG_FILES EXCLUDE REGEX "\\.fix\\.ch$")
list(SORT BUG_FILES)
set(BUGS "")
foreach(f ${BUG_FILES})
  if(f MATCHES "^ch([0-9][0-9])-([0-9]+)\\.ch$" AND CMAKE_MATCH_1 IN_LIST BUILT_STAGES)
    list(APPEND BUGS "ch${CMAKE_MATCH_1}-${CMAKE_MATCH_2}")
  endif()
endforeach()

# The script that runs stage NN's chapter tests for tools/grade bug N.K,
# written with the real paths of the programs.
function(bug_grade_script script name demo_target chapter_targets scratch)
  set(tests "")
  foreach(t ${chapter_targets})
    list(APPEND tests "$<TARGET_FILE:${t}>")
  endforeach()
  string(REPLACE ";" "|" tests "${tests}")
  file(MAKE_DIRECTORY ${scratch})
  file(GENERATE OUTPUT ${script} CONTENT
"set(MODE bug)
set(NAME ${name})
set(EXERCISE \"\")
set(PROGRAM \"$<TARGET_FILE:${demo_target}>\")
set(CHAPTER_TESTS \"${tests}\")
set(DATA \"${CMAKE_SOURCE_DIR}/tests\")
set(SCRATCH \"${scratch}\")
include(\"${EXERCISE_RUNNER}\")
")
endfunction()

if(GRADE)
  # tools/grade: one build folder of its own. GRADE=all builds every
  # exercise test against the stages of the working tree; GRADE=NN.K builds
  # stage NN again, with CHANGES if given, and that exercise's test;
  # GRADE=bugN.K builds stage N with CHANGES (the bug's change file, or a
  # student's fix of it) and every chapter test of the stage.
  add_custom_target(grade)
  if(GRADE MATCHES "^bug([0-9]+)\\.([0-9]+)$")
    math(EXPR n "${CMAKE_MATCH_1}")
    set(K ${CMAKE_MATCH_2})
    if(n LESS 10)
      set(NN "0${n}")
    else()
      set(NN "${n}")
    endif()
    set(name ch${NN}-${K})
    if(NOT name IN_LIST BUGS)
      message(FATAL_ERROR "no debugging exercise ${n}.${K} in this build")
    endif()
    if(NOT CHANGES)
      message(FATAL_ERROR "GRADE=${GRADE} needs CHANGES, the change file to apply")
    endif()
    get_filename_component(changes "${CHANGES}" ABSOLUTE)
    string(REPLACE "-" "_" cname ${name})
    set(dir ${CMAKE_BINARY_DIR}/bugs/${name})
    exercise_build_stage(${NN} bug_${cname}_grade "${changes}" ${dir}/grade)
    set(chapter_targets "")
    foreach(CC ${STAGE_TESTS_${NN}})
      list(APPEND chapter_targets ex_bug_${cname}_grade_test_ch${CC})
    endforeach()
    bug_grade_script(${dir}/grade.cmake ${name} ex_bug_${cname}_grade_demo
      "${chapter_targets}" ${dir}/grade/scratch)
    add_dependencies(grade ex_bug_${cname}_grade_demo ${chapter_targets})
  elseif(GRADE STREQUAL "all" OR GRADE MATCHES "^[0-9]+$")
    foreach(name ${EXERCISES})
      string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\1" NN ${name})
      if(NOT GRADE STREQUAL "all" AND NOT NN EQUAL GRADE)
        continue()
      endif()
      string(REPLACE "-" "_" cname ${name})
      set(dir ${EXERCISE_DIR}/${name})
      exercise_tangle_test(${name} ${dir}/test)
      exercise_test_program(ex_${cname}_tree ${dir}/test/exercise_${cname}.c testing${NN} ${dir})
      # The table runs the exercise's test alone; grading one exercise runs
      # the chapter tests too.
      exercise_run_script(${dir}/tree.cmake solution ${name} ex_${cname}_tree ch${NN} ""
        ${dir}/scratch-tree)
      add_dependencies(grade ex_${cname}_tree ch${NN})
    endforeach()
  else()
    string(REGEX MATCH "^([0-9]+)\\.([0-9]+)$" m "${GRADE}")
    if(NOT m)
      message(FATAL_ERROR "GRADE must be NN.K or all, not ${GRADE}")
    endif()
    math(EXPR n "${CMAKE_MATCH_1}")
    set(K ${CMAKE_MATCH_2})
    if(n LESS 10)
      set(NN "0${n}")
    else()
      set(NN "${n}")
    endif()
    set(name ch${NN}-${K})
    if(NOT name IN_LIST EXERCISES)
      message(FATAL_ERROR "no exercise ${GRADE} in this build")
    endif()
    string(REPLACE "-" "_" cname ${name})
    set(dir ${EXERCISE_DIR}/${name})
    set(changes "")
    if(CHANGES)
      get_filename_component(changes "${CHANGES}" ABSOLUTE)
    endif()
    exercise_tangle_test(${name} ${dir}/test)
    exercise_build_stage(${NN} ${cname}_grade "${changes}" ${dir}/grade)
    exercise_test_program(ex_${cname}_grade_exercise ${dir}/test/exercise_${cname}.c
      ex_${cname}_grade_testing ${dir}/grade)
    set(chapter_targets "")
    foreach(CC ${STAGE_TESTS_${NN}})
      list(APPEND chapter_targets ex_${cname}_grade_test_ch${CC})
    endforeach()
    exercise_run_script(${dir}/grade.cmake solution ${name} ex_${cname}_grade_exercise
      ex_${cname}_grade_demo "${chapter_targets}" ${dir}/grade/scratch)
    add_dependencies(grade ex_${cname}_grade_exercise ex_${cname}_grade_demo ${chapter_targets})
  endif()
  return()
endif()

foreach(name ${EXERCISES})
  string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\1" NN ${name})
  string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\2" K ${name})
  string(REPLACE "-" "_" cname ${name})
  set(dir ${EXERCISE_DIR}/${name})
  set(solution ${CMAKE_SOURCE_DIR}/tests/exercises/${name}.ch)
  exercise_tangle_test(${name} ${dir}/test)

  # (a) The starter: the unmodified stage NN must fail the test.
  exercise_test_program(ex_${cname}_starter ${dir}/test/exercise_${cname}.c testing${NN} ${dir})
  exercise_run_script(${dir}/starter.cmake starter ${name} ex_${cname}_starter ch${NN} ""
    ${dir}/scratch-starter)
  add_test(NAME exercise/ch${NN}.${K}/starter COMMAND ${CMAKE_COMMAND} -P ${dir}/starter.cmake)
  set_tests_properties(exercise/ch${NN}.${K}/starter PROPERTIES LABELS "exercise;ch${NN}")

  # (b) The reference solution: stage NN with the change file passes the
  # exercise's test and the tests of chapter NN.
  if(NOT EXISTS ${solution})
    message(WARNING "exercise ${name} has no reference solution ${solution}")
    continue()
  endif()
  exercise_build_stage(${NN} ${cname}_solution ${solution} ${dir}/solution TESTS ${NN})
  exercise_test_program(ex_${cname}_solution_exercise ${dir}/test/exercise_${cname}.c
    ex_${cname}_solution_testing ${dir}/solution)
  set(chapter_targets ex_${cname}_solution_test_ch${NN})
  exercise_run_script(${dir}/solution.cmake solution ${name} ex_${cname}_solution_exercise
    ex_${cname}_solution_demo "${chapter_targets}" ${dir}/solution/scratch)
  add_test(NAME exercise/ch${NN}.${K}/solution COMMAND ${CMAKE_COMMAND} -P ${dir}/solution.cmake)
  set_tests_properties(exercise/ch${NN}.${K}/solution PROPERTIES LABELS "exercise;ch${NN}")
endforeach()

# The debugging exercises, checked. For bug K of chapter NN, stage NN is
# built twice, with the bug planted (chNN-K.ch) and with it fixed
# (chNN-K.fix.ch), each as its engine's three libraries and chapter NN's test
# program only, no demo: the tests run are those of the kinds (unit, scene)
# in which the symptom's tests are, and a test among them that runs a
# program is given the normal stage's demo, which only reads a scene file.
#   bug/chNN.K/planted runs the tests the symptom names, and passes when
#     every one of them FAILS (the chapter's tests have teeth, and the
#     symptom says what a student sees);
#   bug/chNN.K/fixed runs every test of those kinds, and passes when all pass.
# Both are labelled bug;chNN.
foreach(name ${BUGS})
  string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\1" NN ${name})
  string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\2" K ${name})
  string(REPLACE "-" "_" cname ${name})
  set(planted ${CMAKE_SOURCE_DIR}/tests/bugs/${name}.ch)
  set(fixed ${CMAKE_SOURCE_DIR}/tests/bugs/${name}.fix.ch)
  # The tests the symptom names, and their kinds (from the rows of the
  # chapter's table of test cases, {"name", "kind", ...}).
  file(READ ${planted} text)
  string(FIND "${text}" "\n@x" at)
  string(SUBSTRING "${text}" 0 ${at} symptom)
  string(REGEX MATCHALL "\\(test[ \n]+[a-z0-9_]+\\)" named "${symptom}")
  set(names "")
  set(kinds "")
  foreach(n ${named})
    string(REGEX REPLACE "^\\(test[ \n]+([a-z0-9_]+)\\)$" "\\1" n "${n}")
    file(STRINGS ${CMAKE_SOURCE_DIR}/tests/ch${NN}-tests.w row REGEX "^{\"${n}\", \"[a-z]+\"")
    if(NOT row)
      message(FATAL_ERROR "${planted}: the symptom names test ${n}, which chapter ${NN} does not have")
    endif()
    string(REGEX REPLACE "^{\"[a-z0-9_]+\", \"([a-z]+)\".*" "\\1" kind "${row}")
    if(kind STREQUAL "cli" OR kind STREQUAL "golden")
      message(FATAL_ERROR "${planted}: test ${n} is of kind ${kind}, which runs the demo: "
        "name tests of kind unit or scene")
    endif()
    list(APPEND names ${kind}/${n})
    list(APPEND kinds ${kind})
  endforeach()
  if(NOT names)
    message(FATAL_ERROR "${planted}: the symptom names no test, as (test NAME)")
  endif()
  list(REMOVE_DUPLICATES kinds)
  string(REPLACE ";" "|" names "${names}")
  string(REPLACE ";" "|" kinds "${kinds}")
  foreach(variant planted fixed)
    set(dir ${CMAKE_BINARY_DIR}/bugs/${name}/${variant})
    exercise_build_stage(${NN} bug_${cname}_${variant} ${${variant}} ${dir} NO_DEMO TESTS ${NN})
    file(MAKE_DIRECTORY ${dir}/scratch)
    add_test(NAME bug/ch${NN}.${K}/${variant}
      COMMAND ${CMAKE_COMMAND} -DMODE=${variant} -DNAME=${name}
        -DTEST=$<TARGET_FILE:ex_bug_${cname}_${variant}_test_ch${NN}>
        -DPROGRAM=$<TARGET_FILE:ch${NN}> "-DKINDS=${kinds}" "-DNAMES=${names}"
        -DDATA=${CMAKE_SOURCE_DIR}/tests -DSCRATCH=${dir}/scratch
        -P ${CMAKE_SOURCE_DIR}/cmake/run-bug.cmake)
    set_tests_properties(bug/ch${NN}.${K}/${variant} PROPERTIES LABELS "bug;ch${NN}")
  endforeach()
endforeach()

# tools/grade bug N.K --plant, tested (cmake/test-plant.cmake): each bug's
# planted tree tangles as the book's webs with the bug's change file. The
# webs of each bug's stage, in the order its master joins them, are written
# here for the test.
if(BUGS)
  set(plant_lists ${CMAKE_BINARY_DIR}/grade-plant-lists)
  file(REMOVE_RECURSE ${plant_lists})
  foreach(name ${BUGS})
    string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\1" NN ${name})
    string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\2" K ${name})
    math(EXPR n "1${NN} - 100")
    stage_webs(${NN} webs)
    string(REPLACE ";" "\n" webs "${webs}")
    file(WRITE ${plant_lists}/bug-${n}.${K}.txt "${webs}\n")
  endforeach()
  add_test(NAME grade/plant
    COMMAND ${CMAKE_COMMAND} -DSOURCE=${CMAKE_SOURCE_DIR} -DWORK=${CMAKE_BINARY_DIR}/grade-plant
      -DCTANGLE=${CTANGLE} -DLISTS=${plant_lists} -P ${CMAKE_SOURCE_DIR}/cmake/test-plant.cmake)
  set_tests_properties(grade/plant PROPERTIES LABELS "grade")
endif()

# tools/grade, tested: an unknown exercise, a change file that does not
# apply, and a reference solution graded as a teacher would grade it.
if(EXERCISES)
  list(GET EXERCISES 0 first)
  string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\1" NN ${first})
  string(REGEX REPLACE "^ch([0-9][0-9])-([0-9]+)$" "\\2" K ${first})
  math(EXPR n "1${NN} - 100")
  list(GET CHAPTERS 0 first_chapter)
  # The table of a fresh clone is tested on chapter 3, whose exercises add
  # scene keys and a keyword as well as functions, if it is built.
  set(table_chapter ${n})
  if("03" IN_LIST BUILT_STAGES)
    set(table_chapter 3)
  endif()
  add_test(NAME grade/tool
    COMMAND ${CMAKE_COMMAND} -DSOURCE=${CMAKE_SOURCE_DIR} -DWORK=${CMAKE_BINARY_DIR}/grade-test
      -DEXERCISE=${n}.${K} -DSOLUTION=${CMAKE_SOURCE_DIR}/tests/exercises/${first}.ch
      -DFIRST_CHAPTER=${first_chapter} -DTABLE_CHAPTER=${table_chapter}
      -P ${CMAKE_SOURCE_DIR}/cmake/test-grade.cmake)
  set_tests_properties(grade/tool PROPERTIES LABELS "grade")
endif()
