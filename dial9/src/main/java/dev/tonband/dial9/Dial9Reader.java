package dev.tonband.dial9;

import dev.tonband.dial9.Dial9FormatException.Kind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a dial9 stream (version 1) frame by frame and hands each frame to a {@link Dial9Visitor}.
 * Memory holds the schemas and the string pool, never more than one event. Frames have no
 * delimiter, so any error ends the stream: it is thrown as a {@link Dial9FormatException} with the
 * offset of the byte concerned. Not thread-safe.
 */
public final class Dial9Reader {
  /** Longest string, byte array, stack or map this reader accepts, guarding memory against bad lengths. */
  public static final int DEFAULT_MAX_VALUE_BYTES = 64 * 1024 * 1024;

  private final LittleEndianInput in;
  private final int maxValueBytes;
  private final Map<Integer, Registered> schemas = new HashMap<>();
  private final Map<Long, String> pool = new HashMap<>();
  private boolean headerRead;
  private long timestampBaseNs;

  public Dial9Reader(InputStream in) {
    this(in, DEFAULT_MAX_VALUE_BYTES);
  }

  public Dial9Reader(InputStream in, int maxValueBytes) {
    this.in = new LittleEndianInput(in);
    this.maxValueBytes = maxValueBytes;
  }

  /** Reads every frame to the end of the stream. */
  public void readAll(Dial9Visitor visitor) throws IOException {
    boolean more = true;
    while (more) {
      more = readFrame(visitor);
    }
  }

  /**
   * Reads the header if not yet read, then one frame. Returns false, having read nothing, at the
   * end of the stream.
   */
  public boolean readFrame(Dial9Visitor visitor) throws IOException {
    if (!headerRead) {
      header();
      headerRead = true;
    }
    if (in.atEnd()) {
      return false;
    }
    long start = in.offset();
    int tag = in.u8("frame tag");
    switch (tag) {
      case Dial9.TAG_SCHEMA -> schema(start, visitor);
      case Dial9.TAG_EVENT -> event(start, visitor);
      case Dial9.TAG_STRING_POOL -> stringPool(visitor);
      case Dial9.TAG_TIMESTAMP_RESET -> {
        timestampBaseNs = in.u64("a timestamp reset frame");
        visitor.onTimestampReset(timestampBaseNs);
      }
      default -> throw new Dial9FormatException(
          Kind.UNKNOWN_FRAME_TAG, start,
          String.format("unknown frame tag 0x%02X; the stream cannot be read past it", tag));
    }
    return true;
  }

  /** The text of pool entry {@code poolId} if the stream has defined it so far, else null. */
  public String poolEntry(long poolId) {
    return pool.get(poolId);
  }

  /** Bytes read so far. */
  public long offset() {
    return in.offset();
  }

  private void header() throws IOException {
    byte[] magic = in.bytes(Dial9.MAGIC.length, "the header");
    if (!Arrays.equals(magic, Dial9.MAGIC)) {
      throw new Dial9FormatException(
          Kind.BAD_MAGIC, 0, "not a dial9 stream: magic is " + hex(magic) + ", expected 54 52 43 00 (TRC\\0)");
    }
    int version = in.u8("the header");
    if (version != Dial9.VERSION) {
      throw new Dial9FormatException(
          Kind.UNSUPPORTED_VERSION, 4,
          "dial9 version " + version + " is not supported; this reader reads version " + Dial9.VERSION);
    }
  }

