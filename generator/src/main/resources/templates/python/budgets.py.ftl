<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<@banner "Budgets for test benches: a trace held to the budgets file `tonband check --budgets` reads."/>
"""A trace held to a budgets file (docs/analysis.md), the file `tonband check --budgets FILE` reads:

    verdicts = ${package}.budgets.check(${package}.budgets.load("budgets.yaml"), items)
    assert all(v.passed for v in verdicts), "\n".join(map(str, verdicts))

Each verdict has its budget (section, object, metric, limits and place in the file), the value
measured (None when the trace has no such object, or does not tell) and whether it passed: as
`tonband check` judges, from the intervals of ${package}.timing and the CLI's rules of the FreeRTOS
kernel it follows there (tasks' states and ready time, queue levels, mutex holders, the heap, free
stack, timed-out calls). Python measures every metric of the CLI's; the trace's problems are those
among the items and those the CLI finds placing the events in time and following them (as
MISSING_METADATA, TIMESTAMP_STUCK, END_WITHOUT_BEGIN), which the package counts as it does. The
sections and keys are those of budget-metrics.txt in the generator, the list the CLI reads too.

Times are those of ${package}.timing, placed as the CLI places them. Percentiles are by nearest
rank and exact; the CLI's are exact up to 1,024 durations, beyond that less than 0.1 % above the
exact value. Reading a budgets file needs PyYAML (Debian: python3-yaml;
pip: the package's extra "budgets"); the rest of the package needs nothing but the standard library.
"""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Tuple, Union

from . import timing
from .problems import Problem

#: A budgets file is a few lines; more than this is the wrong file (as the CLI says).
_MAX_BYTES = 1 << 20

#: Every metric `tonband check` knows: section, key and kind (duration, share, count or value),
#: from the generator's list of them (budget-metrics.txt), which the CLI reads too.
_CLI_METRICS = (
<#list metrics as metric>
    ("${metric.section()}", "${metric.key()}", "${metric.kind()}"),
</#list>
)
_CLI_KEYS: Dict[str, List[str]] = {}
_KINDS: Dict[Tuple[str, str], str] = {}
for _section, _key, _kind in _CLI_METRICS:
    _CLI_KEYS.setdefault(_section, []).append(_key)
    _KINDS[(_section, _key)] = _kind
#: The metric whose limit written alone is the least allowed, not the most (free stack).
_FLOORS = {("tasks", "stack_free_min")}
#: What one object of a section is called in messages, as the CLI calls it.
_NOUNS = {"isrs": "interrupt", "tasks": "task", "queues": "queue, semaphore or buffer", "mutexes": "mutex",
          "markers": "marker", "app_slices": "application slice (track/name)", "app_counters": "application counter"}
_NUMBER_ONLY = re.compile(r"-?\d+(?:\.\d+)?")
_DURATION_TEXT = re.compile(r"(\d+(?:\.\d+)?)\s*(ns|us|µs|ms|s)")
_NS_PER_UNIT = {"ns": 1.0, "us": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}
_SHARE_TEXT = re.compile(r"(\d+(?:\.\d+)?)\s*%")
_COUNT_TEXT = re.compile(r"\d{1,18}")
#: Shares are fractions; a limit written as 30% holds a share of exactly 0.30 (as the CLI allows).
_SHARE_SLACK = 1e-12
_VALUE_TEXT = re.compile(r"-?\d{1,18}")


class BudgetsError(Exception):
    """A budgets file that cannot be held to: every error, each as file:line:column: message."""

    def __init__(self, errors: List[str]) -> None:
        super().__init__("\n".join(errors))
        self.errors = errors


@dataclasses.dataclass(frozen=True)
class Budget:
    """One limit of a budgets file: a metric of an object must lie within min and max (None: no such bound)."""

    section: str
    #: The name of the interrupt, task, queue, mutex or marker; None for the trace's own metrics.
    object: Optional[str]
    metric: str
    #: Durations in ns, shares as fractions (30% is 0.3).
    min: Optional[float]
    max: Optional[float]
    #: Its place in the budgets file, file:line:column.
    where: str

    @property
    def name(self) -> str:
        """As `tonband check` names it, e.g. isrs.timer0 max or trace drops."""
        return f"{self.section}{'' if self.object is None else '.' + self.object} {self.metric}"


