// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.WireType;
import org.junit.jupiter.api.Test;

/** The mappings of the field types whose dial9 form is not their own: f32 and fixed arrays. */
class FieldMappingTest {
  @Test
  void anF32WidensToTheDoubleOfItsValueAndNarrowsBackToItsBits() {
    // zeros, a subnormal, one, the largest finite, infinity, quiet and signalling NaNs with payloads
    int[] patterns = {0x00000000, 0x80000000, 0x00000001, 0x3F800000, 0x7F7FFFFF, 0xFF800000, 0x7FC00000,
        0xFFC12345, 0x7F800001, 0x7FBFFFFF};
    for (int bits : patterns) {
      float value = Float.intBitsToFloat(bits);
      double wide = FieldMapping.widen(value);

      assertThat(Float.floatToRawIntBits(FieldMapping.narrow(wide))).isEqualTo(bits);
      if (!Float.isNaN(value)) {
        assertThat(wide).isEqualTo((double) value);
      }
    }
    // The signalling NaN 0x7F800001 keeps its payload in the double's top mantissa bits, quiet bit clear.
    assertThat(Double.doubleToRawLongBits(FieldMapping.widen(Float.intBitsToFloat(0x7F800001))))
        .isEqualTo(0x7FF0000020000000L);
  }

  @Test
  void anArrayPacksToItsLittleEndianElementsAndBack() {
    short[] axes = {1, -2, 0x1234};

    byte[] packed = ArrayBytes.pack(WireType.S16, axes, 3);

    assertThat(packed).isEqualTo(new byte[] {1, 0, (byte) 0xFE, (byte) 0xFF, 0x34, 0x12});
    assertThat((short[]) ArrayBytes.unpack(WireType.S16, packed, 3)).isEqualTo(axes);
    float[] gains = {Float.intBitsToFloat(0x7F800001), -0.0f};
    float[] back = (float[]) ArrayBytes.unpack(WireType.F32, ArrayBytes.pack(WireType.F32, gains, 2), 2);
    assertThat(Float.floatToRawIntBits(back[0])).isEqualTo(0x7F800001);
    assertThat(Float.floatToRawIntBits(back[1])).isEqualTo(0x80000000);
    assertThat(ArrayBytes.unpack(WireType.S16, new byte[5], 3)).isNull();
  }
}
