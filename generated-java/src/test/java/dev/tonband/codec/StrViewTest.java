// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.EventVisitor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The zero-allocation view of string fields, as a visitor receives it. */
class StrViewTest {
  @Test
  void aVisitorSeesTheStringAsAWindowOfTheDecodedFrame() {
    List<String> seen = new ArrayList<>();
    TraceReader reader = new TraceReader(new EventVisitor() {
      @Override
      public void onIsrName(long isrId, StrView name) {
        byte[] window = Arrays.copyOfRange(name.bytes(), name.offset(), name.offset() + name.byteLength());
        seen.add(isrId + " " + new String(window, StandardCharsets.UTF_8) + " " + name + " " + name.isValidUtf8());
      }
    }, error -> {
      throw new AssertionError(error.toString());
    });

    // isr_name(isr_id 5, "name") and isr_name(isr_id 5, "Grüße"), framed as the corpus has them
    reader.feed(HexFormat.of().parseHex("0703056E616D6500" + "0A03054772C3BCC39F6500"));
    reader.finish();

    assertThat(seen).containsExactly("5 name name true", "5 Grüße Grüße true").inOrder();
  }

  @Test
  void readsAsTheTextItHolds() {
    byte[] frame = "xxGrüße €yy".getBytes(StandardCharsets.UTF_8);
    StrView view = new StrView();
    view.set(frame, 2, frame.length - 4);

    assertThat(view.bytes()).isSameInstanceAs(frame);
    assertThat(view.offset()).isEqualTo(2);
    assertThat(view.byteLength()).isEqualTo("Grüße €".getBytes(StandardCharsets.UTF_8).length);
    assertThat(view.toString()).isEqualTo("Grüße €");
    assertThat(view.length()).isEqualTo(7);
    assertThat(view.charAt(2)).isEqualTo('ü');
    assertThat(view.subSequence(2, 5).toString()).isEqualTo("üße");
    assertThat(view.isValidUtf8()).isTrue();
  }

  @Test
  void brokenUtf8IsFlaggedAndReadWithReplacementCharacters() {
    byte[] frame = {'a', (byte) 0xC3, 'b'};
    StrView view = new StrView();
    view.set(frame, 0, frame.length);

    assertThat(view.isValidUtf8()).isFalse();
    assertThat(view.toString()).isEqualTo("a\uFFFDb");
  }

  @Test
  void aRepeatedShortAsciiTextIsOneStringAndEveryTextReadsAsItself() {
    StrView view = new StrView();
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < 5000; i++) { // more texts than are kept: they displace each other
        byte[] frame = ("x" + "tick " + i + "y").getBytes(StandardCharsets.US_ASCII);
        view.set(frame, 1, frame.length - 2);
        assertThat(view.toString()).isEqualTo("tick " + i);
      }
      byte[] frame = "frame".getBytes(StandardCharsets.US_ASCII);
      view.set(frame, 0, frame.length);
      String text = view.toString();
      view.set(frame.clone(), 0, frame.length);
      assertThat(view.toString()).isSameInstanceAs(text);
    }
    byte[] grusse = "Grüße".getBytes(StandardCharsets.UTF_8);
    view.set(grusse, 0, grusse.length);
    assertThat(view.toString()).isEqualTo("Grüße");
    byte[] longText = "a".repeat(100).getBytes(StandardCharsets.US_ASCII);
    view.set(longText, 0, longText.length);
    assertThat(view.toString()).isEqualTo("a".repeat(100));
  }

  @Test
  void aViewOfATextIsItsBytesAndReadsAsThatText() {
    String text = "Grüße";
    StrView view = StrView.of(text);

    assertThat(Arrays.copyOfRange(view.bytes(), view.offset(), view.offset() + view.byteLength()))
        .isEqualTo(text.getBytes(StandardCharsets.UTF_8));
    assertThat(view.toString()).isSameInstanceAs(text);
  }
}
