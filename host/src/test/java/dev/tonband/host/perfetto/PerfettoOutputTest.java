// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.Converted;
import dev.tonband.host.StreamBuilder;
import org.junit.jupiter.api.Test;

/**
 * Golden tests on small traces: what each built-in event becomes in Perfetto, following the
 * reference layout (spec/perfetto.md). Timestamps are ticks × ts_resolution_ns.
 */
class PerfettoOutputTest {
  private static final int TS_RESOLUTION = 0x02, ISR_NAME = 0x03, ISR_ENTER = 0x04, ISR_EXIT = 0x05;
  private static final int EVTMARKER_NAME = 0x06, EVTMARKER = 0x07, EVTMARKER_BEGIN = 0x08, EVTMARKER_END = 0x09;
  private static final int VALMARKER_NAME = 0x0A, VALMARKER = 0x0B, DROPPED = 0x01, CORE_ID = 0x00;
  private static final int TASK_SWITCHED_IN = 0x54, TASK_READY = 0x55, TASK_SUSPENDED = 0x58, DELAY = 0x59;
  private static final int DELAY_UNTIL = 0x5A, PRIORITY_SET = 0x5B, TASK_NAME = 0x5F, TASK_DELETED = 0x62;
  private static final int QUEUE_NAME = 0x64, QUEUE_KIND = 0x65, QUEUE_SEND = 0x66, QUEUE_RECEIVE = 0x6A;
  private static final int BLOCK_ON_RECEIVE = 0x6F, TASK_EVTMARKER_NAME = 0x7A, TASK_EVTMARKER = 0x7B;
  private static final int SENSOR_SAMPLE = 0x80, MOTOR_STATE = 0x81, LOG_LINE = 0x82, BOARD_NAME = 0x83;

  private static StreamBuilder withResolution(long ns) {
    return new StreamBuilder().metadata(TS_RESOLUTION, null, ns);
  }

  @Test
  void isrEnterAndExitBecomeASliceOnTheIsrTrackOfItsCore() throws Exception {
    Converted c = Converted.of(withResolution(10)
        .metadata(ISR_NAME, "SysTick", 1)
        .event(ISR_ENTER, 100, 1)
        .event(ISR_EXIT, 105, 1)
        .bytes());

    assertThat(c.trace().lines()).containsExactly(
        "Core #0 / SysTick: B SysTick @1000",
        "Core #0 / SysTick: E @1050").inOrder();
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void eventMarkersGiveInstantsAndNestedSlicesNamedByTheMessage() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .metadata(EVTMARKER_NAME, "render", 0)
        .eventWithText(EVTMARKER_BEGIN, 10, "frame", 0)
        .eventWithText(EVTMARKER_BEGIN, 20, "draw", 0)
        .eventWithText(EVTMARKER, 25, "vsync", 0)
        .event(EVTMARKER_END, 30, 0)
        .event(EVTMARKER_END, 40, 0)
        .metadata(VALMARKER_NAME, "temperature", 2)
        .event(VALMARKER, 50, 2, 2 * 21) // s64 21, sign-magnitude
        .event(VALMARKER, 60, 2, 2 * 5 + 1) // s64 -5
        .bytes());

