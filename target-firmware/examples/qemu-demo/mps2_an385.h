/*
 * The few peripherals of QEMU's mps2-an385 board (Cortex-M3) the demo uses: UART0 and TIMER0
 * (ARM CMSDK APB peripherals), the NVIC and SysTick, and semihosting to end the run.
 */
#ifndef MPS2_AN385_H
#define MPS2_AN385_H

#include <stdint.h>

#define REG32(addr) (*(volatile uint32_t *)(addr))

#define CPU_HZ 25000000u

/* CMSDK UART0 */
#define UART0_DATA REG32(0x40004000u)
#define UART0_STATE REG32(0x40004004u) /* bit 0: TX buffer full */
#define UART0_CTRL REG32(0x40004008u)  /* bit 0: TX enable */
#define UART0_BAUDDIV REG32(0x40004010u)

/* CMSDK TIMER0, interrupt 8 */
#define TIMER0_CTRL REG32(0x40000000u) /* bit 0: enable, bit 3: interrupt enable */
#define TIMER0_RELOAD REG32(0x40000008u)
#define TIMER0_INTCLEAR REG32(0x4000000Cu)
#define TIMER0_IRQn 8u

#define NVIC_ISER0 REG32(0xE000E100u)

#define SYST_CSR REG32(0xE000E010u)
#define SYST_RVR REG32(0xE000E014u)
#define SYST_CVR REG32(0xE000E018u)

#endif /* MPS2_AN385_H */
