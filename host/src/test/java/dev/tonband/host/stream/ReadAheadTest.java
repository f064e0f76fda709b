// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading ahead in another thread hands on exactly the merger's items, in its order, and its failures. */
class ReadAheadTest {
  private static final Path MIXED = Path.of("../corpus/streams/mixed.bin");
  private static final Path CASES = Path.of("../corpus/streams/encode-cases.bin");

  /** Every item as a line with all its parts. */
  private static final class Lines implements ItemSink {
    final List<String> lines = new ArrayList<>();

    @Override
    public void event(StreamEvent event) {
      lines.add(event.record() + " " + event.id() + " " + event.timed() + " " + event.ns() + " " + event.core() + " "
          + event.input() + " " + event.frame());
    }

    @Override
    public void item(StreamItem item) {
      lines.add(item.toString() + " " + item.ns() + " " + item.core());
    }
  }

  /** Two inputs merged by time, long enough for the batches to be used again and again. */
  private static StreamMerger merger() throws IOException {
    Timebase timebase = new Timebase();
    return new StreamMerger(List.of(
        new DeviceStream("mixed", thrice(MIXED), 0, timebase), new DeviceStream("cases", thrice(CASES), 1, timebase)));
  }

  private static InputStream thrice(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    return new SequenceInputStream(new SequenceInputStream(new ByteArrayInputStream(bytes),
        new ByteArrayInputStream(bytes)), new ByteArrayInputStream(bytes));
  }

  private static List<String> read(ItemSource source) throws IOException {
    Lines sink = new Lines();
    try (source) {
      while (source.next(sink)) {
        // collects
      }
    }
    return sink.lines;
  }

  @Test
  void handsOnTheMergersItemsInItsOrder() throws Exception {
    List<String> direct = read(merger());
    List<String> ahead = read(new ReadAhead(merger()));

    assertThat(direct.size()).isGreaterThan(4 * 4096); // more items than the batches hold at once
    assertThat(ahead).containsExactlyElementsIn(direct).inOrder();
  }

  @Test
  void aReadFailureReachesTheConsumerAfterTheItemsBeforeIt() throws Exception {
    InputStream failing = new SequenceInputStream(new ByteArrayInputStream(Files.readAllBytes(CASES)), new InputStream() {
      @Override
      public int read() throws IOException {
        throw new IOException("cable pulled");
      }
    });
    ReadAhead ahead = new ReadAhead(new StreamMerger(List.of(new DeviceStream("cases", failing, 0, new Timebase()))));
    Lines sink = new Lines();

    IOException thrown = assertThrows(IOException.class, () -> {
      while (ahead.next(sink)) {
        // reads until the failure
      }
    });
    ahead.close();

    assertThat(thrown).hasMessageThat().isEqualTo("cable pulled");
    assertThat(sink.lines).isNotEmpty();
  }

  @Test
  void closingEarlyStopsTheReader() throws Exception {
    ReadAhead ahead = new ReadAhead(merger());
    ahead.next(new Lines());
    ahead.close(); // returns only once the reader has stopped
  }
}
