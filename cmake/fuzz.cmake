# The fuzz targets of the newest stage, built with clang's libFuzzer from its
# tangled sources (tests/reader.w), and their tests. fuzz_scene fuzzes the
# scene reader: stageNN/fuzz/seeds (labels reader;sanitize) replays the seed
# corpus tests/fuzz/seeds once on every run; stageNN/fuzz/scene (label fuzz)
# fuzzes for FUZZ_SECONDS over a scratch copy of the corpus. fuzz_args fuzzes
# the demo's command line and a scene together: stageNN/fuzz/args-seeds
# (labels reader;harness;sanitize) replays tests/fuzz/args-seeds on every
# run; stageNN/fuzz/args (label fuzz) fuzzes for FUZZ_SECONDS. Exclude the
# timed tests from ordinary runs with `ctest -LE fuzz`. Nothing here is built
# without clang.
#
# Run as a script (cmake -DFUZZER=... -DSEEDS=... -DCORPUS=... -DSECONDS=...
# [-DDICT=...] [-DCLOSE_FD_MASK=...] -P fuzz.cmake), this file is the runner
# of a fuzz test: it copies the seeds into a fresh corpus, so that the
# fuzzer's finds never land in the source tree, and fuzzes. DICT is the
# dictionary (the scene reader's by default); CLOSE_FD_MASK says which of the
# target's output streams are closed (2, the standard error, by default).
if(CMAKE_SCRIPT_MODE_FILE)
  if(NOT DICT)
    set(DICT ${SEEDS}/../scene.dict)
  endif()
  if(NOT CLOSE_FD_MASK)
    set(CLOSE_FD_MASK 2)
  endif()
  file(REMOVE_RECURSE ${CORPUS})
  file(MAKE_DIRECTORY ${CORPUS})
  file(GLOB seeds ${SEEDS}/*)
  file(COPY ${seeds} DESTINATION ${CORPUS})
  get_filename_component(artifacts ${CORPUS} DIRECTORY)
  execute_process(COMMAND ${FUZZER} -max_total_time=${SECONDS} -close_fd_mask=${CLOSE_FD_MASK}
      -rss_limit_mb=2048 -timeout=20 -artifact_prefix=${artifacts}/ -print_final_stats=1
      -dict=${DICT}
      ${CORPUS}
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the fuzzer found a failing input (status ${status}); "
      "it is in ${artifacts} as crash-*, timeout-*, leak-* or oom-*")
  endif()
  return()
endif()

find_program(FUZZ_CLANG NAMES clang clang-14)
if(NOT FUZZ_CLANG)
  message(STATUS "clang not found: no fuzz target")
  return()
endif()
set(FUZZ_SECONDS 60 CACHE STRING "How long the fuzz test fuzzes, in seconds")

list(GET CHAPTERS -1 fuzz_chapter)
string(SUBSTRING ${fuzz_chapter} 0 2 fuzz_nn)
math(EXPR fuzz_stage "1${fuzz_nn} - 100")
set(fuzz_dir ${CMAKE_BINARY_DIR}/stage${fuzz_nn})
set(FUZZER ${fuzz_dir}/fuzz_scene)
# ctangle writes fuzz_scene.c in the same run as scene.c, so scene.c stands
# for it as the dependency.
add_custom_command(
  OUTPUT ${FUZZER}
  COMMAND ${FUZZ_CLANG} -std=c17 -O1 -g -fno-omit-frame-pointer -ffp-contract=off
    -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -DPH_STAGE=${fuzz_stage}
    -fsanitize=fuzzer,address,undefined,float-cast-overflow -fno-sanitize-recover=all
    -I${fuzz_dir} ${fuzz_dir}/fuzz_scene.c ${fuzz_dir}/scene.c ${fuzz_dir}/physics.c
    -lm -o ${FUZZER}
  DEPENDS ${fuzz_dir}/scene.c ${fuzz_dir}/physics.c ${fuzz_dir}/scene.h ${fuzz_dir}/physics.h
  COMMENT "Building the fuzz target of the scene reader with clang"
  VERBATIM)
add_custom_target(fuzz_scene ALL DEPENDS ${FUZZER})
add_dependencies(fuzz_scene tangle${fuzz_nn})

set(fuzz_env "ASAN_OPTIONS=detect_leaks=1;UBSAN_OPTIONS=print_stacktrace=1")
# libFuzzer given only -runs=0 and a folder runs each file of the folder once.
add_test(NAME stage${fuzz_nn}/fuzz/seeds
  COMMAND ${FUZZER} -runs=0 -close_fd_mask=2 ${CMAKE_SOURCE_DIR}/tests/fuzz/seeds)
set_tests_properties(stage${fuzz_nn}/fuzz/seeds PROPERTIES LABELS "reader;sanitize"
  ENVIRONMENT "${fuzz_env}")
add_test(NAME stage${fuzz_nn}/fuzz/scene
  COMMAND ${CMAKE_COMMAND} -DFUZZER=${FUZZER} -DSEEDS=${CMAKE_SOURCE_DIR}/tests/fuzz/seeds
    -DCORPUS=${fuzz_dir}/scratch-fuzz/corpus -DSECONDS=${FUZZ_SECONDS}
    -P ${CMAKE_CURRENT_LIST_FILE})
set_tests_properties(stage${fuzz_nn}/fuzz/scene PROPERTIES LABELS "fuzz"
  ENVIRONMENT "${fuzz_env}" TIMEOUT 100000)

# The fuzz target of the command line (tests/reader.w, fuzz_args.c) includes
# the demo's demo.c whole, so it is compiled with SDL's flags and the font the
# demo uses; ctangle writes fuzz_args.c in the same run as demo.c, which stands
# for it as the dependency. Its input is arguments, one a line, then a line
# %%, then a scene; its runs take place in a scratch folder of its own under
# TMPDIR. SDL's own allocations for the life of the process are suppressed
# (tests/lsan.supp), as in the sanitizer build's tests.
set(FUZZ_ARGS ${fuzz_dir}/fuzz_args)
add_custom_command(
  OUTPUT ${FUZZ_ARGS}
  COMMAND ${FUZZ_CLANG} -std=c17 -O1 -g -fno-omit-frame-pointer -ffp-contract=off
    -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -DPH_STAGE=${fuzz_stage}
    "-DDEMO_FONT=\"${DEMO_FONT}\"" ${SDL2_CFLAGS}
    -fsanitize=fuzzer,address,undefined,float-cast-overflow -fno-sanitize-recover=all
    -I${fuzz_dir} ${fuzz_dir}/fuzz_args.c ${fuzz_dir}/scene.c ${fuzz_dir}/physics.c
    ${SDL2_LINK_LIBRARIES} -lm -o ${FUZZ_ARGS}
  DEPENDS ${fuzz_dir}/demo.c ${fuzz_dir}/scene.c ${fuzz_dir}/physics.c ${fuzz_dir}/scene.h
    ${fuzz_dir}/physics.h
  COMMENT "Building the fuzz target of the command line with clang"
  VERBATIM)
add_custom_target(fuzz_args ALL DEPENDS ${FUZZ_ARGS})
add_dependencies(fuzz_args tangle${fuzz_nn})

set(fuzz_args_env "${fuzz_env};LSAN_OPTIONS=suppressions=${CMAKE_SOURCE_DIR}/tests/lsan.supp")
add_test(NAME stage${fuzz_nn}/fuzz/args-seeds
  COMMAND ${FUZZ_ARGS} -runs=0 -close_fd_mask=3 -artifact_prefix=${fuzz_dir}/
    ${CMAKE_SOURCE_DIR}/tests/fuzz/args-seeds)
set_tests_properties(stage${fuzz_nn}/fuzz/args-seeds PROPERTIES
  LABELS "reader;harness;sanitize" ENVIRONMENT "${fuzz_args_env}")
add_test(NAME stage${fuzz_nn}/fuzz/args
  COMMAND ${CMAKE_COMMAND} -DFUZZER=${FUZZ_ARGS} -DSEEDS=${CMAKE_SOURCE_DIR}/tests/fuzz/args-seeds
    -DDICT=${CMAKE_SOURCE_DIR}/tests/fuzz/args.dict -DCLOSE_FD_MASK=3
    -DCORPUS=${fuzz_dir}/scratch-fuzz-args/corpus -DSECONDS=${FUZZ_SECONDS}
    -P ${CMAKE_CURRENT_LIST_FILE})
set_tests_properties(stage${fuzz_nn}/fuzz/args PROPERTIES LABELS "fuzz"
  ENVIRONMENT "${fuzz_args_env}" TIMEOUT 100000)
