#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Bytes per event of device traces and their dial9 archives, raw and gzip-compressed, for
# docs/performance.md ("Archive size (dial9)"). Not a test: it converts ten million events.
#
#   bench/archive-size.sh                      # the 10M-event SyntheticTrace and encode-cases.bin
#   bench/archive-size.sh --synthetic 100000 some-trace.bin
#
# Builds the modules it needs (tests skipped) and runs dev.tonband.bench.ArchiveSizes from the
# checkout root, so relative trace paths are relative to the root.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
args=()
if [ $# -gt 0 ]; then
  args=("-Darchive-size.args=$*")
fi
mvn -B -q -o package -DskipTests -Parchive-size -pl bench -am "${args[@]}"
