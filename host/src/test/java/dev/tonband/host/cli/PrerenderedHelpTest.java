// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/**
 * {@code tonband --help} and {@code -h}, printed from the text the build rendered, are byte for
 * byte what picocli prints for the command line with every command built in full, plain and
 * with ANSI styles.
 */
class PrerenderedHelpTest {
  @Test
  void theBuildRenderedTheHelpAndItIsPrintedWithoutPicocli() throws Exception {
    PrintStream stdout = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    boolean answered;
    try {
      System.setOut(new PrintStream(printed, true, Charset.defaultCharset()));
      answered = PrerenderedHelp.printIfAsked(new String[] {"--help"});
    } finally {
      System.setOut(stdout);
    }
    assertThat(answered).isTrue();
    assertThat(printed.toString(Charset.defaultCharset())).isEqualTo(picocli(Ansi.AUTO.enabled() ? Ansi.ON : Ansi.OFF));
    assertThat(PrerenderedHelp.printIfAsked(new String[] {"--help", "decode"})).isFalse();
    assertThat(PrerenderedHelp.printIfAsked(new String[] {"help"})).isFalse();
  }

  @Test
  void aProcessPrintsWhatPicocliPrints() throws Exception {
    for (String option : new String[] {"--help", "-h"}) {
      assertThat(run(CliProcess.tonband(option))).isEqualTo(picocli(Ansi.OFF));
      ProcessBuilder styled = CliProcess.tonband(option);
      styled.environment().put("JAVA_TOOL_OPTIONS", "-Dpicocli.ansi=true");
      assertThat(run(styled)).isEqualTo(picocli(Ansi.ON));
    }
  }

  /** What picocli prints for {@code tonband --help}, every command built in full. */
  private static String picocli(Ansi ansi) {
    StringWriter text = new StringWriter();
    CommandLine cli = TonbandCommand.commandLine();
    cli.setOut(new PrintWriter(text));
    cli.setColorScheme(CommandLine.Help.defaultColorScheme(ansi));
    assertThat(cli.execute("--help")).isEqualTo(0);
    return text.toString();
  }

  private static String run(ProcessBuilder command) throws Exception {
    Process process = command.redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String stdout = new String(process.getInputStream().readAllBytes(), Charset.defaultCharset());
    assertThat(process.waitFor()).isEqualTo(0);
    return stdout;
  }
}
