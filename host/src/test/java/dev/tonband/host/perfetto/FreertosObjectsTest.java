// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.Converted;
import dev.tonband.host.StreamBuilder;
import org.junit.jupiter.api.Test;

/**
 * Golden tests of the FreeRTOS objects beyond tasks and queues: stream and message buffers,
 * event groups, notifications and software timers (catalogue ids 0x0C..0x23), the heap (0x28..0x2A) and
 * the tasks' stacks (0x34, 0x35).
 */
class FreertosObjectsTest {
  private static final int TS_RESOLUTION = 0x02, TASK_SWITCHED_IN = 0x54, TASK_NAME = 0x5F;
  private static final int TASK_IS_TIMER_TASK = 0x61, QUEUE_CREATED = 0x63, QUEUE_NAME = 0x64, QUEUE_KIND = 0x65;
  private static final int QUEUE_SEND = 0x66, QUEUE_PEEK = 0x24, QUEUE_PEEK_FROM_ISR = 0x25;
  private static final int SB_CREATED = 0x0D, SB_KIND = 0x0E, SB_NAME = 0x0F, SB_SEND = 0x10, SB_SEND_FROM_ISR = 0x11;
  private static final int SB_RECEIVE = 0x12, SB_RESET = 0x14, BLOCK_ON_SB_RECEIVE = 0x16;
  private static final int EG_CREATED = 0x18, EG_NAME = 0x19, EG_SET = 0x1A, EG_CLEAR = 0x1B, BLOCK_ON_EG = 0x1C;
  private static final int NOTIFY = 0x1E, NOTIFY_FROM_ISR = 0x1F, BLOCK_ON_NOTIFY = 0x20;
  private static final int TIMER_CREATED = 0x21, TIMER_NAME = 0x22, TIMER_EXPIRED = 0x23;
  private static final int HEAP_MALLOC = 0x28, HEAP_FREE = 0x29, HEAP_MALLOC_FAILED = 0x2A;
  private static final int TASK_STACK_LOW = 0x34, TASK_STACK_HIGH_WATER = 0x35;
  private static final int QUEUE_CALL_FAILED = 0x2B, SB_CALL_FAILED = 0x2C;
  private static final int BLOCK_ON_QUEUE_RECEIVE = 0x6F, ISR_ENTER = 0x04, ISR_EXIT = 0x05;

  private static StreamBuilder withTasks() {
    return new StreamBuilder().metadata(TS_RESOLUTION, null, 1)
        .metadata(TASK_NAME, "rx", 1)
        .metadata(TASK_NAME, "tx", 2);
  }

