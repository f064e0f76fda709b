// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Fails the build when this build's generation changed committed files: they had drifted from
 * events.yaml, the templates or the emitters. Runs in the verify phase, reading the report the
 * generation wrote earlier in the same build.
 */
public final class DriftCheck {
  private DriftCheck() {}

  public static void main(String[] args) throws IOException {
    List<String> changes = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    if (changes.isEmpty()) {
      return;
    }
    StringBuilder message = new StringBuilder();
    message.append("Generated files had drifted from events.yaml and the generator; this build regenerated ")
        .append(changes.size()).append(" of them:\n");
    changes.forEach(c -> message.append("  ").append(c).append('\n'));
    message.append("Run `mvn generate-sources`, review the diff and commit it with the change that caused it.");
    System.err.println(message);
    System.exit(1);
  }
}
