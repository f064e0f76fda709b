// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.dial9.DeviceToDial9;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.StreamEvent;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Archives a device stream as dial9 (docs/dial9.md): every decoded event, in stream order with
 * its device timestamp, through {@link DeviceToDial9}. The events also go through the trace's
 * trackers, as for any other output, so that the trace has the same problems whatever it is
 * written as (damaged frames, time going back, and what the events say: drops, an end without a
 * begin); the archive keeps the good events as the device sent them.
 */
public final class Archiving {
  private Archiving() {}

  /**
   * Archives {@code stream} to {@code out} (closed at the end), logging the problems found to
   * {@code problems}, which it returns.
   *
   * @param stream a device stream, not a dial9 archive ({@link DeviceStream#isArchive()}): an
   *     archive's foreign events have no device event to become
   */
  public static ProblemLog run(DeviceStream stream, OutputStream out, boolean live, Conversion.Progress progress,
      ProblemLog problems) throws IOException {
    try (DeviceToDial9 archive = new DeviceToDial9(out)) {
      if (live) {
        stream.whenIdle(() -> flush(archive));
      }
      new Pipeline(List.of(stream), problems).items(trace -> archived(archive, trace)).run(progress);
    }
    return problems;
  }

  /** Archives each event, then hands it to the trace. */
  private static ItemSink archived(DeviceToDial9 archive, ItemSink trace) {
    return new ItemSink() {
      @Override
      public void event(StreamEvent event) throws IOException {
        archive.accept(event.record());
        trace.event(event);
      }

      @Override
      public void item(StreamItem item) throws IOException {
        trace.item(item);
      }
    };
  }

  private static void flush(DeviceToDial9 archive) {
    try {
      archive.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
