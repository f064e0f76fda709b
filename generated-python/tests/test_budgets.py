# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""tonband_codec.budgets against `tonband check --budgets FILE --junit REPORT`: on every trace of
the suite (test_timing.py's, repaired timestamps included), two budgets files made from the
trace's `tonband stats --json`, with a limit on every metric Python measures of the trace and of
every interrupt, task, queue, mutex, event marker and application slice and counter: one at the
values themselves (each budget holds), one just beyond them (each breaks). Python's verdicts must be
the CLI's budget for budget, and its values the stats' numbers.
"""
from __future__ import annotations

import json
import math
import subprocess
import unittest
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import tonband_codec
from support import DEMO_TRACE, HOST_KINDS, JAR, ROOT, TRACE_DIR, cobs_frame, varint, work_dir
from test_timing import suite

budgets = tonband_codec.budgets

#: Beyond this many durations the CLI's percentiles come from a histogram: less than 0.1 % above the exact value.
EXACT_PERCENTILES = 1024

#: Per section, Python's metric and the CLI's stats field it is (of the summary named second); the
#: fields the stats give apart (a share, free stack, the trace's own) are put in the entry by cli_values.
METRICS = {
    "trace": [("drops", None, "drops"), ("interrupts", None, "interrupts_share"),
              ("context_switches", None, "context_switches"), ("heap_peak", None, "heap_peak"),
              ("heap_failed", None, "heap_failed"), ("timeouts", None, "timeouts")],
    "isrs": [("count", "runs", "count"), ("max", "runs", "max_ns"), ("p99", "runs", "p99_ns"),
             ("p90", "runs", "p90_ns"), ("p50", "runs", "p50_ns"), ("mean", "runs", "mean_ns"),
             ("cpu", None, "cpu_share"), ("gap", None, "longest_gap_ns")],
    "tasks": [("cpu", None, "cpu_share"), ("run_p50", "runs", "p50_ns"), ("run_p90", "runs", "p90_ns"),
              ("run_p99", "runs", "p99_ns"), ("run_max", "runs", "max_ns"), ("ready_max", "ready", "max_ns"),
              ("ready_p99", "ready", "p99_ns"), ("priority_changes", "priority", "changes"),
              ("stack_free_min", None, "stack_free_min")],
    "queues": [("high_water", None, "high_water"), ("full", None, "full_share"), ("waits", "waits", "count"),
               ("wait_max", "waits", "max_ns")],
    "mutexes": [("hold_max", "holds", "max_ns"), ("hold_p99", "holds", "p99_ns"), ("wait_max", "waits", "max_ns"),
                ("wait_p99", "waits", "p99_ns"), ("waits", "waits", "count"), ("inherits", None, "inherited")],
    "markers": [("count", None, "count"), ("slice_max", "slices", "max_ns"), ("slice_p99", "slices", "p99_ns"),
                ("slice_p50", "slices", "p50_ns"), ("value", None, ("min", "max"))],
    "app_slices": [("count", "slices", "count"), ("slice_max", "slices", "max_ns"), ("slice_p99", "slices", "p99_ns"),
                   ("slice_p50", "slices", "p50_ns")],
    "app_counters": [("value", None, ("min", "max"))],
}
#: Limits are written as whole numbers of up to 18 digits: a counter beyond them is not budgeted here.
LARGEST_LIMIT = 10 ** 17


def run_cli(*arguments: str) -> subprocess.CompletedProcess:
    done = subprocess.run(["java", "-jar", str(JAR), *arguments, "--no-progress"], capture_output=True, timeout=600)
    if done.returncode not in (0, 1):
        raise AssertionError(f"tonband {' '.join(arguments)} exited {done.returncode}:\n"
                             f"{done.stderr.decode(errors='replace')}")
    return done


class Value:
    """A metric's value in the CLI's stats: None where it tells none, and whether it is a percentile of a histogram."""

    def __init__(self, number: Optional[float], approximate: bool) -> None:
        self.number = number
        self.approximate = approximate


def cli_values(path: Path, *options: str) -> Dict[Tuple[str, str], Dict[str, Value]]:
    """Per (section, object name), the value of each metric Python measures (a counter's value: its
    range); objects whose name is another's too are left out (a budget on them checks them all)."""
    stats = json.loads(run_cli("stats", "--json", *options, str(path)).stdout)
    total = stats["all_cores"]

    def share(ns: int) -> float:
        return float(ns) / float(total["traced_ns"]) if total["traced_ns"] else 0.0

    heap = stats["heap"] or {}
    objects: Dict[Tuple[str, Optional[str]], List[Dict[str, Any]]] = {("trace", None): [{
        "drops": sum(d["dropped"] for d in stats["drops"]), "interrupts_share": total["interrupts_share"],
        "context_switches": total["context_switches"], "heap_peak": heap.get("peak_bytes"),
        "heap_failed": heap.get("failed"), "timeouts": stats["failed_calls"]["timed_out"]}]}
    for entry in stats["queues"]:
        full = entry["full_ns"] / entry["observed_ns"] if entry["observed_ns"] else 0.0
        objects.setdefault(("queues", entry["name"]), []).append(dict(entry, full_share=full if entry["full_ns"] >= 0
                                                                       else None))
    for entry in stats["mutexes"]:
        objects.setdefault(("mutexes", entry["name"]), []).append(entry)
    stacks = {stack["task"]: stack["free_min_bytes"] for stack in stats["stacks"]}
    for entry in stats["app_slices"]:
        objects.setdefault(("app_slices", f"{entry['track']}/{entry['name']}"), []).append(entry)
    for entry in stats["app_counters"]:
        objects.setdefault(("app_counters", entry["track"]), []).append(entry)
    for entry in stats["isrs"]:
        objects.setdefault(("isrs", entry["name"]), []).append(dict(entry, cpu_share=share(entry["runs"].get("total_ns", 0))))
    for entry in stats["tasks"]:
        objects.setdefault(("tasks", entry["name"]), []).append(dict(entry, stack_free_min=stacks.get(entry["name"])))
    for entry in stats["markers"]:
        # An event marker counts its instants and slices; a value marker, with no slices, its values.
        count = entry["instants"] + entry["slices"]["count"] if entry["kind"] == "event" else entry["values"]
        slices = entry["slices"] if entry["kind"] == "event" else {"count": 0}
        objects.setdefault(("markers", entry["name"]), []).append(dict(entry, count=count, slices=slices))
    values = {}
    for (section, name), entries in objects.items():
        if len(entries) > 1:
            continue
        entry = entries[0]
        metrics = {}
        for metric, summary, field in METRICS[section]:
            of = entry[summary] if summary else entry
            if isinstance(field, tuple):  # a range, unknown without values
                number = tuple(of[f] for f in field) if field[0] in of else None
                if number is not None and max(map(abs, number)) >= LARGEST_LIMIT:
                    continue
            else:
                number = of.get(field, None if summary is None else 0)
            approximate = summary is not None and field.startswith("p") and of.get("count", 0) > EXACT_PERCENTILES
            metrics[metric] = Value(number, approximate)
        values[(section, name)] = metrics
    return values


def limit(section: str, metric: str, number: Any, holds: bool) -> str:
    """A limit at the value (which holds), or one the value breaks, as the budgets file writes it;
    any limit for a value the trace does not tell (None), which breaks it."""
    kind = budgets._KINDS[(section, metric)]
    if number is None:
        return {"count": "1", "value": "1", "share": "1%", "duration": "1ns"}[kind]
    if kind == "value":  # a range: least and most
        return f"{{min: {math.floor(number[0])}, max: {math.ceil(number[1])}}}" if holds \
            else f"{{max: {math.floor(number[1]) - 1}}}"
    if kind == "share":  # in percent, to a millionth of one: the CLI allows a share 1e-12 beyond its limit
        percent = number * 100
        if holds:
            return f"{math.ceil(percent * 1e6) / 1e6:.6f}%"
        return f"{percent - 0.0005:.6f}%" if percent >= 0.001 else "{min: 0.001%}"
    if (section, metric) in budgets._FLOORS:  # a limit alone is the least allowed
        return f"{number}" if holds else f"{number + 1}"
    unit = "" if kind == "count" else "ns"
    if holds:
        return f"{math.ceil(number)}{unit}"
    if number < 1:
        return f"{{min: 1{unit}}}"
    # Below the exact value for sure: the CLI's percentile of a histogram is less than 0.1 % above it.
    return f"{math.floor(number / 1.001) - 1 if number >= 2000 else math.ceil(number) - 1}{unit}"


def budgets_text(values: Dict[Tuple[str, str], Dict[str, Value]], holds: bool) -> str:
    lines: List[str] = []
    for section in METRICS:
        lines.append(f"{section}:")
        if section != "trace":
            first = METRICS[section][0][0]
            lines.append(f"  no such object: {{{first}: {limit(section, first, None, True)}}}")
        for (of, name), metrics in values.items():
            if of == section and metrics:  # none: every value beyond what a limit writes
                limits = ", ".join(f"{metric}: {limit(section, metric, value.number, holds)}"
                                   for metric, value in metrics.items())
                lines.append(f"  {{{limits}}}" if name is None else f"  {json.dumps(name)}: {{{limits}}}")
    return "\n".join(lines) + "\n"


def cli_verdicts(budgets_file: Path, trace: Path, *options: str) -> List[Tuple[str, str, bool]]:
    """(classname, metric, passed) of each test case of the CLI's JUnit report, in order."""
    report = budgets_file.with_suffix(".xml")
    run_cli("check", "--budgets", str(budgets_file), "--junit", str(report), *options, str(trace))
    return [(case.get("classname"), case.get("name").split()[0], case.find("failure") is None)
            for case in ElementTree.parse(report).iter("testcase")]


def python_verdicts(verdicts: List[budgets.Verdict]) -> List[Tuple[str, str, bool]]:
    """As the CLI's report names each: budgets.SECTION[.OBJECT], its metric, whether it passed."""
    return [("budgets." + v.budget.name.rsplit(" ", 1)[0], v.budget.metric, v.passed) for v in verdicts]


class BudgetsAgainstCliTest(unittest.TestCase):
    def test_the_verdicts_are_those_of_tonband_check_on_every_trace_of_the_suite(self) -> None:
        compared = 0
        sections = set()
        for path in suite():
            with self.subTest(trace=path.name):
                items = list(tonband_codec.read(path))
                values = cli_values(path)
                for holds in (True, False):
                    budgets_file = work_dir() / ("holding.yaml" if holds else "breaking.yaml")
                    budgets_file.write_text(budgets_text(values, holds), encoding="utf-8")
                    verdicts = budgets.check(budgets.load(budgets_file), items)

                    self.assertEqual(python_verdicts(verdicts), cli_verdicts(budgets_file, path))
                    for verdict in verdicts:
                        # Every budget holds, or breaks, as made; the one on no object breaks in both.
                        known = (verdict.budget.section, verdict.budget.object) in values
                        expected = values[(verdict.budget.section, verdict.budget.object)][verdict.budget.metric] \
                            if known else None
                        if expected is None or expected.number is None:
                            self.assertEqual((verdict.value, verdict.passed), (None, False), verdict)
                            continue
                        self.assertEqual(verdict.passed, holds, verdict)
                        if expected.approximate:
                            self.assertTrue(verdict.value <= expected.number < verdict.value * 1.001 + 1, verdict)
                        elif isinstance(expected.number, tuple):  # a range
                            self.assertEqual((verdict.least, verdict.value), expected.number, verdict)
                        else:
                            self.assertEqual(verdict.value, expected.number, verdict)
                compared += 1
                sections |= {section for section, _ in values}
        self.assertGreaterEqual(compared, 10)
        self.assertLessEqual({"trace", "isrs", "markers", "app_counters"}, sections)
        if any(TRACE_DIR.glob("freertos_*.bin")):
            self.assertLessEqual({"tasks", "queues", "mutexes"}, sections)
        elif "tasks" not in sections:
            print(f"\ntest_budgets: no FreeRTOS traces in {TRACE_DIR} (the firmware's build makes them): no task budgets")

    def test_the_demo_holds_its_budgets_as_tonband_check_holds_them(self) -> None:
        demo_budgets = work_dir() / "budgets.yaml"  # a copy: the CLI's report is written beside it
        demo_budgets.write_bytes((ROOT / "target-firmware/examples/qemu-demo/budgets.yaml").read_bytes())

        verdicts = budgets.check(budgets.load(demo_budgets), tonband_codec.read(DEMO_TRACE))

        self.assertEqual([(v.budget.name, v.passed) for v in verdicts],
                         [("trace drops", True), ("trace problems", True), ("trace interrupts", True),
                          ("isrs.timer0 max", True), ("isrs.timer0 p99", True), ("isrs.timer0 gap", True),
                          ("isrs.timer0 count", True), ("markers.main_loop slice_max", True),
                          ("markers.ticks value", True), ("markers.fault count", True)])
        self.assertEqual(python_verdicts(verdicts), cli_verdicts(demo_budgets, DEMO_TRACE))


    def test_the_traces_problems_are_every_problem_tonband_check_counts(self) -> None:
        from tonband_codec.events import (CoreId, DroppedEvtCnt, EvtmarkerEnd, FreertosTaskValmarker,
                                          FreertosTimerExpired, IsrEnter, IsrExit, TsResolutionNs, Valmarker)

        def frame(cls: type, *fields: int) -> bytes:
            return cobs_frame(bytes([cls.id]) + b"".join(varint(f) for f in fields))

        late = 10**6  # after the opening: ticks above those before
        damaged = b"".join(
            [frame(Valmarker, 5, 1, 0)] * 1000  # a clock stuck at one tick
            + [frame(Valmarker, 6 + n, 1, 0) for n in range(3100)]  # the opening ends with no clock known
            + [frame(TsResolutionNs, 10),  # so that comes late
               frame(TsResolutionNs, 0),  # and is no clock
               frame(IsrEnter, late + 100, 1), frame(IsrExit, late + 900_000, 1),  # far ahead of both neighbours
               frame(IsrEnter, late + 210, 2), frame(IsrExit, late + 220, 2),
               frame(IsrEnter, late + 150, 3),  # goes back
               frame(IsrEnter, 2**64 - 1, 4),  # beyond 2^63 ns
               frame(CoreId, late + 300, 1000),  # no such core
               frame(EvtmarkerEnd, late + 310, 7), frame(IsrExit, late + 320, 9),  # ends without a begin
               frame(DroppedEvtCnt, late + 330, 3),  # the tracer lost events
               frame(FreertosTaskValmarker, late + 340, 2, 0),  # no task known to run, none named
               frame(FreertosTimerExpired, late + 350, 1)])  # no timer task known
        never_started = b"".join([frame(Valmarker, 0, 1, 0)] * 16)  # every timed event at tick 0
        kinds = set()
        for name, stream in (("damaged.bin", damaged), ("never_started.bin", never_started)):
            with self.subTest(trace=name):
                path = work_dir() / name
                path.write_bytes(stream)
                problems = json.loads(run_cli("stats", "--json", str(path)).stdout)["problems"]
                budgets_file = work_dir() / "problems.yaml"
                budgets_file.write_text(f"trace: {{problems: {problems['total'] - 1}}}\n", encoding="utf-8")

                verdicts = budgets.check(budgets.load(budgets_file), tonband_codec.read(path))

                self.assertEqual([(v.value, v.passed) for v in verdicts], [(problems["total"], False)])
                self.assertEqual(python_verdicts(verdicts), cli_verdicts(budgets_file, path))
                kinds |= set(problems["counts"])
        self.assertLessEqual(HOST_KINDS, kinds)


class LoadTest(unittest.TestCase):
    def load_text(self, text: str) -> List[budgets.Budget]:
        path = work_dir() / "budgets.yaml"
        path.write_text(text, encoding="utf-8")
        return budgets.load(path)

    def test_limits_are_read_in_ns_with_either_bound_or_both(self) -> None:
        loaded = self.load_text("isrs:\n  timer: {max: 1.5us, count: {min: 40}}\ntasks:\n"
                                "  ctrl: {run_max: {min: 2ms, max: 1 s}}\n")

        self.assertEqual([(b.name, b.min, b.max, b.where.rsplit("/", 1)[1]) for b in loaded],
                         [("isrs.timer max", None, 1500.0, "budgets.yaml:2:16"),
                          ("isrs.timer count", 40.0, None, "budgets.yaml:2:30"),
                          ("tasks.ctrl run_max", 2e6, 1e9, "budgets.yaml:4:19")])

    def test_every_mistake_is_named_with_its_place_in_the_words_of_tonband_check(self) -> None:
        path = work_dir() / "budgets.yaml"
        path.write_text("isr:\n  timer0: {max: 50us}\nisrs:\n  timer0: {max: 50, count: none, max: 1us, mx: 1us}\n"
                        "  spi: {p99: {min: 2us, max: 1us}, p50: {least: 1us}}\ntasks:\n  ctrl: {}\n"
                        "trace: {drops: -1, interrupts: 130%, heap: 1}\nqueues:\n  rx: {full: 30}\n", encoding="utf-8")
        with self.assertRaises(budgets.BudgetsError) as refused:
            budgets.load(path)
        cli = subprocess.run(["java", "-jar", str(JAR), "check", "--budgets", str(path), str(DEMO_TRACE)],
                             capture_output=True, timeout=600)

        self.assertEqual(cli.returncode, 2)
        self.assertEqual(refused.exception.errors, cli.stderr.decode("utf-8").splitlines()[:-1])
        self.assertEqual(len(refused.exception.errors), 12)

    def test_shares_are_fractions_and_free_stack_is_a_floor(self) -> None:
        loaded = self.load_text("trace: {interrupts: 1.5%}\ntasks:\n  ctrl: {cpu: {min: 10%, max: 30%}, "
                                "stack_free_min: 64}\n")

        self.assertEqual([(b.name, b.min, b.max) for b in loaded],
                         [("trace interrupts", None, 0.015), ("tasks.ctrl cpu", 0.1, 0.3),
                          ("tasks.ctrl stack_free_min", 64.0, None)])

    def test_a_budget_breaks_on_an_object_the_trace_does_not_have(self) -> None:
        from tonband_codec.events import IsrEnter, IsrExit, IsrName

        loaded = self.load_text("isrs:\n  uart: {count: 1, gap: 1ms}\n  spi: {count: 0}\n")
        verdicts = budgets.check(loaded, [IsrName(1, "uart"), IsrEnter(10, 1), IsrExit(20, 1)])

        # uart ran once: no gap, which breaks its budget as an unknown value.
        self.assertEqual([(v.budget.name, v.value, v.passed) for v in verdicts],
                         [("isrs.uart count", 1.0, True), ("isrs.uart gap", None, False),
                          ("isrs.spi count", None, False)])


if __name__ == "__main__":
    unittest.main()
