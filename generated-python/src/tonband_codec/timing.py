# Timing for test benches: the runs of interrupts and the slices of markers.
#
# GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.
#
# This generated code may be used under the MIT license, as Tonband itself, closed products included:
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
"""The runs of a trace's interrupt handlers and the slices of its (global) event markers, as
intervals a test asserts on:

    runs = [r for r in tonband_codec.timing.isr_runs(items) if r.name == "timer0"]
    assert len(runs) == 40                                   # timer0 ran 40 times,
    assert max(r.duration_ns for r in runs) <= 15_000        # never longer than 15 us

A run is what `tonband stats` counts: from an isr_enter to the isr_exit of the same interrupt on
the same core, nested interrupts included (an exit ends the innermost open run of its interrupt;
an exit without one, and a run never ended, are no run). Times are the device's ticks times the
trace's resolution (its ts_resolution_ns; 1 ns per tick without one), as the tonband CLI places
events when it has nothing to repair; where it repairs a timestamp (NON_MONOTONIC_TIMESTAMP and
the other problems of time, docs/python.md), these times are the device's own.

A marker slice is from an evtmarker_begin to the evtmarker_end of the same marker (an end ends
the innermost open slice of its marker, on any core), as `tonband stats` times a global marker's
slices. Task-local markers, the application's declared slices and task activations are not timed
here yet.
"""
from __future__ import annotations

import dataclasses
from typing import Dict, Iterable, List, Optional, Tuple

from .catalogue import EVENT_CLASSES
from .events import TraceEvent


@dataclasses.dataclass(frozen=True)
class Interval:
    """A stretch of the trace's time, in nanoseconds."""

    start_ns: int
    end_ns: int

    @property
    def duration_ns(self) -> int:
        return self.end_ns - self.start_ns


@dataclasses.dataclass(frozen=True)
class IsrRun(Interval):
    """One run of an interrupt handler."""

    isr_id: int
    #: The interrupt's name from its isr_name event, if the trace has one.
    name: Optional[str]
    core: int


@dataclasses.dataclass(frozen=True)
class MarkerSlice(Interval):
    """One slice of a global event marker."""

    marker_id: int
    #: The marker's name from its evtmarker_name event, if the trace has one.
    name: Optional[str]
    #: The message of its evtmarker_begin.
    message: str


# The base group's events by name: a catalogue without them has no interrupts to time.
_IDS = {(cls.group, cls.event): event_id for event_id, cls in EVENT_CLASSES.items()}
_CORE_ID = _IDS.get(("base", "core_id"))
_RESOLUTION = _IDS.get(("base", "ts_resolution_ns"))
_ISR_NAME = _IDS.get(("base", "isr_name"))
_ISR_ENTER = _IDS.get(("base", "isr_enter"))
_ISR_EXIT = _IDS.get(("base", "isr_exit"))
_MARKER_NAME = _IDS.get(("base", "evtmarker_name"))
_MARKER_BEGIN = _IDS.get(("base", "evtmarker_begin"))
_MARKER_END = _IDS.get(("base", "evtmarker_end"))


def _resolution(events: List[TraceEvent]) -> int:
    """Nanoseconds per tick: the trace's first ts_resolution_ns, or 1 without one."""
    return next((e.ns_per_ts for e in events if e.id == _RESOLUTION), 1)  # type: ignore[attr-defined]


def isr_runs(items: Iterable[object]) -> List[IsrRun]:
    """The runs of every interrupt in the items of one stream (what read() or a Reader gave; its
    problems are passed over), in the order they end."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    names = {e.isr_id: e.name for e in events if e.id == _ISR_NAME}  # type: ignore[attr-defined]
    core = 0
    # The open runs of each (core, interrupt), innermost last: their enter ticks.
    open_runs: Dict[Tuple[int, int], List[int]] = {}
    ended: List[Tuple[int, int, int, int]] = []  # isr id, core, enter ticks, exit ticks
    for event in events:
        if event.id == _ISR_ENTER:
            open_runs.setdefault((core, event.isr_id), []).append(event.ts)  # type: ignore[attr-defined]
        elif event.id == _ISR_EXIT:
            enters = open_runs.get((core, event.isr_id))  # type: ignore[attr-defined]
            if enters:
                ended.append((event.isr_id, core, enters.pop(), event.ts))  # type: ignore[attr-defined,arg-type]
        elif event.id == _CORE_ID:
            core = event.core_id  # type: ignore[attr-defined]
    per_tick = _resolution(events)
    return [IsrRun(enter * per_tick, exit * per_tick, isr, names.get(isr), on) for isr, on, enter, exit in ended]


def marker_slices(items: Iterable[object]) -> List[MarkerSlice]:
    """The slices of every global event marker in the items of one stream, in the order they end."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    names = {e.evtmarker_id: e.name for e in events if e.id == _MARKER_NAME}  # type: ignore[attr-defined]
    # The open slices of each marker, innermost last: their begin ticks and messages.
    open_slices: Dict[int, List[Tuple[int, str]]] = {}
    ended: List[Tuple[int, str, int, int]] = []  # marker id, message, begin ticks, end ticks
    for event in events:
        if event.id == _MARKER_BEGIN:
            open_slices.setdefault(event.evtmarker_id, []).append((event.ts, event.msg))  # type: ignore[attr-defined,arg-type]
        elif event.id == _MARKER_END:
            begins = open_slices.get(event.evtmarker_id)  # type: ignore[attr-defined]
            if begins:
                begin, message = begins.pop()
                ended.append((event.evtmarker_id, message, begin, event.ts))  # type: ignore[attr-defined,arg-type]
    per_tick = _resolution(events)
    return [MarkerSlice(begin * per_tick, end * per_tick, marker, names.get(marker), message)
            for marker, message, begin, end in ended]
