// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.dial9.Dial9Writer;
import dev.tonband.dial9.FieldDef;
import dev.tonband.dial9.FieldType;
import dev.tonband.dial9.Schema;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Files as dial9's writers make them: a buffer per thread, each flushed into the file as a batch
 * of its own (header, schemas, timestamp base 0), so the batches' times interleave. Every event
 * keeps the time its batch gives it, the events come out merged by time, and overlap between
 * batches is no problem; time going back inside one batch still is.
 */
class ThreadBatchesCliTest extends CliFixture {
  private static final String HEADER = "54 52 43 00 01";
  /** Schema 1 "tick", timestamped, one field "n" of type U8 (11). */
  private static final String TICK = "01 01 00  04 00 74 69 63 6B  01  01 00  01 00 6E 0B";

  private Path file(String name, String... hex) throws IOException {
    return Files.write(dir.resolve(name), HexFormat.of().parseHex(String.join("", hex).replace(" ", "")));
  }

  /** Times by hand from the spec: a batch's base starts at 0, each event adds its u24 delta, a reset sets it. */
  private static final String[] INTERLEAVED = {
      HEADER, TICK,                    // batch 0, thread A
      "02 01 00 64 00 00 01",          //   n=1 at 0 + 100 = 100 ns
      "02 01 00 C8 00 00 03",          //   n=3 at 100 + 200 = 300 ns
      "02 01 00 FF FF FF 05",          //   n=5 at 300 + 16,777,215 = 16,777,515 ns
      HEADER, TICK,                    // batch 1, thread B: its base is 0 again
      "02 01 00 C8 00 00 02",          //   n=2 at 0 + 200 = 200 ns
      "05 00 24 F4 00 00 00 00 00",    //   reset to 0xF42400 = 16,000,000 ns
      "02 01 00 00 00 00 04"};         //   n=4 at 16,000,000 + 0 ns

  private static final List<String> INTERLEAVED_DECODED = List.of(
      "100 ns  core 0  tick  n=1",
      "200 ns  core 0  tick  n=2",
      "300 ns  core 0  tick  n=3",
      "16000000 ns  core 0  tick  n=4",
      "16777515 ns  core 0  tick  n=5");

  @Test
  void eachEventKeepsItsBatchsTimeAndTheBatchesAreMergedByTime() throws Exception {
    Path archive = file("threads.dial9", INTERLEAVED);

    assertThat(run("decode", archive.toString())).isEqualTo(ExitCode.OK);

    assertThat(out().lines().map(String::strip).toList()).containsExactlyElementsIn(INTERLEAVED_DECODED).inOrder();
    assertThat(err()).doesNotContain("NON_MONOTONIC_TIMESTAMP");
  }

  @Test
  void convertAndStatsSeeThemAtTheSameTimesWithoutProblems() throws Exception {
    Path archive = file("threads.dial9", INTERLEAVED);
    Path trace = dir.resolve("threads.pftrace");

    assertThat(run("convert", archive.toString(), "-o", trace.toString())).isEqualTo(ExitCode.OK);
    assertThat(run("stats", archive.toString())).isEqualTo(ExitCode.OK);

    assertThat(TraceCheck.of(Files.readAllBytes(trace)).lines()).containsExactly(
        "Foreign events / tick: I tick @100", "Foreign events / tick: I tick @200", "Foreign events / tick: I tick @300",
        "Foreign events / tick: I tick @16000000", "Foreign events / tick: I tick @16777515").inOrder();
  }

  /** dial9's traces often ship gzipped: the batches are found in the decompressed bytes. */
  @Test
  void aGzippedArchiveToo() throws Exception {
    Path plain = file("threads.dial9", INTERLEAVED);
    Path archive = dir.resolve("threads.dial9.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(archive))) {
      out.write(Files.readAllBytes(plain));
    }

    assertThat(run("decode", archive.toString())).isEqualTo(ExitCode.OK);

    assertThat(out().lines().map(String::strip).toList()).containsExactlyElementsIn(INTERLEAVED_DECODED).inOrder();
  }

