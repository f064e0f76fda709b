#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# The web converter (docs/performance.md, "Web converter"): the page's download size, and the time
# to convert two inputs: one SyntheticTrace of EVENTS events (default 1 million), and the dial9
# archive `tonband convert --to dial9` writes of it, gzipped. Each is converted RUNS times (default
# 5), in one run of this script: by the CLI (`tonband convert`, a JVM started for each run), on the
# JVM as the page does (in memory, WebConversion, one warm JVM), with the JavaScript build under
# Node, and in headless Chromium with the WebAssembly build and the JavaScript fallback. Every
# trace is compared with the JVM's.
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS=${1:-1000000}
RUNS=${2:-5}
OUT=web/target/web-bench
rm -rf "$OUT" && mkdir -p "$OUT/inputs"

mvn -B -q test-compile -pl bench,web -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=test
(cd web && npm ci --ignore-scripts --no-audit --no-fund --prefer-offline >/dev/null)

CP="web/target/classes:web/target/test-classes:$(cat web/target/classpath.txt)"
java -cp "bench/target/classes:$(cat bench/target/classpath.txt)" dev.tonband.bench.SyntheticTrace \
  "$EVENTS" "$OUT/inputs/synthetic.bin"
java -cp "$CP" dev.tonband.host.cli.TonbandCommand convert --no-progress --to dial9 "$OUT/inputs/synthetic.bin" \
  -o "$OUT/inputs/synthetic.dial9"
gzip -9 "$OUT/inputs/synthetic.dial9"
INPUTS=(synthetic.bin synthetic.dial9.gz)
for input in "${INPUTS[@]}"; do
  printf 'input %-22s %11d bytes\n' "$input" "$(stat -c %s "$OUT/inputs/$input")"
done

echo "== download size (web/target/tonband-web; gzip -9 as a web server would send it)"
for f in web/target/tonband-web/*; do
  printf '%-28s %9d bytes  %9d gzipped\n' "$(basename "$f")" "$(stat -c %s "$f")" "$(gzip -9 -c "$f" | wc -c)"
done

echo "== conversion time, ms per run ($RUNS runs each, first run includes warm-up)"
for input in "${INPUTS[@]}"; do
  ms=()
  for run in $(seq "$RUNS"); do
    started=$(date +%s%N)
    # Exit 1 is a trace converted with problems (the synthetic trace's dropped events), listed on stderr.
    java -cp "$CP" dev.tonband.host.cli.TonbandCommand convert --no-progress "$OUT/inputs/$input" -o "$OUT/cli.pftrace" \
      2>"$OUT/cli-$input.txt" || [ $? -eq 1 ]
    ms+=($(( ($(date +%s%N) - started) / 1000000 )))
  done
  echo "cli, $input: ms per run (JVM start included): ${ms[*]}"
  java -cp "$CP" dev.tonband.web.JvmConversionTiming "$OUT/inputs/$input" "$OUT/jvm-$input.pftrace" "$RUNS"
  cmp -s "$OUT/cli.pftrace" "$OUT/jvm-$input.pftrace" || { echo "$input: the page's trace on the JVM differs from the CLI's" >&2; exit 1; }
done
RUNS=$RUNS node web/src/test/js/node-convert.cjs web/target/tonband-web/tonband.js "$OUT/inputs" "$OUT/node" "${INPUTS[@]}"
for engine in wasm js; do
  RUNS=$RUNS node web/src/test/js/chromium-convert.mjs web/target/tonband-web "$OUT/inputs" "$OUT/chromium-$engine" \
    "$engine" "" "${INPUTS[@]}"
done
for input in "${INPUTS[@]}"; do
  for run in node chromium-wasm chromium-js; do
    node -e 'const r = require(process.argv[1]); console.log(process.argv[2] + ": " + r.events.toLocaleString("en")
      + " events; ms per run: " + r.ms.map(Math.round).join(" "))' "$PWD/$OUT/$run/$input.json" "$run, $input"
    cmp -s "$OUT/jvm-$input.pftrace" "$OUT/$run/$input.pftrace" || { echo "$run, $input: the trace differs from the JVM's" >&2; exit 1; }
  done
done
