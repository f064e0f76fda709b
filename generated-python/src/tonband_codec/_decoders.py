# The decoder of every event.
#
# GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.
#
# This generated code may be used under the MIT license, as Tonband itself, closed products included:
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
"""One decoder per event, and the table that picks it by event id. Internal: read traces with
tonband_codec.read or tonband_codec.Reader.

A decoder takes the buffer of one frame, whose payload starts at index 1 with the event id,
reads the fields in wire order and returns the event. A frame the Java decoder rejects raises
FrameError with the Java decoder's kind and words; a string that is not UTF-8 raises
Utf8Warning, which carries the event with the string decoded lossily. Events are built without
their dataclass __init__, which sets each field through object.__setattr__ (frozen) at about
twice the cost of filling the new instance's __dict__.
"""
from __future__ import annotations

from typing import Callable, List

from ._wire import INT64_MIN as _INT64_MIN
from ._wire import READ as _READ
from ._wire import Buffer
from ._wire import Utf8Warning as _Utf8Warning
from ._wire import enum_table as _enum_table
from ._wire import loose as _loose
from ._wire import read_array as _read_array
from ._wire import lossy_utf8 as _lossy_utf8
from ._wire import truncated as _truncated
from ._wire import undeclared as _undeclared
from ._wire import unknown_event as _unknown_event
from ._wire import varint_rest as _varint_rest
from .events import TraceEvent
from .events import FrQueueKind
from .events import FrStreamBufferKind
from .events import FrFailedCall
from .events import DemoMotorPhase
from .events import CoreId
from .events import DroppedEvtCnt
from .events import TsResolutionNs
from .events import IsrName
from .events import IsrEnter
from .events import IsrExit
from .events import EvtmarkerName
from .events import Evtmarker
from .events import EvtmarkerBegin
from .events import EvtmarkerEnd
from .events import ValmarkerName
from .events import Valmarker
from .events import CatalogueFingerprint
from .events import TsFrequencyHz
from .events import FreertosTaskSwitchedIn
from .events import FreertosTaskToRdyState
from .events import FreertosTaskResumed
from .events import FreertosTaskResumedFromIsr
from .events import FreertosTaskSuspended
from .events import FreertosCurtaskDelay
from .events import FreertosCurtaskDelayUntil
from .events import FreertosTaskPrioritySet
from .events import FreertosTaskPriorityInherit
from .events import FreertosTaskPriorityDisinherit
from .events import FreertosTaskCreated
from .events import FreertosTaskName
from .events import FreertosTaskIsIdleTask
from .events import FreertosTaskIsTimerTask
from .events import FreertosTaskDeleted
from .events import FreertosQueueCreated
from .events import FreertosQueueName
from .events import FreertosQueueKind
from .events import FreertosQueueSend
from .events import FreertosQueueSendFromIsr
from .events import FreertosQueueOverwrite
from .events import FreertosQueueOverwriteFromIsr
from .events import FreertosQueueReceive
from .events import FreertosQueueReceiveFromIsr
from .events import FreertosQueueReset
from .events import FreertosCurtaskBlockOnQueuePeek
from .events import FreertosCurtaskBlockOnQueueSend
from .events import FreertosCurtaskBlockOnQueueReceive
from .events import FreertosQueueCurLength
from .events import FreertosQueueDeleted
from .events import FreertosStreamBufferCreated
from .events import FreertosStreamBufferKind
from .events import FreertosStreamBufferName
from .events import FreertosStreamBufferSend
from .events import FreertosStreamBufferSendFromIsr
from .events import FreertosStreamBufferReceive
from .events import FreertosStreamBufferReceiveFromIsr
from .events import FreertosStreamBufferReset
from .events import FreertosCurtaskBlockOnStreamBufferSend
from .events import FreertosCurtaskBlockOnStreamBufferReceive
from .events import FreertosStreamBufferDeleted
from .events import FreertosEventGroupCreated
from .events import FreertosEventGroupName
from .events import FreertosEventGroupSetBits
from .events import FreertosEventGroupClearBits
from .events import FreertosCurtaskBlockOnEventGroup
from .events import FreertosEventGroupDeleted
from .events import FreertosTaskNotify
from .events import FreertosTaskNotifyFromIsr
from .events import FreertosCurtaskBlockOnNotify
from .events import FreertosTimerCreated
from .events import FreertosTimerName
from .events import FreertosTimerExpired
from .events import FreertosQueuePeek
from .events import FreertosQueuePeekFromIsr
from .events import FreertosHeapMalloc
from .events import FreertosHeapFree
from .events import FreertosHeapMallocFailed
from .events import FreertosTaskStackLow
from .events import FreertosTaskStackHighWater
from .events import FreertosQueueCallFailed
from .events import FreertosStreamBufferCallFailed
from .events import FreertosTaskEvtmarkerName
from .events import FreertosTaskEvtmarker
from .events import FreertosTaskEvtmarkerBegin
from .events import FreertosTaskEvtmarkerEnd
from .events import FreertosTaskValmarkerName
from .events import FreertosTaskValmarker
from .events import DemoSensorSample
from .events import DemoMotorState
from .events import DemoLogLine
from .events import DemoBoardName

