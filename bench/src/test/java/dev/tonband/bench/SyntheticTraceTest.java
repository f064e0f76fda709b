// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SyntheticTraceTest {
  @Test
  void writesTheRequestedNumberOfCleanEventsDeterministically() throws Exception {
    ByteArrayOutputStream first = new ByteArrayOutputStream();
    ByteArrayOutputStream second = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 50_000, 3, first);
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 50_000, 3, second);

    List<TraceEvent> events = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    TraceReader reader = TraceReader.forEvents(events::add, errors::add);
    reader.feed(first.toByteArray());
    reader.finish();

    assertThat(errors).isEmpty();
    assertThat(events).hasSize(50_000);
    assertThat(first.toByteArray()).isEqualTo(second.toByteArray());
    assertThat(events.stream().map(TraceEvent::eventName).distinct().count()).isAtLeast(15L);
  }

  @Test
  void stopsAtTheRequestedCountWhenALoopStepWritesSeveralEvents() throws Exception {
    // With seed 1, the loop step that reaches 50,000 events is an interrupt, which writes two or three.
    ByteArrayOutputStream trace = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 50_000, 1, trace);

    List<TraceEvent> events = new ArrayList<>();
    TraceReader reader = TraceReader.forEvents(events::add, error -> {});
    reader.feed(trace.toByteArray());
    reader.finish();

    assertThat(reader.errors()).isEqualTo(0L);
    assertThat(events).hasSize(50_000);
  }
}
