# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""Events/s of tonband_codec.read() on a trace file: RUNS reads of the whole file, each item taken
and counted, as a program that looks at every event would. Every item must be an event (the
synthetic trace is clean) and there must be EVENTS of them. Prints each run's wall-clock and CPU
figures, then the median and best runs. Run by bench/python-bench.sh (docs/performance.md).

    python3 bench/python_read_bench.py TRACE EVENTS RUNS
"""
from __future__ import annotations

import statistics
import sys
import time

import tonband_codec


def one_run(trace: str) -> int:
    count = 0
    for item in tonband_codec.read(trace):
        if isinstance(item, tonband_codec.Problem):
            raise SystemExit(f"the synthetic trace failed to decode: {item}")
        count += 1
    return count


def main() -> None:
    trace, events, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print(f"Python {sys.version.split()[0]} ({sys.executable}), {trace}")
    rates = []
    for run in range(1, runs + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        count = one_run(trace)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if count != events:
            raise SystemExit(f"read() gave {count} events of {events}")
        rates.append(count / wall)
        print(f"run {run}: {count:,} events in {wall:.3f} s wall ({cpu:.3f} s CPU): {count / wall:,.0f} events/s")
    print(f"median {statistics.median(rates):,.0f} events/s, best {max(rates):,.0f} events/s")


if __name__ == "__main__":
    main()
