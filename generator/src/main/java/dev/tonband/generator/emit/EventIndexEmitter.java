// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.EnumDef;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.generator.catalogue.Group;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes {@code docs/events.md}: the Markdown index of every event, enum and field type, with
 * stable HTML anchors ({@code evt-<symbol>}, {@code group-<name>}, {@code enum-<name>}, {@code
 * type-<keyword>}) and the C encoder signatures as {@link CEncoderEmitter} writes them.
 */
public final class EventIndexEmitter {
  public static final String INDEX = "docs/events.md";

  private EventIndexEmitter() {}

  /** A field row. {@code type} is how the catalogue spells it; its link goes to {@code typeAnchor}. */
  public record IndexField(String name, String type, String typeAnchor, boolean isEnum, String presence, String description) {}

  /** One encoder variant: the header's comment for it (may be empty) and its signature. */
  public record IndexEncoder(String summary, String signature) {}

  public record IndexEvent(
      String name, String symbol, String anchor, String idHex, boolean metadata, String macro,
      String maxlenExpr, int maxlenBytes, boolean varlen, boolean optional, String description,
      List<IndexField> fields, boolean fieldDescriptions, List<IndexEncoder> encoders) {}

  public record IndexGroup(
      String name, String anchor, String description, String prefix, boolean builtin, List<IndexEvent> events) {}

  /** A link to an event, for an enum's "used by" list. */
  public record EventRef(String name, String anchor) {}

  public record IndexEnumValue(String name, int value, String description) {}

  public record IndexEnum(
      String name, String anchor, String description, List<IndexEnumValue> values,
      boolean valueDescriptions, List<EventRef> usedBy) {}

  /**
   * Which catalogue the index was generated from, so that a published index can be matched with
   * the firmware it describes: today the catalogue file; the catalogue fingerprint joins it here.
   */
  public record IndexVersion(String catalogue) {}

  /** A row of the field-type reference; the template supplies the prose for each keyword. */
  public record IndexType(String keyword, String anchor, String cType, int maxBytes) {}

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    out.add(INDEX, render(catalogue));
  }

  /** @param regenerate how the banner tells to regenerate, or "" for the checkout's own way */
  public static void emit(Catalogue catalogue, GeneratedFiles out, String regenerate) {
    out.add(INDEX, render(catalogue, regenerate));
  }

  /** The index for a catalogue. */
  public static String render(Catalogue catalogue) {
    return render(catalogue, "");
  }

  private static String render(Catalogue catalogue, String regenerate) {
    List<IndexGroup> groups = new ArrayList<>();
    for (Group group : catalogue.groups()) {
      List<IndexEvent> events = new ArrayList<>();
      for (Event event : group.events()) {
        events.add(event(event));
      }
      groups.add(
          new IndexGroup(
              group.name(), groupAnchor(group.name()), oneLine(group.description()),
              group.prefixed() ? group.name() + "_" : "", group.builtin(), events));
    }
    List<IndexEnum> enums = new ArrayList<>();
    for (EnumDef def : catalogue.enums()) {
      List<IndexEnumValue> values = new ArrayList<>();
      for (EnumDef.EnumValue v : def.values()) {
        values.add(new IndexEnumValue(v.name(), v.value(), cell(v.description())));
      }
      List<EventRef> usedBy = new ArrayList<>();
      for (Event event : catalogue.events()) {
        if (event.fields().stream().anyMatch(f -> def.name().equals(f.type().enumName()))) {
          usedBy.add(new EventRef(event.symbol(), eventAnchor(event)));
        }
      }
      enums.add(
          new IndexEnum(
              def.name(), enumAnchor(def.name()), oneLine(def.description()), values,
              def.values().stream().anyMatch(v -> !v.description().isEmpty()), usedBy));
    }
    List<IndexType> types = new ArrayList<>();
    for (FieldKind kind : FieldKind.values()) {
      String cType = kind == FieldKind.ENUM ? "enum <Name>" : CEncoderEmitter.cType(FieldType.of(kind));
      types.add(new IndexType(kind.keyword(), typeAnchor(kind), cType, kind.maxBytes()));
    }
    return Templates.render(
        "docs/events.md.ftl",
        Map.ofEntries(
            Map.entry("source", catalogue.sourceName()),
            Map.entry("version", new IndexVersion(catalogue.sourceName())),
            Map.entry("regenerate", regenerate),
            Map.entry("fingerprint", Fingerprint.hex(catalogue.fingerprint())),
            Map.entry("eventCount", catalogue.events().size()),
            Map.entry("groups", groups),
            Map.entry("enums", enums),
            Map.entry("types", types),
            Map.entry("tsMaxBytes", FieldKind.U64.maxBytes()),
            Map.entry("maxStrLen", CEncoderEmitter.DEFAULT_MAX_STR_LEN),
            Map.entry("defaultMaxLength", FieldType.DEFAULT_MAX_LENGTH)));
  }

  /** {@code evt-freertos-task-switched-in}: derived from the symbol, which is unique. */
  public static String eventAnchor(Event event) {
    return "evt-" + event.symbol().replace('_', '-');
  }

  public static String groupAnchor(String group) {
    return "group-" + group.replace('_', '-');
  }

  public static String enumAnchor(String enumName) {
    return "enum-" + enumName.toLowerCase(Locale.ROOT);
  }

  public static String typeAnchor(FieldKind kind) {
    return "type-" + kind.keyword();
  }

  private static IndexEvent event(Event event) {
    List<IndexField> fields = new ArrayList<>();
    event.required().forEach(f -> fields.add(field(f, "required")));
    event.optional().forEach(f -> fields.add(field(f, "optional")));
    event.varlen().ifPresent(f -> fields.add(field(f, "varlen")));
    List<IndexEncoder> encoders = new ArrayList<>();
    for (CEncoderEmitter.CEncoder encoder : CEncoderEmitter.encoders(event)) {
      encoders.add(new IndexEncoder(encoder.summary(), encoder.signature()));
    }
    return new IndexEvent(
        event.name(),
        event.symbol(),
        eventAnchor(event),
        String.format("0x%02X", event.id()),
        event.metadata(),
        "EVT_" + CEncoderEmitter.macroStem(event) + "_MAXLEN",
        CEncoderEmitter.maxlen(event),
        CEncoderEmitter.maxlenBytes(event, CEncoderEmitter.DEFAULT_MAX_STR_LEN),
        event.varlen().isPresent(),
        !event.optional().isEmpty(),
        oneLine(event.description()),
        fields,
        event.fields().stream().anyMatch(f -> !f.description().isEmpty()),
        encoders);
  }

  private static IndexField field(Field field, String presence) {
    FieldType type = field.type();
    String anchor = type.isEnum() ? enumAnchor(type.enumName()) : typeAnchor(type.kind());
    return new IndexField(field.name(), type.spelling(), anchor, type.isEnum(), presence, cell(field.description()));
  }

  /** Text for a paragraph or list item: YAML block scalars may hold line breaks. */
  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s*\\R\\s*", " ");
  }

  /** Text for a table cell, where a '|' would end the cell. */
  private static String cell(String text) {
    return oneLine(text).replace("|", "\\|");
  }
}
