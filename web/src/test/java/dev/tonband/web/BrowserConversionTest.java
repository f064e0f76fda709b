// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static java.nio.file.StandardCopyOption.REPLACE_EXISTING;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.Range;
import dev.tonband.host.stream.Problem;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The browser builds against the JVM: every test input converted by the JavaScript build under
 * Node, and through the page by the WebAssembly build (and, for a few, the JavaScript fallback)
 * in headless Chromium, gives the JVM's trace byte for byte and the same summary. The page is
 * also used as a person would (pick a file, download, open in Perfetto), and its screenshot is
 * kept as target/web-page.png.
 */
class BrowserConversionTest {
  private static final Path BUILD = Path.of("target");
  private static final Path PAGE = BUILD.resolve("tonband-web");
  private static final Path INPUTS = BUILD.resolve("browser-test/inputs");
  private static final Path OUT = BUILD.resolve("browser-test/out");
  /** Shown on the page in the person's run: a QEMU demo trace. */
  private static final String UI_FILE = "demo_streaming.bin";
  /** Picked on the page with a catalogue: TRACE+CATALOGUE+BROKEN_CATALOGUE (see chromium-convert.mjs). */
  private static final String UI_CATALOGUE =
      "team_project.bin+" + TestInputs.TEAM_CATALOGUE + "+" + TestInputs.BROKEN_CATALOGUE;

  private static List<String> names;
  private static final Map<String, WebConversion.Result> JVM = new LinkedHashMap<>();

  @BeforeAll
  static void convertOnTheJvm() throws IOException {
    names = new ArrayList<>(TestInputs.writeTo(INPUTS));
    names.addAll(TestInputs.WITH_CATALOGUE);
    for (String name : names) {
      JVM.put(name, TestInputs.convert(INPUTS, name));
    }
  }

  @Test
  void javascriptBuildUnderNodeGivesTheJvmsTraces() throws Exception {
    Path out = OUT.resolve("node");
    List<String> command = new ArrayList<>(List.of("node", "src/test/js/node-convert.cjs",
        PAGE.resolve("tonband.js").toString(), INPUTS.toString(), out.toString()));
    command.addAll(names);
    NodeScript.run(OUT, command);
    assertSameAsJvm(out, names, null);
  }

