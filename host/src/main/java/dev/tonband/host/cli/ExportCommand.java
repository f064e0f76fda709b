// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "export",
    description = {
      "Export traces as SQL tables: Parquet files under DIR, one folder per table (trace, event, slice, task_state,"
          + " counter, problem) and in it one per trace (DIR/slice/trace_id=ID/part-0.parquet, Hive style), which"
          + " 'tonband sql', DuckDB, Spark, Trino and the like read. ID is taken from the trace's bytes: exporting a"
          + " trace again replaces its own files only, and adding traces never rewrites the others.",
      "The tables are what Perfetto shows and stats count; 'tonband sql --tables' describes them. Each trace's"
          + " files appear when they are complete. Problems in a trace are rows of its problem table and a summary"
          + " on stderr; everything else is exported. Exit code 1 means a trace had problems."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class ExportCommand implements Callable<Integer> {
  /** What export writes; Parquet is all there is so far. */
  enum Target { PARQUET }

  /** The values of --to as they are typed. */
  static final class Targets extends EnumValues<Target> {
    Targets() {
      super(Target.class, "a format export writes");
    }
  }

  @Parameters(arity = "1..*", paramLabel = "TRACE",
      description = "The traces, each one on its own: a file (binary, hex, or a dial9 archive; gzip-compressed or"
          + " not), a folder (every file under it), a quoted glob ('nightly/*/trace.bin'), '-' for stdin or"
          + " tcp:HOST:PORT (read until it closes). Append @N to pin a trace to core N.")
  List<String> traces = new ArrayList<>();

  @Mixin DecodingOptions decoding;

  @Option(names = "--to", paramLabel = "TARGET", defaultValue = "parquet", converter = Targets.class,
      completionCandidates = Targets.class,
      description = "What to write: parquet (the default).")
  Target to;

  @Option(names = "--out", required = true, paramLabel = "DIR",
      description = "The folder of the tables, made when missing; traces exported before stay in it.")
  Path out;

  @Option(names = "--device", paramLabel = "LABEL",
      description = "The device the traces are from, for the trace table's device column (default: each file's name).")
  String device;

  @Mixin ProgressOptions progress;

  @Override
  public Integer call() throws IOException {
    TableExport.Result exported = new TableExport(decoding, progress, device).export(traces, out);
    System.err.println(TerminalText.escape(String.format("exported %,d trace(s), %,d events, to %s",
        exported.traces(), exported.events(), out)));
    return exported.exitCode();
  }
}
