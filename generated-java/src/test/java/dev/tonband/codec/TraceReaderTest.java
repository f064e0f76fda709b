// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TraceReaderTest {
  /** isr_enter with ts 2 and isr_id 5, framed. */
  private static final byte[] ISR_ENTER = HexFormat.of().parseHex("0404020500");

  /** Everything a reader reported, as comparable text. */
  private static final class Log {
    final List<String> lines = new ArrayList<>();
    final List<TraceEvent> events = new ArrayList<>();
    final List<DecodeError> errors = new ArrayList<>();
    final TraceReader reader;

    Log(int maxFrameBytes) {
      reader = new TraceReader(new dev.tonband.codec.events.RecordingVisitor(e -> {
        events.add(e);
        lines.add(e.toString());
      }), e -> {
        errors.add(e);
        lines.add(e.toString());
      }, maxFrameBytes);
    }

    Log() {
      this(TraceReader.DEFAULT_MAX_FRAME_BYTES);
    }
  }

  private static byte[] mixed() throws IOException {
    return Files.readAllBytes(Corpus.file("streams/mixed.bin"));
  }

  private static Log whole(byte[] stream) {
    Log log = new Log();
    log.reader.feed(stream);
    log.reader.finish();
    return log;
  }

  @Test
  void chunksOfAnySizeDecodeLikeTheWholeStream() throws IOException {
    byte[] stream = mixed();
    Log expected = whole(stream);
    Random random = new Random(7);
    for (int maxChunk : new int[] {1, 2, 3, 7, 64, 4096}) {
      Log chunked = new Log();
      for (int at = 0; at < stream.length; ) {
        int n = Math.min(stream.length - at, 1 + random.nextInt(maxChunk));
        chunked.reader.feed(stream, at, n);
        at += n;
      }
      chunked.reader.finish();
      assertThat(chunked.lines).containsExactlyElementsIn(expected.lines).inOrder();
    }
    assertThat(expected.events).isNotEmpty();
    assertThat(expected.errors).isNotEmpty();
  }

  @Test
  void recordsComeWithTheIdAndTimestampTheirRecordsHave() throws IOException {
    byte[] stream = mixed();
    List<TraceEvent> records = new ArrayList<>();
    int[] timed = new int[1];
    TraceReader reader = TraceReader.forRecords((event, id, isTimed, ts) -> {
      assertThat(id).isEqualTo(event.eventId());
      assertThat(isTimed).isEqualTo(event instanceof TimedEvent);
      assertThat(ts).isEqualTo(event instanceof TimedEvent t ? t.ts() : 0);
      timed[0] += isTimed ? 1 : 0;
      records.add(event);
    }, e -> {}, FrameDecoder.GENERATED);
    reader.feed(stream);
    reader.finish();
    assertThat(records).containsExactlyElementsIn(whole(stream).events).inOrder();
    assertThat(timed[0]).isGreaterThan(0);
    assertThat(timed[0]).isLessThan(records.size());
  }

  @Test
  void inputStreamChannelAndDirectBufferDecodeAlike() throws IOException {
    byte[] stream = mixed();
    Log expected = whole(stream);

    Log fromStream = new Log();
    fromStream.reader.readAll(new ByteArrayInputStream(stream));
    Log fromChannel = new Log();
    fromChannel.reader.readAll(Channels.newChannel(new ByteArrayInputStream(stream)));
    Log fromDirect = new Log();
    ByteBuffer direct = ByteBuffer.allocateDirect(stream.length).put(stream).flip();
    fromDirect.reader.feed(direct);
    fromDirect.reader.finish();

    assertThat(fromStream.lines).containsExactlyElementsIn(expected.lines).inOrder();
    assertThat(fromChannel.lines).containsExactlyElementsIn(expected.lines).inOrder();
    assertThat(fromDirect.lines).containsExactlyElementsIn(expected.lines).inOrder();
    assertThat(direct.hasRemaining()).isFalse();
  }

  @Test
  void bytesFedFromTheMiddleOfAnArrayOrBufferKeepTheirStreamOffsets() throws IOException {
    byte[] stream = mixed();
    Log expected = whole(stream);
    byte[] padded = new byte[stream.length + 12];
    System.arraycopy(stream, 0, padded, 5, stream.length);

    Log fromArray = new Log();
    for (int at = 0; at < stream.length; at += 1000) {
      fromArray.reader.feed(padded, 5 + at, Math.min(1000, stream.length - at));
    }
    fromArray.reader.finish();
    Log fromPosition = new Log();
    fromPosition.reader.feed(ByteBuffer.wrap(padded, 5, stream.length)); // position 5
    fromPosition.reader.finish();
    Log fromSlice = new Log();
    fromSlice.reader.feed(ByteBuffer.wrap(padded, 3, stream.length + 2).slice().position(2)); // array offset 3
    fromSlice.reader.finish();

    assertThat(fromArray.lines).containsExactlyElementsIn(expected.lines).inOrder();
    assertThat(fromPosition.lines).containsExactlyElementsIn(expected.lines).inOrder();
    assertThat(fromSlice.lines).containsExactlyElementsIn(expected.lines).inOrder();
  }

  @Test
  void countersTellBytesFramesEventsAndErrors() throws IOException {
    Corpus.Mixed mixed = Corpus.mixed();
    Log log = whole(mixed.stream());

    assertThat(log.reader.position()).isEqualTo(mixed.stream().length);
    assertThat(log.reader.frames()).isEqualTo(mixed.events().size() + mixed.errors().size());
    assertThat(log.reader.events()).isEqualTo(mixed.events().size());
    assertThat(log.reader.errors()).isEqualTo(mixed.errors().size());
  }

  @Test
  void aFrameOfExactlyTheLimitDecodesEvenWithSeveralCobsGroups() {
    // isr_enter ts 0, isr_id 0: payload 04 00 00, framed 02 04 01 01 00 (four bytes before the delimiter)
    byte[] frame = HexFormat.of().parseHex("0204010100");
    for (int chunk : new int[] {1, frame.length}) {
      Log atLimit = new Log(4);
      Log overLimit = new Log(3);
      for (int at = 0; at < frame.length; at += chunk) {
        atLimit.reader.feed(frame, at, Math.min(chunk, frame.length - at));
        overLimit.reader.feed(frame, at, Math.min(chunk, frame.length - at));
      }

      assertThat(atLimit.lines).containsExactly("IsrEnter[ts=0, isrId=0]");
      assertThat(overLimit.lines).containsExactly(
          "offset 0 frame 0: the frame is longer than 3 bytes (the reader's limit); frame skipped");
    }
    assertThrows(IllegalArgumentException.class, () -> new Log(0));
    assertThat(new Log(1).reader.frames()).isEqualTo(0);
  }

  @Test
  void frameLongerThanTheLimitIsSkippedAndDecodingResumes() {
    // isr_name 5 "abcdefghijklmnopqrst" (24 bytes framed), then isr_enter; the limit is 16 bytes.
    byte[] longFrame = concat(concat(new byte[] {0x17, 0x03, 0x05}, "abcdefghijklmnopqrst".getBytes(StandardCharsets.US_ASCII)), new byte[] {0});
    byte[] truncated = HexFormat.of().parseHex("03040200"); // isr_enter without isr_id
    byte[] stream = concat(concat(longFrame, ISR_ENTER), truncated);
    for (int chunk : new int[] {1, stream.length}) {
      Log log = new Log(16);
      for (int at = 0; at < stream.length; at += chunk) {
        log.reader.feed(stream, at, Math.min(chunk, stream.length - at));
      }
      log.reader.finish();

      assertThat(log.lines).containsExactly(
          "offset 0 frame 0: the frame is longer than 16 bytes (the reader's limit); frame skipped",
          "IsrEnter[ts=2, isrId=5]",
          "offset 29 frame 2: the frame ends inside field 'isr_id' (isr_enter); frame skipped").inOrder();
      assertThat(log.events.get(0)).isInstanceOf(IsrEnter.class);
    }
  }

  @Test
  void delimiterScansFindEveryZeroAtEveryOffsetAndAlignment() {
    // The scan reads eight bytes at a time and finishes byte by byte, the block mask takes 64:
    // put the zero at every place relative to both, after bytes whose subtraction borrows (0x01,
    // 0x80) and before a second zero.
    for (int length = 0; length <= 80; length++) {
      for (int from = 0; from <= length; from++) {
        for (int zeroAt = from; zeroAt <= length; zeroAt++) {
          byte[] data = new byte[length];
          for (int k = 0; k < length; k++) {
            data[k] = (byte) (k % 3 == 0 ? 0x01 : k % 3 == 1 ? 0x80 : 0xFF);
          }
          if (zeroAt < length) {
            data[zeroAt] = 0;
          }
          if (zeroAt + 2 < length) {
            data[zeroAt + 2] = 0;
          }
          assertThat(Delimiters.indexOf(Delimiters.words(data), from, length)).isEqualTo(zeroAt);
          if (from + Long.SIZE <= length) {
            long expected = 0;
            for (int k = 0; k < Long.SIZE; k++) {
              expected |= data[from + k] == 0 ? 1L << k : 0;
            }
            assertThat(Delimiters.zeroBits(Delimiters.words(data), from)).isEqualTo(expected);
          }
        }
      }
    }
  }

  @Test
  void memoryStaysBoundedOnAnEndlessRunWithoutDelimiters() {
    Log log = new Log(64);
    byte[] garbage = new byte[1 << 16];
    java.util.Arrays.fill(garbage, (byte) 0x55);
    for (int i = 0; i < 256; i++) { // 16 MiB that a naive reader would buffer
      log.reader.feed(garbage);
    }
    log.reader.feed(new byte[] {0});
    log.reader.feed(ISR_ENTER);
    log.reader.finish();

    assertThat(log.errors.stream().map(DecodeError::kind).toList()).containsExactly(ErrorKind.FRAME_TOO_LONG);
    assertThat(log.events).hasSize(1);
  }

  @Test
  void trailingBytesAreReportedAtTheEndWithTheirOffset() {
    Log log = whole(concat(ISR_ENTER, HexFormat.of().parseHex("0304")));

    assertThat(log.events).hasSize(1);
    assertThat(log.errors).hasSize(1);
    DecodeError error = log.errors.get(0);
    assertThat(error.kind()).isEqualTo(ErrorKind.TRAILING_BYTES);
    assertThat(error.streamOffset()).isEqualTo(ISR_ENTER.length);
    assertThat(error.frameIndex()).isEqualTo(1);
    assertThat(error.toString()).isEqualTo(
        "offset 5 frame 1: 2 byte(s) after the last delimiter: the stream ends inside a frame; frame skipped");
  }

  @Test
  void aStreamWithoutAnyDelimiterIsOneCutOffFrame() {
    Log log = whole(HexFormat.of().parseHex("040402"));

    assertThat(log.lines).containsExactly(
        "offset 0 frame 0: 3 byte(s) after the last delimiter: the stream ends inside a frame; frame skipped");
  }

  @Test
  void readingAStreamOrChannelToItsEndFinishesIt() throws IOException {
    byte[] stream = concat(ISR_ENTER, HexFormat.of().parseHex("0304"));
    Log fromStream = new Log();
    fromStream.reader.readAll(new ByteArrayInputStream(stream));
    Log fromChannel = new Log();
    fromChannel.reader.readAll(Channels.newChannel(new ByteArrayInputStream(stream)));

    for (Log log : List.of(fromStream, fromChannel)) {
      assertThat(log.lines).containsExactly(
          "IsrEnter[ts=2, isrId=5]",
          "offset 5 frame 1: 2 byte(s) after the last delimiter: the stream ends inside a frame; frame skipped").inOrder();
    }
  }

  @Test
  void errorsNameTheEventWhenTheIdIsKnown() {
    // isr_enter with ts but without isr_id.
    Log log = whole(HexFormat.of().parseHex("03040200"));

    assertThat(log.errors.get(0).toString())
        .isEqualTo("offset 0 frame 0: the frame ends inside field 'isr_id' (isr_enter); frame skipped");
    assertThat(log.errors.get(0).eventId()).isEqualTo(IsrEnter.ID);
    assertThat(log.errors.get(0).eventName()).isEqualTo("isr_enter");
    // event id 0 (core_id) is a known id too: payload 00, framed 01 01 00
    assertThat(whole(HexFormat.of().parseHex("010100")).lines)
        .containsExactly("offset 0 frame 0: the frame ends inside field 'ts' (core_id); frame skipped");
  }

  @Test
  void anUnknownIdIsNamedOnce() {
    // id 0xFF with a ts: payload FF 02, framed 03 FF 02 00
    Log log = whole(HexFormat.of().parseHex("03FF0200"));

    assertThat(log.lines).containsExactly("offset 0 frame 0: unknown event id 0xFF; frame skipped");
    assertThat(log.errors.get(0).eventId()).isEqualTo(0xFF);
  }

  @Test
  void unsignedTimestampsNeverPrintNegative() {
    // isr_enter, ts = 2^64-1 (FF x9 01), isr_id 1.
    Log log = whole(HexFormat.of().parseHex("0D04FFFFFFFFFFFFFFFFFF010100"));

    IsrEnter event = (IsrEnter) log.events.get(0);
    assertThat(event.ts()).isEqualTo(-1L); // the bit pattern of 2^64-1
    assertThat(Long.toUnsignedString(event.ts())).isEqualTo("18446744073709551615");
    assertThat(event.toString()).isEqualTo("IsrEnter[ts=18446744073709551615, isrId=1]");
  }

  @Test
  void badUtf8KeepsTheEventAndWarns() {
    // isr_name id 3, name C3 28.
    Log log = whole(HexFormat.of().parseHex("0503" + "03C3" + "2800"));

    assertThat(((IsrName) log.events.get(0)).name()).isEqualTo("\ufffd(");
    assertThat(log.errors.get(0).kind()).isEqualTo(ErrorKind.INVALID_UTF8);
    assertThat(log.errors.get(0).kind().dropsFrame()).isFalse();
    assertThat(log.errors.get(0).eventId()).isEqualTo(IsrName.ID);
    assertThat(log.errors.get(0).eventName()).isEqualTo("isr_name");
  }

  @Test
  void recordsRejectValuesTheWireCannotCarry() {
    assertThrows(IllegalArgumentException.class, () -> new IsrEnter(0, 1L << 32));
    assertThrows(IllegalArgumentException.class, () -> new IsrEnter(0, -1));
    assertThrows(NullPointerException.class, () -> new IsrName(1, null));
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
