// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.Arrays;

/**
 * The slices open on one track (for ISRs, one core), innermost last: each one's key (which ISR),
 * begin time, name (null where the key names it) and track ({@link TrackTracker}: for ISRs, the
 * ISR's on the core). A slice's index is its depth. Nesting is bounded: past the bound the oldest
 * begin is taken to have lost its end and is forgotten. The trackers change it, through {@link
 * #end} where a slice ends (the one place an end without a begin is found); outputs read it, for
 * what is still open when the trace ends.
 */
public final class OpenSlices {
  /**
   * Words the problem of an end of {@code key} with no slice open ("... without a begin;
   * ignored"), only when it is read.
   */
  interface NoBegin {
    String message(long key);
  }

  /** Slices nest a few deep; deeper means begins whose ends were lost. */
  static final int SLICE_NESTING = 1024;

  /** Open nowhere. */
  static final OpenSlices NONE = new OpenSlices(0);

  private final int maxNesting;
  private long[] keys = new long[2];
  private long[] begins = new long[2];
  private String[] names = new String[2];
  private int[] tracks = new int[2];
  private int size;
  /** The begin, name and track of the slice the latest end closed. */
  private long endedBegin;
  private String endedName;
  private int endedTrack;

  OpenSlices(int maxNesting) {
    this.maxNesting = maxNesting;
  }

  void open(long key, long ns, String name, int track) {
    if (size == maxNesting) {
      close(0);
    }
    if (size == keys.length) {
      keys = Arrays.copyOf(keys, size * 2);
      begins = Arrays.copyOf(begins, size * 2);
      names = Arrays.copyOf(names, size * 2);
      tracks = Arrays.copyOf(tracks, size * 2);
    }
    keys[size] = key;
    begins[size] = ns;
    names[size] = name;
    tracks[size] = track;
    size++;
  }

  /**
   * Ends the innermost open slice of {@code key}: its depth, its begin, name and track then {@link
   * #endedBegin()}, {@link #endedName()} and {@link #endedTrack()}. With none open, -1, and an
   * END_WITHOUT_BEGIN problem is reported as {@code noBegin} words it.
   */
  int end(long key, Problems problems, NoBegin noBegin) throws IOException {
    int depth = endIfOpen(key);
    if (depth < 0) {
      problems.report("END_WITHOUT_BEGIN", () -> noBegin.message(key));
    }
    return depth;
  }

  /** As {@link #end}, where none open is no problem (a state track's first state ends none). */
  int endIfOpen(long key) {
    int depth = innermost(key);
    if (depth >= 0) {
      endedBegin = begins[depth];
      endedName = names[depth];
      endedTrack = tracks[depth];
      close(depth);
    }
    return depth;
  }

  /** When the slice the latest end closed began. */
  long endedBegin() {
    return endedBegin;
  }

  /** The name of the slice the latest end closed. */
  String endedName() {
    return endedName;
  }

  /** The track of the slice the latest end closed. */
  int endedTrack() {
    return endedTrack;
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
    System.arraycopy(tracks, depth + 1, tracks, depth, size - depth - 1);
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

  public int track(int depth) {
    return tracks[depth];
  }
}
