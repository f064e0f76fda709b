package dev.tonband.host.tables;

import java.util.Arrays;

/**
 * The slices open on one track (or, for ISRs, one core), innermost last: each one's key (which
 * ISR), begin time and name. A slice's index is its depth; what is still open when the trace
 * ends becomes a slice that ends there.
 */
final class OpenSlices {
  private long[] keys = new long[4];
  private long[] begins = new long[4];
  private String[] names = new String[4];
  private int size;

  void open(long key, long ns, String name) {
    if (size == keys.length) {
      keys = Arrays.copyOf(keys, size * 2);
      begins = Arrays.copyOf(begins, size * 2);
      names = Arrays.copyOf(names, size * 2);
    }
    keys[size] = key;
    begins[size] = ns;
    names[size] = name;
    size++;
  }

  /** The depth of the innermost open slice of {@code key}, or -1; {@link #close} removes it. */
  int innermost(long key) {
    for (int i = size - 1; i >= 0; i--) {
      if (keys[i] == key) {
        return i;
      }
    }
    return -1;
  }

  void close(int depth) {
    System.arraycopy(keys, depth + 1, keys, depth, size - depth - 1);
    System.arraycopy(begins, depth + 1, begins, depth, size - depth - 1);
    System.arraycopy(names, depth + 1, names, depth, size - depth - 1);
    size--;
    names[size] = null;
  }

  int size() {
    return size;
  }

  long key(int depth) {
    return keys[depth];
  }

  long begin(int depth) {
    return begins[depth];
  }

  String name(int depth) {
    return names[depth];
  }
}
