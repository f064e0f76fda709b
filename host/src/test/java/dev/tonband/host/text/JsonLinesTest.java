// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class JsonLinesTest {
  @Test
  void jsonQuotingEscapesWhatJsonRequires() {
    assertThat(JsonLines.quote("a\"b\\c\n\u0001")).isEqualTo("\"a\\\"b\\\\c\\n\\u0001\"");
  }
}
