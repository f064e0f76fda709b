// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The meaning checks of a catalogue whose structure the loader has already read. Checks that need
 * a part the loader could not read (an event without a valid id) skip it: the loader has reported
 * it already.
 */
final class CatalogueValidator {
  /** A frame's fixed part must fit one COBS block, which keeps the C encoders branch-free. */
  static final int MAX_FIXED_PAYLOAD = 254;

  /** Field names the generated code uses itself, and why. */
  private static final Map<String, String> RESERVED_FIELD_NAMES =
      Map.ofEntries(
          Map.entry("ts", "the timestamp parameter of every C encoder"),
          Map.entry("buf", "the buffer parameter of every C encoder"),
          Map.entry("errno", "a C library macro"),
          Map.entry("in", "the input parameter of the generated Java decoder"),
          Map.entry("visitor", "the visitor parameter of the generated Java decoder"),
          Map.entry("sink", "the consumer field of the generated Java recording visitor"),
          Map.entry("event_id", "an accessor of every generated Java event"),
          Map.entry("event_name", "an accessor of every generated Java event"),
          Map.entry("event_group", "an accessor of every generated Java event"),
          Map.entry("hash_code", "a method of every Java object (hashCode)"),
          Map.entry("to_string", "a method of every Java object (toString)"),
          Map.entry("get_class", "a method of every Java object (getClass)"),
          Map.entry("notify", "a method of every Java object"),
          Map.entry("notify_all", "a method of every Java object (notifyAll)"),
          Map.entry("wait", "a method of every Java object"),
          Map.entry("clone", "a method of every Java object"),
          Map.entry("finalize", "a method of every Java object"),
          Map.entry("equals", "a method of every Java object"),
          Map.entry("id", "an attribute of every generated Python event (its event id)"),
          Map.entry("group", "an attribute of every generated Python event (its group's name)"),
          Map.entry("event", "an attribute of every generated Python event (its event's name)"));

  /** Prefixes of the generated C macros; enumerators share their namespace. */
  private static final List<String> RESERVED_ENUM_VALUE_PREFIXES = List.of("EVT_", "TBAND_", "COBS_");

  private final Diagnostics diagnostics;
  private final SourcePositions positions;
  /** The keyword types and the catalogue's enums: every type a field can name. */
  private final List<String> types = new ArrayList<>(CatalogueLoader.keywords());

  CatalogueValidator(Diagnostics diagnostics, SourcePositions positions) {
    this.diagnostics = diagnostics;
    this.positions = positions;
  }

  /** One encoder function of an event: which event, and which of its variants. */
  private record Encoder(Event event, Event.Variant variant) {}

  void validate(Catalogue catalogue) {
    enums(catalogue);
    catalogue.enums().forEach(e -> types.add(e.name()));
    Map<Integer, Event> byId = new HashMap<>();
    Map<String, Event> byName = new HashMap<>();
    Map<String, Event> byJavaName = new HashMap<>();
    Map<String, Event> byJavaSymbol = new HashMap<>();
    Map<String, Encoder> bySymbol = new HashMap<>();
    Map<String, Group> groupNames = new HashMap<>();
    for (Group group : catalogue.groups()) {
      Group sameGroup = groupNames.putIfAbsent(group.name(), group);
      if (sameGroup != null) {
        diagnostics.error(group.position(), "group '" + group.name() + "' is declared twice (first at "
            + sameGroup.position() + "); rename one");
      }
      boolean named = identifier(group.name(), Identifiers.Form.SNAKE, "group", group.position(), false);
      if (named && !group.builtin()) {
        RuntimeNames.where(CNames.traceOption(group)).ifPresent(where -> diagnostics.error(
            group.position(),
            "group '" + group.name() + "': its enable option " + CNames.traceOption(group)
                + " is already a name of the Tonband runtime (" + where + "); rename the group"));
      }
      for (Event event : group.events()) {
        event(event);
        event.presentation().ifPresent(shown -> presentation(group, event, shown));
        uniqueId(event, byId);
        Event sameName = byName.putIfAbsent(event.name(), event);
        if (sameName != null) {
          diagnostics.error(
              event.position(),
              "event '" + event.name() + "' of group '" + event.group() + "' has the same name as event '"
                  + sameName.name() + "' of group '" + sameName.group() + "' (" + sameName.position()
                  + "); event names must be unique in the catalogue, so rename one");
          continue; // the names collide, so the generated names do too: one message is enough
        }
        if (!uniqueEncoders(event, bySymbol)) { // a C collision is a Java one too: say it once
          uniqueJavaName(event, byJavaName, byJavaSymbol);
          uniqueJavaType(event, catalogue);
          if (!group.builtin()) {
            traceFunctionsFree(event);
          }
        }
      }
    }
  }

