/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * What the demo (main.c) needs of its board. Each board's file beside it implements it:
 * mps2-an385.c (Cortex-M3) and qemu-virt-rv32.c (RV32).
 */
#ifndef DEMO_BOARD_H
#define DEMO_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The board's name (the demo's board_name event), its timer interrupt's id and name. */
extern const char demo_board_name[];
extern const uint32_t demo_timer_irq;
extern const char demo_timer_name[];

/* The UART and the timestamp source. */
void demo_board_init(void);
/* A 1 kHz interrupt whose handler calls demo_tick(); stopped by demo_board_timer_stop(). */
void demo_board_timer_start(void);
void demo_board_timer_stop(void);
/* Sleeps until an interrupt. */
void demo_board_wait(void);
/* Blocking UART write. */
void demo_board_write(const volatile uint8_t *buf, size_t len);
/* Ends the QEMU run, as passed or failed. */
__attribute__((noreturn)) void demo_board_exit(bool ok);
/* Runs an undefined instruction; the board's fault handler calls demo_fault(). */
void demo_board_fault(void);

/* Called by the board: from the timer interrupt, and from the fault handler. */
void demo_tick(void);
__attribute__((noreturn)) void demo_fault(void);

#endif /* DEMO_BOARD_H */