  @Test
  void streamBuffersGetAFillLevelCounterInBytes() throws Exception {
    Converted c = Converted.of(withTasks()
        .metadata(SB_KIND, null, 1, 0, 64) // stream buffer, 64 bytes
        .metadata(SB_NAME, "uart", 1)
        .metadata(SB_KIND, null, 2, 1, 32) // message buffer, unnamed
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(SB_CREATED, 8, 2, 1, 32)
        .event(BLOCK_ON_SB_RECEIVE, 10, 1)
        .event(SB_SEND_FROM_ISR, 20, 1, 10, 10)
        .event(SB_RECEIVE, 30, 1, 4, 6)
        .event(SB_RESET, 40, 1)
        .event(SB_SEND, 50, 2, 5, 13)
        .bytes());

    assertThat(c.trace().linesOf("Stream buffers")).containsExactly(
        "Stream buffers / uart: C 10 @20",
        "Stream buffers / uart: C 6 @30",
        "Stream buffers / uart: C 0 @40",
        "Stream buffers / Message buffer 2: C 13 @50").inOrder();
    assertThat(c.trace().linesOf("rx / State")).contains("rx / State: B Blocked on stream buffer uart (receive) @10");
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void eachTasksLeastFreeStackIsACounterInItsGroup() throws Exception {
    Converted c = Converted.of(withTasks()
        .event(TASK_STACK_LOW, 10, 1, 600)
        .event(TASK_STACK_LOW, 20, 2, 900)
        .event(TASK_STACK_LOW, 30, 1, 480)
        .event(TASK_STACK_HIGH_WATER, 40, 1, 480) // the exact mark, no lower: no new value
        .event(TASK_STACK_HIGH_WATER, 50, 2, 720)
        .bytes());

    assertThat(c.trace().linesOf("rx / Stack free")).containsExactly(
        "rx / Stack free: C 600 @10", "rx / Stack free: C 480 @30").inOrder();
    assertThat(c.trace().linesOf("tx / Stack free")).containsExactly(
        "tx / Stack free: C 900 @20", "tx / Stack free: C 720 @50").inOrder();
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void theHeapInUseIsACounterInBytesAndEachAllocationAnInstantOfItsTask() throws Exception {
    Converted c = Converted.of(withTasks()
        .event(HEAP_MALLOC, 3, 0x100, 48) // before any task runs
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(HEAP_MALLOC, 10, 0x200, 100)
        .event(HEAP_MALLOC_FAILED, 15, 0)
        .event(HEAP_FREE, 20, 0x100, 48)
        .event(HEAP_FREE, 25, 0x999, 16) // allocated before the trace: the use counts from its start
        .bytes());

    assertThat(c.trace().linesOf("Heap / In use")).containsExactly(
        "Heap / In use: C 48 @3", "Heap / In use: C 148 @10", "Heap / In use: C 100 @20").inOrder();
    assertThat(c.trace().linesOf("rx / Failed calls")).containsExactly("rx / Failed calls: I pvPortMalloc failed @15");
    // Each allocation and free on its task's track in the group, the block's allocator on the free.
    assertThat(c.trace().linesOf("Heap / No task known")).containsExactly("Heap / No task known: I pvPortMalloc of 48 bytes @3");
    assertThat(c.trace().linesOf("Heap / rx")).containsExactly("Heap / rx: I pvPortMalloc of 100 bytes @10",
        "Heap / rx: I vPortFree of 48 bytes @20", "Heap / rx: I vPortFree of 16 bytes @25").inOrder();
    assertThat(c.trace().annotationsOf(c.trace().lines().indexOf("Heap / rx: I pvPortMalloc of 100 bytes @10")))
        .containsExactly("address", "0x200", "in use after", 148L).inOrder();
    assertThat(c.trace().annotationsOf(c.trace().lines().indexOf("Heap / rx: I vPortFree of 48 bytes @20")))
        .containsExactly("address", "0x100", "allocated by", "no task known", "in use after", 100L).inOrder();
    assertThat(c.trace().annotationsOf(c.trace().lines().indexOf("Heap / rx: I vPortFree of 16 bytes @25")))
        .containsEntry("allocated by", "before the trace began");
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void aFailedCallIsAnInstantOnItsTaskAfterTheBlockedStateOfACallThatWaited() throws Exception {
    // FrFailedCall: 0 send, 1 receive, 3 send from an ISR; queue kind 3: a mutex.
    Converted c = Converted.of(withTasks()
        .metadata(QUEUE_NAME, "inbox", 7)
        .metadata(QUEUE_KIND, null, 8, 3)
        .metadata(QUEUE_NAME, "lock", 8)
        .metadata(SB_KIND, null, 9, 0, 16)
        .metadata(SB_NAME, "uart", 9)
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(BLOCK_ON_QUEUE_RECEIVE, 10, 7, 3)
        .event(TASK_SWITCHED_IN, 11, 2)
        .event(TASK_SWITCHED_IN, 40, 1)
        .event(QUEUE_CALL_FAILED, 41, 7, 1)
        .event(QUEUE_CALL_FAILED, 42, 8, 1)
        .event(ISR_ENTER, 50, 3)
        .event(QUEUE_CALL_FAILED, 51, 7, 3)
        .event(ISR_EXIT, 52, 3)
        .event(SB_CALL_FAILED, 60, 9, 0)
        .bytes());

    assertThat(c.trace().linesOf("rx / State")).containsAtLeast("rx / State: B Blocked on queue inbox (receive) @10",
        "rx / State: B Running on core 0 @40").inOrder();
    assertThat(c.trace().linesOf("rx / Failed calls")).containsExactly(
        "rx / Failed calls: I receive from queue inbox timed out @41",
        "rx / Failed calls: I take mutex lock failed (no wait) @42",
        "rx / Failed calls: I send to stream buffer uart failed (no wait) @60").inOrder();
    assertThat(c.trace().linesOf("Core #0 / Failed calls")).containsExactly(
        "Core #0 / Failed calls (interrupts, no task): I send to queue inbox failed (no wait) @51");
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void eventGroupBitsAreACounter() throws Exception {
    Converted c = Converted.of(withTasks()
        .metadata(EG_NAME, "flags", 1)
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(EG_CREATED, 6, 1)
        .event(BLOCK_ON_EG, 10, 1, 4)
        .event(TASK_SWITCHED_IN, 11, 2)
        .event(EG_SET, 20, 1, 5, 5)
        .event(EG_CLEAR, 30, 1, 4, 1)
        .bytes());

    assertThat(c.trace().linesOf("Event groups")).containsExactly(
        "Event groups / flags: C 5 @20",
        "Event groups / flags: C 1 @30").inOrder();
    assertThat(c.trace().linesOf("rx / State")).contains("rx / State: B Blocked on event group flags (bits 0x4) @10");
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void notificationsAreInstantsOnTheReceivingTask() throws Exception {
    Converted c = Converted.of(withTasks()
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(BLOCK_ON_NOTIFY, 6, 0)
        .event(TASK_SWITCHED_IN, 7, 2)
        .event(NOTIFY, 10, 1, 0)
        .event(NOTIFY_FROM_ISR, 20, 1, 2)
        .bytes());

    assertThat(c.trace().linesOf("rx / Notifications")).containsExactly(
        "rx / Notifications: I Notified by tx @10",
        "rx / Notifications: I Notified by an interrupt [2] @20").inOrder();
    assertThat(c.trace().linesOf("rx / State")).contains("rx / State: B Blocked (notification) @6");
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void timerExpiriesAreInstantsOnTheTimerTask() throws Exception {
    Converted c = Converted.of(withTasks()
        .metadata(TASK_NAME, "Tmr Svc", 3)
        .metadata(TASK_IS_TIMER_TASK, null, 3)
        .metadata(TIMER_NAME, "blink", 1)
        .event(TIMER_CREATED, 2, 1)
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(TIMER_EXPIRED, 10, 1) // the timer task's id comes from metadata, not the core
        .event(TIMER_EXPIRED, 20, 2)
        .bytes());

    assertThat(c.trace().linesOf("Tmr Svc / Timers")).containsExactly(
        "Tmr Svc / Timers: I blink expired @10",
        "Tmr Svc / Timers: I Timer 2 expired @20").inOrder();
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void aNewMutexIsNotShownTakenBeforeItsFirstGive() throws Exception {
    Converted c = Converted.of(withTasks()
        .metadata(QUEUE_NAME, "lock", 4)
        .metadata(QUEUE_KIND, null, 4, 3) // FRQK_MUTEX
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(QUEUE_CREATED, 10, 4)
        .event(QUEUE_SEND, 11, 4, 1) // created given
        .bytes());

    assertThat(c.trace().linesOf("Mutexes")).containsExactly("Mutexes / lock: B Available @11");
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void aPeekShowsTheLevelOfAQueueFilledBeforeTracing() throws Exception {
    Converted c = Converted.of(withTasks()
        .metadata(QUEUE_NAME, "rx", 5)
        .metadata(QUEUE_KIND, null, 5, 0) // FRQK_QUEUE
        .event(TASK_SWITCHED_IN, 5, 1)
        .event(QUEUE_PEEK, 10, 5, 3)
        .event(QUEUE_PEEK_FROM_ISR, 20, 5, 3)
        .bytes());

    assertThat(c.trace().linesOf("Queues")).containsExactly("Queues / rx: C 3 @10", "Queues / rx: C 3 @20").inOrder();
    assertThat(c.problems().clean()).isTrue();
  }
}
