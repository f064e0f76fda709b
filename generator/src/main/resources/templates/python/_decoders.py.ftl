<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<#import "wire-types.ftl" as wire>
<#-- Model: source, regenerate, enums (EnumDef), events (PythonEmitter.PyEvent). -->
<@banner "The decoder of every event."/>
"""One decoder per event, and the table that picks it by event id. Internal: read traces with
${package}.read or ${package}.Reader.

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
<#list enums as en>
from .events import ${en.name()}
</#list>
<#list events as e>
from .events import ${e.className()}
</#list>

# Field names are local variables of the decoders, so the decoders use no builtin by its own
# name (a field may be called len); their own locals start with an underscore, which no field
# name does.
_len = len
_new = object.__new__
<#list enums as en>
_ENUM_${en.name()} = _enum_table(${en.name()})
</#list>
<#list events as e>
<#assign reads = e.metadata()?then([], [e.ts()]) + e.required()>
<#assign needsEnd = e.optional()?has_content || !e.varlen()??>


def ${e.decoder()}(_p: Buffer) -> ${e.className()}:
<#if needsEnd>
    _n = _len(_p)
</#if>
    _i = 2
<#if reads?has_content || e.optional()?has_content>
    try:
<#list reads as f>
        _f = "${f.name()}"
<@wire.read f "        "/>
</#list>
<#list e.optional() as f>
        if _i < _n:
            _f = "${f.name()}"
<@wire.read f "            "/>
        else:
            ${f.name()} = None
</#list>
    except IndexError:
        raise _truncated(_f) from None
</#if>
<#if !e.varlen()??>
    if _i != _n:
        raise _loose(_n - _i, "${e.name()}")
</#if>
    _o = _new(${e.className()})
    _d = _o.__dict__
<#if e.fields()?filter(f -> f.kind() == "string")?has_content>
    _w = False
</#if>
<#list reads as f>
<@wire.store f "    "/>
</#list>
<#list e.optional() as f>
<@wire.store f "    "/>
</#list>
<#if e.fields()?filter(f -> f.kind() == "string")?has_content>
    if _w:
        raise _Utf8Warning(_o)
</#if>
<#if e.varlen()??>
<@wire.store e.varlen() "    "/>
</#if>
    return _o
</#list>


#: The decoder of each event id; ids the catalogue does not declare raise UNKNOWN_EVENT_ID.
DECODERS: List[Callable[[Buffer], TraceEvent]] = [_unknown_event] * 256
<#list events as e>
DECODERS[${e.idHex()}] = ${e.decoder()}
</#list>
