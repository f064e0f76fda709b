#!/usr/bin/env bash
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
#    is more than Tonbandgerät's in such a link.
# 3. Instructions per traced event on the host: bench/firmware/event_bench.c (gcc -O2, a port
#    with empty critical sections) under callgrind at N and 2N events; (count(2N) - count(N)) / N.
#    Compared with Tonbandgerät's runtime on the same probe (figures measured with its code, which
#    is not in this repository); targets: 0.5 of it for streaming, 0.6 for snapshot. Also the
#    floor: the probe with no runtime at all (bench/firmware/event_floor.c). Exits 1 when a
#    target is missed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
fw="$root/target-firmware"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tool in gcc valgrind arm-none-eabi-gcc arm-none-eabi-size; do
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

kernel=${FREERTOS_KERNEL_PATH:-$root/../shared/third_party/FreeRTOS-Kernel/V11.3.0}
if [[ -f $kernel/include/task.h ]]; then
  fr="$root/bench/firmware/freertos"
  version=$(sed -n 's/^#define tskKERNEL_VERSION_NUMBER *"\(.*\)"/\1/p' "$kernel/include/task.h")
  for enable in 1 0; do
    arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -std=c99 -Os -ffunction-sections -fdata-sections \
      -Dtband_configENABLE=$enable -I"$fr" -I"$fw/include" -I"$fw/src" -I"$fw/ports/cortex-m-freertos" \
      -I"$fw/ports/cortex-m" -I"$root/generated-c" -I"$kernel/include" -I"$kernel/portable/GCC/ARM_CM3" \
      -nostartfiles --specs=nano.specs --specs=nosys.specs -T"$fw/boards/mps2-an385/link.ld" -Wl,--gc-sections \
      "$fr/main.c" "$fw/boards/mps2-an385/startup.c" "$fw"/src/tband_*.c "$fw/ports/cortex-m/tband_cm_timestamp.c" \
      "$kernel/tasks.c" "$kernel/queue.c" "$kernel/list.c" "$kernel/portable/GCC/ARM_CM3/port.c" \
      "$kernel/portable/MemMang/heap_4.c" -o "$work/freertos$enable.elf"
  done
  read -r text1 data1 bss1 < <(arm-none-eabi-size "$work/freertos1.elf" | awk 'NR==2 { print $1, $2, $3 }')
  read -r text0 data0 bss0 < <(arm-none-eabi-size "$work/freertos0.elf" | awk 'NR==2 { print $1, $2, $3 }')
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
    "$root/bench/firmware/event_bench.c" "$fw/src/tband_core.c" "$fw/src/tband_backend_${files[$i]}.c" -o "$work/bench.$b"
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
  "$root/bench/firmware/event_bench.c" "$root/bench/firmware/event_floor.c" -o "$work/floor"
row="| no runtime (floor: timestamp, encoder, stream) |"
for k in "${!kinds[@]}"; do
  row+=" $(instructions "$work/floor" "$k") |"
done
echo "$row | | |"
exit $missed
