// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.Converted;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.stream.Problem;
import org.junit.jupiter.api.Test;

/**
 * Every FreeRTOS event of a kind shows as docs/host-tool.md says that kind shows, not only the
 * one variant the other model tests use: each event that makes a task ready, sets its priority,
 * sets a queue's length or blocks on a queue, and the task-local markers. Event ids and fields
 * are events.yaml's; the expected lines are written from the event's meaning.
 */
class FreertosEventKindsTest {
  private static final int TS_RESOLUTION = 0x02, DROPPED = 0x01, TASK_SWITCHED_IN = 0x54, TASK_NAME = 0x5F;
  private static final int QUEUE_NAME = 0x64, DELAY_UNTIL = 0x5A;
  private static final int TASK_EVTMARKER_NAME = 0x7A, TASK_EVTMARKER = 0x7B, TASK_EVTMARKER_BEGIN = 0x7C;
  private static final int TASK_EVTMARKER_END = 0x7D, TASK_VALMARKER_NAME = 0x7E, TASK_VALMARKER = 0x7F;

  /** An s64 field's wire value (docs/wire-format.md): the magnitude shifted left, the sign in bit 0. */
  private static long s64(long value) {
    return (Math.abs(value) << 1) | (value < 0 ? 1 : 0);
  }

  private static StreamBuilder ctrlAndRx() {
    return new StreamBuilder().metadata(TS_RESOLUTION, null, 1)
        .metadata(TASK_NAME, "IDLE", 0)
        .metadata(TASK_NAME, "ctrl", 1)
        .metadata(QUEUE_NAME, "rx", 7);
  }

  @Test
  void everyEventThatMakesATaskReadyShowsItReady() throws Exception {
    // task_to_rdy_state, task_resumed, task_resumed_from_isr, task_created
    for (int id : new int[] {0x55, 0x56, 0x57, 0x5E}) {
      Converted c = Converted.of(ctrlAndRx().event(TASK_SWITCHED_IN, 10, 0).event(id, 20, 1).bytes());

      assertWithMessage("event 0x%s", Integer.toHexString(id))
          .that(c.trace().linesOf("ctrl / State")).containsExactly("ctrl / State: B Ready @20");
    }
  }

  @Test
  void everyPriorityEventSetsThePriorityCounter() throws Exception {
    // task_priority_set, task_priority_inherit, task_priority_disinherit
    for (int id : new int[] {0x5B, 0x5C, 0x5D}) {
      Converted c = Converted.of(ctrlAndRx().event(id, 20, 1, 4).event(id, 30, 1, 2).bytes());

      assertWithMessage("event 0x%s", Integer.toHexString(id)).that(c.trace().linesOf("ctrl / Priority"))
          .containsExactly("ctrl / Priority: C 4 @20", "ctrl / Priority: C 2 @30").inOrder();
    }
  }

  @Test
  void everyQueueEventWithALengthSetsTheQueuesCounter() throws Exception {
    // send, send_from_isr, overwrite, overwrite_from_isr, receive, receive_from_isr (len_after),
    // cur_length (length): the queue holds that many items; reset empties it
    for (int id : new int[] {0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x70}) {
      Converted c = Converted.of(ctrlAndRx().event(id, 20, 7, 3).event(0x6C, 30, 7).bytes());

      assertWithMessage("event 0x%s", Integer.toHexString(id)).that(c.trace().linesOf("Queues"))
          .containsExactly("Queues / rx: C 3 @20", "Queues / rx: C 0 @30").inOrder();
    }
  }

  @Test
  void blockingOnAQueueNamesTheOperation() throws Exception {
    String[] operations = {"peek", "send", "receive"}; // curtask_block_on_queue_peek, _send, _receive
    for (int k = 0; k < operations.length; k++) {
      Converted c = Converted.of(ctrlAndRx().event(TASK_SWITCHED_IN, 10, 1).event(0x6D + k, 20, 7, 100).bytes());

      assertThat(c.trace().linesOf("ctrl / State")).containsExactly(
          "ctrl / State: B Running on core 0 @10",
          "ctrl / State: E @20",
          "ctrl / State: B Blocked on queue rx (" + operations[k] + ") @20").inOrder();
    }
  }

  @Test
  void delayUntilBlocksTheRunningTaskUntilItsTick() throws Exception {
    Converted c = Converted.of(ctrlAndRx().event(TASK_SWITCHED_IN, 10, 1).event(DELAY_UNTIL, 20, 500).bytes());

    assertThat(c.trace().linesOf("ctrl / State")).containsExactly(
        "ctrl / State: B Running on core 0 @10",
        "ctrl / State: E @20",
        "ctrl / State: B Blocked (delay until tick 500) @20").inOrder();
  }

