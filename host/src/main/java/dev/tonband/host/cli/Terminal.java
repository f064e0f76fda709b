// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a standard stream is a terminal, one stream at a time: {@code cat trace.bin | tonband
 * convert - -o x.pftrace} has a pipe for stdin and a terminal for stderr, where System.console()
 * (stdin and stdout both terminals) would say no terminal at all.
 */
final class Terminal {
  static final int STDOUT = 1;
  static final int STDERR = 2;

  private Terminal() {}

  /** Linux says where the descriptor leads; elsewhere a console tells. */
  static boolean is(int descriptor) {
    try {
      String to = Files.readSymbolicLink(Path.of("/proc/self/fd/" + descriptor)).toString();
      return to.startsWith("/dev/pts/") || to.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException e) {
      return System.console() != null;
    }
  }
}
