// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tonband decode} through its real entry point ({@link TonbandCommand#main}) in a JVM of
 * its own with a 64 MB heap, on a 37-byte archive whose one string claims 64 MiB: the reader must
 * not allocate what the file claims, so the run ends with the archive's problem, not with an
 * OutOfMemoryError and a stack trace.
 */
class ShortArchiveInSmallHeapTest {
  @TempDir Path dir;

  /** Header; schema 1 "note" (no timestamp) with a String "text"; an event whose text claims 0x04000000 bytes and has 6. */
  private static final String SHORT_ARCHIVE =
      "54524300 01" + "01 0100 0400 6E6F7465 00 0100 0400 74657874 04" + "02 0100 00000004 616263646566";

  @Test
  void decodeOfA37ByteFileClaiming64MiBReportsItsEndIn64MBOfHeap() throws Exception {
    Path archive = Files.write(dir.resolve("short.dial9"), HexFormat.of().parseHex(SHORT_ARCHIVE.replace(" ", "")));
    Path out = dir.resolve("out.txt");
    Path err = dir.resolve("err.txt");

    Process decode = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
        "-cp", System.getProperty("java.class.path"), TonbandCommand.class.getName(), "decode", archive.toString())
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();

    assertThat(decode.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(Files.size(archive)).isEqualTo(37);
    assertThat(Files.readString(err, StandardCharsets.UTF_8)).doesNotContain("OutOfMemoryError");
    assertThat(decode.exitValue()).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains(
        "DIAL9_TRUNCATED short.dial9 offset 31: the stream ends inside field 'text' of note");
  }
}
