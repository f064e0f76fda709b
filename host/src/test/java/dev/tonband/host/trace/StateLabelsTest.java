// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.FrQueueKind;
import dev.tonband.codec.events.FrStreamBufferKind;
import dev.tonband.codec.events.FreertosEventGroupName;
import dev.tonband.codec.events.FreertosQueueKind;
import dev.tonband.codec.events.FreertosQueueName;
import dev.tonband.codec.events.FreertosStreamBufferKind;
import dev.tonband.codec.events.FreertosStreamBufferName;
import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.EventItem;
import org.junit.jupiter.api.Test;

/**
 * A task's state in words, with the names and kinds the trace gave its objects, as
 * docs/host-tool.md lists them for the State track (and the task_state table's detail).
 */
class StateLabelsTest {
  private final Trace trace = new Trace(new ProblemLog(), id -> null);

  StateLabelsTest() throws Exception {
    read(new FreertosTaskName(2, "ctrl"),
        new FreertosQueueName(5, "rx"), new FreertosQueueKind(5, FrQueueKind.FRQK_QUEUE),
        new FreertosQueueName(6, "lock"), new FreertosQueueKind(6, FrQueueKind.FRQK_MUTEX),
        new FreertosQueueName(7, "tokens"), new FreertosQueueKind(7, FrQueueKind.FRQK_COUNTING_SEMPHR),
        new FreertosStreamBufferName(8, "log"),
        new FreertosStreamBufferKind(8, FrStreamBufferKind.FRSBK_MESSAGE_BUFFER, 64),
        new FreertosEventGroupName(9, "flags"));
  }

  private void read(TraceEvent... events) throws Exception {
    for (TraceEvent event : events) {
      trace.read(new EventItem(event, 0, 0, "test", 0));
    }
  }

  private String label(TaskState state) {
    return trace.labels.label(state);
  }

  private String blocked(Wait.Cause cause, long object, Wait.Operation operation, long value) {
    return label(TaskState.blocked(new Wait(cause, object, operation, value)));
  }

  @Test
  void runningReadySuspendedAndDeleted() {
    assertThat(label(TaskState.running(1))).isEqualTo("Running on core 1");
    assertThat(label(TaskState.running(1))).isSameInstanceAs(label(TaskState.running(1)));
    assertThat(label(TaskState.READY)).isEqualTo("Ready");
    assertThat(label(new TaskState(TaskState.Kind.SUSPENDED, 0, 2, null))).isEqualTo("Suspended by task ctrl");
    assertThat(label(new TaskState(TaskState.Kind.SUSPENDED, 0, -1, null))).isEqualTo("Suspended");
    assertThat(label(new TaskState(TaskState.Kind.DELETED, 0, 2, null))).isEqualTo("Deleted by task ctrl");
  }

  @Test
  void aDelayInTicksUntilATickOrForEver() {
    assertThat(blocked(Wait.Cause.DELAY, 0, null, 1)).isEqualTo("Blocked (delay 1 tick)");
    assertThat(blocked(Wait.Cause.DELAY, 0, null, 10)).isEqualTo("Blocked (delay 10 ticks)");
    assertThat(blocked(Wait.Cause.DELAY_UNTIL, 0, null, 500)).isEqualTo("Blocked (delay until tick 500)");
    assertThat(blocked(Wait.Cause.DELAY, 0, null, 0xFFFF)).isEqualTo("Blocked (indefinitely)");
    assertThat(blocked(Wait.Cause.DELAY, 0, null, 0xFFFFFFFFL)).isEqualTo("Blocked (indefinitely)");
  }

  @Test
  void onAnObjectByItsKindAndNameWithTheWordForItsOperation() {
    assertThat(blocked(Wait.Cause.QUEUE, 5, Wait.Operation.RECEIVE, 0)).isEqualTo("Blocked on queue rx (receive)");
    assertThat(blocked(Wait.Cause.QUEUE, 5, Wait.Operation.SEND, 0)).isEqualTo("Blocked on queue rx (send)");
    assertThat(blocked(Wait.Cause.QUEUE, 6, Wait.Operation.RECEIVE, 0)).isEqualTo("Blocked on mutex lock (take)");
    assertThat(blocked(Wait.Cause.QUEUE, 7, Wait.Operation.SEND, 0))
        .isEqualTo("Blocked on counting semaphore tokens (give)");
    assertThat(blocked(Wait.Cause.STREAM_BUFFER, 8, Wait.Operation.RECEIVE, 0))
        .isEqualTo("Blocked on message buffer log (receive)");
    assertThat(blocked(Wait.Cause.EVENT_GROUP, 9, null, 0x30)).isEqualTo("Blocked on event group flags (bits 0x30)");
    assertThat(blocked(Wait.Cause.NOTIFICATION, 0, null, 0)).isEqualTo("Blocked (notification)");
  }
}
