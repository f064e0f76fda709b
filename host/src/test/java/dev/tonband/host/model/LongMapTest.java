package dev.tonband.host.model;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The model's id map against java.util.HashMap, through many growths and colliding keys. */
class LongMapTest {
  @Test
  void agreesWithHashMapThroughGrowthAndOverwrites() {
    LongMap<String> map = new LongMap<>();
    Map<Long, String> expected = new HashMap<>();
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 20_000; i++) {
      // small ids (tasks, queues), their multiples of 2^32, and any long
      long key = switch (random.nextInt(3)) {
        case 0 -> random.nextInt(500);
        case 1 -> (long) random.nextInt(500) << 32;
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
  }
}
