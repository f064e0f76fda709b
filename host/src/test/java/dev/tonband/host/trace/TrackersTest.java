// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

/**
 * The trackers on their own: what they tell a listener for small traces, with the expectations
 * restated from the events' meaning (docs/host-tool.md), not from an output.
 */
class TrackersTest {
  private static final int ISR_NAME = 0x03, ISR_ENTER = 0x04, ISR_EXIT = 0x05, EVTMARKER_BEGIN = 0x08;
  private static final int EVTMARKER_END = 0x09, DROPPED = 0x01, TASK_SWITCHED_IN = 0x54, TASK_NAME = 0x5F;
  private static final int QUEUE_KIND = 0x65, QUEUE_SEND = 0x66, QUEUE_RECEIVE = 0x6A, QUEUE_PEEK = 0x24;
  private static final int SB_KIND = 0x0E;
  private static final int HEAP_MALLOC = 0x28, HEAP_FREE = 0x29, HEAP_MALLOC_FAILED = 0x2A;
  private static final int TASK_STACK_LOW = 0x34, TASK_STACK_HIGH_WATER = 0x35;
  private static final int QUEUE_NAME = 0x64, BLOCK_ON_QUEUE_RECEIVE = 0x6F, BLOCK_ON_SB_RECEIVE = 0x16;
  private static final int QUEUE_CALL_FAILED = 0x2B, SB_CALL_FAILED = 0x2C;

  /** Every callback as a line; each call's track is checked to be its object's, made before the call. */
  private static final class Recorder extends QuietListener {
    final List<String> lines = new ArrayList<>();
    Trace trace;

    /** Asserts that {@code track} is what {@code lookup} finds, a track made before: the lookup makes none. */
    private void on(int track, IntSupplier lookup) {
      int count = trace.tracks.count();
      assertThat(lookup.getAsInt()).isEqualTo(track);
      assertThat(trace.tracks.count()).isEqualTo(count);
    }

    @Override
    public void coreBegan(int core, long ns) {
      lines.add("core " + core + " @" + ns);
    }

    @Override
    public void dropped(int track, int core, long ns, long total, long rise) {
      lines.add("dropped " + total + " +" + rise + " @" + ns);
    }

    @Override
    public void isrBegan(int track, int core, long isr, long ns) {
      on(track, () -> trace.tracks.isr(core, isr));
      lines.add("isr " + isr + " began @" + ns);
    }

    @Override
    public void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) {
      on(track, () -> trace.tracks.isr(core, isr));
      lines.add("isr " + isr + " ran " + beganNs + "-" + ns + " at depth " + depth);
    }

