package dev.tonband.host.model;

import dev.tonband.host.perfetto.proto.DebugAnnotation;
import dev.tonband.host.text.EventFields;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** Event fields as Perfetto debug annotations, each in the annotation type that fits its value. */
final class Annotations {
  private Annotations() {}

  static List<DebugAnnotation> of(List<EventFields.Field> fields) {
    List<DebugAnnotation> annotations = new ArrayList<>();
    for (EventFields.Field field : fields) {
      DebugAnnotation.Builder a = DebugAnnotation.newBuilder().setName(field.name());
      Object value = field.value();
      if (value instanceof BigInteger big) {
        a.setUintValue(big.longValue()); // beyond 2^63: only uint holds it
      } else if (value instanceof Double d) {
        a.setDoubleValue(d);
      } else if (value instanceof Number n) {
        a.setIntValue(n.longValue());
      } else if (value instanceof Boolean b) {
        a.setBoolValue(b);
      } else {
        a.setStringValue(String.valueOf(value));
      }
      annotations.add(a.build());
    }
    return annotations;
  }
}
