// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.generator.AppGenerator;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueError;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.host.io.IoReasons;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(
    name = "generate",
    description = {
      "Generate the C code of your catalogue of application events: the encoders (tband_encode.h) and trace"
          + " functions (tband_app_events.h, tband_app_events.c) of your groups and of the built-in groups of this"
          + " tonband, which it merges in. Build tband_app_events.c with the runtime.",
      "With --python-out, also (or only) the Python package that decodes the catalogue's events"
          + " (pip install DIR; docs/python.md).",
      "The whole catalogue is checked first; with any error, every error is listed (file:line:column) and nothing"
          + " is written. Files whose content would not change are left alone."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--catalogue", required = true, paramLabel = "FILE",
      description = "Your catalogue (app-events.yaml): application groups only; base and freertos come with tonband.")
  Path catalogue;

  @Option(names = "--c-out", paramLabel = "DIR", description = "Where the C files go (created if need be).")
  Path cOut;

  @Option(names = "--python-out", paramLabel = "DIR",
      description = "Write the Python package of the catalogue (pyproject.toml, src/tonband_codec_GROUPS/, named after its application groups) to this folder.")
  Path pythonOut;

  @Option(names = "--docs-out", paramLabel = "DIR",
      description = "Also write the event index of the catalogue, events.md, to this folder.")
  Path docsOut;

  @Override
  public Integer call() throws IOException {
    PrintStream err = System.err;
    if (cOut == null && pythonOut == null) {
      throw new ParameterException(spec.commandLine(), "Missing required option: '--c-out=DIR' or '--python-out=DIR'");
    }
    Catalogue loaded = load(err);
    if (loaded == null) {
      return ExitCode.TRACE_PROBLEMS;
    }
    List<String> written = new ArrayList<>();
    written.addAll(write("--c-out", cOut, () -> AppGenerator.write(loaded, cOut, null, null)));
    written.addAll(write("--docs-out", docsOut, () -> AppGenerator.write(loaded, null, docsOut, null)));
    written.addAll(write("--python-out", pythonOut, () -> AppGenerator.write(loaded, null, null, pythonOut)));
    String fingerprint = Fingerprint.hex(loaded.fingerprint());
    if (written.isEmpty()) {
      System.out.println("tonband generate: up to date (catalogue fingerprint " + fingerprint + ")");
    } else {
      System.out.println("tonband generate: wrote " + written.size() + (written.size() == 1 ? " file" : " files")
          + " (catalogue fingerprint " + fingerprint + "):");
      written.forEach(w -> System.out.println(TerminalText.escape("  " + w.substring("written ".length()))));
    }
    return ExitCode.OK;
  }

  /** The catalogue, merged with the built-in groups; null after listing its errors on {@code err}. */
  private Catalogue load(PrintStream err) throws IOException {
    try {
      return CatalogueLoader.loadWithBuiltins(catalogue, catalogue.toString());
    } catch (IOException e) {
      throw IoReasons.cannotRead("--catalogue " + catalogue, catalogue, e);
    } catch (CatalogueException e) {
      for (CatalogueError error : e.errors()) {
        err.println(TerminalText.escape(error.toString()));
      }
      err.println(TerminalText.escape(e.count(catalogue.toString()) + "; nothing was written."));
      return null;
    }
  }

  /** A generation into the folder {@code dir} of {@code option}, unless null; its failure names both. */
  private static List<String> write(String option, Path dir, Generation generation) throws IOException {
    if (dir == null) {
      return List.of();
    }
    try {
      return generation.write();
    } catch (IOException e) {
      throw IoReasons.cannotWrite(option + " " + dir, option, dir, e);
    }
  }

  private interface Generation {
    List<String> write() throws IOException;
  }
}
