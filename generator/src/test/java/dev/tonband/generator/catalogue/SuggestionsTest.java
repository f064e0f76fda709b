// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
  private static final List<String> KEYS = List.of("id", "description", "metadata", "fields", "optional", "varlen");

  @Test
  void suggestsTheClosestKnownWordForATypo() {
    assertThat(Suggestions.closest("descripton", KEYS)).hasValue("description");
    assertThat(Suggestions.closest("feilds", KEYS)).hasValue("fields");
  }

  @Test
  void ignoresCase() {
    assertThat(Suggestions.closest("U32", List.of("u8", "u32", "u64"))).hasValue("u32");
  }

  @Test
  void suggestsNothingWhenEveryWordIsTooDifferent() {
    assertThat(Suggestions.closest("colour", KEYS)).isEmpty();
    assertThat(Suggestions.closest("u16", List.of("u8", "u32", "u64", "s64", "str"))).isEmpty();
  }

  @Test
  void shortWordsMayBeOneEditAway() {
    assertThat(Suggestions.closest("ib", KEYS)).hasValue("id");
    assertThat(Suggestions.closest("xy", KEYS)).isEmpty();
  }

  @Test
  void theHintIsEmptyOrASentenceFragment() {
    assertThat(Suggestions.hint("enum", List.of("groups", "enums"))).isEqualTo(" (did you mean 'enums'?)");
    assertThat(Suggestions.hint("zzz", List.of("groups", "enums"))).isEmpty();
  }
}
