// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** How inputs are decoded, for every command that reads traces: their format and the catalogue. */
final class DecodingOptions {
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
      names = "--catalogue",
      paramLabel = "FILE",
      description = "Decode with this catalogue (your app-events.yaml): its application events are decoded from it at run"
          + " time, merged with the built-in groups as 'tonband generate' merges them, so a changed catalogue needs no"
          + " rebuild. Without it, the catalogue built into tonband is used.")
  Path catalogue;

  /** Opens {@code specs} as the streams of one trace. */
  Inputs open(List<InputSpec> specs, boolean follow) throws IOException {
    return Inputs.open(specs, format, follow, catalogue(),
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
