// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * Brings the files on disk in line with a generation. Each file is replaced atomically (written
 * beside it, then renamed over it), unchanged files are left alone, and stale files in owned
 * directories are removed.
 */
public final class OutputWriter {
  private final Path root;

  public OutputWriter(Path root) {
    this.root = root;
  }

  /** Returns the changed paths, relative to the root, each prefixed "written " or "removed ". */
  public List<String> write(GeneratedFiles generated) throws IOException {
    List<String> changes = new ArrayList<>();
    for (Map.Entry<String, byte[]> file : generated.files().entrySet()) {
      Path target = root.resolve(file.getKey());
      if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), file.getValue())) {
        continue;
      }
      Files.createDirectories(target.getParent());
      Path temporary = createBeside(target, file.getValue());
      try {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(temporary);
      }
      changes.add("written " + file.getKey());
    }
    for (String directory : generated.ownedDirectories()) {
      changes.addAll(removeStale(directory, generated));
    }
    return changes;
  }

  /**
   * A new file beside {@code target} holding {@code bytes}, made as any program makes a file (mode
   * 0666 less the umask), which {@code Files.createTempFile} is not: it makes it 0600, and the
   * generated files would then be readable by their owner only.
   */
  private static Path createBeside(Path target, byte[] bytes) throws IOException {
    while (true) {
      Path temporary = target.resolveSibling(
          "." + target.getFileName() + "." + ThreadLocalRandom.current().nextInt(1 << 30) + ".tmp");
      try {
        Files.write(temporary, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        return temporary;
      } catch (FileAlreadyExistsException e) {
        // another run's temporary file by chance: draw another name
      } catch (IOException e) {
        Files.deleteIfExists(temporary); // made, but not written whole (a full disk)
        throw e;
      }
    }
  }

  /**
   * Python writes the bytecode of the generated modules it runs beside them, in {@code
   * __pycache__}: caches of whoever ran them, not stale generated files.
   */
  private static boolean isPythonCache(Path base, Path file) {
    for (Path part : base.relativize(file)) {
      if (part.toString().equals("__pycache__")) {
        return true;
      }
    }
    return false;
  }

  private List<String> removeStale(String directory, GeneratedFiles generated) throws IOException {
    Path base = root.resolve(directory);
    if (!Files.isDirectory(base)) {
      return List.of();
    }
    List<String> removed = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(base)) {
      for (Path path : walk.filter(Files::isRegularFile).filter(p -> !isPythonCache(base, p)).sorted().toList()) {
        String relative = root.relativize(path).toString().replace('\\', '/');
        if (!generated.files().containsKey(relative)) {
          Files.delete(path);
          removed.add("removed " + relative);
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    return removed;
  }
}
