// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.host.diff.SimulatedRuns;
import dev.tonband.host.diff.TraceDiff;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The page's comparison of two builds against {@code tonband diff}: runs of a simulated firmware
 * (SimulatedRuns, as TraceDiffTest's), compared on the JVM as the page compares them, give what
 * {@code tonband diff} prints (its JSON lines byte for byte, its headline, note and rows); the
 * JavaScript build under Node gives the JVM's JSON lines byte for byte, and the page in headless
 * Chromium (WebAssembly) shows the changes table with the worker's tasks.run_p50 row, and gives the
 * same JSON lines.
 */
class WebDiffTest {
  private static final Path INPUTS = Path.of("target/diff-test/inputs");
  private static final Path OUT = Path.of("target/diff-test/out");
  /** Each comparison: its base runs, then its new runs. */
  private static final Map<String, List<List<String>>> CASES = new LinkedHashMap<>();
  private static final Map<String, TraceDiff.Result> JVM = new LinkedHashMap<>();

  @BeforeAll
  static void compareOnTheJvm() throws Exception {
    Files.createDirectories(INPUTS);
    // 6 runs a build: the worker's 10 us of work become 14 us; the last new run has one more task
    CASES.put("six", List.of(runs("base", 6, 10_000, null), runs("new", 6, 14_000, "logger")));
    // one run a side: sizes only, significance not judged
    CASES.put("one", List.of(runs("base", 1, 10_000, null), runs("new", 1, 14_000, null)));
    // 61 runs a side: 122 in all, beyond the exact test, so the p-values are estimated from random splits
    CASES.put("many", List.of(runs("base", 61, 10_000, null), runs("new", 61, 14_000, null)));
    for (Map.Entry<String, List<List<String>>> c : CASES.entrySet()) {
      PageDiff diff = new PageDiff();
      for (int side = 0; side < 2; side++) {
        for (String name : c.getValue().get(side)) {
          assertThat(diff.add(side == 1, Files.readAllBytes(INPUTS.resolve(name)), name, null, null, f -> {})).isNull();
        }
      }
      JVM.put(c.getKey(), diff.diff());
    }
  }

  /** Writes {@code count} runs of a build (seeds apart per side) to INPUTS; returns their names. */
  private static List<String> runs(String side, int count, long workNs, String extraOnLast) throws Exception {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String name = side + "-" + workNs + "-" + (i + 1) + (i == count - 1 && extraOnLast != null ? "-" + extraOnLast : "")
          + ".bin";
      long seed = (side.equals("base") ? 1_000 : 2_000) + i;
      Files.write(INPUTS.resolve(name), SimulatedRuns.run(seed, workNs, 2_000, i == count - 1 ? extraOnLast : null));
      names.add(name);
    }
    return names;
  }

  private static List<String> paths(List<String> names) {
    return names.stream().map(n -> INPUTS.resolve(n).toString()).toList();
  }

  private static Cli cli(String name, boolean json) {
    List<String> args = new ArrayList<>(List.of("diff", "--no-progress"));
    if (json) {
      args.add("--json");
    }
    args.addAll(paths(CASES.get(name).get(0)));
    args.add("--against");
    args.addAll(paths(CASES.get(name).get(1)));
    return Cli.run(args.toArray(String[]::new));
  }

  @Test
  void onTheJvmThePageSaysWhatTonbandDiffPrints() throws Exception {
    for (String name : CASES.keySet()) {
      TraceDiff.Result diff = JVM.get(name);
      Cli json = cli(name, true);
      assertWithMessage(name + ": " + json.err()).that(json.exit()).isEqualTo(0);
      assertWithMessage(name).that(PageDiff.jsonLines(diff)).isEqualTo(json.out());

      JsonNode page = new ObjectMapper().readTree(PageDiff.json(diff));
      List<String> text = cli(name, false).out().lines().toList();
      List<String> shown = new ArrayList<>();
      shown.add(page.get("headline").asText());
      if (!page.get("note").isNull()) {
        shown.add(page.get("note").asText());
      }
      if (!page.get("changes").isEmpty()) {
        shown.add("");
        shown.add(String.join(" ", texts(page.get("header"))));
        page.get("changes").forEach(c -> shown.add(String.join(" ", texts(c.get("cells")))));
      }
      if (!page.get("presences").isEmpty()) {
        shown.add("");
        page.get("presences").forEach(p ->
            shown.add(p.get("presence").asText() + ": " + p.get("kind").asText() + " " + p.get("object").asText()));
      }
      // the CLI's lines with their columns' padding taken out
      assertWithMessage(name).that(shown).isEqualTo(text.stream().map(l -> l.trim().replaceAll(" {2,}", " ")).toList());
    }
    JsonNode six = new ObjectMapper().readTree(PageDiff.json(JVM.get("six")));
    assertThat(six.get("note").isNull()).isTrue();
    assertThat(six.get("presences").get(0).get("runs").asText()).isEqualTo("1 of 6 new runs");
    assertThat(six.get("changes").toString()).contains("\"task\",\"worker\",\"tasks.run_p50\"");
    assertThat(new ObjectMapper().readTree(PageDiff.json(JVM.get("one"))).get("note").asText())
        .startsWith("note: with one run on a side");
  }

  /** A file that is no trace is no run: refused with the message the page's conversion gives, and not added. */
  @Test
  void aFileThatIsNoTraceIsRefused() {
    byte[] text = "not a trace\n".getBytes(StandardCharsets.UTF_8);
    PageDiff diff = new PageDiff();
    String refusal = diff.add(true, text, "notes.txt", null, null, f -> {});
    assertThat(refusal).isNotNull();
    assertThat(refusal).isEqualTo(WebConversion.convert(text, "notes.txt", f -> {}).refusal());
    assertThat(diff.diff().newRuns()).isEqualTo(0);
  }

  @Test
  void javascriptBuildUnderNodeGivesTheJvmsDiff() throws Exception {
    List<String> command = new ArrayList<>(List.of("node", "src/test/js/node-diff.cjs", "target/tonband-web/tonband.js",
        INPUTS.toString(), OUT.resolve("node").toString()));
    CASES.forEach((name, sides) -> command.add(name + "=" + String.join(",", sides.get(0)) + ":"
        + String.join(",", sides.get(1))));
    NodeScript.run(OUT, command);
    ObjectMapper mapper = new ObjectMapper();
    for (String name : CASES.keySet()) {
      JsonNode result = mapper.readTree(OUT.resolve("node").resolve(name + ".json").toFile());
      assertWithMessage(name).that(result.get("refusal").isNull()).isTrue();
      assertWithMessage(name + ": the JSON lines differ from the JVM's")
          .that(Files.readString(OUT.resolve("node").resolve(name + ".jsonl"), StandardCharsets.UTF_8))
          .isEqualTo(PageDiff.jsonLines(JVM.get(name)));
      assertWithMessage(name).that(mapper.readTree(result.get("analysis").asText()))
          .isEqualTo(mapper.readTree(PageDiff.json(JVM.get(name))));
    }
  }

  /** Skipped without Chromium (or puppeteer-core, which npm ci installs), as a machine without them cannot run it. */
  @Test
  void pageInChromiumShowsTheChangesOfTheTwoSetsDropped() throws Exception {
    Path chromium = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));
    boolean can = Files.isExecutable(chromium) && Files.isDirectory(Path.of("node_modules/puppeteer-core"));
    if (!can) {
      System.out.println("WebDiffTest: the page in Chromium skipped: no " + chromium + " or no node_modules/puppeteer-core");
    }
    Assumptions.assumeTrue(can);
    Path out = OUT.resolve("chromium");
    List<List<String>> sides = CASES.get("six");
    NodeScript.run(OUT, List.of("node", "src/test/js/chromium-diff.mjs", "target/tonband-web", INPUTS.toString(),
        out.toString(), String.join(",", sides.get(0)), String.join(",", sides.get(1))));
    JsonNode ui = new ObjectMapper().readTree(out.resolve("ui-diff.json").toFile());
    assertWithMessage(ui.toString()).that(ui.get("pageErrors").size()).isEqualTo(0);
    assertThat(ui.get("waiting").asText()).isEqualTo("Give the runs of the new build too.");
    assertThat(ui.get("status").asText()).startsWith("Compared 6 base runs with 6 new runs in ");
    assertThat(ui.get("status").asText()).contains("(WebAssembly)");

    JsonNode page = new ObjectMapper().readTree(PageDiff.json(JVM.get("six")));
    assertThat(ui.get("headline").asText()).isEqualTo(page.get("headline").asText());
    assertThat(ui.get("noteHidden").asBoolean()).isTrue();
    List<List<String>> rows = new ArrayList<>();
    ui.get("rows").forEach(r -> rows.add(texts(r)));
    List<List<String>> expected = new ArrayList<>();
    page.get("changes").forEach(c -> expected.add(texts(c.get("cells"))));
    assertThat(rows).isEqualTo(expected);
    assertThat(rows.stream().anyMatch(r -> r.get(1).equals("task") && r.get(2).equals("worker")
        && r.get(3).equals("tasks.run_p50"))).isTrue();
    List<String> presences = new ArrayList<>();
    ui.get("presences").forEach(r -> presences.add(String.join(" ", texts(r))));
    assertThat(presences).containsExactly("added task logger 1 of 6 new runs");
    assertThat(ui.get("charts").asInt()).isEqualTo(rows.size());
    assertThat(ui.get("chartSvgs").asInt()).isEqualTo(rows.size());
    // the WebAssembly build's JSON lines, through the page's converter: the JVM's, byte for byte
    assertThat(ui.get("jsonLines").asText()).isEqualTo(PageDiff.jsonLines(JVM.get("six")));
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(cell -> texts.add(cell.asText()));
    return texts;
  }


}
