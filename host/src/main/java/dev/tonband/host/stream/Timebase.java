package dev.tonband.host.stream;

/**
 * Nanoseconds per timestamp tick, shared by the inputs of one trace: the device's cores share
 * one timer, and a metadata buffer given as its own input (before the trace buffers, as the
 * firmware sends it) carries the ts_resolution_ns the other inputs need.
 */
public final class Timebase {
  private long nsPerTick = 1;
  private boolean known;

  long nsPerTick() {
    return nsPerTick;
  }

  /** Whether a ts_resolution_ns arrived; until then a tick counts as 1 ns. */
  boolean known() {
    return known;
  }

  void set(long nsPerTick) {
    this.nsPerTick = nsPerTick;
    this.known = true;
  }
}
