// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Conversion streams: a trace far larger than the test JVM's heap (-Xmx192m, set in the pom)
 * converts, because neither the input, the events nor the output are held. Keeping the 4
 * million events alone would take several hundred MB.
 */
class StreamingMemoryTest {
  private static final long PAIRS = 2_000_000;

  /** isr_enter/isr_exit pairs with rising timestamps, made as they are read. */
  private static final class EndlessIsrs extends InputStream {
    private long pair;
    private byte[] chunk = new byte[0];
    private int at;

    @Override
    public int read() {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (at == chunk.length) {
        if (pair == PAIRS) {
          return -1;
        }
        StreamBuilder frames = pair == 0 ? new StreamBuilder().metadata(0x02, null, 1) : new StreamBuilder();
        for (int i = 0; i < 1000 && pair < PAIRS; i++, pair++) {
          frames.event(0x04, 2 * pair, pair % 4).event(0x05, 2 * pair + 1, pair % 4);
        }
        chunk = frames.bytes();
        at = 0;
      }
      int n = Math.min(len, chunk.length - at);
      System.arraycopy(chunk, at, b, off, n);
      at += n;
      return n;
    }
  }

  private static final class CountingSink extends OutputStream {
    long bytes;

    @Override
    public void write(int b) {
      bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bytes += len;
    }
  }

  @Test
  void convertsFourMillionEventsInASmallHeap() throws Exception {
    CountingSink sink = new CountingSink();
    long[] items = new long[1];

    ProblemLog problems = Conversion.run(
        List.of(new DeviceStream("endless", new EndlessIsrs(), 0, new Timebase())), sink, false, n -> items[0] = n);

    assertThat(problems.clean()).isTrue();
    assertThat(items[0]).isEqualTo(2 * PAIRS + 1); // + ts_resolution_ns
    assertThat(sink.bytes).isGreaterThan(2 * PAIRS * 12); // every event was written: 12+ bytes a packet
  }
}
