#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Footprint of the firmware runtime (target-firmware/). Not a test.
#
#   bench/firmware-footprint.sh
#
# 1. Flash and RAM per backend on Cortex-M3: the runtime's object files (tband_core.c and the
#    backend's file) built with arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -Os
#    -ffunction-sections -fdata-sections, measured with arm-none-eabi-size. Code = text, RAM =
#    data + bss. Options as in the Tonbandgerät comparison (bench/firmware/tband_config.h).
#    The Cortex-M port's timestamp code is listed apart. Exits 1 when the streaming or
#    snapshot runtime is bigger than Tonbandgerät's.
# 2. The FreeRTOS hooks on Cortex-M3, linked with the real kernel (FREERTOS_KERNEL_PATH, else
#    ../shared/third_party/FreeRTOS-Kernel/V11.3.0): bench/firmware/freertos/main.c (a task, a
#    queue, a mutex; ARM_CM3 port, heap_4) built with and without tracing, -Os, gc-sections.
#    Code = growth of text; RAM = the tracer's own variables (its data and bss symbols), and the
#    growth of data + bss with the alignment padding. Exits 1 when the code or the tracer's RAM
#    is more than Tonbandgerät's in such a link. Then the same link with the stack option
#    (tband_configFREERTOS_STACK_TRACE_ENABLE 1) against tracing without it: text, data and bss.
# 3. Instructions per traced event on the host: bench/firmware/event_bench.c (gcc -O2, a port
#    with empty critical sections) under callgrind at N and 2N events; (count(2N) - count(N)) / N.
#    Compared with Tonbandgerät's runtime on the same probe (figures measured with its code, which
#    is not in this repository); targets: 0.5 of it for streaming, 0.6 for snapshot. Also the
#    floor: the probe with no runtime at all (bench/firmware/event_floor.c). Exits 1 when a
#    target is missed.
# 4. The same sizes on rv32imac (riscv64-unknown-elf-gcc -Os, the riscv port with mtime
#    timestamps), next to Cortex-M3's, and with two harts.
# 5. Instructions per traced event on RV32 and Cortex-M3, where callgrind does not reach: the
#    probe of 3 built as a firmware image (the streaming backend, N and the kind built in) and
#    run under QEMU with -d in_asm,exec,nochain, whose log gives each translated block's
#    instructions and each time a block ran (bench/firmware/qemu-instructions.awk); again
#    (count(2N) - count(N)) / N. With the probe's port of 3 on both (the same code as 3 on other
#    instruction sets), and on RV32 also with the riscv port (its critical section and mtime reads;
#    QEMU models no DWT cycle counter, whose reads there give 0, so the cortex-m port is not run).
# 6. Instructions per call of the stack hook (tband_configFREERTOS_STACK_TRACE_ENABLE 1) on the
#    host, as in 3: bench/firmware/freertos/stack_bench.c against the real kernel (its POSIX port,
#    for the headers and the functions the hooks call; no scheduler runs), at a switch-out that is
#    no new low (a compare) and at one that is (a task_stack_low event).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
fw="$root/target-firmware"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tool in gcc valgrind arm-none-eabi-gcc arm-none-eabi-size riscv64-unknown-elf-gcc riscv64-unknown-elf-size \
  qemu-system-arm qemu-system-riscv32; do
  command -v "$tool" >/dev/null || { echo "firmware-footprint: $tool not found" >&2; exit 2; }
done

backends=(STREAMING SNAPSHOT POST_MORTEM EXTERNAL)
files=(streaming snapshot post_mortem external)
# Tonbandgerät's runtime with the same options (code, RAM), where it has the backend.
ref_code=(2078 1994 "" "")
ref_ram=(283 4387 "" "")
arm_flags=(-mcpu=cortex-m3 -mthumb -std=c99 -Os -ffunction-sections -fdata-sections
  -I"$root/bench/firmware" -I"$fw/include" -I"$fw/src" -I"$fw/ports/cortex-m" -I"$root/generated-c"
  -Dtband_portCM_CPU_HZ=25000000u)

