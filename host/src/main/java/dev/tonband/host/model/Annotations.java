package dev.tonband.host.model;

import dev.tonband.host.perfetto.Annotation;
import dev.tonband.host.text.EventFields;
import java.util.List;

/** Event fields as Perfetto debug annotations; the writer picks each one's type from its value. */
final class Annotations {
  private Annotations() {}

  static List<Annotation> of(List<EventFields.Field> fields) {
    return fields.stream().map(f -> new Annotation(f.name(), f.value())).toList();
  }
}
