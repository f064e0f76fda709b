// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.corpus;

import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An event instance: which event and variant, and its values in encoder parameter order (the
 * timestamp first for non-metadata events), as {@link ReferenceEncoder#value} takes them.
 */
public record CorpusEvent(Event event, Event.Variant variant, List<Object> values) {
  public CorpusEvent {
    values = List.copyOf(values);
  }

  public byte[] frame(ReferenceEncoder encoder) {
    return encoder.encode(event, variant, values);
  }

  /** The values a decoder must report: every field of the event, strings as truncated on the wire. */
  public List<CorpusValue> decoded(ReferenceEncoder encoder) {
    List<CorpusValue> out = new ArrayList<>();
    int next = 0;
    if (event.hasTimestamp()) {
      out.add(new CorpusValue("ts", "u64", CorpusValue.canonical(FieldType.of(FieldKind.U64), values.get(next++))));
    }
    List<Field> present = ReferenceEncoder.variantFields(event, variant);
    for (Field field : event.fields()) {
      Object value = present.contains(field) ? encoder.sent(field.type(), values.get(next++)) : null;
      if (field.type().kind() == FieldKind.STRING) {
        value = new String((byte[]) value, StandardCharsets.UTF_8);
      }
      out.add(new CorpusValue(field.name(), field.type().spelling(), CorpusValue.canonical(field.type(), value)));
    }
    return out;
  }

  /** The values given to the encoder, named as its parameters. */
  public List<CorpusValue> inputs() {
    List<CorpusValue> out = new ArrayList<>();
    int next = 0;
    if (event.hasTimestamp()) {
      out.add(new CorpusValue("ts", "u64", CorpusValue.canonical(FieldType.of(FieldKind.U64), values.get(next++))));
    }
    for (Field field : ReferenceEncoder.variantFields(event, variant)) {
      out.add(new CorpusValue(field.name(), field.type().spelling(), CorpusValue.canonical(field.type(), values.get(next++))));
    }
    return out;
  }
}
