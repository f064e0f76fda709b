package dev.tonband.host.text;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import java.io.PrintStream;
import java.util.List;

/** Prints decoded items one per line, as text for people or as JSON lines for programs. */
public interface EventPrinter {
  void print(StreamItem item);

  /**
   * {@code 1234567890 ns  core 0  isr_enter  isr_id=1}; metadata shows {@code -} for its time,
   * problems start with {@code !}. A foreign event of a dial9 archive shows its schema name
   * ({@code 1234 ns  core 0  acme/alarm  level=3}).
   */
  static EventPrinter text(PrintStream out) {
    return item -> {
      if (item instanceof EventItem e) {
        out.println(textLine(e.event() instanceof TimedEvent, e.ns(), e.core(), e.event().eventName(), EventFields.of(e.event())));
      } else if (item instanceof ForeignItem f) {
        out.println(textLine(f.event().schema().hasTimestamp(), f.ns(), f.core(), f.event().schema().name(), ForeignFields.of(f.event())));
      } else {
        Problem p = (Problem) item;
        out.println("! " + p.kind() + " " + p);
      }
    };
  }

  private static String textLine(boolean timed, long ns, int core, String name, List<EventFields.Field> fields) {
    StringBuilder line = new StringBuilder();
    String time = timed ? Long.toUnsignedString(ns) + " ns" : "-";
    line.append(String.format("%18s  core %d  %s", time, core, name));
    for (EventFields.Field f : fields) {
      line.append("  ").append(f.name()).append('=');
      line.append(f.value() instanceof String s ? Json.quote(s) : f.value());
    }
    return line.toString();
  }

  /**
   * {@code {"ns":1234,"core":0,"group":"base","event":"isr_enter","fields":{"isr_id":1}}};
   * metadata has no "ns"; a foreign event of a dial9 archive has {@code "schema":NAME} instead
   * of group and event; problems are {@code {"problem":KIND,"where":...,"message":...}}.
   */
  static EventPrinter json(PrintStream out) {
    return item -> {
      StringBuilder line = new StringBuilder("{");
      if (item instanceof EventItem e) {
        jsonTime(line, e.event() instanceof TimedEvent, e.ns(), e.core());
        line.append(",\"group\":").append(Json.quote(e.event().eventGroup()))
            .append(",\"event\":").append(Json.quote(e.event().eventName()));
        jsonFields(line, EventFields.of(e.event()));
      } else if (item instanceof ForeignItem f) {
        jsonTime(line, f.event().schema().hasTimestamp(), f.ns(), f.core());
        line.append(",\"schema\":").append(Json.quote(f.event().schema().name()));
        jsonFields(line, ForeignFields.of(f.event()));
      } else {
        Problem p = (Problem) item;
        line.append("\"problem\":").append(Json.quote(p.kind()))
            .append(",\"where\":").append(Json.quote(p.where()))
            .append(",\"message\":").append(Json.quote(p.message()))
            .append(",\"ns\":").append(p.ns())
            .append(",\"core\":").append(p.core());
      }
      out.println(line.append('}'));
    };
  }

  private static void jsonTime(StringBuilder line, boolean timed, long ns, int core) {
    if (timed) {
      line.append("\"ns\":").append(Long.toUnsignedString(ns)).append(',');
    }
    line.append("\"core\":").append(core);
  }

  private static void jsonFields(StringBuilder line, List<EventFields.Field> fields) {
    line.append(",\"fields\":{");
    String separator = "";
    for (EventFields.Field f : fields) {
      line.append(separator).append(Json.quote(f.name())).append(':');
      line.append(isJsonLiteral(f.value()) ? f.value().toString() : Json.quote(String.valueOf(f.value())));
      separator = ",";
    }
    line.append('}');
  }

  /** Numbers and booleans go unquoted, except NaN and the infinities, which JSON has no literal for. */
  private static boolean isJsonLiteral(Object value) {
    if (value instanceof Double d) {
      return Double.isFinite(d);
    }
    return value instanceof Number || value instanceof Boolean;
  }
}
