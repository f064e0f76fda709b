#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# tonband diff benchmark (docs/performance.md, "Trace analysis"): 2 x RUNS synthetic traces of
# EVENTS events (SyntheticFleet, seeds 1..2*RUNS; the first RUNS are the base, the others the new
# build), diffed end to end by the CLI at -Xmx256m; beside it, stats of all of them one after
# another, which is the reading the diff does.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-20}
EVENTS=${2:-50000}
OUT=bench/target/diff-bench
TIME="%e s wall, %U s user, %S s sys, max RSS %M KiB"
rm -rf "$OUT"
mkdir -p "$OUT/base" "$OUT/new"

mvn -B -q package -DskipTests -pl bench -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=runtime
CP="bench/target/classes:$(cat bench/target/classpath.txt)"
TONBAND=(java -Xmx256m -jar host/target/tonband.jar)

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
java -cp "$CP" dev.tonband.bench.SyntheticFleet $((2 * RUNS)) "$EVENTS" "$OUT/traces"
i=0
for trace in $(find "$OUT/traces" -type f | sort -V); do
  i=$((i + 1))
  if [ "$i" -le "$RUNS" ]; then mv "$trace" "$OUT/base/"; else mv "$trace" "$OUT/new/"; fi
done
echo "== diff of $RUNS runs against $RUNS runs of $EVENTS events, -Xmx256m"
/usr/bin/time -f "$TIME" "${TONBAND[@]}" diff --no-progress "$OUT/base" --against "$OUT/new" | head -3
echo "== stats of each of the $((2 * RUNS)) traces, one JVM each"
start=$(date +%s.%N)
for trace in "$OUT"/base/* "$OUT"/new/*; do
  "${TONBAND[@]}" stats --no-progress "$trace" >/dev/null || true
done
echo "$(echo "$(date +%s.%N) - $start" | bc) s wall"
