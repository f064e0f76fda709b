// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.host.Converted;
import dev.tonband.host.stats.KnownTraces;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perfetto's own trace processor imports what we write of the host's inputs without loss, with
 * a name on every slice, and holds the slices and counters TraceCheck read: every stream of the
 * corpus (the damaged ones too), the QEMU demo's trace that comes with the checkout, the known
 * traces of the stats tests, and dial9's own demo file when ../shared is beside the checkout.
 * Runs when TRACE_PROCESSOR_SHELL names one (see {@link TraceProcessor}); the firmware's own
 * traces are checked by target-firmware's FirmwareTraceProcessorTest, the synthetic trace by bench's.
 */
class TraceProcessorTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final Path DIAL9_DEMO = ROOT.resolve("../shared/reference/dial9/demo-trace-0.3.2.bin.gz");

  static Stream<Path> inputs() throws IOException {
    List<Path> inputs = new ArrayList<>();
    try (Stream<Path> files = Files.walk(ROOT.resolve("corpus/streams"))) {
      files.filter(p -> p.toString().endsWith(".bin")).sorted().forEach(inputs::add);
    }
    inputs.add(ROOT.resolve("target-firmware/examples/qemu-demo/demo_streaming.bin"));
    return inputs.stream();
  }

  /** The trace processor; the test is skipped without one. */
  private static TraceProcessor tp() {
    assumeTrue(TraceProcessor.fromEnvironment().isPresent(), "TRACE_PROCESSOR_SHELL names no trace processor");
    return TraceProcessor.fromEnvironment().get();
  }

  @ParameterizedTest
  @MethodSource("inputs")
  void importsWithoutLoss(Path input) throws Exception {
    Converted c = Converted.of(Files.readAllBytes(input));
    tp().assertImportsAsChecked(ROOT.relativize(input).toString(), c.bytes(), c.trace());
  }

  @Test
  void knownTracesImportWithoutLoss() throws Exception {
    TraceProcessor tp = tp();
    Map<String, Converted> traces = Map.of("oneCore", Converted.of(KnownTraces.oneCore()),
        "twoCores", Converted.of(KnownTraces.core0(), KnownTraces.core1()), "boot", Converted.of(KnownTraces.boot()));
    for (Map.Entry<String, Converted> t : traces.entrySet()) {
      tp.assertImportsAsChecked(t.getKey(), t.getValue().bytes(), t.getValue().trace());
    }
  }

  @Test
  void dial9sOwnDemoImportsWithoutLoss() throws Exception {
    TraceProcessor tp = tp();
    assumeTrue(Files.exists(DIAL9_DEMO), DIAL9_DEMO + " is not beside the checkout");
    byte[] archive;
    try (InputStream in = new GZIPInputStream(Files.newInputStream(DIAL9_DEMO))) {
      archive = in.readAllBytes();
    }
    Converted c = Converted.ofArchive(archive);
    tp.assertImportsAsChecked("dial9 demo-trace-0.3.2", c.bytes(), c.trace());
  }
}
