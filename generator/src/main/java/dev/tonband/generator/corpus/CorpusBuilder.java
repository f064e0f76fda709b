// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.EnumDef;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import dev.tonband.generator.emit.CEncoderEmitter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * Builds the decoder test corpus from a catalogue: encode cases, long-string cases, error cases
 * and a long mixed stream. Any valid catalogue gives a corpus: a case that needs an event the
 * catalogue lacks (an enum field, a string) is left out, as that catalogue cannot meet it.
 *
 * <p>Adding an event adds to the corpus and rewrites nothing: cases are listed event by event,
 * and each event's share of the mixed stream comes from a random sequence of its own.
 */
public final class CorpusBuilder {
  /** The string limit the corpus is built for: the C encoder's default. */
  public static final int MAX_STR_LEN = CEncoderEmitter.DEFAULT_MAX_STR_LEN;

  /** The string limit of the long-string cases: frames of two and more 254-byte COBS blocks. */
  public static final int LONG_MAX_STR_LEN = 512;

  /** Lengths of the zero-free run a long-string case ends in: around one and two full COBS blocks. */
  static final List<Integer> COBS_RUNS = List.of(253, 254, 255, 508, 509);

  /** Instances of each event in the mixed stream. */
  static final int MIXED_PER_EVENT = 24;

  static final long TYPICAL_TS = 1_000_000L;

  private final Catalogue catalogue;
  private final ReferenceEncoder encoder;

  public CorpusBuilder(Catalogue catalogue) {
    this.catalogue = catalogue;
    this.encoder = new ReferenceEncoder(catalogue, MAX_STR_LEN);
  }

  public ReferenceEncoder encoder() {
    return encoder;
  }

  /** A named event instance. */
  public record EncodeCase(String name, CorpusEvent event) {}

  /**
   * Every event and optional-field variant: one case with typical values, then each field (and
   * the timestamp) in turn at each of its boundary values, the other fields typical.
   */
  public List<EncodeCase> encodeCases() {
    List<EncodeCase> cases = new ArrayList<>();
    for (Event event : catalogue.events()) {
      for (Event.Variant variant : event.variants()) {
        List<Field> fields = ReferenceEncoder.variantFields(event, variant);
        List<Object> typical = typicalValues(event, variant);
        cases.add(new EncodeCase(variant.symbol() + "/typical", new CorpusEvent(event, variant, typical)));
        int offset = 0;
        if (event.hasTimestamp()) {
          for (Long ts : Boundaries.U64) {
            cases.add(withValue(event, variant, typical, 0, "ts", FieldType.of(FieldKind.U64), ts));
          }
          offset = 1;
        }
        for (int i = 0; i < fields.size(); i++) {
          Field field = fields.get(i);
          for (Object value : Boundaries.of(catalogue, field, MAX_STR_LEN)) {
            cases.add(withValue(event, variant, typical, offset + i, field.name(), field.type(), value));
          }
        }
      }
    }
    return cases;
  }

  private EncodeCase withValue(
      Event event, Event.Variant variant, List<Object> typical, int index, String field, FieldType type, Object value) {
    List<Object> values = new ArrayList<>(typical);
    values.set(index, value);
    String shown = value instanceof String text && type.kind() != FieldKind.ENUM
        ? text.length() + "chars:" + escape(text) : CorpusValue.canonical(type, value);
    return new EncodeCase(variant.symbol() + "/" + field + "=" + shown, new CorpusEvent(event, variant, values));
  }

  private static String escape(String s) {
    StringBuilder out = new StringBuilder();
    s.codePoints().forEach(c -> out.append(c < 0x80 ? Character.toString(c) : String.format("U+%04X", c)));
    return out.toString();
  }

  // ---- long strings --------------------------------------------------------------------------

  /** The encoder of the long-string cases, which cuts strings at {@link #LONG_MAX_STR_LEN}. */
  public ReferenceEncoder longStringEncoder() {
    return new ReferenceEncoder(catalogue, LONG_MAX_STR_LEN);
  }

