// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.dial9.Dial9FormatException;
import dev.tonband.dial9.Dial9ToEvents;
import java.io.IOException;
import java.io.InputStream;

/**
 * Decodes a dial9 archive a frame at a time: events of the stream's catalogue's schemas become
 * the events the wire format would have given, others stay generic dial9 events. dial9 frames have
 * no delimiter, so a damaged archive cannot be read past the damage: the error becomes a problem
 * of the stream and the input ends there, with everything before it kept. A batch of an archive
 * read on its own ({@link ArchiveBatches}) names its places as the archive's.
 */
final class ArchiveDecoder implements StreamDecoder {
  private final DeviceStream stream;
  private final Dial9ToEvents archive;
  private final long offset;
  private final long firstFrame;
  private final boolean oneOfSeveral;
  private long frames;

  /**
   * @param offset where {@code in} starts in the archive
   * @param firstFrame the index of its first frame in the archive
   * @param memoryBudget heap bytes the schemas and pools of a batch may take
   * @param oneOfSeveral whether {@code in} is one of several batches read side by side, which an
   *     error ends alone
   */
  ArchiveDecoder(InputStream in, DeviceStream stream, long offset, long firstFrame, long memoryBudget,
      boolean oneOfSeveral) {
    this.stream = stream;
    this.offset = offset;
    this.firstFrame = firstFrame;
    this.oneOfSeveral = oneOfSeveral;
    this.archive = Dial9ToEvents.open(in, stream.catalogue().dial9(), stream::onEvent, stream::onForeignEvent,
        memoryBudget);
  }

  @Override
  public boolean decodeMore() throws IOException {
    frames++;
    try {
      return archive.readFrame();
    } catch (Dial9FormatException e) {
      stream.onArchiveError(e, offset + e.offset(), oneOfSeveral);
      return false;
    }
  }

  @Override
  public long frame() {
    return firstFrame + frames - 1;
  }

  @Override
  public long bytesRead() {
    return offset + archive.offset();
  }
}
