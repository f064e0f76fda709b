// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.catalogue;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.codec.DynamicEvent;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.host.Conversion;
import dev.tonband.host.perfetto.TraceCheck;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.stream.Timebase;
import dev.tonband.host.text.EventPrinter;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every stream of the corpus decoded both ways: by the generated decoder, and with the shipped
 * catalogue given at run time, whose application group (demo) a DynamicDecoder then decodes from
 * the model. Text, JSON lines and the Perfetto trace must be the same, event for event and
 * problem for problem; only the catalogue-mismatch message names its catalogue differently.
 */
class DecodingBothWaysTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final Path STREAMS = ROOT.resolve("corpus/streams");

  static Stream<Path> streams() throws IOException {
    try (Stream<Path> files = Files.walk(STREAMS)) {
      return files.filter(p -> p.toString().endsWith(".bin")).sorted().toList().stream();
    }
  }

  private static TraceCatalogue atRunTime() throws Exception {
    return TraceCatalogue.of(CatalogueLoader.load(ROOT.resolve("events.yaml")), "events.yaml");
  }

  @ParameterizedTest
  @MethodSource("streams")
  void textAndJsonAreTheSame(Path stream) throws Exception {
    byte[] bytes = Files.readAllBytes(stream);
    for (boolean json : List.of(false, true)) {
      Map<Class<?>, Integer> generatedKinds = new HashMap<>();
      String generated = print(bytes, TraceCatalogue.builtIn(), json, generatedKinds);
      Map<Class<?>, Integer> dynamicKinds = new HashMap<>();
      String dynamic = print(bytes, atRunTime(), json, dynamicKinds);

      assertWithMessage("%s, json %s", stream.getFileName(), json).that(normal(dynamic)).isEqualTo(normal(generated));
      if (stream.getFileName().toString().equals("mixed.bin")) {
        assertWithMessage("demo events decoded at run time").that(dynamicKinds.get(DynamicEvent.class)).isAtLeast(50);
        assertThat(generatedKinds).doesNotContainKey(DynamicEvent.class);
      }
    }
  }

  @ParameterizedTest
  @MethodSource("streams")
  void perfettoTracesAreTheSame(Path stream) throws Exception {
    byte[] bytes = Files.readAllBytes(stream);
    TraceCheck generated = TraceCheck.of(convert(bytes, TraceCatalogue.builtIn()));
    TraceCheck dynamic = TraceCheck.of(convert(bytes, atRunTime()));

    assertThat(dynamic.lines()).containsExactlyElementsIn(generated.lines()).inOrder();
    for (int i = 0; i < generated.lines().size(); i++) {
      assertWithMessage("annotations of %s", generated.lines().get(i))
          .that(normal(dynamic.annotationsOf(i).toString())).isEqualTo(normal(generated.annotationsOf(i).toString()));
    }
  }

  /** The mismatch message names the catalogue the trace was decoded with: the one difference allowed. */
  private static String normal(String output) {
    return output.replaceAll("(another catalogue \\(fingerprint 0x[0-9a-f]{16}\\)) than [^\"\\n}]*", "$1 ...");
  }

  private static String print(byte[] trace, TraceCatalogue catalogue, boolean json, Map<Class<?>, Integer> kinds)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
    Trace names = new Trace(new ProblemLog(), catalogue.presentations());
    EventPrinter printer = json ? EventPrinter.json(print, names) : EventPrinter.text(print, names);
    try (DeviceStream stream = new DeviceStream("s", new ByteArrayInputStream(trace), 0, new Timebase(), catalogue)) {
      StreamMerger merger = new StreamMerger(List.of(stream));
      for (StreamItem item = merger.next(); item != null; item = merger.next()) {
        if (item instanceof EventItem e) {
          kinds.merge(e.event() instanceof DynamicEvent ? DynamicEvent.class : e.event().getClass(), 1, Integer::sum);
        }
        printer.print(item);
      }
    }
    print.flush();
    return out.toString(StandardCharsets.UTF_8);
  }

  private static byte[] convert(byte[] trace, TraceCatalogue catalogue) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Conversion.run(List.of(new DeviceStream("s", new ByteArrayInputStream(trace), 0, new Timebase(), catalogue)), out,
        false, n -> {});
    return out.toByteArray();
  }
}