    assertThat(c.trace().lines()).containsExactly(
        "Markers / render: B frame @10",
        "Markers / render: B draw @20",
        "Markers / render: I vsync @25",
        "Markers / render: E @30",
        "Markers / render: E @40",
        "Markers / temperature: C 21 @50",
        "Markers / temperature: C -5 @60").inOrder();
  }

  @Test
  void tasksShowWhereTheyRunAndTheirStatesPriorityAndQueues() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .metadata(TASK_NAME, "IDLE", 0)
        .metadata(TASK_NAME, "ctrl", 1)
        .metadata(QUEUE_NAME, "rx", 7)
        .event(TASK_SWITCHED_IN, 10, 0)
        .event(TASK_READY, 15, 1)
        .event(TASK_SWITCHED_IN, 20, 1) // preempts IDLE, which stays ready
        .event(PRIORITY_SET, 22, 1, 3)
        .event(QUEUE_SEND, 24, 7, 1)
        .event(BLOCK_ON_RECEIVE, 30, 7, 100)
        .event(TASK_SWITCHED_IN, 31, 0)
        .event(DELAY, 40, 5) // no effect on ctrl: IDLE is running
        .event(TASK_SUSPENDED, 50, 1)
        .event(TASK_DELETED, 60, 1)
        .bytes());

    assertThat(c.trace().linesOf("Core #0")).containsExactly(
        "Core #0 / IDLE: B IDLE @10",
        "Core #0 / IDLE: E @20",
        "Core #0 / ctrl: B ctrl @20",
        "Core #0 / ctrl: E @31",
        "Core #0 / IDLE: B IDLE @31").inOrder();
    assertThat(c.trace().linesOf("ctrl")).containsExactly(
        "ctrl / State: B Ready @15",
        "ctrl / State: E @20",
        "ctrl / State: B Running on core 0 @20",
        "ctrl / Priority: C 3 @22",
        "ctrl / State: E @30",
        "ctrl / State: B Blocked on queue rx (receive) @30",
        "ctrl / State: E @50",
        "ctrl / State: B Suspended by task IDLE @50",
        "ctrl / State: E @60",
        "ctrl / State: B Deleted by task IDLE @60").inOrder();
    assertThat(c.trace().linesOf("IDLE / State")).containsExactly(
        "IDLE / State: B Running on core 0 @10",
        "IDLE / State: E @20",
        "IDLE / State: B Ready @20",
        "IDLE / State: E @31",
        "IDLE / State: B Running on core 0 @31",
        "IDLE / State: E @40",
        "IDLE / State: B Blocked (delay 5 ticks) @40").inOrder();
    assertThat(c.trace().linesOf("Queues")).containsExactly("Queues / rx: C 1 @24");
  }

  @Test
  void aTaskThatBlocksAndIsSwitchedInAgainRunsOnWithoutANewCoreSlice() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .metadata(TASK_NAME, "ctrl", 1)
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(DELAY, 20, 0)
        .event(TASK_SWITCHED_IN, 21, 1)
        .bytes());

    assertThat(c.trace().linesOf("Core #0")).containsExactly("Core #0 / ctrl: B ctrl @10");
    assertThat(c.trace().linesOf("ctrl / State")).containsExactly(
        "ctrl / State: B Running on core 0 @10",
        "ctrl / State: E @20",
        "ctrl / State: B Blocked (delay 0 ticks) @20",
        "ctrl / State: E @21",
        "ctrl / State: B Running on core 0 @21").inOrder();
  }

  @Test
  void portMaxDelayOfSixteenAndThirtyTwoBitTicksBlocksIndefinitely() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .metadata(TASK_NAME, "ctrl", 1)
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(DELAY, 20, 0xFFFF_FFFFL)
        .event(TASK_SWITCHED_IN, 30, 1)
        .event(DELAY_UNTIL, 40, 0xFFFF)
        .event(TASK_SWITCHED_IN, 50, 1)
        .event(DELAY, 60, 0xFFFE)
        .bytes());

    assertThat(c.trace().linesOf("ctrl / State")).containsExactly(
        "ctrl / State: B Running on core 0 @10",
        "ctrl / State: E @20",
        "ctrl / State: B Blocked (indefinitely) @20",
        "ctrl / State: E @30",
        "ctrl / State: B Running on core 0 @30",
        "ctrl / State: E @40",
        "ctrl / State: B Blocked (indefinitely) @40",
        "ctrl / State: E @50",
        "ctrl / State: B Running on core 0 @50",
        "ctrl / State: E @60",
        "ctrl / State: B Blocked (delay 65534 ticks) @60").inOrder();
  }

  @Test
  void mutexesShowWhoHoldsThem() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .metadata(TASK_NAME, "ctrl", 1)
        .metadata(QUEUE_NAME, "i2c_lock", 3)
        .metadata(QUEUE_KIND, null, 3, 3) // FRQK_MUTEX
        .event(TASK_SWITCHED_IN, 10, 1)
        .event(QUEUE_RECEIVE, 20, 3, 0) // take
        .event(QUEUE_SEND, 30, 3, 1) // give
        .bytes());

    assertThat(c.trace().linesOf("Mutexes")).containsExactly(
        "Mutexes / i2c_lock: B Taken by ctrl @20",
        "Mutexes / i2c_lock: E @30",
        "Mutexes / i2c_lock: B Available @30").inOrder();
  }

  @Test
  void taskLocalMarkersLiveInTheirTasksProcess() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .metadata(TASK_NAME, "comms", 2)
        .metadata(TASK_EVTMARKER_NAME, "packets", 4, 2)
        .eventWithText(TASK_EVTMARKER, 10, "sent", 4)
        .bytes());

    assertThat(c.trace().lines()).containsExactly("comms / packets: I sent @10");
  }

  @Test
  void applicationEventsFollowTheirCatalogueDeclaration() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .event(SENSOR_SAMPLE, 10, 3, 2 * 250) // sensor 3, value 250
        .event(MOTOR_STATE, 20, 1, 2) // motor 1, DEMO_MOTOR_RUNNING
        .eventWithText(LOG_LINE, 30, "booted", 4)
        .metadata(BOARD_NAME, "qemu-mps2") // undeclared (metadata): an annotated instant
        .bytes());

    assertThat(c.trace().lines()).containsExactly(
        "Application / Sensor 3: C 250 @10",
        "Application / Motor 1: I DEMO_MOTOR_RUNNING @20",
        "Application / Log: I booted @30",
        "Application / demo events: I board_name @30").inOrder();
  }

  @Test
  void inputsPinnedToCoresAreMergedByTime() throws Exception {
    byte[] core0 = withResolution(1).event(ISR_ENTER, 10, 1).event(ISR_EXIT, 30, 1).bytes();
    byte[] core1 = withResolution(1).event(ISR_ENTER, 20, 1).event(ISR_EXIT, 40, 1).bytes();

    Converted c = Converted.of(core0, core1);

    assertThat(c.trace().lines()).containsExactly(
        "Core #0 / ISR 1: B ISR 1 @10",
        "Core #1 / ISR 1: B ISR 1 @20",
        "Core #0 / ISR 1: E @30",
        "Core #1 / ISR 1: E @40").inOrder();
  }

  @Test
  void aMetadataBufferGivenAsItsOwnInputNamesAndTimesTheOthers() throws Exception {
    byte[] metadata = withResolution(10).metadata(ISR_NAME, "SysTick", 1).bytes();
    byte[] snapshot = new StreamBuilder().event(ISR_ENTER, 100, 1).event(ISR_EXIT, 105, 1).bytes();

    Converted c = Converted.of(metadata, snapshot);

    assertThat(c.trace().lines()).containsExactly(
        "Core #1 / SysTick: B SysTick @1000", "Core #1 / SysTick: E @1050").inOrder();
    assertThat(c.problems().clean()).isTrue();
  }

  @Test
  void inStreamCoreIdSwitchesTheCoreOfWhatFollows() throws Exception {
    Converted c = Converted.of(withResolution(1)
        .event(ISR_ENTER, 10, 1)
        .event(CORE_ID, 11, 1)
        .event(ISR_ENTER, 12, 2)
        .bytes());

    assertThat(c.trace().lines()).containsExactly(
        "Core #0 / ISR 1: B ISR 1 @10",
        "Core #1 / ISR 2: B ISR 2 @12").inOrder();
  }

  @Test
  void droppedEventsAreCountedAndReported() throws Exception {
    Converted c = Converted.of(withResolution(1).event(DROPPED, 10, 0).event(DROPPED, 20, 3).bytes());

    assertThat(c.trace().linesOf("Core #0")).containsExactly(
        "Core #0 / Dropped events: C 0 @10", "Core #0 / Dropped events: C 3 @20").inOrder();
    assertThat(c.trace().errorKinds()).containsExactly("DROPPED_EVENTS");
    assertThat(c.problems().counts()).containsExactly("DROPPED_EVENTS", 1L);
  }
}
