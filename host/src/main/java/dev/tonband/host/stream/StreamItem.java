package dev.tonband.host.stream;

/**
 * One thing a device stream said, placed in time: a decoded event or a problem with the stream.
 * Both carry a time so that problems show up on the errors track where they happened.
 */
public sealed interface StreamItem permits EventItem, Problem {
  /** Nanoseconds since the device's timestamp zero (for metadata: the time of the event before it). */
  long ns();

  /** The core the item belongs to: the input's pinned core, changed by in-stream core_id events. */
  int core();
}