# Field names are local variables of the decoders, so the decoders use no builtin by its own
# name (a field may be called len); their own locals start with an underscore, which no field
# name does.
_len = len
_new = object.__new__
_ENUM_FrQueueKind = _enum_table(FrQueueKind)
_ENUM_FrStreamBufferKind = _enum_table(FrStreamBufferKind)
_ENUM_FrFailedCall = _enum_table(FrFailedCall)
_ENUM_DemoMotorPhase = _enum_table(DemoMotorPhase)


def _decode_core_id(_p: Buffer) -> CoreId:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "core_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "core_id")
        core_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "core_id")
    _o = _new(CoreId)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["core_id"] = core_id
    return _o


def _decode_dropped_evt_cnt(_p: Buffer) -> DroppedEvtCnt:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "cnt"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "cnt")
        cnt = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "dropped_evt_cnt")
    _o = _new(DroppedEvtCnt)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["cnt"] = cnt
    return _o


def _decode_ts_resolution_ns(_p: Buffer) -> TsResolutionNs:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ns_per_ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 64, "ns_per_ts")
        ns_per_ts = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "ts_resolution_ns")
    _o = _new(TsResolutionNs)
    _d = _o.__dict__
    _d["ns_per_ts"] = ns_per_ts
    return _o


def _decode_isr_name(_p: Buffer) -> IsrName:
    _i = 2
    try:
        _f = "isr_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "isr_id")
        isr_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(IsrName)
    _d = _o.__dict__
    _d["isr_id"] = isr_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_isr_enter(_p: Buffer) -> IsrEnter:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "isr_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "isr_id")
        isr_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "isr_enter")
    _o = _new(IsrEnter)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["isr_id"] = isr_id
    return _o


def _decode_isr_exit(_p: Buffer) -> IsrExit:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "isr_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "isr_id")
        isr_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "isr_exit")
    _o = _new(IsrExit)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["isr_id"] = isr_id
    return _o


def _decode_evtmarker_name(_p: Buffer) -> EvtmarkerName:
    _i = 2
    try:
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(EvtmarkerName)
    _d = _o.__dict__
    _d["evtmarker_id"] = evtmarker_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_evtmarker(_p: Buffer) -> Evtmarker:
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(Evtmarker)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["evtmarker_id"] = evtmarker_id
    try:
        _d["msg"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["msg"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_evtmarker_begin(_p: Buffer) -> EvtmarkerBegin:
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(EvtmarkerBegin)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["evtmarker_id"] = evtmarker_id
    try:
        _d["msg"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["msg"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_evtmarker_end(_p: Buffer) -> EvtmarkerEnd:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "evtmarker_end")
    _o = _new(EvtmarkerEnd)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["evtmarker_id"] = evtmarker_id
    return _o


def _decode_valmarker_name(_p: Buffer) -> ValmarkerName:
    _i = 2
    try:
        _f = "valmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "valmarker_id")
        valmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(ValmarkerName)
    _d = _o.__dict__
    _d["valmarker_id"] = valmarker_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_valmarker(_p: Buffer) -> Valmarker:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "valmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "valmarker_id")
        valmarker_id = _v
        _f = "val"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 64, "val")
        # Sign and magnitude; the negative zero stands for the smallest s64.
        val = (-(_v >> 1) or _INT64_MIN) if _v & 1 else _v >> 1
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "valmarker")
    _o = _new(Valmarker)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["valmarker_id"] = valmarker_id
    _d["val"] = val
    return _o


def _decode_catalogue_fingerprint(_p: Buffer) -> CatalogueFingerprint:
    _n = _len(_p)
    _i = 2
    try:
        _f = "fingerprint"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 64, "fingerprint")
        fingerprint = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "catalogue_fingerprint")
    _o = _new(CatalogueFingerprint)
    _d = _o.__dict__
    _d["fingerprint"] = fingerprint
    return _o


def _decode_ts_frequency_hz(_p: Buffer) -> TsFrequencyHz:
    _n = _len(_p)
    _i = 2
    try:
        _f = "hz"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 64, "hz")
        hz = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "ts_frequency_hz")
    _o = _new(TsFrequencyHz)
    _d = _o.__dict__
    _d["hz"] = hz
    return _o


