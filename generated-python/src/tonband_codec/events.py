# The events of the catalogue, as Python classes.
#
# GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.
#
# This generated code may be used under the MIT license, as Tonband itself, closed products included:
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
"""The events of events.yaml: one frozen dataclass per event, one IntEnum per enum.

Every event has the class attributes ``id`` (its event id), ``group`` and ``event`` (its
group's and its own catalogue name), ``ts`` (its timestamp in the device's timer ticks,
unsigned; None for a metadata event), and its fields under their catalogue names, in wire order.
An optional field the frame leaves out is None.
"""
from __future__ import annotations

import dataclasses
import enum
import typing


class TraceEvent:
    """An event of a trace; every event class derives from TimedEvent or MetadataEvent."""

    id: typing.ClassVar[int]
    group: typing.ClassVar[str]
    event: typing.ClassVar[str]
    ts: typing.Optional[int]


class TimedEvent(TraceEvent):
    """An event at a point in time: ``ts`` is in ticks of the device's trace timer (the
    ts_resolution_ns metadata event says how many nanoseconds a tick lasts)."""

    ts: int


class MetadataEvent(TraceEvent):
    """A metadata event: it describes the system (names, resolution) and has no timestamp."""

    ts = None


class FrQueueKind(enum.IntEnum):
    """What a FreeRTOS queue object is used as."""

    FRQK_QUEUE = 0
    FRQK_COUNTING_SEMPHR = 1
    FRQK_BINARY_SEMPHR = 2
    FRQK_MUTEX = 3
    FRQK_RECURSIVE_MUTEX = 4
    FRQK_QUEUE_SET = 5


class FrStreamBufferKind(enum.IntEnum):
    """Whether a FreeRTOS stream buffer carries a byte stream or discrete messages."""

    FRSBK_STREAM_BUFFER = 0
    FRSBK_MESSAGE_BUFFER = 1


class FrFailedCall(enum.IntEnum):
    """The FreeRTOS call that failed: on semaphores and mutexes a send is a give and a receive a take."""

    FRFC_SEND = 0
    FRFC_RECEIVE = 1
    FRFC_PEEK = 2
    FRFC_SEND_FROM_ISR = 3
    FRFC_RECEIVE_FROM_ISR = 4
    FRFC_PEEK_FROM_ISR = 5
    FRFC_GIVE_NOT_HELD = 6


class DemoMotorPhase(enum.IntEnum):
    """State of a motor in the demo application."""

    DEMO_MOTOR_STOPPED = 0
    DEMO_MOTOR_RAMPING = 1
    DEMO_MOTOR_RUNNING = 2
    DEMO_MOTOR_FAULT = 3


@dataclasses.dataclass(frozen=True)
class CoreId(TimedEvent):
    """The events that follow in a shared stream come from core `core_id`.

    Event 0x00 (core_id) of group base.
    """

    id: typing.ClassVar[int] = 0x00
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "core_id"
    ts: int
    #: (u32, 0..2**32-1)
    core_id: int


@dataclasses.dataclass(frozen=True)
class DroppedEvtCnt(TimedEvent):
    """Cumulative number of events the tracer had to drop on this core.

    Event 0x01 (dropped_evt_cnt) of group base.
    """

    id: typing.ClassVar[int] = 0x01
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "dropped_evt_cnt"
    ts: int
    #: (u32, 0..2**32-1)
    cnt: int


@dataclasses.dataclass(frozen=True)
class TsResolutionNs(MetadataEvent):
    """Nanoseconds per timestamp tick, to turn timestamps into time.

    Event 0x02 (ts_resolution_ns) of group base; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x02
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "ts_resolution_ns"
    #: (u64, 0..2**64-1)
    ns_per_ts: int


@dataclasses.dataclass(frozen=True)
class IsrName(MetadataEvent):
    """Names interrupt `isr_id`.

    Event 0x03 (isr_name) of group base; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x03
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "isr_name"
    #: (u32, 0..2**32-1)
    isr_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class IsrEnter(TimedEvent):
    """Interrupt `isr_id` started running.

    Event 0x04 (isr_enter) of group base.
    """

    id: typing.ClassVar[int] = 0x04
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "isr_enter"
    ts: int
    #: (u32, 0..2**32-1)
    isr_id: int


