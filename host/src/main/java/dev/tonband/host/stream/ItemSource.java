// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;

/**
 * Where a trace's items come from, one at a time, in time order: a {@link StreamMerger}, or a
 * {@link ReadAhead} of one.
 */
public interface ItemSource extends AutoCloseable {
  /** Hands the next item to {@code sink}, an event as its parts; false when every input has ended. */
  boolean next(ItemSink sink) throws IOException;

  /** Stops reading; the inputs themselves are closed by whoever opened them. */
  @Override
  default void close() {}
}
