<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<@banner "Timing for test benches: the runs of interrupts, the slices of markers and the activations of tasks."/>
"""The runs of a trace's interrupt handlers and the slices of its (global) event markers, as
intervals a test asserts on:

    runs = [r for r in ${package}.timing.isr_runs(items) if r.name == "timer0"]
    assert len(runs) == 40                                   # timer0 ran 40 times,
    assert max(r.duration_ns for r in runs) <= 15_000        # never longer than 15 us

A run is what `tonband stats` counts: from an isr_enter to the isr_exit of the same interrupt on
the same core, nested interrupts included (an exit ends the innermost open run of its interrupt;
an exit without one, and a run never ended, are no run). Times are in ns as the tonband CLI
places events: the device's ticks at the trace's clock (its ts_frequency_hz, else its
ts_resolution_ns; 1 ns per tick without either), a damaged timestamp repaired as the CLI repairs it
(NON_MONOTONIC_TIMESTAMP, TIMESTAMP_OUTLIER, TIMESTAMP_OVERFLOW) and a core_id above 255 not
followed (IMPLAUSIBLE_CORE_ID).

A marker slice is from an evtmarker_begin to the evtmarker_end of the same marker (an end ends
the innermost open slice of its marker, on any core), as `tonband stats` times a global marker's
slices. A task-local marker's slices are its task's: the task running on the event's core, else
the known task its name event gave (while neither is known, the event is dropped, as the CLI
drops it); two tasks may use the same marker id without mixing their slices.

A task activation is from a task's switch onto a core to its switch off it (another task switched
in there, or the task deleted while it runs); its running_ns leaves out the interrupts that ran
meanwhile, as `tonband stats` counts a task's runs. An activation not ended by the end of the trace
is none.

The application's own slices and counters are those its catalogue declares (`perfetto:` in
${source}): a slice from a `begin` event to the next `end` event on its track (an end ends the
track's innermost open slice; a `state` event ends the track's slice, if one is open, and begins
the next), and a counter's values, each on the track its template names. Tracks and names are
the CLI's text: fields shown as Java shows them (an enum by its name, a bool as true or false, a
u64 above 2^63 - 1 as negative, floats as Java's shortest text, e.g. 1.0E7).
"""
from __future__ import annotations

import dataclasses
import decimal
import math
import struct
from typing import Callable, Dict, Iterable, List, NamedTuple, Optional, Set, Tuple, Union

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


@dataclasses.dataclass(frozen=True)
class TaskMarkerSlice(Interval):
    """One slice of a task-local event marker."""

    task_id: int
    #: The task's name from its task_name event, if the trace has one.
    task_name: Optional[str]
    marker_id: int
    #: The marker's name: the one its task_evtmarker_name gave this task, else the latest given any task.
    name: Optional[str]
    #: The message of its task_evtmarker_begin.
    message: str


@dataclasses.dataclass(frozen=True)
class MarkerUse:
    """An instant of an event marker, or a value of a value marker."""

    time_ns: int
    #: "event" or "value": the two kinds of markers have ids and names of their own.
    kind: str
    marker_id: int
    #: The task of a task-local marker; None for a global one.
    task_id: Optional[int]
    #: The marker's name, as its name events gave it (a task's: the one given that task, else the latest given any).
    name: Optional[str]
    #: A value marker's value; None for an instant.
    value: Optional[int]


@dataclasses.dataclass(frozen=True)
class TaskActivation(Interval):
    """One activation of a task: from its switch onto a core to its switch off it."""

    task_id: int
    #: The task's name from its task_name event, if the trace has one.
    name: Optional[str]
    core: int
    #: Its time running: the activation's time less that of the interrupts which ran meanwhile.
    running_ns: int


@dataclasses.dataclass(frozen=True)
class AppSlice(Interval):
    """One slice of the application's own, as its catalogue presents its events."""

    track: str
    name: str


