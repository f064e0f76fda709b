// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.host.text.JsonLines;
import java.io.PrintStream;

/**
 * A diff as JSON lines, one object per change, largest first, then one per object found on one
 * side only: {@code object}, {@code kind}, {@code metric} (the budgets file's section and key),
 * {@code base} and {@code new} (the medians of the runs, in ns, fractions, counts or counts per
 * second: {@code unit}), {@code change} (relative, signed; null from 0), {@code p} (null when not
 * judged), {@code agreement} (of the pairs of runs, the share that moved the way the medians did),
 * and the runs of each side. An object on one side only has the metric {@code present},
 * the number of runs that have it on each side, and {@code presence}: added or removed.
 */
public final class DiffJson {
  private DiffJson() {}

  public static void write(TraceDiff.Result diff, PrintStream out) {
    JsonLines lines = new JsonLines(out);
    for (Change c : diff.changes()) {
      Figure figure = c.figure();
      lines.write(json -> {
        json.writeStringField("object", figure.object());
        json.writeStringField("kind", figure.kind());
        json.writeStringField("metric", figure.metricName());
        json.writeStringField("unit", figure.unit());
        json.writeNumberField("base", c.base());
        json.writeNumberField("new", c.now());
        if (Double.isNaN(c.change())) {
          json.writeNullField("change");
        } else {
          json.writeNumberField("change", c.change());
        }
        if (Double.isNaN(c.p())) {
          json.writeNullField("p");
        } else {
          json.writeNumberField("p", c.p());
        }
        json.writeNumberField("agreement", c.agreement());
        json.writeFieldName("base_runs");
        json.writeArray(c.baseValues(), 0, c.baseValues().length);
        json.writeFieldName("new_runs");
        json.writeArray(c.newValues(), 0, c.newValues().length);
      });
    }
    for (Presence p : diff.presences()) {
      lines.write(json -> {
        json.writeStringField("object", p.object());
        json.writeStringField("kind", p.kind());
        json.writeStringField("metric", "present");
        json.writeStringField("unit", "runs");
        json.writeNumberField("base", p.added() ? 0 : p.runs());
        json.writeNumberField("new", p.added() ? p.runs() : 0);
        json.writeNullField("change");
        json.writeStringField("presence", p.added() ? "added" : "removed");
      });
    }
  }

}
