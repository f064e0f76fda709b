package dev.tonband.host.input;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a hex dump of a device stream ({@code 02 04 0A 00 ...}, as terminals, RTT viewers and
 * debuggers print captures) as the bytes it shows. Whitespace, commas, colons and an optional
 * {@code 0x} before each byte are ignored; {@code #} starts a comment to the end of the line.
 * Anything else stops the read with the line and column, so a wrong file is not decoded as noise.
 */
public final class HexInputStream extends InputStream {
  private final InputStream text;
  private final String name;
  private int line = 1;
  private int column;
  private int pushedBack = -1;

  public HexInputStream(InputStream text, String name) {
    this.text = text;
    this.name = name;
  }

  @Override
  public int read() throws IOException {
    int high = nextDigit();
    if (high < 0) {
      return -1;
    }
    int low = nextDigit();
    if (low < 0) {
      throw new IOException(name + ":" + line + ":" + column + ": the hex input ends after half a byte;"
          + " every byte needs two hex digits");
    }
    return high << 4 | low;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = 0;
    while (n < len) {
      int value = read();
      if (value < 0) {
        return n == 0 ? -1 : n;
      }
      b[off + n++] = (byte) value;
      if (text.available() == 0 && pushedBack < 0) {
        break; // hand over what we have rather than block a live capture
      }
    }
    return n;
  }

  /** The next hex digit's value, or -1 at the end of the input. */
  private int nextDigit() throws IOException {
    while (true) {
      int c = nextChar();
      if (c < 0) {
        return -1;
      }
      int digit = Character.digit(c, 16);
      if (digit >= 0) {
        if (c == '0') {
          int after = nextChar();
          if (after == 'x' || after == 'X') {
            continue; // a 0x prefix
          }
          pushedBack = after;
        }
        return digit;
      }
      if (c == '#') {
        skipLine();
      } else if (!Character.isWhitespace(c) && c != ',' && c != ':') {
        throw new IOException(name + ":" + line + ":" + column + ": '" + (char) c
            + "' is not hex; a hex input holds hex byte pairs separated by spaces (use --format binary for raw captures)");
      }
    }
  }

  private void skipLine() throws IOException {
    for (int c = nextChar(); c >= 0 && c != '\n'; c = nextChar()) {
      // skip the comment
    }
  }

  private int nextChar() throws IOException {
    int c;
    if (pushedBack >= 0) {
      c = pushedBack;
      pushedBack = -1;
      return c;
    }
    c = text.read();
    if (c == '\n') {
      line++;
      column = 0;
    } else {
      column++;
    }
    return c;
  }

  @Override
  public void close() throws IOException {
    text.close();
  }
}
