package dev.tonband.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes of a byte array as one little-endian long, for the decoder's hot paths that look
 * at bytes in bulk (delimiter scan, varints) instead of one at a time.
 */
final class Words {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private Words() {}

  /** {@code b[at]} is the least significant byte; {@code at + 8} must not exceed the length. */
  static long get(byte[] b, int at) {
    return (long) LONG_LE.get(b, at);
  }
}
