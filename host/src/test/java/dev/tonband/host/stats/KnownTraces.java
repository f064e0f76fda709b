// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.codec.events.DroppedEvtCnt;
import dev.tonband.codec.events.EvtmarkerBegin;
import dev.tonband.codec.events.EvtmarkerEnd;
import dev.tonband.codec.events.EvtmarkerName;
import dev.tonband.codec.events.FreertosCurtaskBlockOnQueueReceive;
import dev.tonband.codec.events.FreertosCurtaskBlockOnQueueSend;
import dev.tonband.codec.events.FreertosCurtaskDelay;
import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.FreertosCurtaskBlockOnQueueReceive;
import dev.tonband.codec.events.FreertosHeapFree;
import dev.tonband.codec.events.FreertosHeapMalloc;
import dev.tonband.codec.events.FreertosHeapMallocFailed;
import dev.tonband.codec.events.FreertosQueueCallFailed;
import dev.tonband.codec.events.FreertosQueueKind;
import dev.tonband.codec.events.FreertosQueueName;
import dev.tonband.codec.events.FreertosQueueReceive;
import dev.tonband.codec.events.FreertosQueueSend;
import dev.tonband.codec.events.FreertosStreamBufferKind;
import dev.tonband.codec.events.FreertosStreamBufferName;
import dev.tonband.codec.events.FreertosStreamBufferReceive;
import dev.tonband.codec.events.FreertosStreamBufferSend;
import dev.tonband.codec.events.FreertosTaskCreated;
import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.FreertosTaskPriorityDisinherit;
import dev.tonband.codec.events.FreertosTaskPriorityInherit;
import dev.tonband.codec.events.FreertosTaskStackHighWater;
import dev.tonband.codec.events.FreertosTaskStackLow;
import dev.tonband.codec.events.FreertosTaskSwitchedIn;
import dev.tonband.codec.events.FreertosTaskToRdyState;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.codec.events.Valmarker;
import dev.tonband.codec.events.ValmarkerName;
import dev.tonband.host.Analysis;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import dev.tonband.host.trace.ProblemLog;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Device streams whose stats are known exactly, written by the wire format's rules ({@link
 * StreamBuilder}) apart from the codec; the expected numbers are worked out in the tests.
 */
public final class KnownTraces {
  private static final int QUEUE = 0, BINARY_SEMAPHORE = 2, MUTEX = 3;
  private static final int STREAM_BUFFER = 0;

  private KnownTraces() {}

  /** The stats of device streams, one per core, read as one trace with the report's charts. */
  public static Stats analyse(byte[]... inputs) throws IOException {
    List<DeviceStream> streams = new ArrayList<>();
    Timebase timebase = new Timebase();
    for (int i = 0; i < inputs.length; i++) {
      streams.add(new DeviceStream("input" + i, new ByteArrayInputStream(inputs[i]), i, timebase));
    }
    return Analysis.run(streams, true, n -> {}, new ProblemLog());
  }

