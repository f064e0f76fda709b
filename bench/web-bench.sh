#!/usr/bin/env bash
# The web converter (docs/performance.md, "Web converter"): the page's download size, and the time
# to convert one SyntheticTrace of EVENTS events (default 1 million) on the JVM (as the page does:
# in memory, WebConversion), with the JavaScript build under Node, and in headless Chromium with
# the WebAssembly build and the JavaScript fallback, RUNS times each (default 5), in one run of
# this script. Every build's trace is compared with the JVM's.
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS=${1:-1000000}
RUNS=${2:-5}
OUT=web/target/web-bench
rm -rf "$OUT" && mkdir -p "$OUT/inputs"

mvn -B -q test-compile -pl bench,web -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=test
(cd web && npm ci --ignore-scripts --no-audit --no-fund --prefer-offline >/dev/null)

java -cp "bench/target/classes:$(cat bench/target/classpath.txt)" dev.tonband.bench.SyntheticTrace \
  "$EVENTS" "$OUT/inputs/synthetic.bin"

echo "== download size (web/target/tonband-web; gzip -9 as a web server would send it)"
for f in web/target/tonband-web/*; do
  printf '%-28s %9d bytes  %9d gzipped\n' "$(basename "$f")" "$(stat -c %s "$f")" "$(gzip -9 -c "$f" | wc -c)"
done

echo "== conversion time, ms per run ($RUNS runs each, first run includes warm-up)"
java -cp "web/target/classes:web/target/test-classes:$(cat web/target/classpath.txt)" \
  dev.tonband.web.JvmConversionTiming "$OUT/inputs/synthetic.bin" "$OUT/jvm.pftrace" "$RUNS"
RUNS=$RUNS node web/src/test/js/node-convert.cjs web/target/tonband-web/tonband.js "$OUT/inputs" "$OUT/node" synthetic.bin
for engine in wasm js; do
  RUNS=$RUNS node web/src/test/js/chromium-convert.mjs web/target/tonband-web "$OUT/inputs" "$OUT/chromium-$engine" \
    "$engine" "" synthetic.bin
done
for run in node chromium-wasm chromium-js; do
  node -e 'const r = require(process.argv[1]); console.log(process.argv[2] + ": " + r.events.toLocaleString("en")
    + " events; ms per run: " + r.ms.map(Math.round).join(" "))' "$PWD/$OUT/$run/synthetic.bin.json" "$run"
  cmp -s "$OUT/jvm.pftrace" "$OUT/$run/synthetic.bin.pftrace" || { echo "$run: the trace differs from the JVM's" >&2; exit 1; }
done
