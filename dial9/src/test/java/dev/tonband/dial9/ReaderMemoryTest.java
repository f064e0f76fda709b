// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.dial9.Dial9FormatException.Kind;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A reader's memory follows the bytes that arrive, never the lengths a stream claims: a short file
 * that promises 64 MiB is a truncated file, not a 64 MiB allocation. What the reader keeps across
 * frames (schemas, pools) is held to a budget and ends the stream with a clear error when
 * exceeded. Allocation is measured per thread (HotSpot's ThreadMXBean), so the test cannot pass
 * by a heap that happens to be large.
 */
class ReaderMemoryTest {
  private static final String HEADER = "54 52 43 00 01";
  /** Room for the reader's own buffers and a first chunk of a value; far below any claim here. */
  private static final long SMALL = 1024 * 1024;

  /** A stream of one untimestamped schema "note" with one field "text" of {@code typeTag}, and an event starting with {@code value}. */
  private static String oneField(String typeTag, String value) {
    return HEADER + " 01 01 00 04 00 6E 6F 74 65 00 01 00 04 00 74 65 78 74 " + typeTag + " 02 01 00 " + value;
  }

  static Stream<Arguments> claims() {
    return Stream.of(
        // the 37 bytes of issue 13: a String of 64 MiB (04 00 00 04 = 67,108,864) with 6 bytes of it
        Arguments.of("String of 64 MiB", oneField("04", "00 00 00 04 61 62 63 64 65 66"), 31),
        Arguments.of("Bytes of 64 MiB", oneField("05", "00 00 00 04 61 62"), 31),
        Arguments.of("StackFrames of 8M addresses", oneField("08", "00 00 80 00 01 02 03 04 05 06 07 08"), 31),
        Arguments.of("StringMap of 8M pairs", oneField("0A", "00 00 80 00 01 00 00 00 61"), 36),
        Arguments.of("DynamicList of 32M elements", oneField("0E", "00 00 00 02 0B 01"), 33),
        Arguments.of("DynamicMap of 16M entries", oneField("0F", "00 00 00 01 0B 01 0B 02"), 35),
        Arguments.of("string pool entry of 64 MiB", HEADER + " 03 01 00 00 00 00 00 00 00 00 00 00 04 61", 18),
        Arguments.of("stack pool entry of 8M addresses", HEADER + " 04 01 00 00 00 00 00 00 00 00 00 80 00 01", 18),
        Arguments.of("string pool of 4G entries", HEADER + " 03 FF FF FF FF 00 00 00 00 01 00 00 00 61", 19));
  }


  /** The offset is that of the first byte missing from the value the stream ends inside. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("claims")
  void aLengthTheInputDoesNotBackCostsNoMemoryAndIsATruncatedStream(String claim, String hex, long offset) {
    byte[] stream = Golden.hex(hex);
    long before = Golden.allocatedBytes();

    Dial9FormatException e = assertThrows(Dial9FormatException.class,
        () -> new Dial9Reader(new ByteArrayInputStream(stream)).readAll(event -> {}));

    assertThat(Golden.allocatedBytes() - before).isLessThan(SMALL);
    assertThat(e.kind()).isEqualTo(Kind.TRUNCATED);
    assertThat(e.offset()).isEqualTo(offset);
  }

  @Test
  void theIssuesFileIs37BytesAndSaysWhereItEnds() {
    byte[] stream = Golden.hex(oneField("04", "00 00 00 04 61 62 63 64 65 66"));

    Dial9FormatException e = assertThrows(Dial9FormatException.class,
        () -> new Dial9Reader(new ByteArrayInputStream(stream)).readAll(event -> {}));

    assertThat(stream).hasLength(37);
    assertThat(e).hasMessageThat().isEqualTo("offset 31: the stream ends inside field 'text' of note");
  }

  /** {@code count} string pool frames, each one entry of a 100-letter text, ids from {@code firstId}. */
  private static String pool(int count, int firstId) {
    StringBuilder hex = new StringBuilder();
    for (int id = firstId; id < firstId + count; id++) {
      hex.append(String.format(" 03 01 00 00 00 %02X 00 00 00 64 00 00 00", id)).append(" 61".repeat(100));
    }
    return hex.toString();
  }

  @Test
  void aStringPoolOutgrowingTheMemoryBudgetIsAClearError() {
    // each entry counts 64 bytes of overhead and 2 bytes per char: 264; the 4th passes 1,000
    byte[] stream = Golden.hex(HEADER + pool(4, 0));

    Dial9FormatException e = assertThrows(Dial9FormatException.class,
        () -> new Dial9Reader(new ByteArrayInputStream(stream), 1 << 20, 1_000).readAll(event -> {}));

    assertThat(e.kind()).isEqualTo(Kind.TOO_LARGE);
    assertThat(e.offset()).isEqualTo(5 + 3 * 113 + 5); // the 4th frame's entry
    assertThat(e).hasMessageThat().contains(
        "the string pool outgrows this reader's memory budget: schemas and pools would take over 1000 bytes");
  }

  @Test
  void eachBatchHasTheWholeBudget() throws IOException {
    // three entries per batch fit; the new header forgets the first batch's pool
    byte[] stream = Golden.hex(HEADER + pool(3, 0) + " " + HEADER + pool(3, 3));
    int[] entries = new int[1];

    new Dial9Reader(new ByteArrayInputStream(stream), 1 << 20, 1_000).readAll(new Dial9Visitor() {
      @Override
      public void onEvent(Dial9Event event) {}

      @Override
      public void onPoolEntry(PooledString entry) {
        entries[0]++;
      }
    });

    assertThat(entries[0]).isEqualTo(6);
  }

  @Test
  void theDefaultBudgetIsAQuarterOfTheHeapAtMost() {
    assertThat(Dial9Reader.defaultMemoryBudget()).isAtMost(Runtime.getRuntime().maxMemory() / 4);
    assertThat(Dial9Reader.defaultMemoryBudget()).isGreaterThan(0L);
  }
}
