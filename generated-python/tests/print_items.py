# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""Prints what tonband_codec (whichever the Python path finds first) reads from a trace, in the
form the CLI prints it: {"events": [...], "problems": [...]}. For the tests of packages generated
elsewhere, which cannot be imported beside the one under test.

    python3 print_items.py TRACE
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import tonband_codec
from support import event_as_cli, events_of, problem_as_cli, problems_of

if __name__ == "__main__":
    trace = Path(sys.argv[1])
    items = list(tonband_codec.read(trace))
    json.dump({"events": [event_as_cli(e) for e in events_of(items)],
               "problems": [problem_as_cli(p, trace.name) for p in problems_of(items)]}, sys.stdout)
