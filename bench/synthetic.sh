#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Builds tonband.jar and the benchmarks, then writes the SyntheticTrace of EVENTS events to FILE:
# the trace bench/host-ratios.sh and bench/export-ratio.sh time the CLI on.
# Usage: bench/synthetic.sh EVENTS FILE
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p "$(dirname "$2")"
mvn -B -q package -DskipTests -pl host,bench -am \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=runtime
java -cp "bench/target/classes:$(cat bench/target/classpath.txt)" dev.tonband.bench.SyntheticTrace "$1" "$2" >/dev/null
