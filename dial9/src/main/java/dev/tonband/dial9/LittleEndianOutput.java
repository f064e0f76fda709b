// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes dial9's primitive encodings through a fixed buffer, so a writer's memory does not grow
 * with the trace. Values larger than the buffer go straight to the stream.
 */
final class LittleEndianOutput {
  private static final int BUFFER_BYTES = 64 * 1024;

  private final OutputStream out;
  private final byte[] buffer = new byte[BUFFER_BYTES];
  private int used;
  private long written;

  LittleEndianOutput(OutputStream out) {
    this.out = out;
  }

  /** Bytes written so far, buffered or not. */
  long position() {
    return written + used;
  }

  void u8(int value) throws IOException {
    room(1);
    buffer[used++] = (byte) value;
  }

  void u16(int value) throws IOException {
    room(2);
    buffer[used++] = (byte) value;
    buffer[used++] = (byte) (value >>> 8);
  }

  void u24(int value) throws IOException {
    room(3);
    buffer[used++] = (byte) value;
    buffer[used++] = (byte) (value >>> 8);
    buffer[used++] = (byte) (value >>> 16);
  }

  void u32(long value) throws IOException {
    room(4);
    for (int shift = 0; shift < 32; shift += 8) {
      buffer[used++] = (byte) (value >>> shift);
    }
  }

  void u64(long value) throws IOException {
    room(8);
    for (int shift = 0; shift < 64; shift += 8) {
      buffer[used++] = (byte) (value >>> shift);
    }
  }

  /** Unsigned LEB128, shortest form. */
  void varint(long value) throws IOException {
    room(10);
    while ((value & ~0x7FL) != 0) {
      buffer[used++] = (byte) ((value & 0x7F) | 0x80);
      value >>>= 7;
    }
    buffer[used++] = (byte) value;
  }

  void bytes(byte[] data) throws IOException {
    if (data.length > buffer.length - used) {
      drain();
      if (data.length > buffer.length) {
        out.write(data);
        written += data.length;
        return;
      }
    }
    System.arraycopy(data, 0, buffer, used, data.length);
    used += data.length;
  }

  void flush() throws IOException {
    drain();
    out.flush();
  }

  private void room(int bytes) throws IOException {
    if (buffer.length - used < bytes) {
      drain();
    }
  }

  private void drain() throws IOException {
    out.write(buffer, 0, used);
    written += used;
    used = 0;
  }
}
