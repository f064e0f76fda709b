// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.codec.events.EvtmarkerBegin;
import dev.tonband.codec.events.EvtmarkerEnd;
import dev.tonband.codec.events.EvtmarkerName;
import dev.tonband.codec.events.FreertosTaskEvtmarkerName;
import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.FreertosTaskSwitchedIn;
import dev.tonband.codec.events.FreertosTaskToRdyState;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.codec.events.ValmarkerName;
import dev.tonband.host.StreamBuilder;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Stats of constructed streams whose every number is known ({@link KnownTraces}), with the
 * expected durations, shares and levels worked out by hand in the comments.
 */
class TraceStatsTest {
  /** Runs the stats as {@code tonband stats} does; input i is pinned to core i. */
  @Test
  void cpuSharesSplitTheTracedTimeBetweenTasksAndInterrupts() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.oneCore());

    assertThat(stats.startNs()).isEqualTo(1000);
    assertThat(stats.endNs()).isEqualTo(8000);
    Stats.Cpu core = stats.cores().get(0);
    assertThat(core.tracedNs()).isEqualTo(7000);
    // idle: 100-310 and 510-750 less the interrupts at 200-210 and 600-620: 420 ticks.
    // ctrl: 310-510 less 340-370, and 750-800: 220 ticks. Interrupts: 10 + 30 + 20 ticks.
    assertThat(core.tasks()).containsExactly(
        new Stats.Share(2, "idle", 4200), new Stats.Share(1, "ctrl", 2200)).inOrder();
    assertThat(core.interruptNs()).isEqualTo(600);
    assertThat(core.unknownNs()).isEqualTo(0);
    assertThat(core.share(core.interruptNs())).isWithin(1e-12).of(600.0 / 7000);
    assertThat(core.switches()).isEqualTo(3); // 310, 510, 750; the first switch-in replaces no task
    assertThat(stats.total()).isEqualTo(new Stats.Cpu(-1, 7000, core.tasks(), 600, 0, 3));
  }

  @Test
  void isrRunsAndGapsAreTimedFromEnterToExit() throws Exception {
    Stats.Isr timer = KnownTraces.analyse(KnownTraces.oneCore()).isrs().get(0);

    assertThat(timer.name()).isEqualTo("timer");
    // Runs of 100, 300 and 200 ns; gaps 210-340 and 370-600.
    assertThat(timer.runs()).isEqualTo(new Summary(3, 600, 100, 200.0, 200, 300, 300, 300, 3400));
    assertThat(timer.longestGap()).isEqualTo(2300);
    assertThat(timer.gapAt()).isEqualTo(3700);
    long binned = 0;
    for (long[] bin : timer.histogram()) {
      binned += bin[2];
    }
    assertThat(binned).isEqualTo(3);
  }

  @Test
  void taskStatesLatencyAndCpuAreTimed() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.oneCore());
    Stats.Task ctrl = task(stats, "ctrl");
    Stats.Task idle = task(stats, "idle");

    // ctrl: ready 300-310 and 700-750, running 310-500 and 750-800, delayed 500-700.
    assertThat(states(ctrl)).containsExactly("running", 2400L, "ready", 600L, "blocked (delay)", 2000L).inOrder();
    assertThat(ctrl.readyLatency()).isEqualTo(new Summary(2, 600, 100, 300.0, 100, 500, 500, 500, 7000));
    assertThat(ctrl.cpuNs()).isEqualTo(2200);
    // Its activations: 3100-5100 without the interrupt 3400-3700; the one from 7500 is still open.
    assertThat(ctrl.runs()).isEqualTo(new Summary(1, 1700, 1700, 1700.0, 1700, 1700, 1700, 1700, 3100));
    // idle: running 100-310 and 510-750, ready (preempted) 310-510 and 750-800.
    assertThat(states(idle)).containsExactly("running", 4500L, "ready", 2500L).inOrder();
    assertThat(idle.readyLatency().max()).isEqualTo(2000);
    assertThat(idle.readyLatency().maxAt()).isEqualTo(3100);
    // 1000-3100 without 2000-2100, 5100-7500 without 6000-6200.
    assertThat(idle.runs()).isEqualTo(new Summary(2, 4200, 2000, 2100.0, 2000, 2200, 2200, 2200, 5100));
    assertThat(ctrl.maxPriority()).isEqualTo(-1); // no priority event
  }

  @Test
  void queueLevelsAndMutexHoldsAreTimed() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.oneCore());

    // q: 1 at 320, 2 at 330, 1 at 760, 0 at 800 (the end); its capacity never shows.
    assertThat(stats.queues()).containsExactly(new Stats.Queue(1, "q", "queue", -1, 2, 3300, 4800, -1, 0, 2, 2, 0,
        Summary.NONE));
    Stats.Mutex m = stats.mutexes().get(0);
    assertThat(m.name()).isEqualTo("m");
    assertThat(m.holders()).containsExactly(new Stats.Holder("ctrl", 1, 500));
    assertThat(m.holds()).isEqualTo(new Summary(1, 500, 500, 500.0, 500, 500, 500, 500, 4000));
    assertThat(m.waits()).isEqualTo(Summary.NONE);
  }

  @Test
  void markersDropsAndProblemsAreCounted() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.oneCore());

    assertThat(stats.markers()).containsExactly(
        new Stats.Marker("work", null, false, 0, new Summary(1, 1300, 1300, 1300.0, 1300, 1300, 1300, 1300, 3200), 0, 0, 0,
            0, 0, 0),
        new Stats.Marker("depth", null, true, 0, Summary.NONE, 0, 3, -3, 7600, 9, 8000)).inOrder();
    assertThat(stats.drops()).containsExactly(new Stats.Drops(0, 5, 2, 4500));
    assertThat(stats.problems().counts()).containsExactly("DROPPED_EVENTS", 2L);
  }

  @Test
  void coresAreAccountedApartAndTogether() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.core0(), KnownTraces.core1());

    assertThat(stats.cores()).containsExactly(
        new Stats.Cpu(0, 800, List.of(new Stats.Share(3, "low", 490), new Stats.Share(1, "prod", 310)), 0, 0, 1),
        // cons stays on its core while blocked: no other task was switched in there
        new Stats.Cpu(1, 750, List.of(new Stats.Share(2, "cons", 750)), 0, 0, 0)).inOrder();
    assertThat(stats.total()).isEqualTo(new Stats.Cpu(-1, 1550, List.of(new Stats.Share(2, "cons", 750),
        new Stats.Share(3, "low", 490), new Stats.Share(1, "prod", 310)), 0, 0, 1));
  }

  @Test
  void aBlockedSendShowsTheCapacityAndTheTimeFullBeforeIt() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.core0(), KnownTraces.core1());

    // q is full (2) from 1200 to 1700; prod waits to send from 1300 until readied at 1710.
    assertThat(queue(stats, "q")).isEqualTo(new Stats.Queue(1, "q", "queue", 2, 2, 1200, 700, 500, 0, 2, 1, 0,
        new Summary(1, 410, 410, 410.0, 410, 410, 410, 410, 1300)));
    // A binary semaphore holds at most one: full 1200-1500, empty from 1500 to the end.
    Stats.Queue binary = queue(stats, "Queue 3");
    assertThat(binary.kind()).isEqualTo("binary semaphore");
    assertThat(binary.timeFull()).isEqualTo(300);
    assertThat(binary.timeEmpty()).isEqualTo(300);
    // A stream buffer's size is in its metadata: full 1100-1350.
    Stats.Queue uart = queue(stats, "uart");
    assertThat(uart.kind()).isEqualTo("stream buffer");
    assertThat(uart.capacity()).isEqualTo(64);
    assertThat(uart.timeFull()).isEqualTo(250);
    assertThat(uart.highWater()).isEqualTo(64);
    assertThat(uart.sends()).isEqualTo(1);
    assertThat(uart.receives()).isEqualTo(1);
  }

  @Test
  void mutexWaitsAndInheritanceAreCredited() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.core0(), KnownTraces.core1());

    Stats.Mutex m = stats.mutexes().get(0);
    assertThat(m.holders()).containsExactly(new Stats.Holder("low", 1, 200), new Stats.Holder("cons", 1, 0)).inOrder();
    assertThat(m.holds()).isEqualTo(new Summary(1, 200, 200, 200.0, 200, 200, 200, 200, 1400));
    assertThat(m.waits()).isEqualTo(new Summary(1, 160, 160, 160.0, 160, 160, 160, 160, 1450));
    assertThat(m.inherits()).isEqualTo(1);
    Stats.Task low = task(stats, "low");
    assertThat(low.inherits()).isEqualTo(1);
    assertThat(low.priorities()).isEqualTo(1); // 5 is the first known, 1 a change
    assertThat(low.minPriority()).isEqualTo(1);
    assertThat(low.maxPriority()).isEqualTo(5);
    assertThat(states(task(stats, "prod")))
        .containsExactly("running", 300L, "blocked on queue q", 410L, "ready", 90L);
    assertThat(states(task(stats, "cons"))).containsExactly("running", 580L, "blocked on mutex m", 160L, "ready", 10L);
  }

  @Test
  void anExitWithoutEnterIsAProblemAsInTheConverter() throws Exception {
    Stats stats = KnownTraces.analyse(new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .event(IsrExit.ID, 10, 4)
        .event(EvtmarkerEnd.ID, 20, 1)
        .event(IsrEnter.ID, 30, 4)
        .event(IsrExit.ID, 45, 4)
        .bytes());

    assertThat(stats.problems().counts()).containsExactly("END_WITHOUT_BEGIN", 2L);
    assertThat(stats.isrs().get(0).runs().count()).isEqualTo(1);
    assertThat(stats.isrs().get(0).runs().max()).isEqualTo(15);
  }

  @Test
  void nestedInterruptsCountOnceForTheCore() throws Exception {
    Stats stats = KnownTraces.analyse(new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .event(FreertosTaskSwitchedIn.ID, 0, 1)
        .event(IsrEnter.ID, 10, 1)
        .event(IsrEnter.ID, 20, 2)
        .event(IsrExit.ID, 25, 2)
        .event(IsrExit.ID, 40, 1)
        .event(FreertosTaskToRdyState.ID, 100, 1)
        .bytes());

    assertThat(stats.cores().get(0).interruptNs()).isEqualTo(30);
    assertThat(stats.cores().get(0).tasks()).containsExactly(new Stats.Share(1, "Task 1", 70));
    assertThat(stats.isrs().stream().map(i -> i.runs().max()).toList()).containsExactly(30L, 5L).inOrder();
  }

  @Test
  void anInterruptWithoutAGapHasNone() throws Exception {
    Stats stats = KnownTraces.analyse(new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .event(IsrEnter.ID, 10, 4)
        .event(IsrExit.ID, 25, 4)
        .event(IsrEnter.ID, 30, 5)
        .event(IsrExit.ID, 35, 5)
        .event(IsrEnter.ID, 40, 5)
        .bytes());

    // ISR 4 ran once: no gap. ISR 5 ran once and entered again: its gap is 35-40.
    assertThat(isr(stats, "ISR 4").longestGap()).isEqualTo(-1);
    assertThat(row(stats, "Interrupts", "ISR 4").subList(9, 11)).containsExactly("-", "-").inOrder();
    JsonNode json = json(stats).get("isrs");
    assertThat(json.get(0).get("longest_gap_ns").isNull()).isTrue();
    assertThat(json.get(0).get("gap_from_ns").isNull()).isTrue();
    assertThat(isr(stats, "ISR 5").longestGap()).isEqualTo(5);
    assertThat(row(stats, "Interrupts", "ISR 5").subList(9, 11)).containsExactly("5 ns", "0.000000035 s").inOrder();
    assertThat(json.get(1).get("longest_gap_ns").asLong()).isEqualTo(5);
  }

  @Test
  void aTraceWithoutInterruptsDoesNotTraceThem() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.boot());

    assertThat(stats.interruptsTraced()).isFalse();
    assertThat(row(stats, "CPU (share of the traced time)", "interrupts")).containsExactly("interrupts", "not traced");
    JsonNode json = json(stats);
    for (JsonNode cpu : List.of(json.get("cores").get(0), json.get("all_cores"))) {
      assertThat(cpu.get("interrupts_ns").isNull()).isTrue();
      assertThat(cpu.get("interrupts_share").isNull()).isTrue();
    }
  }

  @Test
  void aNamedInterruptIsTracedEvenWhenItNeverRan() throws Exception {
    Stats stats = KnownTraces.analyse(new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(IsrName.ID, "timer", 7)
        .event(FreertosTaskSwitchedIn.ID, 0, 1)
        .event(FreertosTaskToRdyState.ID, 100, 1)
        .bytes());

    assertThat(stats.interruptsTraced()).isTrue();
    assertThat(row(stats, "CPU (share of the traced time)", "interrupts")).containsExactly("interrupts", "0.00 %");
    assertThat(json(stats).get("all_cores").get("interrupts_ns").asLong()).isEqualTo(0);
    assertThat(KnownTraces.analyse(KnownTraces.oneCore()).interruptsTraced()).isTrue();
  }

  @Test
  void namedMarkersThatNeverOccurAndSlicesOpenAtTheEndAreListed() throws Exception {
    Stats stats = KnownTraces.analyse(new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(FreertosTaskName.ID, "prod", 1)
        .metadata(EvtmarkerName.ID, "unused", 1)
        .metadata(ValmarkerName.ID, "level", 2)
        .metadata(EvtmarkerName.ID, "frame", 3)
        .metadata(FreertosTaskEvtmarkerName.ID, "local", 5, 1)
        .eventWithText(EvtmarkerBegin.ID, 10, "a", 3)
        .eventWithText(EvtmarkerBegin.ID, 20, "b", 3)
        .event(EvtmarkerEnd.ID, 30, 3)
        .eventWithText(EvtmarkerBegin.ID, 40, "c", 4)
        .bytes());

    // frame: b is 20-30, a still open at the end; marker 4 (unnamed) begins at 40 and never ends.
    assertThat(stats.markers()).containsExactly(
        new Stats.Marker("unused", null, false, 0, Summary.NONE, 0, 0, 0, 0, 0, 0),
        new Stats.Marker("frame", null, false, 0, new Summary(1, 10, 10, 10.0, 10, 10, 10, 10, 20), 1, 0, 0, 0, 0, 0),
        new Stats.Marker("Marker 4", null, false, 0, Summary.NONE, 1, 0, 0, 0, 0, 0),
        new Stats.Marker("level", null, true, 0, Summary.NONE, 0, 0, 0, 0, 0, 0),
        new Stats.Marker("local", "prod", false, 0, Summary.NONE, 0, 0, 0, 0, 0, 0)).inOrder();
    assertThat(row(stats, "Markers", "frame").subList(1, 6)).containsExactly("-", "0", "1", "1", "10 ns").inOrder();
    assertThat(row(stats, "Markers", "unused").subList(1, 6)).containsExactly("-", "0", "0", "0", "-").inOrder();
    assertThat(row(stats, "Markers", "level").subList(9, 12)).containsExactly("0", "-", "-").inOrder();
    JsonNode json = json(stats).get("markers");
    assertThat(json.get(1).get("open_slices").asLong()).isEqualTo(1);
    assertThat(json.get(0).get("slices").get("count").asLong()).isEqualTo(0);
    assertThat(json.get(3).get("values").asLong()).isEqualTo(0);
    assertThat(json.get(3).has("min")).isFalse();
  }

  @Test
  void theWaitForTheSchedulerToStartIsNotALatency() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.boot());

    // Both are ready from their creation at 0, before the first switch (at 0 too): a runs at once,
    // b at 800. Then a is ready (preempted) 800-1000 and b 1000 to the end at 1100: latencies.
    Stats.Task a = task(stats, "a");
    Stats.Task b = task(stats, "b");
    assertThat(a.readyAtStart()).isEqualTo(0);
    assertThat(a.readyLatency()).isEqualTo(new Summary(1, 200, 200, 200.0, 200, 200, 200, 200, 800));
    assertThat(b.readyAtStart()).isEqualTo(800);
    assertThat(b.readyLatency()).isEqualTo(new Summary(1, 100, 100, 100.0, 100, 100, 100, 100, 1000));
    assertThat(states(b)).containsExactly("running", 200L, "ready", 900L).inOrder();
    assertThat(row(stats, "Tasks", "b").subList(2, 6)).containsExactly("100 ns", "0.000001000 s", "100 ns", "800 ns")
        .inOrder();
    JsonNode json = json(stats).get("tasks");
    assertThat(json.get(0).get("ready_at_start_ns").asLong()).isEqualTo(0);
    assertThat(json.get(1).get("ready_at_start_ns").asLong()).isEqualTo(800);
    // A task first seen running was never ready before the scheduler started.
    Stats known = KnownTraces.analyse(KnownTraces.oneCore());
    assertThat(task(known, "idle").readyAtStart()).isEqualTo(-1);
    assertThat(row(known, "Tasks", "idle").get(5)).isEqualTo("-");
    assertThat(json(known).get("tasks").get(0).get("name").asText()).isEqualTo("idle");
    assertThat(json(known).get("tasks").get(0).get("ready_at_start_ns").isNull()).isTrue();
  }

  @Test
  void eachTaskWithStackEventsHasItsLeastFreeStack() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.stacks());

    // a: lows 700, 500 (tick 130), no mark; b: low 300 (120), then its mark of 256 (140); c: none.
    assertThat(stats.stacks()).containsExactly(new Stats.Stack(1, "a", 500, 1300, 500, 1300, -1, -1),
        new Stats.Stack(2, "b", 256, 1400, 300, 1200, 256, 1400)).inOrder();
    assertThat(row(stats, "Stack free per task", "a")).containsExactly("a", "500", "0.000001300 s", "500", "-")
        .inOrder();
    assertThat(row(stats, "Stack free per task", "b")).containsExactly("b", "256", "0.000001400 s", "300", "256")
        .inOrder();
    JsonNode json = json(stats).get("stacks");
    assertThat(json.size()).isEqualTo(2);
    assertThat(json.get(0).get("task").asText()).isEqualTo("a");
    assertThat(json.get(0).get("free_min_bytes").asLong()).isEqualTo(500);
    assertThat(json.get(0).get("high_water_bytes").isNull()).isTrue();
    assertThat(json.get(1).get("free_min_at_ns").asLong()).isEqualTo(1400);
    assertThat(json.get(1).get("switch_out_min_bytes").asLong()).isEqualTo(300);
    assertThat(json.get(1).get("high_water_bytes").asLong()).isEqualTo(256);
    // Without stack events: no figures, no table.
    Stats none = KnownTraces.analyse(KnownTraces.oneCore());
    assertThat(none.stacks()).isEmpty();
    assertThat(json(none).get("stacks").size()).isEqualTo(0);
    assertThat(StatsTables.of(none).stream().map(t -> t.header().get(0)).toList())
        .doesNotContain("Stack free per task");
  }

  @Test
  void theHeapHasItsPeakItsUsesPerTaskItsFailuresAndItsBlocksNeverFreed() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.heap());
    Stats.Heap heap = stats.heap();

    // In use: 64, 164, 364 (peak, tick 120), 264, 314, 354, 304 at the end: 0x1000 (64, no task),
    // 0x3000 (200, a) and 0x2000 (40, b). The free at 140 is of a block the trace never saw.
    assertThat(heap.peakBytes()).isEqualTo(364);
    assertThat(heap.peakAt()).isEqualTo(1200);
    assertThat(heap.endBytes()).isEqualTo(304);
    assertThat(heap.failed()).isEqualTo(1);
    assertThat(heap.unseenFrees()).isEqualTo(1);
    assertThat(heap.tasks()).containsExactly(new Stats.HeapUse("no task known", 1, 64, 0, 0, 0),
        new Stats.HeapUse("a", 2, 300, 2, 132, 0), new Stats.HeapUse("b", 2, 90, 1, 50, 1)).inOrder();
    assertThat(heap.leaks()).containsExactly(new Stats.Leak("no task known", 1, 64, 500),
        new Stats.Leak("a", 1, 200, 1200), new Stats.Leak("b", 1, 40, 2300)).inOrder();

    assertThat(row(stats, "Heap", "peak in use")).containsExactly("peak in use", "364", "0.000001200 s").inOrder();
    assertThat(row(stats, "Heap", "failed allocations").get(1)).isEqualTo("1");
    assertThat(row(stats, "Heap per task", "b")).containsExactly("b", "2", "90", "1", "50", "1").inOrder();
    assertThat(row(stats, "Heap blocks never freed", "a")).containsExactly("a", "1", "200", "0.000001200 s")
        .inOrder();
    JsonNode json = json(stats).get("heap");
    assertThat(json.get("peak_bytes").asLong()).isEqualTo(364);
    assertThat(json.get("peak_at_ns").asLong()).isEqualTo(1200);
    assertThat(json.get("end_bytes").asLong()).isEqualTo(304);
    assertThat(json.get("failed").asLong()).isEqualTo(1);
    assertThat(json.get("tasks").get(1).get("freed_bytes").asLong()).isEqualTo(132);
    assertThat(json.get("leaks").get(2).get("task").asText()).isEqualTo("b");
    assertThat(json.get("leaks").get(2).get("bytes").asLong()).isEqualTo(40);
    // Without heap events there is no heap: null in JSON, no table.
    Stats none = KnownTraces.analyse(KnownTraces.oneCore());
    assertThat(none.heap()).isNull();
    assertThat(json(none).get("heap").isNull()).isTrue();
    assertThat(StatsTables.of(none).stream().map(t -> t.header().get(0)).toList()).doesNotContain("Heap");
  }

  @Test
  void failedCallsAreCountedPerTaskAndObjectTimeoutsApart() throws Exception {
    Stats stats = KnownTraces.analyse(KnownTraces.failedCalls());
    Stats.FailedCalls failed = stats.failedCalls();

    // a's first receive follows its block on q: timed out; its second and b's send did not wait.
    assertThat(failed.calls()).containsExactly(new Stats.FailedCall("interrupts", "queue q", 0, 1),
        new Stats.FailedCall("a", "queue q", 1, 1), new Stats.FailedCall("b", "queue q", 0, 1)).inOrder();
    assertThat(List.of(failed.timedOut(), failed.firstTimeoutAt(), failed.failed())).containsExactly(1L, 2100L, 3L)
        .inOrder();
    assertThat(row(stats, "Failed calls", "a")).containsExactly("a", "queue q", "1", "1").inOrder();
    JsonNode json = json(stats).get("failed_calls");
    assertThat(json.get("timed_out").asLong()).isEqualTo(1);
    assertThat(json.get("first_timeout_at_ns").asLong()).isEqualTo(2100);
    assertThat(json.get("failed").asLong()).isEqualTo(3);
    assertThat(json.get("calls").get(1).get("task").asText()).isEqualTo("a");
    assertThat(json.get("calls").get(1).get("object").asText()).isEqualTo("queue q");
    assertThat(json.get("calls").get(1).get("timed_out").asLong()).isEqualTo(1);
    // Without failed calls: none counted, no table.
    Stats none = KnownTraces.analyse(KnownTraces.oneCore());
    assertThat(json(none).get("failed_calls").get("calls").size()).isEqualTo(0);
    assertThat(StatsTables.of(none).stream().map(t -> t.header().get(0)).toList()).doesNotContain("Failed calls");
  }

  static Stats.Isr isr(Stats stats, String name) {
    return stats.isrs().stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow();
  }

  /** The cells of the row of {@code name} in the table titled {@code title}. */
  static List<String> row(Stats stats, String title, String name) {
    return StatsTables.of(stats).stream().filter(t -> t.header().get(0).equals(title)).findFirst().orElseThrow()
        .rows().stream().filter(r -> r.get(0).equals(name)).findFirst().orElseThrow();
  }

  static JsonNode json(Stats stats) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StatsJson.write(stats, out);
    return new ObjectMapper().readTree(out.toByteArray());
  }

  static Stats.Task task(Stats stats, String name) {
    return stats.tasks().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
  }

  static Stats.Queue queue(Stats stats, String name) {
    return stats.queues().stream().filter(q -> q.name().equals(name)).findFirst().orElseThrow();
  }

  static Map<String, Long> states(Stats.Task task) {
    return task.states().stream().collect(Collectors.toMap(Stats.StateTime::state, Stats.StateTime::ns,
        (a, b) -> a, java.util.LinkedHashMap::new));
  }

  /** Tonbandgerät's firmware names task-local markers with task 0; the tasks that use them own them. */
  @Test
  void taskLocalMarkersCountForTheTasksThatUseThem() throws Exception {
    Stats stats = KnownTraces.analyse(new StreamBuilder().metadata(TsResolutionNs.ID, null, 1)
        .metadata(0x5F, "prod", 1) // task_name
        .metadata(0x5F, "cons", 2)
        .metadata(0x7A, "step", 3, 0) // task_evtmarker_name, task 0
        .event(FreertosTaskSwitchedIn.ID, 10, 1)
        .eventWithText(0x7C, 20, "produce", 3) // task_evtmarker_begin
        .event(FreertosTaskSwitchedIn.ID, 30, 2)
        .eventWithText(0x7C, 40, "consume", 3)
        .event(0x7D, 50, 3) // task_evtmarker_end: cons's slice, 40-50
        .event(FreertosTaskSwitchedIn.ID, 60, 1)
        .event(0x7D, 70, 3) // prod's, 20-70
        .bytes());

    assertThat(stats.markers().stream().map(m -> m.task() + " " + m.name() + " " + m.slices().count() + " "
        + m.slices().total()).toList()).containsExactly("prod step 1 50", "cons step 1 10");
    assertThat(stats.problems().clean()).isTrue();
  }
}
