// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueError;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * The generator's command line: {@code Main --root DIR [--catalogue FILE] [--changes-report FILE]}.
 * Reads the catalogue, and only when it is valid writes every output. Exit codes: 0 done, 1
 * invalid catalogue, 2 usage or I/O error.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    Path root = null;
    Path catalogueFile = null;
    Path changesReport = null;
    for (int i = 0; i < args.length; i++) {
      String option = args[i];
      if (option.equals("--help")) {
        out.println(usage());
        return 0;
      }
      if (i + 1 >= args.length) {
        err.println("tonband-generator: " + option + " needs a value\n" + usage());
        return 2;
      }
      Path value = Path.of(args[++i]);
      switch (option) {
        case "--root" -> root = value;
        case "--catalogue" -> catalogueFile = value;
        case "--changes-report" -> changesReport = value;
        default -> {
          err.println("tonband-generator: unknown option " + option + "\n" + usage());
          return 2;
        }
      }
    }
    if (root == null) {
      err.println("tonband-generator: --root is required\n" + usage());
      return 2;
    }
    root = root.toAbsolutePath().normalize();
    if (catalogueFile == null) {
      catalogueFile = root.resolve("events.yaml");
    }
    try {
      Catalogue catalogue = CatalogueLoader.load(catalogueFile, displayed(root, catalogueFile));
      List<String> changes = new OutputWriter(root).write(Generator.generate(catalogue));
      report(changes, changesReport, out);
      return 0;
    } catch (CatalogueException e) {
      for (CatalogueError error : e.errors()) {
        err.println(error);
      }
      err.println(e.count(catalogueFile.getFileName().toString()) + "; nothing was written.");
      return 1;
    } catch (NoSuchFileException e) {
      err.println("tonband-generator: no catalogue at " + e.getFile());
      return 2;
    } catch (IOException e) {
      err.println("tonband-generator: " + e);
      return 2;
    }
  }

  private static void report(List<String> changes, Path changesReport, PrintStream out) throws IOException {
    if (changes.isEmpty()) {
      out.println("tonband-generator: all generated files are up to date");
    } else {
      out.println("tonband-generator: " + changes.size() + (changes.size() == 1 ? " generated file" : " generated files") + " changed:");
      changes.forEach(c -> out.println("  " + c));
    }
    if (changesReport != null) {
      Files.createDirectories(changesReport.toAbsolutePath().getParent());
      Files.write(changesReport, changes, StandardCharsets.UTF_8);
    }
  }

  /** Errors name the catalogue relative to the root when it lies inside it, as editors show it. */
  private static String displayed(Path root, Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    return absolute.startsWith(root) ? root.relativize(absolute).toString() : file.toString();
  }

  private static String usage() {
    return """
        Usage: tonband-generator --root DIR [--catalogue FILE] [--changes-report FILE]
          --root DIR             checkout root; outputs are written below it
          --catalogue FILE       the event catalogue (default: DIR/events.yaml)
          --changes-report FILE  list the files this run changed (for the drift check)""";
  }
}
