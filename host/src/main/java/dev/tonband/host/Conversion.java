// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.perfetto.PerfettoOutput;
import dev.tonband.host.perfetto.PerfettoWriter;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Function;

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
    return run(streams, out, live, progress, problems, merger -> merger);
  }

  /**
   * As {@link #run(List, OutputStream, boolean, Progress, ProblemLog)}, the merged items read
   * through {@code reading} (a {@link dev.tonband.host.stream.ReadAhead}, say).
   */
  public static ProblemLog run(List<DeviceStream> streams, OutputStream out, boolean live, Progress progress,
      ProblemLog problems, Function<StreamMerger, ItemSource> reading) throws IOException {
    return run(streams, out, live, progress, problems, reading, null);
  }

  /**
   * As {@link #run(List, OutputStream, boolean, Progress, ProblemLog, Function)}, telling the
   * listener {@code also} makes of the trace (null: none) what happens in it, in the same pass as
   * the Perfetto output (a {@link dev.tonband.host.stats.TraceStats}, say: the stats {@link
   * Analysis} computes); it reads the trace's trackers too.
   */
  public static ProblemLog run(List<DeviceStream> streams, OutputStream out, boolean live, Progress progress,
      ProblemLog problems, Function<StreamMerger, ItemSource> reading, Function<Trace, TraceListener> also)
      throws IOException {
    Pipeline pipeline = new Pipeline(streams, problems).reading(reading);
    try (PerfettoWriter writer = new PerfettoWriter(out)) {
      pipeline.output(trace -> new PerfettoOutput(trace, writer));
      if (also != null) {
        pipeline.output(also);
      }
      if (live) {
        for (DeviceStream stream : streams) {
          stream.whenIdle(() -> flush(writer));
        }
      }
      for (DeviceStream stream : streams) {
        stream.peek(); // reads the opening, which holds the resolution
      }
      writer.timeUnit(streams.get(0).nsPerTick());
      pipeline.run(progress);
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
