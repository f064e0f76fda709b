package dev.tonband.dial9;

import java.io.IOException;

/**
 * Receives the frames of a dial9 stream as {@link Dial9Reader} decodes them. Only events must be
 * handled; the other frames are there for readers that want to see the stream as it was written.
 * A visitor may throw to stop reading (its exception reaches the caller of the reader).
 */
public interface Dial9Visitor {
  /** An event, its timestamp made absolute and its pooled strings resolved when already defined. */
  void onEvent(Dial9Event event) throws IOException;

  /** A schema frame, including idempotent re-registrations. */
  default void onSchema(Schema schema) throws IOException {}

  /** Each entry of a string pool frame. */
  default void onPoolEntry(PooledString entry) throws IOException {}

  /** A timestamp reset frame. */
  default void onTimestampReset(long timestampNs) throws IOException {}
}