def _decode_freertos_task_switched_in(_p: Buffer) -> FreertosTaskSwitchedIn:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_switched_in")
    _o = _new(FreertosTaskSwitchedIn)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_task_to_rdy_state(_p: Buffer) -> FreertosTaskToRdyState:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_to_rdy_state")
    _o = _new(FreertosTaskToRdyState)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_task_resumed(_p: Buffer) -> FreertosTaskResumed:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_resumed")
    _o = _new(FreertosTaskResumed)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_task_resumed_from_isr(_p: Buffer) -> FreertosTaskResumedFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_resumed_from_isr")
    _o = _new(FreertosTaskResumedFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_task_suspended(_p: Buffer) -> FreertosTaskSuspended:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_suspended")
    _o = _new(FreertosTaskSuspended)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_curtask_delay(_p: Buffer) -> FreertosCurtaskDelay:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "ticks"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "ticks")
        ticks = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_delay")
    _o = _new(FreertosCurtaskDelay)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["ticks"] = ticks
    return _o


def _decode_freertos_curtask_delay_until(_p: Buffer) -> FreertosCurtaskDelayUntil:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "time_to_wake"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "time_to_wake")
        time_to_wake = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_delay_until")
    _o = _new(FreertosCurtaskDelayUntil)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["time_to_wake"] = time_to_wake
    return _o


def _decode_freertos_task_priority_set(_p: Buffer) -> FreertosTaskPrioritySet:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "priority"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "priority")
        priority = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_priority_set")
    _o = _new(FreertosTaskPrioritySet)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["priority"] = priority
    return _o


def _decode_freertos_task_priority_inherit(_p: Buffer) -> FreertosTaskPriorityInherit:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "priority"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "priority")
        priority = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_priority_inherit")
    _o = _new(FreertosTaskPriorityInherit)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["priority"] = priority
    return _o


def _decode_freertos_task_priority_disinherit(_p: Buffer) -> FreertosTaskPriorityDisinherit:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "priority"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "priority")
        priority = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_priority_disinherit")
    _o = _new(FreertosTaskPriorityDisinherit)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["priority"] = priority
    return _o


def _decode_freertos_task_created(_p: Buffer) -> FreertosTaskCreated:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_created")
    _o = _new(FreertosTaskCreated)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_task_name(_p: Buffer) -> FreertosTaskName:
    _i = 2
    try:
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosTaskName)
    _d = _o.__dict__
    _d["task_id"] = task_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_task_is_idle_task(_p: Buffer) -> FreertosTaskIsIdleTask:
    _n = _len(_p)
    _i = 2
    try:
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "core_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "core_id")
        core_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_is_idle_task")
    _o = _new(FreertosTaskIsIdleTask)
    _d = _o.__dict__
    _d["task_id"] = task_id
    _d["core_id"] = core_id
    return _o


def _decode_freertos_task_is_timer_task(_p: Buffer) -> FreertosTaskIsTimerTask:
    _n = _len(_p)
    _i = 2
    try:
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_is_timer_task")
    _o = _new(FreertosTaskIsTimerTask)
    _d = _o.__dict__
    _d["task_id"] = task_id
    return _o


def _decode_freertos_task_deleted(_p: Buffer) -> FreertosTaskDeleted:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_deleted")
    _o = _new(FreertosTaskDeleted)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    return _o


def _decode_freertos_queue_created(_p: Buffer) -> FreertosQueueCreated:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_created")
    _o = _new(FreertosQueueCreated)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    return _o


def _decode_freertos_queue_name(_p: Buffer) -> FreertosQueueName:
    _i = 2
    try:
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosQueueName)
    _d = _o.__dict__
    _d["queue_id"] = queue_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_queue_kind(_p: Buffer) -> FreertosQueueKind:
    _n = _len(_p)
    _i = 2
    try:
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "kind"
        kind = _ENUM_FrQueueKind[_p[_i]]
        if kind is None:
            raise _undeclared("kind", "FrQueueKind", _p[_i])
        _i += 1
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_kind")
    _o = _new(FreertosQueueKind)
    _d = _o.__dict__
    _d["queue_id"] = queue_id
    _d["kind"] = kind
    return _o


def _decode_freertos_queue_send(_p: Buffer) -> FreertosQueueSend:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_send")
    _o = _new(FreertosQueueSend)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["len_after"] = len_after
    return _o


