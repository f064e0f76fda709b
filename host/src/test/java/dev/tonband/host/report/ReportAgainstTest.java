// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.report;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.host.cli.TonbandCommand;
import dev.tonband.host.diff.SimulatedRuns;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code tonband report BASE --against NEW}: folders of simulated runs of two builds (the new one's
 * task "worker" runs 40 % longer, and it has one task more, named to run a script were names
 * written as HTML), the changes section as {@code diff} finds them, its charts drawn in headless
 * Chromium, and the report of one trace without it.
 */
class ReportAgainstTest {
  /** A name that would run a script, were the report to write names as HTML. */
  private static final String HOSTILE = "<img src=x onerror=\"console.error('injected')\">";

  @TempDir Path dir;
  private Path base;
  private Path slower;
  private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

  @BeforeEach
  void writeRuns() throws Exception {
    base = dir.resolve("base");
    slower = dir.resolve("new");
    SimulatedRuns.writeTwoBuilds(base, slower, HOSTILE);
  }

  @Test
  void theChangesComeFirstAndTheRestIsOfNewsLastRun() throws Exception {
    Path report = dir.resolve("r.html");
    assertWithMessage("exit code: NEW's last run is clean, and changes do not set it")
        .that(run("report", "--no-progress", base.toString(), "--against", slower.toString(), "-o", report.toString()))
        .isEqualTo(0);

    String page = Files.readString(report);
    assertThat(page).doesNotContain(HOSTILE);
    String changes = section(page, "changes");
    assertThat(changes).contains("<p>base: 6 runs, new: 6 runs; ");
    assertThat(changes).contains(" 5 changes, 1 object on one side only (more than 10 % and 1.00 us");
    assertThat(changes).containsMatch("<tr><td class=\"number\">\\+40\\.\\d %</td><td class=\"text\">task</td>"
        + "<td class=\"text\">worker</td><td class=\"text\">tasks\\.run_p50</td><td class=\"number\">10\\.0\\d us</td>"
        + "<td class=\"number\">14\\.0 us</td><td class=\"number\">100 %</td><td class=\"number\">0\\.0\\d+</td></tr>");
    assertThat(changes).contains("<td class=\"text\">added</td><td class=\"text\">task</td><td class=\"text\">&lt;img src=x"
        + " onerror=&quot;console.error(&#39;injected&#39;)&quot;&gt;</td><td class=\"text\">6 of 6 new runs</td>");
    assertThat(count(changes, "class=\"chart change-chart\"")).isEqualTo(5);
    assertThat(changes).contains("The sections below are of NEW's run " + slower.resolve("run_6.bin") + ", the last of"
        + " its 6 runs.");
    assertThat(page.indexOf("id=\"changes\"")).isLessThan(page.indexOf("<h2>CPU share per task over time</h2>"));
    // each run's value of each change, in the page's data
    assertThat(page).containsMatch("\\{\"figure\":\"task worker tasks\\.run_p50: [^\"]*\",\"metric\":\"tasks\\.run_p50\","
        + "\"unit\":\"ns\",\"base\":\\[(\\d{4,5}(\\.\\d+)?,){5}\\d{4,5}(\\.\\d+)?],\"new\":\\[(\\d{4,5}(\\.\\d+)?,){5}"
        + "\\d{4,5}(\\.\\d+)?]}");
    assertThat(err()).contains("wrote " + report);

    // The report of that one run, without --against: no trace of a comparison.
    Path one = dir.resolve("one.html");
    assertThat(run("report", "--no-progress", slower.resolve("run_6.bin").toString(), "-o", one.toString())).isEqualTo(0);
    String single = Files.readString(one);
    assertThat(single).doesNotContain("id=\"changes\"");
    assertThat(single).doesNotContain("tonbandChanges");
    assertThat(single).doesNotContain("\"changes\":[");
    // The rest of the page is that run's report, under the compared builds' title.
    assertThat(tail(page)).isEqualTo(tail(single));
  }

  @Test
  void theBudgetsHoldTheShownRunAndSetTheExitCode() throws Exception {
    Path budgets = Files.writeString(dir.resolve("budgets.yaml"), "tasks: {worker: {run_p50: 12us}}\n");
    Path report = dir.resolve("r.html");
    assertThat(run("report", "--no-progress", base.toString(), "--against", slower.toString(), "-o", report.toString(),
        "--budgets", budgets.toString())).isEqualTo(1);
    String page = Files.readString(report);
    assertThat(page).contains("<tr class=\"fail\"><td>FAIL</td><td>tasks.worker run_p50</td>");
    assertThat(page.indexOf("id=\"changes\"")).isLessThan(page.indexOf("id=\"budgets\""));

    // The base held to the same budget: every run holds it, the changes do not matter.
    assertThat(run("report", "--no-progress", slower.toString(), "--against", base.toString(), "-o", report.toString(),
        "--budgets", budgets.toString())).isEqualTo(0);
    assertThat(section(Files.readString(report), "changes")).containsMatch("-28\\.\\d %</td><td class=\"text\">task"
        + "</td><td class=\"text\">worker</td><td class=\"text\">tasks\\.run_p50</td>");
  }

