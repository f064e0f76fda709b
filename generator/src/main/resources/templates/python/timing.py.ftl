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
an exit without one, and a run never ended, are no run). Times are the device's ticks times the
trace's resolution (its ts_resolution_ns; 1 ns per tick without one), as the tonband CLI places
events when it has nothing to repair; where it repairs a timestamp (NON_MONOTONIC_TIMESTAMP and
the other problems of time, docs/python.md), these times are the device's own.

A marker slice is from an evtmarker_begin to the evtmarker_end of the same marker (an end ends
the innermost open slice of its marker, on any core), as `tonband stats` times a global marker's
slices. A task-local marker's slices are its task's: the task running on the event's core, else
the known task its name event gave (while neither is known, the event is dropped, as the CLI
drops it); two tasks may use the same marker id without mixing their slices.

A task activation is from a task's switch onto a core to its switch off it (another task switched
in there, or the task deleted while it runs); its running_ns leaves out the interrupts that ran
meanwhile, as `tonband stats` counts a task's runs. An activation not ended by the end of the trace
is none. The application's declared slices and counters are not timed here yet.
"""
from __future__ import annotations

import dataclasses
from typing import Dict, Iterable, List, Optional, Set, Tuple

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
class TaskActivation(Interval):
    """One activation of a task: from its switch onto a core to its switch off it."""

    task_id: int
    #: The task's name from its task_name event, if the trace has one.
    name: Optional[str]
    core: int
    #: Its time running: the activation's time less that of the interrupts which ran meanwhile.
    running_ns: int


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
#: Interrupts nest only a few deep; the CLI forgets the outermost beyond this (enters whose exits were lost).
_MAX_ISR_NESTING = 64


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


def _task_names(events: List[TraceEvent]) -> Dict[int, str]:
    """Each task's latest name (an empty name names nothing, as in the CLI)."""
    return {e.task_id: e.name for e in events if e.id == _TASK_NAME and e.name}  # type: ignore[attr-defined]


class _Activations:
    """The CLI's stats of task runs: each core's time goes to its open interrupts, else to its running task."""

    def __init__(self) -> None:
        self.running: Dict[int, int] = {}  # core: its running task
        self.isrs: Dict[int, List[int]] = {}  # core: its open interrupts, innermost last
        self.since: Dict[int, int] = {}  # core: until when its time is charged
        self.open: Dict[int, Tuple[int, int]] = {}  # task: the core and ticks of its latest switch in
        self.ran: Dict[int, int] = {}  # task: its ticks running since its latest switch in
        self.ended: List[Tuple[int, int, int, int, int]] = []  # task, core, in, out, running ticks

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
    core = 0
    for event in events:
        if event.id == _TASK_SWITCHED_IN:
            state.switch(core, event.ts, event.task_id)  # type: ignore[attr-defined,arg-type]
        elif event.id == _TASK_DELETED:
            if state.running.get(core) == event.task_id:  # type: ignore[attr-defined]
                state.switch(core, event.ts, -1)  # type: ignore[arg-type]
        elif event.id == _ISR_ENTER:
            state.isr_enter(core, event.ts, event.isr_id)  # type: ignore[attr-defined,arg-type]
        elif event.id == _ISR_EXIT:
            state.isr_exit(core, event.ts, event.isr_id)  # type: ignore[attr-defined,arg-type]
        elif event.id == _CORE_ID:
            core = event.core_id  # type: ignore[attr-defined]
    per_tick = _resolution(events)
    names = _task_names(events)
    return [TaskActivation(began * per_tick, left * per_tick, task, names.get(task), on, ran * per_tick)
            for task, on, began, left, ran in state.ended]


def task_marker_slices(items: Iterable[object]) -> List[TaskMarkerSlice]:
    """The slices of every task-local event marker in the items of one stream, in the order they end."""
    events = [i for i in items if isinstance(i, TraceEvent)]
    core = 0
    running: Dict[int, int] = {}  # core: its running task
    known: Set[int] = set()  # the tasks the trace gave a state or a name so far
    own_names: Dict[Tuple[int, int], str] = {}  # (task, marker): the name given that task's marker
    latest_names: Dict[int, str] = {}  # marker: the latest name given it, for tasks without their own
    name_tasks: Dict[int, int] = {}  # marker: the known task its name event gave
    # The open slices of each (task, marker), innermost last: their begin ticks and messages.
    open_slices: Dict[Tuple[int, int], List[Tuple[int, str]]] = {}
    ended: List[Tuple[int, int, str, int, int]] = []  # task, marker id, message, begin ticks, end ticks
    for event in events:
        if event.id in _TASK_STATE_EVENTS:
            known.add(event.task_id)  # type: ignore[attr-defined]
            if event.id == _TASK_SWITCHED_IN:
                running[core] = event.task_id  # type: ignore[attr-defined]
            elif event.id == _TASK_DELETED and running.get(core) == event.task_id:  # type: ignore[attr-defined]
                running[core] = -1
        elif event.id == _TASK_NAME and event.name:  # type: ignore[attr-defined]
            known.add(event.task_id)  # type: ignore[attr-defined]
        elif event.id == _TASK_MARKER_NAME and event.name:  # type: ignore[attr-defined]
            marker, task = event.evtmarker_id, event.task_id  # type: ignore[attr-defined]
            latest_names[marker] = event.name  # type: ignore[attr-defined]
            if task in known:
                name_tasks[marker] = task
                own_names[(task, marker)] = event.name  # type: ignore[attr-defined]
        elif event.id in (_TASK_MARKER_BEGIN, _TASK_MARKER_END):
            marker = event.evtmarker_id  # type: ignore[attr-defined]
            owner = running.get(core, -1)
            if owner < 0:
                owner = name_tasks.get(marker, -1)
            if owner < 0:
                continue  # the CLI drops it (MISSING_METADATA)
            if event.id == _TASK_MARKER_BEGIN:
                open_slices.setdefault((owner, marker), []).append((event.ts, event.msg))  # type: ignore[attr-defined,arg-type]
            elif open_slices.get((owner, marker)):
                begin, message = open_slices[(owner, marker)].pop()
                ended.append((owner, marker, message, begin, event.ts))  # type: ignore[arg-type]
        elif event.id == _CORE_ID:
            core = event.core_id  # type: ignore[attr-defined]
    per_tick = _resolution(events)
    task_names = _task_names(events)
    return [TaskMarkerSlice(begin * per_tick, end * per_tick, task, task_names.get(task), marker,
                            own_names.get((task, marker), latest_names.get(marker)), message)
            for task, marker, message, begin, end in ended]
