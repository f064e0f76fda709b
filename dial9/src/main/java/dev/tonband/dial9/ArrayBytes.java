// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.WireType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * A fixed array field as the bytes of a dial9 {@code Bytes} field: its elements one after another,
 * little endian at their C size (u16[3] takes 6 bytes), floats as their raw bits. dial9 has lists,
 * but Tonband writes none; bytes keep every value exactly. The array is the primitive array the
 * decoders give ({@code short[]} for s16, {@code int[]} for u8, u16 and s32, {@code long[]} for
 * u32, u64 and s64).
 */
final class ArrayBytes {
  private ArrayBytes() {}

  static int elementSize(WireType type) {
    return switch (type) {
      case U8, S8, BOOL -> 1;
      case U16, S16 -> 2;
      case U32, S32, F32 -> 4;
      case U64, S64, F64 -> 8;
      default -> throw new IllegalArgumentException("no array of " + type);
    };
  }

  static byte[] pack(WireType type, Object array, int length) {
    ByteBuffer out = ByteBuffer.allocate(length * elementSize(type)).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < length; i++) {
      switch (type) {
        case U8 -> out.put((byte) ((int[]) array)[i]);
        case S8 -> out.put(((byte[]) array)[i]);
        case BOOL -> out.put((byte) (((boolean[]) array)[i] ? 1 : 0));
        case U16 -> out.putShort((short) ((int[]) array)[i]);
        case S16 -> out.putShort(((short[]) array)[i]);
        case S32 -> out.putInt(((int[]) array)[i]);
        case U32 -> out.putInt((int) ((long[]) array)[i]);
        case F32 -> out.putInt(Float.floatToRawIntBits(((float[]) array)[i]));
        case U64, S64 -> out.putLong(((long[]) array)[i]);
        case F64 -> out.putLong(Double.doubleToRawLongBits(((double[]) array)[i]));
        default -> throw new IllegalArgumentException("no array of " + type);
      }
    }
    return out.array();
  }

  /** The array {@link #pack} made {@code bytes} from, or null when they are not {@code length} elements. */
  static Object unpack(WireType type, byte[] bytes, int length) {
    if (bytes.length != length * elementSize(type)) {
      return null;
    }
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    return switch (type) {
      case U8 -> ints(length, () -> in.get() & 0xFF);
      case U16 -> ints(length, () -> in.getShort() & 0xFFFF);
      case S32 -> ints(length, in::getInt);
      case U32 -> longs(length, () -> in.getInt() & 0xFFFF_FFFFL);
      case U64, S64 -> longs(length, in::getLong);
      case S8 -> bytes.clone();
      case S16 -> {
        short[] out = new short[length];
        in.asShortBuffer().get(out);
        yield out;
      }
      case BOOL -> {
        boolean[] out = new boolean[length];
        for (int i = 0; i < length; i++) {
          out[i] = bytes[i] != 0;
        }
        yield out;
      }
      case F32 -> {
        float[] out = new float[length];
        for (int i = 0; i < length; i++) {
          out[i] = Float.intBitsToFloat(in.getInt());
        }
        yield out;
      }
      case F64 -> {
        double[] out = new double[length];
        for (int i = 0; i < length; i++) {
          out[i] = Double.longBitsToDouble(in.getLong());
        }
        yield out;
      }
      default -> throw new IllegalArgumentException("no array of " + type);
    };
  }

  private static int[] ints(int length, IntSupplier next) {
    int[] out = new int[length];
    for (int i = 0; i < length; i++) {
      out[i] = next.getAsInt();
    }
    return out;
  }

  private static long[] longs(int length, LongSupplier next) {
    long[] out = new long[length];
    for (int i = 0; i < length; i++) {
      out[i] = next.getAsLong();
    }
    return out;
  }
}
