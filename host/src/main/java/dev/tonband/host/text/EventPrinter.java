// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.EventFields;
import dev.tonband.host.trace.ForeignFields;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.Wait;
import dev.tonband.generator.catalogue.Fingerprint;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Function;

/**
 * Prints decoded items one per line, as text for people or as JSON lines for programs. Each item
 * goes through a {@link Trace} first, whose trackers know the names of the objects its fields
 * identify at that point ({@link ObjectNames}). Text from the trace is escaped where it could
 * control a terminal ({@link TerminalText}).
 */
public interface EventPrinter {
  /** Hands {@code item} to the printer's trace, then prints it. */
  void print(StreamItem item) throws IOException;

  /** Says that further problems of {@code kind} are counted but not printed. */
  void moreProblems(String kind);

  /** The notice of {@link #moreProblems}, for the summary to repeat. */
  static String moreProblemsNotice(String kind) {
    return "further " + kind + " problems are counted in the summary on stderr, not printed;"
        + " --all-problems prints every one";
  }

  /**
   * {@code 1234567890 ns  core 0  isr_enter  isr_id=1 (SysTick)}: a field that identifies an
   * object with a known name is followed by the name, one of FreeRTOS's ticks to wait that is
   * portMAX_DELAY by {@code (indefinitely)}; the catalogue fingerprint is in hex. Metadata shows
   * {@code -} for its time, problems start with {@code !}. A foreign event of a dial9 archive
   * shows its schema name ({@code 1234 ns  core 0  acme/alarm  level=3}).
   */
  static EventPrinter text(PrintStream out, Trace trace) {
    ObjectNames names = new ObjectNames(trace);
    return new EventPrinter() {
      @Override
      public void print(StreamItem item) throws IOException {
        names.read(item);
        if (item instanceof EventItem e) {
          String group = e.event().eventGroup();
          out.println(textLine(e.event() instanceof TimedEvent, e.ns(), e.core(), e.event().eventName(),
              EventFields.of(e.event()), f -> eventField(group, f, names)));
        } else if (item instanceof ForeignItem f) {
          out.println(textLine(f.event().schema().hasTimestamp(), f.ns(), f.core(), f.event().schema().name(),
              ForeignFields.of(f.event()), field -> TerminalText.escape(field.name()) + "=" + value(field.value())));
        } else {
          out.println("! " + ProblemSummary.line((Problem) item));
        }
      }

      @Override
      public void moreProblems(String kind) {
        out.println("! " + kind + ": " + moreProblemsNotice(kind));
      }
    };
  }

  private static String textLine(boolean timed, long ns, int core, String name, List<EventFields.Field> fields,
      Function<EventFields.Field, String> text) {
    StringBuilder line = new StringBuilder();
    String time = timed ? Long.toUnsignedString(ns) + " ns" : "-";
    // Right-aligned in 18 columns by hand: a short command's first String.format costs a tenth of its start.
    line.append(" ".repeat(Math.max(0, 18 - time.length()))).append(time)
        .append("  core ").append(core).append("  ").append(TerminalText.escape(name));
    for (EventFields.Field f : fields) {
      line.append("  ").append(text.apply(f));
    }
    return line.toString();
  }

  /**
   * {@code task_id=1 (ctrl)}, {@code ticks_to_wait=4294967295 (indefinitely)}; the catalogue
   * fingerprint in hex, as every message shows it ({@code fingerprint=0x0123456789abcdef}).
   */
  private static String eventField(String group, EventFields.Field f, ObjectNames names) {
    String field = group + "/" + f.name();
    String value = field.equals("base/fingerprint") ? Fingerprint.hex(((Number) f.value()).longValue())
        : value(f.value());
    String note = ticksToWait(field) && Wait.indefinitely(((Number) f.value()).longValue()) ? "indefinitely"
        : names.of(f.name(), f.value());
    return TerminalText.escape(f.name()) + "=" + value + (note != null ? " (" + TerminalText.escape(note) + ")" : "");
  }

  /** FreeRTOS's ticks to wait (and the tick a delay lasts until), where portMAX_DELAY means indefinitely. */
  private static boolean ticksToWait(String field) {
    return switch (field) {
      case "freertos/ticks", "freertos/time_to_wake", "freertos/ticks_to_wait" -> true;
      default -> false;
    };
  }

