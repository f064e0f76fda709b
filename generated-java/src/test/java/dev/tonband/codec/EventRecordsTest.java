// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tonband.codec.events.EventRecords;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.FreertosQueueKind;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The generated field access and record factories against the corpus and the records themselves. */
class EventRecordsTest {
  private static final Map<Integer, EventType> BY_ID =
      EventTypes.ALL.stream().collect(Collectors.toMap(EventType::id, Function.identity()));

  private static List<TraceEvent> corpusEvents(List<JsonNode> cases) throws IOException {
    List<TraceEvent> events = new ArrayList<>();
    for (JsonNode c : Corpus.json("encode-cases.json").get("cases")) {
      TraceReader reader = TraceReader.forEvents(events::add, e -> {
        throw new AssertionError(e.toString());
      });
      reader.feed(HexFormat.of().parseHex(c.get("frame").asText()));
      reader.finish();
      cases.add(c);
    }
    return events;
  }

  @Test
  void fieldsAreTheCorpusValuesInCatalogueOrderWithAbsentOptionalsNull() throws IOException {
    List<JsonNode> cases = new ArrayList<>();
    List<TraceEvent> events = corpusEvents(cases);
    for (int i = 0; i < events.size(); i++) {
      JsonNode expected = cases.get(i).get("fields");
      int offset = events.get(i) instanceof TimedEvent ? 1 : 0; // the corpus lists ts first
      Object[] fields = EventRecords.fields(events.get(i));
      assertWithMessage(cases.get(i).get("name").asText()).that(fields).hasLength(expected.size() - offset);
      for (int f = 0; f < fields.length; f++) {
        JsonNode field = expected.get(f + offset);
        String shown = fields[f] == null ? "absent" : Corpus.canonical(fields[f], field.get("type").asText());
        assertWithMessage(cases.get(i).get("name").asText() + " " + field.get("name").asText())
            .that(shown)
            .isEqualTo(field.get("value").isNull() ? "absent" : field.get("value").asText());
      }
    }
  }

  @Test
  void valueTypesFollowTheWireTypes() throws IOException {
    for (TraceEvent event : corpusEvents(new ArrayList<>())) {
      List<CatalogueField> declared = BY_ID.get(event.eventId()).fields();
      Object[] fields = EventRecords.fields(event);
      for (int f = 0; f < fields.length; f++) {
        if (fields[f] == null) {
          continue;
        }
        Class<?> expected = switch (declared.get(f).type()) {
          case U8, U16, S32 -> Integer.class;
          case U32, U64, S64 -> Long.class;
          case S8 -> Byte.class;
          case S16 -> Short.class;
          case BOOL -> Boolean.class;
          case F32 -> Float.class;
          case F64 -> Double.class;
          case STR, STRING -> String.class;
          case BYTES -> byte[].class;
          case ENUM -> Enum.class;
        };
        assertWithMessage(event + " " + declared.get(f).name()).that(fields[f]).isInstanceOf(expected);
      }
    }
  }

  @Test
  void createRebuildsEveryCorpusEventFromItsFields() throws IOException {
    for (TraceEvent event : corpusEvents(new ArrayList<>())) {
      long ts = event instanceof TimedEvent timed ? timed.ts() : 0;
      assertThat(EventRecords.create(event.eventId(), ts, EventRecords.fields(event))).isEqualTo(event);
    }
  }

  @Test
  void createKeepsTheRecordsRangeChecks() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> EventRecords.create(IsrEnter.ID, 1, new Object[] {1L << 32}));
    assertThat(e).hasMessageThat().contains("isrId is out of u32 range");
    assertThrows(IllegalArgumentException.class, () -> EventRecords.create(0xFF, 1, new Object[0]));
  }

  @Test
  void enumConstantIsTheRecordEnumsConstantForEveryDeclaredValueAndNullOtherwise() {
    int enumFields = 0;
    for (EventType type : EventTypes.ALL) {
      RecordComponent[] components = type.recordType().getRecordComponents();
      int offset = type.metadata() ? 0 : 1;
      for (int f = 0; f < type.fields().size(); f++) {
        if (type.fields().get(f).type() != WireType.ENUM) {
          assertThat(EventRecords.enumConstant(type.id(), f, 0)).isNull();
          continue;
        }
        enumFields++;
        Enum<?>[] constants = (Enum<?>[]) enumClass(components[f + offset]).getEnumConstants();
        List<Enum<?>> found = new ArrayList<>();
        for (int wire = 0; wire < 256; wire++) {
          Enum<?> constant = EventRecords.enumConstant(type.id(), f, wire);
          if (constant != null) {
            assertThat(constant.getDeclaringClass()).isEqualTo(constants[0].getDeclaringClass());
            found.add(constant);
          }
        }
        assertWithMessage(type.name()).that(found).containsExactlyElementsIn(constants);
      }
    }
    assertThat(enumFields).isGreaterThan(0);
    assertThat(EventRecords.enumConstant(FreertosQueueKind.ID, 1, 3).name()).isEqualTo("FRQK_MUTEX");
  }

  private static Class<?> enumClass(RecordComponent component) {
    if (component.getType() == Optional.class) {
      return (Class<?>) ((ParameterizedType) component.getGenericType()).getActualTypeArguments()[0];
    }
    return component.getType();
  }
}
