// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.DemoSensorSample;
import dev.tonband.codec.events.TsResolutionNs;
import java.math.BigInteger;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class EventFieldsTest {
  @Test
  void u64BeyondTwoToThe63PrintsUnsigned() {
    assertThat(EventFields.of(new TsResolutionNs(-1L)))
        .containsExactly(new EventFields.Field("ns_per_ts", new BigInteger("18446744073709551615")));
  }

  @Test
  void s64StaysSignedAndAbsentOptionalsAreLeftOut() {
    assertThat(EventFields.of(new DemoSensorSample(5, 2, -7, OptionalLong.of(9), OptionalInt.empty())))
        .containsExactly(
            new EventFields.Field("sensor", 2),
            new EventFields.Field("value", -7L),
            new EventFields.Field("raw", 9L))
        .inOrder();
  }
}
