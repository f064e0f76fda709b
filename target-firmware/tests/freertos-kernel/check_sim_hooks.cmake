# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Every trace hook the simulated kernel (tests/freertos/kernel) calls must exist in the real
# kernel: preprocesses the simulated kernel's sources with the hooks left undefined
# (SIM_HOOK_LIST), with V10 call sites for a V10 kernel and V11 ones otherwise, and looks each
# trace* name up in the real kernel's include/FreeRTOS.h.
#   cmake -DCC=gcc "-DFLAGS=-I...;-I..." "-DSOURCES=a.c;b.c" -DKERNEL_DIR=... -DMAJOR=11 -P check_sim_hooks.cmake
cmake_minimum_required(VERSION 3.25)
file(READ "${KERNEL_DIR}/include/FreeRTOS.h" kernel_header)
string(REGEX MATCHALL "#[ \t]*define[ \t]+trace[A-Za-z0-9_]+" kernel_defines "${kernel_header}")
string(REGEX REPLACE "#[ \t]*define[ \t]+" "" kernel_hooks "${kernel_defines}")
if(MAJOR EQUAL 10)
  list(APPEND FLAGS -DSIM_KERNEL_V10)
endif()

set(called "")
foreach(source IN LISTS SOURCES)
  execute_process(COMMAND "${CC}" -E -P -DSIM_HOOK_LIST -Dtband_configENABLE=0 ${FLAGS} "${source}"
                  OUTPUT_VARIABLE text RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "preprocessing ${source} failed:\n${err}")
  endif()
  string(REGEX MATCHALL "trace[A-Z][A-Za-z0-9_]*[ \t]*\\(" calls "${text}")
  foreach(call IN LISTS calls)
    string(REGEX REPLACE "[ \t]*\\($" "" hook "${call}")
    list(APPEND called "${hook}")
  endforeach()
endforeach()
list(REMOVE_DUPLICATES called)
list(LENGTH called count)
if(count LESS 30)
  message(FATAL_ERROR "found only ${count} hook calls in the simulated kernel: the check no longer sees them")
endif()

set(unknown "")
foreach(hook IN LISTS called)
  if(NOT hook IN_LIST kernel_hooks)
    list(APPEND unknown "${hook}")
  endif()
endforeach()
if(unknown)
  message(FATAL_ERROR "the simulated kernel calls hooks FreeRTOS ${MAJOR} does not have (${KERNEL_DIR}/include/FreeRTOS.h): ${unknown}")
endif()
message(STATUS "the simulated kernel's ${count} hooks all exist in FreeRTOS ${MAJOR}")
