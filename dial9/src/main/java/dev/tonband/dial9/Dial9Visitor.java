// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.io.IOException;
import java.util.List;

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

  /** Each entry of a stack pool frame. */
  default void onStackPoolEntry(PooledStackFrames entry) throws IOException {}

  /** A schema annotations frame for a registered schema (frames for unknown type_ids are skipped). */
  default void onAnnotations(Schema schema, List<FieldAnnotation> annotations) throws IOException {}

  /**
   * A header: batch 0 at the start of the stream, then one for each further {@code TRC\0} header
   * of a file made of concatenated batches. Each new batch starts afresh: no schemas, empty
   * pools, timestamp base 0, as dial9's own decoders read it.
   */
  default void onBatchStart(int batch) throws IOException {}
}
