package dev.tonband.host.input;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/** How an input's bytes are written: the raw framed stream, or a hex dump of it. */
public enum InputFormat {
  AUTO,
  BINARY,
  HEX;

  private static final int SNIFF_BYTES = 4096;

  /**
   * The stream to decode. AUTO looks at the first bytes: a device stream has 0x00 delimiters
   * and bytes outside printable text, a hex dump only hex digits and separators.
   */
  public InputStream wrap(InputStream raw, String name) throws IOException {
    switch (this) {
      case BINARY:
        return raw;
      case HEX:
        return new HexInputStream(raw, name);
      default:
        BufferedInputStream in = new BufferedInputStream(raw, SNIFF_BYTES);
        return looksLikeHex(in) ? new HexInputStream(in, name) : in;
    }
  }

  private static boolean looksLikeHex(BufferedInputStream in) throws IOException {
    in.mark(SNIFF_BYTES);
    byte[] head = new byte[SNIFF_BYTES];
    int n = in.readNBytes(head, 0, available(in));
    in.reset();
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

  /** Sniffs only what has arrived, so a live capture is not held up waiting for 4 KiB. */
  private static int available(BufferedInputStream in) throws IOException {
    int ready = in.available();
    return Math.min(SNIFF_BYTES, ready > 0 ? ready : 1);
  }
}
