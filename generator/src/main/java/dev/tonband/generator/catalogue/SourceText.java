// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The raw text of a catalogue, before YAML sees it: bounded in size, checked to be UTF-8, and
 * able to turn offsets into the line and column people look for.
 */
final class SourceText {
  /**
   * The largest catalogue accepted. The shipped one is about 20 KiB; a catalogue of all 256 ids
   * with long descriptions stays far below this, and the bound keeps a mistaken input (a log
   * file, a device) from taking the YAML parser seconds and gigabytes.
   */
  static final int MAX_BYTES = 1 << 20;

  /**
   * The longest line accepted, in characters. SnakeYAML's time grows with the square of the
   * longest run of text without a blank (a 1 MiB word takes it seconds and hundreds of MiB);
   * bounding lines bounds that, and no catalogue line comes near it.
   */
  static final int MAX_LINE = 10_000;

  private SourceText() {}

  /** Reads at most {@link #MAX_BYTES} + 1 bytes, so a huge or endless file costs no more. */
  static byte[] read(Path path) throws IOException {
    try (InputStream in = Files.newInputStream(path)) {
      return in.readNBytes(MAX_BYTES + 1);
    }
  }

  /**
   * The text of {@code content}, or null after an error at the place that makes it unusable: past
   * the size limit, or at the first byte that is not UTF-8.
   */
  static String decode(byte[] content, String file, Diagnostics diagnostics) {
    if (content.length > MAX_BYTES) {
      diagnostics.error(
          byteOffset(content, MAX_BYTES, file),
          "the catalogue goes on past " + MAX_BYTES + " bytes (1 MiB), the most a catalogue may hold;"
              + " is this the right file?");
      return null;
    }
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(content);
    CharBuffer out = CharBuffer.allocate(content.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      int offset = in.position();
      diagnostics.error(
          byteOffset(content, offset, file),
          String.format("byte 0x%02X is not valid UTF-8; save the catalogue as UTF-8", content[offset] & 0xFF));
      return null;
    }
    decoder.flush(out);
    String text = out.flip().toString();
    // A byte order mark may start a UTF-8 file; YAML does not need it.
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    return longLine(text, file, diagnostics) ? null : text;
  }

  /** Reports the first line longer than {@link #MAX_LINE} characters, at its first character too many. */
  private static boolean longLine(String text, String file, Diagnostics diagnostics) {
    int line = 1;
    int start = 0;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      if (end - start > MAX_LINE && text.codePointCount(start, end) > MAX_LINE) {
        diagnostics.error(
            new Position(file, line, MAX_LINE + 1),
            "this line is longer than " + MAX_LINE + " characters, the most a catalogue line may have;"
                + " break long text over several lines (YAML joins them with spaces)");
        return true;
      }
      line++;
      start = end + 1;
    }
    return false;
  }

  /** The line and column of the {@code index}th code point of {@code text}, as YAML counts them. */
  static Position codePoint(String text, int index, String file) {
    int line = 1;
    int column = 1;
    int at = 0;
    for (int i = 0; i < text.length() && at < index; i += Character.charCount(text.codePointAt(i)), at++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new Position(file, line, column);
  }

  /** The line and column of byte {@code offset}, counting code points as YAML does. */
  private static Position byteOffset(byte[] content, int offset, String file) {
    int lineStart = 0;
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (content[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    String before = new String(content, lineStart, offset - lineStart, StandardCharsets.UTF_8);
    return new Position(file, line, before.codePointCount(0, before.length()) + 1);
  }
}
