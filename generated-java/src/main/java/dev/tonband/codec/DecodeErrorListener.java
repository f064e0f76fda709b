// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/** Receives the errors and warnings of a stream as they are found. */
@FunctionalInterface
public interface DecodeErrorListener {
  void onError(DecodeError error);
}