  private static String value(Object value) {
    return value instanceof String s ? JsonLines.quote(s) : String.valueOf(value);
  }

  /**
   * {@code {"ns":1234,"core":0,"group":"base","event":"isr_enter","fields":{"isr_id":1},"names":{"isr_id":"SysTick"}}}:
   * the fields as the frame holds them, and the names known of the objects they identify (no
   * "names" when none is known); metadata has no "ns"; a foreign event of a dial9 archive has
   * {@code "schema":NAME} instead of group and event; problems are
   * {@code {"problem":KIND,"where":...,"message":...}}. Each line is flushed, so a live capture
   * can be piped into another program. Further problems of a kind are announced as
   * {@code {"suppressed":KIND,"message":...}}.
   */
  static EventPrinter json(PrintStream out, Trace trace) {
    JsonLines lines = new JsonLines(out);
    ObjectNames names = new ObjectNames(trace);
    return new EventPrinter() {
      @Override
      public void print(StreamItem item) throws IOException {
        names.read(item);
        lines.write(json -> item(json, item, names));
      }

      @Override
      public void moreProblems(String kind) {
        lines.write(json -> {
          json.writeStringField("suppressed", kind);
          json.writeStringField("message", moreProblemsNotice(kind));
        });
      }
    };
  }

  private static void item(JsonGenerator json, StreamItem item, ObjectNames names) throws IOException {
    if (item instanceof EventItem e) {
      time(json, e.event() instanceof TimedEvent, e.ns(), e.core());
      json.writeStringField("group", e.event().eventGroup());
      json.writeStringField("event", e.event().eventName());
      List<EventFields.Field> fields = EventFields.of(e.event());
      fields(json, fields);
      names(json, fields, names);
    } else if (item instanceof ForeignItem f) {
      time(json, f.event().schema().hasTimestamp(), f.ns(), f.core());
      json.writeStringField("schema", f.event().schema().name());
      fields(json, ForeignFields.of(f.event()));
    } else {
      Problem p = (Problem) item;
      json.writeStringField("problem", p.kind());
      json.writeStringField("where", p.where());
      json.writeStringField("message", p.message());
      json.writeNumberField("ns", p.ns());
      json.writeNumberField("core", p.core());
    }
  }

  private static void time(JsonGenerator json, boolean timed, long ns, int core) throws IOException {
    if (timed) {
      json.writeFieldName("ns");
      json.writeNumber(Long.toUnsignedString(ns));
    }
    json.writeNumberField("core", core);
  }

  private static void names(JsonGenerator json, List<EventFields.Field> fields, ObjectNames names) throws IOException {
    boolean any = false;
    for (EventFields.Field f : fields) {
      String name = names.of(f.name(), f.value());
      if (name != null) {
        if (!any) {
          json.writeObjectFieldStart("names");
          any = true;
        }
        json.writeStringField(f.name(), name);
      }
    }
    if (any) {
      json.writeEndObject();
    }
  }

  /**
   * Numbers and booleans as JSON literals, floats in their shortest form that reads back as the
   * same float (Java's Float and Double toString); NaN and infinities as the strings "NaN",
   * "Infinity" and "-Infinity", as JSON has no such numbers; arrays as JSON arrays.
   */
  private static void fields(JsonGenerator json, List<EventFields.Field> fields) throws IOException {
    json.writeObjectFieldStart("fields");
    for (EventFields.Field f : fields) {
      json.writeFieldName(f.name());
      value(json, f.value());
    }
    json.writeEndObject();
  }

  private static void value(JsonGenerator json, Object value) throws IOException {
    if (value instanceof Number number && !nonFinite(number)) {
      json.writeNumber(number.toString());
    } else if (value instanceof Boolean b) {
      json.writeBoolean(b);
    } else if (value instanceof List<?> elements) {
      json.writeStartArray();
      for (Object element : elements) {
        value(json, element);
      }
      json.writeEndArray();
    } else {
      json.writeString(String.valueOf(value));
    }
  }

  private static boolean nonFinite(Number number) {
    return number instanceof Double d && !Double.isFinite(d) || number instanceof Float f && !Float.isFinite(f);
  }
}
