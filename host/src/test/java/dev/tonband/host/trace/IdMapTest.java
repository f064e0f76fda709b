// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The id map against java.util.TreeMap, through many growths and colliding keys. */
class IdMapTest {
  @Test
  void agreesWithHashMapThroughGrowthAndOverwrites() {
    IdMap<String> map = new IdMap<>();
    TreeMap<Long, String> expected = new TreeMap<>();
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 20_000; i++) {
      // small ids (tasks, queues), ids past the array, their multiples of 2^32, and any long
      long key = switch (random.nextInt(4)) {
        case 0 -> random.nextInt(500);
        case 1 -> 1000 + random.nextInt(100);
        case 2 -> (long) random.nextInt(500) << 32;
        default -> random.nextLong();
      };
      String value = "v" + i;
      map.put(key, value);
      expected.put(key, value);
      long probe = random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(500);
      assertThat(map.get(probe)).isEqualTo(expected.get(probe));
      assertThat(map.containsKey(probe)).isEqualTo(expected.containsKey(probe));
    }
    for (Map.Entry<Long, String> entry : expected.entrySet()) {
      assertThat(map.get(entry.getKey())).isEqualTo(entry.getValue());
    }
    assertThat(map.get(Long.MIN_VALUE)).isEqualTo(expected.get(Long.MIN_VALUE));
    assertThat(map.byId()).containsExactlyEntriesIn(expected).inOrder();
    assertThat(map.values()).containsExactlyElementsIn(expected.values());
  }

  @Test
  void listsSmallIdsInOrderThenTheOthers() {
    IdMap<String> map = new IdMap<>();
    for (long id : new long[] {900, 3, -1, 17, 5000, 0}) {
      map.put(id, "v" + id);
    }
    map.put(17, "again");
    List<String> values = map.values();
    assertThat(values.subList(0, 4)).containsExactly("v0", "v3", "again", "v900").inOrder();
    assertThat(values.subList(4, 6)).containsExactly("v-1", "v5000");
    assertThat(new ArrayList<>(map.byId().keySet())).containsExactly(-1L, 0L, 3L, 17L, 900L, 5000L).inOrder();
    assertThat(map.containsKey(5000)).isTrue();
    assertThat(map.containsKey(4)).isFalse();
  }
}
