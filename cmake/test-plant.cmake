# tools/grade bug N.K --plant DIR, tested (grade/plant): for every debugging
# exercise, the planted tree must be the bug and nothing else. Run as
#   cmake -DSOURCE=... -DWORK=... -DCTANGLE=... -DLISTS=DIR -P test-plant.cmake
# where DIR/bug-N.K.txt holds the webs of stage N in the order its master web
# joins them (CMakeLists.txt's stage_webs, written at configure time).
# For each bug:
#   1. --plant makes the tree (status 0);
#   2. its tests/bugs holds this bug's change file and its fix, and neither
#      has an @x line (no trace of the book's own lines);
#   3. stage N tangled from the planted tree's webs gives the same C, line
#      for line (#line directives aside), as stage N tangled from the book's
#      webs with the bug's change file: the merge is ctangle's;
#   4. its webs differ from the book's (the bug is really in them).
# Once: --plant into a folder that exists fails (status 2) and leaves it as
# it was.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(GLOB lists ${LISTS}/bug-*.txt)
if(NOT lists)
  message(FATAL_ERROR "no debugging exercises listed in ${LISTS}")
endif()

# Join the webs (absolute paths of the book's tree, with ROOT put in place
# of SOURCE) into MASTER, as cmake/tangle.cmake does, and tangle it with
# CHANGES (or none); the names of the C files it writes go in OUT.
function(tangle_joined root webs master changes out)
  get_filename_component(dir ${master} DIRECTORY)
  file(MAKE_DIRECTORY ${dir})
  set(text "")
  foreach(web ${webs})
    string(REPLACE "${SOURCE}" "${root}" web "${web}")
    file(READ ${web} content)
    if(NOT content MATCHES "\n$")
      string(APPEND content "\n")
    endif()
    string(APPEND text "${content}")
  endforeach()
  file(WRITE ${master} "${text}")
  get_filename_component(name ${master} NAME)
  execute_process(COMMAND ${CTANGLE} ${name} ${changes} WORKING_DIRECTORY ${dir}
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "ctangle ${name} ${changes} failed (${status}):\n${output}")
  endif()
  # The C files without their #line directives, as FILE.nl. ctangle 4.7 can
  # garble a directive's file name, even with a line break inside it (see
  # cmake/tangle.cmake), so a directive runs from its first quote to the first
  # quote that ends a line, as there.
  file(GLOB made ${dir}/*.c ${dir}/*.h)
  set(names "")
  foreach(f ${made})
    get_filename_component(n ${f} NAME)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C
        perl -0777 -pe "s{^#line [0-9]+ \".*?\"\\n}{}gms" ${f}
      OUTPUT_FILE ${f}.nl RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "perl could not read ${f}")
    endif()
    list(APPEND names ${n})
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# Whether the C files NAMES of the folders A and B agree, #line lines aside.
function(same_c a b names out)
  set(same TRUE)
  foreach(n ${names})
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${a}/${n}.nl ${b}/${n}.nl
      RESULT_VARIABLE differ)
    if(differ)
      set(same FALSE)
    endif()
  endforeach()
  set(${out} ${same} PARENT_SCOPE)
endfunction()

foreach(list ${lists})
  get_filename_component(bug ${list} NAME)
  string(REGEX REPLACE "^bug-(.*)\\.txt$" "\\1" bug ${bug})
  string(REGEX REPLACE "\\..*$" "" n ${bug})
  string(REGEX REPLACE "^.*\\." "" k ${bug})
  if(n LESS 10)
    set(nn "0${n}")
  else()
    set(nn "${n}")
  endif()
  file(STRINGS ${list} webs)
  set(tree ${WORK}/tree-${bug})
  execute_process(COMMAND ${SOURCE}/tools/grade bug ${bug} --plant ${tree}
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "bug ${bug}: --plant failed (${status}): ${output}")
  endif()
  file(GLOB left RELATIVE ${tree}/tests/bugs ${tree}/tests/bugs/*.ch)
  list(SORT left)
  if(NOT left STREQUAL "ch${nn}-${k}.ch;ch${nn}-${k}.fix.ch")
    message(FATAL_ERROR "bug ${bug}: the planted tree's tests/bugs holds ${left}")
  endif()
  foreach(f ${left})
    file(STRINGS ${tree}/tests/bugs/${f} at REGEX "^@x")
    if(at)
      message(FATAL_ERROR "bug ${bug}: the planted tree's ${f} keeps @x lines")
    endif()
  endforeach()
  tangle_joined(${SOURCE} "${webs}" ${WORK}/book-${bug}/stage.w
    ${SOURCE}/tests/bugs/ch${nn}-${k}.ch names_book)
  tangle_joined(${tree} "${webs}" ${WORK}/planted-${bug}/stage.w "" names_planted)
  same_c(${WORK}/book-${bug} ${WORK}/planted-${bug} "${names_book}" same)
  if(NOT names_book STREQUAL names_planted OR NOT same)
    message(FATAL_ERROR "bug ${bug}: the planted tree does not tangle as the book's webs "
      "with tests/bugs/ch${nn}-${k}.ch (compare ${WORK}/book-${bug} and ${WORK}/planted-${bug})")
  endif()
  tangle_joined(${SOURCE} "${webs}" ${WORK}/plain-${bug}/stage.w "" names_plain)
  same_c(${WORK}/plain-${bug} ${WORK}/planted-${bug} "${names_plain}" same)
  if(same)
    message(FATAL_ERROR "bug ${bug}: the planted tree tangles as the book does: no bug in it")
  endif()
  message(STATUS "bug ${bug}: planted, and the tree is the book with the bug")
  set(last_tree ${tree})
  set(last_bug ${bug})
endforeach()

file(MD5 ${last_tree}/tests/bugs/ch${nn}-${k}.ch before)
execute_process(COMMAND ${SOURCE}/tools/grade bug ${last_bug} --plant ${last_tree}
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
file(MD5 ${last_tree}/tests/bugs/ch${nn}-${k}.ch after)
if(NOT status EQUAL 2 OR NOT before STREQUAL after OR NOT output MATCHES "exists")
  message(FATAL_ERROR "--plant into a folder that exists: status ${status}, '${output}'")
endif()
message(STATUS "--plant refuses a folder that exists, and leaves it as it was")
