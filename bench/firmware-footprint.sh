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
# 2. Instructions per traced event on the host: bench/firmware/event_bench.c (gcc -O2, a port
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
