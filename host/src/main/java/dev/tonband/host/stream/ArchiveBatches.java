// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.dial9.Dial9;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9FormatException;
import dev.tonband.dial9.Dial9Reader;
import dev.tonband.dial9.Dial9Visitor;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The batches of a dial9 archive, read side by side and merged by time. dial9's writers keep a
 * buffer per thread and append each to the file as a batch of its own (its own header, schemas,
 * pools and timestamp base 0), so the batches of different threads overlap in time: that is no
 * damage. Each batch is read as an input of its own, a lane (a {@link DeviceStream} with its own
 * clock, look-ahead and current core, starting at the archive's pinned core), like the inputs of
 * several cores.
 *
 * <p>Where the batches start is known only by reading the archive: {@link #fill} first reads it
 * through once, keeping only each batch's offset, its first frame's index and the times of its
 * first and latest timestamped events. A lane is opened from the {@link ArchiveSource} only when
 * the merge reaches its first time, and its input is closed at its end, so memory and open files
 * grow with the batches that overlap in time (about the writer's threads), not with the archive.
 * The lanes open at once share the reader's memory budget for schemas and pools: each gets the
 * budget divided by the most batches that overlap, so a hostile archive still ends in a {@code
 * TOO_LARGE} problem, not an OutOfMemoryError. Offsets and frame indexes in problems are the
 * archive's, as when it is read from start to end.
 */
final class ArchiveBatches {
  /**
   * A batch of the archive: where it starts and ends (the next batch's offset; -1 for the end of
   * the archive), the index its first frame has in the archive, and when its lane starts: the
   * time of its earliest timestamped event (0 for the first batch, and for a batch without one,
   * such as metadata: they come first; a later event of a batch may be earlier than its first,
   * {@link ForeignOrder}), and until when it lasts: its latest time.
   */
  private record Batch(long offset, long end, long firstFrame, long startNs, long lastNs) {}

  private final String name;
  private final int pinnedCore;
  private final Timebase timebase;
  private final TraceCatalogue catalogue;
  private final InputStream in;
  private final ArchiveSource source;
  /** Heap bytes the schemas and pools of all lanes open at once may take. */
  private final long memoryBudget;
  /** The share of {@link #memoryBudget} each lane gets. */
  private long laneBudget;
  /** The batches in the order their lanes open, by start time (then file order); null until read through. */
  private List<Batch> batches;
  private int opened;
  private long bytesScanned;
  private final StreamMerger lanes = new StreamMerger();
  /** The inputs of lanes not yet at their end (a lane that stops at an error does not get there). */
  private final List<LaneInput> open = new ArrayList<>();

  ArchiveBatches(String name, InputStream in, ArchiveSource source, long memoryBudget, int pinnedCore,
      Timebase timebase, TraceCatalogue catalogue) {
    this.name = name;
    this.in = in;
    this.source = source;
    this.memoryBudget = memoryBudget;
    this.pinnedCore = pinnedCore;
    this.timebase = timebase;
    this.catalogue = catalogue;
  }

  /** Opens the lanes whose time has come; false when every batch has ended. */
  boolean fill() throws IOException {
    if (batches == null) {
      batches = scan();
    }
    while (opened < batches.size() && (!lanes.hasNext() || batches.get(opened).startNs() <= lanes.peekNs())) {
      lanes.add(lane(batches.get(opened++)));
    }
    return lanes.hasNext();
  }

  /** Only after {@link #fill()} found an item, as for the following. */
  long peekNs() {
    return lanes.peekNs();
  }

  StreamItem peek() throws IOException {
    return lanes.peek();
  }

  StreamItem next() throws IOException {
    return lanes.next();
  }

  void take(ItemSink sink) throws IOException {
    lanes.next(sink);
  }

  long bytesScanned() {
    return bytesScanned;
  }

  void close() throws IOException {
    for (LaneInput lane : open) {
      lane.close();
    }
  }

  /**
   * Reads the archive through, noting where each batch starts. A broken archive ends the list at
   * the batch it breaks in; that batch's lane reads up to the damage and reports it.
   */
  private List<Batch> scan() throws IOException {
    Scan scan = new Scan(new Dial9Reader(in, Dial9Reader.DEFAULT_MAX_VALUE_BYTES, memoryBudget));
    try {
      while (scan.reader.readFrame(scan)) {
        scan.frame++;
      }
    } catch (Dial9FormatException e) {
      // the lane of the batch it is in meets it too, and reports it in its place
    }
    bytesScanned = scan.reader.offset();
    List<Batch> found = scan.found;
    scan.endBatch(-1);
    if (found.isEmpty()) {
      found.add(new Batch(0, -1, 0, 0, 0)); // not even a header: its lane says what is wrong
    }
    found.sort(Comparator.comparingLong(Batch::startNs)); // stable: file order among equal times
    laneBudget = Math.max(1, memoryBudget / mostOverlapping(found));
    return found;
  }

  /**
   * The most batches open at once: a lane opens at its first time and lasts to its latest, and
   * one that starts when another ends is open together with it. {@code batches} are by start.
   */
  private static int mostOverlapping(List<Batch> batches) {
    long[] ends = batches.stream().mapToLong(Batch::lastNs).sorted().toArray();
    int most = 0;
    int ended = 0;
    for (int started = 1; started <= batches.size(); started++) {
      long start = batches.get(started - 1).startNs();
      while (ends[ended] < start) {
        ended++;
      }
      most = Math.max(most, started - ended);
    }
    return most;
  }

  /** What the read-through keeps: each batch, in file order. */
  private static final class Scan implements Dial9Visitor {
    final Dial9Reader reader;
    final List<Batch> found = new ArrayList<>();
    /** The index of the frame being read. */
    long frame;
    /** The batch being read: where it starts, its first frame, its earliest and latest times. */
    private long offset = -1;
    private long firstFrame;
    private long startNs;
    private long lastNs;
    private boolean started;

    Scan(Dial9Reader reader) {
      this.reader = reader;
    }

    @Override
    public void onBatchStart(int batch) {
      long start = reader.offset() - Dial9.HEADER_BYTES;
      endBatch(start);
      offset = start;
      // a later header is a frame of its own; the batch's first frame is the one after it
      firstFrame = batch == 0 ? 0 : frame + 1;
      startNs = 0;
      lastNs = 0;
      started = batch == 0;
    }

    @Override
    public void onEvent(Dial9Event event) {
      if (!event.schema().hasTimestamp()) {
        return;
      }
      // beyond 2^63 ns the lane reports the event and places it at the time before it
      long ns = Math.max(0, event.timestampNs());
      startNs = started ? Math.min(startNs, ns) : ns;
      started = true;
      lastNs = Math.max(lastNs, ns);
    }

    /** Keeps the batch being read, which ends at {@code end} (-1: with the archive). */
    void endBatch(long end) {
      if (offset >= 0) {
        found.add(new Batch(offset, end, firstFrame, startNs, Math.max(startNs, lastNs)));
      }
    }
  }

  private DeviceStream lane(Batch batch) throws IOException {
    open.removeIf(lane -> lane.ended);
    LaneInput input = new LaneInput(source.openAt(batch.offset()), batch.end() - batch.offset());
    open.add(input);
    boolean several = batches.size() > 1;
    return DeviceStream.lane(name, input, pinnedCore, timebase, catalogue,
        s -> new ArchiveDecoder(input, s, batch.offset(), batch.firstFrame(), laneBudget, several), batch.startNs());
  }

  /** A lane's bytes, up to the next batch, closed as soon as they end. */
  private static final class LaneInput extends FilterInputStream {
    /** Bytes left to the next batch; negative for the last one, which ends with the archive. */
    private long left;
    boolean ended;

    LaneInput(InputStream in, long length) {
      super(in);
      this.left = length;
    }

    @Override
    public int read() throws IOException {
      byte[] b = new byte[1];
      return read(b, 0, 1) < 0 ? -1 : b[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = ended || left == 0 ? -1 : in.read(b, off, left < 0 ? len : (int) Math.min(len, left));
      if (n < 0) {
        close();
      } else if (left > 0) {
        left -= n;
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      ended = true;
      in.close();
    }
  }
}
