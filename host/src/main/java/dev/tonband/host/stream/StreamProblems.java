// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.DecodeError;
import dev.tonband.dial9.Dial9FormatException;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * The problems one {@link DeviceStream} reports, each worded here and nowhere else. A problem is
 * added to the stream's pending items after what came before it, at the stream's current time
 * and core; one without a place of its own is at the frame being decoded.
 */
final class StreamProblems {
  private final String input;
  private final PendingItems pending;
  private final LongSupplier frame;
  private final LongSupplier now;
  private final IntSupplier core;

  /**
   * @param input how problems name the input, e.g. the file name
   * @param frame the frame being decoded
   * @param now the stream's current time, which problems take
   * @param core the stream's current core
   */
  StreamProblems(String input, PendingItems pending, LongSupplier frame, LongSupplier now, IntSupplier core) {
    this.input = input;
    this.pending = pending;
    this.frame = frame;
    this.now = now;
    this.core = core;
  }

  void catalogueMismatch(String message) {
    add("CATALOGUE_MISMATCH", message);
  }

  void missingResolution(int events) {
    add("MISSING_METADATA", "no ts_resolution_ns in the first " + events
        + " event(s) of the stream: timestamps are taken as nanoseconds (1 ns per tick)");
  }

  void lateResolution(int openingLimit) {
    add("LATE_METADATA", "ts_resolution_ns arrived after the stream's first " + openingLimit
        + " events; the timed events before it were placed at 1 ns per tick");
  }

  void implausibleResolution(long nsPerTs, long keptNsPerTick) {
    add("IMPLAUSIBLE_METADATA", "ts_resolution_ns " + Long.toUnsignedString(nsPerTs)
        + " cannot be right; keeping " + keptNsPerTick + " ns per tick");
  }

  void implausibleFrequency(long hz) {
    add("IMPLAUSIBLE_METADATA", "ts_frequency_hz " + Long.toUnsignedString(hz)
        + " cannot be right (1 Hz to 1 GHz); keeping the clock known so far");
  }

  void implausibleCore(long id, int maxCoreId, int keptCore) {
    add("IMPLAUSIBLE_CORE_ID", "core_id " + id + " is above " + maxCoreId
        + "; the stream is probably damaged here, so events stay on core " + keptCore);
  }

  /** The event of {@code eventFrame} has fewer ticks than the event before it. */
  void ticksWentBack(long eventFrame, long beforeTicks, long ticks) {
    add(eventFrame, "NON_MONOTONIC_TIMESTAMP", "timestamp went back from " + Long.toUnsignedString(beforeTicks) + " to "
        + Long.toUnsignedString(ticks) + " ticks; the event is placed at the time of the event before it");
  }

  /**
   * {@code events} timed events in a row, up to the one of {@code eventFrame}, are all at tick
   * {@code ticks}: the device's clock does not run.
   */
  void clockStuck(long eventFrame, long events, long ticks, boolean wholeStream) {
    add(eventFrame, "TIMESTAMP_STUCK", (wholeStream ? "all " : "") + String.format("%,d", events)
        + " timed events " + (wholeStream ? "of the stream are" : "in a row are") + " at tick "
        + Long.toUnsignedString(ticks) + ": the device's timestamp source does not run (a Cortex-M without a DWT"
        + " cycle counter, as under QEMU, takes SysTick: see docs/firmware/porting.md); their times and durations"
        + " are 0");
  }

  /** The event of {@code eventFrame} is at more than 2^63 ns. */
  void ticksOverflow(long eventFrame, long ticks, String tickNs) {
    add(eventFrame, "TIMESTAMP_OVERFLOW", Long.toUnsignedString(ticks) + " ticks of " + tickNs
        + " ns are beyond 2^63 ns (292 years); the event is placed at the time of the event before it");
  }

  /**
   * The outlier problem of the held event of {@code eventFrame}, at {@code ns} on {@code
   * eventCore}, not added: it goes before the held event.
   */
  Problem outlier(long eventFrame, int eventCore, long ns, long ticks, long beforeTicks, long afterTicks) {
    return new Problem("TIMESTAMP_OUTLIER", input + " frame " + eventFrame, "timestamp " + Long.toUnsignedString(ticks)
        + " ticks is far ahead of the events before (" + Long.toUnsignedString(beforeTicks) + ") and after it ("
        + Long.toUnsignedString(afterTicks) + "), which agree: it is damaged; the event is placed at the time of the"
        + " event before it", ns, eventCore);
  }

  void foreignOverflow(long ns) {
    add("TIMESTAMP_OVERFLOW", Long.toUnsignedString(ns)
        + " ns are beyond 2^63 ns (292 years); the event is placed at the time of the event before it");
  }

  /** The foreign event of {@code eventFrame} comes after more than a {@code window} of later ones ({@link ForeignOrder}). */
  void foreignBeyondWindow(long eventFrame, long beforeNs, long ns, int window) {
    add(eventFrame, "NON_MONOTONIC_TIMESTAMP", "timestamp " + ns + " ns comes after more than " + window
        + " events later than it, up to " + beforeNs + " ns, too late to sort; the event is placed at the time of"
        + " the event before it");
  }

  void decodeError(DecodeError error) {
    report(error.kind().name(), input + " " + error.where(), error.message());
  }

  /**
   * The archive cannot be read past {@code error}, at {@code offset} of it: the input ends here,
   * or, for one of several batches read side by side, the batch.
   */
  void archiveError(Dial9FormatException error, long offset, boolean oneOfSeveral) {
    String consequence = oneOfSeveral
        ? "; its batch cannot be read past it, so the batch ends here (the others go on)"
        : "; the archive cannot be read past it, so the input ends here";
    report("DIAL9_" + error.kind().name(), input + " offset " + offset, error.detail() + consequence);
  }

  /** A problem worded elsewhere (by the input beneath the decoder), at its own place. */
  void report(String kind, String where, String message) {
    pending.addOther(new Problem(kind, where, message, now.getAsLong(), core.getAsInt()));
  }

  private void add(String kind, String message) {
    add(frame.getAsLong(), kind, message);
  }

  private void add(long atFrame, String kind, String message) {
    report(kind, input + " frame " + atFrame, message);
  }
}