@dataclasses.dataclass(frozen=True)
class IsrExit(TimedEvent):
    """Interrupt `isr_id` finished.

    Event 0x05 (isr_exit) of group base.
    """

    id: typing.ClassVar[int] = 0x05
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "isr_exit"
    ts: int
    #: (u32, 0..2**32-1)
    isr_id: int


@dataclasses.dataclass(frozen=True)
class EvtmarkerName(MetadataEvent):
    """Names event marker `evtmarker_id`.

    Event 0x06 (evtmarker_name) of group base; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x06
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "evtmarker_name"
    #: (u32, 0..2**32-1)
    evtmarker_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class Evtmarker(TimedEvent):
    """A point in time on event marker `evtmarker_id`, with a message.

    Event 0x07 (evtmarker) of group base.
    """

    id: typing.ClassVar[int] = 0x07
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "evtmarker"
    ts: int
    #: (u32, 0..2**32-1)
    evtmarker_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    msg: str


@dataclasses.dataclass(frozen=True)
class EvtmarkerBegin(TimedEvent):
    """Begins a slice on event marker `evtmarker_id`, named by the message.

    Event 0x08 (evtmarker_begin) of group base.
    """

    id: typing.ClassVar[int] = 0x08
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "evtmarker_begin"
    ts: int
    #: (u32, 0..2**32-1)
    evtmarker_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    msg: str


@dataclasses.dataclass(frozen=True)
class EvtmarkerEnd(TimedEvent):
    """Ends the innermost open slice on event marker `evtmarker_id`.

    Event 0x09 (evtmarker_end) of group base.
    """

    id: typing.ClassVar[int] = 0x09
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "evtmarker_end"
    ts: int
    #: (u32, 0..2**32-1)
    evtmarker_id: int


@dataclasses.dataclass(frozen=True)
class ValmarkerName(MetadataEvent):
    """Names value marker `valmarker_id`.

    Event 0x0A (valmarker_name) of group base; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x0A
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "valmarker_name"
    #: (u32, 0..2**32-1)
    valmarker_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class Valmarker(TimedEvent):
    """Value marker `valmarker_id` now holds `val`.

    Event 0x0B (valmarker) of group base.
    """

    id: typing.ClassVar[int] = 0x0B
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "valmarker"
    ts: int
    #: (u32, 0..2**32-1)
    valmarker_id: int
    #: (s64, -2**63..2**63-1)
    val: int


