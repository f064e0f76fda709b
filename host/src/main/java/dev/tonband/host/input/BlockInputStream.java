// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A filter whose one-byte read goes through its block read, so that a layer writes only that. Its
 * bytes are not those beneath it, so it does not pass mark and reset on to them.
 */
abstract class BlockInputStream extends FilterInputStream {
  BlockInputStream(InputStream in) {
    super(in);
  }

  @Override
  public final int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public abstract int read(byte[] b, int off, int len) throws IOException;

  @Override
  public final boolean markSupported() {
    return false;
  }
}
