// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the release's class-data archive (lib/tonband.jsa): the package phase runs
 * it once with {@code -XX:ArchiveClassesAtExit}, so that the archive holds the classes of the
 * commands people run most, already parsed and verified, and those commands start faster.
 * Arguments: a device trace and a folder to write into.
 */
public final class StartupTraining {
  private StartupTraining() {}

  public static void main(String[] args) {
    String trace = args[0];
    String converted = Path.of(args[1], "training.pftrace").toString();
    List<String[]> commands = List.of(
        new String[] {"--help"},
        new String[] {"--version"},
        new String[] {"decode", trace},
        new String[] {"decode", "--json", trace},
        new String[] {"convert", trace, "-o", converted},
        new String[] {"stats", trace},
        new String[] {"stats", "--json", trace});
    PrintStream out = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    for (String[] command : commands) {
      int exit = TonbandCommand.commandLine(command).execute(command);
      if (exit > ExitCode.TRACE_PROBLEMS) {
        out.println("tonband " + String.join(" ", command) + ": exit code " + exit);
        System.exit(exit);
      }
    }
  }
}
