#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Perfetto output size (docs/performance.md, "Output size"): writes the deterministic
# SyntheticTrace of EVENTS device events (default 1 million, seed 1), converts it with the CLI's
# code and prints the bytes of the Perfetto trace and the bytes per device event (target: 24 or
# fewer). The CLI exits 1 on this trace (its drop reports are problems by design). The input is
# named syn1m.bin as in docs/performance.md: the drop reports' "where" arguments carry its name.
#
#   bench/perfetto-size.sh            # optional argument: EVENTS (1000000)
#
# Builds the modules it needs (compile only, nothing installed) and runs from the checkout root.
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS=${1:-1000000}
OUT=bench/target/perfetto-size
mkdir -p "$OUT"

mvn -B -q -o -ntp compile -pl bench -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=runtime
CP="bench/target/classes:$(cat bench/target/classpath.txt)"

java -cp "$CP" dev.tonband.bench.SyntheticTrace "$EVENTS" "$OUT/syn1m.bin" >/dev/null 2>&1
java -cp "$CP" dev.tonband.host.cli.TonbandCommand convert --no-progress "$OUT/syn1m.bin" \
  -o "$OUT/syn1m.pftrace" >/dev/null 2>&1 || test $? -eq 1
BYTES=$(stat -c %s "$OUT/syn1m.pftrace")
awk -v b="$BYTES" -v n="$EVENTS" 'BEGIN {
  printf "%d device events, %d bytes of Perfetto trace: %.2f bytes per device event (target 24)\n", n, b, b / n }'
