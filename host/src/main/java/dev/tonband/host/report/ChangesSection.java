// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.tonband.host.diff.Change;
import dev.tonband.host.diff.DiffText;
import dev.tonband.host.diff.Presence;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The report's first section when it compares two builds: what {@code tonband diff} prints (the
 * headline, the note when significance cannot be judged, the table of changes, the objects on one
 * side only), and a figure per change whose chart ({@code report-changes.js}) draws both sides'
 * per-run values; the chart's data goes into the page's data as {@code changes}.
 */
public final class ChangesSection {
  private static final JsonFactory JSON = new JsonFactory();

  private ChangesSection() {}

  static String html(HtmlReport.Comparison comparison) {
    var diff = comparison.diff();
    StringBuilder html = new StringBuilder("<section id=\"changes\">\n  <h2>Changes from BASE to NEW</h2>\n  <p>")
        .append(HtmlReport.html(DiffText.headline(diff, comparison.thresholds()))).append("</p>\n");
    String note = DiffText.significanceNote(diff, comparison.thresholds());
    if (note != null) {
      html.append("  <p class=\"note\">").append(HtmlReport.html(note)).append("</p>\n");
    }
    if (!diff.changes().isEmpty()) {
      html.append("  <table id=\"changes-table\">\n    <tr>");
      for (int i = 0; i < DiffText.COLUMNS.size(); i++) {
        html.append(DiffText.isText(i) ? "<th>" : "<th class=\"number\">").append(DiffText.COLUMNS.get(i)).append("</th>");
      }
      html.append("</tr>\n");
      for (Change c : diff.changes()) {
        List<String> cells = DiffText.cells(c);
        html.append("    <tr>");
        for (int i = 0; i < cells.size(); i++) {
          html.append(DiffText.isText(i) ? text(cells.get(i)) : number(cells.get(i)));
        }
        html.append("</tr>\n");
      }
      html.append("  </table>\n");
    }
    if (!diff.presences().isEmpty()) {
      html.append("  <table id=\"presences\">\n    <tr><th></th><th>kind</th><th>object</th><th>runs that have it</th>"
          + "</tr>\n");
      for (Presence p : diff.presences()) {
        html.append("    <tr>").append(text(p.added() ? "added" : "removed")).append(text(p.kind()))
            .append(text(p.object())).append(text(DiffText.runs(diff, p))).append("</tr>\n");
      }
      html.append("  </table>\n");
    }
    if (!diff.changes().isEmpty()) {
      html.append("  <p class=\"note\">Each chart shows one changed figure, each run's value of it: for each value, the"
          + " share of runs at or below it (an empirical distribution function), the base's runs and the new runs as"
          + " two steps on one axis. Steps apart: every run moved; steps crossing: some runs did not.</p>\n"
          + "  <div id=\"change-charts\" class=\"charts\">\n");
      for (int i = 0; i < diff.changes().size(); i++) {
        html.append("    <figure><figcaption>").append(HtmlReport.html(DiffText.describe(diff.changes().get(i))))
            .append("</figcaption><div class=\"chart change-chart\" data-change=\"").append(i)
            .append("\"></div></figure>\n");
      }
      html.append("  </div>\n");
    }
    return html.append("  <p class=\"note\">The sections below are of NEW's run ")
        .append(HtmlReport.html(comparison.shownRun()))
        .append(diff.newRuns() == 1 ? ", its only run" : ", the last of its " + diff.newRuns() + " runs")
        .append(".</p>\n</section>\n").toString();
  }

  private static String number(String value) {
    return "<td class=\"number\">" + HtmlReport.html(value) + "</td>";
  }

  private static String text(String value) {
    return "<td class=\"text\">" + HtmlReport.html(value) + "</td>";
  }

  /**
   * The changes as a JSON array, in the order of the table: each its text ({@code figure}, as the
   * caption), the unit of its values ({@code unit}, as {@code diff --json} names it) and each run's
   * value of either side ({@code base}, {@code new}).
   */
  static void json(HtmlReport.Comparison comparison, Writer out) throws IOException {
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      json.writeStartArray();
      for (Change c : comparison.diff().changes()) {
        json.writeStartObject();
        chart(c, json);
        json.writeEndObject();
      }
      json.writeEndArray();
    }
  }

  /**
   * The fields of a change's chart (report-changes.js draws them, in the report and on the web
   * page): its text, the kind of its values and each run's value of either side.
   */
  public static void chart(Change c, JsonGenerator json) throws IOException {
    json.writeStringField("figure", DiffText.describe(c));
    json.writeStringField("metric", c.figure().metricName());
    json.writeStringField("unit", c.figure().unit());
    json.writeFieldName("base");
    json.writeArray(c.baseValues(), 0, c.baseValues().length);
    json.writeFieldName("new");
    json.writeArray(c.newValues(), 0, c.newValues().length);
  }

}
