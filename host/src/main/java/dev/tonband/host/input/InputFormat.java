// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import dev.tonband.dial9.Dial9;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** How an input's bytes are written: the raw framed stream, a hex dump of it, or a dial9 archive of it. */
public enum InputFormat {
  AUTO,
  BINARY,
  HEX,
  DIAL9;

  private static final int SNIFF_BYTES = PerfettoTraces.HEAD_BYTES;
  private static final int MAGIC_BYTES = 4;
  /** A hex dump with a typo is still one: up to one character in this many may be wrong. */
  private static final int HEX_TYPOS_PER = 16;

  /**
   * Opens {@code raw} as a stream of this format. Gzip-compressed input is decompressed first,
   * whatever the format. AUTO looks at the first bytes: a dial9 archive starts with {@code TRC\0},
   * a hex dump is text of hex digits and separators, and anything else is a device stream; a
   * Perfetto trace is refused with a message saying what to do with it. The stream is read as it
   * comes, as a live capture is: see {@link #open(InputStream, Reopen, String, int, Timebase, TraceCatalogue)} for a file.
   *
   * @throws IllegalArgumentException for a Perfetto trace, which is no input of a conversion
   */
  public DeviceStream open(InputStream raw, String name, int core, Timebase timebase) throws IOException {
    return open(raw, name, core, timebase, TraceCatalogue.builtIn());
  }

  /** As {@link #open(InputStream, String, int, Timebase)}, decoding with {@code catalogue}. */
  public DeviceStream open(InputStream raw, String name, int core, Timebase timebase, TraceCatalogue catalogue)
      throws IOException {
    return open(raw, null, name, core, timebase, catalogue, new InputProblems(), null);
  }

  /**
   * As {@link #open(InputStream, String, int, Timebase, TraceCatalogue)}, for an input whose bytes
   * are all there and that {@code again} can read once more from its start (a file, bytes in
   * memory): one whose start holds no device stream (an ELF file, a picture, text) is refused
   * before anything is decoded, and a dial9 archive of several batches is read as its batches side
   * by side, merged by time, as dial9 means them. Without it (a live capture, stdin) the input is
   * read in the order of its bytes, judged by none of them.
   *
   * @throws IllegalArgumentException naming the input and what it looks like, when it is no device stream
   */
  public DeviceStream open(InputStream raw, Reopen again, String name, int core, Timebase timebase,
      TraceCatalogue catalogue) throws IOException {
    return open(raw, again, name, core, timebase, catalogue, new InputProblems(), null);
  }

  /** What is shown the bytes an input is read as (the browser's class library has no DigestInputStream). */
  @FunctionalInterface
  interface Content {
    void update(byte[] bytes, int offset, int length);
  }

  /** {@code in}, showing {@code content} each byte read. */
  private static InputStream shown(InputStream in, Content content) {
    return new FilterInputStream(in) {
      @Override
      public int read() throws IOException {
        int b = in.read();
        if (b >= 0) {
          content.update(new byte[] {(byte) b}, 0, 1);
        }
        return b;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int n = in.read(b, off, len);
        if (n > 0) {
          content.update(b, off, n);
        }
        return n;
      }
    };
  }

  /** An input's bytes from their start once more, as stored (compressed, say). */
  @FunctionalInterface
  public interface Reopen {
    InputStream open() throws IOException;
  }

  /**
   * As {@link #open(InputStream, Reopen, String, int, Timebase, TraceCatalogue)}, with the problems
   * {@code raw} itself may report, and {@code content} (or null) shown the input's bytes as
   * decoded (decompressed, a hex dump's digits made bytes): a capture is the same content however
   * it is stored.
   */
  DeviceStream open(InputStream raw, Reopen again, String name, int core, Timebase timebase, TraceCatalogue catalogue,
      InputProblems problems, Content content) throws IOException {
    BufferedInputStream buffered = new BufferedInputStream(raw, SNIFF_BYTES);
    BufferedInputStream in = GzipInput.decompressed(buffered, name, problems);
    boolean compressed = in != buffered;
    InputFormat format = this == AUTO ? sniff(in, name) : this;
    if (format == HEX && this == HEX && again != null) {
      checkHex(in, name);
    }
    InputStream decoded = format == HEX ? new HexInputStream(in, name, problems) : in;
    if (again != null && format != DIAL9) {
      decoded = ForeignInput.checked(decoded, name, catalogue, format == HEX);
    }
    InputStream bytes = new EmptyInputCheck(content != null ? shown(decoded, content) : decoded, name, problems);
    DeviceStream stream = format != DIAL9 ? new DeviceStream(name, bytes, core, timebase, catalogue)
        : again == null ? DeviceStream.archive(name, bytes, core, timebase, catalogue)
        : DeviceStream.archive(name, bytes, core, timebase, catalogue,
            offset -> decodedAt(again, compressed, offset, name));
    problems.deliverTo(stream);
    return stream;
  }

