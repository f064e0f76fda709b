// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.TraceStats;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * Computes the {@link Stats} of device streams: merges them by time as {@link Conversion} does
 * and reads them as one {@link Trace} that a {@link TraceStats} listens to, in one pass. Memory depends on the number of
 * objects (tasks, ISRs, queues, markers), not on the length of the trace.
 */
public final class Analysis {
  private Analysis() {}

  /**
   * @param charts keep the values over time the report draws
   * @param problems where the problems found go; they are part of the stats too
   */
  public static Stats run(List<DeviceStream> streams, boolean charts, Conversion.Progress progress, ProblemLog problems)
      throws IOException {
    return run(streams, charts, progress, problems, merger -> merger);
  }

  /** As {@link #run(List, boolean, Conversion.Progress, ProblemLog)}, the merged items read through {@code reading}. */
  public static Stats run(List<DeviceStream> streams, boolean charts, Conversion.Progress progress, ProblemLog problems,
      Function<StreamMerger, ItemSource> reading) throws IOException {
    Trace trace = new Trace(problems, streams.get(0).catalogue().presentations());
    TraceStats stats = new TraceStats(trace, charts);
    trace.listen(stats);
    readAll(streams, trace.items(), progress, reading);
    return stats.finish();
  }

  /** Reads the merged streams to their end into {@code items}, telling {@code progress} how far it got. Shared with {@link Export}. */
  static void readAll(List<DeviceStream> streams, ItemSink items, Conversion.Progress progress,
      Function<StreamMerger, ItemSource> reading) throws IOException {
    long taken = 0;
    try (ItemSource source = reading.apply(new StreamMerger(streams))) {
      while (source.next(items)) {
        if (++taken % Conversion.PROGRESS_EVERY == 0) {
          progress.update(taken);
        }
      }
    }
    progress.update(taken);
  }
}
