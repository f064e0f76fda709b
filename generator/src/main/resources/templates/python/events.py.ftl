<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<#import "wire-types.ftl" as wire>
<#-- Model: source, regenerate, enums (EnumDef), events (PythonEmitter.PyEvent). -->
<@banner "The events of the catalogue, as Python classes."/>
"""The events of ${pyDoc(source)}: one frozen dataclass per event, one IntEnum per enum.

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
<#list enums as en>


class ${en.name()}(enum.IntEnum):
    """${pyDoc(en.description())}"""

<#list en.values() as v>
<#if v.description()?has_content>
    #: ${pyComment(v.description())}
</#if>
    ${v.name()} = ${v.value()}
</#list>
</#list>
<#list events as e>


@dataclasses.dataclass(frozen=True)
class ${e.className()}(${e.metadata()?then("MetadataEvent", "TimedEvent")}):
    """${pyDoc(e.description())}

    Event ${e.idHex()} (${e.name()}) of group ${e.group()}<#if e.metadata()>; a metadata event (no timestamp)</#if>.
    """

    id: typing.ClassVar[int] = ${e.idHex()}
    group: typing.ClassVar[str] = "${e.group()}"
    event: typing.ClassVar[str] = "${e.name()}"
<#if !e.metadata()>
    ts: int
</#if>
<#list e.fields() as f>
    #: <#if f.description()?has_content>${pyComment(f.description())} </#if>(${wire.wireNote(f)}<#if f.optional()>; None when the frame leaves it out</#if>)
    ${f.name()}: ${wire.annotation(f)}<#if f.optional()> = None</#if>
</#list>
</#list>
