// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The slices open on one track (for ISRs, one core), innermost last: each one's key (which ISR),
 * begin time and name (null where the key names it). A slice's index is its depth. Nesting is
 * bounded: past the bound the oldest begin is taken to have lost its end and is forgotten. The
 * trackers change it, through {@link #end} where a slice ends (the one place an end without a
 * begin is found); outputs read it, for what is still open when the trace ends.
 */
public final class OpenSlices {
  /** Told of the slice an end closed. */
  interface Ended {
    void ended(int depth, long beganNs, String name) throws IOException;
  }

  /** Slices nest a few deep; deeper means begins whose ends were lost. */
  static final int SLICE_NESTING = 1024;

  /** Open nowhere. */
  static final OpenSlices NONE = new OpenSlices(0);

  private final int maxNesting;
  private long[] keys = new long[2];
  private long[] begins = new long[2];
  private String[] names = new String[2];
  private int size;

  OpenSlices(int maxNesting) {
    this.maxNesting = maxNesting;
  }

  void open(long key, long ns, String name) {
    if (size == maxNesting) {
      close(0);
    }
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

  /**
   * Ends the innermost open slice of {@code key} and tells {@code ended} of it; with none open,
   * reports an END_WITHOUT_BEGIN problem saying {@code noBegin} ("... without a begin; ignored").
   */
  void end(long key, Problems problems, Supplier<String> noBegin, Ended ended) throws IOException {
    if (!endIfOpen(key, ended)) {
      problems.report("END_WITHOUT_BEGIN", noBegin);
    }
  }

  /** As {@link #end}, where none open is no problem (a state track's first state ends none); false then. */
  boolean endIfOpen(long key, Ended ended) throws IOException {
    int depth = innermost(key);
    if (depth < 0) {
      return false;
    }
    long begin = begins[depth];
    String name = names[depth];
    close(depth);
    ended.ended(depth, begin, name);
    return true;
  }

  /** The depth of the innermost open slice of {@code key}, or -1. */
  int innermost(long key) {
    for (int i = size - 1; i >= 0; i--) {
      if (keys[i] == key) {
        return i;
      }
    }
    return -1;
  }

  /** Removes the slice at {@code depth}; those inside it move out by one. */
  void close(int depth) {
    System.arraycopy(keys, depth + 1, keys, depth, size - depth - 1);
    System.arraycopy(begins, depth + 1, begins, depth, size - depth - 1);
    System.arraycopy(names, depth + 1, names, depth, size - depth - 1);
    size--;
    names[size] = null;
  }

  public int size() {
    return size;
  }

  public long key(int depth) {
    return keys[depth];
  }

  public long begin(int depth) {
    return begins[depth];
  }

  public String name(int depth) {
    return names[depth];
  }
}
