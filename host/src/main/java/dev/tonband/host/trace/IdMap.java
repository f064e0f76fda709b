// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Objects of a trace by their id (tasks, queues, ISRs, markers, tracks), looked up once or more
 * per device event by the converter and the stats. Tracers count ids up from 1, so small ids
 * index an array; the others (damage, or another tracer's numbering) go in an open-addressing
 * table on the primitive key. Neither boxes the id nor follows a chain, as {@code HashMap<Long,
 * V>} would. No removal; null values are not stored.
 */
public final class IdMap<V> {
  private static final int DIRECT = 1024;

  private Object[] small = new Object[16];
  private long[] keys = new long[16];
  private Object[] values = new Object[16];
  private int others;

  /** The object of {@code id}, or null. */
  @SuppressWarnings("unchecked")
  public V get(long id) {
    if (id >= 0 && id < DIRECT) {
      return id < small.length ? (V) small[(int) id] : null;
    }
    int mask = keys.length - 1;
    for (int i = slot(id, mask); ; i = (i + 1) & mask) {
      Object value = values[i];
      if (value == null || keys[i] == id) {
        return (V) value;
      }
    }
  }

  public boolean containsKey(long id) {
    return get(id) != null;
  }

  public void put(long id, V value) {
    if (value == null) {
      throw new IllegalArgumentException("null value for " + id);
    }
    if (id >= 0 && id < DIRECT) {
      if (id >= small.length) {
        small = Arrays.copyOf(small, Math.max((int) id + 1, small.length * 2));
      }
      small[(int) id] = value;
      return;
    }
    int mask = keys.length - 1;
    int i = slot(id, mask);
    while (values[i] != null && keys[i] != id) {
      i = (i + 1) & mask;
    }
    if (values[i] == null) {
      if (2 * (others + 1) > keys.length) {
        grow();
        put(id, value);
        return;
      }
      others++;
    }
    keys[i] = id;
    values[i] = value;
  }

  /** Every object: those of small ids by id, then the others in no order. */
  @SuppressWarnings("unchecked")
  public List<V> values() {
    List<V> all = new ArrayList<>();
    for (Object value : small) {
      if (value != null) {
        all.add((V) value);
      }
    }
    for (Object value : values) {
      if (value != null) {
        all.add((V) value);
      }
    }
    return all;
  }

  /** Every id and its object, by id. */
  @SuppressWarnings("unchecked")
  public SortedMap<Long, V> byId() {
    SortedMap<Long, V> all = new TreeMap<>();
    for (int id = 0; id < small.length; id++) {
      if (small[id] != null) {
        all.put((long) id, (V) small[id]);
      }
    }
    for (int i = 0; i < keys.length; i++) {
      if (values[i] != null) {
        all.put(keys[i], (V) values[i]);
      }
    }
    return all;
  }

  private void grow() {
    long[] oldKeys = keys;
    Object[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new Object[oldValues.length * 2];
    others = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldValues[i] != null) {
        @SuppressWarnings("unchecked")
        V value = (V) oldValues[i];
        put(oldKeys[i], value);
      }
    }
  }

  private static int slot(long id, int mask) {
    long h = id * 0x9E37_79B9_7F4A_7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }
}
