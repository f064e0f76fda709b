package dev.tonband.host.cli;

import dev.tonband.host.sql.ResultFormat;
import dev.tonband.host.sql.SqlSession;
import dev.tonband.host.sql.TableFolder;
import dev.tonband.host.text.TerminalText;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "sql",
    description = {
      "Run an SQL query on the tables of traces (docs/fleet.md): a folder 'tonband export --to parquet' wrote,"
          + " read in place by DuckDB, the embedded engine. Each table (trace, event, slice, task_state, counter,"
          + " problem) is a view of that name over its Parquet files.",
      "Prints the rows as a table, or as CSV or JSON lines; --out writes them to a file instead."
    },
    version = TonbandCommand.VERSION,
    mixinStandardHelpOptions = true)
final class SqlCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "QUERY", description = "The query, in DuckDB's SQL, e.g. \"SELECT count(*) FROM slice\".")
  String query;

  @Parameters(index = "1", paramLabel = "DIR", description = "The folder of exported tables.")
  Path folder;

  @Option(names = {"-o", "--out"}, paramLabel = "FILE",
      description = "Write the rows to FILE instead, as its extension says: .csv, .json (JSON lines) or .parquet.")
  Path out;

  @Option(names = "--csv", description = "Print CSV (a header line, then a line per row) instead of a table.")
  boolean csv;

  @Option(names = "--json", description = "Print one JSON object per row instead of a table.")
  boolean json;

  @Override
  public Integer call() throws IOException {
    if (csv && json) {
      throw new IllegalArgumentException("--csv and --json: choose one");
    }
    if (out != null && (csv || json)) {
      throw new IllegalArgumentException("--out writes the format its extension names; drop --csv/--json");
    }
    try (SqlSession session = SqlSession.over(TableFolder.at(folder))) {
      if (out == null) {
        OutputStream stdout = new BufferedOutputStream(System.out, 1 << 16);
        session.print(query, csv ? ResultFormat.CSV : json ? ResultFormat.JSON : ResultFormat.TABLE, stdout);
        stdout.flush();
      } else {
        write(session);
        System.err.println(TerminalText.escape("wrote " + out));
      }
    }
    return ExitCode.OK;
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
