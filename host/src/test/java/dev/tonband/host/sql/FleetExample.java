// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.sql;

import dev.tonband.host.cli.TonbandCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * The worked example of docs/fleet.md, read from the docs themselves: its {@code tonband export}
 * commands, which export the firmware build's traces as several boards into a folder
 * {@code fleet}, and its example queries with the output shown for each. The docs test checks
 * the outputs with {@code tonband sql}; the spark module runs the same queries on Apache Spark.
 */
public final class FleetExample {
  /** The checkout's root. */
  public static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final Path DOCS = ROOT.resolve("docs/fleet.md");

  /** An example query: the SQL as the docs show it, and the table {@code tonband sql} prints for it. */
  public record Query(String sql, String output) {}

  private FleetExample() {}

  public static List<Query> queries() throws IOException {
    Matcher blocks = Pattern.compile("```sql\n(.*?)```\n\n```\n(.*?)```", Pattern.DOTALL).matcher(workedExample());
    List<Query> queries = new ArrayList<>();
    while (blocks.find()) {
      queries.add(new Query(blocks.group(1).strip(), blocks.group(2)));
    }
    return queries;
  }

  /** A trace the docs export, and the device label they give it. */
  public record Trace(String device, Path file) {}

  /** The traces the docs' export commands export, in their order. */
  public static List<Trace> traces() throws IOException {
    List<Trace> traces = new ArrayList<>();
    for (String command : exportCommands()) {
      List<String> args = Arrays.asList(command.split(" +"));
      traces.add(new Trace(args.get(args.indexOf("--device") + 1), ROOT.resolve(args.get(args.size() - 1))));
    }
    return traces;
  }

  /** The docs' {@code tonband export ...} commands, without {@code tonband}. */
  private static List<String> exportCommands() throws IOException {
    Matcher lines = Pattern.compile("(?m)^tonband (export .*?)(?:\\s+#.*)?$").matcher(workedExample());
    List<String> commands = new ArrayList<>();
    while (lines.find()) {
      commands.add(lines.group(1));
    }
    if (commands.isEmpty()) {
      throw new IllegalStateException(DOCS + " shows no tonband export command");
    }
    return commands;
  }

  /** Runs the docs' export commands in-process, with {@code fleet} in {@code folder}. */
  public static void exportTo(Path folder) throws IOException {
    for (String command : exportCommands()) {
      String[] args = Arrays.stream(command.split(" +"))
          .map(arg -> arg.equals("fleet") ? folder.toString() : arg.endsWith(".bin") ? ROOT.resolve(arg).toString() : arg)
          .toArray(String[]::new);
      StringWriter err = new StringWriter();
      CommandLine cli = TonbandCommand.commandLine();
      cli.setErr(new PrintWriter(err, true));
      int status = cli.execute(args);
      if (status > 1) { // 1: the trace had problems, which the tables hold
        throw new IllegalStateException("tonband " + command + " exited with " + status + ": " + err);
      }
    }
  }

  /** The section "A worked example ...", up to the next section. */
  private static String workedExample() throws IOException {
    String docs = Files.readString(DOCS);
    int start = docs.indexOf("\n## A worked example");
    if (start < 0) {
      throw new IllegalStateException(DOCS + " has no section \"A worked example\"");
    }
    int end = docs.indexOf("\n## ", start + 1);
    return docs.substring(start, end < 0 ? docs.length() : end);
  }
}
