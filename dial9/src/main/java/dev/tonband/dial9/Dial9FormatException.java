// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.io.IOException;

/**
 * A dial9 stream that cannot be read on. Unlike device streams, dial9 frames carry no delimiter,
 * so a reader cannot skip a bad frame: every problem ends the stream, and the message says what was
 * wrong and at which byte.
 */
public final class Dial9FormatException extends IOException {
  private static final long serialVersionUID = 1L;

  /** What was wrong. */
  public enum Kind {
    /** The first four bytes are not {@code TRC\0}. */
    BAD_MAGIC,
    /** The header's version is not one this reader supports. */
    UNSUPPORTED_VERSION,
    /** A frame tag this version does not define (and not the start of a new batch's header). */
    UNKNOWN_FRAME_TAG,
    /** A schema, or an element of a dynamic list or map, has a field type tag this reader does not know. */
    UNKNOWN_FIELD_TYPE,
    /** A type_id registered again with a different schema. */
    CONFLICTING_SCHEMA,
    /** An event frame whose type_id has no schema yet. */
    UNKNOWN_SCHEMA,
    /** The stream ends inside a frame. */
    TRUNCATED,
    /** A varint runs past 10 bytes or sets bits beyond 64. */
    BAD_VARINT,
    /** An optional field's presence byte is neither 0 nor 1. */
    BAD_PRESENCE_BYTE,
    /** A timestamp delta takes the running timestamp past 2^64-1 ns. */
    TIMESTAMP_OVERFLOW,
    /**
     * Beyond this reader's limits, which guard its memory: a length or count above the per-value
     * limit, containers nested too deep, or pools and schemas outgrowing the memory budget.
     */
    TOO_LARGE,
    /**
     * Not a format error: a schema named like a catalogue event ({@code group/event}) whose fields
     * or values contradict the catalogue, met while reading an archive back into event records.
     */
    CATALOGUE_MISMATCH
  }

  private final Kind kind;
  private final long offset;
  private final String detail;

  public Dial9FormatException(Kind kind, long offset, String detail) {
    super("offset " + offset + ": " + detail);
    this.kind = kind;
    this.offset = offset;
    this.detail = detail;
  }

  public Kind kind() {
    return kind;
  }

  /** Offset in the stream of the first byte concerned. */
  public long offset() {
    return offset;
  }

  /** What was wrong, without the offset: for reports that give the place apart. */
  public String detail() {
    return detail;
  }
}