@dataclasses.dataclass(frozen=True)
class Verdict:
    """How a budget came out for a trace."""

    budget: Budget
    #: The measured value (ns for durations), the largest of a range (a counter's values); None when
    #: the trace has no such object or does not tell.
    value: Optional[float]
    passed: bool
    #: The smallest of a range (a counter's values); else the value.
    least: Optional[float] = None

    def __str__(self) -> str:
        limits = " and ".join(f"{word} {bound:g}" for word, bound in (("at least", self.budget.min),
                                                                      ("at most", self.budget.max)) if bound is not None)
        value = "-" if self.value is None else f"{self.value:g}" if self.least == self.value else \
            f"{self.least:g}..{self.value:g}"
        return f"{'ok' if self.passed else 'FAIL'}  {self.budget.name}: {value}, limit {limits} ({self.budget.where})"


def load(path: Union[str, Path]) -> List[Budget]:
    """The budgets of a budgets file. Raises BudgetsError naming each mistake by file:line:column,
    as `tonband check` does; OSError when it cannot be read."""
    try:
        import yaml  # PyYAML, for this module alone
    except ImportError as e:
        raise ImportError("reading a budgets file needs PyYAML: apt-get install python3-yaml, or "
                          "pip install PyYAML") from e
    file = str(path)
    with open(path, "rb") as f:
        data = f.read(_MAX_BYTES + 1)
    if len(data) > _MAX_BYTES:
        raise BudgetsError([f"{file}:1:1: the file is larger than 1 MiB; a budgets file is a few lines"])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BudgetsError([f"{file}:1:1: the file is not UTF-8 text; is it a budgets file?"]) from None
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = f"{file}:{mark.line + 1}:{mark.column + 1}" if mark else f"{file}:1:1"
        raise BudgetsError([f"{where}: YAML syntax error: {e.problem or e.context}"]) from None
    return _Loader(file, yaml).read(root)


class _Loader:
    """The budgets of a YAML node tree, every error collected with its place before the file is refused."""

    def __init__(self, file: str, yaml: object) -> None:
        self.file = file
        self.yaml = yaml
        self.errors: List[str] = []
        self.budgets: List[Budget] = []

    def read(self, root: object) -> List[Budget]:
        if root is None:
            self.errors.append(f"{self.file}:1:1: the file holds no budgets; docs/analysis.md shows the format")
        elif not self._mapping(root):
            self._error(root, f"a budgets file is a mapping of sections ({', '.join(_CLI_KEYS)})")
        else:
            for key_node, value in self._entries(root):
                section = self._scalar(key_node, "a section name")
                if section is None:
                    continue
                if section not in _CLI_KEYS:
                    self._error(key_node, f"unknown section '{section}'; the sections are {', '.join(_CLI_KEYS)}")
                elif section == "trace":
                    self._limits(section, None, value)
                elif not self._mapping(value) or not value.value:  # type: ignore[attr-defined]
                    self._error(value, f"'{section}' holds one entry per {_NOUNS[section]}: NAME: "
                                       f"{{{_CLI_KEYS[section][0]}: ...}}")
                else:
                    for name_node, limits in self._entries(value):
                        name = self._scalar(name_node, f"the name of a {_NOUNS[section]}")
                        if name is not None:
                            self._limits(section, name, limits)
        if self.errors:
            raise BudgetsError(self.errors)
        return self.budgets

    def _limits(self, section: str, name: Optional[str], node: object) -> None:
        what = "'trace'" if name is None else f"{_NOUNS[section]} '{name}'"
        if not self._mapping(node) or not node.value:  # type: ignore[attr-defined]
            self._error(node, f"{what} needs limits, as 'key: limit' with the keys {', '.join(_CLI_KEYS[section])}")
            return
        for key_node, value in self._entries(node):
            key = self._scalar(key_node, "a budget's key")
            if key is None:
                continue
            if key not in _CLI_KEYS[section]:
                self._error(key_node, f"unknown budget '{key}' for {what}; use one of {', '.join(_CLI_KEYS[section])}")
            else:
                self._limit(section, name, key, value)

    def _limit(self, section: str, name: Optional[str], key: str, node: object) -> None:
        """50us, or {min: 40, max: 50}; a limit alone is the most allowed, the least for a floor."""
        kind = _KINDS[(section, key)]
        low = high = None
        if self._mapping(node) and node.value:  # type: ignore[attr-defined]
            for bound_node, value in self._entries(node):
                bound = self._scalar(bound_node, "'min' or 'max'")
                if bound == "min":
                    low = self._number(kind, value)
                elif bound == "max":
                    high = self._number(kind, value)
                elif bound is not None:
                    self._error(bound_node, f"a limit has the keys 'min' and 'max', not '{bound}'")
                    return
            if low is not None and high is not None and low > high:
                self._error(node, "the limit's min is above its max; no value could keep it")
                return
        elif (section, key) in _FLOORS:
            low = self._number(kind, node)
        else:
            high = self._number(kind, node)
        if low is not None or high is not None:
            self.budgets.append(Budget(section, name, key, low, high, self._where(node)))

    def _number(self, kind: str, node: object) -> Optional[float]:
        """A limit in its unit (ns for durations, a fraction for shares); None after an error."""
        text = self._scalar(node, "a limit")
        if text is None:
            return None
        text = text.strip()
        if kind == "duration":
            match = _DURATION_TEXT.fullmatch(text)
            if match:
                return float(match.group(1)) * _NS_PER_UNIT[match.group(2)]
            unit = " (it has no unit)" if _NUMBER_ONLY.fullmatch(text) else ""
            self._error(node, f"'{text}' is not a duration{unit}; write a number and a unit: 50us, 1.5ms (ns, us, ms or s)")
        elif kind == "share":
            share = _SHARE_TEXT.fullmatch(text)
            if share and float(share.group(1)) <= 100:
                return float(share.group(1)) / 100
            self._error(node, f"'{text}' is not a share of time; write a percentage from 0% to 100%, e.g. 30%")
        elif (_COUNT_TEXT if kind == "count" else _VALUE_TEXT).fullmatch(text):
            return float(int(text))
        elif kind == "count":
            self._error(node, f"'{text}' is not a count; write a whole number, e.g. 8")
        else:
            self._error(node, f"'{text}' is not a marker value; write a whole number, e.g. -5")
        return None

    def _entries(self, mapping: object) -> List[Tuple[object, object]]:
        """The entries of a mapping, each key once: a repeated key is an error (YAML would keep the last)."""
        seen: Dict[str, object] = {}
        entries = []
        for key, value in mapping.value:  # type: ignore[attr-defined]
            if isinstance(key, self.yaml.ScalarNode) and key.value in seen:  # type: ignore[attr-defined]
                self._error(key, f"'{key.value}' is given twice (first at {self._where(seen[key.value])}); keep one")
                continue
            if isinstance(key, self.yaml.ScalarNode):  # type: ignore[attr-defined]
                seen[key.value] = key
            entries.append((key, value))
        return entries

    def _mapping(self, node: object) -> bool:
        return isinstance(node, self.yaml.MappingNode)  # type: ignore[attr-defined]

    def _scalar(self, node: object, what: str) -> Optional[str]:
        if isinstance(node, self.yaml.ScalarNode) and node.value:  # type: ignore[attr-defined]
            return str(node.value)  # type: ignore[attr-defined]
        self._error(node, f"expected {what} here")
        return None

    def _error(self, node: object, message: str) -> None:
        self.errors.append(f"{self._where(node)}: {message}")

    def _where(self, node: object) -> str:
        mark = node.start_mark  # type: ignore[attr-defined]
        return f"{self.file}:{mark.line + 1}:{mark.column + 1}"


