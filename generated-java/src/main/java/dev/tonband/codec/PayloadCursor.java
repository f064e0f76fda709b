// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads the fields of one decoded frame payload, in wire order. Used by the generated {@code
 * EventDecoder}; every malformed field becomes a {@link FrameException}.
 */
public final class PayloadCursor {
  private final StrView str = new StrView();
  private byte[] buf = new byte[0];
  private int pos;
  private int limit;
  private boolean malformedUtf8;

  /** Points the cursor at the payload {@code bytes[offset, offset + length)}. */
  public void reset(byte[] bytes, int offset, int length) {
    this.buf = bytes;
    this.pos = offset;
    this.limit = offset + length;
    this.malformedUtf8 = false;
  }

  /** The event id byte; the payload is known to be non-empty. */
  public int id() {
    return buf[pos++] & 0xFF;
  }

  public boolean hasMore() {
    return pos < limit;
  }

  public int u8(String field) throws FrameException {
    if (pos >= limit) {
      throw truncated(field);
    }
    return buf[pos++] & 0xFF;
  }

  public long u32(String field) throws FrameException {
    return varint(field, 5, 0x0F);
  }

  /** An unsigned 64-bit value, held in a long: read it with the {@code Long.*Unsigned} methods. */
  public long u64(String field) throws FrameException {
    return varint(field, 10, 0x01);
  }

  /** Sign-magnitude: bit 0 is the sign; "negative zero" stands for {@code Long.MIN_VALUE}. */
  public long s64(String field) throws FrameException {
    long raw = varint(field, 10, 0x01);
    long magnitude = raw >>> 1;
    if ((raw & 1) == 0) {
      return magnitude;
    }
    return magnitude == 0 ? Long.MIN_VALUE : -magnitude;
  }

  /** A u16: a u32 varint of at most 3 bytes and 16 bits. */
  public int u16(String field) throws FrameException {
    return (int) varintByteByByte(field, 3, 0x03);
  }

  /** An s8: the sign-magnitude varint of s64, within -128..127. */
  public byte s8(String field) throws FrameException {
    return (byte) signed(field, 2, 0x03, Byte.MIN_VALUE, Byte.MAX_VALUE, "s8");
  }

  public short s16(String field) throws FrameException {
    return (short) signed(field, 3, 0x07, Short.MIN_VALUE, Short.MAX_VALUE, "s16");
  }

  public int s32(String field) throws FrameException {
    return (int) signed(field, 5, 0x1F, Integer.MIN_VALUE, Integer.MAX_VALUE, "s32");
  }

  /** One byte, 0 or 1; any other value is reported as an undeclared value of the enum false/true. */
  public boolean bool(String field) throws FrameException {
    int raw = u8(field);
    if (raw > 1) {
      throw new FrameException(
          ErrorKind.UNDECLARED_ENUM_VALUE, "field '" + field + "' holds " + raw + ", which is not a bool (0 or 1)");
    }
    return raw == 1;
  }

  /** IEEE 754 binary32 from its raw little-endian bits, NaN payloads included. */
  public float f32(String field) throws FrameException {
    return Float.intBitsToFloat((int) littleEndian(field, 4));
  }

  public double f64(String field) throws FrameException {
    return Double.longBitsToDouble(littleEndian(field, 8));
  }

  /** A bytes field: a u32 varint length, then that many bytes, copied. */
  public byte[] bytes(String field) throws FrameException {
    int length = length(field);
    byte[] out = Arrays.copyOfRange(buf, pos, pos + length);
    pos += length;
    return out;
  }

  /** A string field: as bytes, decoded as UTF-8; malformed UTF-8 is noted, not fatal. */
  public String string(String field) throws FrameException {
    int length = length(field);
    if (!malformedUtf8 && !Utf8.isValid(buf, pos, length)) {
      malformedUtf8 = true;
    }
    String out = new String(buf, pos, length, StandardCharsets.UTF_8);
    pos += length;
    return out;
  }

  /** The rest of the payload as a string; malformed UTF-8 is noted, not fatal. */
  public StrView str() {
    str.set(buf, pos, limit - pos);
    if (!malformedUtf8 && !str.isValidUtf8()) {
      malformedUtf8 = true;
    }
    pos = limit;
    return str;
  }

  /** Fails when bytes remain after an event's last field. */
  public void end(String event) throws FrameException {
    if (pos < limit) {
      throw new FrameException(
          ErrorKind.LOOSE_BYTES,
          (limit - pos) + " loose byte(s) after the last field of '" + event + "'");
    }
  }

