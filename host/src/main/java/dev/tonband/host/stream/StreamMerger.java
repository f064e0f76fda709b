package dev.tonband.host.stream;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Merges several inputs (one per core, or metadata and trace buffers) into one sequence ordered
 * by time, holding only each input's current chunk. Ties keep input order, so an input given
 * first (a metadata buffer, say) goes first.
 */
public final class StreamMerger {
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

  public StreamMerger(List<DeviceStream> streams) throws IOException {
    this.only = streams.size() == 1 ? streams.get(0) : null;
    for (int i = 0; only == null && i < streams.size(); i++) {
      Head head = new Head(streams.get(i), i);
      if (refresh(head)) {
        heads.add(head);
      }
    }
  }

  /** The next item of all inputs by time, or null when every input has ended. */
  public StreamItem next() throws IOException {
    if (only != null) {
      return only.poll();
    }
    Head head = heads.poll();
    if (head == null) {
      return null;
    }
    StreamItem item = head.stream.poll();
    if (refresh(head)) {
      heads.add(head);
    }
    return item;
  }

  private static boolean refresh(Head head) throws IOException {
    StreamItem next = head.stream.peek();
    if (next == null) {
      return false;
    }
    head.ns = next.ns();
    return true;
  }
}
