// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tells a Perfetto trace (what {@code convert} writes) by its content rather than its name: a
 * protobuf {@code Trace}, that is a run of {@code packet} fields (field 1, length-delimited), each
 * holding well-formed protobuf fields. Two whole packets in a row are required, which a device
 * stream's COBS frames, delimited by 0x00, do not give.
 */
public final class PerfettoTraces {
  static final int HEAD_BYTES = 4096;
  private static final int PACKET_TAG = 0x0A; // field 1, wire type 2
  private static final int PACKETS_REQUIRED = 2;

  private PerfettoTraces() {}

  /** Whether the file starts like a Perfetto trace; false for a file that cannot be read. */
  public static boolean isOne(Path file) {
    if (!Files.isRegularFile(file)) {
      return false;
    }
    try (InputStream in = Files.newInputStream(file)) {
      byte[] head = in.readNBytes(HEAD_BYTES);
      return startsLikeOne(head, head.length);
    } catch (IOException e) {
      return false; // reading it as an input will say what is wrong
    }
  }

  /** Whether {@code content}, a whole file's bytes, starts like a Perfetto trace. */
  public static boolean isOne(byte[] content) {
    return startsLikeOne(content, Math.min(content.length, HEAD_BYTES));
  }

  static boolean startsLikeOne(byte[] head, int n) {
    int pos = 0;
    int packets = 0;
    while (pos < n && packets < PACKETS_REQUIRED) {
      if ((head[pos] & 0xFF) != PACKET_TAG) {
        return false;
      }
      long[] length = varint(head, pos + 1, n);
      if (length == null || length[0] <= 0 || length[1] + length[0] > n) {
        return false; // cut off by the head's end, or empty: not enough to tell
      }
      int end = (int) (length[1] + length[0]);
      if (!wellFormedFields(head, (int) length[1], end)) {
        return false;
      }
      packets++;
      pos = end;
    }
    return packets == PACKETS_REQUIRED;
  }

  /** Whether {@code b[from..to)} is a sequence of protobuf fields ending exactly at {@code to}. */
  private static boolean wellFormedFields(byte[] b, int from, int to) {
    int pos = from;
    while (pos < to) {
      long[] tag = varint(b, pos, to);
      if (tag == null || tag[0] >>> 3 == 0) {
        return false;
      }
      pos = (int) tag[1];
      long skip;
      switch ((int) (tag[0] & 7)) {
        case 0 -> {
          long[] value = varint(b, pos, to);
          if (value == null) {
            return false;
          }
          skip = value[1] - pos;
        }
        case 1 -> skip = 8;
        case 2 -> {
          long[] length = varint(b, pos, to);
          if (length == null) {
            return false;
          }
          skip = length[1] - pos + length[0];
        }
        case 5 -> skip = 4;
        default -> {
          return false;
        }
      }
      if (skip < 0 || pos + skip > to) {
        return false;
      }
      pos += (int) skip;
    }
    return true;
  }

  /** {value, position after it}, or null when the varint is malformed or runs past {@code to}. */
  private static long[] varint(byte[] b, int pos, int to) {
    long value = 0;
    for (int shift = 0; shift < 64 && pos < to; shift += 7) {
      int c = b[pos++] & 0xFF;
      value |= (long) (c & 0x7F) << shift;
      if (c < 0x80) {
        return new long[] {value, pos};
      }
    }
    return null;
  }
}
