// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import com.fazecast.jSerialComm.SerialPort;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The serial ports the system lists (USB adapters, on-board UARTs), as jSerialComm finds them.
 * Pseudo-terminals (QEMU's {@code -serial pty}, socat) are not listed, but open by their path.
 */
public final class SerialPorts {
  /**
   * One port.
   *
   * @param path what to write after {@code serial:}, e.g. {@code /dev/ttyUSB0} or {@code COM3}
   * @param description as the device or driver names it, e.g. {@code CP2102 USB to UART Bridge Controller}
   * @param usb the USB vendor:product ids, maker and serial number, or empty for a port that is not USB
   * @param access empty when this user may open the port, else why not and what to do
   */
  public record Port(String path, String description, String usb, String access) {}

  private SerialPorts() {}

  /** The ports there are now, by path. */
  public static List<Port> list() throws IOException {
    List<Port> ports = new ArrayList<>();
    for (SerialPort port : SerialInput.library(SerialPort::getCommPorts)) {
      String path = port.getSystemPortPath();
      ports.add(new Port(path, port.getPortDescription(), usb(port), access(path)));
    }
    ports.sort(Comparator.comparing(Port::path));
    return ports;
  }

  private static String usb(SerialPort port) {
    if (port.getVendorID() < 0) {
      return "";
    }
    StringBuilder usb = new StringBuilder(String.format("USB %04x:%04x", port.getVendorID(), port.getProductID()));
    if (known(port.getManufacturer())) {
      usb.append(", ").append(port.getManufacturer());
    }
    if (known(port.getSerialNumber())) {
      usb.append(", serial ").append(port.getSerialNumber());
    }
    return usb.toString();
  }

  /** jSerialComm says "Unknown" for what the device does not tell. */
  private static boolean known(String detail) {
    return detail != null && !detail.isBlank() && !detail.equals("Unknown");
  }

  private static String access(String path) {
    Path device = Path.of(path);
    if (!Files.exists(device) || (Files.isReadable(device) && Files.isWritable(device))) {
      return "";
    }
    return "permission denied; " + permissionAdvice(device);
  }

  /** What to do when {@code device} may not be opened: the group to join, when the port is a group's. */
  static String permissionAdvice(Path device) {
    try {
      PosixFileAttributes attributes = Files.readAttributes(device, PosixFileAttributes.class);
      Set<PosixFilePermission> mode = attributes.permissions();
      String group = attributes.group().getName();
      if (mode.contains(PosixFilePermission.GROUP_READ) && mode.contains(PosixFilePermission.GROUP_WRITE)
          && !group.equals("root")) {
        return "it is open to the group " + group + ": join it (sudo usermod -aG " + group + " $USER),"
            + " then log out and in again";
      }
      return "only " + attributes.owner().getName() + " may open it (" + PosixFilePermissions.toString(mode)
          + "); a udev rule can open it to your group";
    } catch (IOException | UnsupportedOperationException e) {
      return "check its permissions (ls -l " + device + ")";
    }
  }
}
