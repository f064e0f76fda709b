package dev.tonband.host.tables;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.tonband.host.trace.EventFields;
import java.util.List;

/**
 * An event's fields as one JSON object, as {@code decode --json} writes its "fields": numbers and
 * booleans as literals (NaN and infinities as strings, as JSON has none), anything else as a
 * string. Written straight into one reused buffer: this runs for every event of the trace.
 */
final class FieldsJson {
  private final StringBuilder json = new StringBuilder(128);

  String of(List<EventFields.Field> fields) {
    json.setLength(0);
    json.append('{');
    for (int i = 0; i < fields.size(); i++) {
      EventFields.Field field = fields.get(i);
      if (i > 0) {
        json.append(',');
      }
      string(field.name());
      json.append(':');
      Object value = field.value();
      if (value instanceof Long || value instanceof Integer) {
        json.append(((Number) value).longValue());
      } else if (value instanceof Number number && !(number instanceof Double d && !Double.isFinite(d))) {
        json.append(number);
      } else if (value instanceof Boolean b) {
        json.append(b.booleanValue());
      } else {
        string(String.valueOf(value));
      }
    }
    return json.append('}').toString();
  }

  private void string(String s) {
    json.append('"');
    JsonStringEncoder.getInstance().quoteAsString(s, json);
    json.append('"');
  }
}
