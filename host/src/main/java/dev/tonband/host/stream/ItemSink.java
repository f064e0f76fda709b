// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;

/**
 * Takes the items of a stream one at a time ({@link StreamMerger#next(ItemSink)}): an event as
 * the slot it waits in, so that the stream makes no object for each of its millions of events,
 * and anything else (a problem, a foreign event) as the item it is.
 */
public interface ItemSink {
  /** An event, valid only during the call. */
  void event(StreamEvent event) throws IOException;

  /** A {@link Problem} or a {@link ForeignItem}. */
  void item(StreamItem item) throws IOException;
}
