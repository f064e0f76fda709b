// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class IdentifiersTest {
  @Test
  void keywordsAreAttributedToTheLanguagesThatReserveThem() {
    assertThat(Identifiers.keywordOf("register", true)).isEqualTo("a C keyword");
    assertThat(Identifiers.keywordOf("nullptr", true)).isEqualTo("a C keyword");
    assertThat(Identifiers.keywordOf("native", true)).isEqualTo("a Java keyword");
    assertThat(Identifiers.keywordOf("lambda", true)).isEqualTo("a Python keyword");
    assertThat(Identifiers.keywordOf("assert", true)).isEqualTo("a keyword of Java and Python");
    assertThat(Identifiers.keywordOf("while", true)).isEqualTo("a keyword of C, Java and Python");
    assertThat(Identifiers.keywordOf("queue_id", true)).isNull();
    assertThat(Identifiers.keywordOf("to", true)).isNull();
  }

  @Test
  void pythonKeywordsCountOnlyWhereAskedFor() {
    assertThat(Identifiers.keywordOf("while", false)).isEqualTo("a keyword of C and Java");
    assertThat(Identifiers.keywordOf("lambda", false)).isNull();
    assertThat(Identifiers.isPythonKeyword("None")).isTrue();
    assertThat(Identifiers.isPythonKeyword("Nothing")).isFalse();
  }

  @Test
  void namesMustHaveTheSpellingOfTheirKind() {
    assertThat(Identifiers.Form.SNAKE.matches("task_id")).isTrue();
    assertThat(Identifiers.Form.SNAKE.matches("task__id")).isFalse();
    assertThat(Identifiers.Form.SNAKE.matches("_task")).isFalse();
    assertThat(Identifiers.Form.SNAKE.matches("task_")).isFalse();
    assertThat(Identifiers.Form.SNAKE.matches("1task")).isFalse();
    assertThat(Identifiers.Form.UPPER_CAMEL.matches("FrQueueKind")).isTrue();
    assertThat(Identifiers.Form.UPPER_CAMEL.matches("frQueueKind")).isFalse();
    assertThat(Identifiers.Form.UPPER_SNAKE.matches("FRQK_QUEUE")).isTrue();
    assertThat(Identifiers.Form.UPPER_SNAKE.matches("FRQK__QUEUE")).isFalse();
  }

  @Test
  void respellingSuggestsTheNameInTheRightForm() {
    assertThat(Identifiers.Form.SNAKE.respell("IsrEnter")).hasValue("isr_enter");
    assertThat(Identifiers.Form.SNAKE.respell("isr-enter")).hasValue("isr_enter");
    assertThat(Identifiers.Form.UPPER_CAMEL.respell("fr_queue_kind")).hasValue("FrQueueKind");
    assertThat(Identifiers.Form.UPPER_SNAKE.respell("frqkQueue")).hasValue("FRQK_QUEUE");
    assertThat(Identifiers.Form.SNAKE.respell("___")).isEmpty();
  }

  @Test
  void javaNamesDropUnderscores() {
    assertThat(Identifiers.lowerCamel("len_after")).isEqualTo("lenAfter");
    assertThat(Identifiers.lowerCamel("val_1")).isEqualTo(Identifiers.lowerCamel("val1"));
  }
}
