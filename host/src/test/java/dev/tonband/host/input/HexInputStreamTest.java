// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.EventItem;
import dev.tonband.host.stream.Problem;
import dev.tonband.host.stream.StreamItem;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class HexInputStreamTest {
  private static InputStream text(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1));
  }

  /** A frame as a hex dump line prints it. */
  private static String line(StreamBuilder frame) {
    return HexFormat.ofDelimiter(" ").formatHex(frame.bytes()) + "\n";
  }

  /** What the hex dump decodes to: event names and problems as "KIND where". */
  private static List<String> decoded(String hex) throws IOException {
    DeviceStream stream = InputFormat.HEX.open(text(hex), "t.hex", 0, new Timebase());
    List<String> items = new ArrayList<>();
    for (StreamItem item = stream.poll(); item != null; item = stream.poll()) {
      items.add(item instanceof EventItem e ? e.event().eventName() : ((Problem) item).kind() + " " + ((Problem) item).where());
    }
    return items;
  }

  @Test
  void readsByteAfterByteIgnoringSeparatorsPrefixesAndComments() throws IOException {
    InputStream in = new HexInputStream(text("# capture\n03 02 0a 00\n0x05,0X04:ff 00 # end\r\n0a0B 00\n"), "t.hex",
        new InputProblems());
    assertThat(in.readAllBytes()).isEqualTo(new byte[] {3, 2, 10, 0, 5, 4, (byte) 0xFF, 0, 10, 11, 0});
  }

  @Test
  void aBadLineCostsThatLineOnlyAndIsReportedWithLineAndColumn() throws IOException {
    String hex = line(new StreamBuilder().metadata(0x02, null, 10))
        + "04 zz 02 01 00\n" // an isr_enter with a typo
        + line(new StreamBuilder().event(0x05, 3, 1));

    assertThat(decoded(hex)).containsExactly("ts_resolution_ns", "BAD_HEX_LINE t.hex:2:4", "isr_exit").inOrder();
  }

  @Test
  void aByteWithOneDigitIsABadLine() throws IOException {
    String hex = line(new StreamBuilder().metadata(0x02, null, 10))
        + "04 0 02 01 00\n"
        + line(new StreamBuilder().event(0x05, 3, 1))
        + "0";

    assertThat(decoded(hex)).containsExactly(
        "ts_resolution_ns", "BAD_HEX_LINE t.hex:2:4", "isr_exit", "BAD_HEX_LINE t.hex:4:1").inOrder();
  }

  @Test
  void theProblemSaysWhatIsWrongAndWhatAHexDumpHolds() throws IOException {
    DeviceStream stream = InputFormat.HEX.open(text("03 02 0a 00\n0a \u001b[2J\n"), "t.hex", 0, new Timebase());
    stream.poll();
    Problem problem = (Problem) stream.poll();

    assertThat(problem.where()).isEqualTo("t.hex:2:4");
    assertThat(problem.message()).startsWith("byte 0x1B is not hex; line 2 skipped (a hex dump holds byte pairs");
  }

  @Test
  void aLongLineIsReadInPartsWithEveryByte() throws IOException {
    StringBuilder hex = new StringBuilder();
    byte[] expected = new byte[200_000];
    for (int i = 0; i < expected.length; i++) {
      expected[i] = (byte) (i * 7);
      hex.append(String.format("%02x", expected[i]));
    }
    InputStream in = new HexInputStream(text(hex.toString()), "t.hex", new InputProblems());
    assertThat(in.readAllBytes()).isEqualTo(expected);
  }
}
