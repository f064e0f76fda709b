// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import java.io.IOException;

/**
 * What turns one input's bytes into the items of a {@link DeviceStream}: the device wire format
 * ({@link WireDecoder}) or a dial9 archive of it ({@link ArchiveDecoder}). The stream pulls, so
 * either decoder holds no more than one read's worth of items.
 */
interface StreamDecoder {
  /** Decodes the next piece of input, handing what it holds to the stream; false at the end. */
  boolean decodeMore() throws IOException;

  /** The index of the frame being decoded, for the place of problems. */
  long frame();

  long bytesRead();
}
