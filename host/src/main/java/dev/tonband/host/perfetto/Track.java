// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

/**
 * A track of the output trace. Mutable only in what the converter learns while streaming: a
 * name that arrives late, how many slices are open (to refuse an end with nothing open), how
 * many instants stack at the latest instant's time (see {@link Tracks#instant}), and the packet
 * sequence its events go on once the first is written.
 */
public final class Track {
  /** What a track holds, which decides its descriptor. */
  public enum Kind {
    /** A process: a group whose name is fixed (the importer keeps a process's first name). */
    PROCESS,
    /** A group of tracks for an object whose name may arrive late or repeat, such as a task. */
    GROUP,
    SLICES,
    COUNTER
  }

  /** What a counter counts, as Perfetto's {@code CounterDescriptor} can say it. */
  public enum Unit {
    NONE(0, null),
    COUNT(PerfettoProto.CounterDescriptor.UNIT_COUNT, null),
    BYTES(PerfettoProto.CounterDescriptor.UNIT_SIZE_BYTES, null),
    PRIORITY(0, "priority");

    final int proto;
    final String name;

    Unit(int proto, String name) {
      this.proto = proto;
      this.name = name;
    }
  }

  final long uuid;
  final Kind kind;
  final Track parent;
  final int pid;
  final Unit unit;
  String name;
  boolean described;
  int openSlices;
  /** Slices open past the importer's depth limit, which were not written ({@link Tracks#begin}). */
  int unwrittenSlices;
  /** The time of the latest instant, and how many instants since then stack on the slices open. */
  long instantsNs = -1;
  int stackedInstants;
  /** The track that takes this one's instants past the importer's depth limit, once needed. */
  Track overflow;
  /** The name of the open state slice, for tracks used as state machines. */
  String state;
  /** The packet sequence of the track's events, from its first event on. */
  PerfettoWriter.Sequence sequence;

  Track(long uuid, Kind kind, Track parent, int pid, String name, Unit unit) {
    this.uuid = uuid;
    this.kind = kind;
    this.parent = parent;
    this.pid = pid;
    this.name = name;
    this.unit = unit;
  }

  public String name() {
    return name;
  }

  /** The open state slice's name, or null. */
  public String state() {
    return state;
  }
}
