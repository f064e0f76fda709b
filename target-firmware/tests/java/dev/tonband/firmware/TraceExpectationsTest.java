// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.common.collect.Ordering;
import dev.tonband.codec.events.CoreId;
import dev.tonband.firmware.TraceExpectations.Decoded;
import dev.tonband.firmware.TraceExpectations.Trace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Decodes every trace the C runtime tests wrote (target/traces/*.bin) with the generated Java
 * decoder and compares it with the test's expectation file, so the C encoders and runtime and
 * the Java decoder are checked against each other.
 */
class TraceExpectationsTest {
  /** Traces that must exist: a C test that silently wrote nothing must not pass. */
  static final List<String> REQUIRED = List.of(
      "streaming", "snapshot_exactly_full", "snapshot_larger_than_left", "snapshot_stopped",
      "post_mortem", "post_mortem_reset", "metadata_overflow", "drops", "external",
      "multicore_streaming", "multicore_snapshot", "multicore_post_mortem", "app_events",
      "freertos_v11", "freertos_v10", "freertos_smp", "streaming_names", "metadata_gap_first",
      "metadata_gap_after_reset", "post_mortem_counts", "post_mortem_gap_after_reset",
      "post_mortem_fault");

  static Path traceDir() {
    String dir = System.getProperty("tband.trace.dir");
    assertWithMessage("system property tband.trace.dir").that(dir).isNotNull();
    return Path.of(dir);
  }

  @Test
  void everyRuntimeTestWroteItsTrace() {
    for (String name : REQUIRED) {
      assertWithMessage(name + ".bin").that(Files.exists(traceDir().resolve(name + ".bin"))).isTrue();
      assertWithMessage(name + ".expect").that(Files.exists(traceDir().resolve(name + ".expect"))).isTrue();
    }
  }

  @TestFactory
  Stream<DynamicTest> tracesDecodeAsExpected() throws IOException {
    List<Path> expects;
    try (Stream<Path> files = Files.list(traceDir())) {
      expects = files.filter(p -> p.toString().endsWith(".expect")).sorted().toList();
    }
    assertThat(expects).isNotEmpty();
    return expects.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
  }

  static void check(Path expectFile) throws IOException {
    String name = expectFile.getFileName().toString().replaceFirst("\\.expect$", "");
    Trace trace = TraceExpectations.decode(expectFile.resolveSibling(name + ".bin"));
    assertWithMessage(name + ": decode errors").that(trace.errors()).isEmpty();

    boolean perCore = false;
    boolean timeOrdered = false;
    Map<String, Long> counts = new TreeMap<>();
    List<String> lines = new ArrayList<>();
    for (String line : Files.readAllLines(expectFile)) {
      if (line.equals("@per-core")) {
        perCore = true;
      } else if (line.equals("@time-ordered")) {
        timeOrdered = true;
      } else if (line.startsWith("@count ")) {
        String[] parts = line.split(" ");
        counts.put(parts[1], Long.parseLong(parts[2]));
      } else if (!line.isBlank()) {
        lines.add(line);
      }
    }

    for (Map.Entry<String, Long> count : counts.entrySet()) {
      long actual = trace.events().stream().filter(d -> d.event().eventName().equals(count.getKey())).count();
      assertWithMessage(name + ": number of " + count.getKey()).that(actual).isEqualTo(count.getValue());
    }

    List<String> actual = new ArrayList<>();
    for (Decoded d : trace.events()) {
      if (counts.containsKey(d.event().eventName())) {
        continue;
      }
      if (perCore) {
        if (!(d.event() instanceof CoreId)) {
          actual.add("c" + d.core() + " " + d.line());
        }
      } else {
        actual.add(d.line());
      }
    }
    if (perCore) {
      // Each core's events in order; how the cores interleave is up to the scheduler.
      Map<String, List<String>> want = byCore(lines);
      Map<String, List<String>> got = byCore(actual);
      assertWithMessage(name + ": cores").that(got.keySet()).isEqualTo(want.keySet());
      for (String core : want.keySet()) {
        assertWithMessage(name + ": events of " + core).that(got.get(core)).containsExactlyElementsIn(want.get(core)).inOrder();
      }
      for (long core : trace.events().stream().mapToLong(Decoded::core).distinct().toArray()) {
        List<Decoded> ofCore = trace.events().stream().filter(d -> d.core() == core).toList();
        assertWithMessage(name + ": timestamps of core " + core)
            .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(ofCore))).isTrue();
      }
      if (timeOrdered) {
        assertWithMessage(name + ": timestamps across the cores")
            .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(trace.events()))).isTrue();
      }
    } else {
      assertWithMessage(name + ": events").that(actual).containsExactlyElementsIn(lines).inOrder();
      assertWithMessage(name + ": timestamps never go back")
          .that(Ordering.natural().isOrdered(TraceExpectations.timestamps(trace.events()))).isTrue();
    }
  }

  static Map<String, List<String>> byCore(List<String> lines) {
    Map<String, List<String>> m = new TreeMap<>();
    for (String l : lines) {
      int sp = l.indexOf(' ');
      m.computeIfAbsent(l.substring(0, sp), k -> new ArrayList<>()).add(l);
    }
    return m;
  }
}