def _decode_freertos_queue_send_from_isr(_p: Buffer) -> FreertosQueueSendFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_send_from_isr")
    _o = _new(FreertosQueueSendFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["len_after"] = len_after
    return _o


def _decode_freertos_queue_overwrite(_p: Buffer) -> FreertosQueueOverwrite:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_overwrite")
    _o = _new(FreertosQueueOverwrite)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["len_after"] = len_after
    return _o


def _decode_freertos_queue_overwrite_from_isr(_p: Buffer) -> FreertosQueueOverwriteFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_overwrite_from_isr")
    _o = _new(FreertosQueueOverwriteFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["len_after"] = len_after
    return _o


def _decode_freertos_queue_receive(_p: Buffer) -> FreertosQueueReceive:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_receive")
    _o = _new(FreertosQueueReceive)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["len_after"] = len_after
    return _o


def _decode_freertos_queue_receive_from_isr(_p: Buffer) -> FreertosQueueReceiveFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_receive_from_isr")
    _o = _new(FreertosQueueReceiveFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["len_after"] = len_after
    return _o


def _decode_freertos_queue_reset(_p: Buffer) -> FreertosQueueReset:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_reset")
    _o = _new(FreertosQueueReset)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    return _o


def _decode_freertos_curtask_block_on_queue_peek(_p: Buffer) -> FreertosCurtaskBlockOnQueuePeek:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "ticks_to_wait"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "ticks_to_wait")
        ticks_to_wait = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_queue_peek")
    _o = _new(FreertosCurtaskBlockOnQueuePeek)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["ticks_to_wait"] = ticks_to_wait
    return _o


def _decode_freertos_curtask_block_on_queue_send(_p: Buffer) -> FreertosCurtaskBlockOnQueueSend:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "ticks_to_wait"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "ticks_to_wait")
        ticks_to_wait = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_queue_send")
    _o = _new(FreertosCurtaskBlockOnQueueSend)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["ticks_to_wait"] = ticks_to_wait
    return _o


def _decode_freertos_curtask_block_on_queue_receive(_p: Buffer) -> FreertosCurtaskBlockOnQueueReceive:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "ticks_to_wait"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "ticks_to_wait")
        ticks_to_wait = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_queue_receive")
    _o = _new(FreertosCurtaskBlockOnQueueReceive)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["ticks_to_wait"] = ticks_to_wait
    return _o


def _decode_freertos_queue_cur_length(_p: Buffer) -> FreertosQueueCurLength:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "length"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "length")
        length = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_cur_length")
    _o = _new(FreertosQueueCurLength)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["length"] = length
    return _o


def _decode_freertos_queue_deleted(_p: Buffer) -> FreertosQueueDeleted:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_deleted")
    _o = _new(FreertosQueueDeleted)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    return _o


def _decode_freertos_stream_buffer_created(_p: Buffer) -> FreertosStreamBufferCreated:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "kind"
        kind = _ENUM_FrStreamBufferKind[_p[_i]]
        if kind is None:
            raise _undeclared("kind", "FrStreamBufferKind", _p[_i])
        _i += 1
        _f = "size"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "size")
        size = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_created")
    _o = _new(FreertosStreamBufferCreated)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    _d["kind"] = kind
    _d["size"] = size
    return _o


def _decode_freertos_stream_buffer_kind(_p: Buffer) -> FreertosStreamBufferKind:
    _n = _len(_p)
    _i = 2
    try:
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "kind"
        kind = _ENUM_FrStreamBufferKind[_p[_i]]
        if kind is None:
            raise _undeclared("kind", "FrStreamBufferKind", _p[_i])
        _i += 1
        _f = "size"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "size")
        size = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_kind")
    _o = _new(FreertosStreamBufferKind)
    _d = _o.__dict__
    _d["sb_id"] = sb_id
    _d["kind"] = kind
    _d["size"] = size
    return _o


def _decode_freertos_stream_buffer_name(_p: Buffer) -> FreertosStreamBufferName:
    _i = 2
    try:
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosStreamBufferName)
    _d = _o.__dict__
    _d["sb_id"] = sb_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_stream_buffer_send(_p: Buffer) -> FreertosStreamBufferSend:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "bytes"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bytes")
        bytes = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_send")
    _o = _new(FreertosStreamBufferSend)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    _d["bytes"] = bytes
    _d["len_after"] = len_after
    return _o


