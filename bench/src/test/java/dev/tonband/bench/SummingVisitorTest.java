// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.TraceReader;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** DecodeBenchmark's visitor must see every event SyntheticTrace writes, or it measures less. */
class SummingVisitorTest {
  @Test
  void handlesEveryEventOfASyntheticTrace() throws Exception {
    ByteArrayOutputStream trace = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 50_000, 1, trace);
    SummingVisitor visitor = new SummingVisitor();
    List<DecodeError> errors = new ArrayList<>();
    TraceReader reader = new TraceReader(visitor, errors::add);

    reader.feed(trace.toByteArray());
    reader.finish();

    assertThat(errors).isEmpty();
    assertThat(visitor.events).isEqualTo(50_000L);
    assertThat(visitor.sum).isNotEqualTo(0L);
  }
}
