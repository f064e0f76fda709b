// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import dev.tonband.codec.events.DynamicMetadataEvent;
import dev.tonband.codec.events.DynamicTimedEvent;
import dev.tonband.codec.events.EventDecoder;
import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.TraceEvent;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * Decodes the events of a catalogue given at run time, without generated code: its own event types
 * from their description, read field by field as the generated decoder reads them, with the same
 * errors; the ids it leaves to the generated decoder (the built-in groups, whose events the tools
 * model themselves) as records. Every other id is unknown, also where the generated catalogue
 * would know it. Reads no reflection, so it runs wherever the generated decoder does.
 */
public final class DynamicDecoder implements FrameDecoder {
  private final DynamicEventType[] types = new DynamicEventType[256];
  private final boolean[] generated = new boolean[256];

  /**
   * @param types the events decoded from their description
   * @param generatedIds the ids left to the generated decoder; none may be one of {@code types}
   */
  public DynamicDecoder(Collection<DynamicEventType> types, Collection<Integer> generatedIds) {
    for (DynamicEventType type : types) {
      if (this.types[type.id()] != null) {
        throw new IllegalArgumentException(String.format("two event types with id 0x%02X", type.id()));
      }
      this.types[type.id()] = type;
    }
    for (int id : generatedIds) {
      if (this.types[id] != null || EventDecoder.nameOf(id) == null) {
        throw new IllegalArgumentException(String.format("id 0x%02X cannot be left to the generated decoder", id));
      }
      generated[id] = true;
    }
  }

  /** The type decoded at run time for {@code id}, or null. */
  public DynamicEventType typeOf(int id) {
    return types[id];
  }

  @Override
  public String nameOf(int id) {
    if (types[id] != null) {
      return types[id].name();
    }
    return generated[id] ? EventDecoder.nameOf(id) : null;
  }

  @Override
  public void decode(PayloadCursor in, EventVisitor visitor) throws FrameException {
    int id = in.id();
    DynamicEventType type = types[id];
    if (type != null) {
      visitor.onDynamicEvent(decode(type, in));
    } else if (generated[id]) {
      EventDecoder.decode(id, in, visitor);
    } else {
      throw new FrameException(ErrorKind.UNKNOWN_EVENT_ID, String.format("unknown event id 0x%02X", id));
    }
  }

  private static TraceEvent decode(DynamicEventType type, PayloadCursor in)
      throws FrameException {
    long ts = type.metadata() ? 0 : in.u64("ts");
    Object[] values = new Object[type.fields().size()];
    boolean varlen = false;
    for (int i = 0; i < values.length; i++) {
      DynamicField field = type.fields().get(i);
      if (field.optional() && !in.hasMore()) {
        break; // an optional field is left out, and so are the ones after it
      }
      values[i] = read(field, in);
      varlen = field.type() == WireType.STR;
    }
    if (!varlen) {
      in.end(type.name());
    }
    List<Object> list = Collections.unmodifiableList(Arrays.asList(values));
    return type.metadata() ? new DynamicMetadataEvent(type, list) : new DynamicTimedEvent(type, ts, list);
  }

  /**
   * A field's value, boxed as the generated records' components are: Integer (u8, u16, s32), Long
   * (u32, u64, s64), Byte (s8), Short (s16), Boolean, Float, Double, String, byte[] (bytes), an
   * enum value; an array as the primitive array of its element ({@code short[]} for s16[3]).
   */
  private static Object read(DynamicField field, PayloadCursor in) throws FrameException {
    if (field.arrayLength() > 0) {
      return readArray(field, in);
    }
    return switch (field.type()) {
      case U8 -> in.u8(field.name());
      case U16 -> in.u16(field.name());
      case U32 -> in.u32(field.name());
      case U64 -> in.u64(field.name());
      case S8 -> in.s8(field.name());
      case S16 -> in.s16(field.name());
      case S32 -> in.s32(field.name());
      case S64 -> in.s64(field.name());
      case BOOL -> in.bool(field.name());
      case F32 -> in.f32(field.name());
      case F64 -> in.f64(field.name());
      case BYTES -> in.bytes(field.name());
      case STRING -> in.string(field.name());
      case STR -> in.str().toString();
      case ENUM -> {
        int raw = in.u8(field.name());
        DynamicEnumValue value = field.enumValues().get(raw);
        if (value == null) {
          throw in.undeclared(field.name(), field.enumName(), raw);
        }
        yield value;
      }
    };
  }

  private static Object readArray(DynamicField field, PayloadCursor in) throws FrameException {
    int n = field.arrayLength();
    String name = field.name();
    switch (field.type()) {
      case U8, U16, S32 -> {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
          out[i] = field.type() == WireType.U8 ? in.u8(name) : field.type() == WireType.U16 ? in.u16(name) : in.s32(name);
        }
        return out;
      }
      case U32, U64, S64 -> {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
          out[i] = field.type() == WireType.U32 ? in.u32(name) : field.type() == WireType.U64 ? in.u64(name) : in.s64(name);
        }
        return out;
      }
      case S8 -> {
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
          out[i] = in.s8(name);
        }
        return out;
      }
      case S16 -> {
        short[] out = new short[n];
        for (int i = 0; i < n; i++) {
          out[i] = in.s16(name);
        }
        return out;
      }
      case BOOL -> {
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
          out[i] = in.bool(name);
        }
        return out;
      }
      case F32 -> {
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
          out[i] = in.f32(name);
        }
        return out;
      }
      case F64 -> {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
          out[i] = in.f64(name);
        }
        return out;
      }
      default -> throw new IllegalStateException("no array of " + field.type());
    }
  }
}
