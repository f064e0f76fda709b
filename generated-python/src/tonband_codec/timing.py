# Timing for test benches: the runs of interrupts, the slices of markers and the activations of tasks.
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
events.yaml): a slice from a `begin` event to the next `end` event on its track (an end ends the
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
from typing import Any, Callable, Dict, Iterable, List, NamedTuple, Optional, Set, Tuple, Union

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
#: Timed events in a row at one tick before the CLI takes the clock for stuck; a whole stream at tick 0 needs fewer.
_STUCK_RUN = 1000
_STUCK_STREAM = 16


class _Placement:
    """The CLI's placing of a stream's events in time (host stream.TimestampRepair, Timebase, TickClock,
    Opening): a tick lasts the latest plausible ts_resolution_ns, or exactly 10^9/hz ns after a
    ts_frequency_hz (which a later resolution does not change), and the events before the clock is
    known (up to 4,096) take it; a timed event is held until the next one: one far ahead of both its
    neighbours, which agree, is damaged and placed at the time before it (TIMESTAMP_OUTLIER), as is
    one that goes back (NON_MONOTONIC_TIMESTAMP) or lies beyond 2^63 ns (TIMESTAMP_OVERFLOW). It
    counts the problems the CLI reports doing so, those named here and an implausible or late clock
    (IMPLAUSIBLE_METADATA, LATE_METADATA), none known by the end of the opening (MISSING_METADATA)
    and a clock that does not advance (TIMESTAMP_STUCK)."""

    def __init__(self, count: int) -> None:
        self.numerator, self.denominator, self.known, self.exact = 1, 1, False, False
        self.ns: List[int] = [0] * count
        self.last_ticks = self.last_ns = 0  # the latest timed event placed for good
        self.timed_placed = False  # whether last_ticks is a timed event's
        self.held: Optional[Tuple[int, int]] = None  # the newest timed event, until the next confirms it: index, ticks
        self.problems = 0
        # The tick of the latest timed events, how many in a row had it, and whether a stuck clock was reported.
        self.stuck_ticks = self.same_ticks = self.timed_events = 0
        self.stuck_reported = False

    def clock(self, event: TraceEvent, opening_over: bool) -> None:
        """Follows a plausible ts_resolution_ns or ts_frequency_hz; one that comes after timed events
        were placed without a clock is late."""
        if event.id == _RESOLUTION:
            if not 0 < event.ns_per_ts <= _MAX_NS_PER_TICK:  # type: ignore[attr-defined]
                self.problems += 1
                return
            self.late(opening_over)
            if not self.exact:
                self.numerator, self.denominator, self.known = event.ns_per_ts, 1, True  # type: ignore[attr-defined]
        elif event.id == _FREQUENCY:
            if not 0 < event.hz <= _MAX_HZ:  # type: ignore[attr-defined]
                self.problems += 1
                return
            self.late(opening_over)
            common = math.gcd(_MAX_NS_PER_TICK, event.hz)  # type: ignore[attr-defined]
            self.numerator, self.denominator = _MAX_NS_PER_TICK // common, event.hz // common  # type: ignore[attr-defined]
            self.known = self.exact = True

    def late(self, opening_over: bool) -> None:
        if not self.known and opening_over and (self.last_ticks != 0 or self.held is not None):
            self.problems += 1

    def place(self, index: int, ticks: Optional[int]) -> None:
        if ticks is None:  # untimed: the time of the latest timed event
            self.ns[index] = self.ns[self.held[0]] if self.held else self.last_ns
            return
        self.watch_clock(ticks)
        if self.held:
            held, held_ticks = self.held
            self.held = None
            if self.timed_placed and self.last_ticks <= ticks < held_ticks and ticks - self.last_ticks < held_ticks - ticks:
                self.ns[held] = self.last_ns  # the held one was damaged; the time before it stands
                self.problems += 1
            else:
                self.last_ticks, self.last_ns, self.timed_placed = held_ticks, self.ns[held], True
        ns = ticks * self.numerator // self.denominator
        if ticks < self.last_ticks or ns > _MAX_NS:
            self.ns[index] = self.last_ns
            self.problems += 1
        else:
            self.ns[index] = max(self.last_ns, ns)
            self.held = (index, ticks)

    def watch_clock(self, ticks: int) -> None:
        """A clock that never advances is reported once, when a run of one tick grows to _STUCK_RUN."""
        self.timed_events += 1
        self.same_ticks = self.same_ticks + 1 if self.timed_events > 1 and ticks == self.stuck_ticks else 1
        self.stuck_ticks = ticks
        if self.same_ticks == _STUCK_RUN and not self.stuck_reported:
            self.stuck_reported = True
            self.problems += 1

    def finish(self) -> None:
        """At the end: a stream whose every timed event (_STUCK_STREAM at least) was at tick 0 has a clock that never started."""
        if not self.stuck_reported and self.same_ticks == self.timed_events >= _STUCK_STREAM and self.stuck_ticks == 0:
            self.problems += 1


class _Placed(NamedTuple):
    """The events of one stream's items; each of them with its time in ns and its core, as the
    tonband CLI places them; and how many problems the CLI reports placing them (_Placement's, and
    core_ids above 255: IMPLAUSIBLE_CORE_ID)."""

    events: List[TraceEvent]
    placed: List[Tuple[TraceEvent, int, int]]
    problems: int


def _placing(items: Iterable[object]) -> _Placed:
    """The items placed in time; items that are placed already as they are, so that a budgets
    check, which measures the same items many ways, places them once."""
    if isinstance(items, _Placed):
        return items
    events = [i for i in items if isinstance(i, TraceEvent)]
    placement = _Placement(len(events))
    cores = [0] * len(events)
    core = 0
    opening: Optional[List[int]] = []  # the events held while the clock is unknown; None once placed

    def end_opening() -> None:
        if not placement.known and any(events[held].ts is not None for held in opening or []):
            placement.problems += 1  # placed at 1 ns a tick: MISSING_METADATA
        for held in opening or []:
            placement.place(held, events[held].ts)

    for index, event in enumerate(events):
        placement.clock(event, opening is None)
        if event.id == _CORE_ID:
            if event.core_id <= _MAX_CORE_ID:  # type: ignore[attr-defined]
                core = event.core_id  # type: ignore[attr-defined]
            else:
                placement.problems += 1
        cores[index] = core
        if opening is None:
            placement.place(index, event.ts)
            continue
        opening.append(index)
        if placement.known or len(opening) >= _OPENING:
            end_opening()
            opening = None
    end_opening()
    placement.finish()
    return _Placed(events, list(zip(events, placement.ns, cores)), placement.problems)


def isr_runs(items: Iterable[object]) -> List[IsrRun]:
    """The runs of every interrupt in the items of one stream (what read() or a Reader gave; its
    problems are passed over), in the order they end."""
    return _isr_runs_and_gaps(items)[0]


def _isr_runs_and_gaps(items: Iterable[object]) -> Tuple[List[IsrRun], Dict[int, int]]:
    """The runs, and each interrupt's longest gap (from the end of a run to its next enter, on any
    core, as `tonband stats` finds it; none for an interrupt no enter followed a run of)."""
    placing = _placing(items)
    events = placing.events
    names = {e.isr_id: e.name for e in events if e.id == _ISR_NAME and e.name}  # type: ignore[attr-defined]
    # The open runs of each (core, interrupt), innermost last: their enter times.
    open_runs: Dict[Tuple[int, int], List[int]] = {}
    ended: List[IsrRun] = []
    last_exits: Dict[int, int] = {}
    gaps: Dict[int, int] = {}
    for event, ns, core in placing.placed:
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
    placing = _placing(items)
    events = placing.events
    names = {e.evtmarker_id: e.name for e in events if e.id == _MARKER_NAME and e.name}  # type: ignore[attr-defined]
    # The open slices of each marker, innermost last: their begin times and messages.
    open_slices: Dict[int, List[Tuple[int, str]]] = {}
    ended: List[MarkerSlice] = []
    for event, ns, _ in placing.placed:
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
    placing = _placing(items)
    events = placing.events
    state = _Activations()
    for event, ns, core in placing.placed:
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


class _Wait(NamedTuple):
    """What a blocked task waits for (host trace.Wait): a delay, a notification or an object."""

    cause: str  # delay, delay_until, queue, stream_buffer, event_group or notification
    object: int
    operation: Optional[str]  # send, receive or peek, on a queue or buffer
    value: int


class _TaskState(NamedTuple):
    """A task's state as its events imply it (host trace.TaskState), compared by value as there."""

    kind: str  # running, ready, blocked, suspended or deleted
    core: int
    by_task: int
    wait: Optional[_Wait]


_READY = _TaskState("ready", 0, -1, None)
#: A mutex no task holds (host KernelObjects.NOBODY); -1 is an interrupt's hold.
_NOBODY = -2
#: Time is kept per level up to this one, to learn a queue's time full once its capacity is known.
_LEVELS_KEPT = 1024
_MUTEX_KINDS = ("FRQK_MUTEX", "FRQK_RECURSIVE_MUTEX")
_FROM_ISR_CALLS = ("FRFC_SEND_FROM_ISR", "FRFC_RECEIVE_FROM_ISR", "FRFC_PEEK_FROM_ISR")
#: A failed call's operation, as a blocked task's wait names it (a give of a mutex not held is a send).
_CALL_OPERATIONS = {"FRFC_SEND": "send", "FRFC_SEND_FROM_ISR": "send", "FRFC_GIVE_NOT_HELD": "send",
                    "FRFC_RECEIVE": "receive", "FRFC_RECEIVE_FROM_ISR": "receive", "FRFC_PEEK": "peek",
                    "FRFC_PEEK_FROM_ISR": "peek"}
#: The queue events that set a level (host trace.Dispatch), with the field holding it; a reset empties.
_QUEUE_LEVELS = {"queue_send": "len_after", "queue_send_from_isr": "len_after", "queue_overwrite": "len_after",
                 "queue_overwrite_from_isr": "len_after", "queue_receive": "len_after",
                 "queue_receive_from_isr": "len_after", "queue_reset": None, "queue_cur_length": "length"}
_BUFFER_LEVELS = {"stream_buffer_send": "len_after", "stream_buffer_send_from_isr": "len_after",
                  "stream_buffer_receive": "len_after", "stream_buffer_receive_from_isr": "len_after",
                  "stream_buffer_reset": None}
#: A task's call that got what it asked for, which ends its wait (calls from interrupts never wait).
_CALLS_DONE = ("queue_peek", "queue_send", "queue_receive", "stream_buffer_send", "stream_buffer_receive")
#: The blocking events of the core's running task, each with its wait (host trace.Dispatch).
_BLOCKS: Dict[str, Callable[[TraceEvent], _Wait]] = {
    "curtask_delay": lambda e: _Wait("delay", 0, None, e.ticks),  # type: ignore[attr-defined]
    "curtask_delay_until": lambda e: _Wait("delay_until", 0, None, e.time_to_wake),  # type: ignore[attr-defined]
    "curtask_block_on_queue_peek": lambda e: _Wait("queue", e.queue_id, "peek", 0),  # type: ignore[attr-defined]
    "curtask_block_on_queue_send": lambda e: _Wait("queue", e.queue_id, "send", 0),  # type: ignore[attr-defined]
    "curtask_block_on_queue_receive": lambda e: _Wait("queue", e.queue_id, "receive", 0),  # type: ignore[attr-defined]
    "curtask_block_on_stream_buffer_send": lambda e: _Wait("stream_buffer", e.sb_id, "send", 0),  # type: ignore[attr-defined]
    "curtask_block_on_stream_buffer_receive": lambda e: _Wait("stream_buffer", e.sb_id, "receive", 0),  # type: ignore[attr-defined]
    "curtask_block_on_event_group": lambda e: _Wait("event_group", e.eg_id, None, e.bits),  # type: ignore[attr-defined]
    "curtask_block_on_notify": lambda e: _Wait("notification", 0, None, e.index),  # type: ignore[attr-defined]
}


class _Level:
    """A queue's, semaphore's or mutex's level, or a stream buffer's bytes (host stats.QueueTimes.Queue):
    its high water, its time full once its capacity is known, the waits of tasks blocked on it, and
    for a mutex its holds and the priorities inherited through it."""

    def __init__(self) -> None:
        self.capacity = -1
        self.level = -1
        self.since = 0
        self.first_ns = -1
        self.high_water = -1
        self.full_ns = 0
        self.at_level: Dict[int, int] = {}  # level: ns spent there while the capacity is unknown
        self.waits: List[int] = []
        self.holds: List[int] = []
        self.inherits = 0

    def set(self, ns: int, level: int) -> None:
        if self.first_ns < 0:
            self.first_ns = ns
        self.account(ns)
        self.level = level
        self.high_water = max(self.high_water, level)

    def account(self, ns: int) -> None:
        """Adds the time since the last change to the level held meanwhile."""
        spent, self.since = ns - self.since, ns
        if self.level < 0 or spent <= 0:
            return
        if self.capacity >= 0:
            self.full_ns += spent if self.level >= self.capacity else 0
        elif self.level < _LEVELS_KEPT:
            self.at_level[self.level] = self.at_level.get(self.level, 0) + spent

    def learn_capacity(self, capacity: int) -> None:
        """Now the capacity is known, the time spent full before counts too."""
        if self.capacity >= 0 or capacity <= 0:
            return
        self.capacity = capacity
        self.full_ns += sum(ns for level, ns in self.at_level.items() if level >= capacity)
        self.at_level = {}


class _TaskTimes:
    """One task's time on the CPU and ready to run, and its priorities (host stats.TaskTimes.Task)."""

    def __init__(self) -> None:
        self.cpu_ns = 0
        self.ready: List[int] = []  # its waits to run, from ready to running
        self.ready_before_start = False  # whether its ready span began before the first task switch
        self.counted_until = 0
        self.priority = -1
        self.priority_changes = 0


class _Kernel:
    """What the CLI's trackers make of a FreeRTOS trace (host trace.Cores, TaskStates, KernelObjects,
    Heap, Stacks, CallFailures) and what `tonband stats` counts of it (host stats.TraceStats,
    CoreTimes, TaskTimes, QueueTimes), with the same rules: a core's time goes to its open interrupts,
    else to its running task; a switched-in task runs on its core and the task it replaced becomes
    ready if it still ran there; created, readied and resumed tasks become ready unless they run; the
    blocking events block the core's running task; a mutex is taken by the task running when its
    level drops to 0 and given back when it rises. The time from ready to running is a task's ready
    latency, except before the first task switch (the scheduler's start, not a wait for the CPU)."""

    def __init__(self) -> None:
        self.first_ns: Dict[int, int] = {}  # core: its first timed event
        self.end_ns = 0  # the latest timed event
        self.since: Dict[int, int] = {}  # core: until when its time is charged
        self.isrs: Dict[int, List[Tuple[int, int]]] = {}  # core: its open interrupts and their enters, innermost last
        self.isr_ns: Dict[int, int] = {}  # interrupt: its runs' time
        self.isr_names: Set[int] = set()
        self.interrupt_ns = 0
        self.switches = 0
        self.dropped = 0
        self.drop_counts: Dict[int, int] = {}  # core: the tracer's count so far
        self.running: Dict[int, int] = {}  # core: its running task, -1 for none
        self.states: Dict[int, Tuple[_TaskState, int]] = {}  # task: its state and since when
        self.tasks: Dict[int, _TaskTimes] = {}
        self.started = False  # whether a task was switched in: the scheduler runs
        self.task_names: Dict[int, str] = {}
        self.queue_kinds: Dict[int, str] = {}
        self.queue_names: Dict[int, str] = {}
        self.queues: Dict[int, _Level] = {}
        self.buffers: Dict[int, _Level] = {}
        self.buffer_names: Dict[int, str] = {}
        self.buffer_placeholders: Dict[int, str] = {}
        self.holds: Dict[int, Tuple[int, int]] = {}  # mutex: its holder (or _NOBODY) and since when
        self.heap_traced = False
        self.heap_blocks: Dict[int, int] = {}  # address: the size of a block not freed
        self.heap_in_use = 0
        self.heap_peak = 0
        self.heap_peaked = False
        self.heap_failed = 0
        self.stack_free: Dict[int, int] = {}  # task: its least free stack
        self.call_waits: Dict[int, _Wait] = {}  # task: the queue or buffer wait it blocked in last
        self.timeouts = 0
        self.timer_task = -1  # the timer service task, where timers expire; -1 while unknown
        #: The problems the trackers report: an isr_exit without its enter, a rise of the tracer's
        #: drop count, a timer expiring where no task is known.
        self.problems = 0

    def run(self, placed: Iterable[Tuple[TraceEvent, int, int]]) -> "_Kernel":
        for event, ns, core in placed:
            if event.ts is not None:
                self.end_ns = ns
                if core not in self.first_ns:
                    self.first_ns[core] = self.since[core] = ns
            if type(event).group in ("base", "freertos"):
                self.event(type(event).event, event, ns, core)
        for core in self.first_ns:
            self.advance(core, self.end_ns)
        for level in [*self.queues.values(), *self.buffers.values()]:
            level.account(self.end_ns)
        for task, times in self.tasks.items():
            state, since = self.states.get(task, (None, 0))
            self.leave(times, state, since, self.end_ns)
        return self

    def event(self, name: str, e: TraceEvent, ns: int, core: int) -> None:
        """One event, as host trace.Dispatch hands it to its tracker."""
        f: Any = e  # its fields, by the catalogue's names
        if name == "dropped_evt_cnt":
            rise = max(0, f.cnt - self.drop_counts.get(core, 0))
            self.drop_counts[core] = f.cnt
            self.dropped += rise
            self.problems += rise > 0
        elif name == "isr_name" and f.name:
            self.isr_names.add(f.isr_id)
        elif name == "isr_enter":
            self.advance(core, ns)
            isrs = self.isrs.setdefault(core, [])
            if len(isrs) == _MAX_ISR_NESTING:
                del isrs[0]
            isrs.append((f.isr_id, ns))
            self.isr_ns.setdefault(f.isr_id, 0)
        elif name == "isr_exit":
            isrs = self.isrs.get(core, [])
            depth = next((d for d in range(len(isrs) - 1, -1, -1) if isrs[d][0] == f.isr_id), -1)
            if depth >= 0:
                self.advance(core, ns)
                self.isr_ns[f.isr_id] += ns - isrs.pop(depth)[1]
            else:
                self.problems += 1
        elif name == "task_switched_in":
            self.switched_in(core, ns, f.task_id)
        elif name in ("task_created", "task_to_rdy_state", "task_resumed", "task_resumed_from_isr"):
            if self.state(f.task_id) is None or self.state(f.task_id).kind != "running":  # type: ignore[union-attr]
                self.set(f.task_id, ns, _READY)
        elif name == "task_suspended":
            self.set(f.task_id, ns, _TaskState("suspended", 0, self.other_task(core, f.task_id), None))
        elif name == "task_deleted":
            by = self.other_task(core, f.task_id)
            if self.running.get(core, -1) == f.task_id:
                self.switch_to(core, ns, -1)
            self.set(f.task_id, ns, _TaskState("deleted", 0, by, None))
        elif name in _BLOCKS:
            self.blocked(core, ns, _BLOCKS[name](e))
        elif name == "task_name" and f.name:
            self.task_names[f.task_id] = f.name
        elif name == "task_is_timer_task":
            self.timer_task = f.task_id
        elif name == "timer_expired":
            self.problems += (self.timer_task if self.timer_task >= 0 else self.running.get(core, -1)) < 0
        elif name in ("task_priority_set", "task_priority_inherit", "task_priority_disinherit"):
            self.priority(core, f.task_id, f.priority, name == "task_priority_inherit")
        elif name == "queue_name" and f.name:
            self.queue_names[f.queue_id] = f.name
        elif name == "queue_kind":
            self.queue_kinds[f.queue_id] = getattr(f.kind, "name", "")
            if self.queue_kinds[f.queue_id] == "FRQK_BINARY_SEMPHR":
                self.queue(f.queue_id).learn_capacity(1)
        elif name in ("queue_created", "queue_peek", "queue_peek_from_isr"):
            if not self.is_mutex(f.queue_id):  # a new mutex shows from its first give; a peek leaves it as it was
                self.queue(f.queue_id).set(ns, 0 if name == "queue_created" else f.length)
        elif name in _QUEUE_LEVELS:
            field = _QUEUE_LEVELS[name]
            self.queue_level(core, ns, f.queue_id, getattr(f, field) if field else 0)
        elif name == "stream_buffer_name" and f.name:
            self.buffer_names[f.sb_id] = f.name
        elif name in ("stream_buffer_kind", "stream_buffer_created"):
            if getattr(f.kind, "name", "") == "FRSBK_MESSAGE_BUFFER" and f.sb_id not in self.buffer_names:
                self.buffer_placeholders[f.sb_id] = f"Message buffer {f.sb_id}"
            self.buffer(f.sb_id).learn_capacity(f.size)
        elif name in _BUFFER_LEVELS:
            field = _BUFFER_LEVELS[name]
            self.buffer(f.sb_id).set(ns, getattr(f, field) if field else 0)
        elif name == "heap_malloc":
            self.heap_traced = True
            self.heap_in_use += f.size - self.heap_blocks.pop(f.address, 0)  # a block whose free was not traced
            self.heap_blocks[f.address] = f.size
            if self.heap_in_use > self.heap_peak or not self.heap_peaked:
                self.heap_peak, self.heap_peaked = self.heap_in_use, True
        elif name == "heap_free":
            self.heap_traced = True
            self.heap_in_use -= self.heap_blocks.pop(f.address, 0)  # a block allocated before the trace: no change
        elif name == "heap_malloc_failed":
            self.heap_traced = True
            self.heap_failed += 1
        elif name in ("task_stack_low", "task_stack_high_water"):
            free = f.free if name == "task_stack_low" else f.free_min
            self.stack_free[f.task_id] = min(free, self.stack_free.get(f.task_id, free))
        elif name in ("queue_call_failed", "stream_buffer_call_failed"):
            self.call_failed(core, "queue" if name == "queue_call_failed" else "stream_buffer",
                             f.queue_id if name == "queue_call_failed" else f.sb_id, getattr(f.call, "name", ""))
        if name in _CALLS_DONE:
            self.call_waits.pop(self.running.get(core, -1), None)

    # ---- cores and tasks (host Cores, CoreTimes, TaskStates, TaskTimes)

    def advance(self, core: int, ns: int) -> None:
        """Charges the core's time up to ns to what ran meanwhile."""
        elapsed = ns - self.since[core]
        if elapsed <= 0:
            return
        if self.isrs.get(core):
            self.interrupt_ns += elapsed
        elif self.running.get(core, -1) >= 0:
            self.tasks[self.running[core]].cpu_ns += elapsed
        self.since[core] = ns

    def task(self, task: int) -> _TaskTimes:
        return self.tasks.setdefault(task, _TaskTimes())

    def state(self, task: int) -> Optional[_TaskState]:
        return self.states[task][0] if task in self.states else None

    def other_task(self, core: int, task: int) -> int:
        """The core's running task when it acted on another task; -1 when a task acted on itself."""
        by = self.running.get(core, -1)
        return by if by != task else -1

    def switch_to(self, core: int, ns: int, task: int) -> None:
        self.started |= task >= 0
        self.advance(core, ns)
        if self.running.get(core, -1) >= 0 and task >= 0:
            self.switches += 1
        if task >= 0:
            self.task(task)
        self.running[core] = task

    def switched_in(self, core: int, ns: int, task: int) -> None:
        previous = self.running.get(core, -1)
        running_here = _TaskState("running", core, -1, None)
        if previous != task:  # the same task again (a delay of 0 ticks) stays where it is
            self.switch_to(core, ns, task)
            if previous >= 0 and self.state(previous) == running_here:
                self.set(previous, ns, _READY)  # preempted
        self.set(task, ns, running_here)

    def blocked(self, core: int, ns: int, wait: _Wait) -> None:
        """The core's running task blocks; a queue or buffer wait may end in a failed call, a timeout."""
        task = self.running.get(core, -1)
        if task < 0:
            return
        self.set(task, ns, _TaskState("blocked", 0, -1, wait))
        if wait.cause in ("queue", "stream_buffer"):
            self.call_waits[task] = wait

    def set(self, task: int, ns: int, state: _TaskState) -> None:
        previous, since = self.states.get(task, (None, 0))
        if state == previous:
            return
        self.states[task] = (state, ns)
        times = self.task(task)
        self.leave(times, previous, since, ns)
        times.ready_before_start = not self.started
        wait = state.wait
        if wait and wait.cause == "queue" and wait.operation == "send":  # one blocked sending shows its queue full
            queue = self.queue(wait.object)
            if not self.is_mutex(wait.object) and queue.level > 0:
                queue.learn_capacity(queue.level)

    def leave(self, times: _TaskTimes, state: Optional[_TaskState], state_since: int, ns: int) -> None:
        """A task's state since state_since ends at ns: a ready span is a wait to run, a blocked one a wait on its object."""
        since = max(state_since, times.counted_until)
        times.counted_until = ns
        if state is None:
            return
        if state.kind == "ready" and not times.ready_before_start:
            times.ready.append(ns - since)
        elif state.kind == "blocked" and state.wait.cause in ("queue", "stream_buffer"):  # type: ignore[union-attr]
            waited = self.queue if state.wait.cause == "queue" else self.buffer  # type: ignore[union-attr]
            waited(state.wait.object).waits.append(ns - since)  # type: ignore[union-attr]

    def priority(self, core: int, task: int, priority: int, inherited: bool) -> None:
        times = self.task(task)
        if times.priority >= 0 and priority != times.priority:
            times.priority_changes += 1
        times.priority = priority
        if inherited:
            # Credited to the mutex the core's running task just blocked on, or else to one the task holds.
            waiter = self.state(self.running.get(core, -1))
            wait = waiter.wait if waiter is not None and waiter.kind == "blocked" else None
            mutex = self.queues.get(wait.object) if wait is not None and wait.cause == "queue" else None
            if mutex is None or not self.is_mutex(wait.object):  # type: ignore[union-attr]
                mutex = next((self.queues[q] for q in sorted(self.queues)
                              if self.is_mutex(q) and self.holds.get(q, (_NOBODY, 0))[0] == task), None)
            if mutex is not None:
                mutex.inherits += 1

    # ---- queues, mutexes, buffers and calls (host KernelObjects, QueueTimes, CallFailures)

    def is_mutex(self, queue: int) -> bool:
        return self.queue_kinds.get(queue) in _MUTEX_KINDS

    def queue(self, queue: int) -> _Level:
        return self.queues.setdefault(queue, _Level())

    def buffer(self, buffer: int) -> _Level:
        return self.buffers.setdefault(buffer, _Level())

    def queue_level(self, core: int, ns: int, queue: int, level: int) -> None:
        """After an operation the queue holds level items; a mutex is taken at 0 and given back above it."""
        if not self.is_mutex(queue):
            self.queue(queue).set(ns, level)
            return
        holder, since = self.holds.get(queue, (_NOBODY, 0))
        if level == 0 and holder == _NOBODY:
            self.holds[queue] = (self.running.get(core, -1), ns)
        elif level > 0 and holder != _NOBODY:
            self.holds[queue] = (_NOBODY, 0)
            self.queue(queue).holds.append(ns - since)
        self.queue(queue)  # a mutex is one of the trace's from its first operation, as in the CLI's stats

    def call_failed(self, core: int, kind: str, object_id: int, call: str) -> None:
        """A failed call times out when its task's latest block was on that object for that operation
        and the task made no call on it since; otherwise it failed at once."""
        if call in _FROM_ISR_CALLS:
            return
        wait = self.call_waits.pop(self.running.get(core, -1), None)
        if wait is not None and (wait.cause, wait.object, wait.operation) == (kind, object_id, _CALL_OPERATIONS.get(call)):
            self.timeouts += 1

    # ---- the figures

    @property
    def traced_ns(self) -> int:
        """The time traced, each core's from its first event to the trace's end, added up."""
        return sum(self.end_ns - first for first in self.first_ns.values())

    def share(self, ns: int) -> float:
        return float(ns) / float(self.traced_ns) if self.traced_ns else 0.0  # as Java divides two longs' doubles

    def queue_name(self, queue: int) -> str:
        return self.queue_names.get(queue) or f"Queue {queue}"

    def buffer_name(self, buffer: int) -> str:
        return self.buffer_names.get(buffer) or self.buffer_placeholders.get(buffer) or f"Stream buffer {buffer}"


def _kernel(items: Iterable[object]) -> _Kernel:
    """The CLI's trackers and stats of the FreeRTOS kernel and the cores, run over the items of one
    stream; its problems are all those the CLI reports beyond the decoder's (those of placing the
    events in time and of its trackers)."""
    placing = _placing(items)
    kernel = _Kernel().run(placing.placed)
    kernel.problems += placing.problems + _dropped_ends(placing.placed)
    return kernel


def _dropped_ends(placed: List[Tuple[TraceEvent, int, int]]) -> int:
    """The problems of the events the CLI's marker and application trackers drop: an end with no
    slice open on its marker or application track (END_WITHOUT_BEGIN), and a task-local marker's
    event while neither a running task nor its name event tells whose it is (MISSING_METADATA).
    Slices nest up to _MAX_SLICE_NESTING deep, the outermost forgotten beyond."""
    owners = _TaskMarkers()
    depths: Dict[object, int] = {}  # (task or -1, marker), or a track: how many slices are open there
    problems = 0
    for event, _, core in placed:
        owners.see(event, core)
        shown = _PRESENTATIONS.get(event.id)
        if event.id in (_TASK_MARKER, _TASK_MARKER_BEGIN, _TASK_MARKER_END, _TASK_VALUE):
            owner = owners.owner("value" if event.id == _TASK_VALUE else "event", _marker_id(event), core)
            if owner is None:
                problems += 1
                continue
            key: object = (owner, _marker_id(event))
            kind = {_TASK_MARKER_BEGIN: "SLICE_BEGIN", _TASK_MARKER_END: "SLICE_END"}.get(event.id)
        elif event.id in (_MARKER_BEGIN, _MARKER_END):
            key, kind = (-1, event.evtmarker_id), "SLICE_BEGIN" if event.id == _MARKER_BEGIN else "SLICE_END"  # type: ignore[attr-defined]
        elif shown is not None:
            key, kind = shown.track(event), shown.kind
        else:
            continue
        depth = depths.get(key, 0)
        if kind == "SLICE_BEGIN":
            depths[key] = min(depth + 1, _MAX_SLICE_NESTING)
        elif kind == "SLICE_END":
            depths[key] = max(depth - 1, 0)
            problems += depth == 0
        elif kind == "STATE":  # ends the open slice, if any, and begins the next
            depths[key] = max(depth, 1)
    return problems


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
    placing = _placing(items)
    events = placing.events
    owners = _TaskMarkers()
    # The open slices of each (task, marker), innermost last: their begin times and messages.
    open_slices: Dict[Tuple[int, int], List[Tuple[int, str]]] = {}
    ended: List[Tuple[int, int, str, int, int, Optional[str]]] = []  # task, marker, message, begin, end, name
    for event, ns, core in placing.placed:
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
    for event, _, core in _placing(items).placed:
        owners.see(event, core)
    return owners.own_names


def marker_uses(items: Iterable[object]) -> List[MarkerUse]:
    """Every instant and value of an event or value marker, global or of a task, in the items of
    one stream in order (a slice's begin and end are not among them: marker_slices and
    task_marker_slices time them)."""
    placing = _placing(items)
    events = placing.events
    names: Dict[Tuple[str, int], str] = {}  # (kind, marker): a global marker's name
    owners = _TaskMarkers()
    uses: List[MarkerUse] = []
    for event, ns, core in placing.placed:
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


#: The events events.yaml presents as slices and counters (its perfetto: keys), by id; generated from the model the Java
#: codec's EventPresentations is.
_PRESENTATIONS: Dict[int, _Shown] = {
    0x80: _Shown("COUNTER", lambda e: "Sensor " + _java_text(e.sensor, "u8"), lambda e: "sensor_sample",
                   lambda e: _java_long(e.value)),
}
#: A track's slices nest a few deep; the CLI forgets the outermost beyond this (begins whose ends were lost).
_MAX_SLICE_NESTING = 1024


def app_slices(items: Iterable[object]) -> List[AppSlice]:
    """The application's slices in the items of one stream, in the order they end."""
    open_slices: Dict[str, List[Tuple[int, str]]] = {}  # track: its open slices, innermost last
    ended: List[AppSlice] = []
    for event, ns, _ in _placing(items).placed:
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
            ((event, ns, _PRESENTATIONS.get(event.id)) for event, ns, _ in _placing(items).placed)
            if shown is not None and shown.kind in ("COUNTER", "FLOAT_COUNTER")]
