# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""Events/s of tonband_codec.read() on a trace file, read in two ways: RUNS reads of the whole file
iterating, each item taken and counted, as a program that looks at every event would; then RUNS
reads into a list, `list(read())`, as a test that asserts on the whole trace does (every event
kept, which the garbage collector walks again and again as the list grows). Every item must be an
event (the synthetic trace is clean) and there must be EVENTS of them. Prints each run's
wall-clock and CPU figures, then the median and best runs of each way. Run by
bench/python-bench.sh (docs/performance.md).

    python3 bench/python_read_bench.py TRACE EVENTS RUNS
"""
from __future__ import annotations

import statistics
import sys
import time
from typing import Callable

import tonband_codec


def iterating(trace: str) -> int:
    count = 0
    for item in tonband_codec.read(trace):
        if isinstance(item, tonband_codec.Problem):
            raise SystemExit(f"the synthetic trace failed to decode: {item}")
        count += 1
    return count


def into_a_list(trace: str) -> int:
    items = list(tonband_codec.read(trace))
    problems = [i for i in items if isinstance(i, tonband_codec.Problem)]
    if problems:
        raise SystemExit(f"the synthetic trace failed to decode: {problems[0]}")
    return len(items)


def measure(way: Callable[[str], int], trace: str, events: int, runs: int) -> None:
    rates = []
    cpu_rates = []
    for run in range(1, runs + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        count = way(trace)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if count != events:
            raise SystemExit(f"read() gave {count} events of {events}")
        rates.append(count / wall)
        cpu_rates.append(count / cpu)
        print(f"{way.__name__} run {run}: {count:,} events in {wall:.3f} s wall ({cpu:.3f} s CPU):"
              f" {count / wall:,.0f} events/s")
    # Per CPU second too: on a loaded machine the wall clock counts the time other processes had the CPU.
    print(f"{way.__name__}: median {statistics.median(rates):,.0f} events/s, best {max(rates):,.0f} events/s;"
          f" median {statistics.median(cpu_rates):,.0f} events per CPU second")


def main() -> None:
    trace, events, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print(f"Python {sys.version.split()[0]} ({sys.executable}), {trace}")
    measure(iterating, trace, events, runs)
    measure(into_a_list, trace, events, runs)

if __name__ == "__main__":
    main()
