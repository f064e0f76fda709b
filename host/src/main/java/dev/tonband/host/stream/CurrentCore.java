// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

/** The core a stream's events are on: the pinned one until a core_id event says otherwise. */
final class CurrentCore {
  /** Larger core ids are damage, not hardware; following them would make a process per garbage value. */
  static final int MAX_CORE_ID = 255;

  private int core;

  CurrentCore(int pinnedCore) {
    this.core = pinnedCore;
  }

  int get() {
    return core;
  }

  /** Follows a core_id event, unless its id is implausible, which {@code problems} reports. */
  void switchTo(long id, StreamProblems problems) {
    if (id > MAX_CORE_ID) {
      problems.implausibleCore(id, MAX_CORE_ID, core);
      return;
    }
    core = (int) id;
  }
}
