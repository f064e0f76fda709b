// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.host.Converted;
import dev.tonband.host.ExpectedMarkers;
import dev.tonband.host.perfetto.TraceProcessor;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A realistic trace archived as dial9 converts to Perfetto as the device trace does, and shows
 * the interrupts and markers the trace holds, and Perfetto's own trace processor reads it as
 * TraceCheck does (lives here for SyntheticTrace).
 */
class SyntheticTracePerfettoTest {
  @Test
  void aTraceConvertedToDial9AndBackToPerfettoGivesTheSameTracksAndEventsAsTheDirectConversion() throws Exception {
    ByteArrayOutputStream device = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 50_000, 11, device);
    List<TraceEvent> events = new ArrayList<>();
    TraceReader reader = TraceReader.forEvents(events::add, error -> {
      throw new AssertionError(error.toString());
    });
    reader.feed(device.toByteArray());
    reader.finish();

    Converted direct = Converted.of(device.toByteArray());
    Converted viaArchive = Converted.ofArchive(Converted.archive(device.toByteArray()));

    assertThat(direct.trace().lines().size()).isGreaterThan(10_000);
    assertThat(viaArchive.trace().trackPaths()).containsExactlyElementsIn(direct.trace().trackPaths()).inOrder();
    assertThat(viaArchive.trace().lines()).containsExactlyElementsIn(direct.trace().lines()).inOrder();
    assertThat(viaArchive.problems().counts()).isEqualTo(direct.problems().counts());
    // what the trace holds, restated from the decoded events: its markers, and its interrupts
    assertThat(ExpectedMarkers.shown(viaArchive.trace())).containsExactlyElementsIn(ExpectedMarkers.fromDecoded(events)).inOrder();
    List<String> interrupts = interruptLines(events);
    assertThat(interrupts.size()).isGreaterThan(5_000);
    Set<String> isrTracks = events.stream().filter(e -> e instanceof IsrName)
        .map(e -> "Core #0 / " + ((IsrName) e).name()).collect(Collectors.toSet());
    assertThat(viaArchive.trace().lines().stream().filter(l -> isrTracks.contains(l.substring(0, l.indexOf(": ")))).toList())
        .containsExactlyElementsIn(interrupts).inOrder();
  }

  /**
   * Perfetto's own trace processor imports a 200,000-event synthetic trace (its drops included)
   * without loss and as TraceCheck read it; runs when TRACE_PROCESSOR_SHELL names one.
   */
  @Test
  void perfettosTraceProcessorImportsTheSyntheticTraceWithoutLoss() throws Exception {
    assumeTrue(TraceProcessor.fromEnvironment().isPresent(), "TRACE_PROCESSOR_SHELL names no trace processor");
    ByteArrayOutputStream device = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 200_000, 11, device);
    Converted c = Converted.of(device.toByteArray());

    assertThat(c.problems().counts()).containsKey("DROPPED_EVENTS");
    TraceProcessor.fromEnvironment().get().assertImportsAsChecked("synthetic 200,000 events", c.bytes(), c.trace());
  }

  /**
   * The one core's interrupts as Perfetto must show them (spec/perfetto.md): a slice track per
   * ISR under "Core #0", named by its isr_name, from each enter to its exit, at ticks times the
   * ts_resolution_ns. The synthetic trace names everything first and never goes back in time.
   */
  private static List<String> interruptLines(List<TraceEvent> events) {
    Map<Long, String> names = new HashMap<>();
    long nsPerTick = 1;
    List<String> lines = new ArrayList<>();
    for (TraceEvent event : events) {
      if (event instanceof TsResolutionNs r) {
        nsPerTick = r.nsPerTs();
      } else if (event instanceof IsrName n) {
        names.put(n.isrId(), n.name());
      } else if (event instanceof IsrEnter e) {
        String name = names.get(e.isrId());
        lines.add("Core #0 / " + name + ": B " + name + " @" + e.ts() * nsPerTick);
      } else if (event instanceof IsrExit e) {
        lines.add("Core #0 / " + names.get(e.isrId()) + ": E @" + e.ts() * nsPerTick);
      }
    }
    return lines;
  }
}
