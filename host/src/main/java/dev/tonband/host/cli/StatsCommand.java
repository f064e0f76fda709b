// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.StatsJson;
import dev.tonband.host.stats.StatsText;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "stats",
    description = {
      "Print the numbers a trace implies: CPU share per task and of interrupts per core, context switches;"
          + " per interrupt its runs (count, total, min, mean, p50, p99, max) and longest gap; per task its time in"
          + " each state, longest wait to run once ready, priority changes; per queue, semaphore and buffer its"
          + " high-water mark, time full and empty, traffic and waits; per mutex its holders, hold and wait times"
          + " and priority inheritances; per marker its counts, slice durations and value range; drops and problems.",
      "One pass in bounded memory, any length of trace. Exit code 1 means the trace had problems (listed at the end)."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class StatsCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Mixin AnalysisOptions analysis;

  @Option(names = "--json", description = "Print one JSON object instead of tables (docs/analysis.md describes it).")
  boolean json;

  @Override
  public Integer call() throws IOException {
    return analysis.run(input, false, this::print);
  }

  private int print(Stats stats) throws IOException {
    PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false, StandardCharsets.UTF_8);
    if (json) {
      StatsJson.write(stats, out);
    } else {
      StatsText.print(stats, out);
    }
    out.flush();
    return stats.problems().clean() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
  }
}
