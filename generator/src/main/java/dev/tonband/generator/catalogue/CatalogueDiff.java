// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What changed between two versions of a catalogue, judged by whether a trace recorded by
 * firmware built from the old one still decodes as it meant with the new one. Events are matched
 * by id, the identity on the wire. Breaking: a removed event, an id now naming another event, a
 * changed metadata flag, an added, removed or renamed required or varlen field, a removed or
 * renamed optional field, a field type whose bytes read old values otherwise
 * ({@link FieldTypeChange}), and a changed or removed value of an enum a field uses. Compatible:
 * an added event, optional fields added at the end, a type that reads old bytes as the same
 * values (u16 to u32), an added enum value, and changed descriptions or Perfetto presentations.
 */
public final class CatalogueDiff {
  /** Whether old traces still decode as they meant. */
  public enum Kind { BREAKING, COMPATIBLE }

  /** One change, with the place in the new catalogue it is about (or in the old one, for a removal). */
  public record Change(Kind kind, String message, Position position) {
    @Override
    public String toString() {
      return position + ": " + (kind == Kind.BREAKING ? "breaking: " : "compatible: ") + message;
    }
  }

  private final Catalogue older;
  private final Catalogue newer;
  private final List<Change> changes = new ArrayList<>();

  private CatalogueDiff(Catalogue older, Catalogue newer) {
    this.older = older;
    this.newer = newer;
  }

  /** The changes from {@code older} to {@code newer}, by event id, then breaking first. */
  public static List<Change> between(Catalogue older, Catalogue newer) {
    CatalogueDiff diff = new CatalogueDiff(older, newer);
    Map<Integer, Event> before = byId(older);
    Map<Integer, Event> after = byId(newer);
    for (Event event : before.values()) {
      Event now = after.get(event.id());
      if (now == null) {
        diff.breaking(event.position(), event, "removed: old traces that carry it no longer decode");
      } else {
        diff.event(event, now);
      }
    }
    for (Event event : after.values()) {
      if (!before.containsKey(event.id())) {
        diff.compatible(event.position(), event, "added");
      }
    }
    return List.copyOf(diff.changes);
  }

  private static Map<Integer, Event> byId(Catalogue catalogue) {
    return catalogue.events().stream().collect(Collectors.toMap(Event::id, Function.identity(), (a, b) -> a, TreeMap::new));
  }

  private void event(Event old, Event now) {
    if (!old.name().equals(now.name()) || !old.group().equals(now.group())) {
      breaking(now.position(), now, "takes the id of event '" + old.group() + "/" + old.name()
          + "': old traces' events decode as this one; give a new event a free id");
      return;
    }
    if (old.metadata() != now.metadata()) {
      breaking(now.position(), now, now.metadata()
          ? "is a metadata event now: old traces' events carry a timestamp it no longer reads"
          : "is no metadata event any more: old traces' events lack the timestamp it reads");
      return;
    }
    fields(old, now);
    if (!old.description().equals(now.description())) {
      compatible(now.position(), now, "description changed");
    }
    if (!Objects.equals(old.presentation().map(CatalogueDiff::shown), now.presentation().map(CatalogueDiff::shown))) {
      compatible(now.position(), now, "Perfetto presentation changed");
    }
  }

  private void fields(Event old, Event now) {
    compare("required field", old.required(), now.required(), now);
    List<Field> oldOptional = old.optional();
    List<Field> newOptional = now.optional();
    int common = Math.min(oldOptional.size(), newOptional.size());
    compare("optional field", oldOptional.subList(0, common), newOptional.subList(0, common), now);
    for (Field removed : oldOptional.subList(common, oldOptional.size())) {
      breaking(now.position(), now, "optional field '" + removed.name() + "' removed: old traces that carry it have"
          + " loose bytes");
    }
    for (Field added : newOptional.subList(common, newOptional.size())) {
      compatible(added.position(), now, "optional field '" + added.name() + "' added at the end: old traces"
          + " decode without it");
    }
    compare("varlen field", old.varlen().stream().toList(), now.varlen().stream().toList(), now);
    for (Field field : now.fields()) {
      Optional<Field> before = old.fields().stream().filter(f -> f.name().equals(field.name())).findFirst();
      if (before.isPresent() && field.type().isEnum() && before.get().type().equals(field.type())) {
        enumValues(field, now);
      }
      if (before.isPresent() && !field.description().equals(before.get().description())) {
        compatible(field.position(), now, "description of field '" + field.name() + "' changed");
      }
    }
  }

