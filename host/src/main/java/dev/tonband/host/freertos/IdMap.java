package dev.tonband.host.freertos;

import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * Objects of a trace by their id (tasks, queues, ISRs, markers). Tracers count ids up from 1, so
 * small ids are kept in an array, which costs one index per event instead of boxing the id and
 * hashing it; larger ones (damage, or another tracer's numbering) in a map.
 */
public final class IdMap<V> {
  private static final int DIRECT = 1024;

  private Object[] small = new Object[16];
  private final Map<Long, V> large = new HashMap<>();
  private final Map<Long, V> all = new HashMap<>();

  /** The object of {@code id}, or null. */
  @SuppressWarnings("unchecked")
  public V get(long id) {
    if (id >= 0 && id < DIRECT) {
      return id < small.length ? (V) small[(int) id] : null;
    }
    return large.get(id);
  }

  public void put(long id, V value) {
    if (id >= 0 && id < DIRECT) {
      if (id >= small.length) {
        small = Arrays.copyOf(small, Math.max((int) id + 1, small.length * 2));
      }
      small[(int) id] = value;
    } else {
      large.put(id, value);
    }
    all.put(id, value);
  }

  /** Every id and its object, in no order. */
  public Map<Long, V> asMap() {
    return all;
  }

  public Collection<V> values() {
    return all.values();
  }
}
