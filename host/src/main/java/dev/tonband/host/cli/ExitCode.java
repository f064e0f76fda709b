// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

/** What the exit status of {@code tonband} tells a script. */
final class ExitCode {
  /** Done, and the trace was clean. */
  static final int OK = 0;
  /** Done, but the trace had problems (listed on stderr; also on the errors track). */
  static final int TRACE_PROBLEMS = 1;
  /** The command line was wrong (picocli's convention). */
  static final int USAGE = 2;
  /** An input could not be read or the output not written. */
  static final int IO_ERROR = 3;
  /** tonband itself failed: a bug, reported with its stack trace. */
  static final int BUG = 4;
  // 130, stopped by Ctrl-C, is the JVM's own (128 + SIGINT): the command never returns it.

  private ExitCode() {}
}
