// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import java.nio.charset.StandardCharsets;

/**
 * A string field as the visitor sees it: a view of the frame's bytes, valid only during the
 * visitor call, so that decoding allocates nothing. {@link #toString()} copies it out.
 */
public final class StrView implements CharSequence {
  /**
   * How many strings {@link #toString()} keeps, by a hash of their bytes, and the longest it
   * keeps: a trace repeats a few short messages (slice names, "tick 42"), and giving each its one
   * String spares a copy per event and lets consumers that intern it compare it by reference.
   */
  private static final int KEPT = 1024;
  private static final int KEPT_LENGTH = 64;

  private byte[] bytes = new byte[0];
  private int offset;
  private int length;
  /** Strings made before, for {@link #toString()}; made at its first call. */
  private String[] kept;
  /** The text of a view made of one ({@link #of}), or null. */
  private String text;

  /**
   * A view of {@code text}'s UTF-8 bytes, for a visitor fed from a record rather than a frame;
   * its {@link #toString()} is {@code text} itself.
   */
  public static StrView of(String text) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    StrView view = new StrView();
    view.set(utf8, 0, utf8.length);
    view.text = text;
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

  /**
   * The text, with malformed UTF-8 replaced by U+FFFD. A short ASCII text made before (as {@link
   * #KEPT} says) comes as the same String.
   */
  @Override
  public String toString() {
    if (text != null) {
      return text;
    }
    int hash = length <= KEPT_LENGTH ? asciiHash() : -1;
    if (hash < 0) {
      return new String(bytes, offset, length, StandardCharsets.UTF_8);
    }
    if (kept == null) {
      kept = new String[KEPT];
    }
    int slot = hash & (KEPT - 1);
    String made = kept[slot];
    if (made == null || !holds(made)) {
      made = new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
      kept[slot] = made;
    }
    return made;
  }

  /** A hash of the bytes, or -1 when one is not ASCII. */
  private int asciiHash() {
    int hash = 0;
    for (int i = offset; i < offset + length; i++) {
      byte b = bytes[i];
      if (b < 0) {
        return -1;
      }
      hash = 31 * hash + b;
    }
    return (hash ^ hash >>> 16) & Integer.MAX_VALUE;
  }

  /** Whether {@code made} is the ASCII bytes viewed. */
  private boolean holds(String made) {
    if (made.length() != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (made.charAt(i) != bytes[offset + i]) {
        return false;
      }
    }
    return true;
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
