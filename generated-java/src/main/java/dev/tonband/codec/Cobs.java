// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/** COBS decoding of one frame (delimiter already removed). */
public final class Cobs {
  private Cobs() {}

  /**
   * Decodes {@code frame[offset, offset + length)} into {@code out} and returns the payload
   * length; or, when a code byte points past the end of the frame, {@code -(index + 1)} of that
   * code byte. A full 254-byte block at the end implies no zero, with or without a trailing
   * {@code 0x01} code, as both Tonbandgerät encoders write it. {@code out} must hold {@code
   * length} bytes; the frame must contain no zero.
   */
  public static int decode(byte[] frame, int offset, int length, byte[] out) {
    // Fast path for the usual frame, whose codes are all below 0xFF: its payload is the frame
    // shifted by one byte with a zero where each later code byte was, so one bulk copy and a
    // store per code replace a copy per group. Frames with a 0xFF code or an overrun (and an
    // illegal 0 code) are decoded group by group.
    if (length == 0) {
      return 0;
    }
    int end = offset + length;
    System.arraycopy(frame, offset + 1, out, 0, length - 1);
    for (int in = offset; ; ) {
      int code = frame[in] & 0xFF;
      int next = in + code;
      if (code == 0 || code == 0xFF || next > end) {
        return decodeByGroup(frame, offset, length, out);
      }
      if (next == end) {
        return length - 1;
      }
      out[next - offset - 1] = 0;
      in = next;
    }
  }

  private static int decodeByGroup(byte[] frame, int offset, int length, byte[] out) {
    int end = offset + length;
    int in = offset;
    int written = 0;
    while (in < end) {
      int code = frame[in] & 0xFF;
      int next = in + code;
      if (next > end) {
        return -(in - offset + 1);
      }
      int data = code - 1;
      System.arraycopy(frame, in + 1, out, written, data);
      written += data;
      in = next;
      if (in < end && code != 0xFF) {
        out[written++] = 0;
      }
    }
    return written;
  }
}
