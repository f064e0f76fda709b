// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Writes a dial9 stream (version 1): the header at construction, then schema, string pool, event
 * and timestamp reset frames as the caller asks: the part of the format Tonband's archives use (no
 * stack pools, schema annotations or dynamic containers, which {@link Dial9Reader} reads). Timestamped events get packed u24 deltas; the
 * writer inserts a Timestamp Reset frame whenever a delta would not fit or time goes backwards.
 * Memory holds the schemas and the string pool, never the events. Not thread-safe.
 */
public final class Dial9Writer implements Closeable, Flushable {
  private final OutputStream stream;
  private final LittleEndianOutput out;
  private final Map<Integer, Schema> schemas = new HashMap<>();
  private final Map<Long, String> pool = new HashMap<>();
  private final Map<String, PooledString> interned = new HashMap<>();
  private long nextInternId;
  private long timestampBaseNs;

  /** Writes the header; the stream is closed by {@link #close()}. */
  public Dial9Writer(OutputStream stream) throws IOException {
    this.stream = Objects.requireNonNull(stream, "stream");
    this.out = new LittleEndianOutput(stream);
    out.bytes(Dial9.MAGIC);
    out.u8(Dial9.VERSION);
  }

  /**
   * Writes a schema frame. Writing the same schema again is allowed (readers must accept it); a
   * different schema for a type_id already written is refused, as readers must reject it.
   */
  public void writeSchema(Schema schema) throws IOException {
    for (FieldDef field : schema.fields()) {
      if (!field.type().isWritten()) {
        throw new IllegalArgumentException(
            schema.name() + "." + field.name() + " is " + field.type() + ", which this writer does not write (it reads it)");
      }
    }
    Schema known = schemas.get(schema.typeId());
    if (known != null && !known.equals(schema)) {
      throw new IllegalArgumentException(
          "type_id " + schema.typeId() + " is already registered as " + known + "; cannot register " + schema);
    }
    schemas.put(schema.typeId(), schema);
    out.u8(Dial9.TAG_SCHEMA);
    out.u16(schema.typeId());
    shortString(schema.name());
    out.u8(schema.hasTimestamp() ? 1 : 0);
    out.u16(schema.fields().size());
    for (FieldDef field : schema.fields()) {
      shortString(field.name());
      out.u8(field.typeByte());
    }
  }

  /** Writes one string pool frame with these entries (possibly none); ids must be new. */
  public void writeStringPool(List<PooledString> entries) throws IOException {
    for (PooledString entry : entries) {
      Objects.requireNonNull(entry.value(), "a pool entry needs its text");
      if (pool.containsKey(entry.poolId())) {
        throw new IllegalArgumentException("pool_id " + entry.poolId() + " is already defined");
      }
    }
    out.u8(Dial9.TAG_STRING_POOL);
    out.u32(entries.size());
    for (PooledString entry : entries) {
      pool.put(entry.poolId(), entry.value());
      out.u32(entry.poolId());
      longBytes(entry.value().getBytes(StandardCharsets.UTF_8));
    }
  }

  /**
   * The pooled reference for {@code text}: the first time a text is seen it gets the lowest pool
   * id not yet defined, and a one-entry string pool frame goes out before the reference is used.
   */
  public PooledString intern(String text) throws IOException {
    PooledString known = interned.get(text);
    if (known != null) {
      return known;
    }
    while (pool.containsKey(nextInternId)) {
      nextInternId++;
    }
    PooledString entry = new PooledString(nextInternId, text);
    writeStringPool(List.of(entry));
    interned.put(text, entry);
    return entry;
  }

  /** Writes an event of a schema without timestamp; values as {@link FieldType} describes. */
  public void writeEvent(Schema schema, Object... values) throws IOException {
    if (schema.hasTimestamp()) {
      throw new IllegalArgumentException(schema.name() + " has a timestamp: use writeTimedEvent");
    }
    check(schema, values);
    out.u8(Dial9.TAG_EVENT);
    out.u16(schema.typeId());
    values(schema, values);
  }

  /**
   * Writes an event of a timestamped schema at {@code timestampNs} (unsigned), preceded by a
   * Timestamp Reset frame when the delta from the previous timestamp does not fit 24 bits or is
   * negative.
   */
  public void writeTimedEvent(Schema schema, long timestampNs, Object... values) throws IOException {
    if (!schema.hasTimestamp()) {
      throw new IllegalArgumentException(schema.name() + " has no timestamp: use writeEvent");
    }
    check(schema, values);
    long delta = timestampNs - timestampBaseNs;
    if (Long.compareUnsigned(timestampNs, timestampBaseNs) < 0
        || Long.compareUnsigned(delta, Dial9.MAX_DELTA_NS) > 0) {
      out.u8(Dial9.TAG_TIMESTAMP_RESET);
      out.u64(timestampNs);
      delta = 0;
    }
    out.u8(Dial9.TAG_EVENT);
    out.u16(schema.typeId());
    out.u24((int) delta);
    values(schema, values);
    timestampBaseNs = timestampNs;
  }

