// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The report's values over time: a level's lowest, mean and highest per bucket, also once buckets merge. */
class TimelineTest {
  @Test
  void aQueueMostlyFullShowsWhereItDrainsNotOnlyItsCapacity() {
    Timeline timeline = new Timeline();
    Timeline.Level level = timeline.new Level();
    timeline.start(0);
    // full (4) all the time, but drained to 1 for 25 ns in every 100 ns
    for (long t = 0; t < 100 * Timeline.BUCKETS; t += 100) {
      level.set(t, 4);
      level.set(t + 50, 1);
      level.set(t + 75, 4);
    }

    Stats.LevelSeries series = level.series("q");
    assertThat(timeline.bucketNs()).isEqualTo(128); // merged from 1 ns until the time fitted
    int full = Timeline.BUCKETS / 2 - 2; // a bucket well inside, far from the last level set
    assertThat(series.high()[full]).isEqualTo(4);
    assertThat(series.low()[full]).isEqualTo(1);
    assertThat(series.mean()[full]).isWithin(0.5).of(3.25); // 4 for 75 %, 1 for 25 % of the time
  }

  @Test
  void levelsAreTimeWeightedOverTheirBucketAndUnknownBeforeTheFirst() {
    Timeline timeline = new Timeline();
    Timeline.Sum sum = timeline.new Sum();
    Timeline.Level level = timeline.new Level();
    timeline.start(0);
    sum.add(0, 4); // buckets of 1 ns: 0..3 are in use
    level.set(2, 3); // 3 from 2 ns on
    level.set(3, 1); // 1 from 3 ns on, until the timeline's latest time, 4 ns

    Stats.LevelSeries series = level.series("q");
    assertThat(series.low()).isEqualTo(new long[] {-1, -1, 3, 1, 1});
    assertThat(series.high()).isEqualTo(new long[] {-1, -1, 3, 1, 1});
    assertThat(series.mean()).usingTolerance(1e-9).containsExactly(-1, -1, 3, 1, 1).inOrder();
  }
}
