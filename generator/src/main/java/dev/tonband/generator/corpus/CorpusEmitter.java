// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.emit.GeneratedLicense;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import dev.tonband.generator.emit.CEncoderEmitter;
import dev.tonband.generator.emit.Templates;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the language-neutral decoder test corpus into {@code corpus/}: JSON cases, binary
 * streams with their expectations, and the C programs that check the generated encoders
 * against the same cases.
 */
public final class CorpusEmitter {
  public static final String DIR = "corpus";
  static final long MIXED_SEED = 0x70BA4DL;

  /** One line per case or event: nesting deeper than that stays on the line, which keeps files small. */
  private static final int LINE_DEPTH = 3;

  private static final ObjectWriter JSON =
      new ObjectMapper()
          .writer(new DefaultPrettyPrinter().withObjectIndenter(new ShallowIndenter())
              .withArrayIndenter(new ShallowIndenter()));

  /** Indents like Jackson's default (with "\n" on every platform) down to LINE_DEPTH, then goes inline. */
  private static final class ShallowIndenter implements DefaultPrettyPrinter.Indenter {
    private final DefaultIndenter lines = new DefaultIndenter("  ", "\n");

    @Override
    public void writeIndentation(com.fasterxml.jackson.core.JsonGenerator g, int level) throws java.io.IOException {
      if (level <= LINE_DEPTH) {
        lines.writeIndentation(g, level);
      } else {
        g.writeRaw(' ');
      }
    }

    @Override
    public boolean isInline() {
      return false;
    }
  }

  private CorpusEmitter() {}

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    out.own(DIR);
    CorpusBuilder builder = new CorpusBuilder(catalogue);
    ReferenceEncoder encoder = builder.encoder();
    String banner = "Generated from " + catalogue.sourceName() + " by the Tonband generator; do not edit. "
        + GeneratedLicense.TERMS + ".";

    List<CorpusBuilder.EncodeCase> cases = builder.encodeCases();
    encodeCases(out, "encode-cases", "encode_cases", cases, encoder, catalogue.sourceName(), banner);
    List<CorpusBuilder.EncodeCase> longCases = builder.longStringCases();
    encodeCases(out, "long-string-cases", "long_string_cases", longCases, builder.longStringEncoder(),
        catalogue.sourceName(), banner);

    List<CorpusBuilder.StreamCase> errorCases = builder.errorCases();
    List<Map<String, Object>> errorJson = new ArrayList<>();
    for (CorpusBuilder.StreamCase c : errorCases) {
      errorJson.add(streamJson(c, encoder));
      out.add(DIR + "/streams/errors/" + c.name() + ".bin", c.stream());
    }
    out.add(DIR + "/error-cases.json", json(document(banner, encoder, Map.of("cases", errorJson))));

    List<CorpusBuilder.MixedFrame> mixed = builder.mixedStream(MIXED_SEED);
    java.io.ByteArrayOutputStream mixedStream = new java.io.ByteArrayOutputStream();
    List<Map<String, Object>> frames = new ArrayList<>();
    for (CorpusBuilder.MixedFrame frame : mixed) {
      mixedStream.writeBytes(frame.bytes());
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("frame", hex(frame.bytes()));
      if (frame.event() != null) {
        json.putAll(eventJson(frame.event(), encoder));
      } else {
        json.put("error", frame.error());
      }
      frames.add(json);
    }
    out.add(DIR + "/streams/mixed.bin", mixedStream.toByteArray());
    Map<String, Object> mixedJson = new LinkedHashMap<>();
    mixedJson.put("name", "mixed");
    mixedJson.put("description", CorpusBuilder.MIXED_PER_EVENT + " random instances of every event, with damage sprinkled in");
    mixedJson.put("stream", "streams/mixed.bin");
    mixedJson.put("frames", frames);
    out.add(DIR + "/streams/mixed.expected.json", json(document(banner, encoder, mixedJson)));