  /**
   * Strings long enough for frames of several COBS blocks, as encoders built with a large
   * tband_configMAX_STR_LEN write them. For the first event of each layout of fields before a
   * string (timestamp or not, field types): strings that make the frame's last zero-free run
   * 253, 254 (a full block, no trailing code), 255, 508 and 509 bytes long; one of exactly
   * {@link #LONG_MAX_STR_LEN} bytes, one cut there, and one cut before a 2-byte character that
   * straddles the limit.
   */
  public List<EncodeCase> longStringCases() {
    ReferenceEncoder longEncoder = longStringEncoder();
    Map<List<Object>, Event> byLayout = new LinkedHashMap<>();
    for (Event event : catalogue.events()) {
      if (event.varlen().isPresent()) {
        List<Object> layout = new ArrayList<>(List.of(event.hasTimestamp()));
        event.required().forEach(f -> layout.add(f.type()));
        byLayout.putIfAbsent(layout, event);
      }
    }
    List<EncodeCase> cases = new ArrayList<>();
    for (Event event : byLayout.values()) {
      Event.Variant variant = event.variants().get(0);
      List<Object> values = typicalValues(event, variant);
      int stringAt = values.size() - 1;
      values.set(stringAt, "");
      byte[] prefix = longEncoder.payload(event, variant, values);
      int lastZero = -1;
      for (int i = 0; i < prefix.length; i++) {
        lastZero = prefix[i] == 0 ? i : lastZero;
      }
      int prefixRun = prefix.length - lastZero - 1;
      String name = event.varlen().orElseThrow().name();
      for (int run : COBS_RUNS) {
        int length = run - prefixRun;
        if (length >= 0 && length <= LONG_MAX_STR_LEN) {
          cases.add(longCase(event, variant, values, stringAt, name, letters(length), "run" + run));
        }
      }
      cases.add(longCase(event, variant, values, stringAt, name, letters(LONG_MAX_STR_LEN), "max"));
      cases.add(longCase(event, variant, values, stringAt, name, letters(LONG_MAX_STR_LEN + 7), "cut"));
      cases.add(longCase(event, variant, values, stringAt, name, letters(LONG_MAX_STR_LEN - 1) + "\u00e9", "cut-utf8"));
    }
    return cases;
  }

  private static EncodeCase longCase(
      Event event, Event.Variant variant, List<Object> values, int stringAt, String field, String text, String what) {
    List<Object> withString = new ArrayList<>(values);
    withString.set(stringAt, text);
    return new EncodeCase(
        event.symbol() + "/" + field + "=" + text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + "bytes(" + what + ")",
        new CorpusEvent(event, variant, withString));
  }