  @Test
  void webAssemblyBuildInChromiumGivesTheJvmsTracesAndThePageWorks() throws Exception {
    Path out = OUT.resolve("chromium-wasm");
    List<String> command = new ArrayList<>(List.of("node", "src/test/js/chromium-convert.mjs",
        PAGE.toString(), INPUTS.toString(), out.toString(), "wasm", UI_FILE));
    command.addAll(names);
    NodeScript.run(OUT, command, "CATALOGUE_UI", UI_CATALOGUE);
    assertSameAsJvm(out, names, "wasm");

    WebConversion.Result expected = JVM.get(UI_FILE);
    JsonNode ui = new ObjectMapper().readTree(out.resolve("ui.json").toFile());
    assertThat(ui.get("pageErrors").size()).isEqualTo(0);
    assertThat(ui.get("status").asText()).startsWith("Converted " + UI_FILE + " in ");
    assertThat(ui.get("status").asText()).contains("(WebAssembly)");
    assertThat(ui.get("events").asText()).isEqualTo(String.format("%,d", expected.summary().events()));
    assertThat(ui.get("cores").asText()).isEqualTo(Integer.toString(expected.summary().cores()));
    assertThat(ui.get("download").asText()).isEqualTo("demo_streaming.pftrace");
    assertThat(Files.readAllBytes(out.resolve("download/demo_streaming.pftrace"))).isEqualTo(expected.trace());
    assertThat(ui.get("openedStatus").asText()).isEqualTo("Opened " + UI_FILE + " in Perfetto, in the new tab.");
    assertThat(ui.get("perfettoTitle").asText()).isEqualTo(UI_FILE);
    assertThat(ui.get("perfettoFileName").asText()).isEqualTo("demo_streaming.pftrace");
    assertThat(Files.readAllBytes(out.resolve("perfetto-received.pftrace"))).isEqualTo(expected.trace());
    Path screenshot = Files.copy(out.resolve("page.png"), BUILD.resolve("web-page.png"), REPLACE_EXISTING);
    BufferedImage image = ImageIO.read(screenshot.toFile());
    assertThat(image.getWidth()).isAtLeast(600);
    assertThat(image.getHeight()).isAtLeast(400);

    // With the team's catalogue picked first, the page converts its trace as --catalogue does, on
    // WebAssembly too; a broken catalogue is refused at once, each error at its file:line:column.
    WebConversion.Result team = JVM.get("team_project.bin+" + TestInputs.TEAM_CATALOGUE);
    JsonNode withCatalogue = new ObjectMapper().readTree(out.resolve("ui-catalogue.json").toFile());
    assertThat(withCatalogue.get("pageErrors").size()).isEqualTo(0);
    assertThat(withCatalogue.get("catalogueStatus").asText())
        .isEqualTo("Application events from app-events.yaml, with the built-in groups of this Tonband.");
    assertThat(withCatalogue.get("status").asText()).startsWith("Converted team_project.bin with app-events.yaml in ");
    assertThat(withCatalogue.get("status").asText()).contains("(WebAssembly)");
    assertThat(withCatalogue.get("events").asText()).isEqualTo(String.format("%,d", team.summary().events()));
    assertThat(Files.readAllBytes(out.resolve("download/team_project.pftrace"))).isEqualTo(team.trace());
    assertThat(withCatalogue.get("brokenStatus").asText()).isEqualTo(String.join("\n",
        "broken-app-events.yaml:26:9: event 'state': id 0x80 already used by 'pressure' (broken-app-events.yaml:20:9)",
        "broken-app-events.yaml:27:35: field 'state' of event 'state': unknown type 'PumpMood' (did you mean"
            + " 'PumpMode'?); the types are u8, u16, u32, u64, s8, s16, s32, s64, bool, f32, f64, str, bytes, string, a fixed"
            + " array T[N] of an integer, bool or float type (u16[3]), and the enums FrQueueKind, FrStreamBufferKind, FrFailedCall, PumpMode",
        "2 errors in broken-app-events.yaml; fix the catalogue, or give the one the firmware was built from"));
    assertThat(withCatalogue.get("brokenStatus").asText()).isEqualTo(JVM.get("team_project.bin+"
        + TestInputs.BROKEN_CATALOGUE).refusal());
    assertThat(withCatalogue.get("brokenResultHidden").asBoolean()).isFalse(); // app-events.yaml's result stays
    Files.copy(out.resolve("page-catalogue.png"), BUILD.resolve("web-page-catalogue.png"), REPLACE_EXISTING);
  }

  @Test
  void javascriptFallbackInChromiumGivesTheJvmsTraces() throws Exception {
    Path out = OUT.resolve("chromium-js");
    List<String> some = List.of("mixed.bin.gz", "freertos_v11.dial9", "demo_post_mortem.bin",
        "team_project.bin+" + TestInputs.TEAM_CATALOGUE);
    List<String> command = new ArrayList<>(List.of("node", "src/test/js/chromium-convert.mjs",
        PAGE.toString(), INPUTS.toString(), out.toString(), "js", ""));
    command.addAll(some);
    NodeScript.run(OUT, command);
    assertSameAsJvm(out, some, "js");
  }

