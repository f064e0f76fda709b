// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputWriterTest {
  private static final FileTime LONG_AGO = FileTime.fromMillis(1_000_000_000_000L);

  @TempDir Path root;

  private List<String> write(GeneratedFiles files) throws Exception {
    return new OutputWriter(root).write(files);
  }

  private static GeneratedFiles files(String... pathsAndTexts) {
    GeneratedFiles files = new GeneratedFiles();
    for (int i = 0; i < pathsAndTexts.length; i += 2) {
      files.add(pathsAndTexts[i], pathsAndTexts[i + 1]);
    }
    return files;
  }

  private String read(String path) throws Exception {
    return Files.readString(root.resolve(path), StandardCharsets.UTF_8);
  }

  private void put(String path, String text) throws Exception {
    Files.createDirectories(root.resolve(path).getParent());
    Files.writeString(root.resolve(path), text, StandardCharsets.UTF_8);
  }

  /** Which file on disk a path is (device and inode on Unix): the same after an in-place rewrite. */
  private Object fileKey(String path) throws Exception {
    return Files.readAttributes(root.resolve(path), BasicFileAttributes.class).fileKey();
  }

  private List<String> allFiles() throws Exception {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted().toList();
    }
  }

  @Test
  void writtenFilesGetTheModeOfAnyNewFileNotATemporaryFilesOwnerOnlyMode() throws Exception {
    Path plain = Files.writeString(root.resolve("made-the-usual-way"), "x"); // 0666 less this process's umask
    assumeTrue(Files.getFileStore(plain).supportsFileAttributeView("posix"), "POSIX permissions");
    put("out/old.h", "old");
    Files.setPosixFilePermissions(root.resolve("out/old.h"), PosixFilePermissions.fromString("rw-------"));

    write(files("out/new.h", "new", "out/old.h", "changed"));

    Set<PosixFilePermission> usual = Files.getPosixFilePermissions(plain);
    assertThat(usual).contains(PosixFilePermission.OTHERS_READ); // the usual umask, 022 or 002
    assertThat(Files.getPosixFilePermissions(root.resolve("out/new.h"))).isEqualTo(usual);
    assertThat(Files.getPosixFilePermissions(root.resolve("out/old.h"))).isEqualTo(usual);
  }

  @Test
  void writesNewFilesAndTheirDirectoriesAndReportsThem() throws Exception {
    List<String> changes = write(files("out/a.h", "A", "out/deep/b.h", "B"));

    assertThat(changes).containsExactly("written out/a.h", "written out/deep/b.h").inOrder();
    assertThat(read("out/a.h")).isEqualTo("A");
    assertThat(read("out/deep/b.h")).isEqualTo("B");
  }

  @Test
  void replacesAChangedFileByRenamingANewOneOverItNotByRewritingItInPlace() throws Exception {
    put("out/a.h", "old");
    // A hard link keeps the old file's content only if the writer swaps in a new file.
    Files.createLink(root.resolve("old-a.h"), root.resolve("out/a.h"));

    List<String> changes = write(files("out/a.h", "new"));

    assertThat(changes).containsExactly("written out/a.h");
    assertThat(read("out/a.h")).isEqualTo("new");
    assertThat(read("old-a.h")).isEqualTo("old");
    assertThat(allFiles()).containsExactly("old-a.h", "out/a.h"); // no temporary files left
  }

  @Test
  void leavesUnchangedFilesUntouched() throws Exception {
    put("out/a.h", "same");
    Files.setLastModifiedTime(root.resolve("out/a.h"), LONG_AGO);
    Object identity = fileKey("out/a.h");

    List<String> changes = write(files("out/a.h", "same"));

    assertThat(changes).isEmpty();
    assertThat(Files.getLastModifiedTime(root.resolve("out/a.h"))).isEqualTo(LONG_AGO);
    assertThat(fileKey("out/a.h")).isEqualTo(identity);
  }

  @Test
  void removesStaleFilesOnlyInOwnedDirectories() throws Exception {
    put("gen/kept.java", "old");
    put("gen/stale.java", "stale");
    put("gen/sub/stale.java", "stale");
    put("src/hand-written.java", "mine");
    put("notes.txt", "mine");
    GeneratedFiles files = files("gen/kept.java", "new", "src/generated.java", "new");
    files.own("gen");

    List<String> changes = write(files);

    assertThat(changes)
        .containsExactly(
            "written gen/kept.java", "written src/generated.java", "removed gen/stale.java", "removed gen/sub/stale.java")
        .inOrder();
    assertThat(allFiles())
        .containsExactly("gen/kept.java", "notes.txt", "src/generated.java", "src/hand-written.java")
        .inOrder();
  }

  @Test
  void pythonBytecodeCachesInAnOwnedDirectoryAreNoStaleFiles() throws Exception {
    put("gen/pkg/__pycache__/events.cpython-311.pyc", "bytecode");
    put("gen/pkg/stale.py", "stale");
    GeneratedFiles files = files("gen/pkg/events.py", "new");
    files.own("gen");

    List<String> changes = write(files);

    assertThat(changes).containsExactly("written gen/pkg/events.py", "removed gen/pkg/stale.py").inOrder();
    assertThat(allFiles()).containsExactly("gen/pkg/__pycache__/events.cpython-311.pyc", "gen/pkg/events.py").inOrder();
  }

  @Test
  void anOwnedDirectoryThatDoesNotExistYetIsFine() throws Exception {
    GeneratedFiles files = files("a.h", "A");
    files.own("not-yet");

    assertThat(write(files)).containsExactly("written a.h");
  }
}