  /** Types the generated Java declares besides one record per event and one enum per enum. */
  private static final List<String> GENERATED_JAVA_TYPES =
      List.of(
          "TraceEvent", "TimedEvent", "MetadataEvent", "EventVisitor", "EventDecoder", "RecordingVisitor",
          "RecordSink",
          "EventTypes",
          "EventPresentations",
          "EventRecords",
          // the typed handler and the packed form of events
          "EventHandler", "PackedSink", "EventPacker", "PackedEvents",
          // the records of events decoded at run time, and their visitor method onDynamicEvent
          "DynamicTimedEvent", "DynamicMetadataEvent", "DynamicEvent");

  /**
   * An event's Java record shares its package with the catalogue's enums and the decoder's types;
   * its Python class (of the same name) shares a module with the enums and the same base classes.
   */
  private void uniqueJavaType(Event event, Catalogue catalogue) {
    String lower = Identifiers.lowerCamel(event.symbol());
    String record = Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    if (GENERATED_JAVA_TYPES.contains(record)) {
      diagnostics.error(
          event.position(),
          "event '" + event.name() + "' would generate the Java record " + record
              + ", which the generated decoder already declares; rename the event");
    }
    if (Identifiers.isPythonKeyword(record)) {
      diagnostics.error(
          event.position(),
          "event '" + event.name() + "' would generate the Python class " + record + ", a Python keyword; rename the event");
    }
    catalogue.enums().stream().filter(e -> e.name().equals(record)).findFirst().ifPresent(e ->
        diagnostics.error(
            event.position(),
            "event '" + event.name() + "' would generate the Java record " + record + ", the name of enum '"
                + e.name() + "' (" + e.position() + "); rename the event or the enum"));
  }

  private void enums(Catalogue catalogue) {
    Map<String, EnumDef> valueNames = new HashMap<>();
    Map<String, EnumDef> enumNames = new HashMap<>();
    for (EnumDef def : catalogue.enums()) {
      identifier(def.name(), Identifiers.Form.UPPER_CAMEL, "enum", def.position(), true);
      EnumDef sameName = enumNames.putIfAbsent(def.name(), def);
      if (sameName != null) {
        diagnostics.error(def.position(), "enum '" + def.name() + "' is declared twice (first at "
            + sameName.position() + "); rename one");
      }
      Map<Integer, EnumDef.EnumValue> byValue = new HashMap<>();
      for (EnumDef.EnumValue value : def.values()) {
        String what = "value '" + value.name() + "' of enum '" + def.name() + "'";
        if (identifier(value.name(), Identifiers.Form.UPPER_SNAKE, "enum value", value.position(), false)) {
          for (String prefix : RESERVED_ENUM_VALUE_PREFIXES) {
            if (value.name().startsWith(prefix)) {
              diagnostics.error(
                  value.position(),
                  "enum value name '" + value.name() + "' starts with '" + prefix
                      + "', which the generated C macros use; choose another");
            }
          }
          if (value.name().equals("NULL")) {
            diagnostics.error(value.position(), "enum value name 'NULL' is a C macro; choose another");
          }
        }
        EnumDef.EnumValue same = byValue.putIfAbsent(value.value(), value);
        if (same != null) {
          diagnostics.error(
              value.position(),
              what + " is " + value.value() + ", already the value of '" + same.name() + "' (" + same.position()
                  + "); give every value its own number");
        }
        // C enumerators share one namespace, so names must be unique across enums.
        EnumDef other = valueNames.putIfAbsent(value.name(), def);
        if (other != null && other != def) {
          EnumDef.EnumValue first =
              other.values().stream().filter(v -> v.name().equals(value.name())).findFirst().orElseThrow();
          diagnostics.error(
              value.position(),
              what + " has the same name as a value of enum '" + other.name() + "' (" + first.position()
                  + "); C enumerators share one namespace, so rename one");
        }
      }
    }
  }

