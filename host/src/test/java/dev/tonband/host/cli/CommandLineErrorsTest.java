// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * A wrong command line gets what any message of tonband gets: a line that starts with
 * "tonband:" and says what is wrong (the option, the value, what is allowed), then where help
 * is, and exit code 2; never a page of usage. Values are shown as they are typed.
 */
class CommandLineErrorsTest extends CliFixture {
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "serve -p abc t.bin|tonband: Invalid value for option '--port': 'abc' is not a port: give a number from 1 to 65535 (0: any free port)|tonband serve",
      "convert --format foo t.bin -o t.pftrace|tonband: Invalid value for option '--format': 'foo' is not a format; use auto, binary, hex or dial9|tonband convert",
      "convert --to json t.bin -o t.pftrace|tonband: Invalid value for option '--to': 'json' is not a target; use perfetto or dial9|tonband convert",
      "convert t.bin|tonband: Missing required option: '--output=FILE'|tonband convert",
      "export --to csv --out d t.bin|tonband: Invalid value for option '--to': 'csv' is not a format export writes; use parquet|tonband export",
      "stats --bogus t.bin|tonband: Unknown option: '--bogus'|tonband stats"})
  void aWrongCommandLineGetsOneLineAndWhereHelpIs(String line, String message, String command) {
    assertThat(run(line.split(" "))).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString().lines().toList())
        .containsExactly(message, "see '" + command + " --help'").inOrder();
  }

  @Test
  void aMistypedOptionGetsTheOptionsItMayMean() {
    assertThat(run("stats", "--jsn", "t.bin")).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString().lines().toList()).containsExactly("tonband: Unknown option: '--jsn'",
        "Possible solutions: --json", "see 'tonband stats --help'").inOrder();
  }

  @Test
  void valuesAreReadInAnyCaseAndOfferedAsTyped() {
    CommandLine cli = TonbandCommand.commandLine();
    assertThat(candidates(cli, "convert", "--to")).containsExactly("perfetto", "dial9").inOrder();
    assertThat(candidates(cli, "convert", "--format")).containsExactly("auto", "binary", "hex", "dial9").inOrder();
    assertThat(candidates(cli, "export", "--to")).containsExactly("parquet");
    assertThat(new ConvertCommand.Targets().convert("DIAL9")).isEqualTo(ConvertCommand.Target.DIAL9);
  }

  /** Completion: each option of a command has its own values, --format's not replaced by --to's. */
  @Test
  void completionKeepsEachOptionsValues() {
    assertThat(run("generate-completion")).isEqualTo(0);
    assertThat(out()).doesNotContain("PARQUET");
    assertThat(out()).doesNotContain("PERFETTO");
    assertThat(out()).contains("local TARGET_option_args=(\"parquet\") # --to values");
  }

  private static List<String> candidates(CommandLine cli, String command, String option) {
    Iterable<String> values = cli.getSubcommands().get(command).getCommandSpec().findOption(option)
        .completionCandidates();
    return java.util.stream.StreamSupport.stream(values.spliterator(), false).toList();
  }
}
