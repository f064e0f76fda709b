// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;

/**
 * The catalogue fingerprint: a 64-bit hash of what decoding depends on, so that a trace can say
 * which catalogue its firmware was built from and a tool can tell whether it decodes with the same
 * one. It covers every event's id, group, name, metadata flag and fields in wire order (name, type,
 * required/optional/varlen), and the values of every enum a field uses; not descriptions or
 * {@code perfetto:} keys, which change no byte on the wire. The hash is 64-bit FNV-1a over the
 * UTF-8 of {@link #canonical}, which is simple to recompute in any language.
 */
public final class Fingerprint {
  private static final long FNV_OFFSET = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  private Fingerprint() {}

  public static long of(Catalogue catalogue) {
    return fnv1a64(canonical(catalogue));
  }

  /** 64-bit FNV-1a of the UTF-8 of {@code text}. */
  static long fnv1a64(String text) {
    long hash = FNV_OFFSET;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xFF;
      hash *= FNV_PRIME;
    }
    return hash;
  }

  /** {@code 0x0123456789abcdef}, as the docs, the C macro and the host's messages print it. */
  public static String hex(long fingerprint) {
    return String.format("0x%016x", fingerprint);
  }

  /**
   * One line per event in id order: {@code 0x04 base/isr_enter timed isr_id:u32}, with
   * {@code ?} before an optional field, {@code *} before the varlen field, and an enum field's
   * type spelled with its values ({@code state:DemoMotorPhase{0=DEMO_MOTOR_STOPPED,...}}).
   */
  public static String canonical(Catalogue catalogue) {
    StringBuilder text = new StringBuilder();
    List<Event> events = catalogue.events().stream().sorted(Comparator.comparingInt(Event::id)).toList();
    for (Event event : events) {
      text.append(String.format("0x%02x", event.id())).append(' ')
          .append(event.group()).append('/').append(event.name()).append(' ')
          .append(event.metadata() ? "metadata" : "timed");
      for (Field field : event.required()) {
        field(text.append(' '), catalogue, field);
      }
      for (Field field : event.optional()) {
        field(text.append(" ?"), catalogue, field);
      }
      event.varlen().ifPresent(field -> field(text.append(" *"), catalogue, field));
      text.append('\n');
    }
    return text.toString();
  }

  private static void field(StringBuilder text, Catalogue catalogue, Field field) {
    text.append(field.name()).append(':').append(field.type().spelling());
    if (field.type().isEnum()) {
      text.append('{');
      // An unknown enum (in a catalogue still being validated) has no values.
      List<EnumDef.EnumValue> values = catalogue.enums().stream()
          .filter(e -> e.name().equals(field.type().enumName()))
          .flatMap(e -> e.values().stream())
          .sorted(Comparator.comparingInt(EnumDef.EnumValue::value)).toList();
      for (int i = 0; i < values.size(); i++) {
        text.append(i == 0 ? "" : ",").append(values.get(i).value()).append('=').append(values.get(i).name());
      }
      text.append('}');
    }
  }
}
