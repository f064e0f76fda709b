// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.FrameDecoder;
import dev.tonband.codec.TraceReader;
import java.io.IOException;
import java.io.InputStream;

/** Decodes a device stream (COBS frames of the wire format) a chunk at a time. */
final class WireDecoder implements StreamDecoder {
  /**
   * A chunk's items are handed on together (a read-ahead publishes them after each chunk): 8 KB
   * lets the other thread start sooner than 64 KB did, and keeps the ring's newest items in cache.
   */
  private static final int CHUNK_BYTES = 8 * 1024;

  private final InputStream in;
  private final TraceReader reader;
  private final byte[] chunk = new byte[CHUNK_BYTES];
  private long bytesRead;

  WireDecoder(InputStream in, DeviceStream stream, FrameDecoder decoder) {
    this.in = in;
    this.reader = new TraceReader(stream.events(), stream::onDecodeError, TraceReader.DEFAULT_MAX_FRAME_BYTES, decoder);
  }

  @Override
  public boolean decodeMore() throws IOException {
    int n = in.read(chunk);
    if (n < 0) {
      reader.finish();
      return false;
    }
    bytesRead += n;
    reader.feed(chunk, 0, n);
    return true;
  }

  /** The reader counts a frame before decoding it. */
  @Override
  public long frame() {
    return reader.frames() - 1;
  }

  @Override
  public long bytesRead() {
    return bytesRead;
  }
}