  /** As dial9's encoder writes it: an event earlier than the one before it, after a timestamp reset, is legal. */
  @Test
  void anEventEarlierThanTheOneBeforeItInsideOneBatchIsAtItsOwnTime() throws Exception {
    Path archive = file("reset.dial9",
        HEADER, TICK,                    // batch 0
        "02 01 00 64 00 00 01",          //   n=1 at 100 ns
        HEADER, TICK,                    // batch 1
        "02 01 00 C8 00 00 02",          //   n=2 at 200 ns
        "05 96 00 00 00 00 00 00 00",    //   reset back to 150 ns
        "02 01 00 00 00 00 03");         //   n=3 at 150 ns

    assertThat(run("decode", archive.toString())).isEqualTo(ExitCode.OK);

    assertThat(out().lines().map(String::strip).toList()).containsExactly(
        "100 ns  core 0  tick  n=1",
        "150 ns  core 0  tick  n=3",
        "200 ns  core 0  tick  n=2").inOrder();
  }

  /** Damage ends the batch it is in; the batches before it in the file go on at their times. */
  @Test
  void aCutOffBatchEndsAloneAndTheOthersGoOn() throws Exception {
    Path archive = file("cut.dial9",
        HEADER, TICK,                    // batch 0, offsets 0 to 34
        "02 01 00 64 00 00 01",          //   n=1 at 100 ns
        "02 01 00 C8 00 00 03",          //   n=3 at 300 ns
        HEADER, TICK,                    // batch 1, from offset 35
        "02 01 00 C8 00 00 02",          //   n=2 at 200 ns
        "02 01 00 C8");                  //   offset 63: an event cut off inside its timestamp

    assertThat(run("decode", archive.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);

    assertThat(out().lines().map(String::strip).toList()).containsExactly(
        "100 ns  core 0  tick  n=1",
        "200 ns  core 0  tick  n=2",
        "! DIAL9_TRUNCATED cut.dial9 offset 66: the stream ends inside an event timestamp;"
            + " its batch cannot be read past it, so the batch ends here (the others go on)",
        "300 ns  core 0  tick  n=3").inOrder();
  }

  private record Written(int thread, int seq, long ns) {}

  /**
   * Four threads, each writing events into its own buffer, with gaps from 1 ns to 30 ms (so
   * that some need a timestamp reset); a buffer is flushed as a batch every few events, and the
   * file holds the batches in the order they were flushed, as dial9's writer appends them.
   */
  @Test
  void everyEventOfInterleavedWriterBatchesComesOutAtTheTimeItWasWritten() throws Exception {
    Schema event = new Schema(7, "app/step", true,
        List.of(FieldDef.required("thread", FieldType.U8), FieldDef.required("seq", FieldType.VARINT)));
    Random random = new Random(26);
    List<List<Written>> batches = new ArrayList<>();
    List<Written> all = new ArrayList<>();
    for (int thread = 0; thread < 4; thread++) {
      long ns = random.nextInt(1_000_000);
      List<Written> buffer = new ArrayList<>();
      for (int seq = 0; seq < 500; seq++) {
        ns += 1 + (random.nextInt(10) == 0 ? random.nextInt(30_000_000) : random.nextInt(200_000));
        Written w = new Written(thread, seq, ns);
        buffer.add(w);
        all.add(w);
        if (random.nextInt(20) == 0 || seq == 499) {
          batches.add(buffer);
          buffer = new ArrayList<>();
        }
      }
    }
    batches.sort(Comparator.comparingLong(b -> b.get(b.size() - 1).ns())); // flushed after its last event
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    for (List<Written> batch : batches) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (Dial9Writer writer = new Dial9Writer(bytes)) {
        writer.writeSchema(event);
        for (Written w : batch) {
          writer.writeTimedEvent(event, w.ns(), w.thread(), (long) w.seq());
        }
      }
      file.writeBytes(bytes.toByteArray());
    }
    Path archive = Files.write(dir.resolve("writer.dial9"), file.toByteArray());

    assertThat(run("decode", "--json", archive.toString())).isEqualTo(ExitCode.OK);

    List<JsonNode> lines = new ArrayList<>();
    for (String line : out().lines().toList()) {
      lines.add(new ObjectMapper().readTree(line));
    }
    assertThat(lines).hasSize(all.size());
    long before = 0;
    for (JsonNode line : lines) {
      assertThat(line.has("problem")).isFalse();
      Written w = all.get(line.get("fields").get("thread").asInt() * 500 + line.get("fields").get("seq").asInt());
      assertThat(line.get("ns").asLong()).isEqualTo(w.ns());
      assertThat(w.ns()).isAtLeast(before);
      before = w.ns();
    }
  }
}
