# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Runs a firmware image under QEMU with its UART going to OUTPUT. The firmware ends the run itself
# (mps2-an385 and netduino2: semihosting; qemu-virt-rv32: the sifive_test device); a run that hangs is killed
# after 30 s and fails, and so does one that fails or wrote nothing.
#
# One hart: -icount makes the run deterministic. Virtual time advances 32 ns per instruction
# (close to mps2-an385's 25 MHz) and jumps ahead while the CPU sleeps in wfi, so the same image
# always writes the same trace, however busy the host is.
#
# HARTS > 1 (qemu-virt-rv32): the harts run at once, each on a host thread of its own
# (multi-threaded TCG, which -icount would serialise), sharing memory as the cores of a multi-core
# chip do. RUNS runs the image that many times in a row, each writing OUTPUT with @RUN@ replaced
# by the run's number (01, 02, ...). OUTPUT's folder is made if missing.
#
# SEED (mps2-an385) hands the firmware a number on its semihosting command line
# (-semihosting-config ...,arg=<ELF's name>,arg=SEED, read with SYS_GET_CMDLINE), which the FreeRTOS
# example takes as the seed of its interrupt's varying period: with -icount one image otherwise
# writes the same trace every run. With RUNS > 1, SEED may hold @RUN@ as OUTPUT does, so run k
# gets seed k. Without SEED the firmware gets no argument.
#
#   cmake -DQEMU=qemu-system-arm -DBOARD=mps2-an385 -DELF=demo.elf -DOUTPUT=trace.bin -P RunQemu.cmake
#   cmake -DQEMU=qemu-system-riscv32 -DBOARD=qemu-virt-rv32 -DHARTS=2 -DRUNS=20 -DELF=smp.elf
#         -DOUTPUT=smp_@RUN@.bin -P RunQemu.cmake
#   cmake -DQEMU=qemu-system-arm -DBOARD=mps2-an385 -DRUNS=12 -DSEED=@RUN@ -DELF=freertos.elf
#         -DOUTPUT=run_@RUN@.bin -P RunQemu.cmake
if(NOT QEMU)
  message(FATAL_ERROR "QEMU not found: the QEMU runs need it (Debian: apt-get install qemu-system-arm qemu-system-misc)")
endif()
if(NOT DEFINED HARTS)
  set(HARTS 1)
endif()
if(NOT DEFINED RUNS)
  set(RUNS 1)
endif()

if(DEFINED SEED AND NOT BOARD STREQUAL "mps2-an385")
  message(FATAL_ERROR "RunQemu.cmake: SEED is for mps2-an385's semihosting, not BOARD '${BOARD}'")
endif()
if(BOARD STREQUAL "mps2-an385")
  set(machine -M mps2-an385)
elseif(BOARD STREQUAL "netduino2") # a board Tonband has no files for (BoardOfYourOwnTest)
  set(machine -M netduino2)
elseif(BOARD STREQUAL "qemu-virt-rv32")
  set(machine -M virt -bios none -rtc clock=vm) # the RTC follows virtual time, as mtime does
else()
  message(FATAL_ERROR "RunQemu.cmake: unknown BOARD '${BOARD}' (mps2-an385, netduino2 or qemu-virt-rv32)")
endif()
if(HARTS EQUAL 1)
  list(APPEND machine -icount shift=5,align=off,sleep=off)
else()
  list(APPEND machine -smp ${HARTS} -accel tcg,thread=multi)
endif()

foreach(run RANGE 1 ${RUNS})
  if(run LESS 10)
    set(run "0${run}")
  endif()
  string(REPLACE "@RUN@" "${run}" output "${OUTPUT}")
  file(REMOVE "${output}")
  get_filename_component(output_dir "${output}" DIRECTORY)
  file(MAKE_DIRECTORY "${output_dir}")
  set(semihosting "")
  if(BOARD MATCHES "^(mps2-an385|netduino2)$")
    set(semihosting enable=on,target=native)
    if(DEFINED SEED)
      # The first argument is the program's name, as argv[0]; QEMU joins them with spaces.
      get_filename_component(program "${ELF}" NAME)
      string(REPLACE "@RUN@" "${run}" seed "${SEED}")
      string(APPEND semihosting ",arg=${program},arg=${seed}")
    endif()
    set(semihosting -semihosting-config "${semihosting}")
  endif()
  execute_process(
    COMMAND "${QEMU}" ${machine} ${semihosting} -display none -monitor none -serial "file:${output}" -kernel "${ELF}"
    TIMEOUT 30
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "QEMU run ${run} of ${ELF} failed (${rc}):\n${out}\n${err}")
  endif()
  file(SIZE "${output}" size)
  if(size EQUAL 0)
    message(FATAL_ERROR "${ELF} wrote no trace to ${output}")
  endif()
  if(DEFINED SEED)
    message(STATUS "${ELF} (seed ${seed}): ${size} bytes of trace in ${output}")
  else()
    message(STATUS "${ELF}: ${size} bytes of trace in ${output}")
  endif()
endforeach()