@dataclasses.dataclass(frozen=True)
class AppCounterValue:
    """One value of an application counter, as its catalogue presents its events."""

    time_ns: int
    track: str
    #: An integer, as Java's long holds it (a u64 above 2^63 - 1 is negative), or a float.
    value: Union[int, float]


# The base group's events by name: a catalogue without them has no interrupts to time.
_IDS = {(cls.group, cls.event): event_id for event_id, cls in EVENT_CLASSES.items()}
_CORE_ID = _IDS.get(("base", "core_id"))
_RESOLUTION = _IDS.get(("base", "ts_resolution_ns"))
_FREQUENCY = _IDS.get(("base", "ts_frequency_hz"))
_ISR_NAME = _IDS.get(("base", "isr_name"))
_ISR_ENTER = _IDS.get(("base", "isr_enter"))
_ISR_EXIT = _IDS.get(("base", "isr_exit"))
_MARKER_NAME = _IDS.get(("base", "evtmarker_name"))
_MARKER_BEGIN = _IDS.get(("base", "evtmarker_begin"))
_MARKER_END = _IDS.get(("base", "evtmarker_end"))
_MARKER = _IDS.get(("base", "evtmarker"))
_VALUE_NAME = _IDS.get(("base", "valmarker_name"))
_VALUE = _IDS.get(("base", "valmarker"))
# The FreeRTOS group's task events, by which the CLI knows which task runs on a core.
_TASK_NAME = _IDS.get(("freertos", "task_name"))
_TASK_SWITCHED_IN = _IDS.get(("freertos", "task_switched_in"))
_TASK_DELETED = _IDS.get(("freertos", "task_deleted"))
#: The events that give a task a state (the CLI knows a task by them, or by its name).
_TASK_STATE_EVENTS = frozenset(_IDS.get(("freertos", name)) for name in (
    "task_switched_in", "task_created", "task_to_rdy_state", "task_resumed", "task_resumed_from_isr",
    "task_suspended", "task_deleted")) - {None}
_TASK_MARKER_NAME = _IDS.get(("freertos", "task_evtmarker_name"))
_TASK_MARKER_BEGIN = _IDS.get(("freertos", "task_evtmarker_begin"))
_TASK_MARKER_END = _IDS.get(("freertos", "task_evtmarker_end"))
_TASK_MARKER = _IDS.get(("freertos", "task_evtmarker"))
_TASK_VALUE_NAME = _IDS.get(("freertos", "task_valmarker_name"))
_TASK_VALUE = _IDS.get(("freertos", "task_valmarker"))
#: Interrupts nest only a few deep; the CLI forgets the outermost beyond this (enters whose exits were lost).
_MAX_ISR_NESTING = 64


#: The CLI's limits of a device clock (host stream.Timebase): a tick of 1 ns to 1 s, a clock of 1 Hz to 1 GHz.
_MAX_NS_PER_TICK = 1_000_000_000
_MAX_HZ = 1_000_000_000
#: Larger core ids are damage, not hardware; the CLI stays on the core it was on (IMPLAUSIBLE_CORE_ID).
_MAX_CORE_ID = 255
#: Events the CLI holds back at the start of a stream, at most, waiting for the resolution that places them.
_OPENING = 4096
#: A time beyond 2^63 ns has no place on the trace's clock (TIMESTAMP_OVERFLOW).
_MAX_NS = (1 << 63) - 1


