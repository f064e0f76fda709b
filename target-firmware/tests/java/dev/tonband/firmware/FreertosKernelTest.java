// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.common.collect.Ordering;
import dev.tonband.codec.events.DroppedEvtCnt;
import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.FreertosHeapFree;
import dev.tonband.codec.events.FreertosHeapMalloc;
import dev.tonband.codec.events.FreertosHeapMallocFailed;
import dev.tonband.codec.events.FreertosQueueCallFailed;
import dev.tonband.codec.events.FreertosQueueName;
import dev.tonband.codec.events.FreertosQueueReset;
import dev.tonband.codec.events.FreertosTaskStackHighWater;
import dev.tonband.codec.events.FreertosTaskStackLow;
import dev.tonband.codec.events.FreertosStreamBufferCallFailed;
import dev.tonband.codec.events.FreertosTaskIsIdleTask;
import dev.tonband.codec.events.FreertosTaskIsTimerTask;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.firmware.TraceExpectations.Decoded;
import dev.tonband.firmware.TraceExpectations.Trace;
import dev.tonband.host.Analysis;
import dev.tonband.host.Converted;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The FreeRTOS example (examples/freertos) on the real kernel that FREERTOS_KERNEL_PATH names,
 * on the POSIX port and on QEMU (its ARM_CM3 port on mps2-an385, its RISC-V port on virt with an
 * RV32 hart): each trace decodes, converts with no problem reported, and
 * shows what a user looks for: every task with its states and context switches, queue and
 * semaphore levels, mutex holders and the priority lent through one, buffer levels, event-group
 * bits, notifications, timer runs and the interrupt. Skipped when the build had no kernel
 * (CMake says so); in CI a missing kernel fails the build before this.
 */
class FreertosKernelTest {
  static final List<String> TASKS =
      List.of("control", "high", "irq", "producer", "consumer", "low", "logger", "sleeper", "worker");

  static Properties kernel;

  @BeforeAll
  static void kernelUsedByTheBuild() throws IOException {
    Optional<Properties> used = kernelOfTheBuild();
    if (used.isEmpty() && "true".equals(System.getenv("CI"))) {
      throw new AssertionError("CI must test the real FreeRTOS kernel, but the build used none");
    }
    Assumptions.assumeTrue(used.isPresent(), "no real FreeRTOS kernel in this build (set FREERTOS_KERNEL_PATH)");
    kernel = used.get();
  }

  /** The kernel this build's real-kernel traces come from (its version and path); empty when it used none. */
  static Optional<Properties> kernelOfTheBuild() throws IOException {
    Path properties = TraceExpectationsTest.traceDir().resolve("freertos_kernel.properties");
    if (!Files.exists(properties)) {
      return Optional.empty();
    }
    Properties used = new Properties();
    try (Reader in = Files.newBufferedReader(properties)) {
      used.load(in);
    }
    return Optional.of(used);
  }

  static boolean v11() {
    return kernel.getProperty("version").startsWith("11.");
  }

  /**
   * The QEMU boards the examples qemu/heap.c, qemu/stack.c and qemu/timeouts.c run on: the prefix
   * of their images' names, and heap_4's alignment there (portBYTE_ALIGNMENT: 8 on ARM_CM3, 16 on
   * the RISC-V port), to which it rounds a block up and its block header (8 bytes of BlockLink_t).
   */
  enum Board {
    MPS2_AN385("freertos_qemu_", 8),
    VIRT_RV32("rv32_freertos_", 16);

    final String prefix;
    final long heapAlignment;

    Board(String prefix, long heapAlignment) {
      this.prefix = prefix;
      this.heapAlignment = heapAlignment;
    }

    /** The trace of an example on this board. */
    String trace(String example) {
      return prefix + example;
    }

    /** The bytes heap_4 takes for a request of wanted bytes: with its header, rounded up to the alignment. */
    long heapBlock(long wanted) {
      long header = Math.max(8, heapAlignment);
      return (wanted + header + heapAlignment - 1) / heapAlignment * heapAlignment;
    }
  }

  static Path trace(String name) {
    return TraceExpectationsTest.traceDir().resolve(name + ".bin");
  }

