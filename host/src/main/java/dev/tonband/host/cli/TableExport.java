// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.Export;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.input.TraceFiles;
import dev.tonband.host.io.IoReasons;
import dev.tonband.host.tables.DuckDb;
import dev.tonband.host.tables.ParquetTables;
import dev.tonband.host.tables.TableSchema;
import dev.tonband.host.tables.TraceTables;
import dev.tonband.host.text.ProblemSummary;
import dev.tonband.host.text.TerminalText;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
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

  /** What an export did: how many traces and events it exported, and whether every trace was clean. */
  record Result(int traces, long events, boolean clean) {
    int exitCode() {
      return clean ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
    }
  }

  /**
   * Exports {@code traces} (as the CLI takes them) into {@code out}. A file found in a folder or
   * by a glob that is no trace (empty, text, a picture, ...) is left out with a note, and the
   * export goes on; one named on the command line is refused.
   */
  Result export(List<String> traces, Path out) throws IOException {
    List<TraceFiles.Found> found = new ArrayList<>(TraceFiles.expand(traces));
    // A folder of traces may hold the tables exported from them: those are not traces.
    found.removeIf(trace -> trace.spec().kind() == InputSpec.Kind.FILE && isTable(Path.of(trace.spec().location()), out));
    if (found.isEmpty()) {
      throw new IllegalArgumentException(String.join(" ", traces) + " holds no trace, only the tables exported to "
          + out + "; give the traces");
    }
    for (TraceFiles.Found trace : found) {
      if (trace.spec().kind() == InputSpec.Kind.SERIAL) {
        throw new IllegalArgumentException(trace.spec().location() + ": export reads traces to their end; capture a"
            + " serial port with 'tonband convert --to dial9' first, then export the archive");
      }
    }
    boolean clean = true;
    long events = 0;
    int exported = 0;
    // Connected first, on its own: a missing DuckDB is then reported before any class that needs it is loaded.
    Connection duckdb = DuckDb.connect();
    try (ParquetTables tables = new ParquetTables(madeFolder(out, duckdb), duckdb)) {
      for (TraceFiles.Found trace : found) {
        if (!trace.named() && isEmpty(trace.spec())) {
          note(trace.spec().location() + " is empty");
          continue;
        }
        Exported one;
        try {
          one = export(trace.spec(), tables);
        } catch (IllegalArgumentException e) { // no device stream: text, an ELF file, a Perfetto trace, ...
          if (trace.named()) {
            throw e;
          }
          // Named by its path as found: files of one name may lie in several folders.
          String name = trace.spec().displayName();
          String why = e.getMessage();
          note(why.startsWith(name) ? trace.spec().location() + why.substring(name.length()) : why);
          continue;
        }
        exported++;
        clean &= one.problems().clean();
        events += one.events();
      }
    }
    if (exported == 0) {
      throw new IllegalArgumentException(
          "no file of " + String.join(" ", traces) + " is a trace; nothing was exported");
    }
    return new Result(exported, events, clean);
  }

  /**
   * Makes the tables' folder, or says why it cannot be made as the other outputs say it (and
   * closes {@code duckdb}, which the tables would have closed).
   */
  private static Path madeFolder(Path out, Connection duckdb) throws IOException {
    try {
      return Files.createDirectories(out);
    } catch (IOException e) {
      IOException why = e instanceof FileAlreadyExistsException
          ? new IOException("--out " + out + " is a file, not a folder; choose another --out", e)
          : IoReasons.cannotWrite("--out " + out, "--out", out, e);
      try {
        duckdb.close();
      } catch (SQLException closing) {
        why.addSuppressed(closing);
      }
      throw why;
    }
  }

  /** Whether {@code file} lies in a table's folder under {@code out}. */
  private static boolean isTable(Path file, Path out) {
    Path where = file.toAbsolutePath().normalize();
    Path tables = out.toAbsolutePath().normalize();
    return TableSchema.ALL.stream().anyMatch(table -> where.startsWith(tables.resolve(table.name())));
  }

  /** A file left out of a folder's export, and why. */
  private static void note(String why) {
    System.err.println(TerminalText.escape("tonband: not exported: " + why));
  }

  private static boolean isEmpty(InputSpec spec) throws IOException {
    return spec.kind() == InputSpec.Kind.FILE && Files.size(Path.of(spec.location())) == 0;
  }

  private record Exported(ProblemLog problems, long events) {}

  /** Exports one trace; its partitions appear only when all its tables are written. */
  private Exported export(InputSpec spec, ParquetTables tables) throws IOException {
    try (Inputs inputs = decoding.openIdentified(List.of(spec)); TraceTables trace = tables.begin()) {
      ProgressBar bar = new ProgressBar(System.err, inputs, !progress.noProgress);
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
