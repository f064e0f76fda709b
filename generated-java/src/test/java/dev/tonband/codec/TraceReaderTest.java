package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TraceEvent;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
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
  void frameLongerThanTheLimitIsSkippedAndDecodingResumes() {
    // isr_name 5 "abcdefghijklmnopqrst" (24 bytes framed), then isr_enter; the limit is 16 bytes.
    byte[] longFrame = concat(concat(new byte[] {0x17, 0x03, 0x05}, "abcdefghijklmnopqrst".getBytes(StandardCharsets.US_ASCII)), new byte[] {0});
    byte[] stream = concat(longFrame, ISR_ENTER);
    for (int chunk : new int[] {1, stream.length}) {
      Log log = new Log(16);
      for (int at = 0; at < stream.length; at += chunk) {
        log.reader.feed(stream, at, Math.min(chunk, stream.length - at));
      }
      log.reader.finish();

      assertThat(log.errors).hasSize(1);
      assertThat(log.errors.get(0).kind()).isEqualTo(ErrorKind.FRAME_TOO_LONG);
      assertThat(log.errors.get(0).streamOffset()).isEqualTo(0);
      assertThat(log.events).hasSize(1);
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
        "offset 5, frame 1: 2 byte(s) after the last delimiter: the stream ends inside a frame; frame skipped");
  }

  @Test
  void errorsNameTheEventWhenTheIdIsKnown() {
    // isr_enter with ts but without isr_id.
    Log log = whole(HexFormat.of().parseHex("03040200"));

    assertThat(log.errors.get(0).toString())
        .isEqualTo("offset 0, frame 0 (isr_enter): the frame ends inside field 'isr_id'; frame skipped");
    assertThat(log.errors.get(0).eventId()).isEqualTo(IsrEnter.ID);
    assertThat(log.errors.get(0).eventName()).isEqualTo("isr_enter");
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
  }

  @Test
  void recordsRejectValuesTheWireCannotCarry() {
    assertThrows(IllegalArgumentException.class, () -> new IsrEnter(0, 1L << 32));
    assertThrows(IllegalArgumentException.class, () -> new IsrEnter(0, -1));
    assertThrows(NullPointerException.class, () -> new IsrName(1, null));
  }

  @Test
  void visitorPathAllocatesNothingPerEvent() throws IOException {
    assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    byte[] stream = Files.readAllBytes(Corpus.file("streams/encode-cases.bin"));
    long[] sum = new long[1];
    EventVisitor visitor = new EventVisitor() {
      @Override
      public void onIsrEnter(long ts, long isrId) {
        sum[0] += isrId;
      }
    };
    TraceReader reader = new TraceReader(visitor, e -> { throw new AssertionError(e); });
    reader.feed(stream); // warm up
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 100; i++) {
      reader.feed(stream);
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    long events = reader.events();

    assertThat(events).isGreaterThan(100_000L);
    assertThat(allocated).isLessThan(events / 100); // well under one byte per event
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
