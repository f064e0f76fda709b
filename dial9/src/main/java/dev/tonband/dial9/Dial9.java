// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

/** Constants of the dial9 trace format, version 1 as dial9's latest spec defines it (docs/dial9.md). */
public final class Dial9 {
  private Dial9() {}

  /** {@code TRC\0}, the first four bytes of every stream. */
  static final byte[] MAGIC = {0x54, 0x52, 0x43, 0x00};

  /** Whether the first {@code length} bytes of {@code head} start a dial9 stream: tells archives from other input. */
  public static boolean startsWithMagic(byte[] head, int length) {
    return length >= MAGIC.length && java.util.Arrays.equals(head, 0, MAGIC.length, MAGIC, 0, MAGIC.length);
  }

  /** The only version this implementation reads and writes. */
  public static final int VERSION = 1;

  /** A header's length: the magic and the version byte. A reader's offset is this far past a batch's start when it begins the batch. */
  public static final int HEADER_BYTES = MAGIC.length + 1;

  static final int TAG_SCHEMA = 0x01;
  static final int TAG_EVENT = 0x02;
  static final int TAG_STRING_POOL = 0x03;
  static final int TAG_STACK_POOL = 0x04;
  static final int TAG_TIMESTAMP_RESET = 0x05;
  static final int TAG_SCHEMA_ANNOTATIONS = 0x06;

  /** The largest timestamp delta an event frame can carry (u24). */
  public static final long MAX_DELTA_NS = 0xFF_FFFFL;

  /** Set in a FieldDef's type byte: values carry a presence byte first. */
  static final int OPTIONAL_BIT = 0x80;

  /** Schema and field names have a u16 length prefix. */
  static String checkName(String name) {
    if (name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > 0xFFFF) {
      throw new IllegalArgumentException("names are at most 65535 UTF-8 bytes, got one of " + name.length() + " chars");
    }
    return name;
  }
}
