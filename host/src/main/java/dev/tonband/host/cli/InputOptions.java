package dev.tonband.host.cli;

import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.ReadAhead;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The input options every command shares. */
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
      names = "--format",
      paramLabel = "FORMAT",
      description = "How inputs are written: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}, which tells a dial9 archive,"
          + " a hex dump and a binary stream apart by their first bytes).",
      defaultValue = "auto",
      converter = FormatConverter.class,
      completionCandidates = FormatConverter.Names.class)
  InputFormat format = InputFormat.AUTO;

  @Option(
      names = {"-f", "--follow"},
      description = "Live capture: read files as they grow (as tail -f) and connections until they close, write output as"
          + " events arrive and, on Ctrl-C, end cleanly with everything received so far. Serial ports are always read so.")
  boolean follow;

  @Option(
      names = "--catalogue",
      paramLabel = "FILE",
      description = "Decode with this catalogue (your app-events.yaml): its application events are decoded from it at run"
          + " time, merged with the built-in groups as 'tonband generate' merges them, so a changed catalogue needs no"
          + " rebuild. Without it, the catalogue built into tonband is used.")
  Path catalogue;

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
    return live ? merger -> merger : ReadAhead::new;
  }

  Inputs open() throws IOException {
    return Inputs.open(specs(), format, follow, catalogue(),
        notice -> System.err.println(TerminalText.escape("tonband: " + notice)));
  }

  /** What the inputs are decoded with: the --catalogue file, or the built-in catalogue. */
  TraceCatalogue catalogue() throws IOException {
    return catalogue == null ? TraceCatalogue.builtIn() : TraceCatalogue.load(catalogue);
  }

  /** Lets a user type formats in lower case. */
  static final class FormatConverter implements picocli.CommandLine.ITypeConverter<InputFormat> {
    @Override
    public InputFormat convert(String value) {
      try {
        return InputFormat.valueOf(value.toUpperCase(java.util.Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(
            "'" + value + "' is not a format; use auto, binary, hex or dial9");
      }
    }

    static final class Names extends ArrayList<String> {
      private static final long serialVersionUID = 1L;

      Names() {
        super(List.of("auto", "binary", "hex", "dial9"));
      }
    }
  }
}