def _decode_freertos_stream_buffer_send_from_isr(_p: Buffer) -> FreertosStreamBufferSendFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "bytes"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bytes")
        bytes = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_send_from_isr")
    _o = _new(FreertosStreamBufferSendFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    _d["bytes"] = bytes
    _d["len_after"] = len_after
    return _o


def _decode_freertos_stream_buffer_receive(_p: Buffer) -> FreertosStreamBufferReceive:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "bytes"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bytes")
        bytes = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_receive")
    _o = _new(FreertosStreamBufferReceive)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    _d["bytes"] = bytes
    _d["len_after"] = len_after
    return _o


def _decode_freertos_stream_buffer_receive_from_isr(_p: Buffer) -> FreertosStreamBufferReceiveFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "bytes"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bytes")
        bytes = _v
        _f = "len_after"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "len_after")
        len_after = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_receive_from_isr")
    _o = _new(FreertosStreamBufferReceiveFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    _d["bytes"] = bytes
    _d["len_after"] = len_after
    return _o


def _decode_freertos_stream_buffer_reset(_p: Buffer) -> FreertosStreamBufferReset:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_reset")
    _o = _new(FreertosStreamBufferReset)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    return _o


def _decode_freertos_curtask_block_on_stream_buffer_send(_p: Buffer) -> FreertosCurtaskBlockOnStreamBufferSend:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_stream_buffer_send")
    _o = _new(FreertosCurtaskBlockOnStreamBufferSend)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    return _o


def _decode_freertos_curtask_block_on_stream_buffer_receive(_p: Buffer) -> FreertosCurtaskBlockOnStreamBufferReceive:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_stream_buffer_receive")
    _o = _new(FreertosCurtaskBlockOnStreamBufferReceive)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    return _o


def _decode_freertos_stream_buffer_deleted(_p: Buffer) -> FreertosStreamBufferDeleted:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_deleted")
    _o = _new(FreertosStreamBufferDeleted)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    return _o


def _decode_freertos_event_group_created(_p: Buffer) -> FreertosEventGroupCreated:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "eg_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "eg_id")
        eg_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "event_group_created")
    _o = _new(FreertosEventGroupCreated)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["eg_id"] = eg_id
    return _o


def _decode_freertos_event_group_name(_p: Buffer) -> FreertosEventGroupName:
    _i = 2
    try:
        _f = "eg_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "eg_id")
        eg_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosEventGroupName)
    _d = _o.__dict__
    _d["eg_id"] = eg_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_event_group_set_bits(_p: Buffer) -> FreertosEventGroupSetBits:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "eg_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "eg_id")
        eg_id = _v
        _f = "bits"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bits")
        bits = _v
        _f = "value"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "value")
        value = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "event_group_set_bits")
    _o = _new(FreertosEventGroupSetBits)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["eg_id"] = eg_id
    _d["bits"] = bits
    _d["value"] = value
    return _o


def _decode_freertos_event_group_clear_bits(_p: Buffer) -> FreertosEventGroupClearBits:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "eg_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "eg_id")
        eg_id = _v
        _f = "bits"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bits")
        bits = _v
        _f = "value"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "value")
        value = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "event_group_clear_bits")
    _o = _new(FreertosEventGroupClearBits)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["eg_id"] = eg_id
    _d["bits"] = bits
    _d["value"] = value
    return _o


def _decode_freertos_curtask_block_on_event_group(_p: Buffer) -> FreertosCurtaskBlockOnEventGroup:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "eg_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "eg_id")
        eg_id = _v
        _f = "bits"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "bits")
        bits = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_event_group")
    _o = _new(FreertosCurtaskBlockOnEventGroup)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["eg_id"] = eg_id
    _d["bits"] = bits
    return _o


def _decode_freertos_event_group_deleted(_p: Buffer) -> FreertosEventGroupDeleted:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "eg_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "eg_id")
        eg_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "event_group_deleted")
    _o = _new(FreertosEventGroupDeleted)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["eg_id"] = eg_id
    return _o


def _decode_freertos_task_notify(_p: Buffer) -> FreertosTaskNotify:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "index"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "index")
        index = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_notify")
    _o = _new(FreertosTaskNotify)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["index"] = index
    return _o


def _decode_freertos_task_notify_from_isr(_p: Buffer) -> FreertosTaskNotifyFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "index"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "index")
        index = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_notify_from_isr")
    _o = _new(FreertosTaskNotifyFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["index"] = index
    return _o


def _decode_freertos_curtask_block_on_notify(_p: Buffer) -> FreertosCurtaskBlockOnNotify:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "index"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "index")
        index = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "curtask_block_on_notify")
    _o = _new(FreertosCurtaskBlockOnNotify)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["index"] = index
    return _o


def _decode_freertos_timer_created(_p: Buffer) -> FreertosTimerCreated:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "timer_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "timer_id")
        timer_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "timer_created")
    _o = _new(FreertosTimerCreated)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["timer_id"] = timer_id
    return _o


def _decode_freertos_timer_name(_p: Buffer) -> FreertosTimerName:
    _i = 2
    try:
        _f = "timer_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "timer_id")
        timer_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosTimerName)
    _d = _o.__dict__
    _d["timer_id"] = timer_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_timer_expired(_p: Buffer) -> FreertosTimerExpired:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "timer_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "timer_id")
        timer_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "timer_expired")
    _o = _new(FreertosTimerExpired)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["timer_id"] = timer_id
    return _o


def _decode_freertos_queue_peek(_p: Buffer) -> FreertosQueuePeek:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "length"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "length")
        length = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_peek")
    _o = _new(FreertosQueuePeek)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["length"] = length
    return _o


