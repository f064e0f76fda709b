// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Decompresses gzip input on the fly (captures are often kept compressed, and dial9 traces ship
 * gzipped), told apart by its magic bytes. Damaged or cut-off compressed data ends the input
 * there as a problem ({@value #KIND}); everything before it is kept, as with a damaged archive.
 */
final class GzipInput extends BlockInputStream {
  static final String KIND = "GZIP_DAMAGED";
  private static final int[] MAGIC = {0x1F, 0x8B, 0x08}; // ID1, ID2, CM = deflate (RFC 1952)
  private static final int BUFFER_BYTES = 1 << 16;

  private final String name;
  private final InputProblems problems;
  private long decompressed;
  private boolean ended;

  private GzipInput(InputStream in, String name, InputProblems problems) {
    super(in);
    this.name = name;
    this.problems = problems;
  }

  /**
   * {@code in} decompressed if it starts as gzip does, else {@code in} itself with nothing read.
   * A device stream that happens to start with the magic is told apart by the rest of the header.
   */
  static BufferedInputStream decompressed(BufferedInputStream in, String name, InputProblems problems)
      throws IOException {
    in.mark(BUFFER_BYTES);
    boolean magic = true;
    for (int b : MAGIC) {
      magic &= in.read() == b;
    }
    in.reset();
    if (!magic) {
      return in;
    }
    try {
      return new BufferedInputStream(new GzipInput(new GZIPInputStream(in, BUFFER_BYTES), name, problems), BUFFER_BYTES);
    } catch (ZipException e) {
      in.reset(); // not a gzip header after all
      return in;
    } catch (EOFException e) {
      problems.report(KIND, name, "the input ends inside its gzip header: it was cut off; nothing to decode");
      return new BufferedInputStream(InputStream.nullInputStream());
    }
  }

  /**
   * Plenty until the end: gzip input is a stored file, not a live capture, so the format is told
   * from a full head rather than from what one inflation gave.
   */
  @Override
  public int available() {
    return ended ? 0 : BUFFER_BYTES;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (ended) {
      return -1;
    }
    try {
      int n = in.read(b, off, len);
      if (n > 0) {
        decompressed += n;
      } else if (n < 0) {
        ended = true;
      }
      return n;
    } catch (ZipException | EOFException e) {
      ended = true;
      String reason = e instanceof EOFException ? "it was cut off" : "it is damaged (" + e.getMessage() + ")";
      problems.report(KIND, name, "the gzip-compressed input ends after " + decompressed + " decompressed bytes: "
          + reason + "; the input ends here, everything before it was kept");
      return -1;
    }
  }
}
