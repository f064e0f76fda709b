// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.report;

import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.diff.Thresholds;
import dev.tonband.host.diff.TraceDiff;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.StatsJson;
import dev.tonband.host.stats.StatsTables;
import dev.tonband.host.stats.Table;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stats of a trace as one self-contained HTML page: tables of every number, budget results,
 * and charts drawn by Apache ECharts (CPU share per task over time, interrupt durations, queue
 * levels over time). The page's template, its data (the stats as JSON), the script that draws the
 * charts ({@code report-charts.js}, which the web page loads too) and ECharts itself, from its
 * WebJar, are put into the one file, so it opens anywhere without a network.
 *
 * <p>A report that compares two builds starts with their changes ({@link ChangesSection}, drawn by
 * {@code report-changes.js}); a report of one trace is written as it was before reports compared.
 */
public final class HtmlReport {
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{(\\w+)}}");

  private HtmlReport() {}

  /**
   * What the report compares, shown first: the diff of two builds' runs.
   *
   * @param thresholds those the diff was computed with
   * @param shownRun the file of the new build's run whose stats the rest of the report shows
   */
  public record Comparison(TraceDiff.Result diff, Thresholds thresholds, String shownRun) {}

  /**
   * @param results the budgets held against the trace, or null without budgets
   * @param budgetsFile how the budgets file is named, shown above its results
   * @param generator the tool and version, for the page's footer
   */
  public static void write(String title, Stats stats, String budgetsFile, List<BudgetCheck.Result> results,
      String generator, Writer out) throws IOException {
    write(title, null, stats, budgetsFile, results, generator, out);
  }

  /** As {@link #write(String, Stats, String, List, String, Writer)}, with the changes of {@code comparison} first (null: none). */
  public static void write(String title, Comparison comparison, Stats stats, String budgetsFile,
      List<BudgetCheck.Result> results, String generator, Writer out) throws IOException {
    Map<String, String> parts = new HashMap<>(Map.of(
        "title", html(title),
        "generator", html(generator),
        "headline", html(StatsTables.headline(stats)),
        "budgets", results == null ? "" : budgets(budgetsFile, results),
        "tables", tables(StatsTables.of(stats)),
        "data", data(stats, comparison),
        "echarts", echarts(),
        "charts", script("report-charts.js")));
    // Without a comparison these are empty, and the page is the one a report of one trace always was.
    parts.put("changes", comparison == null ? "" : ChangesSection.html(comparison));
    parts.put("changeCharts", comparison == null ? "" : "<script>\n" + script("report-changes.js") + "</script>\n"
        + "<script>\n(function () {\n  'use strict';\n"
        + "  var drawn = tonbandChanges.draw(JSON.parse(document.getElementById('report-data').textContent).changes,\n"
        + "    function (e) { window.reportErrors.push(String(e && e.stack || e)); });\n"
        + "  document.body.setAttribute('data-change-charts', String(drawn));\n})();\n</script>\n");
    Matcher m = PLACEHOLDER.matcher(resource("report.html"));
    StringBuilder page = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(page, Matcher.quoteReplacement(parts.get(m.group(1))));
    }
    m.appendTail(page);
    out.write(page.toString());
    out.flush();
  }

  private static String budgets(String file, List<BudgetCheck.Result> results) {
    long failed = results.stream().filter(r -> !r.passed()).count();
    StringBuilder html = new StringBuilder("<section id=\"budgets\">\n  <h2>Budgets (").append(html(file)).append("): ")
        .append(failed == 0 ? "all " + results.size() + " hold" : failed + " of " + results.size() + " do not hold")
        .append("</h2>\n  <table>\n    <tr><th></th><th>budget</th><th class=\"number\">value</th><th>limit</th>"
            + "<th>details</th></tr>\n");
    for (BudgetCheck.Result r : results) {
      html.append("    <tr class=\"").append(r.passed() ? "ok" : "fail").append("\"><td>").append(r.passed() ? "ok" : "FAIL")
          .append("</td><td>").append(html(r.budget().name())).append("</td><td class=\"number\">").append(html(r.value()))
          .append("</td><td>").append(html(r.limit())).append("</td><td class=\"text\">")
          .append(r.passed() ? "" : html(r.message())).append("</td></tr>\n");
    }
    return html.append("  </table>\n</section>").toString();
  }

  private static String tables(List<Table> tables) {
    StringBuilder html = new StringBuilder();
    for (Table table : tables) {
      List<String> header = table.header();
      html.append("  <table>\n    <tr>");
      for (int i = 0; i < header.size(); i++) {
        html.append("<th").append(table.isText(i) ? "" : " class=\"number\"").append('>').append(html(header.get(i)))
            .append("</th>");
      }
      html.append("</tr>\n");
      for (List<String> row : table.rows()) {
        html.append("    <tr>");
        for (int i = 0; i < row.size(); i++) {
          html.append("<td class=\"").append(table.isText(i) ? "text" : "number").append("\">").append(html(row.get(i)))
              .append("</td>");
        }
        html.append("</tr>\n");
      }
      html.append("  </table>\n");
    }
    return html.toString();
  }

  /**
   * The stats as JSON inside a script element: '<', '>' and '&' appear only in JSON strings,
   * where their escapes mean the same, so no name from the trace can end the element. With a
   * comparison, its changes follow the stats.
   */
  private static String data(Stats stats, Comparison comparison) throws IOException {
    StringWriter json = new StringWriter();
    json.write("{\"stats\":");
    StatsJson.writeWithCharts(stats, json);
    if (comparison != null) {
      json.write(",\"changes\":");
      ChangesSection.json(comparison, json);
    }
    json.write("}");
    return json.toString().replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
  }

  /** ECharts' bundle. */
  private static String echarts() throws IOException {
    Properties webjars = new Properties();
    webjars.load(new java.io.StringReader(resource("webjars.properties")));
    return script(webjars.getProperty("script"));
  }

  /** A script from the class path (a report resource, or by its whole path), which holds no "</script" that could end its element early (checked). */
  private static String script(String name) throws IOException {
    String script = name.contains("/") ? classpath(name) : resource(name);
    if (script.toLowerCase(java.util.Locale.ROOT).contains("</script")) {
      throw new IllegalStateException(name + " contains </script and cannot be inlined as it is");
    }
    return script;
  }

  private static String resource(String name) throws IOException {
    return classpath("dev/tonband/host/report/" + name);
  }

  private static String classpath(String name) throws IOException {
    try (InputStream in = HtmlReport.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("the report's resource " + name + " is missing from tonband: a broken build");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static String html(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