  /** Decodes without errors, timestamps never go back, no event lost; the decoded events. */
  static List<TraceEvent> decode(String name) throws IOException {
    Trace trace = TraceExpectations.decode(trace(name));
    assertWithMessage(name + ": decode errors").that(trace.errors()).isEmpty();
    assertWithMessage(name + ": timestamps never go back")
        .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(trace.events()))).isTrue();
    List<TraceEvent> events = trace.events().stream().map(Decoded::event).toList();
    assertWithMessage(name + ": every drop report says 0")
        .that(events.stream().filter(DroppedEvtCnt.class::isInstance).allMatch(e -> ((DroppedEvtCnt) e).cnt() == 0))
        .isTrue();
    return events;
  }

  static Converted convert(String name) throws Exception {
    Converted c = Converted.of(Files.readAllBytes(trace(name)));
    assertWithMessage(name + ": conversion problems").that(c.problems().counts()).isEmpty();
    return c;
  }

  /** The distinct lines of the tracks under prefix, without timestamps or wake-up ticks. */
  static Set<String> distinct(Converted c, String prefix) {
    Set<String> lines = new TreeSet<>();
    c.trace().linesOf(prefix).forEach(l -> lines.add(l.replaceFirst(" @\\d+$", "").replaceFirst("until tick \\d+", "until tick N")));
    return lines;
  }

  static long count(Converted c, String line) {
    return c.trace().linesOf(line).stream().filter(l -> l.replaceFirst(" @\\d+$", "").equals(line)).count();
  }

  /**
   * What a user sees of the workload, however the tasks interleaved in this run. lengthWord:
   * the bytes a message buffer stores with each message (a size_t).
   */
  static void checkWorkload(String name, int lengthWord) throws Exception {
    List<TraceEvent> events = decode(name);
    assertWithMessage(name + ": idle and timer task marked once, though the workload calls "
        + "tband_freertos_scheduler_started() on V11 too")
        .that(events.stream().filter(e -> e instanceof FreertosTaskIsIdleTask || e instanceof FreertosTaskIsTimerTask)
            .count()).isEqualTo(2);
    Converted c = convert(name);

    for (String task : TASKS) {
      assertWithMessage(name + ": " + task + " runs").that(count(c, task + " / State: B Running on core 0")).isAtLeast(1);
      assertWithMessage(name + ": " + task + "'s context switches").that(count(c, "Core #0 / " + task + ": B " + task))
          .isAtLeast(1);
    }
    assertThat(c.trace().trackPaths()).containsAtLeast("IDLE / State", "Tmr Svc / State");

    assertWithMessage(name + ": producer").that(distinct(c, "producer / State"))
        .containsAtLeast("producer / State: B Blocked on queue items (send)", "producer / State: B Blocked (delay until tick N)");
    assertWithMessage(name + ": consumer").that(distinct(c, "consumer / State"))
        .containsAtLeast("consumer / State: B Blocked on queue items (receive)",
            "consumer / State: B Blocked on counting semaphore slots (take)");
    assertWithMessage(name + ": control").that(distinct(c, "control / State"))
        .contains("control / State: B Blocked on event group phases (bits 0x3)");
    assertWithMessage(name + ": irq").that(distinct(c, "irq / State"))
        .contains("irq / State: B Blocked on binary semaphore irq_sem (take)");
    assertWithMessage(name + ": high").that(distinct(c, "high / State"))
        .contains("high / State: B Blocked on mutex lock (take)");
    assertWithMessage(name + ": logger suspended and resumed").that(distinct(c, "logger / State"))
        .containsAtLeast("logger / State: B Suspended by task control",
            "logger / State: B Blocked on stream buffer text (receive)");
    for (String deleted : List.of("worker", "sleeper")) {
      List<String> states = c.trace().linesOf(deleted + " / State: B");
      assertWithMessage(name + ": " + deleted + " ends deleted").that(states.get(states.size() - 1))
          .startsWith(deleted + " / State: B Deleted");
    }

    assertWithMessage(name + ": queue levels").that(distinct(c, "Queues / items")).containsExactly(
        "Queues / items: C 0", "Queues / items: C 1", "Queues / items: C 2", "Queues / items: C 3", "Queues / items: C 4");
    assertWithMessage(name + ": counting semaphore").that(distinct(c, "Queues / slots"))
        .containsExactly("Queues / slots: C 0", "Queues / slots: C 1", "Queues / slots: C 2");
    assertWithMessage(name + ": binary semaphore").that(distinct(c, "Queues / irq_sem"))
        .containsExactly("Queues / irq_sem: C 0", "Queues / irq_sem: C 1");
    assertWithMessage(name + ": mutex holders").that(distinct(c, "Mutexes / lock")).containsExactly(
        "Mutexes / lock: B Taken by low", "Mutexes / lock: B Taken by high", "Mutexes / lock: B Available",
        "Mutexes / lock: E");
    assertWithMessage(name + ": high's priority lent to low, then low's own (1, later 2)")
        .that(distinct(c, "low / Priority")).containsExactly("low / Priority: C 5", "low / Priority: C 1",
            "low / Priority: C 2");
    assertWithMessage(name + ": stream buffer, whole 4-byte records").that(distinct(c, "Stream buffers / text"))
        .containsExactly("Stream buffers / text: C 0", "Stream buffers / text: C 4", "Stream buffers / text: C 8");
    assertWithMessage(name + ": message buffer, a 3-byte message and its length word")
        .that(distinct(c, "Stream buffers / messages"))
        .containsAtLeast("Stream buffers / messages: C 0", "Stream buffers / messages: C " + (3 + lengthWord));
    assertWithMessage(name + ": event group bits").that(distinct(c, "Event groups / phases"))
        .containsAtLeast("Event groups / phases: C 1", "Event groups / phases: C 3");
    assertWithMessage(name + ": notifications").that(distinct(c, "high / Notifications"))
        .containsExactly("high / Notifications: I Notified by low", "high / Notifications: I Notified by Tmr Svc");
    assertWithMessage(name + ": notification from the interrupt").that(distinct(c, "logger / Notifications"))
        .contains("logger / Notifications: I Notified by an interrupt");
    assertWithMessage(name + ": timer runs").that(count(c, "Tmr Svc / Timers: I beat expired")).isAtLeast(3);
    long interrupts = count(c, "Core #0 / timer_irq: B timer_irq");
    assertWithMessage(name + ": interrupts").that(interrupts).isAtLeast(3);
    assertWithMessage(name + ": interrupts end").that(count(c, "Core #0 / timer_irq: E")).isEqualTo(interrupts);
    assertWithMessage(name + ": task-local markers").that(count(c, "consumer / item: B consume")).isAtLeast(10);

    // V10 has no hook for a queue reset; V11 reports it, and the level drops to 0.
    assertWithMessage(name + ": queue resets on FreeRTOS " + kernel.getProperty("version"))
        .that(events.stream().filter(FreertosQueueReset.class::isInstance).count()).isEqualTo(v11() ? 1 : 0);
  }

  @Test
  void posixPort() throws Exception {
    checkWorkload("freertos_posix", Long.BYTES);
  }

  @Test
  void qemuCortexM3() throws Exception {
    checkWorkload("freertos_qemu_streaming", Integer.BYTES);
  }

  /** The kernel's RISC-V port on QEMU virt, one RV32 hart: a message buffer's length word is 4 bytes there too. */
  @Test
  void qemuRv32() throws Exception {
    checkWorkload("rv32_freertos_streaming", Integer.BYTES);
  }

  @Test
  void qemuCortexM3WithoutPreemption() throws Exception {
    checkWorkload("freertos_qemu_cooperative", Integer.BYTES);
  }

  /** A switch is recorded only when the task changes, so cooperative scheduling (the idle task
   * yields in a loop) does not inflate the trace. */
  @Test
  void cooperativeTraceIsNoLargerThanPreemptive() throws IOException {
    long preemptive = Files.size(trace("freertos_qemu_streaming"));
    long cooperative = Files.size(trace("freertos_qemu_cooperative"));
    assertWithMessage("cooperative %s bytes, preemptive %s bytes", cooperative, preemptive)
        .that((double) cooperative / preemptive).isAtMost(1.1);
  }

  /**
   * The heap example (examples/freertos/qemu/heap.c) on heap_4: between two of the firmware's own
   * readings of xPortGetFreeHeapSize() (value marker "free"), the free heap falls by the bytes the
   * heap events allocate less those they free; the oversized allocation failed (its result 0) and
   * is the one heap_malloc_failed; the minimum ever free (marker "min_free") is the first reading
   * less the peak of the heap in use on Perfetto's counter; and what stats leaves unfreed at the end
   * is what the free heap lost, the 300 bytes "alloc" leaked among it.
   */
  @ParameterizedTest(name = "{0}")
  @EnumSource(Board.class)
  void qemuHeap(Board board) throws Exception {
    String name = board.trace("heap");
    List<TraceEvent> events = decode(name);
    List<Long> free = new ArrayList<>();
    List<Long> tracedUse = new ArrayList<>(); // bytes allocated less freed, at each "free" reading
    long use = 0;
    long minFree = -1;
    long failedResult = -1;
    List<FreertosHeapMallocFailed> failed = new ArrayList<>();
    List<FreertosHeapMalloc> allocations = new ArrayList<>();
    for (TraceEvent e : events) {
      if (e instanceof FreertosHeapMalloc m) {
        use += m.size();
        allocations.add(m);
      } else if (e instanceof FreertosHeapFree f) {
        use -= f.size();
      } else if (e instanceof FreertosHeapMallocFailed f) {
        failed.add(f);
      } else if (e instanceof Valmarker v && v.valmarkerId() == 1) {
        free.add(v.val());
        tracedUse.add(use);
      } else if (e instanceof Valmarker v && v.valmarkerId() == 2) {
        minFree = v.val();
      } else if (e instanceof Valmarker v && v.valmarkerId() == 3) {
        failedResult = v.val();
      }
    }
    assertWithMessage("the firmware's readings of the free heap").that(free).hasSize(9);
    for (int i = 1; i < free.size(); i++) {
      assertWithMessage("free heap fall before reading " + i).that(free.get(0) - free.get(i))
          .isEqualTo(tracedUse.get(i) - tracedUse.get(0));
    }
    assertWithMessage("the oversized pvPortMalloc returned NULL").that(failedResult).isEqualTo(0);
    assertThat(failed).hasSize(1);
    // V11's heap_4 reports a failure with the size of the block it did not find: 0; V10 the size
    // wanted, the whole heap (configTOTAL_HEAP_SIZE) with a header.
    assertThat(failed.get(0).size()).isEqualTo(v11() ? 0 : board.heapBlock(48 * 1024));
    // The 100, 200, 300 and 64 bytes asked for, as heap_4 takes them.
    assertThat(allocations.stream().map(FreertosHeapMalloc::size).toList())
        .containsAtLeast(board.heapBlock(100), board.heapBlock(200), board.heapBlock(300), board.heapBlock(64))
        .inOrder();

    Converted c = convert(name);
    assertWithMessage("the failed allocation, an instant on the task that asked").that(distinct(c, "spare / Failed calls"))
        .containsExactly("spare / Failed calls: I pvPortMalloc" + (v11() ? "" : " of " + failed.get(0).size() + " bytes")
            + " failed");
    assertWithMessage("each allocation and free, an instant on the task that made it")
        .that(c.trace().linesOf("Heap / ").stream().filter(l -> !l.startsWith("Heap / In use") && !l.startsWith("Heap / No task"))
            .map(l -> l.replaceFirst(" @\\d+$", "")).toList())
        .containsExactly("Heap / alloc: I pvPortMalloc of " + board.heapBlock(100) + " bytes",
            "Heap / alloc: I pvPortMalloc of " + board.heapBlock(200) + " bytes",
            "Heap / alloc: I pvPortMalloc of " + board.heapBlock(300) + " bytes",
            "Heap / alloc: I vPortFree of " + board.heapBlock(200) + " bytes",
            "Heap / alloc: I vPortFree of " + board.heapBlock(100) + " bytes",
            "Heap / spare: I pvPortMalloc of " + board.heapBlock(64) + " bytes",
            "Heap / spare: I vPortFree of " + board.heapBlock(64) + " bytes").inOrder();
    List<Long> inUse = c.trace().linesOf("Heap / In use").stream()
        .map(l -> Long.parseLong(l.replaceFirst("^Heap / In use: C (\\d+) @\\d+$", "$1"))).toList();
    assertWithMessage("peak of the heap in use against the minimum ever free")
        .that(inUse.stream().mapToLong(Long::longValue).max().orElseThrow())
        .isEqualTo(free.get(0) + tracedUse.get(0) - minFree);
    Stats.Heap heap;
    try (InputStream in = Files.newInputStream(trace(name))) {
      heap = Analysis.run(List.of(new DeviceStream(name, in, 0, new Timebase())), false, n -> {}, new ProblemLog()).heap();
    }
    assertThat(heap.failed()).isEqualTo(1);
    assertThat(heap.endBytes()).isEqualTo(free.get(0) + tracedUse.get(0) - free.get(free.size() - 1));
    Stats.Leak leak = heap.leaks().stream().filter(l -> l.task().equals("alloc")).findFirst().orElseThrow();
    assertThat(List.of(leak.blocks(), leak.bytes())).containsExactly(1L, board.heapBlock(300)).inOrder();
    long spareBlock = board.heapBlock(64);
    assertThat(heap.tasks().stream().filter(u -> u.task().equals("spare")).findFirst().orElseThrow())
        .isEqualTo(new Stats.HeapUse("spare", 1, spareBlock, 1, spareBlock, 1));
  }

  /**
   * The stack example (examples/freertos/qemu/stack.c): task "deep" is switched out at the bottom
   * of a recursion SHALLOW (4) calls deep, then DEEP (12) calls deep, so its two lows lie 8 frames
   * of recurse() apart, as the firmware measured a frame ("frame"); the high-water mark it asked
   * for and the one traced at its deletion are what uxTaskGetStackHighWaterMark() told the firmware
   * ("high_water"), below (or at) every low; stats and Perfetto's counter end at that figure.
   */
  @ParameterizedTest(name = "{0}")
  @EnumSource(Board.class)
  void qemuStack(Board board) throws Exception {
    String name = board.trace("stack");
    List<TraceEvent> events = decode(name);
    long deep = 1; // the first task created
    List<Long> lows = new ArrayList<>();
    List<Long> highWaters = new ArrayList<>();
    long frame = -1;
    long firmwareHighWater = -1;
    for (TraceEvent e : events) {
      if (e instanceof FreertosTaskStackLow l && l.taskId() == deep) {
        lows.add(l.free());
      } else if (e instanceof FreertosTaskStackHighWater h && h.taskId() == deep) {
        highWaters.add(h.freeMin());
      } else if (e instanceof Valmarker v && v.valmarkerId() == 1) {
        frame = v.val();
      } else if (e instanceof Valmarker v && v.valmarkerId() == 2) {
        firmwareHighWater = v.val();
      }
    }
    assertWithMessage("a frame of recurse()").that(frame).isGreaterThan(0);
    assertWithMessage("the lows of deep: one per recursion's yield").that(lows).hasSize(2);
    assertThat(lows.get(0) - lows.get(1)).isEqualTo((12 - 4) * frame);
    assertWithMessage("the mark on request, then at deletion").that(highWaters)
        .containsExactly(firmwareHighWater, firmwareHighWater);
    assertThat(lows.get(1)).isAtLeast(firmwareHighWater);

    Converted c = convert(name);
    List<String> counter = c.trace().linesOf("deep / Stack free");
    assertThat(counter).isNotEmpty();
    assertThat(counter.get(counter.size() - 1)).matches("deep / Stack free: C " + firmwareHighWater + " @\\d+");
    List<Stats.Stack> stacks;
    try (InputStream in = Files.newInputStream(trace(name))) {
      stacks = Analysis.run(List.of(new DeviceStream(name, in, 0, new Timebase())), false, n -> {}, new ProblemLog())
          .stacks();
    }
    Stats.Stack stack = stacks.stream().filter(s -> s.task().equals("deep")).findFirst().orElseThrow();
    assertThat(List.of(stack.freeMin(), stack.switchOutMin(), stack.highWater()))
        .containsExactly(firmwareHighWater, lows.get(1), firmwareHighWater).inOrder();
  }

  /**
   * The timeouts example (examples/freertos/qemu/timeouts.c): the failure events on queue "inbox",
   * the stream buffer and the recursive mutex "lock" are the calls whose results (value markers)
   * say they failed, one event each; stats and Perfetto tell a timeout from a failure at once, and
   * the recursive give by a task that does not hold the mutex as such.
   */
  @ParameterizedTest(name = "{0}")
  @EnumSource(Board.class)
  void qemuTimeouts(Board board) throws Exception {
    String name = board.trace("timeouts");
    List<TraceEvent> events = decode(name);
    // The firmware's own results, by value marker: 1 receive_wait, 2 receive_now, 3 send_wait,
    // 4 send_now (pdPASS, or errQUEUE_EMPTY / errQUEUE_FULL: 0), 5 buffer_wait (the bytes read),
    // 6 take_recursive, 7 give_recursive (pdPASS, or pdFAIL: 0).
    long[] failedByMarker = new long[8];
    Map<Long, String> queueNames = new HashMap<>();
    List<FreertosQueueCallFailed> queueFailures = new ArrayList<>();
    List<FrFailedCall> bufferFailures = new ArrayList<>();
    for (TraceEvent e : events) {
      if (e instanceof Valmarker v && v.val() == 0) {
        failedByMarker[(int) v.valmarkerId()]++;
      } else if (e instanceof FreertosQueueName n) {
        queueNames.put(n.queueId(), n.name());
      } else if (e instanceof FreertosQueueCallFailed f) {
        queueFailures.add(f);
      } else if (e instanceof FreertosStreamBufferCallFailed f) {
        bufferFailures.add(f.call());
      }
    }
    long receiveTimedOut = failedByMarker[1], receiveAtOnce = failedByMarker[2];
    long sendTimedOut = failedByMarker[3], sendAtOnce = failedByMarker[4], bufferTimedOut = failedByMarker[5];
    long takeTimedOut = failedByMarker[6], giveFailed = failedByMarker[7];
    assertWithMessage("the calls that failed, as the firmware got them")
        .that(List.of(receiveTimedOut, receiveAtOnce, sendTimedOut, sendAtOnce, bufferTimedOut, takeTimedOut, giveFailed))
        .containsExactly(1L, 2L, 1L, 0L, 1L, 1L, 1L).inOrder();
    List<FrFailedCall> inbox = queueFailures.stream().filter(f -> "inbox".equals(queueNames.get(f.queueId())))
        .map(FreertosQueueCallFailed::call).toList();
    List<FrFailedCall> lock = queueFailures.stream().filter(f -> "lock".equals(queueNames.get(f.queueId())))
        .map(FreertosQueueCallFailed::call).toList();
    assertThat(inbox.stream().filter(c -> c == FrFailedCall.FRFC_RECEIVE).count())
        .isEqualTo(receiveTimedOut + receiveAtOnce);
    assertThat(inbox.stream().filter(c -> c == FrFailedCall.FRFC_SEND).count()).isEqualTo(sendTimedOut + sendAtOnce);
    assertWithMessage("a recursive take that fails is traced as the receive it is, once")
        .that(lock.stream().filter(c -> c == FrFailedCall.FRFC_RECEIVE).count()).isEqualTo(takeTimedOut);
    assertThat(lock.stream().filter(c -> c == FrFailedCall.FRFC_GIVE_NOT_HELD).count()).isEqualTo(giveFailed);
    assertWithMessage("no failure on another object, none traced twice").that(queueFailures)
        .hasSize((int) (receiveTimedOut + receiveAtOnce + sendTimedOut + sendAtOnce + takeTimedOut + giveFailed));
    assertThat(bufferFailures).containsExactly(FrFailedCall.FRFC_RECEIVE);

    Stats.FailedCalls failed;
    try (InputStream in = Files.newInputStream(trace(name))) {
      failed = Analysis.run(List.of(new DeviceStream(name, in, 0, new Timebase())), false, n -> {}, new ProblemLog())
          .failedCalls();
    }
    assertThat(failed.calls().stream().filter(f -> f.object().equals("queue inbox")).toList())
        .containsExactly(new Stats.FailedCall("waiter", "queue inbox", receiveTimedOut + sendTimedOut,
            receiveAtOnce + sendAtOnce));
    Stats.FailedCall buffer = failed.calls().stream().filter(f -> f.object().startsWith("stream buffer"))
        .findFirst().orElseThrow();
    assertThat(List.of(buffer.task(), buffer.timedOut(), buffer.failed()))
        .containsExactly("waiter", bufferTimedOut, 0L).inOrder();
    Stats.FailedCall mutex = failed.calls().stream().filter(f -> f.object().endsWith(" lock")).findFirst().orElseThrow();
    assertThat(List.of(mutex.task(), mutex.timedOut(), mutex.failed()))
        .containsExactly("waiter", takeTimedOut, giveFailed).inOrder();

    Converted c = convert(name);
    assertThat(distinct(c, "waiter / Failed calls")).containsExactly(
        "waiter / Failed calls: I receive from queue inbox timed out",
        "waiter / Failed calls: I receive from queue inbox failed (no wait)",
        "waiter / Failed calls: I send to queue inbox timed out",
        "waiter / Failed calls: I receive from " + buffer.object() + " timed out",
        "waiter / Failed calls: I take " + mutex.object() + " timed out",
        "waiter / Failed calls: I give " + mutex.object() + " failed (not its holder)");
  }

  @Test
  void qemuSnapshot() throws Exception {
    List<TraceEvent> events = decode("freertos_qemu_snapshot");
    assertThat(events.size()).isGreaterThan(500);
    Converted c = convert("freertos_qemu_snapshot");
    assertThat(c.trace().trackPaths()).containsAtLeast("producer / State", "Queues / items", "Mutexes / lock",
        "Core #0 / timer_irq");
  }
}
