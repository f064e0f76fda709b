// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.EventType;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.CoreId;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Decodes a trace written by the C side and renders each event as one line in the form of the
 * expectation files (see target-firmware/tests/runtime/trace_test.h): {@code isr_enter isr_id=3},
 * fields in catalogue order, the timestamp left out.
 */
final class TraceExpectations {
  private TraceExpectations() {}

  /** A decoded event, the core it belongs to (from core_id events) and its rendered line. */
  record Decoded(TraceEvent event, long core, String line) {}

  /** A decoded trace. */
  record Trace(List<Decoded> events, List<DecodeError> errors) {}

  static Trace decode(Path bin) throws IOException {
    List<TraceEvent> events = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    try (InputStream in = Files.newInputStream(bin)) {
      TraceReader.forEvents(events::add, errors::add).readAll(in);
    }
    List<Decoded> decoded = new ArrayList<>();
    long core = 0;
    for (TraceEvent e : events) {
      if (e instanceof CoreId c) {
        core = c.coreId();
      }
      decoded.add(new Decoded(e, core, render(e)));
    }
    return new Trace(decoded, errors);
  }

  /** {@code evtmarker evtmarker_id=2 msg=hello}: absent optional fields are left out. */
  static String render(TraceEvent event) {
    StringBuilder s = new StringBuilder(event.eventName());
    EventType type = EventTypes.ALL.stream().filter(t -> t.recordType() == event.getClass()).findFirst().orElseThrow();
    int field = 0;
    for (RecordComponent c : event.getClass().getRecordComponents()) {
      if (c.getName().equals("ts")) {
        continue;
      }
      boolean u64 = type.fields().get(field++).type() == WireType.U64;
      Object v;
      try {
        v = c.getAccessor().invoke(event);
      } catch (ReflectiveOperationException ex) {
        throw new IllegalStateException(ex);
      }
      if (v instanceof OptionalLong o) {
        if (o.isEmpty()) {
          continue;
        }
        v = o.getAsLong();
      } else if (v instanceof OptionalInt o) {
        if (o.isEmpty()) {
          continue;
        }
        v = o.getAsInt();
      } else if (v instanceof Optional<?> o) {
        if (o.isEmpty()) {
          continue;
        }
        v = o.get();
      }
      if (u64) {
        v = Long.toUnsignedString((Long) v); // as the C side prints it: %llu
      }
      s.append(' ').append(snake(c.getName())).append('=').append(v instanceof Enum<?> en ? en.name() : v);
    }
    return s.toString();
  }

  static String snake(String camel) {
    StringBuilder s = new StringBuilder();
    for (char ch : camel.toCharArray()) {
      if (Character.isUpperCase(ch)) {
        s.append('_').append(Character.toLowerCase(ch));
      } else {
        s.append(ch);
      }
    }
    return s.toString();
  }

  /** Timestamps of timed events (core_id excepted: the runtime sends them with ts 0 ahead of metadata). */
  static List<Long> timestamps(List<Decoded> events) {
    List<Long> ts = new ArrayList<>();
    for (Decoded d : events) {
      if (d.event() instanceof TimedEvent t && !(d.event() instanceof CoreId)) {
        ts.add(t.ts());
      }
    }
    return ts;
  }
}
