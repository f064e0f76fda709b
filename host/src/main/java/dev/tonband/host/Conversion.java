package dev.tonband.host;

import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.model.TraceConverter;
import dev.tonband.host.perfetto.PerfettoWriter;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.stream.StreamMerger;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Converts device streams into a Perfetto trace: merges them by time, models them and writes the
 * packets as they come. Memory depends on the number of tracks (tasks, ISRs, markers, queues),
 * not on the length of the trace.
 */
public final class Conversion {
  /** Told every so many items, to show progress and keep a live capture's output flushed. */
  public interface Progress {
    void update(long items) throws IOException;
  }

  /** Shared with {@link Archiving}. */
  static final int PROGRESS_EVERY = 1 << 14;

  private Conversion() {}

  /**
   * Converts the streams to {@code out} (closed at the end); returns the problems found. When
   * {@code live}, the output is flushed whenever an input waits for data, so that the trace on
   * disk is as current as the capture.
   */
  public static ProblemLog run(List<DeviceStream> streams, OutputStream out, boolean live, Progress progress)
      throws IOException {
    return run(streams, out, live, progress, new ProblemLog());
  }

  /** As {@link #run(List, OutputStream, boolean, Progress)}, logging the problems to {@code problems}. */
  public static ProblemLog run(List<DeviceStream> streams, OutputStream out, boolean live, Progress progress,
      ProblemLog problems) throws IOException {
    try (PerfettoWriter writer = new PerfettoWriter(out)) {
      TraceConverter converter = new TraceConverter(writer, problems);
      if (live) {
        for (DeviceStream stream : streams) {
          stream.whenIdle(() -> flush(writer));
        }
      }
      for (DeviceStream stream : streams) {
        stream.peek(); // reads the opening, which holds the resolution
      }
      writer.timeUnit(streams.get(0).nsPerTick());
      StreamMerger merger = new StreamMerger(streams);
      long items = 0;
      for (StreamItem item = merger.next(); item != null; item = merger.next()) {
        converter.accept(item);
        if (++items % PROGRESS_EVERY == 0) {
          progress.update(items);
        }
      }
      progress.update(items);
    }
    return problems;
  }

  private static void flush(PerfettoWriter writer) {
    try {
      writer.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
