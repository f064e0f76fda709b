// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.codec.events.EventVisitor;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The visitor path's promise of no allocation per event; apart, as PIT's probes allocate. */
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
}
