// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.nio.charset.StandardCharsets;

/**
 * A string field as the visitor sees it: a view of the frame's bytes, valid only during the
 * visitor call, so that decoding allocates nothing. {@link #toString()} copies it out.
 */
public final class StrView implements CharSequence {
  private byte[] bytes = new byte[0];
  private int offset;
  private int length;

  /** A view of {@code text}'s UTF-8 bytes, for a visitor fed from a record rather than a frame. */
  public static StrView of(String text) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    StrView view = new StrView();
    view.set(utf8, 0, utf8.length);
    return view;
  }

  void set(byte[] bytes, int offset, int length) {
    this.bytes = bytes;
    this.offset = offset;
    this.length = length;
  }

  /** The raw bytes; valid during the visitor call only. */
  public byte[] bytes() {
    return bytes;
  }

  public int offset() {
    return offset;
  }

  public int byteLength() {
    return length;
  }

  /** Whether the bytes are well-formed UTF-8. */
  public boolean isValidUtf8() {
    return Utf8.isValid(bytes, offset, length);
  }

  /** The text, with malformed UTF-8 replaced by U+FFFD. */
  @Override
  public String toString() {
    return new String(bytes, offset, length, StandardCharsets.UTF_8);
  }

  /** Characters of the ASCII fast path; other strings are decoded first. */
  @Override
  public int length() {
    return toString().length();
  }

  @Override
  public char charAt(int index) {
    return toString().charAt(index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return toString().subSequence(start, end);
  }
}
