# The table of what each chapter buys (chapter 9), run as a script:
#   cmake -DBENCH=bench09 -DBIN=build/bin -DDIR=out -DTABLE=t.tex -DTEXT=s.tex -P ch09-across.cmake
# bench09 --scenes writes one scene file per row and scene and lists them as
# "NN path"; each is run by build/bin/chNN for 600 steps (10 s), headless, with
# its dump and its step times; bench09 --across reads them into the table. A
# run that fails (a stage whose stack explodes may stop with status 2) leaves
# no dump, and its cells say so.
file(REMOVE_RECURSE ${DIR})
file(MAKE_DIRECTORY ${DIR})
execute_process(COMMAND ${BENCH} --scenes ${DIR} OUTPUT_VARIABLE list RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bench09 --scenes failed (${rc})")
endif()
string(REPLACE "\n" ";" lines "${list}")
foreach(line IN LISTS lines)
  if(line STREQUAL "")
    continue()
  endif()
  string(SUBSTRING "${line}" 0 2 NN)
  string(SUBSTRING "${line}" 3 -1 file)
  string(REGEX REPLACE "\\.scene$" "" base "${file}")
  execute_process(COMMAND ${BIN}/ch${NN} --headless --scene ${file} --steps 600
      --dump ${base}.csv --time
    OUTPUT_FILE ${base}.time ERROR_FILE ${base}.err RESULT_VARIABLE rc)
endforeach()
execute_process(COMMAND ${BENCH} --across ${DIR} ${TABLE} ${TEXT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bench09 --across failed (${rc})")
endif()
