// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.host.StreamBuilder;
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

  /** One input, its items taken in place. */
  private static StreamMerger single(InputStream in) throws IOException {
    return new StreamMerger(List.of(new DeviceStream("mixed", in, 0, new Timebase())));
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
    ItemSource ahead = ReadAhead.of(merger());

    assertThat(ahead).isInstanceOf(ReadAhead.class);
    assertThat(direct.size()).isGreaterThan(4 * 4096); // more items than the batches hold at once
    assertThat(read(ahead)).containsExactlyElementsIn(direct).inOrder();
  }

  @Test
  void oneInputIsTakenInPlaceInTheStreamsOrder() throws Exception {
    List<String> direct = read(single(thrice(MIXED)));
    ItemSource ahead = ReadAhead.of(single(thrice(MIXED)));

    assertThat(ahead).isInstanceOf(InPlaceReadAhead.class);
    assertThat(direct.size()).isGreaterThan(2 * 1024); // more items than the ring holds at first
    assertThat(read(ahead)).containsExactlyElementsIn(direct).inOrder();
  }

  @Test
  void oneInputWhoseHeldItemsFillTheRingGrowsItWhileShared() throws Exception {
    // A timed event is held until the next one: the names after it wait with it, more than the
    // ring holds, so the reading thread has to grow the ring the other thread takes from.
    StreamBuilder trace = new StreamBuilder().metadata(TsResolutionNs.ID, null, 10);
    for (int burst = 0; burst < 3; burst++) {
      trace.event(IsrEnter.ID, 100 + burst, 1);
      for (int i = 0; i < 3000; i++) {
        trace.metadata(IsrName.ID, "isr " + i, i);
      }
    }
    byte[] bytes = trace.event(IsrExit.ID, 200, 1).bytes();

    List<String> direct = read(single(new ByteArrayInputStream(bytes)));
    List<String> ahead = read(ReadAhead.of(single(new ByteArrayInputStream(bytes))));

    assertThat(direct).hasSize(2 + 3 * 3001);
    assertThat(ahead).containsExactlyElementsIn(direct).inOrder();
  }

  @Test
  void aReadFailureReachesTheConsumerAfterTheItemsBeforeIt() throws Exception {
    for (boolean merged : new boolean[] {false, true}) {
      InputStream failing = new SequenceInputStream(new ByteArrayInputStream(Files.readAllBytes(CASES)),
          new InputStream() {
            @Override
            public int read() throws IOException {
              throw new IOException("cable pulled");
            }
          });
      List<DeviceStream> inputs = new ArrayList<>(List.of(new DeviceStream("cases", failing, 0, new Timebase())));
      if (merged) {
        inputs.add(new DeviceStream("mixed", Files.newInputStream(MIXED), 1, new Timebase()));
      }
      ItemSource ahead = ReadAhead.of(new StreamMerger(inputs));
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
  }

  @Test
  void closingEarlyStopsTheReader() throws Exception {
    for (ItemSource ahead : List.of(ReadAhead.of(merger()), ReadAhead.of(single(thrice(MIXED))))) {
      ahead.next(new Lines());
      ahead.close(); // returns only once the reader has stopped
    }
  }
}
