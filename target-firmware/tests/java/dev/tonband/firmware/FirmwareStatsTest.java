// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.codec.events.EvtmarkerBegin;
import dev.tonband.codec.events.EvtmarkerEnd;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.host.Analysis;
import dev.tonband.host.Converted;
import dev.tonband.host.cli.TonbandCommand;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.Summary;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code tonband stats} on the traces the firmware wrote in this build: the QEMU demo's numbers
 * (on each board) against the same numbers computed from its decoded events, the committed budgets of the demo,
 * and the FreeRTOS scenario's task state times against the State tracks the converter draws.
 */
class FirmwareStatsTest {
  static Stats stats(Path trace) throws Exception {
    DeviceStream stream = new DeviceStream(trace.getFileName().toString(),
        new ByteArrayInputStream(Files.readAllBytes(trace)), 0, new Timebase());
    return Analysis.run(List.of(stream), false, n -> {}, new ProblemLog());
  }

  @ParameterizedTest
  @MethodSource("dev.tonband.firmware.QemuDemoTraceTest#boards")
  void theDemosInterruptAndMarkersAreTimedAsItsEventsSay(QemuDemoTraceTest.Board board) throws Exception {
    Path trace = TraceExpectationsTest.traceDir().resolve(board.trace("streaming") + ".bin");
    List<TraceEvent> events = QemuDemoTraceTest.decode(board.trace("streaming"));
    Stats stats = stats(trace);
    long nsPerTick = board.nsPerTick();

    // The timer's runs, paired by hand: the demo's interrupts never nest.
    List<Long> runs = new ArrayList<>();
    long enter = -1;
    long longest = -1;
    long longestAt = -1;
    for (TraceEvent e : events) {
      if (e instanceof IsrEnter in) {
        enter = in.ts() * nsPerTick;
      } else if (e instanceof IsrExit out) {
        long run = out.ts() * nsPerTick - enter;
        runs.add(run);
        if (run > longest) {
          longest = run;
          longestAt = enter;
        }
      }
    }
    Summary timer = stats.isrs().get(0).runs();
    assertThat(stats.isrs().get(0).name()).isEqualTo(board.timerName());
    assertThat(timer.count()).isEqualTo(QemuDemoTraceTest.PERIODS);
    assertThat(timer.total()).isEqualTo(runs.stream().mapToLong(Long::longValue).sum());
    assertThat(timer.min()).isEqualTo(runs.stream().mapToLong(Long::longValue).min().orElseThrow());
    assertThat(timer.max()).isEqualTo(longest);
    assertThat(timer.maxAt()).isEqualTo(longestAt);

    long first = events.stream().filter(e -> e instanceof TimedEvent).mapToLong(e -> ((TimedEvent) e).ts()).min()
        .orElseThrow();
    long last = events.stream().filter(e -> e instanceof TimedEvent).mapToLong(e -> ((TimedEvent) e).ts()).max()
        .orElseThrow();
    Stats.Cpu core = stats.cores().get(0);
    assertThat(core.tracedNs()).isEqualTo((last - first) * nsPerTick);
    assertThat(core.interruptNs()).isEqualTo(timer.total());
    assertThat(core.unknownNs()).isEqualTo(core.tracedNs() - timer.total()); // no RTOS: no task

    Stats.Marker loop = stats.markers().stream().filter(m -> m.name().equals("main_loop")).findFirst().orElseThrow();
    assertThat(loop.slices().count()).isEqualTo(events.stream().filter(e -> e instanceof EvtmarkerBegin b
        && b.evtmarkerId() == 1).count());
    assertThat(events.stream().filter(e -> e instanceof EvtmarkerEnd).count()).isAtLeast(loop.slices().count());
    Stats.Marker ticks = stats.markers().stream().filter(m -> m.name().equals("ticks")).findFirst().orElseThrow();
    List<Long> values = events.stream().filter(e -> e instanceof Valmarker).map(e -> ((Valmarker) e).val()).toList();
    assertThat(ticks.values()).isEqualTo(values.size());
    assertThat(ticks.minValue()).isEqualTo(values.stream().mapToLong(Long::longValue).min().orElseThrow());
    assertThat(ticks.maxValue()).isEqualTo(values.stream().mapToLong(Long::longValue).max().orElseThrow());
    assertThat(stats.problems().counts()).isEmpty();
  }

