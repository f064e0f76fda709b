package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class InputFormatTest {
  private static InputFormat sniffed(byte[] head, byte[] unread) throws IOException {
    BufferedInputStream in = new BufferedInputStream(new ByteArrayInputStream(head));
    InputFormat format = InputFormat.sniff(in);
    assertThat(in.readAllBytes()).isEqualTo(unread);
    return format;
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
}
