// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One input as given on the command line: a file, {@code -} for stdin, {@code tcp:HOST:PORT} for a
 * live capture (an RTT server, a QEMU serial socket), or {@code serial:PORT@BAUD} for a serial
 * port, each optionally pinned to a core with {@code @N} ({@code core1.bin@1}). In-stream core_id
 * events still switch cores.
 */
public record InputSpec(Kind kind, String location, int core) {
  /** Where the bytes come from. */
  public enum Kind { FILE, STDIN, TCP, SERIAL }

  private static final Pattern CORE_SUFFIX = Pattern.compile("^(.*)@(\\d{1,4})$");
  /** A serial input's first {@code @} is its baud rate's, so only a second one pins a core. */
  private static final Pattern SERIAL_CORE_SUFFIX = Pattern.compile("^(serial:.*@[^@]*)@(\\d{1,4})$");
  private static final Pattern TCP = Pattern.compile("^tcp:(?://)?([^:]+|\\[[^]]+]):(\\d{1,5})$");

  /** Parses {@code path[@core]}, {@code -[@core]}, {@code tcp:host:port[@core]} or {@code serial:port@baud[@core]}. */
  public static InputSpec parse(String text) {
    String location = text;
    int core = 0;
    boolean serial = text.startsWith(SerialSettings.PREFIX);
    Matcher suffix = (serial ? SERIAL_CORE_SUFFIX : CORE_SUFFIX).matcher(text);
    if (suffix.matches()) {
      location = suffix.group(1);
      core = Integer.parseInt(suffix.group(2));
    }
    if (location.equals("-")) {
      return new InputSpec(Kind.STDIN, "-", core);
    }
    if (serial) {
      SerialSettings.parse(location); // says what is wrong with it now, not when it is opened
      return new InputSpec(Kind.SERIAL, location, core);
    }
    if (location.startsWith("tcp:")) {
      Matcher tcp = TCP.matcher(location);
      if (!tcp.matches() || Integer.parseInt(tcp.group(2)) > 65535) {
        throw new IllegalArgumentException(
            "'" + text + "' is not a TCP input; write tcp:HOST:PORT, e.g. tcp:localhost:19021");
      }
      return new InputSpec(Kind.TCP, location, core);
    }
    if (location.isEmpty()) {
      throw new IllegalArgumentException("'" + text + "' names no input; give a file, '-', tcp:HOST:PORT or serial:PORT@BAUD");
    }
    return new InputSpec(Kind.FILE, location, core);
  }

  /** How problems name this input: the file name, "stdin", the address, or the port ({@code serial:/dev/ttyUSB0}). */
  public String displayName() {
    return switch (kind) {
      case FILE -> Path.of(location).getFileName().toString();
      case STDIN -> "stdin";
      case TCP -> location;
      case SERIAL -> SerialSettings.PREFIX + serial().port();
    };
  }

  /** How a serial input is read: its port, baud rate and character format. */
  public SerialSettings serial() {
    if (kind != Kind.SERIAL) {
      throw new IllegalStateException("not a serial input: " + location);
    }
    return SerialSettings.parse(location);
  }

  public String host() {
    Matcher tcp = TCP.matcher(location);
    if (!tcp.matches()) {
      throw new IllegalStateException("not a TCP input: " + location);
    }
    return tcp.group(1).replace("[", "").replace("]", "");
  }

  public int port() {
    Matcher tcp = TCP.matcher(location);
    if (!tcp.matches()) {
      throw new IllegalStateException("not a TCP input: " + location);
    }
    return Integer.parseInt(tcp.group(2));
  }
}