@dataclasses.dataclass(frozen=True)
class CatalogueFingerprint(MetadataEvent):
    """The fingerprint of the catalogue the firmware was built from (a hash of every event's id, name and field layout), so that tools can tell whether they decode with the same catalogue.

    Event 0x26 (catalogue_fingerprint) of group base; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x26
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "catalogue_fingerprint"
    #: (u64, 0..2**64-1)
    fingerprint: int


@dataclasses.dataclass(frozen=True)
class TsFrequencyHz(MetadataEvent):
    """Timestamp ticks per second: the exact clock, for one whose tick is no whole number of nanoseconds (a tick at 120 MHz lasts 8.333 ns). Tools prefer it to `ts_resolution_ns`, which the runtime sends as well, rounded, for tools that know no other.

    Event 0x27 (ts_frequency_hz) of group base; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x27
    group: typing.ClassVar[str] = "base"
    event: typing.ClassVar[str] = "ts_frequency_hz"
    #: (u64, 0..2**64-1)
    hz: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskSwitchedIn(TimedEvent):
    """Task `task_id` starts running on this core.

    Event 0x54 (task_switched_in) of group freertos.
    """

    id: typing.ClassVar[int] = 0x54
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_switched_in"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskToRdyState(TimedEvent):
    """Task `task_id` became ready to run.

    Event 0x55 (task_to_rdy_state) of group freertos.
    """

    id: typing.ClassVar[int] = 0x55
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_to_rdy_state"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskResumed(TimedEvent):
    """Task `task_id` was resumed from suspension by a task.

    Event 0x56 (task_resumed) of group freertos.
    """

    id: typing.ClassVar[int] = 0x56
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_resumed"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskResumedFromIsr(TimedEvent):
    """Task `task_id` was resumed from suspension by an interrupt.

    Event 0x57 (task_resumed_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x57
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_resumed_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskSuspended(TimedEvent):
    """Task `task_id` was suspended.

    Event 0x58 (task_suspended) of group freertos.
    """

    id: typing.ClassVar[int] = 0x58
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_suspended"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskDelay(TimedEvent):
    """The running task blocks for `ticks` kernel ticks.

    Event 0x59 (curtask_delay) of group freertos.
    """

    id: typing.ClassVar[int] = 0x59
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_delay"
    ts: int
    #: (u32, 0..2**32-1)
    ticks: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskDelayUntil(TimedEvent):
    """The running task blocks until kernel tick `time_to_wake`.

    Event 0x5A (curtask_delay_until) of group freertos.
    """

    id: typing.ClassVar[int] = 0x5A
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_delay_until"
    ts: int
    #: (u32, 0..2**32-1)
    time_to_wake: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskPrioritySet(TimedEvent):
    """The priority of task `task_id` was set to `priority`.

    Event 0x5B (task_priority_set) of group freertos.
    """

    id: typing.ClassVar[int] = 0x5B
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_priority_set"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    priority: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskPriorityInherit(TimedEvent):
    """Task `task_id` inherited `priority` from a task waiting on its mutex.

    Event 0x5C (task_priority_inherit) of group freertos.
    """

    id: typing.ClassVar[int] = 0x5C
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_priority_inherit"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    priority: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskPriorityDisinherit(TimedEvent):
    """Task `task_id` returned to `priority` after releasing a mutex.

    Event 0x5D (task_priority_disinherit) of group freertos.
    """

    id: typing.ClassVar[int] = 0x5D
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_priority_disinherit"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    priority: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskCreated(TimedEvent):
    """Task `task_id` was created.

    Event 0x5E (task_created) of group freertos.
    """

    id: typing.ClassVar[int] = 0x5E
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_created"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskName(MetadataEvent):
    """Names task `task_id`.

    Event 0x5F (task_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x5F
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_name"
    #: (u32, 0..2**32-1)
    task_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosTaskIsIdleTask(MetadataEvent):
    """Task `task_id` is the idle task of core `core_id`.

    Event 0x60 (task_is_idle_task) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x60
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_is_idle_task"
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    core_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskIsTimerTask(MetadataEvent):
    """Task `task_id` is the timer service task.

    Event 0x61 (task_is_timer_task) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x61
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_is_timer_task"
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskDeleted(TimedEvent):
    """Task `task_id` was deleted.

    Event 0x62 (task_deleted) of group freertos.
    """

    id: typing.ClassVar[int] = 0x62
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_deleted"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueCreated(TimedEvent):
    """Queue `queue_id` was created.

    Event 0x63 (queue_created) of group freertos.
    """

    id: typing.ClassVar[int] = 0x63
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_created"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueName(MetadataEvent):
    """Names queue `queue_id`.

    Event 0x64 (queue_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x64
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_name"
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosQueueKind(MetadataEvent):
    """Queue `queue_id` is used as `kind` (queue, semaphore, mutex, ...).

    Event 0x65 (queue_kind) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x65
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_kind"
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (enum FrQueueKind)
    kind: FrQueueKind


@dataclasses.dataclass(frozen=True)
class FreertosQueueSend(TimedEvent):
    """An item was sent to queue `queue_id`, which now holds `len_after` items.

    Event 0x66 (queue_send) of group freertos.
    """

    id: typing.ClassVar[int] = 0x66
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_send"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueSendFromIsr(TimedEvent):
    """An interrupt sent an item to queue `queue_id`, which now holds `len_after` items.

    Event 0x67 (queue_send_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x67
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_send_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueOverwrite(TimedEvent):
    """The item of queue `queue_id` was overwritten; it now holds `len_after` items.

    Event 0x68 (queue_overwrite) of group freertos.
    """

    id: typing.ClassVar[int] = 0x68
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_overwrite"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueOverwriteFromIsr(TimedEvent):
    """An interrupt overwrote the item of queue `queue_id`; it now holds `len_after` items.

    Event 0x69 (queue_overwrite_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x69
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_overwrite_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueReceive(TimedEvent):
    """An item was taken from queue `queue_id`, which now holds `len_after` items.

    Event 0x6A (queue_receive) of group freertos.
    """

    id: typing.ClassVar[int] = 0x6A
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_receive"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueReceiveFromIsr(TimedEvent):
    """An interrupt took an item from queue `queue_id`, which now holds `len_after` items.

    Event 0x6B (queue_receive_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x6B
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_receive_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueReset(TimedEvent):
    """Queue `queue_id` was emptied.

    Event 0x6C (queue_reset) of group freertos.
    """

    id: typing.ClassVar[int] = 0x6C
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_reset"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnQueuePeek(TimedEvent):
    """The running task blocks peeking at queue `queue_id` for up to `ticks_to_wait` ticks.

    Event 0x6D (curtask_block_on_queue_peek) of group freertos.
    """

    id: typing.ClassVar[int] = 0x6D
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_queue_peek"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    ticks_to_wait: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnQueueSend(TimedEvent):
    """The running task blocks sending to full queue `queue_id` for up to `ticks_to_wait` ticks.

    Event 0x6E (curtask_block_on_queue_send) of group freertos.
    """

    id: typing.ClassVar[int] = 0x6E
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_queue_send"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    ticks_to_wait: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnQueueReceive(TimedEvent):
    """The running task blocks receiving from empty queue `queue_id` for up to `ticks_to_wait` ticks.

    Event 0x6F (curtask_block_on_queue_receive) of group freertos.
    """

    id: typing.ClassVar[int] = 0x6F
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_queue_receive"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    ticks_to_wait: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueCurLength(TimedEvent):
    """Queue `queue_id` holds `length` items (reported when tracing starts).

    Event 0x70 (queue_cur_length) of group freertos.
    """

    id: typing.ClassVar[int] = 0x70
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_cur_length"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    length: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueDeleted(TimedEvent):
    """Queue `queue_id` was deleted.

    Event 0x0C (queue_deleted) of group freertos.
    """

    id: typing.ClassVar[int] = 0x0C
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_deleted"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferCreated(TimedEvent):
    """Stream or message buffer `sb_id` of `size` bytes was created.

    Event 0x0D (stream_buffer_created) of group freertos.
    """

    id: typing.ClassVar[int] = 0x0D
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_created"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (enum FrStreamBufferKind)
    kind: FrStreamBufferKind
    #: (u32, 0..2**32-1)
    size: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferKind(MetadataEvent):
    """Buffer `sb_id` is a stream or message buffer of `size` bytes (kept from its creation, even before tracing starts).

    Event 0x0E (stream_buffer_kind) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x0E
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_kind"
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (enum FrStreamBufferKind)
    kind: FrStreamBufferKind
    #: (u32, 0..2**32-1)
    size: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferName(MetadataEvent):
    """Names stream or message buffer `sb_id`.

    Event 0x0F (stream_buffer_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x0F
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_name"
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferSend(TimedEvent):
    """`bytes` bytes were written to buffer `sb_id`, which now holds `len_after` bytes.

    Event 0x10 (stream_buffer_send) of group freertos.
    """

    id: typing.ClassVar[int] = 0x10
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_send"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (u32, 0..2**32-1)
    bytes: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferSendFromIsr(TimedEvent):
    """An interrupt wrote `bytes` bytes to buffer `sb_id`, which now holds `len_after` bytes.

    Event 0x11 (stream_buffer_send_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x11
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_send_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (u32, 0..2**32-1)
    bytes: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferReceive(TimedEvent):
    """`bytes` bytes were read from buffer `sb_id`, which now holds `len_after` bytes.

    Event 0x12 (stream_buffer_receive) of group freertos.
    """

    id: typing.ClassVar[int] = 0x12
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_receive"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (u32, 0..2**32-1)
    bytes: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferReceiveFromIsr(TimedEvent):
    """An interrupt read `bytes` bytes from buffer `sb_id`, which now holds `len_after` bytes.

    Event 0x13 (stream_buffer_receive_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x13
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_receive_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (u32, 0..2**32-1)
    bytes: int
    #: (u32, 0..2**32-1)
    len_after: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferReset(TimedEvent):
    """Buffer `sb_id` was emptied.

    Event 0x14 (stream_buffer_reset) of group freertos.
    """

    id: typing.ClassVar[int] = 0x14
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_reset"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnStreamBufferSend(TimedEvent):
    """The running task blocks writing to full buffer `sb_id`.

    Event 0x15 (curtask_block_on_stream_buffer_send) of group freertos.
    """

    id: typing.ClassVar[int] = 0x15
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_stream_buffer_send"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnStreamBufferReceive(TimedEvent):
    """The running task blocks reading from empty buffer `sb_id`.

    Event 0x16 (curtask_block_on_stream_buffer_receive) of group freertos.
    """

    id: typing.ClassVar[int] = 0x16
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_stream_buffer_receive"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferDeleted(TimedEvent):
    """Buffer `sb_id` was deleted.

    Event 0x17 (stream_buffer_deleted) of group freertos.
    """

    id: typing.ClassVar[int] = 0x17
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_deleted"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int


@dataclasses.dataclass(frozen=True)
class FreertosEventGroupCreated(TimedEvent):
    """Event group `eg_id` was created.

    Event 0x18 (event_group_created) of group freertos.
    """

    id: typing.ClassVar[int] = 0x18
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "event_group_created"
    ts: int
    #: (u32, 0..2**32-1)
    eg_id: int


@dataclasses.dataclass(frozen=True)
class FreertosEventGroupName(MetadataEvent):
    """Names event group `eg_id`.

    Event 0x19 (event_group_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x19
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "event_group_name"
    #: (u32, 0..2**32-1)
    eg_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosEventGroupSetBits(TimedEvent):
    """Bits `bits` of event group `eg_id` were set; its bits are now `value` (before any clear-on-exit of the tasks it wakes).

    Event 0x1A (event_group_set_bits) of group freertos.
    """

    id: typing.ClassVar[int] = 0x1A
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "event_group_set_bits"
    ts: int
    #: (u32, 0..2**32-1)
    eg_id: int
    #: (u32, 0..2**32-1)
    bits: int
    #: (u32, 0..2**32-1)
    value: int


@dataclasses.dataclass(frozen=True)
class FreertosEventGroupClearBits(TimedEvent):
    """Bits `bits` of event group `eg_id` were cleared; its bits are now `value`.

    Event 0x1B (event_group_clear_bits) of group freertos.
    """

    id: typing.ClassVar[int] = 0x1B
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "event_group_clear_bits"
    ts: int
    #: (u32, 0..2**32-1)
    eg_id: int
    #: (u32, 0..2**32-1)
    bits: int
    #: (u32, 0..2**32-1)
    value: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnEventGroup(TimedEvent):
    """The running task blocks waiting for bits `bits` of event group `eg_id` (wait or sync).

    Event 0x1C (curtask_block_on_event_group) of group freertos.
    """

    id: typing.ClassVar[int] = 0x1C
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_event_group"
    ts: int
    #: (u32, 0..2**32-1)
    eg_id: int
    #: (u32, 0..2**32-1)
    bits: int


@dataclasses.dataclass(frozen=True)
class FreertosEventGroupDeleted(TimedEvent):
    """Event group `eg_id` was deleted.

    Event 0x1D (event_group_deleted) of group freertos.
    """

    id: typing.ClassVar[int] = 0x1D
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "event_group_deleted"
    ts: int
    #: (u32, 0..2**32-1)
    eg_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskNotify(TimedEvent):
    """Task `task_id` received a direct-to-task notification at index `index`.

    Event 0x1E (task_notify) of group freertos.
    """

    id: typing.ClassVar[int] = 0x1E
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_notify"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    index: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskNotifyFromIsr(TimedEvent):
    """An interrupt sent task `task_id` a direct-to-task notification at index `index`.

    Event 0x1F (task_notify_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x1F
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_notify_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    index: int


@dataclasses.dataclass(frozen=True)
class FreertosCurtaskBlockOnNotify(TimedEvent):
    """The running task blocks waiting for a notification at index `index`.

    Event 0x20 (curtask_block_on_notify) of group freertos.
    """

    id: typing.ClassVar[int] = 0x20
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "curtask_block_on_notify"
    ts: int
    #: (u32, 0..2**32-1)
    index: int


@dataclasses.dataclass(frozen=True)
class FreertosTimerCreated(TimedEvent):
    """Software timer `timer_id` was created.

    Event 0x21 (timer_created) of group freertos.
    """

    id: typing.ClassVar[int] = 0x21
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "timer_created"
    ts: int
    #: (u32, 0..2**32-1)
    timer_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTimerName(MetadataEvent):
    """Names software timer `timer_id`.

    Event 0x22 (timer_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x22
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "timer_name"
    #: (u32, 0..2**32-1)
    timer_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosTimerExpired(TimedEvent):
    """Software timer `timer_id` expired; the timer service task runs its callback.

    Event 0x23 (timer_expired) of group freertos.
    """

    id: typing.ClassVar[int] = 0x23
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "timer_expired"
    ts: int
    #: (u32, 0..2**32-1)
    timer_id: int


@dataclasses.dataclass(frozen=True)
class FreertosQueuePeek(TimedEvent):
    """The running task read the front item of queue `queue_id` without taking it; the queue holds `length` items.

    Event 0x24 (queue_peek) of group freertos.
    """

    id: typing.ClassVar[int] = 0x24
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_peek"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    length: int


@dataclasses.dataclass(frozen=True)
class FreertosQueuePeekFromIsr(TimedEvent):
    """An interrupt read the front item of queue `queue_id` without taking it; the queue holds `length` items.

    Event 0x25 (queue_peek_from_isr) of group freertos.
    """

    id: typing.ClassVar[int] = 0x25
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_peek_from_isr"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (u32, 0..2**32-1)
    length: int


@dataclasses.dataclass(frozen=True)
class FreertosHeapMalloc(TimedEvent):
    """The running task (or the code before the scheduler starts) got block `address` (its low 32 bits) of `size` bytes from the FreeRTOS heap, as the heap reports it to `traceMALLOC`: the block with its header and alignment (heap_4 and heap_5).

    Event 0x28 (heap_malloc) of group freertos.
    """

    id: typing.ClassVar[int] = 0x28
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "heap_malloc"
    ts: int
    #: (u32, 0..2**32-1)
    address: int
    #: (u32, 0..2**32-1)
    size: int


@dataclasses.dataclass(frozen=True)
class FreertosHeapFree(TimedEvent):
    """The running task gave block `address` of `size` bytes back to the FreeRTOS heap (`traceFREE`).

    Event 0x29 (heap_free) of group freertos.
    """

    id: typing.ClassVar[int] = 0x29
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "heap_free"
    ts: int
    #: (u32, 0..2**32-1)
    address: int
    #: (u32, 0..2**32-1)
    size: int


@dataclasses.dataclass(frozen=True)
class FreertosHeapMallocFailed(TimedEvent):
    """An allocation from the FreeRTOS heap failed (`traceMALLOC` with no block); `size` is what the heap reports: the size wanted, header included, on FreeRTOS V10; 0 on V11.

    Event 0x2A (heap_malloc_failed) of group freertos.
    """

    id: typing.ClassVar[int] = 0x2A
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "heap_malloc_failed"
    ts: int
    #: (u32, 0..2**32-1)
    size: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskStackLow(TimedEvent):
    """Task `task_id` was switched out with `free` bytes of stack left beyond its saved stack pointer, fewer than the tracer last traced for it: a new low (`traceTASK_SWITCHED_OUT`). The stream carries only new lows; the task's deepest point between two switches may lie deeper still (see `task_stack_high_water`).

    Event 0x34 (task_stack_low) of group freertos.
    """

    id: typing.ClassVar[int] = 0x34
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_stack_low"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    free: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskStackHighWater(TimedEvent):
    """The least stack task `task_id` has had free since it was created, in bytes, as the kernel measures it from the fill pattern of its stack (`uxTaskGetStackHighWaterMark`): when the task is deleted, and when the firmware asks (`tband_freertos_task_stack_high_water`).

    Event 0x35 (task_stack_high_water) of group freertos.
    """

    id: typing.ClassVar[int] = 0x35
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_stack_high_water"
    ts: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (u32, 0..2**32-1)
    free_min: int


@dataclasses.dataclass(frozen=True)
class FreertosQueueCallFailed(TimedEvent):
    """A `call` on queue (semaphore, mutex) `queue_id` failed: a send to a full queue, a receive or peek from an empty one, with no wait or after its wait ran out (the call returned errQUEUE_FULL or errQUEUE_EMPTY); `FRFC_GIVE_NOT_HELD`: a task gave a recursive mutex it does not hold. The running task (or interrupt, for the `_FROM_ISR` calls) made it.

    Event 0x2B (queue_call_failed) of group freertos.
    """

    id: typing.ClassVar[int] = 0x2B
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "queue_call_failed"
    ts: int
    #: (u32, 0..2**32-1)
    queue_id: int
    #: (enum FrFailedCall)
    call: FrFailedCall


@dataclasses.dataclass(frozen=True)
class FreertosStreamBufferCallFailed(TimedEvent):
    """The running task's `call` (`FRFC_SEND` or `FRFC_RECEIVE`) on stream or message buffer `sb_id` moved no bytes, with no wait or after its wait ran out.

    Event 0x2C (stream_buffer_call_failed) of group freertos.
    """

    id: typing.ClassVar[int] = 0x2C
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "stream_buffer_call_failed"
    ts: int
    #: (u32, 0..2**32-1)
    sb_id: int
    #: (enum FrFailedCall)
    call: FrFailedCall


@dataclasses.dataclass(frozen=True)
class FreertosTaskEvtmarkerName(MetadataEvent):
    """Names event marker `evtmarker_id`, local to task `task_id`.

    Event 0x7A (task_evtmarker_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x7A
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_evtmarker_name"
    #: (u32, 0..2**32-1)
    evtmarker_id: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosTaskEvtmarker(TimedEvent):
    """A point in time on task-local event marker `evtmarker_id`, with a message.

    Event 0x7B (task_evtmarker) of group freertos.
    """

    id: typing.ClassVar[int] = 0x7B
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_evtmarker"
    ts: int
    #: (u32, 0..2**32-1)
    evtmarker_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    msg: str


@dataclasses.dataclass(frozen=True)
class FreertosTaskEvtmarkerBegin(TimedEvent):
    """Begins a slice on task-local event marker `evtmarker_id`, named by the message.

    Event 0x7C (task_evtmarker_begin) of group freertos.
    """

    id: typing.ClassVar[int] = 0x7C
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_evtmarker_begin"
    ts: int
    #: (u32, 0..2**32-1)
    evtmarker_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    msg: str


@dataclasses.dataclass(frozen=True)
class FreertosTaskEvtmarkerEnd(TimedEvent):
    """Ends the innermost open slice on task-local event marker `evtmarker_id`.

    Event 0x7D (task_evtmarker_end) of group freertos.
    """

    id: typing.ClassVar[int] = 0x7D
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_evtmarker_end"
    ts: int
    #: (u32, 0..2**32-1)
    evtmarker_id: int


@dataclasses.dataclass(frozen=True)
class FreertosTaskValmarkerName(MetadataEvent):
    """Names value marker `valmarker_id`, local to task `task_id`.

    Event 0x7E (task_valmarker_name) of group freertos; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x7E
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_valmarker_name"
    #: (u32, 0..2**32-1)
    valmarker_id: int
    #: (u32, 0..2**32-1)
    task_id: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str


@dataclasses.dataclass(frozen=True)
class FreertosTaskValmarker(TimedEvent):
    """Task-local value marker `valmarker_id` now holds `val`.

    Event 0x7F (task_valmarker) of group freertos.
    """

    id: typing.ClassVar[int] = 0x7F
    group: typing.ClassVar[str] = "freertos"
    event: typing.ClassVar[str] = "task_valmarker"
    ts: int
    #: (u32, 0..2**32-1)
    valmarker_id: int
    #: (s64, -2**63..2**63-1)
    val: int


@dataclasses.dataclass(frozen=True)
class DemoSensorSample(TimedEvent):
    """Sensor `sensor` measured `value`; `raw` and `quality` are sent when known.

    Event 0x80 (sensor_sample) of group demo.
    """

    id: typing.ClassVar[int] = 0x80
    group: typing.ClassVar[str] = "demo"
    event: typing.ClassVar[str] = "sensor_sample"
    ts: int
    #: (u8, 0..255)
    sensor: int
    #: (s64, -2**63..2**63-1)
    value: int
    #: (u32, 0..2**32-1; None when the frame leaves it out)
    raw: typing.Optional[int] = None
    #: (u8, 0..255; None when the frame leaves it out)
    quality: typing.Optional[int] = None


@dataclasses.dataclass(frozen=True)
class DemoMotorState(TimedEvent):
    """Motor `motor` entered `state`.

    Event 0x81 (motor_state) of group demo.
    """

    id: typing.ClassVar[int] = 0x81
    group: typing.ClassVar[str] = "demo"
    event: typing.ClassVar[str] = "motor_state"
    ts: int
    #: (u8, 0..255)
    motor: int
    #: (enum DemoMotorPhase)
    state: DemoMotorPhase


@dataclasses.dataclass(frozen=True)
class DemoLogLine(TimedEvent):
    """A log message of severity `level`.

    Event 0x82 (log_line) of group demo.
    """

    id: typing.ClassVar[int] = 0x82
    group: typing.ClassVar[str] = "demo"
    event: typing.ClassVar[str] = "log_line"
    ts: int
    #: (u8, 0..255)
    level: int
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    text: str


@dataclasses.dataclass(frozen=True)
class DemoBoardName(MetadataEvent):
    """Names the board the firmware runs on.

    Event 0x83 (board_name) of group demo; a metadata event (no timestamp).
    """

    id: typing.ClassVar[int] = 0x83
    group: typing.ClassVar[str] = "demo"
    event: typing.ClassVar[str] = "board_name"
    #: (str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem)
    name: str