  /**
   * A {@code perfetto:} declaration must fit its event: only application events with a timestamp
   * have one (the converter models the built-in groups itself), templates name fields the event
   * always carries, a counter plots an integer field, and ends and counters have no name.
   */
  private void presentation(Group group, Event event, Presentation shown) {
    String what = "event '" + event.name() + "': perfetto";
    if (group.builtin()) {
      diagnostics.error(shown.position(), what + ": group '" + group.name()
          + "' is built in, and the converter shows its events itself; declare presentations on application events only");
      return;
    }
    if (event.metadata()) {
      diagnostics.error(shown.position(), what + ": a metadata event has no timestamp, so it cannot be shown on a"
          + " timeline; remove the key or make the event non-metadata");
      return;
    }
    Map<String, Field> always = new HashMap<>();
    event.required().forEach(f -> always.put(f.name(), f));
    event.varlen().ifPresent(f -> always.put(f.name(), f));
    template(shown.track(), shown.trackPosition(), what + ": track", event, always);
    Presentation.Show show = shown.show();
    if (shown.name().isPresent()
        && (show == Presentation.Show.END || show == Presentation.Show.COUNTER || show == Presentation.Show.STATE)) {
      diagnostics.error(shown.namePosition().orElseThrow(), what + ": name is for instants and slice begins; a "
          + show.keyword() + " has no name of its own, so remove it");
    } else {
      shown.name().ifPresent(n -> template(n, shown.namePosition().orElseThrow(), what + ": name", event, always));
    }
    if (show != Presentation.Show.COUNTER && show != Presentation.Show.STATE) {
      shown.value().ifPresent(v -> diagnostics.error(shown.valuePosition().orElseThrow(),
          what + ": value is for counters and states only; use show: counter or state, or remove it"));
      return;
    }
    if (shown.value().isEmpty()) {
      diagnostics.error(shown.position(), what + (show == Presentation.Show.STATE
          ? ": a state needs 'value: FIELD', the bool or enum field it shows"
          : ": a counter needs 'value: FIELD', the integer field it plots"));
      return;
    }
    String value = shown.value().get();
    Position at = shown.valuePosition().orElseThrow();
    Field field = always.get(value);
    if (field == null) {
      diagnostics.error(at, what + ": value '" + value + "'" + notAlways(event, value, always));
    } else if (show == Presentation.Show.STATE) {
      if (knownType(field) && (field.type().isArray() || !(field.type().isEnum() || field.type().kind() == FieldKind.BOOL))) {
        diagnostics.error(at, what + ": value '" + value + "' is of type " + field.type().spelling()
            + "; a state shows a single bool or enum field");
      }
    } else if (knownType(field) && (field.type().isArray() || !(field.type().kind().isInteger() || field.type().kind().isFloat()))) {
      diagnostics.error(at, what + ": value '" + value + "' is of type " + field.type().spelling()
          + "; a counter plots a single integer or float field (u8, u16, u32, u64, s8, s16, s32, s64, f32, f64)");
    }
  }

  private void template(String template, Position at, String what, Event event, Map<String, Field> always) {
    if (template.indexOf('{') < 0 && template.indexOf('}') < 0) {
      return;
    }
    for (Presentation.Part part : Presentation.parts(template)) {
      if (part instanceof Presentation.FieldRef ref && !always.containsKey(ref.field())) {
        diagnostics.error(at, what + ": '{" + ref.field() + "}'" + notAlways(event, ref.field(), always));
      } else if (part instanceof Presentation.FieldRef ref && !readable(always.get(ref.field()).type())) {
        diagnostics.error(at, what + ": '{" + ref.field() + "}' is " + always.get(ref.field()).type().spelling()
            + ", which has no text of its own; a name or track shows a single value or a string");
      } else if (part instanceof Presentation.Text text && (text.text().contains("{") || text.text().contains("}"))) {
        diagnostics.error(at, what + ": unmatched brace in '" + template + "'; write a field as {name}");
      }
    }
  }

  /** Whether a field's value reads as text in a track or slice name: not an array nor raw bytes. */
  private static boolean readable(FieldType type) {
    return !type.isArray() && type.kind() != FieldKind.BYTES;
  }

  /** Why a presentation cannot use {@code name}: an optional field may be absent from a frame. */
  private static String notAlways(Event event, String name, Map<String, Field> always) {
    boolean optional = event.optional().stream().anyMatch(f -> f.name().equals(name));
    return (optional ? " is optional, so frames may lack it" : " is not a field of the event")
        + fieldList(event, always);
  }

  /** "; use one of a, b" (optional fields are left out: they may be absent). */
  private static String fieldList(Event event, Map<String, Field> always) {
    if (always.isEmpty()) {
      return "; the event has no field that is always present";
    }
    List<String> names = new ArrayList<>();
    for (Field f : event.fields()) {
      if (always.containsKey(f.name())) {
        names.add(f.name());
      }
    }
    return "; use one of " + String.join(", ", names);
  }