def _decode_freertos_queue_peek_from_isr(_p: Buffer) -> FreertosQueuePeekFromIsr:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "length"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "length")
        length = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_peek_from_isr")
    _o = _new(FreertosQueuePeekFromIsr)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["length"] = length
    return _o


def _decode_freertos_heap_malloc(_p: Buffer) -> FreertosHeapMalloc:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "address"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "address")
        address = _v
        _f = "size"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "size")
        size = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "heap_malloc")
    _o = _new(FreertosHeapMalloc)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["address"] = address
    _d["size"] = size
    return _o


def _decode_freertos_heap_free(_p: Buffer) -> FreertosHeapFree:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "address"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "address")
        address = _v
        _f = "size"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "size")
        size = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "heap_free")
    _o = _new(FreertosHeapFree)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["address"] = address
    _d["size"] = size
    return _o


def _decode_freertos_heap_malloc_failed(_p: Buffer) -> FreertosHeapMallocFailed:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "size"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "size")
        size = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "heap_malloc_failed")
    _o = _new(FreertosHeapMallocFailed)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["size"] = size
    return _o


def _decode_freertos_task_stack_low(_p: Buffer) -> FreertosTaskStackLow:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "free"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "free")
        free = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_stack_low")
    _o = _new(FreertosTaskStackLow)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["free"] = free
    return _o


def _decode_freertos_task_stack_high_water(_p: Buffer) -> FreertosTaskStackHighWater:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
        _f = "free_min"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "free_min")
        free_min = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_stack_high_water")
    _o = _new(FreertosTaskStackHighWater)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["task_id"] = task_id
    _d["free_min"] = free_min
    return _o


def _decode_freertos_queue_call_failed(_p: Buffer) -> FreertosQueueCallFailed:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "queue_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "queue_id")
        queue_id = _v
        _f = "call"
        call = _ENUM_FrFailedCall[_p[_i]]
        if call is None:
            raise _undeclared("call", "FrFailedCall", _p[_i])
        _i += 1
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "queue_call_failed")
    _o = _new(FreertosQueueCallFailed)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["queue_id"] = queue_id
    _d["call"] = call
    return _o


def _decode_freertos_stream_buffer_call_failed(_p: Buffer) -> FreertosStreamBufferCallFailed:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sb_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "sb_id")
        sb_id = _v
        _f = "call"
        call = _ENUM_FrFailedCall[_p[_i]]
        if call is None:
            raise _undeclared("call", "FrFailedCall", _p[_i])
        _i += 1
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "stream_buffer_call_failed")
    _o = _new(FreertosStreamBufferCallFailed)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sb_id"] = sb_id
    _d["call"] = call
    return _o


def _decode_freertos_task_evtmarker_name(_p: Buffer) -> FreertosTaskEvtmarkerName:
    _i = 2
    try:
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosTaskEvtmarkerName)
    _d = _o.__dict__
    _d["evtmarker_id"] = evtmarker_id
    _d["task_id"] = task_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_task_evtmarker(_p: Buffer) -> FreertosTaskEvtmarker:
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosTaskEvtmarker)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["evtmarker_id"] = evtmarker_id
    try:
        _d["msg"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["msg"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_task_evtmarker_begin(_p: Buffer) -> FreertosTaskEvtmarkerBegin:
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosTaskEvtmarkerBegin)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["evtmarker_id"] = evtmarker_id
    try:
        _d["msg"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["msg"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_task_evtmarker_end(_p: Buffer) -> FreertosTaskEvtmarkerEnd:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "evtmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "evtmarker_id")
        evtmarker_id = _v
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_evtmarker_end")
    _o = _new(FreertosTaskEvtmarkerEnd)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["evtmarker_id"] = evtmarker_id
    return _o


def _decode_freertos_task_valmarker_name(_p: Buffer) -> FreertosTaskValmarkerName:
    _i = 2
    try:
        _f = "valmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "valmarker_id")
        valmarker_id = _v
        _f = "task_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "task_id")
        task_id = _v
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(FreertosTaskValmarkerName)
    _d = _o.__dict__
    _d["valmarker_id"] = valmarker_id
    _d["task_id"] = task_id
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_freertos_task_valmarker(_p: Buffer) -> FreertosTaskValmarker:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "valmarker_id"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "valmarker_id")
        valmarker_id = _v
        _f = "val"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 64, "val")
        # Sign and magnitude; the negative zero stands for the smallest s64.
        val = (-(_v >> 1) or _INT64_MIN) if _v & 1 else _v >> 1
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "task_valmarker")
    _o = _new(FreertosTaskValmarker)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["valmarker_id"] = valmarker_id
    _d["val"] = val
    return _o


