#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# What the optional FreeRTOS hooks cost per call, on Cortex-M3 under QEMU. Not a test.
#
#   bench/freertos-hooks.sh
#
# bench/firmware/freertos-hooks/hook_bench.c on the real kernel (FREERTOS_KERNEL_PATH, else
# ../shared/third_party/FreeRTOS-Kernel/V11.3.0; ARM_CM3 port, heap_4, the streaming backend over
# UART0, the example's FreeRTOSConfig.h) makes N calls that fail (xQueueReceive with no wait on an
# empty queue) or N allocations and frees, built with the hooks of the kind on and off, -Os as the
# QEMU examples. Instructions are counted as firmware-footprint.sh counts them under QEMU (-d
# in_asm,exec,nochain, bench/firmware/qemu-instructions.awk) at N and 2N calls; the cost per call
# is ((on(2N) - on(N)) - (off(2N) - off(N))) / N: the hook, its event's encoding and its bytes
# through the backend to the UART.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
fw="$root/target-firmware"
kernel=${FREERTOS_KERNEL_PATH:-"$root/../shared/third_party/FreeRTOS-Kernel/V11.3.0"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tool in arm-none-eabi-gcc qemu-system-arm; do
  command -v "$tool" >/dev/null || { echo "freertos-hooks: $tool not found" >&2; exit 2; }
done
[[ -f "$kernel/tasks.c" ]] || { echo "freertos-hooks: no FreeRTOS kernel at $kernel (set FREERTOS_KERNEL_PATH)" >&2; exit 2; }

board="$fw/boards/mps2-an385"
port="$kernel/portable/GCC/ARM_CM3"
image=(arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -std=c99 -Os -ffunction-sections -fdata-sections
  -I"$fw/examples/freertos" -I"$board" -I"$fw/include" -I"$fw/src" -I"$fw/ports/cortex-m-freertos"
  -I"$fw/ports/cortex-m" -I"$root/generated-c" -I"$kernel/include" -I"$port"
  -nostartfiles --specs=nano.specs --specs=nosys.specs -T"$board/link.ld" -Wl,--gc-sections
  "$root/bench/firmware/freertos-hooks/hook_bench.c" "$fw/examples/freertos/qemu/board.c" "$board/startup.c"
  "$fw"/src/tband_core.c "$fw"/src/tband_backend_*.c "$fw/src/tband_freertos.c"
  "$fw/ports/cortex-m/tband_cm_timestamp.c" "$kernel"/{tasks,queue,list,timers,event_groups,stream_buffer}.c
  "$port/port.c" "$kernel/portable/MemMang/heap_4.c")

# instructions <kind> <n> <switch> <0|1>: the instructions the image runs
instructions() {
  "${image[@]}" -DBENCH_KIND="$1" -DBENCH_EVENTS="$2" -D"$3=$4" -o "$work/probe.elf"
  qemu-system-arm -M mps2-an385 -semihosting-config enable=on,target=native -display none -monitor none \
    -serial null -kernel "$work/probe.elf" -d in_asm,exec,nochain -D "$work/qemu.log"
  awk -f "$root/bench/firmware/qemu-instructions.awk" "$work/qemu.log"
}

n=1000
echo "Instructions per call of the optional FreeRTOS hooks (FreeRTOS $(basename "$kernel"), Cortex-M3 -Os," \
  "arm-none-eabi-gcc $(arm-none-eabi-gcc -dumpversion), QEMU at $n and $((2 * n)) calls, hooks on less off)"
echo
echo "| call | events per call | hooks on | hooks off | cost per call |"
echo "|---|---:|---:|---:|---:|"
row() {
  local label=$1 events=$2 kind=$3 switch=$4 on off
  on=$(( $(instructions "$kind" $((2 * n)) "$switch" 1) - $(instructions "$kind" "$n" "$switch" 1) ))
  off=$(( $(instructions "$kind" $((2 * n)) "$switch" 0) - $(instructions "$kind" "$n" "$switch" 0) ))
  awk -v l="$label" -v e="$events" -v on="$on" -v off="$off" -v n="$n" \
    'BEGIN { printf "| %s | %d | %.1f | %.1f | %.1f |\n", l, e, on / n, off / n, (on - off) / n }'
}
row "xQueueReceive, no wait, empty queue (queue_call_failed)" 1 0 tband_configFREERTOS_FAILURE_TRACE_ENABLE
row "pvPortMalloc(16) + vPortFree (heap_malloc, heap_free)" 2 1 tband_configFREERTOS_HEAP_TRACE_ENABLE
