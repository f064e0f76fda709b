package dev.tonband.host.text;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.trace.EventFields;
import dev.tonband.host.trace.ForeignFields;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * Prints decoded items one per line, as text for people or as JSON lines for programs. Text from
 * the trace is escaped where it could control a terminal ({@link TerminalText}).
 */
public interface EventPrinter {
  void print(StreamItem item);

  /** Says that further problems of {@code kind} are counted but not printed. */
  void moreProblems(String kind);

  /** The notice of {@link #moreProblems}, for the summary to repeat. */
  static String moreProblemsNotice(String kind) {
    return "further " + kind + " problems are counted in the summary on stderr, not printed;"
        + " --all-problems prints every one";
  }

  /**
   * {@code 1234567890 ns  core 0  isr_enter  isr_id=1}; metadata shows {@code -} for its time,
   * problems start with {@code !}. A foreign event of a dial9 archive shows its schema name
   * ({@code 1234 ns  core 0  acme/alarm  level=3}).
   */
  static EventPrinter text(PrintStream out) {
    return new EventPrinter() {
      @Override
      public void print(StreamItem item) {
        if (item instanceof EventItem e) {
          out.println(textLine(e.event() instanceof TimedEvent, e.ns(), e.core(), e.event().eventName(), EventFields.of(e.event())));
        } else if (item instanceof ForeignItem f) {
          out.println(textLine(f.event().schema().hasTimestamp(), f.ns(), f.core(), f.event().schema().name(), ForeignFields.of(f.event())));
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

  private static String textLine(boolean timed, long ns, int core, String name, List<EventFields.Field> fields) {
    StringBuilder line = new StringBuilder();
    String time = timed ? Long.toUnsignedString(ns) + " ns" : "-";
    line.append(String.format("%18s  core %d  %s", time, core, TerminalText.escape(name)));
    for (EventFields.Field f : fields) {
      line.append("  ").append(TerminalText.escape(f.name())).append('=');
      line.append(f.value() instanceof String s ? JsonLines.quote(s) : f.value());
    }
    return line.toString();
  }

  /**
   * {@code {"ns":1234,"core":0,"group":"base","event":"isr_enter","fields":{"isr_id":1}}};
   * metadata has no "ns"; a foreign event of a dial9 archive has {@code "schema":NAME} instead
   * of group and event; problems are {@code {"problem":KIND,"where":...,"message":...}}. Each
   * line is flushed, so a live capture can be piped into another program. Further problems of
   * a kind are announced as {@code {"suppressed":KIND,"message":...}}.
   */
  static EventPrinter json(PrintStream out) {
    JsonLines lines = new JsonLines(out);
    return new EventPrinter() {
      @Override
      public void print(StreamItem item) {
        lines.write(json -> item(json, item));
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

  private static void item(JsonGenerator json, StreamItem item) throws IOException {
    if (item instanceof EventItem e) {
      time(json, e.event() instanceof TimedEvent, e.ns(), e.core());
      json.writeStringField("group", e.event().eventGroup());
      json.writeStringField("event", e.event().eventName());
      fields(json, EventFields.of(e.event()));
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

  /** Numbers and booleans as JSON literals (NaN and infinities as strings, as JSON has none). */
  private static void fields(JsonGenerator json, List<EventFields.Field> fields) throws IOException {
    json.writeObjectFieldStart("fields");
    for (EventFields.Field f : fields) {
      json.writeFieldName(f.name());
      if (f.value() instanceof Number number && !(number instanceof Double d && !Double.isFinite(d))) {
        json.writeNumber(number.toString());
      } else if (f.value() instanceof Boolean b) {
        json.writeBoolean(b);
      } else {
        json.writeString(String.valueOf(f.value()));
      }
    }
    json.writeEndObject();
  }
}
