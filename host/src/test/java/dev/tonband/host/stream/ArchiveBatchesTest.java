package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.dial9.Dial9Writer;
import dev.tonband.dial9.FieldDef;
import dev.tonband.dial9.FieldType;
import dev.tonband.dial9.Schema;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An archive's batches are read side by side, but only those whose time has come are open: a
 * long archive of many batches holds the few that overlap, not all of them.
 */
class ArchiveBatchesTest {
  private static final Schema STEP = new Schema(3, "app/step", true,
      List.of(FieldDef.required("thread", FieldType.U8), FieldDef.required("seq", FieldType.VARINT)));

  /** A batch of {@code thread}, as a writer of its own writes it: events at the given times. */
  private static byte[] batch(int thread, long... times) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (Dial9Writer writer = new Dial9Writer(bytes)) {
      writer.writeSchema(STEP);
      for (int i = 0; i < times.length; i++) {
        writer.writeTimedEvent(STEP, times[i], thread, (long) i);
      }
    }
    return bytes.toByteArray();
  }

  /** Opens the archive's bytes at an offset, counting the inputs open at once. */
  private static final class CountingSource implements ArchiveSource {
    private final byte[] bytes;
    int open;
    int mostOpen;
    int opened;

    CountingSource(byte[] bytes) {
      this.bytes = bytes;
    }

    @Override
    public InputStream openAt(long offset) {
      open++;
      opened++;
      mostOpen = Math.max(mostOpen, open);
      return new ByteArrayInputStream(bytes, (int) offset, bytes.length - (int) offset) {
        private boolean closed;

        @Override
        public void close() {
          if (!closed) {
            closed = true;
            open--;
          }
        }
      };
    }
  }

  @Test
  void onlyTheBatchesThatOverlapAreOpenAtOnce() throws IOException {
    // thread 0 flushes 300 batches of 3 events one after the other; thread 1 one long batch over all of them
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    List<Long> expected = new ArrayList<>();
    long[] longOne = new long[30];
    for (int i = 0; i < longOne.length; i++) {
      longOne[i] = 5 + 30_000L * i;
      expected.add(longOne[i]);
    }
    for (int b = 0; b < 300; b++) {
      long start = 1_000L * 3 * b;
      file.writeBytes(batch(0, start, start + 1_000, start + 2_000));
      expected.addAll(List.of(start, start + 1_000, start + 2_000));
    }
    file.writeBytes(batch(1, longOne));
    expected.sort(null);
    CountingSource source = new CountingSource(file.toByteArray());

    List<Long> times = new ArrayList<>();
    try (DeviceStream archive = DeviceStream.archive("threads.dial9", new ByteArrayInputStream(file.toByteArray()), 0,
        new Timebase(), TraceCatalogue.builtIn(), source)) {
      for (StreamItem item = archive.poll(); item != null; item = archive.poll()) {
        assertThat(item).isInstanceOf(ForeignItem.class);
        times.add(item.ns());
      }
    }

    assertThat(times).isEqualTo(expected);
    assertThat(source.opened).isEqualTo(301);
    assertThat(source.mostOpen).isAtMost(3); // the long batch, the current one, and the next at its first time
    assertThat(source.open).isEqualTo(0);
  }
}
