// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.dial9.DeviceToDial9;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Archives a device stream as dial9 (docs/dial9.md): every decoded event, in stream order with
 * its device timestamp, through {@link DeviceToDial9}. The stream's problems (damaged frames,
 * time going back) are logged as the Perfetto conversion logs them; the archive keeps the good
 * events as the device sent them.
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
      long items = 0;
      for (StreamItem item = stream.poll(); item != null; item = stream.poll()) {
        if (item instanceof EventItem e) {
          archive.accept(e.event());
        } else {
          problems.add((Problem) item); // only archives have foreign events
        }
        if (++items % Pipeline.PROGRESS_EVERY == 0) {
          progress.update(items);
        }
      }
      progress.update(items);
    }
    return problems;
  }

  private static void flush(DeviceToDial9 archive) {
    try {
      archive.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
