// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

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
 * Reads a dial9 stream (version 1, every frame and field type of dial9's latest spec) frame by
 * frame and hands each frame to a {@link Dial9Visitor}. A stream may be several batches one after
 * the other, each from its own {@code TRC\0} header, as dial9's per-thread writers flush them into
 * one file: each header starts afresh (no schemas, empty pools, timestamp base 0).
 *
 * <p>Memory holds the schemas and the pools, within a budget, and one event; a value's array grows
 * as its bytes arrive, so a length the input does not back costs nothing. Frames have no delimiter,
 * so any error ends the stream: it is thrown as a {@link Dial9FormatException} with the offset of
 * the byte concerned. Not thread-safe.
 */
public final class Dial9Reader {
  /** Longest string, byte array, stack or container this reader accepts by default. */
  public static final int DEFAULT_MAX_VALUE_BYTES = 64 * 1024 * 1024;

  /** Dynamic lists and maps nested deeper than this are refused (as dial9's own decoder does). */
  public static final int MAX_NESTING = 32;

  /** What one pool entry or schema field costs besides its text: map node, boxed key, object headers. */
  private static final int ENTRY_OVERHEAD_BYTES = 64;

  private final LittleEndianInput in;
  private final int maxValueBytes;
  private final long memoryBudget;
  private final Map<Integer, Registered> schemas = new HashMap<>();
  private final Map<Long, String> stringPool = new HashMap<>();
  private final Map<Long, long[]> stackPool = new HashMap<>();
  /** Estimated heap bytes of the schemas and pools of this batch, held to {@link #memoryBudget}. */
  private long retainedBytes;
  private int batches;
  private long timestampBaseNs;

  public Dial9Reader(InputStream in) {
    this(in, DEFAULT_MAX_VALUE_BYTES);
  }

  public Dial9Reader(InputStream in, int maxValueBytes) {
    this(in, maxValueBytes, defaultMemoryBudget());
  }

  /**
   * @param maxValueBytes the longest value (string, bytes, stack, container) accepted
   * @param memoryBudget heap bytes the schemas and pools of a batch may take (estimated); a stream
   *     that needs more ends with a {@link Kind#TOO_LARGE} error rather than an OutOfMemoryError
   */
  public Dial9Reader(InputStream in, int maxValueBytes, long memoryBudget) {
    this.in = new LittleEndianInput(in);
    this.maxValueBytes = maxValueBytes;
    this.memoryBudget = memoryBudget;
  }

  /** A quarter of the heap, at most 1 GiB: what a reader may keep without starving its caller. */
  public static long defaultMemoryBudget() {
    return Math.min(1L << 30, HeapLimit.bytes() / 4);
  }

  /** Reads every frame to the end of the stream. */
  public void readAll(Dial9Visitor visitor) throws IOException {
    boolean more = true;
    while (more) {
      more = readFrame(visitor);
    }
  }

  /**
   * Reads the header if not yet read, then one frame (a later batch's header counts as one).
   * Returns false, having read nothing, at the end of the stream.
   */
  public boolean readFrame(Dial9Visitor visitor) throws IOException {
    if (batches == 0) {
      checkMagic(in.bytes(Dial9.MAGIC.length, "the header"), 0);
      startBatch(0, "the header", visitor);
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
      case Dial9.TAG_STACK_POOL -> stackPool(visitor);
      case Dial9.TAG_TIMESTAMP_RESET -> {
        timestampBaseNs = in.u64("a timestamp reset frame");
        visitor.onTimestampReset(timestampBaseNs);
      }
      case Dial9.TAG_SCHEMA_ANNOTATIONS -> annotations(visitor);
      case 0x54 -> laterHeader(start, visitor); // 'T' of TRC\0: never a frame tag
      default -> throw unknownTag(start, tag);
    }
    return true;
  }

  /** The text of string pool entry {@code poolId} if this batch has defined it so far, else null. */
  public String poolEntry(long poolId) {
    return stringPool.get(poolId);
  }

  /** Bytes read so far. */
  public long offset() {
    return in.offset();
  }

  private void checkMagic(byte[] magic, long start) throws Dial9FormatException {
    if (!Arrays.equals(magic, Dial9.MAGIC)) {
      throw new Dial9FormatException(
          Kind.BAD_MAGIC, start, "not a dial9 stream: magic is " + hex(magic) + ", expected 54 52 43 00 (TRC\\0)");
    }
  }

  /** A header after the first: the 'T' is read; the rest must follow, or 0x54 is just an unknown tag. */
  private void laterHeader(long start, Dial9Visitor visitor) throws IOException {
    byte[] magic = Arrays.copyOf(Dial9.MAGIC, Dial9.MAGIC.length);
    System.arraycopy(in.bytes(magic.length - 1, "a batch header"), 0, magic, 1, magic.length - 1);
    if (!Arrays.equals(magic, Dial9.MAGIC)) {
      throw unknownTag(start, Dial9.MAGIC[0]);
    }
    startBatch(start, "a batch header", visitor);
  }

  private void startBatch(long start, String what, Dial9Visitor visitor) throws IOException {
    int version = in.u8(what);
    if (version != Dial9.VERSION) {
      throw new Dial9FormatException(
          Kind.UNSUPPORTED_VERSION, start + 4,
          "dial9 version " + version + " is not supported; this reader reads version " + Dial9.VERSION);
    }
    schemas.clear();
    stringPool.clear();
    stackPool.clear();
    retainedBytes = 0;
    timestampBaseNs = 0;
    visitor.onBatchStart(batches++);
  }

  private static Dial9FormatException unknownTag(long start, int tag) {
    return new Dial9FormatException(
        Kind.UNKNOWN_FRAME_TAG, start,
        String.format("unknown frame tag 0x%02X; the stream cannot be read past it", tag));
  }

  private void schema(long start, Dial9Visitor visitor) throws IOException {
    int typeId = in.u16("a schema frame");
    String name = shortString("a schema name");
    boolean hasTimestamp = in.u8("a schema frame") != 0;
    int count = in.u16("a schema frame");
    List<FieldDef> fields = new ArrayList<>();
    long cost = ENTRY_OVERHEAD_BYTES + 2L * name.length();
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
      cost += ENTRY_OVERHEAD_BYTES + 2L * fieldName.length();
    }
    Schema schema = new Schema(typeId, name, hasTimestamp, fields);
    Registered known = schemas.get(typeId);
    if (known == null) {
      retain(cost, start, "schema " + name);
      schemas.put(typeId, new Registered(schema));
    } else if (!known.schema().equals(schema)) {
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
    return value(field.type(), what, 0);
  }

  /** A value of {@code type}, inside {@code depth} dynamic containers. */
  private Object value(FieldType type, String what, int depth) throws IOException {
    return switch (type) {
      case I64 -> in.u64(what);
      case F64 -> Double.longBitsToDouble(in.u64(what));
      case BOOL -> in.u8(what) != 0;
      case STRING -> utf8(longBytes(what));
      case BYTES -> longBytes(what);
      case POOLED_STACK_FRAMES -> {
        long id = in.u32(what);
        yield new PooledStackFrames(id, stackPool.get(id));
      }
      case POOLED_STRING -> {
        long id = in.u32(what);
        yield new PooledString(id, stringPool.get(id));
      }
      case STACK_FRAMES -> u64s(what);
      case VARINT -> in.varint(what);
      case STRING_MAP -> stringMap(what);
      case U8 -> in.u8(what);
      case U16 -> in.u16(what);
      case U32 -> in.u32(what);
      case DYNAMIC_LIST -> dynamicList(what, depth);
      case DYNAMIC_MAP -> dynamicMap(what, depth);
    };
  }

  /** A schema with the error-message label of each field, built once rather than per event. */
  private record Registered(Schema schema, String[] labels) {
    Registered(Schema schema) {
      this(schema, schema.fields().stream().map(f -> "field '" + f.name() + "' of " + schema.name()).toArray(String[]::new));
    }
  }

  private StringMap stringMap(String what) throws IOException {
    int count = count(8, what); // each entry takes at least its two 4-byte lengths
    List<StringMap.Entry> entries = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String key = utf8(longBytes(what));
      String value = utf8(longBytes(what));
      entries.add(new StringMap.Entry(key, value));
    }
    return new StringMap(entries);
  }

  private DynamicList dynamicList(String what, int depth) throws IOException {
    long start = in.offset();
    int count = count(2, what); // each element takes at least a tag and a 1-byte value
    checkNesting(start, what, depth);
    List<DynamicValue> elements = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      elements.add(dynamicValue(what, depth));
    }
    return new DynamicList(elements);
  }

  private DynamicMap dynamicMap(String what, int depth) throws IOException {
    long start = in.offset();
    int count = count(4, what); // each entry takes at least two tags and two 1-byte values
    checkNesting(start, what, depth);
    List<DynamicMap.Entry> entries = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      DynamicValue key = dynamicValue(what, depth);
      entries.add(new DynamicMap.Entry(key, dynamicValue(what, depth)));
    }
    return new DynamicMap(entries);
  }

  private void checkNesting(long start, String what, int depth) throws Dial9FormatException {
    if (depth >= MAX_NESTING) {
      throw new Dial9FormatException(
          Kind.TOO_LARGE, start, what + ": dynamic lists and maps nested more than " + MAX_NESTING + " deep");
    }
  }

  /** An element of a container: its own type tag (without the optional bit), then its value. */
  private DynamicValue dynamicValue(String what, int depth) throws IOException {
    long tagOffset = in.offset();
    int tag = in.u8(what);
    FieldType type = FieldType.fromTag(tag);
    if (type == null) {
      throw new Dial9FormatException(
          Kind.UNKNOWN_FIELD_TYPE, tagOffset,
          String.format("%s: element type tag 0x%02X is not a field type; its size cannot be known", what, tag));
    }
    return new DynamicValue(type, value(type, what, depth + 1));
  }

  private void stringPool(Dial9Visitor visitor) throws IOException {
    long count = in.u32("a string pool frame");
    for (long i = 0; i < count; i++) {
      long entryOffset = in.offset();
      long id = in.u32("a string pool entry");
      String text = utf8(longBytes("a string pool entry"));
      if (stringPool.put(id, text) == null) {
        retain(ENTRY_OVERHEAD_BYTES + 2L * text.length(), entryOffset, "the string pool");
      }
      visitor.onPoolEntry(new PooledString(id, text));
    }
  }

  private void stackPool(Dial9Visitor visitor) throws IOException {
    long count = in.u32("a stack pool frame");
    for (long i = 0; i < count; i++) {
      long entryOffset = in.offset();
      long id = in.u32("a stack pool entry");
      long[] frames = u64s("a stack pool entry");
      if (stackPool.put(id, frames) == null) {
        retain(ENTRY_OVERHEAD_BYTES + 8L * frames.length, entryOffset, "the stack pool");
      }
      visitor.onStackPoolEntry(new PooledStackFrames(id, frames));
    }
  }

  /** Annotations attach to a registered schema; a frame for an unknown type_id is read and skipped (the spec allows it). */
  private void annotations(Dial9Visitor visitor) throws IOException {
    long typeId = in.varint("a schema annotations frame");
    int count = in.u16("a schema annotations frame");
    List<FieldAnnotation> annotations = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int fieldIndex = in.u16("a field annotation");
      String key = shortString("a field annotation key");
      String value = utf8(longBytes("a field annotation value"));
      annotations.add(new FieldAnnotation(fieldIndex, key, value));
    }
    Registered registered = typeId <= 0xFFFF && typeId >= 0 ? schemas.get((int) typeId) : null;
    if (registered != null) {
      visitor.onAnnotations(registered.schema(), annotations);
    }
  }

  /** Accounts for {@code cost} more bytes kept until the end of the batch, refusing to exceed the budget. */
  private void retain(long cost, long offset, String what) throws Dial9FormatException {
    retainedBytes += cost;
    if (retainedBytes > memoryBudget) {
      throw new Dial9FormatException(
          Kind.TOO_LARGE, offset,
          what + " outgrows this reader's memory budget: schemas and pools would take over " + memoryBudget
              + " bytes of heap (a quarter of the heap by default; run with a larger -Xmx)");
    }
  }

  private String shortString(String what) throws IOException {
    int length = in.u16(what);
    return utf8(in.bytes(length, what));
  }

  private byte[] longBytes(String what) throws IOException {
    return in.bytes(count(1, what), what);
  }

  /** A u32 count and that many u64 LE values (stack addresses). */
  private long[] u64s(String what) throws IOException {
    return in.u64s(count(8, what), what);
  }

  /** A u32 count of items of at least {@code itemBytes} each, refused when it would not fit the limit. */
  private int count(int itemBytes, String what) throws IOException {
    long offset = in.offset();
    long count = in.u32(what);
    if (count > maxValueBytes / itemBytes) {
      throw new Dial9FormatException(
          Kind.TOO_LARGE, offset,
          what + ": length " + count + " exceeds this reader's limit of " + maxValueBytes + " bytes");
    }
    return (int) count;
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
