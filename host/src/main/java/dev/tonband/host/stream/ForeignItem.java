// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.dial9.Dial9Event;

/**
 * An event of a dial9 archive whose schema is not one of this catalogue's device events
 * (another producer's, or a newer catalogue's), kept generically: its schema names it and its
 * fields.
 */
public record ForeignItem(Dial9Event event, long ns, int core, String input, long frame) implements StreamItem {}
