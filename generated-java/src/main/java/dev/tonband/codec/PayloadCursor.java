package dev.tonband.codec;

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
              "field '" + field + "' has bits beyond " + (maxBytes == 5 ? 32 : 64) + " set");
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