  private void schema(long start, Dial9Visitor visitor) throws IOException {
    int typeId = in.u16("a schema frame");
    String name = shortString("a schema name");
    boolean hasTimestamp = in.u8("a schema frame") != 0;
    int count = in.u16("a schema frame");
    List<FieldDef> fields = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      String fieldName = shortString("a field name");
      long typeOffset = in.offset();
      int typeByte = in.u8("a field type");
      FieldType type = FieldType.fromTag(typeByte & ~Dial9.OPTIONAL_BIT);
      if (type == null) {
        throw new Dial9FormatException(
            Kind.UNKNOWN_FIELD_TYPE, typeOffset,
            String.format("schema '%s' field '%s' has unknown type tag 0x%02X; its size cannot be known",
                name, fieldName, typeByte));
      }
      fields.add(new FieldDef(fieldName, type, (typeByte & Dial9.OPTIONAL_BIT) != 0));
    }
    Schema schema = new Schema(typeId, name, hasTimestamp, fields);
    Registered known = schemas.putIfAbsent(typeId, new Registered(schema));
    if (known != null && !known.schema().equals(schema)) {
      throw new Dial9FormatException(
          Kind.CONFLICTING_SCHEMA, start,
          "type_id " + typeId + " registered again with a different schema: was " + known.schema() + ", now " + schema);
    }
    visitor.onSchema(schema);
  }

  private void event(long start, Dial9Visitor visitor) throws IOException {
    int typeId = in.u16("an event frame");
    Registered registered = schemas.get(typeId);
    if (registered == null) {
      throw new Dial9FormatException(
          Kind.UNKNOWN_SCHEMA, start, "event of type_id " + typeId + " before any schema for it");
    }
    Schema schema = registered.schema();
    long timestampNs = 0;
    if (schema.hasTimestamp()) {
      long deltaOffset = in.offset();
      int delta = in.u24("an event timestamp");
      timestampNs = timestampBaseNs + delta;
      if (Long.compareUnsigned(timestampNs, timestampBaseNs) < 0) {
        throw new Dial9FormatException(
            Kind.TIMESTAMP_OVERFLOW, deltaOffset,
            "delta " + delta + " ns takes the timestamp past 2^64-1 ns (base "
                + Long.toUnsignedString(timestampBaseNs) + ")");
      }
      timestampBaseNs = timestampNs;
    }
    Object[] values = new Object[schema.fields().size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = field(schema.fields().get(i), registered.labels()[i]);
    }
    visitor.onEvent(new Dial9Event(schema, timestampNs, Arrays.asList(values)));
  }

  /** Reads one value; {@code what} names the field in error messages. */
  private Object field(FieldDef field, String what) throws IOException {
    if (field.optional()) {
      long presenceOffset = in.offset();
      int presence = in.u8(what);
      if (presence == 0) {
        return null;
      }
      if (presence != 1) {
        throw new Dial9FormatException(
            Kind.BAD_PRESENCE_BYTE, presenceOffset,
            String.format("%s: presence byte is 0x%02X, expected 0x00 or 0x01", what, presence));
      }
    }
    return switch (field.type()) {
      case I64 -> in.u64(what);
      case F64 -> Double.longBitsToDouble(in.u64(what));
      case BOOL -> in.u8(what) != 0;
      case STRING -> utf8(longBytes(what));
      case BYTES -> longBytes(what);
      case POOLED_STRING -> {
        long id = in.u32(what);
        yield new PooledString(id, pool.get(id));
      }
      case STACK_FRAMES -> stackFrames(what);
      case VARINT -> in.varint(what);
      case STRING_MAP -> stringMap(what);
      case U8 -> in.u8(what);
      case U16 -> in.u16(what);
      case U32 -> in.u32(what);
    };
  }

  /** A schema with the error-message label of each field, built once rather than per event. */
  private record Registered(Schema schema, String[] labels) {
    Registered(Schema schema) {
      this(schema, schema.fields().stream().map(f -> "field '" + f.name() + "' of " + schema.name()).toArray(String[]::new));
    }
  }

  private long[] stackFrames(String what) throws IOException {
    int count = length(8, what);
    long[] addresses = new long[count];
    for (int i = 0; i < count; i++) {
      addresses[i] = in.u64(what);
    }
    return addresses;
  }

  private StringMap stringMap(String what) throws IOException {
    long countOffset = in.offset();
    long count = in.u32(what);
    // Each entry takes at least its two 4-byte lengths.
    if (count > maxValueBytes / 8) {
      throw tooLarge(countOffset, what, count);
    }
    List<StringMap.Entry> entries = new ArrayList<>((int) count);
    for (long i = 0; i < count; i++) {
      String key = utf8(longBytes(what));
      String value = utf8(longBytes(what));
      entries.add(new StringMap.Entry(key, value));
    }
    return new StringMap(entries);
  }

  private void stringPool(Dial9Visitor visitor) throws IOException {
    long count = in.u32("a string pool frame");
    for (long i = 0; i < count; i++) {
      long id = in.u32("a string pool entry");
      String text = utf8(longBytes("a string pool entry"));
      pool.put(id, text);
      visitor.onPoolEntry(new PooledString(id, text));
    }
  }

  private String shortString(String what) throws IOException {
    int length = in.u16(what);
    return utf8(in.bytes(length, what));
  }

  private byte[] longBytes(String what) throws IOException {
    return in.bytes(length(1, what), what);
  }

  /** A u32 count of items of {@code itemBytes} each, refused when it would not fit the limit. */
  private int length(int itemBytes, String what) throws IOException {
    long offset = in.offset();
    long count = in.u32(what);
    if (count > maxValueBytes / itemBytes) {
      throw tooLarge(offset, what, count);
    }
    return (int) count;
  }

  private Dial9FormatException tooLarge(long offset, String what, long count) {
    return new Dial9FormatException(
        Kind.TOO_LARGE, offset,
        what + ": length " + count + " exceeds this reader's limit of " + maxValueBytes + " bytes");
  }

  /** Text is decoded leniently (U+FFFD for malformed bytes): an archive is never dropped for it. */
  private static String utf8(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  private static String hex(byte[] bytes) {
    StringBuilder s = new StringBuilder();
    for (byte b : bytes) {
      s.append(s.length() == 0 ? "" : " ").append(String.format("%02X", b & 0xFF));
    }
    return s.toString();
  }
}
