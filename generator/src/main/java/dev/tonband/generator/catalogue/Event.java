// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One trace event.
 *
 * @param symbol the event's name with its group's prefix ({@code freertos_task_switched_in}, or
 *     {@code isr_enter} in an unprefixed group): the stem of every generated name
 * @param varlen the trailing variable-length field, if the event has one
 * @param presentation how the event appears in Perfetto, when its catalogue entry says
 */
public record Event(
    String group,
    String name,
    String symbol,
    int id,
    boolean metadata,
    String description,
    List<Field> required,
    List<Field> optional,
    Optional<Field> varlen,
    Optional<Presentation> presentation,
    Position position) {

  public Event {
    required = List.copyOf(required);
    optional = List.copyOf(optional);
  }

  /** Every field in wire order: required, then optional, then varlen. */
  public List<Field> fields() {
    List<Field> all = new ArrayList<>(required);
    all.addAll(optional);
    varlen.ifPresent(all::add);
    return List.copyOf(all);
  }

  /**
   * One way to encode this event: the required fields, the first {@code optionalCount} optional
   * fields and the varlen field. {@code symbol} names its encoder; it is unique in the catalogue.
   */
  public record Variant(String symbol, int optionalCount) {}

  /**
   * The encodings of this event. Without optional fields there is one. With optional fields A, B,
   * C there is one per valid layout: {@code <symbol>} carries all of them, {@code
   * <symbol>_upto_b} stops after B, {@code <symbol>_upto_a} after A, and {@code <symbol>_base}
   * carries the required fields only.
   */
  public List<Variant> variants() {
    List<Variant> variants = new ArrayList<>();
    variants.add(new Variant(symbol, optional.size()));
    for (int count = optional.size() - 1; count >= 1; count--) {
      variants.add(new Variant(symbol + "_upto_" + optional.get(count - 1).name(), count));
    }
    if (!optional.isEmpty()) {
      variants.add(new Variant(symbol + "_base", 0));
    }
    return List.copyOf(variants);
  }

  /** Non-metadata events carry a u64 timestamp right after the id. */
  public boolean hasTimestamp() {
    return !metadata;
  }

  /**
   * Most payload bytes (before framing), not counting the varlen string, which adds up to
   * MAX_STR_LEN.
   */
  public int maxFixedPayload() {
    int bytes = 1 + (hasTimestamp() ? FieldKind.U64.maxBytes() : 0);
    for (Field f : required) {
      bytes += f.type().maxBytes();
    }
    for (Field f : optional) {
      bytes += f.type().maxBytes();
    }
    return bytes;
  }
}
