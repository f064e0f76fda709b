// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the launcher's class-data archive (lib/tonband.jsa): bin/tonband runs it
 * once with {@code -XX:ArchiveClassesAtExit}, so that the archive holds the classes of the
 * commands people run most, already parsed and verified, and those commands start faster.
 * Argument: a device trace.
 */
public final class StartupTraining {
  private StartupTraining() {}

  public static void main(String[] args) throws IOException {
    String trace = args[0];
    Path converted = Files.createTempFile("tonband-training", ".pftrace");
    List<String[]> commands = List.of(
        new String[] {"--help"},
        new String[] {"--version"},
        new String[] {"decode", trace},
        new String[] {"decode", "--json", trace},
        new String[] {"convert", trace, "-o", converted.toString()},
        new String[] {"stats", trace},
        new String[] {"stats", "--json", trace});
    PrintStream out = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    for (String[] command : commands) {
      int exit = TonbandCommand.run(command);
      if (exit > ExitCode.TRACE_PROBLEMS) {
        out.println("tonband " + String.join(" ", command) + ": exit code " + exit);
        System.exit(exit);
      }
    }
    Files.delete(converted);
  }
}
