// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.TraceStats;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * Computes the {@link Stats} of device streams: merges them by time as {@link Conversion} does
 * and reads them as one {@link dev.tonband.host.trace.Trace} that a {@link TraceStats} listens to, in one pass. Memory depends on the number of
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
    Pipeline pipeline = new Pipeline(streams, problems).reading(reading);
    TraceStats stats = pipeline.output(trace -> new TraceStats(trace, charts));
    pipeline.run(progress);
    return stats.finish();
  }
}
