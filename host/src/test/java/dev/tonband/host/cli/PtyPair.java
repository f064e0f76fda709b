// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * A serial cable made of a pseudo-terminal pair (socat): what the test sends as the device
 * arrives at {@link #port()}, which tonband opens as {@code serial:PORT@BAUD}. {@link #unplug()}
 * ends socat, which hangs the port up as pulling out a USB serial adapter does.
 */
public final class PtyPair implements AutoCloseable {
  private static final long START_TIMEOUT_MILLIS = 10_000;

  private final Process socat;
  private final Path port;
  private final Path log;
  private final OutputStream device;

  private PtyPair(Process socat, Path port, Path log, OutputStream device) {
    this.socat = socat;
    this.port = port;
    this.log = log;
    this.device = device;
  }

  /** Makes the pair, with links to both ends in {@code dir}. */
  public static PtyPair open(Path dir) throws Exception {
    Path port = dir.resolve("ttyPORT");
    Path deviceEnd = dir.resolve("ttyDEVICE");
    Path log = dir.resolve("socat.log");
    Process socat = new ProcessBuilder("socat", "-d", "-d",
        "pty,raw,echo=0,link=" + port, "pty,raw,echo=0,link=" + deviceEnd)
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
    while (!(Files.exists(port) && Files.exists(deviceEnd))) {
      if (!socat.isAlive() || System.currentTimeMillis() > deadline) {
        socat.destroy();
        throw new IllegalStateException("socat made no pty pair (is socat installed?): " + Files.readString(log));
      }
      Thread.sleep(20);
    }
    return new PtyPair(socat, port, log, Files.newOutputStream(deviceEnd));
  }

  /** The end tonband reads, as a link (as udev's /dev/serial/by-id names are). */
  public Path port() {
    return port;
  }

  /** The pseudo-terminal behind {@link #port()}, e.g. /dev/pts/3. */
  public Path device() throws IOException {
    return port.toRealPath();
  }

  /**
   * Sends {@code bytes} as a device on a line of {@code baud} (8N1: 10 bits a byte) would: in
   * chunks of random size, each taking its time on the wire, with a pause after some, so that
   * frames are split across reads and the reader waits for data now and then.
   */
  public void send(byte[] bytes, int baud, long seed) throws Exception {
    Random random = new Random(seed);
    for (int at = 0; at < bytes.length; ) {
      int n = Math.min(bytes.length - at, 1 + random.nextInt(256));
      device.write(bytes, at, n);
      device.flush();
      at += n;
      long wireMicros = n * 10L * 1_000_000 / baud;
      TimeUnit.MICROSECONDS.sleep(wireMicros + (random.nextInt(4) == 0 ? 20_000 + random.nextInt(100_000) : 0));
    }
  }

  /** Ends socat: the port is hung up, as when the adapter is pulled out. */
  public void unplug() throws Exception {
    device.close();
    socat.destroy();
    if (!socat.waitFor(10, TimeUnit.SECONDS)) {
      throw new IllegalStateException("socat did not end: " + Files.readString(log));
    }
  }

  @Override
  public void close() throws Exception {
    if (socat.isAlive()) {
      unplug();
    }
  }
}
