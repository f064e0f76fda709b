// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.List;

/**
 * A named set of events.
 *
 * @param prefixed whether generated names carry the group name ({@code encode_freertos_...});
 *     the base group's names do not
 * @param builtin whether the runtime itself traces these events; other groups are application
 *     events, for which ready-to-call trace functions are generated
 */
public record Group(
    String name,
    String description,
    boolean prefixed,
    boolean builtin,
    List<Event> events,
    Position position) {

  public Group {
    events = List.copyOf(events);
  }
}
