# The package's interface.
#
# GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.
#
# This generated code may be used under the MIT license, as Tonband itself, closed products included:
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
"""Tonband's codec in Python: reads device traces into events, for the catalogue events.yaml.

    import tonband_codec
    from tonband_codec.events import IsrEnter

    for item in tonband_codec.read("trace.bin"):      # binary, gzip or hex dump
        if isinstance(item, tonband_codec.Problem):
            print("problem:", item)
        elif isinstance(item, IsrEnter):
            print(item.ts, item.isr_id)

read() reads a file; Reader().feed(chunk) decodes a stream as it arrives (a serial port, a
socket). Both give the events (tonband_codec.events, one frozen dataclass per catalogue event)
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
