package dev.tonband.host.text;

import dev.tonband.codec.events.TimedEvent;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import java.io.PrintStream;

/** Prints decoded items one per line, as text for people or as JSON lines for programs. */
public interface EventPrinter {
  void print(StreamItem item);

  /**
   * {@code 1234567890 ns  core 0  isr_enter  isr_id=1}; metadata shows {@code -} for its time,
   * problems start with {@code !}.
   */
  static EventPrinter text(PrintStream out) {
    return item -> {
      if (item instanceof EventItem e) {
        StringBuilder line = new StringBuilder();
        String time = e.event() instanceof TimedEvent ? Long.toUnsignedString(e.ns()) + " ns" : "-";
        line.append(String.format("%18s  core %d  %s", time, e.core(), e.event().eventName()));
        for (EventFields.Field f : EventFields.of(e.event())) {
          line.append("  ").append(f.name()).append('=');
          line.append(f.value() instanceof String s ? Json.quote(s) : f.value());
        }
        out.println(line);
      } else {
        Problem p = (Problem) item;
        out.println("! " + p.kind() + " " + p);
      }
    };
  }

  /**
   * {@code {"ns":1234,"core":0,"group":"base","event":"isr_enter","fields":{"isr_id":1}}};
   * metadata has no "ns"; problems are {@code {"problem":KIND,"where":...,"message":...}}.
   */
  static EventPrinter json(PrintStream out) {
    return item -> {
      StringBuilder line = new StringBuilder("{");
      if (item instanceof EventItem e) {
        if (e.event() instanceof TimedEvent) {
          line.append("\"ns\":").append(Long.toUnsignedString(e.ns())).append(',');
        }
        line.append("\"core\":").append(e.core())
            .append(",\"group\":").append(Json.quote(e.event().eventGroup()))
            .append(",\"event\":").append(Json.quote(e.event().eventName()))
            .append(",\"fields\":{");
        String separator = "";
        for (EventFields.Field f : EventFields.of(e.event())) {
          line.append(separator).append(Json.quote(f.name())).append(':');
          line.append(f.value() instanceof Number ? f.value().toString() : Json.quote(String.valueOf(f.value())));
          separator = ",";
        }
        line.append('}');
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
}
