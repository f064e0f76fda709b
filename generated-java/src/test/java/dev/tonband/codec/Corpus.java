// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tonband.codec.events.TraceEvent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** Reads the generated corpus (corpus/ at the checkout root) and compares events with it. */
final class Corpus {
  private Corpus() {}

  static Path root() {
    return Path.of(System.getProperty("tonband.root", "..")).toAbsolutePath().normalize();
  }

  static Path file(String name) {
    return root().resolve("corpus").resolve(name);
  }

  static JsonNode json(String name) throws IOException {
    return new ObjectMapper().readTree(Files.readString(file(name)));
  }

  static JsonNode jsonUnchecked(String name) {
    try {
      return json(name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * What {@code streams/mixed.expected.json} says of the mixed stream: its bytes (the frames
   * concatenated), the events a decoder keeps, and its errors as "KIND@offset#frameIndex". A
   * frame's offset is the length of the frames before it, its index its place in the list.
   */
  record Mixed(byte[] stream, JsonNode events, List<String> errors) {}

  static Mixed mixed() throws IOException {
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    ArrayNode events = new ObjectMapper().createArrayNode();
    List<String> errors = new ArrayList<>();
    int index = 0;
    for (JsonNode frame : json("streams/mixed.expected.json").get("frames")) {
      if (frame.has("error")) {
        errors.add(frame.get("error").asText() + "@" + stream.size() + "#" + index);
      } else {
        events.add(frame);
      }
      stream.writeBytes(HexFormat.of().parseHex(frame.get("frame").asText()));
      index++;
    }
    return new Mixed(stream.toByteArray(), events, errors);
  }

  /** An event as the corpus writes it: "group/name field=value ...", absent optionals as "absent". */
  static String describe(JsonNode event) {
    StringBuilder s = new StringBuilder(event.get("group").asText() + "/" + event.get("event").asText());
    for (JsonNode field : event.get("fields")) {
      JsonNode value = field.get("value");
      s.append(' ').append(field.get("name").asText()).append('=').append(value.isNull() ? "absent" : value.asText());
    }
    return s.toString();
  }

  /** The same description of a decoded record, with values formatted by the corpus's field types. */
  static String describe(TraceEvent event, JsonNode expectedFields) {
    StringBuilder s = new StringBuilder(event.eventGroup() + "/" + event.eventName());
    RecordComponent[] components = event.getClass().getRecordComponents();
    if (components.length != expectedFields.size()) {
      return s.append(" has ").append(components.length).append(" components, corpus lists ")
          .append(expectedFields.size()).toString();
    }
    for (int i = 0; i < components.length; i++) {
      String type = expectedFields.get(i).get("type").asText();
      s.append(' ').append(snake(components[i].getName())).append('=').append(canonical(value(event, components[i]), type));
    }
    return s.toString();
  }

  static List<String> describeAll(JsonNode events) {
    List<String> out = new ArrayList<>();
    events.forEach(e -> out.add(describe(e)));
    return out;
  }

  /** Formats a component value as the corpus does; empty optionals are "absent". */
  static String canonical(Object value, String type) {
    if (value instanceof OptionalLong o) {
      return o.isPresent() ? canonical(o.getAsLong(), type) : "absent";
    }
    if (value instanceof OptionalInt o) {
      return o.isPresent() ? canonical(o.getAsInt(), type) : "absent";
    }
    if (value instanceof Optional<?> o) {
      return o.isPresent() ? canonical(o.get(), type) : "absent";
    }
    if (value instanceof Long l && type.equals("u64")) {
      return Long.toUnsignedString(l);
    }
    if (value instanceof Enum<?> e) {
      return e.name();
    }
    return String.valueOf(value);
  }

  private static Object value(TraceEvent event, RecordComponent component) {
    try {
      return component.getAccessor().invoke(event);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  static String snake(String camel) {
    return camel.replaceAll("([A-Z])", "_$1").toLowerCase(java.util.Locale.ROOT);
  }
}
