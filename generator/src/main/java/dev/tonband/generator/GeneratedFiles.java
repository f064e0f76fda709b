// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one generation produces: file contents by path relative to the checkout root, plus the
 * directories the generator owns whole (files there that it no longer produces are stale).
 */
public final class GeneratedFiles {
  private final Map<String, byte[]> files = new TreeMap<>();
  private final List<String> ownedDirectories = new ArrayList<>();

  public void add(String path, String text) {
    add(path, text.getBytes(StandardCharsets.UTF_8));
  }

  public void add(String path, byte[] content) {
    if (files.putIfAbsent(path, content.clone()) != null) {
      throw new IllegalStateException("two emitters write " + path);
    }
  }

  /** Declares that every file under {@code directory} is generated. */
  public void own(String directory) {
    ownedDirectories.add(directory);
  }

  public Map<String, byte[]> files() {
    return Collections.unmodifiableMap(files);
  }

  public List<String> ownedDirectories() {
    return List.copyOf(ownedDirectories);
  }
}
