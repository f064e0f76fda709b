// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Export;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.input.TraceFiles;
import dev.tonband.host.tables.DuckDb;
import dev.tonband.host.tables.ParquetTables;
import dev.tonband.host.tables.TableSchema;
import dev.tonband.host.tables.TraceTables;
import dev.tonband.host.text.ProblemSummary;
import dev.tonband.host.text.TerminalText;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;

/**
 * Exports traces as tables into a folder, each trace on its own, with the progress and problem
 * summaries of the command line: what {@code tonband export} does, and {@code tonband sql} over
 * traces given directly.
 */
final class TableExport {
  private final DecodingOptions decoding;
  private final ProgressOptions progress;
  private final String device;

  /** @param device the device label of every trace, or null for each file's name */
  TableExport(DecodingOptions decoding, ProgressOptions progress, String device) {
    this.decoding = decoding;
    this.progress = progress;
    this.device = device;
  }

  /** Exports {@code traces} (as the CLI takes them) into {@code out}; the exit status (1: a trace had problems). */
  int export(List<String> traces, Path out) throws IOException {
    Path tablesFolder = out.toAbsolutePath().normalize();
    List<InputSpec> specs = new ArrayList<>(TraceFiles.expand(traces));
    // A folder of traces may hold the tables exported from them: those are not traces.
    specs.removeIf(spec -> spec.kind() == InputSpec.Kind.FILE
        && Path.of(spec.location()).toAbsolutePath().normalize().startsWith(tablesFolder));
    for (InputSpec spec : specs) {
      if (spec.kind() == InputSpec.Kind.SERIAL) {
        throw new IllegalArgumentException(spec.location() + ": export reads traces to their end; capture a serial port"
            + " with 'tonband convert --to dial9' first, then export the archive");
      }
    }
    boolean clean = true;
    long events = 0;
    // Connected first, on its own: a missing DuckDB is then reported before any class that needs it is loaded.
    Connection duckdb = DuckDb.connect();
    try (ParquetTables tables = new ParquetTables(out, duckdb)) {
      for (InputSpec spec : specs) {
        Exported exported = export(spec, tables);
        clean &= exported.problems().clean();
        events += exported.events();
      }
    }
    String exported = String.format("exported %,d trace(s), %,d events, to %s", specs.size(), events, out);
    System.err.println(TerminalText.escape(exported));
    return clean ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
  }

  private record Exported(ProblemLog problems, long events) {}

  /** Exports one trace; its partitions appear only when all its tables are written. */
  private Exported export(InputSpec spec, ParquetTables tables) throws IOException {
    try (Inputs inputs = decoding.open(List.of(spec), false); TraceTables trace = tables.begin()) {
      ProgressBar bar = new ProgressBar(System.err, inputs, !progress.noProgress && System.console() != null);
      ProblemLog problems = Export.run(inputs.streams(), trace, spec.location(),
          device != null ? device : spec.displayName(), bar, ProgressOptions.problems(bar, progress.allProblems),
          InputOptions.reading(false));
      trace.commit(inputs.contentId());
      bar.clear();
      ProblemSummary.print(problems, "exported from " + spec.displayName(), System.err, progress.allProblems);
      return new Exported(problems, trace.rows(TableSchema.EVENT).count());
    }
  }
}
