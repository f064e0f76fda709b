# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""tonband_codec.budgets against `tonband check --budgets FILE --junit REPORT`: on every trace of
the suite (test_timing.py's, repaired timestamps included), two budgets files made from the
trace's `tonband stats --json`, with a limit on every metric Python measures of every interrupt,
task, event marker and application slice and counter: one at the values themselves (each budget holds), one just beyond them (each
breaks). Python's verdicts must be the CLI's budget for budget, and its values the stats' numbers.
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
from support import DEMO_TRACE, JAR, ROOT, TRACE_DIR, work_dir
from test_timing import suite

budgets = tonband_codec.budgets

#: Beyond this many durations the CLI's percentiles come from a histogram: less than 0.1 % above the exact value.
EXACT_PERCENTILES = 1024

#: Per section, Python's metric and the CLI's stats field it is (of the summary named second).
METRICS = {
    "isrs": [("count", "runs", "count"), ("max", "runs", "max_ns"), ("p99", "runs", "p99_ns"),
             ("p90", "runs", "p90_ns"), ("p50", "runs", "p50_ns"), ("mean", "runs", "mean_ns"),
             ("gap", None, "longest_gap_ns")],
    "tasks": [("run_p50", "runs", "p50_ns"), ("run_p90", "runs", "p90_ns"), ("run_p99", "runs", "p99_ns"),
              ("run_max", "runs", "max_ns")],
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
    objects: Dict[Tuple[str, str], List[Dict[str, Any]]] = {}
    for entry in stats["app_slices"]:
        objects.setdefault(("app_slices", f"{entry['track']}/{entry['name']}"), []).append(entry)
    for entry in stats["app_counters"]:
        objects.setdefault(("app_counters", entry["track"]), []).append(entry)
    for section in ("isrs", "tasks"):
        for entry in stats[section]:
            objects.setdefault((section, entry["name"]), []).append(entry)
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
            approximate = summary is not None and field.startswith("p") and of["count"] > EXACT_PERCENTILES
            metrics[metric] = Value(number, approximate)
        values[(section, name)] = metrics
    return values


def limit(metric: str, number: Any, holds: bool) -> str:
    """A limit at the value (which holds), or one the value breaks, as the budgets file writes it;
    any limit for a value the trace does not tell (None), which breaks it."""
    if number is None:
        return "1" if metric in ("count", "value") else "1ns"
    if metric == "value":  # a range: least and most
        return f"{{min: {math.floor(number[0])}, max: {math.ceil(number[1])}}}" if holds \
            else f"{{max: {math.floor(number[1]) - 1}}}"
    unit = "" if metric == "count" else "ns"
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
        first = METRICS[section][0][0]
        lines.append("  no such object: {%s: 1%s}" % (first, "" if first in ("count", "value") else "ns"))
        for (of, name), metrics in values.items():
            if of == section and metrics:  # none: every value beyond what a limit writes
                limits = ", ".join(f"{metric}: {limit(metric, value.number, holds)}"
                                   for metric, value in metrics.items())
                lines.append(f"  {json.dumps(name)}: {{{limits}}}")
    return "\n".join(lines) + "\n"


def cli_verdicts(budgets_file: Path, trace: Path, *options: str) -> List[Tuple[str, str, bool]]:
    """(classname, metric, passed) of each test case of the CLI's JUnit report, in order."""
    report = budgets_file.with_suffix(".xml")
    run_cli("check", "--budgets", str(budgets_file), "--junit", str(report), *options, str(trace))
    return [(case.get("classname"), case.get("name").split()[0], case.find("failure") is None)
            for case in ElementTree.parse(report).iter("testcase")]


def python_verdicts(verdicts: List[budgets.Verdict]) -> List[Tuple[str, str, bool]]:
    return [(f"budgets.{v.budget.section}.{v.budget.object}", v.budget.metric, v.passed) for v in verdicts]


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
        self.assertLessEqual({"isrs", "markers", "app_counters"}, sections)
        if any(TRACE_DIR.glob("freertos_*.bin")):
            self.assertIn("tasks", sections)
        elif "tasks" not in sections:
            print(f"\ntest_budgets: no FreeRTOS traces in {TRACE_DIR} (the firmware's build makes them): no task budgets")

    def test_the_demo_holds_its_budgets_that_python_measures_and_python_names_the_trace_section(self) -> None:
        import yaml

        demo_budgets = ROOT / "target-firmware/examples/qemu-demo/budgets.yaml"
        with self.assertRaises(budgets.BudgetsError) as refused:
            budgets.load(demo_budgets)
        self.assertEqual([e.split(": ")[0].rsplit(":", 2)[1:] + [e.split("'")[1]] for e in refused.exception.errors],
                         [["7", "1", "trace"]])

        # The same file without it: the demo's interrupt and markers, as tonband check holds them.
        measured = yaml.safe_load(demo_budgets.read_text(encoding="utf-8"))
        del measured["trace"]
        subset = work_dir() / "budgets.yaml"
        subset.write_text(yaml.safe_dump(measured), encoding="utf-8")
        verdicts = budgets.check(budgets.load(subset), tonband_codec.read(DEMO_TRACE))

        self.assertEqual([(v.budget.name, v.passed) for v in verdicts],
                         [("isrs.timer0 count", True), ("isrs.timer0 gap", True), ("isrs.timer0 max", True),
                          ("isrs.timer0 p99", True), ("markers.fault count", True),
                          ("markers.main_loop slice_max", True), ("markers.ticks value", True)])
        self.assertEqual(python_verdicts(verdicts), cli_verdicts(subset, DEMO_TRACE))


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
                        "  spi: {p99: {min: 2us, max: 1us}, p50: {least: 1us}}\ntasks:\n  ctrl: {}\n", encoding="utf-8")
        with self.assertRaises(budgets.BudgetsError) as refused:
            budgets.load(path)
        cli = subprocess.run(["java", "-jar", str(JAR), "check", "--budgets", str(path), str(DEMO_TRACE)],
                             capture_output=True, timeout=600)

        self.assertEqual(cli.returncode, 2)
        self.assertEqual(refused.exception.errors, cli.stderr.decode("utf-8").splitlines()[:-1])
        self.assertEqual(len(refused.exception.errors), 8)

    def test_a_metric_python_does_not_measure_is_refused_with_its_place(self) -> None:
        with self.assertRaises(budgets.BudgetsError) as refused:
            self.load_text("queues:\n  q: {high_water: 7}\ntasks:\n  ctrl: {run_max: 1ms, cpu: 30%}\n")

        self.assertEqual([e.split("budgets.yaml:", 1)[1] for e in refused.exception.errors], [
            "1:1: Python does not measure the section 'queues'; hold the trace to it with tonband check",
            "4:24: Python does not measure 'cpu' of tasks (it measures run_p50, run_p90, run_p99, run_max); hold "
            "the trace to it with tonband check"])

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