  /**
   * Shows {@code content} every byte of {@code raw} as {@link #open} would decode it
   * (decompressed, a hex dump's digits made bytes), without decoding a single event: what a
   * trace's content id is made of, for a reader that needs the id before it decides to read.
   */
  void readDecoded(InputStream raw, String name, Content content) throws IOException {
    BufferedInputStream in = GzipInput.decompressed(new BufferedInputStream(raw, SNIFF_BYTES), name, new InputProblems());
    InputFormat format = this == AUTO ? sniff(in, name) : this;
    InputStream decoded = format == HEX ? new HexInputStream(in, name, new InputProblems()) : in;
    byte[] buffer = new byte[1 << 16];
    for (int n; (n = decoded.read(buffer)) > 0; ) {
      content.update(buffer, 0, n);
    }
  }

  /**
   * The bytes of {@code again} as {@link #open} decodes them, from {@code offset} on: a file's are
   * skipped to, compressed ones decompressed from the start. What is wrong with the compression
   * was reported when the input was first read through, so it is not again.
   */
  private static InputStream decodedAt(Reopen again, boolean compressed, long offset, String name) throws IOException {
    InputStream in = compressed
        ? GzipInput.decompressed(new BufferedInputStream(again.open(), SNIFF_BYTES), name, new InputProblems())
        : again.open();
    long left = offset;
    // Decompressed bytes are read and dropped: skip does the same on the JVM, and the browser
    // build's GZIPInputStream.skip breaks a few MB in (DataFormatException -3).
    byte[] dropped = compressed ? new byte[1 << 16] : null;
    while (left > 0) {
      long skipped = compressed ? in.read(dropped, 0, (int) Math.min(dropped.length, left)) : in.skip(left);
      if (skipped < 0 || skipped == 0 && in.read() < 0) {
        break; // shorter than when read through: the archive reader says it ends early
      }
      left -= Math.max(1, skipped);
    }
    return in;
  }

  /** The first bytes of {@code in}, which stay unread. */
  private static byte[] head(BufferedInputStream in) throws IOException {
    in.mark(SNIFF_BYTES);
    byte[] head = new byte[SNIFF_BYTES];
    int n = readUpTo(in, head, available(in));
    in.reset();
    return Arrays.copyOf(head, n);
  }

  /**
   * A file read with {@code --format hex} must start as a hex dump: a binary capture read so
   * would be all bad lines, which say less than this.
   */
  private static void checkHex(BufferedInputStream in, String name) throws IOException {
    byte[] head = head(in);
    if (head.length > 0 && !looksLikeHex(head, head.length)) {
      throw new IllegalArgumentException(name + " is not a hex dump: its first " + head.length + " bytes are not hex"
          + " digits and separators; read it without --format hex (auto tells a binary stream, a hex dump and a"
          + " dial9 archive apart)");
    }
  }

  /** The format of {@code in} by its first bytes, which stay unread. */
  static InputFormat sniff(BufferedInputStream in, String name) throws IOException {
    byte[] head = head(in);
    int n = head.length;
    if (Dial9.startsWithMagic(head, n)) {
      return DIAL9;
    }
    if (PerfettoTraces.startsLikeOne(head, n)) {
      throw new IllegalArgumentException(name + " is a Perfetto trace (what convert writes), not a device stream:"
          + " open it at https://ui.perfetto.dev, or run: tonband serve " + name);
    }
    return looksLikeHex(head, n) ? HEX : BINARY;
  }

  /**
   * {@code in.readNBytes(b, 0, length)}, written out: the browser build's class library (TeaVM
   * 0.15 and 0.16) loops forever in readNBytes once it has the bytes asked for.
   */
  static int readUpTo(InputStream in, byte[] b, int length) throws IOException {
    int n = 0;
    while (n < length) {
      int read = in.read(b, n, length - n);
      if (read < 0) {
        break;
      }
      n += read;
    }
    return n;
  }

  /**
   * Text of hex digits and separators, {@code #} comments aside, with a typo or two allowed. A
   * device stream has a 0x00 delimiter after every frame, which text never has.
   */
  private static boolean looksLikeHex(byte[] head, int n) {
    int digits = 0;
    int others = 0;
    boolean comment = false;
    for (int i = 0; i < n; i++) {
      int c = head[i] & 0xFF;
      if (c == 0) {
        return false;
      } else if (comment || c == '#') {
        comment = c != '\n';
      } else if (Character.digit(c, 16) >= 0) {
        digits++;
      } else if (!(Character.isWhitespace(c) || c == ',' || c == ':' || c == 'x' || c == 'X')) {
        others++;
      }
    }
    return digits > 0 && others * HEX_TYPOS_PER <= digits;
  }

  /**
   * Sniffs only what has arrived, so a live capture is not held up waiting for 4 KiB; but at
   * least the length of the dial9 magic, which a device sends within its first frame anyway.
   */
  private static int available(BufferedInputStream in) throws IOException {
    return Math.min(SNIFF_BYTES, Math.max(MAGIC_BYTES, in.available()));
  }
}
