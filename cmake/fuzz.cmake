# The fuzz target of the scene reader (tests/reader.w, fuzz_scene.c), built
# with clang's libFuzzer from the newest stage's tangled sources, and two
# tests: stageNN/fuzz/seeds (labels reader;sanitize) replays the seed corpus
# tests/fuzz/seeds once on every run; stageNN/fuzz/scene (label fuzz) fuzzes
# for FUZZ_SECONDS over a scratch copy of the corpus. Exclude the second from
# ordinary runs with `ctest -LE fuzz`. Nothing here is built without clang.
#
# Run as a script (cmake -DFUZZER=... -DSEEDS=... -DCORPUS=... -DSECONDS=...
# -P fuzz.cmake), this file is the runner of the fuzz test: it copies the
# seeds into a fresh corpus, so that the fuzzer's finds never land in the
# source tree, and fuzzes.
if(CMAKE_SCRIPT_MODE_FILE)
  file(REMOVE_RECURSE ${CORPUS})
  file(MAKE_DIRECTORY ${CORPUS})
  file(GLOB seeds ${SEEDS}/*)
  file(COPY ${seeds} DESTINATION ${CORPUS})
  get_filename_component(artifacts ${CORPUS} DIRECTORY)
  execute_process(COMMAND ${FUZZER} -max_total_time=${SECONDS} -close_fd_mask=2
      -rss_limit_mb=2048 -timeout=20 -artifact_prefix=${artifacts}/ -print_final_stats=1
      -dict=${SEEDS}/../scene.dict
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
