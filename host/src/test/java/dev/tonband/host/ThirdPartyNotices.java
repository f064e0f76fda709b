// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The list of THIRD-PARTY-NOTICES at the checkout's root, read for tests that hold it against what
 * an artifact really contains: per library, the paths that hold it in each artifact ("In
 * tonband.jar: ...", "In the release zip: ...", "In the page: ..."; a folder ends in /).
 */
public record ThirdPartyNotices(String text, List<Library> libraries) {
  public static final String JAR = "In tonband.jar";
  public static final String ZIP = "In the release zip";
  public static final String PAGE = "In the page";

  /** A library: its "Library:" line, and its paths by artifact. */
  public record Library(String name, Map<String, List<String>> paths) {
    public List<String> in(String artifact) {
      return paths.getOrDefault(artifact, List.of());
    }

    /** Whether one of its paths in {@code artifact} is {@code path} or a folder holding it. */
    public boolean holds(String artifact, String path) {
      return in(artifact).stream().anyMatch(p -> p.endsWith("/") ? path.startsWith(p) : path.equals(p));
    }
  }

  public static ThirdPartyNotices read() throws IOException {
    Path file = Path.of(System.getProperty("tonband.root", ".."), "THIRD-PARTY-NOTICES");
    String text = Files.readString(file);
    List<Library> libraries = new ArrayList<>();
    String name = null;
    Map<String, List<String>> paths = null;
    for (String line : text.split("\n")) {
      if (line.startsWith("Library: ")) {
        name = line.substring("Library: ".length());
        paths = new LinkedHashMap<>();
        libraries.add(new Library(name, paths));
      } else if (paths != null) {
        for (String artifact : List.of(JAR, ZIP, PAGE)) {
          if (line.startsWith(artifact + ": ")) {
            paths.put(artifact, List.of(line.substring(artifact.length() + 2).trim().split(" +")));
          }
        }
      }
    }
    return new ThirdPartyNotices(text, libraries);
  }

  /** The library that holds {@code path} of {@code artifact}. */
  public Optional<Library> owner(String artifact, String path) {
    return libraries.stream().filter(l -> l.holds(artifact, path)).findFirst();
  }
}