def _decode_demo_sensor_sample(_p: Buffer) -> DemoSensorSample:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "sensor"
        sensor = _p[_i]
        _i += 1
        _f = "value"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _v, _i = _varint_rest(_p, _i + 3, _v, 3, 64, "value")
        # Sign and magnitude; the negative zero stands for the smallest s64.
        value = (-(_v >> 1) or _INT64_MIN) if _v & 1 else _v >> 1
        if _i < _n:
            _f = "raw"
            _v = _p[_i]
            if _v < 128:
                _i += 1
            else:
                _v &= 127
                _b = _p[_i + 1]
                if _b < 128:
                    _v |= _b << 7
                    _i += 2
                else:
                    _v |= (_b & 127) << 7
                    _b = _p[_i + 2]
                    if _b < 128:
                        _v |= _b << 14
                        _i += 3
                    else:
                        _v |= (_b & 127) << 14
                        _v, _i = _varint_rest(_p, _i + 3, _v, 3, 32, "raw")
            raw = _v
        else:
            raw = None
        if _i < _n:
            _f = "quality"
            quality = _p[_i]
            _i += 1
        else:
            quality = None
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "sensor_sample")
    _o = _new(DemoSensorSample)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["sensor"] = sensor
    _d["value"] = value
    _d["raw"] = raw
    _d["quality"] = quality
    return _o


def _decode_demo_motor_state(_p: Buffer) -> DemoMotorState:
    _n = _len(_p)
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "motor"
        motor = _p[_i]
        _i += 1
        _f = "state"
        state = _ENUM_DemoMotorPhase[_p[_i]]
        if state is None:
            raise _undeclared("state", "DemoMotorPhase", _p[_i])
        _i += 1
    except IndexError:
        raise _truncated(_f) from None
    if _i != _n:
        raise _loose(_n - _i, "motor_state")
    _o = _new(DemoMotorState)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["motor"] = motor
    _d["state"] = state
    return _o


