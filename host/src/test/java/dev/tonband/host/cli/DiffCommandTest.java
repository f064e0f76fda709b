// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.host.diff.SimulatedRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * {@code tonband diff} as a CI job runs it: folders of runs of two builds (simulated runs, whose
 * true difference is a task 40 % slower), the table, JSON lines, the JUnit report and the exit
 * code of {@code --fail-on}.
 */
class DiffCommandTest extends CliFixture {
  private Path base;
  private Path slower;

  @BeforeEach
  void writeRuns() throws Exception {
    base = dir.resolve("base");
    slower = dir.resolve("new");
    SimulatedRuns.writeTwoBuilds(base, slower, "logger");
  }

  @Test
  void theTableListsTheChangesLargestFirst() {
    assertThat(run("diff", base.toString(), "--against", slower.toString())).isEqualTo(0);

    List<String> lines = out().lines().toList();
    assertThat(lines.get(0)).startsWith("base: 6 runs, new: 6 runs; ");
    assertThat(lines.get(0)).contains(" 5 changes, 1 object on one side only (more than 10 % and 1.00 us, 0.5 % of"
        + " time, 2; runs agreeing 90 %; Mann-Whitney U, Holm-adjusted p < 0.05)");
    assertThat(lines.get(2).split(" +")).asList().containsAtLeast("change", "kind", "object", "metric", "base", "new", "agree", "p")
        .inOrder();
    assertThat(lines.get(3)).containsMatch("^ +\\+40\\.\\d % +task +worker +tasks\\.");
    assertThat(out()).containsMatch("\\+40\\.\\d % +task +worker +tasks\\.run_p50 +10\\.0\\d us +14\\.0 us +100 % +0\\.0\\d+\n");
    assertThat(out()).contains("  added:   task logger\n");
  }

  @Test
  void aBrokenRuleExitsOneAndFailsItsTestCase() throws Exception {
    Path junit = dir.resolve("diff.xml");
    assertThat(run("diff", base.toString(), "--against", slower.toString(), "--fail-on", "tasks.run_p50>20%",
        "--fail-on", "isrs.p99>10%", "--junit", junit.toString())).isEqualTo(1);

    assertThat(out()).contains("FAIL  tasks.run_p50>20%\n");
    assertThat(out()).doesNotContain("FAIL  isrs");
    Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
    Element suites = (Element) xml.getElementsByTagName("testsuites").item(0);
    assertThat(suites.getAttribute("name")).isEqualTo("tonband diff");
    List<String> failed = new ArrayList<>();
    for (int i = 0; i < xml.getElementsByTagName("testcase").getLength(); i++) {
      Element testCase = (Element) xml.getElementsByTagName("testcase").item(i);
      if (testCase.getElementsByTagName("failure").getLength() > 0) {
        failed.add(testCase.getAttribute("classname") + " / " + testCase.getAttribute("name"));
      }
    }
    assertThat(failed).containsExactly("diff.rules / tasks.run_p50>20%", "diff.task.worker / tasks.run_p50");
    assertThat(err()).contains("wrote " + junit);
  }

  @Test
  void jsonHasOneObjectAChange() throws Exception {
    assertThat(run("diff", base.toString(), "--against", slower.toString(), "--json")).isEqualTo(0);

    ObjectMapper mapper = new ObjectMapper();
    List<JsonNode> lines = new ArrayList<>();
    for (String line : out().lines().toList()) {
      lines.add(mapper.readTree(line));
    }
    assertThat(lines).hasSize(6);
    JsonNode run = lines.stream().filter(l -> l.get("metric").asText().equals("tasks.run_p50")).findFirst().orElseThrow();
    assertThat(run.get("object").asText()).isEqualTo("worker");
    assertThat(run.get("kind").asText()).isEqualTo("task");
    assertThat(run.get("unit").asText()).isEqualTo("ns");
    assertThat(run.get("base").asDouble()).isWithin(300).of(10_000);
    assertThat(run.get("new").asDouble()).isWithin(300).of(14_000);
    assertThat(run.get("change").asDouble()).isWithin(0.05).of(0.40);
    assertThat(run.get("p").asDouble()).isLessThan(0.05);
    assertThat(run.get("base_runs").size()).isEqualTo(6);
    JsonNode added = lines.get(5);
    assertThat(added.get("object").asText()).isEqualTo("logger");
    assertThat(added.get("presence").asText()).isEqualTo("added");
    assertThat(added.get("new").asInt()).isEqualTo(6);
  }

  @Test
  void oneRunASideIsComparedBySizeOnly() {
    assertThat(run("diff", base.resolve("run_1.bin").toString(), "--against", slower.resolve("run_1.bin").toString()))
        .isEqualTo(0);
    assertThat(out()).contains("note: with one run on a side, whether a difference is more than noise cannot be judged");
    assertThat(out()).containsMatch("\\+40\\.\\d % +task +worker +tasks\\.run_p50 +.* 100 % +-\n");
  }

  @Test
  void wrongOptionsSayWhatIsWrong() {
    assertThat(run("diff", base.toString(), "--against", slower.toString(), "--fail-on", "isrs.p95>10%")).isEqualTo(2);
    assertThat(picocliErr.toString()).contains(
        "tonband: --fail-on 'isrs.p95>10%': isrs has no metric 'p95' that diff compares");
    assertThat(run("diff", base.toString(), "--against", slower.toString(), "--floor", "3 apples")).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("--floor '3 apples' is not an amount");
    assertThat(run("diff", base.toString())).isEqualTo(2);
    assertThat(picocliErr.toString()).contains("Missing required option: '--against=NEW'");
    assertThat(run("diff", dir.resolve("none").toString(), "--against", slower.toString())).isEqualTo(3);
    assertThat(picocliErr.toString()).contains("tonband: " + dir.resolve("none"));
  }
}
