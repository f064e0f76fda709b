# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""Prints what the package TONBAND_PACKAGE names (tonband_codec if none) reads from a trace, in the
form the CLI prints it: {"events": [...], "problems": [...]}. For the tests of packages generated
elsewhere, in a process of their own.

    TONBAND_PACKAGE=tonband_codec_pump python3 print_items.py TRACE
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from support import event_as_cli, events_of, problem_as_cli, problems_of, tonband_codec

if __name__ == "__main__":
    trace = Path(sys.argv[1])
    items = list(tonband_codec.read(trace))
    json.dump({"events": [event_as_cli(e) for e in events_of(items)],
               "problems": [problem_as_cli(p, trace.name) for p in problems_of(items)]}, sys.stdout)
