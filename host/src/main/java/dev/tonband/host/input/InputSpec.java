package dev.tonband.host.input;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One input as given on the command line: a file, {@code -} for stdin, or {@code tcp:HOST:PORT}
 * for a live capture (an RTT server, a QEMU serial socket), each optionally pinned to a core
 * with {@code @N} ({@code core1.bin@1}). In-stream core_id events still switch cores.
 */
public record InputSpec(Kind kind, String location, int core) {
  /** Where the bytes come from. */
  public enum Kind { FILE, STDIN, TCP }

  private static final Pattern CORE_SUFFIX = Pattern.compile("^(.*)@(\\d{1,4})$");
  private static final Pattern TCP = Pattern.compile("^tcp:(?://)?([^:]+|\\[[^]]+]):(\\d{1,5})$");

  /** Parses {@code path[@core]}, {@code -[@core]} or {@code tcp:host:port[@core]}. */
  public static InputSpec parse(String text) {
    String location = text;
    int core = 0;
    Matcher suffix = CORE_SUFFIX.matcher(text);
    if (suffix.matches()) {
      location = suffix.group(1);
      core = Integer.parseInt(suffix.group(2));
    }
    if (location.equals("-")) {
      return new InputSpec(Kind.STDIN, "-", core);
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
      throw new IllegalArgumentException("'" + text + "' names no input; give a file, '-' or tcp:HOST:PORT");
    }
    return new InputSpec(Kind.FILE, location, core);
  }

  /** How problems name this input: the file name, "stdin", or the address. */
  public String displayName() {
    return switch (kind) {
      case FILE -> Path.of(location).getFileName().toString();
      case STDIN -> "stdin";
      case TCP -> location;
    };
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
