// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The application's own slices and counters (its catalogue's events drawn as slices and
 * counters), as the trackers tell them: the durations of the slices of each name on each track,
 * and the range of each counter, in the order first seen.
 */
final class AppTimes {
  /** A slice name on a track. */
  private record SliceKey(String track, String name) {}

  /** A counter's values so far. */
  private static final class Range {
    long values;
    double min = Double.POSITIVE_INFINITY;
    long minAt;
    double max = Double.NEGATIVE_INFINITY;
    long maxAt;
  }

  private final Map<SliceKey, Durations> slices = new LinkedHashMap<>();
  private final Map<String, Range> counters = new LinkedHashMap<>();

  void sliceEnded(String track, String name, long beganNs, long ns) {
    slices.computeIfAbsent(new SliceKey(track, name), k -> new Durations()).record(ns - beganNs, beganNs);
  }

  void counter(String track, long ns, double value) {
    Range range = counters.computeIfAbsent(track, t -> new Range());
    range.values++;
    if (value < range.min) {
      range.min = value;
      range.minAt = ns;
    }
    if (value > range.max) {
      range.max = value;
      range.maxAt = ns;
    }
  }

  List<Stats.AppSlice> slices() {
    List<Stats.AppSlice> result = new ArrayList<>();
    slices.forEach((key, durations) -> result.add(new Stats.AppSlice(key.track(), key.name(), durations.summary())));
    return result;
  }

  List<Stats.AppCounter> counters() {
    List<Stats.AppCounter> result = new ArrayList<>();
    counters.forEach((track, r) -> result.add(new Stats.AppCounter(track, r.values, r.min, r.minAt, r.max, r.maxAt)));
    return result;
  }
}
