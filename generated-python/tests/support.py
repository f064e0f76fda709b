# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""What the tests share: where the checkout's files are, the tonband CLI's JSON lines, and events
and problems put in the form the CLI prints them, so that the two decoders compare field by field.

Paths come from the environment that generated-python/pom.xml sets, and default to this checkout.
"""
from __future__ import annotations

import dataclasses
import enum
import importlib
import json
import os
import subprocess
import tempfile
import unittest
from pathlib import Path
from typing import Any, Dict, Iterable, List, Optional

#: The package under test: Tonband's own, or the one TONBAND_PACKAGE names (a team catalogue's,
#: such as tonband_codec_pump, which print_items.py reads with).
tonband_codec = importlib.import_module(os.environ.get("TONBAND_PACKAGE", "tonband_codec"))
ErrorKind = tonband_codec.ErrorKind
Problem = tonband_codec.Problem
TraceEvent = tonband_codec.events.TraceEvent

ROOT = Path(os.environ.get("TONBAND_ROOT") or Path(__file__).parents[2]).resolve()
CORPUS = Path(os.environ.get("TONBAND_CORPUS") or ROOT / "corpus").resolve()
JAR = Path(os.environ.get("TONBAND_JAR") or ROOT / "host/target/tonband.jar").resolve()
TRACE_DIR = Path(os.environ.get("TONBAND_TRACE_DIR") or ROOT / "target-firmware/target/traces").resolve()
DEMO_TRACE = ROOT / "target-firmware/examples/qemu-demo/demo_streaming.bin"

#: The kinds the decoder reports (the CLI adds its own, such as NON_MONOTONIC_TIMESTAMP). Both say
#: CATALOGUE_MISMATCH, each naming its own way out: compared by frame (JavaComparison).
DECODER_KINDS = frozenset(k.name for k in ErrorKind if not k.in_input and k is not ErrorKind.CATALOGUE_MISMATCH)
INPUT_KINDS = frozenset(k.name for k in ErrorKind if k.in_input)
#: The CLI's problems that move an event's time away from its timestamp.
TIMING_KINDS = frozenset(("NON_MONOTONIC_TIMESTAMP", "TIMESTAMP_OUTLIER", "TIMESTAMP_OVERFLOW", "LATE_METADATA",
                          "IMPLAUSIBLE_METADATA"))
#: The CLI's problems of placing events in time and on tracks, beyond the decoder: Python gives each
#: event's ticks as the device sent them, so they are not its (docs/python.md lists them).
HOST_KINDS = TIMING_KINDS | frozenset(("MISSING_METADATA", "TIMESTAMP_STUCK", "IMPLAUSIBLE_CORE_ID",
                                       "END_WITHOUT_BEGIN", "DROPPED_EVENTS"))


def work_dir() -> Path:
    """A fresh directory under the module's target/ (kept for a look after a failure)."""
    base = ROOT / "generated-python/target/test-work"
    base.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(dir=base))


def decode(data: bytes, chunk: Optional[int] = None, **reader_options: Any) -> List[tonband_codec.Item]:
    """The items of a whole stream, fed at once or in chunks of `chunk` bytes."""
    reader = tonband_codec.Reader(**reader_options)
    items: List[tonband_codec.Item] = []
    step = chunk or max(len(data), 1)
    for start in range(0, len(data), step):
        items.extend(reader.feed(data[start:start + step]))
    items.extend(reader.finish())
    return items


def events_of(items: Iterable[tonband_codec.Item]) -> List[TraceEvent]:
    return [i for i in items if isinstance(i, TraceEvent)]


def problems_of(items: Iterable[tonband_codec.Item]) -> List[Problem]:
    """The problems of the decoder and of the input. CATALOGUE_MISMATCH is left out: the corpus's
    made-up fingerprints all cause it, and its own tests (test_reader.CatalogueTest) and the
    comparison with the CLI (JavaComparison) look at it."""
    return [i for i in items if isinstance(i, Problem) and i.kind is not ErrorKind.CATALOGUE_MISMATCH]


def cli_value(value: Any) -> Any:
    """A field's value as the CLI's JSON holds it: enums by name, numbers and text as they are."""
    return value.name if isinstance(value, enum.Enum) else value


def event_as_cli(event: TraceEvent) -> Dict[str, Any]:
    """{"group", "event", "fields"} as `tonband decode --json` prints an event; absent optional
    fields are left out, as there."""
    fields = {f.name: cli_value(getattr(event, f.name)) for f in dataclasses.fields(event)
              if f.name != "ts" and getattr(event, f.name) is not None}
    return {"group": event.group, "event": event.event, "fields": fields}


def problem_as_cli(problem: Problem, name: str) -> Dict[str, str]:
    """{"problem", "where", "message"} as the CLI prints a problem of the decoder (or, for one of the
    input, its where and message together)."""
    if problem.kind.in_input:
        return {"problem": problem.kind.name, "detail": _without_hint(problem.detail)}
    return {"problem": problem.kind.name, "where": f"{name} {problem.where}", "message": problem.message}


@dataclasses.dataclass
class CliDecode:
    """What `tonband decode --json --all-problems` printed: its events and its problems, each in order."""

    events: List[Dict[str, Any]]
    problems: List[Dict[str, Any]]

    def decoder_problems(self) -> List[Dict[str, str]]:
        return [{k: p[k] for k in ("problem", "where", "message")} for p in self.problems if p["problem"] in DECODER_KINDS]

    def input_problems(self) -> List[Dict[str, str]]:
        return [{"problem": p["problem"], "detail": _without_hint(p["where"] + ": " + p["message"])}
                for p in self.problems if p["problem"] in INPUT_KINDS]


