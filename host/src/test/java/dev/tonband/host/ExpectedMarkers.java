// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.perfetto.TraceCheck;
import dev.tonband.host.trace.EventFields;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the global markers of a device trace must show in Perfetto, restated from the display
 * rules of spec/perfetto.md and docs/host-tool.md rather than taken from the converter: each
 * event marker an instant named by its message, a begin a slice named by its message (an empty
 * message, as function markers leave it, shows the marker's name so far, or "Marker N" before
 * it has one), an end the end of that marker's open slice (an end with none open shows
 * nothing), each value marker a counter value. As lines of {@link TraceCheck} without track and
 * time: {@code "I msg"}, {@code "B msg"}, {@code "E"}, {@code "C 42"}.
 */
public final class ExpectedMarkers {
  private ExpectedMarkers() {}

  /**
   * From the events of a corpus file: encode-cases.json's cases, or the frames of a stream's
   * expectation, where a damaged frame (one with an error, no event) shows nothing.
   */
  public static List<String> fromCorpus(JsonNode events) {
    Restatement r = new Restatement();
    for (JsonNode event : events) {
      if (!event.has("event")) {
        continue;
      }
      Map<String, String> fields = new HashMap<>();
      event.get("fields").forEach(f -> fields.put(f.get("name").asText(), f.get("value").asText()));
      r.event(event.get("event").asText(), fields);
    }
    return r.lines;
  }

  /** From decoded events. */
  public static List<String> fromDecoded(List<TraceEvent> events) {
    Restatement r = new Restatement();
    for (TraceEvent event : events) {
      Map<String, String> fields = new HashMap<>();
      EventFields.of(event).forEach(f -> fields.put(f.name(), String.valueOf(f.value())));
      r.event(event.eventName(), fields);
    }
    return r.lines;
  }

  /** What a written trace shows on the tracks of the "Markers" process, in the same form. */
  public static List<String> shown(TraceCheck trace) {
    return trace.linesOf("Markers / ").stream()
        .map(line -> line.substring(line.indexOf(": ") + 2, line.lastIndexOf(" @")))
        .toList();
  }

  private static final class Restatement {
    final List<String> lines = new ArrayList<>();
    final Map<String, Integer> open = new HashMap<>();
    final Map<String, String> names = new HashMap<>();

    void event(String name, Map<String, String> fields) {
      switch (name) {
        case "evtmarker_name" -> {
          if (!fields.get("name").isEmpty()) {
            names.put(fields.get("evtmarker_id"), fields.get("name"));
          }
        }
        case "evtmarker" -> lines.add("I " + shown(fields));
        case "evtmarker_begin" -> {
          lines.add("B " + shown(fields));
          open.merge(fields.get("evtmarker_id"), 1, Integer::sum);
        }
        case "evtmarker_end" -> {
          if (open.getOrDefault(fields.get("evtmarker_id"), 0) > 0) {
            lines.add("E");
            open.merge(fields.get("evtmarker_id"), -1, Integer::sum);
          }
        }
        case "valmarker" -> lines.add("C " + fields.get("val"));
        default -> {}
      }
    }

    String shown(Map<String, String> fields) {
      String id = fields.get("evtmarker_id");
      return fields.get("msg").isEmpty() ? names.getOrDefault(id, "Marker " + id) : fields.get("msg");
    }
  }
}
