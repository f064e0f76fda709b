// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Perfetto's own trace processor, the importer ui.perfetto.dev runs, as the judge of a trace we
 * wrote: the program {@code TRACE_PROCESSOR_SHELL} names (built from google/perfetto; never part
 * of the project). Without it the tests that use it are skipped, said once per JVM in one line.
 */
public final class TraceProcessor {
  /** The stats that say the importer lost something; each must be 0 (docs/host-tool.md). */
  private static final String QUERY = """
      select 'loss', name || coalesce('[' || idx || ']', '') || ' ' || severity || ' ' || value from stats
        where value > 0 and (severity in ('error', 'data_loss')
          or name in ('interned_data_tokenizer_errors', 'track_event_parser_errors', 'slice_max_depth_exceeded'))
      union all select 'slices', count(*) from slice
      union all select 'unnamed slices', count(*) from slice where name is null or name = ''
      union all select 'counters', count(*) from counter;
      """;

  private final Path shell;

  private TraceProcessor(Path shell) {
    this.shell = shell;
  }

  /** The trace processor {@code TRACE_PROCESSOR_SHELL} names, or empty (said once) when it names none. */
  public static Optional<TraceProcessor> fromEnvironment() {
    return Holder.INSTANCE;
  }

  private static final class Holder {
    static final Optional<TraceProcessor> INSTANCE = find();

    private static Optional<TraceProcessor> find() {
      String path = System.getenv("TRACE_PROCESSOR_SHELL");
      if (path == null || path.isBlank() || !Files.isExecutable(Path.of(path))) {
        System.err.println("Perfetto trace processor checks skipped: TRACE_PROCESSOR_SHELL does not name a"
            + " trace_processor_shell" + (path == null || path.isBlank() ? "" : " (" + path + " is not executable)")
            + "; build one from google/perfetto and set it to run them");
        return Optional.empty();
      }
      return Optional.of(new TraceProcessor(Path.of(path)));
    }
  }

  /** What the trace processor made of a trace: what it says it lost, and how many slices and counters it has. */
  public record Import(List<String> losses, long slices, long unnamedSlices, long counters) {}

  /** Imports the Perfetto trace {@code bytes} and reads back what it lost and what it holds. */
  public Import read(byte[] bytes) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("trace-processor");
    try {
      Path trace = Files.write(dir.resolve("trace.pftrace"), bytes);
      Path query = Files.writeString(dir.resolve("query.sql"), QUERY);
      Path output = dir.resolve("output.csv");
      Process p = new ProcessBuilder(shell.toString(), "-q", query.toString(), trace.toString())
          .redirectErrorStream(false).redirectOutput(output.toFile()).redirectError(dir.resolve("stderr.txt").toFile())
          .start();
      if (!p.waitFor(5, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError(shell + " did not finish within 5 minutes");
      }
      String stdout = Files.readString(output, StandardCharsets.UTF_8);
      if (p.exitValue() != 0) {
        throw new AssertionError(shell + " exited with " + p.exitValue() + ": " + Files.readString(dir.resolve("stderr.txt"))
            + stdout);
      }
      return parse(stdout);
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(dir);
    }
  }

  /** The query's rows, as the shell prints them: a header, then {@code "kind","value"} per row. */
  private static Import parse(String csv) {
    List<String> losses = new ArrayList<>();
    Map<String, Long> counts = new LinkedHashMap<>();
    for (String line : csv.split("\n")) {
      int comma = line.indexOf(',');
      if (comma < 0) {
        continue;
      }
      String kind = unquote(line.substring(0, comma));
      String value = unquote(line.substring(comma + 1));
      if (kind.equals("loss")) {
        losses.add(value);
      } else if (kind.equals("slices") || kind.equals("unnamed slices") || kind.equals("counters")) {
        counts.put(kind, Long.parseLong(value));
      }
    }
    if (counts.size() != 3) {
      throw new AssertionError("the trace processor's output has no counts:\n" + csv);
    }
    return new Import(losses, counts.get("slices"), counts.get("unnamed slices"), counts.get("counters"));
  }

  private static String unquote(String s) {
    s = s.trim();
    return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
  }

  /**
   * Asserts that the trace processor imports {@code bytes} without loss (no stats row of severity
   * error or data_loss, no interning, parser or depth errors), that every slice has a name, and
   * that it holds the slices and counters {@code check} (our reading of the same bytes) found.
   */
  public void assertImportsAsChecked(String name, byte[] bytes, TraceCheck check) throws IOException, InterruptedException {
    Import imported = read(bytes);
    assertWithMessage("%s: what the trace processor lost", name).that(imported.losses()).isEmpty();
    assertWithMessage("%s: slices without a name", name).that(imported.unnamedSlices()).isEqualTo(0);
    assertWithMessage("%s: slices and instants (TraceCheck's against the trace processor's)", name)
        .that(imported.slices()).isEqualTo(check.count("TYPE_SLICE_BEGIN") + check.count("TYPE_INSTANT"));
    assertWithMessage("%s: counter values (TraceCheck's against the trace processor's)", name)
        .that(imported.counters()).isEqualTo(check.count("TYPE_COUNTER"));
  }
}
