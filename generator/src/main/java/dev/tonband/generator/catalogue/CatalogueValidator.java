package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** The meaning checks of a catalogue whose structure the loader has already read. */
final class CatalogueValidator {
  /** A frame's fixed part must fit one COBS block, which keeps the C encoders branch-free. */
  static final int MAX_FIXED_PAYLOAD = 254;

  /**
   * Field names the generated code uses itself: the timestamp and buffer parameters, the event
   * interface's accessors and what Java records inherit from Object.
   */
  private static final Set<String> RESERVED_FIELD_NAMES =
      Set.of(
          "ts", "buf", "event_id", "event_name", "hash_code", "to_string", "get_class", "notify",
          "notify_all", "wait", "clone", "finalize", "equals");

  private final Diagnostics diagnostics;

  CatalogueValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(Catalogue catalogue) {
    enums(catalogue);
    Map<Integer, Event> byId = new HashMap<>();
    Map<String, Event> bySymbol = new HashMap<>(); // every encoder name, variants included
    for (Group group : catalogue.groups()) {
      identifier(group.name(), Identifiers.SNAKE, "group", "lower_snake_case", group.position());
      if (group.events().isEmpty()) {
        diagnostics.error(group.position(), "group '" + group.name() + "' has no events; add one or remove the group");
      }
      for (Event event : group.events()) {
        event(catalogue, event);
        Event earlier = byId.putIfAbsent(event.id(), event);
        if (earlier != null) {
          diagnostics.error(
              event.position(),
              String.format(
                  "event '%s': id 0x%02X already used by '%s' (%s)",
                  event.name(), event.id(), earlier.name(), earlier.position()));
        }
        for (Event.Variant variant : event.variants()) {
          Event sameName = bySymbol.putIfAbsent(variant.symbol(), event);
          if (sameName != null && sameName != event) {
            diagnostics.error(
                event.position(),
                "event '" + event.name() + "' of group '" + event.group() + "' gets the same C name 'encode_"
                    + variant.symbol() + "' as event '" + sameName.name() + "' of group '" + sameName.group()
                    + "' (" + sameName.position() + "); rename one of them");
          }
        }
      }
    }
  }

  private void enums(Catalogue catalogue) {
    Map<String, EnumDef.EnumValue> valueNames = new HashMap<>();
    for (EnumDef def : catalogue.enums()) {
      identifier(def.name(), Identifiers.UPPER_CAMEL, "enum", "UpperCamelCase", def.position());
      if (def.values().isEmpty()) {
        diagnostics.error(def.position(), "enum '" + def.name() + "' has no values");
      }
      Map<Integer, EnumDef.EnumValue> byValue = new HashMap<>();
      for (EnumDef.EnumValue value : def.values()) {
        identifier(value.name(), Identifiers.UPPER_SNAKE, "enum value", "UPPER_SNAKE_CASE", value.position());
        EnumDef.EnumValue same = byValue.putIfAbsent(value.value(), value);
        if (same != null) {
          diagnostics.error(
              value.position(),
              "enum '" + def.name() + "': value " + value.value() + " of '" + value.name()
                  + "' is already used by '" + same.name() + "' (" + same.position() + ")");
        }
        // C enumerators share one namespace, so names must be unique across enums.
        EnumDef.EnumValue sameName = valueNames.putIfAbsent(value.name(), value);
        if (sameName != null && sameName != value) {
          diagnostics.error(
              value.position(),
              "enum value '" + value.name() + "' is already declared at " + sameName.position()
                  + "; C enumerators share one namespace, so use a distinct name");
        }
      }
    }
  }

  private void event(Catalogue catalogue, Event event) {
    String what = "event '" + event.name() + "'";
    identifier(event.name(), Identifiers.SNAKE, "event", "lower_snake_case", event.position());
    if (!event.optional().isEmpty() && event.varlen().isPresent()) {
      diagnostics.error(
          event.position(),
          what + " has both optional fields and a varlen field; an event may end in one or the other");
    }
    Map<String, Field> names = new HashMap<>();
    List<String> enumNames = catalogue.enums().stream().map(EnumDef::name).toList();
    for (Field field : event.fields()) {
      field(field, enumNames);
      Field same = names.putIfAbsent(field.name(), field);
      if (same != null) {
        diagnostics.error(
            field.position(), what + " has two fields named '" + field.name() + "' (first at " + same.position() + ")");
      }
    }
    for (Field field : event.required()) {
      stringOnlyAsVarlen(field, what);
    }
    for (Field field : event.optional()) {
      stringOnlyAsVarlen(field, what);
    }
    event.varlen().ifPresent(f -> {
      if (f.type().kind() != FieldKind.STR && !unknownEnum(f, enumNames)) {
        diagnostics.error(f.position(), "varlen field '" + f.name() + "' of " + what + " must be of type str, not " + f.type().spelling());
      }
    });
    int fixed = event.maxFixedPayload();
    if (fixed > MAX_FIXED_PAYLOAD) {
      diagnostics.error(
          event.position(),
          what + ": its id, timestamp and fields can take " + fixed + " bytes, more than the "
              + MAX_FIXED_PAYLOAD + " that fit one frame block; split it into smaller events");
    }
  }

  private void field(Field field, List<String> enumNames) {
    String name = field.name();
    if (identifier(name, Identifiers.SNAKE, "field", "lower_snake_case", field.position())) {
      if (RESERVED_FIELD_NAMES.contains(name)) {
        diagnostics.error(field.position(), "field name '" + name + "' is reserved for generated code; choose another");
      } else if (name.startsWith("tband_")) {
        diagnostics.error(field.position(), "field name '" + name + "' uses the reserved prefix 'tband_'");
      }
    }
    if (unknownEnum(field, enumNames)) {
      List<String> known = new ArrayList<>(List.of("u8", "u32", "u64", "s64", "str"));
      known.addAll(enumNames);
      diagnostics.error(
          field.position(),
          "unknown type '" + field.type().enumName() + "' for field '" + name + "'"
              + Suggestions.hint(field.type().enumName(), known) + "; use one of: " + String.join(", ", known));
    }
  }

  private static boolean unknownEnum(Field field, List<String> enumNames) {
    return field.type().isEnum() && !enumNames.contains(field.type().enumName());
  }

  private void stringOnlyAsVarlen(Field field, String what) {
    if (field.type().kind() == FieldKind.STR) {
      diagnostics.error(
          field.position(),
          "field '" + field.name() + "' of " + what + " is a str, which has no length on the wire; "
              + "move it to 'varlen'");
    }
  }

  /** Reports and returns false when {@code name} cannot be used in both C and Java. */
  private boolean identifier(String name, Pattern form, String kind, String formName, Position at) {
    if (!form.matcher(name).matches()) {
      diagnostics.error(
          at, "'" + name + "' is not a valid " + kind + " name: write it in " + formName
              + " (letters, digits and single '_', starting with a letter)");
      return false;
    }
    String keyword = Identifiers.keywordOf(name);
    if (keyword != null) {
      diagnostics.error(at, kind + " name '" + name + "' is " + keyword + "; choose another");
      return false;
    }
    return true;
  }
}
