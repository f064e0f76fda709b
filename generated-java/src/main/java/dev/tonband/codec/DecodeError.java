// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/**
 * One problem found while decoding a stream. Decoding always goes on with the next frame.
 *
 * @param streamOffset offset in the stream of the first byte of the frame concerned
 * @param frameIndex index of that frame in the stream, counting every frame, good or bad
 * @param eventId the frame's event id, or -1 when unknown
 * @param eventName the event's catalogue name when the id is known, otherwise null
 * @param detail what is wrong, for people
 */
public record DecodeError(
    ErrorKind kind, long streamOffset, long frameIndex, int eventId, String eventName, String detail) {

  /**
   * Where it is: {@code offset 120 frame 7}. With {@link #message()}, the one wording of a
   * decoder's problem that the tonband CLI prints (after the input's name) and the Python package
   * gives too.
   */
  public String where() {
    return "offset " + streamOffset + " frame " + frameIndex;
  }

  /** What is wrong and what it cost: {@code the frame ends inside field 'isr_id' (isr_enter); frame skipped}. */
  public String message() {
    // An id without a name is unknown, which the detail says with the id.
    String event = eventName != null ? " (" + eventName + ")" : "";
    return detail + event + (kind.dropsFrame() ? "; frame skipped" : "; event kept");
  }

  /** {@code offset 120 frame 7: the frame ends inside field 'isr_id' (isr_enter); frame skipped}. */
  @Override
  public String toString() {
    return where() + ": " + message();
  }
}
