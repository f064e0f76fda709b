// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

/**
 * Interned ids of names, 1 up: an open-addressing table from string to int, looked up once per
 * event. Most names come as the same String instance every time (a track's name, a state's), so
 * identity is compared before content.
 */
final class InternTable {
  private String[] keys = new String[16];
  private int[] ids = new int[16];
  private int size;

  /** The name's id, or 0 when it has none. */
  int get(String name) {
    int mask = keys.length - 1;
    for (int i = slot(name, mask); ; i = (i + 1) & mask) {
      String key = keys[i];
      if (key == null) {
        return 0;
      }
      if (key == name || key.equals(name)) {
        return ids[i];
      }
    }
  }

  /** Gives a name that has none the next id, which it returns. */
  int add(String name) {
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    size++;
    put(name, size);
    return size;
  }

  private void put(String name, int id) {
    int mask = keys.length - 1;
    int i = slot(name, mask);
    while (keys[i] != null) {
      i = (i + 1) & mask;
    }
    keys[i] = name;
    ids[i] = id;
  }

  private void grow() {
    String[] oldKeys = keys;
    int[] oldIds = ids;
    keys = new String[oldKeys.length * 2];
    ids = new int[oldIds.length * 2];
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        put(oldKeys[i], oldIds[i]);
      }
    }
  }

  private static int slot(String name, int mask) {
    int h = name.hashCode() * 0x9E3779B9;
    return (h ^ (h >>> 16)) & mask;
  }
}
