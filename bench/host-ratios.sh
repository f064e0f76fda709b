#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# The host tool end to end against the decoder (docs/performance.md, "Host end to end"): in one
# run, the JMH visitor benchmark (DecodeBenchmark.visitor: the generated decoder alone, in memory)
# and the CLI as a user runs it (java -Xmx256m -jar host/target/tonband.jar, wall time, JVM start
# included) converting and analysing the same SyntheticTrace of EVENTS events (default 40 million:
# the JVM's start is then a few percent of a run), RUNS times each (default 5, the median counts).
# Prints each command's events/s and its ratio to the visitor's; then the same after the JVM's
# warm-up: the events of a trace of EVENTS/2 timed again, and their rate taken from the difference
# of the two walls (the JVM's start and its compiler's first seconds then count once, in neither).
# Usage: bench/host-ratios.sh [RUNS] [EVENTS]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
EVENTS=${2:-40000000}
OUT=bench/target/host-ratios
bench/synthetic.sh "$EVENTS" "$OUT/synthetic.bin"
java -cp "bench/target/classes:$(cat bench/target/classpath.txt)" dev.tonband.bench.SyntheticTrace "$((EVENTS / 2))" \
  "$OUT/half.bin" >/dev/null

echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
java -jar bench/target/benchmarks.jar 'DecodeBenchmark.visitor' -f 1 -wi 3 -i 5 -rf json -rff "$OUT/visitor.json" \
  >"$OUT/visitor.log"
visitor=$(python3 -c "import json; print(json.load(open('$OUT/visitor.json'))[0]['primaryMetric']['score'])")

python3 - "$visitor" "$RUNS" "$EVENTS" "$OUT" <<'PY'
import os, statistics, subprocess, sys, time
visitor, runs, events, out = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
cli = ["java", "-Xmx256m", "-jar", "host/target/tonband.jar"]

def median_wall(*args):
    walls = []
    for _ in range(runs):
        os.sync()  # the last convert's output is written back now, not during this run
        start = time.monotonic()
        done = subprocess.run(cli + list(args), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.monotonic() - start)
        if done.returncode not in (0, 1):  # 1: the trace's drop reports
            sys.exit(f"{args[0]} failed with exit code {done.returncode}")
    return statistics.median(walls)

print(f"visitor (JMH)        {visitor / 1e6:6.2f} M events/s")
for name, args, target in (
        ("convert", lambda trace: ("convert", "--no-progress", f"{out}/{trace}.bin", "-o", f"{out}/{trace}.pftrace"), 1 / 3),
        ("stats --json", lambda trace: ("stats", "--json", f"{out}/{trace}.bin"), 1 / 2)):
    wall = median_wall(*args("synthetic"))
    rate = events / wall
    print(f"{name:<20} {rate / 1e6:6.2f} M events/s ({wall:.2f} s wall, median of {runs})  ratio {rate / visitor:.3f}"
          f"  (target {target:.3f}: {'met' if rate / visitor >= target else 'missed'})")
    half = median_wall(*args("half"))
    warm = (events - events // 2) / (wall - half)
    print(f"  after warm-up      {warm / 1e6:6.2f} M events/s ({half:.2f} s wall for half the events)"
          f"  ratio {warm / visitor:.3f}")
PY
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
