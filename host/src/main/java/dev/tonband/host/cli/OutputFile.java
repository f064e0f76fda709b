// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.io.IoReasons;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file written whole or not at all. The bytes go to a temporary file beside the target
 * ({@code trace.pftrace.12345.part}), which replaces the target only on {@link #commit()}; a run
 * that fails, or is stopped, removes it, so an existing file at the target stays as it was. A
 * target that is a link is written through the link; one that is not a regular file (a pipe,
 * {@code /dev/null}) is written directly, as it cannot be replaced.
 *
 * <p>Every write error names the file, the reason and what to do about it.
 */
final class OutputFile implements AutoCloseable {
  private static final int BUFFER_BYTES = 1 << 16;

  /** What names standard output, as {@code -} names standard input. */
  static final Path STDOUT = Path.of("-");

  /** As the user named it, for messages. */
  private final Path named;
  /** Where the file goes: {@link #named}, or where the link of that name leads. */
  private final Path target;
  private final Path partial;
  private final FileChannel channel;
  private final OutputStream stream;
  private final boolean replacesExisting;
  /** Written in place: a pipe or device, which cannot be replaced. */
  private final boolean direct;
  private boolean closed;
  private boolean committed;

  private OutputFile(Path named, Path target, Path partial, FileChannel channel, boolean replacesExisting) {
    this.named = named;
    this.target = target;
    this.partial = partial;
    this.channel = channel;
    this.replacesExisting = replacesExisting;
    this.direct = partial.equals(target);
    this.stream = new BufferedOutputStream(new Guarded(Channels.newOutputStream(channel)), BUFFER_BYTES);
  }

  /**
   * Opens {@code target} for writing; nothing is visible there until {@link #commit()}.
   *
   * @param option the option that named it ({@code -o}), which messages tell the user to change
   */
  static OutputFile create(Path target, String option) throws IOException {
    if (target.equals(STDOUT)) {
      if (Terminal.is(Terminal.STDOUT)) { // a trace's bytes would be garbage there
        throw new IllegalArgumentException(option + " - writes the trace to standard output, which is a terminal here:"
            + " pipe it to a program (| ...) or into a file (> FILE), or give " + option + " a file");
      }
      return new OutputFile(target, target, target, new FileOutputStream(FileDescriptor.out).getChannel(), false);
    }
    Path real = Files.exists(target) ? target.toRealPath() : target;
    if (Files.isDirectory(real)) {
      throw new IOException(target + " is a folder; name the file to write, e.g. " + option + " "
          + target.resolve("trace.pftrace"));
    }
    if (Files.exists(real) && !Files.isRegularFile(real)) {
      return new OutputFile(target, real, real, open(target, option, real, StandardOpenOption.WRITE), false);
    }
    while (true) {
      Path partial = real.resolveSibling(real.getFileName() + "." + ThreadLocalRandom.current().nextInt(1 << 30) + ".part");
      try {
        FileChannel channel = open(target, option, partial, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        // Removed at exit unless committed, also when Ctrl-C ends the run; deleteOnExit runs
        // after the shutdown hook that lets a live capture commit what it has.
        partial.toFile().deleteOnExit();
        return new OutputFile(target, real, partial, channel, Files.exists(real));
      } catch (FileAlreadyExistsException e) {
        // another run's temporary file by chance: draw another name
      }
    }
  }

  private static FileChannel open(Path target, String option, Path file, StandardOpenOption... options)
      throws IOException {
    try {
      return FileChannel.open(file, options);
    } catch (IOException e) {
      throw IoReasons.cannotWrite(target.toString(), option, file, e);
    }
  }

  /** Where the bytes are until {@link #commit()}: a live capture can be opened there meanwhile. */
  Path partial() {
    return partial;
  }

  /** The stream to write; closing it makes the bytes durable but does not commit them. */
  OutputStream stream() {
    return stream;
  }

  /** Makes the bytes written the content of the target, in one step. */
  void commit() throws IOException {
    stream.close();
    if (!direct) {
      try {
        try {
          Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
        }
      } catch (IOException e) {
        throw failed(e);
      }
    }
    committed = true;
  }

  /** Without {@link #commit()}: removes what was written, leaving the target as it was. */
  @Override
  public void close() {
    if (committed) {
      return;
    }
    try {
      channel.close();
      if (!direct) {
        Files.deleteIfExists(partial);
      }
    } catch (IOException e) {
      // the run has failed already, with its own message; the .part file is named after the target
    }
  }

  private IOException failed(IOException e) {
    String untouched = replacesExisting ? "; the existing " + named + " is left as it was" : "";
    return new IOException("cannot write " + named + ": " + IoReasons.reason(e) + IoReasons.hint(e) + untouched, e);
  }

  /** Names the file in every error, and makes the bytes durable before the stream counts as closed. */
  private final class Guarded extends OutputStream {
    private final OutputStream out;

    Guarded(OutputStream out) {
      this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      try {
        out.write(b, off, len);
      } catch (IOException e) {
        throw failed(e);
      }
    }

    @Override
    public void close() throws IOException {
      if (closed) {
        return;
      }
      closed = true;
      try {
        if (!direct) {
          channel.force(true);
        }
        out.close();
      } catch (IOException e) {
        throw failed(e);
      }
    }
  }
}
