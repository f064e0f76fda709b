// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Reads and decodes one input in a thread of its own, ahead of the one that interprets it, which
 * takes each item where the stream's ring holds it (a shared {@link PendingItems}): with nothing
 * to merge, the items cross between the threads without a copy. Not for live inputs (see {@link
 * ReadAhead}).
 */
final class InPlaceReadAhead implements ItemSource {
  /** How often a thread that waits for the other looks again before it sleeps, and how long it sleeps. */
  private static final int SPINS = 100;
  private static final long SLEEP_NS = TimeUnit.MICROSECONDS.toNanos(50);

  private final DeviceStream stream;
  private final Thread reader;
  /** The reader's failure, told once the items read before it are taken. */
  private volatile Throwable failure;

  /** @param stream a {@link DeviceStream#sharable()} stream, read by no other thread */
  InPlaceReadAhead(DeviceStream stream) {
    this.stream = stream;
    stream.share(InPlaceReadAhead::pause);
    reader = new Thread(this::read, "tonband-read-ahead");
    reader.setDaemon(true);
    reader.start();
  }

  /** Waits a little for the other thread: by spinning first, as it is usually about to go on. */
  private static void pause(int spins) {
    if (spins < SPINS) {
      Thread.onSpinWait();
    } else {
      LockSupport.parkNanos(SLEEP_NS);
    }
  }

  private void read() {
    try {
      while (stream.decodeAhead()) {
        // each chunk's items are let go as it is decoded
      }
    } catch (CancellationException e) {
      // closed by the consumer: stop reading
    } catch (IOException | RuntimeException | Error e) {
      failure = e;
      stream.endShared();
    }
  }

  @Override
  public boolean next(ItemSink sink) throws IOException {
    if (stream.takeShared(sink)) {
      return true;
    }
    if (failure != null) {
      ReadAhead.rethrow(failure);
    }
    return false;
  }

  /** Stops the reader (when the consumer gives up early) and waits for it. */
  @Override
  public void close() {
    ReadAhead.stop(reader);
  }
}
