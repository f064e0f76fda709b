package dev.tonband.host.stats;

import java.util.HashMap;
import java.util.Map;

/**
 * Names of one kind of object, from the trace's metadata, with the converter's placeholders
 * ("Task 5", "ISR 3") for objects that have none, so that stats and Perfetto name them alike. An
 * empty name names nothing, as in the converter.
 */
final class Names {
  private final String kind;
  private final Map<Long, String> names = new HashMap<>();
  private final Map<Long, String> placeholders = new HashMap<>();

  Names(String kind) {
    this.kind = kind;
  }

  void set(long id, String name) {
    if (!name.isEmpty()) {
      names.put(id, name);
    }
  }

  /** A placeholder better than "kind id" for an object without a name, e.g. "Message buffer 2". */
  void placeholder(long id, String placeholder) {
    placeholders.put(id, placeholder);
  }

  /** The name, or a placeholder. */
  String name(long id) {
    String name = names.get(id);
    if (name == null) {
      name = placeholders.get(id);
    }
    return name != null ? name : kind + " " + id;
  }

  /** The name, or just the id where there is none: "queue 3" reads better than "queue Queue 3". */
  String shown(long id) {
    String name = names.get(id);
    return name != null ? name : Long.toString(id);
  }
}