  /** Bytes written so far, header included. */
  public long position() {
    return out.position();
  }

  @Override
  public void flush() throws IOException {
    out.flush();
  }

  @Override
  public void close() throws IOException {
    try (stream) {
      out.flush();
    }
  }

  /** Refuses an event before any byte of it is written, so a mistake never leaves half a frame. */
  private void check(Schema schema, Object[] values) {
    Schema registered = schemas.get(schema.typeId());
    // identity first: callers pass the schema they registered, and equals compares every field
    if (registered != schema && !schema.equals(registered)) {
      throw new IllegalArgumentException("schema " + schema.name() + " (type_id " + schema.typeId() + ") was not written");
    }
    if (values.length != schema.fields().size()) {
      throw new IllegalArgumentException(
          schema.name() + " has " + schema.fields().size() + " fields, got " + values.length + " values");
    }
    for (int i = 0; i < values.length; i++) {
      FieldDef field = schema.fields().get(i);
      Object value = values[i];
      String where = schema.name() + "." + field.name();
      if (value == null) {
        if (!field.optional()) {
          throw new IllegalArgumentException(where + " is required");
        }
        continue;
      }
      if (!field.type().javaType().isInstance(value)) {
        throw new IllegalArgumentException(
            where + " is " + field.type() + " and takes a " + field.type().javaType().getSimpleName()
                + ", got " + value.getClass().getSimpleName());
      }
      checkRange(where, field.type(), value);
    }
  }

  private void checkRange(String where, FieldType type, Object value) {
    long max = switch (type) {
      case U8 -> 0xFF;
      case U16 -> 0xFFFF;
      case U32 -> 0xFFFF_FFFFL;
      default -> -1;
    };
    if (max >= 0) {
      long v = ((Number) value).longValue();
      if (v < 0 || v > max) {
        throw new IllegalArgumentException(where + " is " + type + ", out of range: " + v);
      }
    }
    if (type == FieldType.POOLED_STRING && !pool.containsKey(((PooledString) value).poolId())) {
      throw new IllegalArgumentException(
          where + " refers to pool_id " + ((PooledString) value).poolId() + ", which this stream has not defined");
    }
  }

  private void values(Schema schema, Object[] values) throws IOException {
    for (int i = 0; i < values.length; i++) {
      FieldDef field = schema.fields().get(i);
      if (field.optional()) {
        out.u8(values[i] == null ? 0 : 1);
        if (values[i] == null) {
          continue;
        }
      }
      value(field.type(), values[i]);
    }
  }

  private void value(FieldType type, Object value) throws IOException {
    switch (type) {
      case I64 -> out.u64((Long) value);
      case F64 -> out.u64(Double.doubleToRawLongBits((Double) value));
      case BOOL -> out.u8((Boolean) value ? 1 : 0);
      case STRING -> longBytes(((String) value).getBytes(StandardCharsets.UTF_8));
      case BYTES -> longBytes((byte[]) value);
      case POOLED_STRING -> out.u32(((PooledString) value).poolId());
      case STACK_FRAMES -> {
        long[] addresses = (long[]) value;
        out.u32(addresses.length);
        for (long address : addresses) {
          out.u64(address);
        }
      }
      case VARINT -> out.varint((Long) value);
      case STRING_MAP -> {
        List<StringMap.Entry> entries = ((StringMap) value).entries();
        out.u32(entries.size());
        for (StringMap.Entry entry : entries) {
          longBytes(entry.key().getBytes(StandardCharsets.UTF_8));
          longBytes(entry.value().getBytes(StandardCharsets.UTF_8));
        }
      }
      case U8 -> out.u8((Integer) value);
      case U16 -> out.u16((Integer) value);
      case U32 -> out.u32((Long) value);
    }
  }

  /** A schema or field name: u16 length + UTF-8 (its length was checked by Dial9.checkName). */
  private void shortString(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    out.u16(bytes.length);
    out.bytes(bytes);
  }

  /** A value or pool entry: u32 length + bytes. */
  private void longBytes(byte[] bytes) throws IOException {
    out.u32(bytes.length);
    out.bytes(bytes);
  }
}
