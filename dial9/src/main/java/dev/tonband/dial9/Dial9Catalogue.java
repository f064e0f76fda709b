// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.DynamicEventType;
import dev.tonband.codec.EventType;
import dev.tonband.codec.events.EventTypes;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * The catalogue whose schemas {@link Dial9ToEvents} turns back into events, by schema name
 * ({@code group/event}): the one the codec was generated from ({@link #BUILT_IN}), or a catalogue
 * given at run time ({@link #of}), whose application events become {@code DynamicEvent}s, as the
 * device decoder gives them. Schemas of neither are passed on as generic dial9 events.
 */
public final class Dial9Catalogue {
  /** Every event of the generated catalogue, as generated records. */
  public static final Dial9Catalogue BUILT_IN = builtIn();

  private final Map<String, EventMapping> byName = new HashMap<>();
  /** The mappings of generated records by event id; filled in {@link #BUILT_IN} only. */
  private final EventMapping[] byId = new EventMapping[256];

  private Dial9Catalogue() {}

  private static Dial9Catalogue builtIn() {
    Dial9Catalogue catalogue = new Dial9Catalogue();
    for (EventType type : EventTypes.ALL) {
      EventMapping mapping = EventMapping.of(type);
      catalogue.add(mapping);
      catalogue.byId[type.id()] = mapping;
    }
    return catalogue;
  }

  /**
   * A catalogue given at run time, as a {@code DynamicDecoder} decodes it.
   *
   * @param types its events decoded from their description
   * @param generatedIds the ids of its events that the generated records stand for (the built-in
   *     groups)
   */
  public static Dial9Catalogue of(Collection<DynamicEventType> types, Collection<Integer> generatedIds) {
    Dial9Catalogue catalogue = new Dial9Catalogue();
    for (EventType type : EventTypes.ALL) {
      if (generatedIds.contains(type.id())) {
        catalogue.add(generated(type.id()));
      }
    }
    for (DynamicEventType type : types) {
      catalogue.add(EventMapping.of(type));
    }
    return catalogue;
  }

  private void add(EventMapping mapping) {
    if (byName.put(mapping.schema().name(), mapping) != null) {
      throw new IllegalArgumentException("two events are called " + mapping.schema().name());
    }
  }

  /** The mapping of the generated record of event {@code id}. */
  static EventMapping generated(int id) {
    return BUILT_IN.byId[id];
  }

  /** The mapping whose schema is called {@code name} ({@code group/event}), or null. */
  EventMapping named(String name) {
    return byName.get(name);
  }
}