class _Placement:
    """The CLI's placing of a stream's events in time (host stream.TimestampRepair, Timebase, TickClock,
    Opening): a tick lasts the latest plausible ts_resolution_ns, or exactly 10^9/hz ns after a
    ts_frequency_hz (which a later resolution does not change), and the events before the clock is
    known (up to 4,096) take it; a timed event is held until the next one: one far ahead of both its
    neighbours, which agree, is damaged and placed at the time before it (TIMESTAMP_OUTLIER), as is
    one that goes back (NON_MONOTONIC_TIMESTAMP) or lies beyond 2^63 ns (TIMESTAMP_OVERFLOW)."""

    def __init__(self, count: int) -> None:
        self.numerator, self.denominator, self.known, self.exact = 1, 1, False, False
        self.ns: List[int] = [0] * count
        self.last_ticks = self.last_ns = 0  # the latest timed event placed for good
        self.timed_placed = False  # whether last_ticks is a timed event's
        self.held: Optional[Tuple[int, int]] = None  # the newest timed event, until the next confirms it: index, ticks

    def clock(self, event: TraceEvent) -> None:
        if event.id == _RESOLUTION and 0 < event.ns_per_ts <= _MAX_NS_PER_TICK and not self.exact:  # type: ignore[attr-defined]
            self.numerator, self.denominator, self.known = event.ns_per_ts, 1, True  # type: ignore[attr-defined]
        elif event.id == _FREQUENCY and 0 < event.hz <= _MAX_HZ:  # type: ignore[attr-defined]
            common = math.gcd(_MAX_NS_PER_TICK, event.hz)  # type: ignore[attr-defined]
            self.numerator, self.denominator = _MAX_NS_PER_TICK // common, event.hz // common  # type: ignore[attr-defined]
            self.known = self.exact = True

    def place(self, index: int, ticks: Optional[int]) -> None:
        if ticks is None:  # untimed: the time of the latest timed event
            self.ns[index] = self.ns[self.held[0]] if self.held else self.last_ns
            return
        if self.held:
            held, held_ticks = self.held
            self.held = None
            if self.timed_placed and self.last_ticks <= ticks < held_ticks and ticks - self.last_ticks < held_ticks - ticks:
                self.ns[held] = self.last_ns  # the held one was damaged; the time before it stands
            else:
                self.last_ticks, self.last_ns, self.timed_placed = held_ticks, self.ns[held], True
        ns = ticks * self.numerator // self.denominator
        if ticks < self.last_ticks or ns > _MAX_NS:
            self.ns[index] = self.last_ns
        else:
            self.ns[index] = max(self.last_ns, ns)
            self.held = (index, ticks)


def _placed(items: Iterable[object]) -> List[Tuple[TraceEvent, int, int]]:
    """Each event of the items with its time in ns and its core, as the tonband CLI places them."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    placement = _Placement(len(events))
    cores = [0] * len(events)
    core = 0
    opening: Optional[List[int]] = []  # the events held while the clock is unknown; None once placed
    for index, event in enumerate(events):
        placement.clock(event)
        if event.id == _CORE_ID and event.core_id <= _MAX_CORE_ID:  # type: ignore[attr-defined]
            core = event.core_id  # type: ignore[attr-defined]
        cores[index] = core
        if opening is None:
            placement.place(index, event.ts)
            continue
        opening.append(index)
        if placement.known or len(opening) >= _OPENING:
            for held in opening:
                placement.place(held, events[held].ts)
            opening = None
    for held in opening or []:
        placement.place(held, events[held].ts)
    return list(zip(events, placement.ns, cores))


def isr_runs(items: Iterable[object]) -> List[IsrRun]:
    """The runs of every interrupt in the items of one stream (what read() or a Reader gave; its
    problems are passed over), in the order they end."""
    return _isr_runs_and_gaps(items)[0]


def _isr_runs_and_gaps(items: Iterable[object]) -> Tuple[List[IsrRun], Dict[int, int]]:
    """The runs, and each interrupt's longest gap (from the end of a run to its next enter, on any
    core, as `tonband stats` finds it; none for an interrupt no enter followed a run of)."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    names = {e.isr_id: e.name for e in events if e.id == _ISR_NAME and e.name}  # type: ignore[attr-defined]
    # The open runs of each (core, interrupt), innermost last: their enter times.
    open_runs: Dict[Tuple[int, int], List[int]] = {}
    ended: List[IsrRun] = []
    last_exits: Dict[int, int] = {}
    gaps: Dict[int, int] = {}
    for event, ns, core in _placed(events):
        if event.id == _ISR_ENTER:
            isr = event.isr_id  # type: ignore[attr-defined]
            if isr in last_exits and ns - last_exits[isr] > gaps.get(isr, -1):
                gaps[isr] = ns - last_exits[isr]
            open_runs.setdefault((core, isr), []).append(ns)
        elif event.id == _ISR_EXIT:
            enters = open_runs.get((core, event.isr_id))  # type: ignore[attr-defined]
            if enters:
                ended.append(IsrRun(enters.pop(), ns, event.isr_id, names.get(event.isr_id), core))  # type: ignore[attr-defined]
                last_exits[event.isr_id] = ns  # type: ignore[attr-defined]
    return ended, gaps


