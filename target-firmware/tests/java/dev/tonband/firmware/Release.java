// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** The release archive this build made ({@code tonband.release}), as a user unpacks it. */
final class Release {
  private Release() {}

  /** Unpacks the release archive; returns its one top folder, tonband-VERSION. */
  static Path unzip(Path into) throws IOException {
    Path archive = Path.of(System.getProperty("tonband.release"));
    Path top = null;
    try (InputStream file = Files.newInputStream(archive); ZipInputStream zip = new ZipInputStream(file)) {
      for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
        Path target = into.resolve(entry.getName()).normalize();
        if (!target.startsWith(into)) {
          throw new IOException("entry outside the archive's folder: " + entry.getName());
        }
        if (entry.isDirectory()) {
          Files.createDirectories(target);
        } else {
          Files.createDirectories(target.getParent());
          Files.copy(zip, target);
        }
        top = into.resolve(into.relativize(target).getName(0));
      }
    }
    return top;
  }
}
