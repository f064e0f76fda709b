# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Runs a program TIMES times in a row, each run within TIMEOUT seconds (a run that hangs is
# killed and fails the test); fails at the first run that does not exit with status 0.
#   cmake "-DCOMMAND=prog;arg" -DTIMES=20 -DTIMEOUT=30 -P RunRepeatedly.cmake
foreach(run RANGE 1 ${TIMES})
  execute_process(COMMAND ${COMMAND} TIMEOUT ${TIMEOUT} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "run ${run} of ${TIMES} failed or hung (${rc}):\n${out}\n${err}")
  endif()
endforeach()
message(STATUS "${TIMES} runs, each within ${TIMEOUT} s")
