// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Merges several inputs (one per core, or metadata and trace buffers, or the batches of a dial9
 * archive) into one sequence ordered by time, holding only each input's current chunk. Ties keep
 * input order, so an input given first (a metadata buffer, say) goes first.
 */
public final class StreamMerger implements ItemSource {
  private final PriorityQueue<Head> heads = new PriorityQueue<>(
      Comparator.comparingLong((Head h) -> h.ns).thenComparingInt(h -> h.index));

  private static final class Head {
    final DeviceStream stream;
    final int index;
    long ns;

    Head(DeviceStream stream, int index) {
      this.stream = stream;
      this.index = index;
    }
  }

  /** With one input there is nothing to merge: skip the queue, which costs per event. */
  private final DeviceStream only;
  private Head taken;
  private int added;

  public StreamMerger(List<DeviceStream> streams) throws IOException {
    this.only = streams.size() == 1 ? streams.get(0) : null;
    for (int i = 0; only == null && i < streams.size(); i++) {
      add(streams.get(i));
    }
  }

  /**
   * Without inputs yet: they are {@link #add}ed as their items come due (the batches of an
   * archive, {@link ArchiveBatches}), and {@link #hasNext()}, {@link #peekNs()} and {@link #peek()}
   * look at what comes next.
   */
  StreamMerger() {
    this.only = null;
  }

  /** The input when there is only one, which needs no merging; else null. */
  DeviceStream only() {
    return only;
  }

  /** Adds an input after those there are; it comes after them at equal times. */
  void add(DeviceStream stream) throws IOException {
    Head head = new Head(stream, added++);
    if (refresh(head)) {
      heads.add(head);
    }
  }

  /** Whether an item is left; only for a merger made without inputs, as the following. */
  boolean hasNext() {
    return !heads.isEmpty();
  }

  /** The time of the next item; only after {@link #hasNext()}. */
  long peekNs() {
    return heads.peek().ns;
  }

  /** The next item without taking it; only after {@link #hasNext()}. */
  StreamItem peek() throws IOException {
    return heads.peek().stream.peek();
  }

  /** The next item of all inputs by time, or null when every input has ended. */
  public StreamItem next() throws IOException {
    DeviceStream stream = nextStream();
    if (stream == null) {
      return null;
    }
    StreamItem item = stream.poll();
    requeue();
    return item;
  }

  /**
   * Hands the next item of all inputs by time to {@code sink}, an event as its parts (no {@link
   * EventItem} per event); false when every input has ended.
   */
  @Override
  public boolean next(ItemSink sink) throws IOException {
    DeviceStream stream = nextStream();
    if (stream == null || !stream.take(sink)) {
      return false;
    }
    requeue();
    return true;
  }

  /** The input whose item comes next, taken off the queue until {@link #requeue()}; null at the end. */
  private DeviceStream nextStream() {
    if (only != null) {
      return only;
    }
    taken = heads.poll();
    return taken != null ? taken.stream : null;
  }

  /** Puts the input just taken from back in the queue, unless it has ended. */
  private void requeue() throws IOException {
    if (taken != null && refresh(taken)) {
      heads.add(taken);
    }
    taken = null;
  }

  private static boolean refresh(Head head) throws IOException {
    if (!head.stream.fill()) {
      return false;
    }
    head.ns = head.stream.peekNs();
    return true;
  }
}
