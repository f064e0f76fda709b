package dev.tonband.host.model;

/**
 * A map from long ids (of tasks, queues, ISRs, markers) to values, looked up once or more per
 * device event: open addressing on a primitive key, so a lookup neither boxes the id nor follows
 * a chain, as {@code HashMap<Long, V>} does. No removal; null values are not stored.
 */
final class LongMap<V> {
  private long[] keys = new long[16];
  private Object[] values = new Object[16];
  private int size;

  /** The value of {@code key}, or null. */
  @SuppressWarnings("unchecked")
  V get(long key) {
    int mask = keys.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      Object value = values[i];
      if (value == null || keys[i] == key) {
        return (V) value;
      }
    }
  }

  boolean containsKey(long key) {
    return get(key) != null;
  }

  void put(long key, V value) {
    if (value == null) {
      throw new IllegalArgumentException("null value for " + key);
    }
    int mask = keys.length - 1;
    int i = slot(key, mask);
    while (values[i] != null && keys[i] != key) {
      i = (i + 1) & mask;
    }
    if (values[i] == null) {
      if (2 * (size + 1) > keys.length) {
        grow();
        put(key, value);
        return;
      }
      size++;
    }
    keys[i] = key;
    values[i] = value;
  }

  private void grow() {
    long[] oldKeys = keys;
    Object[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new Object[oldValues.length * 2];
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldValues[i] != null) {
        @SuppressWarnings("unchecked")
        V value = (V) oldValues[i];
        put(oldKeys[i], value);
      }
    }
  }

  private static int slot(long key, int mask) {
    long h = key * 0x9E37_79B9_7F4A_7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }
}
