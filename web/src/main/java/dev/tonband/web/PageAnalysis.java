// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.tonband.host.budget.BudgetCheck;
import dev.tonband.host.stats.Stats;
import dev.tonband.host.stats.StatsJson;
import dev.tonband.host.stats.StatsTables;
import dev.tonband.host.stats.Table;
import dev.tonband.host.stats.Units;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * What the page shows of a trace's analysis, as one JSON object for its script: what {@code
 * tonband report} puts in its page, made by the same code.
 *
 * <pre>{@code
 * {headline: string,                                   // the line above the tables (StatsTables.headline)
 *  span: string,                                       // the time traced, as the headline writes it
 *  tables: [{header: [string], text: [bool], rows: [[string]]}],   // StatsTables.of, text: a column's cells are text
 *  stats: {...},                                       // tonband stats --json, with the report's chart data
 *  budgets: null | {file, errors: string | null,       // the budgets file and its errors, as tonband check lists them
 *                   results: [{passed, name, value, limit, message}]}}   // one per budget, as tonband check
 * }</pre>
 */
final class PageAnalysis {
  private static final JsonFactory JSON = new JsonFactory();

  private PageAnalysis() {}

  /** @param verdicts the budgets held against the trace, or null without a budgets file */
  static String json(Stats stats, WebConversion.Verdicts verdicts) {
    StringWriter out = new StringWriter();
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.writeStartObject();
      json.writeStringField("headline", StatsTables.headline(stats));
      json.writeStringField("span", Units.duration(stats.endNs() - stats.startNs()));
      json.writeArrayFieldStart("tables");
      for (Table table : StatsTables.of(stats)) {
        table(json, table);
      }
      json.writeEndArray();
      StringWriter statsJson = new StringWriter();
      StatsJson.writeWithCharts(stats, statsJson);
      json.writeFieldName("stats");
      json.writeRawValue(statsJson.toString());
      json.writeFieldName("budgets");
      if (verdicts == null) {
        json.writeNull();
      } else {
        budgets(json, verdicts);
      }
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to memory failed", e); // a StringWriter does not fail
    }
    return out.toString();
  }

  private static void table(JsonGenerator json, Table table) throws IOException {
    json.writeStartObject();
    json.writeArrayFieldStart("header");
    for (String cell : table.header()) {
      json.writeString(cell);
    }
    json.writeEndArray();
    json.writeArrayFieldStart("text");
    for (int i = 0; i < table.header().size(); i++) {
      json.writeBoolean(table.isText(i));
    }
    json.writeEndArray();
    json.writeArrayFieldStart("rows");
    for (var row : table.rows()) {
      json.writeStartArray();
      for (String cell : row) {
        json.writeString(cell);
      }
      json.writeEndArray();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  private static void budgets(JsonGenerator json, WebConversion.Verdicts verdicts) throws IOException {
    json.writeStartObject();
    json.writeStringField("file", verdicts.file());
    json.writeStringField("errors", verdicts.errors());
    json.writeArrayFieldStart("results");
    for (BudgetCheck.Result r : verdicts.results()) {
      json.writeStartObject();
      json.writeBooleanField("passed", r.passed());
      json.writeStringField("name", r.budget().name());
      json.writeStringField("value", r.value());
      json.writeStringField("limit", r.limit());
      json.writeStringField("message", r.message());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