  private void uniqueId(Event event, Map<Integer, Event> byId) {
    if (event.id() < 0) {
      return; // no valid id; reported by the loader
    }
    Event earlier = byId.putIfAbsent(event.id(), event);
    if (earlier != null) {
      diagnostics.error(
          positions.idOf(event),
          String.format(
              "event '%s': id 0x%02X already used by '%s' (%s)",
              event.name(), event.id(), earlier.name(), positions.idOf(earlier)));
    }
  }

  /**
   * Java names drop underscores, so {@code val_1} and {@code val1} collide there. Generated Java
   * may name an event after its name or after its symbol; neither may collide.
   */
  private void uniqueJavaName(Event event, Map<String, Event> byJavaName, Map<String, Event> byJavaSymbol) {
    Event same = byJavaName.putIfAbsent(Identifiers.lowerCamel(event.name()), event);
    Event sameSymbol = byJavaSymbol.putIfAbsent(Identifiers.lowerCamel(event.symbol()), event);
    Event other = same != null ? same : sameSymbol;
    if (other != null) {
      diagnostics.error(
          event.position(),
          "event '" + event.name() + "' gets the same Java name as event '" + other.name() + "' ("
              + other.position() + "), as both drop their underscores; rename one");
    }
  }

  /**
   * Every encoder function name, variants included, must be unique in the C header. Returns
   * whether one collided.
   */
  private boolean uniqueEncoders(Event event, Map<String, Encoder> bySymbol) {
    boolean collided = false;
    for (Event.Variant variant : event.variants()) {
      Encoder encoder = new Encoder(event, variant);
      Encoder other = bySymbol.putIfAbsent(variant.symbol(), encoder);
      if (other != null) {
        diagnostics.error(
            event.position(),
            "event '" + event.name() + "': its C encoder 'encode_" + variant.symbol() + "'" + describe(encoder)
                + " has the same name as the encoder of event '" + other.event().name() + "'" + describe(other)
                + " of group '" + other.event().group() + "' (" + other.event().position()
                + "); rename one of the events");
        collided = true;
      }
    }
    return collided;
  }

  /** An application event's trace functions must not take a name the runtime uses. */
  private void traceFunctionsFree(Event event) {
    for (Event.Variant variant : event.variants()) {
      String function = CNames.traceFunction(variant);
      RuntimeNames.where(function).ifPresent(where -> diagnostics.error(
          event.position(),
          "event '" + event.name() + "' of group '" + event.group() + "': its trace function " + function + "()"
              + describe(new Encoder(event, variant)) + " is already a name of the Tonband runtime (" + where
              + "); rename the event or the group"));
    }
  }

  /** Which variant an encoder encodes, for messages; nothing for an event's only encoder. */
  private static String describe(Encoder encoder) {
    Event event = encoder.event();
    if (event.optional().isEmpty()) {
      return "";
    }
    int count = encoder.variant().optionalCount();
    if (count == event.optional().size()) {
      return " (with every optional field)";
    }
    if (count == 0) {
      return " (without optional fields)";
    }
    return " (with the optional fields up to '" + event.optional().get(count - 1).name() + "')";
  }

