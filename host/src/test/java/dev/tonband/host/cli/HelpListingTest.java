// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code tonband --help} lists the commands without building them in full (start-up), and says
 * exactly what it said when every command was built.
 */
class HelpListingTest {
  @Test
  void helpListsTheCommandsAsTheFullCommandLineDoes() {
    String listed = TonbandCommand.commandLine("--help").getUsageMessage(CommandLine.Help.Ansi.OFF);
    String full = TonbandCommand.commandLine().getUsageMessage(CommandLine.Help.Ansi.OFF);
    assertThat(listed).contains("  decode ");
    assertThat(listed).isEqualTo(full);
  }

  @Test
  void aCommandRunBuildsThatCommandAloneAndAMisspeltOneListsThemAll() {
    assertThat(TonbandCommand.commandLine("stats", "trace.bin").getSubcommands().keySet()).containsExactly("stats");
    assertThat(TonbandCommand.commandLine("stast", "trace.bin").getSubcommands().keySet())
        .containsAtLeast("decode", "stats", "help");
  }

  @Test
  void helpOnACommandShowsItsOptions() {
    String decode = TonbandCommand.commandLine("help", "decode").getSubcommands().get("decode")
        .getUsageMessage(CommandLine.Help.Ansi.OFF);
    assertThat(decode).isEqualTo(TonbandCommand.commandLine().getSubcommands().get("decode")
        .getUsageMessage(CommandLine.Help.Ansi.OFF));
    assertThat(decode).contains("--json");
  }
}
