// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.report;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.FreertosTaskSwitchedIn;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.cli.TonbandCommand;
import dev.tonband.host.stats.KnownTraces;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens reports written by {@code tonband report} in real headless Chromium, with the network
 * closed: every chart is drawn (ECharts' SVG in each chart's element), the page logs no error,
 * and a screenshot of each is kept in target/report-screenshots for people to look at.
 */
class ReportInBrowserTest {
  private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");
  private static final Path DEMO =
      Path.of(System.getProperty("tonband.root", ".."), "target-firmware", "examples", "qemu-demo", "demo_streaming.bin");
  /** A name that would run a script, were the report to write names as HTML. */
  private static final String HOSTILE = "<img src=x onerror=\"console.error('injected')\">";

  @TempDir Path dir;

  @BeforeAll
  static void chromiumIsThere() {
    Chromium.checkInstalled();
  }

  @Test
  void theDemoReportDrawsItsChartsOffline() throws Exception {
    Path report = report(DEMO, "--budgets", budgets("isrs: {timer0: {max: 1us, count: {min: 40}}}\n").toString());

    String dom = rendered(report, "demo", 3);
    assertThat(svgs(dom, "cpu-over-time")).isEqualTo(1);
    assertThat(svgs(dom, "cpu-shares")).isEqualTo(1);
    assertThat(dom).contains("<figcaption>timer0: 40 runs, max "); // the histogram's title, text of the page
    // each chart an image to a screen reader, named by what it shows
    assertThat(dom).containsMatch("id=\"cpu-shares\"[^>]* role=\"img\" aria-label=\"CPU share per task: "
        + "interrupts 0\\.\\d\\d %, no task known 99\\.\\d\\d %\\.\"");
    assertThat(dom).containsMatch("class=\"chart isr-histogram\"[^>]* role=\"img\" aria-label=\"Histogram of the run"
        + " times of timer0, ");
    assertThat(dom).contains("<tr class=\"fail\"><td>FAIL</td><td>isrs.timer0 max</td>");
    assertThat(dom).contains("<tr class=\"ok\"><td>ok</td><td>isrs.timer0 count</td>");
    assertThat(dom).containsMatch("id=\"no-queues\" class=\"note\">"); // shown: the demo has no queues
    assertTicksAreRound(dom, "cpu-over-time");
    assertTicksAreRound(dom, "isr-histograms"); // run times at round steps, not at odd bin starts
  }

  /** The time axis of chart {@code id} is labelled at round steps (1, 2 or 5 times a power of ten). */
  private static void assertTicksAreRound(String dom, String id) {
    int at = dom.indexOf("id=\"" + id + "\"");
    String chart = dom.substring(at, dom.indexOf("</section>", at));
    List<Double> ticks = Pattern.compile("<text[^>]*text-anchor=\"middle\"[^>]*>([0-9.]+)</text>").matcher(chart)
        .results().map(r -> Double.parseDouble(r.group(1))).toList(); // the y axis' labels are anchored at their end
    assertWithMessage("time axis labels of " + id).that(ticks.size()).isAtLeast(4);
    double step = ticks.get(1) - ticks.get(0);
    double power = Math.pow(10, Math.floor(Math.log10(step)));
    assertWithMessage("the step " + step).that(Math.round(step / power)).isAnyOf(1L, 2L, 5L);
    for (int i = 0; i < ticks.size(); i++) {
      double multiple = ticks.get(i) / step;
      assertWithMessage("tick " + ticks.get(i) + " of " + ticks).that(Math.abs(multiple - Math.rint(multiple)))
          .isLessThan(1e-6);
    }
  }

  @Test
  void aTraceWithTasksQueuesAndInterruptsDrawsEveryChart() throws Exception {
    Path trace = Files.write(dir.resolve("known.bin"), KnownTraces.oneCore());

    String dom = rendered(report(trace), "known", 4);
    assertThat(svgs(dom, "queue-levels")).isEqualTo(1);
    assertTicksAreRound(dom, "queue-levels");
    assertThat(dom).contains(">timer: 3 runs, max 300 ns<");
    assertThat(dom).contains(">ctrl<"); // a legend entry of the CPU chart
    assertThat(dom).contains(">interrupts</text>");
  }

  @Test
  void interruptsNotTracedAreNotCharted() throws Exception {
    Path trace = Files.write(dir.resolve("boot.bin"), KnownTraces.boot());

    String dom = rendered(report(trace), "boot", 2);
    assertThat(dom).doesNotContain(">interrupts</text>"); // in neither CPU chart
    assertThat(dom).containsMatch("<td[^>]*>interrupts</td><td[^>]*>not traced</td>");
  }

