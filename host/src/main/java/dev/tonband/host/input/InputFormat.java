package dev.tonband.host.input;

import dev.tonband.dial9.Dial9;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

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
   * comes, as a live capture is: see {@link #openWhole} for a file.
   *
   * @throws IllegalArgumentException for a Perfetto trace, which is no input of a conversion
   */
  public DeviceStream open(InputStream raw, String name, int core, Timebase timebase) throws IOException {
    return open(raw, name, core, timebase, TraceCatalogue.builtIn());
  }

  /** As {@link #open(InputStream, String, int, Timebase)}, decoding with {@code catalogue}. */
  public DeviceStream open(InputStream raw, String name, int core, Timebase timebase, TraceCatalogue catalogue)
      throws IOException {
    return open(raw, name, core, timebase, catalogue, new InputProblems(), false);
  }

  /**
   * As {@link #open(InputStream, String, int, Timebase, TraceCatalogue)}, for an input whose bytes
   * are all there (a file, not a live capture): one whose start holds no device stream (an ELF
   * file, a picture, text) is refused before anything is decoded.
   *
   * @throws IllegalArgumentException naming the input and what it looks like, when it is none
   */
  public DeviceStream openWhole(InputStream raw, String name, int core, Timebase timebase, TraceCatalogue catalogue)
      throws IOException {
    return open(raw, name, core, timebase, catalogue, new InputProblems(), true);
  }

  /** Opens {@code raw}, with the problems it may report itself; {@code whole}: as {@link #openWhole}. */
  DeviceStream open(InputStream raw, String name, int core, Timebase timebase, TraceCatalogue catalogue,
      InputProblems problems, boolean whole) throws IOException {
    BufferedInputStream in = GzipInput.decompressed(new BufferedInputStream(raw, SNIFF_BYTES), name, problems);
    InputFormat format = this == AUTO ? sniff(in, name) : this;
    InputStream decoded = format == HEX ? new HexInputStream(in, name, problems) : in;
    if (whole && format != DIAL9) {
      decoded = ForeignInput.checked(decoded, name, catalogue, format == HEX);
    }
    InputStream bytes = new EmptyInputCheck(decoded, name, problems);
    DeviceStream stream = format == DIAL9
        ? DeviceStream.archive(name, bytes, core, timebase, catalogue)
        : new DeviceStream(name, bytes, core, timebase, catalogue);
    problems.deliverTo(stream);
    return stream;
  }

  /** The format of {@code in} by its first bytes, which stay unread. */
  static InputFormat sniff(BufferedInputStream in, String name) throws IOException {
    in.mark(SNIFF_BYTES);
    byte[] head = new byte[SNIFF_BYTES];
    int n = readUpTo(in, head, available(in));
    in.reset();
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
   * 0.15) loops forever in readNBytes once it has the bytes asked for.
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
