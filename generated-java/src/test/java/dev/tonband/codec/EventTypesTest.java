// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tonband.codec.events.EventTypes;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The run-time catalogue table against the corpus, which the generator writes by another path. */
class EventTypesTest {
  private static final Map<Integer, EventType> BY_ID =
      EventTypes.ALL.stream().collect(Collectors.toMap(EventType::id, Function.identity()));

  @Test
  void everyCorpusEventHasItsIdGroupNameFieldsAndTimestampInTheTable() throws IOException {
    for (JsonNode c : Corpus.json("encode-cases.json").get("cases")) {
      EventType type = BY_ID.get(c.get("id").asInt());
      assertWithMessage(c.get("name").asText()).that(type).isNotNull();
      assertThat(type.group()).isEqualTo(c.get("group").asText());
      assertThat(type.name()).isEqualTo(c.get("event").asText());
      List<String> corpusFields = new ArrayList<>();
      for (JsonNode field : c.get("fields")) {
        corpusFields.add(field.get("name").asText() + ":" + field.get("type").asText());
      }
      List<String> tableFields = new ArrayList<>();
      if (!type.metadata()) {
        tableFields.add("ts:u64");
      }
      for (CatalogueField field : type.fields()) {
        String spelling =
            field.type() == WireType.ENUM ? enumName(type, field) : field.type().name().toLowerCase(Locale.ROOT);
        tableFields.add(field.name() + ":" + spelling);
      }
      assertWithMessage(c.get("name").asText()).that(tableFields).isEqualTo(corpusFields);
    }
  }

  @Test
  void optionalFlagsMatchTheFieldsACorpusVariantMayOmit() throws IOException {
    for (JsonNode c : Corpus.json("encode-cases.json").get("cases")) {
      EventType type = BY_ID.get(c.get("id").asInt());
      int offset = type.metadata() ? 0 : 1;
      for (int i = 0; i < type.fields().size(); i++) {
        if (c.get("fields").get(i + offset).get("value").isNull()) {
          assertWithMessage(c.get("name").asText() + " " + type.fields().get(i).name())
              .that(type.fields().get(i).optional())
              .isTrue();
        }
      }
    }
  }

  @Test
  void recordComponentsAreTheTimestampThenTheFieldsInOrder() {
    for (EventType type : EventTypes.ALL) {
      RecordComponent[] components = type.recordType().getRecordComponents();
      int offset = type.metadata() ? 0 : 1;
      assertThat(components).hasLength(type.fields().size() + offset);
      if (!type.metadata()) {
        assertThat(components[0].getName()).isEqualTo("ts");
      }
      for (int i = 0; i < type.fields().size(); i++) {
        assertThat(components[i + offset].getName().toLowerCase(Locale.ROOT))
            .isEqualTo(type.fields().get(i).name().replace("_", ""));
      }
    }
  }

  private static String enumName(EventType type, CatalogueField field) {
    int index = type.fields().indexOf(field) + (type.metadata() ? 0 : 1);
    Class<?> component = type.recordType().getRecordComponents()[index].getType();
    return component.getSimpleName();
  }
}
