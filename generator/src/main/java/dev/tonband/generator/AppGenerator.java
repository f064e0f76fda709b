// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.emit.CAppEventsEmitter;
import dev.tonband.generator.emit.CEncoderEmitter;
import dev.tonband.generator.emit.EventIndexEmitter;
import dev.tonband.generator.emit.PythonEmitter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Generation for a firmware team's own catalogue, in the team's repository: the C encoders and
 * trace functions of the merged catalogue (the release's built-in groups and the team's), and,
 * when asked, its event index and its Python codec. Every entry point outside the checkout (the
 * CLI's {@code tonband generate}, the CMake function, the Maven plugin) writes through here.
 */
public final class AppGenerator {
  /** What the generated files' banners tell a team to do instead of editing them. */
  static final String REGENERATE =
      "change the catalogue; `tonband generate` (which the build runs when the catalogue changes) rewrites this file";

  /** The C files, by name. */
  public static final List<String> C_FILES = List.of("tband_encode.h", "tband_app_events.h", "tband_app_events.c");

  /** The event index's name. */
  public static final String INDEX = "events.md";

  private AppGenerator() {}

  /**
   * Brings the C files in {@code cOut} (and the index in {@code docsOut}, unless null) in line with
   * the catalogue; unchanged files are left alone, each written one replaced atomically.
   *
   * @return the paths written, each prefixed "written "
   */
  public static List<String> write(Catalogue catalogue, Path cOut, Path docsOut) throws IOException {
    return write(catalogue, cOut, docsOut, null);
  }

  /**
   * As {@link #write(Catalogue, Path, Path)}, and the Python package in {@code pythonOut} unless
   * null ({@code pyproject.toml} and {@code src/tonband_codec_GROUPS/}, {@link PythonEmitter#packageOf}, for
   * {@code pip install pythonOut}); {@code cOut} may be null too, when only other outputs are wanted.
   */
  public static List<String> write(Catalogue catalogue, Path cOut, Path docsOut, Path pythonOut) throws IOException {
    List<String> changes = new ArrayList<>();
    if (cOut != null) {
      GeneratedFiles all = new GeneratedFiles();
      CEncoderEmitter.emit(catalogue, all, REGENERATE);
      CAppEventsEmitter.emit(catalogue, all, REGENERATE);
      changes.addAll(writeUnder(all, "generated-c/", cOut));
    }
    if (docsOut != null) {
      GeneratedFiles index = new GeneratedFiles();
      EventIndexEmitter.emit(catalogue, index, REGENERATE);
      changes.addAll(writeUnder(index, "docs/", docsOut));
    }
    if (pythonOut != null) {
      GeneratedFiles python = new GeneratedFiles();
      PythonEmitter.emit(catalogue, python, REGENERATE, PythonEmitter.packageOf(catalogue));
      changes.addAll(writeUnder(python, PythonEmitter.ROOT + "/", pythonOut));
    }
    return changes;
  }

  /** Writes the files under {@code prefix} of a generation to {@code directory}, named without it. */
  private static List<String> writeUnder(GeneratedFiles generated, String prefix, Path directory) throws IOException {
    GeneratedFiles relocated = new GeneratedFiles();
    for (Map.Entry<String, byte[]> file : generated.files().entrySet()) {
      if (file.getKey().startsWith(prefix)) {
        relocated.add(file.getKey().substring(prefix.length()), file.getValue());
      }
    }
    List<String> changes = new ArrayList<>();
    for (String change : new OutputWriter(directory).write(relocated)) {
      String name = change.substring("written ".length());
      changes.add("written " + directory.resolve(name));
    }
    return changes;
  }
}
