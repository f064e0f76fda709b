package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.emit.CEncoderEmitter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;

/** Builds the decoder test corpus from a catalogue: encode cases, error cases and a long mixed stream. */
public final class CorpusBuilder {
  /** The string limit the corpus is built for: the C encoder's default. */
  public static final int MAX_STR_LEN = CEncoderEmitter.DEFAULT_MAX_STR_LEN;

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
        List<Object> typical = new ArrayList<>();
        if (event.hasTimestamp()) {
          typical.add(TYPICAL_TS);
        }
        fields.forEach(f -> typical.add(Boundaries.typical(catalogue, f)));
        cases.add(new EncodeCase(variant.symbol() + "/typical", new CorpusEvent(event, variant, typical)));
        int offset = 0;
        if (event.hasTimestamp()) {
          for (Long ts : Boundaries.U64) {
            cases.add(withValue(event, variant, typical, 0, "ts", FieldKind.U64, ts));
          }
          offset = 1;
        }
        for (int i = 0; i < fields.size(); i++) {
          Field field = fields.get(i);
          for (Object value : Boundaries.of(catalogue, field, MAX_STR_LEN)) {
            cases.add(withValue(event, variant, typical, offset + i, field.name(), field.type().kind(), value));
          }
        }
      }
    }
    return cases;
  }

  private EncodeCase withValue(
      Event event, Event.Variant variant, List<Object> typical, int index, String field, FieldKind kind, Object value) {
    List<Object> values = new ArrayList<>(typical);
    values.set(index, value);
    String shown = kind == FieldKind.STR ? ((String) value).length() + "chars:" + escape((String) value) : CorpusValue.canonical(kind, value);
    return new EncodeCase(variant.symbol() + "/" + field + "=" + shown, new CorpusEvent(event, variant, values));
  }

  private static String escape(String s) {
    StringBuilder out = new StringBuilder();
    s.codePoints().forEach(c -> out.append(c < 0x80 ? Character.toString(c) : String.format("U+%04X", c)));
    return out.toString();
  }

  // ---- error cases -------------------------------------------------------------------------

  /** An expected decoder error: its kind, the offset of its frame's first byte, and that frame's index. */
  public record ExpectedError(String kind, long offset, long frameIndex) {}

  /** A stream and everything a decoder must make of it. */
  public record StreamCase(String name, String description, byte[] stream, List<CorpusEvent> events, List<ExpectedError> errors) {}

  /**
   * One case per decoder error kind: a good event, the bad frame, another good event, so that
   * each case also shows decoding resumes after the damage.
   */
  public List<StreamCase> errorCases() {
    Event plain = firstEvent(e -> e.optional().isEmpty() && e.varlen().isEmpty() && e.hasTimestamp()
        && e.required().size() == 1 && e.required().get(0).type().kind() == FieldKind.U32);
    Event named = firstEvent(e -> e.varlen().isPresent() && e.metadata());
    Event withEnum = firstEvent(e -> e.required().stream().anyMatch(f -> f.type().isEnum()));
    CorpusEvent good = instance(plain, List.of(TYPICAL_TS, 7L));
    byte[] goodPayload = payload(good);
    List<StreamCase> cases = new ArrayList<>();
    cases.add(between("empty_frame", "two delimiters in a row", good, new byte[] {0}, "EMPTY_FRAME"));
    cases.add(between("empty_payload", "a frame that decodes to nothing", good, new byte[] {1, 0}, "EMPTY_FRAME"));
    cases.add(between("cobs_overrun", "a code byte pointing past the end of its frame",
        good, new byte[] {5, 4, 1, 0}, "COBS_OVERRUN"));
    cases.add(between("unknown_event_id", String.format("event id 0x%02X is not in the catalogue", unusedId()),
        good, ReferenceEncoder.cobs(new byte[] {(byte) unusedId(), 1}), "UNKNOWN_EVENT_ID"));
    cases.add(between("truncated_field", "the frame ends where " + plain.name() + "'s last field should be",
        good, ReferenceEncoder.cobs(java.util.Arrays.copyOf(goodPayload, goodPayload.length - 1)), "TRUNCATED_FIELD"));
    cases.add(between("truncated_varint", "the frame ends inside a varint (continuation bit set)",
        good, ReferenceEncoder.cobs(concat(java.util.Arrays.copyOf(goodPayload, goodPayload.length - 1), new byte[] {(byte) 0x81})),
        "TRUNCATED_FIELD"));
    byte[] head = java.util.Arrays.copyOf(goodPayload, goodPayload.length - 1);
    cases.add(between("varint_too_long", "a u32 of six bytes",
        good, ReferenceEncoder.cobs(concat(head, hex("808080808001"))), "VARINT_TOO_LONG"));
    cases.add(between("varint_too_wide", "a u32 whose fifth byte sets bit 32",
        good, ReferenceEncoder.cobs(concat(head, hex("FFFFFFFF1F"))), "VARINT_TOO_WIDE"));
    cases.add(between("loose_bytes", "a byte after the last field of " + plain.name(),
        good, ReferenceEncoder.cobs(concat(goodPayload, new byte[] {9})), "LOOSE_BYTES"));
    byte[] enumPayload = payload(typicalInstance(withEnum));
    enumPayload[enumPayload.length - 1] = (byte) 0xEE;
    cases.add(between("undeclared_enum_value", "enum field " + withEnum.name() + " holding 0xEE",
        good, ReferenceEncoder.cobs(enumPayload), "UNDECLARED_ENUM_VALUE"));
    // A warning, not an error: the event is kept with its string decoded lossily.
    CorpusEvent badUtf8 = instance(named, List.of(3L, "ok"));
    byte[] utf8Payload = concat(payload(badUtf8), new byte[] {(byte) 0xC3, (byte) 0x28});
    byte[] stream = concat(ReferenceEncoder.cobs(goodPayload), ReferenceEncoder.cobs(utf8Payload), ReferenceEncoder.cobs(goodPayload));
    long utf8Offset = ReferenceEncoder.cobs(goodPayload).length;
    cases.add(new StreamCase("invalid_utf8", "a string that is not UTF-8 (C3 28): kept, decoded lossily",
        stream, List.of(good, instance(named, List.of(3L, "ok\ufffd(")), good),
        List.of(new ExpectedError("INVALID_UTF8", utf8Offset, 1))));
    byte[] goodFrame = ReferenceEncoder.cobs(goodPayload);
    byte[] cut = java.util.Arrays.copyOf(goodFrame, goodFrame.length - 1);
    cases.add(new StreamCase("trailing_bytes", "the stream ends inside a frame", concat(goodFrame, cut),
        List.of(good), List.of(new ExpectedError("TRAILING_BYTES", goodFrame.length, 1))));
    cases.add(new StreamCase("padded_varint", "zero-padded varints such as 80 00 are accepted",
        ReferenceEncoder.cobs(concat(new byte[] {(byte) plain.id()}, hex("C0843D"), hex("8700"))),
        List.of(good), List.of()));
    return cases;
  }

  private StreamCase between(String name, String description, CorpusEvent good, byte[] badFrame, String kind) {
    byte[] goodFrame = good.frame(encoder);
    return new StreamCase(name, description, concat(goodFrame, badFrame, goodFrame), List.of(good, good),
        List.of(new ExpectedError(kind, goodFrame.length, 1)));
  }

  // ---- the long mixed stream ---------------------------------------------------------------

  /**
   * Thousands of random events with damage sprinkled in: frames replaced by bad ones, frames
   * that lost their last byte, and two frames whose delimiter was lost. The expectation lists
   * exactly the events that survive.
   */
  public StreamCase mixedStream(int events, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<StreamCase> damage = errorCases().stream()
        .filter(c -> c.errors().size() == 1 && c.errors().get(0).frameIndex() == 1 && c.events().size() == 2)
        .toList();
    List<Event> all = catalogue.events();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<CorpusEvent> survivors = new ArrayList<>();
    List<ExpectedError> errors = new ArrayList<>();
    long ts = 0;
    long frameIndex = 0;
    for (int i = 0; i < events; i++) {
      ts += 1 + random.nextInt(5000);
      Event event = all.get(random.nextInt(all.size()));
      Event.Variant variant = event.variants().get(random.nextInt(event.variants().size()));
      CorpusEvent instance = randomInstance(event, variant, ts, random);
      byte[] frame = instance.frame(encoder);
      int roll = random.nextInt(100);
      if (roll < 3) {
        StreamCase bad = damage.get(random.nextInt(damage.size()));
        byte[] badFrame = java.util.Arrays.copyOfRange(bad.stream(), (int) bad.errors().get(0).offset(),
            bad.stream().length - (int) bad.errors().get(0).offset());
        errors.add(new ExpectedError(bad.errors().get(0).kind(), out.size(), frameIndex++));
        out.writeBytes(badFrame);
      } else if (roll < 5 && lastGroupHasData(frame)) {
        // The last byte before the delimiter was lost: the final code now points past the end.
        errors.add(new ExpectedError("COBS_OVERRUN", out.size(), frameIndex++));
        out.write(frame, 0, frame.length - 2);
        out.write(0);
      } else if (roll < 6 && requiredOnly(event)) {
        // The delimiter was lost: the next frame's bytes become loose bytes of this one.
        CorpusEvent next = randomInstance(event, variant, ts, random);
        errors.add(new ExpectedError("LOOSE_BYTES", out.size(), frameIndex++));
        out.write(frame, 0, frame.length - 1);
        out.writeBytes(next.frame(encoder));
      } else {
        survivors.add(instance);
        frameIndex++;
        out.writeBytes(frame);
      }
    }
    return new StreamCase("mixed", events + " random events with damage sprinkled in", out.toByteArray(), survivors, errors);
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

  private static boolean requiredOnly(Event event) {
    return event.optional().isEmpty() && event.varlen().isEmpty();
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

  private Event firstEvent(java.util.function.Predicate<Event> test) {
    return catalogue.events().stream().filter(test).findFirst()
        .orElseThrow(() -> new IllegalStateException("the catalogue has no event the corpus needs here"));
  }

  private CorpusEvent instance(Event event, List<Object> values) {
    return new CorpusEvent(event, event.variants().get(0), values);
  }

  private CorpusEvent typicalInstance(Event event) {
    List<Object> values = new ArrayList<>();
    if (event.hasTimestamp()) {
      values.add(TYPICAL_TS);
    }
    event.required().forEach(f -> values.add(Boundaries.typical(catalogue, f)));
    return instance(event, values);
  }

  private byte[] payload(CorpusEvent event) {
    return encoder.payload(event.event(), event.variant(), event.values());
  }

  private int unusedId() {
    for (int id = 0xFF; id >= 0; id--) {
      final int candidate = id;
      if (catalogue.events().stream().noneMatch(e -> e.id() == candidate)) {
        return id;
      }
    }
    throw new IllegalStateException("every event id is used");
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
