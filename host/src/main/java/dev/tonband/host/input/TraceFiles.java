// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import dev.tonband.host.io.IoReasons;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The traces of a command that takes many, each on its own (export): an argument is one trace,
 * a folder every file under it (hidden ones left out), a glob that the shell did not expand
 * (quoted, or too many files for a command line) every file it matches; each list in name order.
 * Anything else is taken as {@link InputSpec#parse} takes it.
 */
public final class TraceFiles {
  private TraceFiles() {}

  /**
   * A trace to read.
   *
   * @param named whether the command line named it, rather than a folder or glob it is found by:
   *     a file found so may be something else than a trace
   */
  public record Found(InputSpec spec, boolean named) {}

  public static List<Found> expand(List<String> arguments) throws IOException {
    List<Found> traces = new ArrayList<>();
    for (String argument : arguments) {
      InputSpec spec = InputSpec.parse(argument);
      Path path = Path.of(spec.location());
      if (spec.kind() != InputSpec.Kind.FILE || Files.isRegularFile(path)) {
        traces.add(new Found(spec, true));
      } else if (Files.isDirectory(path)) {
        add(traces, spec, filesUnder(path, file -> true), argument + " is a folder that holds no file");
      } else if (isGlob(spec.location())) {
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + spec.location());
        add(traces, spec, filesUnder(globBase(spec.location()), matcher::matches), argument + " matches no file");
      } else {
        traces.add(new Found(spec, true)); // opening it says what is wrong with it
      }
    }
    return traces;
  }

  private static void add(List<Found> traces, InputSpec spec, List<Path> files, String noneFound)
      throws IOException {
    if (files.isEmpty()) {
      throw new IOException(noneFound);
    }
    for (Path file : files) {
      traces.add(new Found(new InputSpec(InputSpec.Kind.FILE, file.toString(), spec.core()), false));
    }
  }

  /** Whether {@code location} has a wildcard ({@code * ? [ {}), as a glob of files or of Hadoop paths. */
  public static boolean isGlob(String location) {
    return location.contains("*") || location.contains("?") || location.contains("[") || location.contains("{");
  }

  /** The folder a glob's matches are under: its part before the first folder with a wildcard. */
  private static Path globBase(String glob) {
    Path base = Path.of(glob).isAbsolute() ? Path.of(glob).getRoot() : Path.of("");
    for (Path part : Path.of(glob)) {
      if (isGlob(part.toString())) {
        break;
      }
      base = base.resolve(part);
    }
    return base.toString().isEmpty() ? Path.of(".") : base;
  }

  private static List<Path> filesUnder(Path folder, Predicate<Path> filter) throws IOException {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    Path relativeTo = folder.equals(Path.of(".")) ? Path.of("") : null;
    try (Stream<Path> files = Files.walk(folder)) {
      return files.filter(Files::isRegularFile)
          .filter(file -> !hidden(folder.relativize(file)))
          .map(file -> relativeTo != null ? folder.relativize(file) : file)
          .filter(filter)
          .sorted()
          .toList();
    } catch (UncheckedIOException e) { // a folder in it that cannot be read
      throw new IOException("cannot list " + folder + ": " + IoReasons.reason(e.getCause()), e);
    }
  }

  /** A file or folder whose name starts with a dot, such as an export's temporary folder. */
  private static boolean hidden(Path relative) {
    for (Path part : relative) {
      if (part.toString().startsWith(".")) {
        return true;
      }
    }
    return false;
  }
}
