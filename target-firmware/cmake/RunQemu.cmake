# Runs a demo image on QEMU's mps2-an385 with UART0 going to OUTPUT. The firmware ends the run
# through semihosting; a run that hangs is killed after 30 s and fails, and so does one that
# wrote nothing. -icount makes the run deterministic: virtual time advances 32 ns per
# instruction (close to the board's 25 MHz) and jumps ahead while the CPU sleeps in wfi, so the
# same image always writes the same trace, however busy the host is.
#   cmake -DQEMU=qemu-system-arm -DELF=demo.elf -DOUTPUT=trace.bin -P RunQemu.cmake
if(NOT QEMU)
  message(FATAL_ERROR "qemu-system-arm not found: the QEMU runs need it (Debian: apt-get install qemu-system-arm)")
endif()
file(REMOVE "${OUTPUT}")
execute_process(
  COMMAND "${QEMU}" -M mps2-an385 -display none -monitor none
          -semihosting-config enable=on,target=native
          -icount shift=5,align=off,sleep=off
          -serial "file:${OUTPUT}" -kernel "${ELF}"
  TIMEOUT 30
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "QEMU run of ${ELF} failed (${rc}):\n${out}\n${err}")
endif()
file(SIZE "${OUTPUT}" size)
if(size EQUAL 0)
  message(FATAL_ERROR "${ELF} wrote no trace to ${OUTPUT}")
endif()
message(STATUS "${ELF}: ${size} bytes of trace in ${OUTPUT}")
