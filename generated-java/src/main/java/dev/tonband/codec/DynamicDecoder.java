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

  private static Object read(DynamicField field, PayloadCursor in) throws FrameException {
    return switch (field.type()) {
      case U8 -> in.u8(field.name());
      case U32 -> in.u32(field.name());
      case U64 -> in.u64(field.name());
      case S64 -> in.s64(field.name());
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
}
