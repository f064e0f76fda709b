# The catalogue as run-time tables.
#
# GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.
#
# This generated code may be used under the MIT license, as Tonband itself, closed products included:
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
"""The catalogue this package was generated from (events.yaml), as tables."""
from __future__ import annotations

from typing import Dict, Type

from . import events

#: The catalogue's fingerprint, which firmware built from it sends in its catalogue_fingerprint
#: event: a trace with another fingerprint was recorded with another catalogue.
FINGERPRINT = 0x6f89e4060bd4b4c5

#: Every event class by its event id, in catalogue order.
EVENT_CLASSES: Dict[int, Type[events.TraceEvent]] = {
    0x00: events.CoreId,
    0x01: events.DroppedEvtCnt,
    0x02: events.TsResolutionNs,
    0x03: events.IsrName,
    0x04: events.IsrEnter,
    0x05: events.IsrExit,
    0x06: events.EvtmarkerName,
    0x07: events.Evtmarker,
    0x08: events.EvtmarkerBegin,
    0x09: events.EvtmarkerEnd,
    0x0A: events.ValmarkerName,
    0x0B: events.Valmarker,
    0x26: events.CatalogueFingerprint,
    0x27: events.TsFrequencyHz,
    0x54: events.FreertosTaskSwitchedIn,
    0x55: events.FreertosTaskToRdyState,
    0x56: events.FreertosTaskResumed,
    0x57: events.FreertosTaskResumedFromIsr,
    0x58: events.FreertosTaskSuspended,
    0x59: events.FreertosCurtaskDelay,
    0x5A: events.FreertosCurtaskDelayUntil,
    0x5B: events.FreertosTaskPrioritySet,
    0x5C: events.FreertosTaskPriorityInherit,
    0x5D: events.FreertosTaskPriorityDisinherit,
    0x5E: events.FreertosTaskCreated,
    0x5F: events.FreertosTaskName,
    0x60: events.FreertosTaskIsIdleTask,
    0x61: events.FreertosTaskIsTimerTask,
    0x62: events.FreertosTaskDeleted,
    0x63: events.FreertosQueueCreated,
    0x64: events.FreertosQueueName,
    0x65: events.FreertosQueueKind,
    0x66: events.FreertosQueueSend,
    0x67: events.FreertosQueueSendFromIsr,
    0x68: events.FreertosQueueOverwrite,
    0x69: events.FreertosQueueOverwriteFromIsr,
    0x6A: events.FreertosQueueReceive,
    0x6B: events.FreertosQueueReceiveFromIsr,
    0x6C: events.FreertosQueueReset,
    0x6D: events.FreertosCurtaskBlockOnQueuePeek,
    0x6E: events.FreertosCurtaskBlockOnQueueSend,
    0x6F: events.FreertosCurtaskBlockOnQueueReceive,
    0x70: events.FreertosQueueCurLength,
    0x0C: events.FreertosQueueDeleted,
    0x0D: events.FreertosStreamBufferCreated,
    0x0E: events.FreertosStreamBufferKind,
    0x0F: events.FreertosStreamBufferName,
    0x10: events.FreertosStreamBufferSend,
    0x11: events.FreertosStreamBufferSendFromIsr,
    0x12: events.FreertosStreamBufferReceive,
    0x13: events.FreertosStreamBufferReceiveFromIsr,
    0x14: events.FreertosStreamBufferReset,
    0x15: events.FreertosCurtaskBlockOnStreamBufferSend,
    0x16: events.FreertosCurtaskBlockOnStreamBufferReceive,
    0x17: events.FreertosStreamBufferDeleted,
    0x18: events.FreertosEventGroupCreated,
    0x19: events.FreertosEventGroupName,
    0x1A: events.FreertosEventGroupSetBits,
    0x1B: events.FreertosEventGroupClearBits,
    0x1C: events.FreertosCurtaskBlockOnEventGroup,
    0x1D: events.FreertosEventGroupDeleted,
    0x1E: events.FreertosTaskNotify,
    0x1F: events.FreertosTaskNotifyFromIsr,
    0x20: events.FreertosCurtaskBlockOnNotify,
    0x21: events.FreertosTimerCreated,
    0x22: events.FreertosTimerName,
    0x23: events.FreertosTimerExpired,
    0x24: events.FreertosQueuePeek,
    0x25: events.FreertosQueuePeekFromIsr,
    0x28: events.FreertosHeapMalloc,
    0x29: events.FreertosHeapFree,
    0x2A: events.FreertosHeapMallocFailed,
    0x34: events.FreertosTaskStackLow,
    0x35: events.FreertosTaskStackHighWater,
    0x2B: events.FreertosQueueCallFailed,
    0x2C: events.FreertosStreamBufferCallFailed,
    0x7A: events.FreertosTaskEvtmarkerName,
    0x7B: events.FreertosTaskEvtmarker,
    0x7C: events.FreertosTaskEvtmarkerBegin,
    0x7D: events.FreertosTaskEvtmarkerEnd,
    0x7E: events.FreertosTaskValmarkerName,
    0x7F: events.FreertosTaskValmarker,
    0x80: events.DemoSensorSample,
    0x81: events.DemoMotorState,
    0x82: events.DemoLogLine,
    0x83: events.DemoBoardName,
}
