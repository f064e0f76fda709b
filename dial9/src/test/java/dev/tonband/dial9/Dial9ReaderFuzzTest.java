// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The dial9 reader on any input, in this module's small test heap (-Xmx64m, set in the pom): it
 * ends only with its own typed error ({@link Dial9FormatException}), never with another exception
 * or an OutOfMemoryError; it allocates in proportion to the bytes that arrive, whatever lengths
 * they claim; and it reads the same whether the bytes come at once or one at a time. Reading the
 * input back into catalogue events ({@link Dial9ToEvents}, what {@code tonband decode} does) keeps
 * to the same rules.
 *
 * <p>Inputs: random bytes (alone, or after a valid header), and valid archives cut anywhere or
 * with four bytes anywhere replaced by a large length. In {@code mvn verify} the {@code @Test}s
 * apply every cut and every inflated length to the hand-computed archives and the fuzz target
 * replays its saved findings; {@code -Pfuzz} fuzzes for real (docs/dial9.md).
 */
class Dial9ReaderFuzzTest {
  private static final byte[] HEADER = Golden.hex("54 52 43 00 01");
  /** The hand-computed archives: every frame and field type, two batches, a converted device trace. */
  private static final List<byte[]> GOLDEN = List.of(
      Golden.bytes("timestamps.hex"), Golden.bytes("all-field-types.hex"), Golden.bytes("optional-pool-schema.hex"),
      Golden.bytes("device-events.hex"), Golden.bytes("two-batches.hex"), Golden.bytes("latest-spec.hex"));
  /** The golden archives and the archive of the corpus's encode cases (every catalogue event, 1,661 of them). */
  private static final List<byte[]> SEEDS = seeds();
  /** Lengths as damage or malice writes them: all ones, 64 MiB, 8M stack frames, the largest int. */
  private static final int[] LARGE = {0xFFFF_FFFF, 0x0400_0000, 0x0080_0000, 0x7FFF_FFFF};

  private static List<byte[]> seeds() {
    List<byte[]> seeds = new ArrayList<>(GOLDEN);
    try {
      byte[] device = Files.readAllBytes(DeviceRoundTripTest.corpus("streams/encode-cases.bin"));
      ByteArrayOutputStream archive = new ByteArrayOutputStream();
      DeviceToDial9.convert(new ByteArrayInputStream(device), archive, error -> {});
      seeds.add(archive.toByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(seeds);
  }

  @FuzzTest(maxDuration = "${jazzer.max_duration:-5m}")
  void readerReportsOnlyTypedErrors(FuzzedDataProvider data) throws IOException {
    byte[] archive = SEEDS.get(data.consumeInt(0, SEEDS.size() - 1));
    byte[] input = switch (data.consumeInt(0, 3)) {
      case 0 -> data.consumeRemainingAsBytes();
      case 1 -> concat(HEADER, data.consumeRemainingAsBytes());
      case 2 -> Arrays.copyOf(archive, data.consumeInt(0, archive.length));
      default -> inflated(archive, data.consumeInt(0, archive.length - 4),
          data.consumeBoolean() ? data.pickValue(LARGE) : data.consumeInt());
    };
    check(input);
  }

  @Test
  void everyCutOfTheGoldenArchivesEndsWithATypedError() throws IOException {
    for (byte[] archive : GOLDEN) {
      for (int length = 0; length <= archive.length; length++) {
        check(Arrays.copyOf(archive, length));
      }
    }
  }

  @Test
  void aLargeLengthAnywhereInTheGoldenArchivesCostsNoMemory() throws IOException {
    for (byte[] archive : GOLDEN) {
      for (int at = 0; at + 4 <= archive.length; at++) {
        for (int value : LARGE) {
          check(inflated(archive, at, value));
        }
      }
    }
  }

  /** The rules above, for one input. */
  private static void check(byte[] input) throws IOException {
    Dial9Visitor ignore = event -> {};
    read(input, input.length, ignore); // loads and initialises the classes its path needs, which allocates
    long before = Golden.allocatedBytes();
    read(input, input.length, ignore);
    assertThat(Golden.allocatedBytes() - before).isAtMost(1024 * 1024 + 64L * input.length);

    List<String> whole = frames(input, input.length);
    assertThat(frames(input, 1)).isEqualTo(whole);

    List<Object> events = new ArrayList<>();
    try {
      Dial9ToEvents.read(chunked(input, input.length), events::add, events::add);
    } catch (Dial9FormatException e) {
      checkError(e, input);
    }
  }

  /** Everything the reader reports, every value rendered as text, and its error if it ends with one. */
  private static List<String> frames(byte[] input, int chunk) throws IOException {
    List<String> frames = new ArrayList<>();
    String error = read(input, chunk, new Dial9Visitor() {
      @Override
      public void onEvent(Dial9Event event) {
        StringBuilder text = new StringBuilder(event.schema().name() + " @" + Long.toUnsignedString(event.timestampNs()));
        for (int i = 0; i < event.values().size(); i++) {
          Object value = event.values().get(i);
          text.append(' ').append(value == null ? "-" : ValueText.of(event.schema().fields().get(i).type(), value));
        }
        frames.add(text.toString());
      }

      @Override
      public void onSchema(Schema schema) {
        frames.add(schema.toString());
      }

      @Override
      public void onPoolEntry(PooledString entry) {
        frames.add(entry.toString());
      }

      @Override
      public void onStackPoolEntry(PooledStackFrames entry) {
        frames.add(entry.poolId() + "=" + entry);
      }

      @Override
      public void onAnnotations(Schema schema, List<FieldAnnotation> annotations) {
        frames.add(schema.name() + " " + annotations);
      }

      @Override
      public void onBatchStart(int batch) {
        frames.add("batch " + batch);
      }

      @Override
      public void onTimestampReset(long timestampNs) {
        frames.add("reset " + timestampNs);
      }
    });
    frames.add(error);
    return frames;
  }

  /** Reads {@code input}, arriving {@code chunk} bytes at a time, to its end or its error (returned). */
  private static String read(byte[] input, int chunk, Dial9Visitor visitor) throws IOException {
    try {
      new Dial9Reader(chunked(input, chunk)).readAll(visitor);
      return "end";
    } catch (Dial9FormatException e) {
      checkError(e, input);
      return e.kind() + " " + e.getMessage();
    }
  }

  private static void checkError(Dial9FormatException e, byte[] input) {
    assertThat(e.kind()).isNotNull();
    assertThat(e.offset()).isAtLeast(0L);
    assertThat(e.offset()).isAtMost((long) input.length);
  }

  private static InputStream chunked(byte[] input, int chunk) {
    return new FilterInputStream(new ByteArrayInputStream(input)) {
      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return super.read(b, off, Math.min(len, Math.max(chunk, 1)));
      }
    };
  }

  private static byte[] inflated(byte[] archive, int at, int value) {
    byte[] copy = archive.clone();
    for (int i = 0; i < 4; i++) {
      copy[at + i] = (byte) (value >>> (8 * i));
    }
    return copy;
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] both = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, both, a.length, b.length);
    return both;
  }

}