  /** {@code length} ASCII letters. */
  private static String letters(int length) {
    StringBuilder out = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      out.append((char) ('a' + i % 26));
    }
    return out.toString();
  }

  // ---- error cases -------------------------------------------------------------------------

  /** An expected decoder error: its kind, the offset of its frame's first byte, and that frame's index. */
  public record ExpectedError(String kind, long offset, long frameIndex) {}

  /** A stream and everything a decoder must make of it. */
  public record StreamCase(String name, String description, byte[] stream, List<CorpusEvent> events, List<ExpectedError> errors) {}

  /**
   * One case per decoder error kind the catalogue can meet: a good event, the bad frame, another
   * good event, so that each case also shows decoding resumes after the damage.
   */
  public List<StreamCase> errorCases() {
    CorpusEvent good = typicalInstance(closedEvent(e -> endsInVarint(e)).or(() -> closedEvent(e -> true))
        .orElse(catalogue.events().get(0)));
    List<StreamCase> cases = new ArrayList<>();
    cases.add(between("empty_frame", "two delimiters in a row", good, new byte[] {0}, "EMPTY_FRAME"));
    cases.add(between("empty_payload", "a frame that decodes to nothing", good, new byte[] {1, 0}, "EMPTY_FRAME"));
    cases.add(between("cobs_overrun", "a code byte pointing past the end of its frame",
        good, new byte[] {5, 4, 1, 0}, "COBS_OVERRUN"));
    unusedId().ifPresent(id -> cases.add(between("unknown_event_id", String.format("event id 0x%02X is not in the catalogue", id),
        good, ReferenceEncoder.cobs(new byte[] {id.byteValue(), 1}), "UNKNOWN_EVENT_ID")));
    Optional<Event> endsInVarint = closedEvent(e -> endsInVarint(e));
    endsInVarint.ifPresentOrElse(
        event -> varintCases(event, good, cases),
        () -> closedEvent(e -> lastElement(e).isPresent()).ifPresent(event -> cases.add(truncatedField(event, good, "truncated_field"))));
    closedEvent(e -> true).ifPresent(event -> {
      byte[] payload = payload(typicalInstance(event));
      cases.add(between("loose_bytes", "a byte after the last field of " + event.name(),
          good, ReferenceEncoder.cobs(concat(payload, new byte[] {9})), "LOOSE_BYTES"));
    });
    undeclaredEnumValue(good).ifPresent(cases::add);
    invalidBool(good).ifPresent(cases::add);
    closedEvent(e -> lastElement(e).filter(f -> f.type().kind().isSized()).isPresent())
        .ifPresent(event -> cases.add(truncatedRun(event, good)));
    closedEvent(e -> lastElement(e).filter(f -> f.type().kind().isFloat()).isPresent())
        .ifPresent(event -> cases.add(truncatedField(event, good, "truncated_float")));
    invalidUtf8(good).ifPresent(cases::add);
    byte[] goodFrame = good.frame(encoder);
    byte[] cut = Arrays.copyOf(goodFrame, goodFrame.length - 1);
    cases.add(new StreamCase("trailing_bytes", "the stream ends inside a frame", concat(goodFrame, cut),
        List.of(good), List.of(new ExpectedError("TRAILING_BYTES", goodFrame.length, 1))));
    endsInVarint.ifPresent(event -> cases.add(paddedVarint(event)));
    return cases;
  }

  /** The cases built by damaging the varint an event without optional or varlen fields ends in. */
  private void varintCases(Event event, CorpusEvent good, List<StreamCase> cases) {
    CorpusEvent instance = typicalInstance(event);
    byte[] payload = payload(instance);
    FieldKind kind = lastElement(event).orElseThrow().type().kind();
    byte[] head = Arrays.copyOf(payload, payload.length - lastValueBytes(event, instance).length);
    boolean u32 = kind == FieldKind.U32;
    String varint = u32 ? "a u32" : "a " + kind.keyword();
    cases.add(truncatedField(event, good, "truncated_field"));
    cases.add(between("truncated_varint", "the frame ends inside a varint (continuation bit set)",
        good, ReferenceEncoder.cobs(concat(head, new byte[] {(byte) 0x81})), "TRUNCATED_FIELD"));
    cases.add(between("varint_too_long", varint + " of " + (u32 ? 6 : 11) + " bytes",
        good, ReferenceEncoder.cobs(concat(head, hex(u32 ? "808080808001" : "8080808080808080808001"))), "VARINT_TOO_LONG"));
    cases.add(between("varint_too_wide", varint + " whose last byte sets bit " + (u32 ? 32 : 64),
        good, ReferenceEncoder.cobs(concat(head, hex(u32 ? "FFFFFFFF1F" : "FFFFFFFFFFFFFFFFFF02"))), "VARINT_TOO_WIDE"));
  }

  /** The event with its last varint written one byte longer than needed, as 80 00 writes 0. */
  private StreamCase paddedVarint(Event event) {
    CorpusEvent instance = typicalInstance(event);
    byte[] payload = payload(instance);
    byte[] last = lastValueBytes(event, instance);
    byte[] padded = concat(last, new byte[] {0});
    padded[last.length - 1] |= (byte) 0x80;
    byte[] head = Arrays.copyOf(payload, payload.length - last.length);
    return new StreamCase("padded_varint", "zero-padded varints such as 80 00 are accepted",
        ReferenceEncoder.cobs(concat(head, padded)), List.of(instance), List.of());
  }

  private StreamCase truncatedField(Event event, CorpusEvent good, String name) {
    byte[] payload = payload(typicalInstance(event));
    return between(name, "the frame ends where " + event.name() + "'s last field should be",
        good, ReferenceEncoder.cobs(Arrays.copyOf(payload, payload.length - 1)), "TRUNCATED_FIELD");
  }

  /** A bytes or string field whose length says 3 bytes more than the frame holds. */
  private StreamCase truncatedRun(Event event, CorpusEvent good) {
    CorpusEvent instance = typicalInstance(event);
    byte[] payload = payload(instance);
    byte[] last = lastValueBytes(event, instance);
    byte[] head = Arrays.copyOf(payload, payload.length - last.length);
    byte[] longer = last.clone();
    longer[0] += 3; // the typical value is short: its length is a one-byte varint
    return between("truncated_length", "the length of " + event.name() + "'s last field runs past the frame's end",
        good, ReferenceEncoder.cobs(concat(head, longer)), "TRUNCATED_FIELD");
  }

  /** A bool field holding 2: a bool is the enum false = 0, true = 1, and is reported as one. */
  private Optional<StreamCase> invalidBool(CorpusEvent good) {
    for (Event event : catalogue.events()) {
      List<Field> required = event.required();
      for (int i = 0; i < required.size(); i++) {
        if (required.get(i).type().equals(FieldType.of(FieldKind.BOOL))) {
          return Optional.of(between("invalid_bool", "bool field " + required.get(i).name() + " of " + event.name() + " holding 0x02",
              good, ReferenceEncoder.cobs(withByte(event, i, (byte) 2)), "UNDECLARED_ENUM_VALUE"));
        }
      }
    }
    return Optional.empty();
  }

  /** The payload of the event with typical values, required field {@code index} replaced by one byte. */
  private byte[] withByte(Event event, int index, byte replacement) {
    CorpusEvent instance = typicalInstance(event);
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    payload.write(event.id());
    int next = 0;
    if (event.hasTimestamp()) {
      payload.writeBytes(encoder.value(FieldType.of(FieldKind.U64), instance.values().get(next++)));
    }
    for (int f = 0; f < event.required().size(); f++) {
      Object value = instance.values().get(next++);
      payload.writeBytes(f == index ? new byte[] {replacement} : encoder.value(event.required().get(f).type(), value));
    }
    return payload.toByteArray();
  }

  /** An enum field holding a byte its enum does not declare (0xEE, or the highest undeclared). */
  private Optional<StreamCase> undeclaredEnumValue(CorpusEvent good) {
    for (Event event : catalogue.events()) {
      for (int i = 0; i < event.required().size(); i++) {
        FieldType type = event.required().get(i).type();
        Optional<Integer> undeclared = type.isEnum() ? undeclared(catalogue.enumNamed(type.enumName())) : Optional.empty();
        if (undeclared.isPresent()) {
          return Optional.of(between("undeclared_enum_value",
              String.format("enum field %s of %s holding 0x%02X", event.required().get(i).name(), event.name(), undeclared.get()),
              good, ReferenceEncoder.cobs(withByte(event, i, undeclared.get().byteValue())), "UNDECLARED_ENUM_VALUE"));
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<Integer> undeclared(EnumDef def) {
    List<Integer> candidates = new ArrayList<>(List.of(0xEE));
    for (int value = 0xFF; value >= 0; value--) {
      candidates.add(value);
    }
    return candidates.stream().filter(value -> def.values().stream().noneMatch(v -> v.value() == value)).findFirst();
  }

  /** A string that is not UTF-8 (C3 28), which a decoder keeps, decoded lossily, with a warning. */
  private Optional<StreamCase> invalidUtf8(CorpusEvent good) {
    return catalogue.events().stream()
        .filter(e -> e.varlen().isPresent())
        .min(Comparator.comparing((Event e) -> !e.metadata()))
        .map(event -> {
          Event.Variant variant = event.variants().get(0);
          List<Object> values = typicalValues(event, variant);
          values.set(values.size() - 1, "ok");
          CorpusEvent sent = new CorpusEvent(event, variant, values);
          values.set(values.size() - 1, "ok\ufffd(");
          CorpusEvent decoded = new CorpusEvent(event, variant, values);
          byte[] goodFrame = good.frame(encoder);
          byte[] bad = ReferenceEncoder.cobs(concat(payload(sent), new byte[] {(byte) 0xC3, (byte) 0x28}));
          return new StreamCase("invalid_utf8", "a string that is not UTF-8 (C3 28): kept, decoded lossily",
              concat(goodFrame, bad, goodFrame), List.of(good, decoded, good),
              List.of(new ExpectedError("INVALID_UTF8", goodFrame.length, 1)));
        });
  }

  private StreamCase between(String name, String description, CorpusEvent good, byte[] badFrame, String kind) {
    byte[] goodFrame = good.frame(encoder);
    return new StreamCase(name, description, concat(goodFrame, badFrame, goodFrame), List.of(good, good),
        List.of(new ExpectedError(kind, goodFrame.length, 1)));
  }

  /** The first event whose frames end after its required fields (no optional or varlen field). */
  private Optional<Event> closedEvent(Predicate<Event> test) {
    return catalogue.events().stream().filter(e -> e.optional().isEmpty() && e.varlen().isEmpty()).filter(test).findFirst();
  }

  /**
   * The field a frame of the event's required fields ends in: the last required field, or the
   * timestamp (as a u64 named ts) when there is none; empty for a bare id.
   */
  private static Optional<Field> lastElement(Event event) {
    if (!event.required().isEmpty()) {
      return Optional.of(event.required().get(event.required().size() - 1));
    }
    return event.hasTimestamp()
        ? Optional.of(new Field("ts", FieldType.of(FieldKind.U64), "", event.position()))
        : Optional.empty();
  }

  private static boolean endsInVarint(Event event) {
    return lastElement(event).map(f -> !f.type().isArray() && switch (f.type().kind()) {
      case U32, U64, S64 -> true;
      default -> false;
    }).orElse(false);
  }

  /** The wire bytes of the last value of an instance of a closed event. */
  private byte[] lastValueBytes(Event event, CorpusEvent instance) {
    Object value = instance.values().get(instance.values().size() - 1);
    return encoder.value(lastElement(event).orElseThrow().type(), value);
  }

  // ---- the mixed stream --------------------------------------------------------------------

  /**
   * One frame of the mixed stream, as a decoder meets it: its bytes (delimiter included) and
   * either the event it decodes to or the error it must report.
   */
  public record MixedFrame(byte[] bytes, CorpusEvent event, String error) {}

  /**
   * {@link #MIXED_PER_EVENT} random instances of every event, in timestamp order, with damage
   * sprinkled in: frames replaced by bad ones, frames that lost their last byte, and frames
   * whose delimiter was lost. Each event draws its instances, timestamps and damage from a random
   * sequence seeded by its own name, so another event joining the catalogue inserts its frames
   * and changes none of the others.
   */
  public List<MixedFrame> mixedStream(long seed) {
    List<StreamCase> damage = errorCases().stream()
        .filter(c -> c.errors().size() == 1 && c.errors().get(0).frameIndex() == 1 && c.events().size() == 2)
        .toList();
    record Timed(long ts, String symbol, int index, MixedFrame frame) {}
    List<Timed> all = new ArrayList<>();
    for (Event event : catalogue.events()) {
      SplittableRandom random = new SplittableRandom(seed ^ ((long) event.symbol().hashCode() << 16));
      long ts = 0;
      for (int i = 0; i < MIXED_PER_EVENT; i++) {
        ts += 1 + random.nextInt(100_000);
        Event.Variant variant = event.variants().get(random.nextInt(event.variants().size()));
        CorpusEvent instance = randomInstance(event, variant, ts, random);
        all.add(new Timed(event.hasTimestamp() ? ts : 0, event.symbol(), i, damaged(event, instance, ts, damage, random)));
      }
    }
    all.sort(Comparator.comparingLong(Timed::ts).thenComparing(Timed::symbol).thenComparingInt(Timed::index));
    return all.stream().map(Timed::frame).toList();
  }

  /** The instance's frame, or with a small chance a damaged frame in its place. */
  private MixedFrame damaged(
      Event event, CorpusEvent instance, long ts, List<StreamCase> damage, SplittableRandom random) {
    byte[] frame = instance.frame(encoder);
    int roll = random.nextInt(100);
    if (roll < 3 && !damage.isEmpty()) {
      StreamCase bad = damage.get(random.nextInt(damage.size()));
      int offset = (int) bad.errors().get(0).offset();
      return new MixedFrame(Arrays.copyOfRange(bad.stream(), offset, bad.stream().length - offset), null, bad.errors().get(0).kind());
    }
    if (roll < 5 && lastGroupHasData(frame)) {
      // The last byte before the delimiter was lost: the final code now points past the end.
      byte[] cut = Arrays.copyOf(frame, frame.length - 1);
      cut[cut.length - 1] = 0;
      return new MixedFrame(cut, null, "COBS_OVERRUN");
    }
    if (roll < 6 && event.optional().isEmpty() && event.varlen().isEmpty()) {
      // The delimiter was lost: the next frame's bytes become loose bytes of this one.
      byte[] next = randomInstance(event, instance.variant(), ts, random).frame(encoder);
      return new MixedFrame(concat(Arrays.copyOf(frame, frame.length - 1), next), null, "LOOSE_BYTES");
    }
    return new MixedFrame(frame, instance, null);
  }

  /** Whether the frame's last COBS group carries data bytes, so that losing one breaks the code. */
  private static boolean lastGroupHasData(byte[] frame) {
    int at = 0;
    int last = 0;
    while (at < frame.length - 1) {
      last = at;
      at += frame[at] & 0xFF;
    }
    return (frame[last] & 0xFF) >= 2;
  }

  private CorpusEvent randomInstance(Event event, Event.Variant variant, long ts, SplittableRandom random) {
    List<Object> values = new ArrayList<>();
    if (event.hasTimestamp()) {
      values.add(ts);
    }
    for (Field field : ReferenceEncoder.variantFields(event, variant)) {
      List<Object> choices = Boundaries.of(catalogue, field, MAX_STR_LEN);
      values.add(choices.get(random.nextInt(choices.size())));
    }
    return new CorpusEvent(event, variant, values);
  }

  // ---- helpers -----------------------------------------------------------------------------

  /** Typical values for every parameter of a variant's encoder, the timestamp first. */
  private List<Object> typicalValues(Event event, Event.Variant variant) {
    List<Object> values = new ArrayList<>();
    if (event.hasTimestamp()) {
      values.add(TYPICAL_TS);
    }
    ReferenceEncoder.variantFields(event, variant).forEach(f -> values.add(Boundaries.typical(catalogue, f)));
    return values;
  }

  /** The event with typical values and every optional field. */
  private CorpusEvent typicalInstance(Event event) {
    Event.Variant variant = event.variants().get(0);
    return new CorpusEvent(event, variant, typicalValues(event, variant));
  }

  private byte[] payload(CorpusEvent event) {
    return encoder.payload(event.event(), event.variant(), event.values());
  }

  /** The highest id no event has, if any is left. */
  private Optional<Integer> unusedId() {
    for (int id = 0xFF; id >= 0; id--) {
      final int candidate = id;
      if (catalogue.events().stream().noneMatch(e -> e.id() == candidate)) {
        return Optional.of(id);
      }
    }
    return Optional.empty();
  }

  static byte[] hex(String hex) {
    return HexFormat.of().parseHex(hex);
  }

  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }
}
