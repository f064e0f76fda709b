/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/* Start-up of qemu-virt-rv32: with -bios none every hart starts here, in machine mode. Each hart
 * below QEMU_VIRT_MAX_HARTS gets its own stack and the board's trap handler and goes on in
 * board_start() (startup.c); any other hart sleeps for good. */
#include "qemu_virt_rv32.h"

  .section .text.start, "ax"
  .globl _start
_start:
  csrw mie, zero
  csrr a0, mhartid
  li t0, QEMU_VIRT_MAX_HARTS
  bgeu a0, t0, 1f
  la sp, __stack_top
  slli t0, a0, QEMU_VIRT_STACK_SHIFT
  sub sp, sp, t0
  la t0, board_trap
  csrw mtvec, t0
  call board_start
1:
  wfi
  j 1b
