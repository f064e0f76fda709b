// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;
import java.io.InputStream;

/**
 * An input's bytes, readable again from any offset: a file, or bytes in memory. It lets the
 * batches of a dial9 archive be read side by side ({@link DeviceStream#archive(String,
 * InputStream, int, Timebase, dev.tonband.host.catalogue.TraceCatalogue, ArchiveSource)}).
 */
@FunctionalInterface
public interface ArchiveSource {
  /** The bytes from {@code offset} on (as decoded: decompressed, say), to be closed by the caller. */
  InputStream openAt(long offset) throws IOException;
}
