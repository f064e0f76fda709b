// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import dev.tonband.codec.events.TraceEvent;
import java.util.List;

/**
 * What the catalogue says about one event, available at run time without events.yaml: tools that
 * map events onto other formats (such as dial9 archives) read it instead of parsing the catalogue.
 *
 * @param recordType the generated record; its components are the timestamp (unless metadata)
 *     followed by {@code fields} in this order
 * @param fields every field in wire order: required, optional, then the varlen string
 */
public record EventType(
    int id,
    String group,
    String name,
    boolean metadata,
    Class<? extends TraceEvent> recordType,
    List<CatalogueField> fields) {

  public EventType {
    fields = List.copyOf(fields);
  }
}