  /** The budgets that docs/analysis.md shows for the demo hold for the demo this build ran. */
  @Test
  void theDemoKeepsItsCommittedBudgets() throws Exception {
    Path trace = TraceExpectationsTest.traceDir().resolve("demo_streaming.bin");
    assertThat(TonbandCommand.commandLine().execute("check", "--no-progress", "--budgets",
        Path.of("examples", "qemu-demo", "budgets.yaml").toString(), trace.toString())).isEqualTo(0);
  }

  @TestFactory
  List<DynamicTest> freertosTaskStatesAgreeWithTheConverter() {
    return List.of(
        DynamicTest.dynamicTest("freertos_v11", () -> checkFreertos("freertos_v11")),
        DynamicTest.dynamicTest("freertos_v10", () -> checkFreertos("freertos_v10")));
  }

  private static final Pattern STATE = Pattern.compile("^(.+) / State: (B (.+)|E) @(\\d+)$");

  private static void checkFreertos(String name) throws Exception {
    Path trace = TraceExpectationsTest.traceDir().resolve(name + ".bin");
    Stats stats = stats(trace);
    Converted converted = Converted.of(Files.readAllBytes(trace));

    // Time per task and state, from the State tracks of the Perfetto trace; an open slice ends with the trace.
    Map<String, Map<String, Long>> perfetto = new TreeMap<>();
    Map<String, String> open = new TreeMap<>();
    Map<String, Long> since = new TreeMap<>();
    for (String line : converted.trace().lines()) {
      Matcher m = STATE.matcher(line);
      if (!m.matches()) {
        continue;
      }
      String task = m.group(1);
      long ns = Long.parseLong(m.group(4));
      if (open.containsKey(task)) {
        perfetto.computeIfAbsent(task, t -> new TreeMap<>()).merge(kind(open.remove(task)), ns - since.get(task), Long::sum);
      }
      if (m.group(3) != null) {
        open.put(task, m.group(3));
        since.put(task, ns);
      }
    }
    open.forEach((task, state) ->
        perfetto.computeIfAbsent(task, t -> new TreeMap<>()).merge(kind(state), stats.endNs() - since.get(task), Long::sum));
    perfetto.values().forEach(times -> times.values().removeIf(ns -> ns == 0)); // a slice of no time is no time in a state

    Map<String, Map<String, Long>> ours = new TreeMap<>();
    for (Stats.Task task : stats.tasks()) {
      Map<String, Long> times = new TreeMap<>();
      task.states().forEach(s -> times.merge(s.state().startsWith("blocked") ? "blocked" : s.state(), s.ns(), Long::sum));
      ours.put(task.name(), times);
    }
    assertWithMessage(name + ": time per task and state").that(ours).isEqualTo(perfetto);

    // What the scenario (tests/freertos/test_freertos.c) does with its objects.
    Stats.Mutex lock = stats.mutexes().get(0);
    assertThat(lock.name()).isEqualTo("lock");
    assertThat(lock.holders().stream().map(Stats.Holder::task).toList()).containsExactly("low", "consumer").inOrder();
    assertThat(lock.holds().count()).isEqualTo(1); // low's; the consumer still holds it at the end
    assertThat(lock.waits().count()).isEqualTo(1); // the consumer, while low held it
    assertThat(lock.inherits()).isEqualTo(1);
    Stats.Queue uart = stats.queues().stream().filter(q -> q.name().equals("uart")).findFirst().orElseThrow();
    assertThat(uart.capacity()).isEqualTo(32);
    assertThat(uart.highWater()).isEqualTo(32); // a send of 40 bytes into 32
    assertThat(uart.waits().count()).isEqualTo(1);
    Stats.Queue items = stats.queues().stream().filter(q -> q.name().equals("items")).findFirst().orElseThrow();
    assertThat(items.highWater()).isEqualTo(1);
    assertThat(items.sends()).isEqualTo(1);
    assertThat(items.receives()).isEqualTo(1);
    assertThat(stats.tasks().stream().filter(t -> t.name().equals("low")).findFirst().orElseThrow().inherits())
        .isEqualTo(1);
    assertThat(stats.problems().counts()).isEqualTo(converted.problems().counts());
  }

  /** A State track's slice name as the stats name the state. */
  private static String kind(String state) {
    return state.startsWith("Running") ? "running" : state.startsWith("Blocked") ? "blocked"
        : state.startsWith("Suspended") ? "suspended" : state.startsWith("Deleted") ? "deleted" : state.toLowerCase();
  }
}
