#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# The Python codec against the Java decoder (docs/performance.md, "Python decoder"): events/s of
# tonband_codec.read() on the SyntheticTrace of EVENTS events (default 1 million), RUNS reads of it
# (default 5), and in the same run the events/s of the Java visitor path (JMH
# DecodeBenchmark.visitor, on its 10-million-event trace of the same generator and seed). Both
# are pinned to one CPU (taskset -c 1), so that neither borrows the other CPU of a loaded machine.
# The target (issue 30): Python at least 1/40 of the visitor's events/s.
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS=${1:-1000000}
RUNS=${2:-5}
PYTHON=${PYTHON:-/usr/bin/python3}
OUT=bench/target/python-bench
mkdir -p "$OUT"
pin=()
if command -v taskset >/dev/null 2>&1; then
  pin=(taskset -c 1)
fi

mvn -B -q package -DskipTests -pl bench -am
java -cp bench/target/benchmarks.jar dev.tonband.bench.SyntheticTrace "$EVENTS" "$OUT/synthetic.bin"

echo "== Python: tonband_codec.read() (generated-python/src), $RUNS runs iterating and $RUNS into a list"
PYTHONPATH=generated-python/src PYTHONDONTWRITEBYTECODE=1 "${pin[@]}" "$PYTHON" bench/python_read_bench.py \
  "$OUT/synthetic.bin" "$EVENTS" "$RUNS" | tee "$OUT/python.txt"
python_rate=$(sed -n 's/^iterating: median \([0-9,]*\) events.*/\1/p' "$OUT/python.txt" | tr -d ,)

echo "== Java: DecodeBenchmark.visitor (JMH, 1 fork, 3 warmup and 5 measurement iterations of 5 s)"
"${pin[@]}" java -jar bench/target/benchmarks.jar 'DecodeBenchmark.visitor$' -f 1 -wi 3 -i 5 \
  -rf json -rff "$OUT/jmh.json" | grep -E '^(Benchmark|DecodeBenchmark)'
java_rate=$("$PYTHON" -c 'import json, sys; print(round(json.load(open(sys.argv[1]))[0]["primaryMetric"]["score"]))' \
  "$OUT/jmh.json")

"$PYTHON" -c 'import sys
python, java = int(sys.argv[1]), int(sys.argv[2])
print(f"== Python / Java visitor: {python:,} / {java:,} events/s = 1/{java / python:.1f} (target: 1/40 or better)")
sys.exit(0 if python * 40 >= java else 1)' "$python_rate" "$java_rate"
