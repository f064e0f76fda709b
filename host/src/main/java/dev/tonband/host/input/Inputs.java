package dev.tonband.host.input;

import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.FileInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Opens the inputs of a command as device streams, and closes them together. */
public final class Inputs implements AutoCloseable {
  private static final int CONNECT_TIMEOUT_MS = 5000;

  private final List<DeviceStream> streams = new ArrayList<>();
  private final List<Socket> sockets = new ArrayList<>();
  private long totalBytes;

  /**
   * @throws IOException with a message for people (which input, what to check) when one
   *     cannot be opened; the ones opened already are closed
   */
  public static Inputs open(List<InputSpec> specs, InputFormat format) throws IOException {
    Inputs inputs = new Inputs();
    Timebase timebase = new Timebase();
    try {
      for (InputSpec spec : specs) {
        InputStream raw = inputs.raw(spec);
        inputs.streams.add(
            new DeviceStream(spec.displayName(), format.wrap(raw, spec.displayName()), spec.core(), timebase));
      }
    } catch (IOException e) {
      inputs.close();
      throw e;
    }
    return inputs;
  }

  private InputStream raw(InputSpec spec) throws IOException {
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
        Socket socket = new Socket();
        try {
          socket.connect(new InetSocketAddress(spec.host(), spec.port()), CONNECT_TIMEOUT_MS);
        } catch (IOException e) {
          socket.close();
          throw new IOException(spec.location() + ": cannot connect (" + e.getMessage()
              + "); is the RTT server or QEMU (-serial tcp::PORT,server) running and listening there?", e);
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
      default:
        Path path = Path.of(spec.location());
        try {
          if (totalBytes >= 0) {
            totalBytes += Files.size(path);
          }
          return new FileInputStream(path.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
          throw new IOException(spec.location() + ": no such file", e);
        }
    }
  }

  public List<DeviceStream> streams() {
    return streams;
  }

  /** Bytes read so far from all inputs. */
  public long bytesRead() {
    return streams.stream().mapToLong(DeviceStream::bytesRead).sum();
  }

  /** Total size of the inputs, or -1 when one of them is a live stream of unknown length. */
  public long totalBytes() {
    return totalBytes;
  }

  /** Ends live captures: a blocked read returns, and the command finishes what it has. */
  public void disconnect() {
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
  }
}
