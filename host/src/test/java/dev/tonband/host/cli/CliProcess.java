// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the CLI as a process of its own, as a user's shell does: for what only a process has
 * (signals, a closed stdout pipe, a file-size limit). Public for other modules' tests.
 */
public final class CliProcess {
  private CliProcess() {}

  /** {@code tonband ARGS} with the test class path. */
  public static ProcessBuilder tonband(String... args) {
    return new ProcessBuilder(command(args));
  }

  /**
   * {@code tonband ARGS} under {@code ulimit -f blocks} (POSIX sh: 512-byte blocks in dash, 1024
   * in bash; the tests stay far from either).
   */
  static ProcessBuilder withFileSizeLimit(int blocks, String... args) {
    List<String> command = new ArrayList<>(List.of("sh", "-c", "ulimit -f " + blocks + " && exec \"$@\"", "sh"));
    command.addAll(command(args));
    return new ProcessBuilder(command);
  }

  /**
   * {@code tonband ARGS} run by another user ({@code setpriv}: user and group {@code id}, no other
   * groups), from {@code classPath}, which that user must be able to read.
   */
  static ProcessBuilder asUser(int id, String classPath, String... args) {
    List<String> command = new ArrayList<>(List.of("setpriv", "--reuid=" + id, "--regid=" + id, "--clear-groups"));
    command.addAll(command(classPath, args));
    return new ProcessBuilder(command);
  }

  /** {@code tonband ARGS} with {@code classPath} instead of the test class path. */
  static ProcessBuilder withClassPath(String classPath, String... args) {
    return new ProcessBuilder(command(classPath, args));
  }

  /** Sends SIGINT, as Ctrl-C in a terminal does. */
  public static void pressCtrlC(Process process) throws Exception {
    new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start().waitFor();
  }

  private static List<String> command(String... args) {
    return command(System.getProperty("java.class.path"), args);
  }

  private static List<String> command(String classPath, String... args) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // No perf data file: it is written by the JVM, and would meet the file-size limit first.
    List<String> command = new ArrayList<>(List.of(java, "-XX:-UsePerfData", "-cp", classPath,
        TonbandCommand.class.getName()));
    command.addAll(List.of(args));
    return command;
  }
}
