// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.input.Inputs;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.text.EventPrinter;
import dev.tonband.host.text.ProblemSummary;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
    name = "decode",
    description = {
      "Print the events of device streams, one per line, in time order (several inputs are merged).",
      "Problems are printed where they occur (lines starting with '!', or {\"problem\":...} in JSON), the first "
          + ProblemLog.SHOWN_PER_KIND + " of each kind, and summed up on stderr. Stops when its output is closed (| head)."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class DecodeCommand implements Callable<Integer> {
  @Mixin InputOptions input;

  @Option(names = "--json", description = "Print JSON lines instead of text.")
  boolean json;

  @Option(names = "--all-problems",
      description = "Print every problem, not only the first " + ProblemLog.SHOWN_PER_KIND + " of each kind.")
  boolean allProblems;

  @Override
  @SuppressWarnings("try") // LiveCapture is used only for its close(): the end of the capture
  public Integer call() throws IOException {
    ProblemLog problems = new ProblemLog();
    StdoutGuard stdout = new StdoutGuard(System.out);
    PrintStream out = new PrintStream(new BufferedOutputStream(stdout, 1 << 16), input.live(), StandardCharsets.UTF_8);
    // Everything is printed before the capture ends, so that Ctrl-C does not cut it off.
    try (Inputs inputs = input.open(); LiveCapture live = input.live() ? new LiveCapture(inputs) : null) {
      // The trace knows the names of the objects the events identify. What its trackers find in
      // what the events say (a marker's end without a begin, ...) is convert's and stats' to
      // report: decode prints the stream's problems, which are in its input.
      Trace trace = new Trace(new ProblemLog(), inputs.streams().get(0).catalogue().presentations());
      EventPrinter printer = json ? EventPrinter.json(out, trace) : EventPrinter.text(out, trace);
      try {
        if (live != null) {
          // While the device is quiet, what arrived is printed, the event held for look-ahead too.
          inputs.streams().forEach(stream -> stream.whenIdle(out::flush));
        }
        StreamMerger merger = new StreamMerger(inputs.streams());
        for (StreamItem item = merger.next(); item != null && !stdout.closed(); item = merger.next()) {
          if (item instanceof Problem p && !problems.add(p) && !allProblems) {
            if (problems.counts().get(p.kind()) == ProblemLog.SHOWN_PER_KIND + 1) {
              printer.moreProblems(p.kind());
            }
            continue;
          }
          printer.print(item);
        }
      } finally {
        out.flush();
      }
      if (stdout.closed()) {
        return ExitCode.OK; // the reader has what it wanted
      }
      ProblemSummary.print(problems, "decoded", System.err, false);
      return problems.clean() ? ExitCode.OK : ExitCode.TRACE_PROBLEMS;
    }
  }
}
