// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.tables.TableOutput;
import dev.tonband.host.tables.TableRows;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;

/**
 * Exports device streams as the rows of one trace's tables: merges them by time as {@link
 * Conversion} does and reads them as one {@link dev.tonband.host.trace.Trace} that a {@link TableOutput} listens to, in
 * one pass. Memory depends on the number of tracks, not on the length of the trace.
 */
public final class Export {
  private Export() {}

  /**
   * @param file the input as given, for the trace's row
   * @param device the label of the device the trace is from
   * @param problems where the problems found go; they are rows of the problem table too
   */
  public static ProblemLog run(List<DeviceStream> streams, TableRows tables, String file, String device,
      Conversion.Progress progress, ProblemLog problems, Function<StreamMerger, ItemSource> reading)
      throws IOException {
    Pipeline pipeline = new Pipeline(streams, problems).reading(reading);
    TableOutput output = pipeline.output(trace -> new TableOutput(trace, tables));
    pipeline.items(output::events).run(progress);
    output.finish(file, device, streams.get(0).tickNs());
    return problems;
  }
}
