# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""tonband_codec.timing against `tonband stats --json`: every interrupt's runs and every global
event marker's slices (how many, the shortest, the longest, their total) on every trace of the
suite whose times the CLI takes as they are: the corpus's streams, the QEMU demo's trace and the traces of the build's own runs. A trace
whose timestamps the CLI repairs is passed over, with a line that says so: Python gives the
device's own times there (docs/python.md).
"""
from __future__ import annotations

import json
import subprocess
import unittest
from pathlib import Path
from typing import Dict, List, Tuple

import tonband_codec
from support import CORPUS, DEMO_TRACE, JAR, TIMING_KINDS, TRACE_DIR, cli_decode

#: Per interrupt id, or per marker name: how many, shortest, longest and total nanoseconds.
Figures = Dict[object, Tuple[int, int, int, int]]


def figures(durations: Dict[object, List[int]]) -> Figures:
    return {key: (len(d), min(d), max(d), sum(d)) for key, d in durations.items()}


def python_figures(path: Path) -> Tuple[Figures, Figures]:
    items = list(tonband_codec.read(path))
    runs: Dict[object, List[int]] = {}
    for run in tonband_codec.timing.isr_runs(items):
        runs.setdefault(run.isr_id, []).append(run.duration_ns)
    slices: Dict[object, List[int]] = {}
    for piece in tonband_codec.timing.marker_slices(items):
        # The CLI names a marker without a name event by its id.
        slices.setdefault(piece.name or f"Marker {piece.marker_id}", []).append(piece.duration_ns)
    return figures(runs), figures(slices)


def cli_figures(path: Path) -> Tuple[Figures, Figures]:
    done = subprocess.run(["java", "-jar", str(JAR), "stats", "--json", "--no-progress", str(path)],
                          capture_output=True, timeout=600)
    if done.returncode not in (0, 1):
        raise AssertionError(f"tonband stats {path} exited {done.returncode}:\n{done.stderr.decode(errors='replace')}")
    stats = json.loads(done.stdout)

    def of(summary: Dict[str, int]) -> Tuple[int, int, int, int]:
        return summary["count"], summary["min_ns"], summary["max_ns"], summary["total_ns"]

    runs: Figures = {isr["id"]: of(isr["runs"]) for isr in stats["isrs"] if isr["runs"]["count"] > 0}
    slices: Figures = {m["name"]: of(m["slices"]) for m in stats["markers"]
                       if m["task"] is None and m["kind"] == "event" and m["slices"]["count"] > 0}
    return runs, slices


def suite() -> List[Path]:
    return sorted((CORPUS / "streams").rglob("*.bin")) + [DEMO_TRACE] + sorted(TRACE_DIR.glob("*.bin"))


class TimingTest(unittest.TestCase):
    def test_the_runs_and_slices_are_those_tonband_stats_counts_on_every_trace_of_the_suite(self) -> None:
        compared = 0
        for path in suite():
            with self.subTest(trace=path.name):
                repaired = {p["problem"] for p in cli_decode(path).problems} & (TIMING_KINDS | {"IMPLAUSIBLE_CORE_ID"})
                if repaired:
                    print(f"\ntest_timing: {path.name} skipped: the CLI repairs its times ({', '.join(sorted(repaired))})")
                    continue

                self.assertEqual(python_figures(path), cli_figures(path))
                compared += 1
        self.assertGreaterEqual(compared, 10)

    def test_the_demos_timer_ran_every_period_within_its_budget(self) -> None:
        runs = [r for r in tonband_codec.timing.isr_runs(tonband_codec.read(DEMO_TRACE)) if r.name == "timer0"]

        # The QEMU demo's budgets.yaml: count at least 40, max 20 us (its main.c runs 40 periods).
        self.assertEqual(len(runs), 40)
        self.assertLessEqual(max(r.duration_ns for r in runs), 20_000)
        self.assertEqual({r.core for r in runs}, {0})
        self.assertTrue(all(r.start_ns < r.end_ns for r in runs))

    def test_an_exit_ends_the_innermost_run_of_its_interrupt_and_a_lost_exit_costs_one_run(self) -> None:
        from tonband_codec.events import CoreId, IsrEnter, IsrExit, IsrName, TsResolutionNs

        items = [TsResolutionNs(10), IsrName(1, "uart"), CoreId(0, 0),
                 IsrEnter(100, 1), IsrEnter(110, 2), IsrEnter(120, 1), IsrExit(130, 1), IsrExit(140, 2),
                 IsrExit(150, 1),
                 IsrEnter(200, 1),  # its exit was lost
                 IsrEnter(300, 1), IsrExit(310, 1), IsrExit(320, 3), CoreId(330, 1), IsrExit(340, 1)]

        runs = tonband_codec.timing.isr_runs(items)

        # The enter at 200 stays open (no run); the exit of 3 and that on core 1 end nothing.
        self.assertEqual([(r.isr_id, r.name, r.core, r.start_ns, r.end_ns) for r in runs],
                         [(1, "uart", 0, 1200, 1300), (2, None, 0, 1100, 1400), (1, "uart", 0, 1000, 1500),
                          (1, "uart", 0, 3000, 3100)])

    def test_an_end_ends_the_innermost_slice_of_its_marker(self) -> None:
        from tonband_codec.events import EvtmarkerBegin, EvtmarkerEnd, EvtmarkerName

        items = [EvtmarkerName(4, "loop"), EvtmarkerBegin(10, 4, "outer"), EvtmarkerBegin(20, 5, "other"),
                 EvtmarkerBegin(30, 4, "inner"), EvtmarkerEnd(40, 4), EvtmarkerEnd(50, 4), EvtmarkerEnd(60, 4),
                 EvtmarkerBegin(70, 4, "never ended")]

        slices = tonband_codec.timing.marker_slices(items)

        # Without a resolution, a tick is a nanosecond; the end at 60 ends nothing, 5 never ends.
        self.assertEqual([(s.marker_id, s.name, s.message, s.start_ns, s.end_ns) for s in slices],
                         [(4, "loop", "inner", 30, 40), (4, "loop", "outer", 10, 50)])


if __name__ == "__main__":
    unittest.main()