def _decode_demo_log_line(_p: Buffer) -> DemoLogLine:
    _i = 2
    try:
        _f = "ts"
        _v = _p[_i]
        if _v < 128:
            _i += 1
        else:
            _v &= 127
            _b = _p[_i + 1]
            if _b < 128:
                _v |= _b << 7
                _i += 2
            else:
                _v |= (_b & 127) << 7
                _b = _p[_i + 2]
                if _b < 128:
                    _v |= _b << 14
                    _i += 3
                else:
                    _v |= (_b & 127) << 14
                    _b = _p[_i + 3]
                    if _b < 128:
                        _v |= _b << 21
                        _i += 4
                    else:
                        _v |= (_b & 127) << 21
                        _b = _p[_i + 4]
                        if _b < 128:
                            _v |= _b << 28
                            _i += 5
                        else:
                            _v |= (_b & 127) << 28
                            _v, _i = _varint_rest(_p, _i + 5, _v, 5, 64, "ts")
        ts = _v
        _f = "level"
        level = _p[_i]
        _i += 1
    except IndexError:
        raise _truncated(_f) from None
    _o = _new(DemoLogLine)
    _d = _o.__dict__
    _d["ts"] = ts
    _d["level"] = level
    try:
        _d["text"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["text"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


def _decode_demo_board_name(_p: Buffer) -> DemoBoardName:
    _i = 2
    _o = _new(DemoBoardName)
    _d = _o.__dict__
    try:
        _d["name"] = _p[_i:].decode()
    except UnicodeDecodeError:
        _d["name"] = _lossy_utf8(_p[_i:])
        raise _Utf8Warning(_o) from None
    return _o


#: The decoder of each event id; ids the catalogue does not declare raise UNKNOWN_EVENT_ID.
DECODERS: List[Callable[[Buffer], TraceEvent]] = [_unknown_event] * 256
DECODERS[0x00] = _decode_core_id
DECODERS[0x01] = _decode_dropped_evt_cnt
DECODERS[0x02] = _decode_ts_resolution_ns
DECODERS[0x03] = _decode_isr_name
DECODERS[0x04] = _decode_isr_enter
DECODERS[0x05] = _decode_isr_exit
DECODERS[0x06] = _decode_evtmarker_name
DECODERS[0x07] = _decode_evtmarker
DECODERS[0x08] = _decode_evtmarker_begin
DECODERS[0x09] = _decode_evtmarker_end
DECODERS[0x0A] = _decode_valmarker_name
DECODERS[0x0B] = _decode_valmarker
DECODERS[0x26] = _decode_catalogue_fingerprint
DECODERS[0x27] = _decode_ts_frequency_hz
DECODERS[0x54] = _decode_freertos_task_switched_in
DECODERS[0x55] = _decode_freertos_task_to_rdy_state
DECODERS[0x56] = _decode_freertos_task_resumed
DECODERS[0x57] = _decode_freertos_task_resumed_from_isr
DECODERS[0x58] = _decode_freertos_task_suspended
DECODERS[0x59] = _decode_freertos_curtask_delay
DECODERS[0x5A] = _decode_freertos_curtask_delay_until
DECODERS[0x5B] = _decode_freertos_task_priority_set
DECODERS[0x5C] = _decode_freertos_task_priority_inherit
DECODERS[0x5D] = _decode_freertos_task_priority_disinherit
DECODERS[0x5E] = _decode_freertos_task_created
DECODERS[0x5F] = _decode_freertos_task_name
DECODERS[0x60] = _decode_freertos_task_is_idle_task
DECODERS[0x61] = _decode_freertos_task_is_timer_task
DECODERS[0x62] = _decode_freertos_task_deleted
DECODERS[0x63] = _decode_freertos_queue_created
DECODERS[0x64] = _decode_freertos_queue_name
DECODERS[0x65] = _decode_freertos_queue_kind
DECODERS[0x66] = _decode_freertos_queue_send
DECODERS[0x67] = _decode_freertos_queue_send_from_isr
DECODERS[0x68] = _decode_freertos_queue_overwrite
DECODERS[0x69] = _decode_freertos_queue_overwrite_from_isr
DECODERS[0x6A] = _decode_freertos_queue_receive
DECODERS[0x6B] = _decode_freertos_queue_receive_from_isr
DECODERS[0x6C] = _decode_freertos_queue_reset
DECODERS[0x6D] = _decode_freertos_curtask_block_on_queue_peek
DECODERS[0x6E] = _decode_freertos_curtask_block_on_queue_send
DECODERS[0x6F] = _decode_freertos_curtask_block_on_queue_receive
DECODERS[0x70] = _decode_freertos_queue_cur_length
DECODERS[0x0C] = _decode_freertos_queue_deleted
DECODERS[0x0D] = _decode_freertos_stream_buffer_created
DECODERS[0x0E] = _decode_freertos_stream_buffer_kind
DECODERS[0x0F] = _decode_freertos_stream_buffer_name
DECODERS[0x10] = _decode_freertos_stream_buffer_send
DECODERS[0x11] = _decode_freertos_stream_buffer_send_from_isr
DECODERS[0x12] = _decode_freertos_stream_buffer_receive
DECODERS[0x13] = _decode_freertos_stream_buffer_receive_from_isr
DECODERS[0x14] = _decode_freertos_stream_buffer_reset
DECODERS[0x15] = _decode_freertos_curtask_block_on_stream_buffer_send
DECODERS[0x16] = _decode_freertos_curtask_block_on_stream_buffer_receive
DECODERS[0x17] = _decode_freertos_stream_buffer_deleted
DECODERS[0x18] = _decode_freertos_event_group_created
DECODERS[0x19] = _decode_freertos_event_group_name
DECODERS[0x1A] = _decode_freertos_event_group_set_bits
DECODERS[0x1B] = _decode_freertos_event_group_clear_bits
DECODERS[0x1C] = _decode_freertos_curtask_block_on_event_group
DECODERS[0x1D] = _decode_freertos_event_group_deleted
DECODERS[0x1E] = _decode_freertos_task_notify
DECODERS[0x1F] = _decode_freertos_task_notify_from_isr
DECODERS[0x20] = _decode_freertos_curtask_block_on_notify
DECODERS[0x21] = _decode_freertos_timer_created
DECODERS[0x22] = _decode_freertos_timer_name
DECODERS[0x23] = _decode_freertos_timer_expired
DECODERS[0x24] = _decode_freertos_queue_peek
DECODERS[0x25] = _decode_freertos_queue_peek_from_isr
DECODERS[0x28] = _decode_freertos_heap_malloc
DECODERS[0x29] = _decode_freertos_heap_free
DECODERS[0x2A] = _decode_freertos_heap_malloc_failed
DECODERS[0x34] = _decode_freertos_task_stack_low
DECODERS[0x35] = _decode_freertos_task_stack_high_water
DECODERS[0x2B] = _decode_freertos_queue_call_failed
DECODERS[0x2C] = _decode_freertos_stream_buffer_call_failed
DECODERS[0x7A] = _decode_freertos_task_evtmarker_name
DECODERS[0x7B] = _decode_freertos_task_evtmarker
DECODERS[0x7C] = _decode_freertos_task_evtmarker_begin
DECODERS[0x7D] = _decode_freertos_task_evtmarker_end
DECODERS[0x7E] = _decode_freertos_task_valmarker_name
DECODERS[0x7F] = _decode_freertos_task_valmarker
DECODERS[0x80] = _decode_demo_sensor_sample
DECODERS[0x81] = _decode_demo_motor_state
DECODERS[0x82] = _decode_demo_log_line
DECODERS[0x83] = _decode_demo_board_name