  /**
   * The page's analysis as a person sees it, with the demo's trace and a budgets file it breaks:
   * the headline and every table's cells are those {@code tonband stats} prints, the verdicts those
   * of {@code tonband check}, and the report's charts are drawn; a budgets file with errors is
   * refused with the CLI's errors, and the analysis stays. Its screenshot is kept as
   * target/web-page-analysis.png.
   */
  @Test
  void pageShowsTheAnalysisOfTonbandStatsAndTheVerdictsOfTonbandCheck() throws Exception {
    Path out = OUT.resolve("chromium-analysis");
    String budgets = TestInputs.BUDGETS.get(1);
    String broken = TestInputs.BUDGETS.get(2);
    NodeScript.run(OUT, List.of("node", "src/test/js/chromium-convert.mjs", PAGE.toString(), INPUTS.toString(),
        out.toString(), "wasm", ""), "ANALYSIS_UI", UI_FILE + "+" + budgets + "+" + broken);
    JsonNode ui = new ObjectMapper().readTree(out.resolve("ui-analysis.json").toFile());
    assertWithMessage(ui.toString()).that(ui.get("pageErrors").size()).isEqualTo(0);
    assertThat(ui.get("status").asText()).startsWith("Converted " + UI_FILE + " in ");
    assertThat(ui.get("status").asText()).contains("(WebAssembly)"); // the budgets file read on WebAssembly too

    Path trace = INPUTS.resolve(UI_FILE);
    List<String> stats = Cli.run("stats", "--no-progress", trace.toString()).out().lines().toList();
    assertThat(ui.get("headline").asText()).isEqualTo(stats.get(0));
    List<List<List<String>>> tables = new ArrayList<>(); // the CLI's tables: blocks of lines, cells 2+ spaces apart
    for (String line : stats.subList(1, stats.size())) {
      if (line.isBlank()) {
        tables.add(new ArrayList<>());
      } else if (line.startsWith("  ")) {
        tables.get(tables.size() - 1).add(List.of(line.trim().split("\\s{2,}")));
      }
    }
    tables.removeIf(List::isEmpty);
    List<List<List<String>>> shown = new ArrayList<>();
    ui.get("tables").forEach(table -> {
      List<List<String>> rows = new ArrayList<>();
      table.forEach(row -> rows.add(texts(row)));
      shown.add(rows);
    });
    assertThat(shown).isEqualTo(tables);
    assertThat(tables.size()).isAtLeast(3); // CPU, interrupts, markers

    Path file = INPUTS.resolve(budgets);
    Cli check = Cli.run("check", "--no-progress", "--budgets", file.toString(), trace.toString());
    List<String> verdicts = check.out().lines().toList();
    assertThat(check.exit()).isEqualTo(1);
    assertThat(verdicts.get(0)).isEqualTo(file + ": 1 of 10 budgets do not hold");
    assertThat(ui.get("budgetsHeading").asText()).isEqualTo("Budgets (" + budgets + "): 1 of 10 do not hold");
    List<String> rows = new ArrayList<>();
    ui.get("budgets").forEach(row -> {
      List<String> cells = texts(row); // verdict, budget, value, limit, details (of a broken one)
      rows.add(cells.get(0).equals("FAIL") ? "  FAIL  " + cells.get(4)
          : "  ok    " + cells.get(1) + ": " + cells.get(2) + ", limit " + cells.get(3));
    });
    // The page names the budgets file by its name, the CLI by the path it was given.
    assertThat(rows).containsExactlyElementsIn(verdicts.subList(1, verdicts.size()).stream()
        .map(line -> line.replace(file.toString(), budgets)).toList());

    assertThat(ui.get("charts").asInt()).isEqualTo(3); // CPU over time, CPU shares, timer0's durations
    assertThat(ui.get("chartSvgs").asInt()).isEqualTo(3);
    Files.copy(out.resolve("page-analysis.png"), BUILD.resolve("web-page-analysis.png"), REPLACE_EXISTING);

    Path brokenFile = INPUTS.resolve(broken);
    // the errors as the CLI lists them (WebAnalysisTest compares them with its stderr)
    assertThat(ui.get("brokenStatus").asText())
        .isEqualTo(WebConversion.budgetErrors(Files.readAllBytes(brokenFile), broken));
    assertThat(ui.get("brokenStatus").asText()).startsWith(broken + ":2:10: 'none' is not a count");
    assertThat(ui.get("brokenStatus").asText()).endsWith(broken + " has 4 error(s); nothing was checked");
    assertThat(ui.get("brokenPageStatus").asText()).isEqualTo("The budgets file " + broken + " has errors (above):"
        + " nothing of it was checked. The verdicts shown are still those of " + budgets + ".");
    assertThat(ui.get("brokenAnalysisHidden").asBoolean()).isFalse();
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(cell -> texts.add(cell.asText()));
    return texts;
  }



