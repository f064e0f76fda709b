#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Host converter benchmark (docs/performance.md, "Host converter"): writes the deterministic
# SyntheticTrace of EVENTS events (default 10 million), measures conversion throughput in one JVM
# (ConvertBench: several runs, wall and CPU time, output to a counting sink), then converts it
# with the real CLI under -Xmx256m to show that memory does not grow with the trace.
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS=${1:-10000000}
RUNS=${2:-5}
OUT=bench/target/convert-bench
mkdir -p "$OUT"

mvn -B -q package -DskipTests -pl bench -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=runtime
CP="bench/target/classes:$(cat bench/target/classpath.txt)"

java -cp "$CP" dev.tonband.bench.SyntheticTrace "$EVENTS" "$OUT/synthetic.bin"
echo "== throughput (ConvertBench, -Xmx256m, $RUNS runs in one JVM)"
java -Xmx256m -cp "$CP" dev.tonband.bench.ConvertBench "$OUT/synthetic.bin" "$EVENTS" "$RUNS"
echo "== the CLI end to end, -Xmx256m, output to disk"
/usr/bin/time -f "%e s wall, %U s user, %S s sys, max RSS %M KiB" \
  java -Xmx256m -jar host/target/tonband.jar convert --no-progress "$OUT/synthetic.bin" -o "$OUT/synthetic.pftrace" \
  2> >(grep -v '^  \|^first\|problem(s)' >&2) || test $? -eq 1 # exit 1: the trace reports its drops
ls -l "$OUT/synthetic.pftrace"
