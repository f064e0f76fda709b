// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

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

  private static final Schema NOTE = new Schema(4, "app/note", true, List.of(FieldDef.required("text", FieldType.POOLED_STRING)));
  /** A string pool entry of 10,000 chars, which the reader reckons at 20,064 bytes. */
  private static final String LONG_TEXT = "x".repeat(10_000);

  /** A batch whose pool holds {@link #LONG_TEXT}, with events at the given times. */
  private static byte[] noteBatch(long... times) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (Dial9Writer writer = new Dial9Writer(bytes)) {
      writer.writeSchema(NOTE);
      for (long ns : times) {
        writer.writeTimedEvent(NOTE, ns, writer.intern(LONG_TEXT));
      }
    }
    return bytes.toByteArray();
  }

  private static List<StreamItem> read(byte[] file, long memoryBudget) throws IOException {
    List<StreamItem> items = new ArrayList<>();
    try (DeviceStream archive = DeviceStream.archive("notes.dial9", new ByteArrayInputStream(file), 0, new Timebase(),
        TraceCatalogue.builtIn(), new CountingSource(file), memoryBudget)) {
      for (StreamItem item = archive.poll(); item != null; item = archive.poll()) {
        items.add(item);
      }
    }
    return items;
  }

  @Test
  void batchesOpenAtOnceShareTheMemoryBudget() throws IOException {
    ByteArrayOutputStream apart = new ByteArrayOutputStream();
    apart.writeBytes(noteBatch(10, 20));
    apart.writeBytes(noteBatch(30, 40));
    ByteArrayOutputStream overlapping = new ByteArrayOutputStream();
    overlapping.writeBytes(noteBatch(10, 30));
    overlapping.writeBytes(noteBatch(20, 40));

    // one batch at a time: each may take all 30,000 bytes
    assertThat(read(apart.toByteArray(), 30_000).stream().map(StreamItem::ns).toList())
        .containsExactly(10L, 20L, 30L, 40L).inOrder();
    // two at once: 15,000 bytes each, less than one pool entry
    assertThat(read(overlapping.toByteArray(), 30_000).stream()
        .filter(item -> item instanceof Problem p && p.kind().equals("DIAL9_TOO_LARGE"))).isNotEmpty();
  }
}
