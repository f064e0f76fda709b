// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What tonband says when a serial port cannot be read, for the reasons users meet: each message
 * names the port, the reason and what to do. Ports are pseudo-terminals made by socat.
 */
class SerialPortMessagesTest extends CliFixture {
  /** The user nobody, to meet a port as a user outside its group does (the tests may run as root). */
  private static final int NOBODY = 65534;

  @Test
  void aPortThatIsNotThereIsNamedWithThePortsThereAre() {
    Path missing = dir.resolve("ttyUSB7");
    assertThat(run("decode", "serial:" + missing + "@115200")).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains("tonband: serial:" + missing + ": no such port;"
        + " is the board plugged in and the name right? (");
  }

  @Test
  void aFileIsNotASerialPort() throws Exception {
    Path file = Files.write(dir.resolve("trace.bin"), new byte[] {1, 2, 0});
    assertThat(run("convert", "serial:" + file + "@115200", "-o", dir.resolve("t.pftrace").toString()))
        .isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains("serial:" + file + " is not a serial port; to read a file,"
        + " give its path without serial:");
    assertThat(Files.exists(dir.resolve("t.pftrace"))).isFalse();
  }

  @Test
  void aMalformedSerialInputSaysHowToWriteIt() {
    assertThat(run("decode", "serial:/dev/ttyUSB0")).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString()).contains("'serial:/dev/ttyUSB0' names no baud rate;"
        + " write serial:PORT@BAUD, e.g. serial:/dev/ttyUSB0@921600");
    assertThat(run("decode", "serial:/dev/ttyUSB0@115200,8X1")).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString()).contains("'8X1' is not a character format; write data bits (5-8),"
        + " parity (N, E, O, M or S) and stop bits (1, 1.5 or 2), e.g. 8N1 or 7E2");
  }

  @Test
  void aSerialPortIsLiveSoServeOnceRefusesIt() {
    assertThat(run("serve", "--once", "serial:/dev/ttyUSB0@115200")).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString()).contains("--once does not go with a live capture (--follow, or a serial port)");
  }

  @Test
  void aPortAnotherProgramReadsIsBusy() throws Exception {
    try (PtyPair cable = PtyPair.open(dir);
        RunningTonband first = RunningTonband.start("decode", "serial:" + cable.port() + "@115200")) {
      first.awaitErr("serial:" + cable.port() + ": reading at 115200 baud, 8N1");

      assertThat(run("decode", "serial:" + cable.port() + "@115200")).isEqualTo(ExitCode.IO_ERROR);
      assertThat(picocliErr.toString()).contains("tonband: serial:" + cable.port() + " is busy: another program"
          + " has it open (a terminal such as screen, minicom or picocom, another tonband, or ModemManager);"
          + " close it and try again");
      cable.unplug();
      assertThat(first.awaitExit()).isEqualTo(ExitCode.TRACE_PROBLEMS); // nothing came: EMPTY_INPUT
    }
  }

  /** As a user outside the group a port is open to, as udev sets up USB serial adapters (root:dialout, 660). */
  @Test
  void aPortOfAGroupTheUserIsNotInSaysWhichGroupToJoin() throws Exception {
    assumeTrue(System.getProperty("user.name").equals("root"), "needs root, to run tonband as another user");
    try (PtyPair cable = PtyPair.open(dir)) {
      Path device = cable.device(); // the user cannot enter the test's folder, where the link is
      PosixFileAttributeView view = Files.getFileAttributeView(device, PosixFileAttributeView.class);
      GroupPrincipal dialout = device.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByGroupName("dialout");
      view.setGroup(dialout);
      view.setPermissions(PosixFilePermissions.fromString("rw-rw----"));

      Process tonband = CliProcess.asUser(NOBODY, readableClassPath(), "decode", "serial:" + device + "@115200")
          .redirectErrorStream(true).start();
      String said = new String(tonband.getInputStream().readAllBytes());
      assertThat(tonband.waitFor()).isEqualTo(ExitCode.IO_ERROR);
      assertThat(said).contains("tonband: cannot open serial:" + device + ": permission denied; it is open to the"
          + " group dialout: join it (sudo usermod -aG dialout $USER), then log out and in again");
    }
  }

  @Test
  void portsListsTheSystemsPortsButNoPseudoTerminal() throws Exception {
    try (PtyPair cable = PtyPair.open(dir)) {
      assertThat(run("ports")).isEqualTo(ExitCode.OK);
      List<String> names = out().lines().map(line -> line.split(" ")[0]).toList();
      for (String name : names) {
        assertThat(Files.exists(Path.of(name))).isTrue();
      }
      assertThat(names).doesNotContain(cable.device().toString());
      if (names.isEmpty()) {
        assertThat(err()).contains("tonband: no serial ports found; plug in the board or its USB serial adapter");
      }
    }
  }

  /** The test class path, copied where any user can read it. */
  private String readableClassPath() throws Exception {
    Path copies = Files.createDirectories(dir.resolve("classpath"));
    List<String> entries = new ArrayList<>();
    int i = 0;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path from = Path.of(entry);
      Path to = copies.resolve(i++ + "-" + from.getFileName());
      if (Files.isDirectory(from)) {
        try (Stream<Path> files = Files.walk(from)) {
          for (Path file : files.toList()) {
            Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
          }
        }
      } else if (Files.exists(from)) {
        Files.copy(from, to);
      }
      entries.add(to.toString());
    }
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    try (Stream<Path> all = Files.walk(copies)) {
      for (Path path : all.toList()) {
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(Files.isDirectory(path) ? "rwxr-xr-x" : "rw-r--r--"));
      }
    }
    return String.join(File.pathSeparator, entries);
  }
}