  public FrameException undeclared(String field, String enumName, int value) {
    return new FrameException(
        ErrorKind.UNDECLARED_ENUM_VALUE,
        "field '" + field + "' holds " + value + ", which enum " + enumName + " does not declare");
  }

  boolean malformedUtf8() {
    return malformedUtf8;
  }

  /** The length of a bytes or string field, which must fit in the rest of the frame. */
  private int length(String field) throws FrameException {
    long length = u32(field);
    if (length > limit - pos) {
      throw new FrameException(ErrorKind.TRUNCATED_FIELD,
          "field '" + field + "' says " + length + " bytes, and the frame holds " + (limit - pos) + " more");
    }
    return (int) length;
  }

  private long littleEndian(String field, int bytes) throws FrameException {
    if (limit - pos < bytes) {
      pos = limit;
      throw truncated(field);
    }
    long bits = 0;
    for (int i = 0; i < bytes; i++) {
      bits |= (buf[pos + i] & 0xFFL) << (8 * i);
    }
    pos += bytes;
    return bits;
  }

  /** A sign-magnitude varint whose value must lie in {@code [min, max]}. */
  private long signed(String field, int maxBytes, int lastByteMask, long min, long max, String type)
      throws FrameException {
    long raw = varintByteByByte(field, maxBytes, lastByteMask);
    long magnitude = raw >>> 1;
    long value = (raw & 1) == 0 ? magnitude : -magnitude;
    if (value < min || value > max || raw == 1) {
      throw new FrameException(ErrorKind.VARINT_TOO_WIDE,
          "field '" + field + "' holds " + ((raw & 1) == 0 ? "" : "-") + magnitude + ", beyond the range of " + type);
    }
    return value;
  }

  /**
   * LEB128 of at most {@code maxBytes} bytes; the last byte may only use the bits in {@code
   * lastByteMask}. Zero-padded forms such as {@code 80 00} are accepted.
   */
  private long varint(String field, int maxBytes, int lastByteMask) throws FrameException {
    // Unrolled rather than a loop: a loop's one exit branch mispredicts whenever lengths differ
    // from field to field, while here each byte of each field (the decoder inlines this per
    // field) has its own branch, which a field of steady length (a timestamp, an id) predicts.
    // Bytes are read one at a time, as a COBS-decoded payload was just stored in pieces (a
    // wider read across them would stall). Varints that are long, need the width check or are
    // cut short take the byte loop.
    byte[] b = buf;
    int p = pos;
    if (p < limit) {
      long value = b[p];
      if (value >= 0) {
        pos = p + 1;
        return value;
      }
      if (limit - p >= 5) {
        long next = b[p + 1];
        value = (value & 0x7F) | (next & 0x7F) << 7;
        if (next >= 0) {
          pos = p + 2;
          return value;
        }
        next = b[p + 2];
        value |= (next & 0x7F) << 14;
        if (next >= 0) {
          pos = p + 3;
          return value;
        }
        next = b[p + 3];
        value |= (next & 0x7F) << 21;
        if (next >= 0) {
          pos = p + 4;
          return value;
        }
        next = b[p + 4];
        if (next >= 0 && maxBytes > 5) { // the fifth byte of a u32 needs the width check
          pos = p + 5;
          return value | next << 28;
        }
      }
    }
    return varintByteByByte(field, maxBytes, lastByteMask);
  }

  private long varintByteByByte(String field, int maxBytes, int lastByteMask) throws FrameException {
    long value = 0;
    for (int i = 0; i < maxBytes; i++) {
      if (pos >= limit) {
        throw truncated(field);
      }
      int b = buf[pos++] & 0xFF;
      if (i == maxBytes - 1) {
        if ((b & 0x80) != 0) {
          throw new FrameException(
              ErrorKind.VARINT_TOO_LONG, "field '" + field + "' runs past " + maxBytes + " bytes");
        }
        if ((b & ~lastByteMask) != 0) {
          throw new FrameException(
              ErrorKind.VARINT_TOO_WIDE,
              "field '" + field + "' has bits beyond " + (7 * (maxBytes - 1) + Integer.bitCount(lastByteMask)) + " set");
        }
      }
      value |= (long) (b & 0x7F) << (7 * i);
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    throw new AssertionError("unreachable: the last byte either ends the varint or throws");
  }

  private static FrameException truncated(String field) {
    return new FrameException(ErrorKind.TRUNCATED_FIELD, "the frame ends inside field '" + field + "'");
  }
}
