# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""Prints what the package TONBAND_PACKAGE names (tonband_codec if none) reads from a trace, in the
form the CLI prints it: {"events": [...], "problems": [...]}; with BUDGETS files, the
application's slices and counters too (as support.app_figures gives them) and its verdicts on each
file (as test_budgets.python_verdicts gives them, with their values). For the tests of packages
generated elsewhere, in a process of their own.

    TONBAND_PACKAGE=tonband_codec_pump python3 print_items.py TRACE [BUDGETS...]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from support import app_figures, event_as_cli, events_of, problem_as_cli, problems_of, tonband_codec

if __name__ == "__main__":
    trace = Path(sys.argv[1])
    items = list(tonband_codec.read(trace))
    printed = {"events": [event_as_cli(e) for e in events_of(items)],
               "problems": [problem_as_cli(p, trace.name) for p in problems_of(items)]}
    if len(sys.argv) > 2:
        printed.update(app_figures(items))
        printed["verdicts"] = [[["budgets." + v.budget.name.rsplit(" ", 1)[0], v.budget.metric, v.passed,
                                 v.least, v.value] for v in tonband_codec.budgets.check(
                                    tonband_codec.budgets.load(budgets_file), items)] for budgets_file in sys.argv[2:]]
    json.dump(printed, sys.stdout)
