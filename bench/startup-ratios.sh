#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Start-up of the launcher (docs/performance.md, "Start-up"). Through host/target/bin/tonband
# (mvn package lays host/target/ out as the release, class-data archive included), the median
# wall time of RUNS runs (default 11) of `tonband --help` and of decode, convert and stats of the
# demo trace, each as a ratio to a bare `java -version` timed in the same rounds (each round runs
# every command once, so that a change of the machine's load meets them all). Targets: 3x for
# --help, 5x for the others. Then the long run: convert of the SyntheticTrace of EVENTS events
# (default 10 million; 0 skips it) through the launcher and as `java -jar host/target/tonband.jar`
# (the way before the launcher: no class-data archive), LONG_RUNS times each (default 3), in
# alternation; the launcher's median should be within 5 % of the jar's.
# Usage: bench/startup-ratios.sh [RUNS] [EVENTS] [LONG_RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-11}
EVENTS=${2:-10000000}
LONG_RUNS=${3:-3}
OUT=bench/target/startup-ratios
mkdir -p "$OUT"
[ -x host/target/bin/tonband ] || { echo "no host/target/bin/tonband: run mvn package -pl host -am -DskipTests" >&2; exit 2; }
if [ "$EVENTS" -gt 0 ] && [ ! -f "$OUT/synthetic-$EVENTS.bin" ]; then
  bench/synthetic.sh "$EVENTS" "$OUT/synthetic-$EVENTS.bin"
fi

echo "== machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== $(java -version 2>&1 | head -1)"
status=0
python3 - "$RUNS" "$EVENTS" "$LONG_RUNS" "$OUT" <<'PY' || status=$?
import statistics, subprocess, sys, time
runs, events, long_runs, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
demo = "target-firmware/examples/qemu-demo/demo_streaming.bin"
tonband = ["host/target/bin/tonband"]

def wall(command):
    start = time.monotonic()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.monotonic() - start
    if done.returncode not in (0, 1):  # 1: the trace's problems
        sys.exit(f"{' '.join(command)} failed with exit code {done.returncode}")
    return elapsed

commands = {
    "java -version": (["java", "-version"], None),
    "tonband --help": (tonband + ["--help"], 3),
    "tonband decode demo": (tonband + ["decode", demo], 5),
    "tonband convert demo": (tonband + ["convert", demo, "-o", f"{out}/demo.pftrace"], 5),
    "tonband stats demo": (tonband + ["stats", demo], 5),
}
times = {name: [] for name in commands}
for _ in range(runs):
    for name, (command, _) in commands.items():
        times[name].append(wall(command))
base = statistics.median(times["java -version"])
print(f"{'java -version':<22} {base * 1000:7.0f} ms (median of {runs})")
missed = 0
for name, (command, target) in list(commands.items())[1:]:
    median = statistics.median(times[name])
    ratio = median / base
    missed += ratio > target
    print(f"{name:<22} {median * 1000:7.0f} ms  {ratio:5.1f}x  (target {target}x: {'met' if ratio <= target else 'missed'})")

if events > 0:
    trace = f"{out}/synthetic-{events}.bin"
    long = {"tonband convert": tonband, "java -jar tonband.jar convert": ["java", "-jar", "host/target/tonband.jar"]}
    walls = {name: [] for name in long}
    for _ in range(long_runs):
        for name, cli in long.items():
            walls[name].append(wall(cli + ["convert", "--no-progress", trace, "-o", f"{out}/synthetic.pftrace"]))
    launcher, jar = (statistics.median(w) for w in walls.values())
    change = launcher / jar - 1
    missed += change > 0.05
    print(f"{events:,} events: tonband convert {launcher:.2f} s, java -jar tonband.jar convert {jar:.2f} s"
          f" (median of {long_runs}): {change:+.1%} (target at most +5%: {'met' if change <= 0.05 else 'missed'})")
sys.exit(1 if missed else 0)
PY
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