  @Test
  void taskLocalMarkersShowUnderTheTaskThatTracedThem() throws Exception {
    Converted c = Converted.of(ctrlAndRx()
        .metadata(TASK_EVTMARKER_NAME, "phase", 4, 1)
        .metadata(TASK_VALMARKER_NAME, "depth", 5, 1)
        .event(TASK_SWITCHED_IN, 10, 1)
        .eventWithText(TASK_EVTMARKER, 20, "go", 4)
        .eventWithText(TASK_EVTMARKER_BEGIN, 30, "work", 4)
        .eventWithText(TASK_EVTMARKER_BEGIN, 35, "", 4) // an empty message shows the marker's name
        .event(TASK_EVTMARKER_END, 38, 4)
        .event(TASK_EVTMARKER_END, 40, 4)
        .event(TASK_VALMARKER, 50, 5, s64(-3))
        .event(TASK_SWITCHED_IN, 55, 0) // IDLE uses the same ids: its own markers, named alike
        .event(TASK_VALMARKER, 60, 5, s64(9))
        .bytes());

    assertThat(c.trace().linesOf("ctrl / phase")).containsExactly(
        "ctrl / phase: I go @20",
        "ctrl / phase: B work @30",
        "ctrl / phase: B phase @35",
        "ctrl / phase: E @38",
        "ctrl / phase: E @40").inOrder();
    assertThat(c.trace().linesOf("ctrl / depth")).containsExactly("ctrl / depth: C -3 @50");
    assertThat(c.trace().linesOf("IDLE / depth")).containsExactly("IDLE / depth: C 9 @60");
    assertThat(c.problems().clean()).isTrue();
  }

  /**
   * Tonbandgerät's firmware names a task-local marker with task 0 (uxTaskGetTaskNumber(NULL)), a
   * task its traces never have; two tasks then use the marker at once.
   */
  @Test
  void tonbandgeraetsTaskLocalMarkersLandOnTheTasksThatUseThem() throws Exception {
    StreamBuilder trace = new StreamBuilder().metadata(TS_RESOLUTION, null, 1)
        .metadata(TASK_NAME, "prod", 1)
        .metadata(TASK_NAME, "cons", 2)
        .metadata(TASK_EVTMARKER_NAME, "step", 3, 0)
        .event(TASK_SWITCHED_IN, 10, 1)
        .eventWithText(TASK_EVTMARKER_BEGIN, 20, "produce", 3)
        .event(TASK_SWITCHED_IN, 30, 2)
        .eventWithText(TASK_EVTMARKER_BEGIN, 40, "consume", 3)
        .event(TASK_EVTMARKER_END, 50, 3)
        .event(TASK_SWITCHED_IN, 60, 1)
        .event(TASK_EVTMARKER_END, 70, 3);
    Converted c = Converted.of(trace.bytes());

    assertThat(c.trace().linesOf("prod / step")).containsExactly(
        "prod / step: B produce @20", "prod / step: E @70").inOrder();
    assertThat(c.trace().linesOf("cons / step")).containsExactly(
        "cons / step: B consume @40", "cons / step: E @50").inOrder();
    assertThat(c.trace().trackPaths().stream().filter(p -> p.contains("Task 0")).toList()).isEmpty();
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void aTaskLocalMarkerWithoutANameBelongsToTheRunningTaskOrIsDropped() throws Exception {
    Converted c = Converted.of(ctrlAndRx()
        .event(TASK_VALMARKER, 5, 9, s64(1)) // nothing runs yet: dropped
        .eventWithText(TASK_EVTMARKER, 6, "lost", 8) // likewise
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(TASK_VALMARKER, 20, 9, s64(2))
        .eventWithText(TASK_EVTMARKER, 30, "kept", 8)
        .bytes());

    assertThat(c.trace().linesOf("ctrl / Value 9")).containsExactly("ctrl / Value 9: C 2 @20");
    assertThat(c.trace().linesOf("ctrl / Marker 8")).containsExactly("ctrl / Marker 8: I kept @30");
    assertThat(c.problems().counts()).containsExactly("MISSING_METADATA", 2L);
  }

  @Test
  void droppedEventsAreReportedOnlyWhereTheCountRises() throws Exception {
    Converted c = Converted.of(new StreamBuilder().metadata(TS_RESOLUTION, null, 1)
        .event(DROPPED, 10, 0).event(DROPPED, 20, 3).event(DROPPED, 30, 3).event(DROPPED, 40, 5).bytes());

    assertThat(c.problems().firstOccurrences().stream().map(Problem::message).toList()).containsExactly(
        "the tracer dropped 3 event(s) (3 in total): the trace has gaps here",
        "the tracer dropped 2 event(s) (5 in total): the trace has gaps here").inOrder();
    assertThat(c.trace().errorKinds()).containsExactly("DROPPED_EVENTS", "DROPPED_EVENTS");
  }
}
