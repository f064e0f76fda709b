// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import dev.tonband.codec.TraceReader;
import dev.tonband.host.catalogue.TraceCatalogue;

/**
 * What a capture from a board holds so far, while it runs: its bytes are decoded chunk by chunk
 * as they arrive (the codec's push decoder, {@link TraceReader}), so the page can show the
 * events, decoding problems and bytes received without keeping more than one frame's bytes here.
 * The capture itself is converted as a whole when it ends ({@link WebConversion}), as {@code
 * tonband convert} converts the file.
 */
public final class CaptureView {
  private final TraceReader reader;

  /** A capture decoded with {@code catalogue}'s events. */
  public CaptureView(TraceCatalogue catalogue) {
    this.reader = TraceReader.forEvents(event -> {}, error -> {}, catalogue.decoder());
  }

  /** Decodes the next bytes received. */
  public void feed(byte[] chunk) {
    reader.feed(chunk);
  }

  /** Bytes received so far. */
  public long bytes() {
    return reader.position();
  }

  /** Events decoded so far. */
  public long events() {
    return reader.events();
  }

  /** Frames that could not be decoded, or decoded with a problem, so far. */
  public long problems() {
    return reader.errors();
  }
}