def marker_slices(items: Iterable[object]) -> List[MarkerSlice]:
    """The slices of every global event marker in the items of one stream, in the order they end."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    names = {e.evtmarker_id: e.name for e in events if e.id == _MARKER_NAME and e.name}  # type: ignore[attr-defined]
    # The open slices of each marker, innermost last: their begin times and messages.
    open_slices: Dict[int, List[Tuple[int, str]]] = {}
    ended: List[MarkerSlice] = []
    for event, ns, _ in _placed(events):
        if event.id == _MARKER_BEGIN:
            open_slices.setdefault(event.evtmarker_id, []).append((ns, event.msg))  # type: ignore[attr-defined]
        elif event.id == _MARKER_END:
            begins = open_slices.get(event.evtmarker_id)  # type: ignore[attr-defined]
            if begins:
                begin, message = begins.pop()
                marker = event.evtmarker_id  # type: ignore[attr-defined]
                ended.append(MarkerSlice(begin, ns, marker, names.get(marker), message))
    return ended


def _task_names(events: List[TraceEvent]) -> Dict[int, str]:
    """Each task's latest name (an empty name names nothing, as in the CLI)."""
    return {e.task_id: e.name for e in events if e.id == _TASK_NAME and e.name}  # type: ignore[attr-defined]


class _Activations:
    """The CLI's stats of task runs: each core's time goes to its open interrupts, else to its running task."""

    def __init__(self) -> None:
        self.running: Dict[int, int] = {}  # core: its running task
        self.isrs: Dict[int, List[int]] = {}  # core: its open interrupts, innermost last
        self.since: Dict[int, int] = {}  # core: until when its time is charged
        self.open: Dict[int, Tuple[int, int]] = {}  # task: the core and time of its latest switch in
        self.ran: Dict[int, int] = {}  # task: its ns running since its latest switch in
        self.ended: List[Tuple[int, int, int, int, int]] = []  # task, core, in, out, running ns

    def advance(self, core: int, ts: int) -> None:
        elapsed = ts - self.since.get(core, ts)
        if elapsed <= 0:
            self.since.setdefault(core, ts)
            return
        task = self.running.get(core, -1)
        if not self.isrs.get(core) and task >= 0:
            self.ran[task] = self.ran.get(task, 0) + elapsed
        self.since[core] = ts

    def switch(self, core: int, ts: int, task: int) -> None:
        self.advance(core, ts)
        previous = self.running.get(core, -1)
        if previous == task:
            return
        if previous >= 0:
            began = self.open.pop(previous, None)
            if began is not None and began[0] == core:
                self.ended.append((previous, core, began[1], ts, self.ran[previous]))
        if task >= 0:
            self.open[task] = (core, ts)
            self.ran[task] = 0
        self.running[core] = task

    def isr_enter(self, core: int, ts: int, isr: int) -> None:
        self.advance(core, ts)
        isrs = self.isrs.setdefault(core, [])
        if len(isrs) == _MAX_ISR_NESTING:
            del isrs[0]
        isrs.append(isr)

    def isr_exit(self, core: int, ts: int, isr: int) -> None:
        isrs = self.isrs.get(core, [])
        if isr in isrs:
            self.advance(core, ts)
            del isrs[len(isrs) - 1 - isrs[::-1].index(isr)]


