// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Runs the CLI in-process with stdout, stderr and picocli's messages captured. */
abstract class CliFixture {
  @TempDir Path dir;
  final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
  final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
  final StringWriter picocliErr = new StringWriter();
  private PrintStream savedOut;
  private PrintStream savedErr;

  @BeforeEach
  void captureOutput() {
    savedOut = System.out;
    savedErr = System.err;
    System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
  }

  @AfterEach
  void restoreOutput() {
    System.setOut(savedOut);
    System.setErr(savedErr);
  }

  /** Runs args as main does: only the command they name built in full. */
  int run(String... args) {
    CommandLine cli = TonbandCommand.commandLine(args);
    cli.setErr(new PrintWriter(picocliErr, true));
    return cli.execute(args);
  }

  String out() {
    return stdout.toString(StandardCharsets.UTF_8);
  }

  String err() {
    return stderr.toString(StandardCharsets.UTF_8);
  }
}