  @Test
  void namesFromTheTraceStayText() throws Exception {
    Path trace = Files.write(dir.resolve("hostile.bin"), new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(FreertosTaskName.ID, HOSTILE + "</script>", 1)
        .event(FreertosTaskSwitchedIn.ID, 10, 1)
        .event(FreertosTaskSwitchedIn.ID, 20, 1)
        .bytes());
    Path report = report(trace);
    assertThat(Files.readString(report)).doesNotContain(HOSTILE);

    String dom = markup(rendered(report, "hostile", 2));
    assertThat(dom).doesNotContain("<img");
    assertThat(dom).contains("&lt;img src=x onerror=");
  }

  /** Writes the report of {@code trace} with the CLI. */
  private Path report(Path trace, String... options) throws Exception {
    Path report = dir.resolve(trace.getFileName() + ".html");
    List<String> args = new java.util.ArrayList<>(List.of("report", "--no-progress", trace.toString(), "-o",
        report.toString()));
    args.addAll(List.of(options));
    int exit = TonbandCommand.commandLine().execute(args.toArray(String[]::new));
    assertWithMessage("tonband report's exit code").that(exit).isAnyOf(0, 1);
    assertWithMessage("elements that load something from elsewhere")
        .that(Pattern.compile("<[a-z]+\\b[^>]*\\b(src|href)\\s*=").matcher(markup(Files.readString(report))).results()
            .map(r -> r.group()).toList()).isEmpty();
    return report;
  }

  /**
   * Loads the report in Chromium: it must finish without an error on its console or in its
   * scripts, having drawn {@code charts} charts. Also keeps a screenshot. Returns the DOM.
   */
  private String rendered(Path report, String name, int charts) throws Exception {
    Chromium chromium = new Chromium(dir);
    Chromium.Run run = chromium.dumpDom(report);
    String dom = run.stdout();
    assertWithMessage("Chromium's log of the page's console").that(consoleLines(run.stderr())).isEmpty();
    assertThat(attribute(dom, "data-done")).isEqualTo("true");
    assertWithMessage("errors the page caught").that(attribute(dom, "data-errors")).isEmpty();
    assertThat(attribute(dom, "data-charts")).isEqualTo(Integer.toString(charts));
    assertThat(count(dom, "<svg")).isEqualTo(charts);
    assertThat(count(dom, "<path")).isAtLeast(charts * 3);

    Files.createDirectories(SCREENSHOTS);
    Path png = SCREENSHOTS.resolve(name + ".png");
    Files.deleteIfExists(png);
    chromium.screenshot(report, png, 1280, 2000);
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(1280);
    assertWithMessage("colours in the screenshot (a blank page has one or two)").that(colours(image)).isGreaterThan(20);
    return dom;
  }

  /** A page's own markup, with what its script elements hold left out (ECharts' code has HTML in strings). */
  private static String markup(String page) {
    return page.replaceAll("(?s)(<script[^>]*>).*?</script>", "$1</script>");
  }

  private Path budgets(String text) throws Exception {
    return Files.writeString(dir.resolve("budgets.yaml"), text);
  }

  private static List<String> consoleLines(String log) {
    return log.lines().filter(l -> l.contains(":CONSOLE")).toList();
  }

  private static String attribute(String dom, String name) {
    Matcher m = Pattern.compile("<body[^>]*\\b" + name + "=\"([^\"]*)\"").matcher(dom);
    assertWithMessage("<body " + name + "=...> in the DOM").that(m.find()).isTrue();
    return m.group(1);
  }

  /** The SVG elements inside the element of id {@code id}, up to the next chart's element. */
  private static int svgs(String dom, String id) {
    int at = dom.indexOf("id=\"" + id + "\"");
    assertWithMessage("element " + id).that(at).isAtLeast(0);
    int end = dom.indexOf("</section>", at);
    return count(dom.substring(at, end), "<svg");
  }

  private static int count(String text, String what) {
    int n = 0;
    for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
      n++;
    }
    return n;
  }

  private static int colours(BufferedImage image) {
    Set<Integer> colours = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 4) {
      for (int x = 0; x < image.getWidth(); x += 4) {
        colours.add(image.getRGB(x, y));
      }
    }
    return colours.size();
  }
}