echo "Runtime size on Cortex-M3 (arm-none-eabi-gcc $(arm-none-eabi-gcc -dumpversion) -Os -ffunction-sections -fdata-sections), bytes"
echo
echo "| backend | code | RAM | Tonbandgerät code | Tonbandgerät RAM |"
echo "|---|---:|---:|---:|---:|"
missed=0
for i in "${!backends[@]}"; do
  b=${backends[$i]}
  objs=()
  for src in tband_core "tband_backend_${files[$i]}"; do
    arm-none-eabi-gcc "${arm_flags[@]}" -Dtband_configUSE_BACKEND_$b=1 -c "$fw/src/$src.c" -o "$work/$b.$src.o"
    objs+=("$work/$b.$src.o")
  done
  read -r text data bss < <(arm-none-eabi-size -t "${objs[@]}" | awk 'END { print $1, $2, $3 }')
  code=$text
  ram=$((data + bss))
  cm_code[$i]=$code
  cm_ram[$i]=$ram
  verdict=""
  if [[ -n ${ref_code[$i]} ]] && { ((code > ref_code[$i])) || ((ram > ref_ram[$i])); }; then
    verdict=" MISSED"
    missed=1
  fi
  echo "| ${files[$i]} | $code | $ram | ${ref_code[$i]:-n/a} | ${ref_ram[$i]:-n/a} |$verdict"
done
arm-none-eabi-gcc "${arm_flags[@]}" -Dtband_configUSE_BACKEND_STREAMING=1 -c "$fw/ports/cortex-m/tband_cm_timestamp.c" -o "$work/dwt.o"
arm-none-eabi-gcc "${arm_flags[@]}" -Dtband_configUSE_BACKEND_STREAMING=1 -Dtband_portCM_TIMESTAMP_SOURCE=2 \
  -c "$fw/ports/cortex-m/tband_cm_timestamp.c" -o "$work/systick.o"
echo
echo "Cortex-M port timestamps (not included above): DWT $(arm-none-eabi-size "$work/dwt.o" | awk 'NR==2 { print $1 " bytes code, " $2 + $3 " bytes RAM" }');" \
  "SysTick $(arm-none-eabi-size "$work/systick.o" | awk 'NR==2 { print $1 " bytes code, " $2 + $3 " bytes RAM" }')."

# rv32imac: the same objects with the riscv port (its critical section and mtime reads are
# code of the runtime here; the Cortex-M3 figures call the port's timestamp function). An object
# file's calls are auipc+jalr pairs that the linker relaxes to jal: the code is measured linked,
# as a firmware holds it.
rv_flags=(-march=rv32imac -mabi=ilp32 -misa-spec=2.2 --specs=picolibc.specs -std=c99 -Os -ffunction-sections
  -fdata-sections -I"$root/bench/firmware" -I"$fw/include" -I"$fw/src" -I"$fw/ports/riscv" -I"$root/generated-c"
  -Dtband_portRV_MTIME_ADDR=0x0200BFF8u -Dtband_portRV_MTIME_HZ=10000000u)
