// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The page's conversion on the JVM against the CLI: the trace and the problem count {@code tonband
 * convert} gives, and a summary that agrees with the events {@code tonband decode --json} prints
 * and the cores {@code tonband stats} counts.
 * The page names a file as the CLI does, by its file name.
 */
class WebConversionTest {
  private static final Path INPUTS = Path.of("target/web-conversion-test");
  private static final Pattern PROBLEM_TOTAL = Pattern.compile("^([\\d,]+) problem\\(s\\) in the trace", Pattern.MULTILINE);
  static List<String> names() throws Exception {
    return TestInputs.writtenTo(INPUTS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("names")
  void writesTheTraceAndFindsTheProblemsOfTonbandConvert(String name, @TempDir Path dir) throws Exception {
    WebConversion.Result web = WebConversion.convert(Files.readAllBytes(INPUTS.resolve(name)), name, f -> {});
    Path cliTrace = dir.resolve("cli.pftrace");
    Cli cli = Cli.run("convert", "--no-progress", INPUTS.resolve(name).toString(), "-o", cliTrace.toString());

    if (web.refusal() != null) {
      assertWithMessage("the CLI refuses what the page refuses").that(cli.exit()).isEqualTo(2);
      assertThat(web.refusal()).isEqualTo(name + " is a Perfetto trace already (what this page writes):"
          + " open it at ui.perfetto.dev as it is");
      return;
    }
    assertThat(cli.exit()).isEqualTo(web.problems().clean() ? 0 : 1);
    assertThat(web.trace()).isEqualTo(Files.readAllBytes(cliTrace));
    Matcher total = PROBLEM_TOTAL.matcher(cli.err());
    assertThat(web.problems().total()).isEqualTo(total.find() ? Long.parseLong(total.group(1).replace(",", "")) : 0);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("names")
  void summaryAgreesWithTheEventsDecodePrints(String name) throws Exception {
    WebConversion.Result web = WebConversion.convert(Files.readAllBytes(INPUTS.resolve(name)), name, f -> {});
    if (web.refusal() != null) {
      return;
    }
    long events = 0;
    Set<Integer> cores = new TreeSet<>();
    List<Long> times = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    for (String line : Cli.run("decode", "--json", INPUTS.resolve(name).toString()).out().split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      JsonNode item = json.readTree(line);
      if (item.has("event") || item.has("schema")) {
        events++;
        if (item.has("ns")) { // a core shows once a timed event ran on it, as stats counts cores
          cores.add(item.get("core").asInt());
          times.add(item.get("ns").asLong());
        }
      }
    }
    assertThat(web.summary().events()).isEqualTo(events);
    assertThat(web.summary().cores()).isEqualTo(cores.size());
    JsonNode stats = json.readTree(Cli.run("stats", "--json", "--no-progress", INPUTS.resolve(name).toString()).out());
    assertThat(web.summary().cores()).isEqualTo(stats.get("cores").size());
    assertThat(web.summary().spanNs()).isEqualTo(times.isEmpty() ? 0 : times.get(times.size() - 1) - times.get(0));
  }

  static List<String> withCatalogue() throws Exception {
    names();
    return TestInputs.WITH_CATALOGUE;
  }

  /** TRACE+CATALOGUE against {@code tonband convert --catalogue CATALOGUE TRACE}. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("withCatalogue")
  void withACatalogueWritesTheTraceOfTonbandConvertWithIt(String name, @TempDir Path dir) throws Exception {
    String trace = name.substring(0, name.indexOf('+'));
    Path catalogue = INPUTS.resolve(name.substring(name.indexOf('+') + 1));
    // Named as the CLI names it, so that the errors of a broken catalogue read the same.
    WebConversion.Result web = WebConversion.convert(Files.readAllBytes(INPUTS.resolve(trace)), trace,
        Files.readAllBytes(catalogue), catalogue.toString(), f -> {});
    Path cliTrace = dir.resolve("cli.pftrace");
    Cli cli = Cli.run("convert", "--no-progress", "--catalogue", catalogue.toString(), INPUTS.resolve(trace).toString(), "-o",
        cliTrace.toString());

    if (catalogue.endsWith(TestInputs.BROKEN_CATALOGUE)) {
      assertThat(cli.exit()).isEqualTo(2);
      assertThat(web.trace()).isNull();
      assertThat(cli.err()).isEqualTo("tonband: " + web.refusal() + "\n");
      assertThat(WebConversion.catalogueErrors(Files.readAllBytes(catalogue), catalogue.toString()))
          .isEqualTo(web.refusal());
      return;
    }
    assertThat(web.refusal()).isNull();
    assertThat(WebConversion.catalogueErrors(Files.readAllBytes(catalogue), catalogue.toString())).isNull();
    assertThat(cli.exit()).isEqualTo(web.problems().clean() ? 0 : 1);
    assertThat(web.trace()).isEqualTo(Files.readAllBytes(cliTrace));
    assertThat(web.problems().clean()).isTrue(); // the catalogue the firmware was built from: no mismatch
    assertThat(web.summary().events()).isGreaterThan(0L);
  }

  @Test
  void aFileThatIsNoDeviceStreamIsRefusedAsTheCliRefusesIt(@TempDir Path dir) throws Exception {
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    WebConversion.Result web = WebConversion.convert(png, "shot.png", f -> {});

    assertThat(web.trace()).isNull();
    assertThat(web.refusal()).isEqualTo("shot.png is a PNG image, not a device stream: its first 16 bytes hold no"
        + " frame that a device sends");
    Path file = Files.write(dir.resolve("shot.png"), png);
    Cli cli = Cli.run("convert", "--no-progress", file.toString(), "-o", dir.resolve("t.pftrace").toString());
    assertThat(cli.exit()).isEqualTo(2);
    assertThat(cli.err()).contains(web.refusal());
  }

  @Test
  void progressRisesToTheWholeInput() throws Exception {
    byte[] cases = Files.readAllBytes(TestInputs.root().resolve("corpus/streams/encode-cases.bin"));
    int copies = (1 << 20) / cases.length + 1; // enough events for several progress updates
    byte[] repeated = new byte[cases.length * copies];
    for (int i = 0; i < copies; i++) {
      System.arraycopy(cases, 0, repeated, i * cases.length, cases.length);
    }
    List<Double> seen = new ArrayList<>();
    WebConversion.convert(repeated, "repeated.bin", seen::add);
    assertThat(seen.size()).isAtLeast(2);
    assertThat(seen).isInOrder();
    assertThat(seen.get(0)).isGreaterThan(0.0);
    assertThat(seen.get(seen.size() - 1)).isEqualTo(1.0);
  }
}