def _without_hint(detail: str) -> str:
    """A bad hex line's problem without its closing hint, which names the CLI's option or read()'s."""
    return detail.split(" (a hex dump holds")[0]


def cli_decode(path: Path, *options: str) -> CliDecode:
    """Runs the CLI's decode on a file. Problems in the trace make it exit 1, which is no failure here."""
    command = ["java", "-jar", str(JAR), "decode", "--json", "--all-problems", *options, str(path)]
    done = subprocess.run(command, capture_output=True, timeout=600)
    if done.returncode not in (0, 1):
        raise AssertionError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr.decode(errors='replace')}")
    events: List[Dict[str, Any]] = []
    problems: List[Dict[str, Any]] = []
    for line in done.stdout.decode("utf-8").splitlines():
        item = json.loads(line)
        (problems if "problem" in item else events).append(item)
    return CliDecode(events, problems)


def expected_ns(items: List[tonband_codec.Item], cli: CliDecode) -> Optional[List[Optional[int]]]:
    """The nanoseconds the CLI must print for each event of a trace whose time it took as it is:
    ticks times the trace's one resolution (1 ns without one). None when the CLI had to re-time
    events, or the trace changes its resolution."""
    if any(p["problem"] in TIMING_KINDS for p in cli.problems):
        return None
    events = events_of(items)
    # By name: the support serves packages of catalogues without the base group too.
    resolutions = {getattr(e, "ns_per_ts") for e in events if e.event == "ts_resolution_ns"}
    if len(resolutions) > 1:
        return None
    per_tick = resolutions.pop() if resolutions else 1
    return [None if e.ts is None else e.ts * per_tick for e in events]


def corpus_json(name: str) -> Dict[str, Any]:
    with open(CORPUS / name, encoding="utf-8") as file:
        result: Dict[str, Any] = json.load(file)
        return result


def cobs_frame(payload: bytes) -> bytes:
    """A payload framed as docs/wire-format.md says, delimiter included: the tests' own encoder,
    written from the format, not from the decoder."""
    out = bytearray()
    block = bytearray()
    for byte in payload:
        if byte == 0:
            out.append(len(block) + 1)
            out += block
            block.clear()
        else:
            block.append(byte)
            if len(block) == 254:
                out.append(0xFF)
                out += block
                block.clear()
    if block or not out or payload[-1:] == b"\0":
        out.append(len(block) + 1)
        out += block
    out.append(0)
    return bytes(out)


def varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


class JavaComparison(unittest.TestCase):
    def assert_same_as_java(self, path: Path, times_as_they_are: bool = False) -> List[tonband_codec.Item]:
        """Reads `path` with tonband_codec.read and with the CLI and compares everything they say: the
        events field by field, the problems of the decoder and of the input in the same words (the
        CLI's others must be of placing events in time, HOST_KINDS), and the events' times
        where the CLI took them as they are (`times_as_they_are`: the trace is one where it must).
        Returns Python's items."""
        items = list(tonband_codec.read(path))
        cli = cli_decode(path)
        events = events_of(items)
        problems = [problem_as_cli(p, path.name) for p in problems_of(items)]

        self.assertEqual([event_as_cli(e) for e in events],
                         [{k: e[k] for k in ("group", "event", "fields")} for e in cli.events])
        self.assertEqual([p for p in problems if "where" in p], cli.decoder_problems())
        self.assertEqual([p for p in problems if "detail" in p], cli.input_problems())
        self.assertLessEqual({p["problem"] for p in cli.problems} - {k.name for k in ErrorKind}, HOST_KINDS,
                             "the CLI reports a kind that is neither Python's nor one of placing events in time")
        self.assertEqual([f"{path.name} frame {p.frame}" for p in items
                          if isinstance(p, Problem) and p.kind is ErrorKind.CATALOGUE_MISMATCH],
                         [p["where"] for p in cli.problems if p["problem"] == "CATALOGUE_MISMATCH"])
        ns = expected_ns(items, cli)
        self.assertFalse(times_as_they_are and ns is None, "the CLI re-timed events of the trace")
        if ns is not None:
            self.assertEqual([e.get("ns") for e in cli.events], ns)
        return items


def app_figures(items: List[tonband_codec.Item]) -> Dict[str, List[List[Any]]]:
    """The application's slices and counters as `tonband stats --json` lists them (cli_app_figures):
    each track and name's slices in the order one first ended (how many, shortest, longest, total
    ns), and each counter in the order first seen (how many values, the least and when first, the
    most and when first)."""
    slices: Dict[Any, List[int]] = {}
    for piece in tonband_codec.timing.app_slices(items):
        slices.setdefault((piece.track, piece.name), []).append(piece.duration_ns)
    counters: Dict[str, List[Any]] = {}
    for value in tonband_codec.timing.app_counter_values(items):
        figures = counters.setdefault(value.track, [0, float("inf"), 0, float("-inf"), 0])
        figures[0] += 1
        if value.value < figures[1]:
            figures[1:3] = [float(value.value), value.time_ns]
        if value.value > figures[3]:
            figures[3:5] = [float(value.value), value.time_ns]
    return {"app slices": [[track, name, len(d), min(d), max(d), sum(d)] for (track, name), d in slices.items()],
            "app counters": [[track] + figures for track, figures in counters.items()]}


def cli_app_figures(stats: Dict[str, Any]) -> Dict[str, List[List[Any]]]:
    """app_figures as the CLI's `stats --json` gives them."""
    return {"app slices": [[s["track"], s["name"]] + [s["slices"][k] for k in ("count", "min_ns", "max_ns", "total_ns")]
                           for s in stats["app_slices"]],
            "app counters": [[c["track"]] + [c[k] for k in ("values", "min", "min_at_ns", "max", "max_at_ns")]
                             for c in stats["app_counters"]]}
