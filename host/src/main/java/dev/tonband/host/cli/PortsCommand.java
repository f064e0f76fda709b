// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.input.SerialPorts;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(
    name = "ports",
    description = {
      "List the serial ports there are, one per line: the name to capture from (serial:NAME@BAUD), what the device"
          + " calls itself, its USB ids, and why you may not open it, if so.",
      "Pseudo-terminals (QEMU's -serial pty, socat) are not listed, but can be captured from by their path."
    },
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true)
final class PortsCommand implements Callable<Integer> {
  @Override
  public Integer call() throws IOException {
    List<SerialPorts.Port> ports = SerialPorts.list();
    if (ports.isEmpty()) {
      System.err.println("tonband: no serial ports found; plug in the board or its USB serial adapter (on Linux it"
          + " appears as /dev/ttyUSB0 or /dev/ttyACM0, on macOS as /dev/cu.usbserial-..., on Windows as COM3 or so)");
      return ExitCode.OK;
    }
    int width = ports.stream().mapToInt(p -> p.path().length()).max().orElse(0);
    for (SerialPorts.Port port : ports) {
      StringBuilder line = new StringBuilder(String.format("%-" + width + "s  %s", port.path(), port.description()));
      if (!port.usb().isEmpty()) {
        line.append("  (").append(port.usb()).append(')');
      }
      if (!port.access().isEmpty()) {
        line.append("  [").append(port.access()).append(']');
      }
      System.out.println(TerminalText.escape(line.toString()));
    }
    return ExitCode.OK;
  }
}
