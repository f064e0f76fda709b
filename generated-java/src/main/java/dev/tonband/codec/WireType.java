// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/** The wire type of a catalogue field (docs/wire-format.md, "Field types"). */
public enum WireType {
  U8,
  /** A u32 varint of at most 3 bytes. */
  U16,
  U32,
  U64,
  /** The sign-magnitude varint of s64, within -128..127. */
  S8,
  S16,
  S32,
  S64,
  /** One byte, 0 or 1. */
  BOOL,
  /** IEEE 754 binary32, 4 bytes little endian. */
  F32,
  /** IEEE 754 binary64, 8 bytes little endian. */
  F64,
  /** One byte holding a value declared by a catalogue enum. */
  ENUM,
  /** Raw bytes to the end of the frame; only as an event's varlen field. */
  STR,
  /** A u32 varint length, then that many bytes. */
  BYTES,
  /** A u32 varint length, then that many bytes of UTF-8. */
  STRING
}
