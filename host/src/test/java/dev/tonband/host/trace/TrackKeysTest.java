// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The table of track ids against java.util.HashMap, through many growths and keys that differ in one part. */
class TrackKeysTest {
  @Test
  void findsEveryTrackByItsWholeKeyAndNoneForOtherKeys() {
    TrackKeys keys = new TrackKeys();
    Map<List<Long>, Integer> expected = new HashMap<>();
    SplittableRandom random = new SplittableRandom(7);
    for (int track = 0; track < 20_000; track++) {
      // small kinds, owners and objects (cores, tasks, ISRs), negative owners, and any long
      int kind = random.nextInt(8);
      long owner = random.nextInt(3) == 0 ? -1 : random.nextInt(16);
      long object = random.nextBoolean() ? random.nextInt(64) : random.nextLong();
      List<Long> key = List.of((long) kind, owner, object);
      if (expected.containsKey(key)) {
        continue;
      }
      assertThat(keys.get(kind, owner, object)).isEqualTo(-1);
      keys.put(kind, owner, object, track);
      expected.put(key, track);
    }
    for (Map.Entry<List<Long>, Integer> e : expected.entrySet()) {
      List<Long> k = e.getKey();
      assertThat(keys.get(k.get(0).intValue(), k.get(1), k.get(2))).isEqualTo(e.getValue());
    }
    // the same owner and object under a kind never given
    assertThat(keys.get(99, 0, 0)).isEqualTo(-1);
  }
}