  @Test
  void theOutputIsNoneOfTheRuns() throws Exception {
    Path run = slower.resolve("run_3.bin");
    byte[] before = Files.readAllBytes(run);
    assertThat(run("report", "--no-progress", base.toString(), "--against", slower.toString(), "-o", run.toString()))
        .isEqualTo(2);
    assertThat(Files.readAllBytes(run)).isEqualTo(before);
  }

  @Test
  void theBrowserDrawsAChartOfBothSidesPerChange() throws Exception {
    assumeTrue(Chromium.installed(), "Chromium is not installed: the page is not opened in a browser");
    Path report = dir.resolve("r.html");
    run("report", "--no-progress", base.toString(), "--against", slower.toString(), "-o", report.toString());

    Chromium chromium = new Chromium(dir);
    Chromium.Run shown = chromium.dumpDom(report);
    String dom = shown.stdout();
    assertWithMessage("Chromium's log of the page's console")
        .that(shown.stderr().lines().filter(l -> l.contains(":CONSOLE")).toList()).isEmpty();
    assertThat(attribute(dom, "data-done")).isEqualTo("true");
    assertWithMessage("errors the page caught").that(attribute(dom, "data-errors")).isEmpty();
    assertThat(attribute(dom, "data-change-charts")).isEqualTo("5");
    assertThat(attribute(dom, "data-charts")).isEqualTo("3"); // the shown run's own: CPU twice, the interrupt
    assertThat(markup(dom)).doesNotContain("<img");

    List<String> charts = charts(dom);
    assertThat(charts).hasSize(5);
    for (String chart : charts) {
      assertThat(count(chart, "<svg")).isEqualTo(1);
      assertThat(chart).contains(">base (6 runs)</text>"); // the legend: two series
      assertThat(chart).contains(">new (6 runs)</text>");
      assertThat(chart).containsMatch("role=\"img\" aria-label=\"Each run's value of ");
    }
    String runTime = charts.stream().filter(c -> c.contains(">tasks.run_p50 (us)</text>")).findFirst().orElseThrow();
    assertThat(runTime).containsMatch("aria-label=\"Each run's value of task worker tasks\\.run_p50: [^\"]*: base \\(6"
        + " runs\\) from (9\\.\\d+|10\\.\\d+) to 10\\.\\d+ us, new \\(6 runs\\) from 1[34]\\.\\d+ to 14\\.\\d+ us\\.\"");

    Path png = Path.of("target", "report-screenshots", "changes.png");
    Files.createDirectories(png.getParent());
    chromium.screenshot(report, png, 1280, 2000);
  }

  private int run(String... args) {
    PrintStream saved = System.err;
    System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
    try {
      CommandLine cli = TonbandCommand.commandLine();
      cli.setErr(new PrintWriter(new StringWriter(), true));
      return cli.execute(args);
    } finally {
      System.setErr(saved);
    }
  }

  private String err() {
    return stderr.toString(StandardCharsets.UTF_8);
  }

  /** The section of id {@code id}. */
  private static String section(String page, String id) {
    int at = page.indexOf("<section id=\"" + id + "\">");
    assertWithMessage("section " + id).that(at).isAtLeast(0);
    return page.substring(at, page.indexOf("</section>", at));
  }

  /** The page from its first section of the shown run on, less its scripts. */
  private static String tail(String page) {
    String shown = page.substring(page.indexOf("<section>\n  <h2>CPU share per task over time</h2>"));
    return shown.replaceAll("(?s)<script[^>]*>.*?</script>\n?", "");
  }

  /** Each chart of a change, its element to the next's. */
  private static List<String> charts(String dom) {
    List<String> charts = new ArrayList<>();
    Matcher m = Pattern.compile("(?s)<div class=\"chart change-chart\".*?(?=<div class=\"chart change-chart\"|</section>)")
        .matcher(dom);
    while (m.find()) {
      charts.add(m.group());
    }
    return charts;
  }

  private static String markup(String page) {
    return page.replaceAll("(?s)(<script[^>]*>).*?</script>", "$1</script>");
  }

  private static String attribute(String dom, String name) {
    Matcher m = Pattern.compile("<body[^>]*\\b" + name + "=\"([^\"]*)\"").matcher(dom);
    assertWithMessage("<body " + name + "=...> in the DOM").that(m.find()).isTrue();
    return m.group(1);
  }

  private static int count(String text, String what) {
    int n = 0;
    for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
      n++;
    }
    return n;
  }
}
