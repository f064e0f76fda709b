#!/usr/bin/env bash
# Cost and size of the generated C encoders (generated-c/tband_encode.h). Not a test: it counts
# instructions with valgrind, which CI must not depend on.
#
#   bench/encode-bench.sh
#
# 1. Instructions per event, from bench/encode_bench.c built with gcc -O2 and run under callgrind
#    at N and 2N events: (count(2N) - count(N)) / N cancels start-up cost. Compared with
#    Tonbandgerät's encoder; the target is 0.6 times its count. Exits 1 when a target is missed.
# 2. Code size on Cortex-M3 (arm-none-eabi-gcc -Os -mthumb) of every encoder, each behind an
#    external wrapper (target-firmware/tests/encode/all_encoders.c).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
headers="$root/generated-c"
events=100000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tool in gcc valgrind cmake arm-none-eabi-gcc arm-none-eabi-nm arm-none-eabi-size; do
  command -v "$tool" >/dev/null || { echo "encode-bench: $tool not found" >&2; exit 2; }
done

# The probe's kinds, in its order, with Tonbandgerät's count (gcc 12 -O2, x86-64).
kinds=(isr_enter valmarker evtmarker freertos_queue_send)
reference=(79 149 278 87)

gcc -O2 -I"$headers" -include tband_encode.h "$root/bench/encode_bench.c" -o "$work/encode_bench"

# instructions <events> <kind>: instructions executed by one whole run of the probe.
instructions() {
  local count
  count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/encode_bench" "$1" "$2" 2>&1 |
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p')
  [[ -n $count ]] || { echo "encode-bench: callgrind reported no instruction count" >&2; exit 2; }
  echo "$count"
}

echo "Instructions per event (gcc $(gcc -dumpversion) -O2, $(uname -m), callgrind at $events and $((2 * events)) events)"
echo
echo "| event | Tonband | Tonbandgerät | target (0.6×) | Tonband / Tonbandgerät |"
echo "|---|---:|---:|---:|---:|"
missed=0
for kind in "${!kinds[@]}"; do
  once=$(instructions "$events" "$kind")
  twice=$(instructions "$((2 * events))" "$kind")
  row=$(awk -v once="$once" -v twice="$twice" -v n="$events" -v ref="${reference[$kind]}" -v name="${kinds[$kind]}" 'BEGIN {
    per = (twice - once) / n
    verdict = per <= 0.6 * ref ? "" : " MISSED"
    printf "| %s | %.1f | %d | %.1f | %.2f |%s\n", name, per, ref, 0.6 * ref, per / ref, verdict
  }')
  echo "$row"
  [[ $row == *MISSED ]] && missed=1
done

echo
echo "Code size on Cortex-M3 (arm-none-eabi-gcc $(arm-none-eabi-gcc -dumpversion) -Os -mthumb), bytes"
echo
cmake -DHEADER="$headers/tband_encode.h" -DOUTPUT="$work/tband_encoders.inc" -P "$root/target-firmware/cmake/EncoderList.cmake"
arm-none-eabi-gcc -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Werror -mcpu=cortex-m3 -mthumb -Os \
  -I"$headers" -I"$work" -c "$root/target-firmware/tests/encode/all_encoders.c" -o "$work/all_encoders.o"
# With -Os the framing primitives stay shared functions: they are listed apart and count once.
arm-none-eabi-nm --size-sort -S -t d "$work/all_encoders.o" | awk '
  $3 ~ /^[Tt]$/ {
    if ($4 ~ /^wrap_/) { encoders = encoders sprintf("| %s | %d |\n", substr($4, 6), $2) }
    else { shared = shared sprintf("| %s (shared) | %d |\n", $4, $2) }
  }
  END { printf "| encoder | bytes |\n|---|---:|\n%s%s", encoders, shared }'
echo "| all of the above (.text) | $(arm-none-eabi-size "$work/all_encoders.o" | awk 'NR == 2 { print $1 }') |"

exit "$missed"
