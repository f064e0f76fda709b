// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import dev.tonband.codec.ErrorKind;
import dev.tonband.codec.TraceReader;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Refuses a file that is no device stream at all (a firmware's ELF file, a picture, a README)
 * before anything is written, instead of "converting" it into thousands of decoder problems. The
 * test is the one a decoder can make: at least one in {@value #FRAMES_PER_DEVICE_FRAME} of the
 * frames in the first {@value #LOOKAHEAD_BYTES} bytes must be a frame a device sends, one that
 * decodes to an event or is whole but names an event the catalogue lacks (a team's own events read
 * without their catalogue: a device stream all the same, whose problems say what to pass). A
 * stream damaged at its start passes (its good frames are still there), as does an empty one
 * (which {@link EmptyInputCheck} reports); in a program's machine code about one frame in a
 * thousand passes by chance. Only whole inputs are checked: a live capture's first bytes may be a
 * boot log or half a frame, and waiting for 64 KiB of them would hold it up.
 */
final class ForeignInput {
  static final int LOOKAHEAD_BYTES = 64 * 1024;
  static final int FRAMES_PER_DEVICE_FRAME = 10;

  private ForeignInput() {}

  /**
   * {@code in}, or a stream of the same bytes, after checking its start.
   *
   * @param hexDump whether {@code in} is the bytes of a hex dump, which the message then says
   * @throws IllegalArgumentException naming {@code name} and what it looks like, when its start
   *     holds no device stream
   */
  static InputStream checked(InputStream in, String name, TraceCatalogue catalogue, boolean hexDump)
      throws IOException {
    InputStream markable = in.markSupported() ? in : new BufferedInputStream(in, LOOKAHEAD_BYTES);
    markable.mark(LOOKAHEAD_BYTES);
    byte[] head = new byte[LOOKAHEAD_BYTES];
    int n = InputFormat.readUpTo(markable, head, LOOKAHEAD_BYTES);
    markable.reset();
    long[] unknownIds = {0};
    TraceReader reader = TraceReader.forEvents(event -> {}, error -> {
      if (error.kind() == ErrorKind.UNKNOWN_EVENT_ID) {
        unknownIds[0]++;
      }
    }, catalogue.decoder());
    reader.feed(head, 0, n);
    long deviceFrames = reader.events() + unknownIds[0];
    if (n > 0 && deviceFrames * FRAMES_PER_DEVICE_FRAME < Math.max(1, reader.frames())) {
      String looks = looksLike(head, n);
      throw new IllegalArgumentException(name + (hexDump ? " is a hex dump, but not of a device stream: its"
          : looks == null ? " is not a device stream: its" : " is " + looks + ", not a device stream: its")
          + " first " + (n < LOOKAHEAD_BYTES ? n + " bytes" : "64 KiB") + " hold "
          + (deviceFrames == 0 ? "no frame" : "almost no frame (" + deviceFrames + " of " + reader.frames() + ")")
          + " that a device sends");
    }
    return markable;
  }

  /** What the bytes look like, e.g. {@code a PNG image}; null when their first bytes do not tell. */
  static String looksLike(byte[] head, int n) {
    if (starts(head, n, 0x7F, 'E', 'L', 'F')) {
      return "an ELF file (a program or firmware image)";
    }
    if (starts(head, n, 0x89, 'P', 'N', 'G')) {
      return "a PNG image";
    }
    if (starts(head, n, 0xFF, 0xD8, 0xFF)) {
      return "a JPEG image";
    }
    if (starts(head, n, 'P', 'K', 3, 4) || starts(head, n, 'P', 'K', 5, 6)) {
      return "a zip archive (unpack it and give the trace in it)";
    }
    if (starts(head, n, '%', 'P', 'D', 'F')) {
      return "a PDF document";
    }
    if (PerfettoTraces.startsLikeOne(head, n)) {
      return "a Perfetto trace (open it at https://ui.perfetto.dev)";
    }
    if (isText(head, n)) {
      char first = (char) head[0];
      return first == '{' || first == '[' ? "JSON text" : "text";
    }
    return null;
  }

  private static boolean starts(byte[] head, int n, int... magic) {
    if (n < magic.length) {
      return false;
    }
    for (int i = 0; i < magic.length; i++) {
      if ((head[i] & 0xFF) != magic[i]) {
        return false;
      }
    }
    return true;
  }

  /** UTF-8 without control characters other than white space (the last character may be cut). */
  private static boolean isText(byte[] head, int n) {
    String text = new String(head, 0, n, StandardCharsets.UTF_8);
    int end = text.length() - (n == LOOKAHEAD_BYTES ? 1 : 0);
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (c == '\uFFFD' || (c < ' ' && c != '\n' && c != '\r' && c != '\t' && c != '\f')) {
        return false;
      }
    }
    return end > 0;
  }
}
