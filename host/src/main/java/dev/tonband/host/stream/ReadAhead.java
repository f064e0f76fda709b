// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Reads and decodes a trace in a thread of its own, ahead of the one that interprets it, so that
 * both cores of a machine work on a conversion ({@link #of} picks this or, for one input, an
 * {@link InPlaceReadAhead}). The merged items are copied into batches, a fixed number of them, so
 * memory stays bounded however far the reader could run ahead; the order of the items, and so
 * every output, is the one the {@link StreamMerger} gives, whatever the thread timing.
 *
 * <p>Not for live inputs: their idle callback (which flushes the output) would run in the reading
 * thread.
 */
public final class ReadAhead implements ItemSource, AutoCloseable {
  private static final int BATCH = 4096;
  private static final int BATCHES = 4;

  /** Items as their parts, as a {@link PendingItems} keeps them. */
  private static final class Batch implements ItemSink {
    final ItemSlots slots = new ItemSlots(BATCH);
    int size;
    int taken;
    /** Set on the last batch: the reader's failure, or null when the inputs ended. */
    boolean last;
    Throwable failure;

    @Override
    public void event(StreamEvent event) {
      event.copyTo(slots, size++);
    }

    @Override
    public void item(StreamItem item) {
      slots.other(size++, item);
    }

    void handTo(ItemSink sink) throws IOException {
      slots.handTo(taken++, sink);
    }

    void reset() {
      size = 0;
      taken = 0;
    }
  }

  private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(BATCHES);
  private final BlockingQueue<Batch> full = new ArrayBlockingQueue<>(BATCHES);
  private final Thread reader;
  private Batch current;

  /**
   * What reads {@code merger}'s items ahead: for one input read on its own, an {@link
   * InPlaceReadAhead} (no copy), else the merged items in batches.
   */
  public static ItemSource of(StreamMerger merger) {
    DeviceStream only = merger.only();
    return only != null && only.sharable() ? new InPlaceReadAhead(only) : new ReadAhead(merger);
  }

  private ReadAhead(StreamMerger merger) {
    for (int i = 0; i < BATCHES; i++) {
      free.add(new Batch());
    }
    reader = new Thread(() -> read(merger), "tonband-read-ahead");
    reader.setDaemon(true);
    reader.start();
  }

  private void read(StreamMerger merger) {
    Batch batch = null;
    try {
      boolean more = true;
      while (more) {
        batch = free.take();
        batch.reset();
        while (batch.size < BATCH && (more = merger.next(batch))) {
          // fills the batch
        }
        batch.last = !more;
        full.put(batch);
        batch = null;
      }
    } catch (InterruptedException e) {
      // closed by the consumer: stop reading
    } catch (IOException | RuntimeException | Error e) {
      batch.last = true; // only the merger throws, while a batch is being filled
      batch.failure = e;
      full.add(batch); // there is room: the consumer holds at most one batch and this one came from free
    }
  }

  @Override
  public boolean next(ItemSink sink) throws IOException {
    while (current == null || current.taken == current.size) {
      if (current != null) {
        if (current.failure != null) { // after the items read before it
          rethrow(current.failure);
        }
        if (current.last) {
          return false;
        }
        free.add(current);
      }
      try {
        current = full.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while reading the trace", e);
      }
    }
    current.handTo(sink);
    return true;
  }

  /** The reader's failure, as if the consumer had read the inputs itself. */
  static void rethrow(Throwable failure) throws IOException {
    if (failure instanceof IOException io) {
      throw io;
    } else if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    throw (Error) failure;
  }

  /** Stops the reader (when the consumer gives up early) and waits for it. */
  @Override
  public void close() {
    stop(reader);
  }

  /** Interrupts a reading thread and waits for it to stop. */
  static void stop(Thread reader) {
    reader.interrupt();
    try {
      reader.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
