package dev.tonband.host.input;

import dev.tonband.dial9.Dial9;
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

  private static final int SNIFF_BYTES = 4096;
  private static final int MAGIC_BYTES = 4;

  /**
   * Opens {@code raw} as a stream of this format. AUTO looks at the first bytes: a dial9 archive
   * starts with {@code TRC\0}, a device stream has 0x00 delimiters and bytes outside printable
   * text, a hex dump only hex digits and separators.
   */
  public DeviceStream open(InputStream raw, String name, int core, Timebase timebase) throws IOException {
    BufferedInputStream in = new BufferedInputStream(raw, SNIFF_BYTES);
    return switch (this == AUTO ? sniff(in) : this) {
      case HEX -> new DeviceStream(name, new HexInputStream(in, name), core, timebase);
      case DIAL9 -> DeviceStream.archive(name, in, core, timebase);
      default -> new DeviceStream(name, in, core, timebase);
    };
  }

  /** The format of {@code in} by its first bytes, which stay unread. */
  static InputFormat sniff(BufferedInputStream in) throws IOException {
    in.mark(SNIFF_BYTES);
    byte[] head = new byte[SNIFF_BYTES];
    int n = in.readNBytes(head, 0, available(in));
    in.reset();
    if (Dial9.startsWithMagic(head, n)) {
      return DIAL9;
    }
    return looksLikeHex(head, n) ? HEX : BINARY;
  }

  private static boolean looksLikeHex(byte[] head, int n) {
    boolean digits = false;
    for (int i = 0; i < n; i++) {
      int c = head[i] & 0xFF;
      if (Character.digit(c, 16) >= 0) {
        digits = true;
      } else if (!(Character.isWhitespace(c) || c == ',' || c == ':' || c == 'x' || c == 'X' || c == '#')) {
        return false;
      }
    }
    return digits;
  }

  /**
   * Sniffs only what has arrived, so a live capture is not held up waiting for 4 KiB; but at
   * least the length of the dial9 magic, which a device sends within its first frame anyway.
   */
  private static int available(BufferedInputStream in) throws IOException {
    return Math.min(SNIFF_BYTES, Math.max(MAGIC_BYTES, in.available()));
  }
}
