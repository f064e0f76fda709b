// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.dial9.DeviceToDial9;
import dev.tonband.dial9.Dial9ToEvents;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A realistic device trace survives device -> dial9 -> events exactly (lives here for SyntheticTrace). */
class SyntheticTraceDial9Test {
  @Test
  void aSyntheticTraceRoundTripsThroughDial9Exactly() throws Exception {
    ByteArrayOutputStream device = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 200_000, 7, device);
    List<TraceEvent> expected = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    TraceReader.forEvents(expected::add, errors::add).readAll(new ByteArrayInputStream(device.toByteArray()));

    ByteArrayOutputStream dial9 = new ByteArrayOutputStream();
    long converted = DeviceToDial9.convert(new ByteArrayInputStream(device.toByteArray()), dial9, errors::add);
    List<TraceEvent> roundTrip = new ArrayList<>();
    Dial9ToEvents.read(new ByteArrayInputStream(dial9.toByteArray()), roundTrip::add, foreign -> {
      throw new AssertionError("unexpected foreign event " + foreign);
    });

    assertThat(errors).isEmpty();
    assertThat(converted).isEqualTo(expected.size());
    assertThat(roundTrip).containsExactlyElementsIn(expected).inOrder();
  }
}
