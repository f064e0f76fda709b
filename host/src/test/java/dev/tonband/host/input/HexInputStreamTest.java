package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class HexInputStreamTest {
  private static InputStream hex(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII));
  }

  @Test
  void readsByteAfterByteIgnoringSeparatorsPrefixesAndComments() throws IOException {
    InputStream in = new HexInputStream(hex("# capture\n03 02 0a 00\n0x05,0X04:ff 00\n"), "t.hex");
    assertThat(in.readAllBytes()).isEqualTo(new byte[] {3, 2, 10, 0, 5, 4, (byte) 0xFF, 0});
  }

  @Test
  void strayCharacterIsReportedWithLineAndColumn() {
    IOException e = assertThrows(IOException.class,
        () -> new HexInputStream(hex("03 02\n0a zz\n"), "t.hex").readAllBytes());
    assertThat(e).hasMessageThat().startsWith("t.hex:2:4: 'z' is not hex");
  }

  @Test
  void autoFormatTellsHexFromBinary() throws IOException {
    assertThat(InputFormat.AUTO.wrap(hex("03 02 0a 00"), "x").readAllBytes()).isEqualTo(new byte[] {3, 2, 10, 0});
    byte[] binary = {3, 2, 10, 0};
    assertThat(InputFormat.AUTO.wrap(new ByteArrayInputStream(binary), "x").readAllBytes()).isEqualTo(binary);
  }
}
