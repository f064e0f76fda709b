# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Finds the FreeRTOS kernel the real-kernel applications are built against. The kernel is not
# part of this repository: the environment variable FREERTOS_KERNEL_PATH (or -DFREERTOS_KERNEL_PATH)
# names a FreeRTOS-Kernel checkout, absolute, holding include/, tasks.c and portable/.
#
# Sets FREERTOS_KERNEL_DIR (empty without a kernel), FREERTOS_KERNEL_VERSION (e.g. 11.3.0) and
# FREERTOS_KERNEL_VERSION_MAJOR. Without a kernel the real-kernel tests are skipped with one line
# saying how to enable them; with CI=true in the environment a missing kernel is an error.
#
# Writes TBAND_TRACE_DIR/freertos_kernel.properties (version, path) when a kernel is used, and
# removes it when none is: the Java tests read it to know which real-kernel traces to expect.
include_guard(GLOBAL)

if(DEFINED FREERTOS_KERNEL_PATH)
  set(kernel "${FREERTOS_KERNEL_PATH}")
else()
  set(kernel "$ENV{FREERTOS_KERNEL_PATH}")
endif()
set(properties "${TBAND_TRACE_DIR}/freertos_kernel.properties")
set(FREERTOS_KERNEL_DIR "")

if(kernel STREQUAL "")
  if("$ENV{CI}" STREQUAL "true")
    message(FATAL_ERROR "FREERTOS_KERNEL_PATH is not set: CI must test the real FreeRTOS kernel "
                        "(.ci/run sets it to ../shared/third_party/FreeRTOS-Kernel/<version>)")
  endif()
  message(NOTICE "FreeRTOS real-kernel tests skipped: set FREERTOS_KERNEL_PATH to a FreeRTOS-Kernel "
                 "checkout (absolute path) to run them")
  file(REMOVE "${properties}")
  return()
endif()

if(NOT IS_ABSOLUTE "${kernel}")
  message(FATAL_ERROR "FREERTOS_KERNEL_PATH must be an absolute path, not '${kernel}'")
endif()
if(NOT EXISTS "${kernel}/include/task.h" OR NOT EXISTS "${kernel}/tasks.c")
  message(FATAL_ERROR "FREERTOS_KERNEL_PATH=${kernel} is not a FreeRTOS kernel: no include/task.h and tasks.c there")
endif()

file(STRINGS "${kernel}/include/task.h" version_lines REGEX "#define tskKERNEL_VERSION_(MAJOR|MINOR|BUILD)[ \t]")
foreach(part IN ITEMS MAJOR MINOR BUILD)
  if(NOT version_lines MATCHES "tskKERNEL_VERSION_${part}[ \t]+([0-9]+)")
    message(FATAL_ERROR "${kernel}/include/task.h: no tskKERNEL_VERSION_${part}")
  endif()
  set(version_${part} "${CMAKE_MATCH_1}")
endforeach()
if(version_MAJOR LESS 10)
  message(FATAL_ERROR "FREERTOS_KERNEL_PATH=${kernel}: FreeRTOS ${version_MAJOR}.x; Tonband supports V10 and V11")
endif()

set(FREERTOS_KERNEL_DIR "${kernel}")
set(FREERTOS_KERNEL_VERSION "${version_MAJOR}.${version_MINOR}.${version_BUILD}")
set(FREERTOS_KERNEL_VERSION_MAJOR "${version_MAJOR}")
# The kernel's own sources, without port and heap.
set(FREERTOS_KERNEL_SOURCES
    "${kernel}/tasks.c" "${kernel}/queue.c" "${kernel}/list.c" "${kernel}/timers.c"
    "${kernel}/event_groups.c" "${kernel}/stream_buffer.c")
file(WRITE "${properties}" "version=${FREERTOS_KERNEL_VERSION}\npath=${kernel}\n")
message(STATUS "FreeRTOS real-kernel tests use FreeRTOS ${FREERTOS_KERNEL_VERSION} at ${kernel}")
