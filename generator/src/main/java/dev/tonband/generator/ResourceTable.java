// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A table the generator ships as a resource: a row a line, its columns apart by spaces; '#' lines are comments. */
public final class ResourceTable {
  private ResourceTable() {}

  /** The rows of the resource {@code name} (e.g. {@link dev.tonband.generator.budget.BudgetMetrics#RESOURCE}), in order. */
  public static List<String[]> rows(String name) {
    List<String[]> rows = new ArrayList<>();
    try (InputStream in = ResourceTable.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing from the generator");
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          rows.add(line.strip().split("\\s+"));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }
}
