// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.StreamBuilder;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/** A file picked by mistake (a firmware's ELF file, a picture, a README) is refused, before anything is written. */
class WrongFilesTest extends CliFixture {
  /** A program's bytes: the ELF magic, then machine code, whose many 0x00 bytes cut it into short "frames". */
  private static byte[] elf() {
    byte[] bytes = new byte[100_000];
    new Random(26).nextBytes(bytes);
    for (int i = 0; i < bytes.length; i += 7) {
      bytes[i] = 0;
    }
    System.arraycopy(new byte[] {0x7F, 'E', 'L', 'F', 2, 1, 1}, 0, bytes, 0, 7);
    return bytes;
  }

  private static byte[] text(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private byte[] clean() {
    return new StreamBuilder().metadata(0x02, null, 10).metadata(0x03, "SysTick", 1).event(0x04, 5, 1)
        .event(0x05, 7, 1).bytes();
  }

  private static byte[] gzip(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(bytes);
    }
    return out.toByteArray();
  }

  private static byte[] zip(byte[] entry) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      zip.putNextEntry(new ZipEntry("trace.bin"));
      zip.write(entry);
    }
    return out.toByteArray();
  }

  /** Every command that reads device streams, with {@code input}; those that write, to {@code output}. */
  private List<String[]> commands(Path input, Path output) throws IOException {
    Path budgets = Files.writeString(dir.resolve("budgets.yaml"), "trace: {drops: 0}\n");
    return List.of(
        new String[] {"decode", input.toString()},
        new String[] {"convert", input.toString(), "-o", output.toString()},
        new String[] {"stats", input.toString()},
        new String[] {"check", "-b", budgets.toString(), input.toString()},
        new String[] {"report", input.toString(), "-o", output.toString()},
        new String[] {"serve", "--once", input.toString()});
  }

  private String refused(String file, byte[] content) throws IOException {
    Path input = Files.write(dir.resolve(file), content);
    Path output = Files.writeString(dir.resolve("existing.out"), "kept");
    String message = null;
    for (String[] command : commands(input, output)) {
      picocliErr.getBuffer().setLength(0);
      stdout.reset();
      assertWithMessage(String.join(" ", command)).that(run(command)).isEqualTo(ExitCode.USAGE);
      assertWithMessage(String.join(" ", command)).that(out()).isEmpty();
      assertWithMessage(String.join(" ", command) + ": " + picocliErr + err()).that(picocliErr.toString().lines().count())
          .isEqualTo(1);
      if (message == null) {
        message = picocliErr.toString().strip();
      }
      assertWithMessage(String.join(" ", command)).that(picocliErr.toString().strip()).isEqualTo(message);
    }
    assertThat(Files.readString(output)).isEqualTo("kept");
    try (var files = Files.list(dir)) {
      assertThat(files.filter(f -> f.toString().endsWith(".part")).toList()).isEmpty();
    }
    return message;
  }

  @Test
  void anElfFileIsRefusedByEveryCommandSayingWhatItIs() throws Exception {
    assertThat(refused("firmware.elf", elf())).isEqualTo("tonband: firmware.elf"
        + " is an ELF file (a program or firmware image), not a device stream: its first 64 KiB hold almost no frame"
        + " (29 of 9607) that a device sends");
  }

  @Test
  void picturesArchivesAndTextAreRefusedSayingWhatTheyAre() throws Exception {
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R', 0, 0, 0, 16};
    assertThat(refused("shot.png", png)).isEqualTo("tonband: shot.png"
        + " is a PNG image, not a device stream: its first 20 bytes hold no frame that a device sends");

    byte[] zip = zip(clean());
    assertThat(refused("release.zip", zip)).isEqualTo("tonband: release.zip"
        + " is a zip archive (unpack it and give the trace in it), not a device stream: its first " + zip.length
        + " bytes hold no frame that a device sends");

    byte[] yaml = text("groups:\n  motor:\n    events:\n      motor_speed: {id: 0x84}\n");
    assertThat(refused("app-events.yaml", yaml)).isEqualTo("tonband: app-events.yaml"
        + " is text, not a device stream: its first " + yaml.length + " bytes hold no frame that a device sends");

    byte[] json = text("{\"event\":\"isr_enter\",\"ts_ns\":50}\n{\"event\":\"isr_exit\",\"ts_ns\":70}\n");
    assertThat(refused("events.jsonl", json)).isEqualTo("tonband: events.jsonl"
        + " is JSON text, not a device stream: its first " + json.length + " bytes hold no frame that a device sends");
  }

  @Test
  void compressedAndHexDumpedWrongFilesAreRefusedToo() throws Exception {
    assertThat(refused("firmware.elf.gz", gzip(elf()))).isEqualTo("tonband: firmware.elf.gz"
        + " is an ELF file (a program or firmware image), not a device stream: its first 64 KiB hold almost no frame"
        + " (29 of 9607) that a device sends");

    assertThat(refused("dump.hex", text("de ad be ef 00 ff ff 00\n"))).isEqualTo("tonband: dump.hex"
        + " is a hex dump, but not of a device stream: its first 8 bytes hold no frame that a device sends");
  }

  /** A binary capture read as a hex dump would be nothing but bad lines: it is called what it is not. */
  @Test
  void aBinaryCaptureReadWithFormatHexIsNoHexDump() throws Exception {
    Path capture = Files.write(dir.resolve("capture.bin"), clean());

    assertThat(run("decode", "--format", "hex", capture.toString())).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString()).isEqualTo("tonband: capture.bin is not a hex dump: its first " + clean().length
        + " bytes are not hex digits and separators; read it without --format hex (auto tells a binary stream, a hex"
        + " dump and a dial9 archive apart)" + System.lineSeparator());
    assertThat(out()).isEmpty();
  }

  @Test
  void binaryOfNoKnownKindIsRefusedWithoutGuessingWhatItIs() throws Exception {
    byte[] firmwareImage = elf();
    firmwareImage[0] = 0; // a raw image, as objcopy -O binary writes it: no magic
    assertThat(refused("firmware.bin", firmwareImage)).isEqualTo("tonband: firmware.bin"
        + " is not a device stream: its first 64 KiB hold almost no frame (29 of 9608) that a device sends");
  }

  @Test
  void aTeamsOwnEventsWithoutTheirCatalogueAreReadAsTheDeviceStreamTheyAre() throws Exception {
    Path team = Files.write(dir.resolve("team.bin"), new StreamBuilder().metadata(0x02, null, 1)
        .event(0xFF, 1).event(0xFE, 2).event(0xFD, 3).event(0xFF, 4).event(0xFE, 5).event(0xFD, 6).bytes());

    assertThat(run("decode", team.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(picocliErr.toString()).isEmpty();
    assertThat(out()).contains("! UNKNOWN_EVENT_ID team.bin offset");
  }

  @Test
  void realTracesStillDecodeWhenDamagedAtTheStartTinyEmptyOrPacked() throws Exception {
    byte[] damagedStart = new StreamBuilder().raw(0x05, 0x41, 0x42, 0x43, 0x00, 0x02, 0xEE, 0x00)
        .metadata(0x02, null, 10).event(0x04, 5, 1).event(0x05, 7, 1).bytes();
    Path damaged = Files.write(dir.resolve("damaged.bin"), damagedStart);
    assertThat(run("decode", damaged.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(out()).contains("isr_exit");

    Path tiny = Files.write(dir.resolve("tiny.bin"), new StreamBuilder().event(0x04, 5, 1).bytes());
    assertThat(run("decode", tiny.toString())).isAnyOf(ExitCode.OK, ExitCode.TRACE_PROBLEMS);
    assertThat(out()).contains("isr_enter");

    Path empty = Files.write(dir.resolve("empty.bin"), new byte[0]);
    assertThat(run("decode", empty.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(out()).contains("EMPTY_INPUT");

    Path hex = Files.writeString(dir.resolve("trace.hex"), "# the board's UART\n03 02 0a 00\n04 04 05 01 00\n");
    assertThat(run("decode", hex.toString())).isEqualTo(ExitCode.OK);

    Path gz = Files.write(dir.resolve("trace.bin.gz"), gzip(clean()));
    assertThat(run("decode", gz.toString())).isEqualTo(ExitCode.OK);

    Path archive = dir.resolve("trace.dial9");
    assertThat(run("convert", "--to", "dial9", Files.write(dir.resolve("clean.bin"), clean()).toString(),
        "-o", archive.toString())).isEqualTo(ExitCode.OK);
    assertThat(run("decode", archive.toString())).isEqualTo(ExitCode.OK);
    assertThat(picocliErr.toString()).isEmpty();
  }

  @Test
  void theCorpusStreamsAreAllReadNoneRefused() throws Exception {
    Path corpus = Path.of(System.getProperty("tonband.root", ".."), "corpus", "streams");
    try (var files = Files.walk(corpus)) {
      for (Path stream : files.filter(f -> f.toString().endsWith(".bin")).toList()) {
        picocliErr.getBuffer().setLength(0);
        assertWithMessage(stream.toString()).that(run("decode", stream.toString())).isAnyOf(ExitCode.OK,
            ExitCode.TRACE_PROBLEMS);
      }
    }
  }

  @Test
  void aLiveInputIsReadAsItComesNotJudgedByItsStart() {
    InputStream saved = System.in;
    System.setIn(new ByteArrayInputStream(elf()));
    try {
      assertThat(run("decode", "-")).isEqualTo(ExitCode.TRACE_PROBLEMS);
    } finally {
      System.setIn(saved);
    }
    assertThat(picocliErr.toString()).isEmpty();
  }
}
