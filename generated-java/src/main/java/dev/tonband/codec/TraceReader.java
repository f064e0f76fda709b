// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.RecordSink;
import dev.tonband.codec.events.RecordingVisitor;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Decodes a device stream: splits it into frames at each {@code 0x00}, COBS-decodes each frame
 * and hands its event to a visitor. Input may arrive in chunks of any size ({@link #feed});
 * memory stays bounded by the largest frame allowed, whatever the stream's length. A bad frame
 * is reported to the error listener and costs only itself: decoding resumes after the next
 * delimiter. Not thread-safe.
 */
public final class TraceReader {
  /** Frames longer than this are reported and skipped; devices send frames of a few dozen bytes. */
  public static final int DEFAULT_MAX_FRAME_BYTES = 64 * 1024;

  private static final int CHUNK_BYTES = 64 * 1024;

  private final EventVisitor visitor;
  private final DecodeErrorListener errors;
  private final FrameDecoder decoder;
  private final int maxFrameBytes;
  private final PayloadCursor cursor = new PayloadCursor();
  private final byte[] payload;

  /** Raw bytes of a frame that started in an earlier chunk. */
  private final byte[] pending;
  private int pendingLength;
  private long pendingOffset = -1;
  private boolean skippingLongFrame;
  /** The word view of the latest buffer fed, for the delimiter search. */
  private ByteBuffer words;

  private long position;
  private long frames;
  private long events;
  private long errorCount;

  public TraceReader(EventVisitor visitor, DecodeErrorListener errors) {
    this(visitor, errors, DEFAULT_MAX_FRAME_BYTES);
  }

  public TraceReader(EventVisitor visitor, DecodeErrorListener errors, int maxFrameBytes) {
    this(visitor, errors, maxFrameBytes, FrameDecoder.GENERATED);
  }

  /** A reader whose frames {@code decoder} decodes, such as a {@link DynamicDecoder}. */
  public TraceReader(EventVisitor visitor, DecodeErrorListener errors, int maxFrameBytes, FrameDecoder decoder) {
    if (maxFrameBytes < 1) {
      throw new IllegalArgumentException("maxFrameBytes must be positive: " + maxFrameBytes);
    }
    this.visitor = Objects.requireNonNull(visitor, "visitor");
    this.errors = Objects.requireNonNull(errors, "errors");
    this.maxFrameBytes = maxFrameBytes;
    this.decoder = Objects.requireNonNull(decoder, "decoder");
    // Slack after the largest payload, so the varint reader can always load a whole word.
    this.payload = new byte[maxFrameBytes + Long.BYTES];
    this.pending = new byte[maxFrameBytes];
  }

  /** A reader that delivers each event as a record of the generated {@link TraceEvent} types. */
  public static TraceReader forEvents(Consumer<? super TraceEvent> events, DecodeErrorListener errors) {
    return forEvents(events, errors, FrameDecoder.GENERATED);
  }

  /** As {@link #forEvents(Consumer, DecodeErrorListener)}, with frames decoded by {@code decoder}. */
  public static TraceReader forEvents(Consumer<? super TraceEvent> events, DecodeErrorListener errors,
      FrameDecoder decoder) {
    return new TraceReader(new RecordingVisitor(events), errors, DEFAULT_MAX_FRAME_BYTES, decoder);
  }

  /**
   * As {@link #forEvents(Consumer, DecodeErrorListener, FrameDecoder)}, each record handed over
   * with its id and timestamp, which a consumer then need not ask the record for.
   */
  public static TraceReader forRecords(RecordSink records, DecodeErrorListener errors, FrameDecoder decoder) {
    return new TraceReader(new RecordingVisitor(records), errors, DEFAULT_MAX_FRAME_BYTES, decoder);
  }

  /** Decodes the next bytes of the stream. */
  public void feed(byte[] data, int offset, int length) {
    Objects.checkFromIndexSize(offset, length, data.length);
    int end = offset + length;
    long streamBase = position - offset; // stream offset of data[0]
    ByteBuffer words = wordsOf(data);
    int start = offset;
    if (pendingOffset >= 0) {
      int zero = Delimiters.indexOf(words, start, end);
      hold(data, start, zero - start, streamBase + start);
      if (zero < end) {
        completePending();
      }
      start = Math.min(zero + 1, end);
    }
    start = frames(data, words, start, end, streamBase);
    if (start < end) {
      hold(data, start, end - start, streamBase + start);
    }
    position = streamBase + end;
  }

  /** The word view of {@code data}, made once for a buffer that is fed again and again. */
  private ByteBuffer wordsOf(byte[] data) {
    if (words == null || words.array() != data) {
      words = Delimiters.words(data);
    }
    return words;
  }

  /**
   * Decodes the frames that end within {@code data[start, end)} and returns where the rest, a
   * frame still without its delimiter, begins. Delimiters are found 64 bytes at a time, as a
   * bit mask with one bit per byte: taking its bits one by one costs no branch per frame, where
   * a scan that stops at each delimiter mispredicts its exit about once per frame.
   */
  private int frames(byte[] data, ByteBuffer words, int start, int end, long streamBase) {
    int block = start;
    for (; block <= end - Long.SIZE; block += Long.SIZE) {
      for (long zeros = Delimiters.zeroBits(words, block); zeros != 0; zeros &= zeros - 1) {
        int zero = block + Long.numberOfTrailingZeros(zeros);
        frame(data, start, zero - start, streamBase + start);
        start = zero + 1;
      }
    }
    for (int zero = Delimiters.indexOf(words, block, end); zero < end; zero = Delimiters.indexOf(words, start, end)) {
      frame(data, start, zero - start, streamBase + start);
      start = zero + 1;
    }
    return start;
  }

  public void feed(byte[] data) {
    feed(data, 0, data.length);
  }

  /** Decodes the buffer's remaining bytes and consumes them. */
  public void feed(ByteBuffer data) {
    if (data.hasArray()) {
      feed(data.array(), data.arrayOffset() + data.position(), data.remaining());
      data.position(data.limit());
      return;
    }
    byte[] chunk = new byte[Math.min(CHUNK_BYTES, data.remaining())];
    while (data.hasRemaining()) {
      int n = Math.min(chunk.length, data.remaining());
      data.get(chunk, 0, n);
      feed(chunk, 0, n);
    }
  }

  /** Ends the stream: bytes after the last delimiter are reported as a cut-off frame. */
  public void finish() {
    if (pendingOffset >= 0) {
      long length = position - pendingOffset;
      report(
          ErrorKind.TRAILING_BYTES, pendingOffset, frames++, -1,
          length + " byte(s) after the last delimiter: the stream ends inside a frame");
      pendingLength = 0;
      pendingOffset = -1;
      skippingLongFrame = false;
    }
  }

  /** Reads the stream to its end, then {@link #finish()}es. */
  public void readAll(InputStream in) throws IOException {
    byte[] chunk = new byte[CHUNK_BYTES];
    for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
      feed(chunk, 0, n);
    }
    finish();
  }

  /** Reads the channel to its end, then {@link #finish()}es. */
  public void readAll(ReadableByteChannel in) throws IOException {
    ByteBuffer chunk = ByteBuffer.allocate(CHUNK_BYTES);
    while (in.read(chunk) >= 0) {
      chunk.flip();
      feed(chunk);
      chunk.clear();
    }
    finish();
  }

  /** Bytes fed so far. */
  public long position() {
    return position;
  }

  /** Frames seen so far, good or bad. */
  public long frames() {
    return frames;
  }

  /** Events delivered to the visitor so far. */
  public long events() {
    return events;
  }

  /** Errors and warnings reported so far. */
  public long errors() {
    return errorCount;
  }

  /** Keeps the bytes of a frame whose delimiter has not arrived yet. */
  private void hold(byte[] data, int offset, int length, long streamOffset) {
    if (pendingOffset < 0) {
      pendingOffset = streamOffset;
    }
    if (skippingLongFrame) {
      return;
    }
    if (pendingLength + length > maxFrameBytes) {
      skippingLongFrame = true;
      return;
    }
    System.arraycopy(data, offset, pending, pendingLength, length);
    pendingLength += length;
  }

  private void completePending() {
    if (skippingLongFrame) {
      report(ErrorKind.FRAME_TOO_LONG, pendingOffset, frames++, -1, tooLong());
    } else {
      frame(pending, 0, pendingLength, pendingOffset);
    }
    pendingLength = 0;
    pendingOffset = -1;
    skippingLongFrame = false;
  }

  private void frame(byte[] data, int offset, int length, long streamOffset) {
    long index = frames++;
    if (length == 0) {
      report(ErrorKind.EMPTY_FRAME, streamOffset, index, -1, "two delimiters in a row: the frame is empty");
      return;
    }
    if (length > maxFrameBytes) {
      report(ErrorKind.FRAME_TOO_LONG, streamOffset, index, -1, tooLong());
      return;
    }
    byte[] bytes;
    int start;
    int payloadLength;
    if ((data[offset] & 0xFF) == length) {
      // One COBS group, as in most device frames (no zero in the payload): the payload follows
      // the code byte verbatim, so it is read in place instead of copied.
      bytes = data;
      start = offset + 1;
      payloadLength = length - 1;
    } else {
      bytes = payload;
      start = 0;
      payloadLength = Cobs.decode(data, offset, length, payload);
    }
    if (payloadLength < 0) {
      int at = -payloadLength - 1;
      report(
          ErrorKind.COBS_OVERRUN, streamOffset, index, -1,
          "COBS code at frame byte " + at + " points past the end of the frame: bytes were lost");
      return;
    }
    if (payloadLength == 0) {
      report(ErrorKind.EMPTY_FRAME, streamOffset, index, -1, "the frame holds no bytes, not even an event id");
      return;
    }
    cursor.reset(bytes, start, payloadLength);
    try {
      decoder.decode(cursor, visitor);
    } catch (FrameException e) {
      report(e.kind(), streamOffset, index, bytes[start] & 0xFF, e.getMessage());
      return;
    }
    events++;
    if (cursor.malformedUtf8()) {
      report(
          ErrorKind.INVALID_UTF8, streamOffset, index, bytes[start] & 0xFF,
          "a string field is not valid UTF-8; it was decoded with U+FFFD replacements");
    }
  }

  private String tooLong() {
    return "the frame is longer than " + maxFrameBytes + " bytes (the reader's limit)";
  }

  private void report(ErrorKind kind, long streamOffset, long index, int eventId, String detail) {
    errorCount++;
    String name = eventId < 0 ? null : decoder.nameOf(eventId);
    errors.onError(new DecodeError(kind, streamOffset, index, eventId, name, detail));
  }
}
