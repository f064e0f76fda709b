// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import dev.tonband.host.trace.Cores;

/**
 * What a converted trace holds, in a line, as the trace's trackers kept it ({@link Cores}), so
 * that it says what {@code tonband stats} says.
 *
 * @param events events of the catalogue and of an archive's other schemas, metadata included
 * @param cores how many cores the trace shows: those a timed event was seen on
 * @param spanNs from the first timed event to the last, in ns; 0 without timed events
 */
public record TraceSummary(long events, int cores, long spanNs) {
  /** The summary of a trace that was not read. */
  static final TraceSummary NONE = new TraceSummary(0, 0, 0);

  static TraceSummary of(Cores cores) {
    return new TraceSummary(cores.events(), cores.seen(), cores.startNs() < 0 ? 0 : cores.endNs() - cores.startNs());
  }
}
