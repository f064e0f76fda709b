# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Checks that an object file's function TRACED is as large as UNTRACED and that the object
# references no undefined symbol: disabled tracing left no code and no calls behind.
#   cmake -DNM=<nm> -DOBJECT=<file.o> -DTRACED=traced -DUNTRACED=untraced -P CheckNoCode.cmake
execute_process(COMMAND "${NM}" -S --defined-only "${OBJECT}" OUTPUT_VARIABLE defined RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NM} failed on ${OBJECT}")
endif()
execute_process(COMMAND "${NM}" -u "${OBJECT}" OUTPUT_VARIABLE undefined)
string(STRIP "${undefined}" undefined)
if(NOT undefined STREQUAL "")
  message(FATAL_ERROR "disabled tracing still references symbols:\n${undefined}")
endif()
foreach(fn IN ITEMS TRACED UNTRACED)
  if(NOT defined MATCHES "[0-9a-f]+ ([0-9a-f]+) [Tt] ${${fn}}\n")
    message(FATAL_ERROR "no size for ${${fn}} in:\n${defined}")
  endif()
  set(${fn}_size "${CMAKE_MATCH_1}")
endforeach()
if(NOT TRACED_size STREQUAL UNTRACED_size)
  message(FATAL_ERROR "${TRACED} is 0x${TRACED_size} bytes, ${UNTRACED} 0x${UNTRACED_size}: disabled tracing left code")
endif()
message(STATUS "${TRACED} and ${UNTRACED}: 0x${TRACED_size} bytes each, no symbol referenced")
