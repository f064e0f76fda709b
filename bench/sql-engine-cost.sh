#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# What DuckDB costs users of tonband (docs/performance.md, "Fleet tables: export and sql"): the
# sizes of tonband.jar, DuckDB's jar beside it and the release zip; the start-up of a command
# that never loads DuckDB (stats of the QEMU demo's capture), with lib/ beside the jar and
# without it; and tonband sql's first query over a folder of one exported trace. RUNS runs each.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
OUT=bench/target/sql-engine-cost
DEMO=target-firmware/examples/qemu-demo/demo_streaming.bin
rm -rf "$OUT"
mkdir -p "$OUT/without-lib"

mvn -B -q package -DskipTests -pl host -am
ls -l host/target/tonband.jar host/target/lib/*.jar host/target/tonband-*.zip | awk '{print $5, $9}'
cp host/target/tonband.jar "$OUT/without-lib/"
java -jar host/target/tonband.jar export --no-progress --to parquet --out "$OUT/demo" "$DEMO" 2>/dev/null

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
times() { # LABEL COMMAND...: the wall times of RUNS runs, in seconds
  local label=$1
  shift
  printf '%-40s' "$label"
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e" "$@" >/dev/null 2>>"$OUT/time.txt"
    printf ' %s' "$(tail -1 "$OUT/time.txt")"
  done
  echo
}
times "stats, lib/ beside the jar" java -jar host/target/tonband.jar stats --no-progress "$DEMO"
times "stats, no lib/" java -jar "$OUT/without-lib/tonband.jar" stats --no-progress "$DEMO"
times "--version" java -jar host/target/tonband.jar --version
times "sql \"SELECT 42\" (one trace's tables)" java -jar host/target/tonband.jar sql "SELECT 42" "$OUT/demo"
times "sql: ISR runs of the trace" java -jar host/target/tonband.jar sql \
  "SELECT name, count(*), max(dur_ns) FROM slice WHERE track_kind = 'isr' GROUP BY name" "$OUT/demo"
