// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads a hex dump of a device stream ({@code 02 04 0A 00 ...}, as terminals, RTT viewers and
 * debuggers print captures) as the bytes it shows. Bytes are pairs of hex digits, with an
 * optional {@code 0x}; runs of pairs ({@code 02040a00}, as {@code xxd -p} prints) are read pair by
 * pair. Spaces, commas and colons separate; {@code #} starts a comment to the end of the line.
 *
 * <p>A line with anything else costs that line, like a damaged frame in a binary capture: it is
 * reported as {@value #KIND} with {@code file:line:column} and skipped, and the lines around it
 * are read. A line's bytes are handed on only once the whole line has been read (a line longer
 * than {@value #MAX_HELD_BYTES} bytes in parts), so a skipped line gives the decoder nothing.
 */
final class HexInputStream extends BlockInputStream {
  static final String KIND = "BAD_HEX_LINE";
  private static final int MAX_HELD_BYTES = 1 << 16;
  private static final int TEXT_BUFFER = 1 << 13;

  private final String name;
  private final InputProblems problems;

  private final byte[] chars = new byte[TEXT_BUFFER];
  private int charPos;
  private int charEnd;
  private boolean textEnded;

  /** Bytes of complete lines not yet handed on: {@code held[pos..count)}. */
  private byte[] held = new byte[256];
  private int pos;
  private int count;
  /** A bad line found after bytes still held; reported once those have been handed on. */
  private Deferred deferred;

  private record Deferred(String where, String message) {}

  private int line = 1;
  private int column;
  private int lastChar;

  HexInputStream(InputStream text, String name, InputProblems problems) {
    super(text);
    this.name = name;
    this.problems = problems;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (pos == count) {
      if (deferred != null) {
        problems.report(KIND, deferred.where(), deferred.message());
        deferred = null;
      }
      pos = 0;
      count = 0;
      if (!readLines(len)) {
        return -1;
      }
    }
    int n = Math.min(len, count - pos);
    System.arraycopy(held, pos, b, off, n);
    pos += n;
    return n;
  }

  /**
   * Reads lines until {@code wanted} bytes are held, a bad line is found, or reading on would
   * wait for more input (a live capture hands on what it has); false at the end of the text.
   */
  private boolean readLines(int wanted) throws IOException {
    do {
      if (!readLine()) {
        return count > 0 || deferred != null;
      }
    } while (deferred == null && count < wanted && (charPos < charEnd || in.available() > 0));
    return true;
  }

  /** Reads one line (or a part of a very long one) into {@link #held}; false at the end of the text. */
  private boolean readLine() throws IOException {
    if (!fill()) {
      return false;
    }
    int start = count;
    int digits = 0; // hex digits in the current run of pairs
    boolean inRun = false;
    int runColumn = 0;
    String error = null;
    int errorColumn = 0;
    while (true) {
      int c = nextChar();
      if (c < 0 || c == '\n') {
        break;
      }
      if (c == '#') {
        skipRestOfLine();
        break;
      }
      if (!inRun) {
        runColumn = column;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == ',' || c == ':') {
        if (digits % 2 != 0) {
          break;
        }
        digits = 0;
        inRun = false;
      } else if (!inRun && c == '0' && (peekChar() == 'x' || peekChar() == 'X')) {
        nextChar(); // the 0x prefix
        inRun = true;
      } else if (c < 0x80 && Character.digit(c, 16) >= 0) {
        inRun = true;
        if (digits++ % 2 == 0) {
          hold(Character.digit(c, 16) << 4);
        } else {
          held[count - 1] |= (byte) Character.digit(c, 16);
          if (count - start >= MAX_HELD_BYTES) {
            return true; // hand on a very long line in parts; the line goes on
          }
        }
      } else {
        error = describe(c) + " is not hex";
        errorColumn = column;
        skipRestOfLine();
        break;
      }
    }
    if (error == null && digits % 2 != 0) {
      error = "a byte has only one hex digit";
      errorColumn = runColumn;
      if (lastChar != '\n' && lastChar >= 0) { // the run ended at a separator
        skipRestOfLine();
      }
    }
    if (error != null) {
      count = start;
      deferred = new Deferred(name + ":" + line + ":" + errorColumn, error + "; line " + line
          + " skipped (a hex dump holds byte pairs such as 0a or 0x0a, separated by spaces, commas or colons,"
          + " and # comments; use --format binary for raw captures)");
    }
    line++;
    column = 0;
    return true;
  }

  private static String describe(int c) {
    return c >= 0x20 && c < 0x7F ? "'" + (char) c + "'" : String.format("byte 0x%02X", c);
  }

  private void hold(int value) {
    if (count == held.length) {
      held = Arrays.copyOf(held, held.length * 2);
    }
    held[count++] = (byte) value;
  }

  private void skipRestOfLine() throws IOException {
    for (int c = nextChar(); c >= 0 && c != '\n'; c = nextChar()) {
      // skip it
    }
  }

  private int peekChar() throws IOException {
    return fill() ? chars[charPos] & 0xFF : -1;
  }

  private int nextChar() throws IOException {
    if (!fill()) {
      lastChar = -1;
      return -1;
    }
    column++;
    lastChar = chars[charPos++] & 0xFF;
    return lastChar;
  }

  private boolean fill() throws IOException {
    if (charPos < charEnd) {
      return true;
    }
    if (textEnded) {
      return false;
    }
    int n = in.read(chars, 0, chars.length);
    if (n < 0) {
      textEnded = true;
      return false;
    }
    charPos = 0;
    charEnd = n;
    return n > 0 || fill();
  }

  /** The bytes at hand, and one more when text waits to be read. */
  @Override
  public int available() throws IOException {
    return count - pos + (charPos < charEnd || in.available() > 0 ? 1 : 0);
  }
}
