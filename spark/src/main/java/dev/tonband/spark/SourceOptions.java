// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.tables.TableSchema;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * What a read of the source was given: {@code option("table", ...)} (required), the paths of
 * {@code load(...)}, and as on the command line {@code catalogue} (the firmware's
 * {@code events.yaml}, as {@code --catalogue}), {@code device} (every trace's device label, as
 * {@code --device}; else each file's name) and {@code format} (as {@code --format}).
 */
record SourceOptions(String table, List<String> paths, String catalogue, String device, InputFormat format)
    implements Serializable {
  static SourceOptions of(CaseInsensitiveStringMap options) {
    return new SourceOptions(tableName(options.get("table")), paths(options), options.get("catalogue"),
        options.get("device"), format(options.getOrDefault("format", "auto")));
  }

  TableSchema schema() {
    return TableSchema.ALL.stream().filter(t -> t.name().equals(table)).findFirst().orElseThrow();
  }

  private static String tableName(String table) {
    if (table == null || TableSchema.ALL.stream().noneMatch(t -> t.name().equals(table))) {
      throw new IllegalArgumentException((table == null ? "the tonband source needs option(\"table\", NAME)"
          : "option table: '" + table + "' is no table") + "; give one of "
          + TableSchema.ALL.stream().map(TableSchema::name).collect(Collectors.joining(", ")));
    }
    return table;
  }

  private static InputFormat format(String format) {
    try {
      return InputFormat.valueOf(format.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("option format: '" + format + "' is no format; give auto, binary, hex or dial9", e);
    }
  }

  /** {@code load(path)} gives the option path, {@code load(path, path, ...)} the option paths as a JSON array. */
  private static List<String> paths(CaseInsensitiveStringMap options) {
    List<String> paths = new ArrayList<>();
    if (options.containsKey("path")) {
      paths.add(options.get("path"));
    }
    if (options.containsKey("paths")) {
      try (JsonParser json = new JsonFactory().createParser(options.get("paths"))) {
        if (json.nextToken() == JsonToken.START_ARRAY) {
          while (json.nextToken() == JsonToken.VALUE_STRING) {
            paths.add(json.getText());
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("option paths is no JSON array of paths: " + options.get("paths"), e);
      }
    }
    return List.copyOf(paths);
  }
}
