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
