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
      converter = Formats.class,
      completionCandidates = Formats.class)
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
    return open(specs, follow, false);
  }

  /** Opens {@code specs} as the streams of one trace whose {@link Inputs#contentId()} is wanted. */
  Inputs openIdentified(List<InputSpec> specs) throws IOException {
    return open(specs, false, true);
  }

  private Inputs open(List<InputSpec> specs, boolean follow, boolean identified) throws IOException {
    return Inputs.open(specs, format, follow, identified, catalogue(),
        notice -> System.err.println(TerminalText.escape("tonband: " + notice)));
  }

  /** What the inputs are decoded with: the --catalogue file, or the built-in catalogue. */
  TraceCatalogue catalogue() throws IOException {
    return catalogue == null ? TraceCatalogue.builtIn() : TraceCatalogue.load(catalogue);
  }

  /** The values of --format as they are typed. */
  static final class Formats extends EnumValues<InputFormat> {
    Formats() {
      super(InputFormat.class, "a format");
    }
  }
}
