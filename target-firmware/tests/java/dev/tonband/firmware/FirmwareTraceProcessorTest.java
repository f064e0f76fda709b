// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.host.Converted;
import dev.tonband.host.perfetto.TraceProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Perfetto's own trace processor imports the Perfetto trace of every trace the firmware wrote in
 * this build (target/traces/*.bin: the runtime's tests, FreeRTOS on the real kernel, the QEMU
 * demos on both boards) without loss, with a name on every slice, and holds the slices and
 * counters TraceCheck read. Runs when TRACE_PROCESSOR_SHELL names one (host's {@link TraceProcessor}).
 */
class FirmwareTraceProcessorTest {
  @TestFactory
  Stream<DynamicTest> everyFirmwareTraceImportsWithoutLoss() throws IOException {
    assumeTrue(TraceProcessor.fromEnvironment().isPresent(), "TRACE_PROCESSOR_SHELL names no trace processor");
    TraceProcessor tp = TraceProcessor.fromEnvironment().get();
    try (Stream<Path> files = Files.list(TraceExpectationsTest.traceDir())) {
      return files.filter(p -> p.toString().endsWith(".bin")).sorted().toList().stream()
          .map(trace -> DynamicTest.dynamicTest(trace.getFileName().toString(), () -> {
            Converted c = Converted.of(Files.readAllBytes(trace));
            tp.assertImportsAsChecked(trace.getFileName().toString(), c.bytes(), c.trace());
          }));
    }
  }
}
