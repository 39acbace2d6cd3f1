# Tangle one stage: cmake -DCTANGLE=... -DDIR=... -DMASTER=stageNN.w
#   -DWEBS=a.w|b.w|... -DOUTPUTS=physics.c|... [-DCHANGES=file.ch] -P tangle.cmake
#
# With CHANGES, ctangle applies that CWEB change file to the joined master
# (change files match by line content, so one written against a chapter's web
# applies here too); the exercises and tools/grade use it. Its lines keep
# their own #line directives, which name the change file.
#
# Why not a master web of @i lines: ctangle 4.7 (TeX Live 2022) stores the file
# name of each #line directive in its table of names with a two-byte code, and
# a file whose name enters that table late (after a few thousand identifiers)
# comes out under some other name ("#line 14 \"ph_world_create\""). So the
# stage's webs are joined into one master file, ctangle reads that, and every
# "#line N" of the master is then mapped back to the web and line it came
# from, so that compiler errors and gdb point into the real .w files.
string(REPLACE "|" ";" WEBS "${WEBS}")
string(REPLACE "|" ";" OUTPUTS "${OUTPUTS}")
set(text "")
set(starts "")
set(line 1)
foreach(web ${WEBS})
  file(READ ${web} content)
  if(NOT content MATCHES "\n$")
    string(APPEND content "\n")
  endif()
  string(REGEX MATCHALL "\n" newlines "${content}")
  list(LENGTH newlines count)
  list(APPEND starts ${line})
  math(EXPR line "${line} + ${count}")
  string(APPEND text "${content}")
endforeach()
file(WRITE ${DIR}/${MASTER}.new "${text}")
configure_file(${DIR}/${MASTER}.new ${DIR}/${MASTER} COPYONLY)

# Where master line N came from.
function(locate N out_file out_line)
  set(k 0)
  set(found 0)
  foreach(start ${starts})
    if(N GREATER_EQUAL start)
      set(found ${k})
      set(from ${start})
    endif()
    math(EXPR k "${k} + 1")
  endforeach()
  list(GET WEBS ${found} web)
  math(EXPR local "${N} - ${from} + 1")
  set(${out_file} ${web} PARENT_SCOPE)
  set(${out_line} ${local} PARENT_SCOPE)
endfunction()

set(change_file "")
if(CHANGES)
  get_filename_component(change_file "${CHANGES}" ABSOLUTE)
  if(NOT EXISTS "${change_file}")
    message(FATAL_ERROR "no change file ${CHANGES}")
  endif()
endif()
execute_process(COMMAND ${CTANGLE} ${MASTER} ${change_file} WORKING_DIRECTORY ${DIR}
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
  # "l. N of change file" names a line of the change file: say which file.
  # Every other "l. N" is a line of the master, translated into the web's
  # own file and line.
  if(output MATCHES "! ([^\n]*[^ \n]) *\\(l\\. ([0-9]+) of change file\\)\n([^\n]*)")
    # One line, FILE:LINE: what: the line, for tools/grade to pass on.
    set(what "${CMAKE_MATCH_1}")
    set(where "${CMAKE_MATCH_2}")
    string(REGEX REPLACE " *\\(Pardon me.*" "" text "${CMAKE_MATCH_3}")
    string(REGEX REPLACE "\\.$" "" what "${what}")
    message("${change_file}:${where}: ${what}: ${text}")
  endif()
  string(REGEX REPLACE "\\(l\\. ([0-9]+) of change file\\)" "(${change_file}:\\1)"
    output "${output}")
  string(REGEX MATCHALL "l\\. [0-9]+" refs "${output}")
  list(REMOVE_DUPLICATES refs)
  foreach(ref ${refs})
    string(REGEX REPLACE "l\\. " "" N "${ref}")
    locate(${N} web local)
    string(REPLACE "${ref}" "${web}:${local}" output "${output}")
  endforeach()
  message(FATAL_ERROR "ctangle failed (status ${status}; 5 is a warning, which counts):\n${output}")
endif()

# ctangle 4.7 has the same trouble with the change file's name, which enters
# its table of names late: its #line directives come out naming a garbled
# string that holds a NUL byte, which CMake cannot even read. Every #line
# that does not name the master names the change file, so perl, which reads
# such bytes, writes the change file's name into them first. The garbled
# string is whatever lies in ctangle's memory: it may hold a quote (one read
# "\0\"Find where to draw body |b| in |p|") and even a line break (one read
# "...\nBody types"), so what is replaced runs from the directive's first
# quote to the first quote that ends a line. (perl is part of every Debian
# and Ubuntu system: package perl-base is essential.)
if(change_file)
  foreach(name ${OUTPUTS})
    execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C
        "MASTER_NAME=${MASTER}" "CHANGE_NAME=${change_file}"
        perl -0777 -pi -e
        "s{^#line ([0-9]+) \"(?!\\Q\$ENV{MASTER_NAME}\\E\"\\n).*?\"\\n}{#line \$1 \"\$ENV{CHANGE_NAME}\"\\n}gms"
        ${DIR}/${name}
      RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "perl could not fix the #line directives of ${DIR}/${name}")
    endif()
  endforeach()
endif()

foreach(name ${OUTPUTS})
  file(READ ${DIR}/${name} code)
  string(REGEX MATCHALL "#line [0-9]+ \"${MASTER}\"" directives "${code}")
  list(REMOVE_DUPLICATES directives)
  foreach(d ${directives})
    string(REGEX REPLACE "#line ([0-9]+) .*" "\\1" N "${d}")
    locate(${N} web local)
    string(REPLACE "${d}\n" "#line ${local} \"${web}\"\n" code "${code}")
  endforeach()
  file(WRITE ${DIR}/${name} "${code}")
endforeach()
