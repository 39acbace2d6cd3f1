# Run with cmake -DWEB=chapters/10-broadphase.w -DOUT=ch10-hash-data.mp -P:
# copies the two constants of the engine's hash of a cell, grid_bucket in
# chapter 10, into MetaPost strings for the figure of the hashed grid
# (ch10-hash.mp), so that the figure hashes with the engine's own
# constants. If the function no longer has the form the figure reproduces
# (the two cells times two 64-bit constants, summed, the high 32 bits kept
# and masked), the build stops here rather than draw another hash.
file(READ ${WEB} web)
string(REGEX MATCH
  "uint64_t h = \\(uint64_t\\) cx \\* 0x([0-9a-fA-F]+)u \\+ \\(uint64_t\\) cy \\* 0x([0-9a-fA-F]+)u;"
  line "${web}")
if(NOT line)
  message(FATAL_ERROR "ch10-hash.cmake: grid_bucket's hash in ${WEB} changed; update ch10-hash.mp")
endif()
set(cx ${CMAKE_MATCH_1})
set(cy ${CMAKE_MATCH_2})
string(FIND "${web}" "return (size_t) (h >> 32) & (buckets - 1);" shift)
if(shift EQUAL -1)
  message(FATAL_ERROR "ch10-hash.cmake: grid_bucket no longer keeps the high 32 bits; update ch10-hash.mp")
endif()
get_filename_component(name ${WEB} NAME)
file(WRITE ${OUT} "% The constants of grid_bucket, copied from ${name} by ch10-hash.cmake.
string hashcx, hashcy;
hashcx := \"${cx}\";
hashcy := \"${cy}\";
")
