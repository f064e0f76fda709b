# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Starts a program, sends it SIGTERM after AFTER seconds, and expects it to end by that signal:
# a program that ignores SIGTERM is killed 5 s later and fails the test.
#   cmake "-DCOMMAND=prog;arg" -DAFTER=1 -P EndsOnSigterm.cmake
find_program(timeout_program timeout REQUIRED)
execute_process(COMMAND "${timeout_program}" --preserve-status --kill-after=5 ${AFTER} ${COMMAND}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc STREQUAL "143")
  message(FATAL_ERROR "expected the program to end by SIGTERM (status 143), got ${rc}:\n${out}\n${err}")
endif()
message(STATUS "ended by SIGTERM")
