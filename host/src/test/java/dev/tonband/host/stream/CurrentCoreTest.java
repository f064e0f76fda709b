// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The current core: pinned, then as core_id events say, unless they say something implausible. */
class CurrentCoreTest {
  private final PendingItems pending = new PendingItems("in");
  private final CurrentCore core = new CurrentCore(4);
  private final StreamProblems problems = new StreamProblems("t.bin", pending, () -> 1, () -> 0, core::get);

  @Test
  void startsOnThePinnedCoreAndFollowsCoreIdsUpTo255() throws Exception {
    assertThat(core.get()).isEqualTo(4);
    core.switchTo(0, problems);
    assertThat(core.get()).isEqualTo(0);
    core.switchTo(255, problems);
    assertThat(core.get()).isEqualTo(255);
    assertThat(pending.ready()).isFalse();
  }

  @Test
  void anImplausibleCoreIdIsReportedAndTheCoreStays() throws Exception {
    core.switchTo(1, problems);
    core.switchTo(256, problems);
    core.switchTo(4294967295L, problems);

    assertThat(core.get()).isEqualTo(1);
    assertThat(PendingLines.take(pending)).containsExactly(
        "IMPLAUSIBLE_CORE_ID t.bin frame 1: core_id 256 is above 255; the stream is probably damaged here, so events"
            + " stay on core 1 at 0 core 1",
        "IMPLAUSIBLE_CORE_ID t.bin frame 1: core_id 4294967295 is above 255; the stream is probably damaged here, so"
            + " events stay on core 1 at 0 core 1")
        .inOrder();
  }
}
