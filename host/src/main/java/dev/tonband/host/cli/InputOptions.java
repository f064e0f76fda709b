// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.ReadAhead;
import dev.tonband.host.stream.StreamMerger;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The input options every command that reads one trace shares. */
final class InputOptions {
  @Parameters(
      arity = "1..*",
      paramLabel = "INPUT",
      description = {
        "Device streams to read: a file (binary, hex, or a dial9 archive; gzip-compressed or not), '-' for stdin,"
            + " tcp:HOST:PORT for a live capture (RTT server, QEMU serial socket), or serial:PORT@BAUD for a serial port"
            + " (serial:/dev/ttyUSB0@921600; add ,7E1 or the like when not 8N1), read live until Ctrl-C or until the"
            + " device goes away ('tonband ports' lists the ports). Append @N to pin an input to core N"
            + " (core1.bin@1); in-stream core_id events still switch cores. Several inputs are merged by time."
      })
  List<String> inputs = new ArrayList<>();

  @Option(
      names = {"-f", "--follow"},
      description = "Live capture: read files as they grow (as tail -f) and connections until they close, write output as"
          + " events arrive and, on Ctrl-C, end cleanly with everything received so far. Serial ports are always read so.")
  boolean follow;

  @Mixin DecodingOptions decoding;

  List<InputSpec> specs() {
    List<InputSpec> specs = new ArrayList<>();
    for (String input : inputs) {
      specs.add(InputSpec.parse(input));
    }
    return specs;
  }

  /**
   * Writing over an input would destroy the capture being read, also when a link leads to it.
   *
   * @param option how the user named the output, e.g. {@code -o}
   */
  void checkNotAnInput(Path output, String option) throws IOException {
    for (InputSpec spec : specs()) {
      Path path = Path.of(spec.location());
      if (spec.kind() == InputSpec.Kind.FILE && Files.exists(output) && Files.exists(path)
          && Files.isSameFile(output, path)) {
        throw new IllegalArgumentException(option + " " + output + " is the input " + spec.location()
            + (output.equals(path) ? "" : " (the same file through a link)")
            + "; writing it would destroy the capture: choose another output file");
      }
    }
  }

  /** A live capture: asked for with --follow, or a serial port, which has no end but Ctrl-C or an unplug. */
  boolean live() {
    return follow || specs().stream().anyMatch(spec -> spec.kind() == InputSpec.Kind.SERIAL);
  }

  /**
   * How a command reads the merged items: decoded in a thread ahead of the output, so that both
   * cores work; live captures directly, as their output is flushed whenever the input waits.
   */
  static Function<StreamMerger, ItemSource> reading(boolean live) {
    return live ? merger -> merger : ReadAhead::of;
  }

  Inputs open() throws IOException {
    return decoding.open(specs(), follow);
  }
}