    @Override
    public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to) {
      on(fromTrack, () -> from >= 0 ? trace.tracks.taskRuns(core, from) : -1);
      on(toTrack, () -> to >= 0 ? trace.tracks.taskRuns(core, to) : -1);
      lines.add("switch " + from + (from >= 0 ? " (since " + fromSinceNs + ")" : "") + "->" + to + " @" + ns);
    }

    @Override
    public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs) {
      on(track, () -> trace.tracks.taskState(task));
      lines.add("task " + task + " " + state.kind() + " @" + ns
          + (previous != null ? " after " + previous.kind() + " since " + previousSinceNs : ""));
    }

    @Override
    public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) {
      on(track, () -> trace.tracks.marker(owner, marker));
      lines.add("marker " + owner.task + "/" + marker + " began " + name + " @" + ns);
    }

    @Override
    public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name,
        long ns) {
      on(track, () -> trace.tracks.marker(owner, marker));
      lines.add("marker " + owner.task + "/" + marker + " ran " + name + " " + beganNs + "-" + ns + " at depth " + depth);
    }

    @Override
    public void queueLevel(int track, long queue, long ns, long level, Operation operation, long task) {
      on(track, () -> trace.tracks.queue(queue));
      lines.add("queue " + queue + " " + operation + " " + level + " by " + task + " @" + ns);
    }

    @Override
    public void mutexLevel(int track, long mutex, long ns, long level, Operation operation, long holder) {
      on(track, () -> trace.tracks.mutex(mutex));
      lines.add("mutex " + mutex + " " + operation + " " + level + " held by " + holder + " @" + ns);
    }

    @Override
    public void mutexTaken(long mutex, long ns, long task) {
      lines.add("mutex " + mutex + " taken by " + task + " @" + ns);
    }

    @Override
    public void mutexGiven(long mutex, long ns, long task, long takenNs) {
      lines.add("mutex " + mutex + " given by " + task + " (taken @" + takenNs + ") @" + ns);
    }

    @Override
    public void queueCapacity(long queue, long items) {
      lines.add("queue " + queue + " holds " + items);
    }

    @Override
    public void bufferCapacity(long buffer, long bytes) {
      lines.add("buffer " + buffer + " holds " + bytes + " B");
    }

    @Override
    public void heapInUse(int track, long ns, long bytes) {
      on(track, () -> trace.tracks.heap());
      lines.add("heap " + bytes + " @" + ns);
    }

    @Override
    public void heapAllocated(int track, long ns, Heap.Block block) {
      on(track, () -> trace.tracks.heapCalls(block.task()));
      lines.add("heap allocated " + block + " @" + ns);
    }

    @Override
    public void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) {
      on(track, () -> trace.tracks.heapCalls(task));
      lines.add("heap freed by " + task + ": " + size + " at " + address + ", " + block + " @" + ns);
    }

    @Override
    public void stackFree(int track, long task, long ns, long bytes) {
      on(track, () -> trace.tracks.stack(task));
      lines.add("stack " + task + " " + bytes + " @" + ns);
    }

    @Override
    public void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
        boolean timedOut) {
      on(track, () -> trace.tracks.failedCalls(core, task));
      lines.add("call of " + task + ": " + trace.labels.failedCall(kind, object, call, timedOut) + " @" + ns);
    }

    @Override
    public void trackRenamed(int track) {
      lines.add("renamed " + trace.tracks.name(track));
    }
  }

  private static Trace read(StreamBuilder events, Recorder recorder) throws Exception {
    Trace trace = new Trace(new ProblemLog(), id -> null);
    trace.listen(recorder);
    recorder.trace = trace;
    DeviceStream stream = new DeviceStream("t", new ByteArrayInputStream(events.bytes()), 0, new Timebase());
    StreamMerger merger = new StreamMerger(List.of(stream));
    while (merger.next(trace.items())) {
      // each item goes through the dispatch
    }
    return trace;
  }

  private static StreamBuilder trace() {
    return new StreamBuilder().metadata(TsResolutionNs.ID, null, 1);
  }

  @Test
  void nestedInterruptsEndInnermostFirstAndAnExitWithNothingOpenIsAProblem() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace()
        .event(ISR_ENTER, 10, 1).event(ISR_ENTER, 12, 2).event(ISR_ENTER, 13, 1)
        .event(ISR_EXIT, 14, 1).event(ISR_EXIT, 15, 2).event(ISR_EXIT, 16, 1).event(ISR_EXIT, 17, 1), r);

    assertThat(r.lines).containsExactly("core 0 @10", "isr 1 began @10", "isr 2 began @12", "isr 1 began @13",
        "isr 1 ran 13-14 at depth 2", "isr 2 ran 12-15 at depth 1", "isr 1 ran 10-16 at depth 0").inOrder();
    assertThat(trace.cores.isrDepth(0)).isEqualTo(0);
    assertThat(trace.problems().counts()).containsExactly("END_WITHOUT_BEGIN", 1L);
    assertThat(trace.cores.events()).isEqualTo(8);
    assertThat(trace.cores.startNs()).isEqualTo(10);
    assertThat(trace.cores.endNs()).isEqualTo(17);
  }

  @Test
  void aNameArrivingLateRenamesAndDropsAreToldWithTheirRise() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace().event(ISR_ENTER, 5, 3).metadata(ISR_NAME, "UART", 3)
        .event(DROPPED, 6, 2).event(DROPPED, 7, 2).event(DROPPED, 8, 5), r);

    assertThat(r.lines).containsAtLeast("renamed UART", "dropped 2 +2 @6", "dropped 2 +0 @7",
        "dropped 5 +3 @8").inOrder();
    assertThat(trace.names.isrs.name(3)).isEqualTo("UART");
    assertThat(trace.problems().counts()).containsExactly("DROPPED_EVENTS", 2L);
  }

  @Test
  void markerSlicesNestPerMarker() throws Exception {
    Recorder r = new Recorder();
    read(trace().eventWithText(EVTMARKER_BEGIN, 1, "a", 7).eventWithText(EVTMARKER_BEGIN, 2, "b", 7)
        .eventWithText(EVTMARKER_BEGIN, 3, "c", 8).event(EVTMARKER_END, 4, 7).event(EVTMARKER_END, 5, 8)
        .event(EVTMARKER_END, 6, 7), r);

    assertThat(r.lines.subList(1, r.lines.size())).containsExactly("marker -1/7 began a @1", "marker -1/7 began b @2",
        "marker -1/8 began c @3", "marker -1/7 ran b 2-4 at depth 1", "marker -1/8 ran c 3-5 at depth 0",
        "marker -1/7 ran a 1-6 at depth 0").inOrder();
  }

  @Test
  void whatIsStillOpenAtTheEndIsKeptInnermostLast() throws Exception {
    Trace trace = read(trace().event(ISR_ENTER, 1, 4).event(ISR_ENTER, 2, 5)
        .eventWithText(EVTMARKER_BEGIN, 3, "outer", 7).eventWithText(EVTMARKER_BEGIN, 4, "inner", 7)
        .event(EVTMARKER_END, 5, 7), new Recorder());

    OpenSlices isrs = trace.cores.openIsrs(0);
    assertThat(isrs.size()).isEqualTo(2);
    assertThat(isrs.key(1)).isEqualTo(5);
    assertThat(isrs.begin(1)).isEqualTo(2);
    assertThat(trace.cores.openIsrs(1).size()).isEqualTo(0);
    OpenSlices markers = trace.markers.global.openSlices(7);
    assertThat(markers.size()).isEqualTo(1);
    assertThat(markers.name(0)).isEqualTo("outer");
    assertThat(markers.begin(0)).isEqualTo(3);
    assertThat(trace.markers.global.openSlices().keySet()).containsExactly(7L);
  }

  @Test
  void nestingPastTheBoundForgetsTheOldestBegin() throws Exception {
    StreamBuilder stream = trace();
    for (int i = 0; i < 65; i++) {
      stream.event(ISR_ENTER, 10 + i, i);
    }
    Recorder r = new Recorder();
    Trace trace = read(stream.event(ISR_EXIT, 100, 64).event(ISR_EXIT, 101, 0), r);

    assertThat(r.lines).contains("isr 64 ran 74-100 at depth 63");
    assertThat(trace.problems().counts()).containsExactly("END_WITHOUT_BEGIN", 1L); // isr 0's begin was forgotten
    assertThat(trace.cores.openIsrs(0).size()).isEqualTo(63);
    assertThat(trace.cores.openIsrs(0).key(0)).isEqualTo(1);
  }

  @Test
  void switchesAndStatesTellSinceWhenTheyHeldAndTheTrackerKeepsTheCurrentOnes() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace().event(TASK_SWITCHED_IN, 10, 1).event(TASK_SWITCHED_IN, 25, 2)
        .event(TASK_SWITCHED_IN, 40, 1), r);

    assertThat(r.lines).containsAtLeast("switch -1->1 @10", "task 1 RUNNING @10",
        "switch 1 (since 10)->2 @25", "task 1 READY @25 after RUNNING since 10", "task 2 RUNNING @25",
        "switch 2 (since 25)->1 @40", "task 2 READY @40 after RUNNING since 25",
        "task 1 RUNNING @40 after READY since 25").inOrder();
    assertThat(trace.tasks.running(0)).isEqualTo(1);
    assertThat(trace.tasks.runningSince(0)).isEqualTo(40);
    assertThat(trace.tasks.tasks()).containsExactly(1L, 2L).inOrder();
    assertThat(trace.tasks.state(2)).isEqualTo(TaskState.READY);
    assertThat(trace.tasks.since(2)).isEqualTo(40);
  }

  @Test
  void queueOperationsBecomeLevelsAndAMutexTellsWhoTookIt() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace()
        .metadata(QUEUE_KIND, null, 4, 2) // queue 4 is a binary semaphore
        .metadata(QUEUE_KIND, null, 5, 3) // queue 5 is a mutex
        .metadata(TASK_NAME, "ctrl", 1)
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(QUEUE_SEND, 20, 4, 1)
        .event(QUEUE_RECEIVE, 30, 5, 0) // ctrl takes the mutex
        .event(QUEUE_PEEK, 35, 5, 0) // a peek tells nothing of a mutex
        .event(QUEUE_SEND, 40, 5, 1)
        .metadata(TASK_NAME, "log", 2)
        .event(TASK_SWITCHED_IN, 50, 2)
        .event(QUEUE_RECEIVE, 60, 5, 0) // log takes it
        .event(TASK_SWITCHED_IN, 70, 1)
        .event(QUEUE_RECEIVE, 80, 5, 0) // taken again while held: damage; log keeps it
        .event(QUEUE_SEND, 90, 5, 1), r);

    assertThat(r.lines).containsAtLeast("queue 4 holds 1", "switch -1->1 @10", "queue 4 SEND 1 by 1 @20",
        "mutex 5 taken by 1 @30", "mutex 5 RECEIVE 0 held by 1 @30",
        "mutex 5 given by 1 (taken @30) @40", "mutex 5 SEND 1 held by -2 @40",
        "mutex 5 taken by 2 @60", "mutex 5 RECEIVE 0 held by 2 @60", "mutex 5 RECEIVE 0 held by 2 @80",
        "mutex 5 given by 2 (taken @60) @90", "mutex 5 SEND 1 held by -2 @90").inOrder();
    assertThat(r.lines.stream().filter(l -> l.contains("@35") || l.contains("taken by 1 @80")).toList()).isEmpty();
    assertThat(trace.objects.holder(5)).isEqualTo(KernelObjects.NOBODY);
    assertThat(trace.objects.noun(4)).isEqualTo("binary semaphore");
    assertThat(trace.objects.isMutex(5)).isTrue();
  }

  @Test
  void theHeapCountsItsBlocksByTheTaskThatRanAndKeepsThoseNeverFreed() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace()
        .event(HEAP_MALLOC, 5, 0x1000, 64) // before any switch: no task
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(HEAP_MALLOC, 20, 0x2000, 100)
        .event(HEAP_MALLOC, 30, 0x3000, 200)
        .event(HEAP_FREE, 40, 0x2000, 100)
        .event(HEAP_FREE, 45, 0x9000, 32) // allocated before the trace: counted apart, no change of use
        .event(TASK_SWITCHED_IN, 50, 2)
        .event(HEAP_MALLOC_FAILED, 55, 4096)
        .event(HEAP_MALLOC, 60, 0x2000, 40) // the freed block's address again
        .event(HEAP_FREE, 70, 0x3000, 200), r); // task 2 frees what task 1 allocated

    // 64, +100 = 164, +200 = 364 (the peak), -100 = 264, +40 = 304, -200 = 104.
    assertThat(r.lines.stream().filter(l -> l.startsWith("heap")).toList()).containsExactly(
        "heap 64 @5", "heap allocated Block[address=4096, size=64, task=-1, ns=5] @5",
        "heap 164 @20", "heap allocated Block[address=8192, size=100, task=1, ns=20] @20",
        "heap 364 @30", "heap allocated Block[address=12288, size=200, task=1, ns=30] @30",
        "heap 264 @40", "heap freed by 1: 100 at 8192, Block[address=8192, size=100, task=1, ns=20] @40",
        "heap freed by 1: 32 at 36864, null @45",
        "heap 304 @60", "heap allocated Block[address=8192, size=40, task=2, ns=60] @60",
        "heap 104 @70", "heap freed by 2: 200 at 12288, Block[address=12288, size=200, task=1, ns=30] @70").inOrder();
    Heap heap = trace.heap;
    assertThat(heap.traced()).isTrue();
    assertThat(heap.inUse()).isEqualTo(104);
    assertThat(heap.peak()).isEqualTo(364);
    assertThat(heap.peakNs()).isEqualTo(30);
    assertThat(heap.unseenFrees()).isEqualTo(1);
    assertThat(heap.unfreed()).containsExactly(new Heap.Block(0x1000, 64, -1, 5), new Heap.Block(0x2000, 40, 2, 60))
        .inOrder();
    Heap.TaskUse none = heap.byTask().get(-1L);
    Heap.TaskUse one = heap.byTask().get(1L);
    Heap.TaskUse two = heap.byTask().get(2L);
    assertThat(List.of(none.allocations, none.allocatedBytes, none.frees, none.failed)).containsExactly(1L, 64L, 0L, 0L)
        .inOrder();
    assertThat(List.of(one.allocations, one.allocatedBytes, one.frees, one.freedBytes, one.failed))
        .containsExactly(2L, 300L, 2L, 132L, 0L).inOrder();
    assertThat(List.of(two.allocations, two.allocatedBytes, two.frees, two.freedBytes, two.failed))
        .containsExactly(1L, 40L, 1L, 200L, 1L).inOrder();
    assertThat(trace.tracks.name(trace.tracks.heap())).isEqualTo("In use");
    assertThat(trace.tracks.name(trace.tracks.parent(trace.tracks.heap()))).isEqualTo("Heap");
  }

  @Test
  void eachTaskKeepsItsLeastFreeStackFromItsLowsAndItsHighWaterMarks() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace()
        .event(TASK_STACK_LOW, 10, 1, 800)
        .event(TASK_STACK_LOW, 20, 2, 400)
        .event(TASK_STACK_LOW, 30, 1, 600)
        .event(TASK_STACK_HIGH_WATER, 40, 1, 520) // deeper than any switch-out showed
        .event(TASK_STACK_LOW, 50, 2, 450) // a slot taken over in the firmware: above the least, no change
        .event(TASK_STACK_HIGH_WATER, 60, 2, 400) // the mark at deletion: no lower than the low
        .event(TASK_STACK_HIGH_WATER, 70, 1, 520), r); // asked again: the same
    assertThat(r.lines.stream().filter(l -> l.startsWith("stack")).toList()).containsExactly(
        "stack 1 800 @10", "stack 2 400 @20", "stack 1 600 @30", "stack 1 520 @40").inOrder();
    Stacks.TaskStack one = trace.stacks.byTask().get(1L);
    Stacks.TaskStack two = trace.stacks.byTask().get(2L);
    assertThat(figures(one)).containsExactly(520L, 40L, 600L, 30L, 520L, 40L).inOrder();
    assertThat(figures(two)).containsExactly(400L, 20L, 400L, 20L, 400L, 60L).inOrder();
    assertThat(trace.tracks.name(trace.tracks.stack(1))).isEqualTo("Stack free");
    assertThat(trace.tracks.kind(trace.tracks.parent(trace.tracks.stack(1)))).isEqualTo(TrackTracker.Kind.TASK);
  }

  /** The least free, the least at a switch-out and the least mark, each with its time. */
  private static List<Long> figures(Stacks.TaskStack s) {
    return List.of(s.free.bytes, s.free.at, s.switchOut.bytes, s.switchOut.at, s.highWater.bytes, s.highWater.at);
  }

  @Test
  void aFailedCallTimedOutWhenItsTaskBlockedInItOnThatObjectAndMadeNoCallOnItSince() throws Exception {
    int send = FrFailedCall.FRFC_SEND.value(), receive = FrFailedCall.FRFC_RECEIVE.value();
    Recorder r = new Recorder();
    Trace trace = read(trace().metadata(QUEUE_NAME, "rx", 7).metadata(QUEUE_KIND, null, 9, 3).metadata(QUEUE_NAME, "lock", 9)
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(BLOCK_ON_QUEUE_RECEIVE, 20, 7, 5).event(TASK_SWITCHED_IN, 25, 2).event(TASK_SWITCHED_IN, 40, 1)
        .event(QUEUE_CALL_FAILED, 41, 7, receive) // the wait ran out
        .event(QUEUE_CALL_FAILED, 42, 7, receive) // again, with no wait
        .event(BLOCK_ON_QUEUE_RECEIVE, 50, 7, 5).event(TASK_SWITCHED_IN, 51, 2).event(QUEUE_SEND, 52, 7, 1)
        .event(TASK_SWITCHED_IN, 53, 1).event(QUEUE_RECEIVE, 54, 7, 0) // the wait ended with an item
        .event(QUEUE_CALL_FAILED, 55, 7, receive) // so this one did not wait
        .event(BLOCK_ON_QUEUE_RECEIVE, 60, 9, 5).event(TASK_SWITCHED_IN, 61, 2).event(TASK_SWITCHED_IN, 70, 1)
        .event(QUEUE_CALL_FAILED, 71, 9, receive) // a mutex's take
        .event(BLOCK_ON_QUEUE_RECEIVE, 75, 7, 5).event(TASK_SWITCHED_IN, 76, 2).event(TASK_SWITCHED_IN, 77, 1)
        .event(QUEUE_CALL_FAILED, 78, 7, send) // another operation than the wait's
        .event(QUEUE_CALL_FAILED, 90, 7, FrFailedCall.FRFC_SEND_FROM_ISR.value()) // an interrupt, in task 1's run
        .event(BLOCK_ON_SB_RECEIVE, 100, 12).event(TASK_SWITCHED_IN, 101, 2).event(TASK_SWITCHED_IN, 109, 1)
        .event(SB_CALL_FAILED, 110, 12, receive), r);

    assertThat(r.lines.stream().filter(l -> l.startsWith("call")).toList()).containsExactly(
        "call of 1: receive from queue rx timed out @41", "call of 1: receive from queue rx failed (no wait) @42",
        "call of 1: receive from queue rx failed (no wait) @55", "call of 1: take mutex lock timed out @71",
        "call of 1: send to queue rx failed (no wait) @78", "call of -1: send to queue rx failed (no wait) @90",
        "call of 1: receive from stream buffer " + trace.names.buffers.shown(12) + " timed out @110").inOrder();
    assertThat(counts(trace.failures)).containsExactly(
        "-1 QUEUE 7: 0 timed out, 1 failed", "1 QUEUE 7: 1 timed out, 3 failed", "1 QUEUE 9: 1 timed out, 0 failed",
        "1 STREAM_BUFFER 12: 1 timed out, 0 failed").inOrder();
    assertThat(trace.failures.firstTimeoutNs()).isEqualTo(41);
  }

  private static List<String> counts(CallFailures failures) {
    return failures.counts().entrySet().stream().map(e -> e.getKey().task() + " " + e.getKey().kind() + " "
        + e.getKey().object() + ": " + e.getValue().timedOut + " timed out, " + e.getValue().failed + " failed").toList();
  }

  @Test
  void aTraceWithoutHeapEventsHasNoHeap() throws Exception {
    Trace trace = read(trace().event(TASK_SWITCHED_IN, 10, 1), new Recorder());
    assertThat(trace.heap.traced()).isFalse();
  }

  @Test
  void aMessageBufferIsNamedSoUntilItsNameArrives() throws Exception {
    Recorder r = new Recorder();
    Trace trace = read(trace().metadata(SB_KIND, null, 2, 1, 64), r);

    assertThat(r.lines).containsExactly("buffer 2 holds 64 B");
    assertThat(trace.objects.isMessageBuffer(2)).isTrue();
    assertThat(trace.names.buffers.name(2)).isEqualTo("Message buffer 2");
  }
}
