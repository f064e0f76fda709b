// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.stream.Problem;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Problems made on demand: counted always, made only while kept or when each is listed. */
class ProblemLogTest {
  private static Problem problem(String kind, int i) {
    return new Problem(kind, "in frame " + i, "message " + i, i, 0);
  }

  @Test
  void makesOnlyTheProblemsItKeepsButCountsThemAll() throws Exception {
    ProblemLog log = new ProblemLog();
    List<Integer> made = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      int n = i;
      boolean kept = log.add("DROPPED_EVENTS", () -> {
        made.add(n);
        return problem("DROPPED_EVENTS", n);
      });
      assertThat(kept).isEqualTo(i < ProblemLog.SHOWN_PER_KIND);
    }
    log.add(problem("OTHER", 9));
    assertThat(made).containsExactly(0, 1, 2, 3, 4).inOrder();
    assertThat(log.counts()).containsExactly("DROPPED_EVENTS", 8L, "OTHER", 1L);
    assertThat(log.total()).isEqualTo(9);
    assertThat(log.firstOccurrences().stream().map(Problem::where).toList())
        .containsExactly("in frame 0", "in frame 1", "in frame 2", "in frame 3", "in frame 4", "in frame 9").inOrder();
  }

  @Test
  void makesEveryProblemForItsReadersEachInTheOrderTheyWereTold() throws Exception {
    List<String> told = new ArrayList<>();
    ProblemLog log = new ProblemLog();
    log.tell(p -> told.add("first " + p.message()));
    log.tell(p -> told.add("second " + p.message()));
    for (int i = 0; i < 7; i++) {
      int n = i;
      log.add("DROPPED_EVENTS", () -> problem("DROPPED_EVENTS", n));
    }
    assertThat(told).hasSize(14);
    assertThat(told.subList(12, 14)).containsExactly("first message 6", "second message 6").inOrder();
    assertThat(log.firstOccurrences()).hasSize(ProblemLog.SHOWN_PER_KIND);
    assertThat(log.counts()).containsExactly("DROPPED_EVENTS", 7L);
  }
}
