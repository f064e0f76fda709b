// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.perfetto.PerfettoOutput;
import dev.tonband.host.perfetto.PerfettoWriter;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Consumer;
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
    return convert(streams, out, live, progress, problems, reading, items -> items, null);
  }

  /**
   * As {@link #run(List, OutputStream, boolean, Progress, ProblemLog)}, showing {@code seen} every
   * item in the order it is converted (to sum up a trace: its events, cores and time span), and
   * telling the listener {@code also} makes of the trace what happens in it, in the same pass as
   * the Perfetto output (a {@link dev.tonband.host.stats.TraceStats}, say: the stats {@link
   * Analysis} computes).
   */
  public static ProblemLog run(List<DeviceStream> streams, OutputStream out, boolean live, Progress progress,
      ProblemLog problems, Consumer<StreamItem> seen, Function<Trace, TraceListener> also) throws IOException {
    return convert(streams, out, live, progress, problems, merger -> merger, items -> seenBy(seen, items), also);
  }

  /**
   * Converts with the items going to {@code sink}, which hands them on to the trace's dispatch,
   * and the trace told to the Perfetto output and to what {@code also} makes of the trace (null: nothing).
   */
  private static ProblemLog convert(List<DeviceStream> streams, OutputStream out, boolean live, Progress progress,
      ProblemLog problems, Function<StreamMerger, ItemSource> reading, Function<ItemSink, ItemSink> sink,
      Function<Trace, TraceListener> also) throws IOException {
    Pipeline pipeline = new Pipeline(streams, problems).reading(reading).items(sink);
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

  /** Shows {@code seen} each item before the trace takes it: only here is each event made an {@link EventItem}. */
  private static ItemSink seenBy(Consumer<StreamItem> seen, ItemSink trace) {
    return new ItemSink() {
      @Override
      public void event(TraceEvent event, int id, boolean timed, long ns, int core, String input, long frame)
          throws IOException {
        item(new EventItem(event, ns, core, input, frame));
      }

      @Override
      public void item(StreamItem item) throws IOException {
        seen.accept(item);
        trace.accept(item);
      }
    };
  }

  private static void flush(PerfettoWriter writer) {
    try {
      writer.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