  private void event(Event event) {
    String what = "event '" + event.name() + "'";
    identifier(event.name(), Identifiers.Form.SNAKE, "event", event.position(), false);
    if (!event.optional().isEmpty() && event.varlen().isPresent()) {
      diagnostics.error(
          event.position(),
          what + " has both optional fields and a varlen field; an event ends in one or the other,"
              + " so make the optional fields required or move the string to another event");
    }
    Map<String, Field> names = new HashMap<>();
    Map<String, Field> javaNames = new HashMap<>();
    for (Field field : event.fields()) {
      field(field, what);
      Field same = names.putIfAbsent(field.name(), field);
      if (same != null) {
        diagnostics.error(
            field.position(),
            what + ": field '" + field.name() + "' appears twice (first at " + same.position() + "); rename one");
        continue;
      }
      Field sameInJava = javaNames.putIfAbsent(Identifiers.lowerCamel(field.name()), field);
      if (sameInJava != null) {
        diagnostics.error(
            field.position(),
            what + ": field '" + field.name() + "' gets the same Java name as field '" + sameInJava.name()
                + "' (" + sameInJava.position() + "), as both drop their underscores; rename one");
      }
    }
    for (Field field : event.optional()) {
      // The Java visitor passes each optional field with a has<Field> flag before it.
      Field flag = names.get("has_" + field.name());
      if (flag != null) {
        diagnostics.error(
            flag.position(),
            what + ": field '" + flag.name() + "' has the name of the presence flag the generated Java gives"
                + " optional field '" + field.name() + "'; rename one");
      }
    }
    for (Field field : event.fields()) {
      // The C encoders take a bytes field as two parameters, NAME and NAME_len.
      Field length = field.type().kind() == FieldKind.BYTES ? names.get(field.name() + "_len") : null;
      if (length != null) {
        diagnostics.error(length.position(), what + ": field '" + length.name() + "' has the name of the length"
            + " parameter the C encoders give bytes field '" + field.name() + "'; rename one");
      }
    }
    for (Field field : event.required()) {
      stringOnlyAsVarlen(field, what);
    }
    for (Field field : event.optional()) {
      stringOnlyAsVarlen(field, what);
      optionalOfNumber(field, what);
    }
    event.varlen().ifPresent(f -> {
      if (f.type().kind() != FieldKind.STR && knownType(f)) {
        diagnostics.error(
            positions.typeOf(f),
            "varlen field '" + f.name() + "' of " + what + " is " + f.type().spelling()
                + ", but only a str can be a varlen field; move it to 'fields'");
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

  private void field(Field field, String eventWhat) {
    String name = field.name();
    if (identifier(name, Identifiers.Form.SNAKE, "field", field.position(), true)) {
      String reserved = RESERVED_FIELD_NAMES.get(name);
      if (reserved != null) {
        diagnostics.error(field.position(), "field name '" + name + "' is reserved: it is " + reserved + "; choose another");
      } else if (name.startsWith("tband_")) {
        diagnostics.error(
            field.position(), "field name '" + name + "' starts with 'tband_', which the generated C code uses; choose another");
      } else if (name.endsWith("_t")) {
        diagnostics.error(
            field.position(), "field name '" + name + "' ends in '_t', which C reserves for type names; choose another");
      }
    }
    if (!knownType(field)) {
      String type = field.type().enumName();
      diagnostics.error(
          positions.typeOf(field),
          "field '" + name + "' of " + eventWhat + ": unknown type '" + type + "'" + Suggestions.hint(type, types)
              + "; the types are " + typeList());
    }
    positions.maxLengthOf(field).filter(at -> knownType(field)).ifPresent(at -> diagnostics.error(at,
        "field '" + name + "' of " + eventWhat + " is " + field.type().spelling()
            + "; max_length is for bytes and string fields only, so remove it"));
  }

  /** The valid types, each named once: keywords, arrays, then the catalogue's enums. */
  private String typeList() {
    List<String> keywords = CatalogueLoader.keywords();
    List<String> enums = types.subList(keywords.size(), types.size());
    return String.join(", ", keywords) + ", a fixed array T[N] of an integer, bool or float type (u16[3])"
        + (enums.isEmpty() ? "" : ", and the enums " + String.join(", ", enums));
  }

  /** Whether a field's type is a keyword type, an array of one, or an enum the catalogue declares. */
  private boolean knownType(Field field) {
    return !field.type().isEnum() || types.contains(field.type().enumName());
  }

  /** Optional fields are single integers or enums: the decoders give them an OptionalInt, OptionalLong or Optional. */
  private void optionalOfNumber(Field field, String what) {
    FieldType type = field.type();
    if (knownType(field) && type.kind() != FieldKind.STR && (type.isArray() || !(type.kind().isInteger() || type.isEnum()))) {
      diagnostics.error(
          positions.typeOf(field),
          "optional field '" + field.name() + "' of " + what + " is " + type.spelling()
              + "; an optional field is a single integer or an enum, so make it required");
    }
  }

  private void stringOnlyAsVarlen(Field field, String what) {
    if (field.type().kind() == FieldKind.STR) {
      diagnostics.error(
          positions.typeOf(field),
          "field '" + field.name() + "' of " + what + " is a str, which runs to the end of the frame;"
              + " move it to 'varlen'");
    }
  }

  /**
   * Reports and returns false when {@code name} cannot be used in C and Java, and also in Python
   * when {@code python} (for the names that become Python identifiers).
   */
  private boolean identifier(String name, Identifiers.Form form, String kind, Position at, boolean python) {
    if (!form.matches(name)) {
      diagnostics.error(
          at,
          kind + " name '" + name + "' must be " + form.rule()
              + form.respell(name).map(s -> " (did you mean '" + s + "'?)").orElse(""));
      return false;
    }
    String keyword = Identifiers.keywordOf(name, python);
    if (keyword != null) {
      diagnostics.error(at, kind + " name '" + name + "' is " + keyword + "; choose another");
      return false;
    }
    return true;
  }
}