def task_activations(items: Iterable[object]) -> List[TaskActivation]:
    """The activations of every task in the items of one stream, in the order they end."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    state = _Activations()
    for event, ns, core in _placed(events):
        if event.id == _TASK_SWITCHED_IN:
            state.switch(core, ns, event.task_id)  # type: ignore[attr-defined]
        elif event.id == _TASK_DELETED:
            if state.running.get(core) == event.task_id:  # type: ignore[attr-defined]
                state.switch(core, ns, -1)
        elif event.id == _ISR_ENTER:
            state.isr_enter(core, ns, event.isr_id)  # type: ignore[attr-defined]
        elif event.id == _ISR_EXIT:
            state.isr_exit(core, ns, event.isr_id)  # type: ignore[attr-defined]
    names = _task_names(events)
    return [TaskActivation(began, left, task, names.get(task), on, ran) for task, on, began, left, ran in state.ended]


class _TaskMarkers:
    """Whose a task-local marker's event is, as the CLI finds it: the task running on the event's
    core, else the known task its name event gave (neither known: None, and the CLI drops the
    event); and each marker's name for a task: the one given that task, else the latest given any.
    Event and value markers are two kinds, each with names and ids of its own."""

    def __init__(self) -> None:
        self.running: Dict[int, int] = {}  # core: its running task
        self.known: Set[int] = set()  # the tasks the trace gave a state or a name so far
        self.own_names: Dict[Tuple[str, int, int], str] = {}  # (kind, task, marker): the name given that task's
        self.latest_names: Dict[Tuple[str, int], str] = {}  # (kind, marker): the latest name given it
        self.name_tasks: Dict[Tuple[str, int], int] = {}  # (kind, marker): the known task its name event gave

    def see(self, event: TraceEvent, core: int) -> None:
        """Takes in a task's state or name, or a task-local marker's name."""
        if event.id in _TASK_STATE_EVENTS:
            self.known.add(event.task_id)  # type: ignore[attr-defined]
            if event.id == _TASK_SWITCHED_IN:
                self.running[core] = event.task_id  # type: ignore[attr-defined]
            elif event.id == _TASK_DELETED and self.running.get(core) == event.task_id:  # type: ignore[attr-defined]
                self.running[core] = -1
        elif event.id == _TASK_NAME and event.name:  # type: ignore[attr-defined]
            self.known.add(event.task_id)  # type: ignore[attr-defined]
        elif event.id in (_TASK_MARKER_NAME, _TASK_VALUE_NAME) and event.name:  # type: ignore[attr-defined]
            kind = "event" if event.id == _TASK_MARKER_NAME else "value"
            marker, task = _marker_id(event), event.task_id  # type: ignore[attr-defined]
            self.latest_names[(kind, marker)] = event.name  # type: ignore[attr-defined]
            if task in self.known:
                self.name_tasks[(kind, marker)] = task
                self.own_names[(kind, task, marker)] = event.name  # type: ignore[attr-defined]

    def owner(self, kind: str, marker: int, core: int) -> Optional[int]:
        owner = self.running.get(core, -1)
        if owner < 0:
            owner = self.name_tasks.get((kind, marker), -1)
        return owner if owner >= 0 else None

    def name(self, kind: str, task: int, marker: int) -> Optional[str]:
        return self.own_names.get((kind, task, marker), self.latest_names.get((kind, marker)))


def _marker_id(event: TraceEvent) -> int:
    """An event or value marker's id."""
    return event.evtmarker_id if hasattr(event, "evtmarker_id") else event.valmarker_id  # type: ignore[attr-defined]


