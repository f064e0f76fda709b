// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import dev.tonband.host.io.IoReasons;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;

/** Opens the inputs of a command as device streams, and closes them together. */
public final class Inputs implements AutoCloseable {
  private static final int CONNECT_TIMEOUT_MS = 5000;

  private final List<DeviceStream> streams = new ArrayList<>();
  private final List<RawInput> raws = new ArrayList<>();
  private final List<Socket> sockets = new ArrayList<>();
  private final List<FollowedFile> followed = new ArrayList<>();
  private final List<SerialInput> serials = new ArrayList<>();
  private long totalBytes;
  /**
   * Of every byte read, in the order read, as decoded: the inputs' content, whatever their names
   * and however they are stored (see {@link #contentId()}); null when no id was asked for, as
   * hashing every byte costs a twentieth of a conversion.
   */
  private final MessageDigest content;

  private Inputs(boolean identified) {
    this.content = identified ? sha256() : null;
  }

  /**
   * @param follow read files as they grow, until {@link #disconnect()}
   * @param identified whether {@link #contentId()} will be asked for
   * @param notices told what a live input is doing before its first bytes come (a serial port's settings)
   * @throws IOException with a message for people (which input, what is wrong, what to do) when
   *     one cannot be opened; the ones opened already are closed
   */
  public static Inputs open(
      List<InputSpec> specs, InputFormat format, boolean follow, boolean identified, TraceCatalogue catalogue,
      Consumer<String> notices) throws IOException {
    Inputs inputs = new Inputs(identified);
    Timebase timebase = new Timebase();
    try {
      for (InputSpec spec : specs) {
        InputProblems problems = new InputProblems();
        RawInput raw = new RawInput(inputs.raw(spec, follow, problems, notices), spec, null);
        inputs.raws.add(raw);
        // A regular file is all there and can be read again from any offset: one whose start holds
        // no device stream is refused, and an archive's batches are read side by side.
        InputFormat.Reopen again = spec.kind() == InputSpec.Kind.FILE && !follow
            && Files.isRegularFile(Path.of(spec.location())) ? () -> new RawInput(openFile(spec), spec, raw) : null;
        DeviceStream stream = format.open(raw, again, spec.displayName(), spec.core(), timebase, catalogue, problems,
            inputs.content == null ? null : inputs.content::update);
        inputs.streams.add(stream);
        if (again != null && stream.isArchive() && inputs.totalBytes >= 0) {
          inputs.totalBytes += Files.size(Path.of(spec.location())); // read through, then batch by batch
        }
      }
    } catch (IOException | RuntimeException e) {
      inputs.close();
      throw e;
    }
    return inputs;
  }

  private InputStream raw(InputSpec spec, boolean follow, InputProblems problems, Consumer<String> notices)
      throws IOException {
    switch (spec.kind()) {
      case STDIN:
        totalBytes = -1;
        return new FilterInputStream(System.in) {
          @Override
          public void close() {
            // stdin belongs to the process
          }
        };
      case TCP:
        totalBytes = -1;
        return connect(spec);
      case SERIAL:
        totalBytes = -1;
        SerialInput serial = SerialInput.open(spec, problems);
        serials.add(serial);
        notices.accept(spec.displayName() + ": reading at " + spec.serial().describe()
            + ", until Ctrl-C or until the port goes away");
        return serial;
      default:
        InputStream file = openFile(spec);
        if (follow) {
          totalBytes = -1;
          FollowedFile growing = new FollowedFile(file);
          followed.add(growing);
          return growing;
        }
        if (totalBytes >= 0) {
          totalBytes += Files.size(Path.of(spec.location()));
        }
        return file;
    }
  }

  private static InputStream openFile(InputSpec spec) throws IOException {
    Path path = Path.of(spec.location());
    if (Files.isDirectory(path)) {
      throw new IOException(spec.location() + " is a folder, not a trace; give a file in it");
    }
    try {
      return Files.newInputStream(path);
    } catch (NoSuchFileException e) {
      throw new IOException(spec.location() + ": no such file" + coreSuffixHint(spec.location()), e);
    } catch (AccessDeniedException e) {
      throw new IOException("cannot read " + spec.location() + ": permission denied; check its permissions"
          + " (ls -l " + spec.location() + ")", e);
    } catch (IOException e) {
      throw new IOException("cannot read " + spec.location() + ": " + IoReasons.reason(e), e);
    }
  }