  /**
   * One core, 10 ns per tick, stack events as the firmware sends them (a switch-out's low before the
   * next task's switch-in): "a" (from 100) leaves 700 bytes free at its switch-out (110), "b" 300
   * (120), "a" 500 (130); b's high-water mark is 256 (140); "c" (from 150) has no stack events; the
   * trace ends at 200.
   */
  public static byte[] stacks() {
    return new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 10)
        .metadata(FreertosTaskName.ID, "a", 1)
        .metadata(FreertosTaskName.ID, "b", 2)
        .metadata(FreertosTaskName.ID, "c", 3)
        .event(FreertosTaskSwitchedIn.ID, 100, 1)
        .event(FreertosTaskStackLow.ID, 110, 1, 700)
        .event(FreertosTaskSwitchedIn.ID, 110, 2)
        .event(FreertosTaskStackLow.ID, 120, 2, 300)
        .event(FreertosTaskSwitchedIn.ID, 120, 1)
        .event(FreertosTaskStackLow.ID, 130, 1, 500)
        .event(FreertosTaskSwitchedIn.ID, 130, 2)
        .event(FreertosTaskStackHighWater.ID, 140, 2, 256)
        .event(FreertosTaskSwitchedIn.ID, 150, 3)
        .event(FreertosTaskSwitchedIn.ID, 200, 1)
        .bytes();
  }

  /**
   * One core, 10 ns per tick, heap events: before any task, 64 bytes at 0x1000 (tick 50); task "a"
   * (from 100) takes 100 at 0x2000 (110) and 200 at 0x3000 (120), frees 0x2000 (130) and a block
   * of 32 allocated before the trace (140); task "b" (from 200) takes 50 at 0x4000 (210), fails to
   * take 4096 (220), takes 40 at 0x2000 (230) and frees 0x4000 (240); the trace ends at 300.
   */
  public static byte[] heap() {
    return new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 10)
        .metadata(FreertosTaskName.ID, "a", 1)
        .metadata(FreertosTaskName.ID, "b", 2)
        .event(FreertosHeapMalloc.ID, 50, 0x1000, 64)
        .event(FreertosTaskSwitchedIn.ID, 100, 1)
        .event(FreertosHeapMalloc.ID, 110, 0x2000, 100)
        .event(FreertosHeapMalloc.ID, 120, 0x3000, 200)
        .event(FreertosHeapFree.ID, 130, 0x2000, 100)
        .event(FreertosHeapFree.ID, 140, 0x9000, 32)
        .event(FreertosTaskSwitchedIn.ID, 200, 2)
        .event(FreertosHeapMalloc.ID, 210, 0x4000, 50)
        .event(FreertosHeapMallocFailed.ID, 220, 4096)
        .event(FreertosHeapMalloc.ID, 230, 0x2000, 40)
        .event(FreertosHeapFree.ID, 240, 0x4000, 50)
        .event(FreertosTaskSwitchedIn.ID, 300, 1)
        .bytes();
  }

  /**
   * One core, 10 ns per tick, failed calls: task "a" (from 100) blocks receiving from queue "q"
   * (110), "b" runs (120) until "a" runs again (200), whose receive fails at 210 (it timed out)
   * and again at 220 (no wait); "b" (from 300) fails to send to "q" at 310 (no wait); an interrupt
   * fails to receive from "q" at 320; the trace ends at 400.
   */
  public static byte[] failedCalls() {
    return new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 10)
        .metadata(FreertosTaskName.ID, "a", 1)
        .metadata(FreertosTaskName.ID, "b", 2)
        .metadata(FreertosQueueName.ID, "q", 7)
        .event(FreertosTaskSwitchedIn.ID, 100, 1)
        .event(FreertosCurtaskBlockOnQueueReceive.ID, 110, 7, 50)
        .event(FreertosTaskSwitchedIn.ID, 120, 2)
        .event(FreertosTaskSwitchedIn.ID, 200, 1)
        .event(FreertosQueueCallFailed.ID, 210, 7, FrFailedCall.FRFC_RECEIVE.value())
        .event(FreertosQueueCallFailed.ID, 220, 7, FrFailedCall.FRFC_RECEIVE.value())
        .event(FreertosTaskSwitchedIn.ID, 300, 2)
        .event(FreertosQueueCallFailed.ID, 310, 7, FrFailedCall.FRFC_SEND.value())
        .event(FreertosQueueCallFailed.ID, 320, 7, FrFailedCall.FRFC_RECEIVE_FROM_ISR.value())
        .event(FreertosTaskSwitchedIn.ID, 400, 1)
        .bytes();
  }

  /**
   * One core, 10 ns per tick. "idle" runs from tick 100; interrupt "timer" at 200-210, 340-370
   * and 600-620; "ctrl" is readied at 300, runs 310-500 (sends twice to q, takes and gives m,
   * then delays), is readied at 700 and runs from 750 to the end at 800.
   */
  public static byte[] oneCore() {
    return new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 10)
        .metadata(FreertosTaskName.ID, "ctrl", 1)
        .metadata(FreertosTaskName.ID, "idle", 2)
        .metadata(IsrName.ID, "timer", 7)
        .metadata(FreertosQueueKind.ID, null, 1, QUEUE)
        .metadata(FreertosQueueName.ID, "q", 1)
        .metadata(FreertosQueueKind.ID, null, 2, MUTEX)
        .metadata(FreertosQueueName.ID, "m", 2)
        .metadata(EvtmarkerName.ID, "work", 1)
        .metadata(ValmarkerName.ID, "depth", 2)
        .event(FreertosTaskSwitchedIn.ID, 100, 2)
        .event(IsrEnter.ID, 200, 7)
        .event(IsrExit.ID, 210, 7)
        .event(FreertosTaskToRdyState.ID, 300, 1)
        .event(FreertosTaskSwitchedIn.ID, 310, 1)
        .event(FreertosQueueSend.ID, 320, 1, 1)
        .eventWithText(EvtmarkerBegin.ID, 320, "step", 1)
        .event(Valmarker.ID, 320, 2, 2 * 5)
        .event(FreertosQueueSend.ID, 330, 1, 2)
        .event(IsrEnter.ID, 340, 7)
        .event(IsrExit.ID, 370, 7)
        .event(FreertosQueueReceive.ID, 400, 2, 0)
        .event(FreertosQueueSend.ID, 450, 2, 1)
        .event(EvtmarkerEnd.ID, 450, 1)
        .event(DroppedEvtCnt.ID, 450, 3)
        .event(FreertosCurtaskDelay.ID, 500, 5)
        .event(FreertosTaskSwitchedIn.ID, 510, 2)
        .event(IsrEnter.ID, 600, 7)
        .event(DroppedEvtCnt.ID, 610, 3)
        .event(IsrExit.ID, 620, 7)
        .event(FreertosTaskToRdyState.ID, 700, 1)
        .event(DroppedEvtCnt.ID, 700, 5)
        .event(FreertosTaskSwitchedIn.ID, 750, 1)
        .event(FreertosQueueReceive.ID, 760, 1, 1)
        .event(Valmarker.ID, 760, 2, 2 * 3 + 1)
        .event(FreertosQueueReceive.ID, 800, 1, 0)
        .event(Valmarker.ID, 800, 2, 2 * 9)
        .bytes();
  }

  /**
   * Two cores, 1 ns per tick. Core 0: "prod" fills q (capacity 2: it blocks sending at 1300),
   * "low" takes m at 1400 and gives it at 1600; core 1: "cons" blocks on m at 1450, which makes
   * low inherit its priority, is readied at 1610, runs again and takes m at 1800.
   */
  public static byte[] core0() {
    return new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(FreertosTaskName.ID, "prod", 1)
        .metadata(FreertosTaskName.ID, "cons", 2)
        .metadata(FreertosTaskName.ID, "low", 3)
        .metadata(FreertosQueueKind.ID, null, 1, QUEUE)
        .metadata(FreertosQueueName.ID, "q", 1)
        .metadata(FreertosQueueKind.ID, null, 2, MUTEX)
        .metadata(FreertosQueueName.ID, "m", 2)
        .metadata(FreertosQueueKind.ID, null, 3, BINARY_SEMAPHORE)
        .metadata(FreertosStreamBufferKind.ID, null, 1, STREAM_BUFFER, 64)
        .metadata(FreertosStreamBufferName.ID, "uart", 1)
        .event(FreertosTaskSwitchedIn.ID, 1000, 1)
        .event(FreertosQueueSend.ID, 1100, 1, 1)
        .event(FreertosStreamBufferSend.ID, 1100, 1, 64, 64)
        .event(FreertosQueueSend.ID, 1200, 1, 2)
        .event(FreertosQueueSend.ID, 1200, 3, 1)
        .event(FreertosCurtaskBlockOnQueueSend.ID, 1300, 1, 100)
        .event(FreertosTaskSwitchedIn.ID, 1310, 3)
        .event(FreertosStreamBufferReceive.ID, 1350, 1, 16, 48)
        .event(FreertosQueueReceive.ID, 1400, 2, 0)
        .event(FreertosQueueReceive.ID, 1500, 3, 0)
        .event(FreertosQueueSend.ID, 1600, 2, 1)
        .event(FreertosTaskPriorityDisinherit.ID, 1600, 3, 1)
        .event(FreertosTaskToRdyState.ID, 1610, 2)
        .event(FreertosQueueReceive.ID, 1700, 1, 1)
        .event(FreertosTaskToRdyState.ID, 1710, 1)
        .bytes();
  }

  public static byte[] core1() {
    return new StreamBuilder()
        .event(FreertosTaskSwitchedIn.ID, 1050, 2)
        .event(FreertosCurtaskBlockOnQueueReceive.ID, 1450, 2, 100)
        .event(FreertosTaskPriorityInherit.ID, 1460, 3, 5)
        .event(FreertosTaskSwitchedIn.ID, 1620, 2)
        .event(FreertosQueueReceive.ID, 1800, 2, 0)
        .bytes();
  }

  /**
   * Boot of a FreeRTOS firmware, 1 ns per tick, no interrupt: tasks "a" and "b" are created at 0,
   * before the scheduler starts with a (at 0 too, as ports stamp everything before it); b runs
   * 800-1000, a again from 1000 to the end at 1100. Marker "unused" is named, never used.
   */
  public static byte[] boot() {
    return new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(FreertosTaskName.ID, "a", 1)
        .metadata(FreertosTaskName.ID, "b", 2)
        .metadata(EvtmarkerName.ID, "unused", 1)
        .event(FreertosTaskCreated.ID, 0, 1)
        .event(FreertosTaskCreated.ID, 0, 2)
        .event(FreertosTaskSwitchedIn.ID, 0, 1)
        .event(FreertosTaskSwitchedIn.ID, 800, 2)
        .event(FreertosTaskSwitchedIn.ID, 1000, 1)
        .event(FreertosTaskToRdyState.ID, 1100, 2)
        .bytes();
  }

}
