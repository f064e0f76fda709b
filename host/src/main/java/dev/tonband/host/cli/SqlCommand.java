// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.io.Folders;
import dev.tonband.host.sql.ResultFormat;
import dev.tonband.host.sql.SqlSession;
import dev.tonband.host.sql.TableFolder;
import dev.tonband.host.sql.TableList;
import dev.tonband.host.text.TerminalText;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "sql",
    description = {
      "Run an SQL query on the tables of traces (docs/fleet.md) with DuckDB, the embedded engine: over a folder"
          + " 'tonband export --to parquet' wrote, read in place, or over traces given directly, exported to a"
          + " temporary folder first. Each table (trace, event, slice, task_state, counter, problem) is a view of"
          + " that name; --tables describes them.",
      "Prints the rows as a table, or as CSV or JSON lines; --out writes them to a file instead. A query DuckDB"
          + " refuses is shown in its words, with exit code 2."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class SqlCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "QUERY",
      description = "The query, in DuckDB's SQL, e.g. \"SELECT name, count(*) FROM slice GROUP BY name\".")
  String query;

  @Parameters(index = "1..*", arity = "0..*", paramLabel = "TRACE-OR-DIR",
      description = "A folder of exported tables, or traces as 'tonband export' takes them (files, folders of traces,"
          + " quoted globs).")
  List<String> inputs = new ArrayList<>();

  @Option(names = "--tables", description = "List the tables and their columns, with a line on each, and exit.")
  boolean tables;

  @Option(names = {"-o", "--out"}, paramLabel = "FILE",
      description = "Write the rows to FILE instead, as its extension says: .csv, .json (JSON lines) or .parquet.")
  Path out;

  @Option(names = "--csv", description = "Print CSV (a header line, then a line per row) instead of a table.")
  boolean csv;

  @Option(names = "--json", description = "Print one JSON object per row instead of a table.")
  boolean json;

  @Option(names = "--device", paramLabel = "LABEL",
      description = "Traces given directly: the device they are from, for the trace table (default: each file's name).")
  String device;

  @Mixin DecodingOptions decoding;

  /** For traces given directly: what their export shows while it runs. */
  @Mixin ProgressOptions progress;

  @Override
  public Integer call() throws IOException {
    if (tables) {
      PrintStream stdout = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false, StandardCharsets.UTF_8);
      TableList.print(stdout);
      stdout.flush();
      return ExitCode.OK;
    }
    if (query == null || inputs.isEmpty()) {
      throw new IllegalArgumentException("name a query and the tables: tonband sql \"SELECT ...\" DIR (or TRACE...);"
          + " tonband sql --tables lists them");
    }
    if (csv && json) {
      throw new IllegalArgumentException("--csv and --json: choose one");
    }
    if (out != null && (csv || json)) {
      throw new IllegalArgumentException("--out writes the format its extension names; drop --csv/--json");
    }
    for (String input : inputs) {
      if (TableFolder.holdsTables(Path.of(input))) {
        if (inputs.size() > 1) {
          throw new IllegalArgumentException(input + " holds exported tables: give that folder alone, or traces only");
        }
        answer(TableFolder.at(Path.of(input)));
        return ExitCode.OK;
      }
    }
    Path exported = Files.createTempDirectory("tonband-sql");
    Thread atExit = new Thread(() -> removeQuietly(exported)); // also when Ctrl-C stops the run
    Runtime.getRuntime().addShutdownHook(atExit);
    try {
      // The tables are temporary: the path would name a folder gone when the command ends.
      TableExport.Result read = new TableExport(decoding, progress, device).export(inputs, exported);
      System.err.println(String.format("read %,d trace(s), %,d events", read.traces(), read.events()));
      answer(TableFolder.at(exported));
      return read.exitCode();
    } finally {
      Runtime.getRuntime().removeShutdownHook(atExit);
      Folders.delete(exported);
    }
  }

  /**
   * At exit, the export's own hooks stop its writers and remove their files meanwhile, which can
   * make a walk fail: a few tries, a moment apart.
   */
  private static void removeQuietly(Path folder) {
    for (int attempt = 0; attempt < 20 && Files.exists(folder); attempt++) {
      try {
        Folders.delete(folder);
      } catch (IOException e) {
        try {
          Thread.sleep(50);
        } catch (InterruptedException interrupted) {
          return;
        }
      }
    }
  }

  private void answer(TableFolder folder) throws IOException {
    try (SqlSession session = SqlSession.over(folder)) {
      if (out == null) {
        OutputStream stdout = new BufferedOutputStream(System.out, 1 << 16);
        session.print(query, csv ? ResultFormat.CSV : json ? ResultFormat.JSON : ResultFormat.TABLE, stdout);
        stdout.flush();
      } else {
        write(session);
        System.err.println(TerminalText.escape("wrote " + out));
      }
    }
  }

  private void write(SqlSession session) throws IOException {
    String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
    boolean parquet = name.endsWith(".parquet");
    ResultFormat format = name.endsWith(".csv") ? ResultFormat.CSV : name.endsWith(".json") ? ResultFormat.JSON : null;
    if (!parquet && format == null) {
      throw new IllegalArgumentException("--out " + out + ": name a .csv, .json or .parquet file");
    }
    try (OutputFile file = OutputFile.create(out, "--out")) {
      if (parquet) {
        file.stream().close(); // DuckDB writes the temporary file itself
        session.writeParquet(query, file.partial());
      } else {
        session.print(query, format, file.stream());
      }
      file.commit();
    }
  }
}