  /** {@code trace.bin@x} is a file that does not exist; maybe @ was meant to pin trace.bin to a core. */
  private static String coreSuffixHint(String location) {
    int at = location.lastIndexOf('@');
    if (at > 0 && Files.isRegularFile(Path.of(location.substring(0, at)))) {
      return "; to pin " + location.substring(0, at) + " to a core, write @ and the core number, e.g. "
          + location.substring(0, at) + "@1";
    }
    return "";
  }

  private InputStream connect(InputSpec spec) throws IOException {
    Socket socket = new Socket();
    try {
      socket.connect(new InetSocketAddress(spec.host(), spec.port()), CONNECT_TIMEOUT_MS);
    } catch (IOException e) {
      socket.close();
      String what = e instanceof UnknownHostException
          ? "check the host name, or give an address such as 127.0.0.1"
          : "is the RTT server or QEMU (-serial tcp::PORT,server) running and listening there?";
      throw new IOException(spec.location() + ": cannot connect: " + IoReasons.reason(e) + "; " + what, e);
    }
    sockets.add(socket);
    return new FilterInputStream(socket.getInputStream()) {
      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        try {
          return super.read(b, off, len);
        } catch (SocketException e) {
          if (socket.isClosed()) {
            return -1; // we disconnected on purpose (Ctrl-C): the capture ends here
          }
          throw e;
        }
      }
    };
  }

  public List<DeviceStream> streams() {
    return streams;
  }

  /** Bytes read so far from all inputs, as stored (a hex or gzip input's own bytes). */
  public long bytesRead() {
    return raws.stream().mapToLong(r -> r.bytes).sum();
  }

  /** Total size of the inputs, or -1 when one of them is a live stream of unknown length. */
  public long totalBytes() {
    return totalBytes;
  }

  /**
   * A stable id of what was read: the first 16 hex digits of the SHA-256 of the inputs' bytes as
   * decoded (a gzip input decompressed, a hex dump's digits made bytes), in the order read. For
   * one input read to its end, one capture gives one id however it is stored, wherever it lies
   * and whatever its name.
   */
  public String contentId() {
    if (content == null) {
      throw new IllegalStateException("the inputs were opened without an id");
    }
    return id(content);
  }

  private static String id(MessageDigest content) {
    return HexFormat.of().formatHex(content.digest(), 0, 8);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  /**
   * The {@link #contentId()} that reading the file {@code spec} alone would give, found by reading
   * its bytes as decoded but no event: cheap next to decoding it.
   */
  public static String contentIdOf(InputSpec spec, InputFormat format) throws IOException {
    MessageDigest content = sha256();
    try (InputStream file = openFile(spec)) {
      format.readDecoded(file, spec.displayName(), content::update);
    }
    return id(content);
  }

  /** Ends live captures: a blocked read returns, and the command finishes what it has. */
  public void disconnect() {
    followed.forEach(FollowedFile::stop);
    serials.forEach(SerialInput::stop);
    for (Socket socket : sockets) {
      try {
        socket.close();
      } catch (IOException e) {
        // closing is all we want; an error here changes nothing
      }
    }
  }

  @Override
  public void close() throws IOException {
    disconnect();
    for (DeviceStream stream : streams) {
      stream.close();
    }
    for (RawInput raw : raws) {
      raw.close(); // also the one whose stream could not be made
    }
  }

  /**
   * Counts the bytes read, for progress, and names the input in read errors. An input read again
   * (an archive's batches) counts into the one read first.
   */
  private static final class RawInput extends BlockInputStream {
    private final InputSpec spec;
    private final RawInput counter;
    private long bytes;

    /** @param first the input's first read, when this one reads it again; else null */
    RawInput(InputStream in, InputSpec spec, RawInput first) {
      super(in);
      this.spec = spec;
      this.counter = first != null ? first : this;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      try {
        int n = in.read(b, off, len);
        if (n > 0) {
          counter.bytes += n;
        }
        return n;
      } catch (IOException e) {
        String what = spec.kind() == InputSpec.Kind.TCP ? "the connection failed" : "cannot read";
        throw new IOException(spec.location() + ": " + what + " after " + counter.bytes + " bytes: "
            + IoReasons.reason(e), e);
      }
    }
  }
}
