// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes device streams for tests by the wire format's rules (docs/wire-format.md), apart from
 * the generated codec, so that tests check the host against the spec rather than against itself:
 * id, LEB128 varints, the string to the end, COBS framing with a 0x00 delimiter.
 */
public final class StreamBuilder {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  /** A timed event: id, ts, then the integer fields. */
  public StreamBuilder event(int id, long ts, long... fields) {
    return eventWithText(id, ts, null, fields);
  }

  /** A timed event that ends in a string field. */
  public StreamBuilder eventWithText(int id, long ts, String text, long... fields) {
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    payload.write(id);
    varint(payload, ts);
    for (long f : fields) {
      varint(payload, f);
    }
    if (text != null) {
      payload.writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }
    return frame(payload.toByteArray());
  }

  /** A metadata event (no ts): id, the integer fields, then the string if any. */
  public StreamBuilder metadata(int id, String text, long... fields) {
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    payload.write(id);
    for (long f : fields) {
      varint(payload, f);
    }
    if (text != null) {
      payload.writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }
    return frame(payload.toByteArray());
  }

  /** Bytes as they are, for damage. */
  public StreamBuilder raw(int... bytes) {
    for (int b : bytes) {
      out.write(b);
    }
    return this;
  }

  public byte[] bytes() {
    return out.toByteArray();
  }

  private StreamBuilder frame(byte[] payload) {
    int codeAt = out.size();
    out.write(0); // placeholder for the first code byte
    int run = 1;
    for (byte b : payload) {
      if (b == 0 || run == 0xFF) {
        patch(codeAt, run);
        codeAt = out.size();
        out.write(0);
        run = 1;
        if (b == 0) {
          continue;
        }
      }
      out.write(b);
      run++;
    }
    patch(codeAt, run);
    out.write(0);
    return this;
  }

  private void patch(int at, int code) {
    byte[] all = out.toByteArray();
    all[at] = (byte) code;
    out.reset();
    out.writeBytes(all);
  }

  private static void varint(ByteArrayOutputStream out, long value) {
    while ((value & ~0x7FL) != 0) {
      out.write((int) (value & 0x7F) | 0x80);
      value >>>= 7;
    }
    out.write((int) value);
  }
}
