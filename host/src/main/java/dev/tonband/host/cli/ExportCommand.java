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
    version = TonbandCommand.VERSION,
    mixinStandardHelpOptions = true)
final class ExportCommand implements Callable<Integer> {
  /** What export writes; Parquet is all there is so far. */
  enum Target { PARQUET }

  @Parameters(arity = "1..*", paramLabel = "TRACE",
      description = "The traces, each one on its own: a file (binary, hex, or a dial9 archive; gzip-compressed or"
          + " not), a folder (every file under it), a quoted glob ('nightly/*/trace.bin'), '-' for stdin or"
          + " tcp:HOST:PORT (read until it closes). Append @N to pin a trace to core N.")
  List<String> traces = new ArrayList<>();

  @Mixin DecodingOptions decoding;

  @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "parquet",
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
