// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/**
 * Why a frame could not be decoded. Thrown by {@link PayloadCursor} and the generated decoder,
 * caught by {@link TraceReader}, which turns it into a {@link DecodeError}. Carries no stack
 * trace: it is control flow for bad input, which may be frequent.
 */
public final class FrameException extends Exception {
  private static final long serialVersionUID = 1L;

  private final ErrorKind kind;

  public FrameException(ErrorKind kind, String detail) {
    super(detail, null, false, false);
    this.kind = kind;
  }

  public ErrorKind kind() {
    return kind;
  }
}