def task_marker_slices(items: Iterable[object]) -> List[TaskMarkerSlice]:
    """The slices of every task-local event marker in the items of one stream, in the order they end."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    owners = _TaskMarkers()
    # The open slices of each (task, marker), innermost last: their begin times and messages.
    open_slices: Dict[Tuple[int, int], List[Tuple[int, str]]] = {}
    ended: List[Tuple[int, int, str, int, int, Optional[str]]] = []  # task, marker, message, begin, end, name
    for event, ns, core in _placed(events):
        owners.see(event, core)
        if event.id not in (_TASK_MARKER_BEGIN, _TASK_MARKER_END):
            continue
        marker = event.evtmarker_id  # type: ignore[attr-defined]
        owner = owners.owner("event", marker, core)
        if owner is None:
            continue  # the CLI drops it (MISSING_METADATA)
        if event.id == _TASK_MARKER_BEGIN:
            open_slices.setdefault((owner, marker), []).append((ns, event.msg))  # type: ignore[attr-defined]
        elif open_slices.get((owner, marker)):
            begin, message = open_slices[(owner, marker)].pop()
            ended.append((owner, marker, message, begin, ns, None))
    task_names = _task_names(events)
    return [TaskMarkerSlice(begin, end, task, task_names.get(task), marker, owners.name("event", task, marker), message)
            for task, marker, message, begin, end, _ in ended]


def _named_task_markers(items: Iterable[object]) -> Dict[Tuple[str, int, int], str]:
    """Each (kind, task, marker) whose name event gave a known task its name, with the name."""
    owners = _TaskMarkers()
    for event, _, core in _placed(items):
        owners.see(event, core)
    return owners.own_names


def marker_uses(items: Iterable[object]) -> List[MarkerUse]:
    """Every instant and value of an event or value marker, global or of a task, in the items of
    one stream in order (a slice's begin and end are not among them: marker_slices and
    task_marker_slices time them)."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    names: Dict[Tuple[str, int], str] = {}  # (kind, marker): a global marker's name
    owners = _TaskMarkers()
    uses: List[MarkerUse] = []
    for event, ns, core in _placed(events):
        owners.see(event, core)
        if event.id in (_MARKER_NAME, _VALUE_NAME) and event.name:  # type: ignore[attr-defined]
            names[("event" if event.id == _MARKER_NAME else "value", _marker_id(event))] = event.name  # type: ignore[attr-defined]
        elif event.id in (_MARKER, _VALUE):
            kind = "event" if event.id == _MARKER else "value"
            uses.append(MarkerUse(ns, kind, _marker_id(event), None, None,
                                  event.val if kind == "value" else None))  # type: ignore[attr-defined]
        elif event.id in (_TASK_MARKER, _TASK_VALUE):
            kind = "event" if event.id == _TASK_MARKER else "value"
            owner = owners.owner(kind, _marker_id(event), core)
            if owner is not None:  # else the CLI drops it (MISSING_METADATA)
                uses.append(MarkerUse(ns, kind, _marker_id(event), owner, None,
                                      event.val if kind == "value" else None))  # type: ignore[attr-defined]
    # A marker is named as the trace named it by its end.
    return [dataclasses.replace(use, name=names.get((use.kind, use.marker_id)) if use.task_id is None
                                else owners.name(use.kind, use.task_id, use.marker_id)) for use in uses]

def _java_long(value: int) -> int:
    """An integer field as Java's long holds it: a u64 above 2^63 - 1 is negative."""
    return value - (1 << 64) if value >= 1 << 63 else value


def _as_f32(value: float) -> Optional[float]:
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:
        return None


