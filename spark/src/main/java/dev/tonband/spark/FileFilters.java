// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import dev.tonband.host.tables.TableSchema;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.spark.sql.sources.EqualTo;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.sources.In;
import org.apache.spark.sql.sources.StringContains;
import org.apache.spark.sql.sources.StringEndsWith;
import org.apache.spark.sql.sources.StringStartsWith;

/**
 * The filters of a query that say which files can have rows: on {@code file_path}, tested on
 * each file's path before any is read (equality, IN, prefix, suffix, part), and on
 * {@code trace_id} (equality, IN), tested on a file's content id, which takes reading its bytes
 * but decoding none, before it is decoded. Other filters are Spark's to apply to the rows.
 */
record FileFilters(List<Filter> onPath, Set<String> traceIds) implements Serializable {
  static FileFilters of(Filter[] filters) {
    List<Filter> onPath = new ArrayList<>();
    Set<String> traceIds = null;
    for (Filter filter : filters) {
      if (onPath(filter)) {
        onPath.add(filter);
        continue;
      }
      Set<String> ids = values(filter, TableSchema.TRACE_ID.name());
      if (ids != null) {
        if (traceIds == null) {
          traceIds = new TreeSet<>(ids);
        } else {
          traceIds.retainAll(ids); // each filter must hold
        }
      }
    }
    return new FileFilters(List.copyOf(onPath), traceIds);
  }

  /** The filters used to pick files. */
  Filter[] used() {
    List<Filter> used = new ArrayList<>(onPath);
    if (traceIds != null) {
      used.add(new In(TableSchema.TRACE_ID.name(), traceIds.toArray()));
    }
    return used.toArray(Filter[]::new);
  }

  /** Whether a file at {@code path} may have rows the query wants. */
  boolean accepts(String path) {
    for (Filter filter : onPath) {
      boolean holds = filter instanceof StringStartsWith prefix ? path.startsWith(prefix.value())
          : filter instanceof StringEndsWith suffix ? path.endsWith(suffix.value())
          : filter instanceof StringContains part ? path.contains(part.value())
          : values(filter, TraceTable.FILE_PATH).contains(path);
      if (!holds) {
        return false;
      }
    }
    return true;
  }

  /** Whether the trace of content id {@code id} may have rows the query wants. */
  boolean acceptsTrace(String id) {
    return traceIds == null || traceIds.contains(id);
  }

  private static boolean onPath(Filter filter) {
    String column = filter instanceof StringStartsWith prefix ? prefix.attribute()
        : filter instanceof StringEndsWith suffix ? suffix.attribute()
        : filter instanceof StringContains part ? part.attribute()
        : values(filter, TraceTable.FILE_PATH) != null ? TraceTable.FILE_PATH : null;
    return TraceTable.FILE_PATH.equals(column);
  }

  /** The string values {@code column} may have by an equality or IN {@code filter}; null for other filters. */
  private static Set<String> values(Filter filter, String column) {
    Object[] values = filter instanceof EqualTo equal && equal.attribute().equals(column) ? new Object[] {equal.value()}
        : filter instanceof In in && in.attribute().equals(column) ? in.values()
        : null;
    if (values == null || !Arrays.stream(values).allMatch(String.class::isInstance)) {
      return null;
    }
    Set<String> strings = new TreeSet<>();
    Arrays.stream(values).forEach(value -> strings.add((String) value));
    return strings;
  }
}
