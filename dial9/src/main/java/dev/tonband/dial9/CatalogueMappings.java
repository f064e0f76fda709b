package dev.tonband.dial9;

import dev.tonband.codec.EventType;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.TraceEvent;
import java.util.HashMap;
import java.util.Map;

/** The mapping of every catalogue event, built once from the generated {@link EventTypes} table. */
final class CatalogueMappings {
  private static final Map<Class<?>, EventMapping> BY_RECORD = new HashMap<>();
  private static final Map<String, EventMapping> BY_SCHEMA_NAME = new HashMap<>();

  static {
    for (EventType type : EventTypes.ALL) {
      EventMapping mapping = new EventMapping(type);
      BY_RECORD.put(type.recordType(), mapping);
      BY_SCHEMA_NAME.put(mapping.schema().name(), mapping);
    }
  }

  private CatalogueMappings() {}

  static EventMapping of(TraceEvent event) {
    return BY_RECORD.get(event.getClass());
  }

  /** The mapping whose schema is called {@code name} ({@code group/event}), or null. */
  static EventMapping named(String name) {
    return BY_SCHEMA_NAME.get(name);
  }
}