#: A metric's value: a number, a range (least, most), or None when the trace does not tell.
_Value = Union[None, float, Tuple[float, float]]
#: Per section, per object name: the values of its metrics, one mapping for each object of that name.
_Measures = Dict[str, Dict[str, List[Dict[str, _Value]]]]


def check(budgets: Iterable[Budget], items: Iterable[object]) -> List[Verdict]:
    """The verdict on each budget for the items of one stream (what read() or a Reader gave), in
    the budgets' order. A budget holds when every object of its name keeps it; a budget on an object
    the trace does not have, or on a value it does not tell (the gap of an interrupt that ran once),
    breaks, as in `tonband check`."""
    measures = _measure(list(items))
    verdicts = []
    for budget in budgets:
        verdict = Verdict(budget, None, False)
        for n, metrics in enumerate(measures[budget.section].get(budget.object, [])):
            judged = _judge(budget, metrics[budget.metric])
            if n == 0 or verdict.passed and not judged.passed:
                verdict = judged  # two objects of one name: the one that breaks the budget, if one does
        verdicts.append(verdict)
    return verdicts


def _judge(budget: Budget, value: _Value) -> Verdict:
    """A range (a counter's values) keeps its budget when its least is no less than min and its most no more than max."""
    least, most = value if isinstance(value, tuple) else (value, value)
    slack = _SHARE_SLACK if _KINDS[(budget.section, budget.metric)] == "share" else 0
    passed = most is not None and (budget.min is None or least >= budget.min - slack) and (
        budget.max is None or most <= budget.max + slack)
    return Verdict(budget, most, passed, least)