def _java_float(value: float, single: bool) -> str:
    """Float.toString or Double.toString (as Java 19 and later specify them): the shortest digits
    that read back as the value, written plainly from 10^-3 to 10^7 (with at least one digit after
    the point) and as d.dddE-n beyond."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if value == 0:
        return "-0.0" if math.copysign(1.0, value) < 0 else "0.0"
    # The closest decimal of the fewest digits (two at least) that reads back as the value.
    text = next(t for t in ("%.*e" % (p, value) for p in range(1, 17))
                if (_as_f32(float(t)) if single else float(t)) == value)
    sign, digit_tuple, exponent = decimal.Decimal(text).normalize().as_tuple()
    digits = "".join(map(str, digit_tuple))
    point = int(exponent) + len(digits)  # the value is 0.DIGITS times 10^point
    if -3 < point <= 7:
        if point <= 0:
            body = "0." + "0" * -point + digits
        elif point >= len(digits):
            body = digits + "0" * (point - len(digits)) + ".0"
        else:
            body = digits[:point] + "." + digits[point:]
    else:
        body = digits[0] + "." + (digits[1:] or "0") + "E" + str(point - 1)
    return ("-" if sign else "") + body


def _java_text(value: object, kind: str) -> str:
    """A field's value in a track or name, as Java's String.valueOf shows the Java codec's value."""
    if kind == "bool":
        return "true" if value else "false"
    if kind == "enum":
        return value.name  # type: ignore[attr-defined]
    if kind == "u64":
        return str(_java_long(value))  # type: ignore[arg-type]
    if kind in ("f32", "f64"):
        return _java_float(value, kind == "f32")  # type: ignore[arg-type]
    return str(value)


class _Shown(NamedTuple):
    """How the catalogue presents an event (the Java codec's Presentation)."""

    kind: str
    track: Callable[[TraceEvent], str]
    name: Callable[[TraceEvent], str]
    value: Callable[[TraceEvent], Union[int, float]]


#: The events ${source} presents as slices and counters (its perfetto: keys), by id; generated from the model the Java
#: codec's EventPresentations is.
_PRESENTATIONS: Dict[int, _Shown] = {
<#list events as event>
<#if (event.presentation())?? && event.presentation().kind() != "INSTANT">
<#assign shown = event.presentation()>
    ${event.idHex()}: _Shown("${shown.kind()}", lambda e: ${shown.track()}, lambda e: ${shown.name()},
                   lambda e: ${shown.value()}),
</#if>
</#list>
}
#: A track's slices nest a few deep; the CLI forgets the outermost beyond this (begins whose ends were lost).
_MAX_SLICE_NESTING = 1024


def app_slices(items: Iterable[object]) -> List[AppSlice]:
    """The application's slices in the items of one stream, in the order they end."""
    open_slices: Dict[str, List[Tuple[int, str]]] = {}  # track: its open slices, innermost last
    ended: List[AppSlice] = []
    for event, ns, _ in _placed(items):
        shown = _PRESENTATIONS.get(event.id)
        if shown is None or shown.kind not in ("SLICE_BEGIN", "SLICE_END", "STATE"):
            continue
        track = shown.track(event)
        slices = open_slices.setdefault(track, [])
        if shown.kind != "SLICE_BEGIN" and slices:
            began, name = slices.pop()
            ended.append(AppSlice(began, ns, track, name))
        if shown.kind != "SLICE_END":
            if len(slices) == _MAX_SLICE_NESTING:
                del slices[0]
            # A begin whose name comes out empty (an empty message, say) is named as its event.
            name = shown.name(event)
            slices.append((ns, name or type(event).event if shown.kind == "SLICE_BEGIN" else name))
    return ended


def app_counter_values(items: Iterable[object]) -> List[AppCounterValue]:
    """The values of the application's counters in the items of one stream, in order."""
    return [AppCounterValue(ns, shown.track(event), shown.value(event)) for event, ns, shown in
            ((event, ns, _PRESENTATIONS.get(event.id)) for event, ns, _ in _placed(items))
            if shown is not None and shown.kind in ("COUNTER", "FLOAT_COUNTER")]
