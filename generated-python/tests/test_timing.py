# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""tonband_codec.timing against `tonband stats --json`: every interrupt's runs, every global and
task-local event marker's slices, every task's activations and the application's slices (how many,
the shortest, the longest, their total) and counters (how many values, their range) on every trace
of the suite: the corpus's streams (those whose timestamps the CLI
repairs among them), the QEMU demo's trace and the traces of the build's own runs (the FreeRTOS
ones have tasks).
"""
from __future__ import annotations

import json
import subprocess
import unittest
from pathlib import Path
from typing import Dict, List, Tuple

import tonband_codec
from support import (CORPUS, DEMO_TRACE, JAR, TIMING_KINDS, TRACE_DIR, app_figures, cli_app_figures, cli_decode,
                     cobs_frame, varint, work_dir)

#: Per interrupt or task id: how many, shortest, longest and total nanoseconds.
Figures = Dict[object, Tuple[int, int, int, int]]


def figures(durations: Dict[object, List[int]]) -> Figures:
    return {key: (len(d), min(d), max(d), sum(d)) for key, d in durations.items()}


#: Per kind of interval: its figures; markers as sorted lists of (marker name, figures), a task's of
#: (task name, marker name, figures).
AllFigures = Dict[str, object]


def python_figures(path: Path) -> AllFigures:
    items = list(tonband_codec.read(path))
    runs: Dict[object, List[int]] = {}
    for run in tonband_codec.timing.isr_runs(items):
        runs.setdefault(run.isr_id, []).append(run.duration_ns)
    # The CLI lists markers by name, which two may share: gathered by id, then named as the CLI names them.
    slices: Dict[int, List[int]] = {}
    marker_names: Dict[int, str] = {}
    for piece in tonband_codec.timing.marker_slices(items):
        slices.setdefault(piece.marker_id, []).append(piece.duration_ns)
        marker_names[piece.marker_id] = piece.name or f"Marker {piece.marker_id}"
    # The CLI lists a task's markers by the task's name and theirs, which two tasks may share:
    # gathered by task and marker id, then named as the CLI names them.
    task_slices: Dict[Tuple[int, int], List[int]] = {}
    names: Dict[Tuple[int, int], Tuple[str, str]] = {}
    for piece in tonband_codec.timing.task_marker_slices(items):
        task_slices.setdefault((piece.task_id, piece.marker_id), []).append(piece.duration_ns)
        names[(piece.task_id, piece.marker_id)] = (piece.task_name or f"Task {piece.task_id}",
                                                   piece.name or f"Marker {piece.marker_id}")
    activations: Dict[object, List[int]] = {}
    for activation in tonband_codec.timing.task_activations(items):
        activations.setdefault(activation.task_id, []).append(activation.running_ns)
    return {"isr runs": figures(runs),
            "marker slices": sorted((marker_names[key], value) for key, value in figures(slices).items()),
            "task marker slices": sorted(names[key] + (value,) for key, value in figures(task_slices).items()),
            "task activations": figures(activations), **app_figures(items)}


def cli_figures(path: Path) -> AllFigures:
    done = subprocess.run(["java", "-jar", str(JAR), "stats", "--json", "--no-progress", str(path)],
                          capture_output=True, timeout=600)
    if done.returncode not in (0, 1):
        raise AssertionError(f"tonband stats {path} exited {done.returncode}:\n{done.stderr.decode(errors='replace')}")
    stats = json.loads(done.stdout)

    def of(summary: Dict[str, int]) -> Tuple[int, int, int, int]:
        return summary["count"], summary["min_ns"], summary["max_ns"], summary["total_ns"]

    runs: Figures = {isr["id"]: of(isr["runs"]) for isr in stats["isrs"] if isr["runs"]["count"] > 0}
    slices = sorted((m["name"], of(m["slices"])) for m in stats["markers"]
                    if m["task"] is None and m["kind"] == "event" and m["slices"]["count"] > 0)
    task_slices = sorted((m["task"], m["name"], of(m["slices"])) for m in stats["markers"]
                         if m["task"] is not None and m["kind"] == "event" and m["slices"]["count"] > 0)
    activations: Figures = {t["id"]: of(t["runs"]) for t in stats["tasks"] if t["runs"]["count"] > 0}
    return {"isr runs": runs, "marker slices": slices, "task marker slices": task_slices,
            "task activations": activations, **cli_app_figures(stats)}


def suite() -> List[Path]:
    return sorted((CORPUS / "streams").rglob("*.bin")) + [DEMO_TRACE] + sorted(TRACE_DIR.glob("*.bin"))


class TimingTest(unittest.TestCase):
    def test_the_runs_and_slices_are_those_tonband_stats_counts_on_every_trace_of_the_suite(self) -> None:
        compared = with_tasks = with_counters = repaired = 0
        for path in suite():
            with self.subTest(trace=path.name):
                repaired += any(p["problem"] in TIMING_KINDS | {"IMPLAUSIBLE_CORE_ID"} for p in cli_decode(path).problems)

                python, cli = python_figures(path), cli_figures(path)
                self.assertEqual(python, cli)
                compared += 1
                with_tasks += bool(cli["task activations"])
                with_counters += bool(cli["app counters"])
        self.assertGreaterEqual(compared, 10)
        self.assertGreater(repaired, 0, "no trace of the suite has timestamps the CLI repairs")
        self.assertGreater(with_counters, 0, "no trace of the suite has application counters")
        if any(TRACE_DIR.glob("freertos_*.bin")):
            self.assertGreater(with_tasks, 0)
        else:
            print(f"\ntest_timing: no FreeRTOS traces in {TRACE_DIR} (the firmware's build makes them): tasks compared on none")

    def test_times_are_placed_and_repaired_as_the_cli_places_them(self) -> None:
        from tonband_codec.events import CoreId, IsrEnter, IsrExit, TsFrequencyHz, TsResolutionNs

        def timed(cls: type, ticks: int, *fields: int) -> bytes:
            return cobs_frame(bytes([cls.id]) + varint(ticks) + b"".join(varint(f) for f in fields))

        def metadata(cls: type, *fields: int) -> bytes:
            return cobs_frame(bytes([cls.id]) + b"".join(varint(f) for f in fields))

        stream = b"".join([
            timed(CoreId, 0, 0), timed(IsrEnter, 100, 1),
            metadata(TsResolutionNs, 10),  # 10 ns a tick, for the events before it too
            timed(IsrExit, 110, 1), timed(IsrEnter, 200, 1),
            timed(IsrExit, 900_000, 1),  # far ahead of both neighbours: placed at the time before it
            timed(IsrEnter, 210, 2), timed(IsrExit, 220, 2),
            timed(IsrEnter, 150, 3),  # goes back: placed at the time before it
            timed(IsrExit, 300, 3),
            timed(IsrEnter, 2**64 - 1, 4),  # beyond 2^63 ns: placed at the time before it
            timed(IsrExit, 400, 4),
            timed(IsrEnter, 420, 5), timed(CoreId, 425, 1000),  # no such core: stays on core 0
            timed(IsrExit, 430, 5),
            metadata(TsFrequencyHz, 3),  # a tick of exactly 10^9/3 ns
            timed(IsrEnter, 500, 6), timed(IsrExit, 501, 6)])
        path = work_dir() / "repaired.bin"
        path.write_bytes(stream)

        runs = tonband_codec.timing.isr_runs(tonband_codec.read(path))

        self.assertEqual([(r.isr_id, r.start_ns, r.end_ns) for r in runs],
                         [(1, 1000, 1100), (1, 2000, 2000), (2, 2100, 2200), (3, 2200, 3000), (4, 3000, 4000),
                          (5, 4200, 4300), (6, 500 * 10**9 // 3, 501 * 10**9 // 3)])
        self.assertEqual(python_figures(path), cli_figures(path))
        self.assertEqual({p["problem"] for p in cli_decode(path).problems},
                         {"TIMESTAMP_OUTLIER", "NON_MONOTONIC_TIMESTAMP", "TIMESTAMP_OVERFLOW", "IMPLAUSIBLE_CORE_ID"})

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

    def test_an_activation_runs_from_switch_in_to_switch_out_less_its_interrupts(self) -> None:
        from tonband_codec.events import (CoreId, FreertosTaskDeleted, FreertosTaskName, FreertosTaskSwitchedIn,
                                          IsrEnter, IsrExit, TsResolutionNs)

        items = [TsResolutionNs(10), FreertosTaskName(7, "pump"), CoreId(0, 0),
                 FreertosTaskSwitchedIn(100, 7),
                 IsrEnter(110, 1), IsrEnter(115, 2), IsrExit(120, 2), IsrExit(130, 1),  # 20 ticks in interrupts
                 IsrExit(135, 3),  # ends no interrupt
                 FreertosTaskSwitchedIn(140, 7),  # the same task again: its activation goes on
                 FreertosTaskSwitchedIn(150, 8),  # 7 switched out after 50 ticks, 30 of them running
                 FreertosTaskDeleted(170, 8),  # 8 deleted while it runs: switched out
                 FreertosTaskSwitchedIn(180, 9), CoreId(185, 1), FreertosTaskSwitchedIn(190, 7),
                 CoreId(195, 0), FreertosTaskSwitchedIn(200, 7),  # on core 0 too: no activation ends on 1
                 CoreId(205, 1), FreertosTaskSwitchedIn(210, 8)]  # 7 still runs on 0, never switched out

        activations = tonband_codec.timing.task_activations(items)

        self.assertEqual([(a.task_id, a.name, a.core, a.start_ns, a.end_ns, a.running_ns) for a in activations],
                         [(7, "pump", 0, 1000, 1500, 300), (8, None, 0, 1500, 1700, 200),
                          (9, None, 0, 1800, 2000, 200)])

    def test_a_task_markers_slices_are_those_of_the_task_running_else_of_the_task_its_name_gave(self) -> None:
        from tonband_codec.events import (CoreId, FreertosTaskCreated, FreertosTaskEvtmarkerBegin,
                                          FreertosTaskEvtmarkerEnd, FreertosTaskEvtmarkerName, FreertosTaskName,
                                          FreertosTaskSwitchedIn)

        items = [FreertosTaskEvtmarkerBegin(5, 1, "dropped"),  # no task runs, none named: dropped
                 FreertosTaskCreated(6, 3), FreertosTaskName(4, "rx"),
                 FreertosTaskEvtmarkerName(1, 0, "step"),  # task 0 is unknown: names 1 for every task
                 FreertosTaskEvtmarkerName(2, 3, "mine"),  # task 3 is known: its own, and 2's owner
                 FreertosTaskEvtmarkerBegin(10, 2, "before"), FreertosTaskEvtmarkerEnd(12, 2),  # task 3's
                 CoreId(13, 0), FreertosTaskSwitchedIn(15, 4),
                 FreertosTaskEvtmarkerBegin(20, 1, "a"), CoreId(21, 1), FreertosTaskSwitchedIn(22, 5),
                 FreertosTaskEvtmarkerBegin(25, 1, "b"), FreertosTaskEvtmarkerEnd(30, 1),  # task 5's
                 CoreId(31, 0), FreertosTaskEvtmarkerEnd(40, 1), FreertosTaskEvtmarkerEnd(45, 1)]  # 4's, then none

        slices = tonband_codec.timing.task_marker_slices(items)

        self.assertEqual([(s.task_id, s.task_name, s.marker_id, s.name, s.message, s.start_ns, s.end_ns)
                          for s in slices],
                         [(3, None, 2, "mine", "before", 10, 12), (5, None, 1, "step", "b", 25, 30),
                          (4, "rx", 1, "step", "a", 20, 40)])


if __name__ == "__main__":
    unittest.main()
