// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import dev.tonband.host.cli.TonbandCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** A run of the CLI, {@code tonband ARGS}, in-process: its exit code, stdout and stderr. */
record Cli(int exit, String out, String err) {
  static Cli run(String... args) {
    PrintStream savedOut = System.out;
    PrintStream savedErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      int exit = TonbandCommand.commandLine().execute(args);
      return new Cli(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(savedOut);
      System.setErr(savedErr);
    }
  }
}