def _durations(durations: List[int]) -> Dict[str, Optional[float]]:
    """Count, mean, the nearest-rank percentiles and the longest, as the CLI's stats give them (0 with none)."""
    ordered = sorted(durations)
    n = len(ordered)

    def percentile(p: int) -> float:
        return float(ordered[(p * n + 99) // 100 - 1]) if n else 0.0

    return {"count": float(n), "mean": sum(ordered) / n if n else 0.0, "p50": percentile(50),
            "p90": percentile(90), "p99": percentile(99), "max": float(ordered[-1]) if n else 0.0}


def _measure(items: List[object]) -> _Measures:
    placing = timing._placing(items)  # once, for every measure below
    kernel = timing._kernel(placing)
    problems = sum(isinstance(i, Problem) for i in items) + kernel.problems
    return {"trace": {None: [_trace(kernel, problems)]}, "isrs": _isrs(placing, kernel),  # type: ignore[dict-item]
            "tasks": _tasks(placing, kernel), "queues": _queues(kernel), "mutexes": _mutexes(kernel),
            "markers": _markers(placing), "app_slices": _app_slices(placing), "app_counters": _app_counters(placing)}


def _trace(kernel: timing._Kernel, problems: int) -> Dict[str, _Value]:
    """The trace's own metrics; the time in interrupts is unknown when no interrupt entered or was
    named (the trace does not show them), the heap's when no heap event came."""
    return {"drops": float(kernel.dropped), "problems": float(problems), "context_switches": float(kernel.switches),
            "interrupts": kernel.share(kernel.interrupt_ns) if kernel.isr_ns or kernel.isr_names else None,
            "heap_peak": float(kernel.heap_peak) if kernel.heap_traced else None,
            "heap_failed": float(kernel.heap_failed) if kernel.heap_traced else None,
            "timeouts": float(kernel.timeouts)}


def _isrs(placing: timing._Placed, kernel: timing._Kernel) -> Dict[str, List[Dict[str, Optional[float]]]]:
    """The interrupts that entered, as the CLI's stats list them (a name alone is no interrupt run)."""
    names = {e.isr_id: e.name for e in placing.events if e.id == timing._ISR_NAME and e.name}  # type: ignore[attr-defined]
    all_runs, gaps = timing._isr_runs_and_gaps(placing)
    runs: Dict[int, List[int]] = {}
    for run in all_runs:
        runs.setdefault(run.isr_id, []).append(run.duration_ns)
    measures: Dict[str, List[Dict[str, Optional[float]]]] = {}
    for isr in sorted(kernel.isr_ns):
        metrics = _durations(runs.get(isr, []))
        metrics["gap"] = float(gaps[isr]) if isr in gaps else None
        metrics["cpu"] = kernel.share(kernel.isr_ns[isr])
        measures.setdefault(names.get(isr) or f"ISR {isr}", []).append(metrics)
    return measures


def _tasks(placing: timing._Placed, kernel: timing._Kernel) -> Dict[str, List[Dict[str, Optional[float]]]]:
    """The tasks the trace gave a state or a priority, as the CLI's stats list them."""
    names = timing._task_names(placing.events)
    runs: Dict[int, List[int]] = {}
    for activation in timing.task_activations(placing):
        runs.setdefault(activation.task_id, []).append(activation.running_ns)
    measures: Dict[str, List[Dict[str, Optional[float]]]] = {}
    for task in sorted(kernel.tasks):
        times = kernel.tasks[task]
        metrics = {f"run_{key}": value for key, value in _durations(runs.get(task, [])).items()}
        ready = _durations(times.ready)
        free = kernel.stack_free.get(task)
        metrics.update(cpu=kernel.share(times.cpu_ns), ready_max=ready["max"], ready_p99=ready["p99"],
                       priority_changes=float(times.priority_changes),
                       stack_free_min=None if free is None else float(free))
        measures.setdefault(names.get(task) or f"Task {task}", []).append(metrics)
    return measures


def _queues(kernel: timing._Kernel) -> Dict[str, List[Dict[str, Optional[float]]]]:
    """Queues and semaphores, then stream and message buffers, each by id: the share of the time
    observed (from its first level to the trace's end) it was full is unknown until its capacity is."""
    measures: Dict[str, List[Dict[str, Optional[float]]]] = {}
    levels = [(kernel.queue_name(q), kernel.queues[q]) for q in sorted(kernel.queues) if not kernel.is_mutex(q)]
    levels += [(kernel.buffer_name(b), kernel.buffers[b]) for b in sorted(kernel.buffers)]
    for name, level in levels:
        observed = 0 if level.first_ns < 0 else kernel.end_ns - level.first_ns
        waits = _durations(level.waits)
        measures.setdefault(name, []).append({
            "high_water": float(max(level.high_water, 0)),
            "full": None if level.capacity < 0 else float(level.full_ns) / float(observed) if observed else 0.0,
            "waits": waits["count"], "wait_max": waits["max"]})
    return measures


def _mutexes(kernel: timing._Kernel) -> Dict[str, List[Dict[str, Optional[float]]]]:
    """Mutexes by id: their holds (from taken to given back) and the waits of tasks blocked on them."""
    measures: Dict[str, List[Dict[str, Optional[float]]]] = {}
    for mutex in sorted(q for q in kernel.queues if kernel.is_mutex(q)):
        level = kernel.queues[mutex]
        holds, waits = _durations(level.holds), _durations(level.waits)
        measures.setdefault(kernel.queue_name(mutex), []).append({
            "hold_max": holds["max"], "hold_p99": holds["p99"], "wait_max": waits["max"], "wait_p99": waits["p99"],
            "waits": waits["count"], "inherits": float(level.inherits)})
    return measures


def _markers(placing: timing._Placed) -> Dict[str, List[Dict[str, _Value]]]:
    """Event and value markers, global and of each task, by name, in the CLI's order (the global
    ones, then each task's; event markers, then value markers; by id); a named marker never used is
    one all the same. An event marker counts its instants and slices, a value marker its values."""
    Key = Tuple[int, int, int]  # task (-1: global), 0 for an event marker or 1 for a value one, id
    slices: Dict[Key, List[int]] = {}
    instants: Dict[Key, int] = {}
    values: Dict[Key, List[int]] = {}
    names: Dict[Key, str] = {}
    kinds = {"event": 0, "value": 1}
    for event in placing.events:
        if event.id in (timing._MARKER_NAME, timing._VALUE_NAME) and event.name:  # type: ignore[attr-defined]
            names[(-1, int(event.id == timing._VALUE_NAME), timing._marker_id(event))] = event.name  # type: ignore[attr-defined]
        elif event.id == timing._MARKER_BEGIN:
            slices.setdefault((-1, 0, event.evtmarker_id), [])  # type: ignore[attr-defined]
    for (kind, task, marker), name in timing._named_task_markers(placing).items():
        names[(task, kinds[kind], marker)] = name
    for piece in timing.marker_slices(placing):
        slices.setdefault((-1, 0, piece.marker_id), []).append(piece.duration_ns)
    for task_piece in timing.task_marker_slices(placing):
        key = (task_piece.task_id, 0, task_piece.marker_id)
        slices.setdefault(key, []).append(task_piece.duration_ns)
        if task_piece.name:
            names[key] = task_piece.name
    for use in timing.marker_uses(placing):
        key = (-1 if use.task_id is None else use.task_id, kinds[use.kind], use.marker_id)
        if use.value is None:
            instants[key] = instants.get(key, 0) + 1
        else:
            values.setdefault(key, []).append(use.value)
        if use.name:
            names[key] = use.name
    measures: Dict[str, List[Dict[str, _Value]]] = {}
    for key in sorted(set(names) | set(slices) | set(instants) | set(values)):
        task, is_value, marker = key
        name = names.get(key) or f"{'Value' if is_value else 'Marker'} {marker}"
        of_key = values.get(key, [])
        metrics = _durations(slices.get(key, []))
        measures.setdefault(name, []).append({
            "count": float(len(of_key) if is_value else instants.get(key, 0) + metrics["count"]),  # type: ignore[operator]
            "slice_max": metrics["max"], "slice_p99": metrics["p99"], "slice_p50": metrics["p50"],
            "value": (float(min(of_key)), float(max(of_key))) if of_key else None})
    return measures

def _app_slices(placing: timing._Placed) -> Dict[str, List[Dict[str, _Value]]]:
    """The application's slices by track/name (as the CLI names them), each name on a track once."""
    durations: Dict[Tuple[str, str], List[int]] = {}
    for piece in timing.app_slices(placing):
        durations.setdefault((piece.track, piece.name), []).append(piece.duration_ns)
    measures: Dict[str, List[Dict[str, _Value]]] = {}
    for (track, name), of_name in durations.items():
        metrics = _durations(of_name)
        measures.setdefault(f"{track}/{name}", []).append({
            "count": metrics["count"], "slice_max": metrics["max"], "slice_p99": metrics["p99"],
            "slice_p50": metrics["p50"]})
    return measures


def _app_counters(placing: timing._Placed) -> Dict[str, List[Dict[str, _Value]]]:
    """The application's counters by track: the range of their values."""
    values: Dict[str, List[float]] = {}
    for value in timing.app_counter_values(placing):
        values.setdefault(value.track, []).append(float(value.value))
    return {track: [{"value": (min(of_track), max(of_track))}] for track, of_track in values.items()}
