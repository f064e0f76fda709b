// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.codec.events.EventPacker;
import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.FrQueueKind;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The visitor path's and the packer's promise of no allocation per event; apart, as PIT's probes allocate. */
class TraceReaderAllocationTest {
  @Test
  void visitorPathAllocatesNothingPerEvent() throws IOException {
    assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    byte[] stream = Files.readAllBytes(Corpus.file("streams/encode-cases.bin"));
    long[] sum = new long[1];
    EventVisitor visitor = new EventVisitor() {
      @Override
      public void onIsrEnter(long ts, long isrId) {
        sum[0] += isrId;
      }
    };
    TraceReader reader = new TraceReader(visitor, e -> { throw new AssertionError(e); });
    reader.feed(stream); // warm up
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 100; i++) {
      reader.feed(stream);
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    long events = reader.events();

    assertThat(events).isGreaterThan(100_000L);
    assertThat(allocated).isLessThan(events / 100); // well under one byte per event
  }

  @Test
  void packingBuiltinNumericEventsAllocatesNothing() {
    assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] sum = new long[1];
    EventPacker packer = new EventPacker((id, timed, ticks, a, b, c, ref) -> sum[0] += id + ticks + a + b + c);
    int events = 300_000;
    pack(packer, events / 3); // warm up
    long before = threads.getCurrentThreadAllocatedBytes();
    pack(packer, events / 3);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertThat(sum[0]).isNotEqualTo(0);
    assertThat(allocated).isLessThan(events / 100); // well under one byte per event
  }

  /** A timed event, a timed event of two words and a metadata event with an enum, {@code rounds} times. */
  private static void pack(EventPacker packer, int rounds) {
    for (int i = 0; i < rounds; i++) {
      packer.onIsrEnter(i, 7);
      packer.onFreertosTaskPrioritySet(i, 3, i & 0xFF);
      packer.onFreertosQueueKind(i, FrQueueKind.FRQK_BINARY_SEMPHR);
    }
  }
}
