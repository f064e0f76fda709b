// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/**
 * One thing a device stream said, placed in time: a decoded event (of this catalogue, or a
 * foreign one from a dial9 archive) or a problem with the stream.
 * Each carries a time so that problems show up on the errors track where they happened.
 */
public sealed interface StreamItem permits EventItem, ForeignItem, Problem {
  /** Nanoseconds since the device's timestamp zero (for metadata: the time of the event before it). */
  long ns();

  /** The core the item belongs to: the input's pinned core, changed by in-stream core_id events. */
  int core();
}
