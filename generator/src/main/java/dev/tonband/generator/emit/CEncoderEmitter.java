// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldType;
import dev.tonband.generator.catalogue.Group;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes {@code generated-c/tband_encode.h}: framing primitives, enums and one encoder per event variant. */
public final class CEncoderEmitter {
  public static final String HEADER = "generated-c/tband_encode.h";

  /** The default of {@code tband_configMAX_STR_LEN}, as the header defines it. */
  public static final int DEFAULT_MAX_STR_LEN = 20;

  private CEncoderEmitter() {}

  /**
   * A field as the encoders take it: its name, the wire kind that picks the put function, its C
   * type (of one element for an array), its array length (0 for one value) and its maximum
   * length (bytes and string).
   */
  public record CField(String name, String kind, String cType, int arrayLength, int maxLength) {
    /** The C parameters of the field: one, or for bytes the pointer and then its length. */
    public List<CParameter> parameters() {
      if (arrayLength > 0) {
        return List.of(new CParameter(name, "const " + cType + " " + name + "[" + arrayLength + "]",
            "const " + cType + " *" + name));
      }
      String declaration = cType + (cType.endsWith("*") ? "" : " ") + name;
      if (kind.equals("bytes")) {
        String length = "size_t " + name + "_len";
        return List.of(new CParameter(name, declaration, declaration), new CParameter(name + "_len", length, length));
      }
      return List.of(new CParameter(name, declaration, declaration));
    }
  }

  /**
   * One C parameter: its name, its declaration in a parameter list ({@code const int16_t
   * axes[3]}) and as a struct member, which holds an array by its pointer ({@code const int16_t
   * *axes}).
   */
  public record CParameter(String name, String declaration, String member) {}

  /**
   * One encoder function. {@code signature} is its declaration as the header writes it, without
   * the body: {@code static inline size_t encode_isr_enter(uint8_t buf[EVT_ISR_ENTER_MAXLEN], ...)}.
   */
  public record CEncoder(String function, String summary, List<CField> fields, String signature) {}

  /** The macros and encoders of one event. */
  public record CEvent(
      String macroStem, String idHex, boolean metadata, boolean timestamp, String maxlen,
      String description, List<CEncoder> encoders) {}

  public record CGroup(String name, String description, List<CEvent> events) {}

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    emit(catalogue, out, "");
  }

  /** @param regenerate how the banner tells to regenerate, or "" for the checkout's own way */
  public static void emit(Catalogue catalogue, GeneratedFiles out, String regenerate) {
    List<CGroup> groups = new ArrayList<>();
    int strFixedMax = 0;
    for (Group group : catalogue.groups()) {
      List<CEvent> events = new ArrayList<>();
      for (Event event : group.events()) {
        events.add(event(catalogue, event));
        if (event.varlen().isPresent()) {
          strFixedMax = Math.max(strFixedMax, event.maxFixedPayload());
        }
      }
      groups.add(new CGroup(group.name(), group.description(), events));
    }
    out.add(
        HEADER,
        Templates.render(
            "c/tband_encode.h.ftl",
            Map.of(
                "source", catalogue.sourceName(),
                "regenerate", regenerate,
                "fingerprint", Fingerprint.hex(catalogue.fingerprint()),
                "enums", catalogue.enums(),
                "groups", groups,
                "strFixedMax", strFixedMax,
                "defaultMaxStrLen", DEFAULT_MAX_STR_LEN)));
  }

  /** The macro stem of an event: {@code ISR_ENTER}, {@code FREERTOS_TASK_SWITCHED_IN}. */
  public static String macroStem(Event event) {
    return event.symbol().toUpperCase(Locale.ROOT);
  }

  /** {@code COBS_MAXLEN(n)}: the worst-case framed size of an n-byte payload, delimiter included. */
  public static int cobsMaxlen(int n) {
    return n == 0 ? 2 : 1 + (n + 253) / 254 + n;
  }

  /** The value of an event's {@code EVT_*_MAXLEN} when strings are at most {@code maxStrLen} bytes. */
  public static int maxlenBytes(Event event, int maxStrLen) {
    return cobsMaxlen(event.maxFixedPayload() + (event.varlen().isPresent() ? maxStrLen : 0));
  }

  /** The C expression for the framed worst-case size of an event. */
  public static String maxlen(Event event) {
    int fixed = event.maxFixedPayload();
    return event.varlen().isPresent()
        ? "COBS_MAXLEN(" + fixed + " + tband_configMAX_STR_LEN)"
        : "COBS_MAXLEN(" + fixed + ")";
  }

  /** The encoders of an event, one per {@link Event#variants() variant}, in header order. */
  public static List<CEncoder> encoders(Event event) {
    List<CEncoder> encoders = new ArrayList<>();
    for (Event.Variant variant : event.variants()) {
      List<CField> fields = new ArrayList<>();
      event.required().forEach(f -> fields.add(field(f)));
      event.optional().subList(0, variant.optionalCount()).forEach(f -> fields.add(field(f)));
      event.varlen().ifPresent(f -> fields.add(field(f)));
      String function = "encode_" + variant.symbol();
      encoders.add(new CEncoder(function, summary(event, variant), fields, signature(event, function, fields)));
    }
    return List.copyOf(encoders);
  }

  private static String signature(Event event, String function, List<CField> fields) {
    StringBuilder s = new StringBuilder("static inline size_t ").append(function)
        .append("(uint8_t buf[EVT_").append(macroStem(event)).append("_MAXLEN]");
    if (event.hasTimestamp()) {
      s.append(", uint64_t ts");
    }
    for (CField f : fields) {
      f.parameters().forEach(p -> s.append(", ").append(p.declaration()));
    }
    return s.append(')').toString();
  }

  private static CEvent event(Catalogue catalogue, Event event) {
    List<CEncoder> encoders = encoders(event);
    return new CEvent(
        macroStem(event),
        String.format("0x%02X", event.id()),
        event.metadata(),
        event.hasTimestamp(),
        maxlen(event),
        event.description(),
        encoders);
  }

  private static String summary(Event event, Event.Variant variant) {
    int all = event.optional().size();
    if (all == 0) {
      return "";
    }
    if (variant.optionalCount() == all) {
      return "With every optional field.";
    }
    if (variant.optionalCount() == 0) {
      return "Without optional fields.";
    }
    return "With the optional fields up to '" + event.optional().get(variant.optionalCount() - 1).name() + "'.";
  }

  private static CField field(Field field) {
    FieldType type = field.type();
    return new CField(field.name(), type.kind().keyword(), cType(type), type.arrayLength(), type.maxLength());
  }

  /**
   * The C parameter type of a field type, of one element for an array: {@code uint32_t}, {@code
   * enum FrQueueKind}, {@code const char *}.
   */
  public static String cType(FieldType type) {
    return switch (type.kind()) {
      case U8 -> "uint8_t";
      case U16 -> "uint16_t";
      case U32 -> "uint32_t";
      case U64 -> "uint64_t";
      case S8 -> "int8_t";
      case S16 -> "int16_t";
      case S32 -> "int32_t";
      case S64 -> "int64_t";
      case BOOL -> "bool";
      case F32 -> "float";
      case F64 -> "double";
      case ENUM -> "enum " + type.enumName();
      case STR, STRING -> "const char *";
      case BYTES -> "const uint8_t *";
    };
  }

}
