/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * What the examples that run on both QEMU boards (qemu/heap.c, qemu/stack.c, qemu/timeouts.c)
 * need of the board: qemu/board.c gives it on mps2-an385, qemu-virt-rv32/board.c on virt with
 * one RV32 hart. Each board.c also gives the tracer its way out (the UART) and ends a run that
 * failed (an assertion, a fault).
 */
#ifndef QEMU_BOARD_H
#define QEMU_BOARD_H

#include <stdbool.h>

/* Before anything is traced: the UART, the timestamps, the trap vector, as the board needs. */
void board_init(void);

/* Ends the QEMU run, passed or failed. */
__attribute__((noreturn)) void board_exit(bool passed);

#endif /* QEMU_BOARD_H */