    List<RandomEncoder> randomEncoders = randomEncoders(catalogue);
    List<String> kinds = randomEncoders.stream().flatMap(e -> e.fields().stream()).map(RandomField::kind).distinct().toList();
    out.add(DIR + "/c/random_events.c", Templates.render("corpus/random_events.c.ftl",
        Map.of("source", catalogue.sourceName(), "enums", usedEnums(catalogue), "encoders", randomEncoders, "kinds", kinds)));
    out.add(DIR + "/README.md", Templates.render("corpus/README.md.ftl",
        Map.of("source", catalogue.sourceName(), "cases", cases.size(), "longCases", longCases.size(),
            "errorCases", errorCases.stream().map(CorpusBuilder.StreamCase::name).toList(),
            "mixedFrames", mixed.size(), "perEvent", CorpusBuilder.MIXED_PER_EVENT,
            "maxStrLen", CorpusBuilder.MAX_STR_LEN, "longMaxStrLen", CorpusBuilder.LONG_MAX_STR_LEN,
            "defaultMaxStrLen", CEncoderEmitter.DEFAULT_MAX_STR_LEN)));
  }

  /**
   * A set of encode cases: {@code NAME.json}, the frames concatenated as {@code
   * streams/NAME.bin}, and the C program {@code c/PROGRAM.c} that checks the generated encoders
   * against them, built with the encoder's string limit.
   */
  private static void encodeCases(
      GeneratedFiles out, String name, String program, List<CorpusBuilder.EncodeCase> cases, ReferenceEncoder encoder,
      String source, String banner) {
    List<Map<String, Object>> caseJson = new ArrayList<>();
    List<Map<String, Object>> cCases = new ArrayList<>();
    java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
    for (CorpusBuilder.EncodeCase c : cases) {
      byte[] frame = c.event().frame(encoder);
      all.writeBytes(frame);
      Map<String, Object> json = eventJson(c.event(), encoder);
      json.put("name", c.name());
      json.put("encoder", "encode_" + c.event().variant().symbol());
      json.put("inputs", c.event().inputs());
      json.put("frame", hex(frame));
      caseJson.add(reorder(json, "name", "event", "group", "id", "encoder", "inputs", "frame", "fields"));
      cCases.add(cCase(c, frame));
    }
    out.add(DIR + "/" + name + ".json", json(document(banner, encoder, Map.of("cases", caseJson))));
    out.add(DIR + "/streams/" + name + ".bin", all.toByteArray());
    out.add(DIR + "/c/" + program + ".c", Templates.render("corpus/encode_cases.c.ftl",
        Map.of("source", source, "program", program, "json", name + ".json", "cases", cCases,
            "maxStrLen", encoder.maxStrLen(), "defaultMaxStrLen", CEncoderEmitter.DEFAULT_MAX_STR_LEN,
            "f32", uses(cases, FieldKind.F32), "f64", uses(cases, FieldKind.F64))));
  }

  /** Whether a case passes a field of the kind (the C program declares only the helpers it calls). */
  private static boolean uses(List<CorpusBuilder.EncodeCase> cases, FieldKind kind) {
    return cases.stream().anyMatch(c -> ReferenceEncoder.variantFields(c.event().event(), c.event().variant()).stream()
        .anyMatch(f -> f.type().kind() == kind));
  }

  /** A C argument for the random generator: its name, kind, C type and enum. */
  public record RandomField(String name, String kind, String cType, String enumName) {}

  public record RandomEncoder(String function, boolean timestamp, List<RandomField> fields) {}

  /** Enums some field of a randomly written event uses: C warns about tables nothing reads. */
  private static List<dev.tonband.generator.catalogue.EnumDef> usedEnums(Catalogue catalogue) {
    return catalogue.enums().stream()
        .filter(e -> catalogue.events().stream().filter(CorpusEmitter::randomKinds).flatMap(ev -> ev.fields().stream())
            .anyMatch(f -> e.name().equals(f.type().enumName())))
        .toList();
  }

  private static List<RandomEncoder> randomEncoders(Catalogue catalogue) {
    List<RandomEncoder> encoders = new ArrayList<>();
    for (dev.tonband.generator.catalogue.Event event : catalogue.events()) {
      if (!randomKinds(event)) {
        continue;
      }
      for (dev.tonband.generator.catalogue.Event.Variant variant : event.variants()) {
        List<RandomField> fields = new ArrayList<>();
        for (dev.tonband.generator.catalogue.Field f : ReferenceEncoder.variantFields(event, variant)) {
          fields.add(new RandomField(f.name(), f.type().kind().keyword(), CEncoderEmitter.cType(f.type()), f.type().enumName()));
        }
        encoders.add(new RandomEncoder("encode_" + variant.symbol(), event.hasTimestamp(), fields));
      }
    }
    return encoders;
  }

  /**
   * Whether the random writer has values for every field of the event: the types of Tonband's
   * own catalogue. Events with the types added for application events (u16, s8 to s32, bool,
   * floats, bytes, string, arrays) are checked by the encode cases instead.
   */
  private static boolean randomKinds(dev.tonband.generator.catalogue.Event event) {
    return event.fields().stream().allMatch(f -> !f.type().isArray() && switch (f.type().kind()) {
      case U8, U32, U64, S64, ENUM, STR -> true;
      default -> false;
    });
  }

  /** Format 2: the mixed stream's expectation lists frames (format 1 listed events and errors with offsets). */
  private static Map<String, Object> document(String banner, ReferenceEncoder encoder, Map<String, Object> body) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("comment", banner);
    doc.put("format", 2);
    doc.put("maxStrLen", encoder.maxStrLen());
    doc.putAll(body);
    return doc;
  }

  private static Map<String, Object> eventJson(CorpusEvent event, ReferenceEncoder encoder) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("event", event.event().name());
    json.put("group", event.event().group());
    json.put("id", event.event().id());
    json.put("fields", event.decoded(encoder));
    return json;
  }

  private static Map<String, Object> streamJson(CorpusBuilder.StreamCase c, ReferenceEncoder encoder) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("name", c.name());
    json.put("description", c.description());
    json.put("stream", hex(c.stream()));
    json.put("errors", c.errors());
    json.put("events", c.events().stream().map(e -> eventJson(e, encoder)).toList());
    return json;
  }

  /** What the C check needs of a case: the call's arguments as C literals, and the expected frame. */
  private static Map<String, Object> cCase(CorpusBuilder.EncodeCase c, byte[] frame) {
    CorpusEvent event = c.event();
    List<String> arguments = new ArrayList<>();
    int next = 0;
    if (event.event().hasTimestamp()) {
      arguments.add(cLiteral(FieldType.of(FieldKind.U64), event.values().get(next++)));
    }
    for (Field field : ReferenceEncoder.variantFields(event.event(), event.variant())) {
      arguments.add(cLiteral(field.type(), event.values().get(next++)));
    }
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("name", c.name());
    map.put("function", "encode_" + event.variant().symbol());
    map.put("maxlen", "EVT_" + CEncoderEmitter.macroStem(event.event()) + "_MAXLEN");
    map.put("arguments", String.join(", ", arguments));
    map.put("frame", cBytes(frame));
    map.put("frameLength", frame.length);
    return map;
  }

  /**
   * A value as C source: integers with their type's limits named, a float from its raw bits
   * (f32_bits() and f64_bits() of the encode-case program, as no literal spells a NaN payload),
   * bytes as a string literal and its length, an array as a compound literal.
   */
  private static String cLiteral(FieldType type, Object value) {
    if (type.isArray()) {
      FieldType element = FieldType.of(type.kind());
      return "(const " + CEncoderEmitter.cType(type) + "[]){"
          + String.join(", ", ((List<?>) value).stream().map(v -> cLiteral(element, v)).toList()) + "}";
    }
    return switch (type.kind()) {
      case U8 -> "(uint8_t)" + value + "u";
      case U16 -> "(uint16_t)" + value + "u";
      case U32 -> "UINT32_C(" + value + ")";
      case U64 -> "UINT64_C(" + Long.toUnsignedString((Long) value) + ")";
      case S8 -> "(int8_t)" + value;
      case S16 -> "(int16_t)" + value;
      case S32 -> (Long) value == Integer.MIN_VALUE ? "INT32_MIN" : "INT32_C(" + value + ")";
      case S64 -> (Long) value == Long.MIN_VALUE ? "INT64_MIN" : "INT64_C(" + value + ")";
      case BOOL -> value.toString();
      case F32 -> String.format("f32_bits(UINT32_C(0x%08X))", (Long) value);
      case F64 -> String.format("f64_bits(UINT64_C(0x%016X))", (Long) value);
      case ENUM -> (String) value;
      case STR, STRING -> cString(((String) value).getBytes(java.nio.charset.StandardCharsets.UTF_8));
      case BYTES -> "(const uint8_t *)" + cString((byte[]) value) + ", " + ((byte[]) value).length;
    };
  }

  /** A C string literal; non-ASCII bytes as 3-digit octal escapes, which cannot run on. */
  private static String cString(byte[] bytes) {
    StringBuilder out = new StringBuilder("\"");
    for (byte b : bytes) {
      int c = b & 0xFF;
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\' && c != '?') {
        out.append((char) c);
      } else {
        out.append(String.format("\\%03o", c));
      }
    }
    return out.append('"').toString();
  }

  private static String cBytes(byte[] bytes) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < bytes.length; i++) {
      out.append(i == 0 ? "" : ", ").append(String.format("0x%02X", bytes[i] & 0xFF));
    }
    return out.toString();
  }

  private static Map<String, Object> reorder(Map<String, Object> map, String... keys) {
    Map<String, Object> ordered = new LinkedHashMap<>();
    for (String key : keys) {
      ordered.put(key, map.get(key));
    }
    return ordered;
  }

  static String hex(byte[] bytes) {
    return HexFormat.of().withUpperCase().formatHex(bytes);
  }

  private static String json(Object value) {
    try {
      return JSON.writeValueAsString(value) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
