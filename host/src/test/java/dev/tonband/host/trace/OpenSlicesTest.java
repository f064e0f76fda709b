// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.IsrExit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One track's open slices: an end closes its key's innermost slice, an end with none open is one problem. */
class OpenSlicesTest {
  private final ProblemLog log = new ProblemLog();
  private final Problems problems = new Problems(log);
  private final List<String> ended = new ArrayList<>();

  OpenSlicesTest() {
    problems.at(new IsrExit(0, 7), 500, 0, "t.bin", 3);
  }

  private void end(OpenSlices slices, long key) throws Exception {
    int depth = slices.end(key, problems, k -> "end of " + k + " without a begin; ignored");
    if (depth >= 0) {
      ended.add(slices.endedName() + " at depth " + depth + " from " + slices.endedBegin() + " on " + slices.endedTrack());
    }
  }

  @Test
  void anEndClosesTheInnermostSliceOfItsKeyAndThoseInsideMoveOut() throws Exception {
    OpenSlices slices = new OpenSlices(OpenSlices.SLICE_NESTING);
    slices.open(1, 10, "outer 1", 5);
    slices.open(2, 20, "2", 6);
    slices.open(1, 30, "inner 1", 7);
    end(slices, 2);
    assertThat(ended).containsExactly("2 at depth 1 from 20 on 6");
    assertThat(slices.size()).isEqualTo(2);
    assertThat(slices.name(1)).isEqualTo("inner 1");
    assertThat(slices.track(1)).isEqualTo(7);
    end(slices, 1);
    end(slices, 1);
    assertThat(ended).containsExactly("2 at depth 1 from 20 on 6", "inner 1 at depth 1 from 30 on 7",
        "outer 1 at depth 0 from 10 on 5").inOrder();
    assertThat(log.clean()).isTrue();
  }

  @Test
  void anEndWithNoneOpenIsOneProblemAndEndsNothing() throws Exception {
    OpenSlices slices = new OpenSlices(OpenSlices.SLICE_NESTING);
    slices.open(1, 10, "1", 5);
    end(slices, 2);
    end(OpenSlices.NONE, 2);
    assertThat(ended).isEmpty();
    assertThat(slices.size()).isEqualTo(1);
    assertThat(log.counts()).containsExactly("END_WITHOUT_BEGIN", 2L);
    assertThat(log.firstOccurrences().get(0).message()).isEqualTo("end of 2 without a begin; ignored");
    assertThat(log.firstOccurrences().get(0).where()).isEqualTo("t.bin frame 3 (isr_exit, 500 ns, core 0)");
  }

  @Test
  void pastTheNestingBoundTheOldestBeginIsForgotten() throws Exception {
    OpenSlices slices = new OpenSlices(2);
    slices.open(1, 10, "a", 5);
    slices.open(1, 20, "b", 6);
    slices.open(1, 30, "c", 7);
    assertThat(slices.size()).isEqualTo(2);
    assertThat(slices.name(0)).isEqualTo("b");
    assertThat(slices.track(0)).isEqualTo(6);
  }
}
