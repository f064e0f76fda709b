// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.host.Converted;
import dev.tonband.host.StreamBuilder;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class InputFormatTest {
  private static final Path CORPUS = Path.of(System.getProperty("tonband.root", ".."), "corpus");

  private static InputFormat sniffed(byte[] head, byte[] unread) throws IOException {
    BufferedInputStream in = new BufferedInputStream(new ByteArrayInputStream(head));
    InputFormat format = InputFormat.sniff(in, "t");
    assertThat(in.readAllBytes()).isEqualTo(unread);
    return format;
  }

  private static InputFormat sniffed(String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return sniffed(bytes, bytes);
  }

  @Test
  void autoFormatTellsDial9HexAndBinaryApartWithoutConsumingBytes() throws IOException {
    byte[] hex = "03 02 0a 00".getBytes(StandardCharsets.US_ASCII);
    byte[] binary = {3, 2, 10, 0};
    byte[] dial9 = {'T', 'R', 'C', 0, 1};

    assertThat(sniffed(hex, hex)).isEqualTo(InputFormat.HEX);
    assertThat(sniffed(binary, binary)).isEqualTo(InputFormat.BINARY);
    assertThat(sniffed(dial9, dial9)).isEqualTo(InputFormat.DIAL9);
  }

  @Test
  void aDeviceStreamStartingLikeTheMagicIsNotAnArchive() throws IOException {
    byte[] almost = {'T', 'R', 'C', 1, 0};
    assertThat(sniffed(almost, almost)).isEqualTo(InputFormat.BINARY);
  }

  @Test
  void aHexDumpWithCommentsOrATypoIsStillAHexDump() throws IOException {
    assertThat(sniffed("# capture of the board, run 7 (UART)\n03 02 0a 00\n")).isEqualTo(InputFormat.HEX);
    assertThat(sniffed("03 02 0a 00\n04 04 o2 01 00\n05 04 03 01 00\n")).isEqualTo(InputFormat.HEX);
    assertThat(sniffed("This is a README, not a capture.\n")).isEqualTo(InputFormat.BINARY);
  }

  @Test
  void aPerfettoTraceIsRefusedSayingWhatToDoWithIt() throws Exception {
    byte[] trace = Converted.of(new StreamBuilder().metadata(0x02, null, 1).event(0x04, 5, 1).event(0x05, 7, 1).bytes())
        .bytes();

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> InputFormat.sniff(new BufferedInputStream(new ByteArrayInputStream(trace)), "t.pftrace"));
    assertThat(e).hasMessageThat().contains("t.pftrace is a Perfetto trace");
    assertThat(e).hasMessageThat().contains("tonband serve t.pftrace");
  }

  @Test
  void deviceStreamsAreNotTakenForPerfettoTraces() throws IOException {
    // a COBS frame that begins like a packet (0x0A, length 2, a varint field) is not enough
    byte[] stream = new StreamBuilder().raw(0x0A, 0x02, 0x08, 0x01).metadata(0x02, null, 1).event(0x04, 5, 1).bytes();
    assertThat(PerfettoTraces.startsLikeOne(stream, stream.length)).isFalse();
    try (Stream<Path> corpus = Files.walk(CORPUS)) {
      for (Path file : corpus.filter(f -> f.toString().endsWith(".bin")).toList()) {
        assertWithMessage(file.toString()).that(PerfettoTraces.isOne(file)).isFalse();
      }
    }
  }
}
