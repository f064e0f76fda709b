// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page reads an archive's thread batches side by side, as the CLI reads a file of them. */
class WebArchiveBatchesTest {
  /** Two batches whose times interleave (100, 300 ns and 200 ns), schema 1 "tick" with a U8 "n". */
  private static final byte[] THREADS = HexFormat.of().parseHex(String.join("",
      "5452430001", "01010004007469636B01010001006E0B", "02010064000001", "020100C8000003",
      "5452430001", "01010004007469636B01010001006E0B", "020100C8000002"));

  @Test
  void interleavedBatchesConvertWithoutProblemsAndProgressEndsAtTheEnd() {
    List<Double> progress = new ArrayList<>();

    WebConversion.Result result = WebConversion.convert(THREADS, "threads.dial9", progress::add);

    assertThat(result.refusal()).isNull();
    assertThat(result.problems().clean()).isTrue();
    assertThat(progress.get(progress.size() - 1)).isEqualTo(1.0);
  }
}
