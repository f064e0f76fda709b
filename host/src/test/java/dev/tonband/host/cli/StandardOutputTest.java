// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -o -} is standard output, as {@code -} is standard input: a pipe or a file, never a terminal. */
class StandardOutputTest {
  @TempDir Path dir;

  private Path trace() throws Exception {
    return Files.write(dir.resolve("t.bin"), new StreamBuilder()
        .metadata(0x02, null, 10).metadata(0x03, "SysTick", 1).event(0x04, 5, 1).event(0x05, 7, 1).bytes());
  }

  @Test
  void aTraceWrittenToStandardOutputIsTheOneWrittenToAFile() throws Exception {
    Path trace = trace();
    Path file = dir.resolve("file.pftrace");
    Path redirected = dir.resolve("redirected.pftrace");
    assertThat(CliProcess.tonband("convert", "--no-progress", trace.toString(), "-o", file.toString())
        .start().waitFor()).isEqualTo(0);

    Process toStdout = CliProcess.tonband("convert", "--no-progress", trace.toString(), "-o", "-")
        .redirectOutput(redirected.toFile()).start();
    String said = new String(toStdout.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(toStdout.waitFor()).isEqualTo(0);
    assertThat(said).isEqualTo("wrote the trace to standard output\n");
    assertThat(Files.readAllBytes(redirected)).isEqualTo(Files.readAllBytes(file));
    assertThat(Files.exists(dir.resolve("-"))).isFalse();
  }

  @Test
  void aTerminalGetsNoTraceButWhatToDo() throws Exception {
    Path trace = trace();
    try (PtyPair terminal = PtyPair.open(dir)) {
      Process toTerminal = CliProcess.tonband("convert", "--no-progress", trace.toString(), "-o", "-")
          .redirectOutput(terminal.port().toFile()).start();
      String said = new String(toTerminal.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

      assertThat(toTerminal.waitFor()).isEqualTo(ExitCode.USAGE);
      assertThat(said).isEqualTo("tonband: -o - writes the trace to standard output, which is a terminal here: pipe"
          + " it to a program (| ...) or into a file (> FILE), or give -o a file\n");
    }
  }
}
