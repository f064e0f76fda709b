# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# The RISC-V toolchain and the board support of QEMU's virt board with RV32 harts
# (boards/qemu-virt-rv32), for the rv32 images: the demo, the FreeRTOS example, the dual-hart
# test and the encoder corpus. Like the Cortex-M images they are built by custom commands, so the
# host project's compiler is not used. Included once, by the top CMakeLists.txt.

find_program(TBAND_RISCV_GCC riscv64-unknown-elf-gcc)
if(NOT TBAND_RISCV_GCC)
  message(FATAL_ERROR "the rv32 images need riscv64-unknown-elf-gcc with picolibc "
                      "(Debian: apt-get install gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf)")
endif()
# QEMU runs tests only, as for the Cortex-M images: a build without it (mvn package -DskipTests)
# needs none, and without it those tests fail, naming TBAND_QEMU_RISCV32-NOTFOUND.
find_program(TBAND_QEMU_RISCV32 qemu-system-riscv32)

# rv32imac with picolibc. gcc 12 defaults to the 20191213 ISA spec, which moved the CSR
# instructions to Zicsr, and rv32imac_zicsr matches none of picolibc's multilibs: the 2.2 spec
# still has them in the base ISA.
set(TBAND_RV32_ARCH -march=rv32imac -mabi=ilp32 -misa-spec=2.2 --specs=picolibc.specs)

set(TBAND_RV32_BOARD_DIR "${TBAND_RUNTIME_DIR}/boards/qemu-virt-rv32")
set(TBAND_RV32_BOARD_SOURCES "${TBAND_RV32_BOARD_DIR}/startup.S" "${TBAND_RV32_BOARD_DIR}/startup.c")
set(TBAND_RV32_BOARD_DEPENDS ${TBAND_RV32_BOARD_SOURCES} "${TBAND_RV32_BOARD_DIR}/qemu_virt_rv32.h"
                             "${TBAND_RV32_BOARD_DIR}/link.ld")
# A firmware image on the board: its start-up and memory map, picolibc for memcpy and the like.
# The one RAM region holds code and data, so the image's one segment is writable and executable.
set(TBAND_RV32_FIRMWARE_FLAGS ${TBAND_RV32_ARCH} ${TBAND_PATH_FLAGS} -Os -g -ffunction-sections -fdata-sections
                              "-I${TBAND_RV32_BOARD_DIR}" -nostartfiles "-T${TBAND_RV32_BOARD_DIR}/link.ld"
                              -Wl,--gc-sections -Wl,--no-warn-rwx-segments)