  /**
   * Two field lists, position by position: a field added, removed or renamed moves the bytes of
   * the ones after it (breaking); a changed type is judged by its bytes ({@link FieldTypeChange}).
   */
  private void compare(String what, List<Field> old, List<Field> now, Event event) {
    for (int i = 0; i < Math.max(old.size(), now.size()); i++) {
      Field before = i < old.size() ? old.get(i) : null;
      Field after = i < now.size() ? now.get(i) : null;
      if (after == null) {
        breaking(event.position(), event, what + " '" + before.name() + "' removed: old traces decode wrongly");
      } else if (before == null) {
        breaking(event.position(), event, what + " '" + after.name() + "' added: old traces decode wrongly");
      } else if (!before.name().equals(after.name())) {
        breaking(event.position(), event, what + " '" + before.name() + "' is '" + after.name()
            + "' now: old traces decode wrongly");
      } else if (!before.type().equals(after.type())) {
        FieldTypeChange.Verdict verdict = FieldTypeChange.of(before.type(), after.type());
        add(verdict.kind(), after.position(), event, what + " '" + after.name() + "' is " + after.type().spelling()
            + " now, was " + before.type().spelling() + ": " + verdict.reason());
      }
    }
  }

  private void enumValues(Field field, Event now) {
    EnumDef before = older.enumNamed(field.type().enumName());
    EnumDef after = newer.enumNamed(field.type().enumName());
    String what = "field '" + field.name() + "': enum " + after.name();
    for (EnumDef.EnumValue value : before.values()) {
      Optional<EnumDef.EnumValue> named = after.values().stream().filter(v -> v.name().equals(value.name())).findFirst();
      Optional<EnumDef.EnumValue> numbered = after.values().stream().filter(v -> v.value() == value.value()).findFirst();
      if (named.isPresent() && named.get().value() != value.value()) {
        breaking(named.get().position(), now, what + " value " + value.name() + " is " + named.get().value()
            + " now, was " + value.value() + ": old traces decode wrongly");
      } else if (named.isEmpty() && numbered.isPresent()) {
        breaking(numbered.get().position(), now, what + " value " + value.value() + " is " + numbered.get().name()
            + " now, was " + value.name() + ": old traces decode wrongly");
      } else if (named.isEmpty()) {
        breaking(after.position(), now, what + " lost value " + value.name() + " (" + value.value()
            + "): old traces that carry it no longer decode");
      }
    }
    for (EnumDef.EnumValue value : after.values()) {
      if (before.values().stream().noneMatch(v -> v.name().equals(value.name()) || v.value() == value.value())) {
        compatible(value.position(), now, what + " gained value " + value.name() + " (" + value.value() + ")");
      }
    }
  }

  private static String shown(Presentation p) {
    return p.show() + " " + p.track() + " " + p.name() + " " + p.value();
  }

  private void breaking(Position at, Event event, String message) {
    add(Kind.BREAKING, at, event, message);
  }

  private void compatible(Position at, Event event, String message) {
    add(Kind.COMPATIBLE, at, event, message);
  }

  private void add(Kind kind, Position at, Event event, String message) {
    changes.add(new Change(kind, String.format("event '%s/%s' (0x%02X): %s", event.group(), event.name(), event.id(),
        message), at));
  }

  /** Breaking changes first, in the order found (by id). */
  public static List<Change> sorted(List<Change> changes) {
    return changes.stream().sorted(Comparator.comparing(Change::kind)).toList();
  }
}
