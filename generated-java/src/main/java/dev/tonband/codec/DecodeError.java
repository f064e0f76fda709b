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

  /** {@code offset 120, frame 7 (isr_enter): truncated field 'isr_id'; frame skipped}. */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    s.append("offset ").append(streamOffset).append(", frame ").append(frameIndex);
    if (eventName != null) { // an id without a name is unknown, which the detail says with the id
      s.append(" (").append(eventName).append(')');
    }
    s.append(": ").append(detail);
    s.append(kind.dropsFrame() ? "; frame skipped" : "; event kept");
    return s.toString();
  }
}
