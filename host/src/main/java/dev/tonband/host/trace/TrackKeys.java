// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

/**
 * Track ids by their key, a kind, an owner (a core, a task, or 0) and an object, in one
 * open-addressing table of primitives: the trackers look a track up at nearly every event, and one
 * probe sequence with no boxing costs less than a map per kind and per owner. No removal.
 */
final class TrackKeys {
  private int[] kinds = new int[64];
  private long[] owners = new long[64];
  private long[] objects = new long[64];
  /** The track id plus one; 0: a free slot. */
  private int[] ids = new int[64];
  private int size;

  /** The track of the key, or -1. */
  int get(int kind, long owner, long object) {
    int mask = ids.length - 1;
    for (int i = slot(kind, owner, object, mask); ; i = (i + 1) & mask) {
      int id = ids[i];
      if (id == 0 || kinds[i] == kind && owners[i] == owner && objects[i] == object) {
        return id - 1;
      }
    }
  }

  /** Gives the key, which has none, track {@code track}. */
  void put(int kind, long owner, long object, int track) {
    if (2 * (size + 1) > ids.length) {
      grow();
    }
    size++;
    int mask = ids.length - 1;
    int i = slot(kind, owner, object, mask);
    while (ids[i] != 0) {
      i = (i + 1) & mask;
    }
    kinds[i] = kind;
    owners[i] = owner;
    objects[i] = object;
    ids[i] = track + 1;
  }

  private void grow() {
    int[] oldKinds = kinds;
    long[] oldOwners = owners;
    long[] oldObjects = objects;
    int[] oldIds = ids;
    int length = oldIds.length * 2;
    kinds = new int[length];
    owners = new long[length];
    objects = new long[length];
    ids = new int[length];
    size = 0;
    for (int i = 0; i < oldIds.length; i++) {
      if (oldIds[i] != 0) {
        put(oldKinds[i], oldOwners[i], oldObjects[i], oldIds[i] - 1);
      }
    }
  }

  private static int slot(int kind, long owner, long object, int mask) {
    long h = (object * 0x9E3779B97F4A7C15L + owner) * 0x9E3779B97F4A7C15L + kind;
    return (int) (h ^ h >>> 29 ^ h >>> 47) & mask;
  }
}
