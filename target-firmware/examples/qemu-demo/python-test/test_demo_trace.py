# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""What a firmware team asserts on its firmware's trace, here on the QEMU demo's
(target-firmware/examples/qemu-demo/main.c): the timer interrupt comes on time and stays short,
the control loop samples both sensors every period, the motor and the log do what the loop says,
and the fault handler never ran. The trace is read as it streams (conftest.py)."""
from __future__ import annotations

from typing import List, Type, TypeVar

from tonband_codec import Item, Problem, timing
from tonband_codec.events import (DemoLogLine, DemoMotorPhase, DemoMotorState, DemoSensorSample, Evtmarker,
                                  EvtmarkerName, TraceEvent)

PERIODS = 40
# The demo programs TIMER0 for 1 ms (CPU_HZ / 1000 cycles), but under QEMU a period measures 2 ms
# of the trace's time: QEMU's model of the board does not clock the timer and the core (whose
# SysTick the timestamps count) at the ratio the firmware assumes. On the board it would be 1 ms.
PERIOD_NS = 2_000_000
PERIOD_TOLERANCE_NS = 50_000
ISR_BUDGET_NS = 20_000

E = TypeVar("E", bound=TraceEvent)


def all_of(trace: List[Item], kind: Type[E]) -> List[E]:
    return [item for item in trace if isinstance(item, kind)]


def test_the_trace_arrives_whole(trace: List[Item]) -> None:
    assert [p for p in trace if isinstance(p, Problem)] == []


def test_the_timer_interrupt_comes_every_period(trace: List[Item]) -> None:
    starts = [run.start_ns for run in timing.isr_runs(trace) if run.name == "timer0"]

    periods = [later - earlier for earlier, later in zip(starts, starts[1:])]

    assert len(starts) == PERIODS
    assert all(abs(p - PERIOD_NS) <= PERIOD_TOLERANCE_NS for p in periods), periods


def test_the_timer_interrupt_stays_within_its_budget(trace: List[Item]) -> None:
    runs = [run for run in timing.isr_runs(trace) if run.name == "timer0"]

    assert len(runs) == PERIODS
    assert max(run.duration_ns for run in runs) <= ISR_BUDGET_NS, runs


def test_every_period_samples_both_sensors(trace: List[Item]) -> None:
    samples = all_of(trace, DemoSensorSample)

    assert [(s.sensor, s.value, s.raw, s.quality) for s in samples if s.sensor == 0] == [
        (0, n * 10 - 200, n * 3, n % 100) for n in range(PERIODS)]
    assert [(s.value, s.raw, s.quality) for s in samples if s.sensor == 1] == [(-n, None, None) for n in range(PERIODS)]


def test_the_motor_ramps_up_then_runs_and_the_log_says_so(trace: List[Item]) -> None:
    states = [e.state for e in all_of(trace, DemoMotorState)]
    log = [(e.level, e.text) for e in all_of(trace, DemoLogLine)]

    assert states == [DemoMotorPhase.DEMO_MOTOR_RAMPING] + [DemoMotorPhase.DEMO_MOTOR_RUNNING] * 3
    assert log == [(1, "ten periods")] * 4


def test_the_fault_handler_never_ran(trace: List[Item]) -> None:
    fault = next(e.evtmarker_id for e in all_of(trace, EvtmarkerName) if e.name == "fault")

    assert [e for e in all_of(trace, Evtmarker) if e.evtmarker_id == fault] == []
