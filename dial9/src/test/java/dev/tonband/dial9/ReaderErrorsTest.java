// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.dial9.Dial9FormatException.Kind;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** Broken streams: each error has its kind, the offset of the byte concerned and a readable message. */
class ReaderErrorsTest {
  private static final String HEADER = "54 52 43 00 01";
  /** type_id 1 "e", no timestamp, fields "v" Varint and "o" optional U8. */
  private static final String SCHEMA = "01 01 00 01 00 65 00 02 00 01 00 76 09 01 00 6F 8B";

  private static Dial9FormatException fails(String hex) {
    return assertThrows(Dial9FormatException.class, () -> Golden.read(Golden.hex(hex)));
  }

  @Test
  void anEmptyStreamIsATruncatedHeader() {
    Dial9FormatException e = fails("");
    assertThat(e.kind()).isEqualTo(Kind.TRUNCATED);
    assertThat(e).hasMessageThat().isEqualTo("offset 0: the stream ends inside the header");
  }

  @Test
  void aHeaderAloneIsAnEmptyValidStream() throws IOException {
    assertThat(Golden.read(Golden.hex(HEADER))).isEmpty();
  }

  @Test
  void aStreamCutInsideAValueIsTruncatedAtThatValuesFirstByte() {
    // the event's varint starts at offset 25 and its continuation byte promises more
    Dial9FormatException e = fails(HEADER + SCHEMA + " 02 01 00 80");
    assertThat(e.kind()).isEqualTo(Kind.TRUNCATED);
    assertThat(e.offset()).isEqualTo(25);
    assertThat(e).hasMessageThat().isEqualTo("offset 25: the stream ends inside field 'v' of e");
  }

  @Test
  void aStreamCutInsideASchemaNameIsTruncatedAtTheName() {
    Dial9FormatException e = fails(HEADER + " 01 01 00 05 00 65");
    assertThat(e.kind()).isEqualTo(Kind.TRUNCATED);
    assertThat(e.offset()).isEqualTo(10);
  }

  @Test
  void aVarintLongerThanTenBytesOrWiderThan64BitsIsRefused() {
    Dial9FormatException tooLong = fails(HEADER + SCHEMA + " 02 01 00 80 80 80 80 80 80 80 80 80 80 00 00");
    assertThat(tooLong.kind()).isEqualTo(Kind.BAD_VARINT);
    assertThat(tooLong.offset()).isEqualTo(25);
    Dial9FormatException tooWide = fails(HEADER + SCHEMA + " 02 01 00 FF FF FF FF FF FF FF FF FF 02 00");
    assertThat(tooWide.kind()).isEqualTo(Kind.BAD_VARINT);
    assertThat(tooWide).hasMessageThat().contains("more than 64 bits");
  }

  @Test
  void aPresenceByteOtherThanZeroOrOneIsRefused() {
    Dial9FormatException e = fails(HEADER + SCHEMA + " 02 01 00 05 02 07");
    assertThat(e.kind()).isEqualTo(Kind.BAD_PRESENCE_BYTE);
    assertThat(e.offset()).isEqualTo(26);
    assertThat(e).hasMessageThat().isEqualTo(
        "offset 26: field 'o' of e: presence byte is 0x02, expected 0x00 or 0x01");
  }

  @Test
  void aTimestampPastTwoToThe64IsRefused() {
    String timed = "01 02 00 01 00 74 01 00 00";
    Dial9FormatException e = fails(HEADER + timed + " 05 FF FF FF FF FF FF FF FF 02 02 00 01 00 00");
    assertThat(e.kind()).isEqualTo(Kind.TIMESTAMP_OVERFLOW);
    assertThat(e.offset()).isEqualTo(26);
  }

  @Test
  void aLengthBeyondTheReadersLimitIsRefusedBeforeAllocating() {
    String schema = "01 03 00 01 00 73 00 01 00 01 00 62 05"; // "s": Bytes
    byte[] stream = Golden.hex(HEADER + schema + " 02 03 00 FF FF FF FF");
    Dial9FormatException e = assertThrows(
        Dial9FormatException.class, () -> new Dial9Reader(new ByteArrayInputStream(stream), 1024).readAll(x -> {}));
    assertThat(e.kind()).isEqualTo(Kind.TOO_LARGE);
    assertThat(e.offset()).isEqualTo(21);
  }

  @Test
  void readingOneByteAtATimeGivesTheSameFrames() throws IOException {
    byte[] stream = Golden.bytes("optional-pool-schema.hex");
    InputStream oneByteAtATime = new FilterInputStream(new ByteArrayInputStream(stream)) {
      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return super.read(b, off, Math.min(len, 1));
      }
    };

    assertThat(Golden.read(oneByteAtATime)).isEqualTo(Golden.read(stream));
  }
}
