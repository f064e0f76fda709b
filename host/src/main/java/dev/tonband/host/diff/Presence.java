// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.budget.Metric;

/**
 * An object found on one side only: added when no base run has it, removed when no new run has it.
 *
 * @param runs how many runs of the side that has it have it
 */
public record Presence(Metric.Section section, String object, boolean added, int runs) {
  /** Its kind, as {@link Figure#kind()} names it. */
  public String kind() {
    return Figure.kindOf(section);
  }
}
