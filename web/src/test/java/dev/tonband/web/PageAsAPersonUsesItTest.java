// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.Range;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The page as a person uses it, in headless Chromium (chromium-person.mjs measures, this judges):
 * readable at any width and in both colour schemes (axe-core finds no serious or critical WCAG 2
 * A/AA violation), its charts readable and named for a screen reader, clear about an empty or cut
 * off trace, steady in what it does with catalogue and budgets files, what matters first on its
 * first screen. Its screenshots are kept in target/browser-test/out/person/.
 */
class PageAsAPersonUsesItTest {
  private static final Path PAGE = Path.of("target/tonband-web");
  private static final Path INPUTS = Path.of("target/browser-test/person-inputs");
  private static final Path OUT = Path.of("target/browser-test/out/person");
  /** The QEMU demo's trace, held to budgets it breaks (one of ten). */
  private static final String TRACE = "demo_streaming.bin";
  private static final String BUDGETS = TestInputs.BUDGETS.get(1);
  /** A FreeRTOS trace: its Mutexes and Queues tables are the widest. */
  private static final String WIDE = "freertos_v11.bin";
  private static final double AA = 4.5;

  private static JsonNode person;

  @BeforeAll
  static void usePage() throws Exception {
    TestInputs.writtenTo(INPUTS);
    Path log = Files.createDirectories(OUT).resolve("log.txt");
    Process process = new ProcessBuilder("node", "src/test/js/chromium-person.mjs", PAGE.toString(), INPUTS.toString(),
        OUT.toString(), "trace=" + TRACE, "budgets=" + BUDGETS, "brokenBudgets=" + TestInputs.BUDGETS.get(2),
        "wide=" + WIDE, "catalogue=events.yaml", "brokenCatalogue=" + TestInputs.BROKEN_CATALOGUE,
        "empty=" + TestInputs.EMPTY, "truncated=" + TestInputs.CUT_SHORT)
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("chromium-person.mjs did not finish in 10 minutes; " + log);
    }
    assertWithMessage("chromium-person.mjs failed:\n" + Files.readString(log)).that(process.exitValue()).isEqualTo(0);
    person = new ObjectMapper().readTree(OUT.resolve("person.json").toFile());
    assertWithMessage(person.get("pageErrors").toString()).that(person.get("pageErrors").size()).isEqualTo(0);
  }

  /** 1: the widest tables fit the page at 1280 px, and at 390 px nothing is wider than the screen. */
  @Test
  void tablesFitTheirBoxAndNothingIsWiderThanAPhone() {
    JsonNode wide = person.get("wide");
    List<String> tables = new ArrayList<>();
    wide.get("at1280").get("tables").forEach(t -> {
      tables.add(t.get("first").asText());
      assertWithMessage(t.toString()).that(t.get("width").asInt()).isAtMost(t.get("box").asInt());
    });
    assertThat(tables).containsAtLeast("Queues and buffers", "Mutexes");
    for (String at : List.of("at390", "at390WithBudgets")) {
      JsonNode narrow = wide.get(at);
      assertWithMessage(at + ": " + narrow).that(narrow.get("page").asInt()).isAtMost(390);
      assertWithMessage(at + ": " + narrow).that(narrow.get("sticksOut").size()).isEqualTo(0);
    }
  }

  /** 2 and 3: axe-core's WCAG 2 A/AA check, and the contrasts the issue measured, in both colour schemes. */
  @Test
  void readableInLightAndDarkColours() {
    for (String scheme : List.of("light", "dark")) {
      JsonNode look = person.get("look").get(scheme);
      List<String> grave = new ArrayList<>();
      look.get("axe").forEach(v -> {
        if (List.of("serious", "critical").contains(v.get("impact").asText())) {
          grave.add(v.toString());
        }
      });
      assertWithMessage(scheme).that(grave).isEmpty();
      look.get("texts").fields().forEachRemaining(text -> assertWithMessage(scheme + ": " + text.getKey())
          .that(text.getValue().asDouble()).isAtLeast(AA));
      assertThat(look.get("charts").size()).isEqualTo(3); // CPU over time, CPU shares, timer0's durations
      look.get("charts").forEach(chart -> {
        assertWithMessage(scheme + ": " + chart).that(chart.get("lowestTextContrast").asDouble()).isAtLeast(AA);
        // grid lines that do not glare (white on a dark page, they did: 15:1), and still show
        assertWithMessage(scheme + ": " + chart).that(chart.get("gridLineContrasts").size()).isAtLeast(1);
        chart.get("gridLineContrasts").forEach(line ->
            assertWithMessage(scheme + ": " + chart).that(line.asDouble()).isIn(Range.closed(1.1, 3.0)));
      });
    }
    assertThat(person.get("look").get("dark").get("background").asText()).isEqualTo("rgb(18, 18, 18)");
  }

  /** 3: no chart's text overlaps another or is cut off; each chart, and the progress bar, has a name. */
  @Test
  void chartsAreReadableAndNamed() {
    for (String scheme : List.of("light", "dark")) {
      person.get("look").get(scheme).get("charts").forEach(chart -> {
        assertWithMessage(scheme + ": " + chart).that(chart.get("texts").asInt()).isGreaterThan(3);
        assertWithMessage(scheme + ": " + chart).that(chart.get("overlaps").size()).isEqualTo(0);
        assertWithMessage(scheme + ": " + chart).that(chart.get("outside").size()).isEqualTo(0);
      });
    }
    JsonNode charts = person.get("look").get("light").get("charts");
    assertThat(charts.get(1).get("label").asText())
        .isEqualTo("CPU share per task: interrupts 0.40 %, no task known 99.60 %.");
    assertThat(charts.get(2).get("caption").asText()).isEqualTo("timer0: 40 runs, max 13.5 us");
    assertThat(charts.get(2).get("label").asText()).startsWith("Histogram of the run times of timer0, ");
    List<String> names = new ArrayList<>();
    person.get("names").get("charts").forEach(name -> {
      assertThat(name.get("role").asText()).isEqualTo("image");
      names.add(name.get("name").asText());
    });
    List<String> labels = new ArrayList<>();
    charts.forEach(chart -> labels.add(chart.get("label").asText()));
    assertThat(names).isEqualTo(labels); // what a screen reader gets is the chart's text, not its loose labels
    assertThat(person.get("names").get("progress").get("name").asText()).isEqualTo("Conversion progress");
    JsonNode drawnAgain = person.get("drawnAgain");
    assertThat(drawnAgain.get("bigCountCaption").asText()).isEqualTo("timer0: 35,662 runs, max 13.5 us");
    // 3 runs that all took 7.6 us: a bar to see, not an empty frame, and said so
    assertThat(drawnAgain.get("sameRunsBarWidth").asInt()).isAtLeast(20);
    assertThat(drawnAgain.get("sameRunsLabel").asText())
        .isEqualTo("Histogram of the run times of timer0, 7.6 us: most runs (3) took 7.6 us.");
  }

  /** 4: an empty file is nothing to show, in red; a trace cut off at one instant has no empty CPU charts. */
  @Test
  void saysWhenThereIsNothingToShow() {
    JsonNode empty = person.get("empty");
    assertThat(empty.get("status").asText())
        .isEqualTo(TestInputs.EMPTY + " holds no events: there is nothing to show, only 1 problem (below).");
    assertThat(empty.get("statusError").asBoolean()).isTrue();
    assertThat(empty.get("resultHidden").asBoolean()).isFalse(); // its problem: EMPTY_INPUT
    assertThat(empty.get("actionsShown").asBoolean()).isFalse();
    assertThat(empty.get("analysisHidden").asBoolean()).isTrue();

    JsonNode cut = person.get("truncated");
    assertThat(cut.get("status").asText()).startsWith("Converted " + TestInputs.CUT_SHORT + " in ");
    assertThat(cut.get("cpuChartsShown").asBoolean()).isFalse();
    assertThat(cut.get("charts").asInt()).isEqualTo(0);
    assertThat(cut.get("notes").toString()).contains("The trace spans no time (its timed events are all at one instant)");
  }

  /** 5: each file is taken as what it is, a refused one leaves the good one before in use, and the result shown. */
  @Test
  void keepsWhatItUsesThroughAStringOfPicks() {
    JsonNode[] state = new JsonNode[6];
    for (int i = 0; i < state.length; i++) {
      state[i] = person.get("state").get(i);
    }
    String catalogue = "Application events from events.yaml, with the built-in groups of this Tonband.";
    assertThat(state[1].get("status").asText()).startsWith("Converted " + TRACE + " with events.yaml in ");

    // A budgets file picked as the trace: taken as budgets, shown in the budgets input; the trace converted again.
    JsonNode budgets = state[2];
    assertThat(budgets.get("budgetsFile").asText()).isEqualTo(BUDGETS);
    assertThat(budgets.get("budgetsStatus").asText()).startsWith("Budgets from " + BUDGETS + ": ");
    assertThat(budgets.get("catalogueStatus").asText()).isEqualTo(catalogue);
    assertThat(budgets.get("catalogueError").asBoolean()).isFalse();
    assertThat(budgets.get("status").asText()).startsWith("Converted " + TRACE + " with events.yaml in ");
    assertThat(budgets.get("budgetsHeading").asText()).isEqualTo("Budgets (" + BUDGETS + "): 1 of 10 do not hold");

    // A broken catalogue: refused, its errors under its input, the good one still in use and the result still shown.
    JsonNode broken = state[3];
    assertThat(broken.get("catalogueError").asBoolean()).isTrue();
    assertThat(broken.get("catalogueStatus").asText()).startsWith(TestInputs.BROKEN_CATALOGUE + ":26:9: ");
    assertThat(broken.get("catalogueFile").asText()).isEqualTo("events.yaml");
    assertThat(broken.get("status").asText()).isEqualTo("The catalogue " + TestInputs.BROKEN_CATALOGUE
        + " has errors (above): fix it, or pick the one the firmware was built from. The page still uses events.yaml.");
    assertThat(broken.get("resultHidden").asBoolean()).isFalse();
    assertThat(broken.get("analysisHidden").asBoolean()).isFalse();

    // The trace again: with the good catalogue, which the catalogue input shows again.
    JsonNode again = state[4];
    assertThat(again.get("status").asText()).startsWith("Converted " + TRACE + " with events.yaml in ");
    assertThat(again.get("catalogueStatus").asText()).isEqualTo(catalogue);
    assertThat(again.get("catalogueError").asBoolean()).isFalse();

    // Broken budgets: refused; the result and the verdicts of the good budgets stay.
    JsonNode brokenBudgets = state[5];
    assertThat(brokenBudgets.get("budgetsError").asBoolean()).isTrue();
    assertThat(brokenBudgets.get("budgetsFile").asText()).isEqualTo(BUDGETS);
    assertThat(brokenBudgets.get("resultHidden").asBoolean()).isFalse();
    assertThat(brokenBudgets.get("analysisHidden").asBoolean()).isFalse();
    assertThat(brokenBudgets.get("budgetsHeading").asText()).isEqualTo(budgets.get("budgetsHeading").asText());
  }

  /** 6: after picking a trace at 1280x900, its summary and the budgets' verdict are on the first screen. */
  @Test
  void whatMattersFirstIsOnTheFirstScreen() {
    JsonNode first = person.get("first");
    assertThat(first.get("summaryBottom").asInt()).isAtMost(first.get("viewport").asInt());
    assertThat(first.get("verdictBottom").asInt()).isAtMost(first.get("viewport").asInt());
    assertThat(first.get("budgetsSummary").asText()).isEqualTo("1 of 10 do not hold");
    assertThat(first.get("budgetsSummaryFails").asBoolean()).isTrue();
    assertThat(first.get("status").asText()).endsWith(", no problems; budgets: 1 of 10 do not hold.");
  }

  /** 7: a command on one line; the time span as the headline writes it (and the counts of 4: 35,662). */
  @Test
  void smallThingsAreWrittenOneWay() {
    JsonNode first = person.get("first");
    assertThat(first.get("commandLines").asInt()).isEqualTo(1);
    Matcher traced = Pattern.compile("\\((.+) traced\\)").matcher(first.get("headline").asText());
    assertThat(traced.find()).isTrue();
    assertThat(first.get("span").asText()).isEqualTo(traced.group(1));
    assertThat(first.get("span").asText()).isEqualTo("78.1 ms");
  }
}
