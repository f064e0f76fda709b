// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.tonband.host.diff.Change;
import dev.tonband.host.diff.DiffJson;
import dev.tonband.host.diff.DiffText;
import dev.tonband.host.diff.Presence;
import dev.tonband.host.diff.Thresholds;
import dev.tonband.host.diff.TraceDiff;
import dev.tonband.host.report.ChangesSection;
import dev.tonband.host.stats.Stats;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;

/**
 * Two builds compared as the page compares them: the runs of each side (trace files, each read as
 * {@link WebConversion} reads one, for its stats), then the diff of {@code tonband diff BASE...
 * --against NEW...} with its default thresholds, made by the same code ({@link TraceDiff}), and
 * shown as {@code tonband report --against} shows it: as one JSON object for the page's script.
 *
 * <pre>{@code
 * {headline: string,                      // DiffText.headline
 *  note: string | null,                   // DiffText.significanceNote
 *  header: [string],                      // change, kind, object, metric, base, new, agree, p
 *  changes: [{cells: [string],            // the row tonband diff prints
 *             figure, metric, unit,       // for report-changes.js: the caption (DiffText.describe), the
 *             base: [number], new: [number]}],   // kind of value, and each run's value of either side
 *  presences: [{presence, kind, object, runs}],  // objects on one side only; runs: "2 of 6 new runs"
 *  jsonLines: string}                     // what tonband diff --json prints (DiffJson)
 * }</pre>
 *
 * <p>Plain Java: the tests run it on the JVM as well.
 */
public final class PageDiff {
  private static final JsonFactory JSON = new JsonFactory();

  private final List<Stats> base = new ArrayList<>();
  private final List<Stats> now = new ArrayList<>();

  /**
   * Reads one run of a side, decoding with the catalogue file {@code catalogueName} when {@code
   * catalogue} is not null; returns why the file is no run (as the page's conversion refuses it),
   * or null when it was added.
   */
  public String add(boolean isNew, byte[] input, String name, byte[] catalogue, String catalogueName,
      DoubleConsumer progress) {
    WebConversion.Result result = WebConversion.analyse(input, name, catalogue, catalogueName, progress);
    if (result.refusal() != null) {
      return result.refusal();
    }
    (isNew ? now : base).add(result.stats());
    return null;
  }

  /** The diff of the runs added so far, as {@code tonband diff} makes it with its default thresholds. */
  public TraceDiff.Result diff() {
    return TraceDiff.compare(base, now, Thresholds.DEFAULT);
  }

  /** What {@code tonband diff --json} prints of {@code diff}. */
  public static String jsonLines(TraceDiff.Result diff) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DiffJson.write(diff, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** The page's JSON of {@code diff} (above). */
  public static String json(TraceDiff.Result diff) {
    Thresholds thresholds = Thresholds.DEFAULT;
    StringWriter out = new StringWriter();
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.writeStartObject();
      json.writeStringField("headline", DiffText.headline(diff, thresholds));
      json.writeStringField("note", DiffText.significanceNote(diff, thresholds));
      json.writeArrayFieldStart("header");
      for (String name : DiffText.COLUMNS) {
        json.writeString(name);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("changes");
      for (Change c : diff.changes()) {
        change(json, c);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("presences");
      for (Presence p : diff.presences()) {
        json.writeStartObject();
        json.writeStringField("presence", p.added() ? "added" : "removed");
        json.writeStringField("kind", p.kind());
        json.writeStringField("object", p.object());
        json.writeStringField("runs", DiffText.runs(diff, p));
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeStringField("jsonLines", jsonLines(diff));
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("writing to memory failed", e); // a StringWriter does not fail
    }
    return out.toString();
  }

  /** One change: its row as {@code tonband diff} prints it, and its chart's data as the report's. */
  private static void change(JsonGenerator json, Change c) throws IOException {
    json.writeStartObject();
    json.writeArrayFieldStart("cells");
    for (String cell : DiffText.cells(c)) {
      json.writeString(cell);
    }
    json.writeEndArray();
    ChangesSection.chart(c, json);
    json.writeEndObject();
  }
}
