<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<@banner "The package's interface."/>
"""Tonband's codec in Python: reads device traces into events, for the catalogue ${pyDoc(source)}.

    import ${package}
    from ${package}.events import IsrEnter

    for item in ${package}.read("trace.bin"):      # binary, gzip or hex dump
        if isinstance(item, ${package}.Problem):
            print("problem:", item)
        elif isinstance(item, IsrEnter):
            print(item.ts, item.isr_id)

read() reads a file; Reader().feed(chunk) decodes a stream as it arrives (a serial port, a
socket). Both give the events (${package}.events, one frozen dataclass per catalogue event)
and the problems (Problem) in stream order; timing.isr_runs() times the interrupts among them,
and budgets.check() holds them to the budgets file `tonband check` reads. Standard library only
(budgets.load() reads YAML with PyYAML); Python 3.9 or newer.
"""
from . import budgets, events, timing
from .catalogue import EVENT_CLASSES, FINGERPRINT
from .problems import ErrorKind, Problem
from .reader import DEFAULT_MAX_FRAME_BYTES, Item, Reader, read

__all__ = [
    "DEFAULT_MAX_FRAME_BYTES",
    "EVENT_CLASSES",
    "ErrorKind",
    "FINGERPRINT",
    "Item",
    "Problem",
    "Reader",
    "budgets",
    "events",
    "read",
    "timing",
]
