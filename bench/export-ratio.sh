#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# tonband export against tonband convert (docs/performance.md, "Export to Parquet"): in one run, the
# CLI as a user runs it (java -Xmx256m -jar host/target/tonband.jar, wall time, JVM start included)
# converting the 10-million-event SyntheticTrace to Perfetto and exporting it as Parquet tables,
# alternately, RUNS times each (default 5, the median counts). Prints each command's events/s,
# CPU time and peak RSS, the export's tables' sizes, and the ratio export/convert (target: >= 1).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
EVENTS=10000000
OUT=bench/target/export-ratio
bench/synthetic.sh "$EVENTS" "$OUT/synthetic.bin"

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$RUNS" "$EVENTS" "$OUT" <<'PY'
import statistics, subprocess, sys, time, shutil, os
runs, events, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
cli = ["/usr/bin/time", "-f", "%U %S %M", "java", "-Xmx256m", "-jar", "host/target/tonband.jar"]
commands = {
    "convert": ["convert", "--no-progress", f"{out}/synthetic.bin", "-o", f"{out}/synthetic.pftrace"],
    "export": ["export", "--no-progress", "--out", f"{out}/tables", f"{out}/synthetic.bin"],
}
measured = {name: [] for name in commands}
for _ in range(runs):
    for name, args in commands.items():  # alternately, so that both meet the same load
        start = time.monotonic()
        done = subprocess.run(cli + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.monotonic() - start
        if done.returncode not in (0, 1):  # 1: the trace's drop reports
            sys.exit(f"{name} failed with exit code {done.returncode}: {done.stderr}")
        user, system, rss = done.stderr.strip().splitlines()[-1].split()
        measured[name].append((wall, float(user) + float(system), int(rss) // 1024))

rates = {}
for name, samples in measured.items():
    wall = statistics.median(s[0] for s in samples)
    cpu = statistics.median(s[1] for s in samples)
    rss = max(s[2] for s in samples)
    rates[name] = events / wall
    print(f"{name:<8} {events / wall / 1e6:5.2f} M events/s ({wall:.2f} s wall, {cpu:.2f} s CPU, median of {runs};"
          f" peak RSS {rss} MiB)")
sizes = {t: sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(f"{out}/tables/{t}") for f in fs)
         for t in sorted(os.listdir(f"{out}/tables")) if not t.startswith(".")}
print("tables:  " + ", ".join(f"{t} {b / 1e6:.0f} MB" for t, b in sizes.items()))
ratio = rates["export"] / rates["convert"]
print(f"export/convert {ratio:.2f} (target 1.00: {'met' if ratio >= 1 else 'missed'})")
PY
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
