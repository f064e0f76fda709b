// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/** What went wrong in a stream (docs/wire-format.md, "What a decoder reports"). */
public enum ErrorKind {
  /** Two delimiters in a row, or a frame that decodes to no bytes: there is no event id. */
  EMPTY_FRAME(true),
  /** A COBS code byte points past the end of its frame: bytes were lost in transport. */
  COBS_OVERRUN(true),
  /** A frame longer than the reader's limit; it is skipped up to the next delimiter. */
  FRAME_TOO_LONG(true),
  /** The event id is not in the catalogue this decoder was generated from. */
  UNKNOWN_EVENT_ID(true),
  /** The frame ends inside a field. */
  TRUNCATED_FIELD(true),
  /** A varint runs past 5 (u32) or 10 (u64, s64) bytes. */
  VARINT_TOO_LONG(true),
  /** A varint sets bits beyond its type's width. */
  VARINT_TOO_WIDE(true),
  /** An enum field holds a value its catalogue enum does not declare. */
  UNDECLARED_ENUM_VALUE(true),
  /** Bytes follow the last field of an event that has no optional or varlen field. */
  LOOSE_BYTES(true),
  /** Input ended with bytes after the last delimiter: a frame was cut off. */
  TRAILING_BYTES(true),
  /** A string field is not valid UTF-8; the event is kept with the string decoded lossily. */
  INVALID_UTF8(false);

  private final boolean dropsFrame;

  ErrorKind(boolean dropsFrame) {
    this.dropsFrame = dropsFrame;
  }

  /** Whether the frame's event is lost; otherwise this is a warning and the event was delivered. */
  public boolean dropsFrame() {
    return dropsFrame;
  }
}
