// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tonband.codec.events.RecordingVisitor;
import java.util.ArrayList;
import java.util.List;

/**
 * Any input: the reader reports only its own typed errors, never throws, keeps its memory within
 * the frame limit, and decodes the same way whatever the chunking. In `mvn verify` this runs the
 * seeds (the corpus streams) and the saved findings; `-Pfuzz` fuzzes for real.
 */
class DecoderFuzzTest {
  private static final int MAX_FRAME = 256;

  @FuzzTest(maxDuration = "${jazzer.max_duration:-5m}")
  void decoderReportsOnlyTypedErrors(byte[] input) {
    List<String> whole = decode(input, input.length);
    List<String> bytewise = decode(input, 1);

    assertThat(bytewise).containsExactlyElementsIn(whole).inOrder();
  }

  private static List<String> decode(byte[] input, int chunk) {
    List<String> log = new ArrayList<>();
    TraceReader reader = new TraceReader(new RecordingVisitor(e -> log.add(e.toString())), e -> {
      assertThat(e.kind()).isNotNull();
      assertThat(e.streamOffset()).isAtLeast(0L);
      assertThat(e.streamOffset()).isLessThan((long) input.length);
      log.add(e.toString());
    }, MAX_FRAME);
    for (int at = 0; at < input.length; at += chunk) {
      reader.feed(input, at, Math.min(chunk, input.length - at));
    }
    reader.finish();
    assertThat(reader.position()).isEqualTo(input.length);
    return log;
  }
}
