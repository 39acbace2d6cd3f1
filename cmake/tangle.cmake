# Tangle one stage: cmake -DCTANGLE=... -DDIR=... -DMASTER=stageNN.w
#   -DWEBS=a.w|b.w|... -DOUTPUTS=physics.c|... -P tangle.cmake
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

execute_process(COMMAND ${CTANGLE} ${MASTER} WORKING_DIRECTORY ${DIR}
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
  # Translate "l. N" in ctangle's messages into the web's own file and line.
  string(REGEX MATCHALL "l\\. [0-9]+" refs "${output}")
  list(REMOVE_DUPLICATES refs)
  foreach(ref ${refs})
    string(REGEX REPLACE "l\\. " "" N "${ref}")
    locate(${N} web local)
    string(REPLACE "${ref}" "${web}:${local}" output "${output}")
  endforeach()
  message(FATAL_ERROR "ctangle failed (status ${status}; 5 is a warning, which counts):\n${output}")
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