  /**
   * Each output of a browser build against the JVM's conversion of the same input; through the
   * page, each converted by {@code engine}, the build the page loaded (null: not through the page).
   */
  private static void assertSameAsJvm(Path out, List<String> converted, String engine) throws IOException {
    ObjectMapper json = new ObjectMapper();
    for (String name : converted) {
      WebConversion.Result expected = JVM.get(name);
      JsonNode result = json.readTree(out.resolve(name + ".json").toFile());
      Path trace = out.resolve(name + ".pftrace");
      if (engine != null) {
        assertWithMessage(name + ": the build that converted it").that(result.get("engine").asText()).isEqualTo(engine);
      }
      if (expected.refusal() != null) {
        assertWithMessage(name).that(result.get("refusal").asText()).isEqualTo(expected.refusal());
        assertWithMessage(name).that(Files.exists(trace)).isFalse();
        continue;
      }
      assertWithMessage(name).that(result.get("refusal").isNull()).isTrue();
      TraceSummary summary = expected.summary();
      if (name.equals(TestInputs.CUT_OFF_GZIP)) {
        assertWithMessage(name).that(result.get("events").asLong()).isIn(Range.closed(summary.events() - 1, summary.events()));
        assertWithMessage(name).that(result.get("problemKinds").toString()).contains("GZIP_DAMAGED");
        assertWithMessage(name).that(result.get("problems").toString()).contains("it was cut off");
        continue;
      }
      assertWithMessage(name + ": the trace differs from the JVM's").that(Files.readAllBytes(trace))
          .isEqualTo(expected.trace());
      assertWithMessage(name).that(result.get("events").asLong()).isEqualTo(summary.events());
      assertWithMessage(name).that(result.get("cores").asInt()).isEqualTo(summary.cores());
      assertWithMessage(name).that(result.get("spanNs").asLong()).isEqualTo(summary.spanNs());
      assertWithMessage(name).that(result.get("problemCount").asLong()).isEqualTo(expected.problems().total());
      Map<String, Long> kinds = new LinkedHashMap<>();
      result.get("problemKinds").forEach(k -> kinds.put(k.get("kind").asText(), k.get("count").asLong()));
      assertWithMessage(name).that(kinds).containsExactlyEntriesIn(expected.problems().counts()).inOrder();
      List<String> problems = new ArrayList<>();
      result.get("problems").forEach(p ->
          problems.add(p.get("kind").asText() + " " + p.get("where").asText() + ": " + p.get("message").asText()));
      assertWithMessage(name).that(problems).containsExactlyElementsIn(
          expected.problems().firstOccurrences().stream().map(BrowserConversionTest::line).toList()).inOrder();
      // The analysis (the stats with the report's chart data, the tables): the JVM's, made by the same code.
      // Compared as JSON values, read by Jackson from both texts: a double may be written with other
      // digits that read as the same double (JDK 17's Double.toString is not always the shortest).
      assertWithMessage(name + ": the analysis differs from the JVM's")
          .that(json.readTree(result.get("analysis").asText()))
          .isEqualTo(json.readTree(PageAnalysis.json(expected.stats(), null)));
    }
  }

  private static String line(Problem p) {
    return p.kind() + " " + p.where() + ": " + p.message();
  }
}
