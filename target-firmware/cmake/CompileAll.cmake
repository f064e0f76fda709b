# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Compiles each of SOURCES (';'-separated) with COMPILER and FLAGS into OUTDIR; fails at the
# first error. Lets one CTest test cover a whole runtime build on a cross compiler.
#   cmake "-DCOMPILER=cc" "-DFLAGS=-O2;-Wall" "-DSOURCES=a.c;b.c" -DOUTDIR=dir -P CompileAll.cmake
file(MAKE_DIRECTORY "${OUTDIR}")
foreach(source IN LISTS SOURCES)
  cmake_path(GET source STEM stem)
  execute_process(COMMAND "${COMPILER}" ${FLAGS} -c "${source}" -o "${OUTDIR}/${stem}.o"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${COMPILER} failed on ${source}")
  endif()
endforeach()