# fn_bytes <names file> <elf or objects...>: the bytes of the functions named in the file.
fn_bytes() {
  local names=$1 total=0 _ size type name
  shift
  while read -r _ size type name; do
    if [[ $type == [Tt] ]] && grep -qxF "$name" "$names"; then
      total=$((total + 16#$size))
    fi
  done < <(riscv64-unknown-elf-nm -S "$@")
  echo "$total"
}
# rv_size <backend> <file> <flags...>: "code RAM" of tband_core.c and the backend's file.
rv_size() {
  local b=$1 file=$2 src objs=() text data bss unlinked linked
  shift 2
  for src in tband_core "tband_backend_$file"; do
    riscv64-unknown-elf-gcc "${rv_flags[@]}" "$@" -Dtband_configUSE_BACKEND_$b=1 -c "$fw/src/$src.c" -o "$work/rv.$b.$src.o"
    objs+=("$work/rv.$b.$src.o")
  done
  riscv64-unknown-elf-gcc "${rv_flags[@]}" -nostartfiles -Wl,--no-gc-sections -Wl,-e,0 -Wl,--defsym=bench_stream=0 \
    -Wl,--defsym=tband_submit_to_backend=0 "${objs[@]}" -o "$work/rv.$b.elf"
  riscv64-unknown-elf-nm "${objs[@]}" | awk '$2 ~ /^[Tt]$/ { print $3 }' >"$work/rv.names"
  unlinked=$(fn_bytes "$work/rv.names" "${objs[@]}")
  linked=$(fn_bytes "$work/rv.names" "$work/rv.$b.elf")
  read -r text data bss < <(riscv64-unknown-elf-size -t "${objs[@]}" | awk 'END { print $1, $2, $3 }')
  echo "$((text - unlinked + linked)) $((data + bss))"
}
echo
echo "Runtime size on rv32imac (riscv64-unknown-elf-gcc $(riscv64-unknown-elf-gcc -dumpversion) -Os -ffunction-sections -fdata-sections), next to Cortex-M3, bytes"
echo
echo "| backend | rv32imac code | rv32imac RAM | Cortex-M3 code | Cortex-M3 RAM |"
echo "|---|---:|---:|---:|---:|"
for i in "${!backends[@]}"; do
  read -r code ram < <(rv_size "${backends[$i]}" "${files[$i]}")
  echo "| ${files[$i]} | $code | $ram | ${cm_code[$i]} | ${cm_ram[$i]} |"
done
read -r code ram < <(rv_size STREAMING streaming -Dtband_portNUMBER_OF_CORES=2)
echo "| streaming, 2 harts | $code | $ram | n/a | n/a |"

kernel=${FREERTOS_KERNEL_PATH:-$root/../shared/third_party/FreeRTOS-Kernel/V11.3.0}
if [[ -f $kernel/include/task.h ]]; then
  fr="$root/bench/firmware/freertos"
  version=$(sed -n 's/^#define tskKERNEL_VERSION_NUMBER *"\(.*\)"/\1/p' "$kernel/include/task.h")
  # freertos_elf <name> <defines...>: bench/firmware/freertos/main.c linked as $work/<name>.elf.
  freertos_elf() {
    local name=$1
    shift
    arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -std=c99 -Os -ffunction-sections -fdata-sections "$@" \
      -I"$fr" -I"$fw/include" -I"$fw/src" -I"$fw/ports/cortex-m-freertos" \
      -I"$fw/ports/cortex-m" -I"$root/generated-c" -I"$kernel/include" -I"$kernel/portable/GCC/ARM_CM3" \
      -nostartfiles --specs=nano.specs --specs=nosys.specs -T"$fw/boards/mps2-an385/link.ld" -Wl,--gc-sections \
      "$fr/main.c" "$fw/boards/mps2-an385/startup.c" "$fw"/src/tband_*.c "$fw/ports/cortex-m/tband_cm_timestamp.c" \
      "$kernel/tasks.c" "$kernel/queue.c" "$kernel/list.c" "$kernel/portable/GCC/ARM_CM3/port.c" \
      "$kernel/portable/MemMang/heap_4.c" -o "$work/$name.elf"
  }
  freertos_elf freertos1 -Dtband_configENABLE=1
  freertos_elf freertos0 -Dtband_configENABLE=0
  # The stack option needs the kernel's uxTaskGetStackHighWaterMark(), which is part of its cost.
  freertos_elf freertos_stack -Dtband_configENABLE=1 -Dtband_configFREERTOS_STACK_TRACE_ENABLE=1 \
    -DINCLUDE_uxTaskGetStackHighWaterMark=1
  read -r text1 data1 bss1 < <(arm-none-eabi-size "$work/freertos1.elf" | awk 'NR==2 { print $1, $2, $3 }')
  read -r text0 data0 bss0 < <(arm-none-eabi-size "$work/freertos0.elf" | awk 'NR==2 { print $1, $2, $3 }')
  read -r text2 data2 bss2 < <(arm-none-eabi-size "$work/freertos_stack.elf" | awk 'NR==2 { print $1, $2, $3 }')
  code=$((text1 - text0))
  ram=0
  while read -r _ size type name; do
    if [[ $type == [bBdD] && $name == tband_* ]]; then
      ram=$((ram + 16#$size))
    fi
  done < <(arm-none-eabi-nm -S "$work/freertos1.elf")
  growth=$((data1 + bss1 - data0 - bss0))
  verdict=""
  if ((code > 4388)) || ((ram > 297)); then
    verdict=" MISSED"
    missed=1
  fi
  echo
  echo "FreeRTOS hooks on Cortex-M3 with FreeRTOS $version (a task, a queue, a mutex; tracing on vs off), bytes"
  echo
  echo "| | code | RAM (tracer's variables) | RAM (data + bss growth) |"
  echo "|---|---:|---:|---:|"
  echo "| Tonband | $code | $ram | $growth |$verdict"
  echo "| Tonbandgerät (reference) | 4388 | 297 | |"
  echo
  echo "The stack option (tband_configFREERTOS_STACK_TRACE_ENABLE 1, with INCLUDE_uxTaskGetStackHighWaterMark 1)" \
    "on Cortex-M3 with FreeRTOS $version: the same link, tracing on, stack option off vs on, bytes"
  echo
  echo "| | text | data | bss |"
  echo "|---|---:|---:|---:|"
  echo "| stack option off | $text1 | $data1 | $bss1 |"
  echo "| stack option on | $text2 | $data2 | $bss2 |"
  echo "| growth | $((text2 - text1)) | $((data2 - data1)) | $((bss2 - bss1)) |"
else
  echo
  echo "FreeRTOS hooks: skipped, no kernel at $kernel (set FREERTOS_KERNEL_PATH)"
fi

events=100000
kinds=(isr_enter valmarker evtmarker)
# Tonbandgerät's runtime on this probe (gcc 12 -O2, x86-64), and our target as a share of it.
ref_instr=("153 215 364" "214 294 498" "" "")
target=(0.5 0.6 "" "")

# instructions <binary> <kind>: per event, start-up cancelled.
instructions() {
  local once twice
  once=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$events" "$2" 2>&1 |
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p')
  twice=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$((2 * events))" "$2" 2>&1 |
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p')
  [[ -n $once && -n $twice ]] || { echo "firmware-footprint: callgrind reported no instruction count" >&2; exit 2; }
  awk -v a="$once" -v b="$twice" -v n="$events" 'BEGIN { printf "%.1f", (b - a) / n }'
}

host_flags=(-O2 -std=c99 -I"$root/bench/firmware" -I"$root/bench/firmware/host-port" -I"$fw/include" -I"$fw/src"
  -I"$root/generated-c")
echo
echo "Instructions per traced event, whole runtime path (gcc $(gcc -dumpversion) -O2, $(uname -m), callgrind at $events and $((2 * events)) events)"
echo
echo "| backend | isr_enter | valmarker | evtmarker (15-byte message) | Tonbandgerät | target | ratios |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for i in "${!backends[@]}"; do
  b=${backends[$i]}
  gcc "${host_flags[@]}" -Dtband_configUSE_BACKEND_$b=1 \
    "$root/bench/firmware/event_bench.c" "$root/bench/firmware/bench_io.c" "$fw/src/tband_core.c" \
    "$fw/src/tband_backend_${files[$i]}.c" -o "$work/bench.$b"
  row="| ${files[$i]} |"
  counts=()
  for k in "${!kinds[@]}"; do
    counts+=("$(instructions "$work/bench.$b" "$k")")
    row+=" ${counts[$k]} |"
  done
  if [[ -n ${ref_instr[$i]} ]]; then
    read -r -a ref <<<"${ref_instr[$i]}"
    ratios=""
    for k in "${!kinds[@]}"; do
      ratio=$(awk -v c="${counts[$k]}" -v r="${ref[$k]}" 'BEGIN { printf "%.2f", c / r }')
      ratios+="${ratios:+ / }$ratio"
      if awk -v q="$ratio" -v t="${target[$i]}" 'BEGIN { exit !(q > t) }'; then
        missed=1
        ratios+=" MISSED"
      fi
    done
    row+=" ${ref_instr[$i]// / \/ } | ${target[$i]} | $ratios |"
  else
    row+=" n/a | | |"
  fi
  echo "$row"
done
gcc "${host_flags[@]}" -Dtband_configUSE_BACKEND_STREAMING=1 \
  "$root/bench/firmware/event_bench.c" "$root/bench/firmware/bench_io.c" "$root/bench/firmware/event_floor.c" \
  -o "$work/floor"
row="| no runtime (floor: timestamp, encoder, stream) |"
for k in "${!kinds[@]}"; do
  row+=" $(instructions "$work/floor" "$k") |"
done
echo "$row | | |"

# qemu_instructions <kind> <n> <compile...> -- <qemu...>: instructions the image runs for n
# events of one kind, counted from QEMU's log of translated blocks and their runs.
qemu_instructions() {
  local kind=$1 n=$2 compile=() elf="$work/qemu.elf"
  shift 2
  while [[ $1 != -- ]]; do
    compile+=("$1")
    shift
  done
  shift
  "${compile[@]}" -DBENCH_EVENTS="$n" -DBENCH_KIND="$kind" -o "$elf"
  "$@" -display none -monitor none -serial null -kernel "$elf" -d in_asm,exec,nochain -D "$work/qemu.log"
  awk -f "$root/bench/firmware/qemu-instructions.awk" "$work/qemu.log"
}

qemu_events=1000
probe_sources=("$root/bench/firmware/event_bench.c" "$root/bench/firmware/bench_io.c" "$fw/src/tband_core.c"
  "$fw/src/tband_backend_streaming.c")
probe_port=(-I"$root/bench/firmware/host-port")
rv_board="$fw/boards/qemu-virt-rv32"
rv_image=(riscv64-unknown-elf-gcc -march=rv32imac -mabi=ilp32 -misa-spec=2.2 --specs=picolibc.specs -std=c99
  -ffunction-sections -fdata-sections -I"$root/bench/firmware" -I"$fw/include" -I"$fw/src" -I"$root/generated-c"
  -I"$rv_board" -Dtband_configUSE_BACKEND_STREAMING=1 -nostartfiles -T"$rv_board/link.ld" -Wl,--gc-sections
  -Wl,--no-warn-rwx-segments "${probe_sources[@]}" "$rv_board/startup.S" "$rv_board/startup.c")
rv_port=(-I"$fw/ports/riscv" -Dtband_portRV_MTIME_ADDR=0x0200BFF8u -Dtband_portRV_MTIME_HZ=10000000u)
rv_qemu=(qemu-system-riscv32 -M virt -bios none)
cm_image=(arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -std=c99 -ffunction-sections -fdata-sections
  -I"$root/bench/firmware" -I"$fw/include" -I"$fw/src" -I"$root/generated-c" -Dtband_configUSE_BACKEND_STREAMING=1
  -nostartfiles --specs=nano.specs --specs=rdimon.specs -T"$fw/boards/mps2-an385/link.ld" -Wl,--defsym=end=__bss_end
  -Wl,--gc-sections "${probe_sources[@]}" "$fw/tests/encode/qemu/startup.c")
cm_qemu=(qemu-system-arm -M mps2-an385 -semihosting-config enable=on,target=native)

# qemu_row <label> <compile...> -- <qemu...>: a table row, one count per kind.
qemu_row() {
  local label=$1 k once twice row
  shift
  row="| $label |"
  for k in "${!kinds[@]}"; do
    once=$(qemu_instructions "$k" "$qemu_events" "$@")
    twice=$(qemu_instructions "$k" "$((2 * qemu_events))" "$@")
    row+=" $(awk -v a="$once" -v b="$twice" -v n="$qemu_events" 'BEGIN { printf "%.1f", (b - a) / n }') |"
  done
  echo "$row"
}

echo
echo "Instructions per traced event under QEMU, streaming (riscv64-unknown-elf-gcc $(riscv64-unknown-elf-gcc -dumpversion)," \
  "arm-none-eabi-gcc $(arm-none-eabi-gcc -dumpversion); -d in_asm,exec,nochain at $qemu_events and $((2 * qemu_events)) events)"
echo
echo "| build | isr_enter | valmarker | evtmarker (15-byte message) |"
echo "|---|---:|---:|---:|"
for opt in O2 Os; do
  qemu_row "rv32imac -$opt, the probe's port" "${rv_image[@]}" -"$opt" "${probe_port[@]}" -- "${rv_qemu[@]}"
  qemu_row "Cortex-M3 -$opt, the probe's port" "${cm_image[@]}" -"$opt" "${probe_port[@]}" -- "${cm_qemu[@]}"
done
for opt in O2 Os; do
  qemu_row "rv32imac -$opt, riscv port (mstatus.MIE, mtime)" "${rv_image[@]}" -"$opt" "${rv_port[@]}" -- "${rv_qemu[@]}"
done

if [[ -f $kernel/include/task.h ]]; then
  posix="$kernel/portable/ThirdParty/GCC/Posix"
  gcc -O2 -std=gnu99 -I"$root/bench/firmware/freertos" -I"$root/bench/firmware/host-port" -I"$fw/include" \
    -I"$fw/src" -I"$root/generated-c" -I"$kernel/include" -I"$posix" -Dtband_configFREERTOS_STACK_TRACE_ENABLE=1 \
    -DINCLUDE_uxTaskGetStackHighWaterMark=1 "$root/bench/firmware/freertos/stack_bench.c" "$root/bench/firmware/bench_io.c" \
    "$fw/src/tband_core.c" \
    "$fw/src/tband_backend_streaming.c" "$fw/src/tband_freertos.c" "$kernel/tasks.c" "$kernel/queue.c" \
    "$kernel/list.c" "$kernel/event_groups.c" "$kernel/stream_buffer.c" "$kernel/timers.c" "$posix/port.c" \
    "$posix/utils/wait_for_event.c" "$kernel/portable/MemMang/heap_3.c" -lpthread -o "$work/stack_bench"
  echo
  echo "The stack hook per switch-out, streaming (gcc $(gcc -dumpversion) -O2, $(uname -m), FreeRTOS $version headers;" \
    "callgrind at $events and $((2 * events)) calls; the probe's loop and call included)"
  echo
  echo "| switch-out | instructions |"
  echo "|---|---:|"
  echo "| no new low (a compare) | $(instructions "$work/stack_bench" 0) |"
  echo "| a new low (task_stack_low, 600 bytes free) | $(instructions "$work/stack_bench" 1) |"
fi
exit $missed
