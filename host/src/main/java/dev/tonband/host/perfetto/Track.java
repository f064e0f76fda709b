package dev.tonband.host.perfetto;

/**
 * A track of the output trace. Mutable only in what the converter learns while streaming: a
 * name that arrives late, and how many slices are open (to refuse an end with nothing open).
 */
public final class Track {
  /** What a track holds, which decides its descriptor. */
  public enum Kind { PROCESS, SLICES, COUNTER }

  final long uuid;
  final Kind kind;
  final Track parent;
  final int pid;
  String name;
  boolean described;
  int openSlices;
  /** The name of the open state slice, for tracks used as state machines. */
  String state;

  Track(long uuid, Kind kind, Track parent, int pid, String name) {
    this.uuid = uuid;
    this.kind = kind;
    this.parent = parent;
    this.pid = pid;
    this.name = name;
  }

  public String name() {
    return name;
  }

  /** The open state slice's name, or null. */
  public String state() {
    return state;
  }
}
