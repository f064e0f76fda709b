#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Fleet tables benchmark (docs/performance.md, "Fleet tables: export and sql"): TRACES synthetic
# traces of EVENTS events each (SyntheticFleet: seeds 1..TRACES), exported into one folder by one
# tonband export at -Xmx256m, then GROUP BY queries over all of them with tonband sql at
# -Xmx256m; wall time and peak RSS (JVM heap plus DuckDB's native memory) of each.
set -euo pipefail
cd "$(dirname "$0")/.."
TRACES=${1:-200}
EVENTS=${2:-50000}
OUT=bench/target/fleet-bench
TIME="%e s wall, %U s user, %S s sys, max RSS %M KiB"
rm -rf "$OUT"
mkdir -p "$OUT"

mvn -B -q package -DskipTests -pl bench -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=runtime
CP="bench/target/classes:$(cat bench/target/classpath.txt)"
TONBAND=(java -Xmx256m -jar host/target/tonband.jar)

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
java -cp "$CP" dev.tonband.bench.SyntheticFleet "$TRACES" "$EVENTS" "$OUT/traces"
du -sh "$OUT/traces"
echo "== export of $TRACES traces of $EVENTS events, -Xmx256m"
# exit 1: the synthetic traces report their drops as problems
/usr/bin/time -f "$TIME" "${TONBAND[@]}" export --to parquet --out "$OUT/fleet" "$OUT/traces" 2>&1 >/dev/null \
  | grep -v '^  \|^first\|problem(s)' || true
du -sh "$OUT/fleet"
find "$OUT/fleet" -name '*.parquet' | wc -l | sed 's/$/ Parquet files/'
echo "== GROUP BY over all slices: time per board, kind and track"
/usr/bin/time -f "$TIME" "${TONBAND[@]}" sql "SELECT t.device, s.track_kind, s.name, count(*) AS n, sum(s.dur_ns) AS total_ns,
  max(s.dur_ns) AS max_ns FROM slice s JOIN trace t USING (trace_id) GROUP BY ALL ORDER BY total_ns DESC LIMIT 5" "$OUT/fleet"
echo "== GROUP BY over all events"
/usr/bin/time -f "$TIME" "${TONBAND[@]}" sql "SELECT name, count(*) AS n, count(DISTINCT trace_id) AS traces FROM event
  GROUP BY name ORDER BY n DESC LIMIT 5" "$OUT/fleet"
