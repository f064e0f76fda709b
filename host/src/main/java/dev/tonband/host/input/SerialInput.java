// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * A serial port read as a live capture, through jSerialComm. Reading waits for the device until
 * {@link #stop()} (Ctrl-C); then what had arrived by then is read, and the input ends. A port that
 * goes away (the adapter unplugged, the board's USB restarted) ends the input as well, reported
 * as {@value #GONE}: everything read before it is kept. (Linux discards what the port held but
 * nobody had read when it went away; reading without pause keeps that to the last moment.)
 */
final class SerialInput extends BlockInputStream {
  static final String GONE = "SERIAL_DISCONNECTED";

  /** How long a read waits for data before it looks whether the capture was stopped. */
  private static final int POLL_MILLIS = 100;
  /** How long Ctrl-C waits for the command to finish with the port before jSerialComm closes it. */
  private static final long FINISH_TIMEOUT_SECONDS = 10;

  // Linux's errno values, as jSerialComm reports them; 35 is EAGAIN on macOS and the BSDs.
  private static final int EPERM = 1;
  private static final int ENOENT = 2;
  private static final int EIO = 5;
  private static final int ENXIO = 6;
  private static final int EAGAIN = 11;
  private static final int EACCES = 13;
  private static final int EBUSY = 16;
  private static final int ENODEV = 19;
  private static final int EISDIR = 21;
  private static final int EINVAL = 22;
  private static final int ENOTTY = 25;
  private static final int EAGAIN_BSD = 35;

  private final SerialPort port;
  private final String name;
  private final InputProblems problems;
  private final CountDownLatch closed = new CountDownLatch(1);
  private volatile boolean stopped;
  /** After {@link #stop()}: the bytes still to read, those that had arrived; -1 before. */
  private int leftAfterStop = -1;
  private boolean ended;
  private long bytes;

  private SerialInput(SerialPort port, String name, InputProblems problems) {
    super(port.getInputStreamWithSuppressedTimeoutExceptions());
    this.port = port;
    this.name = name;
    this.problems = problems;
  }

  /**
   * Opens the port of {@code spec} as its settings say.
   *
   * @throws IOException with a message for people: which port, what is wrong, what to do
   */
  static SerialInput open(InputSpec spec, InputProblems problems) throws IOException {
    SerialSettings settings = spec.serial();
    String name = spec.displayName();
    SerialPort port;
    try {
      port = library(() -> SerialPort.getCommPort(settings.port()));
    } catch (SerialPortInvalidPortException e) {
      throw new IOException(noSuchPort(name), e);
    }
    port.setComPortParameters(settings.baud(), settings.dataBits(), stopBits(settings), parity(settings));
    port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, POLL_MILLIS, 0);
    if (!port.openPort()) {
      throw new IOException(openFailure(name, settings, port.getLastErrorCode()));
    }
    SerialInput input = new SerialInput(port, name, problems);
    // jSerialComm closes every port at exit, discarding what was not read yet; its hooks run first.
    SerialPort.addShutdownHook(new Thread(input::finishOnExit, "tonband-serial-stop"));
    return input;
  }

  /**
   * Runs a jSerialComm call. Its first one loads the library's native part, which fails where the
   * temporary folder may not hold programs; that is an I/O error with a fix, not a bug.
   */
  static <T> T library(Supplier<T> call) throws IOException {
    try {
      return call.get();
    } catch (LinkageError e) {
      throw new IOException("serial ports need jSerialComm's native library, which could not be loaded (" + e
          + "); if " + System.getProperty("java.io.tmpdir") + " does not allow programs (noexec), run java with"
          + " -Djava.io.tmpdir=ANOTHER_FOLDER", e);
    }
  }

  private static int stopBits(SerialSettings settings) {
    return switch (settings.stopBits()) {
      case "1.5" -> SerialPort.ONE_POINT_FIVE_STOP_BITS;
      case "2" -> SerialPort.TWO_STOP_BITS;
      default -> SerialPort.ONE_STOP_BIT;
    };
  }

  private static int parity(SerialSettings settings) {
    return switch (settings.parity()) {
      case 'E' -> SerialPort.EVEN_PARITY;
      case 'O' -> SerialPort.ODD_PARITY;
      case 'M' -> SerialPort.MARK_PARITY;
      case 'S' -> SerialPort.SPACE_PARITY;
      default -> SerialPort.NO_PARITY;
    };
  }

  /** Why {@code openPort()} failed, from the error number the system gave, and what to do. */
  static String openFailure(String name, SerialSettings settings, int errno) {
    return switch (errno) {
      case EPERM, EACCES -> "cannot open " + name + ": permission denied; "
          + SerialPorts.permissionAdvice(Path.of(settings.port()));
      case ENOENT, ENXIO, ENODEV -> noSuchPort(name);
      case EBUSY, EAGAIN, EAGAIN_BSD -> name + " is busy: another program has it open (a terminal such as screen,"
          + " minicom or picocom, another tonband, or ModemManager); close it and try again";
      case EINVAL -> name + " does not take " + settings.describe() + ": the adapter or its driver refused it;"
          + " give the rate and format the firmware sends that the adapter supports (e.g. 115200 or 921600)";
      case ENOTTY, EISDIR -> name + " is not a serial port; to read a file, give its path without serial:";
      case EIO -> "cannot open " + name + ": the device does not answer (I/O error); unplug it and plug it in again";
      default -> "cannot open " + name + ": the system refused with error " + errno;
    };
  }

  private static String noSuchPort(String name) {
    String seen;
    try {
      List<String> ports = SerialPorts.list().stream().map(SerialPorts.Port::path).toList();
      seen = ports.isEmpty() ? "no serial port is plugged in" : "the ports here are " + String.join(", ", ports);
    } catch (IOException e) {
      seen = "tonband ports lists the ports there are";
    }
    return name + ": no such port; is the board plugged in and the name right? (" + seen + ")";
  }

  /** Ends the input once what has arrived until now is read. */
  void stop() {
    stopped = true;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    while (!ended) {
      if (stopped) {
        if (leftAfterStop < 0) {
          leftAfterStop = Math.max(0, port.bytesAvailable());
        }
        if (leftAfterStop == 0) {
          break;
        }
        len = Math.min(len, leftAfterStop);
      }
      int n = in.read(b, off, len);
      if (n > 0) {
        bytes += n;
        if (leftAfterStop > 0) {
          leftAfterStop -= n;
        }
        return n;
      }
      if (n < 0) {
        if (!stopped) {
          problems.report(GONE, name + " offset " + bytes, "the port went away (unplugged, or the board's USB"
              + " restarted); the capture ends here, with the " + bytes + " bytes received before");
        }
        break;
      }
    }
    ended = true;
    return -1;
  }

  @Override
  public int available() throws IOException {
    return ended ? 0 : Math.max(0, port.bytesAvailable());
  }

  @Override
  public void close() {
    port.closePort();
    closed.countDown();
  }

  /** At exit (Ctrl-C): ends the capture, and holds jSerialComm's own cleanup until the command is done with the port. */
  private void finishOnExit() {
    stop();
    try {
      closed.await(FINISH_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
